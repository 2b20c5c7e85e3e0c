//! Shape recognition: what one more stone on a point makes, along each
//! line ([`Shape`], from the [`line`](mod@line) table) and over all four lines
//! together ([`Threat`]: a five, an open four, a four-three, …).
//!
//! [`Shapes`] reads a whole board at once, for whoever wants to know what
//! the board threatens (the teacher's threat map and explanations). The
//! search keeps the same shapes up to date incrementally in its own
//! position, from the same [`line::table`] and [`Threat::of`], so both see
//! the same threats.
//!
//! ```
//! use gomoku::game::notation::parse_board;
//! use gomoku::game::rules::{Game, Rule};
//! use gomoku::game::shapes::{Shapes, Threat};
//! use gomoku::game::board::{Pos, Stone};
//!
//! let board = parse_board(
//!     "
//!     . . . . . . .
//!     . X X X X . .
//!     . . . . . . .
//!     . O O O . . .
//!     . . . . . . .
//!     . . . . . . .
//!     . . . . . . .
//!     ",
//! )?;
//! let shapes = Shapes::of(&Game::from_board(board, Rule::Freestyle));
//! assert_eq!(shapes.threat(Pos::new(5, 1), Stone::Black), Threat::Five);
//! assert_eq!(shapes.threat(Pos::new(4, 3), Stone::White), Threat::OpenFour);
//! assert_eq!(shapes.points_with(Stone::Black, Threat::Five), [Pos::new(0, 1), Pos::new(5, 1)]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod line;

pub use line::Shape;

use crate::game::board::{Board, Direction, Pos, Stone};
use crate::game::rules::{Game, Rule};
use line::{Cell, window_index};

/// What one more stone on a point threatens, all four lines together,
/// weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Threat {
    /// Nothing forcing.
    Quiet,
    /// A three that becomes an open four next move.
    OpenThree,
    /// A four: the opponent must answer on one point.
    Four,
    /// Two open threes at once.
    DoubleThree,
    /// A four and an open three at once.
    FourThree,
    /// An open four or two fours: five next move cannot be stopped.
    OpenFour,
    /// Five: the game is won.
    Five,
}

impl Threat {
    /// The threat of a point whose four lines have these shapes.
    #[must_use]
    pub fn of(shapes: [Shape; 4]) -> Threat {
        let count = |s: Shape| shapes.iter().filter(|&&x| x == s).count();
        let fours = count(Shape::Four);
        let threes = count(Shape::OpenThree);
        if count(Shape::Five) > 0 {
            Threat::Five
        } else if count(Shape::OpenFour) > 0 || fours >= 2 {
            Threat::OpenFour
        } else if fours == 1 && threes >= 1 {
            Threat::FourThree
        } else if threes >= 2 {
            Threat::DoubleThree
        } else if fours == 1 {
            Threat::Four
        } else if threes == 1 {
            Threat::OpenThree
        } else {
            Threat::Quiet
        }
    }
}

/// Whether only exactly five wins for `stone` under `rule` (an overline
/// does not).
#[must_use]
pub fn exact_five(rule: Rule, stone: Stone) -> bool {
    match rule {
        Rule::Freestyle => false,
        Rule::Standard => true,
        Rule::Renju => stone == Stone::Black,
    }
}

/// The shapes of every empty point of a board, for both colours.
#[derive(Clone, Debug)]
pub struct Shapes {
    size: usize,
    /// Per point (row by row), per colour (black, white): the line shapes
    /// in [`Direction::ALL`]'s order; nothing on an occupied point.
    shapes: Vec<[[Shape; 4]; 2]>,
    /// Per point: whether a stone stands within two steps (in a 5×5
    /// square around it).
    near: Vec<bool>,
}

impl Shapes {
    /// The shapes of `game`'s board under its rule.
    #[must_use]
    pub fn of(game: &Game) -> Shapes {
        let board = game.board();
        let size = board.size();
        let tables = [Stone::Black, Stone::White].map(|s| line::table(exact_five(game.rule(), s)));
        let mut shapes = vec![[[Shape::None; 4]; 2]; size * size];
        let mut near = vec![false; size * size];
        for pos in board.points() {
            let i = usize::from(pos.y) * size + usize::from(pos.x);
            near[i] = has_stone_near(board, pos);
            if !board.is_empty_at(pos) {
                continue;
            }
            for (d, dir) in Direction::ALL.into_iter().enumerate() {
                for (c, stone) in [Stone::Black, Stone::White].into_iter().enumerate() {
                    let window = [-4, -3, -2, -1, 1, 2, 3, 4].map(|step| {
                        match pos.step(dir, step).filter(|&p| board.contains(p)) {
                            None => Cell::Blocked,
                            Some(p) => match board.get(p) {
                                None => Cell::Empty,
                                Some(s) if s == stone => Cell::Own,
                                Some(_) => Cell::Blocked,
                            },
                        }
                    });
                    shapes[i][c][d] = tables[c][window_index(window)];
                }
            }
        }
        Shapes { size, shapes, near }
    }

    fn index(&self, pos: Pos) -> Option<usize> {
        let (x, y) = (usize::from(pos.x), usize::from(pos.y));
        (x < self.size && y < self.size).then_some(y * self.size + x)
    }

    /// The shapes a `stone` on `pos` would make, per line in
    /// [`Direction::ALL`]'s order (nothing on an occupied point or off
    /// the board).
    #[must_use]
    pub fn shapes(&self, pos: Pos, stone: Stone) -> [Shape; 4] {
        self.index(pos)
            .map_or([Shape::None; 4], |i| self.shapes[i][colour(stone)])
    }

    /// What a `stone` on `pos` threatens ([`Threat::Quiet`] on an
    /// occupied point or off the board).
    #[must_use]
    pub fn threat(&self, pos: Pos, stone: Stone) -> Threat {
        Threat::of(self.shapes(pos, stone))
    }

    /// The empty points where `stone` makes at least `threat`, row by row
    /// from the top. Only points with a stone within two steps are looked
    /// at: a threat is made with stones that near.
    #[must_use]
    pub fn points_with(&self, stone: Stone, threat: Threat) -> Vec<Pos> {
        let c = colour(stone);
        (0..self.shapes.len())
            .filter(|&i| self.near[i] && Threat::of(self.shapes[i][c]) >= threat)
            .map(|i| Pos::new((i % self.size) as u8, (i / self.size) as u8))
            .collect()
    }
}

fn colour(stone: Stone) -> usize {
    match stone {
        Stone::Black => 0,
        Stone::White => 1,
    }
}

/// Whether a stone stands within two steps of `pos` (itself included).
fn has_stone_near(board: &Board, pos: Pos) -> bool {
    let (x, y) = (i32::from(pos.x), i32::from(pos.y));
    (-2..=2).any(|dy| {
        (-2..=2).any(|dx| {
            let (px, py) = (x + dx, y + dy);
            px >= 0
                && py >= 0
                && board.contains(Pos::new(px as u8, py as u8))
                && board.get(Pos::new(px as u8, py as u8)).is_some()
        })
    })
}
