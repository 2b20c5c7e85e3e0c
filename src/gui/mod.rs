//! The desktop game: an egui window over the [`Controller`].
//!
//! The app maps the player's input to controller calls and the controller's
//! [`Event`]s to pictures and sounds. Nothing slow runs here: the AI thinks
//! on its own thread, sound plays on the audio thread, and files are saved
//! on a saver thread.

use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use eframe::egui::{
    self, Align2, Color32, FontId, Key, Modifiers, Pos2, Rect, Sense, Stroke, TextureHandle, Vec2,
};

use crate::assets;
use crate::engine::Level;
pub mod audio;

use crate::game::board::{Pos, Stone};
use crate::game::notation::point_name;
use crate::game::rules::{Outcome, Rule};
use crate::session::controller::{Controller, Event, MatchConfig};
use crate::session::storage::{MatchResult, SCORE_FILE, SETTINGS_FILE, Score, Settings, Store};
use audio::{Audio, Sound, SoundBank};

/// A click counts as a move only this close to an intersection, in cells
/// (seed 000 §11.3).
pub const CLICK_TOLERANCE: f32 = 0.4;
/// The pause between the last move and the game-over screen (the seed's
/// 1.5 s felt long; the winning line shows meanwhile).
pub const GAME_OVER_PAUSE: Duration = Duration::from_millis(1200);
/// The window size on first start, in points.
pub const DEFAULT_WINDOW: [f32; 2] = [860.0, 920.0];

/// Where the board image is on screen and how its grid maps to points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardGeometry {
    /// The board image's rectangle, in egui points.
    pub rect: Rect,
    /// The number of lines each way.
    pub lines: usize,
}

impl BoardGeometry {
    /// The largest square board image that fits in `available`, centred.
    #[must_use]
    pub fn fit(available: Rect, lines: usize) -> BoardGeometry {
        let side = available.width().min(available.height()).max(1.0);
        let rect = Rect::from_center_size(available.center(), Vec2::splat(side));
        BoardGeometry { rect, lines }
    }

    fn margin(&self) -> f32 {
        self.rect.width() * assets::BOARD_MARGIN_PX as f32 / assets::BOARD_IMAGE_PX as f32
    }

    /// The distance between neighbouring lines, in points.
    #[must_use]
    pub fn cell(&self) -> f32 {
        (self.rect.width() - 2.0 * self.margin()) / (self.lines.max(2) - 1) as f32
    }

    /// The screen position of an intersection.
    #[must_use]
    pub fn center_of(&self, pos: Pos) -> Pos2 {
        let origin = self.rect.min + Vec2::splat(self.margin());
        origin + Vec2::new(f32::from(pos.x), f32::from(pos.y)) * self.cell()
    }

    /// The intersection a click at `p` means: the nearest one, if it lies
    /// within [`CLICK_TOLERANCE`] cells.
    #[must_use]
    pub fn hit(&self, p: Pos2) -> Option<Pos> {
        let cell = self.cell();
        let rel = (p - (self.rect.min + Vec2::splat(self.margin()))) / cell;
        let (x, y) = (rel.x.round(), rel.y.round());
        let n = self.lines as f32;
        if !(0.0..n).contains(&x) || !(0.0..n).contains(&y) {
            return None;
        }
        let pos = Pos::new(x as u8, y as u8);
        (self.center_of(pos).distance(p) < CLICK_TOLERANCE * cell).then_some(pos)
    }
}

/// What the app needs from outside: where to keep files, and sound.
pub struct AppOptions {
    /// Where score and settings live.
    pub store: Store,
    /// The sound handle.
    pub audio: Audio,
    /// Overrides the AI's minimum "thinking" pause (tests use zero).
    pub min_think: Option<Duration>,
}

struct Textures {
    board: TextureHandle,
    board_lines: usize,
    black: TextureHandle,
    white: TextureHandle,
    win: TextureHandle,
    lose: TextureHandle,
    draw: TextureHandle,
}

fn load_texture(ctx: &egui::Context, name: &str, png: &[u8]) -> Option<TextureHandle> {
    match image::load_from_memory_with_format(png, image::ImageFormat::Png) {
        Ok(img) => {
            let rgba = img.to_rgba8();
            let size = [rgba.width() as usize, rgba.height() as usize];
            let color = egui::ColorImage::from_rgba_unmultiplied(size, rgba.as_raw());
            Some(ctx.load_texture(name, color, egui::TextureOptions::LINEAR))
        }
        Err(e) => {
            eprintln!("gomoku: the embedded picture {name} does not decode: {e}");
            None
        }
    }
}

impl Textures {
    fn load(ctx: &egui::Context, lines: usize) -> Option<Textures> {
        let board_png = assets::board_image(lines).unwrap_or(assets::BOARD13_PNG);
        Some(Textures {
            board: load_texture(ctx, "board", board_png)?,
            board_lines: lines,
            black: load_texture(ctx, "black", assets::BLACK_PNG)?,
            white: load_texture(ctx, "white", assets::WHITE_PNG)?,
            win: load_texture(ctx, "win", assets::WIN_PNG)?,
            lose: load_texture(ctx, "lose", assets::LOSE_PNG)?,
            draw: load_texture(ctx, "draw", assets::DRAW_PNG)?,
        })
    }
}

type SaveJob = Box<dyn FnOnce() -> Option<String> + Send>;

/// Saves files on a thread of their own, in order; failures come back as
/// notices for the player.
struct Saver {
    jobs: Option<Sender<SaveJob>>,
    failures: Receiver<String>,
}

impl Saver {
    fn spawn() -> Saver {
        let (jobs, job_rx) = mpsc::channel::<SaveJob>();
        let (fail_tx, failures) = mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("save".into())
            .spawn(move || {
                for job in job_rx {
                    if let Some(message) = job() {
                        let _ = fail_tx.send(message);
                    }
                }
            });
        Saver {
            jobs: spawned.ok().map(|_| jobs),
            failures,
        }
    }

    fn save<T: serde::Serialize + Send + 'static>(
        &self,
        store: &Store,
        name: &'static str,
        value: T,
    ) {
        let store = store.clone();
        let job: SaveJob = Box::new(move || {
            store
                .save(name, &value)
                .err()
                .map(|e| format!("Could not save {name}: {e}"))
        });
        match &self.jobs {
            Some(jobs) => {
                if let Err(mpsc::SendError(job)) = jobs.send(job) {
                    // The saver thread is gone: save here rather than lose it.
                    let _ = job();
                }
            }
            None => {
                let _ = job();
            }
        }
    }
}

/// The end of a game, as the screen shows it.
#[derive(Clone, Copy, Debug)]
struct GameOver {
    outcome: Outcome,
    at: Instant,
    /// The screen (and its sound) is up: a key or click starts anew.
    screen: bool,
}

/// The game window's state.
pub struct GomokuApp {
    controller: Controller,
    repaint: Arc<OnceLock<egui::Context>>,
    store: Store,
    saver: Saver,
    score: Score,
    settings: Settings,
    audio: Audio,
    textures: Option<Textures>,
    geometry: Option<BoardGeometry>,
    over: Option<GameOver>,
    notices: Vec<String>,
    started: bool,
}

impl GomokuApp {
    /// The app, with score and settings read from `options.store`.
    #[must_use]
    pub fn new(options: AppOptions) -> GomokuApp {
        let AppOptions {
            store,
            audio,
            min_think,
        } = options;
        let settings = store.load::<Settings>(SETTINGS_FILE);
        let score = store.load::<Score>(SCORE_FILE);
        let mut notices: Vec<String> = score.notice.into_iter().collect();
        // Without a data folder both files say so; once is enough.
        if store.dir().is_some() {
            notices.extend(settings.notice);
        }
        let settings = settings.value;
        let mut config = MatchConfig {
            size: settings.board_size,
            rule: settings.rule,
            level: settings.level,
            ..MatchConfig::default()
        };
        if let Some(pause) = min_think {
            config.min_think = pause;
        }
        // The AI thread wakes the UI through the egui context, which the
        // first frame provides.
        let repaint: Arc<OnceLock<egui::Context>> = Arc::default();
        let waker = Arc::clone(&repaint);
        let controller = Controller::new(
            config,
            Arc::new(move || {
                if let Some(ctx) = waker.get() {
                    ctx.request_repaint();
                }
            }),
        );
        let mut audio = audio;
        audio.set_muted(settings.muted);
        GomokuApp {
            controller,
            repaint,
            store,
            saver: Saver::spawn(),
            score: score.value,
            settings,
            audio,
            textures: None,
            geometry: None,
            over: None,
            notices,
            started: false,
        }
    }

    /// The controller (tests read the board from it).
    #[must_use]
    pub fn controller(&self) -> &Controller {
        &self.controller
    }

    /// The running score.
    #[must_use]
    pub fn score(&self) -> &Score {
        &self.score
    }

    /// Where the board was drawn in the last frame.
    #[must_use]
    pub fn geometry(&self) -> Option<BoardGeometry> {
        self.geometry
    }

    /// Whether the game-over screen is showing.
    #[must_use]
    pub fn showing_game_over(&self) -> bool {
        self.over.is_some_and(|o| o.screen)
    }

    /// Notices for the player (file trouble and the like).
    #[must_use]
    pub fn notices(&self) -> &[String] {
        &self.notices
    }

    fn handle_events(&mut self, events: Vec<Event>, now: Instant) {
        for event in events {
            match event {
                Event::StonePlaced { .. } => self.audio.play(Sound::Stone),
                Event::GameOver(outcome) => {
                    let result = match outcome.winner() {
                        Some(w) if w == self.controller.human() => MatchResult::Won,
                        Some(_) => MatchResult::Lost,
                        None => MatchResult::Drawn,
                    };
                    // Recorded at once, so quitting during the pause or the
                    // screen cannot lose it.
                    self.score.record(result);
                    self.saver.save(&self.store, SCORE_FILE, self.score.clone());
                    self.over = Some(GameOver {
                        outcome,
                        at: now,
                        screen: false,
                    });
                }
                Event::NewGame => {
                    self.over = None;
                    self.audio.play(Sound::Start);
                }
                Event::TookBack { .. } => self.over = None,
                Event::Hint(_) => {}
            }
        }
    }

    fn new_game(&mut self, now: Instant) {
        let events = self.controller.new_game();
        self.handle_events(events, now);
    }

    fn undo(&mut self, now: Instant) {
        // A finished game has been scored, and stays scored: no taking back
        // the last move to play on. On the game-over screen, undo (like any
        // key) starts the next game.
        if let Some(over) = self.over {
            if over.screen {
                self.new_game(now);
            }
            return;
        }
        let events = self.controller.undo();
        self.handle_events(events, now);
    }

    fn save_settings(&mut self) {
        self.saver
            .save(&self.store, SETTINGS_FILE, self.settings.clone());
    }

    fn apply_config(&mut self, now: Instant) {
        let config = MatchConfig {
            size: self.settings.board_size,
            rule: self.settings.rule,
            level: self.settings.level,
            ..*self.controller.config()
        };
        let events = self.controller.configure(config);
        self.handle_events(events, now);
        self.save_settings();
    }

    /// Draws one frame and handles its input. The eframe app and the UI
    /// tests both call this.
    pub fn frame(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        self.repaint.get_or_init(|| ctx.clone());
        let now = Instant::now();
        if !self.started {
            self.started = true;
            self.audio.start_music();
            self.audio.play(Sound::Start);
        }
        if let Some(n) = self.controller.take_notice() {
            self.notices.push(n);
        }
        while let Ok(n) = self.saver.failures.try_recv() {
            self.notices.push(n);
        }
        let events = self.controller.poll(now);
        self.handle_events(events, now);
        self.keyboard(&ctx, now);
        self.track_window(&ctx);

        if let Some(over) = &mut self.over
            && !over.screen
            && now >= over.at + GAME_OVER_PAUSE
        {
            over.screen = true;
            let sound = match over.outcome.winner() {
                Some(w) if w == self.controller.human() => Sound::Win,
                _ => Sound::Lose,
            };
            if over.outcome.winner().is_some() {
                self.audio.play(sound);
            }
        }

        let lines = self.controller.game().board().size();
        if self
            .textures
            .as_ref()
            .is_none_or(|t| t.board_lines != lines)
        {
            self.textures = Textures::load(&ctx, lines);
        }

        self.top_bar(ui, now);
        self.status_bar(ui);
        egui::CentralPanel::default()
            .frame(
                egui::Frame::new()
                    .fill(Color32::from_rgb(0x2b, 0x22, 0x1c))
                    .inner_margin(12.0),
            )
            .show(ui, |ui| self.board_area(ui, now));

        // Wake up for the end of the AI's pause or the game-over pause.
        let mut wake: Option<Instant> = self.controller.next_wakeup();
        if let Some(over) = self.over
            && !over.screen
        {
            let t = over.at + GAME_OVER_PAUSE;
            wake = Some(wake.map_or(t, |w| w.min(t)));
        }
        if let Some(t) = wake {
            ctx.request_repaint_after(t.saturating_duration_since(now));
        }
        if self.controller.is_ai_thinking() || self.controller.is_hint_pending() {
            // Keeps the spinner turning.
            ctx.request_repaint_after(Duration::from_millis(50));
        }
    }

    fn keyboard(&mut self, ctx: &egui::Context, now: Instant) {
        let (f1, f11, f12, undo, any_key) = ctx.input_mut(|i| {
            (
                i.consume_key(Modifiers::NONE, Key::F1),
                i.consume_key(Modifiers::NONE, Key::F11),
                i.consume_key(Modifiers::NONE, Key::F12),
                i.consume_key(Modifiers::COMMAND, Key::Z),
                i.events
                    .iter()
                    .any(|e| matches!(e, egui::Event::Key { pressed: true, .. })),
            )
        });
        if f12 {
            ctx.send_viewport_cmd(egui::ViewportCommand::Close);
        }
        if f1 || (any_key && self.showing_game_over()) {
            self.new_game(now);
        } else if undo {
            self.undo(now);
        } else if f11 {
            self.controller.request_hint();
        }
    }

    /// Remembers the window's size and place (saved at exit).
    fn track_window(&mut self, ctx: &egui::Context) {
        let (inner, outer) = ctx.input(|i| (i.viewport().inner_rect, i.viewport().outer_rect));
        if let Some(r) = inner {
            self.settings.window_size = Some([r.width(), r.height()]);
        }
        if let Some(r) = outer {
            self.settings.window_pos = Some([r.min.x, r.min.y]);
        }
    }

    fn top_bar(&mut self, ui: &mut egui::Ui, now: Instant) {
        egui::Panel::top("top_bar").show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    egui::RichText::new(format!("Score {}", self.score.score))
                        .strong()
                        .size(18.0),
                )
                .on_hover_text(format!(
                    "{} won, {} lost, {} drawn",
                    self.score.wins, self.score.losses, self.score.draws
                ));
                ui.separator();
                let mut level = self.settings.level;
                egui::ComboBox::new("level", "Level")
                    .selected_text(level.name())
                    .show_ui(ui, |ui| {
                        for l in Level::ALL {
                            ui.selectable_value(&mut level, l, l.name())
                                .on_hover_text(l.description());
                        }
                    });
                let mut rule = self.settings.rule;
                egui::ComboBox::new("rule", "Rule")
                    .selected_text(rule.name())
                    .show_ui(ui, |ui| {
                        for r in Rule::ALL {
                            ui.selectable_value(&mut rule, r, r.name());
                        }
                    });
                let mut size = self.settings.board_size;
                egui::ComboBox::new("size", "Board")
                    .selected_text(format!("{size}×{size}"))
                    .show_ui(ui, |ui| {
                        for s in assets::BOARD_SIZES {
                            ui.selectable_value(&mut size, s, format!("{s}×{s}"));
                        }
                    });
                if (level, rule, size)
                    != (
                        self.settings.level,
                        self.settings.rule,
                        self.settings.board_size,
                    )
                {
                    self.settings.level = level;
                    self.settings.rule = rule;
                    self.settings.board_size = size;
                    self.apply_config(now);
                }
                ui.separator();
                if ui.button("New game").on_hover_text("F1").clicked() {
                    self.new_game(now);
                }
                if ui.button("Undo").on_hover_text("Ctrl+Z").clicked() {
                    self.undo(now);
                }
                if ui
                    .add_enabled(self.controller.is_human_turn(), egui::Button::new("Hint"))
                    .on_hover_text("F11: the AI's suggestion for you")
                    .clicked()
                {
                    self.controller.request_hint();
                }
            });
        });
    }

    fn status_text(&self) -> String {
        if let Some(over) = self.over {
            return match over.outcome.winner() {
                Some(w) if w == self.controller.human() => "You win!".into(),
                Some(_) => "White wins.".into(),
                None => "A draw.".into(),
            };
        }
        if self.controller.is_ai_thinking() {
            "White is thinking…".into()
        } else if self.controller.is_hint_pending() {
            "Looking for a good move for you…".into()
        } else {
            let moves = self.controller.game().board().history().len();
            format!("Your move (black) · move {}", moves + 1)
        }
    }

    fn status_bar(&mut self, ui: &mut egui::Ui) {
        egui::Panel::bottom("status_bar").show(ui, |ui| {
            ui.horizontal(|ui| {
                if self.controller.is_ai_thinking() || self.controller.is_hint_pending() {
                    ui.add(egui::Spinner::new());
                }
                ui.label(self.status_text());
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    let label = if self.audio.is_muted() {
                        "Sound off"
                    } else {
                        "Sound on"
                    };
                    if ui.button(label).on_hover_text("Music and sounds").clicked() {
                        let muted = !self.audio.is_muted();
                        self.audio.set_muted(muted);
                        self.settings.muted = muted;
                        self.save_settings();
                    }
                    if let Some(last) = self.controller.game().board().last_move() {
                        let size = self.controller.game().board().size();
                        ui.weak(format!("last move {}", point_name(last, size)));
                    }
                });
            });
            let mut dismissed = None;
            for (i, notice) in self.notices.iter().enumerate() {
                ui.horizontal(|ui| {
                    // The button first: a long notice wraps, the button stays
                    // on screen.
                    if ui.small_button("OK").clicked() {
                        dismissed = Some(i);
                    }
                    ui.add(
                        egui::Label::new(
                            egui::RichText::new(notice).color(Color32::from_rgb(0xe8, 0xa0, 0x40)),
                        )
                        .wrap(),
                    );
                });
            }
            if let Some(i) = dismissed {
                self.notices.remove(i);
            }
        });
    }

    fn board_area(&mut self, ui: &mut egui::Ui, now: Instant) {
        let lines = self.controller.game().board().size();
        let geometry = BoardGeometry::fit(ui.available_rect_before_wrap(), lines);
        self.geometry = Some(geometry);
        let response = ui.allocate_rect(ui.available_rect_before_wrap(), Sense::click());
        let painter = ui.painter_at(response.rect);

        if let Some(t) = &self.textures {
            painter.image(t.board.id(), geometry.rect, full_uv(), Color32::WHITE);
        } else {
            painter.rect_filled(geometry.rect, 8.0, Color32::from_rgb(0xd9, 0xa8, 0x62));
        }
        self.draw_coordinates(&painter, geometry);
        self.draw_stones(&painter, geometry, now);

        if self.showing_game_over() {
            self.draw_game_over(ui, response.rect);
            if response.clicked() {
                self.new_game(now);
            }
            return;
        }

        let hovered = response.hover_pos().and_then(|p| geometry.hit(p));
        if let Some(pos) = hovered
            && self.controller.is_human_turn()
            && self.controller.game().is_legal(pos)
            && let Some(t) = &self.textures
        {
            let r = stone_rect(geometry, pos);
            painter.image(t.black.id(), r, full_uv(), Color32::from_white_alpha(90));
        }
        if response.clicked()
            && let Some(pos) = response
                .interact_pointer_pos()
                .and_then(|p| geometry.hit(p))
        {
            let events = self.controller.click(pos);
            self.handle_events(events, now);
        }
    }

    fn draw_coordinates(&self, painter: &egui::Painter, g: BoardGeometry) {
        let size = g.lines;
        let font = FontId::proportional((g.margin() * 0.34).clamp(8.0, 18.0));
        let ink = Color32::from_rgb(0x4a, 0x2c, 0x12);
        for i in 0..size {
            let top = g.center_of(Pos::new(i as u8, 0));
            let bottom = g.center_of(Pos::new(i as u8, (size - 1) as u8));
            let letter = char::from(b'a' + i as u8).to_string();
            let off = g.margin() * 0.5;
            painter.text(
                top - Vec2::new(0.0, off),
                Align2::CENTER_CENTER,
                &letter,
                font.clone(),
                ink,
            );
            painter.text(
                bottom + Vec2::new(0.0, off),
                Align2::CENTER_CENTER,
                &letter,
                font.clone(),
                ink,
            );
            let left = g.center_of(Pos::new(0, i as u8));
            let right = g.center_of(Pos::new((size - 1) as u8, i as u8));
            let number = (size - i).to_string();
            painter.text(
                left - Vec2::new(off, 0.0),
                Align2::CENTER_CENTER,
                &number,
                font.clone(),
                ink,
            );
            painter.text(
                right + Vec2::new(off, 0.0),
                Align2::CENTER_CENTER,
                &number,
                font.clone(),
                ink,
            );
        }
    }

    fn draw_stones(&self, painter: &egui::Painter, g: BoardGeometry, now: Instant) {
        let game = self.controller.game();
        let board = game.board();
        let cell = g.cell();
        for pos in board.points() {
            let Some(stone) = board.get(pos) else {
                continue;
            };
            let r = stone_rect(g, pos);
            // A soft shadow under each stone.
            painter.circle_filled(
                r.center() + Vec2::new(cell * 0.05, cell * 0.07),
                cell * 0.47,
                Color32::from_black_alpha(70),
            );
            match &self.textures {
                Some(t) => {
                    let tex = if stone == Stone::Black {
                        &t.black
                    } else {
                        &t.white
                    };
                    painter.image(tex.id(), r, full_uv(), Color32::WHITE);
                }
                None => {
                    let fill = if stone == Stone::Black {
                        Color32::BLACK
                    } else {
                        Color32::WHITE
                    };
                    painter.circle_filled(r.center(), cell * 0.48, fill);
                }
            }
        }
        if let Some(last) = board.last_move() {
            painter.circle_filled(
                g.center_of(last),
                cell * 0.12,
                Color32::from_rgb(0xe0, 0x30, 0x30),
            );
        }
        if game.rule() == Rule::Renju && self.controller.is_human_turn() {
            let d = cell * 0.15;
            let stroke = Stroke::new((cell * 0.06).max(1.5), Color32::from_rgb(0xc0, 0x20, 0x20));
            for (pos, _) in game.forbidden_points() {
                let c = g.center_of(pos);
                painter.line_segment([c - Vec2::splat(d), c + Vec2::splat(d)], stroke);
                painter.line_segment([c + Vec2::new(d, -d), c + Vec2::new(-d, d)], stroke);
            }
        }
        if let Some(hint) = self.controller.hint()
            && let Some(t) = &self.textures
        {
            painter.image(
                t.black.id(),
                stone_rect(g, hint),
                full_uv(),
                Color32::from_white_alpha(110),
            );
            painter.circle_stroke(
                g.center_of(hint),
                cell * 0.5,
                Stroke::new(3.0, Color32::from_rgb(0x40, 0xc0, 0xff)),
            );
        }
        if let Some(GameOver {
            outcome: Outcome::Win { line, .. },
            at,
            ..
        }) = self.over
        {
            // The winning line glows, brighter as the pause goes on.
            let t = (now.saturating_duration_since(at).as_secs_f32() / 0.4).min(1.0);
            let gold = Color32::from_rgba_unmultiplied(0xff, 0xc8, 0x30, (120.0 + 100.0 * t) as u8);
            let points: Vec<Pos2> = line.points().map(|p| g.center_of(p)).collect();
            if let (Some(first), Some(last)) = (points.first(), points.last()) {
                painter.line_segment([*first, *last], Stroke::new(cell * 0.14, gold));
            }
            for p in points {
                painter.circle_stroke(p, cell * 0.5, Stroke::new(cell * 0.07, gold));
            }
        }
    }

    fn draw_game_over(&self, ui: &mut egui::Ui, area: Rect) {
        let Some(over) = self.over else { return };
        let painter = ui.painter_at(area);
        painter.rect_filled(area, 0.0, Color32::from_black_alpha(120));
        let (title, picture) = match over.outcome.winner() {
            Some(w) if w == self.controller.human() => {
                ("You win!", self.textures.as_ref().map(|t| &t.win))
            }
            Some(_) => ("You lose", self.textures.as_ref().map(|t| &t.lose)),
            None => ("Draw", self.textures.as_ref().map(|t| &t.draw)),
        };
        // The pictures are 4:3 with a plain band across the middle for text.
        let width = (area.width() * 0.92).min(area.height() * 0.92 * 4.0 / 3.0);
        let rect = Rect::from_center_size(area.center(), Vec2::new(width, width * 0.75));
        match picture {
            Some(p) => painter.image(p.id(), rect, full_uv(), Color32::WHITE),
            None => painter.rect_filled(rect, 12.0, Color32::from_rgb(0x30, 0x30, 0x40)),
        };
        // Real labels rather than painted text, so screen readers (and the
        // UI tests) can read the screen.
        let s = rect.width() / 800.0;
        let band = Rect::from_center_size(rect.center(), Vec2::new(rect.width(), 220.0 * s));
        let mut content = ui.new_child(
            egui::UiBuilder::new()
                .max_rect(band)
                .layout(egui::Layout::top_down(egui::Align::Center)),
        );
        content.add_space(8.0 * s);
        content.label(
            egui::RichText::new(title)
                .size(64.0 * s)
                .color(Color32::WHITE)
                .strong(),
        );
        content.add_space(6.0 * s);
        content.label(
            egui::RichText::new(format!("Current score: {}", self.score.score))
                .size(30.0 * s)
                .color(Color32::from_rgb(0xff, 0xe0, 0x90)),
        );
        content.add_space(14.0 * s);
        content.label(
            egui::RichText::new("Press any key or click to play again")
                .size(20.0 * s)
                .color(Color32::from_gray(230)),
        );
    }

    /// Writes the settings (window size included) at once; for shutdown.
    pub fn save_now(&mut self) {
        if let Err(e) = self.store.save(SETTINGS_FILE, &self.settings) {
            eprintln!("gomoku: could not save settings: {e}");
        }
    }
}

fn full_uv() -> Rect {
    Rect::from_min_max(Pos2::ZERO, Pos2::new(1.0, 1.0))
}

fn stone_rect(g: BoardGeometry, pos: Pos) -> Rect {
    Rect::from_center_size(g.center_of(pos), Vec2::splat(g.cell() * 0.98))
}

impl eframe::App for GomokuApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.frame(ui);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.save_now();
    }
}

fn icon() -> Option<egui::IconData> {
    let img =
        image::load_from_memory_with_format(assets::ICON_PNG, image::ImageFormat::Png).ok()?;
    let rgba = img.to_rgba8();
    Some(egui::IconData {
        width: rgba.width(),
        height: rgba.height(),
        rgba: rgba.into_raw(),
    })
}

/// Opens the game window and runs until it closes.
///
/// # Errors
/// When no window can be opened (no display, no OpenGL).
pub fn run() -> eframe::Result {
    let store = Store::default_location();
    let saved = store.load::<Settings>(SETTINGS_FILE).value;
    // The file may have been edited: only sane numbers are used.
    let size = saved
        .window_size
        .filter(|[w, h]| w.is_finite() && h.is_finite() && *w >= 320.0 && *h >= 320.0)
        .filter(|[w, h]| *w <= 16_384.0 && *h <= 16_384.0)
        .unwrap_or(DEFAULT_WINDOW);
    let position = saved.window_pos.filter(|[x, y]| {
        x.is_finite() && y.is_finite() && x.abs() <= 16_384.0 && y.abs() <= 16_384.0
    });
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Gomoku — five in a row")
        .with_app_id("gomoku")
        .with_inner_size(size)
        .with_min_inner_size([420.0, 480.0]);
    if let Some(icon) = icon() {
        viewport = viewport.with_icon(icon);
    }
    if let Some(position) = position {
        viewport = viewport.with_position(position);
    }
    let options = eframe::NativeOptions {
        viewport,
        ..Default::default()
    };
    eframe::run_native(
        "gomoku",
        options,
        Box::new(move |_cc| {
            let audio = Audio::start(SoundBank::embedded(), false);
            Ok(Box::new(GomokuApp::new(AppOptions {
                store,
                audio,
                min_think: None,
            })))
        }),
    )
}
