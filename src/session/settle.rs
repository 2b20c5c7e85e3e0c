//! Settling a finished game: counted in the score exactly once, kept in
//! `games/`, and its unfinished game cleared, whatever fails on the way.
//!
//! The steps, each safe to repeat:
//! 1. the unfinished game's file is rewritten with the game's [`Ending`]
//!    (the journal: a crash after this point is completed at the next
//!    start, [`crate::session::startup`]);
//! 2. the score is updated under its lock, and the game's id is
//!    remembered there ([`Score::settle`]): a second try finds the id and
//!    changes nothing;
//! 3. the game is kept as `games/<id>.json` with the score before and
//!    after (keeping it again writes the same file);
//! 4. once counted, the unfinished game's file is removed, even when the
//!    game could not be kept: the score has it, and offering the game
//!    again would count it again.
//!
//! What could not be done comes back in the [`Settlement`], said plainly
//! to the player by its [`Settlement::notices`].

use crate::session::controller::unix_now;
use crate::session::games::{self, GameResult, KeptGame, Played};
use crate::session::notice::{Notice, SaveFailure};
use crate::session::score::{SCORE_FILE, Score, Settled};
use crate::session::store::{Store, StoreError};
use crate::session::unfinished::{self, Ending, UNFINISHED_FILE};

/// What came of settling a game.
#[derive(Debug)]
pub struct Settlement {
    /// The score file after the game counted (or found it counted).
    pub counted: Result<Score, StoreError>,
    /// The kept game; `None` when it was not counted (it is kept once it
    /// is: the tally and the kept games go together).
    pub kept: Option<Result<KeptGame, StoreError>>,
    /// Whether the ending was written to the unfinished game's file, so
    /// that a game that could not be counted now is counted at the next
    /// start.
    pub journaled: bool,
}

impl Settlement {
    /// What the player must be told: nothing when all went well.
    #[must_use]
    pub fn notices(&self) -> Vec<Notice> {
        match (&self.counted, &self.kept) {
            (Err(e), _) => vec![Notice::NotCounted {
                failure: SaveFailure::from(e),
                retry: self.journaled,
            }],
            (Ok(score), Some(Err(e))) => vec![Notice::NotKept {
                failure: SaveFailure::from(e),
                score: score.score,
            }],
            (Ok(_), _) => Vec::new(),
        }
    }

    /// The kept game, or the first error.
    ///
    /// # Errors
    /// Why the game was not counted, or not kept.
    pub fn into_result(self) -> Result<KeptGame, StoreError> {
        self.counted?;
        self.kept.unwrap_or_else(|| {
            Err(StoreError::Io {
                path: games::GAMES_DIR.into(),
                source: std::io::Error::other("the game was not kept"),
            })
        })
    }
}

/// Settles `played`, ended with `result`, whose unfinished game is kept in
/// slot 0 ([`settle`]).
pub fn finish(store: &Store, played: &Played, result: GameResult) -> Settlement {
    settle(store, Some(UNFINISHED_FILE), played, result)
}

/// Settles `played`, ended with `result`, whose unfinished game is kept in
/// the slot file `file` (see the module docs); `None` for a window that
/// keeps no unfinished game (then there is no journal either).
pub fn settle(
    store: &Store,
    file: Option<&str>,
    played: &Played,
    result: GameResult,
) -> Settlement {
    let mut played = played.clone();
    played.id = games::usable_id(&played);
    let ending = Ending {
        result,
        ended: unix_now().max(played.started),
    };
    let journaled = match file.map(|file| unfinished::save_in(store, file, &played, Some(ending))) {
        Some(Ok(())) => true,
        Some(Err(e)) => {
            log::warn!("the ending of game {} was not written: {e}", played.id);
            false
        }
        None => false,
    };
    complete(store, file, &played, ending, journaled)
}

/// Steps 2 to 4 for `played`, which ended as `ending` (a game settled
/// now, or one whose settling a crash cut short).
pub fn complete(
    store: &Store,
    file: Option<&str>,
    played: &Played,
    ending: Ending,
    journaled: bool,
) -> Settlement {
    let mut settled = None;
    // Only a person against the computer changes the score; other games
    // are kept with the score as it stands.
    let counted = if played.is_scored() {
        store.update(SCORE_FILE, |score: &mut Score| {
            settled = Some(score.settle(&played.id, played.human, ending.result.match_result()));
        })
    } else {
        let score = crate::session::score::peek(store).unwrap_or_default();
        settled = Some(Settled {
            id: played.id.clone(),
            before: score.score,
            after: score.score,
        });
        Ok(score)
    };
    let kept = match (&counted, settled) {
        (Ok(_), Some(settled)) => {
            let kept = KeptGame {
                game: played.clone(),
                ended: ending.ended,
                result: ending.result,
                score_before: settled.before,
                score_after: settled.after,
            };
            Some(games::keep(store, &kept).map(|()| kept))
        }
        _ => None,
    };
    if counted.is_ok()
        && let Some(file) = file
        && let Err(e) = unfinished::clear_in(store, file, &played.id)
    {
        // Harmless: the next start finds the game counted and clears it.
        log::warn!("{e}");
    }
    Settlement {
        counted,
        kept,
        journaled,
    }
}
