//! The search's clock: its deadline, node budget and the caller's cancel
//! flag, checked every so many nodes.

use std::time::Instant;

use crate::engine::Limits;

/// Checks the clock every so many nodes.
const CLOCK_EVERY: u64 = 64;

/// The search's deadline, node budget and the caller's cancel flag,
/// checked every [`CLOCK_EVERY`] nodes.
pub(super) struct Clock {
    deadline: Instant,
    /// Stop after this many nodes.
    budget: u64,
    limits: Limits,
    /// Nodes counted so far.
    pub(super) nodes: u64,
    /// Whether time, budget or the caller said stop.
    pub(super) stopped: bool,
}

impl Clock {
    /// A clock for one phase of a search: until `deadline`, and for
    /// `share` (numerator, denominator) of the caller's node limit.
    pub(super) fn new(deadline: Instant, share: (u64, u64), limits: &Limits) -> Clock {
        Clock {
            deadline,
            budget: limits
                .nodes
                .map_or(u64::MAX, |n| n.saturating_mul(share.0) / share.1.max(1)),
            limits: limits.clone(),
            nodes: 0,
            stopped: false,
        }
    }

    /// Counts a node; whether the search must stop.
    pub(super) fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.budget
            || (self.nodes.is_multiple_of(CLOCK_EVERY)
                && (Instant::now() >= self.deadline || self.limits.is_cancelled()))
        {
            self.stopped = true;
        }
        self.stopped
    }
}
