//! Gomoku: the desktop game. Everything lives in the library (`gomoku::gui`,
//! `gomoku::game::record`); this reads the command line.
//!
//! `gomoku --print RECORD` prints a game record (a PSQ file or a move
//! string) and `gomoku --review RECORD` where it was lost
//! (`gomoku::teacher::find_mistakes`), both without opening a window;
//! `gomoku [FILE]` opens the window.

// No console window behind the game in Windows release builds.
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

use std::ffi::{OsStr, OsString};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use gomoku::engine::Eval;
use gomoku::game::board::{MAX_SIZE, MIN_SIZE, Pos, Stone};
use gomoku::game::notation::point_name;
use gomoku::game::record::{MAX_RECORD_BYTES, ReadOptions, Record, RecordErrorKind};
use gomoku::game::rules::Rule;
use gomoku::session::clock::TimeControl;
use gomoku::session::read::{ReadError, read_regular};
use gomoku::session::seats::Seat;
use gomoku::session::settings::MatchStart;
use gomoku::teacher::proofs::winner_moves;
use gomoku::teacher::{Budget, Defence, Review, find_mistakes};

use gomoku::teacher::REVIEW_NODES;

/// What the command line asks for.
#[derive(Debug, Default)]
struct Options {
    /// `--print`: the record to print (a file name or a move string).
    print: Option<OsString>,
    /// `--review`: the record to review.
    review: Option<OsString>,
    /// `--as`: whose mistakes `--review` looks for.
    player: Option<Stone>,
    /// `--budget-ms`: time per position reviewed.
    budget_ms: Option<u64>,
    /// `--nodes`: positions the engine may examine per position reviewed.
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
       gomoku [--black SEAT] [--white SEAT] [--time T]

Five in a row against the computer. Without --print or --review the game
window opens.

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
  --as black|white    whose moves --review judges (default: the side that
                      lost, or black if nobody did)
  --nodes N           positions the engine examines for each position
                      reviewed (default {REVIEW_NODES}; the same answer on
                      every machine)
  --budget-ms MS      time for each position reviewed instead (with --nodes
                      too, whichever runs out first)
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
            Long("review") => {
                let value = parser
                    .value()
                    .map_err(|_| "--review needs a file or a move string".to_string())?;
                options.review = Some(value);
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
    if options.print.is_some() && options.review.is_some() {
        return Err("--print and --review go one at a time".to_string());
    }
    if (options.print.is_some() || options.review.is_some())
        && options.start != MatchStart::default()
    {
        return Err(
            "--black, --white and --time go with the window, not --print or --review".to_string(),
        );
    }
    if options.review.is_none() {
        for (given, name) in [
            (options.player.is_some(), "--as"),
            (options.nodes.is_some(), "--nodes"),
            (options.budget_ms.is_some(), "--budget-ms"),
        ] {
            if given {
                return Err(format!("{name} goes with --review"));
            }
        }
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

/// Reads the record in the file at `path` (a regular file of at most
/// [`MAX_RECORD_BYTES`]: a pipe or a device is refused unread). The error
/// is one line naming the file and the line.
fn read_file(path: &Path, options: ReadOptions) -> Result<Record, String> {
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
fn read_record(arg: &OsStr, options: ReadOptions) -> Result<Record, String> {
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

/// The thought `--review` gives each position.
fn review_budget(options: &Options) -> Budget {
    match (options.nodes, options.budget_ms) {
        (None, None) => Budget::nodes(REVIEW_NODES),
        (nodes, ms) => Budget {
            nodes,
            time: ms.map(Duration::from_millis),
        },
    }
}

/// The budget in words: `10000 nodes a position`.
fn budget_words(budget: &Budget) -> String {
    let nodes = budget.nodes.map(|n| format!("{n} nodes"));
    let time = budget.time.map(|t| format!("{} ms", t.as_millis()));
    match (nodes, time) {
        (Some(n), Some(t)) => format!("{n} or {t} a position"),
        (Some(x), None) | (None, Some(x)) => format!("{x} a position"),
        (None, None) => "no limit".to_string(),
    }
}

/// Reviews `record` for `player` (the loser by default), showing progress
/// on stderr when it is a terminal.
fn review(record: &Record, player: Option<Stone>, budget: &Budget) -> Review {
    let player = player.unwrap_or_else(|| match record.game().outcome().and_then(|o| o.winner()) {
        Some(winner) => winner.opponent(),
        None => Stone::Black,
    });
    let terminal = std::io::stderr().is_terminal();
    let mut progress = |done: usize, total: usize| {
        if terminal {
            eprint!("\rreviewing: position {done} of {total}");
        }
    };
    let result = find_mistakes(
        record.moves(),
        record.size(),
        record.rule(),
        player,
        budget,
        &mut progress,
        &AtomicBool::new(false),
    );
    if terminal {
        eprint!("\r{:40}\r", "");
    }
    // The record was read and replayed, so its size is supported, and
    // nothing cancels this review.
    result.unwrap_or_else(|e| unreachable!("a read record cannot fail review: {e}"))
}

/// The line of `moves` as point names: `i7 j8 k9`.
fn line(moves: &[Pos], size: usize) -> String {
    let names: Vec<String> = moves.iter().map(|&m| point_name(m, size)).collect();
    names.join(" ")
}

/// `move 9, black m1`: a move of the record by its number.
fn move_words(index: usize, played: Pos, player: Stone, size: usize) -> String {
    format!("move {}, {player} {}", index + 1, point_name(played, size))
}

/// What `--review` prints.
fn review_text(record: &Record, review: &Review, budget: &Budget, took: Duration) -> String {
    let size = record.size();
    let player = review.player;
    let them = player.opponent();
    let mut out = format!(
        "{}\nmoves: {}\nReview of {player}'s moves by the master engine, {}.\n\n",
        record.summary(),
        record.to_move_string(),
        budget_words(budget),
    );
    let lost_at = review
        .evals
        .iter()
        .position(|e| matches!(e, Some(Eval::Loss { .. })));
    let game_lost = record.game().outcome().and_then(|o| o.winner()) == Some(them);
    if let Some(d) = &review.decisive {
        out += &format!(
            "Decisive mistake: {}.\n",
            move_words(d.index, d.played, player, size)
        );
        out += &match winner_moves(d.plies) {
            1 => format!(
                "  From here {them} wins at once: {}\n",
                line(&d.forced_win, size)
            ),
            n => format!(
                "  From here {them} wins by force in {n} moves: {}\n",
                line(&d.forced_win, size)
            ),
        };
        match d.defence {
            Defence::Held { pos, nodes, depth } => {
                out += &format!(
                    "  Before it {player} was not lost: after the move below the prover read \
                     every line of {them}'s fours and threes, up to {depth} of its moves \
                     ({nodes} positions), and found no forced win.\n"
                );
                out += &format!(
                    "  A move that would have held: {}.\n",
                    point_name(pos, size)
                );
            }
            Defence::NoneFound { tried, budget } => {
                out += &format!(
                    "  No defence was found: after each of the {tried} moves tried instead, \
                     {them} still wins by force (or the prover could not tell in {budget} \
                     positions).\n"
                );
            }
        }
        if review.lost_from_start {
            out += &format!(
                "  {} had a forced win from {player}'s first move on.\n",
                capital(them)
            );
            for h in &review.hardest {
                out += &format!(
                    "  {}: {} would have made the win longest ({} moves instead of {}).\n",
                    move_words(h.index, h.played, player, size),
                    point_name(h.better, size),
                    winner_moves(h.better_plies),
                    winner_moves(h.plies),
                );
            }
        }
    } else {
        match lost_at {
            None => out += &format!("{} was never lost.\n", capital(player)),
            Some(0) => {
                out += &format!(
                    "{} was lost from the first position: no move of {player}'s lost it.\n",
                    capital(player)
                );
            }
            Some(i)
                if game_lost || matches!(review.evals.last(), Some(Some(Eval::Loss { .. }))) =>
            {
                out += &format!(
                    "{} was lost after move {i}, but no single move of {player}'s lost it: \
                     the engine found none that would have held.\n",
                    capital(player),
                );
            }
            Some(i) => {
                out += &format!(
                    "{} was lost after move {i}, but {them} let the win go.\n",
                    capital(player),
                );
            }
        }
    }
    out += "\n";
    if review.missed_wins.is_empty() {
        out += "Missed wins: none.\n";
    } else {
        out += "Missed wins:\n";
        for m in &review.missed_wins {
            out += &format!(
                "  {}: {player} could have won: {}\n",
                move_words(m.index, m.played, player, size),
                line(&m.winning, size)
            );
        }
    }
    if !review.falls.is_empty() {
        out += "\nThe evaluation fell most after:\n";
        for f in &review.falls {
            let choice = f
                .engine_choice
                .map(|c| format!(" (the engine's move: {})", point_name(c, size)))
                .unwrap_or_default();
            out += &format!(
                "  {}: {} to {}{choice}\n",
                move_words(f.index, f.played, player, size),
                f.before,
                f.after,
            );
        }
    } else if review.decisive.is_none() {
        out += &format!("\nThe evaluation never fell after a move of {player}'s.\n");
    }
    if let Some(i) = review.illegal_at {
        out += &format!("\nReviewed up to move {}, which is illegal.\n", i + 1);
    }
    out += &format!(
        "\n{} positions reviewed in {:.1} s.\n",
        review.evals.len(),
        took.as_secs_f64()
    );
    out
}

/// `Black` for black.
fn capital(stone: Stone) -> String {
    let name = stone.to_string();
    let mut chars = name.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
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
