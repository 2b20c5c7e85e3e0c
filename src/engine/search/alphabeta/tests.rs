use std::time::{Duration, Instant};

use super::*;
use crate::engine::Limits;
use crate::game::board::Pos;
use crate::game::notation::parse_board;
use crate::game::rules::Game;
use crate::game::rules::Rule;

fn position(text: &str) -> Position {
    let board = parse_board(text).expect("diagram");
    Position::from_game(&Game::from_board(board, Rule::Freestyle))
}

/// White to move against black's four (b..e on row 5, a5 blocked).
const FACING_A_FOUR: &str = "
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . o . .
    . . . . . . . . .
    o x x x x . . . .
    . . . . . . . . .
    . . o . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    ";

#[test]
fn a_leaf_facing_a_four_is_scored_after_the_block() {
    let mut pos = position(FACING_A_FOUR);
    assert_eq!(pos.to_move(), 1);
    let block = pos.index(Pos::new(5, 4));
    let table = Table::default();
    let mut ai = Searcher::new(Strength::MASTER, &table, None);
    let mut clock = Clock::new(
        Instant::now() + Duration::from_secs(60),
        (1, 1),
        &Limits::default(),
    );
    let leaf = ai.negamax(&mut pos, 0, -WIN - 1, WIN + 1, 0, &mut clock);
    let judge = |pos: &Position| Strength::MASTER.judge(pos);
    pos.play(block);
    let after_block = -judge(&pos);
    pos.undo();
    // Not the static score with the four still standing: the block is
    // played first, and the leaf is what it leaves.
    assert_ne!(leaf, judge(&pos));
    assert_eq!(leaf, after_block);
}

#[test]
fn a_level_judges_by_the_evaluation_it_names() {
    let pos = position(FACING_A_FOUR);
    let hand = Strength {
        learned: false,
        ..Strength::MASTER
    };
    let learned = Strength {
        learned: true,
        ..Strength::MASTER
    };
    assert_eq!(hand.judge(&pos), pos.evaluate(hand.to_move_weight));
    assert_eq!(learned.judge(&pos), pos.evaluate_learned());
    assert_ne!(hand.judge(&pos), learned.judge(&pos));
}

#[test]
fn the_side_to_play_weighs_the_opponents_lines_by_its_defence() {
    // White to move, and white's move searched.
    let pos = position(FACING_A_FOUR);
    let (white, black) = (pos.to_move(), 1 - pos.to_move());
    let totals = pos.totals();
    let (w, b) = (totals.total(white), totals.total(black));
    assert!(w > 0 && b > 0, "{w} {b}");
    let guarded = Strength {
        defence: (5, 4),
        learned: false,
        ..Strength::MASTER
    };
    // Judged evenly: the level's evaluation as always.
    assert_eq!(guarded.judge_from(totals, white, None), guarded.judge(&pos));
    // Judged by white: black's lines weigh 5/4 whoever is to move
    // (the side to move's own 6/5 as ever).
    assert_eq!(
        guarded.judge_from(totals, white, Some(white)),
        (w * 6 / 5 - b * 5 / 4) as i32
    );
    assert_eq!(
        guarded.judge_from(totals, black, Some(white)),
        (b * 6 * 5 / (5 * 4) - w) as i32
    );
    // 1/1 is even, and the learned evaluation has no such weight.
    let even = Strength {
        defence: (1, 1),
        ..guarded
    };
    assert_eq!(
        even.judge_from(totals, white, Some(white)),
        even.judge(&pos)
    );
    let learned = Strength {
        learned: true,
        ..guarded
    };
    assert_eq!(
        learned.judge_from(totals, white, Some(white)),
        pos.evaluate_learned()
    );
}

#[test]
fn a_blocked_four_is_not_counted_as_nearly_won() {
    let pos = position(FACING_A_FOUR);
    for score in [
        pos.evaluate(Strength::MASTER.to_move_weight),
        pos.evaluate_learned(),
    ] {
        // Black's four is worth something, but nowhere near a win: white
        // blocks it next move.
        assert!(score > -WIN / 100, "{score}");
        assert!(score < 0, "{score}");
    }
}

/// A 15×15 game of `rule` with `stones` random stones in the centre's
/// 7×7 square, or `None` when a five ended it first.
fn random_middle_game(
    rng: &mut crate::rng::SplitMix64,
    rule: Rule,
    stones: u64,
) -> Option<Position> {
    let mut game = Game::new(15, rule).expect("size");
    while (game.board().stone_count() as u64) < stones {
        let x = 4 + (rng.next_u64() % 7) as u8;
        let y = 4 + (rng.next_u64() % 7) as u8;
        let p = Pos::new(x, y);
        if game.is_legal(p) {
            let _ = game.play(p);
        }
        if game.outcome().is_some() {
            return None;
        }
    }
    Some(Position::from_game(&game))
}

#[test]
fn leaves_judged_unplayed_score_as_leaves_played() {
    // Random middle games on both rules, searched four plies deep with
    // leaves judged from the totals a move would leave and with every
    // leaf played: the same scores, in the same order, after the same
    // number of nodes.
    let mut rng = crate::rng::SplitMix64::new(3);
    let (mut compared, mut nodes) = (0, 0);
    for rule in [Rule::Freestyle, Rule::Renju] {
        for _ in 0..12 {
            let stones = 6 + rng.next_u64() % 16;
            let Some(mut pos) = random_middle_game(&mut rng, rule, stones) else {
                continue;
            };
            let root = super::super::threats::moves(&pos, 14, &scan(&pos));
            let mut runs = Vec::new();
            for unplayed in [true, false] {
                let mut table = Table::default();
                table.prepare(15, rule, None);
                let mut ai = Searcher::new(Strength::MASTER, &table, None);
                ai.leaves_unplayed = unplayed;
                let mut clock = Clock::new(
                    Instant::now() + Duration::from_secs(600),
                    (1, 1),
                    &Limits::default(),
                );
                let scores = ai.root(&mut pos, &root, 4, 1, &mut clock);
                runs.push((scores, clock.nodes));
            }
            assert_eq!(runs[0], runs[1], "{rule:?}, {stones} stones");
            (compared, nodes) = (compared + 1, nodes + runs[0].1);
        }
    }
    assert!(
        compared >= 16 && nodes > 5_000,
        "{compared} positions, {nodes} nodes"
    );
}

#[test]
fn a_root_iteration_cut_short_recommends_only_moves_better_than_the_first() {
    // Random middle games, the root's moves in reverse order (a poor
    // move first, so later ones beat it), searched three plies deep in
    // full and stopped after every so many nodes: a cut-short
    // iteration recommends the first move or one the full iteration
    // scores higher, and sometimes one whose full search the stop cut
    // off (kept with its bound).
    let mut rng = crate::rng::SplitMix64::new(11);
    let (mut better, mut bounds) = (0, 0);
    for _ in 0..6 {
        let stones = 8 + rng.next_u64() % 10;
        let Some(mut pos) = random_middle_game(&mut rng, Rule::Freestyle, stones) else {
            continue;
        };
        let mut root = super::super::threats::moves(&pos, 14, &scan(&pos));
        root.reverse();
        let run = |pos: &mut Position, nodes: Option<u64>| {
            let mut table = Table::default();
            table.prepare(15, Rule::Freestyle, None);
            let mut ai = Searcher::new(Strength::MASTER, &table, None);
            let limits = Limits {
                nodes,
                ..Limits::default()
            };
            let deadline = Instant::now() + Duration::from_secs(600);
            let mut clock = Clock::new(deadline, (1, 1), &limits);
            let scores = ai.root(pos, &root, 3, 1, &mut clock);
            (scores, clock.nodes)
        };
        let (full, total) = run(&mut pos, None);
        let score_of = |m: usize| full.iter().find(|&&(_, n)| n == m).map(|&(s, _)| s);
        let first = full[0].0;
        for budget in (1..total).step_by((total / 80).max(1) as usize) {
            let (part, _) = run(&mut pos, Some(budget));
            let Some(m) = super::super::partial_best(&part, root.first().copied()) else {
                continue;
            };
            if m != root[0] {
                assert!(score_of(m).expect("searched") > first, "{part:?} {full:?}");
                better += 1;
            }
            if let Some(&(s, last)) = part.last()
                && Some(s) != score_of(last)
            {
                assert_eq!(m, last, "a bound is kept only as the best");
                bounds += 1;
            }
        }
    }
    assert!(better > 0 && bounds > 0, "{better} better, {bounds} bounds");
}
