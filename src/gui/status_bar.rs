//! The bar below the board: what is happening, the last move, the sound
//! switch and the notices for the player (each with an OK button).

use eframe::egui::{self, Color32};

use crate::gui::Action;

/// What the status bar shows.
pub struct Status<'a> {
    /// The line saying whose turn it is or how the game ended.
    pub text: String,
    /// A spinner turns while the computer thinks.
    pub busy: bool,
    /// The last move's name (`h8`), if any.
    pub last_move: Option<String>,
    /// Whether sound is off.
    pub muted: bool,
    /// Messages for the player, oldest first.
    pub notices: &'a [String],
}

/// Draws the bar; what the player asked for goes to `actions`.
pub fn show(ui: &mut egui::Ui, status: &Status<'_>, actions: &mut Vec<Action>) {
    egui::Panel::bottom("status_bar").show(ui, |ui| {
        ui.horizontal(|ui| {
            if status.busy {
                ui.add(egui::Spinner::new());
            }
            ui.label(&status.text);
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let label = if status.muted {
                    "Sound off"
                } else {
                    "Sound on"
                };
                if ui.button(label).on_hover_text("Music and sounds").clicked() {
                    actions.push(Action::ToggleSound);
                }
                if let Some(last) = &status.last_move {
                    ui.weak(format!("last move {last}"));
                }
            });
        });
        for (i, notice) in status.notices.iter().enumerate() {
            ui.horizontal(|ui| {
                // The button first: a long notice wraps, the button stays
                // on screen.
                if ui.small_button("OK").clicked() {
                    actions.push(Action::Dismiss(i));
                }
                ui.add(
                    egui::Label::new(
                        egui::RichText::new(notice).color(Color32::from_rgb(0xe8, 0xa0, 0x40)),
                    )
                    .wrap(),
                );
            });
        }
    });
}
