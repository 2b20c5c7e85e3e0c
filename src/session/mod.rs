//! A player's session: the match [`controller`] (clicks in, events out, the
//! AI on its own thread), [`storage`] (score and settings files, written
//! atomically) and the [`saver`] that writes them off the UI thread.

pub mod controller;
pub mod saver;
pub mod storage;
