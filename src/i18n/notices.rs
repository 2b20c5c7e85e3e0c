//! Typed values as sentences: the session's notices, the record readers'
//! errors and the other reasons, put together from catalogue messages.

use super::*;

/// Notices and record errors: typed values said as sentences, built from
/// the catalogue's parts. Paths, numbers and the operating system's or
/// the JSON reader's own words go in as they are.
impl Lang {
    /// A notice for the player ([`Notice`]), as one or two sentences.
    #[must_use]
    pub fn notice(self, notice: &Notice) -> String {
        match notice {
            Notice::NoDataDir => self.no_data_dir(),
            Notice::NotAFolder { path, file } => self.not_a_folder(path, file),
            Notice::MovedAside {
                path,
                problem,
                aside,
            } => self.moved_aside(&shown(path), &self.file_problem(problem), &shown(aside)),
            Notice::NotMovedAside {
                path,
                problem,
                error,
            } => self.not_moved_aside(&shown(path), &self.file_problem(problem), error),
            Notice::SettingsReset { path, fields } => {
                let fields: Vec<String> = fields.iter().map(|f| self.reset_field(f)).collect();
                self.settings_reset(&shown(path), &fields.join(&self.list_separator()))
            }
            Notice::UnfinishedLost(why) => self.unfinished_lost(&self.notice(why)),
            Notice::GamesUnreadable { path, error } => self.games_unreadable(&shown(path), error),
            Notice::GamesLeftOut(damaged) => {
                let which: Vec<String> = damaged
                    .iter()
                    .map(|d| self.damaged_game(&shown(&d.path), &self.file_problem(&d.problem)))
                    .collect();
                let which = which.join(&self.list_separator());
                self.kept_games_left_out(damaged.len(), &which)
            }
            Notice::AiNotStarted { error } => self.ai_not_started(error),
            Notice::AiStopped => self.ai_stopped(),
            Notice::EngineAdded { name } => self.engine_added(name),
            Notice::EngineNotAdded { path, error } => self.engine_not_added(&shown(path), error),
            Notice::PlayerFailed { name, fault } => {
                let detail = fault.detail.as_str();
                match fault.kind {
                    FaultKind::NotStarted | FaultKind::Cancelled => {
                        self.player_not_started(name, detail)
                    }
                    FaultKind::Crashed => self.player_crashed(name, detail),
                    FaultKind::TimedOut => self.player_timed_out(name, detail),
                    FaultKind::Garbage => self.player_garbage(name, detail),
                    FaultKind::Illegal => self.player_illegal(name, detail),
                    FaultKind::NoSwap2 => self.player_no_swap2(name, detail),
                    FaultKind::NoSoosorv => self.player_no_soosorv(name, detail),
                }
            }
            Notice::NotSaved { name, failure } => {
                self.could_not_save(name, &self.save_failure(failure))
            }
            Notice::NotCounted {
                failure,
                retry: true,
            } => self.not_counted_retry(&self.save_failure(failure)),
            Notice::NotCounted {
                failure,
                retry: false,
            } => self.not_counted(&self.save_failure(failure)),
            Notice::NotKept { failure, score } => {
                self.not_kept(*score, &self.save_failure(failure))
            }
            Notice::NoSlot(failure) => self.no_slot(&self.save_failure(failure)),
            Notice::ResumeFailed(e) => self.could_not_resume(&self.resume_error(e)),
            Notice::RecordNotRead { from, problem } => self.record_not_read(from, problem),
            Notice::RecordNotShown(e) => self.could_not_open_record(&self.review_error(*e)),
            Notice::ReviewFailed(e) => self.could_not_review(&self.review_error(*e)),
            Notice::KeptGameNotOpened(e) => self.could_not_open_game(&self.review_error(*e)),
            Notice::CannotPlayOnSize(lines) => self.cannot_play_on_size(*lines),
            Notice::PlayOnFailed(e) => self.could_not_play_on(&self.resume_error(e)),
            Notice::NothingToSave => self.nothing_to_save(),
            Notice::RecordSaved(path) => self.saved_to(&shown(path)),
            Notice::RecordSavedWithoutDialog(path) => self.saved_without_dialog(&shown(path)),
            Notice::RecordNotSaved { path, error } => self.save_failed(&shown(path), error),
            Notice::NoOpenDialog => self.no_open_dialog(),
            Notice::AnalysisKept(path) => self.analysis_kept(&shown(path)),
        }
    }

    /// The data folder taken by a file: the folder itself or one above.
    fn not_a_folder(self, path: &Path, file: &Path) -> String {
        if path == file {
            self.data_folder_is_a_file(&shown(path))
        } else {
            self.data_folder_below_a_file(&shown(path), &shown(file))
        }
    }

    /// What is wrong with a file, after its path.
    #[must_use]
    pub fn file_problem(self, problem: &FileProblem) -> String {
        match problem {
            FileProblem::Unreadable(error) => self.file_unreadable(error),
            FileProblem::NotUnderstood(error) => self.file_not_understood(error),
            FileProblem::NotSettings => self.file_not_settings(),
            FileProblem::MovesDoNotReplay(e) => {
                self.file_moves_do_not_replay(&self.record_error(e))
            }
            FileProblem::NotAFile(kind) => self.file_not_regular(&self.file_kind_name(*kind)),
            FileProblem::TooLarge { limit } => self.file_too_large(&byte_size(*limit)),
        }
    }

    /// One settings field reset, with the value it has now.
    fn reset_field(self, field: &ResetField) -> String {
        self.field_reset(&field.name, &field.found, &self.reset_to(field.now))
    }

    /// The value a reset settings field has now, in words.
    #[must_use]
    pub fn reset_to(self, now: ResetTo) -> String {
        match now {
            ResetTo::Level(level) => self.level_name(level).to_owned(),
            ResetTo::PlayAs(play_as) => self.play_as_name(play_as).to_owned(),
            ResetTo::DefaultSeats => self.reset_to_default_seats(),
            ResetTo::Alternate(true) => self.reset_to_alternate_true(),
            ResetTo::Alternate(false) => self.reset_to_alternate_false(),
            ResetTo::Time(time) => self.time_control(time),
            ResetTo::NoEngines => self.reset_to_no_engines(),
            ResetTo::Opening(opening) => self.opening_name(opening),
            ResetTo::Muted(true) => self.reset_to_muted_true(),
            ResetTo::Muted(false) => self.reset_to_muted_false(),
            ResetTo::DefaultSize => self.reset_to_default_size(),
            ResetTo::DefaultPlace => self.reset_to_default_place(),
            ResetTo::Board(size) => size.to_string(),
            ResetTo::Rule(rule) => self.rule_name(rule).to_owned(),
            ResetTo::Shown(true) => self.reset_to_shown_true(),
            ResetTo::Shown(false) => self.reset_to_shown_false(),
            ResetTo::Language(lang) => lang.native_name().to_owned(),
        }
    }

    /// Why a save failed.
    #[must_use]
    pub fn save_failure(self, failure: &SaveFailure) -> String {
        match failure {
            SaveFailure::NoDataDir => self.no_data_dir(),
            SaveFailure::NotAFolder { path, file } => self.not_a_folder(path, file),
            SaveFailure::Io { path, error } => self.could_not_write(&shown(path), error),
            SaveFailure::Encode { name, error } => self.could_not_encode(name, error),
        }
    }

    /// Why a game could not be resumed.
    #[must_use]
    pub fn resume_error(self, e: &ResumeError) -> String {
        match e {
            ResumeError::Replay(e) => self.moves_do_not_replay(&self.record_error(e)),
            ResumeError::Over => self.game_already_over(),
        }
    }

    /// Why a review has no answer.
    #[must_use]
    pub fn review_error(self, e: ReviewError) -> String {
        match e {
            ReviewError::Cancelled => self.review_cancelled(),
            ReviewError::Size(size) => self.record_unsupported_size(size.0, MIN_SIZE, MAX_SIZE),
        }
    }

    /// A record that could not be read, naming where it came from.
    fn record_not_read(self, from: &RecordSource, problem: &OpenProblem) -> String {
        let why = match problem {
            OpenProblem::Unreadable(error) => error.clone(),
            OpenProblem::NotARecord(e) => self.record_error(e),
            OpenProblem::TooLarge { limit } => self.too_large_for_a_record(&byte_size(*limit)),
            OpenProblem::NotAFile(kind) => {
                self.record_file_not_regular(&self.file_kind_name(*kind))
            }
            OpenProblem::NoThread(error) => return self.could_not_start_reading(error),
        };
        match from {
            RecordSource::Pasted => self.pasted_not_a_record(&why),
            RecordSource::File(path) => self.could_not_open_file(&shown(path), &why),
        }
    }

    /// A record that could not be read: the line (when it is about one)
    /// and what is wrong there.
    #[must_use]
    pub fn record_error(self, e: &RecordError) -> String {
        let kind = self.record_error_kind(&e.kind);
        if e.line == 0 {
            kind
        } else {
            self.on_line(e.line, &kind)
        }
    }

    /// What is wrong with a record, without the line.
    #[must_use]
    pub fn record_error_kind(self, kind: &RecordErrorKind) -> String {
        match kind {
            RecordErrorKind::Empty => self.record_empty(),
            RecordErrorKind::BadHeader(found) => self.record_bad_header(found),
            RecordErrorKind::BadCoordinate(found) => self.record_bad_coordinate(found),
            RecordErrorKind::BadTime(found) => self.record_bad_time(found),
            RecordErrorKind::BadNotation(e) => self.record_bad_notation(&self.point_error(e)),
            RecordErrorKind::UnsupportedSize(size) => {
                self.record_unsupported_size(*size, MIN_SIZE, MAX_SIZE)
            }
            RecordErrorKind::NotSquare { width, height } => self.record_not_square(*width, *height),
            RecordErrorKind::SizeMismatch { found, asked } => {
                self.record_size_mismatch(*found, *asked)
            }
            RecordErrorKind::OffBoard(m) => self.record_off_board(m.number, &m.written),
            RecordErrorKind::Occupied(m) => self.record_occupied(m.number, &m.written),
            RecordErrorKind::AfterGameOver(m) => self.record_after_game_over(m.number, &m.written),
            RecordErrorKind::Forbidden(m, why) => {
                self.record_forbidden(m.number, &m.written, &self.forbidden_name(*why))
            }
            RecordErrorKind::MoveAfterTrailer => self.record_move_after_trailer(),
            RecordErrorKind::NotText => self.record_not_text(),
            RecordErrorKind::Sgf(e) => self.sgf_error(e),
        }
    }

    /// What is wrong with an SGF file, without the line.
    #[must_use]
    pub fn sgf_error(self, e: &SgfError) -> String {
        match e {
            SgfError::Unexpected(c) => self.sgf_unexpected(*c),
            SgfError::UnclosedValue => self.sgf_unclosed_value(),
            SgfError::UnclosedTree => self.sgf_unclosed_tree(),
            SgfError::Empty => self.sgf_empty(),
            SgfError::NotGomoku(found) => self.sgf_not_gomoku(found),
            SgfError::BadSize(found) => self.sgf_bad_size(found),
            SgfError::BadPoint(found) => self.sgf_bad_point(found),
            SgfError::Pass(m) => self.sgf_pass(m.number, &m.written),
            SgfError::OutOfTurn(m, stone) => {
                self.sgf_out_of_turn(m.number, &m.written, &self.colour_lower(*stone))
            }
            SgfError::SetUpLater => self.sgf_set_up_later(),
            SgfError::BadSetUp(written) => self.sgf_bad_set_up(written),
            SgfError::SetUpFive => self.sgf_set_up_five(),
            SgfError::SetUpNotMoves => self.sgf_set_up_not_moves(),
            SgfError::TooDeep => self.sgf_too_deep(crate::game::record::sgf::MAX_NESTING),
            SgfError::BadPlayer(written) => self.sgf_bad_player(written),
        }
    }

    /// What a path is when it is not a regular file.
    #[must_use]
    pub fn file_kind_name(self, kind: FileKind) -> String {
        match kind {
            FileKind::Folder => self.file_kind_folder(),
            FileKind::Pipe => self.file_kind_pipe(),
            FileKind::Device => self.file_kind_device(),
            FileKind::Socket => self.file_kind_socket(),
            FileKind::Other => self.file_kind_other(),
        }
    }

    /// Text in a move string that is not a point.
    #[must_use]
    pub fn point_error(self, e: &PointError) -> String {
        match e {
            PointError::NotAColumn(c) => self.not_a_column(&c.to_string()),
            PointError::NoRow(letter) => self.no_row(&letter.to_string()),
            PointError::RowZero(letter) => self.row_zero(&letter.to_string()),
            PointError::LeadingZero(point) => self.leading_zero(point),
            PointError::OffBoard { point, size } => self.point_off_board(point, *size),
        }
    }

    /// Why a point is forbidden to black under renju.
    #[must_use]
    pub fn forbidden_name(self, why: Forbidden) -> String {
        match why {
            Forbidden::DoubleThree => self.forbidden_double_three(),
            Forbidden::DoubleFour => self.forbidden_double_four(),
            Forbidden::Overline => self.forbidden_overline(),
        }
    }
}

/// A path as the player sees it.
fn shown(path: &Path) -> String {
    path.display().to_string()
}
