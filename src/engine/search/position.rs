//! A search position: the board with every empty point's line [`Shape`]s
//! for both colours kept up to date as stones are placed and removed, a
//! Zobrist hash, and the evaluation built on them.
//!
//! Placing a stone only changes the shapes of points within four steps
//! along its four lines, so an update recomputes those 32 points and
//! adjusts running totals (evaluation is then O(1)); taking it back puts
//! the points and totals back as they were saved.
//!
//! One concept in one file (the shapes, the hash and the totals must change
//! together on every place and undo). Beside it: how a point is rated from
//! its shapes and codes, and the tables for it (`rating.rs`); the sums over
//! the points (`totals.rs`); the totals a move would leave, the move not
//! played (`peek.rs`); the candidate points' bit set (`candidates.rs`); the
//! tuner's fresh counts of the evaluation's terms (`terms.rs`); the
//! position set up from a game, its codes read from the board
//! (`setup.rs`).

use std::sync::OnceLock;

use crate::rng::SplitMix64;

use crate::game::board::{Board, Direction, MAX_SIZE, Pos, Stone};
use crate::game::rules::{Rule, forbidden};
use crate::game::shapes::line::{Shape, WINDOWS};

mod candidates;
mod peek;
mod rating;
mod setup;
mod terms;
mod totals;

pub use candidates::OpenPoints;
pub use rating::{FEATURE_NAMES, FEATURES, WEIGHTS};
use rating::{
    LineRead, Rating, SHAPE_KINDS, line_table, rate_table, read_potential, read_shape,
    renju_black_table,
};
#[cfg(test)]
use rating::{potential_table, shapes_index};
pub use totals::Totals;

/// Colour index: 0 black, 1 white.
pub type Colour = usize;

/// A win, in evaluation units (scores beyond `WIN - 1000` are forced wins).
pub const WIN: i32 = 1_000_000;

/// The four line directions as steps, in [`Direction::ALL`]'s order (the
/// per-direction arrays below are indexed by it).
const DIRS: [(i32, i32); 4] = [
    Direction::ALL[0].delta(),
    Direction::ALL[1].delta(),
    Direction::ALL[2].delta(),
    Direction::ALL[3].delta(),
];

fn stone_colour(stone: Stone) -> Colour {
    match stone {
        Stone::Black => 0,
        Stone::White => 1,
    }
}

pub use crate::game::shapes::Threat;

/// The worth of one digit of a window code for the cell `step` steps from
/// the window's centre (−4…−1, 1…4): the first cell the highest digit, as
/// the shape tables read a window.
const fn digit(step: i32) -> u16 {
    let place = if step < 0 { step + 4 } else { step + 3 };
    3u16.pow(7 - place as u32)
}

/// [`digit`] of every step, indexed by `step + 4` (0 at the centre).
const DIGITS: [u16; 9] = {
    let mut digits = [0; 9];
    let mut step = -4;
    while step <= 4 {
        if step != 0 {
            digits[(step + 4) as usize] = digit(step);
        }
        step += 1;
    }
    digits
};

/// How much one line's shape weighs in a point's [`rate_table`] index
/// ([`shapes_index`] reads the first line as the highest digit).
const LINE_WEIGHT: [u16; 4] = {
    let kinds = SHAPE_KINDS as u16;
    [kinds * kinds * kinds, kinds * kinds, kinds, 1]
};

/// The steps `lo..=hi` (within four of the centre) along `(dx, dy)` from
/// `(x, y)` that stay on a board of `n` lines.
fn steps_on_board(x: i32, y: i32, (dx, dy): (i32, i32), n: i32) -> (i32, i32) {
    let (mut lo, mut hi) = (-4, 4);
    for (at, delta) in [(x, dx), (y, dy)] {
        if delta > 0 {
            lo = lo.max(-at);
            hi = hi.min(n - 1 - at);
        } else if delta < 0 {
            lo = lo.max(at - (n - 1));
            hi = hi.min(at);
        }
    }
    (lo, hi)
}

/// A point's [`rate_table`] index and potential sum for one colour after
/// its read along line `d` changes from `was` to `read`.
#[inline(always)]
fn reread((index, sum): (u16, u16), d: usize, was: LineRead, read: LineRead) -> (u16, u16) {
    let weight = LINE_WEIGHT[d];
    (
        index + read_shape(read) as u16 * weight - read_shape(was) as u16 * weight,
        sum + u16::from(read_potential(read)) - u16::from(read_potential(was)),
    )
}

/// What the position keeps of one point for both colours, together: an
/// update reads and writes one place.
///
/// (Aligned to 16 bytes: 48 of them then copy in three whole moves. At 44,
/// the copies into an undo's save overlapped, and the processor stalled
/// reading one back: a fifth of a move's time.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(align(16))]
struct Point {
    /// Per colour and line: the window code of the eight cells around the
    /// point (empty 0, own 1, blocked or off the board 2, the nearest cell
    /// before the point the lowest digit but three; see [`digit`]), kept
    /// for empty points (an occupied point keeps the codes it had when its
    /// stone was placed, which are right again once the stone is taken). A stone placed or taken changes one digit
    /// of each code that sees it, so the shape tables are read without
    /// looking at the board.
    codes: [[u16; 4]; 2],
    /// Per colour and line, the shape a stone of that colour would make
    /// here and the colour's potential along the line, as one byte
    /// ([`LineRead`]; none and 0 when the point is occupied). The potential
    /// counts the colour's stones near along that line, closer ones more,
    /// where the line still has room for five (0 otherwise): it tells
    /// quiet points apart.
    reads: [[LineRead; 4]; 2],
    /// Per colour, the [`rate_table`] index of the shapes and the sum of
    /// the potentials, kept with them.
    shape_index: [u16; 2],
    potential_sum: [u16; 2],
    /// Evaluation score per colour (0 when occupied).
    score: [i32; 2],
    /// Per colour, the learned class (0 when occupied).
    class: [u8; 2],
}

impl Point {
    /// The shapes a stone of colour `c` would make here, per line.
    fn shapes(&self, c: Colour) -> [Shape; 4] {
        self.reads[c].map(read_shape)
    }

    /// A point before its codes are read.
    const BLANK: Point = Point {
        codes: [[0; 4]; 2],
        reads: [[0; 4]; 2],
        shape_index: [0; 2],
        potential_sum: [0; 2],
        score: [0; 2],
        class: [0; 2],
    };
}

fn zobrist() -> &'static [[u64; 2]] {
    static KEYS: OnceLock<Vec<[u64; 2]>> = OnceLock::new();
    KEYS.get_or_init(|| {
        // A fixed seed: the same keys every run.
        let mut rng = SplitMix64::new(0x9e37_79b9_7f4a_7c15);
        let mut next = || rng.next_u64();
        (0..MAX_SIZE * MAX_SIZE).map(|_| [next(), next()]).collect()
    })
}

/// What one move changed, for its undo to put back: the totals before it
/// and, from `start` on in [`Position::saved`], every point it touched as
/// it was.
#[derive(Clone)]
struct Frame {
    start: usize,
    totals: Totals,
    /// [`Position::open`] before the move (the words the board uses).
    open: [u64; OPEN_WORDS],
}

/// A point as a move found it: its index, its [`Point`] and its rating.
type Saved = (usize, Point, [(Threat, i32); 2]);

/// Words of [`Position::open`] on the largest board.
const OPEN_WORDS: usize = (MAX_SIZE * MAX_SIZE).div_ceil(64);

/// The board as the search sees it.
#[derive(Clone)]
pub struct Position {
    size: usize,
    rule: Rule,
    /// 0 empty, 1 black, 2 white.
    cells: Vec<u8>,
    /// Codes, shapes and score of every point ([`Point`]).
    points: Vec<Point>,
    /// Threat and worth per point per colour (quiet and 0 when occupied),
    /// apart from [`Point`]: a scan reads them alone.
    rating: Vec<[(Threat, i32); 2]>,
    /// The sums over the points (the threat counts are of `rating`).
    totals: Totals,
    hash: u64,
    to_move: Colour,
    history: Vec<usize>,
    /// Per move of `history`, what its undo puts back: putting the
    /// touched points back is quicker than reading them again.
    frames: Vec<Frame>,
    saved: Vec<Saved>,
    /// The occupied points, as bits (64 points a word).
    occupied: Vec<u64>,
    /// The empty points with a stone within two steps, as bits: the
    /// candidates, read without visiting every point. A stone marks its
    /// neighbourhood; its undo puts the words back as they were.
    open: Vec<u64>,
    /// Each index's point (no division to find a row and column).
    coords: Vec<Pos>,
    /// Per colour, each window's shape and potential ([`line_table`]).
    lines: [&'static [LineRead; WINDOWS]; 2],
    /// Per colour, [`rate_table`] kept at hand (or, for renju's black once
    /// [`Position::judge_forbidden_points`] asks, [`renju_black_table`]).
    rates: [&'static [Rating]; 2],
    /// The board again, for the exact renju verdicts of the rules module.
    board: Board,
}

impl Position {
    /// How many points rate exactly `threat` for colour `c`.
    pub(crate) fn threat_count(&self, c: Colour, threat: Threat) -> u32 {
        self.totals.count(c, threat)
    }

    /// The sums over the points ([`Totals`]).
    #[must_use]
    pub fn totals(&self) -> &Totals {
        &self.totals
    }

    /// Whether the side to move may play every empty point (all but
    /// renju's black): then [`Position::is_allowed`] is always true.
    pub(crate) fn allowed_everywhere(&self) -> bool {
        self.allowed_everywhere_for(self.to_move)
    }

    /// Whether colour `c`, to move, may play every empty point.
    pub(crate) fn allowed_everywhere_for(&self, c: Colour) -> bool {
        self.rule != Rule::Renju || c != 0
    }

    /// Whether some point rates `threat` or more for colour `c` (none does
    /// most of the time for a five or a four: then no scan is needed).
    pub(crate) fn any_at_least(&self, c: Colour, threat: Threat) -> bool {
        self.totals.any_at_least(c, threat)
    }

    /// Board lines.
    #[must_use]
    pub fn size(&self) -> usize {
        self.size
    }

    /// The point of an index.
    #[must_use]
    pub fn pos(&self, i: usize) -> Pos {
        self.coords[i]
    }

    /// The index of a point.
    #[must_use]
    pub fn index(&self, pos: Pos) -> usize {
        usize::from(pos.y) * self.size + usize::from(pos.x)
    }

    /// The rule the position is played under.
    #[must_use]
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// The side to move.
    #[must_use]
    pub fn to_move(&self) -> Colour {
        self.to_move
    }

    /// The Zobrist hash (stones and side to move).
    #[must_use]
    pub fn hash(&self) -> u64 {
        self.hash ^ (self.to_move as u64)
    }

    /// The hash [`Position::hash`] gives once the side to move plays the
    /// empty point `i`.
    #[must_use]
    pub fn hash_after(&self, i: usize) -> u64 {
        self.hash ^ zobrist()[i][self.to_move] ^ (1 - self.to_move) as u64
    }

    /// Whether point `i` is empty.
    #[must_use]
    pub fn is_empty(&self, i: usize) -> bool {
        self.cells[i] == 0
    }

    /// Stones on the board.
    #[must_use]
    pub fn stones(&self) -> usize {
        self.board.stone_count()
    }

    /// What colour `c` threatens by playing the empty point `i`.
    #[must_use]
    pub fn threat(&self, i: usize, c: Colour) -> Threat {
        self.rating[i][c].0
    }

    /// The worth of the empty point `i` to colour `c`.
    #[must_use]
    pub fn worth(&self, i: usize, c: Colour) -> i32 {
        self.rating[i][c].1
    }

    /// The shapes colour `c` would make on point `i`, per line.
    #[must_use]
    pub fn shapes(&self, i: usize, c: Colour) -> [Shape; 4] {
        self.points[i].shapes(c)
    }

    /// Whether the side to move may play the empty point `i` (renju
    /// forbids some points to black).
    #[must_use]
    pub fn is_allowed(&self, i: usize) -> bool {
        self.is_allowed_for(self.to_move(), i)
    }

    /// Whether colour `c` may play the empty point `i`, whoever is to move
    /// (the exact check runs only where black's shapes say it could
    /// matter).
    #[must_use]
    pub fn is_allowed_for(&self, c: Colour, i: usize) -> bool {
        if self.allowed_everywhere_for(c) {
            return true;
        }
        let shapes = self.points[i].shapes(0);
        if shapes.contains(&Shape::Five) {
            return true;
        }
        let strong = shapes
            .iter()
            .filter(|s| matches!(s, Shape::OpenThree | Shape::Four | Shape::OpenFour))
            .count();
        let fours_in_line = shapes.contains(&Shape::OpenFour);
        if strong < 2 && !fours_in_line && !self.may_overline(i) {
            return true;
        }
        forbidden(&self.board, self.pos(i)).is_none()
    }

    /// Whether black on `i` could make six or more somewhere.
    fn may_overline(&self, i: usize) -> bool {
        let Pos { x, y } = self.coords[i];
        let (x, y) = (i32::from(x), i32::from(y));
        DIRS.iter().any(|&(dx, dy)| {
            let run = |sign: i32| {
                (1..)
                    .take_while(|k| self.cell_at(x + sign * k * dx, y + sign * k * dy) == Some(1))
                    .count()
            };
            run(1) + run(-1) + 1 >= 6
        })
    }

    fn cell_at(&self, x: i32, y: i32) -> Option<u8> {
        let n = self.size as i32;
        ((0..n).contains(&x) && (0..n).contains(&y)).then(|| self.cells[(y * n + x) as usize])
    }

    /// Recomputes the shapes and rating of point `i` from its codes.
    fn refresh(&mut self, i: usize) {
        self.reshape(i);
        self.rerate(i);
    }

    /// Point `i`'s shapes and potentials from its codes (none when the
    /// point is occupied).
    fn reshape(&mut self, i: usize) {
        let empty = self.cells[i] == 0;
        let pt = &mut self.points[i];
        for c in 0..2 {
            let (mut index, mut near) = (0, 0);
            for (d, &weight) in LINE_WEIGHT.iter().enumerate() {
                let read = if empty {
                    self.lines[c][usize::from(pt.codes[c][d])]
                } else {
                    0
                };
                pt.reads[c][d] = read;
                index += read_shape(read) as u16 * weight;
                near += u16::from(read_potential(read));
            }
            pt.shape_index[c] = index;
            pt.potential_sum[c] = near;
        }
    }

    /// Re-derives point `i`'s rating from its shapes and adjusts the totals.
    fn rerate(&mut self, i: usize) {
        self.rerate_colour(i, 0);
        self.rerate_colour(i, 1);
    }

    /// [`Position::rerate`] for colour `c` alone.
    #[inline(always)]
    fn rerate_colour(&mut self, i: usize, c: Colour) {
        let pt = &self.points[i];
        let (rating, score, class) = if self.cells[i] == 0 {
            self.rate(c, pt.shape_index[c], pt.potential_sum[c])
        } else {
            ((Threat::Quiet, 0), 0, 0)
        };
        let was = (pt.score[c], self.rating[i][c].0, pt.class[c]);
        self.totals.change(c, was, (score, rating.0, class));
        let pt = &mut self.points[i];
        pt.score[c] = score;
        pt.class[c] = class;
        self.rating[i][c] = rating;
    }

    /// An empty point's rating (threat and worth), score and class for
    /// colour `c` from the [`rate_table`] index of its shapes and the sum
    /// of its potentials.
    #[inline(always)]
    fn rate(&self, c: Colour, index: u16, potential_sum: u16) -> ((Threat, i32), i32, u8) {
        let (threat, value, score, class) = self.rates[c][usize::from(index)];
        let near = i32::from(potential_sum);
        (
            (threat, value + near),
            i32::from(score) + near * WEIGHTS[10],
            class,
        )
    }

    /// After a stone of colour `c` is placed on `i`: the point itself, and
    /// along each line the code of every point that sees `i` moves by one
    /// digit; an empty one whose shapes changed is rated again. Each point
    /// is saved first, for the undo.
    fn refresh_around(&mut self, i: usize, c: Colour) {
        self.saved.push((i, self.points[i], self.rating[i]));
        self.refresh(i);
        for (d, (lo, hi, stride)) in self.lines_through(i).into_iter().enumerate() {
            for step in (lo..hi + 1).filter(|&s| s != 0) {
                let p = (i as i32 + step * stride) as usize;
                // `i` is `-step` from `p`: the digit of that place.
                // An occupied point is left as it is: its codes matter
                // again only once its stone is taken back, and that undo
                // puts back the point as it was when the stone was placed
                // (every later stone is gone by then).
                if self.cells[p] != 0 {
                    continue;
                }
                let place = DIGITS[(4 - step) as usize];
                self.saved.push((p, self.points[p], self.rating[p]));
                let pt = &mut self.points[p];
                pt.codes[c][d] += place;
                pt.codes[1 - c][d] += 2 * place;
                // A colour's rating depends on its shapes and potentials
                // alone (and whether the point is empty, which only `i`
                // changes): it is rated again only when they change.
                let mut changed = [false; 2];
                for (k, changed) in changed.iter_mut().enumerate() {
                    let read = self.lines[k][usize::from(pt.codes[k][d])];
                    let was = pt.reads[k][d];
                    if read != was {
                        (pt.shape_index[k], pt.potential_sum[k]) =
                            reread((pt.shape_index[k], pt.potential_sum[k]), d, was, read);
                        pt.reads[k][d] = read;
                        *changed = true;
                    }
                }
                for (k, &changed) in changed.iter().enumerate() {
                    if changed {
                        self.rerate_colour(p, k);
                    }
                }
            }
        }
    }

    /// Per line through point `i`: the steps `lo..=hi` (within four of
    /// it, on the board) of the points that see `i` along it, and the
    /// index stride of one step.
    fn lines_through(&self, i: usize) -> [(i32, i32, i32); 4] {
        let n = self.size as i32;
        let Pos { x, y } = self.coords[i];
        let (x, y) = (i32::from(x), i32::from(y));
        DIRS.map(|delta| {
            let (lo, hi) = steps_on_board(x, y, delta, n);
            (lo, hi, delta.1 * n + delta.0)
        })
    }

    /// Plays the empty point `i` for the side to move.
    pub fn play(&mut self, i: usize) {
        let c = self.to_move;
        self.cells[i] = 1 + c as u8;
        self.hash ^= zobrist()[i][c];
        let stone = if c == 0 { Stone::Black } else { Stone::White };
        let _ = self.board.set(self.pos(i), stone);
        self.history.push(i);
        let mut open = [0; OPEN_WORDS];
        open[..self.open.len()].copy_from_slice(&self.open);
        self.frames.push(Frame {
            start: self.saved.len(),
            totals: self.totals,
            open,
        });
        self.to_move = 1 - c;
        self.occupied[i / 64] |= 1 << (i % 64);
        self.mark_near(i);
        self.refresh_around(i, c);
    }

    /// Hands the move to the other side without a stone (a second call
    /// takes it back): the prover asks what a side could do if it moved.
    pub fn pass(&mut self) {
        self.to_move = 1 - self.to_move;
    }

    /// Takes back the last [`Position::play`].
    pub fn undo(&mut self) {
        let Some(i) = self.history.pop() else { return };
        let c = 1 - self.to_move;
        self.cells[i] = 0;
        self.hash ^= zobrist()[i][c];
        self.board.clear(self.pos(i));
        self.to_move = c;
        self.occupied[i / 64] &= !(1 << (i % 64));
        if let Some(frame) = self.frames.pop() {
            // (Last saved first: were a point saved twice, its first,
            // oldest state is the one left.)
            for (p, point, rating) in self.saved.drain(frame.start..).rev() {
                self.points[p] = point;
                self.rating[p] = rating;
            }
            self.totals = frame.totals;
            let words = self.open.len();
            self.open.copy_from_slice(&frame.open[..words]);
        }
    }

    /// The static evaluation for the side to move, its own totals weighing
    /// `num / den` of the opponent's (`to_move_weight`): how much acting
    /// first is worth.
    #[must_use]
    pub fn evaluate(&self, weight: (i64, i64)) -> i32 {
        self.totals.evaluate(self.to_move, weight)
    }

    /// The learned evaluation for the side to move: its points' worth to a
    /// side to move less the opponent's points' worth to a side waiting
    /// (`learned.rs`).
    #[must_use]
    pub fn evaluate_learned(&self) -> i32 {
        self.totals.evaluate_learned(self.to_move)
    }

    /// Empty points where colour `c` makes at least `threat`.
    #[must_use]
    pub fn points_with(&self, c: Colour, threat: Threat) -> Vec<usize> {
        if !self.any_at_least(c, threat) {
            return Vec::new();
        }
        // Fours and threes are always made within two steps of the stones
        // they use, so only points near a stone can qualify.
        let mut out = Vec::new();
        self.candidates_into(&mut out);
        out.retain(|&i| self.rating[i][c].0 >= threat);
        out
    }
}

#[cfg(test)]
mod tests;
