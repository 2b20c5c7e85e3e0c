//! The kaya-wood board pictures (13, 15 and 19 lines) and the app icon.

use super::canvas::{Canvas, Rgb, band, disc, mix, rgb8, rounded_rect_sd, scale};
use super::dmath::{clamp01, len2, powi, sin_turns, smoothstep};
use super::noise::{fbm2, noise1, noise2};
use super::stones::{Stone, draw_shadow, draw_stone};
use gomoku::assets::{BOARD_IMAGE_PX, BOARD_MARGIN_PX};

/// Light and deep honey tones of kaya, and the colour of its grain.
const WOOD_LIGHT: Rgb = rgb8(238, 198, 126);
const WOOD_DEEP: Rgb = rgb8(216, 163, 88);
const WOOD_GRAIN: Rgb = rgb8(178, 116, 54);
/// The ink of the grid: a dark, slightly warm brown.
const INK: Rgb = rgb8(46, 28, 14);
const INK_ALPHA: f64 = 0.9;

/// The slowly varying parts of the wood at `(x, y)`: how far the grain
/// meanders sideways, how strongly it shows, and the broad tone.
fn wood_slow(x: f64, y: f64) -> [f64; 3] {
    let warp = 24.0 * fbm2(11, x / 430.0, y / 900.0, 3) + 5.0 * noise2(12, x / 95.0, y / 300.0);
    let strength = 0.55 + 0.45 * noise2(14, x / 180.0, y / 520.0);
    let tone = fbm2(16, x / 320.0, y / 700.0, 3);
    [warp, strength, tone]
}

/// The wood at `(x, y)` in board pixels, given [`wood_slow`] there:
/// straight grain running top to bottom ("masame"), gently meandering,
/// with broad bands of tone. Every term is low-frequency so the PNG stays
/// small.
fn wood_with(x: f64, [warp, strength, tone]: [f64; 3]) -> Rgb {
    let u = x + warp;
    // Fine grain lines with irregular spacing; the power narrows the dark part.
    let phase = u / 10.5 + 2.2 * noise1(13, u / 65.0);
    let s = 0.5 + 0.5 * sin_turns(phase);
    let fine = s * s * s * s;
    // Now and then a sharper, darker line of late wood.
    let late = 0.5 + 0.5 * sin_turns(u / 41.0 + 3.0 * noise1(17, u / 150.0));
    let late = powi(late, 14) * (0.5 + 0.5 * noise1(18, u / 90.0));
    let bands = 0.5 + 0.5 * sin_turns(u / 57.0 + 1.4 * noise1(15, u / 230.0));
    let base = mix(
        WOOD_LIGHT,
        WOOD_DEEP,
        clamp01(0.42 + 0.32 * tone + 0.22 * bands),
    );
    mix(
        base,
        WOOD_GRAIN,
        0.20 * fine * strength + 0.22 * late * strength,
    )
}

/// The wood at `(x, y)` in board pixels.
pub(crate) fn wood(x: f64, y: f64) -> Rgb {
    wood_with(x, wood_slow(x, y))
}

/// A smooth field sampled every `step` pixels and interpolated in between,
/// so slow noise costs a fraction of computing it at every pixel.
pub(crate) struct Coarse<const N: usize> {
    step: f64,
    cols: usize,
    vals: Vec<[f64; N]>,
}

impl<const N: usize> Coarse<N> {
    /// Samples `f` over `[0, width] × [0, height]`.
    pub(crate) fn new(
        width: f64,
        height: f64,
        step: f64,
        f: impl Fn(f64, f64) -> [f64; N],
    ) -> Self {
        let cols = (width / step).ceil() as usize + 2;
        let rows = (height / step).ceil() as usize + 2;
        let mut vals = Vec::with_capacity(cols * rows);
        for j in 0..rows {
            for i in 0..cols {
                vals.push(f(i as f64 * step, j as f64 * step));
            }
        }
        Self { step, cols, vals }
    }

    /// The bilinear interpolation at `(x, y)`.
    pub(crate) fn at(&self, x: f64, y: f64) -> [f64; N] {
        let (gx, gy) = (x / self.step, y / self.step);
        let (i, j) = (gx.floor(), gy.floor());
        let (tx, ty) = (gx - i, gy - j);
        let k = j as usize * self.cols + i as usize;
        let (a, b, c, d) = (
            &self.vals[k],
            &self.vals[k + 1],
            &self.vals[k + self.cols],
            &self.vals[k + self.cols + 1],
        );
        let mut out = [0.0; N];
        for n in 0..N {
            let top = a[n] + (b[n] - a[n]) * tx;
            let bottom = c[n] + (d[n] - c[n]) * tx;
            out[n] = top + (bottom - top) * ty;
        }
        out
    }
}

/// The bare board: wood, a soft light from the upper left and a vignette
/// darkening towards the edges.
pub(crate) fn bare_board() -> Canvas {
    let size = f64::from(BOARD_IMAGE_PX);
    let px = BOARD_IMAGE_PX as usize;
    let slow = Coarse::new(size, size, 4.0, wood_slow);
    Canvas::from_fn(px, px, |x, y| {
        let c = wood_with(x, slow.at(x, y));
        let edge = x.min(y).min(size - x).min(size - y);
        let (dx, dy) = (x / size - 0.5, y / size - 0.5);
        let light = 1.035 - 0.07 * (x + y) / (2.0 * size);
        let dark = 0.14 * powi(1.0 - smoothstep(0.0, 150.0, edge), 2)
            + 0.10 * (dx * dx + dy * dy)
            + 0.10 * (1.0 - smoothstep(0.0, 3.0, edge));
        // Darken towards a deeper, redder brown rather than towards grey.
        let c = [
            c[0] * (1.0 - 0.75 * dark),
            c[1] * (1.0 - dark),
            c[2] * (1.0 - 1.3 * dark),
        ];
        scale(c, light)
    })
}

/// The 0-based indices of the star points on a board of `lines` lines.
pub(crate) fn star_points(lines: usize) -> Vec<(usize, usize)> {
    let (edge, centre) = (3, lines / 2);
    let far = lines - 1 - edge;
    if lines >= 19 {
        let idx = [edge, centre, far];
        idx.iter()
            .flat_map(|&a| idx.iter().map(move |&b| (a, b)))
            .collect()
    } else {
        vec![
            (edge, edge),
            (edge, far),
            (far, edge),
            (far, far),
            (centre, centre),
        ]
    }
}

/// The board with its grid: line `k` is centred on
/// `BOARD_MARGIN_PX + k * (BOARD_IMAGE_PX - 2 * BOARD_MARGIN_PX) / (lines - 1)`.
pub(crate) fn board(bare: &Canvas, lines: usize) -> Canvas {
    let mut c = bare.clone();
    let m = f64::from(BOARD_MARGIN_PX);
    let far = f64::from(BOARD_IMAGE_PX - BOARD_MARGIN_PX);
    let last = (lines - 1) as f64;
    let cell = (far - m) / last;
    let (thin, thick) = (2.0, 3.0);
    let (lo, hi) = (m - thick / 2.0, far + thick / 2.0);
    let star_r = 1.2 + 0.085 * cell;
    let stars = star_points(lines);
    let width = |k: f64| if k == 0.0 || k == last { thick } else { thin };
    c.paint((lo - 1.0, lo - 1.0, hi + 1.0, hi + 1.0), |x, y| {
        let kx = ((x - m) / cell).round().clamp(0.0, last);
        let ky = ((y - m) / cell).round().clamp(0.0, last);
        let (lx, ly) = (m + kx * cell, m + ky * cell);
        let (dx, dy) = ((x - lx).abs(), (y - ly).abs());
        // Most pixels are plain wood: leave them quickly.
        let reach = star_r + 1.0;
        if dx > 2.5 && dy > 2.5 && (dx > reach || dy > reach) {
            return None;
        }
        let (wx, wy) = (width(kx) / 2.0, width(ky) / 2.0);
        let vertical = band(x, lx - wx, lx + wx) * band(y, lo, hi);
        let horizontal = band(y, ly - wy, ly + wy) * band(x, lo, hi);
        // Only the nearest intersection can hold a star point under (x, y).
        let star = if dx <= reach && dy <= reach && stars.contains(&(kx as usize, ky as usize)) {
            disc(len2(dx, dy), star_r)
        } else {
            0.0
        };
        let cover = vertical.max(horizontal).max(star);
        (cover > 0.0).then_some((INK, INK_ALPHA * cover))
    });
    c
}

/// The 256×256 app icon: a rounded square of board with a corner of grid
/// and a black and a white stone; transparent outside the square.
pub(crate) fn icon() -> Canvas {
    const SIZE: usize = super::ICON_PX as usize;
    let rect = (128.0, 128.0, 122.0, 122.0);
    let corner = 46.0;
    let mut c = Canvas::transparent(SIZE, SIZE);
    let sd = |x: f64, y: f64| rounded_rect_sd(x, y, rect, corner);
    c.paint_all(|x, y| {
        let d = sd(x, y);
        let cover = clamp01(0.5 - d);
        if cover <= 0.0 {
            return None;
        }
        let wood_c = wood(x * 1.7 + 310.0, y * 1.7 + 140.0);
        // A bevel: the rim catches light at the upper left, shades at the lower right.
        let rim = 1.0 - smoothstep(0.0, 7.0, -d);
        let (gx, gy) = (
            sd(x + 0.5, y) - sd(x - 0.5, y),
            sd(x, y + 0.5) - sd(x, y - 0.5),
        );
        let facing = -(gx * 0.6 + gy * 0.8);
        let light = 1.0 + rim * 0.22 * facing - 0.12 * rim;
        let (dx, dy) = (x / 256.0 - 0.5, y / 256.0 - 0.5);
        let shade = 1.02 - 0.35 * (dx * dx + dy * dy);
        Some((scale(wood_c, light * shade), cover))
    });
    let lines = [32.0, 96.0, 160.0, 224.0];
    let w = 1.75;
    c.paint_all(|x, y| {
        let inside = clamp01(-4.0 - sd(x, y));
        let v = lines
            .iter()
            .map(|&l| band(x, l - w, l + w))
            .fold(0.0, f64::max);
        let h = lines
            .iter()
            .map(|&l| band(y, l - w, l + w))
            .fold(0.0, f64::max);
        let star = disc(len2(x - 96.0, y - 96.0), 7.0);
        let cover = v.max(h).max(star) * inside;
        (cover > 0.0).then_some((INK, 0.85 * cover))
    });
    for (stone, at) in [(Stone::Black, (96.0, 160.0)), (Stone::White, (160.0, 96.0))] {
        draw_shadow(&mut c, at, 38.0, 0.4);
        draw_stone(&mut c, stone, at, 38.0, None);
    }
    c
}
