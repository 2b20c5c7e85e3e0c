//! The teaching overlays drawn over the board: the heat map (a level's
//! score of every empty point) and the threat marks (what a stone of each
//! colour would make on each point), with their one-line legends.
//!
//! Only drawing lives here; what is shown comes from
//! [`teacher`](crate::teacher), worked out off the UI thread or once per
//! position (see [`crate::gui::teaching`]).

use eframe::egui::{self, Align2, Color32, FontId, Pos2, Rect, Stroke, Vec2};

use crate::game::board::Stone;
use crate::i18n::Lang;
use crate::teacher::{HeatMap, ThreatKind, ThreatMap};

use super::board_view::BoardGeometry;

/// How strongly the heat discs cover the wood (0–255).
const HEAT_ALPHA: u8 = 150;

/// The colour of heat `t` (0 the coldest point of the map, 1 the hottest):
/// blue through green and yellow to red, chosen to read on light wood.
#[must_use]
pub fn heat_colour(t: f32) -> Color32 {
    const STOPS: [(f32, [u8; 3]); 4] = [
        (0.0, [0x30, 0x60, 0xd0]),
        (0.45, [0x30, 0xa0, 0x60]),
        (0.75, [0xf0, 0xc0, 0x20]),
        (1.0, [0xe0, 0x20, 0x20]),
    ];
    let t = if t.is_finite() {
        t.clamp(0.0, 1.0)
    } else {
        0.0
    };
    let mut out = STOPS[0].1;
    for pair in STOPS.windows(2) {
        let ((a, ca), (b, cb)) = (pair[0], pair[1]);
        if t >= a && t <= b {
            let u = (t - a) / (b - a);
            for k in 0..3 {
                out[k] =
                    (f32::from(ca[k]) + (f32::from(cb[k]) - f32::from(ca[k])) * u).round() as u8;
            }
            break;
        }
    }
    Color32::from_rgba_unmultiplied(out[0], out[1], out[2], HEAT_ALPHA)
}

/// Draws the heat map: a disc on every rated empty point, coloured by its
/// heat, and a ring on the point the level plays.
pub fn draw_heat(painter: &egui::Painter, g: BoardGeometry, map: &HeatMap) {
    let cell = g.cell();
    for (pos, heat) in map.points() {
        painter.circle_filled(g.center_of(pos), cell * 0.36, heat_colour(heat.heat));
    }
    if let Some(best) = map.best {
        painter.circle_stroke(
            g.center_of(best),
            cell * 0.46,
            Stroke::new((cell * 0.08).max(2.0), Color32::from_rgb(0xe0, 0x10, 0x60)),
        );
    }
}

/// The short mark of a threat kind, as the legend explains it.
#[must_use]
pub fn threat_mark(kind: ThreatKind) -> &'static str {
    match kind {
        ThreatKind::Five => "5",
        ThreatKind::OpenFour => "4+",
        ThreatKind::DoubleFour => "44",
        ThreatKind::FourThree => "43",
        ThreatKind::DoubleThree => "33",
        ThreatKind::Four => "4",
        ThreatKind::OpenThree => "3",
    }
}

/// Draws both colours' threats: a small disc of the colour holding its
/// mark (black's up and to the left of the point, white's down and to the
/// right, so both fit on one point), renju's forbidden points crossed out
/// and white's traps ringed.
pub fn draw_threats(painter: &egui::Painter, g: BoardGeometry, map: &ThreatMap) {
    let cell = g.cell();
    let radius = cell * 0.27;
    let font = FontId::proportional((radius * 1.15).max(6.0));
    for stone in [Stone::Black, Stone::White] {
        let (offset, fill, ink) = match stone {
            Stone::Black => (
                Vec2::splat(-cell * 0.2),
                Color32::from_gray(20),
                Color32::WHITE,
            ),
            Stone::White => (
                Vec2::splat(cell * 0.2),
                Color32::from_gray(245),
                Color32::BLACK,
            ),
        };
        for (pos, kind) in map.points(stone) {
            let at = g.center_of(pos) + offset;
            painter.circle(at, radius, fill, Stroke::new(1.0, Color32::from_gray(110)));
            painter.text(
                at,
                Align2::CENTER_CENTER,
                threat_mark(kind),
                font.clone(),
                ink,
            );
        }
    }
    let d = cell * 0.15;
    let cross = Stroke::new((cell * 0.06).max(1.5), Color32::from_rgb(0xc0, 0x20, 0x20));
    for (pos, _) in map.forbidden_points() {
        let c = g.center_of(pos) + Vec2::splat(-cell * 0.2);
        painter.line_segment([c - Vec2::splat(d), c + Vec2::splat(d)], cross);
        painter.line_segment([c + Vec2::new(d, -d), c + Vec2::new(-d, d)], cross);
    }
    for pos in map.traps() {
        painter.circle_stroke(
            g.center_of(pos),
            cell * 0.45,
            Stroke::new((cell * 0.05).max(1.5), Color32::from_rgb(0xc0, 0x20, 0x20)),
        );
    }
}

/// The heat map's legend: the level (its name in `lang`), a cold-to-hot
/// strip and the ring.
pub fn heat_legend(ui: &mut egui::Ui, level: &str, lang: Lang) {
    ui.horizontal_wrapped(|ui| {
        ui.label(lang.heat_legend_cold(level));
        let (rect, _) = ui.allocate_exact_size(Vec2::new(90.0, 12.0), egui::Sense::hover());
        let steps = 18;
        for i in 0..steps {
            let t = i as f32 / (steps - 1) as f32;
            let w = rect.width() / steps as f32;
            let r = Rect::from_min_size(
                Pos2::new(rect.min.x + w * i as f32, rect.min.y),
                Vec2::new(w + 0.5, rect.height()),
            );
            ui.painter().rect_filled(r, 0.0, heat_colour(t).to_opaque());
        }
        ui.label(lang.heat_legend_hot());
    });
}

/// The threats' legend, one line in `lang` (every mark of
/// [`threat_mark`] with its meaning: [`Lang::threat_marks`]).
pub fn threat_legend(ui: &mut egui::Ui, renju: bool, lang: Lang) {
    let mut text = lang.threat_legend(&lang.threat_marks());
    if renju {
        text.push_str(&lang.threat_legend_renju());
    }
    ui.add(egui::Label::new(egui::RichText::new(text).small()).wrap());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heat_runs_from_blue_to_red_and_survives_nonsense() {
        let cold = heat_colour(0.0);
        let hot = heat_colour(1.0);
        assert!(cold.b() > cold.r(), "cold is blue: {cold:?}");
        assert!(hot.r() > hot.b(), "hot is red: {hot:?}");
        assert_eq!(heat_colour(-3.0), cold);
        assert_eq!(heat_colour(7.0), hot);
        assert_eq!(heat_colour(f32::NAN), cold);
        // Neighbouring heats get neighbouring colours (no jumps at stops).
        let mut last = heat_colour(0.0);
        for i in 1..=100 {
            let c = heat_colour(i as f32 / 100.0);
            let jump = [c.r(), c.g(), c.b()]
                .iter()
                .zip([last.r(), last.g(), last.b()])
                .map(|(a, b)| a.abs_diff(b))
                .max()
                .unwrap_or(0);
            assert!(jump <= 12, "jump of {jump} at {i}");
            last = c;
        }
    }

    #[test]
    fn every_threat_kind_has_its_own_mark() {
        let kinds = [
            ThreatKind::OpenThree,
            ThreatKind::Four,
            ThreatKind::DoubleThree,
            ThreatKind::FourThree,
            ThreatKind::DoubleFour,
            ThreatKind::OpenFour,
            ThreatKind::Five,
        ];
        let marks: std::collections::BTreeSet<_> = kinds.iter().map(|&k| threat_mark(k)).collect();
        assert_eq!(marks.len(), kinds.len());
        // The legend explains every mark, in every language.
        for lang in Lang::ALL {
            for &mark in &marks {
                let explained = lang
                    .threat_marks()
                    .split(" · ")
                    .any(|entry| entry.split_once(' ').is_some_and(|(m, _)| m == mark));
                assert!(explained, "{mark} is in the {lang:?} legend");
            }
        }
    }
}
