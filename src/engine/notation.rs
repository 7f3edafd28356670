//! Text forms: one module per notation.
//!
//! - [`position_text`]: the one-line position form, e.g.
//!   `0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S stock=22,22`.
//! - [`grid`]: the four-line grid of the seed diagrams (`| O | 1 | 8 | …`).
//! - [`move_text`]: move spellings of the seeds (`A5D>`, `A3I*`, `A6E*`) and of KIBA (`A4>`, `A3>+`,
//!   `A6<*`), read without a board and then resolved against a position.

pub mod grid;
pub mod move_text;
pub mod position_text;

pub use grid::ParseGridError;
pub use move_text::{MoveText, ParseMoveError};
pub use position_text::ParsePositionError;
