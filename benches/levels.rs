//! Speed of the AI levels on 13×13, from fixed positions.
//!
//! - `move_time`: one move of each level (the search levels capped at
//!   300 ms, as in the arena);
//! - `search_to_depth`: a fixed-depth alpha-beta search, with nodes per
//!   second as the throughput;
//! - `many_positions`: the same search to depth 8 over 154 positions from
//!   master's games against the sparring engine (plies 10 and 16, 13×13
//!   and 15×15), all of them one sample, nodes a second as the throughput;
//! - `vcf_puzzle`: the time to find the win by fours of the tactics suite.
//!
//! Run with `cargo bench --bench levels`.

use std::time::{Duration, Instant};

use divan::counter::ItemsCount;
use gomoku::engine::{Engine, Level, Limits, SearchAi, Strength};
use gomoku::game::notation::{parse_board, parse_moves};
use gomoku::game::rules::{Game, Rule};

fn main() {
    divan::main();
}

// Fixed 13×13 positions: the opening, an early middle game, a crowded one.
#[path = "common/positions.rs"]
mod positions;
use positions::POSITIONS;

fn game(moves: &str) -> Game {
    game_on(13, moves)
}

/// The freestyle game of `moves` on a board of `size` lines.
fn game_on(size: usize, moves: &str) -> Game {
    let mut game = Game::new(size, Rule::Freestyle).expect("a supported size");
    for pos in parse_moves(moves, size).expect("valid moves") {
        game.play(pos).expect("legal move");
    }
    game
}

fn capped(ms: u64) -> Limits {
    Limits {
        deadline: Some(Instant::now() + Duration::from_millis(ms)),
        ..Limits::default()
    }
}

#[divan::bench(args = Level::ALL, consts = [0, 1, 2], sample_count = 10, sample_size = 1)]
fn move_time<const POSITION: usize>(bencher: divan::Bencher, level: Level) {
    let game = game(POSITIONS[POSITION]);
    let mut engine = level.engine(1);
    bencher.bench_local(|| engine.choose(divan::black_box(&game), &capped(300)));
}

fn fixed_depth(depth: u32) -> SearchAi {
    SearchAi::new(Strength {
        max_depth: depth,
        max_time: Duration::from_secs(600),
        width: Strength::MASTER.width,
        vcf_depth: 0,
        vct_depth: 0,
        prover: false,
        ..Strength::MASTER
    })
}

#[divan::bench(args = [2, 4, 6, 8], consts = [1, 2], sample_count = 5, sample_size = 1)]
fn search_to_depth<const POSITION: usize>(bencher: divan::Bencher, depth: u32) {
    let game = game(POSITIONS[POSITION]);
    // The search is deterministic: one run tells the node count.
    let mut probe = fixed_depth(depth);
    probe.choose(&game, &Limits::default());
    bencher
        .counter(ItemsCount::new(probe.last_nodes))
        .bench_local(|| fixed_depth(depth).choose(divan::black_box(&game), &Limits::default()));
}

/// Positions from master's games against the sparring engine at 1 s a
/// move: a line each, the board size and the moves (`15 i8h8g10…`).
const MANY_POSITIONS: &str = include_str!("common/wine_positions.txt");

/// [`MANY_POSITIONS`] as games.
fn many_games() -> Vec<Game> {
    MANY_POSITIONS
        .lines()
        .map(|line| {
            let (size, moves) = line.split_once(' ').expect("size and moves");
            game_on(size.parse().expect("a board size"), moves)
        })
        .collect()
}

#[divan::bench(sample_count = 3, sample_size = 1)]
fn many_positions(bencher: divan::Bencher) {
    let games = many_games();
    let search_all = || -> u64 {
        games
            .iter()
            .filter(|g| g.outcome().is_none())
            .map(|g| {
                let mut ai = fixed_depth(8);
                ai.choose(divan::black_box(g), &Limits::default());
                ai.last_nodes
            })
            .sum()
    };
    // The searches are deterministic: one pass tells the node count.
    let nodes = search_all();
    bencher
        .counter(ItemsCount::new(nodes))
        .bench_local(search_all);
}

/// The tactics suite's win by three fours (black to move).
const VCF_PUZZLE: &str = include_str!("../tests/fixtures/vcf_puzzle.txt");

#[divan::bench(args = [Level::Hard, Level::Master], sample_count = 10, sample_size = 1)]
fn vcf_puzzle(bencher: divan::Bencher, level: Level) {
    let board = parse_board(VCF_PUZZLE).expect("diagram");
    let game = Game::from_board(board, Rule::Freestyle);
    bencher.bench_local(|| {
        level
            .engine(1)
            .choose(divan::black_box(&game), &capped(2000))
    });
}
