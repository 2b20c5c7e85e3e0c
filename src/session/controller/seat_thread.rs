//! A computer seat's thread: it starts the seat's [`Player`] for one game
//! (one of our levels, or an outside engine's process), takes the match's
//! requests for moves, and sends back each answer tagged with the
//! position's generation. The player lives exactly as long as the thread:
//! dropping the [`SeatThread`] cancels what it is doing, and the thread
//! then ends the player (an engine's process is killed) on its own, so the
//! window never waits for it.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::engine::Report;
use crate::engine::player::{Fault, FaultKind, OpeningDecision, OpeningReply, Player, Turn};
use crate::engine::soosorv::SoosorvAsk;
use crate::game::board::BoardSize;
use crate::game::rules::{Game, Rule};
use crate::protocol::external::{EngineCommand, EngineSeat, EngineSetup, fault};
use crate::session::clock::TimeControl;
use crate::session::seats::Seat;

/// A request for a move.
pub(super) struct Job {
    /// The position's generation, returned with the answer.
    pub generation: u64,
    /// The position.
    pub game: Game,
    /// The time and limits.
    pub turn: Turn,
    /// A move (`None`), or a decision in the opening.
    pub opening: Option<OpeningAsk>,
}

/// A decision in the opening asked of a computer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum OpeningAsk {
    /// Its swap2 step (the stones on the board say which).
    Swap2,
    /// A Soosõrv-8 step.
    Soosorv(SoosorvAsk),
}

/// What the seat's thread says.
pub(super) enum Said {
    /// The player is ready, and this is its name.
    Ready(String),
    /// The player could not be started.
    NotStarted(Fault),
    /// An opening decision asked at `generation`.
    Opening {
        /// The position's generation.
        generation: u64,
        /// The decision, or why there is none.
        result: Result<OpeningDecision, Fault>,
    },
    /// What the player thinks so far of the request of `generation`.
    Progress {
        /// The position's generation.
        generation: u64,
        /// Its report so far (without the root moves' scores).
        report: Report,
    },
    /// An answer to the request of `generation`.
    Answer {
        /// The position's generation.
        generation: u64,
        /// The move and how it was found, or why there is none.
        result: Result<Report, Fault>,
    },
}

/// What a computer seat is started with.
pub(super) struct SeatSetup {
    /// The seat (not [`Seat::Human`]).
    pub seat: Seat,
    /// The board.
    pub size: BoardSize,
    /// The rule.
    pub rule: Rule,
    /// The time control (an engine is told it when it starts).
    pub time: TimeControl,
    /// The random choices of a level.
    pub seed: u64,
}

/// A computer seat for one game, on a thread of its own.
pub(super) struct SeatThread {
    jobs: Option<Sender<Job>>,
    said: Receiver<Said>,
    /// Cancels everything: set when the game is left.
    cancel: Arc<AtomicBool>,
    handle: Option<JoinHandle<()>>,
}

impl SeatThread {
    /// Starts the seat's thread, which starts the player; `waker` is
    /// called whenever it has something to say.
    pub fn spawn(
        setup: SeatSetup,
        waker: Arc<dyn Fn() + Send + Sync>,
    ) -> std::io::Result<SeatThread> {
        let (jobs, job_rx) = mpsc::channel::<Job>();
        let (said_tx, said) = mpsc::channel();
        let cancel = Arc::new(AtomicBool::new(false));
        let game_cancel = Arc::clone(&cancel);
        let handle = std::thread::Builder::new()
            .name(format!("seat-{}", setup.seat))
            .spawn(move || {
                let tell = |message: Said| {
                    let sent = said_tx.send(message).is_ok();
                    waker();
                    sent
                };
                let mut player = match start_player(&setup, &game_cancel) {
                    Ok(player) => player,
                    Err(fault) => {
                        tell(Said::NotStarted(fault));
                        return;
                    }
                };
                if !tell(Said::Ready(player.name())) {
                    return;
                }
                for job in job_rx {
                    if game_cancel.load(Ordering::Relaxed) {
                        break;
                    }
                    let (said, gave_up) = if let Some(ask) = &job.opening {
                        let result = match ask {
                            OpeningAsk::Swap2 => {
                                player.swap2(&job.game, &job.turn).map(|d| OpeningDecision {
                                    reply: OpeningReply::Swap2(d.reply),
                                    black_view: d.black_view,
                                })
                            }
                            OpeningAsk::Soosorv(ask) => player.soosorv(&job.game, ask, &job.turn),
                        };
                        // An engine without the opening plays on once a
                        // person has decided for it.
                        let gave_up = result.as_ref().is_err_and(|f| {
                            !matches!(
                                f.kind,
                                FaultKind::Cancelled | FaultKind::NoSwap2 | FaultKind::NoSoosorv
                            )
                        });
                        let said = Said::Opening {
                            generation: job.generation,
                            result,
                        };
                        (said, gave_up)
                    } else {
                        // What it thinks on the way, for the window to
                        // show (without every root move's score).
                        let generation = job.generation;
                        let mut progress = |report: &Report| {
                            tell(Said::Progress {
                                generation,
                                report: Report {
                                    root: Vec::new(),
                                    lines: Vec::new(),
                                    ..report.clone()
                                },
                            });
                        };
                        let result = player.think(&job.game, &job.turn, &mut progress);
                        let gave_up = result
                            .as_ref()
                            .is_err_and(|f| f.kind != FaultKind::Cancelled);
                        let said = Said::Answer {
                            generation: job.generation,
                            result,
                        };
                        (said, gave_up)
                    };
                    if !tell(said) || gave_up {
                        break;
                    }
                }
                // Left at the end of its game (or its match went away): an
                // engine hears END, unless it was cancelled or failed, in
                // which case dropping it kills it at once.
                if game_cancel.load(Ordering::Relaxed) {
                    drop(player);
                } else {
                    player.finish();
                }
            })?;
        Ok(SeatThread {
            jobs: Some(jobs),
            said,
            cancel,
            handle: Some(handle),
        })
    }

    /// Asks for a move; `false` when the thread has stopped.
    pub fn ask(&self, job: Job) -> bool {
        self.jobs
            .as_ref()
            .is_some_and(|jobs| jobs.send(job).is_ok())
    }

    /// What the thread has said since the last look, and whether it has
    /// stopped.
    pub fn hear(&self) -> (Vec<Said>, bool) {
        let mut heard = Vec::new();
        loop {
            match self.said.try_recv() {
                Ok(said) => heard.push(said),
                Err(TryRecvError::Empty) => return (heard, false),
                Err(TryRecvError::Disconnected) => return (heard, true),
            }
        }
    }

    /// The game is over and was played out: the player is let go politely
    /// (an engine hears `END`) once it has answered what it was asked.
    pub fn release(mut self) {
        self.jobs = None;
        self.handle = None;
    }

    /// Waits up to `wait` for the thread to have ended its player (on
    /// quitting: no engine process is left behind).
    pub fn shut_down(mut self, wait: Duration) {
        self.cancel.store(true, Ordering::Relaxed);
        self.jobs = None;
        if let Some(handle) = self.handle.take() {
            let until = Instant::now() + wait;
            while !handle.is_finished() && Instant::now() < until {
                std::thread::sleep(Duration::from_millis(2));
            }
            if handle.is_finished() {
                let _ = handle.join();
            }
        }
    }
}

impl Drop for SeatThread {
    /// Cancels the player; its thread ends it (an engine's process is
    /// killed) within a few milliseconds, without anyone waiting.
    fn drop(&mut self) {
        if self.handle.is_some() {
            self.cancel.store(true, Ordering::Relaxed);
        }
    }
}

/// Starts the seat's player (on the seat's thread: an engine may take its
/// time to answer `START`).
fn start_player(setup: &SeatSetup, cancel: &Arc<AtomicBool>) -> Result<Box<dyn Player>, Fault> {
    match &setup.seat {
        Seat::Level(level) => Ok(level.player(setup.seed)),
        Seat::Engine(engine) => {
            let command = EngineCommand::parse(&engine.command).map_err(|e| fault(&e))?;
            let (turn_time, match_time) = match setup.time {
                TimeControl::PerMove(turn) => (turn, None),
                // No move limit beyond the clock itself.
                TimeControl::Fischer { base, .. } => (base, Some(base)),
                TimeControl::Unlimited => (Duration::from_secs(86_400), None),
            };
            let engine_setup = EngineSetup {
                turn_time,
                match_time,
                cancel: Arc::clone(cancel),
                ..EngineSetup::new(setup.size.lines(), setup.rule)
            };
            let seat = EngineSeat::start(&command, &engine_setup).map_err(|e| fault(&e))?;
            Ok(Box::new(seat))
        }
        Seat::Human => Err(Fault::new(
            FaultKind::NotStarted,
            "a person's seat has no player",
        )),
    }
}
