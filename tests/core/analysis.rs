//! The engine's analysis (multi-PV): the best lines are distinct, sorted
//! best first and scored exactly; forced wins and losses are reported in
//! the right number of plies; a player's search (no lines asked) is the
//! one it was.

use gomoku::engine::{Eval, Level, Limits, MAX_LINES, Report};
use gomoku::game::notation::{parse_board, parse_point};
use gomoku::game::rules::{Game, Rule};

fn game(text: &str) -> Game {
    let board = parse_board(text).unwrap_or_else(|e| panic!("bad diagram: {e}\n{text}"));
    Game::from_board(board, Rule::Freestyle)
}

fn analyse(level: Level, game: &Game, lines: usize, nodes: u64) -> Report {
    let limits = Limits {
        lines,
        ..Limits::nodes(nodes)
    };
    level.engine(7).analyse(game, &limits, &mut |_| {})
}

/// A quiet middle game: no forced win for either side.
const MIDDLE: &str = "
    . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . .
    . . . . . . o . . . . . . . .
    . . . . . . x x o . . . . . .
    . . . . . . . x . . . . . . .
    . . . . . . o . x . . . . . .
    . . . . . . . . . o . . . . .
    . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . .
";

/// Black to move with an open three on its fifth row: an open four next,
/// and the five after the block, three plies.
const OPEN_THREE: &str = "
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . o .
    . . . . . . . . .
    . . x x x . . . .
    . . . . . . . o .
    . . . . . . . . .
    . . . . . . . . o
    . . . . . . . . .
";

/// Checks what every analysis must hold: the lines asked for (or fewer),
/// distinct first moves, best first, each line starting with its move and
/// legal to play out, the first line the report's answer.
fn check_lines(game: &Game, report: &Report, asked: usize) {
    assert!(!report.lines.is_empty(), "no lines: {report:?}");
    assert!(report.lines.len() <= asked, "{} lines", report.lines.len());
    for (k, line) in report.lines.iter().enumerate() {
        assert_eq!(line.pv.first(), Some(&line.first), "line {k}");
        let mut replay = game.clone();
        for &p in &line.pv {
            assert!(replay.is_legal(p), "line {k}: {p:?} in {:?}", line.pv);
            replay.play(p).expect("legal");
        }
        for later in &report.lines[k + 1..] {
            assert_ne!(line.first, later.first, "a first move twice");
            assert!(
                line.eval >= later.eval,
                "{:?} before {:?}",
                line.eval,
                later.eval
            );
        }
    }
    let first = &report.lines[0];
    assert_eq!(report.best, Some(first.first));
    assert_eq!(report.eval, Some(first.eval));
    assert_eq!(report.pv, first.pv);
}

/// Checks three lines asked of `level` are three, of the same depth, and
/// exact: each line's score is what the root moves say of that move at
/// the same depth, and no other root move beats the last line (the rest
/// are bounds below it).
fn check_three_exact_lines(level: Level, g: &Game, report: &Report) {
    check_lines(g, report, 3);
    assert_eq!(report.lines.len(), 3, "{level}: {:?}", report.lines);
    assert!(report.lines.iter().all(|l| l.depth == report.depth));
    let last = report.lines[2].eval;
    for line in &report.lines {
        assert_eq!(report.score_of(line.first), Some(line.eval), "{level}");
    }
    for m in &report.root {
        if report.lines.iter().all(|l| l.first != m.pos) {
            assert!(m.score <= last, "{level}: {m:?} beats {last:?}");
        }
    }
}

#[test]
fn analysis_lines_are_distinct_sorted_and_exact() {
    let g = game(MIDDLE);
    for level in [Level::Hard, Level::Master] {
        let report = analyse(level, &g, 3, 60_000);
        check_three_exact_lines(level, &g, &report);
    }
}

#[test]
fn on_two_threads_the_lines_are_distinct_sorted_and_exact_too() {
    // As the analysis board searches: master's lines on two threads (the
    // main thread's, with the helper's entries in the shared table).
    let g = game(MIDDLE);
    let limits = Limits {
        lines: 3,
        threads: 2,
        ..Limits::nodes(60_000)
    };
    for level in [Level::Hard, Level::Master] {
        let report = level.engine(7).analyse(&g, &limits, &mut |_| {});
        check_three_exact_lines(level, &g, &report);
    }
}

#[test]
fn one_line_asked_is_the_best_move_and_more_than_five_are_five() {
    let g = game(MIDDLE);
    let one = analyse(Level::Master, &g, 1, 60_000);
    check_lines(&g, &one, 1);
    assert_eq!(one.lines.len(), 1);
    let many = analyse(Level::Hard, &g, 9, 60_000);
    check_lines(&g, &many, MAX_LINES);
    assert_eq!(many.lines.len(), MAX_LINES);
}

#[test]
fn a_players_search_reports_no_lines_and_plays_as_before() {
    let g = game(MIDDLE);
    let player = analyse(Level::Master, &g, 0, 60_000);
    assert!(player.lines.is_empty());
    let best = player.best.expect("a move");
    // The same search asked for one line answers the same.
    let one = analyse(Level::Master, &g, 1, 60_000);
    assert_eq!(one.best, Some(best));
}

#[test]
fn an_open_three_is_a_win_in_three_plies_on_every_line_that_makes_the_four() {
    let g = game(OPEN_THREE);
    let report = analyse(Level::Master, &g, 3, 200_000);
    check_lines(&g, &report, 3);
    let ends = [parse_point("b5", 9), parse_point("f5", 9)].map(|p| p.expect("point"));
    let wins: Vec<_> = report
        .lines
        .iter()
        .filter(|l| matches!(l.eval, Eval::Win { .. }))
        .collect();
    assert!(!wins.is_empty(), "{:?}", report.lines);
    for line in wins {
        // The open four, the block, the five.
        assert_eq!(line.eval, Eval::Win { plies: 3 }, "{line:?}");
        assert!(ends.contains(&line.first), "{line:?}");
    }
}

/// White to move against black's open three: only the points next to it
/// hold; any other move loses in four plies (the open four, a block, the
/// five).
const FACING_AN_OPEN_THREE: &str = "
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . o .
    . . . . . . . . .
    . . x x x . . . .
    . . . . . . . o .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
";

#[test]
fn moves_that_do_not_stop_an_open_three_lose_in_four_plies() {
    let g = game(FACING_AN_OPEN_THREE);
    let report = analyse(Level::Master, &g, 5, 200_000);
    check_lines(&g, &report, 5);
    // Only the moves that meet the three are read (the blocks beside it
    // and beyond its ends).
    assert!(report.lines.len() >= 3, "{:?}", report.lines);
    let holds = [parse_point("b5", 9), parse_point("f5", 9)].map(|p| p.expect("point"));
    for line in &report.lines {
        if holds.contains(&line.first) {
            assert!(!line.eval.is_decided(), "{line:?}");
        } else {
            assert_eq!(line.eval, Eval::Loss { plies: 4 }, "{line:?}");
        }
    }
    assert!(holds.contains(&report.lines[0].first), "{:?}", report.lines);
}

#[test]
fn a_lines_evaluation_in_words_names_the_colour() {
    use gomoku::game::board::Stone;
    use gomoku::i18n::Lang;
    let en = |eval, to_move| Lang::EN.line_eval(eval, to_move);
    assert_eq!(
        en(Eval::Win { plies: 7 }, Stone::Black),
        "black wins in 7 plies"
    );
    // A loss for white to move is black's win.
    assert_eq!(
        en(Eval::Loss { plies: 4 }, Stone::White),
        "black wins in 4 plies"
    );
    assert_eq!(en(Eval::Score(-300), Stone::Black), "about even");
    assert_eq!(
        en(Eval::Score(1_500), Stone::White),
        "white stands slightly better"
    );
    assert_eq!(en(Eval::Score(-5_000), Stone::White), "black stands better");
    assert_eq!(
        en(Eval::Score(20_000), Stone::Black),
        "black stands much better"
    );
    for eval in [Eval::Win { plies: 3 }, Eval::Score(0), Eval::Score(3_000)] {
        let zh = Lang::ZH_CN.line_eval(eval, Stone::Black);
        assert_ne!(zh, en(eval, Stone::Black));
        assert!(
            zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
            "{zh}"
        );
    }
}

/// White's closed four on row 4 (black holds its left end) and as many
/// black stones: black to move by the counts.
const WHITE_FOUR: &str = "
    . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . .
    . . x o o o o . . . . . . . .
    . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . .
    . . . . . . . . . . . . x . .
    . . . . . . . . . . . . . . .
    . . . . . . . . . . x . . . .
    . . . . . . . . . . . . . . .
    . . . . . . . . . x . . . . .
    . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . .
";

#[test]
fn master_analyses_for_the_side_given_the_move() {
    use gomoku::game::board::Stone;
    let five = parse_point("h12", 15).unwrap_or_else(|e| panic!("{e}"));
    let black = game(WHITE_FOUR);
    assert_eq!(black.to_move(), Stone::Black);
    let report = analyse(Level::Master, &black, 3, 20_000);
    // The block is black's only move: master plays it unweighed (no
    // line, no evaluation).
    assert_eq!(report.best, Some(five), "black blocks the four");
    assert!(
        report
            .lines
            .iter()
            .all(|l| !matches!(l.eval, Eval::Win { .. })),
        "{report:?}"
    );

    // The same stones, white given the move: white makes five.
    let mut board = black.board().clone();
    assert!(board.set_to_move(Stone::White));
    let white = Game::from_board(board, Rule::Freestyle);
    assert_eq!(white.to_move(), Stone::White);
    let report = analyse(Level::Master, &white, 3, 20_000);
    let best = report.lines.first().expect("a line");
    assert_eq!(best.first, five);
    assert_eq!(best.eval, Eval::Win { plies: 1 });
    // And the game goes on with black.
    let mut after = white.clone();
    after
        .play(parse_point("a1", 15).unwrap_or_else(|e| panic!("{e}")))
        .expect("legal");
    assert_eq!(after.to_move(), Stone::Black);
}
