//! The turns of a game: a person's click, asking a computer seat for its
//! move and playing its answer (or its forfeit), the clocks, and holding,
//! pausing and stepping the game.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::seat_thread::{Job, OpeningAsk, Said};
use super::{Controller, Pending, Purpose, index};
use crate::engine::player::{Fault, FaultKind, TimeInfo, Turn};
use crate::engine::{Level, Limits, Report, seat_threads};
use crate::game::board::{Pos, Stone};
use crate::game::notation::point_name;
use crate::session::controller::{Coach, Event};
use crate::session::notice::Notice;
use crate::session::seats::{Forfeit, ForfeitReason};

/// A computer seat's turn: timed, on the threads a seat may use
/// ([`seat_threads`]), or on one under a node limit (the same position
/// and limit then give the same move: tests rely on it).
fn seat_turn(time: TimeInfo, nodes: Option<u64>, cancel: Arc<AtomicBool>) -> Turn {
    Turn {
        time: Some(time),
        nodes,
        cancel,
        threads: if nodes.is_some() { 1 } else { seat_threads() },
    }
}

impl Controller {
    /// A person plays `pos`. Anything but a legal move on a person's turn
    /// does nothing and returns no events.
    pub fn click(&mut self, pos: Pos) -> Vec<Event> {
        if let Some(events) = self.soosorv_click(pos) {
            return events;
        }
        if !self.is_human_turn() || !self.game.is_legal(pos) {
            return Vec::new();
        }
        self.cancel_pending();
        self.hint = None;
        let now = Instant::now();
        let in_opening = self.in_opening();
        let mut events = self.play(pos, now);
        if in_opening {
            self.opening_stone_placed();
        }
        events.extend(self.next_turn(now));
        events
    }

    pub(super) fn play(&mut self, pos: Pos, now: Instant) -> Vec<Event> {
        let stone = self.game.to_move();
        match self.game.play(pos) {
            Ok(outcome) => {
                // The opening's stones are not timed.
                if !self.in_opening() {
                    self.clocks.moved(stone, now);
                }
                let took = now.saturating_duration_since(self.turn_started);
                self.times
                    .truncate(self.game.board().history().len().saturating_sub(1));
                self.times
                    .push(u32::try_from(took.as_millis()).unwrap_or(u32::MAX));
                self.turn_started = now;
                let mut events = vec![Event::StonePlaced { pos, stone }];
                if let Some(outcome) = outcome {
                    self.game_over(now);
                    events.push(Event::GameOver(outcome));
                }
                events
            }
            Err(_) => Vec::new(),
        }
    }

    /// Starts the side to move's turn: its clock runs (unless the game is
    /// held, or a computer's player has not started yet), and a computer
    /// is asked for its move (unless watching is paused).
    pub(super) fn next_turn(&mut self, now: Instant) -> Vec<Event> {
        if !self.is_on() || self.held {
            self.clocks.stop(now);
            return Vec::new();
        }
        if self.in_opening() {
            return self.opening_turn(now);
        }
        let side = self.game.to_move();
        if self.seats.of(side).is_human() {
            if self.clocks.running() != Some(side) {
                self.clocks.start(side, now);
            }
            return Vec::new();
        }
        if self.is_ai_thinking() || (self.paused && self.steps == 0) {
            return Vec::new();
        }
        self.ask_computer(side, None, now)
    }

    /// Asks `side`'s computer seat for its move (or, `opening`, its
    /// decision in the opening).
    pub(super) fn ask_computer(
        &mut self,
        side: Stone,
        opening: Option<OpeningAsk>,
        now: Instant,
    ) -> Vec<Event> {
        let deciding = opening.is_some();
        let cancel = Arc::new(AtomicBool::new(false));
        let turn = seat_turn(
            self.clocks.time_info(side, now),
            self.config.max_nodes,
            Arc::clone(&cancel),
        );
        let job = Job {
            generation: self.generation,
            game: self.game.clone(),
            turn,
            opening,
        };
        let asked = self.computers[index(side)]
            .as_ref()
            .map(|c| (c.thread.ask(job), c.ready));
        match asked {
            Some((true, ready)) => {
                if ready && !deciding {
                    self.clocks.start(side, now);
                }
                self.pending = Some(Pending {
                    purpose: if deciding {
                        Purpose::Opening(side)
                    } else {
                        Purpose::Move(side)
                    },
                    asked_at: now,
                    cancel,
                    answer: None,
                    decision: None,
                });
                Vec::new()
            }
            // Its thread has stopped (its player failed before).
            _ => self.forfeit_by(
                side,
                ForfeitReason::Fault(Fault::new(FaultKind::Crashed, "its thread has stopped")),
                now,
            ),
        }
    }

    /// Asks the hint thread what one of our levels would play for the
    /// person.
    pub(super) fn ask_hint(&mut self) {
        let cancel = Arc::new(AtomicBool::new(false));
        let limits = Limits {
            deadline: Some(Instant::now() + Duration::from_secs(1)),
            nodes: self.config.max_nodes,
            cancel: Arc::clone(&cancel),
            // What the level would play, judged as it plays.
            playing: true,
            ..Limits::default()
        };
        // The level the person plays, or (another opponent) master.
        let level = self.seats.opponent_level().unwrap_or(Level::Master);
        let asked = self
            .hints
            .as_ref()
            .is_some_and(|h| h.ask(self.generation, &self.game, level, limits));
        if asked {
            self.pending = Some(Pending {
                purpose: Purpose::Hint,
                asked_at: Instant::now(),
                cancel,
                answer: None,
                decision: None,
            });
        }
    }

    pub(super) fn cancel_pending(&mut self) {
        if let Some(p) = self.pending.take() {
            p.cancel.store(true, Ordering::Relaxed);
        }
        self.generation += 1;
    }

    /// Ends the game in `side`'s loss by forfeit, with a notice naming its
    /// player when a player failed.
    pub(super) fn forfeit_by(
        &mut self,
        side: Stone,
        reason: ForfeitReason,
        now: Instant,
    ) -> Vec<Event> {
        self.cancel_pending();
        let name = self.names[index(side)].clone();
        if let ForfeitReason::Fault(fault) = &reason {
            self.notices.push(Notice::PlayerFailed {
                name: name.clone(),
                fault: fault.clone(),
            });
        }
        let forfeit = Forfeit {
            loser: side,
            name,
            reason,
        };
        self.forfeit = Some(forfeit.clone());
        self.game_over(now);
        vec![Event::Forfeited(forfeit)]
    }

    /// The game is over: the clocks stop, and the players are let go.
    pub(super) fn game_over(&mut self, now: Instant) {
        self.clocks.stop(now);
        for computer in &mut self.computers {
            if let Some(c) = computer.take() {
                c.thread.release();
            }
        }
    }

    /// Hears the players and the clocks, and plays a computer's answer once
    /// its pause is over. Call every frame; it never blocks.
    pub fn poll(&mut self, now: Instant) -> Vec<Event> {
        let mut events = self.hear_players(now);
        self.hear_hints();
        if self.is_on()
            && let Some(side) = self.clocks.flagged(now)
        {
            events.extend(self.forfeit_by(side, ForfeitReason::Time, now));
            return events;
        }
        let Some(pending) = &self.pending else {
            return events;
        };
        if pending.decision.is_some() && !self.held {
            if let Some(Pending {
                purpose: Purpose::Opening(side),
                decision: Some(decision),
                ..
            }) = self.pending.take()
            {
                events.extend(self.apply_opening(side, decision, now));
            }
            return events;
        }
        if pending.answer.is_none() || self.held {
            return events;
        }
        if let Purpose::Move(_) = pending.purpose
            && now < pending.asked_at + self.pause()
        {
            return events;
        }
        let Some(Pending {
            purpose,
            answer: Some(answer),
            ..
        }) = self.pending.take()
        else {
            return events;
        };
        match (purpose, answer) {
            // A decision comes as `decision`, never as an answer.
            (Purpose::Opening(_), _) => {}
            (Purpose::Hint, Ok(report)) => {
                self.hint = report.best;
                events.extend(report.best.map(Event::Hint));
            }
            (Purpose::Hint, Err(_)) => {}
            (Purpose::Move(side), Err(fault)) => {
                events.extend(self.forfeit_by(side, ForfeitReason::Fault(fault), now));
            }
            (Purpose::Move(side), Ok(report)) => {
                events.extend(self.play_answer(side, report, now));
            }
        }
        events
    }

    /// Plays a computer's answer, if it is legal.
    pub(super) fn play_answer(&mut self, side: Stone, report: Report, now: Instant) -> Vec<Event> {
        let Some(pos) = report.best else {
            let fault = Fault::new(FaultKind::Garbage, "gave no move");
            return self.forfeit_by(side, ForfeitReason::Fault(fault), now);
        };
        if !self.game.is_legal(pos) {
            let size = self.game.board().size();
            let fault = Fault::new(
                FaultKind::Illegal,
                format!(
                    "played {} ({},{}), which is not a legal point",
                    point_name(pos, size),
                    pos.x,
                    pos.y
                ),
            );
            return self.forfeit_by(side, ForfeitReason::Fault(fault), now);
        }
        self.thoughts[index(side)] = Some(report.clone());
        self.report = Some(report);
        if self.paused {
            self.steps = self.steps.saturating_sub(1);
        }
        let mut events = self.play(pos, now);
        events.extend(self.next_turn(now));
        events
    }

    /// How long a computer's answer is held back: a person playing the
    /// computer sees it think for a moment; watching, the speed.
    pub(super) fn pause(&self) -> Duration {
        if self.seats.is_watch() {
            self.config.watch_delay
        } else {
            self.config.min_think
        }
    }

    /// What the seats' threads said.
    pub(super) fn hear_players(&mut self, now: Instant) -> Vec<Event> {
        let mut events = Vec::new();
        for side in [Stone::Black, Stone::White] {
            let Some(computer) = &mut self.computers[index(side)] else {
                continue;
            };
            let (heard, stopped) = computer.thread.hear();
            for said in heard {
                match said {
                    Said::Ready(name) => {
                        self.names[index(side)] = name;
                        if let Some(c) = &mut self.computers[index(side)] {
                            c.ready = true;
                        }
                        if self.is_on() && !self.held && self.game.to_move() == side {
                            self.clocks.start(side, now);
                        }
                    }
                    Said::NotStarted(fault) => {
                        if self.is_on() {
                            events.extend(self.forfeit_by(side, ForfeitReason::Fault(fault), now));
                        }
                    }
                    Said::Opening { generation, result } => {
                        if generation == self.generation
                            && let Some(p) = self.pending.as_mut()
                            && p.purpose == Purpose::Opening(side)
                        {
                            p.decision = Some(result);
                        }
                    }
                    Said::Progress { generation, report } => {
                        if generation == self.generation
                            && self
                                .pending
                                .as_ref()
                                .is_some_and(|p| p.purpose == Purpose::Move(side))
                        {
                            self.thoughts[index(side)] = Some(report);
                        }
                    }
                    Said::Answer { generation, result } => {
                        if generation == self.generation
                            && let Some(p) = self.pending.as_mut()
                            && p.purpose == Purpose::Move(side)
                        {
                            self.clocks.stop(now);
                            p.answer = Some(result);
                        }
                    }
                }
            }
            if stopped && self.is_on() && self.computers[index(side)].is_some() {
                // The thread ended without a word: its player panicked.
                let waiting = self.pending.as_ref().is_some_and(|p| {
                    (p.purpose == Purpose::Move(side) && p.answer.is_none())
                        || (p.purpose == Purpose::Opening(side) && p.decision.is_none())
                });
                if waiting {
                    let fault = Fault::new(FaultKind::Crashed, "its thread stopped");
                    events.extend(self.forfeit_by(side, ForfeitReason::Fault(fault), now));
                }
            }
        }
        events
    }

    pub(super) fn hear_hints(&mut self) {
        let Some(hints) = &self.hints else {
            return;
        };
        match hints.hear() {
            Ok(heard) => {
                for (generation, report, balance) in heard {
                    if let Some(black_view) = balance {
                        if self.judging == Some(generation) && generation == self.generation {
                            self.judging = None;
                            self.coach = Some(Coach {
                                judge: Level::Master.name().to_owned(),
                                black_view,
                                nodes: report.nodes,
                                decided: None,
                            });
                        }
                        continue;
                    }
                    if generation == self.generation
                        && let Some(p) = self.pending.as_mut()
                        && p.purpose == Purpose::Hint
                    {
                        p.answer = Some(Ok(report));
                    }
                }
            }
            Err(()) => {
                self.hints = None;
                self.notices.push(Notice::AiStopped);
                if self.is_hint_pending() {
                    self.pending = None;
                }
            }
        }
    }

    /// When the controller next needs a frame even if nothing happens: the
    /// end of a computer's pause, or the running clock's flag.
    #[must_use]
    pub fn next_wakeup(&self) -> Option<Instant> {
        let pause = self.pending.as_ref().and_then(|p| {
            (matches!(p.purpose, Purpose::Move(_)) && p.answer.is_some())
                .then(|| p.asked_at + self.pause())
        });
        let flag = self.clocks.runs_out_at();
        match (pause, flag) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// Holds the game while the window shows something else (a review, a
    /// question): the clocks stop and no computer's move is played until
    /// it is let go.
    pub fn hold(&mut self, held: bool, now: Instant) -> Vec<Event> {
        if held == self.held {
            return Vec::new();
        }
        self.held = held;
        if held {
            self.clocks.stop(now);
            Vec::new()
        } else {
            self.next_turn(now)
        }
    }

    /// Pauses or goes on watching the computer play itself.
    pub fn set_paused(&mut self, paused: bool) -> Vec<Event> {
        self.paused = paused;
        self.steps = 0;
        if paused {
            // The move being thought about is still played.
            Vec::new()
        } else {
            self.next_turn(Instant::now())
        }
    }

    /// Whether watching is paused.
    #[must_use]
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// While paused, plays one more move.
    pub fn step(&mut self) -> Vec<Event> {
        if !self.paused {
            return Vec::new();
        }
        self.steps += 1;
        self.next_turn(Instant::now())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::seat_threads_of;

    #[test]
    fn a_timed_seat_searches_on_the_spare_cores_and_a_node_limit_on_one() {
        let time = TimeInfo::per_move(Duration::from_secs(1));
        let timed = seat_turn(time, None, Arc::default());
        assert_eq!(timed.threads, seat_threads());
        assert_eq!(timed.time, Some(time));
        let counted = seat_turn(time, Some(5_000), Arc::default());
        assert_eq!((counted.threads, counted.nodes), (1, Some(5_000)));
        // A core is left for the window; never none, never more than four.
        let spread: Vec<usize> = [0, 1, 2, 3, 4, 8, 64].map(seat_threads_of).to_vec();
        assert_eq!(spread, vec![1, 1, 1, 2, 3, 4, 4]);
    }
}
