//! The analysis board's window: the tools, master's lines (hover to see a
//! line's stones numbered on the board, click to play its first move),
//! the board, and the variations after the position on show with the
//! moves to step, promote, delete and comment.

use eframe::egui::{self, Align2, Color32, FontId, Vec2};

use super::{Analysis, Board, FileAsk, FileNote, Refused, Tool, tree_list};
use crate::engine::MAX_LINES;
use crate::game::board::{BoardSize, Pos, Stone};
use crate::game::notation::point_name;
use crate::game::rules::{Game, Rule};
use crate::game::tree::NodePath;
use crate::gui::board_view::{self, Scene};
use crate::gui::textures::Textures;
use crate::i18n::Lang;

/// What the window's controls asked this frame.
pub(super) enum Asked {
    Tool(Tool),
    Clear,
    ToMove(Stone),
    Rule(Rule),
    Size(usize),
    Save,
    Open,
    GoTo(NodePath),
    Lines(usize),
    Thinking(bool),
    Click(Pos),
    PlayLine(usize),
    Back,
    Forward,
    Child(usize),
    Promote,
    Delete,
    NewPosition,
    Comment(String),
}

impl Analysis {
    /// Draws the window, if open, and does what its controls ask; the
    /// heat map and the threat marks are shown as `overlays` says (the
    /// game's switches). Returns the file dialog asked for, which is the
    /// app's to show.
    pub fn show(
        &mut self,
        ctx: &egui::Context,
        lang: Lang,
        overlays: Overlays,
        area: egui::Rect,
        textures: Option<&Textures>,
    ) -> Option<FileAsk> {
        let board = self.board.as_mut()?;
        board.poll();
        let mut open = true;
        let mut asked = Vec::new();
        let screen = ctx.content_rect().size();
        egui::Window::new(lang.analysis_title())
            .id(egui::Id::unique("analysis_window"))
            .open(&mut open)
            .default_pos(area.min)
            .default_size(default_size(area.size(), screen))
            .max_size(screen * 0.95)
            .show(ctx, |ui| {
                // One copy of the position a frame, for the controls and
                // the board alike (the board's own is borrowed mutably).
                let game = board.game().clone();
                let shown = Shown {
                    game: &game,
                    lang,
                    overlays,
                    textures,
                };
                if side_by_side(ui.available_size()) {
                    beside(board, ui, shown, &mut asked);
                } else {
                    column(board, ui, shown, &mut asked);
                }
            });
        if !open {
            self.close();
            return None;
        }
        let mut file = None;
        for a in asked {
            match a {
                Asked::Tool(t) => board.set_tool(t),
                Asked::Clear => board.clear(),
                Asked::ToMove(stone) => board.set_to_move(stone),
                Asked::Rule(rule) => board.set_rule(rule),
                Asked::Size(size) => board.set_size(size),
                Asked::Save => file = Some(FileAsk::Save(Box::new(board.tree.clone()))),
                Asked::Open => file = Some(FileAsk::Open),
                Asked::GoTo(path) => board.go_to(path),
                Asked::Lines(n) => board.set_lines(n),
                Asked::Thinking(on) => board.set_thinking(on),
                Asked::Click(p) => board.click(p),
                Asked::PlayLine(k) => board.play_line(k),
                Asked::Back => board.back(),
                Asked::Forward => board.forward(),
                Asked::Child(i) => {
                    let mut path = board.at.clone();
                    path.push(i);
                    board.go_to(path);
                }
                Asked::Promote => board.promote(),
                Asked::Delete => board.delete(),
                Asked::NewPosition => board.new_position_here(),
                Asked::Comment(text) => {
                    let at = board.at.clone();
                    let _ = board.tree.set_comment(&at, text);
                }
            }
        }
        file
    }
}

/// The game's teaching switches, for the analysis board too.
#[derive(Clone, Copy, Debug, Default)]
pub struct Overlays {
    /// The heat map (master's view of every point it searched).
    pub heat: bool,
    /// Both colours' threat marks.
    pub threats: bool,
}

/// The width of the controls' column when it stands beside the board.
const CONTROLS_WIDTH: f32 = 470.0;
/// The smallest board worth putting beside the controls.
const BESIDE_BOARD: f32 = 360.0;
/// The largest board under the controls (the window's default width).
const COLUMN_BOARD: f32 = 520.0;

/// Whether a window's inside of `inner` shows the controls beside the
/// board (wider than tall, with room for both) rather than above it. A
/// landscape screen (a laptop's 1366×768, say) fits a board under the
/// controls, which take some 450 points, only as a stamp or a scroll.
fn side_by_side(inner: Vec2) -> bool {
    inner.x > inner.y && inner.x >= CONTROLS_WIDTH + BESIDE_BOARD
}

/// The window's first size in an `area` (below the bars) of a `screen`:
/// beside the board where the area is wider than tall with room for both,
/// else a column as tall as the area allows (the screen's, where the area
/// is too short for one).
fn default_size(area: Vec2, screen: Vec2) -> Vec2 {
    let most = (area - Vec2::splat(8.0))
        .max(Vec2::new(540.0, 560.0))
        .min(screen * 0.95);
    // The title bar and the frame's margins; beside the controls, as
    // wide as the rest of the area.
    let board = (most.y - 48.0)
        .min(720.0)
        .min(most.x - CONTROLS_WIDTH - 24.0);
    let wide = Vec2::new(CONTROLS_WIDTH + 24.0 + board, board + 24.0);
    if most.x > most.y && board >= BESIDE_BOARD {
        wide
    } else {
        most.min(Vec2::new(540.0, 980.0))
    }
}

/// What a frame shows: the position, in which language, with which
/// overlays.
#[derive(Clone, Copy)]
struct Shown<'g> {
    game: &'g Game,
    lang: Lang,
    overlays: Overlays,
    /// The stones' pictures (and the board's, for the game's size).
    textures: Option<&'g Textures>,
}

/// The controls in a column of their own beside the board, which takes
/// the window's height.
fn beside(board: &mut Board, ui: &mut egui::Ui, shown: Shown<'_>, asked: &mut Vec<Asked>) {
    ui.horizontal_top(|ui| {
        let column = Vec2::new(CONTROLS_WIDTH, ui.available_height());
        ui.allocate_ui_with_layout(column, egui::Layout::top_down(egui::Align::Min), |ui| {
            ui.set_width(CONTROLS_WIDTH);
            egui::ScrollArea::vertical()
                .id_salt("analysis_controls")
                .show(ui, |ui| controls(board, ui, shown, asked));
        });
        ui.separator();
        let side = ui.available_width().min(ui.available_height());
        board_area(board, ui, shown, side, asked);
    });
}

/// The controls above the board, which fills what is left of the window
/// below them; in a window too short for that (the smallest), it is as
/// big as the window shows at once, scrolled to, rather than a stamp.
fn column(board: &mut Board, ui: &mut egui::Ui, shown: Shown<'_>, asked: &mut Vec<Asked>) {
    egui::ScrollArea::vertical().show(ui, |ui| {
        controls(board, ui, shown, asked);
        let left = ui.available_height();
        let tall = if left >= 280.0 {
            left
        } else {
            ui.clip_rect().height() - 16.0
        };
        let side = ui.available_width().min(tall).min(COLUMN_BOARD);
        board_area(board, ui, shown, side, asked);
    });
}

/// Everything above (or beside) the board: the tools, the set-up, master's
/// lines, the variations and the move list.
fn controls(board: &mut Board, ui: &mut egui::Ui, shown: Shown<'_>, asked: &mut Vec<Asked>) {
    let Shown { game, lang, .. } = shown;
    let size = game.board().size();
    ui.horizontal_wrapped(|ui| {
        for (tool, name) in [
            (Tool::Play, lang.tool_play()),
            (Tool::Black, lang.tool_black()),
            (Tool::White, lang.tool_white()),
            (Tool::Erase, lang.tool_erase()),
        ] {
            if ui.selectable_label(board.tool == tool, name).clicked() {
                asked.push(Asked::Tool(tool));
            }
        }
        ui.separator();
        if ui
            .button(lang.clear_board())
            .on_hover_text(lang.clear_board_hover())
            .clicked()
        {
            asked.push(Asked::Clear);
        }
    });
    set_up_row(board, ui, lang, asked);
    ui.horizontal_wrapped(|ui| {
        ui.label(lang.lines_label());
        for n in 1..=MAX_LINES {
            if ui
                .selectable_label(board.lines == n, n.to_string())
                .clicked()
            {
                asked.push(Asked::Lines(n));
            }
        }
        let label = if board.thinking {
            lang.stop_thinking()
        } else {
            lang.go_thinking()
        };
        if ui.button(label).clicked() {
            asked.push(Asked::Thinking(!board.thinking));
        }
        ui.separator();
        if ui.button(lang.save_sgf()).clicked() {
            asked.push(Asked::Save);
        }
        if ui.button(lang.open_sgf()).clicked() {
            asked.push(Asked::Open);
        }
    });
    let to_move = game.to_move();
    if game.outcome().is_some() {
        ui.label(lang.analysis_over());
    } else {
        ui.label(lang.analysis_to_move(&lang.colour_lower(to_move), board.at.len()));
    }
    // Master's lines.
    let depth = board.report.as_ref().map_or(0, |r| r.depth);
    ui.weak(match board.held_by() {
        Some(engine) if board.thinking && !board.done => lang.thinking_held(engine),
        _ if board.thinking && !board.done => lang.thinking_depth(depth),
        _ => lang.thinking_stopped(),
    });
    // The bar is there before the first line comes (even), so nothing
    // below it moves when it does.
    let best = board.report.as_ref().and_then(|r| r.lines.first());
    eval_bar(
        ui,
        best.map_or(crate::engine::Eval::Score(0), |l| l.eval),
        to_move,
    );
    board.hovered = None;
    let shown = board.report.as_ref().map_or(0, |r| r.lines.len());
    if let Some(report) = &board.report {
        for (k, line) in report.lines.iter().enumerate() {
            let play: Vec<String> = line.pv.iter().map(|&p| point_name(p, size)).collect();
            let text = lang.line_row(
                k + 1,
                &lang.line_eval(line.eval, to_move),
                line.depth,
                &play.join(" "),
            );
            let row = ui
                .add(
                    egui::Label::new(text)
                        .sense(egui::Sense::click())
                        .truncate(),
                )
                .on_hover_text(lang.line_hover());
            if row.hovered() {
                board.hovered = Some(k);
            }
            if row.clicked() {
                asked.push(Asked::PlayLine(k));
            }
        }
    }
    // A move master plays unweighed (the only defence, the centre on an
    // empty board) comes without a line: said so, and a click plays it.
    let only = board
        .report
        .as_ref()
        .filter(|r| r.lines.is_empty() && r.done)
        .and_then(|r| r.best);
    let mut shown = shown;
    if let Some(pos) = only {
        shown = 1;
        let row = ui
            .add(
                egui::Label::new(lang.only_move_row(&point_name(pos, size)))
                    .sense(egui::Sense::click())
                    .truncate(),
            )
            .on_hover_text(lang.line_hover());
        if row.hovered() {
            board.hovered = Some(0);
        }
        if row.clicked() {
            asked.push(Asked::PlayLine(0));
        }
    }
    // A row for every line asked for, come or not: the board stays put.
    for _ in shown..board.lines {
        ui.label(" ");
    }
    // The variations.
    ui.horizontal_wrapped(|ui| {
        if ui.button(lang.node_back()).clicked() {
            asked.push(Asked::Back);
        }
        if ui.button(lang.node_forward()).clicked() {
            asked.push(Asked::Forward);
        }
        if ui.button(lang.node_promote()).clicked() {
            asked.push(Asked::Promote);
        }
        if ui.button(lang.node_delete()).clicked() {
            asked.push(Asked::Delete);
        }
        if ui.button(lang.edit_from_here()).clicked() {
            asked.push(Asked::NewPosition);
        }
    });
    if let Some(node) = board.tree.node(&board.at) {
        // The row is there with or without next moves, so the board below
        // does not move when they come.
        ui.horizontal_wrapped(|ui| {
            ui.set_min_height(ui.spacing().interact_size.y);
            ui.label(lang.variations_here());
            for (i, c) in node.children.iter().enumerate() {
                let name = c.pos.map(|p| point_name(p, size)).unwrap_or_default();
                if ui.button(name).clicked() {
                    asked.push(Asked::Child(i));
                }
            }
        });
        let mut comment = node.comment.clone();
        ui.horizontal(|ui| {
            ui.label(lang.node_comment());
            if ui.text_edit_singleline(&mut comment).changed() {
                asked.push(Asked::Comment(comment.clone()));
            }
        });
    }
    let scroll_to = board.listed_at.as_deref() != Some(board.at.as_slice());
    board.listed_at = Some(board.at.clone());
    tree_list::show(ui, &board.tree, &board.at, scroll_to, lang, asked);
}

/// The board, `side` points square (160 at least), with the hovered
/// line's stones numbered, a refusal or a file's note over its top, and
/// its clicks.
fn board_area(
    board: &mut Board,
    ui: &mut egui::Ui,
    shown: Shown<'_>,
    side: f32,
    asked: &mut Vec<Asked>,
) {
    let Shown {
        game,
        lang,
        overlays,
        textures,
    } = shown;
    let to_move = game.to_move();
    let side = side.max(160.0);
    let (_, rect) = ui.allocate_space(Vec2::splat(side));
    let mut child = ui.new_child(egui::UiBuilder::new().max_rect(rect));
    let hovered: Vec<Pos> = board
        .hovered
        .and_then(|k| {
            let report = board.report.as_ref()?;
            match report.lines.get(k) {
                Some(line) => Some(line.pv.clone()),
                None => report.best.map(|b| vec![b]),
            }
        })
        .unwrap_or_default();
    let heat = overlays.heat.then(|| board.heat_map()).flatten();
    let threats = overlays.threats.then(|| board.threats());
    let legal = |p| game.is_legal(p);
    let scene = Scene {
        game,
        forbidden: &[],
        hint: None,
        winning_line: game.outcome().and_then(|o| match o {
            crate::game::rules::Outcome::Win { line, .. } => Some((line, 1.0)),
            crate::game::rules::Outcome::Draw => None,
        }),
        placing: (board.tool == Tool::Play && game.outcome().is_none())
            .then_some((to_move, &legal as &dyn Fn(Pos) -> bool)),
        heat,
        threats,
        rings: &[],
        numbers: true,
        offers: &[],
    };
    let response = board_view::show(&mut child, &scene, textures);
    board.geometry = Some(response.geometry);
    // A refusal and what came of a file are said over the board's top, so
    // nothing above the board moves when they come and go (the board
    // stays under the mouse); a click on the board passes through.
    let said = messages(board, lang, ui.visuals().weak_text_color());
    if !said.is_empty() {
        let top = egui::Rect::from_min_size(
            rect.min + Vec2::splat(6.0),
            Vec2::new(rect.width() - 12.0, rect.height() * 0.6),
        );
        let mut over = ui.new_child(egui::UiBuilder::new().max_rect(top));
        egui::Frame::popup(over.style()).show(&mut over, |ui| {
            for (text, colour) in said {
                ui.add(egui::Label::new(egui::RichText::new(text).color(colour)).wrap());
            }
        });
    }
    let g = response.geometry;
    let painter = ui.painter();
    for (k, &p) in hovered.iter().enumerate() {
        let stone = if k % 2 == 0 {
            to_move
        } else {
            to_move.opponent()
        };
        let (fill, ink) = match stone {
            Stone::Black => (Color32::from_black_alpha(170), Color32::WHITE),
            Stone::White => (Color32::from_white_alpha(190), Color32::BLACK),
        };
        painter.circle_filled(g.center_of(p), g.cell() * 0.45, fill);
        painter.text(
            g.center_of(p),
            Align2::CENTER_CENTER,
            (k + 1).to_string(),
            FontId::proportional(g.cell() * 0.45),
            ink,
        );
    }
    if let Some(p) = response.clicked_point {
        asked.push(Asked::Click(p));
    }
}

/// Why the last edit was refused and what came of the last save or open,
/// in words and colours.
fn messages(board: &Board, lang: Lang, weak: Color32) -> Vec<(String, Color32)> {
    let warn = Color32::from_rgb(0xe0, 0x7a, 0x5f);
    let mut said = Vec::new();
    if let Some(why) = board.refused {
        let text = match why {
            Refused::HasMoves => lang.edit_needs_new_position(),
            Refused::SideHasMoves => lang.side_needs_new_position(),
            Refused::Five => lang.edit_refused_five(),
            Refused::Count => lang.edit_refused_count(),
            Refused::DoesNotFit { pos, size } => lang.refused_does_not_fit(&point_name(pos, size)),
            Refused::Rule(rule) => lang.refused_rule_move(&lang.rule_name(rule)),
        };
        said.push((text, warn));
    }
    if let Some(note) = &board.note {
        let shown = |path: &std::path::Path| path.display().to_string();
        let text = match note {
            FileNote::Saved(path) => lang.sgf_saved(&shown(path)),
            FileNote::SavedWithoutDialog(path) => lang.sgf_saved_without_dialog(&shown(path)),
            FileNote::NotSaved { path, error } => lang.save_failed(&shown(path), error),
            FileNote::Opened(path) => lang.sgf_opened(&shown(path)),
            FileNote::NotOpened(notice) => lang.notice(notice),
            FileNote::NoDialog => lang.no_sgf_dialog(),
        };
        let colour = if matches!(note, FileNote::Saved(_) | FileNote::Opened(_)) {
            weak
        } else {
            warn
        };
        said.push((text, colour));
    }
    said
}

/// The set-up's first mover, board size and rule, in two rows that
/// wrap (a group that cannot wrap would widen the window past a small
/// screen). The first mover is the set-up's, not the side to move in the
/// position shown: once the tree has moves it is greyed (their colours
/// follow from it), and its hover says how to change it.
fn set_up_row(board: &Board, ui: &mut egui::Ui, lang: Lang, asked: &mut Vec<Asked>) {
    let start = board.tree.start().to_move();
    let settable = board.tree.is_empty();
    ui.horizontal_wrapped(|ui| {
        for (stone, name) in [
            (Stone::Black, lang.black_first()),
            (Stone::White, lang.white_first()),
        ] {
            if ui
                .add_enabled(settable, egui::Button::selectable(start == stone, name))
                .on_hover_text(lang.to_move_hover())
                .on_disabled_hover_text(lang.side_needs_new_position())
                .clicked()
            {
                asked.push(Asked::ToMove(stone));
            }
        }
        ui.separator();
        ui.label(lang.board_label());
        for size in BoardSize::ALL {
            let lines = size.lines();
            if ui
                .selectable_label(board.tree.size() == lines, lines.to_string())
                .clicked()
            {
                asked.push(Asked::Size(lines));
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(lang.rule_label());
        for rule in Rule::ALL {
            if ui
                .selectable_label(board.tree.rule() == rule, lang.rule_name(rule))
                .on_hover_text(lang.rule_description(rule))
                .clicked()
            {
                asked.push(Asked::Rule(rule));
            }
        }
    });
}

/// The best line's evaluation as a bar: black's share from the left,
/// white's from the right (a forced win fills it; a score of a tempo or
/// so, some 2000, moves it about a quarter).
fn eval_bar(ui: &mut egui::Ui, eval: crate::engine::Eval, to_move: Stone) {
    use crate::engine::Eval;
    let mover = match eval {
        Eval::Win { .. } => 1.0,
        Eval::Loss { .. } => 0.0,
        e @ (Eval::Score(_) | Eval::Winning | Eval::Losing) => {
            0.5 + 0.5 * (f64::from(e.on_scale().unwrap_or(0)) / 4000.0).tanh()
        }
    };
    let black = if to_move == Stone::Black {
        mover
    } else {
        1.0 - mover
    } as f32;
    let (rect, _) = ui.allocate_exact_size(
        Vec2::new(ui.available_width().min(360.0), 10.0),
        egui::Sense::hover(),
    );
    let painter = ui.painter();
    painter.rect_filled(rect, 3.0, Color32::from_gray(235));
    let mut dark = rect;
    dark.set_width(rect.width() * black);
    painter.rect_filled(dark, 3.0, Color32::from_gray(20));
    painter.line_segment(
        [rect.center_top(), rect.center_bottom()],
        egui::Stroke::new(1.0, Color32::from_rgb(0xe0, 0x7a, 0x5f)),
    );
}
