//! The rooms of `src/` depend one way: no folder imports one that stands
//! above it, so there is no import loop between them. The order, lowest
//! first, is [`ROOMS`]; `src/bin/` (the binaries' edges) and the crate's
//! root files are outside it. Comments may name any room; code may not
//! reach up.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The rooms, lowest first. `i18n` (the words for the player) may name
/// every lower room's types to word them; nothing below it imports it.
const ROOMS: [&str; 8] = [
    "game", "engine", "protocol", "teacher", "session", "i18n", "assets", "gui",
];

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// The room a source file belongs to (`src/i18n.rs` and `src/i18n/…` are
/// both `i18n`), if any.
fn room_of(src: &Path, file: &Path) -> Option<usize> {
    let first = file.strip_prefix(src).ok()?.components().next()?;
    let name = first.as_os_str().to_str()?;
    let name = name.strip_suffix(".rs").unwrap_or(name);
    ROOMS.iter().position(|&r| r == name)
}

/// The rooms a line of code names as `crate::room` (or inside
/// `crate::{…}`).
fn named_rooms(line: &str) -> BTreeSet<usize> {
    let mut named = BTreeSet::new();
    for (at, _) in line.match_indices("crate::") {
        let rest = &line[at + "crate::".len()..];
        let rest = rest.strip_prefix('{').unwrap_or(rest);
        let names: Vec<&str> = if line[at..].starts_with("crate::{") {
            rest.split(['}', ',']).map(str::trim).collect()
        } else {
            vec![rest]
        };
        for name in names {
            let end = name
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(name.len());
            if let Some(room) = ROOMS.iter().position(|&r| r == &name[..end]) {
                named.insert(room);
            }
        }
    }
    named
}

/// Every `file:line: room -> higher room` in the sources, but the pairs
/// in `except` (lower, higher).
fn upward_imports(except: &[(&str, &str)]) -> Vec<String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    files.sort();
    assert!(files.len() > 50, "the sources were found ({})", files.len());
    let mut found = Vec::new();
    for file in files {
        let Some(room) = room_of(&src, &file) else {
            continue;
        };
        let text = fs::read_to_string(&file).expect("a source file reads");
        for (n, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            for higher in named_rooms(line).into_iter().filter(|&r| r > room) {
                if except.contains(&(ROOMS[room], ROOMS[higher])) {
                    continue;
                }
                found.push(format!(
                    "{}:{}: {} -> {}",
                    file.strip_prefix(&src).unwrap_or(&file).display(),
                    n + 1,
                    ROOMS[room],
                    ROOMS[higher]
                ));
            }
        }
    }
    found
}

#[test]
fn the_reader_finds_rooms_in_code() {
    assert_eq!(named_rooms("use crate::i18n::Lang;"), BTreeSet::from([5]));
    assert_eq!(
        named_rooms("use crate::{engine::Eval, gui};"),
        BTreeSet::from([1, 7])
    );
    assert!(named_rooms("use crate::rng::SplitMix64;").is_empty());
}

#[test]
fn no_room_imports_one_above_it() {
    let found = upward_imports(&[("engine", "protocol")]);
    assert!(found.is_empty(), "upward imports:\n{}", found.join("\n"));
}

#[test]
fn the_engine_does_not_import_the_protocol() {
    let found = upward_imports(&[]);
    assert!(found.is_empty(), "upward imports:\n{}", found.join("\n"));
}
