//! Gomoku: the desktop game. Everything lives in the library (`gomoku::gui`,
//! `gomoku::game::record`); this reads the command line.
//!
//! `gomoku --print RECORD` prints a game record (a PSQ file or a move
//! string) and exits without opening a window; `gomoku [FILE]` opens the
//! window.

// No console window behind the game in Windows release builds.
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

use std::ffi::{OsStr, OsString};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use gomoku::game::board::{MAX_SIZE, MIN_SIZE};
use gomoku::game::record::{ReadOptions, Record};
use gomoku::game::rules::Rule;

/// What the command line asks for.
#[derive(Debug, Default)]
struct Options {
    /// `--print`: the record to print (a file name or a move string).
    print: Option<OsString>,
    /// A record file named on the command line (`gomoku game.psq`). It is
    /// read and checked here, and a bad one is reported; opening it in the
    /// window is the window's part (`gomoku::gui`), which for now starts on
    /// a new board whatever is named.
    open: Option<PathBuf>,
    read: ReadOptions,
    help: bool,
}

fn usage() -> String {
    format!(
        "Usage: gomoku [FILE.psq]
       gomoku --print FILE|MOVES [--size N] [--rule freestyle|standard|renju]

Five in a row against the computer. Without --print the game window opens.

Options:
  --print FILE|MOVES  print a game record as a board, a move string and a
                      Piskvork (PSQ) file, then exit without a window.
                      FILE is a .psq file or a file holding a move string;
                      MOVES is a move string such as h8i9j7 (columns from a
                      on the left, rows from 1 at the bottom)
  --size N            board size of a move string ({MIN_SIZE} to {MAX_SIZE}; without it
                      15, or the smallest of 19, 20, 21, 22 holding every move)
  --rule RULE         rule the moves are checked under (default freestyle)
  -h, --help          this text

Exit status: 0 on success, 1 when the record cannot be read, 2 for a bad
command line."
    )
}

/// Reads the command line.
fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<Options, String> {
    use lexopt::Arg::{Long, Short, Value};

    let mut options = Options::default();
    let mut parser = lexopt::Parser::from_args(args);
    while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
        match arg {
            Short('h') | Long("help") => options.help = true,
            Long("print") => {
                let value = parser
                    .value()
                    .map_err(|_| "--print needs a file or a move string".to_string())?;
                options.print = Some(value);
            }
            Long("size") => {
                let size = parser
                    .value()
                    .ok()
                    .and_then(|s| s.to_str()?.trim().parse::<usize>().ok())
                    .filter(|n| (MIN_SIZE..=MAX_SIZE).contains(n))
                    .ok_or_else(|| {
                        format!("--size needs a number from {MIN_SIZE} to {MAX_SIZE}")
                    })?;
                options.read.size = Some(size);
            }
            Long("rule") => {
                let name = parser
                    .value()
                    .map_err(|_| "--rule needs a name".to_string())?;
                options.read.rule = name.to_string_lossy().parse::<Rule>()?;
            }
            Value(path) if options.open.is_none() => options.open = Some(path.into()),
            Value(v) => {
                return Err(format!(
                    "unexpected argument '{}' (one file at most; try --help)",
                    v.to_string_lossy()
                ));
            }
            Long(name) => return Err(format!("unknown option '--{name}' (try --help)")),
            Short(c) => return Err(format!("unknown option '-{c}' (try --help)")),
        }
    }
    Ok(options)
}

/// Reads the record in the file at `path`. The error is one line naming
/// the file and the line.
fn read_file(path: &Path, options: ReadOptions) -> Result<Record, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    // PSQ files from Windows may name players in a legacy code page; the
    // moves are ASCII either way.
    let text = String::from_utf8_lossy(&bytes);
    Record::parse_with(&text, options).map_err(|e| format!("{}: {e}", path.display()))
}

/// Reads the record `arg` names: the file of that name if there is one,
/// else `arg` itself as a move string — unless it has a dot or a slash,
/// which no move string has: then it is a file that cannot be read.
fn read_record(arg: &OsStr, options: ReadOptions) -> Result<Record, String> {
    let path = Path::new(arg);
    let text = arg.to_string_lossy();
    if path.is_file() || text.contains(['.', '/', '\\']) {
        return read_file(path, options);
    }
    Record::parse_with(&text, options)
        .map_err(|e| format!("'{text}' is neither a file nor a move string: {e}"))
}

/// What `--print` shows.
fn print(record: &Record) -> String {
    format!(
        "{}\n{}\nmoves: {}\n\nPSQ:\n{}",
        record.summary(),
        record.to_ascii(),
        record.to_move_string(),
        record.to_psq().replace("\r\n", "\n"),
    )
}

fn main() -> ExitCode {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn"))
        .format(|buf, record| {
            writeln!(
                buf,
                "gomoku: {}: {}",
                record.level().as_str().to_ascii_lowercase(),
                record.args()
            )
        })
        .init();
    let options = match parse_args(std::env::args_os().skip(1)) {
        Ok(options) => options,
        Err(e) => {
            eprintln!("gomoku: {e}");
            return ExitCode::from(2);
        }
    };
    if options.help {
        println!("{}", usage());
        return ExitCode::SUCCESS;
    }
    if let Some(arg) = &options.print {
        return match read_record(arg, options.read) {
            Ok(record) => {
                print!("{}", print(&record));
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("gomoku: {e}");
                ExitCode::FAILURE
            }
        };
    }
    // See `Options::open`: checked here, shown by the window later.
    if let Some(path) = &options.open {
        match read_file(path, options.read) {
            Ok(record) => log::info!("{}: {}", path.display(), record.summary()),
            Err(e) => log::warn!("{e}"),
        }
    }
    match gomoku::gui::run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            log::error!("{e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Result<Options, String> {
        parse_args(list.iter().map(OsString::from))
    }

    #[test]
    fn print_size_and_rule() {
        let o = args(&["--print", "h8i9", "--size", "19", "--rule", "renju"]).expect("parses");
        assert_eq!(o.print, Some(OsString::from("h8i9")));
        assert_eq!(o.read.size, Some(19));
        assert_eq!(o.read.rule, Rule::Renju);
        assert!(o.open.is_none());
    }

    #[test]
    fn a_positional_file_is_kept_for_the_window() {
        let o = args(&["game.psq"]).expect("parses");
        assert_eq!(o.open, Some(PathBuf::from("game.psq")));
        assert!(args(&["a.psq", "b.psq"]).is_err());
    }

    #[test]
    fn bad_command_lines() {
        assert!(args(&["--size", "4"]).is_err());
        assert!(args(&["--size", "x"]).is_err());
        assert!(args(&["--rule", "go"]).is_err());
        assert!(args(&["--print"]).is_err());
        assert!(args(&["--frobnicate"]).is_err());
        assert!(args(&["--help"]).expect("parses").help);
    }
}
