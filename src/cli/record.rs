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
        return Err(Error::Usage(format!(
            "`{name}` is a folder: give one lesson file, e.g. `bao record {example}`"
        )));
    }
    let text =
        files::read_text(path, files::READ_LIMIT).map_err(|e| Error::Read(name.clone(), e))?;
    if let Some(what) = not_a_lesson(path, &text) {
        return Err(Error::Usage(format!(
            "`{name}` is {what}: bao record fills in lessons only"
        )));
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
                writeln!(out, "{} {line}", "note:".style(styles.prompt))?
            }
            _ if note.overrides() => writeln!(out, "{} {line}", "!".style(styles.error))?,
            _ => writeln!(out, "{} {line}", "+".style(styles.ok))?,
        }
    }
    if recording.edits.is_empty() {
        let why = if args.all {
            "everything it states is what the engine says"
        } else {
            "every move states its result, every question its answer and every puzzle its solution (`--all` compares them with the engine)"
        };
        writeln!(out, "nothing to record in {name}: {why}")?;
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
    if !args.yes && !super::confirm("write these changes?", input, out)? {
        writeln!(out, "nothing written")?;
        return Ok(ExitCode::SUCCESS);
    }
    files::replace_if_unchanged(path, files::READ_LIMIT, &text, &edited).map_err(|e| match e {
        ReplaceError::Changed => Error::Usage(format!(
            "`{name}` changed while bao record waited, so nothing was written (your edit is kept): run bao record again"
        )),
        ReplaceError::Read(e) => Error::Read(name.clone(), e),
        ReplaceError::Write(e) => Error::Write(name.clone(), e),
    })?;
    writeln!(
        out,
        "wrote {name}; `{} check {name}` plays it on the engine",
        super::invocation()
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
fn not_a_lesson(path: &Path, text: &str) -> Option<&'static str> {
    if path.file_name().is_some_and(|n| n == catalog::CHAPTER_FILE) {
        return Some("a chapter file");
    }
    let top = |key: &str| text.lines().any(|l| l.starts_with(key));
    let diagram = top("source:") || top("claims:") || top("status:");
    (diagram && !top("steps:") && !top("rule:"))
        .then_some("a diagram, whose claims say what its source says")
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
    let lesson = loaded
        .catalog
        .lessons()
        .next()
        .cloned()
        .ok_or_else(|| Error::Usage(format!("no lesson in `{}`", path.display())))?;
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
        Error::Usage(format!(
            "bao could not edit `{}` safely ({why}); the file is unchanged: please report this",
            path.display()
        ))
    };
    let edited = yaml_text::apply(text, &recording.edits)
        .map_err(|e| bug(format!("overlapping edits at byte {}", e.range.start)))?;
    let (raw, lesson) = load(path, &edited, colorize).map_err(|e| bug(e.to_string()))?;
    let again = record::plan_until(&edited, &raw, &lesson, all, &watch::stopped);
    if !again.edits.is_empty() {
        return Err(bug(
            "the edited file still differs from the engine".to_owned()
        ));
    }
    Ok(edited)
}
