//! A player's session: the match [`controller`] (clicks in, events out, the
//! AI on its own thread) with the player's [`colour`] and [`language`], what is remembered between runs ([`score`],
//! [`settings`], the [`unfinished`] game and every finished one in
//! [`games`], kept by the [`store`] as JSON files written atomically), and
//! the [`saver`] that writes them off the UI thread; a finished game is
//! counted once by [`settle`], a window's start is read by [`startup`] and
//! the score another window changes is seen through [`watch`]; what goes
//! wrong is told to the player as a [`notice::Notice`], once per cause
//! ([`notice_board`]). The player's [`puzzles`] (progress and the puzzles
//! mined from kept games) are kept too, and the kept games are mined once
//! each off the window's thread ([`mining`]).

pub mod clock;
pub mod colour;
pub mod controller;
pub mod games;
pub mod language;
pub mod mining;
pub mod notice;
pub mod notice_board;
pub mod opening;
pub mod puzzles;
pub mod read;
pub mod saver;
pub mod score;
pub mod seats;
pub mod settings;
pub mod settle;
pub mod startup;
pub mod store;
pub mod unfinished;
pub mod watch;
