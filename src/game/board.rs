//! The board: points, stones, move history and lines of stones.
//!
//! A [`Board`] knows where the stones are and who moves next; it knows no
//! rule beyond "one stone per point". Winning and forbidden points live in
//! [`crate::game::rules`].

use std::fmt;

/// The smallest board size supported.
pub const MIN_SIZE: usize = 5;
/// The largest board size supported (the Gomocup protocol goes up to 22).
pub const MAX_SIZE: usize = 22;
/// The game's default board: 13 lines, like the seed's board image.
pub const DEFAULT_SIZE: usize = BoardSize::SMALL.lines();

/// A board size the desktop game offers: 13, 15 or 19 lines, each with its
/// own board picture. Checked once where a size comes in (the menu, a
/// settings file), it then drives the menu, the picture and the rules
/// without further checks. (Engines and records take any size from
/// [`MIN_SIZE`] to [`MAX_SIZE`] as a plain number.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "usize", into = "usize")]
pub struct BoardSize(u8);

impl BoardSize {
    /// 13 × 13, the seed's board and the default.
    pub const SMALL: BoardSize = BoardSize(13);
    /// 15 × 15, the tournament size.
    pub const MEDIUM: BoardSize = BoardSize(15);
    /// 19 × 19, a go board.
    pub const LARGE: BoardSize = BoardSize(19);
    /// Every offered size, smallest first.
    pub const ALL: [BoardSize; 3] = [BoardSize::SMALL, BoardSize::MEDIUM, BoardSize::LARGE];

    /// The number of lines each way.
    #[must_use]
    pub const fn lines(self) -> usize {
        self.0 as usize
    }
}

impl Default for BoardSize {
    fn default() -> BoardSize {
        BoardSize::SMALL
    }
}

impl fmt::Display for BoardSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{0}×{0}", self.0)
    }
}

impl TryFrom<usize> for BoardSize {
    type Error = UnofferedSize;
    fn try_from(lines: usize) -> Result<BoardSize, UnofferedSize> {
        BoardSize::ALL
            .into_iter()
            .find(|s| s.lines() == lines)
            .ok_or(UnofferedSize(lines))
    }
}

impl From<BoardSize> for usize {
    fn from(size: BoardSize) -> usize {
        size.lines()
    }
}

/// A number of lines the game does not offer as a [`BoardSize`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnofferedSize(pub usize);

impl fmt::Display for UnofferedSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a board of {} lines is not offered (13, 15 or 19 are)",
            self.0
        )
    }
}

impl std::error::Error for UnofferedSize {}

/// A stone colour. Black moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Stone {
    /// The first player (the human in the desktop game).
    Black,
    /// The second player.
    White,
}

impl Stone {
    /// The other colour.
    #[must_use]
    pub fn opponent(self) -> Stone {
        match self {
            Stone::Black => Stone::White,
            Stone::White => Stone::Black,
        }
    }
}

impl fmt::Display for Stone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Stone::Black => "black",
            Stone::White => "white",
        })
    }
}

/// A point on the board: `x` is the column from the left, `y` the row from
/// the top, both from 0 (the Gomocup protocol's coordinates). Notation such as
/// `h8` counts rows from the bottom instead; see [`crate::game::notation`].
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Pos {
    /// Column, 0 = leftmost.
    pub x: u8,
    /// Row, 0 = top.
    pub y: u8,
}

impl Pos {
    /// A point from its column and row.
    #[must_use]
    pub const fn new(x: u8, y: u8) -> Pos {
        Pos { x, y }
    }

    /// The point `steps` steps away along `dir`, if it is not negative.
    /// Whether it is on a given board is the board's question.
    #[must_use]
    pub fn step(self, dir: Direction, steps: i32) -> Option<Pos> {
        let (dx, dy) = dir.delta();
        let x = i32::from(self.x) + dx * steps;
        let y = i32::from(self.y) + dy * steps;
        Some(Pos::new(u8::try_from(x).ok()?, u8::try_from(y).ok()?))
    }
}

/// One of the four line directions (each also covers its opposite).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Left to right.
    Horizontal,
    /// Top to bottom.
    Vertical,
    /// Top-left to bottom-right.
    Diagonal,
    /// Top-right to bottom-left.
    AntiDiagonal,
}

impl Direction {
    /// All four, in a fixed order.
    pub const ALL: [Direction; 4] = [
        Direction::Horizontal,
        Direction::Vertical,
        Direction::Diagonal,
        Direction::AntiDiagonal,
    ];

    /// The step `(dx, dy)` of this direction.
    #[must_use]
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Direction::Horizontal => (1, 0),
            Direction::Vertical => (0, 1),
            Direction::Diagonal => (1, 1),
            Direction::AntiDiagonal => (-1, 1),
        }
    }
}

/// A straight run of stones: `len` points from `start` along `dir`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Line {
    /// The first point of the run.
    pub start: Pos,
    /// The direction the run goes in from `start`.
    pub dir: Direction,
    /// How many points the run has.
    pub len: u8,
}

impl Line {
    /// The points of the run, from `start`.
    pub fn points(self) -> impl Iterator<Item = Pos> {
        (0..i32::from(self.len)).filter_map(move |i| self.start.step(self.dir, i))
    }

    /// Whether `pos` is one of the run's points.
    #[must_use]
    pub fn contains(self, pos: Pos) -> bool {
        self.points().any(|p| p == pos)
    }
}

/// Why a stone cannot be placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlaceError {
    /// The point is outside the board.
    OffBoard(Pos),
    /// A stone is already there.
    Occupied(Pos),
}

impl fmt::Display for PlaceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlaceError::OffBoard(p) => write!(f, "({}, {}) is off the board", p.x, p.y),
            PlaceError::Occupied(p) => write!(f, "({}, {}) already has a stone", p.x, p.y),
        }
    }
}

impl std::error::Error for PlaceError {}

/// A board size outside [`MIN_SIZE`]..=[`MAX_SIZE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnsupportedSize(pub usize);

impl fmt::Display for UnsupportedSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a board of {} lines is not supported (sizes {MIN_SIZE} to {MAX_SIZE} are)",
            self.0
        )
    }
}

impl std::error::Error for UnsupportedSize {}

/// A square board with its stones and the moves played on it.
///
/// The side to move follows from the stone counts (black moves when both
/// have as many stones), so a board read from a diagram knows it too; a
/// set-up position may give the move to the other side instead
/// ([`Board::set_to_move`]), and the sides alternate from there.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    size: usize,
    cells: Vec<Option<Stone>>,
    history: Vec<Pos>,
    black: usize,
    white: usize,
    /// The move was given to the side the counts do not say: from then
    /// on white moves when the number of stones is even.
    turn_given: bool,
}

impl Board {
    /// An empty board of `size` × `size` lines.
    ///
    /// # Errors
    /// [`UnsupportedSize`] outside [`MIN_SIZE`]..=[`MAX_SIZE`].
    pub fn new(size: usize) -> Result<Board, UnsupportedSize> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return Err(UnsupportedSize(size));
        }
        Ok(Board {
            size,
            cells: vec![None; size * size],
            history: Vec::new(),
            black: 0,
            white: 0,
            turn_given: false,
        })
    }

    /// An empty board of an offered size (it cannot fail).
    #[must_use]
    pub fn of(size: BoardSize) -> Board {
        let n = size.lines();
        Board {
            size: n,
            cells: vec![None; n * n],
            history: Vec::new(),
            black: 0,
            white: 0,
            turn_given: false,
        }
    }

    /// The number of lines each way.
    #[must_use]
    pub fn size(&self) -> usize {
        self.size
    }

    /// Whether `pos` lies on the board.
    #[must_use]
    pub fn contains(&self, pos: Pos) -> bool {
        usize::from(pos.x) < self.size && usize::from(pos.y) < self.size
    }

    fn index(&self, pos: Pos) -> Option<usize> {
        self.contains(pos)
            .then(|| usize::from(pos.y) * self.size + usize::from(pos.x))
    }

    /// The stone at `pos`; `None` when the point is empty or off the board.
    #[must_use]
    pub fn get(&self, pos: Pos) -> Option<Stone> {
        self.index(pos).and_then(|i| self.cells[i])
    }

    /// Whether `pos` is on the board and empty.
    #[must_use]
    pub fn is_empty_at(&self, pos: Pos) -> bool {
        self.index(pos).is_some_and(|i| self.cells[i].is_none())
    }

    /// Whose turn it is.
    #[must_use]
    pub fn to_move(&self) -> Stone {
        if self.turn_given {
            // Counted from the set-up that gave the move away.
            if self.stone_count().is_multiple_of(2) {
                Stone::White
            } else {
                Stone::Black
            }
        } else if self.black > self.white {
            Stone::White
        } else {
            Stone::Black
        }
    }

    /// Gives the move to `stone` in a set-up position (as SGF's `PL`):
    /// black to move when both have as many stones and white when black has
    /// one more, as in any game, or the other side (a pass, in effect) —
    /// for seeing what either side would do. The sides alternate from
    /// there. Returns whether `stone` is now to move: not when black has
    /// neither as many stones as white nor one more.
    pub fn set_to_move(&mut self, stone: Stone) -> bool {
        if self.black != self.white && self.black != self.white + 1 {
            return self.to_move() == stone;
        }
        self.turn_given = false;
        self.turn_given = self.to_move() != stone;
        self.to_move() == stone
    }

    /// The number of stones on the board.
    #[must_use]
    pub fn stone_count(&self) -> usize {
        self.black + self.white
    }

    /// Whether every point holds a stone.
    #[must_use]
    pub fn is_full(&self) -> bool {
        self.stone_count() == self.size * self.size
    }

    /// The moves played with [`Board::place`], oldest first (stones set up
    /// from a diagram are not moves).
    #[must_use]
    pub fn history(&self) -> &[Pos] {
        &self.history
    }

    /// The most recent move, if any.
    #[must_use]
    pub fn last_move(&self) -> Option<Pos> {
        self.history.last().copied()
    }

    /// Every point of the board, row by row from the top.
    pub fn points(&self) -> impl Iterator<Item = Pos> + use<> {
        let size = self.size;
        (0..size).flat_map(move |y| (0..size).map(move |x| Pos::new(x as u8, y as u8)))
    }

    /// Every empty point, row by row from the top.
    pub fn empty_points(&self) -> impl Iterator<Item = Pos> + '_ {
        self.points().filter(|&p| self.is_empty_at(p))
    }

    /// Puts the side to move's stone on `pos` and records the move.
    ///
    /// # Errors
    /// [`PlaceError`] when `pos` is off the board or taken; the board is
    /// then unchanged.
    pub fn place(&mut self, pos: Pos) -> Result<Stone, PlaceError> {
        let stone = self.to_move();
        self.set(pos, stone)?;
        self.history.push(pos);
        Ok(stone)
    }

    /// Puts `stone` on `pos` without recording a move (for setting up a
    /// position).
    ///
    /// # Errors
    /// [`PlaceError`] when `pos` is off the board or taken.
    pub fn set(&mut self, pos: Pos, stone: Stone) -> Result<(), PlaceError> {
        let i = self.index(pos).ok_or(PlaceError::OffBoard(pos))?;
        if self.cells[i].is_some() {
            return Err(PlaceError::Occupied(pos));
        }
        self.cells[i] = Some(stone);
        match stone {
            Stone::Black => self.black += 1,
            Stone::White => self.white += 1,
        }
        Ok(())
    }

    /// Takes a stone off `pos`, returning it (for search and set-up; it
    /// does not touch the history).
    pub fn clear(&mut self, pos: Pos) -> Option<Stone> {
        let i = self.index(pos)?;
        let stone = self.cells[i].take()?;
        match stone {
            Stone::Black => self.black -= 1,
            Stone::White => self.white -= 1,
        }
        Some(stone)
    }

    /// Takes back the last recorded move, returning its point.
    pub fn undo(&mut self) -> Option<Pos> {
        let pos = self.history.pop()?;
        self.clear(pos);
        Some(pos)
    }

    /// The run of `stone`s through `pos` along `dir`, counting `pos` itself
    /// as holding `stone` whatever is there.
    #[must_use]
    pub fn run_through(&self, pos: Pos, dir: Direction, stone: Stone) -> Line {
        let count = |sign: i32| {
            (1..)
                .take_while(|&i| {
                    pos.step(dir, sign * i)
                        .is_some_and(|p| self.get(p) == Some(stone))
                })
                .count()
        };
        let back = count(-1);
        let fwd = count(1);
        let start = pos.step(dir, -(back as i32)).unwrap_or(pos);
        Line {
            start,
            dir,
            len: (back + 1 + fwd) as u8,
        }
    }
}

impl Default for Board {
    /// An empty board of [`DEFAULT_SIZE`] lines.
    fn default() -> Board {
        Board {
            size: DEFAULT_SIZE,
            cells: vec![None; DEFAULT_SIZE * DEFAULT_SIZE],
            history: Vec::new(),
            black: 0,
            white: 0,
            turn_given: false,
        }
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\n{self}")
    }
}
