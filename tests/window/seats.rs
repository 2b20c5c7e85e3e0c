//! The match bar in the window: seats chosen from their boxes, an outside
//! engine added (through the dialog, or a typed path where there is none)
//! and seated, the clocks on show, and watching's controls.

use std::path::Path;
use std::sync::Arc;

use eframe::egui;
use egui_kittest::kittest::{Queryable, by};
use gomoku::engine::Level;
use gomoku::game::board::{Pos, Stone};
use gomoku::gui::files::{Picked, Picker};
use gomoku::session::settings::SETTINGS_FILE;

use crate::common::*;

/// A settings file seating `black` and `white` (JSON) under `time`.
fn seated(dir: &Path, black: &str, white: &str, time: &str) {
    std::fs::write(
        dir.join(SETTINGS_FILE),
        format!(r#"{{"seats": {{"black": {black}, "white": {white}}}, "time": "{time}"}}"#),
    )
    .expect("write settings");
}

#[test]
fn a_seat_box_seats_a_level_and_starts_a_new_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    h.get_by_role_and_label(egui::accesskit::Role::ComboBox, "White")
        .click();
    h.step();
    h.step();
    h.get_by_label("master").click();
    step_until(&mut h, "master seated", |a| {
        a.controller().seats().white == gomoku::session::seats::Seat::Level(Level::Master)
    });
    play(&mut h, Pos::new(6, 6));
    assert_eq!(h.state().controller().game().board().stone_count(), 2);
    let settings = saved(&mut h, dir.path());
    assert_eq!(
        settings.seats,
        gomoku::session::seats::Seats::person_against(Level::Master, Stone::Black)
    );
}

#[test]
fn a_match_clock_shows_both_sides_time() {
    let dir = tempfile::tempdir().expect("temp dir");
    seated(dir.path(), r#""human""#, r#"{"level": "Seed"}"#, "5m+3s");
    let h = harness(dir.path());
    // Black's clock runs (a person to move), white's shows its full time.
    assert!(h.query_all_by_label("5:00").count() >= 1);
    assert_eq!(
        h.state().controller().clocks().running(),
        Some(Stone::Black)
    );
    assert!(
        h.query_by_label("Pause").is_none(),
        "a person plays: no watching"
    );
}

#[test]
fn watching_two_levels_pauses_steps_and_goes_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    seated(
        dir.path(),
        r#"{"level": "Classic"}"#,
        r#"{"level": "Seed"}"#,
        "1s",
    );
    let mut h = harness(dir.path());
    // The pause between moves, as the slider beside it sets it.
    let delay = h.state().controller().config().watch_delay.as_secs_f32();
    h.get_by_label(&format!("{delay:.1} s"));
    h.get_by_label("Pause").click();
    h.step();
    step_until(&mut h, "paused", |a| {
        a.controller().is_paused() && !a.controller().is_ai_thinking()
    });
    let stones = h.state().controller().game().board().stone_count();
    h.get_by_label("Step").click();
    step_until(&mut h, "one more move", |a| {
        a.controller().game().board().stone_count() == stones + 1
    });
    h.get_by_label("▶ Go on").click();
    step_until(&mut h, "the game going on", |a| {
        a.controller().game().board().stone_count() >= stones + 3
    });
    assert_eq!(h.state().score().score, 1000, "watching counts for nobody");
}

/// A fake Gomocup engine that answers `START` and `ABOUT` and plays the
/// first empty point of a row near the top.
#[cfg(unix)]
fn fake_engine(dir: &Path) -> std::path::PathBuf {
    fake_engine_thinking(dir, 0)
}

/// [`fake_engine`] thinking `seconds` over each move.
#[cfg(unix)]
fn fake_engine_thinking(dir: &Path, seconds: u32) -> std::path::PathBuf {
    script_engine(
        dir,
        "pbrain-fake",
        &format!(
            r#"#!/bin/sh
n=0
while IFS= read -r line; do
    case "$line" in
        START*) echo OK ;;
        ABOUT) echo 'name="Fake Engine", version="1"' ;;
        BEGIN|TURN*|DONE) sleep {seconds}; echo "$n,12"; n=$((n+1)) ;;
        END) exit 0 ;;
    esac
done
"#
        ),
    )
}

/// A program `name` in `dir` running `script`.
#[cfg(unix)]
fn script_engine(dir: &Path, name: &str, script: &str) -> std::path::PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, script).expect("write the engine");
    let mut perms = std::fs::metadata(&path).expect("metadata").permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut perms, 0o755);
    std::fs::set_permissions(&path, perms).expect("chmod");
    path
}

fn answering(picked: Picked) -> Picker {
    Arc::new(move |_| picked.clone())
}

#[cfg(unix)]
#[test]
fn an_engine_chosen_in_the_dialog_is_added_seated_and_plays() {
    let dir = tempfile::tempdir().expect("temp dir");
    let engine = fake_engine(dir.path());
    let mut h = harness(dir.path());
    h.state_mut()
        .set_file_picker(answering(Picked::Chosen(engine.clone())));
    h.get_by_role_and_label(egui::accesskit::Role::ComboBox, "White")
        .click();
    h.step();
    h.step();
    h.get_by_label("Add engine…").click();
    step_until(&mut h, "the engine seated", |a| {
        matches!(
            &a.controller().seats().white,
            gomoku::session::seats::Seat::Engine(_)
        )
    });
    assert!(
        h.state()
            .notices()
            .iter()
            .any(|n| n.contains("Fake Engine")),
        "{:?}",
        h.state().notices()
    );
    play(&mut h, Pos::new(6, 6));
    assert_eq!(
        h.state().controller().game().board().get(Pos::new(0, 12)),
        Some(Stone::White)
    );
    assert_eq!(h.state().controller().name(Stone::White), "Fake Engine");
    let settings = saved(&mut h, dir.path());
    assert_eq!(settings.engines.len(), 1);
    assert_eq!(settings.engines[0].name, "Fake Engine");
}

/// Black's box, "Add engine…", and (no dialog) the question for a path.
#[cfg(unix)]
fn ask_for_an_engine_path(h: &mut egui_kittest::Harness<'_, gomoku::gui::GomokuApp>) {
    h.get_by_role_and_label(egui::accesskit::Role::ComboBox, "Black")
        .click();
    h.step();
    h.step();
    h.get_by_label("Add engine…").click();
    for _ in 0..8 {
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.step();
    }
}

/// Types `text` into the question's text field.
#[cfg(unix)]
fn type_in(h: &mut egui_kittest::Harness<'_, gomoku::gui::GomokuApp>, text: &str) {
    h.get_by_role(egui::accesskit::Role::TextInput).click();
    h.step();
    h.get_by_role(egui::accesskit::Role::TextInput)
        .type_text(text);
}

#[cfg(unix)]
#[test]
fn without_a_dialog_the_engines_path_is_typed_in() {
    let dir = tempfile::tempdir().expect("temp dir");
    let engine = fake_engine(dir.path());
    let mut h = harness(dir.path());
    h.state_mut()
        .set_file_picker(answering(Picked::Unavailable));
    ask_for_an_engine_path(&mut h);
    h.get(by().label_contains("Type the path"));
    // A program that is not an engine: told, nothing seated.
    type_in(&mut h, "/bin/true");
    h.step();
    h.get_by_label("Add").click();
    step_until(&mut h, "the refusal", |a| {
        a.notices()
            .iter()
            .any(|n| n.contains("Could not add the engine /bin/true"))
    });
    assert!(h.state().controller().seats().black.is_human());
    // Its real path: seated as black, and it opens.
    ask_for_an_engine_path(&mut h);
    type_in(&mut h, &engine.to_string_lossy());
    h.step();
    h.get_by_label("Add").click();
    step_until(&mut h, "the engine's first move", |a| {
        a.controller().game().board().get(Pos::new(0, 12)) == Some(Stone::Black)
    });
    // White is still the first level: the two computers play each other.
    assert!(h.state().controller().seats().is_watch());
}

#[test]
fn swap2_between_two_people_asks_each_choice_in_a_question() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        dir.path().join(SETTINGS_FILE),
        r#"{"seats": {"black": "human", "white": "human"}, "opening": "swap2"}"#,
    )
    .expect("write settings");
    let mut h = harness(dir.path());
    h.get_by_role_and_label(egui::accesskit::Role::ComboBox, "Opening");
    assert_eq!(
        h.state().controller().config().opening,
        gomoku::session::opening::OpeningRule::Swap2
    );
    for pos in [Pos::new(6, 6), Pos::new(7, 7), Pos::new(5, 5)] {
        click(&mut h, pos);
        h.step();
    }
    for _ in 0..6 {
        h.step();
    }
    h.get_by_label("Swap2: your choice");
    assert!(h.state().controller().swap2_question().is_some());
    h.get_by_label("Place two more stones").click();
    for _ in 0..3 {
        h.step();
    }
    for pos in [Pos::new(8, 6), Pos::new(4, 4)] {
        click(&mut h, pos);
        h.step();
    }
    for _ in 0..6 {
        h.step();
    }
    assert!(
        h.query_by_label("Place two more stones").is_none(),
        "once only"
    );
    h.get_by_label("Play white").click();
    for _ in 0..3 {
        h.step();
    }
    let c = h.state().controller();
    assert!(!c.in_opening());
    assert_eq!(c.game().board().stone_count(), 5);
    assert!(c.is_human_turn(), "white plays stone 6");
    h.get_by_label("White to move.");
}

#[cfg(unix)]
#[test]
fn the_analysis_board_waits_while_an_outside_engine_thinks() {
    // Master's two threads on the analysis board would take the machine
    // from an engine on the clock, and it would lose on time.
    let dir = tempfile::tempdir().expect("temp dir");
    let engine = fake_engine_thinking(dir.path(), 2);
    let white = format!(
        r#"{{"engine": {{"name": "Fake Engine", "command": "{}"}}}}"#,
        engine.display()
    );
    seated(dir.path(), r#""human""#, &white, "none");
    let mut h = harness(dir.path());
    click(&mut h, Pos::new(6, 6));
    assert!(h.state().controller().is_ai_thinking());
    h.state_mut()
        .analysis_mut()
        .open(15, gomoku::game::rules::Rule::Freestyle, &[Pos::new(7, 7)])
        .expect("a position");
    step_until(&mut h, "master waiting", |a| {
        a.analysis().board().and_then(|b| b.held_by()) == Some("Fake Engine")
    });
    for _ in 0..4 {
        h.step();
    }
    h.get_by_label("master waits while Fake Engine thinks in the game");
    // The engine's move comes: master goes on.
    step_until(&mut h, "the engine's move", |a| {
        a.controller().game().board().stone_count() == 2
    });
    step_until(&mut h, "master going on", |a| {
        a.analysis().board().is_some_and(|b| b.held_by().is_none())
    });
    for _ in 0..4 {
        h.step();
    }
    h.get_by_label_contains("master is thinking");
}

#[test]
fn two_people_at_one_board_may_ask_where_the_game_was_lost() {
    let dir = tempfile::tempdir().expect("temp dir");
    seated(dir.path(), r#""human""#, r#""human""#, "none");
    let mut h = harness(dir.path());
    // Black's five on row 7, white's stones down the a file.
    for k in 0..5u8 {
        click(&mut h, Pos::new(4 + k, 6));
        if k < 4 {
            click(&mut h, Pos::new(0, k));
        }
    }
    step_until(&mut h, "the end's screen", |a| a.showing_game_over());
    h.step();
    assert!(h.query_all_by_label("Black wins").count() >= 1);
    h.get_by_label("Where was the game lost?").click();
    h.step();
    h.step();
    assert!(!h.state().showing_game_over(), "the review replaces it");
    // Seen from the loser's side, in a review that names the colours.
    h.get_by_label("Review (seen from white)");
    step_until(&mut h, "the review", |a| {
        a.review().is_some_and(|r| r.review().is_some())
    });
    h.step();
    h.step();
    assert!(h.query_by_label_contains("the computer").is_none());
}

#[test]
fn a_clock_of_ones_own_is_set_under_the_clock_menus_other() {
    let dir = tempfile::tempdir().expect("temp dir");
    seated(dir.path(), r#""human""#, r#"{"level": "Seed"}"#, "3s");
    let mut h = harness(dir.path());
    let open_dialog = |h: &mut egui_kittest::Harness<'_, gomoku::gui::GomokuApp>| {
        h.get_by_role_and_label(egui::accesskit::Role::ComboBox, "Clock")
            .click();
        h.step();
        h.step();
        h.get_by_label("Other…").click();
        // The action comes a frame after the click, the dialog a frame
        // after that, and the combo's menu fades out meanwhile.
        for _ in 0..6 {
            h.step();
        }
        h.get_by_label("Time control");
    };
    // Cancelled, nothing changes.
    open_dialog(&mut h);
    h.get_by_label("A match time for each side, plus seconds added after each move")
        .click();
    h.step();
    h.get_by_label("Cancel").click();
    h.step();
    h.step();
    assert!(
        h.query_by_label("Time control").is_none(),
        "the dialog closes"
    );
    assert_eq!(
        h.state().controller().config().time,
        "3s".parse().expect("a clock")
    );
    // Twelve minutes and seven seconds added, typed in.
    open_dialog(&mut h);
    h.get_by_label("A match time for each side, plus seconds added after each move")
        .click();
    h.step();
    // Set as a screen reader sets a number (typing goes through the
    // dialog's reading of digits, tested beside it).
    // (The increment's is the last of the two "3 s": the limit per move's
    // comes first.)
    for (shown, set) in [("5 min", 12.0), ("3 s", 7.0)] {
        h.query_all(by().role(egui::accesskit::Role::SpinButton).value(shown))
            .last()
            .expect("the number")
            .set_value_accesskit(set);
        h.step();
        h.step();
    }
    h.get_by_label("12 min + 7 s");
    h.get_by_label("Use this clock").click();
    step_until(&mut h, "the clock set", |a| {
        a.controller().config().time == "12m+7s".parse().expect("a clock")
    });
    h.step();
    h.step();
    assert!(
        h.query_by_label("Time control").is_none(),
        "the dialog closes"
    );
    // The game runs under it and the choice is kept.
    assert!(h.query_all_by_label("12:00").count() >= 1, "white's clock");
    assert_eq!(
        saved(&mut h, dir.path()).time,
        "12m+7s".parse().expect("a clock")
    );
    // The menu names it beside the presets, and the dialog opens on it.
    open_dialog(&mut h);
    for shown in ["12 min", "7 s"] {
        h.get(by().role(egui::accesskit::Role::SpinButton).value(shown));
    }
}

#[test]
fn watched_games_follow_one_another_with_their_tally_unless_paused() {
    let dir = tempfile::tempdir().expect("temp dir");
    seated(
        dir.path(),
        r#"{"level": "Seed"}"#,
        r#"{"level": "Classic"}"#,
        "1s",
    );
    let mut h = harness(dir.path());
    // No pause between moves: the game is over in a moment.
    h.get_by_role(egui::accesskit::Role::Slider)
        .set_value_accesskit(0.0);
    h.step();
    let give_up = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while !h.state().showing_game_over() {
        assert!(std::time::Instant::now() < give_up, "the game never ended");
        std::thread::sleep(std::time::Duration::from_millis(5));
        h.step();
    }
    h.step();
    let winner = h
        .state()
        .controller()
        .game()
        .outcome()
        .and_then(|o| o.winner());
    let tally = match winner {
        Some(Stone::Black) => "Watched so far: seed 1 – 0 classic",
        Some(Stone::White) => "Watched so far: seed 0 – 1 classic",
        None => "Watched so far: seed 0 – 0 classic, drawn: 1",
    };
    // On the end screen and under the board.
    assert_eq!(h.query_all_by_label(tally).count(), 2);
    h.get_by_label("The next game starts in a few seconds (Pause holds it)");
    // Paused, the screen stays past the time the next game was due.
    h.get_by_label("Pause").click();
    h.step();
    let stones = h.state().controller().game().board().stone_count();
    step_for(
        &mut h,
        gomoku::gui::game_over::GAME_OVER_PAUSE + gomoku::gui::game_over::WATCH_NEXT,
    );
    assert!(h.state().showing_game_over(), "held by the pause");
    assert_eq!(h.state().controller().game().board().stone_count(), stones);
    // Going on starts the countdown again (the player who paused to look
    // gets the whole few seconds), then the next game by itself; the tally
    // stays in view under the board.
    h.get_by_label("▶ Go on").click();
    step_for(&mut h, std::time::Duration::from_secs(1));
    assert!(
        h.state().showing_game_over(),
        "a new countdown after the pause"
    );
    step_until(&mut h, "the next game", |a| {
        !a.showing_game_over() && a.controller().game().board().stone_count() < stones
    });
    h.step();
    assert_eq!(h.query_all_by_label(tally).count(), 1, "under the board");
}

#[cfg(unix)]
#[test]
fn a_watched_game_lost_by_a_crash_does_not_start_the_next_by_itself() {
    // An engine that crashes when asked for a move would otherwise forfeit
    // game after game.
    let dir = tempfile::tempdir().expect("temp dir");
    let path = script_engine(
        dir.path(),
        "pbrain-crash",
        "#!/bin/sh\nwhile IFS= read -r line; do\n    case \"$line\" in\n        START*) echo OK ;;\n        ABOUT) echo 'name=\"Crash\", version=\"1\"' ;;\n        BEGIN|TURN*|DONE) exit 3 ;;\n    esac\ndone\n",
    );
    let black = format!(
        r#"{{"engine": {{"name": "Crash", "command": "{}"}}}}"#,
        path.display()
    );
    seated(dir.path(), &black, r#"{"level": "Seed"}"#, "1s");
    let mut h = harness(dir.path());
    step_until(&mut h, "the forfeit's screen", |a| a.showing_game_over());
    h.step();
    assert_eq!(
        h.query_all_by_label("Watched so far: Crash 0 – 1 seed")
            .count(),
        2
    );
    assert!(
        h.query_by_label("The next game starts in a few seconds (Pause holds it)")
            .is_none()
    );
    step_for(
        &mut h,
        gomoku::gui::game_over::GAME_OVER_PAUSE + gomoku::gui::game_over::WATCH_NEXT,
    );
    assert!(h.state().showing_game_over(), "no next game by itself");
}
