//! `--pool`: the games of several matches' JSON reports (`arena --json`)
//! taken together, and with `--against`, set beside the games other
//! reports played from the same openings ([`compare`]).
//!
//! One run of 100 games is too few to tell two builds apart (see the
//! README's arena section), so an idea is measured over several runs. The
//! pool counts their games as one match, tallied as a match's summary is
//! ([`Results`]): A's score, by colour, and the Elo difference with its
//! 95 % interval from the pairs; and by the opening's stones, with each
//! side's move times added up, and with `--sprt` a sequential test of the
//! Elo ([`Sprt`]). The comparison pairs each game with the baseline's game
//! of the same match seed, number and opening, counts the games that
//! turned to wins and to losses, and gives the difference of A's score
//! over those shared pairs with its own 95 % interval: a paired measure,
//! so the openings' own spread cancels. (The baseline may have played
//! another clock: the same openings at another time per move is a
//! comparison worth making.)

mod compare;
#[cfg(test)]
mod kept;
mod reports;

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::PathBuf;

use serde::Serialize;

use crate::config::Side;
use crate::elo::Sprt;
use crate::summary::{Results, SideStats, Wdl};
use reports::{Report, read_all};

/// What `--pool`, `--against` and `--sprt` ask for.
#[derive(Clone, Debug, PartialEq)]
pub struct PoolArgs {
    /// The reports pooled.
    pub reports: Vec<PathBuf>,
    /// The baseline's reports (none: no comparison).
    pub against: Vec<PathBuf>,
    /// A sequential test of the pooled A − B: H0 Elo, H1 Elo (`--sprt`).
    pub sprt: Option<(f64, f64)>,
    /// Every game either side forfeited left out of every count
    /// (`--on-board`), the baseline's too.
    pub on_board: bool,
}

/// What `--on-board` left out: the games ended by a forfeit, and the other
/// games of their pairs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct LeftOut {
    /// Games either side forfeited.
    pub forfeits: usize,
    /// The other game of each such game's pair (none when both were).
    pub partners: usize,
}

/// Games of several reports counted as one match.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Pool {
    /// How many reports.
    pub reports: usize,
    /// A's names in them (one unless the reports differ).
    pub a: Vec<String>,
    /// B's names.
    pub b: Vec<String>,
    /// Board size.
    pub size: usize,
    /// The rule.
    pub rule: String,
    /// Time limit per move, in milliseconds.
    pub time_ms: u64,
    /// A's results over every report (their fields stand in the JSON
    /// beside these).
    #[serde(flatten)]
    pub results: Results,
    /// A's results over the games decided on the board: a game either
    /// side forfeited (an illegal point, no move in time) is left out.
    pub on_board: Wdl,
    /// What `--on-board` left out of every count (so `results` and
    /// `on_board` are the same).
    pub left_out: LeftOut,
    /// A's results by the opening's stones.
    pub by_opening: BTreeMap<usize, Wdl>,
    /// A's move times and forfeits over every report.
    pub a_stats: SideStats,
    /// B's.
    pub b_stats: SideStats,
    /// `--sprt`'s test, when asked for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sprt: Option<Sprt>,
    /// A's score in each pair of every report.
    #[serde(skip)]
    pair_scores: Vec<f64>,
}

/// The reports pooled; an error for none, or for reports of different
/// boards, rules or clocks (their games are not one measure).
fn pool(reports: &[Report]) -> Result<Pool, String> {
    let first = reports.first().ok_or("no reports to pool")?;
    let clock = |r: &Report| (r.size, r.rule.clone(), r.time_ms, r.match_ms);
    if let Some(other) = reports.iter().find(|r| clock(r) != clock(first)) {
        return Err(format!(
            "the reports differ: {} against {}; pool one board, rule and clock at a time",
            first.setting(),
            other.setting()
        ));
    }
    let names = |f: fn(&Report) -> &String| {
        let mut v: Vec<String> = reports.iter().map(|r| f(r).clone()).collect();
        v.sort();
        v.dedup();
        v
    };
    let mut by_opening: BTreeMap<usize, Wdl> = BTreeMap::new();
    let mut on_board = Wdl::default();
    let mut pair_scores = Vec::new();
    let (mut a_stats, mut b_stats) = (SideStats::default(), SideStats::default());
    for r in reports {
        let mut pair_points: BTreeMap<usize, (f64, usize)> = BTreeMap::new();
        for g in &r.game_list {
            by_opening.entry(g.opening_plies).or_default().add(g.winner);
            if !g.forfeited() {
                on_board.add(g.winner);
            }
            let e = pair_points.entry(g.pair).or_default();
            *e = (e.0 + g.a_points(), e.1 + 1);
        }
        pair_scores.extend(pair_points.values().map(|&(s, n)| s / n as f64));
        a_stats.add(&r.a_stats);
        b_stats.add(&r.b_stats);
    }
    let games = reports
        .iter()
        .flat_map(|r| &r.game_list)
        .map(|g| (g.winner, g.black == Side::A));
    Ok(Pool {
        reports: reports.len(),
        a: names(|r| &r.a),
        b: names(|r| &r.b),
        size: first.size,
        rule: first.rule.clone(),
        time_ms: first.time_ms,
        results: Results::tally(games, &pair_scores),
        on_board,
        left_out: LeftOut::default(),
        by_opening,
        a_stats,
        b_stats,
        sprt: None,
        pair_scores,
    })
}

/// `--pool` (and `--against`, `--sprt`): the pooled numbers as text, or as
/// JSON.
///
/// # Errors
/// A one-line message for a report that cannot be read, or reports that
/// are not one measure.
pub fn run(args: &PoolArgs, json: bool) -> Result<String, String> {
    let (reports, left_out) = read_counted(&args.reports, args.on_board)?;
    let tested = |mut p: Pool| {
        p.sprt = args.sprt.map(|h| Sprt::new(&p.pair_scores, h));
        p.left_out = left_out;
        p
    };
    if args.against.is_empty() {
        let p = tested(pool(&reports)?);
        return Ok(if json {
            to_json(&p)
        } else {
            pool_text(&p, "pooled")
        });
    }
    let (baseline, baseline_left_out) = read_counted(&args.against, args.on_board)?;
    let mut c = compare::compare(&reports, &baseline)?;
    c.pool = tested(c.pool);
    c.baseline.left_out = baseline_left_out;
    Ok(if json {
        to_json(&c)
    } else {
        let mut out = pool_text(&c.pool, "pooled");
        out += &pool_text(&c.baseline, "against");
        let _ = write!(
            out,
            "shared openings: {} games; {} turned to wins, {} to losses",
            c.shared_games,
            count(c.turned_to_wins),
            count(c.turned_to_losses)
        );
        match c.difference {
            Some((d, lo, hi)) => {
                let _ = writeln!(
                    out,
                    "; A's score {d:+.1} points (95 %: {lo:+.1} to {hi:+.1}) on them"
                );
            }
            None => out.push('\n'),
        }
        out
    })
}

/// The reports of `paths`; with `on_board` (`--on-board`), every pair
/// with a game either side forfeited taken out of them, and how many
/// forfeits and partners were.
fn read_counted(paths: &[PathBuf], on_board: bool) -> Result<(Vec<Report>, LeftOut), String> {
    let mut reports = read_all(paths)?;
    let left_out = if on_board {
        leave_out_forfeits(&mut reports)
    } else {
        LeftOut::default()
    };
    Ok((reports, left_out))
}

/// Takes every game either side forfeited out of `reports`, with the
/// other game of its pair: the pair is the measure (one opening, each
/// side with each colour), and a pair kept with one game would count by
/// that game alone, nearly always the black one's win. Says how many
/// forfeits and how many partners it took out.
fn leave_out_forfeits(reports: &mut [Report]) -> LeftOut {
    let mut left_out = LeftOut::default();
    for r in reports.iter_mut() {
        let spoilt: BTreeSet<usize> = r
            .game_list
            .iter()
            .filter(|g| g.forfeited())
            .map(|g| g.pair)
            .collect();
        r.game_list.retain(|g| {
            if !spoilt.contains(&g.pair) {
                return true;
            }
            if g.forfeited() {
                left_out.forfeits += 1;
            } else {
                left_out.partners += 1;
            }
            false
        });
    }
    left_out
}

/// A count of games, with a decimal only when runs shared it.
fn count(n: f64) -> String {
    if (n - n.round()).abs() < 1e-9 {
        format!("{n:.0}")
    } else {
        format!("{n:.1}")
    }
}

fn to_json<T: Serialize>(value: &T) -> String {
    serde_json::to_string_pretty(value).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}")) + "\n"
}

fn pool_text(p: &Pool, title: &str) -> String {
    let mut out = String::new();
    let r = &p.results;
    let plural = if p.reports == 1 { "" } else { "s" };
    let _ = writeln!(
        out,
        "{title}: {n} report{plural}, {games} games, {size}×{size} {rule}, {ms} ms a move   A: {a}   B: {b}",
        n = p.reports,
        games = r.games,
        size = p.size,
        rule = p.rule,
        ms = p.time_ms,
        a = p.a.join(", "),
        b = p.b.join(", "),
    );
    let elo = r
        .elo
        .map_or_else(|| "no games".to_string(), |e| e.to_string());
    let _ = writeln!(
        out,
        "  A {} ({:.1} %)   with black {}   with white {}   Elo A − B: {elo}",
        r.total, r.score_percent, r.a_black, r.a_white
    );
    let openings: Vec<String> = p
        .by_opening
        .iter()
        .map(|(n, w)| format!("{n} stones {w} ({:.1} %)", 100.0 * w.score()))
        .collect();
    let _ = writeln!(
        out,
        "  by the opening's stones: {}   forfeits: A {}, B {}",
        openings.join(", "),
        p.a_stats.forfeits,
        p.b_stats.forfeits
    );
    if p.left_out.forfeits > 0 {
        let LeftOut {
            forfeits: n,
            partners: m,
        } = p.left_out;
        let _ = writeln!(
            out,
            "  on the board only: {n} game{} ended by a forfeit and {m} other game{} of {} pair{} left out of the score, the Elo and the SPRT (the forfeits and move times are the reports')",
            if n == 1 { "" } else { "s" },
            if m == 1 { "" } else { "s" },
            if n == 1 { "its" } else { "their" },
            if n == 1 { "" } else { "s" },
        );
    }
    let forfeited = r.games - p.on_board.games();
    if forfeited > 0 {
        let _ = writeln!(
            out,
            "  on the board ({forfeited} game{} ended by a forfeit left out): A {} ({:.1} %)",
            if forfeited == 1 { "" } else { "s" },
            p.on_board,
            100.0 * p.on_board.score()
        );
    }
    if let Some(t) = &p.sprt {
        let llr = t.llr.map_or_else(
            || "none (too few pairs, or no spread)".into(),
            |l| format!("{l:+.2}"),
        );
        let _ = writeln!(
            out,
            "  SPRT A − B {:+.0} (H0) against {:+.0} (H1), 5 % errors: LLR {llr} (bounds {:+.2}, {:+.2}): {}",
            t.elo0, t.elo1, t.lower, t.upper, t.verdict
        );
    }
    for (tag, t) in [("A", &p.a_stats), ("B", &p.b_stats)] {
        let _ = writeln!(
            out,
            "  {tag}'s moves: {} forced at {:.2} ms, {} others at {:.1} ms, the longest {:.0} ms, {} overruns",
            t.forced_moves,
            t.forced_mean_ms,
            t.moves.saturating_sub(t.forced_moves),
            t.other_mean_ms,
            t.max_ms,
            t.overruns
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::reports::made::{G, report, report_json};
    use super::*;
    use crate::elo::elo_estimate;

    #[test]
    fn a_pool_counts_every_report_as_one_match() {
        let one = report(
            1,
            15,
            &[
                (1, true, Some("A"), "h8i9j10k11", 2),
                (1, false, Some("B"), "h8i9j10k11", 2),
                (2, true, Some("A"), "g7g8g9", 3),
                (2, false, None, "g7g8g9", 3),
            ],
        );
        let two = report(
            2,
            15,
            &[(1, true, Some("A"), G, 4), (1, false, Some("A"), G, 4)],
        );
        let p = pool(&[one, two]).expect("one measure");
        let r = &p.results;
        assert_eq!((p.reports, r.games), (2, 6));
        assert_eq!((r.total.wins, r.total.draws, r.total.losses), (4, 1, 1));
        assert_eq!((r.a_black.wins, r.a_black.losses), (3, 0));
        assert_eq!(
            (r.a_white.wins, r.a_white.draws, r.a_white.losses),
            (1, 1, 1)
        );
        assert!((r.score_percent - 100.0 * 4.5 / 6.0).abs() < 1e-9);
        let stones: Vec<(usize, usize)> = p.by_opening.iter().map(|(&n, w)| (n, w.wins)).collect();
        assert_eq!(stones, [(2, 1), (3, 1), (4, 2)]);
        // The Elo is the one of the pairs of both reports together.
        assert_eq!(r.elo, elo_estimate(&[0.5, 0.75, 1.0]));
        assert_eq!((p.a_stats.forfeits, p.b_stats.forfeits), (0, 2));
        assert_eq!(p.a, ["new"]);
        // Move times: counts added, means weighted by their moves.
        let t = &p.a_stats;
        assert_eq!((t.moves, t.forced_moves, t.overruns), (20, 4, 2));
        assert!((t.other_mean_ms - 401.5).abs() < 1e-9 && (t.forced_mean_ms - 0.5).abs() < 1e-9);
        assert!((t.max_ms - 902.0).abs() < 1e-9);
        assert_eq!(
            (p.b_stats.moves, p.b_stats.max_ms),
            (0, 0.0),
            "a report without B's times counts none"
        );
    }

    #[test]
    fn reports_of_other_boards_or_clocks_are_not_pooled() {
        let a = report(1, 15, &[(1, true, Some("A"), G, 2)]);
        let b = report(1, 13, &[(1, true, Some("A"), G, 2)]);
        let err = pool(&[a, b]).expect_err("two boards");
        assert!(err.contains("15×15") && err.contains("13×13"), "{err}");
        let mut c = report(1, 15, &[(1, true, Some("A"), G, 2)]);
        c.match_ms = Some(60_000);
        let a = report(1, 15, &[(1, true, Some("A"), G, 2)]);
        let err = pool(&[a, c]).expect_err("two clocks");
        assert!(
            err.contains("1000 ms a move against 15×15 freestyle, 1000 ms a move, 60000 ms a game"),
            "{err}"
        );
        assert!(pool(&[]).is_err());
    }

    /// Two pairs on 13×13, A winning three games of four.
    const TWO_PAIRS: [(usize, bool, Option<&str>, &str, usize); 4] = [
        (1, true, Some("A"), G, 2),
        (1, false, Some("A"), G, 2),
        (2, true, Some("A"), G, 3),
        (2, false, Some("B"), G, 3),
    ];

    /// [`TWO_PAIRS`] as a report file's JSON.
    fn two_pairs_json() -> serde_json::Value {
        report_json(1, 13, &TWO_PAIRS)
    }

    /// [`TWO_PAIRS`]; with `forfeit`, B's loss in the first pair's white
    /// game is a forfeit.
    fn two_pairs(forfeit: bool) -> Report {
        let mut r = report(1, 13, &TWO_PAIRS);
        if forfeit {
            r.game_list[1].end = Some(crate::game::EndReason::Forfeit {
                side: Side::B,
                reason: "played c13 (2,0): already occupied".into(),
            });
        }
        r
    }

    #[test]
    fn games_ended_by_a_forfeit_are_left_out_of_the_score_on_the_board() {
        let clean = pool(&[two_pairs(false)]).expect("one measure");
        assert_eq!(clean.on_board, clean.results.total);
        assert!(
            !pool_text(&clean, "pooled").contains("on the board"),
            "said only when a game was forfeited"
        );
        let p = pool(&[two_pairs(true)]).expect("one measure");
        assert_eq!((p.results.total.wins, p.results.total.losses), (3, 1));
        assert_eq!((p.on_board.wins, p.on_board.losses), (2, 1));
        let text = pool_text(&p, "pooled");
        assert!(
            text.contains("on the board (1 game ended by a forfeit left out): A +2 =0 -1 (66.7 %)"),
            "{text}"
        );
    }

    #[test]
    fn on_the_board_only_leaves_forfeited_pairs_out_of_every_count() {
        let mut reports = [two_pairs(true)];
        assert_eq!(
            leave_out_forfeits(&mut reports),
            LeftOut {
                forfeits: 1,
                partners: 1
            }
        );
        let mut p = pool(&reports).expect("one measure");
        p.left_out = LeftOut {
            forfeits: 1,
            partners: 1,
        };
        // The first pair goes whole (its black game, won, as well): the
        // second pair's win and loss are what is left.
        assert_eq!((p.results.games, p.results.total.wins), (2, 1));
        assert_eq!(p.on_board, p.results.total);
        assert_eq!(p.pair_scores, [0.5]);
        assert_eq!(p.results.elo, elo_estimate(&[0.5]));
        let text = pool_text(&p, "pooled");
        assert!(
            text.contains("on the board only: 1 game ended by a forfeit and 1 other game of its pair left out of the score")
                && text.contains("A +1 =0 -1 (50.0 %)")
                && !text.contains("on the board (1 game"),
            "{text}"
        );
        // Both games of a pair forfeited: two forfeits, no partner.
        let mut both = [two_pairs(true)];
        both[0].game_list[0].end = both[0].game_list[1].end.clone();
        assert_eq!(
            leave_out_forfeits(&mut both),
            LeftOut {
                forfeits: 2,
                partners: 0
            }
        );
        assert_eq!(both[0].game_list.len(), 2);
        let mut clean = [two_pairs(false)];
        assert_eq!(leave_out_forfeits(&mut clean), LeftOut::default());
        assert_eq!(clean[0].game_list.len(), 4);
        // Through the command: read from a file, the pool and its text.
        let dir = std::env::temp_dir().join(format!("arena-on-board-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        let file = dir.join("forfeit.json");
        let mut value = two_pairs_json();
        value["game_list"][1]["end"] = serde_json::json!(
            {"kind": "forfeit", "side": "B", "reason": "played c13 (2,0): already occupied"});
        std::fs::write(&file, value.to_string()).expect("written");
        let args = |on_board| PoolArgs {
            reports: vec![file.clone()],
            against: vec![file.clone()],
            sprt: None,
            on_board,
        };
        let text = run(&args(true), false).expect("pooled");
        assert!(
            text.contains("pooled: 1 report, 2 games")
                && text.contains("against: 1 report, 2 games")
                && text.matches("on the board only: 1 game").count() == 2,
            "{text}"
        );
        let text = run(&args(false), false).expect("pooled");
        assert!(
            text.contains("pooled: 1 report, 4 games") && !text.contains("on the board only"),
            "{text}"
        );
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn counts_shared_by_runs_keep_a_decimal() {
        assert_eq!(
            (count(0.5), count(3.0)),
            ("0.5".to_string(), "3".to_string())
        );
    }

    #[test]
    fn unreadable_reports_are_named() {
        let dir = std::env::temp_dir().join(format!("arena-pool-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        let garbage = dir.join("garbage.json");
        std::fs::write(&garbage, "{\"a\": 1").expect("written");
        let args = |files: Vec<PathBuf>| PoolArgs {
            reports: files,
            against: Vec::new(),
            sprt: None,
            on_board: false,
        };
        let err = run(&args(vec![garbage.clone()]), false).expect_err("not a report");
        assert!(
            err.contains("garbage.json") && err.contains("not an arena report"),
            "{err}"
        );
        let err = run(&args(vec![dir.join("missing.json")]), false).expect_err("no file");
        assert!(
            err.contains("cannot read") && err.contains("missing.json"),
            "{err}"
        );
        std::fs::remove_dir_all(&dir).ok();
    }

    #[test]
    fn the_sprt_of_a_pool_says_which_hypothesis_it_reached() {
        // 30 pairs won 2-0 and 10 drawn 1-1: 87.5 %, about +340.
        let mut games = Vec::new();
        for pair in 1..=40 {
            let white = if pair <= 30 { Some("A") } else { Some("B") };
            games.push((pair, true, Some("A"), G, 2));
            games.push((pair, false, white, G, 2));
        }
        let p = pool(&[report(3, 15, &games)]).expect("one measure");
        let test = |h| Sprt::new(&p.pair_scores, h);
        assert_eq!(test((100.0, 200.0)).verdict, "H1");
        assert_eq!(test((340.0, 600.0)).verdict, "H0");
        let close = test((330.0, 350.0));
        assert_eq!(close.verdict, "more games");
        assert!(
            close
                .llr
                .is_some_and(|l| l > close.lower && l < close.upper)
        );
        let text = pool_text(
            &Pool {
                sprt: Some(test((100.0, 200.0))),
                ..p.clone()
            },
            "pooled",
        );
        assert!(
            text.contains("SPRT A − B +100 (H0) against +200 (H1)") && text.contains(": H1"),
            "{text}"
        );
    }
}
