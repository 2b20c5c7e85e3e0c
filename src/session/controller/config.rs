//! How a match is set up, and what it tells the view.

use std::fmt;
use std::time::Duration;

use crate::engine::Eval;
use crate::engine::player::OpeningReply;
use crate::game::board::{BoardSize, Pos, Stone};
use crate::game::record::RecordError;
use crate::game::rules::{Outcome, Rule};
use crate::session::clock::TimeControl;
use crate::session::opening::OpeningRule;
use crate::session::seats::{Forfeit, Seats};

/// What the view needs to hear about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A stone went down (the stone sound plays).
    StonePlaced {
        /// Where.
        pos: Pos,
        /// Whose.
        stone: Stone,
    },
    /// The game ended with this move.
    GameOver(Outcome),
    /// The game ended by forfeit: a clock ran out, or a player gave no
    /// legal move.
    Forfeited(Forfeit),
    /// Moves were taken back.
    TookBack {
        /// How many moves.
        moves: usize,
    },
    /// A fresh, empty board.
    NewGame,
    /// The AI's suggestion for the human arrived.
    Hint(Pos),
}

/// Why a saved game could not be resumed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResumeError {
    /// Its moves do not replay (a damaged file).
    Replay(RecordError),
    /// It is already over: there is nothing to resume.
    Over,
}

impl fmt::Display for ResumeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResumeError::Replay(err) => write!(f, "its moves cannot be replayed ({err})"),
            ResumeError::Over => f.write_str("the game is already over"),
        }
    }
}

impl std::error::Error for ResumeError {}

/// How a match is set up.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchConfig {
    /// The board.
    pub size: BoardSize,
    /// Rule set.
    pub rule: Rule,
    /// Who plays black and who white (in the next game, and under
    /// [`MatchConfig::alternate`] in the first).
    pub seats: Seats,
    /// Whether the seats change colours with every new game.
    pub alternate: bool,
    /// The time control.
    pub time: TimeControl,
    /// How the games begin (swap2 under freestyle and standard).
    pub opening: OpeningRule,
    /// The shortest time the computer appears to think when a person plays
    /// it (the seed slept a second "to pretend to think"; we pause without
    /// freezing anything).
    pub min_think: Duration,
    /// The pause between moves when the computer plays itself (the speed
    /// of watching).
    pub watch_delay: Duration,
    /// At most this many positions for each of our levels' moves (tests
    /// use it to be independent of the machine's speed); `None`: no limit
    /// but the time.
    pub max_nodes: Option<u64>,
}

impl MatchConfig {
    /// What the player chose of this set-up.
    #[must_use]
    pub fn choices(&self) -> Choices {
        Choices {
            size: self.size,
            rule: self.rule,
            seats: self.seats.clone(),
            alternate: self.alternate,
            time: self.time,
            opening: self.opening,
        }
    }

    /// This set-up with the player's `choices`.
    #[must_use]
    pub fn with_choices(self, choices: Choices) -> MatchConfig {
        MatchConfig {
            size: choices.size,
            rule: choices.rule,
            seats: choices.seats,
            alternate: choices.alternate,
            time: choices.time,
            opening: choices.opening,
            ..self
        }
    }
}

/// What a player chooses for a match (the rest of a [`MatchConfig`] is the
/// window's own pauses and limits).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choices {
    /// The board.
    pub size: BoardSize,
    /// The rule set.
    pub rule: Rule,
    /// Who plays black and who white.
    pub seats: Seats,
    /// Whether the seats change colours with every new game.
    pub alternate: bool,
    /// The time control.
    pub time: TimeControl,
    /// How the games begin.
    pub opening: OpeningRule,
}

impl Default for MatchConfig {
    fn default() -> MatchConfig {
        MatchConfig {
            size: BoardSize::default(),
            rule: Rule::Freestyle,
            seats: Seats::default(),
            alternate: false,
            time: TimeControl::default(),
            opening: OpeningRule::default(),
            min_think: Duration::from_millis(600),
            watch_delay: Duration::from_millis(500),
            max_nodes: None,
        }
    }
}

/// How the computer sees an opening's position: judged for a person's choice,
/// or a computer's view of the position it decided on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Coach {
    /// Who judged: a level's name, or an engine's.
    pub judge: String,
    /// The balance, from black's view.
    pub black_view: Eval,
    /// The positions its search examined (0: not known).
    pub nodes: u64,
    /// What it decided, when it was its own decision.
    pub decided: Option<OpeningReply>,
}
