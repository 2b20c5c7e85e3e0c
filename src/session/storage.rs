//! What the game remembers between runs: the running [`Score`] and the
//! player's [`Settings`], kept as small JSON files in the user's data folder.
//!
//! A [`Store`] reads and writes those files. It never loses the player's
//! data silently:
//! - a save writes a temporary file beside the target, syncs it to disk and
//!   renames it over the old file, so a crash leaves either the old file or
//!   the new one, never half of one;
//! - a file that cannot be read or parsed is moved aside (renamed to
//!   `<name>.corrupt-<unix-seconds>`), never overwritten or deleted, and the
//!   player is told where it went.
//!
//! ```
//! use gomoku::session::storage::{MatchResult, Score, Store, SCORE_FILE};
//!
//! let dir = tempfile::tempdir()?;
//! let store = Store::at(dir.path());
//! let mut score = store.load::<Score>(SCORE_FILE).value;
//! score.record(MatchResult::Won);
//! store.save(SCORE_FILE, &score)?;
//! assert_eq!(store.load::<Score>(SCORE_FILE).value.score, 1100);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::engine::Level;
use crate::game::board::DEFAULT_SIZE;
use crate::game::rules::Rule;

/// The score a new player starts with.
pub const START_SCORE: i64 = 1000;

/// Points gained for a win and lost for a loss.
pub const POINTS_PER_GAME: i64 = 100;

/// The file name of the running [`Score`].
pub const SCORE_FILE: &str = "score.json";

/// The file name of the player's [`Settings`].
pub const SETTINGS_FILE: &str = "settings.json";

/// How a game ended, from the human player's side of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatchResult {
    /// The human made five in a row.
    Won,
    /// The computer made five in a row.
    Lost,
    /// The board filled up with no winner.
    Drawn,
}

/// The running score and the record behind it.
///
/// Fields missing from the file take their default, so a file written by an
/// older version still loads.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(default)]
pub struct Score {
    /// The points: [`START_SCORE`], plus or minus [`POINTS_PER_GAME`] per
    /// decided game. It may go below zero.
    pub score: i64,
    /// Games the human won.
    pub wins: u32,
    /// Games the human lost.
    pub losses: u32,
    /// Games that ended with a full board.
    pub draws: u32,
}

impl Default for Score {
    fn default() -> Score {
        Score {
            score: START_SCORE,
            wins: 0,
            losses: 0,
            draws: 0,
        }
    }
}

impl Score {
    /// Counts a finished game: a win adds [`POINTS_PER_GAME`], a loss takes
    /// them away, a draw leaves the score as it is.
    pub fn record(&mut self, result: MatchResult) {
        // Saturating: the numbers come from a file the player can edit, and
        // an absurd value there must not crash the game.
        match result {
            MatchResult::Won => {
                self.score = self.score.saturating_add(POINTS_PER_GAME);
                self.wins = self.wins.saturating_add(1);
            }
            MatchResult::Lost => {
                self.score = self.score.saturating_sub(POINTS_PER_GAME);
                self.losses = self.losses.saturating_add(1);
            }
            MatchResult::Drawn => self.draws = self.draws.saturating_add(1),
        }
    }
}

/// The player's choices, remembered between runs.
///
/// Fields missing from the file take their default and unknown fields are
/// ignored, so files from older and newer versions load. The values are
/// whatever the file says: callers check `board_size` (see
/// [`Board::new`](crate::game::board::Board::new)) and `window_size` before use.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(default)]
pub struct Settings {
    /// The computer's strength.
    pub level: Level,
    /// Whether music and sound effects are off.
    pub muted: bool,
    /// The window's last inner size in points, if known.
    pub window_size: Option<[f32; 2]>,
    /// The window's last position on the desktop in points, if known.
    pub window_pos: Option<[f32; 2]>,
    /// Lines on the board (13, 15 or 19 in the menu).
    pub board_size: usize,
    /// The rule set new games are played under.
    pub rule: Rule,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            level: Level::default(),
            muted: false,
            window_size: None,
            window_pos: None,
            board_size: DEFAULT_SIZE,
            rule: Rule::default(),
        }
    }
}

/// A loaded value, with a message for the player when something went wrong
/// and the value is a default instead of what was saved.
#[derive(Clone, Debug, PartialEq)]
pub struct Loaded<T> {
    /// The saved value, or the default.
    pub value: T,
    /// What the player should be told, if anything.
    pub notice: Option<String>,
}

/// Why a save failed. The messages are written to be shown to the player.
#[derive(Debug)]
pub enum StoreError {
    /// The system named no data folder for this user.
    NoDataDir,
    /// Reading or writing `path` failed.
    Io {
        /// The file or folder that could not be written.
        path: PathBuf,
        /// What the operating system said.
        source: io::Error,
    },
    /// The value could not be turned into JSON.
    Encode {
        /// The file it was meant for.
        name: String,
        /// What the encoder said.
        source: serde_json::Error,
    },
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::NoDataDir => write!(
                f,
                "no data folder was found for this user, so progress can't be saved"
            ),
            StoreError::Io { path, source } => {
                write!(f, "could not save to {}: {source}", path.display())
            }
            StoreError::Encode { name, source } => {
                write!(f, "could not encode {name}: {source}")
            }
        }
    }
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::NoDataDir => None,
            StoreError::Io { source, .. } => Some(source),
            StoreError::Encode { source, .. } => Some(source),
        }
    }
}

/// JSON files in one folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Store {
    dir: Option<PathBuf>,
}

/// Makes temp-file names unique between saves of the same process.
static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

impl Store {
    /// The user's data folder for this game (for example
    /// `~/.local/share/gomoku` on Linux), or a store that saves nothing when
    /// the system names none (no home directory).
    #[must_use]
    pub fn default_location() -> Store {
        Store {
            dir: directories::ProjectDirs::from("", "", "gomoku")
                .map(|dirs| dirs.data_dir().to_path_buf()),
        }
    }

    /// A store in `dir` (created on the first save).
    #[must_use]
    pub fn at(dir: impl Into<PathBuf>) -> Store {
        Store {
            dir: Some(dir.into()),
        }
    }

    /// A store with no folder: it loads defaults and saves nothing, like
    /// [`Store::default_location`] on a system with no data folder. For
    /// tests and runs that must leave no trace.
    #[must_use]
    pub fn nowhere() -> Store {
        Store { dir: None }
    }

    /// The folder, if there is one.
    #[must_use]
    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    /// Loads `name`, or the default when there is nothing usable.
    ///
    /// A missing file is a first run: the default, and no notice. A file
    /// that cannot be read or parsed is moved aside (see the module docs) and
    /// the notice says where it went.
    pub fn load<T: DeserializeOwned + Default>(&self, name: &str) -> Loaded<T> {
        let Some(dir) = &self.dir else {
            return Loaded {
                value: T::default(),
                notice: Some(
                    "No data folder was found for this user: progress won't be saved.".to_owned(),
                ),
            };
        };
        let path = dir.join(name);
        let problem = match fs::read(&path) {
            Ok(bytes) => match serde_json::from_slice(&bytes) {
                Ok(value) => {
                    return Loaded {
                        value,
                        notice: None,
                    };
                }
                Err(err) => format!("could not be understood ({err})"),
            },
            Err(err) if err.kind() == io::ErrorKind::NotFound => {
                return Loaded {
                    value: T::default(),
                    notice: None,
                };
            }
            Err(err) => format!("could not be read ({err})"),
        };
        let notice = match move_aside(&path) {
            Ok(aside) => format!(
                "{} {problem}. It was kept as {} and a fresh one was started.",
                path.display(),
                aside.display()
            ),
            Err(err) => format!(
                "{} {problem}, and it could not be moved aside ({err}). Defaults are used \
                 for now; please move the file away yourself to keep it.",
                path.display()
            ),
        };
        Loaded {
            value: T::default(),
            notice: Some(notice),
        }
    }

    /// Saves `value` as pretty JSON in `name`, replacing the old file in one
    /// step: on any error the old file is left as it was and no temporary
    /// file is left behind.
    ///
    /// # Errors
    /// [`StoreError::NoDataDir`] when the store has no folder,
    /// [`StoreError::Io`] when the folder or file cannot be written, and
    /// [`StoreError::Encode`] when `value` has no JSON form.
    pub fn save<T: Serialize>(&self, name: &str, value: &T) -> Result<(), StoreError> {
        let dir = self.dir.as_deref().ok_or(StoreError::NoDataDir)?;
        let mut json = serde_json::to_vec_pretty(value).map_err(|source| StoreError::Encode {
            name: name.to_owned(),
            source,
        })?;
        json.push(b'\n');
        fs::create_dir_all(dir).map_err(|source| StoreError::Io {
            path: dir.to_path_buf(),
            source,
        })?;
        let target = dir.join(name);
        let (temp_path, temp_file) = create_temp(dir, name)?;
        let written = write_and_sync(temp_file, &json)
            .and_then(|()| fs::rename(&temp_path, &target))
            .map_err(|source| StoreError::Io {
                path: target.clone(),
                source,
            });
        if written.is_err() {
            // Best effort: the error that matters is the one being returned.
            let _ = fs::remove_file(&temp_path);
            return written;
        }
        // Make the rename itself durable. Not every platform can open a
        // folder (Windows cannot), and the data is already safely in place,
        // so a failure here is not worth reporting.
        if let Ok(folder) = File::open(dir) {
            let _ = folder.sync_all();
        }
        Ok(())
    }
}

/// Creates a fresh temporary file for `name` in `dir`, hidden and named
/// after the process so that two running games cannot collide.
fn create_temp(dir: &Path, name: &str) -> Result<(PathBuf, File), StoreError> {
    let pid = std::process::id();
    let mut last_error = None;
    // A name can only be taken by a file left behind by an earlier crash of
    // a process with the same id; a few tries step past it.
    for _ in 0..16 {
        let n = TEMP_COUNTER.fetch_add(1, Ordering::Relaxed);
        let path = dir.join(format!(".{name}.tmp-{pid}-{n}"));
        match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(file) => return Ok((path, file)),
            Err(err) if err.kind() == io::ErrorKind::AlreadyExists => last_error = Some(err),
            Err(source) => return Err(StoreError::Io { path, source }),
        }
    }
    Err(StoreError::Io {
        path: dir.join(name),
        source: last_error.unwrap_or_else(|| io::Error::other("no free temporary file name")),
    })
}

fn write_and_sync(mut file: File, bytes: &[u8]) -> io::Result<()> {
    file.write_all(bytes)?;
    file.sync_all()
}

/// Renames `path` to `<path>.corrupt-<unix-seconds>` (with `-2`, `-3` …
/// appended if that is taken) and returns the new path.
fn move_aside(path: &Path) -> io::Result<PathBuf> {
    let seconds = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs());
    for n in 1..=1000 {
        // Built on the OS string so a non-UTF-8 path stays exact.
        let mut aside = path.as_os_str().to_owned();
        aside.push(format!(".corrupt-{seconds}"));
        if n > 1 {
            aside.push(format!("-{n}"));
        }
        let aside = PathBuf::from(aside);
        // `rename` would replace an existing file, and an older aside file
        // is the player's data too.
        if fs::symlink_metadata(&aside).is_ok() {
            continue;
        }
        fs::rename(path, &aside)?;
        return Ok(aside);
    }
    Err(io::Error::other("too many files were already moved aside"))
}
