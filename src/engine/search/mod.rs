//! The strong levels: `normal` (one ply: every promising point judged by the
//! pattern evaluation of the position it leaves), `hard` and `master`
//! (threat-space search plus iterative-deepening alpha-beta over a
//! Zobrist-hashed transposition table).
//!
//! Threat-space search looks for forced wins: by continuous fours (VCF —
//! every attacking move a four, every defence forced) and, at `master`, by
//! fours and open threes (VCT). Both sides' VCFs are checked at the root:
//! to win, and to refuse moves that let the opponent win by force.

use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

pub mod pattern;
pub mod position;

use crate::engine::{Limits, Player};
use crate::game::board::Pos;
use crate::game::rules::Game;
use position::{Position, Threat, WIN};

/// How hard a search level tries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strength {
    /// Deepest alpha-beta iteration.
    pub max_depth: u32,
    /// Longest time per move (the caller's deadline may be shorter).
    pub max_time: Duration,
    /// How many candidate moves each node tries.
    pub width: usize,
    /// Plies of VCF search (0: none).
    pub vcf_depth: u32,
    /// Plies of VCT search (0: none).
    pub vct_depth: u32,
    /// How much the side to move's own shapes weigh against the
    /// opponent's in the evaluation, as a fraction (numerator,
    /// denominator).
    pub to_move_weight: (i64, i64),
}

impl Strength {
    /// `normal`: one ply. Each of the ten most promising points is scored
    /// by the evaluation of the position it leaves (with the opponent's
    /// fours answered first), so it sees split threes and fours and always
    /// takes a five or blocks one, but reads nothing further.
    pub const NORMAL: Strength = Strength {
        max_depth: 1,
        max_time: Duration::from_millis(50),
        width: 10,
        vcf_depth: 0,
        vct_depth: 0,
        to_move_weight: (6, 5),
    };
    /// `hard`: a shallow search with short VCF reading; a good player can
    /// beat it.
    pub const HARD: Strength = Strength {
        max_depth: 3,
        max_time: Duration::from_millis(400),
        width: 8,
        vcf_depth: 8,
        vct_depth: 0,
        to_move_weight: (6, 5),
    };
    /// `master`: all it can within the time given.
    pub const MASTER: Strength = Strength {
        max_depth: 20,
        max_time: Duration::from_secs(5),
        width: 14,
        vcf_depth: 24,
        vct_depth: 8,
        // Acting first counts for much more in a deep search: its leaves
        // are quiet, and the side to move there has the initiative. 3:1
        // beat 6:5 against `classic` (96.5 % against 92.5 % over the same
        // 100 games at 300 ms; 96.8 % against 89.8 % over 200 at 60 ms).
        // The one-ply `normal` stays at 6:5: at 3:1 it only defends. (Hard
        // at 4 plies held master to 52-64 % with this; at 3 it is 76 %.)
        to_move_weight: (3, 1),
    };
}

/// Checks the clock every so many nodes.
const CLOCK_EVERY: u64 = 64;

/// The search's deadline and the caller's cancel flag, checked every
/// [`CLOCK_EVERY`] nodes.
struct Clock {
    deadline: Instant,
    limits: Limits,
    nodes: u64,
    stopped: bool,
}

impl Clock {
    fn new(deadline: Instant, limits: &Limits) -> Clock {
        Clock {
            deadline,
            limits: limits.clone(),
            nodes: 0,
            stopped: false,
        }
    }

    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CLOCK_EVERY)
            && (Instant::now() >= self.deadline || self.limits.is_cancelled())
        {
            self.stopped = true;
        }
        self.stopped
    }
}

/// Moves that win at once or must be played: a five, else a block of the
/// opponent's five.
fn urgent(pos: &Position) -> Option<usize> {
    let me = pos.to_move();
    let mine = pos.points_with(me, Threat::Five);
    if let Some(&i) = mine.iter().find(|&&i| pos.is_allowed(i)) {
        return Some(i);
    }
    let theirs = pos.points_with(1 - me, Threat::Five);
    theirs.into_iter().find(|&i| pos.is_allowed(i))
}

/// What one pass over the points near the stones finds.
struct Scan {
    /// A point where the side to move makes five.
    my_five: Option<usize>,
    /// Points where the opponent makes five (at most two are kept).
    their_fives: Vec<usize>,
    /// A point where the side to move makes an open four or two fours.
    my_open_four: Option<usize>,
    /// Whether the opponent can make an open four or a four-three: a
    /// threat that must be met now.
    their_big_threat: bool,
    /// A point where the side to move makes a four and an open three.
    my_four_three: Option<usize>,
    /// A point where the side to move makes two open threes.
    my_double_three: Option<usize>,
    /// Whether the opponent can make any four (and so answer a threat with
    /// one).
    their_can_four: bool,
}

fn scan(pos: &Position) -> Scan {
    let me = pos.to_move();
    let them = 1 - me;
    let mut s = Scan {
        my_five: None,
        their_fives: Vec::new(),
        my_open_four: None,
        their_big_threat: false,
        my_four_three: None,
        my_double_three: None,
        their_can_four: false,
    };
    for i in pos.candidates() {
        let (mine, theirs) = (pos.threat(i, me), pos.threat(i, them));
        if mine == Threat::Five && s.my_five.is_none() && pos.is_allowed(i) {
            s.my_five = Some(i);
        }
        if theirs == Threat::Five && s.their_fives.len() < 2 {
            s.their_fives.push(i);
        }
        if mine == Threat::OpenFour && s.my_open_four.is_none() && pos.is_allowed(i) {
            s.my_open_four = Some(i);
        }
        if theirs >= Threat::FourThree {
            s.their_big_threat = true;
        }
        if theirs >= Threat::Four {
            s.their_can_four = true;
        }
        if mine == Threat::FourThree && s.my_four_three.is_none() && pos.is_allowed(i) {
            s.my_four_three = Some(i);
        }
        if mine == Threat::DoubleThree && s.my_double_three.is_none() && pos.is_allowed(i) {
            s.my_double_three = Some(i);
        }
    }
    s
}

/// The score of a position whose result the scan already tells, `ply`
/// moves from the root: a five to make, two fives to stop, or a threat the
/// opponent cannot meet.
fn decided(found: &Scan, ply: i32) -> Option<i32> {
    if found.my_five.is_some() {
        return Some(WIN - ply);
    }
    if found.their_fives.len() >= 2 {
        return Some(-(WIN - ply - 1));
    }
    if found.their_fives.is_empty() && found.my_open_four.is_some() {
        return Some(WIN - ply - 2);
    }
    // A four-three wins when the opponent has no four to interpose.
    if !found.their_can_four && found.my_four_three.is_some() {
        return Some(WIN - ply - 4);
    }
    // So, nearly always, does a double three: one three is blocked, the
    // other becomes an open four.
    if !found.their_can_four && found.my_double_three.is_some() {
        return Some(WIN - ply - 6);
    }
    None
}

/// Candidate moves for the side to move, best first, at most `width`:
/// forced answers when the opponent threatens five, and only defences (or
/// fours of our own) when it threatens an open four or a four-three.
fn moves(pos: &Position, width: usize, scan: &Scan) -> Vec<usize> {
    let me = pos.to_move();
    let them = 1 - me;
    if !scan.their_fives.is_empty() {
        return scan
            .their_fives
            .iter()
            .copied()
            .filter(|&i| pos.is_allowed(i))
            .take(1)
            .collect();
    }
    let mut list: Vec<(i32, usize)> = pos
        .candidates()
        .into_iter()
        .filter(|&i| {
            !scan.their_big_threat
                || pos.threat(i, them) >= Threat::Four
                || pos.threat(i, them) == Threat::OpenThree
                || pos.threat(i, me) >= Threat::Four
        })
        .map(|i| (pos.worth(i, me) * 5 / 4 + pos.worth(i, them), i))
        .collect();
    list.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    list.into_iter()
        .map(|(_, i)| i)
        .filter(|&i| pos.is_allowed(i))
        .take(width)
        .collect()
}

/// A forced win for the side to move by continuous fours, as its first
/// move. `failed` remembers positions already proven to have none.
fn vcf(
    pos: &mut Position,
    depth: u32,
    failed: &mut HashSet<u64>,
    clock: &mut Clock,
) -> Option<usize> {
    let me = pos.to_move();
    if depth == 0 || clock.tick() || failed.contains(&pos.hash()) {
        return None;
    }
    if let Some(&i) = pos.points_with(me, Threat::Five).first() {
        return Some(i);
    }
    // A defender's five point must be blocked first; that block must itself
    // be a four to keep the initiative.
    let their_fives = pos.points_with(1 - me, Threat::Five);
    let attacks: Vec<usize> = if their_fives.is_empty() {
        pos.points_with(me, Threat::Four)
    } else {
        their_fives
            .into_iter()
            .filter(|&i| pos.threat(i, me) >= Threat::Four)
            .collect()
    };
    for a in attacks {
        if !pos.is_allowed(a) {
            continue;
        }
        pos.play(a);
        // A defender who can make five does so instead of blocking.
        let defender_wins = !pos.points_with(pos.to_move(), Threat::Five).is_empty();
        let win = match pos.threat_points_of_last_mover() {
            _ if defender_wins => false,
            ref defs if defs.len() >= 2 => true,
            defs => match defs.first() {
                Some(&d) => {
                    pos.play(d);
                    let w = vcf(pos, depth - 1, failed, clock).is_some();
                    pos.undo();
                    w
                }
                None => false,
            },
        };
        pos.undo();
        if win {
            return Some(a);
        }
    }
    if !clock.stopped {
        failed.insert(pos.hash());
    }
    None
}

/// A forced win for the side to move by fours and open threes.
///
/// After an attacking three, every defence is tried: each point after
/// which the attacker can no longer make an open four, and each four of the
/// defender's own. The attack wins only if it wins against all of them.
fn vct(
    pos: &mut Position,
    depth: u32,
    failed: &mut HashSet<u64>,
    vcf_failed: &mut HashSet<u64>,
    clock: &mut Clock,
) -> Option<usize> {
    if depth == 0 || clock.tick() {
        return None;
    }
    if let Some(i) = vcf(pos, depth.min(14), vcf_failed, clock) {
        return Some(i);
    }
    let me = pos.to_move();
    let them = 1 - me;
    if depth < 3 || failed.contains(&pos.hash()) || !pos.points_with(them, Threat::Five).is_empty()
    {
        return None;
    }
    let mut threes: Vec<usize> = pos
        .candidates()
        .into_iter()
        .filter(|&i| {
            let t = pos.threat(i, me);
            (t == Threat::OpenThree || t == Threat::DoubleThree) && pos.is_allowed(i)
        })
        .collect();
    threes.sort_by_key(|&i| std::cmp::Reverse(pos.worth(i, me)));
    for a in threes {
        pos.play(a);
        let defences: Vec<usize> = pos
            .candidates()
            .into_iter()
            .filter(|&d| {
                if !pos.is_allowed(d) {
                    return false;
                }
                if pos.threat(d, them) >= Threat::Four {
                    return true;
                }
                pos.play(d);
                let stops = pos.points_with(me, Threat::OpenFour).is_empty();
                pos.undo();
                stops
            })
            .collect();
        let mut refuted = defences.is_empty();
        for d in defences {
            pos.play(d);
            let win = vct(pos, depth - 2, failed, vcf_failed, clock).is_some();
            pos.undo();
            if !win {
                refuted = true;
                break;
            }
        }
        pos.undo();
        if clock.stopped {
            return None;
        }
        if !refuted {
            return Some(a);
        }
    }
    failed.insert(pos.hash());
    None
}

impl Position {
    /// After a move, the points where its player now makes five (the
    /// defender's forced answers).
    fn threat_points_of_last_mover(&self) -> Vec<usize> {
        self.points_with(1 - self.to_move(), Threat::Five)
    }
}

#[derive(Clone, Copy)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    depth: u32,
    score: i32,
    bound: Bound,
    best: Option<usize>,
}

/// The searching levels, `hard` and `master`.
pub struct SearchAi {
    strength: Strength,
    table: HashMap<u64, Entry>,
    /// Nodes searched by the last move (for benchmarks and the arena).
    pub last_nodes: u64,
    /// Depth completed by the last move.
    pub last_depth: u32,
}

impl SearchAi {
    /// A searcher of the given strength.
    #[must_use]
    pub fn new(strength: Strength) -> SearchAi {
        SearchAi {
            strength,
            table: HashMap::new(),
            last_nodes: 0,
            last_depth: 0,
        }
    }

    fn negamax(
        &mut self,
        pos: &mut Position,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: i32,
        clock: &mut Clock,
    ) -> i32 {
        if clock.tick() {
            return 0;
        }
        let found = scan(pos);
        if let Some(score) = decided(&found, ply) {
            return score;
        }
        // A leaf is quiet: an opponent's four is answered first (the forced
        // reply below costs no depth).
        if depth == 0 && found.their_fives.is_empty() {
            return pos.evaluate(self.strength.to_move_weight);
        }
        let key = pos.hash();
        let mut tt_move = None;
        if let Some(e) = self.table.get(&key) {
            tt_move = e.best;
            if e.depth >= depth {
                match e.bound {
                    Bound::Exact => return e.score,
                    Bound::Lower if e.score >= beta => return e.score,
                    Bound::Upper if e.score <= alpha => return e.score,
                    _ => {}
                }
            }
        }
        let mut list = moves(pos, self.strength.width, &found);
        if list.is_empty() {
            return 0;
        }
        if let Some(t) = tt_move
            && let Some(k) = list.iter().position(|&m| m == t)
        {
            list.swap(0, k);
        }
        let alpha0 = alpha;
        let mut best = -WIN;
        let mut best_move = None;
        let forced = list.len() == 1;
        for m in list {
            pos.play(m);
            // A forced reply costs no depth.
            let next = if forced { depth } else { depth - 1 };
            let score = -self.negamax(pos, next, -beta, -alpha, ply + 1, clock);
            pos.undo();
            if clock.stopped {
                return best.max(alpha);
            }
            if score > best {
                best = score;
                best_move = Some(m);
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.insert(
            key,
            Entry {
                depth,
                score: best,
                bound,
                best: best_move,
            },
        );
        best
    }

    /// The best move for the side to move, and its score.
    fn think(&mut self, pos: &mut Position, limits: &Limits) -> Option<usize> {
        let start = Instant::now();
        // Stop a little early: what is left of the turn is for building the
        // position, the last checks and the caller's own overhead.
        let deadline = limits.deadline.map_or(start + self.strength.max_time, |d| {
            let budget = d.saturating_duration_since(start);
            let margin = (budget / 20).clamp(Duration::from_millis(2), Duration::from_millis(50));
            d.min(start + self.strength.max_time) - margin.min(budget)
        });
        // The last quarter is kept for checking the chosen move against the
        // opponent's forced wins.
        let search_end = start + deadline.saturating_duration_since(start) * 3 / 4;
        let mut clock = Clock::new(search_end, limits);
        if let Some(i) = urgent(pos) {
            return Some(i);
        }
        let root = moves(pos, 64, &scan(pos));
        // Forced, or too early for reading to matter: answer at once.
        if root.len() == 1 || pos.stones() < 3 {
            return root.first().copied();
        }
        // Threat-space search gets a share of the time first.
        let mut tss_clock = Clock::new(
            start + deadline.saturating_duration_since(start) / 4,
            limits,
        );
        if self.strength.vcf_depth > 0 {
            let mut failed = HashSet::new();
            if let Some(i) = vcf(pos, self.strength.vcf_depth, &mut failed, &mut tss_clock) {
                return Some(i);
            }
        }
        if self.strength.vct_depth > 0 && !tss_clock.stopped {
            let (mut failed, mut vcf_failed) = (HashSet::new(), HashSet::new());
            if let Some(i) = vct(
                pos,
                self.strength.vct_depth,
                &mut failed,
                &mut vcf_failed,
                &mut tss_clock,
            ) {
                return Some(i);
            }
        }

        self.table.clear();
        let width = self.strength.width.max(root.len().min(24));
        let mut root_moves: Vec<usize> = root.into_iter().take(width).collect();
        let mut best = root_moves.first().copied();
        let mut scores: Vec<(i32, usize)> = Vec::new();
        for depth in 1..=self.strength.max_depth {
            let mut alpha = -WIN - 1;
            let mut iteration: Vec<(i32, usize)> = Vec::new();
            for &m in &root_moves {
                pos.play(m);
                let score = -self.negamax(pos, depth - 1, -WIN - 1, -alpha, 1, &mut clock);
                pos.undo();
                if clock.stopped {
                    break;
                }
                iteration.push((score, m));
                alpha = alpha.max(score);
            }
            if clock.stopped {
                // A partial iteration still counts if it found a better move.
                if let Some(&(s, m)) = iteration.iter().max_by_key(|(s, _)| *s)
                    && scores.first().is_none_or(|&(b, _)| s > b)
                {
                    best = Some(m);
                }
                break;
            }
            iteration.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
            best = iteration.first().map(|&(_, m)| m);
            root_moves = iteration.iter().map(|&(_, m)| m).collect();
            scores = iteration;
            self.last_depth = depth;
            if scores.first().is_some_and(|&(s, _)| s.abs() >= WIN - 1000) {
                break;
            }
        }
        self.last_nodes = clock.nodes;

        // Refuse a move that hands the opponent a forced win by fours,
        // while another move does not (and there is time to check).
        if self.strength.vcf_depth > 0 && Instant::now() < deadline {
            let mut check = Clock::new(deadline, limits);
            let ordered: Vec<usize> = if scores.is_empty() {
                root_moves.clone()
            } else {
                scores.iter().map(|&(_, m)| m).collect()
            };
            let mut failed = HashSet::new();
            for m in ordered.into_iter().take(8) {
                pos.play(m);
                let loses = vcf(pos, self.strength.vcf_depth, &mut failed, &mut check).is_some();
                pos.undo();
                if check.stopped {
                    break;
                }
                if !loses {
                    best = Some(m);
                    break;
                }
            }
        }
        best
    }
}

impl Player for SearchAi {
    fn choose(&mut self, game: &Game, limits: &Limits) -> Option<Pos> {
        if game.outcome().is_some() {
            return None;
        }
        let mut pos = Position::from_game(game);
        let choice = self.think(&mut pos, limits).map(|i| pos.pos(i));
        // Whatever the search says, only a legal point leaves here.
        choice
            .filter(|&p| game.is_legal(p))
            .or_else(|| game.board().empty_points().find(|&p| game.is_legal(p)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::notation::parse_board;
    use crate::game::rules::Rule;

    fn position(text: &str) -> Position {
        let board = parse_board(text).expect("diagram");
        Position::from_game(&Game::from_board(board, Rule::Freestyle))
    }

    /// White to move against black's four (b..e on row 5, a5 blocked).
    const FACING_A_FOUR: &str = "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . o . .
        . . . . . . . . .
        o x x x x . . . .
        . . . . . . . . .
        . . o . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ";

    #[test]
    fn a_leaf_facing_a_four_is_scored_after_the_block() {
        let mut pos = position(FACING_A_FOUR);
        assert_eq!(pos.to_move(), 1);
        let block = pos.index(Pos::new(5, 4));
        let mut ai = SearchAi::new(Strength::MASTER);
        let mut clock = Clock::new(Instant::now() + Duration::from_secs(60), &Limits::default());
        let leaf = ai.negamax(&mut pos, 0, -WIN - 1, WIN + 1, 0, &mut clock);
        let weight = Strength::MASTER.to_move_weight;
        pos.play(block);
        let after_block = -pos.evaluate(weight);
        pos.undo();
        // Not the static score with the four still standing: the block is
        // played first, and the leaf is what it leaves.
        assert_ne!(leaf, pos.evaluate(weight));
        assert_eq!(leaf, after_block);
    }

    #[test]
    fn a_blocked_four_is_not_counted_as_nearly_won() {
        let pos = position(FACING_A_FOUR);
        let score = pos.evaluate(Strength::MASTER.to_move_weight);
        // Black's four is worth something, but nowhere near a win: white
        // blocks it next move.
        assert!(score > -WIN / 100, "{score}");
        assert!(score < 0, "{score}");
    }
}
