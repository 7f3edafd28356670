//! Whether a value is of a kind its schema allows (text, a number, a list, a mapping), and one of
//! its words when it may only be some: "`moves`: expected a list, found the text `A1L A2L`".

use std::collections::BTreeSet;

use serde_json::Value;

use super::super::{
    control,
    diagnostic::Problem,
    keys::{did_you_mean, resolve},
    load::{Located, Node, SourceFile},
};
use crate::t;

/// What a schema allows a value to be: its JSON types, and when text may only be some words,
/// those words.
#[derive(Default)]
struct Allowed {
    types: BTreeSet<String>,
    words: Vec<String>,
    any_text: bool,
}

fn allowed(schema: &Value, root: &Value, out: &mut Allowed) {
    let schema = resolve(schema, root);
    let types: Vec<&str> = match schema.get("type") {
        Some(Value::String(t)) => vec![t.as_str()],
        Some(Value::Array(list)) => list.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    };
    out.types.extend(types.iter().map(|t| (*t).to_owned()));
    if types.contains(&"string") {
        match schema.get("const").and_then(Value::as_str) {
            Some(word) => out.words.push(word.to_owned()),
            None => out.any_text = true,
        }
    }
    for combinator in ["anyOf", "oneOf", "allOf"] {
        for branch in schema
            .get(combinator)
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            allowed(branch, root, out);
        }
    }
}

/// Checks that a value is of a kind its schema allows, and one of its words when it may only be
/// some; gives the problem if not.
pub(super) fn kind_problem(
    source: &SourceFile,
    node: &Located<Node>,
    key: Option<&str>,
    schema: &Value,
    root: &Value,
) -> Option<Problem> {
    let mut allows = Allowed::default();
    allowed(schema, root, &mut allows);
    if allows.types.is_empty() {
        return None;
    }
    let has = |t: &str| allows.types.contains(t);
    let scalar = has("string") || has("integer") || has("number") || has("boolean");
    let of_key = |message: String| match key {
        Some(k) => t!("check-yaml-of-key", key = k, message = message),
        None => message,
    };
    let found = match &node.value {
        Node::Map(_) if !has("object") => t!("check-yaml-found-mapping"),
        Node::Seq(_) if !has("array") => t!("check-yaml-found-list"),
        Node::Text(text) if !has("string") && (scalar || has("array") || has("object")) => {
            t!(
                "check-yaml-found-text",
                text = format!("`{}`", control::printable(text))
            )
        }
        Node::Other if !scalar => t!("check-yaml-words-number"),
        Node::Text(text)
            if !allows.any_text && !allows.words.is_empty() && !allows.words.contains(text) =>
        {
            let words: Vec<&str> = allows.words.iter().map(String::as_str).collect();
            let list = words
                .iter()
                .map(|w| format!("`{w}`"))
                .collect::<Vec<_>>()
                .join(", ");
            let help = match did_you_mean(text, words.iter().copied()) {
                Some(close) => t!("check-yaml-values-near", near = close, values = list),
                None => t!("check-yaml-values", values = list),
            };
            return Some(Problem::at(
                source,
                node.at,
                of_key(t!(
                    "check-yaml-unknown-value",
                    value = control::printable(text).into_owned()
                )),
                t!("check-yaml-unknown-value-label"),
                Some(help),
            ));
        }
        _ => return None,
    };
    let mut expected: Option<String> = None;
    for (kind, words) in [
        ("string", t!("check-yaml-words-text")),
        ("integer", t!("check-yaml-words-whole-number")),
        ("number", t!("check-yaml-words-number")),
        ("boolean", t!("check-yaml-words-bool")),
        ("array", t!("check-yaml-found-list")),
        ("object", t!("check-yaml-words-mapping-of-keys")),
    ] {
        if has(kind) && !(kind == "number" && has("integer")) {
            expected = Some(match expected {
                Some(all) => t!("common-or", first = all, second = words),
                None => words,
            });
        }
    }
    let expected = expected.unwrap_or_default();
    let help = if has("array") {
        t!("check-tree-wrong-kind-help-list", expected = &expected)
    } else {
        t!("check-tree-wrong-kind-help", expected = &expected)
    };
    Some(Problem::at(
        source,
        node.at,
        of_key(t!(
            "check-yaml-expected-found",
            what = &expected,
            found = found
        )),
        t!("check-tree-wrong-kind-label"),
        Some(help),
    ))
}
