//! Opening the native window: its size and place from the settings, the
//! icon, and the app inside it; and keeping it usable afterwards
//! ([`WindowGuard`]): on a monitor, and never larger than the renderer can
//! draw.

use eframe::egui::{self, Pos2, Rect, Vec2};

use crate::assets;
use crate::gui::audio::{Audio, SoundBank};
use crate::gui::{AppOptions, GomokuApp};
use crate::session::settings::Settings;
use crate::session::store::Store;

/// The window size on first start, in points.
pub const DEFAULT_WINDOW: [f32; 2] = [860.0, 920.0];

/// The smallest window the screens are laid out for, in points.
pub const MIN_WINDOW: [f32; 2] = [420.0, 480.0];

/// The largest drawable side, in pixels, when the renderer cannot be asked
/// (every OpenGL 3 implementation supports at least this texture size).
pub const FALLBACK_MAX_PIXELS: u32 = 8192;

/// How much of the window's top strip (where its title bar is) must be on
/// the monitor for the player to grab it, in points.
const GRAB_STRIP: Vec2 = Vec2::new(120.0, 40.0);

/// Keeps the window usable: moves a window opened off the monitor (a saved
/// place from another monitor set-up) back onto it, once, and shrinks a
/// window grown beyond what the renderer can draw.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WindowGuard {
    /// The largest inner size the renderer can draw, in pixels each way.
    pub max_pixels: u32,
    /// Whether the place has been checked (only when the window opens: the
    /// player may later push it partly off on purpose).
    placed: bool,
}

impl WindowGuard {
    /// A guard for a renderer that draws up to `max_pixels` each way.
    #[must_use]
    pub fn new(max_pixels: u32) -> WindowGuard {
        WindowGuard {
            max_pixels: max_pixels.max(MIN_WINDOW[1] as u32),
            placed: false,
        }
    }

    /// The largest inner size in points at `pixels_per_point`.
    #[must_use]
    pub fn max_inner_size(&self, pixels_per_point: f32) -> Vec2 {
        Vec2::splat(self.max_pixels as f32 / pixels_per_point.max(0.1))
    }

    /// The viewport commands that keep the window usable this frame.
    pub fn check(&mut self, ctx: &egui::Context) -> Vec<egui::ViewportCommand> {
        let ppp = ctx.pixels_per_point();
        let (inner, outer, monitor) = ctx.input(|i| {
            let v = i.viewport();
            (v.inner_rect, v.outer_rect, v.monitor_size)
        });
        let mut commands = Vec::new();
        let max = self.max_inner_size(ppp);
        if let Some(inner) = inner
            && (inner.width() > max.x || inner.height() > max.y)
        {
            log::warn!(
                "the window was {:.0}×{:.0}; the renderer draws up to {} pixels: shrinking it",
                inner.width(),
                inner.height(),
                self.max_pixels
            );
            commands.push(egui::ViewportCommand::InnerSize(inner.size().min(max)));
        }
        if !self.placed
            && let (Some(outer), Some(monitor)) = (outer, monitor)
        {
            self.placed = true;
            if let Some(to) = onto_monitor(outer, monitor) {
                log::info!("the window opened off the monitor; moving it to {to:?}");
                commands.push(egui::ViewportCommand::OuterPosition(to));
            }
        }
        commands
    }
}

/// Where to move a window at `outer` so its title strip is on a monitor of
/// `monitor` size at the origin; `None` when it already is.
#[must_use]
pub fn onto_monitor(outer: Rect, monitor: Vec2) -> Option<Pos2> {
    let screen = Rect::from_min_size(Pos2::ZERO, monitor);
    let strip = Rect::from_min_size(outer.min, Vec2::new(outer.width(), GRAB_STRIP.y));
    let visible = strip.intersect(screen);
    let grabbable = visible.is_positive() && visible.width() >= GRAB_STRIP.x.min(outer.width());
    if grabbable {
        return None;
    }
    let fit = |pos: f32, size: f32, room: f32| pos.clamp(0.0, (room - size).max(0.0));
    Some(Pos2::new(
        fit(outer.min.x, outer.width(), monitor.x),
        fit(outer.min.y, outer.height(), monitor.y),
    ))
}

/// The largest square the OpenGL renderer can draw, in pixels: the smaller
/// of its texture and viewport limits.
fn gl_max_pixels(gl: &eframe::glow::Context) -> Option<u32> {
    use eframe::glow::{self, HasContext};
    let mut viewport = [0_i32; 2];
    #[allow(unsafe_code)]
    // SAFETY: plain state queries on the context eframe made current for
    // the creation callback; `viewport` has the two slots
    // MAX_VIEWPORT_DIMS writes.
    let (texture, viewport) = unsafe {
        gl.get_parameter_i32_slice(glow::MAX_VIEWPORT_DIMS, &mut viewport);
        (gl.get_parameter_i32(glow::MAX_TEXTURE_SIZE), viewport)
    };
    let limit = texture.min(viewport[0]).min(viewport[1]);
    u32::try_from(limit).ok().filter(|&l| l > 0)
}

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
pub fn run(open: Option<std::path::PathBuf>) -> eframe::Result {
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
        .with_title(settings.value.language.window_title())
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
        Box::new(move |cc| {
            let max_pixels = cc
                .gl
                .as_deref()
                .and_then(gl_max_pixels)
                .unwrap_or(FALLBACK_MAX_PIXELS);
            let guard = WindowGuard::new(max_pixels);
            // Tells the window manager, too, so it never offers more.
            let ppp = cc.egui_ctx.pixels_per_point();
            cc.egui_ctx
                .send_viewport_cmd(egui::ViewportCommand::MaxInnerSize(
                    guard.max_inner_size(ppp),
                ));
            let audio = Audio::start(SoundBank::embedded(), false);
            let mut app = GomokuApp::new(AppOptions {
                store,
                audio,
                min_think: None,
                settings: Some(settings),
            });
            app.guard_window(guard);
            if let Some(path) = open {
                app.open_file(path);
            }
            Ok(Box::new(app))
        }),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const SCREEN: Vec2 = Vec2::new(1280.0, 1024.0);

    fn window_at(x: f32, y: f32) -> Rect {
        Rect::from_min_size(Pos2::new(x, y), Vec2::new(860.0, 950.0))
    }

    #[test]
    fn a_window_on_the_monitor_stays_where_it_is() {
        assert_eq!(onto_monitor(window_at(0.0, 0.0), SCREEN), None);
        assert_eq!(onto_monitor(window_at(300.0, 60.0), SCREEN), None);
        // Partly off, but its title strip can still be grabbed.
        assert_eq!(onto_monitor(window_at(1000.0, 500.0), SCREEN), None);
        assert_eq!(onto_monitor(window_at(-700.0, 0.0), SCREEN), None);
    }

    #[test]
    fn a_window_off_the_monitor_is_brought_back_whole() {
        // The saved place of issue 10 fault 7.
        let to = onto_monitor(window_at(5000.0, 5000.0), SCREEN).expect("moved");
        assert_eq!(to, Pos2::new(1280.0 - 860.0, 1024.0 - 950.0));
        // Above or left of the monitor.
        let to = onto_monitor(window_at(-2000.0, -300.0), SCREEN).expect("moved");
        assert_eq!(to, Pos2::ZERO);
        // Only a sliver of the title strip showing is not enough to grab it.
        let to = onto_monitor(window_at(1250.0, 10.0), SCREEN).expect("moved");
        assert_eq!(to, Pos2::new(1280.0 - 860.0, 10.0));
        // Title bar above the top edge: the strip is off even if the body shows.
        assert!(onto_monitor(window_at(100.0, -100.0), SCREEN).is_some());
    }

    #[test]
    fn a_window_bigger_than_the_monitor_goes_to_its_corner() {
        let huge = Rect::from_min_size(Pos2::new(4000.0, 10.0), Vec2::new(3000.0, 2000.0));
        assert_eq!(onto_monitor(huge, SCREEN), Some(Pos2::new(0.0, 0.0)));
    }

    #[test]
    fn the_size_cap_follows_the_renderer_and_the_scale() {
        let guard = WindowGuard::new(16384);
        assert_eq!(guard.max_inner_size(1.0), Vec2::splat(16384.0));
        assert_eq!(guard.max_inner_size(2.0), Vec2::splat(8192.0));
        // A nonsense limit from a driver never makes the window unusable.
        assert!(WindowGuard::new(0).max_inner_size(1.0).y >= MIN_WINDOW[1]);
        // No scale is treated as a tiny one, not a division by zero.
        assert!(guard.max_inner_size(0.0).x.is_finite());
    }

    /// Runs one frame whose window sits at `outer` and returns the guard's
    /// commands.
    fn frame(
        ctx: &egui::Context,
        guard: &mut WindowGuard,
        outer: Rect,
        inner: Vec2,
    ) -> Vec<egui::ViewportCommand> {
        let mut raw = egui::RawInput::default();
        let info = raw.viewports.entry(egui::ViewportId::ROOT).or_default();
        info.outer_rect = Some(outer);
        info.inner_rect = Some(Rect::from_min_size(outer.min, inner));
        info.monitor_size = Some(SCREEN);
        let mut commands = Vec::new();
        let mut output = ctx.run_ui(raw, |ui| commands = guard.check(ui.ctx()));
        output.textures_delta.clear();
        commands
    }

    #[test]
    fn the_guard_moves_the_window_once_and_shrinks_it_whenever_needed() {
        let ctx = egui::Context::default();
        let mut guard = WindowGuard::new(8192);
        let off = window_at(5000.0, 5000.0);
        let commands = frame(&ctx, &mut guard, off, off.size());
        assert_eq!(
            commands,
            vec![egui::ViewportCommand::OuterPosition(Pos2::new(420.0, 74.0))]
        );
        // Later the player may push it off on purpose: left alone.
        assert!(frame(&ctx, &mut guard, off, off.size()).is_empty());
        // Grown beyond the renderer (fault 8): shrunk, each time it happens.
        let on = window_at(0.0, 0.0);
        for _ in 0..2 {
            let commands = frame(&ctx, &mut guard, on, Vec2::new(32767.0, 600.0));
            assert_eq!(
                commands,
                vec![egui::ViewportCommand::InnerSize(Vec2::new(8192.0, 600.0))]
            );
        }
        assert!(frame(&ctx, &mut guard, on, Vec2::new(8000.0, 8000.0)).is_empty());
    }
}
