//! The threat readers' tests: VCF and VCT, the safety check, the move
//! generator and the scan.

use std::time::{Duration, Instant};

use super::*;
use crate::engine::Limits;
use crate::game::board::Pos;
use crate::game::notation::parse_board;
use crate::game::rules::{Game, Rule};

/// Black to move; white's two twos cross at h8 (7, 7): white there
/// makes two open threes, which one stone cannot both stop.
const CROSSING_TWOS: &str = "
    . . . . . . . . . . . . .
    . x . . . . . . . . . x .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . o . . . . .
    . . . . . . . o . . . . .
    . . . . . o o . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . x . . . . . . . . . x .
    . . . . . . . . . . . . .
    ";

fn clock() -> Clock {
    Clock::new(
        Instant::now() + Duration::from_secs(60),
        (1, 1),
        &Limits::default(),
    )
}

#[test]
fn a_move_that_lets_the_opponent_win_by_threes_is_refused() {
    let board = parse_board(CROSSING_TWOS).expect("diagram");
    let mut pos = Position::from_game(&Game::from_board(board, Rule::Freestyle));
    assert_eq!(pos.to_move(), 0, "black to move");
    let crossing = pos.index(Pos::new(7, 7));
    let far = pos.index(Pos::new(0, 6));
    // After the far move white wins by threes, not by fours alone.
    pos.play(far);
    let (mut failed, mut vcf_failed) = (Failed::default(), Failed::default());
    assert_eq!(
        vcf(&mut pos, 24, &mut Failed::default(), &mut clock()),
        None
    );
    let win = vct(&mut pos, 8, &mut failed, &mut vcf_failed, &mut clock());
    assert_eq!(win, Some(crossing));
    pos.undo();
    // Checked for fours only, the far move passes; for threes too, it
    // is refused (whether the crossing is safe is not asked: white's
    // twos also make a diagonal three beside it).
    assert_eq!(
        first_safe(&mut pos, &[far, crossing], 24, 0, &mut clock()),
        Some(far)
    );
    assert_ne!(
        first_safe(&mut pos, &[far, crossing], 24, 8, &mut clock()),
        Some(far)
    );
    // When every move tried loses, none is safe.
    assert_eq!(first_safe(&mut pos, &[far], 24, 8, &mut clock()), None);
}

/// White to move; black's closed threes cross at f7, where black would
/// make two fours: a threat under freestyle, forbidden under renju.
const DOUBLE_FOUR: &str = "
    . . . . . . . . . . . . o
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . o x x x . . . . . . . .
    . . . . . x . . . . . . .
    . . . . . x . . . . . . .
    . . . . . x . . . . . . .
    . . . . . o . . . . . . .
    . . . . . . . . . . . . .
    o . . . . . . . . . . . o
    ";

#[test]
fn renju_blacks_forbidden_double_four_is_no_threat_to_meet() {
    // Under renju white's moves are not narrowed to the blocks.
    let board = parse_board(DOUBLE_FOUR).expect("diagram");
    for (rule, threat) in [(Rule::Renju, false), (Rule::Freestyle, true)] {
        let pos = Position::from_game(&Game::from_board(board.clone(), rule));
        assert_eq!(pos.to_move(), 1, "white to move");
        assert_eq!(scan(&pos).their_big_threat, threat, "{rule:?}");
        assert_eq!(moves(&pos, 14, &scan(&pos)).len() == 14, !threat);
    }
}

#[test]
fn a_position_read_too_shallow_is_read_again_deeper() {
    // Random middle games with a win by three fours or more for the
    // side to move: read first too shallow to find it (the position
    // is remembered as failed at that depth), then deeper with the
    // same memory, the win is found all the same.
    let mut rng = crate::rng::SplitMix64::new(5);
    let mut checked = 0;
    for _ in 0..4000 {
        let mut pos = Position::from_game(&Game::new(15, Rule::Freestyle).expect("size"));
        for _ in 0..(10 + rng.next_u64() % 30) {
            let empty: Vec<usize> = (0..225).filter(|&i| pos.is_empty(i)).collect();
            pos.play(empty[(rng.next_u64() % empty.len() as u64) as usize]);
        }
        if !scan(&pos).their_fives.is_empty() || urgent(&pos).is_some() {
            continue;
        }
        // The fewest fours the win needs (0: none within 24).
        let fours = (1..=24)
            .find(|&d| vcf(&mut pos, d, &mut Failed::default(), &mut clock()).is_some())
            .unwrap_or(0);
        if fours < 3 {
            continue;
        }
        let mut failed = Failed::default();
        assert_eq!(vcf(&mut pos, fours - 1, &mut failed, &mut clock()), None);
        assert!(failed.covers(pos.hash(), fours - 1));
        assert!(!failed.covers(pos.hash(), fours));
        assert!(vcf(&mut pos, 24, &mut failed, &mut clock()).is_some());
        checked += 1;
        if checked == 5 {
            break;
        }
    }
    assert_eq!(checked, 5, "positions with a win by three fours or more");
}

#[test]
fn the_best_moves_are_those_a_full_sort_puts_first() {
    // Random positions on both rules (renju's black picks among the
    // allowed points another way): the moves come in the order a sort
    // of every candidate by worth, then index, gives; against an open
    // four to come, every block and every four of ours, whatever the
    // width.
    let mut rng = crate::rng::SplitMix64::new(11);
    let mut defended = 0;
    for rule in [Rule::Freestyle, Rule::Renju] {
        for _ in 0..40 {
            let mut pos = Position::from_game(&Game::new(15, rule).expect("size"));
            let stones = 4 + rng.next_u64() % 30;
            for _ in 0..stones {
                let empty: Vec<usize> = (0..225).filter(|&i| pos.is_empty(i)).collect();
                pos.play(empty[(rng.next_u64() % empty.len() as u64) as usize]);
            }
            let found = scan(&pos);
            let (me, them) = (pos.to_move(), 1 - pos.to_move());
            for width in [1, 8, 14, 64] {
                let got = moves(&pos, width, &found);
                if !found.their_fives.is_empty() {
                    assert!(got.len() <= 1);
                    continue;
                }
                let every_defence = their_open_four(&pos);
                let mut all: Vec<(i32, usize)> = pos
                    .candidates()
                    .into_iter()
                    .filter(|&i| {
                        let block_or_four = pos.threat(i, them) >= Threat::Four
                            || pos.threat(i, me) >= Threat::Four;
                        if every_defence {
                            return block_or_four;
                        }
                        !found.their_big_threat
                            || block_or_four
                            || pos.threat(i, them) == Threat::OpenThree
                    })
                    .map(|i| (pos.worth(i, me) * 5 / 4 + pos.worth(i, them), i))
                    .collect();
                all.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
                let want: Vec<usize> = all
                    .into_iter()
                    .map(|(_, i)| i)
                    .filter(|&i| pos.is_allowed(i))
                    .take(if every_defence { usize::MAX } else { width })
                    .collect();
                assert_eq!(got, want, "{rule:?}, {stones} stones, width {width}");
                // The generator says it gave every defence exactly then.
                let said = moves_into(&pos, width, &found, &mut Vec::new(), &mut Vec::new());
                assert_eq!(said, every_defence, "{rule:?}, {stones} stones");
                defended += usize::from(every_defence && got.len() > width);
            }
        }
    }
    // Some positions gave more defences than the width: the check
    // above saw the width not cut them.
    assert!(defended > 0, "no open four to come beyond the width");
}
