//! Control characters in a file: written as they are, before the YAML reader sees them, and
//! in its keys and text once read (escapes such as `\u001b`).

use crate::t;

use super::super::{
    control,
    diagnostic::{Problem, locate_in},
    load::{Located, Node, SourceFile, Span},
};

/// Finds the control characters written as they are in a file's text, the first of each line,
/// before the YAML reader sees them (a line break `\r\n` is not one).
#[must_use]
pub fn raw_controls(source: &SourceFile) -> Vec<Problem> {
    let mut problems = Vec::new();
    let mut start = 0;
    for (n, line) in source.text.split('\n').enumerate() {
        let body = line.strip_suffix('\r').unwrap_or(line);
        if let Some((i, c)) = body.char_indices().find(|(_, c)| control::is_forbidden(*c)) {
            let at = Span {
                line: n + 1,
                column: body[..i].chars().count() + 1,
                offset: start + i,
                len: c.len_utf8(),
            };
            problems.push(control_problem(source, at, c, 0));
        }
        start += line.len() + 1;
    }
    problems
}

/// Finds every control character in the keys and text of a tree, wherever it is.
pub(super) fn controls(source: &SourceFile, node: &Located<Node>, out: &mut Vec<Problem>) {
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
    let Some((offset, c)) = text
        .value
        .char_indices()
        .find(|(_, c)| control::is_forbidden(*c))
    else {
        return;
    };
    let count = text
        .value
        .chars()
        .filter(|c| control::is_forbidden(*c))
        .count();
    let at = locate_in(source, text.at, &text.value, offset, c.len_utf8());
    out.push(control_problem(source, at, c, count - 1));
}

/// Says that text holds control character `c`, and `more` others after it.
fn control_problem(source: &SourceFile, at: Span, c: char, more: usize) -> Problem {
    let message = if more == 0 {
        t!("check-control-char", code = control::code(c))
    } else {
        t!(
            "check-control-char-more",
            code = control::code(c),
            count = more
        )
    };
    Problem::at(
        source,
        at,
        message,
        t!("check-control-char-label"),
        Some(t!("check-control-char-help")),
    )
}
