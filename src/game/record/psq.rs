//! Piskvork's PSQ files.
//!
//! Piskvork, the Gomocup tournament manager, saves a game as plain text:
//! - a header, `Piskvorky WxH, a:b, c`: the board's width and height,
//!   then numbers of Piskvork's own (a point and a flag) that reading a
//!   game does not need;
//! - one line per move, `x,y,time`: `x` the column counted from 1 at the
//!   left, `y` the row counted from 1 at the top, `time` the milliseconds
//!   the move took. Black's moves are the odd lines;
//! - a trailer that may be missing: lines naming the two players (an
//!   engine's file name such as `pbrain-foo.exe`, or any text) and lines
//!   holding one number, a result or error code (`-1`, `0`, …).
//!
//! Reading takes every form seen in the wild: LF or CRLF line ends, blank
//! lines (also at the end), spaces around the header's parts and around
//! the numbers, a move line without its time (`x,y`), a byte-order mark.
//! A line with three comma-separated parts is always a move, and so is a
//! line of two numbers; any other line starts the trailer, after which a
//! move is an error. Only square boards of the supported sizes load.
//!
//! Writing produces what Piskvork writes on Windows: CRLF line ends, the
//! header, the moves (an unknown time as `0`), then the trailer read from
//! the file — or, for a game that did not come from one, a single `-1`
//! line. The header's numbers after the size are kept from the file too;
//! a new record gets the board's centre point and `0`.

use crate::game::board::{MAX_SIZE, MIN_SIZE, Pos};
use crate::game::record::{
    MoveRef, ReadOptions, Record, RecordError, RecordErrorKind, numbered_lines,
};

/// What a PSQ file holds beyond the size and the moves, kept so that a
/// file read and written again stays the same.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PsqExtras {
    /// The header after the size, e.g. `11:11, 0` (parts joined by `, `);
    /// `None` writes the board's centre and `0`.
    pub header_tail: Option<String>,
    /// The lines after the moves: players' names and result codes, in
    /// file order; empty writes a single `-1`.
    pub trailer: Vec<String>,
}

impl PsqExtras {
    /// The trailer's lines that are not numbers: the players (engines or
    /// people), as the file names them.
    pub fn players(&self) -> impl Iterator<Item = &str> {
        self.trailer
            .iter()
            .map(String::as_str)
            .filter(|l| l.parse::<i64>().is_err())
    }

    /// The trailer's number lines: result or error codes.
    pub fn codes(&self) -> impl Iterator<Item = i64> + '_ {
        self.trailer.iter().filter_map(|l| l.parse().ok())
    }
}

/// The word a PSQ header starts with.
const MAGIC: &str = "Piskvorky";

/// Whether `text` reads as a PSQ file: its first line that is not blank
/// starts with `Piskvorky` (in any case).
#[must_use]
pub fn looks_like_psq(text: &str) -> bool {
    numbered_lines(text)
        .map(|(_, l)| l.trim())
        .find(|l| !l.is_empty())
        .is_some_and(starts_with_magic)
}

fn starts_with_magic(line: &str) -> bool {
    line.get(..MAGIC.len())
        .is_some_and(|p| p.eq_ignore_ascii_case(MAGIC))
}

/// Reads a PSQ file, replaying its moves under `options.rule`.
///
/// # Errors
/// [`RecordError`] naming the line: a bad header, a bad number, an
/// unsupported or non-square size, a move the rules refuse.
pub fn parse(text: &str, options: ReadOptions) -> Result<Record, RecordError> {
    let mut lines = numbered_lines(text).filter(|(_, l)| !l.trim().is_empty());
    let (header_line, header) = lines
        .next()
        .ok_or(RecordError::new(1, RecordErrorKind::Empty))?;
    let (size, header_tail) =
        parse_header(header.trim(), options).map_err(|k| RecordError::new(header_line, k))?;
    let mut record =
        Record::new(size, options.rule).map_err(|e| RecordError::new(header_line, e.kind))?;
    let mut trailer = Vec::new();
    for (line, text) in lines {
        let text = text.trim();
        let at = |kind| RecordError::new(line, kind);
        match move_line(text).map_err(at)? {
            Some(_) if !trailer.is_empty() => return Err(at(RecordErrorKind::MoveAfterTrailer)),
            Some((x, y, time)) => {
                let number = record.moves().len() + 1;
                let written = MoveRef::new(number, format!("{x},{y}"));
                let pos = on_board(x, size)
                    .zip(on_board(y, size))
                    .map(|(x, y)| Pos::new(x, y))
                    .ok_or_else(|| at(RecordErrorKind::OffBoard(written)))?;
                record
                    .play(pos, time)
                    .map_err(|e| RecordError::play(line, number, &format!("{x},{y}"), e))?;
            }
            None => trailer.push(text.to_string()),
        }
    }
    // A header alone is no game, as an empty move string is none.
    if record.moves().is_empty() {
        return Err(RecordError::new(header_line, RecordErrorKind::Empty));
    }
    record.set_psq_extras(PsqExtras {
        header_tail,
        trailer,
    });
    Ok(record)
}

/// The size and the rest of a header line.
fn parse_header(
    line: &str,
    options: ReadOptions,
) -> Result<(usize, Option<String>), RecordErrorKind> {
    let bad = || RecordErrorKind::BadHeader(line.chars().take(60).collect());
    if !starts_with_magic(line) {
        return Err(bad());
    }
    let rest = line.get(MAGIC.len()..).ok_or_else(bad)?;
    let (dims, tail) = match rest.split_once(',') {
        Some((dims, tail)) => (dims, Some(tail)),
        None => (rest, None),
    };
    let (w, h) = dims.trim().split_once(['x', 'X']).ok_or_else(bad)?;
    let number = |s: &str| s.trim().parse::<usize>().map_err(|_| bad());
    let (width, height) = (number(w)?, number(h)?);
    if width != height {
        return Err(RecordErrorKind::NotSquare { width, height });
    }
    if !(MIN_SIZE..=MAX_SIZE).contains(&width) {
        return Err(RecordErrorKind::UnsupportedSize(width));
    }
    if let Some(asked) = options.size.filter(|&asked| asked != width) {
        return Err(RecordErrorKind::SizeMismatch {
            found: width,
            asked,
        });
    }
    let tail = tail
        .map(|t| t.split(',').map(str::trim).collect::<Vec<_>>().join(", "))
        .filter(|t| !t.is_empty());
    Ok((width, tail))
}

/// A move line as written: 1-based column and row, and the time.
type MoveLine = (i64, i64, Option<u32>);

/// A move line's parts; `None` for a line that is not a move (the
/// trailer).
fn move_line(text: &str) -> Result<Option<MoveLine>, RecordErrorKind> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    let coordinate = |s: &str| {
        s.parse::<i64>()
            .map_err(|_| RecordErrorKind::BadCoordinate(s.to_owned()))
    };
    match parts.as_slice() {
        [x, y, time] => {
            let time = match *time {
                "" => None,
                t => Some(
                    t.parse::<u32>()
                        .map_err(|_| RecordErrorKind::BadTime(t.to_owned()))?,
                ),
            };
            Ok(Some((coordinate(x)?, coordinate(y)?, time)))
        }
        [x, y] => match (x.parse(), y.parse()) {
            (Ok(x), Ok(y)) => Ok(Some((x, y, None))),
            _ => Ok(None),
        },
        _ => Ok(None),
    }
}

/// A 1-based coordinate as a 0-based one, if it is on the board.
fn on_board(c: i64, size: usize) -> Option<u8> {
    let c = usize::try_from(c).ok()?;
    (1..=size).contains(&c).then(|| (c - 1) as u8)
}

/// Writes `record` as a PSQ file with CRLF line ends.
#[must_use]
pub fn write(record: &Record) -> String {
    let size = record.size();
    let extras = record.psq_extras();
    let tail = extras.header_tail.clone().unwrap_or_else(|| {
        let centre = size / 2 + 1;
        format!("{centre}:{centre}, 0")
    });
    let mut out = format!("{MAGIC} {size}x{size}, {tail}\r\n");
    for (pos, time) in record.moves().iter().zip(record.times()) {
        let time = time.unwrap_or(0);
        out.push_str(&format!("{},{},{time}\r\n", pos.x + 1, pos.y + 1));
    }
    if extras.trailer.is_empty() {
        out.push_str("-1\r\n");
    }
    for line in &extras.trailer {
        out.push_str(line);
        out.push_str("\r\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::Rule;

    fn read(text: &str) -> Result<Record, RecordError> {
        parse(text, ReadOptions::default())
    }

    #[test]
    fn header_forms() {
        for header in [
            "Piskvorky 20x20, 11:11, 0",
            "  Piskvorky   20x20 ,  11:11 ,  0  ",
            "piskvorky 20X20, 11:11, 0",
            "Piskvorky 20x20",
        ] {
            let text = format!("{header}\n10,10,0");
            let record = read(&text).unwrap_or_else(|e| panic!("{header}: {e}"));
            assert_eq!(record.size(), 20, "{header}");
            assert_eq!(record.moves().len(), 1);
            // A header alone is no game.
            assert_eq!(
                read(header).map_err(|e| (e.line, e.kind)),
                Err((1, RecordErrorKind::Empty)),
                "{header}"
            );
        }
        let record = read("Piskvorky  20x20 ,11:11,0\n1,1").expect("reads");
        assert_eq!(record.psq_extras().header_tail.as_deref(), Some("11:11, 0"));
    }

    #[test]
    fn header_errors() {
        let kind = |text: &str| read(text).map(|_| ()).map_err(|e| (e.line, e.kind));
        assert!(matches!(
            kind("Piskvork 20x20"),
            Err((1, RecordErrorKind::BadHeader(_)))
        ));
        assert!(matches!(
            kind("\n\nPiskvorky 20"),
            Err((3, RecordErrorKind::BadHeader(_)))
        ));
        assert!(matches!(
            kind("Piskvorky ax20"),
            Err((1, RecordErrorKind::BadHeader(_)))
        ));
        assert_eq!(
            kind("Piskvorky 20x19, 1:1, 0"),
            Err((
                1,
                RecordErrorKind::NotSquare {
                    width: 20,
                    height: 19
                }
            ))
        );
        assert_eq!(
            kind("Piskvorky 30x30, 1:1, 0"),
            Err((1, RecordErrorKind::UnsupportedSize(30)))
        );
        assert_eq!(
            kind("Piskvorky 4x4, 1:1, 0"),
            Err((1, RecordErrorKind::UnsupportedSize(4)))
        );
        let asked = ReadOptions {
            size: Some(15),
            rule: Rule::Freestyle,
        };
        assert_eq!(
            parse("Piskvorky 19x19, 1:1, 0", asked).map_err(|e| e.kind),
            Err(RecordErrorKind::SizeMismatch {
                found: 19,
                asked: 15
            })
        );
    }

    #[test]
    fn move_errors_name_their_line() {
        let err = |text: &str| read(text).expect_err(text);
        let e = err("Piskvorky 15x15, 8:8, 0\n8,8,0\n8,8,0\n-1\n");
        assert_eq!(e.line, 3);
        assert!(matches!(e.kind, RecordErrorKind::Occupied(_)), "{e}");
        assert_eq!(
            e.to_string(),
            "line 3: move 2 (8,8) is on a point already taken"
        );
        let e = err("Piskvorky 15x15, 8:8, 0\r\n8,8,0\r\n16,1,0\r\n");
        assert_eq!((e.line, e.to_string().contains("(16,1)")), (3, true), "{e}");
        assert!(matches!(e.kind, RecordErrorKind::OffBoard(_)));
        let e = err("Piskvorky 15x15, 8:8, 0\n8,8,0\n0,1,0\n");
        assert!(matches!(e.kind, RecordErrorKind::OffBoard(_)), "{e}");
        let e = err("Piskvorky 15x15, 8:8, 0\n8,8,0\n9,x,0\n");
        assert_eq!(e.kind, RecordErrorKind::BadCoordinate("x".into()), "{e}");
        let e = err("Piskvorky 15x15, 8:8, 0\n8,8,-5\n");
        assert_eq!(e.kind, RecordErrorKind::BadTime("-5".into()), "{e}");
        let e = err("Piskvorky 15x15, 8:8, 0\n8,8,0\n-1\n9,9,0\n");
        assert_eq!((e.line, e.kind), (4, RecordErrorKind::MoveAfterTrailer));
        // Black's five across, then one move too many.
        let won = "Piskvorky 15x15, 8:8, 0\n1,1,0\n1,2,0\n2,1,0\n2,2,0\n3,1,0\n3,2,0\n\
                   4,1,0\n4,2,0\n5,1,0\n6,6,0\n";
        let e = err(won);
        assert_eq!(e.line, 11);
        assert!(matches!(e.kind, RecordErrorKind::AfterGameOver(_)), "{e}");
    }

    #[test]
    fn trailer_and_times_are_kept() {
        let text =
            "Piskvorky 20x20, 11:11, 0\n10,10,15\n11,11,\n12,12\npbrain-a.exe\nPlayer Two\n0\n\n\n";
        let record = read(text).expect("reads");
        assert_eq!(record.times(), &[Some(15), None, None]);
        let extras = record.psq_extras();
        assert_eq!(
            extras.players().collect::<Vec<_>>(),
            ["pbrain-a.exe", "Player Two"]
        );
        assert_eq!(extras.codes().collect::<Vec<_>>(), [0]);
        assert_eq!(
            record.to_psq(),
            "Piskvorky 20x20, 11:11, 0\r\n10,10,15\r\n11,11,0\r\n12,12,0\r\n\
             pbrain-a.exe\r\nPlayer Two\r\n0\r\n"
        );
    }

    #[test]
    fn new_records_get_a_centre_header_and_minus_one() {
        let mut record = Record::new(15, Rule::Standard).expect("size");
        record.play(Pos::new(7, 7), Some(100)).expect("legal");
        record.play(Pos::new(0, 14), None).expect("legal");
        assert_eq!(
            record.to_psq(),
            "Piskvorky 15x15, 8:8, 0\r\n8,8,100\r\n1,15,0\r\n-1\r\n"
        );
    }
}
