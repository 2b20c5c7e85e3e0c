//! Saving off the UI thread: a [`Saver`] writes files on a thread of its
//! own, strictly in the order they were asked for, and hands back what
//! came of them as [`Report`]s: failures as [`Notice`]s for the player,
//! the folders written (a cause of trouble there is over) and the score a
//! settled game left. At exit, [`Saver::finish`] waits (a bounded
//! time) until everything queued is on disk.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::Duration;

use serde::Serialize;

use crate::session::notice::{Cause, Notice, SaveFailure};
use crate::session::score::Score;
use crate::session::store::Store;

/// What came of a piece of saving work.
#[derive(Clone, Debug, PartialEq)]
pub enum Report {
    /// Something could not be saved.
    Failed(Notice),
    /// This was done ([`crate::session::notice::Cause::what`]): a cause
    /// of trouble with it is over.
    Done(String),
    /// The score file as a settled game left it.
    Score(Score),
    /// Something done that the player is told of (where a file went).
    Said(Notice),
}

/// One piece of saving work and what came of it.
pub type SaveJob = Box<dyn FnOnce() -> Vec<Report> + Send>;

/// The saver thread's handle.
pub struct Saver {
    jobs: Option<Sender<SaveJob>>,
    /// For the reports of jobs run on the caller's thread.
    own_reports: Sender<Report>,
    reports: Receiver<Report>,
    /// Closed (disconnected) by the thread when it has run every job.
    finished: Receiver<()>,
}

impl Saver {
    /// Starts the thread. If it cannot be started, saves run on the
    /// caller's thread instead: slower, but nothing is lost.
    #[must_use]
    pub fn spawn() -> Saver {
        let (jobs, job_rx) = mpsc::channel::<SaveJob>();
        let (report_tx, reports) = mpsc::channel();
        let own_reports = report_tx.clone();
        let (finished_tx, finished) = mpsc::channel::<()>();
        let spawned = thread::Builder::new().name("save".into()).spawn(move || {
            let _finished = finished_tx;
            for job in job_rx {
                for report in job() {
                    let _ = report_tx.send(report);
                }
            }
        });
        if let Err(e) = &spawned {
            log::warn!("could not start the saver thread ({e}); saving on the UI thread");
        }
        Saver {
            jobs: spawned.ok().map(|_| jobs),
            own_reports,
            reports,
            finished,
        }
    }

    /// Queues `job`, after everything queued before it.
    pub fn run(&self, job: SaveJob) {
        let job = match &self.jobs {
            Some(jobs) => match jobs.send(job) {
                Ok(()) => return,
                // The thread is gone: save here rather than lose it.
                Err(mpsc::SendError(job)) => job,
            },
            None => job,
        };
        for report in job() {
            if let Report::Failed(message) = &report {
                log::warn!("{message}");
            }
            let _ = self.own_reports.send(report);
        }
    }

    /// Queues saving `value` as `name` in `store`.
    pub fn save<T: Serialize + Send + 'static>(
        &self,
        store: &Store,
        name: impl Into<String>,
        value: T,
    ) {
        let store = store.clone();
        let name = name.into();
        self.run(Box::new(move || {
            let report = match store.save(&name, &value) {
                Ok(()) => Report::Done(Cause::save(&name)),
                Err(e) => Report::Failed(Notice::NotSaved {
                    name,
                    failure: SaveFailure::from(e),
                }),
            };
            vec![report]
        }));
    }

    /// What came of the work done since the last call, oldest first.
    pub fn reports(&self) -> impl Iterator<Item = Report> + '_ {
        self.reports.try_iter()
    }

    /// The failures among [`Saver::reports`] (the rest is dropped).
    pub fn failures(&self) -> impl Iterator<Item = Notice> + '_ {
        self.reports().filter_map(|r| match r {
            Report::Failed(notice) => Some(notice),
            _ => None,
        })
    }

    /// Lets the queue run dry and waits at most `limit` for it; `true`
    /// when everything queued has been written. Saves asked for later run
    /// on the caller's thread.
    pub fn finish(&mut self, limit: Duration) -> bool {
        if self.jobs.take().is_none() {
            return true;
        }
        match self.finished.recv_timeout(limit) {
            Err(RecvTimeoutError::Disconnected) | Ok(()) => true,
            Err(RecvTimeoutError::Timeout) => false,
        }
    }
}

impl Drop for Saver {
    fn drop(&mut self) {
        // Whoever drops the saver without `finish` still gets the queue
        // written, within reason.
        if !self.finish(Duration::from_secs(5)) {
            log::warn!("some saves were still running at exit");
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, Mutex};
    use std::time::Instant;

    use super::*;

    #[test]
    fn jobs_run_in_order_and_finish_waits_for_them() {
        let log = Arc::new(Mutex::new(Vec::new()));
        let mut saver = Saver::spawn();
        for n in 0..5 {
            let log = Arc::clone(&log);
            saver.run(Box::new(move || {
                // The first job is slow: the rest must still come after it.
                if n == 0 {
                    thread::sleep(Duration::from_millis(150));
                }
                log.lock().map(|mut l| l.push(n)).ok();
                Vec::new()
            }));
        }
        assert!(saver.finish(Duration::from_secs(10)));
        let done = log.lock().map(|l| l.clone()).unwrap_or_default();
        assert_eq!(done, [0, 1, 2, 3, 4]);
    }

    #[test]
    fn finish_gives_up_after_its_limit() {
        let mut saver = Saver::spawn();
        saver.run(Box::new(|| {
            thread::sleep(Duration::from_millis(1500));
            Vec::new()
        }));
        let start = Instant::now();
        assert!(!saver.finish(Duration::from_millis(100)));
        assert!(start.elapsed() < Duration::from_millis(1400));
    }

    #[test]
    fn failures_come_back_as_messages() {
        let mut saver = Saver::spawn();
        saver.save(&Store::nowhere(), "x.json", 1);
        assert!(saver.finish(Duration::from_secs(10)));
        let failures: Vec<Notice> = saver.failures().collect();
        assert_eq!(
            failures,
            [Notice::NotSaved {
                name: "x.json".into(),
                failure: SaveFailure::NoDataDir
            }]
        );
        assert!(
            failures[0].to_string().starts_with("Could not save x.json"),
            "{failures:?}"
        );
    }

    #[test]
    fn after_finish_saves_still_happen_on_the_callers_thread()
    -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let store = Store::at(dir.path());
        let mut saver = Saver::spawn();
        saver.save(&store, "a.json", 1);
        saver.save(&store, "a.json", 2);
        assert!(saver.finish(Duration::from_secs(10)));
        saver.save(&store, "a.json", 3);
        assert_eq!(
            std::fs::read_to_string(dir.path().join("a.json"))?.trim(),
            "3"
        );
        Ok(())
    }
}
