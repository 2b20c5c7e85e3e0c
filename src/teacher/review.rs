//! Where the game was lost: a finished (or unfinished) game walked with the
//! `master` engine (one bounded analysis per position, for the evaluation
//! graph) and the engine's prover (for every claim of a forced win).
//!
//! [`find_mistakes`] looks for
//! - the player's **decisive mistake**: the move after which the opponent
//!   had a *proved* forced win that lasted to the end of the game (after
//!   each of the player's later moves the win was proved again), with the
//!   proved line and its length;
//! - a move that would have held there: one after which the prover read
//!   every line of the opponent's fours and threes and found no forced win
//!   ([`Defence::Held`], with how hard it looked); when each move tried
//!   still loses by force, no defence was found ([`Defence::NoneFound`]);
//! - when the decisive mistake is the player's first move and nothing held,
//!   the opponent had a forced win from the start: then the moves where
//!   the player could have made the win last longest ([`Hardest`]);
//! - without a proved lost game: the moves after which the evaluation fell
//!   most;
//! - **missed wins**: positions where the player had a forced win (the
//!   engine's, or a win by fours) and played a move after which it was gone.
//!
//! Nothing here runs a thread: the caller does, and may cancel through a
//! flag; [`find_mistakes`] reports its progress as it goes.

use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::engine::prover::{Proof, Prover};
use crate::engine::{Engine, Eval, Level, Limits, win_by_fours};
use crate::game::board::{Pos, Stone, UnsupportedSize};
use crate::game::rules::{Game, Rule};
use crate::game::shapes::{Shapes, Threat};
use crate::teacher::proofs::{self, Tried};

/// How many moves are tried when looking for one that would have held.
const HOLD_TRIES: usize = 6;
/// How many moves are tried, at each of the player's moves of a game lost
/// from the start, when looking for the one that makes the win longest.
const HARD_TRIES: usize = 3;
/// How many of the player's moves of a game lost from the start are
/// looked at for a longer resistance, and how many are named.
const HARD_MOVES: usize = 8;
const HARD_NAMED: usize = 3;
/// The prover's positions per proof are the engine's node budget times
/// this (the review's node budget counts the engine's positions): enough
/// to prove most wins back to where they began (the labelled set,
/// `tests/core/review_set.rs`), within the time a review may take.
const PROOF_SHARE: u64 = 2;
/// How many times its budget a proof that ran out gets again: the run of
/// proved wins breaks where a proof runs out, most often at the first move
/// of a long win. On the labelled set (`tests/core/review_set.rs`) this
/// and [`ESCALATION_TOTAL`] name the labelled losing move in 52 of 56
/// games (93 %, 42 without); 15 and 15 name 50, 25 and 50 name 55 but take
/// up to 18 s a game.
const ESCALATION: u64 = 20;
/// How many proofs' budgets the retries of one review may use in all (a
/// game's review stays within about 12 s on a 2-core machine: the slowest
/// of the set, a 31-move game; the games of 50 moves and more take 1.5 s
/// or less).
const ESCALATION_TOTAL: u64 = 20;
/// Fours read deep when looking for a win by fours.
const VCF_DEPTH: u32 = 24;
/// How many forced blocks in a row are played out to judge a position the
/// engine answers without searching.
const FORCED_DEPTH: u32 = 3;
/// How many moves with the largest fall are listed.
const DROPS: usize = 3;

/// The positions the engine examines per position reviewed unless told
/// otherwise (the window and `gomoku --review`): the same answer on any
/// machine, and a 67-move game in about 2 s, proofs included (release
/// build, `cargo bench --bench review`, on a 2-core machine).
pub const REVIEW_NODES: u64 = 10_000;

/// How much thought each position gets.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    /// Positions the engine may examine per position reviewed.
    pub nodes: Option<u64>,
    /// Time per position reviewed.
    pub time: Option<Duration>,
}

impl Budget {
    /// `nodes` positions per position reviewed (repeatable: tests use it).
    #[must_use]
    pub fn nodes(nodes: u64) -> Budget {
        Budget {
            nodes: Some(nodes),
            time: None,
        }
    }

    /// `time` per position reviewed.
    #[must_use]
    pub fn time(time: Duration) -> Budget {
        Budget {
            nodes: None,
            time: Some(time),
        }
    }

    /// The prover's positions per proof: the engine's node budget times
    /// [`PROOF_SHARE`] ([`REVIEW_NODES`]'s under a time budget, so a
    /// claim does not depend on the machine).
    #[must_use]
    pub fn proof_nodes(&self) -> u64 {
        self.nodes.unwrap_or(REVIEW_NODES) * PROOF_SHARE
    }

    fn limits(&self) -> Limits {
        Limits {
            deadline: self.time.map(|t| Instant::now() + t),
            nodes: self.nodes,
            ..Limits::default()
        }
    }
}

/// Why a review has no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewError {
    /// The caller asked to stop.
    Cancelled,
    /// The board size is not supported.
    Size(UnsupportedSize),
}

impl fmt::Display for ReviewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReviewError::Cancelled => f.write_str("the review was cancelled"),
            ReviewError::Size(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ReviewError {}

/// The move that lost the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecisiveMistake {
    /// Its index in the moves reviewed (0 is the first move).
    pub index: usize,
    /// The move played.
    pub played: Pos,
    /// The evaluation before it, from the player's side (`None`: the
    /// engine gave none, as for a forced block).
    pub before: Option<Eval>,
    /// The opponent's proved forced win after it, starting with the
    /// opponent's next move (as far as the proof spelled it out).
    pub forced_win: Vec<Pos>,
    /// Plies of that win, the opponent's first move and five included.
    pub plies: u32,
    /// What was found instead of the mistake.
    pub defence: Defence,
}

impl DecisiveMistake {
    /// The move that would have held, if one was found.
    #[must_use]
    pub fn holding(&self) -> Option<Pos> {
        match self.defence {
            Defence::Held { pos, .. } => Some(pos),
            Defence::NoneFound { .. } => None,
        }
    }
}

/// A defence in the position of the decisive mistake.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Defence {
    /// After `pos` the prover read every line of the opponent's fours and
    /// threes, up to `depth` of its moves, and found no forced win: the
    /// player was not lost before the mistake (as far as threats go).
    Held {
        /// The move.
        pos: Pos,
        /// Positions the prover read to show it.
        nodes: u64,
        /// The opponent's moves it read to.
        depth: u32,
    },
    /// After each of the `tried` moves the opponent still won by force (or
    /// the prover could not tell within `budget` positions).
    NoneFound {
        /// Moves tried.
        tried: usize,
        /// Positions per proof.
        budget: u64,
    },
}

/// In a game lost from the start, a move of the player's after which the
/// win was shorter than after another move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hardest {
    /// Its index in the moves reviewed.
    pub index: usize,
    /// The move played.
    pub played: Pos,
    /// The plies of the opponent's proved win after it.
    pub plies: u32,
    /// The move that made the win longest among those tried.
    pub better: Pos,
    /// The plies of the opponent's proved win after that one.
    pub better_plies: u32,
}

/// A move after which the evaluation fell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fall {
    /// Its index in the moves reviewed.
    pub index: usize,
    /// The move played.
    pub played: Pos,
    /// The evaluation before it, from the player's side.
    pub before: Eval,
    /// The evaluation after it, from the player's side.
    pub after: Eval,
    /// The engine's choice in that position.
    pub engine_choice: Option<Pos>,
}

/// A forced win the player did not take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MissedWin {
    /// The index of the move played instead.
    pub index: usize,
    /// The move played instead.
    pub played: Pos,
    /// The winning line from that position, starting with the player's
    /// move (as far as the engine spelled it out).
    pub winning: Vec<Pos>,
}

/// What the review found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    /// The side reviewed.
    pub player: Stone,
    /// The moves reviewed: the record up to its end or its first illegal
    /// move.
    pub moves: Vec<Pos>,
    /// The index of the record's first illegal move, if it has one.
    pub illegal_at: Option<usize>,
    /// The evaluation of each position (before move `i`, and after the
    /// last), from the player's side; `None` where the engine gave none.
    pub evals: Vec<Option<Eval>>,
    /// The move that lost the game, if one did.
    pub decisive: Option<DecisiveMistake>,
    /// Whether the opponent had a proved forced win from the player's first
    /// move on, with no defence found there.
    pub lost_from_start: bool,
    /// In a game lost from the start: the moves where another move would
    /// have made the win longest, most plies gained first.
    pub hardest: Vec<Hardest>,
    /// Without a decisive mistake: the player's moves after which the
    /// evaluation fell most, largest fall first.
    pub falls: Vec<Fall>,
    /// Forced wins the player let go.
    pub missed_wins: Vec<MissedWin>,
}

/// Reviews the game of `moves` from an empty board of `size` lines under
/// `rule`, for `player`. Each position gets `budget`; `progress` hears
/// (positions done, positions in all); `cancel` stops the review (it is
/// read between positions, so it takes effect within one position's
/// budget).
///
/// # Errors
/// [`ReviewError::Cancelled`] when `cancel` was set,
/// [`ReviewError::Size`] for an unsupported board size.
pub fn find_mistakes(
    moves: &[Pos],
    size: usize,
    rule: Rule,
    player: Stone,
    budget: &Budget,
    progress: &mut dyn FnMut(usize, usize),
    cancel: &AtomicBool,
) -> Result<Review, ReviewError> {
    find_mistakes_after(moves, size, rule, player, 0, budget, progress, cancel)
}

/// [`find_mistakes`] in a game whose first `opening` stones were its
/// opening rule's (swap2, Soosõrv-8, the centre start): placed before the
/// colours were settled, often by the other side, so none of them is
/// judged as the player's move (no mistake, no missed win there).
///
/// # Errors
/// As [`find_mistakes`].
#[allow(clippy::too_many_arguments)]
pub fn find_mistakes_after(
    moves: &[Pos],
    size: usize,
    rule: Rule,
    player: Stone,
    opening: usize,
    budget: &Budget,
    progress: &mut dyn FnMut(usize, usize),
    cancel: &AtomicBool,
) -> Result<Review, ReviewError> {
    let start = Game::new(size, rule).map_err(ReviewError::Size)?;
    review_inner(&start, moves, player, opening, budget, progress, cancel)
}

/// What the engine makes of one position, from the side to move's view.
#[derive(Clone, Debug, Default)]
struct Judgement {
    eval: Option<Eval>,
    best: Option<Pos>,
    pv: Vec<Pos>,
    root: Vec<Pos>,
}

/// [`find_mistakes`] from a given position (a puzzle, or a game set up
/// from a diagram): `moves` are played from `start`.
///
/// # Errors
/// [`ReviewError::Cancelled`] when `cancel` was set.
pub fn review_from(
    start: &Game,
    moves: &[Pos],
    player: Stone,
    budget: &Budget,
    progress: &mut dyn FnMut(usize, usize),
    cancel: &AtomicBool,
) -> Result<Review, ReviewError> {
    review_inner(start, moves, player, 0, budget, progress, cancel)
}

/// The review of `moves` from `start`, the player's moves judged from
/// index `opening` on.
fn review_inner(
    start: &Game,
    moves: &[Pos],
    player: Stone,
    opening: usize,
    budget: &Budget,
    progress: &mut dyn FnMut(usize, usize),
    cancel: &AtomicBool,
) -> Result<Review, ReviewError> {
    // The positions: before each legal move, and after the last.
    let mut games = vec![start.clone()];
    let mut illegal_at = None;
    for (i, &m) in moves.iter().enumerate() {
        let mut next = games[i].clone();
        if next.play(m).is_err() {
            illegal_at = Some(i);
            break;
        }
        games.push(next);
    }
    let played = &moves[..games.len() - 1];
    let mut engine = Level::Master.engine(0);
    let total = games.len();
    // The engine's positions, then at most one proof after each of the
    // player's moves and the defences tried.
    let steps = total + total / 2 + 1 + HOLD_TRIES;
    let mut judged = Vec::with_capacity(total);
    for (i, game) in games.iter().enumerate() {
        if cancel.load(Ordering::Relaxed) {
            return Err(ReviewError::Cancelled);
        }
        let mut j = judge(engine.as_mut(), game, budget, FORCED_DEPTH);
        if game.to_move() == player && !matches!(j.eval, Some(Eval::Win { .. })) {
            // The engine's reading shares its budget; a win by fours gets
            // a reading of its own.
            if let Some(win) = win_by_fours(game, VCF_DEPTH, &budget.limits()) {
                j.eval = Some(Eval::Win { plies: win.plies });
                j.best = win.line.first().copied();
                j.pv = win.line;
            }
        }
        judged.push(j);
        progress(i + 1, steps);
    }
    let view = |i: usize| {
        let e = judged[i].eval?;
        Some(if games[i].to_move() == player {
            e
        } else {
            e.flipped()
        })
    };
    let evals: Vec<Option<Eval>> = (0..total).map(view).collect();
    let mine: Vec<usize> = (opening.min(played.len())..played.len())
        .filter(|&i| games[i].to_move() == player)
        .collect();
    let lost = |e: Option<Eval>| matches!(e, Some(Eval::Loss { .. }));
    let won = |e: Option<Eval>| matches!(e, Some(Eval::Win { .. }));

    let missed_wins = mine
        .iter()
        .filter(|&&i| won(evals[i]) && !won(evals[i + 1]))
        .filter(|&&i| judged[i].pv.first() != Some(&played[i]))
        .map(|&i| MissedWin {
            index: i,
            played: played[i],
            winning: judged[i].pv.clone(),
        })
        .collect();

    let final_loss = match games[total - 1].outcome() {
        Some(o) => o.winner() == Some(player.opponent()),
        None => lost(evals[total - 1]),
    };
    let mut prover = proofs::prover(budget.proof_nodes());
    let mut decisive = None;
    let mut lost_from_start = false;
    let mut hardest = Vec::new();
    if final_loss {
        // The opponent's proved wins after the player's moves, from the last
        // back: the run of them that lasts to the end starts at the mistake.
        let mut run: Vec<(usize, Proof)> = Vec::new();
        // Where a proof runs out of budget (not refuted: unknown) the run
        // would break at a move that may well have lost already, the first
        // of a long win: such proofs get more, up to a total for the game.
        let mut extra = budget.proof_nodes() * ESCALATION_TOTAL;
        for &i in mine.iter().rev() {
            let mut proof = proofs::win_of_mover(&mut prover, &games[i + 1], cancel);
            if matches!(proof, Proof::Unknown { .. }) && extra > 0 {
                let more = (budget.proof_nodes() * ESCALATION).min(extra);
                prover.set_nodes(more);
                proof = proofs::win_of_mover(&mut prover, &games[i + 1], cancel);
                prover.set_nodes(budget.proof_nodes());
                extra = extra.saturating_sub(proof.nodes());
            }
            if cancel.load(Ordering::Relaxed) {
                return Err(ReviewError::Cancelled);
            }
            if !proof.is_win() {
                break;
            }
            run.push((i, proof));
            progress(total + run.len(), steps);
        }
        run.reverse();
        if let Some((i, Proof::Win { line, plies, .. })) = run.first().cloned() {
            let candidates = defence_candidates(&games[i], &judged[i], line.first().copied());
            let tried = proofs::try_defences(
                &mut prover,
                &games[i],
                played[i],
                candidates,
                HOLD_TRIES,
                cancel,
            );
            if cancel.load(Ordering::Relaxed) {
                return Err(ReviewError::Cancelled);
            }
            let defence = match tried.iter().find(|t| t.holds()) {
                Some(t) => Defence::Held {
                    pos: t.pos,
                    nodes: t.proof.nodes(),
                    depth: proofs::DEPTH,
                },
                None => Defence::NoneFound {
                    tried: tried.len(),
                    budget: budget.proof_nodes(),
                },
            };
            lost_from_start =
                mine.first() == Some(&i) && matches!(defence, Defence::NoneFound { .. });
            if lost_from_start {
                hardest = hardest_moves(&mut prover, &games, played, &judged, &run, cancel)?;
            }
            decisive = Some(DecisiveMistake {
                index: i,
                played: played[i],
                before: evals[i],
                forced_win: line,
                plies,
                defence,
            });
        }
    }
    let falls = if decisive.is_some() {
        Vec::new()
    } else {
        largest_falls(&mine, played, &evals, &judged)
    };
    progress(steps, steps);
    Ok(Review {
        player,
        moves: played.to_vec(),
        illegal_at,
        evals,
        decisive,
        lost_from_start,
        hardest,
        falls,
        missed_wins,
    })
}

/// The engine's view of `game`, with the answers it gives without
/// searching (a five to make or block, a forced reply) judged by playing
/// them out, up to `depth` forced blocks deep.
fn judge(engine: &mut dyn Engine, game: &Game, budget: &Budget, depth: u32) -> Judgement {
    if let Some(outcome) = game.outcome() {
        // The last mover made five, or the board is full.
        let eval = match outcome.winner() {
            Some(_) => Eval::Loss { plies: 0 },
            None => Eval::Score(0),
        };
        return Judgement {
            eval: Some(eval),
            ..Judgement::default()
        };
    }
    let report = engine.analyse(game, &budget.limits(), &mut |_| {});
    let mut j = Judgement {
        eval: report.eval,
        best: report.best,
        pv: report.pv,
        root: report.root.iter().map(|m| m.pos).collect(),
    };
    if j.eval.is_some() {
        return j;
    }
    let shapes = Shapes::of(game);
    let me = game.to_move();
    if !shapes.points_with(me, Threat::Five).is_empty() {
        j.eval = Some(Eval::Win { plies: 1 });
        return j;
    }
    let theirs = shapes.points_with(me.opponent(), Threat::Five);
    match theirs.as_slice() {
        [] => {}
        [one] => {
            let block = *one;
            let mut next = game.clone();
            if next.play(block).is_err() {
                // Renju: the only defence is forbidden.
                j.eval = Some(Eval::Loss { plies: 2 });
            } else if depth > 0 {
                let after = judge(engine, &next, budget, depth - 1);
                j.eval = after.eval.map(|e| match e.flipped() {
                    Eval::Win { plies } => Eval::Win { plies: plies + 1 },
                    Eval::Loss { plies } => Eval::Loss { plies: plies + 1 },
                    score => score,
                });
                j.best = Some(block);
                j.pv = std::iter::once(block).chain(after.pv).collect();
            }
        }
        _ => j.eval = Some(Eval::Loss { plies: 2 }),
    }
    j
}

/// The moves worth trying instead of the player's in `game`: the engine's
/// own choice first, then the opponent's next move in its forced win (its
/// key point), the blocks of its threats and the engine's other
/// candidates.
fn defence_candidates(game: &Game, before: &Judgement, key: Option<Pos>) -> Vec<Pos> {
    let shapes = Shapes::of(game);
    let them = game.to_move().opponent();
    let mut blocks: Vec<(Threat, Pos)> = shapes
        .points_with(them, Threat::OpenThree)
        .into_iter()
        .map(|p| (shapes.threat(p, them), p))
        .collect();
    blocks.sort_by_key(|&(t, p)| (std::cmp::Reverse(t), p));
    before
        .best
        .into_iter()
        .chain(key)
        .chain(blocks.into_iter().map(|(_, p)| p))
        .chain(before.root.iter().copied())
        .collect()
}

/// In a game lost from the start (`run`: the player's moves and the
/// opponent's proved wins after them), the moves where another move would
/// have made the win longest.
fn hardest_moves(
    prover: &mut Prover,
    games: &[Game],
    played: &[Pos],
    judged: &[Judgement],
    run: &[(usize, Proof)],
    cancel: &AtomicBool,
) -> Result<Vec<Hardest>, ReviewError> {
    let mut found = Vec::new();
    for (i, proof) in run.iter().take(HARD_MOVES) {
        let Proof::Win { plies, line, .. } = proof else {
            continue;
        };
        let candidates = defence_candidates(&games[*i], &judged[*i], line.first().copied());
        let tried = proofs::try_defences(
            prover, &games[*i], played[*i], candidates, HARD_TRIES, cancel,
        );
        if cancel.load(Ordering::Relaxed) {
            return Err(ReviewError::Cancelled);
        }
        let longest = tried
            .iter()
            .filter_map(|t: &Tried| match t.proof {
                Proof::Win { plies, .. } => Some((plies, t.pos)),
                _ => None,
            })
            .max_by_key(|&(p, pos)| (p, std::cmp::Reverse(pos)));
        if let Some((better_plies, better)) = longest
            && better_plies > *plies
        {
            found.push(Hardest {
                index: *i,
                played: played[*i],
                plies: *plies,
                better,
                better_plies,
            });
        }
    }
    found.sort_by_key(|h| (std::cmp::Reverse(h.better_plies - h.plies), h.index));
    found.truncate(HARD_NAMED);
    Ok(found)
}

/// An evaluation as one number for comparing falls: forced results beyond
/// any score, sooner ones further out.
fn value(e: Eval) -> i64 {
    const DECIDED: i64 = 1 << 40;
    match e {
        Eval::Win { plies } => DECIDED - i64::from(plies),
        Eval::Loss { plies } => -DECIDED + i64::from(plies),
        e @ (Eval::Score(_) | Eval::Winning | Eval::Losing) => i64::from(e.on_scale().unwrap_or(0)),
    }
}

fn largest_falls(
    mine: &[usize],
    played: &[Pos],
    evals: &[Option<Eval>],
    judged: &[Judgement],
) -> Vec<Fall> {
    let mut falls: Vec<(i64, Fall)> = mine
        .iter()
        .filter_map(|&i| {
            let (before, after) = (evals[i]?, evals[i + 1]?);
            let drop = value(before) - value(after);
            (drop > 0).then(|| {
                (
                    drop,
                    Fall {
                        index: i,
                        played: played[i],
                        before,
                        after,
                        engine_choice: judged[i].best,
                    },
                )
            })
        })
        .collect();
    falls.sort_by_key(|(drop, f)| (std::cmp::Reverse(*drop), f.index));
    falls.into_iter().take(DROPS).map(|(_, f)| f).collect()
}
