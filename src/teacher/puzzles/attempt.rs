//! One try at a puzzle, move by move, for any front end: play a move and
//! hear whether it is right (with the opponent's best defence to play) or
//! wrong (with the refutation that proves it), take a wrong move back and
//! try again, ask for a hint (the area of the next move, never the point)
//! or the solution.
//!
//! [`Attempt::play`] may call the prover: the window calls it on a worker
//! thread (an `Attempt` can be sent there and back).

use std::sync::atomic::AtomicBool;

use crate::engine::prover::Prover;
use crate::game::board::Pos;
use crate::game::rules::{Game, PlayError};

use super::prove::{self, JUDGE_NODES, Verdict};
use super::{Puzzle, PuzzleKind};

pub use super::prove::Why;

/// The side of the box a hint shows.
pub const HINT_BOX: u8 = 3;

/// What a move got.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Proved right: `reply` (the opponent's best defence) has been played,
    /// unless the puzzle is `solved`.
    Right {
        /// The move.
        played: Pos,
        /// The opponent's answer, now on the board.
        reply: Option<Pos>,
        /// Whether the puzzle is solved.
        solved: bool,
    },
    /// Proved wrong: the refutation is shown after the move until
    /// [`Attempt::retry`].
    Wrong {
        /// The move.
        played: Pos,
        /// The opponent's moves (and forced replies) that refute it.
        refutation: Vec<Pos>,
        /// What they show.
        why: Why,
    },
    /// Neither proved right nor wrong within the prover's budget: the move
    /// is not kept; another may be tried.
    Unclear {
        /// The move.
        played: Pos,
    },
    /// The move cannot be played there.
    Illegal(PlayError),
    /// The puzzle is solved already, or a refutation is on show.
    NotNow,
}

/// A box of the board (inclusive corners): where a hint says to look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Area {
    /// The top-left point.
    pub from: Pos,
    /// The bottom-right point.
    pub to: Pos,
}

impl Area {
    /// Whether `p` is inside.
    #[must_use]
    pub fn contains(&self, p: Pos) -> bool {
        (self.from.x..=self.to.x).contains(&p.x) && (self.from.y..=self.to.y).contains(&p.y)
    }

    /// The [`HINT_BOX`]-sized box around `p` on a board of `size` lines,
    /// shifted by `seed` so that `p` is not always its centre.
    #[must_use]
    pub fn around(p: Pos, size: usize, seed: u64) -> Area {
        let side = HINT_BOX.min(size as u8);
        let max = size as u8 - side;
        let shift = |c: u8, s: u64| -> u8 {
            let offset = (s % u64::from(side)) as u8;
            c.saturating_sub(offset).min(max)
        };
        let x = shift(p.x, seed);
        let y = shift(p.y, seed / 7 + 1);
        Area {
            from: Pos::new(x, y),
            to: Pos::new(x + side - 1, y + side - 1),
        }
    }
}

/// One try at a puzzle.
pub struct Attempt {
    puzzle: Puzzle,
    game: Game,
    /// The moves played from the puzzle's position (the player's and the
    /// replies).
    line: Vec<Pos>,
    /// A wrong move and its refutation, on show.
    wrong: Option<Vec<Pos>>,
    mistakes: u32,
    hints: u32,
    solution_seen: bool,
    solved: bool,
    prover: Prover,
}

impl Attempt {
    /// A fresh try at `puzzle`.
    #[must_use]
    pub fn new(puzzle: Puzzle) -> Attempt {
        Attempt {
            game: puzzle.game(),
            puzzle,
            line: Vec::new(),
            wrong: None,
            mistakes: 0,
            hints: 0,
            solution_seen: false,
            solved: false,
            prover: prove::prover(JUDGE_NODES),
        }
    }

    /// The puzzle.
    #[must_use]
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The position the player answers in.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The moves played so far from the puzzle's position.
    #[must_use]
    pub fn line(&self) -> &[Pos] {
        &self.line
    }

    /// The wrong move and its refutation on show, if any.
    #[must_use]
    pub fn wrong(&self) -> Option<&[Pos]> {
        self.wrong.as_deref()
    }

    /// The board to show: the position, with the wrong move and its
    /// refutation while they are on show.
    #[must_use]
    pub fn shown(&self) -> Game {
        let mut game = self.game.clone();
        for &m in self.wrong.iter().flatten() {
            if game.play(m).is_err() {
                break;
            }
        }
        game
    }

    /// Whether the puzzle is solved.
    #[must_use]
    pub fn solved(&self) -> bool {
        self.solved
    }

    /// Wrong moves so far.
    #[must_use]
    pub fn mistakes(&self) -> u32 {
        self.mistakes
    }

    /// Whether it was solved at the first try: no wrong move, no hint, the
    /// solution not seen.
    #[must_use]
    pub fn first_try(&self) -> bool {
        self.solved && self.mistakes == 0 && self.hints == 0 && !self.solution_seen
    }

    /// Whether the player gave up and looked at the solution.
    #[must_use]
    pub fn solution_seen(&self) -> bool {
        self.solution_seen
    }

    /// Plays the player's `m` and judges it (with the prover: call it off
    /// the window's thread). A right move is kept with the opponent's
    /// reply; a wrong one is shown with its refutation until
    /// [`Attempt::retry`].
    pub fn play(&mut self, m: Pos, cancel: &AtomicBool) -> Answer {
        if self.solved || self.wrong.is_some() {
            return Answer::NotNow;
        }
        let kind = self.puzzle.kind;
        if kind == PuzzleKind::RenjuForbidden {
            // Any empty point may be named; a stone is no answer.
            if self.game.board().get(m).is_some() {
                return Answer::Illegal(PlayError::Occupied(m));
            }
            if !self.game.board().contains(m) {
                return Answer::Illegal(PlayError::OffBoard(m));
            }
        } else if let Err(e) = self.game.clone().play(m) {
            return Answer::Illegal(e);
        }
        let verdict = match kind {
            PuzzleKind::RenjuForbidden => prove::judge_forbidden(&self.game, m),
            PuzzleKind::HoldOn => prove::judge_hold(&mut self.prover, &self.game, m, cancel),
            _ => {
                let keys = self.keys();
                prove::judge_attack(&mut self.prover, &self.game, m, &keys, cancel)
            }
        };
        match verdict {
            Verdict::Right { reply, solved } => {
                if kind != PuzzleKind::RenjuForbidden {
                    self.advance(m);
                }
                if let Some(r) = reply {
                    self.advance(r);
                }
                self.solved = solved;
                Answer::Right {
                    played: m,
                    reply,
                    solved,
                }
            }
            Verdict::Wrong { refutation, why } => {
                self.mistakes += 1;
                let mut shown = Vec::with_capacity(refutation.len() + 1);
                if kind != PuzzleKind::RenjuForbidden {
                    shown.push(m);
                }
                shown.extend(&refutation);
                self.wrong = Some(shown);
                Answer::Wrong {
                    played: m,
                    refutation,
                    why,
                }
            }
            Verdict::Unclear => Answer::Unclear { played: m },
        }
    }

    fn advance(&mut self, m: Pos) {
        if self.game.play(m).is_ok() {
            self.line.push(m);
        }
    }

    /// The points worth trying against a quiet move: the solution's and
    /// the answers'.
    fn keys(&self) -> Vec<Pos> {
        let mut keys: Vec<Pos> = self
            .puzzle
            .solution
            .iter()
            .chain(&self.puzzle.answers)
            .copied()
            .filter(|&p| self.game.board().is_empty_at(p))
            .collect();
        keys.dedup();
        keys
    }

    /// Takes the wrong move and its refutation off the board, to try
    /// again.
    pub fn retry(&mut self) {
        self.wrong = None;
    }

    /// The next move the solution plays from here: the stored solution's
    /// while the player has followed it, else the prover's.
    pub fn next_move(&mut self, cancel: &AtomicBool) -> Option<Pos> {
        if self.solved {
            return None;
        }
        let solution = &self.puzzle.solution;
        if solution.starts_with(&self.line) && solution.len() > self.line.len() {
            return Some(solution[self.line.len()]);
        }
        match self.puzzle.kind {
            PuzzleKind::RenjuForbidden | PuzzleKind::HoldOn => self.puzzle.answers.first().copied(),
            _ => prove::next_attack(&mut self.prover, &self.game, cancel),
        }
    }

    /// A hint: the [`HINT_BOX`] box holding the next move, never the
    /// point itself. Counts against a first-try solve.
    pub fn hint(&mut self, cancel: &AtomicBool) -> Option<Area> {
        let next = self.next_move(cancel)?;
        self.hints += 1;
        let seed = self.puzzle.id.bytes().fold(self.line.len() as u64, |h, b| {
            h.wrapping_mul(31).wrapping_add(u64::from(b))
        });
        Some(Area::around(next, self.puzzle.size(), seed))
    }

    /// The solution from the puzzle's position, to step through; seeing it
    /// counts against a first-try solve.
    pub fn solution(&mut self) -> &[Pos] {
        self.solution_seen = true;
        &self.puzzle.solution
    }
}
