//! Shaded go stones: black slate and white shell, lit from the upper left.

use super::canvas::{Canvas, Rgb, disc, mix, rgb8, scale};
use super::dmath::{clamp01, powi, sin_turns, smoothstep};
use super::noise::noise2;

/// Which stone.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Stone {
    /// Slate: near-black, matte, with a soft sheen.
    Black,
    /// Clam shell: off-white with fine growth lines.
    White,
}

/// Light direction (towards the light: up-left and in front), normalised.
const LIGHT: [f64; 3] = [-0.444_554, -0.592_739, 0.671_771];

fn normalise(v: [f64; 3]) -> [f64; 3] {
    let l = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
    [v[0] / l, v[1] / l, v[2] / l]
}

fn dot(a: [f64; 3], b: [f64; 3]) -> f64 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

/// The colour of a stone at `(u, v)` in the unit disc (`u` right, `v` down).
///
/// The stone is a flattened lens: its surface normal comes from the height
/// `k·√(1−ρ²)`, which bends over sharply at the rim like a real stone's edge.
pub(crate) fn shade(stone: Stone, u: f64, v: f64) -> Rgb {
    let rho2 = (u * u + v * v).min(0.9990);
    let rho = rho2.sqrt();
    let flat = match stone {
        Stone::Black => 0.50,
        Stone::White => 0.55,
    };
    let s = (1.0 - rho2).sqrt();
    let n = normalise([flat * u / s, flat * v / s, 1.0]);
    let diffuse = dot(n, LIGHT).max(0.0);
    let half = normalise([LIGHT[0], LIGHT[1], LIGHT[2] + 1.0]);
    let nh = dot(n, half).max(0.0);
    // Warm light bounced off the board onto the lower-right rim.
    let bounce =
        smoothstep(0.6, 1.0, rho) * clamp01((u + v) / (rho + 1e-9) * 0.707) * n[2].max(0.2);
    match stone {
        Stone::Black => {
            let base = rgb8(30, 30, 34);
            let body = scale(base, 0.35 + 0.85 * diffuse);
            let sheen = 0.20 * powi(nh, 8) + 0.34 * powi(nh, 40);
            let c = mix(body, rgb8(200, 205, 215), sheen);
            mix(c, rgb8(150, 110, 60), 0.10 * bounce)
        }
        Stone::White => {
            let base = rgb8(246, 244, 236);
            // Fine, gently curved growth lines of the shell.
            let line = 0.5
                + 0.5 * sin_turns((v + 0.18 * u * u) * 11.0 + 0.35 * noise2(7, u * 2.0, v * 2.0));
            let streak = 1.0 - 0.018 * powi(line, 3);
            let light = 0.68 + 0.34 * diffuse;
            let body = scale(base, light * streak);
            let warm = mix(body, rgb8(236, 226, 205), 0.25 * smoothstep(0.3, 1.0, rho));
            let c = mix(warm, rgb8(255, 255, 255), 0.55 * powi(nh, 40));
            mix(c, rgb8(200, 170, 120), 0.10 * bounce)
        }
    }
}

/// Paints a stone of radius `r` centred on `centre`, optionally tinted
/// (`(colour, amount)`) to sit in a picture's light.
pub(crate) fn draw_stone(
    c: &mut Canvas,
    stone: Stone,
    (cx, cy): (f64, f64),
    r: f64,
    tint: Option<(Rgb, f64)>,
) {
    c.paint(
        (cx - r - 1.0, cy - r - 1.0, cx + r + 1.0, cy + r + 1.0),
        |x, y| {
            let (dx, dy) = (x - cx, y - cy);
            let cover = disc((dx * dx + dy * dy).sqrt(), r);
            if cover <= 0.0 {
                return None;
            }
            let mut col = shade(stone, dx / r, dy / r);
            if let Some((t, k)) = tint {
                col = mix(col, t, k);
            }
            Some((col, cover))
        },
    );
}

/// Paints the soft shadow a stone of radius `r` at `centre` casts down and
/// to the right.
pub(crate) fn draw_shadow(c: &mut Canvas, (cx, cy): (f64, f64), r: f64, opacity: f64) {
    let (sx, sy) = (cx + 0.07 * r, cy + 0.11 * r);
    let blur = 0.16 * r;
    c.paint(
        (
            sx - r - 2.0 * blur,
            sy - r - 2.0 * blur,
            sx + r + 2.0 * blur,
            sy + r + 2.0 * blur,
        ),
        |x, y| {
            let d = ((x - sx) * (x - sx) + (y - sy) * (y - sy)).sqrt();
            let a = 1.0 - smoothstep(r - blur, r + blur, d);
            (a > 0.0).then_some((rgb8(0, 0, 0), opacity * a))
        },
    );
}

/// A stone picture: `size`×`size`, the stone's diameter `size − 4`,
/// transparent outside it.
pub(crate) fn stone_picture(stone: Stone, size: usize) -> Canvas {
    let mut c = Canvas::transparent(size, size);
    let centre = size as f64 / 2.0;
    draw_stone(&mut c, stone, (centre, centre), centre - 2.0, None);
    c
}
