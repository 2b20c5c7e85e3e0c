//! The prover: proves or refutes a forced win for the side to move, by
//! continuous fours (VCF) or by fours and threes (VCT).
//!
//! It reads only threat moves — the attacker's fours and threats, the
//! defender's forced blocks and, after a threat that is no four, every
//! answer that stops the attacker's outright wins, its own fours (counter
//! threats) included — with proof-number search and a table of solved
//! positions. Renju's forbidden points are the rules module's exact ones:
//! black never plays one, and a four whose only block is forbidden to black
//! cannot be stopped.
//!
//! What it claims is exact within what it read: [`Proof::Win`] is a forced
//! win against every defence; [`Proof::NoWin`] says the attacker has no
//! win of that kind within the depth (a quiet move might still win);
//! [`Proof::Unknown`] says the budget ran out first.
//!
//! ```
//! use gomoku::engine::prover::{Kind, Proof, Prover};
//! use gomoku::game::notation::parse_board;
//! use gomoku::game::rules::{Game, Rule};
//!
//! // Black to move has an open three on row 8: an open four next.
//! let board = parse_board("
//!     . . . . . . . . .
//!     . . . . . . . . .
//!     . . . . . . . o .
//!     . . . . . . . . .
//!     . . x x x . . . .
//!     . . . . . . . . .
//!     . . . . . . . o .
//!     . . . . . . . . .
//!     . . . . . . . . o
//! ").expect("a diagram");
//! let game = Game::from_board(board, Rule::Freestyle);
//! let proof = Prover::new(Kind::Vct).prove(&game);
//! assert!(matches!(proof, Proof::Win { plies: 3, .. }));
//! ```

mod moves;
mod tree;

use std::sync::atomic::AtomicBool;

use crate::engine::Eval;
use crate::engine::search::position::Position;
use crate::engine::search::pv::spell_out;
use crate::game::board::Pos;
use crate::game::rules::Game;
use moves::{answers, fives, outright, outright_wins};
use tree::{Tree, Verdict};

/// The kind of forced win read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// By continuous fours: every attacking move is a four.
    Vcf,
    /// By threats: fours, and moves after which one more move would win
    /// outright (open threes, and the like).
    Vct,
}

/// What the prover found for the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proof {
    /// A forced win.
    Win {
        /// The winning line from the position: the attacker's moves and the
        /// defender's longest resistance as the proof read it, then played
        /// on to the five where its threats decide the game (it may stop
        /// before the five where they do not, as the search judges them).
        line: Vec<Pos>,
        /// Plies to the five, the attacker's first move and the five
        /// included, against the defence that lasts longest in the proof.
        plies: u32,
        /// Positions generated.
        nodes: u64,
    },
    /// No forced win of the kind within the depth, against any defence.
    NoWin {
        /// Positions generated.
        nodes: u64,
    },
    /// The budget ran out (or the search was cancelled) first.
    Unknown {
        /// Positions generated.
        nodes: u64,
    },
}

impl Proof {
    /// Positions generated.
    #[must_use]
    pub fn nodes(&self) -> u64 {
        match self {
            Proof::Win { nodes, .. } | Proof::NoWin { nodes } | Proof::Unknown { nodes } => *nodes,
        }
    }

    /// Whether a forced win was proved.
    #[must_use]
    pub fn is_win(&self) -> bool {
        matches!(self, Proof::Win { .. })
    }
}

/// The positions a proof may generate unless told otherwise.
pub const DEFAULT_NODES: u64 = 100_000;
/// The attacker's moves (fours and threats) read unless told otherwise:
/// wins of 20 and more plies, while a refutation stays quick to complete
/// (a deeper limit lets the search wander down long lines of threes).
pub const DEFAULT_DEPTH: u32 = 12;

/// A prover of one kind of win, with its limits. Its table of solved
/// positions lives as long as it does, so proving positions of one game
/// one after the other reuses what the earlier proofs solved.
pub struct Prover {
    kind: Kind,
    depth: u32,
    nodes: u64,
    tree: Tree,
}

impl Prover {
    /// A prover of `kind` with the default depth and budget.
    #[must_use]
    pub fn new(kind: Kind) -> Prover {
        Prover {
            kind,
            depth: DEFAULT_DEPTH,
            nodes: DEFAULT_NODES,
            tree: Tree::new(kind == Kind::Vct),
        }
    }

    /// The same prover reading at most `depth` of the attacker's moves (its
    /// fours and threats; the five at the end is free).
    #[must_use]
    pub fn depth(mut self, depth: u32) -> Prover {
        self.depth = depth;
        self
    }

    /// The same prover generating at most `nodes` positions a proof.
    #[must_use]
    pub fn nodes(mut self, nodes: u64) -> Prover {
        self.nodes = nodes;
        self
    }

    /// Sets the positions a proof may generate from now on (the table of
    /// solved positions stays).
    pub fn set_nodes(&mut self, nodes: u64) {
        self.nodes = nodes;
    }

    /// The kind of win it reads.
    #[must_use]
    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// Proves or refutes a forced win for the side to move in `game`.
    /// A game already over has no win to prove ([`Proof::NoWin`]).
    pub fn prove(&mut self, game: &Game) -> Proof {
        self.prove_cancellable(game, &AtomicBool::new(false))
    }

    /// [`Prover::prove`], stopping with [`Proof::Unknown`] as soon as
    /// `cancel` is set.
    pub fn prove_cancellable(&mut self, game: &Game, cancel: &AtomicBool) -> Proof {
        if game.outcome().is_some() {
            return Proof::NoWin { nodes: 0 };
        }
        let mut pos = Position::from_game(game);
        self.prove_position(&mut pos, cancel)
    }

    /// The forced win the opponent of the side to move would have if the
    /// side to move passed: the threat it must meet. The table keys
    /// positions by their stones, so a prover that reads threats should
    /// read nothing else (its positions have the other side to move).
    pub fn prove_threat(&mut self, game: &Game, cancel: &AtomicBool) -> Proof {
        if game.outcome().is_some() {
            return Proof::NoWin { nodes: 0 };
        }
        let mut pos = Position::from_game(game);
        pos.pass();
        let proof = self.prove_position(&mut pos, cancel);
        pos.pass();
        proof
    }

    /// [`Prover::prove_cancellable`] on the engine's own board (left as it
    /// was found).
    pub fn prove_position(&mut self, pos: &mut Position, cancel: &AtomicBool) -> Proof {
        let mut verdict = self.tree.solve(pos, self.depth, self.nodes, cancel);
        let mut nodes = self.tree.used;
        if matches!(&verdict, Verdict::Proved(line, plies) if line.is_empty() && *plies > 1) {
            // Solved from the table at the root: no line was read. A table
            // of its own reads it again, so a win always comes with its
            // line.
            let mut fresh = Tree::new(self.kind == Kind::Vct);
            verdict = fresh.solve(pos, self.depth, self.nodes, cancel);
            nodes += fresh.used;
        }
        match verdict {
            Verdict::Proved(mut line, plies) => {
                // The proof's line stops where its threats decide the
                // game (an open four made, say): it is played on, the
                // defender's blocks and the attacker's threats, to the
                // five, as the search spells out its own won lines.
                spell_out(pos, &mut line, Eval::Win { plies });
                Proof::Win {
                    line: line.into_iter().map(|i| pos.pos(i)).collect(),
                    plies,
                    nodes,
                }
            }
            Verdict::Disproved => Proof::NoWin { nodes },
            Verdict::Open => Proof::Unknown { nodes },
        }
    }
}

/// What the side to move faces from the opponent's last move, as the
/// prover reads it (its defender's answers, exactly).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Replies {
    /// The opponent threatens no outright win: any move may be played.
    Free,
    /// The answers that stop every outright win the opponent threatens
    /// (its five's block, or after a threat the points on the wins' lines
    /// and the side's own fours); any other move loses at once.
    Forced(Vec<Pos>),
    /// Nothing stops the opponent: two fives, or one on a point renju
    /// forbids to black, or a threat no answer meets. The legal blocks of
    /// its fives are given (they delay the five by a move), if any.
    Lost(Vec<Pos>),
}

/// The replies of the side to move in `game` to the opponent's threats:
/// the answers a [`Proof::Win`] of the opponent's was proved against.
#[must_use]
pub fn replies(game: &Game) -> Replies {
    let mut pos = Position::from_game(game);
    let me = pos.to_move();
    let theirs = fives(&pos, 1 - me);
    let allowed: Vec<Pos> = theirs
        .iter()
        .filter(|&&i| pos.is_allowed(i))
        .map(|&i| pos.pos(i))
        .collect();
    match theirs.len() {
        0 => {}
        1 if allowed.len() == 1 => return Replies::Forced(allowed),
        _ => return Replies::Lost(allowed),
    }
    pos.pass();
    let wins = outright_wins(&mut pos);
    pos.pass();
    if wins.is_empty() {
        return Replies::Free;
    }
    let mut stopping = Vec::new();
    for d in answers(&pos, &wins) {
        pos.play(d);
        let stands = wins
            .iter()
            .any(|&q| q != d && outright(&mut pos, q).is_some());
        pos.undo();
        if !stands {
            stopping.push(pos.pos(d));
        }
    }
    if stopping.is_empty() {
        Replies::Lost(Vec::new())
    } else {
        Replies::Forced(stopping)
    }
}
