//! The end of a session in numbers: puzzles solved, the rating's change, the themes failed most.

use std::collections::BTreeMap;

use super::Mode;
use crate::{
    progress::{Attempt, Puzzles},
    search::theme::Theme,
};

/// A session summed up.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// The puzzles settled (solved or failed).
    pub tried: usize,
    /// The puzzles solved without a hint.
    pub solved: usize,
    /// The rating at the start and at the end (the same in the streak mode).
    pub rating: (f64, f64),
    /// The mode.
    pub mode: Mode,
    /// The best streak of the session.
    pub streak: u32,
    /// The themes of the failed puzzles, the most failed first, with how many (at most 3).
    pub failed_themes: Vec<(String, usize)>,
}

impl Summary {
    /// Sums up this session's attempts.
    pub(super) fn of(session: &[Attempt], start: f64, record: &Puzzles, mode: Mode) -> Summary {
        let mut failed: BTreeMap<&str, usize> = BTreeMap::new();
        for attempt in session.iter().filter(|a| !a.solved) {
            for theme in &attempt.themes {
                *failed.entry(theme).or_default() += 1;
            }
        }
        // The most failed first; ties in the themes' own order.
        let order = |name: &str| Theme::from_name(name).map_or(usize::MAX, |t| t as usize);
        let mut failed: Vec<(String, usize)> =
            failed.into_iter().map(|(t, n)| (t.to_owned(), n)).collect();
        failed.sort_by(|a, b| b.1.cmp(&a.1).then(order(&a.0).cmp(&order(&b.0))));
        failed.truncate(3);
        let mut streak = 0;
        let mut run = 0;
        for attempt in session {
            run = if attempt.solved { run + 1 } else { 0 };
            streak = streak.max(run);
        }
        Summary {
            tried: session.len(),
            solved: session.iter().filter(|a| a.solved).count(),
            rating: (start, record.rating.rating),
            mode,
            streak,
            failed_themes: failed,
        }
    }
}
