//! The book: an mdBook of the annotated rules, generated from engine values.
//!
//! [`generate`] is pure: a [`Book`] of [`Page`]s in, the files of an mdBook out (`book.toml`,
//! `src/SUMMARY.md`, one `src/ID.md` a page; written in `layout`), and [`contents`] assembles
//! that [`Book`] from the catalogue's pages and the book's own. Every board is drawn by
//! [`crate::render::svg`] and every example move is resolved and played by the engine while the
//! book is generated, so a book that generates is a book whose examples are right. [`disk`]
//! compares the files with a directory and writes them; `bao book` and `tests/book.rs` use it.
//!
//! The lesson catalogue plugs in through [`CataloguePages`], made by [`catalogue`]: one page a
//! lesson chapter (with its lessons as sub-pages), then back matter: the published diagrams and
//! the teachers' chapter. [`load`] reads a course folder for it, with the built-in diagrams;
//! [`files`] is the book of the built-in course.

pub mod assets;
mod course;
mod diagrams;
mod disagreements;
pub mod disk;
mod example;
mod figure;
mod glance;
mod glossary;
mod images;
mod intro;
mod layout;
mod lessons;
pub mod markdown;
mod notation;
mod play;
mod puzzle;
mod question;
mod seal;
mod step;
mod teachers;
mod themes;
pub mod words;

use std::{error::Error, fmt};

pub use crate::lesson::course_file::{self, Course};
pub use course::{catalogue, files, files_of, files_with_puzzles, load, translate};
pub use images::PageImage;
pub use layout::{GENERATED_MARK, GeneratedFile, generate};

/// A page's id: its file name without `.md`. Only lowercase ASCII letters, digits and `-`, so a
/// page can never be written outside the book's `src/` folder.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PageId(String);

impl PageId {
    /// Checks an id: 1 to 64 characters, each a lowercase ASCII letter, a digit or `-`.
    ///
    /// # Errors
    /// Returns [`BookError::BadId`] for anything else, such as `..`, `a/b` or `Notation`.
    pub fn new(id: &str) -> Result<PageId, BookError> {
        let ok = !id.is_empty()
            && id.len() <= 64
            && id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
        if ok {
            Ok(PageId(id.to_owned()))
        } else {
            Err(BookError::BadId(id.to_owned()))
        }
    }

    /// Gets the id as text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Gets the page's path in the book folder, `src/ID.md`.
    #[must_use]
    pub fn path(&self) -> String {
        format!("src/{}.md", self.0)
    }
}

impl fmt::Display for PageId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// One page of the book.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Page {
    /// Its id, which names its file.
    pub id: PageId,
    /// Its title, as plain text (escaped where it is written).
    pub title: String,
    /// Its Markdown, starting with its `#` heading. Text from outside the generator must have gone
    /// through [`markdown::text`] or [`markdown::prose`].
    pub markdown: String,
    /// Pages listed under it in the table of contents (a chapter's lessons).
    pub sub_pages: Vec<Page>,
    /// The course's images its Markdown shows, which the book copies.
    pub images: Vec<PageImage>,
}

/// Pages made from the lesson catalogue: the hook for the lesson chapters.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CataloguePages {
    /// One page a lesson chapter, with its lessons as sub-pages, in curriculum order.
    pub chapters: Vec<Page>,
    /// Pages after the glossary, such as the teachers' chapter and the published diagrams.
    pub back_matter: Vec<Page>,
}

/// The whole book: its title and pages in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Book {
    /// The title.
    pub title: String,
    /// Unnumbered pages before the chapters (the introduction).
    pub front: Vec<Page>,
    /// Numbered chapters.
    pub chapters: Vec<Page>,
    /// Unnumbered pages after the chapters.
    pub back: Vec<Page>,
}

impl Book {
    /// Iterates over every page, sub-pages included, in table-of-contents order.
    pub fn pages(&self) -> impl Iterator<Item = &Page> {
        fn flatten<'a>(page: &'a Page, out: &mut Vec<&'a Page>) {
            out.push(page);
            page.sub_pages.iter().for_each(|p| flatten(p, out));
        }
        let mut out = Vec::new();
        for page in self.front.iter().chain(&self.chapters).chain(&self.back) {
            flatten(page, &mut out);
        }
        out.into_iter()
    }
}

/// Why the book could not be generated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookError {
    /// A page id with something other than lowercase letters, digits and `-`.
    BadId(String),
    /// Two pages with one id.
    DuplicateId(String),
    /// Markdown from outside the generator that the lesson Markdown policy refuses.
    UnsafeMarkdown {
        /// What the Markdown was for.
        context: String,
        /// What is wrong, as the policy says it.
        what: String,
        /// The offending piece.
        found: String,
    },
    /// An example that the engine does not bear out.
    Example {
        /// The example as written.
        example: String,
        /// What went wrong.
        message: String,
    },
    /// A lesson, chapter or diagram file the book cannot print faithfully.
    Lesson {
        /// The file.
        file: String,
        /// What is wrong.
        message: String,
    },
    /// The course could not be read: every problem, as `FILE:LINE:COLUMN: message`.
    Content(Vec<String>),
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::BadId(id) => write!(
                f,
                "{}",
                crate::t!("book-error-bad-id", id = id.escape_debug().to_string())
            ),
            BookError::DuplicateId(id) => {
                write!(f, "{}", crate::t!("book-error-duplicate-id", id = id))
            }
            BookError::UnsafeMarkdown {
                context,
                what,
                found,
            } => write!(
                f,
                "{}",
                crate::t!(
                    "book-error-unsafe",
                    context = context,
                    what = what,
                    found = found.escape_debug().to_string()
                )
            ),
            BookError::Example { example, message } => write!(
                f,
                "{}",
                crate::t!("book-error-example", example = example, message = message)
            ),
            BookError::Lesson { file, message } => write!(f, "{file}: {message}"),
            BookError::Content(problems) => write!(
                f,
                "{}\n{}",
                crate::t!("book-error-content", count = problems.len()),
                problems.join("\n")
            ),
        }
    }
}

impl Error for BookError {}

/// Assembles the book: the introduction (and, with the reference chapters, the rules at a
/// glance), the lesson chapters in curriculum order, then (with the
/// course's reference chapters) the notation and the rules options where the sources disagree,
/// then the glossary and the back matter from the catalogue; titled as the course says.
///
/// # Errors
/// Returns a [`BookError`] when an example is not borne out by the engine.
pub fn contents(catalogue: CataloguePages, course: &Course) -> Result<Book, BookError> {
    let mut chapters = catalogue.chapters;
    let mut front = vec![intro::page(course.reference_chapters)?];
    if course.reference_chapters {
        let title_of = |id: &str| {
            chapters
                .iter()
                .flat_map(|c| std::iter::once(c).chain(&c.sub_pages))
                .find(|p| p.id.as_str() == id)
                .map(|p| p.title.clone())
        };
        front.push(glance::page(&title_of)?);
        chapters.push(notation::page()?);
        chapters.push(disagreements::page()?);
    }
    let mut back = vec![glossary::page()?];
    back.extend(catalogue.back_matter);
    let mut book = Book {
        title: course.title.clone(),
        front,
        chapters,
        back,
    };
    seal::book(&mut book)?;
    Ok(book)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_course_with_problems_counts_them() {
        let one = BookError::Content(vec!["a.yaml:1:1: bad".to_owned()]);
        assert_eq!(
            one.to_string(),
            "the lessons have 1 problem; run `bao check`:\na.yaml:1:1: bad"
        );
        let two = BookError::Content(vec!["a".to_owned(), "b".to_owned()]);
        assert!(
            two.to_string()
                .starts_with("the lessons have 2 problems; run `bao check`:\na\nb")
        );
    }

    #[test]
    fn ids_cannot_leave_the_folder() {
        for bad in [
            "", "..", "../x", "a/b", "/etc", "a\\b", "Notation", "a.md", "a b", "é", "a\0",
        ] {
            assert_eq!(PageId::new(bad), Err(BookError::BadId(bad.to_owned())));
        }
        let long = "a".repeat(65);
        assert!(PageId::new(&long).is_err());
        assert_eq!(
            PageId::new("seed000-d09").unwrap().path(),
            "src/seed000-d09.md"
        );
    }

    /// A lesson may not take the id of one of the book's own pages: the list of those ids is
    /// the book's.
    #[test]
    fn the_book_s_own_pages_are_reserved() {
        let loaded = load(crate::lesson::catalog::builtin_lessons());
        assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
        let course = Course {
            title: "T".to_owned(),
            reference_chapters: true,
            translations: Vec::new(),
        };
        let pages = catalogue(&loaded.catalog, &course).unwrap();
        let lesson_pages: Vec<&Page> = pages
            .chapters
            .iter()
            .flat_map(|c| std::iter::once(c).chain(&c.sub_pages))
            .collect();
        let book = contents(pages.clone(), &course).unwrap();
        for page in book.pages() {
            let own = !lesson_pages.iter().any(|p| p.id == page.id);
            assert_eq!(
                own,
                lessons::RESERVED.contains(&page.id.as_str())
                    || page.id.as_str().starts_with(seal::ANSWERS_PREFIX),
                "{}",
                page.id
            );
        }
    }
}
