//! What is kept of the games: the unfinished game (resumed at the next
//! start), every finished game in `games/` (listed newest first, a damaged
//! file reported and skipped), the score they move, and the player's colour
//! choice in the settings. Old files keep loading.

use std::fs;
use std::path::Path;

use gomoku::engine::Level;
use gomoku::game::board::{BoardSize, Stone};
use gomoku::game::record::Record;
use gomoku::game::rules::Rule;
use gomoku::session::controller::PlayAs;
use gomoku::session::games::{
    self, GAMES_DIR, GameResult, KeptGame, Played, TimedMove, format_utc,
};
use gomoku::session::score::{MatchResult, SCORE_FILE, START_SCORE, Score};
use gomoku::session::seats::Seats;
use gomoku::session::settings::{SETTINGS_FILE, Settings};
use gomoku::session::settle;
use gomoku::session::store::Store;
use gomoku::session::unfinished::{self, Slot, UNFINISHED_FILE};

type TestResult = Result<(), Box<dyn std::error::Error>>;

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|entry| entry.file_name().to_string_lossy().into_owned())
                .filter(|name| !name.starts_with('.'))
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

pub(crate) fn mv(x: u8, y: u8, ms: u32) -> TimedMove {
    TimedMove { x, y, ms }
}

/// A game of `moves` on the 15-line board, begun at `started`.
pub(crate) fn played(id: &str, started: u64, human: Stone, moves: Vec<TimedMove>) -> Played {
    Played {
        id: id.to_owned(),
        started,
        size: BoardSize::MEDIUM,
        rule: Rule::Freestyle,
        level: Level::Hard,
        human,
        moves,
        seats: None,
        time: None,
        left_ms: None,
        forfeit: None,
        opening: None,
    }
}

/// Black h8, white a1, black i8, white a2: four moves, the game goes on.
pub(crate) fn opening() -> Vec<TimedMove> {
    vec![
        mv(7, 7, 1200),
        mv(0, 14, 600),
        mv(8, 7, 3400),
        mv(0, 13, 610),
    ]
}

/// The score file exactly as the game wrote it before games were kept
/// (pretty JSON, a new line at the end).
const OLD_SCORE_JSON: &str =
    "{\n  \"score\": 1200,\n  \"wins\": 3,\n  \"losses\": 1,\n  \"draws\": 0\n}\n";

#[test]
fn an_old_score_file_loads_and_keeps_counting() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    fs::write(dir.path().join(SCORE_FILE), OLD_SCORE_JSON)?;
    let old = Score {
        score: 1200,
        wins: 3,
        losses: 1,
        draws: 0,
        ..Score::default()
    };
    // What the current code writes is exactly the old file.
    let mut written = serde_json::to_string_pretty(&old)?;
    written.push('\n');
    assert_eq!(written, OLD_SCORE_JSON);
    let loaded = store.load::<Score>(SCORE_FILE);
    assert_eq!(loaded.notice, None);
    assert_eq!(loaded.value, old);

    let kept = settle::finish(
        &store,
        &played("100-a", 100, Stone::Black, opening()),
        GameResult::Won,
    )
    .into_result()?;
    assert_eq!((kept.score_before, kept.score_after), (1200, 1300));
    let loaded = store.load::<Score>(SCORE_FILE);
    assert_eq!(loaded.notice, None);
    assert_eq!(
        loaded.value,
        Score {
            score: 1300,
            wins: 4,
            settled: loaded.value.settled.clone(),
            last_human: Some(Stone::Black),
            ..old
        }
    );
    assert_eq!(loaded.value.settled.len(), 1);
    Ok(())
}

#[test]
fn the_colour_choice_is_remembered_and_old_settings_play_black() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    // A settings file from before the choice.
    fs::write(
        dir.path().join(SETTINGS_FILE),
        r#"{"level": "Hard", "muted": false, "window_size": null, "window_pos": null,
            "board_size": 15, "rule": "Renju"}"#,
    )?;
    let loaded = Settings::load(&store);
    assert_eq!(loaded.notice, None);
    assert_eq!(
        loaded.value.seats,
        Seats::person_against(Level::Hard, Stone::Black)
    );

    let settings = Settings {
        seats: Seats::person_against(Level::Hard, Stone::White),
        ..loaded.value
    };
    store.save(SETTINGS_FILE, &settings)?;
    assert_eq!(Settings::load(&store).value, settings);

    // Read in any case, like the level and the rule.
    for (text, want) in [
        ("alternate", PlayAs::Alternate),
        ("WHITE", PlayAs::White),
        (" Black ", PlayAs::Black),
    ] {
        fs::write(
            dir.path().join(SETTINGS_FILE),
            format!(r#"{{"play_as": "{text}", "muted": true}}"#),
        )?;
        let loaded = Settings::load(&store);
        assert_eq!(loaded.notice, None, "{text}");
        let person = want.fixed().unwrap_or(Stone::Black);
        assert_eq!(loaded.value.seats.person(), Some(person), "{text}");
        assert_eq!(loaded.value.alternate, want == PlayAs::Alternate, "{text}");
        assert!(loaded.value.muted);
    }
    // Nonsense resets that field alone, and says so.
    fs::write(
        dir.path().join(SETTINGS_FILE),
        r#"{"play_as": "green", "muted": true}"#,
    )?;
    let loaded = Settings::load(&store);
    assert_eq!(loaded.value.seats.person(), Some(Stone::Black));
    assert!(loaded.value.muted);
    let notice = loaded.notice.ok_or("no notice")?.to_string();
    assert!(
        notice.contains(r#"play_as "green" (now black)"#),
        "{notice}"
    );
    Ok(())
}

#[test]
fn the_unfinished_game_round_trips_and_is_gone_when_the_game_ends() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    let loaded = unfinished::load(&store);
    assert_eq!((loaded.value, loaded.notice), (None, None), "first run");

    let game = played("7-beef", 7, Stone::White, opening());
    unfinished::save(&store, &game)?;
    let loaded = unfinished::load(&store);
    assert_eq!(loaded.notice, None);
    assert_eq!(loaded.value.as_ref(), Some(&game));
    // Loading does not use it up: a crash before the next move offers it
    // again.
    assert_eq!(unfinished::load(&store).value.as_ref(), Some(&game));

    settle::finish(&store, &game, GameResult::Resigned).into_result()?;
    assert!(!dir.path().join(UNFINISHED_FILE).exists());
    assert_eq!(unfinished::load(&store).value, None);
    assert_eq!(
        store.load::<Score>(SCORE_FILE).value.score,
        START_SCORE - 100
    );
    Ok(())
}

#[test]
fn another_windows_unfinished_game_is_not_removed_by_this_ones_end() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    // Each window holds a slot of its own.
    let first = Slot::claim(&store)?;
    let second = Slot::claim(&store)?;
    assert_eq!(
        (first.file(), second.file()),
        (UNFINISHED_FILE, "unfinished-1.json")
    );
    let other = played("1-other", 1, Stone::Black, opening());
    unfinished::save_in(&store, first.file(), &other, None)?;
    let this = played("2-this", 2, Stone::Black, opening());
    unfinished::save_in(&store, second.file(), &this, None)?;
    settle::settle(&store, Some(second.file()), &this, GameResult::Drawn).into_result()?;
    assert_eq!(unfinished::load(&store).value, Some(other));
    assert!(!dir.path().join(second.file()).exists());
    Ok(())
}

#[test]
fn only_games_worth_resuming_are_offered() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    // The player (white) has not moved yet: only the computer's stone.
    unfinished::save(&store, &played("1-a", 1, Stone::White, vec![mv(7, 7, 5)]))?;
    let loaded = unfinished::load(&store);
    assert_eq!((loaded.value, loaded.notice), (None, None));
    assert!(!dir.path().join(UNFINISHED_FILE).exists());

    // A game already over (black's five across the top).
    let five: Vec<TimedMove> = (0..5)
        .flat_map(|x| [mv(x, 0, 1), mv(x, 5, 1)])
        .take(9)
        .collect();
    unfinished::save(&store, &played("2-b", 2, Stone::Black, five))?;
    let loaded = unfinished::load(&store);
    assert_eq!((loaded.value, loaded.notice), (None, None));
    assert!(!dir.path().join(UNFINISHED_FILE).exists());

    // A game already kept (the process died between keeping it and
    // removing the file): offering it would count it twice.
    let game = played("3-c", 3, Stone::Black, opening());
    unfinished::save(&store, &game)?;
    games::keep(
        &store,
        &KeptGame {
            game: game.clone(),
            ended: 4,
            result: GameResult::Lost,
            score_before: 1000,
            score_after: 900,
        },
    )?;
    let loaded = unfinished::load(&store);
    assert_eq!((loaded.value, loaded.notice), (None, None));
    assert!(!dir.path().join(UNFINISHED_FILE).exists());
    Ok(())
}

#[test]
fn a_damaged_unfinished_game_is_reported_and_never_touches_the_score() -> TestResult {
    let damaged = [
        "{\"id\": \"1-a\", \"started\": ".to_owned(),
        "not json at all".to_owned(),
        r#"{"id": "1-a", "started": 1, "size": 15, "rule": "Freestyle", "level": "Hard",
            "human": "Black", "moves": "h8"}"#
            .to_owned(),
        // Two stones on one point.
        serde_json::to_string(&played(
            "1-a",
            1,
            Stone::Black,
            vec![mv(7, 7, 1), mv(7, 7, 1)],
        ))?,
        // Off the board.
        serde_json::to_string(&played("1-a", 1, Stone::Black, vec![mv(40, 7, 1)]))?,
        "\u{0}\u{1}binary".to_owned(),
    ];
    for text in damaged {
        let dir = tempfile::tempdir()?;
        let store = Store::at(dir.path());
        fs::write(dir.path().join(SCORE_FILE), OLD_SCORE_JSON)?;
        fs::write(dir.path().join(UNFINISHED_FILE), &text)?;
        let loaded = unfinished::load(&store);
        assert_eq!(loaded.value, None, "{text}");
        let notice = loaded.notice.ok_or("no notice")?.to_string();
        assert!(notice.contains(UNFINISHED_FILE), "{notice}");
        assert!(notice.contains("unfinished game"), "{notice}");
        // Moved aside, kept; the score is as it was, byte for byte.
        let names = names(dir.path());
        assert_eq!(names.len(), 2, "{names:?}");
        assert!(names[0].starts_with("score.json"), "{names:?}");
        assert!(
            names[1].starts_with(&format!("{UNFINISHED_FILE}.corrupt-")),
            "{names:?}"
        );
        assert_eq!(
            fs::read_to_string(dir.path().join(SCORE_FILE))?,
            OLD_SCORE_JSON
        );
        assert_eq!(fs::read_to_string(dir.path().join(&names[1]))?, text);
        // And the next start is a clean one.
        assert_eq!(
            unfinished::load(&store),
            unfinished::load(&Store::at(dir.path()))
        );
        assert_eq!(unfinished::load(&store).notice, None);
    }
    Ok(())
}

#[test]
fn without_a_folder_there_is_no_unfinished_game_and_no_extra_notice() {
    let store = Store::nowhere();
    let loaded = unfinished::load(&store);
    assert_eq!((loaded.value, loaded.notice), (None, None));
    assert!(unfinished::save(&store, &played("1-a", 1, Stone::Black, opening())).is_err());
    assert!(games::list(&store).games.is_empty());
}

#[test]
fn finished_games_are_kept_with_the_score_before_and_after() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    let results = [
        GameResult::Won,
        GameResult::Lost,
        GameResult::Resigned,
        GameResult::Drawn,
        GameResult::Won,
    ];
    for (i, result) in results.into_iter().enumerate() {
        let human = if i % 2 == 0 {
            Stone::Black
        } else {
            Stone::White
        };
        settle::finish(
            &store,
            &played(&format!("{i}-g"), i as u64, human, opening()),
            result,
        )
        .into_result()?;
    }
    let score = store.load::<Score>(SCORE_FILE).value;
    assert_eq!(
        score,
        Score {
            score: START_SCORE + 100 - 100 - 100 + 100,
            wins: 2,
            losses: 2,
            draws: 1,
            settled: score.settled.clone(),
            last_human: Some(Stone::Black),
        }
    );
    let list = games::list(&store);
    assert_eq!(list.notice(), None);
    assert_eq!(list.games.len(), 5);
    // Newest first: all ended in the same second here, so by start.
    let ids: Vec<&str> = list.games.iter().map(|g| g.game.id.as_str()).collect();
    assert_eq!(ids, ["4-g", "3-g", "2-g", "1-g", "0-g"]);
    // The scores chain from the oldest to the newest.
    let chain: Vec<(i64, i64)> = list
        .games
        .iter()
        .rev()
        .map(|g| (g.score_before, g.score_after))
        .collect();
    assert_eq!(
        chain,
        [
            (1000, 1100),
            (1100, 1000),
            (1000, 900),
            (900, 900),
            (900, 1000)
        ]
    );
    let resigned = &list.games[2];
    assert_eq!(resigned.result, GameResult::Resigned);
    assert_eq!(resigned.result.match_result(), MatchResult::Lost);
    assert_eq!(resigned.game.human, Stone::Black);
    assert_eq!(resigned.game.moves, opening());
    assert_eq!(resigned.game.level, Level::Hard);
    assert!(resigned.ended >= resigned.game.started);
    assert_eq!(names(&dir.path().join(GAMES_DIR)).len(), 5);
    Ok(())
}

#[test]
fn the_list_is_newest_first_by_the_end_of_the_game() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    for (id, started, ended) in [("a", 10, 500), ("b", 20, 300), ("c", 30, 400)] {
        games::keep(
            &store,
            &KeptGame {
                game: played(id, started, Stone::Black, opening()),
                ended,
                result: GameResult::Won,
                score_before: 1000,
                score_after: 1100,
            },
        )?;
    }
    let ids: Vec<String> = games::list(&store)
        .games
        .into_iter()
        .map(|g| g.game.id)
        .collect();
    assert_eq!(ids, ["a", "c", "b"]);
    // Keeping a game again replaces its file: no second copy.
    let again = KeptGame {
        game: played("b", 20, Stone::Black, opening()),
        ended: 600,
        result: GameResult::Won,
        score_before: 1000,
        score_after: 1100,
    };
    games::keep(&store, &again)?;
    let list = games::list(&store);
    assert_eq!(list.games.len(), 3);
    assert_eq!(list.games[0], again);
    // An id that is not a plain name cannot name a file.
    let mut bad = again;
    bad.game.id = "../score".into();
    assert!(games::keep(&store, &bad).is_err());
    Ok(())
}

#[test]
fn a_damaged_game_file_hides_no_other_and_is_named() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    for i in 0..3u64 {
        settle::finish(
            &store,
            &played(&format!("{i}-ok"), i, Stone::Black, opening()),
            GameResult::Lost,
        )
        .into_result()?;
    }
    let folder = dir.path().join(GAMES_DIR);
    fs::write(folder.join("9-cut.json"), "{\"id\": \"9-cut\", \"sta")?;
    fs::write(folder.join("8-empty.json"), "")?;
    let mut replay = serde_json::to_value(KeptGame {
        game: played("7-taken", 7, Stone::Black, opening()),
        ended: 8,
        result: GameResult::Won,
        score_before: 0,
        score_after: 100,
    })?;
    replay["moves"][1] = serde_json::json!({"x": 7, "y": 7, "ms": 5});
    fs::write(folder.join("7-taken.json"), replay.to_string())?;
    // Not games: the store's temporaries and anything not JSON.
    fs::write(folder.join(".0-ok.json.tmp-1-2"), "{")?;
    fs::write(folder.join("notes.txt"), "mine")?;

    let list = games::list(&store);
    assert_eq!(list.games.len(), 3);
    let damaged: Vec<String> = list
        .damaged
        .iter()
        .map(|d| {
            d.path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    assert_eq!(damaged, ["7-taken.json", "8-empty.json", "9-cut.json"]);
    let notice = list.notice().ok_or("no notice")?.to_string();
    assert!(
        notice.starts_with("3 kept games could not be read"),
        "{notice}"
    );
    for name in &damaged {
        assert!(notice.contains(name.as_str()), "{notice}");
    }
    assert!(notice.contains("do not replay"), "{notice}");
    // Listing changes nothing.
    assert!(folder.join("9-cut.json").exists());
    assert_eq!(store.load::<Score>(SCORE_FILE).value.losses, 3);
    Ok(())
}

#[test]
fn a_kept_game_opens_as_a_record_with_its_times() -> TestResult {
    let kept = KeptGame {
        game: Played {
            rule: Rule::Renju,
            level: Level::Master,
            ..played("5-r", 5, Stone::White, opening())
        },
        ended: 1_796_094_000,
        result: GameResult::Resigned,
        score_before: 1000,
        score_after: 900,
    };
    let record = kept.to_record()?;
    assert_eq!(record.size(), 15);
    assert_eq!(record.rule(), Rule::Renju);
    assert_eq!(record.to_move_string(), "h8a1i8a2");
    assert_eq!(
        record.times(),
        [Some(1200), Some(600), Some(3400), Some(610)]
    );
    let psq = record.to_psq();
    assert_eq!(
        psq,
        "Piskvorky 15x15, 8:8, 0\r\n8,8,1200\r\n1,15,600\r\n9,8,3400\r\n1,14,610\r\n\
         gomoku master\r\nYou\r\n-1\r\n"
    );
    // The PSQ reads back as the same game.
    let back = Record::parse_with(
        &psq,
        gomoku::game::record::ReadOptions {
            rule: Rule::Renju,
            size: None,
        },
    )?;
    assert_eq!(back.moves(), record.moves());
    assert_eq!(back.times(), record.times());
    assert_eq!(kept.date(), "2026-12-01 03:00 UTC");
    assert_eq!(format_utc(0), "1970-01-01 00:00 UTC");
    Ok(())
}

#[test]
fn a_kept_game_file_is_readable_json() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    let kept = settle::finish(
        &store,
        &played("42-x", 42, Stone::White, opening()),
        GameResult::Lost,
    )
    .into_result()?;
    let text = fs::read_to_string(dir.path().join(GAMES_DIR).join("42-x.json"))?;
    let value: serde_json::Value = serde_json::from_str(&text)?;
    assert_eq!(value["id"], "42-x");
    assert_eq!(value["started"], 42);
    assert_eq!(value["size"], 15);
    assert_eq!(value["rule"], "Freestyle");
    assert_eq!(value["level"], "Hard");
    assert_eq!(value["human"], "White");
    assert_eq!(value["result"], "Lost");
    assert_eq!(value["score_before"], 1000);
    assert_eq!(value["score_after"], 900);
    assert_eq!(value["ended"], kept.ended);
    assert_eq!(
        value["moves"][2],
        serde_json::json!({"x": 8, "y": 7, "ms": 3400})
    );
    Ok(())
}

#[cfg(unix)]
#[test]
fn a_pipe_among_the_kept_games_is_named_not_waited_on() -> TestResult {
    use gomoku::session::notice::FileProblem;
    use gomoku::session::read::FileKind;

    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    games::keep(
        &store,
        &KeptGame {
            game: played("1-ok", 1, Stone::Black, opening()),
            ended: 2,
            result: GameResult::Lost,
            score_before: 1000,
            score_after: 900,
        },
    )?;
    crate::storage::mkfifo(&dir.path().join(GAMES_DIR).join("x.json"));
    let list = crate::storage::within(20, move || games::list(&store));
    assert_eq!(list.games.len(), 1);
    assert_eq!(list.damaged.len(), 1);
    assert!(list.damaged[0].path.ends_with("x.json"));
    assert_eq!(
        list.damaged[0].problem,
        FileProblem::NotAFile(FileKind::Pipe)
    );
    let notice = list.notice().ok_or("no notice")?.to_string();
    assert!(
        notice.contains("is not a regular file but a named pipe"),
        "{notice}"
    );
    Ok(())
}
