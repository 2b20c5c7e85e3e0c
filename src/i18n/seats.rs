//! The words of seats, clocks and outside engines: who sits where, the
//! time controls, watching, and what a player that fails is told.

use std::time::Duration;

use super::{Lang, Signed};
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

messages! {
    // The seats and the clock, in the top bar.
    /// The label before black's seat.
    fn black_seat_label();
    /// The label before white's seat.
    fn white_seat_label();
    /// A person's seat, in the seat menus.
    fn person_seat();
    /// The hover text of a person's seat.
    fn person_seat_hover();
    /// The hover text of an outside engine in the seat menus.
    fn engine_seat_hover(command: &str);
    /// The seat menus' last item: choose an engine's program.
    fn add_engine();
    /// The hover text of "Add engine…".
    fn add_engine_hover();
    /// The toggle that exchanges colours after each game.
    fn alternate_toggle();
    /// Its hover text.
    fn alternate_hover();
    /// The label before the time control.
    fn clock_label();
    /// A limit per move.
    fn per_move(time: &str);
    /// A match time with an increment.
    fn match_time(base: &str, increment: &str);
    /// No clock.
    fn no_clock();
    /// The hover text of the time control.
    fn clock_hover();
    /// The clock menu's last item: a time control of the player's own.
    fn clock_other();
    /// Its hover text.
    fn clock_other_hover();
    /// The title of the dialog "Other…" opens.
    fn time_dialog_title();
    /// The dialog's choice of a limit per move.
    fn time_dialog_per_move();
    /// The dialog's choice of a match time.
    fn time_dialog_match();
    /// The dialog's button that sets the clock.
    fn time_dialog_use();
    /// Minutes and seconds.
    fn minutes_seconds(minutes: u64, seconds: u64);
    /// Minutes.
    fn minutes(minutes: u64);
    /// Seconds.
    fn seconds(seconds: u64);
    /// Asks for an engine's path where no file dialog could open.
    fn engine_path_prompt();
    /// Adds what was typed.
    fn add();
    /// The filter of programs in the engine dialog.
    fn programs_filter();

    // Opening rules.
    /// The label before the opening rule.
    fn opening_label();
    /// The free opening.
    fn opening_free();
    /// Its hover text.
    fn opening_free_hover();
    /// Swap2.
    fn opening_swap2();
    /// Its hover text.
    fn opening_swap2_hover();
    /// Renju's centre start.
    fn opening_centre();
    /// Its hover text.
    fn opening_centre_hover();
    /// The swap2 question's heading.
    fn swap2_heading();
    /// After three stones.
    fn swap2_after_three();
    /// After five stones.
    fn swap2_after_five();
    /// Take black.
    fn take_black();
    /// Take white.
    fn take_white();
    /// Place two more.
    fn place_two();
    /// The status line while a seat places opening stones.
    fn opening_placing(name: &str, stone: usize);
    /// The status line while a seat chooses.
    fn opening_choosing(name: &str);
    /// The status line while a person places opening stones.
    fn opening_place(stone: usize);
    /// The status line while a person chooses.
    fn opening_your_choice();
    /// The status line while a person chooses for an engine without swap2.
    fn opening_choose_for(name: &str);
    /// An engine that cannot play swap2: the person decides for it.
    fn player_no_swap2(name: &str, detail: &str);

    // The coach of the opening.
    /// While master judges the position of a person's choice.
    fn coach_judging();
    /// How the coach sees the position of a person's choice.
    fn coach_sees(judge: &str, nodes: u64, balance: &str);
    /// Why a computer decided as it did.
    fn coach_decided(judge: &str, what: &str, balance: &str);
    /// A forced win for black.
    fn balance_black_wins();
    /// A forced win for white.
    fn balance_white_wins();
    /// About even.
    fn balance_even(score: Signed);
    /// Black better (`score`: the score, or the words for a result the
    /// search did not prove).
    fn balance_black(score: &str);
    /// White better (the same).
    fn balance_white(score: &str);
    /// An analysis line: a forced win for a colour, in plies.
    fn line_wins(colour: &str, plies: u32);
    /// An analysis line: about even.
    fn line_even();
    /// An analysis line: a colour slightly better.
    fn line_slightly_better(colour: &str);
    /// An analysis line: a colour better.
    fn line_better(colour: &str);
    /// An analysis line: a colour much better.
    fn line_much_better(colour: &str);
    /// An analysis line: a colour winning, not proved (every defence the
    /// search read loses, not every defence was read).
    fn line_winning(colour: &str);
    /// A computer placed the three opening stones.
    fn decided_three();
    /// A computer took black.
    fn decided_black();
    /// A computer took white.
    fn decided_white();
    /// A computer placed two more stones.
    fn decided_two();
    /// In a review: the opening's stones are not judged.
    fn review_opening_stones(count: usize);
    /// In a review of a game not the player's: the opening's stones are
    /// judged as neither side's.
    fn review_opening_stones_record(count: usize);

    // Watching two computers.
    /// Pauses watching.
    fn pause();
    /// Goes on watching.
    fn go_on();
    /// Plays one move while paused.
    fn step();
    /// The label of the pause between moves.
    fn watch_speed();

    // The status bar and the end of a game.
    /// A player thinks.
    fn seat_thinking(name: &str);
    /// A person's turn, two people at one board.
    fn seat_to_move(colour: &str);
    /// Watching, paused.
    fn watch_paused();
    /// The end of a game: a clock ran out.
    fn lost_on_time(name: &str, colour: &str);
    /// The end of a game: a player failed.
    fn forfeited(name: &str, colour: &str);
    /// The end of a game two computers or two people played.
    fn side_wins(colour: &str);
    /// A kept game two people or two computers played, in the list.
    fn kept_game_between(players: &str, rule: &str, size: &str, moves: usize);
    /// The unfinished game two people or two computers played.
    fn unfinished_between(moves: usize, size: &str, rule: &str, players: &str);
    /// Lets such a game go (it counts for nobody).
    fn leave_unfinished();

    // Outside engines that fail.
    /// An engine could not be added.
    fn engine_not_added(path: &str, error: &str);
    /// An engine was added.
    fn engine_added(name: &str);
    /// A player could not be started: it forfeits.
    fn player_not_started(name: &str, detail: &str);
    /// A player stopped during its game: it forfeits.
    fn player_crashed(name: &str, detail: &str);
    /// A player did not move in its time.
    fn player_timed_out(name: &str, detail: &str);
    /// A player answered something that is not a move.
    fn player_garbage(name: &str, detail: &str);
    /// A player played an illegal point.
    fn player_illegal(name: &str, detail: &str);
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
            Eval::Score(s) if s.abs() <= MARGIN => self.balance_even(Signed(s)),
            // A result the search did not prove is worded from the side
            // ahead, never shown as its score.
            e @ Eval::Winning => self.balance_black(&self.eval(e)),
            e @ Eval::Losing => self.balance_white(&self.eval(e.flipped())),
            Eval::Score(s) if s > 0 => self.balance_black(&format!("{s:+}")),
            Eval::Score(s) => self.balance_white(&format!("{s:+}")),
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
            Eval::Winning => return self.line_winning(&self.colour_lower(to_move)),
            Eval::Losing => return self.line_winning(&self.colour_lower(to_move.opponent())),
            Eval::Score(s) => {
                let ahead = if s > 0 { to_move } else { to_move.opponent() };
                let colour = self.colour_lower(ahead);
                return match s.unsigned_abs() {
                    n if n <= MARGIN.unsigned_abs() => self.line_even(),
                    n if n <= SLIGHTLY => self.line_slightly_better(&colour),
                    n if n <= CLEARLY => self.line_better(&colour),
                    _ => self.line_much_better(&colour),
                };
            }
        };
        self.line_wins(&self.colour_lower(winner), plies)
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
            ForfeitReason::Time => self.lost_on_time(&forfeit.name, &colour),
            ForfeitReason::Fault(_) => self.forfeited(&forfeit.name, &colour),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_read_as_words() {
        let five_three: TimeControl = "5m+3s".parse().expect("a time control");
        assert_eq!(Lang::EN.time_control(five_three), "5 min + 3 s");
        assert_eq!(Lang::ZH_CN.time_control(five_three), "5 分 + 3 秒");
        assert_eq!(Lang::EN.time_control(TimeControl::default()), "3 s a move");
        assert_eq!(Lang::EN.time_control(TimeControl::Unlimited), "no clock");
    }
}
