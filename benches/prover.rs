//! Proof time and nodes of the prover on the tactics fixtures:
//! `cargo bench --bench prover`.
//!
//! Before the timings it prints, for every VCF and VCT fixture, the plies
//! of the proved win and the positions generated; the benchmarks then time
//! proving each set whole (the counter is the positions generated, so
//! divan also shows them per second).

use divan::counter::ItemsCount;
use gomoku::engine::prover::{Kind, Proof, Prover};
use gomoku::game::notation::parse_board;
use gomoku::game::rules::{Game, Rule};

const VCF: &str = include_str!("../tests/fixtures/tactics/vcf.txt");
const VCT: &str = include_str!("../tests/fixtures/tactics/vct.txt");

/// Every fixture's name and position (the format is
/// `tests/core/tactics/suite.rs`'s: `== name rule kind depth witness`, then
/// the diagram).
fn fixtures(text: &str) -> Vec<(String, Game)> {
    let mut sections: Vec<(String, Rule, String)> = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        if let Some(header) = line.strip_prefix("== ") {
            let fields: Vec<&str> = header.split_whitespace().collect();
            let rule = fields[1].parse().expect("a rule");
            sections.push((fields[0].to_string(), rule, String::new()));
        } else if let Some((_, _, diagram)) = sections.last_mut() {
            diagram.push_str(line);
            diagram.push('\n');
        }
    }
    sections
        .into_iter()
        .map(|(name, rule, diagram)| {
            let board = parse_board(&diagram).expect("a diagram");
            (name, Game::from_board(board, rule))
        })
        .collect()
}

/// Proves every position with a fresh prover; the positions generated.
fn prove_all(kind: Kind, games: &[(String, Game)]) -> u64 {
    games
        .iter()
        .map(|(_, g)| Prover::new(kind).prove(g).nodes())
        .sum()
}

fn main() {
    for (kind, text) in [(Kind::Vcf, VCF), (Kind::Vct, VCT)] {
        for (name, game) in fixtures(text) {
            let started = std::time::Instant::now();
            match Prover::new(kind).prove(&game) {
                Proof::Win { plies, nodes, .. } => println!(
                    "{name}: {kind:?} win in {plies} plies, {nodes} nodes, {:.1} ms",
                    started.elapsed().as_secs_f64() * 1000.0
                ),
                other => println!("{name}: {kind:?} NOT PROVED: {other:?}"),
            }
        }
    }
    divan::main();
}

#[divan::bench(sample_count = 10, sample_size = 1)]
fn vcf_fixtures(bencher: divan::Bencher) {
    let games = fixtures(VCF);
    let nodes = prove_all(Kind::Vcf, &games);
    bencher
        .counter(ItemsCount::new(nodes))
        .bench_local(|| prove_all(Kind::Vcf, divan::black_box(&games)));
}

#[divan::bench(sample_count = 10, sample_size = 1)]
fn vct_fixtures(bencher: divan::Bencher) {
    let games = fixtures(VCT);
    let nodes = prove_all(Kind::Vct, &games);
    bencher
        .counter(ItemsCount::new(nodes))
        .bench_local(|| prove_all(Kind::Vct, divan::black_box(&games)));
}
