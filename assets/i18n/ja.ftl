## screen

## The top bar.
score = スコア { $points }
score_unknown = スコア …
problems_last = ⚠ 未解決の問題 { $count } 件
dismiss_all = すべて閉じる
record = { $wins }勝 { $losses }敗 { $draws }分
level_label = レベル
rule_label = ルール
board_label = 盤
play_as_label = 手番
language_hover = 言語
switch_language = 言語：{ $to } に切り替え
new_game = 新規対局
undo = 待った
hint = ヒント
hint_hover = F11：AI が勧めるあなたの一手
games = 対局
your_games_item = あなたの対局…
games_hover = あなたの対局の検討と、スコアの推移

## The status bar.
practice = 練習（スコアに数えません）· { $turn }
numbers = 手数
numbers_hover = N：石に手数を表示
thinking_toggle = 思考
thinking_toggle_hover = I：コンピューターの考えを表示します：局面の見立て、読みの深さ、予想する手順（外部エンジンはそのメッセージ）
thought_line = { $player }（{ $colour }）：{ $eval }、深さ { $depth }：{ $play }
thinking_line = { $player }（{ $colour }）思考中：{ $eval }、深さ { $depth }：{ $play }
thought_threats = { $player }（{ $colour }）：{ $eval }、四と三の読みで：{ $play }
thought_said = { $player }（{ $colour }）のメッセージ：{ $text }
you_win = あなたの勝ちです！
computer_wins = { $computer }の勝ちです。
a_draw = 引き分けです。
thinking = { $computer }が考えています…
looking_for_hint = あなたのための好手を探しています…
your_move = あなたの番です（{ $you }）· { $number }手目
status_reviewing = 対局を検討中 · { $at } / { $total } 手
why = { $computer }は{ $why }。
last_move = 最終手 { $point }
no_moves_yet = まだ着手はありません
sound_on = サウンド オン
sound_off = サウンド オフ
sound_hover = 音楽と効果音
sound_none = サウンドなし
sound_none_hover = 音声の出力先が見つかりません。音なしで遊べます。
threats = 脅威
threats_hover = T：各点に黒・白それぞれが打つと何ができるか
heat_map = ヒートマップ
heat_map_hover = A：コンピューターによる各点の評価
ok = OK

## The overlays' legends.
heat_legend_cold = ヒートマップ（{ $level }）：低
heat_legend_hot = 高 · 輪：コンピューターの手
threat_legend = 脅威（濃い色：黒、薄い色：白）：{ $marks }
threat_marks = 5 五連 · 4+ 達四 · 44 四四 · 43 四三 · 4 四 · 33 三三 · 3 三
threat_legend_renju = { " " }· × 黒の禁手 · 赤い輪：白のわな

## The game-over screen.
title_won = あなたの勝ち！
title_lost = あなたの負け
title_drawn = 引き分け
current_score = 現在のスコア：{ $score }
play_again = いずれかのキーを押すかクリックすると、もう一局打てます
series_tally = ここまでの観戦：{ $first } { $first_wins } – { $second_wins } { $second }
series_tally_drawn = ここまでの観戦：{ $first } { $first_wins } – { $second_wins } { $second }、引き分け：{ $draws }
watch_next = 数秒後に次の対局が始まります（一時停止で止まります）
where_did_i_lose = 敗着はどこ？
where_did_i_lose_hover = コンピューターが対局を振り返り、負けを招いた一手を見つけます

## The questions.
resign_question = この対局を投了しますか？
counts_as_loss = 負けとして数えられます。
resign = 投了
keep_playing = 対局を続ける
resume_question = 中断した対局を再開しますか？
unfinished_game = { $size }、{ $rule }、相手は{ $level }、{ $moves }手まで。あなたは{ $colour }です。
resume = 再開
resign_unfinished = 投了する（負けになります）

## The games window.
your_games = あなたの対局
reading_games = 対局を読み込んでいます…
no_games_yet = まだ対局がありません。終わった対局はすべてここに保存されます。
score_after_each_game = 各対局後のスコア
score_word = スコア
games_played_axis = 対局数
chart_point = 第{ $game }局：スコア { $score }
save_record = 保存…
save_hover = 表示中の対局を棋譜として保存（PSQ、または .txt の手順文字列）
open_record = 開く…
open_hover = 棋譜（PSQ または手順文字列）を開いて検討
save_title = 対局を保存
open_title = 棋譜を開く
psq_filter = Piskvork 棋譜
moves_filter = 手順文字列
saved_to = 対局を { $path } に保存しました。
saved_without_dialog = ここではファイル ダイアログを使えないため、対局を { $path } に保存しました。
no_open_dialog = ここではファイル ダイアログを使えません。.psq ファイルをウィンドウにドロップするか、Ctrl+V で棋譜を貼り付けてください。
save_failed = { $path } を保存できませんでした：{ $error }
nothing_to_save = 保存する手がまだありません。
analysis_kept = 検討盤の保存していない手・変化・コメントを { $path } に残しました。検討盤の「SGF を開く…」でもう一度開けます。
kept_game = { $level } · { $rule } · { $size } · { $colour }で{ $moves }手
review = 検討

## The review panel.
where_was_the_game_lost = 敗着はどこ？
play_on = ここから打ち継ぐ
play_on_hover = この局面からの練習対局です。スコアは変わりません
review_heading = 検討（あなた：{ $you }）
review_heading_record = 検討（{ $side }側から）
reviewing = コンピューターが対局を振り返っています…
cancel = キャンセル
review_stopped = 検討が中断しました：{ $why }
graph_caption = 形勢の推移（上ほどあなたが優勢。クリックでその手へ）
close_review = 検討を閉じる
lost_the_game = { $number }手目の { $point } が敗着です。
wins_by_force = ここからはコンピューターの必勝です。コンピューターがあと { $moves } 手打てば五連になります：{ $line }。
wins_at_once = ここからコンピューターはすぐに勝ちます：{ $line }。
would_have_held = { $point } なら持ちこたえていました。
held_how = その後、コンピューターには四と三による必勝がありません。そうした手順はすべて、コンピューターの手で最大 { $moves } 手まで読みました（{ $positions } 局面）。
no_defence_found = 防ぎ方は見つかりませんでした。代わりに試した { $tried } 手のどれの後でも、コンピューターの必勝のままです（または判定できませんでした）。
lost_from_first_move = あなたの初手から、コンピューターには必勝がありました。
hardest = { $number }手目（{ $point }）：{ $better } なら、勝ちまで最も長くかかっていました（コンピューターの { $moves } 手）。
show_the_mistake = 敗着を見る
step_through_the_win = 勝ち筋を順に見る
lost_from_the_start = コンピューターが読めた最初の局面から、すでに負けていました。
no_single_move = 一手で負けが決まったわけではありません。
fell_most_after = 評価が最も下がった手：
fall = { $number }手目（{ $point }）：{ $before } から { $after } へ
missed_win = { $number }手目（{ $point }）：あなたに必勝がありました：{ $line }
showing_line = 手順を表示中：{ $shown } / { $total } 手（矢印キーで移動）
moves_heading = 棋譜（矢印キー、Home、End）：{ $at } / { $total }
eval_win = { $plies }手で勝ち
eval_loss = { $plies }手で負け

# Every reply the search read loses, not every reply was read.
eval_unproved_win = 勝勢、未証明

# Every move the search read loses, not every move was read.
eval_unproved_loss = 敗勢、未証明

## Why the computer moved (`teacher::Reason`), after its colour.
reason_wins_with_five = { $at } で五連を作り、勝ちました
reason_blocks_five = { $at } であなたの五連を防ぎました
reason_wins_by_fours = 四追いで勝ちます：{ $fours }
reason_four_with_forbidden_defence = { $at } で止められない四を作りました：{ $defence } は黒の禁手です
reason_makes_four = 四を作りました：{ $answer } で止める必要があります
reason_blocks_open_three = { $at } であなたの三を止めました
reason_blocks_double_four = あなたの四四の点 { $at } を押さえました
reason_blocks_four_three = あなたの四三の点 { $at } を押さえました
reason_blocks_double_three = あなたの三三の点 { $at } を押さえました
reason_blocks_four = { $at } であなたの四を止めました
reason_makes_double_three = { $at } で三を二つ作りました
reason_makes_open_three = { $at } で三を作りました
reason_builds_toward = { $toward } を狙って打ちました
reason_plays = { $at } に打ちました

## The window.
window_title = 五目並べ

## messages

## Notices ([`Lang::notice`]). `error`: the operating system's or the
## JSON reader's own words, as they come; `path`, `name`: a file.
no_data_dir = このユーザーのデータ フォルダーが見つかりません。進行状況は保存されません。
data_folder_is_a_file = データ フォルダー { $path } がフォルダーではなくファイルです。進行状況を保存できるよう、別の場所へ移してください。
data_folder_below_a_file = { $file } がファイルのため、データ フォルダー { $path } を作成できません。進行状況を保存できるよう、別の場所へ移してください。
moved_aside = { $path }：{ $problem }。このファイルは { $aside } として残し、新しいファイルで始めました。
not_moved_aside = { $path }：{ $problem }。さらに、このファイルを退避できませんでした（{ $error }）。当面は既定値を使います。ファイルを残したい場合は、ご自身で別の場所へ移してください。
file_unreadable = 読み込めません（{ $error }）
file_not_understood = 内容を解釈できません（{ $error }）
file_not_settings = 設定が入っていません（JSON オブジェクトではありません）
file_moves_do_not_replay = 再現できない手が含まれています（{ $error }）
file_not_regular = 通常のファイルではなく、{ $what }です
file_too_large = { $size } を超えています
settings_reset = { $path } の一部の設定を解釈できなかったため、リセットしました：{ $fields }。
field_reset = { $name }：{ $found }（現在は{ $now }）
unfinished_lost = 中断した対局を再開できませんでした。{ $why }
games_unreadable = 対局の一覧を作れませんでした：{ $path } を読み込めません（{ $error }）。
damaged_game = { $path }：{ $problem }
kept_games_left_out = 保存された対局のうち { $count } 局を読み込めなかったため、除外しました：{ $which }。
ai_not_started = コンピューターのスレッドを開始できませんでした（{ $error }）。新しく始めると直るかもしれません。
ai_stopped = AI のスレッドが停止しました。新しく始めると直るかもしれません。
could_not_save = { $name } を保存できませんでした：{ $why }
could_not_write = { $path } に保存できません：{ $error }
could_not_encode = { $name } をエンコードできません：{ $error }
moves_do_not_replay = 手を再現できません（{ $error }）
game_already_over = 対局はすでに終わっています
review_cancelled = 検討はキャンセルされました
pasted_not_a_record = 貼り付けたテキストは棋譜（手順文字列または PSQ ファイル）ではありません：{ $error }
could_not_open_file = { $path } を開けませんでした：{ $error }
too_large_for_a_record = { $size } を超えています。棋譜としては大きすぎます
record_file_not_regular = 通常のファイルではなく、{ $what }です
could_not_start_reading = 棋譜の読み込みを開始できませんでした：{ $error }

## What is wrong with a record ([`Lang::record_error`]).
on_line = { $line } 行目：{ $what }
record_empty = 棋譜に手がありません
sgf_unexpected = SGF では「(」「;」「)」またはプロパティが来るべき所に「{ $found }」があります
sgf_unclosed_value = 値の途中でテキストが終わっています：「]」がありません
sgf_unclosed_tree = 変化の「)」の前でテキストが終わっています
sgf_empty = ノードのない変化、または値のないプロパティがあります
sgf_not_gomoku = GM[{ $found }] は別のゲームの棋譜です（五目並べは GM[4]）
sgf_bad_size = SZ[{ $found }] は盤のサイズではありません
sgf_bad_point = 「{ $found }」は座標ではありません（英字2文字、「aa」が左上）
sgf_pass = { $number }手目（{ $written }）はパスですが、五目並べにパスはありません
sgf_out_of_turn = { $number }手目（{ $written }）は{ $colour }の手ですが、{ $colour }の手番ではありません
sgf_set_up_later = 最初のノードより後の配置石（AB、AW、AE）は読み込みません
sgf_bad_set_up = 配置石 { $written } が盤外にあるか、他の石と重なっています
sgf_set_up_five = 配置石がすでに五連になっています
sgf_too_deep = 変化の入れ子がどんな対局よりも深くなっています（{ $most } 段を超えています）
sgf_set_up_not_moves = この対局は配置石（AB、AW）から始まるため、手のリストでは表せません
record_not_text = テキストではない（NUL バイトを含む）ため、棋譜ではありません
record_bad_header = ヘッダーは「{ $found }」ではなく「Piskvorky 幅x高さ, …」のはずです
record_bad_coordinate = 「{ $found }」は座標ではありません
record_bad_time = 「{ $found }」はミリ秒単位の時間ではありません
record_bad_notation = 手順文字列ではありません：{ $what }
not_a_column = 列の英字が来るべき所に「{ $found }」があります
no_row = 列「{ $letter }」に行番号がありません
row_zero = { $letter }0 は点ではありません：0 行目はありません（行は 1 から）
leading_zero = { $point }：行番号の先頭に 0 は付けません
point_off_board = { $point } は { $size } 路盤の上にありません
record_unsupported_size = { $size } 路盤には対応していません（対応は { $min }〜{ $max } 路）
record_not_square = { $width }x{ $height } の盤は正方形ではありません
record_size_mismatch = ファイルは { $found } 路盤用ですが、求められたのは { $asked } 路盤です
record_off_board = { $number }手目（{ $written }）が盤外です
record_occupied = { $number }手目（{ $written }）はすでに石のある点です
record_after_game_over = { $number }手目（{ $written }）は対局が終わった後の手です
record_forbidden = { $number }手目（{ $written }）は黒の禁手です（{ $why }）
record_move_after_trailer = 棋譜の終わりを示す行の後に手があります

## Notices the window gives itself (`error`: [`Lang::save_failure`],
## [`Lang::resume_error`], [`Lang::review_error`]).
not_counted_retry = この対局はまだスコアに数えられていません（{ $error }）。次回の起動時に数えられます。
not_counted = この対局をスコアに数えられませんでした：{ $error }
not_kept = この対局はスコアに数えられました（現在 { $score }）が、あなたの対局に保存できませんでした：{ $error }
no_slot = このウィンドウは中断した対局を保存できません。対局の途中で閉じると、その対局は失われます（{ $error }）。
could_not_resume = 中断した対局を再開できませんでした：{ $error }
could_not_review = 対局を検討できませんでした：{ $error }
could_not_open_record = 棋譜を開けませんでした：{ $error }
could_not_open_game = 対局を開けませんでした：{ $error }
cannot_play_on_size = { $lines } 路盤の対局は、ここでは打ち継げません。
could_not_play_on = ここから打ち継げませんでした：{ $error }

## seats

## The seats and the clock, in the top bar.
black_seat_label = 黒
white_seat_label = 白
person_seat = 人間
person_seat_hover = このコンピューターの前にいる人がこちらを打ちます
engine_seat_hover = 外部の Gomocup エンジン：{ $command }
add_engine = エンジンを追加…
add_engine_hover = Gomocup エンジンのプログラム（pbrain-…）を選び、黒白どちらでも打たせます
alternate_toggle = ⇄ 交互
alternate_hover = 新しい対局のたびに黒と白が入れ替わります
clock_label = 持ち時間
per_move = 1手 { $time }
match_time = { $base } + { $increment }
no_clock = 時間制限なし
clock_hover = 1手ごとの制限はコンピューターだけに適用されます。持ち時間制（分 + 1手ごとの加算秒）では、時間を使い切った側の負けです
clock_other = その他…
clock_other_hover = 自分で決める持ち時間：1手ごとの任意の制限、または任意の持ち時間と1手ごとの加算秒
time_dialog_title = 持ち時間
time_dialog_per_move = コンピューターの1手ごとの制限時間
time_dialog_match = 各側の持ち時間と、1手ごとの加算秒
time_dialog_use = この持ち時間にする
minutes_seconds = { $minutes }分{ $seconds }秒
minutes = { $minutes }分
seconds = { $seconds }秒
engine_path_prompt = ここではファイル ダイアログを開けませんでした。エンジンのプログラムのパスを入力してください：
add = 追加
programs_filter = プログラム

## Opening rules.
opening_label = 開局
opening_free = 自由
opening_free_hover = 黒が先手で、どこにでも打てます
opening_swap2 = スワップ2
opening_swap2_hover = Gomocup や選手権の開局規定：黒側が3石（黒・白・黒）を置き、白側は黒を持つ、白を持つ、またはさらに2石置いて相手に選ばせる、のいずれかです。自由ルールと標準ルールのみ
opening_centre = 天元
opening_centre_hover = 連珠の基本の始め方：黒の初手を天元に打ち、次は白です
swap2_heading = スワップ2：あなたの選択
swap2_after_three = 3石が置かれました。黒を持つ（次は白）、白を持って4手目を打つ、またはさらに2石（白、黒の順）を置いて相手に選ばせる、のいずれかです。
swap2_after_five = 5石が置かれました。黒を持つか、白を持って6手目を打ってください。
take_black = 黒を持つ
take_white = 白を持つ
place_two = さらに2石置く
opening_placing = 開局：{ $name }が{ $stone }石目を置きます。
opening_choosing = 開局：{ $name }が選んでいます…
opening_place = 開局：{ $stone }石目を置いてください。
opening_your_choice = 開局：選んでください。
opening_choose_for = 開局：{ $name }の代わりに選んでください。
player_no_swap2 = { $name }はスワップ2を打てません（{ $detail }）。開局のその部分はあなたが決めます。

## The coach of the opening.
coach_judging = マスターが局面を判断しています…
coach_sees = { $judge }（{ $nodes } 局面を探索）：{ $balance }。
coach_decided = { $judge }は{ $what }：{ $balance }と見ています。
balance_black_wins = 黒の必勝
balance_white_wins = 白の必勝
balance_even = ほぼ互角（{ $score }）
balance_black = 黒が優勢（{ $score }）
balance_white = 白が優勢（{ $score }）
line_wins = { $colour }が{ $plies }手で勝ち
line_even = ほぼ互角
line_slightly_better = { $colour }がやや優勢
line_better = { $colour }が優勢
line_much_better = { $colour }が大優勢
line_winning = { $colour }が勝勢、未証明
decided_three = 3石を置きました
decided_black = 黒を持ちました
decided_white = 白を持ちました
decided_two = さらに2石置きました
review_opening_stones = 最初の { $count } 石は、色が決まる前に置かれた開局の石です。あなたの手としては評価しません。
review_opening_stones_record = 最初の { $count } 石は、色が決まる前に置かれた開局の石です。どちらの手としても評価しません。

## Watching two computers.
pause = 一時停止
go_on = ▶ 再開
step = 1手進める
watch_speed = 手の間隔

## The status bar and the end of a game.
seat_thinking = { $name }が考えています…
seat_to_move = { $colour }の番です。
watch_paused = 一時停止中です。
lost_on_time = { $name }（{ $colour }）が時間切れになりました。
forfeited = { $name }（{ $colour }）の失格負けです。
side_wins = { $colour }の勝ち
kept_game_between = { $players } · { $rule } · { $size } · { $moves }手
unfinished_between = { $size }、{ $rule }、{ $players }、{ $moves }手まで。
leave_unfinished = 破棄する

## Outside engines that fail.
engine_not_added = エンジン { $path } を追加できませんでした：{ $error }
engine_added = エンジン { $name } を追加しました。黒白どちらの席でも選べます。
player_not_started = { $name } を起動できませんでした：{ $detail }。この対局は失格負けとなります。
player_crashed = { $name } が対局中に停止しました：{ $detail }。失格負けとなります。
player_timed_out = { $name } は時間内に着手しませんでした（{ $detail }）。時間切れ負けとなります。
player_garbage = { $name } は手を返しませんでした：{ $detail }。失格負けとなります。
player_illegal = { $name }：{ $detail }。失格負けとなります。

## soosorv
opening_soosorv = Soosõrv-8
opening_soosorv_hover = RIF の世界選手権の開局規定：黒が26珠型のいずれかを打ち、白は交替できます。白が4手目を打ち、黒が提示する5手目の数（1〜8）を宣言します。黒は交替できます。白が提示から1つを選んで対局を続けます
player_no_soosorv = { $name }は Soosõrv-8 の開局を打てません（{ $detail }）。開局のその部分はあなたが決めます。
soosorv_first = 開局：黒の初手を天元に置いてください。
soosorv_second = 開局：白の石を天元の隣に置いてください。
soosorv_third = 開局：黒の2つ目の石を中央の 5×5 の中に置いてください。
soosorv_fourth = 開局：あなたは白です。4手目をどこにでも置いてください。
soosorv_offer = 開局：あなたは黒です。互いに対称にならない5手目を提示してください（{ $done } / { $count }。提示した点をクリックすると取り消せます）。
soosorv_pick = 開局：あなたは白です。黒の提示から5手目を1つ選んでください。
soosorv_symmetric = その点は { $point } の提示と対称です。別の点を選んでください。
soosorv_offering = 開局：{ $name }が5手目を提示しています…
soosorv_picking = 開局：{ $name }が5手目を選んでいます…
soosorv_heading = Soosõrv-8：あなたの選択
soosorv_declare_heading = Soosõrv-8：5手目の提示数は？
soosorv_declare_text = 黒はこの数だけ、互いに対称でない5手目を提示し、あなたがその中から1つを選びます。提示数が多いほどあなたの選択肢が増えます。黒はその前に交替することもできます。
soosorv_after_three = 開局の3石が置かれました。黒を持つか、白を持って4手目を打ってください。
soosorv_after_four = 黒は5手目を { $count } 個提示します。黒のまま提示するか、白を持って1つ選んでください。
decided_fourth = 4手目を打ち、5手目の提示数を { $count } と宣言しました
decided_offers = 5手目を { $count } 個提示しました
decided_pick = 5手目に { $point } を選びました

## puzzles
puzzles_button = 問題
puzzles_hover = あなたの対局から作った問題と内蔵の問題。すべてコンピューターが証明済みです
puzzles_title = 問題
question_fours = { $side }番：四追いで勝ってください（すべての手が四）。
question_threes = { $side }番：三と四で勝ってください。
question_hold = { $side }番：相手が必勝を狙っています。持ちこたえる手を見つけてください。
question_trap = { $side }番：勝ってください。黒の防ぎは禁手の点になります。
question_forbidden = 黒番：連珠のルールがなければ勝てる点が、黒には禁手になっています。その点をクリックしてください。
puzzle_builtin = 内蔵問題 { $number } / { $total }
puzzle_from_game = { $date } のあなたの対局から、{ $move_number }手目
answer_right = 正解です。最善の防ぎ：{ $reply }。続けてください。
answer_right_unstoppable = 正解です。もう五連は止められません。打ってください。
solved_first_try = 一発で正解！
solved_later = 正解しました。
holding_moves = 持ちこたえる手（{ $count }）：{ $points }。
wrong_opponent_wins = 違います。その手の後は、図のとおり相手の必勝です（相手があと { $moves } 手打てば五連）。もう一度どうぞ。
wrong_win_gone = 違います。{ $reply } の後、コンピューターは四と三による必勝をもう見つけられません。もう一度どうぞ。
wrong_not_forbidden = { $point } は黒の禁手ではありません。もう一度どうぞ。
answer_unclear = コンピューターは { $point } の正誤を証明できませんでした。別の手を試してください。
answer_illegal = その点には打てません。
puzzle_checking = 確認中…
hint_given = 次の手は印の付いた枠の中にあります。
try_again = やり直す
puzzle_hint = 着眼点
puzzle_solution = 解答
solution_back = ◀ 戻る
solution_forward = 進む ▶
solution_step = 解答：{ $shown } / { $total } 手
next_puzzle = 次の問題
no_puzzle_left = 今日の問題はもうありません。また明日どうぞ。
puzzles_today = 今日の問題：{ $count } · 連続：{ $streak }日
puzzles_from_games = あなたの対局からの問題：{ $count }
puzzles_item = 問題…
open_puzzles = 問題を開く

## analysis
analysis_item = 検討盤
analysis_hover = 任意の局面を作るか盤上の局面を使い、マスターの最善手順を見て、自分の手を変化として試せます
analysis_title = 検討盤
tool_play = 着手
tool_black = 黒石
tool_white = 白石
tool_erase = 取り除く
lines_label = 手順数
stop_thinking = 停止
go_thinking = ▶ 思考
thinking_depth = マスターが思考中… 深さ { $depth }
thinking_stopped = マスターは停止しました
thinking_held = 対局中の { $engine } の思考中はマスターが待機します
line_row = { $number }. { $eval }（深さ { $depth }）：{ $play }
line_hover = 手順の石は盤上に番号で示されます。クリックで最初の手を打ちます
analysis_to_move = { $colour }番 · { $moves }手
analysis_over = この局面で対局は終わっています。
node_back = ◀ 戻る
node_forward = 進む ▶
node_promote = 本線にする
node_delete = ここから削除
variations_here = 次の手：
node_comment = コメント
edit_from_here = ここから新しい局面
edit_needs_new_position = 石を変更できるのは、手を打つ前だけです。先に「ここから新しい局面」を押してください（手順と変化は残りません）。
edit_refused_five = できません：盤上に五連ができてしまい、どの対局でも現れない局面になります。
edit_refused_count = できません：黒石は白石と同じ数か、1つ多くなければなりません。

## names: the names of things
level_seed = 入門
level_classic = カジュアル
level_normal = ノーマル
level_hard = ハード
level_master = マスター
level_seed_description = 入門：チュートリアルの評価表、先読みなし
level_classic_description = カジュアル：可能な五連をすべて評価、先読みなし
level_normal_description = ノーマル：打った後に残る形で各点を判断、先読みなし
level_hard_description = ハード：数手先と四追いの必勝を読みます
level_master_description = マスター：深い探索と必勝の読み
rule_freestyle = 自由
rule_standard = 標準
rule_renju = 連珠
rule_freestyle_description = 五つ以上並べば勝ち
rule_standard_description = ちょうど五つで勝ち。六つ以上は勝ちになりません
rule_renju_description = 黒は三三・四四・長連が禁手
play_as_black = 黒
play_as_white = 白
play_as_alternate = 交互
result_won = 勝ち
result_lost = 負け
result_drawn = 引き分け
result_resigned = 投了
threat_open_three = 三
threat_four = 四
threat_double_three = 三三
threat_four_three = 四三
threat_double_four = 四四
threat_open_four = 達四
threat_five = 五連
list_separator = { "、" }
reset_to_default_seats = あなたが黒、相手は入門
reset_to_alternate_true = 色は交互
reset_to_alternate_false = 色は固定
reset_to_no_engines = エンジンなし
reset_to_muted_true = サウンド オフ
reset_to_muted_false = サウンド オン
reset_to_default_size = 既定のサイズ
reset_to_default_place = 既定の位置
reset_to_shown_true = 表示
reset_to_shown_false = 非表示
file_kind_folder = フォルダー
file_kind_pipe = 名前付きパイプ
file_kind_device = デバイス
file_kind_socket = ソケット
file_kind_other = 特殊なファイル
forbidden_double_three = 三三
forbidden_double_four = 四四
forbidden_overline = 長連

## A stone's colour.
stone_colour = { $case ->
        [inside] { $stone ->
            [black] 黒
           *[white] 白
        }
       *[start] { $stone ->
            [black] 黒
           *[white] 白
        }
    }

## The analysis board: set-up, files and the tree.
clear_board = 盤をクリア
clear_board_hover = 空の盤からやり直します（打った手、変化、コメントは残りません）
black_first = 黒から打つ
white_first = 白から打つ
to_move_hover = 配置した局面でどちらが打つか。石を置いたり取り除いたりすると、石の数に応じた側に手番が移ります（同数なら黒、黒が1つ多ければ白）。ここで反対側に手番を渡すこともできます。
side_needs_new_position = どちらから打つかは、手を打つ前だけ変更できます。先に「ここから新しい局面」を押してください。
refused_does_not_fit = できません：{ $point } の石がその盤からはみ出します。
refused_rule_move = できません：{ $rule }ルールでは、棋譜ツリーの中に打てない手があります（禁手の点、または五連の後の手）。
sgf_bad_player = { $written } はありえません：手番は B か W で、黒石は白石と同じ数か、1つ多くなければなりません
save_sgf = SGF で保存…
open_sgf = SGF を開く…
save_sgf_title = 検討内容を SGF で保存
open_sgf_title = SGF ファイルを検討盤で開く
sgf_filter = SGF 棋譜
sgf_saved = 検討内容を { $path } に保存しました。
sgf_saved_without_dialog = ここではファイル ダイアログを使えないため、検討内容を { $path } に保存しました。
no_sgf_dialog = ここではファイル ダイアログを使えません。検討盤を開いている間に、.sgf ファイルをウィンドウにドロップしてください。
sgf_opened = { $path } を開きました。
tree_label = 手と変化（クリックで表示）：
tree_start = 開始局面
only_move_row = 1. { $play }：マスターは評価せずにこの手を打ちます

# A game not the player's: the colours instead of "you" and "the computer".
graph_caption_record = 形勢の推移（上ほど{ $side }が優勢。クリックでその手へ）
wins_by_force_record = ここからは{ $winner }の必勝です。{ $winner }があと { $moves } 手打てば五連になります：{ $line }。
wins_at_once_record = ここから{ $winner }はすぐに勝ちます：{ $line }。
held_how_record = その後、{ $winner }には四と三による必勝がありません。そうした手順はすべて、{ $winner }の手で最大 { $moves } 手まで読みました（{ $positions } 局面）。
no_defence_found_record = 防ぎ方は見つかりませんでした。代わりに試した { $tried } 手のどれの後でも、{ $winner }の必勝のままです（または判定できませんでした）。
lost_from_first_move_record = 相手の初手から、{ $winner }には必勝がありました。
lost_from_the_start_record = コンピューターが読めた最初の局面から、{ $side }はすでに負けていました。
missed_win_record = { $number }手目（{ $point }）：{ $side }に必勝がありました：{ $line }
