//! A swap2 opening between the two contestants (`--swap2`): the opener
//! places three stones, the responder takes black, takes white and plays,
//! or places two more, and then the opener chooses. Each decision is
//! asked of the contestant's player (a level decides by its evaluation,
//! an engine through `SWAP2BOARD`) with the match's time per move.

use gomoku::engine::player::Swap2Reply;
use gomoku::game::board::Pos;
use gomoku::game::notation::point_name;
use gomoku::game::rules::Game;

use crate::config::{MatchSettings, Side};
use crate::runner::Runner;

/// How a swap2 opening ended: its stones in order and who took black.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opened {
    /// The stones, black's first.
    pub stones: Vec<Pos>,
    /// Who plays black from here.
    pub black: Side,
}

/// Plays the swap2 opening of a game on `game` (empty), `opener` first.
///
/// # Errors
/// The side that failed and why: no answer, an answer out of turn, or an
/// illegal stone (it forfeits the game).
pub fn swap2_opening(
    settings: &MatchSettings,
    runners: &mut [Option<Runner>; 2],
    game: &mut Game,
    opener: Side,
) -> Result<Opened, (Side, String)> {
    let responder = opener.other();
    let mut ask = |side: Side, game: &Game| -> Result<Swap2Reply, (Side, String)> {
        let runner = runners[side.index()]
            .as_mut()
            .ok_or((side, "not running".to_string()))?;
        runner.swap2(game, settings).map_err(|why| (side, why))
    };
    let place = |game: &mut Game, side: Side, stones: &[Pos]| -> Result<(), (Side, String)> {
        for &pos in stones {
            game.play(pos).map_err(|e| {
                let name = point_name(pos, settings.size);
                (side, format!("placed {name} in the opening: {e}"))
            })?;
        }
        Ok(())
    };
    let wrong = |side: Side, reply: &Swap2Reply, step: &str| {
        Err((side, format!("answered {reply:?} {step}")))
    };
    let opened = |game: &Game, black: Side| {
        Ok(Opened {
            stones: game.board().history().to_vec(),
            black,
        })
    };

    match ask(opener, game)? {
        Swap2Reply::Three(three) => place(game, opener, &three)?,
        other => return wrong(opener, &other, "to an empty board"),
    }
    match ask(responder, game)? {
        // The responder takes black: the opener is white and moves next.
        Swap2Reply::Swap => opened(game, responder),
        Swap2Reply::One(pos) => {
            place(game, responder, &[pos])?;
            opened(game, opener)
        }
        Swap2Reply::Two(four, five) => {
            place(game, responder, &[four, five])?;
            match ask(opener, game)? {
                Swap2Reply::Swap => opened(game, opener),
                Swap2Reply::One(pos) => {
                    place(game, opener, &[pos])?;
                    opened(game, responder)
                }
                other => wrong(opener, &other, "after five stones"),
            }
        }
        other @ Swap2Reply::Three(_) => wrong(responder, &other, "after three stones"),
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use gomoku::engine::Level;
    use gomoku::game::board::Stone;

    use crate::config::Contestant;
    use crate::game::{EndReason, play_game};

    use super::*;

    /// A swap2 game: the opening is three to six stones placed by the
    /// contestants, and every later move is played by the side that took
    /// its colour.
    #[test]
    fn swap2_games_open_by_the_contestants_choices() {
        let settings = MatchSettings {
            pairs: 1,
            size: 15,
            seed: 3,
            swap2: true,
            time_per_move: Duration::from_millis(150),
            grace: Duration::from_millis(1000),
            max_moves: Some(40),
            ..MatchSettings::new(
                Contestant::Level(Level::Normal),
                Contestant::Level(Level::Classic),
            )
        };
        settings.validate().expect("valid");
        for i in 0..2 {
            let g = play_game(&settings, i, &[]);
            assert!(
                !matches!(g.end, EndReason::Forfeit { .. }),
                "game {i}: {g:?}"
            );
            assert!((3..=6).contains(&g.opening.len()), "{:?}", g.opening);
            let mut game = Game::new(15, settings.rule).expect("size");
            for &p in &g.opening {
                game.play(p).expect("a legal opening");
            }
            for (k, m) in g.moves.iter().enumerate() {
                let stone = if (g.opening.len() + k).is_multiple_of(2) {
                    Stone::Black
                } else {
                    Stone::White
                };
                assert_eq!(m.stone, stone);
                assert_eq!(g.colour_of(m.side), stone, "game {i} move {k}");
            }
        }
    }

    /// Renju has no swap2.
    #[test]
    fn swap2_is_refused_under_renju() {
        let settings = MatchSettings {
            swap2: true,
            rule: gomoku::game::rules::Rule::Renju,
            size: 15,
            ..MatchSettings::new(
                Contestant::Level(Level::Normal),
                Contestant::Level(Level::Classic),
            )
        };
        assert!(settings.validate().is_err());
    }
}
