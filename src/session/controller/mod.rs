//! The match: two seats, each a person or a player (one of our levels, or
//! an outside Gomocup engine), the clocks, and the rules of the match
//! itself: whose turn it is, resigning, forfeits, what undo takes back,
//! whether a game counts in the score. Clicks go in, [`Event`]s come out.
//!
//! It knows nothing of egui: the app calls [`Controller::poll`] each frame
//! and repaints when a seat's thread wakes it or at
//! [`Controller::next_wakeup`]. Each computer seat has a player for the
//! whole game on its own thread ([`seat_thread`]), so a search's tables and
//! an engine's process last exactly one game; nothing here waits for them.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use crate::engine::player::{Fault, FaultKind, Turn};
use crate::engine::{Level, Limits, Report};
use crate::game::board::{Board, Pos, Stone};
use crate::game::notation::point_name;
use crate::game::record::{Record, RecordError};
use crate::game::rules::{Game, Outcome};
use crate::session::clock::Clocks;
pub use crate::session::colour::PlayAs;
use crate::session::games::{GameResult, Played, TimedMove};
use crate::session::notice::Notice;
use crate::session::seats::{Forfeit, ForfeitReason, Seat, Seats};

mod config;
mod hints;
mod seat_thread;

pub use config::{Choices, Event, MatchConfig, ResumeError};
use hints::HintThread;
use seat_thread::{Job, Said, SeatSetup, SeatThread};

/// How long quitting waits for the seats' players to end (an engine's
/// process to be stopped).
pub const SHUTDOWN_WAIT: Duration = Duration::from_millis(600);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Purpose {
    Move(Stone),
    Hint,
}

/// A request a player is working on.
struct Pending {
    purpose: Purpose,
    asked_at: Instant,
    cancel: Arc<AtomicBool>,
    /// The answer, once it has come, held back until the pause is over.
    answer: Option<Result<Report, Fault>>,
}

/// A computer seat of the game being played.
struct Computer {
    thread: SeatThread,
    /// Whether its player has started.
    ready: bool,
}

/// One game after another between two seats.
pub struct Controller {
    game: Game,
    config: MatchConfig,
    /// This game's seats (the configured ones, exchanged under
    /// [`MatchConfig::alternate`] every other game).
    seats: Seats,
    /// The players' names, black's first (an engine's once it said it).
    names: [String; 2],
    /// The computer seats' threads, black's first.
    computers: [Option<Computer>; 2],
    hints: Option<HintThread>,
    waker: Arc<dyn Fn() + Send + Sync>,
    /// The milliseconds each move in the game took, one per move.
    times: Vec<u32>,
    /// When the side to move got its turn.
    turn_started: Instant,
    /// The game's name in the data folder (see [`Played::id`]).
    id: String,
    /// When the game began, in seconds since the Unix epoch.
    started: u64,
    /// The side that resigned this game.
    resigned: Option<Stone>,
    /// The side that lost by forfeit.
    forfeit: Option<Forfeit>,
    clocks: Clocks,
    /// Whether the window holds the game (a review or a question on show).
    held: bool,
    /// Whether watching is paused, and how many moves to play meanwhile.
    paused: bool,
    steps: u32,
    generation: u64,
    pending: Option<Pending>,
    hint: Option<Pos>,
    /// What the engine reported with its last move in this game.
    report: Option<Report>,
    notices: Vec<Notice>,
}

fn index(stone: Stone) -> usize {
    match stone {
        Stone::Black => 0,
        Stone::White => 1,
    }
}

impl Controller {
    /// A controller with a fresh game; `waker` is called from the players'
    /// threads when an answer is ready (the app passes
    /// `ctx.request_repaint`).
    #[must_use]
    pub fn new(config: MatchConfig, waker: Arc<dyn Fn() + Send + Sync>) -> Controller {
        let mut notices = Vec::new();
        let hints = HintThread::spawn(Arc::clone(&waker))
            .map_err(|e| {
                notices.push(Notice::AiNotStarted {
                    error: e.to_string(),
                });
            })
            .ok();
        let started = unix_now();
        let seats = config.seats.clone();
        let mut controller = Controller {
            game: new_game(&config),
            clocks: Clocks::new(config.time),
            config,
            names: [seats.black.to_string(), seats.white.to_string()],
            seats,
            computers: [None, None],
            hints,
            waker,
            times: Vec::new(),
            turn_started: Instant::now(),
            id: new_id(started),
            started,
            resigned: None,
            forfeit: None,
            held: false,
            paused: false,
            steps: 0,
            generation: 0,
            pending: None,
            hint: None,
            report: None,
            notices,
        };
        controller.seat_players();
        controller.next_turn(Instant::now());
        controller
    }

    /// The game being played.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The match set-up.
    #[must_use]
    pub fn config(&self) -> &MatchConfig {
        &self.config
    }

    /// Who sits where in the game being played.
    #[must_use]
    pub fn seats(&self) -> &Seats {
        &self.seats
    }

    /// `stone`'s player's name (an engine's by its `ABOUT`).
    #[must_use]
    pub fn name(&self, stone: Stone) -> &str {
        &self.names[index(stone)]
    }

    /// The clocks.
    #[must_use]
    pub fn clocks(&self) -> &Clocks {
        &self.clocks
    }

    /// The colour of the one person, when one person plays the computer:
    /// the games that count in the score.
    #[must_use]
    pub fn person(&self) -> Option<Stone> {
        self.seats.person()
    }

    /// The colour the game is seen from: the person's when one person
    /// plays the computer, else black (two people, or two computers).
    #[must_use]
    pub fn viewpoint(&self) -> Stone {
        self.person().unwrap_or(Stone::Black)
    }

    /// Whether this game counts in the running score (a person against the
    /// computer; other games are kept, not scored).
    #[must_use]
    pub fn is_scored(&self) -> bool {
        self.person().is_some()
    }

    /// How many stones the person (or, two people playing, both) placed.
    #[must_use]
    pub fn human_moves(&self) -> usize {
        let moves = self.game.board().history().len();
        match (self.person(), self.seats.is_hot_seat()) {
            (Some(person), _) => human_moves(moves, person),
            (None, true) => moves,
            (None, false) => 0,
        }
    }

    /// Whether the game goes on: not over, resigned or forfeited.
    #[must_use]
    pub fn is_on(&self) -> bool {
        self.resigned.is_none() && self.forfeit.is_none() && self.game.outcome().is_none()
    }

    /// Whether leaving this game now means resigning it: it counts in the
    /// score, is in progress, and the person has placed a stone. (Other
    /// games may be left freely: they count for nobody.)
    #[must_use]
    pub fn is_resignable(&self) -> bool {
        self.is_on() && self.is_scored() && self.human_moves() > 0
    }

    /// Whether the game is in progress with a stone on the board: worth
    /// keeping as the unfinished game.
    #[must_use]
    pub fn has_begun(&self) -> bool {
        self.is_on() && !self.game.board().history().is_empty()
    }

    /// Whether a person resigned this game.
    #[must_use]
    pub fn is_resigned(&self) -> bool {
        self.resigned.is_some()
    }

    /// How the game was forfeited, if it was.
    #[must_use]
    pub fn forfeit(&self) -> Option<&Forfeit> {
        self.forfeit.as_ref()
    }

    /// A person resigns (the one playing the computer, or of two people the
    /// one to move): the game ends ([`GameResult::Resigned`] when it was the
    /// person playing the computer, seen from [`Controller::viewpoint`];
    /// returned) and takes no more moves, undo or hints until a new game.
    /// `None`, and nothing happens, when no person has placed a stone in a
    /// game in progress.
    pub fn resign(&mut self) -> Option<GameResult> {
        if !self.is_on() || self.human_moves() == 0 {
            return None;
        }
        self.cancel_pending();
        self.hint = None;
        let loser = self.person().unwrap_or_else(|| self.game.to_move());
        self.resigned = Some(loser);
        self.game_over(Instant::now());
        self.result()
    }

    /// How the game ended, seen from [`Controller::viewpoint`]; `None`
    /// while it goes on.
    #[must_use]
    pub fn result(&self) -> Option<GameResult> {
        let me = self.viewpoint();
        if let Some(loser) = self.resigned {
            return Some(if loser == me {
                GameResult::Resigned
            } else {
                GameResult::Won
            });
        }
        if let Some(forfeit) = &self.forfeit {
            return Some(if forfeit.loser == me {
                GameResult::Lost
            } else {
                GameResult::Won
            });
        }
        Some(match self.game.outcome()? {
            Outcome::Win { winner, .. } if winner == me => GameResult::Won,
            Outcome::Win { .. } => GameResult::Lost,
            Outcome::Draw => GameResult::Drawn,
        })
    }

    /// The milliseconds each move of the game took (the computer's include
    /// its minimum pause), one per move.
    #[must_use]
    pub fn move_times(&self) -> &[u32] {
        &self.times
    }

    /// The game as played so far, to be saved as the unfinished game
    /// ([`unfinished::save`](crate::session::unfinished::save)) or, once
    /// over, kept ([`games::finish`](crate::session::games::finish)).
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
        self.times = played.moves.iter().map(|m| m.ms).collect();
        self.id = played.id.clone();
        self.started = played.started;
        self.seat_players();
        self.next_turn(Instant::now());
        Ok(vec![Event::NewGame])
    }

    /// Whether a computer is working on its move.
    #[must_use]
    pub fn is_ai_thinking(&self) -> bool {
        self.pending
            .as_ref()
            .is_some_and(|p| matches!(p.purpose, Purpose::Move(_)))
    }

    /// Whether a hint is being worked out for the person.
    #[must_use]
    pub fn is_hint_pending(&self) -> bool {
        self.pending
            .as_ref()
            .is_some_and(|p| p.purpose == Purpose::Hint)
    }

    /// Whether a click on the board may be a move now: the game is on and
    /// a person's seat is to move.
    #[must_use]
    pub fn is_human_turn(&self) -> bool {
        self.is_on() && self.seats.of(self.game.to_move()).is_human() && !self.is_ai_thinking()
    }

    /// The hint on show, if any.
    #[must_use]
    pub fn hint(&self) -> Option<Pos> {
        self.hint
    }

    /// What the computer reported with the move it played last in this
    /// game (its score, line of play and root-move scores).
    #[must_use]
    pub fn last_report(&self) -> Option<&Report> {
        self.report.as_ref()
    }

    /// A problem worth telling the player about, once.
    pub fn take_notice(&mut self) -> Option<Notice> {
        (!self.notices.is_empty()).then(|| self.notices.remove(0))
    }

    /// A person plays `pos`. Anything but a legal move on a person's turn
    /// does nothing and returns no events.
    pub fn click(&mut self, pos: Pos) -> Vec<Event> {
        if !self.is_human_turn() || !self.game.is_legal(pos) {
            return Vec::new();
        }
        self.cancel_pending();
        self.hint = None;
        let now = Instant::now();
        let mut events = self.play(pos, now);
        events.extend(self.next_turn(now));
        events
    }

    fn play(&mut self, pos: Pos, now: Instant) -> Vec<Event> {
        let stone = self.game.to_move();
        match self.game.play(pos) {
            Ok(outcome) => {
                self.clocks.moved(stone, now);
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
    fn next_turn(&mut self, now: Instant) -> Vec<Event> {
        if !self.is_on() || self.held {
            self.clocks.stop(now);
            return Vec::new();
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
        let cancel = Arc::new(AtomicBool::new(false));
        let turn = Turn {
            time: Some(self.clocks.time_info(side, now)),
            nodes: self.config.max_nodes,
            cancel: Arc::clone(&cancel),
        };
        let job = Job {
            generation: self.generation,
            game: self.game.clone(),
            turn,
        };
        let asked = self.computers[index(side)]
            .as_ref()
            .map(|c| (c.thread.ask(job), c.ready));
        match asked {
            Some((true, ready)) => {
                if ready {
                    self.clocks.start(side, now);
                }
                self.pending = Some(Pending {
                    purpose: Purpose::Move(side),
                    asked_at: now,
                    cancel,
                    answer: None,
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
    fn ask_hint(&mut self) {
        let cancel = Arc::new(AtomicBool::new(false));
        let limits = Limits {
            deadline: Some(Instant::now() + Duration::from_secs(1)),
            nodes: self.config.max_nodes,
            cancel: Arc::clone(&cancel),
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
            });
        }
    }

    fn cancel_pending(&mut self) {
        if let Some(p) = self.pending.take() {
            p.cancel.store(true, Ordering::Relaxed);
        }
        self.generation += 1;
    }

    /// Ends the game in `side`'s loss by forfeit, with a notice naming its
    /// player when a player failed.
    fn forfeit_by(&mut self, side: Stone, reason: ForfeitReason, now: Instant) -> Vec<Event> {
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
    fn game_over(&mut self, now: Instant) {
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
    fn play_answer(&mut self, side: Stone, report: Report, now: Instant) -> Vec<Event> {
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
    fn pause(&self) -> Duration {
        if self.seats.is_watch() {
            self.config.watch_delay
        } else {
            self.config.min_think
        }
    }

    /// What the seats' threads said.
    fn hear_players(&mut self, now: Instant) -> Vec<Event> {
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
                let waiting = self
                    .pending
                    .as_ref()
                    .is_some_and(|p| p.purpose == Purpose::Move(side) && p.answer.is_none());
                if waiting {
                    let fault = Fault::new(FaultKind::Crashed, "its thread stopped");
                    events.extend(self.forfeit_by(side, ForfeitReason::Fault(fault), now));
                }
            }
        }
        events
    }

    fn hear_hints(&mut self) {
        let Some(hints) = &self.hints else {
            return;
        };
        match hints.hear() {
            Ok(heard) => {
                for (generation, report) in heard {
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

    /// Starts a new game with the current set-up (also while a computer
    /// thinks: its answer is dropped). Under [`MatchConfig::alternate`]
    /// the seats exchange colours. A computer with black starts on its
    /// first move at once; it comes through [`Controller::poll`]. Leaving a
    /// [resignable](Controller::is_resignable) game this way does not score
    /// it: [`Controller::resign`] first.
    pub fn new_game(&mut self) -> Vec<Event> {
        let seats = if self.config.alternate {
            self.seats.clone().swapped()
        } else {
            self.config.seats.clone()
        };
        self.start(seats)
    }

    fn start(&mut self, seats: Seats) -> Vec<Event> {
        self.reset();
        self.seats = seats;
        self.game = new_game(&self.config);
        self.clocks = Clocks::new(self.config.time);
        self.started = unix_now();
        self.id = new_id(self.started);
        self.seat_players();
        let mut events = vec![Event::NewGame];
        events.extend(self.next_turn(Instant::now()));
        events
    }

    /// Leaves the game being played: its players are cancelled (an
    /// engine's process is stopped by its thread).
    fn reset(&mut self) {
        self.cancel_pending();
        self.computers = [None, None];
        self.hint = None;
        self.report = None;
        self.resigned = None;
        self.forfeit = None;
        self.times.clear();
        self.turn_started = Instant::now();
        self.steps = 0;
    }

    /// Starts a player for each computer seat of the game.
    fn seat_players(&mut self) {
        for side in [Stone::Black, Stone::White] {
            let seat = self.seats.of(side).clone();
            self.names[index(side)] = seat.to_string();
            if seat.is_human() {
                continue;
            }
            let setup = SeatSetup {
                seat,
                size: self.config.size,
                rule: self.config.rule,
                time: self.clocks.control(),
                seed: rand::random(),
            };
            match SeatThread::spawn(setup, Arc::clone(&self.waker)) {
                Ok(thread) => {
                    self.computers[index(side)] = Some(Computer {
                        thread,
                        ready: false,
                    });
                }
                Err(e) => self.notices.push(Notice::AiNotStarted {
                    error: e.to_string(),
                }),
            }
        }
    }

    /// Changes the set-up. The board size, rule, seats, colour exchange or
    /// time control take effect at once with a new game (a player is
    /// seated for a whole game); the pauses and limits from the next move.
    pub fn configure(&mut self, config: MatchConfig) -> Vec<Event> {
        let restart = config.size != self.config.size
            || config.rule != self.config.rule
            || config.seats != self.config.seats
            || config.alternate != self.config.alternate
            || config.time != self.config.time;
        let seats = config.seats.clone();
        self.config = config;
        if restart {
            self.start(seats)
        } else {
            Vec::new()
        }
    }

    /// Takes back moves: a person playing the computer gets their last move
    /// and the computer's reply back (only their move while the computer
    /// still thinks about it); of two people, the last move goes. Watching
    /// two computers, undo does nothing.
    pub fn undo(&mut self) -> Vec<Event> {
        if self.resigned.is_some() || self.forfeit.is_some() {
            return Vec::new();
        }
        if self.human_moves() == 0 {
            return Vec::new();
        }
        let now = Instant::now();
        self.cancel_pending();
        self.hint = None;
        self.report = None;
        let mut moves = 0;
        match self.person() {
            Some(person) => {
                while self.game.undo().is_some() {
                    moves += 1;
                    if self.game.to_move() == person {
                        break;
                    }
                }
            }
            None => {
                if self.game.undo().is_some() {
                    moves = 1;
                }
            }
        }
        self.times.truncate(self.game.board().history().len());
        self.turn_started = now;
        if self.game.outcome().is_none() && self.computers.iter().all(Option::is_none) {
            // Undoing a won game: its players were let go; seat new ones.
            self.seat_players();
        }
        let mut events = vec![Event::TookBack { moves }];
        events.extend(self.next_turn(now));
        events
    }

    /// Asks one of our levels what it would play for the person (shown as a
    /// hint).
    pub fn request_hint(&mut self) {
        if self.is_human_turn() && self.pending.is_none() {
            self.ask_hint();
        }
    }

    /// Stops every player now and waits up to `wait` for them to be gone
    /// (on quitting: no engine process is left behind).
    pub fn shut_down(&mut self, wait: Duration) {
        self.cancel_pending();
        let until = Instant::now() + wait;
        for computer in &mut self.computers {
            if let Some(c) = computer.take() {
                c.thread
                    .shut_down(until.saturating_duration_since(Instant::now()));
            }
        }
    }
}

fn new_game(config: &MatchConfig) -> Game {
    Game::from_board(Board::of(config.size), config.rule)
}

/// How many of the first `moves` moves are `human`'s (black has the even
/// ones, from 0).
fn human_moves(moves: usize, human: Stone) -> usize {
    match human {
        Stone::Black => moves.div_ceil(2),
        Stone::White => moves / 2,
    }
}

/// Seconds since the Unix epoch (0 on a clock set before it).
pub(crate) fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// A new game's name: when it began and a random part, so that games
/// begun in the same second (in two windows) differ.
fn new_id(started: u64) -> String {
    format!("{started}-{:08x}", rand::random::<u32>())
}
