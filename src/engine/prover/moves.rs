//! The moves the prover reads: the attacker's fours and threats, the
//! defender's answers to a threat, and what ends a line at once.
//!
//! A *threat* is a move after which the attacker, moving again, would win
//! outright (a five, or a four the defender cannot stop: two fives on
//! offer, or one on a point renju forbids to black). After a four the
//! defender must block; after any other threat every answer that stops all
//! of the attacker's outright wins is read, the defender's own fours
//! included.

use crate::engine::search::position::{Colour, Position, Threat};
use crate::game::shapes::line::Shape;

/// The four line directions as steps.
const DIRS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// How far along a line a stone can change an outright win: the win's
/// five spans at most four points either side of its move.
const REACH: i32 = 5;

/// The empty points where colour `c` makes five.
pub(super) fn fives(pos: &Position, c: Colour) -> Vec<usize> {
    pos.points_with(c, Threat::Five)
}

/// Whether colour `c` playing the empty point `i` makes a four or more
/// along some line.
fn makes_four(pos: &Position, i: usize, c: Colour) -> bool {
    pos.shapes(i, c).iter().any(|&s| s >= Shape::Four)
}

/// Whether colour `c` playing `i` makes at least a closed three along some
/// line: a move that is no four can be a threat only then (the outright
/// win it prepares is a four through it).
fn may_threaten(pos: &Position, i: usize, c: Colour) -> bool {
    pos.shapes(i, c).iter().any(|&s| s >= Shape::Three)
}

/// Plies to the five if the side to move, playing `q`, wins outright: 1
/// for a five, 3 for a four the opponent cannot stop.
pub(super) fn outright(pos: &mut Position, q: usize) -> Option<u32> {
    let me = pos.to_move();
    if !pos.is_empty(q) || !pos.is_allowed(q) {
        return None;
    }
    if pos.threat(q, me) == Threat::Five {
        return Some(1);
    }
    if !makes_four(pos, q, me) || !fives(pos, 1 - me).is_empty() {
        // A four is no win while the opponent has a five to make.
        return None;
    }
    pos.play(q);
    let f = fives(pos, me);
    // The opponent, now to move, may not block on a forbidden point.
    let won = f.len() >= 2 || f.first().is_some_and(|&b| !pos.is_allowed(b));
    pos.undo();
    won.then_some(3)
}

/// The side to move's outright wins.
pub(super) fn outright_wins(pos: &mut Position) -> Vec<usize> {
    let me = pos.to_move();
    pos.points_with(me, Threat::Four)
        .into_iter()
        .filter(|&q| outright(pos, q).is_some())
        .collect()
}

/// The attacker's (side to move's) candidate moves: the block of the
/// defender's five when it has one (if it could be a threat), else every
/// four, and with `threes` every move that could be a threat. Each is allowed to the attacker.
pub(super) fn attacks(pos: &Position, threes: bool) -> Vec<usize> {
    let me = pos.to_move();
    let theirs = fives(pos, 1 - me);
    let list: Vec<usize> = if !theirs.is_empty() {
        // The block must itself be a threat to keep the initiative (a four,
        // or with threes at least a three).
        theirs
            .into_iter()
            .filter(|&i| may_threaten(pos, i, me))
            .collect()
    } else if threes {
        pos.candidates()
            .into_iter()
            .filter(|&i| may_threaten(pos, i, me))
            .collect()
    } else {
        pos.points_with(me, Threat::Four)
            .into_iter()
            .filter(|&i| makes_four(pos, i, me))
            .collect()
    };
    list.into_iter().filter(|&i| pos.is_allowed(i)).collect()
}

/// The defender's (side to move's) answers worth reading after a threat
/// whose outright wins are `wins`: its own fours, and the points on the
/// wins' lines; any other answer leaves every win standing. Each is
/// allowed to the defender; the caller still checks which stop them all.
pub(super) fn answers(pos: &Position, wins: &[usize]) -> Vec<usize> {
    let me = pos.to_move();
    let n = pos.size() as i32;
    let mut seen = vec![false; pos.size() * pos.size()];
    let mut list = Vec::new();
    let mut add = |i: usize, list: &mut Vec<usize>| {
        if !seen[i] && pos.is_empty(i) && pos.is_allowed(i) {
            seen[i] = true;
            list.push(i);
        }
    };
    for i in pos.points_with(me, Threat::Four) {
        if makes_four(pos, i, me) {
            add(i, &mut list);
        }
    }
    for &q in wins {
        let (x, y) = ((q % pos.size()) as i32, (q / pos.size()) as i32);
        for (dx, dy) in DIRS {
            for k in -REACH..=REACH {
                let (px, py) = (x + k * dx, y + k * dy);
                if (0..n).contains(&px) && (0..n).contains(&py) {
                    add((py * n + px) as usize, &mut list);
                }
            }
        }
    }
    list
}
