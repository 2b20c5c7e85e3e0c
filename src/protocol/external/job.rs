//! Windows: every outside engine the program starts goes into one job
//! object that kills its processes when it closes, and it closes when the
//! program ends, however it ends (a crash, Task Manager's End task): no
//! engine is left running on a core. (Linux ties each engine to the
//! thread that starts it instead: `command::end_with_this_thread`.)

use std::os::windows::io::AsRawHandle;
use std::process::Child;
use std::sync::OnceLock;

use windows_sys::Win32::Foundation::{CloseHandle, HANDLE};
use windows_sys::Win32::System::JobObjects::{
    AssignProcessToJobObject, CreateJobObjectW, JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE,
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION, JobObjectExtendedLimitInformation,
    SetInformationJobObject,
};

/// The program's job, made at the first engine's start (its handle as a
/// number: a handle is a pointer, and the job is shared by every thread),
/// or `None` when the system would not make one.
static JOB: OnceLock<Option<usize>> = OnceLock::new();

/// Puts `child` in the program's job, so that it ends when the program
/// does. When that fails (the system has no job for us, or the program
/// runs in a job that forbids it), the engine runs as before: the seats
/// still end it when a game or the window closes normally.
#[allow(unsafe_code)]
pub(super) fn end_with_this_program(child: &Child) {
    let Some(job) = *JOB.get_or_init(make_job) else {
        log::warn!("no job object: an outside engine may outlive a crash");
        return;
    };
    // SAFETY: both handles are valid for the call: the job's is never
    // closed, and the child's is owned by `child`, which outlives it.
    let ok = unsafe { AssignProcessToJobObject(job as HANDLE, child.as_raw_handle() as HANDLE) };
    if ok == 0 {
        log::warn!(
            "engine {} not tied to the program: {}",
            child.id(),
            std::io::Error::last_os_error()
        );
    }
}

/// A job that kills its processes when its last handle closes.
#[allow(unsafe_code)]
fn make_job() -> Option<usize> {
    // No limit but the one: all zero is "no limits".
    let mut limits = JOBOBJECT_EXTENDED_LIMIT_INFORMATION::default();
    limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
    // SAFETY: plain calls with null (default) attributes and name, and the
    // limits structure, which lives across the call whose size it is given.
    unsafe {
        let job = CreateJobObjectW(std::ptr::null(), std::ptr::null());
        if job.is_null() {
            return None;
        }
        let size = u32::try_from(size_of::<JOBOBJECT_EXTENDED_LIMIT_INFORMATION>()).ok()?;
        let set = SetInformationJobObject(
            job,
            JobObjectExtendedLimitInformation,
            (&raw const limits).cast(),
            size,
        );
        if set == 0 {
            CloseHandle(job);
            return None;
        }
        Some(job as usize)
    }
}
