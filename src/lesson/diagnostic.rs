//! Problems found in a file, each with its place and a snippet of the source, rendered by miette.

use std::{fmt, path::PathBuf};

use miette::{
    Diagnostic, GraphicalReportHandler, GraphicalTheme, LabeledSpan, NamedSource, SourceSpan,
};

use super::{
    control::{printable, same_length},
    load::{SourceFile, Span},
};

/// Something wrong in a file: what, where, and how to fix it.
pub struct Problem {
    /// The file.
    pub file: PathBuf,
    /// The line (1-based; 0 when the problem is about the whole file).
    pub line: usize,
    /// The column (1-based; 0 when the problem is about the whole file).
    pub column: usize,
    /// What is wrong, in one line.
    pub message: String,
    report: miette::Report,
}

impl fmt::Debug for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.file.to_string_lossy();
        write!(
            f,
            "{}:{}:{}: {}",
            printable(&name),
            self.line,
            self.column,
            self.message
        )
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// A problem at a place in a file, as miette draws it.
#[derive(Debug)]
struct Snippet {
    message: String,
    help: Option<String>,
    src: NamedSource<std::sync::Arc<str>>,
    labels: Vec<LabeledSpan>,
}

impl fmt::Display for Snippet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Snippet {}

impl Diagnostic for Snippet {
    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.help
            .as_ref()
            .map(|h| Box::new(h) as Box<dyn fmt::Display>)
    }

    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        Some(&self.src)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        Some(Box::new(self.labels.iter().cloned()))
    }
}

/// A problem about a whole file, with no place in it.
#[derive(Debug)]
struct Whole {
    message: String,
    help: Option<String>,
}

impl fmt::Display for Whole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Whole {}

impl Diagnostic for Whole {
    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.help
            .as_ref()
            .map(|h| Box::new(h) as Box<dyn fmt::Display>)
    }
}

impl Problem {
    /// Makes a problem at `span` of `source`, with a label under it and an optional help line.
    ///
    /// Control characters in the texts and in the snippet of the source are made harmless.
    #[must_use]
    pub fn at(
        source: &SourceFile,
        span: Span,
        message: impl Into<String>,
        label: impl Into<String>,
        help: Option<String>,
    ) -> Problem {
        let message = printable(&message.into()).into_owned();
        let offset = span.offset.min(source.text.len());
        let len = span.len.min(source.text.len() - offset);
        let text: std::sync::Arc<str> = match same_length(&source.text) {
            std::borrow::Cow::Borrowed(_) => source.text.clone(),
            std::borrow::Cow::Owned(safe) => safe.into(),
        };
        let snippet = Snippet {
            message: message.clone(),
            help: help.map(|h| printable(&h).into_owned()),
            src: NamedSource::new(printable(&source.name()), text),
            labels: vec![LabeledSpan::new_with_span(
                Some(printable(&label.into()).into_owned()),
                SourceSpan::new(offset.into(), len),
            )],
        };
        Problem {
            file: source.path.clone(),
            line: span.line,
            column: span.column,
            message,
            report: miette::Report::new(snippet),
        }
    }

    /// Makes a problem about a whole file: a duplicate id, a file that cannot be read.
    #[must_use]
    pub fn file(
        file: impl Into<PathBuf>,
        message: impl Into<String>,
        help: Option<String>,
    ) -> Problem {
        let file = file.into();
        let message = printable(&message.into()).into_owned();
        let name = file.to_string_lossy().replace('\\', "/");
        let whole = Whole {
            message: format!("{}: {message}", printable(&name)),
            help: help.map(|h| printable(&h).into_owned()),
        };
        Problem {
            file,
            line: 0,
            column: 0,
            message,
            report: miette::Report::new(whole),
        }
    }

    /// Gets the miette report, to render with any handler.
    #[must_use]
    pub fn report(&self) -> &miette::Report {
        &self.report
    }
}

/// Renders problems one after another, plain or in colour, wrapped at `width` columns.
#[must_use]
pub fn render(problems: &[Problem], color: bool, width: usize) -> String {
    let theme = if color {
        GraphicalTheme::unicode()
    } else {
        GraphicalTheme::unicode_nocolor()
    };
    let handler = GraphicalReportHandler::new_themed(theme)
        .with_width(width)
        .with_links(false);
    let mut out = String::new();
    for problem in problems {
        if handler
            .render_report(&mut out, problem.report.as_ref())
            .is_err()
        {
            out.push_str(&format!("error: {problem}\n"));
        }
    }
    out
}

/// Finds where byte `offset` of a scalar's value is in the source, for a message about part of a
/// long value (one row of a grid, one word of Markdown).
///
/// A scalar's span starts at its first character of content. A one-line plain or quoted scalar
/// maps character by character; a block scalar (`|`) maps line by line, its lines being the
/// source's lines less the indentation. Anything else (a folded scalar, escapes) gives the whole
/// scalar.
#[must_use]
pub fn locate_in(
    source: &SourceFile,
    scalar: Span,
    value: &str,
    offset: usize,
    len: usize,
) -> Span {
    let text = &*source.text;
    let Some(rest) = text.get(scalar.offset..) else {
        return scalar;
    };
    let offset = offset.min(value.len());
    let (Some(before), Some(head)) = (value.get(..offset), text.get(..scalar.offset)) else {
        return scalar;
    };
    let open = usize::from(rest.starts_with(['"', '\'']) && !value.starts_with(['"', '\'']));
    if !value.contains('\n') && rest.get(open..open + value.len()) == Some(value) {
        return Span {
            line: scalar.line,
            column: scalar.column + open + before.chars().count(),
            offset: scalar.offset + open + offset,
            len,
        };
    }
    // A block scalar: value line i is source line `scalar.line + i`, indented as the first.
    let indent = scalar.column.saturating_sub(1);
    let mut line_start = head.rfind('\n').map_or(0, |i| i + 1);
    let target_line = before.matches('\n').count();
    for (i, value_line) in value.split('\n').enumerate() {
        let source_line = text[line_start..].split('\n').next().unwrap_or("");
        let content = source_line.get(indent..).unwrap_or("");
        if !value_line.is_empty() && content != value_line {
            return scalar;
        }
        if i == target_line {
            let column_bytes = offset - before.rfind('\n').map_or(0, |j| j + 1);
            let at = line_start + indent + column_bytes;
            return Span {
                line: scalar.line + i,
                column: indent
                    + value_line
                        .get(..column_bytes)
                        .map_or(0, |l| l.chars().count())
                    + 1,
                offset: at,
                len: len.min(text.len().saturating_sub(at)),
            };
        }
        match text[line_start..].find('\n') {
            Some(j) => line_start += j + 1,
            None => return scalar,
        }
    }
    scalar
}
