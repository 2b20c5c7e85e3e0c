//! The teacher's long analyses off the UI thread: heat maps of the
//! searching levels and reviews of whole games.
//!
//! An [`Analyst`] owns two worker threads, one per kind of [`Job`], so a
//! review that takes seconds never delays a heat map. The window asks
//! ([`Analyst::ask`]), gets a [`JobId`], and collects [`Answer`]s with
//! [`Analyst::poll`] each frame; the `waker` it passed to
//! [`Analyst::start`] is called whenever an answer is queued, so the window
//! can ask for a repaint instead of polling on a timer.
//!
//! Only the latest job of each kind matters: a new heat job supersedes the
//! previous one, a new review the previous review. A superseded or
//! cancelled job is stopped as soon as it can be (a heat map's search at
//! once, a review at its next position) and its answers are never
//! returned by [`Analyst::poll`], even those already queued.
//!
//! ```no_run
//! use std::sync::Arc;
//! use gomoku::engine::{Level, Limits};
//! use gomoku::game::rules::{Game, Rule};
//! use gomoku::teacher::worker::{Analyst, Answer, Job};
//!
//! let mut analyst = Analyst::start(Arc::new(|| {}));
//! let game = Game::new(15, Rule::Freestyle).unwrap();
//! let id = analyst.ask(Job::Heat { level: Level::Master, game, limits: Limits::nodes(20_000) });
//! while analyst.is_busy(id) {
//!     std::thread::sleep(std::time::Duration::from_millis(10));
//! }
//! for answer in analyst.poll() {
//!     if let Answer::Heat { map, .. } = answer {
//!         println!("best point: {:?}", map.best);
//!     }
//! }
//! ```

use std::collections::HashSet;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::engine::{Level, Limits};
use crate::game::board::{Pos, Stone};
use crate::game::rules::{Game, Rule};
use crate::teacher::heat::{HeatMap, heat_map};
use crate::teacher::review::{Budget, Review, ReviewError, find_mistakes_after};

/// How long dropping an [`Analyst`] waits for its threads to stop before
/// leaving them behind (they end with the process).
const JOIN_WAIT: Duration = Duration::from_secs(2);

/// An analysis to run off the UI thread.
#[derive(Clone, Debug)]
pub enum Job {
    /// A level's view of every point of `game` ([`heat_map`]). The
    /// analyst stops the search through its own cancel flag: the
    /// `cancel` of `limits` is replaced by it. A `deadline` in `limits`
    /// counts from when it was set, not from when the job starts.
    Heat {
        /// The level whose view is shown.
        level: Level,
        /// The position.
        game: Game,
        /// How long the level may think.
        limits: Limits,
    },
    /// Where `player` lost the game `moves` ([`find_mistakes`](crate::teacher::review::find_mistakes)).
    Review {
        /// The game's moves from an empty board.
        moves: Vec<Pos>,
        /// The board size.
        size: usize,
        /// The rule the game was played under.
        rule: Rule,
        /// The side whose mistakes are looked for.
        player: Stone,
        /// How many of the first stones were the opening rule's (not
        /// judged as the player's moves; see [`find_mistakes_after`]).
        opening: usize,
        /// The thought given to each position. A review is cancelled
        /// between positions, so keep it bounded (nodes or time).
        budget: Budget,
    },
}

impl Job {
    fn kind(&self) -> Kind {
        match self {
            Job::Heat { .. } => Kind::Heat,
            Job::Review { .. } => Kind::Review,
        }
    }
}

/// What a job found, or how far it got.
#[derive(Clone, Debug)]
pub enum Answer {
    /// The heat map of a [`Job::Heat`].
    Heat {
        /// The job.
        id: JobId,
        /// Its map.
        map: HeatMap,
    },
    /// `done` of `total` positions reviewed so far.
    Progress {
        /// The review.
        id: JobId,
        /// Positions done.
        done: usize,
        /// Positions in all.
        total: usize,
    },
    /// The result of a [`Job::Review`].
    Review {
        /// The job.
        id: JobId,
        /// What it found ([`ReviewError::Size`] for an unsupported board;
        /// a cancelled review sends no answer).
        result: Result<Review, ReviewError>,
    },
}

impl Answer {
    /// The job the answer belongs to.
    #[must_use]
    pub fn id(&self) -> JobId {
        match self {
            Answer::Heat { id, .. } | Answer::Progress { id, .. } | Answer::Review { id, .. } => {
                *id
            }
        }
    }

    fn kind(&self) -> Kind {
        match self {
            Answer::Heat { .. } => Kind::Heat,
            Answer::Progress { .. } | Answer::Review { .. } => Kind::Review,
        }
    }
}

/// A job's number, unique within its [`Analyst`] and rising: a later job
/// has a larger id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct JobId(u64);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Heat,
    Review,
}

/// A job as a worker thread receives it.
struct Task {
    id: JobId,
    job: Job,
    cancel: Arc<AtomicBool>,
}

/// What a worker thread shares with the analyst.
#[derive(Clone)]
struct Shared {
    answers: Sender<Answer>,
    waker: Arc<dyn Fn() + Send + Sync>,
    /// The jobs queued or running.
    live: Arc<Mutex<HashSet<JobId>>>,
}

impl Shared {
    fn send(&self, answer: Answer) {
        // The analyst may be gone (dropped while this job ran): then
        // nobody wants the answer.
        if self.answers.send(answer).is_ok() {
            (self.waker)();
        }
    }

    fn finish(&self, id: JobId) {
        lock(&self.live).remove(&id);
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The latest job of one kind.
struct Current {
    id: JobId,
    cancel: Arc<AtomicBool>,
}

/// One worker thread and the latest job given to it.
struct Worker {
    tasks: Option<Sender<Task>>,
    thread: Option<JoinHandle<()>>,
    current: Option<Current>,
}

impl Worker {
    fn start(kind: Kind, shared: Shared) -> Worker {
        let (tx, rx) = mpsc::channel::<Task>();
        let name = match kind {
            Kind::Heat => "teacher-heat",
            Kind::Review => "teacher-review",
        };
        let thread = std::thread::Builder::new()
            .name(name.to_string())
            .spawn(move || run(&rx, &shared));
        let thread = match thread {
            Ok(t) => Some(t),
            Err(e) => {
                log::error!("cannot start the {name} thread: {e}");
                None
            }
        };
        Worker {
            tasks: thread.as_ref().map(|_| tx),
            thread,
            current: None,
        }
    }

    /// Cancels the latest job, if it is `id` (or any id when `None`).
    fn cancel(&mut self, id: Option<JobId>) {
        if let Some(c) = &self.current
            && id.is_none_or(|id| id == c.id)
        {
            c.cancel.store(true, Ordering::Relaxed);
            self.current = None;
        }
    }
}

/// The worker thread: runs the tasks it receives, the latest first, until
/// the analyst closes the channel.
fn run(tasks: &Receiver<Task>, shared: &Shared) {
    while let Ok(mut task) = tasks.recv() {
        // Jobs queued behind this one supersede it.
        loop {
            match tasks.try_recv() {
                Ok(newer) => {
                    shared.finish(task.id);
                    task = newer;
                }
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    shared.finish(task.id);
                    return;
                }
            }
        }
        let id = task.id;
        if !task.cancel.load(Ordering::Relaxed) {
            // A panic in an analysis is a bug; it loses that answer but
            // not the thread.
            let ran = catch_unwind(AssertUnwindSafe(|| perform(task, shared)));
            if ran.is_err() {
                log::error!("the teacher's analysis {id:?} panicked");
            }
        }
        shared.finish(id);
    }
}

/// Runs one task and sends its answers (none once it is cancelled).
fn perform(task: Task, shared: &Shared) {
    let Task { id, job, cancel } = task;
    match job {
        Job::Heat {
            level,
            game,
            limits,
        } => {
            let limits = Limits {
                cancel: Arc::clone(&cancel),
                ..limits
            };
            let map = heat_map(level, &game, &limits);
            if !cancel.load(Ordering::Relaxed) {
                shared.send(Answer::Heat { id, map });
            }
        }
        Job::Review {
            moves,
            size,
            rule,
            player,
            opening,
            budget,
        } => {
            let mut progress = |done, total| {
                if !cancel.load(Ordering::Relaxed) {
                    shared.send(Answer::Progress { id, done, total });
                }
            };
            let result = find_mistakes_after(
                &moves,
                size,
                rule,
                player,
                opening,
                &budget,
                &mut progress,
                &cancel,
            );
            let cancelled =
                cancel.load(Ordering::Relaxed) || matches!(result, Err(ReviewError::Cancelled));
            if !cancelled {
                shared.send(Answer::Review { id, result });
            }
        }
    }
}

/// Runs the teacher's analyses on worker threads (see the [module
/// documentation](self)).
pub struct Analyst {
    next: u64,
    heat: Worker,
    review: Worker,
    answers: Receiver<Answer>,
    live: Arc<Mutex<HashSet<JobId>>>,
}

impl Analyst {
    /// Starts the worker threads; `waker` is called after each answer is
    /// queued (the window passes a closure that calls
    /// `ctx.request_repaint()`). It runs on a worker thread.
    #[must_use]
    pub fn start(waker: Arc<dyn Fn() + Send + Sync>) -> Analyst {
        let (answers_tx, answers) = mpsc::channel();
        let live = Arc::new(Mutex::new(HashSet::new()));
        let shared = Shared {
            answers: answers_tx,
            waker,
            live: Arc::clone(&live),
        };
        Analyst {
            next: 0,
            heat: Worker::start(Kind::Heat, shared.clone()),
            review: Worker::start(Kind::Review, shared),
            answers,
            live,
        }
    }

    fn worker(&mut self, kind: Kind) -> &mut Worker {
        match kind {
            Kind::Heat => &mut self.heat,
            Kind::Review => &mut self.review,
        }
    }

    /// Queues a job and returns its id. A new heat job supersedes
    /// (cancels) any unfinished heat job; a new review supersedes any
    /// unfinished review.
    pub fn ask(&mut self, job: Job) -> JobId {
        self.next += 1;
        let id = JobId(self.next);
        let cancel = Arc::new(AtomicBool::new(false));
        lock(&self.live).insert(id);
        let worker = self.worker(job.kind());
        worker.cancel(None);
        worker.current = Some(Current {
            id,
            cancel: Arc::clone(&cancel),
        });
        let task = Task { id, job, cancel };
        let sent = worker.tasks.as_ref().is_some_and(|t| t.send(task).is_ok());
        if !sent {
            log::error!("the teacher's worker thread is gone: job {id:?} is dropped");
            worker.current = None;
            lock(&self.live).remove(&id);
        }
        id
    }

    /// Cancels a job: a heat map's search stops at once, a review at its
    /// next position, and no further answer of it is returned. Ids of
    /// finished, superseded or unknown jobs are ignored.
    pub fn cancel(&mut self, id: JobId) {
        self.heat.cancel(Some(id));
        self.review.cancel(Some(id));
    }

    /// Answers that arrived since the last call, in the order they were
    /// sent, never blocking. Only answers of the latest job of each kind
    /// that was not cancelled are returned.
    pub fn poll(&mut self) -> Vec<Answer> {
        let mut out = Vec::new();
        while let Ok(answer) = self.answers.try_recv() {
            let current = match answer.kind() {
                Kind::Heat => &self.heat.current,
                Kind::Review => &self.review.current,
            };
            if current.as_ref().is_some_and(|c| c.id == answer.id()) {
                out.push(answer);
            }
        }
        out
    }

    /// Whether a job is still running or queued. A cancelled or
    /// superseded job is busy until its thread has stopped it.
    #[must_use]
    pub fn is_busy(&self, id: JobId) -> bool {
        lock(&self.live).contains(&id)
    }
}

impl Drop for Analyst {
    /// Cancels every job and waits a little for the threads to stop;
    /// a thread still busy after that is left to end with the process.
    fn drop(&mut self) {
        let deadline = Instant::now() + JOIN_WAIT;
        for worker in [&mut self.heat, &mut self.review] {
            worker.cancel(None);
            // Closing the channel ends the thread's loop.
            worker.tasks = None;
        }
        for worker in [&mut self.heat, &mut self.review] {
            let Some(thread) = worker.thread.take() else {
                continue;
            };
            while !thread.is_finished() && Instant::now() < deadline {
                std::thread::sleep(Duration::from_millis(5));
            }
            if thread.is_finished() {
                if thread.join().is_err() {
                    log::error!("a teacher thread panicked");
                }
            } else {
                log::warn!("a teacher thread is still busy; leaving it behind");
            }
        }
    }
}
