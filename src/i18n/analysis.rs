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
    /// Clears the analysis board: an empty board, the same rule and size.
    fn clear_board() {
        en: "Empty board",
        zh: "清空棋盘",
    }
    /// Its hover text.
    fn clear_board_hover() {
        en: "Start again from an empty board (the moves, variations and comments are left behind)",
        zh: "从空棋盘重新开始（已走的着法、分支和注释将不再保留）",
    }
    /// Gives the move to black in the set-up position.
    fn black_to_move() {
        en: "Black to move",
        zh: "黑方走",
    }
    /// Gives the move to white in the set-up position.
    fn white_to_move() {
        en: "White to move",
        zh: "白方走",
    }
    /// The hover text of the side-to-move choice.
    fn to_move_hover() {
        en: "Who moves in the set-up position. Placing or removing a stone gives the move to the side the counts say (black when both have as many, white when black has one more); here it may go to the other side instead.",
        zh: "设定局面中轮到谁走。摆上或拿掉棋子后，按棋子数决定轮走方（一样多时黑方走，黑多一子时白方走）；在这里可以改由另一方走。",
    }
    /// The side to move cannot change once there are moves.
    fn side_needs_new_position() {
        en: "The side to move can be changed only before any move: press “New position from here” first.",
        zh: "只有在走棋之前才能改变轮走方：请先点“以此局面重新开始”。",
    }
    /// A bigger or smaller board leaves a stone off.
    fn refused_does_not_fit(point: &str) {
        en: "Refused: the stone at {point} would fall off that board.",
        zh: "不行：{point} 的棋子在那个棋盘上放不下。",
    }
    /// A move of the tree cannot be played under the rule chosen.
    fn refused_rule_move(rule: &str) {
        en: "Refused: under {rule} a move in the tree could not be played (a forbidden point, or a move after a five).",
        zh: "不行：在{rule}规则下，树中有一手下不出来（禁手点，或五连之后的着法）。",
    }
    /// SGF: `PL` names no player, or one the counts give no move.
    fn sgf_bad_player(written: &str) {
        en: "{written} cannot be: the player to move is B or W, and black must have as many stones as white or one more",
        zh: "{written} 不行：轮走方须为 B 或 W，且黑子须和白子一样多或多一个",
    }
    /// Saves the tree as SGF.
    fn save_sgf() {
        en: "Save SGF…",
        zh: "保存 SGF…",
    }
    /// Opens an SGF file on the board.
    fn open_sgf() {
        en: "Open SGF…",
        zh: "打开 SGF…",
    }
    /// The save dialog's title.
    fn save_sgf_title() {
        en: "Save the analysis as SGF",
        zh: "把分析保存为 SGF",
    }
    /// The open dialog's title.
    fn open_sgf_title() {
        en: "Open an SGF file on the analysis board",
        zh: "在分析棋盘上打开 SGF 文件",
    }
    /// The SGF filter's name in the dialogs.
    fn sgf_filter() {
        en: "SGF game tree",
        zh: "SGF 棋谱",
    }
    /// The analysis was saved.
    fn sgf_saved(path: &str) {
        en: "Saved the analysis to {path}.",
        zh: "分析已保存到 {path}。",
    }
    /// No dialog: the analysis went to the data folder.
    fn sgf_saved_without_dialog(path: &str) {
        en: "No file dialog is available here, so the analysis was saved to {path}.",
        zh: "此处无法打开文件对话框，分析已保存到 {path}。",
    }
    /// No dialog to choose an SGF file.
    fn no_sgf_dialog() {
        en: "No file dialog is available here: drop an .sgf file on the window while the analysis board is open.",
        zh: "此处无法打开文件对话框：分析棋盘打开时，可把 .sgf 文件拖到窗口上。",
    }
    /// An SGF file was opened.
    fn sgf_opened(path: &str) {
        en: "Opened {path}.",
        zh: "已打开 {path}。",
    }
    /// The tree's moves, any of them clickable.
    fn tree_label() {
        en: "Moves and variations (click one to show it):",
        zh: "着法和分支（点击查看）：",
    }
    /// The start position in the move list.
    fn tree_start() {
        en: "Start position",
        zh: "起始局面",
    }
    /// Master's move played without weighing it (the only defence, or
    /// the centre on an empty board): no evaluation to show.
    fn only_move_row(play: &str) {
        en: "1. {play}: master plays it without weighing it",
        zh: "1. {play}：大师不经评估直接下这一手",
    }
}
