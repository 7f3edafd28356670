//! YAML syntax errors in bao's words, pointing at the line that causes them: a tab, a line
//! indented too far or not far enough, a `: ` inside a value, an unclosed bracket or quote.

use serde_json::Value;

use super::{SourceFile, Span, tree_above};
use crate::{
    lesson::{diagnostic::Problem, tree},
    t,
};

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
                t!("check-yaml-colon-in-value", key = key.trim()),
                t!("check-yaml-colon-in-value-label"),
                Some(t!(
                    "check-yaml-colon-in-value-help",
                    key = key.trim(),
                    value = value.trim().replace('"', "\\\"")
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
            t!("check-yaml-indented-too-far", line = line, above = above),
            t!("check-yaml-indented-too-far-label"),
            Some(belongs.unwrap_or_else(|| t!("check-yaml-indented-too-far-help", key = key))),
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
            t!("check-yaml-indentation", line = line),
            t!("check-yaml-indentation-label"),
            Some(t!("check-yaml-indentation-help")),
        );
    }
    if msg.contains("bracket") || msg.contains("flow") {
        return Problem::at(
            source,
            at,
            t!("check-yaml-bracket"),
            t!("check-yaml-not-closed-label"),
            Some(t!("check-yaml-bracket-help")),
        );
    }
    if msg.contains("quote") || msg.contains("end of stream") {
        return Problem::at(
            source,
            at,
            t!("check-yaml-quote"),
            t!("check-yaml-not-closed-label"),
            Some(t!("check-yaml-quote-help")),
        );
    }
    if msg.contains("cannot start any token") {
        return Problem::at(
            source,
            at,
            t!("check-yaml-bad-start"),
            t!("check-yaml-bad-start-label"),
            Some(t!("check-yaml-bad-start-help")),
        );
    }
    Problem::at(
        source,
        at,
        t!("check-yaml-unreadable"),
        t!("check-here-label"),
        Some(t!("check-yaml-unreadable-help")),
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
            t!("check-yaml-tab"),
            t!("check-here-label"),
            Some(t!("check-yaml-tab-spaces-help")),
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
            t!("check-yaml-tab-in-indent"),
            t!("check-yaml-tab-in-indent-help"),
        )
    } else {
        (t!("check-yaml-tab"), t!("check-yaml-tab-help"))
    };
    Problem::at(
        source,
        here,
        message,
        t!("check-yaml-tab-label"),
        Some(help),
    )
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
