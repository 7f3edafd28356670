//! The Spanish, Catalan and Kiswahili books say nothing in English but what stays in its own
//! language: the source quotes (kept as printed, glossed in the book's language), code and
//! commands, titles in quotation marks, and the published diagrams' own texts (their page).

mod support;

use std::path::Path;

/// Phrases that only English prose has: the tutor's and the book's words that were once pasted
/// in English, and the commentary of the citations.
const MARKERS: &[&str] = &[
    " the ",
    "the board",
    " the move",
    "which does not",
    "as quoted in",
    "In English:",
    "the published diagram",
    "Find the move",
    "Play the move",
    "Right: ",
    "(seed 0",
    "typing errors as printed",
    "is not legal",
    "What the move does",
];

/// Citations of the course's lessons that still carry English words: a lesson's `cite` is not
/// among the texts a course translation gives (`lessons/**/*.LANG.yaml`), so these stay until the
/// format takes it.
const UNTRANSLATED_CITES: &[&str] = &[
    "(summary of the most important rules)",
    "(sowing round the corner)",
];

/// Takes out of a line what may stay English: inline code and text in quotation marks.
fn prose(line: &str) -> String {
    let mut out = String::new();
    let mut closing: Option<char> = None;
    for c in line.chars() {
        match closing {
            Some(end) if c == end => closing = None,
            Some(_) => {}
            None => match c {
                '`' => closing = Some('`'),
                '“' => closing = Some('”'),
                '«' => closing = Some('»'),
                _ => out.push(c),
            },
        }
    }
    out
}

/// Finds the English markers in the pages of a generated book, each with its page.
fn english_in(book: &Path) -> Vec<String> {
    let mut found = Vec::new();
    let mut pages: Vec<_> = std::fs::read_dir(book.join("src"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    pages.sort();
    for page in pages {
        let name = page.file_name().unwrap().to_string_lossy().into_owned();
        // The published diagrams' texts are translated with the diagrams themselves.
        if name == "diagrams.md" {
            continue;
        }
        let text = std::fs::read_to_string(&page).unwrap();
        let mut code = false;
        for line in text.lines() {
            if line.starts_with("```") {
                code = !code;
                continue;
            }
            // A quotation's words stay as printed; its citation and gloss are the book's.
            if code || line.starts_with("> \u{201c}") {
                continue;
            }
            // The sealed answers are JSON inside an attribute: read them as text.
            let mut line = prose(&line.replace("&quot;", "\""));
            for cite in UNTRANSLATED_CITES {
                line = line.replace(cite, "");
            }
            for marker in MARKERS {
                if line.contains(marker) {
                    found.push(format!("{name}: {marker:?} in {}", line.trim()));
                }
            }
        }
    }
    found
}

/// Writes the built-in book in `language` and gives the English found in it.
fn english_left(language: &str) -> Vec<String> {
    english_in(support::book_in(language, None).path())
}

#[test]
fn the_english_markers_are_found_in_the_english_book() {
    // The test would see English if there were any: the English book is full of it.
    let found = english_left("en");
    for marker in ["the board", " the move", "which does not", "(seed 0"] {
        assert!(
            found.iter().any(|f| f.contains(&format!("{marker:?}"))),
            "{marker:?} not found in the English book"
        );
    }
}

#[test]
fn the_spanish_book_has_no_english_prose() {
    let found = english_left("es");
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_catalan_book_has_no_english_prose() {
    let found = english_left("ca");
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_kiswahili_book_has_no_english_prose() {
    let found = english_left("sw");
    assert!(found.is_empty(), "{}", found.join("\n"));
}
