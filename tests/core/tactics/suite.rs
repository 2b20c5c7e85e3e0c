//! The tactics suite: positions from real games (harvested by
//! `harvest.rs`), each checked by the brute-force [`Reader`] before the
//! engine is asked, and the engine's answer checked by the reader too.
//!
//! Fixture files (`tests/fixtures/tactics/*.txt`) hold sections of
//!
//! ```text
//! == <name> <rule> <kind> <depth> <witness>
//! <board diagram, as `Board` prints it>
//! ```
//!
//! where `kind` is `vcf` or `vct` (the win the side to move has, or for the
//! defence set the win the opponent threatens), `depth` the attacker's moves
//! the reader needs, and `witness` a move the reader has proved right.

use gomoku::engine::{Level, Limits};
use gomoku::game::board::{Board, Pos, Stone};
use gomoku::game::notation::{parse_board, parse_point, point_name};
use gomoku::game::rules::{Game, Rule};

use super::reader::{Kind, Reader};

/// The search the suite gives each level for every puzzle: a node budget,
/// so the result does not depend on the machine's speed.
const NODES: u64 = 120_000;

pub struct Puzzle {
    pub name: String,
    pub rule: Rule,
    pub kind: Kind,
    pub depth: u32,
    pub witness: Pos,
    pub board: Board,
}

impl Puzzle {
    pub fn game(&self) -> Game {
        Game::from_board(self.board.clone(), self.rule)
    }

    fn mover(&self) -> Stone {
        self.board.to_move()
    }

    fn name_of(&self, p: Pos) -> String {
        point_name(p, self.board.size())
    }
}

/// Reads a fixture file; a malformed section fails the test naming it.
pub fn parse(text: &str) -> Vec<Puzzle> {
    let mut sections: Vec<(&str, String)> = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        match (line.strip_prefix("== "), sections.last_mut()) {
            (Some(header), _) => sections.push((header, String::new())),
            (None, Some((_, diagram))) => {
                diagram.push_str(line);
                diagram.push('\n');
            }
            (None, None) if line.trim().is_empty() => {}
            (None, None) => panic!("text before the first section: '{line}'"),
        }
    }
    let mut puzzles = Vec::new();
    for (header, diagram) in sections {
        let fields: Vec<&str> = header.split_whitespace().collect();
        let [name, rule, kind, depth, witness] = fields[..] else {
            panic!("bad header '{header}'");
        };
        let board = parse_board(&diagram).unwrap_or_else(|e| panic!("{name}: {e}"));
        let kind = match kind {
            "vcf" => Kind::Vcf,
            "vct" => Kind::Vct,
            other => panic!("{name}: unknown kind {other}"),
        };
        puzzles.push(Puzzle {
            name: name.to_string(),
            rule: rule.parse().unwrap_or_else(|e| panic!("{name}: {e}")),
            kind,
            depth: depth.parse().unwrap_or_else(|e| panic!("{name}: {e}")),
            witness: parse_point(witness, board.size()).unwrap_or_else(|e| panic!("{name}: {e}")),
            board,
        });
    }
    puzzles
}

/// Reads a fixture file that must hold at least `at_least` puzzles.
fn load(text: &str, at_least: usize) -> Vec<Puzzle> {
    let puzzles = parse(text);
    assert!(puzzles.len() >= at_least, "only {} puzzles", puzzles.len());
    puzzles
}

/// Reads a renju fixture file whose puzzles all have `mover` to move.
fn load_renju(text: &str, at_least: usize, mover: Stone) -> Vec<Puzzle> {
    let puzzles = load(text, at_least);
    for p in &puzzles {
        assert_eq!((p.rule, p.mover()), (Rule::Renju, mover), "{}", p.name);
    }
    puzzles
}

pub const VCF: &str = include_str!("../../fixtures/tactics/vcf.txt");
pub const VCT: &str = include_str!("../../fixtures/tactics/vct.txt");
pub const DEFEND: &str = include_str!("../../fixtures/tactics/defend.txt");
pub const RENJU_FORBIDDEN: &str = include_str!("../../fixtures/tactics/renju_forbidden.txt");
pub const RENJU_TRAP: &str = include_str!("../../fixtures/tactics/renju_trap.txt");

/// Whether `attacker` (to move) has a win of `kind` within `depth`.
pub fn has_win(reader: &Reader, board: &Board, attacker: Stone, kind: Kind, depth: u32) -> bool {
    reader.win(board, attacker, kind, depth).is_some()
}

/// How deep a defence is checked: fours a little past the threat's own
/// line, threes (the costly reading) exactly.
pub fn defence_depth(kind: Kind, depth: u32) -> u32 {
    match kind {
        Kind::Vcf => depth + 2,
        Kind::Vct => depth,
    }
}

/// A puzzle starts with no five on offer to either side (that would be a
/// one-move question, not a tactic).
fn assert_no_five(reader: &Reader, p: &Puzzle) {
    for side in [Stone::Black, Stone::White] {
        assert!(
            reader.five_points(&p.board, side).is_empty(),
            "{}: {side} has a five on offer",
            p.name
        );
    }
}

/// Whether the move `m` keeps a forced win for `attacker`. A longer win
/// than the puzzle's own line is fine (master often plays one), as long as
/// the reader proves it: by fours within six more moves, or by threats
/// within two more.
pub fn keeps_the_win(reader: &Reader, board: &Board, attacker: Stone, m: Pos, depth: u32) -> bool {
    reader.wins_by_fours_after(board, attacker, m, depth + 6)
        || reader.wins_after(board, attacker, m, depth + 2)
}

/// `level`'s move in `game` (a position of `puzzle`), which must be legal.
fn ask(level: Level, puzzle: &Puzzle, game: &Game) -> Pos {
    let m = level
        .engine(7)
        .choose(game, &Limits::nodes(NODES))
        .unwrap_or_else(|| panic!("{}: {level} found no move", puzzle.name));
    assert!(
        game.is_legal(m),
        "{}: {level} played the illegal {}",
        puzzle.name,
        puzzle.name_of(m)
    );
    m
}

/// Checks every puzzle of a win set with the reader, then asks master.
/// Returns the names master got wrong.
fn wins(text: &str, kind: Kind, at_least: usize) -> Vec<String> {
    let puzzles = load(text, at_least);
    let mut failed = Vec::new();
    for p in &puzzles {
        assert_eq!(p.kind, kind, "{}", p.name);
        let reader = Reader::new(p.rule);
        let board = &p.board;
        let me = p.mover();
        assert_no_five(&reader, p);
        assert!(
            has_win(&reader, board, me, kind, p.depth),
            "{}: the reader finds no win",
            p.name
        );
        assert!(
            !has_win(&reader, board, me, kind, p.depth - 1),
            "{}: the win is shorter than {}",
            p.name,
            p.depth
        );
        if kind == Kind::Vct {
            assert!(
                reader.vcf(board, me, 12).is_none(),
                "{}: a VCT puzzle must have no win by fours",
                p.name
            );
        }
        assert!(
            keeps_the_win(&reader, board, me, p.witness, p.depth),
            "{}: the witness {} does not win",
            p.name,
            p.name_of(p.witness)
        );
        let m = ask(Level::Master, p, &p.game());
        if !keeps_the_win(&reader, board, me, m, p.depth) {
            failed.push(format!("{} (played {})", p.name, p.name_of(m)));
        }
    }
    failed
}

#[test]
fn master_finds_every_win_by_fours() {
    let failed = wins(VCF, Kind::Vcf, 20);
    assert!(failed.is_empty(), "master missed: {failed:?}");
}

#[test]
fn master_finds_every_win_by_threes() {
    let failed = wins(VCT, Kind::Vct, 10);
    assert!(failed.is_empty(), "master missed: {failed:?}");
}

#[test]
fn the_suite_holds_thirty_wins() {
    assert!(parse(VCF).len() + parse(VCT).len() >= 30);
}

/// Plays master's answer in a defence puzzle, and the forced block when
/// master answers with a four (up to a few times), then returns the board
/// with the attacker to move, or `None` when master made five.
fn defend(p: &Puzzle, reader: &Reader) -> Option<Board> {
    let mut game = p.game();
    let me = p.mover();
    for _ in 0..8 {
        let m = ask(Level::Master, p, &game);
        if game.play(m).expect("legal").is_some() {
            return None;
        }
        match reader.five_points(game.board(), me).as_slice() {
            [] => return Some(game.board().clone()),
            [block] if game.is_legal(*block) => {
                game.play(*block).expect("legal");
            }
            // Two fives, or a block the attacker may not play: master wins.
            _ => return None,
        }
    }
    Some(game.board().clone())
}

#[test]
fn master_defends_every_threat() {
    let mut failed = Vec::new();
    for p in &load(DEFEND, 20) {
        let reader = Reader::new(p.rule);
        let me = p.mover();
        let them = me.opponent();
        let mut board = p.board.clone();
        assert_no_five(&reader, p);
        assert!(
            reader.vcf(&board, me, 12).is_none(),
            "{}: the side to move must have no win of its own",
            p.name
        );
        // The threat is real: were the side to move to pass, the opponent
        // would win.
        assert!(
            has_win(&reader, &board, them, p.kind, p.depth),
            "{}: no threat",
            p.name
        );
        // And it can be met: the witness does.
        board.set(p.witness, me).expect("the witness is empty");
        assert!(
            reader.five_points(&board, me).is_empty()
                && !has_win(
                    &reader,
                    &board,
                    them,
                    p.kind,
                    defence_depth(p.kind, p.depth)
                ),
            "{}: the witness {} does not defend",
            p.name,
            p.name_of(p.witness)
        );
        if let Some(after) = defend(p, &reader)
            && has_win(
                &reader,
                &after,
                them,
                p.kind,
                defence_depth(p.kind, p.depth),
            )
        {
            failed.push(format!("{}\n{after}", p.name));
        }
    }
    assert!(failed.is_empty(), "master did not defend: {failed:?}");
}

#[test]
fn black_never_plays_a_forbidden_point_it_would_like() {
    for p in &load_renju(RENJU_FORBIDDEN, 5, Stone::Black) {
        let game = p.game();
        assert!(
            game.forbidden(p.witness).is_some(),
            "{}: the witness is allowed",
            p.name
        );
        // Without the rule the point would be a threat: black playing it
        // would make a four, or a move after which one more wins.
        let free = Reader::new(Rule::Freestyle);
        let mut board = p.board.clone();
        board.set(p.witness, Stone::Black).expect("empty");
        assert!(
            !free.five_points(&board, Stone::Black).is_empty()
                || free.vcf(&board, Stone::Black, 1).is_some(),
            "{}: the forbidden point is no temptation",
            p.name
        );
        for level in [Level::Normal, Level::Hard, Level::Master] {
            // `ask` fails the test on a forbidden (illegal) move.
            ask(level, p, &game);
        }
    }
}

#[test]
fn white_wins_through_black_forbidden_points() {
    for p in &load_renju(RENJU_TRAP, 3, Stone::White) {
        let reader = Reader::new(Rule::Renju);
        let board = &p.board;
        assert!(
            has_win(&reader, board, Stone::White, p.kind, p.depth),
            "{}: no win",
            p.name
        );
        // The win needs the rule: were black allowed to block anywhere,
        // there would be none.
        let lenient = Reader::lenient(Rule::Renju);
        assert!(
            !has_win(&lenient, board, Stone::White, p.kind, p.depth + 2),
            "{}: the win does not need a forbidden point",
            p.name
        );
        let m = ask(Level::Master, p, &p.game());
        assert!(
            keeps_the_win(&reader, board, Stone::White, m, p.depth),
            "{}: master played {}",
            p.name,
            p.name_of(m)
        );
    }
}
