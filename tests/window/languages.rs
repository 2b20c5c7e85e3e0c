//! The window in every language the game speaks, at the default size and
//! at the smallest: the top bar, a notice, the game-over screen and the
//! review panel, each piece of text drawn whole (inside the area it is
//! clipped to). `egui_kittest` panics on a character no font draws, so
//! each screen is also a check of the fonts. The words are asked of the
//! catalogue, so a new language is tried here without a change.

use std::path::Path;

use eframe::egui::{self, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gomoku::game::board::Stone;
use gomoku::gui::GomokuApp;
use gomoku::i18n::Lang;
use gomoku::session::score::SCORE_FILE;
use gomoku::session::settings::SETTINGS_FILE;

use crate::common::*;

const SMALLEST: Vec2 = Vec2::new(420.0, 480.0);

/// Starts the app on `dir` as a player who chose `lang`.
fn start(dir: &Path, lang: Lang, size: Vec2) -> Harness<'static, GomokuApp> {
    let settings = format!(r#"{{"language": "{}"}}"#, lang.code());
    std::fs::write(dir.join(SETTINGS_FILE), settings).expect("write settings");
    harness_sized(dir, size)
}

/// `text` is drawn, and every time whole.
fn whole(h: &Harness<'_, GomokuApp>, lang: Lang, size: Vec2, text: &str) {
    let seen = painted_text(h, text);
    assert!(
        !seen.is_empty() && seen.iter().all(|&w| w),
        "{} at {size:?}: {text:?} drawn {seen:?}",
        lang.code()
    );
}

#[test]
fn each_language_opens_in_its_own_words_with_its_bars_whole() {
    use egui::accesskit::Role;
    let mut wrapped = Vec::new();
    for lang in Lang::ALL {
        for size in [WINDOW, SMALLEST] {
            let dir = tempfile::tempdir().expect("temp dir");
            let h = start(dir.path(), lang, size);
            assert_eq!(h.state().language(), lang);
            for text in [
                lang.score(1000),
                lang.new_game(),
                lang.undo(),
                lang.hint(),
                lang.games(),
                lang.native_name().to_owned(),
                lang.your_move(&lang.colour_lower(Stone::Black), 1),
            ] {
                whole(&h, lang, size, &text);
            }
            if size == WINDOW {
                // One row: the rule box and the language button level, the
                // button inside the window.
                let first = h
                    .get_by_role_and_label(Role::ComboBox, &lang.rule_label())
                    .rect();
                let last = h
                    .get_by_role_and_label(Role::Button, lang.native_name())
                    .rect();
                if (first.center().y - last.center().y).abs() >= 1.0 || last.right() > size.x {
                    wrapped.push(format!(
                        "{}: rule at {first:?}, language at {last:?}",
                        lang.code()
                    ));
                }
            }
        }
    }
    assert!(
        wrapped.is_empty(),
        "the top bar wraps at 860 points: {wrapped:#?}"
    );
}

#[test]
fn a_notice_is_told_whole_in_each_language() {
    for lang in Lang::ALL {
        for size in [WINDOW, SMALLEST] {
            let dir = tempfile::tempdir().expect("temp dir");
            std::fs::write(dir.path().join(SCORE_FILE), "{ this is not json").expect("write");
            let mut h = start(dir.path(), lang, size);
            let notices = h.state().notices().to_vec();
            assert_eq!(notices.len(), 1, "{}: {notices:?}", lang.code());
            if size == WINDOW {
                whole(&h, lang, size, &notices[0]);
            } else {
                // In the smallest window a long notice (this one holds two
                // temporary paths) scrolls in its strip, by design; its
                // button stays whole.
                assert!(!painted_text(&h, &notices[0]).is_empty(), "{}", lang.code());
            }
            whole(&h, lang, size, &lang.ok());
            // The notice is in the language's words, not English.
            if lang != Lang::EN {
                assert!(
                    !notices[0].contains("It was kept as"),
                    "{}: {}",
                    lang.code(),
                    notices[0]
                );
            }
            h.get_by_label(&lang.ok()).click();
            h.step();
            h.step();
            assert!(h.state().notices().is_empty(), "{}", lang.code());
        }
    }
}

#[test]
fn the_game_over_screen_and_the_review_in_each_language() {
    for lang in Lang::ALL {
        let size = WINDOW;
        let dir = tempfile::tempdir().expect("temp dir");
        let mut h = start(dir.path(), lang, size);
        lose_a_game(&mut h);
        h.step();
        for text in [
            lang.title_lost(),
            lang.current_score(900),
            lang.play_again(),
            lang.where_did_i_lose(),
        ] {
            whole(&h, lang, size, &text);
        }
        h.get_by_label(&lang.where_did_i_lose()).click();
        h.step();
        h.step();
        step_until(&mut h, "the review", |a| {
            a.review().is_some_and(|r| r.review().is_some())
        });
        h.step();
        for text in [
            lang.review_heading(&lang.colour_lower(Stone::Black)),
            lang.graph_caption(),
            lang.close_review(),
        ] {
            whole(&h, lang, size, &text);
        }
    }
}

/// The texts cut short with "…" or cut at the left or right of the area
/// they are drawn in or of the screen. (A window's list or board that scrolls up and down
/// cuts what is scrolled out of view at its top and bottom: that is seen
/// by scrolling.)
fn cut_across(h: &Harness<'_, GomokuApp>, size: Vec2) -> Vec<String> {
    // The window's own area, and the screen's: a window wider than the
    // screen is cut by the screen.
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, size);
    painted(h)
        .filter(|&(_, rect, clip, elided)| {
            let clip = clip.intersect(screen);
            let across = rect.left() < clip.left() - 0.5 || rect.right() > clip.right() + 0.5;
            let in_view = rect.bottom() > clip.top() && rect.top() < clip.bottom();
            elided || (across && in_view)
        })
        .map(|(text, ..)| text)
        .collect()
}

#[test]
fn the_games_puzzles_and_analysis_windows_are_whole_in_each_language() {
    let mut clipped = Vec::new();
    for lang in Lang::ALL {
        for size in [WINDOW, SMALLEST] {
            for (item, title, inside) in [
                (lang.your_games_item(), lang.your_games(), lang.your_games()),
                (
                    lang.puzzles_item(),
                    lang.puzzles_title(),
                    lang.puzzles_title(),
                ),
                (
                    lang.analysis_item(),
                    lang.analysis_title(),
                    lang.clear_board(),
                ),
            ] {
                let dir = tempfile::tempdir().expect("temp dir");
                let mut h = start(dir.path(), lang, size);
                h.get_by_label(&lang.games()).click();
                h.step();
                h.step();
                h.get_by_label(&item).click();
                // A new window is laid out unseen in its first frames.
                for _ in 0..6 {
                    h.step();
                }
                // The window and its contents are drawn.
                for text in [&title, &inside] {
                    assert!(
                        !painted_text(&h, text).is_empty(),
                        "{} at {size:?}: {text:?} not drawn",
                        lang.code()
                    );
                }
                clipped.extend(
                    cut_across(&h, size)
                        .into_iter()
                        .map(|text| format!("{} at {size:?}, {item}: {text:?}", lang.code())),
                );
            }
        }
    }
    assert!(clipped.is_empty(), "cut off: {clipped:#?}");
}
