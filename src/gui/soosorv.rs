//! Soosõrv-8 in the window: the status line of each step, and the
//! question of how many fifth moves black offers. The offers themselves
//! are drawn by the board (`board_view`).

use eframe::egui;

use crate::game::notation::point_name;
use crate::gui::{Action, GomokuApp};
use crate::session::opening::{MAX_OFFERS, Refusal, SoosorvStep};
use crate::session::seats::Seat;

impl GomokuApp {
    /// The status line while a Soosõrv-8 opening is under way (`None`
    /// otherwise, or at a choice of colour, which the swap2 words say).
    pub(super) fn soosorv_status(&self) -> Option<String> {
        let lang = self.settings.language;
        let c = &self.controller;
        let actor = c.opening_actor()?;
        let o = c.opening()?.soosorv()?;
        let size = c.game().board().size();
        if let Some(Refusal::Symmetric(twin)) = o.refused {
            return Some(lang.soosorv_symmetric(&point_name(twin, size)));
        }
        let seat = c.seats().of(actor);
        let name = match seat {
            Seat::Engine(_) => c.name(actor).to_owned(),
            seat => lang.seat_name(seat),
        };
        let person = c.is_human_turn() || c.declare_question();
        let stones = c.game().board().stone_count();
        Some(match (o.step, person) {
            (SoosorvStep::PlaceThree | SoosorvStep::PlaceFour, true) => match stones {
                0 => lang.soosorv_first(),
                1 => lang.soosorv_second(),
                2 => lang.soosorv_third(),
                _ => lang.soosorv_fourth(),
            },
            (SoosorvStep::PlaceThree | SoosorvStep::PlaceFour, false) => {
                lang.opening_placing(&name, stones + 1)
            }
            (SoosorvStep::PlaceOffers, true) => {
                lang.soosorv_offer(o.offers.len(), usize::from(o.declared.unwrap_or(1)))
            }
            (SoosorvStep::PlaceOffers, false) => lang.soosorv_offering(&name),
            (SoosorvStep::PickOffer, true) => lang.soosorv_pick(),
            (SoosorvStep::PickOffer, false) => lang.soosorv_picking(&name),
            (SoosorvStep::Declare, true) => lang.opening_your_choice(),
            (SoosorvStep::Declare, false) => lang.opening_choosing(&name),
            _ => return None,
        })
    }

    /// Asks the person, as white, how many fifth moves black offers.
    pub(super) fn ask_declare(&self, ctx: &egui::Context, actions: &mut Vec<Action>) {
        let lang = self.settings.language;
        let id = egui::Id::unique("soosorv-declare");
        self.clear_of_the_stones(ctx, id).show(ctx, |ui| {
            ui.set_max_width(380.0);
            ui.heading(lang.soosorv_declare_heading());
            ui.label(lang.soosorv_declare_text());
            if self.controller.is_judging() {
                ui.weak(lang.coach_judging());
            } else if let Some(coach) = self.controller.coach() {
                let size = self.controller.game().board().size();
                ui.label(egui::RichText::new(lang.coach_line(coach, size)).italics());
            }
            ui.horizontal_wrapped(|ui| {
                for count in 1..=MAX_OFFERS {
                    if ui.button(count.to_string()).clicked() {
                        actions.push(Action::Declare(count));
                    }
                }
            });
        });
    }
}
