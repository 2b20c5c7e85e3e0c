//! The arena: reproducible paired matches, colour alternation, the Elo
//! estimate, external engines (our own `pbrain-gomoku` and misbehaving
//! fakes) and the command line.

use std::process::Command;
use std::time::Duration;

use gomoku::arena::{
    Contestant, Elo, EndReason, EngineCommand, GameRecord, MatchConfig, MatchReport, OPENING_AREA,
    Side, elo_estimate, elo_from_score, openings, run_match, table_pairings,
};
use gomoku::engine::Level;
use gomoku::game::board::Stone;
use gomoku::game::rules::Rule;

fn level(l: Level) -> Contestant {
    Contestant::Level(l)
}

fn engine(cmd: &str) -> Contestant {
    Contestant::Engine(EngineCommand::parse(cmd).expect("a valid command"))
}

/// A small, quick match.
fn small(a: Contestant, b: Contestant, pairs: usize, seed: u64) -> MatchConfig {
    MatchConfig {
        pairs,
        size: 9,
        seed,
        time_per_move: Duration::from_millis(400),
        grace: Duration::from_millis(400),
        ..MatchConfig::new(a, b)
    }
}

fn play(config: &MatchConfig) -> MatchReport {
    run_match(config, &|_| {}).expect("the match runs")
}

/// What must be the same when a match is replayed (not the times).
fn essence(report: &MatchReport) -> Vec<(usize, bool, String, Option<Side>, EndReason)> {
    report
        .games
        .iter()
        .map(|g| {
            (
                g.index,
                g.a_black,
                g.move_string(report.config.size),
                g.winner,
                g.end.clone(),
            )
        })
        .collect()
}

#[test]
fn a_paired_match_is_reproducible_from_its_seed() {
    let config = small(level(Level::Classic), level(Level::Seed), 3, 42);
    let first = play(&config);
    let second = play(&config);
    assert_eq!(first.games.len(), 6);
    assert_eq!(essence(&first), essence(&second));
    // Games in parallel are the same games.
    let parallel = play(&MatchConfig {
        threads: 2,
        ..config.clone()
    });
    assert_eq!(essence(&first), essence(&parallel));
    // Another seed gives other openings.
    let other = play(&MatchConfig { seed: 43, ..config });
    assert_ne!(essence(&first), essence(&other));
    // Nothing misbehaved, and every game ended on the board.
    for g in &first.games {
        assert!(
            matches!(g.end, EndReason::Five | EndReason::FullBoard),
            "{g:?}"
        );
    }
}

#[test]
fn colours_alternate_within_each_pair() {
    let config = small(level(Level::Seed), level(Level::Classic), 4, 7);
    let report = play(&config);
    let games: Vec<&GameRecord> = report.games.iter().collect();
    assert_eq!(games.len(), 8);
    for (k, pair) in games.chunks(2).enumerate() {
        let (first, second) = (pair[0], pair[1]);
        assert_eq!(first.pair(), k);
        assert_eq!(second.pair(), k);
        assert!(
            first.a_black && !second.a_black,
            "A is black in the first game only"
        );
        assert_eq!(
            first.opening, second.opening,
            "both games share the opening"
        );
        assert_eq!(first.colour_of(Side::A), Stone::Black);
        assert_eq!(second.colour_of(Side::A), Stone::White);
    }
    for g in &games {
        assert!(!g.moves.is_empty());
        for (i, m) in g.moves.iter().enumerate() {
            let ply = g.opening.len() + i;
            let stone = if ply % 2 == 0 {
                Stone::Black
            } else {
                Stone::White
            };
            assert_eq!(m.stone, stone, "game {} ply {ply}", g.index);
            assert_eq!(g.colour_of(m.side), stone, "game {} ply {ply}", g.index);
        }
    }
    let summary = report.summary();
    assert_eq!(summary.a_black.games(), 4);
    assert_eq!(summary.a_white.games(), 4);
}

#[test]
fn openings_are_small_central_and_seeded() {
    let config = MatchConfig {
        pairs: 50,
        size: 15,
        rule: Rule::Renju,
        seed: 5,
        ..MatchConfig::new(level(Level::Seed), level(Level::Seed))
    };
    let all = openings(&config).expect("openings");
    assert_eq!(all.len(), 50);
    let lo = 15 / 2 - OPENING_AREA / 2;
    for opening in &all {
        assert!((2..=4).contains(&opening.len()), "{opening:?}");
        for p in opening {
            assert!((lo..lo + OPENING_AREA).contains(&usize::from(p.x)));
            assert!((lo..lo + OPENING_AREA).contains(&usize::from(p.y)));
        }
    }
    let lengths: std::collections::HashSet<usize> = all.iter().map(Vec::len).collect();
    assert_eq!(lengths.len(), 3, "2, 3 and 4 stones all occur");
    assert_eq!(all, openings(&config).expect("openings"));
    let fewer = openings(&MatchConfig {
        pairs: 10,
        ..config.clone()
    })
    .expect("openings");
    assert_eq!(fewer[..], all[..10], "more pairs only add openings");
}

#[test]
fn elo_of_known_scores() {
    assert_eq!(elo_from_score(0.5), Some(0.0));
    let e = elo_from_score(0.75).expect("finite");
    assert!((e - 190.85).abs() < 0.1, "{e}");
    let e = elo_from_score(0.25).expect("finite");
    assert!((e + 190.85).abs() < 0.1, "{e}");
    assert_eq!(elo_from_score(1.0), None);
    assert_eq!(elo_from_score(0.0), None);

    assert_eq!(elo_estimate(&[]), None);
    match elo_estimate(&[0.5; 8]) {
        Some(Elo::Estimate { diff, .. }) => assert!(diff.abs() < 1e-9),
        other => panic!("{other:?}"),
    }
    // Pairs 2-0, 1-1, 2-0, 1-1: a 75 % score, with an interval around it.
    match elo_estimate(&[1.0, 0.5, 1.0, 0.5]) {
        Some(Elo::Estimate { diff, low, high }) => {
            assert!((diff - 190.85).abs() < 0.1, "{diff}");
            assert!(low < diff && diff < high, "{low} {diff} {high}");
            assert!(low.is_finite() && high.is_finite());
        }
        other => panic!("{other:?}"),
    }
    // One pair gives no spread: the widest interval, still finite.
    match elo_estimate(&[0.75]) {
        Some(Elo::Estimate { diff, low, high }) => {
            assert!((diff - 190.85).abs() < 0.1, "{diff}");
            assert!(
                low < -100.0 && high > diff && high.is_finite(),
                "{low} {high}"
            );
        }
        other => panic!("{other:?}"),
    }
    // An even score is 0, not -0.
    let even = elo_estimate(&[1.0, 0.0, 0.5]).expect("an estimate");
    assert!(!even.to_string().starts_with('-'), "{even}");
    // Every game won or lost: a finite bound, not infinity.
    match elo_estimate(&[1.0; 10]) {
        Some(Elo::AtLeast { bound }) => assert!(bound.is_finite() && bound > 100.0, "{bound}"),
        other => panic!("{other:?}"),
    }
    match elo_estimate(&[0.0; 10]) {
        Some(Elo::AtMost { bound }) => assert!(bound.is_finite() && bound < -100.0, "{bound}"),
        other => panic!("{other:?}"),
    }
    // More games, a tighter bound.
    let bound = |n| {
        elo_estimate(&vec![1.0; n])
            .map(Elo::value)
            .unwrap_or_default()
    };
    assert!(bound(100) > bound(10));
    // A nearly perfect score stays finite too.
    let mut scores = vec![1.0; 9];
    scores.push(0.75);
    let e = elo_estimate(&scores).expect("an estimate");
    assert!(e.value().is_finite() && e.margin().is_finite(), "{e:?}");
}

#[test]
fn the_table_pairs_neighbours_and_the_strongest_with_everyone() {
    let all = Level::ALL;
    let pairings = table_pairings(&all);
    let strongest = all[all.len() - 1];
    for w in all.windows(2) {
        assert!(pairings.contains(&(w[1], w[0])), "{w:?}");
    }
    for &weaker in &all[..all.len() - 1] {
        assert!(pairings.contains(&(strongest, weaker)));
    }
    let mut unique = pairings.clone();
    unique.dedup();
    assert_eq!(unique.len(), pairings.len());
    assert_eq!(
        table_pairings(&[Level::Seed, Level::Classic]),
        [(Level::Classic, Level::Seed)]
    );
}

#[test]
fn engine_commands_split_like_a_shell() {
    let cmd = EngineCommand::parse(r#"sh -c 'echo "hi there"' "a b" c\ d"#).expect("valid");
    assert_eq!(cmd.argv, ["sh", "-c", "echo \"hi there\"", "a b", "c d"]);
    assert!(EngineCommand::parse("sh -c 'unclosed").is_err());
    assert!(EngineCommand::parse("   ").is_err());
}

fn pbrain(level: &str) -> String {
    format!(
        "'{}' --level {level} --seed 3",
        env!("CARGO_BIN_EXE_pbrain-gomoku")
    )
}

#[test]
fn our_engine_plays_through_the_protocol() {
    let config = small(engine(&pbrain("classic")), level(Level::Seed), 2, 11);
    let report = play(&config);
    assert_eq!(report.games.len(), 4);
    for g in &report.games {
        assert!(
            matches!(g.end, EndReason::Five | EndReason::FullBoard),
            "game {}: {}",
            g.index,
            g.end
        );
        assert!(g.moves.iter().any(|m| m.side == Side::A));
        assert!(g.moves.iter().any(|m| m.side == Side::B));
    }
    let summary = report.summary();
    assert!(summary.a_stats.moves > 0 && summary.a_stats.max_ms > 0.0);
    assert!(summary.forfeits.is_empty(), "{:?}", summary.forfeits);
}

#[test]
fn the_engine_and_the_level_play_the_same_moves() {
    // classic is deterministic: through the protocol or in-process, the
    // same level makes the same games.
    let config = small(engine(&pbrain("classic")), level(Level::Seed), 1, 5);
    let direct = small(level(Level::Classic), level(Level::Seed), 1, 5);
    assert_eq!(essence(&play(&config)), essence(&play(&direct)));
}

/// Plays one pair against `seed` with A the engine `cmd`; both games must
/// be forfeited by A. Returns the reasons.
fn forfeits_of(cmd: &str, time_ms: u64, grace_ms: u64) -> (MatchReport, Vec<String>) {
    let config = MatchConfig {
        time_per_move: Duration::from_millis(time_ms),
        grace: Duration::from_millis(grace_ms),
        start_timeout: Duration::from_secs(2),
        ..small(engine(cmd), level(Level::Seed), 1, 1)
    };
    let report = play(&config);
    let reasons = report
        .games
        .iter()
        .map(|g| match &g.end {
            EndReason::Forfeit {
                side: Side::A,
                reason,
            } => {
                assert_eq!(g.winner, Some(Side::B));
                reason.clone()
            }
            other => panic!("game {} ended by {other}, not A's forfeit", g.index),
        })
        .collect();
    (report, reasons)
}

#[cfg(unix)]
#[test]
fn an_engine_talking_garbage_forfeits() {
    let (_, reasons) = forfeits_of("sh -c 'while read l; do echo banana; done'", 300, 200);
    for r in &reasons {
        assert!(r.contains("banana") && r.contains("START"), "{r}");
    }
    // Fine at START, garbage instead of a move.
    let (report, reasons) = forfeits_of(
        "sh -c 'while read l; do case \"$l\" in START*) echo OK;; BEGIN|DONE|TURN*) echo banana;; esac; done'",
        300,
        200,
    );
    for r in &reasons {
        assert!(
            r.contains("banana") && r.contains("instead of a move"),
            "{r}"
        );
    }
    let summary = report.summary();
    assert_eq!(summary.forfeits.len(), 2);
    assert_eq!(summary.a_stats.forfeits, 2);
    assert!(report.text().contains("banana"));
}

#[cfg(unix)]
#[test]
fn an_engine_playing_illegal_points_forfeits() {
    let (_, reasons) = forfeits_of(
        "sh -c 'while read l; do case \"$l\" in START*) echo OK;; BEGIN|DONE|TURN*) echo 30,2;; esac; done'",
        300,
        200,
    );
    for r in &reasons {
        assert!(r.contains("off the board"), "{r}");
    }
    // Answers with a stone that is already on the board: the first one of
    // BOARD, or the opponent's last move.
    let (_, reasons) = forfeits_of(
        "sh -c 'p=; while read l; do case \"$l\" in START*) echo OK;; *,*,*) [ -z \"$p\" ] && p=${l%,*};; DONE) echo $p;; TURN*) echo ${l#TURN };; esac; done'",
        300,
        200,
    );
    for r in &reasons {
        assert!(r.contains("occupied"), "{r}");
    }
}

#[cfg(unix)]
#[test]
fn a_crashing_engine_forfeits() {
    let (_, reasons) = forfeits_of("sh -c 'read l; echo OK; exit 3'", 300, 200);
    for r in &reasons {
        assert!(r.contains("exit") || r.contains("closed"), "{r}");
    }
}

#[cfg(unix)]
#[test]
fn a_slow_engine_forfeits_on_time() {
    let started = std::time::Instant::now();
    let (report, reasons) = forfeits_of(
        "sh -c 'while read l; do case \"$l\" in START*) echo OK;; BEGIN|DONE|TURN*) sleep 2; echo 0,0;; esac; done'",
        100,
        50,
    );
    assert!(
        started.elapsed() < Duration::from_millis(1800),
        "did not wait for the engine"
    );
    for r in &reasons {
        assert!(r.contains("no move within 150 ms"), "{r}");
    }
    for g in &report.games {
        assert!(g.overruns.iter().any(|o| o.side == Side::A && o.forfeited));
    }
    assert_eq!(report.summary().a_stats.overruns, 2);
}

#[test]
fn an_engine_that_cannot_run_is_an_error_not_a_forfeit() {
    let config = small(engine("/nonexistent/engine --x"), level(Level::Seed), 1, 1);
    let err = run_match(&config, &|_| {}).expect_err("no such program");
    assert!(err.0.contains("/nonexistent/engine"), "{err}");
}

#[test]
fn bad_settings_are_refused() {
    let base = small(level(Level::Seed), level(Level::Seed), 1, 1);
    for bad in [
        MatchConfig {
            pairs: 0,
            ..base.clone()
        },
        MatchConfig {
            size: 4,
            ..base.clone()
        },
        MatchConfig {
            size: 23,
            ..base.clone()
        },
        MatchConfig {
            threads: 0,
            ..base.clone()
        },
        MatchConfig {
            time_per_move: Duration::ZERO,
            ..base.clone()
        },
        MatchConfig {
            opening_plies: (3, 2),
            ..base.clone()
        },
        MatchConfig {
            max_moves: Some(3),
            ..base.clone()
        },
    ] {
        assert!(run_match(&bad, &|_| {}).is_err(), "{bad:?}");
    }
}

#[test]
fn the_move_cap_ends_games_as_draws() {
    let config = MatchConfig {
        max_moves: Some(12),
        ..small(level(Level::Classic), level(Level::Seed), 1, 1)
    };
    let report = play(&config);
    for g in &report.games {
        assert_eq!(g.end, EndReason::MoveCap);
        assert_eq!(g.winner, None);
        assert_eq!(g.opening.len() + g.moves.len(), 12);
    }
}

fn arena(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_arena"))
        .args(args)
        .output()
        .expect("the arena binary runs")
}

#[test]
fn the_command_line_refuses_bad_arguments() {
    for args in [
        &["--a", "nope", "--b", "seed"][..],
        &["--a", "seed"],
        &["--a", "seed", "--b", "seed", "--games", "x"],
        &["--a", "seed", "--b", "seed", "--size", "40"],
        &["--a", "seed", "--b", "seed", "--rule", "go"],
        &["--a", "seed", "--b", "seed", "--frobnicate"],
        &["--a", "seed", "--b", "seed", "--time-ms"],
        &["--a-cmd", "sh -c 'oops", "--b", "seed"],
        &["--table", "--a", "seed"],
    ] {
        let out = arena(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.starts_with("arena: "), "{args:?}: {err}");
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
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(json["games"], 2);
    assert_eq!(json["a"], "classic");
    assert_eq!(json["seed"], 3);
    assert_eq!(json["game_list"].as_array().map(Vec::len), Some(2));
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
    let rows = text
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| A ") && !l.starts_with("| ---"))
        .count();
    assert_eq!(rows, table_pairings(&Level::ALL).len(), "{text}");
}

/// `normal` (one ply over the pattern evaluation) must beat `classic` (the
/// seed's window count), not merely hold it. Both are deterministic and far
/// inside their time here, so this fixed-seed match always plays the same
/// 20 games; the arena measures the margin over many more.
#[test]
fn normal_beats_classic_on_paired_openings() {
    let config = MatchConfig {
        pairs: 10,
        size: 13,
        seed: 7,
        threads: 2,
        time_per_move: Duration::from_secs(2),
        grace: Duration::from_secs(2),
        ..MatchConfig::new(level(Level::Normal), level(Level::Classic))
    };
    let total = play(&config).summary().total;
    assert!(
        total.wins >= total.losses + 4,
        "normal against classic: {total:?}"
    );
}
