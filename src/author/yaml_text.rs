//! Editing YAML as text, at the places the loader reports, so that everything else in the file
//! (comments, blank lines, the author's layout) stays as it was. Nothing here parses YAML in
//! full: a block mapping is found from its first key by indentation, a flow mapping by its
//! braces.

use std::ops::Range;

/// A change to a file's text: the bytes of `range` become `text` (an insertion when the range is
/// empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edit {
    /// The bytes replaced.
    pub range: Range<usize>,
    /// What they become.
    pub text: String,
}

impl Edit {
    /// Makes an insertion at `at`.
    #[must_use]
    pub fn insert(at: usize, text: impl Into<String>) -> Edit {
        Edit {
            range: at..at,
            text: text.into(),
        }
    }
}

/// Applies edits that do not overlap, in any order.
///
/// # Errors
/// Returns the first edit that overlaps another or falls outside the text.
pub fn apply(text: &str, edits: &[Edit]) -> Result<String, Edit> {
    let mut sorted: Vec<&Edit> = edits.iter().collect();
    sorted.sort_by_key(|e| (e.range.start, e.range.end));
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for edit in sorted {
        let ok = edit.range.start >= at
            && edit.range.start <= edit.range.end
            && text.get(at..edit.range.start).is_some()
            && text.get(edit.range.clone()).is_some();
        if !ok {
            return Err(edit.clone());
        }
        out.push_str(&text[at..edit.range.start]);
        out.push_str(&edit.text);
        at = edit.range.end;
    }
    out.push_str(&text[at..]);
    Ok(out)
}

/// Gets the byte offset where the line holding `offset` starts.
#[must_use]
pub fn line_start(text: &str, offset: usize) -> usize {
    text.get(..offset)
        .and_then(|head| head.rfind('\n'))
        .map_or(0, |i| i + 1)
}

/// Gets the byte offset just past the line holding `offset`, its newline included.
#[must_use]
pub fn line_end(text: &str, offset: usize) -> usize {
    text.get(offset..)
        .and_then(|rest| rest.find('\n'))
        .map_or(text.len(), |i| offset + i + 1)
}

/// The bytes of a scalar value that starts at `offset`: a quoted scalar to its closing quote, a
/// plain one to the end of its line or a comment (or, in a flow collection, a `,` or closing
/// bracket).
#[must_use]
pub fn scalar_range(text: &str, offset: usize, len: usize) -> Range<usize> {
    let Some(rest) = text.get(offset..) else {
        return offset..offset;
    };
    if len > 0 && text.get(offset..offset + len).is_some() {
        return offset..offset + len;
    }
    let line = rest.split('\n').next().unwrap_or("");
    let mut end = 0;
    let mut previous = ' ';
    for (i, c) in line.char_indices() {
        if matches!(c, ',' | '}' | ']') || (c == '#' && previous.is_whitespace()) {
            break;
        }
        end = i + c.len_utf8();
        previous = c;
    }
    let value = line[..end].trim_end();
    offset..offset + value.len()
}

/// A block mapping: its keys' indentation, and each key with where its entry is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockMapping {
    /// The column (0-based, in bytes) of the keys.
    pub indent: usize,
    /// The entries, in order.
    pub entries: Vec<Entry>,
}

/// A key of a block mapping and the bytes of its entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The key.
    pub key: String,
    /// Where the key starts.
    pub key_at: usize,
    /// Just past the last line of the entry that is not blank or a comment at the key's level.
    pub end: usize,
}

impl BlockMapping {
    /// Finds the block mapping whose first key starts at `offset`, by indentation: its entries
    /// are the lines at the first key's column that are keys, and each entry runs on over the
    /// lines indented more (or at the same column and starting with `- `: a sequence written
    /// flush with its key).
    #[must_use]
    pub fn at(text: &str, offset: usize) -> Option<BlockMapping> {
        let start = line_start(text, offset);
        let indent = offset.checked_sub(start)?;
        let mut entries = vec![Entry {
            key: key_of(text.get(offset..)?)?,
            key_at: offset,
            end: line_end(text, offset),
        }];
        let mut at = line_end(text, offset);
        while at < text.len() {
            let next = line_end(text, at);
            let line = text[at..next].trim_end_matches(['\n', '\r']);
            let content = line.trim_start_matches(' ');
            let column = line.len() - content.len();
            let neutral = content.is_empty() || (column <= indent && content.starts_with('#'));
            if !neutral {
                if column < indent {
                    break;
                }
                let flush_item = content == "-" || content.starts_with("- ");
                if column == indent && !flush_item {
                    entries.push(Entry {
                        key: key_of(content)?,
                        key_at: at + column,
                        end: next,
                    });
                } else if let Some(entry) = entries.last_mut() {
                    entry.end = next;
                }
            }
            at = next;
        }
        Some(BlockMapping { indent, entries })
    }

    /// Finds an entry by key.
    #[must_use]
    pub fn entry(&self, key: &str) -> Option<&Entry> {
        self.entries.iter().find(|e| e.key == key)
    }

    /// Finds the line of a template's commented-out entry for `key` (`# solution: [..]`, at the
    /// mapping's column), among the lines of the mapping and the comments that follow it: where
    /// the key, once written, belongs, under the comment that explains it.
    #[must_use]
    pub fn commented(&self, text: &str, key: &str) -> Option<Range<usize>> {
        // The first key's line may start with the `- ` of a list item.
        let first = self.entries.first()?;
        let mut at = line_end(text, first.key_at);
        while at < text.len() {
            let next = line_end(text, at);
            let line = text[at..next].trim_end_matches(['\n', '\r']);
            let content = line.trim_start_matches(' ');
            let column = line.len() - content.len();
            if !content.is_empty() && column < self.indent {
                return None;
            }
            let commented = content
                .strip_prefix('#')
                .map(|c| c.trim_start_matches(' '))
                .and_then(|c| c.strip_prefix(key))
                .is_some_and(|rest| rest.starts_with(':'));
            if column == self.indent && commented {
                return Some(at..next);
            }
            at = next;
        }
        None
    }

    /// Gets where the mapping's last entry ends: where new entries go.
    #[must_use]
    pub fn end(&self) -> usize {
        self.entries.last().map_or(0, |e| e.end)
    }
}

/// Reads the key at the start of `line`: text up to `:` followed by a space or the line's end,
/// without quotes.
fn key_of(line: &str) -> Option<String> {
    let line = line.split('\n').next().unwrap_or("");
    let colon = line
        .char_indices()
        .find(|&(i, c)| c == ':' && line[i + 1..].chars().next().is_none_or(char::is_whitespace))
        .map(|(i, _)| i)?;
    let key = line[..colon].trim();
    let key = key
        .strip_prefix(['"', '\''])
        .and_then(|k| k.strip_suffix(['"', '\'']))
        .unwrap_or(key);
    Some(key.to_owned())
}

/// A flow mapping, `{ key: value, … }`, read into its entries as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FlowMapping {
    /// The bytes from `{` to `}` inclusive.
    pub range: Range<usize>,
    /// Each key with its value's text, in order.
    pub entries: Vec<(String, String)>,
}

impl FlowMapping {
    /// Reads the flow mapping whose `{` is at `offset`; `None` when it is not one, holds a
    /// comment (which a rewrite would lose) or does not close.
    #[must_use]
    pub fn at(text: &str, offset: usize) -> Option<FlowMapping> {
        let rest = text.get(offset..)?;
        if !rest.starts_with('{') {
            return None;
        }
        let mut depth = 0usize;
        let mut quote: Option<char> = None;
        let mut escaped = false;
        let mut previous = ' ';
        let mut pieces = Vec::new();
        let mut piece_start = 1;
        for (i, c) in rest.char_indices() {
            if let Some(q) = quote {
                if escaped {
                    escaped = false;
                } else if q == '"' && c == '\\' {
                    escaped = true;
                } else if c == q {
                    quote = None;
                }
                previous = c;
                continue;
            }
            match c {
                '"' | '\'' => quote = Some(c),
                '#' if previous.is_whitespace() => return None,
                '{' | '[' => depth += 1,
                '}' | ']' => {
                    depth = depth.checked_sub(1)?;
                    if depth == 0 {
                        pieces.push(&rest[piece_start..i]);
                        let entries = pieces
                            .into_iter()
                            .filter(|p| !p.trim().is_empty())
                            .map(split_entry)
                            .collect::<Option<Vec<_>>>()?;
                        return Some(FlowMapping {
                            range: offset..offset + i + 1,
                            entries,
                        });
                    }
                }
                ',' if depth == 1 => {
                    pieces.push(&rest[piece_start..i]);
                    piece_start = i + 1;
                }
                _ => {}
            }
            previous = c;
        }
        None
    }

    /// Writes the mapping on one line.
    #[must_use]
    pub fn write(entries: &[(String, String)]) -> String {
        if entries.is_empty() {
            return "{}".to_owned();
        }
        let inner: Vec<String> = entries.iter().map(|(k, v)| format!("{k}: {v}")).collect();
        format!("{{ {} }}", inner.join(", "))
    }
}

/// Splits `key: value` at its first `:` followed by a space (or the end).
fn split_entry(piece: &str) -> Option<(String, String)> {
    let piece = piece.trim();
    let key = key_of(piece)?;
    let colon = piece
        .char_indices()
        .find(|&(i, c)| {
            c == ':'
                && piece[i + 1..]
                    .chars()
                    .next()
                    .is_none_or(char::is_whitespace)
        })
        .map(|(i, _)| i)?;
    Some((key, piece[colon + 1..].trim().to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const STEP: &str = "steps:\n  - say: |\n      Look.\n      # not a comment\n    moves:\n    - A1L\n\n    play: A1L  # why\n    # the end\n  - say: next\n";

    #[test]
    fn a_block_mapping_is_found_by_indentation() {
        let map = BlockMapping::at(STEP, STEP.find("say").unwrap()).unwrap();
        assert_eq!(map.indent, 4);
        let keys: Vec<&str> = map.entries.iter().map(|e| e.key.as_str()).collect();
        assert_eq!(keys, ["say", "moves", "play"]);
        let play = map.entry("play").unwrap();
        assert_eq!(&STEP[play.key_at..play.end], "play: A1L  # why\n");
        let say = map.entry("say").unwrap();
        assert!(STEP[say.key_at..say.end].ends_with("# not a comment\n"));
        assert_eq!(map.end(), play.end);
    }

    #[test]
    fn a_flow_mapping_is_read_and_written() {
        let text = "goal: { captured: 6, last: \"A,3\", x: [1, 2] } # c";
        let map = FlowMapping::at(text, 6).unwrap();
        assert_eq!(
            &text[map.range.clone()],
            "{ captured: 6, last: \"A,3\", x: [1, 2] }"
        );
        assert_eq!(map.entries[1], ("last".to_owned(), "\"A,3\"".to_owned()));
        assert_eq!(FlowMapping::write(&map.entries[..1]), "{ captured: 6 }");
        assert_eq!(FlowMapping::at("{ a: 1 # c\n}", 0), None);
        assert_eq!(FlowMapping::at("{ a: 1", 0), None);
        assert_eq!(FlowMapping::at("{}", 0).unwrap().entries, []);
    }

    #[test]
    fn edits_apply_from_anywhere() {
        let edits = [
            Edit::insert(5, "!"),
            Edit {
                range: 0..1,
                text: "J".to_owned(),
            },
        ];
        assert_eq!(apply("hello world", &edits).unwrap(), "Jello! world");
        let overlapping = [
            Edit {
                range: 0..3,
                text: String::new(),
            },
            Edit::insert(1, "x"),
        ];
        assert!(apply("abc", &overlapping).is_err());
        assert!(apply("abc", &[Edit::insert(9, "x")]).is_err());
    }

    #[test]
    fn scalars_end_at_comments_and_commas() {
        let text = "last: A4   # here\nx: { a: b, c: d }";
        assert_eq!(&text[scalar_range(text, 6, 0)], "A4");
        assert_eq!(&text[scalar_range(text, 26, 0)], "b");
        assert_eq!(&text[scalar_range(text, 6, 2)], "A4");
        assert_eq!(line_start(text, 8), 0);
        assert_eq!(line_end(text, 8), 18);
    }
}
