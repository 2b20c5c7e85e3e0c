//! The bar below the board: what is happening, the last move, the
//! switches of the teaching overlays and of the sound, and the notices for
//! the player (each with an OK button); the status line's words.

use eframe::egui::{self, Color32};

use crate::gui::game_over::Verdict;
use crate::gui::{Action, GomokuApp};
use crate::i18n::Lang;
use crate::session::seats::Seat;

/// What the status bar shows.
pub struct Status<'a> {
    /// The line saying whose turn it is or how the game ended.
    pub text: String,
    /// Why the computer made its last move, in one sentence.
    pub why: Option<String>,
    /// A spinner turns while the computer thinks.
    pub busy: bool,
    /// The last move's name (`h8`), if any.
    pub last_move: Option<String>,
    /// What the sound switch says.
    pub sound: SoundSwitch,
    /// Which teaching overlays are on.
    pub toggles: Toggles,
    /// What the computer players think or thought, a line each, when
    /// that is switched on and they have said something.
    pub thoughts: &'a [String],
    /// While two computers are watched: the tally of their games so far.
    pub tally: Option<String>,
    /// Messages for the player, oldest first.
    pub notices: &'a [String],
    /// Problems told of and dismissed that go on (the quiet marker's
    /// hover lists them).
    pub quiet: &'a [String],
    /// The language of the bar's own words.
    pub lang: Lang,
}

/// What the sound switch says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SoundSwitch {
    /// Sound plays: a click mutes it.
    On,
    /// Muted: a click lets it play.
    Off,
    /// There is no audio output: the switch says so and cannot be
    /// switched.
    Missing,
}

/// The teaching overlays the bar switches on and off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Toggles {
    /// The heat map.
    pub heat: bool,
    /// The threat marks.
    pub threats: bool,
    /// Move numbers on the stones.
    pub numbers: bool,
    /// What a computer player thinks, in the bar.
    pub thinking: bool,
}

/// Draws the bar; what the player asked for goes to `actions`.
pub fn show(ui: &mut egui::Ui, status: &Status<'_>, actions: &mut Vec<Action>) {
    crate::gui::show_panel(ui, egui::Panel::bottom("status_bar"), |ui| {
        let lang = status.lang;
        let sound = match status.sound {
            SoundSwitch::On => lang.sound_on(),
            SoundSwitch::Off => lang.sound_off(),
            SoundSwitch::Missing => lang.sound_none(),
        };
        // The switches at the right; the status line at the left when the
        // window leaves it room (a long language in a narrow window: on
        // a row of its own above them, whole). Decided by the window's
        // width, not the line's, so the board does not jump as the line
        // changes.
        let switches = [
            sound.as_str(),
            &lang.thinking_toggle(),
            &lang.numbers(),
            &lang.threats(),
            &lang.heat_map(),
        ]
        .iter()
        .map(|label| button_width(ui, label))
        .sum::<f32>()
            + 2.0 * SEPARATOR_WIDTH;
        let own_row = ui.available_width() < switches + STATUS_ROOM;
        if own_row {
            status_line(ui, status, true);
        }
        if switches > ui.available_width() {
            // Too narrow for them on one row (a long language in the
            // smallest window): they wrap, left to right.
            ui.horizontal_wrapped(|ui| switch_buttons(ui, status, &sound, false, actions));
        } else {
            ui.horizontal(|ui| {
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    switch_buttons(ui, status, &sound, true, actions);
                    if !own_row {
                        ui.separator();
                        ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                            status_line(ui, status, false);
                        });
                    }
                });
            });
        }
        // Always there, so the board does not jump when the first move
        // gives it something to say.
        ui.horizontal_wrapped(|ui| {
            match &status.last_move {
                Some(last) => ui.weak(status.lang.last_move(last)),
                None => ui.weak(status.lang.no_moves_yet()),
            };
            if let Some(tally) = &status.tally {
                ui.weak(tally);
            }
            if !status.quiet.is_empty() {
                ui.weak(status.lang.problems_last(status.quiet.len()))
                    .on_hover_text(status.quiet.join("\n\n"));
            }
            if let Some(why) = &status.why {
                ui.label(egui::RichText::new(why).italics());
            }
        });
        for thought in status.thoughts {
            // One line, cut short in a narrow window (the whole on hover):
            // the board keeps its room as the line grows.
            ui.add(egui::Label::new(egui::RichText::new(thought).weak()).truncate())
                .on_hover_text(thought);
        }
        if status.notices.is_empty() {
            return;
        }
        // The notices scroll in a strip of their own: however many there
        // are, the board keeps its room. The newest comes first, so its
        // button is in sight even when its text (a long one, in a small
        // window) runs past the strip.
        let height = (ui.ctx().content_rect().height() * NOTICE_SHARE).clamp(40.0, NOTICE_MAX);
        if status.notices.len() > 1 && ui.small_button(status.lang.dismiss_all()).clicked() {
            actions.push(Action::DismissAll);
        }
        egui::ScrollArea::vertical()
            .max_height(height)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                for (i, notice) in status.notices.iter().enumerate().rev() {
                    ui.horizontal(|ui| {
                        // The button first: a long notice wraps, the button
                        // stays on screen.
                        if ui.small_button(status.lang.ok()).clicked() {
                            actions.push(Action::Dismiss(i));
                        }
                        ui.add(
                            egui::Label::new(
                                egui::RichText::new(notice)
                                    .color(Color32::from_rgb(0xe8, 0xa0, 0x40)),
                            )
                            .wrap(),
                        );
                    });
                }
            });
    });
}

/// One of the bar's switches.
#[derive(Clone, Copy)]
enum Switch {
    Heat,
    Threats,
    Numbers,
    Thinking,
    Sound,
}

/// The switches: the overlays', the thinking line's and, after a
/// separator, the sound's; drawn from the right (`from_right`, the sound
/// first) or from the left.
fn switch_buttons(
    ui: &mut egui::Ui,
    status: &Status<'_>,
    sound: &str,
    from_right: bool,
    actions: &mut Vec<Action>,
) {
    let lang = status.lang;
    let toggles = status.toggles;
    let mut order = [
        Switch::Heat,
        Switch::Threats,
        Switch::Numbers,
        Switch::Thinking,
        Switch::Sound,
    ];
    if from_right {
        order.reverse();
    }
    for switch in order {
        let (on, label, hover, action) = match switch {
            Switch::Sound => {
                if !from_right {
                    ui.separator();
                }
                if status.sound == SoundSwitch::Missing {
                    ui.add_enabled(false, egui::Button::new(sound))
                        .on_disabled_hover_text(lang.sound_none_hover());
                } else if ui.button(sound).on_hover_text(lang.sound_hover()).clicked() {
                    actions.push(Action::ToggleSound);
                }
                if from_right {
                    ui.separator();
                }
                continue;
            }
            Switch::Heat => (
                toggles.heat,
                lang.heat_map(),
                lang.heat_map_hover(),
                Action::ToggleHeat,
            ),
            Switch::Threats => (
                toggles.threats,
                lang.threats(),
                lang.threats_hover(),
                Action::ToggleThreats,
            ),
            Switch::Numbers => (
                toggles.numbers,
                lang.numbers(),
                lang.numbers_hover(),
                Action::ToggleNumbers,
            ),
            Switch::Thinking => (
                toggles.thinking,
                lang.thinking_toggle(),
                lang.thinking_toggle_hover(),
                Action::ToggleThinking,
            ),
        };
        if ui
            .selectable_label(on, label)
            .on_hover_text(hover)
            .clicked()
        {
            actions.push(action);
        }
    }
}

/// Whose turn it is (with a spinner while a computer thinks): whole and
/// wrapped on a row of its own, or cut short beside the switches.
fn status_line(ui: &mut egui::Ui, status: &Status<'_>, own_row: bool) {
    ui.horizontal_wrapped(|ui| {
        if status.busy {
            spinner(ui);
        }
        let label = egui::Label::new(&status.text);
        ui.add(if own_row {
            label.wrap()
        } else {
            label.truncate()
        });
    });
}

/// A turning arc while a computer thinks. Unlike egui's spinner it asks
/// for no repaint of its own (which would redraw the window as often as
/// the screen allows, a core or more of software rendering taken from the
/// engines): the app repaints twenty times a second while anyone thinks.
fn spinner(ui: &mut egui::Ui) {
    let side = ui.spacing().interact_size.y;
    let (rect, _) = ui.allocate_exact_size(egui::Vec2::splat(side), egui::Sense::hover());
    if !ui.is_rect_visible(rect) {
        return;
    }
    let turn = ui.input(|i| i.time) * std::f64::consts::TAU * 0.8;
    let radius = rect.height() / 2.0 - 2.0;
    let points: Vec<egui::Pos2> = (0..=24)
        .map(|k| {
            // Three quarters of a circle, starting where time has turned it.
            let a = turn + f64::from(k) / 24.0 * std::f64::consts::TAU * 0.75;
            #[expect(
                clippy::cast_possible_truncation,
                reason = "an angle's sine fits an f32"
            )]
            let (sin, cos) = (a.sin() as f32, a.cos() as f32);
            rect.center() + radius * egui::vec2(cos, sin)
        })
        .collect();
    let colour = ui.visuals().strong_text_color();
    ui.painter()
        .add(egui::Shape::line(points, egui::Stroke::new(2.0, colour)));
}

/// The width a button or switch labelled `label` takes in the bar.
fn button_width(ui: &egui::Ui, label: &str) -> f32 {
    let spacing = ui.spacing();
    super::top_bar::text_width(ui, label) + 2.0 * spacing.button_padding.x + spacing.item_spacing.x
}

/// A separator's width in the bar, with its spacing.
const SEPARATOR_WIDTH: f32 = 14.0;

/// The least room the status line needs beside the switches
/// ("Your move (black) · move 12" and the like).
const STATUS_ROOM: f32 = 220.0;

/// The most of the window's height the notices take.
const NOTICE_SHARE: f32 = 0.12;

/// The most points of height the notices take, in a tall window.
const NOTICE_MAX: f32 = 110.0;

impl GomokuApp {
    /// The status line: whose turn it is, who thinks, how the game ended.
    pub(super) fn status_text(&self) -> String {
        let lang = self.settings.language;
        let c = &self.controller;
        // A review covers the game behind it: the line speaks of the
        // board shown, not of whose turn it is in the game held.
        if let Some(review) = &self.review {
            return lang.status_reviewing(review.at(), review.moves().len());
        }
        let to_move = c.game().to_move();
        if let Some(over) = &self.over {
            return match over.verdict() {
                Verdict::Won => lang.you_win(),
                Verdict::Lost => lang.computer_wins(&lang.colour(c.viewpoint().opponent())),
                Verdict::Drawn => lang.a_draw(),
                Verdict::Decided(winner) => lang.side_wins(&lang.colour(winner)),
            };
        }
        if let Some(text) = self.soosorv_status() {
            return text;
        }
        if let Some(actor) = c.opening_actor() {
            let seat = c.seats().of(actor);
            let name = match seat {
                Seat::Engine(_) => c.name(actor).to_owned(),
                seat => lang.seat_name(seat),
            };
            let placing = c.opening().is_some_and(|o| o.is_placing());
            let stone = c.game().board().stone_count() + 1;
            let asked = c.swap2_question().is_some() || (placing && c.is_human_turn());
            return match (placing, asked, seat.is_human()) {
                (true, true, _) => lang.opening_place(stone),
                (true, false, _) => lang.opening_placing(&name, stone),
                (false, true, true) => lang.opening_your_choice(),
                (false, true, false) => lang.opening_choose_for(&name),
                (false, false, _) => lang.opening_choosing(&name),
            };
        }
        if c.is_ai_thinking() {
            match c.seats().of(to_move) {
                // A person against one of our levels: as it always read.
                Seat::Level(_) if c.person().is_some() => lang.thinking(&lang.colour(to_move)),
                Seat::Engine(_) => lang.seat_thinking(&format!(
                    "{} ({})",
                    c.name(to_move),
                    lang.colour_lower(to_move)
                )),
                seat => lang.seat_thinking(&format!(
                    "{} ({})",
                    lang.seat_name(seat),
                    lang.colour_lower(to_move)
                )),
            }
        } else if c.is_hint_pending() {
            lang.looking_for_hint()
        } else if c.seats().is_watch() && c.is_paused() {
            lang.watch_paused()
        } else if c.seats().is_hot_seat() {
            lang.seat_to_move(&lang.colour(to_move))
        } else {
            let moves = c.game().board().history().len();
            let you = lang.colour_lower(c.viewpoint());
            let turn = lang.your_move(&you, moves + 1);
            if self.practice {
                lang.practice(&turn)
            } else {
                turn
            }
        }
    }

    /// Why a computer made its last swap2 decision, while the opening's
    /// stones are the last on the board (until the sixth stone).
    pub(super) fn opening_why(&self) -> Option<String> {
        let coach = self.controller.coach()?;
        (coach.decided.is_some() && self.controller.game().board().stone_count() <= 6).then(|| {
            self.settings
                .language
                .coach_line(coach, self.controller.game().board().size())
        })
    }

    /// The level whose eyes the heat map and hints use: the one the person
    /// plays, else master.
    pub(super) fn teaching_level(&self) -> crate::engine::Level {
        self.controller
            .seats()
            .opponent_level()
            .unwrap_or(crate::engine::Level::Master)
    }
}
