//! Reading a record named on the command line, and `--print`.

use std::ffi::OsStr;
use std::path::Path;

use gomoku::game::record::{
    MAX_RECORD_BYTES, ReadOptions, Record, RecordErrorKind, board_ascii, decode, sgf,
};
use gomoku::game::rules::{Game, Outcome};
use gomoku::session::read::{ReadError, read_regular};

/// Reads the record in the file at `path` (a regular file of at most
/// [`MAX_RECORD_BYTES`]: a pipe or a device is refused unread). The error
/// is one line naming the file and the line.
pub fn read_file(path: &Path, options: ReadOptions) -> Result<Record, String> {
    let bytes = read_bytes(path)?;
    Record::parse_bytes(&bytes, options).map_err(|e| format!("{}: {e}", path.display()))
}

/// The bytes of the file at `path`, read as [`read_file`] reads them.
fn read_bytes(path: &Path) -> Result<Vec<u8>, String> {
    read_regular(path, MAX_RECORD_BYTES).map_err(|e| match e {
        ReadError::Io(e) => format!("{}: {e}", path.display()),
        e => format!("{} {e}", path.display()),
    })
}

/// A position to analyse: the game at the end of a record's main line,
/// and what to print above it.
pub struct Position {
    /// The position.
    pub game: Game,
    /// What it is (size, rule, moves, how it stands), its moves and the
    /// board, one line each and the board's lines.
    pub header: String,
}

/// Reads the position at the end of the record `arg` names, as
/// [`read_record`] does — except that an SGF file may start from set-up
/// stones (`AB`, `AW`), which a record cannot hold.
pub fn read_position(arg: &OsStr, options: ReadOptions) -> Result<Position, String> {
    let path = Path::new(arg);
    if std::fs::metadata(path).is_ok_and(|m| m.is_file()) {
        let bytes = read_bytes(path)?;
        let fail = |e: &dyn std::fmt::Display| format!("{}: {e}", path.display());
        let text = decode(&bytes).map_err(|e| fail(&e))?;
        if sgf::looks_like_sgf(&text) {
            let tree = sgf::parse(&text, options).map_err(|e| fail(&e))?;
            let game = tree.game_at(&tree.main_path()).map_err(|e| fail(&e))?;
            let moves = tree.main_line();
            let names: Vec<String> = moves
                .iter()
                .map(|&p| gomoku::game::notation::point_name(p, tree.size()))
                .collect();
            let size = tree.size();
            let header = format!(
                "{size}x{size} {}, SGF: {} set-up stones, {} moves on its main line: {}\nmoves: {}\n{}",
                tree.rule(),
                tree.setup().len(),
                moves.len(),
                state(&game),
                names.concat(),
                board_ascii(game.board()),
            );
            return Ok(Position { game, header });
        }
    }
    let record = read_record(arg, options)?;
    Ok(Position {
        game: record.game().clone(),
        header: format!(
            "{}\nmoves: {}\n{}",
            record.summary(),
            record.to_move_string(),
            record.to_ascii()
        ),
    })
}

/// How a game stands: `white to move`, `black won`, `a draw`.
fn state(game: &Game) -> String {
    match game.outcome() {
        Some(Outcome::Win { winner, .. }) => format!("{winner} won"),
        Some(Outcome::Draw) => "a draw (the board is full)".to_string(),
        None => format!("{} to move", game.to_move()),
    }
}

/// Reads the record `arg` names: the file of that name if there is one
/// (of any kind: a pipe is named as such, not read as moves), else `arg`
/// itself as a move string — unless it has a dot or a slash, which no
/// move string has: then it is a file that cannot be read.
pub fn read_record(arg: &OsStr, options: ReadOptions) -> Result<Record, String> {
    let path = Path::new(arg);
    let text = arg.to_string_lossy();
    if std::fs::symlink_metadata(path).is_ok() || text.contains(['.', '/', '\\']) {
        return read_file(path, options);
    }
    // Moves that read as points but cannot be played are a move string
    // all the same: the error is about the move.
    Record::parse_with(&text, options).map_err(|e| match e.kind {
        RecordErrorKind::BadNotation(_) | RecordErrorKind::Empty => {
            format!("'{text}' is neither a file nor a move string: {e}")
        }
        _ => format!("move string '{text}': {e}"),
    })
}

/// What `--print` shows: the record (an SGF file's main line), as a
/// board, a move string, a PSQ file and an SGF file.
pub fn print(record: &Record) -> String {
    format!(
        "{}\n{}\nmoves: {}\n\nPSQ:\n{}\nSGF:\n{}",
        record.summary(),
        record.to_ascii(),
        record.to_move_string(),
        record.to_psq().replace("\r\n", "\n"),
        record.to_sgf(),
    )
}
