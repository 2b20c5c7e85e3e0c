//! The "Your games" window: every kept game, newest first, each a click
//! away from review; the running score over time as a chart; wins, draws
//! and losses per level.
//!
//! The list is read from the data folder on a short-lived thread when the
//! window opens (there may be hundreds of files).

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver};

use eframe::egui::{self, Color32, Vec2};
use egui_plot::{HoverPosition, Line, Plot};

use crate::engine::Level;
use crate::gui::Action;
use crate::i18n::Lang;
use crate::session::games::{self, GameList, GameResult, KeptGame};
use crate::session::notice::Notice;
use crate::session::store::Store;

/// The games window's state while it is open.
pub struct GamesWindow {
    loading: Option<Receiver<GameList>>,
    list: Option<GameList>,
}

impl GamesWindow {
    /// Opens the window and starts reading the games kept in `store`;
    /// `waker` is called when they have been read.
    pub fn open(store: &Store, waker: Arc<dyn Fn() + Send + Sync>) -> GamesWindow {
        let (sender, loading) = mpsc::channel();
        let store = store.clone();
        let spawned = std::thread::Builder::new()
            .name("list games".into())
            .spawn(move || {
                let _ = sender.send(games::list(&store));
                waker();
            });
        let mut window = GamesWindow {
            loading: Some(loading),
            list: None,
        };
        if let Err(e) = spawned {
            log::warn!("could not start reading the games: {e}");
            window.loading = None;
            window.list = Some(GameList::default());
        }
        window
    }

    /// The games, once read.
    #[must_use]
    pub fn list(&self) -> Option<&GameList> {
        self.list.as_ref()
    }

    /// Takes in the list when it has been read; its notice (damaged files),
    /// if any, for the player.
    pub fn poll(&mut self) -> Option<Notice> {
        let list = self.loading.as_ref()?.try_recv().ok()?;
        self.loading = None;
        let notice = list.notice();
        self.list = Some(list);
        notice
    }

    /// Draws the window; `open` turns false when the player closes it.
    pub fn show(
        &self,
        ctx: &egui::Context,
        open: &mut bool,
        lang: Lang,
        actions: &mut Vec<Action>,
    ) {
        egui::Window::new(lang.your_games())
            .id(egui::Id::unique("games_window"))
            .open(open)
            .default_size(Vec2::new(460.0, 520.0))
            .vscroll(true)
            .show(ctx, |ui| match &self.list {
                None => {
                    ui.horizontal(|ui| {
                        ui.add(egui::Spinner::new());
                        ui.label(lang.reading_games());
                    });
                }
                Some(list) if list.games.is_empty() => {
                    ui.label(lang.no_games_yet());
                }
                Some(list) => {
                    ui.label(lang.score_after_each_game());
                    score_chart(ui, &list.games, lang);
                    ui.separator();
                    per_level(ui, &list.games, lang);
                    ui.separator();
                    game_rows(ui, &list.games, lang, actions);
                }
            });
    }
}

/// The score after each game, oldest on the left (the list is newest
/// first).
#[must_use]
pub fn score_history(games: &[KeptGame]) -> Vec<i64> {
    let mut scores: Vec<i64> = games.iter().rev().map(|g| g.score_after).collect();
    if let Some(first) = games.last() {
        scores.insert(0, first.score_before);
    }
    scores
}

fn score_chart(ui: &mut egui::Ui, games: &[KeptGame], lang: Lang) {
    let points: Vec<[f64; 2]> = score_history(games)
        .into_iter()
        .enumerate()
        .map(|(i, score)| [i as f64, score as f64])
        .collect();
    let line = Line::new(lang.score_word(), points)
        .color(Color32::from_rgb(0xf0, 0xc0, 0x40))
        .width(2.0);
    // A chart to read, not to explore: no dragging or zooming, so a
    // scroll over it still scrolls the window.
    Plot::new("score_chart")
        .height(130.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_grid([false, true])
        .x_axis_label(lang.games_played_axis())
        .x_axis_formatter(|mark, _| whole_number(mark.value))
        .label_formatter(move |hover| match hover {
            HoverPosition::NearDataPoint { position, .. } => {
                Some(lang.chart_point(&whole_number(position.x), &whole_number(position.y)))
            }
            HoverPosition::Elsewhere { .. } => None,
        })
        .show(ui, |plot| plot.line(line));
}

/// Axis marks and the hover label show whole games and points only.
fn whole_number(value: f64) -> String {
    if (value - value.round()).abs() < 1e-6 {
        format!("{}", value.round() as i64)
    } else {
        String::new()
    }
}

/// Wins, draws and losses (resignations counted as losses) per level
/// played, weakest level first.
#[must_use]
pub fn tally(games: &[KeptGame]) -> Vec<(Level, [usize; 3])> {
    Level::ALL
        .into_iter()
        .filter_map(|level| {
            let mut counts = [0; 3];
            for g in games.iter().filter(|g| g.game.level == level) {
                let column = match g.result {
                    GameResult::Won => 0,
                    GameResult::Drawn => 1,
                    GameResult::Lost | GameResult::Resigned => 2,
                };
                counts[column] += 1;
            }
            (counts.iter().sum::<usize>() > 0).then_some((level, counts))
        })
        .collect()
}

fn per_level(ui: &mut egui::Ui, games: &[KeptGame], lang: Lang) {
    egui::Grid::new("per_level").striped(true).show(ui, |ui| {
        let headings = [
            lang.level_label(),
            lang.result_name(GameResult::Won).to_owned(),
            lang.result_name(GameResult::Drawn).to_owned(),
            lang.result_name(GameResult::Lost).to_owned(),
        ];
        for heading in headings {
            ui.strong(heading);
        }
        ui.end_row();
        for (level, [won, drawn, lost]) in tally(games) {
            ui.label(lang.level_name(level));
            ui.label(won.to_string());
            ui.label(drawn.to_string());
            ui.label(lost.to_string());
            ui.end_row();
        }
    });
}

fn game_rows(ui: &mut egui::Ui, games: &[KeptGame], lang: Lang, actions: &mut Vec<Action>) {
    egui::Grid::new("games").striped(true).show(ui, |ui| {
        for (i, g) in games.iter().enumerate() {
            // First, so a narrow window cannot push it out of reach.
            if ui.button(lang.review()).clicked() {
                actions.push(Action::ReviewKept(i));
            }
            ui.label(lang.result_name(g.result));
            ui.label(lang.kept_game(
                lang.level_name(g.game.level),
                lang.rule_name(g.game.rule),
                &g.game.size.to_string(),
                g.game.moves.len(),
                lang.colour_lower(g.game.human),
            ));
            ui.weak(g.date());
            ui.end_row();
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::board::Stone;
    use crate::game::rules::Rule;
    use crate::session::games::Played;

    fn kept(level: Level, result: GameResult, before: i64, after: i64) -> KeptGame {
        KeptGame {
            game: Played {
                id: format!("{before}-{after}"),
                started: 0,
                size: crate::game::board::BoardSize::SMALL,
                rule: Rule::Freestyle,
                level,
                human: Stone::Black,
                moves: Vec::new(),
            },
            ended: 0,
            result,
            score_before: before,
            score_after: after,
        }
    }

    #[test]
    fn the_chart_runs_oldest_to_newest_from_the_first_score() {
        // Newest first, as the list comes.
        let games = [
            kept(Level::Master, GameResult::Won, 900, 1000),
            kept(Level::Seed, GameResult::Lost, 1000, 900),
        ];
        assert_eq!(score_history(&games), vec![1000, 900, 1000]);
        assert!(score_history(&[]).is_empty());
    }

    #[test]
    fn the_tally_counts_resignations_as_losses_per_level() {
        let games = [
            kept(Level::Master, GameResult::Resigned, 0, 0),
            kept(Level::Seed, GameResult::Won, 0, 0),
            kept(Level::Master, GameResult::Drawn, 0, 0),
            kept(Level::Master, GameResult::Lost, 0, 0),
        ];
        assert_eq!(
            tally(&games),
            vec![(Level::Seed, [1, 0, 0]), (Level::Master, [0, 1, 2])]
        );
    }
}
