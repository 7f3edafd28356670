//! The Markdown policy: what a lesson's or chapter's Markdown may hold, judged as mdBook will
//! render it.
//!
//! Lesson text is input from a stranger, and the book turns it into HTML that a browser opens.
//! So it is parsed with exactly the options mdBook 0.5 renders with ([`OPTIONS`]), and only what a
//! lesson needs is allowed:
//!
//! - no raw HTML (a tag, a comment, a block);
//! - no mdBook directive (`{{#include …}}` and the like: mdBook reads `{{` anywhere, even in code);
//! - no heading attributes (`## Intro {#id .class onfocus=…}`);
//! - links relative, or to `http:`, `https:` or `mailto:`, judged on the destination as the
//!   browser will read it (entities decoded, tabs and line breaks dropped, any case);
//! - images local: a relative path inside the course, never a URL.
//!
//! `bao check` reports each [`Refusal`] at its line and column; `bao book` refuses the same again
//! before it writes a page.

use std::ops::Range;

use crate::t;

use pulldown_cmark::{Event, Options, Parser, Tag};

/// The pulldown-cmark options mdBook 0.5 renders a page with (`mdbook_markdown::new_cmark_parser`)
/// under the `book.toml` that `bao book` writes: tables, footnotes, strikethrough, task lists,
/// heading attributes, definition lists and GFM admonitions; smart punctuation is off there.
pub const OPTIONS: Options = Options::ENABLE_TABLES
    .union(Options::ENABLE_FOOTNOTES)
    .union(Options::ENABLE_STRIKETHROUGH)
    .union(Options::ENABLE_TASKLISTS)
    .union(Options::ENABLE_HEADING_ATTRIBUTES)
    .union(Options::ENABLE_DEFINITION_LIST)
    .union(Options::ENABLE_GFM);

/// Parses Markdown as mdBook renders it.
#[must_use]
pub fn parser(markdown: &str) -> Parser<'_> {
    Parser::new_ext(markdown, OPTIONS)
}

/// What a piece of Markdown holds that a lesson may not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Raw HTML: a tag, a comment or a block.
    Html,
    /// An mdBook directive, or anything mdBook could read as one (`{{`).
    Directive,
    /// `{#id .class key=value}` after a heading.
    HeadingAttributes,
    /// A link whose destination has a scheme other than `http`, `https` or `mailto`; the scheme,
    /// lowercase.
    LinkScheme(String),
    /// An image that is not a relative path inside the course.
    RemoteImage,
    /// A link to another host without a scheme (`//host/x`), which reads as relative but is not.
    HostLink,
    /// A bidirectional override or isolate character, which makes text read otherwise than it is.
    Bidi,
}

/// One thing the policy refuses, and where it is in the Markdown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// What it is.
    pub kind: Kind,
    /// Its bytes in the Markdown (its first line only, for a piece spanning lines).
    pub range: Range<usize>,
}

impl Refusal {
    /// Says what is wrong, lowercase with no full stop.
    #[must_use]
    pub fn message(&self) -> String {
        match &self.kind {
            Kind::Html => t!("check-md-html"),
            Kind::Directive => t!("check-md-directive"),
            Kind::HeadingAttributes => t!("check-md-heading-attributes"),
            Kind::LinkScheme(scheme) => t!("check-md-link-scheme", scheme = scheme.as_str()),
            Kind::RemoteImage => t!("check-md-remote-image"),
            Kind::HostLink => t!("check-md-host-link"),
            Kind::Bidi => t!("check-md-bidi"),
        }
    }

    /// A word or two for the underlined piece.
    #[must_use]
    pub fn label(&self) -> String {
        match self.kind {
            Kind::Html => t!("check-md-html-label"),
            Kind::Directive => t!("check-md-directive-label"),
            Kind::HeadingAttributes => t!("check-md-heading-attributes-label"),
            Kind::LinkScheme(_) | Kind::HostLink => t!("check-md-link-label"),
            Kind::RemoteImage => t!("check-image-label"),
            Kind::Bidi => t!("check-md-bidi-label"),
        }
    }

    /// How to fix it.
    #[must_use]
    pub fn help(&self) -> String {
        match self.kind {
            Kind::Html => t!("check-md-html-help"),
            Kind::Directive => t!("check-md-directive-help"),
            Kind::HeadingAttributes => t!("check-md-heading-attributes-help"),
            Kind::LinkScheme(_) => t!("check-md-link-scheme-help"),
            Kind::RemoteImage => t!("check-md-remote-image-help"),
            Kind::HostLink => t!("check-md-host-link-help"),
            Kind::Bidi => t!("check-md-bidi-help"),
        }
    }
}

/// Finds everything in `markdown` that the policy refuses, in the order of the text. The HTML of
/// one line counts once (`<b>` and `</b>`), and so does an HTML block.
#[must_use]
pub fn refusals(markdown: &str) -> Vec<Refusal> {
    let mut found = Vec::new();
    let push = |kind: Kind, range: Range<usize>, found: &mut Vec<Refusal>| {
        let line = line_of(markdown, range.start);
        let end = range.end.min(line.end);
        let end = range.start + markdown[range.start..end].trim_end().len();
        let refusal = Refusal {
            kind,
            range: range.start..end,
        };
        let repeat = refusal.kind == Kind::Html
            && found.iter().any(|r: &Refusal| {
                r.kind == Kind::Html && line_of(markdown, r.range.start) == line
            });
        if !repeat {
            found.push(refusal);
        }
    };
    for (at, _) in markdown.match_indices("{{") {
        let end = markdown[at..]
            .find("}}")
            .map_or(markdown.len(), |i| at + i + 2);
        push(Kind::Directive, at..end, &mut found);
    }
    for (at, c) in markdown.char_indices() {
        if is_bidi_control(c) {
            push(Kind::Bidi, at..at + c.len_utf8(), &mut found);
        }
    }
    let mut in_html_block = false;
    for (event, range) in parser(markdown).into_offset_iter() {
        let html_block = matches!(event, Event::Html(_));
        match event {
            Event::Html(_) if in_html_block => {}
            Event::Html(_) | Event::InlineHtml(_) => push(Kind::Html, range, &mut found),
            Event::Start(Tag::Heading {
                id, classes, attrs, ..
            }) if id.is_some() || !classes.is_empty() || !attrs.is_empty() => {
                let line = line_of(markdown, range.start);
                let brace = markdown[line.clone()]
                    .rfind('{')
                    .map_or(line.start, |i| line.start + i);
                push(Kind::HeadingAttributes, brace..line.end, &mut found);
            }
            Event::Start(Tag::Link { dest_url, .. }) => {
                if let Some(scheme) = scheme(&dest_url)
                    && !matches!(scheme.as_str(), "http" | "https" | "mailto")
                {
                    push(Kind::LinkScheme(scheme), range, &mut found);
                } else if scheme(&dest_url).is_none() && is_other_host(&dest_url) {
                    push(Kind::HostLink, range, &mut found);
                }
            }
            Event::Start(Tag::Image { dest_url, .. }) if !is_local(&dest_url) => {
                push(Kind::RemoteImage, range, &mut found);
            }
            _ => {}
        }
        in_html_block = html_block;
    }
    found.sort_by_key(|r| r.range.start);
    found
}

/// Lists the images of `markdown` that the policy lets through (relative paths inside the
/// course), each as the browser will read its path, with its bytes in the Markdown.
#[must_use]
pub fn images(markdown: &str) -> Vec<(String, Range<usize>)> {
    parser(markdown)
        .into_offset_iter()
        .filter_map(|(event, range)| match event {
            Event::Start(Tag::Image { dest_url, .. }) if is_local(&dest_url) => {
                let line = line_of(markdown, range.start);
                Some((
                    as_browser_reads(&dest_url),
                    range.start..range.end.min(line.end),
                ))
            }
            _ => None,
        })
        .collect()
}

/// The byte range of the line holding byte `at`, without its line break.
fn line_of(text: &str, at: usize) -> Range<usize> {
    let start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let end = text[at..].find('\n').map_or(text.len(), |i| at + i);
    start..end
}

/// A URL as a browser reads it before parsing: leading and trailing spaces and control
/// characters dropped, and every tab and line break inside taken out.
fn as_browser_reads(url: &str) -> String {
    url.trim_matches(|c: char| c <= ' ')
        .chars()
        .filter(|c| !matches!(c, '\t' | '\n' | '\r'))
        .collect()
}

/// The scheme of a URL, lowercase, as a browser finds it (`JaVa\tScript:` is `javascript`); `None`
/// for a relative URL.
fn scheme(url: &str) -> Option<String> {
    let url = as_browser_reads(url);
    let end = url.find(':')?;
    let scheme = &url[..end];
    let mut chars = scheme.chars();
    let starts = chars.next().is_some_and(|c| c.is_ascii_alphabetic());
    let rest = chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'));
    (starts && rest).then(|| scheme.to_ascii_lowercase())
}

/// Checks if a character overrides or isolates the direction of text (U+202A to U+202E, U+2066
/// to U+2069): the "Trojan Source" characters.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// Checks if a URL without a scheme names another host, as a browser reads `//host`, `\\host`
/// or `/\host`.
fn is_other_host(url: &str) -> bool {
    let url = as_browser_reads(url);
    let mut chars = url.chars();
    matches!(
        (chars.next(), chars.next()),
        (Some('/' | '\\'), Some('/' | '\\'))
    )
}

/// Checks if an image's destination is a relative path that stays inside the course: no scheme,
/// not from the root or another host (`/`, `\`, `//`), no `..` (nor `%2e`, which a browser reads
/// as a dot).
fn is_local(url: &str) -> bool {
    let url = as_browser_reads(url);
    let lower = url.to_ascii_lowercase();
    !url.is_empty()
        && scheme(&url).is_none()
        && !url.starts_with(['/', '\\'])
        && !lower.contains("..")
        && !lower.contains("%2e")
        && !url.contains(':')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(markdown: &str) -> Vec<Kind> {
        refusals(markdown).into_iter().map(|r| r.kind).collect()
    }

    #[test]
    fn what_a_lesson_needs_passes() {
        for ok in [
            "Sow **A5** to the `L`eft, *then* ~~stop~~.",
            "## A heading\n\nText.",
            "[the notation](notation.md) and [a site](https://example.org/x?a=1#b)",
            "[mail](mailto:a@example.org), <https://example.org>, <a@example.org>",
            "![a board](images/board.png)",
            "| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\nterm\n: definition\n\n> [!NOTE]\n> a note",
            "A footnote[^1].\n\n[^1]: The note.",
            "Write `A4<` or `A4>`.",
        ] {
            assert_eq!(kinds(ok), [], "{ok}");
        }
    }

    #[test]
    fn script_is_refused_in_every_spelling() {
        let link = |s: &str| Kind::LinkScheme(s.to_owned());
        for (bad, kind) in [
            ("[x](javascript:alert(1))", link("javascript")),
            ("[x](JaVaScRiPt:alert(1))", link("javascript")),
            ("[x](jav&#x61;script:alert(1))", link("javascript")),
            ("[x](jav&#9;ascript:alert(1))", link("javascript")),
            ("[x](javascript&colon;alert(1))", link("javascript")),
            ("[x](&#32;javascript:alert(1))", link("javascript")),
            ("[x](<java\tscript:alert(1)>)", link("javascript")),
            ("<javascript:alert(1)>", link("javascript")),
            ("[x][r]\n\n[r]: javascript:alert(1)", link("javascript")),
            ("[x](vbscript:msgbox)", link("vbscript")),
            (
                "[x](data:text/html,<script>alert(1)</script>)",
                link("data"),
            ),
            ("[x](file:///etc/passwd)", link("file")),
            (
                "## Intro {onfocus=alert(1) autofocus tabindex=1}",
                Kind::HeadingAttributes,
            ),
            ("# T {#top}", Kind::HeadingAttributes),
            ("Setext {.big}\n====", Kind::HeadingAttributes),
            ("![pixel](https://tracker.example/p.gif)", Kind::RemoteImage),
            ("![pixel](//tracker.example/p.gif)", Kind::RemoteImage),
            ("![pixel](/\\tracker.example/p.gif)", Kind::RemoteImage),
            ("![p](../../../etc/passwd)", Kind::RemoteImage),
            ("![p](%2e%2e/x.png)", Kind::RemoteImage),
            (
                "![p][i]\n\n[i]: http://tracker.example/p.gif",
                Kind::RemoteImage,
            ),
            ("<img src=x onerror=alert(1)>", Kind::Html),
            ("<!-- hidden -->", Kind::Html),
            ("{{#include ../../etc/passwd}}", Kind::Directive),
            ("[x](//evil.example/page)", Kind::HostLink),
            ("[x](/\\evil.example/page)", Kind::HostLink),
            ("Sow A4\u{202e}R8A", Kind::Bidi),
            ("A \u{2066}isolate", Kind::Bidi),
            ("`{{#include x}}`", Kind::Directive),
        ] {
            assert_eq!(kinds(bad), [kind], "{bad}");
        }
    }

    #[test]
    fn refusals_are_located_once_a_line() {
        let text = "One <b>two</b> three.\n\n<div>\nblock\n</div>\n\n[x](javascript:y)";
        let found = refusals(text);
        let at: Vec<(&str, Kind)> = found
            .iter()
            .map(|r| (&text[r.range.clone()], r.kind.clone()))
            .collect();
        assert_eq!(
            at,
            [
                ("<b>", Kind::Html),
                ("<div>", Kind::Html),
                ("[x](javascript:y)", Kind::LinkScheme("javascript".into())),
            ]
        );
    }
}
