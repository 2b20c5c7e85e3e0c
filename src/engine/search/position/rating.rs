//! How a point is rated: each line shape's worth and weight, the
//! evaluation's fitted terms, and the tables that turn a point's four
//! shapes (and its window codes) into its threat, worth, score, class and
//! nearness with one lookup each.

use std::sync::OnceLock;

use crate::game::shapes::Threat;
use crate::game::shapes::line::{Cell, Shape, WINDOWS, table};

use crate::engine::search::learned::class;

/// The worth of one line shape on an empty point.
pub(super) fn shape_value(shape: Shape) -> i32 {
    match shape {
        Shape::None => 0,
        Shape::Two => 8,
        Shape::OpenTwo => 40,
        Shape::Three => 90,
        Shape::OpenThree => 900,
        Shape::Four => 1_000,
        Shape::OpenFour => 20_000,
        Shape::Five => 200_000,
    }
}

/// The terms of the evaluation, counted on every empty point for one
/// colour: its line shapes (the first seven: a two … a five), the
/// combinations that win by themselves (an open four or two fours, a
/// four-three, a double three) and how near its stones are.
pub const FEATURES: usize = 11;

/// The names of the [`FEATURES`], for the tuner's report.
pub const FEATURE_NAMES: [&str; FEATURES] = [
    Shape::Two.name(),
    Shape::OpenTwo.name(),
    Shape::Three.name(),
    Shape::OpenThree.name(),
    Shape::Four.name(),
    Shape::OpenFour.name(),
    Shape::Five.name(),
    "open four / two fours",
    "four-three",
    "double three",
    "nearness",
];

/// What each term is worth, fitted by the tuner (`src/bin/tuner`) to the
/// results of `master`'s self-play, the open three's weight kept as the
/// unit. A five or open-four point of the side to move is a win the search
/// sees for itself, and one of the opponent's is answered by the search's
/// forced replies, so they weigh only a little more than the threes that
/// make them: the totals measure the quiet strength of a position.
///
/// Fit 1 (300 games at 3000 nodes a move, 8863 positions; test loss 0.333
/// → 0.147, the side to move's share 3 → 6/5): `master` with it against
/// the same search with the hand-set weights before (25, 100, 110, 350,
/// 375, 1200, 2500, 1000, 1000, 600, 1; share 3): 65 % (+23 =6 −11,
/// +108 ± 95 Elo) over 40 games at 300 ms on 13×13. The five is never
/// fitted (no quiet position has one).
pub const WEIGHTS: [i32; FEATURES] = [62, 52, 127, 350, 844, 1_000, 2_500, 756, 2_143, 333, 0];

/// The weight of one line shape as the evaluation counts it.
pub(super) fn shape_score(shape: Shape) -> i32 {
    match shape {
        Shape::None => 0,
        other => WEIGHTS[other as usize - 1],
    }
}

/// How many kinds of [`Threat`] there are.
pub(super) const THREATS: usize = Threat::Five as usize + 1;

/// The combined threat, worth (for ordering moves) and evaluation score of
/// four line shapes.
pub(super) fn rate(shapes: [Shape; 4]) -> (Threat, i32, i32) {
    let mut value: i32 = shapes.iter().map(|&s| shape_value(s)).sum();
    let mut score: i32 = shapes.iter().map(|&s| shape_score(s)).sum();
    let threat = Threat::of(shapes);
    let (extra_value, extra_score) = match threat {
        Threat::OpenFour => (20_000, WEIGHTS[7]),
        Threat::FourThree => (12_000, WEIGHTS[8]),
        Threat::DoubleThree => (5_000, WEIGHTS[9]),
        Threat::Five | Threat::Four | Threat::OpenThree | Threat::Quiet => (0, 0),
    };
    value += extra_value;
    score += extra_score;
    (threat, value, score)
}

/// A point's rating as [`rate`] gives it (its score, at most four shapes'
/// weights and a combination's, kept in 16 bits: the table then fits the
/// processor's nearest cache better), with its learned [`class`].
pub(super) type Rating = (Threat, i32, i16, u8);

/// [`rate`] and [`class`] of every combination of four shapes, indexed by
/// [`shapes_index`]: rating a point is then one lookup.
pub(super) fn rate_table() -> &'static [Rating] {
    static RATES: OnceLock<Vec<Rating>> = OnceLock::new();
    RATES.get_or_init(|| {
        (0..SHAPE_KINDS.pow(4))
            .map(|k| {
                let shapes = index_shapes(k);
                let (threat, value, score) = rate(shapes);
                let score = i16::try_from(score).expect("a point's score fits 16 bits");
                (threat, value, score, class(shapes) as u8)
            })
            .collect()
    })
}

pub(super) const SHAPE_KINDS: usize = Shape::ALL.len();

/// The four shapes of a [`rate_table`] index (the first line the highest
/// digit, as [`shapes_index`] writes it).
fn index_shapes(k: usize) -> [Shape; 4] {
    let shape = |d: u32| Shape::ALL[k / SHAPE_KINDS.pow(d) % SHAPE_KINDS];
    [shape(3), shape(2), shape(1), shape(0)]
}

/// Whether renju forbids black a point with these four shapes, as far as
/// the shapes tell: two fours, or two open threes, and no five. (The
/// rules module's exact check, which the search's moves obey, also reads
/// a three that cannot become an open four as no three, and fours in one
/// line; this is the evaluation's reading.)
pub(super) fn forbidden_by_shapes(shapes: [Shape; 4]) -> bool {
    let count = |s: Shape| shapes.iter().filter(|&&x| x == s).count();
    count(Shape::Five) == 0
        && (count(Shape::Four) + count(Shape::OpenFour) >= 2 || count(Shape::OpenThree) >= 2)
}

/// [`rate_table`] for renju's black as the search judges it: a point
/// black may not play ([`forbidden_by_shapes`]) is worth nothing to black
/// and scores nothing in black's total (its threat stays as the shapes
/// name it, for the readers that check legality themselves).
pub(super) fn renju_black_table() -> &'static [Rating] {
    static RATES: OnceLock<Vec<Rating>> = OnceLock::new();
    RATES.get_or_init(|| {
        rate_table()
            .iter()
            .enumerate()
            .map(|(k, &(threat, value, score, class))| {
                if forbidden_by_shapes(index_shapes(k)) {
                    (threat, 0, 0, class)
                } else {
                    (threat, value, score, class)
                }
            })
            .collect()
    })
}

/// The [`rate_table`] index of four shapes (a position keeps it up to
/// date line by line instead).
#[cfg(test)]
pub(super) fn shapes_index(shapes: [Shape; 4]) -> usize {
    shapes
        .iter()
        .fold(0, |acc, &s| acc * SHAPE_KINDS + s as usize)
}

/// What a window tells of its centre, in one byte: the shape a stone there
/// makes (the low three bits, its place in [`Shape::ALL`]) and its
/// [`potential`] (the rest). A position keeps one per point, colour and
/// line, and compares them whole.
pub(super) type LineRead = u8;

/// The [`LineRead`] of `shape` and `potential`.
pub(super) const fn line_read(shape: Shape, potential: u8) -> LineRead {
    shape as u8 | potential << 3
}

/// The shape of a [`LineRead`].
pub(super) const fn read_shape(read: LineRead) -> Shape {
    Shape::ALL[(read & 7) as usize]
}

/// The potential of a [`LineRead`].
pub(super) const fn read_potential(read: LineRead) -> u8 {
    read >> 3
}

/// The shape table of [`table`]`(exact)` with [`potential_table`] beside
/// it: one lookup reads both.
pub(super) fn line_table(exact: bool) -> &'static [LineRead; WINDOWS] {
    static FREE: OnceLock<Box<[LineRead; WINDOWS]>> = OnceLock::new();
    static EXACT: OnceLock<Box<[LineRead; WINDOWS]>> = OnceLock::new();
    let cell = if exact { &EXACT } else { &FREE };
    cell.get_or_init(|| {
        let (shapes, potentials) = (table(exact), potential_table());
        let mut lines = Box::new([0; WINDOWS]);
        for (k, slot) in lines.iter_mut().enumerate() {
            *slot = line_read(shapes[k], potentials[k]);
            debug_assert_eq!(
                read_potential(*slot),
                potentials[k],
                "potentials fit 5 bits"
            );
        }
        lines
    })
}

/// [`potential`] of every window, indexed by [`window_index`].
pub(super) fn potential_table() -> &'static [u8; WINDOWS] {
    static POTENTIAL: OnceLock<Box<[u8; WINDOWS]>> = OnceLock::new();
    POTENTIAL.get_or_init(|| {
        let mut table = Box::new([0; WINDOWS]);
        for (index, slot) in table.iter_mut().enumerate() {
            let mut window = [Cell::Empty; 8];
            let mut rest = index;
            for cell in window.iter_mut().rev() {
                *cell = match rest % 3 {
                    0 => Cell::Empty,
                    1 => Cell::Own,
                    _ => Cell::Blocked,
                };
                rest /= 3;
            }
            *slot = potential(&window);
        }
        table
    })
}

/// Own stones near the centre of a window (closer ones count more), or 0
/// when blocked stones leave no room for five through the centre.
pub(super) fn potential(window: &[Cell; 8]) -> u8 {
    let mut open = 1;
    let mut score = 0;
    // Outward from the centre: left is window[3], [2], …; right is [4], [5], ….
    for side in [[3usize, 2, 1, 0], [4, 5, 6, 7]] {
        for (dist, &k) in side.iter().enumerate() {
            match window[k] {
                Cell::Blocked => break,
                Cell::Own => score += 4 - dist as u8,
                Cell::Empty => {}
            }
            open += 1;
        }
    }
    if open >= 5 { score } else { 0 }
}
