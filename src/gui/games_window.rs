//! The "Your games" window: every kept game, newest first, each a click
//! away from review; the running score over time as a chart; wins, draws
//! and losses per level.
//!
//! The list is read from the data folder on a short-lived thread when the
//! window opens (there may be thousands of files). A frame's cost does not
//! grow with the number of games: only the rows in view are laid out, the
//! chart draws at most [`MAX_CHART_POINTS`] points, and the chart's points
//! and the tally are worked out once, when the list comes.

use std::ops::Range;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver};

use eframe::egui::{self, Color32, Rect, UiBuilder, Vec2};
use egui_plot::{HoverPosition, Line, Plot};

use crate::engine::Level;
use crate::gui::Action;
use crate::i18n::Lang;
use crate::session::games::{self, GameList, GameResult, KeptGame};
use crate::session::notice::Notice;
use crate::session::store::Store;

/// The most points the score chart draws: a longer history is thinned
/// to each stretch's lowest and highest score.
pub const MAX_CHART_POINTS: usize = 600;

/// The games window's state while it is open.
pub struct GamesWindow {
    loading: Option<Receiver<GameList>>,
    list: Option<Listed>,
}

/// The list as read, with what is drawn from all of it worked out once.
struct Listed {
    list: GameList,
    chart: Vec<[f64; 2]>,
    tally: Vec<(Level, [usize; 3])>,
}

impl Listed {
    fn new(list: GameList) -> Listed {
        Listed {
            chart: chart_points(&score_history(&list.games)),
            tally: tally(&list.games),
            list,
        }
    }
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
            window.list = Some(Listed::new(GameList::default()));
        }
        window
    }

    /// The games, once read.
    #[must_use]
    pub fn list(&self) -> Option<&GameList> {
        self.list.as_ref().map(|listed| &listed.list)
    }

    /// Takes in the list when it has been read; its notice (damaged files),
    /// if any, for the player.
    pub fn poll(&mut self) -> Option<Notice> {
        let list = self.loading.as_ref()?.try_recv().ok()?;
        self.loading = None;
        let notice = list.notice();
        self.list = Some(Listed::new(list));
        notice
    }

    /// Draws the window, first placed in `area` (below the bars, which it
    /// would otherwise cover, the Games menu among them) and no larger
    /// where it can be; `open` turns false when the player closes it.
    pub fn show(
        &self,
        ctx: &egui::Context,
        open: &mut bool,
        area: egui::Rect,
        lang: Lang,
        (today, streak): (u32, u32),
        actions: &mut Vec<Action>,
    ) {
        // Wide enough for a row's words and date on a screen that has the
        // room (a row does not wrap: only the rows in view are laid out).
        let most = ctx.content_rect().size() * 0.95;
        egui::Window::new(lang.your_games())
            .id(egui::Id::unique("games_window"))
            .open(open)
            .default_pos(area.min)
            .default_size(
                Vec2::new(640.0, 520.0)
                    .min(area.size() - Vec2::splat(8.0))
                    .max(Vec2::new(300.0, 240.0))
                    .min(most),
            )
            .max_size(most)
            .show(ctx, |ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.label(lang.puzzles_today(today, streak));
                    if ui.button(lang.open_puzzles()).clicked() {
                        actions.push(Action::ShowPuzzles);
                    }
                });
                // The window's own scrolling would lay out every row; this
                // one says which part is in view.
                egui::ScrollArea::vertical().show_viewport(ui, |ui, viewport| {
                    let in_view = viewport.translate(ui.max_rect().min.to_vec2());
                    match &self.list {
                        None => {
                            ui.horizontal(|ui| {
                                ui.add(egui::Spinner::new());
                                ui.label(lang.reading_games());
                            });
                        }
                        Some(listed) if listed.list.games.is_empty() => {
                            ui.label(lang.no_games_yet());
                        }
                        Some(listed) => {
                            ui.label(lang.score_after_each_game());
                            score_chart(ui, &listed.chart, lang);
                            ui.separator();
                            per_level(ui, &listed.tally, lang);
                            ui.separator();
                            game_rows(ui, &listed.list.games, in_view, lang, actions);
                        }
                    }
                });
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

/// The chart's points (games played, score) for `history`: every one, or
/// for a longer history each of [`MAX_CHART_POINTS`]` / 2` stretches'
/// lowest and highest score, in order (the shape, drops and peaks
/// included, at a bounded cost), with the last score always shown.
#[must_use]
pub fn chart_points(history: &[i64]) -> Vec<[f64; 2]> {
    let point = |i: usize| [i as f64, history[i] as f64];
    if history.len() <= MAX_CHART_POINTS {
        return (0..history.len()).map(point).collect();
    }
    let stretches = MAX_CHART_POINTS / 2;
    let mut points = Vec::with_capacity(MAX_CHART_POINTS + 1);
    for k in 0..stretches {
        let stretch = k * history.len() / stretches..(k + 1) * history.len() / stretches;
        let low = stretch.clone().min_by_key(|&i| history[i]);
        let high = stretch.max_by_key(|&i| history[i]);
        if let (Some(low), Some(high)) = (low, high) {
            points.push(point(low.min(high)));
            if low != high {
                points.push(point(low.max(high)));
            }
        }
    }
    let last = history.len() - 1;
    if points.last().is_none_or(|p| p[0] != last as f64) {
        points.push(point(last));
    }
    points
}

fn score_chart(ui: &mut egui::Ui, points: &[[f64; 2]], lang: Lang) {
    let line = Line::new(lang.score_word(), points.to_vec())
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
            // Only a person's scored games against one of our levels.
            let against = |g: &&KeptGame| {
                g.game.is_scored() && g.game.seats().opponent_level() == Some(level)
            };
            for g in games.iter().filter(against) {
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

fn per_level(ui: &mut egui::Ui, tally: &[(Level, [usize; 3])], lang: Lang) {
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
        for &(level, [won, drawn, lost]) in tally {
            ui.label(lang.level_name(level));
            ui.label(won.to_string());
            ui.label(drawn.to_string());
            ui.label(lost.to_string());
            ui.end_row();
        }
    });
}

/// The rows of `from..to` (screen heights) among `rows` rows of `pitch`
/// points each, the first at 0, with one more on each side.
#[must_use]
pub fn rows_in_view(from: f32, to: f32, pitch: f32, rows: usize) -> Range<usize> {
    if pitch <= 0.0 || to <= from {
        return 0..0;
    }
    let row = |y: f32| ((y / pitch).floor().max(0.0) as usize).min(rows);
    row(from).saturating_sub(1)..(row(to) + 2).min(rows)
}

/// One row per game, newest first: a tall enough space for all of them,
/// with only the rows within `in_view` (screen coordinates) laid out.
fn game_rows(
    ui: &mut egui::Ui,
    games: &[KeptGame],
    in_view: Rect,
    lang: Lang,
    actions: &mut Vec<Action>,
) {
    let spacing = ui.spacing().item_spacing.y;
    let button =
        ui.text_style_height(&egui::TextStyle::Button) + 2.0 * ui.spacing().button_padding.y;
    let row_height = ui
        .spacing()
        .interact_size
        .y
        .max(button)
        .max(ui.text_style_height(&egui::TextStyle::Body))
        .ceil();
    let pitch = row_height + spacing;
    let height = (pitch * games.len() as f32 - spacing).max(0.0);
    let (space, _) = ui.allocate_exact_size(
        Vec2::new(ui.available_width(), height),
        egui::Sense::hover(),
    );
    let shown = rows_in_view(
        in_view.top() - space.top(),
        in_view.bottom() - space.top(),
        pitch,
        games.len(),
    );
    let rect = Rect::from_x_y_ranges(
        space.x_range(),
        space.top() + shown.start as f32 * pitch..=space.top() + shown.end as f32 * pitch,
    );
    let mut rows = ui.new_child(UiBuilder::new().id_salt("game rows").max_rect(rect));
    let first = shown.start;
    egui::Grid::new("games")
        .striped(true)
        .min_row_height(row_height)
        .start_row(first)
        .show(&mut rows, |ui| {
            for (i, g) in games[shown].iter().enumerate() {
                let i = first + i;
                // First, so a narrow window cannot push it out of reach;
                // its id is the game's, whichever rows are laid out.
                if ui.push_id(i, |ui| ui.button(lang.review())).inner.clicked() {
                    actions.push(Action::ReviewKept(i));
                }
                let seats = g.game.seats();
                let name = |seat: &crate::session::seats::Seat| lang.seat_name(seat);
                let (result, opponent) = match seats.person() {
                    Some(person) => (
                        lang.result_name(g.result).to_owned(),
                        name(seats.of(person.opponent())),
                    ),
                    // Two people or two computers: who won, and who played.
                    None => (
                        match g.result {
                            GameResult::Drawn => lang.result_name(g.result).to_owned(),
                            GameResult::Won => lang.side_wins(&lang.colour(g.game.human)),
                            GameResult::Lost | GameResult::Resigned => {
                                lang.side_wins(&lang.colour(g.game.human.opponent()))
                            }
                        },
                        format!("{} – {}", name(&seats.black), name(&seats.white)),
                    ),
                };
                ui.label(result);
                let (rule, size) = (lang.rule_name(g.game.rule), g.game.size.to_string());
                ui.label(match seats.person() {
                    Some(_) => lang.kept_game(
                        &opponent,
                        &rule,
                        &size,
                        g.game.moves.len(),
                        &lang.colour_lower(g.game.human),
                    ),
                    None => lang.kept_game_between(&opponent, &rule, &size, g.game.moves.len()),
                });
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
                seats: None,
                time: None,
                left_ms: None,
                forfeit: None,
                opening: None,
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
    fn a_long_history_is_thinned_to_its_lows_and_highs() {
        let short: Vec<i64> = (0..10).collect();
        assert_eq!(chart_points(&short).len(), 10);
        // A saw of 10 000 games, with one deep drop.
        let mut long: Vec<i64> = (0..10_000).map(|i| 1000 + (i % 7) * 100).collect();
        long[4321] = -5000;
        let points = chart_points(&long);
        assert!(points.len() <= MAX_CHART_POINTS + 1, "{}", points.len());
        assert!(points.windows(2).all(|w| w[0][0] < w[1][0]), "in order");
        assert!(points.contains(&[4321.0, -5000.0]), "the drop is drawn");
        assert_eq!(points.last(), Some(&[9999.0, long[9999] as f64]));
        assert!(points.iter().any(|p| p[1] == 1600.0), "the highs are drawn");
    }

    #[test]
    fn only_the_rows_in_view_and_one_each_side_are_laid_out() {
        assert_eq!(rows_in_view(0.0, 100.0, 20.0, 5000), 0..7);
        assert_eq!(rows_in_view(1000.0, 1100.0, 20.0, 5000), 49..57);
        assert_eq!(rows_in_view(-500.0, -10.0, 20.0, 5000), 0..2);
        assert_eq!(rows_in_view(99_990.0, 100_100.0, 20.0, 5000), 4998..5000);
        assert_eq!(rows_in_view(0.0, 100.0, 20.0, 0), 0..0);
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
