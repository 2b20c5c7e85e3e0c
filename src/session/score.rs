//! The running score: a thousand points to start, a hundred more for each
//! win and a hundred fewer for each loss (seed 000), and the record behind
//! it. Saved as `score.json` in the data folder.
//!
//! A finished game is added with [`Store::update`] ([`record_game`]): the
//! file is re-read under a lock, so two games running at once both count.

use serde::{Deserialize, Serialize};

use crate::session::store::{Store, StoreError};

/// The score a new player starts with.
pub const START_SCORE: i64 = 1000;

/// Points gained for a win and lost for a loss.
pub const POINTS_PER_GAME: i64 = 100;

/// The file name of the running [`Score`].
pub const SCORE_FILE: &str = "score.json";

/// How a game ended, from the human player's side of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatchResult {
    /// The human made five in a row.
    Won,
    /// The computer made five in a row.
    Lost,
    /// The board filled up with no winner.
    Drawn,
}

/// The running score and the record behind it.
///
/// Fields missing from the file take their default, so a file written by an
/// older version still loads.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(default)]
pub struct Score {
    /// The points: [`START_SCORE`], plus or minus [`POINTS_PER_GAME`] per
    /// decided game. It may go below zero.
    pub score: i64,
    /// Games the human won.
    pub wins: u32,
    /// Games the human lost.
    pub losses: u32,
    /// Games that ended with a full board.
    pub draws: u32,
}

impl Default for Score {
    fn default() -> Score {
        Score {
            score: START_SCORE,
            wins: 0,
            losses: 0,
            draws: 0,
        }
    }
}

impl Score {
    /// Counts a finished game: a win adds [`POINTS_PER_GAME`], a loss takes
    /// them away, a draw leaves the score as it is.
    pub fn record(&mut self, result: MatchResult) {
        // Saturating: the numbers come from a file the player can edit, and
        // an absurd value there must not crash the game.
        match result {
            MatchResult::Won => {
                self.score = self.score.saturating_add(POINTS_PER_GAME);
                self.wins = self.wins.saturating_add(1);
            }
            MatchResult::Lost => {
                self.score = self.score.saturating_sub(POINTS_PER_GAME);
                self.losses = self.losses.saturating_add(1);
            }
            MatchResult::Drawn => self.draws = self.draws.saturating_add(1),
        }
    }
}

/// Adds a finished game's result to the score saved in `store`, merging with
/// whatever another running game saved meanwhile, and returns the score now
/// saved.
///
/// # Errors
/// As [`Store::update`].
pub fn record_game(store: &Store, result: MatchResult) -> Result<Score, StoreError> {
    store.update(SCORE_FILE, |score: &mut Score| score.record(result))
}
