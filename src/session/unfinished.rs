//! The unfinished game: the game in progress, saved in the data folder
//! after every move so that closing the window (or a crash) does not lose
//! it, and offered at the next start ("Resume your unfinished game?").
//!
//! The file, `unfinished.json` ([`UNFINISHED_FILE`]), is a
//! [`Played`]: size, rule, level, the player's colour and every move with
//! its time. It is written atomically by the [`Store`] (killing the
//! process loses at most the move being written) and removed when the game
//! ends ([`games::finish`]). A damaged file
//! is moved aside and reported, like any other of the game's files; it
//! touches nothing else, the score least of all.

use std::fs;
use std::io;

use crate::session::games::{self, Played};
use crate::session::notice::{FileProblem, Notice};
use crate::session::store::{Loaded, Store, StoreError};

/// The file name of the unfinished game.
pub const UNFINISHED_FILE: &str = "unfinished.json";

/// Saves `played` as the unfinished game, replacing the last one.
///
/// # Errors
/// As [`Store::save`].
pub fn save(store: &Store, played: &Played) -> Result<(), StoreError> {
    store.save(UNFINISHED_FILE, played)
}

/// The unfinished game worth resuming, if there is one: its moves replay,
/// it is not over, the player has placed a stone and it was not kept
/// already (a file left by a crash just after the game was counted). A
/// file holding any other game is removed. A file that cannot be read,
/// parsed or replayed is moved aside and the notice says so (never a
/// panic; no other file is touched). A store without a folder has no
/// unfinished game and no notice (the score's notice says it already).
#[must_use]
pub fn load(store: &Store) -> Loaded<Option<Played>> {
    if store.dir().is_none() {
        return Loaded {
            value: None,
            notice: None,
        };
    }
    let loaded = store.load_with(UNFINISHED_FILE, |bytes| {
        let played: Played = serde_json::from_slice(bytes)
            .map_err(|err| FileProblem::NotUnderstood(err.to_string()))?;
        let record = played.to_record().map_err(FileProblem::MovesDoNotReplay)?;
        let over = record.game().outcome().is_some();
        Ok((Some((played, over)), None))
    });
    let notice = loaded.notice.map(|n| Notice::UnfinishedLost(Box::new(n)));
    let value = match loaded.value {
        Some((played, over)) => {
            if over || played.human_moves() == 0 || games::is_kept(store, &played.id) {
                if let Err(err) = remove(store) {
                    log::warn!("{err}");
                }
                None
            } else {
                Some(played)
            }
        }
        None => None,
    };
    Loaded { value, notice }
}

/// Removes the unfinished game's file (there being none is fine).
///
/// # Errors
/// [`StoreError::Io`] when it exists and cannot be removed;
/// [`StoreError::NoDataDir`] without a folder.
pub fn remove(store: &Store) -> Result<(), StoreError> {
    let dir = store.dir().ok_or(StoreError::NoDataDir)?;
    let path = dir.join(UNFINISHED_FILE);
    match fs::remove_file(&path) {
        Ok(()) => Ok(()),
        Err(err) if err.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(source) => Err(StoreError::Io { path, source }),
    }
}

/// Removes the unfinished game's file if it holds the game `id` (another
/// window's game, or a file that cannot be read, stays for [`load`] to
/// deal with).
///
/// # Errors
/// As [`remove`].
pub fn clear(store: &Store, id: &str) -> Result<(), StoreError> {
    let Some(dir) = store.dir() else {
        return Ok(());
    };
    let Ok(bytes) = fs::read(dir.join(UNFINISHED_FILE)) else {
        return Ok(());
    };
    match serde_json::from_slice::<Played>(&bytes) {
        Ok(played) if played.id == id => remove(store),
        _ => Ok(()),
    }
}
