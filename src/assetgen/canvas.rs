//! A floating-point RGBA canvas with anti-aliased painting and PNG output.

use image::ImageEncoder;
use image::codecs::png::{CompressionType, FilterType, PngEncoder};

use super::dmath::clamp01;

/// An RGB colour with channels in `[0, 1]` (sRGB-encoded, blended as is).
pub(crate) type Rgb = [f64; 3];

/// A colour from 8-bit sRGB components.
pub(crate) const fn rgb8(r: u8, g: u8, b: u8) -> Rgb {
    [r as f64 / 255.0, g as f64 / 255.0, b as f64 / 255.0]
}

/// Mixes two colours: `t = 0` gives `a`, `t = 1` gives `b`.
pub(crate) fn mix(a: Rgb, b: Rgb, t: f64) -> Rgb {
    [
        a[0] + (b[0] - a[0]) * t,
        a[1] + (b[1] - a[1]) * t,
        a[2] + (b[2] - a[2]) * t,
    ]
}

/// Multiplies a colour by `k`.
pub(crate) fn scale(c: Rgb, k: f64) -> Rgb {
    [c[0] * k, c[1] * k, c[2] * k]
}

/// A picture being painted: straight (not premultiplied) alpha, pixel
/// `(i, j)` covering `[i, i+1) × [j, j+1)` with its centre at `(i+½, j+½)`.
#[derive(Clone)]
pub(crate) struct Canvas {
    width: usize,
    height: usize,
    pixels: Vec<[f64; 4]>,
}

impl Canvas {
    /// A fully transparent canvas.
    pub(crate) fn transparent(width: usize, height: usize) -> Self {
        Self {
            width,
            height,
            pixels: vec![[0.0; 4]; width * height],
        }
    }

    /// An opaque canvas whose colour at each pixel centre is `f(x, y)`.
    pub(crate) fn from_fn(width: usize, height: usize, f: impl Fn(f64, f64) -> Rgb) -> Self {
        let mut pixels = Vec::with_capacity(width * height);
        for j in 0..height {
            for i in 0..width {
                let c = f(i as f64 + 0.5, j as f64 + 0.5);
                pixels.push([c[0], c[1], c[2], 1.0]);
            }
        }
        Self {
            width,
            height,
            pixels,
        }
    }

    /// Paints over the pixels of the box `[x0, x1) × [y0, y1)` (clipped to the
    /// canvas): `f(x, y)` at each pixel centre returns a colour and an
    /// opacity (its coverage), composited with "over".
    pub(crate) fn paint(
        &mut self,
        (x0, y0, x1, y1): (f64, f64, f64, f64),
        f: impl Fn(f64, f64) -> Option<(Rgb, f64)>,
    ) {
        let i0 = x0.floor().max(0.0) as usize;
        let j0 = y0.floor().max(0.0) as usize;
        let i1 = (x1.ceil().max(0.0) as usize).min(self.width);
        let j1 = (y1.ceil().max(0.0) as usize).min(self.height);
        for j in j0..j1 {
            for i in i0..i1 {
                if let Some((c, a)) = f(i as f64 + 0.5, j as f64 + 0.5) {
                    let a = clamp01(a);
                    if a > 0.0 {
                        let p = &mut self.pixels[j * self.width + i];
                        *p = over(*p, c, a);
                    }
                }
            }
        }
    }

    /// Paints over the whole canvas.
    pub(crate) fn paint_all(&mut self, f: impl Fn(f64, f64) -> Option<(Rgb, f64)>) {
        let b = (0.0, 0.0, self.width as f64, self.height as f64);
        self.paint(b, f);
    }

    /// 8-bit RGBA, rounding each channel.
    pub(crate) fn to_rgba8(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.pixels.len() * 4);
        for p in &self.pixels {
            let a = clamp01(p[3]);
            let a8 = (a * 255.0).round() as u8;
            for &c in &p[..3] {
                // Fully transparent pixels get black so they compress well.
                let v = if a8 == 0 {
                    0
                } else {
                    (clamp01(c) * 255.0).round() as u8
                };
                out.push(v);
            }
            out.push(a8);
        }
        out
    }

    /// The picture as a PNG file.
    pub(crate) fn to_png(&self) -> Vec<u8> {
        let mut png = Vec::new();
        PngEncoder::new_with_quality(&mut png, CompressionType::Best, FilterType::Adaptive)
            .write_image(
                &self.to_rgba8(),
                self.width as u32,
                self.height as u32,
                image::ExtendedColorType::Rgba8,
            )
            .expect("encoding an in-memory RGBA buffer of the right size cannot fail");
        png
    }
}

/// Composites colour `c` with opacity `a` over the straight-alpha pixel `p`.
fn over(p: [f64; 4], c: Rgb, a: f64) -> [f64; 4] {
    let out_a = a + p[3] * (1.0 - a);
    if out_a <= 0.0 {
        return [0.0; 4];
    }
    let k = p[3] * (1.0 - a);
    [
        (c[0] * a + p[0] * k) / out_a,
        (c[1] * a + p[1] * k) / out_a,
        (c[2] * a + p[2] * k) / out_a,
        out_a,
    ]
}

/// Coverage of the pixel whose centre is at `x` by the band `[lo, hi]`
/// (exact for a box filter one pixel wide).
pub(crate) fn band(x: f64, lo: f64, hi: f64) -> f64 {
    clamp01((x + 0.5).min(hi) - (x - 0.5).max(lo))
}

/// Approximate coverage of a pixel at distance `d` from the centre of a
/// disc of radius `r`.
pub(crate) fn disc(d: f64, r: f64) -> f64 {
    clamp01(r - d + 0.5)
}

/// Signed distance from `(x, y)` to a rounded rectangle centred on
/// `(cx, cy)` with half-sizes `(hw, hh)` and corner radius `r` (negative
/// inside).
pub(crate) fn rounded_rect_sd(
    x: f64,
    y: f64,
    (cx, cy, hw, hh): (f64, f64, f64, f64),
    r: f64,
) -> f64 {
    let qx = (x - cx).abs() - (hw - r);
    let qy = (y - cy).abs() - (hh - r);
    let outside = (qx.max(0.0) * qx.max(0.0) + qy.max(0.0) * qy.max(0.0)).sqrt();
    outside + qx.max(qy).min(0.0) - r
}
