//! Fake Gomocup engines for the match tests (shell scripts that speak the
//! protocol: scripted moves, slowness, crashes, garbage, swap2 answers) and
//! the helpers that run a match of them: seats, polling until a condition,
//! the notices, and checking that no engine process is left.

#![cfg(unix)]

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use gomoku::session::clock::TimeControl;
use gomoku::session::controller::{Controller, Event, MatchConfig};
use gomoku::session::notice::Notice;
use gomoku::session::seats::{EngineRef, Seat, Seats};

/// What a fake engine does when asked for a move.
#[derive(Clone, Copy)]
pub(crate) enum OnMove<'a> {
    /// Plays these points in turn, whatever the position.
    Script(&'a str),
    /// Plays these points in turn, each after a second's thought.
    Slow(&'a str),
    /// Plays these points in turn, saying before each what it thinks: two
    /// `MESSAGE` lines (the move's number in the first) and a `DEBUG` one.
    Chatty(&'a str),
    /// Plays `n` moves of the script, then exits with status 3.
    CrashAfter(usize, &'a str),
    /// Never answers.
    Hang,
    /// Answers something that is not a move.
    Garbage,
    /// Always plays a1 (0,0): legal once, then taken.
    AlwaysCorner,
}

/// Writes a fake Gomocup engine `name` into `dir`: it says `OK` to
/// `START` (or `refuse`s it), answers `ABOUT` after `about_delay`
/// seconds, moves as `on_move` says, and writes its process id into
/// `dir/pids`.
pub(crate) fn fake(
    dir: &Path,
    name: &str,
    on_move: OnMove<'_>,
    about_delay: u32,
    refuse: bool,
) -> PathBuf {
    let unknown = "UNKNOWN swap2";
    fake_script(dir, name, on_move, about_delay, refuse, [unknown; 3])
}

/// A fake engine (as [`fake`]) that answers `SWAP2BOARD` with
/// `swap2[0]`, `[1]` or `[2]` for 0, 3 or 5 stones.
pub(crate) fn fake_swap2(dir: &Path, name: &str, on_move: OnMove<'_>, swap2: [&str; 3]) -> PathBuf {
    fake_script(dir, name, on_move, 0, false, swap2)
}

fn fake_script(
    dir: &Path,
    name: &str,
    on_move: OnMove<'_>,
    about_delay: u32,
    refuse: bool,
    swap2: [&str; 3],
) -> PathBuf {
    let (moves, crash_after) = match on_move {
        OnMove::Script(m) | OnMove::Slow(m) | OnMove::Chatty(m) => (m, 10_000),
        OnMove::CrashAfter(n, m) => (m, n),
        _ => ("", 0),
    };
    let answer = match on_move {
        OnMove::Slow(_) => {
            r#"sleep 1; n=$((n+1))
        set -- $moves; echo "$1"; shift; moves="$*""#
        }
        OnMove::Chatty(_) => {
            r#"n=$((n+1)); echo "MESSAGE depth $n ev 12"; echo "DEBUG not for people"
        echo "MESSAGE   pv 7,7 8,8  "; set -- $moves; echo "$1"; shift; moves="$*""#
        }
        OnMove::Script(_) | OnMove::CrashAfter(..) => {
            r#"n=$((n+1)); if [ "$n" -gt "$crash_after" ]; then echo "fake: out of moves" >&2; exit 3; fi
        set -- $moves; echo "$1"; shift; moves="$*""#
        }
        // `exec`: the shell becomes the sleep, so killing the engine
        // leaves no child behind.
        OnMove::Hang => "exec sleep 60",
        OnMove::Garbage => "echo banana",
        OnMove::AlwaysCorner => "echo 0,0",
    };
    let start = if refuse {
        "echo 'ERROR no thanks'"
    } else {
        "echo OK"
    };
    let script = format!(
        r#"#!/bin/sh
echo $$ >> '{pids}'
moves="{moves}"
crash_after={crash_after}
n=0
while IFS= read -r line; do
    line=$(printf '%s' "$line" | tr -d '\r')
    case "$line" in
        START*) {start} ;;
        ABOUT) sleep {about_delay}; echo 'name="{name} engine", version="1.0", author="tests"' ;;
        SWAP2BOARD) k=0
            while IFS= read -r s; do
                s=$(printf '%s' "$s" | tr -d '\r')
                [ "$s" = DONE ] && break
                k=$((k+1))
            done
            case $k in 0) echo '{s0}' ;; 3) echo '{s3}' ;; *) echo '{s5}' ;; esac ;;
        BEGIN|TURN*|DONE) {answer} ;;
        END) exit 0 ;;
        *) ;;
    esac
done
"#,
        pids = dir.join("pids").display(),
        s0 = swap2[0],
        s3 = swap2[1],
        s5 = swap2[2],
    );
    let path = dir.join(name);
    std::fs::write(&path, script).expect("write the fake engine");
    let mut perms = std::fs::metadata(&path).expect("metadata").permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut perms, 0o755);
    std::fs::set_permissions(&path, perms).expect("chmod");
    path
}

pub(crate) fn engine(path: &Path) -> Seat {
    Seat::Engine(EngineRef::at_path(path))
}

/// A match of `seats` under `time`, no pauses.
pub(crate) fn match_of(seats: Seats, time: TimeControl) -> Controller {
    let config = MatchConfig {
        seats,
        time,
        min_think: Duration::ZERO,
        watch_delay: Duration::ZERO,
        max_nodes: Some(2_000),
        ..MatchConfig::default()
    };
    Controller::new(config, Arc::new(|| {}))
}

/// Polls until `done` holds (or `secs` pass: a failure), and returns every
/// event on the way.
pub(crate) fn run_until(
    c: &mut Controller,
    secs: u64,
    done: impl Fn(&Controller) -> bool,
) -> Vec<Event> {
    let give_up = Instant::now() + Duration::from_secs(secs);
    let mut events = Vec::new();
    while !done(c) {
        assert!(
            Instant::now() < give_up,
            "gave up waiting; events: {events:?}"
        );
        events.extend(c.poll(Instant::now()));
        std::thread::sleep(Duration::from_millis(5));
    }
    events
}

/// The notices the match has for the player.
pub(crate) fn notices(c: &mut Controller) -> Vec<Notice> {
    std::iter::from_fn(|| c.take_notice()).collect()
}

/// Waits until no process whose id a fake engine wrote into `dir/pids`
/// is left (zombies included: they must have been reaped).
pub(crate) fn assert_no_engine_left(dir: &Path) {
    let pids = std::fs::read_to_string(dir.join("pids")).unwrap_or_default();
    let give_up = Instant::now() + Duration::from_secs(15);
    for pid in pids.split_whitespace() {
        let proc = PathBuf::from(format!("/proc/{pid}"));
        while proc.exists() {
            assert!(
                Instant::now() < give_up,
                "engine process {pid} is still there"
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}
