//! Who sits where: a person, one of our levels, or an outside Gomocup
//! engine, for each colour.

use std::fmt;

use crate::engine::Level;
use crate::game::board::Stone;

/// An outside engine the player has added: its name (from `ABOUT`) and
/// the command line that starts it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct EngineRef {
    /// Its name, as its `ABOUT` gives it (or its file name).
    pub name: String,
    /// The command line that starts it (a path, quoted when it needs to
    /// be).
    pub command: String,
}

impl EngineRef {
    /// An engine at `path`, named by its file name until it says its
    /// name.
    #[must_use]
    pub fn at_path(path: &std::path::Path) -> EngineRef {
        let text = path.to_string_lossy();
        let command = shlex::try_quote(&text).map_or_else(|_| text.to_string(), |q| q.into_owned());
        let name = path
            .file_stem()
            .map_or_else(|| text.to_string(), |n| n.to_string_lossy().into_owned());
        EngineRef { name, command }
    }
}

/// One seat at the board.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    /// A person at this computer.
    Human,
    /// One of our levels.
    Level(Level),
    /// An outside engine.
    Engine(EngineRef),
}

impl Seat {
    /// Whether a person sits here.
    #[must_use]
    pub fn is_human(&self) -> bool {
        matches!(self, Seat::Human)
    }

    /// Reads a seat from the command line: `human`, a level's name, or the
    /// path of a Gomocup engine (which must exist).
    ///
    /// # Errors
    /// A line naming the bad value.
    pub fn parse(text: &str) -> Result<Seat, String> {
        let text = text.trim();
        if text.eq_ignore_ascii_case("human") {
            return Ok(Seat::Human);
        }
        if let Ok(level) = text.parse::<Level>() {
            return Ok(Seat::Level(level));
        }
        let path = std::path::Path::new(text);
        if path.is_file() {
            return Ok(Seat::Engine(EngineRef::at_path(path)));
        }
        let levels: Vec<_> = Level::ALL.iter().map(|l| l.name()).collect();
        Err(format!(
            "bad seat '{text}': say human, a level ({}), or the path of a Gomocup engine",
            levels.join(", ")
        ))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Seat::Human => f.write_str("human"),
            Seat::Level(level) => f.write_str(level.name()),
            Seat::Engine(engine) => f.write_str(&engine.name),
        }
    }
}

/// The two seats: who plays black and who plays white.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Seats {
    /// Black's seat.
    pub black: Seat,
    /// White's seat.
    pub white: Seat,
}

impl Default for Seats {
    /// A person with black against the first level.
    fn default() -> Seats {
        Seats {
            black: Seat::Human,
            white: Seat::Level(Level::default()),
        }
    }
}

impl Seats {
    /// A person with `human`'s colour against `level`.
    #[must_use]
    pub fn person_against(level: Level, human: Stone) -> Seats {
        Seats::default()
            .with(human, Seat::Human)
            .with(human.opponent(), Seat::Level(level))
    }

    /// `stone`'s seat.
    #[must_use]
    pub fn of(&self, stone: Stone) -> &Seat {
        match stone {
            Stone::Black => &self.black,
            Stone::White => &self.white,
        }
    }

    /// These seats with `stone`'s changed to `seat`.
    #[must_use]
    pub fn with(mut self, stone: Stone, seat: Seat) -> Seats {
        match stone {
            Stone::Black => self.black = seat,
            Stone::White => self.white = seat,
        }
        self
    }

    /// The seats with colours exchanged.
    #[must_use]
    pub fn swapped(self) -> Seats {
        Seats {
            black: self.white,
            white: self.black,
        }
    }

    /// The colour of the one person, when one person plays the computer
    /// (the games that count in the score).
    #[must_use]
    pub fn person(&self) -> Option<Stone> {
        match (self.black.is_human(), self.white.is_human()) {
            (true, false) => Some(Stone::Black),
            (false, true) => Some(Stone::White),
            _ => None,
        }
    }

    /// Whether both seats are people (two people at one board).
    #[must_use]
    pub fn is_hot_seat(&self) -> bool {
        self.black.is_human() && self.white.is_human()
    }

    /// Whether no person plays (the computer against the computer).
    #[must_use]
    pub fn is_watch(&self) -> bool {
        !self.black.is_human() && !self.white.is_human()
    }

    /// The level the person plays against, when that is one of ours.
    #[must_use]
    pub fn opponent_level(&self) -> Option<Level> {
        let person = self.person()?;
        match self.of(person.opponent()) {
            Seat::Level(level) => Some(*level),
            _ => None,
        }
    }
}

/// Why a side lost other than by five in a row or resigning.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ForfeitReason {
    /// Its match clock ran out.
    Time,
    /// Its player gave no legal move: crashed, hung, printed garbage,
    /// played an illegal point, or could not be started.
    Fault(crate::engine::player::Fault),
}

/// A side that lost by forfeit: who, by what name, and why.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Forfeit {
    /// The side that lost.
    pub loser: Stone,
    /// Its player's name (an engine's by its `ABOUT`), or `human`.
    pub name: String,
    /// Why.
    pub reason: ForfeitReason,
}

/// Starts the program at `path` as a Gomocup engine (15×15, freestyle) to
/// see that it is one and learn its name (`ABOUT`), then lets it go. Waits
/// for the engine: call it off the UI thread.
///
/// # Errors
/// Why the program is not an engine that works, in words.
pub fn probe(path: &std::path::Path) -> Result<EngineRef, String> {
    use crate::engine::player::Player;
    use crate::protocol::external::{EngineCommand, EngineSeat, EngineSetup};

    if !path.is_file() {
        return Err(format!("there is no program at {}", path.display()));
    }
    let engine = EngineRef::at_path(path);
    let command = EngineCommand::parse(&engine.command).map_err(|e| e.to_string())?;
    let setup = EngineSetup::new(15, crate::game::rules::Rule::Freestyle);
    let seat = EngineSeat::start(&command, &setup).map_err(|e| e.to_string())?;
    let name = seat.name();
    Box::new(seat).finish();
    Ok(EngineRef { name, ..engine })
}
