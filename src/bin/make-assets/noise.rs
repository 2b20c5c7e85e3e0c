//! Smooth value noise over the crate's seeded splitmix64 (`gomoku::rng`).

pub(crate) use gomoku::rng::SplitMix64;
use gomoku::rng::{mix, to_unit};

/// A random value in `[-1, 1)` for lattice point `(ix, iy)`.
fn lattice(seed: u64, ix: i64, iy: i64) -> f64 {
    let h = mix(seed ^ mix((ix as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (iy as u64)));
    to_unit(h) * 2.0 - 1.0
}

/// Quintic fade: zero first and second derivatives at the lattice.
fn fade(t: f64) -> f64 {
    t * t * t * (t * (t * 6.0 - 15.0) + 10.0)
}

/// Smooth 2-D value noise in `[-1, 1]`, one lattice cell per unit.
pub(crate) fn noise2(seed: u64, x: f64, y: f64) -> f64 {
    let (fx, fy) = (x.floor(), y.floor());
    let (ix, iy) = (fx as i64, fy as i64);
    let (tx, ty) = (fade(x - fx), fade(y - fy));
    let a = lattice(seed, ix, iy);
    let b = lattice(seed, ix + 1, iy);
    let c = lattice(seed, ix, iy + 1);
    let d = lattice(seed, ix + 1, iy + 1);
    let top = a + (b - a) * tx;
    let bottom = c + (d - c) * tx;
    top + (bottom - top) * ty
}

/// Smooth 1-D value noise in `[-1, 1]`.
pub(crate) fn noise1(seed: u64, x: f64) -> f64 {
    let fx = x.floor();
    let ix = fx as i64;
    let t = fade(x - fx);
    let a = lattice(seed, ix, 0);
    let b = lattice(seed, ix + 1, 0);
    a + (b - a) * t
}

/// Fractal sum of `octaves` layers of [`noise2`], roughly in `[-1, 1]`.
pub(crate) fn fbm2(seed: u64, x: f64, y: f64, octaves: u32) -> f64 {
    let (mut sum, mut amp, mut freq, mut norm) = (0.0, 1.0, 1.0, 0.0);
    for o in 0..octaves {
        sum += amp * noise2(seed.wrapping_add(u64::from(o) * 7919), x * freq, y * freq);
        norm += amp;
        amp *= 0.5;
        freq *= 2.03;
    }
    sum / norm
}
