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
use crate::game::board::BoardSize;
use crate::game::rules::Rule;
use crate::session::controller::PlayAs;
use crate::session::language::Lang;
use crate::session::notice::{FileProblem, Notice, ResetField, ResetTo};
use crate::session::store::{Loaded, Store};

/// The file name of the player's [`Settings`].
pub const SETTINGS_FILE: &str = "settings.json";

/// The smallest window size (each side, in points) worth restoring.
const MIN_SAVED_WINDOW: f32 = 320.0;
/// Beyond this (each way, in points) a saved size or place is nonsense.
const MAX_SAVED_WINDOW: f32 = 16_384.0;

/// The player's choices, remembered between runs.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(default)]
pub struct Settings {
    /// The computer's strength.
    pub level: Level,
    /// The colour the player chooses (black in files from before the
    /// choice).
    pub play_as: PlayAs,
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
    /// The language of every word on screen (at first start, the
    /// system's: Chinese for a `zh` locale, else English).
    pub language: Lang,
}

impl Default for Settings {
    /// The first start's settings: everything at its default, the
    /// language the system's.
    fn default() -> Settings {
        Settings {
            level: Level::default(),
            play_as: PlayAs::default(),
            muted: false,
            window_size: None,
            window_pos: None,
            board_size: BoardSize::default(),
            rule: Rule::default(),
            show_heat: false,
            show_threats: false,
            show_numbers: false,
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
        field(fields, "level", &mut s.level, &mut reset, |l| {
            ResetTo::Level(*l)
        });
        field(fields, "play_as", &mut s.play_as, &mut reset, |p| {
            ResetTo::PlayAs(*p)
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
        field(fields, "language", &mut s.language, &mut reset, |l| {
            ResetTo::Language(*l)
        });
        (s, reset)
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
