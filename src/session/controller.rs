//! The match controller: turns the player's intent (a click, undo, new
//! game, hint) into moves on the [`Game`], runs the AI on its own thread,
//! and reports what happened as [`Event`]s for the view to show and play.
//!
//! It knows nothing of egui: the app calls [`Controller::poll`] each frame
//! and repaints when the AI's waker fires or at [`Controller::next_wakeup`].
//!
//! Longer than most files because a match is one state machine: clicks,
//! the AI's replies (tagged by position), undo, hints, resigning and
//! resuming all read and change the same state, and splitting them would
//! spread its invariants over several files.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use crate::engine::{Level, Limits, Report};
use crate::game::board::{Board, BoardSize, Pos, Stone};
use crate::game::record::{Record, RecordError};
use crate::game::rules::{Game, Outcome, Rule};
pub use crate::session::colour::PlayAs;
use crate::session::games::{GameResult, Played, TimedMove};
use crate::session::notice::Notice;

/// What the view needs to hear about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A stone went down (the stone sound plays).
    StonePlaced {
        /// Where.
        pos: Pos,
        /// Whose.
        stone: Stone,
    },
    /// The game ended with this move.
    GameOver(Outcome),
    /// Moves were taken back.
    TookBack {
        /// How many moves.
        moves: usize,
    },
    /// A fresh, empty board.
    NewGame,
    /// The AI's suggestion for the human arrived.
    Hint(Pos),
}

/// Why a saved game could not be resumed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResumeError {
    /// Its moves do not replay (a damaged file).
    Replay(RecordError),
    /// It is already over: there is nothing to resume.
    Over,
}

impl fmt::Display for ResumeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResumeError::Replay(err) => write!(f, "its moves cannot be replayed ({err})"),
            ResumeError::Over => f.write_str("the game is already over"),
        }
    }
}

impl std::error::Error for ResumeError {}

/// How a match is set up.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MatchConfig {
    /// The board.
    pub size: BoardSize,
    /// Rule set.
    pub rule: Rule,
    /// The computer's level.
    pub level: Level,
    /// The shortest time the AI appears to think (the seed slept a second
    /// "to pretend to think"; we pause without freezing anything).
    pub min_think: Duration,
    /// The longest time a searching level may take.
    pub max_think: Duration,
    /// The player's colour choice.
    pub play_as: PlayAs,
    /// The player's colour in the game being played (the computer has the
    /// other). [`PlayAs::Black`] and [`PlayAs::White`] override it; under
    /// [`PlayAs::Alternate`] it is the colour of the first game and flips
    /// with every new game.
    pub human: Stone,
    /// At most this many positions for each of the AI's moves (tests use
    /// it to be independent of the machine's speed); `None`: no limit but
    /// the time.
    pub max_nodes: Option<u64>,
}

impl Default for MatchConfig {
    fn default() -> MatchConfig {
        MatchConfig {
            size: BoardSize::default(),
            rule: Rule::Freestyle,
            level: Level::default(),
            min_think: Duration::from_millis(600),
            max_think: Duration::from_secs(3),
            play_as: PlayAs::Black,
            human: Stone::Black,
            max_nodes: None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Purpose {
    Move,
    Hint,
}

struct Job {
    generation: u64,
    purpose: Purpose,
    game: Game,
    level: Level,
    seed: u64,
    limits: Limits,
}

struct Reply {
    generation: u64,
    purpose: Purpose,
    report: Report,
}

/// The AI's thread: takes jobs, sends back replies tagged with the
/// position's generation so a reply for an older position can be dropped.
struct Worker {
    jobs: Sender<Job>,
    replies: Receiver<Reply>,
}

impl Worker {
    fn spawn(waker: Arc<dyn Fn() + Send + Sync>) -> std::io::Result<Worker> {
        let (jobs, job_rx) = mpsc::channel::<Job>();
        let (reply_tx, replies) = mpsc::channel();
        std::thread::Builder::new()
            .name("ai".into())
            .spawn(move || {
                for job in job_rx {
                    if job.limits.is_cancelled() {
                        continue;
                    }
                    let report =
                        job.level
                            .engine(job.seed)
                            .analyse(&job.game, &job.limits, &mut |_| {});
                    let reply = Reply {
                        generation: job.generation,
                        purpose: job.purpose,
                        report,
                    };
                    if reply_tx.send(reply).is_err() {
                        break;
                    }
                    waker();
                }
            })?;
        Ok(Worker { jobs, replies })
    }
}

/// A request the AI is working on.
struct Pending {
    purpose: Purpose,
    asked_at: Instant,
    cancel: Arc<AtomicBool>,
    /// The answer, once it has come, held back until the minimum pause.
    answer: Option<Report>,
}

/// One match after another between the human and the AI, the human with
/// the colour [`MatchConfig::play_as`] gives.
pub struct Controller {
    game: Game,
    config: MatchConfig,
    /// The milliseconds each move in the game took, one per move.
    times: Vec<u32>,
    /// When the side to move got its turn.
    turn_started: Instant,
    /// The game's name in the data folder (see [`Played::id`]).
    id: String,
    /// When the game began, in seconds since the Unix epoch.
    started: u64,
    /// Whether the human resigned this game.
    resigned: bool,
    worker: Option<Worker>,
    generation: u64,
    pending: Option<Pending>,
    hint: Option<Pos>,
    /// What the engine reported with its last move in this game.
    report: Option<Report>,
    notice: Option<Notice>,
}

impl Controller {
    /// A controller with a fresh game; `waker` is called from the AI thread
    /// when an answer is ready (the app passes `ctx.request_repaint`).
    #[must_use]
    pub fn new(config: MatchConfig, waker: Arc<dyn Fn() + Send + Sync>) -> Controller {
        let (worker, notice) = match Worker::spawn(waker) {
            Ok(w) => (Some(w), None),
            Err(e) => (
                None,
                Some(Notice::AiNotStarted {
                    error: e.to_string(),
                }),
            ),
        };
        let mut config = config;
        config.human = config.play_as.fixed().unwrap_or(config.human);
        let game = new_game(&config);
        let started = unix_now();
        let mut controller = Controller {
            game,
            config,
            times: Vec::new(),
            turn_started: Instant::now(),
            id: new_id(started),
            started,
            resigned: false,
            worker,
            generation: 0,
            pending: None,
            hint: None,
            report: None,
            notice,
        };
        controller.ask_if_ai_to_move();
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

    /// The human's colour in the game being played.
    #[must_use]
    pub fn human(&self) -> Stone {
        self.config.human
    }

    /// How many stones the human has placed in this game.
    #[must_use]
    pub fn human_moves(&self) -> usize {
        human_moves(self.game.board().history().len(), self.config.human)
    }

    /// Whether leaving this game now means resigning it: it is in
    /// progress, not over, and the human has placed a stone.
    #[must_use]
    pub fn is_resignable(&self) -> bool {
        !self.resigned && self.game.outcome().is_none() && self.human_moves() > 0
    }

    /// Whether the human resigned this game.
    #[must_use]
    pub fn is_resigned(&self) -> bool {
        self.resigned
    }

    /// The human resigns: the game ends as a loss ([`GameResult::Resigned`],
    /// which is returned) and takes no more moves, undo or hints until a
    /// new game. Keep it with [`games::finish`](crate::session::games::finish)
    /// like any finished game. `None`, and nothing happens, when the game
    /// is not [resignable](Controller::is_resignable).
    pub fn resign(&mut self) -> Option<GameResult> {
        if !self.is_resignable() {
            return None;
        }
        self.cancel_pending();
        self.hint = None;
        self.resigned = true;
        Some(GameResult::Resigned)
    }

    /// How the game ended, from the human's side; `None` while it goes on.
    #[must_use]
    pub fn result(&self) -> Option<GameResult> {
        if self.resigned {
            return Some(GameResult::Resigned);
        }
        Some(match self.game.outcome()? {
            Outcome::Win { winner, .. } if winner == self.config.human => GameResult::Won,
            Outcome::Win { .. } => GameResult::Lost,
            Outcome::Draw => GameResult::Drawn,
        })
    }

    /// The milliseconds each move of the game took (the AI's include its
    /// minimum pause), one per move.
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
        Played {
            id: self.id.clone(),
            started: self.started,
            size: self.config.size,
            rule: self.config.rule,
            level: self.config.level,
            human: self.config.human,
            moves,
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
    /// rule, level and the human's colour become the set-up (the colour
    /// choice stays), its moves are replayed with their times, and the AI
    /// moves if it is its turn. Returns [`Event::NewGame`].
    ///
    /// # Errors
    /// A [`ResumeError`] when the moves do not replay or the game is
    /// already over; the controller is then unchanged.
    pub fn resume(&mut self, played: &Played) -> Result<Vec<Event>, ResumeError> {
        let record = played.to_record().map_err(ResumeError::Replay)?;
        if record.game().outcome().is_some() {
            return Err(ResumeError::Over);
        }
        self.cancel_pending();
        self.hint = None;
        self.report = None;
        self.resigned = false;
        self.config.size = played.size;
        self.config.rule = played.rule;
        self.config.level = played.level;
        self.config.human = played.human;
        self.game = record.game().clone();
        self.times = played.moves.iter().map(|m| m.ms).collect();
        self.turn_started = Instant::now();
        self.id = played.id.clone();
        self.started = played.started;
        self.ask_if_ai_to_move();
        Ok(vec![Event::NewGame])
    }

    /// Whether the AI is working on its move.
    #[must_use]
    pub fn is_ai_thinking(&self) -> bool {
        self.pending
            .as_ref()
            .is_some_and(|p| p.purpose == Purpose::Move)
    }

    /// Whether the AI is working out a hint for the human.
    #[must_use]
    pub fn is_hint_pending(&self) -> bool {
        self.pending
            .as_ref()
            .is_some_and(|p| p.purpose == Purpose::Hint)
    }

    /// Whether a click on the board may be a move now.
    #[must_use]
    pub fn is_human_turn(&self) -> bool {
        !self.resigned
            && self.game.outcome().is_none()
            && self.game.to_move() == self.config.human
            && !self.is_ai_thinking()
    }

    /// The hint on show, if any.
    #[must_use]
    pub fn hint(&self) -> Option<Pos> {
        self.hint
    }

    /// What the engine reported with the move it played last in this game
    /// (its score, line of play and root-move scores).
    #[must_use]
    pub fn last_report(&self) -> Option<&Report> {
        self.report.as_ref()
    }

    /// A problem worth telling the player about, once.
    pub fn take_notice(&mut self) -> Option<Notice> {
        self.notice.take()
    }

    /// The human plays `pos`. Anything but a legal move on the human's
    /// turn does nothing and returns no events.
    pub fn click(&mut self, pos: Pos) -> Vec<Event> {
        if !self.is_human_turn() || !self.game.is_legal(pos) {
            return Vec::new();
        }
        self.cancel_pending();
        self.hint = None;
        let events = self.play(pos);
        if self.game.outcome().is_none() {
            self.ask(Purpose::Move);
        }
        events
    }

    fn play(&mut self, pos: Pos) -> Vec<Event> {
        let stone = self.game.to_move();
        match self.game.play(pos) {
            Ok(outcome) => {
                let now = Instant::now();
                let took = now.saturating_duration_since(self.turn_started);
                self.times
                    .truncate(self.game.board().history().len().saturating_sub(1));
                self.times
                    .push(u32::try_from(took.as_millis()).unwrap_or(u32::MAX));
                self.turn_started = now;
                let mut events = vec![Event::StonePlaced { pos, stone }];
                events.extend(outcome.map(Event::GameOver));
                events
            }
            Err(_) => Vec::new(),
        }
    }

    /// Asks the AI thread for a move (or a hint) for the side to move.
    fn ask(&mut self, purpose: Purpose) {
        let cancel = Arc::new(AtomicBool::new(false));
        // A hint should come quickly, whatever the level's thinking time.
        let budget = match purpose {
            Purpose::Move => self.config.max_think,
            Purpose::Hint => self.config.max_think.min(Duration::from_secs(1)),
        };
        let limits = Limits {
            deadline: Some(Instant::now() + budget),
            nodes: self.config.max_nodes,
            cancel: Arc::clone(&cancel),
        };
        // The scoring-map levels see every point of an empty board alike
        // (seed's map would open anywhere, even on the edge): they open in
        // the centre, as players do. The searching levels choose.
        if purpose == Purpose::Move
            && self.game.board().stone_count() == 0
            && matches!(self.config.level, Level::Seed | Level::Classic)
        {
            let middle = u8::try_from(self.game.board().size() / 2).unwrap_or(0);
            self.pending = Some(Pending {
                purpose,
                asked_at: Instant::now(),
                cancel,
                answer: Some(Report::just(Some(Pos::new(middle, middle)))),
            });
            return;
        }
        let job = Job {
            generation: self.generation,
            purpose,
            game: self.game.clone(),
            level: self.config.level,
            seed: rand::random(),
            limits,
        };
        let mut pending = Pending {
            purpose,
            asked_at: Instant::now(),
            cancel,
            answer: None,
        };
        let unsent = match &self.worker {
            Some(worker) => worker.jobs.send(job).err().map(|mpsc::SendError(job)| job),
            None => Some(job),
        };
        // No AI thread (it could not start, or has stopped): answer here,
        // within the same deadline.
        if let Some(job) = unsent {
            pending.answer = Some(job.level.engine(job.seed).analyse(
                &job.game,
                &job.limits,
                &mut |_| {},
            ));
        }
        self.pending = Some(pending);
    }

    fn cancel_pending(&mut self) {
        if let Some(p) = self.pending.take() {
            p.cancel.store(true, Ordering::Relaxed);
        }
        self.generation += 1;
    }

    /// Collects the AI's answer and plays it once the minimum pause is
    /// over. Call every frame; it never blocks.
    pub fn poll(&mut self, now: Instant) -> Vec<Event> {
        if let Some(worker) = &self.worker {
            loop {
                match worker.replies.try_recv() {
                    Ok(reply) => {
                        if reply.generation == self.generation
                            && let Some(p) = self.pending.as_mut()
                            && p.purpose == reply.purpose
                        {
                            p.answer = Some(reply.report);
                        }
                    }
                    Err(TryRecvError::Empty) => break,
                    Err(TryRecvError::Disconnected) => {
                        self.worker = None;
                        self.notice = Some(Notice::AiStopped);
                        break;
                    }
                }
            }
        }
        let Some(pending) = &self.pending else {
            return Vec::new();
        };
        if pending.answer.is_none()
            || (pending.purpose == Purpose::Move && now < pending.asked_at + self.config.min_think)
        {
            return Vec::new();
        }
        let Some(Pending {
            purpose,
            answer: Some(report),
            ..
        }) = self.pending.take()
        else {
            return Vec::new();
        };
        let best = report.best;
        match purpose {
            Purpose::Hint => {
                self.hint = best;
                best.map(Event::Hint).into_iter().collect()
            }
            Purpose::Move => {
                self.report = Some(report);
                best.map(|pos| self.play(pos)).unwrap_or_default()
            }
        }
    }

    /// When the controller next needs a frame even if nothing happens (the
    /// end of the AI's minimum pause).
    #[must_use]
    pub fn next_wakeup(&self) -> Option<Instant> {
        let p = self.pending.as_ref()?;
        (p.purpose == Purpose::Move && p.answer.is_some())
            .then(|| p.asked_at + self.config.min_think)
    }

    /// Starts a new game with the current set-up (also while the AI
    /// thinks: its answer is dropped). Under [`PlayAs::Alternate`] the
    /// human takes the other colour. When the human is white the AI starts
    /// on its first move at once; it comes through [`Controller::poll`].
    /// Leaving a [resignable](Controller::is_resignable) game this way does
    /// not score it: [`Controller::resign`] first.
    pub fn new_game(&mut self) -> Vec<Event> {
        let human = self.config.play_as.next(Some(self.config.human));
        self.start(human)
    }

    fn start(&mut self, human: Stone) -> Vec<Event> {
        self.cancel_pending();
        self.hint = None;
        self.report = None;
        self.resigned = false;
        self.config.human = human;
        self.game = new_game(&self.config);
        self.times.clear();
        self.turn_started = Instant::now();
        self.started = unix_now();
        self.id = new_id(self.started);
        self.ask_if_ai_to_move();
        vec![Event::NewGame]
    }

    /// Asks for the AI's move if the game is on and it is the AI's turn.
    fn ask_if_ai_to_move(&mut self) {
        if !self.resigned
            && self.game.outcome().is_none()
            && self.game.to_move() != self.config.human
            && !self.is_ai_thinking()
        {
            self.ask(Purpose::Move);
        }
    }

    /// Changes the set-up; the board size, rule or colour choice (or the
    /// human's colour) take effect at once with a new game, the level from
    /// the AI's next move. A new colour choice starts with
    /// `config.human` under [`PlayAs::Alternate`].
    pub fn configure(&mut self, config: MatchConfig) -> Vec<Event> {
        let human = config.play_as.fixed().unwrap_or(config.human);
        let restart = config.size != self.config.size
            || config.rule != self.config.rule
            || config.play_as != self.config.play_as
            || human != self.config.human;
        self.config = MatchConfig { human, ..config };
        if restart {
            self.start(human)
        } else {
            Vec::new()
        }
    }

    /// Takes back the human's last move and the AI's reply to it (only the
    /// human's move while the AI is still thinking about it).
    pub fn undo(&mut self) -> Vec<Event> {
        if self.resigned || self.human_moves() == 0 {
            return Vec::new();
        }
        self.cancel_pending();
        self.hint = None;
        self.report = None;
        let mut moves = 0;
        while self.game.undo().is_some() {
            moves += 1;
            if self.game.to_move() == self.config.human {
                break;
            }
        }
        self.times.truncate(self.game.board().history().len());
        self.turn_started = Instant::now();
        vec![Event::TookBack { moves }]
    }

    /// Asks the AI what it would play for the human (shown as a hint).
    pub fn request_hint(&mut self) {
        if self.is_human_turn() && self.pending.is_none() {
            self.ask(Purpose::Hint);
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
