//! The computer players.
//!
//! Each [`Level`] is a [`Player`]: given a [`Game`] and [`Limits`], it
//! chooses a legal point for the side to move. Levels know the rules and
//! nothing of the UI; the app and `pbrain-gomoku` run them the same way.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::game::board::Pos;
use crate::game::rules::Game;

pub mod classic;
pub mod external;
pub mod search;
pub mod seed;

pub use classic::{ClassicAi, ClassicMaps};
pub use search::{SearchAi, Strength};
pub use seed::{ScoreMap, SeedAi};

/// How long a player may think, and a way to stop it from outside.
#[derive(Clone, Debug, Default)]
pub struct Limits {
    /// Answer by this instant (levels that search stop here).
    pub deadline: Option<Instant>,
    /// Set to `true` to ask the player to stop as soon as it can.
    pub cancel: Arc<AtomicBool>,
}

impl Limits {
    /// Whether the caller has asked the player to stop.
    #[must_use]
    pub fn is_cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }
}

/// A computer player.
pub trait Player: Send {
    /// A legal point for the side to move, or `None` when there is none
    /// (the game is over or the board is full).
    fn choose(&mut self, game: &Game, limits: &Limits) -> Option<Pos>;
}

/// The AI levels, weakest first.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Level {
    /// The scoring map of seed 000, quirks and all.
    #[default]
    Seed,
    /// The winning-combination AI of seed 004.
    Classic,
    /// Real line shapes, attack plus defence, no look-ahead.
    Normal,
    /// A short search with threat reading: beatable by a good player.
    Hard,
    /// Deep search and threat-space search: plays to win.
    Master,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Seed,
        Level::Classic,
        Level::Normal,
        Level::Hard,
        Level::Master,
    ];

    /// The level's name on the command line and in the menu.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Level::Seed => "seed",
            Level::Classic => "classic",
            Level::Normal => "normal",
            Level::Hard => "hard",
            Level::Master => "master",
        }
    }

    /// A one-line description for players.
    #[must_use]
    pub fn description(self) -> &'static str {
        match self {
            Level::Seed => "Beginner: the tutorial's scoring map, no look-ahead",
            Level::Classic => "Casual: scores every possible five, no look-ahead",
            Level::Normal => "Normal: judges each point by the shapes it leaves, no look-ahead",
            Level::Hard => "Hard: reads a few moves ahead and forced wins by fours",
            Level::Master => "Master: deep search and forced-win reading",
        }
    }

    /// A player of this level whose random choices follow `seed`.
    #[must_use]
    pub fn player(self, seed: u64) -> Box<dyn Player> {
        let rng = StdRng::seed_from_u64(seed);
        match self {
            Level::Seed => Box::new(SeedAi::new(rng)),
            Level::Classic => Box::new(ClassicAi),
            Level::Normal => Box::new(SearchAi::new(Strength::NORMAL)),
            Level::Hard => Box::new(SearchAi::new(Strength::HARD)),
            Level::Master => Box::new(SearchAi::new(Strength::MASTER)),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                let names: Vec<_> = Level::ALL.iter().map(|l| l.name()).collect();
                format!("unknown level '{s}' (one of: {})", names.join(", "))
            })
    }
}

/// Whether the side to move may play `pos` (occupied and forbidden points
/// are not candidates for any level).
pub(crate) fn is_candidate(game: &Game, pos: Pos) -> bool {
    game.board().is_empty_at(pos) && game.forbidden(pos).is_none()
}
