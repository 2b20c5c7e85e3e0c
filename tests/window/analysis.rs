//! The analysis board in the window: master's lines (distinct, best
//! first, a click plays the first move), moves tried as branches that
//! survive going back, promotion and deletion, and set-up edits refused
//! with the reason when no game could reach them.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gomoku::game::board::Pos;
use gomoku::game::rules::Rule;
use gomoku::gui::GomokuApp;
use gomoku::gui::analysis::{Refused, Tool};

use crate::common::{harness, step_until};

/// A click on the analysis board's point `pos`.
fn click_at(h: &mut Harness<'_, GomokuApp>, pos: Pos) {
    // Where the board is now (the lines above it come and go).
    h.step();
    h.step();
    let at = h
        .state_mut()
        .analysis_mut()
        .board()
        .and_then(|b| b.geometry())
        .expect("the analysis board was drawn")
        .center_of(pos);
    h.drag_at(at);
    h.step();
    h.drop_at(at);
    h.step();
    h.remove_cursor();
    h.step();
}

fn p(x: u8, y: u8) -> Pos {
    Pos::new(x, y)
}

#[test]
fn master_shows_its_lines_and_moves_make_branches() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    let opening = [p(7, 7), p(8, 8), p(7, 8), p(8, 7)];
    h.state_mut()
        .analysis_mut()
        .open(15, Rule::Freestyle, &opening)
        .expect("a position");
    for _ in 0..4 {
        h.step();
    }
    h.get_by_label("Lines");
    step_until(&mut h, "three lines", |a| {
        a.analysis()
            .board()
            .and_then(|b| b.report())
            .is_some_and(|r| r.lines.len() == 3 && r.depth >= 2)
    });
    // The heat map is master's view of the points it searched: the best
    // line's first move is the hottest.
    {
        let board = h.state().analysis().board().expect("open");
        let heat = board.heat_map().expect("a heat map from the report");
        let best = board
            .report()
            .and_then(|r| r.lines.first())
            .expect("a line");
        assert!(heat.get(best.first).is_some_and(|cell| cell.heat >= 0.999));
    }
    let report = h
        .state()
        .analysis()
        .board()
        .and_then(|b| b.report())
        .cloned();
    let lines = report.expect("a report").lines;
    let firsts: std::collections::BTreeSet<Pos> = lines.iter().map(|l| l.first).collect();
    assert_eq!(firsts.len(), 3, "distinct first moves");
    assert!(
        lines.windows(2).all(|w| w[0].eval >= w[1].eval),
        "best first"
    );
    // A click on the first line plays its first move.
    h.get_by_label_contains("1. ").click();
    h.step();
    h.step();
    let board = h.state().analysis().board().expect("open");
    assert_eq!(board.at().len(), 5);
    assert_eq!(
        board.tree().moves_to(board.at()).expect("moves")[4],
        lines[0].first
    );
    // Back, and another move: a branch; the old line stays.
    h.state_mut()
        .analysis_mut()
        .board_mut()
        .expect("open")
        .back();
    h.step();
    let other = if lines[0].first == p(3, 3) {
        p(3, 4)
    } else {
        p(3, 3)
    };
    click_at(&mut h, other);
    let board = h.state().analysis().board().expect("open");
    let parent = &board.at()[..4];
    assert_eq!(board.tree().node(parent).expect("node").children.len(), 2);
    assert_eq!(
        board.tree().main_line()[4],
        lines[0].first,
        "the old line stays main"
    );
    // Promote the new branch, then delete it: the old line is main again.
    let board = h.state_mut().analysis_mut().board_mut().expect("open");
    board.promote();
    assert_eq!(board.tree().main_line()[4], other);
    board.delete();
    assert_eq!(board.tree().main_line()[4], lines[0].first);
    assert_eq!(board.at().len(), 4);
}

#[test]
fn impossible_positions_are_refused_with_the_reason() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    h.state_mut()
        .analysis_mut()
        .open(15, Rule::Freestyle, &[p(7, 7)])
        .expect("a position");
    for _ in 0..4 {
        h.step();
    }
    // With a move in the tree the stones cannot change.
    h.state_mut()
        .analysis_mut()
        .board_mut()
        .expect("open")
        .set_tool(Tool::White);
    h.step();
    click_at(&mut h, p(1, 1));
    let board = h.state().analysis().board().expect("open");
    assert_eq!(board.refused(), Some(Refused::HasMoves));
    h.get_by_role_and_label(
        eframe::egui::accesskit::Role::Button,
        "New position from here",
    );
    h.state_mut()
        .analysis_mut()
        .board_mut()
        .expect("open")
        .new_position_here();
    // h8 black is a set-up stone now; a second white is one too many.
    click_at(&mut h, p(1, 1));
    click_at(&mut h, p(1, 3));
    let board = h.state().analysis().board().expect("open");
    assert_eq!(board.refused(), Some(Refused::Count));
    h.get_by_label_contains("black must have as many stones as white");
    assert_eq!(board.tree().setup().len(), 2);
    // Four black in a row (h8 and three more) with as many whites, then
    // the fifth: refused.
    let blacks = [p(8, 7), p(9, 7), p(10, 7)];
    let whites = [p(1, 5), p(1, 7), p(1, 9)];
    for (b, w) in blacks.iter().zip(whites.iter()) {
        for (tool, at) in [(Tool::Black, *b), (Tool::White, *w)] {
            h.state_mut()
                .analysis_mut()
                .board_mut()
                .expect("open")
                .set_tool(tool);
            click_at(&mut h, at);
        }
    }
    let board = h.state().analysis().board().expect("open");
    assert_eq!(board.refused(), None, "{:?}", board.tree().setup());
    assert_eq!(board.tree().setup().len(), 8);
    h.state_mut()
        .analysis_mut()
        .board_mut()
        .expect("open")
        .set_tool(Tool::Black);
    click_at(&mut h, p(11, 7));
    assert_eq!(board_refused(&h), Some(Refused::Five));
    let board = h.state().analysis().board().expect("open");
    assert_eq!(board.tree().setup().len(), 8, "nothing changed");
    h.get_by_label_contains("put a five on the board");
}

fn board_refused(h: &Harness<'_, GomokuApp>) -> Option<Refused> {
    h.state().analysis().board().and_then(|b| b.refused())
}
