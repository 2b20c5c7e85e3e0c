//! Soosõrv-8, the RIF's opening rule for the renju world championships
//! since 2017, as data. Step by step:
//! 1. the opener (the seat set as black) places one of the 26 openings:
//!    black on the centre point, white on one of the eight points around
//!    it, black within the central 5×5 ([`SoosorvStep::PlaceThree`]);
//! 2. the responder may swap: it takes black or white
//!    ([`SoosorvStep::ChooseAfterThree`]);
//! 3. whoever is white places the fourth stone anywhere
//!    ([`SoosorvStep::PlaceFour`]) and declares how many fifth moves black
//!    will offer, 1 to 8 ([`SoosorvStep::Declare`]);
//! 4. whoever is black may swap ([`SoosorvStep::ChooseAfterFour`]);
//! 5. whoever is black then offers that many fifth moves, no two of them
//!    symmetric (equivalent by a symmetry that keeps the four stones)
//!    ([`SoosorvStep::PlaceOffers`]);
//! 6. white picks one of them as the fifth stone
//!    ([`SoosorvStep::PickOffer`]) and plays the sixth: the game goes on
//!    as any renju game.

use serde::{Deserialize, Serialize};

use super::{Role, Swap2Choice};
use crate::game::board::{Board, Pos};
use crate::game::symmetry::equivalent;

pub use crate::engine::soosorv::MAX_OFFERS;

/// A step of Soosõrv-8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SoosorvStep {
    /// The opener places stones 1 to 3.
    PlaceThree,
    /// The responder takes a colour.
    ChooseAfterThree,
    /// White places stone 4.
    PlaceFour,
    /// White declares how many fifth moves black offers.
    Declare,
    /// Black takes a colour.
    ChooseAfterFour,
    /// Black places the offers.
    PlaceOffers,
    /// White picks an offer as the fifth stone.
    PickOffer,
    /// The colours are settled.
    Settled {
        /// Whether the opener ended with black.
        opener_black: bool,
    },
}

/// Why an offer was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OfferError {
    /// Not the step for offers.
    NotNow,
    /// Already offered.
    Again,
    /// Symmetric to this offer.
    Symmetric(Pos),
}

/// A Soosõrv-8 opening under way (or done), with its decisions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Soosorv {
    /// The step.
    pub step: SoosorvStep,
    /// Whether the opener holds black now.
    pub opener_black: bool,
    /// The colour choices made, in order, each with who made it.
    pub choices: Vec<(Role, Swap2Choice)>,
    /// How many fifth moves white asked for.
    pub declared: Option<u8>,
    /// The fifth moves offered (kept after the pick, for the record).
    pub offers: Vec<Pos>,
    /// The last click refused, and why (for the status line; not kept).
    #[serde(skip)]
    pub refused: Option<Refusal>,
}

/// A click the opening refused, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Stone `n` (from 1) must go within this many lines of the centre.
    Zone {
        /// The stone's number.
        stone: usize,
        /// How far from the centre it may go.
        reach: u8,
    },
    /// The offer is symmetric to the one on this point.
    Symmetric(Pos),
}

impl Default for Soosorv {
    fn default() -> Soosorv {
        Soosorv {
            step: SoosorvStep::PlaceThree,
            opener_black: true,
            choices: Vec::new(),
            declared: None,
            offers: Vec::new(),
            refused: None,
        }
    }
}

impl Soosorv {
    /// Who holds `black`'s colour now.
    fn holder(&self, black: bool) -> Role {
        if black == self.opener_black {
            Role::Opener
        } else {
            Role::Responder
        }
    }

    /// Who acts now (`None` once settled).
    #[must_use]
    pub fn actor(&self) -> Option<Role> {
        match self.step {
            SoosorvStep::PlaceThree => Some(Role::Opener),
            SoosorvStep::ChooseAfterThree => Some(Role::Responder),
            SoosorvStep::PlaceFour | SoosorvStep::Declare | SoosorvStep::PickOffer => {
                Some(self.holder(false))
            }
            SoosorvStep::ChooseAfterFour | SoosorvStep::PlaceOffers => Some(self.holder(true)),
            SoosorvStep::Settled { .. } => None,
        }
    }

    /// Whether the step places stones on the board (stones 1 to 4).
    #[must_use]
    pub fn is_placing(&self) -> bool {
        matches!(self.step, SoosorvStep::PlaceThree | SoosorvStep::PlaceFour)
    }

    /// Whether a click on the board does this step: a stone, an offer,
    /// the pick.
    #[must_use]
    pub fn takes_clicks(&self) -> bool {
        matches!(
            self.step,
            SoosorvStep::PlaceThree
                | SoosorvStep::PlaceFour
                | SoosorvStep::PlaceOffers
                | SoosorvStep::PickOffer
        )
    }

    /// Whether the step is a choice of colour.
    #[must_use]
    pub fn is_choosing(&self) -> bool {
        matches!(
            self.step,
            SoosorvStep::ChooseAfterThree | SoosorvStep::ChooseAfterFour
        )
    }

    /// The colour choices of this step.
    #[must_use]
    pub fn options(&self) -> &'static [Swap2Choice] {
        if self.is_choosing() {
            &[Swap2Choice::TakeBlack, Swap2Choice::TakeWhite]
        } else {
            &[]
        }
    }

    /// Whether the opener ended with black (`None` until settled).
    #[must_use]
    pub fn opener_black(&self) -> Option<bool> {
        match self.step {
            SoosorvStep::Settled { opener_black } => Some(opener_black),
            _ => None,
        }
    }

    /// Whether stone number `placed + 1` may go on `pos` of a `size`
    /// board: the first on the centre, the second next to it, the third
    /// within the central 5×5; the fourth anywhere.
    #[must_use]
    pub fn allows(size: usize, placed: usize, pos: Pos) -> bool {
        let centre = (size / 2) as u8;
        let reach = pos.x.abs_diff(centre).max(pos.y.abs_diff(centre));
        match Soosorv::reach(placed) {
            Some(0) => reach == 0,
            Some(1) => reach == 1,
            Some(most) => reach <= most,
            None => true,
        }
    }

    /// How far from the centre stone number `placed + 1` may go (`None`:
    /// anywhere).
    #[must_use]
    pub fn reach(placed: usize) -> Option<u8> {
        match placed {
            0 => Some(0),
            1 => Some(1),
            2 => Some(2),
            _ => None,
        }
    }

    /// A stone was placed, `stones` are on the board now: stone 3 ends
    /// the opener's step, stone 4 leaves white to declare.
    pub fn placed(&mut self, stones: usize) {
        self.step = match (self.step, stones) {
            (SoosorvStep::PlaceThree, 3) => SoosorvStep::ChooseAfterThree,
            (SoosorvStep::PlaceFour, 4) => SoosorvStep::Declare,
            (step, _) => step,
        };
    }

    /// The actor takes a colour.
    ///
    /// # Errors
    /// When this is not a choice of colour; nothing changes.
    pub fn choose(&mut self, choice: Swap2Choice) -> Result<(), String> {
        if !self.options().contains(&choice) {
            return Err(format!("{choice:?} is not a choice now ({:?})", self.step));
        }
        let role = self.actor().unwrap_or(Role::Opener);
        // The chooser ends with the colour it takes.
        let opener_takes = choice == Swap2Choice::TakeBlack;
        self.opener_black = if role == Role::Opener {
            opener_takes
        } else {
            !opener_takes
        };
        self.step = match self.step {
            SoosorvStep::ChooseAfterThree => SoosorvStep::PlaceFour,
            _ => SoosorvStep::PlaceOffers,
        };
        self.choices.push((role, choice));
        Ok(())
    }

    /// White declares `count` fifth moves.
    ///
    /// # Errors
    /// Out of turn, or a count outside 1 to [`MAX_OFFERS`].
    pub fn declare(&mut self, count: u8) -> Result<(), String> {
        if self.step != SoosorvStep::Declare || !(1..=MAX_OFFERS).contains(&count) {
            return Err(format!("declaring {count} offers at {:?}", self.step));
        }
        self.declared = Some(count);
        self.step = SoosorvStep::ChooseAfterFour;
        Ok(())
    }

    /// Black offers `pos` as a fifth move on `board` (the four stones;
    /// the caller checks that the point is free and legal). The last
    /// offer leaves white to pick.
    ///
    /// # Errors
    /// Out of turn, offered already, or symmetric to an earlier offer.
    pub fn offer(&mut self, board: &Board, pos: Pos) -> Result<(), OfferError> {
        if self.step != SoosorvStep::PlaceOffers {
            return Err(OfferError::NotNow);
        }
        if self.offers.contains(&pos) {
            return Err(OfferError::Again);
        }
        if let Some(&twin) = self.offers.iter().find(|&&o| equivalent(board, o, pos)) {
            return Err(OfferError::Symmetric(twin));
        }
        self.offers.push(pos);
        if self.offers.len() >= usize::from(self.declared.unwrap_or(1)) {
            self.step = SoosorvStep::PickOffer;
        }
        Ok(())
    }

    /// Black takes back the offer on `pos` (while still offering).
    pub fn withdraw(&mut self, pos: Pos) -> bool {
        let before = self.offers.len();
        if self.step == SoosorvStep::PlaceOffers {
            self.offers.retain(|&o| o != pos);
        }
        self.offers.len() < before
    }

    /// White picks the offer on `pos` as the fifth stone (the caller plays
    /// it): the colours are settled.
    ///
    /// # Errors
    /// Out of turn, or not an offer.
    pub fn pick(&mut self, pos: Pos) -> Result<(), String> {
        if self.step != SoosorvStep::PickOffer || !self.offers.contains(&pos) {
            return Err(format!("picking {pos:?} at {:?}", self.step));
        }
        self.step = SoosorvStep::Settled {
            opener_black: self.opener_black,
        };
        Ok(())
    }
}
