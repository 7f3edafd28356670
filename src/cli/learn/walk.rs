//! The walk through the course, apart from how it is shown: the lesson the learner is in, his
//! session in it and his progress, saved at every page. The line mode ([`super::line`]) and
//! the full screen ([`super::screen`]) both drive it with the tutor's inputs.

use std::{collections::BTreeSet, io};

use owo_colors::OwoColorize;

use super::all_done;
use crate::{
    progress::{Progress, ProgressError, Store},
    render::prose::{printable, wrap},
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

/// What came of an input, for a front end to show.
#[derive(Debug)]
pub(super) enum Turn {
    /// What the session shows: a page, words, or words and then the page.
    Shown(Shown),
    /// Back from a lesson's first page to the last page of the one before, with its title.
    BackTo(String),
    /// Back from the first page of the first lesson: there is nowhere to go.
    FirstPage,
    /// A lesson was finished and the next one begun.
    Next {
        /// How the lesson finished was gone through, in words.
        finished: Finished,
        /// The title of the lesson begun.
        next: String,
    },
    /// A lesson was finished and the course is through.
    Over {
        /// How the last lesson was gone through, in words.
        finished: Finished,
        /// What is said of the whole course.
        words: String,
    },
    /// The learner stopped; his progress is saved.
    Stopped,
}

/// A lesson gone through to its end.
#[derive(Debug)]
pub(super) struct Finished {
    /// The lesson's title.
    pub(super) title: String,
    /// Done (every answer found) rather than seen.
    pub(super) done: bool,
}

impl Finished {
    /// Says how the lesson was gone through: done, or seen with the answers shown.
    pub(super) fn say(&self, width: usize, styles: &Styles) -> String {
        if self.done {
            let done = wrap(
                &crate::t!("learn-lesson-done", title = self.title.as_str()),
                width - 2,
            );
            format!("{} {done}", "✓".style(styles.ok))
        } else {
            wrap(
                &format!(
                    "~ {}",
                    crate::t!("learn-lesson-seen", title = printable(&self.title))
                ),
                width,
            )
        }
    }
}

/// One learner's way through a course.
pub(super) struct Walk<'c> {
    course: &'c Course,
    store: &'c Store,
    width: usize,
    lesson: &'c Script,
    session: Session,
    progress: Progress,
}

impl<'c> Walk<'c> {
    /// Goes into the course at `start` (at the page his progress says when it is the lesson he
    /// stopped in), saving where he is.
    ///
    /// # Errors
    /// Returns an error when progress cannot be saved.
    pub(super) fn start(
        course: &'c Course,
        store: &'c Store,
        width: usize,
        start: &'c Script,
        progress: Progress,
    ) -> Result<Walk<'c>, WalkError> {
        let session = Session::resume(start.clone(), width, progress.page, progress.shown.clone());
        let mut walk = Walk {
            course,
            store,
            width,
            lesson: start,
            session: stoppable(session),
            progress,
        };
        walk.save()?;
        Ok(walk)
    }

    /// Gets the learner's session in the lesson he is in.
    pub(super) fn session(&self) -> &Session {
        &self.session
    }

    /// Wraps text at `width` columns from now on.
    pub(super) fn set_width(&mut self, width: usize) {
        self.width = width;
        self.session.set_width(width);
    }

    /// Handles one input, going on to another lesson when this one is finished or left by its
    /// first page; progress is saved whenever the learner's place changes.
    ///
    /// # Errors
    /// Returns an error when progress cannot be saved.
    pub(super) fn handle(&mut self, input: Input, styles: &Styles) -> Result<Turn, WalkError> {
        let place = (self.session.page(), self.session.shown().len());
        let shown = self.session.handle(input, styles);
        if place != (self.session.page(), self.session.shown().len()) {
            self.save()?;
        }
        Ok(match shown {
            Shown::Finished => self.finish()?,
            Shown::Quit => {
                self.save()?;
                Turn::Stopped
            }
            Shown::Previous => match self.previous() {
                Some(previous) => {
                    self.lesson = previous;
                    let last = previous.pages.len().saturating_sub(1);
                    self.session = stoppable(Session::resume(
                        previous.clone(),
                        self.width,
                        last,
                        BTreeSet::new(),
                    ));
                    self.save()?;
                    Turn::BackTo(previous.title.clone())
                }
                None => Turn::FirstPage,
            },
            shown => Turn::Shown(shown),
        })
    }

    /// Says where the learner stopped, once his progress is saved.
    pub(super) fn stopped(&self) -> String {
        let saved = crate::t!(
            "learn-saved",
            bao = crate::cli::invocation(),
            page = self.session.page() + 1
        );
        format!(
            "{}\n  {}",
            wrap(&saved, self.width),
            printable(&self.lesson.title)
        )
    }

    fn save(&mut self) -> Result<(), WalkError> {
        self.progress
            .stand(&self.lesson.id, self.session.page(), self.session.shown());
        self.store.save(&self.progress)?;
        Ok(())
    }

    /// Records the lesson finished and goes on to the next, if one is left.
    fn finish(&mut self) -> Result<Turn, WalkError> {
        let answered = self.session.outcome() == Outcome::Done;
        let id = &self.lesson.id;
        self.progress.finish(id, answered);
        let finished = Finished {
            title: self.lesson.title.clone(),
            done: self.progress.done.contains(id),
        };
        match self.next() {
            Some(next) => {
                self.lesson = next;
                self.session = stoppable(Session::new(next.clone(), self.width));
                self.save()?;
                Ok(Turn::Next {
                    finished,
                    next: next.title.clone(),
                })
            }
            None => {
                self.progress.current = None;
                self.store.save(&self.progress)?;
                Ok(Turn::Over {
                    finished,
                    words: self.finished(),
                })
            }
        }
    }

    /// Gets the lesson before this one in the course.
    fn previous(&self) -> Option<&'c Script> {
        let lessons: Vec<&Script> = self.course.lessons().collect();
        let at = lessons.iter().position(|s| s.id == self.lesson.id)?;
        at.checked_sub(1).map(|i| lessons[i])
    }

    /// Gets the lesson to go on with after this one: the next neither done nor seen, else
    /// another not done.
    fn next(&self) -> Option<&'c Script> {
        let progress = &self.progress;
        let id = &self.lesson.id;
        let visited: BTreeSet<String> = progress.done.union(&progress.seen).cloned().collect();
        self.course.next_undone(id, &visited).or_else(|| {
            self.course
                .lessons()
                .find(|s| &s.id != id && !progress.done.contains(&s.id))
        })
    }

    /// Says the course is through: every lesson done, or which are only seen.
    fn finished(&self) -> String {
        let seen = self
            .course
            .lessons()
            .filter(|s| !self.progress.done.contains(&s.id))
            .count();
        if seen == 0 {
            return all_done(self.course, self.width);
        }
        wrap(&crate::t!("learn-course-seen", seen = seen), self.width)
    }
}

/// Gives a session the stop its proofs honour: Ctrl-C.
fn stoppable(session: Session) -> Session {
    session.with_stop(crate::cli::watch::stopped)
}
