//! The clock menu's "Other…": a time control of the player's own, a limit
//! per move or a match time with its increment, set with two or three
//! numbers instead of the command line's words.

use std::time::Duration;

use eframe::egui;

use crate::i18n::Lang;
use crate::session::clock::TimeControl;

/// The most seconds a move the dialog offers.
const MOST_PER_MOVE: u32 = 600;
/// The most minutes a side the dialog offers.
const MOST_MINUTES: u32 = 180;
/// The most seconds added after a move the dialog offers.
const MOST_INCREMENT: u32 = 60;

/// The dialog's numbers while the player sets them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct TimeDraft {
    /// A match time (`true`) or a limit per move.
    pub(super) match_time: bool,
    /// The limit per move, in seconds.
    pub(super) per_move: u32,
    /// The match time each side starts with, in minutes.
    pub(super) minutes: u32,
    /// The seconds added after each of a side's moves.
    pub(super) increment: u32,
}

/// Whole units of `d` (seconds or minutes, `unit` long), at least one and
/// at most `most`.
fn whole(d: Duration, unit: u64, most: u32) -> u32 {
    let units = (d.as_millis() + u128::from(unit) * 500) / (u128::from(unit) * 1000);
    u32::try_from(units).unwrap_or(most).clamp(1, most)
}

impl TimeDraft {
    /// The dialog opened on the clock in use: its own numbers, rounded to
    /// whole seconds and minutes; the other kind's are today's defaults
    /// (3 s a move, 5 min + 3 s).
    pub(super) fn from_control(time: TimeControl) -> TimeDraft {
        let mut draft = TimeDraft {
            match_time: false,
            per_move: 3,
            minutes: 5,
            increment: 3,
        };
        match time {
            TimeControl::PerMove(d) => draft.per_move = whole(d, 1, MOST_PER_MOVE),
            TimeControl::Fischer { base, increment } => {
                draft.match_time = true;
                draft.minutes = whole(base, 60, MOST_MINUTES);
                let seconds = u32::try_from(increment.as_secs()).unwrap_or(MOST_INCREMENT);
                draft.increment = seconds.min(MOST_INCREMENT);
            }
            TimeControl::Unlimited => {}
        }
        draft
    }

    /// The time control the numbers make (each within the dialog's range).
    pub(super) fn control(self) -> TimeControl {
        if self.match_time {
            TimeControl::Fischer {
                base: Duration::from_secs(u64::from(self.minutes.clamp(1, MOST_MINUTES)) * 60),
                increment: Duration::from_secs(u64::from(self.increment.min(MOST_INCREMENT))),
            }
        } else {
            TimeControl::PerMove(Duration::from_secs(u64::from(
                self.per_move.clamp(1, MOST_PER_MOVE),
            )))
        }
    }
}

/// What the player answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Answer {
    /// Play under this clock.
    Use(TimeControl),
    /// Keep the clock as it was.
    Cancel,
}

/// A number of `unit`s (written by `words`, read back from the digits
/// typed), from `least` to `most`.
fn number(
    ui: &mut egui::Ui,
    value: &mut u32,
    least: u32,
    most: u32,
    words: impl Fn(u64) -> String + 'static,
) {
    ui.add(
        egui::DragValue::new(value)
            .range(least..=most)
            .speed(0.2)
            .custom_formatter(move |n, _| words(n.round() as u64))
            .custom_parser(typed),
    );
}

/// The number in what was typed into a number's field: its digits, the
/// unit's words (`12 min`, `12分`) and anything else left out.
fn typed(text: &str) -> Option<f64> {
    let digits: String = text.chars().filter(char::is_ascii_digit).collect();
    digits.parse::<f64>().ok()
}

/// The dialog's inside: the two kinds of clock with their numbers, the
/// clock they make in words, and the buttons.
pub(super) fn show(ui: &mut egui::Ui, draft: &mut TimeDraft, lang: Lang) -> Option<Answer> {
    ui.heading(lang.time_dialog_title());
    ui.radio_value(&mut draft.match_time, false, lang.time_dialog_per_move());
    ui.add_enabled_ui(!draft.match_time, |ui| {
        ui.horizontal(|ui| {
            ui.add_space(24.0);
            number(ui, &mut draft.per_move, 1, MOST_PER_MOVE, move |n| {
                lang.seconds(n)
            });
        });
    });
    ui.radio_value(&mut draft.match_time, true, lang.time_dialog_match());
    ui.add_enabled_ui(draft.match_time, |ui| {
        ui.horizontal(|ui| {
            ui.add_space(24.0);
            number(ui, &mut draft.minutes, 1, MOST_MINUTES, move |n| {
                lang.minutes(n)
            });
            ui.label("+");
            number(ui, &mut draft.increment, 0, MOST_INCREMENT, move |n| {
                lang.seconds(n)
            });
        });
    });
    ui.separator();
    let time = draft.control();
    ui.strong(lang.time_control(time));
    ui.weak(lang.clock_hover());
    let mut answer = None;
    ui.horizontal(|ui| {
        if ui.button(lang.time_dialog_use()).clicked() {
            answer = Some(Answer::Use(time));
        }
        if ui.button(lang.cancel()).clicked() {
            answer = Some(Answer::Cancel);
        }
    });
    answer
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_but_none_comes_back_from_its_numbers() {
        for time in TimeControl::PRESETS {
            let draft = TimeDraft::from_control(time);
            match time {
                TimeControl::Unlimited => assert_eq!(draft.control(), TimeControl::default()),
                _ => assert_eq!(draft.control(), time, "{time}"),
            }
        }
    }

    #[test]
    fn a_typed_number_is_read_with_or_without_its_unit() {
        assert_eq!(typed("12"), Some(12.0));
        assert_eq!(typed(" 12 min"), Some(12.0));
        assert_eq!(typed("7秒"), Some(7.0));
        assert_eq!(typed("min"), None);
    }

    #[test]
    fn odd_clocks_round_to_the_dialogs_whole_numbers_within_its_range() {
        let draft = TimeDraft::from_control("500ms".parse().expect("a clock"));
        assert_eq!(draft.per_move, 1);
        let draft = TimeDraft::from_control("1m30s+2s".parse().expect("a clock"));
        assert_eq!(
            (draft.match_time, draft.minutes, draft.increment),
            (true, 2, 2)
        );
        let draft = TimeDraft::from_control("20h+10m".parse().expect("a clock"));
        assert_eq!(
            (draft.minutes, draft.increment),
            (MOST_MINUTES, MOST_INCREMENT)
        );
        let made = TimeDraft {
            match_time: true,
            per_move: 0,
            minutes: 0,
            increment: 999,
        };
        assert_eq!(made.control(), "1m+1m".parse().expect("a clock"));
        let made = TimeDraft {
            match_time: false,
            ..made
        };
        assert_eq!(made.control(), "1s".parse().expect("a clock"));
    }
}
