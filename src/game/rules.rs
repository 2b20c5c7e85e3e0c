//! The rules: who has won, and which points black may not play under renju.
//!
//! [`Game`] is a [`Board`] played under a [`Rule`]: its checked
//! [`Game::play`] refuses illegal moves and reports the [`Outcome`].

use std::fmt;
use std::str::FromStr;

use crate::game::board::{Board, Direction, Line, PlaceError, Pos, Stone, UnsupportedSize};

/// Which rule set a game is played under.
///
/// Saved by its variant name (`"Renju"`); read back case-insensitively.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(try_from = "String")]
pub enum Rule {
    /// Five or more in a row wins (the seeds' rule).
    #[default]
    Freestyle,
    /// Exactly five wins; an overline does not.
    Standard,
    /// Black wins only with exactly five and may not play double-threes,
    /// double-fours or overlines; white wins with five or more.
    Renju,
}

impl Rule {
    /// Every rule, in menu order.
    pub const ALL: [Rule; 3] = [Rule::Freestyle, Rule::Standard, Rule::Renju];

    /// The rule's lower-case name (`freestyle`, `standard`, `renju`).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Rule::Freestyle => "freestyle",
            Rule::Standard => "standard",
            Rule::Renju => "renju",
        }
    }

    /// Whether a run of `len` stones of `stone` wins.
    #[must_use]
    pub fn is_five(self, stone: Stone, len: usize) -> bool {
        match (self, stone) {
            (Rule::Freestyle, _) | (Rule::Renju, Stone::White) => len >= 5,
            (Rule::Standard, _) | (Rule::Renju, Stone::Black) => len == 5,
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Rule {
    type Err = String;
    fn from_str(s: &str) -> Result<Rule, String> {
        Rule::ALL
            .into_iter()
            .find(|r| r.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| format!("unknown rule '{s}' (freestyle, standard or renju)"))
    }
}

impl TryFrom<String> for Rule {
    type Error = String;
    fn try_from(s: String) -> Result<Rule, String> {
        s.parse()
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// `winner` made a winning `line`.
    Win {
        /// Who won.
        winner: Stone,
        /// The winning run of stones (the app highlights it).
        line: Line,
    },
    /// The board is full and nobody has five.
    Draw,
}

impl Outcome {
    /// The winner, if the game was not drawn.
    #[must_use]
    pub fn winner(self) -> Option<Stone> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw => None,
        }
    }
}

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The point is outside the board.
    OffBoard(Pos),
    /// A stone is already there.
    Occupied(Pos),
    /// The game has already ended.
    GameOver,
    /// Under renju, the point is forbidden to black.
    Forbidden(Pos, Forbidden),
}

impl From<PlaceError> for PlayError {
    fn from(e: PlaceError) -> PlayError {
        match e {
            PlaceError::OffBoard(p) => PlayError::OffBoard(p),
            PlaceError::Occupied(p) => PlayError::Occupied(p),
        }
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::OffBoard(p) => write!(f, "({}, {}) is off the board", p.x, p.y),
            PlayError::Occupied(p) => write!(f, "({}, {}) already has a stone", p.x, p.y),
            PlayError::GameOver => f.write_str("the game is already over"),
            PlayError::Forbidden(p, why) => {
                write!(f, "({}, {}) is forbidden to black: {why}", p.x, p.y)
            }
        }
    }
}

impl std::error::Error for PlayError {}

/// Why a point is forbidden to black under renju.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Forbidden {
    /// The move makes two or more open threes.
    DoubleThree,
    /// The move makes two or more fours.
    DoubleFour,
    /// The move makes six or more in a row.
    Overline,
}

impl fmt::Display for Forbidden {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Forbidden::DoubleThree => "double three",
            Forbidden::DoubleFour => "double four",
            Forbidden::Overline => "overline",
        })
    }
}

/// The winning run that the stone on `pos` is part of, if any.
#[must_use]
pub fn winning_line(board: &Board, rule: Rule, pos: Pos) -> Option<Line> {
    let stone = board.get(pos)?;
    Direction::ALL
        .into_iter()
        .map(|dir| board.run_through(pos, dir, stone))
        .find(|line| rule.is_five(stone, usize::from(line.len)))
}

/// The outcome of a game whose last move was `last` (or `None` when it goes
/// on).
#[must_use]
pub fn outcome_after(board: &Board, rule: Rule, last: Pos) -> Option<Outcome> {
    if let Some(line) = winning_line(board, rule, last) {
        let winner = board.get(last)?;
        return Some(Outcome::Win { winner, line });
    }
    board.is_full().then_some(Outcome::Draw)
}

/// How deep the "is the four-making point itself forbidden?" question may
/// recurse. Real positions need two or three levels; the bound keeps
/// pathological diagrams cheap.
const MAX_FORBIDDEN_DEPTH: u8 = 6;

/// Whether black playing on the empty point `pos` is forbidden under renju,
/// and why. `None` for an occupied point or an allowed move (a move that
/// makes exactly five is always allowed).
#[must_use]
pub fn forbidden(board: &Board, pos: Pos) -> Option<Forbidden> {
    let mut board = board.clone();
    forbidden_at(&mut board, pos, 0)
}

fn forbidden_at(board: &mut Board, pos: Pos, depth: u8) -> Option<Forbidden> {
    if !board.is_empty_at(pos) {
        return None;
    }
    board.set(pos, Stone::Black).ok()?;
    let verdict = forbidden_with_stone(board, pos, depth);
    board.clear(pos);
    verdict
}

/// The verdict for a black stone already standing on `pos`.
fn forbidden_with_stone(board: &mut Board, pos: Pos, depth: u8) -> Option<Forbidden> {
    let runs = Direction::ALL.map(|dir| board.run_through(pos, dir, Stone::Black).len);
    if runs.contains(&5) {
        return None;
    }
    if runs.iter().any(|&len| len > 5) {
        return Some(Forbidden::Overline);
    }
    let mut fours = 0;
    let mut threes = 0;
    for dir in Direction::ALL {
        let n = fours_in(board, pos, dir);
        if n > 0 {
            fours += n;
        } else if depth < MAX_FORBIDDEN_DEPTH && is_real_three(board, pos, dir, depth) {
            threes += 1;
        }
    }
    if fours >= 2 {
        Some(Forbidden::DoubleFour)
    } else if threes >= 2 {
        Some(Forbidden::DoubleThree)
    } else {
        None
    }
}

/// The empty points on the line through `pos` along `dir` where one more
/// black stone makes exactly five including `pos`.
fn five_points(board: &mut Board, pos: Pos, dir: Direction) -> Vec<Pos> {
    let mut points = Vec::new();
    for i in (-4..=4).filter(|&i| i != 0) {
        let Some(q) = pos.step(dir, i) else { continue };
        if !board.is_empty_at(q) {
            continue;
        }
        if board.set(q, Stone::Black).is_ok() {
            let line = board.run_through(q, dir, Stone::Black);
            if line.len == 5 && line.contains(pos) {
                points.push(q);
            }
            board.clear(q);
        }
    }
    points
}

/// How many fours the black stone on `pos` takes part in along `dir`: a
/// straight four (`.XXXX.`) is one four, `X.XXX.X` is two.
fn fours_in(board: &mut Board, pos: Pos, dir: Direction) -> usize {
    let points = five_points(board, pos, dir);
    match points.as_slice() {
        [a, b] if is_straight_four_pair(*a, *b) => 1,
        _ => points.len(),
    }
}

/// Two five-making points five steps apart bracket a straight four.
fn is_straight_four_pair(a: Pos, b: Pos) -> bool {
    let dx = (i32::from(a.x) - i32::from(b.x)).abs();
    let dy = (i32::from(a.y) - i32::from(b.y)).abs();
    dx.max(dy) == 5
}

/// Whether the black stone on `pos` makes a real three along `dir`: some
/// point where one more black stone makes a straight four with it, that
/// point not being forbidden itself.
fn is_real_three(board: &mut Board, pos: Pos, dir: Direction, depth: u8) -> bool {
    for i in (-4..=4).filter(|&i| i != 0) {
        let Some(q) = pos.step(dir, i) else { continue };
        if !board.is_empty_at(q) || board.set(q, Stone::Black).is_err() {
            continue;
        }
        let points = five_points(board, pos, dir);
        let straight = matches!(points.as_slice(), [a, b] if is_straight_four_pair(*a, *b));
        let ok = straight && forbidden_with_stone(board, q, depth + 1).is_none();
        board.clear(q);
        if ok {
            return true;
        }
    }
    false
}

/// A board played under a rule: checked moves, undo and the outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    board: Board,
    rule: Rule,
    outcome: Option<Outcome>,
}

impl Game {
    /// A new game on an empty board.
    ///
    /// # Errors
    /// [`UnsupportedSize`] for a size the board does not support.
    pub fn new(size: usize, rule: Rule) -> Result<Game, UnsupportedSize> {
        Ok(Game::from_board(Board::new(size)?, rule))
    }

    /// A game continuing from `board` (its outcome is read off the board:
    /// a diagram may already hold a five).
    #[must_use]
    pub fn from_board(board: Board, rule: Rule) -> Game {
        let outcome = board
            .points()
            .find_map(|p| {
                let winner = board.get(p)?;
                let line = winning_line(&board, rule, p)?;
                Some(Outcome::Win { winner, line })
            })
            .or_else(|| board.is_full().then_some(Outcome::Draw));
        Game {
            board,
            rule,
            outcome,
        }
    }

    /// The board.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The rule the game is played under.
    #[must_use]
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// How the game ended, or `None` while it goes on.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whose turn it is.
    #[must_use]
    pub fn to_move(&self) -> Stone {
        self.board.to_move()
    }

    /// Why `pos` is forbidden to the side to move, if it is (only black,
    /// only under renju).
    #[must_use]
    pub fn forbidden(&self, pos: Pos) -> Option<Forbidden> {
        (self.rule == Rule::Renju && self.to_move() == Stone::Black)
            .then(|| forbidden(&self.board, pos))
            .flatten()
    }

    /// Every point forbidden to the side to move (empty unless black is to
    /// move under renju).
    #[must_use]
    pub fn forbidden_points(&self) -> Vec<(Pos, Forbidden)> {
        if self.rule != Rule::Renju || self.to_move() != Stone::Black {
            return Vec::new();
        }
        let mut board = self.board.clone();
        self.board
            .empty_points()
            .filter_map(|p| Some((p, forbidden_at(&mut board, p, 0)?)))
            .collect()
    }

    /// Whether the side to move may play `pos` now.
    #[must_use]
    pub fn is_legal(&self, pos: Pos) -> bool {
        self.check(pos).is_ok()
    }

    fn check(&self, pos: Pos) -> Result<(), PlayError> {
        if self.outcome.is_some() {
            return Err(PlayError::GameOver);
        }
        if !self.board.contains(pos) {
            return Err(PlayError::OffBoard(pos));
        }
        if !self.board.is_empty_at(pos) {
            return Err(PlayError::Occupied(pos));
        }
        match self.forbidden(pos) {
            Some(why) => Err(PlayError::Forbidden(pos, why)),
            None => Ok(()),
        }
    }

    /// Plays `pos` for the side to move and returns the outcome it leads
    /// to (`None`: the game goes on).
    ///
    /// # Errors
    /// [`PlayError`] when the move is illegal; the game is then unchanged.
    pub fn play(&mut self, pos: Pos) -> Result<Option<Outcome>, PlayError> {
        self.check(pos)?;
        self.board.place(pos)?;
        self.outcome = outcome_after(&self.board, self.rule, pos);
        Ok(self.outcome)
    }

    /// Takes back the last move (also after the game has ended), returning
    /// its point.
    pub fn undo(&mut self) -> Option<Pos> {
        let pos = self.board.undo()?;
        self.outcome = None;
        Some(pos)
    }
}
