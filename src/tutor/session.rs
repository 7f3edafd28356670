//! A learner's walk through one lesson: the state, and what each input does to it.

use owo_colors::OwoColorize;

use super::{Judgement, Page, Script, answer, judge};
use crate::{render, style::Styles};

/// What the learner typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// Enter: the next step.
    Next,
    /// `b`: one step back.
    Back,
    /// `a`: to the end of the move being played.
    End,
    /// `h`: a hint.
    Hint,
    /// `s`: show the answer.
    Show,
    /// `r`: try the question again.
    Retry,
    /// `q`: stop for now.
    Quit,
    /// `?`: the keys.
    Help,
    /// Anything else: an answer to the question.
    Answer(String),
}

impl Input {
    /// Reads one line of input.
    #[must_use]
    pub fn parse(line: &str) -> Input {
        match line.trim() {
            "" => Input::Next,
            "b" => Input::Back,
            "a" => Input::End,
            "h" => Input::Hint,
            "s" => Input::Show,
            "r" => Input::Retry,
            "q" => Input::Quit,
            "?" | "help" => Input::Help,
            other => Input::Answer(other.to_owned()),
        }
    }
}

/// What the session shows after an input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shown {
    /// Text to show; the session waits for more input.
    Text(String),
    /// The lesson is finished.
    Finished,
    /// The learner stopped.
    Quit,
}

#[derive(Clone, Debug, Default)]
struct QuestionState {
    /// Answered right, or the answer was shown: the learner may go on.
    settled: bool,
}

/// One learner in one lesson.
#[derive(Clone, Debug)]
pub struct Session {
    script: Script,
    page: usize,
    frame: usize,
    question: QuestionState,
    width: usize,
}

impl Session {
    /// Starts a lesson at its first page; text is wrapped at `width` columns.
    #[must_use]
    pub fn new(script: Script, width: usize) -> Session {
        Session {
            script,
            page: 0,
            frame: 0,
            question: QuestionState::default(),
            width,
        }
    }

    /// Gets the lesson being walked through.
    #[must_use]
    pub fn script(&self) -> &Script {
        &self.script
    }

    /// Checks if the current page is a question not yet settled.
    #[must_use]
    pub fn awaits_answer(&self) -> bool {
        matches!(
            self.script.pages.get(self.page),
            Some(Page::Question { .. })
        ) && !self.question.settled
    }

    /// Gets the keys that work now, for the prompt.
    #[must_use]
    pub fn keys(&self) -> &'static str {
        if self.awaits_answer() {
            "answer, or h hint · s show answer · b back · q quit"
        } else {
            match self.script.pages.get(self.page) {
                Some(Page::Move { .. }) => "Enter next · b back · a to the end · q quit",
                Some(Page::Question { .. }) => "Enter next · r try again · b back · q quit",
                _ => "Enter next · b back · q quit",
            }
        }
    }

    /// Draws the current page (and step of a move).
    #[must_use]
    pub fn view(&self, styles: &Styles) -> String {
        let total = self.script.pages.len();
        let head = format!("{} · {}/{}", self.script.title, self.page + 1, total)
            .style(styles.heading)
            .to_string();
        let body = match &self.script.pages[self.page] {
            Page::Text { markdown } => render::prose::render(markdown, self.width, styles),
            Page::Board { say, position } => {
                format!(
                    "{}\n{}",
                    render::prose::render(say, self.width, styles),
                    render::board::position(position, &[], styles)
                )
            }
            Page::Move {
                say,
                before,
                mv,
                played,
            } => {
                let steps = &played.trace.steps;
                let board = render::trace::frame(before, played, self.frame, styles);
                if self.frame == 0 {
                    format!(
                        "{}\nThe move: {mv}\n\n{board}",
                        render::prose::render(say, self.width, styles),
                    )
                } else if self.frame <= steps.len() {
                    let step = &steps[self.frame - 1];
                    format!(
                        "{mv}, step {} of {}:\n{}\n\n{board}",
                        self.frame,
                        steps.len(),
                        render::trace::event(&step.event, styles)
                    )
                } else {
                    format!("After {mv}:\n\n{board}")
                }
            }
            Page::Question {
                say,
                position,
                question,
            } => format!(
                "{}\n{}\n{}\n",
                render::prose::render(say, self.width, styles),
                render::board::position(position, &[], styles),
                question.kind.prompt().style(styles.prompt)
            ),
        };
        format!("{head}\n\n{body}")
    }

    /// Handles one input and says what to show next.
    pub fn handle(&mut self, input: Input, styles: &Styles) -> Shown {
        match input {
            Input::Quit => Shown::Quit,
            Input::Help => Shown::Text(format!("Keys: {}\n", self.keys())),
            Input::Next => self.next(styles),
            Input::Back => {
                if self.frame > 0 {
                    self.frame -= 1;
                } else if self.page > 0 {
                    self.page -= 1;
                    self.frame = self.last_frame();
                    self.question = QuestionState { settled: true };
                }
                Shown::Text(self.view(styles))
            }
            Input::End => {
                self.frame = self.last_frame();
                Shown::Text(self.view(styles))
            }
            Input::Retry => {
                self.question = QuestionState::default();
                Shown::Text(self.view(styles))
            }
            Input::Hint => match &self.script.pages[self.page] {
                Page::Question { question, .. } => Shown::Text(match &question.hint {
                    Some(hint) => {
                        format!("Hint: {}", render::prose::render(hint, self.width, styles))
                    }
                    None => "No hint for this one: try a move and see what it does.\n".to_owned(),
                }),
                _ => Shown::Text("There is no question here.\n".to_owned()),
            },
            Input::Show => match &self.script.pages[self.page] {
                Page::Question {
                    position, question, ..
                } => {
                    self.question.settled = true;
                    Shown::Text(format!("The answer: {}\n", answer(position, question)))
                }
                _ => Shown::Text("There is no question here.\n".to_owned()),
            },
            Input::Answer(text) => match &self.script.pages[self.page] {
                Page::Question {
                    position, question, ..
                } if !self.question.settled => match judge(position, question, &text) {
                    Judgement::Right(lines) => {
                        self.question.settled = true;
                        Shown::Text(format!(
                            "{}\n{}\n",
                            "✓".style(styles.ok),
                            wrapped(&lines, self.width)
                        ))
                    }
                    Judgement::Wrong(lines) => Shown::Text(format!(
                        "{}\n{}\nTry again, or h for a hint, s for the answer.\n",
                        "✗".style(styles.error),
                        wrapped(&lines, self.width)
                    )),
                    Judgement::Unreadable(message) => Shown::Text(format!("{message}\n")),
                },
                _ => Shown::Text(format!(
                    "`{text}` is not a key here. Keys: {}\n",
                    self.keys()
                )),
            },
        }
    }

    fn next(&mut self, styles: &Styles) -> Shown {
        if self.awaits_answer() {
            return Shown::Text("Answer first, or s to see the answer.\n".to_owned());
        }
        if self.frame < self.last_frame() {
            self.frame += 1;
            return Shown::Text(self.view(styles));
        }
        if self.page + 1 >= self.script.pages.len() {
            return Shown::Finished;
        }
        self.page += 1;
        self.frame = 0;
        self.question = QuestionState::default();
        Shown::Text(self.view(styles))
    }

    /// Gets the last frame of the current page: a move has its steps plus the board after.
    fn last_frame(&self) -> usize {
        match &self.script.pages[self.page] {
            Page::Move { played, .. } => played.trace.steps.len() + 1,
            _ => 0,
        }
    }
}

/// Wraps each line of a verdict at `width` columns.
fn wrapped(lines: &[String], width: usize) -> String {
    lines
        .iter()
        .map(|l| render::prose::wrap(l, width))
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        engine::{Rules, Setup, notation::MoveText},
        tutor::{Question, QuestionKind},
    };

    /// Seed 000, diagrama 9, South with a stock seed.
    fn diagram_9() -> crate::engine::Position {
        let mut setup: Setup =
            "0,0,0,0,0,0,0,0/4,3,1,8,0,2,5,6/1,2,0,0,8,0,3,4/0,0,0,0,0,0,0,0 S stock=1,1"
                .parse()
                .unwrap();
        setup.nyumba = None;
        setup.into_position(Rules::KISWAHILI).unwrap()
    }

    fn lesson() -> Script {
        let position = diagram_9();
        let mv = "A1L"
            .parse::<MoveText>()
            .unwrap()
            .resolve(&position)
            .unwrap();
        let a8r = "A8R"
            .parse::<MoveText>()
            .unwrap()
            .resolve(&position)
            .unwrap();
        Script {
            id: "test".into(),
            title: "Kichwa".into(),
            pages: vec![
                Page::Text {
                    markdown: "The **kichwa** decides.".into(),
                },
                Page::Move {
                    say: "Capture at A1.".into(),
                    before: position,
                    mv,
                    played: position.play(mv).unwrap(),
                },
                Page::Question {
                    say: "Your turn.".into(),
                    position,
                    question: Question {
                        kind: QuestionKind::FindMove {
                            accepted: vec![a8r],
                            goal: "captures 6".into(),
                        },
                        hint: Some("The biggest hole.".into()),
                    },
                },
            ],
        }
    }

    #[test]
    fn walks_a_move_step_by_step_and_back() {
        let styles = Styles::default();
        let mut session = Session::new(lesson(), 60);
        assert!(session.view(&styles).contains("The kichwa decides."));
        let Shown::Text(text) = session.handle(Input::Next, &styles) else {
            panic!()
        };
        assert!(text.contains("The move: A1L"));
        let Shown::Text(text) = session.handle(Input::Next, &styles) else {
            panic!()
        };
        assert!(text.contains("step 1 of"), "{text}");
        assert!(
            text.contains("puts a seed from the stock into A1"),
            "{text}"
        );
        let Shown::Text(text) = session.handle(Input::End, &styles) else {
            panic!()
        };
        assert!(text.starts_with("Kichwa · 2/3\n\nAfter A1L:"), "{text}");
        let Shown::Text(text) = session.handle(Input::Back, &styles) else {
            panic!()
        };
        assert!(
            text.contains("the last seed falls into the empty A4"),
            "{text}"
        );
    }

    #[test]
    fn a_question_is_judged_by_the_engine() {
        let styles = Styles::default();
        let mut session = Session::new(lesson(), 60);
        session.handle(Input::End, &styles);
        session.handle(Input::Next, &styles);
        session.handle(Input::End, &styles);
        session.handle(Input::Next, &styles);
        assert!(session.awaits_answer());
        let Shown::Text(text) = session.handle(Input::Next, &styles) else {
            panic!()
        };
        assert!(text.starts_with("Answer first"), "{text}");
        let Shown::Text(text) = session.handle(Input::Answer("A1L".into()), &styles) else {
            panic!()
        };
        assert!(
            text.contains("✗") && text.contains("captures 4 from a8"),
            "{text}"
        );
        let Shown::Text(text) = session.handle(Input::Answer("A5L".into()), &styles) else {
            panic!()
        };
        assert!(text.contains("a capture is possible"), "{text}");
        let Shown::Text(text) = session.handle(Input::Hint, &styles) else {
            panic!()
        };
        assert!(text.contains("The biggest hole."));
        let Shown::Text(text) = session.handle(Input::Answer("A8>".into()), &styles) else {
            panic!()
        };
        assert!(
            text.contains("✗"),
            "KIBA A8> travels right, which no capture at A8 does: {text}"
        );
        let Shown::Text(text) = session.handle(Input::Answer("A8<".into()), &styles) else {
            panic!()
        };
        assert!(
            text.contains("✓") && text.contains("Right: A8R captures 6"),
            "{text}"
        );
        assert_eq!(session.handle(Input::Next, &styles), Shown::Finished);
    }
}
