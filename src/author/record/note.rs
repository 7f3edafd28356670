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
        write!(f, "step {} (line {}): ", self.step, self.line)?;
        match &self.kind {
            NoteKind::Added(items) => write!(f, "{}", items.join(", ")),
            NoteKind::Replaced {
                key,
                stated,
                engine,
            } => write!(
                f,
                "the file says {key} {stated}, the engine {engine}: replaced"
            ),
            NoteKind::Removed { key, stated } => {
                write!(f, "the file says {key} {stated}, the engine none: removed")
            }
            NoteKind::Skipped(why) => write!(f, "left alone: {why}"),
        }
    }
}
