//! Finding the content under a path given: a course, a chapter, a diagrams folder or a file, or
//! else the ones below it. Whatever looks like content but is not read is reported, never
//! skipped without a word, and a path with no content at all is a problem too.

use std::path::{Path, PathBuf};

use super::{
    CHAPTER_FILE,
    files::{Listing, exists, list, looks_like_lesson, misnamed, read},
};
use crate::lesson::{
    course_file::{self, COURSE_FILE},
    diagnostic::Problem,
    model::CourseInfo,
    translation::{self, glossary::GLOSSARY_DIR},
};
use crate::t;

/// The files found under the paths given, by kind.
#[derive(Default)]
pub(super) struct Targets {
    /// Diagram files.
    pub(super) diagrams: Vec<PathBuf>,
    /// Chapter folders, each with all its lessons or only one.
    pub(super) chapters: Vec<(PathBuf, Option<PathBuf>)>,
    /// Lesson files outside any chapter folder.
    pub(super) lessons: Vec<PathBuf>,
    /// The course file of the first course folder found, read.
    pub(super) course: Option<CourseInfo>,
}

impl Targets {
    /// Counts the files and folders found.
    fn count(&self) -> usize {
        self.diagrams.len() + self.chapters.len() + self.lessons.len()
    }
}

/// How many folders down from a path given content is looked for, when the path itself is not
/// a course, chapter or diagrams folder (the folder that holds `lessons/`, or a project).
const SEARCH_DEPTH: usize = 3;

/// Sorts the content under `path` into `targets`, noting what cannot be read; a path under which
/// nothing is found is itself a problem.
pub(super) fn classify(path: &Path, targets: &mut Targets, problems: &mut Vec<Problem>) {
    let before = (targets.count(), problems.len());
    classify_at(path, targets, problems, 0);
    if (targets.count(), problems.len()) == before {
        problems.push(Problem::file(
            path,
            t!("check-find-nothing"),
            Some(t!("check-find-nothing-help")),
        ));
    }
}

fn classify_at(path: &Path, targets: &mut Targets, problems: &mut Vec<Problem>, depth: usize) {
    if path.is_file() {
        // A translation given is checked with the English it translates.
        if let Some((_, english)) = translation::language_of_file(path)
            && english.is_file()
        {
            return classify_at(&english, targets, problems, depth);
        }
        let parent = path
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        if path.file_name().is_some_and(|n| n == CHAPTER_FILE) {
            targets.chapters.push((parent.to_owned(), None));
        } else if parent.join(CHAPTER_FILE).is_file() {
            targets
                .chapters
                .push((parent.to_owned(), Some(path.to_owned())));
        } else if looks_like_lesson(path) {
            targets.lessons.push(path.to_owned());
        } else {
            targets.diagrams.push(path.to_owned());
        }
        return;
    }
    if !path.is_dir() {
        let problem = if exists(path) { read(path).err() } else { None };
        problems.push(problem.unwrap_or_else(|| {
            Problem::file(
                path,
                t!("check-find-no-such-path"),
                Some(t!("check-find-no-such-path-help")),
            )
        }));
        return;
    }
    if exists(&path.join(CHAPTER_FILE)) {
        targets.chapters.push((path.to_owned(), None));
        return;
    }
    let listing = match list(path) {
        Ok(listing) => listing,
        Err(problem) => return problems.push(problem),
    };
    let chapter_dirs: Vec<PathBuf> = listing
        .dirs
        .iter()
        .filter(|d| exists(&d.join(CHAPTER_FILE)))
        .cloned()
        .collect();
    if !chapter_dirs.is_empty() {
        course(path, &listing, chapter_dirs, targets, problems);
    } else if listing.has_files() {
        loose_files(path, &listing, targets, problems);
    } else if depth < SEARCH_DEPTH {
        for dir in &listing.dirs {
            classify_at(dir, targets, problems, depth + 1);
        }
    }
}

/// A course folder: its chapters and its own diagrams; any other folder with content files in it
/// is a chapter without its `chapter.yaml`.
fn course(
    path: &Path,
    listing: &Listing,
    chapter_dirs: Vec<PathBuf>,
    targets: &mut Targets,
    problems: &mut Vec<Problem>,
) {
    problems.extend(listing.misnamed.iter().map(|f| misnamed(f)));
    for file in &listing.yaml {
        if file.file_name().is_some_and(|n| n == COURSE_FILE) {
            match course_file::read(path) {
                Ok(course) => {
                    targets.course.get_or_insert(CourseInfo {
                        file: file.clone(),
                        course,
                    });
                }
                Err(found) => problems.extend(found),
            }
            continue;
        }
        // The course file's translations are read with it (`bao check` checks them).
        if translation::language_of_file(file)
            .is_some_and(|(_, english)| english == *file.with_file_name(COURSE_FILE))
        {
            continue;
        }
        problems.push(Problem::file(
            file,
            t!("check-find-lesson-in-course"),
            Some(t!("check-find-lesson-in-course-help")),
        ));
    }
    let own_diagrams = path.join("diagrams");
    for dir in &listing.dirs {
        let glossary = dir.file_name().is_some_and(|n| n == GLOSSARY_DIR);
        if chapter_dirs.contains(dir) || *dir == own_diagrams || glossary {
            continue;
        }
        match list(dir) {
            Ok(inner) if inner.has_files() => problems.push(no_chapter_file(dir, &inner)),
            Ok(_) => {}
            Err(problem) => problems.push(problem),
        }
    }
    targets
        .chapters
        .extend(chapter_dirs.into_iter().map(|d| (d, None)));
    if own_diagrams.is_dir() {
        match list(&own_diagrams) {
            Ok(inner) => {
                problems.extend(inner.misnamed.iter().map(|f| misnamed(f)));
                problems.extend(nested(&inner));
                targets.diagrams.extend(inner.yaml);
            }
            Err(problem) => problems.push(problem),
        }
    }
}

/// A folder of files with no chapter folders: diagrams, or lessons whose `chapter.yaml` is
/// missing (checked, and the missing file reported).
fn loose_files(path: &Path, listing: &Listing, targets: &mut Targets, problems: &mut Vec<Problem>) {
    problems.extend(listing.misnamed.iter().map(|f| misnamed(f)));
    problems.extend(nested(listing));
    let mut lessons = false;
    for file in &listing.yaml {
        if looks_like_lesson(file) {
            lessons = true;
            targets.lessons.push(file.clone());
        } else {
            targets.diagrams.push(file.clone());
        }
    }
    if lessons {
        problems.push(no_chapter_file(path, listing));
    }
}

/// Reports the sub-folders of a chapter or diagrams folder that hold content files: they are
/// not read.
pub(super) fn nested(listing: &Listing) -> Vec<Problem> {
    let mut problems = Vec::new();
    for dir in &listing.dirs {
        match list(dir) {
            Ok(inner) if inner.has_files() => problems.push(Problem::file(
                dir,
                t!("check-find-nested"),
                Some(t!("check-find-nested-help")),
            )),
            Ok(_) => {}
            Err(problem) => problems.push(problem),
        }
    }
    problems
}

/// Says that a folder holding content files is no chapter, since it has no `chapter.yaml`.
fn no_chapter_file(dir: &Path, listing: &Listing) -> Problem {
    let near = listing
        .yaml
        .iter()
        .chain(&listing.misnamed)
        .filter_map(|f| f.file_name())
        .map(|n| n.to_string_lossy().into_owned())
        .find(|n| n.to_lowercase().starts_with("chapter"));
    let help = match near {
        Some(name) => t!(
            "check-find-rename-chapter-file",
            name = name,
            file = CHAPTER_FILE
        ),
        None => t!("check-find-no-chapter-file-help", file = CHAPTER_FILE),
    };
    Problem::file(
        dir,
        t!("check-find-no-chapter-file", file = CHAPTER_FILE),
        Some(help),
    )
}
