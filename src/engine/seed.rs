//! The `seed` level: the scoring map of seed 000 (§13–14, its final version
//! after the "AI bug" fix), reproduced exactly, quirks included.
//!
//! For every empty point and each of four line directions the map counts,
//! first for the opponent and then for the side to move, the stones running
//! out from the point both ways (at most four each way; the first empty
//! point ends a run and counts as an open end) and adds a score from the
//! seed's table. As in the seed, the opponent's three and four values are
//! *assigned*, wiping what the point had collected so far, and an opponent
//! count above four scores nothing.

use std::time::Instant;

use rand::RngExt;
use rand::rngs::StdRng;

use crate::engine::{Engine, Eval, Limits, Report, is_candidate, map_report};
use crate::game::board::{Board, Pos, Stone};
use crate::game::rules::Game;

/// The seed's four directions as `(dx, dy)`, in its loop order
/// (`y` from −1 to 0, `x` from −1 to 1, skipping all but `(1, 0)` on `y = 0`).
const SEED_DIRECTIONS: [(i32, i32); 4] = [(-1, -1), (0, -1), (1, -1), (1, 0)];

/// The seed's score for every empty point, from the side to move's view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreMap {
    size: usize,
    scores: Vec<Option<i32>>,
}

impl ScoreMap {
    /// The map for the side to move on `board`.
    #[must_use]
    pub fn compute(board: &Board) -> ScoreMap {
        let own = board.to_move();
        let scores = board
            .points()
            .map(|p| board.is_empty_at(p).then(|| point_score(board, p, own)))
            .collect();
        ScoreMap {
            size: board.size(),
            scores,
        }
    }

    /// The score of `pos`; `None` for an occupied or off-board point.
    #[must_use]
    pub fn get(&self, pos: Pos) -> Option<i32> {
        let (x, y) = (usize::from(pos.x), usize::from(pos.y));
        if x >= self.size || y >= self.size {
            return None;
        }
        self.scores[y * self.size + x]
    }

    /// The highest score on the map, if any point is empty.
    #[must_use]
    pub fn max(&self) -> Option<i32> {
        self.scores.iter().flatten().copied().max()
    }

    /// The points for which `keep` holds that share the highest score among
    /// them, row by row from the top.
    pub fn best_points(&self, keep: impl Fn(Pos) -> bool) -> Vec<Pos> {
        let mut best = Vec::new();
        let mut best_score = i32::MIN;
        for (i, score) in self.scores.iter().enumerate() {
            let Some(score) = *score else { continue };
            let pos = Pos::new((i % self.size) as u8, (i / self.size) as u8);
            if score < best_score || !keep(pos) {
                continue;
            }
            if score > best_score {
                best_score = score;
                best.clear();
            }
            best.push(pos);
        }
        best
    }
}

/// Stones of `stone` running out from `(x, y)` along `(dx, dy)`, as the seed
/// counts them: up to four, and whether the run ended on an empty point.
fn seed_run(board: &Board, x: i32, y: i32, (dx, dy): (i32, i32), stone: Stone) -> (i32, i32) {
    let mut count = 0;
    for i in 1..=4 {
        let (cx, cy) = (x + i * dx, y + i * dy);
        let (Ok(cx), Ok(cy)) = (u8::try_from(cx), u8::try_from(cy)) else {
            break;
        };
        let p = Pos::new(cx, cy);
        if !board.contains(p) {
            break;
        }
        match board.get(p) {
            Some(s) if s == stone => count += 1,
            None => return (count, 1),
            Some(_) => break,
        }
    }
    (count, 0)
}

fn point_score(board: &Board, pos: Pos, own: Stone) -> i32 {
    let (x, y) = (i32::from(pos.x), i32::from(pos.y));
    let mut score = 0;
    for (dx, dy) in SEED_DIRECTIONS {
        let runs = |stone| {
            let (a, ea) = seed_run(board, x, y, (dx, dy), stone);
            let (b, eb) = seed_run(board, x, y, (-dx, -dy), stone);
            (a + b, ea + eb)
        };
        let (theirs, empty) = runs(own.opponent());
        match (theirs, empty) {
            (1, _) => score += 10,
            (2, 1) => score += 30,
            (2, 2) => score += 40,
            // The seed assigns these, discarding the sum so far.
            (3, 1) => score = 60,
            (3, 2) => score = 5000,
            (4, _) => score = 20000,
            _ => {}
        }
        let (mine, empty) = runs(own);
        match (mine, empty) {
            (0, _) => score += 5,
            (1, _) => score += 10,
            (2, 1) => score += 25,
            (2, 2) => score += 50,
            (3, 1) => score += 55,
            (3, 2) => score += 10000,
            (4.., _) => score += 30000,
            _ => {}
        }
    }
    score
}

/// The seed 000 AI: plays a highest-scoring point of the [`ScoreMap`], a
/// random one among ties.
#[derive(Debug)]
pub struct SeedAi {
    rng: StdRng,
}

impl SeedAi {
    /// A player whose tie-breaks come from `rng`.
    #[must_use]
    pub fn new(rng: StdRng) -> SeedAi {
        SeedAi { rng }
    }
}

impl Engine for SeedAi {
    fn analyse(
        &mut self,
        game: &Game,
        _limits: &Limits,
        _progress: &mut dyn FnMut(&Report),
    ) -> Report {
        let started = Instant::now();
        if game.outcome().is_some() {
            return Report::just(None);
        }
        let map = ScoreMap::compute(game.board());
        let best = map.best_points(|p| is_candidate(game, p));
        let choice = (!best.is_empty()).then(|| best[self.rng.random_range(0..best.len())]);
        let mut report = map_report(game, |p| map.get(p).unwrap_or(0), choice, started.elapsed());
        report.eval = map.max().map(Eval::Score);
        report
    }
}
