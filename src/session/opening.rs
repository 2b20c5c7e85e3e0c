//! Opening rules: how a game begins before the players' colours are
//! settled.
//!
//! Under [`OpeningRule::Free`] black simply moves first; under
//! [`OpeningRule::Centre`] (renju) black's first stone is the centre. Under
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
//! and the colours it ends with. The match drives it.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::game::rules::Rule;

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
}

impl OpeningRule {
    /// Every opening rule.
    pub const ALL: [OpeningRule; 3] = [OpeningRule::Free, OpeningRule::Swap2, OpeningRule::Centre];

    /// The name on the command line and in files.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            OpeningRule::Free => "free",
            OpeningRule::Swap2 => "swap2",
            OpeningRule::Centre => "centre",
        }
    }

    /// Whether the rule can be played under `rule` (swap2 is for freestyle
    /// and standard; the centre start is renju's).
    #[must_use]
    pub fn fits(self, rule: Rule) -> bool {
        match self {
            OpeningRule::Free => true,
            OpeningRule::Swap2 => rule != Rule::Renju,
            OpeningRule::Centre => rule == Rule::Renju,
        }
    }

    /// The stones a game under this rule and `rule` begins with, placed
    /// for black before anyone moves (the centre start's centre point).
    #[must_use]
    pub fn fixed_stones(self, rule: Rule, size: usize) -> Vec<crate::game::board::Pos> {
        match self {
            OpeningRule::Centre if self.fits(rule) => {
                let middle = u8::try_from(size / 2).unwrap_or(0);
                vec![crate::game::board::Pos::new(middle, middle)]
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
                    "unknown opening rule '{}' (free, swap2 or centre)",
                    text.trim()
                )
            })
    }
}

/// Who acts in a swap2 step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// The seat set as black: places the first three stones.
    Opener,
    /// The seat set as white: answers them.
    Responder,
}

/// A choice in swap2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Swap2Choice {
    /// Take black.
    TakeBlack,
    /// Take white (white plays the next stone).
    TakeWhite,
    /// After three stones: place stones 4 and 5, and let the opener choose.
    PlaceTwo,
}

/// A step of swap2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Swap2Step {
    /// The opener places stones 1 to 3.
    PlaceThree,
    /// The responder chooses after three stones.
    ChooseAfterThree,
    /// The responder places stones 4 and 5.
    PlaceTwo,
    /// The opener chooses after five stones.
    ChooseAfterFive,
    /// The colours are settled: the game goes on as any other.
    Settled {
        /// Whether the opener ended with black.
        opener_black: bool,
    },
}

/// A swap2 opening under way (or done), with the choices made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Swap2 {
    /// The step.
    pub step: Swap2Step,
    /// The choices made so far, in order, each with who made it.
    pub choices: Vec<(Role, Swap2Choice)>,
}

impl Default for Swap2 {
    fn default() -> Swap2 {
        Swap2 {
            step: Swap2Step::PlaceThree,
            choices: Vec::new(),
        }
    }
}

impl Swap2 {
    /// Who acts now (`None` once settled).
    #[must_use]
    pub fn actor(&self) -> Option<Role> {
        match self.step {
            Swap2Step::PlaceThree | Swap2Step::ChooseAfterFive => Some(Role::Opener),
            Swap2Step::ChooseAfterThree | Swap2Step::PlaceTwo => Some(Role::Responder),
            Swap2Step::Settled { .. } => None,
        }
    }

    /// Whether the step is placing stones (a click places one).
    #[must_use]
    pub fn is_placing(&self) -> bool {
        matches!(self.step, Swap2Step::PlaceThree | Swap2Step::PlaceTwo)
    }

    /// Whether the step is a choice (a question for a person).
    #[must_use]
    pub fn is_choosing(&self) -> bool {
        matches!(
            self.step,
            Swap2Step::ChooseAfterThree | Swap2Step::ChooseAfterFive
        )
    }

    /// The choices of this step (empty unless it is a choice).
    #[must_use]
    pub fn options(&self) -> &'static [Swap2Choice] {
        match self.step {
            Swap2Step::ChooseAfterThree => &[
                Swap2Choice::TakeBlack,
                Swap2Choice::TakeWhite,
                Swap2Choice::PlaceTwo,
            ],
            Swap2Step::ChooseAfterFive => &[Swap2Choice::TakeBlack, Swap2Choice::TakeWhite],
            _ => &[],
        }
    }

    /// Whether the opener ended with black (`None` until settled).
    #[must_use]
    pub fn opener_black(&self) -> Option<bool> {
        match self.step {
            Swap2Step::Settled { opener_black } => Some(opener_black),
            _ => None,
        }
    }

    /// A stone was placed, `stones` are on the board now: the placing
    /// steps end at three and at five.
    pub fn placed(&mut self, stones: usize) {
        self.step = match (self.step, stones) {
            (Swap2Step::PlaceThree, 3) => Swap2Step::ChooseAfterThree,
            (Swap2Step::PlaceTwo, 5) => Swap2Step::ChooseAfterFive,
            (step, _) => step,
        };
    }

    /// The actor chooses `choice`.
    ///
    /// # Errors
    /// When it is not one of this step's [`Swap2::options`]; nothing
    /// changes.
    pub fn choose(&mut self, choice: Swap2Choice) -> Result<(), String> {
        if !self.options().contains(&choice) {
            return Err(format!("{choice:?} is not a choice now ({:?})", self.step));
        }
        let role = self.actor().unwrap_or(Role::Opener);
        self.step = match (self.step, choice) {
            (_, Swap2Choice::PlaceTwo) => Swap2Step::PlaceTwo,
            // The chooser takes the colour: the opener is black exactly
            // when the opener takes black or the responder takes white.
            (_, Swap2Choice::TakeBlack) => Swap2Step::Settled {
                opener_black: role == Role::Opener,
            },
            (_, Swap2Choice::TakeWhite) => Swap2Step::Settled {
                opener_black: role == Role::Responder,
            },
        };
        self.choices.push((role, choice));
        Ok(())
    }
}
