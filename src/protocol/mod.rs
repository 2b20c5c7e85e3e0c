//! The Gomocup (Piskvork) protocol, both sides of it: the [`Brain`] that
//! `pbrain-gomoku` runs, and the helpers a manager (the arena, an external
//! engine in the window) reads an engine's answers with. One parser serves
//! both: point pairs, the `INFO rule` bits, line reading and quoting.

use std::time::Duration;

use crate::engine::player::{TimeInfo, move_budget};
use crate::game::rules::Rule;

mod brain;
pub mod external;
mod swap2;

pub use brain::Brain;

/// What the manager has told the brain with `INFO`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// Milliseconds allowed for one move (0: play at once).
    pub timeout_turn: u64,
    /// Milliseconds for the whole match (0: no limit).
    pub timeout_match: u64,
    /// Milliseconds left in the match.
    pub time_left: u64,
    /// Memory the brain may use, in bytes (0: no limit).
    pub max_memory: u64,
    /// The rule the match is played under.
    pub rule: Rule,
    /// Threads the brain's search may use (`INFO thread_num`), within
    /// `1..=`[`max_threads`](crate::engine::max_threads).
    pub thread_num: usize,
}

impl Default for Info {
    fn default() -> Info {
        Info {
            timeout_turn: 5_000,
            timeout_match: 0,
            time_left: u64::MAX,
            max_memory: 0,
            rule: Rule::Freestyle,
            thread_num: 1,
        }
    }
}

impl Info {
    /// The budget for a move under `INFO timeout_turn 0`, which the
    /// protocol defines as "play at once" ([`engine::player::AT_ONCE`]).
    ///
    /// [`engine::player::AT_ONCE`]: crate::engine::player::AT_ONCE
    pub const AT_ONCE: Duration = crate::engine::player::AT_ONCE;

    /// The clock as the manager has told it, for a [`Player`].
    ///
    /// [`Player`]: crate::engine::player::Player
    #[must_use]
    pub fn time(&self) -> TimeInfo {
        TimeInfo {
            turn: Some(Duration::from_millis(self.timeout_turn)),
            total: (self.timeout_match > 0).then(|| Duration::from_millis(self.timeout_match)),
            left: (self.time_left != u64::MAX).then(|| Duration::from_millis(self.time_left)),
            increment: Duration::ZERO,
        }
    }

    /// The time to spend on the next move, by the budgeting function our
    /// levels use in every seat ([`move_budget`]): the turn limit, but
    /// never more than a share of what is left of the match, less a safety
    /// margin. A turn limit of 0 means play at once.
    #[must_use]
    pub fn move_budget(&self) -> Duration {
        move_budget(&self.time())
    }
}

/// The `INFO rule` value for a rule (bit 0: exactly five, bit 2: renju).
#[must_use]
pub fn rule_to_info(rule: Rule) -> u32 {
    match rule {
        Rule::Freestyle => 0,
        Rule::Standard => 1,
        Rule::Renju => 4,
    }
}

/// The rule an `INFO rule` value asks for. Renju wins over exactly-five;
/// other bits (continuous game, swap openings) are ignored.
#[must_use]
pub fn rule_from_info(value: i64) -> Rule {
    if value & 4 != 0 {
        Rule::Renju
    } else if value & 1 != 0 {
        Rule::Standard
    } else {
        Rule::Freestyle
    }
}

/// Whether a line an engine printed is chatter the protocol lets a manager
/// ignore (`MESSAGE`, `DEBUG`, `SUGGEST`, blank).
#[must_use]
pub fn is_chatter(line: &str) -> bool {
    let word = line.split_whitespace().next().unwrap_or("");
    line.trim().is_empty()
        || ["MESSAGE", "DEBUG", "SUGGEST"]
            .iter()
            .any(|w| word.eq_ignore_ascii_case(w))
}

/// The text of a `MESSAGE` line (what an engine tells the person watching
/// it), trimmed; `None` for any other line or an empty message.
#[must_use]
pub fn message_text(line: &str) -> Option<&str> {
    let line = line.trim_start();
    let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let text = rest.trim();
    (word.eq_ignore_ascii_case("MESSAGE") && !text.is_empty()).then_some(text)
}

/// Reads `x,y` (each 0..=255), white space around either number allowed:
/// the brain reads `TURN`/`TAKEBACK` arguments with it, a manager an
/// engine's move.
///
/// # Errors
/// A message quoting the text when it is not two such numbers.
pub fn parse_pair(args: &str) -> Result<(u8, u8), String> {
    let bad = || format!("expected 'x,y', got '{}'", printable(args));
    let (x, y) = args.split_once(',').ok_or_else(bad)?;
    let x = x.trim().parse().map_err(|_| bad())?;
    let y = y.trim().parse().map_err(|_| bad())?;
    Ok((x, y))
}

/// How many characters of the other side's text [`printable`] keeps.
pub const QUOTE_CHARS: usize = 60;

/// The other side's text made safe to quote in one line (a reply, an
/// error, a report): control characters become `?` so garbage cannot
/// break the line-based protocol, and text longer than [`QUOTE_CHARS`] is
/// cut, with `…` to say so.
#[must_use]
pub fn printable(s: &str) -> String {
    let mut out: String = s
        .chars()
        .take(QUOTE_CHARS)
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    if s.chars().nth(QUOTE_CHARS).is_some() {
        out.push('…');
    }
    out
}

/// Reads one line into `buf` (without its ending), where a line ends in
/// LF, CR or CRLF. Returns `Ok(false)` at the end of input with nothing
/// read. Answers come as soon as a line is complete, even one ending in a
/// lone CR; a CRLF ending reads as a line and an empty one, which
/// [`Brain::handle`] ignores.
///
/// # Errors
/// Any I/O error of `input`.
pub fn read_line(input: &mut impl std::io::BufRead, buf: &mut Vec<u8>) -> std::io::Result<bool> {
    buf.clear();
    loop {
        let available = input.fill_buf()?;
        if available.is_empty() {
            return Ok(!buf.is_empty());
        }
        match available.iter().position(|&b| b == b'\n' || b == b'\r') {
            Some(end) => {
                buf.extend_from_slice(&available[..end]);
                input.consume(end + 1);
                return Ok(true);
            }
            None => {
                let n = available.len();
                buf.extend_from_slice(available);
                input.consume(n);
            }
        }
    }
}
