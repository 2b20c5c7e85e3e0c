//! The player's choices, remembered between runs in `settings.json`.
//!
//! The file is read once, at start, field by field: every field that
//! parses is kept, any other falls back to its default on its own, and the
//! player is told which ones were reset (a hand edit like
//! `"level": "master"` is fine: names are read as the menu shows them,
//! in any case). Unknown fields, from a newer version, are ignored. Only a
//! file that is not a JSON object at all is moved aside whole.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::engine::Level;
use crate::game::board::{BoardSize, Stone};
use crate::game::rules::Rule;
use crate::session::clock::TimeControl;
use crate::session::controller::{Choices, PlayAs};
use crate::session::language::Lang;
use crate::session::notice::{FileProblem, Notice, ResetField, ResetTo};
use crate::session::opening::OpeningRule;
use crate::session::seats::{EngineRef, Seat, Seats};
use crate::session::store::{Loaded, Store};

/// The file name of the player's [`Settings`].
pub const SETTINGS_FILE: &str = "settings.json";

/// The smallest window size (each side, in points) worth restoring.
const MIN_SAVED_WINDOW: f32 = 320.0;
/// Beyond this (each way, in points) a saved size or place is nonsense.
const MAX_SAVED_WINDOW: f32 = 16_384.0;

/// The match a run starts with, from the command line (`--black`,
/// `--white`, `--time`): each part given replaces the remembered choice,
/// and is remembered in turn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MatchStart {
    /// Black's seat.
    pub black: Option<Seat>,
    /// White's seat.
    pub white: Option<Seat>,
    /// The time control.
    pub time: Option<TimeControl>,
}

/// The player's choices, remembered between runs.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(default)]
pub struct Settings {
    /// Who plays black and who white (from files before seats: a person
    /// against `level`, with the colour `play_as` chose).
    pub seats: Seats,
    /// Whether the seats change colours with every new game.
    pub alternate: bool,
    /// The time control.
    pub time: TimeControl,
    /// How games begin (`free`, or `swap2` under freestyle and standard).
    pub opening: OpeningRule,
    /// The outside engines the player has added, to offer for either seat.
    pub engines: Vec<EngineRef>,
    /// Whether music and sound effects are off.
    pub muted: bool,
    /// The window's last inner size in points, if known.
    pub window_size: Option<[f32; 2]>,
    /// The window's last position on the desktop in points, if known.
    pub window_pos: Option<[f32; 2]>,
    /// The board.
    pub board_size: BoardSize,
    /// The rule set new games are played under.
    pub rule: Rule,
    /// Whether the heat map (a level's score of every point) is shown.
    pub show_heat: bool,
    /// Whether both colours' threats are marked on the board.
    pub show_threats: bool,
    /// Whether the stones show their move numbers.
    pub show_numbers: bool,
    /// Whether the status bar shows what a computer player thinks.
    pub show_thinking: bool,
    /// The language of every word on screen (at first start, the
    /// system's: Chinese for a `zh` locale, else English).
    pub language: Lang,
}

impl Default for Settings {
    /// The first start's settings: everything at its default, the
    /// language the system's.
    fn default() -> Settings {
        Settings {
            seats: Seats::default(),
            alternate: false,
            time: TimeControl::default(),
            opening: OpeningRule::default(),
            engines: Vec::new(),
            muted: false,
            window_size: None,
            window_pos: None,
            board_size: BoardSize::default(),
            rule: Rule::default(),
            show_heat: false,
            show_threats: false,
            show_numbers: false,
            show_thinking: false,
            language: Lang::system(),
        }
    }
}

impl Settings {
    /// Reads the settings from `store`; see the module docs for what
    /// happens to a damaged file. The notice names every field reset.
    #[must_use]
    pub fn load(store: &Store) -> Loaded<Settings> {
        store.load_with(SETTINGS_FILE, |bytes| {
            let value: Value = serde_json::from_slice(bytes)
                .map_err(|err| FileProblem::NotUnderstood(err.to_string()))?;
            let Value::Object(fields) = value else {
                return Err(FileProblem::NotSettings);
            };
            let (settings, reset) = Settings::from_fields(&fields);
            let notice = (!reset.is_empty()).then(|| Notice::SettingsReset {
                path: store
                    .dir()
                    .map_or_else(|| SETTINGS_FILE.into(), |dir| dir.join(SETTINGS_FILE)),
                fields: reset,
            });
            Ok((settings, notice))
        })
    }

    /// The settings in `fields`, each field on its own; also what was reset
    /// (`level "grandmaster"`, now seed).
    fn from_fields(fields: &Map<String, Value>) -> (Settings, Vec<ResetField>) {
        let mut s = Settings::default();
        let mut reset = Vec::new();
        if fields.contains_key("seats") {
            field(fields, "seats", &mut s.seats, &mut reset, |_| {
                ResetTo::DefaultSeats
            });
            field(fields, "alternate", &mut s.alternate, &mut reset, |a| {
                ResetTo::Alternate(*a)
            });
        } else {
            // A file from before seats: a person against a level.
            let mut level = Level::default();
            let mut play_as = PlayAs::default();
            field(fields, "level", &mut level, &mut reset, |l| {
                ResetTo::Level(*l)
            });
            field(fields, "play_as", &mut play_as, &mut reset, |p| {
                ResetTo::PlayAs(*p)
            });
            s.seats = Seats::person_against(level, play_as.fixed().unwrap_or(Stone::Black));
            s.alternate = play_as == PlayAs::Alternate;
        }
        field(fields, "time", &mut s.time, &mut reset, |t| {
            ResetTo::Time(*t)
        });
        field(fields, "opening", &mut s.opening, &mut reset, |o| {
            ResetTo::Opening(*o)
        });
        field(fields, "engines", &mut s.engines, &mut reset, |_| {
            ResetTo::NoEngines
        });
        field(fields, "muted", &mut s.muted, &mut reset, |m| {
            ResetTo::Muted(*m)
        });
        field(
            fields,
            "window_size",
            &mut s.window_size,
            &mut reset,
            |_| ResetTo::DefaultSize,
        );
        field(fields, "window_pos", &mut s.window_pos, &mut reset, |_| {
            ResetTo::DefaultPlace
        });
        field(fields, "board_size", &mut s.board_size, &mut reset, |b| {
            ResetTo::Board(*b)
        });
        field(fields, "rule", &mut s.rule, &mut reset, |r| {
            ResetTo::Rule(*r)
        });
        let shown = |on: &bool| ResetTo::Shown(*on);
        field(fields, "show_heat", &mut s.show_heat, &mut reset, shown);
        field(
            fields,
            "show_threats",
            &mut s.show_threats,
            &mut reset,
            shown,
        );
        field(
            fields,
            "show_numbers",
            &mut s.show_numbers,
            &mut reset,
            shown,
        );
        field(
            fields,
            "show_thinking",
            &mut s.show_thinking,
            &mut reset,
            shown,
        );
        field(fields, "language", &mut s.language, &mut reset, |l| {
            ResetTo::Language(*l)
        });
        (s, reset)
    }

    /// The match choices.
    #[must_use]
    pub fn choices(&self) -> Choices {
        Choices {
            size: self.board_size,
            rule: self.rule,
            seats: self.seats.clone(),
            alternate: self.alternate,
            time: self.time,
            opening: self.opening,
        }
    }

    /// Remembers the match choices.
    pub fn set_choices(&mut self, choices: &Choices) {
        self.board_size = choices.size;
        self.rule = choices.rule;
        self.seats = choices.seats.clone();
        self.alternate = choices.alternate;
        self.time = choices.time;
        self.opening = choices.opening;
    }

    /// Takes the command line's choices (an engine named there is added to
    /// the engines offered).
    pub fn start_with(&mut self, start: &MatchStart) {
        for (stone, seat) in [(Stone::Black, &start.black), (Stone::White, &start.white)] {
            if let Some(seat) = seat {
                if let Seat::Engine(engine) = seat {
                    self.add_engine(engine.clone());
                }
                self.seats = self.seats.clone().with(stone, seat.clone());
            }
        }
        if let Some(time) = start.time {
            self.time = time;
        }
    }

    /// Remembers an outside engine (once: one added again is renamed).
    pub fn add_engine(&mut self, engine: EngineRef) {
        match self
            .engines
            .iter_mut()
            .find(|e| e.command == engine.command)
        {
            Some(known) => known.name = engine.name,
            None => self.engines.push(engine),
        }
    }

    /// The saved window size, if it is a sensible one.
    #[must_use]
    pub fn usable_window_size(&self) -> Option<[f32; 2]> {
        self.window_size.filter(|[w, h]| {
            [*w, *h]
                .iter()
                .all(|v| v.is_finite() && (MIN_SAVED_WINDOW..=MAX_SAVED_WINDOW).contains(v))
        })
    }

    /// The saved window place, if it is a number a desktop could have (it
    /// may still be off every monitor: the window checks once it is open).
    #[must_use]
    pub fn usable_window_pos(&self) -> Option<[f32; 2]> {
        self.window_pos.filter(|p| {
            p.iter()
                .all(|v| v.is_finite() && v.abs() <= MAX_SAVED_WINDOW)
        })
    }
}

/// Reads `fields[name]` into `slot` if it parses; otherwise leaves the
/// default there and says so in `reset` (with `describe` naming the
/// default).
fn field<T: DeserializeOwned>(
    fields: &Map<String, Value>,
    name: &str,
    slot: &mut T,
    reset: &mut Vec<ResetField>,
    describe: impl Fn(&T) -> ResetTo,
) {
    let Some(value) = fields.get(name) else {
        return;
    };
    match T::deserialize(value) {
        Ok(parsed) => *slot = parsed,
        Err(_) => {
            let mut shown = value.to_string();
            if shown.chars().count() > 40 {
                shown = shown.chars().take(40).chain("…".chars()).collect();
            }
            reset.push(ResetField {
                name: name.to_owned(),
                found: shown,
                now: describe(slot),
            });
        }
    }
}
