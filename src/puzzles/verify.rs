//! A puzzle's claims proved again: the least win, the one winning first move, the solution move
//! by move, the themes recomputed. What `bao check` does with each row of a collection.

use std::fmt;

use crate::{
    engine::Move,
    i18n::notation::move_text,
    search::{
        theme::detect,
        verify::{Flaw, solve_puzzle},
    },
    t,
};

use super::collection::Puzzle;

/// A claim of a row that does not hold: the field it is in, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The field of the claim: `wins_in`, `line`, `themes` or `position`.
    pub field: &'static str,
    /// What does not hold.
    pub message: String,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.message)
    }
}

/// Proves a puzzle's claims; `stop` ends the proofs early (the puzzle then fails, saying so).
///
/// # Errors
/// Returns the first claim found false.
pub fn verify(puzzle: &Puzzle, stop: &dyn Fn() -> bool) -> Result<(), Failure> {
    let fail = |field, message: String| Err(Failure { field, message });
    let claimed = puzzle.wins_in;
    let solution = match solve_puzzle(&puzzle.position, claimed, None, stop) {
        Ok(solution) => solution,
        Err(Flaw::Sooner(k)) => {
            return fail(
                "wins_in",
                t!("check-verify-sooner", least = k, claimed = claimed),
            );
        }
        Err(Flaw::NoWin(n)) => {
            return fail(
                "wins_in",
                t!("check-verify-no-win", turns = n, claimed = claimed),
            );
        }
        Err(Flaw::Cook(mv)) => {
            return fail(
                "line",
                t!("check-verify-cook", mv = shown(mv), claimed = claimed),
            );
        }
        Err(Flaw::OnlyMove(mv)) => {
            return fail("position", t!("check-verify-only-move", mv = shown(mv)));
        }
        Err(Flaw::GameOver(err)) => return fail("position", err.to_string()),
        Err(Flaw::Turns(n)) => return fail("wins_in", t!("check-verify-turns", turns = n)),
        Err(Flaw::Stopped) => {
            return fail("wins_in", t!("check-verify-stopped"));
        }
    };
    if let Some(message) = line_difference(&puzzle.line, &solution.line) {
        return fail("line", message);
    }
    let recomputed = detect(&puzzle.position, &solution.line);
    if recomputed != puzzle.themes {
        return fail(
            "themes",
            t!(
                "check-verify-themes",
                recomputed = names(&recomputed),
                written = names(&puzzle.themes)
            ),
        );
    }
    Ok(())
}

/// Says where the written line leaves the proved one, if it does.
fn line_difference(written: &[Move], proved: &[Move]) -> Option<String> {
    let at = written.iter().zip(proved).position(|(w, p)| w != p);
    match at {
        Some(i) if i % 2 == 0 => Some(t!(
            "check-verify-not-soonest",
            number = i + 1,
            written = shown(written[i]),
            proved = shown(proved[i])
        )),
        Some(i) => Some(t!(
            "check-verify-not-longest",
            number = i + 1,
            written = shown(written[i]),
            proved = shown(proved[i])
        )),
        None if written.len() < proved.len() => Some(t!(
            "check-verify-line-short",
            number = written.len(),
            next = shown(proved[written.len()])
        )),
        None if written.len() > proved.len() => {
            Some(t!("check-verify-line-long", number = proved.len()))
        }
        None => None,
    }
}

/// Writes a move as the reader's language does.
fn shown(mv: Move) -> String {
    move_text(&mv.to_string())
}

/// Names themes as the collection writes them.
fn names(themes: &[crate::search::theme::Theme]) -> String {
    themes
        .iter()
        .map(|t| t.name())
        .collect::<Vec<_>>()
        .join(" ")
}
