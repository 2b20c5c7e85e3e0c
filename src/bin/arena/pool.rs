//! `--pool`: the games of several matches' JSON reports (`arena --json`)
//! taken together, and with `--against`, set beside the games other
//! reports played from the same openings.
//!
//! One run of 100 games is too few to tell two builds apart (see the
//! README's arena section), so an idea is measured over several runs. The
//! pool counts their games as one match: A's score, by colour and by the
//! opening's stones, and the Elo difference with its 95 % interval from the
//! pairs (as [`elo_estimate`] does for one match). The comparison pairs
//! each game with the baseline's game of the same match seed, number and
//! opening, counts the games that turned to wins and to losses, and gives
//! the difference of A's score over those shared pairs with its own 95 %
//! interval: a paired measure, so the openings' own spread cancels. (The
//! baseline may have played another clock: the same openings at another
//! time per move is a comparison worth making.)

use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::config::Side;
use crate::elo::{Elo, Z95, elo_estimate, sprt_bounds, sprt_llr};
use crate::summary::Wdl;

/// What `--pool` and `--against` name.
#[derive(Clone, Debug, PartialEq)]
pub struct PoolArgs {
    /// The reports pooled.
    pub reports: Vec<PathBuf>,
    /// The baseline's reports (none: no comparison).
    pub against: Vec<PathBuf>,
    /// A sequential test of the pooled A − B: H0 Elo, H1 Elo (`--sprt`).
    pub sprt: Option<(f64, f64)>,
}

/// The error rates of `--sprt`'s test, each way.
const SPRT_ERROR: f64 = 0.05;

/// A sequential probability ratio test of the pool's A − B.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Sprt {
    /// The Elo difference of H0.
    pub elo0: f64,
    /// The Elo difference of H1.
    pub elo1: f64,
    /// The log-likelihood ratio of H1 against H0 (`None`: too few pairs,
    /// or no spread among them).
    pub llr: Option<f64>,
    /// At or below it, H0 is accepted.
    pub lower: f64,
    /// At or above it, H1 is accepted.
    pub upper: f64,
    /// `"H0"`, `"H1"`, or `"more games"`.
    pub verdict: &'static str,
}

impl Sprt {
    /// The test of `elo0` against `elo1` on `pair_scores`.
    fn new(pair_scores: &[f64], (elo0, elo1): (f64, f64)) -> Sprt {
        let (lower, upper) = sprt_bounds(SPRT_ERROR, SPRT_ERROR);
        let llr = sprt_llr(pair_scores, elo0, elo1);
        let verdict = match llr {
            Some(l) if l <= lower => "H0",
            Some(l) if l >= upper => "H1",
            _ => "more games",
        };
        Sprt {
            elo0,
            elo1,
            llr,
            lower,
            upper,
            verdict,
        }
    }
}

/// The part of a report the pool reads.
#[derive(Debug, Deserialize)]
struct Report {
    a: String,
    b: String,
    size: usize,
    rule: String,
    time_ms: u64,
    #[serde(default)]
    match_ms: Option<u64>,
    seed: u64,
    #[serde(default)]
    forfeits: Vec<Forfeit>,
    #[serde(default)]
    a_stats: Times,
    #[serde(default)]
    b_stats: Times,
    game_list: Vec<Game>,
}

/// A contestant's move times, as a report gives them and as the pool adds
/// them up.
#[derive(Clone, Debug, Default, PartialEq, Deserialize, Serialize)]
pub struct Times {
    /// Moves played (after the openings).
    #[serde(default)]
    pub moves: usize,
    /// Forced moves (a five to make or to block).
    #[serde(default)]
    pub forced_moves: usize,
    /// Mean time of a forced move, in milliseconds.
    #[serde(default)]
    pub forced_mean_ms: f64,
    /// Mean time of the other moves, in milliseconds.
    #[serde(default)]
    pub other_mean_ms: f64,
    /// Longest move, in milliseconds.
    #[serde(default)]
    pub max_ms: f64,
    /// Moves over the limit.
    #[serde(default)]
    pub overruns: usize,
}

impl Times {
    /// These times and `other`'s together (means weighted by their moves).
    fn add(&mut self, other: &Times) {
        let mean = |a: f64, n: usize, b: f64, m: usize| {
            if n + m == 0 {
                0.0
            } else {
                (a * n as f64 + b * m as f64) / (n + m) as f64
            }
        };
        let (others, more) = (
            self.moves.saturating_sub(self.forced_moves),
            other.moves.saturating_sub(other.forced_moves),
        );
        self.forced_mean_ms = mean(
            self.forced_mean_ms,
            self.forced_moves,
            other.forced_mean_ms,
            other.forced_moves,
        );
        self.other_mean_ms = mean(self.other_mean_ms, others, other.other_mean_ms, more);
        self.moves += other.moves;
        self.forced_moves += other.forced_moves;
        self.max_ms = self.max_ms.max(other.max_ms);
        self.overruns += other.overruns;
    }
}

#[derive(Debug, Deserialize)]
struct Forfeit {
    side: Side,
}

#[derive(Debug, Deserialize)]
struct Game {
    game: usize,
    pair: usize,
    black: Side,
    winner: Option<Side>,
    moves: String,
    opening_plies: usize,
}

impl Report {
    /// The board, rule and clock, as the refusal to pool names them.
    fn setting(&self) -> String {
        let game = self
            .match_ms
            .map_or_else(String::new, |ms| format!(", {ms} ms a game"));
        format!(
            "{0}×{0} {1}, {2} ms a move{game}",
            self.size, self.rule, self.time_ms
        )
    }
}

impl Game {
    fn a_points(&self) -> f64 {
        Side::a_points(self.winner)
    }

    /// The opening's stones as written (the first `opening_plies` points
    /// of the move string: a letter and its row each).
    fn opening(&self) -> String {
        let starts: Vec<usize> = self
            .moves
            .char_indices()
            .filter(|(_, c)| c.is_ascii_alphabetic())
            .map(|(i, _)| i)
            .collect();
        let end = starts
            .get(self.opening_plies)
            .copied()
            .unwrap_or(self.moves.len());
        self.moves[..end].to_string()
    }
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
    /// Games.
    pub games: usize,
    /// A's results.
    pub total: Wdl,
    /// A's results with black.
    pub a_black: Wdl,
    /// A's results with white.
    pub a_white: Wdl,
    /// A's score, 0 to 100 %.
    pub score_percent: f64,
    /// The Elo difference A − B from the pairs of every report.
    pub elo: Option<Elo>,
    /// A's results by the opening's stones.
    pub by_opening: BTreeMap<usize, Wdl>,
    /// Games A lost by forfeit.
    pub a_forfeits: usize,
    /// Games B lost by forfeit.
    pub b_forfeits: usize,
    /// A's move times over every report.
    pub a_times: Times,
    /// B's move times.
    pub b_times: Times,
    /// `--sprt`'s test, when asked for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sprt: Option<Sprt>,
    /// A's score in each pair of every report.
    #[serde(skip)]
    pair_scores: Vec<f64>,
}

/// The pool set beside a baseline's, game by game where they share
/// openings.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Comparison {
    /// The reports pooled.
    pub pool: Pool,
    /// The baseline's reports pooled.
    pub baseline: Pool,
    /// Games both played from the same match seed, number and opening.
    pub shared_games: usize,
    /// Of those, the baseline's losses or draws A now won (a game played
    /// in several runs counts by the share of them that turned).
    pub turned_to_wins: f64,
    /// The baseline's wins or draws A now lost.
    pub turned_to_losses: f64,
    /// A's score minus the baseline's over the shared pairs, in
    /// percentage points, with its 95 % interval (`None`: no shared
    /// pairs).
    pub difference: Option<(f64, f64, f64)>,
}

/// The games of a report file, checked for the fields the pool needs.
fn read(path: &Path) -> Result<Report, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| {
        format!(
            "{} is not an arena report (arena --json): {e}",
            path.display()
        )
    })
}

/// Key of a game for the comparison: the match's board, rule and seed, the
/// game's number, and its opening.
type GameKey = (usize, String, u64, usize, String);

fn key(report: &Report, game: &Game) -> GameKey {
    (
        report.size,
        report.rule.clone(),
        report.seed,
        game.game,
        game.opening(),
    )
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
    let mut p = Pool {
        reports: reports.len(),
        a: names(|r| &r.a),
        b: names(|r| &r.b),
        size: first.size,
        rule: first.rule.clone(),
        time_ms: first.time_ms,
        games: 0,
        total: Wdl::default(),
        a_black: Wdl::default(),
        a_white: Wdl::default(),
        score_percent: 0.0,
        elo: None,
        by_opening: BTreeMap::new(),
        a_forfeits: 0,
        b_forfeits: 0,
        a_times: Times::default(),
        b_times: Times::default(),
        sprt: None,
        pair_scores: Vec::new(),
    };
    let mut pairs: Vec<f64> = Vec::new();
    let mut points = 0.0;
    for r in reports {
        let mut pair_points: BTreeMap<usize, (f64, usize)> = BTreeMap::new();
        for g in &r.game_list {
            p.games += 1;
            points += g.a_points();
            p.total.add(g.winner);
            match g.black {
                Side::A => p.a_black.add(g.winner),
                Side::B => p.a_white.add(g.winner),
            }
            p.by_opening
                .entry(g.opening_plies)
                .or_default()
                .add(g.winner);
            let e = pair_points.entry(g.pair).or_default();
            *e = (e.0 + g.a_points(), e.1 + 1);
        }
        pairs.extend(pair_points.values().map(|&(s, n)| s / n as f64));
        p.a_times.add(&r.a_stats);
        p.b_times.add(&r.b_stats);
        for f in &r.forfeits {
            match f.side {
                Side::A => p.a_forfeits += 1,
                Side::B => p.b_forfeits += 1,
            }
        }
    }
    p.score_percent = 100.0 * points / p.games.max(1) as f64;
    p.elo = elo_estimate(&pairs);
    p.pair_scores = pairs;
    Ok(p)
}

/// Per game key: the share of its games A won, drew and lost (a key
/// played in several runs counts each run alike), and the pair it
/// belongs to.
fn outcomes(reports: &[Report]) -> HashMap<GameKey, ([f64; 3], usize, usize)> {
    let mut out: HashMap<GameKey, ([f64; 3], usize, usize)> = HashMap::new();
    for r in reports {
        for g in &r.game_list {
            let e = out.entry(key(r, g)).or_insert(([0.0; 3], 0, g.pair));
            e.0[match g.winner {
                Some(Side::A) => 0,
                None => 1,
                Some(Side::B) => 2,
            }] += 1.0;
            e.1 += 1;
        }
    }
    for (shares, n, _) in out.values_mut() {
        shares.iter_mut().for_each(|s| *s /= *n as f64);
    }
    out
}

/// The pool of `reports`, set beside the pool of `against`'s. A game the
/// baseline (or the pool) played in several runs is compared by the share
/// of those runs A won, drew and lost.
fn compare(reports: &[Report], against: &[Report]) -> Result<Comparison, String> {
    let pool_now = pool(reports)?;
    let baseline = pool(against)?;
    let before = outcomes(against);
    let (mut shared, mut wins, mut losses) = (0, 0.0, 0.0);
    // Per shared pair: A's points now minus before, and the games counted.
    let mut pairs: HashMap<(usize, String, u64, usize), (f64, usize)> = HashMap::new();
    for (k, (now, _, pair)) in outcomes(reports) {
        let Some((then, _, _)) = before.get(&k) else {
            continue;
        };
        shared += 1;
        wins += now[0] * (1.0 - then[0]);
        losses += now[2] * (1.0 - then[2]);
        let points = |s: &[f64; 3]| s[0] + s[1] / 2.0;
        let (size, rule, seed, _, _) = k;
        let e = pairs.entry((size, rule, seed, pair)).or_default();
        *e = (e.0 + points(&now) - points(then), e.1 + 1);
    }
    let diffs: Vec<f64> = pairs.values().map(|&(d, n)| d / n as f64).collect();
    let difference = (!diffs.is_empty()).then(|| {
        let n = diffs.len() as f64;
        let mean = diffs.iter().sum::<f64>() / n;
        let error = if diffs.len() < 2 {
            1.0
        } else {
            let var = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1.0);
            Z95 * (var / n).sqrt()
        };
        (100.0 * mean, 100.0 * (mean - error), 100.0 * (mean + error))
    });
    Ok(Comparison {
        pool: pool_now,
        baseline,
        shared_games: shared,
        turned_to_wins: wins,
        turned_to_losses: losses,
        difference,
    })
}

fn read_all(paths: &[PathBuf]) -> Result<Vec<Report>, String> {
    paths.iter().map(|p| read(p)).collect()
}

/// `--pool` (and `--against`): the pooled numbers as text, or as JSON.
///
/// # Errors
/// A one-line message for a report that cannot be read, or reports that
/// are not one measure.
pub fn run(args: &PoolArgs, json: bool) -> Result<String, String> {
    let reports = read_all(&args.reports)?;
    let tested = |mut p: Pool| {
        p.sprt = args.sprt.map(|h| Sprt::new(&p.pair_scores, h));
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
    let mut c = compare(&reports, &read_all(&args.against)?)?;
    c.pool = tested(c.pool);
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
    let plural = if p.reports == 1 { "" } else { "s" };
    let _ = writeln!(
        out,
        "{title}: {n} report{plural}, {games} games, {size}×{size} {rule}, {ms} ms a move   A: {a}   B: {b}",
        n = p.reports,
        games = p.games,
        size = p.size,
        rule = p.rule,
        ms = p.time_ms,
        a = p.a.join(", "),
        b = p.b.join(", "),
    );
    let elo = p
        .elo
        .map_or_else(|| "no games".to_string(), |e| e.to_string());
    let _ = writeln!(
        out,
        "  A {} ({:.1} %)   with black {}   with white {}   Elo A − B: {elo}",
        p.total, p.score_percent, p.a_black, p.a_white
    );
    let openings: Vec<String> = p
        .by_opening
        .iter()
        .map(|(n, w)| {
            let games = w.wins + w.draws + w.losses;
            let score = (w.wins as f64 + w.draws as f64 / 2.0) / games.max(1) as f64;
            format!("{n} stones {w} ({:.1} %)", 100.0 * score)
        })
        .collect();
    let _ = writeln!(
        out,
        "  by the opening's stones: {}   forfeits: A {}, B {}",
        openings.join(", "),
        p.a_forfeits,
        p.b_forfeits
    );
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
    for (tag, t) in [("A", &p.a_times), ("B", &p.b_times)] {
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
    use super::*;
    use serde_json::json;

    /// A report of `games`: (pair, A black, winner "A"/"B"/null, moves,
    /// opening stones).
    fn report(
        seed: u64,
        size: usize,
        games: &[(usize, bool, Option<&str>, &str, usize)],
    ) -> Report {
        let list: Vec<_> = games
            .iter()
            .enumerate()
            .map(|(i, &(pair, a_black, winner, moves, plies))| {
                json!({"game": i + 1, "pair": pair, "black": if a_black { "A" } else { "B" },
                       "winner": winner, "end": {"kind": "five"}, "moves": moves,
                       "opening_plies": plies})
            })
            .collect();
        let text = json!({"a": "new", "b": "wine", "size": size, "rule": "freestyle",
                          "time_ms": 1000, "grace_ms": 350, "seed": seed,
                          "forfeits": [{"game": 2, "side": "B", "name": "wine", "what": "crashed"}],
                          "a_stats": {"name": "new", "moves": 10, "forced_moves": 2, "forced_mean_ms": 0.5,
                                      "other_mean_ms": 400.0 + seed as f64, "max_ms": 900.0 + seed as f64,
                                      "overruns": 1, "mean_ms": 1.0, "forfeits": 0},
                          "game_list": list});
        serde_json::from_value(text).expect("a report")
    }

    const G: &str = "h8i9j10k11l12";

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
        assert_eq!((p.reports, p.games), (2, 6));
        assert_eq!((p.total.wins, p.total.draws, p.total.losses), (4, 1, 1));
        assert_eq!((p.a_black.wins, p.a_black.losses), (3, 0));
        assert_eq!(
            (p.a_white.wins, p.a_white.draws, p.a_white.losses),
            (1, 1, 1)
        );
        assert!((p.score_percent - 100.0 * 4.5 / 6.0).abs() < 1e-9);
        let stones: Vec<(usize, usize)> = p.by_opening.iter().map(|(&n, w)| (n, w.wins)).collect();
        assert_eq!(stones, [(2, 1), (3, 1), (4, 2)]);
        // The Elo is the one of the pairs of both reports together.
        assert_eq!(p.elo, elo_estimate(&[0.5, 0.75, 1.0]));
        assert_eq!((p.a_forfeits, p.b_forfeits), (0, 2));
        assert_eq!(p.a, ["new"]);
        // Move times: counts added, means weighted by their moves.
        let t = &p.a_times;
        assert_eq!((t.moves, t.forced_moves, t.overruns), (20, 4, 2));
        assert!((t.other_mean_ms - 401.5).abs() < 1e-9 && (t.forced_mean_ms - 0.5).abs() < 1e-9);
        assert!((t.max_ms - 902.0).abs() < 1e-9);
        assert_eq!(
            p.b_times,
            Times::default(),
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

    #[test]
    fn a_comparison_pairs_the_games_of_the_same_openings() {
        let base = report(
            5,
            15,
            &[
                (1, true, Some("A"), "h8i9j10", 2),
                (1, false, Some("B"), "h8i9j10", 2),
                (2, true, Some("A"), "g7g8g9", 3),
                (2, false, Some("A"), "g7g8g9", 3),
            ],
        );
        let now = report(
            5,
            15,
            &[
                // Pair 1: the white game turned to a win.
                (1, true, Some("A"), "h8i9j10k11", 2),
                (1, false, Some("A"), "h8i9k12", 2),
                // Pair 2: the black game turned to a loss, the white one held.
                (2, true, Some("B"), "g7g8g9a1", 3),
                (2, false, Some("A"), "g7g8g9", 3),
            ],
        );
        // Another seed and another opening share nothing.
        let other = report(6, 15, &[(1, true, Some("B"), "h8i9j10", 2)]);
        let c = compare(&[now, other], &[base]).expect("one measure");
        assert_eq!(c.shared_games, 4);
        assert_eq!((c.turned_to_wins, c.turned_to_losses), (1.0, 1.0));
        // Pairs: +0.5 and −0.5 a game: a mean of 0, its error 1.96 · 0.71 / √2.
        let (d, lo, hi) = c.difference.expect("shared pairs");
        assert!(d.abs() < 1e-9, "{d}");
        assert!((hi - 100.0 * Z95 * 0.5).abs() < 1e-9 && (lo + hi).abs() < 1e-9);
        assert_eq!(c.pool.games, 5);
        assert_eq!(c.baseline.games, 4);
        // A game opened otherwise is not the same game.
        let moved = report(5, 15, &[(1, true, Some("B"), "h9i9j10", 2)]);
        let base = report(5, 15, &[(1, true, Some("A"), "h8i9j10", 2)]);
        let c = compare(&[moved], &[base]).expect("one measure");
        assert_eq!((c.shared_games, c.difference), (0, None));
    }

    #[test]
    fn an_opening_played_in_several_runs_counts_by_its_shares() {
        let won = report(5, 15, &[(1, false, Some("A"), G, 2)]);
        let lost = report(5, 15, &[(1, false, Some("B"), G, 2)]);
        let now = report(5, 15, &[(1, false, Some("A"), G, 2)]);
        let c = compare(&[now], &[won, lost]).expect("one measure");
        assert_eq!(c.shared_games, 1);
        assert_eq!((c.turned_to_wins, c.turned_to_losses), (0.5, 0.0));
        assert_eq!(c.difference.map(|d| d.0), Some(50.0));
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
