//! The keys a session takes, said for the prompt and for `?`, and how a shown answer counts.

use super::Session;
use crate::{render, tutor::Page};

impl Session {
    /// Gets the keys that work now, for the prompt.
    #[must_use]
    pub fn keys(&self) -> String {
        if self.awaits_answer() && self.puzzle().is_some() {
            crate::t!("learn-keys-puzzle")
        } else if self.awaits_answer() {
            crate::t!("learn-keys-question")
        } else {
            match self.script.pages.get(self.page) {
                Some(Page::Move { .. }) => crate::t!("learn-keys-move"),
                Some(Page::Puzzle { .. }) => crate::t!("learn-keys-puzzle-over"),
                Some(Page::Question { .. }) => crate::t!("learn-keys-question-over"),
                _ => crate::t!("learn-keys-page"),
            }
        }
    }

    /// Checks if the answer awaited is a count of seeds, which may start with a key's letter
    /// (`s` for seven) or a sign: a front end that acts on single keys types them instead.
    #[must_use]
    pub fn awaits_count(&self) -> bool {
        matches!(
            self.asked(),
            Some((_, question)) if self.awaits_answer()
                && matches!(question.kind, crate::tutor::QuestionKind::Captured { .. })
        )
    }

    /// Checks if an answer awaited may start with `c`, a key's letter or a sign: a count (`s`
    /// for seven, `-`, `+`), or the language's yes or no (Spanish `sí`, Swahili `hapana`). A front
    /// end that acts on single keys types such a letter instead, and the key then acts with
    /// Enter, as in the line mode.
    #[must_use]
    pub fn answer_starts_with(&self, c: char) -> bool {
        let c = c.to_ascii_lowercase();
        match self.asked() {
            Some((_, question)) if self.awaits_answer() => match question.kind {
                crate::tutor::QuestionKind::Captured { .. } => matches!(c, 's' | '-' | '+'),
                crate::tutor::QuestionKind::Legal { .. } => {
                    [crate::t!("learn-yes"), crate::t!("learn-no")]
                        .iter()
                        .any(|word| word.starts_with(c))
                }
                _ => false,
            },
            _ => false,
        }
    }

    /// Says every key the tutor takes, each in a line: what `?` shows.
    #[must_use]
    pub fn help(&self) -> String {
        let keys = [
            ("Enter", crate::t!("learn-help-enter")),
            ("b", crate::t!("learn-help-back")),
            ("a", crate::t!("learn-help-end")),
            ("h", crate::t!("learn-help-hint")),
            ("s", crate::t!("learn-help-show")),
            ("r", crate::t!("learn-help-retry")),
            ("q", crate::t!("learn-help-quit")),
            ("?", crate::t!("learn-help-help")),
        ];
        let mut text = format!("{}\n", crate::t!("learn-help-now", keys = self.keys()));
        for (key, what) in keys {
            text.push_str(&render::prose::wrap(
                &format!("  {key}: {what}"),
                self.width,
            ));
            text.push('\n');
        }
        text.push_str(&render::prose::wrap(
            &crate::t!("learn-help-typed"),
            self.width,
        ));
        text.push('\n');
        text
    }

    /// Counts the page's answer as shown: the lesson is seen, and stays so in this sitting.
    pub(super) fn mark_shown(&mut self) {
        self.shown.insert(self.page);
        self.shown_now.insert(self.page);
    }

    /// Counts the page's answer as found, unless it was shown in this sitting (then found
    /// after `r`, it was copied); says so then.
    pub(super) fn mark_found(&mut self) -> Option<String> {
        if self.shown_now.contains(&self.page) {
            return Some(crate::t!("learn-shown-before"));
        }
        self.shown.remove(&self.page);
        None
    }
}
