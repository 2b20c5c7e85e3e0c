//! One game of a match: [`play_game`] asks the contestants for moves in
//! turn from a given opening, checks them against the rules, times them,
//! and keeps the [`GameRecord`]: every move, who won and how, and every
//! overrun and forfeit with its reason.

use std::fmt;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use gomoku::game::board::{Pos, Stone};
use gomoku::game::notation::{moves_string, point_name};
use gomoku::game::rules::{Game, Outcome, PlayError};
use gomoku::game::shapes::{Shapes, Threat};

use crate::config::{MatchSettings, Side};
use crate::openings::player_seed;
use crate::runner::{Answer, Runner};
use crate::swap2::swap2_opening;

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum EndReason {
    /// Someone made five.
    Five,
    /// The board filled up: a draw.
    FullBoard,
    /// The move cap was reached: a draw.
    MoveCap,
    /// `side` lost by breaking the rules of the match.
    Forfeit {
        /// Who forfeited.
        side: Side,
        /// Why, in words.
        reason: String,
    },
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EndReason::Five => f.write_str("five"),
            EndReason::FullBoard => f.write_str("full board"),
            EndReason::MoveCap => f.write_str("move cap"),
            EndReason::Forfeit { side, reason } => write!(f, "forfeit by {side}: {reason}"),
        }
    }
}

/// One move of a game after the opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// Where the stone went.
    pub pos: Pos,
    /// Who played it.
    pub side: Side,
    /// Its colour.
    pub stone: Stone,
    /// How long the contestant took.
    pub took: Duration,
    /// Whether the move was forced: a five to make, or the opponent's
    /// five to block ([`is_forced`]).
    pub forced: bool,
}

/// Whether the side to move in `game` has a five to make or a five of the
/// opponent's to block: a move any player answers without thinking, timed
/// apart from the others in the report.
#[must_use]
pub fn is_forced(game: &Game) -> bool {
    let shapes = Shapes::of(game);
    let me = game.to_move();
    [me, me.opponent()]
        .iter()
        .any(|&s| !shapes.points_with(s, Threat::Five).is_empty())
}

/// A move slower than the limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Overrun {
    /// Who was slow.
    pub side: Side,
    /// The move's number in the game (0 = the first stone, opening
    /// included).
    pub ply: usize,
    /// How long it took (for a forfeit on time: how long we waited).
    pub took: Duration,
    /// The move's limit: the limit per move, or what was left on the
    /// side's clock if that was less.
    pub limit: Duration,
    /// Whether it was beyond the grace and lost the game.
    pub forfeited: bool,
}

/// One finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The game's number in the match, from 0; games `2k` and `2k + 1`
    /// share opening `k`.
    pub index: usize,
    /// Whether A had the black stones.
    pub a_black: bool,
    /// The opening's stones.
    pub opening: Vec<Pos>,
    /// The moves played after the opening.
    pub moves: Vec<PlayedMove>,
    /// The winner, or `None` for a draw.
    pub winner: Option<Side>,
    /// How the game ended.
    pub end: EndReason,
    /// Moves slower than the limit.
    pub overruns: Vec<Overrun>,
}

impl GameRecord {
    /// The pair the game belongs to (its opening's number).
    #[must_use]
    pub fn pair(&self) -> usize {
        self.index / 2
    }

    /// The colour `side` played.
    #[must_use]
    pub fn colour_of(&self, side: Side) -> Stone {
        if (side == Side::A) == self.a_black {
            Stone::Black
        } else {
            Stone::White
        }
    }

    /// Who plays `stone`.
    #[must_use]
    pub fn side_of(&self, stone: Stone) -> Side {
        if self.colour_of(Side::A) == stone {
            Side::A
        } else {
            Side::B
        }
    }

    /// A's points: 1 for a win, ½ for a draw, 0 for a loss.
    #[must_use]
    pub fn a_points(&self) -> f64 {
        Side::a_points(self.winner)
    }

    /// Every stone in order, opening included, in `h8` notation.
    #[must_use]
    pub fn move_string(&self, size: usize) -> String {
        let all: Vec<Pos> = self
            .opening
            .iter()
            .copied()
            .chain(self.moves.iter().map(|m| m.pos))
            .collect();
        moves_string(&all, size)
    }

    /// A one-line description for progress output.
    #[must_use]
    pub fn describe(&self, settings: &MatchSettings) -> String {
        let (black, white) = if self.a_black {
            (settings.a.name(), settings.b.name())
        } else {
            (settings.b.name(), settings.a.name())
        };
        let result = match self.winner {
            Some(side) => format!("{} wins", settings.contestant(side).name()),
            None => "draw".to_string(),
        };
        let overruns = if self.overruns.is_empty() {
            String::new()
        } else {
            format!(", {} overrun(s)", self.overruns.len())
        };
        format!(
            "game {} (pair {}): {black} (black) vs {white} (white): {result} — {} after {} stones{overruns}",
            self.index + 1,
            self.pair() + 1,
            self.end,
            self.opening.len() + self.moves.len()
        )
    }
}

/// Plays game `index` of a match from `opening` (game `2k` gives A black,
/// `2k + 1` gives B black). Never fails: a contestant that cannot start or
/// misbehaves forfeits.
#[must_use]
pub fn play_game(settings: &MatchSettings, index: usize, opening: &[Pos]) -> GameRecord {
    let a_black = index.is_multiple_of(2);
    let mut record = GameRecord {
        index,
        a_black,
        opening: opening.to_vec(),
        moves: Vec::new(),
        winner: None,
        end: EndReason::Five,
        overruns: Vec::new(),
    };
    let forfeit = |record: &mut GameRecord, side: Side, reason: String| {
        record.winner = Some(side.other());
        record.end = EndReason::Forfeit { side, reason };
    };
    let mut game = match Game::new(settings.size, settings.rule) {
        Ok(game) => game,
        Err(e) => {
            // validate() refuses such sizes; blame A so it shows.
            forfeit(&mut record, Side::A, e.to_string());
            return record;
        }
    };
    if !settings.swap2 {
        for &pos in opening {
            if let Err(e) = game.play(pos) {
                forfeit(&mut record, Side::A, format!("bad opening: {e}"));
                return record;
            }
        }
    }
    let mut runners: [Option<Runner>; 2] = [None, None];
    for side in [Side::A, Side::B] {
        let seed = player_seed(settings.seed, index, side);
        match Runner::start(settings.contestant(side), settings, seed) {
            Ok(runner) => runners[side.index()] = Some(runner),
            Err(reason) => {
                forfeit(&mut record, side, format!("failed to start: {reason}"));
                finish_runners(&mut runners, None);
                return record;
            }
        }
    }
    if settings.swap2 {
        // The opener is A in even games and B in odd ones, so each pair
        // has each contestant open once.
        let opener = if a_black { Side::A } else { Side::B };
        match swap2_opening(settings, &mut runners, &mut game, opener) {
            Ok(opened) => {
                record.a_black = opened.black == Side::A;
                record.opening = opened.stones;
            }
            Err((side, reason)) => {
                record.opening = game.board().history().to_vec();
                forfeit(&mut record, side, format!("in the swap2 opening: {reason}"));
                finish_runners(&mut runners, None);
                return record;
            }
        }
    }
    let mut timed_out = None;
    // What is left on each side's clock (a match clock only).
    let mut left = [settings.match_time; 2];
    loop {
        if let Some(outcome) = game.outcome() {
            record.end = match outcome {
                Outcome::Win { .. } => EndReason::Five,
                Outcome::Draw => EndReason::FullBoard,
            };
            record.winner = outcome.winner().map(|w| record.side_of(w));
            break;
        }
        let ply = game.board().stone_count();
        if settings.max_moves.is_some_and(|cap| ply >= cap) {
            record.end = EndReason::MoveCap;
            record.winner = None;
            break;
        }
        let stone = game.to_move();
        let side = record.side_of(stone);
        let Some(runner) = runners[side.index()].as_mut() else {
            forfeit(&mut record, side, "not running".into());
            break;
        };
        let forced = is_forced(&game);
        let clock = &mut left[side.index()];
        let limit = settings.limit(*clock);
        match runner.request(&game, settings, *clock) {
            Answer::Move(pos, took) => {
                if took > limit {
                    record.overruns.push(Overrun {
                        side,
                        ply,
                        took,
                        limit,
                        forfeited: false,
                    });
                }
                // A move within the grace empties the clock; the next then
                // has only the grace.
                *clock = clock.map(|c| c.saturating_sub(took));
                if let Err(e) = game.play(pos) {
                    let reason = match e {
                        PlayError::OffBoard(p) => format!("played {},{}: off the board", p.x, p.y),
                        PlayError::Occupied(p) => format!(
                            "played {} ({},{}): already occupied",
                            point_name(p, settings.size),
                            p.x,
                            p.y
                        ),
                        PlayError::Forbidden(p, why) => format!(
                            "played {} ({},{}): forbidden to black ({why})",
                            point_name(p, settings.size),
                            p.x,
                            p.y
                        ),
                        PlayError::GameOver => "played after the end".into(),
                    };
                    forfeit(&mut record, side, reason);
                    break;
                }
                record.moves.push(PlayedMove {
                    pos,
                    side,
                    stone,
                    took,
                    forced,
                });
            }
            Answer::Fail {
                reason,
                timed_out: late,
            } => {
                if late {
                    record.overruns.push(Overrun {
                        side,
                        ply,
                        took: limit + settings.grace,
                        limit,
                        forfeited: true,
                    });
                    timed_out = Some(side);
                }
                forfeit(&mut record, side, reason);
                break;
            }
        }
    }
    finish_runners(&mut runners, timed_out);
    record
}

/// Ends both contestants: engines get `END` (one that timed out is killed
/// at once), levels are stopped.
fn finish_runners(runners: &mut [Option<Runner>; 2], timed_out: Option<Side>) {
    for side in [Side::A, Side::B] {
        if let Some(runner) = runners[side.index()].take() {
            runner.finish(timed_out == Some(side));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Contestant;
    use crate::openings::openings;
    use gomoku::engine::Level;

    /// Every move's colour follows from its ply and from who had black:
    /// the record's bookkeeping agrees with the board.
    #[test]
    fn colours_alternate_within_each_pair() {
        let settings = MatchSettings {
            pairs: 4,
            size: 9,
            seed: 7,
            time_per_move: Duration::from_millis(400),
            grace: Duration::from_millis(400),
            ..MatchSettings::new(
                Contestant::Level(Level::Seed),
                Contestant::Level(Level::Classic),
            )
        };
        let openings = openings(&settings).expect("openings");
        let games: Vec<GameRecord> = (0..8)
            .map(|i| play_game(&settings, i, &openings[i / 2]))
            .collect();
        for (k, pair) in games.chunks(2).enumerate() {
            let (first, second) = (&pair[0], &pair[1]);
            assert_eq!(first.pair(), k);
            assert_eq!(second.pair(), k);
            assert!(
                first.a_black && !second.a_black,
                "A is black in the first game only"
            );
            assert_eq!(
                first.opening, second.opening,
                "both games share the opening"
            );
            assert_eq!(first.colour_of(Side::A), Stone::Black);
            assert_eq!(second.colour_of(Side::A), Stone::White);
        }
        for g in &games {
            assert!(!g.moves.is_empty());
            assert!(
                matches!(g.end, EndReason::Five | EndReason::FullBoard),
                "{g:?}"
            );
            for (i, m) in g.moves.iter().enumerate() {
                let ply = g.opening.len() + i;
                let stone = if ply % 2 == 0 {
                    Stone::Black
                } else {
                    Stone::White
                };
                assert_eq!(m.stone, stone, "game {} ply {ply}", g.index);
                assert_eq!(g.colour_of(m.side), stone, "game {} ply {ply}", g.index);
            }
            // The last move makes the five; the one before it left a five
            // to make (or, blocked, to block): both were forced.
            if g.end == EndReason::Five {
                assert!(g.moves.last().is_some_and(|m| m.forced), "{g:?}");
            }
        }
    }

    #[test]
    fn a_five_to_make_or_to_block_is_a_forced_move() {
        use gomoku::game::notation::parse_moves;
        let after = |moves: &str| {
            let mut game = Game::new(9, gomoku::game::rules::Rule::Freestyle).expect("size");
            for p in parse_moves(moves, 9).expect("moves") {
                game.play(p).expect("legal");
            }
            game
        };
        // Black's four on row 1, white to block it.
        assert!(is_forced(&after("a1a9b1b9c1c9d1")));
        // Black to move, its own four to finish.
        assert!(is_forced(&after("a1a9b1b9c1c9d1h8")));
        // Threes only: nothing forced.
        assert!(!is_forced(&after("a1a9b1b9c1c9")));
        assert!(!is_forced(&after("e5")));
    }

    #[test]
    fn a_match_clock_is_kept_per_side_and_told_to_the_levels() {
        let settings = MatchSettings {
            pairs: 1,
            size: 9,
            seed: 3,
            time_per_move: Duration::from_secs(3),
            match_time: Some(Duration::from_secs(3)),
            grace: Duration::from_secs(2),
            ..MatchSettings::new(
                Contestant::Level(Level::Master),
                Contestant::Level(Level::Hard),
            )
        };
        // A move's limit is what is left when that is less than the limit
        // per move.
        assert_eq!(
            settings.limit(Some(Duration::from_millis(700))),
            Duration::from_millis(700)
        );
        assert_eq!(
            settings.hard_limit(Some(Duration::from_secs(9))),
            Duration::from_secs(5)
        );
        let told = settings.time_info(Some(Duration::from_secs(1)));
        assert_eq!(told.total, Some(Duration::from_secs(3)));
        assert_eq!(told.left, Some(Duration::from_secs(1)));
        let openings = openings(&settings).expect("openings");
        for i in 0..2 {
            let g = play_game(&settings, i, &openings[0]);
            // Master plans its moves within its three seconds: no game is
            // lost on time, and no side spent more than its clock and a
            // grace.
            assert!(
                matches!(g.end, EndReason::Five | EndReason::FullBoard),
                "{g:?}"
            );
            for side in [Side::A, Side::B] {
                let spent: Duration = g
                    .moves
                    .iter()
                    .filter(|m| m.side == side)
                    .map(|m| m.took)
                    .sum();
                assert!(spent <= Duration::from_secs(5), "{side:?} took {spent:?}");
            }
        }
    }

    #[test]
    fn the_move_cap_ends_games_as_draws() {
        let settings = MatchSettings {
            pairs: 1,
            size: 9,
            seed: 1,
            max_moves: Some(12),
            ..MatchSettings::new(
                Contestant::Level(Level::Classic),
                Contestant::Level(Level::Seed),
            )
        };
        let openings = openings(&settings).expect("openings");
        for i in 0..2 {
            let g = play_game(&settings, i, &openings[0]);
            assert_eq!(g.end, EndReason::MoveCap);
            assert_eq!(g.winner, None);
            assert_eq!(g.opening.len() + g.moves.len(), 12);
            assert!((g.a_points() - 0.5).abs() < 1e-12);
        }
    }
}
