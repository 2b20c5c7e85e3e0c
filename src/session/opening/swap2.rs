//! Swap2 as data: whose step it is, what may be done, and the colours it
//! ends with.

use serde::{Deserialize, Serialize};

use super::Role;

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
