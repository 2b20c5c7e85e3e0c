//! Opening the native window: its size and place from the settings, the
//! icon, and the app inside it.

use eframe::egui;

use crate::assets;
use crate::gui::audio::{Audio, SoundBank};
use crate::gui::{AppOptions, GomokuApp};
use crate::session::settings::Settings;
use crate::session::store::Store;

/// The window size on first start, in points.
pub const DEFAULT_WINDOW: [f32; 2] = [860.0, 920.0];

/// The smallest window the screens are laid out for, in points.
pub const MIN_WINDOW: [f32; 2] = [420.0, 480.0];

fn icon() -> Option<egui::IconData> {
    let img =
        image::load_from_memory_with_format(assets::ICON_PNG, image::ImageFormat::Png).ok()?;
    let rgba = img.to_rgba8();
    Some(egui::IconData {
        width: rgba.width(),
        height: rgba.height(),
        rgba: rgba.into_raw(),
    })
}

/// Opens the game window and runs until it closes.
///
/// # Errors
/// When no window can be opened (no display, no OpenGL).
pub fn run() -> eframe::Result {
    let store = Store::default_location();
    // Read once: the window needs the size now, the app the rest (and the
    // notice, if the file needed repair).
    let settings = Settings::load(&store);
    let size = settings
        .value
        .usable_window_size()
        .unwrap_or(DEFAULT_WINDOW);
    let position = settings.value.usable_window_pos();
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Gomoku — five in a row")
        .with_app_id("gomoku")
        .with_inner_size(size)
        .with_min_inner_size(MIN_WINDOW);
    if let Some(icon) = icon() {
        viewport = viewport.with_icon(icon);
    }
    if let Some(position) = position {
        viewport = viewport.with_position(position);
    }
    let options = eframe::NativeOptions {
        viewport,
        ..Default::default()
    };
    eframe::run_native(
        "gomoku",
        options,
        Box::new(move |_cc| {
            let audio = Audio::start(SoundBank::embedded(), false);
            Ok(Box::new(GomokuApp::new(AppOptions {
                store,
                audio,
                min_think: None,
                settings: Some(settings),
            })))
        }),
    )
}
