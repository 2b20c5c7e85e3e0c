//! The notices on show, one per cause.
//!
//! A save that fails after every move, or a folder that cannot be written,
//! would say the same thing again and again. The [`NoticeBoard`] tells the
//! player once: a notice whose [`Cause`] is already known is not shown
//! again while the cause lasts, and once the player has dismissed it the
//! cause stays as a quiet marker ([`NoticeBoard::quiet`]) until the same
//! thing succeeds ([`NoticeBoard::resolved`]).
//!
//! ```
//! use gomoku::session::notice::{Cause, Notice, SaveFailure};
//! use gomoku::session::notice_board::NoticeBoard;
//!
//! let failed = Notice::NotSaved {
//!     name: "unfinished.json".into(),
//!     failure: SaveFailure::Io {
//!         path: "/data/unfinished.json".into(),
//!         error: "Permission denied".into(),
//!     },
//! };
//! let mut board = NoticeBoard::default();
//! assert!(board.offer(failed.clone()));
//! assert!(!board.offer(failed.clone()), "said once");
//! board.dismiss(0);
//! assert!(!board.offer(failed.clone()), "still the same cause");
//! assert_eq!(board.quiet().count(), 1, "a quiet marker");
//! board.resolved(&Cause::save("settings.json"));
//! assert_eq!(board.quiet().count(), 1, "another file's save says nothing");
//! board.resolved(&Cause::save("unfinished.json"));
//! assert!(board.offer(failed), "a new failure after a success is news");
//! ```

use crate::session::notice::{Cause, Notice};

/// The notices on show and the causes that last.
#[derive(Clone, Debug, Default)]
pub struct NoticeBoard {
    shown: Vec<Notice>,
    lasting: Vec<(Cause, Notice)>,
}

impl NoticeBoard {
    /// Shows `notice` unless its cause is already known (or the very same
    /// notice is on show).
    pub fn push(&mut self, notice: Notice) {
        self.offer(notice);
    }

    /// [`NoticeBoard::push`], saying whether the notice is shown.
    pub fn offer(&mut self, notice: Notice) -> bool {
        match notice.cause() {
            Some(cause) => {
                if self.lasting.iter().any(|(c, _)| *c == cause) {
                    return false;
                }
                self.lasting.push((cause, notice.clone()));
            }
            None if self.shown.contains(&notice) => return false,
            None => {}
        }
        log::warn!("{notice}");
        self.shown.push(notice);
        true
    }

    /// Pushes each of `notices` ([`NoticeBoard::push`]).
    pub fn extend(&mut self, notices: impl IntoIterator<Item = Notice>) {
        for notice in notices {
            self.push(notice);
        }
    }

    /// The notices on show, oldest first.
    #[must_use]
    pub fn shown(&self) -> &[Notice] {
        &self.shown
    }

    /// Takes the notice with this index off the screen (its cause, if it
    /// has one, lasts on as a quiet marker).
    pub fn dismiss(&mut self, i: usize) {
        if i < self.shown.len() {
            self.shown.remove(i);
        }
    }

    /// Takes every notice off the screen.
    pub fn dismiss_all(&mut self) {
        self.shown.clear();
    }

    /// The lasting causes whose notice the player has dismissed: what the
    /// status bar's quiet marker stands for.
    pub fn quiet(&self) -> impl Iterator<Item = &Notice> {
        self.lasting
            .iter()
            .map(|(_, n)| n)
            .filter(|n| !self.shown.contains(n))
    }

    /// `what` ([`Cause::what`]) succeeded: its cause is over, so that a
    /// new failure is told again; the data folder works too.
    pub fn resolved(&mut self, what: &str) {
        self.lasting
            .retain(|(cause, _)| cause.what != what && cause.what != Cause::FOLDER);
    }
}
