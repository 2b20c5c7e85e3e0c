//! The engine's prover against the brute-force [`Reader`]: at the same
//! depth (the attacker's moves) both must find the same answer — a win, or
//! none — on every tactics fixture and on threat positions from self-play.
//! The prover's line must also be a win the reader accepts.

use gomoku::engine::Level;
use gomoku::engine::Limits;
use gomoku::engine::prover::{Kind as ProverKind, Proof, Prover};
use gomoku::engine::search::position::{Position, Threat};
use gomoku::game::notation::point_name;
use gomoku::game::opening::random_opening;
use gomoku::game::rules::{Game, Rule};
use rand::SeedableRng;
use rand::rngs::StdRng;

use super::reader::{Kind, Reader};
use super::suite::{self, Puzzle};

/// Enough for every fixture and self-play position at the depths read here:
/// an `Unknown` fails the test rather than passing for either answer.
const NODES: u64 = 2_000_000;

fn prover_kind(kind: Kind) -> ProverKind {
    match kind {
        Kind::Vcf => ProverKind::Vcf,
        Kind::Vct => ProverKind::Vct,
    }
}

/// Compares the prover with the reader on `game` (side to move attacking)
/// for a win of `kind` within `depth`; `Err` describes a disagreement.
fn agree(game: &Game, kind: Kind, depth: u32) -> Result<bool, String> {
    let board = game.board();
    let me = board.to_move();
    let reader = Reader::new(game.rule());
    let expected = reader.win(board, me, kind, depth).is_some();
    let proof = Prover::new(prover_kind(kind))
        .depth(depth)
        .nodes(NODES)
        .prove(game);
    let what = format!(
        "{kind:?} at depth {depth} for {me}, {}\n{board}",
        game.rule()
    );
    match proof {
        Proof::Unknown { nodes } => Err(format!("unknown after {nodes} nodes: {what}")),
        Proof::NoWin { .. } if expected => Err(format!("reader wins, prover does not: {what}")),
        Proof::Win { line, .. } if !expected => {
            let line: Vec<String> = line.iter().map(|&p| point_name(p, board.size())).collect();
            Err(format!(
                "prover wins ({}), reader does not: {what}",
                line.join(" ")
            ))
        }
        Proof::Win { line, plies, .. } => {
            // The line's first move wins by the reader too.
            let first = line[0];
            let wins = match kind {
                Kind::Vcf => reader.wins_by_fours_after(board, me, first, depth),
                Kind::Vct => reader.wins_after(board, me, first, depth),
            };
            let name = point_name(first, board.size());
            if !wins {
                return Err(format!("the prover's {name} does not win: {what}"));
            }
            if plies < 1 || plies > 2 * depth + 1 {
                return Err(format!("{plies} plies for a win within {depth}: {what}"));
            }
            Ok(true)
        }
        Proof::NoWin { .. } => Ok(false),
    }
}

/// Both kinds, at the puzzle's depth and one less (where the reader has
/// proved there is no win of its kind).
fn check_puzzle(p: &Puzzle) -> Vec<String> {
    let game = Game::from_board(p.board.clone(), p.rule);
    let mut failed = Vec::new();
    for kind in [Kind::Vcf, Kind::Vct] {
        for depth in [p.depth - 1, p.depth] {
            if let Err(e) = agree(&game, kind, depth) {
                failed.push(format!("{}: {e}", p.name));
            }
        }
    }
    failed
}

#[test]
fn the_prover_agrees_with_the_reader_on_every_win_fixture() {
    let mut failed = Vec::new();
    let mut checked = 0;
    for text in [suite::VCF, suite::VCT, suite::RENJU_TRAP] {
        for p in suite::parse(text) {
            failed.extend(check_puzzle(&p));
            checked += 1;
        }
    }
    assert!(checked >= 30, "only {checked} fixtures");
    assert!(
        failed.is_empty(),
        "{} disagreements:\n{}",
        failed.len(),
        failed.join("\n")
    );
}

#[test]
fn the_prover_agrees_with_the_reader_on_the_defence_fixtures() {
    // The side to move in a defence puzzle faces a threat and has no win
    // of its own (the suite checks that with the reader): the prover must
    // find none either, and the reader's answer at each depth.
    let mut failed = Vec::new();
    for p in suite::parse(suite::DEFEND) {
        failed.extend(check_puzzle(&p));
    }
    assert!(
        failed.is_empty(),
        "{} disagreements:\n{}",
        failed.len(),
        failed.join("\n")
    );
}

/// Positions from games of `normal` against itself (random four-stone
/// openings, freestyle and renju on 15 lines) where the side to move can
/// make a four or an open three: `count` of them, the same every run.
pub fn threat_positions(count: usize) -> Vec<Game> {
    let mut found = Vec::new();
    let mut seed = 0u64;
    while found.len() < count {
        let rule = if seed % 3 == 2 {
            Rule::Renju
        } else {
            Rule::Freestyle
        };
        let mut rng = StdRng::seed_from_u64(seed);
        let opening = random_opening(15, rule, 4, &mut rng).expect("an opening");
        let mut game = Game::new(15, rule).expect("15 lines");
        for m in opening {
            game.play(m).expect("a legal opening");
        }
        let mut engines = [Level::Normal.engine(seed), Level::Normal.engine(seed + 1)];
        let mut turn = 0;
        while game.outcome().is_none() && found.len() < count {
            let pos = Position::from_game(&game);
            let me = pos.to_move();
            if !pos.points_with(me, Threat::OpenThree).is_empty() {
                found.push(game.clone());
            }
            let Some(m) = engines[turn % 2].choose(&game, &Limits::nodes(1)) else {
                break;
            };
            game.play(m).expect("a legal move");
            turn += 1;
        }
        seed += 1;
    }
    found
}

/// The reader's and the prover's answers on `count` self-play positions:
/// wins by fours within 5 moves and by threats within 3. Returns the
/// disagreements and how many wins of each kind there were.
fn self_play(count: usize) -> (Vec<String>, usize, usize) {
    let mut failed = Vec::new();
    let (mut fours, mut threats) = (0, 0);
    for (n, game) in threat_positions(count).iter().enumerate() {
        match agree(game, Kind::Vcf, 5) {
            Ok(won) => fours += usize::from(won),
            Err(e) => failed.push(format!("#{n}: {e}")),
        }
        match agree(game, Kind::Vct, 3) {
            Ok(won) => threats += usize::from(won),
            Err(e) => failed.push(format!("#{n}: {e}")),
        }
    }
    (failed, fours, threats)
}

#[test]
fn the_prover_agrees_with_the_reader_on_self_play_positions() {
    let (failed, fours, threats) = self_play(100);
    assert!(
        failed.is_empty(),
        "{} disagreements:\n{}",
        failed.len(),
        failed.join("\n")
    );
    // The positions are not all trivial: some have wins of each kind.
    assert!(
        fours >= 5 && threats >= 5,
        "{fours} by fours, {threats} by threats"
    );
}

/// The thousand positions (a few minutes in a debug build):
/// `cargo test --release --test core thousand -- --ignored`.
#[test]
#[ignore = "slow: 1000 positions"]
fn the_prover_agrees_with_the_reader_on_a_thousand_self_play_positions() {
    let (failed, fours, threats) = self_play(1000);
    println!("1000 positions: {fours} wins by fours, {threats} by threats");
    assert!(
        failed.is_empty(),
        "{} disagreements:\n{}",
        failed.len(),
        failed.join("\n")
    );
}

/// One fixture by name (`PROVE=<name>`), with the prover's numbers: for
/// looking into a disagreement.
#[test]
#[ignore = "a probe"]
fn probe() {
    let name = std::env::var("PROVE").unwrap_or_default();
    if let Some(n) = name.strip_prefix('#').and_then(|n| n.parse::<usize>().ok()) {
        let game = &threat_positions(n + 1)[n];
        println!("{:?}", agree(game, Kind::Vcf, 5));
        println!("{:?}", agree(game, Kind::Vct, 3));
        return;
    }
    for text in [suite::VCF, suite::VCT, suite::RENJU_TRAP, suite::DEFEND] {
        for p in suite::parse(text).into_iter().filter(|p| p.name == name) {
            let game = Game::from_board(p.board.clone(), p.rule);
            for kind in [ProverKind::Vcf, ProverKind::Vct] {
                let t = std::time::Instant::now();
                let proof = Prover::new(kind).depth(p.depth).nodes(NODES).prove(&game);
                println!("{kind:?}: {proof:?} in {:?}", t.elapsed());
            }
        }
    }
}
