//! The Elo difference between two contestants from their paired games:
//! the logistic model, the estimate with its 95 % interval, and the bounds
//! for a clean sweep.

use std::fmt;

use serde::Serialize;

/// The Elo difference for a score fraction under the logistic model
/// (`E = 1 / (1 + 10^(−D/400))`), or `None` for 0 and 1 (infinite) and
/// anything outside.
#[must_use]
pub fn elo_from_score(fraction: f64) -> Option<f64> {
    (fraction > 0.0 && fraction < 1.0).then(|| -400.0 * (1.0 / fraction - 1.0).log10())
}

/// An Elo difference estimate (A minus B).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Elo {
    /// A finite estimate with its 95 % interval.
    Estimate {
        /// The estimate.
        diff: f64,
        /// Lower end of the 95 % interval.
        low: f64,
        /// Upper end of the 95 % interval.
        high: f64,
    },
    /// A won every game: the difference is at least `bound` (95 %).
    AtLeast {
        /// The lower bound.
        bound: f64,
    },
    /// A lost every game: the difference is at most `bound` (95 %).
    AtMost {
        /// The upper bound.
        bound: f64,
    },
}

impl Elo {
    /// The half-width of the 95 % interval (0 for a bound).
    #[must_use]
    pub fn margin(self) -> f64 {
        match self {
            Elo::Estimate { low, high, .. } => (high - low) / 2.0,
            Elo::AtLeast { .. } | Elo::AtMost { .. } => 0.0,
        }
    }

    /// The estimate, or the bound (for the tests; the report prints the
    /// whole [`Elo`]).
    #[cfg(test)]
    #[must_use]
    pub fn value(self) -> f64 {
        match self {
            Elo::Estimate { diff, .. } => diff,
            Elo::AtLeast { bound } | Elo::AtMost { bound } => bound,
        }
    }
}

impl fmt::Display for Elo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Elo::Estimate { diff, low, high } if low == high => write!(
                f,
                "{diff:+.0} ± 0 (every pair scored the same: no spread to estimate an error from)"
            ),
            Elo::Estimate { diff, low, high } => write!(
                f,
                "{diff:+.0} ± {:.0} (95 %: {low:+.0} to {high:+.0}, a score of {:.1} to {:.1} %)",
                self.margin(),
                100.0 * score_from_elo(low),
                100.0 * score_from_elo(high)
            ),
            Elo::AtLeast { bound } => write!(f, "≥ {bound:+.0} (95 %; A won every game)"),
            Elo::AtMost { bound } => write!(f, "≤ {bound:+.0} (95 %; A lost every game)"),
        }
    }
}

/// z for a two-sided 95 % interval.
pub const Z95: f64 = 1.959_963_985;

/// Estimates the Elo difference from A's score in each pair of games (the
/// fraction of the pair's points, 0, ¼, ½, ¾ or 1), or `None` with no pairs.
///
/// The pairs, not the games, are taken as the independent samples: the
/// two games of a pair share an opening, so their results are correlated,
/// and the variance of the pair scores (the "pentanomial" model) accounts
/// for that where a per-game variance would not. The interval is the
/// normal approximation `mean ± 1.96·sd/√pairs` on the score, mapped
/// through the logistic model (so it is not symmetric in Elo; the margin
/// quoted is half its width); its ends are kept a quarter of a game away
/// from 0 % and 100 % so they stay finite (any score short of 100 % is at
/// least half a game away, so the interval still contains the estimate).
/// The variance is the sample variance of the pair scores; with a single
/// pair there is none, and the interval spans everything short of those
/// ends. With few pairs the error is itself rough, and if every pair scored
/// the same (say every pair 1–1) it is 0: the sample shows no spread, not
/// a proven certainty.
///
/// When A won (or lost) every game the estimate is infinite; the one-sided
/// bound is reported instead: the score `p` for which winning all `n`
/// games has probability 2.5 % (`p = 0.025^(1/n)`, Clopper–Pearson).
#[must_use]
pub fn elo_estimate(pair_scores: &[f64]) -> Option<Elo> {
    let (mean, error) = mean_with_error(pair_scores)?;
    let games = 2.0 * pair_scores.len() as f64;
    let all_won = 0.025_f64.powf(1.0 / games);
    if mean >= 1.0 {
        return Some(Elo::AtLeast {
            bound: elo_from_score(all_won).unwrap_or(0.0),
        });
    }
    if mean <= 0.0 {
        return Some(Elo::AtMost {
            bound: elo_from_score(1.0 - all_won).unwrap_or(0.0),
        });
    }
    let edge = 0.25 / games;
    let clamp = |f: f64| f.clamp(edge, 1.0 - edge);
    // `+ 0.0` turns a −0 into 0, so an even score does not print as "-0".
    let elo = |f: f64| elo_from_score(clamp(f)).unwrap_or(0.0) + 0.0;
    Some(Elo::Estimate {
        diff: elo(mean),
        low: elo(mean - error),
        high: elo(mean + error),
    })
}

/// The mean of `samples` and the half-width of its 95 % interval, by the
/// normal approximation from their sample variance (n − 1): `1.96·sd/√n`.
/// One sample says nothing about the spread, so its half-width is 1, a
/// whole game (as wide as a pair's score or a score difference gets).
/// `None` for none.
#[must_use]
pub fn mean_with_error(samples: &[f64]) -> Option<(f64, f64)> {
    if samples.is_empty() {
        return None;
    }
    let n = samples.len() as f64;
    let mean = samples.iter().sum::<f64>() / n;
    if samples.len() < 2 {
        return Some((mean, 1.0));
    }
    let variance = samples.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1.0);
    Some((mean, Z95 * (variance / n).sqrt()))
}

/// A's expected score against B under the logistic model for an Elo
/// difference.
#[must_use]
pub fn score_from_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The bounds of a sequential probability ratio test with error rates
/// `alpha` (accepting H1 when H0 holds) and `beta` (the other way):
/// below the first the test accepts H0, above the second H1.
#[must_use]
pub fn sprt_bounds(alpha: f64, beta: f64) -> (f64, f64) {
    ((beta / (1.0 - alpha)).ln(), ((1.0 - beta) / alpha).ln())
}

/// The log-likelihood ratio of "A − B is `elo1`" against "A − B is
/// `elo0`" from A's score in each pair of games (as for
/// [`elo_estimate`]), by the normal approximation of the pair scores'
/// distribution (the generalised SPRT): `n (s1 − s0) (2 x̄ − s0 − s1) /
/// (2 σ²)`, with `s0`, `s1` the expected scores, `x̄` and `σ²` the pairs'
/// mean and variance. `None` with fewer than two pairs or no spread among
/// them (the approximation has nothing to stand on).
#[must_use]
pub fn sprt_llr(pair_scores: &[f64], elo0: f64, elo1: f64) -> Option<f64> {
    if pair_scores.len() < 2 {
        return None;
    }
    let n = pair_scores.len() as f64;
    let mean = pair_scores.iter().sum::<f64>() / n;
    let variance = pair_scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / n;
    if variance <= 0.0 {
        return None;
    }
    let (s0, s1) = (score_from_elo(elo0), score_from_elo(elo1));
    Some(n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance))
}

/// The error rates of `--sprt`'s test, each way.
const SPRT_ERROR: f64 = 0.05;

/// A sequential probability ratio test of A − B (`--pool --sprt`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Sprt {
    /// The Elo difference of H0.
    pub elo0: f64,
    /// The Elo difference of H1.
    pub elo1: f64,
    /// The log-likelihood ratio of H1 against H0 (`None`: too few pairs,
    /// or no spread among them).
    pub llr: Option<f64>,
    /// At or below it, H0 is accepted.
    pub lower: f64,
    /// At or above it, H1 is accepted.
    pub upper: f64,
    /// `"H0"`, `"H1"`, or `"more games"`.
    pub verdict: &'static str,
}

impl Sprt {
    /// The test of `elo0` against `elo1` on A's score in each pair.
    #[must_use]
    pub fn new(pair_scores: &[f64], (elo0, elo1): (f64, f64)) -> Sprt {
        let (lower, upper) = sprt_bounds(SPRT_ERROR, SPRT_ERROR);
        let llr = sprt_llr(pair_scores, elo0, elo1);
        let verdict = match llr {
            Some(l) if l <= lower => "H0",
            Some(l) if l >= upper => "H1",
            _ => "more games",
        };
        Sprt {
            elo0,
            elo1,
            llr,
            lower,
            upper,
            verdict,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_of_known_scores() {
        assert_eq!(elo_from_score(0.5), Some(0.0));
        let e = elo_from_score(0.75).expect("finite");
        assert!((e - 190.85).abs() < 0.1, "{e}");
        let e = elo_from_score(0.25).expect("finite");
        assert!((e + 190.85).abs() < 0.1, "{e}");
        assert_eq!(elo_from_score(1.0), None);
        assert_eq!(elo_from_score(0.0), None);

        assert_eq!(elo_estimate(&[]), None);
        match elo_estimate(&[0.5; 8]) {
            Some(Elo::Estimate { diff, .. }) => assert!(diff.abs() < 1e-9),
            other => panic!("{other:?}"),
        }
        // Pairs 2-0, 1-1, 2-0, 1-1: a 75 % score, with an interval around it.
        match elo_estimate(&[1.0, 0.5, 1.0, 0.5]) {
            Some(Elo::Estimate { diff, low, high }) => {
                assert!((diff - 190.85).abs() < 0.1, "{diff}");
                assert!(low < diff && diff < high, "{low} {diff} {high}");
                assert!(low.is_finite() && high.is_finite());
            }
            other => panic!("{other:?}"),
        }
        // The interval told as a score too: the same ends through the
        // logistic model, around the 75 %.
        let e = elo_estimate(&[1.0, 0.5, 1.0, 0.5]).expect("an estimate");
        let Elo::Estimate { low, high, .. } = e else {
            panic!("{e:?}")
        };
        let (lo, hi) = (100.0 * score_from_elo(low), 100.0 * score_from_elo(high));
        assert!(lo < 75.0 && 75.0 < hi && hi < 100.0, "{lo} {hi}");
        let text = e.to_string();
        assert!(
            text.ends_with(&format!(", a score of {lo:.1} to {hi:.1} %)")),
            "{text}"
        );
        // The mean and its error alone: none of nothing, a whole game of
        // one.
        assert_eq!(mean_with_error(&[]), None);
        assert_eq!(mean_with_error(&[0.75]), Some((0.75, 1.0)));
        // One pair gives no spread: the widest interval, still finite.
        match elo_estimate(&[0.75]) {
            Some(Elo::Estimate { diff, low, high }) => {
                assert!((diff - 190.85).abs() < 0.1, "{diff}");
                assert!(
                    low < -100.0 && high > diff && high.is_finite(),
                    "{low} {high}"
                );
            }
            other => panic!("{other:?}"),
        }
        // An even score is 0, not -0.
        let even = elo_estimate(&[1.0, 0.0, 0.5]).expect("an estimate");
        assert!(!even.to_string().starts_with('-'), "{even}");
        // Every game won or lost: a finite bound, not infinity.
        match elo_estimate(&[1.0; 10]) {
            Some(Elo::AtLeast { bound }) => assert!(bound.is_finite() && bound > 100.0, "{bound}"),
            other => panic!("{other:?}"),
        }
        match elo_estimate(&[0.0; 10]) {
            Some(Elo::AtMost { bound }) => assert!(bound.is_finite() && bound < -100.0, "{bound}"),
            other => panic!("{other:?}"),
        }
        // More games, a tighter bound.
        let bound = |n| {
            elo_estimate(&vec![1.0; n])
                .map(Elo::value)
                .unwrap_or_default()
        };
        assert!(bound(100) > bound(10));
        // A nearly perfect score stays finite too.
        let mut scores = vec![1.0; 9];
        scores.push(0.75);
        let e = elo_estimate(&scores).expect("an estimate");
        assert!(e.value().is_finite() && e.margin().is_finite(), "{e:?}");
    }

    #[test]
    fn the_sprt_leans_towards_the_hypothesis_the_pairs_are_near() {
        assert!((score_from_elo(0.0) - 0.5).abs() < 1e-12);
        assert!((score_from_elo(190.85) - 0.75).abs() < 1e-4);
        let (lower, upper) = sprt_bounds(0.05, 0.05);
        assert!((upper - 19f64.ln()).abs() < 1e-12 && (lower + 19f64.ln()).abs() < 1e-12);
        // 400 pairs scoring 72.4 % on average (1-1 and 2-0 pairs, as the
        // engine's white and black do): not yet enough to tell 72 % from
        // 75 % at these error rates, enough to tell it from 76 %.
        let mut pairs = vec![1.0; 179];
        pairs.extend(vec![0.5; 221]);
        let mean = pairs.iter().sum::<f64>() / 400.0;
        assert!((mean - 0.72375).abs() < 1e-9);
        let elo = |p: f64| elo_from_score(p).expect("finite");
        let llr = sprt_llr(&pairs, elo(0.72), elo(0.75)).expect("a ratio");
        assert!(lower < llr && llr < 0.0, "{llr}");
        let llr = sprt_llr(&pairs, elo(0.72), elo(0.76)).expect("a ratio");
        assert!(llr < lower, "{llr}");
        // The same pairs against "+100 or +160": the nearer one wins.
        let llr = sprt_llr(&pairs, 100.0, 160.0).expect("a ratio");
        assert!(llr > upper, "{llr}");
        // The ratio is antisymmetric in the hypotheses, and grows with
        // the pairs.
        let back = sprt_llr(&pairs, 160.0, 100.0).expect("a ratio");
        assert!((llr + back).abs() < 1e-9);
        let mut half = vec![1.0; 89];
        half.extend(vec![0.5; 111]);
        let half = sprt_llr(&half, 100.0, 160.0).expect("a ratio");
        assert!(half > 0.0 && half < llr, "{half} {llr}");
        // Nothing to go on: one pair, or no spread.
        assert_eq!(sprt_llr(&[0.5], 0.0, 10.0), None);
        assert_eq!(sprt_llr(&[0.5, 0.5], 0.0, 10.0), None);
    }
}
