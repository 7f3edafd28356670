//! Writing lessons: the files `bao new` scaffolds and the edits `bao record` makes, computed
//! without input or output (the commands in [`crate::cli`] read and write the files).

pub mod diff;
pub mod names;
pub mod questions;
pub mod record;
pub mod template;
pub mod yaml_text;
