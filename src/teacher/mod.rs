//! See what the computer sees (issue #13): the analysis behind the
//! teaching overlays, as pure functions of a [`Game`](crate::game::Game).
//!
//! - [`heat`]: every point's score as a level sees it ([`heat_map`]);
//! - [`threats`]: both colours' threats on every empty point, renju's
//!   forbidden points and white's traps ([`ThreatMap`]);
//! - [`explain`](mod@explain): why a move was played, as data and as a
//!   sentence ([`explain()`]);
//! - [`review`]: where a game was lost, and the wins let go
//!   ([`find_mistakes`]);
//! - [`puzzles`]: positions from games with one proved question (win, or
//!   hold on), the built-in set, and a player's try at one ([`Attempt`]);
//! - [`worker`]: the long analyses (heat maps of the searching levels,
//!   reviews) on worker threads, for the window ([`Analyst`]).
//!
//! The teacher reads the engines' [`Report`](crate::engine::Report)s
//! and the game's shape recognition ([`crate::game::shapes`]), never the
//! search's internals; the words for what it finds are the words layer's
//! (`crate::i18n`). Nothing here draws. Apart from [`worker`], nothing starts a thread:
//! the analyses are plain functions taking the
//! [`Limits`](crate::engine::Limits) or [`Budget`] and cancel flag they
//! need.

pub mod explain;
pub mod heat;
pub mod proofs;
pub mod puzzles;
pub mod review;
pub mod threats;
pub mod worker;

pub use explain::{Explanation, Reason, explain};
pub use heat::{Heat, HeatMap, heat_map};
pub use puzzles::{Attempt, Puzzle, PuzzleKind};
pub use review::{
    Budget, DecisiveMistake, Defence, Fall, Hardest, MissedWin, REVIEW_NODES, Review, ReviewError,
    find_mistakes, find_mistakes_after, review_from,
};
pub use threats::{ThreatKind, ThreatMap};
pub use worker::{Analyst, Answer, Job, JobId};
