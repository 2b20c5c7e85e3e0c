//! The analysis board in the window: master's lines (distinct, best
//! first, a click plays the first move), moves tried as branches that
//! survive going back, promotion and deletion, and set-up edits refused
//! with the reason when no game could reach them; an empty start from the
//! Games menu, the side to move (and master thinking for it), the rule
//! and the board size; the move list as a tree, a click opening any
//! node; SGF saved and opened again through the file dialogs, a bad file
//! refused with its line, and the data folder when no dialog can open;
//! its size and layout are `analysis_layout`'s.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use eframe::egui::accesskit::{Role, Toggled};
use eframe::egui::{Key, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use gomoku::engine::Eval;
use gomoku::game::board::{Pos, Stone};
use gomoku::game::record::sgf;
use gomoku::game::rules::Rule;
use gomoku::game::tree::GameTree;
use gomoku::gui::GomokuApp;
use gomoku::gui::analysis::{FileNote, Refused, Tool};
use gomoku::gui::files::{Picked, Picker};
use gomoku::i18n::Lang;

use crate::common::{Dropped, harness, press_at, step_until};

/// The smallest window the game allows.
pub(crate) const SMALLEST: Vec2 = Vec2::new(420.0, 480.0);

/// A click on the analysis board's point `pos`.
pub(crate) fn click_at(h: &mut Harness<'_, GomokuApp>, pos: Pos) {
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
    press_at(h, at);
}

pub(crate) fn p(x: u8, y: u8) -> Pos {
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
    // Master keeps thinking and a deeper report may change the lines
    // between two frames: stop it and wait for its last word, so the
    // lines read here are the lines on show when the click lands.
    h.state_mut()
        .analysis_mut()
        .board_mut()
        .expect("open")
        .set_thinking(false);
    step_until(&mut h, "the search ended", |a| {
        a.analysis().board().is_some_and(|b| b.is_done())
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
    assert!(board.is_done(), "a stopped master searches nothing");
    assert!(board.report().is_none(), "no report for the new position");
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

pub(crate) fn board<'h>(h: &'h Harness<'_, GomokuApp>) -> &'h gomoku::gui::analysis::Board {
    h.state()
        .analysis()
        .board()
        .expect("the analysis board is open")
}

/// Clicks the widget labelled `label` and lets the window act on it.
pub(crate) fn press(h: &mut Harness<'_, GomokuApp>, label: &str) {
    h.get_by_label(label).click();
    h.step();
    h.step();
}

/// Games ▸ Analysis board, in `lang` (the menu's item, not the title of
/// a window already open).
pub(crate) fn open_from_the_menu(h: &mut Harness<'_, GomokuApp>, lang: Lang) {
    press(h, &lang.games());
    h.get_by_role_and_label(Role::Button, &lang.analysis_item())
        .click();
    // A new window is laid out unseen in its first frame.
    for _ in 0..4 {
        h.step();
    }
}

#[test]
fn an_empty_board_from_the_menu_then_the_side_to_move_the_rule_and_the_size() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    // No game yet: the board opens empty (the game's 13 lines), black to
    // move.
    open_from_the_menu(&mut h, Lang::EN);
    assert_eq!(board(&h).game().board().size(), 13);
    assert!(board(&h).tree().is_empty());
    assert_eq!(board(&h).game().board().stone_count(), 0);
    assert_eq!(board(&h).game().to_move(), Stone::Black);
    h.get_by_label_contains("black to move · 0 moves");
    press(&mut h, "White moves first");
    assert_eq!(board(&h).game().to_move(), Stone::White);
    h.get_by_label_contains("white to move · 0 moves");

    // A closed four of white's (black holds c4's end) and as many black
    // stones: the counts give black the move.
    press(&mut h, "Black moves first");
    let blacks = [p(2, 3), p(10, 10), p(12, 8), p(9, 12)];
    let whites = [p(3, 3), p(4, 3), p(5, 3), p(6, 3)];
    for (b, w) in blacks.into_iter().zip(whites) {
        press(&mut h, "Black stone");
        click_at(&mut h, b);
        press(&mut h, "White stone");
        click_at(&mut h, w);
    }
    assert_eq!(board(&h).refused(), None);
    assert_eq!(board(&h).tree().setup().len(), 8);
    assert_eq!(board(&h).game().to_move(), Stone::Black);
    step_until(&mut h, "master's move for black", |a| {
        a.analysis()
            .board()
            .is_some_and(|b| b.is_done() && b.report().is_some())
    });
    // Black's only move is the block, played unweighed: said so.
    let report = board(&h).report().cloned().expect("a report");
    assert_eq!(report.best, Some(p(7, 3)), "black blocks the four");
    h.get_by_label_contains("1. h10: master plays it without weighing it");
    // White to move: master thinks for white, who makes five.
    press(&mut h, "White moves first");
    assert_eq!(board(&h).game().to_move(), Stone::White);
    assert_eq!(board(&h).tree().given_to_move(), Some(Stone::White));
    step_until(&mut h, "master's win for white", |a| {
        a.analysis()
            .board()
            .and_then(|b| b.report())
            .and_then(|r| r.lines.first())
            .is_some_and(|l| l.first == p(7, 3) && matches!(l.eval, Eval::Win { .. }))
    });
    h.get_by_label_contains("white wins");
    // A stone placed gives the move to the side the counts say.
    press(&mut h, "Black stone");
    click_at(&mut h, p(11, 1));
    assert_eq!(board(&h).tree().given_to_move(), None);
    assert_eq!(board(&h).game().to_move(), Stone::White);
    // Once a move is played the first mover stays: the choice is greyed
    // (it is the set-up's, not the side to move now: black, after white's
    // move), and a click on it changes nothing.
    press(&mut h, "Play");
    click_at(&mut h, p(12, 12));
    assert_eq!(board(&h).at(), [0]);
    h.get_by_label_contains("black to move · 1 move");
    for label in ["Black moves first", "White moves first"] {
        assert!(
            h.get_by_label(label).accesskit_node().is_disabled(),
            "{label} greyed"
        );
    }
    // Its hover says how to change it.
    h.get_by_label("Black moves first").hover();
    // (A tooltip waits for the pointer to rest.)
    for _ in 0..8 {
        h.step();
    }
    h.get_by_label_contains("Who moves first can be changed only before any move");
    press(&mut h, "Black moves first");
    assert_eq!(board(&h).tree().start().to_move(), Stone::White);
    assert_eq!(board(&h).refused(), None);
    // The board itself still refuses, with why, should anything else ask.
    h.state_mut()
        .analysis_mut()
        .board_mut()
        .expect("the analysis board is open")
        .set_to_move(Stone::Black);
    h.step();
    assert_eq!(board(&h).refused(), Some(Refused::SideHasMoves));
    assert_eq!(board(&h).tree().start().to_move(), Stone::White);
    h.get_by_label_contains("can be changed only before any move");
    press(&mut h, "New position from here");
    assert_eq!(board(&h).tree().setup().len(), 10);
    assert!(
        !h.get_by_label("Black moves first")
            .accesskit_node()
            .is_disabled()
    );

    // The rule and the size: the same stones, kept around the centre.
    press(&mut h, "renju");
    assert_eq!(board(&h).game().rule(), Rule::Renju);
    press(&mut h, "19");
    assert_eq!(board(&h).game().board().size(), 19);
    assert_eq!(board(&h).game().board().get(p(6, 6)), Some(Stone::White));
    assert_eq!(board(&h).game().rule(), Rule::Renju);
    // A stone on the 19 board's corner falls off a 13 board.
    press(&mut h, "Black stone");
    click_at(&mut h, p(0, 0));
    assert_eq!(board(&h).game().board().stone_count(), 11);
    press(&mut h, "13");
    assert_eq!(
        board(&h).refused(),
        Some(Refused::DoesNotFit {
            pos: p(0, 0),
            size: 19
        })
    );
    h.get_by_label_contains("the stone at a19 would fall off that board");
    assert_eq!(board(&h).game().board().size(), 19, "nothing changed");
    press(&mut h, "Remove");
    click_at(&mut h, p(0, 0));
    press(&mut h, "13");
    assert_eq!(board(&h).refused(), None);
    assert_eq!(board(&h).game().board().size(), 13);
    assert_eq!(board(&h).game().board().get(p(3, 3)), Some(Stone::White));
    press(&mut h, "15");
    assert_eq!(board(&h).game().board().size(), 15);
    assert_eq!(board(&h).game().board().get(p(4, 4)), Some(Stone::White));

    // Empty board: no stone, no move, the rule and the size stay.
    press(&mut h, "Empty board");
    assert!(board(&h).tree().is_empty());
    assert_eq!(board(&h).game().board().stone_count(), 0);
    assert_eq!(board(&h).game().board().size(), 15);
    assert_eq!(board(&h).game().rule(), Rule::Renju);
}

/// h8 i9 j10 g7, with g9 tried instead of j10 (and f10 after it), and a
/// comment on g9.
pub(crate) fn branching() -> GameTree {
    let mut tree = GameTree::new(15, Rule::Freestyle).expect("size");
    let mut at = Vec::new();
    for pos in [p(7, 7), p(8, 6), p(9, 5), p(6, 8)] {
        at = tree.play(&at, pos).expect("legal");
    }
    let side = tree.play(&[0, 0], p(6, 6)).expect("legal");
    tree.set_comment(&side, "the quiet way").expect("a node");
    tree.play(&side, p(5, 5)).expect("legal");
    tree
}

pub(crate) fn selected(h: &Harness<'_, GomokuApp>, label: &str) -> bool {
    h.get_by_label(label).accesskit_node().toggled() == Some(Toggled::True)
}

#[test]
fn the_move_list_is_the_tree_and_a_click_opens_any_node() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    h.state_mut()
        .analysis_mut()
        .open_tree(branching(), vec![0, 0, 0, 0])
        .expect("a tree");
    for _ in 0..4 {
        h.step();
    }
    press(&mut h, "Stop");
    // The main line, then the variation in brackets.
    for label in ["1.h8", "2.i9", "3.j10", "4.g7", "3.g9", "4.f10"] {
        h.get_by_label(label);
    }
    assert_eq!(h.get_all_by_label("(").count(), 1);
    assert!(selected(&h, "4.g7"));
    assert!(!selected(&h, "4.f10"));
    // A click on the variation's move opens it.
    press(&mut h, "4.f10");
    assert_eq!(board(&h).at(), [0, 0, 1, 0]);
    assert!(selected(&h, "4.f10"));
    assert!(!selected(&h, "4.g7"));
    assert_eq!(board(&h).game().board().get(p(5, 5)), Some(Stone::White));
    assert_eq!(board(&h).game().board().get(p(9, 5)), None);
    press(&mut h, "Start position");
    assert!(board(&h).at().is_empty());
    assert_eq!(board(&h).game().board().stone_count(), 0);
    // Back at i9 and a move of one's own: a second variation, listed.
    press(&mut h, "2.i9");
    assert_eq!(board(&h).at(), [0, 0]);
    click_at(&mut h, p(3, 3));
    assert_eq!(board(&h).at(), [0, 0, 2]);
    h.get_by_label("3.d12");
    assert_eq!(h.get_all_by_label("(").count(), 2);
    assert!(selected(&h, "3.d12"));
    // A variation's first move opens its position too.
    press(&mut h, "3.g9");
    assert_eq!(board(&h).at(), [0, 0, 1]);
    // A comment typed there is the node's; its letters are not the
    // game's keys (A, T and N switch the overlays).
    let settings = (
        h.state().settings().show_heat,
        h.state().settings().show_threats,
        h.state().settings().show_numbers,
    );
    h.get_by_role(Role::TextInput).click();
    h.step();
    h.get_by_role(Role::TextInput).type_text("a tense point");
    h.step();
    for key in [Key::A, Key::T, Key::N] {
        h.key_press(key);
        h.step();
    }
    h.step();
    assert_eq!(
        board(&h)
            .tree()
            .node(&[0, 0, 1])
            .map(|n| n.comment.as_str()),
        Some("the quiet waya tense point")
    );
    let after = (
        h.state().settings().show_heat,
        h.state().settings().show_threats,
        h.state().settings().show_numbers,
    );
    assert_eq!(after, settings, "typing switched nothing");
}

/// A picker that answers what `answer` holds when asked, and keeps the
/// dialogs asked for.
fn picker(answer: &Arc<Mutex<Picked>>) -> Picker {
    let answer = Arc::clone(answer);
    Arc::new(move |_| answer.lock().expect("not poisoned").clone())
}

fn note(h: &Harness<'_, GomokuApp>) -> Option<FileNote> {
    board(h).note().cloned()
}

fn wait_for_note(h: &mut Harness<'_, GomokuApp>, what: &str, done: impl Fn(&FileNote) -> bool) {
    step_until(h, what, |a| {
        a.analysis()
            .board()
            .and_then(|b| b.note())
            .is_some_and(&done)
    });
    h.step();
}

fn study() -> GameTree {
    let setup = [(p(7, 7), Stone::Black), (p(8, 8), Stone::White)];
    let mut tree = GameTree::with_setup(15, Rule::Standard, &setup)
        .expect("a position")
        .with_to_move(Stone::White)
        .expect("white may move");
    tree.set_comment(&[], "a study: white to move]")
        .expect("root");
    let a = tree.play(&[], p(6, 6)).expect("legal");
    let b = tree.play(&a, p(9, 9)).expect("legal");
    tree.set_comment(&b, "the main line").expect("a node");
    tree.play(&a, p(5, 5)).expect("legal");
    tree.play(&[], p(10, 4)).expect("legal");
    tree
}

#[test]
fn the_tree_saved_as_sgf_opens_again_and_a_bad_file_changes_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    let answer = Arc::new(Mutex::new(Picked::Chosen(dir.path().join("study"))));
    h.state_mut().set_file_picker(picker(&answer));
    let tree = study();
    h.state_mut()
        .analysis_mut()
        .open_tree(tree.clone(), vec![0, 0])
        .expect("a tree");
    for _ in 0..4 {
        h.step();
    }
    press(&mut h, "Stop");
    assert!(!board(&h).unsaved(), "as opened");
    // A move tried: unsaved work, until it is saved.
    click_at(&mut h, p(0, 0));
    assert!(board(&h).unsaved(), "a move tried");
    press(&mut h, "Delete from here");
    assert_eq!(*board(&h).tree(), tree);
    assert!(!board(&h).unsaved(), "taken back");
    // The move again, now part of the study saved.
    click_at(&mut h, p(0, 0));
    let tree = board(&h).tree().clone();

    // Saved: `.sgf` added, the whole tree written.
    press(&mut h, "Save SGF…");
    let path = dir.path().join("study.sgf");
    wait_for_note(&mut h, "the save", |n| *n == FileNote::Saved(path.clone()));
    assert!(!board(&h).unsaved(), "saved");
    h.get_by_label_contains("Saved the analysis to");
    let text = std::fs::read_to_string(&path).expect("written");
    assert_eq!(text, sgf::write(&tree));
    assert!(text.starts_with("(;GM[4]FF[4]"), "{text}");
    assert!(text.contains("PL[W]") && text.contains("C[the main line]"));

    // Emptied, then opened again: the same tree, at its main line's end.
    press(&mut h, "Empty board");
    assert!(board(&h).tree().is_empty());
    *answer.lock().expect("not poisoned") = Picked::Chosen(path.clone());
    press(&mut h, "Open SGF…");
    wait_for_note(&mut h, "the opening", |n| {
        *n == FileNote::Opened(path.clone())
    });
    assert_eq!(*board(&h).tree(), tree);
    assert_eq!(board(&h).at(), [0, 0, 0], "the main line's end: a1");
    assert_eq!(board(&h).game().to_move(), Stone::Black);
    h.get_by_label("2.j6");
    h.get_by_label_contains("Opened");

    // A bad file: refused with its line and the reason; the tree stays.
    let bad = dir.path().join("bad.sgf");
    std::fs::write(&bad, "(;GM[4]FF[4]SZ[15]\n;B[hh]\n;W[hh])\n").expect("written");
    *answer.lock().expect("not poisoned") = Picked::Chosen(bad);
    press(&mut h, "Open SGF…");
    wait_for_note(&mut h, "the refusal", |n| {
        matches!(n, FileNote::NotOpened(_))
    });
    h.get_by_label_contains("bad.sgf");
    h.get_by_label_contains("line 3");
    assert_eq!(*board(&h).tree(), tree, "nothing lost");

    // No dialog on this system: saved into the data folder's records/,
    // and an .sgf file dropped on the window opens here.
    *answer.lock().expect("not poisoned") = Picked::Unavailable;
    press(&mut h, "Save SGF…");
    wait_for_note(&mut h, "the save without a dialog", |n| {
        matches!(n, FileNote::SavedWithoutDialog(_))
    });
    let Some(FileNote::SavedWithoutDialog(kept)) = note(&h) else {
        unreachable!("waited for it");
    };
    assert_eq!(kept.parent(), Some(dir.path().join("records").as_path()));
    assert_eq!(std::fs::read_to_string(&kept).expect("written"), text);
    press(&mut h, "Open SGF…");
    wait_for_note(&mut h, "no dialog", |n| *n == FileNote::NoDialog);
    h.get_by_label_contains("drop an .sgf file on the window");
    press(&mut h, "Empty board");
    drop_file(&mut h, &kept);
    wait_for_note(&mut h, "the dropped file", |n| {
        matches!(n, FileNote::Opened(_))
    });
    assert_eq!(*board(&h).tree(), tree);
    assert!(h.state().review().is_none(), "not opened in review");
}

fn drop_file(h: &mut Harness<'_, GomokuApp>, path: &Path) {
    let dropped: PathBuf = path.to_path_buf();
    h.input_mut().dropped_files.push(Arc::new(Dropped(dropped)));
    h.step();
}

/// The `analysis-*.sgf` files in the data folder's `records/`, read.
fn kept_trees(dir: &Path) -> Vec<GameTree> {
    let Ok(entries) = std::fs::read_dir(dir.join("records")) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "sgf"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| gomoku::gui::tree_files::read_tree(p).expect("a kept tree reads"))
        .collect()
}

#[test]
fn unsaved_work_on_the_board_is_kept_when_it_is_replaced_closed_or_the_game_ends() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    let lang = Lang::EN;
    open_from_the_menu(&mut h, lang);
    press(&mut h, &lang.stop_thinking());
    // Nothing done on it: opening it again keeps nothing.
    open_from_the_menu(&mut h, lang);
    for _ in 0..10 {
        h.step();
    }
    assert!(kept_trees(dir.path()).is_empty(), "nothing to keep");
    // Two moves, then the menu's position replaces them:
    // they are kept in the data folder, and the player is told where.
    click_at(&mut h, p(6, 6));
    click_at(&mut h, p(7, 7));
    let worked = board(&h).tree().clone();
    assert_eq!(worked.len(), 3);
    open_from_the_menu(&mut h, lang);
    assert!(board(&h).tree().is_empty(), "the game's (empty) position");
    step_until(&mut h, "the notice", |_| !kept_trees(dir.path()).is_empty());
    for _ in 0..10 {
        h.step();
    }
    h.get_by_label_contains("unsaved moves, variations and comments were kept in");
    assert_eq!(kept_trees(dir.path()), vec![worked.clone()]);
    // Work closed with the window is kept too.
    click_at(&mut h, p(3, 3));
    let closed = board(&h).tree().clone();
    h.state_mut().analysis_mut().close();
    step_until(&mut h, "the second file", |_| {
        kept_trees(dir.path()).len() == 2
    });
    assert!(kept_trees(dir.path()).contains(&closed));
    // And work left on the board when the game's window closes.
    open_from_the_menu(&mut h, lang);
    click_at(&mut h, p(9, 9));
    let left = board(&h).tree().clone();
    eframe::App::on_exit(h.state_mut(), None);
    let trees = kept_trees(dir.path());
    assert_eq!(trees.len(), 3, "{trees:?}");
    assert!(trees.contains(&left));
}
