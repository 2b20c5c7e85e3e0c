//! The sentences of the teacher's reasons: why the computer moved, in
//! each language. The teacher hands over a [`Reason`] as data; its words
//! are here, with the rest of the catalogue.

use std::fmt;

use super::Lang;
use crate::game::board::Pos;
use crate::game::notation::point_name;
use crate::teacher::{Explanation, Reason};

impl Reason {
    /// The reason as a short English sentence, naming points on a board of
    /// `size` lines ("blocks your five at e5").
    #[must_use]
    pub fn sentence(&self, size: usize) -> String {
        self.sentence_in(Lang::EN, size)
    }

    /// The reason as a short sentence in `lang` (the words are in
    /// [`crate::i18n`]).
    #[must_use]
    pub fn sentence_in(&self, lang: Lang, size: usize) -> String {
        let name = |p: &Pos| point_name(*p, size);
        match self {
            Reason::WinsWithFive { at } => lang.reason_wins_with_five(&name(at)),
            Reason::BlocksFive { at } => lang.reason_blocks_five(&name(at)),
            Reason::WinsByFours { fours } => {
                let names: Vec<String> = fours.iter().map(name).collect();
                lang.reason_wins_by_fours(&names.join(" "))
            }
            Reason::FourWithForbiddenDefence { at, defence } => {
                lang.reason_four_with_forbidden_defence(&name(at), &name(defence))
            }
            Reason::MakesFour { answer, .. } => lang.reason_makes_four(&name(answer)),
            Reason::BlocksOpenThree { at } => lang.reason_blocks_open_three(&name(at)),
            Reason::BlocksDoubleFour { at } => lang.reason_blocks_double_four(&name(at)),
            Reason::BlocksFourThree { at } => lang.reason_blocks_four_three(&name(at)),
            Reason::BlocksDoubleThree { at } => lang.reason_blocks_double_three(&name(at)),
            Reason::BlocksFour { at } => lang.reason_blocks_four(&name(at)),
            Reason::MakesDoubleThree { at } => lang.reason_makes_double_three(&name(at)),
            Reason::MakesOpenThree { at } => lang.reason_makes_open_three(&name(at)),
            Reason::BuildsToward { toward, .. } => lang.reason_builds_toward(&name(toward)),
            Reason::Plays { at } => lang.reason_plays(&name(at)),
        }
    }
}

impl Explanation {
    /// Why, as a sentence in `lang`.
    #[must_use]
    pub fn sentence(&self, lang: Lang) -> String {
        self.reason.sentence_in(lang, self.size)
    }
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason.sentence(self.size))
    }
}
