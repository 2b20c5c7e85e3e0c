//! The catalogue of the screen's words: the bars, the legends, the
//! game-over screen, the questions, the games window, the review panel,
//! why the computer moved, and the window.

use super::Lang;

catalogue! {
    // The top bar.

    /// The score, large, at the left of the top bar.
    fn score(points: i64) {
        en: "Score {points}",
        zh: "得分 {points}",
    }
    /// The score while the data folder is still being read.
    fn score_unknown() {
        en: "Score …",
        zh: "得分 …",
    }
    /// The status bar's quiet marker: problems the player was told of and
    /// dismissed, which last (`count` of them; the hover lists them).
    fn problems_last(count: usize) {
        en: "⚠ {count} problem(s) go on",
        zh: "⚠ 仍有 {count} 个问题",
    }
    /// The button that dismisses every notice.
    fn dismiss_all() {
        en: "Dismiss all",
        zh: "全部关闭",
    }
    /// The score's hover text.
    fn record(wins: u32, losses: u32, draws: u32) {
        en: "{wins} won, {losses} lost, {draws} drawn",
        zh: "胜 {wins}，负 {losses}，和 {draws}",
    }
    /// The level choice's label.
    fn level_label() {
        en: "Level",
        zh: "难度",
    }
    /// The rule choice's label.
    fn rule_label() {
        en: "Rule",
        zh: "规则",
    }
    /// The board choice's label.
    fn board_label() {
        en: "Board",
        zh: "棋盘",
    }
    /// The colour choice's label.
    fn play_as_label() {
        en: "You play",
        zh: "你执",
    }
    /// The hover text of the button that switches to the language named
    /// `to` (in its own words).
    fn switch_language(to: &str) {
        en: "Language: switch to {to}",
        zh: "语言：切换到 {to}",
    }
    /// The new-game button.
    fn new_game() {
        en: "New game",
        zh: "新局",
    }
    /// The undo button.
    fn undo() {
        en: "Undo",
        zh: "悔棋",
    }
    /// The hint button.
    fn hint() {
        en: "Hint",
        zh: "提示",
    }
    /// The hint button's hover text.
    fn hint_hover() {
        en: "F11: the AI's suggestion for you",
        zh: "F11：电脑替你想的一步",
    }

    /// The games button.
    fn games() {
        en: "Games",
        zh: "对局",
    }
    /// The games menu's item that opens the list of kept games.
    fn your_games_item() {
        en: "Your games…",
        zh: "你的对局…",
    }
    /// Its hover text.
    fn games_hover() {
        en: "Your games, to review, and your score over time",
        zh: "你下过的棋，可以复盘，还有得分的变化",
    }

    // The status bar.

    /// The status line in a practice game (`turn`: [`Lang::your_move`]).
    fn practice(turn: &str) {
        en: "Practice, not scored · {turn}",
        zh: "练习，不计分 · {turn}",
    }
    /// The move-numbers switch.
    fn numbers() {
        en: "Numbers",
        zh: "手数",
    }
    /// The move-numbers switch's hover text.
    fn numbers_hover() {
        en: "N: move numbers on the stones",
        zh: "N：在棋子上显示第几手",
    }

    /// The status line when the player has won.
    fn you_win() {
        en: "You win!",
        zh: "你赢了！",
    }
    /// The status line when the computer has won (`computer`: its colour).
    fn computer_wins(computer: &str) {
        en: "{computer} wins.",
        zh: "{computer}胜。",
    }
    /// The status line after a draw.
    fn a_draw() {
        en: "A draw.",
        zh: "和棋。",
    }
    /// The status line while the computer thinks.
    fn thinking(computer: &str) {
        en: "{computer} is thinking…",
        zh: "{computer}思考中…",
    }
    /// The status line while a hint is worked out.
    fn looking_for_hint() {
        en: "Looking for a good move for you…",
        zh: "正在替你找一步好棋…",
    }
    /// The status line on the player's turn (`you`: the colour, lower
    /// case; `number`: the move to be played).
    fn your_move(you: &str, number: usize) {
        en: "Your move ({you}) · move {number}",
        zh: "轮到你（{you}）· 第 {number} 手",
    }
    /// Why the computer moved (`computer`: its colour; `why`: a sentence
    /// of [`crate::teacher::Reason`]).
    fn why(computer: &str, why: &str) {
        en: "{computer} {why}.",
        zh: "{computer}{why}。",
    }
    /// The last move's point under the status line.
    fn last_move(point: &str) {
        en: "last move {point}",
        zh: "上一手 {point}",
    }
    /// Under the status line before the first move.
    fn no_moves_yet() {
        en: "no moves yet",
        zh: "还没有落子",
    }
    /// The sound switch while sound plays.
    fn sound_on() {
        en: "Sound on",
        zh: "声音：开",
    }
    /// The sound switch while sound is off.
    fn sound_off() {
        en: "Sound off",
        zh: "声音：关",
    }
    /// The sound switch's hover text.
    fn sound_hover() {
        en: "Music and sounds",
        zh: "音乐和音效",
    }
    /// The threats switch.
    fn threats() {
        en: "Threats",
        zh: "威胁",
    }
    /// The threats switch's hover text.
    fn threats_hover() {
        en: "T: what a stone of either colour would make on each point",
        zh: "T：每个点上落下黑子或白子会形成什么",
    }
    /// The heat-map switch.
    fn heat_map() {
        en: "Heat map",
        zh: "热力图",
    }
    /// The heat-map switch's hover text.
    fn heat_map_hover() {
        en: "A: how the computer scores every point",
        zh: "A：电脑给每个点打的分",
    }
    /// The button that dismisses a notice.
    fn ok() {
        en: "OK",
        zh: "知道了",
    }

    // The overlays' legends.

    /// The heat map's legend, before the colour strip.
    fn heat_legend_cold(level: &str) {
        en: "Heat map ({level}): cold",
        zh: "热力图（{level}）：冷",
    }
    /// The heat map's legend, after the colour strip.
    fn heat_legend_hot() {
        en: "hot · ring: its move",
        zh: "热 · 圆圈：它会下的点",
    }
    /// The threats' legend (`marks`: [`Lang::threat_marks`]).
    fn threat_legend(marks: &str) {
        en: "Threats (dark: black, light: white): {marks}",
        zh: "威胁（深色：黑棋，浅色：白棋）：{marks}",
    }
    /// Every threat mark with its meaning, strongest first; each entry is
    /// the mark, a space, its meaning, entries joined by " · ".
    fn threat_marks() {
        en: "5 five · 4+ open four · 44 two fours · 43 four-three · 4 four · 33 double three · 3 open three",
        zh: "5 五连 · 4+ 活四 · 44 双四 · 43 四三 · 4 冲四 · 33 双三 · 3 活三",
    }
    /// The threats' legend's end under renju.
    fn threat_legend_renju() {
        en: " · × forbidden to black · red ring: white's trap",
        zh: " · × 黑棋禁手 · 红圈：白棋的陷阱",
    }

    // The game-over screen.

    /// The win screen's title.
    fn title_won() {
        en: "You win!",
        zh: "你赢了！",
    }
    /// The lose screen's title.
    fn title_lost() {
        en: "You lose",
        zh: "你输了",
    }
    /// The draw screen's title.
    fn title_drawn() {
        en: "Draw",
        zh: "和棋",
    }
    /// The score on the game-over screen.
    fn current_score(score: i64) {
        en: "Current score: {score}",
        zh: "当前得分：{score}",
    }
    /// How to go on from the game-over screen.
    fn play_again() {
        en: "Press any key or click to play again",
        zh: "按任意键或点击，再来一局",
    }
    /// The lose screen's review button.
    fn where_did_i_lose() {
        en: "Where did I lose?",
        zh: "我输在哪里？",
    }
    /// The review button's hover text.
    fn where_did_i_lose_hover() {
        en: "The computer goes through the game and finds the move that lost it",
        zh: "电脑复盘整局，找出输掉的那一手",
    }

    // The questions.

    /// Asked before starting over in the middle of a game.
    fn resign_question() {
        en: "Resign this game?",
        zh: "认输这一局吗？",
    }
    /// Under the resign question.
    fn counts_as_loss() {
        en: "It counts as a loss.",
        zh: "这算输一局。",
    }
    /// The button that resigns.
    fn resign() {
        en: "Resign",
        zh: "认输",
    }
    /// The button that goes back to the game.
    fn keep_playing() {
        en: "Keep playing",
        zh: "继续下",
    }
    /// Asked at start when the last session left a game.
    fn resume_question() {
        en: "Resume your unfinished game?",
        zh: "继续上次没下完的棋吗？",
    }
    /// The unfinished game (`size`: `15×15`; the names already in this
    /// language).
    fn unfinished_game(moves: usize, size: &str, rule: &str, level: &str, colour: &str) {
        en: "{moves} moves on {size}, {rule}, against {level}; you play {colour}.",
        zh: "{size} 棋盘，{rule}规则，对手「{level}」，已下 {moves} 手；你执{colour}。",
    }
    /// The button that resumes the unfinished game.
    fn resume() {
        en: "Resume",
        zh: "继续",
    }
    /// The button that resigns the unfinished game.
    fn resign_unfinished() {
        en: "Resign it (counts as a loss)",
        zh: "认输（算输一局）",
    }

    // The games window.

    /// The window's title.
    fn your_games() {
        en: "Your games",
        zh: "你的对局",
    }
    /// While the games are read.
    fn reading_games() {
        en: "Reading your games…",
        zh: "正在读取你的对局…",
    }
    /// Before the first finished game.
    fn no_games_yet() {
        en: "No games yet: every finished game will be kept here.",
        zh: "还没有对局：每局下完的棋都会保存在这里。",
    }
    /// Above the score chart.
    fn score_after_each_game() {
        en: "Your score after each game",
        zh: "每局之后的得分",
    }
    /// The score chart's line.
    fn score_word() {
        en: "Score",
        zh: "得分",
    }
    /// The score chart's horizontal axis.
    fn games_played_axis() {
        en: "Games played",
        zh: "已下局数",
    }
    /// The score chart's label at a point (game 0: before the first).
    fn chart_point(game: &str, score: &str) {
        en: "Game {game}: score {score}",
        zh: "第 {game} 局：得分 {score}",
    }
    /// The top bar's button that saves the game shown.
    fn save_record() {
        en: "Save…",
        zh: "保存…",
    }
    /// Its hover text.
    fn save_hover() {
        en: "Save the game shown as a record (PSQ, or a move string as .txt)",
        zh: "把显示的棋局保存为棋谱（PSQ，或 .txt 着法串）",
    }
    /// The top bar's button that opens a record.
    fn open_record() {
        en: "Open…",
        zh: "打开…",
    }
    /// Its hover text.
    fn open_hover() {
        en: "Open a record (PSQ or move string) to review it",
        zh: "打开棋谱（PSQ 或着法串）进行复盘",
    }
    /// The save dialog's title.
    fn save_title() {
        en: "Save the game",
        zh: "保存棋局",
    }
    /// The open dialog's title.
    fn open_title() {
        en: "Open a game record",
        zh: "打开棋谱",
    }
    /// The file dialogs' filter for PSQ files.
    fn psq_filter() {
        en: "Piskvork record",
        zh: "Piskvork 棋谱",
    }
    /// The file dialogs' filter for move strings.
    fn moves_filter() {
        en: "Move string",
        zh: "着法串",
    }
    /// A notice: the game was saved where the player chose.
    fn saved_to(path: &str) {
        en: "Saved the game to {path}.",
        zh: "棋局已保存到 {path}。",
    }
    /// A notice: no dialog could open, so the game went to the data folder.
    fn saved_without_dialog(path: &str) {
        en: "No file dialog is available here, so the game was saved to {path}.",
        zh: "此处无法打开文件对话框，棋局已保存到 {path}。",
    }
    /// A notice: no dialog could open to choose a record.
    fn no_open_dialog() {
        en: "No file dialog is available here: drop a .psq file on the window, or paste a record with Ctrl+V.",
        zh: "此处无法打开文件对话框：可把 .psq 文件拖到窗口上，或用 Ctrl+V 粘贴棋谱。",
    }
    /// A notice: the record could not be written (`error` from the system).
    fn save_failed(path: &str, error: &str) {
        en: "Could not save {path}: {error}",
        zh: "无法保存 {path}：{error}",
    }
    /// A notice: Save… on an empty board.
    fn nothing_to_save() {
        en: "There are no moves to save yet.",
        zh: "还没有可保存的着法。",
    }
    /// One kept game (the names already in this language).
    fn kept_game(level: &str, rule: &str, size: &str, moves: usize, colour: &str) {
        en: "{level} · {rule} · {size} · {moves} moves as {colour}",
        zh: "{level} · {rule} · {size} · 执{colour}下了 {moves} 手",
    }
    /// Opens a kept game in review.
    fn review() {
        en: "Review",
        zh: "复盘",
    }

    // The review panel.

    /// Starts the review of a game opened without one.
    fn where_was_the_game_lost() {
        en: "Where was the game lost?",
        zh: "这局输在哪里？",
    }
    /// Leaves the review for a practice game from the position shown.
    fn play_on() {
        en: "Play on from here",
        zh: "从这里接着下",
    }
    /// The play-on button's hover text.
    fn play_on_hover() {
        en: "A practice game from this position: it does not change your score",
        zh: "从这个局面开始练习，不影响得分",
    }

    /// The panel's heading (`you`: the player's colour, lower case).
    fn review_heading(you: &str) {
        en: "Review (you: {you})",
        zh: "复盘（你执{you}）",
    }
    /// The panel's heading for a record opened from elsewhere (`side`:
    /// the colour it is seen from, lower case).
    fn review_heading_record(side: &str) {
        en: "Review (seen from {side})",
        zh: "复盘（从{side}一方看）",
    }
    /// While the review runs.
    fn reviewing() {
        en: "The computer is going through the game…",
        zh: "电脑正在复盘…",
    }
    /// Stops the running review.
    fn cancel() {
        en: "Cancel",
        zh: "取消",
    }
    /// The review failed (`why`: [`Lang::review_error`]).
    fn review_stopped(why: &str) {
        en: "The review stopped: {why}",
        zh: "复盘中止：{why}",
    }
    /// Above the evaluation graph.
    fn graph_caption() {
        en: "How the game went (up: you stood better; click to jump)",
        zh: "局势走向（越高你越占优；点击跳到那一手）",
    }
    /// Leaves the review.
    fn close_review() {
        en: "Close review",
        zh: "关闭复盘",
    }
    /// The decisive mistake (`number` from 1).
    fn lost_the_game(number: usize, point: &str) {
        en: "Move {number}, {point}, lost the game.",
        zh: "第 {number} 手 {point} 输掉了这局。",
    }
    /// The computer's proved forced win after the mistake (`moves`: its
    /// own moves to the five).
    fn wins_by_force(moves: u32, line: &str) {
        en: "From here the computer wins by force in {moves} moves: {line}.",
        zh: "此后电脑 {moves} 手之内必胜：{line}。",
    }
    /// The computer's five right after the mistake.
    fn wins_at_once(line: &str) {
        en: "From here the computer wins at once: {line}.",
        zh: "此后电脑立即获胜：{line}。",
    }
    /// The move that would have held.
    fn would_have_held(point: &str) {
        en: "{point} would have held.",
        zh: "下在 {point} 本可守住。",
    }
    /// How the holding move was checked (`moves`: the computer's moves
    /// read; `positions`: positions read).
    fn held_how(moves: u32, positions: u64) {
        en: "After it the computer has no forced win by fours and threes: every such line was read, up to {moves} of its moves ({positions} positions).",
        zh: "此后电脑没有靠冲四、活三取胜的必胜：所有这类变化都已算过，最多 {moves} 手（{positions} 个局面）。",
    }
    /// No move tried instead of the mistake held.
    fn no_defence_found(tried: usize) {
        en: "No defence was found: after each of the {tried} moves tried instead, the computer still wins by force (or it could not be told).",
        zh: "没有找到守住的办法：换成试过的 {tried} 手中任何一手，电脑仍然必胜（或无法判断）。",
    }
    /// The computer had a proved forced win from the player's first move.
    fn lost_from_first_move() {
        en: "The computer had a forced win from your first move on.",
        zh: "从你的第一手起，电脑就已有必胜。",
    }
    /// In a game lost from the start: a move where another would have made
    /// the win longest (`moves`: the computer's moves to the five then).
    fn hardest(number: usize, point: &str, better: &str, moves: u32) {
        en: "Move {number} ({point}): {better} would have made the win longest ({moves} moves).",
        zh: "第 {number} 手（{point}）：下在 {better} 能让电脑赢得最慢（{moves} 手）。",
    }
    /// Shows the position before the mistake.
    fn show_the_mistake() {
        en: "Show the mistake",
        zh: "看这步失误",
    }
    /// Steps through the computer's forced win.
    fn step_through_the_win() {
        en: "Step through the win",
        zh: "一步步看它怎么赢",
    }
    /// No mistake: lost from the start of the reading.
    fn lost_from_the_start() {
        en: "You were lost from the start of what the computer could read.",
        zh: "在电脑能算到的范围内，你从一开始就输定了。",
    }
    /// No single mistake.
    fn no_single_move() {
        en: "No single move lost the game.",
        zh: "没有哪一手单独输掉了这局。",
    }
    /// Above the largest falls of the evaluation.
    fn fell_most_after() {
        en: "The evaluation fell most after:",
        zh: "形势下降最多的几手：",
    }
    /// One fall of the evaluation (`before`, `after`: [`Lang::eval`]).
    fn fall(number: usize, point: &str, before: &str, after: &str) {
        en: "move {number} ({point}): from {before} to {after}",
        zh: "第 {number} 手（{point}）：从 {before} 到 {after}",
    }
    /// A forced win the player let go.
    fn missed_win(number: usize, point: &str, line: &str) {
        en: "Move {number} ({point}): you had a forced win: {line}",
        zh: "第 {number} 手（{point}）：你本有必胜：{line}",
    }
    /// Under the review while a line is shown.
    fn showing_line(shown: usize, total: usize) {
        en: "Showing a line: {shown} of {total} moves (arrow keys to step)",
        zh: "正在演示变化：第 {shown} / {total} 手（方向键逐步）",
    }
    /// Above the numbered moves.
    fn moves_heading(at: usize, total: usize) {
        en: "Moves (arrow keys, Home, End): {at} of {total}",
        zh: "棋谱（方向键、Home、End）：第 {at} / {total} 手",
    }
    /// A won evaluation, in plies.
    fn eval_win(plies: u32) {
        en: "win in {plies}",
        zh: "{plies} 手内胜",
    }
    /// A lost evaluation, in plies.
    fn eval_loss(plies: u32) {
        en: "loss in {plies}",
        zh: "{plies} 手内负",
    }

    // Why the computer moved (`teacher::Reason`), after its colour.

    /// It makes five.
    fn reason_wins_with_five(at: &str) {
        en: "wins: five at {at}",
        zh: "在 {at} 连成五子获胜",
    }
    /// It blocks the player's five.
    fn reason_blocks_five(at: &str) {
        en: "blocks your five at {at}",
        zh: "在 {at} 挡住你的五连",
    }
    /// It wins by continuous fours (`fours`: its points).
    fn reason_wins_by_fours(fours: &str) {
        en: "wins by fours: {fours}",
        zh: "连续冲四必胜：{fours}",
    }
    /// Renju: a four whose defence is forbidden to black.
    fn reason_four_with_forbidden_defence(at: &str, defence: &str) {
        en: "makes a four at {at} that you cannot stop: {defence} is forbidden to black",
        zh: "在 {at} 冲四，你挡不住：{defence} 是黑棋禁手",
    }
    /// It makes a four.
    fn reason_makes_four(answer: &str) {
        en: "makes a four: you must answer at {answer}",
        zh: "冲四：你必须在 {answer} 应对",
    }
    /// It blocks an open three.
    fn reason_blocks_open_three(at: &str) {
        en: "blocks your open three at {at}",
        zh: "在 {at} 挡住你的活三",
    }
    /// It takes a double-four point.
    fn reason_blocks_double_four(at: &str) {
        en: "blocks your double-four point at {at}",
        zh: "占住你的双四点 {at}",
    }
    /// It takes a four-three point.
    fn reason_blocks_four_three(at: &str) {
        en: "blocks your four-three point at {at}",
        zh: "占住你的四三点 {at}",
    }
    /// It takes a double-three point.
    fn reason_blocks_double_three(at: &str) {
        en: "blocks your double-three point at {at}",
        zh: "占住你的双三点 {at}",
    }
    /// It blocks a four.
    fn reason_blocks_four(at: &str) {
        en: "blocks your four at {at}",
        zh: "在 {at} 挡住你的冲四",
    }
    /// It makes two open threes.
    fn reason_makes_double_three(at: &str) {
        en: "makes two open threes at {at}",
        zh: "在 {at} 做成双活三",
    }
    /// It makes an open three.
    fn reason_makes_open_three(at: &str) {
        en: "makes an open three at {at}",
        zh: "在 {at} 做成活三",
    }
    /// It prepares a threat on another point.
    fn reason_builds_toward(toward: &str) {
        en: "builds toward {toward}",
        zh: "为 {toward} 铺路",
    }
    /// Nothing the board shows.
    fn reason_plays(at: &str) {
        en: "plays {at}",
        zh: "下在 {at}",
    }

    // The window.

    /// The window's title.
    fn window_title() {
        en: "Gomoku — five in a row",
        zh: "五子棋",
    }
}
