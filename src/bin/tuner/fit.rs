//! The fit: logistic regression of game results on the evaluation, by the
//! local search of Texel tuning (change one weight at a time by a factor,
//! keep the change when the error falls, shrink the factor when nothing
//! helps).

use gomoku::engine::Strength;
use gomoku::engine::search::position::{FEATURES, WEIGHTS};

/// One position: the features of the side to move and of the opponent,
/// and how the game ended for the side to move (1 win, ½ draw, 0 loss).
#[derive(Clone, Debug)]
pub struct Sample {
    pub me: [i64; FEATURES],
    pub them: [i64; FEATURES],
    pub result: f64,
}

/// How much the side to move's totals count, as `master` has it.
pub const CURRENT_RATIO: f64 =
    Strength::MASTER.to_move_weight.0 as f64 / Strength::MASTER.to_move_weight.1 as f64;
pub const CURRENT_RATIO_LABEL: &str = "as master has it";

/// The side to move's shares the fit tries, as (numerator, denominator):
/// `Strength::to_move_weight` is a fraction.
const RATIOS: [(i64, i64); 6] = [(1, 1), (6, 5), (3, 2), (2, 1), (3, 1), (4, 1)];

/// The term whose weight the fit keeps (the open three): it sets the
/// evaluation's units.
const ANCHOR: usize = 3;

/// The term the fit leaves alone: a five on an empty point is never quiet,
/// so the samples say nothing of it.
const FIVE: usize = 6;

/// The current weights as floating point.
pub fn current() -> [f64; FEATURES] {
    WEIGHTS.map(f64::from)
}

/// The evaluation of a sample under `weights`, the side to move's terms
/// counting `ratio` times.
fn evaluate(s: &Sample, weights: &[f64; FEATURES], ratio: f64) -> f64 {
    (0..FEATURES)
        .map(|k| weights[k] * (ratio * s.me[k] as f64 - s.them[k] as f64))
        .sum()
}

/// The mean squared error of the predicted results.
pub fn loss(samples: &[Sample], weights: &[f64; FEATURES], ratio: f64, scale: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let total: f64 = samples
        .iter()
        .map(|s| {
            let predicted = 1.0 / (1.0 + (-scale * evaluate(s, weights, ratio)).exp());
            (s.result - predicted).powi(2)
        })
        .sum();
    total / samples.len() as f64
}

/// What the fit found.
pub struct Fit {
    /// The fitted weights, rounded.
    pub weights: [i32; FEATURES],
    /// The side to move's share that fitted best, as the fraction
    /// `Strength::to_move_weight` holds (see [`Fit::ratio`]).
    pub ratio_fraction: (i64, i64),
    /// The logistic curve's scale (fitted to the current weights, then
    /// kept: scaling all weights would otherwise do the same).
    pub scale: f64,
    pub loss_before: f64,
    pub loss_after: f64,
}

impl Fit {
    /// Fits `samples`; `None` when there are none.
    pub fn run(samples: &[Sample]) -> Option<Fit> {
        if samples.is_empty() {
            return None;
        }
        let start = current();
        let scale = best_scale(samples, &start, CURRENT_RATIO);
        let loss_before = loss(samples, &start, CURRENT_RATIO, scale);
        let mut best: Option<Fit> = None;
        for (num, den) in RATIOS {
            let ratio = num as f64 / den as f64;
            let (weights, loss_after) = descend(samples, start, ratio, scale);
            if best.as_ref().is_none_or(|b| loss_after < b.loss_after) {
                // Multiplying every weight by c and dividing the scale by c
                // predicts the same: keep the open three's weight, so that
                // the search's scores stay in the range they have (the
                // evaluation is clamped, and wins are counted apart).
                let c = start[ANCHOR] / weights[ANCHOR];
                let mut weights = weights.map(|w| (w * c).round() as i32);
                weights[FIVE] = WEIGHTS[FIVE];
                best = Some(Fit {
                    weights,
                    ratio_fraction: (num, den),
                    scale: scale / c,
                    loss_before,
                    loss_after,
                });
            }
        }
        best
    }

    /// The side to move's share as a number.
    pub fn ratio(&self) -> f64 {
        let (num, den) = self.ratio_fraction;
        num as f64 / den as f64
    }

    /// The side to move's share as `Strength::to_move_weight` writes it.
    pub fn ratio_label(&self) -> String {
        let (num, den) = self.ratio_fraction;
        format!("({num}, {den}) = {:.2}", self.ratio())
    }
}

/// The scale of the logistic curve that fits `weights` best (a search over
/// powers of ten, then a golden-section refinement).
fn best_scale(samples: &[Sample], weights: &[f64; FEATURES], ratio: f64) -> f64 {
    let at = |log: f64| loss(samples, weights, ratio, 10f64.powf(log));
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

/// Texel's local search from `start`: each weight in turn is multiplied
/// or divided by a factor while that lowers the loss; the factor shrinks
/// when no weight moves. Weights stay at least 1.
fn descend(
    samples: &[Sample],
    start: [f64; FEATURES],
    ratio: f64,
    scale: f64,
) -> ([f64; FEATURES], f64) {
    let mut weights = start;
    let mut best = loss(samples, &weights, ratio, scale);
    for factor in [1.5, 1.2, 1.05] {
        for _round in 0..50 {
            let mut moved = false;
            for k in (0..FEATURES).filter(|&k| k != FIVE) {
                for f in [factor, 1.0 / factor] {
                    let mut trial = weights;
                    trial[k] = (trial[k] * f).max(1.0);
                    let l = loss(samples, &trial, ratio, scale);
                    if l < best {
                        best = l;
                        weights = trial;
                        moved = true;
                    }
                }
            }
            if !moved {
                break;
            }
        }
    }
    (weights, best)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Samples whose results follow a known weighting: the side to move
    /// wins when it has more open threes, loses when it has more fours
    /// against it.
    fn synthetic() -> Vec<Sample> {
        let mut out = Vec::new();
        for a in 0..6i64 {
            for b in 0..6i64 {
                let mut me = [0; FEATURES];
                let mut them = [0; FEATURES];
                me[3] = a;
                them[3] = b;
                me[10] = 10;
                them[10] = 10;
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
    fn the_fit_lowers_the_loss_and_finds_what_matters() {
        let samples = synthetic();
        let fit = Fit::run(&samples).expect("samples");
        assert!(
            fit.loss_after < fit.loss_before,
            "{} {}",
            fit.loss_after,
            fit.loss_before
        );
        // Only open threes decide these games, each side's alike: the
        // nearness (equal for both) falls to nothing beside them; the open
        // three keeps its weight, which sets the units.
        assert_eq!(fit.weights[ANCHOR], WEIGHTS[ANCHOR]);
        assert!(fit.weights[10] < WEIGHTS[10].max(2), "{:?}", fit.weights);
        assert!(fit.scale > 0.0);
        assert!((fit.ratio() - 1.0).abs() < 1e-9, "{}", fit.ratio());
    }

    #[test]
    fn no_samples_no_fit() {
        assert!(Fit::run(&[]).is_none());
        assert_eq!(loss(&[], &current(), 1.0, 1e-3), 0.0);
    }
}
