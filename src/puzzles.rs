//! The puzzle collection: puzzles found in bao's own games, each a proved win with its themes
//! and rating.

pub mod themes;
