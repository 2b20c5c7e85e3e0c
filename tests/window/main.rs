//! The desktop game, as one test binary: the window driven headless with
//! `egui_kittest` (basics, either colour and resigning, records, the
//! teaching overlays, Chinese), the `gomoku` binary's command line, and on
//! Linux the real window on a virtual X screen.

mod analysis;
mod analysis_layout;
mod basics;
mod cli;
mod common;
mod games;
mod lang;
mod languages;
mod lasting;
mod puzzles;
mod records;
mod seats;
mod soosorv;
mod teaching;
#[cfg(target_os = "linux")]
mod x11;
