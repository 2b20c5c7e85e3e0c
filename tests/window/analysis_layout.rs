//! The analysis board's window at its sizes: in Chinese at the smallest
//! window, and beside or below its controls on wide and tall screens,
//! below the bars and with the whole board in view.

use eframe::egui::{Rect, Vec2};
use egui_kittest::kittest::Queryable;
use gomoku::game::board::Stone;
use gomoku::game::rules::Rule;
use gomoku::i18n::Lang;
use gomoku::session::settings::SETTINGS_FILE;

use crate::analysis::{
    SMALLEST, board, branching, click_at, open_from_the_menu, p, press, selected,
};
use crate::common::{WINDOW, harness_sized};

#[test]
fn in_chinese_at_the_smallest_size_the_window_fits_and_works() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join(SETTINGS_FILE), r#"{"language": "zh"}"#).expect("settings");
    let mut h = harness_sized(dir.path(), SMALLEST);
    let lang = Lang::ZH_CN;
    open_from_the_menu(&mut h, lang);
    press(&mut h, &lang.stop_thinking());
    let rect = h.get_by_label(&lang.analysis_title()).rect();
    assert!(
        rect.min.x >= 0.0 && rect.min.y >= 0.0 && rect.max.x <= SMALLEST.x,
        "the title at {rect:?}"
    );
    for label in [
        lang.clear_board(),
        lang.black_first(),
        lang.save_sgf(),
        lang.open_sgf(),
        lang.rule_name(Rule::Renju).to_string(),
    ] {
        let rect = h.get_by_label(&label).rect();
        assert!(rect.max.x <= SMALLEST.x + 0.5, "{label} at {rect:?}");
    }
    press(&mut h, &lang.white_first());
    assert_eq!(board(&h).game().to_move(), Stone::White);
    h.get_by_label_contains("轮到白棋");
    h.state_mut()
        .analysis_mut()
        .open_tree(branching(), vec![0, 0, 1])
        .expect("a tree");
    h.step();
    h.step();
    h.get_by_label(&lang.tree_start());
    h.get_by_label_contains(&lang.tree_label());
    assert!(selected(&h, "3.g9"));
}

/// Where the analysis board and the controls' "Save SGF…" button are, in
/// a window of `size` with the analysis board opened from the menu.
fn laid_out(size: Vec2) -> (Rect, Rect) {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness_sized(dir.path(), size);
    let lang = Lang::EN;
    open_from_the_menu(&mut h, lang);
    press(&mut h, &lang.stop_thinking());
    let board = board(&h).geometry().expect("the board was drawn").rect;
    let save = h.get_by_label(&lang.save_sgf()).rect();
    // It opens below the bars, leaving them in reach.
    let window = h
        .ctx
        .memory(|m| m.area_rect(eframe::egui::Id::unique("analysis_window")))
        .expect("the analysis window");
    let menu = h.get_by_label(&lang.games()).rect();
    assert!(
        window.min.y >= menu.max.y,
        "{window:?} below the Games menu {menu:?} in a {size:?} window"
    );
    // The board takes clicks where it is drawn.
    click_at(&mut h, p(6, 6));
    assert_eq!(
        self::board(&h).game().board().get(p(6, 6)),
        Some(Stone::Black),
        "a click at the board's centre in a {size:?} window"
    );
    (board, save)
}

#[test]
fn on_a_wide_screen_the_board_stands_beside_the_controls_and_fits() {
    // A laptop's screen, wider than tall: beside the controls, the board is
    // as tall as the window, with nothing to scroll to.
    let size = Vec2::new(1280.0, 700.0);
    let (board, save) = laid_out(size);
    assert!(
        board.max.x <= size.x && board.max.y <= size.y,
        "the whole board in view: {board:?}"
    );
    assert!(board.width() >= 500.0, "a board, not a stamp: {board:?}");
    assert!(
        save.max.x <= board.min.x,
        "the controls to its left: {save:?}"
    );
    // So does a smaller one wider than tall, the board the rest of its
    // width (it stood under the controls, 340 points across).
    let size = Vec2::new(1100.0, 850.0);
    let (board, save) = laid_out(size);
    assert!(board.width() >= 500.0, "a board, not a stamp: {board:?}");
    assert!(save.max.x <= board.min.x, "beside: {save:?} {board:?}");
    assert!(board.max.x <= size.x && board.max.y <= size.y, "{board:?}");
    // A taller window keeps the controls above the board.
    let (board, save) = laid_out(WINDOW);
    assert!(
        save.max.y <= board.min.y,
        "the controls above: {save:?} {board:?}"
    );
    assert!(board.max.y <= WINDOW.y, "{board:?}");
}
