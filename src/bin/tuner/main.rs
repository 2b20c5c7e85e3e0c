//! `tuner`: fits `master`'s learned evaluation to game results (a
//! Texel-style logistic fit).
//!
//! It plays `master` against itself from random openings at a fixed node
//! budget (and reads the games of arena reports, `--arena`: master against
//! the sparring engine, say), keeps every quiet position with the game's
//! result, and fits the values of [`gomoku::engine::search::learned`]'s
//! point classes, for the side to move and for the side waiting, so that a
//! logistic curve of the evaluation predicts the results best. It prints
//! the tables, and with `--write` puts them in
//! `src/engine/search/learned.rs`; whether they play better is for the
//! arena to say.
//!
//! ```sh
//! cargo run --release --no-default-features --bin tuner -- --games 3000 --threads 2 \
//!     --write src/engine/search/learned.rs
//! ```

mod fit;
mod records;
mod selfplay;

use std::ffi::OsString;
use std::process::ExitCode;

use std::path::PathBuf;

use gomoku::engine::search::learned::{CLASSES, class_name};
use gomoku::game::rules::Rule;

use fit::{Fit, Sample, Tables, fitted};

/// What the command line asks for.
#[derive(Debug, Clone, PartialEq)]
struct Options {
    games: usize,
    nodes: u64,
    size: usize,
    rule: Rule,
    seed: u64,
    threads: usize,
    /// The learned evaluation's source file, to write the fitted tables
    /// into.
    write: Option<PathBuf>,
    /// Arena reports (`arena --json`) whose games are fitted as well.
    arena: Vec<PathBuf>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            games: 200,
            nodes: 3_000,
            size: 13,
            rule: Rule::Freestyle,
            seed: 1,
            threads: 1,
            write: None,
            arena: Vec::new(),
        }
    }
}

const USAGE: &str = "\
tuner: fits master's learned evaluation to the results of self-play games
(and of the games in arena reports).

usage: tuner [--games N] [--nodes N] [--size N] [--rule NAME] [--seed S] [--threads T]
             [--arena REPORT]... [--write FILE]

  --games N      self-play games of master (0: none, only arena games) [200]
  --nodes N      master's node budget a move [3000]
  --size N       board size [13]
  --rule NAME    freestyle, standard or renju [freestyle]
  --seed S       seed of the openings [1]
  --threads T    games played at once [1]
  --arena REPORT also fit the games of an arena report (`arena --json`, any
                 board size; games of another rule are left out); repeat
                 for more reports
  --write FILE   put the fitted tables in FILE (src/engine/search/learned.rs),
                 replacing the ones there

Prints the loss of the current tables and of the fitted ones (on the
positions of one game in ten, which the fit does not see) and the fitted
tables.";

fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<Option<Options>, String> {
    use lexopt::Arg::{Long, Short, Value};
    let mut options = Options::default();
    let mut parser = lexopt::Parser::from_args(args);
    while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
        let flag = match arg {
            Long(name) => format!("--{name}"),
            Short(c) => format!("-{c}"),
            Value(v) => return Err(format!("unknown argument '{}'", v.to_string_lossy())),
        };
        if flag == "-h" || flag == "--help" {
            return Ok(None);
        }
        let value = parser
            .value()
            .map_err(|_| format!("{flag} needs a value"))?
            .to_string_lossy()
            .into_owned();
        let number = |v: &str| -> Result<u64, String> {
            v.parse()
                .map_err(|_| format!("{flag}: '{v}' is not a number"))
        };
        match flag.as_str() {
            "--games" => options.games = number(&value)? as usize,
            "--nodes" => options.nodes = number(&value)?,
            "--size" => options.size = number(&value)? as usize,
            "--rule" => options.rule = value.parse()?,
            "--seed" => options.seed = number(&value)?,
            "--threads" => options.threads = (number(&value)? as usize).max(1),
            "--write" => options.write = Some(PathBuf::from(value)),
            "--arena" => options.arena.push(PathBuf::from(value)),
            _ => return Err(format!("unknown option {flag} (try --help)")),
        }
    }
    if options.games < 10 && (options.games > 0 || options.arena.is_empty()) {
        return Err(
            "--games: at least 10 (one game in ten is kept for testing), or 0 with --arena".into(),
        );
    }
    Ok(Some(options))
}

fn main() -> ExitCode {
    let options = match parse_args(std::env::args_os().skip(1)) {
        Ok(Some(options)) => options,
        Ok(None) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("tuner: {message}");
            return ExitCode::from(2);
        }
    };
    let mut games = match selfplay::play(&options) {
        Ok(games) => games,
        Err(message) => {
            eprintln!("tuner: {message}");
            return ExitCode::FAILURE;
        }
    };
    for path in &options.arena {
        match records::arena_games(path, options.rule) {
            Ok(more) => {
                println!("{}: {} games", path.display(), more.len());
                games.extend(more);
            }
            Err(message) => {
                eprintln!("tuner: {message}");
                return ExitCode::FAILURE;
            }
        }
    }
    // One game in ten is for testing: its positions never enter the fit.
    let (mut train, mut test): (Vec<Sample>, Vec<Sample>) = (Vec::new(), Vec::new());
    for (n, samples) in games.into_iter().enumerate() {
        if n % 10 == 9 {
            test.extend(samples);
        } else {
            train.extend(samples);
        }
    }
    println!(
        "{} quiet positions to fit, {} to test",
        train.len(),
        test.len()
    );
    let Some(fit) = Fit::run(&train) else {
        eprintln!("tuner: no positions to fit (more games?)");
        return ExitCode::FAILURE;
    };
    report(&fit, &test);
    if let Some(path) = &options.write {
        if let Err(message) = write_tables(path, &fit.tables) {
            eprintln!("tuner: {message}");
            return ExitCode::FAILURE;
        }
        println!("\nwritten to {}", path.display());
    }
    ExitCode::SUCCESS
}

/// The tables as the Rust source of `learned.rs` writes them.
fn table_source(name: &str, doc: &str, values: &[i32; CLASSES]) -> String {
    let mut out = format!("/// {doc}\npub const {name}: [i32; CLASSES] = [\n");
    for row in values.chunks(9) {
        let items: Vec<String> = row.iter().map(i32::to_string).collect();
        out.push_str(&format!("    {},\n", items.join(", ")));
    }
    out.push_str("];\n");
    out
}

/// The marker after which `learned.rs` holds the tables, up to its tests.
const TABLES_START: &str = "// The fitted tables follow";
const TABLES_END: &str = "#[cfg(test)]";

/// Replaces the tables in the source file `path` with `tables`, keeping
/// the rest of the file; written whole to a temporary file first, then
/// renamed over it.
fn write_tables(path: &std::path::Path, tables: &Tables) -> Result<(), String> {
    let source = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let (Some(start), Some(end)) = (source.find(TABLES_START), source.find(TABLES_END)) else {
        return Err(format!(
            "{}: no '{TABLES_START}' line before the tests",
            path.display()
        ));
    };
    let line_end = source[start..]
        .find('\n')
        .map_or(source.len(), |n| start + n + 1);
    let (to_move, waiting) = tables.rounded();
    let new = format!(
        "{}\n{}\n{}\n{}",
        &source[..line_end],
        table_source(
            "TO_MOVE",
            "Worth of a point of each class to the side to move.",
            &to_move
        ),
        table_source(
            "WAITING",
            "Worth of a point of each class to the side waiting.",
            &waiting
        ),
        &source[end..]
    );
    let temporary = path.with_extension("rs.new");
    std::fs::write(&temporary, new).map_err(|e| format!("{}: {e}", temporary.display()))?;
    std::fs::rename(&temporary, path).map_err(|e| format!("{}: {e}", path.display()))
}

fn report(fit: &Fit, test: &[Sample]) {
    println!("\nscale {:.2e}", fit.scale);
    println!(
        "loss, fitted positions: {:.5} -> {:.5}",
        fit.loss_before, fit.loss_after
    );
    println!(
        "loss, test positions:   {:.5} -> {:.5}",
        fit::loss(test, &Tables::current(), fit.scale),
        fit::loss(test, &fit.tables, fit.scale)
    );
    let current = Tables::current().rounded();
    let fitted_tables = fit.tables.rounded();
    println!(
        "\n{:<26} {:>16} {:>16}",
        "class", "to move (was)", "waiting (was)"
    );
    for k in (0..CLASSES).filter(|&k| fitted(k)) {
        println!(
            "{:<26} {:>7} ({:>6}) {:>7} ({:>6})",
            class_name(k),
            fitted_tables.0[k],
            current.0[k],
            fitted_tables.1[k],
            current.1[k]
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Vec<OsString> {
        line.split_whitespace().map(OsString::from).collect()
    }

    #[test]
    fn the_tables_are_written_into_the_source_and_the_rest_is_kept() {
        let dir = std::env::temp_dir().join(format!("tuner-write-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let path = dir.join("learned.rs");
        let source = include_str!("../../engine/search/learned.rs");
        std::fs::write(&path, source).expect("copy");
        let mut tables = Tables::current();
        tables.to_move[5] = 12345.4;
        tables.waiting[7] = 678.6;
        write_tables(&path, &tables).expect("written");
        let written = std::fs::read_to_string(&path).expect("read");
        assert!(
            written.contains("12345,") && written.contains("679,"),
            "{written}"
        );
        assert!(written.contains("pub fn class("), "the code before is kept");
        assert!(
            written.contains("fn classes_are_the_two_strongest_shapes"),
            "the tests are kept"
        );
        assert_eq!(written.matches("pub const TO_MOVE").count(), 1);
        assert_eq!(written.matches("pub const WAITING").count(), 1);
        // Written again, the same file.
        write_tables(&path, &tables).expect("written again");
        assert_eq!(std::fs::read_to_string(&path).expect("read"), written);
        // A file without the marker is refused and left alone.
        std::fs::write(&path, "fn main() {}\n").expect("write");
        assert!(write_tables(&path, &tables).is_err());
        assert_eq!(
            std::fs::read_to_string(&path).expect("read"),
            "fn main() {}\n"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn reads_its_options_and_refuses_bad_ones() {
        let o = parse_args(args(
            "--games 40 --nodes 500 --size 15 --rule renju --threads 2",
        ))
        .expect("valid")
        .expect("not help");
        assert_eq!((o.games, o.nodes, o.size, o.threads), (40, 500, 15, 2));
        assert_eq!(o.rule, Rule::Renju);
        assert_eq!(o.write, None);
        let o = parse_args(args("--write x.rs"))
            .expect("valid")
            .expect("not help");
        assert_eq!(o.write, Some(PathBuf::from("x.rs")));
        assert_eq!(parse_args(args("--help")), Ok(None));
        assert!(parse_args(args("--games five")).is_err());
        assert!(parse_args(args("--games 5")).is_err(), "too few to test");
        assert!(parse_args(args("--games 0")).is_err(), "nothing to fit");
        let o = parse_args(args("--games 0 --arena a.json --arena b.json"))
            .expect("valid")
            .expect("not help");
        assert_eq!(o.arena, [PathBuf::from("a.json"), PathBuf::from("b.json")]);
        assert!(parse_args(args("--depth 3")).is_err());
        assert!(parse_args(args("--nodes")).is_err());
    }
}
