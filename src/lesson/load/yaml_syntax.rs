//! YAML syntax errors in bao's words, pointing at the line that causes them: a tab, a line
//! indented too far or not far enough, a `: ` inside a value, an unclosed bracket or quote.

use serde_json::Value;

use super::{SourceFile, Span, tree_above};
use crate::lesson::{diagnostic::Problem, tree};

/// Explains a YAML syntax error, pointing at the line that causes it.
pub(super) fn problem(source: &SourceFile, msg: &str, at: Span, schema: &Value) -> Problem {
    let lines: Vec<&str> = source.text.split('\n').collect();
    let line = at.line.max(1);
    let text = lines.get(line - 1).copied().unwrap_or("");
    if msg.contains("tab") {
        return tab(source, at);
    }
    let content = start_of_content(source, line);
    if msg.contains("mapping values are not allowed") {
        let before: String = text.chars().take(at.column.saturating_sub(1)).collect();
        let item = before.trim_start().trim_start_matches("- ");
        if let Some((key, value)) = item.split_once(':') {
            let value = format!("{}{}", value.trim(), text.get(before.len()..).unwrap_or(""));
            return Problem::at(
                source,
                at,
                format!(
                    "the value of `{}` has `: ` in it, which YAML reads as a new key",
                    key.trim()
                ),
                "a second `: `",
                Some(format!(
                    "put the value in quotes: `{}: \"{}\"`",
                    key.trim(),
                    value.trim().replace('"', "\\\"")
                )),
            );
        }
        let above = previous_content_line(&lines, line);
        let key = text.trim_start().split(':').next().unwrap_or("").trim();
        let belongs = tree_above(source, above)
            .and_then(|above_tree| tree::belongs_after(&above_tree, schema, above, key));
        return Problem::at(
            source,
            content,
            format!(
                "line {line} is indented deeper than line {above}, so YAML reads it as more of line {above}'s value"
            ),
            "indented too far",
            Some(belongs.unwrap_or_else(|| {
                format!("indent `{key}:` exactly as far as the keys it belongs with (spaces only)")
            })),
        );
    }
    if msg.contains("did not find expected '-'")
        || msg.contains("did not find expected key")
        || msg.contains("block mapping")
        || msg.contains("block collection")
    {
        return Problem::at(
            source,
            content,
            format!("line {line} is indented neither like the lines above it nor as a new item"),
            "indentation",
            Some(
                "indent it exactly as far as the keys it belongs with (spaces only), or start a new list item with `- `"
                    .to_owned(),
            ),
        );
    }
    if msg.contains("bracket") || msg.contains("flow") {
        return Problem::at(
            source,
            at,
            "a `[` or `{` here is not closed where YAML expects it".to_owned(),
            "not closed",
            Some(
                "close it on the same value, e.g. `[A1L, A2L]`, and separate items with `, `"
                    .to_owned(),
            ),
        );
    }
    if msg.contains("quote") || msg.contains("end of stream") {
        return Problem::at(
            source,
            at,
            "a quote here is never closed".to_owned(),
            "not closed",
            Some("end the text with the quote it starts with".to_owned()),
        );
    }
    if msg.contains("cannot start any token") {
        return Problem::at(
            source,
            at,
            "a value cannot start with this character in YAML".to_owned(),
            "this character",
            Some("put the value in quotes".to_owned()),
        );
    }
    Problem::at(
        source,
        at,
        "this YAML cannot be read".to_owned(),
        "here",
        Some(
            "check the indentation (spaces only), the quotes and the brackets on this line and the one above"
                .to_owned(),
        ),
    )
}

/// Points at the tab that causes an error: the first one from the start of the error's line, or
/// else the last one before it.
fn tab(source: &SourceFile, at: Span) -> Problem {
    let text = &*source.text;
    let line_start = text[..at.offset.min(text.len())]
        .rfind('\n')
        .map_or(0, |i| i + 1);
    let offset = text[line_start..]
        .find('\t')
        .map(|i| line_start + i)
        .or_else(|| text[..line_start].rfind('\t'));
    let Some(offset) = offset else {
        return Problem::at(
            source,
            at,
            "a tab where YAML does not allow one".to_owned(),
            "here",
            Some("YAML indents with spaces only: replace tabs with spaces".to_owned()),
        );
    };
    let start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    let in_indent = text[start..offset].chars().all(|c| c == ' ' || c == '\t');
    let here = Span {
        line: text[..offset].matches('\n').count() + 1,
        column: text[start..offset].chars().count() + 1,
        offset,
        len: 1,
    };
    let (message, help) = if in_indent {
        (
            "a tab in the indentation: YAML indents with spaces only",
            "replace the tab with spaces, as many as the lines beside it use",
        )
    } else {
        (
            "a tab where YAML does not allow one",
            "replace the tab with a space, or put the value in quotes",
        )
    };
    Problem::at(source, here, message, "tab", Some(help.to_owned()))
}

/// Gets where the content of a line starts (after its indentation), as long as a key or word.
fn start_of_content(source: &SourceFile, line: usize) -> Span {
    let text = &*source.text;
    let mut start = 0;
    for _ in 1..line {
        match text[start..].find('\n') {
            Some(i) => start += i + 1,
            None => break,
        }
    }
    let rest = text[start..].split('\n').next().unwrap_or("");
    let indent = rest.len() - rest.trim_start().len();
    let word = rest.trim_start().split([':', ' ']).next().unwrap_or("");
    Span {
        line,
        column: rest[..indent].chars().count() + 1,
        offset: start + indent,
        len: word.len().max(1),
    }
}

/// Gets the number of the last line before `line` with something on it besides a comment.
fn previous_content_line(lines: &[&str], line: usize) -> usize {
    (1..line)
        .rev()
        .find(|n| {
            let t = lines[n - 1].trim();
            !t.is_empty() && !t.starts_with('#')
        })
        .unwrap_or(1)
}
