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
