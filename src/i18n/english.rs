//! The English of the lower rooms' errors and notices, as their
//! `Display` (for the log and the command line). The rules and the
//! session carry data and know no words; each sentence here is the
//! catalogue's English, so it is written once.

use std::fmt;

use super::Lang;
use crate::engine::Eval;
use crate::game::notation::PointError;
use crate::game::record::{RecordError, RecordErrorKind};
use crate::session::notice::{Notice, SaveFailure};
use crate::session::read::ReadError;
use crate::session::store::StoreError;

impl fmt::Display for Eval {
    /// `+120`, `win in 5`, `loss in 4` ([`Lang::eval`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Lang::EN.eval(*self))
    }
}

impl fmt::Display for Notice {
    /// The notice in English ([`Lang::notice`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Lang::EN.notice(self))
    }
}

impl fmt::Display for StoreError {
    /// Why a save failed, in English ([`Lang::save_failure`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Lang::EN.save_failure(&SaveFailure::from(self)))
    }
}

impl fmt::Display for ReadError {
    /// In English, after the file's path: the operating system's own
    /// words for a failed read, the catalogue's for the rest.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Io(e) => write!(f, "{e}"),
            ReadError::NotAFile(kind) => {
                f.write_str(&Lang::EN.file_not_regular(&Lang::EN.file_kind_name(*kind)))
            }
            ReadError::TooLarge { limit } => {
                f.write_str(&Lang::EN.file_too_large(&crate::session::read::byte_size(*limit)))
            }
        }
    }
}

impl fmt::Display for RecordErrorKind {
    /// What is wrong with a record, in English ([`Lang::record_error_kind`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Lang::EN.record_error_kind(self))
    }
}

impl fmt::Display for RecordError {
    /// The line and what is wrong there, in English ([`Lang::record_error`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Lang::EN.record_error(self))
    }
}

impl fmt::Display for PointError {
    /// Why the text is not a point, in English ([`Lang::point_error`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Lang::EN.point_error(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::notice::FileProblem;
    use crate::session::read::FileKind;

    #[test]
    fn the_command_lines_words_are_the_windows_english() {
        let kinds = [
            FileKind::Folder,
            FileKind::Pipe,
            FileKind::Device,
            FileKind::Socket,
            FileKind::Other,
        ];
        let errors = kinds
            .into_iter()
            .map(ReadError::NotAFile)
            .chain([ReadError::TooLarge { limit: 1 << 20 }]);
        for e in errors {
            let said = e.to_string();
            assert_eq!(said, Lang::EN.file_problem(&FileProblem::from(e)));
        }
    }
}
