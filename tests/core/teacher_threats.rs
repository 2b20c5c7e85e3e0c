//! The teacher's threat map, as diagrams: each class for each colour
//! (the white cases are the black diagrams with the colours swapped), and
//! renju's forbidden points and white's traps.

use gomoku::game::board::Stone;
use gomoku::game::notation::{parse_board, parse_point};
use gomoku::game::rules::{Forbidden, Game, Rule};
use gomoku::teacher::{ThreatKind, ThreatMap};

fn game(text: &str, rule: Rule) -> Game {
    let board = parse_board(text).unwrap_or_else(|e| panic!("bad diagram: {e}\n{text}"));
    Game::from_board(board, rule)
}

/// The same diagram with black and white swapped.
fn swapped(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            'x' => 'o',
            'o' => 'x',
            c => c,
        })
        .collect()
}

fn kind(map: &ThreatMap, name: &str, stone: Stone) -> Option<ThreatKind> {
    let pos = parse_point(name, map.size()).unwrap_or_else(|e| panic!("{e}"));
    map.get(pos, stone)
}

/// Checks `expect` (point, class) for black on `text` and for white on the
/// swapped diagram, under freestyle.
fn both_colours(text: &str, expect: &[(&str, Option<ThreatKind>)]) {
    for (diagram, stone) in [
        (text.to_string(), Stone::Black),
        (swapped(text), Stone::White),
    ] {
        let map = ThreatMap::compute(&game(&diagram, Rule::Freestyle));
        for &(name, class) in expect {
            assert_eq!(
                kind(&map, name, stone),
                class,
                "{stone} at {name}\n{diagram}"
            );
        }
    }
}

#[test]
fn fives() {
    both_colours(
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
        &[
            ("a5", Some(ThreatKind::Five)),
            ("f5", Some(ThreatKind::Five)),
            ("b6", None),
        ],
    );
}

#[test]
fn open_fours_and_fours() {
    both_colours(
        "
        o . . . . . . . o
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . x x x . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . o
        ",
        &[
            ("b5", Some(ThreatKind::OpenFour)),
            ("f5", Some(ThreatKind::OpenFour)),
            ("a5", Some(ThreatKind::Four)),
            ("g5", Some(ThreatKind::Four)),
            ("c6", None),
        ],
    );
    both_colours(
        "
        o . . . . . . . o
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        o x x x . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ",
        &[
            ("e5", Some(ThreatKind::Four)),
            ("f5", Some(ThreatKind::Four)),
        ],
    );
}

#[test]
fn open_threes() {
    both_colours(
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
        &[
            ("c5", Some(ThreatKind::OpenThree)),
            ("f5", Some(ThreatKind::OpenThree)),
            ("b5", Some(ThreatKind::OpenThree)),
            ("d6", None),
        ],
    );
}

#[test]
fn four_threes_double_threes_and_double_fours() {
    // f5: a four along row 5 (b5 blocks the other end) and an open three
    // up the f-file.
    both_colours(
        "
        o . . . . . . . o
        . . . . . . . . .
        . . . . . x . . .
        . . . . . x . . .
        . o x x x . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        o . . . . . . . o
        ",
        &[("f5", Some(ThreatKind::FourThree))],
    );
    // e5: open threes along row 5 and up the e-file.
    both_colours(
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
        &[("e5", Some(ThreatKind::DoubleThree))],
    );
    // e5: a four along row 5 and another up the e-file (both closed).
    both_colours(
        "
        o . . . o . . . o
        . . . . x . . . .
        . . . . x . . . .
        . . . . x . . . .
        o x x x . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        o . . . . . . . o
        ",
        &[("e5", Some(ThreatKind::DoubleFour))],
    );
}

#[test]
fn strongest_class_wins_and_both_colours_are_mapped_at_once() {
    // e5 is a five for black and an open-four point for white.
    let g = game(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . o . . . .
        . . . . o . . . .
        x x x x . . . . .
        . . . . o . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ",
        Rule::Freestyle,
    );
    let map = ThreatMap::compute(&g);
    assert_eq!(kind(&map, "e5", Stone::Black), Some(ThreatKind::Five));
    assert_eq!(kind(&map, "e5", Stone::White), Some(ThreatKind::OpenFour));
    assert_eq!(map.points_with(Stone::Black, ThreatKind::Five).len(), 1);
    assert!(ThreatKind::Five > ThreatKind::OpenFour);
    assert!(ThreatKind::FourThree > ThreatKind::Four);
}

const RENJU_DOUBLE_THREE: &str = "
    o . . . . . . . o
    . . . . . . . . .
    . . . . x . . . .
    . . . . x . . . .
    . . x x . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    o . . . . . . . o
    ";

#[test]
fn renju_marks_black_forbidden_points_instead_of_threats() {
    let map = ThreatMap::compute(&game(RENJU_DOUBLE_THREE, Rule::Renju));
    let e5 = parse_point("e5", 9).expect("point");
    assert_eq!(map.forbidden(e5), Some(Forbidden::DoubleThree));
    assert_eq!(map.get(e5, Stone::Black), None);
    // White's stones are not forbidden anything, and black's single threes
    // next to the forbidden point stay threes.
    assert_eq!(kind(&map, "f5", Stone::Black), Some(ThreatKind::OpenThree));
    // The same shape for white (swapped) is a double three, not forbidden.
    let white = ThreatMap::compute(&game(&swapped(RENJU_DOUBLE_THREE), Rule::Renju));
    assert_eq!(white.forbidden(e5), None);
    assert_eq!(white.get(e5, Stone::White), Some(ThreatKind::DoubleThree));

    let double_four = game(
        "
        o . . . o . . . o
        . . . . x . . . .
        . . . . x . . . .
        . . . . x . . . .
        o x x x . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        o . . . . . . . .
        ",
        Rule::Renju,
    );
    let map = ThreatMap::compute(&double_four);
    assert_eq!(map.forbidden(e5), Some(Forbidden::DoubleFour));
    assert_eq!(map.get(e5, Stone::Black), None);

    let overline = game(
        "
        o . . . . . . . o
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . x x x . x x . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        o . . . . . . o o
        ",
        Rule::Renju,
    );
    let map = ThreatMap::compute(&overline);
    let listed: Vec<_> = map.forbidden_points().collect();
    assert_eq!(listed, [(e5, Forbidden::Overline)]);
    // Under freestyle the same point is a five.
    let free = ThreatMap::compute(&Game::from_board(overline.board().clone(), Rule::Freestyle));
    assert_eq!(free.get(e5, Stone::Black), Some(ThreatKind::Five));
    assert_eq!(free.forbidden(e5), None);
}

#[test]
fn renju_four_three_is_allowed_to_black() {
    let g = game(
        "
        o . . . . . . . o
        . . . . . . . . .
        . . . . . x . . .
        . . . . . x . . .
        . o x x x . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        o . . . . . . . o
        ",
        Rule::Renju,
    );
    let map = ThreatMap::compute(&g);
    assert_eq!(kind(&map, "f5", Stone::Black), Some(ThreatKind::FourThree));
    assert_eq!(map.forbidden_points().count(), 0);
}

#[test]
fn renju_traps_white_fours_whose_defence_is_forbidden() {
    // Black's e5 is a double three, so forbidden. White's i1 makes a four
    // (f4 g3 h2 i1) whose only five point is e5: black cannot block it.
    // So does d6.
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
    let map = ThreatMap::compute(&g);
    let i1 = parse_point("i1", 9).expect("point");
    let d6 = parse_point("d6", 9).expect("point");
    assert_eq!(map.get(i1, Stone::White), Some(ThreatKind::Four));
    // d6 makes the split four d6 . f4 g3 h2, stopped only on e5 too.
    assert_eq!(map.traps().collect::<Vec<_>>(), [d6, i1]);
    assert!(map.is_trap(i1));
    // Not under freestyle, where black may block on e5.
    let free = ThreatMap::compute(&Game::from_board(g.board().clone(), Rule::Freestyle));
    assert_eq!(free.traps().count(), 0);
}
