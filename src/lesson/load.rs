//! Reading YAML: the one module that touches serde-saphyr.
//!
//! A file is read in two passes. The first reads it as a tree of mappings, sequences and scalars,
//! keeping where each key is, and looks every key up in the JSON Schema of the type expected, so
//! that all unknown keys of a file are reported at once (serde stops at the first). The second
//! reads it into the raw types of [`super::schema`], whose [`Located`] values keep their line and
//! column for the messages of [`super::validate`].

use std::{borrow::Cow, path::PathBuf, sync::Arc};

use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::{Deserialize, Deserializer, de, de::DeserializeOwned};

use super::{diagnostic::Problem, tree};

mod yaml_error;
mod yaml_syntax;

/// Where a value is in its file: 1-based line and column, and its bytes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    /// The line, from 1.
    pub line: usize,
    /// The column in characters, from 1.
    pub column: usize,
    /// The byte offset of the value's first character.
    pub offset: usize,
    /// The value's length in bytes (0 when unknown).
    pub len: usize,
}

/// A value with where it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Located<T> {
    /// The value.
    pub value: T,
    /// Where it is in its file.
    pub at: Span,
}

impl<T> Located<T> {
    /// Wraps a value with a location, as tests and generated values need.
    pub fn new(value: T, at: Span) -> Located<T> {
        Located { value, at }
    }
}

impl<T: Default> Default for Located<T> {
    fn default() -> Located<T> {
        Located::new(T::default(), Span::default())
    }
}

pub(crate) fn span(location: &serde_saphyr::Location) -> Span {
    let span = location.span();
    let to_usize = |n: u64| usize::try_from(n).unwrap_or(usize::MAX);
    Span {
        line: to_usize(location.line()),
        column: to_usize(location.column()),
        offset: to_usize(span.byte_offset().unwrap_or(0)),
        len: to_usize(span.byte_len().unwrap_or(0)),
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Located<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Located<T>, D::Error> {
        let spanned = serde_saphyr::Spanned::<T>::deserialize(deserializer)?;
        Ok(Located::new(spanned.value, span(&spanned.referenced)))
    }
}

/// The schema of a located value is the schema of the value: locations are not written.
impl<T: JsonSchema> JsonSchema for Located<T> {
    fn inline_schema() -> bool {
        T::inline_schema()
    }

    fn schema_name() -> Cow<'static, str> {
        T::schema_name()
    }

    fn schema_id() -> Cow<'static, str> {
        T::schema_id()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        T::json_schema(generator)
    }
}

/// A file's text with the name messages give it.
#[derive(Clone, Debug)]
pub struct SourceFile {
    /// The path it was read from.
    pub path: PathBuf,
    /// The text.
    pub text: Arc<str>,
}

impl SourceFile {
    /// Makes a source from a path and its text.
    pub fn new(path: impl Into<PathBuf>, text: impl Into<Arc<str>>) -> SourceFile {
        SourceFile {
            path: path.into(),
            text: text.into(),
        }
    }

    /// Gets the name messages give the file: its path with `/` separators.
    #[must_use]
    pub fn name(&self) -> String {
        self.path.to_string_lossy().replace('\\', "/")
    }
}

/// A YAML document as a tree, with where each key and value is: enough to find unknown keys,
/// keys without a value, missing keys and control characters, all of a file at once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    /// A mapping: its keys and values, each with where it is, in order.
    Map(Vec<(Located<String>, Located<Node>)>),
    /// A sequence.
    Seq(Vec<Located<Node>>),
    /// A scalar written as text (quoted or not), with its value.
    Text(String),
    /// `~`, `null` or nothing at all.
    Null,
    /// A number or a boolean.
    Other,
}

impl<'de> Deserialize<'de> for Node {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Node, D::Error> {
        struct Visitor;
        impl<'de> de::Visitor<'de> for Visitor {
            type Value = Node;

            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("any YAML value")
            }

            fn visit_bool<E: de::Error>(self, _: bool) -> Result<Node, E> {
                Ok(Node::Other)
            }

            fn visit_i64<E: de::Error>(self, _: i64) -> Result<Node, E> {
                Ok(Node::Other)
            }

            fn visit_i128<E: de::Error>(self, _: i128) -> Result<Node, E> {
                Ok(Node::Other)
            }

            fn visit_u64<E: de::Error>(self, _: u64) -> Result<Node, E> {
                Ok(Node::Other)
            }

            fn visit_u128<E: de::Error>(self, _: u128) -> Result<Node, E> {
                Ok(Node::Other)
            }

            fn visit_f64<E: de::Error>(self, _: f64) -> Result<Node, E> {
                Ok(Node::Other)
            }

            fn visit_str<E: de::Error>(self, v: &str) -> Result<Node, E> {
                Ok(Node::Text(v.to_owned()))
            }

            fn visit_bytes<E: de::Error>(self, _: &[u8]) -> Result<Node, E> {
                Ok(Node::Other)
            }

            fn visit_unit<E: de::Error>(self) -> Result<Node, E> {
                Ok(Node::Null)
            }

            fn visit_none<E: de::Error>(self) -> Result<Node, E> {
                Ok(Node::Null)
            }

            fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Node, D::Error> {
                Node::deserialize(d)
            }

            fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<Node, A::Error> {
                let mut items = Vec::new();
                while let Some(item) = seq.next_element()? {
                    items.push(item);
                }
                Ok(Node::Seq(items))
            }

            fn visit_map<A: de::MapAccess<'de>>(self, mut map: A) -> Result<Node, A::Error> {
                let mut entries = Vec::new();
                while let Some(key) = map.next_key::<Located<KeyText>>()? {
                    let value = map.next_value()?;
                    entries.push((Located::new(key.value.0, key.at), value));
                }
                Ok(Node::Map(entries))
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

/// A mapping key of any scalar kind, as text.
struct KeyText(String);

impl<'de> Deserialize<'de> for KeyText {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<KeyText, D::Error> {
        struct Visitor;
        impl de::Visitor<'_> for Visitor {
            type Value = KeyText;

            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a key")
            }

            fn visit_str<E: de::Error>(self, v: &str) -> Result<KeyText, E> {
                Ok(KeyText(v.to_owned()))
            }

            fn visit_bool<E: de::Error>(self, v: bool) -> Result<KeyText, E> {
                Ok(KeyText(v.to_string()))
            }

            fn visit_i64<E: de::Error>(self, v: i64) -> Result<KeyText, E> {
                Ok(KeyText(v.to_string()))
            }

            fn visit_u64<E: de::Error>(self, v: u64) -> Result<KeyText, E> {
                Ok(KeyText(v.to_string()))
            }

            fn visit_f64<E: de::Error>(self, v: f64) -> Result<KeyText, E> {
                Ok(KeyText(v.to_string()))
            }

            fn visit_unit<E: de::Error>(self) -> Result<KeyText, E> {
                Ok(KeyText("null".to_owned()))
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

/// Whether a key may be written with no value (`expect:`, `answer: ~`, `expect: {}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blanks {
    /// Allowed: a draft that `bao record` is to fill in.
    Allowed,
    /// Refused: a blank key would drop its check, so for `bao check` it is an error.
    Refused,
}

/// Reads a file into the raw type `T`, allowing keys with no value (as `bao record` needs).
///
/// # Errors
/// As [`parse_with`].
pub fn parse<T: DeserializeOwned + JsonSchema>(source: &SourceFile) -> Result<T, Vec<Problem>> {
    parse_with(source, Blanks::Allowed)
}

/// Reads a file into the raw type `T`.
///
/// # Errors
/// Returns every problem the first pass finds (unknown keys, missing keys, control characters,
/// and unless `blanks` allows them keys without a value), or else the first thing serde could not
/// read (a YAML syntax error, a value of the wrong kind), each with its line and column and in
/// bao's words.
pub fn parse_with<T: DeserializeOwned + JsonSchema>(
    source: &SourceFile,
    blanks: Blanks,
) -> Result<T, Vec<Problem>> {
    parse_all(source, blanks).map_err(|failed| failed.problems)
}

/// A file that did not read cleanly: its problems, and what could be read of it all the same.
#[derive(Debug)]
pub struct Failed<T> {
    /// The problems found so far, in the order of the file.
    pub problems: Vec<Problem>,
    /// The file read without its unknown keys and without the list items (steps, quotes,
    /// claims) holding its other problems, when each of its problems could be cut out so: what
    /// the rest says can still be checked.
    pub rest: Option<T>,
    /// Where each item cut out of `rest` was (but empty ones), so that its checks do not take
    /// the gap for what the file says: the step after a cut one does not know where it starts.
    pub gaps: Vec<Span>,
}

impl<T> Failed<T> {
    /// Gets every problem: those found, and those `check` finds in what was read all the same
    /// (given with the gaps cut in it), in the order of the file.
    pub fn problems_with(self, check: impl FnOnce(T, &[Span]) -> Vec<Problem>) -> Vec<Problem> {
        let mut problems = self.problems;
        if let Some(rest) = self.rest {
            problems.extend(check(rest, &self.gaps));
            problems.sort_by_key(|p| (p.line, p.column));
        }
        problems
    }
}

/// Reads a file into the raw type `T`, and when it has problems, what can be read of it all the
/// same: the file without its unknown keys and without the steps, quotes or claims that hold its
/// other problems, when none is at the top level.
///
/// # Errors
/// As [`parse_with`], with what could be read.
pub fn parse_all<T: DeserializeOwned + JsonSchema>(
    source: &SourceFile,
    blanks: Blanks,
) -> Result<T, Failed<T>> {
    let failed = |problems| Failed {
        problems,
        rest: None,
        gaps: Vec::new(),
    };
    let blank = source
        .text
        .lines()
        .all(|l| l.trim().is_empty() || l.trim_start().starts_with('#'));
    if blank {
        return Err(failed(vec![Problem::file(
            source.path.clone(),
            crate::t!("check-file-empty"),
            Some(crate::t!("check-file-empty-help")),
        )]));
    }
    let controls = tree::raw_controls(source);
    if !controls.is_empty() {
        return Err(failed(controls));
    }
    let schema = schemars::schema_for!(T);
    let schema = schema.as_value();
    match serde_saphyr::from_str_with_options::<Located<Node>>(&source.text, options()) {
        Ok(doc) => {
            let reading = tree::tree_problems(source, &doc, schema, blanks);
            if !reading.problems.is_empty() {
                let rest = reading
                    .without(&source.text)
                    .and_then(|text| serde_saphyr::from_str_with_options(&text, options()).ok());
                let gaps = reading.gaps().to_vec();
                return Err(Failed {
                    problems: reading.problems,
                    rest,
                    gaps,
                });
            }
        }
        Err(err) => return Err(failed(vec![yaml_error::problem(source, &err, schema)])),
    }
    serde_saphyr::from_str_with_options::<T>(&source.text, options())
        .map_err(|err| failed(vec![yaml_error::problem(source, &err, schema)]))
}

/// How every file is read: `yes` and `no` are text, not booleans.
fn options() -> serde_saphyr::Options {
    serde_saphyr::options! {
        strict_booleans: true,
    }
}

/// Reads the first `lines` lines of a file as a tree, if they are YAML on their own: the keys
/// above a line that is not.
fn tree_above(source: &SourceFile, lines: usize) -> Option<Located<Node>> {
    let end = source
        .text
        .match_indices('\n')
        .nth(lines.checked_sub(1)?)
        .map_or(source.text.len(), |(i, _)| i + 1);
    serde_saphyr::from_str_with_options(&source.text[..end], options()).ok()
}
