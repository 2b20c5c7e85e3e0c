//! The analysis board's files: what the window asks of the app (a save,
//! an open), what came of it, and the player's unsaved work, kept when
//! another position or the window's closing would replace it.

use std::path::PathBuf;

use super::Analysis;
use crate::game::tree::GameTree;
use crate::gui::tree_files::TreeFile;
use crate::session::notice::Notice;

/// What the window says about the last save or open.
#[derive(Clone, Debug, PartialEq)]
pub enum FileNote {
    /// Saved to this file.
    Saved(PathBuf),
    /// No dialog could open: saved to this file in the data folder.
    SavedWithoutDialog(PathBuf),
    /// Not saved: where, and the system's reason.
    NotSaved {
        /// Where it was to go.
        path: PathBuf,
        /// What the system said.
        error: String,
    },
    /// This file was opened.
    Opened(PathBuf),
    /// The file could not be read: the notice names it and says why (the
    /// line, for a bad SGF).
    NotOpened(Notice),
    /// No dialog could open to choose a file.
    NoDialog,
}

/// What the window asks of the app (the file dialogs are the app's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileAsk {
    /// Save this tree as SGF.
    Save(Box<GameTree>),
    /// Choose an SGF file to open.
    Open,
}

impl Analysis {
    /// The trees with unsaved work that were replaced or closed since the
    /// last call (see [`super::Board::unsaved`]), to be kept.
    pub fn take_unkept(&mut self) -> Vec<GameTree> {
        std::mem::take(&mut self.unkept)
    }

    /// The board's tree, to be kept if it has unsaved work.
    pub(super) fn keep_unsaved(&mut self) {
        if let Some(board) = &self.board
            && board.unsaved()
        {
            self.unkept.push(board.tree.clone());
        }
    }

    /// The board's tree was saved: its work is no longer unsaved.
    fn saved(&mut self) {
        if let Some(board) = &mut self.board {
            board.opened = board.tree.clone();
        }
    }

    /// What came of the window's Save SGF… or Open SGF… (or an SGF file
    /// dropped on the window while it is open): a tree read opens on the
    /// board at its main line's end; the rest is said in the window. A file
    /// that could not be read changes nothing on the board.
    pub fn file_done(&mut self, event: TreeFile) {
        let note = match event {
            TreeFile::Read { path, tree } => {
                let at = tree.main_path();
                if self.open_tree(*tree, at).is_err() {
                    return;
                }
                FileNote::Opened(path)
            }
            TreeFile::NotRead(notice) => FileNote::NotOpened(notice),
            TreeFile::Saved(path) => {
                self.saved();
                FileNote::Saved(path)
            }
            TreeFile::SavedWithoutDialog(path) => {
                self.saved();
                FileNote::SavedWithoutDialog(path)
            }
            TreeFile::NotSaved { path, error } => FileNote::NotSaved { path, error },
            TreeFile::NoOpenDialog => FileNote::NoDialog,
        };
        if let Some(board) = &mut self.board {
            board.note = Some(note);
        }
    }
}
