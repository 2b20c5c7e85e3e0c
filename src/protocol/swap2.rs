//! The brain's `SWAP2BOARD`: the swap2 opening's decisions, as the Gomocup
//! protocol asks for them.
//!
//! The manager sends `SWAP2BOARD`, the stones placed so far one per line as
//! `x,y` in move order (black first, alternating; an `x,y,field` line is
//! read too, its field ignored), then `DONE`. The brain answers one line:
//!
//! - no stones: three points `x1,y1 x2,y2 x3,y3`, the opening it places
//!   (black, white, black): a balanced one, which of them following the
//!   brain's seed;
//! - three stones: `SWAP` (it takes black), one point (it stays white and
//!   plays stone 4) or two points (stones 4 and 5, white then black);
//! - five stones: `SWAP` (it takes black) or one point (it takes white and
//!   plays stone 6).
//!
//! The decisions are [`crate::engine::swap2`]'s, by the brain's level
//! (`seed` and `classic`, which have no evaluation, decide by `normal`'s),
//! within the move budget (`INFO timeout_turn` and the match clock, as
//! for a move) and the brain's node limit, which here bounds the whole
//! decision. Swap2 is not played under renju, but a brain asked under it
//! answers the same way (its points legal under the rule). Afterwards the brain's board holds the stones sent and any it
//! placed, as moves, so the game goes on with `TURN` (and `TAKEBACK`).

use std::time::Instant;

use super::{Brain, printable};

use crate::engine::Limits;
use crate::engine::player::Swap2Reply;
use crate::engine::swap2;
use crate::game::board::Pos;
use crate::game::rules::Game;

/// Reads a stone line of `SWAP2BOARD`: `x,y`, or `x,y,field` with the
/// field ignored.
fn parse_stone(line: &str) -> Option<Pos> {
    let parts: Vec<&str> = line.split(',').map(str::trim).collect();
    let (x, y) = match parts.as_slice() {
        [x, y] => (x, y),
        [x, y, field] if field.parse::<i64>().is_ok() => (x, y),
        _ => return None,
    };
    Some(Pos::new(x.parse().ok()?, y.parse().ok()?))
}

/// Points as the protocol writes them, separated by spaces.
fn points(stones: &[Pos]) -> String {
    stones
        .iter()
        .map(|p| format!("{},{}", p.x, p.y))
        .collect::<Vec<_>>()
        .join(" ")
}

impl Brain {
    /// One line between `SWAP2BOARD` and `DONE`.
    pub(super) fn swap2_line(&mut self, line: &str) -> Vec<String> {
        if line.eq_ignore_ascii_case("END") {
            self.pending_swap2 = None;
            self.finished = true;
            return Vec::new();
        }
        if line.eq_ignore_ascii_case("DONE") {
            let stones = self.pending_swap2.take().unwrap_or_default();
            return self
                .swap2(&stones)
                .unwrap_or_else(|message| vec![format!("ERROR {message}")]);
        }
        match (parse_stone(line), self.pending_swap2.as_mut()) {
            (Some(stone), Some(stones)) => {
                stones.push(stone);
                Vec::new()
            }
            _ => vec![format!(
                "ERROR expected 'x,y' or DONE, got '{}'",
                printable(line)
            )],
        }
    }

    /// Checks the stones of a `SWAP2BOARD`, decides, and answers.
    fn swap2(&mut self, stones: &[Pos]) -> Result<Vec<String>, String> {
        let size = self
            .board
            .as_ref()
            .map(|b| b.size())
            .ok_or("no game: send START first")?;
        if !matches!(stones.len(), 0 | 3 | 5) {
            return Err(format!(
                "SWAP2BOARD needs 0, 3 or 5 stones, got {}",
                stones.len()
            ));
        }
        let rule = self.info.rule;
        let mut game = Game::new(size, rule).map_err(|e| e.to_string())?;
        for &p in stones {
            if !game.board().contains(p) {
                return Err(format!("{},{} is off the {size}x{size} board", p.x, p.y));
            }
            if !game.board().is_empty_at(p) {
                return Err(format!("{},{} is taken twice", p.x, p.y));
            }
            game.play(p).map_err(|e| format!("{},{}: {e}", p.x, p.y))?;
        }
        let limits = Limits {
            deadline: Some(Instant::now() + self.info.move_budget()),
            nodes: self.nodes,
            threads: self.info.thread_num,
            ..Limits::default()
        };
        let (reply, _) = swap2::decide(self.level, &game, &limits, self.seed)
            .ok_or("no opening fits this board")?;
        let (placed, reply) = match reply {
            Swap2Reply::Three(three) => (three.to_vec(), points(&three)),
            Swap2Reply::Swap => (Vec::new(), "SWAP".to_owned()),
            Swap2Reply::One(p) => (vec![p], points(&[p])),
            Swap2Reply::Two(w, b) => (vec![w, b], points(&[w, b])),
        };
        for p in placed {
            game.play(p)
                .map_err(|e| format!("own stone {},{}: {e}", p.x, p.y))?;
        }
        self.board = Some(game.board().clone());
        Ok(vec![reply])
    }
}
