//! Unknown keys, and the did-you-mean of keys, ids and hole names.

use serde_json::Value;

use crate::t;

use super::{
    control,
    diagnostic::Problem,
    load::{Located, SourceFile},
};

/// Says that a key is not one of those allowed here, with where it belongs when a mapping around
/// it has it (`belongs`), else a did-you-mean where one is close.
pub(super) fn unknown(
    source: &SourceFile,
    key: &Located<String>,
    known: &[&str],
    belongs: Option<String>,
) -> Problem {
    let list = known
        .iter()
        .map(|k| format!("`{k}`"))
        .collect::<Vec<_>>()
        .join(", ");
    let help = match (belongs, did_you_mean(&key.value, known.iter().copied())) {
        (Some(belongs), _) => t!(
            "check-key-unknown-help-belongs",
            belongs = belongs,
            keys = list
        ),
        (None, Some(close)) => t!("check-key-unknown-help-near", near = close, keys = list),
        (None, None) => t!("check-yaml-unknown-key-help", keys = list),
    };
    let mut at = key.at;
    if at.len == 0 {
        at.len = key.value.len();
    }
    Problem::at(
        source,
        at,
        t!(
            "check-yaml-unknown-key",
            key = control::printable(&key.value).into_owned()
        ),
        t!("check-yaml-unknown-key-label"),
        Some(help),
    )
}

/// Gets the schemas among `schema` and its `anyOf`/`oneOf`/`allOf` branches (following `$ref`)
/// that have `field` (`properties` for a mapping, `items` for a sequence).
pub(super) fn branches<'a>(schema: &'a Value, root: &'a Value, field: &str) -> Vec<&'a Value> {
    let schema = resolve(schema, root);
    let mut found = Vec::new();
    if schema.get(field).is_some() {
        found.push(schema);
    }
    for combinator in ["anyOf", "oneOf", "allOf"] {
        if let Some(list) = schema.get(combinator).and_then(Value::as_array) {
            for branch in list {
                found.extend(branches(branch, root, field));
            }
        }
    }
    found
}

/// Follows `$ref`s into the root's `$defs`.
pub(super) fn resolve<'a>(schema: &'a Value, root: &'a Value) -> &'a Value {
    let mut schema = schema;
    for _ in 0..16 {
        let Some(name) = schema
            .get("$ref")
            .and_then(Value::as_str)
            .and_then(|r| r.strip_prefix("#/$defs/"))
        else {
            break;
        };
        match root.get("$defs").and_then(|d| d.get(name)) {
            Some(target) => schema = target,
            None => break,
        }
    }
    schema
}

/// Picks the candidate closest to `word`, if it is close enough to be a likely typo.
#[must_use]
pub fn did_you_mean<'a>(
    word: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let norm = |s: &str| s.to_lowercase().replace('-', "_");
    let word_n = norm(word);
    candidates
        .into_iter()
        .map(|c| (distance(&word_n, &norm(c)), c))
        .filter(|(d, c)| *d <= (c.chars().count() / 3).max(1))
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// Finds the real holes nearest a hole name that is not one, best first: `a9` gives `a8`, `A0`
/// gives `A1`, `C3` or `D3` gives `B3` and `A3`, `3a` gives `a3`. Empty when nothing is close.
#[must_use]
pub fn nearest_holes(text: &str) -> Vec<String> {
    let text = text.trim();
    if text.parse::<crate::engine::Hole>().is_ok() {
        return vec![text.to_owned()];
    }
    let split = |t: &str| {
        let letter = t.chars().next().filter(char::is_ascii_alphabetic)?;
        let number: u32 = t[1..].parse().ok()?;
        Some((letter, number))
    };
    let swapped = || {
        let digits = text.trim_end_matches(|c: char| c.is_ascii_alphabetic());
        let letter = &text[digits.len()..];
        split(&format!("{letter}{digits}"))
    };
    let Some((letter, number)) = split(text).or_else(swapped) else {
        return Vec::new();
    };
    let number = number.clamp(1, 8);
    let letters: Vec<char> = match letter {
        'A' | 'B' | 'a' | 'b' => vec![letter],
        'C' | 'D' => vec!['B', 'A'],
        'c' | 'd' => vec!['b', 'a'],
        _ => Vec::new(),
    };
    letters
        .into_iter()
        .map(|l| format!("{l}{number}"))
        .collect()
}

/// Writes the did-you-mean of a list of suggestions: "`A3`", "`B3` or `A3`" (in the reader's
/// language).
#[must_use]
pub fn one_of(suggestions: &[String]) -> String {
    let quoted: Vec<String> = suggestions.iter().map(|s| format!("`{s}`")).collect();
    match quoted.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => t!("common-or", first = rest.join(", "), second = last),
    }
}

/// Counts the edits (insertions, deletions, substitutions, swaps of two neighbours) between two
/// words.
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = best;
        }
    }
    d[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn close_words_are_suggested() {
        assert_eq!(
            did_you_mean("to-move", ["grid", "to_move"]),
            Some("to_move")
        );
        assert_eq!(did_you_mean("expct", ["expect", "play"]), Some("expect"));
        assert_eq!(did_you_mean("titel", ["rule", "title"]), Some("title"));
        assert_eq!(did_you_mean("colour", ["grid", "stock"]), None);
        assert_eq!(distance("kitten", "sitting"), 3);
    }

    #[test]
    fn misspelt_holes_have_near_ones() {
        assert_eq!(nearest_holes("a9"), ["a8"]);
        assert_eq!(nearest_holes("A0"), ["A1"]);
        assert_eq!(nearest_holes("C3"), ["B3", "A3"]);
        assert_eq!(nearest_holes("D3"), ["B3", "A3"]);
        assert_eq!(nearest_holes("c12"), ["b8", "a8"]);
        assert_eq!(nearest_holes("3a"), ["a3"]);
        assert_eq!(nearest_holes(" B2 "), ["B2"]);
        for hopeless in ["", "A", "9", "Z3", "kichwa", "A-1", "é3"] {
            assert!(nearest_holes(hopeless).is_empty(), "{hopeless}");
        }
        assert_eq!(one_of(&["B3".to_owned(), "A3".to_owned()]), "`B3` or `A3`");
    }
}
