//! The brain's side of the Gomocup protocol: what `pbrain-gomoku` runs.
//!
//! [`Brain`] is the whole conversation without any I/O: each input line
//! goes to [`Brain::handle`], which returns the lines to write back. Nothing
//! the manager sends can make it panic: an unknown command gets
//! `UNKNOWN …`, a malformed or illegal one `ERROR …`, and the brain carries
//! on.
//!
//! Besides the moves (`BEGIN`, `TURN`, `BOARD`, `TAKEBACK`), the brain
//! makes the swap2 opening's decisions when the manager sends
//! `SWAP2BOARD`: see the `swap2` half of this module's impl
//! (src/protocol/swap2.rs) for the answers.
//!
//! ```
//! use gomoku::engine::Level;
//! use gomoku::protocol::Brain;
//!
//! let mut brain = Brain::new(Level::Classic, 7);
//! assert_eq!(brain.handle("START 15"), ["OK"]);
//! let reply = brain.handle("TURN 7,7");
//! assert_eq!(reply.len(), 1); // the brain's move, as "x,y"
//! assert!(brain.handle("FLY").first().is_some_and(|l| l.starts_with("UNKNOWN")));
//! ```

use super::{Info, parse_pair, printable, rule_from_info};

use crate::engine::Level;
use crate::engine::player::{Player, Turn};
use crate::game::board::{Board, Pos, Stone};
use crate::game::rules::Game;

/// The brain's side of the conversation.
pub struct Brain {
    pub(super) level: Level,
    player: Box<dyn Player>,
    /// At most this many positions a move (`None`: only the clock).
    pub(super) nodes: Option<u64>,
    /// The seed of the next game's player.
    pub(super) seed: u64,
    /// How many games (`START`, `RESTART`) have begun.
    board_games: u32,
    pub(super) board: Option<Board>,
    pub(super) info: Info,
    /// Stones collected between `BOARD` and `DONE`: (point, own stone?).
    pending_board: Option<Vec<(Pos, bool)>>,
    /// Stones collected between `SWAP2BOARD` and `DONE`, in move order.
    pub(super) pending_swap2: Option<Vec<Pos>>,
    pub(super) finished: bool,
}

impl Brain {
    /// A brain playing `level`, its random choices following `seed`.
    #[must_use]
    pub fn new(level: Level, seed: u64) -> Brain {
        Brain {
            level,
            player: level.player(seed),
            nodes: None,
            seed: seed.wrapping_add(1),
            board_games: 0,
            board: None,
            info: Info::default(),
            pending_board: None,
            pending_swap2: None,
            finished: false,
        }
    }

    /// Limits each move to about `nodes` positions as well as the clock: a
    /// limit that does not depend on the machine's speed, so the brain's
    /// moves can be compared with the window's. A `SWAP2BOARD` decision,
    /// which searches several positions, gets this many in all.
    #[must_use]
    pub fn with_nodes(mut self, nodes: Option<u64>) -> Brain {
        self.nodes = nodes;
        self
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
        if self.pending_swap2.is_some() {
            return self.swap2_line(line);
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
            "SWAP2BOARD" => self.with_board(|b| {
                b.pending_swap2 = Some(Vec::new());
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
        // A new game, a new player: what it learnt lasts one game.
        if self.board_games > 0 {
            self.player = self.level.player(self.seed);
            self.seed = self.seed.wrapping_add(1);
        }
        self.board_games += 1;
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

    /// Takes back the last move. Managers (Piskvork and the like) only
    /// ever take back the last move, so anything else is refused and
    /// changes nothing: clearing an earlier stone would leave its move in
    /// the history and the colours out of turn.
    fn takeback(&mut self, args: &str) -> Result<Vec<String>, String> {
        let (x, y) = parse_pair(args)?;
        let board = self.board_mut()?;
        let pos = Pos::new(x, y);
        let last_colour = board.to_move().opponent();
        match board.last_move() {
            Some(last) if last == pos => {
                board.undo();
            }
            Some(last) => {
                return Err(format!(
                    "only the last move ({},{}) can be taken back, not {x},{y}",
                    last.x, last.y
                ));
            }
            // A position set up without an order (see `set_up`) has no
            // history: any stone of the side that moved last may be the
            // last move.
            None if board.get(pos) == Some(last_colour) && board.stone_count() > 0 => {
                board.clear(pos);
            }
            None if board.get(pos).is_some() => {
                return Err(format!(
                    "{x},{y} is not a stone of the side that moved last"
                ));
            }
            None => return Err(format!("no stone at {x},{y} to take back")),
        }
        Ok(vec!["OK".into()])
    }

    fn board_line(&mut self, line: &str) -> Vec<String> {
        // END ends the program wherever it comes: a manager that gives up
        // half-way through a position must not be left waiting for EOF.
        if line.eq_ignore_ascii_case("END") {
            self.pending_board = None;
            self.finished = true;
            return Vec::new();
        }
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
        // Piskvork lists the stones in the order they were played: replayed
        // as moves they give the history that `TAKEBACK` needs. Stones in
        // another order are laid out as they are, without a history.
        if let Some(board) = replay(size, stones, my_colour) {
            self.board = Some(board);
            return self.reply_move();
        }
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
        // A negative time makes no sense as a limit; it is read as 0, which
        // for `timeout_turn` means "play at once" (see `Info::move_budget`).
        let ms = u64::try_from(value).unwrap_or(0);
        match key.to_ascii_lowercase().as_str() {
            "timeout_turn" => self.info.timeout_turn = ms,
            "timeout_match" => self.info.timeout_match = ms,
            "time_left" => self.info.time_left = ms,
            "max_memory" => self.info.max_memory = ms,
            "rule" => self.info.rule = rule_from_info(value),
            // More threads than the machine has would only share its
            // cores; fewer than one is one.
            "thread_num" => {
                let most = crate::engine::max_threads();
                self.info.thread_num = usize::try_from(value).unwrap_or(1).clamp(1, most);
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
        let turn = Turn {
            time: Some(self.info.time()),
            nodes: self.nodes,
            threads: self.info.thread_num,
            ..Turn::default()
        };
        let pos = self
            .player
            .think(&game, &turn, &mut |_| {})
            .map_err(|fault| fault.to_string())?
            .best
            .ok_or("no legal move left")?;
        self.board_mut()?.place(pos).map_err(|e| e.to_string())?;
        Ok(vec![format!("{},{}", pos.x, pos.y)])
    }
}

/// The stones of a `BOARD` as moves, when they alternate black, white, …
/// in the order given; `None` otherwise (or for a stone that cannot go
/// there, which the caller reports).
fn replay(size: usize, stones: &[(Pos, bool)], my_colour: Stone) -> Option<Board> {
    let mut board = Board::new(size).ok()?;
    for &(pos, mine) in stones {
        let stone = if mine {
            my_colour
        } else {
            my_colour.opponent()
        };
        if board.to_move() != stone || board.place(pos).is_err() {
            return None;
        }
    }
    Some(board)
}
