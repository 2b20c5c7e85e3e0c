//! An external engine's command line, and starting its process.

use std::fmt;
use std::process::{Child, Command, Stdio};
use std::str::FromStr;

use super::ExternalError;

/// An external engine's command line, split into words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineCommand {
    argv: Vec<String>,
    text: String,
}

impl EngineCommand {
    /// Splits `text` into words the way a POSIX shell would, without
    /// running one: white space separates words, `'…'` quotes literally,
    /// `"…"` quotes with `\` escaping, a `\` outside quotes escapes the
    /// next character, and a `#` starting a word starts a comment.
    ///
    /// # Errors
    /// [`ExternalError::EmptyCommand`] or [`ExternalError::BadQuoting`].
    pub fn parse(text: &str) -> Result<EngineCommand, ExternalError> {
        let text = text.trim();
        let argv = shlex::split(text).ok_or_else(|| ExternalError::BadQuoting {
            command: text.to_string(),
        })?;
        if argv.is_empty() {
            return Err(ExternalError::EmptyCommand);
        }
        Ok(EngineCommand {
            argv,
            text: text.to_string(),
        })
    }

    /// The program and its arguments.
    #[must_use]
    pub fn argv(&self) -> &[String] {
        &self.argv
    }

    /// The command line as given (trimmed).
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// A short name for reports and menus: the program's file name (no
    /// directories) and its arguments, at most 40 characters.
    #[must_use]
    pub fn short_name(&self) -> String {
        let program = self.argv.first().map_or("", |p| {
            std::path::Path::new(p)
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or(p)
        });
        let mut name = program.to_string();
        for arg in self.argv.iter().skip(1) {
            name.push(' ');
            name.push_str(arg);
        }
        if name.chars().count() > 40 {
            name = name.chars().take(39).collect::<String>() + "…";
        }
        name
    }

    /// Checks that the program can be started at all, by starting it and
    /// killing it at once (a missing program is a mistake in the command,
    /// worth reporting before anything else happens).
    ///
    /// # Errors
    /// [`ExternalError::Spawn`] when it cannot be started.
    pub fn check_runs(&self) -> Result<(), ExternalError> {
        let mut child = self.spawn()?;
        // Killing a process that has already exited fails harmlessly.
        let _ = child.kill();
        let _ = child.wait();
        Ok(())
    }

    /// Starts the program with its three standard streams piped (on
    /// Windows without a console window of its own and in the program's
    /// job, so that it ends with the program, see `job.rs`; on Linux tied
    /// to the calling thread's life, see [`end_with_this_thread`]).
    pub(super) fn spawn(&self) -> Result<Child, ExternalError> {
        let (program, args) = self.argv.split_first().ok_or(ExternalError::EmptyCommand)?;
        let mut command = Command::new(program);
        #[cfg(windows)]
        {
            use std::os::windows::process::CommandExt;
            /// `CREATE_NO_WINDOW`: a console engine started by the window
            /// opens no console of its own.
            const CREATE_NO_WINDOW: u32 = 0x0800_0000;
            command.creation_flags(CREATE_NO_WINDOW);
        }
        #[cfg(target_os = "linux")]
        end_with_this_thread(&mut command);
        let child = command
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|source| ExternalError::Spawn {
                command: self.text.clone(),
                source,
            })?;
        #[cfg(windows)]
        super::job::end_with_this_program(&child);
        Ok(child)
    }
}

/// Has the engine killed when the thread that starts it ends, or the whole
/// program does, however it ends (a crash, `kill -9`, or a `SIGTERM` the
/// program does not catch): some engines never exit on their own when
/// their input closes (Wine answers the end of its input by repeating its
/// last answer forever), and one left behind would spin on a core. The
/// thread that starts an engine owns it for its whole life (a seat's
/// thread, an arena game's), so that thread's end is the engine's end.
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
fn end_with_this_thread(command: &mut Command) {
    use std::os::unix::process::CommandExt;
    let parent = std::process::id();
    // SAFETY: the closure runs in the child between fork and exec, and
    // makes only async-signal-safe system calls (prctl, getppid); it
    // allocates nothing and takes no lock.
    unsafe {
        command.pre_exec(move || {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            // The program may have ended between the fork and the prctl:
            // then the child was handed on before it asked, and goes.
            if u32::try_from(libc::getppid()).ok() != Some(parent) {
                return Err(std::io::Error::from_raw_os_error(libc::ESRCH));
            }
            Ok(())
        });
    }
}

impl FromStr for EngineCommand {
    type Err = ExternalError;
    fn from_str(text: &str) -> Result<EngineCommand, ExternalError> {
        EngineCommand::parse(text)
    }
}

impl fmt::Display for EngineCommand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}
