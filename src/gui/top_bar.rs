//! The bar above the board: the score, the match choices (each label
//! before its box, as a person reads them) and the game buttons.

use eframe::egui;

use crate::engine::Level;
use crate::game::board::BoardSize;
use crate::game::rules::Rule;
use crate::gui::Action;
use crate::session::controller::PlayAs;
use crate::session::score::Score;

/// The width of each choice's box, in points (the longest name fits).
const COMBO_WIDTH: f32 = 60.0;

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
    actions: &mut Vec<Action>,
) {
    egui::Panel::top("top_bar").show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            // A little tighter than egui's default: the bar fits on one
            // line at the default window size.
            ui.spacing_mut().item_spacing.x = 5.0;
            ui.label(
                egui::RichText::new(format!("Score {}", score.score))
                    .strong()
                    .size(18.0),
            )
            .on_hover_text(format!(
                "{} won, {} lost, {} drawn",
                score.wins, score.losses, score.draws
            ));
            let mut new = choices;
            labelled_combo(ui, "Level", "level", new.level.name(), |ui| {
                for l in Level::ALL {
                    ui.selectable_value(&mut new.level, l, l.name())
                        .on_hover_text(l.description());
                }
            });
            labelled_combo(ui, "Rule", "rule", new.rule.name(), |ui| {
                for r in Rule::ALL {
                    ui.selectable_value(&mut new.rule, r, r.name());
                }
            });
            labelled_combo(ui, "Board", "size", &new.size.to_string(), |ui| {
                for s in BoardSize::ALL {
                    ui.selectable_value(&mut new.size, s, s.to_string());
                }
            });
            labelled_combo(ui, "You play", "play_as", new.play_as.name(), |ui| {
                for p in PlayAs::ALL {
                    ui.selectable_value(&mut new.play_as, p, p.name());
                }
            });
            if new != choices {
                actions.push(Action::Configure(new));
            }
            if ui.button("New game").on_hover_text("F1").clicked() {
                actions.push(Action::NewGame);
            }
            if ui.button("Undo").on_hover_text("Ctrl+Z").clicked() {
                actions.push(Action::Undo);
            }
            if ui
                .button("Games")
                .on_hover_text("Your games, to review, and your score over time")
                .clicked()
            {
                actions.push(Action::ShowGames);
            }
            if ui
                .add_enabled(hint_enabled, egui::Button::new("Hint"))
                .on_hover_text("F11: the AI's suggestion for you")
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
