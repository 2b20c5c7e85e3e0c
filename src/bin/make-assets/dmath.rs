//! Deterministic maths for the generator.
//!
//! The platform's `sin`, `exp` and `ln` come from its libm and may differ in
//! the last bit between systems, which could flip a rounded pixel or sample.
//! These versions use only `+ - * /`, `sqrt`, `floor` and `round`, which
//! IEEE 754 defines exactly (and Rust never fuses into FMA), so every machine
//! computes the same bits.

/// `ln 2`, split so that `k * LN2_HI` is exact for the `k` used here.
/// (fdlibm's constants, given by their bits.)
const LN2_HI: f64 = f64::from_bits(0x3fe6_2e42_fee0_0000);
const LN2_LO: f64 = f64::from_bits(0x3dea_39ef_3579_3c76);
const LN2: f64 = std::f64::consts::LN_2;

/// `sin(2πt)`: `t` is in turns, so callers keep phases small and exact.
pub(crate) fn sin_turns(t: f64) -> f64 {
    let (s, _) = sincos_turns(t);
    s
}

/// `cos(2πt)`.
pub(crate) fn cos_turns(t: f64) -> f64 {
    let (_, c) = sincos_turns(t);
    c
}

/// `(sin 2πt, cos 2πt)`.
pub(crate) fn sincos_turns(t: f64) -> (f64, f64) {
    // Both subtractions are exact, so the reduction loses nothing.
    let t = t - t.round();
    let q = (t * 4.0).round();
    let r = (t - q * 0.25) * std::f64::consts::TAU; // |r| <= π/4
    let (s, c) = sincos_small(r);
    match (q as i64).rem_euclid(4) {
        0 => (s, c),
        1 => (c, -s),
        2 => (-s, -c),
        _ => (-c, s),
    }
}

/// Taylor series for `|r| <= π/4`; the first omitted terms are below 1e-16.
/// (Horner steps written out rather than looped: the generator runs
/// unoptimised in debug builds, where every loop costs.)
fn sincos_small(r: f64) -> (f64, f64) {
    let z = r * r;
    let mut s = -1.0 / 1_307_674_368_000.0;
    s = s * z + 1.0 / 6_227_020_800.0;
    s = s * z - 1.0 / 39_916_800.0;
    s = s * z + 1.0 / 362_880.0;
    s = s * z - 1.0 / 5_040.0;
    s = s * z + 1.0 / 120.0;
    s = s * z - 1.0 / 6.0;
    s = s * z + 1.0;
    let mut c = 1.0 / 20_922_789_888_000.0;
    c = c * z - 1.0 / 87_178_291_200.0;
    c = c * z + 1.0 / 479_001_600.0;
    c = c * z - 1.0 / 3_628_800.0;
    c = c * z + 1.0 / 40_320.0;
    c = c * z - 1.0 / 720.0;
    c = c * z + 1.0 / 24.0;
    c = c * z - 1.0 / 2.0;
    c = c * z + 1.0;
    (s * r, c)
}

/// `e^x`, flushed to 0 below -700 and capped at `e^700`.
pub(crate) fn exp(x: f64) -> f64 {
    if x < -700.0 {
        return 0.0;
    }
    let x = x.min(700.0);
    let k = (x / LN2).round();
    let r = (x - k * LN2_HI) - k * LN2_LO; // |r| <= 0.35
    let mut p = 1.0 / 6_227_020_800.0;
    p = p * r + 1.0 / 479_001_600.0;
    p = p * r + 1.0 / 39_916_800.0;
    p = p * r + 1.0 / 3_628_800.0;
    p = p * r + 1.0 / 362_880.0;
    p = p * r + 1.0 / 40_320.0;
    p = p * r + 1.0 / 5_040.0;
    p = p * r + 1.0 / 720.0;
    p = p * r + 1.0 / 120.0;
    p = p * r + 1.0 / 24.0;
    p = p * r + 1.0 / 6.0;
    p = p * r + 1.0 / 2.0;
    p = p * r + 1.0;
    p = p * r + 1.0;
    p * pow2(k as i64)
}

/// `2^k` for `-1022 <= k <= 1023`, built from its bits.
fn pow2(k: i64) -> f64 {
    f64::from_bits(((k + 1023) as u64) << 52)
}

/// Natural logarithm of a positive, normal `x` (`-inf` for `x <= 0`).
pub(crate) fn ln(x: f64) -> f64 {
    if x <= 0.0 {
        return f64::NEG_INFINITY;
    }
    let bits = x.to_bits();
    let mut e = ((bits >> 52) & 0x7ff) as i64 - 1023;
    // Mantissa in [1, 2), then moved into [√½, √2) so the series converges fast.
    let mut m = f64::from_bits((bits & ((1 << 52) - 1)) | (1023 << 52));
    if m > std::f64::consts::SQRT_2 {
        m *= 0.5;
        e += 1;
    }
    let s = (m - 1.0) / (m + 1.0); // |s| <= 0.172
    let s2 = s * s;
    let mut p = 1.0 / 21.0;
    for d in [19.0, 17.0, 15.0, 13.0, 11.0, 9.0, 7.0, 5.0, 3.0, 1.0] {
        p = p * s2 + 1.0 / d;
    }
    e as f64 * LN2 + 2.0 * s * p
}

/// `x^y` for `x > 0`.
pub(crate) fn pow(x: f64, y: f64) -> f64 {
    exp(y * ln(x))
}

/// `atan2(y, x)` in turns, in `[-0.5, 0.5]`.
pub(crate) fn atan2_turns(y: f64, x: f64) -> f64 {
    if x == 0.0 && y == 0.0 {
        return 0.0;
    }
    let turns = |r: f64| r / std::f64::consts::TAU;
    if x.abs() >= y.abs() {
        let a = turns(atan_unit(y / x));
        if x > 0.0 {
            a
        } else if y >= 0.0 {
            a + 0.5
        } else {
            a - 0.5
        }
    } else if y > 0.0 {
        0.25 - turns(atan_unit(x / y))
    } else {
        -0.25 - turns(atan_unit(x / y))
    }
}

/// `atan(x)` in radians for `|x| <= 1`.
fn atan_unit(x: f64) -> f64 {
    // Two half-angle steps bring |x| below tan(π/16) ≈ 0.2.
    let x1 = x / (1.0 + (1.0 + x * x).sqrt());
    let x2 = x1 / (1.0 + (1.0 + x1 * x1).sqrt());
    let z = x2 * x2;
    let mut p = -1.0 / 27.0;
    p = p * z + 1.0 / 25.0;
    p = p * z - 1.0 / 23.0;
    p = p * z + 1.0 / 21.0;
    p = p * z - 1.0 / 19.0;
    p = p * z + 1.0 / 17.0;
    p = p * z - 1.0 / 15.0;
    p = p * z + 1.0 / 13.0;
    p = p * z - 1.0 / 11.0;
    p = p * z + 1.0 / 9.0;
    p = p * z - 1.0 / 7.0;
    p = p * z + 1.0 / 5.0;
    p = p * z - 1.0 / 3.0;
    p = p * z + 1.0;
    4.0 * x2 * p
}

/// `x^n` by repeated squaring (`f64::powi` may differ between platforms).
pub(crate) fn powi(mut x: f64, mut n: u32) -> f64 {
    let mut acc = 1.0;
    while n > 0 {
        if n & 1 == 1 {
            acc *= x;
        }
        x *= x;
        n >>= 1;
    }
    acc
}

/// Length of the vector `(x, y)`.
pub(crate) fn len2(x: f64, y: f64) -> f64 {
    (x * x + y * y).sqrt()
}

/// Clamps to `[0, 1]`.
pub(crate) fn clamp01(x: f64) -> f64 {
    x.clamp(0.0, 1.0)
}

/// Hermite smoothstep from `e0` to `e1`.
pub(crate) fn smoothstep(e0: f64, e1: f64, x: f64) -> f64 {
    let t = clamp01((x - e0) / (e1 - e0));
    t * t * (3.0 - 2.0 * t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_libm() {
        assert_eq!(powi(1.5, 5), 1.5 * 1.5 * 1.5 * 1.5 * 1.5);
        assert!((pow(2.0, 0.5) - std::f64::consts::SQRT_2).abs() < 1e-15);
        for i in -2000..2000 {
            let x = f64::from(i) * 0.01237;
            // libm's argument is rounded when 2πx is formed, so allow for that.
            let tol = 1e-15 * (1.0 + (x * std::f64::consts::TAU).abs());
            assert!((sin_turns(x) - (x * std::f64::consts::TAU).sin()).abs() < tol);
            assert!((cos_turns(x) - (x * std::f64::consts::TAU).cos()).abs() < tol);
            assert!((exp(x) - x.exp()).abs() <= 1e-14 * x.exp());
            let y = x.abs() + 1e-3;
            assert!((ln(y) - y.ln()).abs() < 1e-14);
            let (sy, sx) = (x.sin(), (x * 1.7).cos());
            let want = sy.atan2(sx) / std::f64::consts::TAU;
            assert!((atan2_turns(sy, sx) - want).abs() < 1e-14, "{sy} {sx}");
        }
    }
}
