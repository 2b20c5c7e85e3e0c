//! What an engine thinks, not only where it plays: the [`Report`].
//!
//! Everything the window shows about the computer (a heat map, an
//! evaluation graph, "why it moved") reads a report, never an engine's
//! internals. Searching levels send one after every completed depth while
//! they think, and a final one with their answer; the scoring-map levels
//! (`seed`, `classic`) send their map as the root-move scores.

use std::time::Duration;

use crate::game::board::Pos;

/// How good a position is for the side to move. Evaluations order from
/// worst to best for the side to move: a loss (the later the better),
/// losing (not proved), scores, winning (not proved), then a win (the
/// sooner the better).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Eval {
    /// A heuristic score: positive is good for the side to move. Its scale
    /// is the engine's own (a level's scoring map, or the search's
    /// evaluation).
    Score(i32),
    /// The side to move wins by force, making five within this many plies
    /// (its own moves and the replies, as the engine counts them).
    Win {
        /// Plies until the five.
        plies: u32,
    },
    /// The opponent wins by force within this many plies.
    Loss {
        /// Plies until the opponent's five.
        plies: u32,
    },
    /// Winning, not proved: every reply the search read loses by force,
    /// but it did not read every reply that might hold (one left unread
    /// might). Better than any score, worse than a win.
    Winning,
    /// Losing, not proved: every move the search read loses by force,
    /// but it did not read every move that might hold. Worse than any
    /// score, better than a loss.
    Losing,
}

impl Eval {
    /// The same evaluation from the opponent's side of the board.
    #[must_use]
    pub fn flipped(self) -> Eval {
        match self {
            Eval::Score(s) => Eval::Score(s.saturating_neg()),
            Eval::Win { plies } => Eval::Loss { plies },
            Eval::Loss { plies } => Eval::Win { plies },
            Eval::Winning => Eval::Losing,
            Eval::Losing => Eval::Winning,
        }
    }

    /// Whether the result is decided (a forced win for either side; a
    /// result not proved is not).
    #[must_use]
    pub fn is_decided(self) -> bool {
        matches!(self, Eval::Win { .. } | Eval::Loss { .. })
    }

    /// The evaluation on the search's scale, for drawing and comparing:
    /// a score as it is, [`Eval::Winning`] and [`Eval::Losing`] as
    /// [`UNPROVED`] either way; `None` for a forced result (beyond any).
    #[must_use]
    pub fn on_scale(self) -> Option<i32> {
        match self {
            Eval::Score(s) => Some(s),
            Eval::Winning => Some(UNPROVED),
            Eval::Losing => Some(-UNPROVED),
            Eval::Win { .. } | Eval::Loss { .. } => None,
        }
    }
}

/// The score the search gives a side when every move it read loses by
/// force but it did not read every move that might hold there (a move it
/// left unread might): far below any evaluation of a position, above every
/// forced loss. A report calls it [`Eval::Losing`] (and the other side's
/// [`Eval::Winning`]), never a result.
pub const UNPROVED: i32 = 250_000;

impl Eval {
    /// Where the evaluation stands among all of them: the kind first
    /// (loss, score, win), then the plies or the score within it.
    fn rank(self) -> (u8, i64) {
        match self {
            Eval::Loss { plies } => (0, i64::from(plies)),
            Eval::Losing => (1, i64::MIN),
            Eval::Score(s) => (1, i64::from(s)),
            Eval::Winning => (1, i64::MAX),
            Eval::Win { plies } => (2, -i64::from(plies)),
        }
    }
}

impl Ord for Eval {
    fn cmp(&self, other: &Eval) -> std::cmp::Ordering {
        self.rank().cmp(&other.rank())
    }
}

impl PartialOrd for Eval {
    fn partial_cmp(&self, other: &Eval) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

// `Display` for `Eval` is the words layer's English (`i18n::english`).

/// One root move the engine rated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RootMove {
    /// The point.
    pub pos: Pos,
    /// What the move is worth, from the side to move's view: a forced
    /// win or loss, or a score on the engine's own scale (a level's
    /// scoring map, or the search's evaluation). For the searching levels
    /// only the best move's score is exact (in an analysis, the best
    /// [`Report::lines`]' moves'); the others are what the last completed
    /// depth proved about them (an upper bound once they could not beat
    /// the best).
    pub score: Eval,
}

/// One of the best lines of an analysis (multi-PV): a first move, what it
/// is worth, and the play the engine expects after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The line's first move.
    pub first: Pos,
    /// What the line is worth, from the side to move's view. Exact at
    /// [`Line::depth`], not a bound: every line of an analysis is searched
    /// with a window that lets its score through. A win or a loss in n
    /// plies is a forced result (a loss found by reading the opponent's
    /// continuous fours after the first move is one).
    pub eval: Eval,
    /// The depth it was searched to, in plies (0: read by threat search,
    /// not by the alpha-beta search).
    pub depth: u32,
    /// The line of play, starting with [`Line::first`].
    pub pv: Vec<Pos>,
}

/// What an engine found: its move, and how it came to it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// The move it plays (`None` when there is none: the game is over or
    /// the board full).
    pub best: Option<Pos>,
    /// Its view of the position, from the side to move's side; `None`
    /// when it has none (nothing searched yet).
    pub eval: Option<Eval>,
    /// The depth completed, in plies (0 for levels that do not search).
    pub depth: u32,
    /// Positions examined.
    pub nodes: u64,
    /// Time spent.
    pub elapsed: Duration,
    /// The line of play it expects, starting with [`Report::best`].
    pub pv: Vec<Pos>,
    /// Every root move it rated, best first.
    pub root: Vec<RootMove>,
    /// Whether this is the final answer (progress reports say `false`).
    pub done: bool,
    /// The best lines, best first, each with a different first move, when
    /// the caller asked for an analysis ([`crate::engine::Limits::lines`]
    /// above 0) of a searching level; empty otherwise. The first line is
    /// [`Report::best`] with [`Report::eval`] and [`Report::pv`]. Fewer
    /// than asked when fewer moves are worth reading (a five to make or to
    /// block, a board nearly full).
    pub lines: Vec<Line>,
    /// What an outside engine said about its move (its last `MESSAGE`
    /// lines, made printable, joined); `None` for our levels, which say
    /// what they think in the fields above.
    pub message: Option<String>,
}

impl Report {
    /// A report that only names a move (forced answers, fallbacks).
    #[must_use]
    pub fn just(best: Option<Pos>) -> Report {
        Report {
            best,
            pv: best.into_iter().collect(),
            done: true,
            ..Report::default()
        }
    }

    /// The score the report gives `pos` among the root moves.
    #[must_use]
    pub fn score_of(&self, pos: Pos) -> Option<Eval> {
        self.root.iter().find(|m| m.pos == pos).map(|m| m.score)
    }
}
