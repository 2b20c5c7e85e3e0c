//! An external engine: another program that speaks the Gomocup (Piskvork)
//! brain protocol on its stdin and stdout, driven from the manager's side.
//!
//! [`EngineCommand`] is its command line, split into words like a POSIX
//! shell would (without running one). [`ExternalEngine::start`] runs it,
//! says `START` and waits for `OK`, then sends the `INFO` settings;
//! [`ExternalEngine::play`] hands it a game and waits for its move;
//! [`ExternalEngine::end`] says `END` and lets it exit. Dropping an engine
//! that is still running kills it, so no process outlives its owner.
//!
//! Each answer is waited for with a time limit; everything that can go
//! wrong (a program that cannot run, garbage, a crash, silence) comes back
//! as an [`ExternalError`] whose message says what happened in words,
//! quoting the engine where that helps. Whether a move is legal is the
//! caller's business: the engine's answer is returned as it was given.
//!
//! The file is long because the conversation is one concept: the command
//! line, the process, the reader thread and the timed exchanges all share
//! the engine's state and its error type, and a half of it is no use alone.
//!
//! ```no_run
//! use std::time::Duration;
//! use gomoku::protocol::external::{EngineCommand, EngineSetup, ExternalEngine};
//! use gomoku::game::rules::{Game, Rule};
//!
//! let command: EngineCommand = "./pbrain-foo --fast".parse()?;
//! let mut engine = ExternalEngine::start(&command, &EngineSetup::new(15, Rule::Freestyle))?;
//! let mut game = Game::new(15, Rule::Freestyle)?;
//! let pos = engine.play(&game, Duration::from_secs(6))?;
//! game.play(pos)?;
//! engine.end();
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::collections::VecDeque;
use std::fmt;
use std::io::{BufReader, Write};
use std::process::{Child, ChildStdin};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use super::{is_chatter, message_text, parse_pair, printable, read_line, rule_to_info};
use crate::game::board::Pos;
use crate::game::rules::{Game, Rule};

mod command;
mod error;
#[cfg(windows)]
mod job;
mod seat;
mod swap2;

pub use command::EngineCommand;
pub use error::ExternalError;
pub use seat::{ABOUT_WAIT, EngineSeat, GRACE, fault};

/// How many of an engine's last stderr lines are kept for error messages.
pub const STDERR_TAIL: usize = 3;

/// How long [`ExternalEngine::end`] waits for the engine to exit after
/// `END` before it kills it.
const END_PATIENCE: Duration = Duration::from_millis(500);

/// How long to wait for an exit status once the engine's pipes closed (a
/// process closes them a moment before the OS reports it gone).
const EXIT_PATIENCE: Duration = Duration::from_millis(300);

/// How often a wait for the engine looks whether it was cancelled.
const CANCEL_POLL: Duration = Duration::from_millis(25);

/// What an engine is told when it starts.
#[derive(Clone, Debug)]
pub struct EngineSetup {
    /// Board size (`START size`).
    pub size: usize,
    /// The rule (`INFO rule`).
    pub rule: Rule,
    /// The time limit for one move (`INFO timeout_turn`).
    pub turn_time: Duration,
    /// The whole game's time for each side (`INFO timeout_match`; `None`:
    /// unlimited, and `time_left` is never sent).
    pub match_time: Option<Duration>,
    /// How long the engine may take to answer `START` (loading tables
    /// takes some engines a while).
    pub start_timeout: Duration,
    /// How long [`EngineSeat::start`] waits for the engine's name
    /// (`ABOUT`); zero: it does not ask.
    pub about_wait: Duration,
    /// Set to `true` to stop waiting for the engine (starting or thinking)
    /// at once: the wait ends in [`ExternalError::Cancelled`].
    pub cancel: Arc<AtomicBool>,
}

impl EngineSetup {
    /// A `size` board under `rule`, 5 s a move (the Gomocup default), 10 s
    /// to answer `START`.
    #[must_use]
    pub fn new(size: usize, rule: Rule) -> EngineSetup {
        EngineSetup {
            size,
            rule,
            turn_time: Duration::from_secs(5),
            match_time: None,
            start_timeout: Duration::from_secs(10),
            about_wait: ABOUT_WAIT,
            cancel: Arc::new(AtomicBool::new(false)),
        }
    }
}

/// A running external engine, ready for [`ExternalEngine::play`].
pub struct ExternalEngine {
    child: Child,
    /// `None` once closed (after `END`, or when writing failed).
    stdin: Option<ChildStdin>,
    /// The engine's stdout, line by line, from its reader thread.
    lines: Receiver<String>,
    /// Its last stderr lines, from its other reader thread.
    stderr: Arc<Mutex<VecDeque<String>>>,
    /// That thread, to let it read the last lines of an engine that died.
    stderr_reader: Option<JoinHandle<()>>,
    /// The command line, for log messages.
    name: String,
    size: usize,
    /// The stones the engine knows of, in order (`None` before its first
    /// move): when the game has just one more, a `TURN` is enough.
    known: Option<Vec<Pos>>,
    /// Stops a wait for the engine.
    cancel: Arc<AtomicBool>,
    /// Whether an `ABOUT` went unanswered in its time (its late answer is
    /// let pass, not taken for a move).
    about_pending: bool,
}

impl fmt::Debug for ExternalEngine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ExternalEngine")
            .field("command", &self.name)
            .field("pid", &self.child.id())
            .field("size", &self.size)
            .finish_non_exhaustive()
    }
}

impl ExternalEngine {
    /// Runs `command`, says `START` and waits up to `setup.start_timeout`
    /// for `OK` (chatter such as `MESSAGE` is let pass), then sends the
    /// `INFO` settings.
    ///
    /// On Linux the engine is killed when the calling thread ends: start
    /// it on the thread that owns it for its whole life.
    ///
    /// # Errors
    /// Any [`ExternalError`] but the move ones; the process is ended.
    pub fn start(
        command: &EngineCommand,
        setup: &EngineSetup,
    ) -> Result<ExternalEngine, ExternalError> {
        let mut child = command.spawn()?;
        log::debug!("started '{}' (pid {})", command.text(), child.id());
        let stdin = child.stdin.take();
        let (tx, lines) = mpsc::channel();
        if let Some(stdout) = child.stdout.take() {
            let spawned = thread::Builder::new()
                .name("engine-stdout".into())
                .spawn(move || {
                    let mut reader = BufReader::new(stdout);
                    let mut buf = Vec::new();
                    while let Ok(true) = read_line(&mut reader, &mut buf) {
                        if tx.send(String::from_utf8_lossy(&buf).into_owned()).is_err() {
                            break;
                        }
                    }
                });
            if let Err(e) = spawned {
                let _ = child.kill();
                let _ = child.wait();
                return Err(ExternalError::Thread(e));
            }
        }
        let stderr = Arc::new(Mutex::new(VecDeque::new()));
        let mut stderr_reader = None;
        if let Some(err) = child.stderr.take() {
            let tail = Arc::clone(&stderr);
            let name = command.text().to_owned();
            // Without this thread stderr is merely not quoted in errors
            // (and a chatty engine may block once the pipe fills).
            let spawned = thread::Builder::new()
                .name("engine-stderr".into())
                .spawn(move || {
                    let mut reader = BufReader::new(err);
                    let mut buf = Vec::new();
                    while let Ok(true) = read_line(&mut reader, &mut buf) {
                        if buf.is_empty() {
                            continue;
                        }
                        let line = printable(&String::from_utf8_lossy(&buf));
                        log::debug!("'{name}' stderr: {line}");
                        let mut tail = tail.lock().unwrap_or_else(|e| e.into_inner());
                        if tail.len() == STDERR_TAIL {
                            tail.pop_front();
                        }
                        tail.push_back(line);
                    }
                });
            match spawned {
                Ok(handle) => stderr_reader = Some(handle),
                Err(e) => log::warn!("'{}': stderr will not be read: {e}", command.text()),
            }
        }
        let mut engine = ExternalEngine {
            child,
            stdin,
            lines,
            stderr,
            stderr_reader,
            name: command.text().to_owned(),
            size: setup.size,
            known: None,
            cancel: Arc::clone(&setup.cancel),
            about_pending: false,
        };
        engine.handshake(setup)?;
        Ok(engine)
    }

    fn handshake(&mut self, setup: &EngineSetup) -> Result<(), ExternalError> {
        let start = format!("START {}", setup.size);
        self.send(std::slice::from_ref(&start))?;
        let deadline = Instant::now() + setup.start_timeout;
        loop {
            match self.next_line(deadline) {
                Ok(line) if is_chatter(&line) => {}
                Ok(line) if line.trim().eq_ignore_ascii_case("OK") => break,
                Ok(line) => {
                    return Err(ExternalError::StartRefused {
                        start,
                        answer: printable(&line),
                    });
                }
                Err(Waited::Timeout) => {
                    return Err(ExternalError::StartTimeout {
                        start,
                        waited: setup.start_timeout,
                    });
                }
                Err(Waited::Cancelled) => return Err(ExternalError::Cancelled),
                Err(Waited::Gone) => return Err(self.gone()),
            }
        }
        // Without a match clock, Piskvork's convention: timeout_match 0
        // and a large time_left.
        let (total, left) = match setup.match_time {
            Some(total) => (millis(total), millis(total)),
            None => (0, 2_147_483_647),
        };
        self.send(&[
            format!("INFO timeout_turn {}", millis(setup.turn_time)),
            format!("INFO timeout_match {total}"),
            format!("INFO time_left {left}"),
            format!("INFO rule {}", rule_to_info(setup.rule)),
        ])
    }

    /// The next line from the engine, waiting until `deadline` at most,
    /// and less when the wait is cancelled.
    fn next_line(&self, deadline: Instant) -> Result<String, Waited> {
        loop {
            if self.cancel.load(Ordering::Relaxed) {
                return Err(Waited::Cancelled);
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(Waited::Timeout);
            }
            match self.lines.recv_timeout(left.min(CANCEL_POLL)) {
                Ok(line) => return Ok(line),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return Err(Waited::Gone),
            }
        }
    }

    /// Asks the engine `ABOUT` and waits up to `wait` for its answer: the
    /// `name="…"` it gives, made printable (`None` when it does not answer
    /// in time, or gives no name; a late answer is let pass later).
    pub fn about(&mut self, wait: Duration) -> Option<String> {
        self.send(&["ABOUT".into()]).ok()?;
        let deadline = Instant::now() + wait;
        loop {
            match self.next_line(deadline) {
                Ok(line) if is_about(&line) => return about_name(&line),
                Ok(line) if is_chatter(&line) => {}
                Ok(line) => {
                    log::debug!("'{}' answered ABOUT with: {}", self.name, printable(&line));
                    return None;
                }
                Err(Waited::Timeout) => {
                    self.about_pending = true;
                    return None;
                }
                Err(Waited::Cancelled | Waited::Gone) => return None,
            }
        }
    }

    /// Changes the time limit for the engine's next moves (`INFO
    /// timeout_turn`).
    ///
    /// # Errors
    /// [`ExternalError::Gone`] when the engine cannot be written to.
    pub fn set_turn_time(&mut self, turn_time: Duration) -> Result<(), ExternalError> {
        self.send(&[format!("INFO timeout_turn {}", millis(turn_time))])
    }

    /// Asks the engine for its move in `game` (the side to move is the
    /// engine's) and waits up to `wait` for it, from the moment the request
    /// is sent. The engine is told only what it does not know yet: `TURN`
    /// with the opponent's last move when it has seen everything before,
    /// `BEGIN` on an empty board, else the whole game in `BOARD`. Chatter
    /// is let pass. The answer is not checked against the rules.
    ///
    /// # Errors
    /// [`ExternalError::Timeout`] (the engine may still be thinking: drop
    /// it), [`ExternalError::NotAMove`], [`ExternalError::Unrequested`],
    /// [`ExternalError::Gone`], [`ExternalError::SizeMismatch`].
    pub fn play(&mut self, game: &Game, wait: Duration) -> Result<Pos, ExternalError> {
        self.play_timed(game, None, wait, &mut |_| {})
    }

    /// [`ExternalEngine::play`] on a match clock: the engine is told
    /// `INFO time_left` first when `time_left` is given. `heard` hears
    /// what the engine says while it thinks: each `MESSAGE` line's text,
    /// made printable.
    ///
    /// # Errors
    /// As [`ExternalEngine::play`], and [`ExternalError::Cancelled`].
    pub fn play_timed(
        &mut self,
        game: &Game,
        time_left: Option<Duration>,
        wait: Duration,
        heard: &mut dyn FnMut(&str),
    ) -> Result<Pos, ExternalError> {
        let board = game.board();
        if board.size() != self.size {
            return Err(ExternalError::SizeMismatch {
                engine: self.size,
                game: board.size(),
            });
        }
        // A move left over from earlier (one answer too many) is a protocol
        // error; other stray lines (`UNKNOWN` or `ERROR` after an `INFO` the
        // engine does not know, say) are not answers and are let pass.
        loop {
            match self.lines.try_recv() {
                Ok(line) if parse_pair(line.trim()).is_ok() => {
                    return Err(ExternalError::Unrequested {
                        answer: printable(&line),
                    });
                }
                Ok(line) if self.about_pending && is_about(&line) => self.about_pending = false,
                Ok(line) => log::debug!("'{}' said, unasked: {}", self.name, printable(&line)),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => return Err(self.gone()),
            }
        }
        let history = board.history();
        let me = game.to_move();
        let request: Vec<String> = match (&self.known, history.split_last()) {
            (Some(known), Some((last, before))) if known.as_slice() == before => {
                vec![format!("TURN {},{}", last.x, last.y)]
            }
            (None, None) => vec!["BEGIN".into()],
            _ => {
                let mut lines = vec!["BOARD".to_string()];
                for &p in history {
                    let field = if board.get(p) == Some(me) { 1 } else { 2 };
                    lines.push(format!("{},{},{field}", p.x, p.y));
                }
                lines.push("DONE".into());
                lines
            }
        };
        let first = request.first().cloned().unwrap_or_default();
        if let Some(left) = time_left {
            self.send(&[format!("INFO time_left {}", millis(left))])?;
        }
        let sent = Instant::now();
        self.send(&request)?;
        let deadline = sent + wait;
        loop {
            match self.next_line(deadline) {
                Ok(line) if self.about_pending && is_about(&line) => self.about_pending = false,
                Ok(line) if is_chatter(&line) => {
                    log::debug!("'{}': {}", self.name, printable(&line));
                    if let Some(text) = message_text(&line) {
                        heard(&printable(text));
                    }
                }
                Ok(line) => {
                    log::trace!("'{}' -> {}", self.name, printable(&line));
                    return match parse_pair(line.trim()) {
                        Ok((x, y)) => {
                            let mut known = history.to_vec();
                            known.push(Pos::new(x, y));
                            self.known = Some(known);
                            Ok(Pos::new(x, y))
                        }
                        Err(_) => Err(ExternalError::NotAMove {
                            request: first,
                            answer: printable(&line),
                        }),
                    };
                }
                Err(Waited::Timeout) => {
                    return Err(ExternalError::Timeout { waited: wait });
                }
                Err(Waited::Cancelled) => return Err(ExternalError::Cancelled),
                Err(Waited::Gone) => return Err(self.gone()),
            }
        }
    }

    /// The engine's last lines on stderr (at most [`STDERR_TAIL`]).
    #[must_use]
    pub fn stderr_tail(&self) -> Vec<String> {
        self.stderr
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .cloned()
            .collect()
    }

    /// Says `END`, closes the engine's input and gives it half a second to
    /// exit before killing it. (To stop an engine that is still thinking,
    /// drop it instead: that kills it at once.)
    pub fn end(mut self) {
        let _ = self.send(&["END".into()]);
        self.stdin = None;
        let until = Instant::now() + END_PATIENCE;
        while Instant::now() < until {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            thread::sleep(Duration::from_millis(5));
        }
        log::debug!("'{}' did not exit after END: killed", self.name);
        // Drop kills it.
    }

    /// Writes lines to the engine.
    fn send(&mut self, lines: &[String]) -> Result<(), ExternalError> {
        let mut text = String::new();
        for line in lines {
            log::trace!("'{}' <- {line}", self.name);
            text.push_str(line);
            text.push('\n');
        }
        let written = self.stdin.as_mut().is_some_and(|stdin| {
            stdin
                .write_all(text.as_bytes())
                .and_then(|()| stdin.flush())
                .is_ok()
        });
        if written { Ok(()) } else { Err(self.gone()) }
    }

    /// Why the engine stopped talking: its exit status if it has exited
    /// (given a moment to), and its last stderr lines.
    fn gone(&mut self) -> ExternalError {
        let mut status = None;
        let until = Instant::now() + EXIT_PATIENCE;
        while status.is_none() && Instant::now() < until {
            status = self.child.try_wait().ok().flatten();
            if status.is_none() {
                thread::sleep(Duration::from_millis(5));
            }
        }
        // Once it has exited its stderr ends too: give the reader a moment
        // to take in the last lines (often the reason it died).
        if status.is_some()
            && let Some(reader) = &self.stderr_reader
        {
            let until = Instant::now() + EXIT_PATIENCE;
            while !reader.is_finished() && Instant::now() < until {
                thread::sleep(Duration::from_millis(2));
            }
        }
        ExternalError::Gone {
            status,
            stderr: self.stderr_tail(),
        }
    }
}

impl Drop for ExternalEngine {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            self.stdin = None;
            if let Err(e) = self.child.kill() {
                // Waiting for it now could hang: leave it be.
                log::warn!("could not kill '{}': {e}", self.name);
                return;
            }
        }
        // Reap it, so no zombie is left behind.
        let _ = self.child.wait();
    }
}

fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

/// Why no line came.
enum Waited {
    Timeout,
    Cancelled,
    Gone,
}

/// Whether `line` is an answer to `ABOUT` (`name="…", version="…"`).
fn is_about(line: &str) -> bool {
    line.trim_start().to_ascii_lowercase().starts_with("name=")
}

/// The name in an `ABOUT` answer, printable and at most 40 characters.
fn about_name(line: &str) -> Option<String> {
    let rest = line.trim_start().get(5..)?.trim_start();
    let name = match rest.strip_prefix('"') {
        Some(quoted) => quoted.split('"').next()?,
        None => rest.split(',').next()?,
    };
    let name: String = printable(name.trim()).chars().take(40).collect();
    (!name.is_empty()).then_some(name)
}
