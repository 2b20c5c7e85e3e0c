//! The analysis board's move list: the whole tree, the main line first
//! and each variation on a line of its own, in brackets and indented one
//! step under the line it branches from, just after it. Every move opens
//! its position when clicked; the one on show is highlighted; a move
//! with a comment shows it on hover.

use eframe::egui;

use super::window::Asked;
use crate::game::notation::point_name;
use crate::game::tree::{GameTree, NodePath};
use crate::i18n::Lang;

/// Indentation of a variation, per level (a few levels at most, so a
/// deep tree still fits a narrow window).
const INDENT: f32 = 14.0;
const MOST_INDENTS: usize = 6;

/// How many rows of moves show at once (the list scrolls beyond): the
/// list keeps its height, so the board below it stays put as it grows.
const ROWS: f32 = 4.0;

/// Draws the tree's moves; a click asks for its node. The node on show is
/// scrolled into view when it changes.
pub(super) fn show(
    ui: &mut egui::Ui,
    tree: &GameTree,
    at: &[usize],
    scroll_to: bool,
    lang: Lang,
    asked: &mut Vec<Asked>,
) {
    ui.weak(lang.tree_label());
    let row = ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
    egui::ScrollArea::vertical()
        .id_salt("analysis_tree")
        .auto_shrink([false, false])
        .max_height(row * ROWS)
        .min_scrolled_height(row * ROWS)
        .show(ui, |ui| {
            let list = List {
                tree,
                at,
                scroll_to,
            };
            let count = tree.root().children.len();
            for first in 0..count.max(1) {
                list.line(ui, &[], first, usize::from(first > 0), lang, asked);
            }
        });
}

struct List<'a> {
    tree: &'a GameTree,
    at: &'a [usize],
    scroll_to: bool,
}

impl List<'_> {
    /// The line that starts with child `first` of the node at `from`
    /// (following first children), then the other branches from each of its
    /// positions, one level deeper.
    fn line(
        &self,
        ui: &mut egui::Ui,
        from: &[usize],
        first: usize,
        depth: usize,
        lang: Lang,
        asked: &mut Vec<Asked>,
    ) {
        let (tree, at) = (self.tree, self.at);
        let size = tree.size();
        let mut paths: Vec<NodePath> = Vec::new();
        let mut path = from.to_vec();
        path.push(first);
        while let Some(node) = tree.node(&path) {
            paths.push(path.clone());
            if node.children.is_empty() {
                break;
            }
            path.push(0);
        }
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 3.0;
            ui.add_space(INDENT * depth.min(MOST_INDENTS) as f32);
            if from.is_empty() && first == 0 {
                // The start position begins the main line.
                let start = ui.selectable_label(at.is_empty(), lang.tree_start());
                if at.is_empty() && self.scroll_to {
                    start.scroll_to_me(None);
                }
                if start.clicked() {
                    asked.push(Asked::GoTo(Vec::new()));
                }
            }
            if depth > 0 {
                ui.label("(");
            }
            for p in &paths {
                let Some(node) = tree.node(p) else { continue };
                let name = node.pos.map(|q| point_name(q, size)).unwrap_or_default();
                let text = format!("{}.{name}", p.len());
                let mut item = ui.selectable_label(p.as_slice() == at, text);
                if p.as_slice() == at && self.scroll_to {
                    item.scroll_to_me(None);
                }
                if !node.comment.is_empty() {
                    item = item.on_hover_text(&node.comment);
                }
                if item.clicked() {
                    asked.push(Asked::GoTo(p.clone()));
                }
            }
            if depth > 0 {
                ui.label(")");
            }
        });
        for p in &paths {
            let Some(node) = tree.node(p) else { continue };
            for other in 1..node.children.len() {
                self.line(ui, p, other, depth + 1, lang, asked);
            }
        }
    }
}
