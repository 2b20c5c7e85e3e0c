//! The Gomocup brain protocol: conversations (input script → expected
//! output), the real `pbrain-gomoku` binary over pipes, and garbage input.

use std::io::Write;
use std::process::{Command, Stdio};

use gomoku::engine::Level;
use gomoku::game::board::{Pos, Stone};
use gomoku::game::rules::Rule;
use gomoku::protocol::{Brain, read_line};
use proptest::prelude::*;

/// Feeds `script` line by line and collects every reply line.
fn converse(brain: &mut Brain, script: &str) -> Vec<String> {
    script.lines().flat_map(|line| brain.handle(line)).collect()
}

fn parse_xy(line: &str) -> Pos {
    let (x, y) = line
        .split_once(',')
        .unwrap_or_else(|| panic!("not a move: {line}"));
    Pos::new(x.parse().expect("x"), y.parse().expect("y"))
}

#[test]
fn start_turn_and_end() {
    let mut brain = Brain::new(Level::Classic, 1);
    let out = converse(&mut brain, "START 20\nTURN 10,10\n");
    assert_eq!(out.len(), 2, "{out:?}");
    assert_eq!(out[0], "OK");
    let reply = parse_xy(&out[1]);
    let board = brain.board().expect("started");
    assert_eq!(
        board.get(Pos::new(10, 10)),
        Some(Stone::Black),
        "the opponent moved first"
    );
    assert_eq!(
        board.get(reply),
        Some(Stone::White),
        "the brain's reply is on its board"
    );
    assert!(converse(&mut brain, "END").is_empty());
    assert!(brain.is_finished());
}

#[test]
fn begin_makes_the_brain_black() {
    let mut brain = Brain::new(Level::Seed, 3);
    let out = converse(&mut brain, "START 15\nBEGIN");
    let first = parse_xy(&out[1]);
    assert_eq!(
        brain.board().expect("started").get(first),
        Some(Stone::Black)
    );
    // The reply to the next TURN is a different, empty point.
    let out = converse(&mut brain, "TURN 0,0");
    let second = parse_xy(&out[0]);
    assert_ne!(second, first);
    assert_ne!(second, Pos::new(0, 0));
}

#[test]
fn unsupported_sizes_and_boards_are_errors() {
    let mut brain = Brain::new(Level::Seed, 0);
    for line in [
        "START 4",
        "START 23",
        "START",
        "START x",
        "RECTSTART 15,20",
        "RECTSTART 15",
    ] {
        let out = brain.handle(line);
        assert_eq!(out.len(), 1, "{line}");
        assert!(out[0].starts_with("ERROR"), "{line} → {out:?}");
    }
    assert_eq!(brain.handle("RECTSTART 15,15"), ["OK"]);
    assert_eq!(brain.board().map(|b| b.size()), Some(15));
}

#[test]
fn commands_before_start_are_errors() {
    let mut brain = Brain::new(Level::Seed, 0);
    for line in ["TURN 1,1", "BEGIN", "BOARD", "TAKEBACK 1,1", "RESTART"] {
        let out = brain.handle(line);
        assert!(
            out.len() == 1 && out[0].starts_with("ERROR"),
            "{line} → {out:?}"
        );
    }
}

#[test]
fn board_sets_up_a_position_and_the_brain_completes_its_five() {
    let mut brain = Brain::new(Level::Seed, 0);
    // The brain (1) has four in a row with both ends open; the opponent (2)
    // has four scattered stones and the brain is to move.
    let script = "START 15\nBOARD\n3,7,1\n0,0,2\n4,7,1\n2,0,2\n5,7,1\n4,0,2\n6,7,1\n6,14,2\nDONE\n";
    let out = converse(&mut brain, script);
    assert_eq!(out[0], "OK");
    let reply = parse_xy(&out[1]);
    assert!(
        reply == Pos::new(2, 7) || reply == Pos::new(7, 7),
        "{reply:?}"
    );
    assert_eq!(out.len(), 2);
}

#[test]
fn board_with_impossible_counts_is_an_error_and_the_brain_goes_on() {
    let mut brain = Brain::new(Level::Seed, 0);
    let out = converse(&mut brain, "START 15\nBOARD\n1,1,1\n2,2,1\nDONE\n");
    assert!(out[1].starts_with("ERROR"), "{out:?}");
    let out = converse(&mut brain, "BOARD\n1,1,1\nzap\n9,9,9\n2,2,2\nDONE\n");
    assert!(out[0].starts_with("ERROR"), "{out:?}");
    assert!(out[1].starts_with("ERROR"), "{out:?}");
    // One stone each: the brain moves first, as black.
    let reply = parse_xy(&out[2]);
    assert_eq!(
        brain.board().expect("started").get(reply),
        Some(Stone::Black)
    );
}

#[test]
fn takeback_removes_a_stone() {
    let mut brain = Brain::new(Level::Classic, 0);
    let out = converse(&mut brain, "START 15\nTURN 7,7\n");
    let reply = parse_xy(&out[1]);
    let out = brain.handle(&format!("TAKEBACK {},{}", reply.x, reply.y));
    assert_eq!(out, ["OK"]);
    assert_eq!(brain.board().expect("started").get(reply), None);
    assert!(brain.handle("TAKEBACK 0,0")[0].starts_with("ERROR"));
    assert_eq!(brain.handle("TAKEBACK 7,7"), ["OK"]);
    assert_eq!(brain.board().expect("started").stone_count(), 0);
}

#[test]
fn illegal_turns_are_errors() {
    let mut brain = Brain::new(Level::Seed, 0);
    let out = converse(&mut brain, "START 15\nTURN 7,7\n");
    let reply = parse_xy(&out[1]);
    for line in [
        "TURN 7,7".to_string(),
        format!("TURN {},{}", reply.x, reply.y),
        "TURN 15,0".into(),
        "TURN 300,1".into(),
        "TURN -1,2".into(),
        "TURN a,b".into(),
        "TURN 3".into(),
    ] {
        let out = brain.handle(&line);
        assert!(
            out.len() == 1 && out[0].starts_with("ERROR"),
            "{line} → {out:?}"
        );
    }
    assert_eq!(brain.board().expect("started").stone_count(), 2);
}

#[test]
fn info_sets_rule_and_times_and_unknown_commands_are_named() {
    let mut brain = Brain::new(Level::Seed, 0);
    let out = converse(
        &mut brain,
        "INFO timeout_turn 1000\nINFO timeout_match 60000\nINFO time_left 30000\nINFO max_memory 83886080\nINFO rule 4\nINFO evaluate 1,1\nINFO rule banana\n",
    );
    assert!(out.is_empty(), "INFO has no answer: {out:?}");
    let info = brain.info();
    assert_eq!(info.timeout_turn, 1000);
    assert_eq!(info.timeout_match, 60000);
    assert_eq!(info.time_left, 30000);
    assert_eq!(info.max_memory, 83_886_080);
    assert_eq!(info.rule, Rule::Renju);
    // Turn limit 1000 ms, but a tenth of the 30 s left is less... 3000:
    // the budget is the turn limit less a margin.
    assert!(info.move_budget().as_millis() < 1000);
    assert!(info.move_budget().as_millis() >= 800);
    brain.handle("INFO rule 1");
    assert_eq!(brain.info().rule, Rule::Standard);
    brain.handle("INFO rule 0");
    assert_eq!(brain.info().rule, Rule::Freestyle);

    let out = brain.handle("YXSHOWFORBID");
    assert_eq!(out, ["UNKNOWN command 'YXSHOWFORBID'"]);
    let about = brain.handle("ABOUT");
    assert!(about[0].starts_with("name=\"gomoku-seed\""), "{about:?}");
}

#[test]
fn info_thread_num_sets_the_search_threads_within_the_machine() {
    let most = gomoku::engine::max_threads();
    let mut brain = Brain::new(Level::Master, 3).with_nodes(Some(20_000));
    assert_eq!(brain.info().thread_num, 1, "one thread unless told");
    for (value, threads) in [
        ("2", 2.min(most)),
        ("0", 1),
        ("-4", 1),
        ("100000", most),
        ("banana", most),
        ("1", 1),
        ("2", 2.min(most)),
    ] {
        let out = brain.handle(&format!("INFO thread_num {value}"));
        assert!(out.is_empty(), "INFO has no answer: {out:?}");
        assert_eq!(brain.info().thread_num, threads, "thread_num {value}");
    }
    // The brain still plays on two threads (where the machine has them):
    // white, it blocks black's four at its one open end.
    let out = converse(
        &mut brain,
        "INFO timeout_turn 2000\nSTART 15\nBOARD\n7,7,2\n7,6,1\n7,8,2\n6,6,1\n7,9,2\n0,14,1\n7,10,2\nDONE\n",
    );
    assert_eq!(out.len(), 2, "{out:?}");
    assert_eq!(out[0], "OK");
    assert_eq!(parse_xy(&out[1]), Pos::new(7, 11));
    // A move the search decides (20 000 nodes on the main thread).
    let out = brain.handle("TURN 9,9");
    assert_eq!(out.len(), 1, "{out:?}");
    let board = brain.board().expect("started");
    assert_eq!(board.get(parse_xy(&out[0])), Some(Stone::White));
    assert_eq!(board.stone_count(), 10);
}

#[test]
fn lines_may_end_in_cr_lf_or_crlf() {
    let mut input: &[u8] = b"START 15\r\nTURN 1,1\rTURN 2,2\nEND";
    let mut lines = Vec::new();
    let mut buf = Vec::new();
    while read_line(&mut input, &mut buf).expect("in memory") {
        lines.push(String::from_utf8_lossy(&buf).into_owned());
    }
    let non_empty: Vec<_> = lines.iter().filter(|l| !l.is_empty()).collect();
    assert_eq!(non_empty, ["START 15", "TURN 1,1", "TURN 2,2", "END"]);
}

/// The real binary, over pipes, as a manager would drive it.
#[test]
fn binary_speaks_the_protocol() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pbrain-gomoku"))
        .args(["--level", "classic", "--seed", "5"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start pbrain-gomoku");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin
        .write_all(b"START 20\r\nINFO rule 0\r\nTURN 10,10\r\nbogus\nTURN x\rABOUT\nEND\n")
        .expect("write");
    drop(stdin);
    let out = child.wait_with_output().expect("pbrain-gomoku ends");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "{text}");
    assert_eq!(lines[0], "OK");
    let reply = parse_xy(lines[1]);
    assert!(reply.x < 20 && reply.y < 20 && reply != Pos::new(10, 10));
    assert!(lines[2].starts_with("UNKNOWN"));
    assert!(lines[3].starts_with("ERROR"));
    assert!(lines[4].starts_with("name="));
}

#[test]
fn binary_rejects_an_unknown_level() {
    let out = Command::new(env!("CARGO_BIN_EXE_pbrain-gomoku"))
        .args(["--level", "godlike"])
        .output()
        .expect("run pbrain-gomoku");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown level"));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Garbage never panics, and every reply is a single printable line.
    #[test]
    fn garbage_never_panics(lines in proptest::collection::vec(
        prop_oneof![
            ".{0,40}",
            "(START|TURN|BOARD|DONE|TAKEBACK|INFO|RESTART|BEGIN|RECTSTART|ABOUT) ?[0-9, -]{0,12}",
            "[0-9]{1,3},[0-9]{1,3},[0-9]",
        ],
        0..40,
    )) {
        let mut brain = Brain::new(Level::Seed, 0);
        for line in &lines {
            for reply in brain.handle(line) {
                prop_assert!(!reply.contains('\n') && !reply.contains('\r'), "{:?}", reply);
            }
            if let Some(board) = brain.board() {
                prop_assert!(board.stone_count() <= board.size() * board.size());
            }
        }
    }
}

/// `INFO timeout_turn 0` means "play at once" in the Gomocup protocol, and
/// a negative limit is read the same way: the budget is a few
/// milliseconds, not "no limit" (master used to think for seconds).
#[test]
fn a_zero_or_negative_turn_limit_means_play_at_once() {
    use gomoku::protocol::Info;
    let at_once = Info {
        timeout_turn: 0,
        ..Info::default()
    };
    assert!(
        at_once.move_budget() <= std::time::Duration::from_millis(10),
        "{:?}",
        at_once.move_budget()
    );
    for value in ["0", "-1", "-5000"] {
        let mut brain = Brain::new(Level::Master, 1);
        assert!(
            converse(&mut brain, &format!("INFO timeout_turn {value}")).is_empty(),
            "INFO has no answer"
        );
        assert!(
            brain.info().move_budget() <= std::time::Duration::from_millis(10),
            "timeout_turn {value}: {:?}",
            brain.info().move_budget()
        );
        // A searching level still answers with a legal move, and soon
        // (the bound is generous: before the fix this took seconds).
        let started = std::time::Instant::now();
        let out = converse(&mut brain, "START 15\nTURN 7,7\nTURN 8,8\n");
        assert_eq!(out.len(), 3, "{out:?}");
        assert!(
            started.elapsed() < std::time::Duration::from_secs(1),
            "timeout_turn {value}: {:?}",
            started.elapsed()
        );
        let board = brain.board().expect("started");
        assert_eq!(board.stone_count(), 4, "{out:?}");
    }
}

/// `END` ends the brain wherever it comes, even inside `BOARD`.
#[test]
fn end_inside_board_ends_the_brain() {
    let mut brain = Brain::new(Level::Seed, 0);
    let out = converse(&mut brain, "START 15\nBOARD\n7,7,1\nEND\n");
    assert_eq!(out, ["OK"], "END is not a bad board line");
    assert!(brain.is_finished());
}

/// The same through the binary, with stdin kept open: the process must
/// exit on `END`, not wait for the end of its input.
#[test]
fn binary_exits_on_end_inside_board() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pbrain-gomoku"))
        .args(["--level", "seed", "--seed", "1"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start pbrain-gomoku");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin
        .write_all(b"START 15\nBOARD\n7,7,1\nEND\n")
        .expect("write");
    stdin.flush().expect("flush");
    let until = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let status = loop {
        if let Some(status) = child.try_wait().expect("try_wait") {
            break Some(status);
        }
        if std::time::Instant::now() > until {
            break None;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    };
    if status.is_none() {
        let _ = child.kill();
        let _ = child.wait();
    }
    drop(stdin);
    assert!(
        status.is_some_and(|s| s.success()),
        "pbrain-gomoku still running 10 s after END (stdin open): {status:?}"
    );
}

/// Managers only take back the last move; anything else is refused with
/// `ERROR` and changes nothing (it used to clear the point and leave the
/// move in the history).
#[test]
fn takeback_of_an_earlier_stone_is_refused_and_changes_nothing() {
    let mut brain = Brain::new(Level::Classic, 0);
    let out = converse(&mut brain, "START 15\nTURN 7,7\n");
    let reply = parse_xy(&out[1]);
    let before = brain.board().expect("started").clone();
    let out = brain.handle("TAKEBACK 7,7");
    assert!(
        out.len() == 1 && out[0].starts_with("ERROR"),
        "7,7 is not the last move: {out:?}"
    );
    let after = brain.board().expect("started");
    assert_eq!(after.get(Pos::new(7, 7)), Some(Stone::Black));
    assert_eq!(after.history(), before.history());
    assert_eq!(after.stone_count(), 2);
    // The last move can still be taken back, then the one before it.
    assert_eq!(
        brain.handle(&format!("TAKEBACK {},{}", reply.x, reply.y)),
        ["OK"]
    );
    assert_eq!(brain.handle("TAKEBACK 7,7"), ["OK"]);
    assert_eq!(brain.board().expect("started").stone_count(), 0);
    assert!(brain.board().expect("started").history().is_empty());
}

/// After `BOARD` (stones in the order played, as Piskvork sends them) the
/// last stone can be taken back, and only that one.
#[test]
fn takeback_after_board_takes_the_last_stone_only() {
    let mut brain = Brain::new(Level::Seed, 0);
    let out = converse(&mut brain, "START 15\nBOARD\n7,7,2\n8,8,1\n7,8,2\nDONE\n");
    let reply = parse_xy(&out[1]);
    assert!(brain.handle("TAKEBACK 7,8")[0].starts_with("ERROR"));
    assert_eq!(brain.board().expect("started").stone_count(), 4);
    assert_eq!(
        brain.handle(&format!("TAKEBACK {},{}", reply.x, reply.y)),
        ["OK"]
    );
    assert_eq!(brain.handle("TAKEBACK 7,8"), ["OK"]);
    assert!(brain.handle("TAKEBACK 7,7")[0].starts_with("ERROR"));
    let board = brain.board().expect("started");
    assert_eq!(board.stone_count(), 2);
    assert_eq!(board.get(Pos::new(7, 7)), Some(Stone::Black));
}

#[test]
fn a_message_line_gives_its_text_and_no_other_line_does() {
    use gomoku::protocol::message_text;
    assert_eq!(message_text("MESSAGE depth 9 ev 35"), Some("depth 9 ev 35"));
    assert_eq!(message_text("  message\tbest h8 "), Some("best h8"));
    assert_eq!(message_text("message   best h8  "), Some("best h8"));
    assert_eq!(message_text("MESSAGE"), None);
    assert_eq!(message_text("MESSAGE   "), None);
    assert_eq!(message_text("DEBUG depth 9"), None);
    assert_eq!(message_text("MESSAGES are not messages"), None);
    assert_eq!(message_text("7,7"), None);
}
