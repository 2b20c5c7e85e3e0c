//! The analysis board's engine: master on a thread of its own, searching
//! the position on show for its best lines until told otherwise. Each
//! depth's report comes back as it is found; a new position (or stop)
//! cancels the search under way. Nothing here runs on the UI thread.
//! Master searches on two threads where the machine has them
//! ([`THREADS`]).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use crate::engine::{Level, Limits, Report, max_threads};
use crate::game::rules::Game;

/// How long one search of a position may run (it is restarted on every
/// change, so this only bounds a position left alone).
pub const THINK_FOR: Duration = Duration::from_secs(120);

/// The most threads the analysis board's search takes (what two give on
/// a 2-core machine is measured in the README's benchmarks).
pub const THREADS: usize = 2;

/// Threads master searches on here: [`THREADS`], or fewer on a machine
/// with fewer hardware threads.
fn threads() -> usize {
    THREADS.min(max_threads())
}

/// A search asked of the thinker.
struct Job {
    generation: u64,
    game: Game,
    lines: usize,
    cancel: Arc<AtomicBool>,
}

/// A report of the search of `generation`'s position.
pub struct Heard {
    /// The position's generation.
    pub generation: u64,
    /// What master sees so far.
    pub report: Report,
    /// Whether the search has ended (a result, a stop, or the time).
    pub done: bool,
}

/// Master thinking about the analysis board's position.
pub struct Thinker {
    jobs: Option<Sender<Job>>,
    heard: Receiver<Heard>,
    cancel: Arc<AtomicBool>,
    handle: Option<JoinHandle<()>>,
}

impl Thinker {
    /// Starts the thread; `wake` asks the window to look again.
    #[must_use]
    pub fn start(wake: Arc<dyn Fn() + Send + Sync>) -> Thinker {
        let (jobs, job_rx) = mpsc::channel::<Job>();
        let (tell, heard) = mpsc::channel();
        let handle = thread::Builder::new()
            .name("analysis".into())
            .spawn(move || {
                while let Ok(mut job) = job_rx.recv() {
                    // Only the newest position counts.
                    while let Ok(newer) = job_rx.try_recv() {
                        job = newer;
                    }
                    let limits = Limits {
                        deadline: Some(Instant::now() + THINK_FOR),
                        lines: job.lines,
                        cancel: Arc::clone(&job.cancel),
                        threads: threads(),
                        ..Limits::default()
                    };
                    let generation = job.generation;
                    let mut engine = Level::Master.engine(0);
                    let report = engine.analyse(&job.game, &limits, &mut |r| {
                        let _ = tell.send(Heard {
                            generation,
                            report: r.clone(),
                            done: false,
                        });
                        wake();
                    });
                    let _ = tell.send(Heard {
                        generation,
                        report,
                        done: true,
                    });
                    wake();
                }
            })
            .ok();
        Thinker {
            jobs: handle.as_ref().map(|_| jobs),
            heard,
            cancel: Arc::new(AtomicBool::new(false)),
            handle,
        }
    }

    /// Searches `game` for its best `lines` lines, stopping the search
    /// under way.
    pub fn think(&mut self, generation: u64, game: &Game, lines: usize) {
        self.stop();
        self.cancel = Arc::new(AtomicBool::new(false));
        if let Some(jobs) = &self.jobs {
            let _ = jobs.send(Job {
                generation,
                game: game.clone(),
                lines,
                cancel: Arc::clone(&self.cancel),
            });
        }
    }

    /// Stops the search under way, if any.
    pub fn stop(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// What has been heard since the last call (never waits).
    pub fn hear(&self) -> Vec<Heard> {
        self.heard.try_iter().collect()
    }
}

impl Drop for Thinker {
    fn drop(&mut self) {
        self.stop();
        self.jobs = None;
        // The thread ends once its search sees the cancel; it is not
        // waited for (the window never blocks).
        drop(self.handle.take());
    }
}
