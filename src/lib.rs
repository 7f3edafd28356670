//! bao: a rules tutor and diagram checker for Bao la Kiswahili and Bao la Kujifunza.
//!
//! - [`author`]: scaffolding lessons and recording what their moves give.
//! - [`engine`]: the pure rules engine and its notations (the crate `bao-engine`).
//! - [`lesson`]: lessons and published diagrams, read, validated and checked.
//! - [`render`]: boards and traces as text and SVG.
//! - [`tutor`]: the tutor behind `bao learn`.
//! - [`search`]: the game-tree search and exact proofs behind `bao analyse` (the crate `bao-search`).
//! - [`book`]: the mdBook of the annotated rules.
//! - [`game`]: whole games: records, the game state, the coach.
//! - [`tui`]: the full-screen front end of `bao game`.
//! - [`files`]: reading and writing the user's files safely.
//! - [`puzzles`]: the puzzle collection, read, written and proved.
//! - [`i18n`]: the languages bao speaks and its message catalogue.
//! - [`cli`]: the `bao` command.

pub mod author;
pub mod book;
pub mod cli;
pub mod files;
pub mod game;
pub mod i18n;
pub mod lesson;
pub mod position_json;
pub mod progress;
pub mod puzzles;
pub mod render;
pub mod style;
pub mod tui;
pub mod tutor;

/// The rules engine, the library crate [`bao_engine`] under the name the application uses.
pub use bao_engine as engine;
/// The search and the proofs, the library crate [`bao_search`] under the name the application uses.
pub use bao_search as search;
