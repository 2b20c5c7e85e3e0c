//! `gomoku --print`: the built binary prints records without a window, and
//! a bad record is one line on stderr and exit status 1.

use std::path::PathBuf;
use std::process::{Command, Output};

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/psq")
        .join(name)
}

/// Runs `gomoku` with no display, so a window could not open.
fn gomoku(args: &[&std::ffi::OsStr]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gomoku"))
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("gomoku runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn print_a_piskvork_file() {
    let path = fixture("white-wins-trailer-crlf.psq");
    let out = gomoku(&["--print".as_ref(), path.as_os_str()]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        stdout.starts_with("20x20 freestyle, 10 moves: white won (k10 to o6)\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("moves: j11k10j9l9j7m8c18n7e18o6\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Piskvorky 20x20, 11:11, 0\n10,10,0\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("pbrain-first.exe\npbrain-second.exe\n-1\n"),
        "{stdout}"
    );
    // The board: letters above and below, row numbers on both sides.
    assert!(
        stdout.contains("\n   a b c d e f g h i j k l m n o p q r s t\n"),
        "{stdout}"
    );
    assert!(stdout.contains("18 . . x . x "), "{stdout}");
    assert!(
        stdout.contains(" 6 . . . . . . . . . . . . . . o . . . . . 6\n"),
        "{stdout}"
    );
}

#[test]
fn print_a_move_string_with_size_and_rule() {
    let out = gomoku(&[
        "--print".as_ref(),
        "h8 i9 j7".as_ref(),
        "--size".as_ref(),
        "13".as_ref(),
        "--rule".as_ref(),
        "renju".as_ref(),
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        stdout.starts_with("13x13 renju, 3 moves: white to move\n"),
        "{stdout}"
    );
    assert!(stdout.contains("moves: h8i9j7\n"), "{stdout}");
    assert!(
        stdout.contains("Piskvorky 13x13, 7:7, 0\n8,6,0\n9,5,0\n10,7,0\n-1\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains(" 8 . . . . . . . x . . . . . 8\n"),
        "{stdout}"
    );
}

#[test]
fn a_bad_record_is_one_line_and_status_1() {
    let path = fixture("bad-occupied.psq");
    let out = gomoku(&["--print".as_ref(), path.as_os_str()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let stderr = text(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("bad-occupied.psq: line 4: move 3 (8,8)"),
        "{stderr}"
    );

    let out = gomoku(&["--print".as_ref(), "h8h8".as_ref()]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("line 1: move 2 (h8)"), "{stderr}");

    let out = gomoku(&["--print".as_ref(), "missing.psq".as_ref()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("missing.psq"));
}

#[test]
fn help_and_usage_errors() {
    let out = gomoku(&["--help".as_ref()]);
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    for option in ["--print", "--size", "--rule", "--help"] {
        assert!(stdout.contains(option), "{option} missing from\n{stdout}");
    }
    let out = gomoku(&["--size".as_ref(), "99".as_ref()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--size"));
}

/// A 13×13 game black loses (built as in tests/teacher_review.rs): white's
/// four on row 7 is blocked at d7, then black plays m1 (move 9) instead of
/// blocking at i7, and white makes five.
const LOST_BY_BLACK: &str = "e9e7h9f7f10g7d7h7m1i7";

#[test]
fn review_names_the_decisive_mistake() {
    let out = gomoku(&[
        "--review".as_ref(),
        LOST_BY_BLACK.as_ref(),
        "--size".as_ref(),
        "13".as_ref(),
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        stdout.starts_with("13x13 freestyle, 10 moves: white won (e7 to i7)\n"),
        "{stdout}"
    );
    // The loser is reviewed by default, with the default node budget.
    assert!(
        stdout.contains("Review of black's moves by the master engine, 10000 nodes a position."),
        "{stdout}"
    );
    assert!(
        stdout.contains("\nDecisive mistake: move 9, black m1.\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("\n  From here white wins at once: i7\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("\n  A move that would have held: i7.\n"),
        "{stdout}"
    );
    assert!(stdout.contains("\nMissed wins: none.\n"), "{stdout}");
    // Nothing on stderr when it is not a terminal (no progress line).
    assert!(out.stderr.is_empty(), "{}", text(&out.stderr));
}

#[test]
fn review_a_piskvork_file_for_white_under_renju() {
    // Black's open three on the g-file is ignored by white's m1 (move 6).
    let path = fixture("renju-white-lost-13.psq");
    let out = gomoku(&[
        "--review".as_ref(),
        path.as_os_str(),
        "--rule".as_ref(),
        "renju".as_ref(),
        "--nodes".as_ref(),
        "5000".as_ref(),
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        stdout.contains("Review of white's moves by the master engine, 5000 nodes a position."),
        "{stdout}"
    );
    assert!(
        stdout.contains("\nDecisive mistake: move 6, white m1.\n"),
        "{stdout}"
    );
    // Either end of the open three holds.
    assert!(
        stdout.contains("would have held: g6.") || stdout.contains("would have held: g10."),
        "{stdout}"
    );
}

#[test]
fn review_a_player_who_was_never_lost() {
    // Black makes an open three e7-g7 that white ignores, then plays m1
    // instead of the open four; white blocks at d7.
    let out = gomoku(&[
        "--review".as_ref(),
        "e7m13f7a1g7m7m1d7".as_ref(),
        "--size".as_ref(),
        "13".as_ref(),
        "--as".as_ref(),
        "black".as_ref(),
        "--nodes".as_ref(),
        "20000".as_ref(),
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(stdout.contains("\nBlack was never lost.\n"), "{stdout}");
    assert!(!stdout.contains("Decisive mistake"), "{stdout}");
    assert!(
        stdout.contains("\nMissed wins:\n  move 7, black m1: black could have won: "),
        "{stdout}"
    );
    assert!(
        stdout.contains("\nThe evaluation fell most after:\n  move 7, black m1: win in"),
        "{stdout}"
    );
}

#[test]
fn review_a_bad_record_is_one_line_and_status_1() {
    for record in ["h8h8", "tests/fixtures/psq/bad-occupied.psq", "missing.psq"] {
        let out = gomoku(&["--review".as_ref(), record.as_ref()]);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{record}: {stderr}");
        assert!(out.stdout.is_empty(), "{record}");
        assert_eq!(stderr.lines().count(), 1, "{record}: {stderr}");
        assert!(stderr.starts_with("gomoku: "), "{record}: {stderr}");
    }
}

#[test]
fn review_options_on_the_command_line() {
    let out = gomoku(&["--help".as_ref()]);
    let stdout = text(&out.stdout);
    for option in ["--review", "--as", "--nodes", "--budget-ms"] {
        assert!(stdout.contains(option), "{option} missing from\n{stdout}");
    }
    for bad in [
        &["--review", "h8", "--as", "green"][..],
        &["--review", "h8", "--nodes", "0"],
        &["--review", "h8", "--budget-ms", "soon"],
        &["--print", "h8", "--nodes", "100"],
        &["--print", "h8", "--review", "h8"],
    ] {
        let args: Vec<&std::ffi::OsStr> = bad.iter().map(|a| a.as_ref()).collect();
        let out = gomoku(&args);
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
        assert_eq!(text(&out.stderr).lines().count(), 1, "{bad:?}");
    }
}

/// Runs `gomoku` as [`gomoku`] does, but gives up after `seconds`: the
/// process is killed and the test fails, so a read that blocks (a pipe)
/// or never ends (a device) fails rather than hangs.
fn gomoku_within(seconds: u64, args: &[&std::ffi::OsStr]) -> Output {
    use std::io::Read;
    use std::process::Stdio;
    use std::time::{Duration, Instant};

    let mut child = Command::new(env!("CARGO_BIN_EXE_gomoku"))
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("gomoku runs");
    let give_up = Instant::now() + Duration::from_secs(seconds);
    let status = loop {
        if let Some(status) = child.try_wait().expect("gomoku waits") {
            break status;
        }
        if Instant::now() > give_up {
            let _ = child.kill();
            let _ = child.wait();
            panic!("gomoku {args:?} did not end within {seconds} s");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut stdout = Vec::new();
    let mut stderr = Vec::new();
    if let Some(mut out) = child.stdout.take() {
        out.read_to_end(&mut stdout).expect("stdout");
    }
    if let Some(mut err) = child.stderr.take() {
        err.read_to_end(&mut stderr).expect("stderr");
    }
    Output {
        status,
        stdout,
        stderr,
    }
}

/// A named pipe (FIFO) at `path`, with no writer: a read would wait.
#[cfg(unix)]
fn mkfifo(path: &std::path::Path) {
    let made = Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(made.success(), "mkfifo {}", path.display());
}

#[cfg(unix)]
#[test]
fn a_pipe_or_a_device_is_refused_at_once_not_read() {
    let dir = tempfile::tempdir().expect("temp dir");
    let fifo = dir.path().join("game.psq");
    mkfifo(&fifo);
    // Also without a dot or a slash in its name: a file of any kind, not
    // a move string.
    let bare = dir.path().join("fifo");
    mkfifo(&bare);
    for mode in ["--print", "--review"] {
        for (path, what) in [
            (fifo.as_os_str(), "is not a regular file but a named pipe"),
            (bare.as_os_str(), "is not a regular file but a named pipe"),
            ("/dev/zero".as_ref(), "is not a regular file but a device"),
            (
                "/dev/urandom".as_ref(),
                "is not a regular file but a device",
            ),
        ] {
            let out = gomoku_within(20, &[mode.as_ref(), path]);
            let stderr = text(&out.stderr);
            assert_eq!(out.status.code(), Some(1), "{mode} {path:?}: {stderr}");
            assert!(out.stdout.is_empty(), "{mode} {path:?}");
            assert_eq!(stderr.lines().count(), 1, "{stderr}");
            let named = format!("{} {what}", std::path::Path::new(path).display());
            assert!(stderr.contains(&named), "{mode}: {stderr}");
        }
    }
    // A move string in the working folder is still read as moves.
    let out = gomoku_within(20, &["--print".as_ref(), "h8i9".as_ref()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
}

#[test]
fn a_file_larger_than_a_record_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let huge = dir.path().join("huge.txt");
    std::fs::write(&huge, "h8".repeat(600_000)).expect("write");
    let out = gomoku_within(20, &["--print".as_ref(), huge.as_os_str()]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("is larger than 1 MiB"), "{stderr}");
}

#[test]
fn words_for_a_forbidden_move_row_0_and_a_leading_zero() {
    let print = |args: &[&str]| {
        let args: Vec<&std::ffi::OsStr> = args.iter().map(|a| a.as_ref()).collect();
        let out = gomoku_within(20, &args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let stderr = text(&out.stderr);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        stderr
    };
    // Black's double three at h8 under renju: a move string, one move
    // forbidden.
    let stderr = print(&["--print", "g8a1i8a3h7a5h9a7h8", "--rule", "renju"]);
    assert!(
        stderr.contains("move 9 (h8) is forbidden to black (double three)"),
        "{stderr}"
    );
    assert!(!stderr.contains("neither a file"), "{stderr}");
    let stderr = print(&["--print", "a0"]);
    assert!(
        stderr.contains("a0 is not a point: there is no row 0 (rows start at 1)"),
        "{stderr}"
    );
    assert!(!stderr.contains("22 lines"), "{stderr}");
    let stderr = print(&["--review", "h08"]);
    assert!(
        stderr.contains("h08: row numbers are written without a leading zero"),
        "{stderr}"
    );
}

#[test]
fn a_utf16_record_file_prints() {
    let dir = tempfile::tempdir().expect("temp dir");
    let psq = "Piskvorky 15x15, 8:8, 0\r\n8,8,0\r\n9,9,0\r\n-1\r\n";
    let le: Vec<u8> = [0xff, 0xfe]
        .into_iter()
        .chain(psq.encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    let path = dir.path().join("utf16.psq");
    std::fs::write(&path, le).expect("write");
    let out = gomoku_within(20, &["--print".as_ref(), path.as_os_str()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("moves: h8i7\n"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn seats_and_clock_on_the_command_line() {
    let out = gomoku(&["--help".as_ref()]);
    let stdout = text(&out.stdout);
    for option in ["--black SEAT", "--white SEAT", "--time T", "5m+3s"] {
        assert!(stdout.contains(option), "{option} missing from\n{stdout}");
    }
    // Each bad value: one line naming it, status 2, and no window (the
    // display is removed, so a window would fail differently).
    for (bad, named) in [
        (&["--black", "grandmaster"][..], "grandmaster"),
        (&["--white", "/no/such/pbrain-x"], "/no/such/pbrain-x"),
        (&["--time", "soon"], "soon"),
        (&["--time", "5m+"], "5m+"),
        (&["--black"], "--black"),
        (&["--review", "h8", "--time", "2s"], "--time"),
    ] {
        let args: Vec<&std::ffi::OsStr> = bad.iter().map(|a| a.as_ref()).collect();
        let out = gomoku(&args);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{bad:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{bad:?}: {stderr}");
        assert!(stderr.contains(named), "{bad:?}: {stderr}");
    }
}

#[test]
fn puzzles_of_a_lost_game_name_the_move_and_the_answer() {
    let out = gomoku(&[
        "--puzzles".as_ref(),
        LOST_BY_BLACK.as_ref(),
        "--size".as_ref(),
        "13".as_ref(),
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        stdout.starts_with("13x13 freestyle, 10 moves: white won (e7 to i7)\n"),
        "{stdout}"
    );
    // The decisive mistake (black's m1, move 9): i7 alone holds.
    assert!(
        stdout.contains("\n  move 9, black to move: hold on: i7 (the only move that holds)\n"),
        "{stdout}"
    );
    assert!(stdout.ends_with("\n1 puzzle.\n"), "{stdout}");
}

#[test]
fn puzzles_alone_count_the_builtin_set() {
    let out = gomoku(&["--puzzles".as_ref()]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let set = gomoku::teacher::puzzles::builtin();
    assert!(
        stdout.starts_with(&format!("Built-in puzzles: {}\n", set.len())),
        "{stdout}"
    );
    for (words, kind) in [
        ("win by fours", gomoku::teacher::PuzzleKind::WinByFours),
        ("win by threes", gomoku::teacher::PuzzleKind::WinByThrees),
        ("hold on", gomoku::teacher::PuzzleKind::HoldOn),
        (
            "renju forbidden point",
            gomoku::teacher::PuzzleKind::RenjuForbidden,
        ),
    ] {
        let n = set.iter().filter(|p| p.kind == kind).count();
        assert!(
            stdout.contains(&format!("  {words}: {n}\n")),
            "{words}\n{stdout}"
        );
    }
    let out = gomoku(&["--puzzles".as_ref(), "--as".as_ref(), "black".as_ref()]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn analyse_prints_the_best_lines_of_the_last_position() {
    // 9x9, white to move against black's open three c5-e5: blocking at
    // either end holds, the far points lose in four plies.
    let out = gomoku(&[
        "--analyse".as_ref(),
        "c5a1d5a2e5".as_ref(),
        "--size".as_ref(),
        "9".as_ref(),
        "--lines".as_ref(),
        "4".as_ref(),
        "--nodes".as_ref(),
        "50000".as_ref(),
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        stdout.starts_with("9x9 freestyle, 5 moves: white to move\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("The best lines for white by the master engine (50000 nodes)"),
        "{stdout}"
    );
    let lines: Vec<&str> = stdout
        .lines()
        .filter(|l| {
            l.trim_start().split_once(". ").is_some_and(|(n, rest)| {
                n.chars().all(|c| c.is_ascii_digit()) && rest.starts_with(char::is_alphabetic)
            })
        })
        .collect();
    assert_eq!(lines.len(), 4, "{stdout}");
    // Best first: the blocks, then the losses in words, each with its
    // point first in its play.
    for (k, l) in lines.iter().enumerate() {
        let point = l.split_whitespace().nth(1).expect("a point");
        let play = l.rsplit(": ").next().expect("a line of play");
        assert!(play.starts_with(point), "{l}");
        if k < 2 {
            assert!(["b5", "f5"].contains(&point), "{l}");
            assert!(!l.contains("wins"), "{l}");
        } else {
            assert!(l.contains("black wins in 4 plies"), "{l}");
        }
    }
}

#[test]
fn analyse_words_and_bad_command_lines() {
    // Black to move with an open three: a win in three plies.
    let out = gomoku(&[
        "--analyse".as_ref(),
        "c5a1d5a2e5i9".as_ref(),
        "--size".as_ref(),
        "9".as_ref(),
        "--lines".as_ref(),
        "1".as_ref(),
        "--budget-ms".as_ref(),
        "2000".as_ref(),
    ]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(stdout.contains("The best line for black"), "{stdout}");
    assert!(stdout.contains("black wins in 3 plies"), "{stdout}");
    let out = gomoku(&["--analyse".as_ref(), "h8h8".as_ref()]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stderr).lines().count(), 1);
    for bad in [
        &["--analyse", "h8", "--lines", "6"][..],
        &["--analyse", "h8", "--lines", "none"],
        &["--print", "h8", "--lines", "2"],
        &["--analyse", "h8", "--as", "black"],
        &["--analyse", "h8", "--black", "hard"],
    ] {
        let args: Vec<&std::ffi::OsStr> = bad.iter().map(|a| a.as_ref()).collect();
        let out = gomoku(&args);
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
        assert_eq!(text(&out.stderr).lines().count(), 1, "{bad:?}");
    }
}

#[test]
fn print_reads_an_sgf_file_for_its_main_line() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/sgf/variations.sgf");
    let out = gomoku(&["--print".as_ref(), path.as_os_str()]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        stdout.starts_with("15x15 freestyle, 5 moves: white to move\n"),
        "{stdout}"
    );
    assert!(stdout.contains("moves: h8i9i7g9j6\n"), "{stdout}");
    assert!(stdout.contains("SGF:\n(;GM[4]FF[4]"), "{stdout}");
    // A bad one: the line and the reason, status 1.
    let dir = std::env::temp_dir().join(format!("gomoku-sgf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let bad = dir.join("bad.sgf");
    std::fs::write(&bad, "(;GM[4]SZ[15]\n;B[hh]\n;B[ii])").expect("written");
    let out = gomoku(&["--print".as_ref(), bad.as_os_str()]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("bad.sgf: line 3: move 2 (B[ii]) is black's"),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
