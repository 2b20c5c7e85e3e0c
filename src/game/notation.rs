//! Notation: point names such as `h8`, move strings such as `h8i9j7`, and
//! boards drawn in ASCII.
//!
//! As in the Gomoku and Renju literature, columns are letters from `a` on
//! the left and rows are numbers from `1` at the bottom. Diagrams use `x` for
//! black, `o` for white and `.` for an empty point:
//!
//! ```
//! use gomoku::game::board::{Pos, Stone};
//! use gomoku::game::notation::{parse_board, parse_point, point_name};
//!
//! let board = parse_board(
//!     "
//!     . . . . .
//!     . x . . .
//!     . . o . .
//!     . . . . .
//!     . . . . .
//!     ",
//! )
//! .unwrap();
//! let b4 = parse_point("b4", board.size()).unwrap();
//! assert_eq!(board.get(b4), Some(Stone::Black));
//! assert_eq!(point_name(Pos::new(2, 2), 5), "c3");
//! ```

use std::fmt;

use crate::game::board::{Board, MAX_SIZE, Pos, Stone, UnsupportedSize};

/// The name of `pos` on a board of `size` lines, e.g. `h8`.
#[must_use]
pub fn point_name(pos: Pos, size: usize) -> String {
    let column = char::from(b'a' + pos.x);
    let row = size.saturating_sub(usize::from(pos.y));
    format!("{column}{row}")
}

/// Text that is not notation, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError(pub String);

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for NotationError {}

/// Text in a move string that is not a point on the board: what was
/// found, as data, so that it can be told in the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PointError {
    /// A character where a column letter should be.
    NotAColumn(char),
    /// A column letter without a row number after it.
    NoRow(char),
    /// Row 0 (`a0`): rows are numbered from 1.
    RowZero(char),
    /// A row number written with a leading zero (`h08`, as written,
    /// lower case): read as `h8` it could be a typing slip for `h18`, so
    /// it is refused.
    LeadingZero(String),
    /// A point that is not on a board of `size` lines (as written,
    /// lower case).
    OffBoard {
        /// The point, e.g. `p1`.
        point: String,
        /// The board's lines.
        size: usize,
    },
}

// `Display` for `PointError` is the words layer's English
// (`i18n::english`).

impl std::error::Error for PointError {}

impl From<PointError> for NotationError {
    fn from(e: PointError) -> NotationError {
        NotationError(e.to_string())
    }
}

impl From<UnsupportedSize> for NotationError {
    fn from(e: UnsupportedSize) -> NotationError {
        NotationError(e.to_string())
    }
}

/// Reads one point name (`h8`, case-insensitive) on a board of `size`
/// lines.
///
/// # Errors
/// [`NotationError`] for text that is not a point on that board.
pub fn parse_point(text: &str, size: usize) -> Result<Pos, NotationError> {
    let moves = parse_moves(text, size)?;
    match moves.as_slice() {
        [one] => Ok(*one),
        _ => Err(NotationError(format!("'{text}' is not a single point"))),
    }
}

/// Reads a move string such as `h8i9j7` (points written one after the
/// other; spaces and commas between them are allowed).
///
/// # Errors
/// [`PointError`] naming the first part that is not a point on the
/// board.
pub fn parse_moves(text: &str, size: usize) -> Result<Vec<Pos>, PointError> {
    let mut moves = Vec::new();
    let mut chars = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != ',')
        .peekable();
    while let Some(c) = chars.next() {
        let letter = c.to_ascii_lowercase();
        if !letter.is_ascii_lowercase() {
            return Err(PointError::NotAColumn(c));
        }
        let mut digits = String::new();
        while let Some(d) = chars.next_if(char::is_ascii_digit) {
            digits.push(d);
        }
        let x = usize::from(letter as u8 - b'a');
        if digits.is_empty() {
            return Err(PointError::NoRow(letter));
        }
        if digits.trim_start_matches('0').is_empty() {
            return Err(PointError::RowZero(letter));
        }
        if digits.starts_with('0') {
            return Err(PointError::LeadingZero(format!("{letter}{digits}")));
        }
        // More digits than a number holds are far off any board.
        let row: usize = digits.parse().unwrap_or(usize::MAX);
        if x >= size || row > size {
            // A name cut short: the message is not the place for a page
            // of digits.
            let shown: String = digits.chars().take(6).collect();
            let more = if shown.len() < digits.len() {
                "…"
            } else {
                ""
            };
            return Err(PointError::OffBoard {
                point: format!("{letter}{shown}{more}"),
                size,
            });
        }
        moves.push(Pos::new(x as u8, (size - row) as u8));
    }
    Ok(moves)
}

/// Writes moves as a move string such as `h8i9j7`.
#[must_use]
pub fn moves_string(moves: &[Pos], size: usize) -> String {
    moves.iter().map(|&p| point_name(p, size)).collect()
}

/// Reads a board drawn in ASCII: one line of the board per text line, top
/// row first, `x`/`X` black, `o`/`O` white, `.` empty, with optional spaces
/// between points. Row numbers at the start of a line, a line of column
/// letters, brackets and blank lines are ignored, so [`Board`]'s `Display` output
/// reads back.
///
/// # Errors
/// [`NotationError`] when the rows are not all as long as there are rows,
/// the size is unsupported, or black and white stone counts cannot come
/// from alternate play (black has as many stones as white, or one more).
pub fn parse_board(text: &str) -> Result<Board, NotationError> {
    let rows: Vec<Vec<Option<Stone>>> = text
        .lines()
        .map(|line| {
            line.trim()
                .trim_start_matches(|c: char| c.is_ascii_digit())
                .trim_start()
        })
        // Blank lines and the line of column letters (which starts with `a`)
        // are not rows.
        .filter(|line| line.starts_with(['.', 'x', 'X', 'o', 'O', '(']))
        .map(|line| {
            line.chars()
                .filter(|c| !c.is_whitespace() && !matches!(c, '(' | ')'))
                .map(|c| match c {
                    'x' | 'X' => Ok(Some(Stone::Black)),
                    'o' | 'O' => Ok(Some(Stone::White)),
                    '.' => Ok(None),
                    other => Err(NotationError(format!("unexpected '{other}' in a board"))),
                })
                .collect()
        })
        .collect::<Result<_, _>>()?;
    let size = rows.len();
    if size > MAX_SIZE {
        return Err(UnsupportedSize(size).into());
    }
    if let Some(bad) = rows.iter().position(|r| r.len() != size) {
        return Err(NotationError(format!(
            "row {} has {} points, but the board has {size} rows",
            bad + 1,
            rows[bad].len()
        )));
    }
    let mut board = Board::new(size)?;
    for (y, row) in rows.iter().enumerate() {
        for (x, cell) in row.iter().enumerate() {
            if let Some(stone) = cell {
                board
                    .set(Pos::new(x as u8, y as u8), *stone)
                    .map_err(|e| NotationError(e.to_string()))?;
            }
        }
    }
    let count = |s| board.points().filter(|&p| board.get(p) == Some(s)).count();
    let (black, white) = (count(Stone::Black), count(Stone::White));
    if black != white && black != white + 1 {
        return Err(NotationError(format!(
            "{black} black and {white} white stones cannot come from alternate moves"
        )));
    }
    Ok(board)
}

impl fmt::Display for Board {
    /// The board as a diagram with row numbers and column letters; the last
    /// move is bracketed.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let size = self.size();
        let last = self.last_move();
        for y in 0..size {
            write!(f, "{:>2} ", size - y)?;
            for x in 0..size {
                let p = Pos::new(x as u8, y as u8);
                let c = match self.get(p) {
                    Some(Stone::Black) => 'x',
                    Some(Stone::White) => 'o',
                    None => '.',
                };
                if last == Some(p) {
                    write!(f, "({c})")?;
                } else if last.is_some_and(|l| l.y == p.y && l.x + 1 == p.x) {
                    write!(f, "{c}")?;
                } else {
                    write!(f, " {c}")?;
                }
            }
            writeln!(f)?;
        }
        write!(f, "   ")?;
        for x in 0..size {
            write!(f, " {}", char::from(b'a' + x as u8))?;
        }
        writeln!(f)
    }
}
