//! Build script: on Windows, puts the icon (`assets/icon.ico`) and the
//! version details into the executables, for Explorer and shortcuts to show
//! (the window's own icon is set at run time from `icon.png`). Elsewhere it
//! does nothing.

fn main() -> std::io::Result<()> {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=assets/icon.ico");
    // The build script runs on the host: `cfg(windows)` says whether the
    // resource compiler (and `winresource`) are at hand, the variable what
    // the executables are built for.
    #[cfg(windows)]
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("windows") {
        winresource::WindowsResource::new()
            .set_icon("assets/icon.ico")
            .set("ProductName", "Gomoku")
            .set("FileDescription", "Gomoku")
            .compile()?;
    }
    Ok(())
}
