//! A finished game is settled exactly once (issue 30, case 1), the start
//! completes a settling that a crash cut short, and two windows on one
//! data folder each keep their own unfinished game (case 4).

use std::fs;

use gomoku::game::board::Stone;
use gomoku::session::games::{self, GAMES_DIR, GameResult};
use gomoku::session::notice::Notice;
use gomoku::session::score::{self, SCORE_FILE, Score};
use gomoku::session::settle;
use gomoku::session::startup;
use gomoku::session::store::Store;
use gomoku::session::unfinished::{self, Ending, Slot, UNFINISHED_FILE, Unfinished};

use super::games::{opening, played};

type TestResult = Result<(), Box<dyn std::error::Error>>;

fn score_of(store: &Store) -> Score {
    score::peek(store).unwrap_or_default()
}

/// The player's side of a restart: the start's reading, and resigning
/// the game it offers (as "Resign it" does), as many times as asked.
fn restart_and_resign(store: &Store, times: usize) -> Vec<Notice> {
    let mut notices = Vec::new();
    for _ in 0..times {
        let found = startup::start(store, false);
        notices.extend(found.notices);
        if let (Some(played), Some(slot)) = (found.resume, &found.slot) {
            let settled = settle::settle(store, Some(slot.file()), &played, GameResult::Resigned);
            notices.extend(settled.notices());
        }
    }
    notices
}

#[test]
fn a_game_that_cannot_be_kept_is_counted_once_and_not_offered_again() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    // `games` is a plain file: no game can be kept.
    fs::write(dir.path().join(GAMES_DIR), "not a folder")?;
    unfinished::save(&store, &played("5-a", 5, Stone::Black, opening()))?;
    let notices = restart_and_resign(&store, 4);
    let score = score_of(&store);
    assert_eq!((score.score, score.losses), (900, 1), "{notices:?}");
    assert!(!dir.path().join(UNFINISHED_FILE).exists());
    // Told plainly: counted, with the score, but not kept.
    assert_eq!(notices.len(), 1, "{notices:?}");
    let told = notices[0].to_string();
    assert!(told.contains("counted in your score (now 900)"), "{told}");
    assert!(told.contains("could not be kept"), "{told}");
    Ok(())
}

#[test]
fn a_game_whose_id_is_no_file_name_is_counted_once_and_kept() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    unfinished::save(&store, &played("../../score", 5, Stone::Black, opening()))?;
    let notices = restart_and_resign(&store, 4);
    assert_eq!(notices, []);
    let score = score_of(&store);
    assert_eq!((score.score, score.losses), (900, 1));
    let list = games::list(&store);
    assert_eq!(list.games.len(), 1);
    assert!(
        list.games[0].game.id.starts_with("5-"),
        "{}",
        list.games[0].game.id
    );
    assert_eq!(
        (list.games[0].score_before, list.games[0].score_after),
        (1000, 900)
    );
    assert!(!dir.path().join(UNFINISHED_FILE).exists());
    Ok(())
}

#[test]
fn settling_again_changes_nothing() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    let game = played("7-b", 7, Stone::White, opening());
    for _ in 0..3 {
        let kept = settle::finish(&store, &game, GameResult::Won).into_result()?;
        assert_eq!((kept.score_before, kept.score_after), (1000, 1100));
    }
    let score = score_of(&store);
    assert_eq!(
        (score.score, score.wins, score.last_human),
        (1100, 1, Some(Stone::White))
    );
    assert_eq!(games::list(&store).games.len(), 1);
    Ok(())
}

#[test]
fn the_start_completes_a_settling_a_crash_cut_short() -> TestResult {
    let ending = Ending {
        result: GameResult::Lost,
        ended: 9,
    };
    // Cut before the score (the ending written, nothing else) and after
    // it (counted, not kept): both end counted once and kept.
    for counted_first in [false, true] {
        let dir = tempfile::tempdir()?;
        let store = Store::at(dir.path());
        let game = played("8-c", 8, Stone::Black, opening());
        unfinished::save_in(&store, UNFINISHED_FILE, &game, Some(ending))?;
        if counted_first {
            store.update(SCORE_FILE, |s: &mut Score| {
                s.settle(&game.id, game.human, GameResult::Lost.match_result());
            })?;
        }
        for _ in 0..2 {
            let found = startup::start(&store, false);
            assert_eq!(found.resume, None, "a game being settled is not offered");
            assert_eq!(found.notices, []);
            assert_eq!(found.score.score, 900);
        }
        let score = score_of(&store);
        assert_eq!((score.score, score.losses), (900, 1));
        let list = games::list(&store);
        assert_eq!(list.games.len(), 1);
        assert_eq!(list.games[0].ended, 9);
        assert!(!dir.path().join(UNFINISHED_FILE).exists());
    }
    Ok(())
}

#[test]
fn a_game_that_cannot_be_counted_waits_for_the_next_start() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    // The score's lock cannot be made: a folder in its place.
    fs::create_dir(dir.path().join(format!(".{SCORE_FILE}.lock")))?;
    let game = played("9-d", 9, Stone::Black, opening());
    let settled = settle::finish(&store, &game, GameResult::Lost);
    let told: Vec<String> = settled.notices().iter().map(ToString::to_string).collect();
    assert_eq!(told.len(), 1);
    assert!(
        told[0].contains("will be counted when the game next starts"),
        "{told:?}"
    );
    let kept: Unfinished = serde_json::from_slice(&fs::read(dir.path().join(UNFINISHED_FILE))?)?;
    assert_eq!(kept.ending.map(|e| e.result), Some(GameResult::Lost));
    // The cause goes; the next start counts it, once.
    fs::remove_dir(dir.path().join(format!(".{SCORE_FILE}.lock")))?;
    for _ in 0..2 {
        let found = startup::start(&store, false);
        assert_eq!((found.resume, found.score.score), (None, 900));
    }
    assert_eq!(games::list(&store).games.len(), 1);
    Ok(())
}

#[test]
fn two_windows_each_keep_their_own_unfinished_game() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    let (a, b) = (
        played("1-a", 1, Stone::Black, opening()),
        played("2-b", 2, Stone::Black, opening()),
    );
    {
        let first = startup::start(&store, false);
        let second = startup::start(&store, false);
        let (Some(one), Some(two)) = (&first.slot, &second.slot) else {
            return Err("no slot".into());
        };
        assert_ne!(one.file(), two.file());
        unfinished::save_in(&store, one.file(), &a, None)?;
        unfinished::save_in(&store, two.file(), &b, None)?;
        // Both windows are closed mid-game here.
    }
    // The next window offers the game of its slot; a second one opened
    // beside it offers the other. Nothing is dropped.
    let third = startup::start(&store, false);
    assert_eq!(third.resume.as_ref(), Some(&a));
    let fourth = startup::start(&store, false);
    assert_eq!(fourth.resume.as_ref(), Some(&b));
    let fifth = startup::start(&store, false);
    assert_eq!(fifth.resume, None);
    drop((third, fourth, fifth));
    // A window alone takes up a game left in another slot, into its own.
    let alone = startup::start(&store, false);
    assert_eq!(alone.resume.as_ref(), Some(&a));
    let slot = alone.slot.as_ref().ok_or("no slot")?;
    unfinished::remove_in(&store, slot.file())?;
    drop(alone);
    let next = startup::start(&store, false);
    assert_eq!(next.resume.as_ref(), Some(&b));
    assert_eq!(next.slot.as_ref().map(Slot::file), Some(UNFINISHED_FILE));
    assert!(
        !dir.path().join("unfinished-1.json").exists(),
        "moved, not copied"
    );
    Ok(())
}

#[test]
fn a_window_that_holds_no_slot_says_so_once() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    let held: Vec<Slot> = (0..unfinished::MAX_SLOTS)
        .map(|_| Slot::claim(&store))
        .collect::<Result<_, _>>()?;
    let found = startup::start(&store, false);
    assert!(found.slot.is_none());
    assert_eq!(found.notices.len(), 1, "{:?}", found.notices);
    assert!(
        found.notices[0]
            .to_string()
            .contains("cannot keep an unfinished game")
    );
    drop(held);
    assert!(startup::start(&store, false).slot.is_some());
    Ok(())
}

#[test]
fn a_data_folder_that_is_a_file_is_said_once_at_start() -> TestResult {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("gomoku");
    fs::write(&path, "a file")?;
    let found = startup::start(&Store::at(&path), false);
    assert_eq!(found.notices.len(), 1, "{:?}", found.notices);
    assert!(matches!(found.notices[0], Notice::NotAFolder { .. }));
    assert!(found.slot.is_none() && found.resume.is_none());
    Ok(())
}
