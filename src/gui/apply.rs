//! What the player's [`Action`]s and the controller's [`Event`]s do: the
//! app's side of a move, a finished or resigned game, a review, a record
//! opened, a practice game, a setting changed.

use std::time::Instant;

use eframe::egui;

use super::*;
use crate::game::record::Record;
use crate::session::seats::{Seat, Seats};

impl GomokuApp {
    pub(super) fn handle_events(&mut self, events: Vec<Event>, now: Instant) {
        for event in events {
            match event {
                Event::StonePlaced { pos, stone } => {
                    self.audio.play(Sound::Stone);
                    if self.controller.person().is_some_and(|p| p != stone) {
                        self.explain_reply(pos);
                    }
                    self.keep_unfinished();
                }
                Event::GameOver(outcome) => {
                    let person = self.controller.person();
                    let over = GameOver::ended(Some(outcome), outcome.winner(), person, None, now);
                    self.finish_game(self.controller.result().unwrap_or(GameResult::Drawn));
                    self.over = Some(self.when_watched(over, outcome.winner(), true));
                }
                Event::Forfeited(forfeit) => {
                    let person = self.controller.person();
                    let how = self.settings.language.forfeit_line(&forfeit);
                    let winner = Some(forfeit.loser.opponent());
                    let over = GameOver::ended(None, winner, person, Some(how), now);
                    self.finish_game(self.controller.result().unwrap_or(GameResult::Lost));
                    self.over = Some(self.when_watched(over, winner, false));
                }
                Event::NewGame => {
                    self.practice = false;
                    self.over = None;
                    self.audio.play(Sound::Start);
                }
                Event::TookBack { .. } => {
                    self.over = None;
                    self.keep_unfinished();
                }
                Event::Hint(_) => {}
            }
        }
    }

    /// Opens a record that was read in review (the game in progress, if
    /// any, waits behind it), or says why it could not be read.
    pub(super) fn show_record(&mut self, opened: records::Opened) {
        let record = match opened {
            Ok(record) => record,
            Err(message) => {
                self.notices.push(message);
                return;
            }
        };
        // No one person's game here: seen from the loser's side.
        self.cancel_review();
        match ReviewView::open_played(record.moves().to_vec(), record.size(), record.rule(), None) {
            Ok(view) => self.review = Some(view),
            Err(e) => self.notices.push(Notice::RecordNotShown(e)),
        }
    }

    /// Leaves the review for a practice game from the position shown: the
    /// player keeps their colour in their own game, and takes the side to
    /// move in any other.
    pub(super) fn play_on(&mut self) -> Vec<Event> {
        let Some(review) = &self.review else {
            return Vec::new();
        };
        let game = review.game();
        let Ok(size) = crate::game::board::BoardSize::try_from(review.size()) else {
            self.notices.push(Notice::CannotPlayOnSize(review.size()));
            return Vec::new();
        };
        let started = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        // Against the computer the player chose, or master.
        let opponent = match self.settings.seats.person() {
            Some(person) => self.settings.seats.of(person.opponent()).clone(),
            None => Seat::Level(crate::engine::Level::Master),
        };
        // The player keeps their colour in their own game (the computer
        // moves first where it is to move); in any other game they take
        // the side to move.
        let human = review.person().unwrap_or_else(|| game.to_move());
        let seats = Seats::default()
            .with(human, Seat::Human)
            .with(human.opponent(), opponent);
        let played = Played {
            id: format!("practice-{started}"),
            started,
            size,
            rule: review.rule(),
            level: seats.opponent_level().unwrap_or_default(),
            human,
            seats: Some(seats),
            time: Some(self.settings.time),
            left_ms: None,
            forfeit: None,
            opening: None,
            moves: game
                .board()
                .history()
                .iter()
                .map(|p| games::TimedMove {
                    x: p.x,
                    y: p.y,
                    ms: 0,
                })
                .collect(),
        };
        match self.controller.resume(&played) {
            Ok(events) => {
                self.cancel_review();
                self.over = None;
                self.practice = true;
                self.audio.play(Sound::Start);
                // Not a fresh board: the practice flag stays.
                events
                    .into_iter()
                    .filter(|e| *e != Event::NewGame)
                    .collect()
            }
            Err(e) => {
                self.notices.push(Notice::PlayOnFailed(e));
                Vec::new()
            }
        }
    }

    /// Whether the game on the board is a practice game (not scored).
    #[must_use]
    pub fn is_practice(&self) -> bool {
        self.practice
    }

    /// Closes the review, stopping its analysis if it runs.
    pub(super) fn cancel_review(&mut self) {
        if let Some(id) = self.review.take().and_then(|r| r.running()) {
            self.analyst.cancel(id);
        }
    }

    /// The game shown — the one in review, or the one on the board — as a
    /// record, or `None` before its first move.
    fn shown_record(&self) -> Option<Record> {
        let record = match &self.review {
            Some(review) => {
                let mut record = Record::new(review.size(), review.rule()).ok()?;
                for &pos in review.moves() {
                    record.play(pos, None).ok()?;
                }
                record
            }
            None => Record::from_game(self.controller.game()).ok()?,
        };
        (!record.moves().is_empty()).then_some(record)
    }

    /// The words of a file dialog in the player's language.
    fn dialog(&self, kind: DialogKind, file_name: String) -> Dialog {
        let lang = self.settings.language;
        Dialog {
            kind,
            title: match kind {
                DialogKind::Save => lang.save_title(),
                DialogKind::Open => lang.open_title(),
                DialogKind::Engine => lang.add_engine(),
                DialogKind::SaveTree => lang.save_sgf_title(),
                DialogKind::OpenTree => lang.open_sgf_title(),
            },
            psq_filter: match kind {
                DialogKind::Engine => lang.programs_filter(),
                _ => lang.psq_filter(),
            },
            moves_filter: lang.moves_filter(),
            sgf_filter: lang.sgf_filter(),
            file_name,
        }
    }

    /// Save…: asks where, off the UI thread, and writes the game shown.
    fn save_game(&mut self) {
        if self.files.busy() {
            return;
        }
        let Some(record) = self.shown_record() else {
            self.notices.push(Notice::NothingToSave);
            return;
        };
        let name = format!("gomoku-{}.psq", record.moves().len());
        let dialog = self.dialog(DialogKind::Save, name);
        let fallback = self.store.dir().map(|d| d.join(files::RECORDS_FOLDER));
        self.files.save(dialog, record, fallback);
    }

    /// What came of a Save… or Open….
    /// What came of a file dialog; an engine added is seated at once (the
    /// action returned).
    pub(super) fn file_event(&mut self, event: FileEvent) -> Option<Action> {
        let notice = match event {
            FileEvent::Open(path) => {
                self.opener.open_file(path);
                return None;
            }
            FileEvent::Saved(path) => Notice::RecordSaved(path),
            FileEvent::SavedWithoutDialog(path) => Notice::RecordSavedWithoutDialog(path),
            FileEvent::SaveFailed { path, error } => Notice::RecordNotSaved { path, error },
            FileEvent::NoOpenDialog => Notice::NoOpenDialog,
            FileEvent::EngineAdded { seat, engine } => {
                self.settings.add_engine(engine.clone());
                let mut choices = self.settings.choices();
                choices.seats = choices.seats.with(seat, Seat::Engine(engine.clone()));
                self.save_settings();
                self.notices.push(Notice::EngineAdded { name: engine.name });
                return Some(Action::Configure(choices));
            }
            FileEvent::EngineNotAdded { path, error } => Notice::EngineNotAdded { path, error },
            FileEvent::Tree(event) => {
                self.analysis.file_done(event);
                return None;
            }
            FileEvent::NoEngineDialog(seat) => {
                self.question = Some(Question::EnginePath {
                    seat,
                    text: String::new(),
                });
                return None;
            }
        };
        self.notices.push(notice);
        None
    }

    /// Opens a record file in review once it has been read (the command
    /// line's `gomoku FILE.psq`).
    pub fn open_file(&mut self, path: std::path::PathBuf) {
        self.opener.open_file(path);
    }

    /// Starts working out why the computer played `pos`, its last move.
    pub(super) fn explain_reply(&mut self, pos: Pos) {
        let mut before = self.controller.game().clone();
        if before.board().last_move() == Some(pos) && before.undo().is_some() {
            let report = self.controller.last_report().cloned();
            self.explainer.ask(before, pos, report);
        }
    }

    /// Why the computer made the last move, if it did and the sentence is
    /// ready (in the player's language).
    #[must_use]
    pub fn explanation(&self) -> Option<String> {
        self.explainer
            .of_last_move(self.controller.game())
            .map(|e| e.sentence(self.settings.language))
    }

    /// The language on screen.
    #[must_use]
    pub fn language(&self) -> Lang {
        self.settings.language
    }

    pub(super) fn apply(&mut self, action: Action, ctx: &egui::Context, now: Instant) {
        // Starting over in the middle of a game is resigning it: ask first.
        if matches!(action, Action::NewGame | Action::Configure(_))
            && !self.practice
            && self.over.is_none()
            && self.review.is_none()
            && self.controller.is_resignable()
        {
            self.question = Some(Question::Resign {
                then: Box::new(action),
            });
            return;
        }
        let events = match action {
            Action::Play(pos) => self.controller.click(pos),
            Action::NewGame => self.controller.new_game(),
            Action::ConfirmResign => {
                if let Some(Question::Resign { then }) = self.question.take() {
                    if let Some(result) = self.controller.resign() {
                        self.finish_game(result);
                    }
                    self.apply(*then, ctx, now);
                }
                Vec::new()
            }
            Action::Resume => match self.question.take() {
                Some(Question::Resume(played)) => match self.controller.resume(&played) {
                    Ok(events) => events,
                    Err(e) => {
                        self.notices.push(Notice::ResumeFailed(e));
                        Vec::new()
                    }
                },
                _ => Vec::new(),
            },
            Action::DeclineResume => {
                if let Some(Question::Resume(played)) = self.question.take() {
                    if played.is_scored() {
                        self.keep_game(*played, GameResult::Resigned);
                    } else {
                        // Nobody's score: nothing to resign, just let it go.
                        self.drop_unfinished(&played);
                    }
                }
                Vec::new()
            }
            Action::KeepPlaying => {
                self.question = None;
                Vec::new()
            }
            Action::Undo => {
                // A finished game has been scored, and stays scored: no
                // taking back the last move to play on. On the game-over
                // screen, undo (like any key) starts the next game.
                match &self.over {
                    Some(over) if over.screen() => self.controller.new_game(),
                    Some(_) => Vec::new(),
                    None => self.controller.undo(),
                }
            }
            Action::Hint => {
                self.controller.request_hint();
                Vec::new()
            }
            Action::Configure(choices) => {
                self.settings.set_choices(&choices);
                self.save_settings();
                let config = self.controller.config().clone().with_choices(choices);
                self.controller.configure(config)
            }
            Action::AskTimeControl => {
                let time = self.settings.choices().time;
                self.question = Some(Question::TimeControl(
                    super::time_dialog::TimeDraft::from_control(time),
                ));
                Vec::new()
            }
            Action::SetTime(time) => {
                self.question = None;
                let mut choices = self.settings.choices();
                if choices.time != time {
                    choices.time = time;
                    self.apply(Action::Configure(choices), ctx, now);
                }
                Vec::new()
            }
            Action::AddEngine(seat) => {
                if !self.files.busy() {
                    let dialog = self.dialog(DialogKind::Engine, String::new());
                    self.files.add_engine(dialog, seat);
                }
                Vec::new()
            }
            Action::AddEnginePath(seat, path) => {
                self.question = None;
                let path = path.trim();
                if !path.is_empty() {
                    self.files.probe_engine(path.into(), seat);
                }
                Vec::new()
            }
            Action::WatchPause(paused) => self.controller.set_paused(paused),
            Action::Swap2(choice) => self.controller.choose(choice),
            Action::Declare(count) => self.controller.declare(count),
            Action::WatchStep => self.controller.step(),
            Action::WatchDelay(delay) => {
                let config = MatchConfig {
                    watch_delay: delay,
                    ..self.controller.config().clone()
                };
                self.controller.configure(config)
            }
            Action::ToggleSound => {
                let muted = !self.audio.is_muted();
                self.audio.set_muted(muted);
                self.settings.muted = muted;
                self.save_settings();
                Vec::new()
            }
            Action::SetLanguage(lang) => {
                self.settings.language = lang;
                self.save_settings();
                Vec::new()
            }
            Action::ToggleHeat => {
                self.settings.show_heat = !self.settings.show_heat;
                self.save_settings();
                Vec::new()
            }
            Action::ToggleThreats => {
                self.settings.show_threats = !self.settings.show_threats;
                self.save_settings();
                Vec::new()
            }
            Action::ToggleNumbers => {
                self.settings.show_numbers = !self.settings.show_numbers;
                self.save_settings();
                Vec::new()
            }
            Action::ToggleThinking => {
                self.settings.show_thinking = !self.settings.show_thinking;
                self.save_settings();
                Vec::new()
            }
            Action::StartReview => {
                let game = self.controller.game();
                let opening = self.controller.snapshot().opening_stones();
                let opened = ReviewView::open_played(
                    game.board().history().to_vec(),
                    game.board().size(),
                    game.rule(),
                    self.controller.person(),
                );
                match opened.map(|view| view.with_opening(opening)) {
                    Ok(mut view) => {
                        view.analyse(&mut self.analyst);
                        self.review = Some(view);
                    }
                    Err(e) => self.notices.push(Notice::ReviewFailed(e)),
                }
                Vec::new()
            }
            Action::ShowAnalysis => {
                // The review's position if one is open, else the game's.
                let (moves, size, rule) = match &self.review {
                    Some(r) => (r.moves()[..r.at()].to_vec(), r.size(), r.rule()),
                    None => {
                        let g = self.controller.game();
                        (g.board().history().to_vec(), g.board().size(), g.rule())
                    }
                };
                if let Err(e) = self.analysis.open(size, rule, &moves) {
                    log::warn!("the analysis board could not open the position: {e}");
                }
                Vec::new()
            }
            Action::ShowPuzzles => {
                self.games_window = None;
                self.puzzles.show_window();
                Vec::new()
            }
            Action::ShowGames => {
                self.games_window = Some(GamesWindow::open(&self.store, Arc::clone(&self.waker)));
                Vec::new()
            }
            Action::ReviewKept(i) => {
                let kept = self
                    .games_window
                    .as_ref()
                    .and_then(GamesWindow::list)
                    .and_then(|list| list.games.get(i))
                    .map(|g| g.game.clone());
                if let Some(played) = kept {
                    let moves = played.moves.iter().map(|m| m.pos()).collect();
                    let person = played.seats().person();
                    match ReviewView::open_played(moves, played.size.lines(), played.rule, person) {
                        Ok(view) => {
                            self.cancel_review();
                            self.review = Some(view.with_opening(played.opening_stones()));
                            self.games_window = None;
                        }
                        Err(e) => self.notices.push(Notice::KeptGameNotOpened(e)),
                    }
                }
                Vec::new()
            }
            Action::Review(ReviewAction::Analyse) => {
                if let Some(review) = &mut self.review {
                    review.analyse(&mut self.analyst);
                }
                Vec::new()
            }
            Action::Review(ReviewAction::PlayOn) => self.play_on(),
            Action::Review(ReviewAction::Cancel) => {
                if let Some(review) = &mut self.review {
                    review.cancel(&mut self.analyst);
                }
                Vec::new()
            }
            Action::Review(ReviewAction::Close) => {
                self.cancel_review();
                // Back to the game in progress, or a new one after a
                // finished game.
                if self.controller.is_resignable() {
                    Vec::new()
                } else {
                    self.controller.new_game()
                }
            }
            Action::CopyGame => {
                let (moves, size) = match &self.review {
                    Some(review) => (review.moves().to_vec(), review.size()),
                    None => {
                        let board = self.controller.game().board();
                        (board.history().to_vec(), board.size())
                    }
                };
                ctx.copy_text(crate::game::notation::moves_string(&moves, size));
                Vec::new()
            }
            Action::OpenText(text) => {
                self.opener.open_text(&text);
                Vec::new()
            }
            Action::OpenFile(path) => {
                // An SGF file dropped while the analysis board is open
                // opens there, with all its variations.
                if self.analysis.is_open() && crate::gui::tree_files::is_sgf_file(&path) {
                    self.files.read_tree(path);
                } else {
                    self.opener.open_file(path);
                }
                Vec::new()
            }
            Action::AnalysisFile(ask) => {
                if !self.files.busy() {
                    match ask {
                        crate::gui::analysis::FileAsk::Save(tree) => {
                            let name = format!("analysis-{}.sgf", tree.main_line().len());
                            let dialog = self.dialog(DialogKind::SaveTree, name);
                            let fallback = self.store.dir().map(|d| d.join(files::RECORDS_FOLDER));
                            self.files.save_tree(dialog, *tree, fallback);
                        }
                        crate::gui::analysis::FileAsk::Open => {
                            let dialog = self.dialog(DialogKind::OpenTree, String::new());
                            self.files.open_tree(dialog);
                        }
                    }
                }
                Vec::new()
            }
            Action::SaveGame => {
                self.save_game();
                Vec::new()
            }
            Action::ChooseRecord => {
                if !self.files.busy() {
                    let dialog = self.dialog(DialogKind::Open, String::new());
                    self.files.open(dialog);
                }
                Vec::new()
            }
            Action::Review(step) => {
                if let Some(review) = &mut self.review {
                    review.apply(&step);
                }
                Vec::new()
            }
            Action::Dismiss(i) => {
                self.notices.dismiss(i);
                Vec::new()
            }
            Action::DismissAll => {
                self.notices.dismiss_all();
                Vec::new()
            }
            Action::Quit => {
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
                Vec::new()
            }
        };
        self.handle_events(events, now);
    }

    pub(super) fn save_settings(&mut self) {
        self.saver
            .save(&self.store, SETTINGS_FILE, self.settings.clone());
    }
}
