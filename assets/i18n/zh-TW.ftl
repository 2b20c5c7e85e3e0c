## screen

## The top bar.
score = 分數 { $points }
score_unknown = 分數 …
problems_last = ⚠ 仍有 { $count } 個問題
dismiss_all = 全部關閉
record = { $wins } 勝，{ $losses } 負，{ $draws } 和
level_label = 難度
rule_label = 規則
board_label = 棋盤
play_as_label = 你執
language_hover = 語言
switch_language = 語言：切換為 { $to }
new_game = 新局
undo = 悔棋
hint = 提示
hint_hover = F11：AI 建議你下的一手
games = 對局
your_games_item = 你的對局…
games_hover = 你下過的對局，可以覆盤，還有分數的變化

## The status bar.
practice = 練習，不計分 · { $turn }
numbers = 手順
numbers_hover = N：在棋子上顯示手順
thinking_toggle = 思考
thinking_toggle_hover = I：顯示電腦棋手的思考：它對局面的判斷、讀了多深、預計的變化（外部引擎：它自己的訊息）
thought_line = { $player }（{ $colour }）：{ $eval }，深度 { $depth }：{ $play }
thinking_line = { $player }（{ $colour }）思考中：{ $eval }，深度 { $depth }：{ $play }
thought_threats = { $player }（{ $colour }）：{ $eval }，由衝四活三算出：{ $play }
thought_said = { $player }（{ $colour }）說：{ $text }
you_win = 你贏了！
computer_wins = { $computer }獲勝。
a_draw = 和局。
thinking = { $computer }思考中…
looking_for_hint = 正在幫你找一步好棋…
your_move = 輪到你（{ $you }）· 第 { $number } 手
status_reviewing = 覆盤中 · 第 { $at } / { $total } 手
why = { $computer }{ $why }。
last_move = 上一手 { $point }
no_moves_yet = 尚未落子
sound_on = 聲音：開
sound_off = 聲音：關
sound_hover = 音樂與音效
sound_none = 無聲音
sound_none_hover = 找不到音訊輸出裝置：遊戲將無聲進行。
threats = 威脅
threats_hover = T：每個點下黑子或白子各會形成什麼
heat_map = 熱度圖
heat_map_hover = A：電腦給每個點的評分
ok = 確定

## The overlays' legends.
heat_legend_cold = 熱度圖（{ $level }）：冷
heat_legend_hot = 熱 · 圓圈：電腦要下的點
threat_legend = 威脅（深色：黑棋，淺色：白棋）：{ $marks }
threat_marks = 5 連五 · 4+ 活四 · 44 四四 · 43 四三 · 4 衝四 · 33 三三 · 3 活三
threat_legend_renju = { " " }· × 黑棋禁手 · 紅圈：白棋的陷阱

## The game-over screen.
title_won = 你贏了！
title_lost = 你輸了
title_drawn = 和局
current_score = 目前分數：{ $score }
play_again = 按任意鍵或點一下，再下一局
series_tally = 本次觀戰：{ $first } { $first_wins } – { $second_wins } { $second }
series_tally_drawn = 本次觀戰：{ $first } { $first_wins } – { $second_wins } { $second }，和棋：{ $draws }
watch_next = 幾秒後開始下一局（暫停可停住）
where_did_i_lose = 我輸在哪裡？
where_did_i_lose_hover = 電腦覆盤整局，找出輸掉這局的那一手

## The questions.
resign_question = 要認輸這一局嗎？
counts_as_loss = 這會算輸一局。
resign = 認輸
keep_playing = 繼續下
resume_question = 要繼續上次沒下完的棋嗎？
unfinished_game = { $size } 棋盤，{ $rule }規則，對手「{ $level }」，已下 { $moves } 手；你執{ $colour }。
resume = 繼續
resign_unfinished = 認輸（算輸一局）

## The games window.
your_games = 你的對局
reading_games = 正在讀取你的對局…
no_games_yet = 還沒有對局：每一局下完的棋都會保存在這裡。
score_after_each_game = 每局之後的分數
score_word = 分數
games_played_axis = 已下局數
chart_point = 第 { $game } 局：分數 { $score }
save_record = 儲存…
save_hover = 把顯示的對局儲存為棋譜（PSQ，或 .txt 著手字串）
open_record = 開啟…
open_hover = 開啟棋譜（PSQ 或著手字串）來覆盤
save_title = 儲存對局
open_title = 開啟棋譜
psq_filter = Piskvork 棋譜
moves_filter = 著手字串
saved_to = 已將對局儲存至 { $path }。
saved_without_dialog = 這裡無法開啟檔案對話方塊，所以對局已儲存至 { $path }。
no_open_dialog = 這裡無法開啟檔案對話方塊：請把 .psq 檔案拖到視窗上，或用 Ctrl+V 貼上棋譜。
save_failed = 無法儲存 { $path }：{ $error }
nothing_to_save = 還沒有可以儲存的著手。
analysis_kept = 分析棋盤上未儲存的著手、變化和註解已保留在 { $path }：在分析棋盤上用「開啟 SGF…」即可再次開啟。
kept_game = { $level } · { $rule } · { $size } · 執{ $colour }，共 { $moves } 手
review = 覆盤

## The review panel.
where_was_the_game_lost = 這局輸在哪裡？
play_on = 從這裡接著下
play_on_hover = 從這個局面開始練習對局：不影響你的分數
review_heading = 覆盤（你執{ $you }）
review_heading_record = 覆盤（從{ $side }的角度）
reviewing = 電腦正在覆盤這局…
cancel = 取消
review_stopped = 覆盤中止：{ $why }
graph_caption = 局勢走向（越高你越有利；點一下可跳至該手）
close_review = 關閉覆盤
lost_the_game = 第 { $number } 手 { $point } 輸掉了這局。
wins_by_force = 此後電腦必勝，電腦再下 { $moves } 手即成連五：{ $line }。
wins_at_once = 此後電腦立刻獲勝：{ $line }。
would_have_held = 下在 { $point } 本來可以守住。
held_how = 下這手之後，電腦沒有靠衝四和活三的必勝：所有這類變化都已算過，最多算到電腦的 { $moves } 手（共 { $positions } 個局面）。
no_defence_found = 找不到守住的下法：改下試過的 { $tried } 手中的任何一手，電腦仍然必勝（或無法判斷）。
lost_from_first_move = 從你的第一手起，電腦就已經必勝。
hardest = 第 { $number } 手（{ $point }）：改下 { $better } 能讓電腦贏得最慢（電腦需 { $moves } 手）。
show_the_mistake = 查看失誤
step_through_the_win = 逐步查看勝法
lost_from_the_start = 從電腦能算到的第一個局面起，你就已經輸了。
no_single_move = 沒有哪一手單獨輸掉這局。
fell_most_after = 評估在這幾手之後下降最多：
fall = 第 { $number } 手（{ $point }）：從 { $before } 變為 { $after }
missed_win = 第 { $number } 手（{ $point }）：你原本必勝：{ $line }
showing_line = 正在顯示變化：第 { $shown } / { $total } 手（用方向鍵逐步）
moves_heading = 棋譜（方向鍵、Home、End）：第 { $at } / { $total } 手
eval_win = { $plies } 手勝
eval_loss = { $plies } 手負

# Every reply the search read loses, not every reply was read.
eval_unproved_win = 勝勢，未證明

# Every move the search read loses, not every move was read.
eval_unproved_loss = 敗勢，未證明

## Why the computer moved (`teacher::Reason`), after its colour.
reason_wins_with_five = 在 { $at } 連五獲勝
reason_blocks_five = 在 { $at } 擋住你的連五
reason_wins_by_fours = 連續衝四必勝：{ $fours }
reason_four_with_forbidden_defence = 在 { $at } 衝四，你擋不住：{ $defence } 是黑棋禁手
reason_makes_four = 衝四：你必須在 { $answer } 應對
reason_blocks_open_three = 在 { $at } 擋住你的活三
reason_blocks_double_four = 佔住你的四四點 { $at }
reason_blocks_four_three = 佔住你的四三點 { $at }
reason_blocks_double_three = 佔住你的三三點 { $at }
reason_blocks_four = 在 { $at } 擋住你的衝四
reason_makes_double_three = 在 { $at } 做成兩個活三
reason_makes_open_three = 在 { $at } 做成活三
reason_builds_toward = 為 { $toward } 鋪路
reason_plays = 下在 { $at }

## The window.
window_title = 五子棋

## messages

## Notices ([`Lang::notice`]). `error`: the operating system's or the
## JSON reader's own words, as they come; `path`, `name`: a file.
no_data_dir = 找不到這個使用者存放資料的資料夾：進度不會被儲存。
data_folder_is_a_file = 存放資料的資料夾 { $path } 是一個檔案，不是資料夾：請把它移走，才能儲存進度。
data_folder_below_a_file = 無法建立存放資料的資料夾 { $path }，因為 { $file } 是一個檔案：請把它移走，才能儲存進度。
moved_aside = { $path } { $problem }。原檔案已保留為 { $aside }，並重新建立了一份。
not_moved_aside = { $path } { $problem }，而且無法將它移到一旁（{ $error }）。目前先使用預設值；若要保留這個檔案，請自行把它移走。
file_unreadable = 無法讀取（{ $error }）
file_not_understood = 無法解讀（{ $error }）
file_not_settings = 內容不是設定（不是 JSON 物件）
file_moves_do_not_replay = 內含無法重播的著手（{ $error }）
file_not_regular = 不是一般檔案，而是{ $what }
file_too_large = 大於 { $size }
settings_reset = { $path } 中有些設定無法解讀，已重設：{ $fields }。
field_reset = { $name } { $found }（現為「{ $now }」）
unfinished_lost = 無法繼續你上次沒下完的棋。{ $why }
games_unreadable = 無法列出你的對局：無法讀取 { $path }（{ $error }）。
damaged_game = { $path }：{ $problem }
kept_games_left_out = 有 { $count } 局保存的對局無法讀取，已略過：{ $which }。
ai_not_started = 無法啟動電腦的執行緒（{ $error }）；重新開局或許有幫助。
ai_stopped = AI 執行緒已停止；重新開局或許有幫助。
could_not_save = 無法儲存 { $name }：{ $why }
could_not_write = 無法儲存至 { $path }：{ $error }
could_not_encode = 無法編碼 { $name }：{ $error }
moves_do_not_replay = 其中的著手無法重播（{ $error }）
game_already_over = 這局棋已經結束
review_cancelled = 覆盤已取消
pasted_not_a_record = 貼上的文字不是棋譜（著手字串或 PSQ 檔案）：{ $error }
could_not_open_file = 無法開啟 { $path }：{ $error }
too_large_for_a_record = 它大於 { $size }：太大了，不可能是棋譜
record_file_not_regular = 它不是一般檔案，而是{ $what }
could_not_start_reading = 無法開始讀取棋譜：{ $error }

## What is wrong with a record ([`Lang::record_error`]).
on_line = 第 { $line } 行：{ $what }
record_empty = 棋譜裡沒有著手
sgf_unexpected = 出現「{ $found }」，但 SGF 在此應為「(」「;」「)」或屬性
sgf_unclosed_value = 文字在某個值之內就結束了：缺少「]」
sgf_unclosed_tree = 文字在變化的「)」之前就結束了
sgf_empty = 有沒有節點的變化，或沒有值的屬性
sgf_not_gomoku = GM[{ $found }] 是其他棋類的棋譜（五子棋為 GM[4]）
sgf_bad_size = SZ[{ $found }] 不是棋盤大小
sgf_bad_point = 「{ $found }」不是座標（兩個字母，「aa」為左上角）
sgf_pass = 第 { $number } 手（{ $written }）是虛手，五子棋沒有虛手
sgf_out_of_turn = 第 { $number } 手（{ $written }）是{ $colour }的著手，但此時並非輪到{ $colour }
sgf_set_up_later = 第一個節點之後的擺子（AB、AW、AE）不會被讀取
sgf_bad_set_up = 擺子 { $written } 在棋盤外，或與其他棋子重疊
sgf_set_up_five = 擺好的棋子已經連五
sgf_too_deep = 變化的巢狀層數比任何對局都深（超過 { $most } 層）
sgf_set_up_not_moves = 這局從擺好的棋子（AB、AW）開始，著手清單無法表示
record_not_text = 這不是文字（含有 NUL 位元組），所以不是棋譜
record_bad_header = 標頭應為「Piskvorky 寬x高, …」，而不是「{ $found }」
record_bad_coordinate = 「{ $found }」不是座標
record_bad_time = 「{ $found }」不是以毫秒為單位的時間
record_bad_notation = 不是著手字串：{ $what }
not_a_column = 這裡應為欄的字母，卻是「{ $found }」
no_row = 欄「{ $letter }」後面沒有列號
row_zero = { $letter }0 不是一個點：沒有第 0 列（列號從 1 開始）
leading_zero = { $point }：列號前面不加 0
point_off_board = { $point } 不在 { $size } 路的棋盤上
record_unsupported_size = 不支援 { $size } 路的棋盤（支援 { $min } 到 { $max } 路）
record_not_square = { $width }x{ $height } 的棋盤不是正方形
record_size_mismatch = 檔案是 { $found } 路棋盤的，但要求的是 { $asked } 路
record_off_board = 第 { $number } 手（{ $written }）在棋盤外
record_occupied = 第 { $number } 手（{ $written }）下在已有棋子的點上
record_after_game_over = 第 { $number } 手（{ $written }）出現在對局結束之後
record_forbidden = 第 { $number } 手（{ $written }）是黑棋禁手（{ $why }）
record_move_after_trailer = 棋譜結尾的幾行之後又出現著手

## Notices the window gives itself (`error`: [`Lang::save_failure`],
## [`Lang::resume_error`], [`Lang::review_error`]).
not_counted_retry = 這局暫時無法計入你的分數（{ $error }）。下次啟動遊戲時會計入。
not_counted = 這局無法計入你的分數：{ $error }
not_kept = 這局已計入你的分數（現為 { $score }），但無法保存到你的對局中：{ $error }
no_slot = 這個視窗無法保存未下完的棋：若在對局中途關閉視窗，這局就會遺失（{ $error }）。
could_not_resume = 無法繼續你上次沒下完的棋：{ $error }
could_not_review = 無法覆盤這局：{ $error }
could_not_open_record = 無法開啟這份棋譜：{ $error }
could_not_open_game = 無法開啟這局：{ $error }
cannot_play_on_size = { $lines } 路棋盤的對局無法在這裡接著下。
could_not_play_on = 無法從這裡接著下：{ $error }

## seats

## The seats and the clock, in the top bar.
black_seat_label = 黑方
white_seat_label = 白方
person_seat = 真人
person_seat_hover = 由坐在這台電腦前的人下這一方
engine_seat_hover = 外部 Gomocup 引擎：{ $command }
add_engine = 新增引擎…
add_engine_hover = 選擇一個 Gomocup 引擎程式（pbrain-…），讓它下任一方
alternate_toggle = ⇄ 輪流
alternate_hover = 每開新局，黑白雙方互換
clock_label = 計時
per_move = 每手 { $time }
match_time = { $base } + { $increment }
no_clock = 不計時
clock_hover = 每手限時只約束電腦；採用對局計時（分鐘 + 每手加秒）時，誰先用完時間誰輸
clock_other = 其他…
clock_other_hover = 自訂計時：任意的每步限時，或任意的局時加每步加秒
time_dialog_title = 計時方式
time_dialog_per_move = 電腦每步限時
time_dialog_match = 每方局時，每走一步再加秒
time_dialog_use = 使用此計時
minutes_seconds = { $minutes } 分 { $seconds } 秒
minutes = { $minutes } 分
seconds = { $seconds } 秒
engine_path_prompt = 這裡無法開啟檔案對話方塊。請輸入引擎程式的路徑：
add = 新增
programs_filter = 程式

## Opening rules.
opening_label = 開局
opening_free = 自由
opening_free_hover = 黑棋先下，可下在任何位置
opening_swap2 = swap2
opening_swap2_hover = Gomocup 與錦標賽採用的開局：黑方座位先擺三子（黑、白、黑）；白方座位可選擇執黑、執白，或再擺兩子讓對方選擇。僅限自由與標準規則
opening_centre = 天元
opening_centre_hover = 連珠的基本開局：黑棋第一子下在天元，接著白棋下
swap2_heading = swap2：由你選擇
swap2_after_three = 已擺好三子。你可以執黑（接著白棋下）、執白並下第四子，或再擺兩子（先白後黑）讓對方選擇。
swap2_after_five = 已擺好五子。你可以執黑，或執白並下第六子。
take_black = 執黑
take_white = 執白
place_two = 再擺兩子
opening_placing = 開局：{ $name } 擺第 { $stone } 子。
opening_choosing = 開局：{ $name } 正在選擇…
opening_place = 開局：請擺第 { $stone } 子。
opening_your_choice = 開局：請你選擇。
opening_choose_for = 開局：請替 { $name } 選擇。
player_no_swap2 = { $name } 不支援 swap2（{ $detail }）：它在開局中的部分由你決定。

## The coach of the opening.
coach_judging = 大師正在判斷局面…
coach_sees = { $judge } 搜尋了 { $nodes } 個局面：{ $balance }。
coach_decided = { $judge }{ $what }：它認為{ $balance }。
balance_black_wins = 黑棋必勝
balance_white_wins = 白棋必勝
balance_even = 大致均勢（{ $score }）
balance_black = 黑棋較優（{ $score }）
balance_white = 白棋較優（{ $score }）
line_wins = { $colour } { $plies } 手勝
line_even = 大致均勢
line_slightly_better = { $colour }略優
line_better = { $colour }較優
line_much_better = { $colour }大優
line_winning = { $colour }勝勢，未證明
decided_three = 擺好了三子
decided_black = 選擇執黑
decided_white = 選擇執白
decided_two = 再擺了兩子
review_opening_stones = 前 { $count } 子是開局時、在決定顏色之前擺的：不當作你的著手來評判。
review_opening_stones_record = 前 { $count } 子是開局時、在決定顏色之前擺的：不當作任何一方的著手來評判。

## Watching two computers.
pause = 暫停
go_on = ▶ 繼續
step = 單步
watch_speed = 每手間隔

## The status bar and the end of a game.
seat_thinking = { $name } 思考中…
seat_to_move = 輪到{ $colour }。
watch_paused = 已暫停。
lost_on_time = { $name }（{ $colour }）超時。
forfeited = { $name }（{ $colour }）判負。
side_wins = { $colour }獲勝
kept_game_between = { $players } · { $rule } · { $size } · 共 { $moves } 手
unfinished_between = { $size } 棋盤，{ $rule }規則，{ $players }，已下 { $moves } 手。
leave_unfinished = 放棄這局

## Outside engines that fail.
engine_not_added = 無法新增引擎 { $path }：{ $error }
engine_added = 已新增引擎 { $name }：黑方、白方都可以選擇它。
player_not_started = 無法啟動 { $name }：{ $detail }。本局判它負。
player_crashed = { $name } 在對局中停止了：{ $detail }。判它負。
player_timed_out = { $name } 沒有在時限內落子（{ $detail }）。判它超時負。
player_garbage = { $name } 沒有給出著手：{ $detail }。判它負。
player_illegal = { $name }：{ $detail }。判它負。

## soosorv
opening_soosorv = Soosõrv-8
opening_soosorv_hover = RIF 世界錦標賽的開局規則：黑方下出 26 種開局之一，白方可交換；白方下第四子並宣告黑方要提出幾個第五手打點（1 到 8）；黑方可交換；白方從打點中選一個後繼續下
player_no_soosorv = { $name } 不支援 Soosõrv-8 開局（{ $detail }）：它在開局中的部分由你決定。
soosorv_first = 開局：請把黑棋第一子下在天元。
soosorv_second = 開局：請把白子下在天元旁邊。
soosorv_third = 開局：請把黑棋第二子下在中央 5×5 範圍內。
soosorv_fourth = 開局：你執白，第四子可下在任何位置。
soosorv_offer = 開局：你執黑，請提出第五手打點，彼此不可對稱（{ $done } / { $count }；點一下已提出的打點可收回）。
soosorv_pick = 開局：你執白，請從黑方的打點中選一個作為第五手。
soosorv_symmetric = 這個點與 { $point } 的打點對稱：請另選一點。
soosorv_offering = 開局：{ $name } 正在提出第五手打點…
soosorv_picking = 開局：{ $name } 正在選擇第五手…
soosorv_heading = Soosõrv-8：由你選擇
soosorv_declare_heading = Soosõrv-8：幾個第五手打點？
soosorv_declare_text = 黑方將提出這個數量、彼此不對稱的第五手打點，由你從中選一個。打點越多，你的選擇越多；黑方在此之前仍可交換。
soosorv_after_three = 開局三子已擺好。請選擇執黑，或執白並下第四子。
soosorv_after_four = 黑方將提出 { $count } 個第五手打點。繼續執黑並提出打點，或執白並從中選一個。
decided_fourth = 下了第四子，並要求 { $count } 個第五手打點
decided_offers = 提出了 { $count } 個第五手打點
decided_pick = 選擇 { $point } 作為第五手

## puzzles
puzzles_button = 習題
puzzles_hover = 取自你自己的對局和內建題庫的習題，每一題都經電腦證明
puzzles_title = 習題
question_fours = { $side }先：用連續衝四取勝（每一手都是四）。
question_threes = { $side }先：用活三和衝四取勝。
question_hold = { $side }先：對方有必勝的威脅。找出守得住的一手。
question_trap = { $side }先：取勝。黑棋的防守點會是禁手。
question_forbidden = 黑先：有一個點在沒有連珠規則時能取勝，但它是黑棋的禁手。請點它。
puzzle_builtin = 內建習題第 { $number } 題，共 { $total } 題
puzzle_from_game = 取自你 { $date } 的對局，第 { $move_number } 手
answer_right = 正確。最佳防守：{ $reply }。繼續。
answer_right_unstoppable = 正確。現在已經擋不住連五：下出來吧。
solved_first_try = 一次就解出！
solved_later = 已解出。
holding_moves = 守得住的著手（{ $count } 手）：{ $points }。
wrong_opponent_wins = 不對：這手之後對方必勝，對方再下 { $moves } 手即成連五，如圖所示。再試一次。
wrong_win_gone = 不對：對方下 { $reply } 之後，電腦再也找不到靠衝四和活三的必勝。再試一次。
wrong_not_forbidden = { $point } 對黑棋不是禁手。再試一次。
answer_unclear = 電腦無法證明 { $point } 是對是錯。請換一手試試。
answer_illegal = 這個點不能下。
puzzle_checking = 檢查中…
hint_given = 下一手在標示的方框內。
try_again = 再試一次
puzzle_hint = 看哪裡
puzzle_solution = 解答
solution_back = ◀ 上一步
solution_forward = 下一步 ▶
solution_step = 解答：第 { $shown } / { $total } 手
next_puzzle = 下一題
no_puzzle_left = 今天沒有該做的習題了。明天再來吧。
puzzles_today = 今日習題：{ $count } 題 · 連續：{ $streak } 天
puzzles_from_games = 取自你對局的習題：{ $count } 題
puzzles_item = 習題…
open_puzzles = 開啟習題

## analysis
analysis_item = 分析棋盤
analysis_hover = 擺出任意局面或取用棋盤上的局面，查看大師的最佳變化，並把自己的想法存為分支
analysis_title = 分析棋盤
tool_play = 下棋
tool_black = 黑子
tool_white = 白子
tool_erase = 移除
lines_label = 變化數
stop_thinking = 停止
go_thinking = ▶ 思考
thinking_depth = 大師思考中… 深度 { $depth }
thinking_stopped = 大師已停止
thinking_held = { $engine } 正在對局中思考，大師暫停等待
line_row = { $number }. { $eval }（深度 { $depth }）：{ $play }
line_hover = 棋盤上會標出這條變化的手順；點一下即下出它的第一手
analysis_to_move = 輪到{ $colour } · 已下 { $moves } 手
analysis_over = 這個局面中，對局已經結束。
node_back = ◀ 上一手
node_forward = 下一手 ▶
node_promote = 設為主變化
node_delete = 從這裡刪除
variations_here = 後續著手：
node_comment = 註解
edit_from_here = 由此建立新局面
edit_needs_new_position = 只有在下任何一手之前才能更動棋子：請先按「由此建立新局面」（已下的著手和分支將不會保留）。
edit_refused_five = 不行：這樣棋盤上會出現連五，任何對局都不會走到這種局面。
edit_refused_count = 不行：黑子必須和白子一樣多，或多一個。

## names: the names of things
level_seed = 入門
level_classic = 休閒
level_normal = 普通
level_hard = 困難
level_master = 大師
level_seed_description = 入門：教學用的評分表，不往後算
level_classic_description = 休閒：為每個可能的連五評分，不往後算
level_normal_description = 普通：依落子後留下的棋形評估每個點，不往後算
level_hard_description = 困難：往後算幾手，並計算連續衝四的必勝
level_master_description = 大師：深度搜尋與必勝計算
rule_freestyle = 自由
rule_standard = 標準
rule_renju = 連珠
rule_freestyle_description = 五子或更多連成一線即勝
rule_standard_description = 剛好五子才勝；六子以上不算
rule_renju_description = 黑棋不得下三三、四四或長連
play_as_black = 黑棋
play_as_white = 白棋
play_as_alternate = 輪流
result_won = 勝
result_lost = 負
result_drawn = 和
result_resigned = 認輸
threat_open_three = 活三
threat_four = 衝四
threat_double_three = 三三
threat_four_three = 四三
threat_double_four = 四四
threat_open_four = 活四
threat_five = 連五
list_separator = { "；" }
reset_to_default_seats = 你執黑，對手為入門
reset_to_alternate_true = 輪流執黑
reset_to_alternate_false = 顏色固定
reset_to_no_engines = 沒有引擎
reset_to_muted_true = 聲音關閉
reset_to_muted_false = 聲音開啟
reset_to_default_size = 預設大小
reset_to_default_place = 預設位置
reset_to_shown_true = 顯示
reset_to_shown_false = 隱藏
file_kind_folder = 資料夾
file_kind_pipe = 具名管道
file_kind_device = 裝置
file_kind_socket = 通訊端
file_kind_other = 特殊檔案
forbidden_double_three = 三三
forbidden_double_four = 四四
forbidden_overline = 長連

## A stone's colour.
stone_colour = { $case ->
        [inside] { $stone ->
            [black] 黑棋
           *[white] 白棋
        }
       *[start] { $stone ->
            [black] 黑棋
           *[white] 白棋
        }
    }

## The analysis board: set-up, files and the tree.
clear_board = 清空棋盤
clear_board_hover = 從空棋盤重新開始（已下的著手、分支和註解都不會保留）
black_first = 黑棋先下
white_first = 白棋先下
to_move_hover = 擺出的局面中輪到哪一方下。擺上或移除棋子時，會依雙方的棋子數決定輪到哪一方（一樣多時輪到黑棋，黑棋多一子時輪到白棋）；在這裡可以改為輪到另一方。
side_needs_new_position = 只有在下任何一手之前才能更改先下的一方：請先按「由此建立新局面」。
refused_does_not_fit = 不行：{ $point } 的棋子會落在那個棋盤之外。
refused_rule_move = 不行：在{ $rule }規則下，棋譜樹中有一手無法下出（禁手點，或連五之後的著手）。
sgf_bad_player = { $written } 不可能成立：輪到下棋的一方須為 B 或 W，且黑子必須和白子一樣多，或多一個
save_sgf = 儲存 SGF…
open_sgf = 開啟 SGF…
save_sgf_title = 把分析儲存為 SGF
open_sgf_title = 在分析棋盤上開啟 SGF 檔案
sgf_filter = SGF 棋譜
sgf_saved = 已將分析儲存至 { $path }。
sgf_saved_without_dialog = 這裡無法開啟檔案對話方塊，所以分析已儲存至 { $path }。
no_sgf_dialog = 這裡無法開啟檔案對話方塊：請在分析棋盤開啟時，把 .sgf 檔案拖到視窗上。
sgf_opened = 已開啟 { $path }。
tree_label = 著手和分支（點一下即可顯示）：
tree_start = 起始局面
only_move_row = 1. { $play }：大師不經評估直接下這一手

# A game not the player's: the colours instead of "you" and "the computer".
graph_caption_record = 局勢走向（越高{ $side }越有利；點一下可跳至該手）
wins_by_force_record = 此後{ $winner }必勝，{ $winner }再下 { $moves } 手即成連五：{ $line }。
wins_at_once_record = 此後{ $winner }立刻獲勝：{ $line }。
held_how_record = 下這手之後，{ $winner }沒有靠衝四和活三的必勝：所有這類變化都已算過，最多算到{ $winner }的 { $moves } 手（共 { $positions } 個局面）。
no_defence_found_record = 找不到守住的下法：改下試過的 { $tried } 手中的任何一手，{ $winner }仍然必勝（或無法判斷）。
lost_from_first_move_record = 從對方的第一手起，{ $winner }就已經必勝。
lost_from_the_start_record = 從電腦能算到的第一個局面起，{ $side }就已經輸了。
missed_win_record = 第 { $number } 手（{ $point }）：{ $side }原本必勝：{ $line }
