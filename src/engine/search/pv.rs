//! The line of play: each node's best line as the search found it, kept
//! ply by ply while it searches (a triangular table), and a line read on
//! from the transposition table where the search's own stops.
//!
//! Reading the whole line back from the table alone loses it: the table
//! keeps one position a slot and the last to arrive wins, so after a few
//! million positions the root's line is mostly overwritten (a 3-second
//! analysis on 19×19 showed one or two moves of a depth-10 line).

use super::position::{Position, Threat};
use super::table::Table;
use super::threats::{decided, scan};
use crate::engine::Eval;

/// Each node's best line, by its ply from the root: the node's move
/// followed by the line of the node it leads to.
#[derive(Debug, Default)]
pub(super) struct Lines {
    at: Vec<Vec<usize>>,
}

impl Lines {
    /// The line at `ply`, made ready for a new node there (empty).
    pub(super) fn start(&mut self, ply: usize) {
        if self.at.len() <= ply + 1 {
            self.at.resize_with(ply + 2, Vec::new);
        }
        self.at[ply].clear();
    }

    /// The node at `ply` found its best move `m` so far, scored inside
    /// its window: its line is `m` and then the line of the node `m` led
    /// to (none when `m` was judged without being played, `played`
    /// false).
    pub(super) fn found(&mut self, ply: usize, m: usize, played: bool) {
        self.start(ply);
        let (here, below) = self.at.split_at_mut(ply + 1);
        let line = &mut here[ply];
        line.push(m);
        if played {
            line.extend_from_slice(&below[0]);
        }
    }

    /// The node at `ply` took its score from the table: its line is the
    /// one the table holds from there (read now, before the search
    /// overwrites it), at most `len` moves.
    pub(super) fn read_from_table(
        &mut self,
        ply: usize,
        table: &Table,
        pos: &mut Position,
        len: u32,
    ) {
        let line = read_on(table, pos, &[], len);
        self.start(ply);
        self.at[ply] = line;
    }

    /// The line found at `ply`.
    pub(super) fn at(&self, ply: usize) -> &[usize] {
        self.at.get(ply).map_or(&[], Vec::as_slice)
    }
}

/// The line of play after root move `m`: the one the search `found` for
/// it (its root moves' lines, each with its first move first), or `m`
/// alone, read on from `table` to `len` moves (see [`read_on`]).
pub(super) fn line_of_play(
    table: &Table,
    pos: &mut Position,
    found: &[(usize, Vec<usize>)],
    m: usize,
    len: u32,
) -> Vec<usize> {
    let line = found
        .iter()
        .find(|(first, _)| *first == m)
        .map_or(std::slice::from_ref(&m), |(_, line)| line.as_slice());
    read_on(table, pos, line, len)
}

/// The line of play from `pos`: `found` (the search's own, its first
/// move first; longer than the depth where forced replies cost none), and
/// when it is shorter than `len` moves, read on from `table` to `len` (no
/// repeats; a move that does not fit the position ends it).
pub(super) fn read_on(table: &Table, pos: &mut Position, found: &[usize], len: u32) -> Vec<usize> {
    let points = pos.size() * pos.size();
    let fits = |pos: &Position, line: &[usize], m: usize| {
        m < points && !line.contains(&m) && pos.is_allowed(m) && pos.is_empty(m)
    };
    let mut line = Vec::with_capacity(len as usize);
    for &m in found {
        if !fits(pos, &line, m) {
            break;
        }
        pos.play(m);
        line.push(m);
    }
    while line.len() < len as usize {
        let Some(next) = table.probe(pos.hash()).and_then(|e| e.best()) else {
            break;
        };
        if !fits(pos, &line, next) {
            break;
        }
        pos.play(next);
        line.push(next);
    }
    for _ in 0..line.len() {
        pos.undo();
    }
    line
}

/// A won or lost line spelled out to its five. The search scores a
/// position won as soon as its threats decide it (a five to make, an open
/// four, a four-three or a double three the opponent cannot meet with a
/// four: see [`decided`]) and its line stops there, one move after the
/// root when the reply already loses: "e7", black wins in 4 plies. From
/// where `line` stops, the winner plays what decided it and the loser the
/// block that its threat asks for (a five's point; after a double three,
/// an open four's; under renju, where black may play none of them, a
/// quiet point elsewhere), until a five is made or `plies` moves are in
/// the line.
/// A line that went past a five, or past `plies`, is cut there.
pub(crate) fn spell_out(pos: &mut Position, line: &mut Vec<usize>, eval: Eval) {
    let (Eval::Win { plies } | Eval::Loss { plies }) = eval else {
        return;
    };
    let plies = plies as usize;
    let mut played = 0;
    let mut five = false;
    while played < line.len().min(plies) && !five {
        let m = line[played];
        if !pos.is_empty(m) || !pos.is_allowed(m) {
            break;
        }
        five = pos.threat(m, pos.to_move()) == Threat::Five;
        pos.play(m);
        played += 1;
    }
    line.truncate(played);
    while !five && line.len() < plies {
        let Some(m) = finishing_move(pos) else {
            break;
        };
        five = pos.threat(m, pos.to_move()) == Threat::Five;
        pos.play(m);
        line.push(m);
    }
    for _ in 0..line.len() {
        pos.undo();
    }
}

/// The next move of a decided position's finish (see [`spell_out`]): the
/// winner's five or the threat that decides, or the loser's block.
fn finishing_move(pos: &Position) -> Option<usize> {
    let me = pos.to_move();
    let found = scan(pos);
    // The first point where `c` makes `threat` or more that the side to
    // move may play.
    let allowed = |c, threat: Threat| {
        pos.points_with(c, threat)
            .into_iter()
            .find(|&i| pos.is_allowed(i))
    };
    match decided(&found, 0) {
        // The winner to move: the strongest of its threats decides.
        Some(score) if score > 0 => [
            Threat::Five,
            Threat::OpenFour,
            Threat::FourThree,
            Threat::DoubleThree,
        ]
        .into_iter()
        .find_map(|t| allowed(me, t)),
        // Otherwise the loser: a five's point blocked, or after a double
        // three one of its open fours to come. Where renju forbids black
        // every such point, black may only play on elsewhere: a point
        // where it makes nothing (no three to grow a four from later,
        // which would lengthen the finish), and the winner goes on.
        _ => found
            .their_fives
            .first()
            .copied()
            .filter(|&i| pos.is_allowed(i))
            .or_else(|| allowed(1 - me, Threat::OpenFour))
            .or_else(|| {
                pos.open_points()
                    .find(|&i| pos.is_allowed(i) && pos.threat(i, me) == Threat::Quiet)
            }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::search::{SearchAi, Strength};
    use crate::engine::{Engine, Eval, Limits, Line};
    use crate::game::notation::parse_moves;
    use crate::game::rules::{Game, Outcome, Rule};

    /// An analysis's lines are the lines that give their scores: each is
    /// as long as the depth read, its moves legal, and the evaluation at
    /// its end (from the side to move at the root) its score; on one
    /// thread and on two (whose helper fills the table too).
    #[test]
    fn each_line_ends_where_its_score_comes_from() {
        let positions = ["h8i9j8i8", "h8h9i9", "h8i9j10h9g8", "g7h8h7i7f8"];
        for (moves, threads) in positions.iter().flat_map(|m| [(m, 1), (m, 2)]) {
            let mut game = Game::new(15, Rule::Freestyle).expect("a board");
            for p in parse_moves(moves, 15).expect("moves") {
                game.play(p).expect("legal");
            }
            let limits = Limits {
                lines: 3,
                nodes: Some(200_000),
                threads,
                ..Limits::default()
            };
            let report = SearchAi::new(Strength::MASTER).analyse(&game, &limits, &mut |_| {});
            assert_eq!(report.lines.len(), 3, "{moves}");
            for line in &report.lines {
                let Eval::Score(score) = line.eval else {
                    continue;
                };
                assert!(
                    line.pv.len() >= line.depth as usize,
                    "{moves} ({threads}): {line:?}"
                );
                let mut end = game.clone();
                for &p in &line.pv {
                    end.play(p).expect("each move of the line is legal");
                }
                let judged = Strength::MASTER.judge(&Position::from_game(&end));
                let from_root = if line.pv.len() % 2 == 0 {
                    judged
                } else {
                    -judged
                };
                assert_eq!(from_root, score, "{moves} ({threads}): {line:?}");
            }
        }
    }

    /// A won or lost line is spelled out to the five: its moves legal,
    /// the last one the winner's five; an analysis's line in exactly the
    /// plies it claims (a double three's too), a player's within them.
    /// "g7h8h7g8i7": white to
    /// move against black's open three; an end it does not block loses
    /// in 4 plies, and the search's own line stops after white's move.
    #[test]
    fn a_decided_line_runs_to_its_five() {
        let positions = [
            (13, Rule::Freestyle, "g7h8h7g8i7"),
            (15, Rule::Freestyle, "h8h9i8i9j8"),
            (15, Rule::Freestyle, "h8h7i9i7j10g7k11"),
            (15, Rule::Freestyle, "h8i9j8i8g8k8h9h10i10g10"),
            // Black's double three at i9, white's stones in the corners.
            (15, Rule::Freestyle, "h8a1j8o1h10a15j10o15"),
            // Renju, white to move: its four at l12 (i9 j10 k11, m13
            // black's) is blocked only at h8, a double three forbidden to
            // black (f8 g8, h6 h7); black must play on elsewhere.
            (15, Rule::Renju, "h6a1h7a15f8i9g8j10g7k11m13"),
        ];
        let mut spelled = 0;
        for (size, rule, moves) in positions {
            let mut game = Game::new(size, rule).expect("a board");
            for p in parse_moves(moves, size).expect("moves") {
                game.play(p).expect("legal");
            }
            // The analysis's lines, and a player's line (one search, no
            // lines of its own). An analysis's claim is the line's length;
            // a player's may be a bound (a win by threes read before the
            // search is known to come within the reader's depth).
            let mut decided = Vec::new();
            for lines in [3, 0] {
                let limits = Limits {
                    lines,
                    nodes: Some(100_000),
                    ..Limits::default()
                };
                let mut ai = SearchAi::new(Strength::MASTER);
                let report = ai.analyse(&game, &limits, &mut |_| {});
                decided.extend(report.lines.iter().map(|l| (l.clone(), true)));
                if let (Some(first), Some(eval)) = (report.best, report.eval) {
                    let pv = report.pv.clone();
                    let depth = report.depth;
                    let line = Line {
                        first,
                        eval,
                        depth,
                        pv,
                    };
                    decided.push((line, lines > 0));
                }
            }
            for (line, exact) in decided {
                let (winner, plies) = match line.eval {
                    Eval::Win { plies } => (game.to_move(), plies),
                    Eval::Loss { plies } => (game.to_move().opponent(), plies),
                    _ => continue,
                };
                let mut end = game.clone();
                let mut outcome = None;
                for &p in &line.pv {
                    assert!(outcome.is_none(), "{moves}: {line:?} goes on past a five");
                    outcome = end.play(p).expect("each move of the line is legal");
                }
                let won = outcome.and_then(Outcome::winner);
                assert_eq!(
                    won,
                    Some(winner),
                    "{moves}: {line:?} ends in the winner's five"
                );
                if exact {
                    assert_eq!(line.pv.len(), plies as usize, "{moves}: {line:?}");
                } else {
                    assert!(line.pv.len() <= plies as usize, "{moves}: {line:?}");
                }
                spelled += 1;
            }
        }
        assert!(spelled >= 6, "{spelled} decided lines");
    }

    #[test]
    fn a_line_is_its_move_and_the_line_below() {
        let mut lines = Lines::default();
        lines.start(0);
        lines.start(1);
        lines.start(2);
        lines.found(2, 30, false);
        lines.found(1, 20, true);
        assert_eq!(lines.at(1), &[20, 30]);
        // A better move at ply 1, judged unplayed: its line is itself.
        lines.found(1, 21, false);
        assert_eq!(lines.at(1), &[21]);
        lines.found(0, 10, true);
        assert_eq!(lines.at(0), &[10, 21]);
        // A new node at ply 1 starts empty.
        lines.start(1);
        lines.found(0, 11, true);
        assert_eq!(lines.at(0), &[11]);
        assert_eq!(lines.at(9), &[] as &[usize]);
    }
}
