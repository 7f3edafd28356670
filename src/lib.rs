//! bao: a rules tutor and diagram checker for Bao la Kiswahili and Bao la Kujifunza.
//!
//! - [`engine`]: the pure rules engine and its notations.

pub mod engine;
