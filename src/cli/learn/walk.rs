//! The walk through the course: lesson after lesson, page by page, saving where the learner is.

use std::{
    collections::BTreeSet,
    io::{self, BufRead, Write},
};

use owo_colors::OwoColorize;

use super::all_done;
use crate::{
    progress::{Progress, ProgressError, Store},
    style::Styles,
    tutor::{Course, Input, Outcome, Script, Session, Shown},
};

/// Why a walk stopped early.
#[derive(Debug)]
pub(super) enum WalkError {
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

/// What a walk through the course needs besides the learner's progress.
pub(super) struct Tutor<'c> {
    pub(super) course: &'c Course,
    pub(super) store: &'c Store,
    pub(super) styles: &'c Styles,
    pub(super) width: usize,
}

impl Tutor<'_> {
    /// Walks the learner through the course from `start` (at the page his progress says when
    /// it is the lesson he stopped in), lesson after lesson, until he quits, the input ends or
    /// every lesson is done. Progress is saved at every page.
    ///
    /// # Errors
    /// Returns an error when progress cannot be saved or the terminal fails.
    pub(super) fn walk(
        &self,
        start: &Script,
        progress: &mut Progress,
        input: &mut impl BufRead,
        out: &mut impl Write,
    ) -> Result<(), WalkError> {
        let styles = self.styles;
        let mut lesson = start;
        let mut session = self.session(Session::resume(
            lesson.clone(),
            self.width,
            progress.page,
            progress.shown.clone(),
        ));
        loop {
            progress.stand(&lesson.id, session.page(), session.shown());
            self.store.save(progress)?;
            write!(out, "{}", session.view(styles))?;
            let finished = loop {
                let keys = crate::render::prose::wrap(&format!("[{}]", session.keys()), self.width);
                write!(out, "\n{} ", keys.style(styles.prompt))?;
                out.flush()?;
                let mut line = String::new();
                if input.read_line(&mut line)? == 0 {
                    writeln!(out)?;
                    break false;
                }
                writeln!(out)?;
                let page = (session.page(), session.shown().len());
                // A puzzle's proofs run under Ctrl-C's watch; elsewhere Ctrl-C ends bao as ever.
                let watch = session.proves().then(crate::cli::watch::Terminal::new);
                let shown = session.handle(Input::parse(&line), styles);
                drop(watch);
                if page != (session.page(), session.shown().len()) {
                    progress.stand(&lesson.id, session.page(), session.shown());
                    self.store.save(progress)?;
                }
                match shown {
                    Shown::Text(text) => write!(out, "{text}")?,
                    Shown::Finished => break true,
                    Shown::Quit => break false,
                    Shown::Previous => match self.previous(&lesson.id) {
                        Some(previous) => {
                            writeln!(
                                out,
                                "Back to: {}\n",
                                crate::render::prose::printable(&previous.title)
                                    .style(styles.heading)
                            )?;
                            lesson = previous;
                            let last = lesson.pages.len().saturating_sub(1);
                            session = self.session(Session::resume(
                                lesson.clone(),
                                self.width,
                                last,
                                BTreeSet::new(),
                            ));
                            progress.stand(&lesson.id, session.page(), session.shown());
                            self.store.save(progress)?;
                            write!(out, "{}", session.view(styles))?;
                        }
                        None => writeln!(out, "This is the first page of the first lesson.")?,
                    },
                }
            };
            if !finished {
                self.store.save(progress)?;
                let saved = format!(
                    "Progress saved. `{} learn` goes on from page {} of:",
                    crate::cli::invocation(),
                    session.page() + 1
                );
                writeln!(
                    out,
                    "{}\n  {}",
                    crate::render::prose::wrap(&saved, self.width),
                    crate::render::prose::printable(&lesson.title)
                )?;
                return Ok(());
            }
            let answered = session.outcome() == Outcome::Done;
            progress.finish(&lesson.id, answered);
            if progress.done.contains(&lesson.id) {
                let done = crate::render::prose::wrap(
                    &format!("Lesson done: {}", lesson.title),
                    self.width - 2,
                );
                writeln!(out, "{} {done}", "✓".style(styles.ok))?;
            } else {
                writeln!(
                    out,
                    "{}",
                    crate::render::prose::wrap(
                        &format!(
                            "~ Lesson seen: {}. Some answers were shown, so it counts as seen, not done: answer its questions to finish it.",
                            crate::render::prose::printable(&lesson.title)
                        ),
                        self.width
                    )
                )?;
            }
            match self.next(&lesson.id, progress) {
                Some(next) => {
                    let title =
                        crate::render::prose::wrap(&format!("Next: {}", next.title), self.width);
                    writeln!(out, "{}\n", title.style(styles.heading))?;
                    lesson = next;
                    session = self.session(Session::new(lesson.clone(), self.width));
                }
                None => {
                    progress.current = None;
                    self.store.save(progress)?;
                    writeln!(out, "\n{}", self.finished(progress))?;
                    return Ok(());
                }
            }
        }
    }

    /// Gives a session the stop its proofs honour: Ctrl-C.
    fn session(&self, session: Session) -> Session {
        session.with_stop(crate::cli::watch::stopped)
    }

    /// Gets the lesson before `id` in the course.
    fn previous(&self, id: &str) -> Option<&Script> {
        let lessons: Vec<&Script> = self.course.lessons().collect();
        let at = lessons.iter().position(|s| s.id == id)?;
        at.checked_sub(1).map(|i| lessons[i])
    }

    /// Gets the lesson to go on with after `id`: the next one neither done nor seen, else
    /// another not done.
    fn next(&self, id: &str, progress: &Progress) -> Option<&Script> {
        let visited: BTreeSet<String> = progress.done.union(&progress.seen).cloned().collect();
        self.course.next_undone(id, &visited).or_else(|| {
            self.course
                .lessons()
                .find(|s| s.id != id && !progress.done.contains(&s.id))
        })
    }

    /// Says the course is through: every lesson done, or which are only seen.
    fn finished(&self, progress: &Progress) -> String {
        let seen = self
            .course
            .lessons()
            .filter(|s| !progress.done.contains(&s.id))
            .count();
        if seen == 0 {
            return all_done(self.course, self.width);
        }
        crate::render::prose::wrap(
            &format!(
                "You have been through every lesson; {seen} of them are seen, not done, as answers were shown. `bao learn --list` marks them ~."
            ),
            self.width,
        )
    }
}
