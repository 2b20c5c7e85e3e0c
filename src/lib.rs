//! Gomoku (五子棋): five in a row against the computer.
//!
//! The crate is layered so data flows one way:
//! - [`board`], [`rules`] and [`notation`]: the game itself, with no UI in it;
//! - [`ai`]: the computer players, built on the rules only;
//! - [`protocol`]: the Gomocup brain protocol behind `pbrain-gomoku`;
//! - [`assets`] and [`assetgen`]: the pictures and sounds, and the program
//!   that makes them;
//! - `app` (feature `app`): the egui desktop game.

pub mod ai;
#[cfg(feature = "app")]
pub mod app;
pub mod arena;
pub mod assetgen;
pub mod assets;
#[cfg(feature = "app")]
pub mod audio;
pub mod board;
pub mod controller;
pub mod notation;
pub mod protocol;
pub mod rules;
pub mod storage;
