//! What the player is told when something goes wrong outside the game
//! itself: a damaged or unreadable file, a save that failed, the
//! computer's thread, a record that would not open.
//!
//! A [`Notice`] is data, not a sentence: it carries the paths, the field
//! names, the counts and the move numbers, and the window says it in the
//! player's language with [`Lang::notice`]. Where the operating system or
//! the JSON reader gave a reason, its words are carried as they are (they
//! come in the system's language, or in English) and put inside the
//! translated sentence. `Display` is the English sentence, for the log.
//!
//! ```
//! use gomoku::i18n::Lang;
//! use gomoku::session::notice::Notice;
//!
//! let notice = Notice::AiStopped;
//! assert_eq!(notice.to_string(), Lang::En.notice(&notice));
//! assert_ne!(Lang::Zh.notice(&notice), Lang::En.notice(&notice));
//! ```

use std::fmt;
use std::path::PathBuf;

use crate::engine::Level;
use crate::game::board::BoardSize;
use crate::game::record::RecordError;
use crate::game::rules::Rule;
use crate::i18n::Lang;
use crate::session::controller::{PlayAs, ResumeError};
use crate::session::store::StoreError;
use crate::teacher::ReviewError;

/// Something the player should be told, once.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// The system named no data folder for this user: nothing is saved.
    NoDataDir,
    /// The data folder's path is taken by something that is not a folder.
    NotAFolder {
        /// The data folder.
        path: PathBuf,
        /// The file in the way: the folder's path itself, or one above it.
        file: PathBuf,
    },
    /// A file could not be used; it was moved aside and a fresh one
    /// started.
    MovedAside {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        problem: FileProblem,
        /// Where it is now.
        aside: PathBuf,
    },
    /// A file could not be used, and it could not be moved aside either:
    /// defaults are used for now.
    NotMovedAside {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        problem: FileProblem,
        /// Why the rename failed (the operating system's words).
        error: String,
    },
    /// Some fields of the settings file did not read and were reset.
    SettingsReset {
        /// The settings file.
        path: PathBuf,
        /// Each field reset, in file order of the settings.
        fields: Vec<ResetField>,
    },
    /// The unfinished game of the last session could not be used (why:
    /// the notice about its file).
    UnfinishedLost(Box<Notice>),
    /// The folder of kept games could not be read.
    GamesUnreadable {
        /// The folder.
        path: PathBuf,
        /// The operating system's words.
        error: String,
    },
    /// Some kept games' files could not be read and are left out of the
    /// list.
    GamesLeftOut(Vec<Damaged>),
    /// The computer's thread could not be started: it answers on the
    /// window's thread instead.
    AiNotStarted {
        /// The operating system's words.
        error: String,
    },
    /// The computer's thread stopped.
    AiStopped,
    /// A file could not be saved.
    NotSaved {
        /// The file's name.
        name: String,
        /// Why.
        failure: SaveFailure,
    },
    /// A finished game and the score could not be saved.
    GameNotSaved(SaveFailure),
    /// The unfinished game could not be taken up.
    ResumeFailed(ResumeError),
    /// A record (pasted or a file) could not be read.
    RecordNotRead {
        /// Where it came from.
        from: RecordSource,
        /// What went wrong.
        problem: OpenProblem,
    },
    /// A record was read but could not be shown in review.
    RecordNotShown(ReviewError),
    /// The review of the game could not start.
    ReviewFailed(ReviewError),
    /// A kept game could not be opened in review.
    KeptGameNotOpened(ReviewError),
    /// Playing on is only for the board sizes a game can have.
    CannotPlayOnSize(usize),
    /// Playing on from the review failed.
    PlayOnFailed(ResumeError),
}

/// What is wrong with one of the game's files.
#[derive(Clone, Debug, PartialEq)]
pub enum FileProblem {
    /// It could not be read (the operating system's words).
    Unreadable(String),
    /// It is not the JSON expected (the JSON reader's words).
    NotUnderstood(String),
    /// The settings file is JSON but not an object.
    NotSettings,
    /// A game's moves do not replay.
    MovesDoNotReplay(RecordError),
}

/// A settings field that did not read, and the value used instead.
#[derive(Clone, Debug, PartialEq)]
pub struct ResetField {
    /// The field's name in the file (`board_size`).
    pub name: String,
    /// What the file held, as JSON, cut to 40 characters.
    pub found: String,
    /// What is used now.
    pub now: ResetTo,
}

/// The value a reset settings field has now.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ResetTo {
    /// A level.
    Level(Level),
    /// A colour choice.
    PlayAs(PlayAs),
    /// Sound on (`false`) or off (`true`).
    Muted(bool),
    /// The default window size.
    DefaultSize,
    /// The default window place.
    DefaultPlace,
    /// A board size.
    Board(BoardSize),
    /// A rule.
    Rule(Rule),
    /// An overlay shown (`true`) or hidden.
    Shown(bool),
    /// A language.
    Language(Lang),
}

/// A kept game's file that could not be read.
#[derive(Clone, Debug, PartialEq)]
pub struct Damaged {
    /// The file.
    pub path: PathBuf,
    /// What is wrong with it.
    pub problem: FileProblem,
}

/// Why a save failed: [`StoreError`] with the operating system's and the
/// encoder's words kept as text (so that a notice can be cloned and
/// compared).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveFailure {
    /// The system named no data folder for this user.
    NoDataDir,
    /// The data folder's path is taken by something that is not a folder.
    NotAFolder {
        /// The data folder.
        path: PathBuf,
        /// The file in the way.
        file: PathBuf,
    },
    /// Writing `path` failed.
    Io {
        /// The file or folder.
        path: PathBuf,
        /// The operating system's words.
        error: String,
    },
    /// The value has no JSON form.
    Encode {
        /// The file it was meant for.
        name: String,
        /// The encoder's words.
        error: String,
    },
}

impl From<&StoreError> for SaveFailure {
    fn from(e: &StoreError) -> SaveFailure {
        match e {
            StoreError::NoDataDir => SaveFailure::NoDataDir,
            StoreError::NotAFolder { path, file } => SaveFailure::NotAFolder {
                path: path.clone(),
                file: file.clone(),
            },
            StoreError::Io { path, source } => SaveFailure::Io {
                path: path.clone(),
                error: source.to_string(),
            },
            StoreError::Encode { name, source } => SaveFailure::Encode {
                name: name.clone(),
                error: source.to_string(),
            },
        }
    }
}

impl From<StoreError> for SaveFailure {
    fn from(e: StoreError) -> SaveFailure {
        SaveFailure::from(&e)
    }
}

/// Where a record came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordSource {
    /// Pasted text.
    Pasted,
    /// A file (dropped on the window or named on the command line).
    File(PathBuf),
}

/// Why a record could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenProblem {
    /// The file could not be read (the operating system's words).
    Unreadable(String),
    /// The file is too large to be a record.
    TooLarge {
        /// Its size in bytes.
        bytes: u64,
    },
    /// The text is not a record that can be played.
    NotARecord(RecordError),
    /// The thread that reads files could not be started (the operating
    /// system's words).
    NoThread(String),
}

impl fmt::Display for Notice {
    /// The notice in English ([`Lang::notice`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Lang::En.notice(self))
    }
}

impl std::error::Error for Notice {}
