//! Gomoku (五子棋): five in a row against the computer.
//!
//! The crate is built in rooms, and they depend one way: each imports
//! only the rooms listed before it here, never one after it
//! (`tests/core/rooms.rs` checks the sources).
//! - [`game`]: the board, the three rule sets with renju forbidden points,
//!   notation, records and the shapes a stone makes — no UI, no AI and no
//!   words in it;
//! - [`engine`]: the computer players (the levels, the search, an external
//!   Gomocup engine) and the [`engine::Report`] each answer comes in, its
//!   scores typed as [`engine::Eval`]s;
//! - [`protocol`]: the Gomocup protocol, brain and manager side;
//! - [`teacher`]: what the computer sees, from reports and the game's
//!   shapes;
//! - [`session`]: the match controller, the files (score, settings) and the
//!   thread that saves them, and the notices about them as data;
//! - [`i18n`]: every word a player sees, in English and Chinese, for the
//!   types of every room above (the English `Display` of their errors
//!   too);
//! - [`assets`]: the embedded pictures, sounds and font;
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
