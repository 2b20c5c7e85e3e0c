//! `pbrain-gomoku`: a Gomocup/Piskvork brain, so any level can play other
//! engines. Usage: `pbrain-gomoku [--level NAME] [--seed N]`.

use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;

use gomoku::engine::Level;
use gomoku::protocol::{Brain, read_line};

/// What the command line asks for.
struct Options {
    level: Level,
    seed: u64,
    nodes: Option<u64>,
}

fn usage() -> String {
    let names: Vec<_> = Level::ALL.iter().map(|l| l.name()).collect();
    format!(
        "pbrain-gomoku [--level {}] [--seed N] [--nodes N]\nSpeaks the Gomocup brain protocol on stdin/stdout, SWAP2BOARD (the swap2 opening's decisions) included. The level is master unless --level says otherwise; --nodes limits each move (and each swap2 decision) to about N positions as well as the clock.",
        names.join("|")
    )
}

/// Reads the command line; `Ok(None)` asks for the help text.
fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<Option<Options>, String> {
    use lexopt::Arg::{Long, Short};

    let mut options = Options {
        // A manager starts a brain without arguments: it plays its best.
        level: Level::Master,
        seed: rand::random(),
        nodes: None,
    };
    let mut parser = lexopt::Parser::from_args(args);
    while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("level") => {
                let name = parser
                    .value()
                    .map_err(|_| "--level needs a name".to_string())?;
                options.level = name.to_string_lossy().parse()?;
            }
            Long("seed") => {
                options.seed = parser
                    .value()
                    .ok()
                    .and_then(|s| s.to_str()?.trim().parse().ok())
                    .ok_or_else(|| "--seed needs a number".to_string())?;
            }
            Long("nodes") => {
                options.nodes = Some(
                    parser
                        .value()
                        .ok()
                        .and_then(|s| s.to_str()?.trim().parse().ok())
                        .ok_or_else(|| "--nodes needs a number".to_string())?,
                );
            }
            Long(name) => return Err(format!("unknown argument '--{name}' (try --help)")),
            Short(c) => return Err(format!("unknown argument '-{c}' (try --help)")),
            lexopt::Arg::Value(v) => {
                return Err(format!(
                    "unknown argument '{}' (try --help)",
                    v.to_string_lossy()
                ));
            }
        }
    }
    Ok(Some(options))
}

fn main() -> ExitCode {
    // Diagnostics go to stderr, which managers show or ignore; stdout is
    // the protocol's alone.
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn"))
        .format(|buf, record| {
            writeln!(
                buf,
                "pbrain-gomoku: {}: {}",
                record.level().as_str().to_ascii_lowercase(),
                record.args()
            )
        })
        .init();
    let options = match parse_args(std::env::args_os().skip(1)) {
        Ok(Some(options)) => options,
        Ok(None) => {
            println!("{}", usage());
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("pbrain-gomoku: {message}");
            return ExitCode::from(2);
        }
    };
    log::debug!("level {}, seed {}", options.level.name(), options.seed);

    let mut brain = Brain::new(options.level, options.seed).with_nodes(options.nodes);
    let mut input = io::stdin().lock();
    let mut output = io::stdout().lock();
    let mut buf = Vec::new();
    loop {
        match read_line(&mut input, &mut buf) {
            Ok(false) => break,
            Ok(true) => {}
            Err(e) => {
                log::error!("reading stdin: {e}");
                return ExitCode::FAILURE;
            }
        }
        let line = String::from_utf8_lossy(&buf);
        log::trace!("<- {line}");
        for reply in brain.handle(&line) {
            log::trace!("-> {reply}");
            if writeln!(output, "{reply}")
                .and_then(|()| output.flush())
                .is_err()
            {
                log::debug!("the manager has gone away");
                return ExitCode::SUCCESS;
            }
        }
        if brain.is_finished() {
            break;
        }
    }
    ExitCode::SUCCESS
}
