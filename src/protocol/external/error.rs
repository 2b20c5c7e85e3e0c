//! What can go wrong with an external engine, in words.

use std::fmt;
use std::io;
use std::process::ExitStatus;
use std::time::Duration;

/// What can go wrong with an external engine. The messages are complete
/// sentences without a subject ("answered 'banana' to START 15"), to be
/// prefixed with the engine's name.
#[derive(Debug)]
#[non_exhaustive]
pub enum ExternalError {
    /// The command line has no program in it.
    EmptyCommand,
    /// The command line has an unclosed quote (or ends in a lone `\`).
    BadQuoting {
        /// The command line.
        command: String,
    },
    /// The program could not be started (not found, not executable, …).
    Spawn {
        /// The command line.
        command: String,
        /// What the OS said.
        source: io::Error,
    },
    /// A thread to read the engine's output could not be started.
    Thread(io::Error),
    /// The engine answered `START` with something other than `OK`.
    StartRefused {
        /// The `START` line sent.
        start: String,
        /// The answer, made printable.
        answer: String,
    },
    /// The engine did not answer `START` in time.
    StartTimeout {
        /// The `START` line sent.
        start: String,
        /// How long it was given.
        waited: Duration,
    },
    /// The engine exited or closed its pipes.
    Gone {
        /// Its exit status, if it has exited.
        status: Option<ExitStatus>,
        /// Its last lines on stderr (at most [`STDERR_TAIL`](super::STDERR_TAIL)), printable.
        stderr: Vec<String>,
    },
    /// The engine answered a request for a move with something else.
    NotAMove {
        /// The request's first line (`BEGIN`, `TURN x,y` or `BOARD`).
        request: String,
        /// The answer, made printable.
        answer: String,
    },
    /// The engine printed a move when none was asked for (one answer too
    /// many), found when the next move was asked for.
    Unrequested {
        /// The extra answer, made printable.
        answer: String,
    },
    /// No move came within the time given.
    Timeout {
        /// How long it was given.
        waited: Duration,
    },
    /// The wait for the engine was cancelled (a new game, the window
    /// closing): nobody's fault.
    Cancelled,
    /// The game is not on the board size the engine was started with.
    SizeMismatch {
        /// The engine's board size.
        engine: usize,
        /// The game's board size.
        game: usize,
    },
}

impl ExternalError {
    /// Whether the engine was merely too slow (it may still be thinking:
    /// drop it rather than wait for it to hear `END`).
    #[must_use]
    pub fn is_timeout(&self) -> bool {
        matches!(
            self,
            ExternalError::Timeout { .. } | ExternalError::StartTimeout { .. }
        )
    }
}

impl fmt::Display for ExternalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExternalError::EmptyCommand => f.write_str("the engine command is empty"),
            ExternalError::BadQuoting { command } => write!(
                f,
                "unclosed quote (or a lone \\ at the end) in the engine command '{command}'"
            ),
            ExternalError::Spawn { command, source } => {
                write!(f, "could not run '{command}': {source}")
            }
            ExternalError::Thread(e) => write!(f, "could not start a thread: {e}"),
            ExternalError::StartRefused { start, answer } => {
                write!(f, "answered '{answer}' to {start}")
            }
            ExternalError::StartTimeout { start, waited } => {
                write!(f, "no answer to {start} within {} ms", waited.as_millis())
            }
            ExternalError::Gone { status, stderr } => {
                match status {
                    Some(s) => write!(f, "the engine exited ({s})")?,
                    None => f.write_str("the engine closed its pipes")?,
                }
                if !stderr.is_empty() {
                    write!(f, "; stderr: {}", stderr.join(" / "))?;
                }
                Ok(())
            }
            ExternalError::NotAMove { request, answer } => {
                write!(f, "answered '{answer}' to {request} instead of a move")
            }
            ExternalError::Unrequested { answer } => {
                write!(f, "played '{answer}' when no move was due")
            }
            ExternalError::Cancelled => f.write_str("the wait for the engine was cancelled"),
            ExternalError::Timeout { waited } => {
                write!(f, "no move within {} ms", waited.as_millis())
            }
            ExternalError::SizeMismatch { engine, game } => write!(
                f,
                "the game is on {game}×{game} but the engine was started on {engine}×{engine}"
            ),
        }
    }
}

impl std::error::Error for ExternalError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ExternalError::Spawn { source, .. } | ExternalError::Thread(source) => Some(source),
            _ => None,
        }
    }
}
