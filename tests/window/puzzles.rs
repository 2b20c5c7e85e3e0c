//! The Puzzles window (issue #29), as a player: opened from the Games
//! menu, a built-in puzzle solved right, a wrong move answered by its
//! refutation and taken back, "where to look" and the solution, in both
//! languages, at the default size and at the smallest.

use std::path::Path;
use std::sync::atomic::AtomicBool;

use eframe::egui::Vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gomoku::game::board::Pos;
use gomoku::gui::GomokuApp;
use gomoku::gui::puzzles_window::Said;
use gomoku::i18n::Lang;
use gomoku::session::settings::SETTINGS_FILE;
use gomoku::teacher::puzzles::prove::{JUDGE_NODES, next_attack, prover};
use gomoku::teacher::puzzles::{Answer, PuzzleKind, builtin};

use crate::common::*;

/// The smallest window the game allows.
const SMALLEST: Vec2 = Vec2::new(420.0, 480.0);

/// Opens the Puzzles window from the Games menu.
fn open_puzzles(h: &mut Harness<'_, GomokuApp>, lang: Lang) {
    h.get_by_label(&lang.games()).click();
    h.step();
    h.step();
    h.get_by_label(&lang.puzzles_item()).click();
    // A new window is laid out unseen in its first frame.
    for _ in 0..4 {
        h.step();
    }
    assert!(h.state().puzzles().is_open());
}

/// Waits for the judge's answer.
fn settle(h: &mut Harness<'_, GomokuApp>) {
    step_until(h, "the puzzle's judge", |a| !a.puzzles().is_busy());
    h.step();
}

/// A click on point `pos` of the puzzle's board, and the judge's answer.
fn click_puzzle(h: &mut Harness<'_, GomokuApp>, pos: Pos) {
    let at = h
        .state()
        .puzzles()
        .geometry()
        .expect("the puzzle's board was drawn")
        .center_of(pos);
    press_at(h, at);
    settle(h);
}

/// A point far from every stone of the puzzle.
fn far(h: &Harness<'_, GomokuApp>) -> Pos {
    let board = &h.state().puzzles().puzzle().expect("a puzzle").board;
    board
        .empty_points()
        .find(|&q| {
            board.points().all(|s| {
                board.get(s).is_none()
                    || (i32::from(s.x) - i32::from(q.x)).abs() > 4
                    || (i32::from(s.y) - i32::from(q.y)).abs() > 4
            })
        })
        .expect("a far point")
}

/// Plays the puzzle on show to its end, clicking the player's moves.
fn solve(h: &mut Harness<'_, GomokuApp>) {
    let cancel = AtomicBool::new(false);
    let mut judge = prover(JUDGE_NODES);
    for _ in 0..30 {
        let attempt = h.state().puzzles().attempt().expect("idle");
        if attempt.solved() {
            return;
        }
        let puzzle = attempt.puzzle();
        let line = attempt.line();
        let next = if puzzle.solution.starts_with(line) && puzzle.solution.len() > line.len() {
            puzzle.solution[line.len()]
        } else {
            next_attack(&mut judge, attempt.game(), &cancel).expect("a winning move")
        };
        click_puzzle(h, next);
        let said = h.state().puzzles().said().cloned();
        assert!(
            matches!(said, Some(Said::Answered(Answer::Right { .. }))),
            "{said:?}"
        );
    }
    panic!("the puzzle was not solved");
}

/// The Puzzles window lies inside the screen.
fn fits(h: &Harness<'_, GomokuApp>, title: &str, screen: Vec2) {
    let rect = h.get_by_label(title).rect();
    assert!(
        rect.min.x >= 0.0 && rect.min.y >= 0.0 && rect.max.x <= screen.x && rect.max.y <= screen.y,
        "{title} at {rect:?} in {screen:?}"
    );
}

fn player(dir: &Path, lang: Lang, size: Vec2) -> Harness<'static, GomokuApp> {
    if lang == Lang::ZH_CN {
        std::fs::write(dir.join(SETTINGS_FILE), r#"{"language": "zh"}"#).expect("settings");
    }
    harness_sized(dir, size)
}

#[test]
fn a_builtin_puzzle_wrong_then_right_with_a_hint_and_the_solution() {
    for (lang, size) in [(Lang::EN, WINDOW), (Lang::ZH_CN, SMALLEST)] {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut h = player(dir.path(), lang, size);
        open_puzzles(&mut h, lang);
        let set = builtin();
        let first = h.state().puzzles().puzzle().expect("a puzzle").clone();
        // A new player gets the easiest built-in puzzle.
        assert_eq!(first.id, set[0].id);
        h.get_by_label(&lang.puzzle_builtin(1, set.len()));
        let side = lang.colour(first.to_move());
        let question = match first.kind {
            PuzzleKind::WinByFours => lang.question_fours(&side),
            PuzzleKind::WinByThrees => lang.question_threes(&side),
            PuzzleKind::HoldOn => lang.question_hold(&side),
            PuzzleKind::RenjuTrap => lang.question_trap(&side),
            PuzzleKind::RenjuForbidden => lang.question_forbidden(),
        };
        h.get_by_label(&question);
        fits(&h, &lang.puzzles_title(), size);
        if size == WINDOW {
            // It opens below the bars, leaving them in reach, with a board
            // of a good size.
            let window = h
                .ctx
                .memory(|m| m.area_rect(eframe::egui::Id::unique("puzzles_window")))
                .expect("the puzzles window");
            let menu = h.get_by_label(&lang.games()).rect();
            assert!(window.min.y >= menu.max.y, "{window:?} below {menu:?}");
            let board = h.state().puzzles().geometry().expect("its board").rect;
            assert!(board.width() >= 500.0, "{board:?}");
        }

        // A wrong move: its refutation is on the board until "Try again".
        let wrong = far(&h);
        click_puzzle(&mut h, wrong);
        let said = h.state().puzzles().said().cloned();
        let Some(Said::Answered(Answer::Wrong { refutation, .. })) = said else {
            panic!("{said:?}");
        };
        let shown = h.state().puzzles().attempt().expect("idle").shown();
        if first.kind != PuzzleKind::RenjuForbidden {
            assert_eq!(shown.board().get(wrong), Some(first.to_move()));
        }
        for &m in &refutation {
            assert!(shown.board().get(m).is_some(), "the refutation is shown");
        }
        h.get_by_label(&lang.try_again()).click();
        h.step();
        h.step();
        let attempt = h.state().puzzles().attempt().expect("idle");
        assert!(attempt.wrong().is_none());
        assert_eq!(attempt.shown().board(), &first.board);

        // Where to look: a box around the first move, not the point.
        h.get_by_label(&lang.puzzle_hint()).click();
        h.step();
        settle(&mut h);
        let area = h.state().puzzles().hint().expect("a hint");
        assert!(area.contains(first.solution[0]));
        assert!(area.from != area.to);
        h.get_by_label(&lang.hint_given());

        // Right, to the end.
        solve(&mut h);
        h.get_by_label_contains(&lang.solved_later());
        assert_eq!(h.state().puzzles().today().0, 1);

        // The solution, step by step.
        h.get_by_label(&lang.puzzle_solution()).click();
        h.step();
        h.step();
        h.get_by_label(&lang.solution_step(1, first.solution.len()));
        if first.solution.len() > 1 {
            h.get_by_label(&lang.solution_forward()).click();
            h.step();
            h.step();
            h.get_by_label(&lang.solution_step(2, first.solution.len()));
        }
        fits(&h, &lang.puzzles_title(), size);

        // The next puzzle is another one.
        h.get_by_label(&lang.next_puzzle()).click();
        h.step();
        h.step();
        let next = h.state().puzzles().puzzle().expect("a puzzle");
        assert_ne!(next.id, first.id);
    }
}

#[test]
fn the_games_window_counts_todays_puzzles() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = harness(dir.path());
    open_puzzles(&mut h, Lang::EN);
    solve(&mut h);
    h.get_by_label_contains(&Lang::EN.solved_first_try());
    h.get_by_label("Games").click();
    h.step();
    h.step();
    h.get_by_label("Your games…").click();
    for _ in 0..4 {
        h.step();
    }
    h.get_by_label(&Lang::EN.puzzles_today(1, 1));
    // The Games window opens the Puzzles window too.
    h.get_by_label(&Lang::EN.open_puzzles()).click();
    for _ in 0..4 {
        h.step();
    }
    assert!(h.state().puzzles().is_open());
    h.get_by_label(&Lang::EN.puzzles_title());
}

#[test]
fn a_lost_game_becomes_a_puzzle_in_the_window() {
    use gomoku::engine::Level;
    use gomoku::game::board::{BoardSize, Stone};
    use gomoku::game::notation::{parse_moves, parse_point};
    use gomoku::game::rules::Rule;
    use gomoku::session::games::{self, GameResult, KeptGame, Played, TimedMove};
    use gomoku::session::store::Store;

    let dir = tempfile::tempdir().expect("temp dir");
    // Black (the player) blocks white's four at d7, then plays m1 (move 9)
    // instead of i7, and master makes five.
    let moves = parse_moves("e9e7h9f7f10g7d7h7m1i7", 15).expect("moves");
    let kept = KeptGame {
        game: Played {
            id: "1764558000-0badcafe".into(),
            started: 1_764_558_000,
            size: BoardSize::MEDIUM,
            rule: Rule::Freestyle,
            level: Level::Master,
            human: Stone::Black,
            moves: moves
                .iter()
                .map(|m| TimedMove {
                    x: m.x,
                    y: m.y,
                    ms: 800,
                })
                .collect(),
            seats: None,
            time: None,
            left_ms: None,
            forfeit: None,
            opening: None,
        },
        ended: 1_764_558_100,
        result: GameResult::Lost,
        score_before: 1000,
        score_after: 900,
    };
    games::keep(&Store::at(dir.path()), &kept).expect("kept");
    let mut h = harness(dir.path());
    // Old kept games are mined in the background at start.
    step_until(&mut h, "the kept game mined", |a| {
        a.puzzles().mined_count() == 1
    });
    open_puzzles(&mut h, Lang::EN);
    let p = h.state().puzzles().puzzle().expect("a puzzle").clone();
    assert_eq!(p.kind, PuzzleKind::HoldOn);
    h.get_by_label(&Lang::EN.puzzle_from_game("2025-12-01", 9));
    h.get_by_label(&Lang::EN.question_hold("Black"));
    click_puzzle(&mut h, parse_point("i7", 15).expect("a point"));
    let attempt = h.state().puzzles().attempt().expect("idle");
    assert!(attempt.solved() && attempt.first_try());
    h.get_by_label(&format!(
        "{} {}",
        Lang::EN.solved_first_try(),
        Lang::EN.holding_moves(1, "i7")
    ));
}

#[test]
fn a_damaged_progress_file_is_told_and_kept_aside() {
    use gomoku::session::puzzles::PROGRESS_FILE;

    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join(PROGRESS_FILE), "{ not json").expect("write");
    let mut h = harness(dir.path());
    step_until(&mut h, "the notice", |a| {
        a.notices().iter().any(|n| n.contains(PROGRESS_FILE))
    });
    let aside = std::fs::read_dir(dir.path())
        .expect("the folder")
        .filter_map(Result::ok)
        .any(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            name.starts_with(&format!("{PROGRESS_FILE}.corrupt-"))
        });
    assert!(aside, "the damaged file is kept aside");
}
