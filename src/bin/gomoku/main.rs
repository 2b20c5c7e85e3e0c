//! Gomoku: the desktop game. Everything lives in the library (`gomoku::gui`,
//! `gomoku::game::record`); this reads the command line.
//!
//! `gomoku --print RECORD` prints a game record (a PSQ file or a move
//! string), `gomoku --review RECORD` where it was lost
//! (`gomoku::teacher::find_mistakes`), `gomoku --analyse RECORD` the best
//! lines of its final position and `gomoku --puzzles [RECORD]` the
//! puzzles it yields (or the built-in set's count), all without opening a
//! window; `gomoku [FILE]` opens the window.

// No console window behind the game in Windows release builds.
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

mod analyse;
mod messages;
mod puzzles;
mod records;
mod review;

use std::ffi::OsString;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use gomoku::game::board::{MAX_SIZE, MIN_SIZE, Stone};
use gomoku::game::record::ReadOptions;
use gomoku::game::rules::Rule;
use gomoku::session::clock::TimeControl;
use gomoku::session::seats::Seat;
use gomoku::session::settings::MatchStart;
use gomoku::teacher::REVIEW_NODES;

use analyse::ANALYSE_NODES;

use analyse::{AnalyseBudget, analyse, analyse_text};
use gomoku::engine::MAX_LINES;
use records::{print, read_position, read_record};
use review::{review, review_budget, review_text};

/// What the command line asks for.
#[derive(Debug, Default)]
struct Options {
    /// `--print`: the record to print (a file name or a move string).
    print: Option<OsString>,
    /// `--review`: the record to review.
    review: Option<OsString>,
    /// `--analyse`: the record whose final position is analysed.
    analyse: Option<OsString>,
    /// `--lines`: how many best lines `--analyse` shows.
    lines: Option<usize>,
    /// `--check-messages`: translations to check.
    check_messages: Vec<PathBuf>,
    /// `--puzzles`: the puzzles of a game (its record is then `open`'s
    /// place's value) or the built-in set's count.
    puzzles: bool,
    /// `--as`: whose mistakes `--review` looks for.
    player: Option<Stone>,
    /// `--budget-ms`: time per position reviewed.
    budget_ms: Option<u64>,
    /// `--nodes`: positions the engine may examine per position reviewed
    /// (or, with `--analyse`, for the one position).
    nodes: Option<u64>,
    /// A record file named on the command line (`gomoku game.psq`). It is
    /// opened in review in the window, which says what is wrong with a bad
    /// one.
    open: Option<PathBuf>,
    read: ReadOptions,
    /// `--black`, `--white`, `--time`: the window's match, for this run
    /// and remembered.
    start: MatchStart,
    help: bool,
}

fn usage() -> String {
    format!(
        "Usage: gomoku [FILE.psq]
       gomoku --print FILE|MOVES [--size N] [--rule freestyle|standard|renju]
       gomoku --review FILE|MOVES [--as black|white] [--nodes N] [--budget-ms MS]
              [--size N] [--rule freestyle|standard|renju]
       gomoku --analyse FILE|MOVES [--lines N] [--nodes N | --budget-ms MS]
              [--size N] [--rule freestyle|standard|renju]
       gomoku --puzzles [FILE|MOVES [--as black|white] [--size N] [--rule R]]
       gomoku [--black SEAT] [--white SEAT] [--time T]
       gomoku --check-messages FILE.ftl...

Five in a row against the computer. Without --print, --review, --analyse
or --puzzles the game window opens.

Options:
  --black SEAT        who plays black in the window: human, a level (seed,
                      classic, normal, hard, master) or the path of a
                      Gomocup engine (pbrain-...); without it the remembered
                      choice
  --white SEAT        who plays white, the same way
  --time T            the clock: 2s (a limit per computer move), 5m+3s (a
                      match time plus an increment; who runs out loses) or
                      none
  --print FILE|MOVES  print a game record as a board, a move string and a
                      Piskvork (PSQ) file, then exit without a window.
                      FILE is a .psq file or a file holding a move string;
                      MOVES is a move string such as h8i9j7 (columns from a
                      on the left, rows from 1 at the bottom)
  --review FILE|MOVES find where a game was lost, without a window: the
                      decisive mistake (the move, the opponent's winning
                      line, a move that would have held), the wins let go
                      and the moves after which the evaluation fell most.
                      The master engine judges every position
  --analyse FILE|MOVES
                      the best lines of the record's last position, without
                      a window: for each its point, its evaluation in words
                      (a forced win in plies, or who stands better) and the
                      play the master engine expects
  --lines N           how many lines --analyse shows (1 to {MAX_LINES}, default 3)
  --puzzles [FILE|MOVES]
                      the puzzles a game yields, without a window: its
                      decisive mistake as a \"hold on\" puzzle, each missed
                      win as a win, each proved (move number, side to move,
                      kind, the first moves that solve it). Alone: how many
                      built-in puzzles there are of each kind
  --as black|white    whose moves --review and --puzzles judge (default: the side that
                      lost, or black if nobody did)
  --nodes N           positions the engine examines for each position
                      reviewed (default {REVIEW_NODES}; the same answer on
                      every machine), or for the position analysed
                      (default {ANALYSE_NODES})
  --budget-ms MS      time for each position reviewed or analysed instead
                      (with --nodes too, whichever runs out first)
  --size N            board size of a move string ({MIN_SIZE} to {MAX_SIZE}; without it
                      15, or the smallest of 19, 20, 21, 22 holding every move)
  --rule RULE         rule the moves are checked under (default freestyle)
  --check-messages FILE.ftl...
                      check translations (Fluent files, as in
                      assets/i18n/): each parses, has every message the
                      game asks for and no other, and uses only the
                      variables the game passes; each problem is named
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
            Long("review") => {
                let value = parser
                    .value()
                    .map_err(|_| "--review needs a file or a move string".to_string())?;
                options.review = Some(value);
            }
            Long("analyse") | Long("analyze") => {
                let value = parser
                    .value()
                    .map_err(|_| "--analyse needs a file or a move string".to_string())?;
                options.analyse = Some(value);
            }
            Long("lines") => {
                let n = positive(parser.value().ok())
                    .and_then(|n| usize::try_from(n).ok())
                    .filter(|&n| n <= MAX_LINES)
                    .ok_or_else(|| format!("--lines needs a number from 1 to {MAX_LINES}"))?;
                options.lines = Some(n);
            }
            Long("puzzles") => options.puzzles = true,
            Long("check-messages") => {
                let files: Vec<PathBuf> = parser
                    .values()
                    .map_err(|_| "--check-messages needs files".to_string())?
                    .map(PathBuf::from)
                    .collect();
                options.check_messages.extend(files);
            }
            Long("as") => {
                let name = parser
                    .value()
                    .map_err(|_| "--as needs a colour".to_string())?;
                options.player = Some(match name.to_string_lossy().to_ascii_lowercase().as_str() {
                    "black" | "x" => Stone::Black,
                    "white" | "o" => Stone::White,
                    other => return Err(format!("--as needs black or white, not '{other}'")),
                });
            }
            Long("nodes") => {
                let n = positive(parser.value().ok())
                    .ok_or_else(|| "--nodes needs a positive number".to_string())?;
                options.nodes = Some(n);
            }
            Long("budget-ms") => {
                let n = positive(parser.value().ok()).ok_or_else(|| {
                    "--budget-ms needs a positive number of milliseconds".to_string()
                })?;
                options.budget_ms = Some(n);
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
            Long("black") => options.start.black = Some(seat_value(&mut parser, "black")?),
            Long("white") => options.start.white = Some(seat_value(&mut parser, "white")?),
            Long("time") => {
                let text = parser
                    .value()
                    .map_err(|_| "--time needs a time control (2s, 5m+3s or none)".to_string())?;
                let time = text
                    .to_string_lossy()
                    .parse::<TimeControl>()
                    .map_err(|e| format!("--time: {e}"))?;
                options.start.time = Some(time);
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
    let modes = [
        options.print.is_some(),
        options.review.is_some(),
        options.analyse.is_some(),
        options.puzzles,
        !options.check_messages.is_empty(),
    ];
    if modes.iter().filter(|&&m| m).count() > 1 {
        return Err(
            "--print, --review, --analyse, --puzzles and --check-messages go one at a time"
                .to_string(),
        );
    }
    if modes.contains(&true) && options.start != MatchStart::default() {
        return Err(
            "--black, --white and --time go with the window, not --print, --review, --analyse or --puzzles"
                .to_string(),
        );
    }
    let judged = options.review.is_some() || (options.puzzles && options.open.is_some());
    if !judged && options.player.is_some() {
        return Err("--as goes with --review or --puzzles RECORD".to_string());
    }
    if !judged && options.analyse.is_none() {
        for (given, name) in [
            (options.nodes.is_some(), "--nodes"),
            (options.budget_ms.is_some(), "--budget-ms"),
        ] {
            if given {
                return Err(format!(
                    "{name} goes with --review, --analyse or --puzzles RECORD"
                ));
            }
        }
    }
    if options.lines.is_some() && options.analyse.is_none() {
        return Err("--lines goes with --analyse".to_string());
    }
    Ok(options)
}

/// The seat after `--black` or `--white` (`side`).
fn seat_value(parser: &mut lexopt::Parser, side: &str) -> Result<Seat, String> {
    let text = parser
        .value()
        .map_err(|_| format!("--{side} needs a seat (human, a level or an engine)"))?;
    Seat::parse(&text.to_string_lossy()).map_err(|e| format!("--{side}: {e}"))
}

/// A positive whole number.
fn positive(value: Option<OsString>) -> Option<u64> {
    value?
        .to_str()?
        .trim()
        .parse::<u64>()
        .ok()
        .filter(|&n| n > 0)
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
    if !options.check_messages.is_empty() {
        let (said, good) = messages::check_messages(&options.check_messages);
        print!("{said}");
        return if good {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        };
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
    if let Some(arg) = &options.review {
        return match read_record(arg, options.read) {
            Ok(record) => {
                let budget = review_budget(&options);
                let started = Instant::now();
                let found = review(&record, options.player, &budget);
                print!(
                    "{}",
                    review_text(&record, &found, &budget, started.elapsed())
                );
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("gomoku: {e}");
                ExitCode::FAILURE
            }
        };
    }
    if let Some(arg) = &options.analyse {
        return match read_position(arg, options.read) {
            Ok(position) => {
                let budget = AnalyseBudget::new(options.lines, options.nodes, options.budget_ms);
                let report = analyse(&position.game, &budget);
                print!("{}", analyse_text(&position, &budget, &report));
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("gomoku: {e}");
                ExitCode::FAILURE
            }
        };
    }
    if options.puzzles {
        let Some(arg) = &options.open else {
            print!("{}", puzzles::builtin_text());
            return ExitCode::SUCCESS;
        };
        return match read_record(arg.as_os_str(), options.read) {
            Ok(record) => {
                print!(
                    "{}",
                    puzzles::game_text(&record, options.player, &review_budget(&options))
                );
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("gomoku: {e}");
                ExitCode::FAILURE
            }
        };
    }
    match gomoku::gui::run(options.open, options.start) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            log::error!("{e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use gomoku::teacher::Budget;

    use super::review::budget_words;
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
    fn review_and_its_budget() {
        let o = args(&["--review", "h8i9", "--as", "White", "--nodes", "500"]).expect("parses");
        assert_eq!(o.review, Some(OsString::from("h8i9")));
        assert_eq!(o.player, Some(Stone::White));
        assert_eq!(review_budget(&o), Budget::nodes(500));
        let o = args(&["--review", "h8", "--budget-ms", "250"]).expect("parses");
        assert_eq!(review_budget(&o), Budget::time(Duration::from_millis(250)));
        assert_eq!(budget_words(&review_budget(&o)), "250 ms a position");
        let o = args(&["--review", "h8"]).expect("parses");
        assert_eq!(review_budget(&o), Budget::nodes(REVIEW_NODES));
        assert!(args(&["--review"]).is_err());
        assert!(args(&["--as", "black"]).is_err());
        assert!(args(&["--review", "h8", "--print", "h8"]).is_err());
    }

    #[test]
    fn puzzles_of_a_game_or_the_builtin_count() {
        let o = args(&["--puzzles", "h8i9", "--as", "white", "--size", "13"]).expect("parses");
        assert!(o.puzzles);
        assert_eq!(o.open, Some(PathBuf::from("h8i9")));
        assert_eq!(o.player, Some(Stone::White));
        let o = args(&["--puzzles"]).expect("parses");
        assert!(o.puzzles && o.open.is_none());
        assert!(args(&["--puzzles", "--as", "black"]).is_err());
        assert!(args(&["--puzzles", "h8", "--review", "h8"]).is_err());
        assert!(args(&["--puzzles", "h8", "--black", "hard"]).is_err());
    }

    #[test]
    fn analyse_its_lines_and_budget() {
        let o = args(&["--analyse", "h8i9", "--lines", "5", "--nodes", "900"]).expect("parses");
        assert_eq!(o.analyse, Some(OsString::from("h8i9")));
        let budget = AnalyseBudget::new(o.lines, o.nodes, o.budget_ms);
        assert_eq!(
            (budget.lines, budget.nodes, budget.time),
            (5, Some(900), None)
        );
        let o = args(&["--analyse", "h8", "--budget-ms", "20"]).expect("parses");
        let budget = AnalyseBudget::new(o.lines, o.nodes, o.budget_ms);
        assert_eq!(budget.lines, analyse::DEFAULT_LINES);
        assert_eq!(budget.nodes, None);
        assert_eq!(budget.time, Some(Duration::from_millis(20)));
        let o = args(&["--analyse", "h8"]).expect("parses");
        let budget = AnalyseBudget::new(o.lines, o.nodes, o.budget_ms);
        assert_eq!(budget.nodes, Some(analyse::ANALYSE_NODES));
        for bad in [
            &["--analyse", "h8", "--lines", "0"][..],
            &["--analyse", "h8", "--lines", "6"],
            &["--lines", "2"],
            &["--analyse", "h8", "--as", "black"],
            &["--analyse", "h8", "--review", "h8"],
            &["--analyse"],
        ] {
            assert!(args(bad).is_err(), "{bad:?}");
        }
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

    #[test]
    fn seats_and_clock() {
        let options =
            args(&["--black", "Master", "--white", "human", "--time", "5m+3s"]).expect("parses");
        assert_eq!(
            options.start.black,
            Some(Seat::Level(gomoku::engine::Level::Master))
        );
        assert_eq!(options.start.white, Some(Seat::Human));
        assert_eq!(options.start.time, Some("5m+3s".parse().expect("a clock")));
        // An engine by its path, which must be there.
        let engine = std::env::current_exe().expect("this test's path");
        let text = engine.to_string_lossy().into_owned();
        let options = args(&["--white", &text]).expect("parses");
        assert!(matches!(options.start.white, Some(Seat::Engine(_))));
        assert!(args(&["--white", "/no/such/engine"]).is_err());
        assert!(args(&["--time", "none"]).is_ok());
        assert!(args(&["--print", "h8", "--black", "hard"]).is_err());
    }
}
