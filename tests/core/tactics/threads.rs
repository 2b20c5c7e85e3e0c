//! Master's search on two threads (Lazy SMP, `Limits::threads`): it finds
//! the forced wins one thread finds, plays legal moves, stops at its
//! deadline and when told to, and one thread stays deterministic. (What
//! two threads gain in speed is measured by `benches/threads.rs`, never
//! asserted here.)

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use gomoku::engine::{Engine, Eval, Level, Limits, Report, SearchAi, Strength};
use gomoku::game::notation::parse_board;
use gomoku::game::rules::{Game, Rule};

use super::reader::Reader;
use super::suite::{Puzzle, VCF, VCT, keeps_the_win, parse};

/// Master's alpha-beta search alone, at most `depth` plies deep: no
/// threat-space search first, so the wins found are the alpha-beta
/// search's own (the part that runs on several threads).
fn alpha_beta(depth: u32) -> SearchAi {
    SearchAi::new(Strength {
        max_depth: depth,
        max_time: Duration::from_secs(60),
        vcf_depth: 0,
        vct_depth: 0,
        prover: false,
        ..Strength::MASTER
    })
}

fn threads(threads: usize) -> Limits {
    Limits {
        threads,
        ..Limits::default()
    }
}

/// The puzzle searched on `threads` threads; its move must be legal.
fn search(p: &Puzzle, threads_: usize) -> Report {
    let game = p.game();
    let report = alpha_beta(8).analyse(&game, &threads(threads_), &mut |_| {});
    let best = report.best.unwrap_or_else(|| panic!("{}: no move", p.name));
    assert!(
        game.is_legal(best),
        "{}: {threads_} threads played the illegal {best:?}",
        p.name
    );
    report
}

#[test]
fn two_threads_find_the_wins_one_thread_finds() {
    let puzzles: Vec<Puzzle> = parse(VCF).into_iter().chain(parse(VCT)).collect();
    let mut wins = 0;
    for p in &puzzles {
        let one = search(p, 1);
        let two = search(p, 2);
        if !matches!(one.eval, Some(Eval::Win { .. })) {
            continue;
        }
        wins += 1;
        assert!(
            matches!(two.eval, Some(Eval::Win { .. })),
            "{}: one thread wins ({:?}), two say {:?}",
            p.name,
            one.eval,
            two.eval
        );
        let m = two.best.expect("checked by search");
        assert!(
            keeps_the_win(
                &Reader::new(p.rule),
                &p.board,
                p.board.to_move(),
                m,
                p.depth
            ),
            "{}: two threads' {m:?} does not win",
            p.name
        );
    }
    // The fixtures are wins the alpha-beta search finds on one thread too
    // (all of them today): the check above is not empty.
    assert!(
        wins * 10 >= puzzles.len() * 9,
        "{wins} of {}",
        puzzles.len()
    );
}

/// A quiet middle game (black to move): no forced win for either side,
/// so the alpha-beta search runs its whole course.
fn middle_game() -> Game {
    let board = parse_board(
        "
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . o . . . . . . . .
        . . . . . . x x o . . . . . .
        . . . . . . . x . . . . . . .
        . . . . . . o . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . .
        ",
    )
    .expect("diagram");
    Game::from_board(board, Rule::Freestyle)
}

#[test]
fn one_thread_is_deterministic_and_helpers_search_too() {
    let game = middle_game();
    let limits = Limits::nodes(80_000);
    let a = Level::Master.engine(1).analyse(&game, &limits, &mut |_| {});
    let b = Level::Master.engine(1).analyse(&game, &limits, &mut |_| {});
    assert_eq!(
        (a.best, a.eval, a.depth, a.nodes, &a.pv, &a.root),
        (b.best, b.eval, b.depth, b.nodes, &b.pv, &b.root)
    );
    // The premise: no win ends the search early, so the node limit is
    // what stops the main thread (a found win would let two threads stop
    // sooner than one, with fewer nodes).
    assert!(!matches!(a.eval, Some(Eval::Win { .. })), "{:?}", a.eval);
    // With a helper, the node limit is the main thread's: the helper's
    // nodes come on top.
    let two = Limits {
        threads: 2,
        ..limits
    };
    let c = Level::Master.engine(1).analyse(&game, &two, &mut |_| {});
    assert!(c.best.is_some_and(|p| game.is_legal(p)));
    assert!(c.depth > 0);
    assert!(c.nodes > a.nodes, "{} nodes on two threads", c.nodes);
}

#[test]
fn two_threads_stop_at_the_deadline() {
    let game = middle_game();
    let started = Instant::now();
    let limits = Limits {
        deadline: Some(started + Duration::from_millis(300)),
        ..threads(2)
    };
    let best = Level::Master.engine(1).choose(&game, &limits);
    assert!(best.is_some_and(|p| game.is_legal(p)));
    // Well past the deadline only if a thread did not stop (the search
    // itself ends a little before it).
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
}

#[test]
fn two_threads_stop_when_cancelled() {
    let game = middle_game();
    let cancel = Arc::new(AtomicBool::new(false));
    let limits = Limits {
        cancel: Arc::clone(&cancel),
        ..threads(2)
    };
    // Deep and long enough that only the cancel ends it.
    let mut ai = alpha_beta(40);
    let started = Instant::now();
    let stopper = {
        let cancel = Arc::clone(&cancel);
        thread::spawn(move || {
            thread::sleep(Duration::from_millis(200));
            cancel.store(true, Ordering::Relaxed);
        })
    };
    let report = ai.analyse(&game, &limits, &mut |_| {});
    stopper.join().expect("the stopper");
    assert!(report.best.is_some_and(|p| game.is_legal(p)));
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
}
