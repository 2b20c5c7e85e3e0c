//! Every word a player sees, in English and in Simplified Chinese.
//!
//! A message is a method of [`Lang`]: `lang.new_game()`,
//! `lang.score(1100)`. Each is written once below with both
//! translations side by side, so a message without its Chinese (or its
//! English) does not compile, and a translation that drops one of the
//! message's arguments does not compile either (`format!` refuses an
//! unused named argument).
//!
//! To add a message, add an entry to the `catalogue!` table below:
//!
//! ```text
//! /// What it is for.
//! fn moves_left(n: usize) {
//!     en: "{n} moves left",
//!     zh: "还剩 {n} 手",
//! }
//! ```
//!
//! Names of things (levels, rules, colours, threats) are methods taking
//! the thing, with both names in one `match` arm ([`Lang::pick`]). Typed
//! values that become sentences — the session's notices
//! ([`Lang::notice`]) and what is wrong with a record
//! ([`Lang::record_error`]) — are put together from catalogue messages;
//! the paths, numbers and the operating system's or the JSON reader's own
//! words inside them are shown as they are. The
//! English names the settings file and the command lines use stay with
//! their types (`Level::name` and the like); these are only for display.
//!
//! The Chinese glyphs are drawn with a subset of Noto Sans SC embedded in
//! the game (`assets/NotoSansSC-subset.otf`), made from the characters of
//! this file by `scripts/cjk-subset.sh`: after changing a Chinese string,
//! run the script (the tests check that every character is in the font).

use std::path::Path;

use crate::engine::player::FaultKind;
use crate::engine::{Eval, Level};
use crate::game::board::{MAX_SIZE, MIN_SIZE, Stone};
use crate::game::notation::PointError;
use crate::game::record::{RecordError, RecordErrorKind};
use crate::game::rules::{Forbidden, Rule};
use crate::session::controller::{PlayAs, ResumeError};
use crate::session::games::GameResult;
use crate::session::notice::{
    FileProblem, Notice, OpenProblem, RecordSource, ResetField, ResetTo, SaveFailure,
};
use crate::session::read::{FileKind, byte_size};
use crate::teacher::{ReviewError, ThreatKind};

pub use crate::session::language::Lang;

mod english;
#[cfg(test)]
mod notice_tests;
mod reasons;

/// The catalogue's helpers and the names of things.
impl Lang {
    /// `en` in English, `zh` in Chinese.
    #[must_use]
    pub fn pick<'a>(self, en: &'a str, zh: &'a str) -> &'a str {
        match self {
            Lang::En => en,
            Lang::Zh => zh,
        }
    }

    /// The level's name in the menu.
    #[must_use]
    pub fn level_name(self, level: Level) -> &'static str {
        match level {
            Level::Seed => self.pick("seed", "入门"),
            Level::Classic => self.pick("classic", "休闲"),
            Level::Normal => self.pick("normal", "普通"),
            Level::Hard => self.pick("hard", "困难"),
            Level::Master => self.pick("master", "大师"),
        }
    }

    /// The level's one line for players (the menu's hover text).
    #[must_use]
    pub fn level_description(self, level: Level) -> &'static str {
        match level {
            Level::Seed => self.pick(
                "Beginner: the tutorial's scoring map, no look-ahead",
                "入门：教程里的打分表，不往前算",
            ),
            Level::Classic => self.pick(
                "Casual: scores every possible five, no look-ahead",
                "休闲：给每个可能连成的五子打分，不往前算",
            ),
            Level::Normal => self.pick(
                "Normal: judges each point by the shapes it leaves, no look-ahead",
                "普通：按落子后的棋形判断每个点，不往前算",
            ),
            Level::Hard => self.pick(
                "Hard: reads a few moves ahead and forced wins by fours",
                "困难：往前算几步，会算连续冲四的必胜",
            ),
            Level::Master => self.pick(
                "Master: deep search and forced-win reading",
                "大师：深度搜索，计算必胜",
            ),
        }
    }

    /// The rule's name in the menu.
    #[must_use]
    pub fn rule_name(self, rule: Rule) -> &'static str {
        match rule {
            Rule::Freestyle => self.pick("freestyle", "自由"),
            Rule::Standard => self.pick("standard", "标准"),
            Rule::Renju => self.pick("renju", "连珠"),
        }
    }

    /// The rule's one line for players (the menu's hover text).
    #[must_use]
    pub fn rule_description(self, rule: Rule) -> &'static str {
        match rule {
            Rule::Freestyle => self.pick("Five or more in a row wins", "五子或更多连成一线即胜"),
            Rule::Standard => self.pick(
                "Exactly five wins; six or more do not",
                "恰好五子才胜，长连不算",
            ),
            Rule::Renju => self.pick(
                "Black may not play double-threes, double-fours or overlines",
                "黑棋禁手：不能下三三、四四和长连",
            ),
        }
    }

    /// The colour choice's name in the menu.
    #[must_use]
    pub fn play_as_name(self, play_as: PlayAs) -> &'static str {
        match play_as {
            PlayAs::Black => self.pick("black", "黑棋"),
            PlayAs::White => self.pick("white", "白棋"),
            PlayAs::Alternate => self.pick("alternate", "轮流"),
        }
    }

    /// "Black" or "White", at the start of a sentence.
    #[must_use]
    pub fn colour(self, stone: Stone) -> &'static str {
        match stone {
            Stone::Black => self.pick("Black", "黑棋"),
            Stone::White => self.pick("White", "白棋"),
        }
    }

    /// "black" or "white", inside a sentence.
    #[must_use]
    pub fn colour_lower(self, stone: Stone) -> &'static str {
        match stone {
            Stone::Black => self.pick("black", "黑棋"),
            Stone::White => self.pick("white", "白棋"),
        }
    }

    /// How a kept game ended, for the player (`won`, `lost`…).
    #[must_use]
    pub fn result_name(self, result: GameResult) -> &'static str {
        match result {
            GameResult::Won => self.pick("won", "胜"),
            GameResult::Lost => self.pick("lost", "负"),
            GameResult::Drawn => self.pick("drawn", "和"),
            GameResult::Resigned => self.pick("resigned", "认输"),
        }
    }

    /// A threat's name in a sentence ("open three").
    #[must_use]
    pub fn threat_name(self, kind: ThreatKind) -> &'static str {
        match kind {
            ThreatKind::OpenThree => self.pick("open three", "活三"),
            ThreatKind::Four => self.pick("four", "冲四"),
            ThreatKind::DoubleThree => self.pick("double three", "双三"),
            ThreatKind::FourThree => self.pick("four-three", "四三"),
            ThreatKind::DoubleFour => self.pick("double four", "双四"),
            ThreatKind::OpenFour => self.pick("open four", "活四"),
            ThreatKind::Five => self.pick("five", "五连"),
        }
    }

    /// An evaluation for players: a score as it is (`+300`), a forced
    /// result in words.
    #[must_use]
    pub fn eval(self, eval: Eval) -> String {
        match eval {
            Eval::Score(s) => format!("{s:+}"),
            Eval::Win { plies } => self.eval_win(plies),
            Eval::Loss { plies } => self.eval_loss(plies),
        }
    }
}

/// Notices and record errors: typed values said as sentences, built from
/// the catalogue's parts. Paths, numbers and the operating system's or
/// the JSON reader's own words go in as they are.
impl Lang {
    /// A notice for the player ([`Notice`]), as one or two sentences.
    #[must_use]
    pub fn notice(self, notice: &Notice) -> String {
        match notice {
            Notice::NoDataDir => self.no_data_dir(),
            Notice::NotAFolder { path, file } => self.not_a_folder(path, file),
            Notice::MovedAside {
                path,
                problem,
                aside,
            } => self.moved_aside(&shown(path), &self.file_problem(problem), &shown(aside)),
            Notice::NotMovedAside {
                path,
                problem,
                error,
            } => self.not_moved_aside(&shown(path), &self.file_problem(problem), error),
            Notice::SettingsReset { path, fields } => {
                let fields: Vec<String> = fields.iter().map(|f| self.reset_field(f)).collect();
                self.settings_reset(&shown(path), &fields.join(self.pick("; ", "；")))
            }
            Notice::UnfinishedLost(why) => self.unfinished_lost(&self.notice(why)),
            Notice::GamesUnreadable { path, error } => self.games_unreadable(&shown(path), error),
            Notice::GamesLeftOut(damaged) => {
                let which: Vec<String> = damaged
                    .iter()
                    .map(|d| self.damaged_game(&shown(&d.path), &self.file_problem(&d.problem)))
                    .collect();
                let which = which.join(self.pick("; ", "；"));
                match damaged.len() {
                    1 => self.kept_game_left_out(&which),
                    n => self.kept_games_left_out(n, &which),
                }
            }
            Notice::AiNotStarted { error } => self.ai_not_started(error),
            Notice::AiStopped => self.ai_stopped(),
            Notice::EngineAdded { name } => self.engine_added(name),
            Notice::EngineNotAdded { path, error } => self.engine_not_added(&shown(path), error),
            Notice::PlayerFailed { name, fault } => {
                let detail = fault.detail.as_str();
                match fault.kind {
                    FaultKind::NotStarted | FaultKind::Cancelled => {
                        self.player_not_started(name, detail)
                    }
                    FaultKind::Crashed => self.player_crashed(name, detail),
                    FaultKind::TimedOut => self.player_timed_out(name, detail),
                    FaultKind::Garbage => self.player_garbage(name, detail),
                    FaultKind::Illegal => self.player_illegal(name, detail),
                    FaultKind::NoSwap2 => self.player_no_swap2(name, detail),
                }
            }
            Notice::NotSaved { name, failure } => {
                self.could_not_save(name, &self.save_failure(failure))
            }
            Notice::NotCounted {
                failure,
                retry: true,
            } => self.not_counted_retry(&self.save_failure(failure)),
            Notice::NotCounted {
                failure,
                retry: false,
            } => self.not_counted(&self.save_failure(failure)),
            Notice::NotKept { failure, score } => {
                self.not_kept(*score, &self.save_failure(failure))
            }
            Notice::NoSlot(failure) => self.no_slot(&self.save_failure(failure)),
            Notice::ResumeFailed(e) => self.could_not_resume(&self.resume_error(e)),
            Notice::RecordNotRead { from, problem } => self.record_not_read(from, problem),
            Notice::RecordNotShown(e) => self.could_not_open_record(&self.review_error(*e)),
            Notice::ReviewFailed(e) => self.could_not_review(&self.review_error(*e)),
            Notice::KeptGameNotOpened(e) => self.could_not_open_game(&self.review_error(*e)),
            Notice::CannotPlayOnSize(lines) => self.cannot_play_on_size(*lines),
            Notice::PlayOnFailed(e) => self.could_not_play_on(&self.resume_error(e)),
            Notice::NothingToSave => self.nothing_to_save(),
            Notice::RecordSaved(path) => self.saved_to(&shown(path)),
            Notice::RecordSavedWithoutDialog(path) => self.saved_without_dialog(&shown(path)),
            Notice::RecordNotSaved { path, error } => self.save_failed(&shown(path), error),
            Notice::NoOpenDialog => self.no_open_dialog(),
        }
    }

    /// The data folder taken by a file: the folder itself or one above.
    fn not_a_folder(self, path: &Path, file: &Path) -> String {
        if path == file {
            self.data_folder_is_a_file(&shown(path))
        } else {
            self.data_folder_below_a_file(&shown(path), &shown(file))
        }
    }

    /// What is wrong with a file, after its path.
    #[must_use]
    pub fn file_problem(self, problem: &FileProblem) -> String {
        match problem {
            FileProblem::Unreadable(error) => self.file_unreadable(error),
            FileProblem::NotUnderstood(error) => self.file_not_understood(error),
            FileProblem::NotSettings => self.file_not_settings(),
            FileProblem::MovesDoNotReplay(e) => {
                self.file_moves_do_not_replay(&self.record_error(e))
            }
            FileProblem::NotAFile(kind) => self.file_not_regular(self.file_kind_name(*kind)),
            FileProblem::TooLarge { limit } => self.file_too_large(&byte_size(*limit)),
        }
    }

    /// One settings field reset, with the value it has now.
    fn reset_field(self, field: &ResetField) -> String {
        self.field_reset(&field.name, &field.found, &self.reset_to(field.now))
    }

    /// The value a reset settings field has now, in words.
    #[must_use]
    pub fn reset_to(self, now: ResetTo) -> String {
        match now {
            ResetTo::Level(level) => self.level_name(level).to_owned(),
            ResetTo::PlayAs(play_as) => self.play_as_name(play_as).to_owned(),
            ResetTo::DefaultSeats => self
                .pick("you with black against seed", "你执黑对初学")
                .to_owned(),
            ResetTo::Alternate(true) => self.pick("colours alternate", "轮流执黑").to_owned(),
            ResetTo::Alternate(false) => self.pick("colours fixed", "颜色不变").to_owned(),
            ResetTo::Time(time) => self.time_control(time),
            ResetTo::NoEngines => self.pick("no engines", "没有引擎").to_owned(),
            ResetTo::Opening(opening) => self.opening_name(opening),
            ResetTo::Muted(true) => self.pick("sound off", "声音关").to_owned(),
            ResetTo::Muted(false) => self.pick("sound on", "声音开").to_owned(),
            ResetTo::DefaultSize => self.pick("the default size", "默认大小").to_owned(),
            ResetTo::DefaultPlace => self.pick("the default place", "默认位置").to_owned(),
            ResetTo::Board(size) => size.to_string(),
            ResetTo::Rule(rule) => self.rule_name(rule).to_owned(),
            ResetTo::Shown(true) => self.pick("shown", "显示").to_owned(),
            ResetTo::Shown(false) => self.pick("hidden", "隐藏").to_owned(),
            ResetTo::Language(lang) => lang.native_name().to_owned(),
        }
    }

    /// Why a save failed.
    #[must_use]
    pub fn save_failure(self, failure: &SaveFailure) -> String {
        match failure {
            SaveFailure::NoDataDir => self.no_data_dir(),
            SaveFailure::NotAFolder { path, file } => self.not_a_folder(path, file),
            SaveFailure::Io { path, error } => self.could_not_write(&shown(path), error),
            SaveFailure::Encode { name, error } => self.could_not_encode(name, error),
        }
    }

    /// Why a game could not be resumed.
    #[must_use]
    pub fn resume_error(self, e: &ResumeError) -> String {
        match e {
            ResumeError::Replay(e) => self.moves_do_not_replay(&self.record_error(e)),
            ResumeError::Over => self.game_already_over(),
        }
    }

    /// Why a review has no answer.
    #[must_use]
    pub fn review_error(self, e: ReviewError) -> String {
        match e {
            ReviewError::Cancelled => self.review_cancelled(),
            ReviewError::Size(size) => self.record_unsupported_size(size.0, MIN_SIZE, MAX_SIZE),
        }
    }

    /// A record that could not be read, naming where it came from.
    fn record_not_read(self, from: &RecordSource, problem: &OpenProblem) -> String {
        let why = match problem {
            OpenProblem::Unreadable(error) => error.clone(),
            OpenProblem::NotARecord(e) => self.record_error(e),
            OpenProblem::TooLarge { limit } => self.too_large_for_a_record(&byte_size(*limit)),
            OpenProblem::NotAFile(kind) => self.record_file_not_regular(self.file_kind_name(*kind)),
            OpenProblem::NoThread(error) => return self.could_not_start_reading(error),
        };
        match from {
            RecordSource::Pasted => self.pasted_not_a_record(&why),
            RecordSource::File(path) => self.could_not_open_file(&shown(path), &why),
        }
    }

    /// A record that could not be read: the line (when it is about one)
    /// and what is wrong there.
    #[must_use]
    pub fn record_error(self, e: &RecordError) -> String {
        let kind = self.record_error_kind(&e.kind);
        if e.line == 0 {
            kind
        } else {
            self.on_line(e.line, &kind)
        }
    }

    /// What is wrong with a record, without the line.
    #[must_use]
    pub fn record_error_kind(self, kind: &RecordErrorKind) -> String {
        match kind {
            RecordErrorKind::Empty => self.record_empty(),
            RecordErrorKind::BadHeader(found) => self.record_bad_header(found),
            RecordErrorKind::BadCoordinate(found) => self.record_bad_coordinate(found),
            RecordErrorKind::BadTime(found) => self.record_bad_time(found),
            RecordErrorKind::BadNotation(e) => self.record_bad_notation(&self.point_error(e)),
            RecordErrorKind::UnsupportedSize(size) => {
                self.record_unsupported_size(*size, MIN_SIZE, MAX_SIZE)
            }
            RecordErrorKind::NotSquare { width, height } => self.record_not_square(*width, *height),
            RecordErrorKind::SizeMismatch { found, asked } => {
                self.record_size_mismatch(*found, *asked)
            }
            RecordErrorKind::OffBoard(m) => self.record_off_board(m.number, &m.written),
            RecordErrorKind::Occupied(m) => self.record_occupied(m.number, &m.written),
            RecordErrorKind::AfterGameOver(m) => self.record_after_game_over(m.number, &m.written),
            RecordErrorKind::Forbidden(m, why) => {
                self.record_forbidden(m.number, &m.written, self.forbidden_name(*why))
            }
            RecordErrorKind::MoveAfterTrailer => self.record_move_after_trailer(),
            RecordErrorKind::NotText => self.record_not_text(),
        }
    }

    /// What a path is when it is not a regular file.
    #[must_use]
    pub fn file_kind_name(self, kind: FileKind) -> &'static str {
        match kind {
            FileKind::Folder => self.pick("a folder", "文件夹"),
            FileKind::Pipe => self.pick("a named pipe", "命名管道"),
            FileKind::Device => self.pick("a device", "设备"),
            FileKind::Socket => self.pick("a socket", "套接字"),
            FileKind::Other => self.pick("a special file", "特殊文件"),
        }
    }

    /// Text in a move string that is not a point.
    #[must_use]
    pub fn point_error(self, e: &PointError) -> String {
        match e {
            PointError::NotAColumn(c) => self.not_a_column(&c.to_string()),
            PointError::NoRow(letter) => self.no_row(&letter.to_string()),
            PointError::RowZero(letter) => self.row_zero(&letter.to_string()),
            PointError::LeadingZero(point) => self.leading_zero(point),
            PointError::OffBoard { point, size } => self.point_off_board(point, *size),
        }
    }

    /// Why a point is forbidden to black under renju.
    #[must_use]
    pub fn forbidden_name(self, why: Forbidden) -> &'static str {
        match why {
            Forbidden::DoubleThree => self.pick("double three", "三三"),
            Forbidden::DoubleFour => self.pick("double four", "四四"),
            Forbidden::Overline => self.pick("overline", "长连"),
        }
    }
}

/// A path as the player sees it.
fn shown(path: &Path) -> String {
    path.display().to_string()
}

/// Writes the table of messages: each becomes a method of [`Lang`]
/// returning the message in that language, and [`every_message`] lists
/// them all (for the tests).
macro_rules! catalogue {
    ($(
        $(#[$meta:meta])*
        fn $name:ident($($arg:ident: $ty:ty),* $(,)?) {
            en: $en:literal,
            zh: $zh:literal $(,)?
        }
    )*) => {
        impl Lang {
            $(
                $(#[$meta])*
                #[must_use]
                pub fn $name(self, $($arg: $ty),*) -> String {
                    match self {
                        Lang::En => format!($en $(, $arg = $arg)*),
                        Lang::Zh => format!($zh $(, $arg = $arg)*),
                    }
                }
            )*
        }

        /// Every message of the catalogue in `lang`, by name, each with
        /// default arguments (zeros and empty strings): for checking that
        /// each is translated.
        #[must_use]
        pub fn every_message(lang: Lang) -> Vec<(&'static str, String)> {
            vec![$((stringify!($name), lang.$name($(<$ty>::default()),*))),*]
        }
    };
}

pub mod seats;

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

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    #[test]
    fn locales_map_to_languages() {
        for zh in ["zh", "zh-CN", "zh_TW.UTF-8", "ZH-Hans", "zh-Hant-HK"] {
            assert_eq!(Lang::from_locale(Some(zh)), Lang::Zh, "{zh}");
        }
        for en in ["en-US", "C", "POSIX", "de-DE", "", "z"] {
            assert_eq!(Lang::from_locale(Some(en)), Lang::En, "{en}");
        }
        assert_eq!(Lang::from_locale(None), Lang::En);
    }

    /// Every name the catalogue gives things, in `lang`.
    pub(crate) fn every_name(lang: Lang) -> Vec<String> {
        let mut names = Vec::new();
        for level in Level::ALL {
            names.push(lang.level_name(level).to_owned());
            names.push(lang.level_description(level).to_owned());
        }
        for rule in Rule::ALL {
            names.push(lang.rule_name(rule).to_owned());
            names.push(lang.rule_description(rule).to_owned());
        }
        for play_as in PlayAs::ALL {
            names.push(lang.play_as_name(play_as).to_owned());
        }
        for stone in [Stone::Black, Stone::White] {
            names.push(lang.colour(stone).to_owned());
            names.push(lang.colour_lower(stone).to_owned());
        }
        for kind in [
            ThreatKind::OpenThree,
            ThreatKind::Four,
            ThreatKind::DoubleThree,
            ThreatKind::FourThree,
            ThreatKind::DoubleFour,
            ThreatKind::OpenFour,
            ThreatKind::Five,
        ] {
            names.push(lang.threat_name(kind).to_owned());
        }
        for result in [
            GameResult::Won,
            GameResult::Lost,
            GameResult::Drawn,
            GameResult::Resigned,
        ] {
            names.push(lang.result_name(result).to_owned());
        }
        for eval in [Eval::Win { plies: 3 }, Eval::Loss { plies: 4 }] {
            names.push(lang.eval(eval));
        }
        for why in [
            Forbidden::DoubleThree,
            Forbidden::DoubleFour,
            Forbidden::Overline,
        ] {
            names.push(lang.forbidden_name(why).to_owned());
        }
        for now in [
            ResetTo::Muted(true),
            ResetTo::Muted(false),
            ResetTo::DefaultSize,
            ResetTo::DefaultPlace,
            ResetTo::Shown(true),
            ResetTo::Shown(false),
        ] {
            names.push(lang.reset_to(now));
        }
        names
    }

    #[test]
    fn every_message_is_translated() {
        let en = every_message(Lang::En);
        let zh = every_message(Lang::Zh);
        assert_eq!(en.len(), zh.len());
        assert!(en.len() > 50, "only {} messages?", en.len());
        // Chinese writing: ideographs, or at least Chinese punctuation (a
        // message made only of its arguments, like `why`).
        let has_chinese = |s: &str| {
            s.chars().any(|c| {
                ('\u{4e00}'..='\u{9fff}').contains(&c)
                    || ('\u{3000}'..='\u{303f}').contains(&c)
                    || ('\u{ff00}'..='\u{ffef}').contains(&c)
            })
        };
        for ((name, en), (_, zh)) in en.iter().zip(&zh) {
            assert!(!en.trim().is_empty(), "{name} has no English");
            assert!(!zh.trim().is_empty(), "{name} has no Chinese");
            assert_ne!(en, zh, "{name} is not translated");
            assert!(has_chinese(zh), "{name} has no Chinese in it: {zh}");
            assert!(!has_chinese(en), "{name} has Chinese in its English: {en}");
        }
        let (en, zh) = (every_name(Lang::En), every_name(Lang::Zh));
        for (en, zh) in en.iter().zip(&zh) {
            assert!(!zh.is_empty() && en != zh, "{en} is not translated: {zh}");
            assert!(has_chinese(zh), "{en}: {zh}");
        }
        // The languages' own names are proper names: the same in both.
        for lang in Lang::ALL {
            assert!(!lang.native_name().is_empty());
        }
    }

    #[test]
    fn reasons_read_in_both_languages() {
        use crate::game::board::Pos;
        use crate::teacher::Reason;
        let at = Pos::new(7, 7);
        let reason = Reason::BlocksOpenThree { at };
        assert_eq!(reason.sentence(15), "blocks your open three at h8");
        assert_eq!(reason.sentence_in(Lang::En, 15), reason.sentence(15));
        assert_eq!(reason.sentence_in(Lang::Zh, 15), "在 h8 挡住你的活三");
        assert_eq!(
            Lang::Zh.why(
                Lang::Zh.colour(Stone::White),
                &reason.sentence_in(Lang::Zh, 15)
            ),
            "白棋在 h8 挡住你的活三。"
        );
    }

    /// Which kind a record error is, by number: no wildcard, so a new
    /// kind does not compile until it is listed here (and tried below).
    fn kind_number(kind: &RecordErrorKind) -> usize {
        match kind {
            RecordErrorKind::Empty => 0,
            RecordErrorKind::BadHeader(_) => 1,
            RecordErrorKind::BadCoordinate(_) => 2,
            RecordErrorKind::BadTime(_) => 3,
            RecordErrorKind::BadNotation(_) => 4,
            RecordErrorKind::UnsupportedSize(_) => 5,
            RecordErrorKind::NotSquare { .. } => 6,
            RecordErrorKind::SizeMismatch { .. } => 7,
            RecordErrorKind::OffBoard(_) => 8,
            RecordErrorKind::Occupied(_) => 9,
            RecordErrorKind::AfterGameOver(_) => 10,
            RecordErrorKind::Forbidden(..) => 11,
            RecordErrorKind::MoveAfterTrailer => 12,
            RecordErrorKind::NotText => 13,
        }
    }

    #[test]
    fn every_record_error_is_said_in_both_languages_with_its_line() {
        use crate::game::record::MoveRef;
        let m = || MoveRef::new(12, "k4");
        let kinds = vec![
            (RecordErrorKind::Empty, vec![]),
            (
                RecordErrorKind::BadHeader("Piskvork 9".into()),
                vec!["Piskvork 9"],
            ),
            (RecordErrorKind::BadCoordinate("x1".into()), vec!["x1"]),
            (RecordErrorKind::BadTime("-5".into()), vec!["-5"]),
            (
                RecordErrorKind::BadNotation(PointError::NotAColumn('?')),
                vec!["?"],
            ),
            (
                RecordErrorKind::BadNotation(PointError::NoRow('q')),
                vec!["q"],
            ),
            (
                RecordErrorKind::BadNotation(PointError::OffBoard {
                    point: "p1".into(),
                    size: 15,
                }),
                vec!["p1", "15"],
            ),
            (RecordErrorKind::UnsupportedSize(40), vec!["40", "22"]),
            (
                RecordErrorKind::NotSquare {
                    width: 20,
                    height: 19,
                },
                vec!["20x19"],
            ),
            (
                RecordErrorKind::SizeMismatch {
                    found: 19,
                    asked: 15,
                },
                vec!["19", "15"],
            ),
            (RecordErrorKind::OffBoard(m()), vec!["12", "k4"]),
            (RecordErrorKind::Occupied(m()), vec!["12", "k4"]),
            (RecordErrorKind::AfterGameOver(m()), vec!["12", "k4"]),
            (
                RecordErrorKind::Forbidden(m(), Forbidden::DoubleThree),
                vec!["12", "k4"],
            ),
            (
                RecordErrorKind::Forbidden(m(), Forbidden::DoubleFour),
                vec!["12", "k4"],
            ),
            (
                RecordErrorKind::Forbidden(m(), Forbidden::Overline),
                vec!["12", "k4"],
            ),
            (RecordErrorKind::MoveAfterTrailer, vec![]),
            (
                RecordErrorKind::BadNotation(PointError::RowZero('a')),
                vec!["a0"],
            ),
            (
                RecordErrorKind::BadNotation(PointError::LeadingZero("h08".into())),
                vec!["h08"],
            ),
            (RecordErrorKind::NotText, vec!["NUL"]),
        ];
        let mut seen = [false; 14];
        let mut said = std::collections::HashSet::new();
        for (kind, shows) in kinds {
            seen[kind_number(&kind)] = true;
            for line in [0, 37] {
                let e = RecordError {
                    line,
                    kind: kind.clone(),
                };
                let (en, zh) = (Lang::En.record_error(&e), Lang::Zh.record_error(&e));
                // The English is the command line's (`Display`).
                assert_eq!(en, e.to_string());
                assert_ne!(en, zh, "{e:?}");
                assert!(said.insert(zh.clone()), "said twice: {zh}");
                let zh_has_chinese = zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
                assert!(zh_has_chinese, "{zh}");
                if line > 0 {
                    assert!(en.starts_with("line 37: "), "{en}");
                    assert!(zh.starts_with("第 37 行："), "{zh}");
                }
                for data in &shows {
                    assert!(en.contains(data), "{data} missing from {en}");
                    assert!(zh.contains(data), "{data} missing from {zh}");
                }
            }
        }
        assert!(seen.iter().all(|&s| s), "kinds never tried: {seen:?}");
    }

    #[test]
    fn the_language_is_saved_by_its_code() -> Result<(), serde_json::Error> {
        assert_eq!(serde_json::to_string(&Lang::Zh)?, "\"zh\"");
        assert_eq!(serde_json::from_str::<Lang>("\"en\"")?, Lang::En);
        Ok(())
    }
}
