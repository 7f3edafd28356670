//! A question's answer judged: right, wrong with a try counted, or unreadable and no try.

use owo_colors::OwoColorize;

use super::{Session, Shown, TRIES};
use crate::{
    engine::Position,
    render,
    style::Styles,
    tutor::{Judgement, Page, Question, explain, judge},
};

impl Session {
    pub(super) fn answer(
        &mut self,
        position: &Position,
        question: &Question,
        text: &str,
        styles: &Styles,
    ) -> Shown {
        match judge(position, question, text) {
            Judgement::Right(lines) => {
                self.question.settled = true;
                // Found at last, even after the answer was shown once: answered.
                self.shown.remove(&self.page);
                // The move played out could answer a question still to come: keep it for `s`.
                let later_question = self.script.pages[self.page + 1..]
                    .iter()
                    .any(|p| matches!(p, Page::Question { .. }));
                let lines: Vec<String> = if later_question {
                    lines.into_iter().filter(|l| !l.starts_with(' ')).collect()
                } else {
                    lines
                };
                Shown::Text(format!(
                    "{}\n{}\n",
                    "✓".style(styles.ok),
                    self.wrapped(&lines)
                ))
            }
            Judgement::Wrong(lines) => {
                self.question.tries += 1;
                let mark = "✗".style(styles.error);
                if self.question.tries >= TRIES {
                    self.question.settled = true;
                    self.shown.insert(self.page);
                    return Shown::Text(format!(
                        "{mark}\n{}\nThat makes {TRIES} tries, so here is the answer.\n{}\n",
                        self.wrapped(&lines),
                        self.wrapped(&explain(position, question))
                    ));
                }
                let left = TRIES - self.question.tries;
                let tries = if left == 1 { "try" } else { "tries" };
                Shown::Text(format!(
                    "{mark}\n{}\n{}\n",
                    self.wrapped(&lines),
                    render::prose::wrap(
                        &format!(
                            "Try again ({left} {tries} left), or h for a hint, s for the answer."
                        ),
                        self.width
                    )
                ))
            }
            Judgement::Unreadable(message) => {
                Shown::Text(format!("{}\n", render::prose::wrap(&message, self.width)))
            }
        }
    }
}
