//! Save… and Open…: the system's file dialogs, each on a short-lived
//! thread of its own (a dialog waits for the player; a frame must not).
//!
//! A record is written in the format its name asks for — `.txt` as a move
//! string, anything else as PSQ (a name without an extension gets `.psq`)
//! — in one step, through a temporary file beside it. A system where no
//! dialog can open (Linux without a desktop portal or zenity, as in a bare
//! X session) still saves: into the data folder's `records/`, and the
//! notice says where. Open… there says how else a record gets in.
//!
//! The dialog itself is a [`Picker`], so tests can answer it.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::{SystemTime, UNIX_EPOCH};

pub use super::tree_files::TreeFile;
use crate::game::board::Stone;
use crate::game::record::Record;
use crate::session::games::format_utc;
use crate::session::seats::{EngineRef, probe};
use crate::session::store::{Store, StoreError, write_atomically};

/// The folder in the data folder for games saved without a dialog.
pub const RECORDS_FOLDER: &str = "records";

/// Which dialog, and its words in the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dialog {
    /// Save or open.
    pub kind: DialogKind,
    /// The dialog's title.
    pub title: String,
    /// The name of the PSQ filter.
    pub psq_filter: String,
    /// The name of the move-string filter.
    pub moves_filter: String,
    /// The name of the SGF filter (the analysis board's files).
    pub sgf_filter: String,
    /// The file name offered (save only).
    pub file_name: String,
}

/// Save or open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DialogKind {
    /// Choose where to write a record.
    Save,
    /// Choose a record to read.
    Open,
    /// Choose an outside engine's program.
    Engine,
    /// Choose where to write the analysis board's tree (SGF).
    SaveTree,
    /// Choose an SGF file for the analysis board.
    OpenTree,
}

/// What the player chose in a dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Picked {
    /// This file.
    Chosen(PathBuf),
    /// Nothing: the dialog was closed.
    Cancelled,
    /// No dialog could be shown on this system.
    Unavailable,
}

/// Shows a dialog and waits for the player's answer (on the dialog's
/// thread, never the UI's).
pub type Picker = Arc<dyn Fn(&Dialog) -> Picked + Send + Sync>;

/// What became of a Save… or Open….
#[derive(Debug)]
pub enum FileEvent {
    /// The record was written to this file.
    Saved(PathBuf),
    /// No dialog could open; the record was written to this file in the
    /// data folder.
    SavedWithoutDialog(PathBuf),
    /// Writing failed: the file (or folder) and the system's reason.
    SaveFailed {
        /// Where it was to go.
        path: PathBuf,
        /// What the system said.
        error: String,
    },
    /// The player chose this record to open.
    Open(PathBuf),
    /// No dialog could open to choose a record.
    NoOpenDialog,
    /// The engine chosen for `seat` started and said its name.
    EngineAdded {
        /// The seat it was chosen for.
        seat: Stone,
        /// The engine.
        engine: EngineRef,
    },
    /// The program chosen as an engine did not work as one.
    EngineNotAdded {
        /// The program.
        path: PathBuf,
        /// What went wrong.
        error: String,
    },
    /// No dialog could open to choose an engine (for `seat`).
    NoEngineDialog(Stone),
    /// What came of the analysis board's Save SGF… or Open SGF….
    Tree(TreeFile),
}

/// Runs dialogs off the UI thread.
pub struct Files {
    picker: Picker,
    sender: Sender<FileEvent>,
    events: Receiver<FileEvent>,
    waker: Arc<dyn Fn() + Send + Sync>,
    /// Dialogs started and not yet answered.
    waiting: Arc<AtomicUsize>,
}

impl Files {
    /// Dialogs shown by `picker`; `waker` is called when one has an answer.
    pub fn new(picker: Picker, waker: Arc<dyn Fn() + Send + Sync>) -> Files {
        let (sender, events) = mpsc::channel();
        Files {
            picker,
            sender,
            events,
            waker,
            waiting: Arc::new(AtomicUsize::new(0)),
        }
    }

    /// A dialog is waiting for the player: the app starts no second one
    /// (the system's dialogs are not meant to be stacked).
    pub fn busy(&self) -> bool {
        self.waiting.load(Ordering::Acquire) > 0
    }

    /// Asks where to save `record` and writes it there; without a dialog,
    /// writes it into `fallback` (the data folder's `records/`, if any).
    pub fn save(&mut self, dialog: Dialog, record: Record, fallback: Option<PathBuf>) {
        let picker = Arc::clone(&self.picker);
        self.run(move || match picker(&dialog) {
            Picked::Chosen(path) => {
                let path = with_extension(path);
                match write_record(&path, &record) {
                    Ok(()) => Some(FileEvent::Saved(path)),
                    Err(error) => Some(FileEvent::SaveFailed { path, error }),
                }
            }
            Picked::Cancelled => None,
            Picked::Unavailable => Some(save_without_dialog(&record, fallback.as_deref())),
        });
    }

    /// Asks for a record to open.
    pub fn open(&mut self, dialog: Dialog) {
        let picker = Arc::clone(&self.picker);
        self.run(move || match picker(&dialog) {
            Picked::Chosen(path) => Some(FileEvent::Open(path)),
            Picked::Cancelled => None,
            Picked::Unavailable => Some(FileEvent::NoOpenDialog),
        });
    }

    /// Asks for an engine's program for `seat`, then starts it to see that
    /// it is a Gomocup engine and learn its name (all off the UI thread).
    pub fn add_engine(&mut self, dialog: Dialog, seat: Stone) {
        let picker = Arc::clone(&self.picker);
        self.run(move || match picker(&dialog) {
            Picked::Chosen(path) => Some(probe_event(path, seat)),
            Picked::Cancelled => None,
            Picked::Unavailable => Some(FileEvent::NoEngineDialog(seat)),
        });
    }

    /// Starts the program at `path` as an engine for `seat` (a path typed
    /// in where no dialog could open), off the UI thread.
    pub fn probe_engine(&mut self, path: PathBuf, seat: Stone) {
        self.run(move || Some(probe_event(path, seat)));
    }

    /// The dialog shower, for a job on a dialog's thread.
    pub(super) fn picker(&self) -> Picker {
        Arc::clone(&self.picker)
    }

    /// What came of the dialogs since the last call, oldest first.
    pub fn poll(&mut self) -> Vec<FileEvent> {
        self.events.try_iter().collect()
    }

    pub(super) fn run(&mut self, job: impl FnOnce() -> Option<FileEvent> + Send + 'static) {
        let sender = self.sender.clone();
        let waker = Arc::clone(&self.waker);
        let waiting = Arc::clone(&self.waiting);
        waiting.fetch_add(1, Ordering::AcqRel);
        let spawned = std::thread::Builder::new()
            .name("file dialog".into())
            .spawn(move || {
                let event = job();
                waiting.fetch_sub(1, Ordering::AcqRel);
                if let Some(event) = event {
                    // The window may be gone: nobody to tell.
                    let _ = sender.send(event);
                }
                waker();
            });
        if let Err(e) = spawned {
            self.waiting.fetch_sub(1, Ordering::AcqRel);
            log::warn!("could not start a file dialog: {e}");
            let _ = self.sender.send(FileEvent::NoOpenDialog);
        }
    }
}

/// Whether the program at `path` works as an engine, as an event.
fn probe_event(path: PathBuf, seat: Stone) -> FileEvent {
    match probe(&path) {
        Ok(engine) => FileEvent::EngineAdded { seat, engine },
        Err(error) => FileEvent::EngineNotAdded { path, error },
    }
}

/// `path`, with `.psq` added when it has no extension.
#[must_use]
pub fn with_extension(path: PathBuf) -> PathBuf {
    if path.extension().is_some() {
        path
    } else {
        path.with_extension("psq")
    }
}

/// Writes `record` to `path` — a move string for a `.txt` file, PSQ for
/// any other — replacing the file in one step. The error is the system's
/// reason.
///
/// # Errors
/// The system's reason when the file cannot be written.
pub fn write_record(path: &Path, record: &Record) -> Result<(), String> {
    let text = if is_move_string_file(path) {
        let mut moves = record.to_move_string();
        moves.push('\n');
        moves
    } else {
        record.to_psq()
    };
    write_text(path, &text)
}

/// Writes `text` to `path`, replacing the file in one step; the error is
/// the system's reason.
pub(super) fn write_text(path: &Path, text: &str) -> Result<(), String> {
    write_atomically(path, text.as_bytes()).map_err(|e| match e {
        StoreError::Io { source, .. } => source.to_string(),
        other => other.to_string(),
    })
}

fn is_move_string_file(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("txt"))
}

/// Writes `record` into a new file in `folder` (the data folder's
/// `records/`), named after the time ([`free_name`]).
fn save_without_dialog(record: &Record, folder: Option<&Path>) -> FileEvent {
    match write_new_file(folder, "gomoku", "psq", |path| write_record(path, record)) {
        Ok(path) => FileEvent::SavedWithoutDialog(path),
        Err((path, error)) => FileEvent::SaveFailed { path, error },
    }
}

/// Writes a new file `stem-<time>.extension` in `folder` (the data
/// folder's `records/`, when there is one) with `write`: where it went,
/// or where it could not go and why.
pub(super) fn write_new_file(
    folder: Option<&Path>,
    stem: &str,
    extension: &str,
    write: impl FnOnce(&Path) -> Result<(), String>,
) -> Result<PathBuf, (PathBuf, String)> {
    let Some(folder) = folder else {
        return Err((
            PathBuf::from(RECORDS_FOLDER),
            StoreError::NoDataDir.to_string(),
        ));
    };
    let Some(path) = free_name(folder, stem, extension) else {
        return Err((folder.to_path_buf(), "no free file name".into()));
    };
    match write(&path) {
        Ok(()) => Ok(path),
        Err(error) => Err((path, error)),
    }
}

/// A new file's name in `folder` (the data folder's `records/`) after
/// the time: `gomoku-2026-12-01-1059.psq`, with `-2`, `-3` … when that is
/// taken; `None` when a thousand are. The temporaries an interrupted save
/// left there go first (as the store's do at start).
pub(super) fn free_name(folder: &Path, stem: &str, extension: &str) -> Option<PathBuf> {
    Store::at(folder).remove_stale_temporaries();
    let seconds = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs());
    let stamp: String = format_utc(seconds)
        .trim_end_matches(" UTC")
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            ':' => None,
            c => Some(c),
        })
        .collect();
    (1..1000)
        .map(|n| {
            let suffix = if n == 1 {
                String::new()
            } else {
                format!("-{n}")
            };
            folder.join(format!("{stem}-{stamp}{suffix}.{extension}"))
        })
        .find(|path| std::fs::symlink_metadata(path).is_err())
}

/// The system's file dialogs (`rfd`): the native ones on Windows and
/// macOS; on Linux the desktop portal over D-Bus, or zenity.
#[must_use]
pub fn system_picker() -> Picker {
    Arc::new(|dialog: &Dialog| {
        if !dialogs_available() {
            return Picked::Unavailable;
        }
        let files = rfd::FileDialog::new().set_title(&dialog.title);
        if dialog.kind == DialogKind::Engine {
            let files = if cfg!(windows) {
                files.add_filter(&dialog.psq_filter, &["exe"])
            } else {
                files
            };
            return files.pick_file().map_or(Picked::Cancelled, Picked::Chosen);
        }
        let files = if matches!(dialog.kind, DialogKind::SaveTree | DialogKind::OpenTree) {
            files.add_filter(&dialog.sgf_filter, &["sgf"])
        } else {
            files
                .add_filter(&dialog.psq_filter, &["psq"])
                .add_filter(&dialog.moves_filter, &["txt"])
        };
        let chosen = match dialog.kind {
            DialogKind::Save | DialogKind::SaveTree => {
                files.set_file_name(&dialog.file_name).save_file()
            }
            DialogKind::Open | DialogKind::OpenTree | DialogKind::Engine => files.pick_file(),
        };
        chosen.map_or(Picked::Cancelled, Picked::Chosen)
    })
}

/// Whether a file dialog can be shown. On Linux `rfd` asks the desktop
/// portal over the session bus and falls back to zenity; with neither (a
/// bare X session, a container) it returns nothing at once, which would
/// look like a cancel.
fn dialogs_available() -> bool {
    if !cfg!(any(
        target_os = "linux",
        target_os = "freebsd",
        target_os = "dragonfly",
        target_os = "netbsd",
        target_os = "openbsd"
    )) {
        return true;
    }
    session_bus_exists() || program_on_path("zenity")
}

fn session_bus_exists() -> bool {
    let named = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some_and(|a| !a.is_empty());
    // Without the variable libdbus looks for the bus at its usual place.
    let usual =
        std::env::var_os("XDG_RUNTIME_DIR").is_some_and(|dir| Path::new(&dir).join("bus").exists());
    named || usual
}

fn program_on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(program).is_file()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    fn dialog(kind: DialogKind) -> Dialog {
        Dialog {
            kind,
            title: "t".into(),
            psq_filter: "p".into(),
            moves_filter: "m".into(),
            sgf_filter: "s".into(),
            file_name: "game.psq".into(),
        }
    }

    fn wait(files: &mut Files) -> FileEvent {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if let Some(event) = files.poll().pop() {
                return event;
            }
            assert!(Instant::now() < deadline, "nothing came back");
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    fn answering(picked: Picked) -> Picker {
        Arc::new(move |_: &Dialog| picked.clone())
    }

    fn record() -> Result<Record, Box<dyn std::error::Error>> {
        Ok(Record::parse("h8i9j10")?)
    }

    #[test]
    fn a_chosen_file_gets_the_format_its_name_asks_for() -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        for (name, written, expected) in [
            ("a.psq", "a.psq", "Piskvorky 15x15"),
            ("b.txt", "b.txt", "h8i9j10\n"),
            ("c", "c.psq", "Piskvorky 15x15"),
            ("d.PSQ", "d.PSQ", "Piskvorky 15x15"),
        ] {
            let mut files = Files::new(
                answering(Picked::Chosen(dir.path().join(name))),
                Arc::new(|| {}),
            );
            files.save(dialog(DialogKind::Save), record()?, None);
            match wait(&mut files) {
                FileEvent::Saved(path) => assert_eq!(path, dir.path().join(written)),
                other => panic!("{name}: {other:?}"),
            }
            let text = std::fs::read_to_string(dir.path().join(written))?;
            assert!(text.starts_with(expected), "{name}: {text:?}");
            // What was written reads back as the same game.
            assert_eq!(Record::parse(&text)?.moves(), record()?.moves());
            assert!(!files.busy());
        }
        Ok(())
    }

    #[test]
    fn without_a_dialog_the_game_goes_to_the_records_folder()
    -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let folder = dir.path().join(RECORDS_FOLDER);
        let mut files = Files::new(answering(Picked::Unavailable), Arc::new(|| {}));
        let mut saved = Vec::new();
        for _ in 0..2 {
            files.save(dialog(DialogKind::Save), record()?, Some(folder.clone()));
            match wait(&mut files) {
                FileEvent::SavedWithoutDialog(path) => saved.push(path),
                other => panic!("{other:?}"),
            }
        }
        // Two saves in the same minute: two files, neither replaced.
        assert_ne!(saved[0], saved[1]);
        for path in &saved {
            assert_eq!(path.parent(), Some(folder.as_path()));
            let text = std::fs::read_to_string(path)?;
            assert_eq!(Record::parse(&text)?.moves(), record()?.moves());
        }

        files.save(dialog(DialogKind::Save), record()?, None);
        assert!(matches!(wait(&mut files), FileEvent::SaveFailed { .. }));
        files.open(dialog(DialogKind::Open));
        assert!(matches!(wait(&mut files), FileEvent::NoOpenDialog));
        Ok(())
    }

    #[test]
    fn a_save_without_a_dialog_clears_stale_temporaries() -> Result<(), Box<dyn std::error::Error>>
    {
        let dir = tempfile::tempdir()?;
        let folder = dir.path().join(RECORDS_FOLDER);
        std::fs::create_dir_all(&folder)?;
        // Left by a save that was killed, long ago; and one of a save
        // that may still be going on.
        let stale = folder.join(".gomoku-2026-12-01-1059.psq.tmp-999-0");
        let fresh = folder.join(".gomoku-2026-12-01-1100.psq.tmp-999-1");
        std::fs::write(&stale, "Piskvorky")?;
        std::fs::write(&fresh, "Piskvorky")?;
        let long_ago = SystemTime::now() - crate::session::store::STALE_TEMPORARY * 2;
        std::fs::File::options()
            .write(true)
            .open(&stale)?
            .set_modified(long_ago)?;
        let mut files = Files::new(answering(Picked::Unavailable), Arc::new(|| {}));
        files.save(dialog(DialogKind::Save), record()?, Some(folder.clone()));
        assert!(matches!(wait(&mut files), FileEvent::SavedWithoutDialog(_)));
        assert!(!stale.exists(), "the stale temporary is cleared");
        assert!(fresh.exists(), "a young one may be another game's save");
        Ok(())
    }

    #[test]
    fn a_failed_write_names_the_file_and_a_cancel_says_nothing()
    -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        // A file where the folder should be.
        let blocker = dir.path().join("blocker");
        std::fs::write(&blocker, "x")?;
        let target = blocker.join("game.psq");
        let mut files = Files::new(answering(Picked::Chosen(target.clone())), Arc::new(|| {}));
        files.save(dialog(DialogKind::Save), record()?, None);
        match wait(&mut files) {
            FileEvent::SaveFailed { path, error } => {
                assert_eq!(path, target);
                assert!(!error.is_empty());
            }
            other => panic!("{other:?}"),
        }

        let mut files = Files::new(answering(Picked::Cancelled), Arc::new(|| {}));
        files.save(dialog(DialogKind::Save), record()?, Some(dir.path().into()));
        files.open(dialog(DialogKind::Open));
        let deadline = Instant::now() + Duration::from_secs(20);
        while files.busy() {
            assert!(Instant::now() < deadline, "the dialogs never ended");
            std::thread::sleep(Duration::from_millis(5));
        }
        assert!(files.poll().is_empty());
        Ok(())
    }

    #[test]
    fn open_hands_back_the_chosen_file() {
        let mut files = Files::new(
            answering(Picked::Chosen(PathBuf::from("/x/y.psq"))),
            Arc::new(|| {}),
        );
        files.open(dialog(DialogKind::Open));
        match wait(&mut files) {
            FileEvent::Open(path) => assert_eq!(path, PathBuf::from("/x/y.psq")),
            other => panic!("{other:?}"),
        }
    }
}
