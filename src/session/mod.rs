//! A player's session: the match [`controller`] (clicks in, events out, the
//! AI on its own thread) and [`storage`] (score and settings files, written
//! atomically).

pub mod controller;
pub mod storage;
