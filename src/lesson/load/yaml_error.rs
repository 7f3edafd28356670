//! The YAML reader's errors in bao's words: what is wrong, where it really is, and how to fix it.
//! No message of serde-saphyr reaches the user as it is.

use serde_saphyr::{Error, budget::BudgetBreach};

use super::{SourceFile, Span, span, yaml_syntax};
use crate::{
    lesson::{
        diagnostic::Problem,
        keys::did_you_mean,
        schema::{ANSWER_EXPECTED, POSITION_EXPECTED},
    },
    t,
};

/// Turns a serde-saphyr error into a problem in bao's words.
pub(super) fn problem(source: &SourceFile, err: &Error, schema: &serde_json::Value) -> Problem {
    let err = innermost(err);
    let at = err
        .location()
        .map_or_else(Span::default, |l| with_offset(source, span(&l)));
    let key = key_on_line(source, at.line);
    let of_key = |message: String| match key {
        Some(key) => t!("check-yaml-of-key", key = key, message = message),
        None => message,
    };
    let said = |message: String, label: String, help: String| {
        Problem::at(source, at, message, label, Some(help))
    };
    let readme = || t!("check-yaml-readme-help");
    match err {
        Error::ExternalMessage { msg, .. } => yaml_syntax::problem(source, msg, at, schema),
        Error::Unexpected { expected, .. } => said(
            of_key(t!("check-yaml-expected", what = unexpected_words(expected))),
            t!("check-yaml-not-this-label"),
            t!("check-yaml-every-key-help"),
        ),
        Error::DuplicateMappingKey { key, .. } => said(
            match key.as_deref() {
                Some(key) => t!("check-yaml-duplicate-key", key = key),
                None => t!("check-yaml-duplicate-this-key"),
            },
            t!("check-yaml-duplicate-key-label"),
            t!("check-yaml-duplicate-key-help"),
        ),
        Error::MultipleDocuments { .. } => said(
            t!("check-yaml-second-document"),
            t!("check-yaml-second-document-label"),
            t!("check-yaml-second-document-help"),
        ),
        Error::Budget { breach, .. } => said(
            t!("check-yaml-too-big", reason = breach_words(breach)),
            t!("check-yaml-too-big-label"),
            t!("check-yaml-too-big-help"),
        ),
        Error::AliasReplayLimitExceeded { .. }
        | Error::AliasExpansionLimitExceeded { .. }
        | Error::AliasReplayStackDepthExceeded { .. }
        | Error::AliasReplayCounterOverflow { .. } => said(
            t!("check-yaml-aliases"),
            t!("check-yaml-aliases-label"),
            t!("check-yaml-aliases-help"),
        ),
        Error::UnknownAnchor { .. } => said(
            t!("check-yaml-unknown-anchor"),
            t!("check-yaml-unknown-anchor-label"),
            t!("check-yaml-unknown-anchor-help"),
        ),
        Error::Eof { .. } => said(
            t!("check-yaml-eof"),
            t!("check-yaml-eof-label"),
            t!("check-yaml-eof-help"),
        ),
        Error::InvalidScalar { ty, .. } => said(
            of_key(t!("check-yaml-expected", what = type_words(ty))),
            t!("check-yaml-not-this-label"),
            t!(
                "check-yaml-scalar-help",
                what = type_words(ty),
                key = key.unwrap_or("key"),
                example = example(ty)
            ),
        ),
        Error::InvalidBooleanStrict { .. } => said(
            of_key(t!("check-yaml-expected-bool")),
            t!("check-yaml-bool-label"),
            t!("check-yaml-bool-help"),
        ),
        Error::NullIntoString { .. } => said(
            of_key(t!("check-yaml-value-missing")),
            t!("check-yaml-value-missing-label"),
            t!("check-yaml-value-missing-help"),
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
            of_key(t!(
                "check-yaml-expected-found",
                what = expected_words(expected),
                found = found_words(unexpected)
            )),
            t!("check-yaml-this-value-label"),
            readme(),
        ),
        Error::SerdeInvalidLength { len, expected, .. } => said(
            of_key(t!(
                "check-yaml-expected-items",
                what = expected_words(expected),
                count = *len
            )),
            t!("check-yaml-this-list-label"),
            readme(),
        ),
        Error::SerdeUnknownVariant {
            variant, expected, ..
        } => {
            let list = quoted(expected);
            let help = match did_you_mean(variant, expected.iter().copied()) {
                Some(close) => t!("check-yaml-values-near", near = close, values = list),
                None => t!("check-yaml-values", values = list),
            };
            said(
                of_key(t!("check-yaml-unknown-value", value = variant.as_str())),
                t!("check-yaml-unknown-value-label"),
                help,
            )
        }
        Error::SerdeUnknownField {
            field, expected, ..
        } => said(
            t!("check-yaml-unknown-key", key = field.as_str()),
            t!("check-yaml-unknown-key-label"),
            t!("check-yaml-unknown-key-help", keys = quoted(expected)),
        ),
        Error::SerdeMissingField { field, .. } => said(
            t!("check-yaml-missing-key", key = *field),
            t!("check-yaml-missing-key-label"),
            t!("check-yaml-missing-key-help", key = *field),
        ),
        Error::InvalidUtf8Input => Problem::file(
            source.path.clone(),
            t!("check-yaml-not-utf8"),
            Some(t!("check-yaml-not-utf8-help")),
        ),
        Error::Message { msg, .. } => said(
            of_key(lowercase_first(msg)),
            t!("check-here-label"),
            readme(),
        ),
        _ => said(
            t!("check-yaml-unreadable"),
            t!("check-here-label"),
            t!("check-yaml-unreadable-help"),
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
        BudgetBreach::Nodes { nodes } => t!("check-yaml-breach-nodes", count = nodes - 1),
        BudgetBreach::Depth { depth } => t!("check-yaml-breach-depth", depth = *depth),
        BudgetBreach::ScalarBytes { .. } => t!("check-yaml-breach-text"),
        BudgetBreach::Documents { .. } => t!("check-yaml-breach-documents"),
        BudgetBreach::Aliases { .. }
        | BudgetBreach::AliasAnchorRatio { .. }
        | BudgetBreach::Anchors { .. } => t!("check-yaml-breach-aliases"),
        _ => t!("check-yaml-breach-other"),
    }
}

/// Names a Rust scalar type in words.
fn type_words(ty: &str) -> String {
    match ty {
        "bool" => t!("check-yaml-words-bool"),
        t if t.starts_with('f') => t!("check-yaml-words-number"),
        t if t.starts_with('i') || t.starts_with('u') => t!("check-yaml-words-whole-number"),
        _ => t!("check-yaml-words-other-kind"),
    }
}

fn example(ty: &str) -> &'static str {
    match ty {
        "bool" => "true",
        _ => "1",
    }
}

/// Says what the reader expected in bao's words.
fn unexpected_words(expected: &str) -> String {
    match expected {
        "sequence start" => t!("check-yaml-words-list-here"),
        "mapping start" | "empty mapping start" => t!("check-yaml-words-mapping-here"),
        "string scalar" | "scalar" => t!("check-yaml-words-single-value-here"),
        _ => t!("check-yaml-words-other-kind-here"),
    }
}

/// Says what serde expected in bao's words.
fn expected_words(expected: &str) -> String {
    match expected {
        "a sequence" => t!("check-yaml-words-list"),
        "a string" | "a borrowed string" => t!("check-yaml-words-text"),
        "a boolean" => t!("check-yaml-words-bool"),
        ANSWER_EXPECTED => t!("check-yaml-words-answer"),
        "a key" => t!("check-yaml-words-key"),
        POSITION_EXPECTED => t!("check-yaml-words-position"),
        e if e.starts_with("struct ") || e == "a map" => t!("check-yaml-words-mapping-of-keys"),
        e if e.starts_with("i") || e.starts_with("u") || e.contains("integer") => {
            t!("check-yaml-words-whole-number")
        }
        e if e.starts_with("variant identifier") || e.starts_with("enum ") => {
            t!("check-yaml-words-allowed-value")
        }
        e if e.starts_with("an array of length") || e.starts_with("a tuple") => {
            t!("check-yaml-words-two-numbers")
        }
        e => e.to_owned(),
    }
}

/// Says what serde found in bao's words.
fn found_words(found: &str) -> String {
    if found == "sequence" {
        return t!("check-yaml-found-list");
    }
    if found == "map" {
        return t!("check-yaml-found-mapping");
    }
    if found == "unit value" || found == "null" {
        return t!("check-yaml-found-nothing");
    }
    if let Some(text) = found.strip_prefix("string ") {
        return t!("check-yaml-found-text", text = text);
    }
    for serde in ["integer ", "floating point "] {
        if let Some(value) = found.strip_prefix(serde) {
            return t!("check-yaml-found-number", number = value);
        }
    }
    if let Some(value) = found.strip_prefix("boolean ") {
        return value.to_owned();
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
