//! The course: chapters of lesson scripts in teaching order.

use std::collections::BTreeSet;

use super::Script;

/// Every lesson of a course, by chapter, in teaching order.
#[derive(Clone, Debug, Default)]
pub struct Course {
    /// The chapters.
    pub chapters: Vec<Chapter>,
}

/// A chapter of the course.
#[derive(Clone, Debug)]
pub struct Chapter {
    /// The chapter's id (its folder name).
    pub id: String,
    /// The chapter's title.
    pub title: String,
    /// Its lessons.
    pub lessons: Vec<Script>,
}

impl Course {
    /// Iterates over every lesson in order.
    pub fn lessons(&self) -> impl Iterator<Item = &Script> {
        self.chapters.iter().flat_map(|c| c.lessons.iter())
    }

    /// Finds a lesson by id.
    #[must_use]
    pub fn lesson(&self, id: &str) -> Option<&Script> {
        self.lessons().find(|s| s.id == id)
    }

    /// Gets the first lesson not done after the one with `id`, or else the first not done.
    #[must_use]
    pub fn next_undone(&self, id: &str, done: &BTreeSet<String>) -> Option<&Script> {
        let undone = |s: &&Script| !done.contains(&s.id);
        let later = self
            .lessons()
            .skip_while(|s| s.id != id)
            .skip(1)
            .find(undone);
        later.or_else(|| self.lessons().find(undone))
    }

    /// Suggests the lesson ids closest to a misspelt one.
    #[must_use]
    pub fn suggest(&self, id: &str) -> Vec<&str> {
        let found: Vec<&str> = self
            .lessons()
            .map(|s| s.id.as_str())
            .filter(|known| known.contains(id) || id.contains(*known))
            .collect();
        if !found.is_empty() {
            return found;
        }
        crate::lesson::keys::did_you_mean(id, self.lessons().map(|s| s.id.as_str()))
            .into_iter()
            .collect()
    }
}
