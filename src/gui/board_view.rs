//! The board on screen: where it is ([`BoardGeometry`]), what is drawn on
//! it ([`Scene`]: stones, last move, forbidden points, the hint, the
//! winning line, the teaching [`overlays`]) and which point a click means.

use eframe::egui::{self, Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, Vec2};

use crate::assets;
use crate::game::board::{Line, Pos, Stone};
use crate::game::rules::Game;
use crate::gui::overlays;
use crate::gui::textures::{Textures, full_uv};
use crate::teacher::{HeatMap, ThreatMap};

/// A click counts as a move only this close to an intersection, in cells
/// (seed 000 §11.3).
pub const CLICK_TOLERANCE: f32 = 0.4;

/// How far, in cells, a stone reaches from its point (its soft shadow,
/// offset down and right, reaches 0.54 and may shade a label's edge).
const STONE_REACH: f32 = 0.49;

/// Where the board image is on screen and how its grid maps to points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardGeometry {
    /// The board image's rectangle, in egui points.
    pub rect: Rect,
    /// The number of lines each way.
    pub lines: usize,
}

impl BoardGeometry {
    /// The largest square board image that fits in `available`, centred.
    #[must_use]
    pub fn fit(available: Rect, lines: usize) -> BoardGeometry {
        let side = available.width().min(available.height()).max(1.0);
        let rect = Rect::from_center_size(available.center(), Vec2::splat(side));
        BoardGeometry { rect, lines }
    }

    fn margin(&self) -> f32 {
        self.rect.width() * assets::BOARD_MARGIN_PX as f32 / assets::BOARD_IMAGE_PX as f32
    }

    /// The distance between neighbouring lines, in points.
    #[must_use]
    pub fn cell(&self) -> f32 {
        (self.rect.width() - 2.0 * self.margin()) / (self.lines.max(2) - 1) as f32
    }

    /// The screen position of an intersection.
    #[must_use]
    pub fn center_of(&self, pos: Pos) -> Pos2 {
        let origin = self.rect.min + Vec2::splat(self.margin());
        origin + Vec2::new(f32::from(pos.x), f32::from(pos.y)) * self.cell()
    }

    /// The intersection a click at `p` means: the nearest one, if it lies
    /// within [`CLICK_TOLERANCE`] cells.
    #[must_use]
    pub fn hit(&self, p: Pos2) -> Option<Pos> {
        let cell = self.cell();
        let rel = (p - (self.rect.min + Vec2::splat(self.margin()))) / cell;
        let (x, y) = (rel.x.round(), rel.y.round());
        let n = self.lines as f32;
        if !(0.0..n).contains(&x) || !(0.0..n).contains(&y) {
            return None;
        }
        let pos = Pos::new(x as u8, y as u8);
        (self.center_of(pos).distance(p) < CLICK_TOLERANCE * cell).then_some(pos)
    }

    /// How far the coordinates sit from the outer lines: halfway between
    /// the farthest an edge stone reaches ([`STONE_REACH`] cells) and the
    /// picture's edge, so a stone never hides them.
    fn coordinate_offset(&self) -> f32 {
        (STONE_REACH * self.cell() + self.margin()) / 2.0
    }

    /// The coordinates' font size: a third of the margin, but no more than
    /// four fifths of the band between the stones' reach and the picture's
    /// edge.
    fn coordinate_font_size(&self) -> f32 {
        let band = self.margin() - STONE_REACH * self.cell();
        (self.margin() * 0.34).min(band * 0.8).clamp(6.0, 18.0)
    }

    fn stone_rect(&self, pos: Pos) -> Rect {
        Rect::from_center_size(self.center_of(pos), Vec2::splat(self.cell() * 0.98))
    }
}

/// What the board shows this frame.
pub struct Scene<'a> {
    /// The game on the board.
    pub game: &'a Game,
    /// Points to cross out (renju: black's forbidden points).
    pub forbidden: &'a [Pos],
    /// The suggested move, drawn as a ghost stone of `player`'s colour.
    pub hint: Option<Pos>,
    /// The winning line and how far its glow has come (0 to 1).
    pub winning_line: Option<(Line, f32)>,
    /// The player's colour, when a stone may be placed by a click now, and
    /// which points a click would place it on: the point under the mouse,
    /// if one of them, shows a ghost stone.
    pub placing: Option<(Stone, &'a dyn Fn(Pos) -> bool)>,
    /// A level's score of every point, drawn under the stones.
    pub heat: Option<&'a HeatMap>,
    /// Both colours' threats, marked on the empty points.
    pub threats: Option<&'a ThreatMap>,
    /// Points ringed in a colour (review: the mistake and a move that held).
    pub rings: &'a [(Pos, Color32)],
    /// Whether each stone shows its move number.
    pub numbers: bool,
    /// Fifth moves offered in a Soosõrv-8 opening: pale black stones,
    /// numbered in the order offered.
    pub offers: &'a [Pos],
}

/// What happened on the board this frame.
pub struct BoardResponse {
    /// Where the board was drawn.
    pub geometry: BoardGeometry,
    /// The whole area the board was given, for screens drawn over it.
    pub area: Rect,
    /// The area was clicked somewhere.
    pub clicked: bool,
    /// The point the click meant, if it was near one.
    pub clicked_point: Option<Pos>,
}

/// The lines and the star points, where no board picture is drawn (the
/// analysis and puzzle windows, on any size).
fn draw_grid(painter: &egui::Painter, g: BoardGeometry) {
    let n = g.lines;
    if n < 2 {
        return;
    }
    let ink = Color32::from_rgb(0x3a, 0x2a, 0x1a);
    let stroke = Stroke::new((g.cell() * 0.04).clamp(0.6, 1.5), ink);
    let last = (n - 1) as u8;
    for i in 0..=last {
        painter.line_segment(
            [g.center_of(Pos::new(0, i)), g.center_of(Pos::new(last, i))],
            stroke,
        );
        painter.line_segment(
            [g.center_of(Pos::new(i, 0)), g.center_of(Pos::new(i, last))],
            stroke,
        );
    }
    // Four points a quarter in (four lines on big boards), and the centre.
    let edge = if n >= 13 { 3 } else { 2 };
    let far = last.saturating_sub(edge);
    let mut stars = vec![(edge, edge), (far, edge), (edge, far), (far, far)];
    if n % 2 == 1 {
        stars.push((last / 2, last / 2));
    }
    for (x, y) in stars {
        painter.circle_filled(g.center_of(Pos::new(x, y)), (g.cell() * 0.1).max(2.0), ink);
    }
}

/// Draws `scene` in the space left in `ui` and reports clicks.
pub fn show(ui: &mut egui::Ui, scene: &Scene<'_>, textures: Option<&Textures>) -> BoardResponse {
    let lines = scene.game.board().size();
    let geometry = BoardGeometry::fit(ui.available_rect_before_wrap(), lines);
    let response = ui.allocate_rect(ui.available_rect_before_wrap(), Sense::click());
    let painter = ui.painter_at(response.rect);

    // The wooden picture is drawn for one board size (the game's); a
    // board of another (a puzzle's, the analysis board's) is drawn plain,
    // its stones still the pictures'.
    match textures {
        Some(t) if t.board_size.lines() == lines => {
            painter.image(t.board.id(), geometry.rect, full_uv(), Color32::WHITE);
        }
        _ => {
            painter.rect_filled(geometry.rect, 8.0, Color32::from_rgb(0xd9, 0xa8, 0x62));
            draw_grid(&painter, geometry);
        }
    };
    draw_coordinates(&painter, geometry);
    if let Some(heat) = scene.heat {
        overlays::draw_heat(&painter, geometry, heat);
    }
    draw_stones(&painter, geometry, scene, textures);
    for (k, &pos) in scene.offers.iter().enumerate() {
        draw_ghost(&painter, geometry, pos, Stone::Black, textures, 150);
        painter.text(
            geometry.center_of(pos),
            Align2::CENTER_CENTER,
            (k + 1).to_string(),
            FontId::proportional(geometry.cell() * 0.45),
            Color32::WHITE,
        );
    }
    if let Some(threats) = scene.threats {
        overlays::draw_threats(&painter, geometry, threats);
    }
    for &(pos, colour) in scene.rings {
        painter.circle_stroke(
            geometry.center_of(pos),
            geometry.cell() * 0.5,
            Stroke::new((geometry.cell() * 0.1).max(2.0), colour),
        );
    }

    if let Some((stone, places)) = scene.placing
        && let Some(pos) = response.hover_pos().and_then(|p| geometry.hit(p))
        && places(pos)
    {
        draw_ghost(&painter, geometry, pos, stone, textures, 90);
    }
    BoardResponse {
        geometry,
        area: response.rect,
        clicked: response.clicked(),
        clicked_point: response
            .clicked()
            .then(|| response.interact_pointer_pos())
            .flatten()
            .and_then(|p| geometry.hit(p)),
    }
}

fn stone_texture(textures: &Textures, stone: Stone) -> &egui::TextureHandle {
    match stone {
        Stone::Black => &textures.black,
        Stone::White => &textures.white,
    }
}

fn stone_colour(stone: Stone) -> Color32 {
    match stone {
        Stone::Black => Color32::BLACK,
        Stone::White => Color32::WHITE,
    }
}

fn draw_ghost(
    painter: &egui::Painter,
    g: BoardGeometry,
    pos: Pos,
    stone: Stone,
    textures: Option<&Textures>,
    alpha: u8,
) {
    match textures {
        Some(t) => painter.image(
            stone_texture(t, stone).id(),
            g.stone_rect(pos),
            full_uv(),
            Color32::from_white_alpha(alpha),
        ),
        None => painter.circle_filled(
            g.center_of(pos),
            g.cell() * 0.48,
            stone_colour(stone).gamma_multiply(f32::from(alpha) / 255.0),
        ),
    };
}

/// Letters along the top and bottom, row numbers (1 at the bottom) at the
/// sides, as in [`notation`](crate::game::notation).
fn draw_coordinates(painter: &egui::Painter, g: BoardGeometry) {
    let size = g.lines;
    let font = FontId::proportional(g.coordinate_font_size());
    let ink = Color32::from_rgb(0x4a, 0x2c, 0x12);
    let off = g.coordinate_offset();
    let text = |at: Pos2, label: &str| {
        painter.text(at, Align2::CENTER_CENTER, label, font.clone(), ink);
    };
    for i in 0..size {
        let i8 = i as u8;
        let last = (size - 1) as u8;
        let letter = char::from(b'a' + i8).to_string();
        text(g.center_of(Pos::new(i8, 0)) - Vec2::new(0.0, off), &letter);
        text(
            g.center_of(Pos::new(i8, last)) + Vec2::new(0.0, off),
            &letter,
        );
        let number = (size - i).to_string();
        text(g.center_of(Pos::new(0, i8)) - Vec2::new(off, 0.0), &number);
        text(
            g.center_of(Pos::new(last, i8)) + Vec2::new(off, 0.0),
            &number,
        );
    }
}

fn draw_stones(
    painter: &egui::Painter,
    g: BoardGeometry,
    scene: &Scene<'_>,
    textures: Option<&Textures>,
) {
    let board = scene.game.board();
    let cell = g.cell();
    for pos in board.points() {
        let Some(stone) = board.get(pos) else {
            continue;
        };
        let r = g.stone_rect(pos);
        // A soft shadow under each stone.
        painter.circle_filled(
            r.center() + Vec2::new(cell * 0.05, cell * 0.07),
            cell * 0.47,
            Color32::from_black_alpha(70),
        );
        match textures {
            Some(t) => painter.image(stone_texture(t, stone).id(), r, full_uv(), Color32::WHITE),
            None => painter.circle_filled(r.center(), cell * 0.48, stone_colour(stone)),
        };
    }
    if scene.numbers {
        let font = FontId::proportional((cell * 0.42).max(7.0));
        let last = board.history().len();
        for (i, &pos) in board.history().iter().enumerate() {
            let ink = match board.get(pos) {
                Some(Stone::Black) => Color32::WHITE,
                _ => Color32::BLACK,
            };
            // The last move's number in red, as its dot would be.
            let ink = if i + 1 == last {
                Color32::from_rgb(0xe0, 0x30, 0x30)
            } else {
                ink
            };
            painter.text(
                g.center_of(pos),
                Align2::CENTER_CENTER,
                (i + 1).to_string(),
                font.clone(),
                ink,
            );
        }
    } else if let Some(last) = board.last_move() {
        painter.circle_filled(
            g.center_of(last),
            cell * 0.12,
            Color32::from_rgb(0xe0, 0x30, 0x30),
        );
    }
    let d = cell * 0.15;
    let cross = Stroke::new((cell * 0.06).max(1.5), Color32::from_rgb(0xc0, 0x20, 0x20));
    for &pos in scene.forbidden {
        let c = g.center_of(pos);
        painter.line_segment([c - Vec2::splat(d), c + Vec2::splat(d)], cross);
        painter.line_segment([c + Vec2::new(d, -d), c + Vec2::new(-d, d)], cross);
    }
    if let Some(hint) = scene.hint {
        let stone = scene
            .placing
            .map_or_else(|| scene.game.to_move(), |(s, _)| s);
        draw_ghost(painter, g, hint, stone, textures, 110);
        painter.circle_stroke(
            g.center_of(hint),
            cell * 0.5,
            Stroke::new(3.0, Color32::from_rgb(0x40, 0xc0, 0xff)),
        );
    }
    if let Some((line, t)) = scene.winning_line {
        // The winning line glows, brighter as the pause goes on.
        let gold = Color32::from_rgba_unmultiplied(0xff, 0xc8, 0x30, (120.0 + 100.0 * t) as u8);
        let points: Vec<Pos2> = line.points().map(|p| g.center_of(p)).collect();
        if let (Some(first), Some(last)) = (points.first(), points.last()) {
            painter.line_segment([*first, *last], Stroke::new(cell * 0.14, gold));
        }
        for p in points {
            painter.circle_stroke(p, cell * 0.5, Stroke::new(cell * 0.07, gold));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::board::BoardSize;
    use crate::game::rules::Rule;

    /// The textures the shapes of a board of `lines` lines, one black
    /// stone on it, are drawn with, given the pictures of a 13-line board.
    fn drawn_with(lines: usize) -> (Textures, Vec<egui::TextureId>) {
        let ctx = egui::Context::default();
        let mut textures = None;
        Textures::ensure(&mut textures, &ctx, BoardSize::SMALL);
        let textures = textures.expect("the pictures load");
        let mut game = Game::new(lines, Rule::Freestyle).expect("a board");
        game.play(Pos::new(3, 3)).expect("legal");
        let scene = Scene {
            game: &game,
            forbidden: &[],
            hint: None,
            winning_line: None,
            placing: None,
            heat: None,
            threats: None,
            rings: &[],
            numbers: false,
            offers: &[],
        };
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            show(ui, &scene, Some(&textures));
        });
        // The pictures' uploads go nowhere here.
        output.textures_delta.clear();
        let ids = output
            .shapes
            .iter()
            .filter_map(|c| match &c.shape {
                egui::Shape::Mesh(m) => Some(m.texture_id),
                _ => None,
            })
            .collect();
        (textures, ids)
    }

    #[test]
    fn the_wooden_picture_only_for_its_own_size_the_stones_pictures_on_any() {
        let (t, ids) = drawn_with(13);
        assert!(ids.contains(&t.board.id()), "the 13-line picture");
        assert!(ids.contains(&t.black.id()));
        // A puzzle's 15 lines: a plain board, the stone still a picture.
        let (t, ids) = drawn_with(15);
        assert!(!ids.contains(&t.board.id()), "not the 13-line grid");
        assert!(ids.contains(&t.black.id()), "the stone's picture");
    }

    #[test]
    fn coordinates_sit_between_the_edge_stones_and_the_pictures_edge() {
        let ctx = egui::Context::default();
        // A pass so the fonts are loaded (its textures go nowhere).
        ctx.run_ui(egui::RawInput::default(), |_| {})
            .textures_delta
            .clear();
        for size in BoardSize::ALL {
            let lines = size.lines();
            let widest_number = lines.to_string();
            let letter = char::from(b'a' + (lines - 1) as u8).to_string();
            for side in [400.0, 600.0, 777.0, 1000.0, 1400.0] {
                let g =
                    BoardGeometry::fit(Rect::from_min_size(Pos2::ZERO, Vec2::splat(side)), lines);
                let font = FontId::proportional(g.coordinate_font_size());
                let ink = |text: &str| {
                    ctx.fonts_mut(|f| {
                        f.layout_no_wrap(text.to_owned(), font.clone(), Color32::BLACK)
                    })
                    .mesh_bounds
                    .size()
                };
                let (reach, margin, off) =
                    (STONE_REACH * g.cell(), g.margin(), g.coordinate_offset());
                // The row numbers across, the letters up and down.
                for (what, extent) in [
                    (widest_number.as_str(), ink(&widest_number).x),
                    (letter.as_str(), ink(&letter).y),
                    ("g", ink("g").y),
                ] {
                    assert!(
                        off - extent / 2.0 >= reach,
                        "{lines} lines at {side}: {what} reaches under the stones"
                    );
                    assert!(
                        off + extent / 2.0 <= margin,
                        "{lines} lines at {side}: {what} runs off the picture"
                    );
                }
            }
        }
    }
}
