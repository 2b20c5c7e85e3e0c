//! The match controller: turns the player's intent (a click, undo, new
//! game, hint) into moves on the [`Game`], runs the AI on its own thread,
//! and reports what happened as [`Event`]s for the view to show and play.
//!
//! It knows nothing of egui: the app calls [`Controller::poll`] each frame
//! and repaints when the AI's waker fires or at [`Controller::next_wakeup`].

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::time::{Duration, Instant};

use crate::engine::{Level, Limits, Report};
use crate::game::board::{Board, BoardSize, Pos, Stone};
use crate::game::rules::{Game, Outcome, Rule};

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
}

impl Default for MatchConfig {
    fn default() -> MatchConfig {
        MatchConfig {
            size: BoardSize::default(),
            rule: Rule::Freestyle,
            level: Level::default(),
            min_think: Duration::from_millis(600),
            max_think: Duration::from_secs(3),
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

/// One match after another between the human (black) and the AI (white).
pub struct Controller {
    game: Game,
    config: MatchConfig,
    human: Stone,
    worker: Option<Worker>,
    generation: u64,
    pending: Option<Pending>,
    hint: Option<Pos>,
    /// What the engine reported with its last move in this game.
    report: Option<Report>,
    notice: Option<String>,
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
                Some(format!(
                    "Could not start the AI thread ({e}); the AI will answer at once."
                )),
            ),
        };
        let game = new_game(&config);
        Controller {
            game,
            config,
            human: Stone::Black,
            worker,
            generation: 0,
            pending: None,
            hint: None,
            report: None,
            notice,
        }
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

    /// The human's colour.
    #[must_use]
    pub fn human(&self) -> Stone {
        self.human
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
        self.game.outcome().is_none() && self.game.to_move() == self.human && !self.is_ai_thinking()
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
    pub fn take_notice(&mut self) -> Option<String> {
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
            nodes: None,
            cancel: Arc::clone(&cancel),
        };
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
                        self.notice = Some("The AI thread stopped; starting over may help.".into());
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
    /// thinks: its answer is dropped).
    pub fn new_game(&mut self) -> Vec<Event> {
        self.cancel_pending();
        self.hint = None;
        self.game = new_game(&self.config);
        self.report = None;
        vec![Event::NewGame]
    }

    /// Changes the set-up; the board size or rule take effect at once with a
    /// new game, the level from the AI's next move.
    pub fn configure(&mut self, config: MatchConfig) -> Vec<Event> {
        let restart = config.size != self.config.size || config.rule != self.config.rule;
        self.config = config;
        if restart { self.new_game() } else { Vec::new() }
    }

    /// Takes back the human's last move and the AI's reply to it (only the
    /// human's move while the AI is still thinking about it).
    pub fn undo(&mut self) -> Vec<Event> {
        let human_moves = self
            .game
            .board()
            .history()
            .iter()
            .enumerate()
            .filter(|(i, _)| (i % 2 == 0) == (self.human == Stone::Black))
            .count();
        if human_moves == 0 {
            return Vec::new();
        }
        self.cancel_pending();
        self.hint = None;
        self.report = None;
        let mut moves = 0;
        while self.game.undo().is_some() {
            moves += 1;
            if self.game.to_move() == self.human {
                break;
            }
        }
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
