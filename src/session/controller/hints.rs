//! The hint thread: what one of our levels would play for the person, on
//! a thread of its own (a fresh engine each time: a hint is a one-off).

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};

use crate::engine::swap2;
use crate::engine::{Eval, Level, Limits, Report};
use crate::game::rules::Game;

struct Job {
    generation: u64,
    game: Game,
    level: Level,
    seed: u64,
    limits: Limits,
    /// A swap2 position to judge (the balance), not a move to suggest.
    judge: bool,
}

/// What the thread answers: the report, and for a position judged, its
/// balance from black's view.
pub(super) type HintReply = (u64, Report, Option<Eval>);

/// The hint thread.
pub(super) struct HintThread {
    jobs: Sender<Job>,
    replies: Receiver<HintReply>,
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
                    let (report, balance) = if job.judge {
                        let (report, balance) = swap2::judge(job.level, &job.game, &job.limits);
                        (report, Some(balance.black_view))
                    } else {
                        let mut engine = job.level.engine(job.seed);
                        (engine.analyse(&job.game, &job.limits, &mut |_| {}), None)
                    };
                    if reply_tx.send((job.generation, report, balance)).is_err() {
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
        self.send(generation, game, level, limits, false)
    }

    /// Asks `level` to judge the swap2 position `game` (its balance);
    /// `false` when the thread has stopped.
    pub fn judge(&self, generation: u64, game: &Game, level: Level, limits: Limits) -> bool {
        self.send(generation, game, level, limits, true)
    }

    fn send(
        &self,
        generation: u64,
        game: &Game,
        level: Level,
        limits: Limits,
        judge: bool,
    ) -> bool {
        self.jobs
            .send(Job {
                generation,
                game: game.clone(),
                level,
                seed: rand::random(),
                limits,
                judge,
            })
            .is_ok()
    }

    /// The hints that came, with their generations; `Err` when the thread
    /// has stopped.
    pub fn hear(&self) -> Result<Vec<HintReply>, ()> {
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
