//! Puzzles from the player's games (issue #29): mined from fixture games
//! at the right move and of the right kind, kept with the player's
//! progress in the data folder (surviving a restart, a damaged file moved
//! aside with a notice), and the spaced repetition's intervals.

use std::fs;
use std::sync::atomic::AtomicBool;

use gomoku::engine::Level;
use gomoku::game::board::{BoardSize, Pos, Stone};
use gomoku::game::notation::{parse_moves, parse_point};
use gomoku::game::rules::Rule;
use gomoku::session::games::{self, GameResult, KeptGame, Played, TimedMove};
use gomoku::session::mining::{News, mine_kept};
use gomoku::session::notice::Notice;
use gomoku::session::puzzles::{
    MINED_FILE, Outcome, PROGRESS_FILE, Progress, keep_mined, load_mined, load_progress, record_try,
};
use gomoku::session::store::Store;
use gomoku::teacher::puzzles::prove::MAKE_NODES;
use gomoku::teacher::puzzles::{PuzzleKind, Source, builtin, mine_game};
use gomoku::teacher::review::Budget;

/// A game black loses (as in tests/window/cli.rs): white's four on row 7
/// is blocked at d7, then black plays m1 (move 9) instead of i7.
const LOST_BY_BLACK: &str = "e9e7h9f7f10g7d7h7m1i7";

/// Black makes an open three (h7 i7 j7) that white ignores, then plays
/// m1 (move 7) instead of the open four; white blocks at g7.
const MISSED_BY_BLACK: &str = "h7a13i7m13j7a1m1g7";

fn moves(text: &str, size: usize) -> Vec<Pos> {
    parse_moves(text, size).expect("moves")
}

fn point(name: &str, size: usize) -> Pos {
    parse_point(name, size).expect("a point")
}

#[test]
fn the_decisive_mistake_is_a_hold_on_puzzle_at_its_move() {
    let cancel = AtomicBool::new(false);
    let found = mine_game(
        &moves(LOST_BY_BLACK, 13),
        13,
        Rule::Freestyle,
        Stone::Black,
        &Budget::nodes(3_000),
        "lost",
        MAKE_NODES,
        &cancel,
    )
    .expect("reviewed");
    assert_eq!(found.len(), 1, "{found:?}");
    let p = &found[0];
    assert_eq!(p.kind, PuzzleKind::HoldOn);
    assert_eq!(
        p.source,
        Source::Kept {
            game: "lost".into(),
            move_number: 9
        }
    );
    assert_eq!(p.to_move(), Stone::Black);
    // White's four (e7 to h7) has one block: i7 is the only move that holds.
    assert_eq!(p.answers, vec![point("i7", 13)]);
    assert_eq!(p.moves, moves(LOST_BY_BLACK, 13)[..8].to_vec());
}

#[test]
fn a_missed_win_is_a_win_by_fours_at_its_move() {
    let cancel = AtomicBool::new(false);
    let found = mine_game(
        &moves(MISSED_BY_BLACK, 13),
        13,
        Rule::Freestyle,
        Stone::Black,
        &Budget::nodes(3_000),
        "missed",
        MAKE_NODES,
        &cancel,
    )
    .expect("reviewed");
    let p = found
        .iter()
        .find(|p| p.kind.is_win())
        .unwrap_or_else(|| panic!("no win among {found:?}"));
    assert_eq!(p.kind, PuzzleKind::WinByFours);
    assert_eq!(
        p.source,
        Source::Kept {
            game: "missed".into(),
            move_number: 7
        }
    );
    // Both open fours win.
    for end in ["g7", "k7"] {
        assert!(p.answers.contains(&point(end, 13)), "{end}: {p:?}");
    }
    assert_eq!(p.plies, 3, "{p:?}");
}

fn kept(id: &str, text: &str, human: Stone, result: GameResult) -> KeptGame {
    let size = 15;
    let timed = moves(text, size)
        .into_iter()
        .map(|m| TimedMove {
            x: m.x,
            y: m.y,
            ms: 500,
        })
        .collect();
    KeptGame {
        game: Played {
            id: id.to_owned(),
            started: 1,
            size: BoardSize::MEDIUM,
            rule: Rule::Freestyle,
            level: Level::Master,
            human,
            moves: timed,
            seats: None,
            time: None,
            left_ms: None,
            forfeit: None,
            opening: None,
        },
        ended: 2,
        result,
        score_before: 1000,
        score_after: 900,
    }
}

#[test]
fn kept_games_are_mined_once() -> Result<(), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    games::keep(
        &store,
        &kept("1-lost", LOST_BY_BLACK, Stone::Black, GameResult::Lost),
    )?;
    let cancel = AtomicBool::new(false);
    let mut news = Vec::new();
    assert_eq!(mine_kept(&store, &cancel, &mut |n| news.push(n))?, 1);
    let [News::Mined { game, puzzles }, News::Done] = &news[..] else {
        panic!("{news:?}");
    };
    assert_eq!((game.as_str(), puzzles.len()), ("1-lost", 1));
    let mined = load_mined(&store);
    assert_eq!(mined.notice, None);
    let puzzles = mined.value.read();
    assert_eq!(puzzles.len(), 1);
    assert_eq!(puzzles[0].kind, PuzzleKind::HoldOn);
    assert_eq!(puzzles[0].answers, vec![point("i7", 15)]);
    // Mined once: a second pass reads nothing again.
    assert_eq!(mine_kept(&store, &cancel, &mut |_| {})?, 0);
    // Keeping a game's puzzles twice adds them once.
    keep_mined(&store, "1-lost", &puzzles)?;
    assert_eq!(load_mined(&store).value.read().len(), 1);
    Ok(())
}

#[test]
fn progress_survives_a_restart() -> Result<(), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    let set = builtin();
    {
        let store = Store::at(dir.path());
        record_try(&store, &set[0].id, Outcome::FirstTry, 100)?;
        record_try(&store, &set[1].id, Outcome::Failed, 100)?;
    }
    let store = Store::at(dir.path());
    let loaded = load_progress(&store);
    assert_eq!(loaded.notice, None);
    let progress = loaded.value;
    assert_eq!(progress.count_on(100), 2);
    assert_eq!(progress.streak_on(100), 1);
    assert_eq!(progress.puzzles[&set[0].id].first_try, 1);
    assert_eq!(progress.puzzles[&set[1].id].failed, 1);
    // The next puzzle is the first never tried, until the failed one is
    // due the next day.
    assert_eq!(progress.next(set, 100).map(|p| &p.id), Some(&set[2].id));
    assert_eq!(progress.next(set, 101).map(|p| &p.id), Some(&set[1].id));
    Ok(())
}

#[test]
fn a_damaged_progress_file_is_kept_aside_with_a_notice() -> Result<(), Box<dyn std::error::Error>> {
    let dir = tempfile::tempdir()?;
    for name in [PROGRESS_FILE, MINED_FILE] {
        fs::write(dir.path().join(name), "{ not json")?;
    }
    let store = Store::at(dir.path());
    let loaded = load_progress(&store);
    assert_eq!(loaded.value, Progress::default());
    let Some(Notice::MovedAside { path, aside, .. }) = loaded.notice else {
        panic!("{:?}", loaded.notice);
    };
    assert_eq!(path, dir.path().join(PROGRESS_FILE));
    assert_eq!(fs::read_to_string(&aside)?, "{ not json");
    assert!(matches!(
        load_mined(&store).notice,
        Some(Notice::MovedAside { .. })
    ));
    // A fresh file is written at the next try.
    record_try(&store, "x", Outcome::Later, 5)?;
    assert_eq!(load_progress(&store).value.count_on(5), 1);
    Ok(())
}

#[test]
fn intervals_grow_until_solved_first_try_twice() {
    let mut p = Progress::default();
    p.record("a", Outcome::Failed, 10);
    assert_eq!(p.puzzles["a"].due, 11);
    p.record("a", Outcome::Later, 11);
    assert_eq!(p.puzzles["a"].interval, 2);
    p.record("a", Outcome::FirstTry, 13);
    let after_first = p.puzzles["a"].interval;
    assert!(after_first > 2, "{after_first}");
    assert!(!p.puzzles["a"].retired());
    p.record("a", Outcome::FirstTry, 13 + after_first);
    assert!(p.puzzles["a"].interval > after_first);
    assert!(p.puzzles["a"].retired());
    // The streak: days 10, 11, 13 and 13 + 6 were not in a row.
    assert_eq!(p.streak_on(13 + after_first), 1);
    let mut q = Progress::default();
    for day in 20..25 {
        q.record("b", Outcome::Later, day);
    }
    assert_eq!(q.streak_on(24), 5);
    assert_eq!(q.streak_on(25), 5);
    assert_eq!(q.streak_on(26), 0);
    assert_eq!(q.count_on(24), 1);
    assert_eq!(q.count_on(25), 0);
}
