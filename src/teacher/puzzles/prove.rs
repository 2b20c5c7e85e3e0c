//! Making puzzles from positions, and judging a move in one, with the
//! engine's prover.
//!
//! A win puzzle is kept only when the prover proves the win (by fours, or
//! by threes); its solution is played out to the five, the defender
//! choosing at each step the answer after which the win lasts longest. A
//! "hold on" puzzle is kept only when the opponent's threat is proved and
//! at least one move is proved to hold: after it, the prover reads every
//! line of the opponent's fours and threes (to [`DEPTH`] of its moves) and
//! finds no forced win. Every empty point is tried, so the answers are all
//! the moves that hold.
//!
//! A move judged *right* is proved so; *wrong* comes with what refutes it
//! (the opponent's proved win, or the defence after which the prover reads
//! no win any more); what the prover cannot settle within its budget is
//! *unclear*, never called wrong.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::engine::prover::{Kind, Proof, Prover, Replies, replies};
use crate::game::board::Pos;
use crate::game::rules::{Game, Rule};
use crate::game::shapes::{Shapes, Threat};

use super::{Puzzle, PuzzleKind, Source};

/// The attacker's moves the prover reads a win to (fours and threats).
pub const DEPTH: u32 = crate::engine::prover::DEFAULT_DEPTH;
/// Fours read deep when looking for a win by fours.
pub const VCF_DEPTH: u32 = 24;
/// Positions a proof may read while a puzzle is made.
pub const MAKE_NODES: u64 = 100_000;
/// Positions a proof may read while a move is judged: twice what made the
/// puzzle, so a claim is checked by a deeper search than the one that made
/// it.
pub const JUDGE_NODES: u64 = 2 * MAKE_NODES;
/// The share of a proof's budget each move of a sweep gets (every threat
/// tried as a winning first move, every point as a holding move): a
/// move the prover cannot settle with it is left out of the answers.
const SWEEP_SHARE: u64 = 5;
/// How far (in points, along a row, a column or a diagonal's steps) from
/// the nearest stone a move may be and still be tried as a holding move:
/// a move further off lies on no line of five with any stone.
const REACH: i32 = 4;
/// The longest solution played out.
const MAX_PLIES: usize = 60;

/// The prover used for puzzles: wins by threats (read first as wins by
/// fours), `nodes` positions a proof.
#[must_use]
pub fn prover(nodes: u64) -> Prover {
    Prover::new(Kind::Vct).depth(DEPTH).nodes(nodes)
}

/// Why a move is wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// After it the opponent has a proved forced win of `plies`.
    OpponentWins {
        /// Plies of the opponent's win, its first move and five included.
        plies: u32,
    },
    /// After it and the answer shown, the prover reads no forced win for
    /// the player any more.
    WinGone,
    /// The point is not forbidden (a forbidden-point puzzle).
    NotForbidden,
}

/// The judgement of one move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Proved right. `reply` is the opponent's best defence (none when the
    /// puzzle is solved, or when nothing can be played against the win);
    /// `plies` what remains of the win after the reply.
    Right {
        /// The opponent's answer, to be played.
        reply: Option<Pos>,
        /// Whether the puzzle is solved with this move.
        solved: bool,
    },
    /// Proved wrong: the refutation, starting with the opponent's move.
    Wrong {
        /// The opponent's moves (and the player's forced ones) that refute it.
        refutation: Vec<Pos>,
        /// What the refutation shows.
        why: Why,
    },
    /// The prover could not settle it within its budget.
    Unclear,
}

fn cancelled(cancel: &AtomicBool) -> bool {
    cancel.load(Ordering::Relaxed)
}

/// Judges the attacker's move `m` in `game` (the attacker to move, with a
/// win to find). `keys` are points worth trying as the defender's answer
/// when `m` is no threat (the solution's points).
pub fn judge_attack(
    prover: &mut Prover,
    game: &Game,
    m: Pos,
    keys: &[Pos],
    cancel: &AtomicBool,
) -> Verdict {
    let after = match played(game, m) {
        Ok(after) => after,
        Err(verdict) => return verdict,
    };
    // The opponent's own win first: a move that allows one is wrong
    // whatever else it threatens.
    if let Proof::Win { line, plies, .. } = prover.prove_cancellable(&after, cancel) {
        return Verdict::Wrong {
            refutation: line,
            why: Why::OpponentWins { plies },
        };
    }
    let candidates: Vec<Pos> = match replies(&after) {
        Replies::Lost(blocks) => {
            // Nothing stops the five: a block delays it, if one may be
            // played, else the defender moves as near as it may (under
            // renju black's block may be forbidden); the player makes the
            // five next.
            return Verdict::Right {
                reply: blocks.first().copied().or_else(|| nearest_legal(&after)),
                solved: false,
            };
        }
        Replies::Forced(list) => list,
        Replies::Free => {
            // No threat: the opponent moves freely. Wrong if one of the
            // solution's points, taken, leaves no win.
            for &d in keys {
                if cancelled(cancel) {
                    return Verdict::Unclear;
                }
                let mut next = after.clone();
                if d == m || next.play(d).is_err() {
                    continue;
                }
                if matches!(prover.prove_cancellable(&next, cancel), Proof::NoWin { .. }) {
                    return Verdict::Wrong {
                        refutation: vec![d],
                        why: Why::WinGone,
                    };
                }
            }
            return Verdict::Unclear;
        }
    };
    let mut best: Option<(u32, Pos)> = None;
    let mut open = false;
    for d in candidates {
        if cancelled(cancel) {
            return Verdict::Unclear;
        }
        let mut next = after.clone();
        if next.play(d).is_err() {
            continue;
        }
        if next.outcome().is_some() {
            // The defender made five: the move allowed it.
            return Verdict::Wrong {
                refutation: vec![d],
                why: Why::OpponentWins { plies: 1 },
            };
        }
        match prover.prove_cancellable(&next, cancel) {
            Proof::Win { plies, .. } => {
                if best.is_none_or(|(p, _)| plies > p) {
                    best = Some((plies, d));
                }
            }
            Proof::NoWin { .. } => {
                return Verdict::Wrong {
                    refutation: vec![d],
                    why: Why::WinGone,
                };
            }
            Proof::Unknown { .. } => open = true,
        }
    }
    match best {
        Some((_, d)) if !open => Verdict::Right {
            reply: Some(d),
            solved: false,
        },
        _ => Verdict::Unclear,
    }
}

/// The position after `m`, or the verdict without reading: an illegal
/// move is unclear (the window never sends one), a five solves it.
fn played(game: &Game, m: Pos) -> Result<Game, Verdict> {
    let mut after = game.clone();
    match after.play(m) {
        Err(_) => Err(Verdict::Unclear),
        Ok(Some(_)) => Err(Verdict::Right {
            reply: None,
            solved: true,
        }),
        Ok(None) => Ok(after),
    }
}

/// Judges the defender's move `m` in `game` (a "hold on" question).
pub fn judge_hold(prover: &mut Prover, game: &Game, m: Pos, cancel: &AtomicBool) -> Verdict {
    let after = match played(game, m) {
        Ok(after) => after,
        Err(verdict) => return verdict,
    };
    match prover.prove_cancellable(&after, cancel) {
        Proof::Win { line, plies, .. } => Verdict::Wrong {
            refutation: line,
            why: Why::OpponentWins { plies },
        },
        Proof::NoWin { .. } => Verdict::Right {
            reply: None,
            solved: true,
        },
        Proof::Unknown { .. } => Verdict::Unclear,
    }
}

/// Judges a click in a forbidden-point question: right when the point is
/// forbidden to black.
#[must_use]
pub fn judge_forbidden(game: &Game, m: Pos) -> Verdict {
    if game.board().is_empty_at(m) && game.forbidden(m).is_some() {
        Verdict::Right {
            reply: None,
            solved: true,
        }
    } else {
        Verdict::Wrong {
            refutation: Vec::new(),
            why: Why::NotForbidden,
        }
    }
}

/// The empty points of `game`, nearest to `focus` first (ties in board
/// order), so the likely answers are read first.
fn points_near(game: &Game, focus: Option<Pos>) -> Vec<Pos> {
    let board = game.board();
    let mut points: Vec<Pos> = board.empty_points().collect();
    if let Some(f) = focus {
        points.sort_by_key(|p| {
            let dx = (i32::from(p.x) - i32::from(f.x)).abs();
            let dy = (i32::from(p.y) - i32::from(f.y)).abs();
            (dx.max(dy), p.y, p.x)
        });
    }
    points
}

/// The side to move's next move in its proved win in `game`: a five when
/// there is one (the prover spells no line for it), else the proof's
/// first move.
pub fn next_attack(prover: &mut Prover, game: &Game, cancel: &AtomicBool) -> Option<Pos> {
    let fives = Shapes::of(game).points_with(game.to_move(), Threat::Five);
    if let Some(&five) = fives.iter().find(|&&p| game.is_legal(p)) {
        return Some(five);
    }
    match prover.prove_cancellable(game, cancel) {
        Proof::Win { line, .. } => line.first().copied(),
        _ => None,
    }
}

/// The side to move's legal move nearest to the opponent's first five
/// point, when it cannot block it.
fn nearest_legal(game: &Game) -> Option<Pos> {
    let theirs = Shapes::of(game).points_with(game.to_move().opponent(), Threat::Five);
    let focus = theirs.first().copied();
    points_near(game, focus)
        .into_iter()
        .find(|&p| !theirs.contains(&p) && game.is_legal(p))
}

/// Whether `p` is within [`REACH`] of a stone.
fn within_reach(game: &Game, p: Pos) -> bool {
    let board = game.board();
    board.points().any(|q| {
        board.get(q).is_some()
            && (i32::from(p.x) - i32::from(q.x)).abs() <= REACH
            && (i32::from(p.y) - i32::from(q.y)).abs() <= REACH
    })
}

/// The win of the side to move in `game`, played out against the best
/// defence from `first`: the moves to the five.
fn play_out(prover: &mut Prover, game: &Game, first: Pos, cancel: &AtomicBool) -> Option<Vec<Pos>> {
    let mut game = game.clone();
    let mut line = Vec::new();
    let mut next = first;
    while line.len() < MAX_PLIES {
        let verdict = judge_attack(prover, &game, next, &[], cancel);
        let Verdict::Right { reply, solved } = verdict else {
            return None;
        };
        game.play(next).ok()?;
        line.push(next);
        if solved {
            return Some(line);
        }
        // Without a legal block the five comes next.
        if let Some(r) = reply {
            game.play(r).ok()?;
            line.push(r);
        }
        next = next_attack(prover, &game, cancel)?;
    }
    None
}

/// The win puzzle of `game` for its side to move, if the prover proves a
/// win: by fours ([`PuzzleKind::WinByFours`]) when it reads one, else by
/// threes. Its answers are the winning first moves among the kind's
/// threats (fours; with threes, open threes too); a quiet move that
/// keeps the win is judged right all the same. `id` and `source` name it; `moves` led to it, if known.
pub fn win_puzzle(
    game: &Game,
    moves: &[Pos],
    id: String,
    source: Source,
    nodes: u64,
    cancel: &AtomicBool,
) -> Option<Puzzle> {
    if game.outcome().is_some() {
        return None;
    }
    let mut fours = Prover::new(Kind::Vcf).depth(VCF_DEPTH).nodes(nodes);
    let mut prover = prover(nodes);
    let (kind, proof) = match fours.prove_cancellable(game, cancel) {
        proof @ Proof::Win { .. } => (PuzzleKind::WinByFours, proof),
        _ => (
            PuzzleKind::WinByThrees,
            prover.prove_cancellable(game, cancel),
        ),
    };
    let Proof::Win {
        line, nodes: read, ..
    } = proof
    else {
        return None;
    };
    let first = *line.first()?;
    let solution = play_out(&mut prover, game, first, cancel)?;
    // Every first move of the kind's threats (fours, or with threes open
    // threes too) proved to win.
    let mut sweep = self::prover(nodes / SWEEP_SHARE);
    let least = match kind {
        PuzzleKind::WinByFours => Threat::Four,
        _ => Threat::OpenThree,
    };
    let mut answers = vec![first];
    let me = game.to_move();
    let candidates = Shapes::of(game).points_with(me, least);
    for p in points_near(game, Some(first)) {
        if cancelled(cancel) {
            return None;
        }
        if p == first || !candidates.contains(&p) || !game.is_legal(p) {
            continue;
        }
        if matches!(
            judge_attack(&mut sweep, game, p, &[], cancel),
            Verdict::Right { .. }
        ) {
            answers.push(p);
        }
    }
    Some(Puzzle {
        id,
        kind,
        rule: game.rule(),
        board: game.board().clone(),
        moves: moves.to_vec(),
        answers,
        plies: solution.len() as u32,
        solution,
        nodes: read,
        source,
    })
}

/// The "hold on" puzzle of `game` for its side to move, if the opponent's
/// threat is proved, the side to move has no win of its own, and at least
/// one move is proved to hold (every empty point within [`REACH`] of a
/// stone is tried, each with a fifth of the budget).
pub fn hold_puzzle(
    game: &Game,
    moves: &[Pos],
    id: String,
    source: Source,
    nodes: u64,
    cancel: &AtomicBool,
) -> Option<Puzzle> {
    if game.outcome().is_some() {
        return None;
    }
    let mut prover = prover(nodes);
    if !matches!(prover.prove_cancellable(game, cancel), Proof::NoWin { .. }) {
        // A win of its own (or one that may be): not a question of holding.
        return None;
    }
    let Proof::Win {
        line,
        plies,
        nodes: read,
    } = self::prover(nodes).prove_threat(game, cancel)
    else {
        return None;
    };
    let mut answers = Vec::new();
    let mut total = read;
    let mut sweep = self::prover(nodes / SWEEP_SHARE);
    for p in points_near(game, line.first().copied()) {
        if cancelled(cancel) {
            return None;
        }
        if !game.is_legal(p) || !within_reach(game, p) {
            continue;
        }
        let mut after = game.clone();
        if after.play(p).is_err() {
            continue;
        }
        let proof = sweep.prove_cancellable(&after, cancel);
        total += proof.nodes();
        if matches!(proof, Proof::NoWin { .. }) {
            answers.push(p);
        }
    }
    let first = *answers.first()?;
    Some(Puzzle {
        id,
        kind: PuzzleKind::HoldOn,
        rule: game.rule(),
        board: game.board().clone(),
        moves: moves.to_vec(),
        answers,
        solution: vec![first],
        plies,
        nodes: total,
        source,
    })
}

/// The forbidden-point puzzle of `game` (renju, black to move): `tempting`
/// are the forbidden points that would win without the rule (the caller
/// proves that). Kept when each of them is forbidden.
#[must_use]
pub fn forbidden_puzzle(game: &Game, tempting: &[Pos], id: String) -> Option<Puzzle> {
    let first = *tempting.first()?;
    let all_forbidden = tempting.iter().all(|&p| game.forbidden(p).is_some());
    (game.rule() == Rule::Renju && all_forbidden).then(|| Puzzle {
        id,
        kind: PuzzleKind::RenjuForbidden,
        rule: Rule::Renju,
        board: game.board().clone(),
        moves: Vec::new(),
        answers: tempting.to_vec(),
        solution: vec![first],
        plies: 1,
        nodes: 0,
        source: Source::BuiltIn,
    })
}
