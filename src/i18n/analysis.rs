//! The words of the analysis board: its window, the tools, the engine's
//! lines, the variations and what an edit that cannot be is refused for.

use super::Lang;

messages! {    /// The Games menu item that opens the analysis board.
    fn analysis_item();
    /// Its hover text.
    fn analysis_hover();
    /// The window's title.
    fn analysis_title();
    /// The tool that plays moves.
    fn tool_play();
    /// The tool that places black stones.
    fn tool_black();
    /// The tool that places white stones.
    fn tool_white();
    /// The tool that removes stones.
    fn tool_erase();
    /// The number of lines shown.
    fn lines_label();
    /// Stops the engine.
    fn stop_thinking();
    /// Lets the engine think again.
    fn go_thinking();
    /// The engine is thinking (depth reached).
    fn thinking_depth(depth: u32);
    /// The engine has stopped.
    fn thinking_stopped();
    /// The engine waits while an outside engine thinks in the game (so
    /// that it has the machine to itself).
    fn thinking_held(engine: &str);
    /// One of master's lines: its number, evaluation, depth and play.
    fn line_row(number: usize, eval: &str, depth: u32, play: &str);
    /// The hover text of a line.
    fn line_hover();
    /// The side to move.
    fn analysis_to_move(colour: &str, moves: usize);
    /// The position is over.
    fn analysis_over();
    /// Back one move.
    fn node_back();
    /// Forward along the main line of the node.
    fn node_forward();
    /// Makes the line on show the main line.
    fn node_promote();
    /// Deletes the node on show and what follows it.
    fn node_delete();
    /// The variations after the position on show.
    fn variations_here();
    /// The comment of the position on show.
    fn node_comment();
    /// Starts a new position from the one on show (to edit it).
    fn edit_from_here();
    /// Editing needs a tree without moves.
    fn edit_needs_new_position();
    /// A five is already on the board.
    fn edit_refused_five();
    /// An impossible count of stones.
    fn edit_refused_count();
    // Set-up, files and the tree (the analysis board's window).
    /// Clears the analysis board: an empty board, the same rule and size.
    fn clear_board();
    /// Its hover text.
    fn clear_board_hover();
    /// Black moves first from the set-up position (its start, not the
    /// position shown after moves).
    fn black_first();
    /// White moves first from the set-up position.
    fn white_first();
    /// The hover text of the side-to-move choice.
    fn to_move_hover();
    /// Who moves first cannot change once there are moves (the greyed
    /// choice's hover).
    fn side_needs_new_position();
    /// A bigger or smaller board leaves a stone off.
    fn refused_does_not_fit(point: &str);
    /// A move of the tree cannot be played under the rule chosen.
    fn refused_rule_move(rule: &str);
    /// SGF: `PL` names no player, or one the counts give no move.
    fn sgf_bad_player(written: &str);
    /// Saves the tree as SGF.
    fn save_sgf();
    /// Opens an SGF file on the board.
    fn open_sgf();
    /// The save dialog's title.
    fn save_sgf_title();
    /// The open dialog's title.
    fn open_sgf_title();
    /// The SGF filter's name in the dialogs.
    fn sgf_filter();
    /// The analysis was saved.
    fn sgf_saved(path: &str);
    /// No dialog: the analysis went to the data folder.
    fn sgf_saved_without_dialog(path: &str);
    /// No dialog to choose an SGF file.
    fn no_sgf_dialog();
    /// An SGF file was opened.
    fn sgf_opened(path: &str);
    /// The tree's moves, any of them clickable.
    fn tree_label();
    /// The start position in the move list.
    fn tree_start();
    /// Master's move played without weighing it (the only defence, or
    /// the centre on an empty board): no evaluation to show.
    fn only_move_row(play: &str);
}
