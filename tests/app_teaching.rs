//! The teaching parts of the window, driven headless with `egui_kittest`:
//! the heat-map and threat switches (buttons and keys, remembered), their
//! legends, and the sentence saying why the computer moved.

use std::path::Path;
use std::time::{Duration, Instant};

use eframe::egui::{self, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gomoku::game::board::Pos;
use gomoku::gui::audio::Audio;
use gomoku::gui::{AppOptions, GomokuApp};
use gomoku::session::settings::Settings;
use gomoku::session::store::Store;

fn harness(dir: &Path) -> Harness<'static, GomokuApp> {
    let app = GomokuApp::new(AppOptions {
        store: Store::at(dir),
        audio: Audio::silent(false),
        min_think: Some(Duration::ZERO),
        settings: None,
    });
    let mut h = Harness::builder()
        .with_size(Vec2::new(860.0, 920.0))
        .build_ui_state(|ui, app: &mut GomokuApp| app.frame(ui), app);
    h.step();
    h.step();
    h
}

fn saved(h: &mut Harness<'_, GomokuApp>, dir: &Path) -> Settings {
    assert!(h.state_mut().save_now(), "settings written");
    Settings::load(&Store::at(dir)).value
}

/// Steps (in real time) until `done`, for up to 20 s.
fn step_until(h: &mut Harness<'_, GomokuApp>, what: &str, done: impl Fn(&GomokuApp) -> bool) {
    let give_up = Instant::now() + Duration::from_secs(20);
    while !done(h.state()) {
        assert!(Instant::now() < give_up, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
}

#[test]
fn the_overlay_switches_work_by_key_and_button_and_are_remembered() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    assert!(h.query_by_label_contains("Threats (dark: black").is_none());
    assert!(h.query_by_label_contains("Heat map (").is_none());

    h.key_press(egui::Key::T);
    h.step();
    h.get_by_label_contains("Threats (dark: black, light: white): 5 five");
    let s = saved(&mut h, dir.path());
    assert!(s.show_threats && !s.show_heat);

    h.get_by_label("Heat map").click();
    h.step();
    h.step();
    h.get_by_label_contains("Heat map (seed): cold");
    let s = saved(&mut h, dir.path());
    assert!(s.show_threats && s.show_heat);

    // A new start shows both again.
    drop(h);
    let mut h = harness(dir.path());
    h.get_by_label_contains("Threats (dark: black");
    h.get_by_label_contains("Heat map (seed)");

    // And the keys switch them off.
    h.key_press(egui::Key::A);
    h.step();
    h.key_press(egui::Key::T);
    h.step();
    assert!(h.query_by_label_contains("Threats (dark: black").is_none());
    assert!(h.query_by_label_contains("Heat map (").is_none());
    let s = saved(&mut h, dir.path());
    assert!(!s.show_threats && !s.show_heat);
}

#[test]
fn the_status_line_says_why_the_computer_moved() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    let g = h.state().geometry().expect("the board was drawn");
    let centre = g.center_of(Pos::new(6, 6));
    h.drag_at(centre);
    h.step();
    h.drop_at(centre);
    h.step();
    step_until(&mut h, "white's reply and why", |a| {
        a.controller().game().board().stone_count() == 2 && a.explanation().is_some()
    });
    let why = h.state().explanation().expect("explained");
    let reply = h
        .state()
        .controller()
        .game()
        .board()
        .last_move()
        .expect("white moved");
    let name = gomoku::game::notation::point_name(reply, 13);
    assert!(
        why.contains(&name),
        "the sentence names white's point {name}: {why}"
    );
    h.step();
    h.get_by_label(&format!("White {why}."));
    h.get_by_label("Your move (black) · move 3");
}
