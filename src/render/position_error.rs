//! Why a position or a ruleset cannot be read, or a position cannot be, in the reader's
//! language: the engine's messages for the one-line form
//! ([`ParsePositionError`](crate::engine::notation::ParsePositionError)), the printed grid
//! ([`ParseGridError`](crate::engine::notation::grid::ParseGridError)), an impossible position
//! ([`PositionError`]) and the ruleset (`--rules`, a record's `Rules:`). The engine (a pure
//! crate) writes them in English; here each kind is recognised by its words and said from the
//! catalogue, and a message the catalogue does not know is said in the engine's words. English
//! is the engine's text itself.

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
    grid_said(message).unwrap_or_else(|| message.to_owned())
}

/// Recognises a message of the grid's reader.
fn grid_said(message: &str) -> Option<String> {
    if let Some(found) = message.strip_prefix("a grid has 4 rows, found ") {
        return Some(t!("common-grid-rows", found = found));
    }
    if let Some(count) = message.strip_prefix('`').and_then(|m| {
        m.strip_suffix("` is not a seed count: write a number from 0 to 64, or O for none")
    }) {
        return Some(t!("common-grid-not-a-count", text = count));
    }
    if let Some((row, found)) = row_counts(message, " counts, expected 8") {
        return Some(t!("common-grid-row-counts", row = row, found = found));
    }
    None
}

/// Says a message of the ruleset's reader (`--rules`, a record's `Rules:`) in the reader's
/// language.
#[must_use]
pub fn rules_message(message: &str) -> String {
    if i18n::current() == Language::English {
        return message.to_owned();
    }
    rules_said(message).unwrap_or_else(|| message.to_owned())
}

/// Recognises a message of the ruleset's reader.
fn rules_said(message: &str) -> Option<String> {
    if let Some(text) = message
        .strip_prefix("unknown ruleset `")
        .and_then(|m| m.strip_suffix("`: expected `kiswahili` or `kujifunza`"))
    {
        return Some(t!("common-rules-unknown", text = text));
    }
    if let Some(rest) = message.strip_prefix("bad value `") {
        let (value, rest) = rest.split_once("` for rules option `")?;
        let (name, expected) = rest.split_once("`: expected ")?;
        let choices: Vec<String> = expected
            .split('`')
            .skip(1)
            .step_by(2)
            .map(|c| format!("`{c}`"))
            .collect();
        let expected = match choices.split_last() {
            Some((last, rest)) if !rest.is_empty() => {
                t!("cli-either", rest = rest.join(", "), last = last.as_str())
            }
            _ => expected.to_owned(),
        };
        return Some(t!(
            "common-rules-bad-value",
            value = value,
            name = name,
            expected = expected
        ));
    }
    if let Some(rest) = message.strip_prefix("rules option `") {
        let (name, rest) = rest.split_once("` is given twice in `")?;
        let text = rest.strip_suffix("`: give each option once")?;
        return Some(t!("common-rules-twice", name = name, text = text));
    }
    let (name, names) = message
        .strip_prefix("unknown rules option `")?
        .split_once("`: expected one of ")?;
    Some(t!(
        "common-rules-unknown-option",
        name = name,
        names = names
    ))
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

/// Reads `<row> has N<rest>` (the grid's rows also name their holes: `<row> (b8..b1) has …`)
/// with one of the engine's four row names; gives the row in the reader's words and N.
fn row_counts(message: &str, rest: &str) -> Option<(String, String)> {
    let rows = [
        ("North's back row", "common-row-name-north-back"),
        ("North's front row", "common-row-name-north-front"),
        ("South's front row", "common-row-name-south-front"),
        ("South's back row", "common-row-name-south-back"),
    ];
    let (id, after) = rows
        .into_iter()
        .find_map(|(name, id)| Some((id, message.strip_prefix(name)?)))?;
    let (holes, after) = match after.strip_prefix(" (") {
        Some(holes) => {
            let (holes, after) = holes.split_once(") ")?;
            (format!(" ({holes})"), after)
        }
        None => (String::new(), after.strip_prefix(' ')?),
    };
    let found = after.strip_prefix("has ")?.strip_suffix(rest)?;
    let row = match id {
        "common-row-name-north-back" => t!("common-row-name-north-back"),
        "common-row-name-north-front" => t!("common-row-name-north-front"),
        "common-row-name-south-front" => t!("common-row-name-south-front"),
        _ => t!("common-row-name-south-back"),
    };
    Some((format!("{row}{holes}"), found.to_owned()))
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
        for text in [
            "bao",
            "kiswahili,endless=maybe",
            "kiswahili,takasia=on,takasia=off",
            "kujifunza,colour=red",
        ] {
            let err = text.parse::<Rules>().unwrap_err().to_string();
            assert_eq!(rules_message(&err), err, "{text}");
            assert_eq!(rules_said(&err).as_deref(), Some(err.as_str()), "{text}");
        }
        for grid in [
            "0 0 0",
            "0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0",
            "0 0 0 0 0 0 0 x\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0",
        ] {
            let err = crate::engine::notation::grid::parse(grid).unwrap_err();
            assert_eq!(grid_message(err.message()), err.message(), "{grid}");
            assert_eq!(
                grid_said(err.message()).as_deref(),
                Some(err.message()),
                "{grid}"
            );
        }
        let setup = "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S block=A3"
            .parse::<Setup>()
            .unwrap();
        if let Err(err) = setup.into_position(Rules::KUJIFUNZA) {
            assert_eq!(impossible(&err), err.to_string());
        }
    }
}
