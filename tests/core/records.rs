//! Game records: Piskvork files and move strings read to the expected
//! moves, round trips over self-played games of every size and rule, and
//! garbage refused with an error, never a panic.

use gomoku::engine::{Level, Limits};
use gomoku::game::board::{Pos, Stone};
use gomoku::game::notation::parse_moves;
use gomoku::game::record::{ReadOptions, Record, RecordErrorKind};
use gomoku::game::rules::{Game, Outcome, Rule};
use gomoku::rng::SplitMix64;
use proptest::prelude::*;

const WHITE_WINS: &str = include_str!("../fixtures/psq/white-wins-trailer-crlf.psq");
const UNFINISHED: &str = include_str!("../fixtures/psq/unfinished-no-trailer-lf.psq");
const NAMES_CODE_ZERO: &str = include_str!("../fixtures/psq/names-code-zero-crlf.psq");
const BAD_OCCUPIED: &str = include_str!("../fixtures/psq/bad-occupied.psq");
const MOVES_15: &str = include_str!("../fixtures/psq/moves-15.txt");

fn read(text: &str) -> Record {
    Record::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// Points from 1-based PSQ coordinates.
fn psq_points(points: &[(u8, u8)]) -> Vec<Pos> {
    points
        .iter()
        .map(|&(x, y)| Pos::new(x - 1, y - 1))
        .collect()
}

#[test]
fn fixtures_keep_their_line_ends() {
    assert!(WHITE_WINS.contains("\r\n"));
    assert!(NAMES_CODE_ZERO.contains("\r\n"));
    assert!(!UNFINISHED.contains('\r'));
}

#[test]
fn piskvork_file_with_trailer_and_crlf() {
    let record = read(WHITE_WINS);
    assert_eq!(record.size(), 20);
    assert_eq!(
        record.moves(),
        psq_points(&[
            (10, 10),
            (11, 11),
            (10, 12),
            (12, 12),
            (10, 14),
            (13, 13),
            (3, 3),
            (14, 14),
            (5, 3),
            (15, 15)
        ])
    );
    assert_eq!(record.to_move_string(), "j11k10j9l9j7m8c18n7e18o6");
    assert_eq!(record.times()[1], Some(1500));
    assert!(matches!(
        record.game().outcome(),
        Some(Outcome::Win {
            winner: Stone::White,
            ..
        })
    ));
    let extras = record.psq_extras();
    assert_eq!(
        extras.players().collect::<Vec<_>>(),
        ["pbrain-first.exe", "pbrain-second.exe"]
    );
    assert_eq!(extras.codes().collect::<Vec<_>>(), [-1]);
    // Written back byte for byte.
    assert_eq!(record.to_psq(), WHITE_WINS);
}

#[test]
fn piskvork_file_without_trailer_with_spaces_and_blank_lines() {
    let record = read(UNFINISHED);
    assert_eq!(record.size(), 15);
    assert_eq!(record.moves(), psq_points(&[(8, 8), (9, 9), (7, 8)]));
    assert_eq!(record.to_move_string(), "h8i7g8");
    assert_eq!(record.times(), &[Some(0), Some(1200), Some(300)]);
    assert_eq!(record.game().outcome(), None);
    assert_eq!(
        record.to_psq(),
        "Piskvorky 15x15, 8:8, 0\r\n8,8,0\r\n9,9,1200\r\n7,8,300\r\n-1\r\n"
    );
}

#[test]
fn piskvork_file_with_names_and_code_zero() {
    let record = read(NAMES_CODE_ZERO);
    assert_eq!(record.size(), 19);
    assert_eq!(record.moves(), psq_points(&[(10, 10), (10, 11), (11, 11)]));
    let extras = record.psq_extras();
    assert_eq!(
        extras.players().collect::<Vec<_>>(),
        ["Yixin 2018", "Embryo"]
    );
    assert_eq!(extras.codes().collect::<Vec<_>>(), [0]);
    // The trailing blank line is not kept; all else is.
    assert_eq!(
        record.to_psq(),
        NAMES_CODE_ZERO.trim_end().to_string() + "\r\n"
    );
}

#[test]
fn bad_file_names_the_line() {
    let e = Record::parse(BAD_OCCUPIED).expect_err("occupied");
    assert_eq!(e.line, 4);
    assert!(matches!(e.kind, RecordErrorKind::Occupied(_)), "{e}");
}

#[test]
fn move_string_file() {
    let record = read(MOVES_15);
    assert_eq!(record.size(), 15);
    assert_eq!(record.to_move_string(), "h8i9j7");
    assert_eq!(
        record.moves(),
        [Pos::new(7, 7), Pos::new(8, 6), Pos::new(9, 8)]
    );
}

/// A point near the stones already played (or the centre), legal for the
/// side to move.
fn random_move(game: &Game, rng: &mut SplitMix64) -> Option<Pos> {
    let board = game.board();
    let size = board.size() as i32;
    let anchor = match board.last_move() {
        Some(p) if !rng.next_u64().is_multiple_of(4) => p,
        _ => Pos::new((size / 2) as u8, (size / 2) as u8),
    };
    for _ in 0..32 {
        let d = |rng: &mut SplitMix64| (rng.next_u64() % 5) as i32 - 2;
        let x = i32::from(anchor.x) + d(rng);
        let y = i32::from(anchor.y) + d(rng);
        if (0..size).contains(&x) && (0..size).contains(&y) {
            let pos = Pos::new(x as u8, y as u8);
            if game.is_legal(pos) {
                return Some(pos);
            }
        }
    }
    board.empty_points().find(|&p| game.is_legal(p))
}

/// A game played to its end (or `max_moves`): `engines` picks the level
/// per colour, `None` for random moves near the last one.
fn self_play(size: usize, rule: Rule, seed: u64, engine: Option<Level>) -> Record {
    let mut rng = SplitMix64::new(seed);
    let mut record = Record::new(size, rule).expect("size");
    let mut engines = engine.map(|level| [level.engine(seed), level.engine(seed + 1)]);
    let limits = Limits::nodes(1_000);
    while record.game().outcome().is_none() {
        let game = record.game();
        let pos = match &mut engines {
            // Engines play only from the third move on, after a random
            // opening, so the games differ.
            Some(e) if game.board().stone_count() >= 3 => {
                let side = usize::from(game.to_move() == Stone::White);
                e[side].choose(game, &limits)
            }
            _ => random_move(game, &mut rng),
        };
        let Some(pos) = pos else { break };
        let time = (!rng.next_u64().is_multiple_of(3)).then(|| (rng.next_u64() % 5_000) as u32);
        record.play(pos, time).expect("players choose legal moves");
    }
    record
}

#[test]
fn round_trips_over_self_played_games() {
    let mut games = 0;
    let mut moves = 0;
    let mut wins = 0;
    for size in [13, 15, 19] {
        for rule in Rule::ALL {
            for seed in 0..36_u64 {
                let engine = match seed % 3 {
                    0 => None,
                    1 => Some(Level::Seed),
                    _ => Some(Level::Classic),
                };
                let record = self_play(size, rule, seed * 1_000 + size as u64, engine);
                let options = ReadOptions {
                    rule,
                    size: Some(size),
                };
                let context = || format!("{size} lines, {rule}, seed {seed}\n{record:?}");

                // PSQ → game → PSQ.
                let psq = record.to_psq();
                let back = Record::parse_with(&psq, options)
                    .unwrap_or_else(|e| panic!("{e}\n{psq}\n{}", context()));
                assert_eq!(back.moves(), record.moves(), "{}", context());
                assert_eq!(back.game(), record.game(), "{}", context());
                assert_eq!(back.to_psq(), psq, "{}", context());
                // The size comes from the header; the rule must be given.
                let plain = ReadOptions { rule, size: None };
                assert_eq!(
                    Record::parse_with(&psq, plain).map(|r| r.to_psq()),
                    Ok(psq.clone())
                );

                // Move string → game → move string.
                let text = record.to_move_string();
                assert_eq!(parse_moves(&text, size).as_deref(), Ok(record.moves()));
                let back = Record::parse_with(&text, options)
                    .unwrap_or_else(|e| panic!("{e}\n{text}\n{}", context()));
                assert_eq!(back.game(), record.game(), "{}", context());
                assert_eq!(back.to_move_string(), text, "{}", context());

                games += 1;
                moves += record.moves().len();
                wins += usize::from(record.game().outcome().is_some());
            }
        }
    }
    assert_eq!(games, 324);
    // The games are real games: most end in a five.
    assert!(wins * 10 > games * 9, "{wins} of {games} finished");
    assert!(moves > games * 10, "{moves} moves in {games} games");
}

#[test]
fn a_move_string_on_15_lines_needs_no_size() {
    for seed in 0..20 {
        let record = self_play(15, Rule::Freestyle, seed, None);
        let text = record.to_move_string();
        assert_eq!(
            Record::parse(&text).map(|r| r.game().clone()),
            Ok(record.game().clone())
        );
    }
}

#[test]
fn truncated_files_give_errors_or_shorter_games() {
    for text in [
        WHITE_WINS,
        UNFINISHED,
        NAMES_CODE_ZERO,
        BAD_OCCUPIED,
        MOVES_15,
    ] {
        for end in 0..=text.len() {
            let Some(prefix) = text.get(..end) else {
                continue;
            };
            if let Ok(record) = Record::parse(prefix) {
                assert!(record.moves().len() <= 10);
            }
        }
        // Cut at every byte, also inside a UTF-8 sequence.
        for end in 0..=text.len() {
            let prefix = String::from_utf8_lossy(&text.as_bytes()[..end]);
            let _ = Record::parse(&prefix);
        }
    }
}

#[test]
fn errors_read_as_one_line() {
    for text in [
        "",
        "Piskvorky",
        "Piskvorky 15x15\n8,8,0\n8,8,0",
        "zz",
        "h8h8",
    ] {
        let e = Record::parse(text).expect_err(text);
        let message = e.to_string();
        assert!(!message.contains('\n'), "{message}");
        assert!(!message.is_empty());
    }
}

proptest! {
    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        let _ = Record::parse_bytes(&bytes, ReadOptions::default());
        for mark in [[0xff, 0xfe], [0xfe, 0xff]] {
            let marked: Vec<u8> = mark.into_iter().chain(bytes.iter().copied()).collect();
            let _ = Record::parse_bytes(&marked, ReadOptions::default());
        }
        let text = String::from_utf8_lossy(&bytes);
        let _ = Record::parse(&text);
        let with_header = format!("Piskvorky 15x15, 8:8, 0\r\n{text}");
        let _ = Record::parse(&with_header);
    }

    #[test]
    fn psq_like_lines_never_panic(
        lines in proptest::collection::vec("-?[0-9]{1,3},-?[0-9]{1,3},[0-9a-z-]{0,4}|[a-z-]{0,6}|-?[0-9]{1,2}", 0..40),
        size in 0_usize..30,
    ) {
        let text = format!("Piskvorky {size}x{size}, 1:1, 0\n{}", lines.join("\n"));
        if let Ok(record) = Record::parse(&text) {
            prop_assert_eq!(record.size(), size);
            let again = Record::parse(&record.to_psq()).map(|r| r.to_psq());
            prop_assert_eq!(again, Ok(record.to_psq()));
        }
    }

    #[test]
    fn move_string_like_text_never_panics(text in "[a-zA-Z0-9 ,\n]{0,60}") {
        if let Ok(record) = Record::parse(&text) {
            let again = Record::parse(&record.to_move_string()).map(|r| r.to_move_string());
            prop_assert_eq!(again, Ok(record.to_move_string()));
        }
    }
}

#[test]
fn from_game_and_the_ascii_board() {
    let mut game = Game::new(5, Rule::Standard).expect("size");
    for pos in [Pos::new(0, 4), Pos::new(4, 0), Pos::new(2, 2)] {
        game.play(pos).expect("legal");
    }
    let record = Record::from_game(&game).expect("replays");
    assert_eq!(record.moves(), game.board().history());
    assert_eq!(record.times(), &[None, None, None]);
    assert_eq!(record.to_move_string(), "a1e5c3");
    assert_eq!(record.summary(), "5x5 standard, 3 moves: white to move");
    assert_eq!(
        record.to_ascii(),
        "   a b c d e
 5 . . . . o 5
 4 . . . . . 4
 3 . . x . . 3
 2 . . . . . 2
 1 x . . . . 1
   a b c d e
"
    );
}

#[test]
fn files_in_utf16_and_with_a_utf8_mark_read_as_text() {
    let psq = "Piskvorky 15x15, 8:8, 0\r\n8,8,0\r\n9,9,0\r\n-1\r\n";
    let utf16 = |unit: fn(u16) -> [u8; 2], mark: [u8; 2]| -> Vec<u8> {
        mark.into_iter()
            .chain(psq.encode_utf16().flat_map(unit))
            .collect()
    };
    let utf8_marked: Vec<u8> = [0xef, 0xbb, 0xbf].into_iter().chain(psq.bytes()).collect();
    for (name, bytes) in [
        ("UTF-16 LE", utf16(u16::to_le_bytes, [0xff, 0xfe])),
        ("UTF-16 BE", utf16(u16::to_be_bytes, [0xfe, 0xff])),
        ("UTF-8 with a mark", utf8_marked),
        ("UTF-8", psq.as_bytes().to_vec()),
    ] {
        let record = Record::parse_bytes(&bytes, ReadOptions::default())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(record.to_move_string(), "h8i7", "{name}");
    }
    // A move string in UTF-16 too.
    let moves: Vec<u8> = [0xff, 0xfe]
        .into_iter()
        .chain("h8i9\n".encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    let record = Record::parse_bytes(&moves, ReadOptions::default()).expect("reads");
    assert_eq!(record.to_move_string(), "h8i9");
    // UTF-16 without its mark, or a binary file: not text, said so (not
    // "column 'p' has no row number").
    let unmarked: Vec<u8> = psq.encode_utf16().flat_map(u16::to_le_bytes).collect();
    for bytes in [unmarked, vec![0x7f, b'E', b'L', b'F', 2, 1, 1, 0, 0, 0]] {
        let e = Record::parse_bytes(&bytes, ReadOptions::default()).expect_err("not text");
        assert_eq!(e.kind, RecordErrorKind::NotText);
        assert_eq!(
            e.to_string(),
            "this is not text (it holds NUL bytes), so not a game record"
        );
    }
}

#[test]
fn row_0_and_leading_zeros_are_named_as_such() {
    use gomoku::game::notation::PointError;
    for size in [None, Some(15)] {
        let options = ReadOptions {
            size,
            ..ReadOptions::default()
        };
        let e = Record::parse_with("h8a0", options).expect_err("row 0");
        assert_eq!(
            e.kind,
            RecordErrorKind::BadNotation(PointError::RowZero('a')),
            "{size:?}"
        );
        assert_eq!(
            e.to_string(),
            "line 1: not a move string: a0 is not a point: there is no row 0 (rows start at 1)"
        );
        let e = Record::parse_with("h08", options).expect_err("leading zero");
        assert_eq!(
            e.kind,
            RecordErrorKind::BadNotation(PointError::LeadingZero("h08".into())),
            "{size:?}"
        );
        assert_eq!(
            e.to_string(),
            "line 1: not a move string: h08: row numbers are written without a leading zero"
        );
    }
    assert!(parse_moves("H08", 15).is_err());
    assert_eq!(parse_moves("h10", 15), Ok(vec![Pos::new(7, 5)]));
    // A row past any number is off the board, shortened in the message.
    let e = parse_moves("a99999999999999999999999", 15).expect_err("off");
    assert!(
        e.to_string().starts_with("a999999… is not on a board"),
        "{e}"
    );
}

#[test]
fn no_moves_is_refused_alike_in_both_formats() {
    for text in [
        "",
        "\n \n",
        "Piskvorky 15x15, 8:8, 0",
        "Piskvorky 15x15, 8:8, 0\r\n-1\r\n",
        "Piskvorky 20x20, 11:11, 0\r\npbrain-a.exe\r\npbrain-b.exe\r\n-1\r\n",
    ] {
        let e = Record::parse(text).expect_err(text);
        assert_eq!(e.kind, RecordErrorKind::Empty, "{text:?}");
        assert!(e.to_string().ends_with("the record holds no moves"), "{e}");
    }
}
