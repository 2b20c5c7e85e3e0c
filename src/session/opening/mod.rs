//! Opening rules: how a game begins before the players' colours are
//! settled.
//!
//! Under [`OpeningRule::Free`] black simply moves first; under
//! [`OpeningRule::Centre`] (renju) black's first stone is the centre. Renju's
//! world-championship rule, [`OpeningRule::Soosorv8`], is [`Soosorv`]. Under
//! [`OpeningRule::Swap2`] (Gomocup and the world championships, freestyle
//! and standard) the seat set as black is the *opener* and the seat set as
//! white the *responder*:
//! 1. the opener places three stones: black, white, black;
//! 2. the responder takes black ([`Swap2Choice::TakeBlack`]: the opener,
//!    now white, plays stone 4), takes white ([`Swap2Choice::TakeWhite`]:
//!    and plays stone 4), or places two more ([`Swap2Choice::PlaceTwo`]:
//!    stone 4 white and stone 5 black);
//! 3. after two more, the opener takes black or white; white plays stone 6.
//!
//! [`Swap2`] is that sequence as data: whose step it is, what may be done,
//! and the colours it ends with; [`Opening`] is either of them. The match
//! drives it.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::game::board::Pos;
use crate::game::rules::Rule;

mod soosorv;
mod swap2;

pub use soosorv::{MAX_OFFERS, OfferError, Refusal, Soosorv, SoosorvStep};
pub use swap2::{Swap2, Swap2Choice, Swap2Step};

/// How a game begins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OpeningRule {
    /// Black moves first, anywhere.
    #[default]
    Free,
    /// Swap2 (freestyle and standard).
    Swap2,
    /// Renju's plain centre start: black's first stone is the centre
    /// point, and play goes on from there.
    Centre,
    /// Soosõrv-8, RIF's rule for the renju world championships (see
    /// [`Soosorv`]).
    Soosorv8,
}

impl OpeningRule {
    /// Every opening rule.
    pub const ALL: [OpeningRule; 4] = [
        OpeningRule::Free,
        OpeningRule::Swap2,
        OpeningRule::Centre,
        OpeningRule::Soosorv8,
    ];

    /// The name on the command line and in files.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            OpeningRule::Free => "free",
            OpeningRule::Swap2 => "swap2",
            OpeningRule::Centre => "centre",
            OpeningRule::Soosorv8 => "soosorv8",
        }
    }

    /// Whether the rule can be played under `rule` (swap2 is for freestyle
    /// and standard; the centre start and Soosõrv-8 are renju's).
    #[must_use]
    pub fn fits(self, rule: Rule) -> bool {
        match self {
            OpeningRule::Free => true,
            OpeningRule::Swap2 => rule != Rule::Renju,
            OpeningRule::Centre | OpeningRule::Soosorv8 => rule == Rule::Renju,
        }
    }

    /// The stones a game under this rule and `rule` begins with, placed
    /// for black before anyone moves (the centre start's centre point).
    #[must_use]
    pub fn fixed_stones(self, rule: Rule, size: usize) -> Vec<Pos> {
        match self {
            OpeningRule::Centre if self.fits(rule) => {
                let middle = u8::try_from(size / 2).unwrap_or(0);
                vec![Pos::new(middle, middle)]
            }
            _ => Vec::new(),
        }
    }
}

impl fmt::Display for OpeningRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for OpeningRule {
    type Err = String;
    fn from_str(text: &str) -> Result<OpeningRule, String> {
        OpeningRule::ALL
            .into_iter()
            .find(|o| o.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| {
                format!(
                    "unknown opening rule '{}' (free, swap2, centre or soosorv8)",
                    text.trim()
                )
            })
    }
}

/// Who acts in an opening's step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// The seat set as black: places the first three stones.
    Opener,
    /// The seat set as white: answers them.
    Responder,
}

impl Role {
    /// The other role.
    #[must_use]
    pub fn other(self) -> Role {
        match self {
            Role::Opener => Role::Responder,
            Role::Responder => Role::Opener,
        }
    }
}

/// An opening with decisions, under way or done: swap2 or Soosõrv-8. Kept
/// games keep it as it ended (each kind by its own fields).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Opening {
    /// Soosõrv-8 (renju).
    Soosorv(Soosorv),
    /// Swap2 (freestyle and standard).
    Swap2(Swap2),
}

impl Opening {
    /// The opening `rule` begins with under `board_rule`, if it has one.
    #[must_use]
    pub fn fresh(rule: OpeningRule, board_rule: Rule) -> Option<Opening> {
        if !rule.fits(board_rule) {
            return None;
        }
        match rule {
            OpeningRule::Swap2 => Some(Opening::Swap2(Swap2::default())),
            OpeningRule::Soosorv8 => Some(Opening::Soosorv(Soosorv::default())),
            OpeningRule::Free | OpeningRule::Centre => None,
        }
    }

    /// Its rule.
    #[must_use]
    pub fn rule(&self) -> OpeningRule {
        match self {
            Opening::Swap2(_) => OpeningRule::Swap2,
            Opening::Soosorv(_) => OpeningRule::Soosorv8,
        }
    }

    /// Who acts now (`None` once settled).
    #[must_use]
    pub fn actor(&self) -> Option<Role> {
        match self {
            Opening::Swap2(o) => o.actor(),
            Opening::Soosorv(o) => o.actor(),
        }
    }

    /// Whether the step is placing stones on the board (a click places
    /// one).
    #[must_use]
    pub fn is_placing(&self) -> bool {
        match self {
            Opening::Swap2(o) => o.is_placing(),
            Opening::Soosorv(o) => o.is_placing(),
        }
    }

    /// Whether a person's click on the board does this step: placing a
    /// stone, and Soosõrv-8's offering and picking fifth moves.
    #[must_use]
    pub fn takes_clicks(&self) -> bool {
        match self {
            Opening::Swap2(o) => o.is_placing(),
            Opening::Soosorv(o) => o.takes_clicks(),
        }
    }

    /// Whether the step is a choice of colour (a question for a person).
    #[must_use]
    pub fn is_choosing(&self) -> bool {
        match self {
            Opening::Swap2(o) => o.is_choosing(),
            Opening::Soosorv(o) => o.is_choosing(),
        }
    }

    /// The choices of this step (empty unless it is a choice of colour).
    #[must_use]
    pub fn options(&self) -> &'static [Swap2Choice] {
        match self {
            Opening::Swap2(o) => o.options(),
            Opening::Soosorv(o) => o.options(),
        }
    }

    /// Whether the opener ended with black (`None` until settled).
    #[must_use]
    pub fn opener_black(&self) -> Option<bool> {
        match self {
            Opening::Swap2(o) => o.opener_black(),
            Opening::Soosorv(o) => o.opener_black(),
        }
    }

    /// A stone was placed on the board, `stones` are on it now.
    pub fn placed(&mut self, stones: usize) {
        match self {
            Opening::Swap2(o) => o.placed(stones),
            Opening::Soosorv(o) => o.placed(stones),
        }
    }

    /// The actor chooses `choice`.
    ///
    /// # Errors
    /// When it is not one of this step's [`Opening::options`]; nothing
    /// changes.
    pub fn choose(&mut self, choice: Swap2Choice) -> Result<(), String> {
        match self {
            Opening::Swap2(o) => o.choose(choice),
            Opening::Soosorv(o) => o.choose(choice),
        }
    }

    /// The choices of colour made so far, in order, each with who made
    /// it.
    #[must_use]
    pub fn choices(&self) -> &[(Role, Swap2Choice)] {
        match self {
            Opening::Swap2(o) => &o.choices,
            Opening::Soosorv(o) => &o.choices,
        }
    }

    /// How many of the game's first stones the opening placed before the
    /// colours were settled (each side's own moves come after): swap2's
    /// three, or five after two more were placed; Soosõrv-8's five. `None`
    /// while the opening is under way.
    #[must_use]
    pub fn stones(&self) -> Option<usize> {
        self.opener_black()?;
        Some(match self {
            Opening::Swap2(o) if o.choices.iter().any(|c| c.1 == Swap2Choice::PlaceTwo) => 5,
            Opening::Swap2(_) => 3,
            Opening::Soosorv(_) => 5,
        })
    }

    /// The Soosõrv-8 opening, if it is one.
    #[must_use]
    pub fn soosorv(&self) -> Option<&Soosorv> {
        match self {
            Opening::Soosorv(o) => Some(o),
            Opening::Swap2(_) => None,
        }
    }

    /// The fifth-move offers on the board (Soosõrv-8's, until one is
    /// picked; empty otherwise).
    #[must_use]
    pub fn offers(&self) -> &[Pos] {
        match self {
            Opening::Soosorv(o) if o.actor().is_some() => &o.offers,
            _ => &[],
        }
    }
}
