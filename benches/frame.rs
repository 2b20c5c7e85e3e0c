//! The cost of drawing the board on a crowded 19×19 renju position, the
//! worst case for a repaint (every mouse move repaints).
//!
//! - `board_frame_recomputing`: a frame that works out black's forbidden
//!   points again, as every repaint did before they were cached;
//! - `board_frame_cached`: a frame with the points worked out once per
//!   position, as the app does now;
//! - `forbidden_points`: the analysis alone.
//!
//! Run with `cargo bench --bench frame`. Frames run headless (egui_kittest,
//! no GPU), so they time the app's work, not the renderer's.

use eframe::egui;
use egui_kittest::Harness;
use gomoku::game::board::Pos;
use gomoku::game::rules::{Game, Rule};
use gomoku::gui::board_view::{self, Scene};
use gomoku::rng::SplitMix64;

fn main() {
    divan::main();
}

/// A 19×19 renju game with `stones` stones and nobody winning yet, from
/// random legal moves near the centre.
fn crowded(stones: usize) -> Game {
    let mut game = Game::new(19, Rule::Renju).expect("19 is supported");
    let mut rng = SplitMix64::new(7);
    while game.board().stone_count() < stones {
        let x = 3 + (rng.next_u64() % 13) as u8;
        let y = 3 + (rng.next_u64() % 13) as u8;
        let pos = Pos::new(x, y);
        if !game.is_legal(pos) {
            continue;
        }
        if let Ok(Some(_)) = game.play(pos) {
            game.undo();
        }
    }
    game
}

fn harness(game: Game, cached: bool) -> Harness<'static> {
    let points: Vec<Pos> = game
        .forbidden_points()
        .into_iter()
        .map(|(p, _)| p)
        .collect();
    Harness::builder()
        .with_size(egui::vec2(860.0, 920.0))
        .build_ui(move |ui| {
            let fresh;
            let forbidden = if cached {
                &points
            } else {
                fresh = game
                    .forbidden_points()
                    .into_iter()
                    .map(|(p, _)| p)
                    .collect::<Vec<_>>();
                &fresh
            };
            let legal = |p| game.is_legal(p);
            let scene = Scene {
                game: &game,
                forbidden,
                hint: None,
                winning_line: None,
                placing: Some((game.to_move(), &legal)),
                heat: None,
                threats: None,
                rings: &[],
                numbers: false,
                offers: &[],
            };
            board_view::show(ui, &scene, None);
        })
}

#[divan::bench(args = [60, 120])]
fn board_frame_recomputing(bencher: divan::Bencher, stones: usize) {
    let mut h = harness(crowded(stones), false);
    bencher.bench_local(|| h.step());
}

#[divan::bench(args = [60, 120])]
fn board_frame_cached(bencher: divan::Bencher, stones: usize) {
    let mut h = harness(crowded(stones), true);
    bencher.bench_local(|| h.step());
}

#[divan::bench(args = [60, 120])]
fn forbidden_points(bencher: divan::Bencher, stones: usize) {
    let game = crowded(stones);
    bencher.bench_local(|| game.forbidden_points().len());
}
