//! The names of things: levels, rules, colours, results, threats, and the
//! small words that notices put together. One message each, so a
//! translation that forgets one is caught by name.

use super::{Case, Lang};
use crate::game::board::Stone;

messages! {
    // A level's name in the menu, and its one line (the hover text).
    /// "seed" in English.
    fn level_seed();
    /// "classic" in English.
    fn level_classic();
    /// "normal" in English.
    fn level_normal();
    /// "hard" in English.
    fn level_hard();
    /// "master" in English.
    fn level_master();
    /// "Beginner: the tutorial's scoring map, no look-ahead" in English.
    fn level_seed_description();
    /// "Casual: scores every possible five, no look-ahead" in English.
    fn level_classic_description();
    /// "Normal: judges each point by the shapes it leaves, no look-ahead" in English.
    fn level_normal_description();
    /// "Hard: reads a few moves ahead and forced wins by fours" in English.
    fn level_hard_description();
    /// "Master: deep search and forced-win reading" in English.
    fn level_master_description();
    // A rule's name in the menu, and its one line (the hover text).
    /// "freestyle" in English.
    fn rule_freestyle();
    /// "standard" in English.
    fn rule_standard();
    /// "renju" in English.
    fn rule_renju();
    /// "Five or more in a row wins" in English.
    fn rule_freestyle_description();
    /// "Exactly five wins; six or more do not" in English.
    fn rule_standard_description();
    /// "Black may not play double-threes, double-fours or overlines" in English.
    fn rule_renju_description();
    // The colour choice in the menu.
    /// "black" in English.
    fn play_as_black();
    /// "white" in English.
    fn play_as_white();
    /// "alternate" in English.
    fn play_as_alternate();
    // How a kept game ended, for the player.
    /// "won" in English.
    fn result_won();
    /// "lost" in English.
    fn result_lost();
    /// "drawn" in English.
    fn result_drawn();
    /// "resigned" in English.
    fn result_resigned();
    // A threat's name inside a sentence.
    /// "open three" in English.
    fn threat_open_three();
    /// "four" in English.
    fn threat_four();
    /// "double three" in English.
    fn threat_double_three();
    /// "four-three" in English.
    fn threat_four_three();
    /// "double four" in English.
    fn threat_double_four();
    /// "open four" in English.
    fn threat_open_four();
    /// "five" in English.
    fn threat_five();
    // Between the items of a list inside a sentence.
    /// "; " in English.
    fn list_separator();
    // What a setting was reset to (in "…: reset to X").
    /// "you with black against seed" in English.
    fn reset_to_default_seats();
    /// "colours alternate" in English.
    fn reset_to_alternate_true();
    /// "colours fixed" in English.
    fn reset_to_alternate_false();
    /// "no engines" in English.
    fn reset_to_no_engines();
    /// "sound off" in English.
    fn reset_to_muted_true();
    /// "sound on" in English.
    fn reset_to_muted_false();
    /// "the default size" in English.
    fn reset_to_default_size();
    /// "the default place" in English.
    fn reset_to_default_place();
    /// "shown" in English.
    fn reset_to_shown_true();
    /// "hidden" in English.
    fn reset_to_shown_false();
    // What a data file turned out to be, when it is not a plain file.
    /// "a folder" in English.
    fn file_kind_folder();
    /// "a named pipe" in English.
    fn file_kind_pipe();
    /// "a device" in English.
    fn file_kind_device();
    /// "a socket" in English.
    fn file_kind_socket();
    /// "a special file" in English.
    fn file_kind_other();
    // A forbidden move's name (renju: black may not play it).
    /// "double three" in English.
    fn forbidden_double_three();
    /// "double four" in English.
    fn forbidden_double_four();
    /// "overline" in English.
    fn forbidden_overline();
    // A stone's colour.
    /// "Black" or "White": `stone` is `black` or `white`; `case` is
    /// `start` (at the start of a sentence, or alone) or `inside` (inside
    /// a sentence).
    fn stone_colour(stone: Stone, case: Case);
}
