//! The learner's loop over a course: one line of input at a time, from a terminal, a pipe or a
//! file, with progress saved as lessons are finished.

use std::io::{self, BufRead, Write};

use owo_colors::OwoColorize;

use super::{Course, Input, Script, Session, Shown};
use crate::{
    progress::{Progress, ProgressError, Store},
    style::Styles,
};

/// The columns lesson text is wrapped at, so the tutor reads well in a narrow terminal.
pub const WIDTH: usize = 60;

/// Why a walk stopped early.
#[derive(Debug)]
pub enum WalkError {
    /// Progress could not be saved.
    Progress(ProgressError),
    /// The terminal could not be read or written.
    Io(io::Error),
}

impl From<io::Error> for WalkError {
    fn from(err: io::Error) -> WalkError {
        WalkError::Io(err)
    }
}

impl From<ProgressError> for WalkError {
    fn from(err: ProgressError) -> WalkError {
        WalkError::Progress(err)
    }
}

/// Walks the learner through `course` from `start`, lesson after lesson, until he quits, the
/// input ends or every lesson is done. Progress is saved after each lesson and on leaving.
///
/// # Errors
/// Returns an error when progress cannot be saved or the terminal fails.
pub fn walk(
    course: &Course,
    start: &Script,
    store: &Store,
    progress: &mut Progress,
    input: &mut impl BufRead,
    out: &mut impl Write,
    styles: &Styles,
) -> Result<(), WalkError> {
    let mut lesson = start;
    loop {
        progress.current = Some(lesson.id.clone());
        store.save(progress)?;
        let mut session = Session::new(lesson.clone(), WIDTH);
        write!(out, "{}", session.view(styles))?;
        let finished = loop {
            write!(
                out,
                "\n{} ",
                format!("[{}]", session.keys()).style(styles.prompt)
            )?;
            out.flush()?;
            let mut line = String::new();
            if input.read_line(&mut line)? == 0 {
                writeln!(out)?;
                break false;
            }
            writeln!(out)?;
            match session.handle(Input::parse(&line), styles) {
                Shown::Text(text) => write!(out, "{text}")?,
                Shown::Finished => break true,
                Shown::Quit => break false,
            }
        };
        if !finished {
            writeln!(
                out,
                "Progress saved: `bao learn` resumes at {}.",
                lesson.title
            )?;
            return Ok(());
        }
        progress.done.insert(lesson.id.clone());
        writeln!(
            out,
            "{} Lesson done: {}",
            "✓".style(styles.ok),
            lesson.title
        )?;
        let next = course
            .after(&lesson.id)
            .or_else(|| course.lessons().find(|s| !progress.done.contains(&s.id)));
        match next {
            Some(next) => {
                writeln!(out, "Next: {}\n", next.title.style(styles.heading))?;
                lesson = next;
            }
            None => {
                progress.current = None;
                store.save(progress)?;
                let total = course.lessons().count();
                writeln!(
                    out,
                    "\nAll {total} lessons are done. Hongera! Play a game, or go back to any lesson with `bao learn LESSON`."
                )?;
                return Ok(());
            }
        }
    }
}

/// Lists the chapters and lessons with a mark on those done and on where the learner is.
#[must_use]
pub fn list(course: &Course, progress: &Progress, styles: &Styles) -> String {
    let mut out = String::new();
    for chapter in &course.chapters {
        out.push_str(&format!("{}\n", chapter.title.style(styles.heading)));
        for lesson in &chapter.lessons {
            let mark = if progress.done.contains(&lesson.id) {
                "✓".style(styles.ok).to_string()
            } else if progress.current.as_deref() == Some(lesson.id.as_str()) {
                ">".style(styles.prompt).to_string()
            } else {
                " ".to_owned()
            };
            out.push_str(&format!("  {mark} {:<28} {}\n", lesson.id, lesson.title));
        }
    }
    let done = course
        .lessons()
        .filter(|s| progress.done.contains(&s.id))
        .count();
    out.push_str(&format!(
        "{done} of {} lessons done\n",
        course.lessons().count()
    ));
    out
}
