//! Folded answers kept out of the book's search.
//!
//! mdBook indexes every word of a page but its scripts and style sheets, so a hint, an answer or
//! a puzzle's solution folded in a `<details>` would still come up, whole, in the search's
//! results. The writers mark such a piece ([`mark`]); [`book`] then writes each marked piece as
//! data: a tree of elements and text in a `data-sealed` attribute, which the search does not read
//! and the book's `bao-seal.js` builds into the page (with `createElement` and `textContent`, no
//! markup made from text) before the other scripts start. A piece with a label is also written on
//! its chapter's answers page, which the search leaves out (`book.toml`), for a reader without
//! JavaScript, who is pointed there from the piece's place.

mod html;

use serde_json::{Map, Value, json};

use super::{Book, BookError, Page, PageId, markdown};
use crate::{lesson::validate::markdown as policy, render::svg::escape};
use html::Node;

/// The start of every answers page's id; no lesson or chapter may take an id that starts so.
pub(crate) const ANSWERS_PREFIX: &str = "answers-";

/// What starts a marked piece, before its label.
const OPEN: &str = "<!--bao-seal ";
/// What ends a marked piece.
const CLOSE: &str = "<!--/bao-seal-->";

/// Marks a piece of Markdown to be kept out of the search: `label` names it on the answers page
/// (`Answer`, `Solution`); `None` for a piece only the page's script shows (a question's result
/// board), which no reader without JavaScript sees.
pub(crate) fn mark(label: Option<&str>, markdown: &str) -> String {
    format!(
        "{OPEN}{}-->\n\n{}\n\n{CLOSE}\n\n",
        label.unwrap_or(""),
        markdown.trim_end()
    )
}

/// A labelled piece taken off a page for its answers page.
struct Piece {
    /// Its anchor on the answers page.
    anchor: String,
    /// What it is.
    label: String,
    /// Its HTML, with no blank line in it.
    html: String,
}

/// Seals every marked piece of every page, and adds an answers page for each page (with its
/// sub-pages) that had labelled pieces: as the last sub-page of a chapter, after a page of the
/// front or back matter.
///
/// # Errors
/// Returns a [`BookError`] when a piece cannot be read back (a generator's fault) or an answers
/// page's id would be too long.
pub(crate) fn book(book: &mut Book) -> Result<(), BookError> {
    for chapter in &mut book.chapters {
        if let Some(answers) = seal_tree(chapter)? {
            chapter.sub_pages.push(answers);
        }
    }
    let mut back = Vec::new();
    for mut page in std::mem::take(&mut book.front) {
        if let Some(answers) = seal_tree(&mut page)? {
            back.push(answers);
        }
        book.front.push(page);
    }
    for mut page in std::mem::take(&mut book.back) {
        let answers = seal_tree(&mut page)?;
        book.back.push(page);
        book.back.extend(answers);
    }
    book.back.extend(back);
    Ok(())
}

/// Seals a page and its sub-pages, making their answers page if they had labelled pieces.
fn seal_tree(top: &mut Page) -> Result<Option<Page>, BookError> {
    let answers_id = PageId::new(&format!("{ANSWERS_PREFIX}{}", top.id))?;
    let mut sections = String::new();
    let mut all: Vec<(PageId, String, Vec<Piece>)> = Vec::new();
    seal_page(top, &answers_id, &mut all)?;
    for sub in &mut top.sub_pages {
        seal_page(sub, &answers_id, &mut all)?;
    }
    if all.iter().all(|(_, _, pieces)| pieces.is_empty()) {
        return Ok(None);
    }
    for (id, title, pieces) in &all {
        if pieces.is_empty() {
            continue;
        }
        sections.push_str(&format!("## [{}]({id}.md)\n\n", markdown::text(title)));
        for piece in pieces {
            sections.push_str(&format!(
                "<div class=\"bao-answers-item\" id=\"{anchor}\"><p><strong>{}</strong> \
                 (<a href=\"{id}.html#{anchor}\">{}</a>)</p>{}</div>\n\n",
                escape(&sentence_case(&piece.label)),
                escape(&crate::bt!("book-answers-its-place")),
                piece.html,
                anchor = piece.anchor,
            ));
        }
    }
    let title = crate::bt!("book-answers-title", chapter = top.title.as_str());
    let markdown = format!(
        "# {}\n\n{}\n\n{sections}",
        markdown::text(&title),
        crate::bt!("book-answers-intro", chapter = markdown::text(&top.title)),
    );
    Ok(Some(Page {
        id: answers_id,
        title,
        markdown,
        sub_pages: Vec::new(),
        images: Vec::new(),
    }))
}

/// Seals the marked pieces of one page, adding its labelled ones to `all`.
fn seal_page(
    page: &mut Page,
    answers: &PageId,
    all: &mut Vec<(PageId, String, Vec<Piece>)>,
) -> Result<(), BookError> {
    let fail = |message: String| BookError::Example {
        example: format!("a folded piece of the page `{}`", page.id),
        message,
    };
    let mut out = String::with_capacity(page.markdown.len());
    let mut rest = page.markdown.as_str();
    let mut pieces = Vec::new();
    while let Some(start) = rest.find(OPEN) {
        out.push_str(&rest[..start]);
        let after = &rest[start + OPEN.len()..];
        let label_end = after
            .find("-->")
            .ok_or_else(|| fail("a mark is not closed".into()))?;
        let label = &after[..label_end];
        let body_end = after
            .find(CLOSE)
            .ok_or_else(|| fail("a piece is not closed".into()))?;
        let body = &after[label_end + 3..body_end];
        rest = after[body_end + CLOSE.len()..].trim_start_matches('\n');
        let tree = html::parse(&render(body)).map_err(fail)?;
        let data = Value::Array(tree.iter().map(json).collect()).to_string();
        let (id, note) = if label.is_empty() {
            (String::new(), String::new())
        } else {
            let anchor = format!("{}-{}", page.id, pieces.len() + 1);
            let note = format!(
                "<p class=\"bao-sealed-note\">{}</p>",
                crate::bt!(
                    "book-sealed-note",
                    label = escape(&sentence_case(label)),
                    page = format!(
                        "<a href=\"{answers}.html#{anchor}\">{}</a>",
                        escape(&crate::bt!("book-sealed-answers-page"))
                    )
                )
            );
            pieces.push(Piece {
                html: tree
                    .iter()
                    .map(write)
                    .collect::<String>()
                    .replace("\n\n", "\n"),
                label: label.to_owned(),
                anchor: anchor.clone(),
            });
            (format!(" id=\"{anchor}\""), note)
        };
        // In single quotes, the data's own double quotes need no escaping.
        out.push_str(&format!(
            "<div class=\"bao-sealed\"{id} data-sealed='{}'>{note}</div>\n\n",
            escape(&data).replace("&quot;", "\"")
        ));
    }
    out.push_str(rest);
    page.markdown = out;
    all.push((page.id.clone(), page.title.clone(), pieces));
    Ok(())
}

/// Renders a piece's Markdown as mdBook would, its links to pages pointed at their HTML.
fn render(markdown: &str) -> String {
    let mut out = String::new();
    pulldown_cmark::html::push_html(&mut out, policy::parser(markdown));
    out
}

/// Writes a node as the data `bao-seal.js` builds: a string for text, `[name, {attributes},
/// children…]` for an element; a relative link to a page's `.md` points at its `.html`, as
/// mdBook points the links it renders.
fn json(node: &Node) -> Value {
    match node {
        Node::Text(text) => Value::String(text.clone()),
        Node::Element {
            name,
            attrs,
            children,
        } => {
            let mut map = Map::new();
            for (key, value) in attrs {
                map.insert(svg_case(key), Value::String(page_link(name, key, value)));
            }
            let mut items = vec![json!(name), Value::Object(map)];
            items.extend(children.iter().map(json));
            Value::Array(items)
        }
    }
}

/// Gives an attribute the case SVG reads it in: the reader lowercases every name, and a board
/// built with `setAttribute("viewbox")` would lose its scaling to the page's width.
fn svg_case(key: &str) -> String {
    match key {
        "viewbox" => "viewBox".to_owned(),
        "preserveaspectratio" => "preserveAspectRatio".to_owned(),
        _ => key.to_owned(),
    }
}

/// Points a relative `a href` at a `.md` page to its `.html`, as mdBook does.
fn page_link(element: &str, key: &str, value: &str) -> String {
    if element != "a" || key != "href" || value.contains(':') {
        return value.to_owned();
    }
    let (path, anchor) = value
        .split_once('#')
        .map_or((value, None), |(p, a)| (p, Some(a)));
    match (path.strip_suffix(".md"), anchor) {
        (Some(stem), Some(anchor)) => format!("{stem}.html#{anchor}"),
        (Some(stem), None) => format!("{stem}.html"),
        _ => value.to_owned(),
    }
}

/// Writes a node back as HTML, for the answers page.
fn write(node: &Node) -> String {
    match node {
        Node::Text(text) => escape(text),
        Node::Element {
            name,
            attrs,
            children,
        } => {
            let attrs: String = attrs
                .iter()
                .map(|(k, v)| format!(" {k}=\"{}\"", escape(&page_link(name, k, v))))
                .collect();
            if html::VOID.contains(&name.as_str()) {
                return format!("<{name}{attrs} />");
            }
            let inner: String = children.iter().map(write).collect();
            format!("<{name}{attrs}>{inner}</{name}>")
        }
    }
}

/// Gets a label as the start of a sentence: `Answer` stays, `the solution` becomes `The solution`.
fn sentence_case(label: &str) -> String {
    let mut chars = label.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests;
