//! Your games: every finished game, kept in the data folder.
//!
//! Each game is a file of its own, `games/<id>.json` ([`GAMES_DIR`]),
//! written atomically by the [`Store`]: the date, the set-up, every move
//! with its time, the result and the score before and after. One file per
//! game means a damaged file hides nothing but itself: [`list`] reads every
//! file it can, newest first, and names the ones it could not read.
//!
//! A game in progress is a [`Played`]; [`crate::session::settle`] counts
//! it in the score once, keeps it as a [`KeptGame`] and clears the
//! unfinished game's file.
//!
//! ```
//! use gomoku::engine::Level;
//! use gomoku::game::board::{BoardSize, Stone};
//! use gomoku::game::rules::Rule;
//! use gomoku::session::games::{self, GameResult, Played, TimedMove};
//! use gomoku::session::settle;
//! use gomoku::session::store::Store;
//!
//! let dir = tempfile::tempdir()?;
//! let store = Store::at(dir.path());
//! let played = Played {
//!     id: "1764558000-0badcafe".into(),
//!     started: 1_764_558_000,
//!     size: BoardSize::default(),
//!     rule: Rule::Freestyle,
//!     level: Level::Seed,
//!     human: Stone::Black,
//!     moves: vec![TimedMove { x: 6, y: 6, ms: 1500 }],
//!     seats: None,
//!     time: None,
//!     left_ms: None,
//!     forfeit: None,
//!     opening: None,
//! };
//! let kept = settle::finish(&store, &played, GameResult::Resigned).into_result()?;
//! assert_eq!((kept.score_before, kept.score_after), (1000, 900));
//! let list = games::list(&store);
//! assert_eq!(list.games, [kept]);
//! assert_eq!(list.games[0].to_record()?.to_move_string(), "g7");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fs;
use std::io;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::engine::Level;
use crate::engine::player::FaultKind;
use crate::game::board::{BoardSize, Pos, Stone};
use crate::game::record::{PsqExtras, Record, RecordError};
use crate::game::rules::Rule;
use crate::session::clock::TimeControl;
pub use crate::session::notice::Damaged;
use crate::session::notice::{FileProblem, Notice};
use crate::session::opening::Opening;
use crate::session::score::MatchResult;
use crate::session::seats::{Forfeit, ForfeitReason, Seats};
use crate::session::store::{Store, StoreError};

/// The folder (inside the data folder) holding one file per kept game.
pub const GAMES_DIR: &str = "games";

/// A move and the milliseconds it took.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimedMove {
    /// The column, from 0 at the left.
    pub x: u8,
    /// The row, from 0 at the top (as [`Pos`]; the notation counts from
    /// the bottom).
    pub y: u8,
    /// How long the move took, in milliseconds (the computer's include
    /// its minimum pause).
    pub ms: u32,
}

impl TimedMove {
    /// The point played.
    #[must_use]
    pub fn pos(self) -> Pos {
        Pos::new(self.x, self.y)
    }
}

/// A game between the player and the computer as played so far: what the
/// unfinished game's file holds, and the heart of a [`KeptGame`].
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The game's name, unique among the player's games: the start
    /// second and a random part (`1764558000-0badcafe`). A kept game's
    /// file is `games/<id>.json`.
    pub id: String,
    /// When the game began, in seconds since the Unix epoch.
    pub started: u64,
    /// The board.
    pub size: BoardSize,
    /// The rule it was played under.
    pub rule: Rule,
    /// The computer's level (when a person played one of our levels; in
    /// other games the default level, which [`Played::seats`] overrides).
    pub level: Level,
    /// The player's colour (the computer had the other); in a game without
    /// exactly one person, the side the result is seen from (black).
    pub human: Stone,
    /// The moves, black's first.
    pub moves: Vec<TimedMove>,
    /// Who sat where (an engine by its name); absent in games kept before
    /// seats, which were a person against `level`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seats: Option<Seats>,
    /// The time control; absent in games kept before clocks (three seconds
    /// a move).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time: Option<TimeControl>,
    /// The milliseconds left on black's and white's match clocks, when the
    /// game has one (an unfinished game resumes with them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub left_ms: Option<[u64; 2]>,
    /// How the game was forfeited, if it was.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forfeit: Option<Forfeit>,
    /// The swap2 opening and the choices made in it, under swap2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opening: Option<Opening>,
}

impl Played {
    /// How many of the first stones the opening placed before the colours
    /// were settled (swap2, Soosõrv-8): a review does not judge them as
    /// the player's moves.
    #[must_use]
    pub fn opening_stones(&self) -> usize {
        self.opening.as_ref().and_then(Opening::stones).unwrap_or(0)
    }

    /// Who sat where: as kept, or for a game kept before seats, a person
    /// with [`Played::human`] against [`Played::level`].
    #[must_use]
    pub fn seats(&self) -> Seats {
        self.seats
            .clone()
            .unwrap_or_else(|| Seats::person_against(self.level, self.human))
    }

    /// Whether the game counts in the running score: one person against
    /// the computer, which did start (a game whose computer could not be
    /// started counts for nobody).
    #[must_use]
    pub fn is_scored(&self) -> bool {
        let never_began = self.forfeit.as_ref().is_some_and(|f| {
            matches!(&f.reason, ForfeitReason::Fault(fault) if fault.kind == FaultKind::NotStarted)
        });
        self.seats().person().is_some() && !never_began
    }

    /// How many stones the player placed.
    #[must_use]
    pub fn human_moves(&self) -> usize {
        let n = self.moves.len();
        match self.human {
            Stone::Black => n.div_ceil(2),
            Stone::White => n / 2,
        }
    }

    /// The game as a record: the moves replayed under its rule, with
    /// their times; the PSQ trailer names the players (`You` and the
    /// computer's level) before the `-1`.
    ///
    /// # Errors
    /// A [`RecordError`] (line 0) naming the first move that cannot be
    /// played (a damaged file).
    pub fn to_record(&self) -> Result<Record, RecordError> {
        let size = usize::from(self.size);
        let mut record = Record::new(size, self.rule)?;
        for (i, m) in self.moves.iter().enumerate() {
            let written = format!("{},{}", m.x, m.y);
            record
                .play(m.pos(), Some(m.ms))
                .map_err(|e| RecordError::play(0, i + 1, &written, e))?;
        }
        let computer = format!("gomoku {}", self.level);
        let (black, white) = match self.human {
            Stone::Black => ("You".to_owned(), computer),
            Stone::White => (computer, "You".to_owned()),
        };
        record.set_psq_extras(PsqExtras {
            header_tail: None,
            trailer: vec![black, white, "-1".to_owned()],
        });
        Ok(record)
    }
}

/// How a game ended, from the player's side.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// The player made five in a row.
    Won,
    /// The computer made five in a row.
    Lost,
    /// The board filled up with no winner.
    Drawn,
    /// The player gave the game up (it counts as a loss).
    Resigned,
}

impl GameResult {
    /// What the result does to the score: a resignation is a loss.
    #[must_use]
    pub fn match_result(self) -> MatchResult {
        match self {
            GameResult::Won => MatchResult::Won,
            GameResult::Lost | GameResult::Resigned => MatchResult::Lost,
            GameResult::Drawn => MatchResult::Drawn,
        }
    }

    /// The result in a word for lists (`won`, `lost`, `drawn`,
    /// `resigned`).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            GameResult::Won => "won",
            GameResult::Lost => "lost",
            GameResult::Drawn => "drawn",
            GameResult::Resigned => "resigned",
        }
    }
}

/// A finished game as kept in `games/`.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct KeptGame {
    /// The game itself.
    #[serde(flatten)]
    pub game: Played,
    /// When it ended, in seconds since the Unix epoch.
    pub ended: u64,
    /// How it ended.
    pub result: GameResult,
    /// The running score before the game counted.
    pub score_before: i64,
    /// The running score after.
    pub score_after: i64,
}

impl KeptGame {
    /// The game as a record, to open in review or export as PSQ or a move
    /// string ([`Played::to_record`]).
    ///
    /// # Errors
    /// As [`Played::to_record`].
    pub fn to_record(&self) -> Result<Record, RecordError> {
        self.game.to_record()
    }

    /// When it ended, as `YYYY-MM-DD HH:MM UTC` ([`format_utc`]).
    #[must_use]
    pub fn date(&self) -> String {
        format_utc(self.ended)
    }
}

/// The kept games, and the files that could not be read.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameList {
    /// Every game read, newest (latest ended) first.
    pub games: Vec<KeptGame>,
    /// The files that could not be read, by name.
    pub damaged: Vec<Damaged>,
    /// Why the folder itself could not be read, if it could not (the
    /// operating system's words).
    pub unreadable: Option<String>,
    /// The folder read (`games/` in the data folder).
    pub dir: Option<PathBuf>,
}

impl GameList {
    /// What the player should be told: that the folder could not be
    /// read, or which kept games could not be; `None` when all could.
    #[must_use]
    pub fn notice(&self) -> Option<Notice> {
        if let Some(error) = &self.unreadable {
            return Some(Notice::GamesUnreadable {
                path: self.dir.clone().unwrap_or_else(|| GAMES_DIR.into()),
                error: error.clone(),
            });
        }
        (!self.damaged.is_empty()).then(|| Notice::GamesLeftOut(self.damaged.clone()))
    }
}

/// The store for the kept games' files (`games/` in `store`'s folder); a
/// store that saves nothing when `store` has no folder.
#[must_use]
pub fn games_store(store: &Store) -> Store {
    store
        .dir()
        .map_or_else(Store::nowhere, |dir| Store::at(dir.join(GAMES_DIR)))
}

/// The file name a game is kept under.
fn file_name(id: &str) -> Option<String> {
    let safe = !id.is_empty()
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    safe.then(|| format!("{id}.json"))
}

/// The id `played` is kept under: its own when that is a plain name (see
/// [`keep`]), otherwise one made from it that is (a damaged or hand-edited
/// unfinished game's `../../score` must still be counted and kept once,
/// always under the same name).
#[must_use]
pub fn usable_id(played: &Played) -> String {
    if file_name(&played.id).is_some() {
        return played.id.clone();
    }
    // FNV-1a: the same id gives the same name at every start.
    let hash = played.id.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("{}-{hash:016x}", played.started)
}

/// Whether the game named `id` has been kept.
#[must_use]
pub fn is_kept(store: &Store, id: &str) -> bool {
    let (Some(dir), Some(name)) = (games_store(store).dir().map(PathBuf::from), file_name(id))
    else {
        return false;
    };
    fs::symlink_metadata(dir.join(name)).is_ok()
}

/// Writes `game` as `games/<id>.json`, atomically; keeping the same game
/// again replaces its file (so a retried save makes no second copy).
///
/// # Errors
/// As [`Store::save`]; an id that is not a plain name (letters, digits,
/// `-`, `_`) is refused as [`StoreError::Io`].
pub fn keep(store: &Store, game: &KeptGame) -> Result<(), StoreError> {
    let games = games_store(store);
    let name = file_name(&game.game.id).ok_or_else(|| StoreError::Io {
        path: games
            .dir()
            .map_or_else(|| PathBuf::from(GAMES_DIR), PathBuf::from),
        source: io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("'{}' is not a usable game name", game.game.id),
        ),
    })?;
    games.save(&name, game)
}

/// Every kept game, newest first, and the files that could not be read
/// (a file that is not JSON, not a game, or whose moves cannot be
/// replayed). Reads only: nothing is moved or removed.
#[must_use]
pub fn list(store: &Store) -> GameList {
    let mut list = GameList::default();
    let games = games_store(store);
    let Some(dir) = games.dir() else {
        return list;
    };
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(err) if err.kind() == io::ErrorKind::NotFound => return list,
        Err(err) => {
            list.dir = Some(dir.to_path_buf());
            list.unreadable = Some(err.to_string());
            return list;
        }
    };
    let mut found: Vec<(String, KeptGame)> = Vec::new();
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name().to_string_lossy().into_owned();
        // Hidden files are the store's temporaries and locks.
        if name.starts_with('.') || !name.ends_with(".json") {
            continue;
        }
        let path = entry.path();
        match read_game(&path) {
            Ok(game) => found.push((name, game)),
            Err(problem) => list.damaged.push(Damaged { path, problem }),
        }
    }
    found.sort_by(|(a_name, a), (b_name, b)| {
        (b.ended, b.game.started, b_name).cmp(&(a.ended, a.game.started, a_name))
    });
    list.games = found.into_iter().map(|(_, game)| game).collect();
    list.damaged.sort_by(|a, b| a.path.cmp(&b.path));
    list
}

fn read_game(path: &std::path::Path) -> Result<KeptGame, FileProblem> {
    let bytes = crate::session::read::read_regular(path, crate::session::read::MAX_DATA_BYTES)?;
    let game: KeptGame = serde_json::from_slice(&bytes)
        .map_err(|err| FileProblem::NotUnderstood(err.to_string()))?;
    game.to_record().map_err(FileProblem::MovesDoNotReplay)?;
    Ok(game)
}

/// Removes the temporary files an interrupted save left in `games/`
/// ([`Store::remove_stale_temporaries`]); call at start. Returns how many
/// went.
pub fn remove_stale_temporaries(store: &Store) -> usize {
    games_store(store).remove_stale_temporaries()
}

/// `seconds` since the Unix epoch as `YYYY-MM-DD HH:MM UTC`, e.g.
/// `2026-12-01 02:59 UTC`. (Universal time: the standard library does not
/// know the local time zone.)
#[must_use]
pub fn format_utc(seconds: u64) -> String {
    let days = seconds / 86_400;
    let in_day = seconds % 86_400;
    let (year, month, day) = civil_from_days(days);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        in_day / 3600,
        in_day % 3600 / 60
    )
}

/// The proleptic Gregorian date `days` after 1970-01-01 (Howard
/// Hinnant's `civil_from_days`, for days on or after the epoch).
fn civil_from_days(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_written_in_universal_time() {
        assert_eq!(format_utc(0), "1970-01-01 00:00 UTC");
        assert_eq!(format_utc(951_782_400), "2000-02-29 00:00 UTC");
        assert_eq!(format_utc(1_709_164_799), "2024-02-28 23:59 UTC");
        assert_eq!(format_utc(1_709_251_199), "2024-02-29 23:59 UTC");
        assert_eq!(format_utc(1_796_094_000), "2026-12-01 03:00 UTC");
        assert_eq!(format_utc(4_107_542_400), "2100-03-01 00:00 UTC");
    }

    #[test]
    fn only_plain_ids_name_files() {
        assert_eq!(file_name("17-ab_c").as_deref(), Some("17-ab_c.json"));
        for bad in ["", "../score", "a/b", "a.b", "score.json"] {
            assert_eq!(file_name(bad), None, "{bad}");
        }
    }
}
