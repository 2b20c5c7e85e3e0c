//! How long a review of a long game takes: `cargo bench --bench review`.
//!
//! The game is the longest of the labelled set
//! (`tests/fixtures/review/g053-hard.txt`: 67 moves, 15 lines, freestyle,
//! black lost to master). It is reviewed for the loser with a time budget
//! and with node budgets per position; each review runs `RUNS` times and
//! the median wall time is printed.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use gomoku::game::board::Stone;
use gomoku::game::notation::parse_moves;
use gomoku::game::rules::Rule;
use gomoku::teacher::{Budget, find_mistakes};

const GAME: &str = include_str!("../tests/fixtures/review/g053-hard.txt");
const RUNS: usize = 3;

fn main() {
    let size = 15;
    let moves = GAME
        .lines()
        .find_map(|l| l.strip_prefix("moves "))
        .map(|m| parse_moves(m, size).expect("the set's moves"))
        .expect("a moves line");
    let loser = if GAME.contains("loser black") {
        Stone::Black
    } else {
        Stone::White
    };
    println!("game of {} moves, reviewed for {loser}", moves.len());
    let budgets = [
        (
            "100 ms per position",
            Budget::time(Duration::from_millis(100)),
        ),
        ("20k nodes per position", Budget::nodes(20_000)),
        (
            "10k nodes per position (the default)",
            Budget::nodes(10_000),
        ),
        ("5k nodes per position", Budget::nodes(5_000)),
    ];
    for (name, budget) in budgets {
        let mut times = Vec::new();
        let mut decisive = None;
        for _ in 0..RUNS {
            let started = Instant::now();
            let review = find_mistakes(
                &moves,
                size,
                Rule::Freestyle,
                loser,
                &budget,
                &mut |_, _| {},
                &AtomicBool::new(false),
            )
            .expect("not cancelled");
            times.push(started.elapsed().as_secs_f64());
            decisive = review.decisive.map(|d| (d.index, d.holding()));
        }
        times.sort_by(f64::total_cmp);
        println!(
            "{name}: median {:.2} s (of {RUNS}: {times:.2?}); decisive {decisive:?}",
            times[RUNS / 2],
        );
    }
}
