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

impl fmt::Display for Notice {
    /// The notice in English ([`Lang::notice`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Lang::En.notice(self))
    }
}

impl std::error::Error for Notice {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::notation::PointError;
    use crate::game::record::{MoveRef, RecordErrorKind};
    use crate::game::rules::Forbidden;

    /// Chinese writing: ideographs or Chinese punctuation.
    fn has_chinese(s: &str) -> bool {
        s.chars().any(|c| {
            ('\u{4e00}'..='\u{9fff}').contains(&c)
                || ('\u{3000}'..='\u{303f}').contains(&c)
                || ('\u{ff00}'..='\u{ffef}').contains(&c)
        })
    }

    /// Which variant `notice` is, by number: the match has no wildcard,
    /// so a new variant does not compile until it is listed here (and in
    /// [`every_notice`]).
    fn variant(notice: &Notice) -> usize {
        match notice {
            Notice::NoDataDir => 0,
            Notice::NotAFolder { .. } => 1,
            Notice::MovedAside { .. } => 2,
            Notice::NotMovedAside { .. } => 3,
            Notice::SettingsReset { .. } => 4,
            Notice::UnfinishedLost(_) => 5,
            Notice::GamesUnreadable { .. } => 6,
            Notice::GamesLeftOut(_) => 7,
            Notice::AiNotStarted { .. } => 8,
            Notice::AiStopped => 9,
            Notice::NotSaved { .. } => 10,
            Notice::NotCounted { .. } => 11,
            Notice::ResumeFailed(_) => 12,
            Notice::RecordNotRead { .. } => 13,
            Notice::RecordNotShown(_) => 14,
            Notice::ReviewFailed(_) => 15,
            Notice::KeptGameNotOpened(_) => 16,
            Notice::CannotPlayOnSize(_) => 17,
            Notice::PlayOnFailed(_) => 18,
            Notice::NothingToSave => 19,
            Notice::RecordSaved(_) => 20,
            Notice::RecordSavedWithoutDialog(_) => 21,
            Notice::RecordNotSaved { .. } => 22,
            Notice::NoOpenDialog => 23,
            Notice::NotKept { .. } => 24,
            Notice::NoSlot(_) => 25,
        }
    }
    const VARIANTS: usize = 26;

    /// A record error on line 7 at move 12 (`k4`).
    fn taken() -> RecordError {
        RecordError {
            line: 7,
            kind: RecordErrorKind::Occupied(MoveRef::new(12, "k4")),
        }
    }

    /// Every notice, with every kind of problem, failure and value inside
    /// it, and the data each must show in every language.
    fn every_notice() -> Vec<(Notice, Vec<&'static str>)> {
        let path = PathBuf::from("/data/gomoku/score.json");
        let problems = [
            (
                FileProblem::Unreadable("Permission denied".into()),
                "Permission denied",
            ),
            (
                FileProblem::NotUnderstood("expected value at line 1".into()),
                "line 1",
            ),
            (FileProblem::NotSettings, "JSON"),
            (FileProblem::MovesDoNotReplay(taken()), "k4"),
            (FileProblem::NotAFile(FileKind::Pipe), "score.json"),
            (FileProblem::TooLarge { limit: 1 << 20 }, "1 MiB"),
        ];
        let mut all = vec![
            (Notice::NoDataDir, vec![]),
            (
                Notice::NotAFolder {
                    path: "/data/gomoku".into(),
                    file: "/data/gomoku".into(),
                },
                vec!["/data/gomoku"],
            ),
            (
                Notice::NotAFolder {
                    path: "/data/gomoku".into(),
                    file: "/data".into(),
                },
                vec!["/data/gomoku", "/data "],
            ),
        ];
        for (problem, shows) in problems.clone() {
            all.push((
                Notice::MovedAside {
                    path: path.clone(),
                    problem: problem.clone(),
                    aside: "/data/gomoku/score.json.corrupt-17".into(),
                },
                vec!["/data/gomoku/score.json ", "score.json.corrupt-17", shows],
            ));
            all.push((
                Notice::NotMovedAside {
                    path: path.clone(),
                    problem,
                    error: "Read-only file system".into(),
                },
                vec!["/data/gomoku/score.json", "Read-only file system", shows],
            ));
        }
        let resets = [
            (ResetTo::Level(Level::Seed), "level"),
            (ResetTo::PlayAs(PlayAs::White), "play_as"),
            (ResetTo::Muted(true), "muted"),
            (ResetTo::Muted(false), "muted"),
            (ResetTo::DefaultSize, "window_size"),
            (ResetTo::DefaultPlace, "window_pos"),
            (ResetTo::Board(BoardSize::default()), "board_size"),
            (ResetTo::Rule(Rule::Renju), "rule"),
            (ResetTo::Shown(true), "show_heat"),
            (ResetTo::Shown(false), "show_numbers"),
            (ResetTo::Language(Lang::En), "language"),
        ];
        for (now, name) in resets {
            all.push((
                Notice::SettingsReset {
                    path: "/data/gomoku/settings.json".into(),
                    fields: vec![ResetField {
                        name: name.into(),
                        found: "\"green\"".into(),
                        now,
                    }],
                },
                vec!["/data/gomoku/settings.json", name, "\"green\""],
            ));
        }
        all.push((
            Notice::UnfinishedLost(Box::new(Notice::MovedAside {
                path: "/d/unfinished.json".into(),
                problem: FileProblem::MovesDoNotReplay(taken()),
                aside: "/d/unfinished.json.corrupt-9".into(),
            })),
            vec!["/d/unfinished.json", "unfinished.json.corrupt-9", "7", "12"],
        ));
        all.push((
            Notice::GamesUnreadable {
                path: "/d/games".into(),
                error: "Permission denied".into(),
            },
            vec!["/d/games", "Permission denied"],
        ));
        let damaged = |name: &str, problem: FileProblem| Damaged {
            path: PathBuf::from("/d/games").join(name),
            problem,
        };
        all.push((
            Notice::GamesLeftOut(vec![damaged(
                "1-a.json",
                FileProblem::NotUnderstood("EOF".into()),
            )]),
            vec!["1 ", "/d/games/1-a.json", "EOF"],
        ));
        all.push((
            Notice::GamesLeftOut(vec![
                damaged("1-a.json", FileProblem::Unreadable("I/O error".into())),
                damaged("2-b.json", FileProblem::MovesDoNotReplay(taken())),
            ]),
            vec![
                "2 ",
                "/d/games/1-a.json",
                "/d/games/2-b.json",
                "I/O error",
                "k4",
            ],
        ));
        all.push((
            Notice::AiNotStarted {
                error: "Resource temporarily unavailable".into(),
            },
            vec!["Resource temporarily unavailable"],
        ));
        all.push((Notice::AiStopped, vec![]));
        let failures = [
            (SaveFailure::NoDataDir, ""),
            (
                SaveFailure::NotAFolder {
                    path: "/d".into(),
                    file: "/d".into(),
                },
                "/d",
            ),
            (
                SaveFailure::Io {
                    path: "/d/score.json".into(),
                    error: "No space left on device".into(),
                },
                "No space left on device",
            ),
            (
                SaveFailure::Encode {
                    name: "score.json".into(),
                    error: "key must be a string".into(),
                },
                "key must be a string",
            ),
        ];
        for (failure, shows) in failures {
            all.push((
                Notice::NotSaved {
                    name: "settings.json".into(),
                    failure: failure.clone(),
                },
                vec!["settings.json", shows],
            ));
            all.push((
                Notice::NotCounted {
                    failure: failure.clone(),
                    retry: true,
                },
                vec![shows],
            ));
            all.push((
                Notice::NotCounted {
                    failure: failure.clone(),
                    retry: false,
                },
                vec![shows],
            ));
            all.push((
                Notice::NotKept {
                    failure: failure.clone(),
                    score: 700,
                },
                vec![shows, "700"],
            ));
            all.push((Notice::NoSlot(failure), vec![shows]));
        }
        for e in [ResumeError::Replay(taken()), ResumeError::Over] {
            all.push((Notice::ResumeFailed(e.clone()), vec![]));
            all.push((Notice::PlayOnFailed(e), vec![]));
        }
        let opens = [
            (
                OpenProblem::Unreadable("No such file".into()),
                "No such file",
            ),
            (OpenProblem::TooLarge { limit: 1 << 20 }, "1 MiB"),
            (OpenProblem::NotARecord(taken()), "k4"),
            (OpenProblem::NotAFile(FileKind::Device), ""),
            (
                OpenProblem::NoThread("out of threads".into()),
                "out of threads",
            ),
        ];
        for (problem, shows) in opens {
            all.push((
                Notice::RecordNotRead {
                    from: RecordSource::File("/home/p/bad.psq".into()),
                    problem: problem.clone(),
                },
                vec![shows],
            ));
            all.push((
                Notice::RecordNotRead {
                    from: RecordSource::Pasted,
                    problem,
                },
                vec![shows],
            ));
        }
        let bad_size = ReviewError::Size(crate::game::board::UnsupportedSize(40));
        for e in [ReviewError::Cancelled, bad_size] {
            all.push((Notice::RecordNotShown(e), vec![]));
            all.push((Notice::ReviewFailed(e), vec![]));
            all.push((Notice::KeptGameNotOpened(e), vec![]));
        }
        all.push((Notice::CannotPlayOnSize(21), vec!["21"]));
        all.push((Notice::NothingToSave, vec![]));
        all.push((
            Notice::RecordSaved("/home/p/game.psq".into()),
            vec!["/home/p/game.psq"],
        ));
        all.push((
            Notice::RecordSavedWithoutDialog("/home/p/records/g.psq".into()),
            vec!["/home/p/records/g.psq"],
        ));
        all.push((
            Notice::RecordNotSaved {
                path: "/mnt/cd/game.psq".into(),
                error: "Read-only file system".into(),
            },
            vec!["/mnt/cd/game.psq", "Read-only file system"],
        ));
        all.push((Notice::NoOpenDialog, vec![]));
        all
    }

    #[test]
    fn every_notice_is_said_in_both_languages_with_its_data() {
        let all = every_notice();
        let mut seen = [false; VARIANTS];
        for (notice, shows) in &all {
            seen[variant(notice)] = true;
            let en = Lang::En.notice(notice);
            let zh = Lang::Zh.notice(notice);
            assert!(!en.trim().is_empty() && !zh.trim().is_empty(), "{notice:?}");
            assert_ne!(en, zh, "{notice:?} is not translated");
            assert!(has_chinese(&zh), "{notice:?}: {zh}");
            assert!(!has_chinese(&en), "{notice:?}: {en}");
            assert_eq!(notice.to_string(), en);
            for data in shows {
                assert!(en.contains(data), "{data:?} missing from {en}");
                assert!(zh.contains(data), "{data:?} missing from {zh}");
            }
        }
        let missing: Vec<usize> = (0..VARIANTS).filter(|&i| !seen[i]).collect();
        assert!(missing.is_empty(), "variants never tried: {missing:?}");
    }

    #[test]
    fn a_record_error_inside_a_notice_keeps_its_line_and_move() {
        let notice = Notice::RecordNotRead {
            from: RecordSource::File("/home/p/bad.psq".into()),
            problem: OpenProblem::NotARecord(taken()),
        };
        assert_eq!(
            Lang::En.notice(&notice),
            "Could not open /home/p/bad.psq: line 7: move 12 (k4) is on a point already taken"
        );
        assert_eq!(
            Lang::Zh.notice(&notice),
            "无法打开 /home/p/bad.psq：第 7 行：第 12 手（k4）下在已有棋子的点上"
        );
        // The other error kinds, too.
        let forbidden = RecordError {
            line: 3,
            kind: RecordErrorKind::Forbidden(MoveRef::new(9, "h8"), Forbidden::DoubleThree),
        };
        assert_eq!(
            Lang::Zh.record_error(&forbidden),
            "第 3 行：第 9 手（h8）是黑棋禁手（三三）"
        );
        let notation = RecordError {
            line: 2,
            kind: RecordErrorKind::BadNotation(PointError::NoRow('q')),
        };
        assert_eq!(Lang::En.record_error(&notation), notation.to_string());
    }
}
