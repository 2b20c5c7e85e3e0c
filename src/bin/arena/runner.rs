//! A contestant during one game, whatever it is: one of our levels
//! ([`LocalRunner`]) or an external engine ([`ExternalEngine`]), asked for
//! moves the same way and timed the same way.

use std::time::{Duration, Instant};

use gomoku::game::board::Pos;
use gomoku::game::rules::Game;
use gomoku::protocol::external::{EngineSetup, ExternalEngine};

use crate::config::{Contestant, MatchSettings};
use crate::local::LocalRunner;

/// A move asked of a contestant: the answer, or why there is none.
pub enum Answer {
    /// The contestant's point (not yet checked against the rules) and how
    /// long it took.
    Move(Pos, Duration),
    /// No move: why, and whether it was for want of time.
    Fail {
        /// Why, in words (the forfeit reason).
        reason: String,
        /// Whether the hard limit passed (an overrun that loses).
        timed_out: bool,
    },
}

/// A contestant during one game.
pub enum Runner {
    /// One of our levels.
    Local(LocalRunner),
    /// An external engine.
    Engine(ExternalEngine),
}

impl Runner {
    /// Starts `contestant` for one game; a level's random choices follow
    /// `seed`.
    ///
    /// # Errors
    /// Why it could not start, in words (the forfeit reason).
    pub fn start(
        contestant: &Contestant,
        settings: &MatchSettings,
        seed: u64,
    ) -> Result<Runner, String> {
        match contestant {
            Contestant::Level(level) => LocalRunner::start(*level, seed).map(Runner::Local),
            Contestant::Engine(cmd) => {
                let setup = EngineSetup {
                    turn_time: settings.time_per_move,
                    start_timeout: settings.start_timeout,
                    ..EngineSetup::new(settings.size, settings.rule)
                };
                ExternalEngine::start(cmd, &setup)
                    .map(Runner::Engine)
                    .map_err(|e| e.to_string())
            }
        }
    }

    /// Asks for a move in `game`, waiting at most the hard limit (the
    /// move limit plus the grace).
    pub fn request(&mut self, game: &Game, settings: &MatchSettings) -> Answer {
        match self {
            Runner::Local(r) => r.request(game, settings),
            Runner::Engine(engine) => {
                let start = Instant::now();
                match engine.play(game, settings.hard_limit()) {
                    Ok(pos) => Answer::Move(pos, start.elapsed()),
                    Err(e) => Answer::Fail {
                        timed_out: e.is_timeout(),
                        reason: e.to_string(),
                    },
                }
            }
        }
    }

    /// Ends the contestant after its game: an engine is told `END` and
    /// given a moment to exit, unless it `timed_out` (it may still be
    /// thinking: it is killed at once); a level's thread is stopped.
    pub fn finish(self, timed_out: bool) {
        match self {
            Runner::Engine(engine) if !timed_out => engine.end(),
            // Dropping kills an engine and stops a level's thread.
            other => drop(other),
        }
    }
}
