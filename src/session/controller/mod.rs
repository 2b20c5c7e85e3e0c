//! The match: two seats, each a person or a player (one of our levels, or
//! an outside Gomocup engine), the clocks, and the rules of the match
//! itself: whose turn it is, resigning, forfeits, what undo takes back,
//! whether a game counts in the score. Clicks go in, [`Event`]s come out.
//!
//! It knows nothing of egui: the app calls [`Controller::poll`] each frame
//! and repaints when a seat's thread wakes it or at
//! [`Controller::next_wakeup`]. Each computer seat has a player for the
//! whole game on its own thread (`seat_thread`), so a search's tables and
//! an engine's process last exactly one game; nothing here waits for them.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use crate::engine::Report;
use crate::engine::player::{Fault, OpeningDecision};
use crate::game::board::{Board, Pos, Stone};
use crate::game::rules::{Game, Outcome};
use crate::session::clock::Clocks;
pub use crate::session::colour::PlayAs;
use crate::session::games::GameResult;
use crate::session::notice::Notice;
use crate::session::opening::Opening;
use crate::session::seats::{Forfeit, Seats};

mod config;
mod hints;
mod kept;
mod opening;
mod seat_thread;
mod soosorv;
mod turns;

pub use config::{Choices, Coach, Event, MatchConfig, ResumeError};
use hints::HintThread;
use seat_thread::{SeatSetup, SeatThread};

/// How long quitting waits for the seats' players to end (an engine's
/// process to be stopped).
pub const SHUTDOWN_WAIT: Duration = Duration::from_millis(600);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Purpose {
    Move(Stone),
    /// An opening decision of the seat that is `Stone` in the seats as set.
    Opening(Stone),
    Hint,
}

/// A request a player is working on.
struct Pending {
    purpose: Purpose,
    asked_at: Instant,
    cancel: Arc<AtomicBool>,
    /// The answer, once it has come, held back until the pause is over.
    answer: Option<Result<Report, Fault>>,
    /// An opening decision, once it has come.
    decision: Option<Result<OpeningDecision, Fault>>,
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
    /// The opening with decisions (swap2, Soosõrv-8), under a rule that
    /// has one.
    opening: Option<Opening>,
    /// Whether a person decides the opening for a computer that cannot.
    proxy: bool,
    /// How the computer sees the opening's position: judged for a person's
    /// choice, or a computer's own view of its decision.
    coach: Option<Coach>,
    /// The generation of the position being judged for the coach.
    judging: Option<u64>,
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
    /// What each colour's computer thinks: so far, while it thinks (its
    /// progress), else with the last move it played.
    thoughts: [Option<Report>; 2],
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
            opening: fresh_opening(&config),
            proxy: false,
            coach: None,
            judging: None,
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
            thoughts: [None, None],
            notices,
        };
        controller.times = vec![0; controller.game.board().history().len()];
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
        let fixed = self.fixed_stones();
        match (self.person(), self.seats.is_hot_seat()) {
            (Some(person), _) => human_moves(moves, person) - human_moves(fixed, person),
            (None, true) => moves - fixed,
            (None, false) => 0,
        }
    }

    /// How many stones the opening rule placed before anyone moved (the
    /// centre start's one); undo never takes them back.
    fn fixed_stones(&self) -> usize {
        self.config
            .opening
            .fixed_stones(self.config.rule, self.config.size.lines())
            .len()
            .min(self.game.board().history().len())
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
        self.is_on() && !self.in_opening() && self.is_scored() && self.human_moves() > 0
    }

    /// Whether the game is in progress with a stone on the board: worth
    /// keeping as the unfinished game.
    #[must_use]
    pub fn has_begun(&self) -> bool {
        self.is_on() && !self.in_opening() && !self.game.board().history().is_empty()
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

    /// Whether a computer is working on its move.
    #[must_use]
    pub fn is_ai_thinking(&self) -> bool {
        self.pending
            .as_ref()
            .is_some_and(|p| matches!(p.purpose, Purpose::Move(_) | Purpose::Opening(_)))
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
        if self.in_opening() {
            return self.places_opening_stone();
        }
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

    /// What `side`'s computer thinks: while it thinks, what it has said so
    /// far (its depth, score and line, or an outside engine's messages);
    /// else what it said with the last move it played. `None` before it
    /// has said anything in this game (or since an undo).
    #[must_use]
    pub fn thought(&self, side: Stone) -> Option<&Report> {
        self.thoughts[index(side)].as_ref()
    }

    /// A problem worth telling the player about, once.
    pub fn take_notice(&mut self) -> Option<Notice> {
        (!self.notices.is_empty()).then(|| self.notices.remove(0))
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
        // The opening rule's own stones took no time.
        self.times = vec![0; self.game.board().history().len()];
        self.clocks = Clocks::new(self.config.time);
        self.opening = fresh_opening(&self.config);
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
        self.thoughts = [None, None];
        self.resigned = None;
        self.forfeit = None;
        self.times.clear();
        self.turn_started = Instant::now();
        self.steps = 0;
        self.proxy = false;
        self.coach = None;
        self.judging = None;
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
            || config.time != self.config.time
            || config.opening != self.config.opening;
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
        if self.resigned.is_some() || self.forfeit.is_some() || self.in_opening() {
            return Vec::new();
        }
        if self.human_moves() == 0 {
            return Vec::new();
        }
        let now = Instant::now();
        self.cancel_pending();
        self.hint = None;
        self.report = None;
        self.thoughts = [None, None];
        let mut moves = 0;
        match self.person() {
            Some(person) => {
                let fixed = self.fixed_stones();
                while self.game.board().history().len() > fixed && self.game.undo().is_some() {
                    moves += 1;
                    if self.game.to_move() == person {
                        break;
                    }
                }
            }
            None => {
                if self.game.board().history().len() > self.fixed_stones()
                    && self.game.undo().is_some()
                {
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
        if self.is_human_turn() && !self.in_opening() && self.pending.is_none() {
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

/// The opening a new game under `config` begins with.
fn fresh_opening(config: &MatchConfig) -> Option<Opening> {
    Opening::fresh(config.opening, config.rule)
}

/// A new game under `config`, with the stones its opening rule begins
/// with already placed.
fn new_game(config: &MatchConfig) -> Game {
    let mut game = Game::from_board(Board::of(config.size), config.rule);
    for pos in config
        .opening
        .fixed_stones(config.rule, config.size.lines())
    {
        if game.play(pos).is_err() {
            log::warn!("the opening's stone {pos:?} could not be placed");
        }
    }
    game
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
