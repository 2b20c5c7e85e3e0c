//! The external engine from the library (`gomoku::protocol::external`):
//! shell-like command lines, our own `pbrain-gomoku` over pipes, and
//! misbehaving fakes (garbage, a crash, silence, a program that does not
//! exist). The arena binary that drives such engines is tested in
//! `arena.rs`.

use std::time::{Duration, Instant};

use gomoku::game::board::Pos;
use gomoku::game::rules::{Game, Rule};
use gomoku::protocol::external::{EngineCommand, EngineSetup, ExternalEngine, ExternalError};

#[test]
fn engine_commands_split_like_a_shell() {
    let cmd = EngineCommand::parse(r#"sh -c 'echo "hi there"' "a b" c\ d"#).expect("valid");
    assert_eq!(cmd.argv(), ["sh", "-c", "echo \"hi there\"", "a b", "c d"]);
    assert!(matches!(
        EngineCommand::parse("sh -c 'unclosed"),
        Err(ExternalError::BadQuoting { .. })
    ));
    assert!(matches!(
        EngineCommand::parse("   "),
        Err(ExternalError::EmptyCommand)
    ));
    let err = EngineCommand::parse("sh -c 'unclosed").expect_err("unclosed");
    assert!(err.to_string().contains("unclosed quote"), "{err}");
}

fn command(text: &str) -> EngineCommand {
    EngineCommand::parse(text).expect("a valid command")
}

/// Our own brain at `level`, as a command line.
pub fn pbrain(level: &str) -> String {
    format!(
        "'{}' --level {level} --seed 3",
        env!("CARGO_BIN_EXE_pbrain-gomoku")
    )
}

/// 9×9 freestyle, 300 ms a move, 2 s to answer `START`.
fn setup() -> EngineSetup {
    EngineSetup {
        turn_time: Duration::from_millis(300),
        start_timeout: Duration::from_secs(2),
        ..EngineSetup::new(9, Rule::Freestyle)
    }
}

#[test]
fn our_engine_plays_a_game_through_the_library() {
    let mut engine = ExternalEngine::start(&command(&pbrain("classic")), &setup()).expect("starts");
    let mut game = Game::new(9, Rule::Freestyle).expect("9×9");
    // The engine opens (BEGIN), then answers each of our moves (TURN).
    let mut ours = [
        Pos::new(0, 0),
        Pos::new(8, 8),
        Pos::new(0, 8),
        Pos::new(8, 0),
    ]
    .into_iter();
    for _ in 0..4 {
        let pos = engine.play(&game, Duration::from_secs(5)).expect("a move");
        assert!(game.is_legal(pos), "{pos:?}");
        game.play(pos).expect("legal");
        let reply = ours
            .by_ref()
            .find(|&p| game.is_legal(p))
            .expect("a free corner");
        game.play(reply).expect("legal");
    }
    // A position it has not seen move by move goes in BOARD.
    let mut other = Game::new(9, Rule::Freestyle).expect("9×9");
    for p in [Pos::new(4, 4), Pos::new(3, 3), Pos::new(5, 5)] {
        other.play(p).expect("legal");
    }
    let pos = engine.play(&other, Duration::from_secs(5)).expect("a move");
    assert!(other.is_legal(pos), "{pos:?}");
    // The wrong board size is refused before anything is sent.
    let big = Game::new(15, Rule::Freestyle).expect("15×15");
    assert!(matches!(
        engine.play(&big, Duration::from_secs(1)),
        Err(ExternalError::SizeMismatch {
            engine: 9,
            game: 15
        })
    ));
    engine.end();
}

#[cfg(unix)]
#[test]
fn an_engine_talking_garbage_is_an_error_that_quotes_it() {
    let err = ExternalEngine::start(
        &command("sh -c 'while read l; do echo banana; done'"),
        &setup(),
    )
    .expect_err("garbage at START");
    assert!(matches!(err, ExternalError::StartRefused { .. }), "{err:?}");
    let text = err.to_string();
    assert!(text.contains("banana") && text.contains("START"), "{text}");

    let mut engine = ExternalEngine::start(
        &command(
            "sh -c 'while read l; do case \"$l\" in START*) echo OK;; BEGIN|DONE|TURN*) echo banana;; esac; done'",
        ),
        &setup(),
    )
    .expect("fine at START");
    let game = Game::new(9, Rule::Freestyle).expect("9×9");
    let err = engine
        .play(&game, Duration::from_secs(2))
        .expect_err("garbage");
    assert!(matches!(err, ExternalError::NotAMove { .. }), "{err:?}");
    let text = err.to_string();
    assert!(
        text.contains("banana") && text.contains("instead of a move") && text.contains("BEGIN"),
        "{text}"
    );
    assert!(!err.is_timeout());
}

#[cfg(unix)]
#[test]
fn a_crashing_engine_says_how_it_ended_and_its_last_words() {
    let mut engine = ExternalEngine::start(
        &command("sh -c 'read l; echo OK; read l; echo out of memory >&2; exit 3'"),
        &setup(),
    )
    .expect("fine at START");
    let game = Game::new(9, Rule::Freestyle).expect("9×9");
    let err = engine
        .play(&game, Duration::from_secs(2))
        .expect_err("it crashed");
    let text = err.to_string();
    assert!(matches!(err, ExternalError::Gone { .. }), "{err:?}");
    assert!(text.contains("exit") || text.contains("closed"), "{text}");
    assert!(text.contains("out of memory"), "{text}");
    assert!(!err.is_timeout());
}

#[cfg(unix)]
#[test]
fn a_slow_engine_times_out_without_being_waited_for() {
    let mut engine = ExternalEngine::start(
        &command(
            "sh -c 'while read l; do case \"$l\" in START*) echo OK;; BEGIN|DONE|TURN*) sleep 2; echo 0,0;; esac; done'",
        ),
        &setup(),
    )
    .expect("fine at START");
    let game = Game::new(9, Rule::Freestyle).expect("9×9");
    let started = Instant::now();
    let err = engine
        .play(&game, Duration::from_millis(150))
        .expect_err("too slow");
    drop(engine);
    assert!(
        started.elapsed() < Duration::from_millis(1800),
        "did not wait for the engine"
    );
    assert!(err.is_timeout(), "{err:?}");
    assert!(err.to_string().contains("no move within 150 ms"), "{err}");

    let silent = EngineSetup {
        start_timeout: Duration::from_millis(100),
        ..setup()
    };
    let err = ExternalEngine::start(&command("sh -c 'sleep 5'"), &silent).expect_err("silent");
    assert!(err.is_timeout(), "{err:?}");
    assert!(
        err.to_string()
            .contains("no answer to START 9 within 100 ms"),
        "{err}"
    );
}

#[test]
fn an_engine_that_cannot_run_says_so() {
    let cmd = command("/nonexistent/engine --x");
    let err = ExternalEngine::start(&cmd, &setup()).expect_err("no such program");
    assert!(matches!(err, ExternalError::Spawn { .. }), "{err:?}");
    assert!(err.to_string().contains("/nonexistent/engine"), "{err}");
    assert!(cmd.check_runs().is_err());
    assert!(command(&pbrain("seed")).check_runs().is_ok());
}
