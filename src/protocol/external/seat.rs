//! An outside engine in a seat: an [`ExternalEngine`] behind the
//! [`Player`] trait, started for one game and ended with it.

use std::time::{Duration, Instant};

use super::{EngineCommand, EngineSetup, ExternalEngine, ExternalError};
use crate::engine::Report;
use crate::engine::player::{Fault, FaultKind, Player, Swap2Decision, Turn};
use crate::game::rules::Game;

/// How long an engine may take to answer `ABOUT` before it is named by
/// its file name instead.
pub const ABOUT_WAIT: Duration = Duration::from_secs(2);

/// How much longer than its time an engine's answer may take to arrive
/// before it loses on time: pipes and the operating system take a moment.
pub const GRACE: Duration = Duration::from_millis(300);

/// An outside Gomocup engine playing one game.
#[derive(Debug)]
pub struct EngineSeat {
    engine: ExternalEngine,
    name: String,
    /// How much longer than its time an answer may take ([`GRACE`]).
    grace: Duration,
}

impl EngineSeat {
    /// Starts `command` for a game of `setup` (`START`, the `INFO`s) and
    /// asks its name (`ABOUT`, waiting `setup.about_wait` at most, by
    /// default [`ABOUT_WAIT`]; without an answer, or without asking, it is
    /// called by its file name).
    ///
    /// # Errors
    /// Why it could not be started.
    pub fn start(
        command: &EngineCommand,
        setup: &EngineSetup,
    ) -> Result<EngineSeat, ExternalError> {
        let mut engine = ExternalEngine::start(command, setup)?;
        let asked = (!setup.about_wait.is_zero())
            .then(|| engine.about(setup.about_wait))
            .flatten();
        let name = asked.unwrap_or_else(|| command.short_name());
        Ok(EngineSeat {
            engine,
            name,
            grace: GRACE,
        })
    }

    /// The seat with another grace beyond each move's time (the arena's
    /// `--grace-ms`).
    #[must_use]
    pub fn with_grace(mut self, grace: Duration) -> EngineSeat {
        self.grace = grace;
        self
    }
}

/// How many of an engine's last messages its report keeps.
const MESSAGES_SHOWN: usize = 3;

impl Player for EngineSeat {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn think(
        &mut self,
        game: &Game,
        turn: &Turn,
        progress: &mut dyn FnMut(&Report),
    ) -> Result<Report, Fault> {
        let time = turn.time;
        // The hard limit: the move's time, or what is left on the clock,
        // and the grace; without a clock an engine may think for a day.
        let limit = time.and_then(|t| t.hard_limit());
        let wait = limit.map_or(Duration::from_secs(86_400), |l| l + self.grace);
        let started = Instant::now();
        // What it says as it thinks goes on as progress: its last few
        // messages (an engine often says its depth, its score and its
        // line on lines of their own).
        let mut said: Vec<String> = Vec::new();
        let mut heard = |text: &str| {
            if said.len() == MESSAGES_SHOWN {
                said.remove(0);
            }
            said.push(text.to_owned());
            progress(&Report {
                done: false,
                elapsed: started.elapsed(),
                message: Some(said.join(" · ")),
                ..Report::default()
            });
        };
        let pos = self
            .engine
            .play_timed(game, time.and_then(|t| t.left), wait, &mut heard)
            .map_err(|e| fault(&e))?;
        let mut report = Report::just(Some(pos));
        report.elapsed = started.elapsed();
        report.message = (!said.is_empty()).then(|| said.join(" · "));
        Ok(report)
    }

    fn swap2(&mut self, game: &Game, turn: &Turn) -> Result<Swap2Decision, Fault> {
        let turn_time = turn.time.and_then(|t| t.hard_limit());
        let wait = turn_time.map_or(Duration::from_secs(60), |t| t + self.grace);
        let reply = self.engine.swap2(game, wait).map_err(|e| match &e {
            // `UNKNOWN`, `ERROR` or anything else: it does not play swap2.
            ExternalError::NotAMove { .. } => Fault::new(FaultKind::NoSwap2, e.to_string()),
            _ => fault(&e),
        })?;
        Ok(Swap2Decision {
            reply,
            black_view: None,
        })
    }

    fn finish(self: Box<Self>) {
        self.engine.end();
    }
}

/// What an engine's failure means for its game.
#[must_use]
pub fn fault(error: &ExternalError) -> Fault {
    let kind = match error {
        ExternalError::Gone { .. } => FaultKind::Crashed,
        ExternalError::Timeout { .. } => FaultKind::TimedOut,
        ExternalError::NotAMove { .. } | ExternalError::Unrequested { .. } => FaultKind::Garbage,
        ExternalError::Cancelled => FaultKind::Cancelled,
        _ => FaultKind::NotStarted,
    };
    Fault::new(kind, error.to_string())
}
