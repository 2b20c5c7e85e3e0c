//! The labelled set of lost games (`tests/fixtures/review/*.txt`): games
//! that `hard` and `normal` lost to `master` (15 lines, freestyle, node
//! budgets a move so that they come out the same on every machine), each
//! labelled by the prover with a hundred times the review's budget: the
//! loser's move after which the winner's forced win was proved and lasted
//! to the end.
//!
//! Written by an ignored test (release build, a few minutes):
//!
//! ```sh
//! cargo test --release --test core write_the_labelled_set -- --ignored --nocapture
//! ```
//!
//! and measured against the review by another:
//!
//! ```sh
//! cargo test --release --test core the_review_against_the_labelled_set -- --ignored --nocapture
//! ```
//!
//! A file reads `loser <colour>`, `moves <points>`, `decisive <move
//! number, from 1, or none>` and `label-nodes <positions a proof>`.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

use gomoku::engine::{Level, Limits};
use gomoku::game::board::{Pos, Stone};
use gomoku::game::notation::{moves_string, parse_moves};
use gomoku::game::opening::random_opening;
use gomoku::game::rules::{Game, Rule};
use gomoku::teacher::{Budget, Defence, REVIEW_NODES, find_mistakes, proofs};
use rand::SeedableRng;
use rand::rngs::StdRng;

const SIZE: usize = 15;
const GAMES: usize = 56;
/// The labelling's budget: a hundred times the review's.
fn label_nodes() -> u64 {
    Budget::nodes(REVIEW_NODES).proof_nodes() * 100
}

fn folder() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/review")
}

/// One game of the set.
struct Labelled {
    name: String,
    loser: Stone,
    moves: Vec<Pos>,
    /// The index of the decisive move, if the labelling found one.
    decisive: Option<usize>,
}

fn parse(name: &str, text: &str) -> Labelled {
    let mut loser = None;
    let mut moves = None;
    let mut decisive = None;
    for line in text.lines() {
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "loser" => {
                loser = Some(if value == "black" {
                    Stone::Black
                } else {
                    Stone::White
                })
            }
            "moves" => {
                moves = Some(parse_moves(value, SIZE).unwrap_or_else(|e| panic!("{name}: {e}")))
            }
            "decisive" => {
                decisive = value.parse::<usize>().ok().map(|n| n - 1);
            }
            _ => {}
        }
    }
    Labelled {
        name: name.to_string(),
        loser: loser.unwrap_or_else(|| panic!("{name}: no loser")),
        moves: moves.unwrap_or_else(|| panic!("{name}: no moves")),
        decisive,
    }
}

fn load() -> Vec<Labelled> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder())
        .expect("tests/fixtures/review")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|p| {
            let text = std::fs::read_to_string(p).expect("readable");
            parse(&p.file_name().expect("a name").to_string_lossy(), &text)
        })
        .collect()
}

/// The labelling: the start of the run of the loser's moves, counted back
/// from the end, after each of which the prover (with `nodes` a proof)
/// proves the winner's forced win.
fn label(moves: &[Pos], loser: Stone, nodes: u64) -> Option<usize> {
    let mut games = vec![Game::new(SIZE, Rule::Freestyle).expect("15 lines")];
    for &m in moves {
        let mut g = games.last().expect("a game").clone();
        g.play(m).expect("a legal move");
        games.push(g);
    }
    let mut prover = proofs::prover(nodes);
    let cancel = AtomicBool::new(false);
    let mut start = None;
    for i in (0..moves.len()).rev() {
        if games[i].to_move() != loser {
            continue;
        }
        if !proofs::win_of_mover(&mut prover, &games[i + 1], &cancel).is_win() {
            break;
        }
        start = Some(i);
    }
    start
}

/// A game of `weak` against master from a random opening; `Some` when
/// master won it.
fn lost_game(seed: u64, weak: Level) -> Option<(Stone, Vec<Pos>)> {
    let mut rng = StdRng::seed_from_u64(seed);
    let opening = random_opening(SIZE, Rule::Freestyle, 2, &mut rng)?;
    let mut game = Game::new(SIZE, Rule::Freestyle).ok()?;
    let mut moves = opening.clone();
    for &m in &opening {
        game.play(m).ok()?;
    }
    let weak_side = if seed.is_multiple_of(2) {
        Stone::Black
    } else {
        Stone::White
    };
    let mut weak_engine = weak.engine(seed);
    let mut master = Level::Master.engine(seed);
    while game.outcome().is_none() {
        let (engine, nodes) = if game.to_move() == weak_side {
            (&mut weak_engine, 3_000)
        } else {
            (&mut master, 10_000)
        };
        let m = engine.choose(&game, &Limits::nodes(nodes))?;
        game.play(m).ok()?;
        moves.push(m);
    }
    let won = game.outcome().and_then(|o| o.winner()) == Some(weak_side.opponent());
    won.then_some((weak_side, moves))
}

#[test]
#[ignore = "writes tests/fixtures/review (a few minutes in release)"]
fn write_the_labelled_set() {
    let nodes = label_nodes();
    std::fs::create_dir_all(folder()).expect("the folder");
    let mut written = 0;
    let mut seed = 0;
    while written < GAMES {
        let weak = if seed % 4 < 2 {
            Level::Hard
        } else {
            Level::Normal
        };
        if let Some((loser, moves)) = lost_game(seed, weak) {
            let decisive = label(&moves, loser, nodes);
            let text = format!(
                "# {weak} lost to master (seed {seed}), labelled by the prover\nloser {loser}\nmoves {}\ndecisive {}\nlabel-nodes {nodes}\n",
                moves_string(&moves, SIZE),
                decisive.map_or("none".to_string(), |i| (i + 1).to_string()),
            );
            let path = folder().join(format!("g{seed:03}-{weak}.txt"));
            std::fs::write(&path, text).expect("written");
            println!(
                "{}: decisive {decisive:?} of {}",
                path.display(),
                moves.len()
            );
            written += 1;
        }
        seed += 1;
    }
}

#[test]
fn the_labelled_set_holds_fifty_lost_games() {
    let set = load();
    assert!(set.len() >= 50, "only {} games", set.len());
    for g in &set {
        let mut game = Game::new(SIZE, Rule::Freestyle).expect("15 lines");
        for &m in &g.moves {
            game.play(m).unwrap_or_else(|e| panic!("{}: {e}", g.name));
        }
        assert_eq!(
            game.outcome().and_then(|o| o.winner()),
            Some(g.loser.opponent()),
            "{}",
            g.name
        );
        // The label is a move of the loser's.
        if let Some(i) = g.decisive {
            let before = i % 2 == 0;
            assert_eq!(before, g.loser == Stone::Black, "{}", g.name);
        }
    }
}

#[test]
#[ignore = "reviews every game of the set (minutes in release)"]
fn the_review_against_the_labelled_set() {
    let set = load();
    let big = label_nodes();
    // `REVIEW_SET_NODES` tries another engine budget (and so proof budget).
    let nodes = std::env::var("REVIEW_SET_NODES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(REVIEW_NODES);
    let (mut named, mut labelled, mut held, mut refuted) = (0, 0, 0, Vec::new());
    let mut times = Vec::new();
    for g in &set {
        let started = std::time::Instant::now();
        let review = find_mistakes(
            &g.moves,
            SIZE,
            Rule::Freestyle,
            g.loser,
            &Budget::nodes(nodes),
            &mut |_, _| {},
            &AtomicBool::new(false),
        )
        .expect("not cancelled");
        let found = review.decisive.as_ref().map(|d| d.index);
        if g.decisive.is_some() {
            labelled += 1;
            named += usize::from(found == g.decisive);
        }
        let took = started.elapsed();
        times.push(took);
        println!(
            "{}: label {:?}, review {found:?} ({:.1} s, {} moves)",
            g.name,
            g.decisive,
            took.as_secs_f64(),
            g.moves.len()
        );
        if let Some(d) = &review.decisive
            && let Defence::Held { pos, .. } = d.defence
        {
            held += 1;
            let mut game = Game::new(SIZE, Rule::Freestyle).expect("15 lines");
            for &m in &g.moves[..d.index] {
                game.play(m).expect("legal");
            }
            game.play(pos).expect("a legal holding move");
            let proof = proofs::prover(big).prove(&game);
            if proof.is_win() {
                refuted.push(format!("{}: {pos:?} {proof:?}", g.name));
            }
        }
    }
    times.sort();
    println!(
        "review time a game: median {:.1} s, slowest {:.1} s",
        times[times.len() / 2].as_secs_f64(),
        times.last().map_or(0.0, std::time::Duration::as_secs_f64)
    );
    println!(
        "{named} of {labelled} labelled losing moves named ({:.0} %); {held} holding moves, {} refuted",
        100.0 * named as f64 / labelled.max(1) as f64,
        refuted.len()
    );
    assert!(refuted.is_empty(), "refuted: {refuted:?}");
    assert!(named * 10 >= labelled * 9, "{named} of {labelled}");
}
