//! An independent, brute-force reader of forced wins, written for the tests
//! only. It knows the rules module (what a five is, which points are
//! forbidden to black under renju) and nothing of the engine: no patterns, no
//! threat classes, no move ordering beyond "a move worth trying must have
//! enough of its own stones in a line to make the threat it claims".
//!
//! - [`Reader::vcf`]: the attacker wins by continuous fours — every attacking
//!   move makes five or a four, and the defender's only answer is the block.
//! - [`Reader::vct`]: the attacker wins by threats — fours, or moves after
//!   which it would win by one more move (an open four, a double four). After
//!   a four the defender must block; after any other threat **every** legal
//!   reply of the defender is tried.
//!
//! Depths count the attacker's moves. Under renju black never plays a
//! forbidden point, and a four whose only block is forbidden to black cannot
//! be stopped — unless the reader is told to ignore forbidden blocks
//! ([`Reader::free_blocks`]), which is how a renju trap is told from an
//! ordinary win.

use std::cell::RefCell;
use std::collections::HashMap;

use gomoku::game::board::{Board, Pos, Stone};
use gomoku::game::rules::{Rule, forbidden};
use gomoku::rng::scramble;

/// The two kinds of forced win the reader knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// By continuous fours.
    Vcf,
    /// By threats: fours and threes.
    Vct,
}

/// Reads one rule's forced wins. Its public calls read a board; the moves
/// they try are played on a copy of their own ([`Grid`]).
pub struct Reader {
    rule: Rule,
    /// Let black block on forbidden points (renju traps are the wins that
    /// disappear under this).
    free_blocks: bool,
    /// Let the attacker answer a four with a block that threatens nothing
    /// and win on by the threats it already had (a win by threats in the
    /// wide sense: the search's proofs; the prover's VCT keeps every
    /// attacker move a threat).
    quiet_blocks: bool,
    /// What is known of positions already read: (position, attacker, kind)
    /// to the deepest depth that failed and the shallowest win with its
    /// first move. Brute force without it repeats itself exponentially.
    known: RefCell<HashMap<(u64, u8, Kind), Known>>,
}

#[derive(Clone, Copy, Default)]
struct Known {
    failed_at: Option<u32>,
    won: Option<(u32, usize)>,
}

/// Walls around the board in the padded grid: enough for a window of five.
const PAD: usize = 5;
const EMPTY: u8 = 0;
const WALL: u8 = 3;

/// The board as a padded array (so that no step needs a bounds check) kept
/// in step with a `Board` (which the rules module's forbidden check reads).
struct Grid {
    board: Board,
    /// A Zobrist-style hash of the stones.
    hash: u64,
    cells: Vec<u8>,
    stride: isize,
    /// The indices of the board's own points, row by row.
    inner: Vec<usize>,
}

/// The hash key of colour `c` on cell `i`.
fn key(i: usize, c: u8) -> u64 {
    scramble(i as u64 * 4 + u64::from(c))
}

/// Whether the rule lets `stone` play the empty point `p` (under renju
/// black may not play a forbidden point).
fn allowed(rule: Rule, board: &Board, p: Pos, stone: Stone) -> bool {
    rule != Rule::Renju || stone == Stone::White || forbidden(board, p).is_none()
}

/// What a move left, the attacker's stone on the board and the defender to
/// move.
enum After {
    /// The defender can make five.
    Lost,
    /// The attacker has two fives on offer, or one the defender may not
    /// block.
    Won,
    /// A four: the defender must block on this point.
    Forced(usize),
    /// No four.
    Quiet,
}

fn code(stone: Stone) -> u8 {
    match stone {
        Stone::Black => 1,
        Stone::White => 2,
    }
}

impl Grid {
    fn new(board: &Board) -> Grid {
        let n = board.size();
        let stride = n + 2 * PAD;
        let mut cells = vec![WALL; stride * stride];
        let mut inner = Vec::with_capacity(n * n);
        let mut hash = 0;
        for y in 0..n {
            for x in 0..n {
                let i = (y + PAD) * stride + x + PAD;
                inner.push(i);
                cells[i] = board.get(Pos::new(x as u8, y as u8)).map_or(EMPTY, code);
                if cells[i] != EMPTY {
                    hash ^= key(i, cells[i]);
                }
            }
        }
        Grid {
            board: board.clone(),
            hash,
            cells,
            stride: stride as isize,
            inner,
        }
    }

    fn dirs(&self) -> [isize; 4] {
        [1, self.stride, self.stride + 1, self.stride - 1]
    }

    fn pos(&self, i: usize) -> Pos {
        let s = self.stride as usize;
        Pos::new((i % s - PAD) as u8, (i / s - PAD) as u8)
    }

    fn index(&self, p: Pos) -> usize {
        (usize::from(p.y) + PAD) * self.stride as usize + usize::from(p.x) + PAD
    }

    fn at(&self, i: usize, offset: isize) -> u8 {
        self.cells[i.wrapping_add_signed(offset)]
    }

    fn empty(&self, i: usize) -> bool {
        self.cells[i] == EMPTY
    }

    fn set(&mut self, i: usize, stone: Stone) {
        self.cells[i] = code(stone);
        self.hash ^= key(i, code(stone));
        let p = self.pos(i);
        self.board
            .set(p, stone)
            .expect("the reader plays on empty points");
    }

    fn clear(&mut self, i: usize) {
        self.hash ^= key(i, self.cells[i]);
        self.cells[i] = EMPTY;
        let p = self.pos(i);
        self.board.clear(p);
    }

    /// The stones of `stone` in a row through the empty point `i` along
    /// `d`, `i` counted as one of them.
    fn run(&self, i: usize, d: isize, c: u8) -> usize {
        let mut len = 1;
        for sign in [1, -1] {
            let mut k = 1;
            while self.at(i, sign * k * d) == c {
                len += 1;
                k += 1;
            }
        }
        len
    }

    /// The most stones of colour `c` in a window of five along one line
    /// through the empty point `i` that holds no other stone and no wall: a
    /// move there can make a four only if this is at least 3, a three only
    /// if it is at least 2.
    fn best_window(&self, i: usize, c: u8) -> usize {
        let mut best = 0;
        for d in self.dirs() {
            let line: [u8; 9] = std::array::from_fn(|k| self.at(i, (k as isize - 4) * d));
            for window in line.windows(5) {
                let mut own = 0;
                let mut open = true;
                for &cell in window {
                    if cell == c {
                        own += 1;
                    } else if cell != EMPTY {
                        open = false;
                    }
                }
                if open {
                    best = best.max(own);
                }
            }
        }
        best
    }
}

impl Reader {
    pub fn new(rule: Rule) -> Reader {
        Reader {
            rule,
            free_blocks: false,
            quiet_blocks: false,
            known: RefCell::default(),
        }
    }

    /// A reader that lets black block on forbidden points.
    pub fn lenient(rule: Rule) -> Reader {
        Reader {
            free_blocks: true,
            ..Reader::new(rule)
        }
    }

    /// A reader whose attacker may answer a four with a block that
    /// threatens nothing (see [`Reader::quiet_blocks`]).
    pub fn through_blocks(rule: Rule) -> Reader {
        Reader {
            quiet_blocks: true,
            ..Reader::new(rule)
        }
    }

    /// What is known of the grid's position for `attacker` at `depth`:
    /// `Some(result)` when the answer is already read.
    fn recall(&self, g: &Grid, attacker: Stone, kind: Kind, depth: u32) -> Option<Option<usize>> {
        let known = *self.known.borrow().get(&(g.hash, code(attacker), kind))?;
        match (known.won, known.failed_at) {
            (Some((d, m)), _) if d <= depth => Some(Some(m)),
            (_, Some(d)) if d >= depth => Some(None),
            _ => None,
        }
    }

    fn remember(
        &self,
        g: &Grid,
        attacker: Stone,
        kind: Kind,
        depth: u32,
        result: Option<usize>,
    ) -> Option<usize> {
        let mut known = self.known.borrow_mut();
        let entry = known.entry((g.hash, code(attacker), kind)).or_default();
        match result {
            Some(m) if entry.won.is_none_or(|(d, _)| depth < d) => entry.won = Some((depth, m)),
            None if entry.failed_at.is_none_or(|d| depth > d) => entry.failed_at = Some(depth),
            _ => {}
        }
        result
    }

    /// Whether `stone` may play the empty point `p`.
    pub fn legal(&self, board: &Board, p: Pos, stone: Stone) -> bool {
        board.is_empty_at(p) && allowed(self.rule, board, p, stone)
    }

    /// The first move of a win of `kind` for `attacker` (to move) within
    /// `depth` of its moves, if there is one.
    pub fn win(&self, board: &Board, attacker: Stone, kind: Kind, depth: u32) -> Option<Pos> {
        let mut g = Grid::new(board);
        self.read(&mut g, attacker, kind, depth).map(|i| g.pos(i))
    }

    /// The empty points where `stone` would make five (under renju black's
    /// overline does not; a five is never forbidden).
    pub fn five_points(&self, board: &Board, stone: Stone) -> Vec<Pos> {
        let g = Grid::new(board);
        self.fives(&g, stone)
            .into_iter()
            .map(|i| g.pos(i))
            .collect()
    }

    /// The first move of a win by continuous fours for `attacker` (to move)
    /// within `depth` of its moves, if there is one.
    pub fn vcf(&self, board: &Board, attacker: Stone, depth: u32) -> Option<Pos> {
        self.win(board, attacker, Kind::Vcf, depth)
    }

    /// The first move of a win by threats (fours and threes) for `attacker`
    /// (to move) within `depth` of its moves, if there is one.
    pub fn vct(&self, board: &Board, attacker: Stone, depth: u32) -> Option<Pos> {
        self.win(board, attacker, Kind::Vct, depth)
    }

    /// Whether `attacker` (to move) playing `p` makes five, or a four that
    /// wins by continued fours within `depth` moves (this one included).
    pub fn wins_by_fours_after(&self, board: &Board, attacker: Stone, p: Pos, depth: u32) -> bool {
        let mut g = Grid::new(board);
        let i = g.index(p);
        self.g_legal(&g, i, attacker)
            && (self.g_makes_five(&g, i, attacker)
                || (depth > 0 && self.after_four(&mut g, attacker, i, depth)))
    }

    /// Whether `attacker` playing `p` wins by threats within `depth` moves
    /// (this one included): the defender, to move after it, has no reply
    /// that escapes.
    pub fn wins_after(&self, board: &Board, attacker: Stone, p: Pos, depth: u32) -> bool {
        let mut g = Grid::new(board);
        let i = g.index(p);
        self.g_wins_after(&mut g, attacker, i, depth)
    }

    fn g_legal(&self, g: &Grid, i: usize, stone: Stone) -> bool {
        g.empty(i) && allowed(self.rule, &g.board, g.pos(i), stone)
    }

    /// What the attacker's last move left (see [`After`]).
    fn after(&self, g: &Grid, attacker: Stone) -> After {
        let defender = attacker.opponent();
        if !self.fives(g, defender).is_empty() {
            return After::Lost;
        }
        match self.fives(g, attacker).as_slice() {
            [] => After::Quiet,
            [block] if self.can_block(g, *block, defender) => After::Forced(*block),
            _ => After::Won,
        }
    }

    /// Plays the defender's forced `block`, asks `next` (the attacker to
    /// move), and takes the block back.
    fn after_block(
        &self,
        g: &mut Grid,
        attacker: Stone,
        block: usize,
        next: impl FnOnce(&Reader, &mut Grid) -> bool,
    ) -> bool {
        g.set(block, attacker.opponent());
        let won = next(self, g);
        g.clear(block);
        won
    }

    /// Whether `stone` may block on `i` (forbidden points count as legal
    /// under [`Reader::free_blocks`]).
    fn can_block(&self, g: &Grid, i: usize, stone: Stone) -> bool {
        g.empty(i) && (self.free_blocks || self.g_legal(g, i, stone))
    }

    fn g_makes_five(&self, g: &Grid, i: usize, stone: Stone) -> bool {
        let c = code(stone);
        g.dirs()
            .into_iter()
            .any(|d| self.rule.is_five(stone, g.run(i, d, c)))
    }

    /// The empty points where `stone` would make five. Such a point always
    /// touches one of the stone's own along the line of the five.
    fn fives(&self, g: &Grid, stone: Stone) -> Vec<usize> {
        let c = code(stone);
        let dirs = g.dirs();
        g.inner
            .iter()
            .copied()
            .filter(|&i| g.empty(i))
            .filter(|&i| dirs.iter().any(|&d| g.at(i, d) == c || g.at(i, -d) == c))
            .filter(|&i| self.g_makes_five(g, i, stone))
            .collect()
    }

    /// The empty points where a move by `stone` could make a threat of the
    /// given strength (3 stones for a four, 2 for a three), legal for it.
    fn candidates(&self, g: &Grid, stone: Stone, need: usize) -> Vec<usize> {
        let c = code(stone);
        g.inner
            .iter()
            .copied()
            .filter(|&i| g.empty(i) && g.best_window(i, c) >= need)
            .filter(|&i| self.g_legal(g, i, stone))
            .collect()
    }

    /// The first move of a win of `kind` within `depth`, read once per
    /// position (see [`Reader::known`]).
    fn read(&self, g: &mut Grid, attacker: Stone, kind: Kind, depth: u32) -> Option<usize> {
        if let Some(known) = self.recall(g, attacker, kind, depth) {
            return known;
        }
        let result = match kind {
            Kind::Vcf => self.read_vcf(g, attacker, depth),
            Kind::Vct => self.read_vct(g, attacker, depth),
        };
        self.remember(g, attacker, kind, depth, result)
    }

    fn read_vcf(&self, g: &mut Grid, attacker: Stone, depth: u32) -> Option<usize> {
        if let Some(&five) = self.fives(g, attacker).first() {
            return Some(five);
        }
        if depth == 0 {
            return None;
        }
        self.first_win(g, attacker, 3, |r, g, i| {
            r.after_four(g, attacker, i, depth)
        })
    }

    /// The first of the attacker's candidates (with `need` stones in a
    /// window, see [`Grid::best_window`]) for which `wins` holds; when the
    /// defender has a four, only its block is a candidate (under
    /// [`Reader::quiet_blocks`] whatever it makes: a block that threatens
    /// nothing can still win, by the threats the attacker already had).
    fn first_win(
        &self,
        g: &mut Grid,
        attacker: Stone,
        need: usize,
        wins: impl Fn(&Reader, &mut Grid, usize) -> bool,
    ) -> Option<usize> {
        match self.fives(g, attacker.opponent()).as_slice() {
            [] => self
                .candidates(g, attacker, need)
                .into_iter()
                .find(|&i| wins(self, g, i)),
            &[block] if self.quiet_blocks => {
                Some(block).filter(|&i| self.g_legal(g, i, attacker) && wins(self, g, i))
            }
            &[block] => self
                .candidates(g, attacker, need)
                .into_iter()
                .filter(|&i| i == block)
                .find(|&i| wins(self, g, i)),
            _ => None,
        }
    }

    /// Whether `attacker` playing `i` is a four that wins by continued fours
    /// within `depth` moves (this one included).
    fn after_four(&self, g: &mut Grid, attacker: Stone, i: usize, depth: u32) -> bool {
        g.set(i, attacker);
        let wins = match self.after(g, attacker) {
            After::Won => true,
            After::Forced(block) => self.after_block(g, attacker, block, |r, g| {
                r.read(g, attacker, Kind::Vcf, depth - 1).is_some()
            }),
            After::Lost | After::Quiet => false,
        };
        g.clear(i);
        wins
    }

    fn read_vct(&self, g: &mut Grid, attacker: Stone, depth: u32) -> Option<usize> {
        if let Some(win) = self.read(g, attacker, Kind::Vcf, depth) {
            return Some(win);
        }
        if depth < 2 {
            // A three needs a move after it to win, and then one more.
            return None;
        }
        self.first_win(g, attacker, 2, |r, g, i| {
            r.g_wins_after(g, attacker, i, depth)
        })
    }

    fn g_wins_after(&self, g: &mut Grid, attacker: Stone, i: usize, depth: u32) -> bool {
        if depth == 0 || !self.g_legal(g, i, attacker) {
            return false;
        }
        if self.g_makes_five(g, i, attacker) {
            return true;
        }
        g.set(i, attacker);
        let wins = match self.after(g, attacker) {
            After::Won => true,
            After::Lost => false,
            After::Forced(block) => self.after_block(g, attacker, block, |r, g| {
                r.read(g, attacker, Kind::Vct, depth - 1).is_some()
            }),
            // Not a four: a threat only if the attacker, moving again, would
            // win with one more move.
            After::Quiet if depth >= 2 => {
                let winning: Vec<usize> = self
                    .candidates(g, attacker, 3)
                    .into_iter()
                    .filter(|&q| self.quick_win(g, attacker, q))
                    .collect();
                !winning.is_empty() && self.every_reply_loses(g, attacker, &winning, depth - 1)
            }
            After::Quiet => false,
        };
        g.clear(i);
        wins
    }

    /// Whether every legal reply of the defender (to move) still loses to a
    /// win by threats within `depth` attacker moves. `winning` are the
    /// attacker's moves that win at once before the reply: a reply that
    /// leaves one of them winning is refuted without a search.
    fn every_reply_loses(
        &self,
        g: &mut Grid,
        attacker: Stone,
        winning: &[usize],
        depth: u32,
    ) -> bool {
        let defender = attacker.opponent();
        let replies: Vec<usize> = g
            .inner
            .iter()
            .copied()
            .filter(|&d| self.can_block(g, d, defender))
            .collect();
        for d in replies {
            g.set(d, defender);
            let still = winning
                .iter()
                .any(|&w| w != d && self.quick_win(g, attacker, w))
                || self.read(g, attacker, Kind::Vct, depth).is_some();
            g.clear(d);
            if !still {
                return false;
            }
        }
        true
    }

    /// Whether `attacker` (to move) playing `i` makes five or a double
    /// threat of five that the defender, with no five of its own, cannot
    /// meet.
    fn quick_win(&self, g: &mut Grid, attacker: Stone, i: usize) -> bool {
        if !self.g_legal(g, i, attacker) {
            return false;
        }
        if self.g_makes_five(g, i, attacker) {
            return true;
        }
        g.set(i, attacker);
        let won = matches!(self.after(g, attacker), After::Won);
        g.clear(i);
        won
    }
}

#[cfg(test)]
mod tests {
    use gomoku::game::notation::{parse_board, parse_point};

    use super::*;

    fn board(text: &str) -> Board {
        parse_board(text).unwrap_or_else(|e| panic!("{e}"))
    }

    fn at(name: &str, board: &Board) -> Pos {
        parse_point(name, board.size()).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn reads_the_three_fours_of_the_vcf_puzzle_and_no_fewer() {
        let b = board(include_str!("../../fixtures/vcf_puzzle.txt"));
        let reader = Reader::new(Rule::Freestyle);
        assert_eq!(reader.vcf(&b, Stone::Black, 2), None);
        assert_eq!(reader.vcf(&b, Stone::Black, 3), Some(at("d9", &b)));
        // White, were it to move, has nothing.
        assert_eq!(reader.vct(&b, Stone::White, 3), None);
    }

    #[test]
    fn a_four_whose_only_block_is_forbidden_wins_only_under_renju() {
        let b = board(include_str!("../../fixtures/renju_white_trap.txt"));
        let f8 = at("f8", &b);
        assert_eq!(Reader::new(Rule::Renju).vcf(&b, Stone::White, 1), Some(f8));
        assert_eq!(Reader::lenient(Rule::Renju).vcf(&b, Stone::White, 3), None);
        assert_eq!(Reader::new(Rule::Freestyle).vcf(&b, Stone::White, 3), None);
    }

    #[test]
    fn a_quiet_block_wins_on_by_the_threats_already_made_only_through_blocks() {
        use gomoku::game::notation::parse_moves;
        // Renju, white to move: i7 makes two open threes (row 7 and the i
        // file); black's g3 is a four whose block, g2, threatens nothing,
        // and black is to move again against both threes.
        let mut b = Board::new(15).expect("size");
        let moves = "h8h7h9g7g5i9f10h11e3h4g1i8d4f13e9c5h1d3g4";
        for p in parse_moves(moves, 15).expect("moves") {
            let stone = b.to_move();
            b.set(p, stone).expect("empty");
        }
        assert_eq!(b.to_move(), Stone::White);
        let i7 = at("i7", &b);
        assert!(Reader::through_blocks(Rule::Renju).wins_after(&b, Stone::White, i7, 4));
        // The VCT of the prover's kind wants every attacker move a threat.
        assert!(!Reader::new(Rule::Renju).wins_after(&b, Stone::White, i7, 4));
    }

    #[test]
    fn a_double_three_is_a_win_by_threes_but_not_by_fours() {
        // Black to move: g8 makes open threes on row 8 and on the g file.
        let text = "
            o . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . . . . . o . .
            . . . . x x . . . . . . .
            . . . . . . . . . . . . .
            . . . . . . x . . . . . .
            . . . . . . x . . . . o .
            . . . . . . . . . . . . .
            . . . . . . . . . . . o .
            . . . . . . . . . . . . .
            . . . . . . . . . . . . .
        ";
        let mut b = board(text);
        assert_eq!(b.to_move(), Stone::Black);
        let reader = Reader::new(Rule::Freestyle);
        assert_eq!(reader.vcf(&b, Stone::Black, 6), None);
        let g8 = at("g8", &b);
        assert!(reader.wins_after(&b, Stone::Black, g8, 2));
        assert!(reader.vct(&b, Stone::Black, 2).is_some());
        // Under renju the double three is forbidden, and black has no
        // other win that short.
        assert!(!Reader::new(Rule::Renju).wins_after(&b, Stone::Black, g8, 2));
        // A white stone on the row's far side leaves one three: no win.
        b.set(at("h8", &b), Stone::White).expect("empty");
        b.set(at("a1", &b), Stone::Black).expect("empty");
        assert!(!reader.wins_after(&b, Stone::Black, g8, 3));
    }
}
