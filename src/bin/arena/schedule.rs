//! A whole match: [`run_match`] plays every game (each opening twice,
//! colours swapped) on worker threads and collects the [`MatchReport`].
//!
//! Each game only ever has one contestant thinking at a time, so
//! `threads` games keep at most `threads` cores busy (plus whatever an
//! external engine runs on its own threads). Keep `threads` at or below
//! the number of idle cores, or contestants that search until a deadline
//! get less CPU per move and fixed-work ones get slower and may overrun.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

use crate::config::{Contestant, MatchSettings};
use crate::error::ArenaError;
use crate::game::{GameRecord, play_game};
use crate::openings::openings;

/// A finished match.
#[derive(Clone, Debug)]
pub struct MatchReport {
    /// The settings it was played with.
    pub settings: MatchSettings,
    /// Every game, in order.
    pub games: Vec<GameRecord>,
}

/// Plays a match: `settings.pairs` openings, each twice with colours
/// swapped, on `settings.threads` threads. `progress` is called (from any of
/// those threads) as each game ends.
///
/// # Errors
/// [`ArenaError`] when the settings are invalid or an engine's command
/// cannot be run at all (a missing program is a mistake, not a forfeit).
pub fn run_match(
    settings: &MatchSettings,
    progress: &(dyn Fn(&GameRecord) + Sync),
) -> Result<MatchReport, ArenaError> {
    settings.validate()?;
    for contestant in [&settings.a, &settings.b] {
        if let Contestant::Engine(cmd) = contestant {
            cmd.check_runs().map_err(ArenaError::Engine)?;
        }
    }
    let openings = openings(settings)?;
    let total = openings.len() * 2;
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<GameRecord>>> = Mutex::new(vec![None; total]);
    let work = || {
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= total {
                break;
            }
            let record = play_game(settings, i, &openings[i / 2]);
            progress(&record);
            results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(record);
        }
    };
    thread::scope(|scope| {
        for n in 1..settings.threads.min(total) {
            // A thread that cannot start leaves its games to the others.
            let _ = thread::Builder::new()
                .name(format!("arena-game-{n}"))
                .spawn_scoped(scope, work);
        }
        work();
    });
    let games: Vec<GameRecord> = results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .flatten()
        .collect();
    if games.len() != total {
        return Err(ArenaError::Unfinished {
            done: games.len(),
            total,
        });
    }
    Ok(MatchReport {
        settings: settings.clone(),
        games,
    })
}
