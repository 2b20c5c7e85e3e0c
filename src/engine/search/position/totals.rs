//! The sums a position keeps over its points: the evaluation's totals,
//! how many points hold each threat, and the learned values. A move
//! changes them point by point ([`Totals::change`]), the same way whether
//! it is played or only looked at ([`Position::totals_after`]).
//!
//! [`Position::totals_after`]: super::Position::totals_after

use super::rating::THREATS;
use super::{Colour, Threat, WIN};
use crate::engine::search::learned::{TO_MOVE, WAITING};

/// A point's part in the totals for one colour: its score, threat and
/// learned class.
pub(super) type Part = (i32, Threat, u8);

/// The sums over a position's points, per colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Totals {
    /// The evaluation's total.
    pub(super) total: [i64; 2],
    /// How many points have each threat (by the threat's place in
    /// [`Threat`]): a search for a threat no point has (most often a
    /// five) answers without looking at the board.
    pub(super) threat_counts: [[u32; THREATS]; 2],
    /// The learned values of the points: summed as the side to move
    /// ([`TO_MOVE`]) and as the side waiting ([`WAITING`]).
    pub(super) learned: [[i64; 2]; 2],
}

impl Totals {
    /// The totals of a board of `points` empty, quiet points.
    pub(super) fn quiet(points: usize) -> Totals {
        let mut quiet = [0; THREATS];
        quiet[Threat::Quiet as usize] = u32::try_from(points).unwrap_or(u32::MAX);
        Totals {
            total: [0; 2],
            threat_counts: [quiet; 2],
            learned: [[0; 2]; 2],
        }
    }

    /// One point's part for colour `c` changes from `was` to `now`.
    #[inline(always)]
    pub(super) fn change(&mut self, c: Colour, was: Part, now: Part) {
        self.total[c] += i64::from(now.0 - was.0);
        if was.1 != now.1 {
            self.threat_counts[c][was.1 as usize] -= 1;
            self.threat_counts[c][now.1 as usize] += 1;
        }
        if was.2 != now.2 {
            let (was, now) = (usize::from(was.2), usize::from(now.2));
            self.learned[c][0] += i64::from(TO_MOVE[now] - TO_MOVE[was]);
            self.learned[c][1] += i64::from(WAITING[now] - WAITING[was]);
        }
    }

    /// How many points rate exactly `threat` for colour `c`.
    #[must_use]
    pub fn count(&self, c: Colour, threat: Threat) -> u32 {
        self.threat_counts[c][threat as usize]
    }

    /// Whether some point rates `threat` or more for colour `c`.
    #[must_use]
    pub fn any_at_least(&self, c: Colour, threat: Threat) -> bool {
        self.threat_counts[c][threat as usize..]
            .iter()
            .any(|&n| n > 0)
    }

    /// Colour `c`'s evaluation total (its points' scores summed).
    #[must_use]
    pub fn total(&self, c: Colour) -> i64 {
        self.total[c]
    }

    /// The static evaluation for `me` to move, its own total weighing
    /// `num / den` of the opponent's (`to_move_weight`): how much acting
    /// first is worth.
    #[must_use]
    pub fn evaluate(&self, me: Colour, to_move: (i64, i64)) -> i32 {
        // Judged evenly: as the side to move sees it, its opponent's total
        // weighing 1/1 (inlined, the extra weight folds away).
        self.evaluate_from(me, to_move, me, (1, 1))
    }

    /// [`Totals::evaluate`] as side `root` sees it: the opponent's total
    /// weighs `defence` (numerator, denominator) against `root`'s own, on
    /// either side's move, and the side to move's own total `to_move`.
    /// With `defence` 1/1 it is [`Totals::evaluate`].
    #[must_use]
    #[inline]
    pub fn evaluate_from(
        &self,
        me: Colour,
        (num, den): (i64, i64),
        root: Colour,
        (dn, dd): (i64, i64),
    ) -> i32 {
        let (mine, theirs) = (self.total[me], self.total[1 - me]);
        let score = if me == root {
            mine * num / den.max(1) - theirs * dn / dd.max(1)
        } else {
            mine * num * dn / (den * dd).max(1) - theirs
        };
        score.clamp(-i64::from(WIN) / 2, i64::from(WIN) / 2) as i32
    }

    /// The learned evaluation for `me` to move: its points' worth to a
    /// side to move less the opponent's points' worth to a side waiting
    /// (`learned.rs`).
    #[must_use]
    pub fn evaluate_learned(&self, me: Colour) -> i32 {
        let score = self.learned[me][0] - self.learned[1 - me][1];
        score.clamp(-i64::from(WIN) / 2, i64::from(WIN) / 2) as i32
    }
}
