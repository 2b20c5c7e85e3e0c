//! A move looked at, not played: the [`Totals`] it would leave, computed
//! the way [`Position::play`] computes them but with nothing written and
//! nothing to undo. A search's leaves need no more than that.

use super::{DIGITS, Position, Threat, Totals, reread};

impl Position {
    /// The totals after the side to move plays the empty point `i`: what
    /// [`Position::play`] would leave in [`Position::totals`], the position
    /// untouched.
    #[must_use]
    pub fn totals_after(&self, i: usize) -> Totals {
        let c = self.to_move;
        let mut totals = self.totals;
        // The point itself is filled: it holds nothing for either colour.
        let pt = &self.points[i];
        for k in 0..2 {
            let was = (pt.score[k], self.rating[i][k].0, pt.class[k]);
            totals.change(k, was, (0, Threat::Quiet, 0));
        }
        // Every empty point that sees `i` along a line: its code for that
        // line moves by one digit, as in `refresh_around`.
        for (d, (lo, hi, stride)) in self.lines_through(i).into_iter().enumerate() {
            for step in (lo..hi + 1).filter(|&s| s != 0) {
                let p = (i as i32 + step * stride) as usize;
                if self.cells[p] != 0 {
                    continue;
                }
                let place = DIGITS[(4 - step) as usize];
                let pt = &self.points[p];
                let mut codes = [pt.codes[0][d], pt.codes[1][d]];
                codes[c] += place;
                codes[1 - c] += 2 * place;
                for (k, &code) in codes.iter().enumerate() {
                    let read = self.lines[k][usize::from(code)];
                    let was = pt.reads[k][d];
                    if read == was {
                        continue;
                    }
                    let (index, sum) =
                        reread((pt.shape_index[k], pt.potential_sum[k]), d, was, read);
                    let (rating, score, class) = self.rate(k, index, sum);
                    let before = (pt.score[k], self.rating[p][k].0, pt.class[k]);
                    totals.change(k, before, (score, rating.0, class));
                }
            }
        }
        totals
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::{Game, Rule};
    use crate::rng::SplitMix64;

    #[test]
    fn a_move_looked_at_leaves_the_totals_playing_it_leaves() {
        // Random stones on both rules, the edges included: for every empty
        // point, the totals it would leave are those playing it leaves.
        let mut rng = SplitMix64::new(5);
        for rule in [Rule::Freestyle, Rule::Renju] {
            let mut p = Position::from_game(&Game::new(15, rule).expect("size"));
            for _ in 0..40 {
                let empty: Vec<usize> = (0..225).filter(|&i| p.is_empty(i)).collect();
                for &i in &empty {
                    let looked = p.totals_after(i);
                    p.play(i);
                    assert_eq!(&looked, p.totals(), "{rule:?}, point {i}");
                    p.undo();
                }
                p.play(empty[(rng.next_u64() % empty.len() as u64) as usize]);
            }
        }
    }
}
