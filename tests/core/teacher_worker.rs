//! The teacher's worker threads (`teacher::worker`): every job answers,
//! superseded and cancelled jobs do not, reviews report their progress, and
//! dropping the analyst in the middle of a review returns.
//!
//! Analyses use node budgets where the result is checked; waits are poll
//! loops with generous deadlines, never assertions on speed.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use gomoku::engine::{Level, Limits};
use gomoku::game::board::{Pos, Stone};
use gomoku::game::notation::parse_moves;
use gomoku::game::rules::{Game, Rule};
use gomoku::teacher::{Analyst, Answer, Budget, Job, JobId, ReviewError};

/// How long a poll loop waits before the test fails.
const DEADLINE: Duration = Duration::from_secs(120);

/// A 13×13 game black loses: white's four on row 7 is blocked at d7, then
/// black plays m1 (move 9) instead of i7 and white makes five (as built in
/// tests/teacher_review.rs).
const LOST: &str = "e9e7h9f7f10g7d7h7m1i7";
const SIZE: usize = 13;

fn lost_moves() -> Vec<Pos> {
    parse_moves(LOST, SIZE).expect("moves")
}

fn position(moves: &str) -> Game {
    let mut game = Game::new(15, Rule::Freestyle).expect("size");
    for m in parse_moves(moves, 15).expect("moves") {
        game.play(m).expect("legal");
    }
    game
}

fn review_job(moves: Vec<Pos>, budget: Budget) -> Job {
    Job::Review {
        moves,
        size: SIZE,
        rule: Rule::Freestyle,
        player: Stone::Black,
        opening: 0,
        budget,
    }
}

fn heat_job(level: Level, game: Game, nodes: u64) -> Job {
    Job::Heat {
        level,
        game,
        limits: Limits::nodes(nodes),
    }
}

/// An analyst and how often it woke the window.
fn analyst() -> (Analyst, Arc<AtomicUsize>) {
    let wakes = Arc::new(AtomicUsize::new(0));
    let counter = Arc::clone(&wakes);
    let analyst = Analyst::start(Arc::new(move || {
        counter.fetch_add(1, Ordering::Relaxed);
    }));
    (analyst, wakes)
}

/// Polls until none of `ids` is busy, then once more; every answer seen.
fn poll_until_idle(analyst: &mut Analyst, ids: &[JobId]) -> Vec<Answer> {
    let started = Instant::now();
    let mut answers = Vec::new();
    while ids.iter().any(|&id| analyst.is_busy(id)) {
        assert!(started.elapsed() < DEADLINE, "jobs {ids:?} never finished");
        answers.extend(analyst.poll());
        std::thread::sleep(Duration::from_millis(5));
    }
    answers.extend(analyst.poll());
    answers
}

/// Polls until `found` picks an answer out; every answer seen up to it.
fn poll_for(analyst: &mut Analyst, found: impl Fn(&Answer) -> bool) -> Vec<Answer> {
    let started = Instant::now();
    let mut answers = Vec::new();
    loop {
        answers.extend(analyst.poll());
        if answers.iter().any(&found) {
            return answers;
        }
        assert!(started.elapsed() < DEADLINE, "no such answer: {answers:?}");
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn every_job_answers() {
    let (mut analyst, wakes) = analyst();
    let game = position("h8i9h9h7g8");
    let heat = analyst.ask(heat_job(Level::Master, game.clone(), 5_000));
    let classic = analyst.ask(heat_job(Level::Classic, game, 0));
    let review = analyst.ask(review_job(lost_moves(), Budget::nodes(3_000)));
    assert!(heat < classic && classic < review, "ids rise");
    let answers = poll_until_idle(&mut analyst, &[heat, classic, review]);

    // The classic map superseded the master one (both are heat maps).
    assert!(answers.iter().all(|a| a.id() != heat), "{answers:?}");
    let map = answers
        .iter()
        .find_map(|a| match a {
            Answer::Heat { id, map } if *id == classic => Some(map),
            _ => None,
        })
        .expect("the classic heat map");
    assert_eq!(map.level, Level::Classic);
    assert!(map.best.is_some() && map.points().count() > 10);

    let result = answers
        .iter()
        .find_map(|a| match a {
            Answer::Review { id, result } if *id == review => Some(result),
            _ => None,
        })
        .expect("the review");
    let found = result.as_ref().expect("reviewed");
    let decisive = found.decisive.as_ref().expect("a decisive mistake");
    assert_eq!(decisive.index, 8, "{found:?}");
    assert!(wakes.load(Ordering::Relaxed) >= 2, "the window was woken");

    // Each kind goes on answering after the first job.
    let again = analyst.ask(heat_job(Level::Master, position("h8"), 2_000));
    let answers = poll_until_idle(&mut analyst, &[again]);
    assert!(
        answers
            .iter()
            .any(|a| matches!(a, Answer::Heat { id, .. } if *id == again)),
        "{answers:?}"
    );
}

#[test]
fn a_superseded_heat_map_never_arrives() {
    let (mut analyst, _) = analyst();
    // A long search superseded at once by a short one.
    let slow = analyst.ask(heat_job(Level::Master, position("h8i9h9"), 50_000_000));
    let fast = analyst.ask(heat_job(Level::Master, position("h8i9h9h7"), 2_000));
    let answers = poll_until_idle(&mut analyst, &[slow, fast]);
    assert!(answers.iter().all(|a| a.id() != slow), "{answers:?}");
    assert!(answers.iter().any(|a| a.id() == fast), "{answers:?}");

    // Two quick maps both finished before anybody polled: only the newer
    // one is returned.
    let first = analyst.ask(heat_job(Level::Seed, position("h8"), 0));
    let started = Instant::now();
    while analyst.is_busy(first) {
        assert!(started.elapsed() < DEADLINE);
        std::thread::sleep(Duration::from_millis(5));
    }
    let second = analyst.ask(heat_job(Level::Seed, position("h8i9"), 0));
    let answers = poll_until_idle(&mut analyst, &[second]);
    let ids: Vec<JobId> = answers.iter().map(Answer::id).collect();
    assert_eq!(ids, vec![second]);
}

#[test]
fn a_cancelled_heat_map_never_arrives() {
    let (mut analyst, _) = analyst();
    let id = analyst.ask(heat_job(Level::Master, position("h8i9h9"), 50_000_000));
    analyst.cancel(id);
    let answers = poll_until_idle(&mut analyst, &[id]);
    assert!(answers.is_empty(), "{answers:?}");
}

#[test]
fn progress_rises_to_the_total() {
    let (mut analyst, _) = analyst();
    let moves = lost_moves();
    let id = analyst.ask(review_job(moves.clone(), Budget::nodes(3_000)));
    let answers = poll_until_idle(&mut analyst, &[id]);
    let progress: Vec<(usize, usize)> = answers
        .iter()
        .filter_map(|a| match a {
            Answer::Progress { id: i, done, total } if *i == id => Some((*done, *total)),
            _ => None,
        })
        .collect();
    // One step a position for the engine, then the prover's steps.
    assert!(!progress.is_empty());
    let total = progress[0].1;
    assert!(total > moves.len() + 1, "{progress:?}");
    assert!(progress.iter().all(|&(_, t)| t == total), "{progress:?}");
    assert!(
        progress.windows(2).all(|w| w[0].0 <= w[1].0),
        "{progress:?}"
    );
    assert_eq!(progress.last(), Some(&(total, total)));
    // The result comes after the last progress.
    assert!(
        matches!(answers.last(), Some(Answer::Review { id: i, result: Ok(_) }) if *i == id),
        "{answers:?}"
    );
}

#[test]
fn an_unsupported_size_is_an_answer() {
    let (mut analyst, _) = analyst();
    let id = analyst.ask(Job::Review {
        moves: Vec::new(),
        size: 3,
        rule: Rule::Freestyle,
        player: Stone::Black,
        opening: 0,
        budget: Budget::nodes(1_000),
    });
    let answers = poll_until_idle(&mut analyst, &[id]);
    assert!(
        matches!(
            answers.as_slice(),
            [Answer::Review {
                result: Err(ReviewError::Size(_)),
                ..
            }]
        ),
        "{answers:?}"
    );
}

/// A review that would take minutes: seconds of thought for each of many
/// positions.
fn long_review() -> Job {
    let mut moves = lost_moves();
    moves.truncate(8);
    review_job(moves, Budget::time(Duration::from_secs(5)))
}

#[test]
fn cancel_stops_a_review() {
    let (mut analyst, _) = analyst();
    let id = analyst.ask(long_review());
    // Wait until it is under way, then cancel it.
    poll_for(&mut analyst, |a| matches!(a, Answer::Progress { .. }));
    analyst.cancel(id);
    // Uncancelled, the review would think for minutes; cancelled, it stops
    // after the position it is on (within its 5 s budget).
    let answers = poll_until_idle(&mut analyst, &[id]);
    assert!(answers.is_empty(), "{answers:?}");

    // A new review still runs and answers on the same thread.
    let next = analyst.ask(review_job(lost_moves(), Budget::nodes(2_000)));
    assert!(next > id);
    let answers = poll_until_idle(&mut analyst, &[next]);
    assert!(
        answers
            .iter()
            .any(|a| matches!(a, Answer::Review { id: i, result: Ok(_) } if *i == next)),
        "{answers:?}"
    );
}

#[test]
fn a_review_does_not_hold_up_heat_maps() {
    let (mut analyst, _) = analyst();
    let review = analyst.ask(long_review());
    poll_for(&mut analyst, |a| matches!(a, Answer::Progress { .. }));
    let heat = analyst.ask(heat_job(Level::Normal, position("h8i9h9"), 0));
    // The heat map comes while the review is still thinking.
    poll_for(&mut analyst, |a| a.id() == heat);
    assert!(analyst.is_busy(review));
}

#[test]
fn dropping_the_analyst_during_a_review_returns() {
    let (mut analyst, _) = analyst();
    let id = analyst.ask(long_review());
    let _ = analyst.ask(heat_job(Level::Master, position("h8i9h9"), 50_000_000));
    poll_for(&mut analyst, |a| matches!(a, Answer::Progress { .. }));
    assert!(analyst.is_busy(id));
    // Drop waits a bounded time and leaves a thread that is still
    // thinking behind; either way it returns.
    drop(analyst);
}
