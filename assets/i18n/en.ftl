
## screen

## The top bar.

# The score, large, at the left of the top bar.
score = Score { $points }

# The score while the data folder is still being read.
score_unknown = Score …

# The status bar's quiet marker: problems the player was told of and
# dismissed, which last (`count` of them; the hover lists them).
problems_last = ⚠ { $count ->
        [one] { $count } problem goes on
       *[other] { $count } problems go on
    }

# The button that dismisses every notice.
dismiss_all = Dismiss all

# The score's hover text.
record = { $wins } won, { $losses } lost, { $draws } drawn

# The level choice's label.
level_label = Level

# The rule choice's label.
rule_label = Rule

# The board choice's label.
board_label = Board

# The colour choice's label.
play_as_label = You play

# The language button's hover text (the button shows the language's own
# name).
language_hover = Language

# The hover text of the language menu's item that switches to the
# language named $to (in its own words).
switch_language = Language: switch to { $to }

# The new-game button.
new_game = New game

# The undo button.
undo = Undo

# The hint button.
hint = Hint

# The hint button's hover text.
hint_hover = F11: the AI's suggestion for you

# The games button.
games = Games

# The games menu's item that opens the list of kept games.
your_games_item = Your games…

# Its hover text.
games_hover = Your games, to review, and your score over time

## The status bar.

# The status line in a practice game (`turn`: [`Lang::your_move`]).
practice = Practice, not scored · { $turn }

# The move-numbers switch.
numbers = Numbers

# The move-numbers switch's hover text.
numbers_hover = N: move numbers on the stones

# The switch that shows what a computer player thinks.
thinking_toggle = Thinking

# Its hover text.
thinking_toggle_hover = I: Show what a computer player thinks: how it sees the position, how deep it has read and the line it expects (an outside engine: what it says)

# What a computer player thought of the move it played: its view (in words), the depth it read and the line it expected.
thought_line = { $player } ({ $colour }): { $eval }, depth { $depth }: { $play }

# The same while it thinks: the view so far.
thinking_line = { $player } ({ $colour }) thinking: { $eval }, depth { $depth }: { $play }

# What a computer player thought of its move when its threat reader, not its search, found it (depth 0).
thought_threats = { $player } ({ $colour }): { $eval }, read by threats: { $play }

# What an outside engine said while it thought (its own messages).
thought_said = { $player } ({ $colour }) says: { $text }

# The status line when the player has won.
you_win = You win!

# The status line when the computer has won (`computer`: its colour).
computer_wins = { $computer } wins.

# The status line after a draw.
a_draw = A draw.

# The status line while the computer thinks.
thinking = { $computer } is thinking…

# The status line while a hint is worked out.
looking_for_hint = Looking for a good move for you…

# The status line on the player's turn (`you`: the colour, lower
# case; `number`: the move to be played).
your_move = Your move ({ $you }) · move { $number }

# The status line while a game is in review (`at`: the moves shown;
# `total`: the game's moves).
status_reviewing = Reviewing a game · move { $at } of { $total }

# Why the computer moved (`computer`: its colour; `why`: a sentence
# of [`crate::teacher::Reason`]).
why = { $computer } { $why }.

# The last move's point under the status line.
last_move = last move { $point }

# Under the status line before the first move.
no_moves_yet = no moves yet

# The sound switch while sound plays.
sound_on = Sound on

# The sound switch while sound is off.
sound_off = Sound off

# The sound switch's hover text.
sound_hover = Music and sounds

# The sound switch when there is no audio output (it cannot be switched).
sound_none = No sound

# Its hover text.
sound_none_hover = No audio output was found: the game plays silently.

# The threats switch.
threats = Threats

# The threats switch's hover text.
threats_hover = T: what a stone of either colour would make on each point

# The heat-map switch.
heat_map = Heat map

# The heat-map switch's hover text.
heat_map_hover = A: how the computer scores every point

# The button that dismisses a notice.
ok = OK

## The overlays' legends.

# The heat map's legend, before the colour strip.
heat_legend_cold = Heat map ({ $level }): cold

# The heat map's legend, after the colour strip.
heat_legend_hot = hot · ring: its move

# The threats' legend (`marks`: [`Lang::threat_marks`]).
threat_legend = Threats (dark: black, light: white): { $marks }

# Every threat mark with its meaning, strongest first; each entry is
# the mark, a space, its meaning, entries joined by " · ".
threat_marks = 5 five · 4+ open four · 44 two fours · 43 four-three · 4 four · 33 double three · 3 open three

# The threats' legend's end under renju.
threat_legend_renju = { " " }· × forbidden to black · red ring: white's trap

## The game-over screen.

# The win screen's title.
title_won = You win!

# The lose screen's title.
title_lost = You lose

# The draw screen's title.
title_drawn = Draw

# The score on the game-over screen.
current_score = Current score: { $score }

# How to go on from the game-over screen.
play_again = Press any key or click to play again

# The tally of the games watched between the same two computer players.
series_tally = Watched so far: { $first } { $first_wins } – { $second_wins } { $second }

# The same with the games drawn.
series_tally_drawn = Watched so far: { $first } { $first_wins } – { $second_wins } { $second }, drawn: { $draws }

# The end screen of a watched game: the next one comes by itself.
watch_next = The next game starts in a few seconds (Pause holds it)

# The lose screen's review button.
where_did_i_lose = Where did I lose?

# The review button's hover text.
where_did_i_lose_hover = The computer goes through the game and finds the move that lost it

## The questions.

# Asked before starting over in the middle of a game.
resign_question = Resign this game?

# Under the resign question.
counts_as_loss = It counts as a loss.

# The button that resigns.
resign = Resign

# The button that goes back to the game.
keep_playing = Keep playing

# Asked at start when the last session left a game.
resume_question = Resume your unfinished game?

# The unfinished game (`size`: `15×15`; the names already in this
# language).
unfinished_game = { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } on { $size }, { $rule }, against { $level }; you play { $colour }.

# The button that resumes the unfinished game.
resume = Resume

# The button that resigns the unfinished game.
resign_unfinished = Resign it (counts as a loss)

## The games window.

# The window's title.
your_games = Your games

# While the games are read.
reading_games = Reading your games…

# Before the first finished game.
no_games_yet = No games yet: every finished game will be kept here.

# Above the score chart.
score_after_each_game = Your score after each game

# The score chart's line.
score_word = Score

# The score chart's horizontal axis.
games_played_axis = Games played

# The score chart's label at a point (game 0: before the first).
chart_point = Game { $game }: score { $score }

# The top bar's button that saves the game shown.
save_record = Save…

# Its hover text.
save_hover = Save the game shown as a record (PSQ, or a move string as .txt)

# The top bar's button that opens a record.
open_record = Open…

# Its hover text.
open_hover = Open a record (PSQ or move string) to review it

# The save dialog's title.
save_title = Save the game

# The open dialog's title.
open_title = Open a game record

# The file dialogs' filter for PSQ files.
psq_filter = Piskvork record

# The file dialogs' filter for move strings.
moves_filter = Move string

# A notice: the game was saved where the player chose.
saved_to = Saved the game to { $path }.

# A notice: no dialog could open, so the game went to the data folder.
saved_without_dialog = No file dialog is available here, so the game was saved to { $path }.

# A notice: no dialog could open to choose a record.
no_open_dialog = No file dialog is available here: drop a .psq file on the window, or paste a record with Ctrl+V.

# A notice: the record could not be written (`error` from the system).
save_failed = Could not save { $path }: { $error }

# A notice: Save… on an empty board.
nothing_to_save = There are no moves to save yet.

# A notice: the analysis board's unsaved work, replaced or closed, was kept in this file in the data folder.
analysis_kept = The analysis board's unsaved moves, variations and comments were kept in { $path }: Open SGF… on the analysis board opens them again.

# One kept game (the names already in this language).
kept_game = { $level } · { $rule } · { $size } · { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } as { $colour }

# Opens a kept game in review.
review = Review

## The review panel.

# Starts the review of a game opened without one.
where_was_the_game_lost = Where was the game lost?

# Leaves the review for a practice game from the position shown.
play_on = Play on from here

# The play-on button's hover text.
play_on_hover = A practice game from this position: it does not change your score

# The panel's heading (`you`: the player's colour, lower case).
review_heading = Review (you: { $you })

# The panel's heading for a record opened from elsewhere (`side`:
# the colour it is seen from, lower case).
review_heading_record = Review (seen from { $side })

# While the review runs.
reviewing = The computer is going through the game…

# Stops the running review.
cancel = Cancel

# The review failed (`why`: [`Lang::review_error`]).
review_stopped = The review stopped: { $why }

# Above the evaluation graph.
graph_caption = How the game went (up: you stood better; click to jump)

# Leaves the review.
close_review = Close review

# The decisive mistake (`number` from 1).
lost_the_game = Move { $number }, { $point }, lost the game.

# The computer's proved forced win after the mistake (`moves`: its
# own moves to the five).
wins_by_force = From here the computer wins by force in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }: { $line }.

# The computer's five right after the mistake.
wins_at_once = From here the computer wins at once: { $line }.

# The move that would have held.
would_have_held = { $point } would have held.

# How the holding move was checked (`moves`: the computer's moves
# read; `positions`: positions read).
held_how = After it the computer has no forced win by fours and threes: every such line was read, up to { $moves } of its moves ({ $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    }).

# No move tried instead of the mistake held.
no_defence_found = No defence was found: after each of the { $tried ->
        [one] { $tried } move tried
       *[other] { $tried } moves tried
    } instead, the computer still wins by force (or it could not be told).

# The computer had a proved forced win from the player's first move.
lost_from_first_move = The computer had a forced win from your first move on.

# In a game lost from the start: a move where another would have made
# the win longest (`moves`: the computer's moves to the five then).
hardest = Move { $number } ({ $point }): { $better } would have made the win longest ({ $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }).

# Shows the position before the mistake.
show_the_mistake = Show the mistake

# Steps through the computer's forced win.
step_through_the_win = Step through the win

# No mistake: lost from the start of the reading.
lost_from_the_start = You were lost from the start of what the computer could read.

# No single mistake.
no_single_move = No single move lost the game.

# Above the largest falls of the evaluation.
fell_most_after = The evaluation fell most after:

# One fall of the evaluation (`before`, `after`: [`Lang::eval`]).
fall = move { $number } ({ $point }): from { $before } to { $after }

# A forced win the player let go.
missed_win = Move { $number } ({ $point }): you had a forced win: { $line }

# Under the review while a line is shown.
showing_line = Showing a line: { $shown } of { $total } moves (arrow keys to step)

# Above the numbered moves.
moves_heading = Moves (arrow keys, Home, End): { $at } of { $total }

# A won evaluation, in plies.
eval_win = win in { $plies }

# A lost evaluation, in plies.
eval_loss = loss in { $plies }

# Every reply the search read loses, not every reply was read.
eval_unproved_win = winning, not proved

# Every move the search read loses, not every move was read.
eval_unproved_loss = losing, not proved

## Why the computer moved (`teacher::Reason`), after its colour.

# It makes five.
reason_wins_with_five = wins: five at { $at }

# It blocks the player's five.
reason_blocks_five = blocks your five at { $at }

# It wins by continuous fours (`fours`: its points).
reason_wins_by_fours = wins by fours: { $fours }

# Renju: a four whose defence is forbidden to black.
reason_four_with_forbidden_defence = makes a four at { $at } that you cannot stop: { $defence } is forbidden to black

# It makes a four.
reason_makes_four = makes a four: you must answer at { $answer }

# It blocks an open three.
reason_blocks_open_three = blocks your open three at { $at }

# It takes a double-four point.
reason_blocks_double_four = blocks your double-four point at { $at }

# It takes a four-three point.
reason_blocks_four_three = blocks your four-three point at { $at }

# It takes a double-three point.
reason_blocks_double_three = blocks your double-three point at { $at }

# It blocks a four.
reason_blocks_four = blocks your four at { $at }

# It makes two open threes.
reason_makes_double_three = makes two open threes at { $at }

# It makes an open three.
reason_makes_open_three = makes an open three at { $at }

# It prepares a threat on another point.
reason_builds_toward = builds toward { $toward }

# Nothing the board shows.
reason_plays = plays { $at }

## The window.

# The window's title.
window_title = Gomoku — five in a row

## messages

## Notices ([`Lang::notice`]). `error`: the operating system's or the
## JSON reader's own words, as they come; `path`, `name`: a file.

# The system names no data folder.
no_data_dir = No data folder was found for this user: progress won't be saved.

# The data folder's path is a file.
data_folder_is_a_file = The data folder { $path } is a file, not a folder: move it away so progress can be saved.

# The data folder cannot be made: `file`, above it, is a file.
data_folder_below_a_file = The data folder { $path } cannot be made because { $file } is a file: move it away so progress can be saved.

# A damaged file was renamed and a fresh one started (`problem`:
# [`Lang::file_problem`]).
moved_aside = { $path } { $problem }. It was kept as { $aside } and a fresh one was started.

# A damaged file could not be renamed either.
not_moved_aside = { $path } { $problem }, and it could not be moved aside ({ $error }). Defaults are used for now; please move the file away yourself to keep it.

# A file that could not be read.
file_unreadable = could not be read ({ $error })

# A file that is not the JSON expected.
file_not_understood = could not be understood ({ $error })

# A settings file that is JSON but not an object.
file_not_settings = does not hold settings (it is not a JSON object)

# A game's file whose moves do not replay (`error`:
# [`Lang::record_error`]).
file_moves_do_not_replay = holds moves that do not replay ({ $error })

# A data file that is a pipe, a device… (`what`:
# [`Lang::file_kind_name`]).
file_not_regular = is not a regular file but { $what }

# A data file past the limit (`size`: `1 MiB`).
file_too_large = is larger than { $size }

# Settings fields reset (`fields`: [`Lang::field_reset`] each).
settings_reset = Some settings in { $path } were not understood and were reset: { $fields }.

# One settings field reset: its name, what the file held, what it
# is now ([`Lang::reset_to`]).
field_reset = { $name } { $found } (now { $now })

# The unfinished game's file could not be used (`why`: the notice
# about the file).
unfinished_lost = Your unfinished game could not be resumed. { $why }

# The folder of kept games could not be read.
games_unreadable = Your games could not be listed: { $path } could not be read ({ $error }).

# One kept game's file that could not be read (`problem`:
# [`Lang::file_problem`]).
damaged_game = { $path }: { $problem }


# Kept games left out ($which: the games and what is wrong with each).
kept_games_left_out = { $count ->
        [one] 1 kept game could not be read and it is left out: { $which }.
       *[other] { $count } kept games could not be read and they are left out: { $which }.
    }

# The computer's thread could not start.
ai_not_started = Could not start a thread for the computer ({ $error }); starting over may help.

# The computer's thread stopped.
ai_stopped = The AI thread stopped; starting over may help.

# A file could not be saved (`why`: [`Lang::save_failure`]).
could_not_save = Could not save { $name }: { $why }

# Writing a file failed.
could_not_write = could not save to { $path }: { $error }

# A value had no JSON form.
could_not_encode = could not encode { $name }: { $error }

# A saved game whose moves do not replay (`error`:
# [`Lang::record_error`]).
moves_do_not_replay = its moves cannot be replayed ({ $error })

# A saved game that is already over.
game_already_over = the game is already over

# The review was cancelled.
review_cancelled = the review was cancelled

# Pasted text that is not a record (`error`: [`Lang::record_error`]).
pasted_not_a_record = The pasted text is not a game record (a move string or a PSQ file): { $error }

# A record file that could not be opened.
could_not_open_file = Could not open { $path }: { $error }

# A file too large to be a record (`size`: the limit, `1 MiB`).
too_large_for_a_record = it is larger than { $size }: too large to be a game record

# A record file that is a pipe, a device… (`what`:
# [`Lang::file_kind_name`]).
record_file_not_regular = it is not a regular file but { $what }

# The thread that reads record files could not start.
could_not_start_reading = Could not start reading a record: { $error }

## What is wrong with a record ([`Lang::record_error`]).

# Where in the record (`what`: one of the below).
on_line = line { $line }: { $what }

# No moves: no text, or a PSQ header alone.
record_empty = the record holds no moves

# SGF: a character where none belongs.
sgf_unexpected = '{ $found }' where SGF expects '(', ';', ')' or a property

# SGF: a value without its `]`.
sgf_unclosed_value = the text ends inside a value: a ']' is missing

# SGF: a variation without its `)`.
sgf_unclosed_tree = the text ends before a variation's ')'

# SGF: `()` or a property without a value.
sgf_empty = a variation without a node, or a property without a value

# SGF: another game's record.
sgf_not_gomoku = GM[{ $found }] is another game's record (Gomoku is GM[4])

# SGF: a size that is not a number.
sgf_bad_size = SZ[{ $found }] is not a board size

# SGF: a point that is not two letters.
sgf_bad_point = '{ $found }' is not a point (two letters, 'aa' the top-left)

# SGF: a pass.
sgf_pass = move { $number } ({ $written }) is a pass, which Gomoku has not

# SGF: a move of the colour not to move.
sgf_out_of_turn = move { $number } ({ $written }) is { $colour }'s, but { $colour } is not to move

# SGF: set-up stones after the first node.
sgf_set_up_later = set-up stones (AB, AW, AE) after the first node are not read

# SGF: a set-up stone off the board or on another.
sgf_bad_set_up = the set-up stone { $written } is off the board or on another stone

# SGF: the set-up stones make five.
sgf_set_up_five = the set-up stones already make five

# SGF: variations nested too deep (`most`: the deepest read).
sgf_too_deep = variations nest deeper than any game goes (more than { $most })

# SGF: set-up stones where only moves are kept.
sgf_set_up_not_moves = the game starts from set-up stones (AB, AW), which a list of moves cannot hold

# Bytes that are not text.
record_not_text = this is not text (it holds NUL bytes), so not a game record

# A PSQ header that does not read (`found`: as written).
record_bad_header = the header should read 'Piskvorky WxH, …', not '{ $found }'

# A PSQ coordinate that is not a number.
record_bad_coordinate = '{ $found }' is not a coordinate

# A PSQ time that is not a number of milliseconds.
record_bad_time = '{ $found }' is not a time in milliseconds

# Text that is not a move string (`what`: [`Lang::point_error`]).
record_bad_notation = not a move string: { $what }

# A character where a column letter should be.
not_a_column = expected a column letter, found '{ $found }'

# A column letter without its row.
no_row = column '{ $letter }' has no row number

# Row 0, which no board has.
row_zero = { $letter }0 is not a point: there is no row 0 (rows start at 1)

# A row number with a leading zero (`point`: as written, `h08`).
leading_zero = { $point }: row numbers are written without a leading zero

# A point off the board.
point_off_board = { $point } is not on a board of { $size } lines

# A board size the game does not play.
record_unsupported_size = a board of { $size } lines is not supported (sizes { $min } to { $max } are)

# A board that is not square.
record_not_square = a { $width }x{ $height } board is not square

# A file for another size than the one asked for.
record_size_mismatch = the file is for a board of { $found } lines, but { $asked } were asked for

# A move off the board (`written`: as in the record).
record_off_board = move { $number } ({ $written }) is off the board

# A move onto a stone.
record_occupied = move { $number } ({ $written }) is on a point already taken

# A move after the end.
record_after_game_over = move { $number } ({ $written }) comes after the game was already over

# A renju forbidden move (`why`: [`Lang::forbidden_name`]).
record_forbidden = move { $number } ({ $written }) is forbidden to black ({ $why })

# A PSQ move after the trailer.
record_move_after_trailer = a move after the lines that end the game record

## Notices the window gives itself (`error`: [`Lang::save_failure`],
## [`Lang::resume_error`], [`Lang::review_error`]).

# A finished game was not counted; it will be at the next start.
not_counted_retry = This game could not be counted in your score yet ({ $error }). It will be counted when the game next starts.

# A finished game was not counted, and cannot be later.
not_counted = This game could not be counted in your score: { $error }

# A finished game counted but was not kept in the player's games.
not_kept = This game counted in your score (now { $score }), but it could not be kept in your games: { $error }

# The window cannot keep its unfinished game.
no_slot = This window cannot keep an unfinished game: if you close it mid-game, that game is lost ({ $error }).

# The unfinished game did not replay.
could_not_resume = Your unfinished game could not be resumed: { $error }

# The review could not start.
could_not_review = Could not review the game: { $error }

# A record could not be opened in review.
could_not_open_record = Could not open the record: { $error }

# A kept game could not be opened in review.
could_not_open_game = Could not open the game: { $error }

# Playing on is only for the sizes a game can have.
cannot_play_on_size = Games on { $lines } lines cannot be played on here.

# Playing on from the review failed.
could_not_play_on = Could not play on from here: { $error }

## seats

## The seats and the clock, in the top bar.

# The label before black's seat.
black_seat_label = Black

# The label before white's seat.
white_seat_label = White

# A person's seat, in the seat menus.
person_seat = Person

# The hover text of a person's seat.
person_seat_hover = Someone at this computer plays this side

# The hover text of an outside engine in the seat menus.
engine_seat_hover = An outside Gomocup engine: { $command }

# The seat menus' last item: choose an engine's program.
add_engine = Add engine…

# The hover text of "Add engine…".
add_engine_hover = Choose a Gomocup engine's program (pbrain-…) to play either side

# The toggle that exchanges colours after each game.
alternate_toggle = ⇄ Alternate

# Its hover text.
alternate_hover = Black and white change seats with every new game

# The label before the time control.
clock_label = Clock

# A limit per move.
per_move = { $time } a move

# A match time with an increment.
match_time = { $base } + { $increment }

# No clock.
no_clock = no clock

# The hover text of the time control.
clock_hover = A limit per move binds the computer only; with a match time (minutes + seconds added each move) whoever runs out loses

# The clock menu's last item: a time control of the player's own.
clock_other = Other…

# Its hover text.
clock_other_hover = A clock of your own: any limit per move, or any match time with seconds added after each move

# The title of the dialog "Other…" opens.
time_dialog_title = Time control

# The dialog's choice of a limit per move.
time_dialog_per_move = A limit for each of the computer's moves

# The dialog's choice of a match time.
time_dialog_match = A match time for each side, plus seconds added after each move

# The dialog's button that sets the clock.
time_dialog_use = Use this clock

# Minutes and seconds.
minutes_seconds = { $minutes } min { $seconds } s

# Minutes.
minutes = { $minutes } min

# Seconds.
seconds = { $seconds } s

# Asks for an engine's path where no file dialog could open.
engine_path_prompt = No file dialog could open here. Type the path of the engine's program:

# Adds what was typed.
add = Add

# The filter of programs in the engine dialog.
programs_filter = Programs

## Opening rules.

# The label before the opening rule.
opening_label = Opening

# The free opening.
opening_free = free

# Its hover text.
opening_free_hover = Black moves first, anywhere

# Swap2.
opening_swap2 = swap2

# Its hover text.
opening_swap2_hover = Gomocup's and the championships' opening: black's seat places three stones (black, white, black); white's seat takes black, takes white, or places two more and lets the other choose. Freestyle and standard only

# Renju's centre start.
opening_centre = centre

# Its hover text.
opening_centre_hover = Renju's plain start: black's first stone is on the centre point, and white moves next

# The swap2 question's heading.
swap2_heading = Swap2: your choice

# After three stones.
swap2_after_three = Three stones are down. Take black (white plays next), take white and play the fourth stone, or place two more stones (white, then black) and let the other side choose.

# After five stones.
swap2_after_five = Five stones are down. Take black, or take white and play the sixth stone.

# Take black.
take_black = Play black

# Take white.
take_white = Play white

# Place two more.
place_two = Place two more stones

# The status line while a seat places opening stones.
opening_placing = Opening: { $name } places stone { $stone }.

# The status line while a seat chooses.
opening_choosing = Opening: { $name } chooses…

# The status line while a person places opening stones.
opening_place = Opening: place stone { $stone }.

# The status line while a person chooses.
opening_your_choice = Opening: your choice.

# The status line while a person chooses for an engine without swap2.
opening_choose_for = Opening: choose for { $name }.

# An engine that cannot play swap2: the person decides for it.
player_no_swap2 = { $name } cannot play swap2 ({ $detail }): you decide its part of the opening.

## The coach of the opening.

# While master judges the position of a person's choice.
coach_judging = Master is judging the position…

# How the coach sees the position of a person's choice.
coach_sees = { $judge }, after searching { $nodes } positions: { $balance }.

# Why a computer decided as it did.
coach_decided = { $judge } { $what }: it sees { $balance }.

# A forced win for black.
balance_black_wins = black wins by force

# A forced win for white.
balance_white_wins = white wins by force

# About even.
balance_even = about even ({ $score })

# Black better.
balance_black = black stands better ({ $score })

# White better.
balance_white = white stands better ({ $score })

# An analysis line: a forced win for a colour, in plies.
line_wins = { $colour } wins in { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    }

# An analysis line: about even.
line_even = about even

# An analysis line: a colour slightly better.
line_slightly_better = { $colour } stands slightly better

# An analysis line: a colour better.
line_better = { $colour } stands better

# An analysis line: a colour much better.
line_much_better = { $colour } stands much better

# An analysis line: a colour winning, not proved (every defence the
# search read loses, not every defence was read).
line_winning = { $colour } is winning, not proved

# A computer placed the three opening stones.
decided_three = placed its three stones

# A computer took black.
decided_black = took black

# A computer took white.
decided_white = took white

# A computer placed two more stones.
decided_two = placed two more stones

# In a review: the opening's stones are not judged.
review_opening_stones = The first { $count } stones were the opening's, placed before the colours were settled: they are not judged as your moves.

# In a review of a game not the player's: the opening's stones are judged as neither side's.
review_opening_stones_record = The first { $count } stones were the opening's, placed before the colours were settled: they are not judged as either side's moves.

## Watching two computers.

# Pauses watching.
pause = Pause

# Goes on watching.
go_on = ▶ Go on

# Plays one move while paused.
step = Step

# The label of the pause between moves.
watch_speed = Pause between moves

## The status bar and the end of a game.

# A player thinks.
seat_thinking = { $name } is thinking…

# A person's turn, two people at one board.
seat_to_move = { $colour } to move.

# Watching, paused.
watch_paused = Paused.

# The end of a game: a clock ran out.
lost_on_time = { $name } ({ $colour }) ran out of time.

# The end of a game: a player failed.
forfeited = { $name } ({ $colour }) forfeits.

# The end of a game two computers or two people played.
side_wins = { $colour } wins

# A kept game two people or two computers played, in the list.
kept_game_between = { $players } · { $rule } · { $size } · { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }

# The unfinished game two people or two computers played.
unfinished_between = { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } on { $size }, { $rule }, { $players }.

# Lets such a game go (it counts for nobody).
leave_unfinished = Leave it

## Outside engines that fail.

# An engine could not be added.
engine_not_added = Could not add the engine { $path }: { $error }

# An engine was added.
engine_added = Added the engine { $name }: it is offered for either seat.

# A player could not be started: it forfeits.
player_not_started = { $name } could not be started: { $detail }. It loses this game by forfeit.

# A player stopped during its game: it forfeits.
player_crashed = { $name } stopped during the game: { $detail }. It loses by forfeit.

# A player did not move in its time.
player_timed_out = { $name } did not move in its time ({ $detail }). It loses on time.

# A player answered something that is not a move.
player_garbage = { $name } did not give a move: it { $detail }. It loses by forfeit.

# A player played an illegal point.
player_illegal = { $name } { $detail }. It loses by forfeit.

## soosorv

# Soosõrv-8, in the Opening menu.
opening_soosorv = Soosõrv-8

# Its hover text.
opening_soosorv_hover = The RIF's world-championship rule: black opens with one of the 26 openings, white may swap; white places the fourth stone and says how many fifth moves black offers (1 to 8); black may swap; white picks one offer and plays on

# An outside engine cannot play Soosõrv-8.
player_no_soosorv = { $name } cannot play the Soosõrv-8 opening ({ $detail }): you decide its part of the opening.

# A person places the first stone.
soosorv_first = Opening: place black's first stone on the centre point.

# A person places the second stone.
soosorv_second = Opening: place white's stone next to the centre.

# A person places the third stone.
soosorv_third = Opening: place black's second stone within the central 5×5.

# A person places the fourth stone.
soosorv_fourth = Opening: you are white: place the fourth stone anywhere.

# A person offers fifth moves.
soosorv_offer = Opening: you are black: offer fifth moves, no two symmetric ({ $done } of { $count }; a click on an offer takes it back).

# A person picks an offer.
soosorv_pick = Opening: you are white: pick one of black's offers as the fifth stone.

# An offer symmetric to an earlier one was refused.
soosorv_symmetric = That point is symmetric to the offer on { $point }: choose another.

# A computer offers fifth moves.
soosorv_offering = Opening: { $name } offers fifth moves…

# A computer picks an offer.
soosorv_picking = Opening: { $name } picks a fifth move…

# The heading of a colour question.
soosorv_heading = Soosõrv-8: your choice

# The declaration's heading.
soosorv_declare_heading = Soosõrv-8: how many fifth moves?

# The declaration's question.
soosorv_declare_text = Black will offer this many fifth moves, no two symmetric, and you pick one of them. The more offers, the more you have to choose from; black may still swap first.

# The colour question after three stones.
soosorv_after_three = The three opening stones are down. Take black, or take white and place the fourth stone.

# The colour question after four stones.
soosorv_after_four = Black will offer { $count ->
        [one] { $count } fifth move
       *[other] { $count } fifth moves
    }. Keep black and offer them, or take white and pick one.

# A computer placed the fourth stone and declared the offers.
decided_fourth = placed the fourth stone and asked for { $count ->
        [one] { $count } fifth move
       *[other] { $count } fifth moves
    }

# A computer offered fifth moves.
decided_offers = offered { $count ->
        [one] { $count } fifth move
       *[other] { $count } fifth moves
    }

# A computer picked an offer.
decided_pick = picked the fifth move { $point }

## puzzles

# The top bar's button that opens the Puzzles window.
puzzles_button = Puzzles

# Its hover text.
puzzles_hover = Puzzles from your own games and a built-in set, each proved by the computer

# The Puzzles window's title.
puzzles_title = Puzzles

# The question of a win by fours.
question_fours = { $side } to move: win with fours (every move a four).

# The question of a win by threes.
question_threes = { $side } to move: win with threes and fours.

# The question of "hold on".
question_hold = { $side } to move: the opponent threatens a forced win. Find a move that holds.

# The question of a renju trap.
question_trap = { $side } to move: win. Black's block would land on a forbidden point.

# The question of a forbidden point.
question_forbidden = Black to move: a point that would win without renju's rule is forbidden to black. Click it.

# Where a built-in puzzle is in the set.
puzzle_builtin = Built-in puzzle { $number } of { $total }

# Where a puzzle from the player's game comes from.
puzzle_from_game = From your game of { $date }, move { $move_number }

# A right move, answered by the best defence.
answer_right = Right. The best defence: { $reply }. Go on.

# A right move after which the defender cannot stop the five.
answer_right_unstoppable = Right. Nothing stops the five now: play it.

# Solved at the first try.
solved_first_try = Solved at the first try!

# Solved after a mistake or a hint.
solved_later = Solved.

# After a "hold on" is solved: how many moves hold.
holding_moves = Moves that hold ({ $count }): { $points }.

# A wrong move: the opponent wins by force.
wrong_opponent_wins = Not that: after it the opponent wins by force in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, as shown. Try again.

# A wrong move: the win is gone after the defence shown.
wrong_win_gone = Not that: after { $reply } the computer finds no forced win by fours and threes any more. Try again.

# A point that is not forbidden, in a forbidden-point puzzle.
wrong_not_forbidden = { $point } is allowed to black. Try again.

# A move the prover could not settle.
answer_unclear = The computer could not prove { $point } right or wrong. Try another move.

# A point that cannot be played.
answer_illegal = That point cannot be played.

# While a move is checked on the worker thread.
puzzle_checking = Checking…

# A hint was given.
hint_given = The next move is in the marked box.

# The button that takes a wrong move back.
try_again = Try again

# The hint button.
puzzle_hint = Where to look

# The solution button.
puzzle_solution = Solution

# Steps back through the solution.
solution_back = ◀ Back

# Steps on through the solution.
solution_forward = Forward ▶

# Where the solution is shown up to.
solution_step = Solution: move { $shown } of { $total }

# The next-puzzle button.
next_puzzle = Next puzzle

# No puzzle is left to give today.
no_puzzle_left = No puzzle is due today. Come back tomorrow.

# Today's count and the streak, in the Games window.
puzzles_today = Puzzles today: { $count } · streak: { $streak ->
        [one] { $streak } day
       *[other] { $streak } days
    }

# How many puzzles came from the player's games.
puzzles_from_games = Puzzles from your games: { $count }

# The Games menu's item that opens the Puzzles window.
puzzles_item = Puzzles…

# The Games window's button that opens the Puzzles window.
open_puzzles = Open puzzles

## analysis

# The Games menu item that opens the analysis board.
analysis_item = Analysis board

# Its hover text.
analysis_hover = Set up any position or take the one on the board, watch master's best lines, try your own as variations

# The window's title.
analysis_title = Analysis board

# The tool that plays moves.
tool_play = Play

# The tool that places black stones.
tool_black = Black stone

# The tool that places white stones.
tool_white = White stone

# The tool that removes stones.
tool_erase = Remove

# The number of lines shown.
lines_label = Lines

# Stops the engine.
stop_thinking = Stop

# Lets the engine think again.
go_thinking = ▶ Think

# The engine is thinking (depth reached).
thinking_depth = master is thinking… depth { $depth }

# The engine has stopped.
thinking_stopped = master has stopped

# The engine waits while an outside engine thinks in the game (so that
# it has the machine to itself; `engine`: its name).
thinking_held = master waits while { $engine } thinks in the game

# One of master's lines: its number, evaluation, depth and play.
line_row = { $number }. { $eval } (depth { $depth }): { $play }

# The hover text of a line.
line_hover = Its stones are numbered on the board; a click plays its first move

# The side to move.
analysis_to_move = { $colour } to move · { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }

# The position is over.
analysis_over = The game is over in this position.

# Back one move.
node_back = ◀ Back

# Forward along the main line of the node.
node_forward = Forward ▶

# Makes the line on show the main line.
node_promote = Make main line

# Deletes the node on show and what follows it.
node_delete = Delete from here

# The variations after the position on show.
variations_here = Next moves:

# The comment of the position on show.
node_comment = Comment


# Starts a new position from the one on show (to edit it).
edit_from_here = New position from here

# Editing needs a tree without moves.
edit_needs_new_position = The stones can be changed only before any move: press “New position from here” first (the moves and variations are left behind).

# A five is already on the board.
edit_refused_five = Refused: that would put a five on the board, a position no game reaches.

# An impossible count of stones.
edit_refused_count = Refused: black must have as many stones as white, or one more.

## names: the names of things

## A level's name in the menu, and its one line (the hover text).
level_seed = seed
level_classic = classic
level_normal = normal
level_hard = hard
level_master = master
level_seed_description = Beginner: the tutorial's scoring map, no look-ahead
level_classic_description = Casual: scores every possible five, no look-ahead
level_normal_description = Normal: judges each point by the shapes it leaves, no look-ahead
level_hard_description = Hard: reads a few moves ahead and forced wins by fours
level_master_description = Master: deep search and forced-win reading

## A rule's name in the menu, and its one line (the hover text).
rule_freestyle = freestyle
rule_standard = standard
rule_renju = renju
rule_freestyle_description = Five or more in a row wins
rule_standard_description = Exactly five wins; six or more do not
rule_renju_description = Black may not play double-threes, double-fours or overlines

## The colour choice in the menu.
play_as_black = black
play_as_white = white
play_as_alternate = alternate

## How a kept game ended, for the player.
result_won = won
result_lost = lost
result_drawn = drawn
result_resigned = resigned

## A threat's name inside a sentence.
threat_open_three = open three
threat_four = four
threat_double_three = double three
threat_four_three = four-three
threat_double_four = double four
threat_open_four = open four
threat_five = five

## Between the items of a list inside a sentence.
list_separator = { "; " }

## What a setting was reset to (in "…: reset to X").
reset_to_default_seats = you with black against seed
reset_to_alternate_true = colours alternate
reset_to_alternate_false = colours fixed
reset_to_no_engines = no engines
reset_to_muted_true = sound off
reset_to_muted_false = sound on
reset_to_default_size = the default size
reset_to_default_place = the default place
reset_to_shown_true = shown
reset_to_shown_false = hidden

## What a data file turned out to be, when it is not a plain file.
file_kind_folder = a folder
file_kind_pipe = a named pipe
file_kind_device = a device
file_kind_socket = a socket
file_kind_other = a special file

## A forbidden move's name (renju: black may not play it).
forbidden_double_three = double three
forbidden_double_four = double four
forbidden_overline = overline

## A stone's colour.

# "Black" or "White". $stone is black or white; $case is start (at the
# start of a sentence, or alone) or inside (inside a sentence).
stone_colour = { $case ->
        [inside] { $stone ->
            [black] black
           *[white] white
        }
       *[start] { $stone ->
            [black] Black
           *[white] White
        }
    }

## The analysis board: set-up, files and the tree.

# Clears the analysis board: an empty board, the same rule and size.
clear_board = Empty board

# Its hover text.
clear_board_hover = Start again from an empty board (the moves, variations and comments are dropped)

# Black moves first from the set-up position (its start, not the position shown).
black_first = Black moves first

# White moves first from the set-up position.
white_first = White moves first

# The hover text of the side-to-move choice.
to_move_hover = Who moves in the set-up position. Placing or removing a stone gives the move to the side the counts say (black when both have as many, white when black has one more); here it may go to the other side instead.

# Who moves first cannot change once there are moves (the greyed choice's hover).
side_needs_new_position = Who moves first can be changed only before any move: press “New position from here” first.

# A bigger or smaller board leaves a stone off.
refused_does_not_fit = Refused: the stone at { $point } would fall off that board.

# A move of the tree cannot be played under the rule chosen.
refused_rule_move = Refused: under { $rule } a move in the tree could not be played (a forbidden point, or a move after a five).

# SGF: `PL` names no player, or one the counts give no move.
sgf_bad_player = { $written } cannot be: the player to move is B or W, and black must have as many stones as white or one more

# Saves the tree as SGF.
save_sgf = Save SGF…

# Opens an SGF file on the board.
open_sgf = Open SGF…

# The save dialog's title.
save_sgf_title = Save the analysis as SGF

# The open dialog's title.
open_sgf_title = Open an SGF file on the analysis board

# The SGF filter's name in the dialogs.
sgf_filter = SGF game tree

# The analysis was saved.
sgf_saved = Saved the analysis to { $path }.

# No dialog: the analysis went to the data folder.
sgf_saved_without_dialog = No file dialog is available here, so the analysis was saved to { $path }.

# No dialog to choose an SGF file.
no_sgf_dialog = No file dialog is available here: drop an .sgf file on the window while the analysis board is open.

# An SGF file was opened.
sgf_opened = Opened { $path }.

# The tree's moves, any of them clickable.
tree_label = Moves and variations (click one to show it):

# The start position in the move list.
tree_start = Start position

# Master's move played without weighing it (the only defence, or
# the centre on an empty board): no evaluation to show.
only_move_row = 1. { $play }: master plays it without weighing it

# In a game not the player's (a record, the computer against itself, two
# people at one board) the review's sentences name the colours: `side`
# the colour the game is seen from, `winner` the other, whose forced win
# it is (both lower case).
graph_caption_record = How the game went (up: { $side } stood better; click to jump)
wins_by_force_record = From here { $winner } wins by force in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }: { $line }.
wins_at_once_record = From here { $winner } wins at once: { $line }.
held_how_record = After it { $winner } has no forced win by fours and threes: every such line was read, up to { $moves } of its moves ({ $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    }).
no_defence_found_record = No defence was found: after each of the { $tried ->
        [one] { $tried } move tried
       *[other] { $tried } moves tried
    } instead, { $winner } still wins by force (or it could not be told).
lost_from_first_move_record = From its opponent's first move on, { $winner } had a forced win.
lost_from_the_start_record = From the start of what the computer could read, { $side } was lost.
missed_win_record = Move { $number } ({ $point }): { $side } had a forced win: { $line }
