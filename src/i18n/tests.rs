//! The catalogue's tests: every message translated, the language
//! names, the reasons' words.

use super::*;

#[test]
fn locales_map_to_languages() {
    for zh in ["zh", "zh-CN", "zh_TW.UTF-8", "ZH-Hans", "zh-Hant-HK"] {
        assert_eq!(Lang::from_locale(Some(zh)), Lang::Zh, "{zh}");
    }
    for en in ["en-US", "C", "POSIX", "de-DE", "", "z"] {
        assert_eq!(Lang::from_locale(Some(en)), Lang::En, "{en}");
    }
    assert_eq!(Lang::from_locale(None), Lang::En);
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
    for eval in [Eval::Win { plies: 3 }, Eval::Loss { plies: 4 }] {
        names.push(lang.eval(eval));
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

#[test]
fn every_message_is_translated() {
    let en = every_message(Lang::En);
    let zh = every_message(Lang::Zh);
    assert_eq!(en.len(), zh.len());
    assert!(en.len() > 50, "only {} messages?", en.len());
    // Chinese writing: ideographs, or at least Chinese punctuation (a
    // message made only of its arguments, like `why`).
    let has_chinese = |s: &str| {
        s.chars().any(|c| {
            ('\u{4e00}'..='\u{9fff}').contains(&c)
                || ('\u{3000}'..='\u{303f}').contains(&c)
                || ('\u{ff00}'..='\u{ffef}').contains(&c)
        })
    };
    for ((name, en), (_, zh)) in en.iter().zip(&zh) {
        assert!(!en.trim().is_empty(), "{name} has no English");
        assert!(!zh.trim().is_empty(), "{name} has no Chinese");
        assert_ne!(en, zh, "{name} is not translated");
        assert!(has_chinese(zh), "{name} has no Chinese in it: {zh}");
        assert!(!has_chinese(en), "{name} has Chinese in its English: {en}");
    }
    let (en, zh) = (every_name(Lang::En), every_name(Lang::Zh));
    for (en, zh) in en.iter().zip(&zh) {
        assert!(!zh.is_empty() && en != zh, "{en} is not translated: {zh}");
        assert!(has_chinese(zh), "{en}: {zh}");
    }
    // The languages' own names are proper names: the same in both.
    for lang in Lang::ALL {
        assert!(!lang.native_name().is_empty());
    }
}

#[test]
fn reasons_read_in_both_languages() {
    use crate::game::board::Pos;
    use crate::teacher::Reason;
    let at = Pos::new(7, 7);
    let reason = Reason::BlocksOpenThree { at };
    assert_eq!(reason.sentence(15), "blocks your open three at h8");
    assert_eq!(reason.sentence_in(Lang::En, 15), reason.sentence(15));
    assert_eq!(reason.sentence_in(Lang::Zh, 15), "在 h8 挡住你的活三");
    assert_eq!(
        Lang::Zh.why(
            Lang::Zh.colour(Stone::White),
            &reason.sentence_in(Lang::Zh, 15)
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
            let (en, zh) = (Lang::En.record_error(&e), Lang::Zh.record_error(&e));
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
    assert_eq!(serde_json::to_string(&Lang::Zh)?, "\"zh\"");
    assert_eq!(serde_json::from_str::<Lang>("\"en\"")?, Lang::En);
    Ok(())
}
