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

use std::collections::HashSet;

use gomoku::engine::{Level, Limits};
use gomoku::game::board::{Board, Pos, Stone};
use gomoku::game::notation::point_name;
use gomoku::game::opening::random_opening;
use gomoku::game::rules::{Game, Rule};
use rand::SeedableRng;
use rand::rngs::StdRng;

use super::reader::{Kind, Reader};
use super::suite::{defence_depth, has_win};

/// Board sizes and rules, by `HARVEST_SET`. Renju comes twice: its traps
/// are rare, and set 3 (other openings from the same seeds) is what the
/// fixtures' `s3…` positions were harvested from.
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

/// The fixture files, each taking at most one position per stretch of a
/// game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Fixture {
    Vcf,
    Vct,
    Defend,
    RenjuForbidden,
    RenjuTrap,
}

impl Fixture {
    fn file(self) -> &'static str {
        match self {
            Fixture::Vcf => "vcf.txt",
            Fixture::Vct => "vct.txt",
            Fixture::Defend => "defend.txt",
            Fixture::RenjuForbidden => "renju_forbidden.txt",
            Fixture::RenjuTrap => "renju_trap.txt",
        }
    }

    /// The position's name: where it comes from, what it is, and for the
    /// win sets how deep.
    fn name(self, tag: &str, depth: u32) -> String {
        match self {
            Fixture::Vcf => format!("{tag}-vcf{depth}"),
            Fixture::Vct => format!("{tag}-vct{depth}"),
            Fixture::Defend => format!("{tag}-defend"),
            Fixture::RenjuForbidden => format!("{tag}-forbidden"),
            Fixture::RenjuTrap => format!("{tag}-trap"),
        }
    }
}

/// One position under study: prints what it offers, at most one section of
/// each fixture not yet `found` in this stretch of the game.
struct Finder<'a> {
    tag: &'a str,
    rule: Rule,
    found: &'a mut HashSet<Fixture>,
}

impl Finder<'_> {
    /// Whether `fixture` still wants a position from this stretch.
    fn wants(&self, fixture: Fixture) -> bool {
        !self.found.contains(&fixture)
    }

    fn emit(&mut self, fixture: Fixture, kind: Kind, depth: u32, witness: Pos, board: &Board) {
        let kind_name = match kind {
            Kind::Vcf => "vcf",
            Kind::Vct => "vct",
        };
        let name = fixture.name(self.tag, depth);
        let witness = point_name(witness, board.size());
        println!(
            "@@ {}\n== {name} {} {kind_name} {depth} {witness}\n{board}",
            fixture.file(),
            self.rule
        );
        self.found.insert(fixture);
    }
}

/// The shortest depth (from 1) at which `attacker` wins by `kind`, with
/// the win's first move.
fn shortest(
    reader: &Reader,
    board: &Board,
    attacker: Stone,
    kind: Kind,
    max: u32,
) -> Option<(u32, Pos)> {
    (1..=max).find_map(|d| reader.win(board, attacker, kind, d).map(|m| (d, m)))
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

/// What one position offers, at most one section of each fixture not yet
/// in `found`.
fn classify(tag: &str, game: &Game, found: &mut HashSet<Fixture>) {
    let rule = game.rule();
    let mut finder = Finder { tag, rule, found };
    let reader = Reader::new(rule);
    let mut board = game.board().clone();
    let me = board.to_move();
    let them = me.opponent();
    if !reader.five_points(&board, me).is_empty() || !reader.five_points(&board, them).is_empty() {
        return;
    }
    if rule == Rule::Renju && me == Stone::Black && finder.wants(Fixture::RenjuForbidden) {
        let free = Reader::new(Rule::Freestyle);
        for (p, _) in game.forbidden_points() {
            board.set(p, Stone::Black).expect("empty");
            let tempting = !free.five_points(&board, Stone::Black).is_empty()
                || free.vcf(&board, Stone::Black, 1).is_some();
            board.clear(p);
            if tempting {
                finder.emit(Fixture::RenjuForbidden, Kind::Vcf, 1, p, &board);
                break;
            }
        }
    }
    if let Some((depth, witness)) = shortest(&reader, &board, me, Kind::Vcf, 12) {
        let trap = rule == Rule::Renju
            && me == Stone::White
            && !has_win(&Reader::lenient(rule), &board, me, Kind::Vcf, depth + 2);
        let fixture = if trap {
            Fixture::RenjuTrap
        } else {
            Fixture::Vcf
        };
        if finder.wants(fixture) && (trap || depth >= 2) {
            finder.emit(fixture, Kind::Vcf, depth, witness, &board);
        }
        return;
    }
    if let Some((depth, witness)) = shortest(&reader, &board, me, Kind::Vct, 3) {
        if finder.wants(Fixture::Vct) {
            finder.emit(Fixture::Vct, Kind::Vct, depth, witness, &board);
        }
        return;
    }
    if !finder.wants(Fixture::Defend) {
        return;
    }
    // A defence: the opponent would win if the side to move passed, and
    // some quiet move (not a four) stops it.
    let threat = match shortest(&reader, &board, them, Kind::Vcf, 10) {
        Some((d, m)) => Some((Kind::Vcf, d, m)),
        None => shortest(&reader, &board, them, Kind::Vct, 2).map(|(d, m)| (Kind::Vct, d, m)),
    };
    let Some((kind, depth, focus)) = threat else {
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
        let holds = quiet && !has_win(&reader, &board, them, kind, defence_depth(kind, depth));
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
        finder.emit(Fixture::Defend, kind, depth, witness, &board);
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
            let mut found = HashSet::new();
            let mut ply = 0;
            while game.outcome().is_none() && ply < 120 {
                let tag = format!("s{set}g{g}p{}", game.board().stone_count());
                // Each kind once per stretch of a game: forget after 12 plies.
                if ply % 12 == 0 {
                    found.clear();
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
