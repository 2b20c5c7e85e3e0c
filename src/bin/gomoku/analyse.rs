//! `--analyse`: the best lines of a record's final position, in a
//! terminal, by the master engine's multi-PV search
//! ([`gomoku::engine::Limits::lines`]).

use std::time::Duration;

use gomoku::engine::{Engine, Limits, Line, MAX_LINES, Report, SearchAi, Strength};
use gomoku::game::rules::Game;
use gomoku::i18n::Lang;

use crate::records::Position;
use crate::review::line;

/// Positions the engine examines when neither `--nodes` nor `--budget-ms`
/// says otherwise: the same lines on every machine, in about a second.
pub const ANALYSE_NODES: u64 = 300_000;

/// Lines shown when `--lines` does not say.
pub const DEFAULT_LINES: usize = 3;

/// How long and how wide `--analyse` reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnalyseBudget {
    /// Lines asked for, 1 to [`MAX_LINES`].
    pub lines: usize,
    /// Positions the engine may examine.
    pub nodes: Option<u64>,
    /// Time it may take.
    pub time: Option<Duration>,
}

impl AnalyseBudget {
    /// The budget the options ask for: [`ANALYSE_NODES`] unless `--nodes`
    /// or `--budget-ms` is given.
    pub fn new(lines: Option<usize>, nodes: Option<u64>, ms: Option<u64>) -> AnalyseBudget {
        let (nodes, time) = match (nodes, ms) {
            (None, None) => (Some(ANALYSE_NODES), None),
            (nodes, ms) => (nodes, ms.map(Duration::from_millis)),
        };
        AnalyseBudget {
            lines: lines.unwrap_or(DEFAULT_LINES),
            nodes,
            time,
        }
    }

    fn words(&self) -> String {
        let nodes = self.nodes.map(|n| format!("{n} nodes"));
        let time = self.time.map(|t| format!("{} ms", t.as_millis()));
        match (nodes, time) {
            (Some(n), Some(t)) => format!("{n} or {t}"),
            (Some(x), None) | (None, Some(x)) => x,
            (None, None) => "no limit".to_string(),
        }
    }
}

/// Reads `game` within `budget`.
pub fn analyse(game: &Game, budget: &AnalyseBudget) -> Report {
    // Master's own time limit (a player's, per move) gives way to the
    // budget asked for; without a time the node budget bounds it.
    let strength = Strength {
        max_time: budget.time.unwrap_or(Duration::from_secs(3600)),
        ..Strength::MASTER
    };
    let limits = Limits {
        lines: budget.lines,
        nodes: budget.nodes,
        deadline: budget.time.map(|t| std::time::Instant::now() + t),
        ..Limits::default()
    };
    SearchAi::new(strength).analyse(game, &limits, &mut |_| {})
}

/// What `--analyse` prints: the record, the position, and each line — its
/// point, its evaluation in words, its depth and its play.
pub fn analyse_text(position: &Position, budget: &AnalyseBudget, report: &Report) -> String {
    let game = &position.game;
    let size = game.board().size();
    let mut out = position.header.clone();
    if game.outcome().is_some() {
        out += "\nThe game is over: there is nothing to analyse.\n";
        return out;
    }
    let to_move = game.to_move();
    out += &format!(
        "\nThe best {} for {to_move} by the master engine ({}): depth {}, {} positions, {} ms.\n",
        if budget.lines == 1 { "line" } else { "lines" },
        budget.words(),
        report.depth,
        report.nodes,
        report.elapsed.as_millis(),
    );
    if report.lines.is_empty() {
        out += &match report.best {
            Some(best) => format!(
                "  Nothing was read in time; the engine would play {}.\n",
                gomoku::game::notation::point_name(best, size)
            ),
            None => "  No move is left.\n".to_string(),
        };
        return out;
    }
    for (k, l) in report.lines.iter().enumerate() {
        out += &format!(
            "{:>2}. {:<4} {}, {}: {}\n",
            k + 1,
            gomoku::game::notation::point_name(l.first, size),
            Lang::EN.line_eval(l.eval, to_move),
            depth_words(l),
            line(&l.pv, size)
        );
    }
    if report.lines.len() < budget.lines.min(MAX_LINES) {
        out += "  (Fewer lines than asked: the engine reads only the moves that meet the threat on the board.)\n";
    }
    out
}

/// How a line was read: `depth 9`, or by fours.
fn depth_words(line: &Line) -> String {
    if line.depth == 0 {
        "read by fours".to_string()
    } else {
        format!("depth {}", line.depth)
    }
}
