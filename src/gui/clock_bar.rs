//! The strip under the top bar: who plays each colour and their clocks
//! (the side to move's running, highlighted), and, when the computer plays
//! itself, pause, step and the pause between moves.

use std::time::{Duration, Instant};

use eframe::egui::{self, Color32, RichText};

use crate::game::board::Stone;
use crate::gui::Action;
use crate::i18n::Lang;
use crate::session::clock::TimeControl;
use crate::session::controller::Controller;

/// The longest pause between moves the speed slider offers.
const SLOWEST_WATCH: Duration = Duration::from_secs(3);

/// A clock's reading: `4:59`, or `0:09.4` under ten seconds.
#[must_use]
pub fn clock_text(left: Duration) -> String {
    let s = left.as_secs();
    if s < 10 {
        format!("0:{:04.1}", left.as_secs_f64())
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// What `side`'s clock shows at `now`: the time left on a match clock,
/// else the time this move has taken (only while it runs).
fn reading(controller: &Controller, side: Stone, now: Instant) -> Option<String> {
    let clocks = controller.clocks();
    match clocks.control() {
        TimeControl::Fischer { .. } => clocks.left(side, now).map(clock_text),
        _ => (clocks.running() == Some(side)).then(|| clock_text(clocks.this_move(now))),
    }
}

/// Draws the strip; what the player asked for goes to `actions`.
pub fn show(
    ui: &mut egui::Ui,
    controller: &Controller,
    now: Instant,
    lang: Lang,
    actions: &mut Vec<Action>,
) {
    crate::gui::show_panel(ui, egui::Panel::top("clock_bar"), |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 6.0;
            let running = controller.clocks().running();
            for side in [Stone::Black, Stone::White] {
                let seat = controller.seats().of(side);
                let name = match seat {
                    crate::session::seats::Seat::Engine(_) => controller.name(side).to_owned(),
                    other => lang.seat_name(other),
                };
                let dot = match side {
                    Stone::Black => "●",
                    Stone::White => "○",
                };
                let mut text = format!("{dot} {name}");
                if let Some(clock) = reading(controller, side, now) {
                    text.push_str("  ");
                    text.push_str(&clock);
                }
                let mut rich = RichText::new(text).monospace();
                if running == Some(side) {
                    rich = rich.strong().color(Color32::from_rgb(0xff, 0xd0, 0x60));
                }
                ui.label(rich)
                    .on_hover_text(lang.time_control(controller.clocks().control()));
                if side == Stone::Black {
                    ui.separator();
                }
            }
            if controller.seats().is_watch() {
                ui.separator();
                let paused = controller.is_paused();
                let toggle = if paused { lang.go_on() } else { lang.pause() };
                if ui.button(toggle).clicked() {
                    actions.push(Action::WatchPause(!paused));
                }
                if ui
                    .add_enabled(paused && controller.is_on(), egui::Button::new(lang.step()))
                    .clicked()
                {
                    actions.push(Action::WatchStep);
                }
                let mut seconds = controller.config().watch_delay.as_secs_f32();
                let slider = egui::Slider::new(&mut seconds, 0.0..=SLOWEST_WATCH.as_secs_f32())
                    .suffix(" s")
                    .max_decimals(1);
                let response = ui.add(slider).on_hover_text(lang.watch_speed());
                if response.changed() {
                    actions.push(Action::WatchDelay(Duration::from_secs_f32(seconds)));
                }
            }
        });
    });
    // A running clock ticks: a frame every tenth of a second.
    if controller.clocks().running().is_some() {
        ui.ctx().request_repaint_after(Duration::from_millis(100));
    }
}
