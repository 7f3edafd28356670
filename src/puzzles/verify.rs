//! A puzzle's claims proved again: the least win, the one winning first move, the solution move
//! by move, the themes recomputed. What `bao check` does with each row of a collection.

use std::fmt;

use crate::{
    engine::Move,
    search::{
        theme::detect,
        verify::{Flaw, solve_puzzle},
    },
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
            return fail("wins_in", format!("the least win is in {k}, not {claimed}"));
        }
        Err(Flaw::NoWin(n)) => {
            return fail(
                "wins_in",
                format!("there is no win within {n}: the least win is more than {claimed}, if any"),
            );
        }
        Err(Flaw::Cook(mv)) => {
            return fail(
                "line",
                format!(
                    "the first move {mv} also wins in {claimed}: a puzzle has one winning first move"
                ),
            );
        }
        Err(Flaw::OnlyMove(mv)) => {
            return fail(
                "position",
                format!("{mv} is the only legal move: a puzzle has a move to find"),
            );
        }
        Err(Flaw::GameOver(err)) => return fail("position", err.to_string()),
        Err(Flaw::Turns(n)) => return fail("wins_in", format!("{n} turns cannot be proved")),
        Err(Flaw::Stopped) => {
            return fail(
                "wins_in",
                "the proof was stopped before it was done".to_owned(),
            );
        }
    };
    if let Some(message) = line_difference(&puzzle.line, &solution.line) {
        return fail("line", message);
    }
    let recomputed = detect(&puzzle.position, &solution.line);
    if recomputed != puzzle.themes {
        return fail(
            "themes",
            format!(
                "themes differ: recomputed [{}] vs written [{}]",
                names(&recomputed),
                names(&puzzle.themes)
            ),
        );
    }
    Ok(())
}

/// Says where the written line leaves the proved one, if it does.
fn line_difference(written: &[Move], proved: &[Move]) -> Option<String> {
    let at = written.iter().zip(proved).position(|(w, p)| w != p);
    match at {
        Some(i) if i % 2 == 0 => Some(format!(
            "line move {} `{}` is not the soonest win: `{}` is",
            i + 1,
            written[i],
            proved[i]
        )),
        Some(i) => Some(format!(
            "line move {} `{}` is not the longest defence: `{}` is (the first of the longest)",
            i + 1,
            written[i],
            proved[i]
        )),
        None if written.len() < proved.len() => Some(format!(
            "the line stops after move {} before the game is won: `{}` comes next",
            written.len(),
            proved[written.len()]
        )),
        None if written.len() > proved.len() => Some(format!(
            "the line goes on after the game is won at move {}",
            proved.len()
        )),
        None => None,
    }
}

/// Names themes as the collection writes them.
fn names(themes: &[crate::search::theme::Theme]) -> String {
    themes
        .iter()
        .map(|t| t.name())
        .collect::<Vec<_>>()
        .join(" ")
}
