//! Every word a player sees, in English and in Simplified Chinese.
//!
//! A message is a method of [`Lang`]: `lang.new_game()`,
//! `lang.score(1100)`. Each is written once below with both
//! translations side by side, so a message without its Chinese (or its
//! English) does not compile, and a translation that drops one of the
//! message's arguments does not compile either (`format!` refuses an
//! unused named argument).
//!
//! To add a message, add an entry to a `catalogue!` table (`screen.rs` for
//! the screen's words, `messages.rs` for what goes wrong, `seats.rs` for
//! seats, clocks and openings):
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
//! this file and `src/i18n/` by `scripts/cjk-subset.sh`: after changing a Chinese string,
//! run the script (the tests check that every character is in the font).

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

pub mod analysis;
mod messages;
mod notices;
pub mod puzzles;
mod screen;
pub mod seats;
pub mod soosorv;

/// Every message of the catalogues in `lang` (the screen's and the
/// notices' and errors'), by name, each with default arguments: for
/// checking that each is translated. The seats' words are
/// [`seats::every_message`].
#[must_use]
pub fn every_message(lang: Lang) -> Vec<(&'static str, String)> {
    let mut all = screen::every_message(lang);
    all.extend(messages::every_message(lang));
    all
}

#[cfg(test)]
pub(crate) mod tests;
