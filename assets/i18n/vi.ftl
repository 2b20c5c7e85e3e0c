## screen

## The top bar.
score = Điểm { $points }
score_unknown = Điểm …
problems_last = ⚠ còn { $count } vấn đề
dismiss_all = Đóng hết
record = { $wins } thắng, { $losses } thua, { $draws } hòa
level_label = Cấp độ
rule_label = Luật
board_label = Bàn cờ
play_as_label = Bạn cầm
language_hover = Ngôn ngữ
switch_language = Ngôn ngữ: chuyển sang { $to }
new_game = Ván mới
undo = Đi lại
hint = Gợi ý
hint_hover = F11: nước máy gợi ý cho bạn
games = Ván cờ
your_games_item = Ván của bạn…
games_hover = Các ván của bạn để xem lại, và điểm của bạn qua thời gian

## The status bar.
practice = Luyện tập, không tính điểm · { $turn }
numbers = Số nước
numbers_hover = N: số thứ tự nước đi trên quân cờ
thinking_toggle = Suy nghĩ
thinking_toggle_hover = I: Hiện điều máy đang nghĩ: nó đánh giá thế cờ ra sao, đã đọc sâu bao nhiêu và đường đi nó dự kiến (engine ngoài: lời nó nói)
thought_line = { $player } ({ $colour }): { $eval }, độ sâu { $depth }: { $play }
thinking_line = { $player } ({ $colour }) đang nghĩ: { $eval }, độ sâu { $depth }: { $play }
thought_threats = { $player } ({ $colour }): { $eval }, đọc bằng các nước bốn và ba: { $play }
thought_said = { $player } ({ $colour }) nói: { $text }
you_win = Bạn thắng!
computer_wins = { $computer } thắng.
a_draw = Hòa.
thinking = { $computer } đang nghĩ…
looking_for_hint = Đang tìm một nước hay cho bạn…
your_move = Lượt bạn ({ $you }) · nước { $number }
status_reviewing = Đang xem lại ván · nước { $at }/{ $total }
why = { $computer } { $why }.
last_move = nước vừa đi { $point }
no_moves_yet = chưa có nước nào
sound_on = Tiếng: bật
sound_off = Tiếng: tắt
sound_hover = Nhạc và âm thanh
sound_none = Không có tiếng
sound_none_hover = Không tìm thấy thiết bị phát âm thanh: trò chơi chạy không tiếng.
threats = Đe dọa
threats_hover = T: quân đen hay quân trắng đặt ở mỗi điểm sẽ tạo thành gì
heat_map = Bản đồ nhiệt
heat_map_hover = A: máy chấm điểm từng điểm trên bàn ra sao
ok = OK

## The overlays' legends.
heat_legend_cold = Bản đồ nhiệt ({ $level }): lạnh
heat_legend_hot = nóng · vòng tròn: nước máy sẽ đi
threat_legend = Đe dọa (đậm: Đen, nhạt: Trắng): { $marks }
threat_marks = 5 năm · 4+ bốn mở · 44 bốn-bốn · 43 bốn-ba · 4 bốn · 33 ba-ba · 3 ba mở
threat_legend_renju = { " " }· × nước cấm của Đen · vòng đỏ: bẫy của Trắng

## The game-over screen.
title_won = Bạn thắng!
title_lost = Bạn thua
title_drawn = Hòa
current_score = Điểm hiện tại: { $score }
play_again = Nhấn phím bất kỳ hoặc bấm chuột để chơi lại
series_tally = Đã xem: { $first } { $first_wins } – { $second_wins } { $second }
series_tally_drawn = Đã xem: { $first } { $first_wins } – { $second_wins } { $second }, hòa: { $draws }
watch_next = Ván tiếp theo bắt đầu sau vài giây (Tạm dừng để giữ lại)
where_did_i_lose = Tôi thua ở đâu?
where_did_i_lose_hover = Máy xem lại cả ván và tìm ra nước đã khiến bạn thua

## The questions.
resign_question = Xin thua ván này?
counts_as_loss = Ván này sẽ tính là thua.
resign = Xin thua
keep_playing = Chơi tiếp
resume_question = Tiếp tục ván còn dở của bạn?
unfinished_game = { $moves } nước trên bàn { $size }, luật { $rule }, đấu với { $level }; bạn cầm { $colour }.
resume = Tiếp tục
resign_unfinished = Xin thua (tính là thua)

## The games window.
your_games = Ván của bạn
reading_games = Đang đọc các ván của bạn…
no_games_yet = Chưa có ván nào: mọi ván đã kết thúc sẽ được lưu ở đây.
score_after_each_game = Điểm của bạn sau mỗi ván
score_word = Điểm
games_played_axis = Số ván đã chơi
chart_point = Ván { $game }: điểm { $score }
save_record = Lưu…
save_hover = Lưu ván đang hiện thành biên bản (PSQ, hoặc chuỗi nước đi dạng .txt)
open_record = Mở…
open_hover = Mở biên bản (PSQ hoặc chuỗi nước đi) để xem lại
save_title = Lưu ván cờ
open_title = Mở biên bản ván cờ
psq_filter = Biên bản Piskvork
moves_filter = Chuỗi nước đi
saved_to = Đã lưu ván cờ vào { $path }.
saved_without_dialog = Ở đây không mở được hộp thoại chọn tệp, nên ván cờ đã được lưu vào { $path }.
no_open_dialog = Ở đây không mở được hộp thoại chọn tệp: hãy thả tệp .psq vào cửa sổ, hoặc dán biên bản bằng Ctrl+V.
save_failed = Không lưu được { $path }: { $error }
nothing_to_save = Chưa có nước nào để lưu.
analysis_kept = Các nước đi, biến và ghi chú chưa lưu của bàn phân tích đã được giữ lại trong { $path }: dùng Mở SGF… trên bàn phân tích để mở lại.
kept_game = { $level } · { $rule } · { $size } · { $moves } nước, cầm { $colour }
review = Xem lại

## The review panel.
where_was_the_game_lost = Ván thua ở đâu?
play_on = Chơi tiếp từ đây
play_on_hover = Ván luyện tập từ thế cờ này: không ảnh hưởng đến điểm của bạn
review_heading = Xem lại (bạn: { $you })
review_heading_record = Xem lại (theo phía { $side })
reviewing = Máy đang xem lại ván cờ…
cancel = Hủy
review_stopped = Việc xem lại đã dừng: { $why }
graph_caption = Diễn biến ván cờ (lên: bạn có lợi hơn; bấm để nhảy tới)
close_review = Đóng xem lại
lost_the_game = Nước { $number }, { $point }, đã làm thua ván.
wins_by_force = Từ đây máy thắng chắc trong { $moves } nước của mình: { $line }.
wins_at_once = Từ đây máy thắng ngay: { $line }.
would_have_held = Đi { $point } thì đã giữ được.
held_how = Sau nước đó máy không có thế thắng chắc bằng bốn và ba: mọi đường như vậy đều đã được tính, tới tối đa { $moves } nước của máy ({ $positions } thế cờ).
no_defence_found = Không tìm thấy cách phòng thủ: với mỗi nước trong { $tried } nước đã thử thay thế, máy vẫn thắng chắc (hoặc không xác định được).
lost_from_first_move = Máy đã có thế thắng chắc ngay từ nước đầu tiên của bạn.
hardest = Nước { $number } ({ $point }): nếu đi { $better } thì máy phải mất nhiều nước nhất mới thắng ({ $moves } nước của máy).
show_the_mistake = Xem nước sai
step_through_the_win = Xem từng nước thắng
lost_from_the_start = Ngay từ đầu đoạn mà máy tính được, bạn đã ở thế thua.
no_single_move = Không có nước riêng lẻ nào làm thua ván.
fell_most_after = Đánh giá tụt mạnh nhất sau:
fall = nước { $number } ({ $point }): từ { $before } xuống { $after }
missed_win = Nước { $number } ({ $point }): bạn đã có thế thắng chắc: { $line }
showing_line = Đang hiện một biến: { $shown }/{ $total } nước (phím mũi tên để đi từng nước)
moves_heading = Nước đi (phím mũi tên, Home, End): { $at }/{ $total }
eval_win = thắng trong { $plies } nước
eval_loss = thua trong { $plies } nước

# Every reply the search read loses, not every reply was read.
eval_unproved_win = đang thắng, chưa chứng minh

# Every move the search read loses, not every move was read.
eval_unproved_loss = đang thua, chưa chứng minh

## Why the computer moved (`teacher::Reason`), after its colour.
reason_wins_with_five = thắng: thành năm tại { $at }
reason_blocks_five = chặn năm của bạn tại { $at }
reason_wins_by_fours = thắng bằng chuỗi bốn: { $fours }
reason_four_with_forbidden_defence = tạo bốn tại { $at } mà bạn không chặn được: { $defence } là nước cấm của Đen
reason_makes_four = tạo bốn: bạn phải chặn tại { $answer }
reason_blocks_open_three = chặn ba mở của bạn tại { $at }
reason_blocks_double_four = chiếm điểm bốn-bốn của bạn tại { $at }
reason_blocks_four_three = chiếm điểm bốn-ba của bạn tại { $at }
reason_blocks_double_three = chiếm điểm ba-ba của bạn tại { $at }
reason_blocks_four = chặn bốn của bạn tại { $at }
reason_makes_double_three = tạo hai ba mở tại { $at }
reason_makes_open_three = tạo ba mở tại { $at }
reason_builds_toward = chuẩn bị đe dọa tại { $toward }
reason_plays = đi { $at }

## The window.
window_title = Gomoku — cờ caro năm quân

## messages

## Notices ([`Lang::notice`]). `error`: the operating system's or the
## JSON reader's own words, as they come; `path`, `name`: a file.
no_data_dir = Không tìm thấy thư mục dữ liệu cho người dùng này: tiến trình sẽ không được lưu.
data_folder_is_a_file = Thư mục dữ liệu { $path } là một tệp, không phải thư mục: hãy chuyển nó đi chỗ khác để có thể lưu tiến trình.
data_folder_below_a_file = Không tạo được thư mục dữ liệu { $path } vì { $file } là một tệp: hãy chuyển nó đi chỗ khác để có thể lưu tiến trình.
moved_aside = { $path } { $problem }. Tệp đã được giữ lại dưới tên { $aside } và một tệp mới đã được tạo.
not_moved_aside = { $path } { $problem }, và cũng không đổi tên để giữ lại được ({ $error }). Tạm thời dùng giá trị mặc định; nếu muốn giữ tệp này, hãy tự chuyển nó đi chỗ khác.
file_unreadable = không đọc được ({ $error })
file_not_understood = không hiểu được nội dung ({ $error })
file_not_settings = không chứa cài đặt (không phải đối tượng JSON)
file_moves_do_not_replay = chứa các nước đi không phát lại được ({ $error })
file_not_regular = không phải tệp thường mà là { $what }
file_too_large = lớn hơn { $size }
settings_reset = Một số cài đặt trong { $path } không hiểu được và đã được đặt lại: { $fields }.
field_reset = { $name } { $found } (nay là { $now })
unfinished_lost = Không thể tiếp tục ván còn dở của bạn. { $why }
games_unreadable = Không liệt kê được các ván của bạn: không đọc được { $path } ({ $error }).
damaged_game = { $path }: { $problem }
kept_games_left_out = { $count } ván đã lưu không đọc được nên bị bỏ qua: { $which }.
ai_not_started = Không khởi động được luồng cho máy ({ $error }); bắt đầu lại có thể giúp ích.
ai_stopped = Luồng AI đã dừng; bắt đầu lại có thể giúp ích.
could_not_save = Không lưu được { $name }: { $why }
could_not_write = không lưu được vào { $path }: { $error }
could_not_encode = không mã hóa được { $name }: { $error }
moves_do_not_replay = các nước đi của ván không phát lại được ({ $error })
game_already_over = ván cờ đã kết thúc
review_cancelled = việc xem lại đã bị hủy
pasted_not_a_record = Văn bản đã dán không phải biên bản ván cờ (chuỗi nước đi hay tệp PSQ): { $error }
could_not_open_file = Không mở được { $path }: { $error }
too_large_for_a_record = tệp lớn hơn { $size }: quá lớn để là biên bản ván cờ
record_file_not_regular = tệp không phải tệp thường mà là { $what }
could_not_start_reading = Không bắt đầu đọc biên bản được: { $error }

## What is wrong with a record ([`Lang::record_error`]).
on_line = dòng { $line }: { $what }
record_empty = biên bản không có nước đi nào
sgf_unexpected = “{ $found }” ở chỗ SGF cần “(”, “;”, “)” hoặc một thuộc tính
sgf_unclosed_value = văn bản kết thúc giữa một giá trị: thiếu “]”
sgf_unclosed_tree = văn bản kết thúc trước dấu “)” của một biến
sgf_empty = một biến không có nút, hoặc một thuộc tính không có giá trị
sgf_not_gomoku = GM[{ $found }] là biên bản của trò chơi khác (cờ caro là GM[4])
sgf_bad_size = SZ[{ $found }] không phải kích thước bàn cờ
sgf_bad_point = “{ $found }” không phải một điểm (hai chữ cái, “aa” là góc trên bên trái)
sgf_pass = nước { $number } ({ $written }) là bỏ lượt, điều mà cờ caro không có
sgf_out_of_turn = nước { $number } ({ $written }) là của { $colour }, nhưng chưa đến lượt { $colour }
sgf_set_up_later = các quân xếp sẵn (AB, AW, AE) sau nút đầu tiên không được đọc
sgf_bad_set_up = quân xếp sẵn { $written } nằm ngoài bàn cờ hoặc đè lên quân khác
sgf_set_up_five = các quân xếp sẵn đã tạo thành năm
sgf_too_deep = các biến lồng nhau sâu hơn bất kỳ ván cờ nào (quá { $most } tầng)
sgf_set_up_not_moves = ván cờ bắt đầu từ các quân xếp sẵn (AB, AW), điều mà một danh sách nước đi không thể chứa
record_not_text = đây không phải văn bản (có byte NUL), nên không phải biên bản ván cờ
record_bad_header = dòng đầu phải là “Piskvorky WxH, …”, không phải “{ $found }”
record_bad_coordinate = “{ $found }” không phải tọa độ
record_bad_time = “{ $found }” không phải thời gian tính bằng mili giây
record_bad_notation = không phải chuỗi nước đi: { $what }
not_a_column = cần một chữ cái chỉ cột, nhưng gặp “{ $found }”
no_row = cột “{ $letter }” không có số hàng
row_zero = { $letter }0 không phải một điểm: không có hàng 0 (hàng bắt đầu từ 1)
leading_zero = { $point }: số hàng không được viết với số 0 ở đầu
point_off_board = { $point } không nằm trên bàn cờ { $size } đường
record_unsupported_size = không hỗ trợ bàn cờ { $size } đường (chỉ hỗ trợ từ { $min } đến { $max })
record_not_square = bàn cờ { $width }x{ $height } không vuông
record_size_mismatch = tệp dành cho bàn cờ { $found } đường, nhưng yêu cầu là { $asked } đường
record_off_board = nước { $number } ({ $written }) nằm ngoài bàn cờ
record_occupied = nước { $number } ({ $written }) đi vào điểm đã có quân
record_after_game_over = nước { $number } ({ $written }) đến sau khi ván cờ đã kết thúc
record_forbidden = nước { $number } ({ $written }) là nước cấm của Đen ({ $why })
record_move_after_trailer = có nước đi sau các dòng kết thúc biên bản

## Notices the window gives itself (`error`: [`Lang::save_failure`],
## [`Lang::resume_error`], [`Lang::review_error`]).
not_counted_retry = Ván này chưa được tính vào điểm của bạn ({ $error }). Ván sẽ được tính khi trò chơi khởi động lần sau.
not_counted = Ván này không tính được vào điểm của bạn: { $error }
not_kept = Ván này đã được tính vào điểm (nay là { $score }), nhưng không lưu được vào danh sách ván của bạn: { $error }
no_slot = Cửa sổ này không lưu được ván còn dở: nếu bạn đóng nó giữa ván, ván đó sẽ mất ({ $error }).
could_not_resume = Không thể tiếp tục ván còn dở của bạn: { $error }
could_not_review = Không xem lại được ván cờ: { $error }
could_not_open_record = Không mở được biên bản: { $error }
could_not_open_game = Không mở được ván cờ: { $error }
cannot_play_on_size = Không thể chơi tiếp ở đây các ván trên bàn { $lines } đường.
could_not_play_on = Không chơi tiếp từ đây được: { $error }

## seats

## The seats and the clock, in the top bar.
black_seat_label = Đen
white_seat_label = Trắng
person_seat = Người
person_seat_hover = Một người ngồi ở máy này chơi bên này
engine_seat_hover = Engine Gomocup bên ngoài: { $command }
add_engine = Thêm engine…
add_engine_hover = Chọn chương trình engine Gomocup (pbrain-…) để chơi một trong hai bên
alternate_toggle = ⇄ Đổi màu
alternate_hover = Đen và Trắng đổi chỗ sau mỗi ván mới
clock_label = Đồng hồ
per_move = { $time } mỗi nước
match_time = { $base } + { $increment }
no_clock = không tính giờ
clock_hover = Giới hạn mỗi nước chỉ áp dụng cho máy; với thời gian cả ván (phút + giây cộng thêm mỗi nước), ai hết giờ trước thì thua
clock_other = Khác…
clock_other_hover = Đồng hồ tự chọn: giới hạn bất kỳ cho mỗi nước, hoặc thời gian ván bất kỳ cộng thêm giây sau mỗi nước
time_dialog_title = Thời gian
time_dialog_per_move = Giới hạn cho mỗi nước của máy
time_dialog_match = Thời gian ván cho mỗi bên, cộng thêm giây sau mỗi nước
time_dialog_use = Dùng đồng hồ này
minutes_seconds = { $minutes } phút { $seconds } giây
minutes = { $minutes } phút
seconds = { $seconds } giây
engine_path_prompt = Ở đây không mở được hộp thoại chọn tệp. Hãy nhập đường dẫn tới chương trình engine:
add = Thêm
programs_filter = Chương trình

## Opening rules.
opening_label = Khai cuộc
opening_free = tự do
opening_free_hover = Đen đi trước, ở bất kỳ đâu
opening_swap2 = swap2
opening_swap2_hover = Khai cuộc của Gomocup và các giải vô địch: bên Đen đặt ba quân (đen, trắng, đen); bên Trắng chọn cầm Đen, cầm Trắng, hoặc đặt thêm hai quân và để bên kia chọn. Chỉ dùng cho luật tự do và tiêu chuẩn
opening_centre = giữa bàn
opening_centre_hover = Cách bắt đầu đơn giản của renju: quân đầu tiên của Đen ở điểm giữa bàn, rồi Trắng đi tiếp
swap2_heading = Swap2: bạn chọn
swap2_after_three = Đã đặt ba quân. Cầm Đen (Trắng đi tiếp), cầm Trắng và đi quân thứ tư, hoặc đặt thêm hai quân (trắng rồi đen) và để bên kia chọn.
swap2_after_five = Đã đặt năm quân. Cầm Đen, hoặc cầm Trắng và đi quân thứ sáu.
take_black = Cầm Đen
take_white = Cầm Trắng
place_two = Đặt thêm hai quân
opening_placing = Khai cuộc: { $name } đặt quân thứ { $stone }.
opening_choosing = Khai cuộc: { $name } đang chọn…
opening_place = Khai cuộc: hãy đặt quân thứ { $stone }.
opening_your_choice = Khai cuộc: bạn chọn.
opening_choose_for = Khai cuộc: hãy chọn thay cho { $name }.
player_no_swap2 = { $name } không chơi được swap2 ({ $detail }): bạn quyết định phần khai cuộc của nó.

## The coach of the opening.
coach_judging = Cao thủ đang đánh giá thế cờ…
coach_sees = { $judge }, sau khi tìm qua { $nodes } thế cờ: { $balance }.
coach_decided = { $judge } { $what }: theo nó, { $balance }.
balance_black_wins = Đen thắng chắc
balance_white_wins = Trắng thắng chắc
balance_even = gần như cân bằng ({ $score })
balance_black = Đen có lợi hơn ({ $score })
balance_white = Trắng có lợi hơn ({ $score })
line_wins = { $colour } thắng trong { $plies } nước
line_even = gần như cân bằng
line_slightly_better = { $colour } hơi có lợi
line_better = { $colour } có lợi
line_much_better = { $colour } có lợi lớn
line_winning = { $colour } đang thắng, chưa chứng minh
decided_three = đã đặt ba quân của mình
decided_black = đã chọn cầm Đen
decided_white = đã chọn cầm Trắng
decided_two = đã đặt thêm hai quân
review_opening_stones = { $count } quân đầu là quân khai cuộc, đặt trước khi chọn màu xong: chúng không được đánh giá như nước đi của bạn.
review_opening_stones_record = { $count } quân đầu là quân khai cuộc, đặt trước khi chọn màu xong: chúng không được đánh giá như nước đi của bên nào.

## Watching two computers.
pause = Tạm dừng
go_on = ▶ Tiếp
step = Từng nước
watch_speed = Nghỉ giữa các nước

## The status bar and the end of a game.
seat_thinking = { $name } đang nghĩ…
seat_to_move = Lượt { $colour }.
watch_paused = Đã tạm dừng.
lost_on_time = { $name } ({ $colour }) hết giờ.
forfeited = { $name } ({ $colour }) bị xử thua.
side_wins = { $colour } thắng
kept_game_between = { $players } · { $rule } · { $size } · { $moves } nước
unfinished_between = { $moves } nước trên bàn { $size }, luật { $rule }, { $players }.
leave_unfinished = Bỏ ván

## Outside engines that fail.
engine_not_added = Không thêm được engine { $path }: { $error }
engine_added = Đã thêm engine { $name }: có thể chọn nó cho bên nào cũng được.
player_not_started = Không khởi động được { $name }: { $detail }. Nó bị xử thua ván này.
player_crashed = { $name } đã dừng giữa ván: { $detail }. Nó bị xử thua.
player_timed_out = { $name } không đi trong thời gian cho phép ({ $detail }). Nó thua vì hết giờ.
player_garbage = { $name } không đưa ra nước đi: { $detail }. Nó bị xử thua.
player_illegal = { $name } { $detail }. Nó bị xử thua.

## soosorv
opening_soosorv = Soosõrv-8
opening_soosorv_hover = Luật giải vô địch thế giới của RIF: Đen mở bằng một trong 26 khai cuộc, Trắng có thể đổi; Trắng đặt quân thứ tư và nói Đen sẽ đưa ra bao nhiêu nước thứ năm (1 đến 8); Đen có thể đổi; Trắng chọn một nước được đưa ra và chơi tiếp
player_no_soosorv = { $name } không chơi được khai cuộc Soosõrv-8 ({ $detail }): bạn quyết định phần khai cuộc của nó.
soosorv_first = Khai cuộc: đặt quân đầu tiên của Đen vào điểm giữa bàn.
soosorv_second = Khai cuộc: đặt quân của Trắng sát điểm giữa bàn.
soosorv_third = Khai cuộc: đặt quân thứ hai của Đen trong vùng 5×5 ở giữa.
soosorv_fourth = Khai cuộc: bạn cầm Trắng: đặt quân thứ tư ở đâu cũng được.
soosorv_offer = Khai cuộc: bạn cầm Đen: đưa ra các nước thứ năm, không có hai nước nào đối xứng ({ $done }/{ $count }; bấm vào một nước đã đưa để rút lại).
soosorv_pick = Khai cuộc: bạn cầm Trắng: chọn một trong các nước Đen đưa ra làm quân thứ năm.
soosorv_symmetric = Điểm đó đối xứng với nước đã đưa ở { $point }: hãy chọn điểm khác.
soosorv_offering = Khai cuộc: { $name } đưa ra các nước thứ năm…
soosorv_picking = Khai cuộc: { $name } chọn nước thứ năm…
soosorv_heading = Soosõrv-8: bạn chọn
soosorv_declare_heading = Soosõrv-8: bao nhiêu nước thứ năm?
soosorv_declare_text = Đen sẽ đưa ra chừng ấy nước thứ năm, không có hai nước nào đối xứng, và bạn chọn một. Càng nhiều nước đưa ra, bạn càng có nhiều lựa chọn; Đen vẫn có thể đổi trước đó.
soosorv_after_three = Đã đặt ba quân khai cuộc. Cầm Đen, hoặc cầm Trắng và đặt quân thứ tư.
soosorv_after_four = Đen sẽ đưa ra { $count } nước thứ năm. Giữ Đen và đưa ra các nước đó, hoặc cầm Trắng và chọn một.
decided_fourth = đã đặt quân thứ tư và yêu cầu { $count } nước thứ năm
decided_offers = đã đưa ra { $count } nước thứ năm
decided_pick = đã chọn nước thứ năm { $point }

## puzzles
puzzles_button = Câu đố
puzzles_hover = Câu đố từ chính các ván của bạn và một bộ có sẵn, mỗi câu đều được máy chứng minh
puzzles_title = Câu đố
question_fours = { $side } đi: thắng bằng bốn (nước nào cũng là bốn).
question_threes = { $side } đi: thắng bằng ba và bốn.
question_hold = { $side } đi: đối thủ đang dọa thắng chắc. Hãy tìm một nước giữ được.
question_trap = { $side } đi: hãy thắng. Nước chặn của Đen sẽ rơi vào điểm cấm.
question_forbidden = Đen đi: một điểm lẽ ra thắng được nếu không có luật renju lại là điểm cấm của Đen. Hãy bấm vào nó.
puzzle_builtin = Câu đố có sẵn { $number }/{ $total }
puzzle_from_game = Từ ván của bạn ngày { $date }, nước { $move_number }
answer_right = Đúng. Cách chặn tốt nhất: { $reply }. Đi tiếp đi.
answer_right_unstoppable = Đúng. Giờ không gì chặn được năm nữa: hãy đi nốt.
solved_first_try = Giải được ngay lần đầu!
solved_later = Đã giải.
holding_moves = Các nước giữ được ({ $count }): { $points }.
wrong_opponent_wins = Không phải nước đó: sau nó đối thủ thắng chắc trong { $moves } nước của mình, như đang hiện. Thử lại nhé.
wrong_win_gone = Không phải nước đó: sau { $reply }, máy không còn tìm thấy thế thắng chắc bằng bốn và ba. Thử lại nhé.
wrong_not_forbidden = { $point } không bị cấm đối với Đen. Thử lại nhé.
answer_unclear = Máy không chứng minh được { $point } đúng hay sai. Hãy thử nước khác.
answer_illegal = Không thể đi vào điểm đó.
puzzle_checking = Đang kiểm tra…
hint_given = Nước tiếp theo nằm trong ô được đánh dấu.
try_again = Thử lại
puzzle_hint = Gợi ý vùng
puzzle_solution = Lời giải
solution_back = ◀ Lùi
solution_forward = Tới ▶
solution_step = Lời giải: nước { $shown }/{ $total }
next_puzzle = Câu tiếp
no_puzzle_left = Hôm nay không còn câu đố nào cần làm. Mai hãy quay lại.
puzzles_today = Câu đố hôm nay: { $count } · chuỗi: { $streak } ngày
puzzles_from_games = Câu đố từ ván của bạn: { $count }
puzzles_item = Câu đố…
open_puzzles = Mở câu đố

## analysis
analysis_item = Bàn phân tích
analysis_hover = Xếp một thế cờ bất kỳ hoặc lấy thế trên bàn, xem các đường hay nhất của cao thủ, thử đường của riêng bạn thành biến
analysis_title = Bàn phân tích
tool_play = Đi
tool_black = Quân đen
tool_white = Quân trắng
tool_erase = Xóa
lines_label = Số đường
stop_thinking = Dừng
go_thinking = ▶ Nghĩ
thinking_depth = cao thủ đang nghĩ… độ sâu { $depth }
thinking_stopped = cao thủ đã dừng
thinking_held = cao thủ chờ trong khi { $engine } đang nghĩ trong ván cờ
line_row = { $number }. { $eval } (độ sâu { $depth }): { $play }
line_hover = Các quân của đường này được đánh số trên bàn; bấm để đi nước đầu tiên
analysis_to_move = Lượt { $colour } · { $moves } nước
analysis_over = Ván cờ đã kết thúc ở thế cờ này.
node_back = ◀ Lùi
node_forward = Tới ▶
node_promote = Làm biến chính
node_delete = Xóa từ đây
variations_here = Nước tiếp theo:
node_comment = Ghi chú
edit_from_here = Thế mới từ đây
edit_needs_new_position = Chỉ đổi được quân khi chưa có nước đi nào: hãy bấm “Thế mới từ đây” trước (các nước đi và biến hiện có sẽ bị bỏ đi).
edit_refused_five = Không được: như vậy trên bàn sẽ có năm, một thế cờ không ván nào đạt tới.
edit_refused_count = Không được: Đen phải có số quân bằng Trắng, hoặc hơn một quân.

## names: the names of things

## A level's name in the menu, and its one line (the hover text).
level_seed = nhập môn
level_classic = cổ điển
level_normal = thường
level_hard = khó
level_master = cao thủ
level_seed_description = Mới học: bảng điểm của bài hướng dẫn, không tính trước
level_classic_description = Thư giãn: chấm điểm mọi khả năng thành năm, không tính trước
level_normal_description = Thường: đánh giá mỗi điểm theo hình cờ nó để lại, không tính trước
level_hard_description = Khó: tính trước vài nước và các thế thắng chắc bằng bốn
level_master_description = Cao thủ: tìm kiếm sâu và tính các thế thắng chắc

## A rule's name in the menu, and its one line (the hover text).
rule_freestyle = tự do
rule_standard = tiêu chuẩn
rule_renju = renju
rule_freestyle_description = Năm quân liền trở lên là thắng
rule_standard_description = Đúng năm quân liền mới thắng; sáu quân trở lên thì không
rule_renju_description = Đen không được đi ba-ba, bốn-bốn hay hàng dài

## The colour choice in the menu.
play_as_black = đen
play_as_white = trắng
play_as_alternate = luân phiên

## How a kept game ended, for the player.
result_won = thắng
result_lost = thua
result_drawn = hòa
result_resigned = xin thua

## A threat's name inside a sentence.
threat_open_three = ba mở
threat_four = bốn
threat_double_three = ba-ba
threat_four_three = bốn-ba
threat_double_four = bốn-bốn
threat_open_four = bốn mở
threat_five = năm

## Between the items of a list inside a sentence.
list_separator = { "; " }

## What a setting was reset to (in "…: reset to X").
reset_to_default_seats = bạn cầm Đen đấu với nhập môn
reset_to_alternate_true = đổi màu luân phiên
reset_to_alternate_false = giữ nguyên màu
reset_to_no_engines = không có engine
reset_to_muted_true = tắt âm thanh
reset_to_muted_false = bật âm thanh
reset_to_default_size = kích thước mặc định
reset_to_default_place = vị trí mặc định
reset_to_shown_true = hiện
reset_to_shown_false = ẩn

## What a data file turned out to be, when it is not a plain file.
file_kind_folder = một thư mục
file_kind_pipe = một named pipe
file_kind_device = một thiết bị
file_kind_socket = một socket
file_kind_other = một tệp đặc biệt

## A forbidden move's name (renju: black may not play it).
forbidden_double_three = ba-ba
forbidden_double_four = bốn-bốn
forbidden_overline = hàng dài

## A stone's colour.
stone_colour = { $case ->
        [inside] { $stone ->
            [black] Đen
           *[white] Trắng
        }
       *[start] { $stone ->
            [black] Đen
           *[white] Trắng
        }
    }

## The analysis board: set-up, files and the tree.
clear_board = Bàn trống
clear_board_hover = Bắt đầu lại từ bàn trống (các nước đi, biến và ghi chú sẽ bị bỏ đi)
black_first = Đen đi trước
white_first = Trắng đi trước
to_move_hover = Bên đi trong thế cờ xếp sẵn. Khi đặt hoặc xóa một quân, lượt đi thuộc về bên mà số quân chỉ ra (Đen khi hai bên bằng quân, Trắng khi Đen hơn một quân); ở đây có thể giao lượt cho bên kia.
side_needs_new_position = Chỉ đổi được bên đi trước khi chưa có nước đi nào: hãy bấm “Thế mới từ đây” trước.
refused_does_not_fit = Không được: quân ở { $point } sẽ nằm ngoài bàn cờ đó.
refused_rule_move = Không được: với luật { $rule }, có một nước trong cây nước đi không thể đi được (một điểm cấm, hoặc một nước sau khi đã có năm).
sgf_bad_player = { $written } là không thể: bên đi phải là B hoặc W, và Đen phải có số quân bằng Trắng hoặc hơn một quân
save_sgf = Lưu SGF…
open_sgf = Mở SGF…
save_sgf_title = Lưu bản phân tích thành SGF
open_sgf_title = Mở tệp SGF trên bàn phân tích
sgf_filter = Cây ván cờ SGF
sgf_saved = Đã lưu bản phân tích vào { $path }.
sgf_saved_without_dialog = Ở đây không mở được hộp thoại chọn tệp, nên bản phân tích đã được lưu vào { $path }.
no_sgf_dialog = Ở đây không mở được hộp thoại chọn tệp: hãy thả tệp .sgf vào cửa sổ khi bàn phân tích đang mở.
sgf_opened = Đã mở { $path }.
tree_label = Nước đi và biến (bấm vào một mục để xem):
tree_start = Thế ban đầu
only_move_row = 1. { $play }: cao thủ đi ngay nước này, không đánh giá

# A game not the player's: the colours instead of "you" and "the computer".
graph_caption_record = Diễn biến ván cờ (lên: { $side } có lợi hơn; bấm để nhảy tới)
wins_by_force_record = Từ đây { $winner } thắng chắc trong { $moves } nước của mình: { $line }.
wins_at_once_record = Từ đây { $winner } thắng ngay: { $line }.
held_how_record = Sau nước đó { $winner } không có thế thắng chắc bằng bốn và ba: mọi đường như vậy đều đã được tính, tới tối đa { $moves } nước của { $winner } ({ $positions } thế cờ).
no_defence_found_record = Không tìm thấy cách phòng thủ: với mỗi nước trong { $tried } nước đã thử thay thế, { $winner } vẫn thắng chắc (hoặc không xác định được).
lost_from_first_move_record = { $winner } đã có thế thắng chắc ngay từ nước đầu tiên của đối phương.
lost_from_the_start_record = Ngay từ đầu đoạn mà máy tính được, { $side } đã ở thế thua.
missed_win_record = Nước { $number } ({ $point }): { $side } đã có thế thắng chắc: { $line }
