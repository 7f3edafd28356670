//! A learner's walk through one lesson: the state, and what each input does to it.

use std::collections::BTreeSet;

use owo_colors::OwoColorize;

use super::{Input, Page, Question, Script, explain, hint};
use crate::{engine::Position, render, style::Styles};

/// How many wrong answers the tutor takes before it shows the answer.
pub const TRIES: u32 = 3;

/// What the session shows after an input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shown {
    /// The page as it now stands (another page, or another step of its move): its view.
    Page(String),
    /// Words in answer to the input; the page stays as it was.
    Text(String),
    /// Words in answer to the input, then the page, which the input changed (a puzzle's board
    /// after the defence, or back at its start after a failure).
    Reply {
        /// The words.
        text: String,
        /// The page's view after them.
        page: String,
    },
    /// The lesson is finished.
    Finished,
    /// The learner went back from the first page: to the previous lesson.
    Previous,
    /// The learner stopped.
    Quit,
}

/// How a lesson was gone through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Every question was answered by the learner.
    Done,
    /// The answer of some question was shown rather than found.
    Seen,
}

#[derive(Clone, Debug, Default)]
struct QuestionState {
    /// Answered right, or the answer was shown: the learner may go on.
    settled: bool,
    /// Wrong answers so far (a puzzle: its failures).
    tries: u32,
    /// A puzzle's play-out so far.
    play: puzzle::PlayOut,
}

/// One learner in one lesson.
#[derive(Clone, Debug)]
pub struct Session {
    script: Script,
    page: usize,
    frame: usize,
    question: QuestionState,
    width: usize,
    /// The question pages whose answers were shown rather than found.
    shown: BTreeSet<usize>,
    /// The question pages whose answers were shown in this sitting: finding such an answer
    /// afterwards (after `r`) is copying it, and leaves the lesson seen.
    shown_now: BTreeSet<usize>,
    /// Says when a proof is to stop (Ctrl-C): a puzzle's defence is proved as the learner plays.
    stop: fn() -> bool,
    /// The moves the last input played on the page's board (a puzzle's, or a question's once
    /// it is settled), and the position before them.
    just_played: Option<(Position, Vec<crate::engine::Move>)>,
}

/// Never stops a proof: the stop of a session no one can interrupt.
fn never() -> bool {
    false
}

impl Session {
    /// Starts a lesson at its first page; text is wrapped at `width` columns.
    #[must_use]
    pub fn new(script: Script, width: usize) -> Session {
        Session::resume(script, width, 0, BTreeSet::new())
    }

    /// Goes back into a lesson at `page` (its last page if there are fewer), knowing which
    /// questions' answers were shown before.
    #[must_use]
    pub fn resume(script: Script, width: usize, page: usize, shown: BTreeSet<usize>) -> Session {
        let page = page.min(script.pages.len().saturating_sub(1));
        Session {
            script,
            page,
            frame: 0,
            question: QuestionState::default(),
            width,
            shown,
            shown_now: BTreeSet::new(),
            stop: never,
            just_played: None,
        }
    }

    /// Gives the session the stop its proofs honour: the front end's Ctrl-C.
    #[must_use]
    pub fn with_stop(mut self, stop: fn() -> bool) -> Session {
        self.stop = stop;
        self
    }

    /// Checks if an input on this page may run a proof (a puzzle's defence, hint or solution),
    /// so that the front end can let Ctrl-C stop it.
    #[must_use]
    pub fn proves(&self) -> bool {
        self.puzzle().is_some()
    }

    /// Gets the lesson being walked through.
    #[must_use]
    pub fn script(&self) -> &Script {
        &self.script
    }

    /// Gets the step of the page's move shown: 0 the position before, then each step, then
    /// the position after; 0 on a page without a move.
    #[must_use]
    pub fn frame(&self) -> usize {
        self.frame
    }

    /// Wraps text at `width` columns from now on (the screen was resized).
    pub fn set_width(&mut self, width: usize) {
        self.width = width;
    }

    /// Gets the moves the last input played out on the page's board and the position they were
    /// played from, for a front end to show them sown: a puzzle's answer (the learner's move,
    /// then the defence's if the game went on), the learner's move on a question that asks for
    /// one, or the move a question was about once it is settled; `None` when the last input
    /// played nothing.
    #[must_use]
    pub fn just_played(&self) -> Option<(&Position, &[crate::engine::Move])> {
        self.just_played
            .as_ref()
            .map(|(position, moves)| (position, moves.as_slice()))
    }

    /// Gets the page the learner is on (0-based), where a resumed session starts.
    #[must_use]
    pub fn page(&self) -> usize {
        self.page
    }

    /// Gets the question pages whose answers were shown rather than found.
    #[must_use]
    pub fn shown(&self) -> &BTreeSet<usize> {
        &self.shown
    }

    /// Says how the lesson was gone through so far: done, or seen when an answer was shown.
    #[must_use]
    pub fn outcome(&self) -> Outcome {
        if self.shown.is_empty() {
            Outcome::Done
        } else {
            Outcome::Seen
        }
    }

    /// Checks if the current page is a question not yet settled.
    #[must_use]
    pub fn awaits_answer(&self) -> bool {
        (self.asked().is_some() || self.puzzle().is_some()) && !self.question.settled
    }

    /// Gets the position a move is awaited in, when the answer awaited is a move (a question
    /// that asks for one, or a puzzle's play-out): a front end may offer its holes to choose.
    #[must_use]
    pub fn awaited_move(&self) -> Option<Position> {
        if !self.awaits_answer() {
            return None;
        }
        match &self.script.pages[self.page] {
            Page::Question {
                position, question, ..
            } if matches!(question.kind, super::QuestionKind::FindMove { .. }) => Some(*position),
            Page::Puzzle { position, .. } => Some(self.puzzle_at(position)),
            _ => None,
        }
    }

    /// Gets the hole the move asked about starts from, when the answer awaited is a hole's name
    /// (where that move's last seed falls): a front end may offer the board's holes to choose.
    #[must_use]
    pub fn awaited_hole(&self) -> Option<crate::engine::Hole> {
        match self.asked() {
            Some((_, question)) if self.awaits_answer() => match question.kind {
                super::QuestionKind::LastHole { mv } => Some(mv.hole()),
                _ => None,
            },
            _ => None,
        }
    }

    /// Draws the current page (and step of a move).
    #[must_use]
    pub fn view(&self, styles: &Styles) -> String {
        let head = render::prose::wrap(&self.heading(), self.width)
            .style(styles.heading)
            .to_string();
        let parts = self.parts(styles);
        let board = parts.board.map(|b| format!("\n{b}")).unwrap_or_default();
        format!("{head}\n\n{}{board}{}", parts.before, parts.after)
    }

    /// Handles one input and says what to show next.
    pub fn handle(&mut self, input: Input, styles: &Styles) -> Shown {
        self.just_played = None;
        if let Some((start, puzzle)) = self.puzzle() {
            match input {
                Input::Hint => return self.puzzle_hint(&start, &puzzle),
                Input::Show => return self.puzzle_show(&start, &puzzle, styles),
                Input::Answer(text) if !self.question.settled => {
                    return self.puzzle_answer(&start, &puzzle, &text, styles);
                }
                _ => {}
            }
        }
        match input {
            Input::Quit => Shown::Quit,
            Input::Help => Shown::Text(self.help()),
            Input::Next => self.next(styles),
            Input::Back => {
                if self.frame > 0 {
                    self.frame -= 1;
                } else if self.page > 0 {
                    self.page -= 1;
                    self.frame = self.last_frame();
                    self.question = QuestionState {
                        settled: true,
                        ..QuestionState::default()
                    };
                } else {
                    return Shown::Previous;
                }
                Shown::Page(self.view(styles))
            }
            Input::End => {
                self.frame = self.last_frame();
                Shown::Page(self.view(styles))
            }
            Input::Retry => {
                // Only a settled question is asked again: retrying never buys more tries.
                if self.question.settled {
                    self.question = QuestionState::default();
                }
                Shown::Page(self.view(styles))
            }
            Input::Hint => match self.asked() {
                Some((position, question)) => {
                    let mut text = match &question.hint {
                        Some(own) => crate::t!("learn-hint-own", hint = self.prose(own, styles)),
                        None => format!("{}\n", crate::t!("learn-hint")),
                    };
                    text.push_str(&render::prose::wrap(
                        &hint(&position, &question),
                        self.width,
                    ));
                    text.push('\n');
                    Shown::Text(text)
                }
                None => Shown::Text(format!("{}\n", crate::t!("learn-no-question"))),
            },
            Input::Show => match self.asked() {
                Some((position, question)) => {
                    if !self.question.settled {
                        self.mark_shown();
                        self.question.settled = true;
                    }
                    self.show_answer(&position, &question);
                    Shown::Text(format!(
                        "{}\n",
                        self.wrapped(&explain(&position, &question))
                    ))
                }
                None => Shown::Text(format!("{}\n", crate::t!("learn-no-question"))),
            },
            Input::Answer(text) => match self.asked() {
                Some((position, question)) if !self.question.settled => {
                    self.answer(&position, &question, &text, styles)
                }
                _ => Shown::Text(format!(
                    "{}\n",
                    crate::t!(
                        "learn-not-a-key",
                        text = render::prose::printable(&text),
                        keys = self.keys()
                    )
                )),
            },
        }
    }

    /// Gets the question on the current page, with its position.
    fn asked(&self) -> Option<(Position, Question)> {
        match self.script.pages.get(self.page) {
            Some(Page::Question {
                position, question, ..
            }) => Some((*position, question.clone())),
            _ => None,
        }
    }

    fn prose(&self, markdown: &str, styles: &Styles) -> String {
        render::prose::render(markdown, self.width, styles)
    }

    fn next(&mut self, styles: &Styles) -> Shown {
        if self.awaits_answer() {
            let first = if self.puzzle().is_some() {
                crate::t!("learn-play-first")
            } else {
                crate::t!("learn-answer-first")
            };
            return Shown::Text(format!("{first}\n"));
        }
        if self.frame < self.last_frame() {
            self.frame += 1;
            return Shown::Page(self.view(styles));
        }
        if self.page + 1 >= self.script.pages.len() {
            return Shown::Finished;
        }
        self.page += 1;
        self.frame = 0;
        self.question = QuestionState::default();
        Shown::Page(self.view(styles))
    }

    /// Gets the last frame of the current page: a move has its steps plus the board after.
    fn last_frame(&self) -> usize {
        match &self.script.pages[self.page] {
            Page::Move { played, .. } => played.trace.steps.len() + 1,
            _ => 0,
        }
    }

    /// Wraps each line of a verdict at the session's width.
    fn wrapped(&self, lines: &[String]) -> String {
        lines
            .iter()
            .map(|l| render::prose::wrap(l, self.width))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

mod answer;
mod keys;
mod puzzle;
mod stage;

pub use stage::Stage;

/// A lesson of one puzzle, for tests of the tutor's front ends.
#[cfg(test)]
pub(crate) use puzzle::tests as puzzle_tests;

#[cfg(test)]
pub(crate) mod tests;
