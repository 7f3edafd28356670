//! Examples as the book writes them: a ruleset, a position text and a move text, checked by the
//! engine while the book is generated. An example the engine does not bear out stops the book.

use super::BookError;
use crate::engine::{Move, Played, Position, Rules, Setup, notation::MoveText};

/// Reads a position under a ruleset, both as text.
pub(crate) fn position(rules: &str, text: &str) -> Result<Position, BookError> {
    let fail = |message: String| BookError::Example {
        example: format!("{rules}: {text}"),
        message,
    };
    let rules: Rules = rules.parse().map_err(|e| fail(format!("{e}")))?;
    let setup: Setup = text.parse().map_err(|e| fail(format!("{e}")))?;
    setup.into_position(rules).map_err(|e| fail(e.to_string()))
}

/// Resolves move text in a position and plays it.
pub(crate) fn play(position: &Position, text: &str) -> Result<(Move, Played), BookError> {
    let fail = |message: String| BookError::Example {
        example: format!(
            "{text} in {}",
            crate::engine::notation::position_text::write(position)
        ),
        message,
    };
    let mv = text
        .parse::<MoveText>()
        .map_err(|e| fail(e.to_string()))?
        .resolve(position)
        .map_err(|e| fail(e.to_string()))?;
    let played = position.play(mv).map_err(|e| fail(e.to_string()))?;
    Ok((mv, played))
}

/// Lists the legal moves of a position in their canonical text, sorted.
pub(crate) fn legal(position: &Position) -> Vec<String> {
    let mut moves: Vec<String> = position
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    moves.sort();
    moves
}

/// Checks that a claim about an example holds.
pub(crate) fn ensure(ok: bool, example: &str, message: &str) -> Result<(), BookError> {
    if ok {
        Ok(())
    } else {
        Err(BookError::Example {
            example: example.to_owned(),
            message: message.to_owned(),
        })
    }
}
