//! Every notice in every language, with the data it must show.
use crate::engine::player::{Fault, FaultKind};
use std::path::PathBuf;

use crate::engine::Level;
use crate::game::board::BoardSize;
use crate::game::notation::PointError;
use crate::game::record::RecordError;
use crate::game::record::{MoveRef, RecordErrorKind};
use crate::game::rules::Forbidden;
use crate::game::rules::Rule;
use crate::i18n::Lang;
use crate::session::controller::{PlayAs, ResumeError};
use crate::session::notice::*;
use crate::session::read::FileKind;
use crate::teacher::ReviewError;

/// Chinese writing: ideographs or Chinese punctuation.
fn has_chinese(s: &str) -> bool {
    s.chars().any(|c| {
        ('\u{4e00}'..='\u{9fff}').contains(&c)
            || ('\u{3000}'..='\u{303f}').contains(&c)
            || ('\u{ff00}'..='\u{ffef}').contains(&c)
    })
}

/// Which variant `notice` is, by number: the match has no wildcard,
/// so a new variant does not compile until it is listed here (and in
/// [`every_notice`]).
fn variant(notice: &Notice) -> usize {
    match notice {
        Notice::NoDataDir => 0,
        Notice::NotAFolder { .. } => 1,
        Notice::MovedAside { .. } => 2,
        Notice::NotMovedAside { .. } => 3,
        Notice::SettingsReset { .. } => 4,
        Notice::UnfinishedLost(_) => 5,
        Notice::GamesUnreadable { .. } => 6,
        Notice::GamesLeftOut(_) => 7,
        Notice::AiNotStarted { .. } => 8,
        Notice::AiStopped => 9,
        Notice::NotSaved { .. } => 10,
        Notice::NotCounted { .. } => 11,
        Notice::ResumeFailed(_) => 12,
        Notice::RecordNotRead { .. } => 13,
        Notice::RecordNotShown(_) => 14,
        Notice::ReviewFailed(_) => 15,
        Notice::KeptGameNotOpened(_) => 16,
        Notice::CannotPlayOnSize(_) => 17,
        Notice::PlayOnFailed(_) => 18,
        Notice::NothingToSave => 19,
        Notice::RecordSaved(_) => 20,
        Notice::RecordSavedWithoutDialog(_) => 21,
        Notice::RecordNotSaved { .. } => 22,
        Notice::NoOpenDialog => 23,
        Notice::NotKept { .. } => 24,
        Notice::NoSlot(_) => 25,
        Notice::EngineAdded { .. } => 26,
        Notice::EngineNotAdded { .. } => 27,
        Notice::PlayerFailed { .. } => 28,
        Notice::AnalysisKept(_) => 29,
    }
}
const VARIANTS: usize = 30;

/// A record error on line 7 at move 12 (`k4`).
fn taken() -> RecordError {
    RecordError {
        line: 7,
        kind: RecordErrorKind::Occupied(MoveRef::new(12, "k4")),
    }
}

/// Every notice, with every kind of problem, failure and value inside
/// it, and the data each must show in every language.
fn every_notice() -> Vec<(Notice, Vec<&'static str>)> {
    let path = PathBuf::from("/data/gomoku/score.json");
    let problems = [
        (
            FileProblem::Unreadable("Permission denied".into()),
            "Permission denied",
        ),
        (
            FileProblem::NotUnderstood("expected value at line 1".into()),
            "line 1",
        ),
        (FileProblem::NotSettings, "JSON"),
        (FileProblem::MovesDoNotReplay(taken()), "k4"),
        (FileProblem::NotAFile(FileKind::Pipe), "score.json"),
        (FileProblem::TooLarge { limit: 1 << 20 }, "1 MiB"),
    ];
    let mut all = vec![
        (Notice::NoDataDir, vec![]),
        (
            Notice::NotAFolder {
                path: "/data/gomoku".into(),
                file: "/data/gomoku".into(),
            },
            vec!["/data/gomoku"],
        ),
        (
            Notice::NotAFolder {
                path: "/data/gomoku".into(),
                file: "/data".into(),
            },
            vec!["/data/gomoku", "/data "],
        ),
    ];
    for (problem, shows) in problems.clone() {
        all.push((
            Notice::MovedAside {
                path: path.clone(),
                problem: problem.clone(),
                aside: "/data/gomoku/score.json.corrupt-17".into(),
            },
            vec!["/data/gomoku/score.json ", "score.json.corrupt-17", shows],
        ));
        all.push((
            Notice::NotMovedAside {
                path: path.clone(),
                problem,
                error: "Read-only file system".into(),
            },
            vec!["/data/gomoku/score.json", "Read-only file system", shows],
        ));
    }
    let resets = [
        (ResetTo::Level(Level::Seed), "level"),
        (ResetTo::PlayAs(PlayAs::White), "play_as"),
        (ResetTo::Muted(true), "muted"),
        (ResetTo::Muted(false), "muted"),
        (ResetTo::DefaultSize, "window_size"),
        (ResetTo::DefaultPlace, "window_pos"),
        (ResetTo::Board(BoardSize::default()), "board_size"),
        (ResetTo::Rule(Rule::Renju), "rule"),
        (ResetTo::Shown(true), "show_heat"),
        (ResetTo::Shown(false), "show_numbers"),
        (ResetTo::Language(Lang::EN), "language"),
    ];
    for (now, name) in resets {
        all.push((
            Notice::SettingsReset {
                path: "/data/gomoku/settings.json".into(),
                fields: vec![ResetField {
                    name: name.into(),
                    found: "\"green\"".into(),
                    now,
                }],
            },
            vec!["/data/gomoku/settings.json", name, "\"green\""],
        ));
    }
    all.push((
        Notice::UnfinishedLost(Box::new(Notice::MovedAside {
            path: "/d/unfinished.json".into(),
            problem: FileProblem::MovesDoNotReplay(taken()),
            aside: "/d/unfinished.json.corrupt-9".into(),
        })),
        vec!["/d/unfinished.json", "unfinished.json.corrupt-9", "7", "12"],
    ));
    all.push((
        Notice::GamesUnreadable {
            path: "/d/games".into(),
            error: "Permission denied".into(),
        },
        vec!["/d/games", "Permission denied"],
    ));
    let damaged = |name: &str, problem: FileProblem| Damaged {
        path: PathBuf::from("/d/games").join(name),
        problem,
    };
    all.push((
        Notice::GamesLeftOut(vec![damaged(
            "1-a.json",
            FileProblem::NotUnderstood("EOF".into()),
        )]),
        vec!["1 ", "/d/games/1-a.json", "EOF"],
    ));
    all.push((
        Notice::GamesLeftOut(vec![
            damaged("1-a.json", FileProblem::Unreadable("I/O error".into())),
            damaged("2-b.json", FileProblem::MovesDoNotReplay(taken())),
        ]),
        vec![
            "2 ",
            "/d/games/1-a.json",
            "/d/games/2-b.json",
            "I/O error",
            "k4",
        ],
    ));
    all.push((
        Notice::AiNotStarted {
            error: "Resource temporarily unavailable".into(),
        },
        vec!["Resource temporarily unavailable"],
    ));
    all.push((Notice::AiStopped, vec![]));
    all.push((
        Notice::EngineAdded {
            name: "pbrain-wine".into(),
        },
        vec!["pbrain-wine"],
    ));
    all.push((
        Notice::EngineNotAdded {
            path: "/e/notes.txt".into(),
            error: "no answer to START 15 within 10000 ms".into(),
        },
        vec!["/e/notes.txt", "START 15"],
    ));
    for kind in [
        FaultKind::NotStarted,
        FaultKind::Crashed,
        FaultKind::TimedOut,
        FaultKind::Garbage,
        FaultKind::Illegal,
    ] {
        all.push((
            Notice::PlayerFailed {
                name: "Wine 2018".into(),
                fault: Fault::new(kind, "answered 'banana' to BEGIN"),
            },
            vec!["Wine 2018", "banana"],
        ));
    }
    let failures = [
        (SaveFailure::NoDataDir, ""),
        (
            SaveFailure::NotAFolder {
                path: "/d".into(),
                file: "/d".into(),
            },
            "/d",
        ),
        (
            SaveFailure::Io {
                path: "/d/score.json".into(),
                error: "No space left on device".into(),
            },
            "No space left on device",
        ),
        (
            SaveFailure::Encode {
                name: "score.json".into(),
                error: "key must be a string".into(),
            },
            "key must be a string",
        ),
    ];
    for (failure, shows) in failures {
        all.push((
            Notice::NotSaved {
                name: "settings.json".into(),
                failure: failure.clone(),
            },
            vec!["settings.json", shows],
        ));
        all.push((
            Notice::NotCounted {
                failure: failure.clone(),
                retry: true,
            },
            vec![shows],
        ));
        all.push((
            Notice::NotCounted {
                failure: failure.clone(),
                retry: false,
            },
            vec![shows],
        ));
        all.push((
            Notice::NotKept {
                failure: failure.clone(),
                score: 700,
            },
            vec![shows, "700"],
        ));
        all.push((Notice::NoSlot(failure), vec![shows]));
    }
    for e in [ResumeError::Replay(taken()), ResumeError::Over] {
        all.push((Notice::ResumeFailed(e.clone()), vec![]));
        all.push((Notice::PlayOnFailed(e), vec![]));
    }
    let opens = [
        (
            OpenProblem::Unreadable("No such file".into()),
            "No such file",
        ),
        (OpenProblem::TooLarge { limit: 1 << 20 }, "1 MiB"),
        (OpenProblem::NotARecord(taken()), "k4"),
        (OpenProblem::NotAFile(FileKind::Device), ""),
        (
            OpenProblem::NoThread("out of threads".into()),
            "out of threads",
        ),
    ];
    for (problem, shows) in opens {
        all.push((
            Notice::RecordNotRead {
                from: RecordSource::File("/home/p/bad.psq".into()),
                problem: problem.clone(),
            },
            vec![shows],
        ));
        all.push((
            Notice::RecordNotRead {
                from: RecordSource::Pasted,
                problem,
            },
            vec![shows],
        ));
    }
    let bad_size = ReviewError::Size(crate::game::board::UnsupportedSize(40));
    for e in [ReviewError::Cancelled, bad_size] {
        all.push((Notice::RecordNotShown(e), vec![]));
        all.push((Notice::ReviewFailed(e), vec![]));
        all.push((Notice::KeptGameNotOpened(e), vec![]));
    }
    all.push((Notice::CannotPlayOnSize(21), vec!["21"]));
    all.push((Notice::NothingToSave, vec![]));
    all.push((
        Notice::RecordSaved("/home/p/game.psq".into()),
        vec!["/home/p/game.psq"],
    ));
    all.push((
        Notice::RecordSavedWithoutDialog("/home/p/records/g.psq".into()),
        vec!["/home/p/records/g.psq"],
    ));
    all.push((
        Notice::RecordNotSaved {
            path: "/mnt/cd/game.psq".into(),
            error: "Read-only file system".into(),
        },
        vec!["/mnt/cd/game.psq", "Read-only file system"],
    ));
    all.push((Notice::NoOpenDialog, vec![]));
    all.push((
        Notice::AnalysisKept("/home/p/records/analysis-2026-12-07-1608.sgf".into()),
        vec!["/home/p/records/analysis-2026-12-07-1608.sgf"],
    ));
    all
}

#[test]
fn every_notice_is_said_in_both_languages_with_its_data() {
    let all = every_notice();
    let mut seen = [false; VARIANTS];
    for (notice, shows) in &all {
        seen[variant(notice)] = true;
        let en = Lang::EN.notice(notice);
        let zh = Lang::ZH_CN.notice(notice);
        assert!(!en.trim().is_empty() && !zh.trim().is_empty(), "{notice:?}");
        assert_ne!(en, zh, "{notice:?} is not translated");
        assert!(has_chinese(&zh), "{notice:?}: {zh}");
        assert!(!has_chinese(&en), "{notice:?}: {en}");
        assert_eq!(notice.to_string(), en);
        for data in shows {
            assert!(en.contains(data), "{data:?} missing from {en}");
            assert!(zh.contains(data), "{data:?} missing from {zh}");
        }
    }
    let missing: Vec<usize> = (0..VARIANTS).filter(|&i| !seen[i]).collect();
    assert!(missing.is_empty(), "variants never tried: {missing:?}");
}

#[test]
fn a_record_error_inside_a_notice_keeps_its_line_and_move() {
    let notice = Notice::RecordNotRead {
        from: RecordSource::File("/home/p/bad.psq".into()),
        problem: OpenProblem::NotARecord(taken()),
    };
    assert_eq!(
        Lang::EN.notice(&notice),
        "Could not open /home/p/bad.psq: line 7: move 12 (k4) is on a point already taken"
    );
    assert_eq!(
        Lang::ZH_CN.notice(&notice),
        "无法打开 /home/p/bad.psq：第 7 行：第 12 手（k4）下在已有棋子的点上"
    );
    // The other error kinds, too.
    let forbidden = RecordError {
        line: 3,
        kind: RecordErrorKind::Forbidden(MoveRef::new(9, "h8"), Forbidden::DoubleThree),
    };
    assert_eq!(
        Lang::ZH_CN.record_error(&forbidden),
        "第 3 行：第 9 手（h8）是黑棋禁手（三三）"
    );
    let notation = RecordError {
        line: 2,
        kind: RecordErrorKind::BadNotation(PointError::NoRow('q')),
    };
    assert_eq!(Lang::EN.record_error(&notation), notation.to_string());
}
