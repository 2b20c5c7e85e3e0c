//! Gomoku: the desktop game. Everything lives in the library (`gomoku::app`).

fn main() -> eframe::Result {
    gomoku::app::run()
}
