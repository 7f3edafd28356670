//! The search's refusals and results in the reader's language: why a position cannot be
//! searched or proved ([`SearchError`], [`ProveError`], [`SolveError`]; the search crate writes
//! them in English, and English here is its text word for word), and the small words `bao
//! analyse` and `bao solve` share.

use crate::{
    engine::{EndReason, Move, Outcome},
    game::words::side,
    i18n::notation::move_text,
    search::{SearchError, prove::ProveError, solve::SolveError},
    t,
};

/// Says why the search does not run on a position: the game is over.
pub(crate) fn search_error(err: &SearchError) -> String {
    match err {
        SearchError::GameOver(outcome) => game_over(outcome),
        #[allow(unreachable_patterns)]
        other => other.to_string(),
    }
}

/// Says that the game is over, why, and who won.
fn game_over(outcome: &Outcome) -> String {
    let why = match (outcome.reason, outcome.winner) {
        (EndReason::FrontRowEmpty, Some(winner)) => {
            t!("cli-search-front-row-empty", side = side(winner.opponent()))
        }
        (EndReason::FrontRowEmpty, None) => t!("cli-search-a-front-row-empty"),
        (EndReason::NoLegalMove, _) => t!("cli-search-no-legal-move"),
        (EndReason::NeverEnding, _) => t!("cli-search-never-ends"),
    };
    match outcome.winner {
        Some(winner) => t!("cli-search-over-won", why = why, side = side(winner)),
        None => t!("cli-search-over-drawn", why = why),
    }
}

/// Says why a proof did not end with a result.
pub(crate) fn prove_error(err: &ProveError) -> String {
    match err {
        ProveError::Search(err) => search_error(err),
        ProveError::Turns(n) => t!(
            "cli-solve-turns-range",
            turns = *n,
            most = crate::search::params::MAX_PROOF_TURNS
        ),
        ProveError::Stopped { decided: 0, .. } => t!("cli-prove-stopped-at-once"),
        ProveError::Stopped { decided, .. } => t!("cli-prove-stopped", turns = *decided),
    }
}

/// Says why `bao solve` did not end with a result.
pub(crate) fn solve_error(err: &SolveError) -> String {
    match err {
        SolveError::Prove(err) => prove_error(err),
        SolveError::Memory(bytes) => t!(
            "cli-solve-memory-too-little",
            bytes = *bytes,
            least = crate::search::solve::MIN_MEMORY
        ),
    }
}

/// Writes moves as the reader's language does, joined as alternatives: `A3R`, `A3R or A6L`,
/// `A3R, A6L or B2L`.
pub(crate) fn either(moves: &[Move]) -> String {
    let moves: Vec<String> = moves.iter().map(|m| move_text(&m.to_string())).collect();
    match moves.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => t!("cli-either", rest = rest.join(", "), last = last.as_str()),
    }
}
