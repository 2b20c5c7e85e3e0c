//! The unfinished game: the game in progress, saved in the data folder
//! after every move so that closing the window (or a crash) does not lose
//! it, and offered at the next start ("Resume your unfinished game?").
//!
//! Each running window keeps its game in a [`Slot`] of its own:
//! `unfinished.json` ([`UNFINISHED_FILE`]) for the first,
//! `unfinished-1.json`, `unfinished-2.json` … for windows opened beside
//! it. A window holds its slot's lock (`.unfinished.json.lock`, the
//! operating system's, gone with the process) for as long as it runs, so
//! two windows never write over each other's game, and a slot whose lock
//! is free belongs to a window that has ended: its game is offered at the
//! next start ([`crate::session::startup`]).
//!
//! The file is an [`Unfinished`]: a [`Played`] (size, rule, level, the
//! player's colour, every move with its time) and, while a finished game
//! is being settled, its [`Ending`]. That makes the file the settlement's
//! journal: a crash between counting the game and keeping it leaves the
//! ending here, and the next start completes the settlement instead of
//! offering the game again ([`crate::session::settle`]).
//!
//! It is written atomically by the [`Store`]. A damaged file is moved
//! aside and reported, like any other of the game's files; it touches
//! nothing else, the score least of all.

use std::fs::{self, File, OpenOptions};
use std::io;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::session::games::{self, GameResult, Played};
use crate::session::notice::{FileProblem, Notice};
use crate::session::store::{Loaded, Store, StoreError};

/// The file name of the first window's unfinished game.
pub const UNFINISHED_FILE: &str = "unfinished.json";

/// How many windows on one data folder can each keep an unfinished game.
pub const MAX_SLOTS: usize = 8;

/// The largest unfinished game's file read (a 22×22 board full of moves
/// is about 40 KiB).
const MAX_FILE: u64 = 1 << 20;

/// What an unfinished game's file holds.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Unfinished {
    /// The game as played so far.
    #[serde(flatten)]
    pub game: Played,
    /// How it ended, once it has and while it is being settled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ending: Option<Ending>,
}

/// How a game being settled ended.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ending {
    /// The result, from the player's side.
    pub result: GameResult,
    /// When it ended, in seconds since the Unix epoch.
    pub ended: u64,
}

/// The file name of slot `n`.
#[must_use]
pub fn slot_file(n: usize) -> String {
    if n == 0 {
        UNFINISHED_FILE.to_owned()
    } else {
        format!("unfinished-{n}.json")
    }
}

/// A window's own place for its unfinished game, held (locked) while the
/// window runs.
#[derive(Debug)]
pub struct Slot {
    file: String,
    /// Held for the slot's life; closing it releases the lock.
    _lock: File,
}

impl Slot {
    /// Takes the first slot no running window holds.
    ///
    /// # Errors
    /// [`StoreError::NoDataDir`] without a folder, [`StoreError::NotAFolder`]
    /// when the folder is a file, [`StoreError::Io`] when a lock file
    /// cannot be made or every slot is taken ([`io::ErrorKind::WouldBlock`]).
    pub fn claim(store: &Store) -> Result<Slot, StoreError> {
        for n in 0..MAX_SLOTS {
            if let Some(slot) = Slot::try_take(store, n)? {
                return Ok(slot);
            }
        }
        let dir = store.dir().ok_or(StoreError::NoDataDir)?;
        Err(StoreError::Io {
            path: dir.join(UNFINISHED_FILE),
            source: io::Error::new(
                io::ErrorKind::WouldBlock,
                format!("{MAX_SLOTS} windows already keep an unfinished game here"),
            ),
        })
    }

    /// Slot `n` if no running window holds it; `None` if one does.
    ///
    /// # Errors
    /// As [`Slot::claim`], for this slot's lock file.
    pub fn try_take(store: &Store, n: usize) -> Result<Option<Slot>, StoreError> {
        let dir = store.dir().ok_or(StoreError::NoDataDir)?;
        if let Some(err) = crate::session::store::not_a_folder(dir) {
            return Err(err);
        }
        fs::create_dir_all(dir).map_err(|source| StoreError::Io {
            path: dir.to_path_buf(),
            source,
        })?;
        let file = slot_file(n);
        let lock_path = dir.join(format!(".{file}.lock"));
        let lock = open_lock(&lock_path).map_err(|source| StoreError::Io {
            path: lock_path.clone(),
            source,
        })?;
        match lock.try_lock() {
            Ok(()) => Ok(Some(Slot { file, _lock: lock })),
            Err(fs::TryLockError::WouldBlock) => Ok(None),
            Err(fs::TryLockError::Error(source)) => Err(StoreError::Io {
                path: lock_path,
                source,
            }),
        }
    }

    /// The slot's file name (`unfinished.json`, `unfinished-1.json` …).
    #[must_use]
    pub fn file(&self) -> &str {
        &self.file
    }
}

/// Opens a lock file, making it if needed; a lock file that exists in a
/// folder that can no longer be written is opened for reading (a lock
/// needs no more).
fn open_lock(path: &Path) -> io::Result<File> {
    match OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(path)
    {
        Ok(file) => Ok(file),
        Err(err) if err.kind() == io::ErrorKind::PermissionDenied => {
            File::open(path).map_err(|_| err)
        }
        Err(err) => Err(err),
    }
}

/// Saves `played` as the unfinished game in slot 0, replacing the last one.
///
/// # Errors
/// As [`Store::save`].
pub fn save(store: &Store, played: &Played) -> Result<(), StoreError> {
    save_in(store, UNFINISHED_FILE, played, None)
}

/// Saves `played` (with its `ending` while it is being settled) in the
/// slot file `file`.
///
/// # Errors
/// As [`Store::save`].
pub fn save_in(
    store: &Store,
    file: &str,
    played: &Played,
    ending: Option<Ending>,
) -> Result<(), StoreError> {
    store.save(
        file,
        &Unfinished {
            game: played.clone(),
            ending,
        },
    )
}

/// The unfinished game of slot 0 worth resuming ([`load_in`]).
#[must_use]
pub fn load(store: &Store) -> Loaded<Option<Played>> {
    let loaded = load_in(store, UNFINISHED_FILE);
    Loaded {
        value: loaded
            .value
            .and_then(|u| u.ending.is_none().then_some(u.game)),
        notice: loaded.notice,
    }
}

/// What slot file `file` holds that still matters: a game worth resuming
/// (its moves replay, it is not over, the player has placed a stone, it
/// was not counted or kept already), or a game whose settling a crash cut
/// short (it has an [`Ending`]). A file holding any other game is
/// removed. A file that cannot be read, parsed or replayed is moved aside
/// and the notice says so (never a panic; no other file is touched). A
/// store without a usable folder has no unfinished game and no notice
/// (the score's notice says it already).
#[must_use]
pub fn load_in(store: &Store, file: &str) -> Loaded<Option<Unfinished>> {
    if !store.is_usable() {
        return Loaded {
            value: None,
            notice: None,
        };
    }
    let loaded = store.load_with(file, |bytes| {
        let mut unfinished: Unfinished = serde_json::from_slice(bytes)
            .map_err(|err| FileProblem::NotUnderstood(err.to_string()))?;
        let record = unfinished
            .game
            .to_record()
            .map_err(FileProblem::MovesDoNotReplay)?;
        let over = record.game().outcome().is_some();
        unfinished.game.id = games::usable_id(&unfinished.game);
        Ok((Some((unfinished, over)), None))
    });
    let notice = loaded.notice.map(|n| Notice::UnfinishedLost(Box::new(n)));
    let value = match loaded.value {
        Some((unfinished, _)) if unfinished.ending.is_some() => Some(unfinished),
        Some((unfinished, over)) => {
            let played = &unfinished.game;
            let counted = || {
                crate::session::score::peek(store)
                    .is_some_and(|score| score.has_settled(&played.id))
                    || games::is_kept(store, &played.id)
            };
            if over || played.human_moves() == 0 || counted() {
                if let Err(err) = remove_in(store, file) {
                    log::warn!("{err}");
                }
                None
            } else {
                Some(unfinished)
            }
        }
        None => None,
    };
    Loaded { value, notice }
}

/// Removes the slot file `file` (there being none is fine).
///
/// # Errors
/// [`StoreError::Io`] when it exists and cannot be removed;
/// [`StoreError::NoDataDir`] without a folder.
pub fn remove_in(store: &Store, file: &str) -> Result<(), StoreError> {
    let dir = store.dir().ok_or(StoreError::NoDataDir)?;
    let path = dir.join(file);
    match fs::remove_file(&path) {
        Ok(()) => Ok(()),
        Err(err) if err.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(source) => Err(StoreError::Io { path, source }),
    }
}

/// Removes the slot file `file` if it holds the game `id` (a file holding
/// another game, or one that cannot be read, stays for [`load_in`] to deal
/// with).
///
/// # Errors
/// As [`remove_in`].
pub fn clear_in(store: &Store, file: &str, id: &str) -> Result<(), StoreError> {
    let Some(bytes) = store.peek(file, MAX_FILE) else {
        return Ok(());
    };
    match serde_json::from_slice::<Unfinished>(&bytes) {
        Ok(held) if held.game.id == id || games::usable_id(&held.game) == id => {
            remove_in(store, file)
        }
        _ => Ok(()),
    }
}
