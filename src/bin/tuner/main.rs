//! `tuner`: fits the search evaluation's weights to game results (a
//! Texel-style logistic fit).
//!
//! It plays `master` against itself from random openings at a fixed node
//! budget, keeps every quiet position with the game's result, and fits
//! the weights of [`gomoku::engine::search::position::FEATURES`] (and the
//! side to move's share) so that a logistic curve of the evaluation
//! predicts the results best. It prints the fitted weights as the Rust
//! line to put in `src/engine/search/position.rs`; whether they play
//! better is for the arena to say.
//!
//! ```sh
//! cargo run --release --no-default-features --bin tuner -- --games 400 --threads 2
//! ```

mod fit;
mod selfplay;

use std::ffi::OsString;
use std::process::ExitCode;

use gomoku::engine::search::position::{FEATURE_NAMES, WEIGHTS};
use gomoku::game::rules::Rule;

use fit::{Fit, Sample};

/// What the command line asks for.
#[derive(Debug, Clone, PartialEq)]
struct Options {
    games: usize,
    nodes: u64,
    size: usize,
    rule: Rule,
    seed: u64,
    threads: usize,
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
        }
    }
}

const USAGE: &str = "\
tuner: fits the evaluation's weights to the results of self-play games.

usage: tuner [--games N] [--nodes N] [--size N] [--rule NAME] [--seed S] [--threads T]

  --games N      self-play games of master [200]
  --nodes N      master's node budget a move [3000]
  --size N       board size [13]
  --rule NAME    freestyle, standard or renju [freestyle]
  --seed S       seed of the openings [1]
  --threads T    games played at once [1]

Prints the loss of the current weights and of the fitted ones (on the
positions of one game in ten, which the fit does not see) and the line of
Rust to put in src/engine/search/position.rs.";

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
            _ => return Err(format!("unknown option {flag} (try --help)")),
        }
    }
    if options.games < 10 {
        return Err("--games: at least 10 (one game in ten is kept for testing)".into());
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
    let games = match selfplay::play(&options) {
        Ok(games) => games,
        Err(message) => {
            eprintln!("tuner: {message}");
            return ExitCode::FAILURE;
        }
    };
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
    ExitCode::SUCCESS
}

fn report(fit: &Fit, test: &[Sample]) {
    println!(
        "\nscale {:.2e}; side to move counts {} (current {})",
        fit.scale,
        fit.ratio_label(),
        fit::CURRENT_RATIO_LABEL
    );
    println!(
        "loss, fitted positions: {:.5} -> {:.5}",
        fit.loss_before, fit.loss_after
    );
    println!(
        "loss, test positions:   {:.5} -> {:.5}",
        fit::loss(test, &fit::current(), fit::CURRENT_RATIO, fit.scale),
        fit::loss(test, &fit.weights.map(f64::from), fit.ratio(), fit.scale)
    );
    println!("\n{:<24} {:>8} {:>8}", "term", "current", "fitted");
    for (k, name) in FEATURE_NAMES.iter().enumerate() {
        println!("{name:<24} {:>8} {:>8}", WEIGHTS[k], fit.weights[k]);
    }
    let list: Vec<String> = fit.weights.iter().map(|w| w.to_string()).collect();
    println!(
        "\npub const WEIGHTS: [i32; FEATURES] = [{}];",
        list.join(", ")
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Vec<OsString> {
        line.split_whitespace().map(OsString::from).collect()
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
        assert_eq!(parse_args(args("--help")), Ok(None));
        assert!(parse_args(args("--games five")).is_err());
        assert!(parse_args(args("--games 5")).is_err(), "too few to test");
        assert!(parse_args(args("--depth 3")).is_err());
        assert!(parse_args(args("--nodes")).is_err());
    }
}
