//! The words of seats, clocks and outside engines: who sits where, the
//! time controls, watching, and what a player that fails is told.

use std::time::Duration;

use super::Lang;
use crate::engine::player::{OpeningReply, Swap2Reply};
use crate::engine::soosorv::SoosorvReply;
use crate::engine::swap2::MARGIN;
use crate::engine::{Eval, Level};
use crate::game::board::Stone;
use crate::game::notation::point_name;
use crate::session::clock::TimeControl;
use crate::session::controller::Coach;
use crate::session::opening::{OpeningRule, Swap2Choice};

/// Up to this score (on the search's scale, beyond the swap2 margin) a
/// side stands slightly better in an analysis's words, up to [`CLEARLY`]
/// better, beyond it much better. Set by eye on test positions: after
/// blocking an open three the blocker is still some 8 000 behind.
pub const SLIGHTLY: u32 = 2_000;
/// Up to this score a side stands better ([`SLIGHTLY`]).
pub const CLEARLY: u32 = 8_000;
use crate::session::seats::{Forfeit, ForfeitReason, Seat};

catalogue! {
    // The seats and the clock, in the top bar.

    /// The label before black's seat.
    fn black_seat_label() {
        en: "Black",
        zh: "黑方",
    }
    /// The label before white's seat.
    fn white_seat_label() {
        en: "White",
        zh: "白方",
    }
    /// A person's seat, in the seat menus.
    fn person_seat() {
        en: "Person",
        zh: "真人",
    }
    /// The hover text of a person's seat.
    fn person_seat_hover() {
        en: "Someone at this computer plays this side",
        zh: "由坐在电脑前的人来下这一方",
    }
    /// The hover text of an outside engine in the seat menus.
    fn engine_seat_hover(command: &str) {
        en: "An outside Gomocup engine: {command}",
        zh: "外部 Gomocup 引擎：{command}",
    }
    /// The seat menus' last item: choose an engine's program.
    fn add_engine() {
        en: "Add engine…",
        zh: "添加引擎…",
    }
    /// The hover text of "Add engine…".
    fn add_engine_hover() {
        en: "Choose a Gomocup engine's program (pbrain-…) to play either side",
        zh: "选择一个 Gomocup 引擎程序（pbrain-…），让它执任意一方",
    }
    /// The toggle that exchanges colours after each game.
    fn alternate_toggle() {
        en: "⇄ Alternate",
        zh: "⇄ 轮换",
    }
    /// Its hover text.
    fn alternate_hover() {
        en: "Black and white change seats with every new game",
        zh: "每开新局，双方交换黑白",
    }
    /// The label before the time control.
    fn clock_label() {
        en: "Clock",
        zh: "用时",
    }
    /// A limit per move.
    fn per_move(time: &str) {
        en: "{time} a move",
        zh: "每步 {time}",
    }
    /// A match time with an increment.
    fn match_time(base: &str, increment: &str) {
        en: "{base} + {increment}",
        zh: "{base} + {increment}",
    }
    /// No clock.
    fn no_clock() {
        en: "no clock",
        zh: "不计时",
    }
    /// The hover text of the time control.
    fn clock_hover() {
        en: "A limit per move binds the computer only; with a match time (minutes + seconds added each move) whoever runs out loses",
        zh: "每步限时只约束电脑；按局计时（分钟 + 每步加秒）时，谁先用完谁输",
    }
    /// Minutes and seconds.
    fn minutes_seconds(minutes: u64, seconds: u64) {
        en: "{minutes} min {seconds} s",
        zh: "{minutes} 分 {seconds} 秒",
    }
    /// Minutes.
    fn minutes(minutes: u64) {
        en: "{minutes} min",
        zh: "{minutes} 分",
    }
    /// Seconds.
    fn seconds(seconds: u64) {
        en: "{seconds} s",
        zh: "{seconds} 秒",
    }

    /// Asks for an engine's path where no file dialog could open.
    fn engine_path_prompt() {
        en: "No file dialog could open here. Type the path of the engine's program:",
        zh: "这里无法打开文件对话框。请输入引擎程序的路径：",
    }
    /// Adds what was typed.
    fn add() {
        en: "Add",
        zh: "添加",
    }
    /// The filter of programs in the engine dialog.
    fn programs_filter() {
        en: "Programs",
        zh: "程序",
    }

    // Opening rules.

    /// The label before the opening rule.
    fn opening_label() {
        en: "Opening",
        zh: "开局",
    }
    /// The free opening.
    fn opening_free() {
        en: "free",
        zh: "自由",
    }
    /// Its hover text.
    fn opening_free_hover() {
        en: "Black moves first, anywhere",
        zh: "黑棋先走，随便下",
    }
    /// Swap2.
    fn opening_swap2() {
        en: "swap2",
        zh: "swap2 交换",
    }
    /// Its hover text.
    fn opening_swap2_hover() {
        en: "Gomocup's and the championships' opening: black's seat places three stones (black, white, black); white's seat takes black, takes white, or places two more and lets the other choose. Freestyle and standard only",
        zh: "Gomocup 和锦标赛用的开局：执黑一方先摆三子（黑、白、黑）；另一方选择执黑、执白，或再摆两子让对方选择。仅用于自由和标准规则",
    }
    /// Renju's centre start.
    fn opening_centre() {
        en: "centre",
        zh: "天元开局",
    }
    /// Its hover text.
    fn opening_centre_hover() {
        en: "Renju's plain start: black's first stone is on the centre point, and white moves next",
        zh: "连珠的简单开局：黑棋第一子下在天元，白棋接着走",
    }
    /// The swap2 question's heading.
    fn swap2_heading() {
        en: "Swap2: your choice",
        zh: "swap2：由你选择",
    }
    /// After three stones.
    fn swap2_after_three() {
        en: "Three stones are down. Take black (white plays next), take white and play the fourth stone, or place two more stones (white, then black) and let the other side choose.",
        zh: "已摆三子。你可以执黑（白方接着走），执白并下第四子，或再摆两子（先白后黑）让对方选择。",
    }
    /// After five stones.
    fn swap2_after_five() {
        en: "Five stones are down. Take black, or take white and play the sixth stone.",
        zh: "已摆五子。你可以执黑，或执白并下第六子。",
    }
    /// Take black.
    fn take_black() {
        en: "Play black",
        zh: "执黑",
    }
    /// Take white.
    fn take_white() {
        en: "Play white",
        zh: "执白",
    }
    /// Place two more.
    fn place_two() {
        en: "Place two more stones",
        zh: "再摆两子",
    }
    /// The status line while a seat places opening stones.
    fn opening_placing(name: &str, stone: usize) {
        en: "Opening: {name} places stone {stone}.",
        zh: "开局：{name} 摆第 {stone} 子。",
    }
    /// The status line while a seat chooses.
    fn opening_choosing(name: &str) {
        en: "Opening: {name} chooses…",
        zh: "开局：{name} 正在选择…",
    }
    /// The status line while a person places opening stones.
    fn opening_place(stone: usize) {
        en: "Opening: place stone {stone}.",
        zh: "开局：请摆第 {stone} 子。",
    }
    /// The status line while a person chooses.
    fn opening_your_choice() {
        en: "Opening: your choice.",
        zh: "开局：请你选择。",
    }
    /// The status line while a person chooses for an engine without swap2.
    fn opening_choose_for(name: &str) {
        en: "Opening: choose for {name}.",
        zh: "开局：请替 {name} 选择。",
    }
    /// An engine that cannot play swap2: the person decides for it.
    fn player_no_swap2(name: &str, detail: &str) {
        en: "{name} cannot play swap2 ({detail}): you decide its part of the opening.",
        zh: "{name} 不会 swap2 开局（{detail}）：它的开局部分由你来定。",
    }

    // The coach of the opening.

    /// While master judges the position of a person's choice.
    fn coach_judging() {
        en: "Master is judging the position…",
        zh: "大师正在判断局面…",
    }
    /// How the coach sees the position of a person's choice.
    fn coach_sees(judge: &str, nodes: u64, balance: &str) {
        en: "{judge}, after searching {nodes} positions: {balance}.",
        zh: "{judge} 搜索了 {nodes} 个局面：{balance}。",
    }
    /// Why a computer decided as it did.
    fn coach_decided(judge: &str, what: &str, balance: &str) {
        en: "{judge} {what}: it sees {balance}.",
        zh: "{judge}{what}：它认为{balance}。",
    }
    /// A forced win for black.
    fn balance_black_wins() {
        en: "black wins by force",
        zh: "黑棋必胜",
    }
    /// A forced win for white.
    fn balance_white_wins() {
        en: "white wins by force",
        zh: "白棋必胜",
    }
    /// About even.
    fn balance_even(score: i32) {
        en: "about even ({score:+})",
        zh: "大致均衡（{score:+}）",
    }
    /// Black better.
    fn balance_black(score: i32) {
        en: "black stands better ({score:+})",
        zh: "黑棋占优（{score:+}）",
    }
    /// White better.
    fn balance_white(score: i32) {
        en: "white stands better ({score:+})",
        zh: "白棋占优（{score:+}）",
    }
    /// An analysis line: a forced win for a colour, in plies.
    fn line_wins(colour: &str, plies: u32) {
        en: "{colour} wins in {plies} plies",
        zh: "{colour} {plies} 手胜",
    }
    /// An analysis line: about even.
    fn line_even() {
        en: "about even",
        zh: "大致均衡",
    }
    /// An analysis line: a colour slightly better.
    fn line_slightly_better(colour: &str) {
        en: "{colour} stands slightly better",
        zh: "{colour}略优",
    }
    /// An analysis line: a colour better.
    fn line_better(colour: &str) {
        en: "{colour} stands better",
        zh: "{colour}占优",
    }
    /// An analysis line: a colour much better.
    fn line_much_better(colour: &str) {
        en: "{colour} stands much better",
        zh: "{colour}大优",
    }
    /// A computer placed the three opening stones.
    fn decided_three() {
        en: "placed its three stones",
        zh: "摆好了三子",
    }
    /// A computer took black.
    fn decided_black() {
        en: "took black",
        zh: "选择执黑",
    }
    /// A computer took white.
    fn decided_white() {
        en: "took white",
        zh: "选择执白",
    }
    /// A computer placed two more stones.
    fn decided_two() {
        en: "placed two more stones",
        zh: "又摆了两子",
    }

    /// In a review: the opening's stones are not judged.
    fn review_opening_stones(count: usize) {
        en: "The first {count} stones were the opening's, placed before the colours were settled: they are not judged as your moves.",
        zh: "前 {count} 子是开局阶段在定下颜色之前摆的，不算作你的着法来评判。",
    }

    // Watching two computers.

    /// Pauses watching.
    fn pause() {
        en: "Pause",
        zh: "暂停",
    }
    /// Goes on watching.
    fn go_on() {
        en: "▶ Go on",
        zh: "▶ 继续",
    }
    /// Plays one move while paused.
    fn step() {
        en: "Step",
        zh: "单步",
    }
    /// The label of the pause between moves.
    fn watch_speed() {
        en: "Pause between moves",
        zh: "每步间隔",
    }

    // The status bar and the end of a game.

    /// A player thinks.
    fn seat_thinking(name: &str) {
        en: "{name} is thinking…",
        zh: "{name} 正在思考…",
    }
    /// A person's turn, two people at one board.
    fn seat_to_move(colour: &str) {
        en: "{colour} to move.",
        zh: "轮到{colour}。",
    }
    /// Watching, paused.
    fn watch_paused() {
        en: "Paused.",
        zh: "已暂停。",
    }
    /// The end of a game: a clock ran out.
    fn lost_on_time(name: &str, colour: &str) {
        en: "{name} ({colour}) ran out of time.",
        zh: "{name}（{colour}）超时。",
    }
    /// The end of a game: a player failed.
    fn forfeited(name: &str, colour: &str) {
        en: "{name} ({colour}) forfeits.",
        zh: "{name}（{colour}）判负。",
    }
    /// The end of a game two computers or two people played.
    fn side_wins(colour: &str) {
        en: "{colour} wins",
        zh: "{colour}胜",
    }

    /// A kept game two people or two computers played, in the list.
    fn kept_game_between(players: &str, rule: &str, size: &str, moves: usize) {
        en: "{players} · {rule} · {size} · {moves} moves",
        zh: "{players} · {rule} · {size} · 共 {moves} 手",
    }

    /// The unfinished game two people or two computers played.
    fn unfinished_between(moves: usize, size: &str, rule: &str, players: &str) {
        en: "{moves} moves on {size}, {rule}, {players}.",
        zh: "{size} 棋盘，{rule}规则，{players}，已下 {moves} 手。",
    }
    /// Lets such a game go (it counts for nobody).
    fn leave_unfinished() {
        en: "Leave it",
        zh: "不下了",
    }

    // Outside engines that fail.

    /// An engine could not be added.
    fn engine_not_added(path: &str, error: &str) {
        en: "Could not add the engine {path}: {error}",
        zh: "无法添加引擎 {path}：{error}",
    }
    /// An engine was added.
    fn engine_added(name: &str) {
        en: "Added the engine {name}: it is offered for either seat.",
        zh: "已添加引擎 {name}：可在任意一方选择它。",
    }
    /// A player could not be started: it forfeits.
    fn player_not_started(name: &str, detail: &str) {
        en: "{name} could not be started: {detail}. It loses this game by forfeit.",
        zh: "{name} 无法启动：{detail}。本局判其负。",
    }
    /// A player stopped during its game: it forfeits.
    fn player_crashed(name: &str, detail: &str) {
        en: "{name} stopped during the game: {detail}. It loses by forfeit.",
        zh: "{name} 在对局中停止了：{detail}。判其负。",
    }
    /// A player did not move in its time.
    fn player_timed_out(name: &str, detail: &str) {
        en: "{name} did not move in its time ({detail}). It loses on time.",
        zh: "{name} 没有在规定时间内落子（{detail}）。判其超时负。",
    }
    /// A player answered something that is not a move.
    fn player_garbage(name: &str, detail: &str) {
        en: "{name} did not give a move: it {detail}. It loses by forfeit.",
        zh: "{name} 没有给出着法：{detail}。判其负。",
    }
    /// A player played an illegal point.
    fn player_illegal(name: &str, detail: &str) {
        en: "{name} {detail}. It loses by forfeit.",
        zh: "{name} 下了不合规则的一手：{detail}。判其负。",
    }
}

impl Lang {
    /// A duration as a player reads it: `3 s`, `5 min`, `1 min 30 s`.
    #[must_use]
    pub fn duration(self, d: Duration) -> String {
        let s = d.as_secs();
        match (s / 60, s % 60) {
            (0, s) if d.subsec_millis() == 0 => self.seconds(s),
            (0, _) => format!("{:.1} s", d.as_secs_f64()),
            (m, 0) => self.minutes(m),
            (m, s) => self.minutes_seconds(m, s),
        }
    }

    /// A time control in words: `3 s a move`, `5 min + 3 s`, `no clock`.
    #[must_use]
    pub fn time_control(self, time: TimeControl) -> String {
        match time {
            TimeControl::PerMove(d) => self.per_move(&self.duration(d)),
            TimeControl::Fischer { base, increment } => {
                self.match_time(&self.duration(base), &self.duration(increment))
            }
            TimeControl::Unlimited => self.no_clock(),
        }
    }

    /// An opening rule's name.
    #[must_use]
    pub fn opening_name(self, opening: OpeningRule) -> String {
        match opening {
            OpeningRule::Free => self.opening_free(),
            OpeningRule::Swap2 => self.opening_swap2(),
            OpeningRule::Centre => self.opening_centre(),
            OpeningRule::Soosorv8 => self.opening_soosorv(),
        }
    }

    /// An opening rule's hover text.
    #[must_use]
    pub fn opening_hover(self, opening: OpeningRule) -> String {
        match opening {
            OpeningRule::Free => self.opening_free_hover(),
            OpeningRule::Swap2 => self.opening_swap2_hover(),
            OpeningRule::Centre => self.opening_centre_hover(),
            OpeningRule::Soosorv8 => self.opening_soosorv_hover(),
        }
    }

    /// A swap2 choice on its button.
    #[must_use]
    pub fn swap2_choice(self, choice: Swap2Choice) -> String {
        match choice {
            Swap2Choice::TakeBlack => self.take_black(),
            Swap2Choice::TakeWhite => self.take_white(),
            Swap2Choice::PlaceTwo => self.place_two(),
        }
    }

    /// A balance from black's view in words; within the swap2 margin it
    /// is even.
    #[must_use]
    pub fn balance(self, black_view: Eval) -> String {
        match black_view {
            Eval::Win { .. } => self.balance_black_wins(),
            Eval::Loss { .. } => self.balance_white_wins(),
            Eval::Score(s) if s.abs() <= MARGIN => self.balance_even(s),
            Eval::Score(s) if s > 0 => self.balance_black(s),
            Eval::Score(s) => self.balance_white(s),
        }
    }

    /// An analysis line's evaluation in words, by colour: `eval` is from
    /// the side to move's view (`to_move`), as a report gives it. A win in
    /// n plies is the search's forced result; a score is "about even"
    /// within the swap2 margin, then slightly better, better and much
    /// better (beyond [`SLIGHTLY`] and [`CLEARLY`]).
    #[must_use]
    pub fn line_eval(self, eval: Eval, to_move: Stone) -> String {
        let (winner, plies) = match eval {
            Eval::Win { plies } => (to_move, plies),
            Eval::Loss { plies } => (to_move.opponent(), plies),
            Eval::Score(s) => {
                let ahead = if s > 0 { to_move } else { to_move.opponent() };
                let colour = self.colour_lower(ahead);
                return match s.unsigned_abs() {
                    n if n <= MARGIN.unsigned_abs() => self.line_even(),
                    n if n <= SLIGHTLY => self.line_slightly_better(colour),
                    n if n <= CLEARLY => self.line_better(colour),
                    _ => self.line_much_better(colour),
                };
            }
        };
        self.line_wins(self.colour_lower(winner), plies)
    }

    /// What the coach says: how the position of a person's choice looks,
    /// or why a computer decided as it did.
    #[must_use]
    pub fn coach_line(self, coach: &Coach, size: usize) -> String {
        let balance = self.balance(coach.black_view);
        // A level by its name in this language; an engine by its own.
        let judge = coach
            .judge
            .parse::<Level>()
            .map_or_else(|_| coach.judge.clone(), |l| self.level_name(l).to_owned());
        let coach = Coach {
            judge,
            ..coach.clone()
        };
        match coach.decided {
            None => self.coach_sees(&coach.judge, coach.nodes, &balance),
            Some(decided) => {
                let what = match decided {
                    OpeningReply::Swap2(Swap2Reply::Three(_))
                    | OpeningReply::Soosorv(SoosorvReply::Three(_)) => self.decided_three(),
                    OpeningReply::Swap2(Swap2Reply::Swap)
                    | OpeningReply::Soosorv(SoosorvReply::TakeBlack) => self.decided_black(),
                    OpeningReply::Swap2(Swap2Reply::One(_))
                    | OpeningReply::Soosorv(SoosorvReply::TakeWhite) => self.decided_white(),
                    OpeningReply::Swap2(Swap2Reply::Two(..)) => self.decided_two(),
                    OpeningReply::Soosorv(SoosorvReply::Fourth(_, count)) => {
                        self.decided_fourth(usize::from(count))
                    }
                    OpeningReply::Soosorv(SoosorvReply::Offers(offers)) => {
                        self.decided_offers(offers.len())
                    }
                    OpeningReply::Soosorv(SoosorvReply::Pick(pos)) => {
                        self.decided_pick(&point_name(pos, size))
                    }
                };
                self.coach_decided(&coach.judge, &what, &balance)
            }
        }
    }

    /// A seat's name in the menus: a person, a level, an engine's name.
    #[must_use]
    pub fn seat_name(self, seat: &Seat) -> String {
        match seat {
            Seat::Human => self.person_seat(),
            Seat::Level(level) => self.level_name(*level).to_owned(),
            Seat::Engine(engine) => engine.name.clone(),
        }
    }

    /// How a forfeited game ended, in a line.
    #[must_use]
    pub fn forfeit_line(self, forfeit: &Forfeit) -> String {
        let colour = self.colour_lower(forfeit.loser);
        match forfeit.reason {
            ForfeitReason::Time => self.lost_on_time(&forfeit.name, colour),
            ForfeitReason::Fault(_) => self.forfeited(&forfeit.name, colour),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_seat_message_is_translated() {
        let en = every_message(Lang::En);
        let zh = every_message(Lang::Zh);
        assert_eq!(en.len(), zh.len());
        for ((name, en), (_, zh)) in en.iter().zip(&zh) {
            assert!(!en.trim().is_empty(), "{name} has no English");
            assert!(!zh.trim().is_empty(), "{name} has no Chinese");
            let same = en == zh && !en.chars().all(|c| !c.is_alphabetic());
            assert!(!same, "{name} is not translated");
        }
    }

    #[test]
    fn time_controls_read_as_words() {
        let five_three: TimeControl = "5m+3s".parse().expect("a time control");
        assert_eq!(Lang::En.time_control(five_three), "5 min + 3 s");
        assert_eq!(Lang::Zh.time_control(five_three), "5 分 + 3 秒");
        assert_eq!(Lang::En.time_control(TimeControl::default()), "3 s a move");
        assert_eq!(Lang::En.time_control(TimeControl::Unlimited), "no clock");
    }
}
