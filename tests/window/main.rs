//! The desktop game, as one test binary: the window driven headless with
//! `egui_kittest` (basics, either colour and resigning, records, the
//! teaching overlays, Chinese) and the `gomoku` binary's command line.

mod basics;
mod cli;
mod common;
mod games;
mod lang;
mod records;
mod teaching;
