//! What a computer player thinks, in words for the status bar: its view of
//! the position, the depth it read and the line it expects (from its
//! report, so only what its search said), or what an outside engine said
//! in its own messages.

use super::GomokuApp;
use crate::engine::Report;
use crate::game::board::Stone;
use crate::game::notation::point_name;
use crate::i18n::Lang;
use crate::session::controller::Controller;
use crate::session::seats::Seat;

/// How many moves of the line the bar names.
const LINE_MOVES: usize = 10;

impl GomokuApp {
    /// The status bar's lines of what the computers think, black's first,
    /// when the switch is on; not over a review (they are the game's, not
    /// the review's).
    pub(super) fn thought_lines(&self) -> Vec<String> {
        if !self.settings.show_thinking || self.review.is_some() {
            return Vec::new();
        }
        [Stone::Black, Stone::White]
            .into_iter()
            .filter_map(|side| thought_words(&self.controller, side, self.settings.language))
            .collect()
    }
}

/// What `side`'s computer thinks, or said with its last move: `None`
/// before it has said anything, and for a player that says nothing of how
/// it chose (a scoring-map level, a forced reply played unread, an engine
/// without messages).
#[must_use]
pub fn thought_words(controller: &Controller, side: Stone, lang: Lang) -> Option<String> {
    let report = controller.thought(side)?;
    let player = match controller.seats().of(side) {
        Seat::Engine(_) => controller.name(side).to_owned(),
        other => lang.seat_name(other),
    };
    let thinking = controller.is_ai_thinking() && controller.game().to_move() == side;
    let said = Said {
        player: &player,
        side,
        thinking,
        size: controller.game().board().size(),
    };
    said.words(report, lang)
}

/// Who said it, and how things stand.
struct Said<'a> {
    /// The player's name in the bar.
    player: &'a str,
    /// Its colour.
    side: Stone,
    /// Whether it is still thinking (else the report came with its move).
    thinking: bool,
    /// The board's lines, for the moves' names.
    size: usize,
}

impl Said<'_> {
    /// The words of `report`: an engine's messages; a level's view, depth
    /// and line; `None` when it says nothing of how it chose.
    fn words(&self, report: &Report, lang: Lang) -> Option<String> {
        let (player, side) = (self.player, self.side);
        let colour = lang.colour_lower(side);
        if let Some(text) = &report.message {
            return Some(lang.thought_said(player, &colour, text));
        }
        let eval = report.eval?;
        let play: Vec<String> = report
            .pv
            .iter()
            .take(LINE_MOVES)
            .map(|&p| point_name(p, self.size))
            .collect();
        let play = play.join(" ");
        Some(if report.depth == 0 {
            // A win the threat readers found before any search: no plies
            // said, for the reader of threes knows only that it wins within
            // its depth.
            let view = lang.balance(match side {
                Stone::Black => eval,
                Stone::White => eval.flipped(),
            });
            lang.thought_threats(player, &colour, &view, &play)
        } else if self.thinking {
            let view = lang.line_eval(eval, side);
            lang.thinking_line(player, &colour, &view, report.depth, &play)
        } else {
            let view = lang.line_eval(eval, side);
            lang.thought_line(player, &colour, &view, report.depth, &play)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Eval;
    use crate::game::board::Pos;

    fn said(thinking: bool) -> Said<'static> {
        Said {
            player: "master",
            side: Stone::White,
            thinking,
            size: 15,
        }
    }

    #[test]
    fn a_read_move_comes_with_its_view_depth_and_line() {
        let report = Report {
            eval: Some(Eval::Win { plies: 7 }),
            depth: 11,
            pv: vec![Pos::new(7, 7), Pos::new(8, 8)],
            ..Report::default()
        };
        assert_eq!(
            said(false).words(&report, Lang::EN).as_deref(),
            Some("master (white): white wins in 7 plies, depth 11: h8 i7")
        );
        assert_eq!(
            said(true).words(&report, Lang::EN).as_deref(),
            Some("master (white) thinking: white wins in 7 plies, depth 11: h8 i7")
        );
    }

    #[test]
    fn a_win_by_threats_found_before_the_search_claims_no_plies() {
        // The reader of threes gives a bound (its depth plus the five).
        let report = Report {
            eval: Some(Eval::Win { plies: 9 }),
            depth: 0,
            pv: vec![Pos::new(7, 7)],
            ..Report::default()
        };
        let words = said(false).words(&report, Lang::EN).expect("words");
        assert_eq!(
            words,
            "master (white): white wins by force, read by threats: h8"
        );
        assert!(!words.contains('9'));
    }

    #[test]
    fn an_engines_messages_are_its_words_and_silence_says_nothing() {
        let report = Report {
            message: Some("depth=10 val=35".into()),
            eval: Some(Eval::Score(35)),
            depth: 10,
            ..Report::just(Some(Pos::new(0, 0)))
        };
        assert_eq!(
            said(false).words(&report, Lang::EN).as_deref(),
            Some("master (white) says: depth=10 val=35")
        );
        // A forced reply played unread, a scoring-map level: nothing.
        assert_eq!(
            said(false).words(&Report::just(Some(Pos::new(0, 0))), Lang::EN),
            None
        );
    }
}
