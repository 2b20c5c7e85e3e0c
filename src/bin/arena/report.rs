//! The match summary printed: as text for people and as JSON for
//! programs.

use crate::summary::Summary;

impl Summary {
    /// The summary as pretty-printed JSON.
    #[must_use]
    pub fn json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
    }

    /// The report as text.
    #[must_use]
    pub fn text(&self) -> String {
        use std::fmt::Write as _;
        let mut out = String::new();
        let _ = writeln!(out, "A: {}   B: {}", self.a, self.b);
        let clock = self
            .match_ms
            .map_or_else(String::new, |ms| format!(", {ms} ms a game"));
        let _ = writeln!(
            out,
            "{0}×{0} {1}, {2} ms a move{clock} (+{3} ms grace), seed {4}, {5} thread(s)",
            self.size, self.rule, self.time_ms, self.grace_ms, self.seed, self.threads
        );
        let _ = writeln!(
            out,
            "games {} ({} pair{})   A: {} wins, {} draws, {} losses   score {:.1} %",
            self.results.games,
            self.results.games / 2,
            if self.results.games / 2 == 1 { "" } else { "s" },
            self.results.total.wins,
            self.results.total.draws,
            self.results.total.losses,
            self.results.score_percent
        );
        let _ = writeln!(
            out,
            "A with black {}   A with white {}",
            self.results.a_black, self.results.a_white
        );
        let black = self.results.a_black.wins + self.results.a_white.losses;
        let white = self.results.a_black.losses + self.results.a_white.wins;
        let share = |n: usize| 100.0 * n as f64 / self.results.games.max(1) as f64;
        let _ = writeln!(
            out,
            "by colour: black won {black} ({:.1} %), white won {white} ({:.1} %), draws {}",
            share(black),
            share(white),
            self.results.a_black.draws + self.results.a_white.draws
        );
        match self.results.elo {
            Some(elo) => {
                let _ = writeln!(out, "Elo A − B: {elo}");
            }
            None => {
                let _ = writeln!(out, "Elo A − B: no games");
            }
        }
        let _ = writeln!(
            out,
            "ends: five {}, full board {}, move cap {}, forfeit {}",
            self.ends.five, self.ends.full_board, self.ends.move_cap, self.ends.forfeit
        );
        let width = [&self.a_stats, &self.b_stats]
            .iter()
            .map(|s| s.name.chars().count() + 2)
            .max()
            .unwrap_or(0)
            .max(10);
        let _ = writeln!(
            out,
            "{:<width$} {:>7} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9} {:>9}",
            "contestant",
            "moves",
            "mean ms",
            "max ms",
            "forced",
            "forced ms",
            "other ms",
            "overruns",
            "forfeits"
        );
        for (tag, s) in [("A", &self.a_stats), ("B", &self.b_stats)] {
            let _ = writeln!(
                out,
                "{:<width$} {:>7} {:>9.2} {:>9.1} {:>9} {:>9.2} {:>9.2} {:>9} {:>9}",
                format!("{tag} {}", s.name),
                s.moves,
                s.mean_ms,
                s.max_ms,
                s.forced_moves,
                s.forced_mean_ms,
                s.other_mean_ms,
                s.overruns,
                s.forfeits
            );
        }
        let _ = writeln!(
            out,
            "(forced: a five to make or the opponent's five to block; other: every other move)"
        );
        const SHOWN: usize = 20;
        for (title, list) in [("overruns", &self.overruns), ("forfeits", &self.forfeits)] {
            if list.is_empty() {
                continue;
            }
            let _ = writeln!(out, "{title}:");
            for i in list.iter().take(SHOWN) {
                let _ = writeln!(out, "  game {}: {} ({}) {}", i.game, i.side, i.name, i.what);
            }
            if list.len() > SHOWN {
                let _ = writeln!(out, "  … and {} more (see --json)", list.len() - SHOWN);
            }
        }
        out
    }
}
