//! Swap2: the engine's decisions ([`gomoku::engine::swap2`]) and the
//! brain's `SWAP2BOARD` (0, 3 and 5 stones, `x,y` and `x,y,field` lines,
//! bad input), under node budgets so that nothing depends on the
//! machine's speed.

use std::time::{Duration, Instant};

use gomoku::engine::swap2::{self, MARGIN, Swap2Answer, Swap2Choice};
use gomoku::engine::{Level, Limits};
use gomoku::game::board::{Pos, Stone};
use gomoku::game::rules::{Game, Rule};
use gomoku::protocol::Brain;

/// The node budget of one decision in these tests.
const NODES: u64 = 60_000;

/// Black, white, black: two black stones side by side in the centre, the
/// white one in a corner.
const BLACK_BETTER: [(u8, u8); 3] = [(7, 7), (0, 0), (8, 7)];

/// White's stone in the centre, black's two far apart on the edges.
const WHITE_BETTER: [(u8, u8); 3] = [(0, 7), (7, 7), (14, 0)];

fn started() -> Brain {
    let mut brain = Brain::new(Level::Master, 5).with_nodes(Some(NODES));
    assert_eq!(brain.handle("START 15"), ["OK"]);
    brain
}

/// Sends `SWAP2BOARD`, the stones as `x,y` lines, `DONE`; every reply.
fn swap2board(brain: &mut Brain, stones: &[(u8, u8)]) -> Vec<String> {
    let mut out = brain.handle("SWAP2BOARD");
    for (x, y) in stones {
        out.extend(brain.handle(&format!("{x},{y}")));
    }
    out.extend(brain.handle("DONE"));
    out
}

/// The points of a reply line (none for `SWAP`).
fn points(line: &str) -> Vec<Pos> {
    if line == "SWAP" {
        return Vec::new();
    }
    line.split(' ')
        .map(|xy| {
            let (x, y) = xy.split_once(',').unwrap_or_else(|| panic!("{line}"));
            Pos::new(x.parse().expect("x"), y.parse().expect("y"))
        })
        .collect()
}

fn game_of(stones: &[(u8, u8)]) -> Game {
    let mut game = Game::new(15, Rule::Freestyle).expect("size");
    for &(x, y) in stones {
        game.play(Pos::new(x, y)).expect("legal");
    }
    game
}

/// The brain's board holds `sent` then `placed` as moves, colours
/// alternating from black.
fn assert_board(brain: &Brain, sent: &[(u8, u8)], placed: &[Pos]) {
    let board = brain.board().expect("started");
    let moves: Vec<Pos> = sent
        .iter()
        .map(|&(x, y)| Pos::new(x, y))
        .chain(placed.iter().copied())
        .collect();
    assert_eq!(board.history(), moves.as_slice());
    assert_eq!(board.stone_count(), moves.len());
    for (k, &p) in moves.iter().enumerate() {
        let colour = if k % 2 == 0 {
            Stone::Black
        } else {
            Stone::White
        };
        assert_eq!(board.get(p), Some(colour), "stone {} at {p:?}", k + 1);
    }
}

#[test]
fn an_empty_board_gets_three_distinct_stones_placed_in_order() {
    let mut brain = started();
    let out = swap2board(&mut brain, &[]);
    assert_eq!(out.len(), 1, "{out:?}");
    let stones = points(&out[0]);
    assert_eq!(stones.len(), 3, "{out:?}");
    assert!(stones[0] != stones[1] && stones[1] != stones[2] && stones[0] != stones[2]);
    assert!(stones.iter().all(|p| p.x < 15 && p.y < 15), "{stones:?}");
    assert_board(&brain, &[], &stones);
    // White (the responder) moves next: a TURN is stone 4, and the brain
    // answers stone 5.
    let free = (0..15)
        .map(|x| Pos::new(x, 0))
        .find(|p| !stones.contains(p))
        .expect("a free point");
    let reply = brain.handle(&format!("TURN {},{}", free.x, free.y));
    assert_eq!(reply.len(), 1, "{reply:?}");
    let fifth = points(&reply[0]);
    assert_eq!(
        brain.board().and_then(|b| b.get(fifth[0])),
        Some(Stone::Black)
    );
}

#[test]
fn black_plainly_better_after_three_stones_is_taken() {
    let mut brain = started();
    let out = swap2board(&mut brain, &BLACK_BETTER);
    assert_eq!(out, ["SWAP"]);
    assert_board(&brain, &BLACK_BETTER, &[]);
    // Now black: white's stone 4 comes as a TURN, and the brain answers.
    let reply = brain.handle("TURN 14,14");
    assert_eq!(reply.len(), 1, "{reply:?}");
    let fifth = points(&reply[0]);
    assert_eq!(fifth.len(), 1);
    assert_eq!(
        brain.board().and_then(|b| b.get(fifth[0])),
        Some(Stone::Black)
    );
}

#[test]
fn white_plainly_better_after_three_stones_stays_white_and_plays() {
    let mut brain = started();
    let out = swap2board(&mut brain, &WHITE_BETTER);
    assert_eq!(out.len(), 1, "{out:?}");
    let fourth = points(&out[0]);
    assert_eq!(fourth.len(), 1, "stays and plays stone 4: {out:?}");
    assert_board(&brain, &WHITE_BETTER, &fourth);
}

#[test]
fn three_and_five_stones_answer_in_a_protocol_form_with_fields_or_not() {
    // A balanced three: any of the three answers may come.
    let three = [(7, 7), (6, 6), (10, 10)];
    let mut brain = started();
    let mut out = brain.handle("SWAP2BOARD");
    for (k, (x, y)) in three.iter().enumerate() {
        // Some managers send a field, as in BOARD: read and ignored.
        let line = if k == 1 {
            format!("{x},{y},2")
        } else {
            format!("{x},{y}")
        };
        out.extend(brain.handle(&line));
    }
    out.extend(brain.handle("done"));
    assert_eq!(out.len(), 1, "{out:?}");
    let placed = points(&out[0]);
    assert!(placed.len() <= 2, "{out:?}");
    for p in &placed {
        assert!(!three.contains(&(p.x, p.y)), "{p:?} is taken");
    }
    assert_board(&brain, &three, &placed);

    // Five stones: SWAP, or stone 6 for white.
    let five = [(7, 7), (6, 6), (10, 10), (8, 6), (9, 6)];
    let mut brain = started();
    let out = swap2board(&mut brain, &five);
    assert_eq!(out.len(), 1, "{out:?}");
    let placed = points(&out[0]);
    assert!(placed.len() <= 1, "{out:?}");
    assert_board(&brain, &five, &placed);
    if placed.is_empty() {
        // Black now: white's stone 6 comes as a TURN.
        assert_eq!(brain.handle("TURN 0,0").len(), 1);
    } else {
        // White now: black's stone 7 comes as a TURN.
        let reply = brain.handle("TURN 0,0");
        let eighth = points(&reply[0]);
        assert_eq!(
            brain.board().and_then(|b| b.get(eighth[0])),
            Some(Stone::White)
        );
    }
}

#[test]
fn bad_swap2boards_are_errors_and_the_brain_carries_on() {
    let mut fresh = Brain::new(Level::Master, 1);
    let out = fresh.handle("SWAP2BOARD");
    assert!(
        out.first().is_some_and(|l| l.starts_with("ERROR")),
        "{out:?}"
    );

    let mut brain = started();
    let bad: [&[(u8, u8)]; 4] = [
        &[(7, 7), (7, 8), (8, 8), (9, 9)],
        &[(7, 7)],
        &[(7, 7), (7, 8), (7, 7)],
        &[(7, 7), (7, 8), (15, 3)],
    ];
    for stones in bad {
        let out = swap2board(&mut brain, stones);
        assert_eq!(out.len(), 1, "{stones:?} → {out:?}");
        assert!(out[0].starts_with("ERROR"), "{stones:?} → {out:?}");
        assert_eq!(
            brain.board().map(|b| b.stone_count()),
            Some(0),
            "{stones:?}"
        );
    }
    // Garbage between the stones is refused line by line; the stones
    // around it still count.
    let mut out = brain.handle("SWAP2BOARD");
    for line in ["7,7", "banana", "1,2,x", "0,0", "-1,3", "8,7"] {
        out.extend(brain.handle(line));
    }
    assert_eq!(out.len(), 3, "{out:?}");
    assert!(out.iter().all(|l| l.starts_with("ERROR")), "{out:?}");
    assert_eq!(brain.handle("DONE"), ["SWAP"]);
    // And the game goes on.
    assert_eq!(brain.handle("TURN 14,14").len(), 1);
    // END ends the program even half-way through the stones.
    assert!(brain.handle("SWAP2BOARD").is_empty());
    assert!(brain.handle("END").is_empty());
    assert!(brain.is_finished());
}

#[test]
fn the_answer_comes_within_the_turn_time() {
    let mut brain = Brain::new(Level::Master, 2);
    assert_eq!(brain.handle("START 15"), ["OK"]);
    assert!(brain.handle("INFO timeout_turn 600").is_empty());
    for stones in [&[][..], &[(7, 7), (6, 6), (10, 10)][..]] {
        let start = Instant::now();
        let out = swap2board(&mut brain, stones);
        let took = start.elapsed();
        assert_eq!(out.len(), 1, "{out:?}");
        assert!(!out[0].starts_with("ERROR"), "{out:?}");
        assert!(took < Duration::from_millis(600), "{took:?}");
    }
}

#[test]
fn the_balanced_opening_is_deterministic_and_near_even() {
    let opening = |variety| {
        swap2::opening_three(
            Level::Master,
            15,
            Rule::Freestyle,
            &Limits::nodes(NODES),
            variety,
        )
        .expect("a 15 board has openings")
    };
    let first = opening(0);
    assert_eq!(first, opening(0));
    // Another variety, another of the balanced openings (or the same one
    // turned): still near even.
    let other = opening(11);
    assert_ne!(other.choice, first.choice);
    assert!(other.balance.favours(MARGIN).is_none(), "{other:?}");
    let game = game_of(&first.choice.map(|p| (p.x, p.y)));
    assert_eq!(game.board().stone_count(), 3);
    assert!(
        first.balance.favours(MARGIN).is_none(),
        "{:?}",
        first.balance
    );
}

#[test]
fn the_decisions_say_how_they_saw_the_balance() {
    let limits = Limits::nodes(NODES);
    let black = swap2::answer_three(Level::Master, &game_of(&BLACK_BETTER), &limits);
    assert_eq!(black.choice, Swap2Answer::Swap);
    assert_eq!(black.balance.favours(MARGIN), Some(Stone::Black));

    let white = swap2::answer_three(Level::Master, &game_of(&WHITE_BETTER), &limits);
    assert!(matches!(white.choice, Swap2Answer::Stay(_)), "{white:?}");
    assert_eq!(white.balance.favours(MARGIN), Some(Stone::White));

    // Five stones where black has an open three and white nothing near:
    // take black.
    let five = [(7, 7), (0, 0), (8, 7), (14, 14), (9, 7)];
    let choice = swap2::answer_five(Level::Master, &game_of(&five), &limits);
    assert_eq!(choice.choice, Swap2Choice::Swap, "{choice:?}");
    // And where white's stones stand together and black's are scattered:
    // stay white and play.
    let five = [(0, 7), (7, 7), (14, 0), (8, 7), (0, 14)];
    let choice = swap2::answer_five(Level::Master, &game_of(&five), &limits);
    assert!(matches!(choice.choice, Swap2Choice::Play(_)), "{choice:?}");
}

#[test]
fn a_level_without_evaluation_still_answers() {
    let mut brain = Brain::new(Level::Seed, 1).with_nodes(Some(NODES));
    assert_eq!(brain.handle("START 15"), ["OK"]);
    assert_eq!(swap2board(&mut brain, &BLACK_BETTER), ["SWAP"]);
    let out = swap2board(&mut brain, &[]);
    assert_eq!(points(&out[0]).len(), 3, "{out:?}");
}

/// The real `pbrain-gomoku` over pipes: the Gomocup manager's swap2
/// conversation, with CRLF line ends and fields on the stone lines.
#[test]
fn the_binary_answers_swap2board() {
    use std::io::Write;
    use std::process::{Command, Stdio};

    let mut child = Command::new(env!("CARGO_BIN_EXE_pbrain-gomoku"))
        .args(["--level", "master", "--seed", "3", "--nodes", "60000"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start pbrain-gomoku");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin
        .write_all(
            b"START 15\r\nINFO timeout_turn 2000\r\nSWAP2BOARD\r\nDONE\r\n\
              SWAP2BOARD\r\n7,7,1\r\n0,0,2\r\n8,7,1\r\nDONE\r\nTURN 14,14\r\nEND\r\n",
        )
        .expect("write");
    drop(stdin);
    let out = child.wait_with_output().expect("pbrain-gomoku ends");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert_eq!(lines[0], "OK");
    assert_eq!(points(lines[1]).len(), 3, "{text}");
    assert_eq!(lines[2], "SWAP");
    assert_eq!(points(lines[3]).len(), 1, "{text}");
}

#[test]
fn a_balanced_three_gets_two_more_stones_that_keep_it_near_even() {
    let three = [(7, 7), (6, 6), (10, 10)];
    let game = game_of(&three);
    let answer = swap2::answer_three(Level::Master, &game, &Limits::nodes(4 * NODES));
    let Swap2Answer::PlaceTwo(white, black) = answer.choice else {
        panic!("{answer:?}");
    };
    let mut game = game;
    game.play(white).expect("stone 4 legal");
    game.play(black).expect("stone 5 legal");
    let after = answer.after.expect("the five stones judged");
    assert!(
        after.distance() <= answer.balance.distance().max(MARGIN as u64),
        "{answer:?}"
    );
}
