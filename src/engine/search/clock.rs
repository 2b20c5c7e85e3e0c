//! The search's clock: its deadline, node budget and the caller's cancel
//! flag, checked every so many nodes; and the time plan of a move under a
//! match clock ([`Plan`]).

use std::time::{Duration, Instant};

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

    /// Moves the deadline to `at`, but never past `end` (the search's
    /// own end).
    pub(super) fn stop_by(&mut self, at: Instant, end: Instant) {
        self.deadline = at.min(end);
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

/// A fall of the best score from one iteration to the next that counts as
/// the search's view worsening: about an open three's worth.
const DROP: i32 = 300;

/// The time plan of one move under a match clock: the search aims to spend
/// `aim`; twice as much after an iteration that changed the best move, half
/// as much again after one whose score fell by [`DROP`] or more.
pub(super) struct Plan {
    start: Instant,
    aim: Duration,
    /// The best move and score of the last completed iteration.
    last: Option<(usize, i32)>,
}

impl Plan {
    /// A plan for a move begun at `start` that aims to take `aim`.
    pub(super) fn new(start: Instant, aim: Duration) -> Plan {
        Plan {
            start,
            aim,
            last: None,
        }
    }

    /// When the aim is reached.
    pub(super) fn aim_end(&self) -> Instant {
        self.start + self.aim
    }

    /// When the last check of the chosen move (the opponent's forced wins
    /// after it), begun at `now`, must end: a seventh of the aim, the share
    /// an untimed move keeps for it (the last eighth of its turn), and
    /// never past the move's `deadline`. Without it the check could spend
    /// the move's whole budget, many times the aim, out of the match clock.
    pub(super) fn check_end(&self, now: Instant, deadline: Instant) -> Instant {
        now.checked_add(self.aim / 7)
            .map_or(deadline, |end| end.min(deadline))
    }

    /// After a completed iteration whose best move is `best` with `score`:
    /// `None` to stop deepening, or the instant by which the next
    /// iteration must end. An iteration takes longer than all before it
    /// together, so another starts only while less than half the move's
    /// allowance is spent, and it may run to twice the allowance.
    pub(super) fn next_iteration(&mut self, best: usize, score: i32) -> Option<Instant> {
        let mut allowed = self.aim;
        if let Some((was, was_score)) = self.last {
            if was != best {
                allowed *= 2;
            }
            if was_score.saturating_sub(score) >= DROP {
                allowed = allowed * 3 / 2;
            }
        }
        self.last = Some((best, score));
        (self.start.elapsed() < allowed / 2).then(|| self.start + allowed * 2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A plan begun ten seconds ago that aims at `aim` seconds.
    fn begun_ten_seconds_ago(aim: u64) -> (Plan, Instant) {
        let start = Instant::now()
            .checked_sub(Duration::from_secs(10))
            .expect("the clock reaches back ten seconds");
        (Plan::new(start, Duration::from_secs(aim)), start)
    }

    #[test]
    fn a_settled_search_stops_once_half_its_aim_is_spent() {
        // Ten seconds spent of a 30 s aim: read on, to twice the aim.
        let (mut plan, start) = begun_ten_seconds_ago(30);
        assert_eq!(plan.aim_end(), start + Duration::from_secs(30));
        assert_eq!(
            plan.next_iteration(7, 40),
            Some(start + Duration::from_secs(60))
        );
        assert_eq!(
            plan.next_iteration(7, 40),
            Some(start + Duration::from_secs(60))
        );
        // Ten seconds of a 15 s aim: more than half, so stop.
        let (mut plan, _) = begun_ten_seconds_ago(15);
        assert_eq!(plan.next_iteration(7, 40), None);
        assert_eq!(plan.next_iteration(7, 60), None, "a rising score");
    }

    #[test]
    fn the_last_check_gets_a_seventh_of_the_aim_within_the_deadline() {
        let (plan, start) = begun_ten_seconds_ago(14);
        let now = start + Duration::from_secs(16);
        let far = start + Duration::from_secs(100);
        assert_eq!(plan.check_end(now, far), now + Duration::from_secs(2));
        let near = now + Duration::from_millis(500);
        assert_eq!(plan.check_end(now, near), near, "never past the deadline");
    }

    #[test]
    fn a_changed_mind_or_a_falling_score_reads_on() {
        // A 15 s aim with 10 s spent stops when settled (above) but not
        // after the best move changed (allowance 30 s) ...
        let (mut plan, start) = begun_ten_seconds_ago(15);
        assert_eq!(plan.next_iteration(7, 40), None);
        assert_eq!(
            plan.next_iteration(8, 40),
            Some(start + Duration::from_secs(60))
        );
        // ... or the score fell by an open three's worth (22.5 s).
        assert_eq!(
            plan.next_iteration(8, 40 - DROP),
            Some(start + Duration::from_secs(45))
        );
        // Both: three times the aim.
        assert_eq!(
            plan.next_iteration(9, 40 - 2 * DROP),
            Some(start + Duration::from_secs(90))
        );
        // A smaller fall is no drop.
        assert_eq!(plan.next_iteration(9, 40 - 3 * DROP + 1), None);
    }
}
