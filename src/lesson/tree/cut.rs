//! What to cut out of a file so that the rest can still be read: each item of a top-level list
//! (a step, a quote, a claim) that holds a problem of its own, blanked whole, so the problems of
//! the other items are found in the same run.

use std::ops::{Range, RangeInclusive};

use super::super::{
    diagnostic::Problem,
    load::{Located, Node, Span},
};
use super::place::{block_end, entry_bytes};

/// An item of a top-level list, as it is written.
struct Item {
    /// Its bytes, from the start of the line of its `- ` to its last line.
    bytes: Range<usize>,
    /// The lines it is written on.
    lines: RangeInclusive<usize>,
    /// Where its value is.
    at: Span,
    /// Whether it is empty: cutting it loses nothing.
    empty: bool,
}

/// What to cut out of a file to read the rest.
pub(super) struct Cuts {
    /// The bytes to blank.
    pub bytes: Vec<Range<usize>>,
    /// Where each item cut out was, but empty ones: what the rest lacks.
    pub gaps: Vec<Span>,
}

/// Finds the items of the top-level lists of `tree` that hold `problems`, each cut out once;
/// when every item of a list is cut, its whole entry is. `None` when a problem is outside any
/// such item (at the top level, where nothing can be cut) or an item cannot be cut out by lines.
pub(super) fn items_holding(
    text: &str,
    tree: &Located<Node>,
    problems: &[Problem],
) -> Option<Cuts> {
    let Node::Map(entries) = &tree.value else {
        return (problems.is_empty()).then(|| Cuts {
            bytes: Vec::new(),
            gaps: Vec::new(),
        });
    };
    let mut lists = Vec::new();
    for (key, value) in entries {
        let Node::Seq(items) = &value.value else {
            continue;
        };
        let items: Option<Vec<Item>> = items.iter().map(|i| item(text, i)).collect();
        lists.push((key, items));
    }
    let mut marked: Vec<Vec<bool>> = lists
        .iter()
        .map(|(_, items)| vec![false; items.as_ref().map_or(0, Vec::len)])
        .collect();
    for problem in problems {
        let holder = lists.iter().enumerate().find_map(|(l, (_, items))| {
            let items = items.as_ref()?;
            let i = items.iter().position(|i| i.lines.contains(&problem.line))?;
            Some((l, i))
        });
        let (l, i) = holder?;
        marked[l][i] = true;
    }
    let mut cuts = Cuts {
        bytes: Vec::new(),
        gaps: Vec::new(),
    };
    for ((key, items), marks) in lists.iter().zip(&marked) {
        let Some(items) = items else { continue };
        let cut: Vec<&Item> = items
            .iter()
            .zip(marks)
            .filter_map(|(item, cut)| cut.then_some(item))
            .collect();
        if cut.is_empty() {
            continue;
        }
        if cut.len() == items.len() {
            // Read with no items at all, the list would be a key with no value.
            cuts.bytes.push(entry_bytes(text, key.at.offset)?);
        } else {
            cuts.bytes.extend(cut.iter().map(|i| i.bytes.clone()));
        }
        cuts.gaps
            .extend(cut.iter().filter(|i| !i.empty).map(|i| i.at));
    }
    Some(cuts)
}

/// Finds the bytes of a block list's item whose value starts at `at`: from the start of the
/// line of its `- ` to the last line indented more than the `-`. `None` for an item of a flow
/// list, or one whose `- ` is on a line of its own.
fn item(text: &str, node: &Located<Node>) -> Option<Item> {
    let offset = node.at.offset.min(text.len());
    let start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    let before = &text[start..offset];
    let indent = before.len() - before.trim_start_matches(' ').len();
    let marker = &before[indent..];
    if !marker.starts_with('-') || !marker.trim_start_matches(['-', ' ']).is_empty() {
        return None;
    }
    let end = block_end(text, offset, |line_indent, _| line_indent > indent);
    let first = text[..start].matches('\n').count() + 1;
    let last = first
        + text[start..end]
            .trim_end_matches('\n')
            .matches('\n')
            .count();
    Some(Item {
        bytes: start..end,
        lines: first..=last,
        at: node.at,
        empty: node.value == Node::Null,
    })
}
