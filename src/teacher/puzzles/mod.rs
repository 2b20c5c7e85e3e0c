//! Puzzles (issue #29): positions with one question — win, or hold on —
//! each proved by the engine's [prover](crate::engine::prover) before it is
//! kept.
//!
//! - [`Puzzle`]: the position, whose move it is, the kind of question, the
//!   proved answers (every winning first move found, or every move that
//!   holds), the solution line played out against the best defence, how
//!   hard it is, and where it comes from;
//! - [`prove`]: making a puzzle from a position (proving it), and judging
//!   a move in it;
//! - [`mine`](mod@mine): the puzzles one game yields, from its review;
//! - [`attempt`]: one player's try at a puzzle, move by move ([`Attempt`]);
//! - [`text`]: the puzzles' text form, and the built-in set
//!   ([`builtin`], `assets/puzzles.txt`).
//!
//! Nothing here starts a thread: proving takes time, so the window calls
//! these on a worker thread.

pub mod attempt;
pub mod mine;
pub mod prove;
pub mod text;

#[cfg(test)]
mod tests;

use crate::game::board::{Board, Pos, Stone};
use crate::game::rules::{Game, Rule};

pub use attempt::{Answer, Area, Attempt, Why};
pub use mine::{mine, mine_game};
pub use text::{ParseError, builtin, parse_all};

/// What a puzzle asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PuzzleKind {
    /// Win by continuous fours (every attacking move a four).
    WinByFours,
    /// Win by fours and threes (there is no win by fours).
    WinByThrees,
    /// The opponent threatens a forced win: find a move after which it has
    /// none.
    HoldOn,
    /// Renju: white wins because black's block would be forbidden.
    RenjuTrap,
    /// Renju: black to move; a point that would win without the rule is
    /// forbidden to black: find it.
    RenjuForbidden,
}

impl PuzzleKind {
    /// Every kind, in the order they are counted.
    pub const ALL: [PuzzleKind; 5] = [
        PuzzleKind::WinByFours,
        PuzzleKind::WinByThrees,
        PuzzleKind::HoldOn,
        PuzzleKind::RenjuTrap,
        PuzzleKind::RenjuForbidden,
    ];

    /// Its name in the text form and on the command line.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            PuzzleKind::WinByFours => "fours",
            PuzzleKind::WinByThrees => "threes",
            PuzzleKind::HoldOn => "hold",
            PuzzleKind::RenjuTrap => "trap",
            PuzzleKind::RenjuForbidden => "forbidden",
        }
    }

    /// The kind named `name` ([`PuzzleKind::name`]).
    #[must_use]
    pub fn from_name(name: &str) -> Option<PuzzleKind> {
        PuzzleKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// Whether the question is a win (the solution ends in a five).
    #[must_use]
    pub fn is_win(self) -> bool {
        matches!(
            self,
            PuzzleKind::WinByFours | PuzzleKind::WinByThrees | PuzzleKind::RenjuTrap
        )
    }
}

/// Where a puzzle comes from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// The built-in set.
    BuiltIn,
    /// One of the player's kept games.
    Kept {
        /// The kept game's id.
        game: String,
        /// The move the question is about (1 is the game's first move).
        move_number: usize,
    },
}

/// A proved puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// A stable name: the built-in set's, or the kept game's id, the move
    /// number and the kind.
    pub id: String,
    /// The question.
    pub kind: PuzzleKind,
    /// The rule.
    pub rule: Rule,
    /// The position, with the side to move to answer.
    pub board: Board,
    /// The moves that led to it from an empty board, when known (a puzzle
    /// from a game; the built-in set's are diagrams).
    pub moves: Vec<Pos>,
    /// The proved answers for the first move: for a win, every winning
    /// first move found (each proved to win against every defence); for
    /// "hold on", every move after which the prover finds no forced win
    /// for the opponent; for a forbidden point, the forbidden points that
    /// would win without the rule.
    pub answers: Vec<Pos>,
    /// The solution from the position: the side to move's moves and the
    /// best defence's, to the five for a win; the holding move for "hold
    /// on"; the forbidden point.
    pub solution: Vec<Pos>,
    /// Plies to the five along the solution (the first move and the five
    /// included); for "hold on", the plies of the threat held off.
    pub plies: u32,
    /// Positions the prover read to make the puzzle: how hard it was.
    pub nodes: u64,
    /// Where it comes from.
    pub source: Source,
}

impl Puzzle {
    /// The position as a game.
    #[must_use]
    pub fn game(&self) -> Game {
        Game::from_board(self.board.clone(), self.rule)
    }

    /// The board's size.
    #[must_use]
    pub fn size(&self) -> usize {
        self.board.size()
    }

    /// Whose move it is: the side that answers.
    #[must_use]
    pub fn to_move(&self) -> Stone {
        self.board.to_move()
    }

    /// How hard it is, for sorting: the solution's length, then the
    /// prover's effort.
    #[must_use]
    pub fn difficulty(&self) -> (u32, u64) {
        (self.plies, self.nodes)
    }
}

/// The board after `moves` from an empty board of `size` under `rule`,
/// if they are legal and leave the game going.
#[must_use]
pub fn position_after(moves: &[Pos], size: usize, rule: Rule) -> Option<Game> {
    let mut game = Game::new(size, rule).ok()?;
    for &m in moves {
        game.play(m).ok()?;
    }
    game.outcome().is_none().then_some(game)
}
