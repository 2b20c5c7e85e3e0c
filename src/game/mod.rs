//! The game itself: the [`board`], the [`rules`] (outcomes and renju
//! forbidden points), [`notation`], game [`record`]s (PSQ files, move
//! strings), random [`opening`]s, a game with its variations ([`tree`]), the [`shapes`] a stone makes (fives,
//! fours, threes: what a point threatens) and the board's [`symmetry`]. Nothing here knows of a UI or an AI.

pub mod board;
pub mod notation;
pub mod opening;
pub mod record;
pub mod rules;
pub mod shapes;
pub mod symmetry;
pub mod tree;

pub use board::{Board, Pos, Stone};
pub use record::{Record, RecordError};
pub use rules::{Game, Outcome, Rule};
