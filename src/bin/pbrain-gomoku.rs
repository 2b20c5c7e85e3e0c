//! `pbrain-gomoku`: a Gomocup/Piskvork brain, so any level can play other
//! engines. Usage: `pbrain-gomoku [--level NAME] [--seed N]`.

use std::io::{self, Write};
use std::process::ExitCode;

use gomoku::engine::Level;
use gomoku::protocol::{Brain, read_line};

fn main() -> ExitCode {
    let mut level = Level::Seed;
    let mut seed: u64 = rand::random();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let parsed = match arg.as_str() {
            "--level" => args
                .next()
                .ok_or_else(|| "--level needs a name".to_string())
                .and_then(|s| s.parse().map(|l| level = l)),
            "--seed" => args
                .next()
                .and_then(|s| s.parse().ok())
                .map(|s| seed = s)
                .ok_or_else(|| "--seed needs a number".to_string()),
            "-h" | "--help" => {
                let names: Vec<_> = Level::ALL.iter().map(|l| l.name()).collect();
                println!(
                    "pbrain-gomoku [--level {}] [--seed N]\nSpeaks the Gomocup brain protocol on stdin/stdout.",
                    names.join("|")
                );
                return ExitCode::SUCCESS;
            }
            other => Err(format!("unknown argument '{other}' (try --help)")),
        };
        if let Err(message) = parsed {
            eprintln!("pbrain-gomoku: {message}");
            return ExitCode::from(2);
        }
    }

    let mut brain = Brain::new(level, seed);
    let mut input = io::stdin().lock();
    let mut output = io::stdout().lock();
    let mut buf = Vec::new();
    loop {
        match read_line(&mut input, &mut buf) {
            Ok(false) => break,
            Ok(true) => {}
            Err(e) => {
                eprintln!("pbrain-gomoku: reading stdin: {e}");
                return ExitCode::FAILURE;
            }
        }
        let line = String::from_utf8_lossy(&buf);
        for reply in brain.handle(&line) {
            if writeln!(output, "{reply}")
                .and_then(|()| output.flush())
                .is_err()
            {
                // The manager has gone away: nothing left to do.
                return ExitCode::SUCCESS;
            }
        }
        if brain.is_finished() {
            break;
        }
    }
    ExitCode::SUCCESS
}
