//! JSON files in the player's data folder, kept safe.
//!
//! A [`Store`] reads and writes the game's small files ([`score`] and
//! [`settings`]). It never loses the player's data silently:
//! - a save writes a temporary file beside the target, syncs it to disk and
//!   renames it over the old file, so a crash leaves either the old file or
//!   the new one, never half of one; temporary files a crash left behind
//!   are removed at the next start ([`Store::remove_stale_temporaries`]);
//! - [`Store::update`] re-reads, changes and writes a file under a lock, so
//!   two running games each add their result instead of one overwriting
//!   the other's;
//! - a file that cannot be read or parsed is moved aside (renamed to
//!   `<name>.corrupt-<unix-seconds>`), never overwritten or deleted, and the
//!   player is told where it went;
//! - a data folder that is not a folder is named as the problem.
//!
//! [`score`]: crate::session::score
//! [`settings`]: crate::session::settings
//!
//! ```
//! use gomoku::session::score::{MatchResult, Score, SCORE_FILE};
//! use gomoku::session::store::Store;
//!
//! let dir = tempfile::tempdir()?;
//! let store = Store::at(dir.path());
//! let score = store.update(SCORE_FILE, |score: &mut Score| score.record(MatchResult::Won))?;
//! assert_eq!(score.score, 1100);
//! assert_eq!(store.load::<Score>(SCORE_FILE).value.score, 1100);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::session::notice::{FileProblem, Notice};
use crate::session::read::{MAX_DATA_BYTES, read_regular};

/// Temporary files older than this are left from a crash (a save takes
/// milliseconds); younger ones may be another running game's save.
pub const STALE_TEMPORARY: Duration = Duration::from_secs(60);

/// A loaded value, with a notice for the player when something went wrong
/// and the value is a default instead of what was saved.
#[derive(Clone, Debug, PartialEq)]
pub struct Loaded<T> {
    /// The saved value, or the default.
    pub value: T,
    /// What the player should be told, if anything.
    pub notice: Option<Notice>,
}

/// Why a save failed. `Display` says it in English (for the log); the
/// window tells the player through [`SaveFailure`](crate::session::notice::SaveFailure) and
/// [`crate::i18n::Lang::notice`].
#[derive(Debug)]
pub enum StoreError {
    /// The system named no data folder for this user.
    NoDataDir,
    /// The data folder's path is taken by something that is not a folder.
    NotAFolder {
        /// The data folder's path.
        path: PathBuf,
        /// The file in the way: the folder's path itself, or one above it.
        file: PathBuf,
    },
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

// `Display` for `StoreError` is the words layer's English
// (`i18n::english`).

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::NoDataDir | StoreError::NotAFolder { .. } => None,
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

    /// Whether there is a folder that is (or can become) a folder: not
    /// missing, and not a file in its place or above it.
    #[must_use]
    pub fn is_usable(&self) -> bool {
        self.dir().is_some_and(|dir| not_a_folder(dir).is_none())
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
        self.load_with(name, |bytes| {
            serde_json::from_slice(bytes)
                .map(|value| (value, None))
                .map_err(|err| FileProblem::NotUnderstood(err.to_string()))
        })
    }

    /// Loads `name` with `parse`, which turns the file's bytes into a value
    /// and perhaps a notice (for a value it had to partly repair), or says
    /// what is wrong with the file; the file is then moved aside as with
    /// [`Store::load`].
    pub fn load_with<T: Default>(
        &self,
        name: &str,
        parse: impl FnOnce(&[u8]) -> Result<(T, Option<Notice>), FileProblem>,
    ) -> Loaded<T> {
        let Some(dir) = &self.dir else {
            return Loaded {
                value: T::default(),
                notice: Some(Notice::NoDataDir),
            };
        };
        if let Some(StoreError::NotAFolder { path, file }) = not_a_folder(dir) {
            return Loaded {
                value: T::default(),
                notice: Some(Notice::NotAFolder { path, file }),
            };
        }
        let path = dir.join(name);
        let problem = match read_regular(&path, MAX_DATA_BYTES) {
            Ok(bytes) => match parse(&bytes) {
                Ok((value, notice)) => return Loaded { value, notice },
                Err(problem) => problem,
            },
            Err(err) if err.is_missing() => {
                return Loaded {
                    value: T::default(),
                    notice: None,
                };
            }
            Err(err) => err.into(),
        };
        let notice = match move_aside(&path) {
            Ok(aside) => Notice::MovedAside {
                path,
                problem,
                aside,
            },
            Err(err) => Notice::NotMovedAside {
                path,
                problem,
                error: err.to_string(),
            },
        };
        Loaded {
            value: T::default(),
            notice: Some(notice),
        }
    }

    /// The bytes of `name` as they are, if it is a regular file of at most
    /// `cap` bytes that can be read; nothing is moved aside or reported
    /// (for looking at a file another window may be writing).
    #[must_use]
    pub fn peek(&self, name: &str, cap: u64) -> Option<Vec<u8>> {
        read_regular(&self.dir.as_deref()?.join(name), cap).ok()
    }

    /// Changes the value saved as `name` in one step, under a lock: re-reads
    /// it (a default if missing or unreadable, which is moved aside as with
    /// [`Store::load`]), applies `change` and writes it back atomically.
    /// Another game saving the same file meanwhile waits for the lock, so
    /// neither change is lost. Returns the value written.
    ///
    /// # Errors
    /// As [`Store::save`], and [`StoreError::Io`] when the lock file cannot
    /// be made.
    pub fn update<T: Serialize + DeserializeOwned + Default>(
        &self,
        name: &str,
        change: impl FnOnce(&mut T),
    ) -> Result<T, StoreError> {
        let dir = self.dir.as_deref().ok_or(StoreError::NoDataDir)?;
        if let Some(err) = not_a_folder(dir) {
            return Err(err);
        }
        fs::create_dir_all(dir).map_err(|source| StoreError::Io {
            path: dir.to_path_buf(),
            source,
        })?;
        let lock_path = dir.join(format!(".{name}.lock"));
        let io_error = |source| StoreError::Io {
            path: lock_path.clone(),
            source,
        };
        // The lock file stays (it is empty); the lock is the OS's and goes
        // with the process, so a crash cannot leave it held.
        let lock = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&lock_path)
            .map_err(io_error)?;
        lock.lock().map_err(io_error)?;
        let loaded = self.load::<T>(name);
        if let Some(notice) = loaded.notice {
            log::warn!("{notice}");
        }
        let mut value = loaded.value;
        change(&mut value);
        let saved = self.save(name, &value);
        // Closing the file releases the lock too; unlocking first is tidy.
        let _ = lock.unlock();
        saved.map(|()| value)
    }

    /// Removes the temporary files that saves interrupted by a crash left
    /// behind (older than [`STALE_TEMPORARY`]; younger ones may belong to
    /// a save in progress in another running game). Returns how many went.
    pub fn remove_stale_temporaries(&self) -> usize {
        let Some(dir) = &self.dir else { return 0 };
        let Ok(entries) = fs::read_dir(dir) else {
            return 0;
        };
        let now = SystemTime::now();
        let mut removed = 0;
        for entry in entries.filter_map(Result::ok) {
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if !(name.starts_with('.') && name.contains(".tmp-")) {
                continue;
            }
            let age = entry
                .metadata()
                .and_then(|m| m.modified())
                .ok()
                .and_then(|modified| now.duration_since(modified).ok());
            if age.is_some_and(|age| age >= STALE_TEMPORARY)
                && fs::remove_file(entry.path()).is_ok()
            {
                log::info!("removed {}, left by an interrupted save", name);
                removed += 1;
            }
        }
        removed
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
        if let Some(err) = not_a_folder(dir) {
            return Err(err);
        }
        let mut json = serde_json::to_vec_pretty(value).map_err(|source| StoreError::Encode {
            name: name.to_owned(),
            source,
        })?;
        json.push(b'\n');
        replace_file(dir, name, &json)
    }
}

/// Writes `bytes` to the file at `path` in one step, as [`Store::save`]
/// does: a temporary file beside it, synced, then renamed over it. On any
/// error the old file is left as it was and no temporary file remains.
/// (For records the player saves where they choose.)
///
/// # Errors
/// [`StoreError::Io`] when the folder or file cannot be written (or
/// `path` names no file).
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    let (Some(dir), Some(name)) = (path.parent(), path.file_name()) else {
        return Err(StoreError::Io {
            path: path.to_path_buf(),
            source: io::Error::new(io::ErrorKind::InvalidInput, "not a file name"),
        });
    };
    // `Path::parent` of a bare file name is the empty path: the current
    // folder.
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    replace_file(dir, &name.to_string_lossy(), bytes)
}

/// Replaces `dir/name` with `bytes` through a synced temporary file.
fn replace_file(dir: &Path, name: &str, bytes: &[u8]) -> Result<(), StoreError> {
    fs::create_dir_all(dir).map_err(|source| StoreError::Io {
        path: dir.to_path_buf(),
        source,
    })?;
    let target = dir.join(name);
    let (temp_path, temp_file) = create_temp(dir, name)?;
    let written = write_and_sync(temp_file, bytes)
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

/// The error for a data folder whose path is taken by a file (or that lies
/// below one).
pub(crate) fn not_a_folder(dir: &Path) -> Option<StoreError> {
    // The nearest existing ancestor must be a folder.
    let existing = dir.ancestors().find(|p| fs::symlink_metadata(p).is_ok())?;
    (!existing.is_dir()).then(|| StoreError::NotAFolder {
        path: dir.to_path_buf(),
        file: existing.to_path_buf(),
    })
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
