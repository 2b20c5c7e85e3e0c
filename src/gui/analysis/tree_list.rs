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

/// Draws the tree's moves; a click asks for its node.
pub(super) fn show(
    ui: &mut egui::Ui,
    tree: &GameTree,
    at: &[usize],
    lang: Lang,
    asked: &mut Vec<Asked>,
) {
    ui.add_space(4.0);
    ui.weak(lang.tree_label());
    if ui
        .selectable_label(at.is_empty(), lang.tree_start())
        .clicked()
    {
        asked.push(Asked::GoTo(Vec::new()));
    }
    let count = tree.root().children.len();
    for first in 0..count {
        line(ui, tree, &[], first, usize::from(first > 0), at, asked);
    }
}

/// The line that starts with child `first` of the node at `from`
/// (following first children), then the other branches from each of its
/// positions, one level deeper.
fn line(
    ui: &mut egui::Ui,
    tree: &GameTree,
    from: &[usize],
    first: usize,
    depth: usize,
    at: &[usize],
    asked: &mut Vec<Asked>,
) {
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
        if depth > 0 {
            ui.label("(");
        }
        for p in &paths {
            let Some(node) = tree.node(p) else { continue };
            let name = node.pos.map(|q| point_name(q, size)).unwrap_or_default();
            let text = format!("{}.{name}", p.len());
            let mut item = ui.selectable_label(p.as_slice() == at, text);
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
            line(ui, tree, p, other, depth + 1, at, asked);
        }
    }
}
