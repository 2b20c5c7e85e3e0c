//! The catalogue of what the player is told when something goes wrong:
//! the notices' sentences ([`Lang::notice`]), what is wrong with a record
//! ([`Lang::record_error`]), and the window's own notices.

use super::Lang;

catalogue! {
    // Notices ([`Lang::notice`]). `error`: the operating system's or the
    // JSON reader's own words, as they come; `path`, `name`: a file.

    /// The system names no data folder.
    fn no_data_dir() {
        en: "No data folder was found for this user: progress won't be saved.",
        zh: "找不到这个用户的数据文件夹：进度不会保存。",
    }
    /// The data folder's path is a file.
    fn data_folder_is_a_file(path: &str) {
        en: "The data folder {path} is a file, not a folder: move it away so progress can be saved.",
        zh: "数据文件夹 {path} 是一个文件，不是文件夹：把它移走才能保存进度。",
    }
    /// The data folder cannot be made: `file`, above it, is a file.
    fn data_folder_below_a_file(path: &str, file: &str) {
        en: "The data folder {path} cannot be made because {file} is a file: move it away so progress can be saved.",
        zh: "无法建立数据文件夹 {path}，因为 {file} 是一个文件：把它移走才能保存进度。",
    }
    /// A damaged file was renamed and a fresh one started (`problem`:
    /// [`Lang::file_problem`]).
    fn moved_aside(path: &str, problem: &str, aside: &str) {
        en: "{path} {problem}. It was kept as {aside} and a fresh one was started.",
        zh: "{path} {problem}。原文件已改名保留为 {aside}，并重新开始了一份。",
    }
    /// A damaged file could not be renamed either.
    fn not_moved_aside(path: &str, problem: &str, error: &str) {
        en: "{path} {problem}, and it could not be moved aside ({error}). Defaults are used for now; please move the file away yourself to keep it.",
        zh: "{path} {problem}，而且无法改名保留（{error}）。现在先用默认值；想保留这个文件的话，请自己把它移走。",
    }
    /// A file that could not be read.
    fn file_unreadable(error: &str) {
        en: "could not be read ({error})",
        zh: "无法读取（{error}）",
    }
    /// A file that is not the JSON expected.
    fn file_not_understood(error: &str) {
        en: "could not be understood ({error})",
        zh: "无法识别（{error}）",
    }
    /// A settings file that is JSON but not an object.
    fn file_not_settings() {
        en: "does not hold settings (it is not a JSON object)",
        zh: "里面不是设置（不是 JSON 对象）",
    }
    /// A game's file whose moves do not replay (`error`:
    /// [`Lang::record_error`]).
    fn file_moves_do_not_replay(error: &str) {
        en: "holds moves that do not replay ({error})",
        zh: "里面的着法无法重放（{error}）",
    }
    /// A data file that is a pipe, a device… (`what`:
    /// [`Lang::file_kind_name`]).
    fn file_not_regular(what: &str) {
        en: "is not a regular file but {what}",
        zh: "不是普通文件，而是{what}",
    }
    /// A data file past the limit (`size`: `1 MiB`).
    fn file_too_large(size: &str) {
        en: "is larger than {size}",
        zh: "超过 {size}，太大了",
    }
    /// Settings fields reset (`fields`: [`Lang::field_reset`] each).
    fn settings_reset(path: &str, fields: &str) {
        en: "Some settings in {path} were not understood and were reset: {fields}.",
        zh: "{path} 中有些设置无法识别，已重设：{fields}。",
    }
    /// One settings field reset: its name, what the file held, what it
    /// is now ([`Lang::reset_to`]).
    fn field_reset(name: &str, found: &str, now: &str) {
        en: "{name} {found} (now {now})",
        zh: "{name} {found}（现为「{now}」）",
    }
    /// The unfinished game's file could not be used (`why`: the notice
    /// about the file).
    fn unfinished_lost(why: &str) {
        en: "Your unfinished game could not be resumed. {why}",
        zh: "上次没下完的棋无法继续。{why}",
    }
    /// The folder of kept games could not be read.
    fn games_unreadable(path: &str, error: &str) {
        en: "Your games could not be listed: {path} could not be read ({error}).",
        zh: "无法列出你的对局：无法读取 {path}（{error}）。",
    }
    /// One kept game's file that could not be read (`problem`:
    /// [`Lang::file_problem`]).
    fn damaged_game(path: &str, problem: &str) {
        en: "{path}: {problem}",
        zh: "{path}：{problem}",
    }
    /// One kept game left out (`which`: [`Lang::damaged_game`]).
    fn kept_game_left_out(which: &str) {
        en: "1 kept game could not be read and it is left out: {which}.",
        zh: "有 1 局保存的棋无法读取，已略过：{which}。",
    }
    /// Several kept games left out.
    fn kept_games_left_out(count: usize, which: &str) {
        en: "{count} kept games could not be read and they are left out: {which}.",
        zh: "有 {count} 局保存的棋无法读取，已略过：{which}。",
    }
    /// The computer's thread could not start.
    fn ai_not_started(error: &str) {
        en: "Could not start a thread for the computer ({error}); starting over may help.",
        zh: "无法启动电脑思考的线程（{error}）；重新开局也许有用。",
    }
    /// The computer's thread stopped.
    fn ai_stopped() {
        en: "The AI thread stopped; starting over may help.",
        zh: "电脑思考的线程停止了；重新开局也许有用。",
    }
    /// A file could not be saved (`why`: [`Lang::save_failure`]).
    fn could_not_save(name: &str, why: &str) {
        en: "Could not save {name}: {why}",
        zh: "无法保存 {name}：{why}",
    }
    /// Writing a file failed.
    fn could_not_write(path: &str, error: &str) {
        en: "could not save to {path}: {error}",
        zh: "无法写入 {path}：{error}",
    }
    /// A value had no JSON form.
    fn could_not_encode(name: &str, error: &str) {
        en: "could not encode {name}: {error}",
        zh: "无法编码 {name}：{error}",
    }
    /// A saved game whose moves do not replay (`error`:
    /// [`Lang::record_error`]).
    fn moves_do_not_replay(error: &str) {
        en: "its moves cannot be replayed ({error})",
        zh: "其中的着法无法重放（{error}）",
    }
    /// A saved game that is already over.
    fn game_already_over() {
        en: "the game is already over",
        zh: "这局棋已经结束了",
    }
    /// The review was cancelled.
    fn review_cancelled() {
        en: "the review was cancelled",
        zh: "复盘已取消",
    }
    /// Pasted text that is not a record (`error`: [`Lang::record_error`]).
    fn pasted_not_a_record(error: &str) {
        en: "The pasted text is not a game record (a move string or a PSQ file): {error}",
        zh: "粘贴的文字不是棋谱（着法串或 PSQ 文件）：{error}",
    }
    /// A record file that could not be opened.
    fn could_not_open_file(path: &str, error: &str) {
        en: "Could not open {path}: {error}",
        zh: "无法打开 {path}：{error}",
    }
    /// A file too large to be a record (`size`: the limit, `1 MiB`).
    fn too_large_for_a_record(size: &str) {
        en: "it is larger than {size}: too large to be a game record",
        zh: "它超过 {size}，太大了，不会是棋谱",
    }
    /// A record file that is a pipe, a device… (`what`:
    /// [`Lang::file_kind_name`]).
    fn record_file_not_regular(what: &str) {
        en: "it is not a regular file but {what}",
        zh: "它不是普通文件，而是{what}",
    }
    /// The thread that reads record files could not start.
    fn could_not_start_reading(error: &str) {
        en: "Could not start reading a record: {error}",
        zh: "无法开始读取棋谱：{error}",
    }

    // What is wrong with a record ([`Lang::record_error`]).

    /// Where in the record (`what`: one of the below).
    fn on_line(line: usize, what: &str) {
        en: "line {line}: {what}",
        zh: "第 {line} 行：{what}",
    }
    /// No moves: no text, or a PSQ header alone.
    fn record_empty() {
        en: "the record holds no moves",
        zh: "棋谱里没有着法",
    }
    /// SGF: a character where none belongs.
    fn sgf_unexpected(found: char) {
        en: "'{found}' where SGF expects '(', ';', ')' or a property",
        zh: "此处出现「{found}」，SGF 在这里应为「(」「;」「)」或属性",
    }
    /// SGF: a value without its `]`.
    fn sgf_unclosed_value() {
        en: "the text ends inside a value: a ']' is missing",
        zh: "文本在一个值里结束：缺少「]」",
    }
    /// SGF: a variation without its `)`.
    fn sgf_unclosed_tree() {
        en: "the text ends before a variation's ')'",
        zh: "文本在变化的「)」之前结束",
    }
    /// SGF: `()` or a property without a value.
    fn sgf_empty() {
        en: "a variation without a node, or a property without a value",
        zh: "变化里没有节点，或属性没有值",
    }
    /// SGF: another game's record.
    fn sgf_not_gomoku(found: &str) {
        en: "GM[{found}] is another game's record (Gomoku is GM[4])",
        zh: "GM[{found}] 是别的棋类的棋谱（五子棋为 GM[4]）",
    }
    /// SGF: a size that is not a number.
    fn sgf_bad_size(found: &str) {
        en: "SZ[{found}] is not a board size",
        zh: "SZ[{found}] 不是棋盘大小",
    }
    /// SGF: a point that is not two letters.
    fn sgf_bad_point(found: &str) {
        en: "'{found}' is not a point (two letters, 'aa' the top-left)",
        zh: "「{found}」不是坐标（两个字母，「aa」为左上角）",
    }
    /// SGF: a pass.
    fn sgf_pass(number: usize, written: &str) {
        en: "move {number} ({written}) is a pass, which Gomoku has not",
        zh: "第 {number} 手（{written}）是停一手，五子棋没有停一手",
    }
    /// SGF: a move of the colour not to move.
    fn sgf_out_of_turn(number: usize, written: &str, colour: &str) {
        en: "move {number} ({written}) is {colour}'s, but {colour} is not to move",
        zh: "第 {number} 手（{written}）是{colour}的，但此时不该{colour}走",
    }
    /// SGF: set-up stones after the first node.
    fn sgf_set_up_later() {
        en: "set-up stones (AB, AW, AE) after the first node are not read",
        zh: "第一个节点之后的摆子（AB、AW、AE）无法读取",
    }
    /// SGF: a set-up stone off the board or on another.
    fn sgf_bad_set_up(written: &str) {
        en: "the set-up stone {written} is off the board or on another stone",
        zh: "摆子 {written} 在棋盘外或与别的棋子重叠",
    }
    /// SGF: the set-up stones make five.
    fn sgf_set_up_five() {
        en: "the set-up stones already make five",
        zh: "摆好的棋子已经连成五子",
    }
    /// SGF: set-up stones where only moves are kept.
    fn sgf_set_up_not_moves() {
        en: "the game starts from set-up stones (AB, AW), which a list of moves cannot hold",
        zh: "这局棋从摆好的棋子（AB、AW）开始，着法列表无法保存",
    }
    /// Bytes that are not text.
    fn record_not_text() {
        en: "this is not text (it holds NUL bytes), so not a game record",
        zh: "这不是文本（含有 NUL 字节），所以不是棋谱",
    }
    /// A PSQ header that does not read (`found`: as written).
    fn record_bad_header(found: &str) {
        en: "the header should read 'Piskvorky WxH, …', not '{found}'",
        zh: "开头一行应为「Piskvorky 宽x高, …」，而不是「{found}」",
    }
    /// A PSQ coordinate that is not a number.
    fn record_bad_coordinate(found: &str) {
        en: "'{found}' is not a coordinate",
        zh: "「{found}」不是坐标",
    }
    /// A PSQ time that is not a number of milliseconds.
    fn record_bad_time(found: &str) {
        en: "'{found}' is not a time in milliseconds",
        zh: "「{found}」不是以毫秒计的时间",
    }
    /// Text that is not a move string (`what`: [`Lang::point_error`]).
    fn record_bad_notation(what: &str) {
        en: "not a move string: {what}",
        zh: "不是着法串：{what}",
    }
    /// A character where a column letter should be.
    fn not_a_column(found: &str) {
        en: "expected a column letter, found '{found}'",
        zh: "这里应是列字母，却是「{found}」",
    }
    /// A column letter without its row.
    fn no_row(letter: &str) {
        en: "column '{letter}' has no row number",
        zh: "列「{letter}」后面没有行号",
    }
    /// Row 0, which no board has.
    fn row_zero(letter: &str) {
        en: "{letter}0 is not a point: there is no row 0 (rows start at 1)",
        zh: "{letter}0 不是一个点：没有第 0 行（行号从 1 开始）",
    }
    /// A row number with a leading zero (`point`: as written, `h08`).
    fn leading_zero(point: &str) {
        en: "{point}: row numbers are written without a leading zero",
        zh: "{point}：行号前面不能有 0",
    }
    /// A point off the board.
    fn point_off_board(point: &str, size: usize) {
        en: "{point} is not on a board of {size} lines",
        zh: "{point} 不在 {size} 路棋盘上",
    }
    /// A board size the game does not play.
    fn record_unsupported_size(size: usize, min: usize, max: usize) {
        en: "a board of {size} lines is not supported (sizes {min} to {max} are)",
        zh: "不支持 {size} 路棋盘（支持 {min} 到 {max} 路）",
    }
    /// A board that is not square.
    fn record_not_square(width: usize, height: usize) {
        en: "a {width}x{height} board is not square",
        zh: "{width}x{height} 的棋盘不是正方形",
    }
    /// A file for another size than the one asked for.
    fn record_size_mismatch(found: usize, asked: usize) {
        en: "the file is for a board of {found} lines, but {asked} were asked for",
        zh: "文件是 {found} 路棋盘的，但要求的是 {asked} 路",
    }
    /// A move off the board (`written`: as in the record).
    fn record_off_board(number: usize, written: &str) {
        en: "move {number} ({written}) is off the board",
        zh: "第 {number} 手（{written}）在棋盘外",
    }
    /// A move onto a stone.
    fn record_occupied(number: usize, written: &str) {
        en: "move {number} ({written}) is on a point already taken",
        zh: "第 {number} 手（{written}）下在已有棋子的点上",
    }
    /// A move after the end.
    fn record_after_game_over(number: usize, written: &str) {
        en: "move {number} ({written}) comes after the game was already over",
        zh: "第 {number} 手（{written}）在棋局结束之后",
    }
    /// A renju forbidden move (`why`: [`Lang::forbidden_name`]).
    fn record_forbidden(number: usize, written: &str, why: &str) {
        en: "move {number} ({written}) is forbidden to black ({why})",
        zh: "第 {number} 手（{written}）是黑棋禁手（{why}）",
    }
    /// A PSQ move after the trailer.
    fn record_move_after_trailer() {
        en: "a move after the lines that end the game record",
        zh: "棋谱的结尾几行之后又出现了着法",
    }

    // Notices the window gives itself (`error`: [`Lang::save_failure`],
    // [`Lang::resume_error`], [`Lang::review_error`]).

    /// A finished game was not counted; it will be at the next start.
    fn not_counted_retry(error: &str) {
        en: "This game could not be counted in your score yet ({error}). It will be counted when the game next starts.",
        zh: "这局棋暂时无法计入得分（{error}）。下次启动游戏时会计入。",
    }
    /// A finished game was not counted, and cannot be later.
    fn not_counted(error: &str) {
        en: "This game could not be counted in your score: {error}",
        zh: "这局棋无法计入得分：{error}",
    }
    /// A finished game counted but was not kept in the player's games.
    fn not_kept(score: i64, error: &str) {
        en: "This game counted in your score (now {score}), but it could not be kept in your games: {error}",
        zh: "这局棋已计入得分（现为 {score}），但无法保存到你的对局中：{error}",
    }
    /// The window cannot keep its unfinished game.
    fn no_slot(error: &str) {
        en: "This window cannot keep an unfinished game: if you close it mid-game, that game is lost ({error}).",
        zh: "这个窗口无法保存未下完的棋：对局中途关闭窗口，这局棋就会丢失（{error}）。",
    }
    /// The unfinished game did not replay.
    fn could_not_resume(error: &str) {
        en: "Your unfinished game could not be resumed: {error}",
        zh: "上次没下完的棋无法继续：{error}",
    }
    /// The review could not start.
    fn could_not_review(error: &str) {
        en: "Could not review the game: {error}",
        zh: "无法复盘这局棋：{error}",
    }

    /// A record could not be opened in review.
    fn could_not_open_record(error: &str) {
        en: "Could not open the record: {error}",
        zh: "无法打开这份棋谱：{error}",
    }
    /// A kept game could not be opened in review.
    fn could_not_open_game(error: &str) {
        en: "Could not open the game: {error}",
        zh: "无法打开这局棋：{error}",
    }
    /// Playing on is only for the sizes a game can have.
    fn cannot_play_on_size(lines: usize) {
        en: "Games on {lines} lines cannot be played on here.",
        zh: "{lines} 路棋盘的棋不能在这里接着下。",
    }
    /// Playing on from the review failed.
    fn could_not_play_on(error: &str) {
        en: "Could not play on from here: {error}",
        zh: "无法从这里接着下：{error}",
    }

}
