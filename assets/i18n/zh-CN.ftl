
## screen

## The top bar.
score = 得分 { $points }
score_unknown = 得分 …
problems_last = ⚠ 仍有 { $count } 个问题
dismiss_all = 全部关闭
record = 胜 { $wins }，负 { $losses }，和 { $draws }
level_label = 难度
rule_label = 规则
board_label = 棋盘
play_as_label = 你执
language_hover = 语言
switch_language = 语言：切换到 { $to }
new_game = 新局
undo = 悔棋
hint = 提示
hint_hover = F11：电脑替你想的一步
games = 对局
your_games_item = 你的对局…
games_hover = 你下过的棋，可以复盘，还有得分的变化

## The status bar.
practice = 练习，不计分 · { $turn }
numbers = 手数
numbers_hover = N：在棋子上显示第几手
thinking_toggle = 思考
thinking_toggle_hover = I：显示电脑棋手的思考：它对局面的判断、读了多深、预计的变化（外部引擎：它自己的消息）
thought_line = { $player }（{ $colour }）：{ $eval }，深度 { $depth }：{ $play }
thinking_line = { $player }（{ $colour }）思考中：{ $eval }，深度 { $depth }：{ $play }
thought_threats = { $player }（{ $colour }）：{ $eval }，由冲四活三算出：{ $play }
thought_said = { $player }（{ $colour }）说：{ $text }
you_win = 你赢了！
computer_wins = { $computer }胜。
a_draw = 和棋。
thinking = { $computer }思考中…
looking_for_hint = 正在替你找一步好棋…
your_move = 轮到你（{ $you }）· 第 { $number } 手
status_reviewing = 复盘中 · 第 { $at } / { $total } 手
why = { $computer }{ $why }。
last_move = 上一手 { $point }
no_moves_yet = 还没有落子
sound_on = 声音：开
sound_off = 声音：关
sound_hover = 音乐和音效
sound_none = 无声音
sound_none_hover = 没有找到音频输出设备：游戏将无声进行。
threats = 威胁
threats_hover = T：每个点上落下黑子或白子会形成什么
heat_map = 热力图
heat_map_hover = A：电脑给每个点打的分
ok = 知道了

## The overlays' legends.
heat_legend_cold = 热力图（{ $level }）：冷
heat_legend_hot = 热 · 圆圈：它会下的点
threat_legend = 威胁（深色：黑棋，浅色：白棋）：{ $marks }
threat_marks = 5 五连 · 4+ 活四 · 44 双四 · 43 四三 · 4 冲四 · 33 双三 · 3 活三
threat_legend_renju = { " " }· × 黑棋禁手 · 红圈：白棋的陷阱

## The game-over screen.
title_won = 你赢了！
title_lost = 你输了
title_drawn = 和棋
current_score = 当前得分：{ $score }
play_again = 按任意键或点击，再来一局
series_tally = 本次观战：{ $first } { $first_wins } – { $second_wins } { $second }
series_tally_drawn = 本次观战：{ $first } { $first_wins } – { $second_wins } { $second }，和棋：{ $draws }
watch_next = 几秒后开始下一局（暂停可停住）
where_did_i_lose = 我输在哪里？
where_did_i_lose_hover = 电脑复盘整局，找出输掉的那一手

## The questions.
resign_question = 认输这一局吗？
counts_as_loss = 这算输一局。
resign = 认输
keep_playing = 继续下
resume_question = 继续上次没下完的棋吗？
unfinished_game = { $size } 棋盘，{ $rule }规则，对手「{ $level }」，已下 { $moves } 手；你执{ $colour }。
resume = 继续
resign_unfinished = 认输（算输一局）

## The games window.
your_games = 你的对局
reading_games = 正在读取你的对局…
no_games_yet = 还没有对局：每局下完的棋都会保存在这里。
score_after_each_game = 每局之后的得分
score_word = 得分
games_played_axis = 已下局数
chart_point = 第 { $game } 局：得分 { $score }
save_record = 保存…
save_hover = 把显示的棋局保存为棋谱（PSQ，或 .txt 着法串）
open_record = 打开…
open_hover = 打开棋谱（PSQ 或着法串）进行复盘
save_title = 保存棋局
open_title = 打开棋谱
psq_filter = Piskvork 棋谱
moves_filter = 着法串
saved_to = 棋局已保存到 { $path }。
saved_without_dialog = 此处无法打开文件对话框，棋局已保存到 { $path }。
no_open_dialog = 此处无法打开文件对话框：可把 .psq 文件拖到窗口上，或用 Ctrl+V 粘贴棋谱。
save_failed = 无法保存 { $path }：{ $error }
nothing_to_save = 还没有可保存的着法。
analysis_kept = 分析棋盘上未保存的着法、变化和注释已保留在 { $path }：在分析棋盘上用“打开 SGF…”即可再次打开。
kept_game = { $level } · { $rule } · { $size } · 执{ $colour }下了 { $moves } 手
review = 复盘

## The review panel.
where_was_the_game_lost = 这局输在哪里？
play_on = 从这里接着下
play_on_hover = 从这个局面开始练习，不影响得分
review_heading = 复盘（你执{ $you }）
review_heading_record = 复盘（从{ $side }一方看）
reviewing = 电脑正在复盘…
cancel = 取消
review_stopped = 复盘中止：{ $why }
graph_caption = 局势走向（越高你越占优；点击跳到那一手）
close_review = 关闭复盘
lost_the_game = 第 { $number } 手 { $point } 输掉了这局。
wins_by_force = 此后电脑 { $moves } 手之内必胜：{ $line }。
wins_at_once = 此后电脑立即获胜：{ $line }。
would_have_held = 下在 { $point } 本可守住。
held_how = 此后电脑没有靠冲四、活三取胜的必胜：所有这类变化都已算过，最多 { $moves } 手（{ $positions } 个局面）。
no_defence_found = 没有找到守住的办法：换成试过的 { $tried } 手中任何一手，电脑仍然必胜（或无法判断）。
lost_from_first_move = 从你的第一手起，电脑就已有必胜。
hardest = 第 { $number } 手（{ $point }）：下在 { $better } 能让电脑赢得最慢（{ $moves } 手）。
show_the_mistake = 看这步失误
step_through_the_win = 一步步看它怎么赢
lost_from_the_start = 在电脑能算到的范围内，你从一开始就输定了。
no_single_move = 没有哪一手单独输掉了这局。
fell_most_after = 形势下降最多的几手：
fall = 第 { $number } 手（{ $point }）：从 { $before } 到 { $after }
missed_win = 第 { $number } 手（{ $point }）：你本有必胜：{ $line }
showing_line = 正在演示变化：第 { $shown } / { $total } 手（方向键逐步）
moves_heading = 棋谱（方向键、Home、End）：第 { $at } / { $total } 手
eval_win = { $plies } 手内胜
eval_loss = { $plies } 手内负

# Every reply the search read loses, not every reply was read.
eval_unproved_win = 胜势，未证明

# Every move the search read loses, not every move was read.
eval_unproved_loss = 败势，未证明

## Why the computer moved (`teacher::Reason`), after its colour.
reason_wins_with_five = 在 { $at } 连成五子获胜
reason_blocks_five = 在 { $at } 挡住你的五连
reason_wins_by_fours = 连续冲四必胜：{ $fours }
reason_four_with_forbidden_defence = 在 { $at } 冲四，你挡不住：{ $defence } 是黑棋禁手
reason_makes_four = 冲四：你必须在 { $answer } 应对
reason_blocks_open_three = 在 { $at } 挡住你的活三
reason_blocks_double_four = 占住你的双四点 { $at }
reason_blocks_four_three = 占住你的四三点 { $at }
reason_blocks_double_three = 占住你的双三点 { $at }
reason_blocks_four = 在 { $at } 挡住你的冲四
reason_makes_double_three = 在 { $at } 做成双活三
reason_makes_open_three = 在 { $at } 做成活三
reason_builds_toward = 为 { $toward } 铺路
reason_plays = 下在 { $at }

## The window.
window_title = 五子棋

## messages

## Notices ([`Lang::notice`]). `error`: the operating system's or the
## JSON reader's own words, as they come; `path`, `name`: a file.
no_data_dir = 找不到这个用户的数据文件夹：进度不会保存。
data_folder_is_a_file = 数据文件夹 { $path } 是一个文件，不是文件夹：把它移走才能保存进度。
data_folder_below_a_file = 无法建立数据文件夹 { $path }，因为 { $file } 是一个文件：把它移走才能保存进度。
moved_aside = { $path } { $problem }。原文件已改名保留为 { $aside }，并重新开始了一份。
not_moved_aside = { $path } { $problem }，而且无法改名保留（{ $error }）。现在先用默认值；想保留这个文件的话，请自己把它移走。
file_unreadable = 无法读取（{ $error }）
file_not_understood = 无法识别（{ $error }）
file_not_settings = 里面不是设置（不是 JSON 对象）
file_moves_do_not_replay = 里面的着法无法重放（{ $error }）
file_not_regular = 不是普通文件，而是{ $what }
file_too_large = 超过 { $size }，太大了
settings_reset = { $path } 中有些设置无法识别，已重设：{ $fields }。
field_reset = { $name } { $found }（现为「{ $now }」）
unfinished_lost = 上次没下完的棋无法继续。{ $why }
games_unreadable = 无法列出你的对局：无法读取 { $path }（{ $error }）。
damaged_game = { $path }：{ $problem }
kept_games_left_out = 有 { $count } 局保存的棋无法读取，已略过：{ $which }。
ai_not_started = 无法启动电脑思考的线程（{ $error }）；重新开局也许有用。
ai_stopped = 电脑思考的线程停止了；重新开局也许有用。
could_not_save = 无法保存 { $name }：{ $why }
could_not_write = 无法写入 { $path }：{ $error }
could_not_encode = 无法编码 { $name }：{ $error }
moves_do_not_replay = 其中的着法无法重放（{ $error }）
game_already_over = 这局棋已经结束了
review_cancelled = 复盘已取消
pasted_not_a_record = 粘贴的文字不是棋谱（着法串或 PSQ 文件）：{ $error }
could_not_open_file = 无法打开 { $path }：{ $error }
too_large_for_a_record = 它超过 { $size }，太大了，不会是棋谱
record_file_not_regular = 它不是普通文件，而是{ $what }
could_not_start_reading = 无法开始读取棋谱：{ $error }

## What is wrong with a record ([`Lang::record_error`]).
on_line = 第 { $line } 行：{ $what }
record_empty = 棋谱里没有着法
sgf_unexpected = 此处出现「{ $found }」，SGF 在这里应为「(」「;」「)」或属性
sgf_unclosed_value = 文本在一个值里结束：缺少「]」
sgf_unclosed_tree = 文本在变化的「)」之前结束
sgf_empty = 变化里没有节点，或属性没有值
sgf_not_gomoku = GM[{ $found }] 是别的棋类的棋谱（五子棋为 GM[4]）
sgf_bad_size = SZ[{ $found }] 不是棋盘大小
sgf_bad_point = 「{ $found }」不是坐标（两个字母，「aa」为左上角）
sgf_pass = 第 { $number } 手（{ $written }）是停一手，五子棋没有停一手
sgf_out_of_turn = 第 { $number } 手（{ $written }）是{ $colour }的，但此时不该{ $colour }走
sgf_set_up_later = 第一个节点之后的摆子（AB、AW、AE）无法读取
sgf_bad_set_up = 摆子 { $written } 在棋盘外或与别的棋子重叠
sgf_set_up_five = 摆好的棋子已经连成五子
sgf_too_deep = 变化嵌套得比任何一局棋都深（超过 { $most } 层）
sgf_set_up_not_moves = 这局棋从摆好的棋子（AB、AW）开始，着法列表无法保存
record_not_text = 这不是文本（含有 NUL 字节），所以不是棋谱
record_bad_header = 开头一行应为「Piskvorky 宽x高, …」，而不是「{ $found }」
record_bad_coordinate = 「{ $found }」不是坐标
record_bad_time = 「{ $found }」不是以毫秒计的时间
record_bad_notation = 不是着法串：{ $what }
not_a_column = 这里应是列字母，却是「{ $found }」
no_row = 列「{ $letter }」后面没有行号
row_zero = { $letter }0 不是一个点：没有第 0 行（行号从 1 开始）
leading_zero = { $point }：行号前面不能有 0
point_off_board = { $point } 不在 { $size } 路棋盘上
record_unsupported_size = 不支持 { $size } 路棋盘（支持 { $min } 到 { $max } 路）
record_not_square = { $width }x{ $height } 的棋盘不是正方形
record_size_mismatch = 文件是 { $found } 路棋盘的，但要求的是 { $asked } 路
record_off_board = 第 { $number } 手（{ $written }）在棋盘外
record_occupied = 第 { $number } 手（{ $written }）下在已有棋子的点上
record_after_game_over = 第 { $number } 手（{ $written }）在棋局结束之后
record_forbidden = 第 { $number } 手（{ $written }）是黑棋禁手（{ $why }）
record_move_after_trailer = 棋谱的结尾几行之后又出现了着法

## Notices the window gives itself (`error`: [`Lang::save_failure`],
## [`Lang::resume_error`], [`Lang::review_error`]).
not_counted_retry = 这局棋暂时无法计入得分（{ $error }）。下次启动游戏时会计入。
not_counted = 这局棋无法计入得分：{ $error }
not_kept = 这局棋已计入得分（现为 { $score }），但无法保存到你的对局中：{ $error }
no_slot = 这个窗口无法保存未下完的棋：对局中途关闭窗口，这局棋就会丢失（{ $error }）。
could_not_resume = 上次没下完的棋无法继续：{ $error }
could_not_review = 无法复盘这局棋：{ $error }
could_not_open_record = 无法打开这份棋谱：{ $error }
could_not_open_game = 无法打开这局棋：{ $error }
cannot_play_on_size = { $lines } 路棋盘的棋不能在这里接着下。
could_not_play_on = 无法从这里接着下：{ $error }

## seats

## The seats and the clock, in the top bar.
black_seat_label = 黑方
white_seat_label = 白方
person_seat = 真人
person_seat_hover = 由坐在电脑前的人来下这一方
engine_seat_hover = 外部 Gomocup 引擎：{ $command }
add_engine = 添加引擎…
add_engine_hover = 选择一个 Gomocup 引擎程序（pbrain-…），让它执任意一方
alternate_toggle = ⇄ 轮换
alternate_hover = 每开新局，双方交换黑白
clock_label = 用时
per_move = 每步 { $time }
match_time = { $base } + { $increment }
no_clock = 不计时
clock_hover = 每步限时只约束电脑；按局计时（分钟 + 每步加秒）时，谁先用完谁输
clock_other = 其他…
clock_other_hover = 自定义计时：任意的每步限时，或任意的局时加每步加秒
time_dialog_title = 计时方式
time_dialog_per_move = 电脑每步限时
time_dialog_match = 每方局时，每走一步再加秒
time_dialog_use = 使用此计时
minutes_seconds = { $minutes } 分 { $seconds } 秒
minutes = { $minutes } 分
seconds = { $seconds } 秒
engine_path_prompt = 这里无法打开文件对话框。请输入引擎程序的路径：
add = 添加
programs_filter = 程序

## Opening rules.
opening_label = 开局
opening_free = 自由
opening_free_hover = 黑棋先走，随便下
opening_swap2 = swap2 交换
opening_swap2_hover = Gomocup 和锦标赛用的开局：执黑一方先摆三子（黑、白、黑）；另一方选择执黑、执白，或再摆两子让对方选择。仅用于自由和标准规则
opening_centre = 天元开局
opening_centre_hover = 连珠的简单开局：黑棋第一子下在天元，白棋接着走
swap2_heading = swap2：由你选择
swap2_after_three = 已摆三子。你可以执黑（白方接着走），执白并下第四子，或再摆两子（先白后黑）让对方选择。
swap2_after_five = 已摆五子。你可以执黑，或执白并下第六子。
take_black = 执黑
take_white = 执白
place_two = 再摆两子
opening_placing = 开局：{ $name } 摆第 { $stone } 子。
opening_choosing = 开局：{ $name } 正在选择…
opening_place = 开局：请摆第 { $stone } 子。
opening_your_choice = 开局：请你选择。
opening_choose_for = 开局：请替 { $name } 选择。
player_no_swap2 = { $name } 不会 swap2 开局（{ $detail }）：它的开局部分由你来定。

## The coach of the opening.
coach_judging = 大师正在判断局面…
coach_sees = { $judge } 搜索了 { $nodes } 个局面：{ $balance }。
coach_decided = { $judge }{ $what }：它认为{ $balance }。
balance_black_wins = 黑棋必胜
balance_white_wins = 白棋必胜
balance_even = 大致均衡（{ $score }）
balance_black = 黑棋占优（{ $score }）
balance_white = 白棋占优（{ $score }）
line_wins = { $colour } { $plies } 手胜
line_even = 大致均衡
line_slightly_better = { $colour }略优
line_better = { $colour }占优
line_much_better = { $colour }大优
line_winning = { $colour }胜势，未证明
decided_three = 摆好了三子
decided_black = 选择执黑
decided_white = 选择执白
decided_two = 又摆了两子
review_opening_stones = 前 { $count } 子是开局阶段在定下颜色之前摆的，不算作你的着法来评判。
review_opening_stones_record = 前 { $count } 子是开局阶段在定下颜色之前摆的，不算作任何一方的着法来评判。

## Watching two computers.
pause = 暂停
go_on = ▶ 继续
step = 单步
watch_speed = 每步间隔

## The status bar and the end of a game.
seat_thinking = { $name } 正在思考…
seat_to_move = 轮到{ $colour }。
watch_paused = 已暂停。
lost_on_time = { $name }（{ $colour }）超时。
forfeited = { $name }（{ $colour }）判负。
side_wins = { $colour }胜
kept_game_between = { $players } · { $rule } · { $size } · 共 { $moves } 手
unfinished_between = { $size } 棋盘，{ $rule }规则，{ $players }，已下 { $moves } 手。
leave_unfinished = 不下了

## Outside engines that fail.
engine_not_added = 无法添加引擎 { $path }：{ $error }
engine_added = 已添加引擎 { $name }：可在任意一方选择它。
player_not_started = { $name } 无法启动：{ $detail }。本局判其负。
player_crashed = { $name } 在对局中停止了：{ $detail }。判其负。
player_timed_out = { $name } 没有在规定时间内落子（{ $detail }）。判其超时负。
player_garbage = { $name } 没有给出着法：{ $detail }。判其负。
player_illegal = { $name } 下了不合规则的一手：{ $detail }。判其负。

## soosorv
opening_soosorv = 索索夫-8
opening_soosorv_hover = 国际连珠联盟的世锦赛规则：黑方摆出 26 种开局之一，白方可交换；白方下第四子并指定黑方打点数（1 到 8）；黑方可交换；白方从打点中选一个后继续
player_no_soosorv = { $name } 不会索索夫-8 开局（{ $detail }）：它的开局部分由你来定。
soosorv_first = 开局：请把黑棋第一子下在天元。
soosorv_second = 开局：请把白子下在天元旁边。
soosorv_third = 开局：请把黑棋第二子下在中央 5×5 之内。
soosorv_fourth = 开局：你执白，第四子可下在任意位置。
soosorv_offer = 开局：你执黑，请给出互不对称的五手打点（已 { $done }/{ $count }；点已摆的打点可收回）。
soosorv_pick = 开局：你执白，请从黑方打点中选一个作为第五手。
soosorv_symmetric = 该点与 { $point } 的打点对称，请另选。
soosorv_offering = 开局：{ $name } 正在给出打点…
soosorv_picking = 开局：{ $name } 正在选择第五手…
soosorv_heading = 索索夫-8：由你选择
soosorv_declare_heading = 索索夫-8：几个打点？
soosorv_declare_text = 黑方将给出这么多个互不对称的五手打点，由你选一个。打点越多，你的选择越多；黑方在此之前还可以交换。
soosorv_after_three = 三子已摆好。执黑，或者执白并下第四子。
soosorv_after_four = 黑方要给出 { $count } 个打点。继续执黑并给出打点，或者执白并从中选一个。
decided_fourth = 下了第四子并要求 { $count } 个打点
decided_offers = 给出了 { $count } 个打点
decided_pick = 选了第五手 { $point }

## puzzles
puzzles_button = 习题
puzzles_hover = 来自你自己对局的习题和内置习题，每道都经电脑证明
puzzles_title = 习题
question_fours = { $side }走：用连续冲四取胜（每步都是四）。
question_threes = { $side }走：用活三和冲四取胜。
question_hold = { $side }走：对方有必胜的威胁。找出一步守得住的棋。
question_trap = { $side }走：取胜。黑棋的防守点将是禁手。
question_forbidden = 黑走：有一个点若无连珠规则就能取胜，但它是黑棋的禁手。请点出它。
puzzle_builtin = 内置习题 第 { $number } 题，共 { $total } 题
puzzle_from_game = 来自你 { $date } 的对局，第 { $move_number } 手
answer_right = 正确。最顽强的防守：{ $reply }。继续。
answer_right_unstoppable = 正确。现在五连已无法阻止：下出来吧。
solved_first_try = 一次解出！
solved_later = 已解出。
holding_moves = 守得住的棋（{ $count } 步）：{ $points }。
wrong_opponent_wins = 不对：这步之后对方 { $moves } 步内必胜，如图所示。再试一次。
wrong_win_gone = 不对：对方下 { $reply } 之后，电脑再也找不到冲四活三的必胜。再试一次。
wrong_not_forbidden = { $point } 对黑棋不是禁手。再试一次。
answer_unclear = 电脑无法证明 { $point } 的对错。请换一步试试。
answer_illegal = 那个点不能下。
puzzle_checking = 正在验证…
hint_given = 下一步在标出的方框里。
try_again = 再试一次
puzzle_hint = 看哪里
puzzle_solution = 答案
solution_back = ◀ 后退
solution_forward = 前进 ▶
solution_step = 答案：第 { $shown } 步，共 { $total } 步
next_puzzle = 下一题
no_puzzle_left = 今天没有要做的习题了。明天再来。
puzzles_today = 今日习题：{ $count } 道 · 连续：{ $streak } 天
puzzles_from_games = 来自你对局的习题：{ $count } 道
puzzles_item = 习题…
open_puzzles = 打开习题

## analysis
analysis_item = 分析棋盘
analysis_hover = 摆任意局面或取当前棋盘，看大师的最佳变化，把自己的想法存为分支
analysis_title = 分析棋盘
tool_play = 走棋
tool_black = 摆黑子
tool_white = 摆白子
tool_erase = 拿掉
lines_label = 变化数
stop_thinking = 停止
go_thinking = ▶ 思考
thinking_depth = 大师正在思考… 深度 { $depth }
thinking_stopped = 大师已停止
thinking_held = { $engine } 正在对局中思考，大师暂停等待
line_row = { $number }. { $eval }（深度 { $depth }）：{ $play }
line_hover = 棋盘上标出这条变化的落子顺序；点击走出第一步
analysis_to_move = 轮到{ $colour } · 已走 { $moves } 手
analysis_over = 这个局面已经结束。
node_back = ◀ 后退
node_forward = 前进 ▶
node_promote = 设为主变
node_delete = 从这里删除
variations_here = 后续着法：
node_comment = 注释
edit_from_here = 以此局面重新开始
edit_needs_new_position = 只有在走棋之前才能改动棋子：请先点“以此局面重新开始”（已走的着法和分支将不再保留）。
edit_refused_five = 不行：这样棋盘上会出现五连，任何对局都到不了这个局面。
edit_refused_count = 不行：黑子必须和白子一样多，或多一个。

## names
level_seed = 入门
level_classic = 休闲
level_normal = 普通
level_hard = 困难
level_master = 大师
level_seed_description = 入门：教程里的打分表，不往前算
level_classic_description = 休闲：给每个可能连成的五子打分，不往前算
level_normal_description = 普通：按落子后的棋形判断每个点，不往前算
level_hard_description = 困难：往前算几步，会算连续冲四的必胜
level_master_description = 大师：深度搜索，计算必胜
rule_freestyle = 自由
rule_standard = 标准
rule_renju = 连珠
rule_freestyle_description = 五子或更多连成一线即胜
rule_standard_description = 恰好五子才胜，长连不算
rule_renju_description = 黑棋禁手：不能下三三、四四和长连
play_as_black = 黑棋
play_as_white = 白棋
play_as_alternate = 轮流
result_won = 胜
result_lost = 负
result_drawn = 和
result_resigned = 认输
threat_open_three = 活三
threat_four = 冲四
threat_double_three = 双三
threat_four_three = 四三
threat_double_four = 双四
threat_open_four = 活四
threat_five = 五连
list_separator = ；
reset_to_default_seats = 你执黑对初学
reset_to_alternate_true = 轮流执黑
reset_to_alternate_false = 颜色不变
reset_to_no_engines = 没有引擎
reset_to_muted_true = 声音关
reset_to_muted_false = 声音开
reset_to_default_size = 默认大小
reset_to_default_place = 默认位置
reset_to_shown_true = 显示
reset_to_shown_false = 隐藏
file_kind_folder = 文件夹
file_kind_pipe = 命名管道
file_kind_device = 设备
file_kind_socket = 套接字
file_kind_other = 特殊文件
forbidden_double_three = 三三
forbidden_double_four = 四四
forbidden_overline = 长连
stone_colour = { $stone ->
        [black] 黑棋
       *[white] 白棋
    }

## The analysis board: set-up, files and the tree.
clear_board = 清空棋盘
clear_board_hover = 从空棋盘重新开始（已走的着法、分支和注释将不再保留）
black_first = 黑方先走
white_first = 白方先走
to_move_hover = 设定局面中轮到谁走。摆上或拿掉棋子后，按棋子数决定轮走方（一样多时黑方走，黑多一子时白方走）；在这里可以改由另一方走。
side_needs_new_position = 只有在走棋之前才能改变先走方：请先点“以此局面重新开始”。
refused_does_not_fit = 不行：{ $point } 的棋子在那个棋盘上放不下。
refused_rule_move = 不行：在{ $rule }规则下，树中有一手下不出来（禁手点，或五连之后的着法）。
sgf_bad_player = { $written } 不行：轮走方须为 B 或 W，且黑子须和白子一样多或多一个
save_sgf = 保存 SGF…
open_sgf = 打开 SGF…
save_sgf_title = 把分析保存为 SGF
open_sgf_title = 在分析棋盘上打开 SGF 文件
sgf_filter = SGF 棋谱
sgf_saved = 分析已保存到 { $path }。
sgf_saved_without_dialog = 此处无法打开文件对话框，分析已保存到 { $path }。
no_sgf_dialog = 此处无法打开文件对话框：分析棋盘打开时，可把 .sgf 文件拖到窗口上。
sgf_opened = 已打开 { $path }。
tree_label = 着法和分支（点击查看）：
tree_start = 起始局面
only_move_row = 1. { $play }：大师不经评估直接下这一手

# A game not the player's: the colours instead of "you" and "the computer".
graph_caption_record = 局势走向（越高{ $side }越占优；点击跳到那一手）
wins_by_force_record = 此后{ $winner } { $moves } 手之内必胜：{ $line }。
wins_at_once_record = 此后{ $winner }立即获胜：{ $line }。
held_how_record = 此后{ $winner }没有靠冲四、活三取胜的必胜：所有这类变化都已算过，最多 { $moves } 手（{ $positions } 个局面）。
no_defence_found_record = 没有找到守住的办法：换成试过的 { $tried } 手中任何一手，{ $winner }仍然必胜（或无法判断）。
lost_from_first_move_record = 从对方的第一手起，{ $winner }就已有必胜。
lost_from_the_start_record = 在电脑能算到的范围内，{ $side }从一开始就输定了。
missed_win_record = 第 { $number } 手（{ $point }）：{ $side }本有必胜：{ $line }
