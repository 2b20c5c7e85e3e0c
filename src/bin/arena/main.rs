//! `arena`: matches between AI levels and external Gomocup engines.
//! Run `arena --help` for the options.
//!
//! A contestant ([`config::Contestant`]) is one of our levels, run
//! in-process on a thread of its own ([`local`]), or an external engine
//! started from a command line and driven over the Gomocup protocol
//! (`gomoku::protocol::external`). A match ([`schedule::run_match`]) plays
//! each of a number of random openings ([`openings`]) twice with the
//! colours swapped ([`game`]), under a per-move time limit, and its
//! [`summary`] has wins, draws and losses (also by colour), the score, an
//! Elo difference with its 95 % error ([`elo`]), move times, and every
//! overrun and forfeit with its reason, printed by [`report`]. `--table`
//! plays the table of levels ([`table`]); `--pool` reads the JSON reports
//! of several matches and counts them as one, or sets them beside a
//! baseline's ([`pool`]).
//!
//! Both kinds of contestant are timed the same way, by the wall clock of
//! the thread running the game, from the moment the request is sent to the
//! moment the answer arrives. A move slower than the limit is an
//! *overrun* and is recorded; a move slower than the limit plus a grace
//! margin, an illegal move, garbage output, a crash or no move at all
//! loses the game (a *forfeit*), recorded with the reason.

use std::io::Write as _;
use std::process::ExitCode;
use std::sync::Mutex;

mod cli;
mod config;
mod elo;
mod error;
mod game;
mod local;
mod openings;
mod pool;
mod report;
mod runner;
mod schedule;
mod summary;
mod swap2;
mod table;

use config::{MatchSettings, Side};
use game::GameRecord;

fn main() -> ExitCode {
    init_logging();
    let options = match cli::parse_args(std::env::args_os().skip(1)) {
        Ok(Some(options)) => options,
        Ok(None) => {
            println!("{}", cli::usage());
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("arena: {message}");
            return ExitCode::from(2);
        }
    };
    let printed = if let Some(pool) = &options.pool {
        pool::run(pool, options.json)
    } else if options.table {
        run_table(&options)
    } else {
        run_one(&options)
    };
    match printed {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            log::error!("{message}");
            ExitCode::FAILURE
        }
    }
}

/// Diagnostics on stderr as `arena: message` (errors) or `arena: level:
/// message`; warnings and errors unless `RUST_LOG` asks for more. The
/// progress lines are output, not diagnostics: they are printed directly.
fn init_logging() {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn"))
        .format(|buf, record| {
            if record.level() == log::Level::Error {
                writeln!(buf, "arena: {}", record.args())
            } else {
                let level = record.level().as_str().to_ascii_lowercase();
                writeln!(buf, "arena: {level}: {}", record.args())
            }
        })
        .init();
}

/// Plays the match; the report, as text or JSON.
fn run_one(options: &cli::Options) -> Result<String, String> {
    let settings = &options.settings;
    let total = settings.pairs * 2;
    // Running tally: games done, A's points.
    let tally = Mutex::new((0usize, 0.0f64));
    let progress = |g: &GameRecord| {
        let mut t = tally.lock().unwrap_or_else(|e| e.into_inner());
        t.0 += 1;
        t.1 += g.a_points();
        if !options.quiet {
            eprintln!(
                "[{}/{total}] {}  (A {:.1}/{})",
                t.0,
                g.describe(settings),
                t.1,
                t.0
            );
        }
    };
    if !options.quiet {
        eprintln!(
            "arena: A = {}, B = {}, {} games, seed {}",
            settings.contestant(Side::A).name(),
            settings.contestant(Side::B).name(),
            total,
            settings.seed
        );
    }
    let summary = schedule::run_match(settings, &progress)
        .map_err(|e| e.to_string())?
        .summary();
    Ok(if options.json {
        summary.json() + "\n"
    } else {
        summary.text()
    })
}

/// Plays the table of levels; the table, as Markdown or JSON.
fn run_table(options: &cli::Options) -> Result<String, String> {
    let done = Mutex::new(0usize);
    let progress = |settings: &MatchSettings, g: &GameRecord| {
        if !options.quiet {
            let mut n = done.lock().unwrap_or_else(|e| e.into_inner());
            *n += 1;
            eprintln!("[{}] {}", *n, g.describe(settings));
        }
    };
    let rows = table::level_table(&options.settings, &progress).map_err(|e| e.to_string())?;
    if options.json {
        serde_json::to_string_pretty(&rows)
            .map(|text| text + "\n")
            .map_err(|e| e.to_string())
    } else {
        Ok(table::table_markdown(&rows))
    }
}
