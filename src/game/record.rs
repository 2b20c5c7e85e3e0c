//! Game records: a finished or unfinished game kept as its moves, read
//! from and written to the formats other Gomoku programs use.
//!
//! A [`Record`] is a [`Game`] (board size, rule, the moves in order) with
//! the time spent on each move. Two formats are read and written, one
//! parser each:
//! - [`psq`]: Piskvork's `.psq` files (a header naming the board size, one
//!   `x,y,time` line per move, a trailer);
//! - [`moves`]: move strings such as `h8i9j7`, as gomocalc and Yixin Board
//!   copy them (column letters from `a` on the left, rows from `1` at the
//!   bottom, as [`crate::game::notation`] writes them);
//! - [`sgf`]: SGF files (FF[4], GM[4]), which keep variations and comments
//!   as a [`GameTree`]; a record is their main line.
//!
//! [`Record::parse`] tells them apart: text whose first line starts with
//! `Piskvorky` is PSQ, text starting with `(` SGF, anything else a move
//! string. Every move is
//! replayed through [`Game::play`], so a record that could not have been
//! played (a taken point, a move after the game was won, a renju forbidden
//! point) is refused with a [`RecordError`] naming the line.
//!
//! ```
//! use gomoku::game::record::{ReadOptions, Record};
//! use gomoku::game::rules::Rule;
//!
//! let record = Record::parse("h8i9j7").unwrap();
//! assert_eq!(record.size(), 15);
//! assert_eq!(record.to_move_string(), "h8i9j7");
//!
//! let psq = "Piskvorky 15x15, 8:8, 0\r\n8,8,0\r\n9,7,120\r\n-1\r\n";
//! let record = Record::parse_with(psq, ReadOptions { rule: Rule::Renju, size: None }).unwrap();
//! assert_eq!(record.to_move_string(), "h8i9");
//! assert_eq!(record.to_psq(), psq);
//! ```

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

use crate::game::board::{Pos, Stone};
use crate::game::notation::{PointError, point_name};
use crate::game::rules::{Forbidden, Game, Outcome, PlayError, Rule};

pub mod moves;
pub mod psq;
pub mod sgf;

pub use psq::PsqExtras;
pub use sgf::SgfError;

use crate::game::tree::GameTree;

/// Larger files are not records: they are refused unread (no game of
/// 22 lines, with a time on every move, comes near).
pub const MAX_RECORD_BYTES: u64 = 1 << 20;

/// The board size a move string is read on when nothing says otherwise
/// (the usual Gomoku and renju board).
pub const MOVE_STRING_SIZE: usize = 15;

/// What a record's text does not say itself.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReadOptions {
    /// The rule the moves are replayed under (neither format names one).
    pub rule: Rule,
    /// The board size. A move string is read on this board; without it,
    /// see [`moves::parse`] for the size chosen. A PSQ header names its own
    /// size, and one that differs from this is an error.
    pub size: Option<usize>,
}

/// A game kept as its moves: the size, the rule, the moves in order and
/// the time spent on each.
///
/// Every record holds a legal game: it is built by playing its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    game: Game,
    times: Vec<Option<u32>>,
    psq: PsqExtras,
}

impl Record {
    /// An empty record: no moves yet.
    ///
    /// # Errors
    /// [`RecordErrorKind::UnsupportedSize`] outside
    /// [`MIN_SIZE`](crate::game::board::MIN_SIZE)..=[`MAX_SIZE`](crate::game::board::MAX_SIZE) (the error names line 0: no text).
    pub fn new(size: usize, rule: Rule) -> Result<Record, RecordError> {
        let game = Game::new(size, rule)
            .map_err(|e| RecordError::new(0, RecordErrorKind::UnsupportedSize(e.0)))?;
        Ok(Record {
            game,
            times: Vec::new(),
            psq: PsqExtras::default(),
        })
    }

    /// The record of `game`'s moves (no times). Stones set up from a
    /// diagram are not moves and are not in it.
    ///
    /// # Errors
    /// A [`RecordError`] (line 0) when the moves do not replay on an empty
    /// board, which only happens around set-up stones.
    pub fn from_game(game: &Game) -> Result<Record, RecordError> {
        let board = game.board();
        let mut record = Record::new(board.size(), game.rule())?;
        for (i, &pos) in board.history().iter().enumerate() {
            record
                .play(pos, None)
                .map_err(|e| RecordError::play(0, i + 1, &point_name(pos, board.size()), e))?;
        }
        Ok(record)
    }

    /// Plays `pos` for the side to move, spending `time_ms` on it, and
    /// returns the outcome it leads to.
    ///
    /// # Errors
    /// [`PlayError`] when the move is illegal; the record is unchanged.
    pub fn play(&mut self, pos: Pos, time_ms: Option<u32>) -> Result<Option<Outcome>, PlayError> {
        let outcome = self.game.play(pos)?;
        self.times.push(time_ms);
        Ok(outcome)
    }

    /// Reads a PSQ file or a move string, freestyle, a move string on the
    /// board [`moves::parse`] chooses.
    ///
    /// # Errors
    /// [`RecordError`] naming the line and what is wrong.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        Record::parse_with(text, ReadOptions::default())
    }

    /// Reads a PSQ file or a move string under `options`.
    ///
    /// # Errors
    /// [`RecordError`] naming the line and what is wrong.
    pub fn parse_with(text: &str, options: ReadOptions) -> Result<Record, RecordError> {
        if psq::looks_like_psq(text) {
            psq::parse(text, options)
        } else if sgf::looks_like_sgf(text) {
            Record::from_tree(&sgf::parse(text, options)?)
        } else {
            moves::parse(text, options)
        }
    }

    /// The record of a tree's main line.
    ///
    /// # Errors
    /// [`SgfError::SetUpNotMoves`] (line 0) when the tree starts from
    /// set-up stones, which a list of moves cannot hold.
    pub fn from_tree(tree: &GameTree) -> Result<Record, RecordError> {
        if !tree.setup().is_empty() {
            return Err(RecordError::new(
                0,
                RecordErrorKind::Sgf(SgfError::SetUpNotMoves),
            ));
        }
        let mut record = Record::new(tree.size(), tree.rule())?;
        for (i, pos) in tree.main_line().into_iter().enumerate() {
            record
                .play(pos, None)
                .map_err(|e| RecordError::play(0, i + 1, &point_name(pos, tree.size()), e))?;
        }
        Ok(record)
    }

    /// The moves as a tree of one line (for SGF, [`sgf::write`]).
    #[must_use]
    pub fn to_tree(&self) -> GameTree {
        GameTree::from_moves(self.size(), self.rule(), self.moves())
            .unwrap_or_else(|e| unreachable!("a record's moves replay: {e}"))
    }

    /// The moves as an SGF file ([`sgf::write`]).
    #[must_use]
    pub fn to_sgf(&self) -> String {
        sgf::write(&self.to_tree())
    }

    /// Reads a record file's bytes under `options`: UTF-8 (with or
    /// without a byte-order mark) or UTF-16 with its byte-order mark; see
    /// [`decode`].
    ///
    /// # Errors
    /// [`RecordError`] naming the line and what is wrong;
    /// [`RecordErrorKind::NotText`] for bytes that are not text.
    pub fn parse_bytes(bytes: &[u8], options: ReadOptions) -> Result<Record, RecordError> {
        Record::parse_with(&decode(bytes)?, options)
    }

    /// The game the moves make.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The number of lines each way.
    #[must_use]
    pub fn size(&self) -> usize {
        self.game.board().size()
    }

    /// The rule the moves were played under.
    #[must_use]
    pub fn rule(&self) -> Rule {
        self.game.rule()
    }

    /// The moves, first first.
    #[must_use]
    pub fn moves(&self) -> &[Pos] {
        self.game.board().history()
    }

    /// The milliseconds spent on each move (`None`: not known), one per
    /// move.
    #[must_use]
    pub fn times(&self) -> &[Option<u32>] {
        &self.times
    }

    /// What a PSQ file said beyond the moves (kept to be written back).
    #[must_use]
    pub fn psq_extras(&self) -> &PsqExtras {
        &self.psq
    }

    /// Replaces what is written into a PSQ file beyond the moves.
    pub fn set_psq_extras(&mut self, extras: PsqExtras) {
        self.psq = extras;
    }

    /// The moves as a move string, e.g. `h8i9j7`.
    #[must_use]
    pub fn to_move_string(&self) -> String {
        moves::write(self)
    }

    /// The record as a PSQ file, with CRLF line ends (see [`psq`]).
    #[must_use]
    pub fn to_psq(&self) -> String {
        psq::write(self)
    }

    /// The position as an ASCII diagram: `x` black, `o` white, `.` empty;
    /// column letters above and below, row numbers (1 at the bottom) on
    /// both sides — the labels of the board in the window.
    #[must_use]
    pub fn to_ascii(&self) -> String {
        let board = self.game.board();
        let size = board.size();
        let letters: String = (0..size)
            .map(|x| format!(" {}", char::from(b'a' + x as u8)))
            .collect();
        let mut out = format!("  {letters}\n");
        for y in 0..size {
            let row = size - y;
            out.push_str(&format!("{row:>2} "));
            for x in 0..size {
                out.push(match board.get(Pos::new(x as u8, y as u8)) {
                    Some(Stone::Black) => 'x',
                    Some(Stone::White) => 'o',
                    None => '.',
                });
                out.push(' ');
            }
            out.push_str(&format!("{row}\n"));
        }
        out.push_str(&format!("  {letters}\n"));
        out
    }

    /// One line saying what the record is: size, rule, moves and how the
    /// game stands, e.g. `15x15 freestyle, 9 moves: black won (h8 to h4)`.
    #[must_use]
    pub fn summary(&self) -> String {
        let size = self.size();
        let n = self.moves().len();
        let plural = if n == 1 { "" } else { "s" };
        let state = match self.game.outcome() {
            Some(Outcome::Win { winner, line }) => {
                let mut points = line.points();
                let first = points.next().map(|p| point_name(p, size));
                let last = points.last().map(|p| point_name(p, size));
                match (first, last) {
                    (Some(a), Some(b)) => format!("{winner} won ({a} to {b})"),
                    _ => format!("{winner} won"),
                }
            }
            Some(Outcome::Draw) => "a draw (the board is full)".to_string(),
            None => format!("{} to move", self.game.to_move()),
        };
        format!("{size}x{size} {}, {n} move{plural}: {state}", self.rule())
    }
}

impl FromStr for Record {
    type Err = RecordError;
    /// [`Record::parse`].
    fn from_str(text: &str) -> Result<Record, RecordError> {
        Record::parse(text)
    }
}

impl fmt::Display for Record {
    /// The PSQ file ([`Record::to_psq`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_psq())
    }
}

/// A record that could not be read: where, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The line of the text, from 1 (0: not about a line of text).
    pub line: usize,
    /// What is wrong there.
    pub kind: RecordErrorKind,
}

/// What is wrong with a record. Each kind carries what was found as
/// data (the text, the numbers, the move), so that it can be told in the
/// player's language ([`crate::i18n::Lang::record_error`]); `Display` says
/// it in English, for the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordErrorKind {
    /// There are no moves: no text, nothing but blank lines, or a PSQ
    /// header alone.
    Empty,
    /// The PSQ header is not `Piskvorky WxH, …` (the header as found,
    /// cut to 60 characters).
    BadHeader(String),
    /// A PSQ move line's coordinate that is not a whole number (as
    /// found).
    BadCoordinate(String),
    /// A PSQ move line's time that is not a number of milliseconds (as
    /// found).
    BadTime(String),
    /// Text in a move string that is not a point.
    BadNotation(PointError),
    /// The PSQ header (or [`ReadOptions::size`]) names a size outside
    /// [`MIN_SIZE`](crate::game::board::MIN_SIZE)..=[`MAX_SIZE`](crate::game::board::MAX_SIZE).
    UnsupportedSize(usize),
    /// The PSQ header names a board that is not square.
    NotSquare {
        /// Columns.
        width: usize,
        /// Rows.
        height: usize,
    },
    /// The PSQ header's size differs from the size asked for.
    SizeMismatch {
        /// The size in the file.
        found: usize,
        /// The size asked for.
        asked: usize,
    },
    /// A move outside the board.
    OffBoard(MoveRef),
    /// A move onto a point that already has a stone.
    Occupied(MoveRef),
    /// A move after the game had ended.
    AfterGameOver(MoveRef),
    /// A move forbidden to black under renju, and why.
    Forbidden(MoveRef, Forbidden),
    /// A PSQ move line after the trailer began.
    MoveAfterTrailer,
    /// The bytes are not text: they hold NUL bytes and no byte-order mark
    /// says they are UTF-16.
    NotText,
    /// What is wrong with an SGF file in particular.
    Sgf(SgfError),
}

/// A move as the record names it: its number and how it is written there
/// (`h8` in a move string, `8,8` in a PSQ file).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRef {
    /// The move's number, from 1.
    pub number: usize,
    /// The move as written in the record.
    pub written: String,
}

impl MoveRef {
    /// Move `number`, written `written`.
    #[must_use]
    pub fn new(number: usize, written: impl Into<String>) -> MoveRef {
        MoveRef {
            number,
            written: written.into(),
        }
    }
}

impl fmt::Display for MoveRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move {} ({})", self.number, self.written)
    }
}

impl RecordError {
    pub(crate) fn new(line: usize, kind: RecordErrorKind) -> RecordError {
        RecordError { line, kind }
    }

    /// The error for move number `number` (from 1), written `written` in
    /// the record, refused by the rules.
    pub(crate) fn play(line: usize, number: usize, written: &str, e: PlayError) -> RecordError {
        let name = MoveRef::new(number, written);
        let kind = match e {
            PlayError::OffBoard(_) => RecordErrorKind::OffBoard(name),
            PlayError::Occupied(_) => RecordErrorKind::Occupied(name),
            PlayError::GameOver => RecordErrorKind::AfterGameOver(name),
            PlayError::Forbidden(_, why) => RecordErrorKind::Forbidden(name, why),
        };
        RecordError::new(line, kind)
    }
}

// `Display` for the record errors is the words layer's English
// (`i18n::english`): the rules carry data, not sentences.

impl std::error::Error for RecordError {}

/// The text of a record file's bytes. A byte-order mark says which
/// encoding: UTF-16 (little- or big-endian) or UTF-8; without one the
/// bytes are read as UTF-8, anything else in them (a player's name in a
/// Windows code page, in PSQ files from Piskvork) kept as replacement
/// characters, since the moves are ASCII either way. Bytes with a NUL and
/// no mark are not text (a binary file, or UTF-16 without its mark).
///
/// # Errors
/// [`RecordErrorKind::NotText`] (line 0).
pub fn decode(bytes: &[u8]) -> Result<Cow<'_, str>, RecordError> {
    let utf16 = |rest: &[u8], unit: fn([u8; 2]) -> u16| {
        let units = rest.chunks_exact(2).map(|pair| unit([pair[0], pair[1]]));
        char::decode_utf16(units)
            .map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER))
            .collect::<String>()
    };
    if let Some(rest) = bytes.strip_prefix(&[0xff, 0xfe]) {
        return Ok(Cow::Owned(utf16(rest, u16::from_le_bytes)));
    }
    if let Some(rest) = bytes.strip_prefix(&[0xfe, 0xff]) {
        return Ok(Cow::Owned(utf16(rest, u16::from_be_bytes)));
    }
    let bytes = bytes.strip_prefix(&[0xef, 0xbb, 0xbf]).unwrap_or(bytes);
    if bytes.contains(&0) {
        return Err(RecordError::new(0, RecordErrorKind::NotText));
    }
    Ok(String::from_utf8_lossy(bytes))
}

/// The lines of `text`, numbered from 1, without their line ends (LF,
/// or CRLF) and without a leading byte-order mark.
pub(crate) fn numbered_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    text.split('\n')
        .enumerate()
        .map(|(i, l)| (i + 1, l.strip_suffix('\r').unwrap_or(l)))
}
