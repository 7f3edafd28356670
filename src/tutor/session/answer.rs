//! A question's answer judged: right, wrong with a try counted, or unreadable and no try.

use owo_colors::OwoColorize;

use super::{Session, Shown, TRIES};
use crate::{
    engine::{Move, Position},
    render,
    style::Styles,
    tutor::{Judgement, Page, Question, QuestionKind, explain, judge, judge::read_move},
};

impl Session {
    pub(super) fn answer(
        &mut self,
        position: &Position,
        question: &Question,
        text: &str,
        styles: &Styles,
    ) -> Shown {
        // The learner's own move is his to see sown, right or wrong, unless a question still
        // to come could be answered by watching it.
        if let QuestionKind::FindMove { .. } = question.kind
            && let Ok(mv) = read_move(position, text)
            && !self.gives_away(position, Some(mv))
        {
            self.just_played = Some((*position, vec![mv]));
        }
        match judge(position, question, text) {
            Judgement::Right(lines) => {
                self.question.settled = true;
                self.show_answer(position, question);
                // Found at last, after the answer was shown in another sitting: answered.
                let copied = self.mark_found();
                // The move played out could answer a question still to come: keep it for `s`.
                let lines: Vec<String> =
                    if self.gives_away(position, asked_move(position, question)) {
                        lines.into_iter().filter(|l| !l.starts_with(' ')).collect()
                    } else {
                        lines
                    };
                let copied = copied
                    .map(|c| format!("{}\n", render::prose::wrap(&c, self.width)))
                    .unwrap_or_default();
                Shown::Text(format!(
                    "{}\n{}\n{copied}",
                    "✓".style(styles.ok),
                    self.wrapped(&lines)
                ))
            }
            Judgement::Wrong(lines) => {
                self.question.tries += 1;
                let mark = "✗".style(styles.error);
                if self.question.tries >= TRIES {
                    self.question.settled = true;
                    self.mark_shown();
                    self.show_answer(position, question);
                    return Shown::Text(format!(
                        "{mark}\n{}\n{}\n{}\n",
                        self.wrapped(&lines),
                        crate::t!("learn-tries-up", tries = TRIES),
                        self.wrapped(&explain(position, question))
                    ));
                }
                let left = TRIES - self.question.tries;
                Shown::Text(format!(
                    "{mark}\n{}\n{}\n",
                    self.wrapped(&lines),
                    render::prose::wrap(&crate::t!("learn-try-again", left = left), self.width)
                ))
            }
            Judgement::Unreadable(message) => {
                Shown::Text(format!("{}\n", render::prose::wrap(&message, self.width)))
            }
        }
    }
}

impl Session {
    /// Keeps the move a settled question is about, for a front end to show it sown: the move
    /// asked about, or the first accepted; the learner's own move, if he played one, stays.
    /// Only once the question is settled, so that nothing is given away before, and not when
    /// a question still to come could be answered by watching the move.
    pub(super) fn show_answer(&mut self, position: &Position, question: &Question) {
        let mv = asked_move(position, question);
        if !self.question.settled || self.just_played.is_some() || self.gives_away(position, mv) {
            return;
        }
        self.just_played = mv.map(|mv| (*position, vec![mv]));
    }

    /// Checks if a question still to come could be answered by watching `mv` played in
    /// `position`: one asked in the same position, or in the one the move reaches. A question
    /// about another position is not, so the move is shown sown before it.
    fn gives_away(&self, position: &Position, mv: Option<Move>) -> bool {
        let after = mv
            .and_then(|mv| position.play(mv).ok())
            .map(|played| played.position);
        self.script.pages[self.page + 1..]
            .iter()
            .any(|page| match page {
                Page::Question {
                    position: asked, ..
                } => asked == position || after.as_ref() == Some(asked),
                _ => false,
            })
    }
}

/// Gets the move a question is about: the move asked about, the first accepted, or the one
/// whose legality is asked.
fn asked_move(position: &Position, question: &Question) -> Option<Move> {
    match &question.kind {
        QuestionKind::FindMove { accepted, .. } => accepted.first().copied(),
        QuestionKind::LastHole { mv } | QuestionKind::Captured { mv } => Some(*mv),
        QuestionKind::Legal { text } => text.resolve(position).ok(),
    }
}
