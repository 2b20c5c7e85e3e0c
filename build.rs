//! Build script: embeds the messages files named by
//! `assets/i18n/languages.txt` (see [`languages`]), and when the target is
//! Windows, puts the icon
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
use std::fmt::Write as _;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

fn main() -> io::Result<()> {
    println!("cargo:rerun-if-changed=build.rs");
    languages()?;
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

/// Writes `$OUT_DIR/languages.rs` from `assets/i18n/languages.txt`: the
/// list of languages (`LANGUAGES`: code, own name, other locales), a
/// constant of [`Lang`] for each (`EN`, `ZH_CN`…), and each language's
/// messages file, embedded (`FILES`). Adding a language is one line there
/// and one file beside it; no Rust changes.
///
/// [`Lang`]: ../src/session/language.rs
fn languages() -> io::Result<()> {
    let dir = Path::new("assets").join("i18n");
    let list = dir.join("languages.txt");
    println!("cargo:rerun-if-changed={}", list.display());
    let manifest_dir = env::var_os("CARGO_MANIFEST_DIR")
        .ok_or_else(|| io::Error::other("cargo did not set CARGO_MANIFEST_DIR"))?;
    let text = fs::read_to_string(&list)?;
    let bad =
        |line: usize, why: &str| io::Error::other(format!("{}:{line}: {why}", list.display()));
    let mut table =
        String::from("/// Every language: its code, its own name, the other locales it answers.\n");
    table.push_str("pub(crate) const LANGUAGES: &[(&str, &str, &[&str])] = &[\n");
    let mut consts = String::new();
    let mut files =
        String::from("/// Each language's messages file (name, text), in `LANGUAGES` order.\n");
    files.push_str("pub(crate) const FILES: &[(&str, &str)] = &[\n");
    let mut count = 0;
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let (code, name) = match fields[..] {
            [code, name] | [code, name, _] if !code.is_empty() && !name.is_empty() => (code, name),
            _ => return Err(bad(number + 1, "expected `code | name | other locales`")),
        };
        if !code.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
            return Err(bad(number + 1, "a code is letters, digits and '-'"));
        }
        if count == 0 && code != "en" {
            return Err(bad(number + 1, "English (en) must come first"));
        }
        let also: Vec<String> = fields
            .get(2)
            .map(|a| a.split_whitespace().map(|l| format!("{l:?}")).collect())
            .unwrap_or_default();
        let file = dir.join(format!("{code}.ftl"));
        if !file.is_file() {
            return Err(bad(number + 1, &format!("{} is missing", file.display())));
        }
        println!("cargo:rerun-if-changed={}", file.display());
        let path = PathBuf::from(&manifest_dir).join(&file);
        let _ = writeln!(table, "    ({code:?}, {name:?}, &[{}]),", also.join(", "));
        let constant = code.to_ascii_uppercase().replace('-', "_");
        let _ = writeln!(
            consts,
            "    /// {name}.\n    pub const {constant}: Lang = Lang({count});"
        );
        let _ = writeln!(
            files,
            "    ({:?}, include_str!({:?})),",
            format!("{code}.ftl"),
            path.display().to_string()
        );
        count += 1;
    }
    table.push_str("];\n");
    files.push_str("];\n");
    let out = PathBuf::from(env::var_os("OUT_DIR").ok_or_else(|| io::Error::other("no OUT_DIR"))?);
    fs::write(
        out.join("languages.rs"),
        format!(
            "{table}\nimpl Lang {{\n{consts}\n    /// Every language, in menu order.\n    pub const ALL: [Lang; {count}] = [{}];\n}}\n",
            (0..count)
                .map(|i| format!("Lang({i})"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    )?;
    fs::write(out.join("messages_files.rs"), files)?;
    Ok(())
}
