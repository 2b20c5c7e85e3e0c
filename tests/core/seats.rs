//! The match with two seats: scripted outside engines (shell scripts that
//! speak the Gomocup protocol), engines that fail every way a program can,
//! clocks, hot-seat and watching, and the same game through the window's
//! match and through `pbrain-gomoku`. Each game ends as the rules say, is
//! kept, and leaves no process behind. The fake engines are in
//! `fake_engines.rs`.

#![cfg(unix)]

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use gomoku::engine::Level;
use gomoku::engine::player::{FaultKind, TimeInfo, move_aim, move_budget};
use gomoku::game::board::{Pos, Stone};
use gomoku::protocol::Info;
use gomoku::session::clock::{Clocks, TimeControl};
use gomoku::session::controller::{Controller, Event, MatchConfig};
use gomoku::session::games::{self, GameResult};
use gomoku::session::notice::Notice;
use gomoku::session::score::{SCORE_FILE, Score};
use gomoku::session::seats::{EngineRef, ForfeitReason, Seat, Seats};
use gomoku::session::settle;
use gomoku::session::store::Store;

use crate::fake_engines::*;

/// Keeps the finished game in a fresh data folder, as the window does,
/// and returns the score file and the kept game.
fn keep(c: &Controller) -> (Score, games::KeptGame) {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::at(dir.path());
    let result = c.result().expect("the game is over");
    let kept = settle::finish(&store, &c.snapshot(), result)
        .into_result()
        .expect("kept");
    let score = store.load::<Score>(SCORE_FILE).value;
    (score, kept)
}

#[test]
fn two_scripted_engines_play_a_game_to_five_kept_and_not_scored() {
    let dir = tempfile::tempdir().expect("temp dir");
    let black = fake(
        dir.path(),
        "five",
        OnMove::Script("0,0 1,0 2,0 3,0 4,0"),
        0,
        false,
    );
    let white = fake(
        dir.path(),
        "slow",
        OnMove::Script("0,5 1,5 2,5 3,5 4,5"),
        0,
        false,
    );
    let seats = Seats {
        black: engine(&black),
        white: engine(&white),
    };
    let mut c = match_of(seats, TimeControl::default());
    assert!(c.seats().is_watch() && !c.is_scored());
    let events = run_until(&mut c, 20, |c| !c.is_on());
    let over = events.iter().find_map(|e| match e {
        Event::GameOver(o) => Some(*o),
        _ => None,
    });
    assert_eq!(
        over.and_then(|o| o.winner()),
        Some(Stone::Black),
        "{events:?}"
    );
    assert_eq!(c.game().board().stone_count(), 9);
    assert_eq!(c.name(Stone::Black), "five engine", "named by ABOUT");
    assert_eq!(c.name(Stone::White), "slow engine");
    assert!(notices(&mut c).is_empty());
    let (score, kept) = keep(&c);
    assert_eq!(
        score,
        Score::default(),
        "two engines' game counts for nobody"
    );
    let seats = kept.game.seats();
    assert!(matches!(&seats.black, Seat::Engine(e) if e.name == "five engine"));
    assert_eq!(kept.game.time, Some(TimeControl::default()));
    assert_eq!(kept.result, GameResult::Won, "black's side");
    assert_no_engine_left(dir.path());
}

/// A person (black) plays the centre against `path` (white) under
/// `time`; returns the match once the game is over.
fn person_against(path: &Path, time: TimeControl) -> Controller {
    let seats = Seats {
        black: Seat::Human,
        white: engine(path),
    };
    let mut c = match_of(seats, time);
    // The engine must be started before the person moves (a failed start
    // may already have ended the game).
    run_until(&mut c, 10, |c| c.is_human_turn() || !c.is_on());
    // The person plays down the middle column whenever it is their turn,
    // until the game ends.
    let mut column = (7..15u8).map(|y| Pos::new(7, y));
    let give_up = Instant::now() + Duration::from_secs(30);
    while c.is_on() {
        assert!(Instant::now() < give_up, "the game never ended");
        if c.is_human_turn() {
            let pos = column.next().expect("the engine failed by now");
            assert_eq!(c.click(pos).len(), 1);
        }
        c.poll(Instant::now());
        std::thread::sleep(Duration::from_millis(5));
    }
    c
}

#[test]
fn an_engine_that_fails_forfeits_with_a_notice_and_leaves_no_process() {
    let one_second = TimeControl::PerMove(Duration::from_secs(1));
    let cases: [(&str, OnMove<'_>, bool, FaultKind, &str); 4] = [
        // Mid-game: two moves, then it dies.
        (
            "crash",
            OnMove::CrashAfter(2, "1,1 2,2 3,3"),
            false,
            FaultKind::Crashed,
            "exit status: 3",
        ),
        (
            "hang",
            OnMove::Hang,
            false,
            FaultKind::TimedOut,
            "no move within",
        ),
        (
            "garbage",
            OnMove::Garbage,
            false,
            FaultKind::Garbage,
            "banana",
        ),
        (
            "refuse",
            OnMove::Script("1,1"),
            true,
            FaultKind::NotStarted,
            "no thanks",
        ),
    ];
    for (name, on_move, refuse, kind, detail) in cases {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = fake(dir.path(), name, on_move, 0, refuse);
        let mut c = person_against(&path, one_second);
        if name == "crash" {
            assert_eq!(
                c.game().board().stone_count(),
                5,
                "three moves, two replies: {:?}",
                c.forfeit()
            );
        }
        let forfeit = c.forfeit().expect("forfeited").clone();
        assert_eq!(forfeit.loser, Stone::White, "{name}");
        let ForfeitReason::Fault(fault) = &forfeit.reason else {
            panic!("{name}: {forfeit:?}");
        };
        assert_eq!(fault.kind, kind, "{name}: {fault:?}");
        assert!(fault.detail.contains(detail), "{name}: {}", fault.detail);
        let told = notices(&mut c);
        assert!(
            told.iter()
                .any(|n| matches!(n, Notice::PlayerFailed { fault: f, .. } if f == fault)),
            "{name}: {told:?}"
        );
        assert!(
            told[0].to_string().contains(&forfeit.name),
            "{name}: {}",
            told[0]
        );
        assert_eq!(c.result(), Some(GameResult::Won), "{name}");
        let (score, kept) = keep(&c);
        assert_eq!(kept.game.forfeit.as_ref(), Some(&forfeit), "{name}");
        if kind == FaultKind::NotStarted {
            assert_eq!(
                score.score, 1000,
                "{name}: a game never begun counts for nobody"
            );
        } else {
            assert_eq!(score.score, 1100, "{name}: the person won");
        }
        assert_no_engine_left(dir.path());
    }
}

#[test]
fn the_corner_engine_plays_once_then_forfeits_on_the_taken_point() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = fake(dir.path(), "corner", OnMove::AlwaysCorner, 0, false);
    let seats = Seats {
        black: Seat::Human,
        white: engine(&path),
    };
    let mut c = match_of(seats, TimeControl::default());
    run_until(&mut c, 10, Controller::is_human_turn);
    c.click(Pos::new(7, 7));
    run_until(&mut c, 10, Controller::is_human_turn);
    assert_eq!(c.game().board().get(Pos::new(0, 0)), Some(Stone::White));
    c.click(Pos::new(8, 8));
    run_until(&mut c, 10, |c| !c.is_on());
    let forfeit = c.forfeit().expect("forfeited").clone();
    assert_eq!(forfeit.loser, Stone::White);
    let ForfeitReason::Fault(fault) = &forfeit.reason else {
        panic!("{forfeit:?}");
    };
    assert_eq!(fault.kind, FaultKind::Illegal);
    assert!(fault.detail.contains("a1"), "{}", fault.detail);
    assert!(notices(&mut c)[0].to_string().contains("corner engine"));
    assert_no_engine_left(dir.path());
}

#[test]
fn a_missing_program_forfeits_at_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut c = person_against(&dir.path().join("no-such-engine"), TimeControl::default());
    let forfeit = c.forfeit().expect("forfeited").clone();
    assert!(matches!(&forfeit.reason, ForfeitReason::Fault(f) if f.kind == FaultKind::NotStarted));
    assert!(
        c.game().board().history().len() <= 1,
        "it forfeits as soon as it fails"
    );
    let told = notices(&mut c);
    assert!(told[0].to_string().contains("no-such-engine"), "{told:?}");
}

#[test]
fn an_engine_slow_to_say_its_name_is_called_by_its_file_and_plays_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = fake(
        dir.path(),
        "sleepy",
        OnMove::Script("1,1 2,2 3,3"),
        3,
        false,
    );
    let seats = Seats {
        black: Seat::Human,
        white: engine(&path),
    };
    let mut c = match_of(seats, TimeControl::default());
    run_until(&mut c, 10, Controller::is_human_turn);
    assert_eq!(
        c.name(Stone::White),
        "sleepy",
        "no ABOUT in time: its file name"
    );
    c.click(Pos::new(7, 7));
    // Its late ABOUT answer comes before its move, and is not a move.
    run_until(&mut c, 10, Controller::is_human_turn);
    assert_eq!(c.game().board().get(Pos::new(1, 1)), Some(Stone::White));
    c.click(Pos::new(8, 8));
    run_until(&mut c, 10, Controller::is_human_turn);
    assert_eq!(c.game().board().get(Pos::new(2, 2)), Some(Stone::White));
    assert!(c.is_on() && notices(&mut c).is_empty());
    // A new game ends this one's process.
    c.new_game();
    assert_no_engine_left(dir.path());
}

#[test]
fn undo_while_an_engine_thinks_drops_its_answer_and_the_game_goes_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = fake(dir.path(), "slow", OnMove::Slow("1,1 2,2 3,3"), 0, false);
    let mut c = person_against_unplayed(&path);
    c.click(Pos::new(7, 7));
    assert!(c.is_ai_thinking());
    // Taken back while it thinks: its answer (1,1) comes for a position
    // that is gone, and is dropped.
    assert_eq!(c.undo(), [Event::TookBack { moves: 1 }]);
    c.click(Pos::new(8, 8));
    run_until(&mut c, 10, Controller::is_human_turn);
    assert!(c.is_on(), "{:?}", c.forfeit());
    assert_eq!(c.game().board().history(), [Pos::new(8, 8), Pos::new(2, 2)]);
    assert!(notices(&mut c).is_empty());
    c.click(Pos::new(9, 9));
    run_until(&mut c, 10, Controller::is_human_turn);
    assert_eq!(c.game().board().get(Pos::new(3, 3)), Some(Stone::White));
    assert!(c.is_on());
    c.shut_down(Duration::from_secs(1));
    assert_no_engine_left(dir.path());
}

#[test]
fn a_new_game_or_quitting_stops_an_engine_that_is_thinking() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = fake(dir.path(), "hang", OnMove::Hang, 0, false);
    let mut c = person_against_unplayed(&path);
    c.click(Pos::new(7, 7));
    assert!(c.is_ai_thinking());
    c.new_game();
    assert_no_engine_left(dir.path());
    // And on quitting, while it thinks again.
    run_until(&mut c, 10, Controller::is_human_turn);
    c.click(Pos::new(7, 7));
    c.shut_down(Duration::from_secs(1));
    drop(c);
    assert_no_engine_left(dir.path());
}

fn person_against_unplayed(path: &Path) -> Controller {
    let seats = Seats {
        black: Seat::Human,
        white: engine(path),
    };
    let mut c = match_of(seats, TimeControl::PerMove(Duration::from_secs(30)));
    run_until(&mut c, 10, Controller::is_human_turn);
    c
}

#[test]
fn a_person_whose_match_clock_runs_out_loses_on_time() {
    let time = TimeControl::Fischer {
        base: Duration::from_millis(400),
        increment: Duration::ZERO,
    };
    let mut c = match_of(Seats::person_against(Level::Seed, Stone::Black), time);
    // Held (a question on screen), the clock stands still.
    c.hold(true, Instant::now());
    std::thread::sleep(Duration::from_millis(500));
    assert!(c.poll(Instant::now()).is_empty());
    assert!(c.is_on());
    c.hold(false, Instant::now());
    let events = run_until(&mut c, 5, |c| !c.is_on());
    let forfeit = c.forfeit().expect("lost on time");
    assert_eq!(forfeit.loser, Stone::Black);
    assert_eq!(forfeit.reason, ForfeitReason::Time);
    assert!(events.contains(&Event::Forfeited(forfeit.clone())));
    assert_eq!(c.result(), Some(GameResult::Lost));
    assert!(
        notices(&mut c).is_empty(),
        "running out of time is no fault"
    );
}

#[test]
fn a_level_on_a_match_clock_plays_within_it_and_gains_the_increment() {
    let time = TimeControl::Fischer {
        base: Duration::from_secs(5),
        increment: Duration::from_secs(2),
    };
    let seats = Seats {
        black: Seat::Level(Level::Hard),
        white: Seat::Level(Level::Hard),
    };
    let mut c = match_of(seats, time);
    run_until(&mut c, 20, |c| c.game().board().stone_count() >= 4);
    c.set_paused(true);
    let now = Instant::now();
    let stones = c.game().board().stone_count();
    for (side, moves) in [
        (Stone::Black, stones.div_ceil(2)),
        (Stone::White, stones / 2),
    ] {
        let left = c.clocks().left(side, now).expect("a match clock");
        // Each move well within its share (under two seconds), and an
        // increment for each.
        let most = Duration::from_secs(5 + 2 * moves as u64);
        assert!(left <= most, "{side:?}: {left:?}");
        assert!(left > Duration::from_secs(3), "{side:?}: {left:?}");
    }
    assert!(c.is_on());
}

#[test]
fn two_people_share_the_board_undo_one_move_and_count_for_nobody() {
    let seats = Seats {
        black: Seat::Human,
        white: Seat::Human,
    };
    let mut c = match_of(seats, TimeControl::default());
    assert!(c.seats().is_hot_seat() && !c.is_scored());
    for (i, x) in [0u8, 0, 1, 1, 2].into_iter().enumerate() {
        assert!(c.is_human_turn());
        let y = if i % 2 == 0 { 0 } else { 5 };
        c.click(Pos::new(x, y));
    }
    assert_eq!(c.game().board().stone_count(), 5);
    assert_eq!(c.undo(), [Event::TookBack { moves: 1 }]);
    assert_eq!(c.game().to_move(), Stone::Black);
    assert!(
        !c.is_resignable(),
        "nothing to resign: the game counts for nobody"
    );
    assert_eq!(
        c.resign(),
        Some(GameResult::Resigned),
        "black, to move, gives up"
    );
    let (score, kept) = keep(&c);
    assert_eq!(score.score, 1000);
    assert!(kept.game.seats().is_hot_seat());
}

#[test]
fn watching_pauses_steps_and_undo_takes_nothing() {
    let seats = Seats {
        black: Seat::Level(Level::Classic),
        white: Seat::Level(Level::Seed),
    };
    let mut c = match_of(seats, TimeControl::default());
    c.set_paused(true);
    // The first move may already be on its way; then nothing more.
    run_until(&mut c, 10, |c| !c.is_ai_thinking());
    let before = c.game().board().stone_count();
    std::thread::sleep(Duration::from_millis(100));
    c.poll(Instant::now());
    assert_eq!(c.game().board().stone_count(), before);
    c.step();
    run_until(&mut c, 10, |c| c.game().board().stone_count() == before + 1);
    assert!(c.undo().is_empty(), "watching, undo takes nothing");
    c.set_paused(false);
    run_until(&mut c, 10, |c| c.game().board().stone_count() >= before + 4);
}

#[test]
fn the_window_and_pbrain_gomoku_play_master_the_same_way() {
    const NODES: u64 = 4_000;
    const MOVES: usize = 24;
    let play = |seats: Seats| {
        let config = MatchConfig {
            seats,
            min_think: Duration::ZERO,
            watch_delay: Duration::ZERO,
            max_nodes: Some(NODES),
            ..MatchConfig::default()
        };
        let mut c = Controller::new(config, Arc::new(|| {}));
        run_until(&mut c, 120, |c| {
            !c.is_on() || c.game().board().stone_count() >= MOVES
        });
        c.set_paused(true);
        let mut moves = c.game().board().history().to_vec();
        moves.truncate(MOVES);
        c.shut_down(Duration::from_secs(1));
        moves
    };
    let window = play(Seats {
        black: Seat::Level(Level::Master),
        white: Seat::Level(Level::Master),
    });
    let brain = Seat::Engine(EngineRef {
        name: "pbrain-gomoku".into(),
        command: format!(
            "'{}' --level master --nodes {NODES}",
            env!("CARGO_BIN_EXE_pbrain-gomoku")
        ),
    });
    let protocol = play(Seats {
        black: brain.clone(),
        white: brain,
    });
    assert!(window.len() >= 10, "{window:?}");
    assert_eq!(window, protocol);
}

#[test]
fn time_controls_read_and_write_the_command_lines_words() {
    for (text, want) in [
        ("2s", TimeControl::PerMove(Duration::from_secs(2))),
        ("500ms", TimeControl::PerMove(Duration::from_millis(500))),
        (
            "5m+3s",
            TimeControl::Fischer {
                base: Duration::from_secs(300),
                increment: Duration::from_secs(3),
            },
        ),
        (
            "1m30s+0",
            TimeControl::Fischer {
                base: Duration::from_secs(90),
                increment: Duration::ZERO,
            },
        ),
        ("NONE", TimeControl::Unlimited),
    ] {
        let parsed: TimeControl = text.parse().expect(text);
        assert_eq!(parsed, want, "{text}");
        assert_eq!(
            parsed.to_string().parse::<TimeControl>(),
            Ok(want),
            "{text}"
        );
    }
    for bad in ["", "soon", "0s", "5m+", "+3s", "3 parsecs", "2d"] {
        let err = bad.parse::<TimeControl>().expect_err(bad);
        assert!(err.contains(&format!("'{}'", bad.trim())), "{err}");
    }
}

#[test]
fn clocks_run_for_one_side_stop_and_add_the_increment() {
    let control = TimeControl::Fischer {
        base: Duration::from_secs(60),
        increment: Duration::from_secs(2),
    };
    let mut clocks = Clocks::new(control);
    let t0 = Instant::now();
    clocks.start(Stone::Black, t0);
    let t1 = t0 + Duration::from_secs(10);
    assert_eq!(clocks.left(Stone::Black, t1), Some(Duration::from_secs(50)));
    assert_eq!(clocks.left(Stone::White, t1), Some(Duration::from_secs(60)));
    clocks.moved(Stone::Black, t1);
    assert_eq!(clocks.left(Stone::Black, t1), Some(Duration::from_secs(52)));
    clocks.start(Stone::White, t1);
    clocks.stop(t1 + Duration::from_secs(5));
    let later = t1 + Duration::from_secs(100);
    assert_eq!(
        clocks.left(Stone::White, later),
        Some(Duration::from_secs(55))
    );
    assert_eq!(clocks.flagged(later), None, "stopped clocks do not fall");
    clocks.start(Stone::White, later);
    assert_eq!(
        clocks.flagged(later + Duration::from_secs(55)),
        Some(Stone::White)
    );
    // What an engine is told.
    let info = clocks.time_info(Stone::White, later);
    assert_eq!(info.total, Some(Duration::from_secs(60)));
    assert_eq!(info.left, Some(Duration::from_secs(55)));
    assert_eq!(info.increment, Duration::from_secs(2));
    // Per move, only the computer's move is limited.
    let per_move = Clocks::new(TimeControl::PerMove(Duration::from_secs(3)));
    assert_eq!(per_move.left(Stone::Black, later), None);
    assert_eq!(
        per_move.time_info(Stone::Black, later),
        TimeInfo::per_move(Duration::from_secs(3))
    );
}

#[test]
fn the_brain_and_the_window_budget_a_move_with_one_function() {
    let info = Info {
        timeout_turn: 5_000,
        time_left: 20_000,
        ..Info::default()
    };
    assert_eq!(info.move_budget(), move_budget(&info.time()));
    // An eighth of what is left, less the margin.
    assert_eq!(info.move_budget(), Duration::from_millis(2_450));
    // The plan aims at a twentieth of it.
    assert_eq!(move_aim(&info.time()), Some(Duration::from_millis(1_000)));
    // An increment adds three quarters of itself; never over half the
    // clock.
    let fischer = TimeInfo {
        turn: None,
        total: Some(Duration::from_secs(300)),
        left: Some(Duration::from_secs(100)),
        increment: Duration::from_secs(4),
    };
    assert_eq!(move_budget(&fischer), Duration::from_millis(15_450));
    assert_eq!(move_aim(&fischer), Some(Duration::from_millis(8_000)));
    let short = TimeInfo {
        left: Some(Duration::from_secs(1)),
        increment: Duration::from_secs(10),
        ..fischer
    };
    assert_eq!(move_budget(&short), Duration::from_millis(475));
    // The aim is never more than a quarter of what is left.
    assert_eq!(move_aim(&short), Some(Duration::from_millis(250)));
    // A turn limit that binds before the clock leaves no plan: every move
    // may take its whole budget; so does no clock at all.
    let turn_binds = TimeInfo {
        turn: Some(Duration::from_millis(500)),
        ..fischer
    };
    assert_eq!(move_aim(&turn_binds), None);
    assert_eq!(move_aim(&TimeInfo::per_move(Duration::from_secs(1))), None);
    assert_eq!(move_aim(&TimeInfo::UNLIMITED), None);
    assert_eq!(
        move_budget(&TimeInfo::per_move(Duration::ZERO)),
        Info::AT_ONCE
    );
}

#[test]
fn what_an_engine_says_and_what_master_reads_reach_the_match() {
    let dir = tempfile::tempdir().expect("temp dir");
    let black = fake(
        dir.path(),
        "chatty",
        OnMove::Chatty("7,7 0,0 1,0"),
        0,
        false,
    );
    let seats = Seats {
        black: engine(&black),
        white: Seat::Level(Level::Master),
    };
    let mut c = match_of(seats, TimeControl::default());
    assert!(c.thought(Stone::Black).is_none(), "nothing said yet");
    // The engine's messages (not its DEBUG line), with the move they came
    // with.
    run_until(&mut c, 20, |c| c.game().board().stone_count() >= 2);
    let said = c.thought(Stone::Black).expect("the engine said something");
    assert_eq!(said.message.as_deref(), Some("depth 1 ev 12 · pv 7,7 8,8"));
    assert_eq!(said.best, Some(Pos::new(7, 7)));
    // Master answers the first stone unread; its next move is read, and
    // its reading comes with it. The engine's words are its second move's.
    run_until(&mut c, 20, |c| c.game().board().stone_count() >= 4);
    let read = c.thought(Stone::White).expect("master's report");
    assert!(read.eval.is_some() && read.depth > 0, "{read:?}");
    assert_eq!(read.message, None);
    assert_eq!(
        read.pv.first().copied(),
        c.game().board().last_move(),
        "master's line begins with the move it played"
    );
    let said = c.thought(Stone::Black).expect("the engine said more");
    assert_eq!(said.message.as_deref(), Some("depth 2 ev 12 · pv 7,7 8,8"));
    drop(c);
    assert_no_engine_left(dir.path());
}
