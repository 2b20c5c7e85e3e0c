//! The end of a game: a pause with the winning line glowing, then the
//! win / lose / draw screen over the board.

use std::time::{Duration, Instant};

use eframe::egui::{self, Color32, Rect, TextureHandle, Vec2};

use crate::game::board::{Line, Stone};
use crate::game::rules::Outcome;
use crate::gui::textures::{Textures, full_uv};
use crate::i18n::Lang;

/// The pause between the last move and the game-over screen (the seed's
/// 1.5 s felt long; the winning line shows meanwhile).
pub const GAME_OVER_PAUSE: Duration = Duration::from_millis(1200);

/// How long the screen of a watched game (two computers) stays up before
/// the next game starts by itself.
pub const WATCH_NEXT: Duration = Duration::from_secs(5);

/// How the game ended for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Two people or two computers played, and this colour won.
    Decided(Stone),
    /// The player made five.
    Won,
    /// The computer made five.
    Lost,
    /// Nobody did.
    Drawn,
}

/// A finished game, from its last move until the next game starts.
#[derive(Clone, Debug)]
pub struct GameOver {
    outcome: Option<Outcome>,
    verdict: Verdict,
    /// How it ended, when not by five in a row (a forfeit).
    how: Option<String>,
    /// The player's colour, if one person played.
    person: Option<Stone>,
    at: Instant,
    /// The screen (and its sound) is up: a key or click starts anew.
    screen: bool,
    /// A watched game's tally of the games between its two players.
    tally: Option<String>,
    /// Whether the next game starts by itself (a watched game that ended
    /// on the board).
    next: bool,
    /// The last moment something held the next game back (a pause, a
    /// review, a question): its countdown starts again from there.
    held: Option<Instant>,
}

impl GameOver {
    /// A game that ended at `at` with `outcome`, the player holding
    /// `player`'s stones.
    #[must_use]
    pub fn new(outcome: Outcome, player: Stone, at: Instant) -> GameOver {
        GameOver::ended(Some(outcome), outcome.winner(), Some(player), None, at)
    }

    /// A game that ended with `outcome` (none: by forfeit or resignation)
    /// and `winner`, seen by `person` (none: two people or two computers
    /// played, and the screen names the winning colour), with a line
    /// saying how (a forfeit's).
    #[must_use]
    pub fn ended(
        outcome: Option<Outcome>,
        winner: Option<Stone>,
        person: Option<Stone>,
        how: Option<String>,
        at: Instant,
    ) -> GameOver {
        let verdict = match (winner, person) {
            (Some(w), Some(p)) if w == p => Verdict::Won,
            (Some(_), Some(_)) => Verdict::Lost,
            (Some(w), None) => Verdict::Decided(w),
            (None, _) => Verdict::Drawn,
        };
        GameOver {
            outcome,
            verdict,
            how,
            person,
            at,
            screen: false,
            tally: None,
            next: false,
            held: None,
        }
    }

    /// The end of a watched game (two computers): `tally` says how the
    /// games between the two have gone; with `next`, the next game starts
    /// by itself [`WATCH_NEXT`] after the screen comes up.
    #[must_use]
    pub fn watched(mut self, tally: Option<String>, next: bool) -> GameOver {
        self.tally = tally;
        self.next = next;
        self
    }

    /// When the next game is due to start by itself (a watched game's):
    /// [`WATCH_NEXT`] after the screen comes up, or after the last moment
    /// something held it back ([`GameOver::hold`]), whichever is later.
    #[must_use]
    pub fn next_at(&self) -> Option<Instant> {
        let from = (self.at + GAME_OVER_PAUSE).max(self.held.unwrap_or(self.at));
        self.next.then_some(from + WATCH_NEXT)
    }

    /// Something holds the next game back at `now` (watching is paused, a
    /// review or a question is up): once nothing does, the next game comes
    /// a whole [`WATCH_NEXT`] later, so that closing a review does not
    /// start it at once.
    pub fn hold(&mut self, now: Instant) {
        self.held = Some(now);
    }

    /// The colour of the screen's row of stones: the winner's on a win
    /// screen, the loser's (the player's) on a lose screen; `None` for a
    /// draw.
    fn row_colour(&self) -> Option<Stone> {
        match self.verdict {
            Verdict::Decided(winner) => Some(winner),
            Verdict::Won | Verdict::Lost => self.person,
            Verdict::Drawn => None,
        }
    }

    /// The screen's picture: a win's or a loss's with its row of stones
    /// in [`GameOver::row_colour`], or the draw's.
    fn picture<'t>(&self, textures: &'t Textures) -> &'t TextureHandle {
        let row = usize::from(self.row_colour() == Some(Stone::White));
        match self.verdict {
            Verdict::Won | Verdict::Decided(_) => &textures.win[row],
            Verdict::Lost => &textures.lose[row],
            Verdict::Drawn => &textures.draw,
        }
    }

    /// How it ended for the player.
    #[must_use]
    pub fn verdict(&self) -> Verdict {
        self.verdict
    }

    /// Whether the screen is up (after the pause).
    #[must_use]
    pub fn screen(&self) -> bool {
        self.screen
    }

    /// Brings the screen up once the pause is over; `true` on the frame it
    /// happens (the moment for the fanfare).
    pub fn tick(&mut self, now: Instant) -> bool {
        let due = !self.screen && now >= self.at + GAME_OVER_PAUSE;
        self.screen |= due;
        due
    }

    /// When the screen is due, while the pause runs; then when the next
    /// game is, after a watched game.
    #[must_use]
    pub fn wake_at(&self) -> Option<Instant> {
        if self.screen {
            self.next_at()
        } else {
            Some(self.at + GAME_OVER_PAUSE)
        }
    }

    /// The winning line, with its glow from 0 to 1 (full after 0.4 s).
    #[must_use]
    pub fn winning_line(&self, now: Instant) -> Option<(Line, f32)> {
        match self.outcome? {
            Outcome::Win { line, .. } => {
                let t = now.saturating_duration_since(self.at).as_secs_f32() / 0.4;
                Some((line, t.min(1.0)))
            }
            Outcome::Draw => None,
        }
    }

    /// Draws the screen over `area`: the picture, the verdict, the score,
    /// in `lang`; `true` when the player asked where the game was lost
    /// (the button shows on the lose screen, and on the screen of a game
    /// no one person played).
    pub fn draw(
        &self,
        ui: &mut egui::Ui,
        area: Rect,
        score: Option<i64>,
        textures: Option<&Textures>,
        lang: Lang,
    ) -> bool {
        let painter = ui.painter_at(area);
        painter.rect_filled(area, 0.0, Color32::from_black_alpha(120));
        let title = match self.verdict {
            Verdict::Won => lang.title_won(),
            Verdict::Lost => lang.title_lost(),
            Verdict::Drawn => lang.title_drawn(),
            Verdict::Decided(winner) => lang.side_wins(&lang.colour(winner)),
        };
        let picture = textures.map(|t| self.picture(t));
        // The pictures are 4:3 with a plain band across the middle for text.
        let width = (area.width() * 0.92).min(area.height() * 0.92 * 4.0 / 3.0);
        let rect = Rect::from_center_size(area.center(), Vec2::new(width, width * 0.75));
        match picture {
            Some(p) => painter.image(p.id(), rect, full_uv(), Color32::WHITE),
            None => painter.rect_filled(rect, 12.0, Color32::from_rgb(0x30, 0x30, 0x40)),
        };
        // Real labels rather than painted text, so screen readers (and the
        // UI tests) can read the screen.
        let s = rect.width() / 800.0;
        let band = Rect::from_center_size(rect.center(), Vec2::new(rect.width(), 220.0 * s));
        let mut content = ui.new_child(
            egui::UiBuilder::new()
                .max_rect(band)
                .layout(egui::Layout::top_down(egui::Align::Center)),
        );
        // Words that can be selected take the click for it: "click to play
        // again" clicked on would start nothing.
        content.style_mut().interaction.selectable_labels = false;
        content.add_space(8.0 * s);
        content.label(
            egui::RichText::new(title)
                .size(64.0 * s)
                .color(Color32::WHITE)
                .strong(),
        );
        if let Some(how) = &self.how {
            content.label(
                egui::RichText::new(how)
                    .size(22.0 * s)
                    .color(Color32::from_gray(240)),
            );
        }
        content.add_space(6.0 * s);
        // Only a person's game against the computer counts.
        if let Some(score) = score {
            content.label(
                egui::RichText::new(lang.current_score(score))
                    .size(30.0 * s)
                    .color(Color32::from_rgb(0xff, 0xe0, 0x90)),
            );
        }
        content.add_space(14.0 * s);
        let small = |text: String| egui::RichText::new(text).size(20.0 * s);
        if let Some(tally) = &self.tally {
            content.label(small(tally.clone()).color(Color32::from_rgb(0xff, 0xe0, 0x90)));
        }
        if self.next {
            content.label(small(lang.watch_next()).color(Color32::from_gray(230)));
        }
        content.label(small(lang.play_again()).color(Color32::from_gray(230)));
        // The one who lost asks where; where no one person played (two
        // at one board, two computers), anyone may ask where it was lost.
        let ask = match self.verdict {
            Verdict::Lost => lang.where_did_i_lose(),
            Verdict::Decided(_) => lang.where_was_the_game_lost(),
            Verdict::Won | Verdict::Drawn => return false,
        };
        content.add_space(10.0 * s);
        content
            .button(egui::RichText::new(ask).size((20.0 * s).max(12.0)))
            .on_hover_text(lang.where_did_i_lose_hover())
            .clicked()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The screen of a game won by `winner` (none: drawn), seen by
    /// `person`.
    fn over(winner: Option<Stone>, person: Option<Stone>) -> GameOver {
        GameOver::ended(None, winner, person, None, Instant::now())
    }

    #[test]
    fn the_row_of_stones_is_the_winners_or_on_a_loss_the_players() {
        use Stone::{Black, White};
        // A person who won or lost sees their own colour's row.
        assert_eq!(over(Some(White), Some(White)).row_colour(), Some(White));
        assert_eq!(over(Some(Black), Some(Black)).row_colour(), Some(Black));
        assert_eq!(over(Some(White), Some(Black)).row_colour(), Some(Black));
        assert_eq!(over(Some(Black), Some(White)).row_colour(), Some(White));
        // Two computers, or two people: the winner's.
        assert_eq!(over(Some(White), None).row_colour(), Some(White));
        assert_eq!(over(Some(Black), None).row_colour(), Some(Black));
        assert_eq!(over(None, Some(White)).row_colour(), None);
    }

    #[test]
    fn a_hold_starts_the_watched_games_countdown_again() {
        let at = Instant::now();
        let watched = GameOver::ended(None, Some(Stone::Black), None, None, at);
        assert_eq!(watched.clone().next_at(), None, "not watched: no next game");
        let mut watched = watched.watched(None, true);
        let due = at + GAME_OVER_PAUSE + WATCH_NEXT;
        assert_eq!(watched.next_at(), Some(due));
        // Held during the pause before the screen: the countdown is not
        // moved, since it starts with the screen.
        watched.hold(at + GAME_OVER_PAUSE / 2);
        assert_eq!(watched.next_at(), Some(due));
        // Held (a review, say) until long after the game was due: the next
        // game comes a whole countdown after the hold.
        let closed = due + Duration::from_secs(30);
        watched.hold(closed);
        assert_eq!(watched.next_at(), Some(closed + WATCH_NEXT));
    }

    #[test]
    fn each_ending_shows_its_picture() {
        use Stone::{Black, White};
        let ctx = egui::Context::default();
        let textures = Textures::load(&ctx, crate::game::board::BoardSize::MEDIUM)
            .expect("the embedded pictures decode");
        for (winner, person, name) in [
            (Some(White), Some(White), "win-white"),
            (Some(Black), Some(Black), "win-black"),
            (Some(Black), Some(White), "lose-white"),
            (Some(White), Some(Black), "lose-black"),
            (Some(White), None, "win-white"),
            (Some(Black), None, "win-black"),
            (None, Some(Black), "draw"),
        ] {
            let shown = over(winner, person).picture(&textures).name();
            assert_eq!(shown, name, "{winner:?} won, {person:?} played");
        }
    }
}
