//! The catalogue of the screen's words: the bars, the legends, the
//! game-over screen, the questions, the games window, the review panel,
//! why the computer moved, and the window.

use super::Lang;

messages! {
    // The top bar.
    /// The score, large, at the left of the top bar.
    fn score(points: i64);
    /// The score while the data folder is still being read.
    fn score_unknown();
    /// The status bar's quiet marker: problems the player was told of and
    /// dismissed, which last (`count` of them; the hover lists them).
    fn problems_last(count: usize);
    /// The button that dismisses every notice.
    fn dismiss_all();
    /// The score's hover text.
    fn record(wins: u32, losses: u32, draws: u32);
    /// The level choice's label.
    fn level_label();
    /// The rule choice's label.
    fn rule_label();
    /// The board choice's label.
    fn board_label();
    /// The colour choice's label.
    fn play_as_label();
    /// The language button's hover text (the button shows the language's
    /// own name).
    fn language_hover();
    /// The hover text of the language menu's item that switches to the
    /// language named `to` (in its own words).
    fn switch_language(to: &str);
    /// The new-game button.
    fn new_game();
    /// The undo button.
    fn undo();
    /// The hint button.
    fn hint();
    /// The hint button's hover text.
    fn hint_hover();
    /// The games button.
    fn games();
    /// The games menu's item that opens the list of kept games.
    fn your_games_item();
    /// Its hover text.
    fn games_hover();

    // The status bar.
    /// The status line in a practice game (`turn`: [`Lang::your_move`]).
    fn practice(turn: &str);
    /// The move-numbers switch.
    fn numbers();
    /// The move-numbers switch's hover text.
    fn numbers_hover();
    /// The switch that shows what a computer player thinks.
    fn thinking_toggle();
    /// Its hover text.
    fn thinking_toggle_hover();
    /// What a computer player thought of the move it played: its view (in words), the depth it read and the line it expected.
    fn thought_line(player: &str, colour: &str, eval: &str, depth: u32, play: &str);
    /// The same while it thinks: the view so far.
    fn thinking_line(player: &str, colour: &str, eval: &str, depth: u32, play: &str);
    /// What a computer player thought of its move when its threat reader,
    /// not its search, found it (depth 0).
    fn thought_threats(player: &str, colour: &str, eval: &str, play: &str);
    /// What an outside engine said while it thought (its own messages).
    fn thought_said(player: &str, colour: &str, text: &str);
    /// The status line when the player has won.
    fn you_win();
    /// The status line when the computer has won (`computer`: its colour).
    fn computer_wins(computer: &str);
    /// The status line after a draw.
    fn a_draw();
    /// The status line while the computer thinks.
    fn thinking(computer: &str);
    /// The status line while a hint is worked out.
    fn looking_for_hint();
    /// The status line on the player's turn (`you`: the colour, lower
    /// case; `number`: the move to be played).
    fn your_move(you: &str, number: usize);
    /// The status line while a game is in review (`at`: the moves shown;
    /// `total`: the game's moves).
    fn status_reviewing(at: usize, total: usize);
    /// Why the computer moved (`computer`: its colour; `why`: a sentence
    /// of [`crate::teacher::Reason`]).
    fn why(computer: &str, why: &str);
    /// The last move's point under the status line.
    fn last_move(point: &str);
    /// Under the status line before the first move.
    fn no_moves_yet();
    /// The sound switch while sound plays.
    fn sound_on();
    /// The sound switch while sound is off.
    fn sound_off();
    /// The sound switch's hover text.
    fn sound_hover();
    /// The sound switch when there is no audio output (it cannot be
    /// switched).
    fn sound_none();
    /// Its hover text.
    fn sound_none_hover();
    /// The threats switch.
    fn threats();
    /// The threats switch's hover text.
    fn threats_hover();
    /// The heat-map switch.
    fn heat_map();
    /// The heat-map switch's hover text.
    fn heat_map_hover();
    /// The button that dismisses a notice.
    fn ok();

    // The overlays' legends.
    /// The heat map's legend, before the colour strip.
    fn heat_legend_cold(level: &str);
    /// The heat map's legend, after the colour strip.
    fn heat_legend_hot();
    /// The threats' legend (`marks`: [`Lang::threat_marks`]).
    fn threat_legend(marks: &str);
    /// Every threat mark with its meaning, strongest first; each entry is
    /// the mark, a space, its meaning, entries joined by " · ".
    fn threat_marks();
    /// The threats' legend's end under renju.
    fn threat_legend_renju();

    // The game-over screen.
    /// The win screen's title.
    fn title_won();
    /// The lose screen's title.
    fn title_lost();
    /// The draw screen's title.
    fn title_drawn();
    /// The score on the game-over screen.
    fn current_score(score: i64);
    /// How to go on from the game-over screen.
    fn play_again();
    /// The tally of the games watched between the same two computer players.
    fn series_tally(first: &str, first_wins: u32, second_wins: u32, second: &str);
    /// The same with the games drawn.
    fn series_tally_drawn(first: &str, first_wins: u32, second_wins: u32, second: &str, draws: u32);
    /// The end screen of a watched game: the next one comes by itself.
    fn watch_next();
    /// The lose screen's review button.
    fn where_did_i_lose();
    /// The review button's hover text.
    fn where_did_i_lose_hover();

    // The questions.
    /// Asked before starting over in the middle of a game.
    fn resign_question();
    /// Under the resign question.
    fn counts_as_loss();
    /// The button that resigns.
    fn resign();
    /// The button that goes back to the game.
    fn keep_playing();
    /// Asked at start when the last session left a game.
    fn resume_question();
    /// The unfinished game (`size`: `15×15`; the names already in this
    /// language).
    fn unfinished_game(moves: usize, size: &str, rule: &str, level: &str, colour: &str);
    /// The button that resumes the unfinished game.
    fn resume();
    /// The button that resigns the unfinished game.
    fn resign_unfinished();

    // The games window.
    /// The window's title.
    fn your_games();
    /// While the games are read.
    fn reading_games();
    /// Before the first finished game.
    fn no_games_yet();
    /// Above the score chart.
    fn score_after_each_game();
    /// The score chart's line.
    fn score_word();
    /// The score chart's horizontal axis.
    fn games_played_axis();
    /// The score chart's label at a point (game 0: before the first).
    fn chart_point(game: &str, score: &str);
    /// The top bar's button that saves the game shown.
    fn save_record();
    /// Its hover text.
    fn save_hover();
    /// The top bar's button that opens a record.
    fn open_record();
    /// Its hover text.
    fn open_hover();
    /// The save dialog's title.
    fn save_title();
    /// The open dialog's title.
    fn open_title();
    /// The file dialogs' filter for PSQ files.
    fn psq_filter();
    /// The file dialogs' filter for move strings.
    fn moves_filter();
    /// A notice: the game was saved where the player chose.
    fn saved_to(path: &str);
    /// A notice: no dialog could open, so the game went to the data folder.
    fn saved_without_dialog(path: &str);
    /// A notice: no dialog could open to choose a record.
    fn no_open_dialog();
    /// A notice: the record could not be written (`error` from the system).
    fn save_failed(path: &str, error: &str);
    /// A notice: Save… on an empty board.
    fn nothing_to_save();
    /// A notice: the analysis board's unsaved work, replaced or closed,
    /// was kept in this file in the data folder.
    fn analysis_kept(path: &str);
    /// One kept game (the names already in this language).
    fn kept_game(level: &str, rule: &str, size: &str, moves: usize, colour: &str);
    /// Opens a kept game in review.
    fn review();

    // The review panel.
    /// Starts the review of a game opened without one.
    fn where_was_the_game_lost();
    /// Leaves the review for a practice game from the position shown.
    fn play_on();
    /// The play-on button's hover text.
    fn play_on_hover();
    /// The panel's heading (`you`: the player's colour, lower case).
    fn review_heading(you: &str);
    /// The panel's heading for a record opened from elsewhere (`side`:
    /// the colour it is seen from, lower case).
    fn review_heading_record(side: &str);
    /// While the review runs.
    fn reviewing();
    /// Stops the running review.
    fn cancel();
    /// The review failed (`why`: [`Lang::review_error`]).
    fn review_stopped(why: &str);
    /// Above the evaluation graph.
    fn graph_caption();
    /// Above the evaluation graph of a game not the player's (`side`: the
    /// colour it is seen from, lower case).
    fn graph_caption_record(side: &str);
    /// Leaves the review.
    fn close_review();
    /// The decisive mistake (`number` from 1).
    fn lost_the_game(number: usize, point: &str);
    /// The computer's proved forced win after the mistake (`moves`: its
    /// own moves to the five).
    fn wins_by_force(moves: u32, line: &str);
    /// The computer's five right after the mistake.
    fn wins_at_once(line: &str);
    /// The move that would have held.
    fn would_have_held(point: &str);
    /// How the holding move was checked (`moves`: the computer's moves
    /// read; `positions`: positions read).
    fn held_how(moves: u32, positions: u64);
    /// No move tried instead of the mistake held.
    fn no_defence_found(tried: usize);
    /// The computer had a proved forced win from the player's first move.
    fn lost_from_first_move();
    /// In a game not the player's, the sentences above that name the
    /// computer or the player name the colours instead (`winner`: the
    /// side with the forced win, `side`: the side the game is seen from,
    /// both lower case).
    fn wins_by_force_record(winner: &str, moves: u32, line: &str);
    /// [`Lang::wins_at_once`], naming the colours.
    fn wins_at_once_record(winner: &str, line: &str);
    /// [`Lang::held_how`], naming the colours.
    fn held_how_record(winner: &str, moves: u32, positions: u64);
    /// [`Lang::no_defence_found`], naming the colours.
    fn no_defence_found_record(winner: &str, tried: usize);
    /// [`Lang::lost_from_first_move`], naming the colours.
    fn lost_from_first_move_record(winner: &str);
    /// [`Lang::lost_from_the_start`], naming the colours.
    fn lost_from_the_start_record(side: &str);
    /// [`Lang::missed_win`], naming the colours.
    fn missed_win_record(side: &str, number: usize, point: &str, line: &str);
    /// In a game lost from the start: a move where another would have made
    /// the win longest (`moves`: the computer's moves to the five then).
    fn hardest(number: usize, point: &str, better: &str, moves: u32);
    /// Shows the position before the mistake.
    fn show_the_mistake();
    /// Steps through the computer's forced win.
    fn step_through_the_win();
    /// No mistake: lost from the start of the reading.
    fn lost_from_the_start();
    /// No single mistake.
    fn no_single_move();
    /// Above the largest falls of the evaluation.
    fn fell_most_after();
    /// One fall of the evaluation (`before`, `after`: [`Lang::eval`]).
    fn fall(number: usize, point: &str, before: &str, after: &str);
    /// A forced win the player let go.
    fn missed_win(number: usize, point: &str, line: &str);
    /// Under the review while a line is shown.
    fn showing_line(shown: usize, total: usize);
    /// Above the numbered moves.
    fn moves_heading(at: usize, total: usize);
    /// A won evaluation, in plies.
    fn eval_win(plies: u32);
    /// A lost evaluation, in plies.
    fn eval_loss(plies: u32);
    /// Every reply the search read loses, not every reply was read.
    fn eval_unproved_win();
    /// Every move the search read loses, not every move was read.
    fn eval_unproved_loss();

    // Why the computer moved (`teacher::Reason`), after its colour.
    /// It makes five.
    fn reason_wins_with_five(at: &str);
    /// It blocks the player's five.
    fn reason_blocks_five(at: &str);
    /// It wins by continuous fours (`fours`: its points).
    fn reason_wins_by_fours(fours: &str);
    /// Renju: a four whose defence is forbidden to black.
    fn reason_four_with_forbidden_defence(at: &str, defence: &str);
    /// It makes a four.
    fn reason_makes_four(answer: &str);
    /// It blocks an open three.
    fn reason_blocks_open_three(at: &str);
    /// It takes a double-four point.
    fn reason_blocks_double_four(at: &str);
    /// It takes a four-three point.
    fn reason_blocks_four_three(at: &str);
    /// It takes a double-three point.
    fn reason_blocks_double_three(at: &str);
    /// It blocks a four.
    fn reason_blocks_four(at: &str);
    /// It makes two open threes.
    fn reason_makes_double_three(at: &str);
    /// It makes an open three.
    fn reason_makes_open_three(at: &str);
    /// It prepares a threat on another point.
    fn reason_builds_toward(toward: &str);
    /// Nothing the board shows.
    fn reason_plays(at: &str);

    // The window.
    /// The window's title.
    fn window_title();
}
