//! The eight symmetries of a square board (turns and mirrors about its
//! centre), and which of them leave a position as it is: two points are
//! *equivalent* in a position when a symmetry that keeps every stone where
//! it is (in colour) takes one to the other. Renju's opening rules refuse
//! an offer of fifth moves with two equivalent points.

use crate::game::board::{Board, Pos};

/// How many symmetries a square board has.
pub const SYMMETRIES: usize = 8;

/// `pos` under the `k`-th symmetry (0 is the identity; bit 4 swaps the
/// axes, bit 1 mirrors x, bit 2 mirrors y) of a `size` board, or `None`
/// when it falls off it.
#[must_use]
pub fn transform(pos: Pos, size: usize, k: usize) -> Option<Pos> {
    let last = i32::try_from(size).ok()? - 1;
    let (x, y) = (i32::from(pos.x), i32::from(pos.y));
    let (x, y) = if k & 4 != 0 { (y, x) } else { (x, y) };
    let x = if k & 1 != 0 { last - x } else { x };
    let y = if k & 2 != 0 { last - y } else { y };
    let inside = |v: i32| (0..=last).contains(&v);
    (inside(x) && inside(y)).then(|| Pos::new(x as u8, y as u8))
}

/// The symmetries that leave `board`'s stones as they are (always the
/// identity, 0).
#[must_use]
pub fn keeping(board: &Board) -> Vec<usize> {
    let size = board.size();
    let stones: Vec<Pos> = board.points().filter(|&p| board.get(p).is_some()).collect();
    (0..SYMMETRIES)
        .filter(|&k| {
            stones
                .iter()
                .all(|&p| transform(p, size, k).is_some_and(|q| board.get(q) == board.get(p)))
        })
        .collect()
}

/// Whether `a` and `b` are equivalent in `board`'s position (the same
/// point is equivalent to itself).
#[must_use]
pub fn equivalent(board: &Board, a: Pos, b: Pos) -> bool {
    keeping(board)
        .into_iter()
        .any(|k| transform(a, board.size(), k) == Some(b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::{Game, Rule};

    fn game(stones: &[(u8, u8)]) -> Game {
        let mut game = Game::new(15, Rule::Renju).expect("size");
        for &(x, y) in stones {
            game.play(Pos::new(x, y)).expect("legal");
        }
        game
    }

    #[test]
    fn every_symmetry_is_undone_by_one() {
        let p = Pos::new(3, 11);
        for k in 0..SYMMETRIES {
            let q = transform(p, 15, k).expect("on the board");
            assert!((0..SYMMETRIES).any(|j| transform(q, 15, j) == Some(p)));
        }
        assert_eq!(transform(p, 15, 0), Some(p));
    }

    #[test]
    fn a_line_through_the_centre_is_a_mirror() {
        // Black h8, white h9 (straight up), black h10... the vertical line
        // x = 7 is a mirror: points left and right of it are equivalent.
        let g = game(&[(7, 7), (7, 6), (7, 5)]);
        assert!(equivalent(g.board(), Pos::new(5, 7), Pos::new(9, 7)));
        assert!(!equivalent(g.board(), Pos::new(5, 7), Pos::new(5, 8)));
        assert!(equivalent(g.board(), Pos::new(5, 7), Pos::new(5, 7)));
    }

    #[test]
    fn a_diagonal_shape_keeps_its_diagonal_mirror_only() {
        // Black centre, white diagonal, black two along the same diagonal:
        // the diagonal through them is the only mirror.
        let g = game(&[(7, 7), (8, 8), (6, 6)]);
        assert_eq!(keeping(g.board()).len(), 2);
        assert!(equivalent(g.board(), Pos::new(7, 9), Pos::new(9, 7)));
        assert!(!equivalent(g.board(), Pos::new(7, 9), Pos::new(7, 5)));
        // A stone off the diagonal breaks it.
        let g = game(&[(7, 7), (8, 8), (6, 6), (10, 7)]);
        assert_eq!(keeping(g.board()), vec![0]);
    }
}
