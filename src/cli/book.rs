//! `bao book`: write the book of the annotated rules, or check that the folder is up to date; of
//! the built-in course or of a teacher's own.

use std::{
    io::Write,
    path::{Path, PathBuf},
    process::ExitCode,
};

use super::Error;
use crate::{
    book::{self, disk},
    i18n::Language,
    lesson::{catalog, diagnostic},
};

/// Arguments of `bao book`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The book folder: `book.toml` and `src/` are written there; `book` for English, else
    /// `book/<code>` for the language of `--lang`.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Write nothing; fail if the folder differs from what would be written.
    #[arg(long)]
    pub check: bool,
    /// A course folder of your own instead of the built-in lessons; its lessons may name the
    /// built-in diagrams.
    #[arg(long, value_name = "DIR")]
    pub lessons: Option<PathBuf>,
}

/// Runs `bao book`; `lang` is the `--lang` given, the book's language (English without it: the
/// locale chooses the language bao speaks, never the book's).
pub(crate) fn run(
    args: &Args,
    lang: Option<Language>,
    colorize: bool,
    out: &mut impl Write,
) -> Result<ExitCode, Error> {
    let language = lang.unwrap_or(Language::English);
    let default_out = default_folder(language);
    let folder = args.out.clone().unwrap_or_else(|| default_out.clone());
    // The words bao's shared parts say (the boards' labels) are the book's while it is made.
    let speaking = crate::i18n::current();
    crate::i18n::set(language);
    let files = book::words::in_language(language, || match &args.lessons {
        None => Ok(book::files()),
        Some(dir) => own_course(dir, colorize),
    });
    crate::i18n::set(speaking);
    let files = files?.map_err(|e| Error::Usage(e.to_string()))?;
    let shown = folder.display();
    let mut lessons = args
        .lessons
        .as_ref()
        .map(|dir| format!(" --lessons {}", dir.display()))
        .unwrap_or_default();
    if let Some(lang) = lang.filter(|&l| l != Language::English) {
        lessons.push_str(&format!(" --lang {}", lang.code()));
    }
    if args.check {
        let mismatches = disk::compare(&folder, &files).map_err(|e| Error::Usage(e.to_string()))?;
        if mismatches.is_empty() {
            writeln!(
                out,
                "{shown}: the book is up to date ({} files)",
                files.len()
            )?;
            return Ok(ExitCode::SUCCESS);
        }
        let list: Vec<String> = mismatches.iter().map(|m| format!("  {m}")).collect();
        return Err(Error::Usage(format!(
            "the book in `{shown}` is out of date; run `bao book{lessons}{}` to update it:\n{}",
            if folder == default_out {
                String::new()
            } else {
                format!(" --out {shown}")
            },
            list.join("\n")
        )));
    }
    let course = args
        .lessons
        .as_deref()
        .unwrap_or_else(|| catalog::builtin_lessons());
    let done = disk::write(&folder, &files, course).map_err(|e| Error::Usage(e.to_string()))?;
    for path in &done.written {
        writeln!(out, "wrote {shown}/{path}")?;
    }
    for path in &done.removed {
        writeln!(out, "removed {shown}/{path}")?;
    }
    for path in &done.kept {
        writeln!(
            out,
            "warning: {shown}/{path} was not written by `bao book`: it is left as it is"
        )?;
    }
    if done.written.is_empty() && done.removed.is_empty() {
        writeln!(
            out,
            "{shown}: the book is up to date ({} files)",
            files.len()
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The folder a book in `language` is written to without `--out`: `book` for English, beside
/// which the others go, `book/<code>`.
fn default_folder(language: Language) -> PathBuf {
    match language {
        Language::English => PathBuf::from("book"),
        other => Path::new("book").join(other.code()),
    }
}

/// Reads a teacher's course folder, its problems rendered as `bao check` renders them, and
/// generates its book.
fn own_course(
    dir: &Path,
    colorize: bool,
) -> Result<Result<Vec<book::GeneratedFile>, book::BookError>, Error> {
    if !dir.is_dir() {
        return Err(Error::Usage(format!(
            "no course folder `{}`",
            dir.display()
        )));
    }
    let (course, mut problems) = match book::course_file::read(dir) {
        Ok(course) => (Some(course), Vec::new()),
        Err(problems) => (None, problems),
    };
    let mut loaded = book::load(dir);
    problems.extend(loaded.problems);
    let Some(mut course) = course.filter(|_| problems.is_empty()) else {
        return Err(Error::Invalid {
            count: problems.len(),
            rendered: diagnostic::render(&problems, colorize, 100),
        });
    };
    if loaded.catalog.lessons().next().is_none() {
        return Err(Error::Usage(format!(
            "no lessons in `{}`: a course folder holds chapter folders of lesson files",
            dir.display()
        )));
    }
    book::translate(&mut loaded.catalog, &mut course);
    Ok(book::catalogue(&loaded.catalog, &course)
        .and_then(|pages| book::contents(pages, &course))
        .and_then(|b| book::generate(&b)))
}
