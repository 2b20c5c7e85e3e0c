//! Soosõrv-8's own steps in the match: a person's clicks (stones in their
//! zones, fifth-move offers, the pick) and declaration, and a computer's
//! decisions applied. The steps themselves are
//! `session::opening::Soosorv`.

use std::time::Instant;

use super::Controller;
use crate::engine::player::{Fault, FaultKind};
use crate::engine::soosorv::{SoosorvAsk, SoosorvReply};
use crate::game::board::{Pos, Stone};
use crate::session::controller::Event;
use crate::session::opening::{OfferError, Opening, Refusal, Soosorv, SoosorvStep, Swap2Choice};
use crate::session::seats::ForfeitReason;

impl Controller {
    /// The Soosõrv-8 step a computer is asked to decide.
    pub(super) fn soosorv_ask(o: &Soosorv) -> SoosorvAsk {
        match o.step {
            SoosorvStep::PlaceThree => SoosorvAsk::Three,
            SoosorvStep::ChooseAfterThree => SoosorvAsk::Colour { offers: None },
            SoosorvStep::PlaceFour | SoosorvStep::Declare => SoosorvAsk::Fourth,
            SoosorvStep::ChooseAfterFour => SoosorvAsk::Colour { offers: o.declared },
            SoosorvStep::PlaceOffers => SoosorvAsk::Offers(o.declared.unwrap_or(1)),
            SoosorvStep::PickOffer | SoosorvStep::Settled { .. } => {
                SoosorvAsk::Pick(o.offers.clone())
            }
        }
    }

    /// The Soosõrv-8 opening under way, if the game has one.
    fn soosorv_now(&self) -> Option<&Soosorv> {
        self.opening
            .as_ref()?
            .soosorv()
            .filter(|_| self.in_opening())
    }

    fn soosorv_mut(&mut self) -> Option<&mut Soosorv> {
        match &mut self.opening {
            Some(Opening::Soosorv(o)) => Some(o),
            _ => None,
        }
    }

    /// Whether a person must declare how many fifth moves black offers
    /// (the window asks: 1 to 8).
    #[must_use]
    pub fn declare_question(&self) -> bool {
        self.soosorv_now()
            .is_some_and(|o| o.step == SoosorvStep::Declare)
            && self.opening_actor().is_some_and(|a| self.person_acts(a))
            && !self.is_ai_thinking()
    }

    /// A person declares `count` fifth moves.
    pub fn declare(&mut self, count: u8) -> Vec<Event> {
        if !self.declare_question() {
            return Vec::new();
        }
        if self.soosorv_mut().is_some_and(|o| o.declare(count).is_ok()) {
            return self.next_turn(Instant::now());
        }
        Vec::new()
    }

    /// What a person's click on `pos` does now during Soosõrv-8 (`None`
    /// when no Soosõrv-8 opening is under way): one reading of the step
    /// for the click itself and for the ghost stone that says where a
    /// click would place one.
    fn soosorv_click_at(&self, pos: Pos) -> Option<SoosorvClick> {
        let o = self.soosorv_now()?;
        if !self.places_opening_stone() {
            return Some(SoosorvClick::NotTheirs);
        }
        let board = self.game.board();
        let legal = self.game.is_legal(pos);
        Some(match o.step {
            SoosorvStep::PlaceThree | SoosorvStep::PlaceFour
                if !Soosorv::allows(board.size(), board.stone_count(), pos) =>
            {
                SoosorvClick::OutOfZone
            }
            SoosorvStep::PlaceThree | SoosorvStep::PlaceFour if legal => SoosorvClick::Stone,
            SoosorvStep::PlaceOffers if o.offers.contains(&pos) => SoosorvClick::Withdraw,
            SoosorvStep::PlaceOffers if legal => SoosorvClick::Offer,
            SoosorvStep::PickOffer if o.offers.contains(&pos) => SoosorvClick::Pick,
            _ => SoosorvClick::Nothing,
        })
    }

    /// Whether a person's click on `pos` would do something now: play a
    /// stone on their turn; during Soosõrv-8 only a stone in its zone, an
    /// offer (or an offer taken back), or the pick of an offer.
    #[must_use]
    pub fn takes_click(&self, pos: Pos) -> bool {
        match self.soosorv_click_at(pos) {
            None => self.is_human_turn() && self.game.is_legal(pos),
            Some(click) => matches!(
                click,
                SoosorvClick::Stone
                    | SoosorvClick::Withdraw
                    | SoosorvClick::Offer
                    | SoosorvClick::Pick
            ),
        }
    }

    /// A person's click while a Soosõrv-8 opening is under way (`None`
    /// when there is none): a stone in its zone, an offer (a click on an
    /// offer takes it back), or the pick.
    pub(super) fn soosorv_click(&mut self, pos: Pos) -> Option<Vec<Event>> {
        let click = self.soosorv_click_at(pos)?;
        if click == SoosorvClick::NotTheirs {
            return Some(Vec::new());
        }
        let now = Instant::now();
        let stones = self.game.board().stone_count();
        let board = self.game.board().clone();
        let o = self.soosorv_mut()?;
        o.refused = None;
        match click {
            SoosorvClick::NotTheirs | SoosorvClick::Nothing => Some(Vec::new()),
            SoosorvClick::OutOfZone => {
                o.refused = Soosorv::reach(stones).map(|reach| Refusal::Zone {
                    stone: stones + 1,
                    reach,
                });
                Some(Vec::new())
            }
            SoosorvClick::Stone => {
                let mut events = self.play(pos, now);
                self.opening_stone_placed();
                events.extend(self.next_turn(now));
                Some(events)
            }
            SoosorvClick::Withdraw => {
                o.withdraw(pos);
                Some(Vec::new())
            }
            SoosorvClick::Offer => {
                if let Err(OfferError::Symmetric(twin)) = o.offer(&board, pos) {
                    o.refused = Some(Refusal::Symmetric(twin));
                }
                Some(self.next_turn(now))
            }
            SoosorvClick::Pick => Some(self.pick_offer(pos, now)),
        }
    }

    /// White picks the offer on `pos`: it is played as black's fifth
    /// stone and the colours are settled.
    fn pick_offer(&mut self, pos: Pos, now: Instant) -> Vec<Event> {
        if self.soosorv_mut().is_none_or(|o| o.pick(pos).is_err()) {
            return Vec::new();
        }
        self.settle_colours();
        let mut events = self.play(pos, now);
        events.extend(self.next_turn(now));
        events
    }

    /// What a computer decided for its Soosõrv-8 step; a decision that
    /// does not fit the step (or the board) forfeits.
    pub(super) fn apply_soosorv(
        &mut self,
        side: Stone,
        reply: SoosorvReply,
        now: Instant,
    ) -> Vec<Event> {
        let Some(step) = self.soosorv_now().map(|o| o.step) else {
            return Vec::new();
        };
        let garbage = |what: String| Fault::new(FaultKind::Garbage, what);
        let size = self.game.board().size();
        let fault = match (step, reply) {
            (SoosorvStep::PlaceThree, SoosorvReply::Three(stones)) => {
                let mut events = Vec::new();
                for (k, pos) in stones.into_iter().enumerate() {
                    if !Soosorv::allows(size, k, pos) || !self.game.is_legal(pos) {
                        let why = format!("placed opening stone {} on {pos:?}", k + 1);
                        return self.forfeit_by(side, ForfeitReason::Fault(garbage(why)), now);
                    }
                    events.extend(self.play(pos, now));
                    self.opening_stone_placed();
                }
                events.extend(self.next_turn(now));
                return events;
            }
            (
                SoosorvStep::ChooseAfterThree | SoosorvStep::ChooseAfterFour,
                reply @ (SoosorvReply::TakeBlack | SoosorvReply::TakeWhite),
            ) => {
                let choice = if reply == SoosorvReply::TakeBlack {
                    Swap2Choice::TakeBlack
                } else {
                    Swap2Choice::TakeWhite
                };
                match self.soosorv_mut().map(|o| o.choose(choice)) {
                    Some(Ok(())) => return self.next_turn(now),
                    _ => garbage(format!("chose {choice:?} out of turn")),
                }
            }
            (SoosorvStep::PlaceFour, SoosorvReply::Fourth(pos, count)) => {
                if self.game.is_legal(pos) {
                    let mut events = self.play(pos, now);
                    self.opening_stone_placed();
                    if self.soosorv_mut().is_some_and(|o| o.declare(count).is_ok()) {
                        events.extend(self.next_turn(now));
                        return events;
                    }
                    garbage(format!("declared {count} fifth moves"))
                } else {
                    garbage(format!("placed the fourth stone on {pos:?}"))
                }
            }
            (SoosorvStep::PlaceOffers, SoosorvReply::Offers(offers)) => {
                let board = self.game.board().clone();
                let all_legal = offers.iter().all(|&p| self.game.is_legal(p));
                let declared = self.soosorv_now().and_then(|o| o.declared);
                let fits = all_legal
                    && declared == u8::try_from(offers.len()).ok()
                    && self
                        .soosorv_mut()
                        .is_some_and(|o| offers.iter().all(|&p| o.offer(&board, p).is_ok()));
                if fits {
                    return self.next_turn(now);
                }
                garbage(format!("offered {offers:?} (declared {declared:?})"))
            }
            (SoosorvStep::PickOffer, SoosorvReply::Pick(pos)) => {
                let events = self.pick_offer(pos, now);
                if self.in_opening() {
                    garbage(format!("picked {pos:?}, which is not an offer"))
                } else {
                    return events;
                }
            }
            (step, reply) => garbage(format!("answered {reply:?} to the Soosõrv-8 step {step:?}")),
        };
        self.forfeit_by(side, ForfeitReason::Fault(fault), now)
    }
}

/// What a person's click does during Soosõrv-8.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SoosorvClick {
    /// The step is not theirs to act on (a computer's, or a question).
    NotTheirs,
    /// Nothing: an occupied or illegal point, or a step without clicks.
    Nothing,
    /// Out of the stone's zone: refused, with the reason.
    OutOfZone,
    /// An opening stone placed.
    Stone,
    /// An offer taken back.
    Withdraw,
    /// A fifth move offered (or refused as symmetric to one).
    Offer,
    /// An offer picked as the fifth stone.
    Pick,
}
