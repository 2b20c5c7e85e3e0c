//! The words of the analysis board: its window, the tools, the engine's
//! lines, the variations and what an edit that cannot be is refused for.

use super::Lang;

catalogue! {
    /// The Games menu item that opens the analysis board.
    fn analysis_item() {
        en: "Analysis board",
        zh: "分析棋盘",
    }
    /// Its hover text.
    fn analysis_hover() {
        en: "Set up any position or take the one on the board, watch master's best lines, try your own as variations",
        zh: "摆任意局面或取当前棋盘，看大师的最佳变化，把自己的想法存为分支",
    }
    /// The window's title.
    fn analysis_title() {
        en: "Analysis board",
        zh: "分析棋盘",
    }
    /// The tool that plays moves.
    fn tool_play() {
        en: "Play",
        zh: "走棋",
    }
    /// The tool that places black stones.
    fn tool_black() {
        en: "Black stone",
        zh: "摆黑子",
    }
    /// The tool that places white stones.
    fn tool_white() {
        en: "White stone",
        zh: "摆白子",
    }
    /// The tool that removes stones.
    fn tool_erase() {
        en: "Remove",
        zh: "拿掉",
    }
    /// The number of lines shown.
    fn lines_label() {
        en: "Lines",
        zh: "变化数",
    }
    /// Stops the engine.
    fn stop_thinking() {
        en: "Stop",
        zh: "停止",
    }
    /// Lets the engine think again.
    fn go_thinking() {
        en: "▶ Think",
        zh: "▶ 思考",
    }
    /// The engine is thinking (depth reached).
    fn thinking_depth(depth: u32) {
        en: "master is thinking… depth {depth}",
        zh: "大师正在思考… 深度 {depth}",
    }
    /// The engine has stopped.
    fn thinking_stopped() {
        en: "master has stopped",
        zh: "大师已停止",
    }
    /// One of master's lines: its number, evaluation, depth and play.
    fn line_row(number: usize, eval: &str, depth: u32, play: &str) {
        en: "{number}. {eval} (depth {depth}): {play}",
        zh: "{number}. {eval}（深度 {depth}）：{play}",
    }
    /// The hover text of a line.
    fn line_hover() {
        en: "Its stones are numbered on the board; a click plays its first move",
        zh: "棋盘上标出这条变化的落子顺序；点击走出第一步",
    }
    /// The side to move.
    fn analysis_to_move(colour: &str, moves: usize) {
        en: "{colour} to move · {moves} moves",
        zh: "轮到{colour} · 已走 {moves} 手",
    }
    /// The position is over.
    fn analysis_over() {
        en: "The game is over in this position.",
        zh: "这个局面已经结束。",
    }
    /// Back one move.
    fn node_back() {
        en: "◀ Back",
        zh: "◀ 后退",
    }
    /// Forward along the main line of the node.
    fn node_forward() {
        en: "Forward ▶",
        zh: "前进 ▶",
    }
    /// Makes the line on show the main line.
    fn node_promote() {
        en: "Make main line",
        zh: "设为主变",
    }
    /// Deletes the node on show and what follows it.
    fn node_delete() {
        en: "Delete from here",
        zh: "从这里删除",
    }
    /// The variations after the position on show.
    fn variations_here() {
        en: "Next moves:",
        zh: "后续着法：",
    }
    /// The comment of the position on show.
    fn node_comment() {
        en: "Comment",
        zh: "注释",
    }
    /// The main line of the tree.
    fn main_line_label(moves: &str) {
        en: "Main line: {moves}",
        zh: "主变：{moves}",
    }
    /// Starts a new position from the one on show (to edit it).
    fn edit_from_here() {
        en: "New position from here",
        zh: "以此局面重新开始",
    }
    /// Editing needs a tree without moves.
    fn edit_needs_new_position() {
        en: "The stones can be changed only before any move: press “New position from here” first (the moves and variations are left behind).",
        zh: "只有在走棋之前才能改动棋子：请先点“以此局面重新开始”（已走的着法和分支将不再保留）。",
    }
    /// A five is already on the board.
    fn edit_refused_five() {
        en: "Refused: that would put a five on the board, a position no game reaches.",
        zh: "不行：这样棋盘上会出现五连，任何对局都到不了这个局面。",
    }
    /// An impossible count of stones.
    fn edit_refused_count() {
        en: "Refused: black must have as many stones as white, or one more.",
        zh: "不行：黑子必须和白子一样多，或多一个。",
    }
}
