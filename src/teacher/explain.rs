//! Why the computer moved: one short sentence about a move, from what the
//! board shows.
//!
//! [`explain`] names the strongest reason the position proves — a five, a
//! block of the opponent's five, a win by continuous fours, a four, a block
//! of a threat, a three, or the shape the move builds toward — as a
//! [`Reason`]: structured data whose sentence the words layer says
//! (`Reason::sentence_in`, English or Chinese; `Reason::sentence` is the
//! English one). Every claim is checked on the board (a win by fours is replayed
//! four by four); nothing is guessed from the engine's score.

use crate::engine::{Eval, Limits, Report, win_by_fours};
use crate::game::board::{Pos, Stone};
use crate::game::rules::Game;
use crate::game::shapes::{Shapes, Threat};
use crate::teacher::threats::{ThreatKind, ThreatMap, kind_at};

/// How deep, and with how many positions, [`explain`] looks for a win by
/// fours when the report does not show one: enough for any VCF a player
/// would see, and quick.
const VCF_DEPTH: u32 = 24;
const VCF_NODES: u64 = 40_000;

/// Why a move was played, strongest reason first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The move makes five.
    WinsWithFive {
        /// The move.
        at: Pos,
    },
    /// The move takes the point where the opponent would make five.
    BlocksFive {
        /// The move.
        at: Pos,
    },
    /// The move starts a forced win by continuous fours.
    WinsByFours {
        /// The attacker's moves, starting with this one (the replies are
        /// forced).
        fours: Vec<Pos>,
    },
    /// Renju: white makes a four whose only defence is forbidden to black.
    FourWithForbiddenDefence {
        /// The move.
        at: Pos,
        /// The defence black may not play.
        defence: Pos,
    },
    /// The move makes a four: the opponent must answer on one point.
    MakesFour {
        /// The move.
        at: Pos,
        /// The one point that stops the five.
        answer: Pos,
    },
    /// The move takes the point where the opponent's open three would
    /// become an open four, or otherwise leaves it unable to.
    BlocksOpenThree {
        /// The move.
        at: Pos,
    },
    /// The move takes the opponent's double-four point.
    BlocksDoubleFour {
        /// The move.
        at: Pos,
    },
    /// The move takes the opponent's four-three point.
    BlocksFourThree {
        /// The move.
        at: Pos,
    },
    /// The move takes the opponent's double-three point.
    BlocksDoubleThree {
        /// The move.
        at: Pos,
    },
    /// The move takes a point where the opponent would make a four.
    BlocksFour {
        /// The move.
        at: Pos,
    },
    /// The move makes two open threes.
    MakesDoubleThree {
        /// The move.
        at: Pos,
    },
    /// The move makes an open three.
    MakesOpenThree {
        /// The move.
        at: Pos,
    },
    /// The move prepares a threat: a stone on `toward` would now make
    /// `threat`, which it would not have before.
    BuildsToward {
        /// The move.
        at: Pos,
        /// The point the move prepares.
        toward: Pos,
        /// What a stone there would make.
        threat: ThreatKind,
    },
    /// Nothing the board shows: just the move.
    Plays {
        /// The move.
        at: Pos,
    },
}

/// A move's [`Reason`] on a board of a known size (for its sentence).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The move explained.
    pub mv: Pos,
    /// The board size (point names depend on it).
    pub size: usize,
    /// Why.
    pub reason: Reason,
}

// The sentences of a `Reason` and an `Explanation` (and the
// explanation's `Display`, in English) are the words layer's
// (`i18n::reasons`).

/// Why the side to move in `before` plays `mv`. `report` is the engine's
/// report for that move, if there is one: a forced win it shows is used
/// once it is checked on the board.
#[must_use]
pub fn explain(before: &Game, mv: Pos, report: Option<&Report>) -> Explanation {
    let size = before.board().size();
    Explanation {
        mv,
        size,
        reason: reason(before, mv, report),
    }
}

fn reason(before: &Game, mv: Pos, report: Option<&Report>) -> Reason {
    let mut after = before.clone();
    if after.play(mv).is_err() {
        return Reason::Plays { at: mv };
    }
    let me = before.to_move();
    let them = me.opponent();
    let was = ThreatMap::compute(before);
    let mine = was.get(mv, me);
    let theirs = was.get(mv, them);
    if mine == Some(ThreatKind::Five) {
        return Reason::WinsWithFive { at: mv };
    }
    if theirs == Some(ThreatKind::Five) {
        return Reason::BlocksFive { at: mv };
    }
    let now = ThreatMap::compute(&after);
    if mine.is_some_and(ThreatKind::is_four_or_more) {
        if let Some(fours) = fours_win(before, mv, report) {
            return Reason::WinsByFours { fours };
        }
        if let [answer] = now.points_with(me, ThreatKind::Five).as_slice() {
            if me == Stone::White && now.forbidden(*answer).is_some() {
                return Reason::FourWithForbiddenDefence {
                    at: mv,
                    defence: *answer,
                };
            }
            return Reason::MakesFour {
                at: mv,
                answer: *answer,
            };
        }
    }
    match theirs {
        Some(ThreatKind::OpenFour) => return Reason::BlocksOpenThree { at: mv },
        Some(ThreatKind::DoubleFour) => return Reason::BlocksDoubleFour { at: mv },
        Some(ThreatKind::FourThree) => return Reason::BlocksFourThree { at: mv },
        Some(ThreatKind::DoubleThree) => return Reason::BlocksDoubleThree { at: mv },
        _ => {}
    }
    // Another point of an open three (an end of a split three) stops it
    // too, when no open-four point is left.
    let open_fours = |map: &ThreatMap| {
        map.points(them)
            .filter(|&(_, k)| k == ThreatKind::OpenFour)
            .count()
    };
    if open_fours(&was) > 0 && open_fours(&now) == 0 {
        return Reason::BlocksOpenThree { at: mv };
    }
    if theirs == Some(ThreatKind::Four) {
        return Reason::BlocksFour { at: mv };
    }
    match mine {
        Some(ThreatKind::DoubleThree) => return Reason::MakesDoubleThree { at: mv },
        Some(ThreatKind::OpenThree) => return Reason::MakesOpenThree { at: mv },
        _ => {}
    }
    builds_toward(&was, &now, me, mv).unwrap_or(Reason::Plays { at: mv })
}

/// The new threat point the move prepares: the strongest, nearest first.
fn builds_toward(was: &ThreatMap, now: &ThreatMap, me: Stone, mv: Pos) -> Option<Reason> {
    let distance = |p: Pos| {
        let dx = (i32::from(p.x) - i32::from(mv.x)).abs();
        let dy = (i32::from(p.y) - i32::from(mv.y)).abs();
        dx.max(dy)
    };
    now.points(me)
        .filter(|&(p, k)| was.get(p, me).is_none_or(|old| old < k))
        .max_by_key(|&(p, k)| (k, -distance(p), std::cmp::Reverse(p)))
        .map(|(toward, threat)| Reason::BuildsToward {
            at: mv,
            toward,
            threat,
        })
}

/// The attacker's moves of a win by continuous fours that starts with
/// `mv`: the report's line if it is one, else one read afresh (also after
/// the forced reply to `mv`, when the reading starts elsewhere).
fn fours_win(before: &Game, mv: Pos, report: Option<&Report>) -> Option<Vec<Pos>> {
    if let Some(r) = report
        && matches!(r.eval, Some(Eval::Win { .. }))
        && r.pv.first() == Some(&mv)
        && let Some(fours) = checked_fours(before, &r.pv)
    {
        return Some(fours);
    }
    let limits = Limits::nodes(VCF_NODES);
    if let Some(win) = win_by_fours(before, VCF_DEPTH, &limits)
        && win.line.first() == Some(&mv)
    {
        return checked_fours(before, &win.line);
    }
    // The reading may start with another four: try this one, its forced
    // reply, and read on.
    let mut game = before.clone();
    game.play(mv).ok()?;
    let shapes = Shapes::of(&game);
    let me = before.to_move();
    let reply = match shapes.points_with(me, Threat::Five).as_slice() {
        [one] => *one,
        _ => return checked_fours(before, &[mv]),
    };
    game.play(reply).ok()?;
    let win = win_by_fours(&game, VCF_DEPTH, &limits)?;
    let mut line = vec![mv, reply];
    line.extend(win.line);
    checked_fours(before, &line)
}

/// The attacker's moves of `line` if it is a win by fours in `before`:
/// every attacker move legal and a four (or five), every reply the one
/// point that stops the five, until a five or a threat of two fives (what
/// the line plays after that, the block and the five, is the finish).
fn checked_fours(before: &Game, line: &[Pos]) -> Option<Vec<Pos>> {
    let attacker = before.to_move();
    let mut game = before.clone();
    let mut fours = Vec::new();
    for (k, &p) in line.iter().enumerate() {
        let shapes = Shapes::of(&game);
        let attacking = k.is_multiple_of(2);
        if attacking {
            if !game.is_legal(p) {
                return None;
            }
            let kind = kind_at(&shapes, p, attacker)?;
            if !kind.is_four_or_more() {
                return None;
            }
            fours.push(p);
        } else if shapes.points_with(attacker, Threat::Five) != [p]
            || !shapes
                .points_with(attacker.opponent(), Threat::Five)
                .is_empty()
        {
            return None;
        }
        game.play(p).ok()?;
        if attacking {
            let won = game.outcome().is_some();
            let fives = Shapes::of(&game).points_with(attacker, Threat::Five);
            if won || fives.len() >= 2 {
                return Some(fours);
            }
        }
    }
    None
}
