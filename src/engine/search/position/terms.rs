//! The evaluation's terms counted afresh over the empty points, for the
//! tuner: their dot products with the weights are the totals a
//! [`Position`] keeps up to date.

use crate::engine::search::learned::{CLASSES, class};
use crate::game::shapes::Threat;
use crate::game::shapes::line::Shape;

use super::rating::read_potential;
use super::{Colour, FEATURES, Position};

impl Position {
    /// How many empty points of each learned class colour `c` has: the
    /// learned evaluation is their dot product with
    /// [`TO_MOVE`](crate::engine::search::learned::TO_MOVE) or
    /// [`WAITING`](crate::engine::search::learned::WAITING).
    #[must_use]
    pub fn class_counts(&self, c: Colour) -> [i64; CLASSES] {
        let mut counts = [0; CLASSES];
        for i in (0..self.cells.len()).filter(|&i| self.cells[i] == 0) {
            counts[class(self.points[i].shapes(c))] += 1;
        }
        counts
    }

    /// The [`FEATURES`] of colour `c`, summed over the empty points: the
    /// evaluation's total for `c` is their dot product with
    /// [`WEIGHTS`](super::WEIGHTS).
    #[must_use]
    pub fn features(&self, c: Colour) -> [i64; FEATURES] {
        let mut f = [0; FEATURES];
        for i in (0..self.cells.len()).filter(|&i| self.cells[i] == 0) {
            for shape in self.points[i].shapes(c) {
                if shape != Shape::None {
                    f[shape as usize - 1] += 1;
                }
            }
            match self.rating[i][c].0 {
                Threat::OpenFour => f[7] += 1,
                Threat::FourThree => f[8] += 1,
                Threat::DoubleThree => f[9] += 1,
                _ => {}
            }
            f[10] += self.points[i].reads[c]
                .iter()
                .map(|&r| i64::from(read_potential(r)))
                .sum::<i64>();
        }
        f
    }
}
