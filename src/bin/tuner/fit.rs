//! The fit: logistic regression of game results on the learned
//! evaluation (`gomoku::engine::search::learned`), by gradient descent
//! (Adam) on the mean squared error of the predicted results, Texel's
//! measure. The curve's scale is fitted once to the current tables and
//! then kept, so the fitted values stay in the units the search's scores
//! have.

use gomoku::engine::search::learned::{CLASSES, TO_MOVE, WAITING};

/// One position: how many points of each class the side to move and the
/// opponent have, and how the game ended for the side to move (1 win,
/// ½ draw, 0 loss).
#[derive(Clone, Debug)]
pub struct Sample {
    pub me: [i64; CLASSES],
    pub them: [i64; CLASSES],
    pub result: f64,
}

/// The two tables: values to the side to move, then to the side waiting.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tables {
    pub to_move: [f64; CLASSES],
    pub waiting: [f64; CLASSES],
}

impl Tables {
    /// The tables the engine has now.
    pub fn current() -> Tables {
        Tables {
            to_move: TO_MOVE.map(f64::from),
            waiting: WAITING.map(f64::from),
        }
    }

    /// The evaluation of a sample for the side to move.
    fn evaluate(&self, s: &Sample) -> f64 {
        (0..CLASSES)
            .map(|k| self.to_move[k] * s.me[k] as f64 - self.waiting[k] * s.them[k] as f64)
            .sum()
    }

    /// The tables rounded to whole values, as the engine keeps them.
    pub fn rounded(&self) -> ([i32; CLASSES], [i32; CLASSES]) {
        (
            self.to_move.map(|v| v.round() as i32),
            self.waiting.map(|v| v.round() as i32),
        )
    }
}

/// Whether class `k` is fitted: not the empty class (worth nothing by
/// definition) and not one with a five (a five on an empty point is never
/// quiet, so the samples say nothing of it).
pub fn fitted(k: usize) -> bool {
    // Classes from 28 on are those whose strongest shape is a five.
    k != 0 && k < 28
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The mean squared error of the predicted results.
pub fn loss(samples: &[Sample], tables: &Tables, scale: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let total: f64 = samples
        .iter()
        .map(|s| (s.result - sigmoid(scale * tables.evaluate(s))).powi(2))
        .sum();
    total / samples.len() as f64
}

/// What the fit found.
pub struct Fit {
    pub tables: Tables,
    /// The logistic curve's scale (fitted to the current tables).
    pub scale: f64,
    pub loss_before: f64,
    pub loss_after: f64,
}

/// Rounds of gradient descent over all the samples.
const EPOCHS: usize = 400;

impl Fit {
    /// Fits `samples` from the current tables; `None` when there are none.
    pub fn run(samples: &[Sample]) -> Option<Fit> {
        if samples.is_empty() {
            return None;
        }
        let start = Tables::current();
        let scale = best_scale(samples, &start);
        let loss_before = loss(samples, &start, scale);
        let tables = descend(samples, start, scale);
        Some(Fit {
            tables,
            scale,
            loss_before,
            loss_after: loss(samples, &tables, scale),
        })
    }
}

/// The scale of the logistic curve that fits `tables` best (a search over
/// powers of ten, then a golden-section refinement).
fn best_scale(samples: &[Sample], tables: &Tables) -> f64 {
    let at = |log: f64| loss(samples, tables, 10f64.powf(log));
    let mut centre = -6.0;
    for log in -7..=-1 {
        if at(f64::from(log)) < at(centre) {
            centre = f64::from(log);
        }
    }
    let (mut lo, mut hi) = (centre - 1.0, centre + 1.0);
    let phi = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let a = hi - phi * (hi - lo);
        let b = lo + phi * (hi - lo);
        if at(a) < at(b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    10f64.powf((lo + hi) / 2.0)
}

/// Adam's gradient descent on the loss, over the fitted classes; values
/// stay at 0 or more (a shape is never a burden to its owner).
fn descend(samples: &[Sample], start: Tables, scale: f64) -> Tables {
    const RATE: f64 = 4.0;
    const BETA1: f64 = 0.9;
    const BETA2: f64 = 0.999;
    let n = samples.len() as f64;
    let mut t = start;
    let mut m = [[0.0; CLASSES]; 2];
    let mut v = [[0.0; CLASSES]; 2];
    for epoch in 1..=EPOCHS {
        let mut grad = [[0.0; CLASSES]; 2];
        for s in samples {
            let p = sigmoid(scale * t.evaluate(s));
            // d/dx (r - p)^2 = -2 (r - p) p (1 - p) scale dx
            let g = -2.0 * (s.result - p) * p * (1.0 - p) * scale / n;
            let [to_move, waiting] = &mut grad;
            for ((gm, gw), (&me, &them)) in to_move
                .iter_mut()
                .zip(waiting.iter_mut())
                .zip(s.me.iter().zip(&s.them))
            {
                *gm += g * me as f64;
                *gw -= g * them as f64;
            }
        }
        for (side, table) in [&mut t.to_move, &mut t.waiting].into_iter().enumerate() {
            for k in (0..CLASSES).filter(|&k| fitted(k)) {
                let g = grad[side][k];
                m[side][k] = BETA1 * m[side][k] + (1.0 - BETA1) * g;
                v[side][k] = BETA2 * v[side][k] + (1.0 - BETA2) * g * g;
                let m_hat = m[side][k] / (1.0 - BETA1.powi(epoch as i32));
                let v_hat = v[side][k] / (1.0 - BETA2.powi(epoch as i32));
                table[k] = (table[k] - RATE * m_hat / (v_hat.sqrt() + 1e-12)).max(0.0);
            }
        }
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use gomoku::engine::search::learned::class;
    use gomoku::game::shapes::line::Shape;

    /// Samples whose results follow a known rule: the side to move wins
    /// when it has more open-three points than the opponent, and loses
    /// when it has fewer; open twos are equal on both sides.
    fn synthetic() -> Vec<Sample> {
        let three = class([Shape::OpenThree, Shape::None, Shape::None, Shape::None]);
        let two = class([Shape::OpenTwo, Shape::None, Shape::None, Shape::None]);
        let mut out = Vec::new();
        for a in 0..6i64 {
            for b in 0..6i64 {
                let mut me = [0; CLASSES];
                let mut them = [0; CLASSES];
                me[three] = a;
                them[three] = b;
                me[two] = 10;
                them[two] = 10;
                let result = match a.cmp(&b) {
                    std::cmp::Ordering::Greater => 1.0,
                    std::cmp::Ordering::Less => 0.0,
                    std::cmp::Ordering::Equal => 0.5,
                };
                out.push(Sample { me, them, result });
            }
        }
        out
    }

    #[test]
    fn the_fit_lowers_the_loss_and_keeps_what_it_cannot_see() {
        let samples = synthetic();
        let fit = Fit::run(&samples).expect("samples");
        assert!(
            fit.loss_after < fit.loss_before,
            "{} {}",
            fit.loss_after,
            fit.loss_before
        );
        let start = Tables::current();
        // Classes no sample has keep their values; the five's classes and
        // the empty class are never fitted.
        let four_three = class([Shape::Four, Shape::OpenThree, Shape::None, Shape::None]);
        assert_eq!(fit.tables.to_move[four_three], start.to_move[four_three]);
        assert_eq!(fit.tables.to_move[0], 0.0);
        assert_eq!(fit.tables.waiting[CLASSES - 1], start.waiting[CLASSES - 1]);
        // Open twos, equal on both sides, decide nothing: the side to
        // move's and the waiting side's values come together.
        let two = class([Shape::OpenTwo, Shape::None, Shape::None, Shape::None]);
        let gap = |t: &Tables| (t.to_move[two] - t.waiting[two]).abs();
        assert!(gap(&fit.tables) < gap(&start), "{:?}", fit.tables);
        assert!(fit.scale > 0.0);
    }

    #[test]
    fn no_samples_no_fit() {
        assert!(Fit::run(&[]).is_none());
        assert_eq!(loss(&[], &Tables::current(), 1e-3), 0.0);
    }
}
