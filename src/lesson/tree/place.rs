//! Where a key belongs: the mappings around a line of a file, each with its schema and a name a
//! teacher knows ("the step", "`expect`"), so that a key written in the wrong one (indented too
//! far) is told where it goes; and the bytes of a key's entry, to read a file without it.

use std::ops::Range;

use serde_json::Value;

use crate::t;

use super::super::{
    keys::{branches, resolve},
    load::{Located, Node},
};

/// One mapping on the way down to a line: its schema, the key of it that leads on (or is on the
/// line), and its name.
pub(super) struct Frame<'a> {
    object: &'a Value,
    key: String,
    name: String,
}

/// Gets the mappings that hold `line`, outermost first, down to the one with a key on it.
pub(super) fn frames_to<'a>(
    tree: &Located<Node>,
    schema: &'a Value,
    root: &'a Value,
    line: usize,
) -> Vec<Frame<'a>> {
    let mut frames = Vec::new();
    let mut name = root_name(root);
    let (mut node, mut schema) = (tree, schema);
    loop {
        match &node.value {
            Node::Map(entries) => {
                let objects = branches(schema, root, "properties");
                let [object] = objects.as_slice() else {
                    break;
                };
                let Some((key, value)) = entries.iter().rev().find(|(k, _)| k.at.line <= line)
                else {
                    break;
                };
                frames.push(Frame {
                    object,
                    key: key.value.clone(),
                    name: name.clone(),
                });
                let properties = object.get("properties").and_then(Value::as_object);
                let Some(sub) = properties.and_then(|p| p.get(&key.value)) else {
                    break;
                };
                if key.at.line == line {
                    break;
                }
                name = format!("`{}`", key.value);
                (node, schema) = (value, sub);
            }
            Node::Seq(items) => {
                let arrays = branches(schema, root, "items");
                let [array] = arrays.as_slice() else {
                    break;
                };
                let (Some(item), Some(sub)) = (
                    items.iter().rev().find(|i| i.at.line <= line),
                    array.get("items"),
                ) else {
                    break;
                };
                name = match name.as_str() {
                    "`steps`" => t!("check-place-step"),
                    list => t!("check-place-item-of", list = list),
                };
                (node, schema) = (item, sub);
            }
            _ => break,
        }
    }
    frames
}

/// Says which mapping around a line `key` belongs to, and which key there to indent it like:
/// "`moves` belongs to the step: indent it like `position`".
pub(super) fn belongs(frames: &[Frame<'_>], key: &str) -> Option<String> {
    frames.iter().rev().find_map(|frame| {
        let properties = frame.object.get("properties").and_then(Value::as_object)?;
        properties.get(key)?;
        (frame.key != key).then(|| {
            t!(
                "check-place-belongs",
                key = key,
                place = &frame.name,
                like = &frame.key
            )
        })
    })
}

/// Names a file's top mapping by its schema's title: "the lesson" for "bao lesson".
fn root_name(root: &Value) -> String {
    let title = resolve(root, root).get("title").and_then(Value::as_str);
    match title.and_then(|t| t.strip_prefix("bao ")) {
        Some("lesson") => t!("check-place-lesson"),
        Some("chapter") => t!("check-place-chapter"),
        Some("diagram") => t!("check-place-diagram"),
        Some("course") => t!("check-place-course"),
        Some("translation") => t!("check-place-translation"),
        Some("glossary") => t!("check-place-glossary"),
        _ => t!("check-place-file"),
    }
}

/// Gets the bytes of a block mapping's entry whose key starts at `offset`: its key's line from
/// the key on, and the lines after it indented more (or flush with it and starting with `- `).
/// `None` when the key is not the first thing on its line but a list item's `- ` (a flow
/// mapping), which cannot be cut out by lines.
pub(super) fn entry_bytes(text: &str, offset: usize) -> Option<Range<usize>> {
    let start = text[..offset.min(text.len())]
        .rfind('\n')
        .map_or(0, |i| i + 1);
    let before = &text[start..offset];
    if !before.trim_start_matches([' ', '-']).is_empty() {
        return None;
    }
    let column = before.len();
    let end = block_end(text, offset, |indent, content| {
        let flush_item = indent == column && (content == "-" || content.starts_with("- "));
        indent > column || flush_item
    });
    Some(offset..end)
}

/// Finds where a block that starts on `offset`'s line ends: after the last of the lines that
/// follow it and that `inside` takes as its own (given a line's indent and its content without
/// it), up to the first that it does not; blank lines and comments are passed over.
pub(super) fn block_end(text: &str, offset: usize, inside: impl Fn(usize, &str) -> bool) -> usize {
    let line_end = |at: usize| text[at..].find('\n').map_or(text.len(), |i| at + i + 1);
    let mut end = line_end(offset);
    let mut at = end;
    while at < text.len() {
        let next = line_end(at);
        let line = text[at..next].trim_end_matches(['\n', '\r']);
        let content = line.trim_start_matches(' ');
        if !content.is_empty() && !content.starts_with('#') {
            if !inside(line.len() - content.len(), content) {
                break;
            }
            end = next;
        }
        at = next;
    }
    end
}

/// Replaces the bytes of `ranges` with spaces, keeping every line break, so that what is left
/// keeps its lines, columns and byte offsets.
pub(super) fn blank_out(text: &str, ranges: &[Range<usize>]) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for range in ranges {
        for b in &mut bytes[range.clone()] {
            if *b != b'\n' && *b != b'\r' {
                *b = b' ';
            }
        }
    }
    // Only whole characters are replaced, each byte by a space, so the text stays UTF-8.
    String::from_utf8(bytes).unwrap_or_else(|_| text.to_owned())
}
