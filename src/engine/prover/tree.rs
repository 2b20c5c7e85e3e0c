//! Proof-number search over the threat tree.
//!
//! Attacker nodes (the attacker to move) are OR nodes: one winning move
//! proves them. Defender nodes (after a threat that is no four) are AND
//! nodes: every answer must lose. A four and its forced block are one edge,
//! so the defender's forced replies cost no node of their own. The search
//! always expands the most-proving leaf (Allis's proof-number search) and
//! keeps every solved position in a table, by the depth it was solved at.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};

use super::moves::{answers, attacks, fives, outright, outright_wins};
use crate::engine::search::position::Position;

/// A proof or disproof number that stands for infinity.
const INF: u32 = u32::MAX / 4;
/// Plies from a defender node whose every answer leaves an outright win:
/// the answer, and at most a four and the five.
const OUTRIGHT_PLIES: u32 = 4;
/// Positions a tree of threats gives the reading of fours at each of the
/// attacker's positions.
const FOURS_BUDGET: u64 = 200;
/// The proof number a threat's unread node starts with: it has several
/// answers to refute, a four's node only one.
const THREAT_PN: u32 = 3;

/// One position of the tree.
struct Node {
    pn: u32,
    dn: u32,
    /// The moves from the parent's position to this one: a threat or an
    /// answer, or a four and its block (`NONE` when unused).
    moves: [usize; 2],
    /// Whether the defender is to move (after a threat).
    defender: bool,
    /// The attacker's moves left: for a defender node, those the
    /// threat before it was read with.
    depth: u32,
    first_child: u32,
    children: u32,
    expanded: bool,
    /// Plies to the five from here, once proved.
    plies: u32,
}

const NONE: usize = usize::MAX;

/// What the table knows of a position.
#[derive(Clone, Copy, Default)]
struct Known {
    /// Proved with this many attacker moves: the depth and the plies.
    proved: Option<(u32, u32)>,
    /// Disproved with this many attacker moves (and so with fewer).
    disproved: Option<u32>,
}

/// A proof-number search for one attacker, one kind of win.
pub(super) struct Tree {
    nodes: Vec<Node>,
    table: HashMap<u64, Known>,
    threes: bool,
    /// For a tree of threats: the tree of fours each attacker's position
    /// is first read with (most wins by threats end in fours, and a win by
    /// fours is cheap to find on its own).
    fours: Option<Box<Tree>>,
    /// The lines of the attacker's nodes that [`Tree::fours`] proved.
    fours_lines: HashMap<u32, Vec<usize>>,
    /// Positions generated so far.
    pub(super) used: u64,
}

/// How a search ended.
pub(super) enum Verdict {
    /// The attacker wins: the line from the root, and its plies.
    Proved(Vec<usize>, u32),
    /// No win within the depth.
    Disproved,
    /// The budget ran out (or the search was cancelled).
    Open,
}

impl Tree {
    pub(super) fn new(threes: bool) -> Tree {
        Tree {
            nodes: Vec::new(),
            table: HashMap::new(),
            threes,
            fours: threes.then(|| Box::new(Tree::new(false))),
            fours_lines: HashMap::new(),
            used: 0,
        }
    }

    /// Proves or disproves a win for the side to move in `pos` within
    /// `depth` of its moves, generating at most `budget` positions.
    pub(super) fn solve(
        &mut self,
        pos: &mut Position,
        depth: u32,
        budget: u64,
        cancel: &AtomicBool,
    ) -> Verdict {
        self.nodes.clear();
        self.fours_lines.clear();
        self.used = 0;
        let root = self.leaf(pos, [NONE; 2], false, depth);
        self.nodes.push(root);
        if self.nodes[0].pn != 0
            && self.nodes[0].dn != 0
            && let Some(fours) = self.fours.as_mut()
        {
            // Most of all at the root, a win by fours is worth a good share
            // of the budget before the threes.
            let verdict = fours.solve(pos, depth, budget / 4, cancel);
            self.used += fours.used;
            if let Verdict::Proved(line, plies) = verdict {
                return Verdict::Proved(line, plies);
            }
        }
        let mut path: Vec<u32> = Vec::new();
        while self.nodes[0].pn != 0 && self.nodes[0].dn != 0 {
            if self.used >= budget || cancel.load(Ordering::Relaxed) {
                return Verdict::Open;
            }
            // Down to the most-proving leaf.
            path.clear();
            let mut at = 0u32;
            while self.nodes[at as usize].expanded {
                path.push(at);
                at = self.most_proving(at);
                self.enter(pos, at);
            }
            self.expand(pos, at);
            // Back up, recomputing the numbers.
            self.leave(pos, at);
            while let Some(up) = path.pop() {
                self.settle(pos, up);
                self.leave(pos, up);
            }
        }
        if self.nodes[0].pn == 0 {
            Verdict::Proved(self.line(pos), self.nodes[0].plies)
        } else {
            Verdict::Disproved
        }
    }

    fn enter(&self, pos: &mut Position, at: u32) {
        for m in self.nodes[at as usize].moves {
            if m != NONE {
                pos.play(m);
            }
        }
    }

    fn leave(&self, pos: &mut Position, at: u32) {
        if at == 0 {
            return;
        }
        for m in self.nodes[at as usize].moves {
            if m != NONE {
                pos.undo();
            }
        }
    }

    fn child_ids(&self, at: u32) -> std::ops::Range<u32> {
        let n = &self.nodes[at as usize];
        n.first_child..n.first_child + n.children
    }

    fn most_proving(&self, at: u32) -> u32 {
        let defender = self.nodes[at as usize].defender;
        self.child_ids(at)
            .min_by_key(|&c| {
                let n = &self.nodes[c as usize];
                if defender { n.dn } else { n.pn }
            })
            .unwrap_or(at)
    }

    /// The table's key for the position as an attacker's or a defender's
    /// node (the side to move is in the hash) in this kind of tree.
    fn key(&self, pos: &Position, defender: bool) -> u64 {
        let kind = if self.threes {
            0x9e37_79b9_7f4a_7c15
        } else {
            0
        };
        let role = if defender { 0x5851_f42d_4c95_7f2d } else { 0 };
        pos.hash() ^ kind ^ role
    }

    /// A new node for `pos` (reached by `moves`), solved at once where that
    /// is cheap: a five to make, two to stop, no moves left, or a table hit.
    fn leaf(&mut self, pos: &mut Position, moves: [usize; 2], defender: bool, depth: u32) -> Node {
        self.used += 1;
        let mut node = Node {
            pn: 1,
            dn: 1,
            moves,
            defender,
            depth,
            first_child: 0,
            children: 0,
            expanded: false,
            plies: 0,
        };
        if !defender {
            let me = pos.to_move();
            if !fives(pos, me).is_empty() {
                node.prove(1);
                return node;
            }
            if fives(pos, 1 - me).len() >= 2 || depth == 0 {
                node.disprove();
                return node;
            }
        }
        if let Some(known) = self.table.get(&self.key(pos, defender)) {
            match (known.proved, known.disproved) {
                (Some((d, plies)), _) if d <= depth => node.prove(plies),
                (_, Some(d)) if d >= depth => node.disprove(),
                _ => {}
            }
        }
        node
    }

    fn expand(&mut self, pos: &mut Position, at: u32) {
        let (defender, depth) = {
            let n = &self.nodes[at as usize];
            (n.defender, n.depth)
        };
        let first = self.nodes.len() as u32;
        let mut outright_left = false;
        if defender {
            pos.pass();
            let wins = outright_wins(pos);
            pos.pass();
            for d in answers(pos, &wins) {
                pos.play(d);
                let stands = wins.iter().any(|&q| q != d && outright(pos, q).is_some());
                if stands {
                    outright_left = true;
                } else {
                    let child = self.leaf(pos, [d, NONE], false, depth - 1);
                    self.nodes.push(child);
                }
                pos.undo();
            }
        } else if let Some((line, plies)) = self.fours_first(pos, depth) {
            self.nodes[at as usize].prove(plies);
            self.fours_lines.insert(at, line);
        } else {
            let threes = self.threes && depth >= 2;
            for a in attacks(pos, threes) {
                let me = pos.to_move();
                pos.play(a);
                let mine = fives(pos, me);
                if let [b] = mine[..]
                    && pos.is_allowed(b)
                {
                    pos.play(b);
                    let child = self.leaf(pos, [a, b], false, depth - 1);
                    self.nodes.push(child);
                    pos.undo();
                } else if !mine.is_empty() {
                    // Two fives, or one the defender may not block.
                    let mut child = self.leaf(pos, [a, NONE], true, depth);
                    child.prove(2);
                    self.nodes.push(child);
                } else if threes {
                    pos.pass();
                    let threat = !outright_wins(pos).is_empty();
                    pos.pass();
                    if threat {
                        let mut child = self.leaf(pos, [a, NONE], true, depth);
                        if child.pn == 1 {
                            // A threat has several answers, a four one.
                            child.pn = THREAT_PN;
                        }
                        self.nodes.push(child);
                    }
                }
                pos.undo();
                if self.nodes.last().is_some_and(|c| c.pn == 0) && self.nodes.len() > first as usize
                {
                    break;
                }
            }
        }
        let children = self.nodes.len() as u32 - first;
        let n = &mut self.nodes[at as usize];
        n.expanded = true;
        n.first_child = first;
        n.children = children;
        if defender && outright_left {
            // Answers that leave an outright win count in the line's length.
            n.plies = OUTRIGHT_PLIES;
        }
        self.settle(pos, at);
    }

    /// In a tree of threats, a win by fours from the attacker's position
    /// `pos` within `depth`, read with a small budget of its own: its
    /// plies when found.
    fn fours_first(&mut self, pos: &mut Position, depth: u32) -> Option<(Vec<usize>, u32)> {
        let fours = self.fours.as_mut()?;
        let verdict = fours.solve(pos, depth, FOURS_BUDGET, &AtomicBool::new(false));
        self.used += fours.used;
        match verdict {
            Verdict::Proved(line, plies) => Some((line, plies)),
            Verdict::Disproved | Verdict::Open => None,
        }
    }

    /// Recomputes a node's numbers from its children, after a change
    /// below it; a node solved now goes into the table.
    fn update(&mut self, at: u32) {
        let n = &self.nodes[at as usize];
        if !n.expanded || n.pn == 0 || n.dn == 0 {
            // A leaf, or solved for good.
            return;
        }
        let defender = self.nodes[at as usize].defender;
        let (mut pn, mut dn) = if defender { (0u32, INF) } else { (INF, 0u32) };
        let mut plies: Option<u32> = None;
        for c in self.child_ids(at) {
            let child = &self.nodes[c as usize];
            let edge = child.moves.iter().filter(|&&m| m != NONE).count() as u32;
            let total = edge + child.plies;
            if defender {
                pn = (pn + child.pn).min(INF);
                dn = dn.min(child.dn);
                if child.pn == 0 {
                    plies = Some(plies.unwrap_or(0).max(total));
                }
            } else {
                pn = pn.min(child.pn);
                dn = (dn + child.dn).min(INF);
                if child.pn == 0 {
                    plies = Some(plies.map_or(total, |p| p.min(total)));
                }
            }
        }
        let n = &mut self.nodes[at as usize];
        n.pn = pn;
        n.dn = dn;
        if pn == 0 {
            n.plies = n.plies.max(plies.unwrap_or(0));
        }
    }

    /// Recomputes the numbers of the node whose position `pos` is, and
    /// records it in the table when solved.
    fn settle(&mut self, pos: &Position, at: u32) {
        self.update(at);
        let n = &self.nodes[at as usize];
        if n.pn != 0 && n.dn != 0 {
            return;
        }
        let key = self.key(pos, n.defender);
        let entry = self.table.entry(key).or_default();
        if n.pn == 0 {
            if entry.proved.is_none_or(|(d, _)| n.depth < d) {
                entry.proved = Some((n.depth, n.plies));
            }
        } else if n.dn == 0 && entry.disproved.is_none_or(|d| n.depth > d) {
            entry.disproved = Some(n.depth);
        }
    }

    /// The proved line from the root: the attacker's best (shortest) win
    /// at its moves, the defender's longest resistance at its own, as far
    /// as the tree spelled it out, and the five when it is on the board.
    fn line(&self, pos: &mut Position) -> Vec<usize> {
        let mut line = Vec::new();
        let mut played = 0;
        let mut at = 0u32;
        loop {
            if let Some(fours) = self.fours_lines.get(&at) {
                line.extend(fours);
                break;
            }
            let n = &self.nodes[at as usize];
            let total = |c: &u32| {
                let child = &self.nodes[*c as usize];
                child.moves.iter().filter(|&&m| m != NONE).count() as u32 + child.plies
            };
            let proved = self
                .child_ids(at)
                .filter(|&c| self.nodes[c as usize].pn == 0);
            let next = if n.defender {
                proved.max_by_key(total)
            } else {
                proved.min_by_key(total)
            };
            let Some(next) = next else {
                if !n.defender
                    && let Some(&five) = fives(pos, pos.to_move()).first()
                {
                    line.push(five);
                }
                break;
            };
            for &m in self.nodes[next as usize]
                .moves
                .iter()
                .filter(|&&m| m != NONE)
            {
                line.push(m);
                pos.play(m);
                played += 1;
            }
            at = next;
        }
        for _ in 0..played {
            pos.undo();
        }
        line
    }
}

impl Node {
    fn prove(&mut self, plies: u32) {
        self.pn = 0;
        self.dn = INF;
        self.plies = plies;
    }

    fn disprove(&mut self) {
        self.pn = INF;
        self.dn = 0;
    }
}
