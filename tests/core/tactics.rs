//! Tactics for the strong levels, as diagrams: win in one, block a four,
//! answer an open three, win by a chain of fours (VCF), refute the
//! opponent's VCF, and renju points that look right but are forbidden.
//!
//! Forced lines are checked by [`reader`], an independent brute-force reader
//! that knows the rules module and nothing of the engine's threat code. The
//! suite of positions from real games is in [`suite`]; [`harvest`] finds
//! them.

use std::time::{Duration, Instant};

use gomoku::engine::{Eval, Level, Limits};
use gomoku::game::board::{Board, Pos, Stone};
use gomoku::game::notation::{parse_board, parse_point};
use gomoku::game::rules::{Game, Outcome, Rule};

mod claims;
mod harvest;
mod prover;
mod puzzles;
mod reader;
mod suite;
mod threads;

use reader::Reader;

fn game(text: &str, rule: Rule) -> Game {
    let board = parse_board(text).unwrap_or_else(|e| panic!("bad diagram: {e}\n{text}"));
    Game::from_board(board, rule)
}

fn limits(ms: u64) -> Limits {
    Limits {
        deadline: Some(Instant::now() + Duration::from_millis(ms)),
        ..Limits::default()
    }
}

fn choose(level: Level, game: &Game) -> Pos {
    let pick = level.engine(7).choose(game, &limits(1500));
    let pos = pick.unwrap_or_else(|| panic!("{level} found no move\n{:?}", game.board()));
    assert!(game.is_legal(pos), "{level} chose an illegal {pos:?}");
    pos
}

fn at(name: &str, game: &Game) -> Pos {
    parse_point(name, game.board().size()).unwrap_or_else(|e| panic!("{e}"))
}

/// Empty points where `stone` would make five (by the independent reader).
fn five_points(board: &Board, rule: Rule, stone: Stone) -> Vec<Pos> {
    Reader::new(rule).five_points(board, stone)
}

/// Whether `attacker`, to move, wins by fours within `depth` of its moves.
fn has_vcf(board: &Board, rule: Rule, attacker: Stone, depth: u32) -> bool {
    Reader::new(rule).vcf(board, attacker, depth).is_some()
}

const STRONG: [Level; 3] = [Level::Normal, Level::Hard, Level::Master];

#[test]
fn takes_a_five() {
    let g = game(
        "
        . . . . . . . . . . . . o
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . o . . . . . . . . .
        . . . . o . . . . . . . .
        . . . x x o x . . . . . .
        . . . . x . o . . . . . .
        . . . . x . x . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        ",
        Rule::Freestyle,
    );
    // White to move has d10 e9 f8 g7: h6 or c11 wins. Black's e-file four
    // (e8 e7 e6) is a threat too, but a five comes first.
    assert_eq!(g.to_move(), Stone::White);
    for level in STRONG {
        let mut g2 = g.clone();
        let m = choose(level, &g2);
        assert!(
            matches!(
                g2.play(m),
                Ok(Some(Outcome::Win {
                    winner: Stone::White,
                    ..
                }))
            ),
            "{level} played {m:?}"
        );
    }
}

#[test]
fn blocks_a_four() {
    let g = game(
        "
        . . . . . . . . . . . . o
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . o . . . . . . .
        . . . x x x x o . . . . .
        . . . . . o . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        x . . . . . . . . . . . .
        ",
        Rule::Freestyle,
    );
    assert_eq!(g.to_move(), Stone::White);
    let c8 = at("c8", &g);
    for level in STRONG {
        assert_eq!(choose(level, &g), c8, "{level}");
    }
}

#[test]
fn answers_an_open_three() {
    let g = game(
        "
        . . . . . . . . . . . . o
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . x x x . . . . . .
        . . . . . o . . . . . . .
        . . . . . o . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        x . . . . . . . . . . . .
        ",
        Rule::Freestyle,
    );
    // Black threatens an open four (d8 or h8). White must block at an end
    // (c8, d8, h8, i8) — or make a four first, which it cannot here.
    assert_eq!(g.to_move(), Stone::White);
    for level in STRONG {
        let m = choose(level, &g);
        let mut after = g.board().clone();
        after.place(m).expect("legal");
        // After the answer, black must have no win by fours.
        assert!(
            !has_vcf(&after, Rule::Freestyle, Stone::Black, 3),
            "{level} played {m:?} and black still wins by force\n{after}"
        );
    }
}

/// Black to move wins by three fours: d9 (a four down the d-file, forced
/// d8), g9 (a four along row 9 and an open three on the diagonal, forced
/// h9), then j6 or f10 (an open four on the diagonal).
const VCF_PUZZLE: &str = include_str!("../fixtures/vcf_puzzle.txt");

#[test]
fn finds_a_win_by_fours_several_deep() {
    let start = game(VCF_PUZZLE, Rule::Freestyle);
    let board = start.board().clone();
    assert_eq!(start.to_move(), Stone::Black);
    // The puzzle really needs more than two fours, and has a solution.
    assert!(!has_vcf(&board, Rule::Freestyle, Stone::Black, 1));
    assert!(has_vcf(&board, Rule::Freestyle, Stone::Black, 4));

    for level in [Level::Hard, Level::Master] {
        let mut g = start.clone();
        let mut attacks = 0;
        loop {
            let m = choose(level, &g);
            attacks += 1;
            match g.play(m).expect("legal") {
                Some(Outcome::Win { winner, .. }) => {
                    assert_eq!(winner, Stone::Black, "{level}");
                    break;
                }
                Some(Outcome::Draw) => panic!("draw"),
                None => {}
            }
            let threats = five_points(g.board(), Rule::Freestyle, Stone::Black);
            assert!(
                !threats.is_empty(),
                "{level}: {m:?} is not a four\n{:?}",
                g.board()
            );
            g.play(threats[0]).expect("the defence is legal");
            assert!(attacks < 8, "{level} is not winning");
        }
        assert!(
            attacks >= 3,
            "{level} won in {attacks}: the puzzle is deeper than that"
        );
    }
}

#[test]
fn refutes_the_opponents_win_by_fours() {
    // The same shape with white to move: one white stone fewer (m1).
    let mut board = game(VCF_PUZZLE, Rule::Freestyle).board().clone();
    assert_eq!(board.clear(Pos::new(12, 14)), Some(Stone::White));
    let g = Game::from_board(board.clone(), Rule::Freestyle);
    assert_eq!(g.to_move(), Stone::White);
    // Black's threat is real: with a random white move far away, black
    // wins by fours.
    let mut passive = board.clone();
    passive.set(Pos::new(0, 14), Stone::White).expect("empty");
    assert!(has_vcf(&passive, Rule::Freestyle, Stone::Black, 4));
    for level in [Level::Hard, Level::Master] {
        let m = choose(level, &g);
        let mut after = board.clone();
        after.place(m).expect("legal");
        assert!(
            !has_vcf(&after, Rule::Freestyle, Stone::Black, 4),
            "{level} played {m:?}; black still wins by fours\n{after}"
        );
    }
}

#[test]
fn renju_black_never_plays_the_forbidden_obvious_move() {
    // Black to move; d8 would make two open threes (forbidden under renju,
    // the strongest-looking move otherwise).
    let text = include_str!("../fixtures/renju_double_three.txt");
    let renju = game(text, Rule::Renju);
    let d8 = at("d8", &renju);
    assert!(renju.forbidden(d8).is_some());
    for level in STRONG {
        assert_ne!(choose(level, &renju), d8, "{level}");
    }

    // Here black's only five-in-two is a double four at h8: forbidden, so
    // black must do something else; under freestyle it wins there.
    let text = include_str!("../fixtures/renju_double_four.txt");
    let renju = game(text, Rule::Renju);
    let free = game(text, Rule::Freestyle);
    let h8 = at("h8", &renju);
    assert!(renju.forbidden(h8).is_some());
    for level in STRONG {
        assert_ne!(choose(level, &renju), h8, "{level} under renju");
    }
    for level in [Level::Hard, Level::Master] {
        let mut g = free.clone();
        let first = choose(level, &g);
        g.play(first).expect("legal");
        let threats = five_points(g.board(), Rule::Freestyle, Stone::Black);
        assert!(
            threats.len() >= 2,
            "{level} played {first:?} under freestyle"
        );
    }
}

#[test]
fn near_empty_boards_answer_at_once_with_sensible_points() {
    let mut g = Game::new(13, Rule::Freestyle).expect("size");
    for level in STRONG {
        let m = choose(level, &g);
        assert_eq!(m, Pos::new(6, 6), "{level} opens in the centre");
    }
    g.play(Pos::new(6, 6)).expect("legal");
    for level in STRONG {
        let m = choose(level, &g);
        let (dx, dy) = (i32::from(m.x) - 6, i32::from(m.y) - 6);
        assert!(
            dx.abs() <= 2 && dy.abs() <= 2,
            "{level} answered far away: {m:?}"
        );
    }
}

#[test]
fn renju_white_wins_with_a_four_whose_only_block_is_forbidden() {
    // White to move. f8 makes the four c8–f8 (b8 is black's); the one
    // point that stops it, g8, would give black two open threes (g8–g10
    // and e6–g8): forbidden, so the four cannot be stopped. Under
    // freestyle black simply blocks there.
    let text = include_str!("../fixtures/renju_white_trap.txt");
    let renju = game(text, Rule::Renju);
    assert_eq!(renju.to_move(), Stone::White);
    let (f8, g8) = (at("f8", &renju), at("g8", &renju));
    let mut after = renju.clone();
    after.play(f8).expect("legal");
    assert_eq!(five_points(after.board(), Rule::Renju, Stone::White), [g8]);
    assert!(
        after.forbidden(g8).is_some(),
        "g8 should be forbidden to black"
    );
    for level in [Level::Hard, Level::Master] {
        // Seen as the win it is, three plies off: f8, the forbidden
        // block, the five.
        let report = level.engine(7).analyse(&renju, &limits(1500), &mut |_| {});
        assert_eq!(report.best, Some(f8), "{level}");
        assert_eq!(report.eval, Some(Eval::Win { plies: 3 }), "{level}");
    }
}

/// Renju positions where black has a four-three whose three can no longer
/// become an open four once the four is blocked (its open-four points are
/// forbidden to black by then), or one move before such a position:
/// found among random renju middle games, where the search once took
/// such four-threes for wins.
const RENJU_FAKE_FOUR_THREES: [&str; 10] = [
    "f5i12d4j8f9g5l12i11j7e10h8h7f8k5j10l7",
    "f5i12d4j8f9g5l12i11j7e10h8h7f8k5j10k11",
    "f5i12d4j8f9g5l12i11j7e10h8h7f8k5j10",
    "d11l9g10h5g7d12i9l6i10e7k10i7d5e6h7j12e5k9",
    "d11l9g10h5g7d12i9l6i10e7k10i7d5e6h7j12e5",
    "e9g7i7h9g9e5k5g6d8j8f12l6h12l10d4j12",
    "e9g7i7h9g9e5k5g6d8j8f12l6h12l10d4",
    "k4d5e10j6k11l4j11k10h8e5g5e9f8g6k9l6j9l9j7d10g12g4h9g11",
    "i6j9k9f10i10h6g9h10d11h11i8d7k12d5k7k10g7k8e7f6g12l6",
    "i6j9k9f10i10h6g9h10d11h11i8d7k12d5k7k10g7k8e7f6g12",
];

/// What master's analysis says of those renju positions is true: every
/// line it calls a forced win the brute-force reader wins within the
/// plies claimed, and every line it calls lost the reader wins for the
/// opponent within them.
#[test]
fn renju_analysis_claims_hold_where_a_four_three_is_not_one() {
    use gomoku::game::notation::parse_moves;
    let reader = Reader::through_blocks(Rule::Renju);
    let mut claims = 0;
    for text in RENJU_FAKE_FOUR_THREES {
        let mut g = Game::new(15, Rule::Renju).expect("size");
        for p in parse_moves(text, 15).expect("moves") {
            g.play(p).expect("legal");
        }
        let (wrong, n) = claims::unconfirmed_claims(&reader, &g, 300_000);
        assert!(wrong.is_empty(), "{text}: {}", wrong.join("; "));
        claims += n;
    }
    assert!(claims >= 5, "only {claims} claims checked");
}
