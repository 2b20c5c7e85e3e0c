//! Reading a record named on the command line, and `--print`.

use std::ffi::OsStr;
use std::path::Path;

use gomoku::game::record::{MAX_RECORD_BYTES, ReadOptions, Record, RecordErrorKind};
use gomoku::session::read::{ReadError, read_regular};

/// Reads the record in the file at `path` (a regular file of at most
/// [`MAX_RECORD_BYTES`]: a pipe or a device is refused unread). The error
/// is one line naming the file and the line.
pub fn read_file(path: &Path, options: ReadOptions) -> Result<Record, String> {
    let bytes = read_regular(path, MAX_RECORD_BYTES).map_err(|e| match e {
        ReadError::Io(e) => format!("{}: {e}", path.display()),
        e => format!("{} {e}", path.display()),
    })?;
    Record::parse_bytes(&bytes, options).map_err(|e| format!("{}: {e}", path.display()))
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
