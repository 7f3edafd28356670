//! `bao new translation --lang L PATH [--update]`: write the translation files of a lesson, a
//! chapter (its `chapter.yaml` and every lesson), a course (its `course.yaml` and every
//! chapter), or a published diagram (a diagram file, or a folder of them), each entry with its English in a comment for the translator; `--update` brings
//! existing files up to date without touching a translated text.

use std::{
    io::Write,
    path::{Path, PathBuf},
    process::ExitCode,
};

use super::{create, show};
use crate::{
    cli::Error,
    files,
    i18n::Language,
    lesson::{
        self, catalog,
        course_file::{self, COURSE_FILE},
        diagnostic,
        model::{Catalog, CourseInfo},
        translation::{self, LANGUAGES, english::Target, read, scaffold},
    },
    t,
};

/// Arguments of `bao new translation`.
#[derive(Debug, clap::Args)]
pub struct TranslationArgs {
    /// A lesson file, a chapter folder (its `chapter.yaml` and every lesson), a course folder
    /// (its `course.yaml` and every chapter), or a diagram file or folder; `chapter.yaml` or
    /// `course.yaml` alone is that file alone. The language is bao's `--lang`.
    #[arg(value_name = "PATH")]
    pub path: PathBuf,
    /// Bring existing translation files up to date: add the entries missing, show the new English
    /// of those it changed since; a translated text is never changed.
    #[arg(long)]
    pub update: bool,
}

/// A file of the catalog to translate.
#[derive(Clone, Copy)]
enum Which {
    Course,
    Chapter(usize),
    Lesson(usize, usize),
    Diagram(usize),
}

pub(crate) fn run(
    args: &TranslationArgs,
    language: Option<Language>,
    colorize: bool,
    out: &mut impl Write,
) -> Result<ExitCode, Error> {
    let Some(language) = language.filter(|l| LANGUAGES.contains(l)) else {
        return Err(Error::Usage(t!("check-tr-new-no-language")));
    };
    let path = &args.path;
    let (mut catalog, which) = targets(path, colorize)?;
    // A course's translations share its schema; a diagram's, its folder's.
    let mut schema_dirs: Vec<PathBuf> = course_folder(path).into_iter().collect();
    for item in &which {
        if let Which::Diagram(d) = item
            && let Some(dir) = catalog.diagrams[*d].file.parent()
        {
            let dir = if dir.as_os_str().is_empty() {
                PathBuf::from(".")
            } else {
                dir.to_owned()
            };
            if !schema_dirs.contains(&dir) {
                schema_dirs.push(dir);
            }
        }
    }
    for dir in &schema_dirs {
        let schema = dir.join("translation.schema.json");
        if !schema.exists()
            && let Some((_, text)) = lesson::json_schemas()
                .into_iter()
                .find(|(p, _)| p.ends_with("translation.schema.json"))
        {
            create(&schema, &text)?;
            writeln!(
                out,
                "{}",
                t!("check-tr-new-wrote-schema", file = show(&schema))
            )?;
        }
    }
    let mut skipped = Vec::new();
    for item in which {
        let target = match item {
            Which::Course => match &mut catalog.course {
                Some(course) => Target::Course(course),
                None => continue,
            },
            Which::Chapter(c) => Target::Chapter(&mut catalog.chapters[c]),
            Which::Lesson(c, l) => Target::Lesson(&mut catalog.chapters[c].lessons[l]),
            Which::Diagram(d) => Target::Diagram(&mut catalog.diagrams[d]),
        };
        let file = translation::translation_path(&target.file(), language);
        let schema = if matches!(item, Which::Course | Which::Diagram(_)) {
            "translation.schema.json"
        } else {
            "../translation.schema.json"
        };
        let exists = std::fs::symlink_metadata(&file).is_ok();
        if exists && !args.update {
            skipped.push(show(&file));
            continue;
        }
        if !exists {
            let written = scaffold::scaffold(&target, language, None, schema);
            create(&file, &written.text)?;
            writeln!(
                out,
                "{}",
                t!(
                    "check-tr-new-wrote",
                    file = show(&file),
                    count = written.added
                )
            )?;
            continue;
        }
        let existing =
            read::read(&file, language, target.kind()).map_err(|problems| Error::Invalid {
                count: problems.len(),
                rendered: diagnostic::render(&problems, colorize, 100),
            })?;
        let written = scaffold::scaffold(&target, language, Some(&existing), schema);
        if written.text == *existing.source.text {
            writeln!(out, "{}", t!("check-tr-new-up-to-date", file = show(&file)))?;
            continue;
        }
        files::write_atomically(&file, &written.text).map_err(|e| Error::Write(show(&file), e))?;
        writeln!(
            out,
            "{}",
            t!(
                "check-tr-new-updated",
                file = show(&file),
                added = written.added,
                stale = written.stale,
                kept = written.kept
            )
        )?;
    }
    if !skipped.is_empty() {
        writeln!(
            out,
            "{}",
            t!("check-tr-new-left", files = skipped.join(", "))
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Reads what PATH names, and lists the files to translate in the order of a folder.
fn targets(path: &Path, colorize: bool) -> Result<(Catalog, Vec<Which>), Error> {
    let named = |name: &str| path.file_name().is_some_and(|n| n == name);
    if path.is_file() && named(COURSE_FILE) {
        let catalog = Catalog {
            course: Some(course_info(&parent(path), colorize)?),
            ..Catalog::default()
        };
        return Ok((catalog, vec![Which::Course]));
    }
    if !path.exists() {
        return Err(Error::Usage(t!("check-tr-new-no-such", path = show(path))));
    }
    let mut loaded = catalog::load(&[path.to_owned()], Some(&catalog::default_library()));
    if !loaded.problems.is_empty() {
        // A diagram outside the library (a copy of it, a teacher's folder of diagrams) names the
        // diagrams of its own folder.
        let own = if path.is_dir() {
            path.to_owned()
        } else {
            parent(path)
        };
        let again = catalog::load(&[path.to_owned()], Some(&own));
        if again.problems.is_empty() && !again.catalog.diagrams.is_empty() {
            loaded = again;
        }
    }
    if !loaded.problems.is_empty() {
        return Err(Error::Invalid {
            count: loaded.problems.len(),
            rendered: diagnostic::render(&loaded.problems, colorize, 100),
        });
    }
    let catalog = loaded.catalog;
    let mut which = Vec::new();
    let file = path.is_file();
    let wanted = path.canonicalize().unwrap_or_else(|_| path.to_owned());
    if !file && catalog.course.is_some() {
        which.push(Which::Course);
    }
    for (c, chapter) in catalog.chapters.iter().enumerate() {
        let has_file = !chapter.id.is_empty() && chapter.file.is_file();
        if has_file && (!file || named(catalog::CHAPTER_FILE)) {
            which.push(Which::Chapter(c));
        }
        if file && named(catalog::CHAPTER_FILE) {
            continue;
        }
        for (l, lesson) in chapter.lessons.iter().enumerate() {
            let this = lesson.file.canonicalize().ok().as_ref() == Some(&wanted);
            if !file || this {
                which.push(Which::Lesson(c, l));
            }
        }
    }
    // A diagram file, or a folder of diagrams.
    for (d, diagram) in catalog.diagrams.iter().enumerate() {
        let this = diagram.file.canonicalize().ok().as_ref() == Some(&wanted);
        if !file || this {
            which.push(Which::Diagram(d));
        }
    }
    if which.is_empty() {
        return Err(Error::Usage(t!("check-tr-new-nothing", path = show(path))));
    }
    Ok((catalog, which))
}

/// Reads the course file of a course folder.
fn course_info(dir: &Path, colorize: bool) -> Result<CourseInfo, Error> {
    let course = course_file::read(dir).map_err(|problems| Error::Invalid {
        count: problems.len(),
        rendered: diagnostic::render(&problems, colorize, 100),
    })?;
    Ok(CourseInfo {
        file: dir.join(COURSE_FILE),
        course,
    })
}

/// Gets the folder a file is in (`.` for a bare name).
fn parent(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_owned(),
        _ => PathBuf::from("."),
    }
}

/// Finds the course folder of a path: the folder with a `course.yaml` that is the path, holds
/// it, or holds its chapter.
fn course_folder(path: &Path) -> Option<PathBuf> {
    let start = if path.is_dir() {
        path.to_owned()
    } else {
        parent(path)
    };
    [Some(start.clone()), start.parent().map(Path::to_owned)]
        .into_iter()
        .flatten()
        .map(|d| {
            if d.as_os_str().is_empty() {
                PathBuf::from(".")
            } else {
                d
            }
        })
        .find(|d| d.join(COURSE_FILE).is_file())
}
