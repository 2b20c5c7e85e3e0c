//! Line shapes: what one more stone on a point makes along one line.
//!
//! A point's neighbourhood along a direction is the four points on each
//! side. Each is empty, ours, or blocked (the opponent's stone or the edge),
//! so the eight of them are one of 3⁸ = 6561 windows. A table, built once
//! by brute force from the definitions (a five, a four with one five-making
//! point, an open four with two, an open three that one more stone turns
//! into an open four, …), maps every window to its [`Shape`].
//!
//! The window sees four points each way: an overline that needs a fifth
//! point beyond it is not seen here (the rules module, which the levels use
//! for legality, is exact).

use std::sync::OnceLock;

/// What a stone on a point makes along one line, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Shape {
    /// Nothing worth naming.
    None,
    /// Two that one more stone makes a (closed) three.
    Two,
    /// Two that one more stone makes an open three.
    OpenTwo,
    /// A three that one more stone makes a (closed) four.
    Three,
    /// A three that one more stone makes an open four.
    OpenThree,
    /// A four: one point left to make five.
    Four,
    /// An open four (or two fours in one line): two points to make five.
    OpenFour,
    /// Five in a row (exactly five where the rule says so).
    Five,
}

impl Shape {
    /// Every shape, weakest first (the order of the discriminants).
    pub const ALL: [Shape; 8] = [
        Shape::None,
        Shape::Two,
        Shape::OpenTwo,
        Shape::Three,
        Shape::OpenThree,
        Shape::Four,
        Shape::OpenFour,
        Shape::Five,
    ];

    /// The shape's English name for the tools' reports (the tuner's), not
    /// for players (their words are the i18n room's); `-` for none.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Shape::None => "-",
            Shape::Two => "two",
            Shape::OpenTwo => "open two",
            Shape::Three => "three",
            Shape::OpenThree => "open three",
            Shape::Four => "four",
            Shape::OpenFour => "open four",
            Shape::Five => "five",
        }
    }
}

/// One point of a window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// No stone.
    Empty,
    /// Our stone.
    Own,
    /// The opponent's stone, or off the board.
    Blocked,
}

/// The number of windows: three states for each of eight points.
pub const WINDOWS: usize = 6561;

/// The table index of a window: `cells` are the points at −4..−1 and
/// +1..+4 along the line.
#[must_use]
pub fn window_index(cells: [Cell; 8]) -> usize {
    cells.iter().fold(0, |acc, c| {
        acc * 3
            + match c {
                Cell::Empty => 0,
                Cell::Own => 1,
                Cell::Blocked => 2,
            }
    })
}

/// The shape table for a rule: `exact` when only exactly five wins.
#[must_use]
pub fn table(exact: bool) -> &'static [Shape; WINDOWS] {
    static FREE: OnceLock<Box<[Shape; WINDOWS]>> = OnceLock::new();
    static EXACT: OnceLock<Box<[Shape; WINDOWS]>> = OnceLock::new();
    let cell = if exact { &EXACT } else { &FREE };
    cell.get_or_init(|| build(exact))
}

fn build(exact: bool) -> Box<[Shape; WINDOWS]> {
    let mut table = Box::new([Shape::None; WINDOWS]);
    for (index, slot) in table.iter_mut().enumerate() {
        let mut line = [Cell::Empty; 9];
        let mut rest = index;
        for i in (0..9).rev().filter(|&i| i != 4) {
            line[i] = match rest % 3 {
                0 => Cell::Empty,
                1 => Cell::Own,
                _ => Cell::Blocked,
            };
            rest /= 3;
        }
        line[4] = Cell::Own;
        *slot = classify(&mut line, exact);
    }
    table
}

/// The run of own stones through `at` in a 9-point line.
fn run_through(line: &[Cell; 9], at: usize) -> (usize, usize) {
    let mut lo = at;
    while lo > 0 && line[lo - 1] == Cell::Own {
        lo -= 1;
    }
    let mut hi = at;
    while hi < 8 && line[hi + 1] == Cell::Own {
        hi += 1;
    }
    (lo, hi)
}

fn is_five(line: &[Cell; 9], at: usize, exact: bool) -> bool {
    let (lo, hi) = run_through(line, at);
    let len = hi - lo + 1;
    if exact { len == 5 } else { len >= 5 }
}

/// Empty points where one more stone makes five through the centre.
fn five_points(line: &mut [Cell; 9], exact: bool) -> Vec<usize> {
    let mut points = Vec::new();
    for q in 0..9 {
        if line[q] != Cell::Empty {
            continue;
        }
        line[q] = Cell::Own;
        let (lo, hi) = run_through(line, 4);
        if (lo..=hi).contains(&q) && is_five(line, 4, exact) {
            points.push(q);
        }
        line[q] = Cell::Empty;
    }
    points
}

/// The shape of the centre stone (already `Own`) in `line`.
fn classify(line: &mut [Cell; 9], exact: bool) -> Shape {
    if is_five(line, 4, exact) {
        return Shape::Five;
    }
    match five_points(line, exact).len() {
        0 => {}
        1 => return Shape::Four,
        _ => return Shape::OpenFour,
    }
    // A three: one more stone makes a four; open when it can make an open
    // four. A two: one more stone makes a three.
    let mut best = Shape::None;
    for q in 0..9 {
        if line[q] != Cell::Empty {
            continue;
        }
        line[q] = Cell::Own;
        let next = match five_points(line, exact).len() {
            0 => None,
            1 => Some(Shape::Four),
            _ => Some(Shape::OpenFour),
        };
        let shape = match next {
            Some(Shape::OpenFour) => Shape::OpenThree,
            Some(_) => Shape::Three,
            None => {
                // Twos: does this stone make a three of the centre?
                match classify_three_only(line, exact) {
                    Some(Shape::OpenThree) => Shape::OpenTwo,
                    Some(_) => Shape::Two,
                    None => Shape::None,
                }
            }
        };
        line[q] = Cell::Empty;
        best = best.max(shape);
        if best == Shape::OpenThree {
            break;
        }
    }
    best
}

/// `Some(OpenThree)` or `Some(Three)` when the centre already makes a three.
fn classify_three_only(line: &mut [Cell; 9], exact: bool) -> Option<Shape> {
    let mut best = None;
    for q in 0..9 {
        if line[q] != Cell::Empty {
            continue;
        }
        line[q] = Cell::Own;
        let n = five_points(line, exact).len();
        line[q] = Cell::Empty;
        match n {
            0 => {}
            1 => best = best.max(Some(Shape::Three)),
            _ => return Some(Shape::OpenThree),
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shape_is_listed_at_its_discriminant_with_its_own_name() {
        for (k, shape) in Shape::ALL.into_iter().enumerate() {
            assert_eq!(shape as usize, k);
        }
        let mut names: Vec<&str> = Shape::ALL.iter().map(|s| s.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), Shape::ALL.len());
    }

    /// A window written as text: `x` own, `o` blocked, `.` empty; the
    /// centre (5th character) must be `x`.
    fn shape(text: &str, exact: bool) -> Shape {
        let cells: Vec<Cell> = text
            .chars()
            .map(|c| match c {
                'x' => Cell::Own,
                'o' => Cell::Blocked,
                _ => Cell::Empty,
            })
            .collect();
        assert_eq!(cells.len(), 9);
        assert_eq!(cells[4], Cell::Own);
        let window = [
            cells[0], cells[1], cells[2], cells[3], cells[5], cells[6], cells[7], cells[8],
        ];
        table(exact)[window_index(window)]
    }

    #[test]
    fn shapes_of_known_windows() {
        assert_eq!(shape("..xxxxx..", false), Shape::Five);
        assert_eq!(shape(".xxxxxx..", false), Shape::Five);
        assert_eq!(
            shape(".xxxxxx..", true),
            Shape::None,
            "six: no five, no four"
        );
        assert_eq!(shape(".xxxxx...", true), Shape::Five);
        assert_eq!(shape("..xxxx...", false), Shape::OpenFour);
        assert_eq!(shape("..oxxxx..", false), Shape::Four);
        assert_eq!(shape("..x.xxx..", false), Shape::Four, "split four");
        assert_eq!(
            shape("x.xxx.x..", false),
            Shape::OpenFour,
            "double four in a line"
        );
        assert_eq!(shape("...xxx...", false), Shape::OpenThree);
        assert_eq!(shape("..x.xx...", false), Shape::OpenThree, "split three");
        assert_eq!(shape("..oxxx...", false), Shape::Three);
        assert_eq!(shape("o..xxx.o.", false), Shape::OpenThree);
        assert_eq!(
            shape(".o.xxx.o.", false),
            Shape::Three,
            "no room for an open four"
        );
        assert_eq!(shape("...xx....", false), Shape::OpenTwo);
        assert_eq!(shape("..x.x....", false), Shape::OpenTwo, "split two");
        assert_eq!(shape("..oxx....", false), Shape::Two);
        assert_eq!(shape("...ox....", false), Shape::None);
        assert_eq!(shape("....x....", false), Shape::None);
    }
}
