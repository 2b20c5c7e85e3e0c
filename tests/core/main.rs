//! Everything but the window, as one test binary (one link instead of
//! sixteen): rules, the engines and their reports, tactics, the Gomocup
//! protocol and the arena, the session (controller, storage, kept games),
//! records, the teacher and the generated assets.

mod ai;
mod analysis;
mod arena;
mod assets;
mod controller;
mod external;
mod fake_engines;
mod games;
mod judgement;
mod opening;
mod protocol;
mod puzzles;
mod records;
mod report;
mod review_set;
mod rooms;
mod rules;
mod seats;
mod settle;
mod sgf;
mod soak;
mod soosorv;
mod storage;
mod swap2;
mod tactics;
mod teacher_explain;
mod teacher_heat;
mod teacher_review;
mod teacher_threats;
mod teacher_worker;
mod tree;
