//! The YAML reader's errors in bao's words: what is wrong, where it really is, and how to fix it.
//! No message of serde-saphyr reaches the user as it is.

use serde_saphyr::{Error, budget::BudgetBreach};

use super::{SourceFile, Span, span, yaml_syntax};
use crate::lesson::{diagnostic::Problem, keys::did_you_mean};

/// Turns a serde-saphyr error into a problem in bao's words.
pub(super) fn problem(source: &SourceFile, err: &Error, schema: &serde_json::Value) -> Problem {
    let err = innermost(err);
    let at = err
        .location()
        .map_or_else(Span::default, |l| with_offset(source, span(&l)));
    let key = key_on_line(source, at.line);
    let of_key = key.map(|k| format!("`{k}`: ")).unwrap_or_default();
    let said = |message: String, label: &str, help: &str| {
        Problem::at(source, at, message, label, Some(help.to_owned()))
    };
    match err {
        Error::ExternalMessage { msg, .. } => yaml_syntax::problem(source, msg, at, schema),
        Error::Unexpected { expected, .. } => said(
            format!("{of_key}expected {}", unexpected_words(expected)),
            "not this",
            "lessons/README.md describes every key",
        ),
        Error::DuplicateMappingKey { key, .. } => {
            let key = key.as_deref().unwrap_or("this key");
            said(
                format!("the key `{key}` is written twice in one mapping"),
                "again",
                "YAML would keep only one of them: remove one, or merge what they say",
            )
        }
        Error::MultipleDocuments { .. } => said(
            "a second YAML document starts here, after a `---` line".to_owned(),
            "second document",
            "a file holds one lesson, chapter or diagram: remove the `---` line, or move what follows into a file of its own",
        ),
        Error::Budget { breach, .. } => said(
            format!(
                "the file is too big to be a lesson or diagram: {}",
                breach_words(breach)
            ),
            "too big",
            "split it into smaller files; an alias (`*name`) copies everything its anchor holds",
        ),
        Error::AliasReplayLimitExceeded { .. }
        | Error::AliasExpansionLimitExceeded { .. }
        | Error::AliasReplayStackDepthExceeded { .. }
        | Error::AliasReplayCounterOverflow { .. } => said(
            "the aliases (`*name`) of this file expand to too much".to_owned(),
            "too many copies",
            "write the values out, or use fewer aliases",
        ),
        Error::UnknownAnchor { .. } => said(
            "this alias names no anchor".to_owned(),
            "no such anchor",
            "an alias `*name` repeats a value marked `&name` earlier in the file",
        ),
        Error::Eof { .. } => said(
            "the file ends in the middle of a value".to_owned(),
            "the end",
            "close every quote, `[` and `{` the file opens",
        ),
        Error::InvalidScalar { ty, .. } => said(
            format!("{of_key}expected {}", type_words(ty)),
            "not this",
            &format!(
                "write {} without quotes, e.g. `{}: {}`",
                type_words(ty),
                key.unwrap_or("key"),
                example(ty)
            ),
        ),
        Error::InvalidBooleanStrict { .. } => said(
            format!("{of_key}expected `true` or `false`"),
            "not true or false",
            "write `true` or `false`",
        ),
        Error::NullIntoString { .. } => said(
            format!("{of_key}a value is missing here"),
            "nothing here",
            "give the value, or remove the key or the list item",
        ),
        Error::SerdeInvalidType {
            unexpected,
            expected,
            ..
        }
        | Error::SerdeInvalidValue {
            unexpected,
            expected,
            ..
        } => said(
            format!(
                "{of_key}expected {}, found {}",
                expected_words(expected),
                found_words(unexpected)
            ),
            "this value",
            "see the key's description in lessons/README.md",
        ),
        Error::SerdeInvalidLength { len, expected, .. } => said(
            format!(
                "{of_key}expected {}, found {len} items",
                expected_words(expected)
            ),
            "this list",
            "see the key's description in lessons/README.md",
        ),
        Error::SerdeUnknownVariant {
            variant, expected, ..
        } => {
            let list = quoted(expected);
            let help = match did_you_mean(variant, expected.iter().copied()) {
                Some(close) => format!("did you mean `{close}`? the values are {list}"),
                None => format!("the values are {list}"),
            };
            said(
                format!("{of_key}`{variant}` is not one of the values allowed here"),
                "unknown value",
                &help,
            )
        }
        Error::SerdeUnknownField {
            field, expected, ..
        } => said(
            format!("unknown key `{field}`"),
            "not a key here",
            &format!("the keys here are {}", quoted(expected)),
        ),
        Error::SerdeMissingField { field, .. } => said(
            format!("missing key `{field}`"),
            "in this mapping",
            &format!("add `{field}:` with its value"),
        ),
        Error::InvalidUtf8Input => Problem::file(
            source.path.clone(),
            "it is not UTF-8 text",
            Some("save the file as UTF-8".to_owned()),
        ),
        Error::Message { msg, .. } => said(
            format!("{of_key}{}", lowercase_first(msg)),
            "here",
            "see the key's description in lessons/README.md",
        ),
        _ => said(
            "this YAML cannot be read".to_owned(),
            "here",
            "check the indentation (spaces only), the quotes and the brackets on this line and the one above",
        ),
    }
}

/// Fills in the byte offset of a span from its line and column when the reader did not give it.
fn with_offset(source: &SourceFile, at: Span) -> Span {
    if at.offset != 0 || at.line <= 1 && at.column <= 1 {
        return at;
    }
    let text = &*source.text;
    let mut start = 0;
    for _ in 1..at.line {
        match text[start..].find('\n') {
            Some(i) => start += i + 1,
            None => return at,
        }
    }
    let offset = text[start..]
        .char_indices()
        .nth(at.column.saturating_sub(1))
        .map_or(text.len(), |(i, _)| start + i);
    Span { offset, ..at }
}

/// Gets the error an error wraps: snippets and aliases add nothing bao shows.
fn innermost(err: &Error) -> &Error {
    match err {
        Error::WithSnippet { error, .. } | Error::AliasError { error, .. } => innermost(error),
        other => other,
    }
}

/// Gets the key written at the start of a line (`key:` or `- key:`), if there is one.
fn key_on_line(source: &SourceFile, line: usize) -> Option<&str> {
    let text = source.text.split('\n').nth(line.checked_sub(1)?)?;
    let item = text.trim_start().trim_start_matches("- ");
    let (key, _) = item.split_once(':')?;
    let key = key.trim();
    let plain = !key.is_empty()
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    plain.then_some(key)
}

fn breach_words(breach: &BudgetBreach) -> String {
    match breach {
        BudgetBreach::Nodes { nodes } => format!("it has more than {} values", nodes - 1),
        BudgetBreach::Depth { depth } => format!("it is nested {depth} levels deep"),
        BudgetBreach::ScalarBytes { .. } => "its text is too long".to_owned(),
        BudgetBreach::Documents { .. } => "it holds too many documents".to_owned(),
        BudgetBreach::Aliases { .. }
        | BudgetBreach::AliasAnchorRatio { .. }
        | BudgetBreach::Anchors { .. } => "its aliases (`*name`) expand to too much".to_owned(),
        _ => "it is too large".to_owned(),
    }
}

/// Names a Rust scalar type in words.
fn type_words(ty: &str) -> &'static str {
    match ty {
        "bool" => "`true` or `false`",
        t if t.starts_with('f') => "a number",
        t if t.starts_with('i') || t.starts_with('u') => "a whole number",
        _ => "a value of another kind",
    }
}

fn example(ty: &str) -> &'static str {
    match ty {
        "bool" => "true",
        _ => "1",
    }
}

/// Says what the reader expected in bao's words.
fn unexpected_words(expected: &str) -> &'static str {
    match expected {
        "sequence start" => "a list here, e.g. `[A1L, A2L]`",
        "mapping start" | "empty mapping start" => "a mapping of keys here",
        "string scalar" | "scalar" => "a single value here, not a list or mapping",
        _ => "another kind of value here",
    }
}

/// Says what serde expected in bao's words.
fn expected_words(expected: &str) -> String {
    match expected {
        "a sequence" => "a list, e.g. `[A1L, A2L]`".to_owned(),
        "a string" | "a borrowed string" => "text".to_owned(),
        "a boolean" => "`true` or `false`".to_owned(),
        e if e.starts_with("struct ") || e == "a map" => "a mapping of keys".to_owned(),
        e if e.starts_with("i") || e.starts_with("u") || e.contains("integer") => {
            "a whole number".to_owned()
        }
        e if e.starts_with("variant identifier") || e.starts_with("enum ") => {
            "one of the values allowed here".to_owned()
        }
        e if e.starts_with("an array of length") || e.starts_with("a tuple") => {
            "a list of two numbers, e.g. `[1, 1]`".to_owned()
        }
        e => e.to_owned(),
    }
}

/// Says what serde found in bao's words.
fn found_words(found: &str) -> String {
    if found == "sequence" {
        return "a list".to_owned();
    }
    if found == "map" {
        return "a mapping".to_owned();
    }
    if found == "unit value" || found == "null" {
        return "nothing".to_owned();
    }
    if let Some(text) = found.strip_prefix("string ") {
        return format!("the text {text}");
    }
    for (serde, bao) in [
        ("integer ", "the number "),
        ("floating point ", "the number "),
        ("boolean ", ""),
    ] {
        if let Some(value) = found.strip_prefix(serde) {
            return format!("{bao}{value}");
        }
    }
    found.to_owned()
}

fn quoted(values: &[&str]) -> String {
    values
        .iter()
        .map(|v| format!("`{v}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn lowercase_first(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_lowercase().chain(chars).collect::<String>()
    })
}
