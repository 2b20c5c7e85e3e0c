//! Games the arena played (`arena --json`), as the tuner's samples: every
//! quiet position after the opening with the result for the side to move.
//! Games against the sparring engine teach what its attacks and defences
//! lead to, which self-play at a fixed node budget does not show.

use std::path::Path;

use serde_json::Value;

use gomoku::game::board::Stone;
use gomoku::game::notation::parse_moves;
use gomoku::game::rules::{Game, Rule};

use crate::fit::Sample;
use crate::selfplay::{quiet_counts, samples_of};

/// Every game of the arena report at `path`, as samples (one list a game,
/// in the report's order). Games of another rule than `rule` are left
/// out; a report that cannot be read is an error naming the file.
pub fn arena_games(path: &Path, rule: Rule) -> Result<Vec<Vec<Sample>>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    games_of(&text, rule).map_err(|e| format!("{}: {e}", path.display()))
}

/// [`arena_games`] on a report's text.
fn games_of(text: &str, rule: Rule) -> Result<Vec<Vec<Sample>>, String> {
    let report: Value = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
    let size = report["size"]
        .as_u64()
        .ok_or("no board size: not an arena report")? as usize;
    let report_rule: Rule = report["rule"]
        .as_str()
        .ok_or("no rule: not an arena report")?
        .parse()?;
    let games = report["game_list"]
        .as_array()
        .ok_or("no game list (made by `arena --json`?)")?;
    if report_rule != rule {
        return Ok(Vec::new());
    }
    games
        .iter()
        .enumerate()
        .map(|(n, g)| game_samples(g, size, rule).map_err(|e| format!("game {}: {e}", n + 1)))
        .collect()
}

/// One game of the report: its quiet positions from the end of the opening
/// on, with the result.
fn game_samples(game: &Value, size: usize, rule: Rule) -> Result<Vec<Sample>, String> {
    let moves = game["moves"].as_str().ok_or("no moves")?;
    let moves = parse_moves(moves, size).map_err(|e| e.to_string())?;
    let opening = game["opening_plies"].as_u64().unwrap_or(0) as usize;
    let winner = match (game["winner"].as_str(), game["black"].as_str()) {
        (Some(w @ ("A" | "B")), Some(black)) => Some(if w == black {
            Stone::Black
        } else {
            Stone::White
        }),
        _ => None,
    };
    let mut board = Game::new(size, rule).map_err(|e| e.to_string())?;
    let mut positions = Vec::new();
    for (ply, &p) in moves.iter().enumerate() {
        if ply >= opening {
            positions.extend(quiet_counts(&board));
        }
        board
            .play(p)
            .map_err(|e| format!("move {}: {e}", ply + 1))?;
    }
    Ok(samples_of(positions, winner))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A short arena report: black (A) makes five on the first row in
    /// game 1; game 2 is a draw by the move cap.
    const REPORT: &str = r#"{"size": 9, "rule": "freestyle", "game_list": [
        {"game": 1, "black": "A", "winner": "A", "opening_plies": 2,
         "moves": "a1i9b1i8c1i7d1i6e1"},
        {"game": 2, "black": "B", "winner": null, "opening_plies": 2,
         "moves": "e5d4e4"}]}"#;

    #[test]
    fn reads_the_games_with_their_results_for_the_side_to_move() {
        let games = games_of(REPORT, Rule::Freestyle).expect("a report");
        assert_eq!(games.len(), 2);
        // Game 1: the quiet positions are plies 2 to 6 (black to move at
        // 2, 4 and 6); from ply 7 on black has a five to make.
        let first = &games[0];
        assert!(!first.is_empty());
        assert!(
            first.iter().all(|s| s.result == 0.0 || s.result == 1.0),
            "a decided game"
        );
        // Black moves at even plies, white at odd: black's samples won.
        let black_to_move = first.iter().filter(|s| s.result == 1.0).count();
        let white_to_move = first.iter().filter(|s| s.result == 0.0).count();
        assert_eq!((black_to_move, white_to_move), (3, 2), "{first:?}");
        assert!(games[1].iter().all(|s| s.result == 0.5), "a draw");
        assert_eq!(games[1].len(), 1, "ply 2 only: the opening is left out");
    }

    #[test]
    fn other_rules_are_left_out_and_bad_reports_named() {
        assert!(games_of(REPORT, Rule::Renju).expect("read").is_empty());
        assert!(games_of("{}", Rule::Freestyle).is_err());
        assert!(games_of("not json", Rule::Freestyle).is_err());
        let bad_move = REPORT.replace("e5d4e4", "e5d4e4e4");
        let message = games_of(&bad_move, Rule::Freestyle).expect_err("a repeated point");
        assert!(message.contains("game 2"), "{message}");
    }
}
