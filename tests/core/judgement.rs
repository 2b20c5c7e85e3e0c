//! Master judges the positions of the search for a move it is about to
//! play as the side to play does, the opponent's lines weighing more
//! (`Strength::defence`, `Limits::playing`): that changes what such a
//! search reads, never an analysis or any other search (which judge
//! evenly), and the kept table never mixes one side's judgement with the
//! other's. Under renju its searches count a point black may not play as
//! worth nothing to black (`Strength::judge_forbidden`).

use std::time::Duration;

use gomoku::engine::player::Turn;
use gomoku::engine::{Engine, Level, Limits, Report, SearchAi, Strength};
use gomoku::game::board::Pos;
use gomoku::game::rules::{Game, Rule};

/// A quiet middle game on 15×15, black to move.
const MOVES: [(u8, u8); 8] = [
    (7, 7),
    (7, 8),
    (8, 8),
    (6, 6),
    (9, 6),
    (8, 7),
    (6, 9),
    (9, 9),
];

fn game(moves: &[(u8, u8)]) -> Game {
    let mut game = Game::new(15, Rule::Freestyle).expect("size");
    for &(x, y) in moves {
        game.play(Pos::new(x, y)).expect("legal");
    }
    game
}

/// Master's search at `defence`, one thread and a node budget (so that
/// two searches of one position read the same nodes).
fn master(defence: (i64, i64)) -> SearchAi {
    SearchAi::new(Strength {
        defence,
        max_time: Duration::from_secs(600),
        ..Strength::MASTER
    })
}

/// A search for `lines` lines (0: a move), for a move about to be played
/// or not.
fn search_as(ai: &mut SearchAi, game: &Game, lines: usize, playing: bool) -> Report {
    let limits = Limits {
        nodes: Some(40_000),
        lines,
        playing,
        ..Limits::default()
    };
    ai.analyse(game, &limits, &mut |_| {})
}

/// The search for a move to play, or an analysis of `lines` lines.
fn search(ai: &mut SearchAi, game: &Game, lines: usize) -> Report {
    search_as(ai, game, lines, true)
}

/// What two searches must share to have read alike.
fn read(report: &Report) -> (Option<Pos>, u64, u32, Vec<String>) {
    let root = report
        .root
        .iter()
        .map(|m| format!("{:?} {:?}", m.pos, m.score))
        .collect();
    (report.best, report.nodes, report.depth, root)
}

#[test]
fn masters_defence_weighs_the_opponents_lines_more() {
    let (num, den) = Strength::MASTER.defence;
    assert!(num > den && den > 0, "{num}/{den}");
}

#[test]
fn a_moves_search_reads_by_its_defence() {
    let position = game(&MOVES);
    let guarded = search(&mut master(Strength::MASTER.defence), &position, 0);
    let even = search(&mut master((1, 1)), &position, 0);
    assert!(guarded.best.is_some() && guarded.nodes > 0);
    assert_ne!(
        read(&guarded),
        read(&even),
        "the weight changes what is read"
    );
}

#[test]
fn a_search_for_no_move_to_play_judges_evenly() {
    // A balance, a review, a heat map: `playing` left at its default.
    assert!(!Limits::default().playing);
    let position = game(&MOVES);
    let guarded = search_as(&mut master(Strength::MASTER.defence), &position, 0, false);
    let even = search_as(&mut master((1, 1)), &position, 0, false);
    assert_eq!(read(&guarded), read(&even));
}

#[test]
fn an_analysis_judges_evenly() {
    let position = game(&MOVES);
    let guarded = search(&mut master(Strength::MASTER.defence), &position, 3);
    let even = search(&mut master((1, 1)), &position, 3);
    assert_eq!(guarded.lines.len(), 3);
    assert_eq!(guarded.lines, even.lines);
    assert_eq!(read(&guarded), read(&even));
}

#[test]
fn the_kept_table_holds_one_sides_judgement() {
    let before = game(&MOVES[..7]);
    let after = game(&MOVES);
    assert_ne!(before.to_move(), after.to_move());
    // White's move searched, then black's: black's reads as a fresh
    // search does, none of white's scores kept.
    let mut ai = master(Strength::MASTER.defence);
    search(&mut ai, &before, 0);
    let kept = search(&mut ai, &after, 0);
    let fresh = search(&mut master(Strength::MASTER.defence), &after, 0);
    assert_eq!(read(&kept), read(&fresh));
    // (Judging evenly, the table is kept from move to move, and it
    // changes what the next search reads: what the test above would
    // catch if the table were kept across the sides' judgements.)
    let mut even = master((1, 1));
    search(&mut even, &before, 0);
    let kept = search(&mut even, &after, 0);
    let fresh = search(&mut master((1, 1)), &after, 0);
    assert_ne!(read(&kept), read(&fresh));
}

#[test]
fn masters_seat_plays_by_its_defence() {
    // The seat (and the brain, which plays through it) searches its turn
    // as a move about to be played.
    let position = game(&MOVES);
    let turn = Turn {
        nodes: Some(40_000),
        ..Turn::default()
    };
    let seat = Level::Master
        .player(1)
        .think(&position, &turn, &mut |_| {})
        .expect("master thinks");
    let mut master = SearchAi::new(Strength::MASTER);
    assert_eq!(
        read(&seat),
        read(&search_as(&mut master, &position, 0, true))
    );
    let mut master = SearchAi::new(Strength::MASTER);
    assert_ne!(
        read(&seat),
        read(&search_as(&mut master, &position, 0, false))
    );
}

/// Black g8 h8 (a row) and i9 i10 (a column), white's stones near: a black
/// stone on i8 would make two open threes. Black to move.
const FORBIDDEN_AHEAD: [(u8, u8); 8] = [
    (6, 7),
    (5, 5),
    (7, 7),
    (9, 10),
    (8, 8),
    (4, 9),
    (8, 9),
    (10, 5),
];

fn renju_search(rule: Rule, judge_forbidden: bool) -> Report {
    let mut position = Game::new(15, rule).expect("size");
    for &(x, y) in &FORBIDDEN_AHEAD {
        position.play(Pos::new(x, y)).expect("legal");
    }
    let mut ai = SearchAi::new(Strength {
        judge_forbidden,
        max_time: Duration::from_secs(600),
        ..Strength::MASTER
    });
    search(&mut ai, &position, 0)
}

#[test]
fn under_renju_master_reads_blacks_forbidden_points_as_worth_nothing() {
    const { assert!(Strength::MASTER.judge_forbidden) };
    const { assert!(!Strength::HARD.judge_forbidden, "hard stays as it was") };
    let mut game = Game::new(15, Rule::Renju).expect("size");
    for &(x, y) in &FORBIDDEN_AHEAD {
        game.play(Pos::new(x, y)).expect("legal");
    }
    assert!(game.forbidden(Pos::new(8, 7)).is_some());
    let judged = renju_search(Rule::Renju, true);
    let by_shapes = renju_search(Rule::Renju, false);
    assert!(judged.best.is_some_and(|p| game.is_legal(p)));
    assert_ne!(
        read(&judged),
        read(&by_shapes),
        "the forbidden point's worth changes what is read"
    );
    // Nothing is forbidden under freestyle: the option changes nothing.
    assert_eq!(
        read(&renju_search(Rule::Freestyle, true)),
        read(&renju_search(Rule::Freestyle, false))
    );
}
