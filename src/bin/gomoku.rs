//! Gomoku: the desktop game. Everything lives in the library (`gomoku::gui`).

// No console window behind the game in Windows release builds.
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

fn main() -> eframe::Result {
    // Warnings (no sound card, a file that could not be saved) go to
    // stderr; RUST_LOG=debug shows more.
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn"))
        .format_target(false)
        .init();
    gomoku::gui::run()
}
