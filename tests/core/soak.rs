//! The soak run (issue 30): a thousand scripted games through the session
//! by two processes at once on one data folder, each killed at random
//! moments and started again. Afterwards the score's tally equals the
//! games kept, the points follow from it, and every file reads.
//!
//! Ignored by default (about a minute); run it with
//! `cargo test --release --test core soak -- --ignored --nocapture`.
//! The processes are this test binary again, running [`soak_worker`].

use std::fs;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use gomoku::engine::Level;
use gomoku::game::board::{BoardSize, Stone};
use gomoku::game::rules::Rule;
use gomoku::session::games::{self, GameResult, Played, TimedMove};
use gomoku::session::score::{SCORE_FILE, START_SCORE, Score};
use gomoku::session::settle;
use gomoku::session::startup;
use gomoku::session::store::Store;
use gomoku::session::unfinished::{self, MAX_SLOTS};

/// The games to keep before the run stops.
const GAMES: usize = 1000;

/// The environment variable naming the worker's data folder.
const DIR_VAR: &str = "GOMOKU_SOAK_DIR";

/// One worker: a window's life without the window, until it is killed.
/// Starts as the window does (settling what a crash cut short, offered a
/// game it resumes or resigns), then plays games move by move, keeping
/// each move as the unfinished game, and settles them.
#[test]
#[ignore = "a process of the soak run"]
fn soak_worker() {
    let Some(dir) = std::env::var_os(DIR_VAR) else {
        return;
    };
    let store = Store::at(&dir);
    let mut rng = StdRng::seed_from_u64(u64::from(std::process::id()));
    let found = startup::start(&store, true);
    let Some(slot) = found.slot else {
        return;
    };
    if let Some(game) = found.resume {
        let result = if rng.random_bool(0.5) {
            GameResult::Resigned
        } else {
            GameResult::Won
        };
        let _ = settle::settle(&store, Some(slot.file()), &game, result);
    }
    for n in 0u64.. {
        let mut played = Played {
            id: format!("{}-{}-{n}", std::process::id(), rng.random::<u32>()),
            started: n,
            size: BoardSize::SMALL,
            rule: Rule::Freestyle,
            level: Level::Seed,
            human: if n % 2 == 0 {
                Stone::Black
            } else {
                Stone::White
            },
            moves: Vec::new(),
            seats: None,
            time: None,
            left_ms: None,
            forfeit: None,
            opening: None,
        };
        // Moves on distinct points far from any five: (x, y) with x+y even.
        let length = rng.random_range(2..12u8);
        for i in 0..length {
            played.moves.push(TimedMove {
                x: (i * 2) % 13,
                y: (i * 2) / 13 * 2 + i % 2,
                ms: 5,
            });
            if played.human_moves() > 0 {
                let _ = unfinished::save_in(&store, slot.file(), &played, None);
            }
        }
        let result = [
            GameResult::Won,
            GameResult::Lost,
            GameResult::Drawn,
            GameResult::Resigned,
        ][rng.random_range(0..4)];
        let _ = settle::settle(&store, Some(slot.file()), &played, result);
    }
}

fn spawn_worker(dir: &Path) -> Child {
    let exe = std::env::current_exe().expect("the test binary");
    Command::new(exe)
        .args([
            "soak::soak_worker",
            "--exact",
            "--ignored",
            "--test-threads=1",
        ])
        .env(DIR_VAR, dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("a worker")
}

fn kept(dir: &Path) -> usize {
    fs::read_dir(dir.join(games::GAMES_DIR))
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .filter(|e| e.file_name().to_string_lossy().ends_with(".json"))
                .count()
        })
        .unwrap_or(0)
}

#[test]
#[ignore = "the soak run: about a minute, two processes (see the module docs)"]
fn soak_a_thousand_games_with_kills_and_two_processes() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut rng = StdRng::seed_from_u64(30);
    let mut workers = [spawn_worker(dir.path()), spawn_worker(dir.path())];
    let (mut kills, begun) = (0, Instant::now());
    while kept(dir.path()) < GAMES {
        assert!(begun.elapsed() < Duration::from_secs(900), "too slow");
        std::thread::sleep(Duration::from_millis(rng.random_range(1..40)));
        let victim = &mut workers[rng.random_range(0..2)];
        victim.kill().expect("killed");
        victim.wait().expect("reaped");
        kills += 1;
        *victim = spawn_worker(dir.path());
    }
    for worker in &mut workers {
        worker.kill().expect("killed");
        worker.wait().expect("reaped");
    }
    // The next start settles what the last kills cut short.
    let store = Store::at(dir.path());
    let found = startup::start(&store, false);
    assert_eq!(found.notices, [], "every file reads");
    drop(found);

    let score = store.load::<Score>(SCORE_FILE);
    assert_eq!(score.notice, None);
    let score = score.value;
    let list = games::list(&store);
    assert_eq!(list.notice(), None, "every kept game reads");
    let tally = (score.wins + score.losses + score.draws) as usize;
    println!(
        "soak: {} games kept, tally {tally} ({} won, {} lost, {} drawn), score {}, {kills} kills, {:.1} s",
        list.games.len(),
        score.wins,
        score.losses,
        score.draws,
        score.score,
        begun.elapsed().as_secs_f64()
    );
    assert_eq!(tally, list.games.len(), "the tally equals the games kept");
    assert_eq!(
        score.score,
        START_SCORE + 100 * (i64::from(score.wins) - i64::from(score.losses))
    );
    // Each game counted once: its points moved the score by its result.
    let moved: i64 = list
        .games
        .iter()
        .map(|g| g.score_after - g.score_before)
        .sum();
    assert_eq!(moved, score.score - START_SCORE);
    // Every unfinished game left reads and is a game worth resuming.
    for n in 0..MAX_SLOTS {
        let left = unfinished::load_in(&store, &unfinished::slot_file(n));
        assert_eq!(left.notice, None);
        assert!(left.value.is_none_or(|u| u.ending.is_none()));
    }
}
