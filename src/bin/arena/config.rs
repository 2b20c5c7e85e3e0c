//! The match settings ([`MatchSettings`]): who plays ([`Contestant`],
//! [`Side`]), how long a move may take, the board, the seed, the threads,
//! and the check that they make sense.

use std::fmt;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use gomoku::engine::Level;
use gomoku::engine::player::TimeInfo;
use gomoku::game::board::{MAX_SIZE, MIN_SIZE};
use gomoku::game::rules::Rule;
use gomoku::protocol::external::EngineCommand;

use crate::error::ArenaError;
use crate::openings::OPENING_AREA;

/// One side of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Contestant {
    /// One of our levels, played in-process.
    Level(Level),
    /// An external Gomocup engine.
    Engine(EngineCommand),
}

impl Contestant {
    /// A short name for reports: the level's name, or the engine's program
    /// file name with its arguments.
    #[must_use]
    pub fn name(&self) -> String {
        match self {
            Contestant::Level(level) => level.name().to_string(),
            Contestant::Engine(cmd) => cmd.short_name(),
        }
    }
}

/// Which contestant: `A` (the first named) or `B`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// The first contestant; the report is written from its point of view.
    A,
    /// The second contestant.
    B,
}

impl Side {
    /// The other side.
    #[must_use]
    pub fn other(self) -> Side {
        match self {
            Side::A => Side::B,
            Side::B => Side::A,
        }
    }

    /// A's points from a game `winner` won (`None`: a draw): 1, ½ or 0.
    #[must_use]
    pub fn a_points(winner: Option<Side>) -> f64 {
        match winner {
            Some(Side::A) => 1.0,
            Some(Side::B) => 0.0,
            None => 0.5,
        }
    }

    /// 0 for A, 1 for B (to index pairs of things).
    pub fn index(self) -> usize {
        match self {
            Side::A => 0,
            Side::B => 1,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::A => "A",
            Side::B => "B",
        })
    }
}

/// The settings of a match.
#[derive(Clone, Debug)]
pub struct MatchSettings {
    /// The first contestant (the report's point of view).
    pub a: Contestant,
    /// The second contestant.
    pub b: Contestant,
    /// How many openings; each is played twice, colours swapped.
    pub pairs: usize,
    /// The time limit for one move.
    pub time_per_move: Duration,
    /// Each side's time for the whole game (a match clock, the Gomocup's
    /// `timeout_match`); `None`: the limit per move alone.
    pub match_time: Option<Duration>,
    /// How far past the limit a move may come before it loses the game
    /// (a move within the grace is only recorded as an overrun).
    pub grace: Duration,
    /// How long an external engine may take to answer `START`.
    pub start_timeout: Duration,
    /// Board size (lines each way).
    pub size: usize,
    /// The rule the games are played under.
    pub rule: Rule,
    /// Seed for the openings and the levels' random choices.
    pub seed: u64,
    /// How many games run at the same time.
    pub threads: usize,
    /// Stop a game as a draw after this many stones (opening included);
    /// `None`: only a full board stops it.
    pub max_moves: Option<usize>,
    /// The fewest and most stones of a random opening.
    pub opening_plies: (usize, usize),
    /// Open each game with swap2 between the contestants (the opener is A
    /// in even games, B in odd ones) instead of a random opening.
    pub swap2: bool,
}

/// The default grace for a move limit: 100 ms plus a quarter of the limit.
#[must_use]
pub fn default_grace(time_per_move: Duration) -> Duration {
    Duration::from_millis(100) + time_per_move / 4
}

impl MatchSettings {
    /// A match of `a` against `b` with the default settings: 10 pairs,
    /// 300 ms a move, 13×13 freestyle, seed 0, one thread, openings of 2 to 4
    /// stones.
    #[must_use]
    pub fn new(a: Contestant, b: Contestant) -> MatchSettings {
        let time_per_move = Duration::from_millis(300);
        MatchSettings {
            a,
            b,
            pairs: 10,
            time_per_move,
            match_time: None,
            grace: default_grace(time_per_move),
            start_timeout: Duration::from_secs(10),
            size: 13,
            rule: Rule::Freestyle,
            seed: 0,
            threads: 1,
            max_moves: None,
            opening_plies: (2, 4),
            swap2: false,
        }
    }

    /// The contestant playing `side`.
    #[must_use]
    pub fn contestant(&self, side: Side) -> &Contestant {
        match side {
            Side::A => &self.a,
            Side::B => &self.b,
        }
    }

    /// Checks that the settings make sense.
    ///
    /// # Errors
    /// [`ArenaError`] saying what is wrong.
    pub fn validate(&self) -> Result<(), ArenaError> {
        let fail = |m: String| Err(ArenaError::Settings(m));
        if self.pairs == 0 {
            return fail("the match needs at least one pair of games".into());
        }
        if !(MIN_SIZE..=MAX_SIZE).contains(&self.size) {
            return fail(format!(
                "board size {} is not supported ({MIN_SIZE} to {MAX_SIZE})",
                self.size
            ));
        }
        if self.time_per_move.is_zero() {
            return fail("the time per move must be at least 1 ms".into());
        }
        if self.time_per_move > Duration::from_secs(3600) {
            return fail("the time per move must be at most an hour".into());
        }
        if self
            .match_time
            .is_some_and(|t| t.is_zero() || t > Duration::from_secs(36_000))
        {
            return fail("the time for a game must be from 1 ms to ten hours".into());
        }
        if self.threads == 0 {
            return fail("at least one thread is needed".into());
        }
        let (lo, hi) = self.opening_plies;
        if lo > hi || hi > 8 {
            return fail(format!(
                "opening plies {lo} to {hi}: need fewest ≤ most ≤ 8 (they go in the central {OPENING_AREA}×{OPENING_AREA})"
            ));
        }
        if self.swap2 && self.rule == Rule::Renju {
            return fail("swap2 is for freestyle and standard, not renju".into());
        }
        if self
            .max_moves
            .is_some_and(|m| m <= hi.max(if self.swap2 { 6 } else { 0 }))
        {
            return fail("the move cap must be larger than the opening".into());
        }
        Ok(())
    }

    /// The time limit per move in milliseconds (as the engines are told).
    pub fn limit_ms(&self) -> u64 {
        u64::try_from(self.time_per_move.as_millis()).unwrap_or(u64::MAX)
    }

    /// The limit of a move, `left` on the side's clock: the limit per
    /// move, or what is left of the game's time if that is less.
    #[must_use]
    pub fn limit(&self, left: Option<Duration>) -> Duration {
        self.time_info(left)
            .hard_limit()
            .unwrap_or(self.time_per_move)
    }

    /// How long to wait for a move before it loses the game, `left` on the
    /// side's clock: the limit plus the grace.
    #[must_use]
    pub fn hard_limit(&self, left: Option<Duration>) -> Duration {
        self.limit(left) + self.grace
    }

    /// What a side is told of the time for its move, `left` on its clock
    /// (`None` without a match clock).
    #[must_use]
    pub fn time_info(&self, left: Option<Duration>) -> TimeInfo {
        TimeInfo {
            turn: Some(self.time_per_move),
            total: self.match_time,
            left,
            increment: Duration::ZERO,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base() -> MatchSettings {
        MatchSettings {
            pairs: 1,
            size: 9,
            ..MatchSettings::new(
                Contestant::Level(Level::Seed),
                Contestant::Level(Level::Seed),
            )
        }
    }

    #[test]
    fn bad_settings_are_refused() {
        assert!(base().validate().is_ok());
        let base = base();
        for bad in [
            MatchSettings {
                pairs: 0,
                ..base.clone()
            },
            MatchSettings {
                size: 4,
                ..base.clone()
            },
            MatchSettings {
                size: 23,
                ..base.clone()
            },
            MatchSettings {
                threads: 0,
                ..base.clone()
            },
            MatchSettings {
                time_per_move: Duration::ZERO,
                ..base.clone()
            },
            MatchSettings {
                time_per_move: Duration::from_secs(3601),
                ..base.clone()
            },
            MatchSettings {
                match_time: Some(Duration::ZERO),
                ..base.clone()
            },
            MatchSettings {
                opening_plies: (3, 2),
                ..base.clone()
            },
            MatchSettings {
                opening_plies: (2, 9),
                ..base.clone()
            },
            MatchSettings {
                max_moves: Some(3),
                ..base.clone()
            },
        ] {
            assert!(
                matches!(bad.validate(), Err(ArenaError::Settings(_))),
                "{bad:?}"
            );
            // The match refuses them before playing anything.
            assert!(
                crate::schedule::run_match(&bad, &|_| panic!("a game was played")).is_err(),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn engines_are_named_by_their_program() {
        let cmd: EngineCommand = "/usr/local/bin/pbrain-x --fast"
            .parse()
            .expect("a valid command");
        assert_eq!(Contestant::Engine(cmd).name(), "pbrain-x --fast");
        assert_eq!(Contestant::Level(Level::Hard).name(), "hard");
        let long: EngineCommand = format!("e {}", "x".repeat(60)).parse().expect("valid");
        assert_eq!(Contestant::Engine(long).name().chars().count(), 40);
    }

    #[test]
    fn the_default_grace_grows_with_the_limit() {
        assert_eq!(
            default_grace(Duration::from_millis(300)),
            Duration::from_millis(175)
        );
        assert_eq!(base().hard_limit(None), Duration::from_millis(475));
    }
}
