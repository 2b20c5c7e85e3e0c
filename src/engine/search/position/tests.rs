//! The position's incremental state against a fresh count, and its terms.
use super::rating::THREATS;
use super::rating::{potential, rate, read_potential};
use super::*;
use crate::engine::search::learned::{CLASSES, TO_MOVE, WAITING, class};
use crate::game::notation::{parse_board, parse_point};
use crate::game::rules::Game;
use crate::game::shapes::line::Cell;

fn position(text: &str, rule: Rule) -> Position {
    let board = parse_board(text).expect("diagram");
    Position::from_game(&Game::from_board(board, rule))
}

/// Codes, shapes, potentials, indices, scores and classes of every empty
/// point of `p` as `fresh` reads them; an occupied point has no shapes,
/// score or class (and keeps the codes of when its stone was placed).
fn assert_same_points(p: &Position, fresh: &Position, what: &str) {
    for i in 0..p.cells.len() {
        let (kept, read) = (p.points[i], fresh.points[i]);
        if p.is_empty(i) {
            assert_eq!(kept, read, "{what}: point {i}");
        } else {
            assert_eq!(
                (kept.reads, kept.shape_index, kept.score, kept.class),
                (read.reads, read.shape_index, read.score, read.class),
                "{what}: occupied point {i}"
            );
        }
    }
}

/// Whether point `i` of `p` has a stone within two steps, read from the
/// board.
fn stone_within_two(p: &Position, i: usize) -> bool {
    let n = p.size() as i32;
    let (x, y) = ((i as i32) % n, (i as i32) / n);
    (-2..=2).any(|dy| (-2..=2).any(|dx| matches!(p.cell_at(x + dx, y + dy), Some(1 | 2))))
}

#[test]
fn incremental_updates_match_a_fresh_position() {
    let mut p = position(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . x o . . . . .
        . . . x o . . . .
        . . . . x . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ",
        Rule::Freestyle,
    );
    let start_hash = p.hash();
    let moves = [50usize, 60, 5, 77, 41];
    for &m in &moves {
        // The hash a move will give is known before it is played (the
        // search fetches the table's slot with it).
        let expected = p.hash_after(m);
        p.play(m);
        assert_eq!(p.hash(), expected);
    }
    // A fresh position of the same stones agrees on every shape.
    let mut board = Board::new(9).expect("size");
    for i in 0..81 {
        if p.cells[i] != 0 {
            let stone = if p.cells[i] == 1 {
                Stone::Black
            } else {
                Stone::White
            };
            board.set(p.pos(i), stone).expect("empty");
        }
    }
    let fresh = Position::from_game(&Game::from_board(board, Rule::Freestyle));
    assert_same_points(&p, &fresh, "after the moves");
    assert_eq!(p.totals.total, fresh.totals.total);
    assert_eq!(p.hash(), fresh.hash());
    assert_eq!(p.totals.threat_counts, fresh.totals.threat_counts);
    assert_eq!(p.totals.threat_counts, recount(&p));
    let after_moves = recount(&p);
    for _ in &moves {
        p.undo();
    }
    assert_eq!(p.hash(), start_hash);
    assert_eq!(p.totals.threat_counts, recount(&p));
    assert_ne!(
        p.totals.threat_counts, after_moves,
        "the moves made threats"
    );
}

/// A fresh position of `p`'s stones and side to move.
fn fresh_copy(p: &Position) -> Position {
    let mut board = Board::new(p.size).expect("size");
    for i in 0..p.cells.len() {
        if p.cells[i] != 0 {
            let stone = if p.cells[i] == 1 {
                Stone::Black
            } else {
                Stone::White
            };
            board.set(p.pos(i), stone).expect("empty");
        }
    }
    let mut fresh = Position::from_game(&Game::from_board(board, p.rule));
    fresh.to_move = p.to_move;
    if p.judges_forbidden_points() {
        fresh.judge_forbidden_points();
    }
    fresh
}

#[test]
fn kept_codes_and_ratings_match_a_fresh_reading_through_random_play() {
    // Stones anywhere, the edges and corners included, played and taken
    // back in a random order: every kept code, shape, rating and total
    // stays what a fresh position reads from the board.
    let mut rng = SplitMix64::new(7);
    for (rule, judged) in [
        (Rule::Freestyle, false),
        (Rule::Renju, false),
        (Rule::Renju, true),
    ] {
        let mut p = Position::from_game(&Game::new(15, rule).expect("size"));
        if judged {
            p.judge_forbidden_points();
        }
        for step in 0..400u32 {
            let undo =
                p.history.len() > 30 || (!p.history.is_empty() && rng.next_u64().is_multiple_of(3));
            if undo {
                p.undo();
            } else {
                let empty: Vec<usize> = (0..p.cells.len()).filter(|&i| p.is_empty(i)).collect();
                p.play(empty[(rng.next_u64() % empty.len() as u64) as usize]);
            }
            if !step.is_multiple_of(7) {
                continue;
            }
            let fresh = fresh_copy(&p);
            // (An occupied point keeps the codes of when its stone was
            // placed: only empty points are compared.)
            for i in (0..p.cells.len()).filter(|&i| p.is_empty(i)) {
                for c in 0..2 {
                    for d in 0..4 {
                        assert_eq!(
                            p.points[i].codes[c][d],
                            p.read_code(i, d, c),
                            "{rule:?} step {step}"
                        );
                    }
                }
            }
            assert_same_points(&p, &fresh, &format!("{rule:?} step {step}"));
            for (i, point) in p.points.iter().enumerate() {
                for c in 0..2 {
                    let shapes = point.shapes(c);
                    assert_eq!(usize::from(point.shape_index[c]), shapes_index(shapes));
                    let near: u16 = point.reads[c]
                        .iter()
                        .map(|&r| u16::from(read_potential(r)))
                        .sum();
                    assert_eq!(point.potential_sum[c], near, "point {i} colour {c}");
                }
            }
            assert_eq!(p.rating, fresh.rating);
            assert_eq!(p.open, fresh.open);
            assert_eq!(p.occupied, fresh.occupied);
            if p.stones() > 0 {
                let near_and_empty: Vec<usize> = (0..p.cells.len())
                    .filter(|&i| stone_within_two(&p, i) && p.is_empty(i))
                    .collect();
                assert_eq!(p.candidates(), near_and_empty, "{rule:?} step {step}");
            }
            assert_eq!(p.totals.total, fresh.totals.total);
            assert_eq!(p.totals.threat_counts, fresh.totals.threat_counts);
            assert_eq!(p.totals.learned, fresh.totals.learned);
            assert_eq!(p.hash(), fresh.hash());
            // The learned evaluation is the class counts' dot product
            // with the tables.
            let dot = |counts: [i64; CLASSES], table: &[i32; CLASSES]| -> i64 {
                counts
                    .iter()
                    .zip(table)
                    .map(|(&n, &v)| n * i64::from(v))
                    .sum()
            };
            let me = p.to_move();
            let expected =
                dot(p.class_counts(me), &TO_MOVE) - dot(p.class_counts(1 - me), &WAITING);
            assert_eq!(i64::from(p.evaluate_learned()), expected);
        }
    }
}

/// How many points rate each threat for each colour, counted afresh.
fn recount(p: &Position) -> [[u32; THREATS]; 2] {
    let mut counts = [[0; THREATS]; 2];
    for rating in &p.rating {
        for c in 0..2 {
            counts[c][rating[c].0 as usize] += 1;
        }
    }
    counts
}

#[test]
fn the_lookup_tables_agree_with_their_definitions() {
    use crate::game::shapes::line::window_index;
    let rates = rate_table();
    for k in [0, 1, 77, 511, 1234, 4095] {
        let shapes = [
            Shape::ALL[k / 512 % 8],
            Shape::ALL[k / 64 % 8],
            Shape::ALL[k / 8 % 8],
            Shape::ALL[k % 8],
        ];
        assert_eq!(shapes_index(shapes), k);
        let (threat, value, score) = rate(shapes);
        assert_eq!(
            rates[k],
            (threat, value, score as i16, class(shapes) as u8),
            "{shapes:?}"
        );
    }
    let window = [
        Cell::Blocked,
        Cell::Empty,
        Cell::Own,
        Cell::Empty,
        Cell::Own,
        Cell::Own,
        Cell::Empty,
        Cell::Empty,
    ];
    assert_eq!(potential_table()[window_index(window)], potential(&window));
    assert!(potential(&window) > 0);
}

#[test]
fn the_totals_are_the_weighted_features() {
    let mut p = position(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . x o . . . . .
        . . . x o . . . .
        . . . . x . . . .
        . . x . . o . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ",
        Rule::Freestyle,
    );
    p.play(p.index(Pos::new(6, 6)));
    for c in 0..2 {
        let f = p.features(c);
        let dot: i64 = f.iter().zip(WEIGHTS).map(|(&f, w)| f * i64::from(w)).sum();
        assert_eq!(dot, p.totals.total[c], "colour {c}: {f:?}");
        assert!(f[0..4].iter().all(|&n| n > 0), "twos and threes: {f:?}");
    }
}

#[test]
fn threats_are_seen() {
    let p = position(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . x x x . . . .
        . . . . . . . . .
        . . o o . . . . .
        . . . . . . . . .
        . . . . . . . . .
        o . . . . . . . .
        ",
        Rule::Freestyle,
    );
    // Black (to move? 3 black, 3 white: black) makes an open four at b6/f6.
    assert_eq!(p.to_move(), 0);
    assert_eq!(p.threat(p.index(Pos::new(5, 3)), 0), Threat::OpenFour);
    assert_eq!(p.threat(p.index(Pos::new(1, 3)), 0), Threat::OpenFour);
    assert_eq!(p.threat(p.index(Pos::new(4, 5)), 1), Threat::OpenThree);
}

#[test]
fn the_game_sees_the_shapes_the_search_keeps() {
    use crate::game::shapes::Shapes;
    // Random games under every rule, played incrementally: the game's
    // whole-board shapes agree with the position's at every point, for
    // both colours, and so do the points of each threat.
    let mut rng = SplitMix64::new(31);
    for rule in [Rule::Freestyle, Rule::Standard, Rule::Renju] {
        for _ in 0..6 {
            let mut game = Game::new(15, rule).expect("size");
            let mut p = Position::from_game(&game);
            for _ in 0..40 {
                let candidates: Vec<usize> = p
                    .candidates()
                    .into_iter()
                    .filter(|&i| game.is_legal(p.pos(i)))
                    .collect();
                if candidates.is_empty() || game.outcome().is_some() {
                    break;
                }
                let i = candidates[(rng.next_u64() % candidates.len() as u64) as usize];
                game.play(p.pos(i)).expect("a legal move");
                p.play(i);
                let shapes = Shapes::of(&game);
                for (c, stone) in [Stone::Black, Stone::White].into_iter().enumerate() {
                    for i in 0..15 * 15 {
                        assert_eq!(p.shapes(i, c), shapes.shapes(p.pos(i), stone));
                        assert_eq!(p.threat(i, c), shapes.threat(p.pos(i), stone));
                    }
                    for threat in [Threat::OpenThree, Threat::Four, Threat::Five] {
                        let ours: Vec<Pos> = p
                            .points_with(c, threat)
                            .into_iter()
                            .map(|i| p.pos(i))
                            .collect();
                        assert_eq!(ours, shapes.points_with(stone, threat), "{rule:?}");
                    }
                }
            }
        }
    }
}

#[test]
fn renju_black_s_forbidden_points_count_for_nothing_once_judged() {
    // Black g8 h8 (a row) and i9 i10 (a column): a black stone on i8
    // makes two open threes, which renju forbids black.
    let moves = ["g8", "a1", "h8", "a3", "i9", "a5", "i10", "a7"];
    let mut game = Game::new(15, Rule::Renju).expect("size");
    for m in moves {
        let pos = parse_point(m, 15).expect("a point");
        game.play(pos).expect("legal");
    }
    let i8 = parse_point("i8", 15).expect("a point");
    assert!(game.forbidden(i8).is_some(), "the rules forbid i8 to black");
    let even = Position::from_game(&game);
    let i = even.index(i8);
    assert_eq!(even.threat(i, 0), Threat::DoubleThree);
    let mut judged = even.clone();
    judged.judge_forbidden_points();
    // The threat is still named (the readers check legality themselves),
    // but the point is worth nothing to black beyond its nearness, and
    // black's total loses exactly its score; white's side is untouched.
    assert_eq!(judged.threat(i, 0), Threat::DoubleThree);
    let near = i32::from(even.points[i].potential_sum[0]);
    assert_eq!(judged.worth(i, 0), near);
    assert!(even.worth(i, 0) > near + 1_000);
    let score = i64::from(even.points[i].score[0]);
    assert!(score > 0);
    assert_eq!(judged.totals().total(0), even.totals().total(0) - score);
    assert_eq!(judged.totals().total(1), even.totals().total(1));
    assert_eq!(judged.worth(i, 1), even.worth(i, 1));
    // A point black may play keeps its worth: h9 (one open three, on the
    // diagonal g8-i10) is no forbidden point.
    let h9 = judged.index(parse_point("h9", 15).expect("a point"));
    assert_eq!(judged.worth(h9, 0), even.worth(h9, 0));
    // Under freestyle nothing is forbidden: judging changes nothing.
    let mut free = Game::new(15, Rule::Freestyle).expect("size");
    for m in moves {
        free.play(parse_point(m, 15).expect("a point"))
            .expect("legal");
    }
    let free_even = Position::from_game(&free);
    let mut free_judged = free_even.clone();
    free_judged.judge_forbidden_points();
    assert_eq!(free_judged.totals().total(0), free_even.totals().total(0));
    assert_eq!(free_judged.worth(i, 0), free_even.worth(i, 0));
}
