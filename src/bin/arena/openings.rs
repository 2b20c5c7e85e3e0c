//! What a match draws from its seed: the random openings (one per pair of
//! games) and the seeds of the in-process levels. Both depend only on the
//! match seed and the game's number, so results do not depend on how many
//! threads play the games.

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use gomoku::game::board::Pos;
use gomoku::game::rules::{Game, Rule};
use gomoku::rng::scramble;

use crate::config::{MatchSettings, Side};
use crate::error::ArenaError;

/// The side of the central square that random openings are placed in.
pub const OPENING_AREA: usize = 5;

/// The seed for an in-process level playing `side` in game `game` of a
/// match seeded with `match_seed`.
#[must_use]
pub fn player_seed(match_seed: u64, game: usize, side: Side) -> u64 {
    scramble(match_seed ^ scramble((game as u64) * 2 + side.index() as u64))
}

/// A random opening of `plies` stones, alternately black and white, on
/// empty points of the central [`OPENING_AREA`] square, each legal under
/// `rule` and none making five.
///
/// # Errors
/// [`ArenaError`] for an unsupported size or more plies than fit.
pub fn random_opening(
    size: usize,
    rule: Rule,
    plies: usize,
    rng: &mut StdRng,
) -> Result<Vec<Pos>, ArenaError> {
    let centre = size / 2;
    let lo = centre.saturating_sub(OPENING_AREA / 2);
    let hi = (lo + OPENING_AREA).min(size);
    for _attempt in 0..100 {
        let mut game = Game::new(size, rule).map_err(|e| ArenaError::Settings(e.to_string()))?;
        let mut moves = Vec::with_capacity(plies);
        for _ in 0..plies {
            let candidates: Vec<Pos> = (lo..hi)
                .flat_map(|y| (lo..hi).map(move |x| Pos::new(x as u8, y as u8)))
                .filter(|&p| game.is_legal(p))
                .collect();
            if candidates.is_empty() {
                break;
            }
            let pos = candidates[rng.random_range(0..candidates.len())];
            if game.play(pos).is_err() || game.outcome().is_some() {
                break;
            }
            moves.push(pos);
        }
        if moves.len() == plies {
            return Ok(moves);
        }
    }
    Err(ArenaError::Opening { plies, size })
}

/// The openings of a match, one per pair, from its seed (the first `n`
/// openings are the same whatever the number of pairs).
///
/// # Errors
/// [`ArenaError`] for settings that [`MatchSettings::validate`] refuses.
pub fn openings(settings: &MatchSettings) -> Result<Vec<Vec<Pos>>, ArenaError> {
    settings.validate()?;
    let mut rng = StdRng::seed_from_u64(scramble(settings.seed));
    let (lo, hi) = settings.opening_plies;
    (0..settings.pairs)
        .map(|_| {
            let plies = rng.random_range(lo..=hi);
            random_opening(settings.size, settings.rule, plies, &mut rng)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Contestant;
    use gomoku::engine::Level;

    #[test]
    fn openings_are_small_central_and_seeded() {
        let settings = MatchSettings {
            pairs: 50,
            size: 15,
            rule: Rule::Renju,
            seed: 5,
            ..MatchSettings::new(
                Contestant::Level(Level::Seed),
                Contestant::Level(Level::Seed),
            )
        };
        let all = openings(&settings).expect("openings");
        assert_eq!(all.len(), 50);
        let lo = 15 / 2 - OPENING_AREA / 2;
        for opening in &all {
            assert!((2..=4).contains(&opening.len()), "{opening:?}");
            for p in opening {
                assert!((lo..lo + OPENING_AREA).contains(&usize::from(p.x)));
                assert!((lo..lo + OPENING_AREA).contains(&usize::from(p.y)));
            }
        }
        let lengths: std::collections::HashSet<usize> = all.iter().map(Vec::len).collect();
        assert_eq!(lengths.len(), 3, "2, 3 and 4 stones all occur");
        assert_eq!(all, openings(&settings).expect("openings"));
        let fewer = openings(&MatchSettings {
            pairs: 10,
            ..settings.clone()
        })
        .expect("openings");
        assert_eq!(fewer[..], all[..10], "more pairs only add openings");
    }

    #[test]
    fn every_game_and_side_has_its_own_seed() {
        let seeds: std::collections::HashSet<u64> = (0..20)
            .flat_map(|g| [player_seed(1, g, Side::A), player_seed(1, g, Side::B)])
            .collect();
        assert_eq!(seeds.len(), 40);
        assert_ne!(player_seed(1, 0, Side::A), player_seed(2, 0, Side::A));
    }
}
