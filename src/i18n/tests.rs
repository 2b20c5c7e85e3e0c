//! The catalogue's tests: every message translated, the language
//! names, the reasons' words.

use super::*;

#[test]
fn locales_map_to_languages() {
    for zh in ["zh", "zh-CN", "zh_CN.UTF-8", "ZH-Hans", "zh-SG"] {
        assert_eq!(Lang::from_locale(Some(zh)), Lang::ZH_CN, "{zh}");
    }
    for en in ["en-US", "C", "POSIX", "", "z", "english"] {
        assert_eq!(Lang::from_locale(Some(en)), Lang::EN, "{en}");
    }
    assert_eq!(Lang::from_locale(None), Lang::EN);
    for tw in ["zh_TW.UTF-8", "zh-Hant-HK", "zh_HK", "zh-Hant", "zh-MO"] {
        assert_eq!(Lang::from_locale(Some(tw)).code(), "zh-TW", "{tw}");
    }
    // Each language answers to its own code, whatever the case, with a
    // region and an encoding after it.
    for lang in Lang::ALL {
        let code = lang.code();
        assert_eq!(Lang::from_locale(Some(code)), lang, "{code}");
        let posix = format!("{}_XX.UTF-8", code.replace('-', "_").to_uppercase());
        assert_eq!(Lang::from_locale(Some(&posix)), lang, "{posix}");
        assert_eq!(Lang::from_code(code), Some(lang));
    }
}

#[test]
fn the_language_list_is_whole() {
    assert_eq!(Lang::ALL[0], Lang::EN, "English comes first");
    assert_eq!(Lang::ALL.len(), fluent::files().len());
    let mut names: Vec<_> = Lang::ALL.map(Lang::native_name).to_vec();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), Lang::ALL.len(), "two languages share a name");
}

/// Every name the catalogue gives things, in `lang`.
pub(crate) fn every_name(lang: Lang) -> Vec<String> {
    let mut names = Vec::new();
    for level in Level::ALL {
        names.push(lang.level_name(level).to_owned());
        names.push(lang.level_description(level).to_owned());
    }
    for rule in Rule::ALL {
        names.push(lang.rule_name(rule).to_owned());
        names.push(lang.rule_description(rule).to_owned());
    }
    for play_as in PlayAs::ALL {
        names.push(lang.play_as_name(play_as).to_owned());
    }
    for stone in [Stone::Black, Stone::White] {
        names.push(lang.colour(stone).to_owned());
        names.push(lang.colour_lower(stone).to_owned());
    }
    for kind in [
        ThreatKind::OpenThree,
        ThreatKind::Four,
        ThreatKind::DoubleThree,
        ThreatKind::FourThree,
        ThreatKind::DoubleFour,
        ThreatKind::OpenFour,
        ThreatKind::Five,
    ] {
        names.push(lang.threat_name(kind).to_owned());
    }
    for result in [
        GameResult::Won,
        GameResult::Lost,
        GameResult::Drawn,
        GameResult::Resigned,
    ] {
        names.push(lang.result_name(result).to_owned());
    }
    for eval in [
        Eval::Win { plies: 3 },
        Eval::Loss { plies: 4 },
        Eval::Winning,
        Eval::Losing,
    ] {
        names.push(lang.eval(eval));
        names.push(lang.line_eval(eval, crate::game::board::Stone::Black));
    }
    for why in [
        Forbidden::DoubleThree,
        Forbidden::DoubleFour,
        Forbidden::Overline,
    ] {
        names.push(lang.forbidden_name(why).to_owned());
    }
    for now in [
        ResetTo::Muted(true),
        ResetTo::Muted(false),
        ResetTo::DefaultSize,
        ResetTo::DefaultPlace,
        ResetTo::Shown(true),
        ResetTo::Shown(false),
    ] {
        names.push(lang.reset_to(now));
    }
    names
}

/// Chinese writing: ideographs, or at least Chinese punctuation (a
/// message made only of its variables, like `why`).
fn has_chinese(s: &str) -> bool {
    s.chars().any(|c| {
        ('\u{4e00}'..='\u{9fff}').contains(&c)
            || ('\u{3000}'..='\u{303f}').contains(&c)
            || ('\u{ff00}'..='\u{ffef}').contains(&c)
    })
}

#[test]
fn every_message_is_said_in_every_language() {
    let en = every_message(Lang::EN);
    assert!(en.len() > 300, "only {} messages?", en.len());
    for lang in Lang::ALL {
        let said = every_message(lang);
        assert_eq!(said.len(), en.len());
        for (name, text) in &said {
            assert!(
                !text.trim().is_empty(),
                "{}: {name} says nothing",
                lang.code()
            );
            assert_ne!(text, name, "{}: {name} is not in any file", lang.code());
        }
        for name in every_name(lang) {
            assert!(
                !name.trim().is_empty(),
                "{}: a name says nothing",
                lang.code()
            );
        }
        if lang == Lang::EN {
            continue;
        }
        // A translation, not a copy: few messages read as in English (a
        // few are the same in many languages: VCF, "{ $score }").
        let same: Vec<_> = said
            .iter()
            .zip(&en)
            .filter(|((_, t), (_, e))| t == e && e.chars().any(char::is_alphabetic))
            .map(|((name, _), _)| *name)
            .collect();
        assert!(
            same.len() * 20 <= en.len(),
            "{}: {} messages read as in English: {same:?}",
            lang.code(),
            same.len()
        );
    }
    // The Chinese messages are in Chinese, the English ones not (but
    // those made only of their variables, like `match_time`).
    let zh = every_message(Lang::ZH_CN);
    let pairs = en.iter().zip(&zh);
    for ((name, en), (_, zh)) in pairs.filter(|((_, e), _)| e.chars().any(char::is_alphabetic)) {
        assert!(has_chinese(zh), "{name} has no Chinese in it: {zh}");
        assert!(!has_chinese(en), "{name} has Chinese in its English: {en}");
    }
    for (en, zh) in every_name(Lang::EN).iter().zip(&every_name(Lang::ZH_CN)) {
        assert!(has_chinese(zh), "{en}: {zh}");
    }
}

#[test]
fn plurals_follow_each_language() {
    assert_eq!(Lang::EN.problems_last(1), "⚠ 1 problem goes on");
    assert_eq!(Lang::EN.problems_last(3), "⚠ 3 problems go on");
    assert_eq!(
        Lang::EN.kept_games_left_out(1, "x"),
        "1 kept game could not be read and it is left out: x."
    );
    assert_eq!(
        Lang::EN.kept_games_left_out(2, "x"),
        "2 kept games could not be read and they are left out: x."
    );
    // Russian has three forms, chosen by the last digits (21 is "one").
    let ru = Lang::from_code("ru").expect("Russian");
    assert_eq!(ru.problems_last(1), "⚠ 1 проблема не решена");
    assert_eq!(ru.problems_last(3), "⚠ 3 проблемы не решены");
    assert_eq!(ru.problems_last(5), "⚠ 5 проблем не решено");
    assert_eq!(ru.problems_last(21), "⚠ 21 проблема не решена");
    // Czech: 2 to 4 take their own form.
    let cs = Lang::from_code("cs").expect("Czech");
    assert_eq!(cs.problems_last(4), "⚠ 4 problémy trvají");
    assert_eq!(cs.problems_last(5), "⚠ 5 problémů trvá");
}

#[test]
fn a_message_a_file_lacks_is_said_in_english() {
    // `say` with a name no file has falls back to the name, never a panic.
    assert_eq!(Lang::ZH_CN.say("no_such_message", &[]), "no_such_message");
    assert_eq!(Lang::ZH_CN.colour(Stone::Black), "黑棋");
    assert_eq!(Lang::EN.colour(Stone::Black), "Black");
    assert_eq!(Lang::EN.colour_lower(Stone::White), "white");
}

#[test]
fn reasons_read_in_both_languages() {
    use crate::game::board::Pos;
    use crate::teacher::Reason;
    let at = Pos::new(7, 7);
    let reason = Reason::BlocksOpenThree { at };
    assert_eq!(reason.sentence(15), "blocks your open three at h8");
    assert_eq!(reason.sentence_in(Lang::EN, 15), reason.sentence(15));
    assert_eq!(reason.sentence_in(Lang::ZH_CN, 15), "在 h8 挡住你的活三");
    assert_eq!(
        Lang::ZH_CN.why(
            &Lang::ZH_CN.colour(Stone::White),
            &reason.sentence_in(Lang::ZH_CN, 15)
        ),
        "白棋在 h8 挡住你的活三。"
    );
}

/// Which kind a record error is, by number: no wildcard, so a new
/// kind does not compile until it is listed here (and tried below).
fn kind_number(kind: &RecordErrorKind) -> usize {
    match kind {
        RecordErrorKind::Empty => 0,
        RecordErrorKind::BadHeader(_) => 1,
        RecordErrorKind::BadCoordinate(_) => 2,
        RecordErrorKind::BadTime(_) => 3,
        RecordErrorKind::BadNotation(_) => 4,
        RecordErrorKind::UnsupportedSize(_) => 5,
        RecordErrorKind::NotSquare { .. } => 6,
        RecordErrorKind::SizeMismatch { .. } => 7,
        RecordErrorKind::OffBoard(_) => 8,
        RecordErrorKind::Occupied(_) => 9,
        RecordErrorKind::AfterGameOver(_) => 10,
        RecordErrorKind::Forbidden(..) => 11,
        RecordErrorKind::MoveAfterTrailer => 12,
        RecordErrorKind::NotText => 13,
        RecordErrorKind::Sgf(_) => 14,
    }
}

#[test]
fn every_record_error_is_said_in_both_languages_with_its_line() {
    use crate::game::record::MoveRef;
    let m = || MoveRef::new(12, "k4");
    let kinds = vec![
        (RecordErrorKind::Empty, vec![]),
        (
            RecordErrorKind::BadHeader("Piskvork 9".into()),
            vec!["Piskvork 9"],
        ),
        (RecordErrorKind::BadCoordinate("x1".into()), vec!["x1"]),
        (RecordErrorKind::BadTime("-5".into()), vec!["-5"]),
        (
            RecordErrorKind::BadNotation(PointError::NotAColumn('?')),
            vec!["?"],
        ),
        (
            RecordErrorKind::BadNotation(PointError::NoRow('q')),
            vec!["q"],
        ),
        (
            RecordErrorKind::BadNotation(PointError::OffBoard {
                point: "p1".into(),
                size: 15,
            }),
            vec!["p1", "15"],
        ),
        (RecordErrorKind::UnsupportedSize(40), vec!["40", "22"]),
        (
            RecordErrorKind::NotSquare {
                width: 20,
                height: 19,
            },
            vec!["20x19"],
        ),
        (
            RecordErrorKind::SizeMismatch {
                found: 19,
                asked: 15,
            },
            vec!["19", "15"],
        ),
        (RecordErrorKind::OffBoard(m()), vec!["12", "k4"]),
        (RecordErrorKind::Occupied(m()), vec!["12", "k4"]),
        (RecordErrorKind::AfterGameOver(m()), vec!["12", "k4"]),
        (
            RecordErrorKind::Forbidden(m(), Forbidden::DoubleThree),
            vec!["12", "k4"],
        ),
        (
            RecordErrorKind::Forbidden(m(), Forbidden::DoubleFour),
            vec!["12", "k4"],
        ),
        (
            RecordErrorKind::Forbidden(m(), Forbidden::Overline),
            vec!["12", "k4"],
        ),
        (RecordErrorKind::MoveAfterTrailer, vec![]),
        (
            RecordErrorKind::BadNotation(PointError::RowZero('a')),
            vec!["a0"],
        ),
        (
            RecordErrorKind::BadNotation(PointError::LeadingZero("h08".into())),
            vec!["h08"],
        ),
        (RecordErrorKind::NotText, vec!["NUL"]),
        (RecordErrorKind::Sgf(SgfError::Unexpected('x')), vec!["x"]),
        (RecordErrorKind::Sgf(SgfError::UnclosedValue), vec!["]"]),
        (RecordErrorKind::Sgf(SgfError::UnclosedTree), vec![")"]),
        (RecordErrorKind::Sgf(SgfError::Empty), vec![]),
        (
            RecordErrorKind::Sgf(SgfError::NotGomoku("1".into())),
            vec!["GM[1]", "GM[4]"],
        ),
        (
            RecordErrorKind::Sgf(SgfError::BadSize("big".into())),
            vec!["SZ[big]"],
        ),
        (
            RecordErrorKind::Sgf(SgfError::BadPoint("h".into())),
            vec!["h", "aa"],
        ),
        (
            RecordErrorKind::Sgf(SgfError::Pass(MoveRef::new(3, "B[]"))),
            vec!["3", "B[]"],
        ),
        (
            RecordErrorKind::Sgf(SgfError::OutOfTurn(MoveRef::new(4, "B[hh]"), Stone::Black)),
            vec!["4", "B[hh]"],
        ),
        (RecordErrorKind::Sgf(SgfError::SetUpLater), vec!["AB"]),
        (
            RecordErrorKind::Sgf(SgfError::BadSetUp("AW[hh]".into())),
            vec!["AW[hh]"],
        ),
        (RecordErrorKind::Sgf(SgfError::SetUpFive), vec![]),
        (RecordErrorKind::Sgf(SgfError::SetUpNotMoves), vec!["AB"]),
        (RecordErrorKind::Sgf(SgfError::TooDeep), vec!["485"]),
        (
            RecordErrorKind::Sgf(SgfError::BadPlayer("PL[X]".into())),
            vec!["PL[X]"],
        ),
    ];
    let mut seen = [false; 15];
    let mut said = std::collections::HashSet::new();
    for (kind, shows) in kinds {
        seen[kind_number(&kind)] = true;
        for line in [0, 37] {
            let e = RecordError {
                line,
                kind: kind.clone(),
            };
            let (en, zh) = (Lang::EN.record_error(&e), Lang::ZH_CN.record_error(&e));
            // The English is the command line's (`Display`).
            assert_eq!(en, e.to_string());
            assert_ne!(en, zh, "{e:?}");
            assert!(said.insert(zh.clone()), "said twice: {zh}");
            let zh_has_chinese = zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
            assert!(zh_has_chinese, "{zh}");
            if line > 0 {
                assert!(en.starts_with("line 37: "), "{en}");
                assert!(zh.starts_with("第 37 行："), "{zh}");
            }
            for data in &shows {
                assert!(en.contains(data), "{data} missing from {en}");
                assert!(zh.contains(data), "{data} missing from {zh}");
            }
        }
    }
    assert!(seen.iter().all(|&s| s), "kinds never tried: {seen:?}");
}

#[test]
fn the_language_is_saved_by_its_code() -> Result<(), serde_json::Error> {
    assert_eq!(serde_json::to_string(&Lang::ZH_CN)?, "\"zh-CN\"");
    assert_eq!(serde_json::from_str::<Lang>("\"en\"")?, Lang::EN);
    // Settings kept before there were more languages say "zh".
    assert_eq!(serde_json::from_str::<Lang>("\"zh\"")?, Lang::ZH_CN);
    for lang in Lang::ALL {
        let kept = serde_json::to_string(&lang)?;
        assert_eq!(serde_json::from_str::<Lang>(&kept)?, lang);
    }
    assert!(serde_json::from_str::<Lang>("\"klingon\"").is_err());
    Ok(())
}
