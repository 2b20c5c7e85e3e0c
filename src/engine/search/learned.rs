//! The learned evaluation: what an empty point is worth to a colour, by
//! the combination of the two strongest line shapes a stone there would
//! make (its [`class`]), one value when that colour is to move and one
//! when it is waiting. The values are fitted to game results by the tuner
//! (`src/bin/tuner`), which writes this file's tables; `master` judges
//! positions by them, the lower levels keep their hand-named terms.
//!
//! The two strongest shapes tell every winning combination apart (two
//! fours, a four and an open three, two open threes, an open four) and
//! the quiet strength around them; the third and fourth lines through a
//! point are left out.

use crate::game::shapes::line::Shape;

/// How many classes of points there are: the pairs of shapes (strongest,
/// second) with the second no stronger than the first, eight shapes each.
pub const CLASSES: usize = 36;

/// A point's class from its four line shapes: the index of (strongest,
/// second strongest) among the [`CLASSES`] pairs, `s1 * (s1 + 1) / 2 + s2`
/// with the shapes as their places in [`Shape`]'s order (none 0 … five 7).
#[must_use]
pub fn class(shapes: [Shape; 4]) -> usize {
    let (mut first, mut second) = (0usize, 0usize);
    for s in shapes {
        let s = s as usize;
        if s > first {
            second = first;
            first = s;
        } else if s > second {
            second = s;
        }
    }
    first * (first + 1) / 2 + second
}

/// The shape names of a class, strongest first, for the tuner's report.
#[must_use]
pub fn class_name(k: usize) -> String {
    let first = (0..8).rev().find(|&a| a * (a + 1) / 2 <= k).unwrap_or(0);
    let second = k - first * (first + 1) / 2;
    format!(
        "{} + {}",
        Shape::ALL[first].name(),
        Shape::ALL[second].name()
    )
}

// The fitted tables follow (`tuner --write` replaces them).

/// Worth of a point of each class to the side to move.
pub const TO_MOVE: [i32; CLASSES] = [
    0, 25, 0, 34, 99, 243, 179, 137, 426, 651, 506, 378, 787, 1125, 1487, 631, 788, 1995, 2361,
    4004, 2932, 2107, 2181, 2169, 2259, 2527, 3120, 3307, 3000, 3074, 3062, 3152, 3420, 4012, 4200,
    6000,
];

/// Worth of a point of each class to the side waiting.
pub const WAITING: [i32; CLASSES] = [
    0, 0, 0, 1, 22, 183, 181, 148, 289, 255, 357, 289, 684, 571, 740, 633, 1003, 1564, 1552, 3825,
    1681, 1889, 2586, 2826, 2651, 1064, 1159, 1230, 2500, 2562, 2552, 2627, 2850, 3344, 3500, 5000,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_are_the_two_strongest_shapes() {
        use Shape::*;
        assert_eq!(class([None; 4]), 0);
        assert_eq!(class_name(class([None, Two, None, None])), "two + -");
        assert_eq!(
            class_name(class([OpenThree, Two, Four, OpenTwo])),
            "four + open three"
        );
        assert_eq!(class_name(class([Four, Four, None, None])), "four + four");
        assert_eq!(class([Five, Five, Five, Five]), CLASSES - 1);
        // Every pair has its own class, and the order of lines does not
        // matter.
        let mut seen = std::collections::HashSet::new();
        let all = [None, Two, OpenTwo, Three, OpenThree, Four, OpenFour, Five];
        for a in all {
            for b in all {
                assert_eq!(class([a, b, None, None]), class([None, b, a, None]));
                if b as usize <= a as usize {
                    assert!(seen.insert(class([a, b, None, None])));
                }
            }
        }
        assert_eq!(seen.len(), CLASSES);
    }
}
