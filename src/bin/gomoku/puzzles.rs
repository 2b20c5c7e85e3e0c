//! `--puzzles`: the puzzles one game yields, or the built-in set's count.

use std::sync::atomic::AtomicBool;

use gomoku::game::board::Stone;
use gomoku::game::notation::point_name;
use gomoku::game::record::Record;
use gomoku::game::rules::Game;
use gomoku::teacher::Budget;
use gomoku::teacher::puzzles::prove::MAKE_NODES;
use gomoku::teacher::puzzles::{Puzzle, PuzzleKind, Source, builtin, mine};

use crate::review::budget_words;

/// A kind in words.
pub fn kind_words(kind: PuzzleKind) -> &'static str {
    match kind {
        PuzzleKind::WinByFours => "win by fours",
        PuzzleKind::WinByThrees => "win by threes",
        PuzzleKind::HoldOn => "hold on",
        PuzzleKind::RenjuTrap => "renju trap (win through a forbidden point)",
        PuzzleKind::RenjuForbidden => "renju forbidden point",
    }
}

/// What `--puzzles` alone prints: the built-in set by kind.
pub fn builtin_text() -> String {
    let set = builtin();
    let mut out = format!("Built-in puzzles: {}\n", set.len());
    for kind in PuzzleKind::ALL {
        let n = set.iter().filter(|p| p.kind == kind).count();
        out += &format!("  {}: {n}\n", kind_words(kind));
    }
    out
}

/// One puzzle's line: `move 9, black to move: hold on: i7 (the only move
/// that holds)`.
fn puzzle_line(p: &Puzzle) -> String {
    let size = p.size();
    let number = match &p.source {
        Source::Kept { move_number, .. } => format!("move {move_number}, "),
        Source::BuiltIn => String::new(),
    };
    let names: Vec<String> = p.answers.iter().map(|&a| point_name(a, size)).collect();
    let answers = match (p.kind, names.len()) {
        (PuzzleKind::HoldOn, 1) => format!("{} (the only move that holds)", names[0]),
        (PuzzleKind::HoldOn, n) => format!("{} ({n} moves hold)", names.join(" or ")),
        (_, 1) => format!("{} (the only winning first move)", names[0]),
        (_, n) => format!("{} ({n} winning first moves)", names.join(" or ")),
    };
    let line: Vec<String> = p.solution.iter().map(|&m| point_name(m, size)).collect();
    format!(
        "  {number}{} to move: {}: {answers}\n    solution: {}\n",
        p.to_move(),
        kind_words(p.kind),
        line.join(" ")
    )
}

/// Mines `record` for `player` (the loser by default) and says what it
/// yields.
pub fn game_text(record: &Record, player: Option<Stone>, budget: &Budget) -> String {
    // The same review as `--review` (progress on stderr and all).
    let review = crate::review::review(record, player, budget);
    let player = review.player;
    let cancel = AtomicBool::new(false);
    let Ok(empty) = Game::new(record.size(), record.rule()) else {
        return "The game could not be reviewed.\n".to_string();
    };
    let found = mine(&review, &empty, "game", MAKE_NODES, &cancel);
    let mut out = format!(
        "{}\nPuzzles from {player}'s moves (reviewed by the master engine, {}; each proved):\n",
        record.summary(),
        budget_words(budget),
    );
    for p in &found {
        out += &puzzle_line(p);
    }
    out += &match found.len() {
        0 => "No puzzles: no decisive mistake with a move that holds, no missed win proved.\n"
            .to_string(),
        1 => "1 puzzle.\n".to_string(),
        n => format!("{n} puzzles.\n"),
    };
    out
}
