//! The tutor behind `bao learn`: a lesson as a script of pages, and a session that answers the
//! learner's input. Pure: no terminal, no files; `cli::learn` does the reading and printing.

mod course;
pub(crate) mod from_lesson;
mod hint;
mod input;
mod judge;
mod reading;
mod script;
mod session;

pub use course::{Chapter, Course};
pub use hint::hint;
pub use input::Input;
pub use judge::{Judgement, answer, answer_words, explain, judge};
/// How a learner's typed move is read and played out in words, shared with the puzzle trainer.
pub(crate) use judge::{MoveReading, played_out, read_move};
pub use script::{Page, Question, QuestionKind, Script};
pub use session::{Outcome, Session, Shown, Stage, TRIES};

/// A lesson for tests of the tutor's front ends: a text page, a move and a question.
#[cfg(test)]
pub(crate) use session::tests::lesson as test_lesson;

/// Puzzles for tests of the tutor's front ends.
#[cfg(test)]
pub(crate) use session::puzzle_tests;
