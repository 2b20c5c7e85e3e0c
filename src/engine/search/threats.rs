//! Threats and forced wins: what one pass over the candidate points finds
//! ([`Scan`]), the moves a node must consider given the opponent's threats,
//! and threat-space search — wins by continuous fours (VCF) and by fours
//! and open threes (VCT).

use std::collections::HashMap;

use super::clock::Clock;
use super::position::{Colour, Position, Threat, Totals, WIN};

/// Positions a threat reader found no win in, each with the depth it was
/// read to: a position counts as failed again only when asked to read no
/// deeper (reached by another order of moves with more depth left, it is
/// read again).
#[derive(Debug, Default)]
pub(super) struct Failed(HashMap<u64, u32>);

impl Failed {
    /// Whether `key` was read to `depth` or deeper without a win.
    fn covers(&self, key: u64, depth: u32) -> bool {
        self.0.get(&key).is_some_and(|&read| read >= depth)
    }

    /// `key` was read to `depth` without a win.
    fn insert(&mut self, key: u64, depth: u32) {
        let read = self.0.entry(key).or_insert(0);
        *read = (*read).max(depth);
    }
}

/// Moves that win at once or must be played: a five, else a block of the
/// opponent's five.
pub(super) fn urgent(pos: &Position) -> Option<usize> {
    let me = pos.to_move();
    let mine = pos.points_with(me, Threat::Five);
    if let Some(&i) = mine.iter().find(|&&i| pos.is_allowed(i)) {
        return Some(i);
    }
    let theirs = pos.points_with(1 - me, Threat::Five);
    theirs.into_iter().find(|&i| pos.is_allowed(i))
}

/// What the side to move and the opponent can make, from the threat
/// counts and, where a point is needed, one pass over the points near the
/// stones.
pub(super) struct Scan {
    /// Whether the side to move can make five.
    pub(super) my_five: bool,
    /// Points where the opponent makes five (at most two are kept).
    pub(super) their_fives: Vec<usize>,
    /// Whether the side to move can make an open four or two fours.
    pub(super) my_open_four: bool,
    /// Whether the opponent can make an open four or a four-three: a
    /// threat that must be met now.
    pub(super) their_big_threat: bool,
    /// Whether the side to move can make a four and an open three.
    pub(super) my_four_three: bool,
    /// Whether the side to move can make two open threes.
    pub(super) my_double_three: bool,
    /// Whether the opponent makes five at a point the side to move may not
    /// play (renju: black's only block is forbidden), so it cannot be
    /// stopped.
    pub(super) their_five_unblockable: bool,
    /// Whether the opponent can make any four (and so answer a threat with
    /// one).
    pub(super) their_can_four: bool,
}

/// What the side to move and the opponent can make ([`Scan`]).
pub(super) fn scan(pos: &Position) -> Scan {
    let me = pos.to_move();
    let them = 1 - me;
    // The threat counts tell what each side can make anywhere (such points
    // are always near a stone: among the candidates). Only the opponent's
    // five points are needed by name, and where the side to move may not
    // play everywhere (renju's black), which of its points it may play.
    let mut s = counted(pos.totals(), me);
    // Renju's black: a four-three or more is a threat to meet only where
    // black may play it (a double four there is forbidden, no threat).
    if s.their_big_threat && !pos.allowed_everywhere_for(them) {
        s.their_big_threat = pos
            .open_points()
            .any(|i| pos.threat(i, them) >= Threat::FourThree && pos.is_allowed_for(them, i));
    }
    let their_five_points = pos.threat_count(them, Threat::Five) as usize;
    if pos.allowed_everywhere() {
        if their_five_points > 0 {
            // The first two are enough: the pass stops there.
            s.their_fives.extend(
                pos.open_points()
                    .filter(|&i| pos.threat(i, them) == Threat::Five)
                    .take(their_five_points.min(2)),
            );
        }
        return s;
    }
    // Renju's black to move: a five or open four of ours counts only where
    // black may play (nothing less decides, see below), and a five of
    // theirs may be on a point black may not block. (Without a double
    // three or more the counts above already say no four-three or double
    // three.)
    if !pos.any_at_least(me, Threat::DoubleThree) && their_five_points == 0 {
        return s;
    }
    s.my_five = false;
    s.my_open_four = false;
    s.my_four_three = false;
    s.my_double_three = false;
    for i in pos.open_points() {
        let (mine, theirs) = (pos.threat(i, me), pos.threat(i, them));
        if theirs == Threat::Five {
            if s.their_fives.len() < 2 {
                s.their_fives.push(i);
            }
            if !pos.is_allowed(i) {
                s.their_five_unblockable = true;
            }
        }
        // Only a five or an open four decides here: a four-three's or a
        // double three's threes need an open four next, on a point black
        // may find forbidden by then (then the "three" was none), so the
        // search reads them out instead of taking them for wins.
        if mine >= Threat::OpenFour && pos.is_allowed(i) {
            if mine == Threat::Five {
                s.my_five = true;
            } else {
                s.my_open_four = true;
            }
        }
    }
    s
}

/// [`Scan`] as the threat counts of `totals` tell it, `me` to move and
/// free to play every point, the opponent's five points not named.
pub(super) fn counted(totals: &Totals, me: Colour) -> Scan {
    let them = 1 - me;
    let count = |c, t| totals.count(c, t) > 0;
    Scan {
        my_five: count(me, Threat::Five),
        their_fives: Vec::new(),
        my_open_four: count(me, Threat::OpenFour),
        their_big_threat: totals.any_at_least(them, Threat::FourThree),
        my_four_three: count(me, Threat::FourThree),
        my_double_three: count(me, Threat::DoubleThree),
        their_five_unblockable: false,
        their_can_four: totals.any_at_least(them, Threat::Four),
    }
}

/// The score of a position whose result the scan already tells, `ply`
/// moves from the root: a five to make, two fives to stop, or a threat the
/// opponent cannot meet.
pub(super) fn decided(found: &Scan, ply: i32) -> Option<i32> {
    if found.my_five {
        return Some(WIN - ply);
    }
    if found.their_fives.len() >= 2 || found.their_five_unblockable {
        return Some(-(WIN - ply - 1));
    }
    if found.their_fives.is_empty() && found.my_open_four {
        return Some(WIN - ply - 2);
    }
    // A four-three wins when the opponent has no four to interpose.
    if !found.their_can_four && found.my_four_three {
        return Some(WIN - ply - 4);
    }
    // So does a double three, in as many plies: one three is blocked (the
    // opponent has no four to interpose, nor a five after its block), the
    // other becomes an open four, one end is blocked, the five. (Renju's
    // black, whose "threes" may be none, is read out instead: `scan`.)
    if !found.their_can_four && found.my_double_three {
        return Some(WIN - ply - 4);
    }
    None
}

/// Whether the opponent of the side to move can make an open four (or two
/// fours) on a point it may play: a threat that only a block, or a four of
/// the side to move's own, stops; any other move loses to it.
pub(super) fn their_open_four(pos: &Position) -> bool {
    let them = 1 - pos.to_move();
    if !pos.any_at_least(them, Threat::OpenFour) {
        return false;
    }
    pos.allowed_everywhere_for(them)
        || pos
            .open_points()
            .any(|i| pos.threat(i, them) >= Threat::OpenFour && pos.is_allowed_for(them, i))
}

/// Candidate moves for the side to move, best first, at most `width`:
/// forced answers when the opponent threatens five, every defence (block or
/// four of our own, however many) when it threatens an open four, and only
/// defences (or fours of our own) when it threatens a four-three.
pub(super) fn moves(pos: &Position, width: usize, scan: &Scan) -> Vec<usize> {
    let mut out = Vec::new();
    moves_into(pos, width, scan, &mut Vec::new(), &mut out);
    out
}

/// [`moves`] into `out` (emptied first), `scratch` the buffer it ranks
/// the points in. Returns whether `out` holds every move that might hold:
/// the block of a five, or every defence of an open four to come (any
/// other move loses to the threat).
pub(super) fn moves_into(
    pos: &Position,
    width: usize,
    scan: &Scan,
    scratch: &mut Vec<u64>,
    out: &mut Vec<usize>,
) -> bool {
    out.clear();
    let me = pos.to_move();
    let them = 1 - me;
    if !scan.their_fives.is_empty() {
        out.extend(
            scan.their_fives
                .iter()
                .copied()
                .filter(|&i| pos.is_allowed(i))
                .take(1),
        );
        return true;
    }
    // Each point as one number: its worth above, its index below, counted
    // down, so the largest number is the best point, the lower index
    // first among equals (a total order: the best few are what sorting
    // all would put first).
    let key = |i: usize| {
        let worth = i64::from(pos.worth(i, me) * 5 / 4 + pos.worth(i, them));
        let worth = (worth - i64::from(i32::MIN)) as u64;
        worth << 32 | u64::from(u32::MAX - i as u32)
    };
    let list = scratch;
    list.clear();
    let best_first = |a: &u64, b: &u64| b.cmp(a);
    // The best `limit` allowed points of a sorted run of keys.
    let allowed_best = |keys: &[u64], out: &mut Vec<usize>, limit: usize| {
        out.clear();
        out.extend(
            keys.iter()
                .map(|&key| (u32::MAX - key as u32) as usize)
                .filter(|&i| pos.is_allowed(i))
                .take(limit),
        );
    };
    // An open four to come is met only by a block (a point where the
    // opponent would make a four) or a four of our own: every one of them
    // is read, however many, best first. (Under renju a white stone could
    // in principle make black's open-four point forbidden from afar, by
    // freeing a point one of black's threes there extends to; the claims
    // check has not met it.)
    if their_open_four(pos) {
        list.extend(
            pos.open_points()
                .filter(|&i| {
                    pos.threat(i, them) >= Threat::Four || pos.threat(i, me) >= Threat::Four
                })
                .map(key),
        );
        list.sort_unstable_by(best_first);
        allowed_best(list, out, usize::MAX);
        return true;
    }
    let wanted = |i: usize| {
        !scan.their_big_threat
            || pos.threat(i, them) >= Threat::Four
            || pos.threat(i, them) == Threat::OpenThree
            || pos.threat(i, me) >= Threat::Four
    };
    list.extend(pos.open_points().filter(|&i| wanted(i)).map(key));
    // Where the side to move may play everywhere, the best `width` are
    // picked; elsewhere (renju's black) twice as many, room for the
    // forbidden points. Should more than that be forbidden, the whole
    // list is sorted after all.
    let room = if pos.allowed_everywhere() { 1 } else { 2 };
    let picked = width.saturating_mul(room).max(1);
    if list.len() > picked {
        list.select_nth_unstable_by(picked - 1, best_first);
        list[..picked].sort_unstable_by(best_first);
        allowed_best(&list[..picked], out, width);
        if out.len() == width {
            return false;
        }
    }
    list.sort_unstable_by(best_first);
    allowed_best(list, out, width);
    false
}

/// A forced win for the side to move by continuous fours, as its first
/// move. `failed` remembers positions already proven to have none.
pub(super) fn vcf(
    pos: &mut Position,
    depth: u32,
    failed: &mut Failed,
    clock: &mut Clock,
) -> Option<usize> {
    let me = pos.to_move();
    if depth == 0 || clock.tick() || failed.covers(pos.hash(), depth) {
        return None;
    }
    if let Some(&i) = pos.points_with(me, Threat::Five).first() {
        return Some(i);
    }
    // A defender's five point must be blocked first; that block must itself
    // be a four to keep the initiative.
    let their_fives = pos.points_with(1 - me, Threat::Five);
    let attacks: Vec<usize> = if their_fives.is_empty() {
        pos.points_with(me, Threat::Four)
    } else {
        their_fives
            .into_iter()
            .filter(|&i| pos.threat(i, me) >= Threat::Four)
            .collect()
    };
    for a in attacks {
        if !pos.is_allowed(a) {
            continue;
        }
        pos.play(a);
        // A defender who can make five does so instead of blocking.
        let defender_wins = !pos.points_with(pos.to_move(), Threat::Five).is_empty();
        let win = match pos.threat_points_of_last_mover() {
            _ if defender_wins => false,
            ref defs if defs.len() >= 2 => true,
            defs => match defs.first() {
                // Renju: the defender's only block is forbidden to it.
                Some(&d) if !pos.is_allowed(d) => true,
                Some(&d) => {
                    pos.play(d);
                    let w = vcf(pos, depth - 1, failed, clock).is_some();
                    pos.undo();
                    w
                }
                None => false,
            },
        };
        pos.undo();
        if win {
            return Some(a);
        }
    }
    if !clock.stopped {
        failed.insert(pos.hash(), depth);
    }
    None
}

/// The whole winning line of a VCF for the side to move — the attacker's
/// fours and the forced replies — and the plies to the five (the line may
/// stop before it, at a four the defender cannot stop). Empty when there
/// is no VCF.
pub(super) fn vcf_line(
    pos: &mut Position,
    depth: u32,
    failed: &mut Failed,
    clock: &mut Clock,
) -> (Vec<usize>, u32) {
    let mut line = Vec::new();
    let mut remaining = depth;
    let mut plies = 0;
    while let Some(a) = vcf(pos, remaining, failed, clock) {
        let five = pos.threat(a, pos.to_move()) == Threat::Five;
        line.push(a);
        pos.play(a);
        let defences = pos.threat_points_of_last_mover();
        if five || defences.len() != 1 || !pos.is_allowed(defences[0]) {
            // A five now, or two points to stop (or one the defender may
            // not play) and the five next move.
            plies = line.len() as u32 + if five { 0 } else { 2 };
            break;
        }
        line.push(defences[0]);
        pos.play(defences[0]);
        remaining = remaining.saturating_sub(1);
    }
    for _ in 0..line.len() {
        pos.undo();
    }
    if plies == 0 {
        line.clear();
    }
    (line, plies)
}

/// A forced win for the side to move by fours and open threes.
///
/// After an attacking three, every defence is tried: each point after
/// which the attacker can no longer make an open four, and each four of the
/// defender's own. The attack wins only if it wins against all of them.
pub(super) fn vct(
    pos: &mut Position,
    depth: u32,
    failed: &mut Failed,
    vcf_failed: &mut Failed,
    clock: &mut Clock,
) -> Option<usize> {
    if depth == 0 || clock.tick() {
        return None;
    }
    if let Some(i) = vcf(pos, depth.min(14), vcf_failed, clock) {
        return Some(i);
    }
    let me = pos.to_move();
    let them = 1 - me;
    if depth < 3
        || failed.covers(pos.hash(), depth)
        || !pos.points_with(them, Threat::Five).is_empty()
    {
        return None;
    }
    let mut threes: Vec<usize> = pos
        .candidates()
        .into_iter()
        .filter(|&i| {
            let t = pos.threat(i, me);
            (t == Threat::OpenThree || t == Threat::DoubleThree) && pos.is_allowed(i)
        })
        .collect();
    threes.sort_by_key(|&i| std::cmp::Reverse(pos.worth(i, me)));
    for a in threes {
        pos.play(a);
        let defences: Vec<usize> = pos
            .candidates()
            .into_iter()
            .filter(|&d| {
                if !pos.is_allowed(d) {
                    return false;
                }
                if pos.threat(d, them) >= Threat::Four {
                    return true;
                }
                // (An open four only counts where the attacker may play
                // it: under renju a black three whose open fours are all
                // forbidden is no threat.)
                pos.play(d);
                let stops = !pos
                    .points_with(me, Threat::OpenFour)
                    .into_iter()
                    .any(|i| pos.is_allowed(i));
                pos.undo();
                stops
            })
            .collect();
        // No defence at all (under renju: every block forbidden to black)
        // leaves the open four to come: a win, not a refutation.
        let mut refuted = false;
        for d in defences {
            pos.play(d);
            let win = vct(pos, depth - 2, failed, vcf_failed, clock).is_some();
            pos.undo();
            if !win {
                refuted = true;
                break;
            }
        }
        pos.undo();
        if clock.stopped {
            return None;
        }
        if !refuted {
            return Some(a);
        }
    }
    failed.insert(pos.hash(), depth);
    None
}

/// The first of `ordered` after which the opponent has no forced win:
/// none by fours within `vcf_depth`, and none by fours and threes within
/// `vct_depth` (0: that is not looked for). `None` when each one hands
/// over such a win, or the clock stops first.
pub(super) fn first_safe(
    pos: &mut Position,
    ordered: &[usize],
    vcf_depth: u32,
    vct_depth: u32,
    clock: &mut Clock,
) -> Option<usize> {
    let mut failed = Failed::default();
    let (mut vct_failed, mut vct_vcf_failed) = (Failed::default(), Failed::default());
    for &m in ordered {
        pos.play(m);
        let loses = vcf(pos, vcf_depth, &mut failed, clock).is_some()
            || (vct_depth > 0
                && !clock.stopped
                && vct(pos, vct_depth, &mut vct_failed, &mut vct_vcf_failed, clock).is_some());
        pos.undo();
        if clock.stopped {
            return None;
        }
        if !loses {
            return Some(m);
        }
    }
    None
}

impl Position {
    /// After a move, the points where its player now makes five (the
    /// defender's forced answers).
    fn threat_points_of_last_mover(&self) -> Vec<usize> {
        self.points_with(1 - self.to_move(), Threat::Five)
    }
}

#[cfg(test)]
mod tests;
