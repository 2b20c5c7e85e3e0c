//! The keyboard and the questions put to the player (resign? resume?).

use eframe::egui::{self, Key, Modifiers};

use super::*;

/// A question on screen waiting for the player's answer.
#[derive(Clone, Debug)]
pub(super) enum Question {
    /// "Resign this game?" before `then` (a new game or new choices).
    Resign {
        /// What the player asked for.
        then: Box<Action>,
    },
    /// "Resume your unfinished game?" at start.
    Resume(Box<Played>),
    /// No file dialog could open: the path of an engine's program for
    /// `seat`, typed in.
    EnginePath {
        /// The seat it is for.
        seat: crate::game::board::Stone,
        /// What has been typed so far.
        text: String,
    },
    /// The clock menu's "Other…": a time control of the player's own.
    TimeControl(super::time_dialog::TimeDraft),
}

impl GomokuApp {
    pub(super) fn keyboard(&self, ctx: &egui::Context) -> Vec<Action> {
        // Typing into a text field (a comment on the analysis board, an
        // engine's path) is text, not commands: no A for the heat map, no
        // paste opening a record.
        if ctx.egui_wants_keyboard_input() {
            return Vec::new();
        }
        if let Some(review) = &self.review {
            let keys = [
                egui::Key::ArrowLeft,
                egui::Key::ArrowRight,
                egui::Key::Home,
                egui::Key::End,
            ];
            let steps: Vec<Action> = ctx.input_mut(|i| {
                keys.into_iter()
                    .filter(|&k| i.consume_key(Modifiers::NONE, k))
                    .filter_map(|k| review.step(k))
                    .map(Action::Review)
                    .collect()
            });
            if !steps.is_empty() {
                return steps;
            }
        }
        let mut records: Vec<Action> = ctx.input(|i| {
            let pasted = i.events.iter().filter_map(|e| match e {
                egui::Event::Copy => Some(Action::CopyGame),
                egui::Event::Paste(text) => Some(Action::OpenText(text.clone())),
                _ => None,
            });
            let dropped = i
                .raw
                .dropped_files
                .iter()
                .map(|f| Action::OpenFile(f.path().to_path_buf()));
            pasted.chain(dropped).collect()
        });
        let (save, open) = ctx.input_mut(|i| {
            (
                i.consume_key(Modifiers::COMMAND, Key::S),
                i.consume_key(Modifiers::COMMAND, Key::O),
            )
        });
        let (f1, f11, f12, undo, heat, threats, numbers, thinking, any_key) = ctx.input_mut(|i| {
            (
                i.consume_key(Modifiers::NONE, Key::F1),
                i.consume_key(Modifiers::NONE, Key::F11),
                i.consume_key(Modifiers::NONE, Key::F12),
                i.consume_key(Modifiers::COMMAND, Key::Z),
                i.consume_key(Modifiers::NONE, Key::A),
                i.consume_key(Modifiers::NONE, Key::T),
                i.consume_key(Modifiers::NONE, Key::N),
                i.consume_key(Modifiers::NONE, Key::I),
                i.events
                    .iter()
                    .any(|e| matches!(e, egui::Event::Key { pressed: true, .. })),
            )
        });
        let mut actions = Vec::new();
        if f12 {
            actions.push(Action::Quit);
        }
        if f1 || (any_key && self.showing_game_over()) {
            actions.push(Action::NewGame);
        } else if undo {
            actions.push(Action::Undo);
        } else if f11 {
            actions.push(Action::Hint);
        } else if heat {
            actions.push(Action::ToggleHeat);
        } else if threats {
            actions.push(Action::ToggleThreats);
        } else if numbers {
            actions.push(Action::ToggleNumbers);
        } else if thinking {
            actions.push(Action::ToggleThinking);
        }
        if save {
            actions.push(Action::SaveGame);
        }
        if open {
            actions.push(Action::ChooseRecord);
        }
        actions.append(&mut records);
        actions
    }

    /// The swap2 choice a person must make, as a modal window (the
    /// match waits for it; nothing else is asked meanwhile).
    pub(super) fn ask_swap2(&self, ctx: &egui::Context, actions: &mut Vec<Action>) {
        if self.controller.declare_question() {
            return self.ask_declare(ctx, actions);
        }
        let Some(options) = self.controller.swap2_question() else {
            return;
        };
        let lang = self.settings.language;
        self.clear_of_the_stones(ctx, egui::Id::unique("swap2"))
            .show(ctx, |ui| {
                ui.set_max_width(380.0);
                let soosorv = self.controller.opening().and_then(|o| o.soosorv());
                ui.heading(if soosorv.is_some() {
                    lang.soosorv_heading()
                } else {
                    lang.swap2_heading()
                });
                ui.label(match soosorv {
                    Some(o) => match o.declared {
                        None => lang.soosorv_after_three(),
                        Some(count) => lang.soosorv_after_four(usize::from(count)),
                    },
                    None if options.len() == 3 => lang.swap2_after_three(),
                    None => lang.swap2_after_five(),
                });
                // The coach: how master sees the position.
                if self.controller.is_judging() {
                    ui.weak(lang.coach_judging());
                } else if let Some(coach) = self.controller.coach() {
                    ui.label(
                        egui::RichText::new(
                            lang.coach_line(coach, self.controller.game().board().size()),
                        )
                        .italics(),
                    );
                }
                ui.horizontal_wrapped(|ui| {
                    for &choice in options {
                        if ui.button(lang.swap2_choice(choice)).clicked() {
                            actions.push(Action::Swap2(choice));
                        }
                    }
                });
            });
    }

    /// A modal window for a question about the opening's stones, placed
    /// where it leaves them in view: below them where it fits above the
    /// window's foot, else above them (egui's centre would hide the
    /// centre stones a player is deciding about). Its height is last
    /// frame's, or a guess at first.
    pub(super) fn clear_of_the_stones(&self, ctx: &egui::Context, id: egui::Id) -> egui::Modal {
        let centred = egui::Modal::new(id);
        let Some(geometry) = self.geometry else {
            return centred;
        };
        let ys = self
            .controller
            .game()
            .board()
            .history()
            .iter()
            .map(|&p| geometry.center_of(p).y);
        let (top, bottom) = ys.fold((f32::INFINITY, f32::NEG_INFINITY), |(lo, hi), y| {
            (lo.min(y), hi.max(y))
        });
        if top > bottom {
            return centred;
        }
        let screen = ctx.content_rect();
        let reach = geometry.cell() * 0.6 + 6.0;
        let height = ctx
            .memory(|m| m.area_rect(id))
            .map_or(160.0, |r| r.height());
        let area = egui::Modal::default_area(id);
        let area = if bottom + reach + height <= screen.bottom() {
            area.anchor(
                egui::Align2::CENTER_TOP,
                egui::vec2(0.0, bottom + reach - screen.top()),
            )
        } else {
            area.anchor(
                egui::Align2::CENTER_BOTTOM,
                egui::vec2(0.0, top - reach - screen.bottom()),
            )
        };
        centred.area(area)
    }

    /// The question on screen, if any, as a modal window.
    pub(super) fn ask(&mut self, ctx: &egui::Context, actions: &mut Vec<Action>) {
        let Some(question) = &mut self.question else {
            return self.ask_swap2(ctx, actions);
        };
        let lang = self.settings.language;
        let modal = egui::Modal::new(egui::Id::unique("question")).show(ctx, |ui| {
            ui.set_max_width(360.0);
            match question {
                Question::Resign { .. } => {
                    ui.heading(lang.resign_question());
                    ui.label(lang.counts_as_loss());
                    ui.horizontal(|ui| {
                        if ui.button(lang.resign()).clicked() {
                            actions.push(Action::ConfirmResign);
                        }
                        if ui.button(lang.keep_playing()).clicked() {
                            actions.push(Action::KeepPlaying);
                        }
                    });
                }
                Question::Resume(played) => {
                    ui.heading(lang.resume_question());
                    let seats = played.seats();
                    let size = played.size.to_string();
                    let rule = lang.rule_name(played.rule);
                    let name = |seat| lang.seat_name(seat);
                    let scored = played.is_scored();
                    ui.label(if scored {
                        lang.unfinished_game(
                            played.moves.len(),
                            &size,
                            &rule,
                            &name(seats.of(played.human.opponent())),
                            &lang.colour_lower(played.human),
                        )
                    } else {
                        let players = format!("{} – {}", name(&seats.black), name(&seats.white));
                        lang.unfinished_between(played.moves.len(), &size, &rule, &players)
                    });
                    ui.horizontal(|ui| {
                        if ui.button(lang.resume()).clicked() {
                            actions.push(Action::Resume);
                        }
                        let decline = if scored {
                            lang.resign_unfinished()
                        } else {
                            lang.leave_unfinished()
                        };
                        if ui.button(decline).clicked() {
                            actions.push(Action::DeclineResume);
                        }
                    });
                }
                Question::EnginePath { seat, text } => {
                    ui.heading(lang.add_engine());
                    ui.label(lang.engine_path_prompt());
                    let edit = ui.add(
                        egui::TextEdit::singleline(text)
                            .desired_width(340.0)
                            .hint_text("/path/to/pbrain-…"),
                    );
                    let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
                    ui.horizontal(|ui| {
                        if ui.button(lang.add()).clicked() || entered {
                            actions.push(Action::AddEnginePath(*seat, text.clone()));
                        }
                        if ui.button(lang.cancel()).clicked() {
                            actions.push(Action::KeepPlaying);
                        }
                    });
                }
                Question::TimeControl(draft) => {
                    actions.extend(super::time_dialog::show(ui, draft, lang).map(|answer| {
                        match answer {
                            super::time_dialog::Answer::Use(time) => Action::SetTime(time),
                            super::time_dialog::Answer::Cancel => Action::KeepPlaying,
                        }
                    }));
                }
            }
        });
        if modal.should_close() && actions.is_empty() {
            // Escape or a click outside: the harmless answer.
            actions.push(match question {
                Question::Resign { .. } => Action::KeepPlaying,
                Question::Resume(_) => Action::Resume,
                Question::EnginePath { .. } | Question::TimeControl(_) => Action::KeepPlaying,
            });
        }
    }
}
