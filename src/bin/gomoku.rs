//! The desktop game (work in progress).

fn main() {}
