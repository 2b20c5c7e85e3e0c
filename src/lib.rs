//! Gomoku (五子棋): five in a row against the computer.
//!
//! The crate is built in rooms, and data flows one way through them:
//! - [`game`]: the board, the three rule sets with renju forbidden points,
//!   and notation — no UI and no AI in it;
//! - [`engine`]: the computer players (the levels, the search, an external
//!   Gomocup engine) and the [`engine::Report`] each answer comes in;
//! - [`protocol`]: the Gomocup protocol, brain and manager side;
//! - [`session`]: the match controller, the files (score, settings) and the
//!   thread that saves them;
//! - [`assets`]: the embedded pictures, sounds and font;
//! - [`i18n`]: every word a player sees, in English and Chinese;
//! - `gui` (feature `app`): the egui window, wiring the rooms together.
//!
//! Tools that are not part of the game (the arena, the asset generator)
//! are binaries of their own under `src/bin/`.

pub mod assets;
pub mod engine;
pub mod game;
#[cfg(feature = "app")]
pub mod gui;
pub mod i18n;
pub mod protocol;
pub mod rng;
pub mod session;
pub mod teacher;
