//! Records into and out of the window: a file named on the command line
//! or dropped on the window, text pasted with Ctrl+V (a move string or a
//! PSQ file's text), and the game copied with Ctrl+C as a move string.
//!
//! Files are read on a short-lived thread (a slow disk or a huge file must
//! not stall a frame); whatever comes back is a [`Record`] to open in
//! review, or a [`Notice`] naming the file and the line and what is wrong
//! (said in the player's language by [`crate::i18n::Lang::notice`]).

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender};

pub use crate::game::record::MAX_RECORD_BYTES;
use crate::game::record::{ReadOptions, Record};
use crate::session::notice::{Notice, OpenProblem, RecordSource};
use crate::session::read::read_regular;

/// A record that was read, or why it could not be.
pub type Opened = Result<Record, Notice>;

/// Reads records off the UI thread and hands them back.
pub struct Opener {
    sender: Sender<Opened>,
    opened: Receiver<Opened>,
    waker: Arc<dyn Fn() + Send + Sync>,
}

impl Opener {
    /// An opener that calls `waker` when a record has been read.
    pub fn new(waker: Arc<dyn Fn() + Send + Sync>) -> Opener {
        let (sender, opened) = mpsc::channel();
        Opener {
            sender,
            opened,
            waker,
        }
    }

    /// Starts reading the record file at `path`.
    pub fn open_file(&mut self, path: PathBuf) {
        let from = RecordSource::File(path.clone());
        let sender = self.sender.clone();
        let waker = Arc::clone(&self.waker);
        let spawned = std::thread::Builder::new()
            .name("open record".into())
            .spawn(move || {
                // The window may be gone: nobody to tell.
                let _ = sender.send(read_file(&path));
                waker();
            });
        if let Err(e) = spawned {
            let _ = self.sender.send(Err(Notice::RecordNotRead {
                from,
                problem: OpenProblem::NoThread(e.to_string()),
            }));
        }
    }

    /// Reads pasted text (already in memory: no thread needed).
    pub fn open_text(&mut self, text: &str) {
        let opened = Record::parse(text.trim()).map_err(|e| Notice::RecordNotRead {
            from: RecordSource::Pasted,
            problem: OpenProblem::NotARecord(e),
        });
        let _ = self.sender.send(opened);
    }

    /// The records read since the last call, oldest first.
    pub fn poll(&mut self) -> Vec<Opened> {
        self.opened.try_iter().collect()
    }
}

/// Reads and parses the record file at `path` (a regular file of at most
/// [`MAX_RECORD_BYTES`]: a pipe or a device is refused unread); the
/// notice names the file (and the line, for a bad record).
pub fn read_file(path: &Path) -> Opened {
    let failed = |problem| Notice::RecordNotRead {
        from: RecordSource::File(path.to_path_buf()),
        problem,
    };
    let content = read_regular(path, MAX_RECORD_BYTES).map_err(|e| failed(e.into()))?;
    Record::parse_bytes(&content, ReadOptions::default())
        .map_err(|e| failed(OpenProblem::NotARecord(e)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    fn wait(opener: &mut Opener) -> Opened {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            if let Some(opened) = opener.poll().pop() {
                return opened;
            }
            assert!(Instant::now() < deadline, "nothing came back");
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    #[test]
    fn files_and_text_open_and_bad_ones_are_named() -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let mut opener = Opener::new(Arc::new(|| {}));

        let good = dir.path().join("game.psq");
        std::fs::write(
            &good,
            "Piskvorky 15x15, 11:11, 0\r\n8,8,0\r\n9,9,0\r\n-1\r\n",
        )?;
        opener.open_file(good);
        let record = wait(&mut opener)?;
        assert_eq!(record.size(), 15);
        assert_eq!(record.moves().len(), 2);

        let bad = dir.path().join("bad.psq");
        std::fs::write(&bad, "Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0\n")?;
        opener.open_file(bad);
        let notice = wait(&mut opener).err().ok_or("a bad record opened")?;
        let message = notice.to_string();
        assert!(message.contains("bad.psq"), "{message}");
        assert!(message.contains("line 3"), "{message}");
        assert!(
            matches!(
                &notice,
                Notice::RecordNotRead {
                    from: RecordSource::File(_),
                    problem: OpenProblem::NotARecord(e),
                } if e.line == 3
            ),
            "{notice:?}"
        );

        opener.open_file(dir.path().join("missing.psq"));
        let message = wait(&mut opener).err().ok_or("a missing file opened")?;
        assert!(message.to_string().contains("missing.psq"), "{message}");

        let huge = dir.path().join("huge.psq");
        std::fs::write(&huge, vec![b'1'; (MAX_RECORD_BYTES + 1) as usize])?;
        opener.open_file(huge);
        let message = wait(&mut opener).err().ok_or("a huge file opened")?;
        assert!(
            message.to_string().contains("larger than 1 MiB"),
            "{message}"
        );

        // A device and a pipe: refused at once, not read (the device
        // would never end, the pipe would wait for a writer).
        #[cfg(unix)]
        {
            let fifo = dir.path().join("fifo.psq");
            let made = std::process::Command::new("mkfifo").arg(&fifo).status()?;
            assert!(made.success());
            for (path, says) in [
                (
                    PathBuf::from("/dev/zero"),
                    "is not a regular file but a device",
                ),
                (fifo, "is not a regular file but a named pipe"),
            ] {
                opener.open_file(path.clone());
                let notice = wait(&mut opener).err().ok_or("a device opened")?;
                let message = notice.to_string();
                assert!(message.contains(&path.display().to_string()), "{message}");
                assert!(message.contains(says), "{message}");
            }
        }

        opener.open_text("  h8i9j10\n");
        assert_eq!(wait(&mut opener)?.moves().len(), 3);
        opener.open_text("hello there");
        let message = wait(&mut opener).err().ok_or("prose opened")?;
        assert!(
            message.to_string().contains("not a game record"),
            "{message}"
        );
        Ok(())
    }
}
