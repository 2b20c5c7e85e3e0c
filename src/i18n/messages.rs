//! The catalogue of what the player is told when something goes wrong:
//! the notices' sentences ([`Lang::notice`]), what is wrong with a record
//! ([`Lang::record_error`]), and the window's own notices.

use super::Lang;

messages! {
    // Notices ([`Lang::notice`]). `error`: the operating system's or the
    // JSON reader's own words, as they come; `path`, `name`: a file.
    /// The system names no data folder.
    fn no_data_dir();
    /// The data folder's path is a file.
    fn data_folder_is_a_file(path: &str);
    /// The data folder cannot be made: `file`, above it, is a file.
    fn data_folder_below_a_file(path: &str, file: &str);
    /// A damaged file was renamed and a fresh one started (`problem`:
    /// [`Lang::file_problem`]).
    fn moved_aside(path: &str, problem: &str, aside: &str);
    /// A damaged file could not be renamed either.
    fn not_moved_aside(path: &str, problem: &str, error: &str);
    /// A file that could not be read.
    fn file_unreadable(error: &str);
    /// A file that is not the JSON expected.
    fn file_not_understood(error: &str);
    /// A settings file that is JSON but not an object.
    fn file_not_settings();
    /// A game's file whose moves do not replay (`error`:
    /// [`Lang::record_error`]).
    fn file_moves_do_not_replay(error: &str);
    /// A data file that is a pipe, a device… (`what`:
    /// [`Lang::file_kind_name`]).
    fn file_not_regular(what: &str);
    /// A data file past the limit (`size`: `1 MiB`).
    fn file_too_large(size: &str);
    /// Settings fields reset (`fields`: [`Lang::field_reset`] each).
    fn settings_reset(path: &str, fields: &str);
    /// One settings field reset: its name, what the file held, what it
    /// is now ([`Lang::reset_to`]).
    fn field_reset(name: &str, found: &str, now: &str);
    /// The unfinished game's file could not be used (`why`: the notice
    /// about the file).
    fn unfinished_lost(why: &str);
    /// The folder of kept games could not be read.
    fn games_unreadable(path: &str, error: &str);
    /// One kept game's file that could not be read (`problem`:
    /// [`Lang::file_problem`]).
    fn damaged_game(path: &str, problem: &str);
    /// Kept games left out (`which`: [`Lang::damaged_game`]).
    fn kept_games_left_out(count: usize, which: &str);
    /// The computer's thread could not start.
    fn ai_not_started(error: &str);
    /// The computer's thread stopped.
    fn ai_stopped();
    /// A file could not be saved (`why`: [`Lang::save_failure`]).
    fn could_not_save(name: &str, why: &str);
    /// Writing a file failed.
    fn could_not_write(path: &str, error: &str);
    /// A value had no JSON form.
    fn could_not_encode(name: &str, error: &str);
    /// A saved game whose moves do not replay (`error`:
    /// [`Lang::record_error`]).
    fn moves_do_not_replay(error: &str);
    /// A saved game that is already over.
    fn game_already_over();
    /// The review was cancelled.
    fn review_cancelled();
    /// Pasted text that is not a record (`error`: [`Lang::record_error`]).
    fn pasted_not_a_record(error: &str);
    /// A record file that could not be opened.
    fn could_not_open_file(path: &str, error: &str);
    /// A file too large to be a record (`size`: the limit, `1 MiB`).
    fn too_large_for_a_record(size: &str);
    /// A record file that is a pipe, a device… (`what`:
    /// [`Lang::file_kind_name`]).
    fn record_file_not_regular(what: &str);
    /// The thread that reads record files could not start.
    fn could_not_start_reading(error: &str);

    // What is wrong with a record ([`Lang::record_error`]).
    /// Where in the record (`what`: one of the below).
    fn on_line(line: usize, what: &str);
    /// No moves: no text, or a PSQ header alone.
    fn record_empty();
    /// SGF: a character where none belongs.
    fn sgf_unexpected(found: char);
    /// SGF: a value without its `]`.
    fn sgf_unclosed_value();
    /// SGF: a variation without its `)`.
    fn sgf_unclosed_tree();
    /// SGF: `()` or a property without a value.
    fn sgf_empty();
    /// SGF: another game's record.
    fn sgf_not_gomoku(found: &str);
    /// SGF: a size that is not a number.
    fn sgf_bad_size(found: &str);
    /// SGF: a point that is not two letters.
    fn sgf_bad_point(found: &str);
    /// SGF: a pass.
    fn sgf_pass(number: usize, written: &str);
    /// SGF: a move of the colour not to move.
    fn sgf_out_of_turn(number: usize, written: &str, colour: &str);
    /// SGF: set-up stones after the first node.
    fn sgf_set_up_later();
    /// SGF: a set-up stone off the board or on another.
    fn sgf_bad_set_up(written: &str);
    /// SGF: the set-up stones make five.
    fn sgf_set_up_five();
    /// SGF: variations nested too deep (`most`: the deepest read).
    fn sgf_too_deep(most: usize);
    /// SGF: set-up stones where only moves are kept.
    fn sgf_set_up_not_moves();
    /// Bytes that are not text.
    fn record_not_text();
    /// A PSQ header that does not read (`found`: as written).
    fn record_bad_header(found: &str);
    /// A PSQ coordinate that is not a number.
    fn record_bad_coordinate(found: &str);
    /// A PSQ time that is not a number of milliseconds.
    fn record_bad_time(found: &str);
    /// Text that is not a move string (`what`: [`Lang::point_error`]).
    fn record_bad_notation(what: &str);
    /// A character where a column letter should be.
    fn not_a_column(found: &str);
    /// A column letter without its row.
    fn no_row(letter: &str);
    /// Row 0, which no board has.
    fn row_zero(letter: &str);
    /// A row number with a leading zero (`point`: as written, `h08`).
    fn leading_zero(point: &str);
    /// A point off the board.
    fn point_off_board(point: &str, size: usize);
    /// A board size the game does not play.
    fn record_unsupported_size(size: usize, min: usize, max: usize);
    /// A board that is not square.
    fn record_not_square(width: usize, height: usize);
    /// A file for another size than the one asked for.
    fn record_size_mismatch(found: usize, asked: usize);
    /// A move off the board (`written`: as in the record).
    fn record_off_board(number: usize, written: &str);
    /// A move onto a stone.
    fn record_occupied(number: usize, written: &str);
    /// A move after the end.
    fn record_after_game_over(number: usize, written: &str);
    /// A renju forbidden move (`why`: [`Lang::forbidden_name`]).
    fn record_forbidden(number: usize, written: &str, why: &str);
    /// A PSQ move after the trailer.
    fn record_move_after_trailer();

    // Notices the window gives itself (`error`: [`Lang::save_failure`],
    // [`Lang::resume_error`], [`Lang::review_error`]).
    /// A finished game was not counted; it will be at the next start.
    fn not_counted_retry(error: &str);
    /// A finished game was not counted, and cannot be later.
    fn not_counted(error: &str);
    /// A finished game counted but was not kept in the player's games.
    fn not_kept(score: i64, error: &str);
    /// The window cannot keep its unfinished game.
    fn no_slot(error: &str);
    /// The unfinished game did not replay.
    fn could_not_resume(error: &str);
    /// The review could not start.
    fn could_not_review(error: &str);
    /// A record could not be opened in review.
    fn could_not_open_record(error: &str);
    /// A kept game could not be opened in review.
    fn could_not_open_game(error: &str);
    /// Playing on is only for the sizes a game can have.
    fn cannot_play_on_size(lines: usize);
    /// Playing on from the review failed.
    fn could_not_play_on(error: &str);
}
