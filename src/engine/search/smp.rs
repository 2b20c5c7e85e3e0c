//! Lazy SMP: master's alpha-beta search on more than one thread
//! ([`crate::engine::Limits::threads`]).
//!
//! The published scheme (Lazy SMP, as Dan Homan named it in 2013; most
//! engines, Stockfish among them, have run it since 2015): every helper
//! runs the same iterative deepening over the same root moves as the main
//! thread, on its own copy of the position and with its own killer moves,
//! and writes what it learns into the one transposition table they all
//! share (lock-free: see `table.rs`). The main thread finds the helpers'
//! entries there — bounds for positions it has not reached yet, best
//! moves to try first — and so gets through its own iterations sooner.
//! Only the main thread's result is reported; a helper's own result is
//! thrown away. Odd helpers start a ply deeper than the main thread, so
//! the threads work at two depths at once.
//!
//! Depths alone were not enough here: searching the same tree in the same
//! order, the threads soon caught each other up and searched the same
//! nodes side by side (two threads took as long as one to a depth). So
//! the threads also tell each other which moves they are in the middle of
//! ([`Busy`]) and put such a move off until the node's other moves are
//! done (ABDADA's rule); with that, two threads reach a depth 1.5 to 2
//! times sooner on this 2-core machine (`benches/threads.rs`, the README).
//!
//! The helpers run as scoped threads inside the main thread's search: they
//! stop when it stops, however it stops (its depth reached, a forced win
//! found, the deadline, the caller's cancel, its node budget, even a
//! panic), and none outlives the search. They end at the same deadline on
//! their own too. Helpers have no node budget of their own: the caller's
//! budget is the main thread's, and the helpers stop with it.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread::{self, Scope};
use std::time::Instant;

use super::Strength;
use super::alphabeta::Searcher;
use super::clock::Clock;
use super::position::{Colour, Position, WIN};
use super::table::Table;
use crate::engine::Limits;

/// The moves the threads are searching, by the position they are played
/// in: a thread about to search a later move that another thread is in
/// the middle of puts it off and searches it after the node's other
/// moves, when the other thread's result is often in the table (ABDADA's
/// rule, Weill 1996). Without it the threads, searching the same tree in
/// the same order, catch each other up and search the same nodes side by
/// side. A fixed array of atomic tags: two moves that share a slot only
/// put each other off or not, never change a result.
pub(super) struct Busy {
    slots: Vec<AtomicU64>,
}

/// 2^14 slots of 8 bytes: 128 KiB.
const BUSY_SLOTS: usize = 1 << 14;

/// A move being searched: its mark is taken back when this is dropped.
pub(super) struct Searching<'b> {
    slot: &'b AtomicU64,
    tag: u64,
}

impl Drop for Searching<'_> {
    fn drop(&mut self) {
        // Only our own mark (another thread may have put its own since).
        let _ = self
            .slot
            .compare_exchange(self.tag, 0, Ordering::Relaxed, Ordering::Relaxed);
    }
}

impl Busy {
    /// A table with no move marked.
    pub(super) fn new() -> Busy {
        Busy {
            slots: (0..BUSY_SLOTS).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    /// The slot and tag of move `m` in the position of hash `key`.
    fn tag(&self, key: u64, m: usize) -> (&AtomicU64, u64) {
        // 0 is a free slot.
        let tag = (key ^ (m as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)).max(1);
        (&self.slots[tag as usize & (BUSY_SLOTS - 1)], tag)
    }

    /// Whether another thread is searching move `m` of position `key`.
    pub(super) fn is_busy(&self, key: u64, m: usize) -> bool {
        let (slot, tag) = self.tag(key, m);
        slot.load(Ordering::Relaxed) == tag
    }

    /// Marks move `m` of position `key` as searched until the mark drops.
    pub(super) fn enter(&self, key: u64, m: usize) -> Searching<'_> {
        let (slot, tag) = self.tag(key, m);
        slot.store(tag, Ordering::Relaxed);
        Searching { slot, tag }
    }
}

/// What the helpers search: the main thread's root, table and deadline.
pub(super) struct Helpers<'a> {
    /// The level's strength (its depth, width and evaluation).
    pub(super) strength: Strength,
    /// The side whose move is searched, judging as it does (`None`:
    /// evenly; see `Strength::defence`).
    pub(super) view: Option<Colour>,
    /// The table every thread reads and writes.
    pub(super) table: &'a Table,
    /// The moves the threads are searching.
    pub(super) busy: &'a Busy,
    /// How many lines the search keeps exact (an analysis's multi-PV).
    pub(super) keep: usize,
    /// When the alpha-beta search ends.
    pub(super) search_end: Instant,
    /// Where the helpers add the nodes they search.
    pub(super) nodes: &'a AtomicU64,
}

/// Stops the helpers when dropped: the main thread holds it for as long as
/// its search runs.
pub(super) struct StopHelpers(Arc<AtomicBool>);

impl Drop for StopHelpers {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

impl<'a> Helpers<'a> {
    /// Starts `count` helper threads in `scope`, each on its own copy of
    /// `pos` and its `root_moves` (best first so far); fewer if the system
    /// will not start them: the search goes on with those it has. The
    /// helpers run until the returned guard is dropped or the deadline
    /// passes.
    pub(super) fn spawn<'scope>(
        self,
        scope: &'scope Scope<'scope, '_>,
        count: usize,
        pos: &Position,
        root_moves: &[usize],
    ) -> StopHelpers
    where
        'a: 'scope,
    {
        let stop = Arc::new(AtomicBool::new(false));
        for id in 1..=count {
            // The helper's own limits: the main thread's stop as its
            // cancel, and no node budget.
            let limits = Limits {
                cancel: Arc::clone(&stop),
                ..Limits::default()
            };
            let (strength, view, table, busy, keep, search_end, nodes) = (
                self.strength,
                self.view,
                self.table,
                self.busy,
                self.keep,
                self.search_end,
                self.nodes,
            );
            let mut pos = pos.clone();
            let mut root_moves = root_moves.to_vec();
            let started = thread::Builder::new()
                .name(format!("search helper {id}"))
                .spawn_scoped(scope, move || {
                    let mut searcher =
                        Searcher::new(strength, table, Some(busy)).judging_from(view);
                    let mut clock = Clock::new(search_end, (1, 1), &limits);
                    let mut counted = 0;
                    let first = 1 + (id % 2) as u32;
                    for depth in first..=strength.max_depth {
                        let mut iteration =
                            searcher.root(&mut pos, &root_moves, depth, keep, &mut clock);
                        nodes.fetch_add(clock.nodes - counted, Ordering::Relaxed);
                        counted = clock.nodes;
                        if clock.stopped {
                            break;
                        }
                        iteration.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
                        root_moves = iteration.iter().map(|&(_, m)| m).collect();
                        // A forced win or loss is proved: the main thread
                        // finds it in the table.
                        if iteration
                            .first()
                            .is_some_and(|&(s, _)| s.abs() >= WIN - 1000)
                        {
                            break;
                        }
                    }
                });
            if let Err(e) = started {
                log::warn!("search helper {id} did not start: {e}");
                break;
            }
        }
        StopHelpers(stop)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_busy_while_searched_and_free_after() {
        let busy = Busy::new();
        assert!(!busy.is_busy(42, 7));
        {
            let _searching = busy.enter(42, 7);
            assert!(busy.is_busy(42, 7));
            assert!(!busy.is_busy(42, 8), "another move");
            assert!(!busy.is_busy(43, 7), "another position");
        }
        assert!(!busy.is_busy(42, 7));
    }

    #[test]
    fn a_finished_search_leaves_a_later_mark_in_its_slot_alone() {
        let busy = Busy::new();
        let first = busy.enter(42, 7);
        // Another move landing in the same slot (its tag differs).
        let (slot, tag) = busy.tag(42, 7);
        let other = (0..u64::MAX)
            .find(|&k| {
                let (s, t) = busy.tag(k, 7);
                std::ptr::eq(s, slot) && t != tag
            })
            .expect("a key sharing the slot");
        let second = busy.enter(other, 7);
        drop(first);
        assert!(busy.is_busy(other, 7));
        drop(second);
        assert!(!busy.is_busy(other, 7));
    }
}
