//! The course: chapters of lesson scripts in teaching order.

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

    /// Gets the lesson after the one with `id`.
    #[must_use]
    pub fn after(&self, id: &str) -> Option<&Script> {
        self.lessons().skip_while(|s| s.id != id).nth(1)
    }

    /// Suggests the lesson ids closest to a misspelt one.
    #[must_use]
    pub fn suggest(&self, id: &str) -> Vec<&str> {
        self.lessons()
            .map(|s| s.id.as_str())
            .filter(|known| known.contains(id) || id.contains(*known))
            .collect()
    }
}
