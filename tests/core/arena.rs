//! The `arena` binary from the outside, through its command line and
//! `--json`: matches reproducible from their seed, colours alternating
//! within each pair, the move cap, forfeits and their reasons, text, JSON
//! and the table, and reports pooled (`--pool`, `--against`). The external
//! engines it drives are tested from the library in `external.rs`.
//!
//! The arena's pure parts (Elo, openings, pairings, settings) are unit
//! tests inside its binary (`cargo test --bin arena`).

use std::process::Command;
use std::time::{Duration, Instant};

use gomoku::engine::Level;
use gomoku::game::board::Pos;
use gomoku::game::notation::parse_moves;
use serde_json::Value;

use crate::external::pbrain;

fn arena(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_arena"))
        .args(args)
        .output()
        .expect("the arena binary runs")
}

/// Runs the arena with `--json --quiet`; the summary.
fn arena_json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.extend(["--json", "--quiet"]);
    let out = arena(&all);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// The arguments of a small, quick match: 9×9, 400 ms a move plus 400 ms
/// grace, `pairs` pairs. `a` and `b` are `--a LEVEL` or `--a-cmd CMD`.
fn small<'a>(a: [&'a str; 2], b: [&'a str; 2], pairs: &'a str, seed: &'a str) -> Vec<&'a str> {
    let mut args = vec![a[0], a[1], b[0], b[1]];
    args.extend([
        "--games",
        pairs,
        "--size",
        "9",
        "--seed",
        seed,
        "--time-ms",
        "400",
        "--grace-ms",
        "400",
    ]);
    args
}

/// What must be the same when a match is replayed (not the times): every
/// game's number, pair, colours, moves, winner and end.
fn essence(summary: &Value) -> Value {
    summary["game_list"].clone()
}

fn games(summary: &Value) -> &Vec<Value> {
    summary["game_list"].as_array().expect("a game list")
}

/// The stones of a game, opening first.
fn stones(game: &Value) -> Vec<Pos> {
    parse_moves(game["moves"].as_str().expect("moves"), 9).expect("a move string")
}

fn opening_plies(game: &Value) -> usize {
    game["opening_plies"]
        .as_u64()
        .and_then(|n| usize::try_from(n).ok())
        .expect("opening_plies")
}

fn wdl_games(wdl: &Value) -> u64 {
    ["wins", "draws", "losses"]
        .iter()
        .map(|k| wdl[k].as_u64().expect("a count"))
        .sum()
}

#[test]
fn a_paired_match_is_reproducible_from_its_seed() {
    let args = small(["--a", "classic"], ["--b", "seed"], "3", "42");
    let first = arena_json(&args);
    let second = arena_json(&args);
    assert_eq!(games(&first).len(), 6);
    assert_eq!(essence(&first), essence(&second));
    // Games in parallel are the same games.
    let mut parallel = args.clone();
    parallel.extend(["--threads", "2"]);
    assert_eq!(essence(&first), essence(&arena_json(&parallel)));
    // Another seed gives other openings.
    let other = arena_json(&small(["--a", "classic"], ["--b", "seed"], "3", "43"));
    assert_ne!(essence(&first), essence(&other));
    // Nothing misbehaved, and every game ended on the board.
    for g in games(&first) {
        let kind = g["end"]["kind"].as_str();
        assert!(matches!(kind, Some("five" | "full_board")), "{g}");
    }
}

#[test]
fn colours_alternate_within_each_pair() {
    let summary = arena_json(&small(["--a", "seed"], ["--b", "classic"], "4", "7"));
    let list = games(&summary);
    assert_eq!(list.len(), 8);
    for (k, pair) in list.chunks(2).enumerate() {
        let (first, second) = (&pair[0], &pair[1]);
        assert_eq!(first["pair"], k + 1);
        assert_eq!(second["pair"], k + 1);
        assert!(
            first["black"] == "A" && second["black"] == "B",
            "A is black in the first game only: {first} {second}"
        );
        let n = opening_plies(first);
        assert_eq!(n, opening_plies(second));
        assert_eq!(
            stones(first)[..n],
            stones(second)[..n],
            "both games share the opening"
        );
    }
    for g in list {
        // Both contestants moved after the opening.
        assert!(stones(g).len() >= opening_plies(g) + 2, "{g}");
    }
    assert_eq!(wdl_games(&summary["a_black"]), 4);
    assert_eq!(wdl_games(&summary["a_white"]), 4);
}

#[test]
fn our_engine_plays_through_the_protocol() {
    let cmd = pbrain("classic");
    let summary = arena_json(&small(["--a-cmd", &cmd], ["--b", "seed"], "2", "11"));
    assert_eq!(games(&summary).len(), 4);
    for g in games(&summary) {
        let kind = g["end"]["kind"].as_str();
        assert!(matches!(kind, Some("five" | "full_board")), "{g}");
        assert!(stones(g).len() >= opening_plies(g) + 2, "both moved: {g}");
    }
    let a = &summary["a_stats"];
    assert!(
        a["moves"].as_u64() > Some(0) && a["max_ms"].as_f64() > Some(0.0),
        "{a}"
    );
    assert!(summary["b_stats"]["moves"].as_u64() > Some(0));
    assert_eq!(summary["forfeits"], Value::Array(Vec::new()), "{summary}");
}

#[test]
fn the_engine_and_the_level_play_the_same_moves() {
    // classic is deterministic: through the protocol or in-process, the
    // same level makes the same games.
    let cmd = pbrain("classic");
    let engine = arena_json(&small(["--a-cmd", &cmd], ["--b", "seed"], "1", "5"));
    let direct = arena_json(&small(["--a", "classic"], ["--b", "seed"], "1", "5"));
    assert_eq!(essence(&engine), essence(&direct));
}

/// Plays one pair against `seed` with A the engine `cmd`; both games must
/// be forfeited by A. Returns the summary and the reasons.
fn forfeits_of(cmd: &str, time_ms: &str, grace_ms: &str) -> (Value, Vec<String>) {
    let summary = arena_json(&[
        "--a-cmd",
        cmd,
        "--b",
        "seed",
        "--games",
        "1",
        "--size",
        "9",
        "--seed",
        "1",
        "--time-ms",
        time_ms,
        "--grace-ms",
        grace_ms,
        "--start-ms",
        "2000",
    ]);
    let reasons = games(&summary)
        .iter()
        .map(|g| {
            assert_eq!(g["end"]["kind"], "forfeit", "{g}");
            assert_eq!(g["end"]["side"], "A", "{g}");
            assert_eq!(g["winner"], "B", "{g}");
            g["end"]["reason"].as_str().expect("a reason").to_string()
        })
        .collect();
    (summary, reasons)
}

#[cfg(unix)]
#[test]
fn an_engine_talking_garbage_forfeits() {
    let (_, reasons) = forfeits_of("sh -c 'while read l; do echo banana; done'", "300", "200");
    for r in &reasons {
        assert!(r.contains("banana") && r.contains("START"), "{r}");
    }
    // Fine at START, garbage instead of a move.
    let cmd = "sh -c 'while read l; do case \"$l\" in START*) echo OK;; BEGIN|DONE|TURN*) echo banana;; esac; done'";
    let (summary, reasons) = forfeits_of(cmd, "300", "200");
    for r in &reasons {
        assert!(
            r.contains("banana") && r.contains("instead of a move"),
            "{r}"
        );
    }
    assert_eq!(summary["forfeits"].as_array().map(Vec::len), Some(2));
    assert_eq!(summary["a_stats"]["forfeits"], 2);
    // The text report names the reason too.
    let out = arena(&[
        "--a-cmd", cmd, "--b", "seed", "--games", "1", "--size", "9", "--seed", "1", "--quiet",
    ]);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("banana"));
}

#[cfg(unix)]
#[test]
fn an_engine_playing_illegal_points_forfeits() {
    let (_, reasons) = forfeits_of(
        "sh -c 'while read l; do case \"$l\" in START*) echo OK;; BEGIN|DONE|TURN*) echo 30,2;; esac; done'",
        "300",
        "200",
    );
    for r in &reasons {
        assert!(r.contains("off the board"), "{r}");
    }
    // Answers with a stone that is already on the board: the first one of
    // BOARD, or the opponent's last move.
    let (_, reasons) = forfeits_of(
        "sh -c 'p=; while read l; do case \"$l\" in START*) echo OK;; *,*,*) [ -z \"$p\" ] && p=${l%,*};; DONE) echo $p;; TURN*) echo ${l#TURN };; esac; done'",
        "300",
        "200",
    );
    for r in &reasons {
        assert!(r.contains("occupied"), "{r}");
    }
}

#[cfg(unix)]
#[test]
fn a_crashing_engine_forfeits() {
    let (_, reasons) = forfeits_of("sh -c 'read l; echo OK; exit 3'", "300", "200");
    for r in &reasons {
        assert!(r.contains("exit") || r.contains("closed"), "{r}");
    }
}

#[cfg(unix)]
#[test]
fn a_slow_engine_forfeits_on_time() {
    let started = Instant::now();
    let (summary, reasons) = forfeits_of(
        "sh -c 'while read l; do case \"$l\" in START*) echo OK;; BEGIN|DONE|TURN*) sleep 2; echo 0,0;; esac; done'",
        "100",
        "50",
    );
    assert!(
        started.elapsed() < Duration::from_millis(1800),
        "did not wait for the engine"
    );
    for r in &reasons {
        assert!(r.contains("no move within 150 ms"), "{r}");
    }
    // Each game has A's overrun that lost it.
    let overruns = summary["overruns"].as_array().expect("overruns");
    for game in [1, 2] {
        assert!(
            overruns.iter().any(|o| o["game"] == game
                && o["side"] == "A"
                && o["what"]
                    .as_str()
                    .is_some_and(|w| w.contains("no answer within"))),
            "game {game}: {overruns:?}"
        );
    }
    assert_eq!(summary["a_stats"]["overruns"], 2);
}

#[test]
fn an_engine_that_cannot_run_is_an_error_not_a_forfeit() {
    let out = arena(&[
        "--a-cmd",
        "/nonexistent/engine --x",
        "--b",
        "seed",
        "--games",
        "1",
        "--size",
        "9",
        "--quiet",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty(), "no report");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with("arena: ") && err.contains("/nonexistent/engine"),
        "{err}"
    );
}

#[test]
fn the_move_cap_ends_games_as_draws() {
    let mut args = small(["--a", "classic"], ["--b", "seed"], "1", "1");
    args.extend(["--max-moves", "12"]);
    let summary = arena_json(&args);
    assert_eq!(games(&summary).len(), 2);
    for g in games(&summary) {
        assert_eq!(g["end"]["kind"], "move_cap", "{g}");
        assert_eq!(g["winner"], Value::Null, "{g}");
        assert_eq!(stones(g).len(), 12, "{g}");
    }
    assert_eq!(summary["ends"]["move_cap"], 2);
}

#[test]
fn the_command_line_refuses_bad_arguments() {
    for args in [
        &["--a", "nope", "--b", "seed"][..],
        &["--a", "seed"],
        &["--a", "seed", "--b", "seed", "--games", "x"],
        &["--a", "seed", "--b", "seed", "--games", "0"],
        &["--a", "seed", "--b", "seed", "--size", "40"],
        &["--a", "seed", "--b", "seed", "--rule", "go"],
        &["--a", "seed", "--b", "seed", "--frobnicate"],
        &["--a", "seed", "--b", "seed", "--time-ms"],
        &["--a", "seed", "--b", "seed", "--json=yes"],
        &["--a-cmd", "sh -c 'oops", "--b", "seed"],
        &["--a-cmd", "", "--b", "seed"],
        &["--table", "--a", "seed"],
    ] {
        let out = arena(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.starts_with("arena: "), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "one line: {err}");
    }
    let help = arena(&["--help"]);
    assert_eq!(help.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&help.stdout).contains("--a-cmd"));
}

#[test]
fn the_command_line_prints_text_and_json() {
    let common = [
        "--a", "classic", "--b=seed", "--games", "1", "--size", "9", "--seed", "3",
    ];
    let out = arena(&common);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Elo A − B"), "{text}");
    let progress = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        progress.lines().filter(|l| l.starts_with('[')).count(),
        2,
        "{progress}"
    );

    let mut args = common.to_vec();
    args.extend(["--json", "--quiet"]);
    let out = arena(&args);
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stderr.is_empty());
    let json: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(json["games"], 2);
    assert_eq!(json["a"], "classic");
    assert_eq!(json["seed"], 3);
    assert_eq!(json["game_list"].as_array().map(Vec::len), Some(2));
}

#[test]
fn reports_pool_into_one_match_and_compare_game_by_game() {
    let args = [
        "--a", "classic", "--b=seed", "--games", "2", "--size", "9", "--seed", "5", "--json",
        "--quiet",
    ];
    let out = arena(&args);
    assert_eq!(out.status.code(), Some(0));
    let report: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let dir = std::env::temp_dir().join(format!("arena-pool-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let file = dir.join("run.json");
    std::fs::write(&file, &out.stdout).expect("written");
    let path = file.to_str().expect("a UTF-8 path");
    // The same report twice: twice the games, the same score.
    let pooled = arena_json(&["--pool", path, path]);
    assert_eq!(pooled["games"], 8);
    assert_eq!(pooled["reports"], 2);
    let wins = report["total"]["wins"].as_u64().expect("wins");
    assert_eq!(pooled["total"]["wins"].as_u64(), Some(2 * wins));
    assert_eq!(pooled["score_percent"], report["score_percent"]);
    // Against itself every game is shared and none turned.
    let compared = arena_json(&["--pool", path, "--against", path]);
    assert_eq!(compared["shared_games"], 4);
    assert_eq!(compared["turned_to_wins"], 0.0);
    assert_eq!(compared["difference"][0], 0.0);
    // As text; and a file that is not a report is named.
    let text = arena(&["--pool", path]);
    assert_eq!(text.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&text.stdout).contains("pooled: 1 report, 4 games, 9×9"));
    let garbage = dir.join("garbage.json");
    std::fs::write(&garbage, "not json").expect("written");
    let bad = arena(&["--pool", path, garbage.to_str().expect("UTF-8")]);
    assert_eq!(bad.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("garbage.json is not an arena report"));
    std::fs::remove_dir_all(&dir).ok();
}

/// The table's rows: every level against the next lower one, then the
/// strongest against each weaker one not already met.
fn expected_pairings() -> Vec<(Level, Level)> {
    let all = Level::ALL;
    let mut pairs: Vec<(Level, Level)> = all.windows(2).map(|w| (w[1], w[0])).collect();
    let strongest = all[all.len() - 1];
    for &weaker in all[..all.len() - 1].iter().rev() {
        if !pairs.contains(&(strongest, weaker)) {
            pairs.push((strongest, weaker));
        }
    }
    pairs
}

#[test]
fn the_command_line_prints_the_table() {
    let out = arena(&[
        "--table",
        "--games",
        "1",
        "--size",
        "9",
        "--time-ms",
        "20",
        "--max-moves",
        "16",
        "--quiet",
        "--seed",
        "2",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("| A | B |"), "{text}");
    let rows: Vec<(String, String)> = text
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| A ") && !l.starts_with("| ---"))
        .map(|l| {
            let cells: Vec<&str> = l.split('|').map(str::trim).collect();
            (cells[1].to_string(), cells[2].to_string())
        })
        .collect();
    let expected: Vec<(String, String)> = expected_pairings()
        .into_iter()
        .map(|(a, b)| (a.name().to_string(), b.name().to_string()))
        .collect();
    assert_eq!(rows, expected, "{text}");
}

/// `normal` (one ply over the pattern evaluation) must beat `classic` (the
/// seed's window count), not merely hold it. Both are deterministic and far
/// inside their time here, so this fixed-seed match always plays the same
/// 20 games; the arena measures the margin over many more.
#[test]
fn normal_beats_classic_on_paired_openings() {
    let summary = arena_json(&[
        "--a",
        "normal",
        "--b",
        "classic",
        "--games",
        "10",
        "--size",
        "13",
        "--seed",
        "7",
        "--threads",
        "2",
        "--time-ms",
        "2000",
        "--grace-ms",
        "2000",
    ]);
    let total = &summary["total"];
    let (wins, losses) = (total["wins"].as_u64(), total["losses"].as_u64());
    assert!(
        wins.zip(losses).is_some_and(|(w, l)| w >= l + 4),
        "normal against classic: {total}"
    );
}
