//! The puzzles (issue #29): every built-in puzzle proved by the tactics
//! [`Reader`] (which knows the rules and nothing of the engine that made
//! them), the set's shape, and the ignored test that writes it:
//!
//! ```sh
//! cargo test --release --test core write_the_builtin_puzzles -- --ignored --nocapture
//! ```
//!
//! It makes a puzzle of every position of the tactics suite
//! (`tests/fixtures/tactics/`) and of `tests/fixtures/puzzles/harvested.txt`
//! with the engine's prover, keeps those the reader proves, sorts them by
//! difficulty and writes `assets/puzzles.txt`.

use std::sync::atomic::AtomicBool;

use gomoku::game::board::{Board, Pos, Stone};
use gomoku::game::notation::point_name;
use gomoku::game::rules::{Game, Rule};
use gomoku::teacher::puzzles::prove::{MAKE_NODES, forbidden_puzzle, hold_puzzle, win_puzzle};
use gomoku::teacher::puzzles::{
    Answer, Attempt, Puzzle, PuzzleKind, Source, Why, builtin, parse_all,
};

use super::reader::{Kind, Reader};
use super::suite::{self, defence_depth};

const HARVESTED: &str = include_str!("../../fixtures/puzzles/harvested.txt");

/// The shortest depth (from 1 to `max`) at which `attacker` wins by
/// `kind`.
fn shortest(reader: &Reader, board: &Board, attacker: Stone, kind: Kind, max: u32) -> Option<u32> {
    (1..=max).find(|&d| reader.win(board, attacker, kind, d).is_some())
}

/// Whether `attacker` playing `m` keeps a forced win the reader proves: by
/// fours within `depth` + 6 moves, or by threats within `depth` + 2.
fn keeps_the_win(reader: &Reader, board: &Board, attacker: Stone, m: Pos, depth: u32) -> bool {
    reader.wins_by_fours_after(board, attacker, m, depth + 6)
        || reader.wins_after(board, attacker, m, depth + 2)
}

/// The forbidden points black would like: each would make a five, or a
/// four that wins at once, were the rule not there.
fn tempting(board: &Board) -> Vec<Pos> {
    let game = Game::from_board(board.clone(), Rule::Renju);
    let free = Reader::new(Rule::Freestyle);
    let mut board = board.clone();
    let mut found = Vec::new();
    for (p, _) in game.forbidden_points() {
        board.set(p, Stone::Black).expect("empty");
        if !free.five_points(&board, Stone::Black).is_empty()
            || free.vcf(&board, Stone::Black, 1).is_some()
        {
            found.push(p);
        }
        board.clear(p);
    }
    found
}

/// The reader's kind of win for a win puzzle.
fn reader_kind(p: &Puzzle) -> Kind {
    if p.kind == PuzzleKind::WinByThrees {
        Kind::Vct
    } else {
        Kind::Vcf
    }
}

/// The shortest win the reader reads for the side to move (the
/// attacker's moves, the five free): by fours up to 12, by threes up to 4.
fn reader_depth(p: &Puzzle) -> Option<u32> {
    let reader = Reader::new(p.rule);
    let max = match reader_kind(p) {
        Kind::Vcf => 12,
        Kind::Vct => 4,
    };
    shortest(&reader, &p.board, p.to_move(), reader_kind(p), max)
}

/// The answers of a win puzzle that the reader does not prove to win (a
/// win by fours a little longer than the shortest, or by threats one move
/// longer, counts).
fn unconfirmed(p: &Puzzle) -> Vec<Pos> {
    let reader = Reader::new(p.rule);
    let Some(depth) = reader_depth(p) else {
        return p.answers.clone();
    };
    let me = p.to_move();
    p.answers
        .iter()
        .copied()
        .filter(|&a| {
            !(reader.wins_by_fours_after(&p.board, me, a, depth + 6)
                || (reader_kind(p) == Kind::Vct && reader.wins_after(&p.board, me, a, depth + 1)))
        })
        .collect()
}

/// Checks one puzzle with the reader; says what is wrong.
pub fn check(p: &Puzzle) -> Result<(), String> {
    let reader = Reader::new(p.rule);
    let board = &p.board;
    let me = p.to_move();
    let them = me.opponent();
    let name = |q: Pos| point_name(q, p.size());
    if p.answers.is_empty() || !p.answers.contains(&p.solution[0]) {
        return Err("the solution's first move is not an answer".into());
    }
    match p.kind {
        PuzzleKind::WinByFours | PuzzleKind::WinByThrees | PuzzleKind::RenjuTrap => {
            let depth = reader_depth(p).ok_or("the reader finds no win")?;
            if p.kind == PuzzleKind::WinByThrees && reader.vcf(board, me, 12).is_some() {
                return Err("a win by threes has a win by fours".into());
            }
            if p.kind == PuzzleKind::RenjuTrap
                && Reader::lenient(p.rule).vcf(board, me, depth + 2).is_some()
            {
                return Err("the trap does not need a forbidden point".into());
            }
            if let Some(&a) = unconfirmed(p).first() {
                return Err(format!("the answer {} does not win", name(a)));
            }
            // The solution is played to a five by the side to move.
            let mut game = p.game();
            for &m in &p.solution {
                game.play(m).map_err(|e| format!("the solution: {e}"))?;
            }
            match game.outcome().and_then(|o| o.winner()) {
                Some(w) if w == me => Ok(()),
                _ => Err("the solution does not end in the side to move's five".into()),
            }
        }
        PuzzleKind::HoldOn => {
            let threat = match shortest(&reader, board, them, Kind::Vcf, 10) {
                Some(d) => (Kind::Vcf, d),
                None => shortest(&reader, board, them, Kind::Vct, 3)
                    .map(|d| (Kind::Vct, d))
                    .ok_or("the reader finds no threat to hold off")?,
            };
            for &a in &p.answers {
                let mut after = board.clone();
                if !reader.legal(board, a, me) {
                    return Err(format!("the answer {} is not legal", name(a)));
                }
                after.set(a, me).expect("empty");
                if reader
                    .win(&after, them, threat.0, defence_depth(threat.0, threat.1))
                    .is_some()
                {
                    return Err(format!("the answer {} does not hold", name(a)));
                }
            }
            Ok(())
        }
        PuzzleKind::RenjuForbidden => {
            let game = p.game();
            let want = tempting(board);
            for &a in &p.answers {
                if game.forbidden(a).is_none() || !want.contains(&a) {
                    return Err(format!("{} is not a tempting forbidden point", name(a)));
                }
            }
            Ok(())
        }
    }
}

#[test]
fn every_builtin_puzzle_is_proved_by_the_reader() {
    let set = builtin();
    let mut failed = Vec::new();
    for p in set {
        assert_eq!(p.source, Source::BuiltIn, "{}", p.id);
        if let Err(e) = check(p) {
            failed.push(format!("{}: {e}\n{}", p.id, p.board));
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
    assert!(set.len() >= 150, "only {} built-in puzzles", set.len());
    for kind in PuzzleKind::ALL {
        assert!(
            set.iter().filter(|p| p.kind == kind).count() >= 5,
            "too few {kind:?}"
        );
    }
    // Easiest first, and each id once.
    assert!(
        set.windows(2)
            .all(|w| w[0].difficulty() <= w[1].difficulty())
    );
    let mut ids: Vec<&str> = set.iter().map(|p| p.id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), set.len());
}

#[test]
fn a_broken_puzzle_fails_the_reader() {
    let set = builtin();
    // A win whose answer is moved to an empty point that does not win, and
    // a "hold on" answered by a point far from the threat.
    for kind in [PuzzleKind::WinByFours, PuzzleKind::HoldOn] {
        let good = set.iter().find(|p| p.kind == kind).expect("one of each");
        let mut bad = good.clone();
        let far = bad
            .board
            .empty_points()
            .find(|&q| {
                bad.board.points().all(|s| {
                    bad.board.get(s).is_none()
                        || (i32::from(s.x) - i32::from(q.x)).abs() > 4
                        || (i32::from(s.y) - i32::from(q.y)).abs() > 4
                })
            })
            .expect("a far point");
        bad.answers.push(far);
        assert!(check(&bad).is_err(), "{} with {far:?}", bad.id);
    }
}

#[test]
fn the_text_form_reads_back() {
    let set = builtin();
    let text: String = set.iter().take(20).map(Puzzle::to_text).collect();
    let again = parse_all(&text).expect("reads");
    assert_eq!(&again[..], &set[..20]);
    assert!(parse_all("== x freestyle fours size=15 plies=3").is_err());
}

/// A point far from every stone (no line of five reaches a stone).
fn far_point(board: &Board) -> Pos {
    board
        .empty_points()
        .find(|&q| {
            board.points().all(|s| {
                board.get(s).is_none()
                    || (i32::from(s.x) - i32::from(q.x)).abs() > 4
                    || (i32::from(s.y) - i32::from(q.y)).abs() > 4
            })
        })
        .expect("a far point")
}

/// Plays `wrong` in `p` and checks what refutes it with the reader: the
/// opponent's proved win after it, or no win left for the player after
/// the defence shown. Returns the reason; `None` for an opponent's win
/// longer than 11 plies, which the reader is too slow to read here.
fn refuted(p: &Puzzle, wrong: Pos) -> Option<Why> {
    let cancel = AtomicBool::new(false);
    let mut attempt = Attempt::new(p.clone());
    let answer = attempt.play(wrong, &cancel);
    let Answer::Wrong {
        refutation, why, ..
    } = answer
    else {
        panic!("{}: {answer:?}", p.id);
    };
    let reader = Reader::new(p.rule);
    let me = p.to_move();
    let mut board = p.board.clone();
    board.set(wrong, me).expect("empty");
    let depth = p.plies.div_ceil(2) + 2;
    match why {
        Why::OpponentWins { plies } if plies > 11 => return None,
        Why::OpponentWins { .. } => {
            let first = refutation[0];
            let them = me.opponent();
            let depth = shortest(&reader, &board, them, Kind::Vcf, 12)
                .or_else(|| shortest(&reader, &board, them, Kind::Vct, 4))
                .unwrap_or_else(|| {
                    panic!(
                        "{}: the reader finds no win for the opponent ({why:?} {refutation:?})\n{board}",
                        p.id
                    )
                });
            assert!(
                keeps_the_win(&reader, &board, them, first, depth),
                "{}: {first:?} does not win for the opponent",
                p.id
            );
        }
        Why::WinGone => {
            board.set(refutation[0], me.opponent()).expect("empty");
            assert!(
                reader.vcf(&board, me, depth + 4).is_none(),
                "{}: a win by fours is left",
                p.id
            );
            if p.kind == PuzzleKind::WinByThrees {
                assert!(reader.vct(&board, me, depth).is_none(), "{}", p.id);
            }
        }
        Why::NotForbidden => {
            assert!(p.game().forbidden(wrong).is_none(), "{}", p.id);
        }
    }
    // The refutation is on show; taking it back leaves the puzzle as it was.
    assert!(attempt.wrong().is_some());
    attempt.retry();
    assert_eq!(attempt.shown().board(), &p.board);
    Some(why)
}

#[test]
fn a_wrong_move_gets_a_refutation_that_refutes_it() {
    let set = builtin();
    for kind in [PuzzleKind::HoldOn, PuzzleKind::WinByFours] {
        let mut checked = 0;
        for p in set.iter().filter(|p| p.kind == kind) {
            if checked == 2 {
                break;
            }
            let Some(why) = refuted(p, far_point(&p.board)) else {
                continue;
            };
            checked += 1;
            match kind {
                PuzzleKind::HoldOn => assert!(matches!(why, Why::OpponentWins { .. })),
                _ => assert!(why != Why::NotForbidden),
            }
        }
    }
    let forbidden = set
        .iter()
        .find(|p| p.kind == PuzzleKind::RenjuForbidden)
        .expect("a forbidden-point puzzle");
    assert_eq!(
        refuted(forbidden, far_point(&forbidden.board)),
        Some(Why::NotForbidden)
    );
}

#[test]
fn a_builtin_puzzle_solved_by_its_solution() {
    let cancel = AtomicBool::new(false);
    for kind in [PuzzleKind::WinByFours, PuzzleKind::RenjuTrap] {
        let p = builtin().iter().find(|p| p.kind == kind).expect("one");
        let mut attempt = Attempt::new(p.clone());
        let hint = attempt.hint(&cancel).expect("a hint");
        assert!(hint.contains(p.solution[0]), "{}", p.id);
        // The player's moves of the solution; the replies come by
        // themselves (the best defence, which may differ from the stored
        // line's: then the prover's next move is played).
        let mut moves = 0;
        while !attempt.solved() {
            let next = attempt.next_move(&cancel).expect("a next move");
            let answer = attempt.play(next, &cancel);
            assert!(
                matches!(answer, Answer::Right { .. }),
                "{}: {answer:?}",
                p.id
            );
            moves += 1;
            assert!(moves <= p.plies, "{}", p.id);
        }
        assert!(!attempt.first_try(), "a hint was asked");
    }
}

/// Makes a puzzle of one suite position of `file`.
fn make(file: &str, s: &suite::Puzzle) -> Option<Puzzle> {
    let game = Game::from_board(s.board.clone(), s.rule);
    let cancel = AtomicBool::new(false);
    let id = s.name.clone();
    match file {
        "defend" => hold_puzzle(&game, &[], id, Source::BuiltIn, MAKE_NODES, &cancel),
        "forbidden" => forbidden_puzzle(&game, &tempting(&s.board), id),
        "trap" => win_puzzle(&game, &[], id, Source::BuiltIn, MAKE_NODES, &cancel)
            .filter(|p| p.kind == PuzzleKind::WinByFours)
            .map(|p| Puzzle {
                kind: PuzzleKind::RenjuTrap,
                ..p
            }),
        _ => win_puzzle(&game, &[], id, Source::BuiltIn, MAKE_NODES, &cancel),
    }
}

/// The file a suite position belongs to, by its name's ending.
fn file_of(name: &str) -> &'static str {
    ["defend", "forbidden", "trap", "vct", "vcf"]
        .into_iter()
        .find(|k| {
            name.rsplit('-')
                .next()
                .is_some_and(|end| end.starts_with(k))
        })
        .unwrap_or("vcf")
}

#[test]
#[ignore = "writes assets/puzzles.txt; run by hand (see the module doc)"]
fn write_the_builtin_puzzles() {
    let mut sources: Vec<suite::Puzzle> = Vec::new();
    for text in [
        suite::VCF,
        suite::VCT,
        suite::DEFEND,
        suite::RENJU_FORBIDDEN,
        suite::RENJU_TRAP,
        HARVESTED,
    ] {
        sources.extend(suite::parse(text));
    }
    let mut set = Vec::new();
    for s in &sources {
        let file = file_of(&s.name);
        let started = std::time::Instant::now();
        let made = make(file, s);
        eprint!("{} ({:.1} s) ", s.name, started.elapsed().as_secs_f64());
        let Some(mut p) = made else {
            println!("{}: not proved", s.name);
            continue;
        };
        if p.kind.is_win() {
            // Answers the reader cannot confirm (a longer win than it
            // reads) are left out; the first move of the solution stays.
            let left_out = unconfirmed(&p);
            p.answers
                .retain(|a| !left_out.contains(a) || *a == p.solution[0]);
        }
        match check(&p) {
            Ok(()) => {
                println!("{}: {:?} {} plies", p.id, p.kind, p.plies);
                set.push(p);
            }
            Err(e) => println!("{}: the reader says {e}", s.name),
        }
    }
    set.sort_by_key(|p| (p.difficulty(), p.id.clone()));
    let mut text = String::from(
        "# The built-in puzzles, easiest first: made and checked by\n\
         # cargo test --release --test core write_the_builtin_puzzles -- --ignored\n\
         # (tests/core/tactics/puzzles.rs). Format: src/teacher/puzzles/text.rs.\n\n",
    );
    for p in &set {
        text += &p.to_text();
        text.push('\n');
    }
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/puzzles.txt");
    std::fs::write(path, text).expect("writes assets/puzzles.txt");
    println!("{} puzzles written", set.len());
}
