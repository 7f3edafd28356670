//! `bao learn`: the tutor, lesson by lesson, with progress saved at every page. On a terminal
//! it is the full screen ([`screen`]); otherwise, or with `--plain`, the line mode ([`line`]),
//! one line of input at a time from a pipe or a file, for scripts, screen readers and tests.

use std::{
    collections::BTreeSet,
    io::{self, BufRead, Write},
    path::{Path, PathBuf},
    process::ExitCode,
};

use owo_colors::OwoColorize;

mod line;
mod screen;
mod walk;

use super::Error;
use crate::{
    lesson::{catalog, diagnostic, translation},
    progress::{Progress, Store},
    style::Styles,
    tutor::{Course, Script},
};
use walk::{Walk, WalkError};

/// Arguments of `bao learn`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The lesson to go to (its id, as `--list` shows); default: where you left off.
    pub lesson: Option<String>,
    /// List the chapters and lessons, marking those done and where you are.
    #[arg(long, conflicts_with = "reset")]
    pub list: bool,
    /// Forget your progress, in every lesson or only in LESSON, after asking.
    #[arg(long, value_name = "LESSON")]
    pub reset: Option<Option<String>>,
    /// Do not ask before a reset (for scripts).
    #[arg(long)]
    pub yes: bool,
    /// A course folder of your own instead of the built-in lessons; its lessons may name the
    /// built-in diagrams.
    #[arg(long, value_name = "DIR")]
    pub lessons: Option<PathBuf>,
    /// The columns to wrap text at (40 to 72); default: the terminal's width, 72 in a pipe.
    #[arg(long, value_name = "COLUMNS", value_parser = clap::value_parser!(u16).range(1..))]
    pub width: Option<u16>,
    /// Plain lines even on a terminal, one line of input at a time.
    #[arg(long)]
    pub plain: bool,
}

/// The narrowest and widest text the tutor wraps to.
const WIDTHS: std::ops::RangeInclusive<usize> = 40..=72;

/// Decides once how wide text is: `--width`, else the terminal's width (or `COLUMNS`), else 72
/// in a pipe; always within [`WIDTHS`].
pub(crate) fn width(asked: Option<u16>) -> usize {
    use std::io::IsTerminal;
    let columns = asked.map(usize::from).or_else(|| {
        if !io::stdout().is_terminal() {
            return None;
        }
        terminal_size::terminal_size()
            .map(|(w, _)| usize::from(w.0))
            .or_else(|| std::env::var("COLUMNS").ok()?.trim().parse().ok())
    });
    columns
        .unwrap_or(*WIDTHS.end())
        .clamp(*WIDTHS.start(), *WIDTHS.end())
}

pub(crate) fn run(
    args: &Args,
    styles: &Styles,
    colorize: bool,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<ExitCode, Error> {
    let dir = args
        .lessons
        .clone()
        .unwrap_or_else(|| catalog::builtin_lessons().to_owned());
    let course = load(&dir, colorize)?;
    let store = Store::locate().map_err(|e| Error::Usage(e.to_string()))?;
    let loaded = store.load().map_err(|e| Error::Usage(e.to_string()))?;
    if let Some((aside, reason)) = &loaded.set_aside {
        writeln!(
            io::stderr(),
            "{}",
            crate::t!(
                "learn-progress-set-aside",
                reason = reason.to_string(),
                path = aside.display().to_string()
            )
        )?;
    }
    let mut progress = loaded.progress;
    let width = width(args.width);
    if args.list {
        write!(out, "{}", list(&course, &progress, width, styles))?;
        return Ok(ExitCode::SUCCESS);
    }
    if let Some(which) = &args.reset {
        return reset(
            &course,
            &store,
            &mut progress,
            which.as_deref(),
            args.yes,
            input,
            out,
        );
    }
    let start = match &args.lesson {
        Some(id) => find(&course, id)?,
        None => {
            let current = progress.current.as_deref().and_then(|id| course.lesson(id));
            let fresh =
                |s: &&Script| !progress.done.contains(&s.id) && !progress.seen.contains(&s.id);
            let first = course
                .lessons()
                .find(fresh)
                .or_else(|| course.lessons().find(|s| !progress.done.contains(&s.id)));
            match current.or(first) {
                Some(lesson) => lesson,
                None => {
                    writeln!(out, "{}", all_done(&course, width))?;
                    return Ok(ExitCode::SUCCESS);
                }
            }
        }
    };
    // Going on in the lesson the learner stopped in starts where he stopped.
    if progress.current.as_deref() != Some(start.id.as_str()) {
        progress.stand(&start.id, 0, &BTreeSet::new());
    }
    let saving = |err: WalkError| match err {
        WalkError::Progress(e) => Error::Usage(e.to_string()),
        WalkError::Io(e) => Error::from(e),
    };
    let mut walk = Walk::start(&course, &store, width, start, progress).map_err(saving)?;
    if !args.plain && {
        use std::io::IsTerminal;
        io::stdin().is_terminal() && io::stdout().is_terminal() && crate::tui::terminal::fits()
    } {
        screen::walk(&mut walk, width, styles, out).map_err(saving)?;
    } else {
        line::walk(&mut walk, width, styles, input, out).map_err(saving)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Reads a course folder; the built-in diagrams can be named from it.
fn load(dir: &Path, colorize: bool) -> Result<Course, Error> {
    if !dir.is_dir() {
        return Err(Error::Usage(crate::t!(
            "learn-no-course-folder",
            path = dir.display().to_string()
        )));
    }
    let loaded = catalog::load(&[dir.to_owned()], Some(catalog::builtin_diagrams()));
    if !loaded.problems.is_empty() {
        return Err(Error::Invalid {
            count: loaded.problems.len(),
            rendered: diagnostic::render(&loaded.problems, colorize, 100),
        });
    }
    let mut catalog = loaded.catalog;
    // The reader's language where the course is translated into it; an entry missing or stale
    // stays English (`bao check` tells which).
    let _ = translation::translate(&mut catalog, crate::i18n::current());
    let course = Course::from_catalog(&catalog);
    if course.lessons().next().is_none() {
        return Err(Error::Usage(crate::t!(
            "learn-no-lessons",
            path = dir.display().to_string()
        )));
    }
    Ok(course)
}

fn find<'c>(course: &'c Course, id: &str) -> Result<&'c Script, Error> {
    course.lesson(id).ok_or_else(|| {
        let close = course.suggest(id);
        Error::Usage(if close.is_empty() {
            crate::t!("learn-no-lesson-list", id = id)
        } else {
            crate::t!("learn-no-lesson-meant", id = id, close = close.join(", "))
        })
    })
}

fn all_done(course: &Course, width: usize) -> String {
    let text = crate::t!("learn-all-done", count = course.lessons().count());
    crate::render::prose::wrap(&text, width)
}

/// Forgets progress after the learner says yes.
fn reset(
    course: &Course,
    store: &Store,
    progress: &mut Progress,
    which: Option<&str>,
    yes: bool,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<ExitCode, Error> {
    let what = match which {
        Some(id) => crate::t!("learn-reset-lesson", id = find(course, id)?.id.as_str()),
        None => crate::t!("learn-reset-every"),
    };
    if !yes
        && !super::confirm(
            &crate::t!("learn-reset-ask", what = what.as_str()),
            input,
            out,
        )?
    {
        writeln!(out, "{}", crate::t!("learn-reset-nothing"))?;
        return Ok(ExitCode::SUCCESS);
    }
    match which {
        Some(id) => progress.forget(id),
        // The lessons' progress only: the puzzle trainer's rating is not a lesson's.
        None => {
            *progress = Progress {
                puzzles: progress.puzzles.take(),
                ..Progress::new()
            }
        }
    }
    store
        .save(progress)
        .map_err(|e| Error::Usage(e.to_string()))?;
    writeln!(out, "{}", crate::t!("learn-reset-done", what = what))?;
    Ok(ExitCode::SUCCESS)
}

/// Lists the chapters and lessons with a mark on those done and on where the learner is.
#[must_use]
fn list(course: &Course, progress: &Progress, width: usize, styles: &Styles) -> String {
    let mut out = String::new();
    for chapter in &course.chapters {
        out.push_str(&format!(
            "{}\n",
            crate::render::prose::printable(&chapter.title).style(styles.heading)
        ));
        for lesson in &chapter.lessons {
            let mark = if progress.done.contains(&lesson.id) {
                "✓".style(styles.ok).to_string()
            } else if progress.current.as_deref() == Some(lesson.id.as_str()) {
                ">".style(styles.prompt).to_string()
            } else if progress.seen.contains(&lesson.id) {
                "~".style(styles.prompt).to_string()
            } else {
                " ".to_owned()
            };
            let title = crate::render::prose::printable(&lesson.title);
            let line = format!("  {mark} {:<28} {title}", lesson.id);
            if 4 + 29 + title.chars().count() <= width {
                out.push_str(&format!("{line}\n"));
            } else {
                // Too narrow for both columns: the title goes under the id, wrapped.
                out.push_str(&format!("  {mark} {}\n", lesson.id));
                let under = crate::render::prose::wrap(&format!("      {title}"), width);
                out.push_str(&format!("{under}\n"));
            }
        }
    }
    let done = course
        .lessons()
        .filter(|s| progress.done.contains(&s.id))
        .count();
    let seen = course
        .lessons()
        .filter(|s| progress.seen.contains(&s.id) && !progress.done.contains(&s.id))
        .count();
    let summary = crate::t!(
        "learn-list-summary",
        done = done,
        count = course.lessons().count(),
        seen = seen
    );
    out.push_str(&format!(
        "{}\n",
        crate::render::prose::wrap(&summary, width)
    ));
    out
}
