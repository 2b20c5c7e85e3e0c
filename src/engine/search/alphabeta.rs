//! One thread's alpha-beta search: negamax with principal-variation
//! windows, late-move reductions and killer moves, over the transposition
//! table the threads share, keeping each node's best line (see `pv`);
//! and one iteration over the root moves.

use super::Strength;
use super::clock::Clock;
use super::position::{Colour, Position, Threat, Totals, WIN};
use super::pv::Lines;
use super::smp::Busy;
use super::table::{EXACT, LOWER, Table, UPPER};
use super::threats::{counted, decided, moves_into, scan};
use crate::engine::report::UNPROVED;

/// Nodes this many plies from the leaves and more tell the other threads
/// which move they are searching (nearer the leaves a move is over before
/// another thread could use the news).
const DEFER_DEPTH: u32 = 3;

// UNPROVED (what a node scores when every move it read loses but it did
// not read every move that might hold) stays below every forced result.
const _: () = assert!(UNPROVED < WIN - 1000);

/// One thread's search: the level's strength, the shared table (and with
/// other threads, the moves they are searching), and its own killer moves.
pub(super) struct Searcher<'t> {
    strength: Strength,
    table: &'t Table,
    busy: Option<&'t Busy>,
    /// Per ply, the two last quiet moves that cut the search off there.
    killers: Vec<[usize; 2]>,
    /// Move lists of finished nodes, for the next nodes to fill (a node
    /// takes one and gives it back).
    spare: Vec<Vec<usize>>,
    /// Where the move generator ranks the points.
    scratch: Vec<u64>,
    /// Whether leaves are judged from the totals a move would leave
    /// instead of playing it (the same scores; off only to test that).
    leaves_unplayed: bool,
    /// The side whose move is searched, judging as it does (`None`:
    /// evenly; see `Strength::defence`).
    view: Option<Colour>,
    /// Each node's best line, by ply.
    lines: Lines,
    /// The last root iteration's lines of the moves it scored exactly.
    root_lines: Vec<(usize, Vec<usize>)>,
    /// Whether a node on the line being searched reads on instead of
    /// taking its score from the table (an analysis: every line it shows
    /// is then its own search's, to the leaf its score comes from).
    whole_lines: bool,
}

impl<'t> Searcher<'t> {
    /// A searcher of `strength` over `table`, with no killers yet; `busy`
    /// is shared with the other threads (`None`: one thread alone).
    pub(super) fn new(
        strength: Strength,
        table: &'t Table,
        busy: Option<&'t Busy>,
    ) -> Searcher<'t> {
        Searcher {
            strength,
            table,
            busy,
            killers: Vec::new(),
            spare: Vec::new(),
            scratch: Vec::new(),
            leaves_unplayed: true,
            view: None,
            lines: Lines::default(),
            root_lines: Vec::new(),
            whole_lines: false,
        }
    }

    /// This searcher judging positions as side `view` does (`None`:
    /// evenly), by `Strength::judge_from`.
    pub(super) fn judging_from(mut self, view: Option<Colour>) -> Searcher<'t> {
        self.view = view;
        self
    }

    /// This searcher never cutting a node on the line being searched
    /// short with the table's score (see `whole_lines`).
    pub(super) fn reading_whole_lines(mut self, on: bool) -> Searcher<'t> {
        self.whole_lines = on;
        self
    }

    /// The lines the last root iteration found after the root moves it
    /// scored exactly, each with its first move first.
    pub(super) fn take_root_lines(&mut self) -> Vec<(usize, Vec<usize>)> {
        std::mem::take(&mut self.root_lines)
    }

    /// The static evaluation, `me` to move, as this searcher judges.
    fn judge(&self, totals: &Totals, me: Colour) -> i32 {
        self.strength.judge_from(totals, me, self.view)
    }

    /// One iteration at the root, `depth` plies deep: each of
    /// `root_moves` scored, in their order. The first `keep` moves (the
    /// best so far) get a full window, the others a null one first: most
    /// only need to be shown no better than the `keep` best. Stops early
    /// when the clock does (the moves scored so far come back, and a move
    /// that beat the null window before the clock cut its full search
    /// short, with that bound: `alpha + 1`).
    pub(super) fn root(
        &mut self,
        pos: &mut Position,
        root_moves: &[usize],
        depth: u32,
        keep: usize,
        clock: &mut Clock,
    ) -> Vec<(i32, usize)> {
        let mut alpha = -WIN - 1;
        // The best `keep` scores of this iteration, best first: a move
        // must beat the last of them to be searched in full.
        let mut kept: Vec<i32> = Vec::new();
        let mut iteration: Vec<(i32, usize)> = Vec::new();
        self.root_lines.clear();
        for (k, &m) in root_moves.iter().enumerate() {
            pos.play(m);
            let mut score = if k < keep {
                -WIN - 1
            } else {
                -self.negamax(pos, depth - 1, -alpha - 1, -alpha, 1, clock)
            };
            // A later move that beat the null window is better than the
            // best so far at this depth, even if the clock stops its full
            // search: it is kept with that bound.
            let beat_window = k >= keep && score > alpha && !clock.stopped;
            if (k < keep || score > alpha) && !clock.stopped {
                score = -self.negamax(pos, depth - 1, -WIN - 1, -alpha, 1, clock);
                if (k < keep || score > alpha) && !clock.stopped {
                    self.lines.found(0, m, true);
                    self.root_lines.push((m, self.lines.at(0).to_vec()));
                }
            }
            pos.undo();
            if clock.stopped {
                if beat_window {
                    iteration.push((alpha + 1, m));
                }
                break;
            }
            iteration.push((score, m));
            if keep == 1 {
                alpha = alpha.max(score);
            } else {
                let at = kept.partition_point(|&s| s >= score);
                kept.insert(at, score);
                if kept.len() >= keep {
                    alpha = kept[keep - 1];
                }
            }
        }
        iteration
    }

    pub(super) fn negamax(
        &mut self,
        pos: &mut Position,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: i32,
        clock: &mut Clock,
    ) -> i32 {
        self.lines.start(ply as usize);
        if clock.tick() {
            return 0;
        }
        // Most nodes are leaves with no five, open four, four-three or
        // double three of the side to move anywhere and no five of the
        // opponent's: then the scan would decide nothing, and the leaf is
        // the evaluation (the threat counts tell it without a scan).
        let me = pos.to_move();
        if depth == 0
            && !pos.any_at_least(me, Threat::DoubleThree)
            && !pos.any_at_least(1 - me, Threat::Five)
        {
            return self.judge(pos.totals(), me);
        }
        let found = scan(pos);
        if let Some(score) = decided(&found, ply) {
            return score;
        }
        // A leaf is quiet: an opponent's four is answered first (the forced
        // reply below costs no depth).
        if depth == 0 && found.their_fives.is_empty() {
            // (Reading fours at every leaf was tried: 6 plies of it scored
            // 31 % (+12 =1 −27) against none over 40 games at 300 ms on
            // 13×13, the depth it cost being worth more than what it found.)
            return self.judge(pos.totals(), me);
        }
        let key = pos.hash();
        let mut tt_move = None;
        if let Some(e) = self.table.probe(key) {
            tt_move = e.best();
            if u32::from(e.depth) >= depth {
                let score = e.score_at(ply);
                let cut = match e.bound {
                    EXACT => true,
                    LOWER => score >= beta,
                    UPPER => score <= alpha,
                    _ => false,
                };
                // On the line being searched (a window wider than a null
                // one) an analysis reads on; a player's search takes the
                // score, and its line from the table.
                let on_line = beta - alpha > 1;
                if cut && !(on_line && self.whole_lines) {
                    if on_line {
                        self.lines
                            .read_from_table(ply as usize, self.table, pos, depth.max(1));
                    }
                    return score;
                }
            }
        }
        let mut list = self.spare.pop().unwrap_or_default();
        // A node read every move that might hold when it answers a five
        // (one block) or meets an open four to come (every block and every
        // four of its own, however many: see `moves_into`). A four-three to
        // come is no such threat: a move that readies a four of its own for
        // the block can meet it.
        let every_defence = moves_into(
            pos,
            self.strength.width,
            &found,
            &mut self.scratch,
            &mut list,
        );
        let score = self.search_moves(
            pos,
            &mut list,
            tt_move,
            depth,
            alpha,
            beta,
            ply,
            every_defence,
            clock,
        );
        self.spare.push(list);
        score
    }

    /// The moves of a node, `list`, searched in the order [`Self::order`]
    /// gives them; the node's score, stored in the table. A node that did
    /// not read `every_defence` never scores a forced loss: should all its
    /// moves lose, it scores [`UNPROVED`] against it (a move it left unread
    /// might hold), so that a forced win the search reports is one whose
    /// every defence it read.
    #[allow(clippy::too_many_arguments)]
    fn search_moves(
        &mut self,
        pos: &mut Position,
        list: &mut [usize],
        tt_move: Option<usize>,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: i32,
        every_defence: bool,
        clock: &mut Clock,
    ) -> i32 {
        if list.is_empty() {
            return 0;
        }
        let me = pos.to_move();
        let key = pos.hash();
        self.order(list, tt_move, ply);
        let alpha0 = alpha;
        let mut best = -WIN;
        let mut best_move = None;
        let forced = list.len() == 1;
        // With other threads searching, a later move one of them is in the
        // middle of is put off until the rest are done (see `smp`); `k` is
        // the move's place in the order all the same.
        let busy = self.busy.filter(|_| depth >= DEFER_DEPTH);
        let mut deferred: Vec<(usize, usize)> = Vec::new();
        let mut step = 0;
        while let Some((k, m, first_pass)) = match list.get(step) {
            Some(&m) => Some((step, m, true)),
            None => deferred.get(step - list.len()).map(|&(k, m)| (k, m, false)),
        } {
            step += 1;
            if first_pass
                && k > 0
                && let Some(busy) = busy
                && busy.is_busy(key, m)
            {
                deferred.push((k, m));
                continue;
            }
            let _searching = busy.map(|b| b.enter(key, m));
            // Whether the move changes the fight: a threat of ours or a
            // point the opponent wanted for one. Those are never reduced.
            let sharp = pos.threat(m, me) >= Threat::OpenThree
                || pos.threat(m, 1 - me) >= Threat::OpenThree;
            // A forced reply costs no depth.
            let next = if forced { depth } else { depth - 1 };
            // A leaf is mostly judged from the totals the move would leave,
            // without playing it: as `negamax` would score it, node counts
            // and all.
            let (score, played) = if next == 0
                && self.leaves_unplayed
                && let Some(leaf) = self.leaf_after(pos, m, ply)
            {
                let mut score = self.leaf_score(leaf, clock);
                if k > 0 && score > alpha && score < beta && !clock.stopped {
                    score = self.leaf_score(leaf, clock);
                }
                (score, false)
            } else {
                // The new position's slot is fetched while the move is made.
                self.table.prefetch(pos.hash_after(m));
                pos.play(m);
                let score = if k == 0 {
                    -self.negamax(pos, next, -beta, -alpha, ply + 1, clock)
                } else {
                    // Late, quiet moves are first tried a ply shallower;
                    // every later move with a null window, and searched
                    // again in full only when it might be better.
                    let reduce = u32::from(k >= 3 && depth >= 3 && !sharp);
                    let mut score =
                        -self.negamax(pos, next - reduce, -alpha - 1, -alpha, ply + 1, clock);
                    if score > alpha && reduce > 0 && !clock.stopped {
                        score = -self.negamax(pos, next, -alpha - 1, -alpha, ply + 1, clock);
                    }
                    if score > alpha && score < beta && !clock.stopped {
                        score = -self.negamax(pos, next, -beta, -alpha, ply + 1, clock);
                    }
                    score
                };
                pos.undo();
                (score, true)
            };
            if clock.stopped {
                return best.max(alpha);
            }
            if score > alpha && score < beta {
                self.lines.found(ply as usize, m, played);
            }
            if score > best {
                best = score;
                best_move = Some(m);
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                if !sharp {
                    self.remember_cutoff(m, ply);
                }
                break;
            }
        }
        if !every_defence {
            best = best.max(-UNPROVED);
        }
        let bound = if best <= alpha0 {
            UPPER
        } else if best >= beta {
            LOWER
        } else {
            EXACT
        };
        self.table.store(key, depth, best, ply, bound, best_move);
        best
    }

    /// The score `negamax` gives the side to move's `m` at the leaves,
    /// from the mover's side, read from the totals the move would leave
    /// (the move not played): when the mover then has no five to make, and
    /// the side then to move may play every point, the threat counts tell
    /// all a leaf's scan would (see `negamax`). `None` otherwise.
    fn leaf_after(&self, pos: &Position, m: usize, ply: i32) -> Option<i32> {
        let mover = pos.to_move();
        let me = 1 - mover;
        if !pos.allowed_everywhere_for(me) {
            return None;
        }
        let after = pos.totals_after(m);
        if after.any_at_least(mover, Threat::Five) {
            return None;
        }
        let leaf = decided(&counted(&after, me), ply + 1).unwrap_or_else(|| self.judge(&after, me));
        Some(-leaf)
    }

    /// A leaf's score (from [`Self::leaf_after`]) as a call of
    /// `negamax` on it returns it: the node counted, 0 when the clock
    /// stops there.
    fn leaf_score(&self, leaf: i32, clock: &mut Clock) -> i32 {
        if clock.tick() { 0 } else { leaf }
    }

    /// Puts the table's move first, then the killers of this ply, the
    /// rest in the generator's order (it ranks by the threats each point
    /// makes for both sides, which beats any memory of other branches).
    fn order(&self, list: &mut [usize], tt_move: Option<usize>, ply: i32) {
        let killers = self
            .killers
            .get(ply as usize)
            .copied()
            .unwrap_or([usize::MAX; 2]);
        list.sort_by_key(|&m| {
            if Some(m) == tt_move {
                0
            } else if m == killers[0] {
                1
            } else if m == killers[1] {
                2
            } else {
                3
            }
        });
    }

    /// Remembers a quiet move that cut the search off at `ply`.
    fn remember_cutoff(&mut self, m: usize, ply: i32) {
        let ply = ply as usize;
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [usize::MAX; 2]);
        }
        let k = &mut self.killers[ply];
        if k[0] != m {
            k[1] = k[0];
            k[0] = m;
        }
    }
}

#[cfg(test)]
mod tests;
