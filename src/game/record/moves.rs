//! Move strings: the moves one after the other in point names, `h8i9j7`,
//! the form gomocalc and Yixin Board copy to the clipboard.
//!
//! Columns are letters from `a` on the left, rows numbers from `1` at the
//! bottom (see [`crate::game::notation`], which reads and writes each
//! point). Spaces, commas and line breaks between points are allowed. A
//! move string says nothing of the board: on a board of `n` lines `h8` is
//! a different point from `h8` on another, so the size matters.
//!
//! The size is [`ReadOptions::size`] when given. Otherwise it is the
//! smallest of [`INFERRED_SIZES`] on which every point fits: 15 (the
//! usual board) unless a column letter past `o` or a row number above 15
//! needs 19 or more.

use crate::game::board::{MAX_SIZE, MIN_SIZE};
use crate::game::notation::{moves_string, parse_moves, point_name};
use crate::game::record::{ReadOptions, Record, RecordError, RecordErrorKind, numbered_lines};

/// The sizes a move string without a size is read on, smallest first:
/// [`super::MOVE_STRING_SIZE`], then the go board, Gomocup's board, and up
/// to the largest supported.
pub const INFERRED_SIZES: [usize; 5] = [super::MOVE_STRING_SIZE, 19, 20, 21, MAX_SIZE];

/// Reads a move string, replaying the moves under `options.rule`.
///
/// # Errors
/// [`RecordError`] naming the line: text that is not a point, a point off
/// the board, a move the rules refuse, an unsupported size, no move at
/// all.
pub fn parse(text: &str, options: ReadOptions) -> Result<Record, RecordError> {
    let lines: Vec<(usize, &str)> = numbered_lines(text).collect();
    let size = match options.size {
        Some(size) if (MIN_SIZE..=MAX_SIZE).contains(&size) => size,
        Some(size) => return Err(RecordError::new(0, RecordErrorKind::UnsupportedSize(size))),
        None => inferred_size(&lines)?,
    };
    let mut record = Record::new(size, options.rule)?;
    for (line, text) in lines {
        let moves = parse_moves(text, size)
            .map_err(|e| RecordError::new(line, RecordErrorKind::BadNotation(e)))?;
        for pos in moves {
            let number = record.moves().len() + 1;
            record
                .play(pos, None)
                .map_err(|e| RecordError::play(line, number, &point_name(pos, size), e))?;
        }
    }
    // An empty move string writes as nothing, and nothing is no record.
    if record.moves().is_empty() {
        return Err(RecordError::new(1, RecordErrorKind::Empty));
    }
    Ok(record)
}

/// The smallest of [`INFERRED_SIZES`] that holds every point named.
fn inferred_size(lines: &[(usize, &str)]) -> Result<usize, RecordError> {
    let mut needed = 0;
    for &(line, text) in lines {
        // On the largest board every name that can be a point is one; its
        // row from the bottom is MAX_SIZE - y.
        let moves = parse_moves(text, MAX_SIZE)
            .map_err(|e| RecordError::new(line, RecordErrorKind::BadNotation(e)))?;
        for pos in moves {
            needed = needed
                .max(usize::from(pos.x) + 1)
                .max(MAX_SIZE - usize::from(pos.y));
        }
    }
    Ok(INFERRED_SIZES
        .into_iter()
        .find(|&size| size >= needed)
        .unwrap_or(MAX_SIZE))
}

/// Writes `record`'s moves as a move string.
#[must_use]
pub fn write(record: &Record) -> String {
    moves_string(record.moves(), record.size())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::board::Pos;
    use crate::game::rules::Rule;

    fn read(text: &str, size: Option<usize>) -> Result<Record, RecordError> {
        parse(
            text,
            ReadOptions {
                rule: Rule::Freestyle,
                size,
            },
        )
    }

    #[test]
    fn rows_count_from_the_bottom() {
        let record = read("a1o15", None).expect("reads");
        assert_eq!(record.size(), 15);
        assert_eq!(record.moves(), &[Pos::new(0, 14), Pos::new(14, 0)]);
        let record = read("h8", Some(13)).expect("reads");
        assert_eq!(record.moves(), &[Pos::new(7, 5)]);
    }

    #[test]
    fn size_is_inferred_from_the_points() {
        let size = |text| read(text, None).map(|r| r.size());
        assert_eq!(size("h8"), Ok(15));
        assert_eq!(size("h8 p8"), Ok(19));
        assert_eq!(size("h8\na19"), Ok(19));
        assert_eq!(size("h8t20"), Ok(20));
        assert_eq!(size("h8a21"), Ok(21));
        assert_eq!(size("v22"), Ok(22));
        assert!(read("w1", None).is_err());
        assert!(read("a23", None).is_err());
    }

    #[test]
    fn errors_name_their_line() {
        let e = read("h8i9\nh8", None).expect_err("taken");
        assert_eq!(e.line, 2);
        assert_eq!(
            e.to_string(),
            "line 2: move 3 (h8) is on a point already taken"
        );
        let e = read("h8\n\ni9 j7?", None).expect_err("bad");
        assert_eq!(e.line, 3);
        assert!(matches!(e.kind, RecordErrorKind::BadNotation(_)));
        let e = read("p1", Some(15)).expect_err("off");
        assert_eq!(e.line, 1);
        assert!(matches!(e.kind, RecordErrorKind::BadNotation(_)), "{e}");
        assert_eq!(
            read("", None).map_err(|e| e.kind),
            Err(RecordErrorKind::Empty)
        );
        assert_eq!(
            read("h8", Some(40)).map_err(|e| e.kind),
            Err(RecordErrorKind::UnsupportedSize(40))
        );
        // Black's five on row 1, then one more move.
        let e = read("a1a2b1b2c1c2d1d2e1\nh8", None).expect_err("over");
        assert_eq!(e.line, 2);
        assert!(matches!(e.kind, RecordErrorKind::AfterGameOver(_)), "{e}");
    }

    #[test]
    fn renju_refuses_a_forbidden_move() {
        // Black's double three at h8 (g8 i8 across, h7 h9 down).
        let text = "g8a1i8a3h7a5h9a7h8";
        let options = ReadOptions {
            rule: Rule::Renju,
            size: Some(15),
        };
        let e = parse(text, options).expect_err("forbidden");
        assert!(matches!(e.kind, RecordErrorKind::Forbidden(_, _)), "{e}");
        assert!(read(text, Some(15)).is_ok());
    }
}
