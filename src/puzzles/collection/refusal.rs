//! Why a move of a collection's line is refused, in the reader's language.

use crate::engine::notation::{ResolveMoveError, shown};

/// Says why a move of the line is not legal where it is played.
pub(super) fn resolve_message(token: &str, err: &ResolveMoveError, number: usize) -> String {
    match err {
        ResolveMoveError::Illegal(_) => crate::t!(
            "check-row-line-illegal",
            number = number,
            mv = shown(token),
            reason = refusal(err, token)
        ),
        ResolveMoveError::Ambiguous(_) => crate::t!(
            "check-row-line-ambiguous",
            number = number,
            mv = shown(token),
            reason = err.to_string()
        ),
    }
}

/// Says why the engine refuses a move of the line: its own words in English, else the
/// catalogue's words for the rule that forbids it and the legal moves ([`crate::render::illegal`]).
fn refusal(err: &ResolveMoveError, token: &str) -> String {
    crate::render::illegal::refusal(err, token)
}
