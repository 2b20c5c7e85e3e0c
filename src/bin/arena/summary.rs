//! The numbers of a match ([`Summary`]): wins, draws and losses (also by
//! colour), the score and Elo, move times, how the games ended, and every
//! overrun and forfeit, tallied from the games' records. How they are
//! printed is `report`'s business.

use std::fmt;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::config::Side;
use crate::elo::{Elo, elo_estimate};
use crate::game::{EndReason, GameRecord};
use crate::schedule::MatchReport;

/// Wins, draws and losses from A's point of view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Wdl {
    /// Games A won.
    pub wins: usize,
    /// Drawn games.
    pub draws: usize,
    /// Games A lost.
    pub losses: usize,
}

impl Wdl {
    pub fn add(&mut self, winner: Option<Side>) {
        match winner {
            Some(Side::A) => self.wins += 1,
            Some(Side::B) => self.losses += 1,
            None => self.draws += 1,
        }
    }

    /// Games counted.
    #[must_use]
    pub fn games(self) -> usize {
        self.wins + self.draws + self.losses
    }

    /// A's score, a draw half a win, as a fraction (0 with no games).
    #[must_use]
    pub fn score(self) -> f64 {
        let points = self.wins as f64 + self.draws as f64 / 2.0;
        points / self.games().max(1) as f64
    }
}

impl fmt::Display for Wdl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "+{} ={} -{}", self.wins, self.draws, self.losses)
    }
}

/// Move times and trouble of one contestant (read back from a report by
/// `--pool`, which adds them up).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SideStats {
    /// The contestant's name.
    pub name: String,
    /// Moves played (after the openings).
    pub moves: usize,
    /// Mean time a move, in milliseconds.
    pub mean_ms: f64,
    /// Forced moves (a five to make or to block).
    pub forced_moves: usize,
    /// Mean time of a forced move, in milliseconds.
    pub forced_mean_ms: f64,
    /// Mean time of the other moves, in milliseconds.
    pub other_mean_ms: f64,
    /// Longest move, in milliseconds.
    pub max_ms: f64,
    /// Moves over the limit (within the grace or not).
    pub overruns: usize,
    /// Games lost by forfeit.
    pub forfeits: usize,
}

impl SideStats {
    /// These numbers and `other`'s together, as if one contestant had
    /// played both sets of moves: counts added, means weighted by their
    /// moves, the longest move the longer (the name kept).
    pub fn add(&mut self, other: &SideStats) {
        let mean = |a: f64, n: usize, b: f64, m: usize| {
            if n + m == 0 {
                0.0
            } else {
                (a * n as f64 + b * m as f64) / (n + m) as f64
            }
        };
        let others = |s: &SideStats| s.moves.saturating_sub(s.forced_moves);
        self.mean_ms = mean(self.mean_ms, self.moves, other.mean_ms, other.moves);
        self.forced_mean_ms = mean(
            self.forced_mean_ms,
            self.forced_moves,
            other.forced_mean_ms,
            other.forced_moves,
        );
        self.other_mean_ms = mean(
            self.other_mean_ms,
            others(self),
            other.other_mean_ms,
            others(other),
        );
        self.moves += other.moves;
        self.forced_moves += other.forced_moves;
        self.max_ms = self.max_ms.max(other.max_ms);
        self.overruns += other.overruns;
        self.forfeits += other.forfeits;
    }
}

/// A's results over a set of games: counted, by colour, the score and the
/// Elo from the pairs. A match's summary and a pool of reports
/// (`--pool`) tally them alike.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Results {
    /// Games played.
    pub games: usize,
    /// A's results.
    pub total: Wdl,
    /// A's results with black.
    pub a_black: Wdl,
    /// A's results with white.
    pub a_white: Wdl,
    /// A's score, 0 to 100 %.
    pub score_percent: f64,
    /// The Elo difference A − B.
    pub elo: Option<Elo>,
}

impl Results {
    /// From each game's winner (`None`: a draw) and whether A had black,
    /// and A's score in each pair (for [`elo_estimate`]).
    #[must_use]
    pub fn tally(
        games: impl IntoIterator<Item = (Option<Side>, bool)>,
        pair_scores: &[f64],
    ) -> Results {
        let mut r = Results::default();
        for (winner, a_black) in games {
            r.total.add(winner);
            if a_black {
                r.a_black.add(winner);
            } else {
                r.a_white.add(winner);
            }
        }
        // Kept beside the counts for the report's readers; derived from them.
        r.games = r.total.games();
        r.score_percent = 100.0 * r.total.score();
        r.elo = elo_estimate(pair_scores);
        r
    }
}

/// How the games ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Ends {
    /// Games won by a five.
    pub five: usize,
    /// Draws on a full board.
    pub full_board: usize,
    /// Draws at the move cap.
    pub move_cap: usize,
    /// Games lost by forfeit.
    pub forfeit: usize,
}

/// An overrun or forfeit, for the report.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Incident {
    /// The game's number, from 1.
    pub game: usize,
    /// Who.
    pub side: Side,
    /// The contestant's name.
    pub name: String,
    /// What happened.
    pub what: String,
}

/// One game in the machine-readable summary.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameSummary {
    /// The game's number, from 1.
    pub game: usize,
    /// Its pair, from 1.
    pub pair: usize,
    /// Who had black: `"A"` or `"B"`.
    pub black: Side,
    /// The winner, `null` for a draw.
    pub winner: Option<Side>,
    /// How it ended.
    pub end: EndReason,
    /// Every stone, opening first, in `h8` notation.
    pub moves: String,
    /// How many stones the opening had.
    pub opening_plies: usize,
}

/// The numbers of a match, as printed and as JSON.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Summary {
    /// A's name.
    pub a: String,
    /// B's name.
    pub b: String,
    /// Board size.
    pub size: usize,
    /// The rule.
    pub rule: String,
    /// Time limit per move, in milliseconds.
    pub time_ms: u64,
    /// Each side's time for a game, in milliseconds (a match clock; none:
    /// the limit per move alone).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub match_ms: Option<u64>,
    /// Grace past the limit, in milliseconds.
    pub grace_ms: u64,
    /// The match seed.
    pub seed: u64,
    /// Threads the games ran on.
    pub threads: usize,
    /// A's results (their fields stand in the JSON beside these).
    #[serde(flatten)]
    pub results: Results,
    /// A's move times.
    pub a_stats: SideStats,
    /// B's move times.
    pub b_stats: SideStats,
    /// How the games ended.
    pub ends: Ends,
    /// Moves over the limit.
    pub overruns: Vec<Incident>,
    /// Games lost by forfeit.
    pub forfeits: Vec<Incident>,
    /// Every game.
    pub game_list: Vec<GameSummary>,
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

impl MatchReport {
    /// A's score in each pair, as a fraction (for [`elo_estimate`]).
    #[must_use]
    pub fn pair_scores(&self) -> Vec<f64> {
        self.games
            .chunks(2)
            .map(|pair| pair.iter().map(GameRecord::a_points).sum::<f64>() / pair.len() as f64)
            .collect()
    }

    /// The match's numbers.
    #[must_use]
    pub fn summary(&self) -> Summary {
        let c = &self.settings;
        let mut ends = Ends::default();
        let mut stats = [SideStats::default(), SideStats::default()];
        let mut sums = [Duration::ZERO; 2];
        let mut forced_sums = [Duration::ZERO; 2];
        let mut overruns = Vec::new();
        let mut forfeits = Vec::new();
        for side in [Side::A, Side::B] {
            stats[side.index()].name = c.contestant(side).name();
        }
        for g in &self.games {
            match &g.end {
                EndReason::Five => ends.five += 1,
                EndReason::FullBoard => ends.full_board += 1,
                EndReason::MoveCap => ends.move_cap += 1,
                EndReason::Forfeit { side, reason } => {
                    ends.forfeit += 1;
                    stats[side.index()].forfeits += 1;
                    forfeits.push(Incident {
                        game: g.index + 1,
                        side: *side,
                        name: c.contestant(*side).name(),
                        what: reason.clone(),
                    });
                }
            }
            for m in &g.moves {
                let s = &mut stats[m.side.index()];
                s.moves += 1;
                s.max_ms = s.max_ms.max(ms(m.took));
                sums[m.side.index()] += m.took;
                if m.forced {
                    s.forced_moves += 1;
                    forced_sums[m.side.index()] += m.took;
                }
            }
            for o in &g.overruns {
                stats[o.side.index()].overruns += 1;
                let what = if o.forfeited {
                    format!("move {}: no answer within {:.0} ms", o.ply + 1, ms(o.took))
                } else {
                    format!(
                        "move {}: took {:.0} ms (limit {:.0} ms)",
                        o.ply + 1,
                        ms(o.took),
                        ms(o.limit)
                    )
                };
                overruns.push(Incident {
                    game: g.index + 1,
                    side: o.side,
                    name: c.contestant(o.side).name(),
                    what,
                });
            }
        }
        for ((s, sum), forced) in stats.iter_mut().zip(sums).zip(forced_sums) {
            if s.moves > 0 {
                s.mean_ms = ms(sum) / s.moves as f64;
            }
            if s.forced_moves > 0 {
                s.forced_mean_ms = ms(forced) / s.forced_moves as f64;
            }
            if s.moves > s.forced_moves {
                s.other_mean_ms = ms(sum - forced) / (s.moves - s.forced_moves) as f64;
            }
        }
        let [a_stats, b_stats] = stats;
        Summary {
            a: c.a.name(),
            b: c.b.name(),
            size: c.size,
            rule: c.rule.name().to_string(),
            time_ms: c.limit_ms(),
            match_ms: c
                .match_time
                .map(|t| u64::try_from(t.as_millis()).unwrap_or(u64::MAX)),
            grace_ms: u64::try_from(c.grace.as_millis()).unwrap_or(u64::MAX),
            seed: c.seed,
            threads: c.threads,
            results: Results::tally(
                self.games.iter().map(|g| (g.winner, g.a_black)),
                &self.pair_scores(),
            ),
            a_stats,
            b_stats,
            ends,
            overruns,
            forfeits,
            game_list: self
                .games
                .iter()
                .map(|g| GameSummary {
                    game: g.index + 1,
                    pair: g.pair() + 1,
                    black: if g.a_black { Side::A } else { Side::B },
                    winner: g.winner,
                    end: g.end.clone(),
                    moves: g.move_string(c.size),
                    opening_plies: g.opening.len(),
                })
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::SideStats;
    use crate::config::{Contestant, MatchSettings};
    use crate::schedule::run_match;
    use gomoku::engine::Level;

    #[test]
    fn the_summary_counts_every_game_once_by_colour() {
        let settings = MatchSettings {
            pairs: 2,
            size: 9,
            seed: 3,
            ..MatchSettings::new(
                Contestant::Level(Level::Classic),
                Contestant::Level(Level::Seed),
            )
        };
        let report = run_match(&settings, &|_| {}).expect("the match runs");
        let s = report.summary();
        let r = &s.results;
        assert_eq!(r.games, 4);
        assert_eq!(r.total.games(), 4);
        assert_eq!(r.a_black.games(), 2);
        assert_eq!(r.a_white.games(), 2);
        assert_eq!(s.ends.five + s.ends.full_board, 4);
        assert_eq!(report.pair_scores().len(), 2);
        let points = r.total.wins as f64 + r.total.draws as f64 / 2.0;
        assert!((r.score_percent - 100.0 * points / 4.0).abs() < 1e-9);
        assert_eq!(s.a_stats.name, "classic");
        assert!(s.a_stats.moves > 0 && s.b_stats.moves > 0);
        // The mean is the forced and the other moves' means, weighed by
        // their counts; every game won by a five ends with a forced move.
        for side in [&s.a_stats, &s.b_stats] {
            let forced = side.forced_moves as f64;
            let other = (side.moves - side.forced_moves) as f64;
            let mean =
                (side.forced_mean_ms * forced + side.other_mean_ms * other) / side.moves as f64;
            assert!((mean - side.mean_ms).abs() < 1e-6, "{side:?}");
        }
        assert!(s.a_stats.forced_moves + s.b_stats.forced_moves >= s.ends.five);
        assert_eq!(s.game_list.len(), 4);
        assert!(s.forfeits.is_empty() && s.overruns.is_empty());
    }

    #[test]
    fn side_stats_add_up_with_their_means_weighted() {
        let mut a = SideStats {
            moves: 10,
            forced_moves: 2,
            mean_ms: 100.0,
            forced_mean_ms: 1.0,
            other_mean_ms: 124.75,
            max_ms: 300.0,
            overruns: 1,
            ..SideStats::default()
        };
        let b = SideStats {
            moves: 30,
            forced_moves: 6,
            mean_ms: 200.0,
            forced_mean_ms: 3.0,
            other_mean_ms: 249.25,
            max_ms: 500.0,
            forfeits: 1,
            ..SideStats::default()
        };
        a.add(&b);
        assert_eq!(
            (a.moves, a.forced_moves, a.overruns, a.forfeits),
            (40, 8, 1, 1)
        );
        assert!((a.mean_ms - 175.0).abs() < 1e-9);
        assert!((a.forced_mean_ms - 2.5).abs() < 1e-9);
        assert!((a.other_mean_ms - (124.75 * 8.0 + 249.25 * 24.0) / 32.0).abs() < 1e-9);
        assert!((a.max_ms - 500.0).abs() < 1e-9);
        // A report whose counts make no sense is added up without a panic.
        let mut odd = SideStats {
            moves: 1,
            forced_moves: 3,
            ..SideStats::default()
        };
        odd.add(&SideStats::default());
        assert_eq!((odd.moves, odd.forced_moves), (1, 3));
    }
}
