//! Finds the suite's positions in real games: master plays hard from random
//! openings, and every position is put to the [`Reader`]. What it finds is
//! printed as fixture sections (`@@ <file>` before each) to be split into
//! `tests/fixtures/tactics/`. Not part of the test run; rerun with
//!
//! ```sh
//! HARVEST_GAMES=40 HARVEST_SEED=0 cargo test --release --test core harvest -- --ignored --nocapture
//! ```
//!
//! (`HARVEST_SET` picks one of the board and rule sets below; all by
//! default.)

use gomoku::engine::{Level, Limits};
use gomoku::game::board::{Board, Pos, Stone};
use gomoku::game::notation::point_name;
use gomoku::game::opening::random_opening;
use gomoku::game::rules::{Game, Rule};
use rand::SeedableRng;
use rand::rngs::StdRng;

use super::reader::Reader;
use super::suite::{Kind, defence_depth, has_win};

const SETS: [(usize, Rule); 4] = [
    (15, Rule::Freestyle),
    (13, Rule::Freestyle),
    (15, Rule::Renju),
    (15, Rule::Renju),
];

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn section(
    file: &str,
    name: &str,
    rule: Rule,
    kind: Kind,
    depth: u32,
    witness: Pos,
    board: &Board,
) {
    let kind = match kind {
        Kind::Vcf => "vcf",
        Kind::Vct => "vct",
    };
    let witness = point_name(witness, board.size());
    println!("@@ {file}\n== {name} {rule} {kind} {depth} {witness}\n{board}");
}

/// The shortest depth (from 1) at which `attacker` wins by `kind`.
fn shortest(
    reader: &Reader,
    board: &mut Board,
    attacker: Stone,
    kind: Kind,
    max: u32,
) -> Option<u32> {
    (1..=max).find(|&d| has_win(reader, board, attacker, kind, d))
}

/// Points near the stones, nearest to `focus` first.
fn near(board: &Board, focus: Pos) -> Vec<Pos> {
    let mut points: Vec<Pos> = board
        .empty_points()
        .filter(|p| {
            board.points().any(|q| {
                board.get(q).is_some()
                    && (i32::from(p.x) - i32::from(q.x)).abs() <= 2
                    && (i32::from(p.y) - i32::from(q.y)).abs() <= 2
            })
        })
        .collect();
    points.sort_by_key(|p| {
        (i32::from(p.x) - i32::from(focus.x))
            .abs()
            .max((i32::from(p.y) - i32::from(focus.y)).abs())
    });
    points
}

/// What one position offers, at most one section of each file.
fn classify(tag: &str, game: &Game, found: &mut [bool; 5]) {
    let rule = game.rule();
    let reader = Reader::new(rule);
    let mut board = game.board().clone();
    let me = board.to_move();
    let them = me.opponent();
    if !reader.five_points(&board, me).is_empty() || !reader.five_points(&board, them).is_empty() {
        return;
    }
    if rule == Rule::Renju && me == Stone::Black && !found[3] {
        let free = Reader::new(Rule::Freestyle);
        for (p, _) in game.forbidden_points() {
            board.set(p, Stone::Black).expect("empty");
            let tempting = !free.five_points(&board, Stone::Black).is_empty()
                || free.vcf(&mut board, Stone::Black, 1).is_some();
            board.clear(p);
            if tempting {
                section(
                    "renju_forbidden.txt",
                    &format!("{tag}-forbidden"),
                    rule,
                    Kind::Vcf,
                    1,
                    p,
                    &board,
                );
                found[3] = true;
                break;
            }
        }
    }
    if let Some(depth) = shortest(&reader, &mut board, me, Kind::Vcf, 12) {
        let witness = reader.vcf(&mut board, me, depth).expect("found");
        if rule == Rule::Renju && me == Stone::White && !found[4] {
            let lenient = Reader::lenient(rule);
            if !has_win(&lenient, &mut board, me, Kind::Vcf, depth + 2) {
                section(
                    "renju_trap.txt",
                    &format!("{tag}-trap"),
                    rule,
                    Kind::Vcf,
                    depth,
                    witness,
                    &board,
                );
                found[4] = true;
                return;
            }
        }
        if depth >= 2 && !found[0] {
            section(
                "vcf.txt",
                &format!("{tag}-vcf{depth}"),
                rule,
                Kind::Vcf,
                depth,
                witness,
                &board,
            );
            found[0] = true;
        }
        return;
    }
    if let Some(depth) = shortest(&reader, &mut board, me, Kind::Vct, 3) {
        if !found[1] {
            let witness = reader.vct(&mut board, me, depth).expect("found");
            section(
                "vct.txt",
                &format!("{tag}-vct{depth}"),
                rule,
                Kind::Vct,
                depth,
                witness,
                &board,
            );
            found[1] = true;
        }
        return;
    }
    if found[2] {
        return;
    }
    // A defence: the opponent would win if the side to move passed, and
    // some quiet move (not a four) stops it.
    let threat = match shortest(&reader, &mut board, them, Kind::Vcf, 10) {
        Some(d) => Some((Kind::Vcf, d)),
        None => shortest(&reader, &mut board, them, Kind::Vct, 2).map(|d| (Kind::Vct, d)),
    };
    let Some((kind, depth)) = threat else {
        return;
    };
    let Some(focus) = (match kind {
        Kind::Vcf => reader.vcf(&mut board, them, depth),
        Kind::Vct => reader.vct(&mut board, them, depth),
    }) else {
        return;
    };
    let mut defences = 0;
    let mut witness = None;
    let candidates = near(&board, focus);
    let total = candidates.len();
    for m in candidates {
        if !reader.legal(&board, m, me) {
            continue;
        }
        board.set(m, me).expect("empty");
        let quiet = reader.five_points(&board, me).is_empty();
        let holds = quiet && !has_win(&reader, &mut board, them, kind, defence_depth(kind, depth));
        board.clear(m);
        if holds {
            defences += 1;
            witness.get_or_insert(m);
        }
    }
    // "Must defend": a few moves hold, most lose.
    if let Some(witness) = witness
        && defences * 4 <= total
    {
        section(
            "defend.txt",
            &format!("{tag}-defend"),
            rule,
            kind,
            depth,
            witness,
            &board,
        );
        found[2] = true;
    }
}

#[test]
#[ignore = "finds fixture positions; run by hand (see the module doc)"]
fn harvest() {
    let games = env("HARVEST_GAMES", 12);
    let seed = env("HARVEST_SEED", 0);
    let only = std::env::var("HARVEST_SET")
        .ok()
        .and_then(|v| v.parse::<usize>().ok());
    for (set, &(size, rule)) in SETS.iter().enumerate() {
        if only.is_some_and(|o| o != set) {
            continue;
        }
        for g in seed..seed + games {
            let mut rng = StdRng::seed_from_u64(g * 31 + set as u64);
            let Some(opening) = random_opening(size, rule, 4, &mut rng) else {
                continue;
            };
            let mut game = Game::new(size, rule).expect("size");
            for m in opening {
                game.play(m).expect("legal opening");
            }
            let master_is_black = g % 2 == 0;
            let mut found = [false; 5];
            let mut ply = 0;
            while game.outcome().is_none() && ply < 120 {
                let tag = format!("s{set}g{g}p{}", game.board().stone_count());
                // Each kind once per stretch of a game: forget after 12 plies.
                if ply % 12 == 0 {
                    found = [false; 5];
                }
                classify(&tag, &game, &mut found);
                let black_to_move = game.to_move() == Stone::Black;
                let level = if black_to_move == master_is_black {
                    Level::Master
                } else {
                    Level::Hard
                };
                let Some(m) = level.engine(g).choose(&game, &Limits::nodes(20_000)) else {
                    break;
                };
                game.play(m).expect("the engine plays legal moves");
                ply += 1;
            }
        }
    }
}
