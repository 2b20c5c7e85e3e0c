//! Puzzles from the player's kept games, mined once each off the window's
//! thread: every kept game with one person in it not yet mined is
//! reviewed for the person's side and [mined](crate::teacher::puzzles::mine),
//! and what it yields is kept ([`keep_mined`]), the game marked mined even
//! when it yields nothing.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread::JoinHandle;

use crate::session::games;
use crate::session::puzzles::{keep_mined, load_mined};
use crate::session::store::{Store, StoreError};
use crate::teacher::puzzles::prove::MAKE_NODES;
use crate::teacher::puzzles::{Puzzle, mine_game};
use crate::teacher::review::{Budget, REVIEW_NODES, ReviewError};

/// What the miner reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum News {
    /// Kept game `game` was mined, and its puzzles kept.
    Mined {
        /// The kept game's id.
        game: String,
        /// The puzzles it gave.
        puzzles: Vec<Puzzle>,
    },
    /// Every kept game is mined (or the miner stopped).
    Done,
}

/// Mines every kept game in `store` not mined yet, newest first, telling
/// `news` after each; stops between games (and within one) when `cancel`
/// is set. Returns how many games were mined.
///
/// # Errors
/// When the mined puzzles cannot be kept ([`Store::update`]).
pub fn mine_kept(
    store: &Store,
    cancel: &AtomicBool,
    news: &mut dyn FnMut(News),
) -> Result<usize, StoreError> {
    let done = load_mined(store).value.games;
    let list = games::list(store);
    let budget = Budget::nodes(REVIEW_NODES);
    let mut mined = 0;
    for kept in list.games.iter().filter(|g| !done.contains(&g.game.id)) {
        if cancel.load(Ordering::Relaxed) {
            break;
        }
        let id = &kept.game.id;
        let found = match (kept.game.seats().person(), kept.to_record()) {
            (Some(_), Ok(record)) => {
                match mine_game(
                    record.moves(),
                    record.size(),
                    record.rule(),
                    kept.game.human,
                    &budget,
                    id,
                    MAKE_NODES,
                    cancel,
                ) {
                    Ok(found) => found,
                    Err(ReviewError::Cancelled) => break,
                    Err(ReviewError::Size(_)) => Vec::new(),
                }
            }
            // A game of two computers, or one that does not replay: no
            // puzzles, and marked so that it is not read again.
            _ => Vec::new(),
        };
        if cancel.load(Ordering::Relaxed) {
            break;
        }
        keep_mined(store, id, &found)?;
        mined += 1;
        news(News::Mined {
            game: id.clone(),
            puzzles: found,
        });
    }
    news(News::Done);
    Ok(mined)
}

/// [`mine_kept`] on a thread of its own (named `puzzle-miner`); dropping
/// it stops the mining.
pub struct Miner {
    news: Receiver<News>,
    cancel: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
    done: bool,
}

impl Miner {
    /// Starts mining `store`'s kept games; `wake` is called after each
    /// piece of news (the window asks for a repaint).
    ///
    /// # Errors
    /// When the thread cannot be started (the operating system's error).
    pub fn start(store: Store, wake: impl Fn() + Send + 'static) -> std::io::Result<Miner> {
        let (tx, rx) = mpsc::channel();
        let cancel = Arc::new(AtomicBool::new(false));
        let stop = Arc::clone(&cancel);
        let thread = std::thread::Builder::new()
            .name("puzzle-miner".into())
            .spawn(move || {
                let mut tell = |n: News| {
                    let _ = tx.send(n);
                    wake();
                };
                if let Err(e) = mine_kept(&store, &stop, &mut tell) {
                    log::warn!("the puzzles mined could not be kept: {e}");
                    tell(News::Done);
                }
            })?;
        Ok(Miner {
            news: rx,
            cancel,
            thread: Some(thread),
            done: false,
        })
    }

    /// The news so far, without waiting.
    pub fn poll(&mut self) -> Vec<News> {
        let mut all = Vec::new();
        loop {
            match self.news.try_recv() {
                Ok(n) => {
                    self.done |= n == News::Done;
                    all.push(n);
                }
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    self.done = true;
                    break;
                }
            }
        }
        all
    }

    /// Whether it has finished.
    #[must_use]
    pub fn is_done(&self) -> bool {
        self.done
    }
}

impl Drop for Miner {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
        // The thread stops within one proof; it is not waited for.
        drop(self.thread.take());
    }
}
