//! SGF, the Smart Game Format (FF[4]), for Gomoku: a game with its
//! variations and comments, as a [`GameTree`].
//!
//! What is read and written:
//! - the root node: `GM[4]` (Gomoku's game number; a file naming another
//!   game is refused), `FF[4]`, `CA[UTF-8]`, `SZ` (a square board: `15`;
//!   `15:15` is read too), `RU` (the rule by this program's names:
//!   `freestyle`, `standard`, `renju`; without one, or with a name it does
//!   not know, the rule asked for), set-up stones `AB` and `AW`, the
//!   player to move `PL` (`B` or `W`; either when black has as many
//!   stones as white or one more) and a comment `C`;
//! - moves `B[hh]` and `W[ii]` in SGF's coordinates: column then row, each
//!   a letter from `a`, `aa` the top-left point; each move's colour must
//!   be the side to move's (no passes);
//! - comments `C[…]` on any node, `\` escaping `]`, `\` and `:` and a
//!   backslash before a line end joining the lines;
//! - variations: `(;B[hh];W[ii](;B[jj])(;B[gg]))`, the first the main line.
//!
//! Other properties (players, dates, results, marks) are skipped. Set-up
//! stones after the first node are refused. Writing gives one node a
//! line, variations in parentheses; reading what was written and writing
//! it again gives the same text.
//!
//! ```
//! use gomoku::game::record::{ReadOptions, sgf};
//!
//! let text = "(;GM[4]FF[4]SZ[15];B[hh]C[the centre];W[ii](;B[jj])(;B[gg]))";
//! let tree = sgf::parse(text, ReadOptions::default()).unwrap();
//! assert_eq!(tree.main_line().len(), 3);
//! assert_eq!(tree.node(&[0]).unwrap().comment, "the centre");
//! assert_eq!(sgf::parse(&sgf::write(&tree), ReadOptions::default()).unwrap(), tree);
//! ```

use crate::game::board::{MAX_SIZE, Pos, Stone};
use crate::game::record::{MOVE_STRING_SIZE, MoveRef, ReadOptions, RecordError, RecordErrorKind};
use crate::game::tree::{GameTree, Node, TreeError};

/// What is wrong with an SGF file (besides what every record can get
/// wrong: its size, its moves).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SgfError {
    /// A character where SGF has none (outside a value): SGF expects `(`,
    /// `;`, `)` or a property's name there.
    Unexpected(char),
    /// The text ends inside a value: a `]` is missing.
    UnclosedValue,
    /// The text ends before a variation's `)`.
    UnclosedTree,
    /// A variation without a node (`()`), or a property without a value.
    Empty,
    /// `GM` names another game than Gomoku (4): as found.
    NotGomoku(String),
    /// `SZ` is not a size: as found.
    BadSize(String),
    /// A move's or set-up stone's point that is not two letters: as found.
    BadPoint(String),
    /// A move without a point (a pass: `B[]`, or `tt` on a small board).
    Pass(MoveRef),
    /// A move of the colour that is not to move.
    OutOfTurn(MoveRef, Stone),
    /// Set-up stones after the first node.
    SetUpLater,
    /// A set-up stone off the board or on another (as written).
    BadSetUp(String),
    /// The set-up stones already make five.
    SetUpFive,
    /// Variations nested deeper than any game goes ([`MAX_NESTING`]).
    TooDeep,
    /// The game has set-up stones, which a list of moves (a record read
    /// for its main line, a PSQ file, a move string) cannot hold.
    SetUpNotMoves,
    /// `PL` (the player to move at the start) is neither `B` nor `W`, or
    /// the set-up's counts give that side no move: as found.
    BadPlayer(String),
}

/// The deepest nesting of variations read: no game has more moves than a
/// board of [`MAX_SIZE`] has points, and a file nested deeper is refused
/// before its reading runs out of stack.
pub const MAX_NESTING: usize = MAX_SIZE * MAX_SIZE + 1;

/// Whether `text` looks like SGF: its first character after blanks (and
/// a byte-order mark) is `(`.
#[must_use]
pub fn looks_like_sgf(text: &str) -> bool {
    text.trim_start_matches(['\u{feff}', ' ', '\t', '\r', '\n'])
        .starts_with('(')
}

/// One property as read: its name, its values and the line it starts on.
struct Property {
    name: String,
    values: Vec<String>,
    line: usize,
}

/// A variation as read: its nodes in order, then its variations.
struct RawTree {
    nodes: Vec<Vec<Property>>,
    variations: Vec<RawTree>,
}

struct Reader<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
    /// Variations open around the one being read.
    depth: usize,
}

impl Reader<'_> {
    fn err(&self, e: SgfError) -> RecordError {
        RecordError::new(self.line, RecordErrorKind::Sgf(e))
    }

    fn next(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.line += 1;
        }
        Some(c)
    }

    fn skip_blanks(&mut self) {
        while self.chars.peek().is_some_and(|c| c.is_whitespace()) {
            self.next();
        }
    }

    /// `( Sequence GameTree* )`, the `(` already taken.
    fn tree(&mut self) -> Result<RawTree, RecordError> {
        let mut tree = RawTree {
            nodes: Vec::new(),
            variations: Vec::new(),
        };
        loop {
            self.skip_blanks();
            match self.next() {
                Some(';') if tree.variations.is_empty() => tree.nodes.push(self.node()?),
                Some('(') if !tree.nodes.is_empty() => {
                    if self.depth >= MAX_NESTING {
                        return Err(self.err(SgfError::TooDeep));
                    }
                    self.depth += 1;
                    tree.variations.push(self.tree()?);
                    self.depth -= 1;
                }
                Some(')') if !tree.nodes.is_empty() => return Ok(tree),
                Some(')') => return Err(self.err(SgfError::Empty)),
                Some(c) => return Err(self.err(SgfError::Unexpected(c))),
                None => return Err(self.err(SgfError::UnclosedTree)),
            }
        }
    }

    /// A node's properties, the `;` already taken.
    fn node(&mut self) -> Result<Vec<Property>, RecordError> {
        let mut props = Vec::new();
        loop {
            self.skip_blanks();
            match self.chars.peek() {
                Some(c) if c.is_ascii_alphabetic() => props.push(self.property()?),
                _ => return Ok(props),
            }
        }
    }

    fn property(&mut self) -> Result<Property, RecordError> {
        let line = self.line;
        let mut ident = String::new();
        while let Some(&c) = self.chars.peek().filter(|c| c.is_ascii_alphabetic()) {
            ident.push(c);
            self.next();
        }
        // FF[3] allowed lower-case letters in names, to be ignored.
        let name: String = ident.chars().filter(char::is_ascii_uppercase).collect();
        let mut values = Vec::new();
        loop {
            self.skip_blanks();
            if self.chars.peek() != Some(&'[') {
                break;
            }
            self.next();
            values.push(self.value()?);
        }
        if values.is_empty() {
            return Err(self.err(SgfError::Empty));
        }
        Ok(Property { name, values, line })
    }

    /// A value's text up to its `]`, escapes resolved.
    fn value(&mut self) -> Result<String, RecordError> {
        let mut text = String::new();
        loop {
            match self.next() {
                Some(']') => return Ok(text),
                Some('\\') => match self.next() {
                    // A soft line break: the lines join.
                    Some('\n') => {}
                    Some('\r') => {
                        if self.chars.peek() == Some(&'\n') {
                            self.next();
                        }
                    }
                    Some(c) => text.push(c),
                    None => return Err(self.err(SgfError::UnclosedValue)),
                },
                Some('\r') if self.chars.peek() == Some(&'\n') => {}
                Some(c) => text.push(c),
                None => return Err(self.err(SgfError::UnclosedValue)),
            }
        }
    }
}

/// An SGF point: two letters from `a`, column then row from the top.
fn point(value: &str) -> Option<Pos> {
    let mut letters = value.trim().chars();
    let coordinate = |c: char| {
        if c.is_ascii_lowercase() {
            Some(c as u8 - b'a')
        } else if c.is_ascii_uppercase() {
            Some(c as u8 - b'A' + 26)
        } else {
            None
        }
    };
    let (x, y) = (coordinate(letters.next()?)?, coordinate(letters.next()?)?);
    letters.next().is_none().then(|| Pos::new(x, y))
}

/// The SGF name of `pos`.
fn point_text(pos: Pos) -> String {
    let letter = |n: u8| char::from(if n < 26 { b'a' + n } else { b'A' + n - 26 });
    format!("{}{}", letter(pos.x), letter(pos.y))
}

/// Reads an SGF file's first game into a tree. `options.rule` is the rule
/// when the file names none this program knows; `options.size`, when
/// given, must be the file's.
///
/// # Errors
/// [`RecordError`] naming the line and what is wrong: the SGF's own
/// problems as [`RecordErrorKind::Sgf`], a move that cannot be played as
/// for any record.
pub fn parse(text: &str, options: ReadOptions) -> Result<GameTree, RecordError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut reader = Reader {
        chars: text.chars().peekable(),
        line: 1,
        depth: 0,
    };
    reader.skip_blanks();
    match reader.next() {
        Some('(') => {}
        Some(c) => return Err(reader.err(SgfError::Unexpected(c))),
        None => return Err(RecordError::new(0, RecordErrorKind::Empty)),
    }
    let raw = reader.tree()?;
    // `tree` always holds a node.
    let root = &raw.nodes[0];
    let mut size = options.size.unwrap_or(MOVE_STRING_SIZE);
    let mut rule = options.rule;
    let mut setup = Vec::new();
    let mut comment = String::new();
    let mut player = None;
    for p in root {
        let value = p.values[0].trim();
        let fail = |e| RecordError::new(p.line, RecordErrorKind::Sgf(e));
        match p.name.as_str() {
            "GM" if value != "4" => return Err(fail(SgfError::NotGomoku(value.to_string()))),
            "SZ" => {
                let (w, h) = value.split_once(':').unwrap_or((value, value));
                let number = |t: &str| t.trim().parse::<usize>().ok().filter(|&n| n <= 52);
                let (Some(w), Some(h)) = (number(w), number(h)) else {
                    return Err(fail(SgfError::BadSize(value.to_string())));
                };
                if w != h {
                    let kind = RecordErrorKind::NotSquare {
                        width: w,
                        height: h,
                    };
                    return Err(RecordError::new(p.line, kind));
                }
                if let Some(asked) = options.size.filter(|&a| a != w) {
                    let kind = RecordErrorKind::SizeMismatch { found: w, asked };
                    return Err(RecordError::new(p.line, kind));
                }
                size = w;
            }
            "RU" => rule = value.parse().unwrap_or(rule),
            "AB" | "AW" => {
                let stone = if p.name == "AB" {
                    Stone::Black
                } else {
                    Stone::White
                };
                for v in &p.values {
                    let pos = point(v).ok_or_else(|| fail(SgfError::BadPoint(v.clone())))?;
                    setup.push((pos, stone, p.line, format!("{}[{v}]", p.name)));
                }
            }
            "C" => comment.clone_from(&p.values[0]),
            "PL" => {
                let stone = match value {
                    "B" | "b" => Stone::Black,
                    "W" | "w" => Stone::White,
                    _ => return Err(fail(SgfError::BadPlayer(format!("PL[{value}]")))),
                };
                player = Some((stone, p.line, format!("PL[{value}]")));
            }
            _ => {}
        }
    }
    if !(crate::game::board::MIN_SIZE..=MAX_SIZE).contains(&size) {
        let line = root.iter().find(|p| p.name == "SZ").map_or(0, |p| p.line);
        return Err(RecordError::new(
            line,
            RecordErrorKind::UnsupportedSize(size),
        ));
    }
    let stones: Vec<(Pos, Stone)> = setup.iter().map(|&(p, s, _, _)| (p, s)).collect();
    let mut tree = GameTree::with_setup(size, rule, &stones).map_err(|e| match e {
        TreeError::FiveInSetUp => {
            let line = setup.last().map_or(0, |s| s.2);
            RecordError::new(line, RecordErrorKind::Sgf(SgfError::SetUpFive))
        }
        _ => {
            // The first stone that does not go on the board.
            let mut board = crate::game::board::Board::new(size).ok();
            let bad = setup.iter().find(|&&(pos, stone, _, _)| {
                board.as_mut().is_none_or(|b| b.set(pos, stone).is_err())
            });
            let (line, written) = bad.map_or((0, String::new()), |s| (s.2, s.3.clone()));
            RecordError::new(line, RecordErrorKind::Sgf(SgfError::BadSetUp(written)))
        }
    })?;
    if let Some((stone, line, written)) = player {
        tree = tree.with_to_move(stone).map_err(|_| {
            RecordError::new(line, RecordErrorKind::Sgf(SgfError::BadPlayer(written)))
        })?;
    }
    tree.set_comment(&[], comment)
        .unwrap_or_else(|_| unreachable!("the root is there"));
    // The root node's own move, if it has one, and the rest.
    let mut first = RawTree {
        nodes: raw.nodes,
        variations: raw.variations,
    };
    let root_node = first.nodes.remove(0);
    let at = apply_moves(&mut tree, Vec::new(), &root_node, true)?;
    apply(&mut tree, &at, &first)?;
    Ok(tree)
}

/// Plays a variation's nodes from the node at `path`, then its variations
/// from where its nodes end.
fn apply(tree: &mut GameTree, path: &[usize], raw: &RawTree) -> Result<(), RecordError> {
    let mut at = path.to_vec();
    for node in &raw.nodes {
        at = apply_moves(tree, at, node, false)?;
    }
    for variation in &raw.variations {
        apply(tree, &at, variation)?;
    }
    Ok(())
}

/// Plays a node's moves (and keeps its comment) from the node at `path`;
/// returns where it leads.
fn apply_moves(
    tree: &mut GameTree,
    mut path: Vec<usize>,
    node: &[Property],
    root: bool,
) -> Result<Vec<usize>, RecordError> {
    for p in node {
        let stone = match p.name.as_str() {
            "B" => Stone::Black,
            "W" => Stone::White,
            "AB" | "AW" | "AE" if !root => {
                return Err(RecordError::new(
                    p.line,
                    RecordErrorKind::Sgf(SgfError::SetUpLater),
                ));
            }
            _ => continue,
        };
        let value = p.values[0].trim();
        let written = format!("{}[{value}]", p.name);
        let number = path.len() + 1;
        let sgf = |e| RecordError::new(p.line, RecordErrorKind::Sgf(e));
        let pass = value.is_empty() || (value == "tt" && tree.size() <= 19);
        if pass {
            return Err(sgf(SgfError::Pass(MoveRef::new(number, written))));
        }
        let pos = point(value).ok_or_else(|| sgf(SgfError::BadPoint(value.to_string())))?;
        let game = tree
            .game_at(&path)
            .unwrap_or_else(|_| unreachable!("the path was just made"));
        if game.outcome().is_none() && game.to_move() != stone {
            return Err(sgf(SgfError::OutOfTurn(
                MoveRef::new(number, written),
                stone,
            )));
        }
        path = tree.play(&path, pos).map_err(|e| match e {
            TreeError::Play(e) => RecordError::play(p.line, number, &written, e),
            _ => unreachable!("the path was just made"),
        })?;
    }
    if !root && let Some(c) = node.iter().find(|p| p.name == "C") {
        tree.set_comment(&path, c.values[0].clone())
            .unwrap_or_else(|_| unreachable!("the path was just made"));
    }
    Ok(path)
}

/// Text as an SGF value: `\` and `]` escaped.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '\\' | ']') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Writes the tree as SGF: the root's properties, then one node a line,
/// each variation in parentheses after the node it branches from.
#[must_use]
pub fn write(tree: &GameTree) -> String {
    let mut out = format!(
        "(;GM[4]FF[4]CA[UTF-8]AP[gomoku]SZ[{}]RU[{}]",
        tree.size(),
        tree.rule()
    );
    for (name, colour) in [("AB", Stone::Black), ("AW", Stone::White)] {
        let points: Vec<String> = tree
            .setup()
            .iter()
            .filter(|&&(_, s)| s == colour)
            .map(|&(p, _)| format!("[{}]", point_text(p)))
            .collect();
        if !points.is_empty() {
            out += name;
            out += &points.concat();
        }
    }
    match tree.given_to_move() {
        Some(Stone::Black) => out += "PL[B]",
        Some(Stone::White) => out += "PL[W]",
        None => {}
    }
    if !tree.root().comment.is_empty() {
        out += &format!("C[{}]", escape(&tree.root().comment));
    }
    write_after(&mut out, tree.root(), tree.start().to_move());
    out += ")\n";
    out
}

/// Writes what follows `node`, `to_move` to play.
fn write_after(out: &mut String, node: &Node, to_move: Stone) {
    let one = node.children.len() == 1;
    for child in &node.children {
        out.push('\n');
        if !one {
            out.push('(');
        }
        out.push(';');
        if let Some(pos) = child.pos {
            let colour = if to_move == Stone::Black { "B" } else { "W" };
            out.push_str(&format!("{colour}[{}]", point_text(pos)));
        }
        if !child.comment.is_empty() {
            out.push_str(&format!("C[{}]", escape(&child.comment)));
        }
        write_after(out, child, to_move.opponent());
        if !one {
            out.push(')');
        }
    }
}
