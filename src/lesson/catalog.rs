//! Finding and reading content: the only code that reads lesson and diagram files from disk.
//!
//! A path given to [`load`] may be
//! - a course folder (`lessons/`, or a teacher's own): its chapter folders, ordered by name, each
//!   with a `chapter.yaml` and lesson files ordered by name, and its `diagrams/` folder if any;
//! - a chapter folder (it has a `chapter.yaml`), or one lesson file (in a chapter folder or not:
//!   outside one, a file with a top-level `rule:` or `steps:` is a lesson);
//! - a folder of diagrams (`diagrams/`: one file per diagram, its id the file name), or one file;
//! - any other folder (the one that holds `lessons/`): the courses, chapters and diagram folders
//!   found a few levels below it.
//!
//! Whatever looks like content but is not read (a `.yml` file, a lesson in a sub-folder, a
//! folder of lessons with no `chapter.yaml`, a link to nothing, a FIFO) is a problem, and so is
//! a path with no content at all: nothing is skipped without a word.
//!
//! A library folder (the built-in `diagrams/`) may be given too: its diagrams can be named by
//! the lessons read, but are not themselves part of the catalog. So can a course's own
//! `diagrams/` when only a chapter or a lesson of the course is read.

mod files;
mod find;

use find::Targets;

use std::{
    collections::{BTreeMap, BTreeSet},
    path::{Path, PathBuf},
    sync::Arc,
};

pub use files::course_diagrams;
use files::{canonical, file_id, is_chapter_file, list, misnamed, orphan};

use crate::t;

use super::{
    diagnostic::Problem,
    load::{self, Blanks, SourceFile},
    model::{Catalog, Chapter, Lesson},
    schema::{ChapterFile, DiagramFile, LessonFile},
    translation,
    validate::{self, DiagramIndex},
};

/// The name of a chapter's own file.
pub const CHAPTER_FILE: &str = "chapter.yaml";

/// What a file holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A `chapter.yaml`.
    Chapter,
    /// A lesson.
    Lesson,
    /// A published diagram.
    Diagram,
}

/// What was read: the valid content, and every problem of the files that are not.
#[derive(Debug, Default)]
pub struct Loaded {
    /// The valid chapters, lessons and diagrams.
    pub catalog: Catalog,
    /// The problems, file by file in the order read.
    pub problems: Vec<Problem>,
}

/// Gets the course that comes with bao: the `lessons/` folder of its source tree.
#[must_use]
pub fn builtin_lessons() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/lessons"))
}

/// Gets the published diagrams that come with bao, which any course may name.
#[must_use]
pub fn builtin_diagrams() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/diagrams"))
}

/// Gets the diagrams any lesson may name: `./diagrams` when the current folder has one (bao's own
/// source tree, or a teacher's), else the built-in ones.
#[must_use]
pub fn default_library() -> PathBuf {
    let here = Path::new("diagrams");
    if here.is_dir() {
        here.to_owned()
    } else {
        builtin_diagrams().to_owned()
    }
}

/// Reads every chapter, lesson and diagram under `paths`, naming diagrams in `library` too, and
/// in the course's own `diagrams/` when a chapter or lesson of a course is given alone.
#[must_use]
pub fn load(paths: &[PathBuf], library: Option<&Path>) -> Loaded {
    let mut loader = Loader::default();
    let mut targets = Targets::default();
    for path in paths {
        find::classify(path, &mut targets, &mut loader.problems);
    }
    let mut libraries: Vec<PathBuf> = Vec::new();
    for (dir, _) in &targets.chapters {
        if let Some(own) = course_diagrams(dir)
            && !libraries.iter().any(|l| canonical(l) == canonical(&own))
        {
            libraries.push(own);
        }
    }
    libraries.extend(library.map(Path::to_owned));
    loader.catalog.course = targets.course.take();
    let mut diagrams = Vec::new();
    for dir in &libraries {
        diagrams.extend(loader.library(dir, &targets.diagrams));
    }
    diagrams.extend(targets.diagrams.iter().map(|f| (f.clone(), true)));
    loader.diagrams(&diagrams);
    for (dir, only) in &targets.chapters {
        loader.chapter(dir, only.as_deref());
    }
    for file in &targets.lessons {
        loader.lone_lesson(file);
    }
    loader.finish()
}

/// Reads one file as the given kind, naming diagrams in `library` (which an id of the file must
/// not repeat). A lesson is put in a chapter of its own with no title.
#[must_use]
pub fn load_file(path: &Path, kind: Kind, library: Option<&Path>) -> Loaded {
    load_one(Loader::default(), path, kind, library.as_slice())
}

/// Reads `text` as though it were the file at `path`, naming the diagrams of every folder in
/// `libraries` (the first of an id wins): how an edit is checked before it is written. Keys with
/// no value are allowed here, since `bao record` fills them in.
#[must_use]
pub fn load_text(path: &Path, text: &str, kind: Kind, libraries: &[&Path]) -> Loaded {
    let loader = Loader {
        given: Some((path.to_owned(), text.into())),
        blanks: Blanks::Allowed,
        ..Loader::default()
    };
    load_one(loader, path, kind, libraries)
}

fn load_one(mut loader: Loader, path: &Path, kind: Kind, libraries: &[&Path]) -> Loaded {
    let mut diagrams = Vec::new();
    for dir in libraries {
        diagrams.extend(loader.library(dir, &[path.to_owned()]));
    }
    if kind == Kind::Diagram {
        diagrams.push((path.to_owned(), true));
    }
    loader.diagrams(&diagrams);
    match kind {
        Kind::Diagram => {}
        Kind::Chapter => {
            if let Some(chapter) = loader.chapter_file(path) {
                loader.catalog.chapters.push(chapter);
            }
        }
        Kind::Lesson => loader.lone_lesson(path),
    }
    loader.finish()
}

struct Loader {
    catalog: Catalog,
    problems: Vec<Problem>,
    index: DiagramIndex,
    /// Every id read so far, with its file, for duplicates.
    ids: BTreeMap<String, PathBuf>,
    /// Files read so far (canonical), so a file given twice is read once.
    seen: BTreeSet<PathBuf>,
    /// A file's text given rather than read from disk.
    given: Option<(PathBuf, Arc<str>)>,
    /// Whether keys may be written with no value.
    blanks: Blanks,
}

impl Default for Loader {
    fn default() -> Loader {
        Loader {
            catalog: Catalog::default(),
            problems: Vec::new(),
            index: DiagramIndex::default(),
            ids: BTreeMap::new(),
            seen: BTreeSet::new(),
            given: None,
            blanks: Blanks::Refused,
        }
    }
}

impl Loader {
    fn finish(self) -> Loaded {
        Loaded {
            catalog: self.catalog,
            problems: self.problems,
        }
    }

    /// Lists the diagrams of a library folder but those that are to be checked, as not checked.
    fn library(&mut self, dir: &Path, checked: &[PathBuf]) -> Vec<(PathBuf, bool)> {
        let checked: BTreeSet<PathBuf> = checked.iter().map(|p| canonical(p)).collect();
        list(dir)
            .map(|l| l.yaml)
            .unwrap_or_default()
            .into_iter()
            .filter(|file| !checked.contains(&canonical(file)))
            .map(|file| (file, false))
            .collect()
    }

    /// Reads a file once; `None` when it was read already or cannot be read.
    fn read(&mut self, path: &Path, report: bool) -> Option<SourceFile> {
        if !self.seen.insert(canonical(path)) {
            return None;
        }
        if let Some((given, text)) = &self.given
            && given == path
        {
            return Some(SourceFile::new(path, text.clone()));
        }
        match files::read(path) {
            Ok(text) => Some(SourceFile::new(path, text)),
            Err(problem) => {
                if report {
                    self.problems.push(problem);
                }
                None
            }
        }
    }

    /// Notes an id, or a problem when another file has it.
    fn claim_id(&mut self, file: &Path, what: &str, id: &str) -> Result<(), Problem> {
        validate::check_id(file, what, id)?;
        if let Some(other) = self.ids.get(id) {
            let other = other.to_string_lossy().replace('\\', "/");
            return Err(Problem::file(
                file,
                t!("check-find-duplicate-id", id = id, other = other),
                Some(t!("check-find-duplicate-id-help")),
            ));
        }
        self.ids.insert(id.to_owned(), file.to_owned());
        Ok(())
    }

    /// Reads diagrams in two passes: every diagram's own position first, then each file in full,
    /// so a claim may name any diagram. `checked` ones join the catalog and report problems;
    /// library ones only become nameable.
    fn diagrams(&mut self, files: &[(PathBuf, bool)]) {
        let mut parsed = Vec::new();
        for (path, checked) in files {
            // A diagram's translation is read with its English (`bao check` checks it).
            if let Some((_, english)) = translation::language_of_file(path) {
                if *checked && !files::exists(&english) {
                    self.problems.push(orphan(path, &english));
                }
                continue;
            }
            let Some(source) = self.read(path, *checked) else {
                continue;
            };
            let id = file_id(path);
            if let Err(problem) = self.claim_id(path, "diagram", &id) {
                if *checked {
                    self.problems.push(problem);
                }
                continue;
            }
            match load::parse_all::<DiagramFile>(&source, self.blanks) {
                Ok(raw) => {
                    match validate::diagram_position(&source, &raw) {
                        Some(position) => self.index.add(&id, position, &raw.title),
                        None => self.index.add_broken(id.clone(), path.clone()),
                    }
                    parsed.push((source, Ok(raw), id, *checked));
                }
                Err(failed) => {
                    self.index.add_broken(id.clone(), path.clone());
                    if *checked {
                        parsed.push((source, Err(failed), id, true));
                    }
                }
            }
        }
        for (source, raw, id, checked) in parsed {
            let result = match raw {
                Ok(raw) => validate::diagram(&source, raw, &id, &self.index),
                // What its other keys and claims say is checked too, once every diagram is known.
                Err(failed) => Err(failed.problems_with(|raw, gaps| {
                    validate::diagram_rest(&source, raw, &id, &self.index, gaps)
                })),
            };
            match result {
                Ok(diagram) if checked => self.catalog.diagrams.push(diagram),
                Ok(_) => {}
                Err(problems) => {
                    self.index.add_broken(id, source.path.clone());
                    if checked {
                        self.problems.extend(problems);
                    }
                }
            }
        }
    }

    fn chapter_file(&mut self, path: &Path) -> Option<Chapter> {
        let source = self.read(path, true)?;
        let dir = path.parent().unwrap_or(Path::new("."));
        let id = dir
            .canonicalize()
            .ok()
            .and_then(|d| d.file_name().map(|n| n.to_string_lossy().into_owned()))
            .unwrap_or_default();
        if let Err(problem) = validate::check_id(path, "chapter", &id) {
            self.problems.push(problem);
        }
        let images = files::image_check(path);
        let validate = |raw| validate::chapter_with(&source, raw, &id, Some(&images));
        let result = match load::parse_all::<ChapterFile>(&source, self.blanks) {
            Ok(raw) => validate(raw),
            Err(failed) => {
                Err(failed.problems_with(|raw, _| validate(raw).err().unwrap_or_default()))
            }
        };
        result.map_err(|p| self.problems.extend(p)).ok()
    }

    fn chapter(&mut self, dir: &Path, only: Option<&Path>) {
        let chapter_file = dir.join(CHAPTER_FILE);
        // A chapter file read already or with problems: its lessons are still checked.
        let mut chapter = self.chapter_file(&chapter_file).unwrap_or_else(|| Chapter {
            id: file_id(dir),
            file: chapter_file,
            title: String::new(),
            intro: String::new(),
            lessons: Vec::new(),
        });
        let files = match only {
            Some(file) => vec![file.to_owned()],
            None => match list(dir) {
                Ok(listing) => {
                    self.problems
                        .extend(listing.misnamed.iter().map(|f| misnamed(f)));
                    self.problems.extend(find::nested(&listing));
                    listing.yaml
                }
                Err(problem) => return self.problems.push(problem),
            },
        };
        let (translations, lessons): (Vec<PathBuf>, Vec<PathBuf>) = files
            .into_iter()
            .partition(|f| translation::language_of_file(f).is_some());
        // Translations are read with the English they translate; one of nothing is told.
        for file in translations {
            if let Some((_, english)) = translation::language_of_file(&file)
                && !files::exists(&english)
            {
                self.problems.push(orphan(&file, &english));
            }
        }
        for file in lessons.iter().filter(|f| !is_chapter_file(f)) {
            if let Some(lesson) = self.lesson(file) {
                chapter.lessons.push(lesson);
            }
        }
        if !chapter.lessons.is_empty() || !chapter.title.is_empty() {
            self.catalog.chapters.push(chapter);
        }
    }

    /// Reads a lesson outside any chapter folder into a chapter of its own with no title.
    fn lone_lesson(&mut self, path: &Path) {
        let mut chapter = Chapter {
            id: String::new(),
            file: path.to_owned(),
            title: String::new(),
            intro: String::new(),
            lessons: Vec::new(),
        };
        if let Some(lesson) = self.lesson(path) {
            chapter.lessons.push(lesson);
            self.catalog.chapters.push(chapter);
        }
    }

    fn lesson(&mut self, path: &Path) -> Option<Lesson> {
        let source = self.read(path, true)?;
        let id = file_id(path);
        if let Err(problem) = self.claim_id(path, "lesson", &id) {
            self.problems.push(problem);
        }
        let images = files::image_check(path);
        let result = match load::parse_all::<LessonFile>(&source, self.blanks) {
            Ok(raw) => validate::lesson_with(&source, raw, &id, &self.index, Some(&images)),
            // What its other keys and steps say is checked too, so every problem is told in one
            // run.
            Err(failed) => Err(failed.problems_with(|raw, gaps| {
                validate::lesson_rest(&source, raw, &id, &self.index, Some(&images), gaps)
            })),
        };
        result.map_err(|p| self.problems.extend(p)).ok()
    }
}
