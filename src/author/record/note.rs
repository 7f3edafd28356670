//! What `bao record` tells the teacher about each step it records.

use std::fmt;

/// One thing recorded, or left alone, at a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    /// The step (1-based).
    pub step: usize,
    /// The line where the step starts.
    pub line: usize,
    /// What happens there.
    pub kind: NoteKind,
}

/// What happens at a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoteKind {
    /// Values the file did not state are added, as `key value` texts.
    Added(Vec<String>),
    /// A stated value differs from the engine's and is replaced.
    Replaced {
        /// The key.
        key: &'static str,
        /// The value the file states.
        stated: String,
        /// The engine's value.
        engine: String,
    },
    /// A stated value that the engine does not give is removed.
    Removed {
        /// The key.
        key: &'static str,
        /// The value the file states.
        stated: String,
    },
    /// The step's text could not be edited safely; why.
    Skipped(String),
}

impl Note {
    /// Checks if the note changes a value the teacher stated.
    #[must_use]
    pub fn overrides(&self) -> bool {
        matches!(
            self.kind,
            NoteKind::Replaced { .. } | NoteKind::Removed { .. }
        )
    }
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match &self.kind {
            NoteKind::Added(items) => items.join(", "),
            NoteKind::Replaced {
                key,
                stated,
                engine,
            } => crate::t!(
                "cli-record-replaced",
                key = *key,
                stated = stated.as_str(),
                engine = engine.as_str()
            ),
            NoteKind::Removed { key, stated } => {
                crate::t!("cli-record-removed", key = *key, stated = stated.as_str())
            }
            NoteKind::Skipped(why) => crate::t!("cli-record-left-alone", why = why.as_str()),
        };
        let note = crate::t!(
            "cli-record-step",
            step = self.step,
            line = self.line,
            what = what
        );
        f.write_str(&note)
    }
}
