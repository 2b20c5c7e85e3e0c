//! The teaching parts of the window, driven headless with `egui_kittest`:
//! the heat-map and threat switches (buttons and keys, remembered), their
//! legends, and the sentence saying why the computer moved.

use eframe::egui::{self};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use gomoku::game::board::Pos;
use gomoku::game::notation::point_name;
use gomoku::gui::GomokuApp;

use crate::common::*;

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
    assert!(s.show_threats && !s.show_heat && !s.show_numbers);
    h.key_press(egui::Key::N);
    h.step();
    assert!(
        saved(&mut h, dir.path()).show_numbers,
        "N shows move numbers"
    );
    h.get_by_label("Numbers").click();
    h.step();
    h.step();
    assert!(
        !saved(&mut h, dir.path()).show_numbers,
        "the button hides them"
    );

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

#[test]
fn the_lose_screen_offers_a_review_that_steps_through_the_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    lose_a_game(&mut h);
    let moves = h.state().controller().game().board().history().to_vec();
    h.get_by_label("Where did I lose?").click();
    h.step();
    h.step();
    assert!(
        !h.state().showing_game_over(),
        "the review replaces the screen"
    );
    h.get_by_label("Review (you: black)");
    step_until(&mut h, "the review", |a| {
        a.review().is_some_and(|r| r.review().is_some())
    });
    h.step();
    let review = h
        .state()
        .review()
        .and_then(|r| r.review())
        .cloned()
        .expect("reviewed");
    assert_eq!(review.moves, moves);
    let decisive = review
        .decisive
        .clone()
        .expect("black's loss has a decisive move");
    assert_eq!(decisive.played, moves[decisive.index]);
    assert_eq!(
        review.evals.len(),
        moves.len() + 1,
        "one evaluation per position"
    );
    h.get_by_label(&format!(
        "Move {}, {}, lost the game.",
        decisive.index + 1,
        gomoku::game::notation::point_name(decisive.played, 13)
    ));

    // The final position first; then the position before the mistake.
    let shown = |h: &Harness<'_, GomokuApp>| h.state().shown_game().board().stone_count();
    assert_eq!(shown(&h), moves.len());
    h.get_by_label("Show the mistake").click();
    h.step();
    h.step();
    assert_eq!(shown(&h), decisive.index);
    h.key_press(egui::Key::ArrowRight);
    h.step();
    h.step();
    assert_eq!(shown(&h), decisive.index + 1);
    assert_eq!(
        h.state().shown_game().board().last_move(),
        Some(decisive.played)
    );
    h.key_press(egui::Key::Home);
    h.step();
    h.step();
    assert_eq!(shown(&h), 0);
    h.key_press(egui::Key::End);
    h.step();
    h.step();
    assert_eq!(shown(&h), moves.len());
    // The game itself is untouched by the stepping.
    assert_eq!(
        h.state().controller().game().board().history(),
        moves.as_slice()
    );

    h.get_by_label("Close review").click();
    h.step();
    h.step();
    assert!(h.state().review().is_none());
    assert_eq!(
        h.state().controller().game().board().stone_count(),
        0,
        "a new game"
    );
}

#[test]
fn the_heat_map_comes_for_the_position_on_the_board() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    click(&mut h, Pos::new(6, 6));
    step_until(&mut h, "white's reply", |a| a.controller().is_human_turn());
    assert!(h.state().heat_map().is_none(), "off until asked for");
    h.key_press(egui::Key::A);
    h.step();
    step_until(&mut h, "the heat map", |a| a.heat_map().is_some());
    let map = h.state().heat_map().expect("came").clone();
    let board = h.state().controller().game().board().clone();
    let best = map.best.expect("seed marks its move");
    assert!(board.get(best).is_none(), "the best point is empty");
    assert!(
        map.points().count() > 10,
        "seed rates the points around the stones"
    );
    assert!(map.points().all(|(p, _)| board.get(p).is_none()));
    // A new move: the old map is gone until the new one comes.
    click(&mut h, Pos::new(0, 0));
    assert!(
        h.state().heat_map().is_none_or(|m| m != &map),
        "the old map never shows on a new position"
    );
    step_until(&mut h, "white's reply", |a| a.controller().is_human_turn());
    step_until(&mut h, "the next heat map", |a| a.heat_map().is_some());
}

#[test]
fn without_audio_output_the_sound_switch_says_so_and_keeps_the_setting() {
    // The harness's sound handle has no output, as on a machine without a
    // sound card: the switch must not claim sound.
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    assert!(h.query_by_label("Sound on").is_none());
    assert!(h.query_by_label("Sound off").is_none());
    let switch = h.get_by_label("No sound");
    assert!(switch.accesskit_node().is_disabled());
    switch.click();
    h.step();
    h.step();
    assert!(!saved(&mut h, dir.path()).muted, "the setting is kept");
    h.get_by_label("No sound");
}

#[test]
fn the_thinking_switch_shows_what_master_read_and_is_remembered() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        dir.path().join(gomoku::session::settings::SETTINGS_FILE),
        r#"{"seats": {"black": "human", "white": {"level": "Master"}}, "time": "1s"}"#,
    )
    .expect("write settings");
    let mut h = harness(dir.path());
    // Master answers the first stone unread: nothing to say yet.
    h.get_by_label("Thinking").click();
    h.step();
    play(&mut h, Pos::new(6, 6));
    h.step();
    assert!(h.query_by_label_contains("master (white)").is_none());
    // Its second move is read: its view, depth and line, beginning with
    // the move it played.
    play(&mut h, Pos::new(7, 7));
    h.step();
    h.step();
    let report = h
        .state()
        .controller()
        .thought(gomoku::game::board::Stone::White)
        .expect("master's report")
        .clone();
    let last = h
        .state()
        .controller()
        .game()
        .board()
        .last_move()
        .expect("a move");
    let line = h
        .get_by_label_contains("master (white): ")
        .value()
        .expect("the line's words");
    let depth = format!("depth {}: {}", report.depth, point_name(last, 13));
    assert!(line.contains(&depth), "{line} has {depth}");
    assert!(saved(&mut h, dir.path()).show_thinking);
    // Switched off, the line goes.
    h.get_by_label("Thinking").click();
    h.step();
    h.step();
    assert!(h.query_by_label_contains("master (white)").is_none());
    assert!(!saved(&mut h, dir.path()).show_thinking);
    // I switches it as well.
    h.key_press(egui::Key::I);
    h.step();
    h.step();
    h.get_by_label_contains("master (white): ");
    assert!(saved(&mut h, dir.path()).show_thinking);
}
