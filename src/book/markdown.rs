//! Putting text into the book's Markdown safely.
//!
//! - [`text`]: plain text (a title, a quote, a trace line) that must read exactly as given: every
//!   character that Markdown, HTML or mdBook would act on is escaped.
//! - [`code`]: a code span, for notation such as `A5D>`.
//! - [`prose`]: Markdown written by a teacher (lesson text), passed through as Markdown but refused
//!   when the lesson Markdown policy refuses it (raw HTML, `{{#include}}`, a `javascript:` link…).

use super::BookError;
use crate::lesson::validate::markdown as policy;

/// Escapes plain text for Markdown: HTML's `&`, `<` and `>` become entities, Markdown's
/// punctuation gets a backslash (so `{{#include}}` cannot reach mdBook either), and line breaks
/// become spaces, so the text stays one inline run.
#[must_use]
pub fn text(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for (i, c) in text.chars().enumerate() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '\n' | '\r' => out.push(' '),
            '\\' | '`' | '*' | '_' | '[' | ']' | '{' | '}' | '|' | '~' | '$' => {
                out.push('\\');
                out.push(c);
            }
            '#' | '+' | '-' | '=' | '!' if i == 0 => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    // A leading "1." or "1)" would start a list.
    if let Some(end) = out.find(|c: char| !c.is_ascii_digit())
        && end > 0
        && matches!(out.as_bytes()[end], b'.' | b')')
    {
        out.insert(end, '\\');
    }
    out
}

/// Writes a code span holding `code` literally. Falls back to [`text`] when the code holds `{{`,
/// which mdBook would read as a directive even inside a code span, or a line break.
#[must_use]
pub fn code(code: &str) -> String {
    if code.contains("{{") || code.contains(['\n', '\r']) || code.trim() != code {
        return text(code);
    }
    let mut fence = String::from("`");
    while code.contains(fence.as_str()) {
        fence.push('`');
    }
    if code.starts_with('`') || code.ends_with('`') {
        format!("{fence} {code} {fence}")
    } else {
        format!("{fence}{code}{fence}")
    }
}

/// Writes a piece of a command line (`--rules kiswahili,takasia=off`) as code that a browser
/// never breaks across lines, as it would after a `-`. The text is the generator's own; it is
/// escaped all the same.
#[must_use]
pub fn command(text: &str) -> String {
    let escaped = text
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace("{{", "{&#123;");
    format!("<code style=\"white-space: nowrap\">{escaped}</code>")
}

/// Checks Markdown from outside the generator (lesson prose) against the lesson Markdown policy
/// ([`crate::lesson::validate::markdown`]), which `bao check` applies too, and gives it back
/// unchanged.
///
/// # Errors
/// Returns [`BookError::UnsafeMarkdown`] for the first thing the policy refuses (raw HTML, an
/// mdBook directive, heading attributes, a link to another scheme than `http`, `https` or
/// `mailto`, an image that is not a relative path), naming `context`.
pub fn prose(markdown: &str, context: &str) -> Result<String, BookError> {
    if let Some(refusal) = policy::refusals(markdown).into_iter().next() {
        return Err(BookError::UnsafeMarkdown {
            context: context.to_owned(),
            what: refusal.message(),
            found: markdown[refusal.range].chars().take(40).collect(),
        });
    }
    Ok(markdown.to_owned())
}

/// Writes a quotation as a block quote: the words in their own language (`language`, its English
/// name), a gloss in the book's language, and where they come from. The language and the gloss
/// are left out for words in the book's language. Everything is escaped as [`text`].
#[must_use]
pub fn quote(words: &str, language: &str, gloss: &str, cite: &str) -> String {
    quote_glossed(
        words,
        language,
        gloss,
        cite,
        &crate::bt!("book-quote-gloss"),
    )
}

/// Writes a quotation as [`quote`] does, its gloss under `label` (the gloss's language).
#[must_use]
pub fn quote_glossed(words: &str, language: &str, gloss: &str, cite: &str, label: &str) -> String {
    // A quotation in the reader's own language needs neither its language named nor a gloss.
    let reader = super::lessons::language_name(super::words::language());
    let mut out = format!("> “{}”\n>\n> — {}", text(words), text(cite));
    if language != reader {
        out.push_str(&text(&crate::bt!("book-quote-in", language = language)));
    }
    if language != reader && !gloss.is_empty() {
        out.push_str(&format!("\n>\n> *{label}* {}", text(gloss)));
    }
    out.push_str("\n\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Renders Markdown to HTML the way a CommonMark renderer would, to see what text becomes.
    fn html(markdown: &str) -> String {
        let mut out = String::new();
        pulldown_cmark::html::push_html(&mut out, policy::parser(markdown));
        out
    }

    #[test]
    fn text_reads_as_given() {
        for raw in [
            "<script>alert(1)</script>",
            "*not emphasis* and _this_ `code` [link](x)",
            "1. not a list",
            "# not a heading",
            "- not a list",
            "a & b \"q\" c > d",
            "A5D> and A4<",
        ] {
            let rendered = html(&text(raw));
            assert!(!rendered.contains("<script"), "{rendered}");
            assert!(!rendered.contains("<em>"), "{rendered}");
            assert!(!rendered.contains("<code>"), "{rendered}");
            assert!(
                !rendered.contains("<ol>") && !rendered.contains("<ul>"),
                "{rendered}"
            );
            assert!(!rendered.contains("<h1>"), "{rendered}");
            assert!(!rendered.contains("<a "), "{rendered}");
        }
        assert_eq!(
            text("{{#include /etc/passwd}}"),
            "\\{\\{#include /etc/passwd\\}\\}"
        );
        assert_eq!(text("line\nbreak"), "line break");
    }

    #[test]
    fn code_spans_hold_notation() {
        assert_eq!(code("A5D>"), "`A5D>`");
        assert_eq!(code("a`b"), "``a`b``");
        assert_eq!(code("`x"), "`` `x ``");
        assert_eq!(html(&code("A6<**")), "<p><code>A6&lt;**</code></p>\n");
        assert_eq!(code("{{#include x}}"), text("{{#include x}}"));
    }

    #[test]
    fn prose_refuses_html_and_directives() {
        assert!(prose("Sow **A5** to the `L`eft.", "lesson x").is_ok());
        for bad in [
            "<script>x</script>",
            "text <img src=x onerror=alert(1)> more",
            "<!-- hidden -->",
            "{{#include ../../etc/passwd}}",
            "<div>\nblock\n</div>",
            "[x](jav&#x61;script:alert(1))",
            "## Intro {onfocus=alert(1) autofocus}",
            "![pixel](https://tracker.example/p.gif)",
        ] {
            let err = prose(bad, "lesson x").unwrap_err();
            assert!(matches!(err, BookError::UnsafeMarkdown { .. }), "{bad}");
            assert!(err.to_string().starts_with("lesson x: "), "{err}");
        }
        // Angle brackets in code are text, not HTML.
        assert!(prose("Write `A4<` or `A4>`.", "lesson x").is_ok());
    }
}
