//! The puzzle collection: puzzles found in bao's own games, each a proved win with its themes
//! and rating.
//!
//! - [`collection`]: the CSV file read into puzzles (every bad row reported at its line), and
//!   written back.
//! - [`verify`]: each puzzle's claims proved again, as `bao check` does.
//! - [`csv`]: one line of the file split into its fields.
//! - [`themes`]: the learner's one-line explanation of each theme.

pub mod collection;
pub mod csv;
pub mod themes;
pub mod verify;
