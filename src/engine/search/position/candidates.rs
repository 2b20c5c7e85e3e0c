//! The candidates: the empty points within two steps of a stone, kept as a
//! bit set a placed stone marks around itself (its undo puts the words
//! back), and read without visiting every point.

use super::Position;
use crate::game::board::Pos;

impl Position {
    /// Empty points within two steps of a stone (the centre on an empty
    /// board), where sensible moves are.
    #[must_use]
    pub fn candidates(&self) -> Vec<usize> {
        let mut out = Vec::new();
        self.candidates_into(&mut out);
        out
    }

    /// [`Position::candidates`] into `out` (emptied first).
    pub fn candidates_into(&self, out: &mut Vec<usize>) {
        out.clear();
        out.extend(self.open_points());
    }

    /// [`Position::candidates`] one by one, in order, read from the kept
    /// bit set (no list is built).
    pub fn open_points(&self) -> OpenPoints<'_> {
        let centre = (self.stones() == 0)
            .then(|| self.index(Pos::new((self.size / 2) as u8, (self.size / 2) as u8)));
        OpenPoints {
            words: &self.open,
            word: 0,
            bits: self.open.first().copied().unwrap_or(0),
            centre,
        }
    }

    /// Marks the empty points within two steps of the stone just placed on
    /// `i` as candidates in [`Position::open`] (and `i` no longer): row
    /// by row, a run of at most five bits.
    pub(super) fn mark_near(&mut self, i: usize) {
        let n = self.size;
        let Pos { x, y } = self.coords[i];
        let (x, y) = (usize::from(x), usize::from(y));
        let (left, right) = (x.saturating_sub(2), (x + 2).min(n - 1));
        let (top, bottom) = (y.saturating_sub(2), (y + 2).min(n - 1));
        let len = right - left + 1;
        let run = (1u64 << len) - 1;
        for row in top..=bottom {
            let start = row * n + left;
            let (word, bit) = (start / 64, start % 64);
            self.open[word] |= run << bit;
            if bit + len > 64 {
                self.open[word + 1] |= run >> (64 - bit);
            }
        }
        for word in (top * n + left) / 64..=(bottom * n + right) / 64 {
            self.open[word] &= !self.occupied[word];
        }
    }
}

/// The candidates of a position, from its bit set ([`Position::open_points`]).
pub struct OpenPoints<'p> {
    words: &'p [u64],
    /// The word being read, and its bits not read yet.
    word: usize,
    bits: u64,
    /// On an empty board, the centre alone.
    centre: Option<usize>,
}

impl Iterator for OpenPoints<'_> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if let Some(centre) = self.centre.take() {
            self.words = &[];
            self.bits = 0;
            return Some(centre);
        }
        while self.bits == 0 {
            self.word += 1;
            self.bits = *self.words.get(self.word)?;
        }
        let i = self.word * 64 + self.bits.trailing_zeros() as usize;
        self.bits &= self.bits - 1;
        Some(i)
    }
}
