//! The level benchmark's fixed 13×13 positions, shared by the benches
//! that search them (`levels`, `threads`).

/// The opening, an early middle game, a crowded one.
pub const POSITIONS: [&str; 3] = [
    "g7",
    "g7h8f8h6h7f6e9i7",
    "g7h8f8h6h7f6e9i7d10c11g8g6g9g10f10e11h9i10j9k8e8d8",
];
