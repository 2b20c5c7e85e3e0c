//! The analysis board's files: its whole tree — set-up, side to move,
//! moves, variations and comments — saved as SGF and opened again,
//! through the same dialogs as Save… and Open… ([`Files`], each on a
//! short-lived thread of its own), written in one step through a
//! temporary file and read off the UI thread. Where no dialog can open,
//! Save SGF… writes into the data folder's `records/` and says so, and an
//! `.sgf` file dropped on the window opens on the analysis board. Unsaved
//! work the board lets go is written there too ([`write_new_tree`]).

use std::path::{Path, PathBuf};

use super::files::{Dialog, FileEvent, Files, Picked, write_new_file, write_text};
use crate::game::record::{MAX_RECORD_BYTES, ReadOptions, decode, sgf};
use crate::game::tree::GameTree;
use crate::session::notice::{Notice, OpenProblem, RecordSource};
use crate::session::read::read_regular;

/// What came of the analysis board's Save SGF… or Open SGF….
#[derive(Clone, Debug, PartialEq)]
pub enum TreeFile {
    /// The tree was written to this file.
    Saved(PathBuf),
    /// No dialog could open; the tree was written to this file in the
    /// data folder.
    SavedWithoutDialog(PathBuf),
    /// Writing failed: the file (or folder) and the system's reason.
    NotSaved {
        /// Where it was to go.
        path: PathBuf,
        /// What the system said.
        error: String,
    },
    /// The file chosen was read: its tree.
    Read {
        /// The file.
        path: PathBuf,
        /// What it holds.
        tree: Box<GameTree>,
    },
    /// The file chosen could not be read: the notice names it and says
    /// why (the line and the reason, for a bad SGF).
    NotRead(Notice),
    /// No dialog could open to choose a file.
    NoOpenDialog,
}

impl Files {
    /// Asks where to save `tree` as SGF and writes it there (`.sgf` added
    /// to a name without an extension); without a dialog, writes it into
    /// `fallback` (the data folder's `records/`, if any).
    pub fn save_tree(&mut self, dialog: Dialog, tree: GameTree, fallback: Option<PathBuf>) {
        let picker = self.picker();
        self.run(move || {
            let event = match picker(&dialog) {
                Picked::Chosen(path) => {
                    let path = if path.extension().is_some() {
                        path
                    } else {
                        path.with_extension("sgf")
                    };
                    match write_tree(&path, &tree) {
                        Ok(()) => TreeFile::Saved(path),
                        Err(error) => TreeFile::NotSaved { path, error },
                    }
                }
                Picked::Cancelled => return None,
                Picked::Unavailable => save_without_dialog(&tree, fallback.as_deref()),
            };
            Some(FileEvent::Tree(event))
        });
    }

    /// Asks for an SGF file and reads it (on the dialog's thread).
    pub fn open_tree(&mut self, dialog: Dialog) {
        let picker = self.picker();
        self.run(move || {
            let event = match picker(&dialog) {
                Picked::Chosen(path) => read_event(path),
                Picked::Cancelled => return None,
                Picked::Unavailable => TreeFile::NoOpenDialog,
            };
            Some(FileEvent::Tree(event))
        });
    }

    /// Reads the SGF file at `path` (one dropped on the window) off the UI
    /// thread.
    pub fn read_tree(&mut self, path: PathBuf) {
        self.run(move || Some(FileEvent::Tree(read_event(path))));
    }
}

fn read_event(path: PathBuf) -> TreeFile {
    match read_tree(&path) {
        Ok(tree) => TreeFile::Read {
            path,
            tree: Box::new(tree),
        },
        Err(notice) => TreeFile::NotRead(notice),
    }
}

/// Whether `path` names an SGF file (by its extension).
#[must_use]
pub fn is_sgf_file(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("sgf"))
}

/// Writes `tree` to `path` as SGF, replacing the file in one step.
///
/// # Errors
/// The system's reason when the file cannot be written.
pub fn write_tree(path: &Path, tree: &GameTree) -> Result<(), String> {
    write_text(path, &sgf::write(tree))
}

/// Reads the SGF file at `path` (a regular file of at most
/// [`MAX_RECORD_BYTES`]) into a tree.
///
/// # Errors
/// A notice naming the file and what is wrong: for a bad SGF, the line
/// and the reason.
pub fn read_tree(path: &Path) -> Result<GameTree, Notice> {
    let failed = |problem| Notice::RecordNotRead {
        from: RecordSource::File(path.to_path_buf()),
        problem,
    };
    let bytes = read_regular(path, MAX_RECORD_BYTES).map_err(|e| failed(e.into()))?;
    let text = decode(&bytes).map_err(|e| failed(OpenProblem::NotARecord(e)))?;
    sgf::parse(&text, ReadOptions::default()).map_err(|e| failed(OpenProblem::NotARecord(e)))
}

/// Writes `tree` into a new file in `folder` (the data folder's
/// `records/`) named after the time (`analysis-2026-12-01-1059.sgf`).
///
/// # Errors
/// The file (or folder) and the system's reason.
pub(super) fn write_new_tree(
    tree: &GameTree,
    folder: Option<&Path>,
) -> Result<PathBuf, (PathBuf, String)> {
    write_new_file(folder, "analysis", "sgf", |path| write_tree(path, tree))
}

fn save_without_dialog(tree: &GameTree, folder: Option<&Path>) -> TreeFile {
    match write_new_tree(tree, folder) {
        Ok(path) => TreeFile::SavedWithoutDialog(path),
        Err((path, error)) => TreeFile::NotSaved { path, error },
    }
}
