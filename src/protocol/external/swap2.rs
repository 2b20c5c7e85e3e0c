//! Swap2 from the manager's side: `SWAP2BOARD`, the stones so far, `DONE`,
//! and the engine's one-line answer (three points, `SWAP`, one point or
//! two), as the Gomocup protocol defines it.

use std::time::{Duration, Instant};

use super::{ExternalEngine, ExternalError, Waited};
use crate::engine::player::Swap2Reply;
use crate::game::board::Pos;
use crate::game::rules::Game;
use crate::protocol::{is_chatter, parse_pair, printable};

impl ExternalEngine {
    /// Asks the engine its swap2 decision on `game` (0, 3 or 5 stones) and
    /// waits up to `wait` for it. The points are not checked against the
    /// board: the caller does.
    ///
    /// # Errors
    /// [`ExternalError::NotAMove`] for an answer that is none of the
    /// protocol's forms (`UNKNOWN` and `ERROR` included: the engine does
    /// not play swap2), and the errors of a wait.
    pub fn swap2(&mut self, game: &Game, wait: Duration) -> Result<Swap2Reply, ExternalError> {
        let mut request = vec!["SWAP2BOARD".to_string()];
        request.extend(
            game.board()
                .history()
                .iter()
                .map(|p| format!("{},{}", p.x, p.y)),
        );
        request.push("DONE".into());
        // Its board after the answer is its own business: the next move
        // is asked with the whole position.
        self.known = None;
        self.send(&request)?;
        let deadline = Instant::now() + wait;
        loop {
            match self.next_line(deadline) {
                Ok(line)
                    if self.about_pending
                        && line.trim_start().to_ascii_lowercase().starts_with("name=") =>
                {
                    self.about_pending = false;
                }
                Ok(line) if is_chatter(&line) => {}
                Ok(line) => {
                    return read_reply(&line).ok_or_else(|| ExternalError::NotAMove {
                        request: "SWAP2BOARD".into(),
                        answer: printable(&line),
                    });
                }
                Err(Waited::Timeout) => return Err(ExternalError::Timeout { waited: wait }),
                Err(Waited::Cancelled) => return Err(ExternalError::Cancelled),
                Err(Waited::Gone) => return Err(self.gone()),
            }
        }
    }
}

/// An answer to `SWAP2BOARD`: `SWAP`, or one to three points `x,y`
/// separated by spaces.
fn read_reply(line: &str) -> Option<Swap2Reply> {
    let line = line.trim();
    if line.eq_ignore_ascii_case("SWAP") {
        return Some(Swap2Reply::Swap);
    }
    let points: Vec<Pos> = line
        .split_whitespace()
        .map(|word| parse_pair(word).ok().map(|(x, y)| Pos::new(x, y)))
        .collect::<Option<_>>()?;
    match points[..] {
        [a] => Some(Swap2Reply::One(a)),
        [a, b] => Some(Swap2Reply::Two(a, b)),
        [a, b, c] => Some(Swap2Reply::Three([a, b, c])),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_read_in_the_protocols_forms() {
        assert_eq!(read_reply(" swap "), Some(Swap2Reply::Swap));
        assert_eq!(read_reply("7,7"), Some(Swap2Reply::One(Pos::new(7, 7))));
        assert_eq!(
            read_reply("7,7 8,8"),
            Some(Swap2Reply::Two(Pos::new(7, 7), Pos::new(8, 8)))
        );
        assert_eq!(
            read_reply("7,7 8,8 6,6"),
            Some(Swap2Reply::Three([
                Pos::new(7, 7),
                Pos::new(8, 8),
                Pos::new(6, 6)
            ]))
        );
        for bad in [
            "",
            "UNKNOWN SWAP2BOARD",
            "ERROR no",
            "7,7 8,8 6,6 5,5",
            "banana",
        ] {
            assert_eq!(read_reply(bad), None, "{bad}");
        }
    }
}
