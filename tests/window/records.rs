//! Records into and out of the window, driven headless with
//! `egui_kittest`: pasting a move string, a dropped PSQ file, a file named
//! on the command line, copying the game, and bad records that leave the
//! board as it was with a message naming what is wrong.

use std::sync::Arc;

use eframe::egui::{self};
use egui_kittest::kittest::{Queryable, by};
use gomoku::game::board::Pos;
use gomoku::gui::GomokuApp;
use gomoku::session::store::Store;

use crate::common::*;

fn reviewed_moves(app: &GomokuApp) -> Option<Vec<Pos>> {
    app.review().map(|r| r.moves().to_vec())
}

const PSQ: &str = "Piskvorky 15x15, 11:11, 0\r\n8,8,100\r\n9,9,200\r\n8,9,0\r\n-1\r\n";

#[test]
fn a_pasted_move_string_opens_in_review_and_back_to_the_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    h.event(egui::Event::Paste("h7i8j9".into()));
    step_until(&mut h, "the review", |a| a.review().is_some());
    h.step();
    let moves = reviewed_moves(h.state()).expect("open");
    assert_eq!(moves.len(), 3);
    assert_eq!(h.state().shown_game().board().stone_count(), 3);
    h.get_by_label("Where was the game lost?");
    h.get_by_label("1.h7");
    // A record from elsewhere is not called the player's game.
    h.get_by_label("Review (seen from black)");
    assert!(h.query_by_label("Review (you: black)").is_none());
    // The status line speaks of the board shown, not of the game held
    // behind the review (an empty board, black to play its first move).
    h.get_by_label("Reviewing a game · move 3 of 3");
    h.get_by_label("last move j9");
    assert!(h.query_by_label("Your move (black) · move 1").is_none());
    assert!(h.query_by_label("no moves yet").is_none());
    h.key_press(egui::Key::ArrowLeft);
    h.step();
    h.step();
    h.get_by_label("Reviewing a game · move 2 of 3");
    h.get_by_label("last move i8");
    h.key_press(egui::Key::ArrowRight);
    h.step();
    h.step();
    // Copying in review copies the reviewed game, as a move string.
    h.event(egui::Event::Copy);
    h.step();
    let copied = h
        .output()
        .platform_output
        .commands
        .iter()
        .any(|c| matches!(c, egui::OutputCommand::CopyText(text) if text == "h7i8j9"));
    assert!(copied, "{:?}", h.output().platform_output.commands);
    h.get_by_label("Close review").click();
    h.step();
    h.step();
    assert!(h.state().review().is_none());
    assert_eq!(h.state().controller().game().board().stone_count(), 0);
    h.get_by_label("Your move (black) · move 1");
    h.get_by_label("no moves yet");
}

#[test]
fn a_bad_paste_is_named_and_changes_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    h.event(egui::Event::Paste("not a game at all".into()));
    step_until(&mut h, "the notice", |a| !a.notices().is_empty());
    assert!(h.state().review().is_none());
    assert!(
        h.state().notices()[0].contains("not a game record"),
        "{:?}",
        h.state().notices()
    );
}

#[test]
fn a_dropped_psq_file_opens_and_a_bad_one_names_its_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let good = dir.path().join("good.psq");
    std::fs::write(&good, PSQ).expect("write");
    let bad = dir.path().join("bad.psq");
    std::fs::write(&bad, "Piskvorky 15x15, 11:11, 0\n8,8,0\n99,1,0\n").expect("write");
    let mut h = harness(dir.path());

    h.input_mut()
        .dropped_files
        .push(Arc::new(Dropped(bad.clone())));
    h.step();
    step_until(&mut h, "the notice", |a| !a.notices().is_empty());
    let notice = h.state().notices()[0].clone();
    assert!(
        notice.contains("bad.psq") && notice.contains("line 3"),
        "{notice}"
    );
    assert!(h.state().review().is_none(), "the board stays as it was");

    h.input_mut().dropped_files.push(Arc::new(Dropped(good)));
    h.step();
    step_until(&mut h, "the review", |a| a.review().is_some());
    let moves = reviewed_moves(h.state()).expect("open");
    assert_eq!(moves, vec![Pos::new(7, 7), Pos::new(8, 8), Pos::new(7, 8)]);
    assert_eq!(h.state().shown_game().board().size(), 15);
}

#[test]
fn a_file_from_the_command_line_opens_in_review() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("game.psq");
    std::fs::write(&file, PSQ).expect("write");
    let mut h = harness(dir.path());
    h.state_mut().open_file(file);
    step_until(&mut h, "the review", |a| a.review().is_some());
    // Arrow keys step back through it.
    h.step();
    h.key_press(egui::Key::ArrowLeft);
    h.step();
    h.step();
    assert_eq!(h.state().shown_game().board().stone_count(), 2);
}

#[test]
fn the_game_in_progress_is_copied_as_a_move_string() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    let at = h
        .state()
        .geometry()
        .expect("drawn")
        .center_of(Pos::new(6, 6));
    h.drag_at(at);
    h.step();
    h.drop_at(at);
    h.step();
    step_until(&mut h, "the reply", |a| {
        a.controller().is_human_turn() && a.controller().game().board().stone_count() == 2
    });
    let board = h.state().controller().game().board().clone();
    let expected = gomoku::game::notation::moves_string(board.history(), 13);
    assert!(expected.starts_with("g7"), "{expected}");
    h.event(egui::Event::Copy);
    h.step();
    let copied = h
        .output()
        .platform_output
        .commands
        .iter()
        .any(|c| matches!(c, egui::OutputCommand::CopyText(text) if *text == expected));
    assert!(copied, "{:?}", h.output().platform_output.commands);
}

#[test]
fn play_on_from_a_reviewed_position_is_practice_and_not_scored() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    h.event(egui::Event::Paste("g7h8g8h9".into()));
    step_until(&mut h, "the review", |a| a.review().is_some());
    h.step();
    h.key_press(egui::Key::ArrowLeft);
    h.step();
    h.step();
    assert_eq!(h.state().shown_game().board().stone_count(), 3);
    h.get_by_label("Play on from here").click();
    h.step();
    h.step();
    assert!(h.state().review().is_none());
    assert!(h.state().is_practice());
    // Three stones, white to move: the player takes white, the computer
    // waits for the player.
    let game = h.state().controller().game().clone();
    assert_eq!(game.board().history().len(), 3);
    assert_eq!(
        h.state().controller().viewpoint(),
        gomoku::game::board::Stone::White
    );
    h.get_by_label_contains("Practice, not scored");
    // Starting over is not resigning: no question, no score change.
    h.key_press(egui::Key::F1);
    h.step();
    h.step();
    assert!(h.query_by_label("Resign this game?").is_none());
    assert!(!h.state().is_practice());
    assert_eq!(h.state().score().score, 1000);
    assert!(h.state_mut().save_now());
    assert!(
        gomoku::session::games::list(&Store::at(dir.path()))
            .games
            .is_empty()
    );
}

/// A file dialog that answers `picked` and counts what it was asked.
fn picker(
    picked: gomoku::gui::files::Picked,
) -> (
    gomoku::gui::files::Picker,
    Arc<std::sync::Mutex<Vec<String>>>,
) {
    let asked = Arc::new(std::sync::Mutex::new(Vec::new()));
    let seen = Arc::clone(&asked);
    let picker: gomoku::gui::files::Picker = Arc::new(move |dialog| {
        if let Ok(mut seen) = seen.lock() {
            seen.push(dialog.title.clone());
        }
        picked.clone()
    });
    (picker, asked)
}

#[test]
fn save_writes_the_game_where_the_dialog_says_and_open_reads_it_back() {
    use gomoku::gui::files::Picked;
    let dir = tempfile::tempdir().expect("temp dir");
    let target = dir.path().join("mine.psq");
    let mut h = harness(dir.path());
    // Nothing played yet: nothing to save, and no dialog asked.
    let (nothing, asked) = picker(Picked::Chosen(target.clone()));
    h.state_mut().set_file_picker(nothing);
    h.get_by_label("Games").click();
    h.step();
    h.step();
    h.get(by().label_contains("Save…")).click();
    step_until(&mut h, "the notice", |a| !a.notices().is_empty());
    assert!(
        h.state().notices()[0].contains("no moves"),
        "{:?}",
        h.state().notices()
    );
    assert!(asked.lock().expect("lock").is_empty());

    play(&mut h, Pos::new(7, 7));
    let board = h.state().controller().game().board().history().to_vec();
    let (chosen, asked) = picker(Picked::Chosen(target.clone()));
    h.state_mut().set_file_picker(chosen);
    h.get_by_label("Games").click();
    h.step();
    h.step();
    h.get(by().label_contains("Save…")).click();
    step_until(&mut h, "the saved notice", |a| {
        a.notices()
            .iter()
            .any(|n| n.starts_with("Saved the game to"))
    });
    assert_eq!(asked.lock().expect("lock").as_slice(), ["Save the game"]);
    let text = std::fs::read_to_string(&target).expect("saved file");
    assert!(text.starts_with("Piskvorky 13x13"), "{text}");
    // The game on the board goes on untouched.
    assert_eq!(
        h.state().controller().game().board().history(),
        board.as_slice()
    );

    // Ctrl+O, and the same file opens in review.
    let (open, asked) = picker(Picked::Chosen(target.clone()));
    h.state_mut().set_file_picker(open);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
    step_until(&mut h, "the review", |a| a.review().is_some());
    assert_eq!(
        asked.lock().expect("lock").as_slice(),
        ["Open a game record"]
    );
    assert_eq!(reviewed_moves(h.state()), Some(board));
}

#[test]
fn without_a_dialog_save_keeps_the_record_in_the_data_folder_and_open_says_what_to_do() {
    use gomoku::gui::files::{Picked, RECORDS_FOLDER};
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    h.event(egui::Event::Paste("h7i8j9".into()));
    step_until(&mut h, "the review", |a| a.review().is_some());
    let (none, _) = picker(Picked::Unavailable);
    h.state_mut().set_file_picker(none);
    // Ctrl+S saves the game in review.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    step_until(&mut h, "the notice", |a| !a.notices().is_empty());
    let notice = h.state().notices()[0].clone();
    assert!(notice.starts_with("No file dialog"), "{notice}");
    let folder = dir.path().join(RECORDS_FOLDER);
    let files: Vec<_> = std::fs::read_dir(&folder)
        .expect("records folder")
        .filter_map(Result::ok)
        .collect();
    assert_eq!(files.len(), 1);
    let saved = files[0].path();
    assert!(notice.contains(&saved.display().to_string()), "{notice}");
    let text = std::fs::read_to_string(&saved).expect("saved record");
    let record = gomoku::game::record::Record::parse(&text).expect("a record");
    assert_eq!(record.to_move_string(), "h7i8j9");

    h.get_by_label("Games").click();
    h.step();
    h.step();
    h.get(by().label_contains("Open…")).click();
    step_until(&mut h, "the second notice", |a| a.notices().len() == 2);
    assert!(
        h.state().notices()[1].contains("paste a record"),
        "{:?}",
        h.state().notices()
    );
}

#[test]
fn a_reviewed_game_that_ends_in_five_shows_the_five() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    // Black's five down the h line, white's four beside it.
    h.event(egui::Event::Paste("h7i7h8i8h9i9h10i10h11".into()));
    step_until(&mut h, "the review", |a| a.review().is_some());
    h.step();
    let now = std::time::Instant::now();
    let (line, glow) = h.state().marked_five(now).expect("the five is marked");
    assert_eq!(glow, 1.0, "lit at once");
    let stones: Vec<String> = line
        .points()
        .map(|p| gomoku::game::notation::point_name(p, 15))
        .collect();
    assert_eq!(stones.len(), 5);
    for name in ["h7", "h8", "h9", "h10", "h11"] {
        assert!(stones.contains(&name.to_string()), "{name} in {stones:?}");
    }
    // One move back there is no five to mark.
    h.key_press(egui::Key::ArrowLeft);
    h.step();
    h.step();
    assert_eq!(h.state().shown_game().board().stone_count(), 8);
    assert!(h.state().marked_five(now).is_none());
}

#[test]
fn play_on_in_your_own_game_keeps_your_colour() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    lose_a_game(&mut h);
    h.get_by_label("Where did I lose?").click();
    h.step();
    h.step();
    h.get_by_label("Review (you: black)");
    // Back to the position after black's first move: white to move.
    h.key_press(egui::Key::Home);
    h.step();
    h.key_press(egui::Key::ArrowRight);
    h.step();
    h.step();
    assert_eq!(h.state().shown_game().board().stone_count(), 1);
    h.get_by_label("Play on from here").click();
    h.step();
    h.step();
    assert!(h.state().is_practice());
    // Still black: the computer plays white's move, then it is black's.
    assert_eq!(
        h.state().controller().viewpoint(),
        gomoku::game::board::Stone::Black
    );
    step_until(&mut h, "white's move", |a| {
        a.controller().game().board().stone_count() == 2 && a.controller().is_human_turn()
    });
}
