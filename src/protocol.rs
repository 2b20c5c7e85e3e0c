//! The Gomocup (Piskvork) brain protocol, so that any level can play other
//! engines: the manager writes commands, one a line, and the brain answers.
//!
//! [`Brain`] is the whole conversation without any I/O: each input line
//! goes to [`Brain::handle`], which returns the lines to write back. Nothing
//! the manager sends can make it panic: an unknown command gets
//! `UNKNOWN …`, a malformed or illegal one `ERROR …`, and the brain carries
//! on.
//!
//! ```
//! use gomoku::ai::Level;
//! use gomoku::protocol::Brain;
//!
//! let mut brain = Brain::new(Level::Classic, 7);
//! assert_eq!(brain.handle("START 15"), ["OK"]);
//! let reply = brain.handle("TURN 7,7");
//! assert_eq!(reply.len(), 1); // the brain's move, as "x,y"
//! assert!(brain.handle("FLY").first().is_some_and(|l| l.starts_with("UNKNOWN")));
//! ```

use std::time::{Duration, Instant};

use crate::ai::{Level, Limits, Player};
use crate::board::{Board, Pos, Stone};
use crate::rules::{Game, Rule};

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
}

impl Default for Info {
    fn default() -> Info {
        Info {
            timeout_turn: 5_000,
            timeout_match: 0,
            time_left: u64::MAX,
            max_memory: 0,
            rule: Rule::Freestyle,
        }
    }
}

impl Info {
    /// The time to spend on the next move: the turn limit, but never more
    /// than a share of what is left of the match, less a safety margin for
    /// the manager's own overhead.
    #[must_use]
    pub fn move_budget(&self) -> Duration {
        let turn = if self.timeout_turn == 0 {
            u64::MAX
        } else {
            self.timeout_turn
        };
        let share = if self.time_left == u64::MAX {
            u64::MAX
        } else {
            self.time_left / 10
        };
        let ms = turn.min(share);
        let margin = (ms / 10).clamp(5, 100);
        Duration::from_millis(ms.saturating_sub(margin).min(3_600_000))
    }
}

/// The brain's side of the conversation.
pub struct Brain {
    level: Level,
    player: Box<dyn Player>,
    board: Option<Board>,
    info: Info,
    /// Stones collected between `BOARD` and `DONE`: (point, own stone?).
    pending_board: Option<Vec<(Pos, bool)>>,
    finished: bool,
}

impl Brain {
    /// A brain playing `level`, its random choices following `seed`.
    #[must_use]
    pub fn new(level: Level, seed: u64) -> Brain {
        Brain {
            level,
            player: level.player(seed),
            board: None,
            info: Info::default(),
            pending_board: None,
            finished: false,
        }
    }

    /// Whether the manager has said `END`.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// What `INFO` has set so far.
    #[must_use]
    pub fn info(&self) -> &Info {
        &self.info
    }

    /// The position as the brain sees it (after `START`).
    #[must_use]
    pub fn board(&self) -> Option<&Board> {
        self.board.as_ref()
    }

    /// Answers one input line (without its line ending). Returns the lines
    /// to write back, often none.
    pub fn handle(&mut self, line: &str) -> Vec<String> {
        let line = line.trim();
        if line.is_empty() {
            return Vec::new();
        }
        if self.pending_board.is_some() {
            return self.board_line(line);
        }
        let (command, args) = match line.split_once(char::is_whitespace) {
            Some((c, a)) => (c, a.trim()),
            None => (line, ""),
        };
        let reply = match command.to_ascii_uppercase().as_str() {
            "START" => self.start(args),
            "RECTSTART" => self.rect_start(args),
            "RESTART" => self.restart(),
            "BEGIN" => self.with_board(|b| b.reply_move()),
            "TURN" => self.with_board(|b| b.turn(args)),
            "BOARD" => self.with_board(|b| {
                b.pending_board = Some(Vec::new());
                Ok(Vec::new())
            }),
            "TAKEBACK" => self.with_board(|b| b.takeback(args)),
            "INFO" => {
                self.set_info(args);
                Ok(Vec::new())
            }
            "ABOUT" => Ok(vec![format!(
                "name=\"gomoku-{}\", version=\"{}\", author=\"Gomoku developers\", country=\"\"",
                self.level.name(),
                env!("CARGO_PKG_VERSION")
            )]),
            "END" => {
                self.finished = true;
                Ok(Vec::new())
            }
            _ => Ok(vec![format!("UNKNOWN command '{}'", printable(command))]),
        };
        reply.unwrap_or_else(|message| vec![format!("ERROR {message}")])
    }

    fn with_board(
        &mut self,
        f: impl FnOnce(&mut Brain) -> Result<Vec<String>, String>,
    ) -> Result<Vec<String>, String> {
        if self.board.is_none() {
            return Err("no game: send START first".into());
        }
        f(self)
    }

    fn start(&mut self, args: &str) -> Result<Vec<String>, String> {
        let size: usize = args
            .parse()
            .map_err(|_| format!("START needs a board size, got '{}'", printable(args)))?;
        self.new_board(size)
    }

    fn rect_start(&mut self, args: &str) -> Result<Vec<String>, String> {
        let (w, h) = parse_pair(args)?;
        if w != h {
            return Err(format!("only square boards are supported, not {w}x{h}"));
        }
        self.new_board(usize::from(w))
    }

    fn new_board(&mut self, size: usize) -> Result<Vec<String>, String> {
        let board = Board::new(size).map_err(|e| e.to_string())?;
        self.board = Some(board);
        Ok(vec!["OK".into()])
    }

    fn restart(&mut self) -> Result<Vec<String>, String> {
        let size = self
            .board
            .as_ref()
            .map(Board::size)
            .ok_or("no game: send START first")?;
        self.new_board(size)
    }

    fn board_mut(&mut self) -> Result<&mut Board, String> {
        self.board
            .as_mut()
            .ok_or_else(|| "no game: send START first".into())
    }

    fn turn(&mut self, args: &str) -> Result<Vec<String>, String> {
        let (x, y) = parse_pair(args)?;
        self.board_mut()?
            .place(Pos::new(x, y))
            .map_err(|e| e.to_string())?;
        self.reply_move()
    }

    fn takeback(&mut self, args: &str) -> Result<Vec<String>, String> {
        let (x, y) = parse_pair(args)?;
        let board = self.board_mut()?;
        let pos = Pos::new(x, y);
        if board.last_move() == Some(pos) {
            board.undo();
        } else if board.clear(pos).is_none() {
            return Err(format!("no stone at {x},{y} to take back"));
        }
        Ok(vec!["OK".into()])
    }

    fn board_line(&mut self, line: &str) -> Vec<String> {
        if line.eq_ignore_ascii_case("DONE") {
            let stones = self.pending_board.take().unwrap_or_default();
            return match self.set_up(&stones) {
                Ok(reply) => reply,
                Err(message) => vec![format!("ERROR {message}")],
            };
        }
        let parsed = (|| {
            let mut parts = line.split(',').map(str::trim);
            let mut next = || parts.next().and_then(|s| s.parse::<u8>().ok());
            let (x, y, field) = (next()?, next()?, next()?);
            matches!(field, 1..=3).then_some((Pos::new(x, y), field == 1))
        })();
        match (parsed, self.pending_board.as_mut()) {
            (Some(stone), Some(stones)) => {
                stones.push(stone);
                Vec::new()
            }
            _ => vec![format!(
                "ERROR expected 'x,y,field' or DONE, got '{}'",
                printable(line)
            )],
        }
    }

    /// Lays out the stones sent between `BOARD` and `DONE`, then moves.
    fn set_up(&mut self, stones: &[(Pos, bool)]) -> Result<Vec<String>, String> {
        let size = self.board.as_ref().map(Board::size).ok_or("no game")?;
        let own = stones.iter().filter(|(_, mine)| *mine).count();
        let theirs = stones.len() - own;
        // It is the brain's turn: with as many stones as the opponent it
        // plays first (black); with one fewer, second (white).
        let my_colour = if own == theirs {
            Stone::Black
        } else if own + 1 == theirs {
            Stone::White
        } else {
            return Err(format!(
                "{own} own and {theirs} opponent stones cannot be the brain's turn"
            ));
        };
        let mut board = Board::new(size).map_err(|e| e.to_string())?;
        for &(pos, mine) in stones {
            let stone = if mine {
                my_colour
            } else {
                my_colour.opponent()
            };
            board.set(pos, stone).map_err(|e| e.to_string())?;
        }
        self.board = Some(board);
        self.reply_move()
    }

    fn set_info(&mut self, args: &str) {
        let (key, value) = args.split_once(char::is_whitespace).unwrap_or((args, ""));
        let Ok(value) = value.trim().parse::<i64>() else {
            return;
        };
        let ms = u64::try_from(value).unwrap_or(0);
        match key.to_ascii_lowercase().as_str() {
            "timeout_turn" => self.info.timeout_turn = ms,
            "timeout_match" => self.info.timeout_match = ms,
            "time_left" => self.info.time_left = ms,
            "max_memory" => self.info.max_memory = ms,
            "rule" => {
                self.info.rule = if value & 4 != 0 {
                    Rule::Renju
                } else if value & 1 != 0 {
                    Rule::Standard
                } else {
                    Rule::Freestyle
                }
            }
            // Unknown keys are allowed by the protocol and ignored.
            _ => {}
        }
    }

    /// Chooses, plays and announces the brain's move.
    fn reply_move(&mut self) -> Result<Vec<String>, String> {
        let board = self.board.clone().ok_or("no game: send START first")?;
        let game = Game::from_board(board, self.info.rule);
        if game.outcome().is_some() {
            return Err("the game is already over".into());
        }
        let limits = Limits {
            deadline: Some(Instant::now() + self.info.move_budget()),
            ..Limits::default()
        };
        let pos = self
            .player
            .choose(&game, &limits)
            .ok_or("no legal move left")?;
        self.board_mut()?.place(pos).map_err(|e| e.to_string())?;
        Ok(vec![format!("{},{}", pos.x, pos.y)])
    }
}

/// Reads `x,y` (each 0..=255).
fn parse_pair(args: &str) -> Result<(u8, u8), String> {
    let bad = || format!("expected 'x,y', got '{}'", printable(args));
    let (x, y) = args.split_once(',').ok_or_else(bad)?;
    let x = x.trim().parse().map_err(|_| bad())?;
    let y = y.trim().parse().map_err(|_| bad())?;
    Ok((x, y))
}

/// Input echoed back in a reply: control characters replaced, length
/// capped, so garbage cannot break the line-based protocol.
fn printable(s: &str) -> String {
    s.chars()
        .take(40)
        .map(|c| if c.is_control() { '?' } else { c })
        .collect()
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
