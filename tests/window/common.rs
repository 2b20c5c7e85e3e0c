//! What the window tests share: a headless app on a data folder, clicks at
//! board points, waiting in real time for the computer, and a lost game.
//! (Each module uses a part of it.)
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use eframe::egui::{self, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gomoku::game::board::{Pos, Stone};
use gomoku::gui::audio::Audio;
use gomoku::gui::{AppOptions, GomokuApp};
use gomoku::i18n::Lang;
use gomoku::session::settings::Settings;
use gomoku::session::store::Store;

/// The default window size.
pub const WINDOW: Vec2 = Vec2::new(860.0, 920.0);

/// The app on `dir`, silent, the computer answering at once, in a
/// default-sized window, after its first frames.
pub fn harness(dir: &Path) -> Harness<'static, GomokuApp> {
    harness_sized(dir, WINDOW)
}

/// [`harness`] in a window of `size`.
pub fn harness_sized(dir: &Path, size: Vec2) -> Harness<'static, GomokuApp> {
    let app = GomokuApp::new(AppOptions {
        store: Store::at(dir),
        audio: Audio::silent(false),
        min_think: Some(Duration::ZERO),
        settings: None,
    });
    let mut h = Harness::builder()
        .with_size(size)
        .build_ui_state(|ui, app: &mut GomokuApp| app.frame(ui), app);
    h.step();
    // The data folder is read on a thread of its own; the board takes
    // clicks once it has been.
    step_until(&mut h, "the data folder read", |a| !a.is_loading());
    h.step();
    h
}

/// A file dropped on the window.
#[derive(Debug)]
pub struct Dropped(pub PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

/// Steps the window for `time` (a frame every 50 ms), whatever happens.
pub fn step_for(h: &mut Harness<'_, GomokuApp>, time: Duration) {
    let until = Instant::now() + time;
    while Instant::now() < until {
        std::thread::sleep(Duration::from_millis(50));
        h.step();
    }
}

/// Steps (in real time) until `done`, for up to 30 s.
pub fn step_until(h: &mut Harness<'_, GomokuApp>, what: &str, done: impl Fn(&GomokuApp) -> bool) {
    let give_up = Instant::now() + Duration::from_secs(30);
    while !done(h.state()) {
        assert!(
            Instant::now() < give_up,
            "timed out waiting for {what}: {} stones, human {:?}, {:?} to move, thinking {}, notices {:?}",
            h.state().controller().game().board().stone_count(),
            h.state().controller().viewpoint(),
            h.state().controller().game().to_move(),
            h.state().controller().is_ai_thinking(),
            h.state().notices()
        );
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
}

/// A click on the board point `pos`.
pub fn click(h: &mut Harness<'_, GomokuApp>, pos: Pos) {
    let at = h
        .state()
        .geometry()
        .expect("the board was drawn")
        .center_of(pos);
    press_at(h, at);
}

/// A press and release of the mouse at `at` (a player's click), with the
/// frames it takes to register.
pub fn press_at(h: &mut Harness<'_, GomokuApp>, at: egui::Pos2) {
    h.drag_at(at);
    h.step();
    h.drop_at(at);
    h.step();
    h.remove_cursor();
    h.step();
}

/// The stones on the game's board.
pub fn stones(h: &Harness<'_, GomokuApp>) -> usize {
    h.state().controller().game().board().stone_count()
}

/// The settings as written to `dir` once every save is done.
pub fn saved(h: &mut Harness<'_, GomokuApp>, dir: &Path) -> Settings {
    assert!(h.state_mut().save_now(), "settings written");
    Settings::load(&Store::at(dir)).value
}

/// An empty point far from the centre (the bottom row of 13 lines).
pub fn free(h: &Harness<'_, GomokuApp>) -> Pos {
    let board = h.state().controller().game().board();
    (0..13u8)
        .map(|x| Pos::new(x, 12))
        .find(|&p| board.get(p).is_none())
        .expect("the bottom row has room")
}

/// Plays `pos` for the player and waits for the computer's answer.
pub fn play(h: &mut Harness<'_, GomokuApp>, pos: Pos) {
    click(h, pos);
    let human = h.state().controller().viewpoint();
    let placed = h.state().controller().game().board().get(pos);
    assert_eq!(placed, Some(human), "the click at {pos:?} played");
    step_until(h, "the reply", |a| a.controller().is_human_turn());
}

/// Black plays down the edges while the seed AI makes five; returns once
/// the game-over screen shows.
pub fn lose_a_game(h: &mut Harness<'_, GomokuApp>) {
    'game: for y in 0..13u8 {
        for x in [0u8, 12] {
            if h.state().controller().game().outcome().is_some() {
                break 'game;
            }
            let before = stones(h);
            click(h, Pos::new(x, y));
            if stones(h) > before {
                step_until(h, "white's reply", |a| {
                    a.controller().is_human_turn() || a.controller().game().outcome().is_some()
                });
            }
        }
    }
    let winner = h
        .state()
        .controller()
        .game()
        .outcome()
        .and_then(|o| o.winner());
    assert_eq!(winner, Some(Stone::White));
    step_until(h, "the game-over screen", GomokuApp::showing_game_over);
}

/// Switches the window from `from` to `to` as a player does: the language
/// button (named in `from`'s own words), then `to`'s own name in its menu.
pub fn choose_language(h: &mut Harness<'_, GomokuApp>, from: Lang, to: Lang) {
    h.get_by_role_and_label(egui::accesskit::Role::Button, from.native_name())
        .click();
    h.step();
    h.step();
    h.get_by_label(to.native_name()).click();
    h.step();
    h.step();
}

/// Every painted piece of text: its words, where it is drawn, the area it
/// is clipped to, and whether it was cut short with "…".
pub fn painted<'h>(
    h: &'h Harness<'_, GomokuApp>,
) -> impl Iterator<Item = (String, egui::Rect, egui::Rect, bool)> + 'h {
    h.output()
        .shapes
        .iter()
        .filter_map(|clipped| match &clipped.shape {
            egui::Shape::Text(t) => Some((
                t.galley.text().to_owned(),
                t.galley.rect.translate(t.pos.to_vec2()),
                clipped.clip_rect,
                t.galley.elided,
            )),
            _ => None,
        })
}

/// Every painted piece of text, with whether it is seen whole: inside the
/// area it is clipped to, and not cut short with "…".
pub fn texts<'h>(h: &'h Harness<'_, GomokuApp>) -> impl Iterator<Item = (String, bool)> + 'h {
    painted(h).map(|(text, rect, clip, elided)| (text, clip.contains_rect(rect) && !elided))
}

/// [`texts`] whose words are `text`: whether each is seen whole.
pub fn painted_text(h: &Harness<'_, GomokuApp>, text: &str) -> Vec<bool> {
    texts(h)
        .filter(|(words, _)| words == text)
        .map(|(_, whole)| whole)
        .collect()
}
