//! SGF: games with variations and comments written, read and written
//! again to the same text; files written by hand from the format's
//! definition (FF[4]) read; bad files refused with the line and the
//! reason; a record reads SGF for its main line.

use gomoku::game::board::{Pos, Stone};
use gomoku::game::notation::parse_point;
use gomoku::game::record::{ReadOptions, Record, RecordErrorKind, SgfError, sgf};
use gomoku::game::rules::Rule;
use gomoku::game::tree::GameTree;

fn fixture(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/sgf")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn read(text: &str) -> GameTree {
    sgf::parse(text, ReadOptions::default()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn p(name: &str) -> Pos {
    parse_point(name, 15).unwrap_or_else(|e| panic!("{e}"))
}

fn line(names: &str) -> Vec<Pos> {
    names.split_whitespace().map(p).collect()
}

/// A tree with branches at two depths, comments with the characters SGF
/// escapes, set-up stones and a rule.
fn branching_tree() -> GameTree {
    let setup = [(p("a15"), Stone::Black), (p("o1"), Stone::White)];
    let mut tree = GameTree::with_setup(15, Rule::Renju, &setup).expect("a position");
    tree.set_comment(&[], "Set up from a book]\\ with [brackets]")
        .expect("root");
    let mut at = Vec::new();
    for pos in line("h8 i9 j10 g7") {
        at = tree.play(&at, pos).expect("legal");
    }
    tree.set_comment(&at, "the main line\nends here")
        .expect("node");
    let side = tree.play(&[0], p("h9")).expect("legal");
    tree.set_comment(&side, "a: colon").expect("node");
    let side = tree.play(&side, p("h10")).expect("legal");
    tree.play(&side, p("g9")).expect("legal");
    tree.play(&side, p("j9")).expect("legal");
    tree.play(&[0, 0], p("k11")).expect("legal");
    tree
}

#[test]
fn written_read_and_written_again_the_text_is_the_same() {
    let tree = branching_tree();
    let text = sgf::write(&tree);
    let again = read(&text);
    assert_eq!(again, tree);
    assert_eq!(sgf::write(&again), text);
    assert!(text.starts_with("(;GM[4]FF[4]CA[UTF-8]AP[gomoku]SZ[15]RU[renju]AB[aa]AW[oo]C["));
    assert!(
        text.contains("C[Set up from a book\\]\\\\ with [brackets\\]]"),
        "{text}"
    );
    // Variations in parentheses after the node they branch from.
    assert!(text.contains("\n(;W[ig]"), "{text}");
    assert!(text.contains("\n(;W[hg]C[a: colon]"), "{text}");
    // And a game without variations, from a record.
    let record = Record::parse("h8i9j10g7").expect("moves");
    let text = record.to_sgf();
    assert!(!text.contains("(;B"), "no variation: {text}");
    let again = Record::parse(&text).expect("sgf");
    assert_eq!(again.moves(), record.moves());
    assert_eq!(again.to_sgf(), text);
}

#[test]
fn a_hand_written_game_without_variations() {
    let tree = read(&fixture("plain.sgf"));
    assert_eq!(tree.size(), 15);
    assert_eq!(tree.main_line(), line("h8 i9 i7 g9 j6 k5 h7"));
    assert_eq!(tree.len(), 8);
    // As a record: the main line, printable as PSQ and move string.
    let record = Record::parse(&fixture("plain.sgf")).expect("a record");
    assert_eq!(record.to_move_string(), "h8i9i7g9j6k5h7");
}

#[test]
fn a_hand_written_game_with_variations_and_comments() {
    let tree = read(&fixture("variations.sgf"));
    assert_eq!(tree.root().comment, "A game with two ideas\nat move three");
    assert_eq!(tree.main_line(), line("h8 i9 i7 g9 j6"));
    assert_eq!(
        tree.node(&[0]).map(|n| n.comment.as_str()),
        Some("The centre.")
    );
    let main = tree.node(&[0, 0]).expect("w ig");
    assert_eq!(main.children.len(), 2);
    assert_eq!(
        tree.moves_to(&[0, 0, 0, 0, 1]),
        Some(line("h8 i9 i7 g9 h6"))
    );
    assert_eq!(
        tree.node(&[0, 0, 0, 0, 0]).map(|n| n.comment.as_str()),
        Some("Three in a row [open]: white must block.")
    );
    let other = tree.node(&[0, 0, 1]).expect("the second idea");
    assert_eq!(other.pos, Some(p("g8")));
    assert_eq!(
        other.comment,
        "Another try, with a backslash: \\ and a soft line break."
    );
    assert_eq!(tree.moves_to(&[0, 0, 1, 0]), Some(line("h8 i9 g8 i8")));
}

#[test]
fn a_hand_written_position_with_set_up_stones() {
    let text = fixture("setup.sgf");
    let tree = read(&text);
    let start = tree.start();
    assert_eq!(start.board().get(p("j9")), Some(Stone::Black));
    assert_eq!(start.board().get(p("g9")), Some(Stone::White));
    assert_eq!(start.board().stone_count(), 5);
    assert_eq!(start.to_move(), Stone::White);
    assert_eq!(tree.main_line(), line("k5 g7"));
    assert_eq!(tree.moves_to(&[1, 0]), Some(line("f11 k5")));
    assert_eq!(
        tree.node(&[1]).map(|n| n.comment.as_str()),
        Some("Too slow.")
    );
    // Written and read again, it is the same tree; as a list of moves it
    // is refused, with the reason.
    assert_eq!(read(&sgf::write(&tree)), tree);
    let e = Record::parse(&text).expect_err("set-up stones");
    assert_eq!(e.kind, RecordErrorKind::Sgf(SgfError::SetUpNotMoves));
}

#[test]
fn crlf_line_ends_and_a_size_asked_for() {
    let tree = read(&fixture("crlf.sgf"));
    assert_eq!(
        tree.node(&[0, 0, 0]).map(|n| n.comment.as_str()),
        Some("crlf\nlines")
    );
    let asked = ReadOptions {
        size: Some(19),
        rule: Rule::Freestyle,
    };
    let e = sgf::parse(&fixture("crlf.sgf"), asked).expect_err("another size");
    assert_eq!(
        e.kind,
        RecordErrorKind::SizeMismatch {
            found: 15,
            asked: 19
        }
    );
}

#[test]
fn bad_files_are_refused_with_the_line_and_the_reason() {
    let cases: Vec<(&str, usize, RecordErrorKind)> = vec![
        (
            "(;GM[1]SZ[19];B[dd])",
            1,
            RecordErrorKind::Sgf(SgfError::NotGomoku("1".into())),
        ),
        (
            "(;GM[4]\nSZ[big])",
            2,
            RecordErrorKind::Sgf(SgfError::BadSize("big".into())),
        ),
        (
            "(;GM[4]SZ[15:13])",
            1,
            RecordErrorKind::NotSquare {
                width: 15,
                height: 13,
            },
        ),
        ("(;GM[4]SZ[40])", 1, RecordErrorKind::UnsupportedSize(40)),
        (
            "(;GM[4]\n;B[hh]\n;W[hh])",
            3,
            RecordErrorKind::Occupied(gomoku::game::record::MoveRef::new(2, "W[hh]")),
        ),
        (
            "(;GM[4]\n;B[hh]\n;B[ii])",
            3,
            RecordErrorKind::Sgf(SgfError::OutOfTurn(
                gomoku::game::record::MoveRef::new(2, "B[ii]"),
                Stone::Black,
            )),
        ),
        (
            "(;GM[4];B[hh];W[])",
            1,
            RecordErrorKind::Sgf(SgfError::Pass(gomoku::game::record::MoveRef::new(2, "W[]"))),
        ),
        (
            "(;GM[4];B[h8])",
            1,
            RecordErrorKind::Sgf(SgfError::BadPoint("h8".into())),
        ),
        (
            "(;GM[4];B[zz])",
            1,
            RecordErrorKind::OffBoard(gomoku::game::record::MoveRef::new(1, "B[zz]")),
        ),
        (
            "(;GM[4]\n;B[hh]\n;AB[aa])",
            3,
            RecordErrorKind::Sgf(SgfError::SetUpLater),
        ),
        (
            "(;GM[4]AB[hh]AW[hh])",
            1,
            RecordErrorKind::Sgf(SgfError::BadSetUp("AW[hh]".into())),
        ),
        (
            "(;GM[4]AB[aa][ab][ac][ad][ae])",
            1,
            RecordErrorKind::Sgf(SgfError::SetUpFive),
        ),
        (
            "(;GM[4]C[never\nclosed",
            2,
            RecordErrorKind::Sgf(SgfError::UnclosedValue),
        ),
        (
            "(;GM[4];B[hh]\n",
            2,
            RecordErrorKind::Sgf(SgfError::UnclosedTree),
        ),
        (
            "(;GM[4];B[hh]\n\n #)",
            3,
            RecordErrorKind::Sgf(SgfError::Unexpected('#')),
        ),
        ("(;GM[4]();B[hh])", 1, RecordErrorKind::Sgf(SgfError::Empty)),
        ("(;GM[4];B)", 1, RecordErrorKind::Sgf(SgfError::Empty)),
    ];
    for (text, at, kind) in cases {
        let e = sgf::parse(text, ReadOptions::default()).expect_err(text);
        assert_eq!((e.line, &e.kind), (at, &kind), "{text}");
        // The reason in words, with its line, as the command line says it.
        let said = e.to_string();
        assert!(said.starts_with(&format!("line {at}: ")), "{said}");
    }
    // Nested deeper than any game: refused, not read until the stack runs
    // out (the limit is a board's points and one).
    let deep = format!("(;GM[4]{}", "(;C[x]".repeat(100_000));
    let e = sgf::parse(&deep, ReadOptions::default()).expect_err("too deep");
    assert_eq!(e.kind, RecordErrorKind::Sgf(SgfError::TooDeep));
    // Renju's rules apply to SGF moves too.
    let renju = ReadOptions {
        rule: Rule::Renju,
        size: None,
    };
    let overline = "(;GM[4];B[aa];W[oo];B[ba];W[on];B[ca];W[om];B[ea];W[ol];B[fa];W[nn];B[da])";
    let e = sgf::parse(overline, renju).expect_err("an overline");
    assert!(matches!(e.kind, RecordErrorKind::Forbidden(..)), "{e:?}");
    // But a file's own rule wins over the one asked for.
    let free = overline.replace("GM[4]", "GM[4]RU[freestyle]");
    assert!(sgf::parse(&free, renju).is_ok());
}

#[test]
fn the_player_to_move_is_written_and_read_as_pl() {
    let setup = [(p("h8"), Stone::Black), (p("i9"), Stone::White)];
    let mut tree = GameTree::with_setup(15, Rule::Freestyle, &setup)
        .expect("a position")
        .with_to_move(Stone::White)
        .expect("white may move");
    let a = tree.play(&[], p("g7")).expect("legal");
    tree.play(&a, p("j10")).expect("legal");
    let text = sgf::write(&tree);
    assert!(text.contains("PL[W]"), "{text}");
    assert!(text.contains(";W[gi]"), "white's move first: {text}");
    let back = read(&text);
    assert_eq!(back, tree);
    assert_eq!(sgf::write(&back), text);
    // The side the counts say is not written.
    let plain = GameTree::with_setup(15, Rule::Freestyle, &setup).expect("a position");
    let written = sgf::write(&plain);
    assert!(!written.contains("PL["));
    // Read, it is no gift either.
    assert_eq!(read(&written.replace(")\n", "PL[B])")), plain);

    // No such player, or counts that give the side no move: refused with
    // the line and the property.
    for (text, line, written) in [
        ("(;GM[4]FF[4]SZ[15]\nPL[X])", 2, "PL[X]"),
        ("(;GM[4]FF[4]SZ[15]AB[hh][aa]\n\nPL[B])", 3, "PL[B]"),
    ] {
        let e = sgf::parse(text, ReadOptions::default()).expect_err("refused");
        assert_eq!(e.line, line, "{text}");
        assert_eq!(
            e.kind,
            RecordErrorKind::Sgf(SgfError::BadPlayer(written.into()))
        );
        assert!(e.to_string().contains(written), "{e}");
    }
}
