//! What a match draws from its seed: the random openings (one per pair of
//! games) and the seeds of the in-process levels. Both depend only on the
//! match seed and the game's number, so results do not depend on how many
//! threads play the games.

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use gomoku::game::board::Pos;
use gomoku::game::opening::random_opening;
use gomoku::rng::scramble;

use crate::config::{MatchSettings, Side};
use crate::error::ArenaError;

pub use gomoku::game::opening::OPENING_AREA;

/// The seed for an in-process level playing `side` in game `game` of a
/// match seeded with `match_seed`.
#[must_use]
pub fn player_seed(match_seed: u64, game: usize, side: Side) -> u64 {
    scramble(match_seed ^ scramble((game as u64) * 2 + side.index() as u64))
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
            random_opening(settings.size, settings.rule, plies, &mut rng).ok_or(
                ArenaError::Opening {
                    plies,
                    size: settings.size,
                },
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Contestant;
    use gomoku::engine::Level;
    use gomoku::game::rules::Rule;

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
