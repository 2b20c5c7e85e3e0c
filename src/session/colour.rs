//! The colour the player chooses: black, white, or each in turn.

use std::fmt;
use std::str::FromStr;

use crate::game::board::Stone;

/// Which colour the player chooses to play.
///
/// Saved by its variant name (`"White"`); read back case-insensitively, so
/// `"white"` in a hand-edited file works too.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(try_from = "String")]
pub enum PlayAs {
    /// Black, moving first (the seeds' only choice).
    #[default]
    Black,
    /// White: the computer opens.
    White,
    /// Black and white by turns, a new colour every new game.
    Alternate,
}

impl PlayAs {
    /// Every choice, in menu order.
    pub const ALL: [PlayAs; 3] = [PlayAs::Black, PlayAs::White, PlayAs::Alternate];

    /// The choice's lower-case name (`black`, `white`, `alternate`).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            PlayAs::Black => "black",
            PlayAs::White => "white",
            PlayAs::Alternate => "alternate",
        }
    }

    /// The colour this choice always plays (`None` for
    /// [`PlayAs::Alternate`]).
    #[must_use]
    pub fn fixed(self) -> Option<Stone> {
        match self {
            PlayAs::Black => Some(Stone::Black),
            PlayAs::White => Some(Stone::White),
            PlayAs::Alternate => None,
        }
    }

    /// The player's colour in the game after one played as `previous`
    /// (alternating flips it; `None`: no game before, black).
    #[must_use]
    pub fn next(self, previous: Option<Stone>) -> Stone {
        self.fixed()
            .unwrap_or_else(|| previous.map_or(Stone::Black, Stone::opponent))
    }
}

impl fmt::Display for PlayAs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for PlayAs {
    type Err = String;
    fn from_str(s: &str) -> Result<PlayAs, String> {
        PlayAs::ALL
            .into_iter()
            .find(|p| p.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                let names: Vec<_> = PlayAs::ALL.iter().map(|p| p.name()).collect();
                format!("unknown colour choice '{s}' (one of: {})", names.join(", "))
            })
    }
}

impl TryFrom<String> for PlayAs {
    type Error = String;
    fn try_from(s: String) -> Result<PlayAs, String> {
        s.parse()
    }
}
