//! A contestant during one game, whatever it is: one of our levels
//! ([`LocalRunner`]) or an external engine ([`EngineSeat`]), each a
//! [`Player`] for the game, asked for moves the same way and timed the
//! same way.

use std::time::{Duration, Instant};

use gomoku::engine::player::{FaultKind, Player, Swap2Reply, TimeInfo, Turn};
use gomoku::game::board::Pos;
use gomoku::game::rules::Game;
use gomoku::protocol::external::{EngineCommand, EngineSeat, EngineSetup};

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
    Engine(EngineSeat),
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
                    match_time: settings.match_time,
                    start_timeout: settings.start_timeout,
                    // The arena names engines by their command lines.
                    about_wait: Duration::ZERO,
                    ..EngineSetup::new(settings.size, settings.rule)
                };
                start_engine(cmd, &setup, settings.grace).map(Runner::Engine)
            }
        }
    }

    /// Asks for a move in `game`, `left` on the contestant's clock (with
    /// a match clock), waiting at most the hard limit (the move's limit
    /// plus the grace).
    pub fn request(
        &mut self,
        game: &Game,
        settings: &MatchSettings,
        left: Option<Duration>,
    ) -> Answer {
        match self {
            Runner::Local(r) => r.request(game, settings, left),
            Runner::Engine(engine) => {
                let start = Instant::now();
                let turn = Turn {
                    time: Some(settings.time_info(left)),
                    ..Turn::default()
                };
                match engine.think(game, &turn, &mut |_| {}) {
                    Ok(report) => match report.best {
                        Some(pos) => Answer::Move(pos, start.elapsed()),
                        None => Answer::Fail {
                            reason: "gave no move".into(),
                            timed_out: false,
                        },
                    },
                    Err(fault) => Answer::Fail {
                        timed_out: fault.kind == FaultKind::TimedOut,
                        reason: fault.detail,
                    },
                }
            }
        }
    }

    /// Asks for a swap2 decision in `game` (the opening's stones so far).
    ///
    /// # Errors
    /// Why there is none, in words (the forfeit reason).
    pub fn swap2(&mut self, game: &Game, settings: &MatchSettings) -> Result<Swap2Reply, String> {
        match self {
            Runner::Local(r) => r.swap2(game, settings),
            Runner::Engine(engine) => {
                let turn = Turn {
                    time: Some(TimeInfo::per_move(settings.time_per_move)),
                    ..Turn::default()
                };
                engine
                    .swap2(game, &turn)
                    .map(|decision| decision.reply)
                    .map_err(|fault| fault.detail)
            }
        }
    }

    /// Ends the contestant after its game: an engine is told `END` and
    /// given a moment to exit, unless it `timed_out` (it may still be
    /// thinking: it is killed at once); a level's thread is stopped.
    pub fn finish(self, timed_out: bool) {
        match self {
            Runner::Engine(engine) if !timed_out => Box::new(engine).finish(),
            // Dropping kills an engine and stops a level's thread.
            other => drop(other),
        }
    }
}

/// Starts an external engine for one game, asks its name, and gives it
/// `grace` beyond each move's time.
fn start_engine(
    command: &EngineCommand,
    setup: &EngineSetup,
    grace: Duration,
) -> Result<EngineSeat, String> {
    EngineSeat::start(command, setup)
        .map(|seat| seat.with_grace(grace))
        .map_err(|e| e.to_string())
}
