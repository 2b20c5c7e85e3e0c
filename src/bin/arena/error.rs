//! The arena's one error type: why a match cannot be played at all (as
//! opposed to a game lost by forfeit, which is a result).

use std::fmt;

use gomoku::protocol::external::ExternalError;

/// Why a match cannot be played.
#[derive(Debug)]
pub enum ArenaError {
    /// The settings make no sense; the message says which one and why.
    Settings(String),
    /// No opening of that many stones fits the board.
    Opening {
        /// Stones asked for.
        plies: usize,
        /// Board size.
        size: usize,
    },
    /// An engine's command cannot be run at all (a missing program is a
    /// mistake in the command, not a forfeit).
    Engine(ExternalError),
    /// Some games never finished (a worker thread died).
    Unfinished {
        /// Games that finished.
        done: usize,
        /// Games there should have been.
        total: usize,
    },
}

impl fmt::Display for ArenaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArenaError::Settings(message) => f.write_str(message),
            ArenaError::Opening { plies, size } => write!(
                f,
                "could not place an opening of {plies} stones on {size}×{size}"
            ),
            ArenaError::Engine(e) => e.fmt(f),
            ArenaError::Unfinished { done, total } => {
                write!(f, "only {done} of {total} games finished")
            }
        }
    }
}

impl std::error::Error for ArenaError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ArenaError::Engine(e) => Some(e),
            _ => None,
        }
    }
}
