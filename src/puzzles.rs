//! The puzzle collection: the file of puzzles made from bao's own games, read and proved.
//!
//! - [`collection`]: the CSV file read into puzzles (every bad row reported at its line), and
//!   written back.
//! - [`verify`]: each puzzle's claims proved again, as `bao check` does.
//! - [`csv`]: one line of the file split into its fields.
//! - [`themes`]: the learner's explanation of each theme.

pub mod collection;
pub mod csv;
pub mod themes;
pub mod verify;

use crate::{
    engine::{Move, Position},
    search::theme::Theme,
};

/// Gets the themes of a puzzle's solution, as the collection writes them and `bao check`
/// recomputes them.
#[must_use]
pub fn themes(position: &Position, _line: &[Move]) -> Vec<Theme> {
    // The stage only, until the detector of every theme lands in bao-search.
    if position.is_namua(position.to_move()) {
        vec![Theme::Namua]
    } else {
        vec![Theme::Mtaji]
    }
}

/// Gets a puzzle's rating for `seed`, as the generator writes it.
#[must_use]
pub fn rating(_position: &Position, line: &[Move], _seed: u64) -> u32 {
    // A stand-in by length, until the rating by solve rates lands in bao-search.
    600 + 200 * u32::try_from(line.len()).unwrap_or(u32::MAX / 400)
}
