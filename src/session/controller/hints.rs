//! The hint thread: what one of our levels would play for the person, on
//! a thread of its own (a fresh engine each time: a hint is a one-off).

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};

use crate::engine::{Level, Limits, Report};
use crate::game::rules::Game;

struct Job {
    generation: u64,
    game: Game,
    level: Level,
    seed: u64,
    limits: Limits,
}

/// The hint thread.
pub(super) struct HintThread {
    jobs: Sender<Job>,
    replies: Receiver<(u64, Report)>,
}

impl HintThread {
    /// Starts the thread; `waker` is called when a hint is ready.
    pub fn spawn(waker: Arc<dyn Fn() + Send + Sync>) -> std::io::Result<HintThread> {
        let (jobs, job_rx) = mpsc::channel::<Job>();
        let (reply_tx, replies) = mpsc::channel();
        std::thread::Builder::new()
            .name("hints".into())
            .spawn(move || {
                for job in job_rx {
                    if job.limits.is_cancelled() {
                        continue;
                    }
                    let report =
                        job.level
                            .engine(job.seed)
                            .analyse(&job.game, &job.limits, &mut |_| {});
                    if reply_tx.send((job.generation, report)).is_err() {
                        break;
                    }
                    waker();
                }
            })?;
        Ok(HintThread { jobs, replies })
    }

    /// Asks `level` for a hint in `game`; `false` when the thread has
    /// stopped.
    pub fn ask(&self, generation: u64, game: &Game, level: Level, limits: Limits) -> bool {
        self.jobs
            .send(Job {
                generation,
                game: game.clone(),
                level,
                seed: rand::random(),
                limits,
            })
            .is_ok()
    }

    /// The hints that came, with their generations; `Err` when the thread
    /// has stopped.
    pub fn hear(&self) -> Result<Vec<(u64, Report)>, ()> {
        let mut heard = Vec::new();
        loop {
            match self.replies.try_recv() {
                Ok(reply) => heard.push(reply),
                Err(TryRecvError::Empty) => return Ok(heard),
                Err(TryRecvError::Disconnected) => return Err(()),
            }
        }
    }
}
