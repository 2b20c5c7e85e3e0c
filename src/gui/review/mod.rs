//! Review of a finished game in a side panel: where it was lost (the
//! decisive mistake, the opponent's forced win from there, a move that
//! would have held), the largest falls of the evaluation, the wins let go,
//! an evaluation graph and the numbered moves — each a click away from the
//! position on the board.
//!
//! The review itself runs on the [`Analyst`]'s thread; this room keeps
//! what it found and which position is shown, and draws the panel (one
//! concept: the panel draws exactly the state it steps through); what a
//! finished review found is drawn by [`findings`].

mod findings;

use eframe::egui::{self, Color32};

use crate::game::board::{Pos, Stone};
use crate::game::notation::point_name;
use crate::game::rules::{Game, Rule};
use crate::gui::Action;
use crate::i18n::Lang;
use crate::teacher::worker::{Analyst, Answer, Job, JobId};
use crate::teacher::{Budget, REVIEW_NODES, Review, ReviewError};

/// Where the review stands.
#[derive(Clone, Debug)]
enum State {
    /// Opened to step through; nobody asked where it was lost yet.
    NotAsked,
    Running {
        id: JobId,
        done: usize,
        total: usize,
    },
    Done(Review),
    Failed(ReviewError),
}

/// What the review panel asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewAction {
    /// Show the position after this many moves of the game.
    Show(usize),
    /// Show the game up to `at` moves, then this line of play, `shown`
    /// moves of it.
    Line {
        /// Moves of the game first.
        at: usize,
        /// The line played from there.
        line: Vec<Pos>,
        /// How many of its moves are on the board.
        shown: usize,
    },
    /// Ask the computer where the game was lost.
    Analyse,
    /// Stop the review that is running.
    Cancel,
    /// Leave the review and play on from the position shown, for
    /// practice.
    PlayOn,
    /// Leave the review.
    Close,
}

/// A game under review and the position shown of it.
pub struct ReviewView {
    moves: Vec<Pos>,
    size: usize,
    rule: Rule,
    player: Stone,
    /// How many first stones were the opening's (not judged).
    opening: usize,
    /// Whether the game is the player's own (the one just played or a kept
    /// one); a record opened from elsewhere is only seen from a side.
    yours: bool,
    state: State,
    /// Moves of the game on the board.
    at: usize,
    /// A line played after them (a forced win, a missed win) and how many
    /// of its moves are shown.
    line: Vec<Pos>,
    line_shown: usize,
    /// The position shown, rebuilt when it changes.
    game: Game,
}

impl ReviewView {
    /// Opens `moves` (played from an empty board) to step through, seen
    /// from `player`'s side, showing the final position.
    ///
    /// # Errors
    /// When the board size is not one a game can have.
    pub fn open(
        moves: Vec<Pos>,
        size: usize,
        rule: Rule,
        player: Stone,
    ) -> Result<ReviewView, ReviewError> {
        let game = Game::new(size, rule).map_err(ReviewError::Size)?;
        let mut view = ReviewView {
            at: moves.len(),
            moves,
            size,
            rule,
            player,
            opening: 0,
            yours: true,
            state: State::NotAsked,
            line: Vec::new(),
            line_shown: 0,
            game,
        };
        view.rebuild();
        Ok(view)
    }

    /// A game to review: one person's against the computer (`person`)
    /// seen from their side and called theirs; any other (the computer
    /// against itself, two people at one board, a record from elsewhere)
    /// seen from the loser's side, or black's when the board names no
    /// winner, its sentences naming the colours.
    ///
    /// # Errors
    /// As [`ReviewView::open`].
    pub fn open_played(
        moves: Vec<Pos>,
        size: usize,
        rule: Rule,
        person: Option<Stone>,
    ) -> Result<ReviewView, ReviewError> {
        let mut view = Self::open(moves, size, rule, person.unwrap_or(Stone::Black))?;
        if person.is_none() {
            // The view opens on the game's last position.
            view.player = view
                .game
                .outcome()
                .and_then(|o| o.winner())
                .map_or(Stone::Black, Stone::opponent);
            view.yours = false;
        }
        Ok(view)
    }

    /// The game's first `stones` were its opening's (swap2, Soosõrv-8):
    /// the review does not judge them as the player's moves, and says so.
    #[must_use]
    pub fn with_opening(mut self, stones: usize) -> ReviewView {
        self.opening = stones.min(self.moves.len());
        self
    }

    /// Asks the analyst where the game was lost (again, if it was
    /// cancelled or failed).
    pub fn analyse(&mut self, analyst: &mut Analyst) {
        if matches!(self.state, State::Running { .. } | State::Done(_)) {
            return;
        }
        let id = analyst.ask(Job::Review {
            moves: self.moves.clone(),
            size: self.size,
            rule: self.rule,
            player: self.player,
            opening: self.opening,
            budget: Budget::nodes(REVIEW_NODES),
        });
        self.state = State::Running {
            id,
            done: 0,
            total: 0,
        };
    }

    /// Stops the review that is running; the game stays open.
    pub fn cancel(&mut self, analyst: &mut Analyst) {
        if let State::Running { id, .. } = self.state {
            analyst.cancel(id);
            self.state = State::NotAsked;
        }
    }

    /// The game's moves.
    #[must_use]
    pub fn moves(&self) -> &[Pos] {
        &self.moves
    }

    /// The board size.
    #[must_use]
    pub fn size(&self) -> usize {
        self.size
    }

    /// The rule the game was played under.
    #[must_use]
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// Takes in an answer of the analyst (others' answers are ignored).
    pub fn answer(&mut self, answer: &Answer) {
        let State::Running { id, .. } = self.state else {
            return;
        };
        if answer.id() != id {
            return;
        }
        match answer {
            Answer::Progress { done, total, .. } => {
                self.state = State::Running {
                    id,
                    done: *done,
                    total: *total,
                };
            }
            Answer::Review { result, .. } => {
                self.state = match result {
                    Ok(review) => State::Done(review.clone()),
                    Err(e) => State::Failed(*e),
                };
            }
            Answer::Heat { .. } => {}
        }
    }

    /// The running review's job, if it still runs.
    #[must_use]
    pub fn running(&self) -> Option<JobId> {
        match self.state {
            State::Running { id, .. } => Some(id),
            _ => None,
        }
    }

    /// The review, once it is done.
    #[must_use]
    pub fn review(&self) -> Option<&Review> {
        match &self.state {
            State::Done(review) => Some(review),
            _ => None,
        }
    }

    /// The person whose own game this is, by their colour (`None`: a
    /// record, a watched game, two people at one board).
    #[must_use]
    pub fn person(&self) -> Option<Stone> {
        self.yours.then_some(self.player)
    }

    /// The position on the board.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// How many moves of the game are shown (before any line).
    #[must_use]
    pub fn at(&self) -> usize {
        self.at
    }

    /// Carries out what the panel or the keys asked for (`Cancel` and
    /// `Close` are the app's: it owns the analyst and the screen).
    pub fn apply(&mut self, action: &ReviewAction) {
        match action {
            ReviewAction::Show(at) => {
                self.at = (*at).min(self.moves.len());
                self.line.clear();
                self.line_shown = 0;
            }
            ReviewAction::Line { at, line, shown } => {
                self.at = (*at).min(self.moves.len());
                self.line.clone_from(line);
                self.line_shown = (*shown).min(line.len());
            }
            ReviewAction::Analyse
            | ReviewAction::Cancel
            | ReviewAction::Close
            | ReviewAction::PlayOn => return,
        }
        self.rebuild();
    }

    /// The step the arrow keys and Home/End mean from the position shown:
    /// along the line when one is shown, else along the game.
    #[must_use]
    pub fn step(&self, key: egui::Key) -> Option<ReviewAction> {
        let last = self.moves.len();
        if !self.line.is_empty() {
            let shown = match key {
                egui::Key::ArrowLeft => self.line_shown.checked_sub(1)?,
                egui::Key::ArrowRight => (self.line_shown + 1).min(self.line.len()),
                egui::Key::Home => 0,
                egui::Key::End => self.line.len(),
                _ => return None,
            };
            return Some(ReviewAction::Line {
                at: self.at,
                line: self.line.clone(),
                shown,
            });
        }
        let at = match key {
            egui::Key::ArrowLeft => self.at.saturating_sub(1),
            egui::Key::ArrowRight => (self.at + 1).min(last),
            egui::Key::Home => 0,
            egui::Key::End => last,
            _ => return None,
        };
        Some(ReviewAction::Show(at))
    }

    /// Rings to draw on the board: the decisive move in red and the move
    /// that held in green, when the position before the mistake is shown.
    #[must_use]
    pub fn rings(&self) -> Vec<(Pos, Color32)> {
        let Some(d) = self.review().and_then(|r| r.decisive.as_ref()) else {
            return Vec::new();
        };
        if self.at == d.index && self.line.is_empty() {
            let held = d
                .holding()
                .map(|h| (h, Color32::from_rgb(0x20, 0xb0, 0x40)));
            std::iter::once((d.played, Color32::from_rgb(0xe0, 0x30, 0x30)))
                .chain(held)
                .collect()
        } else {
            Vec::new()
        }
    }

    fn rebuild(&mut self) {
        let Ok(mut game) = Game::new(self.size, self.rule) else {
            return;
        };
        let moves = self.moves[..self.at]
            .iter()
            .chain(&self.line[..self.line_shown]);
        for &mv in moves {
            // The review stops at a record's first illegal move; so does
            // the board.
            if game.outcome().is_some() || game.play(mv).is_err() {
                break;
            }
        }
        self.game = game;
    }

    fn name(&self, pos: Pos) -> String {
        point_name(pos, self.size)
    }

    fn line_names(&self, line: &[Pos]) -> String {
        line.iter()
            .map(|&p| self.name(p))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The sentence for the player's own game, or in a game not theirs
    /// its form that names the colours.
    fn say(&self, yours: impl FnOnce() -> String, record: impl FnOnce() -> String) -> String {
        if self.yours { yours() } else { record() }
    }

    /// Draws the panel's contents in `lang`; what the player asked for
    /// goes to `actions`.
    pub fn show(&self, ui: &mut egui::Ui, lang: Lang, actions: &mut Vec<Action>) {
        let side = lang.colour_lower(self.player);
        ui.heading(self.say(
            || lang.review_heading(&side),
            || lang.review_heading_record(&side),
        ));
        if self.opening > 0 {
            ui.weak(self.say(
                || lang.review_opening_stones(self.opening),
                || lang.review_opening_stones_record(self.opening),
            ));
        }
        let review = match &self.state {
            State::NotAsked => {
                if ui
                    .button(lang.where_was_the_game_lost())
                    .on_hover_text(lang.where_did_i_lose_hover())
                    .clicked()
                {
                    actions.push(Action::Review(ReviewAction::Analyse));
                }
                None
            }
            State::Running { done, total, .. } => {
                let fraction = if *total == 0 {
                    0.0
                } else {
                    *done as f32 / *total as f32
                };
                ui.label(lang.reviewing());
                ui.add(
                    egui::ProgressBar::new(fraction)
                        .show_percentage()
                        .desired_width(200.0),
                );
                if ui.button(lang.cancel()).clicked() {
                    actions.push(Action::Review(ReviewAction::Cancel));
                }
                None
            }
            State::Failed(why) => {
                ui.label(lang.review_stopped(&lang.review_error(*why)));
                None
            }
            State::Done(review) => Some(review),
        };
        if let Some(review) = review {
            self.findings(ui, review, lang, actions);
            ui.separator();
            ui.label(self.say(
                || lang.graph_caption(),
                || lang.graph_caption_record(&lang.colour_lower(self.player)),
            ));
            self.graph(ui, review, actions);
        }
        ui.separator();
        self.move_list(ui, lang, actions);
        ui.separator();
        let open = self.game.outcome().is_none();
        if ui
            .add_enabled(open, egui::Button::new(lang.play_on()))
            .on_hover_text(lang.play_on_hover())
            .clicked()
        {
            actions.push(Action::Review(ReviewAction::PlayOn));
        }
        if ui.button(lang.close_review()).clicked() {
            actions.push(Action::Review(ReviewAction::Close));
        }
    }
}
