//! Random openings: a few stones near the centre, so that games between
//! the same players (the arena's matches, the tuner's self-play) do not
//! all repeat one game.

use rand::RngExt;
use rand::rngs::StdRng;

use super::board::Pos;
use super::rules::{Game, Rule};

/// The side of the central square that random openings are placed in.
pub const OPENING_AREA: usize = 5;

/// A random opening of `plies` stones, alternately black and white, on
/// empty points of the central [`OPENING_AREA`] square, each legal under
/// `rule` and none making five. `None` for an unsupported size or more
/// stones than the square takes.
#[must_use]
pub fn random_opening(size: usize, rule: Rule, plies: usize, rng: &mut StdRng) -> Option<Vec<Pos>> {
    let centre = size / 2;
    let lo = centre.saturating_sub(OPENING_AREA / 2);
    let hi = (lo + OPENING_AREA).min(size);
    for _attempt in 0..100 {
        let mut game = Game::new(size, rule).ok()?;
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
            return Some(moves);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn openings_fit_the_central_square_and_refuse_what_does_not() {
        let mut rng = StdRng::seed_from_u64(3);
        let stones = random_opening(13, Rule::Renju, 6, &mut rng).expect("fits");
        assert_eq!(stones.len(), 6);
        let mut game = Game::new(13, Rule::Renju).expect("size");
        for p in stones {
            assert!((4..9).contains(&p.x) && (4..9).contains(&p.y), "{p:?}");
            game.play(p).expect("legal and alternating");
        }
        assert!(game.outcome().is_none());
        assert_eq!(random_opening(13, Rule::Freestyle, 26, &mut rng), None);
        assert_eq!(random_opening(3, Rule::Freestyle, 2, &mut rng), None);
    }
}
