//! Opening the native window: its size and place from the settings, the
//! icon, and the app inside it; and keeping it usable afterwards: on a
//! monitor ([`WindowGuard`]), and never painted larger than the renderer
//! can draw ([`SizeLimit`]).

use std::sync::{Arc, OnceLock, Weak};

use eframe::egui::{self, Pos2, Rect, Vec2};
use eframe::{EframeWinitApplication, UserEvent};
use winit::application::ApplicationHandler;
use winit::dpi::PhysicalSize;
use winit::event::{DeviceEvent, DeviceId, StartCause, WindowEvent};
use winit::event_loop::{ActiveEventLoop, ControlFlow, EventLoop};
use winit::window::{Window, WindowId};

use crate::assets;
use crate::gui::audio::{Audio, SoundBank};
use crate::gui::{AppOptions, GomokuApp};
use crate::session::settings::{MatchStart, Settings};
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

/// Moves a window opened off the monitor (a saved place from another
/// monitor set-up) back onto it, once: the player may later push it partly
/// off on purpose.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct WindowGuard {
    /// Whether the place has been checked.
    placed: bool,
}

impl WindowGuard {
    /// The viewport commands that keep the window usable this frame.
    pub fn check(&mut self, ctx: &egui::Context) -> Vec<egui::ViewportCommand> {
        let (outer, monitor) = ctx.input(|i| {
            let v = i.viewport();
            (v.outer_rect, v.monitor_size)
        });
        let mut commands = Vec::new();
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

/// Whether a window may be painted at its size: not when it is larger than
/// the renderer draws.
///
/// Painting such a window even once can bring the process down: Mesa's
/// software renderer at 32767×32767 under X11 dies in its swap. A script
/// or a window manager that ignores the size limit the game asks for can
/// make the window that big, and eframe would paint it before any request
/// of the app to shrink it is carried out. So the check runs in front of
/// eframe ([`SizeGate`]), on the window's size as the windowing system has
/// it just before each paint.
#[derive(Clone, Copy, Debug, PartialEq)]
struct SizeLimit {
    /// The largest inner size the renderer can draw, in pixels each way.
    max_pixels: u32,
    /// Whether the last paint was held back.
    held: bool,
}

/// What [`SizeLimit::before_paint`] decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Paint {
    /// Paint.
    Go {
        /// The paint before was held back.
        resumed: bool,
    },
    /// Don't paint; ask the window to shrink.
    Hold {
        /// The size to ask for, in pixels.
        shrink_to: [u32; 2],
        /// The paint before went ahead.
        first: bool,
    },
}

impl SizeLimit {
    /// The limit of a renderer that draws up to `max_pixels` each way
    /// (never less than the smallest window the game is laid out for).
    fn new(max_pixels: u32) -> SizeLimit {
        SizeLimit {
            max_pixels: max_pixels.max(MIN_WINDOW[1] as u32),
            held: false,
        }
    }

    /// Decides the paint of a window of `width`×`height` pixels.
    fn before_paint(&mut self, width: u32, height: u32) -> Paint {
        let max = self.max_pixels;
        let was_held = self.held;
        self.held = width > max || height > max;
        if self.held {
            Paint::Hold {
                shrink_to: [width.min(max), height.min(max)],
                first: !was_held,
            }
        } else {
            Paint::Go { resumed: was_held }
        }
    }
}

/// What the app creator hands to the [`SizeGate`] once eframe has made the
/// window and the renderer: the window, and the renderer's limit.
///
/// The window is held weakly: eframe closes it by dropping its own handle,
/// and the window must then really go (winit destroys it with the last
/// handle), or the event loop never hears that it has and never ends.
type Handover = Arc<OnceLock<(Weak<Window>, u32)>>;

/// eframe's application with a [`SizeLimit`] in front.
///
/// Before each redraw or resize the window's size is asked of the windowing
/// system (not taken from an event that may be stale or still on its way);
/// before every event too while the window is not yet shown, since eframe
/// then paints straight from its event handling (at start, for the first
/// frames). If the renderer cannot draw that size, the window is asked to
/// shrink and, until it has, nothing that could lead eframe to paint
/// reaches it. The shrink comes back as a resize, and with it painting
/// resumes. Closing and exiting always pass, so the game is saved whatever
/// the size.
///
/// Not covered: a resize that lands during a paint, between the gate's
/// look at the size and the renderer's own (microseconds in a release
/// build, more on a loaded machine). Only eframe or the renderer could
/// close that gap.
struct SizeGate<'app> {
    app: EframeWinitApplication<'app>,
    handover: Handover,
    limit: Option<SizeLimit>,
}

/// What arrives at the [`SizeGate`] for eframe.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Arrival {
    /// A window's redraw, or its new size: checked against the limit.
    Paint,
    /// Closing: always passes.
    Close,
    /// Anything else: passes while the window is not held back.
    Other,
}

impl Arrival {
    fn of(event: &WindowEvent) -> Arrival {
        match event {
            WindowEvent::RedrawRequested | WindowEvent::Resized(_) => Arrival::Paint,
            WindowEvent::CloseRequested | WindowEvent::Destroyed => Arrival::Close,
            _ => Arrival::Other,
        }
    }
}

impl SizeGate<'_> {
    /// Whether `arrival` (for window `id`, if it is a window's) may reach
    /// eframe.
    fn passes(
        &mut self,
        event_loop: &ActiveEventLoop,
        id: Option<WindowId>,
        arrival: Arrival,
    ) -> bool {
        let passes = self.check(id, arrival);
        if !passes {
            // Sleep until the windowing system has news (the resize): a
            // wake-up time eframe set earlier would otherwise spin the loop.
            event_loop.set_control_flow(ControlFlow::Wait);
        }
        passes
    }

    /// [`Self::passes`], without the sleeping.
    fn check(&mut self, id: Option<WindowId>, arrival: Arrival) -> bool {
        let Some((window, max_pixels)) = self.handover.get() else {
            return true; // no window yet
        };
        let Some(window) = window.upgrade() else {
            return true; // closed
        };
        if arrival == Arrival::Close || id.is_some_and(|id| id != window.id()) {
            return true;
        }
        let limit = self
            .limit
            .get_or_insert_with(|| SizeLimit::new(*max_pixels));
        // eframe paints from any event a window it does not count as shown
        // yet; otherwise only on redraws. Other events pass unasked unless
        // the window is held back (the usual case: no question to the
        // windowing system).
        if arrival == Arrival::Other && !limit.held && window.is_visible() == Some(true) {
            return true;
        }
        let size = window.inner_size();
        match limit.before_paint(size.width, size.height) {
            Paint::Go { resumed } => {
                if resumed {
                    log::info!(
                        "the window is {}×{}: painting again",
                        size.width,
                        size.height
                    );
                }
                true
            }
            Paint::Hold { shrink_to, first } => {
                if first {
                    log::warn!(
                        "the window is {}×{}, beyond the renderer's {}: not painting it, shrinking it",
                        size.width,
                        size.height,
                        limit.max_pixels
                    );
                }
                if arrival == Arrival::Paint {
                    // Asked again at each redraw or resize until granted.
                    let _granted =
                        window.request_inner_size(PhysicalSize::new(shrink_to[0], shrink_to[1]));
                }
                false
            }
        }
    }
}

impl ApplicationHandler<UserEvent> for SizeGate<'_> {
    fn resumed(&mut self, event_loop: &ActiveEventLoop) {
        self.app.resumed(event_loop);
    }

    fn window_event(&mut self, event_loop: &ActiveEventLoop, id: WindowId, event: WindowEvent) {
        if self.passes(event_loop, Some(id), Arrival::of(&event)) {
            self.app.window_event(event_loop, id, event);
        }
    }

    fn new_events(&mut self, event_loop: &ActiveEventLoop, cause: StartCause) {
        if self.passes(event_loop, None, Arrival::Other) {
            self.app.new_events(event_loop, cause);
        }
    }

    fn user_event(&mut self, event_loop: &ActiveEventLoop, event: UserEvent) {
        if self.passes(event_loop, None, Arrival::Other) {
            self.app.user_event(event_loop, event);
        }
    }

    fn device_event(&mut self, event_loop: &ActiveEventLoop, id: DeviceId, event: DeviceEvent) {
        if self.passes(event_loop, None, Arrival::Other) {
            self.app.device_event(event_loop, id, event);
        }
    }

    fn about_to_wait(&mut self, event_loop: &ActiveEventLoop) {
        if self.passes(event_loop, None, Arrival::Other) {
            self.app.about_to_wait(event_loop);
        }
    }

    fn suspended(&mut self, event_loop: &ActiveEventLoop) {
        self.app.suspended(event_loop);
    }

    fn exiting(&mut self, event_loop: &ActiveEventLoop) {
        self.app.exiting(event_loop);
    }

    fn memory_warning(&mut self, event_loop: &ActiveEventLoop) {
        self.app.memory_warning(event_loop);
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

/// Opens the game window and runs until it closes; `open` is a record to
/// show in review, `start` the command line's seats and clock.
///
/// # Errors
/// When no window can be opened (no display, no OpenGL).
pub fn run(open: Option<std::path::PathBuf>, start: MatchStart) -> eframe::Result {
    let store = Store::default_location();
    // Read once: the window needs the size now, the app the rest (and the
    // notice, if the file needed repair).
    let mut settings = Settings::load(&store);
    if start != MatchStart::default() {
        // Remembered at once, as a choice in the window would be.
        settings.value.start_with(&start);
        if let Err(e) = store.save(crate::session::settings::SETTINGS_FILE, &settings.value) {
            log::warn!("the command line's choices were not saved: {e}");
        }
    }
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
    let event_loop = EventLoop::<UserEvent>::with_user_event().build()?;
    let handover = Handover::default();
    let app = eframe::create_native(
        "gomoku",
        options,
        Box::new({
            let handover = Arc::clone(&handover);
            move |cc| {
                let max_pixels = cc
                    .gl
                    .as_deref()
                    .and_then(gl_max_pixels)
                    .unwrap_or(FALLBACK_MAX_PIXELS);
                if let Some(window) = cc.winit_window() {
                    // Tells the window manager, so it never offers more.
                    window.set_max_inner_size(Some(PhysicalSize::new(max_pixels, max_pixels)));
                    let _first = handover.set((Arc::downgrade(window), max_pixels));
                }
                let audio = Audio::start(SoundBank::embedded(), false);
                let mut app = GomokuApp::new(AppOptions {
                    store,
                    audio,
                    min_think: None,
                    settings: Some(settings),
                });
                app.guard_window(WindowGuard::default());
                if let Some(path) = open {
                    app.open_file(path);
                }
                Ok(Box::new(app))
            }
        }),
        &event_loop,
    );
    let mut gate = SizeGate {
        app,
        handover: Arc::clone(&handover),
        limit: None,
    };
    event_loop.run_app(&mut gate)?;
    if handover.get().is_some() {
        Ok(())
    } else {
        // eframe logs why (no OpenGL, say) and ends the loop; its own
        // runner would return that error, its event handler cannot.
        Err(eframe::Error::AppCreation(
            "the game window could not be opened (the reason is logged above)".into(),
        ))
    }
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
    fn a_window_beyond_the_renderer_is_not_painted_until_it_shrinks() {
        let mut limit = SizeLimit::new(16384);
        assert_eq!(limit.before_paint(860, 920), Paint::Go { resumed: false });
        assert_eq!(
            limit.before_paint(16384, 16384),
            Paint::Go { resumed: false }
        );
        // Grown past it (fault 8): held, and asked to shrink each time.
        assert_eq!(
            limit.before_paint(32767, 32767),
            Paint::Hold {
                shrink_to: [16384, 16384],
                first: true
            }
        );
        assert_eq!(
            limit.before_paint(900, 16385),
            Paint::Hold {
                shrink_to: [900, 16384],
                first: false
            }
        );
        // Within it again: painted, and said so once.
        assert_eq!(limit.before_paint(900, 16384), Paint::Go { resumed: true });
        assert_eq!(limit.before_paint(900, 900), Paint::Go { resumed: false });
        // A nonsense limit from a driver never holds an ordinary window.
        let mut nonsense = SizeLimit::new(0);
        assert_eq!(
            nonsense.before_paint(420, 480),
            Paint::Go { resumed: false }
        );
    }

    /// Runs one frame whose window sits at `outer` and returns the guard's
    /// commands.
    fn frame(
        ctx: &egui::Context,
        guard: &mut WindowGuard,
        outer: Rect,
    ) -> Vec<egui::ViewportCommand> {
        let mut raw = egui::RawInput::default();
        let info = raw.viewports.entry(egui::ViewportId::ROOT).or_default();
        info.outer_rect = Some(outer);
        info.inner_rect = Some(outer);
        info.monitor_size = Some(SCREEN);
        let mut commands = Vec::new();
        let mut output = ctx.run_ui(raw, |ui| commands = guard.check(ui.ctx()));
        output.textures_delta.clear();
        commands
    }

    #[test]
    fn the_guard_moves_the_window_once() {
        let ctx = egui::Context::default();
        let mut guard = WindowGuard::default();
        let off = window_at(5000.0, 5000.0);
        let commands = frame(&ctx, &mut guard, off);
        assert_eq!(
            commands,
            vec![egui::ViewportCommand::OuterPosition(Pos2::new(420.0, 74.0))]
        );
        // Later the player may push it off on purpose: left alone.
        assert!(frame(&ctx, &mut guard, off).is_empty());
    }
}
