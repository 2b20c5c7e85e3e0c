//! What the review claims, proved: the opponent's forced wins after the
//! player's moves, and the defences that hold against them, read by the
//! engine's [prover](crate::engine::prover) (wins by fours and threes).
//!
//! A defence *holds* only when, after it, the prover has read every line of
//! the opponent's fours and threes (to [`DEPTH`] of its moves) and found no
//! forced win; a defence after which the prover proves a win, or runs out
//! of budget, does not hold.

use std::sync::atomic::AtomicBool;

use crate::engine::prover::{Kind, Proof, Prover};
use crate::game::board::Pos;
use crate::game::rules::Game;

/// The opponent's moves the prover reads a win to (its fours and threats).
pub const DEPTH: u32 = crate::engine::prover::DEFAULT_DEPTH;

/// The prover of the review: wins by threats (which it first reads as wins
/// by fours), `nodes` positions a proof.
#[must_use]
pub fn prover(nodes: u64) -> Prover {
    Prover::new(Kind::Vct).depth(DEPTH).nodes(nodes)
}

/// The forced win of the side to move in `game`, as far as `prover` can
/// read it (a finished game has none).
pub fn win_of_mover(prover: &mut Prover, game: &Game, cancel: &AtomicBool) -> Proof {
    prover.prove_cancellable(game, cancel)
}

/// One defence tried in a position: the move, and what the prover found
/// for the opponent after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tried {
    /// The move tried instead.
    pub pos: Pos,
    /// The opponent's forced win after it, or none, or unknown.
    pub proof: Proof,
}

impl Tried {
    /// Whether the move holds: after it the opponent has no forced win by
    /// fours and threes at all.
    #[must_use]
    pub fn holds(&self) -> bool {
        matches!(self.proof, Proof::NoWin { .. })
    }
}

/// Tries the moves of `candidates` (legal ones, at most `tries`, skipping
/// `played`) in `game`, stopping at the first that holds.
pub fn try_defences(
    prover: &mut Prover,
    game: &Game,
    played: Pos,
    candidates: impl IntoIterator<Item = Pos>,
    tries: usize,
    cancel: &AtomicBool,
) -> Vec<Tried> {
    let mut tried: Vec<Tried> = Vec::new();
    for h in candidates {
        if tried.len() >= tries {
            break;
        }
        if h == played || tried.iter().any(|t| t.pos == h) || !game.is_legal(h) {
            continue;
        }
        let mut next = game.clone();
        if next.play(h).is_err() {
            continue;
        }
        // A five ends the game: nothing for the opponent to win.
        let proof = win_of_mover(prover, &next, cancel);
        let holds = matches!(proof, Proof::NoWin { .. });
        tried.push(Tried { pos: h, proof });
        if holds {
            break;
        }
    }
    tried
}

/// The winner's own moves in a win of `plies` (its first move and its five
/// included): what the player reads as "wins in N moves".
#[must_use]
pub fn winner_moves(plies: u32) -> u32 {
    plies.div_ceil(2)
}
