//! The embedded pictures, decoded once into GPU textures.

use eframe::egui::{self, Pos2, Rect, TextureHandle};

use crate::assets;
use crate::game::board::BoardSize;

/// The game's pictures as textures. The board picture depends on the board
/// size, so it is reloaded when the size changes.
pub struct Textures {
    /// The wooden board with its grid.
    pub board: TextureHandle,
    /// The board the picture is for.
    pub board_size: BoardSize,
    /// A black stone.
    pub black: TextureHandle,
    /// A white stone.
    pub white: TextureHandle,
    /// The "you win" screen with a row of black stones, and of white ones.
    pub win: [TextureHandle; 2],
    /// The "you lose" screen with a row of black stones, and of white ones.
    pub lose: [TextureHandle; 2],
    /// The "draw" screen.
    pub draw: TextureHandle,
}

impl Textures {
    /// Decodes every picture; `None` (logged) if one does not decode, and
    /// the board is then drawn with plain shapes.
    #[must_use]
    pub fn load(ctx: &egui::Context, size: BoardSize) -> Option<Textures> {
        Some(Textures {
            board: load(ctx, "board", assets::board_image(size))?,
            board_size: size,
            black: load(ctx, "black", assets::BLACK_PNG)?,
            white: load(ctx, "white", assets::WHITE_PNG)?,
            win: [
                load(ctx, "win-black", assets::WIN_BLACK_PNG)?,
                load(ctx, "win-white", assets::WIN_WHITE_PNG)?,
            ],
            lose: [
                load(ctx, "lose-black", assets::LOSE_BLACK_PNG)?,
                load(ctx, "lose-white", assets::LOSE_WHITE_PNG)?,
            ],
            draw: load(ctx, "draw", assets::DRAW_PNG)?,
        })
    }

    /// Keeps `slot` loaded for a board of `size`.
    pub fn ensure(slot: &mut Option<Textures>, ctx: &egui::Context, size: BoardSize) {
        if slot.as_ref().is_none_or(|t| t.board_size != size) {
            *slot = Textures::load(ctx, size);
        }
    }
}

/// Smooth, and drawn small from mipmaps: the board's grid, a pixel wide in
/// a picture of a thousand, shrunk to a few hundred without them came out
/// uneven (some lines doubled, some gone faint).
const OPTIONS: egui::TextureOptions =
    egui::TextureOptions::LINEAR.with_mipmap_mode(Some(egui::TextureFilter::Linear));

fn load(ctx: &egui::Context, name: &str, png: &[u8]) -> Option<TextureHandle> {
    match image::load_from_memory_with_format(png, image::ImageFormat::Png) {
        Ok(img) => {
            let rgba = img.to_rgba8();
            let size = [rgba.width() as usize, rgba.height() as usize];
            let color = egui::ColorImage::from_rgba_unmultiplied(size, rgba.as_raw());
            Some(ctx.load_texture(name, color, OPTIONS))
        }
        Err(e) => {
            log::error!("the embedded picture {name} does not decode: {e}");
            None
        }
    }
}

/// The whole of a texture.
#[must_use]
pub fn full_uv() -> Rect {
    Rect::from_min_max(Pos2::ZERO, Pos2::new(1.0, 1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_picture_is_uploaded_smooth_with_mipmaps() {
        let ctx = egui::Context::default();
        let mut loaded = None;
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            loaded = Textures::load(ui.ctx(), BoardSize::default());
        });
        let t = loaded.expect("the pictures decode");
        let ours = [
            &t.board, &t.black, &t.white, &t.win[0], &t.win[1], &t.lose[0], &t.lose[1], &t.draw,
        ];
        for handle in ours {
            let (_, deltas) = output
                .textures_delta
                .set
                .iter()
                .find(|(id, _)| **id == handle.id())
                .expect("uploaded");
            for delta in deltas {
                assert_eq!(delta.options, OPTIONS, "{:?}", handle.name());
                assert_eq!(delta.options.mipmap_mode, Some(egui::TextureFilter::Linear));
            }
            assert!(!deltas.is_empty());
        }
        // The uploads go nowhere here.
        output.textures_delta.clear();
    }
}
