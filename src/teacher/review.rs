//! Where the game was lost: a finished (or unfinished) game walked with the
//! `master` engine, one bounded analysis per position.
//!
//! [`find_mistakes`] looks for
//! - the player's **decisive mistake**: the last move after which the
//!   engine saw a forced loss where before it did not, together with the
//!   opponent's forced win from there and a move that would have held (one
//!   after which the engine no longer sees a forced loss — a claim is only
//!   made when such a move is found);
//! - when no single move lost it, the moves after which the evaluation
//!   fell most;
//! - **missed wins**: positions where the player had a forced win (the
//!   engine's, or a win by fours) and played a move after which it was gone.
//!
//! Nothing here runs a thread: the caller does, and may cancel through a
//! flag; [`find_mistakes`] reports its progress as it goes.

use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::engine::search::position::{Position, Threat};
use crate::engine::{Engine, Eval, Level, Limits, win_by_fours};
use crate::game::board::{Pos, Stone, UnsupportedSize};
use crate::game::rules::{Game, Rule};
use crate::teacher::threats::colour;

/// How many moves are tried when looking for one that would have held.
const HOLD_TRIES: usize = 6;
/// Fours read deep when looking for a win by fours.
const VCF_DEPTH: u32 = 24;
/// How many forced blocks in a row are played out to judge a position the
/// engine answers without searching.
const FORCED_DEPTH: u32 = 3;
/// How many moves with the largest fall are listed.
const DROPS: usize = 3;

/// The positions the engine examines per position reviewed unless told
/// otherwise (the window and `gomoku --review`): the same answer on any
/// machine, and a 60-move game in about 6 s (release build, `cargo bench
/// --bench review`, on a busy 2-core machine).
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
    /// The opponent's forced win after it, starting with the opponent's
    /// next move (as far as the engine spelled it out).
    pub forced_win: Vec<Pos>,
    /// A move that would have held: after it the engine sees no forced
    /// loss.
    pub holding: Pos,
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
    let start = Game::new(size, rule).map_err(ReviewError::Size)?;
    review_from(&start, moves, player, budget, progress, cancel)
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
        progress(i + 1, total);
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
    let mine: Vec<usize> = (0..played.len())
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
    let mut decisive = None;
    if final_loss {
        for &i in mine.iter().rev() {
            if lost(evals[i]) || !lost(evals[i + 1]) {
                continue;
            }
            if cancel.load(Ordering::Relaxed) {
                return Err(ReviewError::Cancelled);
            }
            let after = &judged[i + 1];
            let holding = holding_move(
                engine.as_mut(),
                &games[i],
                played[i],
                &judged[i],
                after,
                budget,
            );
            if let Some(holding) = holding {
                decisive = Some(DecisiveMistake {
                    index: i,
                    played: played[i],
                    before: evals[i],
                    forced_win: after.pv.clone(),
                    holding,
                });
                break;
            }
        }
    }
    let falls = if decisive.is_some() {
        Vec::new()
    } else {
        largest_falls(&mine, played, &evals, &judged)
    };
    progress(total, total);
    Ok(Review {
        player,
        moves: played.to_vec(),
        illegal_at,
        evals,
        decisive,
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
    let position = Position::from_game(game);
    let me = colour(game.to_move());
    if !position.points_with(me, Threat::Five).is_empty() {
        j.eval = Some(Eval::Win { plies: 1 });
        return j;
    }
    let theirs = position.points_with(1 - me, Threat::Five);
    match theirs.as_slice() {
        [] => {}
        [one] => {
            let block = position.pos(*one);
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

/// A move in `game` other than `played` after which the engine sees no
/// forced win for the opponent: the engine's own choice first, then the
/// opponent's next move in its forced win (its key point), the blocks of
/// its threats and the engine's other candidates.
fn holding_move(
    engine: &mut dyn Engine,
    game: &Game,
    played: Pos,
    before: &Judgement,
    after: &Judgement,
    budget: &Budget,
) -> Option<Pos> {
    let position = Position::from_game(game);
    let them = 1 - colour(game.to_move());
    let mut blocks: Vec<(Threat, Pos)> = position
        .points_with(them, Threat::OpenThree)
        .into_iter()
        .map(|i| (position.threat(i, them), position.pos(i)))
        .collect();
    blocks.sort_by_key(|&(t, p)| (std::cmp::Reverse(t), p));
    let mut tried: Vec<Pos> = Vec::new();
    let candidates = before
        .best
        .into_iter()
        .chain(after.pv.first().copied())
        .chain(blocks.into_iter().map(|(_, p)| p))
        .chain(before.root.iter().copied());
    for h in candidates {
        if tried.len() >= HOLD_TRIES {
            break;
        }
        if h == played || tried.contains(&h) || !game.is_legal(h) {
            continue;
        }
        tried.push(h);
        let mut next = game.clone();
        if next.play(h).is_err() {
            continue;
        }
        if next.outcome().is_some() {
            return Some(h);
        }
        let reply = judge(engine, &next, budget, FORCED_DEPTH);
        if !matches!(reply.eval, Some(Eval::Win { .. })) {
            return Some(h);
        }
    }
    None
}

/// An evaluation as one number for comparing falls: forced results beyond
/// any score, sooner ones further out.
fn value(e: Eval) -> i64 {
    const DECIDED: i64 = 1 << 40;
    match e {
        Eval::Score(s) => i64::from(s),
        Eval::Win { plies } => DECIDED - i64::from(plies),
        Eval::Loss { plies } => -DECIDED + i64::from(plies),
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
