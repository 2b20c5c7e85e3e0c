//! What the player asks for in a frame, from any part of the window: the
//! one list the window's parts hand to the app, which carries it out.

use std::time::Duration;

use crate::game::board::Pos;
use crate::i18n::Lang;
use crate::session::controller::Choices;

use super::analysis;
use super::review::ReviewAction;

/// What the player asked for this frame, from any part of the screen.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Place a stone.
    Play(Pos),
    /// Start a new game.
    NewGame,
    /// Take back the last move pair.
    Undo,
    /// Ask the AI for a suggestion.
    Hint,
    /// New match choices.
    Configure(Choices),
    /// Ask for a time control of the player's own (the clock's "Other…").
    AskTimeControl,
    /// Play under this clock from now on.
    SetTime(crate::session::clock::TimeControl),
    /// Choose an outside engine's program for this seat.
    AddEngine(crate::game::board::Stone),
    /// Add the program at this path (typed in) as an engine for the seat.
    AddEnginePath(crate::game::board::Stone, String),
    /// Pause (`true`) or go on watching the computer play itself.
    WatchPause(bool),
    /// While paused, one more move.
    WatchStep,
    /// The pause between moves when watching.
    WatchDelay(Duration),
    /// The person's choice of colour in an opening.
    Swap2(crate::session::opening::Swap2Choice),
    /// The fifth moves the person declares (Soosõrv-8, as white).
    Declare(u8),
    /// Sound on or off.
    ToggleSound,
    /// The heat map on or off.
    ToggleHeat,
    /// The threat marks on or off.
    ToggleThreats,
    /// Move numbers on the stones on or off.
    ToggleNumbers,
    /// What a computer player thinks, in the status bar, on or off.
    ToggleThinking,
    /// Review the game just lost.
    StartReview,
    /// Open the window of kept games.
    ShowGames,
    /// Open the Puzzles window.
    ShowPuzzles,
    /// Open the analysis board on the position on show.
    ShowAnalysis,
    /// The analysis board's Save SGF… or Open SGF….
    AnalysisFile(analysis::FileAsk),
    /// Review the kept game with this index in the games window's list.
    ReviewKept(usize),
    /// Copy the game on the board as a move string.
    CopyGame,
    /// Open pasted text as a record.
    OpenText(String),
    /// Open a record file.
    OpenFile(std::path::PathBuf),
    /// Save the game shown through a file dialog (Save…).
    SaveGame,
    /// Choose a record to open through a file dialog (Open…).
    ChooseRecord,
    /// Something in the review panel.
    Review(ReviewAction),
    /// Resign the game in progress and go on with what was asked.
    ConfirmResign,
    /// Take up the unfinished game of the last session.
    Resume,
    /// Resign the unfinished game of the last session.
    DeclineResume,
    /// Close the question on screen and do nothing.
    KeepPlaying,
    /// Dismiss the notice with this index.
    Dismiss(usize),
    /// Dismiss every notice on show.
    DismissAll,
    /// Speak this language from now on.
    SetLanguage(Lang),
    /// Close the window.
    Quit,
}
