## screen

## The top bar.
score = 점수 { $points }
score_unknown = 점수 …
problems_last = ⚠ 남은 문제 { $count }개
dismiss_all = 모두 닫기
record = { $wins }승 { $losses }패 { $draws }무
level_label = 난이도
rule_label = 규칙
board_label = 판
play_as_label = 내 돌
language_hover = 언어
switch_language = 언어 변경: { $to }
new_game = 새 대국
undo = 무르기
hint = 힌트
hint_hover = F11: AI가 추천하는 수
games = 대국
your_games_item = 내 대국…
games_hover = 복기할 내 대국과 점수 변화
## The status bar.
practice = 연습, 점수 미반영 · { $turn }
numbers = 수 번호
numbers_hover = N: 돌 위에 수 번호 표시
thinking_toggle = 생각
thinking_toggle_hover = I: 컴퓨터 플레이어의 생각을 보여 줍니다: 형세 판단, 읽은 깊이, 예상하는 수순 (외부 엔진은 그 메시지)
thought_line = { $player } ({ $colour }): { $eval }, 깊이 { $depth }: { $play }
thinking_line = { $player } ({ $colour }) 생각 중: { $eval }, 깊이 { $depth }: { $play }
thought_threats = { $player } ({ $colour }): { $eval }, 사와 삼으로 읽음: { $play }
thought_said = { $player } ({ $colour })의 메시지: { $text }
you_win = 이겼습니다!
computer_wins = { $computer } 승리.
a_draw = 무승부.
thinking = { $computer } 생각 중…
looking_for_hint = 좋은 수를 찾는 중…
your_move = 내 차례 ({ $you }) · { $number }수째
status_reviewing = 대국 복기 중 · { $at } / { $total }수
why = { $computer }: { $why }.
last_move = 마지막 수 { $point }
no_moves_yet = 아직 둔 수 없음
sound_on = 소리 켬
sound_off = 소리 끔
sound_hover = 음악과 효과음
sound_none = 소리 없음
sound_none_hover = 오디오 출력 장치를 찾지 못했습니다. 소리 없이 진행합니다.
threats = 위협
threats_hover = T: 각 점에 흑이나 백을 두면 생기는 모양
heat_map = 히트맵
heat_map_hover = A: 컴퓨터가 매긴 각 점의 점수
ok = 확인

## The overlays' legends.
heat_legend_cold = 히트맵 ({ $level }): 낮음
heat_legend_hot = 높음 · 고리: 컴퓨터의 수
threat_legend = 위협 (진한 색: 흑, 옅은 색: 백): { $marks }
threat_marks = 5 오목 · 4+ 열린 사 · 44 사사 · 43 사삼 · 4 사 · 33 삼삼 · 3 열린 삼
threat_legend_renju = { " " }· × 흑의 금수 · 빨간 고리: 백의 함정

## The game-over screen.
title_won = 승리!
title_lost = 패배
title_drawn = 무승부
current_score = 현재 점수: { $score }
play_again = 아무 키나 누르거나 클릭하면 다시 시작합니다
series_tally = 지금까지 관전: { $first } { $first_wins } – { $second_wins } { $second }
series_tally_drawn = 지금까지 관전: { $first } { $first_wins } – { $second_wins } { $second }, 무승부: { $draws }
watch_next = 몇 초 뒤 다음 대국이 시작됩니다 (일시정지하면 멈춥니다)
where_did_i_lose = 패착 찾기
where_did_i_lose_hover = 컴퓨터가 대국을 되짚어 패착을 찾습니다

## The questions.
resign_question = 이 대국을 기권할까요?
counts_as_loss = 패배로 기록됩니다.
resign = 기권
keep_playing = 계속 두기
resume_question = 끝내지 않은 대국을 이어서 둘까요?
unfinished_game = { $size }, { $rule }, 상대 { $level }, { $moves }수 진행; 내 돌: { $colour }.
resume = 이어 두기
resign_unfinished = 기권 (패배로 기록)

## The games window.
your_games = 내 대국
reading_games = 대국을 읽는 중…
no_games_yet = 아직 대국이 없습니다. 끝난 대국은 모두 여기에 보관됩니다.
score_after_each_game = 대국별 점수 변화
score_word = 점수
games_played_axis = 대국 수
chart_point = 대국 { $game }: 점수 { $score }
save_record = 저장…
save_hover = 표시된 대국을 기보로 저장 (PSQ, 또는 .txt 수순 문자열)
open_record = 열기…
open_hover = 기보(PSQ 또는 수순 문자열)를 열어 복기
save_title = 대국 저장
open_title = 기보 열기
psq_filter = Piskvork 기보
moves_filter = 수순 문자열
saved_to = 대국을 { $path }에 저장했습니다.
saved_without_dialog = 여기서는 파일 대화상자를 쓸 수 없어 대국을 { $path }에 저장했습니다.
no_open_dialog = 여기서는 파일 대화상자를 쓸 수 없습니다. .psq 파일을 창에 끌어다 놓거나 Ctrl+V로 기보를 붙여 넣으세요.
save_failed = { $path }에 저장할 수 없습니다: { $error }
nothing_to_save = 아직 둔 수가 없어 저장할 것이 없습니다.
analysis_kept = 분석판에서 저장하지 않은 수, 변화도, 메모를 { $path }에 남겨 두었습니다. 분석판의 SGF 열기…로 다시 열 수 있습니다.
kept_game = { $level } · { $rule } · { $size } · { $moves }수 · 나: { $colour }
review = 복기

## The review panel.
where_was_the_game_lost = 패착 찾기
play_on = 여기서 이어 두기
play_on_hover = 이 국면에서 연습 대국을 합니다. 점수는 바뀌지 않습니다
review_heading = 복기 (나: { $you })
review_heading_record = 복기 ({ $side } 기준)
reviewing = 컴퓨터가 대국을 되짚는 중…
cancel = 취소
review_stopped = 복기가 중단되었습니다: { $why }
graph_caption = 대국 흐름 (위: 내가 유리; 클릭하면 이동)
close_review = 복기 닫기
lost_the_game = { $number }수째 { $point }: 이 수가 패착입니다.
wins_by_force = 여기서부터 컴퓨터의 필승입니다. 컴퓨터가 { $moves }수를 더 두면 오목이 됩니다: { $line }.
wins_at_once = 여기서부터 컴퓨터가 바로 이깁니다: { $line }.
would_have_held = { $point }에 두었다면 버틸 수 있었습니다.
held_how = 그 수 다음에는 컴퓨터에게 사와 삼으로 이기는 필승이 없습니다. 그런 수순을 컴퓨터의 수 { $moves }수까지 모두 읽었습니다 (국면 { $positions }개).
no_defence_found = 막는 수를 찾지 못했습니다. 대신 시도한 수 { $tried }개 중 어느 수를 두어도 여전히 컴퓨터의 필승입니다 (또는 판정할 수 없었습니다).
lost_from_first_move = 내 첫 수부터 컴퓨터에게 필승이 있었습니다.
hardest = { $number }수째 ({ $point }): { $better }에 두었다면 컴퓨터의 승리가 가장 길어졌을 것입니다 (컴퓨터의 수로 { $moves }수).
show_the_mistake = 실수 보기
step_through_the_win = 승리 수순 보기
lost_from_the_start = 컴퓨터가 읽을 수 있었던 첫 국면부터 이미 진 상태였습니다.
no_single_move = 한 수 때문에 진 대국이 아닙니다.
fell_most_after = 평가가 가장 크게 떨어진 수:
fall = { $number }수째 ({ $point }): { $before } → { $after }
missed_win = { $number }수째 ({ $point }): 나에게 필승이 있었습니다: { $line }
showing_line = 수순 표시 중: { $shown } / { $total }수 (화살표 키로 이동)
moves_heading = 수순 (화살표 키, Home, End): { $at } / { $total }
eval_win = { $plies }수 만에 승
eval_loss = { $plies }수 만에 패

# Every reply the search read loses, not every reply was read.
eval_unproved_win = 승세, 증명 안 됨

# Every move the search read loses, not every move was read.
eval_unproved_loss = 패세, 증명 안 됨

## Why the computer moved (`teacher::Reason`), after its colour.
reason_wins_with_five = { $at }에 오목을 만들어 이깁니다
reason_blocks_five = { $at }에서 오목을 막습니다
reason_wins_by_fours = 연속 사로 이깁니다: { $fours }
reason_four_with_forbidden_defence = { $at }에 사를 둡니다. 막을 자리 { $defence }: 흑의 금수라 막을 수 없습니다
reason_makes_four = 사를 둡니다: { $answer }에 막아야 합니다
reason_blocks_open_three = { $at }에서 열린 삼을 막습니다
reason_blocks_double_four = 사사 자리 { $at }을(를) 먼저 막습니다
reason_blocks_four_three = 사삼 자리 { $at }을(를) 먼저 막습니다
reason_blocks_double_three = 삼삼 자리 { $at }을(를) 먼저 막습니다
reason_blocks_four = { $at }에서 사를 막습니다
reason_makes_double_three = { $at }에 두어 열린 삼을 두 개 만듭니다
reason_makes_open_three = { $at }에 열린 삼을 만듭니다
reason_builds_toward = { $toward }에 둘 준비를 합니다
reason_plays = { $at }에 둡니다

## The window.
window_title = 오목

## messages

## Notices ([`Lang::notice`]). `error`: the operating system's or the
## JSON reader's own words, as they come; `path`, `name`: a file.
no_data_dir = 이 사용자의 데이터 폴더를 찾지 못했습니다. 진행 상황이 저장되지 않습니다.
data_folder_is_a_file = 데이터 폴더 { $path }은(는) 폴더가 아니라 파일입니다. 진행 상황을 저장하려면 이 파일을 옮기세요.
data_folder_below_a_file = { $file }이(가) 파일이라 데이터 폴더 { $path }을(를) 만들 수 없습니다. 진행 상황을 저장하려면 이 파일을 옮기세요.
moved_aside = { $path }: { $problem }. 원래 파일은 { $aside }(으)로 보관하고 새 파일을 만들었습니다.
not_moved_aside = { $path }: { $problem }. 게다가 파일을 옮겨 둘 수도 없었습니다 ({ $error }). 지금은 기본값을 씁니다. 파일을 보존하려면 직접 옮겨 주세요.
file_unreadable = 읽을 수 없습니다 ({ $error })
file_not_understood = 내용을 해석할 수 없습니다 ({ $error })
file_not_settings = 설정이 들어 있지 않습니다 (JSON 객체가 아닙니다)
file_moves_do_not_replay = 재현할 수 없는 수가 들어 있습니다 ({ $error })
file_not_regular = 일반 파일이 아니라 { $what }입니다
file_too_large = { $size }보다 큽니다
settings_reset = { $path }의 일부 설정을 해석할 수 없어 초기화했습니다: { $fields }.
field_reset = { $name } { $found } (현재: { $now })
unfinished_lost = 끝내지 않은 대국을 이어 둘 수 없습니다. { $why }
games_unreadable = 대국 목록을 불러올 수 없습니다: { $path }을(를) 읽을 수 없습니다 ({ $error }).
damaged_game = { $path }: { $problem }
kept_games_left_out = 보관된 대국 { $count }개를 읽을 수 없어 제외했습니다: { $which }.
ai_not_started = 컴퓨터용 스레드를 시작할 수 없습니다 ({ $error }). 새 대국을 시작하면 해결될 수 있습니다.
ai_stopped = AI 스레드가 멈췄습니다. 새 대국을 시작하면 해결될 수 있습니다.
could_not_save = { $name }을(를) 저장할 수 없습니다: { $why }
could_not_write = { $path }에 저장할 수 없습니다: { $error }
could_not_encode = { $name }을(를) 인코딩할 수 없습니다: { $error }
moves_do_not_replay = 수순을 재현할 수 없습니다 ({ $error })
game_already_over = 이미 끝난 대국입니다
review_cancelled = 복기가 취소되었습니다
pasted_not_a_record = 붙여 넣은 텍스트는 기보(수순 문자열 또는 PSQ 파일)가 아닙니다: { $error }
could_not_open_file = { $path }을(를) 열 수 없습니다: { $error }
too_large_for_a_record = { $size }보다 커서 기보일 수 없습니다
record_file_not_regular = 일반 파일이 아니라 { $what }입니다
could_not_start_reading = 기보를 읽기 시작할 수 없습니다: { $error }

## What is wrong with a record ([`Lang::record_error`]).
on_line = { $line }번째 줄: { $what }
record_empty = 기보에 수가 없습니다
sgf_unexpected = SGF에서 '(', ';', ')' 또는 속성이 와야 할 자리에 '{ $found }'이(가) 있습니다
sgf_unclosed_value = 값 안에서 텍스트가 끝납니다: ']'가 빠졌습니다
sgf_unclosed_tree = 변화도의 ')' 전에 텍스트가 끝납니다
sgf_empty = 노드 없는 변화도 또는 값 없는 속성이 있습니다
sgf_not_gomoku = GM[{ $found }]은(는) 다른 게임의 기보입니다 (오목은 GM[4])
sgf_bad_size = SZ[{ $found }]은(는) 판 크기가 아닙니다
sgf_bad_point = '{ $found }'은(는) 좌표가 아닙니다 (영문자 두 개, 'aa'가 왼쪽 위)
sgf_pass = { $number }수째 ({ $written })는 패스인데, 오목에는 패스가 없습니다
sgf_out_of_turn = { $number }수째 ({ $written })는 { $colour }의 수인데, { $colour } 차례가 아닙니다
sgf_set_up_later = 첫 노드 이후의 배치 돌(AB, AW, AE)은 읽지 않습니다
sgf_bad_set_up = 배치 돌 { $written }이(가) 판 밖에 있거나 다른 돌 위에 있습니다
sgf_set_up_five = 배치 돌이 이미 오목을 이룹니다
sgf_too_deep = 변화도가 어떤 대국보다도 깊게 중첩되어 있습니다 ({ $most }단계 초과)
sgf_set_up_not_moves = 배치 돌(AB, AW)에서 시작하는 대국이라 수순 목록에 담을 수 없습니다
record_not_text = 텍스트가 아니므로(NUL 바이트 포함) 기보가 아닙니다
record_bad_header = 머리글은 '{ $found }'이(가) 아니라 'Piskvorky WxH, …' 형식이어야 합니다
record_bad_coordinate = '{ $found }'은(는) 좌표가 아닙니다
record_bad_time = '{ $found }'은(는) 밀리초 단위 시간이 아닙니다
record_bad_notation = 수순 문자열이 아닙니다: { $what }
not_a_column = 열 문자가 와야 하는데 '{ $found }'이(가) 있습니다
no_row = 열 '{ $letter }' 뒤에 행 번호가 없습니다
row_zero = { $letter }0은 점이 아닙니다: 0행은 없습니다 (행은 1부터 시작)
leading_zero = { $point }: 행 번호 앞에 0을 붙이지 않습니다
point_off_board = { $point }은(는) { $size }줄 판 위의 점이 아닙니다
record_unsupported_size = { $size }줄 판은 지원하지 않습니다 ({ $min }~{ $max }줄 지원)
record_not_square = { $width }x{ $height } 판은 정사각형이 아닙니다
record_size_mismatch = 파일은 { $found }줄 판용인데, 요청한 판은 { $asked }줄입니다
record_off_board = { $number }수째 ({ $written })가 판 밖에 있습니다
record_occupied = { $number }수째 ({ $written })가 이미 돌이 있는 점에 놓였습니다
record_after_game_over = { $number }수째 ({ $written })가 대국이 끝난 뒤에 나옵니다
record_forbidden = { $number }수째 ({ $written })는 흑의 금수입니다 ({ $why })
record_move_after_trailer = 기보를 끝맺는 줄 뒤에 수가 있습니다

## Notices the window gives itself (`error`: [`Lang::save_failure`],
## [`Lang::resume_error`], [`Lang::review_error`]).
not_counted_retry = 이 대국을 아직 점수에 반영하지 못했습니다 ({ $error }). 다음에 게임을 시작할 때 반영됩니다.
not_counted = 이 대국을 점수에 반영할 수 없습니다: { $error }
not_kept = 이 대국은 점수에 반영되었지만(현재 { $score }) 내 대국에 보관하지 못했습니다: { $error }
no_slot = 이 창은 끝내지 않은 대국을 보관할 수 없습니다. 대국 중에 창을 닫으면 그 대국은 사라집니다 ({ $error }).
could_not_resume = 끝내지 않은 대국을 이어 둘 수 없습니다: { $error }
could_not_review = 대국을 복기할 수 없습니다: { $error }
could_not_open_record = 기보를 열 수 없습니다: { $error }
could_not_open_game = 대국을 열 수 없습니다: { $error }
cannot_play_on_size = { $lines }줄 판의 대국은 여기서 이어 둘 수 없습니다.
could_not_play_on = 여기서 이어 둘 수 없습니다: { $error }

## seats

## The seats and the clock, in the top bar.
black_seat_label = 흑
white_seat_label = 백
person_seat = 사람
person_seat_hover = 이 컴퓨터 앞의 사람이 이쪽을 둡니다
engine_seat_hover = 외부 Gomocup 엔진: { $command }
add_engine = 엔진 추가…
add_engine_hover = 어느 쪽이든 둘 Gomocup 엔진 프로그램(pbrain-…)을 선택합니다
alternate_toggle = ⇄ 교대
alternate_hover = 새 대국마다 흑과 백이 자리를 바꿉니다
clock_label = 시간
per_move = 수당 { $time }
match_time = { $base } + { $increment }
no_clock = 무제한
clock_hover = 수당 제한은 컴퓨터에만 적용됩니다. 대국 시간(분 + 매 수 추가 초)을 쓰면 시간이 먼저 다 된 쪽이 집니다
clock_other = 기타…
clock_other_hover = 직접 정하는 시간: 원하는 수당 제한, 또는 원하는 대국 시간과 매 수 추가 초
time_dialog_title = 시간 설정
time_dialog_per_move = 컴퓨터의 수당 제한 시간
time_dialog_match = 각자의 대국 시간과 매 수 뒤 추가되는 초
time_dialog_use = 이 시간으로 두기
minutes_seconds = { $minutes }분 { $seconds }초
minutes = { $minutes }분
seconds = { $seconds }초
engine_path_prompt = 여기서는 파일 대화상자를 열 수 없습니다. 엔진 프로그램의 경로를 입력하세요:
add = 추가
programs_filter = 프로그램

## Opening rules.
opening_label = 오프닝
opening_free = 자유
opening_free_hover = 흑이 먼저, 아무 곳에나 둡니다
opening_swap2 = 스왑2
opening_swap2_hover = Gomocup과 선수권 대회의 오프닝: 흑 자리가 돌 세 개(흑, 백, 흑)를 놓고, 백 자리는 흑 선택, 백 선택, 또는 돌 두 개를 더 놓고 상대에게 선택을 넘기기 중 하나를 합니다. 자유룰과 표준룰 전용
opening_centre = 천원
opening_centre_hover = 렌주의 기본 시작: 흑의 첫 돌은 천원에 놓고, 다음은 백 차례입니다
swap2_heading = 스왑2: 선택하세요
swap2_after_three = 돌 세 개가 놓였습니다. 흑을 선택하거나(다음은 백 차례), 백을 선택해 넷째 돌을 두거나, 돌 두 개(백, 흑)를 더 놓고 상대에게 선택을 넘기세요.
swap2_after_five = 돌 다섯 개가 놓였습니다. 흑을 선택하거나, 백을 선택해 여섯째 돌을 두세요.
take_black = 흑으로 두기
take_white = 백으로 두기
place_two = 돌 두 개 더 놓기
opening_placing = 오프닝: { $name } { $stone }번째 돌 놓는 중.
opening_choosing = 오프닝: { $name } 선택 중…
opening_place = 오프닝: { $stone }번째 돌을 놓으세요.
opening_your_choice = 오프닝: 선택하세요.
opening_choose_for = 오프닝: { $name } 대신 선택하세요.
player_no_swap2 = { $name }은(는) 스왑2를 둘 수 없습니다 ({ $detail }). 이 엔진의 오프닝 부분은 직접 정하세요.

## The coach of the opening.
coach_judging = 고수가 국면을 판단하는 중…
coach_sees = { $judge }: { $nodes }개 국면을 탐색한 결과, { $balance }.
coach_decided = { $judge }: { $what }. 형세 판단: { $balance }.
balance_black_wins = 흑 필승
balance_white_wins = 백 필승
balance_even = 거의 호각 ({ $score })
balance_black = 흑 우세 ({ $score })
balance_white = 백 우세 ({ $score })
line_wins = { $colour } { $plies }수 만에 승
line_even = 거의 호각
line_slightly_better = { $colour } 약간 우세
line_better = { $colour } 우세
line_much_better = { $colour } 크게 우세
line_winning = { $colour } 승세, 증명 안 됨
decided_three = 돌 세 개를 놓았습니다
decided_black = 흑을 선택했습니다
decided_white = 백을 선택했습니다
decided_two = 돌 두 개를 더 놓았습니다
review_opening_stones = 처음 { $count }개의 돌은 색이 정해지기 전에 오프닝으로 놓은 것이라 내 수로 평가하지 않습니다.
review_opening_stones_record = 처음 { $count }개의 돌은 색이 정해지기 전에 오프닝으로 놓은 것이라 어느 쪽의 수로도 평가하지 않습니다.

## Watching two computers.
pause = 일시정지
go_on = ▶ 계속
step = 한 수
watch_speed = 수 사이 간격

## The status bar and the end of a game.
seat_thinking = { $name } 생각 중…
seat_to_move = { $colour } 차례.
watch_paused = 일시정지됨.
lost_on_time = { $name } ({ $colour }) 시간 초과.
forfeited = { $name } ({ $colour }) 몰수패.
side_wins = { $colour } 승리
kept_game_between = { $players } · { $rule } · { $size } · { $moves }수
unfinished_between = { $size }, { $rule }, { $players }, { $moves }수 진행.
leave_unfinished = 그만두기

## Outside engines that fail.
engine_not_added = 엔진 { $path }을(를) 추가할 수 없습니다: { $error }
engine_added = 엔진 { $name }을(를) 추가했습니다. 흑과 백 어느 자리에서나 고를 수 있습니다.
player_not_started = { $name }을(를) 시작할 수 없습니다: { $detail }. 이번 대국은 몰수패입니다.
player_crashed = { $name }이(가) 대국 중에 멈췄습니다: { $detail }. 몰수패입니다.
player_timed_out = { $name }이(가) 제한 시간 안에 두지 않았습니다 ({ $detail }). 시간패입니다.
player_garbage = { $name }이(가) 수를 내놓지 않았습니다: { $detail }. 몰수패입니다.
player_illegal = { $name }: { $detail }. 몰수패입니다.

## soosorv
opening_soosorv = Soosõrv-8
opening_soosorv_hover = RIF 세계선수권 규칙: 흑이 26주형 중 하나로 시작하고 백은 스왑할 수 있습니다. 백이 넷째 돌을 두고 흑이 제시할 5수 후보의 개수(1~8)를 정합니다. 흑은 스왑할 수 있고, 백이 후보 하나를 골라 대국을 이어 갑니다
player_no_soosorv = { $name }은(는) Soosõrv-8 오프닝을 둘 수 없습니다 ({ $detail }). 이 엔진의 오프닝 부분은 직접 정하세요.
soosorv_first = 오프닝: 흑의 첫 돌을 천원에 놓으세요.
soosorv_second = 오프닝: 백 돌을 천원 옆에 놓으세요.
soosorv_third = 오프닝: 흑의 둘째 돌을 중앙 5×5 안에 놓으세요.
soosorv_fourth = 오프닝(백): 넷째 돌을 아무 곳에나 두세요.
soosorv_offer = 오프닝(흑): 서로 대칭이 아닌 5수 후보를 제시하세요 ({ $count }개 중 { $done }개; 후보를 클릭하면 취소).
soosorv_pick = 오프닝(백): 흑이 제시한 후보 중 하나를 다섯째 돌로 고르세요.
soosorv_symmetric = { $point }의 후보와 대칭인 점입니다. 다른 점을 고르세요.
soosorv_offering = 오프닝: { $name } 5수 후보 제시 중…
soosorv_picking = 오프닝: { $name } 5수 선택 중…
soosorv_heading = Soosõrv-8: 선택하세요
soosorv_declare_heading = Soosõrv-8: 5수 후보 몇 개?
soosorv_declare_text = 흑은 서로 대칭이 아닌 5수 후보를 이 개수만큼 제시하고, 그중 하나를 내가 고릅니다. 후보가 많을수록 내 선택지가 넓어집니다. 흑은 그 전에 스왑할 수도 있습니다.
soosorv_after_three = 오프닝 돌 세 개가 놓였습니다. 흑을 선택하거나, 백을 선택해 넷째 돌을 두세요.
soosorv_after_four = 흑이 5수 후보 { $count }개를 제시합니다. 흑을 유지해 후보를 제시하거나, 백을 선택해 하나를 고르세요.
decided_fourth = 넷째 돌을 두고 5수 후보 { $count }개를 요구했습니다
decided_offers = 5수 후보 { $count }개를 제시했습니다
decided_pick = 5수로 { $point }을(를) 골랐습니다

## puzzles
puzzles_button = 퍼즐
puzzles_hover = 내 대국에서 나온 퍼즐과 기본 퍼즐, 모두 컴퓨터가 증명했습니다
puzzles_title = 퍼즐
question_fours = { $side } 차례: 연속 사로 이기세요 (모든 수가 사).
question_threes = { $side } 차례: 삼과 사로 이기세요.
question_hold = { $side } 차례: 상대가 필승을 노립니다. 버티는 수를 찾으세요.
question_trap = { $side } 차례: 이기세요. 흑이 막으려는 자리는 금수입니다.
question_forbidden = 흑 차례: 렌주 규칙이 없다면 이기는 점이 흑에게 금수입니다. 그 점을 클릭하세요.
puzzle_builtin = 기본 퍼즐 { $total }개 중 { $number }번
puzzle_from_game = { $date } 내 대국, { $move_number }수째
answer_right = 정답. 최선의 방어: { $reply }. 계속하세요.
answer_right_unstoppable = 정답. 이제 오목을 막을 수 없습니다. 두세요.
solved_first_try = 한 번에 풀었습니다!
solved_later = 풀었습니다.
holding_moves = 버티는 수 ({ $count }개): { $points }.
wrong_opponent_wins = 아닙니다. 그 수 다음에는 표시된 대로 상대의 필승입니다 (상대가 { $moves }수를 더 두면 오목). 다시 해 보세요.
wrong_win_gone = 아닙니다. { $reply } 다음에는 컴퓨터가 더 이상 사와 삼으로 이기는 필승을 찾지 못합니다. 다시 해 보세요.
wrong_not_forbidden = { $point }은(는) 흑에게 금수가 아닙니다. 다시 해 보세요.
answer_unclear = 컴퓨터가 { $point }의 정답 여부를 증명하지 못했습니다. 다른 수를 두어 보세요.
answer_illegal = 그 점에는 둘 수 없습니다.
puzzle_checking = 확인 중…
hint_given = 다음 수는 표시된 칸 안에 있습니다.
try_again = 다시 하기
puzzle_hint = 살펴볼 곳
puzzle_solution = 정답
solution_back = ◀ 이전
solution_forward = 다음 ▶
solution_step = 정답: { $total }수 중 { $shown }수
next_puzzle = 다음 퍼즐
no_puzzle_left = 오늘 풀 퍼즐이 없습니다. 내일 다시 오세요.
puzzles_today = 오늘 퍼즐: { $count }개 · 연속 { $streak }일
puzzles_from_games = 내 대국에서 나온 퍼즐: { $count }개
puzzles_item = 퍼즐…
open_puzzles = 퍼즐 열기

## analysis
analysis_item = 분석판
analysis_hover = 아무 국면이나 배치하거나 판의 국면을 가져와 고수의 최선 수순을 보고, 내 수순을 변화도로 시험합니다
analysis_title = 분석판
tool_play = 두기
tool_black = 흑 돌
tool_white = 백 돌
tool_erase = 지우기
lines_label = 수순
stop_thinking = 정지
go_thinking = ▶ 생각
thinking_depth = 고수 생각 중… 깊이 { $depth }
thinking_stopped = 고수가 멈췄습니다
thinking_held = { $engine }이(가) 대국에서 생각하는 동안 고수는 기다립니다
line_row = { $number }. { $eval } (깊이 { $depth }): { $play }
line_hover = 판 위 돌에 이 수순의 번호가 표시됩니다. 클릭하면 첫 수를 둡니다
analysis_to_move = { $colour } 차례 · { $moves }수
analysis_over = 이 국면에서는 대국이 끝났습니다.
node_back = ◀ 이전
node_forward = 다음 ▶
node_promote = 주 수순으로
node_delete = 여기부터 삭제
variations_here = 다음 수:
node_comment = 메모
edit_from_here = 여기서 새 국면
edit_needs_new_position = 돌은 수를 두기 전에만 바꿀 수 있습니다. 먼저 “여기서 새 국면”을 누르세요 (기존 수순과 변화도는 새 국면에 포함되지 않습니다).
edit_refused_five = 불가: 판에 오목이 생깁니다. 어떤 대국에서도 나올 수 없는 국면입니다.
edit_refused_count = 불가: 흑 돌은 백 돌과 같은 수이거나 하나 더 많아야 합니다.

## names: the names of things
level_seed = 입문
level_classic = 캐주얼
level_normal = 보통
level_hard = 어려움
level_master = 고수
level_seed_description = 입문: 튜토리얼의 점수표, 수읽기 없음
level_classic_description = 캐주얼: 가능한 모든 오목에 점수를 매김, 수읽기 없음
level_normal_description = 보통: 각 점을 남는 모양으로 판단, 수읽기 없음
level_hard_description = 어려움: 몇 수 앞과 연속 사 필승을 읽음
level_master_description = 고수: 깊은 탐색과 필승 수읽기
rule_freestyle = 자유룰
rule_standard = 표준룰
rule_renju = 렌주
rule_freestyle_description = 다섯 개 이상 이어지면 승리
rule_standard_description = 정확히 다섯 개면 승리, 여섯 개 이상은 무효
rule_renju_description = 흑은 삼삼, 사사, 장목을 둘 수 없음
play_as_black = 흑
play_as_white = 백
play_as_alternate = 번갈아
result_won = 승
result_lost = 패
result_drawn = 무
result_resigned = 기권
threat_open_three = 열린 삼
threat_four = 사
threat_double_three = 삼삼
threat_four_three = 사삼
threat_double_four = 사사
threat_open_four = 열린 사
threat_five = 오목
list_separator = { "; " }
reset_to_default_seats = 나는 흑, 상대는 입문
reset_to_alternate_true = 색 번갈아
reset_to_alternate_false = 색 고정
reset_to_no_engines = 엔진 없음
reset_to_muted_true = 소리 끔
reset_to_muted_false = 소리 켬
reset_to_default_size = 기본 크기
reset_to_default_place = 기본 위치
reset_to_shown_true = 표시
reset_to_shown_false = 숨김
file_kind_folder = 폴더
file_kind_pipe = 명명된 파이프
file_kind_device = 장치
file_kind_socket = 소켓
file_kind_other = 특수 파일
forbidden_double_three = 삼삼
forbidden_double_four = 사사
forbidden_overline = 장목
stone_colour = { $case ->
        [inside] { $stone ->
            [black] 흑
           *[white] 백
        }
       *[start] { $stone ->
            [black] 흑
           *[white] 백
        }
    }

## The analysis board: set-up, files and the tree.
clear_board = 판 비우기
clear_board_hover = 빈 판에서 다시 시작합니다 (둔 수, 변화도, 메모는 버려집니다)
black_first = 흑이 먼저
white_first = 백이 먼저
to_move_hover = 배치한 국면에서 누가 둘 차례인지 정합니다. 돌을 놓거나 지우면 돌의 수에 따라 차례가 정해집니다 (같으면 흑, 흑이 하나 더 많으면 백). 여기서 반대편 차례로 바꿀 수도 있습니다.
side_needs_new_position = 누가 먼저 두는지는 수를 두기 전에만 바꿀 수 있습니다. 먼저 “여기서 새 국면”을 누르세요.
refused_does_not_fit = 불가: { $point }의 돌이 그 판 밖으로 벗어납니다.
refused_rule_move = 불가: { $rule }에서는 수순 트리에 둘 수 없는 수가 있습니다 (금수 자리, 또는 오목 이후의 수).
sgf_bad_player = { $written }은(는) 불가능합니다: 둘 차례는 B 또는 W이고, 흑 돌은 백 돌과 같은 수이거나 하나 더 많아야 합니다
save_sgf = SGF 저장…
open_sgf = SGF 열기…
save_sgf_title = 분석을 SGF로 저장
open_sgf_title = 분석판에서 SGF 파일 열기
sgf_filter = SGF 기보
sgf_saved = 분석을 { $path }에 저장했습니다.
sgf_saved_without_dialog = 여기서는 파일 대화상자를 쓸 수 없어 분석을 { $path }에 저장했습니다.
no_sgf_dialog = 여기서는 파일 대화상자를 쓸 수 없습니다. 분석판이 열려 있을 때 .sgf 파일을 창에 끌어다 놓으세요.
sgf_opened = { $path }을(를) 열었습니다.
tree_label = 수와 변화도 (클릭하면 표시):
tree_start = 시작 국면
only_move_row = 1. { $play }: 고수가 평가 없이 바로 두는 수

# A game not the player's: the colours instead of "you" and "the computer".
graph_caption_record = 대국 흐름 (위: { $side } 유리; 클릭하면 이동)
wins_by_force_record = 여기서부터 { $winner }의 필승입니다. { $winner }이 { $moves }수를 더 두면 오목이 됩니다: { $line }.
wins_at_once_record = 여기서부터 { $winner }이 바로 이깁니다: { $line }.
held_how_record = 그 수 다음에는 { $winner }에게 사와 삼으로 이기는 필승이 없습니다. 그런 수순을 { $winner }의 수 { $moves }수까지 모두 읽었습니다 (국면 { $positions }개).
no_defence_found_record = 막는 수를 찾지 못했습니다. 대신 시도한 수 { $tried }개 중 어느 수를 두어도 여전히 { $winner }의 필승입니다 (또는 판정할 수 없었습니다).
lost_from_first_move_record = 상대의 첫 수부터 { $winner }에게 필승이 있었습니다.
lost_from_the_start_record = 컴퓨터가 읽을 수 있었던 첫 국면부터 { $side }은 이미 진 상태였습니다.
missed_win_record = { $number }수째 ({ $point }): { $side }에게 필승이 있었습니다: { $line }
