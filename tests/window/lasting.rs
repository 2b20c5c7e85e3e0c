//! Nothing lost, round two, in the window (issue 30): one notice per
//! cause with a quiet marker after it, notices that never take the
//! board's room, and two windows on one data folder that each show the
//! score the file holds and each keep their own unfinished game.

use std::fs;

use eframe::egui;
use egui_kittest::kittest::Queryable;
use gomoku::game::board::Pos;
use gomoku::session::games;
use gomoku::session::score::{self, SCORE_FILE, Score};
use gomoku::session::store::Store;
use gomoku::session::unfinished::UNFINISHED_FILE;

use crate::common::*;

/// Plays the player's next stone on a corner or edge point that is free:
/// never five in a row, so the game goes on.
fn play_apart(h: &mut egui_kittest::Harness<'static, gomoku::gui::GomokuApp>) {
    // Notices come and go: let the layout settle before aiming.
    for _ in 0..3 {
        h.step();
    }
    let board = h.state().controller().game().board();
    let pos = [
        (0, 0),
        (12, 0),
        (0, 12),
        (12, 12),
        (6, 0),
        (0, 6),
        (12, 6),
        (6, 12),
    ]
    .into_iter()
    .map(|(x, y)| Pos::new(x, y))
    .find(|&p| board.get(p).is_none())
    .expect("a free point");
    play(h, pos);
}

#[test]
fn a_save_that_fails_after_every_move_is_told_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    // From now on the unfinished game's file cannot be written: a folder
    // is in its place (a read-only folder does the same, but not for
    // root, who may write anywhere).
    fs::create_dir(dir.path().join(UNFINISHED_FILE)).expect("folder");
    play_apart(&mut h);
    step_until(&mut h, "the notice", |a| !a.notices().is_empty());
    h.step();
    play_apart(&mut h);
    assert!(h.state_mut().save_now());
    h.step();
    let shown = h.state().notices();
    assert_eq!(shown.len(), 1, "{shown:?}");
    assert!(
        shown[0].contains("Could not save unfinished.json"),
        "{shown:?}"
    );
    // Dismissed, it stays as a quiet marker while the cause lasts.
    h.get_by_label("OK").click();
    h.step();
    play_apart(&mut h);
    assert!(h.state_mut().save_now());
    h.step();
    assert!(h.state().notices().is_empty());
    assert_eq!(h.state().lasting_problems().len(), 1);
    h.get_by_label("⚠ 1 problem goes on");
    // The cause goes: the next save succeeds and the marker with it.
    fs::remove_dir(dir.path().join(UNFINISHED_FILE)).expect("removed");
    play_apart(&mut h);
    assert!(h.state_mut().save_now());
    h.step();
    assert!(h.state().lasting_problems().is_empty());
    assert!(dir.path().join(UNFINISHED_FILE).is_file());
}

#[test]
fn a_data_folder_that_is_a_file_is_one_notice_at_start() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("gomoku");
    fs::write(&path, "a file").expect("file");
    let mut h = harness(&path);
    play(&mut h, Pos::new(6, 6));
    assert!(h.state_mut().save_now());
    h.step();
    let shown = h.state().notices();
    assert_eq!(shown.len(), 1, "{shown:?}");
    assert!(shown[0].contains("is a file, not a folder"), "{shown:?}");
    assert!(!shown[0].contains("unfinished game"), "{shown:?}");
}

#[test]
fn many_notices_never_take_the_boards_room() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    let cell = h.state().geometry().expect("drawn").cell();
    // Twenty records, each wrong in its own way (a stone played twice on
    // a point of its own).
    for i in 0..20 {
        let point = format!("{}{}", char::from(b'a' + i as u8 % 10), 1 + i / 10);
        h.event(egui::Event::Paste(format!("{point}{point}")));
        step_until(&mut h, "the notice", |a| a.notices().len() > i);
    }
    h.step();
    assert_eq!(h.state().notices().len(), 20);
    let now = h.state().geometry().expect("drawn").cell();
    assert!(
        now > cell * 0.8,
        "the board shrank from {cell} to {now} a cell"
    );
    // One click clears them.
    h.get_by_label("Dismiss all").click();
    h.step();
    assert!(h.state().notices().is_empty());
}

#[test]
fn two_windows_show_the_score_the_file_holds() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut one = harness(dir.path());
    let mut two = harness(dir.path());
    lose_a_game(&mut one);
    assert!(one.state_mut().save_now());
    step_until(&mut one, "the score", |a| a.score().score == 900);
    // The other window sees the file change.
    step_until(&mut two, "the other window's score", |a| {
        a.score().score == 900
    });
    two.get_by_label("Score 900");
    // And a change made by anyone else too.
    Store::at(dir.path())
        .update(SCORE_FILE, |s: &mut Score| s.score = 4321)
        .expect("written");
    step_until(&mut one, "the new score", |a| a.score().score == 4321);
    step_until(&mut two, "the new score", |a| a.score().score == 4321);
}

#[test]
fn two_windows_closed_mid_game_both_keep_their_games() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut one = harness(dir.path());
    let mut two = harness(dir.path());
    play(&mut one, Pos::new(6, 6));
    play(&mut two, Pos::new(2, 2));
    let next = free(&two);
    play(&mut two, next);
    assert!(one.state_mut().save_now());
    assert!(two.state_mut().save_now());
    let mut lengths = vec![
        one.state().controller().game().board().history().len(),
        two.state().controller().game().board().history().len(),
    ];
    drop((one, two));
    // Two new windows: each offers one of them.
    let mut three = harness(dir.path());
    let mut four = harness(dir.path());
    let mut offered = Vec::new();
    for h in [&mut three, &mut four] {
        h.get_by_label("Resume your unfinished game?");
        h.get_by_label("Resume").click();
        h.step();
        h.step();
        offered.push(h.state().controller().game().board().history().len());
    }
    offered.sort_unstable();
    lengths.sort_unstable();
    assert_eq!(offered, lengths);
    // Resigned in both: both counted, each once, and both kept.
    for h in [&mut three, &mut four] {
        h.step();
        h.get_by_label("New game").click();
        h.step();
        h.step();
        h.get_by_label("Resign this game?");
        // The question fades in; a click before it has is not taken.
        for _ in 0..5 {
            h.step();
        }
        h.get_by_label("Resign").click();
        h.step();
        h.step();
        assert!(h.state_mut().save_now());
        assert_eq!(h.state().notices(), Vec::<String>::new());
        assert_eq!(h.state().controller().game().board().stone_count(), 0);
    }
    let store = Store::at(dir.path());
    assert_eq!(score::peek(&store).map(|s| s.score), Some(800));
    assert_eq!(games::list(&store).games.len(), 2);
}
