//! The game's pictures, sounds and Chinese font, embedded in the binary so
//! the game runs from any working directory.
//!
//! The files in `assets/` are made by the `make-assets` program (run
//! `cargo run --bin make-assets --no-default-features`); `tests/assets.rs`
//! checks they are still exactly what the generator makes. Pictures are RGBA
//! PNGs without any text; sounds are 16-bit PCM mono WAVs at
//! 22 050 Hz.

use crate::game::board::BoardSize;

/// Sample rate of every sound, in Hz (16-bit PCM mono).
pub const SAMPLE_RATE: u32 = 22_050;

/// Side of every board picture in pixels (the pictures are square).
pub const BOARD_IMAGE_PX: u32 = 960;

/// Distance in pixels from the picture's edge to the centre of the first
/// (and of the last) grid line, on both axes. Line `k` of `n` is centred on
/// `BOARD_MARGIN_PX + k * (BOARD_IMAGE_PX - 2 * BOARD_MARGIN_PX) / (n - 1)`,
/// measured from the picture's top-left corner (pixel `i` spans `[i, i+1)`).
pub const BOARD_MARGIN_PX: u32 = 60;

/// 13×13 board: 960×960 kaya wood, grid lines every 70 px, 5 star points.
pub const BOARD13_PNG: &[u8] = include_bytes!("../assets/board13.png");

/// 15×15 board: 960×960 kaya wood, grid lines every 60 px, 5 star points.
pub const BOARD15_PNG: &[u8] = include_bytes!("../assets/board15.png");

/// 19×19 board: 960×960 kaya wood, grid lines every 46⅔ px, 9 star points.
pub const BOARD19_PNG: &[u8] = include_bytes!("../assets/board19.png");

/// Black stone: 128×128, a disc of diameter 124 centred, transparent around.
pub const BLACK_PNG: &[u8] = include_bytes!("../assets/black.png");

/// White stone: 128×128, a disc of diameter 124 centred, transparent around.
pub const WHITE_PNG: &[u8] = include_bytes!("../assets/white.png");

/// Victory background, 800×600: golden rays on deep red, a glowing row of
/// five black stones. The band `y` 200..420 is plain and dark for white
/// text.
pub const WIN_BLACK_PNG: &[u8] = include_bytes!("../assets/win-black.png");

/// [`WIN_BLACK_PNG`] with a row of white stones.
pub const WIN_WHITE_PNG: &[u8] = include_bytes!("../assets/win-white.png");

/// Defeat background, 800×600: dusk blue, a row of four black stones with
/// a gap. The band `y` 200..420 is plain and dark for white text.
pub const LOSE_BLACK_PNG: &[u8] = include_bytes!("../assets/lose-black.png");

/// [`LOSE_BLACK_PNG`] with a row of white stones.
pub const LOSE_WHITE_PNG: &[u8] = include_bytes!("../assets/lose-white.png");

/// Draw background, 800×600: warm grey, a taiji and alternating stones. The
/// band `y` 200..420 is plain and dark for white text.
pub const DRAW_PNG: &[u8] = include_bytes!("../assets/draw.png");

/// App icon, 256×256: a rounded square of board with two stones,
/// transparent outside the square.
pub const ICON_PNG: &[u8] = include_bytes!("../assets/icon.png");

/// Played when a game starts: a rising three-note chime (0.8 s).
pub const START_WAV: &[u8] = include_bytes!("../assets/start.wav");

/// Played when a stone is placed: a click on wood (0.15 s).
pub const STONE_WAV: &[u8] = include_bytes!("../assets/stone.wav");

/// Played when the player wins: a bright rising major jingle (1.5 s).
pub const WIN_WAV: &[u8] = include_bytes!("../assets/win.wav");

/// Played when the player loses: a soft falling minor phrase (1.5 s).
pub const LOSE_WAV: &[u8] = include_bytes!("../assets/lose.wav");

/// Background music, 21⅓ s, made to be looped without a seam; quiet (peak
/// −9 dBFS) so it sits under the effects.
pub const MUSIC_WAV: &[u8] = include_bytes!("../assets/music.wav");

/// The glyphs of every CJK word on screen: Noto Sans CJK SC (SIL Open
/// Font License 1.1, `assets/NotoSansSC-subset.OFL.txt`) cut down to the
/// CJK characters of every language of [`crate::i18n`] by
/// `scripts/cjk-subset.sh` (not by `make-assets`: it needs the full font,
/// from Debian's `fonts-noto-cjk`). The window draws with it after egui's
/// own fonts and after the language's own face, if it has one.
pub const CJK_FONT: &[u8] = include_bytes!("../assets/NotoSansSC-subset.otf");

/// Japanese as it is written in Japan: Noto Sans CJK JP, cut down to the
/// characters of `ja.ftl` by the same script (about a third of its kanji
/// are drawn differently from the SC face).
pub const CJK_FONT_JP: &[u8] = include_bytes!("../assets/NotoSansJP-subset.otf");

/// Chinese as it is written in Taiwan: Noto Sans CJK TC, cut down to the
/// characters of `zh-TW.ftl` (its full stop and comma sit in the middle of
/// the square, and many characters differ in their strokes).
pub const CJK_FONT_TC: &[u8] = include_bytes!("../assets/NotoSansTC-subset.otf");

/// The board picture for each offered size (there is one for every
/// [`BoardSize`]).
#[must_use]
pub fn board_image(size: BoardSize) -> &'static [u8] {
    match size {
        BoardSize::MEDIUM => BOARD15_PNG,
        BoardSize::LARGE => BOARD19_PNG,
        _ => BOARD13_PNG,
    }
}

/// The centre of grid line `k` (0-based) of a board of `lines` lines, in
/// pixels of the board picture.
pub fn board_line_px(lines: usize, k: usize) -> f64 {
    let span = f64::from(BOARD_IMAGE_PX - 2 * BOARD_MARGIN_PX);
    f64::from(BOARD_MARGIN_PX) + k as f64 * span / (lines.max(2) - 1) as f64
}
