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
//! use gomoku::engine::external::{EngineCommand, EngineSetup, ExternalEngine};
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
use std::io::{self, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::str::FromStr;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use crate::game::board::Pos;
use crate::game::rules::{Game, Rule};
use crate::protocol::{is_chatter, parse_pair, printable, read_line, rule_to_info};

/// How many of an engine's last stderr lines are kept for error messages.
pub const STDERR_TAIL: usize = 3;

/// How long [`ExternalEngine::end`] waits for the engine to exit after
/// `END` before it kills it.
const END_PATIENCE: Duration = Duration::from_millis(500);

/// How long to wait for an exit status once the engine's pipes closed (a
/// process closes them a moment before the OS reports it gone).
const EXIT_PATIENCE: Duration = Duration::from_millis(300);

/// What can go wrong with an external engine. The messages are complete
/// sentences without a subject ("answered 'banana' to START 15"), to be
/// prefixed with the engine's name.
#[derive(Debug)]
#[non_exhaustive]
pub enum ExternalError {
    /// The command line has no program in it.
    EmptyCommand,
    /// The command line has an unclosed quote (or ends in a lone `\`).
    BadQuoting {
        /// The command line.
        command: String,
    },
    /// The program could not be started (not found, not executable, …).
    Spawn {
        /// The command line.
        command: String,
        /// What the OS said.
        source: io::Error,
    },
    /// A thread to read the engine's output could not be started.
    Thread(io::Error),
    /// The engine answered `START` with something other than `OK`.
    StartRefused {
        /// The `START` line sent.
        start: String,
        /// The answer, made printable.
        answer: String,
    },
    /// The engine did not answer `START` in time.
    StartTimeout {
        /// The `START` line sent.
        start: String,
        /// How long it was given.
        waited: Duration,
    },
    /// The engine exited or closed its pipes.
    Gone {
        /// Its exit status, if it has exited.
        status: Option<ExitStatus>,
        /// Its last lines on stderr (at most [`STDERR_TAIL`]), printable.
        stderr: Vec<String>,
    },
    /// The engine answered a request for a move with something else.
    NotAMove {
        /// The request's first line (`BEGIN`, `TURN x,y` or `BOARD`).
        request: String,
        /// The answer, made printable.
        answer: String,
    },
    /// The engine printed a move when none was asked for (one answer too
    /// many), found when the next move was asked for.
    Unrequested {
        /// The extra answer, made printable.
        answer: String,
    },
    /// No move came within the time given.
    Timeout {
        /// How long it was given.
        waited: Duration,
    },
    /// The game is not on the board size the engine was started with.
    SizeMismatch {
        /// The engine's board size.
        engine: usize,
        /// The game's board size.
        game: usize,
    },
}

impl ExternalError {
    /// Whether the engine was merely too slow (it may still be thinking:
    /// drop it rather than wait for it to hear `END`).
    #[must_use]
    pub fn is_timeout(&self) -> bool {
        matches!(
            self,
            ExternalError::Timeout { .. } | ExternalError::StartTimeout { .. }
        )
    }
}

impl fmt::Display for ExternalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExternalError::EmptyCommand => f.write_str("the engine command is empty"),
            ExternalError::BadQuoting { command } => write!(
                f,
                "unclosed quote (or a lone \\ at the end) in the engine command '{command}'"
            ),
            ExternalError::Spawn { command, source } => {
                write!(f, "could not run '{command}': {source}")
            }
            ExternalError::Thread(e) => write!(f, "could not start a thread: {e}"),
            ExternalError::StartRefused { start, answer } => {
                write!(f, "answered '{answer}' to {start}")
            }
            ExternalError::StartTimeout { start, waited } => {
                write!(f, "no answer to {start} within {} ms", waited.as_millis())
            }
            ExternalError::Gone { status, stderr } => {
                match status {
                    Some(s) => write!(f, "the engine exited ({s})")?,
                    None => f.write_str("the engine closed its pipes")?,
                }
                if !stderr.is_empty() {
                    write!(f, "; stderr: {}", stderr.join(" / "))?;
                }
                Ok(())
            }
            ExternalError::NotAMove { request, answer } => {
                write!(f, "answered '{answer}' to {request} instead of a move")
            }
            ExternalError::Unrequested { answer } => {
                write!(f, "played '{answer}' when no move was due")
            }
            ExternalError::Timeout { waited } => {
                write!(f, "no move within {} ms", waited.as_millis())
            }
            ExternalError::SizeMismatch { engine, game } => write!(
                f,
                "the game is on {game}×{game} but the engine was started on {engine}×{engine}"
            ),
        }
    }
}

impl std::error::Error for ExternalError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ExternalError::Spawn { source, .. } | ExternalError::Thread(source) => Some(source),
            _ => None,
        }
    }
}

/// An external engine's command line, split into words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineCommand {
    argv: Vec<String>,
    text: String,
}

impl EngineCommand {
    /// Splits `text` into words the way a POSIX shell would, without
    /// running one: white space separates words, `'…'` quotes literally,
    /// `"…"` quotes with `\` escaping, a `\` outside quotes escapes the
    /// next character, and a `#` starting a word starts a comment.
    ///
    /// # Errors
    /// [`ExternalError::EmptyCommand`] or [`ExternalError::BadQuoting`].
    pub fn parse(text: &str) -> Result<EngineCommand, ExternalError> {
        let text = text.trim();
        let argv = shlex::split(text).ok_or_else(|| ExternalError::BadQuoting {
            command: text.to_string(),
        })?;
        if argv.is_empty() {
            return Err(ExternalError::EmptyCommand);
        }
        Ok(EngineCommand {
            argv,
            text: text.to_string(),
        })
    }

    /// The program and its arguments.
    #[must_use]
    pub fn argv(&self) -> &[String] {
        &self.argv
    }

    /// The command line as given (trimmed).
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// A short name for reports and menus: the program's file name (no
    /// directories) and its arguments, at most 40 characters.
    #[must_use]
    pub fn short_name(&self) -> String {
        let program = self.argv.first().map_or("", |p| {
            std::path::Path::new(p)
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or(p)
        });
        let mut name = program.to_string();
        for arg in self.argv.iter().skip(1) {
            name.push(' ');
            name.push_str(arg);
        }
        if name.chars().count() > 40 {
            name = name.chars().take(39).collect::<String>() + "…";
        }
        name
    }

    /// Checks that the program can be started at all, by starting it and
    /// killing it at once (a missing program is a mistake in the command,
    /// worth reporting before anything else happens).
    ///
    /// # Errors
    /// [`ExternalError::Spawn`] when it cannot be started.
    pub fn check_runs(&self) -> Result<(), ExternalError> {
        let mut child = self.spawn()?;
        // Killing a process that has already exited fails harmlessly.
        let _ = child.kill();
        let _ = child.wait();
        Ok(())
    }

    fn spawn(&self) -> Result<Child, ExternalError> {
        let (program, args) = self.argv.split_first().ok_or(ExternalError::EmptyCommand)?;
        Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|source| ExternalError::Spawn {
                command: self.text.clone(),
                source,
            })
    }
}

impl FromStr for EngineCommand {
    type Err = ExternalError;
    fn from_str(text: &str) -> Result<EngineCommand, ExternalError> {
        EngineCommand::parse(text)
    }
}

impl fmt::Display for EngineCommand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// What an engine is told when it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineSetup {
    /// Board size (`START size`).
    pub size: usize,
    /// The rule (`INFO rule`).
    pub rule: Rule,
    /// The time limit for one move (`INFO timeout_turn`); the match clock
    /// is unlimited.
    pub turn_time: Duration,
    /// How long the engine may take to answer `START` (loading tables
    /// takes some engines a while).
    pub start_timeout: Duration,
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
            start_timeout: Duration::from_secs(10),
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
    /// How many stones the engine knows of (`None` before its first move):
    /// when the game has one more, a `TURN` is enough.
    known: Option<usize>,
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
    /// # Errors
    /// Any [`ExternalError`] but the move ones; the process is ended.
    pub fn start(
        command: &EngineCommand,
        setup: &EngineSetup,
    ) -> Result<ExternalEngine, ExternalError> {
        let mut child = command.spawn()?;
        log::debug!("started '{}' (pid {})", command.text, child.id());
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
            let name = command.text.clone();
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
                Err(e) => log::warn!("'{}': stderr will not be read: {e}", command.text),
            }
        }
        let mut engine = ExternalEngine {
            child,
            stdin,
            lines,
            stderr,
            stderr_reader,
            name: command.text.clone(),
            size: setup.size,
            known: None,
        };
        engine.handshake(setup)?;
        Ok(engine)
    }

    fn handshake(&mut self, setup: &EngineSetup) -> Result<(), ExternalError> {
        let start = format!("START {}", setup.size);
        self.send(std::slice::from_ref(&start))?;
        let deadline = Instant::now() + setup.start_timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if is_chatter(&line) => {}
                Ok(line) if line.trim().eq_ignore_ascii_case("OK") => break,
                Ok(line) => {
                    return Err(ExternalError::StartRefused {
                        start,
                        answer: printable(&line),
                    });
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(ExternalError::StartTimeout {
                        start,
                        waited: setup.start_timeout,
                    });
                }
                Err(RecvTimeoutError::Disconnected) => return Err(self.gone()),
            }
        }
        // Only the move limit matters; the match clock is unlimited
        // (Piskvork's convention: timeout_match 0, a large time_left).
        self.send(&[
            format!("INFO timeout_turn {}", millis(setup.turn_time)),
            "INFO timeout_match 0".into(),
            "INFO time_left 2147483647".into(),
            format!("INFO rule {}", rule_to_info(setup.rule)),
        ])
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
                Ok(line) => log::debug!("'{}' said, unasked: {}", self.name, printable(&line)),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => return Err(self.gone()),
            }
        }
        let history = board.history();
        let me = game.to_move();
        let request: Vec<String> = match self.known {
            Some(n) if n + 1 == history.len() => match history.last() {
                Some(p) => vec![format!("TURN {},{}", p.x, p.y)],
                None => vec!["BEGIN".into()],
            },
            _ if history.is_empty() => vec!["BEGIN".into()],
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
        let sent = Instant::now();
        self.send(&request)?;
        loop {
            let left = wait.saturating_sub(sent.elapsed());
            match self.lines.recv_timeout(left) {
                Ok(line) if is_chatter(&line) => {
                    log::debug!("'{}': {}", self.name, printable(&line));
                }
                Ok(line) => {
                    log::trace!("'{}' -> {}", self.name, printable(&line));
                    return match parse_pair(line.trim()) {
                        Ok((x, y)) => {
                            self.known = Some(history.len() + 1);
                            Ok(Pos::new(x, y))
                        }
                        Err(_) => Err(ExternalError::NotAMove {
                            request: first,
                            answer: printable(&line),
                        }),
                    };
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(ExternalError::Timeout { waited: wait });
                }
                Err(RecvTimeoutError::Disconnected) => return Err(self.gone()),
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
