//! Hostile Markdown and the book: the corpus of known payloads in
//! `tests/fixtures/markdown-payloads/` is live when it reaches a book as it is (script runs in
//! headless Chromium), and none of it survives bao's check into a book.

// The shared harness; this file builds its own books, so it leaves `build_book` unused.
#[allow(dead_code)]
mod browser;

use std::path::{Path, PathBuf};

use bao::{
    book::{self, disk},
    lesson::catalog,
};
use browser::{dom_of, target_dir};

/// The pieces of Markdown in `tests/fixtures/markdown-payloads/NAME`, split at `%%%` lines.
fn corpus(name: &str) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/markdown-payloads")
        .join(name);
    std::fs::read_to_string(path)
        .expect("the corpus reads")
        .split("\n%%%\n")
        .map(|p| p.trim_end().to_owned())
        .collect()
}

/// Decodes the entities a serialized DOM writes in attribute values.
fn attribute_text(value: &str) -> String {
    value
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&nbsp;", " ")
        .replace("&amp;", "&")
}

/// The start tags of some HTML: each tag's name and attributes (names lowercase, values
/// decoded), quotes respected.
fn start_tags(html: &str) -> Vec<(String, Vec<(String, String)>)> {
    let bytes = html.as_bytes();
    let mut tags = Vec::new();
    let mut i = 0;
    while let Some(at) = html[i..].find('<') {
        i += at + 1;
        let name_end = html[i..]
            .find(|c: char| !c.is_ascii_alphanumeric())
            .map_or(html.len(), |n| i + n);
        if name_end == i || !bytes[i].is_ascii_alphabetic() {
            continue;
        }
        let name = html[i..name_end].to_ascii_lowercase();
        let mut attributes = Vec::new();
        let mut j = name_end;
        loop {
            while j < bytes.len() && (bytes[j].is_ascii_whitespace() || bytes[j] == b'/') {
                j += 1;
            }
            if j >= bytes.len() || bytes[j] == b'>' {
                break;
            }
            let key_end = html[j..]
                .find(|c: char| c.is_ascii_whitespace() || matches!(c, '=' | '>' | '/'))
                .map_or(html.len(), |n| j + n);
            let key = html[j..key_end].to_ascii_lowercase();
            j = key_end.max(j + 1);
            let mut value = String::new();
            if j < bytes.len() && bytes[j] == b'=' {
                j += 1;
                let quote = bytes.get(j).copied().filter(|q| *q == b'"' || *q == b'\'');
                let end = match quote {
                    Some(q) => {
                        j += 1;
                        html[j..].find(q as char).map_or(html.len(), |n| j + n)
                    }
                    None => html[j..]
                        .find(|c: char| c.is_ascii_whitespace() || c == '>')
                        .map_or(html.len(), |n| j + n),
                };
                value = attribute_text(&html[j..end]);
                j = end + usize::from(quote.is_some());
            }
            attributes.push((key, value));
        }
        tags.push((name, attributes));
        i = j.min(html.len());
    }
    tags
}

/// What in a page's content could run script, reach the network or show a file from elsewhere:
/// a script-like element, an `on…` attribute, a `javascript:`/`vbscript:`/`data:` URL, an image
/// or frame from another host, the text of the secret file next to the book.
fn hazards(html: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (tag, attributes) in start_tags(html) {
        if matches!(tag.as_str(), "script" | "iframe" | "object" | "embed") {
            found.push(format!("<{tag}>"));
        }
        for (key, value) in &attributes {
            let url: String = value
                .chars()
                .filter(|c| !c.is_whitespace() && !c.is_control())
                .collect::<String>()
                .to_ascii_lowercase();
            if key.starts_with("on") {
                found.push(format!("<{tag} {key}>"));
            }
            let is_url = matches!(key.as_str(), "href" | "src" | "xlink:href" | "action");
            if is_url
                && ["javascript:", "vbscript:", "data:"]
                    .iter()
                    .any(|s| url.starts_with(s))
            {
                found.push(format!("<{tag} {key}={url}>"));
            }
            let remote = ["http:", "https:", "//", "/\\", "\\"];
            if key == "src" && remote.iter().any(|s| url.starts_with(s)) {
                found.push(format!("<{tag} src={url}>"));
            }
        }
    }
    if html.contains("SECRET-TOKEN") {
        found.push("the secret file".to_owned());
    }
    found
}

/// The content of a built page: what is inside `<main>`.
fn main_of(html: &str) -> &str {
    let start = html.find("<main").unwrap_or(0);
    let end = html.rfind("</main>").unwrap_or(html.len());
    &html[start..end]
}

/// Builds an mdBook from generated files in a fresh folder under `target/`, with a secret file
/// beside its `src/` for `{{#include ../secret.txt}}` to find, and gives the folder of the HTML.
fn build_book_at(name: &str, files: &[book::GeneratedFile]) -> PathBuf {
    let work = target_dir().join(name);
    if work.exists() {
        std::fs::remove_dir_all(&work).expect("the old test book is removed");
    }
    disk::write(&work, files, catalog::builtin_lessons()).expect("the book writes");
    std::fs::write(work.join("secret.txt"), "SECRET-TOKEN\n").unwrap();
    mdbook_driver::MDBook::load(&work)
        .expect("mdBook loads the book")
        .build()
        .expect("mdBook builds the book");
    work.join("book")
}

/// The known payloads are live: put into a book as they are, past every check, each one leaves
/// something that runs script, loads a remote image or shows the secret file, in Chromium. Then
/// the same corpus goes through bao: every payload is refused when the course is read, the book is
/// made of what gets past, and in Chromium nothing of the payloads survives, while the harmless
/// text beside them does.
#[test]
fn no_markdown_payload_survives_into_the_book() {
    let payloads = corpus("payloads.md");
    let benign = corpus("benign.md");
    assert!(payloads.len() >= 20);

    // As they are: one page a payload, straight into the book.
    let pages: Vec<book::Page> = payloads
        .iter()
        .enumerate()
        .map(|(i, payload)| book::Page {
            id: book::PageId::new(&format!("p{i:02}")).unwrap(),
            title: format!("Payload {i}"),
            markdown: format!("# Payload {i}\n\nPAYLOAD-{i:02}-START\n\n{payload}\n"),
            sub_pages: Vec::new(),
            images: Vec::new(),
        })
        .collect();
    let raw = book::Book {
        title: "Payloads".to_owned(),
        front: Vec::new(),
        chapters: pages,
        back: Vec::new(),
    };
    let html = build_book_at("book-payloads-raw", &book::generate(&raw).unwrap());
    let dom = dom_of(&html.join("p00.html"));
    assert!(
        dom.contains("PWNED"),
        "the heading's onfocus did not run in Chromium: the corpus is not live"
    );
    // The book has no whole-book print page (`print.html`) where the payloads could run again.
    assert!(!html.join("print.html").exists());
    for (i, payload) in payloads.iter().enumerate() {
        let page = std::fs::read_to_string(html.join(format!("p{i:02}.html"))).unwrap();
        assert!(
            !hazards(main_of(&page)).is_empty(),
            "payload {i} is harmless as it is, so it proves nothing: {payload}"
        );
    }

    // Through bao: a course of one lesson a payload, and one of the harmless pieces.
    let dir = tempfile::tempdir().unwrap();
    let chapter = dir.path().join("course/01-payloads");
    std::fs::create_dir_all(chapter.join("images")).unwrap();
    // The image the harmless text shows is a file of the course.
    std::fs::write(chapter.join("images/board.png"), b"\x89PNG").unwrap();
    std::fs::write(
        chapter.join("chapter.yaml"),
        "format_version: 1\ntitle: Payloads\nintro: Every known payload.\n",
    )
    .unwrap();
    let step = |markdown: &str| {
        let mut step = String::from("  - say: |\n");
        for line in markdown.lines() {
            step.push_str(&format!("      {line}\n"));
        }
        step + "    position: gc-d02\n"
    };
    let lesson = |name: &str, steps: &[String]| {
        let text = format!(
            "format_version: 1\ntitle: {name}\nrule: A rule.\nsteps:\n{}",
            steps.iter().map(|s| step(s)).collect::<String>()
        );
        std::fs::write(chapter.join(format!("{name}.yaml")), text).unwrap();
    };
    for (i, payload) in payloads.iter().enumerate() {
        lesson(&format!("p{i:02}"), std::slice::from_ref(payload));
    }
    lesson("safe", &benign);
    let loaded = book::load(&dir.path().join("course"));
    let refused: std::collections::BTreeSet<_> =
        loaded.problems.iter().map(|p| p.file.clone()).collect();
    assert_eq!(refused.len(), payloads.len(), "{:?}", loaded.problems);
    let course = book::Course {
        title: "Payloads".to_owned(),
        reference_chapters: true,
        translations: Vec::new(),
    };
    let files = book::catalogue(&loaded.catalog, &course)
        .and_then(|pages| book::contents(pages, &course))
        .and_then(|b| book::generate(&b))
        .expect("what gets past the check makes a book");
    assert!(files.iter().any(|f| f.path == "src/safe.md"));
    assert!(!files.iter().any(|f| f.path.starts_with("src/p0")));
    let html = build_book_at("book-payloads-checked", &files);
    let mut scanned = 0;
    for entry in std::fs::read_dir(&html).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "html") {
            let page = std::fs::read_to_string(&path).unwrap();
            let found = hazards(main_of(&page));
            assert!(found.is_empty(), "{}: {found:?}", path.display());
            scanned += 1;
        }
    }
    let pages = files
        .iter()
        .filter(|f| f.path.starts_with("src/") && f.path.ends_with(".md"))
        .count();
    // Every page but the table of contents (`src/SUMMARY.md`) is an HTML page of the book.
    assert!(scanned >= pages - 1, "only {scanned} pages scanned");
    assert!(!html.join("print.html").exists(), "a whole-book print page");
    let dom = dom_of(&html.join("safe.html"));
    assert!(!dom.contains("PWNED"), "script ran");
    assert_eq!(hazards(main_of(&dom)), Vec::<String>::new());
    for text in [
        "SAFE-1",
        "href=\"https://example.org/rules\"",
        "href=\"mailto:teacher@example.org\"",
        "SAFE-2",
        "{curly braces}",
        "src=\"images/01-payloads/images/board.png\"",
    ] {
        assert!(dom.contains(text), "missing: {text}");
    }
}
