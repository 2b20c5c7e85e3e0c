//! The match bar under the top bar: who plays each colour (a person, a
//! level, an engine added, or "Add engine…"), their clocks (the side to
//! move's highlighted while it runs), whether colours alternate, the time
//! control, and, when the computer plays itself, pause, step and the pause
//! between moves.

use std::time::{Duration, Instant};

use eframe::egui::{self, Color32, RichText};

use crate::engine::Level;
use crate::game::board::Stone;
use crate::gui::Action;
use crate::gui::top_bar::labelled_combo;
use crate::i18n::Lang;
use crate::session::clock::TimeControl;
use crate::session::controller::{Choices, Controller};
use crate::session::seats::{EngineRef, Seat};

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
/// else, while a computer thinks, how long it has (a person's move is not
/// timed).
fn reading(controller: &Controller, side: Stone, now: Instant) -> Option<String> {
    let clocks = controller.clocks();
    match clocks.control() {
        TimeControl::Fischer { .. } => clocks.left(side, now).map(clock_text),
        _ => (clocks.running() == Some(side) && controller.is_ai_thinking())
            .then(|| clock_text(clocks.this_move(now))),
    }
}

/// When the clocks on show next change: a tenth of a second under ten
/// seconds or while a computer's move is timed, else the next whole
/// second of the running match clock; `None` while no clock runs.
fn next_tick(controller: &Controller, now: Instant) -> Option<Duration> {
    let clocks = controller.clocks();
    let side = clocks.running()?;
    match clocks.left(side, now) {
        Some(left) if left >= Duration::from_secs(10) => {
            Some(Duration::from_nanos(u64::from(left.subsec_nanos())) + Duration::from_millis(1))
        }
        Some(_) => Some(Duration::from_millis(100)),
        None => controller
            .is_ai_thinking()
            .then_some(Duration::from_millis(100)),
    }
}

/// Draws the bar; what the player asked for goes to `actions`. The seat
/// boxes show the choices for the next games (`choices`); the clocks, the
/// game being played.
pub fn show(
    ui: &mut egui::Ui,
    controller: &Controller,
    choices: &Choices,
    engines: &[EngineRef],
    now: Instant,
    lang: Lang,
    actions: &mut Vec<Action>,
) {
    crate::gui::show_panel(ui, egui::Panel::top("match_bar"), |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 4.0;
            let mut new = choices.clone();
            let running = controller.clocks().running();
            for side in [Stone::Black, Stone::White] {
                let label = match side {
                    Stone::Black => lang.black_seat_label(),
                    Stone::White => lang.white_seat_label(),
                };
                let current = new.seats.of(side).clone();
                if let Some(seat) = seat_combo(ui, &label, side, &current, engines, lang, actions) {
                    new.seats = new.seats.clone().with(side, seat);
                }
                // This game's player (an engine by the name it gave) and
                // its clock, highlighted while it runs.
                let name = match controller.seats().of(side) {
                    Seat::Engine(_) => controller.name(side).to_owned(),
                    other => lang.seat_name(other),
                };
                // The box shows the choice for the next games; when this
                // game's player differs (a resumed game), its name too.
                let mut shown = reading(controller, side, now).unwrap_or_default();
                if controller.seats().of(side) != new.seats.of(side) {
                    if !shown.is_empty() {
                        shown.push(' ');
                    }
                    shown.push_str(&format!("({name})"));
                }
                if !shown.is_empty() {
                    let mut rich = RichText::new(shown).monospace();
                    if running == Some(side) {
                        rich = rich.strong().color(Color32::from_rgb(0xff, 0xd0, 0x60));
                    }
                    ui.label(rich).on_hover_text(name);
                }
                if side == Stone::Black {
                    ui.separator();
                }
            }
            ui.separator();
            if ui
                .selectable_label(new.alternate, lang.alternate_toggle())
                .on_hover_text(lang.alternate_hover())
                .clicked()
            {
                new.alternate = !new.alternate;
            }
            // The presets, the clock in use where it is none of them (set
            // with "Other…" or on the command line), and "Other…".
            let mut times = TimeControl::PRESETS.to_vec();
            if !times.contains(&new.time) {
                times.insert(times.len() - 1, new.time);
            }
            let other = lang.clock_other();
            let mut names: Vec<String> = times.iter().map(|&t| lang.time_control(t)).collect();
            names.push(other.clone());
            let shown = lang.time_control(new.time);
            labelled_combo(ui, &lang.clock_label(), "clock", &shown, &names, |ui| {
                for t in times {
                    ui.selectable_value(&mut new.time, t, lang.time_control(t))
                        .on_hover_text(lang.clock_hover());
                }
                ui.separator();
                if ui
                    .selectable_label(false, other)
                    .on_hover_text(lang.clock_other_hover())
                    .clicked()
                {
                    actions.push(Action::AskTimeControl);
                }
            });
            if new != *choices {
                actions.push(Action::Configure(new));
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
                // Narrow, so the smallest window still fits it on a row.
                ui.spacing_mut().slider_width = 56.0;
                let mut seconds = controller.config().watch_delay.as_secs_f32();
                let hover = format!("{}: {:.1} s", lang.watch_speed(), seconds);
                let slider = egui::Slider::new(&mut seconds, 0.0..=SLOWEST_WATCH.as_secs_f32())
                    .show_value(false);
                let response = ui.add(slider).on_hover_text(hover.clone());
                if response.changed() {
                    actions.push(Action::WatchDelay(Duration::from_secs_f32(seconds)));
                }
                // What the slider sets, in view: the pause between moves.
                ui.weak(format!("{seconds:.1} s")).on_hover_text(hover);
            }
        });
    });
    // A running clock ticks: a frame when the reading changes.
    if let Some(tick) = next_tick(controller, now) {
        ui.ctx().request_repaint_after(tick);
    }
}

/// A seat's box: a person, each level, each engine added, and "Add
/// engine…" (which asks for a program through [`Action::AddEngine`]).
/// Returns the seat chosen, if the player chose another.
fn seat_combo(
    ui: &mut egui::Ui,
    label: &str,
    stone: Stone,
    current: &Seat,
    engines: &[EngineRef],
    lang: Lang,
    actions: &mut Vec<Action>,
) -> Option<Seat> {
    let mut seats = vec![Seat::Human];
    seats.extend(Level::ALL.map(Seat::Level));
    seats.extend(engines.iter().cloned().map(Seat::Engine));
    if let Seat::Engine(e) = current
        && !engines.contains(e)
    {
        seats.push(current.clone());
    }
    let names: Vec<String> = seats.iter().map(|s| lang.seat_name(s)).collect();
    let mut all: Vec<&str> = names.iter().map(String::as_str).collect();
    let add = lang.add_engine();
    all.push(&add);
    let mut chosen = None;
    let id = match stone {
        Stone::Black => "black_seat",
        Stone::White => "white_seat",
    };
    labelled_combo(ui, label, id, &lang.seat_name(current), &all, |ui| {
        for (seat, name) in seats.iter().zip(&names) {
            let hover = match seat {
                Seat::Human => lang.person_seat_hover(),
                Seat::Level(level) => lang.level_description(*level).to_owned(),
                Seat::Engine(engine) => lang.engine_seat_hover(&engine.command),
            };
            if ui
                .selectable_label(seat == current, name)
                .on_hover_text(hover)
                .clicked()
                && seat != current
            {
                chosen = Some(seat.clone());
            }
        }
        ui.separator();
        if ui
            .selectable_label(false, &add)
            .on_hover_text(lang.add_engine_hover())
            .clicked()
        {
            actions.push(Action::AddEngine(stone));
        }
    });
    chosen
}
