//! The words of the puzzles (issue #29): the Puzzles window, its
//! questions and answers, and today's count and streak in the Games
//! window.

use super::Lang;

messages! {    /// The top bar's button that opens the Puzzles window.
    fn puzzles_button();
    /// Its hover text.
    fn puzzles_hover();
    /// The Puzzles window's title.
    fn puzzles_title();
    /// The question of a win by fours.
    fn question_fours(side: &str);
    /// The question of a win by threes.
    fn question_threes(side: &str);
    /// The question of "hold on".
    fn question_hold(side: &str);
    /// The question of a renju trap.
    fn question_trap(side: &str);
    /// The question of a forbidden point.
    fn question_forbidden();
    /// Where a built-in puzzle is in the set.
    fn puzzle_builtin(number: usize, total: usize);
    /// Where a puzzle from the player's game comes from.
    fn puzzle_from_game(date: &str, move_number: usize);
    /// A right move, answered by the best defence.
    fn answer_right(reply: &str);
    /// A right move after which the defender cannot stop the five.
    fn answer_right_unstoppable();
    /// Solved at the first try.
    fn solved_first_try();
    /// Solved after a mistake or a hint.
    fn solved_later();
    /// After a "hold on" is solved: how many moves hold.
    fn holding_moves(count: usize, points: &str);
    /// A wrong move: the opponent wins by force.
    fn wrong_opponent_wins(moves: u32);
    /// A wrong move: the win is gone after the defence shown.
    fn wrong_win_gone(reply: &str);
    /// A point that is not forbidden, in a forbidden-point puzzle.
    fn wrong_not_forbidden(point: &str);
    /// A move the prover could not settle.
    fn answer_unclear(point: &str);
    /// A point that cannot be played.
    fn answer_illegal();
    /// While a move is checked on the worker thread.
    fn puzzle_checking();
    /// A hint was given.
    fn hint_given();
    /// The button that takes a wrong move back.
    fn try_again();
    /// The hint button.
    fn puzzle_hint();
    /// The solution button.
    fn puzzle_solution();
    /// Steps back through the solution.
    fn solution_back();
    /// Steps on through the solution.
    fn solution_forward();
    /// Where the solution is shown up to.
    fn solution_step(shown: usize, total: usize);
    /// The next-puzzle button.
    fn next_puzzle();
    /// No puzzle is left to give today.
    fn no_puzzle_left();
    /// Today's count and the streak, in the Games window.
    fn puzzles_today(count: u32, streak: u32);
    /// How many puzzles came from the player's games.
    fn puzzles_from_games(count: usize);
    /// The Games menu's item that opens the Puzzles window.
    fn puzzles_item();
    /// The Games window's button that opens the Puzzles window.
    fn open_puzzles();
}
