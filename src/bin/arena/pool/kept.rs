//! The arena reports the README quotes, kept in `benches/arena/` so that a
//! pool, a comparison or an SPRT can be redone on any machine (reports
//! left on one machine's disk were lost with it). Each must still read as
//! a report, and its games must be games: every pair two games of one
//! opening with the colours swapped, every stone legal by the rules, a
//! game won on the board ending in the winner's five and nowhere before.

use std::collections::BTreeMap;
use std::path::PathBuf;

use gomoku::game::board::Stone;
use gomoku::game::notation::parse_moves;
use gomoku::game::rules::{Game, Rule};

use super::reports::{Report, read_all};
use super::{Side, pool};
use crate::game::EndReason;

/// Where the kept reports are.
fn kept_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("benches/arena")
}

/// The kept reports' paths, sorted.
fn kept_paths() -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(kept_dir())
        .expect("benches/arena is in the repository")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    paths.sort();
    paths
}

/// Replays one game; `Err` says what is wrong with it.
fn replay(report: &Report, game: &super::reports::Game, end: &EndReason) -> Result<(), String> {
    let rule: Rule = report.rule.parse()?;
    let moves = parse_moves(&game.moves, report.size).map_err(|e| e.to_string())?;
    let mut board = Game::new(report.size, rule).map_err(|e| e.to_string())?;
    let stone = |side: Side| {
        if side == game.black {
            Stone::Black
        } else {
            Stone::White
        }
    };
    // A forfeit's last stone may be the offence (a point taken, a
    // forbidden point): it is not replayed.
    let kept = match end {
        EndReason::Forfeit { .. } => moves.len().saturating_sub(1),
        _ => moves.len(),
    };
    for (n, &pos) in moves[..kept].iter().enumerate() {
        let outcome = board
            .play(pos)
            .map_err(|e| format!("stone {}: {e:?}", n + 1))?;
        let last = n + 1 == kept;
        match (outcome, end, last) {
            (None, _, false) | (None, EndReason::Forfeit { .. } | EndReason::MoveCap, true) => {}
            (Some(o), EndReason::Five | EndReason::FullBoard, true) => {
                let expected = game.winner.map(stone);
                if o.winner() != expected {
                    return Err(format!("ends {o:?}, the report says {expected:?}"));
                }
            }
            (o, _, _) => return Err(format!("stone {}: outcome {o:?} against {end:?}", n + 1)),
        }
    }
    if let EndReason::Forfeit { side, .. } = end
        && game.winner != Some(side.other())
    {
        return Err(format!(
            "{side:?} forfeited but the winner is {:?}",
            game.winner
        ));
    }
    Ok(())
}

#[test]
fn every_kept_report_reads_and_its_games_replay_by_the_rules() {
    let paths = kept_paths();
    assert!(!paths.is_empty(), "the README quotes reports kept here");
    let reports = read_all(&paths).expect("every kept report reads");
    for (path, report) in paths.iter().zip(&reports) {
        let name = path.display();
        let mut pairs: BTreeMap<usize, Vec<&super::reports::Game>> = BTreeMap::new();
        for game in &report.game_list {
            let end = game
                .end
                .as_ref()
                .unwrap_or_else(|| panic!("{name}, game {}: no end", game.game));
            if let Err(e) = replay(report, game, end) {
                panic!("{name}, game {}: {e}", game.game);
            }
            pairs.entry(game.pair).or_default().push(game);
        }
        for (pair, games) in &pairs {
            let [one, two] = games.as_slice() else {
                panic!("{name}, pair {pair}: {} games, not two", games.len());
            };
            assert_eq!(
                one.opening(),
                two.opening(),
                "{name}, pair {pair}: one opening"
            );
            assert_ne!(one.black, two.black, "{name}, pair {pair}: colours swapped");
        }
    }
}

#[test]
fn the_kept_reports_of_each_board_pool_as_one_measure() {
    let paths = kept_paths();
    let reports = read_all(&paths).expect("every kept report reads");
    let mut by_board: BTreeMap<(usize, String, u64), Vec<Report>> = BTreeMap::new();
    for r in reports {
        by_board
            .entry((r.size, r.rule.clone(), r.time_ms))
            .or_default()
            .push(r);
    }
    for ((size, rule, ms), reports) in &by_board {
        let games: usize = reports.iter().map(|r| r.game_list.len()).sum();
        let points: f64 = reports
            .iter()
            .flat_map(|r| &r.game_list)
            .map(super::reports::Game::a_points)
            .sum();
        let p = pool(reports).unwrap_or_else(|e| panic!("{size}×{size} {rule} {ms} ms: {e}"));
        assert_eq!(p.results.games, games);
        assert!(
            (p.results.score_percent - 100.0 * points / games as f64).abs() < 1e-9,
            "{size}×{size}: the pool's score is its games' points"
        );
    }
}
