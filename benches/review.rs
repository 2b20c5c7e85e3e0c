//! How long a review of a 60-move game takes: `cargo bench --bench review`.
//!
//! Two `normal` players make a 60-move game on 15 lines; it is then
//! reviewed for black with a time budget and with node budgets per
//! position, and the wall time of each review is printed.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use gomoku::engine::{Level, Limits};
use gomoku::game::board::Stone;
use gomoku::game::notation::moves_string;
use gomoku::game::rules::{Game, Rule};
use gomoku::teacher::{Budget, find_mistakes};

fn main() {
    let size = 15;
    let mut game = Game::new(size, Rule::Freestyle).expect("size");
    let mut players = [Level::Normal.engine(1), Level::Hard.engine(2)];
    let mut moves = Vec::new();
    while moves.len() < 60 && game.outcome().is_none() {
        let side = moves.len() % 2;
        let Some(m) = players[side].choose(&game, &Limits::nodes(3_000)) else {
            break;
        };
        game.play(m).expect("engines play legal moves");
        moves.push(m);
    }
    println!(
        "game of {} moves: {}",
        moves.len(),
        moves_string(&moves, size)
    );
    let budgets = [
        (
            "200 ms per position",
            Budget::time(Duration::from_millis(200)),
        ),
        (
            "100 ms per position",
            Budget::time(Duration::from_millis(100)),
        ),
        ("50k nodes per position", Budget::nodes(50_000)),
        ("20k nodes per position", Budget::nodes(20_000)),
        (
            "10k nodes per position (gomoku --review's default)",
            Budget::nodes(10_000),
        ),
        ("5k nodes per position", Budget::nodes(5_000)),
    ];
    for (name, budget) in budgets {
        let started = Instant::now();
        let review = find_mistakes(
            &moves,
            size,
            Rule::Freestyle,
            Stone::Black,
            &budget,
            &mut |_, _| {},
            &AtomicBool::new(false),
        )
        .expect("not cancelled");
        println!(
            "{name}: {:.2} s; decisive {:?}, {} falls, {} missed wins",
            started.elapsed().as_secs_f64(),
            review.decisive.map(|d| d.index),
            review.falls.len(),
            review.missed_wins.len()
        );
    }
}
