//! The bar above the board: the score, the match choices (each label
//! before its box, as a person reads them), the game buttons and the
//! language.

use eframe::egui;

use crate::game::board::BoardSize;
use crate::game::rules::Rule;
use crate::gui::Action;
use crate::gui::fonts::own_name_family;
use crate::i18n::Lang;
use crate::session::controller::Choices;
use crate::session::opening::OpeningRule;
use crate::session::score::Score;

/// The narrowest a choice's box gets, in points; otherwise each box is as
/// wide as its longest name in the language shown (so the bar stays one
/// row at the default 860 points in both languages).
const COMBO_MIN_WIDTH: f32 = 36.0;

/// Draws the bar; what the player asked for goes to `actions`.
pub fn show(
    ui: &mut egui::Ui,
    score: Option<&Score>,
    choices: &Choices,
    hint_enabled: bool,
    lang: Lang,
    actions: &mut Vec<Action>,
) {
    crate::gui::show_panel(ui, egui::Panel::top("top_bar"), |ui| {
        ui.horizontal_wrapped(|ui| {
            // A little tighter than egui's default: the bar fits on one
            // line at the default window size.
            ui.spacing_mut().item_spacing.x = 4.0;
            match score {
                Some(score) => ui
                    .label(
                        egui::RichText::new(lang.score(score.score))
                            .strong()
                            .size(18.0),
                    )
                    .on_hover_text(lang.record(score.wins, score.losses, score.draws)),
                None => ui.label(
                    egui::RichText::new(lang.score_unknown())
                        .strong()
                        .size(18.0),
                ),
            };
            let mut new = choices.clone();
            let rule = lang.rule_label();
            let names = Rule::ALL.map(|r| lang.rule_name(r));
            labelled_combo(ui, &rule, "rule", &lang.rule_name(new.rule), &names, |ui| {
                for r in Rule::ALL {
                    ui.selectable_value(&mut new.rule, r, lang.rule_name(r))
                        .on_hover_text(lang.rule_description(r));
                }
            });
            // Each rule offers the openings that fit it (swap2 for
            // freestyle and standard, the centre start for renju); one that
            // does not fit shows as free.
            let fitting: Vec<OpeningRule> = OpeningRule::ALL
                .into_iter()
                .filter(|o| o.fits(new.rule))
                .collect();
            let openings: Vec<String> = fitting.iter().map(|&o| lang.opening_name(o)).collect();
            let names: Vec<&str> = openings.iter().map(String::as_str).collect();
            let current = if new.opening.fits(new.rule) {
                new.opening
            } else {
                OpeningRule::Free
            };
            let shown = lang.opening_name(current);
            labelled_combo(ui, &lang.opening_label(), "opening", &shown, &names, |ui| {
                for &o in &fitting {
                    ui.selectable_value(&mut new.opening, o, lang.opening_name(o))
                        .on_hover_text(lang.opening_hover(o));
                }
            });
            let size = new.size.to_string();
            let names = BoardSize::ALL.map(|s| s.to_string());
            let names = names.each_ref().map(String::as_str);
            labelled_combo(ui, &lang.board_label(), "size", &size, &names, |ui| {
                for s in BoardSize::ALL {
                    ui.selectable_value(&mut new.size, s, s.to_string());
                }
            });
            if new != *choices {
                actions.push(Action::Configure(new));
            }
            if ui.button(lang.new_game()).on_hover_text("F1").clicked() {
                actions.push(Action::NewGame);
            }
            if ui.button(lang.undo()).on_hover_text("Ctrl+Z").clicked() {
                actions.push(Action::Undo);
            }
            // Your games, Open… and Save… in one menu: the bar stays one
            // line at the default width.
            ui.menu_button(lang.games(), |ui| {
                let shortcut = |key| {
                    let shortcut = egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, key);
                    ui.ctx().format_shortcut(&shortcut)
                };
                let items = [
                    (
                        lang.your_games_item(),
                        lang.games_hover(),
                        None,
                        Action::ShowGames,
                    ),
                    (
                        lang.puzzles_item(),
                        lang.puzzles_hover(),
                        None,
                        Action::ShowPuzzles,
                    ),
                    (
                        lang.analysis_item(),
                        lang.analysis_hover(),
                        None,
                        Action::ShowAnalysis,
                    ),
                    (
                        lang.open_record(),
                        lang.open_hover(),
                        Some(shortcut(egui::Key::O)),
                        Action::ChooseRecord,
                    ),
                    (
                        lang.save_record(),
                        lang.save_hover(),
                        Some(shortcut(egui::Key::S)),
                        Action::SaveGame,
                    ),
                ];
                for (text, hover, keys, action) in items {
                    let mut button = egui::Button::new(text);
                    if let Some(keys) = keys {
                        button = button.shortcut_text(keys);
                    }
                    if ui.add(button).on_hover_text(hover).clicked() {
                        actions.push(action);
                        ui.close();
                    }
                }
            });
            if ui
                .add_enabled(hint_enabled, egui::Button::new(lang.hint()))
                .on_hover_text(lang.hint_hover())
                .clicked()
            {
                actions.push(Action::Hint);
            }
            // Last, the rarely changed choice: the language shown, named
            // in its own words; its menu lists every language in its own
            // words, so a player who cannot read the language shown still
            // finds theirs.
            language_menu(ui, lang, actions);
        });
    });
}

/// The language button and its menu.
fn language_menu(ui: &mut egui::Ui, lang: Lang, actions: &mut Vec<Action>) {
    ui.menu_button(lang.native_name(), |ui| {
        for other in Lang::ALL {
            // Each name in its own face (日本語 as Japan writes it).
            let mut name = egui::RichText::new(other.native_name());
            if let Some(family) = own_name_family(other) {
                name = name.family(family);
            }
            let item = ui
                .selectable_label(other == lang, name)
                .on_hover_text(lang.switch_language(other.native_name()));
            if item.clicked() {
                if other != lang {
                    actions.push(Action::SetLanguage(other));
                }
                ui.close();
            }
        }
    })
    .response
    .on_hover_text(lang.language_hover());
}

/// The width of `text` in the body font.
pub(super) fn text_width(ui: &egui::Ui, text: &str) -> f32 {
    ui.painter()
        .layout_no_wrap(
            text.to_owned(),
            egui::TextStyle::Body.resolve(ui.style()),
            egui::Color32::WHITE,
        )
        .size()
        .x
}

/// `Label [box ▾]`: the label first, then the box (as wide as the longest
/// of `names`), labelling it for screen readers too.
pub(super) fn labelled_combo(
    ui: &mut egui::Ui,
    label: &str,
    id: &str,
    selected: &str,
    names: &[impl AsRef<str>],
    menu: impl FnOnce(&mut egui::Ui),
) {
    let combo_width = names
        .iter()
        .map(|name| text_width(ui, name.as_ref()))
        .fold(COMBO_MIN_WIDTH, f32::max);
    // One block of its own width, so a narrow window wraps the pair
    // together instead of leaving the label at the end of a row.
    let spacing = ui.spacing();
    let width = text_width(ui, label)
        + combo_width
        + spacing.icon_width
        + 2.0 * spacing.button_padding.x
        + 2.0 * spacing.item_spacing.x;
    let height = ui.spacing().interact_size.y;
    // Tall enough for every name and a separator (egui's default, some
    // eight rows, hid a ninth under a scroll).
    let menu_height = names.len() as f32 * (height + spacing.item_spacing.y) + 24.0;
    ui.allocate_ui_with_layout(
        egui::Vec2::new(width, height),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            let label = ui.label(label);
            egui::ComboBox::from_id_salt(id)
                .selected_text(selected)
                .width(combo_width)
                .height(menu_height)
                .show_ui(ui, menu)
                .response
                .labelled_by(label.id);
        },
    );
}
