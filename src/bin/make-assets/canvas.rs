//! A floating-point RGBA canvas with anti-aliased painting, downscaling, and
//! PNG and ICO output.

use image::codecs::ico::{IcoEncoder, IcoFrame};
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder};

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

    /// The picture shrunk to `width × height` by area averaging: each new
    /// pixel is the mean of the old pixels under it, each weighted by how
    /// much of it is covered (exactly, also for ratios that are not whole)
    /// and by its opacity, so transparent pixels lend no colour to an edge.
    /// At the same size it is the picture itself.
    ///
    /// # Panics
    ///
    /// If the new size is zero or larger than the picture.
    pub(crate) fn downscale(&self, width: usize, height: usize) -> Self {
        if (width, height) == (self.width, self.height) {
            return self.clone();
        }
        assert!(
            (1..=self.width).contains(&width) && (1..=self.height).contains(&height),
            "cannot downscale {}×{} to {width}×{height}",
            self.width,
            self.height
        );
        let across = area_weights(self.width, width);
        let down = area_weights(self.height, height);
        // Every output pixel's weights add up to this (as whole numbers).
        let total = (self.width * self.height) as f64;
        let mut pixels = Vec::with_capacity(width * height);
        for (j0, wy) in &down {
            for (i0, wx) in &across {
                let mut sum = [0.0; 4];
                for (j, &wj) in (*j0..).zip(wy) {
                    let row = &self.pixels[j * self.width..(j + 1) * self.width];
                    for (p, &wi) in row[*i0..].iter().zip(wx) {
                        let w = wi * wj * p[3];
                        sum[0] += w * p[0];
                        sum[1] += w * p[1];
                        sum[2] += w * p[2];
                        sum[3] += w;
                    }
                }
                pixels.push(if sum[3] > 0.0 {
                    [
                        sum[0] / sum[3],
                        sum[1] / sum[3],
                        sum[2] / sum[3],
                        sum[3] / total,
                    ]
                } else {
                    [0.0; 4]
                });
            }
        }
        Self {
            width,
            height,
            pixels,
        }
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
                ExtendedColorType::Rgba8,
            )
            .expect("encoding an in-memory RGBA buffer of the right size cannot fail");
        png
    }

    /// A Windows icon (`.ico`) holding the picture at each of `sizes`
    /// (squares, 1 to 256 pixels a side), each [downscaled](Self::downscale)
    /// from this square picture and stored as a PNG, in the order given.
    pub(crate) fn to_ico(&self, sizes: &[usize]) -> Vec<u8> {
        let frames: Vec<_> = sizes
            .iter()
            .map(|&side| {
                let png = self.downscale(side, side).to_png();
                IcoFrame::with_encoded(png, side as u32, side as u32, ExtendedColorType::Rgba8)
                    .unwrap_or_else(|e| panic!("a {side}×{side} icon frame: {e}"))
            })
            .collect();
        let mut ico = Vec::new();
        IcoEncoder::new(&mut ico)
            .encode_images(&frames)
            .expect("writing a few valid frames into memory cannot fail");
        ico
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

/// How the `to` cells of a downscaled axis cover the `from` pixels of the
/// original: for each cell, its first pixel and the lengths of its overlap
/// with that pixel and the following ones.
///
/// Lengths are counted in units of `1/to` of a pixel, so they are whole
/// numbers (exact in `f64`) and each cell's add up to `from`.
fn area_weights(from: usize, to: usize) -> Vec<(usize, Vec<f64>)> {
    (0..to)
        .map(|cell| {
            // The cell spans [start, end) and pixel k spans [k·to, (k+1)·to).
            let (start, end) = (cell * from, (cell + 1) * from);
            let first = start / to;
            let weights = (first..end.div_ceil(to))
                .map(|k| (end.min((k + 1) * to) - start.max(k * to)) as f64)
                .collect();
            (first, weights)
        })
        .collect()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn area_weights_cover_each_pixel_once() {
        // 3 pixels into 2 cells: the middle pixel is shared half and half.
        assert_eq!(
            area_weights(3, 2),
            vec![(0, vec![2.0, 1.0]), (1, vec![1.0, 2.0])]
        );
        assert_eq!(
            area_weights(4, 2),
            vec![(0, vec![2.0, 2.0]), (2, vec![2.0, 2.0])]
        );
        for (from, to) in [
            (256, 16),
            (256, 20),
            (256, 24),
            (256, 40),
            (256, 48),
            (7, 7),
        ] {
            let cells = area_weights(from, to);
            assert_eq!(cells.len(), to);
            let mut per_pixel = vec![0.0; from];
            for (first, weights) in &cells {
                assert_eq!(weights.iter().sum::<f64>(), from as f64, "{from}→{to}");
                for (k, w) in weights.iter().enumerate() {
                    assert!(*w > 0.0, "{from}→{to}: empty overlap");
                    per_pixel[first + k] += w;
                }
            }
            assert!(per_pixel.iter().all(|&w| w == to as f64), "{from}→{to}");
        }
    }

    #[test]
    fn downscale_averages_by_area_and_opacity() {
        // Left half opaque red, right half transparent (with a stray colour).
        let mut c = Canvas::transparent(4, 2);
        c.paint((0.0, 0.0, 2.0, 2.0), |_, _| Some(([1.0, 0.0, 0.0], 1.0)));
        for j in 0..2 {
            c.pixels[j * 4 + 2] = [0.0, 0.0, 1.0, 0.0];
            c.pixels[j * 4 + 3] = [0.0, 0.0, 1.0, 0.0];
        }
        let one = c.downscale(1, 1);
        // Half covered, and the colour is the opaque part's alone.
        assert_eq!(one.pixels, vec![[1.0, 0.0, 0.0, 0.5]]);
        let three = c.downscale(3, 1);
        let alphas: Vec<f64> = three.pixels.iter().map(|p| p[3]).collect();
        assert_eq!(alphas, vec![1.0, 0.5, 0.0]);
        assert_eq!(three.pixels[1][..3], [1.0, 0.0, 0.0]);
        assert_eq!(three.pixels[2], [0.0; 4]);
    }

    #[test]
    fn downscale_keeps_a_flat_colour_and_the_same_size_is_a_copy() {
        let c = Canvas::from_fn(256, 256, |_, _| [0.25, 0.5, 0.75]);
        for side in [16, 24, 48] {
            let small = c.downscale(side, side);
            assert_eq!((small.width, small.height), (side, side));
            assert!(small.pixels.iter().all(|&p| p == [0.25, 0.5, 0.75, 1.0]));
        }
        let grad = Canvas::from_fn(5, 3, |x, y| [x / 5.0, y / 3.0, 0.5]);
        assert_eq!(grad.downscale(5, 3).pixels, grad.pixels);
    }
}
