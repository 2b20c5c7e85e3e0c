//! The puzzles' text form, one section a puzzle:
//!
//! ```text
//! == <id> <rule> <kind> size=<n> plies=<n> nodes=<n> answers=<points> solution=<points> [source=<game id>:<move number>] [moves=<points>]
//! <board diagram, as `Board` prints it, when there is no moves=>
//! ```
//!
//! Points are written as a move string (`h8i9`). A puzzle with `moves=`
//! is the position after those moves; one without has its diagram. Lines
//! starting with `#` are comments. The built-in set ([`builtin`]) is
//! `assets/puzzles.txt` in this form, sorted by difficulty.

use std::fmt;
use std::sync::OnceLock;

use crate::game::notation::{moves_string, parse_board, parse_moves};
use crate::game::rules::Rule;

use super::{Puzzle, PuzzleKind, Source, position_after};

/// The built-in set's text.
const BUILTIN: &str = include_str!("../../../assets/puzzles.txt");

/// What is wrong with a puzzle's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The puzzle's id, or the line, where it went wrong.
    pub at: String,
    /// What is wrong.
    pub what: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "puzzle {}: {}", self.at, self.what)
    }
}

impl std::error::Error for ParseError {}

/// The built-in puzzles, easiest first (read once).
///
/// # Panics
/// Never in a build whose tests passed: the shipped file is read by them.
#[must_use]
pub fn builtin() -> &'static [Puzzle] {
    static SET: OnceLock<Vec<Puzzle>> = OnceLock::new();
    SET.get_or_init(|| match parse_all(BUILTIN) {
        Ok(set) => set,
        Err(e) => {
            log::error!("the built-in puzzles do not read: {e}");
            Vec::new()
        }
    })
}

impl Puzzle {
    /// The puzzle's section in the text form.
    #[must_use]
    pub fn to_text(&self) -> String {
        let size = self.size();
        let mut header = format!(
            "== {} {} {} size={size} plies={} nodes={} answers={} solution={}",
            self.id,
            self.rule,
            self.kind.name(),
            self.plies,
            self.nodes,
            moves_string(&self.answers, size),
            moves_string(&self.solution, size),
        );
        if let Source::Kept { game, move_number } = &self.source {
            header += &format!(" source={game}:{move_number}");
        }
        if self.moves.is_empty() {
            format!("{header}\n{}", self.board)
        } else {
            format!("{header} moves={}\n", moves_string(&self.moves, size))
        }
    }
}

/// Reads every section of `text`.
///
/// # Errors
/// The first section that does not read, named.
pub fn parse_all(text: &str) -> Result<Vec<Puzzle>, ParseError> {
    let mut sections: Vec<(&str, String)> = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        match (line.strip_prefix("== "), sections.last_mut()) {
            (Some(header), _) => sections.push((header, String::new())),
            (None, Some((_, diagram))) => {
                diagram.push_str(line);
                diagram.push('\n');
            }
            (None, None) if line.trim().is_empty() => {}
            (None, None) => {
                return Err(ParseError {
                    at: line.to_string(),
                    what: "text before the first puzzle".to_string(),
                });
            }
        }
    }
    sections
        .into_iter()
        .map(|(header, diagram)| parse_one(header, &diagram))
        .collect()
}

fn parse_one(header: &str, diagram: &str) -> Result<Puzzle, ParseError> {
    let mut fields = header.split_whitespace();
    let id = fields.next().unwrap_or_default().to_string();
    let fail = |what: String| ParseError {
        at: id.clone(),
        what,
    };
    let rule: Rule = fields
        .next()
        .ok_or_else(|| fail("no rule".into()))?
        .parse()
        .map_err(fail)?;
    let kind_name = fields.next().ok_or_else(|| fail("no kind".into()))?;
    let kind = PuzzleKind::from_name(kind_name)
        .ok_or_else(|| fail(format!("unknown kind {kind_name}")))?;
    let mut values = std::collections::HashMap::new();
    for field in fields {
        let (key, value) = field
            .split_once('=')
            .ok_or_else(|| fail(format!("'{field}' is not key=value")))?;
        values.insert(key, value);
    }
    let get = |key: &str| {
        values
            .get(key)
            .copied()
            .ok_or_else(|| fail(format!("no {key}=")))
    };
    let number = |key: &str| -> Result<u64, ParseError> {
        get(key)?
            .parse()
            .map_err(|_| fail(format!("{key}= is not a number")))
    };
    let size = number("size")? as usize;
    let points = |key: &str| {
        let text = values.get(key).copied().unwrap_or("");
        parse_moves(text, size).map_err(|e| fail(format!("{key}=: {e}")))
    };
    let moves = points("moves")?;
    let board = if moves.is_empty() {
        parse_board(diagram).map_err(|e| fail(e.to_string()))?
    } else {
        position_after(&moves, size, rule)
            .ok_or_else(|| fail("the moves do not lead to a game going on".into()))?
            .board()
            .clone()
    };
    if board.size() != size {
        return Err(fail(format!("the board is not {size} lines")));
    }
    let source = match values.get("source") {
        None => Source::BuiltIn,
        Some(text) => {
            let (game, number) = text
                .rsplit_once(':')
                .ok_or_else(|| fail("source= is not game:move".into()))?;
            Source::Kept {
                game: game.to_string(),
                move_number: number
                    .parse()
                    .map_err(|_| fail("source='s move is not a number".into()))?,
            }
        }
    };
    let answers = points("answers")?;
    let solution = points("solution")?;
    if answers.is_empty() || solution.is_empty() {
        return Err(fail("no answer".into()));
    }
    Ok(Puzzle {
        kind,
        rule,
        board,
        moves,
        answers,
        solution,
        plies: number("plies")? as u32,
        nodes: number("nodes")?,
        source,
        id,
    })
}
