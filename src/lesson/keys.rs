//! The first reading of a file, all of its problems at once, found by walking the file beside its
//! JSON Schema: unknown keys, keys written with no value, missing keys, control characters. And
//! the did-you-mean of keys, ids and hole names.

use serde_json::Value;

use super::{
    control,
    diagnostic::{Problem, locate_in},
    load::{Located, Node, SourceFile},
};

/// Finds every problem of `tree` that its shape alone shows: keys the schema does not allow
/// (with a did-you-mean where one is close), keys with no value (a check that would be dropped),
/// required keys that are missing, empty list items, and control characters in keys and text.
#[must_use]
pub fn tree_problems(source: &SourceFile, tree: &Located<Node>, schema: &Value) -> Vec<Problem> {
    let mut problems = Vec::new();
    walk(source, tree, None, schema, schema, &mut problems);
    controls(source, tree, &mut problems);
    problems.sort_by_key(|p| (p.line, p.column));
    problems
}

fn walk(
    source: &SourceFile,
    node: &Located<Node>,
    key: Option<&str>,
    schema: &Value,
    root: &Value,
    out: &mut Vec<Problem>,
) {
    match &node.value {
        Node::Map(entries) => {
            let objects = branches(schema, root, "properties");
            let [object] = objects.as_slice() else {
                return;
            };
            let properties = object.get("properties").and_then(Value::as_object);
            let closed = object.get("additionalProperties") == Some(&Value::Bool(false));
            for (key, value) in entries {
                match properties.and_then(|p| p.get(&key.value)) {
                    Some(_) if value.value == Node::Null => out.push(no_value(source, key)),
                    Some(sub) => walk(source, value, Some(&key.value), sub, root, out),
                    None if closed => {
                        let known: Vec<&str> = properties
                            .map(|p| p.keys().map(String::as_str).collect())
                            .unwrap_or_default();
                        out.push(unknown(source, key, &known));
                    }
                    None => {}
                }
            }
            let required = object.get("required").and_then(Value::as_array);
            for name in required.into_iter().flatten().filter_map(Value::as_str) {
                if !entries.iter().any(|(k, _)| k.value == name) {
                    let what = properties
                        .and_then(|p| p.get(name))
                        .map(|s| description(resolve(s, root)))
                        .unwrap_or_default();
                    out.push(missing(source, node.at, name, &what));
                }
            }
        }
        Node::Seq(items) => {
            for item in items.iter().filter(|i| i.value == Node::Null) {
                let list = key.map(|k| format!(" of `{k}`")).unwrap_or_default();
                out.push(Problem::at(
                    source,
                    item.at,
                    format!("an empty item in the list{list}"),
                    "nothing here",
                    Some("give the item a value, or remove it".to_owned()),
                ));
            }
            let arrays = branches(schema, root, "items");
            if let [array] = arrays.as_slice()
                && let Some(item) = array.get("items")
            {
                for node in items {
                    walk(source, node, key, item, root, out);
                }
            }
        }
        Node::Text(_) | Node::Null | Node::Other => {}
    }
}

/// Finds every control character in the keys and text of a tree, wherever it is.
fn controls(source: &SourceFile, node: &Located<Node>, out: &mut Vec<Problem>) {
    match &node.value {
        Node::Map(entries) => {
            for (key, value) in entries {
                control_in(source, key, out);
                controls(source, value, out);
            }
        }
        Node::Seq(items) => {
            for item in items {
                controls(source, item, out);
            }
        }
        Node::Text(text) => control_in(source, &Located::new(text.clone(), node.at), out),
        Node::Null | Node::Other => {}
    }
}

/// Notes the first control character of a key or text, where it is.
fn control_in(source: &SourceFile, text: &Located<String>, out: &mut Vec<Problem>) {
    let Some((offset, c)) = text.value.char_indices().find(|(_, c)| control::is_forbidden(*c))
    else {
        return;
    };
    let count = text.value.chars().filter(|c| control::is_forbidden(*c)).count();
    let more = match count {
        1 => String::new(),
        n => format!(" (and {} more)", n - 1),
    };
    let at = locate_in(source, text.at, &text.value, offset, c.len_utf8());
    out.push(Problem::at(
        source,
        at,
        format!("a control character, {}, in the text{more}", control::code(c)),
        "control character",
        Some(
            "remove it: control characters can drive a terminal (clear it, move the cursor, write the clipboard), so bao refuses them"
                .to_owned(),
        ),
    ));
}

fn no_value(source: &SourceFile, key: &Located<String>) -> Problem {
    let mut at = key.at;
    if at.len == 0 {
        at.len = key.value.len();
    }
    Problem::at(
        source,
        at,
        format!("`{}` has no value", key.value),
        "no value",
        Some(format!(
            "give `{}` a value, or remove the key: a key with no value is not read",
            key.value
        )),
    )
}

fn missing(source: &SourceFile, at: super::load::Span, key: &str, what: &str) -> Problem {
    let mut at = at;
    at.len = at.len.min(1);
    let help = if what.is_empty() {
        format!("add `{key}:`")
    } else {
        format!("add `{key}:` with {what}")
    };
    Problem::at(
        source,
        at,
        format!("missing key `{key}`"),
        "in this mapping",
        Some(help),
    )
}

/// Gets a schema's description as a phrase: "the lesson's title".
fn description(schema: &Value) -> String {
    let text = schema
        .get("description")
        .and_then(Value::as_str)
        .unwrap_or("");
    let text = text.trim().trim_end_matches('.');
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_lowercase().chain(chars).collect::<String>()
    })
}

fn unknown(source: &SourceFile, key: &Located<String>, known: &[&str]) -> Problem {
    let list = known
        .iter()
        .map(|k| format!("`{k}`"))
        .collect::<Vec<_>>()
        .join(", ");
    let help = match did_you_mean(&key.value, known.iter().copied()) {
        Some(close) => format!("did you mean `{close}`? the keys here are {list}"),
        None => format!("the keys here are {list}"),
    };
    let mut at = key.at;
    if at.len == 0 {
        at.len = key.value.len();
    }
    Problem::at(
        source,
        at,
        format!("unknown key `{}`", control::printable(&key.value)),
        "not a key here",
        Some(help),
    )
}

/// Gets the schemas among `schema` and its `anyOf`/`oneOf`/`allOf` branches (following `$ref`)
/// that have `field` (`properties` for a mapping, `items` for a sequence).
fn branches<'a>(schema: &'a Value, root: &'a Value, field: &str) -> Vec<&'a Value> {
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
fn resolve<'a>(schema: &'a Value, root: &'a Value) -> &'a Value {
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

/// Writes the did-you-mean of a list of suggestions: "`A3`", "`B3` or `A3`".
#[must_use]
pub fn one_of(suggestions: &[String]) -> String {
    let quoted: Vec<String> = suggestions.iter().map(|s| format!("`{s}`")).collect();
    match quoted.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
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
