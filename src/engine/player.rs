//! A player in a seat: whatever plays one side of a game, for the whole
//! game. One of our levels ([`Level::player`]) or an outside Gomocup engine
//! (`protocol::external`) sit behind the same [`Player`] trait, which the
//! window's match, the arena and `pbrain-gomoku` use alike.
//!
//! A player is made for one game and dropped after it, so whatever it
//! learns during the game (a search's transposition table, an engine
//! process) lasts exactly as long as the game. It is told the time the
//! Gomocup way ([`TimeInfo`]); our levels turn that into a deadline with
//! [`move_budget`], the one budgeting function the brain shares.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use crate::engine::soosorv::{SoosorvAsk, SoosorvReply};
use crate::engine::{Engine, Level, Limits, Report};
use crate::game::board::Pos;
use crate::game::rules::Game;

/// What a player is told of the time for its move, as the Gomocup protocol
/// tells a brain (`INFO timeout_turn`, `timeout_match`, `time_left`), plus
/// the increment a Fischer clock adds after each move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeInfo {
    /// The longest one move may take (`None`: no limit per move).
    pub turn: Option<Duration>,
    /// The whole game's time (`None`: no match clock).
    pub total: Option<Duration>,
    /// What is left on the player's clock (`None`: no match clock).
    pub left: Option<Duration>,
    /// Added to the clock after each move.
    pub increment: Duration,
}

impl TimeInfo {
    /// A limit per move only (no match clock).
    #[must_use]
    pub fn per_move(turn: Duration) -> TimeInfo {
        TimeInfo {
            turn: Some(turn),
            total: None,
            left: None,
            increment: Duration::ZERO,
        }
    }

    /// The longest a move may take before it loses: the turn limit or
    /// what is left on the clock, whichever is less (`None`: no limit).
    #[must_use]
    pub fn hard_limit(&self) -> Option<Duration> {
        match (self.turn, self.left) {
            (Some(turn), Some(left)) => Some(turn.min(left)),
            (turn, left) => turn.or(left),
        }
    }

    /// No limit at all: a player thinks as long as it likes (our levels
    /// plan [`UNTIMED_BUDGET`]).
    pub const UNLIMITED: TimeInfo = TimeInfo {
        turn: None,
        total: None,
        left: None,
        increment: Duration::ZERO,
    };
}

/// What our levels plan for a move when no clock limits them: long enough
/// for master's deepest reading, short enough that nobody waits long.
pub const UNTIMED_BUDGET: Duration = Duration::from_secs(10);

/// The budget for a move under `timeout_turn 0`, which the protocol
/// defines as "play at once": long enough for a searching level to return
/// its first legal candidate, short enough that no manager counts it as
/// thinking.
pub const AT_ONCE: Duration = Duration::from_millis(5);

/// The most the next move may take: the turn limit, but never more than
/// a share of what is left on the clock (an eighth, plus three quarters of
/// the increment, and never more than half of what is left), less a safety
/// margin for the manager's own overhead (a twentieth, 5 to 50 ms). A turn
/// limit of zero means play at once ([`AT_ONCE`]); no limit at all,
/// [`UNTIMED_BUDGET`]. Under a match clock a settled search stops well
/// before it ([`move_aim`]).
#[must_use]
pub fn move_budget(time: &TimeInfo) -> Duration {
    if time.turn == Some(Duration::ZERO) {
        return AT_ONCE;
    }
    let turn = time.turn.unwrap_or(if time.left.is_some() {
        Duration::MAX
    } else {
        UNTIMED_BUDGET
    });
    let share = time.left.map_or(Duration::MAX, |left| {
        (left / 8 + time.increment * 3 / 4).min(left / 2)
    });
    let planned = turn.min(share).min(Duration::from_secs(3600));
    let margin = (planned / 20).clamp(Duration::from_millis(5), Duration::from_millis(50));
    planned.saturating_sub(margin)
}

/// The time plan's aim for the next move under a match clock: a
/// twentieth of what is left plus three quarters of the increment (never
/// more than a quarter of what is left). A search whose best move and
/// score have settled stops near it; one that changed its mind or saw its
/// score drop may go on towards [`move_budget`]. `None` when the clock
/// does not bind, a turn limit alone or no limit: then every move may use
/// its whole budget, and no move can save time for another.
#[must_use]
pub fn move_aim(time: &TimeInfo) -> Option<Duration> {
    let left = time.left?;
    let aim = (left / 20 + time.increment * 3 / 4).min(left / 4);
    (aim < move_budget(time)).then_some(aim)
}

/// What a player is asked for a move with.
#[derive(Clone, Debug)]
pub struct Turn {
    /// The clock, as the player is told it.
    pub time: Option<TimeInfo>,
    /// At most this many positions (our levels; tests and analysis use it
    /// to be independent of the machine's speed).
    pub nodes: Option<u64>,
    /// Set to `true` to ask the player to stop as soon as it can (an
    /// outside engine is then stopped).
    pub cancel: Arc<AtomicBool>,
    /// Threads our searching levels may use ([`Limits::threads`]; an
    /// outside engine is not told).
    pub threads: usize,
}

impl Default for Turn {
    fn default() -> Turn {
        Turn {
            time: None,
            nodes: None,
            cancel: Arc::default(),
            threads: 1,
        }
    }
}

impl Turn {
    /// A turn of `time`, cancelled through `cancel`.
    #[must_use]
    pub fn timed(time: TimeInfo, cancel: Arc<AtomicBool>) -> Turn {
        Turn {
            time: Some(time),
            cancel,
            ..Turn::default()
        }
    }

    /// The limits our levels search under, from `now`: the budget as a
    /// deadline, the time plan's aim under a match clock, and the node
    /// limit.
    #[must_use]
    pub fn limits(&self, now: Instant) -> Limits {
        Limits {
            deadline: self.time.map(|t| now + move_budget(&t)),
            aim: self.time.and_then(|t| move_aim(&t)).map(|aim| now + aim),
            nodes: self.nodes,
            cancel: Arc::clone(&self.cancel),
            threads: self.threads,
            ..Limits::default()
        }
    }
}

/// How a player failed to give a move. The game ends with it: the player
/// forfeits, as the Gomocup rules say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FaultKind {
    /// It could not be started (no such program, no `OK` to `START`, …).
    NotStarted,
    /// It stopped (the process exited or closed its pipes).
    Crashed,
    /// It did not answer in its time.
    TimedOut,
    /// It answered something that is not a move.
    Garbage,
    /// Its move is not legal (the match finds this, not the player).
    Illegal,
    /// The caller cancelled the move (not the player's fault).
    Cancelled,
    /// It cannot decide a swap2 opening (an outside engine without
    /// `SWAP2BOARD`).
    NoSwap2,
    /// It cannot decide a Soosõrv-8 opening (the Gomocup protocol has no
    /// command for it: every outside engine).
    NoSoosorv,
}

/// Why a player gave no move: its kind, and the details in words (an
/// outside engine's own words quoted), for the notice that names it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Fault {
    /// What kind of failure.
    pub kind: FaultKind,
    /// What happened, a sentence without a subject ("answered 'banana' to
    /// BEGIN instead of a move").
    pub detail: String,
}

impl Fault {
    /// A fault of `kind` with `detail`.
    #[must_use]
    pub fn new(kind: FaultKind, detail: impl Into<String>) -> Fault {
        Fault {
            kind,
            detail: detail.into(),
        }
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.detail)
    }
}

impl std::error::Error for Fault {}

/// A decision in a swap2 opening, in the forms the Gomocup protocol's
/// `SWAP2BOARD` answers take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Swap2Reply {
    /// The opener's three stones (black, white, black).
    Three([Pos; 3]),
    /// Take black: after three stones the responder takes black (white,
    /// the opener, moves next); after five the opener takes black.
    Swap,
    /// Take white and play this point as white's next stone.
    One(Pos),
    /// After three stones: place stones 4 and 5 (white, black) and let the
    /// opener choose a colour.
    Two(Pos, Pos),
}

/// A swap2 decision and, when the player judged the position, how it saw
/// it: the balance from black's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Swap2Decision {
    /// What it decided.
    pub reply: Swap2Reply,
    /// Its view of the position it decided on (black's view).
    pub black_view: Option<crate::engine::Eval>,
}

/// A computer's decision in an opening and how it saw the position
/// (black's view), whatever the opening rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningDecision {
    /// What it decided.
    pub reply: OpeningReply,
    /// Its view of the position it decided on.
    pub black_view: Option<crate::engine::Eval>,
}

/// A computer's decision in an opening, of either rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpeningReply {
    /// Swap2's.
    Swap2(Swap2Reply),
    /// Soosõrv-8's.
    Soosorv(SoosorvReply),
}

/// A player for one game.
pub trait Player: Send {
    /// Its name: a level's name, an engine's by its `ABOUT`.
    fn name(&self) -> String;

    /// Chooses a move for the side to move in `game` within `turn`'s
    /// limits; `progress` hears a searching level's reports as it goes.
    /// The move is not checked here: the match checks it against the
    /// rules.
    ///
    /// # Errors
    /// A [`Fault`] when there is no move to give (an outside engine that
    /// crashed, hung or printed garbage).
    fn think(
        &mut self,
        game: &Game,
        turn: &Turn,
        progress: &mut dyn FnMut(&Report),
    ) -> Result<Report, Fault>;

    /// Decides its step of a swap2 opening on `game` (0, 3 or 5 stones
    /// on the board): the three stones, or a choice.
    ///
    /// # Errors
    /// A [`Fault`] when it cannot (an outside engine that does not know
    /// `SWAP2BOARD`: [`FaultKind::NoSwap2`]).
    fn swap2(&mut self, game: &Game, turn: &Turn) -> Result<Swap2Decision, Fault> {
        let _ = (game, turn);
        Err(Fault::new(FaultKind::NoSwap2, "does not play swap2"))
    }

    /// Decides the Soosõrv-8 step `ask` in `game`. Only our levels can:
    /// the default is [`FaultKind::NoSoosorv`].
    ///
    /// # Errors
    /// Why there is no decision.
    fn soosorv(
        &mut self,
        game: &Game,
        ask: &SoosorvAsk,
        turn: &Turn,
    ) -> Result<OpeningDecision, Fault> {
        let _ = (game, ask, turn);
        Err(Fault::new(
            FaultKind::NoSoosorv,
            "the Gomocup protocol has no command for it",
        ))
    }

    /// The game is over: an outside engine hears `END` and is let go.
    fn finish(self: Box<Self>) {}
}

/// One of our levels as a player: the same engine all game long.
pub struct LevelPlayer {
    level: Level,
    engine: Box<dyn Engine>,
    /// Which of the balanced swap2 openings it places.
    variety: u64,
}

impl LevelPlayer {
    /// `level`, its random choices following `seed`.
    #[must_use]
    pub fn new(level: Level, seed: u64) -> LevelPlayer {
        LevelPlayer {
            level,
            engine: level.engine(seed),
            variety: seed,
        }
    }

    /// The level.
    #[must_use]
    pub fn level(&self) -> Level {
        self.level
    }

    /// The limits this level searches a turn under: the turn's, but on
    /// one thread below master (`hard` and below are the beginner's
    /// opponents and play the same on any machine).
    fn limits(&self, turn: &Turn) -> Limits {
        let mut limits = turn.limits(Instant::now());
        if self.level != Level::Master {
            limits.threads = 1;
        }
        limits
    }
}

impl Player for LevelPlayer {
    fn name(&self) -> String {
        self.level.name().to_owned()
    }

    fn swap2(&mut self, game: &Game, turn: &Turn) -> Result<Swap2Decision, Fault> {
        let limits = self.limits(turn);
        crate::engine::swap2::decide(self.level, game, &limits, self.variety)
            .map(|(reply, balance)| Swap2Decision {
                reply,
                black_view: Some(balance.black_view),
            })
            .ok_or_else(|| {
                let stones = game.board().stone_count();
                Fault::new(
                    FaultKind::Garbage,
                    format!("no swap2 step with {stones} stones"),
                )
            })
    }

    fn soosorv(
        &mut self,
        game: &Game,
        ask: &SoosorvAsk,
        turn: &Turn,
    ) -> Result<OpeningDecision, Fault> {
        let limits = self.limits(turn);
        crate::engine::soosorv::decide(self.level, game, ask, &limits, self.variety)
            .map(|(reply, balance)| OpeningDecision {
                reply: OpeningReply::Soosorv(reply),
                black_view: Some(balance.black_view),
            })
            .ok_or_else(|| {
                let stones = game.board().stone_count();
                Fault::new(
                    FaultKind::Garbage,
                    format!("no Soosõrv-8 decision for {ask:?} with {stones} stones"),
                )
            })
    }

    fn think(
        &mut self,
        game: &Game,
        turn: &Turn,
        progress: &mut dyn FnMut(&Report),
    ) -> Result<Report, Fault> {
        // The scoring-map levels see every point of an empty board alike
        // (seed's map would open anywhere, even on the edge): they open in
        // the centre, as players do. The searching levels choose.
        if game.board().stone_count() == 0 && matches!(self.level, Level::Seed | Level::Classic) {
            let middle = u8::try_from(game.board().size() / 2).unwrap_or(0);
            return Ok(Report::just(Some(crate::game::board::Pos::new(
                middle, middle,
            ))));
        }
        let limits = Limits {
            playing: true,
            ..self.limits(turn)
        };
        Ok(self.engine.analyse(game, &limits, progress))
    }
}

impl Level {
    /// A player of this level for one game, its random choices following
    /// `seed`.
    #[must_use]
    pub fn player(self, seed: u64) -> Box<dyn Player> {
        Box::new(LevelPlayer::new(self, seed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_master_searches_on_more_than_one_thread() {
        let turn = Turn {
            threads: 3,
            ..Turn::default()
        };
        for level in Level::ALL {
            let threads = LevelPlayer::new(level, 1).limits(&turn).threads;
            let expected = if level == Level::Master { 3 } else { 1 };
            assert_eq!(threads, expected, "{level:?}");
        }
    }
}
