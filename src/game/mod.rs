//! The game itself: the [`board`], the [`rules`] (outcomes and renju
//! forbidden points) and [`notation`]. Nothing here knows of a UI or an AI.

pub mod board;
pub mod notation;
pub mod rules;

pub use board::{Board, Pos, Stone};
pub use rules::{Game, Outcome, Rule};
