//! Reading a file with a limit, never blocking: the one way records, kept
//! games, settings, the score and the unfinished game are read.
//!
//! Only a regular file is read. A named pipe would block the reader until
//! someone writes to it (forever, as a rule), and a device such as
//! `/dev/zero` or `/dev/urandom` never ends; both are refused before a
//! byte is read. The path is looked at first (so a device is not even
//! opened), then opened without blocking (`O_NONBLOCK` on Unix: opening a
//! pipe with no writer would wait otherwise) and the opened handle looked
//! at again, since the path may have changed in between. The size is
//! limited by reading at most one byte more than the limit, not by asking
//! the length: a device, and some system files, report 0.
//!
//! ```
//! use gomoku::session::read::{ReadError, read_regular};
//!
//! let dir = tempfile::tempdir()?;
//! let path = dir.path().join("a.txt");
//! std::fs::write(&path, "h8i9")?;
//! assert_eq!(read_regular(&path, 16)?, b"h8i9");
//! assert!(matches!(read_regular(&path, 3), Err(ReadError::TooLarge { limit: 3 })));
//! assert!(matches!(read_regular(dir.path(), 16), Err(ReadError::NotAFile(_))));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fs::{self, File, Metadata, OpenOptions};
use std::io::{self, Read};
use std::path::Path;

use crate::session::notice::{FileProblem, OpenProblem};

/// The most a data file (settings, score, the unfinished game, a kept
/// game) may hold. The largest game, every point of 22 lines with its
/// time, is far below it.
pub const MAX_DATA_BYTES: u64 = 1 << 20;

/// What a path is when it is not a regular file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A folder.
    Folder,
    /// A named pipe (FIFO): reading waits for a writer.
    Pipe,
    /// A device (`/dev/zero`, a terminal, a disk).
    Device,
    /// A Unix socket.
    Socket,
    /// Anything else that is not a regular file.
    Other,
}

/// Why a file was not read.
#[derive(Debug)]
pub enum ReadError {
    /// It could not be opened or read (a missing file included: see
    /// [`ReadError::is_missing`]).
    Io(io::Error),
    /// It is not a regular file.
    NotAFile(FileKind),
    /// It holds more than `limit` bytes.
    TooLarge {
        /// The most that is read.
        limit: u64,
    },
}

impl ReadError {
    /// Whether nothing is at the path (a first run, for a data file).
    #[must_use]
    pub fn is_missing(&self) -> bool {
        matches!(self, ReadError::Io(e) if e.kind() == io::ErrorKind::NotFound)
    }
}

// `Display` for `ReadError` is the words layer's English
// (`i18n::english`).

impl std::error::Error for ReadError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ReadError::Io(e) => Some(e),
            ReadError::NotAFile(_) | ReadError::TooLarge { .. } => None,
        }
    }
}

impl From<ReadError> for FileProblem {
    fn from(e: ReadError) -> FileProblem {
        match e {
            ReadError::Io(e) => FileProblem::Unreadable(e.to_string()),
            ReadError::NotAFile(kind) => FileProblem::NotAFile(kind),
            ReadError::TooLarge { limit } => FileProblem::TooLarge { limit },
        }
    }
}

impl From<ReadError> for OpenProblem {
    fn from(e: ReadError) -> OpenProblem {
        match e {
            ReadError::Io(e) => OpenProblem::Unreadable(e.to_string()),
            ReadError::NotAFile(kind) => OpenProblem::NotAFile(kind),
            ReadError::TooLarge { limit } => OpenProblem::TooLarge { limit },
        }
    }
}

/// `bytes` in the largest whole binary unit: `1 MiB`, `64 KiB`, `100
/// bytes`.
#[must_use]
pub fn byte_size(bytes: u64) -> String {
    const KIB: u64 = 1 << 10;
    const MIB: u64 = 1 << 20;
    if bytes >= MIB && bytes.is_multiple_of(MIB) {
        format!("{} MiB", bytes / MIB)
    } else if bytes >= KIB && bytes.is_multiple_of(KIB) {
        format!("{} KiB", bytes / KIB)
    } else {
        format!("{bytes} bytes")
    }
}

/// The whole of the regular file at `path`, if it holds at most `limit`
/// bytes. Never blocks on a pipe and never reads more than `limit + 1`
/// bytes (see the module docs).
///
/// # Errors
/// [`ReadError::NotAFile`] for a folder, pipe, device or socket;
/// [`ReadError::TooLarge`] past `limit`; [`ReadError::Io`] when the
/// system cannot open or read it (a missing file too).
pub fn read_regular(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    // Looked at before opening: opening a device can have effects of its
    // own (a tape rewinds, a terminal may become ours).
    regular(&fs::metadata(path).map_err(ReadError::Io)?)?;
    let file = open_without_blocking(path).map_err(ReadError::Io)?;
    // And again on what was opened: the path may name something else now.
    regular(&file.metadata().map_err(ReadError::Io)?)?;
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge { limit });
    }
    Ok(bytes)
}

/// `Ok` for a regular file, else what it is.
fn regular(meta: &Metadata) -> Result<(), ReadError> {
    let kind = meta.file_type();
    if kind.is_file() {
        return Ok(());
    }
    Err(ReadError::NotAFile(if kind.is_dir() {
        FileKind::Folder
    } else {
        special_kind(&kind)
    }))
}

#[cfg(unix)]
fn special_kind(kind: &fs::FileType) -> FileKind {
    use std::os::unix::fs::FileTypeExt;
    if kind.is_fifo() {
        FileKind::Pipe
    } else if kind.is_char_device() || kind.is_block_device() {
        FileKind::Device
    } else if kind.is_socket() {
        FileKind::Socket
    } else {
        FileKind::Other
    }
}

#[cfg(not(unix))]
fn special_kind(_kind: &fs::FileType) -> FileKind {
    FileKind::Other
}

/// Opens `path` for reading. On Unix without blocking (a pipe with no
/// writer would wait for one) and without taking a terminal as the
/// controlling one.
#[cfg(unix)]
fn open_without_blocking(path: &Path) -> io::Result<File> {
    use std::os::unix::fs::OpenOptionsExt;
    OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY)
        .open(path)
}

#[cfg(not(unix))]
fn open_without_blocking(path: &Path) -> io::Result<File> {
    OpenOptions::new().read(true).open(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_in_whole_units() {
        assert_eq!(byte_size(1 << 20), "1 MiB");
        assert_eq!(byte_size(3 << 20), "3 MiB");
        assert_eq!(byte_size(64 << 10), "64 KiB");
        assert_eq!(byte_size(100), "100 bytes");
        assert_eq!(byte_size((1 << 20) + 1), "1048577 bytes");
    }

    #[test]
    fn the_limit_is_exact() -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let path = dir.path().join("f");
        fs::write(&path, [7u8; 10])?;
        assert_eq!(read_regular(&path, 10)?.len(), 10);
        assert!(matches!(
            read_regular(&path, 9),
            Err(ReadError::TooLarge { limit: 9 })
        ));
        let missing = read_regular(&dir.path().join("none"), 10).expect_err("missing");
        assert!(missing.is_missing(), "{missing}");
        Ok(())
    }

    #[cfg(unix)]
    #[test]
    fn devices_are_refused_unread() {
        for device in ["/dev/zero", "/dev/urandom", "/dev/null"] {
            let e = read_regular(Path::new(device), MAX_DATA_BYTES).expect_err(device);
            assert!(
                matches!(e, ReadError::NotAFile(FileKind::Device)),
                "{device}: {e}"
            );
            assert_eq!(e.to_string(), "is not a regular file but a device");
        }
    }
}
