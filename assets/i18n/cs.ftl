## screen

## The top bar.
score = Skóre { $points }
score_unknown = Skóre …
problems_last = ⚠ { $count ->
        [one] { $count } problém trvá
        [few] { $count } problémy trvají
       *[other] { $count } problémů trvá
    }
dismiss_all = Zavřít vše
record = výhry: { $wins }, prohry: { $losses }, remízy: { $draws }
level_label = Úroveň
rule_label = Pravidla
board_label = Deska
play_as_label = Hrajete
language_hover = Jazyk
switch_language = Jazyk: přepnout na { $to }
new_game = Nová partie
undo = Zpět
hint = Rada
hint_hover = F11: tah, který vám navrhuje AI
games = Partie
your_games_item = Vaše partie…
games_hover = Vaše partie k rozboru a vývoj vašeho skóre

## The status bar.
practice = Trénink, nezapočítává se · { $turn }
numbers = Čísla
numbers_hover = N: čísla tahů na kamenech
thinking_toggle = Úvahy
thinking_toggle_hover = I: Ukazovat, co si počítač myslí: jak vidí pozici, jak hluboko propočítal a jaké pokračování čeká (vnější engine: jeho zprávy)
thought_line = { $player } ({ $colour }): { $eval }, hloubka { $depth }: { $play }
thinking_line = { $player } ({ $colour }) přemýšlí: { $eval }, hloubka { $depth }: { $play }
thought_threats = { $player } ({ $colour }): { $eval }, propočítáno čtyřkami a trojkami: { $play }
thought_said = { $player } ({ $colour }) říká: { $text }
you_win = Vyhráli jste!
computer_wins = { $computer } vyhrál.
a_draw = Remíza.
thinking = { $computer } přemýšlí…
looking_for_hint = Hledám pro vás dobrý tah…
your_move = Jste na tahu ({ $you }) · tah { $number }
status_reviewing = Rozbor partie · tah { $at } z { $total }
why = { $computer } { $why }.
last_move = poslední tah { $point }
no_moves_yet = zatím žádný tah
sound_on = Zvuk zapnut
sound_off = Zvuk vypnut
sound_hover = Hudba a zvuky
sound_none = Bez zvuku
sound_none_hover = Nebyl nalezen žádný zvukový výstup: hra běží bez zvuku.
threats = Hrozby
threats_hover = T: co by na každém poli vytvořil kámen kterékoli barvy
heat_map = Tepelná mapa
heat_map_hover = A: jak počítač hodnotí každé pole
ok = OK

## The overlays' legends.
heat_legend_cold = Tepelná mapa ({ $level }): studená
heat_legend_hot = horká · kroužek: jeho tah
threat_legend = Hrozby (tmavé: černý, světlé: bílý): { $marks }
threat_marks = 5 pětka · 4+ otevřená čtyřka · 44 dvě čtyřky · 43 čtyři-tři · 4 čtyřka · 33 dvojitá trojka · 3 otevřená trojka
threat_legend_renju = { " " }· × zakázáno černému · červený kroužek: past bílého

## The game-over screen.
title_won = Vyhráli jste!
title_lost = Prohráli jste
title_drawn = Remíza
current_score = Aktuální skóre: { $score }
play_again = Stiskněte libovolnou klávesu nebo klikněte a hrajte znovu
series_tally = Zatím zhlédnuto: { $first } { $first_wins } – { $second_wins } { $second }
series_tally_drawn = Zatím zhlédnuto: { $first } { $first_wins } – { $second_wins } { $second }, remízy: { $draws }
watch_next = Další partie začne za pár sekund (pauza ji zadrží)
where_did_i_lose = Kde byla chyba?
where_did_i_lose_hover = Počítač projde partii a najde tah, kterým byla prohrána

## The questions.
resign_question = Vzdát tuto partii?
counts_as_loss = Počítá se jako prohra.
resign = Vzdát
keep_playing = Hrát dál
resume_question = Pokračovat v nedohrané partii?
unfinished_game = { $moves ->
        [one] { $moves } tah
        [few] { $moves } tahy
       *[other] { $moves } tahů
    } na desce { $size }, pravidla: { $rule }, soupeř: { $level }; hrajete jako { $colour }.
resume = Pokračovat
resign_unfinished = Vzdát (počítá se jako prohra)

## The games window.
your_games = Vaše partie
reading_games = Načítám vaše partie…
no_games_yet = Zatím žádné partie: každá dohraná partie se uloží sem.
score_after_each_game = Vaše skóre po každé partii
score_word = Skóre
games_played_axis = Odehrané partie
chart_point = Partie { $game }: skóre { $score }
save_record = Uložit…
save_hover = Uložit zobrazenou partii jako záznam (PSQ nebo řetězec tahů jako .txt)
open_record = Otevřít…
open_hover = Otevřít záznam (PSQ nebo řetězec tahů) k rozboru
save_title = Uložit partii
open_title = Otevřít záznam partie
psq_filter = Záznam Piskvork
moves_filter = Řetězec tahů
saved_to = Partie uložena do { $path }.
saved_without_dialog = Dialog pro výběr souboru zde není k dispozici, proto byla partie uložena do { $path }.
no_open_dialog = Dialog pro výběr souboru zde není k dispozici: přetáhněte soubor .psq do okna, nebo vložte záznam pomocí Ctrl+V.
save_failed = Nelze uložit { $path }: { $error }
nothing_to_save = Zatím nejsou žádné tahy k uložení.
analysis_kept = Neuložené tahy, varianty a komentáře z analytické desky byly uchovány v { $path }: znovu je otevřete tlačítkem Otevřít SGF… na analytické desce.
kept_game = { $level } · { $rule } · { $size } · { $moves ->
        [one] { $moves } tah
        [few] { $moves } tahy
       *[other] { $moves } tahů
    } jako { $colour }
review = Rozbor

## The review panel.
where_was_the_game_lost = Kde byla partie prohrána?
play_on = Hrát odsud
play_on_hover = Tréninková partie z této pozice: vaše skóre nemění
review_heading = Rozbor (vy: { $you })
review_heading_record = Rozbor (pohled: { $side })
reviewing = Počítač prochází partii…
cancel = Zrušit
review_stopped = Rozbor se zastavil: { $why }
graph_caption = Průběh partie (nahoře: stáli jste lépe; kliknutím přejdete na tah)
close_review = Zavřít rozbor
lost_the_game = Partii prohrál tah { $number }, { $point }.
wins_by_force = Odsud počítač vynuceně vyhraje za { $moves ->
        [one] { $moves } tah
        [few] { $moves } tahy
       *[other] { $moves } tahů
    }: { $line }.
wins_at_once = Odsud počítač vyhrává okamžitě: { $line }.
would_have_held = Tah na { $point } by partii udržel.
held_how = Po něm nemá počítač vynucenou výhru čtyřkami a trojkami: každá taková varianta byla propočítána, až do { $moves ->
        [one] { $moves } jeho tahu
       *[other] { $moves } jeho tahů
    } ({ $positions ->
        [one] { $positions } pozice
        [few] { $positions } pozice
       *[other] { $positions } pozic
    }).
no_defence_found = Obrana nenalezena: místo chybného tahu { $tried ->
        [one] byl vyzkoušen { $tried } tah
        [few] byly vyzkoušeny { $tried } tahy
       *[other] bylo vyzkoušeno { $tried } tahů
    } a po každém počítač stále vynuceně vyhrává (nebo to nešlo určit).
lost_from_first_move = Počítač měl vynucenou výhru už od vašeho prvního tahu.
hardest = Tah { $number } ({ $point }): tahem { $better } by se výhra protáhla nejvíc ({ $moves ->
        [one] { $moves } tah
        [few] { $moves } tahy
       *[other] { $moves } tahů
    }).
show_the_mistake = Ukázat chybu
step_through_the_win = Projít výhru
lost_from_the_start = Už od začátku úseku, který počítač dokázal propočítat, jste měli prohranou pozici.
no_single_move = Partii neprohrál žádný jednotlivý tah.
fell_most_after = Hodnocení nejvíc kleslo po:
fall = tah { $number } ({ $point }): z { $before } na { $after }
missed_win = Tah { $number } ({ $point }): měli jste vynucenou výhru: { $line }
showing_line = Zobrazená varianta: { $shown } z { $total } tahů (krokujte šipkami)
moves_heading = Tahy (šipky, Home, End): { $at } z { $total }
eval_win = výhra za { $plies }
eval_loss = prohra za { $plies }

# Every reply the search read loses, not every reply was read.
eval_unproved_win = vyhrává, nedokázáno

# Every move the search read loses, not every move was read.
eval_unproved_loss = prohrává, nedokázáno

## Why the computer moved (`teacher::Reason`), after its colour.
reason_wins_with_five = vyhrává: pětka na { $at }
reason_blocks_five = blokuje vaši pětku na { $at }
reason_wins_by_fours = vyhrává čtyřkami: { $fours }
reason_four_with_forbidden_defence = vytváří na { $at } čtyřku, kterou nezastavíte: { $defence } je pro černého zakázaný tah
reason_makes_four = vytváří čtyřku: musíte odpovědět na { $answer }
reason_blocks_open_three = blokuje vaši otevřenou trojku na { $at }
reason_blocks_double_four = obsazuje vaše pole dvojité čtyřky { $at }
reason_blocks_four_three = obsazuje vaše pole čtyři-tři { $at }
reason_blocks_double_three = obsazuje vaše pole dvojité trojky { $at }
reason_blocks_four = blokuje vaši čtyřku na { $at }
reason_makes_double_three = vytváří dvě otevřené trojky na { $at }
reason_makes_open_three = vytváří otevřenou trojku na { $at }
reason_builds_toward = připravuje hrozbu na { $toward }
reason_plays = hraje { $at }

## The window.
window_title = Gomoku — pět v řadě

## messages

## Notices
no_data_dir = Pro tohoto uživatele nebyla nalezena datová složka: postup se nebude ukládat.
data_folder_is_a_file = Datová složka { $path } je soubor, ne složka: přesuňte jej jinam, aby se mohl ukládat postup.
data_folder_below_a_file = Datovou složku { $path } nelze vytvořit, protože { $file } je soubor: přesuňte jej jinam, aby se mohl ukládat postup.
moved_aside = { $path } { $problem }. Soubor byl uschován jako { $aside } a byl založen nový.
not_moved_aside = { $path } { $problem } a nepodařilo se jej odložit stranou ({ $error }). Zatím se používají výchozí hodnoty; chcete-li soubor zachovat, přesuňte jej prosím jinam sami.
file_unreadable = nelze přečíst ({ $error })
file_not_understood = je nesrozumitelný ({ $error })
file_not_settings = neobsahuje nastavení (není to objekt JSON)
file_moves_do_not_replay = obsahuje tahy, které nelze přehrát ({ $error })
file_not_regular = není běžný soubor, ale { $what }
file_too_large = je větší než { $size }
settings_reset = Některým nastavením v { $path } nebylo rozumět, a proto byla přenastavena: { $fields }.
field_reset = { $name } { $found } (nyní { $now })
unfinished_lost = Vaši nedohranou partii nelze obnovit. { $why }
games_unreadable = Vaše partie nelze vypsat: { $path } nelze přečíst ({ $error }).
damaged_game = { $path }: { $problem }
kept_games_left_out = { $count ->
        [one] 1 uloženou partii nelze přečíst, a je proto vynechána: { $which }.
        [few] { $count } uložené partie nelze přečíst, a jsou proto vynechány: { $which }.
       *[other] { $count } uložených partií nelze přečíst, a jsou proto vynechány: { $which }.
    }
ai_not_started = Nelze spustit vlákno počítače ({ $error }); pomoci může nová partie.
ai_stopped = Vlákno AI se zastavilo; pomoci může nová partie.
could_not_save = Nelze uložit { $name }: { $why }
could_not_write = nelze uložit do { $path }: { $error }
could_not_encode = nelze zakódovat { $name }: { $error }
moves_do_not_replay = její tahy nelze přehrát ({ $error })
game_already_over = partie už skončila
review_cancelled = rozbor byl zrušen
pasted_not_a_record = Vložený text není záznam partie (řetězec tahů ani soubor PSQ): { $error }
could_not_open_file = Nelze otevřít { $path }: { $error }
too_large_for_a_record = je větší než { $size }: na záznam partie příliš velký
record_file_not_regular = není běžný soubor, ale { $what }
could_not_start_reading = Nelze začít číst záznam: { $error }

## What is wrong with a record
on_line = řádek { $line }: { $what }
record_empty = záznam neobsahuje žádné tahy
sgf_unexpected = '{ $found }' tam, kde SGF očekává '(', ';', ')' nebo vlastnost
sgf_unclosed_value = text končí uvnitř hodnoty: chybí ']'
sgf_unclosed_tree = text končí před ')' varianty
sgf_empty = varianta bez uzlu nebo vlastnost bez hodnoty
sgf_not_gomoku = GM[{ $found }] je záznam jiné hry (Gomoku je GM[4])
sgf_bad_size = SZ[{ $found }] není velikost desky
sgf_bad_point = '{ $found }' není pole (dvě písmena, 'aa' je levý horní roh)
sgf_pass = tah { $number } ({ $written }) je pas, který Gomoku nezná
sgf_out_of_turn = tah { $number } ({ $written }) hraje { $colour }, ale { $colour } není na tahu
sgf_set_up_later = rozestavené kameny (AB, AW, AE) za prvním uzlem se nenačítají
sgf_bad_set_up = rozestavený kámen { $written } je mimo desku nebo na jiném kameni
sgf_set_up_five = rozestavené kameny už tvoří pětku
sgf_too_deep = varianty jsou vnořeny hlouběji, než sahá jakákoli partie (více než { $most })
sgf_set_up_not_moves = partie začíná z rozestavených kamenů (AB, AW), které seznam tahů nedokáže uchovat
record_not_text = toto není text (obsahuje bajty NUL), a tedy ani záznam partie
record_bad_header = hlavička má znít 'Piskvorky WxH, …', ne '{ $found }'
record_bad_coordinate = '{ $found }' není souřadnice
record_bad_time = '{ $found }' není čas v milisekundách
record_bad_notation = není řetězec tahů: { $what }
not_a_column = očekáváno písmeno sloupce, nalezeno '{ $found }'
no_row = sloupec '{ $letter }' nemá číslo řádku
row_zero = { $letter }0 není pole: řádek 0 neexistuje (řádky začínají od 1)
leading_zero = { $point }: čísla řádků se píší bez úvodní nuly
point_off_board = { $point } neleží na desce { $size }×{ $size }
record_unsupported_size = deska { $size }×{ $size } není podporována (podporované velikosti: { $min } až { $max })
record_not_square = deska { $width }x{ $height } není čtvercová
record_size_mismatch = soubor je pro desku { $found }×{ $found }, ale požadována byla { $asked }×{ $asked }
record_off_board = tah { $number } ({ $written }) je mimo desku
record_occupied = tah { $number } ({ $written }) je na již obsazeném poli
record_after_game_over = tah { $number } ({ $written }) přichází po konci partie
record_forbidden = tah { $number } ({ $written }) je pro černého zakázaný ({ $why })
record_move_after_trailer = tah za řádky, které ukončují záznam partie

## Notices the window gives itself
not_counted_retry = Tuto partii zatím nelze započítat do skóre ({ $error }). Započítá se při příštím spuštění hry.
not_counted = Tuto partii nelze započítat do skóre: { $error }
not_kept = Partie se započítala do skóre (nyní { $score }), ale nelze ji uložit mezi vaše partie: { $error }
no_slot = Toto okno nemůže uchovat nedohranou partii: když je zavřete uprostřed hry, partie bude ztracena ({ $error }).
could_not_resume = Vaši nedohranou partii nelze obnovit: { $error }
could_not_review = Partii nelze rozebrat: { $error }
could_not_open_record = Záznam nelze otevřít: { $error }
could_not_open_game = Partii nelze otevřít: { $error }
cannot_play_on_size = Partie na desce { $lines }×{ $lines } zde nelze hrát dál.
could_not_play_on = Odsud nelze hrát dál: { $error }

## seats
black_seat_label = Černý
white_seat_label = Bílý
person_seat = Člověk
person_seat_hover = Tuto stranu hraje někdo u tohoto počítače
engine_seat_hover = Externí engine Gomocup: { $command }
add_engine = Přidat engine…
add_engine_hover = Vyberte program enginu Gomocup (pbrain-…), který může hrát za kteroukoli stranu
alternate_toggle = ⇄ Střídat
alternate_hover = Černý a bílý si s každou novou partií vymění místa
clock_label = Čas
per_move = { $time } na tah
match_time = { $base } + { $increment }
no_clock = bez hodin
clock_hover = Limit na tah platí jen pro počítač; při čase na partii (minuty + sekundy přidané za každý tah) prohrává ten, komu dojde čas
clock_other = Jiné…
clock_other_hover = Vlastní hodiny: libovolný limit na tah, nebo libovolný čas na partii s přídavkem sekund po každém tahu
time_dialog_title = Časová kontrola
time_dialog_per_move = Limit na každý tah počítače
time_dialog_match = Čas na partii pro každou stranu a přídavek sekund po každém tahu
time_dialog_use = Použít tyto hodiny
minutes_seconds = { $minutes } min { $seconds } s
minutes = { $minutes } min
seconds = { $seconds } s
engine_path_prompt = Dialog pro výběr souboru zde nelze otevřít. Zadejte cestu k programu enginu:
add = Přidat
programs_filter = Programy

## Opening rules.
opening_label = Zahájení
opening_free = volné
opening_free_hover = Černý táhne první, kamkoli
opening_swap2 = swap2
opening_swap2_hover = Zahájení Gomocupu a mistrovství: hráč černého položí tři kameny (černý, bílý, černý); hráč bílého si vezme černé, vezme bílé, nebo položí další dva a volbu nechá soupeři. Jen pro volná a standardní pravidla
opening_centre = střed
opening_centre_hover = Prosté zahájení renju: první kámen černého leží na středovém poli, pak táhne bílý
swap2_heading = Swap2: vaše volba
swap2_after_three = Tři kameny jsou položeny. Vezměte černé (pak táhne bílý), vezměte bílé a zahrajte čtvrtý kámen, nebo položte další dva kameny (bílý, pak černý) a volbu nechte soupeři.
swap2_after_five = Pět kamenů je položeno. Vezměte černé, nebo vezměte bílé a zahrajte šestý kámen.
take_black = Hrát černými
take_white = Hrát bílými
place_two = Položit další dva
opening_placing = Zahájení: { $name } pokládá { $stone }. kámen.
opening_choosing = Zahájení: { $name } volí…
opening_place = Zahájení: položte { $stone }. kámen.
opening_your_choice = Zahájení: vaše volba.
opening_choose_for = Zahájení: zvolte za { $name }.
player_no_swap2 = { $name } neumí hrát swap2 ({ $detail }): o jeho části zahájení rozhodujete vy.

## The coach of the opening.
coach_judging = Mistr posuzuje pozici…
coach_sees = { $judge } po prohledání { $nodes } pozic: { $balance }.
coach_decided = { $judge } { $what }: podle něj { $balance }.
balance_black_wins = černý vynuceně vyhrává
balance_white_wins = bílý vynuceně vyhrává
balance_even = zhruba vyrovnáno ({ $score })
balance_black = černý stojí lépe ({ $score })
balance_white = bílý stojí lépe ({ $score })
line_wins = { $colour } vyhraje za { $plies ->
        [one] { $plies } půltah
        [few] { $plies } půltahy
       *[other] { $plies } půltahů
    }
line_even = zhruba vyrovnáno
line_slightly_better = { $colour } stojí o něco lépe
line_better = { $colour } stojí lépe
line_much_better = { $colour } stojí mnohem lépe
line_winning = { $colour } vyhrává, nedokázáno
decided_three = položil své tři kameny
decided_black = vzal černé
decided_white = vzal bílé
decided_two = položil další dva kameny
review_opening_stones = { $count ->
        [one] První kámen patřil zahájení a byl položen dřív, než se určily barvy: nehodnotí se jako váš tah.
        [few] První { $count } kameny patřily zahájení a byly položeny dřív, než se určily barvy: nehodnotí se jako vaše tahy.
       *[other] Prvních { $count } kamenů patřilo zahájení a bylo položeno dřív, než se určily barvy: nehodnotí se jako vaše tahy.
    }
review_opening_stones_record = { $count ->
        [one] První kámen patřil zahájení a byl položen dřív, než se určily barvy: nehodnotí se jako tah žádné strany.
        [few] První { $count } kameny patřily zahájení a byly položeny dřív, než se určily barvy: nehodnotí se jako tahy žádné strany.
       *[other] Prvních { $count } kamenů patřilo zahájení a bylo položeno dřív, než se určily barvy: nehodnotí se jako tahy žádné strany.
    }

## Watching two computers.
pause = Pauza
go_on = ▶ Pokračovat
step = Krok
watch_speed = Pauza mezi tahy

## The status bar and the end of a game.
seat_thinking = { $name } přemýšlí…
seat_to_move = { $colour } je na tahu.
watch_paused = Pozastaveno.
lost_on_time = { $name } ({ $colour }) překročil čas.
forfeited = { $name } ({ $colour }) prohrává kontumačně.
side_wins = { $colour } vyhrává
kept_game_between = { $players } · { $rule } · { $size } · { $moves ->
        [one] { $moves } tah
        [few] { $moves } tahy
       *[other] { $moves } tahů
    }
unfinished_between = { $moves ->
        [one] { $moves } tah
        [few] { $moves } tahy
       *[other] { $moves } tahů
    } na desce { $size }, pravidla: { $rule }, { $players }.
leave_unfinished = Nechat být

## Outside engines that fail.
engine_not_added = Engine { $path } nelze přidat: { $error }
engine_added = Engine { $name } přidán: lze jej zvolit pro kteroukoli stranu.
player_not_started = { $name } nelze spustit: { $detail }. Tuto partii prohrává kontumačně.
player_crashed = { $name } se během partie zastavil: { $detail }. Prohrává kontumačně.
player_timed_out = { $name } netáhl v časovém limitu ({ $detail }). Prohrává na čas.
player_garbage = { $name } nezahrál tah: { $detail }. Prohrává kontumačně.
player_illegal = { $name } { $detail }. Prohrává kontumačně.

## soosorv
opening_soosorv = Soosõrv-8
opening_soosorv_hover = Pravidlo mistrovství světa RIF: černý zahájí jedním z 26 zahájení, bílý smí prohodit barvy; bílý položí čtvrtý kámen a určí, kolik pátých tahů černý nabídne (1 až 8); černý smí prohodit; bílý vybere jednu nabídku a hraje dál
player_no_soosorv = { $name } neumí hrát zahájení Soosõrv-8 ({ $detail }): o jeho části zahájení rozhodujete vy.
soosorv_first = Zahájení: položte první kámen černého na středové pole.
soosorv_second = Zahájení: položte kámen bílého vedle středu.
soosorv_third = Zahájení: položte druhý kámen černého do středního čtverce 5×5.
soosorv_fourth = Zahájení: hrajete bílými: položte čtvrtý kámen kamkoli.
soosorv_offer = Zahájení: hrajete černými: nabídněte páté tahy, žádné dva souměrné ({ $done } z { $count }; kliknutím na nabídku ji vezmete zpět).
soosorv_pick = Zahájení: hrajete bílými: vyberte jednu z nabídek černého jako pátý kámen.
soosorv_symmetric = Toto pole je souměrné s nabídkou na { $point }: zvolte jiné.
soosorv_offering = Zahájení: { $name } nabízí páté tahy…
soosorv_picking = Zahájení: { $name } vybírá pátý tah…
soosorv_heading = Soosõrv-8: vaše volba
soosorv_declare_heading = Soosõrv-8: kolik pátých tahů?
soosorv_declare_text = Černý nabídne tolik pátých tahů, žádné dva souměrné, a vy si jeden z nich vyberete. Čím víc nabídek, tím víc máte na výběr; černý ale ještě předtím smí prohodit barvy.
soosorv_after_three = Tři kameny zahájení jsou položeny. Vezměte černé, nebo vezměte bílé a položte čtvrtý kámen.
soosorv_after_four = Černý nabídne { $count ->
        [one] { $count } pátý tah
        [few] { $count } páté tahy
       *[other] { $count } pátých tahů
    }. Ponechte si černé a nabídněte je, nebo vezměte bílé a jeden vyberte.
decided_fourth = položil čtvrtý kámen a požádal o { $count ->
        [one] { $count } pátý tah
        [few] { $count } páté tahy
       *[other] { $count } pátých tahů
    }
decided_offers = nabídl { $count ->
        [one] { $count } pátý tah
        [few] { $count } páté tahy
       *[other] { $count } pátých tahů
    }
decided_pick = vybral pátý tah { $point }

## puzzles
puzzles_button = Úlohy
puzzles_hover = Úlohy z vašich partií a vestavěná sada, každá dokázaná počítačem
puzzles_title = Úlohy
question_fours = { $side } na tahu: vyhrajte čtyřkami (každý tah čtyřka).
question_threes = { $side } na tahu: vyhrajte trojkami a čtyřkami.
question_hold = { $side } na tahu: soupeř hrozí vynucenou výhrou. Najděte tah, který partii udrží.
question_trap = { $side } na tahu: vyhrajte. Blok černého by padl na zakázané pole.
question_forbidden = Černý na tahu: pole, které by bez pravidel renju vyhrálo, je pro černého zakázané. Klikněte na ně.
puzzle_builtin = Vestavěná úloha { $number } z { $total }
puzzle_from_game = Z vaší partie ze dne { $date }, tah { $move_number }
answer_right = Správně. Nejlepší obrana: { $reply }. Pokračujte.
answer_right_unstoppable = Správně. Pětku už nic nezastaví: zahrajte ji.
solved_first_try = Vyřešeno na první pokus!
solved_later = Vyřešeno.
holding_moves = Tahy, které partii udrží ({ $count }): { $points }.
wrong_opponent_wins = Tudy ne: po tomto tahu soupeř vynuceně vyhraje za { $moves ->
        [one] { $moves } tah
        [few] { $moves } tahy
       *[other] { $moves } tahů
    }, jak je ukázáno. Zkuste to znovu.
wrong_win_gone = Tudy ne: po odpovědi { $reply } už počítač nenajde vynucenou výhru čtyřkami a trojkami. Zkuste to znovu.
wrong_not_forbidden = { $point } je pro černého povolené. Zkuste to znovu.
answer_unclear = Počítač nedokázal prokázat, zda je tah { $point } správný, nebo chybný. Zkuste jiný tah.
answer_illegal = Na toto pole nelze hrát.
puzzle_checking = Ověřuji…
hint_given = Další tah je ve vyznačeném rámečku.
try_again = Zkusit znovu
puzzle_hint = Kam se dívat
puzzle_solution = Řešení
solution_back = ◀ Zpět
solution_forward = Vpřed ▶
solution_step = Řešení: tah { $shown } z { $total }
next_puzzle = Další úloha
no_puzzle_left = Dnes na vás nečeká žádná úloha. Vraťte se zítra.
puzzles_today = Úlohy dnes: { $count } · série: { $streak ->
        [one] { $streak } den
        [few] { $streak } dny
       *[other] { $streak } dní
    }
puzzles_from_games = Úlohy z vašich partií: { $count }
puzzles_item = Úlohy…
open_puzzles = Otevřít úlohy

## analysis
analysis_item = Analytická deska
analysis_hover = Postavte libovolnou pozici nebo převezměte tu z desky, sledujte nejlepší varianty mistra a zkoušejte vlastní jako odbočky
analysis_title = Analytická deska
tool_play = Hrát
tool_black = Černý kámen
tool_white = Bílý kámen
tool_erase = Odebrat
lines_label = Varianty
stop_thinking = Stop
go_thinking = ▶ Přemýšlet
thinking_depth = mistr přemýšlí… hloubka { $depth }
thinking_stopped = mistr přestal přemýšlet
thinking_held = mistr čeká, než { $engine } ve hře dopřemýšlí
line_row = { $number }. { $eval } (hloubka { $depth }): { $play }
line_hover = Její kameny jsou na desce očíslované; kliknutím zahrajete její první tah
analysis_to_move = { $colour } na tahu · { $moves ->
        [one] { $moves } tah
        [few] { $moves } tahy
       *[other] { $moves } tahů
    }
analysis_over = V této pozici je partie u konce.
node_back = ◀ Zpět
node_forward = Vpřed ▶
node_promote = Učinit hlavní
node_delete = Smazat odsud
variations_here = Další tahy:
node_comment = Komentář
edit_from_here = Nová pozice odsud
edit_needs_new_position = Kameny lze měnit jen před prvním tahem: nejprve stiskněte „Nová pozice odsud“ (tahy a varianty se do ní nepřenesou).
edit_refused_five = Odmítnuto: na desce by vznikla pětka, a takové pozice žádná partie nedosáhne.
edit_refused_count = Odmítnuto: černý musí mít stejně kamenů jako bílý, nebo o jeden víc.

## names: the names of things
level_seed = začátečník
level_classic = klasik
level_normal = střední
level_hard = silný
level_master = mistr
level_seed_description = Začátečník: hodnoticí mapa z výuky, bez propočtu dopředu
level_classic_description = Klasik: hodnotí každou možnou pětku, bez propočtu dopředu
level_normal_description = Střední: posuzuje každé pole podle tvarů, které vzniknou, bez propočtu dopředu
level_hard_description = Silný: propočítá pár tahů dopředu a vynucené výhry čtyřkami
level_master_description = Mistr: hluboké prohledávání a propočet vynucených výher
rule_freestyle = volná
rule_standard = standardní
rule_renju = renju
rule_freestyle_description = Vyhrává pět a více v řadě
rule_standard_description = Vyhrává přesně pět; šest a více ne
rule_renju_description = Černý nesmí hrát dvojité trojky, dvojité čtyřky ani přesahy
play_as_black = černými
play_as_white = bílými
play_as_alternate = střídavě
result_won = výhra
result_lost = prohra
result_drawn = remíza
result_resigned = vzdáno
threat_open_three = otevřená trojka
threat_four = čtyřka
threat_double_three = dvojitá trojka
threat_four_three = čtyři-tři
threat_double_four = dvojitá čtyřka
threat_open_four = otevřená čtyřka
threat_five = pětka
list_separator = { "; " }
reset_to_default_seats = vy černými proti začátečníkovi
reset_to_alternate_true = barvy se střídají
reset_to_alternate_false = pevné barvy
reset_to_no_engines = žádné enginy
reset_to_muted_true = zvuk vypnut
reset_to_muted_false = zvuk zapnut
reset_to_default_size = výchozí velikost
reset_to_default_place = výchozí umístění
reset_to_shown_true = zobrazeno
reset_to_shown_false = skryto
file_kind_folder = složka
file_kind_pipe = pojmenovaná roura
file_kind_device = zařízení
file_kind_socket = soket
file_kind_other = speciální soubor
forbidden_double_three = dvojitá trojka
forbidden_double_four = dvojitá čtyřka
forbidden_overline = přesah

## A stone's colour.
stone_colour = { $case ->
        [inside] { $stone ->
            [black] černý
           *[white] bílý
        }
       *[start] { $stone ->
            [black] Černý
           *[white] Bílý
        }
    }

## The analysis board: set-up, files and the tree.
clear_board = Prázdná deska
clear_board_hover = Začít znovu od prázdné desky (tahy, varianty a komentáře se zahodí)
black_first = Začíná černý
white_first = Začíná bílý
to_move_hover = Kdo je na tahu v postavené pozici. Položení nebo odebrání kamene dá tah straně, kterou určí počty kamenů (černému, mají-li oba stejně, bílému, má-li černý o jeden víc); zde lze tah dát místo toho druhé straně.
side_needs_new_position = Kdo začíná, lze měnit jen před prvním tahem: nejprve stiskněte „Nová pozice odsud“.
refused_does_not_fit = Odmítnuto: kámen na { $point } by se na tu desku nevešel.
refused_rule_move = Odmítnuto: s pravidly „{ $rule }“ nelze zahrát jeden z tahů ve stromu variant (zakázané pole nebo tah po pětce).
sgf_bad_player = { $written } nemůže platit: na tahu je B nebo W a černý musí mít stejně kamenů jako bílý, nebo o jeden víc
save_sgf = Uložit SGF…
open_sgf = Otevřít SGF…
save_sgf_title = Uložit analýzu jako SGF
open_sgf_title = Otevřít soubor SGF na analytické desce
sgf_filter = Strom partie SGF
sgf_saved = Analýza uložena do { $path }.
sgf_saved_without_dialog = Dialog pro výběr souboru zde není k dispozici, proto byla analýza uložena do { $path }.
no_sgf_dialog = Dialog pro výběr souboru zde není k dispozici: přetáhněte soubor .sgf do okna, dokud je otevřená analytická deska.
sgf_opened = Otevřeno: { $path }.
tree_label = Tahy a varianty (kliknutím zobrazíte):
tree_start = Výchozí pozice
only_move_row = 1. { $play }: mistr tento tah hraje bez hodnocení

# A game not the player's: the colours instead of "you" and "the computer".
graph_caption_record = Průběh partie (nahoře: { $side } stál lépe; kliknutím přejdete na tah)
wins_by_force_record = Odsud { $winner } vynuceně vyhraje za { $moves ->
        [one] { $moves } tah
        [few] { $moves } tahy
       *[other] { $moves } tahů
    }: { $line }.
wins_at_once_record = Odsud { $winner } vyhrává okamžitě: { $line }.
held_how_record = Po něm { $winner } nevyhraje vynuceně čtyřkami a trojkami: každá taková varianta byla propočítána, až do { $moves ->
        [one] { $moves } jeho tahu
       *[other] { $moves } jeho tahů
    } ({ $positions ->
        [one] { $positions } pozice
        [few] { $positions } pozice
       *[other] { $positions } pozic
    }).
no_defence_found_record = Obrana nenalezena: místo chybného tahu { $tried ->
        [one] byl vyzkoušen { $tried } tah
        [few] byly vyzkoušeny { $tried } tahy
       *[other] bylo vyzkoušeno { $tried } tahů
    } a po každém { $winner } stále vynuceně vyhrává (nebo to nešlo určit).
lost_from_first_move_record = Už od prvního tahu soupeře měl { $winner } vynucenou výhru.
lost_from_the_start_record = Už od začátku úseku, který počítač dokázal propočítat, měl { $side } prohranou pozici.
missed_win_record = Tah { $number } ({ $point }): { $side } měl vynucenou výhru: { $line }
