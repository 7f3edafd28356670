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
/// catalogue's words for the rule that forbids it and the legal moves.
fn refusal(err: &ResolveMoveError, token: &str) -> String {
    if crate::i18n::current() == crate::i18n::Language::English {
        return err.to_string();
    }
    let reason = crate::lesson::why::resolve_reason(err)
        .unwrap_or_else(|| crate::t!("check-move-not-legal-reason"));
    let legal: Vec<String> = err
        .legal()
        .iter()
        .map(|mv| crate::i18n::notation::move_text(&mv.to_string()))
        .collect();
    let text = shown(token);
    if legal.is_empty() {
        crate::t!("cli-play-illegal-none", text = text, reason = reason)
    } else {
        crate::t!(
            "cli-play-illegal",
            text = text,
            reason = reason,
            legal = legal.join(" ")
        )
    }
}
