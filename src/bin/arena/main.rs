//! `arena`: matches between AI levels and external Gomocup engines.
//! Run `arena --help` for the options.

use std::process::ExitCode;
use std::sync::Mutex;
use std::time::Duration;

use gomoku::engine::Level;
mod arena;

use arena::{
    Contestant, EngineCommand, MatchConfig, Side, default_grace, level_table, run_match,
    table_markdown,
};
use gomoku::game::rules::Rule;

fn usage() -> String {
    let names: Vec<_> = Level::ALL.iter().map(|l| l.name()).collect();
    format!(
        "\
arena: plays AI levels and Gomocup engines against each other.

usage:
  arena (--a LEVEL | --a-cmd CMD) (--b LEVEL | --b-cmd CMD) [options]
  arena --table [options]

  --a LEVEL, --b LEVEL   one of our levels: {levels}
  --a-cmd CMD, --b-cmd CMD
                         an external engine speaking the Gomocup protocol,
                         e.g. --a-cmd \"./pbrain-foo --fast\" (quoted like a shell)
  --table                every level against the next lower one and the
                         strongest against each weaker: a Markdown table
  --games N              pairs of games (each random opening is played twice,
                         colours swapped): 2N games [10]
  --time-ms MS           time limit per move [300]
  --grace-ms MS          a move later than limit + grace loses the game
                         (one within the grace counts as an overrun)
                         [100 + a quarter of the limit]
  --start-ms MS          how long an engine may take to answer START [10000]
  --size N               board size, 5 to 22 [13]
  --rule NAME            freestyle, standard or renju [freestyle]
  --seed S               seed for the openings and the levels [random]
  --threads T            games at the same time [1]
  --max-moves N          stop a game as a draw after N stones [board full]
  --opening MIN-MAX      stones in a random opening, placed in the central
                         5x5 [2-4]
  --json                 print the summary as JSON instead of text
  --quiet                no progress lines on stderr
  -h, --help             this text

Timing: every move is timed by the wall clock, for levels (run in-process on
their own thread) and engines alike. Each running game keeps one core busy, so
keep --threads at or below the idle cores (this machine's other work counts),
or moves get slower and may overrun.

Exit status: 0 after the report, 1 when the match cannot run, 2 for bad
arguments.",
        levels = names.join(", ")
    )
}

#[derive(Debug)]
struct Options {
    config: MatchConfig,
    table: bool,
    json: bool,
    quiet: bool,
}

/// Reads the command line; `Ok(None)` asks for the help text.
fn parse_args(args: &[String]) -> Result<Option<Options>, String> {
    let mut a = None;
    let mut b = None;
    let mut pairs = 10usize;
    let mut time_ms = 300u64;
    let mut grace_ms = None;
    let mut start_ms = 10_000u64;
    let mut size = 13usize;
    let mut rule = Rule::Freestyle;
    let mut seed = None;
    let mut threads = 1usize;
    let mut max_moves = None;
    let mut opening = (2usize, 4usize);
    let mut table = false;
    let mut json = false;
    let mut quiet = false;

    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => (arg.as_str(), None),
        };
        let mut value = || -> Result<String, String> {
            inline
                .clone()
                .or_else(|| it.next().cloned())
                .ok_or_else(|| format!("{flag} needs a value"))
        };
        fn number<T: std::str::FromStr>(flag: &str, v: &str) -> Result<T, String> {
            v.trim()
                .parse()
                .map_err(|_| format!("{flag}: '{v}' is not a valid number"))
        }
        match flag {
            "-h" | "--help" => return Ok(None),
            "--a" => a = Some(Contestant::Level(value()?.parse()?)),
            "--b" => b = Some(Contestant::Level(value()?.parse()?)),
            "--a-cmd" => {
                a = Some(Contestant::Engine(
                    EngineCommand::parse(&value()?).map_err(|e| e.to_string())?,
                ));
            }
            "--b-cmd" => {
                b = Some(Contestant::Engine(
                    EngineCommand::parse(&value()?).map_err(|e| e.to_string())?,
                ));
            }
            "--games" => pairs = number(flag, &value()?)?,
            "--time-ms" => time_ms = number(flag, &value()?)?,
            "--grace-ms" => grace_ms = Some(number::<u64>(flag, &value()?)?),
            "--start-ms" => start_ms = number(flag, &value()?)?,
            "--size" => size = number(flag, &value()?)?,
            "--rule" => rule = value()?.parse()?,
            "--seed" => seed = Some(number(flag, &value()?)?),
            "--threads" => threads = number(flag, &value()?)?,
            "--max-moves" => max_moves = Some(number(flag, &value()?)?),
            "--opening" => {
                let v = value()?;
                opening = match v.split_once('-') {
                    Some((lo, hi)) => (number(flag, lo)?, number(flag, hi)?),
                    None => {
                        let n = number(flag, &v)?;
                        (n, n)
                    }
                };
            }
            "--table" => table = true,
            "--json" => json = true,
            "--quiet" => quiet = true,
            other => return Err(format!("unknown argument '{other}' (try --help)")),
        }
        if inline.is_some() && matches!(flag, "--table" | "--json" | "--quiet") {
            return Err(format!("{flag} takes no value"));
        }
    }

    let (a, b) = if table {
        if a.is_some() || b.is_some() {
            return Err("--table plays the levels against each other: no --a/--b".into());
        }
        let level = Contestant::Level(Level::default());
        (level.clone(), level)
    } else {
        match (a, b) {
            (Some(a), Some(b)) => (a, b),
            _ => return Err("name both contestants: --a or --a-cmd, and --b or --b-cmd".into()),
        }
    };
    let time_per_move = Duration::from_millis(time_ms);
    let config = MatchConfig {
        pairs,
        time_per_move,
        grace: grace_ms.map_or_else(|| default_grace(time_per_move), Duration::from_millis),
        start_timeout: Duration::from_millis(start_ms),
        size,
        rule,
        seed: seed.unwrap_or_else(rand::random),
        threads,
        max_moves,
        opening_plies: opening,
        ..MatchConfig::new(a, b)
    };
    config.validate().map_err(|e| e.to_string())?;
    Ok(Some(Options {
        config,
        table,
        json,
        quiet,
    }))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match parse_args(&args) {
        Ok(Some(options)) => options,
        Ok(None) => {
            println!("{}", usage());
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("arena: {message}");
            return ExitCode::from(2);
        }
    };
    let config = &options.config;
    let quiet = options.quiet;

    if options.table {
        let done = Mutex::new(0usize);
        let progress = |c: &MatchConfig, g: &arena::GameRecord| {
            if !quiet {
                let mut n = done.lock().unwrap_or_else(|e| e.into_inner());
                *n += 1;
                eprintln!("[{}] {}", *n, g.describe(c));
            }
        };
        return match level_table(config, &progress) {
            Ok(rows) => {
                if options.json {
                    match serde_json::to_string_pretty(&rows) {
                        Ok(text) => println!("{text}"),
                        Err(e) => {
                            eprintln!("arena: {e}");
                            return ExitCode::FAILURE;
                        }
                    }
                } else {
                    print!("{}", table_markdown(&rows));
                }
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("arena: {e}");
                ExitCode::FAILURE
            }
        };
    }

    let total = config.pairs * 2;
    // Running tally: games done, A's points.
    let tally = Mutex::new((0usize, 0.0f64));
    let progress = |g: &arena::GameRecord| {
        let mut t = tally.lock().unwrap_or_else(|e| e.into_inner());
        t.0 += 1;
        t.1 += g.a_points();
        if !quiet {
            eprintln!(
                "[{}/{total}] {}  (A {:.1}/{})",
                t.0,
                g.describe(config),
                t.1,
                t.0
            );
        }
    };
    if !quiet {
        eprintln!(
            "arena: A = {}, B = {}, {} games, seed {}",
            config.contestant(Side::A).name(),
            config.contestant(Side::B).name(),
            total,
            config.seed
        );
    }
    match run_match(config, &progress) {
        Ok(report) => {
            if options.json {
                println!("{}", report.json());
            } else {
                print!("{}", report.text());
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("arena: {e}");
            ExitCode::FAILURE
        }
    }
}
