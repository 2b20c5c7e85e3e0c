//! Move time of each AI level on 13×13, from fixed positions.
//!
//! Run with `cargo bench --bench levels`.

use gomoku::ai::{Level, Limits};
use gomoku::notation::parse_moves;
use gomoku::rules::{Game, Rule};

fn main() {
    divan::main();
}

/// Fixed 13×13 positions: the opening, an early middle game, a crowded one.
const POSITIONS: [&str; 3] = [
    "g7",
    "g7h8f8h6h7f6e9i7",
    "g7h8f8h6h7f6e9i7d10c11g8g6g9g10f10e11h9i10j9k8e8d8",
];

fn game(moves: &str) -> Game {
    let mut game = Game::new(13, Rule::Freestyle).expect("13 is supported");
    for pos in parse_moves(moves, 13).expect("valid moves") {
        game.play(pos).expect("legal move");
    }
    game
}

#[divan::bench(args = Level::ALL, consts = [0, 1, 2])]
fn move_time<const POSITION: usize>(bencher: divan::Bencher, level: Level) {
    let game = game(POSITIONS[POSITION]);
    let mut player = level.player(1);
    let limits = Limits::default();
    bencher.bench_local(|| player.choose(divan::black_box(&game), &limits));
}
