//! The store keeps the player's data safe: atomic saves, corrupt files
//! moved aside rather than overwritten, defaults for what is missing.

use std::fs;
use std::path::Path;

use gomoku::engine::Level;
use gomoku::game::board::{BoardSize, Stone};
use gomoku::game::rules::Rule;
use gomoku::i18n::Lang;
use gomoku::session::score::{MatchResult, SCORE_FILE, START_SCORE, Score, record_game};
use gomoku::session::seats::{EngineRef, Seats};
use gomoku::session::settings::{SETTINGS_FILE, Settings};
use gomoku::session::store::{STALE_TEMPORARY, Store, StoreError};

type TestResult = Result<(), Box<dyn std::error::Error>>;

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|entry| entry.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

fn no_temp_files(dir: &Path) {
    let temps: Vec<String> = names(dir)
        .into_iter()
        .filter(|name| name.contains(".tmp-"))
        .collect();
    assert!(temps.is_empty(), "temporary files left behind: {temps:?}");
}

#[test]
fn score_and_settings_round_trip() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    assert_eq!(store.dir(), Some(dir.path()));

    let score = Score {
        score: 700,
        wins: 2,
        losses: 5,
        draws: 1,
        ..Score::default()
    };
    store.save(SCORE_FILE, &score)?;
    let loaded = store.load::<Score>(SCORE_FILE);
    assert_eq!(loaded.value, score);
    assert_eq!(loaded.notice, None);

    let settings = Settings {
        seats: Seats::person_against(Level::Classic, Stone::White),
        alternate: true,
        time: "5m+3s".parse()?,
        opening: gomoku::session::opening::OpeningRule::Swap2,
        engines: vec![EngineRef {
            name: "Wine 2018".into(),
            command: "'/opt/engines/pbrain wine'".into(),
        }],
        muted: true,
        window_size: Some([800.5, 640.0]),
        window_pos: Some([120.0, -8.0]),
        board_size: BoardSize::LARGE,
        rule: Rule::Renju,
        show_heat: true,
        show_threats: false,
        show_numbers: true,
        show_thinking: true,
        language: Lang::ZH_CN,
    };
    store.save(SETTINGS_FILE, &settings)?;
    let loaded = Settings::load(&store);
    assert_eq!(loaded.value, settings);
    assert_eq!(loaded.notice, None);

    // Saving again replaces the file in place.
    let mut score = score;
    score.record(MatchResult::Won);
    store.save(SCORE_FILE, &score)?;
    assert_eq!(store.load::<Score>(SCORE_FILE).value, score);
    assert_eq!(names(dir.path()), [SCORE_FILE, SETTINGS_FILE]);
    Ok(())
}

#[test]
fn saved_files_are_pretty_json() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    store.save(SCORE_FILE, &Score::default())?;
    let text = fs::read_to_string(dir.path().join(SCORE_FILE))?;
    assert!(text.contains("\n  \"score\": 1000"), "{text}");
    Ok(())
}

#[test]
fn save_creates_the_folder() -> TestResult {
    let dir = tempfile::tempdir()?;
    let nested = dir.path().join("a").join("b");
    let store = Store::at(&nested);
    store.save(SCORE_FILE, &Score::default())?;
    assert_eq!(store.load::<Score>(SCORE_FILE).value, Score::default());
    assert_eq!(names(&nested), [SCORE_FILE]);
    Ok(())
}

#[test]
fn a_missing_file_is_a_first_run() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path().join("not yet created"));
    let score = store.load::<Score>(SCORE_FILE);
    assert_eq!(score.value, Score::default());
    assert_eq!(score.value.score, START_SCORE);
    assert_eq!(score.notice, None);
    let settings = Settings::load(&store);
    assert_eq!(settings.value, Settings::default());
    assert_eq!(settings.value.board_size, BoardSize::SMALL);
    assert_eq!(settings.notice, None);
    Ok(())
}

#[test]
fn a_corrupt_file_is_moved_aside_and_kept() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    let garbage = b"{\"score\": 12\x00\xff garbage";
    fs::write(dir.path().join(SCORE_FILE), garbage)?;

    let loaded = store.load::<Score>(SCORE_FILE);
    assert_eq!(loaded.value, Score::default());
    let notice = loaded
        .notice
        .ok_or("no notice for a corrupt file")?
        .to_string();

    // Exactly one file, the moved-aside one, holding the corrupt bytes.
    let files = names(dir.path());
    assert_eq!(files.len(), 1, "{files:?}");
    let aside = &files[0];
    assert!(aside.starts_with("score.json.corrupt-"), "{aside}");
    assert!(
        notice.contains(aside.as_str()),
        "the notice hides the file: {notice}"
    );
    assert_eq!(fs::read(dir.path().join(aside))?, garbage);

    // The next save writes a fresh file and leaves the old one alone.
    let mut score = loaded.value;
    score.record(MatchResult::Lost);
    store.save(SCORE_FILE, &score)?;
    assert_eq!(store.load::<Score>(SCORE_FILE).value, score);
    assert_eq!(fs::read(dir.path().join(aside))?, garbage);
    assert_eq!(names(dir.path()).len(), 2);
    Ok(())
}

#[test]
fn a_second_corrupt_file_does_not_replace_the_first() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    fs::write(dir.path().join(SCORE_FILE), "first")?;
    assert!(store.load::<Score>(SCORE_FILE).notice.is_some());
    // Within the same second, so the natural aside name is taken.
    fs::write(dir.path().join(SCORE_FILE), "second")?;
    assert!(store.load::<Score>(SCORE_FILE).notice.is_some());

    let mut contents: Vec<String> = names(dir.path())
        .iter()
        .map(|name| fs::read_to_string(dir.path().join(name)))
        .collect::<Result<_, _>>()?;
    contents.sort();
    assert_eq!(contents, ["first", "second"]);
    Ok(())
}

#[test]
fn wrong_shapes_and_unknown_variants_count_as_corrupt() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    for text in ["", "null", "42", "[true]", "{\"score\": \"lots\"}"] {
        fs::write(dir.path().join(SCORE_FILE), text)?;
        let loaded = store.load::<Score>(SCORE_FILE);
        assert_eq!(loaded.value, Score::default(), "{text:?}");
        assert!(loaded.notice.is_some(), "{text:?}");
    }
    for text in ["", "[1, 2]", "\"level\"", "{ \"level\": "] {
        fs::write(dir.path().join(SETTINGS_FILE), text)?;
        let loaded = Settings::load(&store);
        assert_eq!(loaded.value, Settings::default(), "{text:?}");
        let notice = loaded.notice.map(|n| n.to_string()).unwrap_or_default();
        assert!(notice.contains("It was kept as"), "{text:?}: {notice}");
        assert!(!dir.path().join(SETTINGS_FILE).exists(), "{text:?}");
    }
    Ok(())
}

#[test]
fn old_and_new_versions_load() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());

    // An older version knew only the score.
    fs::write(dir.path().join(SCORE_FILE), r#"{ "score": 1300 }"#)?;
    let loaded = store.load::<Score>(SCORE_FILE);
    assert_eq!(loaded.notice, None);
    assert_eq!(
        loaded.value,
        Score {
            score: 1300,
            ..Score::default()
        }
    );

    // A newer version added fields this one does not know.
    fs::write(
        dir.path().join(SETTINGS_FILE),
        r#"{ "muted": true, "rule": "Standard", "theme": "dark", "volume": 0.5 }"#,
    )?;
    let loaded = Settings::load(&store);
    assert_eq!(loaded.notice, None);
    assert_eq!(
        loaded.value,
        Settings {
            muted: true,
            rule: Rule::Standard,
            ..Settings::default()
        }
    );
    Ok(())
}

#[test]
fn a_folder_that_is_a_file_cannot_be_saved_to() -> TestResult {
    let dir = tempfile::tempdir()?;
    let file = dir.path().join("occupied");
    fs::write(&file, "not a folder")?;
    for target in [file.clone(), file.join("below")] {
        let store = Store::at(&target);
        let err = store
            .save(SCORE_FILE, &Score::default())
            .err()
            .ok_or("saved into a file")?;
        assert!(matches!(err, StoreError::NotAFolder { .. }), "{err:?}");
        let message = err.to_string();
        assert!(message.contains("data folder"), "{message}");
        assert!(message.contains("is a file"), "{message}");
        assert!(message.contains("occupied"), "{message}");
        assert!(!message.contains(SCORE_FILE), "blames the file: {message}");
        // Loading from it gives defaults, names the folder as the problem
        // and does not move the file away.
        let loaded = store.load::<Score>(SCORE_FILE);
        assert_eq!(loaded.value, Score::default());
        let notice = loaded.notice.map(|n| n.to_string()).unwrap_or_default();
        assert!(notice.contains("data folder"), "{notice}");
        assert!(!notice.contains(SCORE_FILE), "blames the file: {notice}");
        let err = record_game(&store, MatchResult::Won).err();
        assert!(
            matches!(err, Some(StoreError::NotAFolder { .. })),
            "{err:?}"
        );
    }
    assert_eq!(fs::read_to_string(&file)?, "not a folder");
    assert_eq!(names(dir.path()), ["occupied"]);
    Ok(())
}

#[test]
fn a_failed_rename_leaves_the_target_and_no_temp_file() -> TestResult {
    // A folder where the file should be: even root cannot rename a file
    // over it, so the failure comes after the temp file was written.
    let dir = tempfile::tempdir()?;
    let blocker = dir.path().join(SCORE_FILE);
    fs::create_dir(&blocker)?;
    fs::write(blocker.join("inside"), "keep me")?;
    let store = Store::at(dir.path());
    let err = store
        .save(SCORE_FILE, &Score::default())
        .err()
        .ok_or("saved over a folder")?;
    assert!(matches!(err, StoreError::Io { .. }), "{err:?}");
    assert!(err.to_string().contains(SCORE_FILE), "{err}");
    assert_eq!(fs::read_to_string(blocker.join("inside"))?, "keep me");
    no_temp_files(dir.path());
    assert_eq!(names(dir.path()), [SCORE_FILE]);
    Ok(())
}

#[cfg(unix)]
#[test]
fn a_read_only_folder_keeps_the_old_file() -> TestResult {
    use std::os::unix::fs::PermissionsExt;

    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    let old = Score {
        score: 1200,
        wins: 2,
        ..Score::default()
    };
    store.save(SCORE_FILE, &old)?;
    let before = fs::read(dir.path().join(SCORE_FILE))?;
    fs::set_permissions(dir.path(), fs::Permissions::from_mode(0o555))?;

    // Root ignores the mode; then the save may succeed, and only the
    // cleanup can be checked (the FILE-as-folder test covers failure).
    let root = fs::write(dir.path().join("probe"), "").is_ok();
    let result = store.save(SCORE_FILE, &Score::default());
    let after = fs::read(dir.path().join(SCORE_FILE));
    let listing = names(dir.path());
    fs::set_permissions(dir.path(), fs::Permissions::from_mode(0o755))?;

    if !root {
        let err = result.err().ok_or("saved into a read-only folder")?;
        assert!(err.to_string().contains("could not save"), "{err}");
        assert_eq!(after?, before);
        assert_eq!(listing, [SCORE_FILE]);
    }
    no_temp_files(dir.path());
    Ok(())
}

#[test]
fn without_a_folder_nothing_is_saved_and_the_player_is_told() {
    let store = Store::nowhere();
    assert_eq!(store.dir(), None);
    let loaded = store.load::<Score>(SCORE_FILE);
    assert_eq!(loaded.value, Score::default());
    let notice = loaded.notice.map(|n| n.to_string()).unwrap_or_default();
    assert!(notice.contains("won't be saved"), "{notice:?}");
    let err = store.save(SCORE_FILE, &Score::default()).err();
    assert!(matches!(err, Some(StoreError::NoDataDir)), "{err:?}");
    // One English for the error and the notice (the words layer's).
    assert_eq!(err.map(|err| err.to_string()), Some(notice));
}

#[test]
fn the_default_location_is_the_games_data_folder() {
    // Wherever the system puts it, the folder is named after the game.
    if let Some(dir) = Store::default_location().dir() {
        assert!(
            dir.to_string_lossy().contains("gomoku"),
            "{}",
            dir.display()
        );
    }
}

#[test]
fn recording_games_moves_the_score() {
    let mut score = Score::default();
    assert_eq!(score.score, 1000);
    score.record(MatchResult::Lost);
    assert_eq!(score.score, 900);
    score.record(MatchResult::Won);
    assert_eq!(score.score, 1000);
    score.record(MatchResult::Drawn);
    assert_eq!(
        score,
        Score {
            score: 1000,
            wins: 1,
            losses: 1,
            draws: 1,
            ..Score::default()
        }
    );
}

#[test]
fn settings_are_kept_field_by_field_and_the_reset_ones_named() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    // Names as the menu shows them, a size the game does not offer, a
    // wrong type, a level from a newer version.
    fs::write(
        dir.path().join(SETTINGS_FILE),
        r#"{"level": "master", "rule": "RENJU", "board_size": 22, "muted": "yes",
            "window_size": [900, 950], "theme": "dark"}"#,
    )?;
    let loaded = Settings::load(&store);
    assert_eq!(
        loaded.value,
        Settings {
            seats: Seats::person_against(Level::Master, Stone::Black),
            rule: Rule::Renju,
            window_size: Some([900.0, 950.0]),
            ..Settings::default()
        }
    );
    let notice = loaded.notice.ok_or("no notice")?.to_string();
    assert!(notice.contains("board_size 22 (now 13×13)"), "{notice}");
    assert!(notice.contains(r#"muted "yes" (now sound on)"#), "{notice}");
    assert!(!notice.contains("level"), "{notice}");
    // Nothing was moved aside: the good fields are the player's.
    assert_eq!(names(dir.path()), [SETTINGS_FILE]);

    fs::write(
        dir.path().join(SETTINGS_FILE),
        r#"{"level": "Grandmaster", "board_size": 19, "muted": true}"#,
    )?;
    let loaded = Settings::load(&store);
    assert_eq!(loaded.value.board_size, BoardSize::LARGE);
    assert!(loaded.value.muted);
    assert_eq!(loaded.value.seats, Seats::default());
    let notice = loaded.notice.ok_or("no notice")?.to_string();
    assert!(
        notice.contains(r#"level "Grandmaster" (now seed)"#),
        "{notice}"
    );

    // Before seats: a person against the level, with the colour chosen.
    fs::write(
        dir.path().join(SETTINGS_FILE),
        r#"{"level": "hard", "play_as": "White"}"#,
    )?;
    let loaded = Settings::load(&store);
    assert_eq!(loaded.notice, None);
    assert_eq!(
        loaded.value.seats,
        Seats::person_against(Level::Hard, Stone::White)
    );
    assert!(!loaded.value.alternate);
    fs::write(
        dir.path().join(SETTINGS_FILE),
        r#"{"play_as": "Alternate"}"#,
    )?;
    assert!(Settings::load(&store).value.alternate);
    // Seats, once written, win over the old fields; a bad clock is named.
    fs::write(
        dir.path().join(SETTINGS_FILE),
        r#"{"level": "hard", "seats": {"black": {"level": "Master"}, "white": "human"},
            "time": "soon"}"#,
    )?;
    let loaded = Settings::load(&store);
    assert_eq!(
        loaded.value.seats,
        Seats::person_against(Level::Master, Stone::White)
    );
    let notice = loaded.notice.ok_or("no notice")?.to_string();
    assert!(
        notice.contains(r#"time "soon" (now 3 s a move)"#),
        "{notice}"
    );
    Ok(())
}

#[test]
fn only_offered_board_sizes_are_accepted() {
    for lines in [0, 1, 7, 14, 22, 1000] {
        assert!(BoardSize::try_from(lines).is_err(), "{lines}");
    }
    for size in BoardSize::ALL {
        assert_eq!(BoardSize::try_from(size.lines()), Ok(size));
        assert_eq!(size.to_string(), format!("{0}×{0}", size.lines()));
    }
}

#[test]
fn two_games_saving_at_once_lose_no_result() -> TestResult {
    let dir = tempfile::tempdir()?;
    store_score(dir.path(), 1000)?;
    // Four "windows", each with its own store, finishing games at once.
    let workers: Vec<_> = (0..4)
        .map(|w| {
            let store = Store::at(dir.path());
            std::thread::spawn(move || {
                for g in 0..25 {
                    let result = if (w + g) % 2 == 0 {
                        MatchResult::Won
                    } else {
                        MatchResult::Lost
                    };
                    record_game(&store, result).map_err(|e| e.to_string())?;
                }
                Ok::<(), String>(())
            })
        })
        .collect();
    for worker in workers {
        worker.join().map_err(|_| "a worker panicked")??;
    }
    let score = Store::at(dir.path()).load::<Score>(SCORE_FILE);
    assert_eq!(score.notice, None);
    assert_eq!(score.value.wins + score.value.losses, 100);
    assert_eq!(score.value.wins, 50);
    assert_eq!(score.value.score, 1000);
    no_temp_files(dir.path());
    Ok(())
}

fn store_score(dir: &Path, points: i64) -> TestResult {
    Store::at(dir).save(
        SCORE_FILE,
        &Score {
            score: points,
            ..Score::default()
        },
    )?;
    Ok(())
}

#[test]
fn temporaries_left_by_a_crash_are_removed_at_start() -> TestResult {
    let dir = tempfile::tempdir()?;
    let store = Store::at(dir.path());
    store_score(dir.path(), 1200)?;
    let stale = dir.path().join(".score.json.tmp-4242-0");
    let fresh = dir.path().join(".score.json.tmp-4243-0");
    fs::write(&stale, "{ half a sc")?;
    fs::write(&fresh, "{ being written")?;
    let long_ago = std::time::SystemTime::now() - STALE_TEMPORARY * 2;
    fs::File::options()
        .write(true)
        .open(&stale)?
        .set_modified(long_ago)?;
    assert_eq!(store.remove_stale_temporaries(), 1);
    // A young one may be another running game's save in progress.
    assert_eq!(names(dir.path()), [".score.json.tmp-4243-0", SCORE_FILE]);
    assert_eq!(store.load::<Score>(SCORE_FILE).value.score, 1200);
    Ok(())
}

/// A named pipe (FIFO) at `path`, with no writer: a read would wait.
#[cfg(unix)]
pub fn mkfifo(path: &Path) {
    let made = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(made.success(), "mkfifo {}", path.display());
}

/// `work`'s answer, or a failed test after `seconds` (the work may block
/// for ever: it runs on a thread of its own, left behind).
pub fn within<T: Send + 'static>(seconds: u64, work: impl FnOnce() -> T + Send + 'static) -> T {
    let (sender, answer) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = sender.send(work());
    });
    answer
        .recv_timeout(std::time::Duration::from_secs(seconds))
        .unwrap_or_else(|_| panic!("no answer within {seconds} s: a read blocked"))
}

#[cfg(unix)]
#[test]
fn a_pipe_for_the_score_or_the_settings_is_moved_aside_unread() -> TestResult {
    use gomoku::session::notice::{FileProblem, Notice};
    use gomoku::session::read::FileKind;

    let dir = tempfile::tempdir()?;
    mkfifo(&dir.path().join(SCORE_FILE));
    mkfifo(&dir.path().join(SETTINGS_FILE));
    let store = Store::at(dir.path());
    let (score, settings) = within(20, {
        let store = store.clone();
        move || (store.load::<Score>(SCORE_FILE), Settings::load(&store))
    });
    assert_eq!(score.value, Score::default());
    for (name, notice) in [(SCORE_FILE, score.notice), (SETTINGS_FILE, settings.notice)] {
        let notice = notice.ok_or("no notice for a pipe")?;
        assert!(
            matches!(
                &notice,
                Notice::MovedAside {
                    problem: FileProblem::NotAFile(FileKind::Pipe),
                    ..
                }
            ),
            "{notice:?}"
        );
        let said = notice.to_string();
        assert!(
            said.contains(&format!("{name} is not a regular file but a named pipe")),
            "{said}"
        );
        assert!(
            Lang::ZH_CN
                .notice(&notice)
                .contains("不是普通文件，而是命名管道")
        );
    }
    // A result is counted on a fresh file.
    let saved = within(20, move || {
        store.update(SCORE_FILE, |s: &mut Score| s.record(MatchResult::Won))
    });
    assert_eq!(saved?.score, START_SCORE + 100);
    Ok(())
}

#[test]
fn a_data_file_past_the_limit_is_not_read_whole() -> TestResult {
    use gomoku::session::notice::{FileProblem, Notice};
    use gomoku::session::read::MAX_DATA_BYTES;

    let dir = tempfile::tempdir()?;
    // Valid JSON, all of it, but far too long for any settings.
    let mut huge = b"{\"muted\": true".to_vec();
    huge.resize(MAX_DATA_BYTES as usize + 10, b' ');
    huge.push(b'}');
    fs::write(dir.path().join(SETTINGS_FILE), &huge)?;
    let loaded = Settings::load(&Store::at(dir.path()));
    assert!(!loaded.value.muted);
    let notice = loaded.notice.ok_or("no notice")?;
    assert!(
        matches!(
            &notice,
            Notice::MovedAside {
                problem: FileProblem::TooLarge {
                    limit: MAX_DATA_BYTES
                },
                ..
            }
        ),
        "{notice:?}"
    );
    assert!(
        notice.to_string().contains("is larger than 1 MiB"),
        "{notice}"
    );
    Ok(())
}
