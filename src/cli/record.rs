//! `bao record`: write into a lesson what the engine says its moves give, after showing the
//! change and asking.

use std::{
    io::{BufRead, Write},
    path::{Path, PathBuf},
    process::ExitCode,
};

use owo_colors::OwoColorize;

use super::{Error, watch};
use crate::{
    author::{diff, record, yaml_text},
    files::{self, ReplaceError},
    lesson::{
        catalog::{self, Kind},
        diagnostic,
        load::{self, SourceFile},
        model::Lesson,
        schema::LessonFile,
    },
    style::Styles,
    t,
};

/// Arguments of `bao record`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The lesson file to fill in.
    pub path: PathBuf,
    /// Record every step, not only those that state nothing; a stated value the engine
    /// disagrees with is replaced (the diff shows it before anything is written).
    #[arg(long)]
    pub all: bool,
    /// Write without asking (for scripts).
    #[arg(long)]
    pub yes: bool,
}

pub(crate) fn run(
    args: &Args,
    styles: &Styles,
    colorize: bool,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<ExitCode, Error> {
    let path = &args.path;
    let name = path.to_string_lossy().replace('\\', "/");
    if path.is_dir() {
        let example = lesson_in(path).to_string_lossy().replace('\\', "/");
        return Err(Error::Usage(t!(
            "cli-record-folder",
            path = name.as_str(),
            example = example
        )));
    }
    let text =
        files::read_text(path, files::READ_LIMIT).map_err(|e| Error::Read(name.clone(), e))?;
    if let Some(what) = not_a_lesson(path, &text) {
        return Err(Error::Usage(match what {
            NotALesson::Chapter => t!("cli-record-chapter", path = name.as_str()),
            NotALesson::Diagram => t!("cli-record-diagram", path = name.as_str()),
        }));
    }
    let (raw, lesson) = load(path, &text, colorize)?;
    // Ctrl-C ends a puzzle's proof: its solution is then left alone, with a note.
    let terminal = watch::Terminal::new();
    let recording = record::plan_until(&text, &raw, &lesson, args.all, &watch::stopped);
    drop(terminal);
    for note in &recording.notes {
        let line = note.to_string();
        match note.kind {
            record::NoteKind::Skipped(_) => {
                writeln!(out, "{} {line}", t!("cli-record-note").style(styles.prompt))?
            }
            _ if note.overrides() => writeln!(out, "{} {line}", "!".style(styles.error))?,
            _ => writeln!(out, "{} {line}", "+".style(styles.ok))?,
        }
    }
    if recording.edits.is_empty() {
        let said = if args.all {
            t!("cli-record-nothing-all", path = name.as_str())
        } else {
            t!("cli-record-nothing", path = name.as_str())
        };
        writeln!(out, "{said}")?;
        return Ok(ExitCode::SUCCESS);
    }
    let edited = edit(path, &text, &recording, args.all, colorize)?;
    writeln!(out)?;
    for line in diff::unified(&text, &edited, &name).lines() {
        let style = match line.chars().next() {
            Some('+') => styles.ok,
            Some('-') => styles.error,
            Some('@') => styles.label,
            _ => owo_colors::Style::new(),
        };
        writeln!(out, "{}", line.style(style))?;
    }
    writeln!(out)?;
    files::check_writable(path).map_err(|e| Error::Write(name.clone(), e))?;
    if !args.yes && !super::confirm(&t!("cli-record-confirm"), input, out)? {
        writeln!(out, "{}", t!("cli-record-nothing-written"))?;
        return Ok(ExitCode::SUCCESS);
    }
    files::replace_if_unchanged(path, files::READ_LIMIT, &text, &edited).map_err(|e| match e {
        ReplaceError::Changed => Error::Usage(t!("cli-record-changed", path = name.as_str())),
        ReplaceError::Read(e) => Error::Read(name.clone(), e),
        ReplaceError::Write(e) => Error::Write(name.clone(), e),
    })?;
    writeln!(
        out,
        "{}",
        t!(
            "cli-record-wrote",
            path = name.as_str(),
            bao = super::invocation()
        )
    )?;
    Ok(ExitCode::SUCCESS)
}

/// Gets a lesson file to name for a folder: the first lesson of a chapter folder, or of the
/// first chapter of a course; else where one would be, chapter folder included.
fn lesson_in(dir: &Path) -> PathBuf {
    let sorted = |dir: &Path| {
        let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
            .into_iter()
            .flatten()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .collect();
        paths.sort();
        paths
    };
    let is_chapter = |dir: &Path| dir.join(catalog::CHAPTER_FILE).is_file();
    let first_lesson = |chapter: &Path| {
        sorted(chapter).into_iter().find(|f| {
            f.is_file()
                && f.extension().is_some_and(|e| e == "yaml")
                && f.file_name().is_some_and(|n| n != catalog::CHAPTER_FILE)
                && crate::lesson::translation::language_of_file(f).is_none()
        })
    };
    if is_chapter(dir) {
        return first_lesson(dir).unwrap_or_else(|| dir.join("01-lesson.yaml"));
    }
    sorted(dir)
        .into_iter()
        .filter(|d| d.is_dir() && is_chapter(d))
        .find_map(|d| first_lesson(&d))
        .unwrap_or_else(|| dir.join("01-chapter/01-lesson.yaml"))
}

/// Tells a chapter or diagram file from a lesson, to say so rather than list its keys as
/// unknown.
fn not_a_lesson(path: &Path, text: &str) -> Option<NotALesson> {
    if path.file_name().is_some_and(|n| n == catalog::CHAPTER_FILE) {
        return Some(NotALesson::Chapter);
    }
    let top = |key: &str| text.lines().any(|l| l.starts_with(key));
    let diagram = top("source:") || top("claims:") || top("status:");
    (diagram && !top("steps:") && !top("rule:")).then_some(NotALesson::Diagram)
}

/// A file `bao record` is given that is not a lesson.
#[derive(Clone, Copy)]
enum NotALesson {
    /// A chapter's `chapter.yaml`.
    Chapter,
    /// A diagram, whose claims say what its source says.
    Diagram,
}

/// The diagrams a lesson may name: its course's own, then `./diagrams` or the built-in ones.
fn libraries(path: &Path) -> Vec<PathBuf> {
    catalog::course_diagrams(path)
        .into_iter()
        .chain([catalog::default_library()])
        .collect()
}

/// Reads a lesson's text into its raw form (with places) and its checked form.
fn load(path: &Path, text: &str, colorize: bool) -> Result<(LessonFile, Lesson), Error> {
    let libraries = libraries(path);
    let libraries: Vec<&Path> = libraries.iter().map(PathBuf::as_path).collect();
    let loaded = catalog::load_text(path, text, Kind::Lesson, &libraries);
    let invalid = |problems: &[diagnostic::Problem]| Error::Invalid {
        count: problems.len(),
        rendered: diagnostic::render(problems, colorize, 100),
    };
    if !loaded.problems.is_empty() {
        return Err(invalid(&loaded.problems));
    }
    let raw = load::parse::<LessonFile>(&SourceFile::new(path, text)).map_err(|p| invalid(&p))?;
    let lesson = loaded.catalog.lessons().next().cloned().ok_or_else(|| {
        Error::Usage(t!(
            "cli-record-no-lesson",
            path = path.display().to_string()
        ))
    })?;
    Ok((raw, lesson))
}

/// Applies the edits and proves the result: it must load, and recording it again must find
/// nothing to do. Anything else is a bug in bao, and the file is left alone.
fn edit(
    path: &Path,
    text: &str,
    recording: &record::Recording,
    all: bool,
    colorize: bool,
) -> Result<String, Error> {
    let bug = |why: String| {
        Error::Usage(t!(
            "cli-record-bug",
            path = path.display().to_string(),
            why = why
        ))
    };
    let edited = yaml_text::apply(text, &recording.edits)
        .map_err(|e| bug(t!("cli-record-overlapping", byte = e.range.start)))?;
    let (raw, lesson) = load(path, &edited, colorize).map_err(|e| bug(e.to_string()))?;
    let again = record::plan_until(&edited, &raw, &lesson, all, &watch::stopped);
    if !again.edits.is_empty() {
        return Err(bug(t!("cli-record-still-differs")));
    }
    Ok(edited)
}
