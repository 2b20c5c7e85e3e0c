//! What a second thread gives master's alpha-beta search (Lazy SMP,
//! `Limits::threads`): the wall time to complete depth D on one thread
//! and on two, on the level benchmark's positions (`benches/levels.rs`;
//! its opening, one stone, is answered at once and left out; a position
//! the search decides before depth D is said so and not timed) and, for
//! more than one, the first ten moves of four games of the review's
//! labelled set (15 lines).
//!
//! The search is master's alpha-beta alone, as `levels`' `search_to_depth`
//! runs it: no threat-space search first, at most D plies, no deadline,
//! a new table each run. Each position and depth runs `RUNS` pairs, one
//! thread then two, or two then one (alternating, so a drift in the
//! machine's load falls on both alike); each pair gives the ratio of
//! their times. Printed: the median times, the median ratio and its
//! spread (lowest and highest of the pairs), and the nodes (two threads:
//! the main thread's and the helper's).
//!
//! Run with `cargo bench --bench threads` (alone on the machine: the two
//! threads need both cores).

use std::time::{Duration, Instant};

use gomoku::engine::{Engine, Limits, SearchAi, Strength};
use gomoku::game::notation::parse_moves;
use gomoku::game::rules::{Game, Rule};

#[path = "common/positions.rs"]
mod positions;
use positions::POSITIONS;

/// Pairs of runs per position and depth.
const RUNS: usize = 9;

/// The depths timed (each a few hundred milliseconds to seconds here).
const DEPTHS: [u32; 2] = [DEPTH, DEPTH + 2];

/// The shallower depth timed.
const DEPTH: u32 = 8;

fn game(moves: &str, size: usize) -> Game {
    let mut game = Game::new(size, Rule::Freestyle).expect("a supported size");
    for pos in parse_moves(moves, size).expect("valid moves") {
        game.play(pos).expect("legal move");
    }
    game
}

/// Master's alpha-beta search to `depth` on `threads` threads: its wall
/// time, the depth it completed and its nodes.
fn to_depth(game: &Game, depth: u32, threads: usize) -> (f64, u32, u64) {
    let mut ai = SearchAi::new(Strength {
        max_depth: depth,
        max_time: Duration::from_secs(600),
        vcf_depth: 0,
        vct_depth: 0,
        prover: false,
        ..Strength::MASTER
    });
    let limits = Limits {
        threads,
        ..Limits::default()
    };
    let started = Instant::now();
    let report = ai.analyse(game, &limits, &mut |_| {});
    (started.elapsed().as_secs_f64(), report.depth, report.nodes)
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// The positions timed: the level benchmark's (13 lines) and the
/// labelled set's openings (15 lines), by name.
fn positions() -> Vec<(String, Game)> {
    let mut all: Vec<(String, Game)> = POSITIONS
        .iter()
        .enumerate()
        .skip(1)
        .map(|(i, moves)| (format!("level position {i}"), game(moves, 13)))
        .collect();
    let labelled = [
        (
            "g000",
            include_str!("../tests/fixtures/review/g000-hard.txt"),
        ),
        (
            "g001",
            include_str!("../tests/fixtures/review/g001-hard.txt"),
        ),
        (
            "g002",
            include_str!("../tests/fixtures/review/g002-normal.txt"),
        ),
        (
            "g004",
            include_str!("../tests/fixtures/review/g004-hard.txt"),
        ),
    ];
    for (name, text) in labelled {
        let moves = text
            .lines()
            .find_map(|l| l.strip_prefix("moves "))
            .expect("a moves line");
        let mut game = Game::new(15, Rule::Freestyle).expect("15 is supported");
        for pos in parse_moves(moves, 15)
            .expect("the set's moves")
            .into_iter()
            .take(10)
        {
            game.play(pos).expect("legal move");
        }
        all.push((format!("{name} after 10 moves"), game));
    }
    all
}

fn main() {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    println!("{cores} hardware threads; {RUNS} pairs per position and depth");
    let mut all_ratios = Vec::new();
    for (name, game) in positions() {
        for depth in DEPTHS {
            // A position decided before this depth has no time to it.
            let (_, reached, _) = to_depth(&game, depth, 1);
            if reached < depth {
                println!("{name}: decided at depth {reached}, not timed");
                break;
            }
            let (mut one, mut two, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
            let (mut nodes_one, mut nodes_two) = (0, Vec::new());
            for run in 0..RUNS {
                let (a, b) = if run % 2 == 0 {
                    let a = to_depth(&game, depth, 1);
                    (a, to_depth(&game, depth, 2))
                } else {
                    let b = to_depth(&game, depth, 2);
                    (to_depth(&game, depth, 1), b)
                };
                assert_eq!((a.1, b.1), (depth, depth), "both reach depth {depth}");
                nodes_one = a.2;
                nodes_two.push(b.2 as f64);
                one.push(a.0);
                two.push(b.0);
                ratios.push(a.0 / b.0);
            }
            let (t1, t2) = (median(&mut one), median(&mut two));
            let ratio = median(&mut ratios);
            all_ratios.push(ratio);
            println!(
                "{name}, depth {depth}: one thread {t1:.3} s ({nodes_one} nodes), \
                 two {t2:.3} s (median {:.0} nodes); ratio {ratio:.2} (pairs {:.2} to {:.2})",
                median(&mut nodes_two),
                ratios[0],
                ratios[RUNS - 1],
            );
        }
    }
    let mut sorted = all_ratios.clone();
    println!(
        "ratios of the {} positions and depths timed: {:.2?}; their median {:.2}",
        all_ratios.len(),
        all_ratios,
        median(&mut sorted)
    );
}
