//! A search position set up from a game: every point's codes read from
//! the board (the one place they are read rather than kept up to date),
//! and renju's forbidden points judged when master's search asks.

use super::{
    Colour, DIRS, Point, Position, Threat, Totals, line_table, rate_table, renju_black_table,
    stone_colour, zobrist,
};
use crate::game::board::{Board, Pos, Stone};
use crate::game::rules::{Game, Rule};
use crate::game::shapes::exact_five;

impl Position {
    /// The position of `game`.
    #[must_use]
    pub fn from_game(game: &Game) -> Position {
        let board = game.board();
        let size = board.size();
        let rule = game.rule();
        let mut p = Position {
            size,
            rule,
            cells: vec![0; size * size],
            points: vec![Point::BLANK; size * size],
            rating: vec![[(Threat::Quiet, 0); 2]; size * size],
            totals: Totals::quiet(size * size),
            hash: 0,
            to_move: stone_colour(board.to_move()),
            history: Vec::new(),
            frames: Vec::new(),
            saved: Vec::new(),
            occupied: vec![0; (size * size).div_ceil(64)],
            open: vec![0; (size * size).div_ceil(64)],
            coords: (0..size * size)
                .map(|i| Pos::new((i % size) as u8, (i / size) as u8))
                .collect(),
            lines: [Stone::Black, Stone::White].map(|s| line_table(exact_five(rule, s))),
            rates: [rate_table(); 2],
            board: Board::new(size).unwrap_or_default(),
        };
        for pos in board.points() {
            if let Some(stone) = board.get(pos) {
                let i = p.index(pos);
                p.cells[i] = 1 + stone_colour(stone) as u8;
                p.hash ^= zobrist()[i][stone_colour(stone)];
                let _ = p.board.set(pos, stone);
                p.occupied[i / 64] |= 1 << (i % 64);
                p.mark_near(i);
            }
        }
        for i in 0..size * size {
            for d in 0..4 {
                p.points[i].codes[0][d] = p.read_code(i, d, 0);
                p.points[i].codes[1][d] = p.read_code(i, d, 1);
            }
            p.refresh(i);
        }
        p
    }

    /// Under renju, judges black's points as black may play them: a point
    /// its shapes forbid black (two fours, two open threes) no longer
    /// counts in black's total or worth. Master's searches do this
    /// (`Strength::judge_forbidden`); `hard` and below, the heat map, the
    /// openings' balance and the tuner count every point by its shapes.
    /// Nothing changes under the other rules.
    pub fn judge_forbidden_points(&mut self) {
        if self.rule != Rule::Renju || self.judges_forbidden_points() {
            return;
        }
        self.rates[0] = renju_black_table();
        for i in 0..self.cells.len() {
            if self.cells[i] == 0 {
                self.rerate_colour(i, 0);
            }
        }
    }

    /// Whether [`Position::judge_forbidden_points`] has been asked (black
    /// then rates by [`renju_black_table`]).
    pub(super) fn judges_forbidden_points(&self) -> bool {
        std::ptr::eq(self.rates[0], renju_black_table())
    }

    /// The window code of point `i` along line `d` for colour `c`, read
    /// from the board (the kept [`Position::codes`] must equal it).
    pub(super) fn read_code(&self, i: usize, d: usize, c: Colour) -> u16 {
        let Pos { x, y } = self.coords[i];
        let (x, y) = (i32::from(x), i32::from(y));
        let (dx, dy) = DIRS[d];
        let mut code = 0u16;
        for step in [-4, -3, -2, -1, 1, 2, 3, 4] {
            let digit = match self.cell_at(x + step * dx, y + step * dy) {
                Some(0) => 0,
                Some(v) if usize::from(v) == c + 1 => 1,
                _ => 2,
            };
            code = code * 3 + digit;
        }
        code
    }
}
