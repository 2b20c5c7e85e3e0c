//! The arena: matches between AI levels and external Gomocup engines.
//!
//! A [`Contestant`] is one of our [`Level`]s, run in-process on a worker
//! thread, or an external engine started from a command line and driven
//! over the Gomocup brain protocol through pipes (see [`crate::protocol`]).
//! A match ([`run_match`]) plays each of a number of random openings twice
//! with the colours swapped, under a per-move time limit, and gives a
//! [`MatchReport`]: wins, draws and losses (also by colour), the score, an
//! Elo difference estimate with its 95 % error, move times, and every
//! overrun and forfeit with its reason.
//!
//! Both kinds of contestant are timed the same way, by the wall clock of
//! the thread running the game, from the moment the request is sent to
//! the moment the answer arrives. A move slower than the limit is an
//! *overrun* and is recorded; a move slower than the limit plus a grace
//! margin, an illegal move, garbage output, a crash or no move at all
//! loses the game (a *forfeit*), recorded with the reason.
//!
//! Games may run in parallel ([`MatchConfig::threads`]). Each game only
//! ever has one contestant thinking at a time, so `threads` games keep at
//! most `threads` cores busy (plus whatever an external engine runs on its
//! own threads). Keep `threads` at or below the number of idle cores, or
//! contestants that search until a deadline get less CPU per move and
//! fixed-work ones get slower and may overrun. Results do not depend on
//! `threads`: every game's openings and seeds come from the match seed and
//! the game's number only.
//!
//! ```no_run
//! use std::time::Duration;
//! use gomoku::engine::Level;
//! use gomoku::arena::{Contestant, MatchConfig, run_match};
//!
//! let mut config = MatchConfig::new(Contestant::Level(Level::Classic), Contestant::Level(Level::Seed));
//! config.pairs = 10;
//! config.time_per_move = Duration::from_millis(300);
//! let report = run_match(&config, &|game| eprintln!("{}", game.describe(&config))).unwrap();
//! println!("{}", report.text());
//! ```

use std::collections::VecDeque;
use std::fmt;
use std::io::{BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use serde::Serialize;

use gomoku::engine::{Level, Limits};
use gomoku::game::board::{MAX_SIZE, MIN_SIZE, Pos, Stone};
use gomoku::game::notation::{moves_string, point_name};
use gomoku::game::rules::{Game, Outcome, PlayError, Rule};
use gomoku::protocol::{Info, read_line};
use gomoku::rng::scramble;

/// Something wrong with a match's settings, or a contestant that cannot be
/// run at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaError(pub String);

impl fmt::Display for ArenaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ArenaError {}

/// An external engine's command line, split into words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineCommand {
    /// The program and its arguments.
    pub argv: Vec<String>,
    /// The command line as given (for reports).
    pub text: String,
}

impl EngineCommand {
    /// Splits `text` into words the way a POSIX shell would, without
    /// running one: words are separated by white space, `'…'` quotes
    /// literally, `"…"` quotes with `\` escaping `"`, `\`, `$` and `` ` ``,
    /// and a `\` outside quotes escapes the next character.
    ///
    /// # Errors
    /// [`ArenaError`] for an empty command or an unclosed quote.
    pub fn parse(text: &str) -> Result<EngineCommand, ArenaError> {
        let argv = split_command(text)?;
        if argv.is_empty() {
            return Err(ArenaError("the engine command is empty".into()));
        }
        Ok(EngineCommand {
            argv,
            text: text.trim().to_string(),
        })
    }
}

fn split_command(text: &str) -> Result<Vec<String>, ArenaError> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            '\'' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => word.push(c),
                        None => return Err(ArenaError(format!("unclosed ' in '{text}'"))),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\' | '$' | '`')) => word.push(c),
                            Some(c) => {
                                word.push('\\');
                                word.push(c);
                            }
                            None => return Err(ArenaError(format!("unclosed \" in '{text}'"))),
                        },
                        Some(c) => word.push(c),
                        None => return Err(ArenaError(format!("unclosed \" in '{text}'"))),
                    }
                }
            }
            '\\' => {
                in_word = true;
                if let Some(c) = chars.next() {
                    word.push(c);
                }
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}

/// One side of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Contestant {
    /// One of our levels, played in-process.
    Level(Level),
    /// An external Gomocup engine.
    Engine(EngineCommand),
}

impl Contestant {
    /// A short name for reports: the level's name, or the engine's program
    /// file name with its arguments.
    #[must_use]
    pub fn name(&self) -> String {
        match self {
            Contestant::Level(level) => level.name().to_string(),
            Contestant::Engine(cmd) => {
                let program = cmd.argv.first().map_or("", |p| {
                    std::path::Path::new(p)
                        .file_name()
                        .and_then(|n| n.to_str())
                        .unwrap_or(p)
                });
                let mut name = program.to_string();
                for arg in cmd.argv.iter().skip(1) {
                    name.push(' ');
                    name.push_str(arg);
                }
                if name.chars().count() > 40 {
                    name = name.chars().take(39).collect::<String>() + "…";
                }
                name
            }
        }
    }
}

/// Which contestant: `A` (the first named) or `B`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Side {
    /// The first contestant; the report is written from its point of view.
    A,
    /// The second contestant.
    B,
}

impl Side {
    /// The other side.
    #[must_use]
    pub fn other(self) -> Side {
        match self {
            Side::A => Side::B,
            Side::B => Side::A,
        }
    }

    fn index(self) -> usize {
        match self {
            Side::A => 0,
            Side::B => 1,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::A => "A",
            Side::B => "B",
        })
    }
}

/// The settings of a match.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// The first contestant (the report's point of view).
    pub a: Contestant,
    /// The second contestant.
    pub b: Contestant,
    /// How many openings; each is played twice, colours swapped.
    pub pairs: usize,
    /// The time limit for one move.
    pub time_per_move: Duration,
    /// How far past the limit a move may come before it loses the game
    /// (a move within the grace is only recorded as an overrun).
    pub grace: Duration,
    /// How long an external engine may take to answer `START`.
    pub start_timeout: Duration,
    /// Board size (lines each way).
    pub size: usize,
    /// The rule the games are played under.
    pub rule: Rule,
    /// Seed for the openings and the levels' random choices.
    pub seed: u64,
    /// How many games run at the same time.
    pub threads: usize,
    /// Stop a game as a draw after this many stones (opening included);
    /// `None`: only a full board stops it.
    pub max_moves: Option<usize>,
    /// The fewest and most stones of a random opening.
    pub opening_plies: (usize, usize),
}

/// The default grace for a move limit: 100 ms plus a quarter of the limit.
#[must_use]
pub fn default_grace(time_per_move: Duration) -> Duration {
    Duration::from_millis(100) + time_per_move / 4
}

/// The side of the central square that random openings are placed in.
pub const OPENING_AREA: usize = 5;

impl MatchConfig {
    /// A match of `a` against `b` with the default settings: 10 pairs,
    /// 300 ms a move, 13×13 freestyle, seed 0, one thread, openings of 2 to 4
    /// stones.
    #[must_use]
    pub fn new(a: Contestant, b: Contestant) -> MatchConfig {
        let time_per_move = Duration::from_millis(300);
        MatchConfig {
            a,
            b,
            pairs: 10,
            time_per_move,
            grace: default_grace(time_per_move),
            start_timeout: Duration::from_secs(10),
            size: 13,
            rule: Rule::Freestyle,
            seed: 0,
            threads: 1,
            max_moves: None,
            opening_plies: (2, 4),
        }
    }

    /// The contestant playing `side`.
    #[must_use]
    pub fn contestant(&self, side: Side) -> &Contestant {
        match side {
            Side::A => &self.a,
            Side::B => &self.b,
        }
    }

    /// Checks that the settings make sense.
    ///
    /// # Errors
    /// [`ArenaError`] saying what is wrong.
    pub fn validate(&self) -> Result<(), ArenaError> {
        let fail = |m: String| Err(ArenaError(m));
        if self.pairs == 0 {
            return fail("the match needs at least one pair of games".into());
        }
        if !(MIN_SIZE..=MAX_SIZE).contains(&self.size) {
            return fail(format!(
                "board size {} is not supported ({MIN_SIZE} to {MAX_SIZE})",
                self.size
            ));
        }
        if self.time_per_move.is_zero() {
            return fail("the time per move must be at least 1 ms".into());
        }
        if self.time_per_move > Duration::from_secs(3600) {
            return fail("the time per move must be at most an hour".into());
        }
        if self.threads == 0 {
            return fail("at least one thread is needed".into());
        }
        let (lo, hi) = self.opening_plies;
        if lo > hi || hi > 8 {
            return fail(format!(
                "opening plies {lo} to {hi}: need fewest ≤ most ≤ 8 (they go in the central {OPENING_AREA}×{OPENING_AREA})"
            ));
        }
        if self.max_moves.is_some_and(|m| m <= hi) {
            return fail("the move cap must be larger than the opening".into());
        }
        Ok(())
    }

    fn limit_ms(&self) -> u64 {
        u64::try_from(self.time_per_move.as_millis()).unwrap_or(u64::MAX)
    }
}

/// The seed for an in-process level playing `side` in game `game` of a
/// match seeded with `match_seed`.
#[must_use]
pub fn player_seed(match_seed: u64, game: usize, side: Side) -> u64 {
    scramble(match_seed ^ scramble((game as u64) * 2 + side.index() as u64))
}

/// A random opening of `plies` stones, alternately black and white, on
/// empty points of the central [`OPENING_AREA`] square, each legal under
/// `rule` and none making five.
///
/// # Errors
/// [`ArenaError`] for an unsupported size or more plies than fit.
pub fn random_opening(
    size: usize,
    rule: Rule,
    plies: usize,
    rng: &mut StdRng,
) -> Result<Vec<Pos>, ArenaError> {
    let centre = size / 2;
    let lo = centre.saturating_sub(OPENING_AREA / 2);
    let hi = (lo + OPENING_AREA).min(size);
    for _attempt in 0..100 {
        let mut game = Game::new(size, rule).map_err(|e| ArenaError(e.to_string()))?;
        let mut moves = Vec::with_capacity(plies);
        for _ in 0..plies {
            let candidates: Vec<Pos> = (lo..hi)
                .flat_map(|y| (lo..hi).map(move |x| Pos::new(x as u8, y as u8)))
                .filter(|&p| game.is_legal(p))
                .collect();
            if candidates.is_empty() {
                break;
            }
            let pos = candidates[rng.random_range(0..candidates.len())];
            if game.play(pos).is_err() || game.outcome().is_some() {
                break;
            }
            moves.push(pos);
        }
        if moves.len() == plies {
            return Ok(moves);
        }
    }
    Err(ArenaError(format!(
        "could not place an opening of {plies} stones on {size}×{size}"
    )))
}

/// The openings of a match, one per pair, from its seed (the first `n`
/// openings are the same whatever the number of pairs).
///
/// # Errors
/// [`ArenaError`] for settings that [`MatchConfig::validate`] refuses.
pub fn openings(config: &MatchConfig) -> Result<Vec<Vec<Pos>>, ArenaError> {
    config.validate()?;
    let mut rng = StdRng::seed_from_u64(scramble(config.seed));
    let (lo, hi) = config.opening_plies;
    (0..config.pairs)
        .map(|_| {
            let plies = rng.random_range(lo..=hi);
            random_opening(config.size, config.rule, plies, &mut rng)
        })
        .collect()
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum EndReason {
    /// Someone made five.
    Five,
    /// The board filled up: a draw.
    FullBoard,
    /// The move cap was reached: a draw.
    MoveCap,
    /// `side` lost by breaking the rules of the match.
    Forfeit {
        /// Who forfeited.
        side: Side,
        /// Why, in words.
        reason: String,
    },
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EndReason::Five => f.write_str("five"),
            EndReason::FullBoard => f.write_str("full board"),
            EndReason::MoveCap => f.write_str("move cap"),
            EndReason::Forfeit { side, reason } => write!(f, "forfeit by {side}: {reason}"),
        }
    }
}

/// One move of a game after the opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// Where the stone went.
    pub pos: Pos,
    /// Who played it.
    pub side: Side,
    /// Its colour.
    pub stone: Stone,
    /// How long the contestant took.
    pub took: Duration,
}

/// A move slower than the limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Overrun {
    /// Who was slow.
    pub side: Side,
    /// The move's number in the game (0 = the first stone, opening
    /// included).
    pub ply: usize,
    /// How long it took (for a forfeit on time: how long we waited).
    pub took: Duration,
    /// Whether it was beyond the grace and lost the game.
    pub forfeited: bool,
}

/// One finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The game's number in the match, from 0; games `2k` and `2k + 1`
    /// share opening `k`.
    pub index: usize,
    /// Whether A had the black stones.
    pub a_black: bool,
    /// The opening's stones.
    pub opening: Vec<Pos>,
    /// The moves played after the opening.
    pub moves: Vec<PlayedMove>,
    /// The winner, or `None` for a draw.
    pub winner: Option<Side>,
    /// How the game ended.
    pub end: EndReason,
    /// Moves slower than the limit.
    pub overruns: Vec<Overrun>,
}

impl GameRecord {
    /// The pair the game belongs to (its opening's number).
    #[must_use]
    pub fn pair(&self) -> usize {
        self.index / 2
    }

    /// The colour `side` played.
    #[must_use]
    pub fn colour_of(&self, side: Side) -> Stone {
        if (side == Side::A) == self.a_black {
            Stone::Black
        } else {
            Stone::White
        }
    }

    /// A's points: 1 for a win, ½ for a draw, 0 for a loss.
    #[must_use]
    pub fn a_points(&self) -> f64 {
        match self.winner {
            Some(Side::A) => 1.0,
            Some(Side::B) => 0.0,
            None => 0.5,
        }
    }

    /// Every stone in order, opening included, in `h8` notation.
    #[must_use]
    pub fn move_string(&self, size: usize) -> String {
        let all: Vec<Pos> = self
            .opening
            .iter()
            .copied()
            .chain(self.moves.iter().map(|m| m.pos))
            .collect();
        moves_string(&all, size)
    }

    /// A one-line description for progress output.
    #[must_use]
    pub fn describe(&self, config: &MatchConfig) -> String {
        let (black, white) = if self.a_black {
            (config.a.name(), config.b.name())
        } else {
            (config.b.name(), config.a.name())
        };
        let result = match self.winner {
            Some(side) => format!("{} wins", config.contestant(side).name()),
            None => "draw".to_string(),
        };
        let overruns = if self.overruns.is_empty() {
            String::new()
        } else {
            format!(", {} overrun(s)", self.overruns.len())
        };
        format!(
            "game {} (pair {}): {black} (black) vs {white} (white): {result} — {} after {} stones{overruns}",
            self.index + 1,
            self.pair() + 1,
            self.end,
            self.opening.len() + self.moves.len()
        )
    }
}

/// A move asked of a contestant: the answer, or why there is none.
enum Answer {
    Move(Pos, Duration),
    Fail { reason: String, timed_out: bool },
}

/// A contestant during one game.
enum Runner {
    Local(LocalRunner),
    Engine(EngineRunner),
}

impl Runner {
    fn start(contestant: &Contestant, config: &MatchConfig, seed: u64) -> Result<Runner, String> {
        match contestant {
            Contestant::Level(level) => LocalRunner::start(*level, seed).map(Runner::Local),
            Contestant::Engine(cmd) => EngineRunner::start(cmd, config).map(Runner::Engine),
        }
    }

    fn request(&mut self, game: &Game, config: &MatchConfig) -> Answer {
        match self {
            Runner::Local(r) => r.request(game, config),
            Runner::Engine(r) => r.request(game, config),
        }
    }
}

/// The time a contestant should plan to use for a move: the same budget
/// `pbrain-gomoku` derives from `INFO timeout_turn`, so a level plays the
/// same in-process and as an engine.
fn move_budget(config: &MatchConfig) -> Duration {
    Info {
        timeout_turn: config.limit_ms(),
        ..Info::default()
    }
    .move_budget()
}

type Job = (Game, Limits);

/// One of our levels on its own thread.
struct LocalRunner {
    jobs: Option<Sender<Job>>,
    replies: Receiver<Option<Pos>>,
    handle: Option<JoinHandle<()>>,
    cancel: Arc<AtomicBool>,
}

impl LocalRunner {
    fn start(level: Level, seed: u64) -> Result<LocalRunner, String> {
        let (jobs, job_rx) = mpsc::channel::<Job>();
        let (reply_tx, replies) = mpsc::channel();
        // Made here, so that setting the player up is not timed as a move.
        let mut player = level.engine(seed);
        let handle = thread::Builder::new()
            .name(format!("arena-{}", level.name()))
            .spawn(move || {
                while let Ok((game, limits)) = job_rx.recv() {
                    if reply_tx.send(player.choose(&game, &limits)).is_err() {
                        break;
                    }
                }
            })
            .map_err(|e| format!("could not start a thread: {e}"))?;
        Ok(LocalRunner {
            jobs: Some(jobs),
            replies,
            handle: Some(handle),
            cancel: Arc::new(AtomicBool::new(false)),
        })
    }

    fn request(&mut self, game: &Game, config: &MatchConfig) -> Answer {
        let hard_limit = config.time_per_move + config.grace;
        self.cancel = Arc::new(AtomicBool::new(false));
        let start = Instant::now();
        let limits = Limits {
            deadline: Some(start + move_budget(config)),
            cancel: Arc::clone(&self.cancel),
            nodes: None,
        };
        let sent = self
            .jobs
            .as_ref()
            .is_some_and(|jobs| jobs.send((game.clone(), limits)).is_ok());
        if !sent {
            return Answer::Fail {
                reason: "the level's thread has stopped".into(),
                timed_out: false,
            };
        }
        match self.replies.recv_timeout(hard_limit) {
            Ok(Some(pos)) => Answer::Move(pos, start.elapsed()),
            Ok(None) => Answer::Fail {
                reason: "the level found no move".into(),
                timed_out: false,
            },
            Err(RecvTimeoutError::Timeout) => {
                self.cancel.store(true, Ordering::Relaxed);
                Answer::Fail {
                    reason: format!("no move within {} ms", hard_limit.as_millis()),
                    timed_out: true,
                }
            }
            Err(RecvTimeoutError::Disconnected) => Answer::Fail {
                reason: "the level's thread panicked".into(),
                timed_out: false,
            },
        }
    }
}

impl Drop for LocalRunner {
    fn drop(&mut self) {
        // Stop the thread: cancel any search, close the job queue, and
        // wait a while so an abandoned search does not steal the next
        // game's CPU. A level that ignores the cancel flag is left to
        // finish on its own.
        self.cancel.store(true, Ordering::Relaxed);
        self.jobs = None;
        if let Some(handle) = self.handle.take() {
            let until = Instant::now() + Duration::from_secs(10);
            while !handle.is_finished() && Instant::now() < until {
                thread::sleep(Duration::from_millis(2));
            }
            if handle.is_finished() {
                let _ = handle.join();
            }
        }
    }
}

/// How many of an engine's last stderr lines are kept for crash reports.
const STDERR_TAIL: usize = 3;

/// An external engine process.
struct EngineRunner {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    stderr: Arc<Mutex<VecDeque<String>>>,
    /// How many stones the engine knows of (`None` before its first move).
    known: Option<usize>,
}

/// Whether an engine's output line is chatter the protocol lets us ignore.
fn is_chatter(line: &str) -> bool {
    let word = line.split_whitespace().next().unwrap_or("");
    line.trim().is_empty()
        || ["MESSAGE", "DEBUG", "SUGGEST"]
            .iter()
            .any(|w| word.eq_ignore_ascii_case(w))
}

/// An engine's text made safe to quote in a one-line reason.
fn quote(s: &str) -> String {
    let mut out: String = s
        .chars()
        .take(60)
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    if s.chars().count() > 60 {
        out.push('…');
    }
    out
}

/// Reads an `x,y` answer.
fn parse_move(line: &str) -> Option<Pos> {
    let (x, y) = line.trim().split_once(',')?;
    Some(Pos::new(x.trim().parse().ok()?, y.trim().parse().ok()?))
}

fn spawn_engine(cmd: &EngineCommand) -> Result<Child, String> {
    let (program, args) = cmd
        .argv
        .split_first()
        .ok_or_else(|| "the engine command is empty".to_string())?;
    Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("could not run '{}': {e}", cmd.text))
}

impl EngineRunner {
    fn start(cmd: &EngineCommand, config: &MatchConfig) -> Result<EngineRunner, String> {
        let mut child = spawn_engine(cmd)?;
        let stdin = child.stdin.take();
        let (tx, lines) = mpsc::channel();
        if let Some(stdout) = child.stdout.take() {
            let spawned = thread::Builder::new()
                .name("arena-engine-out".into())
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
                return Err(format!("could not start a thread: {e}"));
            }
        }
        let stderr = Arc::new(Mutex::new(VecDeque::new()));
        if let Some(err) = child.stderr.take() {
            let tail = Arc::clone(&stderr);
            // Without this thread stderr is merely not quoted in reasons.
            let _ = thread::Builder::new()
                .name("arena-engine-err".into())
                .spawn(move || {
                    let mut reader = BufReader::new(err);
                    let mut buf = Vec::new();
                    while let Ok(true) = read_line(&mut reader, &mut buf) {
                        if buf.is_empty() {
                            continue;
                        }
                        let mut tail = tail.lock().unwrap_or_else(|e| e.into_inner());
                        if tail.len() == STDERR_TAIL {
                            tail.pop_front();
                        }
                        tail.push_back(quote(&String::from_utf8_lossy(&buf)));
                    }
                });
        }
        let mut engine = EngineRunner {
            child,
            stdin,
            lines,
            stderr,
            known: None,
        };
        engine.handshake(config)?;
        Ok(engine)
    }

    fn handshake(&mut self, config: &MatchConfig) -> Result<(), String> {
        let start = format!("START {}", config.size);
        self.send(std::slice::from_ref(&start))?;
        let deadline = Instant::now() + config.start_timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if is_chatter(&line) => {}
                Ok(line) if line.trim().eq_ignore_ascii_case("OK") => break,
                Ok(line) => return Err(format!("answered '{}' to {start}", quote(&line))),
                Err(RecvTimeoutError::Timeout) => {
                    return Err(format!(
                        "no answer to {start} within {} ms",
                        config.start_timeout.as_millis()
                    ));
                }
                Err(RecvTimeoutError::Disconnected) => return Err(self.exit_reason()),
            }
        }
        let rule = match config.rule {
            Rule::Freestyle => 0,
            Rule::Standard => 1,
            Rule::Renju => 4,
        };
        // Only the move limit is enforced; the match clock is unlimited
        // (Piskvork's convention: timeout_match 0, a large time_left).
        self.send(&[
            format!("INFO timeout_turn {}", config.limit_ms()),
            "INFO timeout_match 0".into(),
            "INFO time_left 2147483647".into(),
            format!("INFO rule {rule}"),
        ])
    }

    /// Writes lines to the engine.
    fn send(&mut self, lines: &[String]) -> Result<(), String> {
        let mut text = String::new();
        for line in lines {
            text.push_str(line);
            text.push('\n');
        }
        let written = match self.stdin.as_mut() {
            Some(stdin) => stdin
                .write_all(text.as_bytes())
                .and_then(|()| stdin.flush())
                .is_ok(),
            None => false,
        };
        if written {
            Ok(())
        } else {
            Err(self.exit_reason())
        }
    }

    /// Why the engine stopped talking: its exit status if it has exited,
    /// and its last stderr lines.
    fn exit_reason(&mut self) -> String {
        let mut status = None;
        let until = Instant::now() + Duration::from_millis(300);
        while status.is_none() && Instant::now() < until {
            status = self.child.try_wait().ok().flatten();
            if status.is_none() {
                thread::sleep(Duration::from_millis(5));
            }
        }
        let mut reason = match status {
            Some(s) => format!("the engine exited ({s})"),
            None => "the engine closed its pipes".to_string(),
        };
        let tail = self.stderr.lock().unwrap_or_else(|e| e.into_inner());
        if !tail.is_empty() {
            let lines: Vec<&str> = tail.iter().map(String::as_str).collect();
            reason.push_str(&format!("; stderr: {}", lines.join(" / ")));
        }
        reason
    }

    fn request(&mut self, game: &Game, config: &MatchConfig) -> Answer {
        let fail = |reason: String| Answer::Fail {
            reason,
            timed_out: false,
        };
        // A move left over from earlier (one answer too many) is a protocol
        // error; other stray lines (`UNKNOWN` or `ERROR` after an `INFO` the
        // engine does not know, say) are not answers and are let pass.
        loop {
            match self.lines.try_recv() {
                Ok(line) if parse_move(&line).is_some() => {
                    return fail(format!("played '{}' when no move was due", quote(&line)));
                }
                Ok(_) => {}
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => return fail(self.exit_reason()),
            }
        }
        let board = game.board();
        let history = board.history();
        let me = game.to_move();
        let command: Vec<String> = match self.known {
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
        let what = command.first().cloned().unwrap_or_default();
        let hard_limit = config.time_per_move + config.grace;
        let start = Instant::now();
        if let Err(reason) = self.send(&command) {
            return fail(reason);
        }
        loop {
            let left = hard_limit.saturating_sub(start.elapsed());
            match self.lines.recv_timeout(left) {
                Ok(line) if is_chatter(&line) => {}
                Ok(line) => {
                    let took = start.elapsed();
                    return match parse_move(&line) {
                        Some(pos) => {
                            self.known = Some(history.len() + 1);
                            Answer::Move(pos, took)
                        }
                        None => fail(format!(
                            "answered '{}' to {what} instead of a move",
                            quote(&line)
                        )),
                    };
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Answer::Fail {
                        reason: format!("no move within {} ms", hard_limit.as_millis()),
                        timed_out: true,
                    };
                }
                Err(RecvTimeoutError::Disconnected) => return fail(self.exit_reason()),
            }
        }
    }

    /// Says `END` and gives the engine a moment to exit, then kills it.
    fn finish(&mut self, polite: bool) {
        if polite {
            let _ = self.send(&["END".into()]);
        }
        self.stdin = None;
        if polite {
            let until = Instant::now() + Duration::from_millis(500);
            while Instant::now() < until {
                if let Ok(Some(_)) = self.child.try_wait() {
                    return;
                }
                thread::sleep(Duration::from_millis(5));
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for EngineRunner {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            self.finish(false);
        }
    }
}

/// Plays game `index` of a match from `opening` (game `2k` gives A black,
/// `2k + 1` gives B black). Never fails: a contestant that cannot start or
/// misbehaves forfeits.
#[must_use]
pub fn play_game(config: &MatchConfig, index: usize, opening: &[Pos]) -> GameRecord {
    let a_black = index.is_multiple_of(2);
    let mut record = GameRecord {
        index,
        a_black,
        opening: opening.to_vec(),
        moves: Vec::new(),
        winner: None,
        end: EndReason::Five,
        overruns: Vec::new(),
    };
    let forfeit = |record: &mut GameRecord, side: Side, reason: String| {
        record.winner = Some(side.other());
        record.end = EndReason::Forfeit { side, reason };
    };
    let mut game = match Game::new(config.size, config.rule) {
        Ok(game) => game,
        Err(e) => {
            // validate() refuses such sizes; blame A so it shows.
            forfeit(&mut record, Side::A, e.to_string());
            return record;
        }
    };
    for &pos in opening {
        if let Err(e) = game.play(pos) {
            forfeit(&mut record, Side::A, format!("bad opening: {e}"));
            return record;
        }
    }
    let mut runners: [Option<Runner>; 2] = [None, None];
    for side in [Side::A, Side::B] {
        let seed = player_seed(config.seed, index, side);
        match Runner::start(config.contestant(side), config, seed) {
            Ok(runner) => runners[side.index()] = Some(runner),
            Err(reason) => {
                forfeit(&mut record, side, format!("failed to start: {reason}"));
                finish_runners(&mut runners, None);
                return record;
            }
        }
    }
    let mut timed_out = None;
    loop {
        if let Some(outcome) = game.outcome() {
            record.end = match outcome {
                Outcome::Win { .. } => EndReason::Five,
                Outcome::Draw => EndReason::FullBoard,
            };
            record.winner = outcome.winner().map(|w| {
                if (w == Stone::Black) == a_black {
                    Side::A
                } else {
                    Side::B
                }
            });
            break;
        }
        let ply = game.board().stone_count();
        if config.max_moves.is_some_and(|cap| ply >= cap) {
            record.end = EndReason::MoveCap;
            record.winner = None;
            break;
        }
        let stone = game.to_move();
        let side = if (stone == Stone::Black) == a_black {
            Side::A
        } else {
            Side::B
        };
        let Some(runner) = runners[side.index()].as_mut() else {
            forfeit(&mut record, side, "not running".into());
            break;
        };
        match runner.request(&game, config) {
            Answer::Move(pos, took) => {
                if took > config.time_per_move {
                    record.overruns.push(Overrun {
                        side,
                        ply,
                        took,
                        forfeited: false,
                    });
                }
                if let Err(e) = game.play(pos) {
                    let reason = match e {
                        PlayError::OffBoard(p) => format!("played {},{}: off the board", p.x, p.y),
                        PlayError::Occupied(p) => format!(
                            "played {} ({},{}): already occupied",
                            point_name(p, config.size),
                            p.x,
                            p.y
                        ),
                        PlayError::Forbidden(p, why) => format!(
                            "played {} ({},{}): forbidden to black ({why})",
                            point_name(p, config.size),
                            p.x,
                            p.y
                        ),
                        PlayError::GameOver => "played after the end".into(),
                    };
                    forfeit(&mut record, side, reason);
                    break;
                }
                record.moves.push(PlayedMove {
                    pos,
                    side,
                    stone,
                    took,
                });
            }
            Answer::Fail {
                reason,
                timed_out: late,
            } => {
                if late {
                    record.overruns.push(Overrun {
                        side,
                        ply,
                        took: config.time_per_move + config.grace,
                        forfeited: true,
                    });
                    timed_out = Some(side);
                }
                forfeit(&mut record, side, reason);
                break;
            }
        }
    }
    finish_runners(&mut runners, timed_out);
    record
}

/// Ends both contestants: engines get `END` (one that timed out is killed
/// at once), levels are stopped.
fn finish_runners(runners: &mut [Option<Runner>; 2], timed_out: Option<Side>) {
    for side in [Side::A, Side::B] {
        if let Some(runner) = runners[side.index()].take() {
            match runner {
                Runner::Engine(mut engine) => engine.finish(timed_out != Some(side)),
                Runner::Local(local) => drop(local),
            }
        }
    }
}

/// A finished match.
#[derive(Clone, Debug)]
pub struct MatchReport {
    /// The settings it was played with.
    pub config: MatchConfig,
    /// Every game, in order.
    pub games: Vec<GameRecord>,
}

/// Plays a match: `config.pairs` openings, each twice with colours
/// swapped, on `config.threads` threads. `progress` is called (from any of
/// those threads) as each game ends.
///
/// # Errors
/// [`ArenaError`] when the settings are invalid or an engine's command
/// cannot be run at all (a missing program is a mistake, not a forfeit).
pub fn run_match(
    config: &MatchConfig,
    progress: &(dyn Fn(&GameRecord) + Sync),
) -> Result<MatchReport, ArenaError> {
    config.validate()?;
    for contestant in [&config.a, &config.b] {
        if let Contestant::Engine(cmd) = contestant {
            let mut child = spawn_engine(cmd).map_err(ArenaError)?;
            let _ = child.kill();
            let _ = child.wait();
        }
    }
    let openings = openings(config)?;
    let total = openings.len() * 2;
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<GameRecord>>> = Mutex::new(vec![None; total]);
    let work = || {
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= total {
                break;
            }
            let record = play_game(config, i, &openings[i / 2]);
            progress(&record);
            results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(record);
        }
    };
    thread::scope(|scope| {
        for n in 1..config.threads.min(total) {
            // A thread that cannot start leaves its games to the others.
            let _ = thread::Builder::new()
                .name(format!("arena-game-{n}"))
                .spawn_scoped(scope, work);
        }
        work();
    });
    let games: Vec<GameRecord> = results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .flatten()
        .collect();
    if games.len() != total {
        return Err(ArenaError(format!(
            "only {} of {total} games finished",
            games.len()
        )));
    }
    Ok(MatchReport {
        config: config.clone(),
        games,
    })
}

/// The Elo difference for a score fraction under the logistic model
/// (`E = 1 / (1 + 10^(−D/400))`), or `None` for 0 and 1 (infinite) and
/// anything outside.
#[must_use]
pub fn elo_from_score(fraction: f64) -> Option<f64> {
    (fraction > 0.0 && fraction < 1.0).then(|| -400.0 * (1.0 / fraction - 1.0).log10())
}

/// An Elo difference estimate (A minus B).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Elo {
    /// A finite estimate with its 95 % interval.
    Estimate {
        /// The estimate.
        diff: f64,
        /// Lower end of the 95 % interval.
        low: f64,
        /// Upper end of the 95 % interval.
        high: f64,
    },
    /// A won every game: the difference is at least `bound` (95 %).
    AtLeast {
        /// The lower bound.
        bound: f64,
    },
    /// A lost every game: the difference is at most `bound` (95 %).
    AtMost {
        /// The upper bound.
        bound: f64,
    },
}

impl Elo {
    /// The half-width of the 95 % interval (0 for a bound).
    #[must_use]
    pub fn margin(self) -> f64 {
        match self {
            Elo::Estimate { low, high, .. } => (high - low) / 2.0,
            Elo::AtLeast { .. } | Elo::AtMost { .. } => 0.0,
        }
    }

    /// The estimate, or the bound.
    #[must_use]
    pub fn value(self) -> f64 {
        match self {
            Elo::Estimate { diff, .. } => diff,
            Elo::AtLeast { bound } | Elo::AtMost { bound } => bound,
        }
    }
}

impl fmt::Display for Elo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Elo::Estimate { diff, low, high } if low == high => write!(
                f,
                "{diff:+.0} ± 0 (every pair scored the same: no spread to estimate an error from)"
            ),
            Elo::Estimate { diff, low, high } => write!(
                f,
                "{diff:+.0} ± {:.0} (95 %: {low:+.0} to {high:+.0})",
                self.margin()
            ),
            Elo::AtLeast { bound } => write!(f, "≥ {bound:+.0} (95 %; A won every game)"),
            Elo::AtMost { bound } => write!(f, "≤ {bound:+.0} (95 %; A lost every game)"),
        }
    }
}

/// z for a two-sided 95 % interval.
const Z95: f64 = 1.959_963_985;

/// Estimates the Elo difference from A's score in each pair of games (the
/// fraction of the pair's points, 0, ¼, ½, ¾ or 1), or `None` with no pairs.
///
/// The pairs, not the games, are taken as the independent samples: the
/// two games of a pair share an opening, so their results are correlated,
/// and the variance of the pair scores (the "pentanomial" model) accounts
/// for that where a per-game variance would not. The interval is the
/// normal approximation `mean ± 1.96·sd/√pairs` on the score, mapped
/// through the logistic model (so it is not symmetric in Elo; the margin
/// quoted is half its width); its ends are kept a quarter of a game away
/// from 0 % and 100 % so they stay finite (any score short of 100 % is at
/// least half a game away, so the interval still contains the estimate).
/// The variance is the sample variance of the pair scores; with a single
/// pair there is none, and the interval spans everything short of those
/// ends. With few pairs the error is itself rough, and if every pair scored
/// the same (say every pair 1–1) it is 0: the sample shows no spread, not
/// a proven certainty.
///
/// When A won (or lost) every game the estimate is infinite; the one-sided
/// bound is reported instead: the score `p` for which winning all `n`
/// games has probability 2.5 % (`p = 0.025^(1/n)`, Clopper–Pearson).
#[must_use]
pub fn elo_estimate(pair_scores: &[f64]) -> Option<Elo> {
    if pair_scores.is_empty() {
        return None;
    }
    let pairs = pair_scores.len() as f64;
    let games = 2.0 * pairs;
    let mean = pair_scores.iter().sum::<f64>() / pairs;
    let all_won = 0.025_f64.powf(1.0 / games);
    if mean >= 1.0 {
        return Some(Elo::AtLeast {
            bound: elo_from_score(all_won).unwrap_or(0.0),
        });
    }
    if mean <= 0.0 {
        return Some(Elo::AtMost {
            bound: elo_from_score(1.0 - all_won).unwrap_or(0.0),
        });
    }
    // The sample variance of the pair scores (n − 1); one pair says
    // nothing about the spread, so its interval is as wide as it gets.
    let error = if pair_scores.len() < 2 {
        1.0
    } else {
        let variance = pair_scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (pairs - 1.0);
        Z95 * (variance / pairs).sqrt()
    };
    let edge = 0.25 / games;
    let clamp = |f: f64| f.clamp(edge, 1.0 - edge);
    // `+ 0.0` turns a −0 into 0, so an even score does not print as "-0".
    let elo = |f: f64| elo_from_score(clamp(f)).unwrap_or(0.0) + 0.0;
    Some(Elo::Estimate {
        diff: elo(mean),
        low: elo(mean - error),
        high: elo(mean + error),
    })
}

/// Wins, draws and losses from A's point of view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Wdl {
    /// Games A won.
    pub wins: usize,
    /// Drawn games.
    pub draws: usize,
    /// Games A lost.
    pub losses: usize,
}

impl Wdl {
    fn add(&mut self, winner: Option<Side>) {
        match winner {
            Some(Side::A) => self.wins += 1,
            Some(Side::B) => self.losses += 1,
            None => self.draws += 1,
        }
    }

    /// Games counted.
    #[must_use]
    pub fn games(self) -> usize {
        self.wins + self.draws + self.losses
    }
}

impl fmt::Display for Wdl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "+{} ={} -{}", self.wins, self.draws, self.losses)
    }
}

/// Move times and trouble of one contestant.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct SideStats {
    /// The contestant's name.
    pub name: String,
    /// Moves played (after the openings).
    pub moves: usize,
    /// Mean time a move, in milliseconds.
    pub mean_ms: f64,
    /// Longest move, in milliseconds.
    pub max_ms: f64,
    /// Moves over the limit (within the grace or not).
    pub overruns: usize,
    /// Games lost by forfeit.
    pub forfeits: usize,
}

/// How the games ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Ends {
    /// Games won by a five.
    pub five: usize,
    /// Draws on a full board.
    pub full_board: usize,
    /// Draws at the move cap.
    pub move_cap: usize,
    /// Games lost by forfeit.
    pub forfeit: usize,
}

/// An overrun or forfeit, for the report.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Incident {
    /// The game's number, from 1.
    pub game: usize,
    /// Who.
    pub side: Side,
    /// The contestant's name.
    pub name: String,
    /// What happened.
    pub what: String,
}

/// One game in the machine-readable summary.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameSummary {
    /// The game's number, from 1.
    pub game: usize,
    /// Its pair, from 1.
    pub pair: usize,
    /// Who had black: `"A"` or `"B"`.
    pub black: Side,
    /// The winner, `null` for a draw.
    pub winner: Option<Side>,
    /// How it ended.
    pub end: EndReason,
    /// Every stone, opening first, in `h8` notation.
    pub moves: String,
    /// How many stones the opening had.
    pub opening_plies: usize,
}

/// The numbers of a match, as printed and as JSON.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Summary {
    /// A's name.
    pub a: String,
    /// B's name.
    pub b: String,
    /// Board size.
    pub size: usize,
    /// The rule.
    pub rule: String,
    /// Time limit per move, in milliseconds.
    pub time_ms: u64,
    /// Grace past the limit, in milliseconds.
    pub grace_ms: u64,
    /// The match seed.
    pub seed: u64,
    /// Threads the games ran on.
    pub threads: usize,
    /// Games played.
    pub games: usize,
    /// A's results.
    pub total: Wdl,
    /// A's results with black.
    pub a_black: Wdl,
    /// A's results with white.
    pub a_white: Wdl,
    /// A's score, 0 to 100 %.
    pub score_percent: f64,
    /// The Elo difference A − B.
    pub elo: Option<Elo>,
    /// A's move times.
    pub a_stats: SideStats,
    /// B's move times.
    pub b_stats: SideStats,
    /// How the games ended.
    pub ends: Ends,
    /// Moves over the limit.
    pub overruns: Vec<Incident>,
    /// Games lost by forfeit.
    pub forfeits: Vec<Incident>,
    /// Every game.
    pub game_list: Vec<GameSummary>,
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

impl MatchReport {
    /// A's score in each pair, as a fraction (for [`elo_estimate`]).
    #[must_use]
    pub fn pair_scores(&self) -> Vec<f64> {
        self.games
            .chunks(2)
            .map(|pair| pair.iter().map(GameRecord::a_points).sum::<f64>() / pair.len() as f64)
            .collect()
    }

    /// The match's numbers.
    #[must_use]
    pub fn summary(&self) -> Summary {
        let c = &self.config;
        let mut total = Wdl::default();
        let mut a_black = Wdl::default();
        let mut a_white = Wdl::default();
        let mut ends = Ends::default();
        let mut stats = [SideStats::default(), SideStats::default()];
        let mut sums = [Duration::ZERO; 2];
        let mut overruns = Vec::new();
        let mut forfeits = Vec::new();
        for side in [Side::A, Side::B] {
            stats[side.index()].name = c.contestant(side).name();
        }
        for g in &self.games {
            total.add(g.winner);
            if g.a_black {
                a_black.add(g.winner);
            } else {
                a_white.add(g.winner);
            }
            match &g.end {
                EndReason::Five => ends.five += 1,
                EndReason::FullBoard => ends.full_board += 1,
                EndReason::MoveCap => ends.move_cap += 1,
                EndReason::Forfeit { side, reason } => {
                    ends.forfeit += 1;
                    stats[side.index()].forfeits += 1;
                    forfeits.push(Incident {
                        game: g.index + 1,
                        side: *side,
                        name: c.contestant(*side).name(),
                        what: reason.clone(),
                    });
                }
            }
            for m in &g.moves {
                let s = &mut stats[m.side.index()];
                s.moves += 1;
                s.max_ms = s.max_ms.max(ms(m.took));
                sums[m.side.index()] += m.took;
            }
            for o in &g.overruns {
                stats[o.side.index()].overruns += 1;
                let what = if o.forfeited {
                    format!("move {}: no answer within {:.0} ms", o.ply + 1, ms(o.took))
                } else {
                    format!(
                        "move {}: took {:.0} ms (limit {} ms)",
                        o.ply + 1,
                        ms(o.took),
                        c.limit_ms()
                    )
                };
                overruns.push(Incident {
                    game: g.index + 1,
                    side: o.side,
                    name: c.contestant(o.side).name(),
                    what,
                });
            }
        }
        for (s, sum) in stats.iter_mut().zip(sums) {
            if s.moves > 0 {
                s.mean_ms = ms(sum) / s.moves as f64;
            }
        }
        let games = self.games.len();
        let points: f64 = self.games.iter().map(GameRecord::a_points).sum();
        let [a_stats, b_stats] = stats;
        Summary {
            a: c.a.name(),
            b: c.b.name(),
            size: c.size,
            rule: c.rule.name().to_string(),
            time_ms: c.limit_ms(),
            grace_ms: u64::try_from(c.grace.as_millis()).unwrap_or(u64::MAX),
            seed: c.seed,
            threads: c.threads,
            games,
            total,
            a_black,
            a_white,
            score_percent: if games == 0 {
                0.0
            } else {
                100.0 * points / games as f64
            },
            elo: elo_estimate(&self.pair_scores()),
            a_stats,
            b_stats,
            ends,
            overruns,
            forfeits,
            game_list: self
                .games
                .iter()
                .map(|g| GameSummary {
                    game: g.index + 1,
                    pair: g.pair() + 1,
                    black: if g.a_black { Side::A } else { Side::B },
                    winner: g.winner,
                    end: g.end.clone(),
                    moves: g.move_string(c.size),
                    opening_plies: g.opening.len(),
                })
                .collect(),
        }
    }

    /// The report as text.
    #[must_use]
    pub fn text(&self) -> String {
        self.summary().text()
    }

    /// The summary as pretty-printed JSON.
    #[must_use]
    pub fn json(&self) -> String {
        self.summary().json()
    }
}

impl Summary {
    /// The summary as pretty-printed JSON.
    #[must_use]
    pub fn json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
    }

    /// The report as text.
    #[must_use]
    pub fn text(&self) -> String {
        use std::fmt::Write as _;
        let mut out = String::new();
        let _ = writeln!(out, "A: {}   B: {}", self.a, self.b);
        let _ = writeln!(
            out,
            "{0}×{0} {1}, {2} ms a move (+{3} ms grace), seed {4}, {5} thread(s)",
            self.size, self.rule, self.time_ms, self.grace_ms, self.seed, self.threads
        );
        let _ = writeln!(
            out,
            "games {} ({} pair{})   A: {} wins, {} draws, {} losses   score {:.1} %",
            self.games,
            self.games / 2,
            if self.games / 2 == 1 { "" } else { "s" },
            self.total.wins,
            self.total.draws,
            self.total.losses,
            self.score_percent
        );
        let _ = writeln!(
            out,
            "A with black {}   A with white {}",
            self.a_black, self.a_white
        );
        match self.elo {
            Some(elo) => {
                let _ = writeln!(out, "Elo A − B: {elo}");
            }
            None => {
                let _ = writeln!(out, "Elo A − B: no games");
            }
        }
        let _ = writeln!(
            out,
            "ends: five {}, full board {}, move cap {}, forfeit {}",
            self.ends.five, self.ends.full_board, self.ends.move_cap, self.ends.forfeit
        );
        let width = [&self.a_stats, &self.b_stats]
            .iter()
            .map(|s| s.name.chars().count() + 2)
            .max()
            .unwrap_or(0)
            .max(10);
        let _ = writeln!(
            out,
            "{:<width$} {:>7} {:>9} {:>9} {:>9} {:>9}",
            "contestant", "moves", "mean ms", "max ms", "overruns", "forfeits"
        );
        for (tag, s) in [("A", &self.a_stats), ("B", &self.b_stats)] {
            let _ = writeln!(
                out,
                "{:<width$} {:>7} {:>9.2} {:>9.1} {:>9} {:>9}",
                format!("{tag} {}", s.name),
                s.moves,
                s.mean_ms,
                s.max_ms,
                s.overruns,
                s.forfeits
            );
        }
        const SHOWN: usize = 20;
        for (title, list) in [("overruns", &self.overruns), ("forfeits", &self.forfeits)] {
            if list.is_empty() {
                continue;
            }
            let _ = writeln!(out, "{title}:");
            for i in list.iter().take(SHOWN) {
                let _ = writeln!(out, "  game {}: {} ({}) {}", i.game, i.side, i.name, i.what);
            }
            if list.len() > SHOWN {
                let _ = writeln!(out, "  … and {} more (see --json)", list.len() - SHOWN);
            }
        }
        out
    }
}

/// The pairings of the table of levels, stronger first: every level
/// against the next lower one, then the strongest against each weaker one
/// not already met. `levels` is weakest first, like [`Level::ALL`].
#[must_use]
pub fn table_pairings(levels: &[Level]) -> Vec<(Level, Level)> {
    let mut pairings: Vec<(Level, Level)> = levels.windows(2).map(|w| (w[1], w[0])).collect();
    if let Some((&strongest, weaker)) = levels.split_last() {
        for &level in weaker.iter().rev() {
            if !pairings.contains(&(strongest, level)) {
                pairings.push((strongest, level));
            }
        }
    }
    pairings
}

/// Plays the table of levels ([`table_pairings`] over [`Level::ALL`]), each
/// match with `settings` (its contestants are replaced).
///
/// # Errors
/// [`ArenaError`] when the settings are invalid.
pub fn level_table(
    settings: &MatchConfig,
    progress: &(dyn Fn(&MatchConfig, &GameRecord) + Sync),
) -> Result<Vec<Summary>, ArenaError> {
    table_pairings(&Level::ALL)
        .into_iter()
        .map(|(a, b)| {
            let config = MatchConfig {
                a: Contestant::Level(a),
                b: Contestant::Level(b),
                ..settings.clone()
            };
            run_match(&config, &|g| progress(&config, g)).map(|r| r.summary())
        })
        .collect()
}

/// The table of levels as a Markdown table.
#[must_use]
pub fn table_markdown(rows: &[Summary]) -> String {
    use std::fmt::Write as _;
    let mut out = String::from(
        "| A | B | games | A +win =draw −loss | A score | Elo A − B (95 %) | A ms/move (max) | B ms/move (max) | overruns A/B | forfeits A/B |\n\
         | --- | --- | ---: | :---: | ---: | ---: | ---: | ---: | ---: | ---: |\n",
    );
    for s in rows {
        let elo = match s.elo {
            Some(Elo::Estimate { diff, .. }) => {
                format!("{diff:+.0} ± {:.0}", s.elo.map_or(0.0, Elo::margin))
            }
            Some(Elo::AtLeast { bound }) => format!("≥ {bound:+.0}"),
            Some(Elo::AtMost { bound }) => format!("≤ {bound:+.0}"),
            None => "—".into(),
        };
        let _ = writeln!(
            out,
            "| {} | {} | {} | +{} ={} −{} | {:.1} % | {elo} | {:.2} ({:.0}) | {:.2} ({:.0}) | {}/{} | {}/{} |",
            s.a,
            s.b,
            s.games,
            s.total.wins,
            s.total.draws,
            s.total.losses,
            s.score_percent,
            s.a_stats.mean_ms,
            s.a_stats.max_ms,
            s.b_stats.mean_ms,
            s.b_stats.max_ms,
            s.a_stats.overruns,
            s.b_stats.overruns,
            s.a_stats.forfeits,
            s.b_stats.forfeits,
        );
    }
    if let Some(s) = rows.first() {
        let _ = writeln!(
            out,
            "\n{0}×{0} {1}, {2} ms a move, {3} games per row (random openings, each played with both colours), seed {4}.",
            s.size, s.rule, s.time_ms, s.games, s.seed
        );
    }
    out
}
