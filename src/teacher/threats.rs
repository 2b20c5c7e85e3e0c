//! Threats on the board, for both colours: for every empty point, the
//! strongest thing a stone of each colour would make there — a five, an
//! open (straight) four, two fours, a four-three, a double three, a four or
//! an open three ([`ThreatKind`]).
//!
//! The shapes come from the game's own shape recognition
//! ([`crate::game::shapes`]), the line patterns the search uses too, so
//! the map shows what the computer sees; renju's forbidden points come from the rules module
//! ([`crate::game::rules::forbidden`]), which is exact. Under renju a point
//! forbidden to black is marked [`ThreatMap::forbidden`] instead of with a
//! black threat, and white's *traps* are marked too: points where white
//! makes a four whose only defence is forbidden to black, so that black
//! cannot stop the five.

use crate::game::board::{Board, Pos, Stone};
use crate::game::rules::{Forbidden, Game, Rule, forbidden};
use crate::game::shapes::{Shape, Shapes, Threat};

/// What one more stone on a point makes, all its lines together, weakest
/// first (so `max` is the strongest). Its name for players, in each
/// language, is the words layer's (`Lang::threat_name`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ThreatKind {
    /// A three that becomes an open four next move.
    OpenThree,
    /// A four: one point left to make five.
    Four,
    /// Two open threes at once.
    DoubleThree,
    /// A four and an open three at once.
    FourThree,
    /// Two fours at once: two different points make five.
    DoubleFour,
    /// A straight four (`.XXXX.`): five at either end, it cannot be stopped.
    OpenFour,
    /// Five in a row (exactly five where the rule asks for it).
    Five,
}

impl ThreatKind {
    /// Whether the opponent must answer it at once or lose: a four or
    /// anything stronger (an open three can still be met after a four of
    /// one's own).
    #[must_use]
    pub fn is_four_or_more(self) -> bool {
        !matches!(self, ThreatKind::OpenThree | ThreatKind::DoubleThree)
    }
}

/// The colour index of the map's per-point pairs (black 0, white 1).
pub(crate) fn colour(stone: Stone) -> usize {
    match stone {
        Stone::Black => 0,
        Stone::White => 1,
    }
}

/// The threat a `stone` makes on the empty point `p`, with straight
/// fours told apart from two fours.
pub(crate) fn kind_at(shapes: &Shapes, p: Pos, stone: Stone) -> Option<ThreatKind> {
    let lines = shapes.shapes(p, stone);
    Some(match Threat::of(lines) {
        Threat::Quiet => return None,
        Threat::OpenThree => ThreatKind::OpenThree,
        Threat::Four => ThreatKind::Four,
        Threat::DoubleThree => ThreatKind::DoubleThree,
        Threat::FourThree => ThreatKind::FourThree,
        Threat::OpenFour if lines.contains(&Shape::OpenFour) => ThreatKind::OpenFour,
        Threat::OpenFour => ThreatKind::DoubleFour,
        Threat::Five => ThreatKind::Five,
    })
}

/// Every empty point's threats for both colours, black's forbidden points
/// and white's traps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreatMap {
    size: usize,
    rule: Rule,
    /// Per point (row by row): black's and white's threat.
    threats: Vec<[Option<ThreatKind>; 2]>,
    /// Per point: why black may not play it (renju only).
    forbidden: Vec<Option<Forbidden>>,
    /// Per point: a white four whose only defence is forbidden to black.
    traps: Vec<bool>,
}

impl ThreatMap {
    /// The map of `game`'s position (for both colours, whoever is to move).
    #[must_use]
    pub fn compute(game: &Game) -> ThreatMap {
        let board = game.board();
        let size = board.size();
        let rule = game.rule();
        let shapes = Shapes::of(game);
        let mut map = ThreatMap {
            size,
            rule,
            threats: vec![[None; 2]; size * size],
            forbidden: vec![None; size * size],
            traps: vec![false; size * size],
        };
        for p in board.empty_points() {
            let i = usize::from(p.y) * size + usize::from(p.x);
            map.threats[i] = [
                kind_at(&shapes, p, Stone::Black),
                kind_at(&shapes, p, Stone::White),
            ];
        }
        if rule == Rule::Renju {
            map.mark_renju(board);
        }
        map
    }

    /// Black's forbidden points replace its threats there; a double three
    /// the rules allow (one of its threes cannot become a real straight
    /// four) counts as the one open three it is.
    fn mark_renju(&mut self, board: &Board) {
        let index = |p: Pos| usize::from(p.y) * self.size + usize::from(p.x);
        for p in board.empty_points() {
            let i = index(p);
            let why = forbidden(board, p);
            self.forbidden[i] = why;
            let black = &mut self.threats[i][0];
            *black = match (*black, why) {
                (_, Some(_)) => None,
                (Some(ThreatKind::DoubleThree), None) => Some(ThreatKind::OpenThree),
                (Some(ThreatKind::DoubleFour), None) => Some(ThreatKind::Four),
                (other, None) => other,
            };
        }
        for p in board.empty_points() {
            let i = index(p);
            let white = self.threats[i][1];
            if white.is_some_and(|k| k.is_four_or_more() && k < ThreatKind::DoubleFour) {
                self.traps[i] = is_trap(board, p);
            }
        }
    }

    /// The board size the map is for.
    #[must_use]
    pub fn size(&self) -> usize {
        self.size
    }

    /// The rule the map was computed under.
    #[must_use]
    pub fn rule(&self) -> Rule {
        self.rule
    }

    fn index(&self, pos: Pos) -> Option<usize> {
        let (x, y) = (usize::from(pos.x), usize::from(pos.y));
        (x < self.size && y < self.size).then_some(y * self.size + x)
    }

    /// The strongest threat a `stone` on `pos` would make; `None` for a
    /// quiet, occupied or off-board point, and for black on a point
    /// forbidden to it.
    #[must_use]
    pub fn get(&self, pos: Pos, stone: Stone) -> Option<ThreatKind> {
        self.index(pos).and_then(|i| self.threats[i][colour(stone)])
    }

    /// Why black may not play `pos` (renju only).
    #[must_use]
    pub fn forbidden(&self, pos: Pos) -> Option<Forbidden> {
        self.index(pos).and_then(|i| self.forbidden[i])
    }

    /// Whether white playing `pos` makes a four whose only defence is
    /// forbidden to black (renju only): a win for white.
    #[must_use]
    pub fn is_trap(&self, pos: Pos) -> bool {
        self.index(pos).is_some_and(|i| self.traps[i])
    }

    fn pos(&self, i: usize) -> Pos {
        Pos::new((i % self.size) as u8, (i / self.size) as u8)
    }

    /// Every point with a threat for `stone`, row by row from the top.
    pub fn points(&self, stone: Stone) -> impl Iterator<Item = (Pos, ThreatKind)> + '_ {
        let c = colour(stone);
        self.threats
            .iter()
            .enumerate()
            .filter_map(move |(i, t)| Some((self.pos(i), t[c]?)))
    }

    /// The points where `stone` would make at least `kind`.
    #[must_use]
    pub fn points_with(&self, stone: Stone, kind: ThreatKind) -> Vec<Pos> {
        self.points(stone)
            .filter(|&(_, k)| k >= kind)
            .map(|(p, _)| p)
            .collect()
    }

    /// Black's forbidden points and why, row by row.
    pub fn forbidden_points(&self) -> impl Iterator<Item = (Pos, Forbidden)> + '_ {
        self.forbidden
            .iter()
            .enumerate()
            .filter_map(move |(i, f)| Some((self.pos(i), (*f)?)))
    }

    /// White's traps, row by row.
    pub fn traps(&self) -> impl Iterator<Item = Pos> + '_ {
        self.traps
            .iter()
            .enumerate()
            .filter(|(_, t)| **t)
            .map(move |(i, _)| self.pos(i))
    }
}

/// Whether white on `p` makes a four that black can only stop on a point
/// forbidden to it (with no five of black's own to make first).
fn is_trap(board: &Board, p: Pos) -> bool {
    let mut board = board.clone();
    if board.set(p, Stone::White).is_err() {
        return false;
    }
    let after = Shapes::of(&Game::from_board(board.clone(), Rule::Renju));
    if !after.points_with(Stone::Black, Threat::Five).is_empty() {
        return false;
    }
    match after.points_with(Stone::White, Threat::Five).as_slice() {
        [one] => forbidden(&board, *one).is_some(),
        _ => false,
    }
}
