//! What a finished review found, drawn in the review panel: the decisive
//! mistake and the win from it, the largest falls, the wins let go, the
//! evaluation graph and the numbered moves, each a click away from its
//! position.

use eframe::egui::{self, Color32, Pos2, Sense, Stroke, Vec2};

use super::{ReviewAction, ReviewView};
use crate::engine::Eval;
use crate::game::board::Stone;
use crate::gui::Action;
use crate::i18n::Lang;
use crate::teacher::proofs::winner_moves;
use crate::teacher::{Defence, Review};

/// A search score this large counts as a won position on the graph.
const GRAPH_SCALE: f32 = 1500.0;

impl ReviewView {
    pub(super) fn findings(
        &self,
        ui: &mut egui::Ui,
        review: &Review,
        lang: Lang,
        actions: &mut Vec<Action>,
    ) {
        let push = |actions: &mut Vec<Action>, a: ReviewAction| actions.push(Action::Review(a));
        // In a game not the player's the sentences name the colours: the
        // side it is seen from, and the other, which has the wins.
        let side = lang.colour_lower(self.player);
        let winner = lang.colour_lower(self.player.opponent());
        if let Some(d) = &review.decisive {
            ui.label(
                egui::RichText::new(lang.lost_the_game(d.index + 1, &self.name(d.played))).strong(),
            );
            if !d.forced_win.is_empty() {
                let moves = winner_moves(d.plies);
                let line = self.line_names(&d.forced_win);
                ui.label(if moves <= 1 {
                    self.say(
                        || lang.wins_at_once(&line),
                        || lang.wins_at_once_record(&winner, &line),
                    )
                } else {
                    self.say(
                        || lang.wins_by_force(moves, &line),
                        || lang.wins_by_force_record(&winner, moves, &line),
                    )
                });
            }
            match d.defence {
                Defence::Held { pos, nodes, depth } => {
                    ui.label(lang.would_have_held(&self.name(pos)));
                    ui.label(self.say(
                        || lang.held_how(depth, nodes),
                        || lang.held_how_record(&winner, depth, nodes),
                    ));
                }
                Defence::NoneFound { tried, .. } => {
                    ui.label(self.say(
                        || lang.no_defence_found(tried),
                        || lang.no_defence_found_record(&winner, tried),
                    ));
                }
            }
            if review.lost_from_start {
                ui.label(self.say(
                    || lang.lost_from_first_move(),
                    || lang.lost_from_first_move_record(&winner),
                ));
                for h in &review.hardest {
                    let text = lang.hardest(
                        h.index + 1,
                        &self.name(h.played),
                        &self.name(h.better),
                        winner_moves(h.better_plies),
                    );
                    if ui.link(text).clicked() {
                        push(actions, ReviewAction::Show(h.index));
                    }
                }
            }
            ui.horizontal_wrapped(|ui| {
                if ui.button(lang.show_the_mistake()).clicked() {
                    push(actions, ReviewAction::Show(d.index));
                }
                if !d.forced_win.is_empty() && ui.button(lang.step_through_the_win()).clicked() {
                    push(
                        actions,
                        ReviewAction::Line {
                            at: d.index + 1,
                            line: d.forced_win.clone(),
                            shown: 1,
                        },
                    );
                }
            });
        } else if review
            .evals
            .iter()
            .flatten()
            .any(|e| matches!(e, Eval::Loss { .. }))
        {
            ui.label(self.say(
                || lang.lost_from_the_start(),
                || lang.lost_from_the_start_record(&side),
            ));
        } else {
            ui.label(lang.no_single_move());
        }
        if review.decisive.is_none() && !review.falls.is_empty() {
            ui.label(lang.fell_most_after());
            for f in review.falls.iter().take(3) {
                let text = lang.fall(
                    f.index + 1,
                    &self.name(f.played),
                    &lang.eval(f.before),
                    &lang.eval(f.after),
                );
                if ui.link(text).clicked() {
                    push(actions, ReviewAction::Show(f.index));
                }
            }
        }
        for m in &review.missed_wins {
            let (number, point, line) = (
                m.index + 1,
                self.name(m.played),
                self.line_names(&m.winning),
            );
            let text = self.say(
                || lang.missed_win(number, &point, &line),
                || lang.missed_win_record(&side, number, &point, &line),
            );
            if ui.link(text).clicked() {
                push(
                    actions,
                    ReviewAction::Line {
                        at: m.index,
                        line: m.winning.clone(),
                        shown: 0,
                    },
                );
            }
        }
        if !self.line.is_empty() {
            ui.label(lang.showing_line(self.line_shown, self.line.len()));
        }
    }

    /// The evaluation of each position where the player was to move, in
    /// -1..=1 (the other positions would make the line zigzag with the
    /// tempo).
    pub(super) fn graph(&self, ui: &mut egui::Ui, review: &Review, actions: &mut Vec<Action>) {
        let first = usize::from(self.player == Stone::White);
        let values: Vec<(usize, f32)> = graph_values(&review.evals)
            .into_iter()
            .enumerate()
            .skip(first)
            .step_by(2)
            .collect();
        let width = ui.available_width().clamp(120.0, 400.0);
        let (rect, response) = ui.allocate_exact_size(Vec2::new(width, 70.0), Sense::click());
        let painter = ui.painter_at(rect);
        painter.rect_filled(rect, 3.0, Color32::from_gray(35));
        painter.line_segment(
            [rect.left_center(), rect.right_center()],
            Stroke::new(1.0, Color32::from_gray(90)),
        );
        let last = self.moves.len().max(1) as f32;
        let x_of = |i: usize| rect.left() + rect.width() * i as f32 / last;
        let points: Vec<Pos2> = values
            .iter()
            .map(|&(i, v)| Pos2::new(x_of(i), rect.center().y - v * rect.height() * 0.45))
            .collect();
        painter.add(egui::Shape::line(
            points,
            Stroke::new(2.0, Color32::from_rgb(0xf0, 0xc0, 0x40)),
        ));
        let x = x_of(self.at);
        painter.line_segment(
            [Pos2::new(x, rect.top()), Pos2::new(x, rect.bottom())],
            Stroke::new(1.0, Color32::from_rgb(0x40, 0xc0, 0xff)),
        );
        if let Some(p) = response
            .interact_pointer_pos()
            .filter(|_| response.clicked())
        {
            let i = ((p.x - rect.left()) / rect.width() * last).round();
            actions.push(Action::Review(ReviewAction::Show(
                (i.max(0.0) as usize).min(self.moves.len()),
            )));
        }
    }

    pub(super) fn move_list(&self, ui: &mut egui::Ui, lang: Lang, actions: &mut Vec<Action>) {
        ui.label(lang.moves_heading(self.at, self.moves.len()));
        egui::ScrollArea::vertical()
            .max_height(220.0)
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    for (i, &mv) in self.moves.iter().enumerate() {
                        let text = format!("{}.{}", i + 1, self.name(mv));
                        if ui.selectable_label(self.at == i + 1, text).clicked() {
                            actions.push(Action::Review(ReviewAction::Show(i + 1)));
                        }
                    }
                });
            });
    }
}

/// The evaluations as heights in -1..=1 (up is good for the player): a
/// won position at the top, a lost one at the bottom, scores squashed in
/// between; a position the engine gave no evaluation keeps the last one.
#[must_use]
pub fn graph_values(evals: &[Option<Eval>]) -> Vec<f32> {
    let mut last = 0.0;
    evals
        .iter()
        .map(|e| {
            last = match e {
                Some(Eval::Win { .. }) => 1.0,
                Some(Eval::Loss { .. }) => -1.0,
                // A score, or the mark of a result not proved (at the
                // scale's far end, short of a forced result).
                Some(e @ (Eval::Score(_) | Eval::Winning | Eval::Losing)) => {
                    (e.on_scale().unwrap_or(0) as f32 / GRAPH_SCALE).tanh()
                }
                None => last,
            };
            last
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_graph_runs_from_lost_to_won_and_fills_gaps() {
        let v = graph_values(&[
            None,
            Some(Eval::Score(0)),
            Some(Eval::Score(300)),
            None,
            Some(Eval::Score(-100_000)),
            Some(Eval::Loss { plies: 3 }),
            Some(Eval::Win { plies: 1 }),
        ]);
        assert_eq!(v[0], 0.0);
        assert_eq!(v[1], 0.0);
        assert!(v[2] > 0.0 && v[2] < 1.0);
        assert_eq!(v[3], v[2], "no evaluation keeps the last height");
        assert!(v[4] < -0.99 && v[4] >= -1.0);
        assert_eq!(v[5], -1.0);
        assert_eq!(v[6], 1.0);
    }
}
