//! Every word a player sees, in every language the game speaks.
//!
//! The words are data: one [Fluent](https://projectfluent.org) file per
//! language in `assets/i18n/` (`en.ftl`, `zh-CN.ftl`…), listed in
//! `assets/i18n/languages.txt` and embedded at build time (`build.rs`).
//! Plurals and other forms are Fluent's selectors inside a message
//! (`{ $count -> [one] … *[other] … }`), chosen by each language's own
//! rules.
//!
//! The code asks for a message through a method of [`Lang`]:
//! `lang.new_game()`, `lang.score(1100)`. Each is declared once in a
//! `messages!` table (`screen.rs` for the screen's words, `messages.rs`
//! for what goes wrong, `seats.rs` for seats, clocks and openings,
//! `names.rs` for the names of things…) with the variables it passes:
//!
//! ```text
//! /// What it is for.
//! fn moves_left(n: usize);
//! ```
//!
//! and written in each file as `moves_left = { $n } moves left`. The
//! tests ([`check`]) read every file and fail, naming the file, the
//! message and the variable, when a file lacks a message the code asks
//! for, holds one it does not, uses a variable the code does not pass, or
//! does not parse. At run time a message a file lacks is said in English
//! and nothing panics.
//!
//! Typed values that become sentences — the session's notices
//! ([`Lang::notice`]) and what is wrong with a record
//! ([`Lang::record_error`]) — are put together from catalogue messages;
//! the paths, numbers and the operating system's or the JSON reader's own
//! words inside them are shown as they are. The English names the
//! settings file and the command lines use stay with their types
//! (`Level::name` and the like); these are only for display.
//!
//! The CJK glyphs are drawn with subsets of Noto Sans CJK embedded in the
//! game (`assets/NotoSansSC-subset.otf`, and the Japanese and Traditional
//! Chinese faces for those languages, `gui::fonts`), made from the
//! characters of the messages files by `scripts/cjk-subset.sh`: after
//! changing a message, run the script (the tests check that every
//! character is in the fonts, and in the language's own face).

use std::path::Path;

use crate::engine::player::FaultKind;
use crate::engine::{Eval, Level};
use crate::game::board::{MAX_SIZE, MIN_SIZE, Stone};
use crate::game::notation::PointError;
use crate::game::record::{RecordError, RecordErrorKind, SgfError};
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
    /// The level's name in the menu.
    #[must_use]
    pub fn level_name(self, level: Level) -> String {
        match level {
            Level::Seed => self.level_seed(),
            Level::Classic => self.level_classic(),
            Level::Normal => self.level_normal(),
            Level::Hard => self.level_hard(),
            Level::Master => self.level_master(),
        }
    }

    /// The level's one line for players (the menu's hover text).
    #[must_use]
    pub fn level_description(self, level: Level) -> String {
        match level {
            Level::Seed => self.level_seed_description(),
            Level::Classic => self.level_classic_description(),
            Level::Normal => self.level_normal_description(),
            Level::Hard => self.level_hard_description(),
            Level::Master => self.level_master_description(),
        }
    }

    /// The rule's name in the menu.
    #[must_use]
    pub fn rule_name(self, rule: Rule) -> String {
        match rule {
            Rule::Freestyle => self.rule_freestyle(),
            Rule::Standard => self.rule_standard(),
            Rule::Renju => self.rule_renju(),
        }
    }

    /// The rule's one line for players (the menu's hover text).
    #[must_use]
    pub fn rule_description(self, rule: Rule) -> String {
        match rule {
            Rule::Freestyle => self.rule_freestyle_description(),
            Rule::Standard => self.rule_standard_description(),
            Rule::Renju => self.rule_renju_description(),
        }
    }

    /// The colour choice's name in the menu.
    #[must_use]
    pub fn play_as_name(self, play_as: PlayAs) -> String {
        match play_as {
            PlayAs::Black => self.play_as_black(),
            PlayAs::White => self.play_as_white(),
            PlayAs::Alternate => self.play_as_alternate(),
        }
    }

    /// "Black" or "White", at the start of a sentence.
    #[must_use]
    pub fn colour(self, stone: Stone) -> String {
        self.stone_colour(stone, Case::Start)
    }

    /// "black" or "white", inside a sentence.
    #[must_use]
    pub fn colour_lower(self, stone: Stone) -> String {
        self.stone_colour(stone, Case::Inside)
    }

    /// How a kept game ended, for the player (`won`, `lost`…).
    #[must_use]
    pub fn result_name(self, result: GameResult) -> String {
        match result {
            GameResult::Won => self.result_won(),
            GameResult::Lost => self.result_lost(),
            GameResult::Drawn => self.result_drawn(),
            GameResult::Resigned => self.result_resigned(),
        }
    }

    /// A threat's name in a sentence ("open three").
    #[must_use]
    pub fn threat_name(self, kind: ThreatKind) -> String {
        match kind {
            ThreatKind::OpenThree => self.threat_open_three(),
            ThreatKind::Four => self.threat_four(),
            ThreatKind::DoubleThree => self.threat_double_three(),
            ThreatKind::FourThree => self.threat_four_three(),
            ThreatKind::DoubleFour => self.threat_double_four(),
            ThreatKind::OpenFour => self.threat_open_four(),
            ThreatKind::Five => self.threat_five(),
        }
    }

    /// An evaluation for players: a score as it is (`+300`), a forced
    /// result in words, and the search's mark for a result it did not
    /// prove in words that say so ([`Eval::Winning`], [`Eval::Losing`]).
    #[must_use]
    pub fn eval(self, eval: Eval) -> String {
        match eval {
            Eval::Winning => self.eval_unproved_win(),
            Eval::Losing => self.eval_unproved_loss(),
            Eval::Score(s) => format!("{s:+}"),
            Eval::Win { plies } => self.eval_win(plies),
            Eval::Loss { plies } => self.eval_loss(plies),
        }
    }
}

/// Declares a table of messages: each becomes a method of [`Lang`] that
/// says the message in that language with the variables given, and the
/// table's `MESSAGES` lists each message's name and variables (for the
/// tests, [`check`]).
macro_rules! messages {
    ($(
        $(#[$meta:meta])*
        fn $name:ident($($arg:ident: $ty:ty),* $(,)?);
    )*) => {
        impl Lang {
            $(
                $(#[$meta])*
                #[must_use]
                pub fn $name(self, $($arg: $ty),*) -> String {
                    self.say(
                        stringify!($name),
                        &[$((stringify!($arg), $crate::i18n::fluent::IntoArg::into_arg($arg))),*],
                    )
                }
            )*
        }

        /// Every message of this table: its name and the variables the
        /// code passes it.
        pub const MESSAGES: &[(&str, &[&str])] = &[
            $((stringify!($name), &[$(stringify!($arg)),*])),*
        ];
    };
}

pub mod analysis;
pub mod check;
pub mod fluent;
mod messages;
mod names;
mod notices;
pub mod puzzles;
mod screen;
pub mod seats;
pub mod soosorv;

pub use fluent::{Case, Signed};

/// Every message the code asks for, by table: its name and the variables
/// the code passes it.
#[must_use]
pub fn catalogue() -> Vec<(&'static str, &'static [&'static str])> {
    [
        screen::MESSAGES,
        messages::MESSAGES,
        names::MESSAGES,
        seats::MESSAGES,
        soosorv::MESSAGES,
        puzzles::MESSAGES,
        analysis::MESSAGES,
    ]
    .concat()
}

/// Every message of the catalogue in `lang`, by name, each with sample
/// variables (the number 2 for each): for checking that each is
/// translated and drawn.
#[must_use]
pub fn every_message(lang: Lang) -> Vec<(&'static str, String)> {
    catalogue()
        .into_iter()
        .map(|(name, vars)| {
            let args: Vec<_> = vars.iter().map(|&v| (v, fluent::sample())).collect();
            (name, lang.say(name, &args))
        })
        .collect()
}

#[cfg(test)]
pub(crate) mod tests;
