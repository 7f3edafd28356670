//! The file system side of the catalog: folders listed in order, every entry that looks like
//! content kept (so that what cannot be read is reported, never skipped), ids from file names.

use std::{
    fs,
    path::{Path, PathBuf},
};

use super::CHAPTER_FILE;
use crate::{
    files::{self, READ_LIMIT, ReadError},
    lesson::{diagnostic::Problem, validate::image},
    t,
};

/// Reads a content file as text, within bao's limit.
///
/// # Errors
/// Returns a problem about the file saying why it cannot be read: a link to nothing, a folder or
/// FIFO, too large, not UTF-8 (with the line and column of the first bad byte).
pub(super) fn read(path: &Path) -> Result<String, Problem> {
    files::read_text(path, READ_LIMIT).map_err(|err| {
        let link = fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
        let (message, help) = match &err {
            ReadError::NotFound if link => (
                t!("check-files-dangling-link"),
                Some(t!("check-files-link-help")),
            ),
            ReadError::Io(io) if link && io.to_string().contains("symbolic links") => (
                t!("check-files-link-loop"),
                Some(t!("check-files-link-help")),
            ),
            ReadError::NotRegular(_) => (
                t!("check-files-unreadable", reason = err.to_string()),
                Some(t!("check-files-not-regular-help")),
            ),
            ReadError::NotUtf8 { .. } => (
                t!("check-files-unreadable", reason = err.to_string()),
                Some(t!("check-yaml-not-utf8-help")),
            ),
            _ => (t!("check-files-unreadable", reason = err.to_string()), None),
        };
        let mut problem = Problem::file(path, message, help);
        if let ReadError::NotUtf8 { line, column } = err {
            problem.line = line;
            problem.column = column;
        }
        problem
    })
}

/// Checks if a file outside a chapter folder is a lesson rather than a diagram: it has a
/// top-level `rule:` or `steps:`.
pub(super) fn looks_like_lesson(path: &Path) -> bool {
    read(path).is_ok_and(|text| {
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

/// What a folder holds that may be content, each list ordered by name.
#[derive(Debug, Default)]
pub(super) struct Listing {
    /// Its subfolders (links to folders included), but hidden ones (`.git`).
    pub dirs: Vec<PathBuf>,
    /// Every entry whose name ends in `.yaml`, whatever it is: a file, a link, a FIFO, a folder.
    pub yaml: Vec<PathBuf>,
    /// Entries named like YAML but not `.yaml` (`.yml`, `.YAML`).
    pub misnamed: Vec<PathBuf>,
}

impl Listing {
    /// Checks if the folder holds anything that looks like a content file.
    pub fn has_files(&self) -> bool {
        !self.yaml.is_empty() || !self.misnamed.is_empty()
    }
}

/// Lists what a folder holds that may be content.
///
/// # Errors
/// Returns a problem when the folder cannot be read.
pub(super) fn list(dir: &Path) -> Result<Listing, Problem> {
    let entries = fs::read_dir(dir).map_err(|err| {
        Problem::file(
            dir,
            t!("check-files-folder-unreadable", reason = err.to_string()),
            Some(t!("check-files-folder-unreadable-help")),
        )
    })?;
    let mut listing = Listing::default();
    for entry in entries {
        let entry = entry.map_err(|err| {
            Problem::file(
                dir,
                t!("check-files-folder-unreadable", reason = err.to_string()),
                None,
            )
        })?;
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        let lower = name.to_lowercase();
        if name.ends_with(".yaml") {
            listing.yaml.push(path);
        } else if lower.ends_with(".yaml") || lower.ends_with(".yml") {
            listing.misnamed.push(path);
        } else if path.is_dir() && !name.starts_with('.') {
            listing.dirs.push(path);
        }
    }
    listing.dirs.sort();
    listing.yaml.sort();
    listing.misnamed.sort();
    Ok(listing)
}

/// Says that a file named like YAML is not read because of its name.
pub(super) fn misnamed(path: &Path) -> Problem {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stem = name
        .rsplit_once('.')
        .map_or(name.as_str(), |(stem, _)| stem);
    let help = if stem.is_empty() || stem.starts_with('.') {
        t!("check-files-misnamed-help-example")
    } else {
        t!("check-files-misnamed-help", name = format!("{stem}.yaml"))
    };
    Problem::file(path, t!("check-files-misnamed"), Some(help))
}

/// Checks if a path names something, even a link to nothing.
pub(super) fn exists(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok()
}

/// Looks up the images of a lesson's or chapter's Markdown: a path from the file's own folder,
/// which must name a file there or below (no link leads out of it), of a kind and size the book
/// copies ([`image`]).
pub(super) fn image_check(file: &Path) -> impl Fn(&str) -> Option<String> + use<> {
    let dir = file.parent().unwrap_or(Path::new(".")).to_owned();
    move |path: &str| {
        let clean = path.split(['?', '#']).next().unwrap_or(path);
        if let Some(why) = image::name_refusal(clean) {
            return Some(why);
        }
        let full = dir.join(clean);
        let shown = full.to_string_lossy().replace('\\', "/");
        match (full.canonicalize(), dir.canonicalize()) {
            (Ok(found), Ok(inside)) if !found.starts_with(&inside) => {
                Some(t!("check-image-outside", path = path))
            }
            (Ok(found), _) if found.is_file() => image_file_refusal(clean, &found),
            (Ok(_), _) => Some(t!("check-image-not-file", path = path, full = shown)),
            (Err(_), _) => Some(t!("check-image-missing", path = path, full = shown)),
        }
    }
}

/// Reads an image the book would copy, giving why it is refused: larger than [`image::LIMIT`],
/// unreadable, or not a PNG, JPEG or GIF inside.
fn image_file_refusal(path: &str, found: &Path) -> Option<String> {
    match files::read_bytes(found, image::LIMIT) {
        Ok(bytes) => image::content_refusal(path, &bytes),
        Err(ReadError::TooLarge(limit)) => Some(t!(
            "check-image-too-large",
            path = path.escape_debug().to_string(),
            kib = limit / 1024
        )),
        Err(err) => Some(t!(
            "check-image-unreadable",
            path = path.escape_debug().to_string(),
            reason = err.to_string()
        )),
    }
}

/// Says that a translation translates a file that does not exist.
pub(super) fn orphan(file: &Path, english: &Path) -> Problem {
    let name = english
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    Problem::file(
        file,
        t!("check-find-orphan-translation", name = name),
        Some(t!("check-find-orphan-translation-help")),
    )
}
