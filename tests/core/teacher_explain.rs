//! Why the computer moved, as diagrams: one position per kind of reason,
//! with the sentence a player reads.

use gomoku::engine::{Eval, Level, Limits};
use gomoku::game::board::Pos;
use gomoku::game::notation::{parse_board, parse_point};
use gomoku::game::rules::{Game, Rule};
use gomoku::teacher::threats::ThreatKind;
use gomoku::teacher::{Reason, explain};

fn game(text: &str, rule: Rule) -> Game {
    let board = parse_board(text).unwrap_or_else(|e| panic!("bad diagram: {e}\n{text}"));
    Game::from_board(board, rule)
}

fn at(name: &str, game: &Game) -> Pos {
    parse_point(name, game.board().size()).unwrap_or_else(|e| panic!("{e}"))
}

/// The sentence for `mv` (by name) in `text` under freestyle, and its
/// reason.
fn why(text: &str, mv: &str) -> (String, Reason) {
    let g = game(text, Rule::Freestyle);
    let e = explain(&g, at(mv, &g), None);
    (e.to_string(), e.reason)
}

#[test]
fn a_five_wins() {
    let (s, r) = why(
        "
        o . . . . . . . o
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . x x x x . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        o . . . . . . . o
        ",
        "f5",
    );
    assert_eq!(s, "wins: five at f5");
    assert!(matches!(r, Reason::WinsWithFive { .. }));
}

#[test]
fn a_five_is_blocked() {
    let (s, _) = why(
        "
        o . . . . . . . o
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        o x x x x . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        x . . . . . . . o
        ",
        "f5",
    );
    assert_eq!(s, "blocks your five at f5");
}

const VCF_PUZZLE: &str = include_str!("../fixtures/vcf_puzzle.txt");

#[test]
fn a_win_by_fours_lists_the_fours() {
    let g = game(VCF_PUZZLE, Rule::Freestyle);
    let d9 = at("d9", &g);
    let e = explain(&g, d9, None);
    let Reason::WinsByFours { fours } = &e.reason else {
        panic!("{:?}", e.reason);
    };
    assert_eq!(fours.first(), Some(&d9));
    assert!(fours.len() >= 3, "{fours:?}");
    assert!(e.to_string().starts_with("wins by fours: d9 "), "{e}");
    // The master's report of the same win gives the same first four.
    let report = Level::Master
        .engine(1)
        .analyse(&g, &Limits::nodes(400_000), &mut |_| {});
    assert!(matches!(report.eval, Some(Eval::Win { .. })));
    let best = report.best.expect("a move");
    let e = explain(&g, best, Some(&report));
    assert!(matches!(e.reason, Reason::WinsByFours { .. }), "{e}");
}

#[test]
fn a_four_names_the_answer() {
    let (s, r) = why(
        "
        o . . . . . . . o
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . o x x x . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ",
        "f5",
    );
    assert_eq!(s, "makes a four: you must answer at g5");
    assert!(matches!(r, Reason::MakesFour { .. }));
}

#[test]
fn renju_a_four_whose_defence_is_forbidden() {
    let g = game(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . x . . . .
        . . . . x . . . .
        . . x x . . . . .
        . . . . . o . . .
        . . . . . . o . .
        . . . . . . . o .
        . . . . . . . . .
        ",
        Rule::Renju,
    );
    let e = explain(&g, at("i1", &g), None);
    assert_eq!(
        e.reason,
        Reason::FourWithForbiddenDefence {
            at: at("i1", &g),
            defence: at("e5", &g)
        }
    );
    assert_eq!(
        e.to_string(),
        "makes a four at i1 that you cannot stop: e5 is forbidden to black"
    );
}

const OPEN_THREE: &str = "
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . x x x . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    o . . . . . . . o
    ";

#[test]
fn open_threes_are_blocked() {
    assert_eq!(why(OPEN_THREE, "f5").0, "blocks your open three at f5");
    assert_eq!(why(OPEN_THREE, "b5").0, "blocks your open three at b5");
    // The far end does not stop it (b5 still makes an open four): no
    // such claim.
    assert_ne!(why(OPEN_THREE, "g5").0, "blocks your open three at g5");
    // A split three is also stopped at its outer points.
    let split = "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . x x . x . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        o . . . . . . . o
        ";
    assert_eq!(why(split, "e5").0, "blocks your open three at e5");
    assert_eq!(why(split, "b5").0, "blocks your open three at b5");
}

#[test]
fn four_three_and_four_points_are_blocked() {
    let (s, _) = why(
        "
        o . . . . . . . o
        . . . . . . . . .
        . . . . . x . . .
        . . . . . x . . .
        . o x x x . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        o . . . . . . x o
        ",
        "f5",
    );
    assert_eq!(s, "blocks your four-three point at f5");
    let (s, _) = why(
        "
        o . . . . . . . o
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        o x x x . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        x . . . . . . . .
        ",
        "e5",
    );
    assert_eq!(s, "blocks your four at e5");
}

#[test]
fn threes_are_made() {
    let (s, _) = why(
        "
        o . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . x x . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . o
        ",
        "f5",
    );
    assert_eq!(s, "makes an open three at f5");
    let (s, _) = why(
        "
        o . . . . . . . o
        . . . . . . . . .
        . . . . x . . . .
        . . . . x . . . .
        . . x x . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        o . . . . . . . o
        ",
        "e5",
    );
    assert_eq!(s, "makes two open threes at e5");
}

#[test]
fn quiet_moves_build_toward_a_three_or_just_play() {
    let (s, r) = why(
        "
        o . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . x . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ",
        "e5",
    );
    assert_eq!(s, "builds toward f5");
    assert!(matches!(
        r,
        Reason::BuildsToward {
            threat: ThreatKind::OpenThree,
            ..
        }
    ));
    let empty = Game::new(9, Rule::Freestyle).expect("size");
    let e = explain(&empty, at("e5", &empty), None);
    assert_eq!(e.to_string(), "plays e5");
}

#[test]
fn a_double_three_point_is_blocked() {
    let (s, r) = why(
        "
        o . . . . . . . o
        . . . . . . . . .
        . . . . x . . . .
        . . . . x . . . .
        . . x x . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        o . . . . . . x o
        ",
        "e5",
    );
    assert_eq!(s, "blocks your double-three point at e5");
    assert!(matches!(r, Reason::BlocksDoubleThree { .. }));
}

#[test]
fn a_report_claiming_a_win_is_checked_on_the_board() {
    let g = game(
        "
        o . . . . . . . o
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . o x x x . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ",
        Rule::Freestyle,
    );
    let f5 = at("f5", &g);
    // A report that says "win" with a line that is no chain of fours: f5
    // is a four, g5 the forced reply, but h5 is nothing.
    let mut report = gomoku::engine::Report::just(Some(f5));
    report.eval = Some(Eval::Win { plies: 5 });
    report.pv = vec![f5, at("g5", &g), at("h5", &g)];
    let e = explain(&g, f5, Some(&report));
    assert_eq!(e.to_string(), "makes a four: you must answer at g5");
}
