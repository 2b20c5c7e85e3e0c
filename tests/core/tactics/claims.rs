//! What master's analysis claims is true: on random middle games of both
//! rules, every line it calls a forced win the brute-force [`Reader`]
//! wins within the plies claimed, and every line it calls lost the reader
//! wins for the opponent within them.
//!
//! A claimed win is confirmed by threats from its first move, or — when the
//! first move threatens nothing the reader can follow — after every reply
//! to it. The reader ([`Reader::through_blocks`]) reads fours and threes,
//! and an attacker's block of a four that threatens nothing when the
//! threats it already had still win; a true win through another quiet move
//! deeper in the line would fail here: the search reports a forced result
//! only when every defence on its line was read.

use gomoku::engine::{Eval, Level, Limits, Line};
use gomoku::game::board::Pos;
use gomoku::game::notation::point_name;
use gomoku::game::rules::{Game, Rule};
use gomoku::rng::SplitMix64;

use super::reader::Reader;

/// Whether the side to move in `g` wins within `plies` starting with
/// `first`, as the reader confirms it: by threats, or (when `first` is
/// quiet) by threats after every reply.
pub fn wins_within(reader: &Reader, g: &Game, first: Pos, plies: u32) -> bool {
    let mover = g.board().to_move();
    if reader.wins_after(g.board(), mover, first, plies.div_ceil(2)) {
        return true;
    }
    let mut after = g.clone();
    if after.play(first).is_err() || plies < 3 {
        return false;
    }
    let replies: Vec<Pos> = after.board().empty_points().collect();
    replies.into_iter().all(|r| {
        let mut next = after.clone();
        next.play(r).is_err() || reader.vct(next.board(), mover, (plies - 1) / 2).is_some()
    })
}

/// Whether the opponent of the side to move in `g` wins within `plies`
/// after `first`, as the reader confirms it: by threats, or by `answer`
/// (the line's next move, a block the threats must start from) and then
/// as [`wins_within`] confirms a win.
pub fn loses_within(
    reader: &Reader,
    g: &Game,
    first: Pos,
    answer: Option<Pos>,
    plies: u32,
) -> bool {
    let mover = g.board().to_move();
    let mut after = g.clone();
    if after.play(first).is_err() {
        return false;
    }
    reader
        .vct(after.board(), mover.opponent(), plies / 2)
        .is_some()
        || answer.is_some_and(|a| plies > 1 && wins_within(reader, &after, a, plies - 1))
}

/// The claims of master's analysis of `g` (five lines, `nodes` positions)
/// the reader cannot confirm, described; and how many claims there were.
pub fn unconfirmed_claims(reader: &Reader, g: &Game, nodes: u64) -> (Vec<String>, usize) {
    let size = g.board().size();
    let names = |line: &Line| {
        line.pv
            .iter()
            .map(|&p| point_name(p, size))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let limits = Limits {
        lines: 5,
        ..Limits::nodes(nodes)
    };
    let report = Level::Master.engine(7).analyse(g, &limits, &mut |_| {});
    let mut wrong = Vec::new();
    let mut claims = 0;
    for line in &report.lines {
        let (held, what) = match line.eval {
            Eval::Win { plies } => (
                wins_within(reader, g, line.first, plies),
                format!("win in {plies}"),
            ),
            Eval::Loss { plies } => (
                loses_within(reader, g, line.first, line.pv.get(1).copied(), plies),
                format!("loss in {plies}"),
            ),
            // Not claims of a result: no proof to check.
            Eval::Score(_) | Eval::Winning | Eval::Losing => continue,
        };
        claims += 1;
        if !held {
            wrong.push(format!("{}: {what}", names(line)));
        }
    }
    (wrong, claims)
}

/// The claims of master's search for a move of its own in `g` (what the
/// window's Thinking line shows: each depth's report and the last) that
/// the reader cannot confirm, described; and how many claims there were.
/// A win its threat readers found before the search carries a bound as
/// its plies, and is confirmed within it.
pub fn unconfirmed_player_claims(reader: &Reader, g: &Game, nodes: u64) -> (Vec<String>, usize) {
    let limits = Limits {
        playing: true,
        ..Limits::nodes(nodes)
    };
    let mut said = Vec::new();
    let last = Level::Master
        .engine(7)
        .analyse(g, &limits, &mut |r| said.push(r.clone()));
    said.push(last);
    let size = g.board().size();
    let mut wrong = Vec::new();
    let mut claims = 0;
    for report in &said {
        let Some(first) = report.best else { continue };
        let (held, what) = match report.eval {
            Some(Eval::Win { plies }) => (
                wins_within(reader, g, first, plies),
                format!("win in {plies}"),
            ),
            Some(Eval::Loss { plies }) => (
                loses_within(reader, g, first, report.pv.get(1).copied(), plies),
                format!("loss in {plies}"),
            ),
            _ => continue,
        };
        claims += 1;
        if !held {
            let play: Vec<String> = report.pv.iter().map(|&p| point_name(p, size)).collect();
            wrong.push(format!(
                "depth {}: {}: {what}",
                report.depth,
                play.join(" ")
            ));
        }
    }
    (wrong, claims)
}

/// A random middle game: `stones` stones (or fewer, should one make five
/// or leave nothing legal) each on a random legal point within two steps
/// of the stones before it, the first in the centre.
pub fn random_middle_game(rule: Rule, size: usize, stones: usize, rng: &mut SplitMix64) -> Game {
    let mut g = Game::new(size, rule).expect("size");
    let centre = (size / 2) as u8;
    g.play(Pos::new(centre, centre)).expect("centre");
    while g.board().stone_count() < stones {
        let near: Vec<Pos> = g
            .board()
            .empty_points()
            .filter(|p| {
                g.board().history().iter().any(|q| {
                    (i32::from(p.x) - i32::from(q.x)).abs() <= 2
                        && (i32::from(p.y) - i32::from(q.y)).abs() <= 2
                })
            })
            .filter(|&p| g.is_legal(p))
            .collect();
        if near.is_empty() {
            break;
        }
        let mut next = g.clone();
        let p = near[(rng.next_u64() % near.len() as u64) as usize];
        next.play(p).expect("legal");
        if next.outcome().is_some() {
            break;
        }
        g = next;
    }
    g
}

/// Checks the claims on `count` random middle games of each rule from its
/// seed, `nodes` positions an analysis: fails naming every claim the reader
/// cannot confirm, with its position; the claims checked otherwise.
fn assert_claims_hold(rules: [(Rule, u64); 2], count: usize, nodes: u64) -> usize {
    assert_claims_of(rules, count, nodes, unconfirmed_claims)
}

/// [`assert_claims_hold`] for the claims `check` finds unconfirmed.
fn assert_claims_of(
    rules: [(Rule, u64); 2],
    count: usize,
    nodes: u64,
    check: fn(&Reader, &Game, u64) -> (Vec<String>, usize),
) -> usize {
    let mut wrong = Vec::new();
    let mut claims = 0;
    for (rule, seed) in rules {
        let reader = Reader::through_blocks(rule);
        let mut rng = SplitMix64::new(seed);
        for _ in 0..count {
            let stones = 8 + (rng.next_u64() % 20) as usize;
            let g = random_middle_game(rule, 15, stones, &mut rng);
            let moves = g
                .board()
                .history()
                .iter()
                .map(|&p| point_name(p, 15))
                .collect::<String>();
            let (bad, n) = check(&reader, &g, nodes);
            claims += n;
            wrong.extend(bad.into_iter().map(|b| format!("{rule:?} {moves}: {b}")));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {claims} claims unconfirmed:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    claims
}

#[test]
fn analysis_claims_hold_on_random_middle_games() {
    let claims = assert_claims_hold([(Rule::Freestyle, 11), (Rule::Renju, 12)], 10, 150_000);
    assert!(claims >= 5, "only {claims} claims checked");
}

/// What the Thinking line says of master's own moves (its player's
/// search, judging as the side to play, with its threat readers first) is
/// as true as its analysis.
#[test]
fn a_players_claims_hold_on_random_middle_games() {
    let claims = assert_claims_of(
        [(Rule::Freestyle, 21), (Rule::Renju, 22)],
        6,
        150_000,
        unconfirmed_player_claims,
    );
    assert!(claims >= 3, "only {claims} claims checked");
}

/// The wide check (`cargo test --release --test core claims_hold_wide --
/// --ignored --nocapture`): 50 games of each rule at 300 000 nodes.
#[test]
#[ignore = "the wide check of the analysis's claims: about 20 minutes in release (the deep renju wins are brute force)"]
fn analysis_claims_hold_wide() {
    let claims = assert_claims_hold([(Rule::Freestyle, 21), (Rule::Renju, 22)], 50, 300_000);
    eprintln!("{claims} claims checked, all confirmed");
}
