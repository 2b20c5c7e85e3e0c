//! Gomoku: the desktop game. Everything lives in the library (`gomoku::gui`).

// No console window behind the game in Windows release builds.
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

fn main() -> eframe::Result {
    gomoku::gui::run()
}
