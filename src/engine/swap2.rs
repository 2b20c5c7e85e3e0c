//! The computer's decisions in a swap2 opening, by a searching engine's
//! evaluation.
//!
//! Swap2, as Gomocup and the championships play it: the opener places
//! three stones (black, white, black); the responder then takes black
//! ([`Swap2Answer::Swap`]: the opener, now white, plays stone 4), stays
//! white and plays stone 4 ([`Swap2Answer::Stay`]), or places stones 4
//! (white) and 5 (black) and lets the opener choose
//! ([`Swap2Answer::PlaceTwo`]); after five stones the opener takes black
//! ([`Swap2Choice::Swap`]: the responder, white, plays stone 6) or white
//! and plays stone 6 ([`Swap2Choice::Play`]).
//!
//! Each step is one pure function of the position, the deciding [`Level`]
//! and the [`Limits`] of the whole decision (a deadline and a node budget,
//! shared out among the searches the decision makes):
//!
//! - [`opening_three`]: a balanced three-stone opening. Every three-stone
//!   shape near the centre (the first black stone in the centre, the white
//!   one within two lines of it, the second black one within four) is
//!   judged by the static evaluation with white to move; the
//!   [`OPENING_CANDIDATES`] nearest to even are searched, the
//!   [`OPENING_FINALISTS`] the search finds nearest to even are searched
//!   again, deeper, and one of them within [`MARGIN`] of even (or the
//!   nearest) is placed, turned by one of the board's symmetries.
//! - [`answer_three`]: black better by more than [`MARGIN`] → take black;
//!   white better by more than it → stay white and play white's best move;
//!   otherwise place the white and black pair (of [`PAIR_WHITE`] ×
//!   [`PAIR_BLACK`] candidates) that leaves the position nearest to even.
//! - [`answer_five`]: black better → take black; otherwise stay white and
//!   play white's best move.
//!
//! Every decision comes with the [`Balance`] it was made on (black's view
//! of the position), so a coach can say how the computer saw it. A level
//! without a view of a position (the scoring-map levels `seed` and
//! `classic`) reads every position as even: give these functions a
//! searching level (`normal`, `hard`, `master`).
//!
//! Every search is made by a fresh engine of the level, so the functions
//! are deterministic for a node budget without a deadline, which the tests
//! use.

use std::time::Instant;

use crate::engine::player::Swap2Reply;
use crate::engine::search::Strength;
use crate::engine::search::position::Position;
use crate::engine::{Eval, Level, Limits, Report};
use crate::game::board::{Pos, Stone};
use crate::game::rules::{Game, Rule};
use crate::game::symmetry::transform;

/// How far from even (in the search's evaluation units, black's view) a
/// three-stone position must be for the responder to choose a colour at
/// once rather than place two more stones; also the width of "even" a
/// balanced opening aims at. In the opening a tempo is worth some 2000 (the
/// search's score swings by that much between depths of either parity),
/// and three stones close together near the centre stand 1500 to 2000
/// better for black: the margin is a fifth of a tempo.
pub const MARGIN: i32 = 400;

/// How many of the three-stone shapes nearest to even by the static
/// evaluation [`opening_three`] searches.
pub const OPENING_CANDIDATES: usize = 24;

/// How many of the searched shapes nearest to even [`opening_three`]
/// searches again, with two thirds of its limits, before it chooses.
pub const OPENING_FINALISTS: usize = 3;

/// How many of white's best stone-4 points [`answer_three`] tries when it
/// places two stones.
pub const PAIR_WHITE: usize = 4;

/// How many of black's best stone-5 replies to each of them it tries.
pub const PAIR_BLACK: usize = 3;

/// How the deciding engine sees a position, from black's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Balance {
    /// The evaluation from black's view: positive (or a win) is good for
    /// black, whichever side is to move.
    pub black_view: Eval,
}

impl Balance {
    /// The balance of a position with `to_move` to move, from the
    /// evaluations (the side to move's) of a search's completed depths,
    /// last one last. A search's score swings with the parity of its depth
    /// (the side that moves last in the line is a tempo up), so the last
    /// two depths are averaged; a decided evaluation is taken as it is, and
    /// none reads as even.
    #[must_use]
    pub fn of(evals: &[Eval], to_move: Stone) -> Balance {
        let eval = match evals {
            [.., Eval::Score(a), Eval::Score(b)] => {
                Eval::Score(((i64::from(*a) + i64::from(*b)) / 2) as i32)
            }
            [.., last] => *last,
            [] => Eval::Score(0),
        };
        Balance {
            black_view: if to_move == Stone::Black {
                eval
            } else {
                eval.flipped()
            },
        }
    }

    /// The side that stands better by more than `margin`, if one does.
    #[must_use]
    pub fn favours(self, margin: i32) -> Option<Stone> {
        match self.black_view {
            Eval::Win { .. } | Eval::Winning => Some(Stone::Black),
            Eval::Loss { .. } | Eval::Losing => Some(Stone::White),
            Eval::Score(s) if s > margin => Some(Stone::Black),
            Eval::Score(s) if s < -margin => Some(Stone::White),
            Eval::Score(_) => None,
        }
    }

    /// How far from even: the score's size, and more than any score for
    /// a forced win either way.
    #[must_use]
    pub fn distance(self) -> u64 {
        match self.black_view {
            e @ (Eval::Score(_) | Eval::Winning | Eval::Losing) => {
                u64::from(e.on_scale().unwrap_or(0).unsigned_abs())
            }
            Eval::Win { plies } | Eval::Loss { plies } => u64::MAX - u64::from(plies),
        }
    }
}

/// A decision, and how the engine saw the position it decided on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision<T> {
    /// What it chose.
    pub choice: T,
    /// The position decided on, from black's view: the three stones placed
    /// by [`opening_three`], the three stones [`answer_three`] answers, the
    /// five stones [`answer_five`] answers.
    pub balance: Balance,
    /// What the chosen stones leave, when the engine judged it: the five
    /// stones after [`Swap2Answer::PlaceTwo`].
    pub after: Option<Balance>,
}

/// The responder's answer to the opener's three stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Swap2Answer {
    /// Take black: the opener, now white, plays stone 4.
    Swap,
    /// Stay white and play stone 4 here.
    Stay(Pos),
    /// Place stone 4 (white, the first point) and stone 5 (black, the
    /// second); the opener chooses the colour.
    PlaceTwo(Pos, Pos),
}

/// The opener's choice after five stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Swap2Choice {
    /// Take black: the other side, white, plays stone 6.
    Swap,
    /// Take white and play stone 6 here.
    Play(Pos),
}

/// A decision's limits shared out among the searches it makes: each gets
/// its share of what is left of the time and of the node budget.
pub(crate) struct Budget {
    limits: Limits,
    /// Nodes not yet given out (`None`: no node limit).
    nodes_left: Option<u64>,
}

impl Budget {
    pub(crate) fn new(limits: &Limits) -> Budget {
        Budget {
            limits: limits.clone(),
            nodes_left: limits.nodes,
        }
    }

    /// The limits of the next search, given `share` (numerator,
    /// denominator) of what is left.
    pub(crate) fn share(&mut self, (num, den): (u32, u32)) -> Limits {
        let now = Instant::now();
        let deadline = self.limits.deadline.map(|d| {
            let left = d.saturating_duration_since(now);
            now + left * num / den.max(1)
        });
        let nodes = self.nodes_left.map(|n| {
            let part = (n * u64::from(num) / u64::from(den.max(1))).max(1);
            self.nodes_left = Some(n.saturating_sub(part));
            part
        });
        Limits {
            deadline,
            nodes,
            cancel: self.limits.cancel.clone(),
            threads: self.limits.threads,
            ..Limits::default()
        }
    }
}

/// A balanced three-stone opening (black, white, black) near the centre of
/// a `size` board under `rule`, and its balance with white to move. `None`
/// for an unsupported size.
///
/// Of the shapes searched, those within [`MARGIN`] of even are all good
/// enough: `variety` picks one of them, and one of the board's eight
/// symmetries to place it in, so that games from these openings differ
/// (the same `variety` gives the same opening). When none is within the
/// margin, the one nearest to even is placed, in one of the symmetries.
pub fn opening_three(
    level: Level,
    size: usize,
    rule: Rule,
    limits: &Limits,
    variety: u64,
) -> Option<Decision<[Pos; 3]>> {
    balanced_three(level, (size, rule), (2, 4), limits, variety)
}

/// [`opening_three`] among the shapes with the white stone within
/// `reach.0` lines of the centre and the second black one within
/// `reach.1` (renju's 26 openings are `(1, 2)`).
pub(crate) fn balanced_three(
    level: Level,
    (size, rule): (usize, Rule),
    reach: (i32, i32),
    limits: &Limits,
    variety: u64,
) -> Option<Decision<[Pos; 3]>> {
    let weight = Strength::MASTER.to_move_weight;
    let mut shapes: Vec<(u64, [Pos; 3], Game)> = opening_shapes(size, reach)
        .into_iter()
        .filter_map(|stones| {
            let game = play_all(size, rule, &stones)?;
            // White to move: its view, turned into black's.
            let black_view = -i64::from(Position::from_game(&game).evaluate(weight));
            Some((black_view.unsigned_abs(), stones, game))
        })
        .collect();
    // Stable: ties keep the shapes' fixed order.
    shapes.sort_by_key(|s| s.0);
    shapes.truncate(OPENING_CANDIDATES);
    // A third of the limits for a first look at every candidate, the rest
    // for a deeper one at the finalists: a shallow search flatters some
    // shapes (black's advantage grows with the depth).
    let mut budget = Budget::new(limits);
    let count = shapes.len() as u32;
    let mut first: Vec<(Balance, [Pos; 3], Game)> = Vec::with_capacity(shapes.len());
    for (k, (_, stones, game)) in shapes.into_iter().enumerate() {
        let share = (1, 3 * (count - k as u32));
        let (_, balance) = judge(level, &game, &budget.share(share));
        first.push((balance, stones, game));
    }
    first.sort_by_key(|(balance, _, _)| balance.distance());
    first.truncate(OPENING_FINALISTS);
    let count = first.len() as u32;
    let mut judged: Vec<Decision<[Pos; 3]>> = Vec::with_capacity(first.len());
    for (k, (_, stones, game)) in first.into_iter().enumerate() {
        let (_, balance) = judge(level, &game, &budget.share((1, count - k as u32)));
        judged.push(Decision {
            choice: stones,
            balance,
            after: None,
        });
    }
    let even: Vec<&Decision<[Pos; 3]>> = judged
        .iter()
        .filter(|d| d.balance.favours(MARGIN).is_none())
        .collect();
    let mut chosen = if even.is_empty() {
        *judged.iter().min_by_key(|d| d.balance.distance())?
    } else {
        *even[(variety % even.len() as u64) as usize]
    };
    let symmetry = ((variety / even.len().max(1) as u64) % 8) as usize;
    let turned = chosen.choice.map(|p| transform(p, size, symmetry));
    if let [Some(a), Some(b), Some(c)] = turned
        && play_all(size, rule, &[a, b, c]).is_some()
    {
        chosen.choice = [a, b, c];
    }
    Some(chosen)
}

/// The three-stone shapes [`opening_three`] chooses among, each once up to
/// the board's symmetries: black in the centre, white within `reach.0`
/// lines of it, the second black stone within `reach.1`, in a fixed order.
fn opening_shapes(size: usize, reach: (i32, i32)) -> Vec<[Pos; 3]> {
    let centre = (size / 2) as i32;
    let at = |(dx, dy): (i32, i32)| {
        let (x, y) = (centre + dx, centre + dy);
        ((0..size as i32).contains(&x) && (0..size as i32).contains(&y))
            .then(|| Pos::new(x as u8, y as u8))
    };
    let ring = |r: i32| {
        (-r..=r)
            .flat_map(move |dy| (-r..=r).map(move |dx| (dx, dy)))
            .filter(|&d| d != (0, 0))
    };
    let symmetries = |(x, y): (i32, i32)| {
        [
            (x, y),
            (-x, y),
            (x, -y),
            (-x, -y),
            (y, x),
            (-y, x),
            (y, -x),
            (-y, -x),
        ]
    };
    let mut seen = std::collections::HashSet::new();
    let mut shapes = Vec::new();
    for w in ring(reach.0) {
        for b in ring(reach.1).filter(|&b| b != w) {
            let (ws, bs) = (symmetries(w), symmetries(b));
            let canonical = (0..8).map(|k| (ws[k], bs[k])).min();
            if !seen.insert(canonical) {
                continue;
            }
            if let (Some(c), Some(w), Some(b)) = (at((0, 0)), at(w), at(b)) {
                shapes.push([c, w, b]);
            }
        }
    }
    shapes
}

/// Searches `game` within `limits` by a fresh engine of `level`: no search
/// inherits another's table (a table filled by a deeper search gives every
/// depth the same score, hiding the swing [`Balance::of`] averages out),
/// and it judges evenly (a balance is weighed for neither side).
pub(crate) fn search(
    level: Level,
    game: &Game,
    limits: &Limits,
    progress: &mut dyn FnMut(&Report),
) -> Report {
    let limits = Limits {
        playing: false,
        ..limits.clone()
    };
    level.engine(0).analyse(game, &limits, progress)
}

/// Searches `game` within `limits`: the report, and the balance of the
/// position by the evaluations of its completed depths (see
/// [`Balance::of`]). The coach judges a person's swap2 choices with it.
#[must_use]
pub fn judge(level: Level, game: &Game, limits: &Limits) -> (Report, Balance) {
    let mut evals = Vec::new();
    let report = search(level, game, limits, &mut |r| evals.extend(r.eval));
    // The final word counts when it differs from the last depth's (a
    // forced win found, a partial depth's better move).
    if let Some(eval) = report.eval
        && (eval.is_decided() || evals.is_empty())
    {
        evals.push(eval);
    }
    let balance = Balance::of(&evals, game.to_move());
    (report, balance)
}

/// `stones` played in order from an empty board, if they all are legal and
/// none ends the game.
fn play_all(size: usize, rule: Rule, stones: &[Pos]) -> Option<Game> {
    let mut game = Game::new(size, rule).ok()?;
    for &p in stones {
        if game.play(p).ok()?.is_some() {
            return None;
        }
    }
    Some(game)
}

/// The responder's answer to three stones (white to move in `game`).
///
/// A quarter of the limits goes to judging the three stones. If a side
/// stands better by more than [`MARGIN`], the responder takes it (staying
/// white, it plays the best move a search with the rest of the limits
/// finds). Otherwise it places two stones: for each of white's
/// [`PAIR_WHITE`] best points, black's [`PAIR_BLACK`] best replies, and of
/// those pairs the one that leaves the position nearest to even.
pub fn answer_three(level: Level, game: &Game, limits: &Limits) -> Decision<Swap2Answer> {
    let mut budget = Budget::new(limits);
    let (report, balance) = judge(level, game, &budget.share((1, 4)));
    let colour_of_stone_4 = game.to_move();
    let decided = |choice| Decision {
        choice,
        balance,
        after: None,
    };
    match balance.favours(MARGIN) {
        Some(better) if better != colour_of_stone_4 => return decided(Swap2Answer::Swap),
        Some(_) => {
            let again = search(level, game, &budget.share((1, 1)), &mut |_| {});
            let pos = again.best.or(report.best).or_else(|| first_legal(game));
            return match pos {
                Some(pos) => decided(Swap2Answer::Stay(pos)),
                None => decided(Swap2Answer::Swap),
            };
        }
        None => {}
    }
    let whites = best_points(game, &report, PAIR_WHITE);
    let searches = (whites.len() * (1 + PAIR_BLACK)) as u32;
    let mut done = 0;
    let mut best: Option<(Balance, Pos, Pos)> = None;
    for &white in &whites {
        let mut after_white = game.clone();
        if after_white.play(white).ok().flatten().is_some() {
            continue;
        }
        let reply = search(
            level,
            &after_white,
            &budget.share((1, searches.saturating_sub(done).max(1))),
            &mut |_| {},
        );
        done += 1;
        for black in best_points(&after_white, &reply, PAIR_BLACK) {
            let mut after_black = after_white.clone();
            if after_black.play(black).ok().flatten().is_some() {
                continue;
            }
            let (_, after) = judge(
                level,
                &after_black,
                &budget.share((1, searches.saturating_sub(done).max(1))),
            );
            done += 1;
            if best.is_none_or(|(b, _, _)| after.distance() < b.distance()) {
                best = Some((after, white, black));
            }
        }
    }
    match best {
        Some((after, white, black)) => Decision {
            choice: Swap2Answer::PlaceTwo(white, black),
            balance,
            after: Some(after),
        },
        // No two stones fit (a nearly full board): choose a colour.
        None => match report.best.or_else(|| first_legal(game)) {
            Some(pos) if balance.black_view <= Eval::Score(0) => decided(Swap2Answer::Stay(pos)),
            _ => decided(Swap2Answer::Swap),
        },
    }
}

/// The opener's choice after five stones (white to move in `game`): black
/// when black stands better, else white and white's best move.
pub fn answer_five(level: Level, game: &Game, limits: &Limits) -> Decision<Swap2Choice> {
    let (report, balance) = judge(level, game, limits);
    let choice = match report.best.or_else(|| first_legal(game)) {
        Some(pos) if balance.black_view <= Eval::Score(0) => Swap2Choice::Play(pos),
        _ => Swap2Choice::Swap,
    };
    Decision {
        choice,
        balance,
        after: None,
    }
}

/// Up to `n` legal points for the side to move: the report's move and its
/// root moves, best first, then the empty points nearest the stones.
pub(crate) fn best_points(game: &Game, report: &Report, n: usize) -> Vec<Pos> {
    let mut points: Vec<Pos> = Vec::with_capacity(n);
    let ranked = report
        .best
        .into_iter()
        .chain(report.root.iter().map(|m| m.pos));
    let board = game.board();
    let stones: Vec<Pos> = board.points().filter(|&p| board.get(p).is_some()).collect();
    let near = |p: Pos| {
        stones
            .iter()
            .map(|s| s.x.abs_diff(p.x).max(s.y.abs_diff(p.y)))
            .min()
            .unwrap_or(0)
    };
    let mut by_nearness: Vec<Pos> = board.empty_points().collect();
    by_nearness.sort_by_key(|&p| near(p));
    for p in ranked.chain(by_nearness) {
        if points.len() == n {
            break;
        }
        if !points.contains(&p) && game.is_legal(p) {
            points.push(p);
        }
    }
    points
}

pub(crate) fn first_legal(game: &Game) -> Option<Pos> {
    game.board().empty_points().find(|&p| game.is_legal(p))
}

/// The level whose evaluation makes `level`'s swap2 decisions: its own, or
/// normal's for the levels that have none (seed and classic).
#[must_use]
pub fn deciding_level(level: Level) -> Level {
    match level {
        Level::Seed | Level::Classic => Level::Normal,
        other => other,
    }
}

/// `level`'s decision at its step of a swap2 opening on `game` (0, 3 or 5
/// stones), in the forms of the protocol's answers, with the balance it
/// decided on (black's view). The brain and our levels in the window
/// decide through it. `None` for another count of stones, or a board no
/// opening fits.
#[must_use]
pub fn decide(
    level: Level,
    game: &Game,
    limits: &Limits,
    variety: u64,
) -> Option<(Swap2Reply, Balance)> {
    let level = deciding_level(level);
    let board = game.board();
    Some(match board.stone_count() {
        0 => {
            let d = opening_three(level, board.size(), game.rule(), limits, variety)?;
            log_balance("opening", &d);
            (Swap2Reply::Three(d.choice), d.balance)
        }
        3 => {
            let d = answer_three(level, game, limits);
            log_balance("three stones", &d);
            let reply = match d.choice {
                Swap2Answer::Swap => Swap2Reply::Swap,
                Swap2Answer::Stay(p) => Swap2Reply::One(p),
                Swap2Answer::PlaceTwo(w, b) => Swap2Reply::Two(w, b),
            };
            (reply, d.balance)
        }
        5 => {
            let d = answer_five(level, game, limits);
            log_balance("five stones", &d);
            let reply = match d.choice {
                Swap2Choice::Swap => Swap2Reply::Swap,
                Swap2Choice::Play(p) => Swap2Reply::One(p),
            };
            (reply, d.balance)
        }
        _ => return None,
    })
}

fn log_balance<T: std::fmt::Debug>(what: &str, decision: &Decision<T>) {
    log::debug!(
        "swap2, {what}: black's view {:?}, after {:?}: {:?}",
        decision.balance.black_view,
        decision.after.map(|a| a.black_view),
        decision.choice
    );
}
