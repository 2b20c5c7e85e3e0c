//! The arena's command line: the help text and reading the arguments
//! (with `lexopt`) into [`Options`]. Nothing here plays.

use std::ffi::OsString;
use std::path::PathBuf;
use std::str::FromStr;
use std::time::Duration;

use gomoku::engine::Level;
use gomoku::game::rules::Rule;
use gomoku::protocol::external::EngineCommand;

use crate::config::{Contestant, MatchSettings, default_grace};
use crate::pool::PoolArgs;

/// The help text.
pub fn usage() -> String {
    let names: Vec<_> = Level::ALL.iter().map(|l| l.name()).collect();
    format!(
        "\
arena: plays AI levels and Gomocup engines against each other.

usage:
  arena (--a LEVEL | --a-cmd CMD) (--b LEVEL | --b-cmd CMD) [options]
  arena --table [options]
  arena --pool REPORT... [--against REPORT...] [--sprt ELO0,ELO1] [--on-board]
        [--json]

  --a LEVEL, --b LEVEL   one of our levels: {levels}
  --a-cmd CMD, --b-cmd CMD
                         an external engine speaking the Gomocup protocol,
                         e.g. --a-cmd \"./pbrain-foo --fast\" (quoted like a shell)
  --table                every level against the next lower one and the
                         strongest against each weaker: a Markdown table
  --games N              pairs of games (each random opening is played twice,
                         colours swapped): 2N games [10]
  --time-ms MS           time limit per move [300; with --match-ms, the game's
                         time]
  --match-ms MS          each side's time for a whole game, a match clock (the
                         engines are told timeout_match and time_left; a move
                         may take the limit per move or what is left, whichever
                         is less) [none]
  --grace-ms MS          a move later than limit + grace loses the game
                         (one within the grace counts as an overrun)
                         [100 + a quarter of the limit]
  --start-ms MS          how long an engine may take to answer START [10000]
  --size N               board size, 5 to 22 [13]
  --rule NAME            freestyle, standard or renju [freestyle]
  --seed S               seed for the openings and the levels [random]
  --threads T            games at the same time [1]
  --max-moves N          stop a game as a draw after N stones [board full]
  --opening N|MIN-MAX    stones in a random opening (N, or from MIN to MAX),
                         placed in the central 5x5 [2-4]
  --swap2                open each game with swap2 played by the contestants
                         (A opens the even games, B the odd ones; a level
                         decides by its evaluation, an engine is asked
                         SWAP2BOARD) instead of a random opening
  --json                 print the summary as JSON instead of text
  --pool REPORT          count the games of reports written by --json as one
                         match (repeat it, or name several files after it):
                         A's score, by colour and by the opening's stones,
                         and the Elo from every pair; the same board, rule
                         and clock in each. Nothing is played
  --against REPORT       with --pool: a baseline's reports, pooled the same
                         way; games of the same match seed, number and
                         opening are set side by side (turned to wins, to
                         losses, and A's score difference with its 95 %
                         interval over the shared pairs)
  --sprt ELO0,ELO1       with --pool: a sequential test of the pooled A − B,
                         H0 at ELO0 against H1 at ELO1 (5 % errors each way):
                         its log-likelihood ratio, and whether it reached H0,
                         H1 or needs more games
  --on-board             with --pool: leave out every pair with a game either
                         side lost by a forfeit (an illegal point, no move in
                         time), so the score, the Elo and the SPRT are the
                         board's
  --quiet                no progress lines on stderr
  -h, --help             this text

Timing: every move is timed by the wall clock, for levels (run in-process on
their own thread) and engines alike. Each running game keeps one core busy, so
keep --threads at or below the idle cores (this machine's other work counts),
or moves get slower and may overrun.

Diagnostics: RUST_LOG=debug shows more (an engine's stderr, for one), trace
every line sent to and read from engines.

Exit status: 0 after the report, 1 when the match cannot run, 2 for bad
arguments.",
        levels = names.join(", ")
    )
}

/// What the command line asks for.
#[derive(Debug)]
pub struct Options {
    /// The match (for `--table`, the settings every row shares).
    pub settings: MatchSettings,
    /// Play the table of levels.
    pub table: bool,
    /// Print JSON instead of text.
    pub json: bool,
    /// No progress lines.
    pub quiet: bool,
    /// Pool reports instead of playing (`--pool`, `--against`).
    pub pool: Option<PoolArgs>,
}

/// Reads the command line (without the program name); `Ok(None)` asks for
/// the help text.
///
/// # Errors
/// A one-line message for bad arguments.
pub fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<Option<Options>, String> {
    use lexopt::Arg::{Long, Short};

    let mut a = None;
    let mut b = None;
    let mut pairs = 10usize;
    let mut time_ms = None;
    let mut match_ms = None;
    let mut grace_ms = None;
    let mut start_ms = 10_000u64;
    let mut size = 13usize;
    let mut rule = Rule::Freestyle;
    let mut seed = None;
    let mut threads = 1usize;
    let mut max_moves = None;
    let mut opening = (2usize, 4usize);
    let mut table = false;
    let mut swap2 = false;
    let mut json = false;
    let mut quiet = false;
    let mut reports: Vec<PathBuf> = Vec::new();
    let mut against: Vec<PathBuf> = Vec::new();
    let mut sprt = None;
    let mut on_board = false;

    let mut parser = lexopt::Parser::from_args(args);
    while let Some(arg) = parser.next().map_err(|e| describe(&e))? {
        // An owned name, so the parser is free to read the option's value.
        let flag = match &arg {
            Long(name) => format!("--{name}"),
            Short(c) => format!("-{c}"),
            lexopt::Arg::Value(v) => {
                return Err(format!(
                    "unknown argument '{}' (try --help)",
                    v.to_string_lossy()
                ));
            }
        };
        let mut value = || -> Result<String, String> {
            match parser.value() {
                Ok(v) => v
                    .into_string()
                    .map_err(|v| format!("{flag}: '{}' is not valid text", v.to_string_lossy())),
                Err(lexopt::Error::MissingValue { .. }) => Err(format!("{flag} needs a value")),
                Err(e) => Err(describe(&e)),
            }
        };
        match flag.as_str() {
            "-h" | "--help" => return Ok(None),
            "--a" => a = Some(Contestant::Level(value()?.parse()?)),
            "--b" => b = Some(Contestant::Level(value()?.parse()?)),
            "--a-cmd" => a = Some(engine(&value()?)?),
            "--b-cmd" => b = Some(engine(&value()?)?),
            "--games" => pairs = number(&flag, &value()?)?,
            "--time-ms" => time_ms = Some(number::<u64>(&flag, &value()?)?),
            "--match-ms" => match_ms = Some(number::<u64>(&flag, &value()?)?),
            "--grace-ms" => grace_ms = Some(number::<u64>(&flag, &value()?)?),
            "--start-ms" => start_ms = number(&flag, &value()?)?,
            "--size" => size = number(&flag, &value()?)?,
            "--rule" => rule = value()?.parse()?,
            "--seed" => seed = Some(number(&flag, &value()?)?),
            "--threads" => threads = number(&flag, &value()?)?,
            "--max-moves" => max_moves = Some(number(&flag, &value()?)?),
            "--opening" => {
                let v = value()?;
                opening = match v.split_once('-') {
                    Some((lo, hi)) => (number(&flag, lo)?, number(&flag, hi)?),
                    None => {
                        let n = number(&flag, &v)?;
                        (n, n)
                    }
                };
            }
            "--sprt" => {
                let v = value()?;
                let (e0, e1) = v
                    .split_once(',')
                    .ok_or_else(|| format!("--sprt: '{v}' is not ELO0,ELO1"))?;
                let elo = |e: &str| {
                    e.trim()
                        .parse::<f64>()
                        .ok()
                        .filter(|x| x.is_finite())
                        .ok_or_else(|| format!("--sprt: '{e}' is not an Elo difference"))
                };
                let (e0, e1) = (elo(e0)?, elo(e1)?);
                if e0 == e1 {
                    return Err("--sprt: the two hypotheses must differ".into());
                }
                sprt = Some((e0, e1));
            }
            "--on-board" => on_board = true,
            "--table" => table = true,
            "--swap2" => swap2 = true,
            "--json" => json = true,
            "--quiet" => quiet = true,
            "--pool" | "--against" => {
                // One file or several, up to the next option.
                let files = parser.values().map_err(|e| match e {
                    lexopt::Error::MissingValue { .. } => format!("{flag} needs a file"),
                    e => describe(&e),
                })?;
                let list = if flag == "--pool" {
                    &mut reports
                } else {
                    &mut against
                };
                list.extend(files.map(PathBuf::from));
            }
            _ => return Err(format!("unknown argument '{flag}' (try --help)")),
        }
    }

    if !against.is_empty() && reports.is_empty() {
        return Err("--against compares with the reports of --pool: name them too".into());
    }
    if sprt.is_some() && reports.is_empty() {
        return Err("--sprt tests the reports of --pool: name them too".into());
    }
    if on_board && reports.is_empty() {
        return Err("--on-board counts the games of --pool: name its reports too".into());
    }
    let pool = (!reports.is_empty()).then_some(PoolArgs {
        reports,
        against,
        sprt,
        on_board,
    });
    let (a, b) = if table || pool.is_some() {
        if a.is_some() || b.is_some() {
            return Err(if table {
                "--table plays the levels against each other: no --a/--b".into()
            } else {
                "--pool reads reports and plays nothing: no --a/--b".into()
            });
        }
        let level = Contestant::Level(Level::default());
        (level.clone(), level)
    } else {
        match (a, b) {
            (Some(a), Some(b)) => (a, b),
            _ => return Err("name both contestants: --a or --a-cmd, and --b or --b-cmd".into()),
        }
    };
    let time_per_move = Duration::from_millis(time_ms.or(match_ms).unwrap_or(300));
    let settings = MatchSettings {
        pairs,
        time_per_move,
        match_time: match_ms.map(Duration::from_millis),
        grace: grace_ms.map_or_else(|| default_grace(time_per_move), Duration::from_millis),
        start_timeout: Duration::from_millis(start_ms),
        size,
        rule,
        seed: seed.unwrap_or_else(rand::random),
        threads,
        max_moves,
        opening_plies: opening,
        swap2,
        ..MatchSettings::new(a, b)
    };
    settings.validate().map_err(|e| e.to_string())?;
    Ok(Some(Options {
        settings,
        table,
        json,
        quiet,
        pool,
    }))
}

fn engine(text: &str) -> Result<Contestant, String> {
    EngineCommand::parse(text)
        .map(Contestant::Engine)
        .map_err(|e| e.to_string())
}

fn number<T: FromStr>(flag: &str, v: &str) -> Result<T, String> {
    v.trim()
        .parse()
        .map_err(|_| format!("{flag}: '{v}' is not a valid number"))
}

/// lexopt's errors in the arena's words.
fn describe(e: &lexopt::Error) -> String {
    match e {
        lexopt::Error::UnexpectedValue { option, .. } => format!("{option} takes no value"),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Option<Options>, String> {
        parse_args(args.iter().map(OsString::from))
    }

    #[test]
    fn options_are_read_in_both_spellings() {
        let o = parse(&[
            "--a",
            "classic",
            "--b=seed",
            "--games",
            "3",
            "--time-ms=50",
            "--opening",
            "3",
            "--seed",
            "9",
            "--json",
        ])
        .expect("valid")
        .expect("not help");
        assert_eq!(o.settings.a, Contestant::Level(Level::Classic));
        assert_eq!(o.settings.b, Contestant::Level(Level::Seed));
        assert_eq!(o.settings.pairs, 3);
        assert_eq!(o.settings.time_per_move, Duration::from_millis(50));
        assert_eq!(o.settings.grace, default_grace(Duration::from_millis(50)));
        assert_eq!(o.settings.opening_plies, (3, 3));
        assert_eq!(o.settings.seed, 9);
        assert!(o.json && !o.quiet && !o.table);
        assert_eq!(o.settings.match_time, None);
        // A match clock: its time is the limit per move unless one is given.
        let clocked = |args: &[&str]| parse(args).expect("valid").expect("not help").settings;
        let s = clocked(&["--a", "seed", "--b", "seed", "--match-ms", "20000"]);
        assert_eq!(s.match_time, Some(Duration::from_secs(20)));
        assert_eq!(s.time_per_move, Duration::from_secs(20));
        let s = clocked(&[
            "--a",
            "seed",
            "--b",
            "seed",
            "--match-ms=20000",
            "--time-ms",
            "900",
        ]);
        assert_eq!(s.match_time, Some(Duration::from_secs(20)));
        assert_eq!(s.time_per_move, Duration::from_millis(900));
        assert!(parse(&["-h"]).expect("help").is_none());
        assert!(parse(&["--a", "seed", "--help"]).expect("help").is_none());
    }

    #[test]
    fn bad_arguments_say_what_is_wrong() {
        let err = |args: &[&str]| parse(args).expect_err("refused");
        assert_eq!(
            err(&["--a", "seed", "--b", "seed", "--time-ms"]),
            "--time-ms needs a value"
        );
        assert_eq!(
            err(&["--a", "seed", "--b", "seed", "--json=yes"]),
            "--json takes no value"
        );
        assert_eq!(
            err(&["--a", "seed", "--b", "seed", "--frobnicate"]),
            "unknown argument '--frobnicate' (try --help)"
        );
        assert_eq!(
            err(&["--a", "seed", "--b", "seed", "extra"]),
            "unknown argument 'extra' (try --help)"
        );
        assert!(
            err(&["--a", "seed", "--b", "seed", "--games", "x"]).contains("not a valid number")
        );
        assert!(err(&["--a-cmd", "", "--b", "seed"]).contains("empty"));
        assert!(err(&["--a-cmd", "sh -c 'oops", "--b", "seed"]).contains("unclosed quote"));
    }

    #[test]
    fn pool_takes_files_and_no_contestants() {
        let o = parse(&[
            "--pool",
            "a.json",
            "b.json",
            "--against",
            "c.json",
            "--json",
        ])
        .expect("valid")
        .expect("not help");
        let pool = o.pool.expect("pooling");
        assert_eq!(
            pool.reports,
            [PathBuf::from("a.json"), PathBuf::from("b.json")]
        );
        assert_eq!(pool.against, [PathBuf::from("c.json")]);
        assert!(o.json);
        assert!(!pool.on_board);
        let o = parse(&["--pool", "a.json", "--on-board"]).expect("valid");
        assert!(o.expect("not help").pool.expect("pooling").on_board);
        let o = parse(&["--pool", "a.json", "--pool", "b.json"]).expect("valid");
        assert_eq!(o.expect("not help").pool.expect("pooling").reports.len(), 2);
        let err = |args: &[&str]| parse(args).expect_err("refused");
        assert!(err(&["--against", "c.json"]).contains("--pool"));
        assert!(err(&["--on-board"]).contains("--pool"));
        assert!(err(&["--pool", "a.json", "--a", "seed"]).contains("plays nothing"));
        assert_eq!(err(&["--pool"]), "--pool needs a file");
        assert!(
            parse(&["--a", "seed", "--b", "seed"])
                .expect("valid")
                .expect("match")
                .pool
                .is_none()
        );
    }
}
