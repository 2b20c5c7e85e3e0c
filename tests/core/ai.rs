//! The seeds' two AIs: the seed 000 scoring map on hand-worked positions and
//! against a line-by-line transcription of the seed's C++, and the seed 004
//! winning-combination AI.

use gomoku::engine::{ClassicAi, ClassicMaps, Engine, Level, Limits, ScoreMap, SeedAi};
use gomoku::game::board::{Board, Pos, Stone};
use gomoku::game::notation::parse_board;
use gomoku::game::rules::{Game, Rule};
use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

fn board(text: &str) -> Board {
    parse_board(text).unwrap_or_else(|e| panic!("bad diagram: {e}\n{text}"))
}

fn seed_ai(seed: u64) -> SeedAi {
    SeedAi::new(StdRng::seed_from_u64(seed))
}

// ----- seed 000: hand-worked scores ------------------------------------------

#[test]
fn seed_scores_around_a_single_stone() {
    // One black stone in the centre, white (the AI) to move. A neighbour
    // scores 10 for the black stone in one direction and 5 in each of four
    // directions for "no own stone": 30. A far point scores 4 × 5 = 20.
    let mut b = Board::new(13).expect("size");
    b.place(Pos::new(6, 6)).expect("legal");
    let map = ScoreMap::compute(&b);
    assert_eq!(map.get(Pos::new(7, 6)), Some(30));
    assert_eq!(map.get(Pos::new(5, 5)), Some(30));
    assert_eq!(map.get(Pos::new(0, 0)), Some(20));
    assert_eq!(
        map.get(Pos::new(8, 6)),
        Some(20),
        "two away: the run stops at the empty point"
    );
    assert_eq!(map.get(Pos::new(6, 6)), None, "occupied");
    assert_eq!(map.max(), Some(30));
    let mut best = map.best_points(|_| true);
    best.sort();
    let mut neighbours: Vec<Pos> = [
        (5, 5),
        (6, 5),
        (7, 5),
        (5, 6),
        (7, 6),
        (5, 7),
        (6, 7),
        (7, 7),
    ]
    .into_iter()
    .map(|(x, y)| Pos::new(x, y))
    .collect();
    neighbours.sort();
    assert_eq!(best, neighbours);
    // The AI picks among the tied neighbours, and different seeds reach
    // different ones.
    let game = Game::from_board(b, Rule::Freestyle);
    let picks: std::collections::BTreeSet<Pos> = (0..40)
        .filter_map(|s| seed_ai(s).choose(&game, &Limits::default()))
        .collect();
    assert!(picks.iter().all(|p| neighbours.contains(p)));
    assert!(picks.len() > 3, "ties are broken at random: {picks:?}");
}

#[test]
fn seed_assigns_rather_than_adds_the_opponent_three() {
    // At g7 (the point between the stones), white to move:
    // - the diagonals score 5 each (no stones);
    // - the vertical scores 40 (black's open two above) + 5;
    // - the horizontal finds black's three closed by white on the right:
    //   the seed *assigns* 60, wiping the 55 collected so far, then adds 5.
    // An additive table would give 55 + 60 + 5 = 120.
    let b = board(
        "
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . x . . . . . .
        . . . . . . x . . . . . .
        . . . . . . . x x x o . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        o . . . . . . . . . . o o
        ",
    );
    assert_eq!(b.to_move(), Stone::White);
    let map = ScoreMap::compute(&b);
    assert_eq!(map.get(Pos::new(6, 6)), Some(65));
}

#[test]
fn seed_scores_fours_and_open_threes() {
    // White to move. Black has an open three on row 7 (d7 e7 f7): its ends
    // c7 and g7 score the assigned 5000 plus 5 for white's empty
    // horizontal... and 5 for each other direction. White's own open three
    // (d3 e3 f3) makes c3 and g3 worth 10000 + 15 + 0 for black's nothing.
    let b = board(
        "
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . x x x . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . o o o . . . . . . .
        . . . . . . . . . . . . .
        x . . . . . . . . . . . .
        ",
    );
    assert_eq!(b.to_move(), Stone::White);
    let map = ScoreMap::compute(&b);
    // c7 = (2, 6): diagonals and vertical 5 each, then horizontal: black 3
    // open (2 ends) assigns 5000, white 0 adds 5.
    assert_eq!(map.get(Pos::new(2, 6)), Some(5005));
    // c3 = (2, 10): 15 from the other directions, then white's open three
    // adds 10000 (black has nothing there: +0 for "theirs", +10000 mine).
    assert_eq!(map.get(Pos::new(2, 10)), Some(10_015));
    // The seed attacks with its own open three rather than blocking.
    let game = Game::from_board(b, Rule::Freestyle);
    let choice = seed_ai(1).choose(&game, &Limits::default());
    assert!(matches!(choice, Some(p) if p == Pos::new(2, 10) || p == Pos::new(6, 10)));
}

#[test]
fn seed_completes_its_own_four_and_blocks_a_four() {
    let win = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . x x x x . . . .
        . . . . . . . . .
        . . o o o o . . .
        . . . . . . . . .
        x . . . . . . . .
        . . . . . . . . .
        ",
    );
    // White (to move) has a four on row 4 and black one on row 6: white
    // takes its own five (30000) over the block (20000).
    assert_eq!(win.to_move(), Stone::White);
    let game = Game::from_board(win, Rule::Freestyle);
    let pick = seed_ai(3).choose(&game, &Limits::default());
    assert!(
        matches!(pick, Some(p) if p == Pos::new(1, 5) || p == Pos::new(6, 5)),
        "{pick:?}"
    );
}

// ----- seed 000: a transcription of the seed's C++ as the reference -----------

/// `calculateScore()` of seed 000 §14, transcribed statement by statement:
/// `chess[row][col]` is 1 for the person (the opponent), −1 for the AI (the
/// side to move), 0 empty.
fn seed_reference_scores(chess: &[Vec<i32>]) -> Vec<Vec<i32>> {
    let size = chess.len() as i32;
    let mut score_map = vec![vec![0; chess.len()]; chess.len()];
    let get = |r: i32, c: i32| chess[r as usize][c as usize];
    for row in 0..size {
        for col in 0..size {
            if get(row, col) != 0 {
                continue;
            }
            for y in -1..=0 {
                for x in -1..=1 {
                    if y == 0 && x == 0 {
                        continue;
                    }
                    if y == 0 && x != 1 {
                        continue;
                    }
                    let mut person_num = 0;
                    let mut ai_num = 0;
                    let mut empty_num = 0;
                    for (sign, who) in [(1, 1), (-1, 1)] {
                        for i in 1..=4 {
                            let cur_row = row + sign * i * y;
                            let cur_col = col + sign * i * x;
                            let inside =
                                cur_row >= 0 && cur_row < size && cur_col >= 0 && cur_col < size;
                            if inside && get(cur_row, cur_col) == who {
                                person_num += 1;
                            } else if inside && get(cur_row, cur_col) == 0 {
                                empty_num += 1;
                                break;
                            } else {
                                break;
                            }
                        }
                    }
                    let s = &mut score_map[row as usize][col as usize];
                    if person_num == 1 {
                        *s += 10;
                    } else if person_num == 2 {
                        if empty_num == 1 {
                            *s += 30;
                        } else if empty_num == 2 {
                            *s += 40;
                        }
                    } else if person_num == 3 {
                        if empty_num == 1 {
                            *s = 60;
                        } else if empty_num == 2 {
                            *s = 5000;
                        }
                    } else if person_num == 4 {
                        *s = 20000;
                    }
                    empty_num = 0;
                    for (sign, who) in [(1, -1), (-1, -1)] {
                        for i in 1..=4 {
                            let cur_row = row + sign * i * y;
                            let cur_col = col + sign * i * x;
                            let inside =
                                cur_row >= 0 && cur_row < size && cur_col >= 0 && cur_col < size;
                            if inside && get(cur_row, cur_col) == who {
                                ai_num += 1;
                            } else if inside && get(cur_row, cur_col) == 0 {
                                empty_num += 1;
                                break;
                            } else {
                                break;
                            }
                        }
                    }
                    if ai_num == 0 {
                        *s += 5;
                    } else if ai_num == 1 {
                        *s += 10;
                    } else if ai_num == 2 {
                        if empty_num == 1 {
                            *s += 25;
                        } else if empty_num == 2 {
                            *s += 50;
                        }
                    } else if ai_num == 3 {
                        if empty_num == 1 {
                            *s += 55;
                        } else if empty_num == 2 {
                            *s += 10000;
                        }
                    } else if ai_num >= 4 {
                        *s += 30000;
                    }
                }
            }
        }
    }
    score_map
}

/// Random positions from random play (no five yet), side to move = the AI.
fn random_position(size: usize, picks: &[u16]) -> Game {
    let mut game = Game::new(size, Rule::Freestyle).expect("size");
    for &pick in picks {
        let empty: Vec<Pos> = game.board().empty_points().collect();
        let pos = empty[usize::from(pick) % empty.len()];
        let mut next = game.clone();
        if next.play(pos).expect("legal").is_some() {
            break;
        }
        game = next;
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// Our map equals the seed's on every point, and where the seed's best
    /// point is unique our AI plays exactly it.
    #[test]
    fn seed_level_matches_the_seeds_code(
        size in prop::sample::select(vec![13usize, 15, 19]),
        picks in proptest::collection::vec(any::<u16>(), 0..60),
        rng_seed in any::<u64>(),
    ) {
        let game = random_position(size, &picks);
        let board = game.board();
        let me = board.to_move();
        let chess: Vec<Vec<i32>> = (0..size)
            .map(|row| (0..size).map(|col| match board.get(Pos::new(col as u8, row as u8)) {
                None => 0,
                Some(s) if s == me => -1,
                Some(_) => 1,
            }).collect())
            .collect();
        let reference = seed_reference_scores(&chess);
        let ours = ScoreMap::compute(board);
        let mut best = (0, Vec::new());
        for row in 0..size {
            for col in 0..size {
                let p = Pos::new(col as u8, row as u8);
                if chess[row][col] != 0 {
                    prop_assert_eq!(ours.get(p), None);
                    continue;
                }
                let s = reference[row][col];
                prop_assert_eq!(ours.get(p), Some(s), "at {:?}\n{}", p, board);
                // The seed's think(): maxScore starts at 0, ties collected.
                if s > best.0 {
                    best = (s, vec![p]);
                } else if s == best.0 {
                    best.1.push(p);
                }
            }
        }
        let choice = seed_ai(rng_seed).choose(&game, &Limits::default());
        if best.1.len() == 1 {
            prop_assert_eq!(choice, Some(best.1[0]));
        } else {
            prop_assert!(choice.is_some_and(|c| best.1.contains(&c)));
        }
    }

    /// No level ever answers an occupied, off-board or forbidden point.
    #[test]
    fn levels_only_answer_legal_points(
        size in 5usize..=15,
        rule_index in 0usize..3,
        picks in proptest::collection::vec(any::<u16>(), 0..150),
        rng_seed in any::<u64>(),
    ) {
        let mut game = random_position(size, &picks);
        if Rule::ALL[rule_index] != Rule::Freestyle {
            game = Game::from_board(game.board().clone(), Rule::ALL[rule_index]);
        }
        for level in Level::ALL {
            let limits = Limits {
                deadline: Some(std::time::Instant::now() + std::time::Duration::from_millis(30)),
                ..Limits::default()
            };
            let choice = level.engine(rng_seed).choose(&game, &limits);
            match choice {
                Some(p) => prop_assert!(game.is_legal(p), "{} chose {:?}\n{}", level, p, game.board()),
                None => prop_assert!(
                    game.outcome().is_some() || game.board().empty_points().all(|p| !game.is_legal(p))
                ),
            }
        }
    }
}

// ----- seed 004: the winning-combination AI ----------------------------------

#[test]
fn classic_scores_count_live_windows() {
    let mut b = Board::new(13).expect("size");
    // Empty board: the centre lies in 5 windows each way, each worth 1.
    let maps = ClassicMaps::compute(&b);
    assert_eq!(maps.own(Pos::new(6, 6)), 20);
    assert_eq!(maps.opponent(Pos::new(6, 6)), 20);
    // A corner lies in one window each way but the diagonal that leaves
    // the board: 3.
    assert_eq!(maps.own(Pos::new(0, 0)), 3);
    // Black at the centre; white to move. The point right of it: 5
    // horizontal windows, 4 of which hold the black stone (5 each for the
    // opponent) and 1 that does not (1): opponent 21 + 15 from the other
    // directions = 36; own: only the 1 window without black counts
    // horizontally (1) + 15 = 16.
    b.place(Pos::new(6, 6)).expect("legal");
    let maps = ClassicMaps::compute(&b);
    assert_eq!(maps.opponent(Pos::new(7, 6)), 36);
    assert_eq!(maps.own(Pos::new(7, 6)), 16);
    assert_eq!(maps.own(Pos::new(6, 6)), 0, "occupied");
}

#[test]
fn classic_takes_a_win_and_blocks_a_four() {
    // White (to move) has four in column b and black only scattered stones:
    // b4 lies in more of white's full windows than b9 (170 against 128), so
    // white wins there.
    let b = board(
        "
        . . . . . . . . .
        . o . . . . . . .
        . o . . . . . . .
        . o . . . . . . .
        . o . . . . . . x
        . . . . . . . . .
        . . . . . . . . x
        . . . . . . . . .
        . . . . x . x . x
        ",
    );
    assert_eq!(b.to_move(), Stone::White);
    let game = Game::from_board(b, Rule::Freestyle);
    assert_eq!(
        ClassicAi.choose(&game, &Limits::default()),
        Some(Pos::new(1, 5))
    );

    // Black has a four on row 2 closed on the left; white's best attack
    // (about 90) is worth less than black's f2 (about 170): white blocks.
    let b = board(
        "
        . . . . . . . . .
        . o . . . . . . .
        . . . . . . . . .
        . o . . . . . . .
        . o . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        o x x x x . . . .
        . . . . . . . . x
        ",
    );
    let game = Game::from_board(b, Rule::Freestyle);
    assert_eq!(
        ClassicAi.choose(&game, &Limits::default()),
        Some(Pos::new(5, 7))
    );
}

#[test]
fn no_move_once_the_game_is_over() {
    let b = board(
        "
        x x x x x
        o o o o .
        . . . . .
        . . . . .
        . . . . .
        ",
    );
    let game = Game::from_board(b, Rule::Freestyle);
    assert!(game.outcome().is_some());
    for level in Level::ALL {
        assert_eq!(level.engine(0).choose(&game, &Limits::default()), None);
    }
}

#[test]
fn renju_black_levels_avoid_forbidden_points() {
    // Black to move; d8 is a double three and is the seed map's favourite.
    let b = board(include_str!("../fixtures/renju_double_three.txt"));
    let d8 = Pos::new(3, 7);
    let free = Game::from_board(b.clone(), Rule::Freestyle);
    let renju = Game::from_board(b, Rule::Renju);
    assert!(renju.forbidden(d8).is_some());
    for seed in 0..20 {
        assert_ne!(seed_ai(seed).choose(&renju, &Limits::default()), Some(d8));
    }
    let map = ScoreMap::compute(free.board());
    assert_eq!(
        map.best_points(|_| true),
        vec![d8],
        "d8 is the unique best point"
    );
    assert_eq!(seed_ai(0).choose(&free, &Limits::default()), Some(d8));
}

#[test]
fn level_names_round_trip() {
    for level in Level::ALL {
        assert_eq!(level.name().parse::<Level>(), Ok(level));
    }
    assert!("grandmaster".parse::<Level>().is_err());
}

#[test]
fn master_under_a_match_clock_stops_near_its_aim_not_its_deadline() {
    // A quiet opening: nobody wins soon, so without a plan master reads
    // until most of its four seconds are gone (3.4 s).
    let mut game = Game::new(15, Rule::Freestyle).expect("size");
    for (x, y) in [(7, 7), (8, 8), (3, 3), (11, 11)] {
        game.play(Pos::new(x, y)).expect("legal");
    }
    let start = std::time::Instant::now();
    let limits = Limits {
        deadline: Some(start + std::time::Duration::from_secs(4)),
        aim: Some(start + std::time::Duration::from_millis(50)),
        ..Limits::default()
    };
    let report = Level::Master.engine(0).analyse(&game, &limits, &mut |_| {});
    let best = report.best.expect("a move");
    assert!(game.is_legal(best));
    assert!(report.depth >= 1, "it read at least one ply");
    // Stopped within the plan's reach (an iteration started before half
    // the aim ends by twice it), far from the search's end at 3.4 s.
    assert!(
        start.elapsed() < std::time::Duration::from_secs(2),
        "took {:?}",
        start.elapsed()
    );
}
