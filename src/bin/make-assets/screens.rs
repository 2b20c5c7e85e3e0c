//! The 800×600 game-over backgrounds: win, lose and draw.
//!
//! Each keeps the band `y` 200..420 plain and darkened so the app's white
//! text reads well over it; the decoration lives above and below.

use super::canvas::{Canvas, Rgb, band, disc, mix, rgb8, scale};
use super::dmath::{atan2_turns, clamp01, cos_turns, exp, len2, smoothstep};
use super::noise::{SplitMix64, fbm2};
use super::stones::{Stone, draw_shadow, draw_stone, shade};

const W: usize = super::SCREEN_PX.0 as usize;
const H: usize = super::SCREEN_PX.1 as usize;

/// How much of the text band covers `y`: 1 inside 200..420, easing out.
fn text_band(y: f64) -> f64 {
    smoothstep(130.0, 215.0, y) * (1.0 - smoothstep(405.0, 490.0, y))
}

/// The y of the row of stones along the bottom.
const ROW_Y: f64 = 515.0;

/// Victory: golden rays rising from behind a glowing row of five of the
/// winner's `colour` on deep red.
pub(crate) fn win(colour: Stone) -> Canvas {
    let (ox, oy) = (400.0, ROW_Y);
    let gold = rgb8(255, 196, 84);
    let mut c = Canvas::from_fn(W, H, |x, y| {
        let (dx, dy) = (x - ox, y - oy);
        let d = (dx * dx + dy * dy).sqrt();
        let base = mix(
            rgb8(170, 30, 26),
            rgb8(64, 6, 12),
            smoothstep(60.0, 720.0, d),
        );
        let theta = atan2_turns(dy, dx);
        let w = 0.5 + 0.5 * cos_turns(theta * 26.0);
        let ray = smoothstep(0.45, 0.75, w)
            * (1.0 - smoothstep(120.0, 760.0, d))
            * smoothstep(30.0, 140.0, d);
        let t = text_band(y);
        let mut col = mix(base, gold, 0.30 * ray * (1.0 - 0.85 * t));
        col = mix(
            col,
            rgb8(255, 170, 60),
            0.55 * exp(-(d * d) / (2.0 * 150.0 * 150.0)),
        );
        scale(col, 1.0 - 0.40 * t)
    });
    sparkles(&mut c, 0x5eed_0001, 46, gold);
    let xs = row_xs(5, 80.0);
    // The winning line: a soft golden bar behind the stones.
    c.paint(
        (xs[0] - 60.0, ROW_Y - 40.0, xs[4] + 60.0, ROW_Y + 40.0),
        |x, y| {
            let along = band(x, xs[0], xs[4]);
            let a = exp(-((y - ROW_Y) * (y - ROW_Y)) / 60.0) * along;
            (a > 0.0).then_some((rgb8(255, 220, 120), 0.85 * a))
        },
    );
    for &x in &xs {
        // Lit from behind: a halo and a bright rim instead of a shadow.
        glow(&mut c, (x, ROW_Y), 34.0, rgb8(255, 214, 110), 0.95);
        draw_stone(&mut c, colour, (x, ROW_Y), 34.0, None);
        rim_light(&mut c, (x, ROW_Y), 34.0, rgb8(255, 228, 160), 0.45);
    }
    c
}

/// Defeat: a dusk-blue sky over a board fading into the evening, and a row
/// of four of the loser's `colour` with the fifth missing.
pub(crate) fn lose(colour: Stone) -> Canvas {
    let other = match colour {
        Stone::Black => Stone::White,
        Stone::White => Stone::Black,
    };
    let horizon = 330.0;
    let mut c = Canvas::from_fn(W, H, |x, y| {
        let sky = if y < 200.0 {
            mix(
                rgb8(20, 28, 54),
                rgb8(62, 62, 96),
                smoothstep(0.0, 200.0, y),
            )
        } else if y < 400.0 {
            mix(
                rgb8(62, 62, 96),
                rgb8(64, 70, 92),
                smoothstep(200.0, 400.0, y),
            )
        } else {
            mix(
                rgb8(64, 70, 92),
                rgb8(82, 86, 98),
                smoothstep(400.0, 600.0, y),
            )
        };
        let haze = 1.0 + 0.05 * fbm2(31, x / 260.0, y / 140.0, 3);
        let mut col = scale(sky, haze);
        // A board in perspective below the text band: faint grid lines
        // converging on a vanishing point at the horizon.
        if y > horizon + 1.0 {
            let depth = (600.0 - horizon) / (y - horizon); // 1 at the bottom edge
            let cell = 64.0; // px between lines at the bottom edge
            let across = (x - 400.0) * depth / cell;
            let gx = (across - across.round()).abs() * cell / depth;
            let rows = (depth - 1.0) / 0.22;
            let gz = (rows - rows.round()).abs() * 0.22 * (600.0 - horizon) / (depth * depth);
            let line = clamp01(1.0 - gx).max(clamp01(1.0 - gz));
            let fade = smoothstep(420.0, 600.0, y);
            col = mix(col, rgb8(150, 162, 190), 0.28 * line * fade);
        }
        scale(col, 1.0 - 0.35 * text_band(y))
    });
    stars(&mut c, 0x5eed_0002, 60);
    moon(&mut c, (648.0, 78.0), 24.0);
    let dusk = (rgb8(60, 72, 105), 0.22);
    let xs = row_xs(5, 80.0);
    for (k, &x) in xs.iter().enumerate() {
        if k == 3 {
            ghost_ring(&mut c, (x, ROW_Y), 34.0);
        } else {
            draw_shadow(&mut c, (x, ROW_Y), 34.0, 0.35);
            draw_stone(&mut c, colour, (x, ROW_Y), 34.0, Some(dusk));
        }
    }
    // The stone that never came, lying off to the side.
    draw_shadow(&mut c, (690.0, 566.0), 30.0, 0.35);
    draw_stone(&mut c, colour, (690.0, 566.0), 30.0, Some(dusk));
    draw_shadow(&mut c, (110.0, 470.0), 26.0, 0.3);
    draw_stone(&mut c, other, (110.0, 470.0), 26.0, Some(dusk));
    c
}

/// Draw: calm warm grey, a taiji made of a black and a white stone's halves,
/// and a balanced row of alternating stones.
pub(crate) fn draw() -> Canvas {
    let mut c = Canvas::from_fn(W, H, |x, y| {
        let (dx, dy) = ((x - 400.0) / 500.0, (y - 300.0) / 420.0);
        let r2 = dx * dx + dy * dy;
        let base = mix(
            rgb8(128, 121, 108),
            rgb8(50, 48, 46),
            smoothstep(0.0, 1.3, r2),
        );
        let cloud = 1.0 + 0.04 * fbm2(41, x / 300.0, y / 200.0, 3);
        scale(base, cloud * (1.0 - 0.40 * text_band(y)))
    });
    let centre = (400.0, 100.0);
    let r = 72.0;
    // A faint ring around the taiji.
    c.paint((300.0, 0.0, 500.0, 200.0), |x, y| {
        let d = len2(x - centre.0, y - centre.1);
        let a = disc(d, r + 13.0) * (1.0 - disc(d, r + 11.0));
        (a > 0.0).then_some((rgb8(214, 196, 150), 0.45 * a))
    });
    draw_shadow(&mut c, centre, r, 0.45);
    taiji(&mut c, centre, r);
    for (k, &x) in row_xs(6, 76.0).iter().enumerate() {
        let stone = if k % 2 == 0 {
            Stone::Black
        } else {
            Stone::White
        };
        draw_shadow(&mut c, (x, ROW_Y), 32.0, 0.4);
        draw_stone(&mut c, stone, (x, ROW_Y), 32.0, None);
    }
    c
}

/// `n` x positions spaced `gap` apart, centred on the picture.
fn row_xs(n: usize, gap: f64) -> Vec<f64> {
    (0..n)
        .map(|k| 400.0 + (k as f64 - (n as f64 - 1.0) / 2.0) * gap)
        .collect()
}

/// A soft halo of `colour` around a circle of radius `r`.
fn glow(c: &mut Canvas, (cx, cy): (f64, f64), r: f64, colour: Rgb, strength: f64) {
    let reach = 2.2 * r;
    c.paint((cx - reach, cy - reach, cx + reach, cy + reach), |x, y| {
        let d = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).sqrt();
        let t = ((d - 0.8 * r) / r).max(0.0);
        let a = strength * exp(-3.0 * t) * (1.0 - smoothstep(1.8 * r, reach, d));
        (a > 0.0).then_some((colour, a))
    });
}

/// A thin crescent moon with a faint halo.
fn moon(c: &mut Canvas, (cx, cy): (f64, f64), r: f64) {
    let reach = 4.0 * r;
    c.paint((cx - reach, cy - reach, cx + reach, cy + reach), |x, y| {
        let d = len2(x - cx, y - cy);
        let halo = 0.10 * exp(-d / (0.9 * r));
        // The lit sliver: the disc minus a disc shifted towards the upper left.
        let lit = disc(d, r) * (1.0 - disc(len2(x - cx + 0.42 * r, y - cy + 0.22 * r), r * 0.93));
        let a = lit.max(halo);
        (a > 0.0).then_some((rgb8(226, 230, 242), 0.9 * a))
    });
}

/// Light catching the rim of a stone of radius `r`.
fn rim_light(c: &mut Canvas, (cx, cy): (f64, f64), r: f64, colour: Rgb, strength: f64) {
    c.paint(
        (cx - r - 1.0, cy - r - 1.0, cx + r + 1.0, cy + r + 1.0),
        |x, y| {
            let d = len2(x - cx, y - cy);
            // Strongest at the bottom, nearest the glow behind the row.
            let below = 0.35 + 0.65 * clamp01((y - cy) / r);
            let a = strength * below * smoothstep(0.8 * r, r, d) * disc(d, r);
            (a > 0.0).then_some((colour, a))
        },
    );
}

/// A faint dashed circle where a stone should be.
fn ghost_ring(c: &mut Canvas, (cx, cy): (f64, f64), r: f64) {
    c.paint(
        (cx - r - 2.0, cy - r - 2.0, cx + r + 2.0, cy + r + 2.0),
        |x, y| {
            let (dx, dy) = (x - cx, y - cy);
            let d = (dx * dx + dy * dy).sqrt();
            let ring = disc(d, r) * (1.0 - disc(d, r - 2.0));
            let dash = smoothstep(-0.2, 0.2, cos_turns(atan2_turns(dy, dx) * 16.0));
            let a = 0.35 * ring * dash;
            (a > 0.0).then_some((rgb8(190, 200, 220), a))
        },
    );
}

/// Scattered four-pointed golden glints outside the text band.
fn sparkles(c: &mut Canvas, seed: u64, count: usize, colour: Rgb) {
    let mut rng = SplitMix64::new(seed);
    for _ in 0..count {
        let x = rng.range(20.0, 780.0);
        let y = if rng.unit() < 0.8 {
            rng.range(15.0, 175.0)
        } else {
            rng.range(440.0, 590.0)
        };
        let size = rng.range(3.0, 11.0);
        let bright = rng.range(0.45, 1.0);
        c.paint((x - size, y - size, x + size, y + size), |px, py| {
            let (dx, dy) = ((px - x).abs(), (py - y).abs());
            // Two thin crossed spikes plus a round core.
            let spike =
                |a: f64, b: f64| clamp01(1.0 - a / size) * clamp01(1.0 - b / (0.09 * size + 0.5));
            let core = exp(-(dx * dx + dy * dy) / (0.08 * size * size + 0.5));
            let a = bright * spike(dx, dy).max(spike(dy, dx)).max(core);
            (a > 0.01).then_some((mix(colour, rgb8(255, 250, 225), 0.5 * core), a))
        });
    }
}

/// Faint small stars in the upper sky.
fn stars(c: &mut Canvas, seed: u64, count: usize) {
    let mut rng = SplitMix64::new(seed);
    for _ in 0..count {
        let (x, y) = (rng.range(5.0, 795.0), rng.range(5.0, 170.0));
        let r = rng.range(0.6, 1.5);
        let a = rng.range(0.15, 0.5) * (1.0 - y / 200.0);
        c.paint((x - 3.0, y - 3.0, x + 3.0, y + 3.0), |px, py| {
            let d = ((px - x) * (px - x) + (py - y) * (py - y)).sqrt();
            let cover = disc(d, r);
            (cover > 0.0).then_some((rgb8(220, 228, 255), a * cover))
        });
    }
}

/// Whether `(u, v)` in the unit disc lies in the black half of a taiji.
fn taiji_black(u: f64, v: f64) -> bool {
    let d_top = u * u + (v + 0.5) * (v + 0.5);
    let d_bottom = u * u + (v - 0.5) * (v - 0.5);
    let dot = 0.15 * 0.15;
    if d_top < dot || d_bottom < dot {
        // The eyes: black in the white head above, white in the black below.
        d_top < dot
    } else if d_top < 0.25 || d_bottom < 0.25 {
        d_bottom < 0.25
    } else {
        u < 0.0
    }
}

/// A taiji (yin-yang) shaded as a single stone, anti-aliased by 4×4
/// supersampling of the two halves.
fn taiji(c: &mut Canvas, (cx, cy): (f64, f64), r: f64) {
    c.paint(
        (cx - r - 1.0, cy - r - 1.0, cx + r + 1.0, cy + r + 1.0),
        |x, y| {
            let (dx, dy) = (x - cx, y - cy);
            let cover = disc((dx * dx + dy * dy).sqrt(), r);
            if cover <= 0.0 {
                return None;
            }
            let mut black = 0.0;
            for i in 0..4 {
                for j in 0..4 {
                    let su = (dx + (f64::from(i) - 1.5) / 4.0) / r;
                    let sv = (dy + (f64::from(j) - 1.5) / 4.0) / r;
                    if taiji_black(su, sv) {
                        black += 1.0 / 16.0;
                    }
                }
            }
            let (u, v) = (dx / r, dy / r);
            let col = mix(shade(Stone::White, u, v), shade(Stone::Black, u, v), black);
            Some((col, cover))
        },
    );
}
