//! The puzzles one game yields, from its review: the decisive mistake
//! becomes a "hold on" puzzle from the position before it (kept only when
//! a move that holds is proved), and each missed win a win puzzle from the
//! position where it was missed (by fours when the prover reads a win by
//! fours, else by threes; kept only when the win is proved).

use std::sync::atomic::{AtomicBool, Ordering};

use crate::game::board::{Pos, Stone};
use crate::game::rules::{Game, Rule};
use crate::teacher::review::{Budget, Review, ReviewError, find_mistakes};

use super::prove::{hold_puzzle, win_puzzle};
use super::{Puzzle, Source};

/// The puzzles of the reviewed game `review` (played from `start`), named
/// after `game_id`, each proved with `nodes` positions a proof. Easiest
/// first.
#[must_use]
pub fn mine(
    review: &Review,
    start: &Game,
    game_id: &str,
    nodes: u64,
    cancel: &AtomicBool,
) -> Vec<Puzzle> {
    let from_empty = start.board().stone_count() == 0;
    let at = |index: usize| -> Option<(Game, Vec<Pos>)> {
        let mut game = start.clone();
        for &m in review.moves.get(..index)? {
            game.play(m).ok()?;
        }
        let moves = if from_empty {
            review.moves[..index].to_vec()
        } else {
            Vec::new()
        };
        Some((game, moves))
    };
    let source = |index: usize| Source::Kept {
        game: game_id.to_string(),
        move_number: index + 1,
    };
    let mut found = Vec::new();
    if let Some(d) = &review.decisive
        && let Some((game, moves)) = at(d.index)
    {
        let id = format!("{game_id}-{}-hold", d.index + 1);
        if let Some(p) = hold_puzzle(&game, &moves, id, source(d.index), nodes, cancel) {
            found.push(p);
        }
    }
    for missed in &review.missed_wins {
        if cancel.load(Ordering::Relaxed) {
            break;
        }
        let Some((game, moves)) = at(missed.index) else {
            continue;
        };
        let id = format!("{game_id}-{}-win", missed.index + 1);
        if let Some(p) = win_puzzle(&game, &moves, id, source(missed.index), nodes, cancel) {
            found.push(p);
        }
    }
    if cancel.load(Ordering::Relaxed) {
        return Vec::new();
    }
    found.sort_by_key(|p| (p.difficulty(), p.id.clone()));
    found
}

/// Reviews the game of `moves` (from an empty board of `size` lines under
/// `rule`) for `player` with `budget`, then [`mine`]s it.
///
/// # Errors
/// As [`find_mistakes`].
#[allow(clippy::too_many_arguments)]
pub fn mine_game(
    moves: &[Pos],
    size: usize,
    rule: Rule,
    player: Stone,
    budget: &Budget,
    game_id: &str,
    nodes: u64,
    cancel: &AtomicBool,
) -> Result<Vec<Puzzle>, ReviewError> {
    let review = find_mistakes(moves, size, rule, player, budget, &mut |_, _| {}, cancel)?;
    let start = Game::new(size, rule).map_err(ReviewError::Size)?;
    if cancel.load(Ordering::Relaxed) {
        return Err(ReviewError::Cancelled);
    }
    Ok(mine(&review, &start, game_id, nodes, cancel))
}
