//! The transposition table: what the search learnt about a position, in a
//! fixed array indexed by the position's hash, kept from one move to the
//! next.
//!
//! Win and loss scores are stored as distances from the position itself
//! (not from the root), so an entry read at another ply still says how
//! many plies the five is away.
//!
//! The search's threads share one table without a lock (Lazy SMP, see
//! `smp.rs`). Each slot is two atomic words: the entry packed into 64 bits
//! (score, depth, bound, move) and the position's key XORed with it (the
//! lock-free scheme of Hyatt and Mann, 2002). A write stores both words,
//! so two threads writing the same slot at once, or a read between the
//! two stores, can leave a key word and an entry word from different
//! writes: the XOR of the pair then no longer gives the key asked for,
//! and the read sees no entry rather than a torn one. Relaxed ordering is
//! enough, as nothing but the pair itself is published through it. One
//! thread alone reads and writes exactly what the plain array it replaces
//! did.

use std::sync::atomic::{AtomicU64, Ordering};

use super::position::WIN;
use crate::game::rules::Rule;

/// The score is exact.
pub(super) const EXACT: u8 = 1;
/// The score is at least this (the search was cut off above).
pub(super) const LOWER: u8 = 2;
/// The score is at most this (no move reached alpha).
pub(super) const UPPER: u8 = 3;

/// Scores beyond this are wins or losses, their distance from [`WIN`] the
/// plies to the five.
const DECIDED: i32 = WIN - 1000;

/// No move stored.
const NO_MOVE: u16 = u16::MAX;

/// One remembered position.
#[derive(Clone, Copy, Default)]
pub(super) struct Slot {
    key: u64,
    score: i32,
    pub(super) depth: u8,
    /// [`EXACT`], [`LOWER`] or [`UPPER`]; 0 for an empty slot.
    pub(super) bound: u8,
    best: u16,
}

impl Slot {
    /// The slot packed into one word: the score's 32 bits, then depth,
    /// bound and move (the key is kept apart).
    fn pack(&self) -> u64 {
        u64::from(self.score as u32)
            | u64::from(self.depth) << 32
            | u64::from(self.bound) << 40
            | u64::from(self.best) << 48
    }

    /// A slot of `key` from its packed word.
    fn unpack(key: u64, data: u64) -> Slot {
        Slot {
            key,
            score: data as u32 as i32,
            depth: (data >> 32) as u8,
            bound: (data >> 40) as u8,
            best: (data >> 48) as u16,
        }
    }

    /// The stored score as seen `ply` plies from the root.
    pub(super) fn score_at(&self, ply: i32) -> i32 {
        if self.score >= DECIDED {
            self.score - ply
        } else if self.score <= -DECIDED {
            self.score + ply
        } else {
            self.score
        }
    }

    /// The best (or refuting) move found here.
    pub(super) fn best(&self) -> Option<usize> {
        (self.best != NO_MOVE).then_some(usize::from(self.best))
    }
}

/// A fixed number of slots, a power of two, each the pair of words
/// `[key ^ entry, entry]` (see the module's notes); all zeros is empty.
#[derive(Default)]
pub(super) struct Table {
    slots: Vec<[AtomicU64; 2]>,
    /// The board size and rule the entries were written for (another
    /// makes them meaningless), and the side whose judgement their scores
    /// are (`None`: even; see `Strength::defence`).
    context: Option<(usize, Rule, Option<usize>)>,
}

/// Fetches the cache line of `slot` without waiting for it.
#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
fn prefetch(slot: &[AtomicU64; 2]) {
    use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
    // SAFETY: a prefetch is a hint that never faults and reads nothing
    // into the program; the pointer is a live reference's anyway.
    unsafe { _mm_prefetch::<_MM_HINT_T0>(std::ptr::from_ref(slot).cast::<i8>()) }
}

/// Elsewhere no hint: the slot is read when probed.
#[cfg(not(target_arch = "x86_64"))]
fn prefetch(_slot: &[AtomicU64; 2]) {}

/// 2^18 slots of 16 bytes: 4 MiB.
const SLOTS: usize = 1 << 18;

impl Table {
    /// Makes the table ready for a search on a board of `size` lines
    /// under `rule`, judged as side `view` judges (`None`: evenly):
    /// allocated on first use, emptied when any of them changed.
    pub(super) fn prepare(&mut self, size: usize, rule: Rule, view: Option<usize>) {
        let context = (size, rule, view);
        if self.slots.is_empty() || self.context != Some(context) {
            self.slots = (0..SLOTS)
                .map(|_| [AtomicU64::new(0), AtomicU64::new(0)])
                .collect();
            self.context = Some(context);
        }
    }

    fn index(&self, key: u64) -> usize {
        (key as usize) & (self.slots.len() - 1)
    }

    /// The entry for `key`, if it is there.
    pub(super) fn probe(&self, key: u64) -> Option<Slot> {
        if self.slots.is_empty() {
            return None;
        }
        let slot = self.read(self.index(key));
        (slot.bound != 0 && slot.key == key).then_some(slot)
    }

    /// Asks the processor to fetch `key`'s slot into its cache: the search
    /// calls it before making a move, so the slot is on hand when the new
    /// position probes it. Only a hint; nothing is read or written.
    pub(super) fn prefetch(&self, key: u64) {
        if !self.slots.is_empty() {
            prefetch(&self.slots[self.index(key)]);
        }
    }

    /// The slot at `i` as its words say (a torn pair reads as another key).
    fn read(&self, i: usize) -> Slot {
        let [check, data] = &self.slots[i];
        let data = data.load(Ordering::Relaxed);
        Slot::unpack(check.load(Ordering::Relaxed) ^ data, data)
    }

    /// Stores what a search `depth` plies deep found at `ply` from the
    /// root. A deeper entry of the same position is kept unless the new one
    /// is exact; another position's entry is replaced.
    pub(super) fn store(
        &self,
        key: u64,
        depth: u32,
        score: i32,
        ply: i32,
        bound: u8,
        best: Option<usize>,
    ) {
        if self.slots.is_empty() {
            return;
        }
        let i = self.index(key);
        let old = self.read(i);
        let depth = depth.min(u32::from(u8::MAX)) as u8;
        if old.bound != 0 && old.key == key && old.depth > depth && bound != EXACT {
            return;
        }
        let score = if score >= DECIDED {
            score + ply
        } else if score <= -DECIDED {
            score - ply
        } else {
            score
        };
        let data = Slot {
            key,
            score,
            depth,
            bound,
            best: best.map_or(NO_MOVE, |m| m as u16),
        }
        .pack();
        let [check, word] = &self.slots[i];
        word.store(data, Ordering::Relaxed);
        check.store(key ^ data, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_prefetch_changes_nothing_and_needs_no_slots() {
        // Not prepared yet: no slots to fetch, and no panic.
        let mut table = Table::default();
        table.prefetch(0x1234_5678);
        assert!(table.probe(0x1234_5678).is_none());
        table.prepare(13, Rule::Freestyle, None);
        table.store(77, 4, 120, 0, EXACT, Some(9));
        table.prefetch(77);
        table.prefetch(78);
        let e = table.probe(77).expect("stored");
        assert_eq!((e.score_at(0), e.best()), (120, Some(9)));
        assert!(table.probe(78).is_none());
    }

    #[test]
    fn wins_keep_their_distance_from_the_position() {
        let mut table = Table::default();
        table.prepare(13, Rule::Freestyle, None);
        // Found 3 plies from the root: a five 5 plies from there.
        table.store(42, 4, WIN - 8, 3, EXACT, Some(7));
        let slot = table.probe(42).expect("stored");
        // Read again 5 plies from the root: still 5 plies away.
        assert_eq!(slot.score_at(5), WIN - 10);
        assert_eq!(slot.best(), Some(7));
        table.store(43, 4, -(WIN - 8), 3, EXACT, None);
        assert_eq!(table.probe(43).expect("stored").score_at(1), -(WIN - 6));
        assert_eq!(table.probe(43).expect("stored").best(), None);
    }

    #[test]
    fn deeper_entries_survive_shallower_bounds() {
        let mut table = Table::default();
        table.prepare(13, Rule::Freestyle, None);
        table.store(9, 6, 100, 0, LOWER, Some(1));
        table.store(9, 2, 50, 0, UPPER, Some(2));
        let slot = table.probe(9).expect("stored");
        assert_eq!((slot.depth, slot.score_at(0)), (6, 100));
        table.store(9, 2, 60, 0, EXACT, Some(3));
        assert_eq!(table.probe(9).expect("stored").best(), Some(3));
        assert!(table.probe(9 + SLOTS as u64).is_none(), "another key");
    }

    #[test]
    fn another_board_size_or_judgement_empties_the_table() {
        let mut table = Table::default();
        table.prepare(13, Rule::Freestyle, None);
        table.store(5, 1, 1, 0, EXACT, None);
        table.prepare(13, Rule::Freestyle, None);
        assert!(table.probe(5).is_some());
        table.prepare(13, Rule::Renju, None);
        assert!(table.probe(5).is_none());
        table.store(5, 1, 1, 0, EXACT, None);
        table.prepare(15, Rule::Renju, None);
        assert!(table.probe(5).is_none());
        // Scores judged as black sees them are not white's.
        table.store(5, 1, 1, 0, EXACT, None);
        table.prepare(15, Rule::Renju, Some(0));
        assert!(table.probe(5).is_none());
        table.store(5, 1, 1, 0, EXACT, None);
        table.prepare(15, Rule::Renju, Some(0));
        assert!(table.probe(5).is_some());
        table.prepare(15, Rule::Renju, Some(1));
        assert!(table.probe(5).is_none());
    }

    #[test]
    fn a_torn_slot_reads_as_no_entry() {
        let mut table = Table::default();
        table.prepare(13, Rule::Freestyle, None);
        table.store(77, 3, 10, 0, EXACT, Some(4));
        table.store(77 + SLOTS as u64, 5, -20, 0, LOWER, Some(9));
        let i = table.index(77);
        // The entry word of the second write with the key word of the
        // first, as a read between another thread's two stores sees it.
        let first = Slot {
            key: 77,
            score: 10,
            depth: 3,
            bound: EXACT,
            best: 4,
        }
        .pack();
        table.slots[i][0].store(77 ^ first, Ordering::Relaxed);
        assert!(table.probe(77).is_none());
        assert!(table.probe(77 + SLOTS as u64).is_none());
        table.slots[i][1].store(first, Ordering::Relaxed);
        let slot = table.probe(77).expect("a whole pair again");
        assert_eq!((slot.score_at(0), slot.best()), (10, Some(4)));
    }

    #[test]
    fn threads_writing_one_table_never_read_a_mixed_entry() {
        let mut table = Table::default();
        table.prepare(13, Rule::Freestyle, None);
        // Few slots' worth of keys, so the threads keep overwriting each
        // other; every entry's fields follow from its key, so an entry
        // made of two writes would show.
        let keys = |t: u64| (0..4096u64).map(move |k| (k % 64) + (k / 64) * SLOTS as u64 + t);
        let fields = |key: u64| (key.wrapping_mul(7) as i32 % 5000, (key % 200) as u32);
        let table = &table;
        std::thread::scope(|s| {
            for t in 0..2 {
                s.spawn(move || {
                    for _ in 0..200 {
                        for key in keys(t) {
                            let (score, best) = fields(key);
                            table.store(key, 1, score, 0, EXACT, Some(best as usize));
                            if let Some(e) = table.probe(key ^ 1) {
                                let (score, best) = fields(key ^ 1);
                                assert_eq!(e.score_at(0), score);
                                assert_eq!(e.best(), Some(best as usize));
                            }
                        }
                    }
                });
            }
        });
    }
}
