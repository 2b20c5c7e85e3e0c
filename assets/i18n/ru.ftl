## screen

## The top bar.
score = Счёт { $points }
score_unknown = Счёт …
problems_last = ⚠ { $count ->
        [one] { $count } проблема не решена
        [few] { $count } проблемы не решены
       *[other] { $count } проблем не решено
    }
dismiss_all = Скрыть все
record = Побед: { $wins }, поражений: { $losses }, ничьих: { $draws }
level_label = Уровень
rule_label = Правила
board_label = Доска
play_as_label = Ваш цвет
language_hover = Язык
switch_language = Язык: переключить на { $to }
new_game = Новая игра
undo = Отмена
hint = Совет
hint_hover = F11: ход, который подскажет компьютер
games = Партии
your_games_item = Ваши партии…
games_hover = Ваши партии для разбора и история вашего счёта

## The status bar.
practice = Тренировка, без счёта · { $turn }
numbers = Номера
numbers_hover = N: номера ходов на камнях
thinking_toggle = Мысли
thinking_toggle_hover = I: Показывать, что думает компьютер: как он видит позицию, на какую глубину прочитал и какой вариант ждёт (внешний движок — его сообщения)
thought_line = { $player } ({ $colour }): { $eval }, глубина { $depth }: { $play }
thinking_line = { $player } ({ $colour }) думает: { $eval }, глубина { $depth }: { $play }
thought_threats = { $player } ({ $colour }): { $eval }, прочитано по четвёркам и тройкам: { $play }
thought_said = { $player } ({ $colour }) сообщает: { $text }
you_win = Вы победили!
computer_wins = { $computer } выиграли.
a_draw = Ничья.
thinking = { $computer } думают…
looking_for_hint = Ищем для вас хороший ход…
your_move = Ваш ход ({ $you }) · ход { $number }
status_reviewing = Разбор партии · ход { $at } из { $total }
why = { $computer } { $why }.
last_move = последний ход { $point }
no_moves_yet = ходов ещё нет
sound_on = Звук вкл.
sound_off = Звук выкл.
sound_hover = Музыка и звуки
sound_none = Без звука
sound_none_hover = Устройство вывода звука не найдено: игра идёт без звука.
threats = Угрозы
threats_hover = T: что образует камень любого цвета в каждой точке
heat_map = Оценки
heat_map_hover = A: как компьютер оценивает каждую точку
ok = ОК

## The overlays' legends.
heat_legend_cold = Оценки ({ $level }): низкие
heat_legend_hot = высокие · кольцо: его ход
threat_legend = Угрозы (тёмные: чёрные, светлые: белые): { $marks }
threat_marks = 5 пятёрка · 4+ открытая четвёрка · 44 две четвёрки · 43 вилка 4×3 · 4 четвёрка · 33 вилка 3×3 · 3 открытая тройка
threat_legend_renju = { " " }· × запрещено чёрным · красное кольцо: ловушка белых

## The game-over screen.
title_won = Вы победили!
title_lost = Вы проиграли
title_drawn = Ничья
current_score = Текущий счёт: { $score }
play_again = Нажмите любую клавишу или щёлкните, чтобы сыграть снова
series_tally = Счёт просмотренных партий: { $first } { $first_wins } – { $second_wins } { $second }
series_tally_drawn = Счёт просмотренных партий: { $first } { $first_wins } – { $second_wins } { $second }, ничьих: { $draws }
watch_next = Следующая партия начнётся через несколько секунд (пауза её задержит)
where_did_i_lose = Где была ошибка?
where_did_i_lose_hover = Компьютер разберёт партию и найдёт ход, который привёл к поражению

## The questions.
resign_question = Сдать эту партию?
counts_as_loss = Это засчитывается как поражение.
resign = Сдаться
keep_playing = Играть дальше
resume_question = Продолжить незаконченную партию?
unfinished_game = { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    } на доске { $size }, правила: { $rule }, соперник: { $level }; ваш цвет: { $colour }.
resume = Продолжить
resign_unfinished = Сдаться (это поражение)

## The games window.
your_games = Ваши партии
reading_games = Читаем ваши партии…
no_games_yet = Партий пока нет: здесь будет храниться каждая законченная партия.
score_after_each_game = Ваш счёт после каждой партии
score_word = Счёт
games_played_axis = Сыграно партий
chart_point = Партия { $game }: счёт { $score }
save_record = Сохранить…
save_hover = Сохранить показанную партию как запись (PSQ или строка ходов в .txt)
open_record = Открыть…
open_hover = Открыть запись (PSQ или строку ходов) для разбора
save_title = Сохранить партию
open_title = Открыть запись партии
psq_filter = Запись Piskvork
moves_filter = Строка ходов
saved_to = Партия сохранена в { $path }.
saved_without_dialog = Окно выбора файла здесь недоступно, поэтому партия сохранена в { $path }.
no_open_dialog = Окно выбора файла здесь недоступно: перетащите файл .psq в окно или вставьте запись через Ctrl+V.
save_failed = Не удалось сохранить { $path }: { $error }
nothing_to_save = Ходов для сохранения пока нет.
analysis_kept = Несохранённые ходы, варианты и комментарии доски анализа сохранены в { $path }: их снова откроет «Открыть SGF…» на доске анализа.
kept_game = { $level } · { $rule } · { $size } · { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    } · цвет: { $colour }
review = Разбор

## The review panel.
where_was_the_game_lost = Где была проиграна партия?
play_on = Играть отсюда
play_on_hover = Тренировочная партия с этой позиции: на ваш счёт не влияет
review_heading = Разбор (вы: { $you })
review_heading_record = Разбор (сторона: { $side })
reviewing = Компьютер разбирает партию…
cancel = Отмена
review_stopped = Разбор прерван: { $why }
graph_caption = Ход партии (вверху — ваша позиция лучше; щёлкните, чтобы перейти)
close_review = Закрыть разбор
lost_the_game = Ход { $number } ({ $point }) проиграл партию.
wins_by_force = Отсюда компьютер форсированно выигрывает за { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    }: { $line }.
wins_at_once = Отсюда компьютер выигрывает сразу: { $line }.
would_have_held = Ход { $point } удержал бы позицию.
held_how = После него у компьютера нет форсированного выигрыша четвёрками и тройками: просчитаны все такие варианты, до { $moves ->
        [one] { $moves } его хода
       *[other] { $moves } его ходов
    } ({ $positions ->
        [one] { $positions } позиция
        [few] { $positions } позиции
       *[other] { $positions } позиций
    }).
no_defence_found = Защита не найдена: после каждого из испробованных вместо него ходов (всего { $tried }) компьютер всё равно выигрывает форсированно (или это не удалось определить).
lost_from_first_move = У компьютера был форсированный выигрыш уже с вашего первого хода.
hardest = Ход { $number } ({ $point }): ход { $better } максимально затянул бы выигрыш ({ $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    }).
show_the_mistake = Показать ошибку
step_through_the_win = Выигрыш по шагам
lost_from_the_start = Позиция была проиграна с самого начала того, что смог просчитать компьютер.
no_single_move = Партию проиграл не какой-то один ход.
fell_most_after = Сильнее всего оценка упала после:
fall = ход { $number } ({ $point }): { $before } → { $after }
missed_win = Ход { $number } ({ $point }): у вас был форсированный выигрыш: { $line }
showing_line = Показан вариант: { $shown } из { $total ->
        [one] { $total } хода
       *[other] { $total } ходов
    } (стрелки — по шагам)
moves_heading = Ходы (стрелки, Home, End): { $at } из { $total }
eval_win = выигрыш за { $plies ->
        [one] { $plies } полуход
        [few] { $plies } полухода
       *[other] { $plies } полуходов
    }
eval_loss = проигрыш за { $plies ->
        [one] { $plies } полуход
        [few] { $plies } полухода
       *[other] { $plies } полуходов
    }

# Every reply the search read loses, not every reply was read.
eval_unproved_win = выигрывает, не доказано

# Every move the search read loses, not every move was read.
eval_unproved_loss = проигрывает, не доказано

## Why the computer moved (`teacher::Reason`), after its colour.
reason_wins_with_five = выигрывают: пятёрка на { $at }
reason_blocks_five = закрывают вашу пятёрку на { $at }
reason_wins_by_fours = выигрывают четвёрками (VCF): { $fours }
reason_four_with_forbidden_defence = ставят четвёрку на { $at }, которую вы не можете закрыть: { $defence } — запрещённая точка для чёрных
reason_makes_four = ставят четвёрку: вы должны ответить на { $answer }
reason_blocks_open_three = закрывают вашу открытую тройку на { $at }
reason_blocks_double_four = занимают вашу точку 4×4: { $at }
reason_blocks_four_three = занимают вашу точку 4×3: { $at }
reason_blocks_double_three = занимают вашу точку 3×3: { $at }
reason_blocks_four = закрывают вашу четвёрку на { $at }
reason_makes_double_three = делают две открытые тройки ходом { $at }
reason_makes_open_three = делают открытую тройку ходом { $at }
reason_builds_toward = готовят угрозу на { $toward }
reason_plays = ходят на { $at }

## The window.
window_title = Гомоку — пять в ряд

## messages

## Notices.
no_data_dir = Папка данных для этого пользователя не найдена: прогресс не будет сохраняться.
data_folder_is_a_file = Папка данных { $path } — это файл, а не папка: уберите его, чтобы прогресс сохранялся.
data_folder_below_a_file = Папку данных { $path } нельзя создать, потому что { $file } — это файл: уберите его, чтобы прогресс сохранялся.
moved_aside = { $path } { $problem }. Файл сохранён как { $aside }, и создан новый.
not_moved_aside = { $path } { $problem }, и его не удалось переместить ({ $error }). Пока используются значения по умолчанию; чтобы сохранить файл, переместите его сами.
file_unreadable = не удалось прочитать ({ $error })
file_not_understood = не удалось разобрать ({ $error })
file_not_settings = не содержит настроек (это не объект JSON)
file_moves_do_not_replay = содержит ходы, которые не воспроизводятся ({ $error })
file_not_regular = не обычный файл, а { $what }
file_too_large = больше { $size }
settings_reset = Некоторые настройки в { $path } не распознаны и сброшены: { $fields }.
field_reset = { $name }: { $found } (теперь: { $now })
unfinished_lost = Не удалось продолжить незаконченную партию. { $why }
games_unreadable = Не удалось получить список ваших партий: не удалось прочитать { $path } ({ $error }).
damaged_game = { $path }: { $problem }
kept_games_left_out = { $count ->
        [one] { $count } сохранённую партию не удалось прочитать, она пропущена: { $which }.
        [few] { $count } сохранённые партии не удалось прочитать, они пропущены: { $which }.
       *[other] { $count } сохранённых партий не удалось прочитать, они пропущены: { $which }.
    }
ai_not_started = Не удалось запустить поток компьютера ({ $error }); может помочь новая игра.
ai_stopped = Поток ИИ остановился; может помочь новая игра.
could_not_save = Не удалось сохранить { $name }: { $why }
could_not_write = не удалось записать в { $path }: { $error }
could_not_encode = не удалось закодировать { $name }: { $error }
moves_do_not_replay = её ходы невозможно воспроизвести ({ $error })
game_already_over = партия уже окончена
review_cancelled = разбор отменён
pasted_not_a_record = Вставленный текст — не запись партии (не строка ходов и не файл PSQ): { $error }
could_not_open_file = Не удалось открыть { $path }: { $error }
too_large_for_a_record = файл больше { $size }: слишком велик для записи партии
record_file_not_regular = это не обычный файл, а { $what }
could_not_start_reading = Не удалось начать чтение записи: { $error }

## What is wrong with a record.
on_line = строка { $line }: { $what }
record_empty = в записи нет ходов
sgf_unexpected = '{ $found }' там, где SGF ожидает '(', ';', ')' или свойство
sgf_unclosed_value = текст обрывается внутри значения: не хватает ']'
sgf_unclosed_tree = текст обрывается до ')' варианта
sgf_empty = вариант без узла или свойство без значения
sgf_not_gomoku = GM[{ $found }] — запись другой игры (у гомоку GM[4])
sgf_bad_size = SZ[{ $found }] — не размер доски
sgf_bad_point = '{ $found }' — не точка (нужны две буквы, 'aa' — левый верхний угол)
sgf_pass = ход { $number } ({ $written }) — пас, а пасов в гомоку нет
sgf_out_of_turn = ход { $number } ({ $written }): ходят { $colour }, но сейчас не их очередь
sgf_set_up_later = расстановка камней (AB, AW, AE) после первого узла не читается
sgf_bad_set_up = камень расстановки { $written } стоит вне доски или на другом камне
sgf_set_up_five = камни расстановки уже образуют пятёрку
sgf_too_deep = варианты вложены глубже, чем бывает в любой партии (более { $most })
sgf_set_up_not_moves = партия начинается с расстановки камней (AB, AW), которую нельзя записать списком ходов
record_not_text = это не текст (есть байты NUL), а значит, не запись партии
record_bad_header = заголовок должен иметь вид 'Piskvorky WxH, …', а не '{ $found }'
record_bad_coordinate = '{ $found }' — не координата
record_bad_time = '{ $found }' — не время в миллисекундах
record_bad_notation = не строка ходов: { $what }
not_a_column = ожидалась буква столбца, найдено '{ $found }'
no_row = у столбца '{ $letter }' нет номера строки
row_zero = { $letter }0 — не точка: строки 0 нет (строки начинаются с 1)
leading_zero = { $point }: номера строк пишутся без ведущего нуля
point_off_board = { $point } нет на доске из { $size ->
        [one] { $size } линии
       *[other] { $size } линий
    }
record_unsupported_size = доска из { $size ->
        [one] { $size } линии
       *[other] { $size } линий
    } не поддерживается (поддерживаются размеры от { $min } до { $max })
record_not_square = доска { $width }x{ $height } не квадратная
record_size_mismatch = файл для доски из { $found ->
        [one] { $found } линии
       *[other] { $found } линий
    }, а запрошено { $asked }
record_off_board = ход { $number } ({ $written }) — вне доски
record_occupied = ход { $number } ({ $written }) — в уже занятую точку
record_after_game_over = ход { $number } ({ $written }) сделан после окончания партии
record_forbidden = ход { $number } ({ $written }) запрещён для чёрных ({ $why })
record_move_after_trailer = ход после строк, которыми заканчивается запись партии

## Notices the window gives itself.
not_counted_retry = Эту партию пока не удалось учесть в вашем счёте ({ $error }). Она будет учтена при следующем запуске игры.
not_counted = Эту партию не удалось учесть в вашем счёте: { $error }
not_kept = Партия учтена в вашем счёте (теперь { $score }), но её не удалось сохранить в ваших партиях: { $error }
no_slot = Это окно не может сохранить незаконченную партию: если закрыть его посреди игры, партия будет потеряна ({ $error }).
could_not_resume = Не удалось продолжить незаконченную партию: { $error }
could_not_review = Не удалось разобрать партию: { $error }
could_not_open_record = Не удалось открыть запись: { $error }
could_not_open_game = Не удалось открыть партию: { $error }
cannot_play_on_size = Партии на доске из { $lines ->
        [one] { $lines } линии
       *[other] { $lines } линий
    } здесь продолжить нельзя.
could_not_play_on = Не удалось продолжить игру отсюда: { $error }

## seats

## The seats and the clock, in the top bar.
black_seat_label = Чёрные
white_seat_label = Белые
person_seat = Человек
person_seat_hover = За эту сторону играет человек за этим компьютером
engine_seat_hover = Внешний движок Gomocup: { $command }
add_engine = Добавить движок…
add_engine_hover = Выберите программу движка Gomocup (pbrain-…), чтобы она играла за любую сторону
alternate_toggle = ⇄ Чередовать
alternate_hover = Чёрные и белые меняются местами в каждой новой партии
clock_label = Часы
per_move = { $time } на ход
match_time = { $base } + { $increment }
no_clock = без часов
clock_hover = Лимит на ход действует только на компьютер; при контроле на партию (минуты + секунды, добавляемые за каждый ход) проигрывает тот, у кого закончится время
clock_other = Другой…
clock_other_hover = Свой контроль времени: любой лимит на ход или любое время на партию с добавкой секунд за каждый ход
time_dialog_title = Контроль времени
time_dialog_per_move = Лимит на каждый ход компьютера
time_dialog_match = Время на партию каждой стороне и добавка секунд после каждого хода
time_dialog_use = Установить
minutes_seconds = { $minutes } мин { $seconds } с
minutes = { $minutes } мин
seconds = { $seconds } с
engine_path_prompt = Окно выбора файла здесь не открылось. Введите путь к программе движка:
add = Добавить
programs_filter = Программы

## Opening rules.
opening_label = Дебют
opening_free = нет
opening_free_hover = Чёрные ходят первыми, в любую точку
opening_swap2 = swap2
opening_swap2_hover = Дебют Gomocup и чемпионатов: игрок за чёрных ставит три камня (чёрный, белый, чёрный); игрок за белых берёт чёрные, берёт белые или ставит ещё два камня и даёт выбрать сопернику. Только для свободных и стандартных правил
opening_centre = центр
opening_centre_hover = Простое начало рэндзю: первый камень чёрных ставится в центр доски, затем ходят белые
swap2_heading = Swap2: ваш выбор
swap2_after_three = Три камня поставлены. Возьмите чёрные (следующий ход белых), возьмите белые и сыграйте четвёртый камень или поставьте ещё два камня (белый, затем чёрный) и дайте выбрать сопернику.
swap2_after_five = Пять камней поставлены. Возьмите чёрные или возьмите белые и сыграйте шестой камень.
take_black = Играть чёрными
take_white = Играть белыми
place_two = Ещё два камня
opening_placing = Дебют: { $name } ставит { $stone }-й камень.
opening_choosing = Дебют: { $name } выбирает…
opening_place = Дебют: поставьте { $stone }-й камень.
opening_your_choice = Дебют: ваш выбор.
opening_choose_for = Дебют: выберите за { $name }.
player_no_swap2 = { $name } не умеет играть swap2 ({ $detail }): его часть дебюта решаете вы.

## The coach of the opening.
coach_judging = Мастер оценивает позицию…
coach_sees = { $judge }, просчитав { $nodes ->
        [one] { $nodes } позицию
        [few] { $nodes } позиции
       *[other] { $nodes } позиций
    }: { $balance }.
coach_decided = { $judge } { $what }: по его оценке, { $balance }.
balance_black_wins = чёрные выигрывают форсированно
balance_white_wins = белые выигрывают форсированно
balance_even = позиция примерно равна ({ $score })
balance_black = чёрные стоят лучше ({ $score })
balance_white = белые стоят лучше ({ $score })
line_wins = { $colour } выигрывают за { $plies ->
        [one] { $plies } полуход
        [few] { $plies } полухода
       *[other] { $plies } полуходов
    }
line_even = примерно равно
line_slightly_better = { $colour } стоят чуть лучше
line_better = { $colour } стоят лучше
line_much_better = { $colour } стоят намного лучше
line_winning = { $colour } выигрывают, не доказано
decided_three = ставит свои три камня
decided_black = берёт чёрные
decided_white = берёт белые
decided_two = ставит ещё два камня
review_opening_stones = Первые камни ({ $count }) — дебютные, они поставлены до того, как определились цвета: они не оцениваются как ваши ходы.
review_opening_stones_record = Первые камни ({ $count }) — дебютные, они поставлены до того, как определились цвета: они не оцениваются как ходы ни одной из сторон.

## Watching two computers.
pause = Пауза
go_on = ▶ Дальше
step = Шаг
watch_speed = Пауза между ходами

## The status bar and the end of a game.
seat_thinking = { $name } думает…
seat_to_move = { $colour } ходят.
watch_paused = Пауза.
lost_on_time = { $name } ({ $colour }): время истекло.
forfeited = { $name } ({ $colour }): техническое поражение.
side_wins = { $colour } выиграли
kept_game_between = { $players } · { $rule } · { $size } · { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    }
unfinished_between = { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    } на доске { $size }, правила: { $rule }, { $players }.
leave_unfinished = Не продолжать

## Outside engines that fail.
engine_not_added = Не удалось добавить движок { $path }: { $error }
engine_added = Движок { $name } добавлен: он доступен для любой стороны.
player_not_started = Не удалось запустить { $name }: { $detail }. В этой партии ему засчитано техническое поражение.
player_crashed = { $name } прекратил работу во время партии: { $detail }. Ему засчитано техническое поражение.
player_timed_out = { $name } не сделал ход вовремя ({ $detail }). Ему засчитано поражение по времени.
player_garbage = { $name } не дал хода: { $detail }. Ему засчитано техническое поражение.
player_illegal = { $name } { $detail }. Ему засчитано техническое поражение.

## soosorv
opening_soosorv = Soosõrv-8
opening_soosorv_hover = Правило чемпионатов мира RIF: чёрные начинают одним из 26 дебютов, белые могут поменяться цветами; белые ставят четвёртый камень и объявляют, сколько пятых ходов предложат чёрные (от 1 до 8); чёрные могут поменяться цветами; белые выбирают одно из предложений и продолжают игру
player_no_soosorv = { $name } не умеет играть дебют Soosõrv-8 ({ $detail }): его часть дебюта решаете вы.
soosorv_first = Дебют: поставьте первый камень чёрных в центр доски.
soosorv_second = Дебют: поставьте камень белых рядом с центром.
soosorv_third = Дебют: поставьте второй камень чёрных в центральный квадрат 5×5.
soosorv_fourth = Дебют: вы играете белыми: поставьте четвёртый камень в любую точку.
soosorv_offer = Дебют: вы играете чёрными: предложите пятые ходы, без симметричных друг другу ({ $done } из { $count }; щелчок по предложению отменяет его).
soosorv_pick = Дебют: вы играете белыми: выберите одно из предложений чёрных как пятый камень.
soosorv_symmetric = Эта точка симметрична предложению на { $point }: выберите другую.
soosorv_offering = Дебют: { $name } предлагает пятые ходы…
soosorv_picking = Дебют: { $name } выбирает пятый ход…
soosorv_heading = Soosõrv-8: ваш выбор
soosorv_declare_heading = Soosõrv-8: сколько пятых ходов?
soosorv_declare_text = Чёрные предложат столько пятых ходов, без симметричных друг другу, а вы выберете один из них. Чем больше предложений, тем больше у вас выбор; но сначала чёрные ещё могут поменяться цветами.
soosorv_after_three = Три дебютных камня поставлены. Возьмите чёрные или возьмите белые и поставьте четвёртый камень.
soosorv_after_four = Чёрные предложат { $count ->
        [one] { $count } пятый ход
        [few] { $count } пятых хода
       *[other] { $count } пятых ходов
    }. Оставьте чёрные и предложите их или возьмите белые и выберите один.
decided_fourth = ставит четвёртый камень и объявляет { $count ->
        [one] { $count } пятый ход
        [few] { $count } пятых хода
       *[other] { $count } пятых ходов
    }
decided_offers = предлагает { $count ->
        [one] { $count } пятый ход
        [few] { $count } пятых хода
       *[other] { $count } пятых ходов
    }
decided_pick = выбирает пятый ход { $point }

## puzzles
puzzles_button = Задачи
puzzles_hover = Задачи из ваших партий и встроенный набор, каждая доказана компьютером
puzzles_title = Задачи
question_fours = { $side } ходят: выиграйте четвёрками (каждый ход — четвёрка).
question_threes = { $side } ходят: выиграйте тройками и четвёрками.
question_hold = { $side } ходят: соперник угрожает форсированным выигрышем. Найдите ход, который удержит позицию.
question_trap = { $side } ходят: выиграйте. Защита чёрных попадёт на запрещённую точку.
question_forbidden = Ход чёрных: точка, которая выиграла бы без правил рэндзю, для чёрных запрещена. Щёлкните по ней.
puzzle_builtin = Встроенная задача { $number } из { $total }
puzzle_from_game = Из вашей партии от { $date }, ход { $move_number }
answer_right = Верно. Лучшая защита: { $reply }. Продолжайте.
answer_right_unstoppable = Верно. Теперь пятёрку не остановить: поставьте её.
solved_first_try = Решено с первой попытки!
solved_later = Решено.
holding_moves = Ходы, удерживающие позицию ({ $count }): { $points }.
wrong_opponent_wins = Не этот ход: после него соперник форсированно выигрывает за { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    }, как показано. Попробуйте ещё раз.
wrong_win_gone = Не этот ход: после { $reply } компьютер больше не находит форсированного выигрыша четвёрками и тройками. Попробуйте ещё раз.
wrong_not_forbidden = Точка { $point } для чёрных разрешена. Попробуйте ещё раз.
answer_unclear = Компьютер не смог доказать ни правильность, ни ошибочность хода { $point }. Попробуйте другой ход.
answer_illegal = В эту точку ходить нельзя.
puzzle_checking = Проверка…
hint_given = Следующий ход — в отмеченной области.
try_again = Ещё раз
puzzle_hint = Где искать
puzzle_solution = Решение
solution_back = ◀ Назад
solution_forward = Вперёд ▶
solution_step = Решение: ход { $shown } из { $total }
next_puzzle = Следующая задача
no_puzzle_left = На сегодня задач нет. Возвращайтесь завтра.
puzzles_today = Задач сегодня: { $count } · серия: { $streak ->
        [one] { $streak } день
        [few] { $streak } дня
       *[other] { $streak } дней
    }
puzzles_from_games = Задач из ваших партий: { $count }
puzzles_item = Задачи…
open_puzzles = Открыть задачи

## analysis
analysis_item = Доска анализа
analysis_hover = Расставьте любую позицию или возьмите текущую, смотрите лучшие варианты мастера, пробуйте свои варианты
analysis_title = Доска анализа
tool_play = Ходы
tool_black = Чёрный камень
tool_white = Белый камень
tool_erase = Убрать
lines_label = Варианты
stop_thinking = Стоп
go_thinking = ▶ Думать
thinking_depth = мастер думает… глубина { $depth }
thinking_stopped = мастер остановился
thinking_held = мастер ждёт, пока { $engine } думает в партии
line_row = { $number }. { $eval } (глубина { $depth }): { $play }
line_hover = Камни варианта пронумерованы на доске; щелчок играет его первый ход
analysis_to_move = { $colour } ходят · { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    }
analysis_over = В этой позиции партия окончена.
node_back = ◀ Назад
node_forward = Вперёд ▶
node_promote = Сделать главным
node_delete = Удалить отсюда
variations_here = Следующие ходы:
node_comment = Комментарий
edit_from_here = Новая позиция отсюда
edit_needs_new_position = Камни можно менять только до первого хода: сначала нажмите «Новая позиция отсюда» (прежние ходы и варианты будут отброшены).
edit_refused_five = Отклонено: на доске оказалась бы пятёрка, а такой позиции не бывает ни в одной партии.
edit_refused_count = Отклонено: у чёрных должно быть столько же камней, сколько у белых, или на один больше.

## names: the names of things

## A level's name in the menu, and its one line (the hover text).
level_seed = росток
level_classic = классика
level_normal = обычный
level_hard = сильный
level_master = мастер
level_seed_description = Для начинающих: карта оценок из обучения, без расчёта вперёд
level_classic_description = Лёгкий: оценивает все возможные пятёрки, без расчёта вперёд
level_normal_description = Обычный: оценивает каждую точку по фигурам, которые она образует, без расчёта вперёд
level_hard_description = Сильный: считает на несколько ходов вперёд и ищет выигрыш четвёрками
level_master_description = Мастер: глубокий поиск и расчёт форсированных выигрышей

## A rule's name in the menu, and its one line (the hover text).
rule_freestyle = свободные
rule_standard = стандарт
rule_renju = рэндзю
rule_freestyle_description = Побеждают пять или больше камней в ряд
rule_standard_description = Побеждают ровно пять; шесть и больше — нет
rule_renju_description = Чёрным запрещены 3×3, 4×4 и длинный ряд

## The colour choice in the menu.
play_as_black = чёрные
play_as_white = белые
play_as_alternate = по очереди

## How a kept game ended, for the player.
result_won = победа
result_lost = поражение
result_drawn = ничья
result_resigned = сдача

## A threat's name inside a sentence.
threat_open_three = открытая тройка
threat_four = четвёрка
threat_double_three = вилка 3×3
threat_four_three = вилка 4×3
threat_double_four = вилка 4×4
threat_open_four = открытая четвёрка
threat_five = пятёрка

## Between the items of a list inside a sentence.
list_separator = { "; " }

## What a setting was reset to.
reset_to_default_seats = вы — чёрные, соперник — росток
reset_to_alternate_true = цвета чередуются
reset_to_alternate_false = цвета постоянны
reset_to_no_engines = без движков
reset_to_muted_true = звук выключен
reset_to_muted_false = звук включён
reset_to_default_size = размер по умолчанию
reset_to_default_place = место по умолчанию
reset_to_shown_true = показано
reset_to_shown_false = скрыто

## What a data file turned out to be, when it is not a plain file.
file_kind_folder = папка
file_kind_pipe = именованный канал
file_kind_device = устройство
file_kind_socket = сокет
file_kind_other = особый файл

## A forbidden move's name (renju: black may not play it).
forbidden_double_three = 3×3
forbidden_double_four = 4×4
forbidden_overline = длинный ряд

## A stone's colour.
stone_colour = { $case ->
        [inside] { $stone ->
            [black] чёрные
           *[white] белые
        }
       *[start] { $stone ->
            [black] Чёрные
           *[white] Белые
        }
    }

## The analysis board: set-up, files and the tree.
clear_board = Пустая доска
clear_board_hover = Начать заново с пустой доски (ходы, варианты и комментарии будут отброшены)
black_first = Первыми ходят чёрные
white_first = Первыми ходят белые
to_move_hover = Чей ход в расставленной позиции. Когда камень ставится или убирается, ход получает сторона, которую указывает число камней (чёрные, если камней поровну, белые, если у чёрных на один больше); здесь можно отдать ход другой стороне.
side_needs_new_position = Кто ходит первым, можно менять только до первого хода: сначала нажмите «Новая позиция отсюда».
refused_does_not_fit = Отклонено: камень на { $point } оказался бы за краем этой доски.
refused_rule_move = Отклонено: при правилах «{ $rule }» один из ходов в дереве вариантов сыграть нельзя (запрещённая точка или ход после пятёрки).
sgf_bad_player = { $written } невозможно: очередь хода — B или W, и у чёрных должно быть столько же камней, сколько у белых, или на один больше
save_sgf = Сохранить SGF…
open_sgf = Открыть SGF…
save_sgf_title = Сохранить анализ в SGF
open_sgf_title = Открыть файл SGF на доске анализа
sgf_filter = Дерево партии SGF
sgf_saved = Анализ сохранён в { $path }.
sgf_saved_without_dialog = Окно выбора файла здесь недоступно, поэтому анализ сохранён в { $path }.
no_sgf_dialog = Окно выбора файла здесь недоступно: перетащите файл .sgf в окно, пока открыта доска анализа.
sgf_opened = Открыт файл { $path }.
tree_label = Ходы и варианты (щёлкните, чтобы показать):
tree_start = Начальная позиция
only_move_row = 1. { $play }: мастер играет этот ход без оценки

# A game not the player's: the colours instead of "you" and "the computer".
graph_caption_record = Ход партии (вверху — { $side } стояли лучше; щёлкните, чтобы перейти)
wins_by_force_record = Отсюда { $winner } форсированно выигрывают за { $moves ->
        [one] { $moves } ход
        [few] { $moves } хода
       *[other] { $moves } ходов
    }: { $line }.
wins_at_once_record = Отсюда { $winner } выигрывают сразу: { $line }.
held_how_record = После него { $winner } не выигрывают форсированно четвёрками и тройками: просчитаны все такие варианты, до { $moves ->
        [one] { $moves } их хода
       *[other] { $moves } их ходов
    } ({ $positions ->
        [one] { $positions } позиция
        [few] { $positions } позиции
       *[other] { $positions } позиций
    }).
no_defence_found_record = Защита не найдена: после каждого из испробованных вместо него ходов (всего { $tried }) { $winner } всё равно выигрывают форсированно (или это не удалось определить).
lost_from_first_move_record = Уже с первого хода соперника { $winner } имели форсированный выигрыш.
lost_from_the_start_record = С самого начала того, что смог просчитать компьютер, { $side } были в проигранной позиции.
missed_win_record = Ход { $number } ({ $point }): { $side } имели форсированный выигрыш: { $line }
