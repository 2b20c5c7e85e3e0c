//! What a window needs from the data folder before play: the score, its
//! own [`Slot`] for the unfinished game, the unfinished game to offer, and
//! the settling of games a crash cut short. All of it reads files, so the
//! window runs [`start`] on a thread of its own and takes the answer when
//! it comes.

use crate::game::board::Stone;
use crate::session::games::{self, Played};
use crate::session::notice::{Notice, SaveFailure};
use crate::session::score::{self, SCORE_FILE, Score};
use crate::session::settle;
use crate::session::store::{Store, StoreError};
use crate::session::unfinished::{self, MAX_SLOTS, Slot};

/// What [`start`] found.
#[derive(Debug)]
pub struct Startup {
    /// This window's place for its unfinished game; `None` when it cannot
    /// keep one (the notices say why, unless there is no data folder at
    /// all, which the score's notice says).
    pub slot: Option<Slot>,
    /// The score as the file holds it after any settling done here.
    pub score: Score,
    /// The unfinished game to offer, now in this window's slot.
    pub resume: Option<Played>,
    /// The player's colour in the last game counted (for "alternate").
    pub last_human: Option<Stone>,
    /// What the player should be told, one notice per cause.
    pub notices: Vec<Notice>,
}

/// Reads what a window starts with from `store` (see the module docs).
/// With `need_last_colour`, an old score file that does not name the last
/// game's colour is completed from the newest kept game.
#[must_use]
pub fn start(store: &Store, need_last_colour: bool) -> Startup {
    store.remove_stale_temporaries();
    games::remove_stale_temporaries(store);
    let loaded = store.load::<Score>(SCORE_FILE);
    let mut notices: Vec<Notice> = loaded.notice.into_iter().collect();
    let mut score = loaded.value;
    if !store.is_usable() {
        // The score's notice says it: nothing is kept here.
        return Startup {
            slot: None,
            last_human: score.last_human,
            score,
            resume: None,
            notices,
        };
    }
    let slot = match Slot::claim(store) {
        Ok(slot) => Some(slot),
        Err(e) => {
            notices.push(Notice::NoSlot(SaveFailure::from(&e)));
            None
        }
    };
    let (resume, settled_any) = look_at_slots(store, slot.as_ref(), &mut notices);
    if settled_any && let Some(now) = score::peek(store) {
        score = now;
    }
    let last_human = score.last_human.or_else(|| {
        need_last_colour
            .then(|| games::list(store).games.first().map(|g| g.game.human))
            .flatten()
    });
    Startup {
        slot,
        score,
        resume,
        last_human,
        notices,
    }
}

/// Completes the settling of every game whose window has ended, and picks
/// the unfinished game to offer: this window's own, else the newest one
/// another window left (moved into this window's slot, so that no other
/// window offers it too). Returns it, and whether any game was settled.
fn look_at_slots(
    store: &Store,
    own: Option<&Slot>,
    notices: &mut Vec<Notice>,
) -> (Option<Played>, bool) {
    // Locks of other ended windows' slots, held while their files are
    // dealt with.
    let mut held = Vec::new();
    let mut waiting: Vec<(String, Played)> = Vec::new();
    let mut settled_any = false;
    for n in 0..MAX_SLOTS {
        let file = unfinished::slot_file(n);
        if own.is_none_or(|s| s.file() != file) {
            // Only a slot with a file can hold a game (its lock file is not
            // made for nothing).
            let exists = store
                .dir()
                .is_some_and(|dir| std::fs::symlink_metadata(dir.join(&file)).is_ok());
            if !exists {
                continue;
            }
            match Slot::try_take(store, n) {
                Ok(Some(slot)) => held.push(slot),
                Ok(None) => continue,
                Err(e) => {
                    log::warn!("{e}");
                    continue;
                }
            }
        }
        let loaded = unfinished::load_in(store, &file);
        notices.extend(loaded.notice);
        let Some(found) = loaded.value else { continue };
        match found.ending {
            Some(ending) => {
                let settlement = settle::complete(store, Some(&file), &found.game, ending, true);
                settled_any |= settlement.counted.is_ok();
                notices.extend(settlement.notices());
            }
            None => waiting.push((file, found.game)),
        }
    }
    let Some(own) = own else {
        // Without a slot of its own, a window cannot take a game up: it
        // could not keep it.
        return (None, settled_any);
    };
    if let Some((_, game)) = waiting.iter().find(|(file, _)| file == own.file()) {
        return (Some(game.clone()), settled_any);
    }
    let newest = waiting.into_iter().max_by_key(|(_, g)| g.started);
    let resume = newest.and_then(|(file, game)| match adopt(store, own, &file, &game) {
        Ok(()) => Some(game),
        Err(e) => {
            log::warn!("could not take up the unfinished game in {file}: {e}");
            None
        }
    });
    (resume, settled_any)
}

/// Moves `game` from the slot file `from` into `own`.
fn adopt(store: &Store, own: &Slot, from: &str, game: &Played) -> Result<(), StoreError> {
    unfinished::save_in(store, own.file(), game, None)?;
    unfinished::remove_in(store, from)
}
