//! The part of a match's JSON report (`arena --json`) that `--pool`
//! reads back: the match's board, rule, clock and seed, each side's move
//! times, and every game's pair, colours, winner and opening.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::config::Side;
use crate::game::EndReason;
use crate::summary::SideStats;

/// A report as the pool reads it.
#[derive(Debug, Deserialize)]
pub(super) struct Report {
    pub(super) a: String,
    pub(super) b: String,
    pub(super) size: usize,
    pub(super) rule: String,
    pub(super) time_ms: u64,
    #[serde(default)]
    pub(super) match_ms: Option<u64>,
    pub(super) seed: u64,
    #[serde(default)]
    pub(super) a_stats: SideStats,
    #[serde(default)]
    pub(super) b_stats: SideStats,
    pub(super) game_list: Vec<Game>,
}

/// One game of a report.
#[derive(Debug, Deserialize)]
pub(super) struct Game {
    pub(super) game: usize,
    pub(super) pair: usize,
    pub(super) black: Side,
    pub(super) winner: Option<Side>,
    pub(super) moves: String,
    pub(super) opening_plies: usize,
    /// How it ended (reports written before the field read as unknown).
    #[serde(default)]
    pub(super) end: Option<EndReason>,
}

impl Report {
    /// The board, rule and clock, as the refusal to pool names them.
    pub(super) fn setting(&self) -> String {
        let game = self
            .match_ms
            .map_or_else(String::new, |ms| format!(", {ms} ms a game"));
        format!(
            "{0}×{0} {1}, {2} ms a move{game}",
            self.size, self.rule, self.time_ms
        )
    }
}

impl Game {
    /// A's points from this game.
    pub(super) fn a_points(&self) -> f64 {
        Side::a_points(self.winner)
    }

    /// Whether a side lost it by breaking the match's rules (an illegal
    /// point, no move in time) rather than on the board.
    pub(super) fn forfeited(&self) -> bool {
        matches!(self.end, Some(EndReason::Forfeit { .. }))
    }

    /// The opening's stones as written (the first `opening_plies` points
    /// of the move string: a letter and its row each).
    pub(super) fn opening(&self) -> String {
        let starts: Vec<usize> = self
            .moves
            .char_indices()
            .filter(|(_, c)| c.is_ascii_alphabetic())
            .map(|(i, _)| i)
            .collect();
        let end = starts
            .get(self.opening_plies)
            .copied()
            .unwrap_or(self.moves.len());
        self.moves[..end].to_string()
    }
}

/// The reports of `paths`, each checked for the fields the pool needs; the
/// first that cannot be read or is not a report is named in the error.
pub(super) fn read_all(paths: &[PathBuf]) -> Result<Vec<Report>, String> {
    paths.iter().map(|p| read(p)).collect()
}

fn read(path: &Path) -> Result<Report, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| {
        format!(
            "{} is not an arena report (arena --json): {e}",
            path.display()
        )
    })
}

/// Reports for the pool's tests.
#[cfg(test)]
pub(super) mod made {
    use super::Report;
    use serde_json::json;

    /// A five-stone move string, for games whose moves do not matter.
    pub const G: &str = "h8i9j10k11l12";

    /// A report of `games`: (pair, A black, winner "A"/"B"/null, moves,
    /// opening stones). A's move times depend on the seed; B's are left
    /// out but for one forfeit.
    pub fn report(
        seed: u64,
        size: usize,
        games: &[(usize, bool, Option<&str>, &str, usize)],
    ) -> Report {
        serde_json::from_value(report_json(seed, size, games)).expect("a report")
    }

    /// [`report`]'s games as the JSON an arena report file holds.
    pub fn report_json(
        seed: u64,
        size: usize,
        games: &[(usize, bool, Option<&str>, &str, usize)],
    ) -> serde_json::Value {
        let list: Vec<_> = games
            .iter()
            .enumerate()
            .map(|(i, &(pair, a_black, winner, moves, plies))| {
                json!({"game": i + 1, "pair": pair, "black": if a_black { "A" } else { "B" },
                       "winner": winner, "end": {"kind": "five"}, "moves": moves,
                       "opening_plies": plies})
            })
            .collect();
        json!({"a": "new", "b": "wine", "size": size, "rule": "freestyle",
                "time_ms": 1000, "grace_ms": 350, "seed": seed,
                "a_stats": {"name": "new", "moves": 10, "forced_moves": 2, "forced_mean_ms": 0.5,
                            "other_mean_ms": 400.0 + seed as f64, "max_ms": 900.0 + seed as f64,
                            "overruns": 1, "mean_ms": 1.0, "forfeits": 0},
                "b_stats": {"forfeits": 1},
                "game_list": list})
    }
}

#[cfg(test)]
mod tests {
    use super::made::report;

    #[test]
    fn a_game_s_opening_is_its_first_stones_as_written() {
        let r = report(1, 15, &[(1, true, Some("A"), "h8i10j9k11", 3)]);
        assert_eq!(r.game_list[0].opening(), "h8i10j9");
        let r = report(1, 15, &[(1, true, None, "h8", 4)]);
        assert_eq!(
            r.game_list[0].opening(),
            "h8",
            "a short game is all opening"
        );
        assert!((r.game_list[0].a_points() - 0.5).abs() < 1e-12);
        assert_eq!(r.setting(), "15×15 freestyle, 1000 ms a move");
    }
}
