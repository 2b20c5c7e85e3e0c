//! The analysis board: any position (set up stone by stone, or taken from
//! the game or the review on show), master's best lines while you look
//! (`thinker`, on a thread of its own, restarted on every change), and
//! the moves tried kept as a tree of variations (`game::tree`). The
//! window itself is drawn by `window.rs`.

mod files;
mod thinker;
mod tree_list;
mod window;

pub use window::Overlays;

use std::sync::Arc;

use crate::engine::{Level, MAX_LINES, Report};
use crate::game::board::{Pos, Stone};
use crate::game::rules::{Game, Rule};
use crate::game::tree::{GameTree, NodePath, TreeError};
use crate::gui::board_view::BoardGeometry;
use crate::teacher::{HeatMap, ThreatMap};
pub use files::{FileAsk, FileNote};
use thinker::Thinker;

impl crate::gui::GomokuApp {
    /// The analysis board (open or not).
    #[must_use]
    pub fn analysis(&self) -> &Analysis {
        &self.analysis
    }

    /// The analysis board (open or not), to act on it.
    pub fn analysis_mut(&mut self) -> &mut Analysis {
        &mut self.analysis
    }
}

/// What a click on the analysis board does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Plays a move for the side to move (a new branch after taking moves
    /// back).
    Play,
    /// Places (or takes back) a black set-up stone.
    Black,
    /// Places (or takes back) a white set-up stone.
    White,
    /// Removes a set-up stone.
    Erase,
}

/// Why an edit was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The tree has moves: editing starts a new position first.
    HasMoves,
    /// The tree has moves: the side to move is part of the set-up.
    SideHasMoves,
    /// The stones would make five.
    Five,
    /// Black would not have as many stones as white or one more.
    Count,
    /// On a board of another size a stone or move would fall off: the
    /// point, on the board of `size` lines it is on.
    DoesNotFit {
        /// The point.
        pos: Pos,
        /// The board it is on now.
        size: usize,
    },
    /// Under this rule a move of the tree could not be played.
    Rule(Rule),
}

/// The analysis board while it is open.
pub struct Board {
    tree: GameTree,
    /// The tree as it was opened or last saved: the player's work since
    /// is what differs from it.
    opened: GameTree,
    at: NodePath,
    /// The position at `at`, replayed once per change (not every frame).
    position: Game,
    /// Both colours' threats in it, read once per change.
    threats: ThreatMap,
    /// Master's view of every point it searched, from its latest report.
    heat: Option<HeatMap>,
    tool: Tool,
    lines: usize,
    thinking: bool,
    /// The outside engine thinking in the game, while master waits for it
    /// (so that it has the machine to itself and keeps to its time).
    held_by: Option<String>,
    thinker: Thinker,
    generation: u64,
    report: Option<Report>,
    done: bool,
    refused: Option<Refused>,
    /// What came of the last save or open.
    note: Option<FileNote>,
    geometry: Option<BoardGeometry>,
    /// The line under the mouse, by its number (its stones are shown).
    hovered: Option<usize>,
    /// The node the move list last showed (it scrolls to a new one).
    listed_at: Option<NodePath>,
}

/// The analysis board's window: closed, or open on a position.
pub struct Analysis {
    waker: Arc<dyn Fn() + Send + Sync>,
    board: Option<Board>,
    /// Trees with the player's unsaved work that another position or the
    /// window's closing replaced, for the app to keep in the data folder.
    unkept: Vec<GameTree>,
}

impl Analysis {
    /// Holds master back while the outside engine `by` thinks in the
    /// game, or lets it go on (`None`); see [`Board::hold`].
    pub fn hold(&mut self, by: Option<String>) {
        if let Some(board) = self.board.as_mut() {
            board.hold(by);
        }
    }

    /// A closed analysis board; `waker` asks the window to look again when
    /// master has more to say.
    #[must_use]
    pub fn new(waker: Arc<dyn Fn() + Send + Sync>) -> Analysis {
        Analysis {
            waker,
            board: None,
            unkept: Vec::new(),
        }
    }

    /// Opens the board on the game of `moves` (from an empty board of
    /// `size` lines under `rule`), at its last move, master thinking.
    ///
    /// # Errors
    /// When the moves do not make a game on such a board.
    pub fn open(&mut self, size: usize, rule: Rule, moves: &[Pos]) -> Result<(), TreeError> {
        let tree = GameTree::from_moves(size, rule, moves)?;
        let at = vec![0; moves.len()];
        self.open_tree(tree, at)
    }

    /// Opens the board on `tree` (an SGF file read, say) at the node at
    /// `at` (its root if there is no such node), keeping the lines shown
    /// and whether master thinks when the window is already open.
    ///
    /// # Errors
    /// Never for a node of the tree; the root always is one.
    pub fn open_tree(&mut self, tree: GameTree, at: NodePath) -> Result<(), TreeError> {
        let at = if tree.node(&at).is_some() {
            at
        } else {
            Vec::new()
        };
        let position = tree.game_at(&at)?;
        self.keep_unsaved();
        if let Some(board) = &mut self.board {
            board.opened = tree.clone();
            board.tree = tree;
            board.at = at;
            board.refused = None;
            board.changed();
            return Ok(());
        }
        self.board = Some(Board {
            threats: ThreatMap::compute(&position),
            position,
            heat: None,
            opened: tree.clone(),
            tree,
            at,
            tool: Tool::Play,
            lines: 3,
            thinking: true,
            held_by: None,
            thinker: Thinker::start(Arc::clone(&self.waker)),
            generation: 0,
            report: None,
            done: false,
            refused: None,
            note: None,
            geometry: None,
            hovered: None,
            listed_at: None,
        });
        if let Some(board) = &mut self.board {
            board.changed();
        }
        Ok(())
    }

    /// Whether the window is open.
    #[must_use]
    pub fn is_open(&self) -> bool {
        self.board.is_some()
    }

    /// The board, while open.
    #[must_use]
    pub fn board(&self) -> Option<&Board> {
        self.board.as_ref()
    }

    /// The board, while open, to act on it as its controls do.
    pub fn board_mut(&mut self) -> Option<&mut Board> {
        self.board.as_mut()
    }

    /// Closes the window (master stops); a tree with unsaved work is
    /// kept (see [`Analysis::take_unkept`]).
    pub fn close(&mut self) {
        self.keep_unsaved();
        self.board = None;
    }
}

impl Board {
    /// The tree of moves and variations.
    #[must_use]
    pub fn tree(&self) -> &GameTree {
        &self.tree
    }

    /// Whether the tree holds work of the player's not saved: it differs
    /// from the tree opened or last saved, and has something in it (a
    /// move, a set-up stone or a comment).
    #[must_use]
    pub fn unsaved(&self) -> bool {
        let tree = &self.tree;
        let empty = tree.is_empty() && tree.setup().is_empty() && tree.root().comment.is_empty();
        !empty && *tree != self.opened
    }

    /// The node on show.
    #[must_use]
    pub fn at(&self) -> &[usize] {
        &self.at
    }

    /// The position on show.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.position
    }

    /// Both colours' threats in the position on show.
    #[must_use]
    pub fn threats(&self) -> &ThreatMap {
        &self.threats
    }

    /// Master's latest report on the position on show.
    #[must_use]
    pub fn report(&self) -> Option<&Report> {
        self.report.as_ref()
    }

    /// Whether no search of the position on show is running: master's
    /// has ended, or master is stopped (its last report then comes in
    /// first), or the game there is over.
    #[must_use]
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// Why the last edit was refused, if it was.
    #[must_use]
    pub fn refused(&self) -> Option<Refused> {
        self.refused
    }

    /// What came of the last save or open, if anything.
    #[must_use]
    pub fn note(&self) -> Option<&FileNote> {
        self.note.as_ref()
    }

    /// The tool a click uses.
    #[must_use]
    pub fn tool(&self) -> Tool {
        self.tool
    }

    /// Where the board was last drawn.
    #[must_use]
    pub fn geometry(&self) -> Option<BoardGeometry> {
        self.geometry
    }

    /// Master's view of every point it searched in the position on show
    /// (the heat map, read from its latest report), once it has one.
    #[must_use]
    pub fn heat_map(&self) -> Option<&HeatMap> {
        self.heat.as_ref()
    }

    /// How many lines master shows.
    #[must_use]
    pub fn lines(&self) -> usize {
        self.lines
    }

    /// Shows `lines` lines (1 to 5).
    pub fn set_lines(&mut self, lines: usize) {
        let lines = lines.clamp(1, MAX_LINES);
        if lines != self.lines {
            self.lines = lines;
            self.changed();
        }
    }

    /// Chooses what a click does.
    pub fn set_tool(&mut self, tool: Tool) {
        self.tool = tool;
        self.refused = None;
    }

    /// Holds master back while the outside engine `by` thinks in the
    /// game (`None`: lets it go on, from where it was).
    pub fn hold(&mut self, by: Option<String>) {
        if by == self.held_by {
            return;
        }
        let was_held = self.held_by.is_some();
        self.held_by = by;
        if self.held_by.is_some() {
            // What the stopped search says last (that it is done) is not
            // heard: master is waiting, not done.
            self.generation += 1;
            self.thinker.stop();
        } else if was_held && !self.done {
            // Its lines so far stay on show until new ones come.
            self.generation += 1;
            self.thinker
                .think(self.generation, &self.position, self.lines);
        }
    }

    /// The outside engine master waits for, if it is held.
    #[must_use]
    pub fn held_by(&self) -> Option<&str> {
        self.held_by.as_deref()
    }

    /// Lets master think, or stops it.
    pub fn set_thinking(&mut self, thinking: bool) {
        self.thinking = thinking;
        if thinking {
            self.changed();
        } else {
            self.thinker.stop();
        }
    }

    /// The position or the lines changed: master starts again.
    fn changed(&mut self) {
        self.position = self
            .tree
            .game_at(&self.at)
            .unwrap_or_else(|_| self.tree.start());
        self.threats = ThreatMap::compute(&self.position);
        self.heat = None;
        self.generation += 1;
        self.report = None;
        self.hovered = None;
        // Master searches a position still being played while it is let
        // think; otherwise no search of this position runs (the thinker
        // is told to stop, which a stopped one already is).
        self.done = !self.thinking || self.position.outcome().is_some();
        if self.done || self.held_by.is_some() {
            self.thinker.stop();
        } else {
            self.thinker
                .think(self.generation, &self.position, self.lines);
        }
    }

    /// Takes what master has said about the position on show.
    pub fn poll(&mut self) {
        for heard in self.thinker.hear() {
            if heard.generation == self.generation {
                let map = HeatMap::from_report(Level::Master, &self.position, &heard.report);
                self.heat = (map.points().count() > 0).then_some(map);
                self.report = Some(heard.report);
                self.done = heard.done;
            }
        }
    }

    /// A click on the board's point `pos`, as the tool says (what was
    /// said over the board goes).
    pub fn click(&mut self, pos: Pos) {
        self.refused = None;
        self.note = None;
        match self.tool {
            Tool::Play => {
                if let Ok(next) = self.tree.play(&self.at, pos) {
                    self.at = next;
                    self.changed();
                }
            }
            Tool::Black => self.edit(pos, Some(Stone::Black)),
            Tool::White => self.edit(pos, Some(Stone::White)),
            Tool::Erase => self.edit(pos, None),
        }
    }

    /// Puts `stone` on `pos` in the set-up (or takes it off: the same
    /// colour again, or `None`), if the position that makes is one a game
    /// can reach.
    fn edit(&mut self, pos: Pos, stone: Option<Stone>) {
        if !self.tree.is_empty() {
            self.refused = Some(Refused::HasMoves);
            return;
        }
        let mut setup: Vec<(Pos, Stone)> = self.tree.setup().to_vec();
        let had = setup.iter().position(|&(p, _)| p == pos);
        let same = had.is_some_and(|i| Some(setup[i].1) == stone);
        if let Some(i) = had {
            setup.remove(i);
        }
        if let Some(stone) = stone.filter(|_| !same) {
            setup.push((pos, stone));
        }
        let count = |c: Stone| setup.iter().filter(|s| s.1 == c).count();
        let (black, white) = (count(Stone::Black), count(Stone::White));
        if black != white && black != white + 1 {
            self.refused = Some(Refused::Count);
            return;
        }
        match GameTree::with_setup(self.tree.size(), self.tree.rule(), &setup) {
            Ok(tree) => {
                self.tree = tree;
                self.at = Vec::new();
                self.changed();
            }
            Err(TreeError::FiveInSetUp) => self.refused = Some(Refused::Five),
            Err(_) => {}
        }
    }

    /// An empty board of the same size and rule, black to move; the moves
    /// and variations are left behind.
    pub fn clear(&mut self) {
        if let Ok(tree) = GameTree::new(self.tree.size(), self.tree.rule()) {
            self.tree = tree;
            self.at = Vec::new();
            self.refused = None;
            self.changed();
        }
    }

    /// Gives the move in the set-up position to `stone` (either side while
    /// black has as many stones as white or one more), before any move.
    pub fn set_to_move(&mut self, stone: Stone) {
        self.refused = None;
        if self.tree.start().to_move() == stone {
            return;
        }
        match self.tree.clone().with_to_move(stone) {
            Ok(tree) => {
                self.tree = tree;
                self.at = Vec::new();
                self.changed();
            }
            Err(TreeError::HasMoves) => self.refused = Some(Refused::SideHasMoves),
            Err(_) => self.refused = Some(Refused::Count),
        }
    }

    /// The whole tree under `rule`, when every move of it can be played
    /// there; refused with the reason otherwise.
    pub fn set_rule(&mut self, rule: Rule) {
        self.rebuild(self.tree.size(), rule);
    }

    /// The whole tree on a board of `size` lines (the stones keep their
    /// place around the centre), when it fits; refused with the reason
    /// otherwise.
    pub fn set_size(&mut self, size: usize) {
        self.rebuild(size, self.tree.rule());
    }

    fn rebuild(&mut self, size: usize, rule: Rule) {
        self.refused = None;
        if size == self.tree.size() && rule == self.tree.rule() {
            return;
        }
        match self.tree.rebuilt(size, rule) {
            Ok(tree) => {
                self.tree = tree;
                self.changed();
            }
            Err(TreeError::DoesNotFit(pos)) => {
                self.refused = Some(Refused::DoesNotFit {
                    pos,
                    size: self.tree.size(),
                });
            }
            Err(TreeError::FiveInSetUp) => self.refused = Some(Refused::Five),
            Err(_) => self.refused = Some(Refused::Rule(rule)),
        }
    }

    /// Starts a new position from the one on show: its stones become the
    /// set-up, the moves and variations are left behind.
    pub fn new_position_here(&mut self) {
        let board = self.position.board();
        let setup: Vec<(Pos, Stone)> = board
            .points()
            .filter_map(|p| board.get(p).map(|s| (p, s)))
            .collect();
        let to_move = self.position.to_move();
        let tree =
            GameTree::with_setup(self.tree.size(), self.tree.rule(), &setup).and_then(|tree| {
                if tree.start().to_move() == to_move {
                    Ok(tree)
                } else {
                    tree.with_to_move(to_move)
                }
            });
        if let Ok(tree) = tree {
            self.tree = tree;
            self.at = Vec::new();
            self.refused = None;
            self.changed();
        }
    }

    /// Shows the node at `path` (when there is one).
    pub fn go_to(&mut self, path: NodePath) {
        if self.tree.node(&path).is_some() && path != self.at {
            self.at = path;
            self.changed();
        }
    }

    /// One move back.
    pub fn back(&mut self) {
        let mut path = self.at.clone();
        if path.pop().is_some() {
            self.go_to(path);
        }
    }

    /// One move forward along the first variation.
    pub fn forward(&mut self) {
        let mut path = self.at.clone();
        path.push(0);
        self.go_to(path);
    }

    /// Makes the line to the node on show the main line.
    pub fn promote(&mut self) {
        if let Some(path) = self.tree.promote(&self.at) {
            self.at = path;
        }
    }

    /// Deletes the node on show and all that follows it; shows its
    /// parent.
    pub fn delete(&mut self) {
        if self.at.is_empty() {
            return;
        }
        if self.tree.delete(&self.at).is_some() {
            self.at.pop();
            self.changed();
        }
    }

    /// Plays master's line number `k` (from 0): its first move.
    pub fn play_line(&mut self, k: usize) {
        // A move master plays unweighed (the only defence, the centre)
        // comes without a line.
        let first = self.report.as_ref().and_then(|r| match r.lines.get(k) {
            Some(line) => Some(line.first),
            None => r.best.filter(|_| r.lines.is_empty() && k == 0),
        });
        if let Some(pos) = first {
            let tool = self.tool;
            self.tool = Tool::Play;
            self.click(pos);
            self.tool = tool;
        }
    }
}
