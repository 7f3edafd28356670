//! The file system side of the catalog: folders listed in order, ids from file names.

use std::path::{Path, PathBuf};

use super::CHAPTER_FILE;
use crate::lesson::diagnostic::Problem;

/// Checks if a file outside a chapter folder is a lesson rather than a diagram: it has a
/// top-level `rule:` or `steps:`.
pub(super) fn looks_like_lesson(path: &Path) -> bool {
    std::fs::read_to_string(path).is_ok_and(|text| {
        text.lines()
            .any(|l| l.starts_with("rule:") || l.starts_with("steps:"))
    })
}

/// Finds the `diagrams/` folder of the course a lesson file or chapter folder belongs to: the
/// folder beside the chapter folders, if there is one.
#[must_use]
pub fn course_diagrams(lesson_or_chapter: &Path) -> Option<PathBuf> {
    let chapter = if lesson_or_chapter.is_dir() {
        lesson_or_chapter
    } else {
        lesson_or_chapter.parent()?
    };
    if !chapter.join(CHAPTER_FILE).is_file() {
        return None;
    }
    let course = chapter.parent().filter(|p| !p.as_os_str().is_empty());
    let dir = course.unwrap_or(Path::new(".")).join("diagrams");
    dir.is_dir().then_some(dir)
}

pub(super) fn canonical(path: &Path) -> PathBuf {
    path.canonicalize().unwrap_or_else(|_| path.to_owned())
}

pub(super) fn is_chapter_file(path: &Path) -> bool {
    path.file_name().is_some_and(|n| n == CHAPTER_FILE)
}

/// Gets a file's id: its name without `.yaml`.
pub(super) fn file_id(path: &Path) -> String {
    path.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Lists a folder's subfolders, ordered by name.
pub(super) fn sorted_entries(dir: &Path) -> Result<Vec<PathBuf>, Problem> {
    let entries = std::fs::read_dir(dir)
        .map_err(|err| Problem::file(dir, format!("cannot read the folder: {err}"), None))?;
    let mut dirs: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    Ok(dirs)
}

/// Lists a folder's `.yaml` files, ordered by name.
pub(super) fn yaml_files(dir: &Path) -> Result<Vec<PathBuf>, Problem> {
    let entries = std::fs::read_dir(dir)
        .map_err(|err| Problem::file(dir, format!("cannot read the folder: {err}"), None))?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    files.sort();
    Ok(files)
}
