//! The bar above the board: the score, the match choices (each label
//! before its box, as a person reads them), the language and the game
//! buttons.

use eframe::egui;

use crate::engine::Level;
use crate::game::board::BoardSize;
use crate::game::rules::Rule;
use crate::gui::Action;
use crate::i18n::Lang;
use crate::session::controller::PlayAs;
use crate::session::score::Score;

/// The width of each choice's box, in points (the longest name fits).
const COMBO_WIDTH: f32 = 72.0;

/// The match choices the bar shows and edits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choices {
    /// The computer's level.
    pub level: Level,
    /// The rule set.
    pub rule: Rule,
    /// The board.
    pub size: BoardSize,
    /// The player's colour.
    pub play_as: PlayAs,
}

/// Draws the bar; what the player asked for goes to `actions`.
pub fn show(
    ui: &mut egui::Ui,
    score: &Score,
    choices: Choices,
    hint_enabled: bool,
    lang: Lang,
    actions: &mut Vec<Action>,
) {
    egui::Panel::top("top_bar").show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.label(
                egui::RichText::new(lang.score(score.score))
                    .strong()
                    .size(18.0),
            )
            .on_hover_text(lang.record(score.wins, score.losses, score.draws));
            ui.separator();
            let mut new = choices;
            let level = lang.level_label();
            labelled_combo(ui, &level, "level", lang.level_name(new.level), |ui| {
                for l in Level::ALL {
                    ui.selectable_value(&mut new.level, l, lang.level_name(l))
                        .on_hover_text(lang.level_description(l));
                }
            });
            labelled_combo(ui, &lang.rule_label(), "rule", lang.rule_name(new.rule), |ui| {
                for r in Rule::ALL {
                    ui.selectable_value(&mut new.rule, r, lang.rule_name(r))
                        .on_hover_text(lang.rule_description(r));
                }
            });
            let size = new.size.to_string();
            labelled_combo(ui, &lang.board_label(), "size", &size, |ui| {
                for s in BoardSize::ALL {
                    ui.selectable_value(&mut new.size, s, s.to_string());
                }
            });
            let play_as = lang.play_as_name(new.play_as);
            labelled_combo(ui, &lang.play_as_label(), "play_as", play_as, |ui| {
                for p in PlayAs::ALL {
                    ui.selectable_value(&mut new.play_as, p, lang.play_as_name(p));
                }
            });
            if new != choices {
                actions.push(Action::Configure(new));
            }
            let mut language = lang;
            let label = lang.language_label();
            labelled_combo(ui, &label, "language", language.native_name(), |ui| {
                for l in Lang::ALL {
                    ui.selectable_value(&mut language, l, l.native_name());
                }
            });
            if language != lang {
                actions.push(Action::SetLanguage(language));
            }
            ui.separator();
            if ui.button(lang.new_game()).on_hover_text("F1").clicked() {
                actions.push(Action::NewGame);
            }
            if ui.button(lang.undo()).on_hover_text("Ctrl+Z").clicked() {
                actions.push(Action::Undo);
            }
            if ui
                .add_enabled(hint_enabled, egui::Button::new(lang.hint()))
                .on_hover_text(lang.hint_hover())
                .clicked()
            {
                actions.push(Action::Hint);
            }
        });
    });
}

/// `Label [box ▾]`: the label first, then the box, labelling it for screen
/// readers too.
fn labelled_combo(
    ui: &mut egui::Ui,
    label: &str,
    id: &str,
    selected: &str,
    menu: impl FnOnce(&mut egui::Ui),
) {
    // One block of its own width, so a narrow window wraps the pair
    // together instead of leaving the label at the end of a row.
    let text_width = ui
        .painter()
        .layout_no_wrap(
            label.to_owned(),
            egui::TextStyle::Body.resolve(ui.style()),
            egui::Color32::WHITE,
        )
        .size()
        .x;
    let spacing = ui.spacing();
    let width = text_width
        + COMBO_WIDTH
        + spacing.icon_width
        + 2.0 * spacing.button_padding.x
        + 2.0 * spacing.item_spacing.x;
    let height = ui.spacing().interact_size.y;
    ui.allocate_ui_with_layout(
        egui::Vec2::new(width, height),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            let label = ui.label(label);
            egui::ComboBox::from_id_salt(id)
                .selected_text(selected)
                .width(COMBO_WIDTH)
                .show_ui(ui, menu)
                .response
                .labelled_by(label.id);
        },
    );
}
