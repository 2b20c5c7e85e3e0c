//! The tuner's games: `master` against itself from random openings, and
//! the quiet positions they pass through, each with the game's result.

use std::sync::atomic::{AtomicUsize, Ordering};

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use gomoku::engine::search::learned::CLASSES;
use gomoku::engine::search::position::{Position, Threat};
use gomoku::engine::{Level, Limits};
use gomoku::game::board::Stone;
use gomoku::game::opening::random_opening;
use gomoku::game::rules::Game;
use gomoku::rng::scramble;

use crate::Options;
use crate::fit::Sample;

/// Plays the games (on `options.threads` threads) and returns each game's
/// samples, in game order whatever the threads did.
pub fn play(options: &Options) -> Result<Vec<Vec<Sample>>, String> {
    Game::new(options.size, options.rule).map_err(|e| e.to_string())?;
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let mut games: Vec<(usize, Vec<Sample>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..options.threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let n = next.fetch_add(1, Ordering::Relaxed);
                        if n >= options.games {
                            break mine;
                        }
                        mine.push((n, game_samples(options, n)));
                        let finished = done.fetch_add(1, Ordering::Relaxed) + 1;
                        eprint!("\rgames {finished}/{}", options.games);
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_default())
            .collect()
    });
    eprintln!();
    games.sort_by_key(|&(n, _)| n);
    Ok(games.into_iter().map(|(_, samples)| samples).collect())
}

/// One self-play game from its own random opening, as samples.
fn game_samples(options: &Options, n: usize) -> Vec<Sample> {
    let seed = scramble(options.seed ^ scramble(n as u64));
    let mut rng = StdRng::seed_from_u64(seed);
    let plies = rng.random_range(3..=5);
    let Some(opening) = random_opening(options.size, options.rule, plies, &mut rng) else {
        return Vec::new();
    };
    let Ok(mut game) = Game::new(options.size, options.rule) else {
        return Vec::new();
    };
    for p in opening {
        if game.play(p).is_err() {
            return Vec::new();
        }
    }
    let mut engine = Level::Master.engine(seed);
    let mut positions = Vec::new();
    while game.outcome().is_none() {
        positions.extend(quiet_counts(&game));
        let Some(p) = engine.choose(&game, &Limits::nodes(options.nodes)) else {
            break;
        };
        if game.play(p).is_err() {
            break;
        }
    }
    samples_of(positions, game.outcome().and_then(|o| o.winner()))
}

/// A game's position, when quiet ([`is_quiet`]): the class counts of the
/// side to move and of the opponent, and who is to move.
pub fn quiet_counts(game: &Game) -> Option<Counts> {
    let pos = Position::from_game(game);
    is_quiet(&pos).then(|| {
        (
            pos.class_counts(pos.to_move()),
            pos.class_counts(1 - pos.to_move()),
            game.to_move(),
        )
    })
}

/// A position's class counts (side to move, opponent) and who is to move.
pub type Counts = ([i64; CLASSES], [i64; CLASSES], Stone);

/// The samples of one game's positions (the side to move's class counts,
/// the opponent's, and who was to move), given the game's winner (`None`
/// for a draw).
pub fn samples_of(positions: Vec<Counts>, winner: Option<Stone>) -> Vec<Sample> {
    positions
        .into_iter()
        .map(|(me, them, side)| Sample {
            me,
            them,
            result: match winner {
                None => 0.5,
                Some(w) if w == side => 1.0,
                Some(_) => 0.0,
            },
        })
        .collect()
}

/// Whether the evaluation is what decides the position: nobody can make
/// five, and the side to move has no winning double threat.
fn is_quiet(pos: &Position) -> bool {
    let me = pos.to_move();
    pos.points_with(me, Threat::Five).is_empty()
        && pos.points_with(1 - me, Threat::Five).is_empty()
        && pos.points_with(me, Threat::FourThree).is_empty()
}
