//! What the player is told when something goes wrong outside the game
//! itself: a damaged or unreadable file, a save that failed, the
//! computer's thread, a record that would not open.
//!
//! A [`Notice`] is data, not a sentence: it carries the paths, the field
//! names, the counts and the move numbers, and the window says it in the
//! player's language with [`Lang::notice`] (the words layer's, which
//! reads this module; nothing here reads it). Where the operating system
//! or the JSON reader gave a reason, its words are carried as they are
//! (they come in the system's language, or in English) and put inside the
//! translated sentence. `Display` is the English sentence, for the log
//! (implemented beside the catalogue, so it is the same English).
//!
//! ```
//! use gomoku::i18n::Lang;
//! use gomoku::session::notice::Notice;
//!
//! let notice = Notice::AiStopped;
//! assert_eq!(notice.to_string(), Lang::EN.notice(&notice));
//! assert_ne!(Lang::ZH_CN.notice(&notice), Lang::EN.notice(&notice));
//! ```

use std::path::PathBuf;

use crate::engine::Level;
use crate::engine::player::Fault;
use crate::game::board::BoardSize;
use crate::game::record::RecordError;
use crate::game::rules::Rule;
use crate::session::controller::{PlayAs, ResumeError};
use crate::session::language::Lang;
use crate::session::read::FileKind;
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
    /// An outside engine was added (and seated where it was asked for).
    EngineAdded {
        /// Its name.
        name: String,
    },
    /// The program chosen as an engine did not work as one.
    EngineNotAdded {
        /// The program.
        path: PathBuf,
        /// What went wrong, in words.
        error: String,
    },
    /// A player (one of our levels, or an outside engine) gave no legal
    /// move and lost its game by forfeit.
    PlayerFailed {
        /// Its name (an engine's by its `ABOUT`).
        name: String,
        /// What went wrong.
        fault: Fault,
    },
    /// A file could not be saved.
    NotSaved {
        /// The file's name.
        name: String,
        /// Why.
        failure: SaveFailure,
    },
    /// A finished game could not be counted in the score.
    NotCounted {
        /// Why.
        failure: SaveFailure,
        /// Whether it will be counted at the next start (its ending was
        /// written down).
        retry: bool,
    },
    /// A finished game counted in the score but could not be kept in the
    /// player's games.
    NotKept {
        /// Why.
        failure: SaveFailure,
        /// The score now.
        score: i64,
    },
    /// This window cannot keep an unfinished game (closing it mid-game
    /// loses the game).
    NoSlot(SaveFailure),
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
    /// Save… on a board with no moves.
    NothingToSave,
    /// Save… wrote the game to this file.
    RecordSaved(PathBuf),
    /// No file dialog could open, so Save… wrote the game to this file in
    /// the data folder.
    RecordSavedWithoutDialog(PathBuf),
    /// Save… could not write the file.
    RecordNotSaved {
        /// The file (or folder).
        path: PathBuf,
        /// The operating system's words.
        error: String,
    },
    /// No file dialog could open for Open….
    NoOpenDialog,
    /// The analysis board's unsaved moves and comments, replaced by
    /// another position or closed, were kept in this file in the data
    /// folder.
    AnalysisKept(PathBuf),
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
    /// It is not a regular file (a pipe or a device is never read).
    NotAFile(FileKind),
    /// It is larger than any such file can be (the limit, in bytes).
    TooLarge {
        /// The most that is read.
        limit: u64,
    },
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
    /// The default seats (a person with black against the first level).
    DefaultSeats,
    /// Whether colours alternate.
    Alternate(bool),
    /// A time control.
    Time(crate::session::clock::TimeControl),
    /// No outside engines.
    NoEngines,
    /// An opening rule.
    Opening(crate::session::opening::OpeningRule),
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
    /// The file is larger than a record can be.
    TooLarge {
        /// The most that is read, in bytes.
        limit: u64,
    },
    /// The file is not a regular file (a pipe or a device is never read).
    NotAFile(FileKind),
    /// The text is not a record that can be played.
    NotARecord(RecordError),
    /// The thread that reads files could not be started (the operating
    /// system's words).
    NoThread(String),
}

/// What a lasting notice is about: what could not be done and where.
/// While a cause lasts, the player is told of it once
/// ([`crate::session::notice_board::NoticeBoard`]); it ends when that
/// thing is done after all ([`Cause::FOLDER`] when anything is).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cause {
    /// What could not be done: [`Cause::FOLDER`] (the data folder is
    /// missing or a file), [`Cause::save`] of one file, [`Cause::COUNT`],
    /// [`Cause::KEEP`], [`Cause::SLOT`].
    pub what: String,
    /// Where (the path the failure named; empty without a data folder).
    pub place: PathBuf,
}

impl Notice {
    /// The cause of a notice that would come again for as long as its
    /// cause lasts (a save that fails, a folder that cannot be written);
    /// `None` for one-off notices.
    #[must_use]
    pub fn cause(&self) -> Option<Cause> {
        let (what, failure) = match self {
            Notice::NoDataDir => return Some(Cause::folder(PathBuf::new())),
            Notice::NotAFolder { path, .. } => return Some(Cause::folder(path.clone())),
            Notice::NotSaved { name, failure } => (Cause::save(name), failure),
            Notice::NotCounted { failure, .. } => (Cause::COUNT.to_owned(), failure),
            Notice::NotKept { failure, .. } => (Cause::KEEP.to_owned(), failure),
            Notice::NoSlot(failure) => (Cause::SLOT.to_owned(), failure),
            _ => return None,
        };
        Some(match failure {
            SaveFailure::NoDataDir => Cause::folder(PathBuf::new()),
            SaveFailure::NotAFolder { path, .. } => Cause::folder(path.clone()),
            SaveFailure::Io { path, .. } => Cause {
                what,
                place: path.clone(),
            },
            SaveFailure::Encode { .. } => Cause {
                what,
                place: PathBuf::new(),
            },
        })
    }
}

impl Cause {
    /// The data folder is missing or a file.
    pub const FOLDER: &str = "folder";
    /// A finished game could not be counted.
    pub const COUNT: &str = "count";
    /// A finished game could not be kept.
    pub const KEEP: &str = "keep";
    /// The window could not take a slot for its unfinished game.
    pub const SLOT: &str = "slot";

    /// Saving the file `name` failed.
    #[must_use]
    pub fn save(name: &str) -> String {
        format!("save {name}")
    }

    fn folder(place: PathBuf) -> Cause {
        Cause {
            what: Cause::FOLDER.to_owned(),
            place,
        }
    }
}

// `Display` for `Notice` is the words layer's English
// (`i18n::english`, the same as `Lang::EN.notice`).

impl std::error::Error for Notice {}
