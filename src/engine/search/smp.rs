//! Lazy SMP: master's alpha-beta search on more than one thread
//! ([`crate::engine::Limits::threads`]).
//!
//! The published scheme (Hyatt's "lazy" parallel search, as Stockfish and
//! most engines since 2015 run it): every helper thread runs the same
//! iterative deepening over the same root moves as the main thread, on its
//! own copy of the position and with its own killer moves, and writes what
//! it learns into the one transposition table they all share (lock-free:
//! see `table.rs`). The main thread finds the helpers' entries there —
//! bounds for positions it has not reached yet, best moves to try first —
//! and so gets through its own iterations sooner. Only the main thread's
//! result is reported; a helper's own result is thrown away. Odd helpers
//! start a ply deeper than the main thread, so the threads work at two
//! depths at once instead of repeating each other's nodes.
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
use super::position::{Position, WIN};
use super::table::Table;
use crate::engine::Limits;

/// What the helpers search: the main thread's root, table and deadline.
pub(super) struct Helpers<'a> {
    /// The level's strength (its depth, width and evaluation).
    pub(super) strength: Strength,
    /// The table every thread reads and writes.
    pub(super) table: &'a Table,
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
            let (strength, table, keep, search_end, nodes) = (
                self.strength,
                self.table,
                self.keep,
                self.search_end,
                self.nodes,
            );
            let mut pos = pos.clone();
            let mut root_moves = root_moves.to_vec();
            let started = thread::Builder::new()
                .name(format!("search helper {id}"))
                .spawn_scoped(scope, move || {
                    let mut searcher = Searcher::new(strength, table);
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
