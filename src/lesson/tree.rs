//! The first reading of a file, all of its problems at once, found by walking the file's tree
//! beside its JSON Schema: unknown keys, values of the wrong kind or not among those allowed,
//! keys written with no value, missing keys, empty list items, and control characters.
//!
//! When the problems are unknown keys written in block style, or other problems each inside an
//! item of a top-level list (a step, a quote, a claim), the file is read again without those keys
//! and items ([`Reading::without`]), so that what the rest says is checked too.

mod controls;
mod cut;
mod kind;
mod place;

use controls::controls;
pub use controls::raw_controls;
use kind::kind_problem;

use std::{cell::RefCell, ops::Range};

use serde_json::Value;

use crate::t;

use super::{
    diagnostic::Problem,
    keys::{branches, resolve, unknown},
    load::{Blanks, Located, Node, SourceFile, Span},
};

/// What the first reading of a file found.
#[derive(Debug)]
pub struct Reading {
    /// Every problem its shape shows, in the order of the file.
    pub problems: Vec<Problem>,
    /// The bytes of the unknown keys' entries and of the list items holding other problems,
    /// when each can be cut out by lines; `None` when some problem stops the file from being
    /// read (one at the top level, where nothing can be cut).
    cuts: Option<Vec<Range<usize>>>,
    /// Where each list item cut out was (but empty ones).
    gaps: Vec<Span>,
}

impl Reading {
    /// Gets the file's text with the entries of its unknown keys and the list items holding
    /// its other problems blanked out, every other line, column and byte where it was; `None`
    /// when that cannot be done.
    #[must_use]
    pub fn without(&self, text: &str) -> Option<String> {
        self.cuts.as_ref().map(|cuts| place::blank_out(text, cuts))
    }

    /// Gets where each list item cut out by [`Reading::without`] was (a step or claim with a
    /// problem of its own; not an empty item), in the order of the file.
    #[must_use]
    pub fn gaps(&self) -> &[Span] {
        &self.gaps
    }
}

/// Finds every problem of `tree` that its shape alone shows: keys the schema does not allow
/// (with a did-you-mean where one is close, or the mapping around it they belong to), required
/// keys that are missing, empty list items, control characters in keys and text, and unless
/// `blanks` allows them keys with no value or an empty mapping (a check that would be dropped).
#[must_use]
pub fn tree_problems(
    source: &SourceFile,
    tree: &Located<Node>,
    schema: &Value,
    blanks: Blanks,
) -> Reading {
    let mut problems = Vec::new();
    let walker = Walker {
        source,
        tree,
        root: schema,
        blanks,
        unknown: RefCell::new(Vec::new()),
        cuts: RefCell::new(Some(Vec::new())),
    };
    walker.walk(tree, None, schema, &mut problems);
    controls(source, tree, &mut problems);
    let mut cuts = walker.cuts.into_inner();
    let mut gaps = Vec::new();
    if let Some(list) = cuts.as_mut() {
        match cut::items_holding(&source.text, tree, &problems) {
            Some(items) => {
                list.extend(items.bytes);
                gaps = items.gaps;
            }
            None => cuts = None,
        }
    }
    // Unknown keys first: at the same place, they are told before what follows from them.
    let mut problems: Vec<Problem> = walker
        .unknown
        .into_inner()
        .into_iter()
        .chain(problems)
        .collect();
    problems.sort_by_key(|p| (p.line, p.column));
    Reading {
        problems,
        cuts,
        gaps,
    }
}

/// Says which mapping `key`, written deeper than line `line`'s key, belongs to in `tree` (the
/// file read up to that line): "`moves` belongs to the step: indent it like `position`".
#[must_use]
pub fn belongs_after(
    tree: &Located<Node>,
    schema: &Value,
    line: usize,
    key: &str,
) -> Option<String> {
    place::belongs(&place::frames_to(tree, schema, schema, line), key)
}

/// What the walk over a tree needs at every node.
struct Walker<'a> {
    source: &'a SourceFile,
    tree: &'a Located<Node>,
    root: &'a Value,
    blanks: Blanks,
    /// The unknown keys' problems, kept apart: their entries are cut, not their list items.
    unknown: RefCell<Vec<Problem>>,
    /// The entries of the unknown keys found, while each can be cut out.
    cuts: RefCell<Option<Vec<Range<usize>>>>,
}

impl Walker<'_> {
    /// Notes an unknown key: its problem, and the bytes to cut to read the file without it.
    fn unknown_key(&self, key: &Located<String>, known: &[&str]) {
        let frames = place::frames_to(self.tree, self.root, self.root, key.at.line);
        let belongs = place::belongs(&frames, &key.value);
        let problem = unknown(self.source, key, known, belongs);
        self.unknown.borrow_mut().push(problem);
        let mut cuts = self.cuts.borrow_mut();
        let cut = place::entry_bytes(&self.source.text, key.at.offset);
        match (cuts.as_mut(), cut) {
            (Some(list), Some(cut)) => list.push(cut),
            _ => *cuts = None,
        }
    }
}

impl Walker<'_> {
    fn walk(
        &self,
        node: &Located<Node>,
        key: Option<&str>,
        schema: &Value,
        out: &mut Vec<Problem>,
    ) {
        let (source, root) = (self.source, self.root);
        if let Some(problem) = kind_problem(source, node, key, schema, root) {
            out.push(problem);
            return;
        }
        match &node.value {
            Node::Map(entries) => {
                let objects = branches(schema, root, "properties");
                let [object] = objects.as_slice() else {
                    // A mapping of any keys (a translation's steps by number): each value is
                    // walked with the schema of them all.
                    let maps = branches(schema, root, "additionalProperties");
                    if let [map] = maps.as_slice()
                        && let Some(each) =
                            map.get("additionalProperties").filter(|v| v.is_object())
                    {
                        for (key, value) in entries {
                            self.walk(value, Some(&key.value), each, out);
                        }
                    }
                    return;
                };
                let properties = object.get("properties").and_then(Value::as_object);
                let closed = object.get("additionalProperties") == Some(&Value::Bool(false));
                let refused = self.blanks == Blanks::Refused;
                for (key, value) in entries {
                    match properties.and_then(|p| p.get(&key.value)) {
                        Some(_) if refused && value.value == Node::Null => {
                            out.push(no_value(source, key, false));
                        }
                        Some(_) if refused && value.value == Node::Map(Vec::new()) => {
                            out.push(no_value(source, key, true));
                        }
                        Some(sub) => self.walk(value, Some(&key.value), sub, out),
                        None if closed => {
                            let known: Vec<&str> = properties
                                .map(|p| p.keys().map(String::as_str).collect())
                                .unwrap_or_default();
                            self.unknown_key(key, &known);
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
                    let message = match key {
                        Some(k) => t!("check-tree-empty-item-of", key = k),
                        None => t!("check-tree-empty-item"),
                    };
                    out.push(Problem::at(
                        source,
                        item.at,
                        message,
                        t!("check-yaml-value-missing-label"),
                        Some(t!("check-tree-empty-item-help")),
                    ));
                }
                let arrays = branches(schema, root, "items");
                if let [array] = arrays.as_slice()
                    && let Some(item) = array.get("items")
                {
                    for node in items {
                        self.walk(node, key, item, out);
                    }
                }
            }
            Node::Text(_) | Node::Null | Node::Other => {}
        }
    }
}

/// Says that a key has no value, or (`empty`) an empty mapping: what it would check is dropped.
fn no_value(source: &SourceFile, key: &Located<String>, empty: bool) -> Problem {
    let mut at = key.at;
    if at.len == 0 {
        at.len = key.value.len();
    }
    Problem::at(
        source,
        at,
        if empty {
            t!("check-tree-key-empty", key = &key.value)
        } else {
            t!("check-tree-key-no-value", key = &key.value)
        },
        t!("check-yaml-value-missing-label"),
        Some(t!("check-tree-key-no-value-help", key = &key.value)),
    )
}

fn missing(source: &SourceFile, at: Span, key: &str, what: &str) -> Problem {
    let mut at = at;
    at.len = at.len.min(1);
    // The schema's descriptions are English (editors read them from the JSON Schema): another
    // language names the key alone.
    let help = if what.is_empty() || crate::i18n::current() != crate::i18n::Language::English {
        t!("check-tree-missing-key-help", key = key)
    } else {
        t!("check-tree-missing-key-help-with", key = key, what = what)
    };
    Problem::at(
        source,
        at,
        t!("check-yaml-missing-key", key = key),
        t!("check-yaml-missing-key-label"),
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
