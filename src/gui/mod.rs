//! The desktop game: an egui window over the [`Controller`].
//!
//! [`GomokuApp`] only wires the rooms together. Each frame the bars and the
//! board view draw themselves and hand back the player's [`Action`]s; the
//! app turns them into controller calls, and the controller's [`Event`]s
//! into pictures, sounds and saved files. Nothing slow runs here: the AI
//! thinks on its own thread, sound plays on the audio thread, and files are
//! written by the [`Saver`].
//!
//! - [`board_view`]: geometry, stones and overlays, clicks to points;
//!   [`overlays`] draws the heat map and the threats, [`teaching`] keeps
//!   what they and the "why" sentence show up to date.
//! - [`top_bar`], [`status_bar`], [`game_over`]: the rest of the screen.
//! - [`textures`], [`audio`]: pictures and sound.
//! - [`window`]: opening the native window ([`run`]).
//! - `action` (the [`Action`] list), `apply` and `input` (private): what
//!   the player may ask for, what each action and event does, the keyboard
//!   and the questions put to the player.

mod action;
pub mod analysis;
mod apply;
pub mod audio;
pub mod board_view;
mod data;
pub mod files;
mod fonts;
pub mod game_over;
pub mod games_window;
mod input;
pub mod match_bar;
pub mod overlays;
mod panels;
pub mod puzzles_window;
pub mod records;
pub mod review;
mod series;
mod soosorv;
mod state;
pub mod status_bar;
pub mod teaching;
pub mod textures;
mod thinking;
mod time_dialog;
pub mod top_bar;
pub mod tree_files;
pub mod window;

use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use eframe::egui::{self, Color32};

use crate::game::board::Pos;
use crate::game::notation::point_name;
use crate::game::rules::Rule;
use crate::i18n::Lang;
use crate::session::controller::{Controller, Event, MatchConfig};
use crate::session::games::{self, GameResult, Played};
use crate::session::notice::Notice;
use crate::session::notice_board::NoticeBoard;
use crate::session::saver::{Report, Saver};
use crate::session::score::Score;
use crate::session::seats::Seat;
use crate::session::settings::{SETTINGS_FILE, Settings};
use crate::session::startup::{self, Startup};
use crate::session::store::{Loaded, Store};
use crate::session::unfinished::Slot;
use crate::session::watch::ScoreWatch;
use crate::teacher::ThreatMap;
use crate::teacher::worker::Analyst;
use analysis::Analysis;
use audio::{Audio, Sound};
use board_view::{BoardGeometry, Scene};
use data::read_data_folder;
use files::{Dialog, DialogKind, FileEvent, Files};
use game_over::{GameOver, Verdict};
use games_window::GamesWindow;
use input::Question;
use puzzles_window::Puzzles;
use records::Opener;
use review::{ReviewAction, ReviewView};
use status_bar::{SoundSwitch, Toggles};
use teaching::{Explainer, HeatView, PerPosition};
use textures::Textures;
use window::WindowGuard;

pub use action::Action;
pub use fonts::install_fonts;
pub use game_over::GAME_OVER_PAUSE;
pub use panels::show_panel;
pub use window::{DEFAULT_WINDOW, run};

/// How long closing the window waits for saves still on their way.
const EXIT_SAVE_WAIT: Duration = Duration::from_secs(3);

/// What the app needs from outside: where to keep files, and sound.
pub struct AppOptions {
    /// Where score and settings live.
    pub store: Store,
    /// The sound handle.
    pub audio: Audio,
    /// Overrides the AI's minimum "thinking" pause (tests use zero).
    pub min_think: Option<Duration>,
    /// The settings, when the caller has read them already (the window
    /// needs its size before the app exists); otherwise the app reads them.
    pub settings: Option<Loaded<Settings>>,
}

/// The game window's state.
pub struct GomokuApp {
    controller: Controller,
    repaint: Arc<OnceLock<egui::Context>>,
    store: Store,
    saver: Saver,
    /// The score as the file holds it (the default until the data folder
    /// has been read).
    score: Score,
    /// The data folder is being read on a thread of its own
    /// ([`startup::start`]); board clicks wait for it.
    loading: Option<std::sync::mpsc::Receiver<Startup>>,
    /// Where this window keeps its unfinished game, once read; `None`
    /// when it cannot keep one.
    slot: Option<Slot>,
    /// Changes another window makes to the score file.
    score_watch: Option<ScoreWatch>,
    settings: Settings,
    audio: Audio,
    textures: Option<Textures>,
    geometry: Option<BoardGeometry>,
    /// Black's forbidden points (renju), shown on the player's turn.
    forbidden: PerPosition<Vec<Pos>>,
    threats: PerPosition<ThreatMap>,
    explainer: Explainer,
    analyst: Analyst,
    heat: HeatView,
    review: Option<ReviewView>,
    question: Option<Question>,
    /// The games watched between the same two computers, this session.
    series: series::Series,
    /// The game on the board is a practice game played on from a review:
    /// it is not scored, kept or resigned.
    practice: bool,
    opener: Opener,
    files: Files,
    games_window: Option<GamesWindow>,
    puzzles: Puzzles,
    analysis: Analysis,
    waker: Arc<dyn Fn() + Send + Sync>,
    over: Option<GameOver>,
    notices: NoticeBoard,
    started: bool,
    /// The language whose fonts the context has ([`install_fonts`]).
    fonts: Option<Lang>,
    window: Option<WindowGuard>,
}

impl GomokuApp {
    /// The app, with score and settings read from `options.store`.
    #[must_use]
    pub fn new(options: AppOptions) -> GomokuApp {
        let AppOptions {
            store,
            audio,
            min_think,
            settings,
        } = options;
        let settings = settings.unwrap_or_else(|| Settings::load(&store));
        let mut notices = NoticeBoard::default();
        // Without a data folder every file says so; the board tells it
        // once.
        notices.extend(settings.notice);
        let settings = settings.value;
        // Under "alternate" the seats are as chosen until the data folder
        // says which colour the person had last (`started_up`).
        let mut config = MatchConfig::default().with_choices(settings.choices());
        if let Some(pause) = min_think {
            config.min_think = pause;
        }
        // The AI thread wakes the UI through the egui context, which the
        // first frame provides.
        let repaint: Arc<OnceLock<egui::Context>> = Arc::default();
        let waker = Arc::clone(&repaint);
        let waker: Arc<dyn Fn() + Send + Sync> = Arc::new(move || {
            if let Some(ctx) = waker.get() {
                ctx.request_repaint();
            }
        });
        let controller = Controller::new(config, Arc::clone(&waker));
        let loading = read_data_folder(&store, &settings, Arc::clone(&waker));
        let analyst = Analyst::start(Arc::clone(&waker));
        let puzzles = Puzzles::new(store.clone(), Arc::clone(&waker));
        let mut audio = audio;
        audio.set_muted(settings.muted);
        GomokuApp {
            controller,
            repaint,
            store,
            saver: Saver::spawn(),
            score: Score::default(),
            loading,
            slot: None,
            score_watch: None,
            settings,
            audio,
            textures: None,
            geometry: None,
            forbidden: PerPosition::default(),
            threats: PerPosition::default(),
            explainer: Explainer::new(Arc::clone(&waker)),
            opener: Opener::new(Arc::clone(&waker)),
            files: Files::new(files::system_picker(), Arc::clone(&waker)),
            games_window: None,
            puzzles,
            analysis: Analysis::new(Arc::clone(&waker)),
            practice: false,
            waker,
            analyst,
            heat: HeatView::default(),
            review: None,
            question: None,
            series: series::Series::default(),
            over: None,
            notices,
            started: false,
            fonts: None,
            window: None,
        }
    }

    /// Draws one frame and handles its input. The eframe app and the UI
    /// tests both call this.
    pub fn frame(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        self.repaint.get_or_init(|| ctx.clone());
        let lang = self.settings.language;
        if self.fonts != Some(lang) {
            // Before any text is laid out, so the first frame (and the
            // first after a change of language) has them too.
            self.fonts = Some(lang);
            install_fonts(&ctx, lang);
        }
        let now = Instant::now();
        if !self.started {
            self.started = true;
            self.audio.start_music();
            self.audio.play(Sound::Start);
        }
        self.notices.extend(self.controller.take_notice());
        if self.keep_analyses() {
            // The saver says where it went a moment later.
            ctx.request_repaint_after(Duration::from_millis(100));
        }
        self.poll_data_folder();
        self.explainer.poll();
        self.puzzles.poll();
        self.notices.extend(self.puzzles.take_notices());
        let mut seated = Vec::new();
        for event in self.files.poll() {
            seated.extend(self.file_event(event));
        }
        for opened in self.opener.poll() {
            self.show_record(opened);
        }
        for answer in self.analyst.poll() {
            self.heat.answer(&answer);
            if let Some(review) = &mut self.review {
                review.answer(&answer);
            }
        }
        // The clocks stop while a review or a question covers the game.
        let held = self.review.is_some() || self.question.is_some();
        let mut events = self.controller.hold(held, now);
        events.extend(self.controller.poll(now));
        self.handle_events(events, now);
        self.track_window(&ctx);

        let mut actions = self.keyboard(&ctx);
        actions.append(&mut seated);
        if let Some(over) = &mut self.over
            && over.tick(now)
        {
            match over.verdict() {
                Verdict::Won | Verdict::Decided(_) => self.audio.play(Sound::Win),
                Verdict::Lost => self.audio.play(Sound::Lose),
                Verdict::Drawn => {}
            }
        }
        // Two computers watched: the next game comes by itself, unless
        // paused (or a review or a question is up).
        if let Some(over) = &mut self.over {
            if self.controller.is_paused() || held {
                over.hold(now);
            } else if over.next_at().is_some_and(|t| now >= t) {
                actions.push(Action::NewGame);
            }
        }
        Textures::ensure(&mut self.textures, &ctx, self.controller.config().size);

        let choices = self.settings.choices();
        let lang = self.settings.language;
        top_bar::show(
            ui,
            (!self.is_loading()).then_some(&self.score),
            &choices,
            self.controller.is_human_turn() && !self.controller.in_opening(),
            lang,
            &mut actions,
        );
        match_bar::show(
            ui,
            &self.controller,
            &choices,
            &self.settings.engines,
            now,
            lang,
            &mut actions,
        );
        let busy = self.controller.is_ai_thinking() || self.controller.is_hint_pending();
        let notices = self.notices();
        let quiet: Vec<String> = self.notices.quiet().map(|n| lang.notice(n)).collect();
        let status = status_bar::Status {
            text: self.status_text(),
            // The sentences of the game behind a review are not shown over it.
            why: if self.review.is_some() {
                None
            } else {
                self.opening_why().or_else(|| {
                    self.explanation().map(|why| {
                        lang.why(&lang.colour(self.controller.viewpoint().opponent()), &why)
                    })
                })
            },
            busy,
            // The last stone of the board shown (the review's, in a review,
            // named on its own board).
            last_move: {
                let board = self.shown_game().board();
                board.last_move().map(|p| point_name(p, board.size()))
            },
            sound: match (self.audio.output(), self.audio.is_muted()) {
                (audio::Output::Missing, _) => SoundSwitch::Missing,
                (_, true) => SoundSwitch::Off,
                (_, false) => SoundSwitch::On,
            },
            toggles: Toggles {
                heat: self.settings.show_heat,
                threats: self.settings.show_threats,
                numbers: self.settings.show_numbers,
                thinking: self.settings.show_thinking,
            },
            thoughts: &self.thought_lines(),
            // (Only two computers' games are counted: a series is theirs.)
            tally: self.series.words(self.controller.seats(), lang),
            notices: &notices,
            quiet: &quiet,
            lang,
        };
        status_bar::show(ui, &status, &mut actions);
        if let Some(review) = &self.review {
            // Never more than about half the window: the board stays big.
            let widest = (ui.available_width() * 0.45).max(160.0);
            egui::Panel::right("review")
                .resizable(true)
                .default_size(widest.min(300.0))
                .size_range(160.0..=widest)
                .show(ui, |ui| {
                    egui::ScrollArea::vertical().show(ui, |ui| review.show(ui, lang, &mut actions));
                });
        }
        if self.settings.show_heat || self.settings.show_threats {
            show_panel(ui, egui::Panel::bottom("legend"), |ui| {
                if self.settings.show_heat {
                    overlays::heat_legend(ui, &lang.level_name(self.teaching_level()), lang);
                }
                if self.settings.show_threats {
                    let renju = self.controller.game().rule() == Rule::Renju;
                    overlays::threat_legend(ui, renju, lang);
                }
            });
        }
        let board_rect = egui::CentralPanel::default()
            .frame(
                egui::Frame::new()
                    .fill(Color32::from_rgb(0x2b, 0x22, 0x1c))
                    .inner_margin(12.0),
            )
            .show(ui, |ui| self.board_area(ui, now, &mut actions))
            .response
            .rect;

        // The games, the puzzles and the analysis board open on the
        // board's area, leaving the bars in reach.
        let area = egui::Rect::from_min_max(
            board_rect.min + egui::vec2(4.0, 4.0),
            ctx.content_rect().max,
        );
        if let Some(window) = &mut self.games_window {
            self.notices.extend(window.poll());
            let mut open = true;
            let today = self.puzzles.today();
            window.show(
                &ctx,
                &mut open,
                area,
                self.settings.language,
                today,
                &mut actions,
            );
            if !open {
                self.games_window = None;
            }
        }
        self.puzzles
            .show(&ctx, self.settings.language, area, self.textures.as_ref());
        let overlays = analysis::Overlays {
            heat: self.settings.show_heat,
            threats: self.settings.show_threats,
        };
        // An outside engine thinking in the game has the machine to itself:
        // the analysis board's master waits (two threads of its would
        // have it lose on time).
        let c = &self.controller;
        let actor = c.opening_actor().unwrap_or_else(|| c.game().to_move());
        let engine_thinking = c.is_ai_thinking() && matches!(c.seats().of(actor), Seat::Engine(_));
        self.analysis
            .hold(engine_thinking.then(|| c.name(actor).to_owned()));
        let asked = self.analysis.show(
            &ctx,
            self.settings.language,
            overlays,
            area,
            self.textures.as_ref(),
        );
        actions.extend(asked.map(Action::AnalysisFile));
        let mut answers = Vec::new();
        self.ask(&ctx, &mut answers);
        if self.question.is_some() {
            // Nothing else is played until the question is answered.
            actions.retain(|a| {
                matches!(
                    a,
                    Action::Quit | Action::Dismiss(_) | Action::DismissAll | Action::ToggleSound
                )
            });
        }
        actions.extend(answers);
        for action in actions {
            self.apply(action, &ctx, now);
        }

        // Wake up for the end of the AI's pause or the game-over pause.
        let wake = [
            self.controller.next_wakeup(),
            // (Not for a next game held by the pause: no frames meanwhile.)
            self.over
                .as_ref()
                .and_then(GameOver::wake_at)
                .filter(|&t| t > now),
        ]
        .into_iter()
        .flatten()
        .min();
        if let Some(t) = wake {
            ctx.request_repaint_after(t.saturating_duration_since(now));
        }
        if busy {
            // Keeps the spinner turning.
            ctx.request_repaint_after(Duration::from_millis(50));
        }
        if self.audio.output() == audio::Output::Opening {
            // Looks again until the audio thread has said whether there is
            // sound, for the sound switch.
            ctx.request_repaint_after(Duration::from_millis(100));
        }
    }

    fn board_area(&mut self, ui: &mut egui::Ui, now: Instant, actions: &mut Vec<Action>) {
        let screen = self.showing_game_over();
        let reviewing = self.review.is_some();
        if self.settings.show_heat {
            let game = match &self.review {
                Some(review) => review.game(),
                None => self.controller.game(),
            };
            let level = self.teaching_level();
            self.heat.want(&mut self.analyst, game, level);
        }
        let five = self.marked_five(now);
        let game = match &self.review {
            Some(review) => review.game(),
            None => self.controller.game(),
        };
        let human_turn = self.controller.is_human_turn() && !reviewing;
        let level = self.teaching_level();
        let threats = self
            .settings
            .show_threats
            .then(|| self.threats.get(game, ThreatMap::compute));
        // The threat marks cross out forbidden points themselves.
        let forbidden: &[Pos] = if game.rule() == Rule::Renju && human_turn && threats.is_none() {
            self.forbidden.get(game, |g| {
                g.forbidden_points().into_iter().map(|(p, _)| p).collect()
            })
        } else {
            &[]
        };
        let controller = &self.controller;
        let places = |p| controller.takes_click(p);
        let scene = Scene {
            game,
            forbidden,
            hint: self.controller.hint(),
            winning_line: five,
            // A ghost stone only where a click would place one (not out
            // of a Soosõrv-8 stone's zone, nor off the offers at the pick).
            placing: (human_turn && !screen)
                .then(|| (controller.game().to_move(), &places as &dyn Fn(Pos) -> bool)),
            heat: self
                .settings
                .show_heat
                .then(|| self.heat.map(game, level))
                .flatten(),
            threats,
            rings: &self
                .review
                .as_ref()
                .map(ReviewView::rings)
                .unwrap_or_default(),
            numbers: self.settings.show_numbers,
            offers: match (&self.review, self.controller.opening()) {
                (None, Some(opening)) => opening.offers(),
                _ => &[],
            },
        };
        let response = board_view::show(ui, &scene, self.textures.as_ref());
        self.geometry = Some(response.geometry);
        if reviewing {
            // The board shows the review; clicks do not play.
        } else if let Some(over) = self.over.clone().filter(GameOver::screen) {
            let score = self.controller.is_scored().then_some(self.score.score);
            let textures = self.textures.as_ref();
            if over.draw(ui, response.area, score, textures, self.settings.language) {
                actions.push(Action::StartReview);
            } else if response.clicked {
                actions.push(Action::NewGame);
            }
        } else if let Some(pos) = response.clicked_point {
            actions.push(Action::Play(pos));
        }
    }

    /// Keeps the window on its monitor and remembers its size and place
    /// (saved at exit). How big it may be is kept in front of eframe, in
    /// [`window::run`]: painting an oversized window even once can crash.
    fn track_window(&mut self, ctx: &egui::Context) {
        if let Some(guard) = &mut self.window {
            for command in guard.check(ctx) {
                ctx.send_viewport_cmd(command);
            }
        }
        let (inner, outer) = ctx.input(|i| (i.viewport().inner_rect, i.viewport().outer_rect));
        if let Some(r) = inner {
            self.settings.window_size = Some([r.width(), r.height()]);
        }
        if let Some(r) = outer {
            self.settings.window_pos = Some([r.min.x, r.min.y]);
        }
    }

    /// Queues the settings (window size included) and waits, a bounded
    /// time, until every queued save is written; for shutdown. `false` if
    /// the wait ran out.
    pub fn save_now(&mut self) -> bool {
        self.save_settings();
        let done = self.saver.finish(EXIT_SAVE_WAIT);
        if !done {
            log::warn!("saves were still running after {EXIT_SAVE_WAIT:?} at exit");
        }
        done
    }
}

impl eframe::App for GomokuApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.frame(ui);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // No engine process outlives the window.
        self.controller
            .shut_down(crate::session::controller::SHUTDOWN_WAIT);
        // Nor is the analysis board's unsaved work lost with it.
        self.analysis.close();
        let _ = self.keep_analyses();
        self.save_now();
    }
}
