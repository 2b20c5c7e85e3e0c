//! Time controls and the two clocks of a game.
//!
//! A [`TimeControl`] is what the players agreed: a limit per move (today's
//! way, for the computer only: a person takes the time they like), a match
//! time with an increment after each move (Fischer, `5m+3s`), or no clock.
//! The [`Clocks`] run for the side to move and stop while the game is not
//! being played; under a match time, the side whose clock runs out loses.
//! Nothing here waits: the match asks the clocks what time it is.

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

use crate::engine::player::TimeInfo;
use crate::game::board::Stone;

/// How much time the players have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum TimeControl {
    /// At most this long for each of the computer's moves.
    PerMove(Duration),
    /// This long for the whole game, each side, plus `increment` after
    /// each move.
    Fischer {
        /// The time each side starts with.
        base: Duration,
        /// Added after each of a side's moves.
        increment: Duration,
    },
    /// No clock.
    Unlimited,
}

impl Default for TimeControl {
    /// Three seconds a move for the computer, as the game always had.
    fn default() -> TimeControl {
        TimeControl::PerMove(Duration::from_secs(3))
    }
}

impl TimeControl {
    /// The choices the window offers (the command line takes any).
    pub const PRESETS: [TimeControl; 7] = [
        TimeControl::PerMove(Duration::from_secs(1)),
        TimeControl::PerMove(Duration::from_secs(3)),
        TimeControl::PerMove(Duration::from_secs(10)),
        TimeControl::Fischer {
            base: Duration::from_secs(180),
            increment: Duration::from_secs(2),
        },
        TimeControl::Fischer {
            base: Duration::from_secs(300),
            increment: Duration::from_secs(3),
        },
        TimeControl::Fischer {
            base: Duration::from_secs(900),
            increment: Duration::from_secs(5),
        },
        TimeControl::Unlimited,
    ];

    /// Whether the side whose clock runs out loses (a match time).
    #[must_use]
    pub fn is_match_clock(self) -> bool {
        matches!(self, TimeControl::Fischer { .. })
    }
}

/// Writes a duration the short way: `90s` as `1m30s`, `2s`, `500ms`.
fn write_duration(f: &mut fmt::Formatter<'_>, d: Duration) -> fmt::Result {
    let ms = d.as_millis();
    if !ms.is_multiple_of(1000) || ms == 0 {
        return write!(f, "{ms}ms");
    }
    let s = ms / 1000;
    match (s / 3600, s / 60 % 60, s % 60) {
        (0, 0, s) => write!(f, "{s}s"),
        (0, m, 0) => write!(f, "{m}m"),
        (0, m, s) => write!(f, "{m}m{s}s"),
        (h, m, s) => write!(f, "{h}h{m}m{s}s"),
    }
}

/// Reads `2s`, `500ms`, `5m`, `1h`, `1m30s` or a bare number of seconds.
fn parse_duration(text: &str) -> Option<Duration> {
    let text = text.trim();
    if let Ok(seconds) = text.parse::<u64>() {
        return Some(Duration::from_secs(seconds));
    }
    let mut total = Duration::ZERO;
    let mut rest = text;
    let mut any = false;
    while !rest.is_empty() {
        let digits = rest.find(|c: char| !c.is_ascii_digit())?;
        let (number, tail) = rest.split_at(digits);
        let number: u64 = number.parse().ok()?;
        let unit_len = tail
            .find(|c: char| c.is_ascii_digit())
            .unwrap_or(tail.len());
        let (unit, tail) = tail.split_at(unit_len);
        let part = match unit {
            "ms" => Duration::from_millis(number),
            "s" => Duration::from_secs(number),
            "m" | "min" => Duration::from_secs(number.checked_mul(60)?),
            "h" => Duration::from_secs(number.checked_mul(3600)?),
            _ => return None,
        };
        total = total.checked_add(part)?;
        rest = tail;
        any = true;
    }
    // More than a day is surely a typing mistake.
    (any && total <= Duration::from_secs(86_400)).then_some(total)
}

impl fmt::Display for TimeControl {
    /// `3s` (a move), `5m+3s` (match plus increment) or `none`: the
    /// command line's words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeControl::PerMove(d) => write_duration(f, d),
            TimeControl::Fischer { base, increment } => {
                write_duration(f, base)?;
                f.write_str("+")?;
                write_duration(f, increment)
            }
            TimeControl::Unlimited => f.write_str("none"),
        }
    }
}

impl FromStr for TimeControl {
    type Err = String;
    fn from_str(text: &str) -> Result<TimeControl, String> {
        let bad = || {
            format!(
                "bad time control '{}' (say 2s for a move, 5m+3s for a match plus increment, or none)",
                text.trim()
            )
        };
        let text = text.trim().to_ascii_lowercase();
        if text == "none" {
            return Ok(TimeControl::Unlimited);
        }
        match text.split_once('+') {
            Some((base, increment)) => {
                let base = parse_duration(base)
                    .filter(|d| !d.is_zero())
                    .ok_or_else(bad)?;
                let increment = parse_duration(increment).ok_or_else(bad)?;
                Ok(TimeControl::Fischer { base, increment })
            }
            None => parse_duration(&text)
                .filter(|d| !d.is_zero())
                .map(TimeControl::PerMove)
                .ok_or_else(bad),
        }
    }
}

impl TryFrom<String> for TimeControl {
    type Error = String;
    fn try_from(text: String) -> Result<TimeControl, String> {
        text.parse()
    }
}

impl From<TimeControl> for String {
    fn from(time: TimeControl) -> String {
        time.to_string()
    }
}

/// The two clocks of a game under a [`TimeControl`].
#[derive(Clone, Debug)]
pub struct Clocks {
    control: TimeControl,
    /// What each side had when its clock last stopped (black, white).
    left: [Duration; 2],
    /// The side whose clock runs, and since when.
    running: Option<(Stone, Instant)>,
}

fn index(stone: Stone) -> usize {
    match stone {
        Stone::Black => 0,
        Stone::White => 1,
    }
}

impl Clocks {
    /// Both clocks full, stopped.
    #[must_use]
    pub fn new(control: TimeControl) -> Clocks {
        let full = match control {
            TimeControl::Fischer { base, .. } => base,
            _ => Duration::ZERO,
        };
        Clocks {
            control,
            left: [full; 2],
            running: None,
        }
    }

    /// Clocks taken up again with what each side had left (a resumed
    /// game), stopped.
    #[must_use]
    pub fn with_left(control: TimeControl, black: Duration, white: Duration) -> Clocks {
        Clocks {
            control,
            left: [black, white],
            running: None,
        }
    }

    /// The time control.
    #[must_use]
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The side whose clock runs.
    #[must_use]
    pub fn running(&self) -> Option<Stone> {
        self.running.map(|(s, _)| s)
    }

    /// Starts `side`'s clock (stopping the other's without increment).
    pub fn start(&mut self, side: Stone, now: Instant) {
        self.stop(now);
        self.running = Some((side, now));
    }

    /// Stops the running clock (the game is paused, reviewed or over).
    pub fn stop(&mut self, now: Instant) {
        if let Some((side, since)) = self.running.take() {
            let used = now.saturating_duration_since(since);
            let left = &mut self.left[index(side)];
            *left = left.saturating_sub(used);
        }
    }

    /// `side` has moved: its clock stops and gains the increment.
    pub fn moved(&mut self, side: Stone, now: Instant) {
        if self.running() == Some(side) {
            self.stop(now);
        }
        if let TimeControl::Fischer { increment, .. } = self.control {
            self.left[index(side)] += increment;
        }
    }

    /// What `side` has left on its match clock at `now` (`None` without
    /// one).
    #[must_use]
    pub fn left(&self, side: Stone, now: Instant) -> Option<Duration> {
        if !self.control.is_match_clock() {
            return None;
        }
        let mut left = self.left[index(side)];
        if let Some((running, since)) = self.running
            && running == side
        {
            left = left.saturating_sub(now.saturating_duration_since(since));
        }
        Some(left)
    }

    /// How long the side to move has been thinking about this move.
    #[must_use]
    pub fn this_move(&self, now: Instant) -> Duration {
        self.running.map_or(Duration::ZERO, |(_, since)| {
            now.saturating_duration_since(since)
        })
    }

    /// The side whose match clock has run out, if any.
    #[must_use]
    pub fn flagged(&self, now: Instant) -> Option<Stone> {
        let side = self.running()?;
        self.left(side, now).filter(Duration::is_zero).map(|_| side)
    }

    /// When the running clock runs out (the match needs a frame then).
    #[must_use]
    pub fn runs_out_at(&self) -> Option<Instant> {
        let (side, since) = self.running?;
        self.control
            .is_match_clock()
            .then(|| since + self.left[index(side)])
    }

    /// What a computer playing `side` is told of its time at `now`.
    #[must_use]
    pub fn time_info(&self, side: Stone, now: Instant) -> TimeInfo {
        match self.control {
            TimeControl::PerMove(turn) => TimeInfo::per_move(turn),
            TimeControl::Fischer { base, increment } => TimeInfo {
                turn: None,
                total: Some(base),
                left: self.left(side, now),
                increment,
            },
            TimeControl::Unlimited => TimeInfo::UNLIMITED,
        }
    }
}
