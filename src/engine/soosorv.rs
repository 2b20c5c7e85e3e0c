//! The computer's decisions in a Soosõrv-8 opening (renju; the steps are
//! in `session::opening::Soosorv`), by a searching engine's evaluation,
//! as the swap2 decisions are made (see [`crate::engine::swap2`]):
//!
//! - [`decide`] with [`SoosorvAsk::Three`]: one of the 26 openings, the
//!   most balanced by the search (a balanced opening, not a random one);
//! - [`SoosorvAsk::Colour`]: the colour that stands better;
//! - [`SoosorvAsk::Fourth`]: white's fourth stone and the number of fifth
//!   moves, chosen together so that the position black can make of its
//!   offers is as near to even as can be (black may still swap);
//! - [`SoosorvAsk::Offers`]: black's best fifth moves, no two symmetric
//!   (white will take the one that gives black least);
//! - [`SoosorvAsk::Pick`]: the offer that leaves black least.
//!
//! What `n` offers are worth to black is read the same way everywhere:
//! black's fifth moves, judged one by one, best first; white picks the
//! worst of the `n` black offers, so `n` offers are worth the `n`-th best.

use crate::engine::swap2::{
    Balance, Budget, balanced_three, best_points, deciding_level, judge, search,
};
use crate::engine::{Eval, Level, Limits};
use crate::game::board::Pos;
use crate::game::rules::Game;
use crate::game::symmetry::equivalent;

/// The most fifth moves white may ask for (RIF's eight).
pub const MAX_OFFERS: u8 = 8;

/// How many of white's best fourth stones [`SoosorvAsk::Fourth`] tries.
pub const FOURTH_CANDIDATES: usize = 3;

/// A step of Soosõrv-8 a player is asked to decide.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SoosorvAsk {
    /// Place the three opening stones (an empty board).
    Three,
    /// Take a colour: after three stones (`offers` is `None`), or after
    /// four, knowing how many fifth moves black will offer.
    Colour {
        /// The fifth moves declared, after four stones.
        offers: Option<u8>,
    },
    /// As white: place the fourth stone and declare the offers.
    Fourth,
    /// As black: offer this many fifth moves.
    Offers(u8),
    /// As white: pick one of these offers as the fifth stone.
    Pick(Vec<Pos>),
}

/// A Soosõrv-8 decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SoosorvReply {
    /// The three opening stones (black, white, black).
    Three([Pos; 3]),
    /// Take black.
    TakeBlack,
    /// Take white.
    TakeWhite,
    /// The fourth stone and how many fifth moves black must offer.
    Fourth(Pos, u8),
    /// The fifth moves offered.
    Offers(Vec<Pos>),
    /// The offer picked.
    Pick(Pos),
}

/// Black's fifth moves in `game` (four stones, black to move), judged one
/// by one with white to move after each, best for black first; no two
/// symmetric. At most `n`, from black's `n + 2` best points.
fn fifth_moves(level: Level, game: &Game, n: usize, budget: &mut Budget) -> Vec<(Pos, Balance)> {
    let report = search(level, game, &budget.share((1, n as u32 + 3)), &mut |_| {});
    let mut points: Vec<Pos> = Vec::new();
    for p in best_points(game, &report, n + 2 + 8) {
        if points.len() == n + 2 {
            break;
        }
        if !points.iter().any(|&q| equivalent(game.board(), p, q)) {
            points.push(p);
        }
    }
    let count = points.len() as u32;
    let mut judged: Vec<(Pos, Balance)> = Vec::with_capacity(points.len());
    for (k, p) in points.into_iter().enumerate() {
        let mut after = game.clone();
        if after.play(p).is_err() {
            continue;
        }
        let (_, balance) = judge(level, &after, &budget.share((1, count - k as u32)));
        judged.push((p, balance));
    }
    judged.sort_by_key(|(_, b)| std::cmp::Reverse(b.black_view));
    judged.truncate(n);
    judged
}

/// What `n` offers are worth to black: the `n`-th best fifth move (the
/// last there is, when fewer are found).
fn worth(fifths: &[(Pos, Balance)], n: usize) -> Option<Balance> {
    fifths
        .get(n.saturating_sub(1))
        .or(fifths.last())
        .map(|f| f.1)
}

/// `level`'s decision at the Soosõrv-8 step `ask` in `game`, and how it
/// saw the position it decided on (black's view). `None` when the board
/// does not fit the step (no stones to place, no offer to pick).
#[must_use]
pub fn decide(
    level: Level,
    game: &Game,
    ask: &SoosorvAsk,
    limits: &Limits,
    variety: u64,
) -> Option<(SoosorvReply, Balance)> {
    let level = deciding_level(level);
    let mut budget = Budget::new(limits);
    let board = game.board();
    match ask {
        SoosorvAsk::Three => {
            let d = balanced_three(level, (board.size(), game.rule()), (1, 2), limits, variety)?;
            Some((SoosorvReply::Three(d.choice), d.balance))
        }
        SoosorvAsk::Colour { offers: None } => {
            let (_, balance) = judge(level, game, limits);
            let black = balance.black_view > Eval::Score(0);
            let reply = if black {
                SoosorvReply::TakeBlack
            } else {
                SoosorvReply::TakeWhite
            };
            Some((reply, balance))
        }
        SoosorvAsk::Colour {
            offers: Some(declared),
        } => {
            // Four stones: black may swap. What black makes of the
            // declared offers decides.
            let n = usize::from(*declared).clamp(1, usize::from(MAX_OFFERS));
            let fifths = fifth_moves(level, game, n, &mut budget);
            let balance = worth(&fifths, n)?;
            let reply = if balance.black_view > Eval::Score(0) {
                SoosorvReply::TakeBlack
            } else {
                SoosorvReply::TakeWhite
            };
            Some((reply, balance))
        }
        SoosorvAsk::Fourth => fourth(level, game, &mut budget),
        SoosorvAsk::Offers(n) => {
            let n = usize::from(*n).clamp(1, usize::from(MAX_OFFERS));
            let fifths = fifth_moves(level, game, n, &mut budget);
            let mut offers: Vec<Pos> = fifths.iter().map(|f| f.0).collect();
            fill_offers(game, &mut offers, n);
            let balance = worth(&fifths, n).unwrap_or(Balance {
                black_view: Eval::Score(0),
            });
            (offers.len() == n).then_some((SoosorvReply::Offers(offers), balance))
        }
        SoosorvAsk::Pick(offers) => {
            let count = offers.len() as u32;
            let mut best: Option<(Pos, Balance)> = None;
            for (k, &p) in offers.iter().enumerate() {
                let mut after = game.clone();
                if after.play(p).is_err() {
                    continue;
                }
                let (_, balance) = judge(level, &after, &budget.share((1, count - k as u32)));
                if best.is_none_or(|(_, b)| balance.black_view < b.black_view) {
                    best = Some((p, balance));
                }
            }
            best.map(|(p, b)| (SoosorvReply::Pick(p), b))
        }
    }
}

/// White's fourth stone and the offers to declare: of white's
/// [`FOURTH_CANDIDATES`] best points, and of 1 to 8 offers, the pair after
/// which black's offers are worth nearest to even.
fn fourth(level: Level, game: &Game, budget: &mut Budget) -> Option<(SoosorvReply, Balance)> {
    let report = search(level, game, &budget.share((1, 4)), &mut |_| {});
    let whites = best_points(game, &report, FOURTH_CANDIDATES);
    let count = whites.len() as u32;
    let mut best: Option<(Pos, u8, Balance)> = None;
    for (k, &white) in whites.iter().enumerate() {
        let mut after = game.clone();
        if after.play(white).ok().flatten().is_some() {
            continue;
        }
        let mut share = Budget::new(&budget.share((1, count - k as u32)));
        let fifths = fifth_moves(level, &after, usize::from(MAX_OFFERS), &mut share);
        for n in 1..=MAX_OFFERS {
            let Some(balance) = worth(&fifths, usize::from(n)) else {
                continue;
            };
            if best.is_none_or(|(_, _, b)| balance.distance() < b.distance()) {
                best = Some((white, n, balance));
            }
        }
    }
    best.map(|(p, n, b)| (SoosorvReply::Fourth(p, n), b))
}

/// Tops `offers` up to `n` with the free points nearest the stones that
/// are symmetric to none offered (a nearly empty board's last resort).
fn fill_offers(game: &Game, offers: &mut Vec<Pos>, n: usize) {
    let board = game.board();
    let mut free: Vec<Pos> = board.empty_points().filter(|&p| game.is_legal(p)).collect();
    let centre = (board.size() / 2) as u8;
    free.sort_by_key(|p| p.x.abs_diff(centre).max(p.y.abs_diff(centre)));
    for p in free {
        if offers.len() >= n {
            break;
        }
        if !offers.iter().any(|&q| equivalent(board, p, q)) {
            offers.push(p);
        }
    }
}
