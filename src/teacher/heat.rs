//! The heat map: every empty point's score as a level itself sees it.
//!
//! It reads the level's [`Report`]: `seed` and `classic` report their
//! whole scoring map as the root moves, the searching levels the scores of
//! the root moves they searched. The map keeps those raw scores and a
//! colouring value in 0..=1 per map, and marks the report's best point.
//!
//! Computing a map is a separate analysis with a fresh engine: it never
//! changes what the computer plays.

use crate::engine::{Eval, Level, Limits, Report};
use crate::game::board::Pos;
use crate::game::rules::Game;

/// One rated point of a [`HeatMap`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Heat {
    /// The level's own evaluation of the point (side to move's view).
    pub raw: Eval,
    /// The score scaled to 0..=1 within this map (1 the best).
    pub heat: f32,
}

/// The points a level rated, with their scores.
#[derive(Clone, Debug, PartialEq)]
pub struct HeatMap {
    size: usize,
    /// The level that rated the points.
    pub level: Level,
    cells: Vec<Option<Heat>>,
    /// The point the level plays.
    pub best: Option<Pos>,
    /// The level's view of the position.
    pub eval: Option<Eval>,
}

/// The heat map of `level` for the side to move in `game`, from a fresh
/// engine's analysis within `limits`.
#[must_use]
pub fn heat_map(level: Level, game: &Game, limits: &Limits) -> HeatMap {
    let mut report = level.engine(0).analyse(game, limits, &mut |_| {});
    if report.root.is_empty() && (1..FIRST_STONES).contains(&game.board().stone_count()) {
        // The searching levels place the first stones without searching:
        // their view of each point near the stones is then the evaluation
        // after it, as the swap2 openings are judged. (On an empty board
        // every point evaluates alike: nothing to show but the move.)
        report.root = first_stones_view(game);
    }
    HeatMap::from_report(level, game, &report)
}

/// How many stones a searching level places without searching.
const FIRST_STONES: usize = 3;

/// The evaluation (the mover's view) after each free point within three
/// lines of a stone.
fn first_stones_view(game: &Game) -> Vec<crate::engine::RootMove> {
    use crate::engine::search::Strength;
    use crate::engine::search::position::Position;
    let board = game.board();
    let anchors: Vec<Pos> = board.points().filter(|&p| board.get(p).is_some()).collect();
    let near = |p: Pos| {
        anchors
            .iter()
            .any(|a| a.x.abs_diff(p.x).max(a.y.abs_diff(p.y)) <= 3)
    };
    let weight = Strength::MASTER.to_move_weight;
    board
        .empty_points()
        .filter(|&p| near(p) && game.is_legal(p))
        .filter_map(|p| {
            let mut after = game.clone();
            after.play(p).ok()?;
            // The opponent is to move: its view, turned into the mover's.
            let score = -Position::from_game(&after).evaluate(weight);
            Some(crate::engine::RootMove {
                pos: p,
                score: Eval::Score(score),
            })
        })
        .collect()
}

impl HeatMap {
    /// The map a report shows (for a report the caller already has, such
    /// as the one that came with the computer's move). Points the report
    /// did not rate have no heat; root moves on occupied points are
    /// ignored. A searching level that answered without searching (a five
    /// to make or block, a win by fours) rates no point: the map then only
    /// marks [`HeatMap::best`]. ([`heat_map`] rates the first stones by the
    /// evaluation after each.)
    #[must_use]
    pub fn from_report(level: Level, game: &Game, report: &Report) -> HeatMap {
        let board = game.board();
        let size = board.size();
        let mut cells = vec![None; size * size];
        let rated: Vec<_> = report
            .root
            .iter()
            .filter(|m| board.is_empty_at(m.pos))
            .collect();
        // Forced wins and losses, and the search's unproved ones, colour as
        // the hottest or coldest points rather than squashing every other
        // score into one shade.
        let quiet = || {
            rated.iter().filter_map(|m| match m.score {
                Eval::Score(s) => Some(s),
                Eval::Win { .. } | Eval::Loss { .. } | Eval::Winning | Eval::Losing => None,
            })
        };
        let (lo, hi) = (quiet().min().unwrap_or(0), quiet().max().unwrap_or(0));
        for m in rated {
            let heat = match m.score {
                Eval::Win { .. } | Eval::Winning => 1.0,
                Eval::Loss { .. } | Eval::Losing => 0.0,
                Eval::Score(s) if hi > lo => (f64::from(s - lo) / f64::from(hi - lo)) as f32,
                Eval::Score(_) => 1.0,
            };
            let i = usize::from(m.pos.y) * size + usize::from(m.pos.x);
            cells[i] = Some(Heat { raw: m.score, heat });
        }
        HeatMap {
            size,
            level,
            cells,
            best: report.best,
            eval: report.eval,
        }
    }

    /// The board size.
    #[must_use]
    pub fn size(&self) -> usize {
        self.size
    }

    /// The heat of `pos`, if the level rated it.
    #[must_use]
    pub fn get(&self, pos: Pos) -> Option<Heat> {
        let (x, y) = (usize::from(pos.x), usize::from(pos.y));
        if x >= self.size || y >= self.size {
            return None;
        }
        self.cells[y * self.size + x]
    }

    /// Every rated point, row by row from the top.
    pub fn points(&self) -> impl Iterator<Item = (Pos, Heat)> + '_ {
        self.cells.iter().enumerate().filter_map(move |(i, h)| {
            Some((
                Pos::new((i % self.size) as u8, (i / self.size) as u8),
                (*h)?,
            ))
        })
    }
}
