//! A game with its variations: the moves tried from each position, the
//! first of them the main line, each node with a comment — what an
//! analysis board keeps and SGF ([`crate::game::record::sgf`]) reads and
//! writes.
//!
//! A node is named by its [`NodePath`]: the child taken at each step from
//! the root (`[]` is the root, `[0, 0]` the main line's second move).
//! Playing a move at a node goes into the child with that move if there
//! is one, else starts a new branch after the others: after taking moves
//! back, a new move keeps the old line.
//!
//! ```
//! use gomoku::game::board::Pos;
//! use gomoku::game::rules::Rule;
//! use gomoku::game::tree::GameTree;
//!
//! let mut tree = GameTree::new(15, Rule::Freestyle).unwrap();
//! let a = tree.play(&[], Pos::new(7, 7)).unwrap();
//! let b = tree.play(&a, Pos::new(8, 8)).unwrap();
//! // Back one move, and another reply: a second branch.
//! let c = tree.play(&a, Pos::new(6, 6)).unwrap();
//! assert_eq!((b, c.clone()), (vec![0, 0], vec![0, 1]));
//! tree.promote(&c);
//! assert_eq!(tree.main_line(), [Pos::new(7, 7), Pos::new(6, 6)]);
//! ```

use std::fmt;

use crate::game::board::{Board, PlaceError, Pos, Stone, UnsupportedSize};
use crate::game::rules::{Game, PlayError, Rule};

/// A node's address: the index of the child taken at each step from the
/// root.
pub type NodePath = Vec<usize>;

/// One position of the tree: the move that led to it (none at the root),
/// a comment, and the moves tried from it, the first the main line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Node {
    /// The move that led here (`None` at the root).
    pub pos: Option<Pos>,
    /// What was written about the position (empty: nothing).
    pub comment: String,
    /// The moves tried from here, the main line first.
    pub children: Vec<Node>,
}

impl Node {
    /// The child whose move is `pos`, by index.
    #[must_use]
    pub fn child_with(&self, pos: Pos) -> Option<usize> {
        self.children.iter().position(|c| c.pos == Some(pos))
    }
}

/// What a tree refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// A board size the board does not support.
    Size(UnsupportedSize),
    /// No node has that path.
    NoSuchNode(NodePath),
    /// The move cannot be played there.
    Play(PlayError),
    /// A set-up stone off the board or on another.
    SetUp(PlaceError),
    /// The set-up position already holds a five.
    FiveInSetUp,
    /// The side to move is part of the set-up: it cannot change once the
    /// tree has moves.
    HasMoves,
    /// The move cannot be given to that side: black has neither as many
    /// stones as white nor one more.
    Count {
        /// Black's set-up stones.
        black: usize,
        /// White's.
        white: usize,
    },
    /// A stone or move at this point (of the old board) falls off the new
    /// board.
    DoesNotFit(Pos),
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeError::Size(e) => write!(f, "{e}"),
            TreeError::NoSuchNode(path) => write!(f, "no node at {path:?}"),
            TreeError::Play(e) => write!(f, "{e}"),
            TreeError::SetUp(e) => write!(f, "set-up stone: {e:?}"),
            TreeError::FiveInSetUp => f.write_str("the set-up position already holds a five"),
            TreeError::HasMoves => f.write_str("the side to move is set before the first move"),
            TreeError::Count { black, white } => write!(
                f,
                "with {black} black and {white} white stones no side can be given the move"
            ),
            TreeError::DoesNotFit(pos) => write!(f, "the stone at {pos:?} falls off the board"),
        }
    }
}

impl std::error::Error for TreeError {}

/// A game and its variations on one board under one rule, from a start
/// position of set-up stones (none for a game from an empty board), the
/// side to move there following from the counts unless it was given to
/// the other side ([`GameTree::with_to_move`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameTree {
    size: usize,
    rule: Rule,
    setup: Vec<(Pos, Stone)>,
    /// The side given the move at the start when the counts say the other.
    given: Option<Stone>,
    root: Node,
}

impl GameTree {
    /// An empty tree on an empty board.
    ///
    /// # Errors
    /// [`UnsupportedSize`] for a size the board does not support.
    pub fn new(size: usize, rule: Rule) -> Result<GameTree, UnsupportedSize> {
        Board::new(size)?;
        Ok(GameTree {
            size,
            rule,
            setup: Vec::new(),
            given: None,
            root: Node::default(),
        })
    }

    /// An empty tree from a position of set-up stones (SGF's `AB` and
    /// `AW`); the side to move follows from the counts, as on any board.
    ///
    /// # Errors
    /// [`TreeError::Size`], [`TreeError::SetUp`] for a stone off the board or on another,
    /// [`TreeError::FiveInSetUp`] when the stones already make five.
    pub fn with_setup(
        size: usize,
        rule: Rule,
        setup: &[(Pos, Stone)],
    ) -> Result<GameTree, TreeError> {
        let mut board = Board::new(size).map_err(TreeError::Size)?;
        for &(pos, stone) in setup {
            board.set(pos, stone).map_err(TreeError::SetUp)?;
        }
        if Game::from_board(board, rule).outcome().is_some() {
            return Err(TreeError::FiveInSetUp);
        }
        Ok(GameTree {
            size,
            rule,
            setup: setup.to_vec(),
            given: None,
            root: Node::default(),
        })
    }

    /// The same start position with `stone` to move (SGF's `PL`): the
    /// side the counts say, or the other one when black has as many stones
    /// as white or one more (see [`Board::set_to_move`]).
    ///
    /// # Errors
    /// [`TreeError::HasMoves`] once the tree has moves (their colours would
    /// change), [`TreeError::Count`] for counts that give no choice.
    pub fn with_to_move(mut self, stone: Stone) -> Result<GameTree, TreeError> {
        if !self.is_empty() {
            return Err(TreeError::HasMoves);
        }
        self.given = None;
        let mut board = self.start().board().clone();
        if !board.set_to_move(stone) {
            let count = |c: Stone| self.setup.iter().filter(|s| s.1 == c).count();
            return Err(TreeError::Count {
                black: count(Stone::Black),
                white: count(Stone::White),
            });
        }
        self.given = (self.start().to_move() != stone).then_some(stone);
        Ok(self)
    }

    /// The side given the move at the start against what the counts say,
    /// if it was.
    #[must_use]
    pub fn given_to_move(&self) -> Option<Stone> {
        self.given
    }

    /// The same tree — set-up, side to move, every move and comment — on a
    /// board of `size` lines under `rule`. The stones keep their place
    /// relative to the centre (a board two lines wider moves each one
    /// point right and down).
    ///
    /// # Errors
    /// [`TreeError::DoesNotFit`] for the first stone or move that falls
    /// off the new board, [`TreeError::Size`], [`TreeError::FiveInSetUp`]
    /// when the set-up makes five under `rule`, [`TreeError::Play`] for
    /// the first move `rule` does not allow (a forbidden point, or a move
    /// after a five); the tree itself is unchanged.
    pub fn rebuilt(&self, size: usize, rule: Rule) -> Result<GameTree, TreeError> {
        Board::new(size).map_err(TreeError::Size)?;
        let shift = (size as i64 - self.size as i64) / 2;
        let moved = |pos: Pos| -> Result<Pos, TreeError> {
            let (x, y) = (i64::from(pos.x) + shift, i64::from(pos.y) + shift);
            let fits = |c: i64| (0..size as i64).contains(&c);
            if fits(x) && fits(y) {
                Ok(Pos::new(x as u8, y as u8))
            } else {
                Err(TreeError::DoesNotFit(pos))
            }
        };
        let setup = self
            .setup
            .iter()
            .map(|&(pos, stone)| Ok((moved(pos)?, stone)))
            .collect::<Result<Vec<_>, TreeError>>()?;
        let mut tree = GameTree::with_setup(size, rule, &setup)?;
        if let Some(stone) = self.given {
            tree = tree.with_to_move(stone)?;
        }
        fn copy(
            tree: &mut GameTree,
            path: &[usize],
            node: &Node,
            moved: &dyn Fn(Pos) -> Result<Pos, TreeError>,
        ) -> Result<(), TreeError> {
            tree.set_comment(path, node.comment.clone())?;
            for child in &node.children {
                let Some(pos) = child.pos else { continue };
                let next = tree.play(path, moved(pos)?)?;
                copy(tree, &next, child, moved)?;
            }
            Ok(())
        }
        copy(&mut tree, &[], &self.root, &moved)?;
        Ok(tree)
    }

    /// The tree of one line of moves from an empty board (a record's
    /// main line).
    ///
    /// # Errors
    /// [`TreeError::Size`], or [`TreeError::Play`] at the first move that
    /// cannot be played.
    pub fn from_moves(size: usize, rule: Rule, moves: &[Pos]) -> Result<GameTree, TreeError> {
        let mut tree = GameTree::new(size, rule).map_err(TreeError::Size)?;
        let mut at = Vec::new();
        for &pos in moves {
            at = tree.play(&at, pos)?;
        }
        Ok(tree)
    }

    /// The board's size.
    #[must_use]
    pub fn size(&self) -> usize {
        self.size
    }

    /// The rule the moves are played under.
    #[must_use]
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// The set-up stones, in the order given.
    #[must_use]
    pub fn setup(&self) -> &[(Pos, Stone)] {
        &self.setup
    }

    /// The root: the start position (its comment is the game's).
    #[must_use]
    pub fn root(&self) -> &Node {
        &self.root
    }

    /// The node at `path`.
    #[must_use]
    pub fn node(&self, path: &[usize]) -> Option<&Node> {
        path.iter()
            .try_fold(&self.root, |node, &i| node.children.get(i))
    }

    fn node_mut(&mut self, path: &[usize]) -> Result<&mut Node, TreeError> {
        let mut node = &mut self.root;
        for &i in path {
            node = node
                .children
                .get_mut(i)
                .ok_or_else(|| TreeError::NoSuchNode(path.to_vec()))?;
        }
        Ok(node)
    }

    /// The moves from the root to the node at `path`.
    #[must_use]
    pub fn moves_to(&self, path: &[usize]) -> Option<Vec<Pos>> {
        let mut node = &self.root;
        let mut moves = Vec::with_capacity(path.len());
        for &i in path {
            node = node.children.get(i)?;
            moves.push(node.pos?);
        }
        Some(moves)
    }

    /// The start position: the set-up stones on an empty board.
    #[must_use]
    pub fn start(&self) -> Game {
        let mut board = Board::new(self.size).unwrap_or_else(|_| unreachable!("checked when made"));
        for &(pos, stone) in &self.setup {
            // Checked when the tree was made.
            let _ = board.set(pos, stone);
        }
        if let Some(stone) = self.given {
            // Checked when it was given.
            board.set_to_move(stone);
        }
        Game::from_board(board, self.rule)
    }

    /// The position at the node at `path`.
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`] when there is no such node.
    pub fn game_at(&self, path: &[usize]) -> Result<Game, TreeError> {
        let moves = self
            .moves_to(path)
            .ok_or_else(|| TreeError::NoSuchNode(path.to_vec()))?;
        let mut game = self.start();
        for pos in moves {
            // Every move was legal when it was added.
            game.play(pos).map_err(TreeError::Play)?;
        }
        Ok(game)
    }

    /// Plays `pos` for the side to move at the node at `path` and returns
    /// the path of the node it leads to: the child with that move if there
    /// is one, else a new branch after the others.
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`], or [`TreeError::Play`] when the move is
    /// illegal there (a taken point, a forbidden point, after a five); the
    /// tree is unchanged.
    pub fn play(&mut self, path: &[usize], pos: Pos) -> Result<NodePath, TreeError> {
        let mut game = self.game_at(path)?;
        let node = self.node_mut(path)?;
        let index = match node.child_with(pos) {
            Some(i) => i,
            None => {
                game.play(pos).map_err(TreeError::Play)?;
                node.children.push(Node {
                    pos: Some(pos),
                    ..Node::default()
                });
                node.children.len() - 1
            }
        };
        let mut next = path.to_vec();
        next.push(index);
        Ok(next)
    }

    /// Makes the line to the node at `path` the main line: at each step
    /// its branch becomes the first, the others keep their order after
    /// it. Returns the node's new path (all zeros), or `None` when there
    /// is no such node.
    pub fn promote(&mut self, path: &[usize]) -> Option<NodePath> {
        self.node(path)?;
        let mut node = &mut self.root;
        for &i in path {
            let child = node.children.remove(i);
            node.children.insert(0, child);
            node = &mut node.children[0];
        }
        Some(vec![0; path.len()])
    }

    /// Deletes the node at `path` with everything after it and returns
    /// it; the root cannot be deleted (`None`), nor a node that is not
    /// there.
    pub fn delete(&mut self, path: &[usize]) -> Option<Node> {
        let (&last, parent) = path.split_last()?;
        let parent = self.node_mut(parent).ok()?;
        (last < parent.children.len()).then(|| parent.children.remove(last))
    }

    /// Sets the comment of the node at `path` (empty: none).
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`].
    pub fn set_comment(
        &mut self,
        path: &[usize],
        comment: impl Into<String>,
    ) -> Result<(), TreeError> {
        self.node_mut(path)?.comment = comment.into();
        Ok(())
    }

    /// The path of the main line's last node (first children all the way).
    #[must_use]
    pub fn main_path(&self) -> NodePath {
        let mut path = Vec::new();
        let mut node = &self.root;
        while let Some(first) = node.children.first() {
            path.push(0);
            node = first;
        }
        path
    }

    /// The main line's moves.
    #[must_use]
    pub fn main_line(&self) -> Vec<Pos> {
        self.moves_to(&self.main_path()).unwrap_or_default()
    }

    /// How many nodes the tree has, the root included.
    #[must_use]
    pub fn len(&self) -> usize {
        fn count(node: &Node) -> usize {
            1 + node.children.iter().map(count).sum::<usize>()
        }
        count(&self.root)
    }

    /// Whether the tree has no move (the root alone).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.root.children.is_empty()
    }
}
