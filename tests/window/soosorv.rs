//! Soosõrv-8 in the window, two people at one board, in English and in
//! Chinese: stones out of their zones refused, the colour questions, the
//! declaration's buttons, offers drawn and taken back, a symmetric offer
//! refused with the reason in the status line, the pick.

use eframe::egui::Vec2;
use egui_kittest::kittest::Queryable;
use gomoku::game::board::Pos;
use gomoku::session::opening::{Opening, SoosorvStep};
use gomoku::session::settings::SETTINGS_FILE;

use crate::common::{click, harness_sized, stones};

fn steps(h: &mut egui_kittest::Harness<'_, gomoku::gui::GomokuApp>, n: usize) {
    for _ in 0..n {
        h.step();
    }
}

fn step_of(h: &egui_kittest::Harness<'_, gomoku::gui::GomokuApp>) -> SoosorvStep {
    h.state()
        .controller()
        .opening()
        .and_then(Opening::soosorv)
        .expect("Soosõrv-8")
        .step
}

/// The opening's question (the modal window `id`) covers none of the
/// stones it asks about.
fn leaves_the_stones_in_view(h: &egui_kittest::Harness<'_, gomoku::gui::GomokuApp>, id: &str) {
    let question = h
        .ctx
        .memory(|m| m.area_rect(eframe::egui::Id::unique(id)))
        .expect("the question on screen");
    let geometry = h.state().geometry().expect("the board");
    let reach = geometry.cell() / 2.0;
    for &p in h.state().controller().game().board().history() {
        let stone =
            eframe::egui::Rect::from_center_size(geometry.center_of(p), Vec2::splat(2.0 * reach));
        assert!(
            !question.intersects(stone),
            "{id}: {question:?} covers the stone on {p:?} ({stone:?})"
        );
    }
}

/// With the mouse over `pos` (and then away), how many stone images are
/// drawn centred on it: a ghost stone, an offer.
fn ghosts_at(h: &mut egui_kittest::Harness<'_, gomoku::gui::GomokuApp>, pos: Pos) -> usize {
    let geometry = h.state().geometry().expect("the board");
    let (at, cell) = (geometry.center_of(pos), geometry.cell());
    h.hover_at(at);
    steps(h, 2);
    // A stone's picture, or without pictures its disc, a cell across.
    let count = h
        .output()
        .shapes
        .iter()
        .filter(|c| match &c.shape {
            eframe::egui::Shape::Mesh(m) => {
                let r = m.calc_bounds();
                r.center().distance(at) < 2.0 && r.width() < 1.5 * cell
            }
            eframe::egui::Shape::Circle(c) => {
                c.center.distance(at) < 2.0 && c.radius > 0.3 * cell && c.fill.a() > 0
            }
            _ => false,
        })
        .count();
    h.remove_cursor();
    steps(h, 1);
    count
}

/// The words each language shows at the steps checked.
struct Words {
    lang: &'static str,
    first: &'static str,
    take_white: &'static str,
    take_black: &'static str,
    declare: &'static str,
    symmetric: &'static str,
    pick: &'static str,
}

fn walk(words: &Words, size: Vec2) {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        dir.path().join(SETTINGS_FILE),
        format!(
            r#"{{"seats": {{"black": "human", "white": "human"}}, "opening": "soosorv8",
               "rule": "Renju", "board_size": 15, "language": "{}"}}"#,
            words.lang
        ),
    )
    .expect("write settings");
    let mut h = harness_sized(dir.path(), size);
    h.get_by_label(words.first);
    // A ghost stone follows the mouse only where a click would place it.
    assert_eq!(ghosts_at(&mut h, Pos::new(2, 2)), 0, "out of the zone");
    assert_eq!(ghosts_at(&mut h, Pos::new(7, 7)), 1, "on the centre");
    // Out of its zone, the first stone is refused.
    click(&mut h, Pos::new(2, 2));
    assert_eq!(stones(&h), 0);
    for pos in [Pos::new(7, 7), Pos::new(7, 6), Pos::new(7, 5)] {
        click(&mut h, pos);
    }
    assert_eq!(stones(&h), 3);
    steps(&mut h, 4);
    leaves_the_stones_in_view(&h, "swap2");
    // The responder stays white and places the fourth stone.
    h.get_by_label(words.take_white).click();
    steps(&mut h, 3);
    click(&mut h, Pos::new(7, 10));
    assert_eq!(stones(&h), 4);
    steps(&mut h, 4);
    h.get_by_label(words.declare);
    leaves_the_stones_in_view(&h, "soosorv-declare");
    h.get_by_label("2").click();
    steps(&mut h, 4);
    assert_eq!(step_of(&h), SoosorvStep::ChooseAfterFour);
    h.get_by_label(words.take_black).click();
    steps(&mut h, 3);
    assert_eq!(step_of(&h), SoosorvStep::PlaceOffers);
    // The stones lie on the vertical line x = 7: left and right mirror.
    click(&mut h, Pos::new(5, 7));
    click(&mut h, Pos::new(9, 7));
    steps(&mut h, 2);
    h.get_by_label_contains(words.symmetric);
    click(&mut h, Pos::new(8, 8));
    assert_eq!(step_of(&h), SoosorvStep::PickOffer);
    steps(&mut h, 2);
    h.get_by_label(words.pick);
    // At the pick, only on an offer (drawn there already: one more).
    assert_eq!(ghosts_at(&mut h, Pos::new(3, 3)), 0, "off the offers");
    assert_eq!(ghosts_at(&mut h, Pos::new(8, 8)), 2, "on an offer");
    click(&mut h, Pos::new(8, 8));
    let c = h.state().controller();
    assert!(!c.in_opening());
    assert_eq!(c.game().board().history()[4], Pos::new(8, 8));
    assert!(c.is_human_turn(), "white plays the sixth");
}

#[test]
fn soosorv_between_two_people_in_english_and_chinese() {
    let en = Words {
        lang: "en",
        first: "Opening: place black's first stone on the centre point.",
        take_white: "Play white",
        take_black: "Play black",
        declare: "Soosõrv-8: how many fifth moves?",
        symmetric: "is symmetric to the offer on",
        pick: "Opening: you are white: pick one of black's offers as the fifth stone.",
    };
    walk(&en, crate::common::WINDOW);
    let zh = Words {
        lang: "zh",
        first: "开局：请把黑棋第一子下在天元。",
        take_white: "执白",
        take_black: "执黑",
        declare: "索索夫-8：几个打点？",
        symmetric: "的打点对称",
        pick: "开局：你执白，请从黑方打点中选一个作为第五手。",
    };
    walk(&zh, Vec2::new(420.0, 480.0));
}
