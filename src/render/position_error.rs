//! Why a position cannot be read or cannot be, in the reader's language: the engine's messages
//! for the one-line form ([`ParsePositionError`](crate::engine::notation::ParsePositionError)),
//! the printed grid ([`ParseGridError`](crate::engine::notation::grid::ParseGridError)) and an
//! impossible position ([`PositionError`]). The engine (a pure crate) writes them in English;
//! here each kind is recognised by its words and said from the catalogue, and a message the
//! catalogue does not know is said in the engine's words. English is the engine's text itself.

use crate::{
    engine::{Hole, PositionError, Side},
    i18n::{self, Language},
    render::layout::side_name,
    t,
};

/// Says a message of the one-line form's reader (without its column) in the reader's language.
#[must_use]
pub fn position_message(message: &str) -> String {
    if i18n::current() == Language::English {
        return message.to_owned();
    }
    said(message).unwrap_or_else(|| message.to_owned())
}

/// Says a message of the grid's reader (without its line and column) in the reader's language.
#[must_use]
pub fn grid_message(message: &str) -> String {
    if i18n::current() == Language::English {
        return message.to_owned();
    }
    if let Some(found) = message.strip_prefix("a grid has 4 rows, found ") {
        return t!("common-grid-rows", found = found);
    }
    if let Some(count) = message.strip_prefix('`').and_then(|m| {
        m.strip_suffix("` is not a seed count: write a number from 0 to 64, or O for none")
    }) {
        return t!("common-grid-not-a-count", text = count);
    }
    if let Some((row, found)) = row_counts(message, " counts, expected 8") {
        return t!("common-grid-row-counts", row = row, found = found);
    }
    message.to_owned()
}

/// Says why a position cannot be, in the reader's language.
#[must_use]
pub fn impossible(err: &PositionError) -> String {
    let side = |side: &Side| side_name(*side);
    match err {
        PositionError::TooManySeeds(n) => t!("common-position-too-many-seeds", seeds = *n),
        PositionError::StockWithoutNamua => t!("common-position-stock-without-namua"),
        PositionError::NyumbaWithoutNyumba => t!("common-position-nyumba-without-nyumba"),
        PositionError::EmptyNyumbaOwned(who) => t!(
            "common-position-empty-nyumba-owned",
            side = side(who),
            hole = Hole::nyumba(*who).to_string()
        ),
        PositionError::BlockWithoutTakasia(hole) => {
            t!(
                "common-position-block-without-takasia",
                hole = hole.to_string()
            )
        }
        PositionError::BadBlock(hole, who) => t!(
            "common-position-bad-block",
            hole = hole.to_string(),
            side = side(who)
        ),
        #[allow(unreachable_patterns)]
        other => other.to_string(),
    }
}

/// Reads `<row> has N<rest>` with one of the engine's four row names; gives the row in the
/// reader's words and N.
fn row_counts(message: &str, rest: &str) -> Option<(String, String)> {
    let rows = [
        ("North's back row", "common-row-name-north-back"),
        ("North's front row", "common-row-name-north-front"),
        ("South's front row", "common-row-name-south-front"),
        ("South's back row", "common-row-name-south-back"),
    ];
    let (name, id) = rows
        .into_iter()
        .find(|(name, _)| message.starts_with(&format!("{name} has ")))?;
    let found = message
        .strip_prefix(name)?
        .strip_prefix(" has ")?
        .strip_suffix(rest)?;
    let row = match id {
        "common-row-name-north-back" => t!("common-row-name-north-back"),
        "common-row-name-north-front" => t!("common-row-name-north-front"),
        "common-row-name-south-front" => t!("common-row-name-south-front"),
        _ => t!("common-row-name-south-back"),
    };
    Some((row, found.to_owned()))
}

/// Recognises a message of the one-line form's reader.
fn said(message: &str) -> Option<String> {
    if message == "empty position" {
        return Some(t!("common-position-empty"));
    }
    if let Some(found) = message.strip_prefix("expected 4 rows separated by `/`, found ") {
        return Some(t!("common-position-rows", found = found));
    }
    if let Some((row, found)) = row_counts(message, " counts, expected 8 separated by `,`") {
        return Some(t!("common-position-row-counts", row = row, found = found));
    }
    if message == "missing the side to move: add ` S` or ` N`" {
        return Some(t!("common-position-no-side"));
    }
    let quoted = |suffix: &str| {
        message
            .strip_prefix('`')
            .and_then(|m| m.strip_suffix(suffix))
            .map(str::to_owned)
    };
    if let Some(text) = quoted("` is not a seed count (0 to 64, or O)") {
        return Some(t!("common-position-not-a-count", text = text));
    }
    if let Some(text) = quoted("` is not a side to move: sides are capitals, S or N") {
        return Some(t!("common-position-side-capitals", text = text));
    }
    if let Some(text) = quoted("` is not a side to move: expected S or N") {
        return Some(t!("common-position-not-a-side", text = text));
    }
    if let Some(text) = quoted("` is not a nyumba owner: expected SN, S, N or -") {
        return Some(t!("common-position-not-an-owner", text = text));
    }
    if let Some(text) = quoted("` is not a stock: expected two counts from 0 to 64 such as 22,22") {
        return Some(t!("common-position-not-a-stock", text = text));
    }
    if let Some(text) = message
        .strip_prefix("unknown field `")
        .and_then(|m| m.strip_suffix("`: expected stock=S,N, nyumba=SN|S|N|- or block=HOLE"))
    {
        return Some(t!("common-position-unknown-field", text = text));
    }
    if let Some(text) = message.strip_prefix("unknown hole `").and_then(|m| {
        m.strip_suffix("`: holes are A1..A8 and B1..B8 (South), a1..a8 and b1..b8 (North)")
    }) {
        return Some(t!("common-position-unknown-hole", text = text));
    }
    let (key, first) = message
        .strip_prefix('`')?
        .strip_suffix("): give it once")?
        .split_once("=` is given twice (first at column ")?;
    Some(t!("common-position-twice", key = key, first = first))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Rules, Setup};

    /// In English every message is the engine's own, word for word.
    #[test]
    fn english_is_the_engines_text() {
        for text in [
            "",
            "1,2/3 S",
            "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S",
            "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,x/0,0,0,0,0,0,0,0 S",
            "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 s",
            "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 stock=1",
        ] {
            if let Err(err) = text.parse::<Setup>() {
                assert_eq!(position_message(err.message()), err.message(), "{text}");
                assert!(
                    said(err.message()).is_some(),
                    "not recognised: {}",
                    err.message()
                );
            }
        }
        let setup = "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S block=A3"
            .parse::<Setup>()
            .unwrap();
        if let Err(err) = setup.into_position(Rules::KUJIFUNZA) {
            assert_eq!(impossible(&err), err.to_string());
        }
    }
}
