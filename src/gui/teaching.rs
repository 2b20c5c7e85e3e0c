//! What the window knows about the position for teaching: the threat map
//! and renju's forbidden points (worked out once per position), the
//! sentence saying why the computer made its last move (worked out on a
//! short-lived thread), and the heat map (from the
//! [`Analyst`](crate::teacher::worker::Analyst)'s thread).

use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, Sender};

use crate::engine::{Level, Limits, Report};
use crate::game::board::Pos;
use crate::game::rules::{Game, Rule};
use crate::teacher::worker::{Analyst, Answer, Job, JobId};
use crate::teacher::{Explanation, HeatMap, explain};

/// How much a searching level may read for a heat map: a view of every
/// root move within a fraction of a second, the same on every machine.
pub const HEAT_NODES: u64 = 60_000;

/// A value worked out for one position and kept until the position
/// changes (a move, an undo, a new game or another rule): for analyses too
/// slow to repeat on every repaint.
pub struct PerPosition<T> {
    key: Option<(Rule, Vec<Pos>)>,
    value: Option<T>,
}

impl<T> Default for PerPosition<T> {
    fn default() -> Self {
        PerPosition {
            key: None,
            value: None,
        }
    }
}

impl<T> PerPosition<T> {
    /// The value for `game`'s position, computed by `compute` only when
    /// the position is not the one last asked about.
    pub fn get(&mut self, game: &Game, compute: impl FnOnce(&Game) -> T) -> &T {
        let fresh = self
            .key
            .as_ref()
            .is_some_and(|(rule, moves)| *rule == game.rule() && moves == game.board().history());
        if !fresh {
            self.key = Some((game.rule(), game.board().history().to_vec()));
            self.value = None;
        }
        self.value.get_or_insert_with(|| compute(game))
    }
}

/// Why the computer made its moves, one sentence each, worked out off the
/// UI thread (a win by fours is read ahead, which can take a moment).
pub struct Explainer {
    sender: Sender<(Vec<Pos>, Explanation)>,
    answers: Receiver<(Vec<Pos>, Explanation)>,
    waker: Arc<dyn Fn() + Send + Sync>,
    latest: Option<(Vec<Pos>, Explanation)>,
}

impl Explainer {
    /// An explainer that calls `waker` when a sentence is ready.
    pub fn new(waker: Arc<dyn Fn() + Send + Sync>) -> Explainer {
        let (sender, answers) = mpsc::channel();
        Explainer {
            sender,
            answers,
            waker,
            latest: None,
        }
    }

    /// Starts explaining the move `mv` played in `before` (the report is
    /// the engine's, when it came with one).
    pub fn ask(&mut self, before: Game, mv: Pos, report: Option<Report>) {
        let sender = self.sender.clone();
        let waker = Arc::clone(&self.waker);
        let spawned = std::thread::Builder::new()
            .name("explain".into())
            .spawn(move || {
                let explanation = explain(&before, mv, report.as_ref());
                let mut after = before;
                if after.play(mv).is_ok() {
                    // The window may be gone: nobody to tell, nothing lost.
                    let _ = sender.send((after.board().history().to_vec(), explanation));
                    waker();
                }
            });
        if let Err(e) = spawned {
            log::warn!("could not start a thread to explain a move: {e}");
        }
    }

    /// Takes in the sentences that are ready.
    pub fn poll(&mut self) {
        while let Ok(answer) = self.answers.try_recv() {
            self.latest = Some(answer);
        }
    }

    /// The explanation of the last move of `game`, once it is ready.
    #[must_use]
    pub fn of_last_move(&self, game: &Game) -> Option<&Explanation> {
        self.latest
            .as_ref()
            .filter(|(moves, _)| moves == game.board().history())
            .map(|(_, explanation)| explanation)
    }
}

/// A heat map, and the position and level it belongs to.
type HeatKey = (Level, Rule, Vec<Pos>);

/// The heat map of the position shown, asked of the analyst once per
/// position and level; the old map disappears as soon as it no longer
/// belongs to the board.
#[derive(Default)]
pub struct HeatView {
    asked: Option<(JobId, HeatKey)>,
    shown: Option<(HeatKey, HeatMap)>,
}

fn heat_key(game: &Game, level: Level) -> HeatKey {
    (level, game.rule(), game.board().history().to_vec())
}

impl HeatView {
    /// Takes in the analyst's answer, if it is the map last asked for.
    pub fn answer(&mut self, answer: &Answer) {
        if let Answer::Heat { id, map } = answer
            && self.asked.as_ref().is_some_and(|(asked, _)| asked == id)
            && let Some((_, key)) = self.asked.take()
        {
            self.shown = Some((key, map.clone()));
        }
    }

    /// Asks for `level`'s map of `game` unless it is shown or on its way
    /// (a finished game has no map: nobody is to move).
    pub fn want(&mut self, analyst: &mut Analyst, game: &Game, level: Level) {
        let key = heat_key(game, level);
        let known = |k: Option<&HeatKey>| k == Some(&key);
        if game.outcome().is_some()
            || known(self.shown.as_ref().map(|(k, _)| k))
            || known(self.asked.as_ref().map(|(_, k)| k))
        {
            return;
        }
        let id = analyst.ask(Job::Heat {
            level,
            game: game.clone(),
            limits: Limits::nodes(HEAT_NODES),
        });
        self.asked = Some((id, key));
    }

    /// The map of `game` as `level` sees it, once it has come.
    #[must_use]
    pub fn map(&self, game: &Game, level: Level) -> Option<&HeatMap> {
        self.shown
            .as_ref()
            .filter(|(key, _)| *key == heat_key(game, level))
            .map(|(_, map)| map)
    }

    /// Whether a map is on its way.
    #[must_use]
    pub fn is_pending(&self) -> bool {
        self.asked.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::board::Direction;
    use crate::game::notation::parse_board;
    use std::time::{Duration, Instant};

    #[test]
    fn a_value_is_worked_out_once_per_position() -> Result<(), Box<dyn std::error::Error>> {
        let board = parse_board(include_str!("../../tests/fixtures/renju_double_three.txt"))?;
        let mut game = Game::from_board(board, Rule::Renju);
        let mut cache = PerPosition::default();
        let mut computed = 0;
        let forbidden = |game: &Game, computed: &mut i32| -> Vec<Pos> {
            *computed += 1;
            game.forbidden_points()
                .into_iter()
                .map(|(p, _)| p)
                .collect()
        };
        let first = cache.get(&game, |g| forbidden(g, &mut computed)).clone();
        assert!(!first.is_empty(), "the position has a forbidden point");
        cache.get(&game, |g| forbidden(g, &mut computed));
        assert_eq!(computed, 1, "not recomputed for the same position");
        // A new move is a new position; so is another rule.
        let elsewhere = first[0]
            .step(Direction::Vertical, 5)
            .unwrap_or(Pos::new(0, 7));
        game.play(elsewhere)?;
        cache.get(&game, |g| forbidden(g, &mut computed));
        assert_eq!(computed, 2);
        let freestyle = Game::from_board(game.board().clone(), Rule::Freestyle);
        let none = cache
            .get(&freestyle, |g| forbidden(g, &mut computed))
            .clone();
        assert_eq!(computed, 3);
        assert!(none.is_empty(), "no forbidden points in freestyle");
        Ok(())
    }

    #[test]
    fn the_sentence_belongs_to_its_position() -> Result<(), Box<dyn std::error::Error>> {
        // White blocks black's open three.
        let mut game = Game::new(15, Rule::Freestyle)?;
        for (x, y) in [(7, 7), (0, 0), (8, 7), (0, 14), (9, 7)] {
            game.play(Pos::new(x, y))?;
        }
        let before = game.clone();
        let block = Pos::new(10, 7);
        let mut explainer = Explainer::new(Arc::new(|| {}));
        explainer.ask(before, block, None);
        game.play(block)?;
        let deadline = Instant::now() + Duration::from_secs(60);
        while explainer.of_last_move(&game).is_none() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(5));
            explainer.poll();
        }
        let sentence = explainer
            .of_last_move(&game)
            .map(ToString::to_string)
            .ok_or("no explanation came")?;
        assert!(sentence.contains("open three"), "{sentence}");
        // After another move the sentence is no longer about the board.
        game.play(Pos::new(3, 3))?;
        assert!(explainer.of_last_move(&game).is_none());
        Ok(())
    }
}
