//! A course as the book shows it: reading a course folder with the built-in diagrams, and making
//! its pages (the lesson chapters, the published diagrams, the teachers' chapter).

use std::path::Path;

use super::{
    BookError, CataloguePages, Course, GeneratedFile, contents, course_file, diagrams, generate,
    lessons, teachers, themes,
};
use crate::{
    lesson::{
        catalog::{self, Loaded},
        model::Catalog,
    },
    puzzles::collection::{self, Collection},
};

/// Reads a course folder for the book: its chapters and lessons, its own diagrams if it has a
/// `diagrams/` folder, and the built-in diagrams, which its lessons may name and the book lists.
#[must_use]
pub fn load(course: &Path) -> Loaded {
    // A file given twice (a course whose `diagrams/` is the built-in one) is read once.
    catalog::load(
        &[course.to_owned(), catalog::builtin_diagrams().to_owned()],
        None,
    )
}

/// Makes the pages of a catalogue: a chapter page a lesson chapter with a page a lesson, in
/// curriculum order, then the published diagrams and, with the course's reference chapters, the
/// teachers' chapter. The catalogue's
/// diagrams must include the built-in ones, as [`load`] gives them: the teachers' chapter's
/// example names one.
///
/// # Errors
/// Returns a [`BookError`] naming the file when a step or claim does not hold, an id cannot name a
/// page, or Markdown holds raw HTML or an mdBook directive.
pub fn catalogue(catalog: &Catalog, course: &Course) -> Result<CataloguePages, BookError> {
    let chapters = catalog
        .chapters
        .iter()
        .map(lessons::chapter)
        .collect::<Result<Vec<_>, _>>()?;
    let mut back_matter = vec![diagrams::page(&catalog.diagrams)?];
    if course.reference_chapters {
        back_matter.extend(teachers::pages(&catalog.diagrams)?);
    }
    Ok(CataloguePages {
        chapters,
        back_matter,
    })
}

/// Puts the course's translation into the book's language ([`super::words::language`]) in place
/// of its English, the book's title in `course` included; an entry not translated stays English,
/// and `bao check` reports it.
pub fn translate(catalog: &mut Catalog, course: &mut Course) {
    let language = super::words::language();
    if language != crate::i18n::Language::English {
        let _ = crate::lesson::translation::translate(catalog, language);
        if let Some(info) = &catalog.course {
            course.title.clone_from(&info.course.title);
        }
    }
}

/// Reads the puzzle collection that comes with bao
/// (`lessons/puzzles/puzzles.csv`).
///
/// # Errors
/// Returns a [`BookError`] naming the file and each fault when it cannot be read.
fn built_in_puzzles() -> Result<Collection, BookError> {
    // The collection is part of bao, as its lessons are: a missing file is an error, never a
    // book quietly without its puzzles by theme.
    collection::built_in().map_err(|err| BookError::Lesson {
        file: lessons::file_name(collection::built_in_path()),
        message: err.to_string(),
    })
}

/// Generates the book of a course folder: its course file ([`course_file::read`]), [`load`],
/// [`catalogue`], [`contents`], [`generate`].
///
/// # Errors
/// Returns [`BookError::Content`] when a file of the course cannot be read, or another
/// [`BookError`] when a page cannot be written.
pub fn files_of(course: &Path) -> Result<Vec<GeneratedFile>, BookError> {
    files_with_puzzles(course, None)
}

/// Generates the book of a course folder as [`files_of`] does, with a chapter of `puzzles` by
/// theme after the lesson chapters (a page per theme, its easiest puzzles played on the page).
///
/// # Errors
/// As [`files_of`]; and a [`BookError`] when a puzzle's win cannot be proved again or the
/// collection has no puzzle.
pub fn files_with_puzzles(
    course: &Path,
    puzzles: Option<&Collection>,
) -> Result<Vec<GeneratedFile>, BookError> {
    let content = |problems: Vec<crate::lesson::diagnostic::Problem>| {
        BookError::Content(problems.iter().map(ToString::to_string).collect())
    };
    let mut about = course_file::read(course).map_err(content)?;
    let mut loaded = load(course);
    if !loaded.problems.is_empty() {
        return Err(content(loaded.problems));
    }
    translate(&mut loaded.catalog, &mut about);
    let mut pages = catalogue(&loaded.catalog, &about)?;
    if let Some(puzzles) = puzzles {
        pages.chapters.push(themes::chapter(puzzles)?);
    }
    generate(&contents(pages, &about)?)
}

/// Generates the book of the built-in course (`lessons/`), as `bao book` writes it, with the
/// puzzles by theme of bao's collection (`lessons/puzzles/puzzles.csv`).
///
/// # Errors
/// Returns a [`BookError`] when a lesson or example is not borne out by the engine.
pub fn files() -> Result<Vec<GeneratedFile>, BookError> {
    // In the book's language: its words and its course's translation.
    files_with_puzzles(catalog::builtin_lessons(), Some(&built_in_puzzles()?))
}
