//! The rules: wins in every direction and place, draws, the three rule
//! sets, renju's forbidden points, and notation.

use gomoku::game::board::{Board, Direction, Pos, Stone};
use gomoku::game::notation::{moves_string, parse_board, parse_moves, parse_point, point_name};
use gomoku::game::rules::{Forbidden, Game, Outcome, PlayError, Rule, forbidden, outcome_after};
use proptest::prelude::*;

fn board(text: &str) -> Board {
    parse_board(text).unwrap_or_else(|e| panic!("bad diagram: {e}\n{text}"))
}

fn at(name: &str, size: usize) -> Pos {
    parse_point(name, size).unwrap_or_else(|e| panic!("{e}"))
}

/// A game where black has four stones on `line` (its fifth point left
/// empty) and white four stones out of the way; black to move.
fn four_in_a_row(size: usize, rule: Rule, start: Pos, dir: Direction, gap: i32) -> (Game, Pos) {
    let line: Vec<Pos> = (0..5)
        .map(|i| start.step(dir, i).expect("on board"))
        .collect();
    let mut b = Board::new(size).expect("size");
    for (i, &p) in line.iter().enumerate() {
        if i as i32 != gap {
            b.set(p, Stone::Black).expect("empty");
        }
    }
    // White stones on points not on or next to the line, one apart so they
    // never make a line of their own.
    let near = |p: Pos| {
        line.iter().any(|q| {
            (i32::from(p.x) - i32::from(q.x)).abs() <= 1
                && (i32::from(p.y) - i32::from(q.y)).abs() <= 1
        })
    };
    let whites: Vec<Pos> = b
        .points()
        .filter(|&p| p.x % 3 == 0 && p.y % 3 == 0 && !near(p))
        .take(4)
        .collect();
    assert_eq!(whites.len(), 4, "room for white stones");
    for p in whites {
        b.set(p, Stone::White).expect("empty");
    }
    (Game::from_board(b, rule), line[gap as usize])
}

#[test]
fn five_wins_in_every_direction_at_edges_and_corners_under_every_rule() {
    let size = 13;
    let last = size as u8 - 1;
    for rule in Rule::ALL {
        for dir in Direction::ALL {
            // Starts that put the five against each edge and into corners.
            let starts: &[Pos] = match dir {
                Direction::Horizontal => &[Pos::new(0, 0), Pos::new(8, last), Pos::new(4, 6)],
                Direction::Vertical => &[Pos::new(0, 0), Pos::new(last, 8), Pos::new(6, 3)],
                Direction::Diagonal => &[Pos::new(0, 0), Pos::new(8, 8), Pos::new(0, 8)],
                Direction::AntiDiagonal => &[Pos::new(last, 0), Pos::new(4, 8), Pos::new(last, 3)],
            };
            for &start in starts {
                for gap in [0, 2, 4] {
                    let (mut game, point) = four_in_a_row(size, rule, start, dir, gap);
                    assert_eq!(game.outcome(), None, "{rule} {dir:?}\n{:?}", game.board());
                    let outcome = game.play(point).expect("legal");
                    let Some(Outcome::Win { winner, line }) = outcome else {
                        panic!("{rule} {dir:?} from {start:?}: no win\n{:?}", game.board());
                    };
                    assert_eq!(winner, Stone::Black);
                    assert_eq!(line.len, 5);
                    assert_eq!(line.dir, dir);
                    let expected: Vec<Pos> = (0..5).filter_map(|i| start.step(dir, i)).collect();
                    let mut got: Vec<Pos> = line.points().collect();
                    got.sort();
                    let mut want = expected.clone();
                    want.sort();
                    assert_eq!(got, want, "{rule} {dir:?}");
                    assert_eq!(game.play(Pos::new(6, 6)), Err(PlayError::GameOver));
                }
            }
        }
    }
}

#[test]
fn four_is_not_a_win() {
    let mut game = Game::new(13, Rule::Freestyle).expect("size");
    for m in parse_moves("a1a13b1b13c1c13", 13).expect("moves") {
        assert_eq!(game.play(m), Ok(None));
    }
    assert_eq!(game.play(at("d1", 13)), Ok(None));
}

const OVERLINE_FOR_BLACK: &str = "
    . . . . . . . . .
    o . o . o . o . o
    . . . . . . . . .
    . . . . . . . . .
    x x x . x x . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
";

#[test]
fn overline_wins_only_under_freestyle_and_for_white_in_renju() {
    let b = board(OVERLINE_FOR_BLACK);
    let d5 = at("d5", 9);
    let mut free = Game::from_board(b.clone(), Rule::Freestyle);
    assert!(matches!(
        free.play(d5),
        Ok(Some(Outcome::Win { winner: Stone::Black, line })) if line.len == 6
    ));

    let mut standard = Game::from_board(b.clone(), Rule::Standard);
    assert_eq!(
        standard.play(d5),
        Ok(None),
        "six is not five under standard"
    );

    let mut renju = Game::from_board(b.clone(), Rule::Renju);
    assert_eq!(
        renju.play(d5),
        Err(PlayError::Forbidden(d5, Forbidden::Overline))
    );

    // The same shape in white's colours, white to move: white's six wins.
    let white_six = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        x . x . x . x . x
        . . . . . . . . x
        o o o . o o . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ",
    );
    assert_eq!(white_six.to_move(), Stone::White);
    let mut renju = Game::from_board(white_six.clone(), Rule::Renju);
    assert!(matches!(
        renju.play(d5),
        Ok(Some(Outcome::Win {
            winner: Stone::White,
            ..
        }))
    ));
    let mut standard = Game::from_board(white_six, Rule::Standard);
    assert_eq!(standard.play(d5), Ok(None));
}

/// A 5×5 board with no five anywhere, all points but the top-left filled.
const NEARLY_FULL: &str = "
    . x o o x
    o o x x o
    x x o o x
    o o x x o
    x x o o x
";

#[test]
fn full_board_without_five_is_a_draw() {
    let b = board(NEARLY_FULL);
    assert_eq!(b.stone_count(), 24);
    for rule in Rule::ALL {
        let mut game = Game::from_board(b.clone(), rule);
        assert_eq!(game.outcome(), None);
        assert_eq!(game.play(Pos::new(0, 0)), Ok(Some(Outcome::Draw)), "{rule}");
        assert!(game.board().is_full());
        assert_eq!(game.outcome().and_then(Outcome::winner), None);
    }
}

#[test]
fn illegal_moves_are_refused_and_leave_the_game_unchanged() {
    let mut game = Game::new(13, Rule::Freestyle).expect("size");
    game.play(Pos::new(6, 6)).expect("legal");
    let before = game.clone();
    assert_eq!(
        game.play(Pos::new(6, 6)),
        Err(PlayError::Occupied(Pos::new(6, 6)))
    );
    assert_eq!(
        game.play(Pos::new(13, 0)),
        Err(PlayError::OffBoard(Pos::new(13, 0)))
    );
    assert_eq!(game, before);
    assert!(Game::new(4, Rule::Freestyle).is_err());
    assert!(Game::new(23, Rule::Freestyle).is_err());
    assert!(Game::new(22, Rule::Freestyle).is_ok());
}

#[test]
fn undo_after_a_win_reopens_the_game() {
    let (mut game, point) =
        four_in_a_row(15, Rule::Freestyle, Pos::new(3, 3), Direction::Diagonal, 4);
    assert!(game.play(point).expect("legal").is_some());
    assert_eq!(game.undo(), Some(point));
    assert_eq!(game.outcome(), None);
    assert_eq!(game.to_move(), Stone::Black);
    assert!(game.is_legal(point));
}

// ----- renju forbidden points ----------------------------------------------

fn renju_verdict(text: &str, point: &str) -> Option<Forbidden> {
    let b = board(text);
    assert_eq!(b.to_move(), Stone::Black, "black to move in\n{b}");
    let pos = at(point, b.size());
    let game = Game::from_board(b.clone(), Rule::Renju);
    assert_eq!(game.forbidden(pos), forbidden(&b, pos));
    let listed = game.forbidden_points().into_iter().find(|(p, _)| *p == pos);
    assert_eq!(listed.map(|(_, why)| why), forbidden(&b, pos));
    forbidden(&b, pos)
}

#[test]
fn renju_double_three_is_forbidden() {
    let diagram = include_str!("../fixtures/renju_double_three.txt");
    assert_eq!(renju_verdict(diagram, "d8"), Some(Forbidden::DoubleThree));
    // Freestyle and standard forbid nothing; white is never restricted.
    let b = board(diagram);
    assert!(Game::from_board(b.clone(), Rule::Freestyle).is_legal(at("d8", 15)));
    assert!(Game::from_board(b, Rule::Standard).is_legal(at("d8", 15)));
}

#[test]
fn renju_three_blocked_on_one_side_is_no_three() {
    // As the double three, but white closes the vertical three's top: the
    // vertical line can no longer become a straight four.
    let diagram = "
        o . o . o . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . o . . . . . . . . . . .
        . . . x . . . . . . . . . . .
        . . . x . . . . . . . . . . .
        . . . . x x . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    ";
    assert_eq!(renju_verdict(diagram, "d8"), None);
}

#[test]
fn renju_fake_three_is_not_a_three() {
    // h8 makes the vertical three h8-h7-h6 and the split three e8 . g8 h8,
    // whose only straight-four point f8 is open: a double three.
    let plain = "
        o . o . o . o . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . x . x . . . . . . . .
        . . . . . . . x . . . . . . .
        . . . . . . . x . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    ";
    assert_eq!(renju_verdict(plain, "h8"), Some(Forbidden::DoubleThree));
    // Black stones above and below f8 make f8 an overline point, so the
    // split three can never become a straight four: it is a fake three, and
    // h8 (one real three) is allowed.
    let fake = "
        o . o . o . o . o . o . o . o
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . x . . . . . . . . .
        . . . . . x . . . . . . . . .
        . . . . . x . . . . . . . . .
        . . . . x . x . . . . . . . .
        . . . . . x . x . . . . . . .
        . . . . . x . x . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        o . . . . . . . . . . . . . .
    ";
    assert_eq!(renju_verdict(fake, "f8"), Some(Forbidden::Overline));
    assert_eq!(renju_verdict(fake, "h8"), None);
}

#[test]
fn renju_double_four_is_forbidden_even_in_one_line() {
    let two_lines = include_str!("../fixtures/renju_double_four.txt");
    assert_eq!(renju_verdict(two_lines, "h8"), Some(Forbidden::DoubleFour));
    let one_line = "
        o . o . o . o . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . x . x . x . x . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    ";
    assert_eq!(renju_verdict(one_line, "g8"), Some(Forbidden::DoubleFour));
}

#[test]
fn renju_overline_is_forbidden_but_five_always_wins() {
    let overline = "
        o . o . o . o . o . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . x x x . x x . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    ";
    assert_eq!(renju_verdict(overline, "h8"), Some(Forbidden::Overline));
    // h8 makes five across and a four down: five wins, so it is allowed.
    let five_and_four = "
        o . o . o . o . o . o . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . o . . . . . . .
        . . . . . . . x . . . . . . .
        . . . . . . . x . . . . . . .
        . . . . . . . x . . . . . . .
        . . . x x x x . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    ";
    assert_eq!(renju_verdict(five_and_four, "h8"), None);
    let mut game = Game::from_board(board(five_and_four), Rule::Renju);
    assert!(matches!(
        game.play(at("h8", 15)),
        Ok(Some(Outcome::Win {
            winner: Stone::Black,
            ..
        }))
    ));
}

#[test]
fn renju_four_three_is_allowed() {
    let four_three = "
        o . o . o . o . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . x . . . . . . .
        . . . . . . . x . . . . . . .
        . . . o x x x . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
    ";
    assert_eq!(renju_verdict(four_three, "h8"), None);
}

// ----- notation --------------------------------------------------------------

#[test]
fn points_are_named_from_the_bottom_left() {
    assert_eq!(point_name(Pos::new(7, 7), 15), "h8");
    assert_eq!(point_name(Pos::new(0, 14), 15), "a1");
    assert_eq!(point_name(Pos::new(0, 0), 13), "a13");
    assert_eq!(at("h8", 15), Pos::new(7, 7));
    assert_eq!(at("A1", 15), Pos::new(0, 14));
    let moves = parse_moves("h8i9j7", 15).expect("moves");
    assert_eq!(moves, [Pos::new(7, 7), Pos::new(8, 6), Pos::new(9, 8)]);
    assert_eq!(moves_string(&moves, 15), "h8i9j7");
    assert!(parse_moves("p1", 15).is_err());
    assert!(parse_moves("a0", 15).is_err());
    assert!(parse_moves("a16", 15).is_err());
    assert!(parse_moves("8h", 15).is_err());
    assert!(parse_moves("h", 15).is_err());
    assert!(parse_point("h8i9", 15).is_err());
}

#[test]
fn display_reads_back_as_the_same_board() {
    let mut b = Board::new(15).expect("size");
    for m in parse_moves("h8i9j7o1a15", 15).expect("moves") {
        b.place(m).expect("legal");
    }
    let text = b.to_string();
    assert!(text.contains("(x)"), "last move is marked:\n{text}");
    let back = parse_board(&text).expect("reads back");
    assert_eq!(back.size(), 15);
    for p in b.points() {
        assert_eq!(back.get(p), b.get(p), "{p:?}");
    }
    assert_eq!(back.to_move(), b.to_move());
}

#[test]
fn bad_diagrams_are_explained() {
    assert!(parse_board(". . .\n. . .").is_err(), "not square");
    assert!(parse_board(". x\nx x").is_err(), "too small");
    let too_many_white = ". . . . .\n. o o . .\n. . . . .\n. . . . .\n. . . . .";
    let err = parse_board(too_many_white).expect_err("white cannot lead");
    assert!(err.to_string().contains("alternate"), "{err}");
    assert!(parse_board(". . . . .\n. ? . . .\n. . . . .\n. . . . .\n. . . . .").is_err());
}

// ----- properties ------------------------------------------------------------

/// Every line of five or more of one colour, found the slow way.
fn brute_force_winner(board: &Board, rule: Rule) -> Option<Stone> {
    let n = board.size() as i32;
    for p in board.points() {
        let Some(stone) = board.get(p) else { continue };
        for dir in Direction::ALL {
            let (dx, dy) = dir.delta();
            // Only count runs from their first stone.
            let (px, py) = (i32::from(p.x) - dx, i32::from(p.y) - dy);
            let prev_same = (0..n).contains(&px)
                && (0..n).contains(&py)
                && board.get(Pos::new(px as u8, py as u8)) == Some(stone);
            if prev_same {
                continue;
            }
            let mut len = 0;
            let (mut x, mut y) = (i32::from(p.x), i32::from(p.y));
            while (0..n).contains(&x)
                && (0..n).contains(&y)
                && board.get(Pos::new(x as u8, y as u8)) == Some(stone)
            {
                len += 1;
                x += dx;
                y += dy;
            }
            let wins = match (rule, stone) {
                (Rule::Freestyle, _) | (Rule::Renju, Stone::White) => len >= 5,
                _ => len == 5,
            };
            if wins {
                return Some(stone);
            }
        }
    }
    None
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Over random games, the outcome after each move is what a brute-force
    /// scan of the whole board says, and undo restores the board exactly.
    #[test]
    fn outcome_matches_brute_force_and_undo_restores(
        size in 5usize..=10,
        rule_index in 0usize..3,
        picks in proptest::collection::vec(any::<u16>(), 1..120),
    ) {
        let rule = Rule::ALL[rule_index];
        let mut game = Game::new(size, rule).expect("size");
        for pick in picks {
            let legal: Vec<Pos> = game.board().empty_points().filter(|&p| game.is_legal(p)).collect();
            if legal.is_empty() || game.outcome().is_some() {
                break;
            }
            let pos = legal[usize::from(pick) % legal.len()];
            let before = game.board().clone();
            let outcome = game.play(pos).expect("legal move");
            let expected = brute_force_winner(game.board(), rule);
            prop_assert_eq!(outcome.and_then(Outcome::winner), expected, "\n{}", game.board());
            if expected.is_none() {
                prop_assert_eq!(outcome == Some(Outcome::Draw), game.board().is_full());
            }
            prop_assert_eq!(outcome, outcome_after(game.board(), rule, pos));
            let mut undone = game.board().clone();
            prop_assert_eq!(undone.undo(), Some(pos));
            prop_assert_eq!(&undone, &before);
        }
    }
}
