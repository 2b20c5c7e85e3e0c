//! The window in Chinese, driven headless with `egui_kittest` (which
//! panics on any character no font can draw: every screen shown here is
//! also a check of the embedded font): the labels, the status line and the
//! sentence saying why the computer moved, the overlays' legends, the
//! questions, the game-over screen and the review, the language box in
//! the top bar, remembered, and the notices about damaged files and bad
//! records.

use std::path::Path;
use std::sync::Arc;

use eframe::egui::{self, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gomoku::game::board::Pos;
use gomoku::gui::GomokuApp;
use gomoku::i18n::Lang;
use gomoku::session::score::SCORE_FILE;
use gomoku::session::settings::SETTINGS_FILE;

use crate::common::*;

/// Starts the app on `dir` as a player who chose Chinese.
fn chinese(dir: &Path, size: Vec2) -> Harness<'static, GomokuApp> {
    std::fs::write(dir.join(SETTINGS_FILE), r#"{"language": "zh"}"#).expect("write settings");
    harness_sized(dir, size)
}

#[test]
fn in_chinese_the_bars_the_legends_and_the_sentences_are_chinese() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = chinese(dir.path(), WINDOW);
    assert_eq!(h.state().language(), Lang::ZH_CN);
    h.get_by_label("得分 1000");
    for label in ["黑方", "白方", "用时", "规则", "棋盘"] {
        h.get_by_role_and_label(egui::accesskit::Role::ComboBox, label);
    }
    h.get_by_label("新局");
    h.get_by_label("悔棋");
    h.get_by_label("轮到你（黑棋）· 第 1 手");
    h.get_by_label("还没有落子");
    assert!(h.query_by_label("Score 1000").is_none());

    // Both overlays, with their legends.
    h.key_press(egui::Key::T);
    h.step();
    h.key_press(egui::Key::A);
    h.step();
    h.get_by_label_contains("威胁（深色：黑棋，浅色：白棋）：5 五连");
    h.get_by_label_contains("热力图（入门）：冷");

    // A move, the reply and why, in Chinese.
    click(&mut h, Pos::new(6, 6));
    step_until(&mut h, "white's reply and why", |a| {
        a.controller().game().board().stone_count() == 2 && a.explanation().is_some()
    });
    h.step();
    let why = h.state().explanation().expect("explained");
    assert!(
        why.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
        "{why}"
    );
    h.get_by_label(&format!("白棋{why}。"));
    h.get_by_label("轮到你（黑棋）· 第 3 手");
    h.get_by_label_contains("上一手 ");

    // Starting over asks first, in Chinese.
    h.key_press(egui::Key::F1);
    h.step();
    h.step();
    h.get_by_label("认输这一局吗？");
    h.get_by_label("继续下").click();
    h.step();
    h.step();
    h.get_by_label("新局").click();
    h.step();
    h.step();
    h.get_by_label("认输这一局吗？");
    h.get_by_label("这算输一局。");
    h.get_by_label("认输").click();
    h.step();
    h.step();
    assert_eq!(stones(&h), 0);
    h.get_by_label("得分 900");
}

#[test]
fn the_language_button_switches_and_is_remembered() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = chinese(dir.path(), WINDOW);
    choose_language(&mut h, Lang::ZH_CN, Lang::EN);
    assert_eq!(h.state().language(), Lang::EN);
    h.get_by_label("Score 1000");
    h.get_by_label("Your move (black) · move 1");
    assert_eq!(saved(&mut h, dir.path()).language, Lang::EN);

    // And back, remembered at the next start.
    choose_language(&mut h, Lang::EN, Lang::ZH_CN);
    h.get_by_label("得分 1000");
    assert_eq!(saved(&mut h, dir.path()).language, Lang::ZH_CN);
    drop(h);
    let h = harness_sized(dir.path(), WINDOW);
    h.get_by_label("得分 1000");
}

#[test]
fn a_lost_game_and_its_review_in_chinese() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = chinese(dir.path(), WINDOW);
    lose_a_game(&mut h);
    h.step();
    h.get_by_label("白棋胜。");
    h.get_by_label("你输了");
    h.get_by_label("当前得分：900");
    h.get_by_label("按任意键或点击，再来一局");

    h.get_by_label("我输在哪里？").click();
    h.step();
    h.step();
    h.get_by_label("复盘（你执黑棋）");
    step_until(&mut h, "the review", |a| {
        a.review().is_some_and(|r| r.review().is_some())
    });
    h.step();
    h.get_by_label("局势走向（越高你越占优；点击跳到那一手）");
    h.get_by_label_contains("棋谱（方向键、Home、End）：");
    h.get_by_label("关闭复盘");
}

#[test]
fn the_resume_question_and_a_small_window_in_chinese() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = chinese(dir.path(), WINDOW);
    click(&mut h, Pos::new(6, 6));
    step_until(&mut h, "the reply", |a| {
        a.controller().is_human_turn() && a.controller().game().board().stone_count() == 2
    });
    assert!(h.state_mut().save_now());
    drop(h);

    // The smallest window the game allows, with the question on top.
    let mut h = harness_sized(dir.path(), Vec2::new(420.0, 480.0));
    h.get_by_label("继续上次没下完的棋吗？");
    h.get_by_label("13×13 棋盘，自由规则，对手「入门」，已下 2 手；你执黑棋。");
    h.get_by_label("认输（算输一局）");
    h.get_by_label("继续").click();
    h.step();
    h.step();
    assert_eq!(stones(&h), 2);
    h.get_by_label("轮到你（黑棋）· 第 3 手");
}

#[test]
fn a_corrupt_score_file_is_told_in_chinese_and_again_in_english() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join(SCORE_FILE), "{ this is not json").expect("write");
    let mut h = chinese(dir.path(), WINDOW);
    assert_eq!(h.state().notices().len(), 1, "{:?}", h.state().notices());
    let notice = h.state().notices()[0].clone();
    let path = dir.path().join(SCORE_FILE).display().to_string();
    assert!(
        notice.starts_with(&format!("{path} 无法识别（")),
        "{notice}"
    );
    assert!(
        notice.contains(&format!("）。原文件已改名保留为 {path}.corrupt-")),
        "{notice}"
    );
    assert!(notice.ends_with("，并重新开始了一份。"), "{notice}");
    h.get_by_label(&notice);
    h.get_by_label("得分 1000");

    // The notice is data: in English once the player switches.
    choose_language(&mut h, Lang::ZH_CN, Lang::EN);
    let english = h.state().notices()[0].clone();
    assert!(english.contains("It was kept as"), "{english}");
    h.get_by_label(&english);
    h.get_by_label("OK").click();
    h.step();
    h.step();
    assert!(h.state().notices().is_empty());
}

#[test]
fn a_settings_field_reset_is_named_in_chinese_in_a_small_window() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        dir.path().join(SETTINGS_FILE),
        r#"{"language": "zh", "board_size": 22, "level": "grandmaster"}"#,
    )
    .expect("write settings");
    let mut h = harness_sized(dir.path(), Vec2::new(420.0, 480.0));
    assert_eq!(h.state().language(), Lang::ZH_CN);
    let path = dir.path().join(SETTINGS_FILE).display().to_string();
    let notice = format!(
        "{path} 中有些设置无法识别，已重设：level \"grandmaster\"（现为「入门」）；\
         board_size 22（现为「13×13」）。"
    );
    assert_eq!(h.state().notices(), std::slice::from_ref(&notice));
    h.get_by_label(&notice);
    h.get_by_label("知道了").click();
    h.step();
    h.step();
    assert!(h.state().notices().is_empty());
}

#[test]
fn bad_records_pasted_or_dropped_are_told_in_chinese_with_their_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = chinese(dir.path(), WINDOW);
    h.event(egui::Event::Paste("h8i9\nj7 zz".into()));
    step_until(&mut h, "the notice", |a| !a.notices().is_empty());
    h.step();
    let pasted =
        "粘贴的文字不是棋谱（着法串或 PSQ 文件）：第 2 行：不是着法串：列「z」后面没有行号";
    assert_eq!(h.state().notices(), [pasted]);
    h.get_by_label(pasted);
    assert!(h.state().review().is_none());

    let bad = dir.path().join("bad.psq");
    std::fs::write(&bad, "Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n").expect("write");
    h.input_mut()
        .dropped_files
        .push(Arc::new(Dropped(bad.clone())));
    h.step();
    step_until(&mut h, "the second notice", |a| a.notices().len() == 2);
    h.step();
    let dropped = format!(
        "无法打开 {}：第 3 行：第 2 手（8,8）下在已有棋子的点上",
        bad.display()
    );
    assert_eq!(h.state().notices()[1], dropped);
    h.get_by_label(&dropped);
    assert!(h.state().review().is_none(), "the board stays as it was");
}

#[test]
fn the_top_bar_is_one_row_at_the_default_size_in_both_languages() {
    use egui::accesskit::Role;
    for (language, level, other) in [("en", "Rule", "English"), ("zh", "规则", "简体中文")] {
        let dir = tempfile::tempdir().expect("temp dir");
        std::fs::write(
            dir.path().join(SETTINGS_FILE),
            format!(r#"{{"language": "{language}"}}"#),
        )
        .expect("write settings");
        let h = harness_sized(dir.path(), WINDOW);
        let first = h.get_by_role_and_label(Role::ComboBox, level).rect();
        let last = h.get_by_role_and_label(Role::Button, other).rect();
        assert!(
            (first.center().y - last.center().y).abs() < 1.0,
            "{language}: the language button at {last:?}, the level box at {first:?}"
        );
        assert!(last.right() <= WINDOW.x, "{language}: {last:?}");
        // The match bar too: black's seat to the clock, one row.
        let (black, clock) = match language {
            "en" => ("Black", "Clock"),
            _ => ("黑方", "用时"),
        };
        let first = h.get_by_role_and_label(Role::ComboBox, black).rect();
        let last = h.get_by_role_and_label(Role::ComboBox, clock).rect();
        assert!(
            (first.center().y - last.center().y).abs() < 1.0,
            "{language}: black's seat at {first:?}, the clock at {last:?}"
        );
        assert!(last.right() <= WINDOW.x, "{language}: {last:?}");
    }
}

#[test]
fn japanese_and_traditional_chinese_are_drawn_in_their_own_face() {
    // Which CJK faces the window's text is looked up in, in order.
    let faces = |h: &Harness<'_, GomokuApp>| -> Vec<String> {
        h.ctx.fonts(|f| {
            f.definitions().families[&egui::FontFamily::Proportional]
                .iter()
                .filter(|name| name.starts_with("noto-sans-"))
                .cloned()
                .collect()
        })
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = chinese(dir.path(), WINDOW);
    assert_eq!(faces(&h), ["noto-sans-sc-subset"]);
    choose_language(&mut h, Lang::ZH_CN, Lang::JA);
    h.get_by_label("新規対局");
    assert_eq!(faces(&h), ["noto-sans-jp-subset", "noto-sans-sc-subset"]);
    choose_language(&mut h, Lang::JA, Lang::ZH_TW);
    assert_eq!(faces(&h), ["noto-sans-tc-subset", "noto-sans-sc-subset"]);
    choose_language(&mut h, Lang::ZH_TW, Lang::EN);
    assert_eq!(faces(&h), ["noto-sans-sc-subset"]);
    // Chosen last time, Japanese starts in its own face.
    choose_language(&mut h, Lang::EN, Lang::JA);
    drop(h);
    let h = harness_sized(dir.path(), WINDOW);
    assert_eq!(faces(&h), ["noto-sans-jp-subset", "noto-sans-sc-subset"]);
}

#[test]
fn the_language_menu_names_each_language_in_its_own_face() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = chinese(dir.path(), WINDOW);
    h.get_by_role_and_label(egui::accesskit::Role::Button, Lang::ZH_CN.native_name())
        .click();
    h.step();
    h.step();
    // The family each painted name was laid out in.
    let family = |h: &Harness<'_, GomokuApp>, name: &str| -> Vec<egui::FontFamily> {
        h.output()
            .shapes
            .iter()
            .filter_map(|clipped| match &clipped.shape {
                egui::Shape::Text(t) if t.galley.text() == name => {
                    Some(t.galley.job.sections[0].format.font_id.family.clone())
                }
                _ => None,
            })
            .collect()
    };
    let own = |face: &str| vec![egui::FontFamily::Name(face.into())];
    assert_eq!(family(&h, "日本語"), own("noto-sans-jp-subset"));
    assert_eq!(family(&h, "繁體中文"), own("noto-sans-tc-subset"));
    assert_eq!(family(&h, "한국어"), vec![egui::FontFamily::Proportional]);
    // The button shows the language in the window's own fonts.
    let button = family(&h, "简体中文");
    assert!(
        button.iter().all(|f| *f == egui::FontFamily::Proportional) && !button.is_empty(),
        "{button:?}"
    );
}
