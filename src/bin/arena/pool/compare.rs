//! `--against`: the pooled reports set beside a baseline's, game by game
//! where both played the same match seed, number and opening.

use std::collections::HashMap;

use serde::Serialize;

use super::reports::{Game, Report};
use super::{Pool, pool};
use crate::config::Side;
use crate::elo::mean_with_error;

/// The pool set beside a baseline's, game by game where they share
/// openings.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Comparison {
    /// The reports pooled.
    pub pool: Pool,
    /// The baseline's reports pooled.
    pub baseline: Pool,
    /// Games both played from the same match seed, number and opening.
    pub shared_games: usize,
    /// Of those, the baseline's losses or draws A now won (a game played
    /// in several runs counts by the share of them that turned).
    pub turned_to_wins: f64,
    /// The baseline's wins or draws A now lost.
    pub turned_to_losses: f64,
    /// A's score minus the baseline's over the shared pairs, in
    /// percentage points, with its 95 % interval (`None`: no shared
    /// pairs).
    pub difference: Option<(f64, f64, f64)>,
}

/// Key of a game for the comparison: the match's board, rule and seed, the
/// game's number, and its opening.
type GameKey = (usize, String, u64, usize, String);

fn key(report: &Report, game: &Game) -> GameKey {
    (
        report.size,
        report.rule.clone(),
        report.seed,
        game.game,
        game.opening(),
    )
}

/// Per game key: the share of its games A won, drew and lost (a key
/// played in several runs counts each run alike), and the pair it
/// belongs to.
fn outcomes(reports: &[Report]) -> HashMap<GameKey, ([f64; 3], usize)> {
    // The outcomes counted, the runs, the pair.
    let mut out: HashMap<GameKey, ([f64; 3], usize, usize)> = HashMap::new();
    for r in reports {
        for g in &r.game_list {
            let e = out.entry(key(r, g)).or_insert(([0.0; 3], 0, g.pair));
            e.0[match g.winner {
                Some(Side::A) => 0,
                None => 1,
                Some(Side::B) => 2,
            }] += 1.0;
            e.1 += 1;
        }
    }
    out.into_iter()
        .map(|(k, (counts, runs, pair))| (k, (counts.map(|c| c / runs as f64), pair)))
        .collect()
}

/// The pool of `reports`, set beside the pool of `against`'s. A game the
/// baseline (or the pool) played in several runs is compared by the share
/// of those runs A won, drew and lost.
pub(super) fn compare(reports: &[Report], against: &[Report]) -> Result<Comparison, String> {
    let pool_now = pool(reports)?;
    let baseline = pool(against)?;
    let before = outcomes(against);
    let (mut shared, mut wins, mut losses) = (0, 0.0, 0.0);
    // Per shared pair: A's points now minus before, and the games counted.
    let mut pairs: HashMap<(usize, String, u64, usize), (f64, usize)> = HashMap::new();
    let points = |s: &[f64; 3]| s[0] + s[1] / 2.0;
    for (k, (now, pair)) in outcomes(reports) {
        let Some((then, _)) = before.get(&k) else {
            continue;
        };
        shared += 1;
        wins += now[0] * (1.0 - then[0]);
        losses += now[2] * (1.0 - then[2]);
        let (size, rule, seed, _, _) = k;
        let e = pairs.entry((size, rule, seed, pair)).or_default();
        *e = (e.0 + points(&now) - points(then), e.1 + 1);
    }
    let diffs: Vec<f64> = pairs.values().map(|&(d, n)| d / n as f64).collect();
    Ok(Comparison {
        pool: pool_now,
        baseline,
        shared_games: shared,
        turned_to_wins: wins,
        turned_to_losses: losses,
        // In percentage points, with the interval's ends.
        difference: mean_with_error(&diffs)
            .map(|(m, e)| (100.0 * m, 100.0 * (m - e), 100.0 * (m + e))),
    })
}

#[cfg(test)]
mod tests {
    use super::super::reports::made::{G, report};
    use super::*;
    use crate::elo::Z95;

    #[test]
    fn a_comparison_pairs_the_games_of_the_same_openings() {
        let base = report(
            5,
            15,
            &[
                (1, true, Some("A"), "h8i9j10", 2),
                (1, false, Some("B"), "h8i9j10", 2),
                (2, true, Some("A"), "g7g8g9", 3),
                (2, false, Some("A"), "g7g8g9", 3),
            ],
        );
        let now = report(
            5,
            15,
            &[
                // Pair 1: the white game turned to a win.
                (1, true, Some("A"), "h8i9j10k11", 2),
                (1, false, Some("A"), "h8i9k12", 2),
                // Pair 2: the black game turned to a loss, the white one held.
                (2, true, Some("B"), "g7g8g9a1", 3),
                (2, false, Some("A"), "g7g8g9", 3),
            ],
        );
        // Another seed and another opening share nothing.
        let other = report(6, 15, &[(1, true, Some("B"), "h8i9j10", 2)]);
        let c = compare(&[now, other], &[base]).expect("one measure");
        assert_eq!(c.shared_games, 4);
        assert_eq!((c.turned_to_wins, c.turned_to_losses), (1.0, 1.0));
        // Pairs: +0.5 and −0.5 a game: a mean of 0, its error 1.96 · 0.71 / √2.
        let (d, lo, hi) = c.difference.expect("shared pairs");
        assert!(d.abs() < 1e-9, "{d}");
        assert!((hi - 100.0 * Z95 * 0.5).abs() < 1e-9 && (lo + hi).abs() < 1e-9);
        assert_eq!(c.pool.results.games, 5);
        assert_eq!(c.baseline.results.games, 4);
        // A game opened otherwise is not the same game.
        let moved = report(5, 15, &[(1, true, Some("B"), "h9i9j10", 2)]);
        let base = report(5, 15, &[(1, true, Some("A"), "h8i9j10", 2)]);
        let c = compare(&[moved], &[base]).expect("one measure");
        assert_eq!((c.shared_games, c.difference), (0, None));
    }

    #[test]
    fn an_opening_played_in_several_runs_counts_by_its_shares() {
        let won = report(5, 15, &[(1, false, Some("A"), G, 2)]);
        let lost = report(5, 15, &[(1, false, Some("B"), G, 2)]);
        let now = report(5, 15, &[(1, false, Some("A"), G, 2)]);
        let c = compare(&[now], &[won, lost]).expect("one measure");
        assert_eq!(c.shared_games, 1);
        assert_eq!((c.turned_to_wins, c.turned_to_losses), (0.5, 0.0));
        assert_eq!(c.difference.map(|d| d.0), Some(50.0));
    }
}
