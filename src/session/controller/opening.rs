//! The opening in the match (swap2 or Soosõrv-8): whose step it is, a
//! person's stones and choices, a computer's decisions (asked of its
//! seat's player), and the colours it settles. While it lasts the clocks
//! stand still and undo, hints and resigning wait. Soosõrv-8's own steps
//! are in `soosorv.rs`.

use std::time::{Duration, Instant};

use super::seat_thread::OpeningAsk;
use super::{Controller, index};
use crate::engine::player::{Fault, FaultKind, OpeningDecision, OpeningReply, Swap2Reply};
use crate::engine::{Level, Limits};
use crate::game::board::{Pos, Stone};
use crate::session::controller::Coach;
use crate::session::controller::Event;
use crate::session::notice::Notice;
use crate::session::opening::{Opening, Role, Swap2Choice, Swap2Step};
use crate::session::seats::ForfeitReason;

impl Controller {
    /// The game's opening with decisions (under way, or how it went), if
    /// it has one.
    #[must_use]
    pub fn opening(&self) -> Option<&Opening> {
        self.opening.as_ref()
    }

    /// Whether the opening is under way: the colours are not settled yet.
    #[must_use]
    pub fn in_opening(&self) -> bool {
        self.opening.as_ref().is_some_and(|o| o.actor().is_some())
            && self.resigned.is_none()
            && self.forfeit.is_none()
    }

    /// The colour, in the seats as set, of the seat acting in the opening
    /// (the opener is the seat set as black).
    #[must_use]
    pub fn opening_actor(&self) -> Option<Stone> {
        if !self.in_opening() {
            return None;
        }
        self.opening.as_ref()?.actor().map(|role| match role {
            Role::Opener => Stone::Black,
            Role::Responder => Stone::White,
        })
    }

    /// Whether a person acts for `side`'s seat in the opening (a person's
    /// seat, or an engine without swap2 that a person decides for).
    pub(super) fn person_acts(&self, side: Stone) -> bool {
        self.seats.of(side).is_human() || self.proxy
    }

    /// The choices a person must make now, if the opening waits for one
    /// (the window asks the question).
    #[must_use]
    pub fn swap2_question(&self) -> Option<&'static [Swap2Choice]> {
        let actor = self.opening_actor()?;
        let opening = self.opening.as_ref()?;
        (opening.is_choosing() && self.person_acts(actor) && !self.is_ai_thinking())
            .then(|| opening.options())
    }

    /// Whether a click places an opening stone now.
    pub(super) fn places_opening_stone(&self) -> bool {
        self.opening_actor().is_some_and(|actor| {
            self.person_acts(actor)
                && self.opening.as_ref().is_some_and(Opening::takes_clicks)
                && !self.is_ai_thinking()
        })
    }

    /// A person makes the opening's choice.
    pub fn choose(&mut self, choice: Swap2Choice) -> Vec<Event> {
        if self.swap2_question().is_none() {
            return Vec::new();
        }
        self.decide(choice, Instant::now())
    }

    /// How the computer sees the opening now: judged for the person's
    /// question, or its view of its own last decision.
    #[must_use]
    pub fn coach(&self) -> Option<&Coach> {
        self.coach.as_ref()
    }

    /// Whether the coach is still judging the position of the question.
    #[must_use]
    pub fn is_judging(&self) -> bool {
        self.judging.is_some()
    }

    /// Asks master, on the hint thread, how it sees the position a person
    /// must choose on (a second at most).
    fn judge_for_the_person(&mut self) {
        let limits = Limits {
            deadline: Some(Instant::now() + Duration::from_secs(1)),
            nodes: self.config.max_nodes,
            ..Limits::default()
        };
        let asked = self
            .hints
            .as_ref()
            .is_some_and(|h| h.judge(self.generation, &self.game, Level::Master, limits));
        self.coach = None;
        self.judging = asked.then_some(self.generation);
    }

    /// Applies `choice`; settles the colours when it settles them.
    fn decide(&mut self, choice: Swap2Choice, now: Instant) -> Vec<Event> {
        let Some(opening) = &mut self.opening else {
            return Vec::new();
        };
        if opening.choose(choice).is_err() {
            return Vec::new();
        }
        if self.coach_is_for_now() {
            self.coach = None;
        }
        self.settle_colours();
        self.next_turn(now)
    }

    /// Once the opening settles the colours: the opener's seat takes white
    /// if that is what was chosen (seats, names and players change sides).
    pub(super) fn settle_colours(&mut self) {
        if self.opening.as_ref().and_then(Opening::opener_black) == Some(false) {
            self.seats = self.seats.clone().swapped();
            self.names.swap(0, 1);
            self.computers.swap(0, 1);
        }
        if self.opening.as_ref().is_some_and(|o| o.actor().is_none()) {
            self.proxy = false;
        }
    }

    /// A stone of the opening was placed: the step may end.
    pub(super) fn opening_stone_placed(&mut self) {
        let stones = self.game.board().stone_count();
        if let Some(opening) = &mut self.opening {
            opening.placed(stones);
        }
        if self.coach_is_for_now() {
            self.coach = None;
        }
    }

    /// Whether the coach's word is about the position on the board now
    /// (judged for this question, not a computer's earlier decision).
    pub(super) fn coach_is_for_now(&self) -> bool {
        self.coach.as_ref().is_some_and(|c| c.decided.is_none())
    }

    /// The opening's next step: a person's (nothing to do but wait), or a
    /// computer's decision, asked of its seat.
    pub(super) fn opening_turn(&mut self, now: Instant) -> Vec<Event> {
        self.clocks.stop(now);
        let Some(actor) = self.opening_actor() else {
            return Vec::new();
        };
        if self.person_acts(actor) {
            let choosing = self.opening.as_ref().is_some_and(Opening::is_choosing);
            if choosing && self.judging.is_none() && !self.coach_is_for_now() {
                self.judge_for_the_person();
            }
            return Vec::new();
        }
        if self.is_ai_thinking() || (self.paused && self.steps == 0) {
            return Vec::new();
        }
        let ask = match &self.opening {
            Some(Opening::Soosorv(o)) => OpeningAsk::Soosorv(Self::soosorv_ask(o)),
            _ => OpeningAsk::Swap2,
        };
        self.ask_computer(actor, Some(ask), now)
    }

    /// What a computer decided for its step of the opening.
    pub(super) fn apply_opening(
        &mut self,
        side: Stone,
        decision: Result<OpeningDecision, Fault>,
        now: Instant,
    ) -> Vec<Event> {
        let reply = match decision {
            Ok(OpeningDecision { reply, black_view }) => {
                self.coach = black_view.map(|black_view| Coach {
                    judge: self.names[index(side)].clone(),
                    black_view,
                    nodes: 0,
                    decided: Some(reply.clone()),
                });
                reply
            }
            Err(fault)
                if matches!(fault.kind, FaultKind::NoSwap2 | FaultKind::NoSoosorv)
                    && self.seats.person().is_some() =>
            {
                // A person decides its part of the opening instead.
                self.notices.push(Notice::PlayerFailed {
                    name: self.names[index(side)].clone(),
                    fault,
                });
                self.proxy = true;
                return self.next_turn(now);
            }
            Err(fault) => return self.forfeit_by(side, ForfeitReason::Fault(fault), now),
        };
        let reply = match reply {
            OpeningReply::Swap2(reply) => reply,
            OpeningReply::Soosorv(reply) => return self.apply_soosorv(side, reply, now),
        };
        let step = match &self.opening {
            Some(Opening::Swap2(o)) => Some(o.step),
            _ => None,
        };
        let mut events = Vec::new();
        let (choice, stones): (Option<Swap2Choice>, Vec<Pos>) = match (step, reply) {
            (Some(Swap2Step::PlaceThree), Swap2Reply::Three(stones)) => (None, stones.to_vec()),
            (Some(Swap2Step::ChooseAfterThree | Swap2Step::ChooseAfterFive), Swap2Reply::Swap) => {
                (Some(Swap2Choice::TakeBlack), Vec::new())
            }
            (
                Some(Swap2Step::ChooseAfterThree | Swap2Step::ChooseAfterFive),
                Swap2Reply::One(p),
            ) => (Some(Swap2Choice::TakeWhite), vec![p]),
            (Some(Swap2Step::ChooseAfterThree), Swap2Reply::Two(a, b)) => {
                (Some(Swap2Choice::PlaceTwo), vec![a, b])
            }
            (step, reply) => {
                let fault = Fault::new(
                    FaultKind::Garbage,
                    format!("answered {reply:?} to the swap2 step {step:?}"),
                );
                return self.forfeit_by(side, ForfeitReason::Fault(fault), now);
            }
        };
        if let Some(choice) = choice
            && let Some(opening) = &mut self.opening
            && opening.choose(choice).is_err()
        {
            let fault = Fault::new(FaultKind::Garbage, format!("chose {choice:?} out of turn"));
            return self.forfeit_by(side, ForfeitReason::Fault(fault), now);
        }
        self.settle_colours();
        // Its stones: the opening's (three, or two more), or, having taken
        // white, its first move as white. The player is now the side to
        // move's.
        let player = self.game.to_move();
        for pos in stones {
            if !self.game.is_legal(pos) {
                let fault = Fault::new(
                    FaultKind::Illegal,
                    format!(
                        "placed {},{} in the opening, which is not a legal point",
                        pos.x, pos.y
                    ),
                );
                let loser = if self.in_opening() { side } else { player };
                events.extend(self.forfeit_by(loser, ForfeitReason::Fault(fault), now));
                return events;
            }
            let in_opening = self.in_opening();
            events.extend(self.play(pos, now));
            if in_opening {
                self.opening_stone_placed();
            }
        }
        events.extend(self.next_turn(now));
        events
    }
}
