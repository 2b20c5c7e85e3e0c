//! A player's session: the match [`controller`] (clicks in, events out, the
//! AI on its own thread), what is remembered between runs ([`score`] and
//! [`settings`], kept by the [`store`] as JSON files written atomically),
//! and the [`saver`] that writes them off the UI thread.

pub mod controller;
pub mod saver;
pub mod score;
pub mod settings;
pub mod store;
