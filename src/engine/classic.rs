//! The `classic` level: the winning-combination AI of seed 004, on any
//! board size.
//!
//! Every five points in a row form a window in which a player could still
//! make five. A window holding stones of both colours is dead. For each empty
//! point, the side to move's score adds, over the live windows through it,
//! 1, 2, 8, 32 or 128 for 0 to 4 of its own stones there; the opponent's
//! score adds 1, 5, 10, 30 or 120 for theirs. The AI attacks on its best
//! point unless the opponent's best scores higher, then it defends there.

use std::time::Instant;

use crate::engine::{Engine, Eval, Limits, Report, is_candidate, map_report};
use crate::game::board::{Board, Direction, Pos, Stone};
use crate::game::rules::Game;

const OWN_TABLE: [i32; 5] = [1, 2, 8, 32, 128];
const OPPONENT_TABLE: [i32; 5] = [1, 5, 10, 30, 120];

/// Both of seed 004's score maps for the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassicMaps {
    size: usize,
    /// The side to move's score per point (0 on occupied points).
    own: Vec<i32>,
    /// The opponent's score per point (0 on occupied points).
    opponent: Vec<i32>,
}

impl ClassicMaps {
    /// The maps for the side to move on `board`.
    #[must_use]
    pub fn compute(board: &Board) -> ClassicMaps {
        let size = board.size();
        let me = board.to_move();
        let mut own = vec![0; size * size];
        let mut opponent = vec![0; size * size];
        for start in board.points() {
            for dir in Direction::ALL {
                let Some(window) = window_from(board, start, dir) else {
                    continue;
                };
                let count = |s: Stone| window.iter().filter(|&&p| board.get(p) == Some(s)).count();
                let (mine, theirs) = (count(me), count(me.opponent()));
                for &p in window.iter().filter(|&&p| board.is_empty_at(p)) {
                    let i = usize::from(p.y) * size + usize::from(p.x);
                    if theirs == 0 {
                        own[i] += OWN_TABLE[mine];
                    }
                    if mine == 0 {
                        opponent[i] += OPPONENT_TABLE[theirs];
                    }
                }
            }
        }
        ClassicMaps {
            size,
            own,
            opponent,
        }
    }

    fn at(&self, map: &[i32], pos: Pos) -> i32 {
        let (x, y) = (usize::from(pos.x), usize::from(pos.y));
        if x < self.size && y < self.size {
            map[y * self.size + x]
        } else {
            0
        }
    }

    /// The side to move's (attacking) score at `pos`.
    #[must_use]
    pub fn own(&self, pos: Pos) -> i32 {
        self.at(&self.own, pos)
    }

    /// The opponent's (defending) score at `pos`.
    #[must_use]
    pub fn opponent(&self, pos: Pos) -> i32 {
        self.at(&self.opponent, pos)
    }
}

/// The five points from `start` along `dir`, if they are all on the board.
fn window_from(board: &Board, start: Pos, dir: Direction) -> Option<[Pos; 5]> {
    let mut window = [start; 5];
    for (i, slot) in window.iter_mut().enumerate() {
        *slot = start.step(dir, i as i32).filter(|&p| board.contains(p))?;
    }
    Some(window)
}

/// The seed 004 AI. It is deterministic: among equal scores the last point
/// in row order wins, as in the seed's `>=` scan.
#[derive(Clone, Copy, Debug, Default)]
pub struct ClassicAi;

impl Engine for ClassicAi {
    fn analyse(
        &mut self,
        game: &Game,
        _limits: &Limits,
        _progress: &mut dyn FnMut(&Report),
    ) -> Report {
        let started = Instant::now();
        if game.outcome().is_some() {
            return Report::just(None);
        }
        let maps = ClassicMaps::compute(game.board());
        let mut attack: Option<(i32, Pos)> = None;
        let mut defend: Option<(i32, Pos)> = None;
        for p in game.board().points().filter(|&p| is_candidate(game, p)) {
            if attack.is_none_or(|(s, _)| maps.own(p) >= s) {
                attack = Some((maps.own(p), p));
            }
            if defend.is_none_or(|(s, _)| maps.opponent(p) >= s) {
                defend = Some((maps.opponent(p), p));
            }
        }
        let choice = match (attack, defend) {
            (Some((own, attack_at)), Some((theirs, defend_at))) => {
                Some(if own < theirs { defend_at } else { attack_at })
            }
            _ => None,
        };
        // A point's worth to this level is the larger of its two scores:
        // that is what the choice above compares.
        let mut report = map_report(
            game,
            |p| maps.own(p).max(maps.opponent(p)),
            choice,
            started.elapsed(),
        );
        report.eval = attack.map(|(own, _)| Eval::Score(own - defend.map_or(0, |(t, _)| t)));
        report
    }
}
