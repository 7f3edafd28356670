//! The keys a session takes, said for the prompt and for `?`, and how a shown answer counts.

use super::Session;
use crate::{render, tutor::Page};

impl Session {
    /// Gets the keys that work now, for the prompt.
    #[must_use]
    pub fn keys(&self) -> &'static str {
        if self.awaits_answer() && self.puzzle().is_some() {
            "your move, or h hint · s show solution · b back · q quit"
        } else if self.awaits_answer() {
            "answer, or h hint · s show answer · b back · q quit"
        } else {
            match self.script.pages.get(self.page) {
                Some(Page::Move { .. }) => "Enter next · b back · a to the end · q quit",
                Some(Page::Puzzle { .. }) => {
                    "Enter next · s solution · r try again · b back · q quit"
                }
                Some(Page::Question { .. }) => {
                    "Enter next · s explain · r try again · b back · q quit"
                }
                _ => "Enter next · b back · q quit",
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

    /// Says every key the tutor takes, each in a line: what `?` shows.
    #[must_use]
    pub fn help(&self) -> String {
        let keys = [
            ("Enter", "the next step or page (also n)"),
            (
                "b",
                "back a step or a page; from a lesson's first page, to the lesson before",
            ),
            ("a", "to the end of the move shown"),
            ("h", "a hint on a question or puzzle (again: more)"),
            (
                "s",
                "show the answer (a puzzle: its solution); the lesson is then seen, not done",
            ),
            ("r", "try a question or puzzle again once it is over"),
            ("q", "stop; your place is saved"),
            ("?", "this help"),
        ];
        let mut text = format!("Keys now: {}\n", self.keys());
        for (key, what) in keys {
            text.push_str(&render::prose::wrap(
                &format!("  {key}: {what}"),
                self.width,
            ));
            text.push('\n');
        }
        text.push_str(&render::prose::wrap(
            "An answer is typed, then sent with Enter; a key's word (show, back) works too.",
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
    pub(super) fn mark_found(&mut self) -> Option<&'static str> {
        if self.shown_now.contains(&self.page) {
            return Some("The answer was shown before, so the lesson stays seen.");
        }
        self.shown.remove(&self.page);
        None
    }
}
