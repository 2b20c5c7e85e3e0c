//! What is kept of the match's game: the game as played so far (to be
//! saved as the unfinished game, or kept once over), as a record, and an
//! unfinished game taken up again.

use std::time::{Duration, Instant};

use super::{Controller, index};
use super::{Event, ResumeError};
use crate::game::board::Stone;
use crate::game::record::{Record, RecordError};
use crate::session::clock::Clocks;
use crate::session::games::{Played, TimedMove};
use crate::session::seats::Seat;

impl Controller {
    /// The game as played so far, to be saved as the unfinished game
    /// ([`unfinished::save`](crate::session::unfinished::save)) or, once
    /// over, kept ([`settle::finish`](crate::session::settle::finish)).
    #[must_use]
    pub fn snapshot(&self) -> Played {
        let moves = self
            .game
            .board()
            .history()
            .iter()
            .zip(self.times.iter().copied().chain(std::iter::repeat(0)))
            .map(|(&pos, ms)| TimedMove {
                x: pos.x,
                y: pos.y,
                ms,
            })
            .collect();
        let now = Instant::now();
        let left = |stone| {
            self.clocks
                .left(stone, now)
                .map(|d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
        };
        let mut seats = self.seats.clone();
        for stone in [Stone::Black, Stone::White] {
            if let Seat::Engine(engine) = seats.of(stone) {
                let named = crate::session::seats::EngineRef {
                    name: self.names[index(stone)].clone(),
                    ..engine.clone()
                };
                seats = seats.with(stone, Seat::Engine(named));
            }
        }
        Played {
            id: self.id.clone(),
            started: self.started,
            size: self.config.size,
            rule: self.config.rule,
            level: self.seats.opponent_level().unwrap_or_default(),
            human: self.viewpoint(),
            moves,
            seats: Some(seats),
            time: Some(self.clocks.control()),
            left_ms: left(Stone::Black)
                .zip(left(Stone::White))
                .map(|(b, w)| [b, w]),
            forfeit: self.forfeit.clone(),
            opening: self.opening.clone(),
        }
    }

    /// The game as a record (with each move's time), to review or export.
    ///
    /// # Errors
    /// None in practice: the controller's moves were all legal.
    pub fn record(&self) -> Result<Record, RecordError> {
        self.snapshot().to_record()
    }

    /// Takes up `played` (an unfinished game from the last run): its size,
    /// rule, seats and clocks become the game's (the set-up stays), its
    /// moves are replayed with their times, and a computer to move starts
    /// thinking. Returns [`Event::NewGame`].
    ///
    /// # Errors
    /// A [`ResumeError`] when the moves do not replay or the game is
    /// already over; the controller is then unchanged.
    pub fn resume(&mut self, played: &Played) -> Result<Vec<Event>, ResumeError> {
        let record = played.to_record().map_err(ResumeError::Replay)?;
        if record.game().outcome().is_some() || played.forfeit.is_some() {
            return Err(ResumeError::Over);
        }
        self.reset();
        self.config.size = played.size;
        self.config.rule = played.rule;
        self.seats = played.seats();
        let control = played.time.unwrap_or(self.config.time);
        self.clocks = match played.left_ms {
            Some([b, w]) => {
                Clocks::with_left(control, Duration::from_millis(b), Duration::from_millis(w))
            }
            None => Clocks::new(control),
        };
        self.game = record.game().clone();
        self.opening = played.opening.clone();
        self.times = played.moves.iter().map(|m| m.ms).collect();
        self.id = played.id.clone();
        self.started = played.started;
        self.seat_players();
        self.next_turn(Instant::now());
        Ok(vec![Event::NewGame])
    }
}
