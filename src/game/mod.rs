//! The game itself: the [`board`], the [`rules`] (outcomes and renju
//! forbidden points), [`notation`], game [`record`]s (PSQ files, move
//! strings) and random [`opening`]s. Nothing here knows of a UI or an AI.

pub mod board;
pub mod notation;
pub mod opening;
pub mod record;
pub mod rules;

pub use board::{Board, Pos, Stone};
pub use record::{Record, RecordError};
pub use rules::{Game, Outcome, Rule};
