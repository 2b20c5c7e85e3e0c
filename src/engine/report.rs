//! What an engine thinks, not only where it plays: the [`Report`].
//!
//! Everything the window shows about the computer (a heat map, an
//! evaluation graph, "why it moved") reads a report, never an engine's
//! internals. Searching levels send one after every completed depth while
//! they think, and a final one with their answer; the scoring-map levels
//! (`seed`, `classic`) send their map as the root-move scores.

use std::fmt;
use std::time::Duration;

use crate::game::board::Pos;

/// How good a position is for the side to move.
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
}

impl Eval {
    /// The same evaluation from the opponent's side of the board.
    #[must_use]
    pub fn flipped(self) -> Eval {
        match self {
            Eval::Score(s) => Eval::Score(s.saturating_neg()),
            Eval::Win { plies } => Eval::Loss { plies },
            Eval::Loss { plies } => Eval::Win { plies },
        }
    }

    /// Whether the result is decided (a forced win for either side).
    #[must_use]
    pub fn is_decided(self) -> bool {
        !matches!(self, Eval::Score(_))
    }
}

impl fmt::Display for Eval {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Eval::Score(s) => write!(f, "{s:+}"),
            Eval::Win { plies } => write!(f, "win in {plies}"),
            Eval::Loss { plies } => write!(f, "loss in {plies}"),
        }
    }
}

/// One root move the engine rated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RootMove {
    /// The point.
    pub pos: Pos,
    /// Its score on the engine's own scale, from the side to move's view.
    /// For the searching levels only the best move's score is exact; the
    /// others are what the last completed depth proved about them (an
    /// upper bound once they could not beat the best).
    pub score: i32,
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
    pub fn score_of(&self, pos: Pos) -> Option<i32> {
        self.root.iter().find(|m| m.pos == pos).map(|m| m.score)
    }
}
