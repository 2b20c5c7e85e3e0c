//! Build script: when the target is Windows, puts the icon
//! (`assets/icon.ico`) and the version details into the executables, for
//! Explorer and shortcuts to show (the window's own icon is set at run time
//! from `icon.png`). For every other target it does nothing and needs no
//! Windows tools.
//!
//! The `winresource` crate writes the `.rc` file and runs the resource
//! compiler that fits the target: the SDK's `rc.exe` for `*-windows-msvc`,
//! MinGW's `windres` for `*-windows-gnu` — prefixed
//! (`x86_64-w64-mingw32-windres`, `x86_64-w64-mingw32-ar`) when cross
//! compiling from Linux. `WINDRES`, `AR`, `CROSS_COMPILE` and `RC_PATH`
//! override where it looks.

use std::env;
use std::io;
use std::path::PathBuf;

fn main() -> io::Result<()> {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=assets/icon.ico");
    for var in ["WINDRES", "AR", "CROSS_COMPILE", "RC_PATH"] {
        println!("cargo:rerun-if-env-changed={var}");
    }
    // The build script runs on the host, so `cfg(windows)` would tell where
    // we build, not what for: cargo names the target in this variable.
    if env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return Ok(());
    }
    // An absolute path: the resource compiler does not run in the package
    // folder (winresource starts it in the toolkit's folder).
    let manifest_dir = env::var_os("CARGO_MANIFEST_DIR")
        .ok_or_else(|| io::Error::other("cargo did not set CARGO_MANIFEST_DIR"))?;
    let icon = PathBuf::from(manifest_dir).join("assets").join("icon.ico");
    let icon = icon
        .to_str()
        .ok_or_else(|| io::Error::other("the package path is not valid UTF-8"))?;
    winresource::WindowsResource::new()
        .set_icon(icon)
        .set("ProductName", "Gomoku")
        .set("FileDescription", "Gomoku")
        .set("LegalCopyright", "MIT OR Apache-2.0")
        .compile()
}
