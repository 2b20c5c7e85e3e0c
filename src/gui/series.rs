//! The games watched one after another between the same two computer
//! players: their tally this session, for the end-of-game screen. Kept by
//! player (a level, an engine), whichever colour each had; by colour when
//! both seats hold the same player (master against master).

use crate::game::board::Stone;
use crate::i18n::Lang;
use crate::session::seats::{Seat, Seats};

/// The tally of the two players watched last.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Series {
    /// The first player (black's seat in the first game of the series)
    /// and the second.
    players: Option<(Seat, Seat)>,
    /// Wins of the first and of the second player (of black and of white,
    /// when both seats hold the same player).
    wins: [u32; 2],
    draws: u32,
}

impl Series {
    /// Counts a finished game between `seats` won by `winner` (`None`: a
    /// draw). A game between other players than the series' starts a new
    /// series.
    pub fn record(&mut self, seats: &Seats, winner: Option<Stone>) {
        let (black, white) = (&seats.black, &seats.white);
        if !self.is_between(seats) {
            *self = Series {
                players: Some((black.clone(), white.clone())),
                ..Series::default()
            };
        }
        let Some((first, _)) = &self.players else {
            return;
        };
        let Some(winner) = winner else {
            self.draws += 1;
            return;
        };
        // By colour for a player against itself; else by player.
        let first_won = if black == white {
            winner == Stone::Black
        } else {
            seats.of(winner) == first
        };
        self.wins[usize::from(!first_won)] += 1;
    }

    /// Whether the series is between the players of `seats`, in either
    /// colour.
    fn is_between(&self, seats: &Seats) -> bool {
        let (black, white) = (&seats.black, &seats.white);
        self.players
            .as_ref()
            .is_some_and(|(a, b)| (a == black && b == white) || (a == white && b == black))
    }

    /// The tally in words, for a series between `seats` (none for others,
    /// or before a game has ended).
    #[must_use]
    pub fn words(&self, seats: &Seats, lang: Lang) -> Option<String> {
        if !self.is_between(seats) {
            return None;
        }
        let (first, second) = self.players.as_ref()?;
        let (first, second) = if first == second {
            (lang.colour(Stone::Black), lang.colour(Stone::White))
        } else {
            (lang.seat_name(first), lang.seat_name(second))
        };
        let [a, b] = self.wins;
        Some(if self.draws == 0 {
            lang.series_tally(&first, a, b, &second)
        } else {
            lang.series_tally_drawn(&first, a, b, &second, self.draws)
        })
    }
}

impl super::GomokuApp {
    /// `over`, a watched game's end (two computers) counted in the tally
    /// and, when it ended `on_board` (not by a forfeit: a broken engine
    /// would forfeit game after game), set to start the next game by
    /// itself; any other game's as it is.
    pub(super) fn when_watched(
        &mut self,
        over: super::game_over::GameOver,
        winner: Option<Stone>,
        on_board: bool,
    ) -> super::game_over::GameOver {
        let seats = self.controller.seats().clone();
        if !seats.is_watch() {
            return over;
        }
        self.series.record(&seats, winner);
        over.watched(self.series.words(&seats, self.settings.language), on_board)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Level;

    fn seats(black: Level, white: Level) -> Seats {
        Seats {
            black: Seat::Level(black),
            white: Seat::Level(white),
        }
    }

    #[test]
    fn wins_count_for_the_player_whichever_colour_it_had() {
        let mut s = Series::default();
        let one = seats(Level::Master, Level::Hard);
        let swapped = seats(Level::Hard, Level::Master);
        assert_eq!(s.words(&one, Lang::EN), None, "nothing watched yet");
        s.record(&one, Some(Stone::Black));
        s.record(&swapped, Some(Stone::Black));
        s.record(&swapped, Some(Stone::White));
        s.record(&one, None);
        // Master won its black game and its white one, hard its black one.
        assert_eq!(
            s.words(&swapped, Lang::EN).as_deref(),
            Some("Watched so far: master 2 – 1 hard, drawn: 1")
        );
        // Another pair starts over, and the old tally is not theirs.
        let other = seats(Level::Master, Level::Normal);
        assert_eq!(s.words(&other, Lang::EN), None);
        s.record(&other, Some(Stone::White));
        assert_eq!(
            s.words(&other, Lang::EN).as_deref(),
            Some("Watched so far: master 0 – 1 normal")
        );
        assert_eq!(s.words(&one, Lang::EN), None);
    }

    #[test]
    fn a_player_against_itself_is_counted_by_colour() {
        let mut s = Series::default();
        let both = seats(Level::Master, Level::Master);
        s.record(&both, Some(Stone::White));
        s.record(&both, Some(Stone::White));
        s.record(&both, Some(Stone::Black));
        assert_eq!(
            s.words(&both, Lang::EN).as_deref(),
            Some("Watched so far: Black 1 – 2 White")
        );
    }
}
