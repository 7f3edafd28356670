//! The tutor behind `bao learn`: a lesson as a script of pages, and a session that answers the
//! learner's input. Pure: no terminal, no files; `cli::learn` does the reading and printing.

mod course;
pub(crate) mod from_lesson;
mod judge;
mod script;
mod session;

pub use course::{Chapter, Course};
pub use judge::{Judgement, answer, judge};
pub use script::{Page, Question, QuestionKind, Script};
pub use session::{Input, Session, Shown};
