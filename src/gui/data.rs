//! The app's side of the data folder: reading it at start on a thread of
//! its own, the score another window changes, the game in progress kept
//! after each move, a finished game settled, the analysis board's unsaved
//! work kept when the board lets it go, and what the saver reports.
//! No file is read or written here on the UI thread.

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver};

use super::*;
use crate::session::notice::Cause;
use crate::session::settle;
use crate::session::startup::Startup;

/// Starts reading what the window starts with ([`startup::start`]) on a
/// thread of its own; `wake` is called when it is ready. Without a
/// thread it is read here, once.
pub(super) fn read_data_folder(
    store: &Store,
    settings: &Settings,
    wake: Arc<dyn Fn() + Send + Sync>,
) -> Option<Receiver<Startup>> {
    let (tx, rx) = mpsc::channel();
    let need_last_colour = settings.alternate;
    let thread_store = store.clone();
    let spawned = std::thread::Builder::new()
        .name("data folder".into())
        .spawn(move || {
            let found = startup::start(&thread_store, need_last_colour);
            if tx.send(found).is_ok() {
                wake();
            }
        });
    if let Err(e) = spawned {
        log::warn!("could not start reading the data folder on its own thread ({e})");
        let (tx, rx) = mpsc::channel();
        let _ = tx.send(startup::start(store, need_last_colour));
        return Some(rx);
    }
    Some(rx)
}

impl GomokuApp {
    /// Takes what the threads of the data folder have for the window: the
    /// start's reading, a changed score, the saver's reports.
    pub(super) fn poll_data_folder(&mut self) {
        let found = self.loading.as_ref().map(Receiver::try_recv);
        match found {
            Some(Ok(found)) => {
                self.loading = None;
                self.started_up(found);
            }
            Some(Err(mpsc::TryRecvError::Disconnected)) => {
                // The thread died: play on without what it would have read.
                log::warn!("the data folder could not be read at start");
                self.loading = None;
            }
            Some(Err(mpsc::TryRecvError::Empty)) | None => {}
        }
        if let Some(score) = self.score_watch.as_ref().and_then(ScoreWatch::poll) {
            self.score = score;
        }
        let reports: Vec<Report> = self.saver.reports().collect();
        for report in reports {
            match report {
                Report::Failed(notice) | Report::Said(notice) => self.notices.push(notice),
                Report::Done(what) => {
                    if what == Cause::KEEP {
                        // A game kept: its puzzles are mined in the background.
                        self.puzzles.mine();
                    }
                    self.notices.resolved(&what)
                }
                Report::Score(score) => self.score = score,
            }
        }
    }

    /// Waits, at most `limit`, for the start's reading of the data folder
    /// and takes it up; `true` once it is done. For tests and tools that
    /// look at the app before its first frames: the window never calls
    /// it (its frames take the reading up when it comes).
    pub fn finish_loading(&mut self, limit: std::time::Duration) -> bool {
        let Some(loading) = &self.loading else {
            return true;
        };
        match loading.recv_timeout(limit) {
            Ok(found) => {
                self.loading = None;
                self.started_up(found);
                true
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                self.loading = None;
                true
            }
            Err(mpsc::RecvTimeoutError::Timeout) => false,
        }
    }

    /// Takes up what the start's reading found.
    fn started_up(&mut self, found: Startup) {
        let Startup {
            slot,
            score,
            resume,
            last_human,
            notices,
        } = found;
        self.slot = slot;
        self.score = score;
        self.notices.extend(notices);
        self.score_watch = Some(ScoreWatch::start(&self.store, Arc::clone(&self.waker)));
        if let Some(played) = resume {
            self.question = Some(Question::Resume(Box::new(played)));
            return;
        }
        // "Alternate" goes on from the last game counted, as long as the
        // game on the board has not begun: the person takes the other
        // colour.
        if self.settings.alternate
            && last_human.is_some()
            && self.controller.person() == last_human
            && self.controller.game().board().history().is_empty()
        {
            let events = self.controller.new_game();
            self.handle_events(events, Instant::now());
        }
    }

    /// Writes the game in progress, so that closing the window (or a
    /// crash) does not lose it; only once the player has placed a stone,
    /// and only where this window keeps its game.
    pub(super) fn keep_unfinished(&mut self) {
        if let Some(slot) = &self.slot
            && self.controller.has_begun()
            && !self.practice
        {
            self.saver
                .save(&self.store, slot.file(), self.controller.snapshot());
        }
    }

    /// Scores a finished game and keeps it: recorded at once, so quitting
    /// during the pause or the screen cannot lose it; counted once, under
    /// the score file's lock, so a second running game cannot lose it or
    /// count it twice.
    pub(super) fn finish_game(&mut self, result: GameResult) {
        if self.practice {
            return;
        }
        let played = self.controller.snapshot();
        self.keep_game(played, result);
    }

    /// Settles `played` with `result` ([`settle::settle`]) on the saver's
    /// thread. The score on screen changes at once, and then shows what
    /// the file holds.
    pub(super) fn keep_game(&mut self, played: Played, result: GameResult) {
        if played.is_scored() {
            self.score.record(result.match_result());
        }
        let store = self.store.clone();
        let file = self.slot.as_ref().map(|s| s.file().to_owned());
        self.saver.run(Box::new(move || {
            let settlement = settle::settle(&store, file.as_deref(), &played, result);
            let mut reports: Vec<Report> = settlement
                .notices()
                .into_iter()
                .map(Report::Failed)
                .collect();
            if settlement.counted.is_ok() {
                reports.push(Report::Done(Cause::COUNT.to_owned()));
            }
            if let Some(Ok(_)) = settlement.kept {
                reports.push(Report::Done(Cause::KEEP.to_owned()));
            }
            // What the file holds now, counted or not.
            let score = match settlement.counted {
                Ok(score) => Some(score),
                Err(_) => Some(crate::session::score::peek(&store).unwrap_or_default()),
            };
            reports.extend(score.map(Report::Score));
            reports
        }));
    }

    /// Keeps each analysis tree with unsaved work that the board let go
    /// (another position opened on it, its window closed) as a new SGF
    /// file in the data folder's `records/`, on the saver's thread, and
    /// says where (or why not). Returns whether there was any.
    pub(super) fn keep_analyses(&mut self) -> bool {
        let unkept = self.analysis.take_unkept();
        let any = !unkept.is_empty();
        for tree in unkept {
            let folder = self.store.dir().map(|d| d.join(files::RECORDS_FOLDER));
            self.saver.run(Box::new(move || {
                vec![match tree_files::write_new_tree(&tree, folder.as_deref()) {
                    Ok(path) => Report::Said(Notice::AnalysisKept(path)),
                    Err((path, error)) => Report::Failed(Notice::RecordNotSaved { path, error }),
                }]
            }));
        }
        any
    }

    /// Lets an unfinished game go without keeping it (one that counts for
    /// nobody, declined at start), on the saver's thread.
    pub(super) fn drop_unfinished(&mut self, played: &Played) {
        let store = self.store.clone();
        let Some(file) = self.slot.as_ref().map(|s| s.file().to_owned()) else {
            return;
        };
        let id = played.id.clone();
        self.saver.run(Box::new(move || {
            if let Err(e) = crate::session::unfinished::clear_in(&store, &file, &id) {
                log::warn!("{e}");
            }
            Vec::new()
        }));
    }
}
