//! The puzzles' own checks on small positions.

use std::sync::atomic::AtomicBool;

use super::prove::{MAKE_NODES, hold_puzzle, win_puzzle};
use super::{Answer, Attempt, PuzzleKind, Source, Why};
use crate::game::notation::{parse_board, parse_point};
use crate::game::rules::{Game, Rule};

fn game(diagram: &str) -> Game {
    Game::from_board(parse_board(diagram).expect("a diagram"), Rule::Freestyle)
}

/// Black to move with an open three on row 5 (c5 d5 e5): an open four
/// at b5 or f5 wins by fours.
const OPEN_THREE: &str = "
    . . . . . . . . .
    . . . . . . . o .
    . . . . . . . . .
    . . . . . . . . .
    . . x x x . . . .
    . . . . . . . . .
    . . . . . . . o .
    . . . . . . . . .
    . . . . . . . . o
";

#[test]
fn an_open_three_is_a_win_by_fours() {
    let g = game(OPEN_THREE);
    let cancel = AtomicBool::new(false);
    let p = win_puzzle(&g, &[], "t".into(), Source::BuiltIn, MAKE_NODES, &cancel)
        .expect("a proved win");
    assert_eq!(p.kind, PuzzleKind::WinByFours);
    let at = |s: &str| parse_point(s, 9).expect("a point");
    // The open fours, and (on this open board) other moves after which
    // every white answer still loses.
    assert!(
        p.answers.contains(&at("b5")) && p.answers.contains(&at("f5")),
        "{p:?}"
    );
    assert_eq!(p.plies, 3);
    let mut a = Attempt::new(p);
    // A quiet move far away lets white block: the win is gone.
    let wrong = a.play(at("a9"), &cancel);
    assert!(
        matches!(&wrong, Answer::Wrong { why: Why::WinGone, refutation, .. } if refutation.len() == 1),
        "{wrong:?}"
    );
    assert_eq!(a.mistakes(), 1);
    a.retry();
    let right = a.play(at("f5"), &cancel);
    let Answer::Right {
        reply: Some(r),
        solved: false,
        ..
    } = right
    else {
        panic!("{right:?}");
    };
    assert!(r == at("b5") || r == at("g5"));
    let five = if r == at("b5") { at("g5") } else { at("b5") };
    assert!(matches!(
        a.play(five, &cancel),
        Answer::Right { solved: true, .. }
    ));
    assert!(a.solved() && !a.first_try());
}

#[test]
fn a_four_to_block_is_held_by_one_move() {
    // White's four on row 5 (c5 to f5, b5 blocked): black must take g5.
    let g = game(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . x . . . . . .
        . . . . x . . . .
        . x o o o o . . .
        . . . . . . . . .
        . . . x . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ",
    );
    let cancel = AtomicBool::new(false);
    let p = hold_puzzle(&g, &[], "h".into(), Source::BuiltIn, MAKE_NODES, &cancel).expect("a hold");
    let g5 = parse_point("g5", 9).expect("a point");
    assert_eq!(p.answers, vec![g5]);
    let mut a = Attempt::new(p);
    let hint = a.hint(&cancel).expect("a hint");
    assert!(hint.contains(g5));
    assert!(matches!(
        a.play(parse_point("a1", 9).expect("a point"), &cancel),
        Answer::Wrong {
            why: Why::OpponentWins { plies: 1 },
            ..
        }
    ));
    a.retry();
    assert!(matches!(
        a.play(g5, &cancel),
        Answer::Right { solved: true, .. }
    ));
}
