//! The table of levels: which levels meet ([`table_pairings`]), playing
//! those matches ([`level_table`]) and the Markdown table of the results.

use gomoku::engine::Level;

use crate::config::{Contestant, MatchSettings};
use crate::elo::Elo;
use crate::error::ArenaError;
use crate::game::GameRecord;
use crate::schedule::run_match;
use crate::summary::Summary;

/// The pairings of the table of levels, stronger first: every level
/// against the next lower one, then the strongest against each weaker one
/// not already met. `levels` is weakest first, like [`Level::ALL`].
#[must_use]
pub fn table_pairings(levels: &[Level]) -> Vec<(Level, Level)> {
    let mut pairings: Vec<(Level, Level)> = levels.windows(2).map(|w| (w[1], w[0])).collect();
    if let Some((&strongest, weaker)) = levels.split_last() {
        for &level in weaker.iter().rev() {
            if !pairings.contains(&(strongest, level)) {
                pairings.push((strongest, level));
            }
        }
    }
    pairings
}

/// Plays the table of levels ([`table_pairings`] over [`Level::ALL`]), each
/// match with `settings` (its contestants are replaced).
///
/// # Errors
/// [`ArenaError`] when the settings are invalid.
pub fn level_table(
    settings: &MatchSettings,
    progress: &(dyn Fn(&MatchSettings, &GameRecord) + Sync),
) -> Result<Vec<Summary>, ArenaError> {
    table_pairings(&Level::ALL)
        .into_iter()
        .map(|(a, b)| {
            let row = MatchSettings {
                a: Contestant::Level(a),
                b: Contestant::Level(b),
                ..settings.clone()
            };
            run_match(&row, &|g| progress(&row, g)).map(|r| r.summary())
        })
        .collect()
}

/// The table of levels as a Markdown table.
#[must_use]
pub fn table_markdown(rows: &[Summary]) -> String {
    use std::fmt::Write as _;
    let mut out = String::from(
        "| A | B | games | A +win =draw −loss | A score | Elo A − B (95 %) | A ms/move (max) | B ms/move (max) | overruns A/B | forfeits A/B |\n\
         | --- | --- | ---: | :---: | ---: | ---: | ---: | ---: | ---: | ---: |\n",
    );
    for s in rows {
        let elo = match s.results.elo {
            Some(Elo::Estimate { diff, .. }) => {
                format!("{diff:+.0} ± {:.0}", s.results.elo.map_or(0.0, Elo::margin))
            }
            Some(Elo::AtLeast { bound }) => format!("≥ {bound:+.0}"),
            Some(Elo::AtMost { bound }) => format!("≤ {bound:+.0}"),
            None => "—".into(),
        };
        let _ = writeln!(
            out,
            "| {} | {} | {} | +{} ={} −{} | {:.1} % | {elo} | {:.2} ({:.0}) | {:.2} ({:.0}) | {}/{} | {}/{} |",
            s.a,
            s.b,
            s.results.games,
            s.results.total.wins,
            s.results.total.draws,
            s.results.total.losses,
            s.results.score_percent,
            s.a_stats.mean_ms,
            s.a_stats.max_ms,
            s.b_stats.mean_ms,
            s.b_stats.max_ms,
            s.a_stats.overruns,
            s.b_stats.overruns,
            s.a_stats.forfeits,
            s.b_stats.forfeits,
        );
    }
    if let Some(s) = rows.first() {
        let _ = writeln!(
            out,
            "\n{0}×{0} {1}, {2} ms a move, {3} games per row (random openings, each played with both colours), seed {4}.",
            s.size, s.rule, s.time_ms, s.results.games, s.seed
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_pairs_neighbours_and_the_strongest_with_everyone() {
        let all = Level::ALL;
        let pairings = table_pairings(&all);
        let strongest = all[all.len() - 1];
        for w in all.windows(2) {
            assert!(pairings.contains(&(w[1], w[0])), "{w:?}");
        }
        for &weaker in &all[..all.len() - 1] {
            assert!(pairings.contains(&(strongest, weaker)));
        }
        let mut unique = pairings.clone();
        unique.dedup();
        assert_eq!(unique.len(), pairings.len());
        assert_eq!(
            table_pairings(&[Level::Seed, Level::Classic]),
            [(Level::Classic, Level::Seed)]
        );
        assert!(table_pairings(&[]).is_empty());
    }
}
