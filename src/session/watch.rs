//! Seeing the score another window changes: a [`ScoreWatch`] looks at
//! `score.json` on a thread of its own every little while and hands the
//! window the score whenever the file has changed, so that two windows
//! on one data folder both show what the file holds.

use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Weak};
use std::thread;
use std::time::{Duration, SystemTime};

use crate::session::score::{self, SCORE_FILE, Score};
use crate::session::store::Store;

/// How often the file is looked at.
pub const WATCH_EVERY: Duration = Duration::from_millis(400);

/// The watching thread's handle; the thread ends soon after it is dropped.
pub struct ScoreWatch {
    scores: Receiver<Score>,
    _alive: Arc<()>,
}

impl ScoreWatch {
    /// Starts watching `store`'s score file; `wake` is called when a new
    /// score is ready. Without a thread (the system refused one) nothing
    /// is watched.
    #[must_use]
    pub fn start(store: &Store, wake: Arc<dyn Fn() + Send + Sync>) -> ScoreWatch {
        let (tx, scores) = mpsc::channel();
        let alive = Arc::new(());
        let weak: Weak<()> = Arc::downgrade(&alive);
        let store = store.clone();
        let spawned = thread::Builder::new()
            .name("score watch".into())
            .spawn(move || {
                let mut seen: Option<(SystemTime, u64)> = None;
                while weak.upgrade().is_some() {
                    let stamp = store
                        .dir()
                        .and_then(|dir| std::fs::metadata(dir.join(SCORE_FILE)).ok())
                        .and_then(|m| Some((m.modified().ok()?, m.len())));
                    if stamp.is_some() && stamp != seen {
                        seen = stamp;
                        if let Some(score) = score::peek(&store) {
                            if tx.send(score).is_err() {
                                break;
                            }
                            wake();
                        }
                    }
                    thread::sleep(WATCH_EVERY);
                }
            });
        if let Err(e) = spawned {
            log::warn!("could not start watching the score file: {e}");
        }
        ScoreWatch {
            scores,
            _alive: alive,
        }
    }

    /// The newest score the file has held since the last call, if it
    /// changed.
    #[must_use]
    pub fn poll(&self) -> Option<Score> {
        self.scores.try_iter().last()
    }
}
