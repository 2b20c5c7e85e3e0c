//! The player's puzzles as kept in the data folder: how each went
//! ([`Progress`], `puzzles.json`) and the puzzles mined from the player's
//! kept games ([`Mined`], `mined-puzzles.json`).
//!
//! A puzzle solved at the first try comes back after a growing interval
//! (3 days, then 9, …), one solved later or failed sooner; once solved at
//! the first try twice it is retired. A damaged file is moved aside by the
//! [`Store`] with a notice, as the other files are.

use std::collections::{BTreeMap, BTreeSet};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use crate::session::store::{Loaded, Store, StoreError};
use crate::teacher::puzzles::{Puzzle, parse_all};

/// The progress file.
pub const PROGRESS_FILE: &str = "puzzles.json";
/// The file of puzzles mined from kept games.
pub const MINED_FILE: &str = "mined-puzzles.json";
/// First-try solves after which a puzzle is retired.
pub const RETIRE_AFTER: u32 = 2;

/// Today, as days since the Unix epoch (universal time).
#[must_use]
pub fn today() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400)
}

/// How one try at a puzzle went.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Solved with no wrong move, no hint and the solution unseen.
    FirstTry,
    /// Solved after a wrong move or a hint.
    Later,
    /// Given up (the solution shown) or left unsolved.
    Failed,
}

/// What is known of one puzzle.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq)]
#[serde(default)]
pub struct Tally {
    /// Times solved at the first try.
    pub first_try: u32,
    /// Times solved later.
    pub later: u32,
    /// Times failed.
    pub failed: u32,
    /// The last outcome.
    pub last: Option<Outcome>,
    /// Days until it comes back, counted from the last try.
    pub interval: u64,
    /// The day it comes back (days since the Unix epoch).
    pub due: u64,
}

impl Tally {
    /// Whether it is retired: solved at the first try [`RETIRE_AFTER`]
    /// times.
    #[must_use]
    pub fn retired(&self) -> bool {
        self.first_try >= RETIRE_AFTER
    }
}

/// The player's record with the puzzles.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq)]
#[serde(default)]
pub struct Progress {
    /// Each puzzle tried, by id.
    pub puzzles: BTreeMap<String, Tally>,
    /// The last day a puzzle was tried (days since the Unix epoch).
    pub last_day: Option<u64>,
    /// Puzzles tried on that day.
    pub on_last_day: u32,
    /// Days in a row, up to the last day, with a puzzle tried.
    pub streak: u32,
}

impl Progress {
    /// Counts one try at puzzle `id` on `day`, and sets when it comes back.
    pub fn record(&mut self, id: &str, outcome: Outcome, day: u64) {
        let tally = self.puzzles.entry(id.to_string()).or_default();
        match outcome {
            Outcome::FirstTry => {
                tally.first_try += 1;
                tally.interval = (tally.interval * 3).max(3);
            }
            Outcome::Later => {
                tally.later += 1;
                tally.interval = (tally.interval * 2).clamp(1, 2);
            }
            Outcome::Failed => {
                tally.failed += 1;
                tally.interval = 1;
            }
        }
        tally.last = Some(outcome);
        tally.due = day + tally.interval;
        match self.last_day {
            Some(last) if last == day => self.on_last_day += 1,
            Some(last) if last + 1 == day => {
                self.streak += 1;
                self.on_last_day = 1;
            }
            _ => {
                self.streak = 1;
                self.on_last_day = 1;
            }
        }
        self.last_day = Some(day);
    }

    /// Puzzles tried on `day`.
    #[must_use]
    pub fn count_on(&self, day: u64) -> u32 {
        if self.last_day == Some(day) {
            self.on_last_day
        } else {
            0
        }
    }

    /// The streak as of `day`: days in a row with a puzzle, ending today
    /// or yesterday (0 once a day was missed).
    #[must_use]
    pub fn streak_on(&self, day: u64) -> u32 {
        match self.last_day {
            Some(last) if last == day || last + 1 == day => self.streak,
            _ => 0,
        }
    }

    /// The puzzle to give on `day` from `all` (in order of preference):
    /// the one due longest, else the first never tried; retired ones never.
    #[must_use]
    pub fn next<'a>(&self, all: &'a [Puzzle], day: u64) -> Option<&'a Puzzle> {
        let due = all
            .iter()
            .filter_map(|p| Some((self.puzzles.get(&p.id)?, p)))
            .filter(|(t, _)| !t.retired() && t.due <= day)
            .min_by_key(|(t, _)| t.due)
            .map(|(_, p)| p);
        due.or_else(|| all.iter().find(|p| !self.puzzles.contains_key(&p.id)))
    }
}

/// Loads the progress (a damaged file is moved aside: the notice says so).
#[must_use]
pub fn load_progress(store: &Store) -> Loaded<Progress> {
    store.load(PROGRESS_FILE)
}

/// Counts one try in the progress file, merging with what another window
/// wrote meanwhile; returns the progress now saved.
///
/// # Errors
/// As [`Store::update`].
pub fn record_try(
    store: &Store,
    id: &str,
    outcome: Outcome,
    day: u64,
) -> Result<Progress, StoreError> {
    store.update(PROGRESS_FILE, |p: &mut Progress| p.record(id, outcome, day))
}

/// The puzzles mined from kept games, as kept.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq)]
#[serde(default)]
pub struct Mined {
    /// Each puzzle in its text form ([`Puzzle::to_text`]).
    pub puzzles: Vec<String>,
    /// The kept games already mined, by id (mined once).
    pub games: BTreeSet<String>,
}

impl Mined {
    /// The puzzles that read (one that does not is left out, logged).
    #[must_use]
    pub fn read(&self) -> Vec<Puzzle> {
        self.puzzles
            .iter()
            .filter_map(|text| match parse_all(text) {
                Ok(found) => Some(found),
                Err(e) => {
                    log::warn!("a mined puzzle does not read: {e}");
                    None
                }
            })
            .flatten()
            .collect()
    }

    /// Adds the puzzles of game `id` (once).
    pub fn add(&mut self, id: &str, found: &[Puzzle]) {
        if self.games.insert(id.to_string()) {
            self.puzzles.extend(found.iter().map(Puzzle::to_text));
        }
    }
}

/// Loads the mined puzzles (a damaged file is moved aside with a notice).
#[must_use]
pub fn load_mined(store: &Store) -> Loaded<Mined> {
    store.load(MINED_FILE)
}

/// Keeps the puzzles of game `id`, merging with the file as it is now.
///
/// # Errors
/// As [`Store::update`].
pub fn keep_mined(store: &Store, id: &str, found: &[Puzzle]) -> Result<Mined, StoreError> {
    store.update(MINED_FILE, |m: &mut Mined| m.add(id, found))
}
