//! What the window shows, read from outside: the app's state for the
//! binaries and the UI tests (the controller, the score, the notices, the
//! windows open), and the file picker the tests answer dialogs with.

use std::sync::Arc;
use std::time::Instant;

use super::GomokuApp;
use super::board_view::BoardGeometry;
use super::files::{self, Files};
use super::game_over::GameOver;
use super::puzzles_window::Puzzles;
use super::review::ReviewView;
use super::window::WindowGuard;
use crate::game::board::Line;
use crate::game::rules::{Game, Outcome};
use crate::session::controller::Controller;
use crate::session::notice::Notice;
use crate::session::score::Score;
use crate::session::settings::Settings;

impl GomokuApp {
    /// Replaces the system's file dialogs behind Save… and Open… (tests
    /// answer them).
    pub fn set_file_picker(&mut self, picker: files::Picker) {
        self.files = Files::new(picker, Arc::clone(&self.waker));
    }

    /// Keeps the native window on its monitor (headless tests have no
    /// window to guard).
    pub fn guard_window(&mut self, guard: WindowGuard) {
        self.window = Some(guard);
    }

    /// The controller (tests read the board from it).
    #[must_use]
    pub fn controller(&self) -> &Controller {
        &self.controller
    }

    /// The running score, as the file holds it.
    #[must_use]
    pub fn score(&self) -> &Score {
        &self.score
    }

    /// Whether the data folder is still being read (the score, the
    /// unfinished game); it is done within the first frames.
    #[must_use]
    pub fn is_loading(&self) -> bool {
        self.loading.is_some()
    }

    /// Where the board was drawn in the last frame.
    #[must_use]
    pub fn geometry(&self) -> Option<BoardGeometry> {
        self.geometry
    }

    /// The puzzles: progress, mined puzzles and the Puzzles window.
    #[must_use]
    pub fn puzzles(&self) -> &Puzzles {
        &self.puzzles
    }

    /// The puzzles, to play a move in the one on show.
    pub fn puzzles_mut(&mut self) -> &mut Puzzles {
        &mut self.puzzles
    }

    /// Whether the game-over screen is showing.
    #[must_use]
    pub fn showing_game_over(&self) -> bool {
        self.review.is_none() && self.over.as_ref().is_some_and(GameOver::screen)
    }

    /// The heat map on the board, once it has come (only while shown).
    #[must_use]
    pub fn heat_map(&self) -> Option<&crate::teacher::HeatMap> {
        let shown = self.settings.show_heat;
        shown
            .then(|| self.heat.map(self.shown_game(), self.teaching_level()))
            .flatten()
    }

    /// The game under review, if the review panel is open.
    #[must_use]
    pub fn review(&self) -> Option<&ReviewView> {
        self.review.as_ref()
    }

    /// The position on the board: the game, or the position shown in
    /// review.
    #[must_use]
    pub fn shown_game(&self) -> &Game {
        match &self.review {
            Some(review) => review.game(),
            None => self.controller.game(),
        }
    }

    /// The five the board marks, with its glow from 0 to 1: the finished
    /// game's (lit over the game-over pause), or in review the shown
    /// position's when it is the one a five ended (lit at once).
    #[must_use]
    pub fn marked_five(&self, now: Instant) -> Option<(Line, f32)> {
        match &self.review {
            Some(review) => match review.game().outcome()? {
                Outcome::Win { line, .. } => Some((line, 1.0)),
                Outcome::Draw => None,
            },
            None => self.over.as_ref()?.winning_line(now),
        }
    }

    /// The settings in force (choices, switches, language).
    #[must_use]
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Notices for the player (file trouble and the like), as shown: in
    /// the window's language.
    #[must_use]
    pub fn notices(&self) -> Vec<String> {
        let lang = self.settings.language;
        self.notices
            .shown()
            .iter()
            .map(|n| lang.notice(n))
            .collect()
    }

    /// The notices on show, as data.
    #[must_use]
    pub fn pending_notices(&self) -> &[Notice] {
        self.notices.shown()
    }

    /// The causes of trouble that last after their notice was dismissed
    /// (the status bar's quiet marker).
    #[must_use]
    pub fn lasting_problems(&self) -> Vec<&Notice> {
        self.notices.quiet().collect()
    }
}
