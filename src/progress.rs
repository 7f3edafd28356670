//! The learner's progress: one small JSON file in the user's state directory.
//!
//! `$XDG_STATE_HOME/bao/progress.json`, or `~/.local/state/bao/progress.json` (a relative
//! `XDG_STATE_HOME` is ignored, as the XDG specification says). The file is read and written
//! through [`crate::files`]: only a regular file is read, and it is replaced atomically (a
//! symlink is written through). A file that cannot be read is reported and moved aside, never
//! silently lost. The record is [`Progress`], with the puzzle trainer's part in [`Puzzles`];
//! where it lives and how it is read and written is [`Store`] (whose strict [`Store::read`],
//! the trainer's, leaves an unreadable file where it is).

mod puzzles;
mod store;

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

pub use puzzles::{Attempt, Puzzles, Rating};
pub use store::{Loaded, ProgressError, Store};

/// The newest version of the progress file this bao reads and writes: 2 added the puzzle
/// trainer's record. A file without that record is still written as version 1, so an older bao
/// goes on reading the progress of a learner who never opened the trainer.
pub const FORMAT_VERSION: u32 = 2;

/// The version of a file with no puzzle record.
const FORMAT_VERSION_LESSONS: u32 = 1;

/// What the learner has done.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    /// The version of the file format.
    pub format_version: u32,
    /// The lesson to resume at.
    #[serde(default)]
    pub current: Option<String>,
    /// The page of `current` to resume at (0-based; 0 when missing, as in older files).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub page: usize,
    /// The question pages of `current` whose answers were shown rather than found.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub shown: BTreeSet<usize>,
    /// The lessons finished with every question answered.
    #[serde(default)]
    pub done: BTreeSet<String>,
    /// The lessons gone through with some answer shown rather than found: seen, not done.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub seen: BTreeSet<String>,
    /// The puzzle trainer's record (none before the learner first opens `bao puzzles`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub puzzles: Option<Puzzles>,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

impl Progress {
    /// Makes an empty record.
    #[must_use]
    pub fn new() -> Progress {
        Progress {
            format_version: FORMAT_VERSION_LESSONS,
            current: None,
            page: 0,
            shown: BTreeSet::new(),
            done: BTreeSet::new(),
            seen: BTreeSet::new(),
            puzzles: None,
        }
    }

    /// Gets the version the record is written as: the oldest that holds all of it.
    #[must_use]
    pub fn version_to_write(&self) -> u32 {
        if self.puzzles.is_some() {
            FORMAT_VERSION
        } else {
            FORMAT_VERSION_LESSONS
        }
    }

    /// Gets the puzzle trainer's record, making an empty one (a new learner's rating) if none.
    pub fn puzzles_mut(&mut self) -> &mut Puzzles {
        self.puzzles.get_or_insert_with(Puzzles::default)
    }

    /// Says where the learner is: in lesson `id` at `page`, with these answers shown.
    pub fn stand(&mut self, id: &str, page: usize, shown: &BTreeSet<usize>) {
        self.current = Some(id.to_owned());
        self.page = page;
        self.shown = shown.clone();
    }

    /// Records a lesson gone through to its end: done when `answered` (every question answered
    /// by the learner), else seen. A lesson once done stays done.
    pub fn finish(&mut self, id: &str, answered: bool) {
        if answered || self.done.contains(id) {
            self.seen.remove(id);
            self.done.insert(id.to_owned());
        } else {
            self.seen.insert(id.to_owned());
        }
        self.page = 0;
        self.shown.clear();
    }

    /// Forgets one lesson: neither done nor seen, and not resumed part-way.
    pub fn forget(&mut self, id: &str) {
        self.done.remove(id);
        self.seen.remove(id);
        if self.current.as_deref() == Some(id) {
            self.page = 0;
            self.shown.clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_old_record_reads_with_its_lessons_done() {
        let old = r#"{"format_version": 1, "current": "02-last-seed", "done": ["01-kichwa"]}"#;
        let progress: Progress = serde_json::from_str(old).unwrap();
        assert!(progress.done.contains("01-kichwa"));
        assert_eq!(progress.page, 0);
        assert!(progress.seen.is_empty() && progress.shown.is_empty());
        let new = serde_json::to_string(&progress).unwrap();
        assert_eq!(
            new,
            r#"{"format_version":1,"current":"02-last-seed","done":["01-kichwa"]}"#
        );
    }

    #[test]
    fn an_old_record_has_no_puzzles_and_keeps_its_version_until_it_has() {
        let old = r#"{"format_version": 1, "done": ["01-kichwa"]}"#;
        let mut progress: Progress = serde_json::from_str(old).unwrap();
        assert_eq!(progress.puzzles, None);
        assert_eq!(progress.version_to_write(), 1);
        progress.puzzles_mut().solved.insert("K00001".into());
        assert_eq!(progress.version_to_write(), 2);
        assert!(progress.done.contains("01-kichwa"), "the lessons are kept");
    }

    #[test]
    fn a_lesson_with_answers_shown_is_seen_until_answered() {
        let mut progress = Progress::new();
        progress.stand("a", 3, &BTreeSet::from([2]));
        progress.finish("a", false);
        assert!(progress.seen.contains("a") && !progress.done.contains("a"));
        assert_eq!((progress.page, progress.shown.len()), (0, 0));
        progress.finish("a", true);
        assert!(progress.done.contains("a") && !progress.seen.contains("a"));
        progress.finish("a", false);
        assert!(progress.done.contains("a"), "done stays done");
        progress.forget("a");
        assert!(!progress.done.contains("a"));
    }
}
