//! The computer players.
//!
//! Each [`Level`] makes an [`Engine`]: given a [`Game`] and [`Limits`], it
//! chooses a legal point for the side to move and says why in a
//! [`Report`]. Engines know the rules and nothing of the UI; the window,
//! `pbrain-gomoku` and the arena run them the same way, each as a
//! [`player::Player`] that lasts one game. The swap2 opening's decisions
//! (a balanced opening, which colour to take) are [`swap2`]'s, by a
//! searching engine's evaluation.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::game::board::Pos;
use crate::game::rules::Game;

pub mod classic;
pub mod player;
pub mod prover;
pub mod report;
pub mod search;
pub mod seed;
pub mod soosorv;
pub mod swap2;

pub use classic::{ClassicAi, ClassicMaps};
pub use report::{Eval, Line, Report, RootMove};
pub use search::{FoursWin, SearchAi, Strength, win_by_fours};
pub use seed::{ScoreMap, SeedAi};

/// How long an engine may think, and a way to stop it from outside.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Answer by this instant (levels that search stop here).
    pub deadline: Option<Instant>,
    /// The time plan's aim under a match clock ([`player::move_aim`]):
    /// master stops deepening near it once its best move and score have
    /// settled, and reads on towards the deadline when they have not.
    /// `None`: the search may use all the time to the deadline.
    pub aim: Option<Instant>,
    /// Stop after examining about this many positions: a limit that does
    /// not depend on the machine's speed (tests and analysis use it).
    pub nodes: Option<u64>,
    /// Set to `true` to ask the engine to stop as soon as it can.
    pub cancel: Arc<AtomicBool>,
    /// How many best lines to report (multi-PV), for an analysis: 0 (the
    /// default) is a player's search — one line, quick answers to forced
    /// moves and the first stones, and exactly the search the levels play
    /// with; 1 to [`MAX_LINES`] is an analysis — the searching levels read
    /// the position even where a player would answer at once, and give
    /// that many lines, each scored exactly, in [`Report::lines`]. More
    /// than [`MAX_LINES`] counts as [`MAX_LINES`].
    pub lines: usize,
    /// How many threads the searching levels' alpha-beta search runs on
    /// (Lazy SMP: helpers search the same position into the shared
    /// transposition table, the main thread's result is reported). One,
    /// the default, is the single-threaded search, deterministic; 0 counts
    /// as one. With more, the result may vary from run to run, and a node
    /// limit bounds the main thread's nodes (each helper searches about as
    /// many until the main thread stops). At most 64 are started. The
    /// other levels ignore it.
    pub threads: usize,
    /// Whether the search chooses the move a player is about to play (a
    /// seat's turn, the brain's, a hint of what a level would play):
    /// master then judges as the side to play does, the opponent's lines
    /// weighing more ([`Strength::defence`]). `false`, the default, judges
    /// evenly: what a search tells (a balance, a review, a heat map) is
    /// never weighed for one side.
    pub playing: bool,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            deadline: None,
            aim: None,
            nodes: None,
            cancel: Arc::default(),
            lines: 0,
            threads: 1,
            playing: false,
        }
    }
}

/// The most lines an analysis reports ([`Limits::lines`]).
pub const MAX_LINES: usize = 5;

/// The most threads a search may use here: the machine's hardware threads
/// (1 when the system does not say). [`Limits::threads`] asked of the
/// brain or the analysis board is clamped to `1..=max_threads()`.
#[must_use]
pub fn max_threads() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
}

/// The threads a computer seat in the window searches on (a timed turn):
/// [`seat_threads_of`] this machine's hardware threads.
#[must_use]
pub fn seat_threads() -> usize {
    seat_threads_of(max_threads())
}

/// The threads a computer seat searches on with `hardware` threads: all
/// but one (the window and the teaching overlays keep a core), at least
/// one, at most four (two reach a depth about 1.8 times sooner than one,
/// `cargo bench --bench threads`; more were not measured).
#[must_use]
pub fn seat_threads_of(hardware: usize) -> usize {
    hardware.saturating_sub(1).clamp(1, 4)
}

impl Limits {
    /// Whether the caller has asked the engine to stop.
    #[must_use]
    pub fn is_cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// Limits of `nodes` positions and no deadline.
    #[must_use]
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }
}

/// A computer player.
pub trait Engine: Send {
    /// Thinks about the position and reports: the move for the side to
    /// move and how it was chosen. `progress` hears the reports a searching
    /// engine makes as it goes (after each depth); the return value is the
    /// final one, with `done` set. The move is legal, or `None` when there
    /// is none (the game is over or the board is full).
    fn analyse(
        &mut self,
        game: &Game,
        limits: &Limits,
        progress: &mut dyn FnMut(&Report),
    ) -> Report;

    /// Just the move ([`Engine::analyse`] without progress reports).
    fn choose(&mut self, game: &Game, limits: &Limits) -> Option<Pos> {
        self.analyse(game, limits, &mut |_| {}).best
    }
}

/// The AI levels, weakest first.
///
/// Saved by its variant name (`"Master"`); read back case-insensitively, so
/// the menu's `"master"` in a hand-edited file works too.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(try_from = "String")]
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
    pub fn engine(self, seed: u64) -> Box<dyn Engine> {
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

impl TryFrom<String> for Level {
    type Error = String;
    fn try_from(s: String) -> Result<Level, String> {
        s.parse()
    }
}

/// Whether the side to move may play `pos` (occupied and forbidden points
/// are not candidates for any level).
pub(crate) fn is_candidate(game: &Game, pos: Pos) -> bool {
    game.board().is_empty_at(pos) && game.forbidden(pos).is_none()
}

/// The report of a level that scores every point and plays `best`: the
/// candidates' scores (by `score`) as the root moves, best first.
pub(crate) fn map_report(
    game: &Game,
    score: impl Fn(Pos) -> i32,
    best: Option<Pos>,
    elapsed: Duration,
) -> Report {
    let mut root: Vec<RootMove> = game
        .board()
        .points()
        .filter(|&p| is_candidate(game, p))
        .map(|pos| RootMove {
            pos,
            score: Eval::Score(score(pos)),
        })
        .collect();
    root.sort_by_key(|m| std::cmp::Reverse(m.score));
    Report {
        best,
        eval: None,
        depth: 0,
        nodes: root.len() as u64,
        elapsed,
        pv: best.into_iter().collect(),
        root,
        done: true,
        lines: Vec::new(),
        message: None,
    }
}
