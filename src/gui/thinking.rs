//! What a computer player thinks, in words for the status bar: its view of
//! the position, the depth it read and the line it expects (from its
//! report, so only what its search said), or what an outside engine said
//! in its own messages.

use super::GomokuApp;
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
    let colour = lang.colour_lower(side);
    if let Some(text) = &report.message {
        return Some(lang.thought_said(&player, &colour, text));
    }
    let eval = report.eval?;
    let size = controller.game().board().size();
    let play: Vec<String> = report
        .pv
        .iter()
        .take(LINE_MOVES)
        .map(|&p| point_name(p, size))
        .collect();
    let view = lang.line_eval(eval, side);
    let thinking = controller.is_ai_thinking() && controller.game().to_move() == side;
    let play = play.join(" ");
    Some(if report.depth == 0 {
        lang.thought_threats(&player, &colour, &view, &play)
    } else if thinking {
        lang.thinking_line(&player, &colour, &view, report.depth, &play)
    } else {
        lang.thought_line(&player, &colour, &view, report.depth, &play)
    })
}
