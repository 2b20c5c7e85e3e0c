//! The Puzzles window (issue #29): one puzzle at a time, the side to move
//! said in words. A click is judged by the prover on a thread of its own
//! ([`Attempt::play`]); a wrong move is shown with its refutation until
//! "Try again", a right one is answered by the best defence until the
//! puzzle is solved. "Where to look" marks the area of the next move, the
//! solution steps through the answer, "Next puzzle" goes on.
//!
//! [`Puzzles`] also keeps the player's progress and the puzzles mined from
//! kept games ([`crate::session::puzzles`]), and runs the miner
//! ([`Miner`]) at start and after each game kept.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{self, Receiver};

use eframe::egui::{self, Color32, Stroke, Vec2};

use crate::game::board::Pos;
use crate::game::notation::point_name;
use crate::game::rules::Game;
use crate::game::shapes::{Shapes, Threat};
use crate::i18n::Lang;
use crate::session::mining::{Miner, News};
use crate::session::notice::Notice;
use crate::session::puzzles::{
    Mined, Outcome, Progress, load_mined, load_progress, record_try, today,
};
use crate::session::store::{Loaded, Store};
use crate::teacher::puzzles::{Answer, Area, Attempt, Puzzle, PuzzleKind, Source, Why, builtin};

use super::board_view::{self, BoardGeometry, Scene};
use super::textures::Textures;

/// What the window says about the last thing done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// A move is being judged.
    Checking,
    /// The answer to a move.
    Answered(Answer),
    /// A hint was given.
    Hint,
}

/// What the judge's thread sends back: the attempt, and the answer to a
/// move or the hint's area.
type Judged = (Attempt, Option<Answer>, Option<Area>);

/// The open window's puzzle.
struct Open {
    puzzle: Puzzle,
    /// The attempt, away on the judge's thread while a move is checked.
    attempt: Option<Attempt>,
    judging: Option<Receiver<Judged>>,
    said: Option<Said>,
    hint: Option<Area>,
    /// How many moves of the solution are shown, when it is.
    solution: Option<usize>,
    recorded: bool,
    geometry: Option<BoardGeometry>,
}

/// The puzzles of this window: progress, mined puzzles, the miner and the
/// Puzzles window when it is open.
pub struct Puzzles {
    store: Store,
    waker: Arc<dyn Fn() + Send + Sync>,
    progress: Progress,
    mined: Vec<Puzzle>,
    /// The progress and the mined puzzles, being read.
    loading: Option<Receiver<(Loaded<Progress>, Loaded<Mined>)>>,
    miner: Option<Miner>,
    mine_again: bool,
    open: Option<Open>,
    notices: Vec<Notice>,
}

impl Puzzles {
    /// Reads the progress and the mined puzzles of `store` on a thread of
    /// its own (a damaged file is moved aside: its notice is
    /// [`Puzzles::take_notices`]), and starts mining the kept games not
    /// mined yet.
    #[must_use]
    pub fn new(store: Store, waker: Arc<dyn Fn() + Send + Sync>) -> Puzzles {
        let loading = store.dir().is_some().then(|| {
            let (tx, rx) = mpsc::channel();
            let (from, wake) = (store.clone(), Arc::clone(&waker));
            let spawned = std::thread::Builder::new()
                .name("puzzle-reader".into())
                .spawn(move || {
                    let _ = tx.send((load_progress(&from), load_mined(&from)));
                    wake();
                });
            if let Err(e) = spawned {
                log::warn!("the puzzles could not be read: {e}");
            }
            rx
        });
        let mut puzzles = Puzzles {
            store,
            waker,
            progress: Progress::default(),
            mined: Vec::new(),
            loading,
            miner: None,
            mine_again: false,
            open: None,
            notices: Vec::new(),
        };
        puzzles.mine();
        puzzles
    }

    /// Adds puzzles from the player's games, each once.
    fn add_mined(&mut self, found: Vec<Puzzle>) {
        for p in found {
            if !self.mined.iter().any(|q| q.id == p.id) {
                self.mined.push(p);
            }
        }
    }

    /// Mines the kept games not mined yet, in the background (again once
    /// the mining in progress ends).
    pub fn mine(&mut self) {
        if !self.store.is_usable() {
            return;
        }
        if self.miner.as_ref().is_some_and(|m| !m.is_done()) {
            self.mine_again = true;
            return;
        }
        let waker = Arc::clone(&self.waker);
        match Miner::start(self.store.clone(), move || waker()) {
            Ok(miner) => self.miner = Some(miner),
            Err(e) => log::warn!("the puzzle miner could not start: {e}"),
        }
    }

    /// The notices of the files read, once.
    pub fn take_notices(&mut self) -> Vec<Notice> {
        std::mem::take(&mut self.notices)
    }

    /// Takes in what the miner and the judge found; call every frame.
    pub fn poll(&mut self) {
        if let Some(rx) = &self.loading
            && let Ok((progress, mined)) = rx.try_recv()
        {
            self.loading = None;
            self.notices.extend(progress.notice);
            self.notices.extend(mined.notice);
            self.progress = progress.value;
            self.add_mined(mined.value.read());
        }
        let mut found = Vec::new();
        let mut done = false;
        if let Some(miner) = &mut self.miner {
            for news in miner.poll() {
                if let News::Mined { puzzles, .. } = news {
                    found.extend(puzzles);
                }
            }
            done = miner.is_done();
        }
        self.add_mined(found);
        if done && std::mem::take(&mut self.mine_again) {
            self.miner = None;
            self.mine();
        }
        let Some(open) = &mut self.open else { return };
        let Some(rx) = &open.judging else { return };
        let Ok((attempt, answer, hint)) = rx.try_recv() else {
            return;
        };
        open.judging = None;
        if let Some(area) = hint {
            open.hint = Some(area);
            open.said = Some(Said::Hint);
        }
        if let Some(answer) = answer {
            open.said = Some(Said::Answered(answer));
        }
        let solved = attempt.solved();
        let outcome = if attempt.first_try() {
            Outcome::FirstTry
        } else {
            Outcome::Later
        };
        open.attempt = Some(attempt);
        if solved && !open.recorded {
            open.recorded = true;
            let id = open.puzzle.id.clone();
            self.record(&id, outcome);
        }
    }

    /// Counts a try: at once on screen, and in the progress file on a
    /// thread of its own (merged with what another window wrote).
    fn record(&mut self, id: &str, outcome: Outcome) {
        let day = today();
        self.progress.record(id, outcome, day);
        if self.store.dir().is_none() {
            return;
        }
        let (store, id) = (self.store.clone(), id.to_string());
        let spawned = std::thread::Builder::new()
            .name("puzzle-progress".into())
            .spawn(move || {
                if let Err(e) = record_try(&store, &id, outcome, day) {
                    log::warn!("the puzzles' progress could not be saved: {e}");
                }
            });
        if let Err(e) = spawned {
            log::warn!("the puzzles' progress could not be saved: {e}");
        }
    }

    /// Every puzzle on offer: the player's own first, then the built-in
    /// set, easiest first.
    fn all(&self) -> Vec<Puzzle> {
        self.mined.iter().chain(builtin()).cloned().collect()
    }

    /// Opens the window on the next puzzle due.
    pub fn show_window(&mut self) {
        if self.open.is_none() {
            self.next_puzzle();
        }
    }

    /// Whether the window is open.
    #[must_use]
    pub fn is_open(&self) -> bool {
        self.open.is_some()
    }

    /// The puzzle on show, if the window is open.
    #[must_use]
    pub fn puzzle(&self) -> Option<&Puzzle> {
        self.open.as_ref().map(|o| &o.puzzle)
    }

    /// The attempt on show (`None` while a move is judged).
    #[must_use]
    pub fn attempt(&self) -> Option<&Attempt> {
        self.open.as_ref()?.attempt.as_ref()
    }

    /// What the window says now.
    #[must_use]
    pub fn said(&self) -> Option<&Said> {
        self.open.as_ref()?.said.as_ref()
    }

    /// The hint's area on show.
    #[must_use]
    pub fn hint(&self) -> Option<Area> {
        self.open.as_ref()?.hint
    }

    /// Where the puzzle's board was drawn.
    #[must_use]
    pub fn geometry(&self) -> Option<BoardGeometry> {
        self.open.as_ref()?.geometry
    }

    /// Whether a move or a hint is being worked out.
    #[must_use]
    pub fn is_busy(&self) -> bool {
        self.open.as_ref().is_some_and(|o| o.judging.is_some())
    }

    /// Puzzles tried today and the streak, for the Games window.
    #[must_use]
    pub fn today(&self) -> (u32, u32) {
        let day = today();
        (self.progress.count_on(day), self.progress.streak_on(day))
    }

    /// How many puzzles came from the player's games.
    #[must_use]
    pub fn mined_count(&self) -> usize {
        self.mined.len()
    }

    fn next_puzzle(&mut self) {
        if let Some(open) = &self.open
            && !open.recorded
            && open
                .attempt
                .as_ref()
                .is_some_and(|a| a.mistakes() > 0 || a.solution_seen())
        {
            // Left unsolved after a mistake or the solution: failed.
            let id = open.puzzle.id.clone();
            self.record(&id, Outcome::Failed);
        }
        let all = self.all();
        let current = self.open.as_ref().map(|o| o.puzzle.id.clone());
        let next = self
            .progress
            .next(&all, today())
            .filter(|p| Some(&p.id) != current.as_ref())
            .or_else(|| all.iter().find(|p| Some(&p.id) != current.as_ref()))
            .cloned();
        self.open = next.map(|puzzle| Open {
            attempt: Some(Attempt::new(puzzle.clone())),
            puzzle,
            judging: None,
            said: None,
            hint: None,
            solution: None,
            recorded: false,
            geometry: None,
        });
    }

    /// Sends the attempt to the judge's thread with `work`.
    fn judge(&mut self, work: Work) {
        let Some(open) = &mut self.open else { return };
        let Some(mut attempt) = open.attempt.take() else {
            return;
        };
        let (tx, rx) = mpsc::channel();
        let waker = Arc::clone(&self.waker);
        let spawned = std::thread::Builder::new()
            .name("puzzle-judge".into())
            .spawn(move || {
                let cancel = AtomicBool::new(false);
                let result = match work {
                    Work::Play(p) => {
                        let answer = attempt.play(p, &cancel);
                        (attempt, Some(answer), None)
                    }
                    Work::Hint => {
                        let area = attempt.hint(&cancel);
                        (attempt, None, area)
                    }
                };
                let _ = tx.send(result);
                waker();
            });
        match spawned {
            Ok(_) => {
                open.judging = Some(rx);
                open.said = Some(Said::Checking);
            }
            Err(e) => log::warn!("the puzzle judge could not start: {e}"),
        }
    }

    /// Draws the window (when open), first placed in `area`, as tall as
    /// it allows (the board a window's width less its margins, below the
    /// question and the buttons), and handles its buttons and clicks.
    pub fn show(
        &mut self,
        ctx: &egui::Context,
        lang: Lang,
        area: egui::Rect,
        textures: Option<&Textures>,
    ) {
        let Some(open) = &self.open else { return };
        let mut keep_open = true;
        let mut clicked: Option<Pos> = None;
        let mut pressed: Option<Button> = None;
        let total = builtin().len();
        let number = builtin()
            .iter()
            .position(|p| p.id == open.puzzle.id)
            .map_or(1, |i| i + 1);
        let mut geometry = None;
        egui::Window::new(lang.puzzles_title())
            .id(egui::Id::unique("puzzles_window"))
            .open(&mut keep_open)
            .default_pos(area.min)
            .default_size(default_size(area.size(), ctx.content_rect().size()))
            .max_size(ctx.content_rect().size() * 0.95)
            .show(ctx, |ui| {
                let (board_game, shown) = view(open);
                let p = &open.puzzle;
                ui.label(egui::RichText::new(question(p, lang)).strong());
                ui.label(match &p.source {
                    Source::BuiltIn => lang.puzzle_builtin(number, total),
                    Source::Kept { game, move_number } => {
                        lang.puzzle_from_game(game_date(game).as_str(), *move_number)
                    }
                });
                // A row for what was said, said or not: the board does not
                // jump under the mouse when it comes and goes.
                ui.label(said_text(open, lang).unwrap_or_else(|| " ".to_owned()));
                ui.horizontal_wrapped(|ui| {
                    let idle = open.judging.is_none();
                    let attempt = open.attempt.as_ref();
                    let wrong = attempt.is_some_and(|a| a.wrong().is_some());
                    let solved = attempt.is_some_and(Attempt::solved);
                    if ui
                        .add_enabled(idle && wrong, egui::Button::new(lang.try_again()))
                        .clicked()
                    {
                        pressed = Some(Button::Retry);
                    }
                    if ui
                        .add_enabled(
                            idle && !solved && !wrong,
                            egui::Button::new(lang.puzzle_hint()),
                        )
                        .clicked()
                    {
                        pressed = Some(Button::Hint);
                    }
                    if ui
                        .add_enabled(idle, egui::Button::new(lang.puzzle_solution()))
                        .clicked()
                    {
                        pressed = Some(Button::Solution);
                    }
                    if let Some(n) = open.solution {
                        if ui.button(lang.solution_back()).clicked() {
                            pressed = Some(Button::Step(n.saturating_sub(1)));
                        }
                        if ui.button(lang.solution_forward()).clicked() {
                            pressed = Some(Button::Step((n + 1).min(p.solution.len())));
                        }
                        ui.label(lang.solution_step(n, p.solution.len()));
                    }
                    if ui
                        .add_enabled(idle, egui::Button::new(lang.next_puzzle()))
                        .clicked()
                    {
                        pressed = Some(Button::Next);
                    }
                });
                let side = ui.available_width().min(ui.available_height()).max(120.0);
                let (_, rect) = ui.allocate_space(Vec2::splat(side));
                let mut child = ui.new_child(egui::UiBuilder::new().max_rect(rect));
                let scene = Scene {
                    game: &board_game,
                    forbidden: &[],
                    hint: None,
                    winning_line: board_game.outcome().and_then(|o| match o {
                        crate::game::rules::Outcome::Win { line, .. } => Some((line, 1.0)),
                        crate::game::rules::Outcome::Draw => None,
                    }),
                    placing: None,
                    heat: None,
                    threats: None,
                    rings: &shown,
                    numbers: false,
                    offers: &[],
                };
                let response = board_view::show(&mut child, &scene, textures);
                geometry = Some(response.geometry);
                if let Some(area) = open.hint {
                    let g = response.geometry;
                    let half = g.cell() * 0.5;
                    let r = egui::Rect::from_two_pos(g.center_of(area.from), g.center_of(area.to))
                        .expand(half);
                    ui.painter().rect_stroke(
                        r,
                        4.0,
                        Stroke::new(3.0, Color32::from_rgb(0x2a, 0x9d, 0xf4)),
                        egui::StrokeKind::Middle,
                    );
                }
                if response.clicked {
                    clicked = response.clicked_point;
                }
            });
        if let Some(open) = &mut self.open {
            open.geometry = geometry;
        }
        if !keep_open {
            self.open = None;
            return;
        }
        match pressed {
            Some(Button::Retry) => {
                if let Some(open) = &mut self.open {
                    if let Some(a) = &mut open.attempt {
                        a.retry();
                    }
                    open.said = None;
                }
            }
            Some(Button::Hint) => self.judge(Work::Hint),
            Some(Button::Solution) => {
                if let Some(open) = &mut self.open {
                    if let Some(a) = &mut open.attempt {
                        a.solution();
                    }
                    open.solution = Some(1);
                }
            }
            Some(Button::Step(n)) => {
                if let Some(open) = &mut self.open {
                    open.solution = Some(n);
                }
            }
            Some(Button::Next) => self.next_puzzle(),
            None => {}
        }
        let ready = self.open.as_ref().is_some_and(|o| {
            o.judging.is_none()
                && o.solution.is_none()
                && o.attempt
                    .as_ref()
                    .is_some_and(|a| !a.solved() && a.wrong().is_none())
        });
        if let Some(p) = clicked
            && ready
        {
            self.play(p);
        }
    }

    /// Plays `p` in the puzzle on show (judged on the judge's thread), as a
    /// click on its board does.
    pub fn play(&mut self, p: Pos) {
        if let Some(open) = &mut self.open {
            open.hint = None;
        }
        self.judge(Work::Play(p));
    }
}

/// What the judge's thread is asked.
enum Work {
    Play(Pos),
    Hint,
}

/// A button pressed this frame.
enum Button {
    Retry,
    Hint,
    Solution,
    Step(usize),
    Next,
}

/// The board to draw and its rings: the attempt's (with a wrong move and
/// its refutation), or the solution up to the step shown.
fn view(open: &Open) -> (Game, Vec<(Pos, Color32)>) {
    let red = Color32::from_rgb(0xe0, 0x40, 0x40);
    let green = Color32::from_rgb(0x40, 0xc0, 0x60);
    if let Some(n) = open.solution {
        let mut game = open.puzzle.game();
        for &m in open.puzzle.solution.iter().take(n) {
            if game.play(m).is_err() {
                break;
            }
        }
        let rings = open.puzzle.solution.first().map(|&f| vec![(f, green)]);
        return (game, rings.unwrap_or_default());
    }
    match &open.attempt {
        Some(a) => {
            let rings = a.wrong().and_then(|w| w.first()).map(|&w| vec![(w, red)]);
            (a.shown(), rings.unwrap_or_default())
        }
        None => (open.puzzle.game(), Vec::new()),
    }
}

/// The puzzle's question, the side to move in words.
fn question(p: &Puzzle, lang: Lang) -> String {
    let side = lang.colour(p.to_move());
    match p.kind {
        PuzzleKind::WinByFours => lang.question_fours(&side),
        PuzzleKind::WinByThrees => lang.question_threes(&side),
        PuzzleKind::HoldOn => lang.question_hold(&side),
        PuzzleKind::RenjuTrap => lang.question_trap(&side),
        PuzzleKind::RenjuForbidden => lang.question_forbidden(),
    }
}

/// The date of a kept game from its id (its start second): `2026-12-01`.
fn game_date(id: &str) -> String {
    let seconds = id.split('-').next().and_then(|s| s.parse::<u64>().ok());
    seconds.map_or_else(String::new, |s| {
        let full = crate::session::games::format_utc(s);
        full.split(' ').next().unwrap_or_default().to_string()
    })
}

/// What the window says, in words.
fn said_text(open: &Open, lang: Lang) -> Option<String> {
    let size = open.puzzle.size();
    let name = |p: Pos| point_name(p, size);
    let attempt = open.attempt.as_ref();
    Some(match open.said.as_ref()? {
        Said::Checking => lang.puzzle_checking(),
        Said::Hint => lang.hint_given(),
        Said::Answered(answer) => match answer {
            Answer::Right { solved: true, .. } => {
                let mut text = if attempt.is_some_and(Attempt::first_try) {
                    lang.solved_first_try()
                } else {
                    lang.solved_later()
                };
                if open.puzzle.kind == PuzzleKind::HoldOn {
                    let all: Vec<String> = open.puzzle.answers.iter().map(|&a| name(a)).collect();
                    text = format!("{text} {}", lang.holding_moves(all.len(), &all.join(", ")));
                }
                text
            }
            Answer::Right { reply: Some(r), .. } => {
                // A reply that leaves a five on offer stops nothing.
                let unstoppable = attempt.is_some_and(|a| {
                    let game = a.game();
                    !Shapes::of(game)
                        .points_with(game.to_move(), Threat::Five)
                        .is_empty()
                });
                if unstoppable {
                    lang.answer_right_unstoppable()
                } else {
                    lang.answer_right(&name(*r))
                }
            }
            Answer::Right { reply: None, .. } => lang.answer_right_unstoppable(),
            Answer::Wrong {
                played,
                refutation,
                why,
            } => match why {
                Why::OpponentWins { plies } => lang.wrong_opponent_wins(plies.div_ceil(2)),
                Why::WinGone => {
                    lang.wrong_win_gone(&refutation.first().map_or(String::new(), |&r| name(r)))
                }
                Why::NotForbidden => lang.wrong_not_forbidden(&name(*played)),
            },
            Answer::Unclear { played } => lang.answer_unclear(&name(*played)),
            Answer::Illegal(_) | Answer::NotNow => lang.answer_illegal(),
        },
    })
}

/// The window's first size in an `area` of a `screen`: at least 420 by
/// 560 (or 95 % of the screen), else as tall as the area, up to 760, and
/// as wide as a board that fills it under the question and buttons needs.
fn default_size(area: Vec2, screen: Vec2) -> Vec2 {
    /// The question, the source, what was said and the buttons.
    const ABOVE_BOARD: f32 = 140.0;
    let most = screen * 0.95;
    let tall = (area.y - 8.0).clamp(560.0, 760.0);
    Vec2::new(tall - ABOVE_BOARD + 20.0, tall).min(most)
}
