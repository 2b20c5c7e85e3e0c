//! The committed assets have the properties the game relies on (that they
//! are exactly what `make-assets` makes is that program's own unit test).

use std::path::{Path, PathBuf};

use gomoku::assets::{self, SAMPLE_RATE};
use gomoku::game::board::BoardSize;
use image::RgbaImage;

fn assets_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets")
}

fn committed(name: &str) -> Vec<u8> {
    let path = assets_dir().join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()))
}

fn png(bytes: &[u8]) -> RgbaImage {
    image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
        .expect("the asset should decode as PNG")
        .to_rgba8()
}

fn luma(img: &RgbaImage, x: u32, y: u32) -> f64 {
    let p = img.get_pixel(x, y).0;
    0.2126 * f64::from(p[0]) + 0.7152 * f64::from(p[1]) + 0.0722 * f64::from(p[2])
}

#[test]
fn embedded_constants_are_the_right_files() {
    let pairs: [(&str, &[u8]); 16] = [
        ("board13.png", assets::BOARD13_PNG),
        ("board15.png", assets::BOARD15_PNG),
        ("board19.png", assets::BOARD19_PNG),
        ("black.png", assets::BLACK_PNG),
        ("white.png", assets::WHITE_PNG),
        ("icon.png", assets::ICON_PNG),
        ("win-black.png", assets::WIN_BLACK_PNG),
        ("win-white.png", assets::WIN_WHITE_PNG),
        ("lose-black.png", assets::LOSE_BLACK_PNG),
        ("lose-white.png", assets::LOSE_WHITE_PNG),
        ("draw.png", assets::DRAW_PNG),
        ("start.wav", assets::START_WAV),
        ("stone.wav", assets::STONE_WAV),
        ("win.wav", assets::WIN_WAV),
        ("lose.wav", assets::LOSE_WAV),
        ("music.wav", assets::MUSIC_WAV),
    ];
    for (name, bytes) in pairs {
        assert!(
            bytes == committed(name),
            "the constant for {name} embeds another file"
        );
    }
    for size in BoardSize::ALL {
        let want = committed(&format!("board{}.png", size.lines()));
        assert!(
            assets::board_image(size) == want.as_slice(),
            "{size} shows another board's picture"
        );
    }
}

#[test]
fn pictures_have_their_stated_sizes() {
    let sizes = [
        ("board13.png", 960, 960),
        ("board15.png", 960, 960),
        ("board19.png", 960, 960),
        ("black.png", 128, 128),
        ("white.png", 128, 128),
        ("icon.png", 256, 256),
        ("win-black.png", 800, 600),
        ("win-white.png", 800, 600),
        ("lose-black.png", 800, 600),
        ("lose-white.png", 800, 600),
        ("draw.png", 800, 600),
    ];
    for (name, w, h) in sizes {
        let img = png(&committed(name));
        assert_eq!(img.dimensions(), (w, h), "{name}");
    }
    assert_eq!(assets::BOARD_IMAGE_PX, 960);
    assert_eq!(assets::BOARD_MARGIN_PX, 60);
}

#[test]
fn board_pictures_stay_small() {
    for lines in BoardSize::ALL.map(BoardSize::lines) {
        let len = committed(&format!("board{lines}.png")).len();
        assert!(len < 800_000, "board{lines}.png is {len} bytes");
    }
}

#[test]
fn stones_are_round_with_transparent_corners() {
    for (name, dark) in [("black.png", true), ("white.png", false)] {
        let img = png(&committed(name));
        for (x, y) in [(0, 0), (127, 0), (0, 127), (127, 127), (64, 0), (0, 64)] {
            assert_eq!(
                img.get_pixel(x, y).0[3],
                0,
                "{name} ({x},{y}) should be transparent"
            );
        }
        // Inside radius 60 of the centre (64, 64) everything is opaque.
        for (x, y) in [(64, 64), (64, 5), (5, 64), (122, 64), (64, 122), (22, 22)] {
            assert_eq!(
                img.get_pixel(x, y).0[3],
                255,
                "{name} ({x},{y}) should be opaque"
            );
        }
        let centre = luma(&img, 64, 64);
        if dark {
            assert!(centre < 80.0, "black stone centre luma {centre}");
        } else {
            assert!(centre > 190.0, "white stone centre luma {centre}");
        }
    }
}

#[test]
fn board_grid_lines_are_dark_and_the_wood_between_is_light() {
    for lines in BoardSize::ALL.map(BoardSize::lines) {
        let img = png(&committed(&format!("board{lines}.png")));
        let at = |k: usize| assets::board_line_px(lines, k);
        // Half way between the first two lines: no other line, no star point.
        let between = |k: usize| ((at(k) + at(k + 1)) / 2.0) as u32;
        for k in 0..lines {
            let line = at(k).floor() as u32;
            for across in [between(0), between(lines / 2), between(lines - 2)] {
                let v = luma(&img, line, across);
                assert!(
                    v < 90.0,
                    "board{lines}: vertical line {k} at ({line},{across}) luma {v}"
                );
                let h = luma(&img, across, line);
                assert!(
                    h < 90.0,
                    "board{lines}: horizontal line {k} at ({across},{line}) luma {h}"
                );
            }
        }
        for i in 0..lines - 1 {
            for j in 0..lines - 1 {
                let v = luma(&img, between(i), between(j));
                assert!(v > 140.0, "board{lines}: wood in cell ({i},{j}) luma {v}");
            }
        }
        // The margin outside the grid is wood too.
        for (x, y) in [(30, 30), (480, 20), (940, 480), (480, 935)] {
            let v = luma(&img, x, y);
            assert!(v > 110.0, "board{lines}: margin at ({x},{y}) luma {v}");
        }
    }
}

#[test]
fn star_points_are_where_they_belong() {
    let stars: [(usize, &[usize], usize); 3] =
        [(13, &[3, 9], 6), (15, &[3, 11], 7), (19, &[3, 9, 15], 9)];
    for (lines, edges, centre) in stars {
        let img = png(&committed(&format!("board{lines}.png")));
        let at = |k: usize| assets::board_line_px(lines, k).floor() as u32;
        let mut expected = vec![(centre, centre)];
        for &a in edges {
            for &b in edges {
                expected.push((a, b));
            }
        }
        for a in 0..lines {
            for b in 0..lines {
                // Diagonally off the intersection: only a star point is dark there.
                let v = luma(&img, at(a) + 2, at(b) + 2);
                if expected.contains(&(a, b)) {
                    assert!(
                        v < 90.0,
                        "board{lines}: star point ({a},{b}) missing, luma {v}"
                    );
                } else {
                    assert!(
                        v > 120.0,
                        "board{lines}: unexpected dot at ({a},{b}), luma {v}"
                    );
                }
            }
        }
    }
}

#[test]
fn icon_is_a_rounded_square_with_transparent_corners() {
    let img = png(&committed("icon.png"));
    for (x, y) in [(0, 0), (255, 0), (0, 255), (255, 255), (10, 10), (245, 245)] {
        assert_eq!(
            img.get_pixel(x, y).0[3],
            0,
            "icon ({x},{y}) should be transparent"
        );
    }
    for (x, y) in [(128, 128), (128, 10), (10, 128), (60, 60), (200, 200)] {
        assert_eq!(
            img.get_pixel(x, y).0[3],
            255,
            "icon ({x},{y}) should be opaque"
        );
    }
}

/// One image listed in an `.ico` file's directory.
struct IcoEntry {
    side: u32,
    bits_per_pixel: u16,
    bytes: Vec<u8>,
}

/// Reads an `.ico` file's directory (ICONDIR and its ICONDIRENTRYs),
/// checking the layout on the way.
fn ico_entries(ico: &[u8]) -> Vec<IcoEntry> {
    let u16_at = |i: usize| u16::from_le_bytes([ico[i], ico[i + 1]]);
    let u32_at =
        |i: usize| u32::from_le_bytes([ico[i], ico[i + 1], ico[i + 2], ico[i + 3]]) as usize;
    assert!(ico.len() > 6, "icon.ico is too short");
    assert_eq!(u16_at(0), 0, "icon.ico: reserved field");
    assert_eq!(u16_at(2), 1, "icon.ico: type 1 is an icon");
    let count = usize::from(u16_at(4));
    let mut next_data = 6 + 16 * count;
    let mut entries = Vec::new();
    for k in 0..count {
        let e = 6 + 16 * k;
        let side = |b: u8| if b == 0 { 256 } else { u32::from(b) };
        let (w, h) = (side(ico[e]), side(ico[e + 1]));
        assert_eq!(w, h, "icon.ico entry {k} is not square");
        assert_eq!(ico[e + 2], 0, "icon.ico entry {k}: no palette");
        assert_eq!(ico[e + 3], 0, "icon.ico entry {k}: reserved byte");
        let (size, offset) = (u32_at(e + 8), u32_at(e + 12));
        // The images follow the directory, one after another.
        assert_eq!(offset, next_data, "icon.ico entry {k}: offset");
        next_data = offset + size;
        assert!(
            next_data <= ico.len(),
            "icon.ico entry {k} runs past the end"
        );
        entries.push(IcoEntry {
            side: w,
            bits_per_pixel: u16_at(e + 6),
            bytes: ico[offset..next_data].to_vec(),
        });
    }
    assert_eq!(next_data, ico.len(), "icon.ico has bytes after its images");
    entries
}

#[test]
fn windows_icon_holds_the_icon_at_every_size() {
    let ico = committed("icon.ico");
    let entries = ico_entries(&ico);
    let sides: Vec<u32> = entries.iter().map(|e| e.side).collect();
    assert_eq!(sides, [16, 20, 24, 32, 40, 48, 64, 256]);
    let icon = png(&committed("icon.png"));
    for entry in &entries {
        let side = entry.side;
        assert_eq!(entry.bits_per_pixel, 32, "{side}×{side}");
        let frame = png(&entry.bytes);
        assert_eq!(frame.dimensions(), (side, side));
        // Transparent corners, an opaque middle, as in the big icon.
        for (x, y) in [(0, 0), (side - 1, 0), (0, side - 1), (side - 1, side - 1)] {
            assert_eq!(frame.get_pixel(x, y).0[3], 0, "{side}×{side} ({x},{y})");
        }
        assert_eq!(
            frame.get_pixel(side / 2, side / 2).0[3],
            255,
            "{side}×{side}"
        );
        // Where the size divides 256, each pixel is the mean of its block of
        // icon.png (opacity-weighted), give or take the rounding to 8 bits.
        if 256 % side != 0 || side == 256 {
            continue;
        }
        let n = 256 / side;
        for (x, y, p) in frame.enumerate_pixels() {
            let mut sum = [0.0; 4];
            for j in y * n..(y + 1) * n {
                for i in x * n..(x + 1) * n {
                    let q = icon.get_pixel(i, j).0.map(f64::from);
                    for c in 0..3 {
                        sum[c] += q[c] * q[3];
                    }
                    sum[3] += q[3];
                }
            }
            let alpha = sum[3] / f64::from(n * n);
            let d = (alpha - f64::from(p.0[3])).abs();
            assert!(
                d <= 1.0,
                "{side}×{side} ({x},{y}): alpha {} vs {alpha}",
                p.0[3]
            );
            if p.0[3] >= 128 {
                for c in 0..3 {
                    let want = sum[c] / sum[3];
                    let d = (want - f64::from(p.0[c])).abs();
                    assert!(
                        d <= 2.0,
                        "{side}×{side} ({x},{y}) channel {c}: {} vs {want}",
                        p.0[c]
                    );
                }
            }
        }
    }
    // The 256×256 image is icon.png itself, and it is the one an ICO
    // reader picks as the best.
    let big = entries.last().expect("icon.ico lists images");
    assert!(
        png(&big.bytes) == icon,
        "the 256×256 image differs from icon.png"
    );
    let best = image::load_from_memory_with_format(&ico, image::ImageFormat::Ico)
        .expect("icon.ico should decode")
        .to_rgba8();
    assert_eq!(best.dimensions(), (256, 256));
    assert!(
        best == icon,
        "the 256×256 image in icon.ico differs from icon.png"
    );
}

#[test]
fn game_over_screens_are_opaque_with_a_dark_band_for_text() {
    for name in [
        "win-black.png",
        "win-white.png",
        "lose-black.png",
        "lose-white.png",
        "draw.png",
    ] {
        let img = png(&committed(name));
        assert!(
            img.pixels().all(|p| p.0[3] == 255),
            "{name} should be opaque"
        );
        let mut brightest: f64 = 0.0;
        for y in (200..420).step_by(4) {
            for x in (0..800).step_by(4) {
                brightest = brightest.max(luma(&img, x, y));
            }
        }
        // White text needs contrast: nothing in the band is brighter than mid-grey.
        assert!(
            brightest < 120.0,
            "{name}: brightest pixel in the text band has luma {brightest}"
        );
    }
}

#[test]
fn game_over_rows_are_in_their_colour() {
    // The first stone of the row (x 240, y 515): dark on the black
    // pictures, light on the white ones (the win's glow and rim light
    // around it, the lose's dusk over it).
    for (name, dark) in [
        ("win-black.png", true),
        ("win-white.png", false),
        ("lose-black.png", true),
        ("lose-white.png", false),
    ] {
        let centre = luma(&png(&committed(name)), 240, 515);
        if dark {
            assert!(centre < 90.0, "{name}: the row's stone has luma {centre}");
        } else {
            assert!(centre > 150.0, "{name}: the row's stone has luma {centre}");
        }
    }
}

/// A parsed 16-bit PCM mono WAV.
struct Wav {
    rate: u32,
    samples: Vec<i16>,
}

fn wav(name: &str) -> Wav {
    let b = committed(name);
    let u16_at = |i: usize| u16::from_le_bytes([b[i], b[i + 1]]);
    let u32_at = |i: usize| u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]]);
    assert!(b.len() > 44, "{name} is too short");
    assert_eq!(&b[0..4], b"RIFF", "{name}");
    assert_eq!(u32_at(4) as usize, b.len() - 8, "{name}: RIFF size");
    assert_eq!(&b[8..12], b"WAVE", "{name}");
    assert_eq!(&b[12..16], b"fmt ", "{name}");
    assert_eq!(u32_at(16), 16, "{name}: fmt chunk size");
    assert_eq!(u16_at(20), 1, "{name}: PCM");
    assert_eq!(u16_at(22), 1, "{name}: mono");
    let rate = u32_at(24);
    assert_eq!(u32_at(28), rate * 2, "{name}: byte rate");
    assert_eq!(u16_at(32), 2, "{name}: block align");
    assert_eq!(u16_at(34), 16, "{name}: bits per sample");
    assert_eq!(&b[36..40], b"data", "{name}");
    assert_eq!(u32_at(40) as usize, b.len() - 44, "{name}: data size");
    let samples = b[44..]
        .chunks_exact(2)
        .map(|c| i16::from_le_bytes([c[0], c[1]]))
        .collect();
    Wav { rate, samples }
}

fn dbfs(sample: f64) -> f64 {
    20.0 * (sample / 32768.0).log10()
}

#[test]
fn sounds_are_22050_hz_audible_and_unclipped() {
    // (name, expected seconds, peak dBFS)
    let sounds = [
        ("start.wav", 0.8, -3.0),
        ("stone.wav", 0.15, -3.0),
        ("win.wav", 1.5, -3.0),
        ("lose.wav", 1.5, -3.0),
        ("music.wav", 21.3, -9.0),
    ];
    for (name, seconds, want_peak) in sounds {
        let w = wav(name);
        assert_eq!(w.rate, SAMPLE_RATE, "{name}");
        assert_eq!(w.rate, 22_050, "{name}");
        let len = w.samples.len() as f64 / f64::from(w.rate);
        assert!(
            (len - seconds).abs() < 0.05,
            "{name} lasts {len} s, expected {seconds}"
        );
        let peak = w
            .samples
            .iter()
            .map(|&s| f64::from(s).abs())
            .fold(0.0, f64::max);
        assert!(peak < 32767.0, "{name} clips");
        let peak_db = dbfs(peak);
        assert!(
            (peak_db - want_peak).abs() < 0.5,
            "{name} peaks at {peak_db:.1} dBFS"
        );
        let rms = (w.samples.iter().map(|&s| f64::from(s).powi(2)).sum::<f64>()
            / w.samples.len() as f64)
            .sqrt();
        assert!(
            dbfs(rms) > -35.0,
            "{name} is nearly silent: RMS {:.1} dBFS",
            dbfs(rms)
        );
    }
}

#[test]
fn effects_fade_in_and_out_without_clicks() {
    for name in ["start.wav", "stone.wav", "win.wav", "lose.wav"] {
        let s = wav(name).samples;
        let (first, last) = (s[0], s[s.len() - 1]);
        assert!(first.abs() < 50, "{name} starts at {first}");
        assert!(last.abs() < 50, "{name} ends at {last}");
    }
}

#[test]
fn music_loops_seamlessly() {
    let s: Vec<f64> = wav("music.wav")
        .samples
        .into_iter()
        .map(f64::from)
        .collect();
    let len = s.len() as f64 / f64::from(SAMPLE_RATE);
    assert!((16.0..=24.0).contains(&len), "music lasts {len} s");
    let mut steps: Vec<f64> = s.windows(2).map(|w| (w[1] - w[0]).abs()).collect();
    steps.sort_by(f64::total_cmp);
    let typical = steps[steps.len() * 99 / 100];
    // Jumping from the last sample back to the first is like any other step.
    let seam = (s[0] - s[s.len() - 1]).abs();
    assert!(
        seam <= typical,
        "loop seam jumps {seam}, 99% of steps are below {typical}"
    );
    assert!(seam < 0.02 * 32768.0, "loop seam jumps {seam}");
    // And the slope carries on too: no kink at the seam.
    let (before, after) = (s[s.len() - 1] - s[s.len() - 2], s[1] - s[0]);
    assert!(
        (after - before).abs() <= typical,
        "slope changes by {} at the seam",
        after - before
    );
}
