//! The game window, driven headless with `egui_kittest` (no GPU): clicks at
//! points of the board, resizing and scale factors, the AI's turn, undo,
//! and the game-over screen with the saved score.

use std::path::Path;
use std::time::{Duration, Instant};

use crate::common::{lose_a_game, painted_text, press_at, texts};
use eframe::egui::{self, Pos2, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gomoku::engine::Level;
use gomoku::game::board::{Pos, Stone};
use gomoku::gui::audio::Audio;
use gomoku::gui::board_view::BoardGeometry;
use gomoku::gui::{AppOptions, GomokuApp};
use gomoku::session::score::SCORE_FILE;
use gomoku::session::settings::{SETTINGS_FILE, Settings};
use gomoku::session::store::Store;

/// The app on `dir`, once it has read its data folder.
fn app(dir: &Path, min_think: Duration) -> GomokuApp {
    let mut app = GomokuApp::new(AppOptions {
        store: Store::at(dir),
        audio: Audio::silent(false),
        min_think: Some(min_think),
        settings: None,
    });
    assert!(
        app.finish_loading(Duration::from_secs(10)),
        "the data folder read"
    );
    app
}

fn harness(app: GomokuApp, size: Vec2, scale: f32) -> Harness<'static, GomokuApp> {
    let mut h = Harness::builder()
        .with_size(size)
        .with_pixels_per_point(scale)
        .build_ui_state(|ui, app: &mut GomokuApp| app.frame(ui), app);
    h.step();
    h.step();
    h
}

fn geometry(h: &Harness<'_, GomokuApp>) -> BoardGeometry {
    h.state().geometry().expect("the board was drawn")
}

fn stones(h: &Harness<'_, GomokuApp>) -> usize {
    h.state().controller().game().board().stone_count()
}

/// Steps (in real time) until `done`, for up to 10 s.
fn step_until(h: &mut Harness<'_, GomokuApp>, what: &str, done: impl Fn(&GomokuApp) -> bool) {
    let give_up = Instant::now() + Duration::from_secs(10);
    while !done(h.state()) {
        assert!(Instant::now() < give_up, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(10));
        h.step();
    }
}

const CENTRE: Pos = Pos::new(6, 6);

#[test]
fn click_near_a_point_plays_there_and_white_answers() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(
        app(dir.path(), Duration::ZERO),
        Vec2::new(800.0, 900.0),
        1.0,
    );
    let g = geometry(&h);
    press_at(
        &mut h,
        g.center_of(CENTRE) + Vec2::new(0.25 * g.cell(), 0.0),
    );
    let board = h.state().controller().game().board();
    assert_eq!(board.get(CENTRE), Some(Stone::Black), "\n{board}");
    step_until(&mut h, "white's reply", |a| {
        a.controller().game().board().stone_count() == 2
    });
}

#[test]
fn clicks_between_points_or_off_the_board_do_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(
        app(dir.path(), Duration::ZERO),
        Vec2::new(800.0, 900.0),
        1.0,
    );
    let g = geometry(&h);
    let c = g.center_of(CENTRE);
    for offset in [
        Vec2::new(0.45 * g.cell(), 0.0),
        Vec2::new(0.0, -0.45 * g.cell()),
        Vec2::new(0.3 * g.cell(), 0.3 * g.cell()), // 0.42 cell away
        Vec2::new(0.5 * g.cell(), 0.5 * g.cell()),
    ] {
        press_at(&mut h, c + offset);
        assert_eq!(stones(&h), 0, "click at {offset:?} from the centre");
    }
    press_at(&mut h, g.rect.min + Vec2::splat(2.0));
    press_at(&mut h, Pos2::new(g.rect.max.x + 1.0, g.rect.center().y));
    assert_eq!(stones(&h), 0);
}

#[test]
fn clicks_stay_exact_after_a_resize_and_on_hidpi() {
    for (size, scale) in [
        (Vec2::new(800.0, 900.0), 1.0),
        (Vec2::new(1200.0, 700.0), 1.0),
        (Vec2::new(520.0, 600.0), 2.0),
        (Vec2::new(640.0, 720.0), 1.5),
    ] {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut h = harness(
            app(dir.path(), Duration::ZERO),
            Vec2::new(800.0, 900.0),
            scale,
        );
        h.set_size(size);
        h.step();
        h.step();
        let g = geometry(&h);
        assert!(g.rect.width() <= size.x && g.rect.height() <= size.y);
        let target = Pos::new(2, 9);
        // 0.45 cell off: nothing; 0.3 cell off: a stone.
        press_at(
            &mut h,
            g.center_of(target) + Vec2::new(0.0, 0.45 * g.cell()),
        );
        assert_eq!(stones(&h), 0, "{size:?} ×{scale}");
        press_at(
            &mut h,
            g.center_of(target) + Vec2::new(-0.3 * g.cell(), 0.0),
        );
        assert_eq!(
            h.state().controller().game().board().get(target),
            Some(Stone::Black),
            "{size:?} ×{scale}"
        );
    }
}

/// The window after the person's first stone, the centre, with the
/// computer thinking (it takes a minute to answer).
fn computer_thinking(dir: &Path) -> Harness<'static, GomokuApp> {
    let mut h = harness(
        app(dir, Duration::from_secs(60)),
        Vec2::new(800.0, 900.0),
        1.0,
    );
    let g = geometry(&h);
    press_at(&mut h, g.center_of(CENTRE));
    assert_eq!(stones(&h), 1);
    assert!(h.state().controller().is_ai_thinking());
    h
}

#[test]
fn clicks_during_the_ais_turn_are_ignored() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = computer_thinking(dir.path());
    let g = geometry(&h);
    h.get_by_label("White is thinking…");
    press_at(&mut h, g.center_of(Pos::new(0, 0)));
    press_at(&mut h, g.center_of(Pos::new(3, 3)));
    assert_eq!(stones(&h), 1);
    // Undo works while the AI thinks, and its answer never lands.
    h.get_by_label("Undo").click();
    h.step();
    assert_eq!(stones(&h), 0);
    assert!(h.state().controller().is_human_turn());
}

#[test]
fn the_window_waits_between_frames_while_the_computer_thinks() {
    // A frame asks for the next one at a pace (the clock's tenths, the
    // spinner), never at once: redrawing as fast as the screen allows
    // took a core or more of software rendering from the engines.
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = computer_thinking(dir.path());
    // (The press's own frames are immediate: egui follows the pointer.)
    h.step();
    h.step();
    for _ in 0..3 {
        h.step();
        assert!(h.state().controller().is_ai_thinking());
        h.get_by_label("White is thinking…");
        assert!(
            !h.ctx.requested_repaint_last_pass(),
            "a frame asked for the next at once: {:?}",
            h.ctx.repaint_causes()
        );
    }
}

#[test]
fn undo_button_and_ctrl_z_take_back_a_move_pair() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(
        app(dir.path(), Duration::ZERO),
        Vec2::new(800.0, 900.0),
        1.0,
    );
    let g = geometry(&h);
    press_at(&mut h, g.center_of(CENTRE));
    step_until(&mut h, "white's reply", |a| a.controller().is_human_turn());
    press_at(&mut h, g.center_of(Pos::new(0, 12)));
    step_until(&mut h, "white's reply", |a| a.controller().is_human_turn());
    assert_eq!(stones(&h), 4);
    h.get_by_label("Undo").click();
    h.step();
    assert_eq!(stones(&h), 2);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.step();
    assert_eq!(stones(&h), 0);
}

#[test]
fn a_lost_game_shows_the_score_saves_it_and_a_key_starts_anew() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(
        app(dir.path(), Duration::ZERO),
        Vec2::new(800.0, 900.0),
        1.0,
    );
    h.get_by_label("Score 1000");
    let g = geometry(&h);
    // Black plays down the edges while the seed AI makes five.
    'game: for y in 0..13u8 {
        for x in [0u8, 12] {
            if h.state().controller().game().outcome().is_some() {
                break 'game;
            }
            let before = stones(&h);
            press_at(&mut h, g.center_of(Pos::new(x, y)));
            if stones(&h) > before {
                step_until(&mut h, "white's reply", |a| {
                    a.controller().is_human_turn() || a.controller().game().outcome().is_some()
                });
            }
        }
    }
    let outcome = h
        .state()
        .controller()
        .game()
        .outcome()
        .expect("the game ended");
    assert_eq!(outcome.winner(), Some(Stone::White));
    // A scored game cannot be taken back to play on (during the pause
    // before the screen; on the screen, undo starts the next game).
    if !h.state().showing_game_over() {
        let before = stones(&h);
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
        h.step();
        assert_eq!(stones(&h), before, "undo after the game was scored");
        assert!(h.state().controller().game().outcome().is_some());
    }
    step_until(&mut h, "the game-over screen", GomokuApp::showing_game_over);
    h.get_by_label("You lose");
    h.get_by_label("Current score: 900");
    h.get_by_label("Score 900");

    // The score reached the data dir (saved on the saver thread).
    let file = dir.path().join(SCORE_FILE);
    let give_up = Instant::now() + Duration::from_secs(10);
    loop {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        if text.contains("\"score\": 900") {
            break;
        }
        assert!(Instant::now() < give_up, "score.json says: {text}");
        std::thread::sleep(Duration::from_millis(10));
    }

    h.key_press(egui::Key::Space);
    h.step();
    assert!(!h.state().showing_game_over());
    assert_eq!(stones(&h), 0, "a key starts a new game on an empty board");

    // A new app on the same data dir starts from the saved score.
    let again = app(dir.path(), Duration::ZERO);
    assert_eq!(again.score().score, 900);
}

#[test]
fn a_corrupt_score_file_is_kept_aside_and_the_player_told() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join(SCORE_FILE), "{ this is not json").expect("write");
    let a = app(dir.path(), Duration::ZERO);
    assert_eq!(a.score().score, 1000);
    assert_eq!(a.notices().len(), 1, "{:?}", a.notices());
    let aside: Vec<_> = std::fs::read_dir(dir.path())
        .expect("read dir")
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().contains("corrupt"))
        .collect();
    assert_eq!(aside.len(), 1);
    let mut h = harness(a, Vec2::new(800.0, 900.0), 1.0);
    let notice = h.state().notices()[0].clone();
    h.get_by_label(&notice);
    h.get_by_label("OK").click();
    h.run_steps(3);
    assert!(h.state().notices().is_empty(), "{:?}", h.state().notices());
}

#[test]
fn no_data_dir_still_plays_with_a_notice() {
    let a = GomokuApp::new(AppOptions {
        store: Store::nowhere(),
        audio: Audio::silent(true),
        min_think: Some(Duration::ZERO),
        settings: None,
    });
    assert_eq!(a.notices().len(), 1, "{:?}", a.notices());
    let mut h = harness(a, Vec2::new(700.0, 800.0), 1.0);
    let g = geometry(&h);
    press_at(&mut h, g.center_of(CENTRE));
    assert_eq!(
        h.state().controller().game().board().get(CENTRE),
        Some(Stone::Black)
    );
}

#[test]
fn each_menu_label_comes_before_its_box() {
    let dir = tempfile::tempdir().expect("temp dir");
    let h = harness(
        app(dir.path(), Duration::ZERO),
        Vec2::new(860.0, 920.0),
        1.0,
    );
    use egui::accesskit::Role;
    for name in ["Black", "White", "Clock", "Rule", "Board"] {
        let label = h.get_by_role_and_label(Role::Label, name).rect();
        let combo = h.get_by_role_and_label(Role::ComboBox, name).rect();
        assert!(
            label.right() <= combo.left(),
            "{name}: label at {label:?}, box at {combo:?}"
        );
        assert!(
            (label.center().y - combo.center().y).abs() < combo.height(),
            "{name} is on the box's row"
        );
    }
}

#[test]
fn a_bad_settings_file_is_read_once_and_the_player_told() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(SETTINGS_FILE);
    // As `run()` does: the window reads the file once, for its size, and
    // hands what it read (with the notice) to the app.
    std::fs::write(&path, "{ garbage").expect("write");
    let store = Store::at(dir.path());
    let loaded = Settings::load(&store);
    let a = GomokuApp::new(AppOptions {
        store,
        audio: Audio::silent(true),
        min_think: Some(Duration::ZERO),
        settings: Some(loaded),
    });
    assert_eq!(a.notices().len(), 1, "{:?}", a.notices());
    assert!(a.notices()[0].contains(SETTINGS_FILE), "{:?}", a.notices());
    assert!(a.notices()[0].contains("kept as"), "{:?}", a.notices());

    // A hand edit: the good fields are used, the bad one named.
    std::fs::write(&path, r#"{"level": "master", "board_size": 22}"#).expect("write");
    let a = app(dir.path(), Duration::ZERO);
    assert_eq!(
        a.controller().config().seats.white,
        gomoku::session::seats::Seat::Level(Level::Master)
    );
    assert_eq!(a.controller().game().board().size(), 13);
    assert_eq!(a.notices().len(), 1, "{:?}", a.notices());
    assert!(
        a.notices()[0].contains("board_size 22"),
        "{:?}",
        a.notices()
    );
}

#[test]
fn the_top_bar_is_seen_whole_after_one_resize_that_wraps_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(
        app(dir.path(), Duration::ZERO),
        Vec2::new(1600.0, 920.0),
        1.0,
    );
    assert_eq!(painted_text(&h, "English"), [true]);
    // One resize from one row to two (a window un-maximised, a tiling
    // window manager), then one frame: nothing else asks for another.
    h.set_size(Vec2::new(600.0, 920.0));
    h.step();
    assert_eq!(painted_text(&h, "English"), [true], "the language button");
    assert_eq!(painted_text(&h, "Hint"), [true]);
    // And back.
    h.set_size(Vec2::new(1600.0, 920.0));
    h.step();
    assert_eq!(painted_text(&h, "English"), [true]);
}

#[test]
fn the_bars_and_legends_are_seen_whole_after_each_resize() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(
        app(dir.path(), Duration::ZERO),
        Vec2::new(1600.0, 920.0),
        1.0,
    );
    // Both overlays, so the legend panel below the board shows too.
    h.key_press(egui::Key::T);
    h.step();
    h.key_press(egui::Key::A);
    h.step();
    // One resize and one frame each. From 600 to 420 and from 860 to 500
    // the top bar and the threat legend both wrap onto more rows.
    for width in [1200.0, 600.0, 420.0, 1600.0, 860.0, 500.0] {
        h.set_size(Vec2::new(width, 920.0));
        h.step();
        let clipped: Vec<String> = texts(&h)
            .filter(|(_, whole)| !whole)
            .map(|(text, _)| text)
            .collect();
        assert!(clipped.is_empty(), "at {width} points wide: {clipped:?}");
    }
}

/// "Press any key or click to play again": a click on those words, or on
/// the title above them, starts the next game like a click beside them
/// (the words took the click for selecting their text before).
#[test]
fn a_click_on_the_game_over_words_starts_the_next_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(
        app(dir.path(), Duration::ZERO),
        Vec2::new(800.0, 900.0),
        1.0,
    );
    for words in ["Press any key or click to play again", "You lose"] {
        lose_a_game(&mut h);
        let at = h.get_by_label(words).rect().center();
        press_at(&mut h, at);
        assert!(
            !h.state().showing_game_over(),
            "a click on {words:?} left the screen up"
        );
        assert_eq!(stones(&h), 0, "a click on {words:?} starts a new game");
    }
}
