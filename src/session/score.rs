//! The running score: a thousand points to start, a hundred more for each
//! win and a hundred fewer for each loss (seed 000), and the record behind
//! it. Saved as `score.json` in the data folder.
//!
//! A finished game is added with [`Store::update`] ([`record_game`]): the
//! file is re-read under a lock, so two games running at once both count.

use serde::{Deserialize, Serialize};

use crate::game::board::Stone;
use crate::session::store::{Store, StoreError};

/// How many of the last games counted the score file remembers by name
/// ([`Score::settled`]): enough for every window that could be settling a
/// game at once, and for a game whose settling a crash cut short.
pub const SETTLED_KEPT: usize = 64;

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
    /// The last games counted, oldest first (at most [`SETTLED_KEPT`]): a
    /// game found here is never counted again, whichever window or start
    /// tries to settle it a second time.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub settled: Vec<Settled>,
    /// The player's colour in the last game counted: "alternate" goes on
    /// from it without reading the kept games.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_human: Option<Stone>,
}

/// A game counted in the score, by name, with the points before and after.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Settled {
    /// The game's id ([`crate::session::games::Played::id`]).
    pub id: String,
    /// The score before it counted.
    pub before: i64,
    /// The score after.
    pub after: i64,
}

impl Default for Score {
    fn default() -> Score {
        Score {
            score: START_SCORE,
            wins: 0,
            losses: 0,
            draws: 0,
            settled: Vec::new(),
            last_human: None,
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

    /// Counts the game `id` once: the first time its result changes the
    /// score and the game is remembered in [`Score::settled`]; any later
    /// time nothing changes. Returns the score before and after the game
    /// counted (the first time's, when it had counted already).
    pub fn settle(&mut self, id: &str, human: Stone, result: MatchResult) -> Settled {
        if let Some(done) = self.settled.iter().find(|s| s.id == id) {
            return done.clone();
        }
        let before = self.score;
        self.record(result);
        let settled = Settled {
            id: id.to_owned(),
            before,
            after: self.score,
        };
        self.settled.push(settled.clone());
        let extra = self.settled.len().saturating_sub(SETTLED_KEPT);
        self.settled.drain(..extra);
        self.last_human = Some(human);
        settled
    }

    /// Whether the game `id` has been counted (among the last
    /// [`SETTLED_KEPT`]).
    #[must_use]
    pub fn has_settled(&self, id: &str) -> bool {
        self.settled.iter().any(|s| s.id == id)
    }
}

/// The largest score file read (a few hundred bytes in practice).
const MAX_FILE: u64 = 1 << 20;

/// The score the file holds now, if it reads; nothing is moved aside or
/// reported (another window may be writing it: a damaged file is dealt
/// with at the next [`Store::load`] or [`Store::update`]).
#[must_use]
pub fn peek(store: &Store) -> Option<Score> {
    serde_json::from_slice(&store.peek(SCORE_FILE, MAX_FILE)?).ok()
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
