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
    /// The main line of the tree.
    fn main_line_label(moves: &str);
    /// Starts a new position from the one on show (to edit it).
    fn edit_from_here();
    /// Editing needs a tree without moves.
    fn edit_needs_new_position();
    /// A five is already on the board.
    fn edit_refused_five();
    /// An impossible count of stones.
    fn edit_refused_count();
}
