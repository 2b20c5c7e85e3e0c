## screen

## The top bar.
score = Skoor { $points }
score_unknown = Skoor …
problems_last = ⚠ { $count ->
        [one] { $count } probleem on alles
       *[other] { $count } probleemi on alles
    }
dismiss_all = Sulge kõik
record = võite: { $wins }, kaotusi: { $losses }, viike: { $draws }
level_label = Tase
rule_label = Reeglid
board_label = Laud
play_as_label = Mängid
language_hover = Keel
switch_language = Vaheta keel: { $to }
new_game = Uus mäng
undo = Võta tagasi
hint = Vihje
hint_hover = F11: arvuti soovitus sulle
games = Partiid
your_games_item = Sinu partiid…
games_hover = Sinu partiid ülevaatamiseks ja sinu skoor aja jooksul

## The status bar.
practice = Harjutus, ei lähe arvesse · { $turn }
numbers = Numbrid
numbers_hover = N: käikude numbrid kividel
thinking_toggle = Mõtted
thinking_toggle_hover = I: Näita, mida arvuti mõtleb: kuidas ta seisu näeb, kui sügavale ta arvutas ja millist jätku ta ootab (väline mootor: tema enda sõnumid)
thought_line = { $player } ({ $colour }): { $eval }, sügavus { $depth }: { $play }
thinking_line = { $player } ({ $colour }) mõtleb: { $eval }, sügavus { $depth }: { $play }
thought_threats = { $player } ({ $colour }): { $eval }, arvutatud neliku ja kolmikutega: { $play }
thought_said = { $player } ({ $colour }) ütleb: { $text }
you_win = Sa võitsid!
computer_wins = { $computer } võitis.
a_draw = Viik.
thinking = { $computer } mõtleb…
looking_for_hint = Otsin sulle head käiku…
your_move = Sinu kord ({ $you }) · käik { $number }
status_reviewing = Partii ülevaade · käik { $at } / { $total }
why = { $computer } { $why }.
last_move = viimane käik { $point }
no_moves_yet = käike veel pole
sound_on = Heli sees
sound_off = Heli väljas
sound_hover = Muusika ja helid
sound_none = Heli pole
sound_none_hover = Heliväljundit ei leitud: mäng jätkub ilma helita.
threats = Ohud
threats_hover = T: mida kummagi värvi kivi igas punktis looks
heat_map = Soojuskaart
heat_map_hover = A: kuidas arvuti iga punkti hindab
ok = OK

## The overlays' legends.
heat_legend_cold = Soojuskaart ({ $level }): külm
heat_legend_hot = kuum · ring: tema käik
threat_legend = Ohud (tume: must, hele: valge): { $marks }
threat_marks = 5 viisik · 4+ avatud nelik · 44 kaks nelikut · 43 nelik-kolmik · 4 nelik · 33 topeltkolmik · 3 avatud kolmik
threat_legend_renju = { " " }· × mustale keelatud · punane ring: valge lõks

## The game-over screen.
title_won = Sa võitsid!
title_lost = Sa kaotasid
title_drawn = Viik
current_score = Praegune skoor: { $score }
play_again = Uuesti mängimiseks vajuta suvalist klahvi või klõpsa
series_tally = Seni vaadatud: { $first } { $first_wins } – { $second_wins } { $second }
series_tally_drawn = Seni vaadatud: { $first } { $first_wins } – { $second_wins } { $second }, viike: { $draws }
watch_next = Järgmine partii algab mõne sekundi pärast (paus peatab selle)
where_did_i_lose = Kus ma kaotasin?
where_did_i_lose_hover = Arvuti käib partii läbi ja leiab käigu, millega see kaotati

## The questions.
resign_question = Kas annad selle partii alla?
counts_as_loss = See läheb kirja kaotusena.
resign = Anna alla
keep_playing = Mängi edasi
resume_question = Kas jätkad pooleli jäänud partiid?
unfinished_game = { $moves ->
        [one] { $moves } käik
       *[other] { $moves } käiku
    } laual { $size }, reeglid: { $rule }, vastane: { $level }; sinu värv: { $colour }.
resume = Jätka
resign_unfinished = Anna alla (läheb kirja kaotusena)

## The games window.
your_games = Sinu partiid
reading_games = Loen sinu partiisid…
no_games_yet = Partiisid veel pole: iga lõpetatud partii hoitakse siin alles.
score_after_each_game = Sinu skoor pärast iga partiid
score_word = Skoor
games_played_axis = Mängitud partiid
chart_point = Partii { $game }: skoor { $score }
save_record = Salvesta…
save_hover = Salvesta näidatud partii kirjena (PSQ või käigurida .txt-failina)
open_record = Ava…
open_hover = Ava partiikirje (PSQ või käigurida) ülevaatamiseks
save_title = Salvesta partii
open_title = Ava partiikirje
psq_filter = Piskvorki kirje
moves_filter = Käigurida
saved_to = Partii salvestati: { $path }.
saved_without_dialog = Failidialoog pole siin saadaval, seega salvestati partii asukohta { $path }.
no_open_dialog = Failidialoog pole siin saadaval: lohista .psq-fail aknasse või kleebi kirje klahvidega Ctrl+V.
save_failed = Faili { $path } ei saanud salvestada: { $error }
nothing_to_save = Salvestamiseks pole veel ühtegi käiku.
analysis_kept = Analüüsilaua salvestamata käigud, variandid ja kommentaarid jäeti alles faili { $path }: analüüsilaual avab need uuesti Ava SGF….
kept_game = { $level } · { $rule } · { $size } · { $moves ->
        [one] { $moves } käik
       *[other] { $moves } käiku
    }, sina: { $colour }
review = Vaata üle

## The review panel.
where_was_the_game_lost = Kus partii kaotati?
play_on = Mängi siit edasi
play_on_hover = Harjutuspartii sellest seisust: see ei muuda sinu skoori
review_heading = Ülevaade (sina: { $you })
review_heading_record = Ülevaade (pool: { $side })
reviewing = Arvuti käib partii läbi…
cancel = Loobu
review_stopped = Ülevaade katkes: { $why }
graph_caption = Partii kulg (üleval: sinu seis oli parem; klõpsa, et hüpata)
close_review = Sulge ülevaade
lost_the_game = Käik { $number }, { $point }, kaotas partii.
wins_by_force = Siit võidab arvuti sunnitult { $moves } käiguga: { $line }.
wins_at_once = Siit võidab arvuti kohe: { $line }.
would_have_held = Käik { $point } oleks vastu pidanud.
held_how = Pärast seda pole arvutil sunnitud võitu nelikute ja kolmikutega: iga selline variant loeti läbi, kuni { $moves } arvuti käiguni ({ $positions ->
        [one] { $positions } seis
       *[other] { $positions } seisu
    }).
no_defence_found = Kaitset ei leitud: { $tried ->
        [one] ainsa selle asemel proovitud käigu
       *[other] { $tried } selle asemel proovitud käigust igaühe
    } järel võidab arvuti ikkagi sunnitult (või ei saanud seda kindlaks teha).
lost_from_first_move = Arvutil oli sunnitud võit juba sinu esimesest käigust alates.
hardest = Käik { $number } ({ $point }): { $better } oleks võitu kõige rohkem pikendanud ({ $moves ->
        [one] { $moves } käik
       *[other] { $moves } käiku
    }).
show_the_mistake = Näita viga
step_through_the_win = Käi võit läbi
lost_from_the_start = Nii kaugelt, kui arvuti suutis läbi lugeda, oli sinu seis algusest peale kaotatud.
no_single_move = Ükski üksik käik ei kaotanud partiid.
fell_most_after = Hinnang langes kõige rohkem pärast:
fall = käik { $number } ({ $point }): { $before } → { $after }
missed_win = Käik { $number } ({ $point }): sul oli sunnitud võit: { $line }
showing_line = Näidatakse varianti: { $shown } / { $total } käiku (sammu noolklahvidega)
moves_heading = Käigud (nooled, Home, End): { $at } / { $total }
eval_win = võit { $plies } poolkäiguga
eval_loss = kaotus { $plies } poolkäiguga

# Every reply the search read loses, not every reply was read.
eval_unproved_win = võidab, tõestamata

# Every move the search read loses, not every move was read.
eval_unproved_loss = kaotab, tõestamata

## Why the computer moved (`teacher::Reason`), after its colour.
reason_wins_with_five = võidab: viisik punktis { $at }
reason_blocks_five = blokeerib sinu viisiku punktis { $at }
reason_wins_by_fours = võidab nelikutega: { $fours }
reason_four_with_forbidden_defence = teeb punktis { $at } neliku, mida sa peatada ei saa: { $defence } on mustale keelatud
reason_makes_four = teeb neliku: pead vastama punktis { $answer }
reason_blocks_open_three = blokeerib sinu avatud kolmiku punktis { $at }
reason_blocks_double_four = võtab sinu topeltneliku punkti { $at }
reason_blocks_four_three = võtab sinu nelik-kolmiku punkti { $at }
reason_blocks_double_three = võtab sinu topeltkolmiku punkti { $at }
reason_blocks_four = blokeerib sinu neliku punktis { $at }
reason_makes_double_three = teeb punktis { $at } kaks avatud kolmikut
reason_makes_open_three = teeb punktis { $at } avatud kolmiku
reason_builds_toward = valmistab ette ohtu punktis { $toward }
reason_plays = mängib { $at }

## The window.
window_title = Gomoku — viis ritta

## messages

## Notices
no_data_dir = Selle kasutaja andmekausta ei leitud: edenemist ei salvestata.
data_folder_is_a_file = Andmekaust { $path } on fail, mitte kaust: tõsta see eest ära, et edenemist saaks salvestada.
data_folder_below_a_file = Andmekausta { $path } ei saa luua, sest { $file } on fail: tõsta see eest ära, et edenemist saaks salvestada.
moved_aside = { $path } { $problem }. See jäeti alles nimega { $aside } ja alustati uuega.
not_moved_aside = { $path } { $problem } ja seda ei saanud ka kõrvale tõsta ({ $error }). Praegu kasutatakse vaikeväärtusi; faili säilitamiseks tõsta see palun ise eest ära.
file_unreadable = pole loetav ({ $error })
file_not_understood = pole arusaadav ({ $error })
file_not_settings = ei sisalda sätteid (see pole JSON-objekt)
file_moves_do_not_replay = sisaldab käike, mida ei saa taasesitada ({ $error })
file_not_regular = pole tavaline fail, vaid { $what }
file_too_large = on suurem kui { $size }
settings_reset = Mõnest sättest failis { $path } ei saadud aru ja need lähtestati: { $fields }.
field_reset = { $name } { $found } (nüüd { $now })
unfinished_lost = Sinu pooleli jäänud partiid ei saanud jätkata. { $why }
games_unreadable = Sinu partiisid ei saanud loetleda: { $path } pole loetav ({ $error }).
damaged_game = { $path }: { $problem }
kept_games_left_out = { $count ->
        [one] 1 salvestatud partiid ei saanud lugeda ja see jäeti välja: { $which }.
       *[other] { $count } salvestatud partiid ei saanud lugeda ja need jäeti välja: { $which }.
    }
ai_not_started = Arvuti lõime ei saanud käivitada ({ $error }); uuesti alustamine võib aidata.
ai_stopped = Arvuti lõim peatus; uuesti alustamine võib aidata.
could_not_save = Faili { $name } ei saanud salvestada: { $why }
could_not_write = ei saanud salvestada asukohta { $path }: { $error }
could_not_encode = { $name } kodeerimine ebaõnnestus: { $error }
moves_do_not_replay = selle käike ei saa taasesitada ({ $error })
game_already_over = partii on juba läbi
review_cancelled = ülevaade katkestati
pasted_not_a_record = Kleebitud tekst pole partiikirje (käigurida ega PSQ-fail): { $error }
could_not_open_file = Faili { $path } ei saanud avada: { $error }
too_large_for_a_record = see on suurem kui { $size }: partiikirjeks liiga suur
record_file_not_regular = see pole tavaline fail, vaid { $what }
could_not_start_reading = Kirje lugemist ei saanud alustada: { $error }

## What is wrong with a record
on_line = rida { $line }: { $what }
record_empty = kirjes pole ühtegi käiku
sgf_unexpected = '{ $found }' kohas, kus SGF ootab '(', ';', ')' või omadust
sgf_unclosed_value = tekst lõpeb väärtuse sees: ']' puudub
sgf_unclosed_tree = tekst lõpeb enne variandi ')'
sgf_empty = sõlmeta variant või väärtuseta omadus
sgf_not_gomoku = GM[{ $found }] on teise mängu kirje (Gomoku on GM[4])
sgf_bad_size = SZ[{ $found }] pole laua suurus
sgf_bad_point = '{ $found }' pole punkt (kaks tähte, 'aa' on ülemine vasak nurk)
sgf_pass = käik { $number } ({ $written }) on passimine, mida Gomokus pole
sgf_out_of_turn = käigu { $number } ({ $written }) teeb { $colour }, aga { $colour } pole käigul
sgf_set_up_later = paigutatud kive (AB, AW, AE) pärast esimest sõlme ei loeta
sgf_bad_set_up = paigutatud kivi { $written } on lauast väljas või teise kivi peal
sgf_set_up_five = paigutatud kivid moodustavad juba viisiku
sgf_too_deep = variandid on pesastatud sügavamale, kui ükski partii ulatub (üle { $most })
sgf_set_up_not_moves = partii algab paigutatud kividest (AB, AW), mida käikude loend ei suuda hoida
record_not_text = see pole tekst (sisaldab NUL-baite), seega ka mitte partiikirje
record_bad_header = päis peaks olema 'Piskvorky WxH, …', mitte '{ $found }'
record_bad_coordinate = '{ $found }' pole koordinaat
record_bad_time = '{ $found }' pole aeg millisekundites
record_bad_notation = pole käigurida: { $what }
not_a_column = oodati veeru tähte, leiti '{ $found }'
no_row = veerul '{ $letter }' pole reanumbrit
row_zero = { $letter }0 pole punkt: rida 0 pole olemas (read algavad 1-st)
leading_zero = { $point }: reanumbrid kirjutatakse ilma eesnullita
point_off_board = { $point } pole laual { $size }×{ $size }
record_unsupported_size = laud { $size }×{ $size } pole toetatud (toetatud on suurused { $min } kuni { $max })
record_not_square = laud { $width }x{ $height } pole ruudukujuline
record_size_mismatch = fail on lauale { $found }×{ $found }, aga küsiti lauda { $asked }×{ $asked }
record_off_board = käik { $number } ({ $written }) on lauast väljas
record_occupied = käik { $number } ({ $written }) on juba hõivatud punktil
record_after_game_over = käik { $number } ({ $written }) tuleb pärast partii lõppu
record_forbidden = käik { $number } ({ $written }) on mustale keelatud ({ $why })
record_move_after_trailer = käik pärast ridu, mis partiikirje lõpetavad

## Notices the window gives itself
not_counted_retry = Seda partiid ei saanud veel sinu skoori arvestada ({ $error }). See arvestatakse mängu järgmisel käivitamisel.
not_counted = Seda partiid ei saanud sinu skoori arvestada: { $error }
not_kept = See partii arvestati sinu skoori (nüüd { $score }), kuid seda ei saanud sinu partiide hulka talletada: { $error }
no_slot = See aken ei saa pooleli jäänud partiid talletada: kui sulged selle keset partiid, läheb partii kaotsi ({ $error }).
could_not_resume = Sinu pooleli jäänud partiid ei saanud jätkata: { $error }
could_not_review = Partiid ei saanud üle vaadata: { $error }
could_not_open_record = Kirjet ei saanud avada: { $error }
could_not_open_game = Partiid ei saanud avada: { $error }
cannot_play_on_size = Partiisid laual { $lines }×{ $lines } ei saa siin edasi mängida.
could_not_play_on = Siit ei saanud edasi mängida: { $error }

## seats
black_seat_label = Must
white_seat_label = Valge
person_seat = Inimene
person_seat_hover = Seda poolt mängib keegi selle arvuti taga
engine_seat_hover = Väline Gomocupi mootor: { $command }
add_engine = Lisa mootor…
add_engine_hover = Vali Gomocupi mootori programm (pbrain-…), mis võib mängida kumbagi poolt
alternate_toggle = ⇄ Vaheldumisi
alternate_hover = Must ja valge vahetavad iga uue partiiga kohad
clock_label = Kell
per_move = { $time } käigule
match_time = { $base } + { $increment }
no_clock = kellata
clock_hover = Käigu ajapiirang kehtib ainult arvutile; partii ajaga (minutid + igale käigule lisatud sekundid) kaotab see, kelle aeg otsa saab
clock_other = Muu…
clock_other_hover = Oma ajakontroll: mis tahes piirang käigu kohta või mis tahes partiiaeg koos sekunditega, mis lisanduvad iga käigu järel
time_dialog_title = Ajakontroll
time_dialog_per_move = Piirang arvuti igale käigule
time_dialog_match = Partiiaeg kummalegi poolele ja sekundid, mis lisanduvad iga käigu järel
time_dialog_use = Kasuta seda kella
minutes_seconds = { $minutes } min { $seconds } s
minutes = { $minutes } min
seconds = { $seconds } s
engine_path_prompt = Failidialoogi ei saanud siin avada. Sisesta mootori programmi asukoht:
add = Lisa
programs_filter = Programmid

## Opening rules.
opening_label = Avang
opening_free = vaba
opening_free_hover = Must käib esimesena, ükskõik kuhu
opening_swap2 = swap2
opening_swap2_hover = Gomocupi ja meistrivõistluste avang: musta pool paigutab kolm kivi (must, valge, must); valge pool võtab musta, võtab valge või paigutab veel kaks ja laseb teisel valida. Ainult vaba ja standardreegli puhul
opening_centre = keskpunkt
opening_centre_hover = Renju lihtne algus: musta esimene kivi on keskpunktis ja järgmisena käib valge
swap2_heading = Swap2: sinu valik
swap2_after_three = Kolm kivi on laual. Võta must (järgmisena käib valge), võta valge ja tee neljas käik või paiguta veel kaks kivi (valge, siis must) ja lase teisel poolel valida.
swap2_after_five = Viis kivi on laual. Võta must või võta valge ja tee kuues käik.
take_black = Võta must
take_white = Võta valge
place_two = Paiguta veel kaks
opening_placing = Avang: { $name } paigutab { $stone }. kivi.
opening_choosing = Avang: { $name } valib…
opening_place = Avang: paiguta { $stone }. kivi.
opening_your_choice = Avang: sinu valik.
opening_choose_for = Avang: vali mängija { $name } eest.
player_no_swap2 = { $name } ei oska swap2-avangut ({ $detail }): selle osa avangust otsustad sina.

## The coach of the opening.
coach_judging = Meister hindab seisu…
coach_sees = { $judge } pärast { $nodes } seisu läbiotsimist: { $balance }.
coach_decided = { $judge } { $what }; tema hinnang: { $balance }.
balance_black_wins = must võidab sunnitult
balance_white_wins = valge võidab sunnitult
balance_even = umbes võrdne ({ $score })
balance_black = mustal on parem seis ({ $score })
balance_white = valgel on parem seis ({ $score })
line_wins = { $colour } võidab { $plies } poolkäiguga
line_even = umbes võrdne
line_slightly_better = { $colour } on veidi paremas seisus
line_better = { $colour } on paremas seisus
line_much_better = { $colour } on palju paremas seisus
line_winning = { $colour } võidab, tõestamata
decided_three = paigutas oma kolm kivi
decided_black = võttis musta
decided_white = võttis valge
decided_two = paigutas veel kaks kivi
review_opening_stones = { $count ->
        [one] Esimene kivi kuulus avangule ja paigutati enne värvide selgumist: seda ei hinnata sinu käiguna.
       *[other] Esimesed { $count } kivi kuulusid avangule ja paigutati enne värvide selgumist: neid ei hinnata sinu käikudena.
    }
review_opening_stones_record = { $count ->
        [one] Esimene kivi kuulus avangule ja paigutati enne värvide selgumist: seda ei hinnata kummagi poole käiguna.
       *[other] Esimesed { $count } kivi kuulusid avangule ja paigutati enne värvide selgumist: neid ei hinnata kummagi poole käikudena.
    }

## Watching two computers.
pause = Paus
go_on = ▶ Jätka
step = Samm
watch_speed = Paus käikude vahel

## The status bar and the end of a game.
seat_thinking = { $name } mõtleb…
seat_to_move = Käigul: { $colour }.
watch_paused = Peatatud.
lost_on_time = { $name } ({ $colour }) ületas aja.
forfeited = { $name } ({ $colour }) saab tehnilise kaotuse.
side_wins = { $colour } võidab
kept_game_between = { $players } · { $rule } · { $size } · { $moves ->
        [one] { $moves } käik
       *[other] { $moves } käiku
    }
unfinished_between = { $moves ->
        [one] { $moves } käik
       *[other] { $moves } käiku
    } laual { $size }, reeglid: { $rule }, { $players }.
leave_unfinished = Jäta see

## Outside engines that fail.
engine_not_added = Mootorit { $path } ei saanud lisada: { $error }
engine_added = Mootor { $name } lisati: seda saab valida kummalegi poolele.
player_not_started = Mängijat { $name } ei saanud käivitada: { $detail }. See saab selles partiis tehnilise kaotuse.
player_crashed = { $name } peatus partii ajal: { $detail }. See saab tehnilise kaotuse.
player_timed_out = { $name } ei käinud oma aja jooksul ({ $detail }). See kaotab ajaga.
player_garbage = { $name } ei andnud käiku: { $detail }. See saab tehnilise kaotuse.
player_illegal = { $name } { $detail }. See saab tehnilise kaotuse.

## soosorv
opening_soosorv = Soosõrv-8
opening_soosorv_hover = RIF-i maailmameistrivõistluste reegel: must avab ühega 26 avangust, valge võib vahetada; valge paigutab neljanda kivi ja ütleb, mitu viiendat käiku must pakub (1 kuni 8); must võib vahetada; valge valib ühe pakkumise ja mängib edasi
player_no_soosorv = { $name } ei oska Soosõrv-8 avangut ({ $detail }): selle osa avangust otsustad sina.
soosorv_first = Avang: paiguta musta esimene kivi keskpunkti.
soosorv_second = Avang: paiguta valge kivi keskpunkti kõrvale.
soosorv_third = Avang: paiguta musta teine kivi keskmisse 5×5 alasse.
soosorv_fourth = Avang: sa oled valge: paiguta neljas kivi ükskõik kuhu.
soosorv_offer = Avang: sa oled must: paku viiendaid käike, ilma sümmeetriliste paarideta ({ $done } / { $count }; pakkumisel klõpsates võtad selle tagasi).
soosorv_pick = Avang: sa oled valge: vali musta pakkumiste seast viiendaks kiviks üks.
soosorv_symmetric = See punkt on sümmeetriline pakkumisega punktis { $point }: vali teine.
soosorv_offering = Avang: { $name } pakub viiendaid käike…
soosorv_picking = Avang: { $name } valib viiendat käiku…
soosorv_heading = Soosõrv-8: sinu valik
soosorv_declare_heading = Soosõrv-8: mitu viiendat käiku?
soosorv_declare_text = Must pakub nii palju viiendaid käike, ilma sümmeetriliste paarideta, ja sina valid neist ühe. Mida rohkem pakkumisi, seda rohkem on sul valida; must võib enne seda veel vahetada.
soosorv_after_three = Kolm avangukivi on laual. Võta must või võta valge ja paiguta neljas kivi.
soosorv_after_four = Must pakub { $count ->
        [one] { $count } viienda käigu
       *[other] { $count } viiendat käiku
    }. Jää mustaks ja paku need või võta valge ja vali üks.
decided_fourth = paigutas neljanda kivi ja küsis { $count ->
        [one] { $count } viienda käigu
       *[other] { $count } viiendat käiku
    }
decided_offers = pakkus { $count ->
        [one] { $count } viienda käigu
       *[other] { $count } viiendat käiku
    }
decided_pick = valis viiendaks käiguks { $point }

## puzzles
puzzles_button = Ülesanded
puzzles_hover = Ülesanded sinu enda partiidest ja sisseehitatud kogu, igaüks arvuti tõestatud
puzzles_title = Ülesanded
question_fours = { $side } käigul: võida nelikutega (iga käik on nelik).
question_threes = { $side } käigul: võida kolmikute ja nelikutega.
question_hold = { $side } käigul: vastane ähvardab sunnitud võiduga. Leia käik, mis peab vastu.
question_trap = { $side } käigul: võida. Musta tõrje langeks keelatud punkti.
question_forbidden = Must käigul: punkt, mis ilma renju reeglita võidaks, on mustale keelatud. Klõpsa sellel.
puzzle_builtin = Sisseehitatud ülesanne { $number } / { $total }
puzzle_from_game = Sinu partiist { $date }, käik { $move_number }
answer_right = Õige. Parim kaitse: { $reply }. Jätka.
answer_right_unstoppable = Õige. Nüüd ei peata viisikut miski: mängi see.
solved_first_try = Lahendatud esimesel katsel!
solved_later = Lahendatud.
holding_moves = Käigud, mis peavad vastu ({ $count }): { $points }.
wrong_opponent_wins = Mitte see: pärast seda võidab vastane sunnitult { $moves } käiguga, nagu näidatud. Proovi uuesti.
wrong_win_gone = Mitte see: pärast käiku { $reply } ei leia arvuti enam sunnitud võitu nelikute ja kolmikutega. Proovi uuesti.
wrong_not_forbidden = { $point } on mustale lubatud. Proovi uuesti.
answer_unclear = Arvuti ei suutnud tõestada, kas { $point } on õige või vale. Proovi teist käiku.
answer_illegal = Sellesse punkti ei saa käia.
puzzle_checking = Kontrollin…
hint_given = Järgmine käik on märgitud kastis.
try_again = Proovi uuesti
puzzle_hint = Kuhu vaadata
puzzle_solution = Lahendus
solution_back = ◀ Tagasi
solution_forward = Edasi ▶
solution_step = Lahendus: käik { $shown } / { $total }
next_puzzle = Järgmine ülesanne
no_puzzle_left = Täna pole ühtegi ülesannet ootel. Tule homme tagasi.
puzzles_today = Ülesandeid täna: { $count } · seeria: { $streak ->
        [one] { $streak } päev
       *[other] { $streak } päeva
    }
puzzles_from_games = Ülesandeid sinu partiidest: { $count }
puzzles_item = Ülesanded…
open_puzzles = Ava ülesanded

## analysis
analysis_item = Analüüsilaud
analysis_hover = Sea üles mis tahes seis või võta laual olev, vaata meistri parimaid variante, proovi oma mõtteid harudena
analysis_title = Analüüsilaud
tool_play = Mängi
tool_black = Must kivi
tool_white = Valge kivi
tool_erase = Eemalda
lines_label = Variandid
stop_thinking = Peata
go_thinking = ▶ Mõtle
thinking_depth = meister mõtleb… sügavus { $depth }
thinking_stopped = meister on peatunud
thinking_held = meister ootab, kuni { $engine } mängus mõtleb
line_row = { $number }. { $eval } (sügavus { $depth }): { $play }
line_hover = Selle kivid on laual nummerdatud; klõps mängib selle esimese käigu
analysis_to_move = { $colour } käigul · { $moves ->
        [one] { $moves } käik
       *[other] { $moves } käiku
    }
analysis_over = Selles seisus on partii läbi.
node_back = ◀ Tagasi
node_forward = Edasi ▶
node_promote = Tee peavariandiks
node_delete = Kustuta siit
variations_here = Järgmised käigud:
node_comment = Kommentaar
edit_from_here = Uus seis siit
edit_needs_new_position = Kive saab muuta ainult enne esimest käiku: vajuta kõigepealt „Uus seis siit“ (käigud ja variandid jäävad maha).
edit_refused_five = Ei saa: laual oleks viisik, aga sellise seisuni ei jõua ükski partii.
edit_refused_count = Ei saa: mustal peab olema sama palju kive kui valgel või üks rohkem.

## names: the names of things
level_seed = algaja
level_classic = klassik
level_normal = tavaline
level_hard = raske
level_master = meister
level_seed_description = Algaja: õpetuse hindamiskaart, ette ei arvuta
level_classic_description = Klassik: hindab iga võimalikku viisikut, ette ei arvuta
level_normal_description = Tavaline: hindab iga punkti tekkivate kujundite järgi, ette ei arvuta
level_hard_description = Raske: arvutab mõne käigu ette ja loeb sunnitud võite nelikutega
level_master_description = Meister: sügav otsing ja sunnitud võitude lugemine
rule_freestyle = vaba
rule_standard = standard
rule_renju = renju
rule_freestyle_description = Võidab viis või rohkem kivi reas
rule_standard_description = Võidab täpselt viis kivi reas; kuus või rohkem ei võida
rule_renju_description = Must ei tohi teha topeltkolmikut, topeltnelikut ega pikka rida
play_as_black = mustadega
play_as_white = valgetega
play_as_alternate = vaheldumisi
result_won = võit
result_lost = kaotus
result_drawn = viik
result_resigned = alla antud
threat_open_three = avatud kolmik
threat_four = nelik
threat_double_three = topeltkolmik
threat_four_three = nelik-kolmik
threat_double_four = topeltnelik
threat_open_four = avatud nelik
threat_five = viisik
list_separator = { "; " }
reset_to_default_seats = sina mustadega algaja vastu
reset_to_alternate_true = värvid vahelduvad
reset_to_alternate_false = värvid püsivad
reset_to_no_engines = mootoreid pole
reset_to_muted_true = heli väljas
reset_to_muted_false = heli sees
reset_to_default_size = vaikesuurus
reset_to_default_place = vaikeasukoht
reset_to_shown_true = näidatud
reset_to_shown_false = peidetud
file_kind_folder = kaust
file_kind_pipe = nimega toru
file_kind_device = seade
file_kind_socket = sokkel
file_kind_other = erifail
forbidden_double_three = topeltkolmik
forbidden_double_four = topeltnelik
forbidden_overline = pikk rida

## A stone's colour.
stone_colour = { $case ->
        [inside] { $stone ->
            [black] must
           *[white] valge
        }
       *[start] { $stone ->
            [black] Must
           *[white] Valge
        }
    }

## The analysis board: set-up, files and the tree.
clear_board = Tühi laud
clear_board_hover = Alusta uuesti tühjalt laualt (käigud, variandid ja kommentaarid jäävad maha)
black_first = Must alustab
white_first = Valge alustab
to_move_hover = Kes on üles seatud seisus käigul. Kivi paigutamine või eemaldamine annab käigu poolele, kelle kivide arv seda ütleb (mustale, kui mõlemal on võrdselt, valgele, kui mustal on üks rohkem); siin võib käigu anda hoopis teisele poolele.
side_needs_new_position = Kes alustab, saab muuta ainult enne esimest käiku: vajuta kõigepealt „Uus seis siit“.
refused_does_not_fit = Ei saa: kivi punktis { $point } jääks sellelt laualt välja.
refused_rule_move = Ei saa: reeglite „{ $rule }“ järgi ei saaks üht variandipuu käiku mängida (keelatud punkt või käik pärast viisikut).
sgf_bad_player = { $written } ei saa olla: käigul on B või W ning mustal peab olema sama palju kive kui valgel või üks rohkem
save_sgf = Salvesta SGF…
open_sgf = Ava SGF…
save_sgf_title = Salvesta analüüs SGF-failina
open_sgf_title = Ava SGF-fail analüüsilaual
sgf_filter = SGF-partiipuu
sgf_saved = Analüüs salvestati: { $path }.
sgf_saved_without_dialog = Failidialoog pole siin saadaval, seega salvestati analüüs asukohta { $path }.
no_sgf_dialog = Failidialoog pole siin saadaval: lohista .sgf-fail aknasse, kui analüüsilaud on avatud.
sgf_opened = Avatud: { $path }.
tree_label = Käigud ja variandid (klõpsa, et näidata):
tree_start = Algseis
only_move_row = 1. { $play }: meister mängib selle hindamata

# A game not the player's: the colours instead of "you" and "the computer".
graph_caption_record = Partii kulg (üleval: { $side } oli paremas seisus; klõpsa, et hüpata)
wins_by_force_record = Siit võidab { $winner } sunnitult { $moves } käiguga: { $line }.
wins_at_once_record = Siit võidab { $winner } kohe: { $line }.
held_how_record = Pärast seda ei võida { $winner } sunnitult nelikute ja kolmikutega: iga selline variant loeti läbi, kuni { $moves } tema käiguni ({ $positions ->
        [one] { $positions } seis
       *[other] { $positions } seisu
    }).
no_defence_found_record = Kaitset ei leitud: { $tried ->
        [one] ainsa selle asemel proovitud käigu
       *[other] { $tried } selle asemel proovitud käigust igaühe
    } järel võidab { $winner } ikkagi sunnitult (või ei saanud seda kindlaks teha).
lost_from_first_move_record = Juba vastase esimesest käigust alates võis { $winner } sunnitult võita.
lost_from_the_start_record = Nii kaugelt, kui arvuti suutis läbi lugeda, oli { $side } algusest peale kaotanud.
missed_win_record = Käik { $number } ({ $point }): { $side } oleks saanud sunnitult võita: { $line }
