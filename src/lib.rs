//! bao: a rules tutor and diagram checker for Bao la Kiswahili and Bao la Kujifunza.
//!
//! - [`engine`]: the pure rules engine and its notations.
//! - [`render`]: boards and traces as text and SVG.
//! - [`book`]: the mdBook of the annotated rules.
//! - [`cli`]: the `bao` command.

pub mod book;
pub mod cli;
pub mod engine;
pub mod position_json;
pub mod render;
pub mod style;
