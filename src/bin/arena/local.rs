//! One of our levels as a contestant: run in-process on a thread of its
//! own, so that it is timed by the wall clock like an external engine and
//! can be abandoned (cancelled) when it overruns.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use gomoku::engine::Level;
use gomoku::engine::player::{Swap2Reply, TimeInfo, Turn};
use gomoku::game::board::Pos;
use gomoku::game::rules::Game;

use crate::config::MatchSettings;
use crate::runner::Answer;

type Job = (Game, Turn);

/// One of our levels on its own thread.
pub struct LocalRunner {
    jobs: Option<Sender<Job>>,
    replies: Receiver<Option<Pos>>,
    handle: Option<JoinHandle<()>>,
    cancel: Arc<AtomicBool>,
    /// The level and its seed, for the swap2 opening's decisions.
    level: Level,
    seed: u64,
}

impl LocalRunner {
    /// Sets up `level` with `seed` on a thread of its own.
    ///
    /// # Errors
    /// A message when the thread cannot be started.
    pub fn start(level: Level, seed: u64) -> Result<LocalRunner, String> {
        let (jobs, job_rx) = mpsc::channel::<Job>();
        let (reply_tx, replies) = mpsc::channel();
        // Made here, so that setting the player up is not timed as a move.
        let mut player = level.player(seed);
        let handle = thread::Builder::new()
            .name(format!("arena-{}", level.name()))
            .spawn(move || {
                while let Ok((game, turn)) = job_rx.recv() {
                    let best = player
                        .think(&game, &turn, &mut |_| {})
                        .ok()
                        .and_then(|report| report.best);
                    if reply_tx.send(best).is_err() {
                        break;
                    }
                }
            })
            .map_err(|e| format!("could not start a thread: {e}"))?;
        Ok(LocalRunner {
            jobs: Some(jobs),
            replies,
            handle: Some(handle),
            cancel: Arc::new(AtomicBool::new(false)),
            level,
            seed,
        })
    }

    /// The level's decision in a swap2 opening (`game` holds the stones so
    /// far), within the match's time per move.
    ///
    /// # Errors
    /// Why it gave none, in words.
    pub fn swap2(&self, game: &Game, settings: &MatchSettings) -> Result<Swap2Reply, String> {
        let turn = Turn {
            time: Some(TimeInfo::per_move(settings.time_per_move)),
            ..Turn::default()
        };
        let mut player = self.level.player(self.seed);
        player
            .swap2(game, &turn)
            .map(|decision| decision.reply)
            .map_err(|fault| fault.detail)
    }

    /// Asks the level for its move in `game`, `left` on its clock: it
    /// plans for the match's time, and is cancelled once the hard limit
    /// has passed.
    pub fn request(
        &mut self,
        game: &Game,
        settings: &MatchSettings,
        left: Option<Duration>,
    ) -> Answer {
        let hard_limit = settings.hard_limit(left);
        self.cancel = Arc::new(AtomicBool::new(false));
        let start = Instant::now();
        let turn = Turn::timed(settings.time_info(left), Arc::clone(&self.cancel));
        let sent = self
            .jobs
            .as_ref()
            .is_some_and(|jobs| jobs.send((game.clone(), turn)).is_ok());
        if !sent {
            return Answer::Fail {
                reason: "the level's thread has stopped".into(),
                timed_out: false,
            };
        }
        match self.replies.recv_timeout(hard_limit) {
            Ok(Some(pos)) => Answer::Move(pos, start.elapsed()),
            Ok(None) => Answer::Fail {
                reason: "the level found no move".into(),
                timed_out: false,
            },
            Err(RecvTimeoutError::Timeout) => {
                self.cancel.store(true, Ordering::Relaxed);
                Answer::Fail {
                    reason: format!("no move within {} ms", hard_limit.as_millis()),
                    timed_out: true,
                }
            }
            Err(RecvTimeoutError::Disconnected) => Answer::Fail {
                reason: "the level's thread panicked".into(),
                timed_out: false,
            },
        }
    }
}

impl Drop for LocalRunner {
    fn drop(&mut self) {
        // Stop the thread: cancel any search, close the job queue, and
        // wait a while so an abandoned search does not steal the next
        // game's CPU. A level that ignores the cancel flag is left to
        // finish on its own.
        self.cancel.store(true, Ordering::Relaxed);
        self.jobs = None;
        if let Some(handle) = self.handle.take() {
            let until = Instant::now() + Duration::from_secs(10);
            while !handle.is_finished() && Instant::now() < until {
                thread::sleep(Duration::from_millis(2));
            }
            if handle.is_finished() {
                let _ = handle.join();
            }
        }
    }
}
