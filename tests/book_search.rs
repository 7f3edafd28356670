//! The book's search, as mdBook builds it: it finds the lessons' words but none of what a page
//! folds away (hints, answers, puzzle solutions), and it leaves the answers pages out; the page's
//! script builds each folded piece back, and a reader without it is pointed at the answers page.

// The shared harness; this file uses only its book builder and browser.
#[allow(dead_code)]
mod browser;

use std::{fs, path::Path, sync::OnceLock};

/// Builds the built-in book once for this file and gives the folder of its HTML.
fn built_book() -> &'static Path {
    static BUILT: OnceLock<std::path::PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| browser::build_book("book-search"))
}

/// Reads the search index mdBook wrote (`searchindex-HASH.js`, the index as JSON in a script).
fn search_index() -> String {
    let dir = built_book();
    let file = fs::read_dir(dir)
        .expect("the book folder reads")
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .find(|path| {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            name.starts_with("searchindex") && name.ends_with(".js")
        })
        .expect("mdBook wrote a search index");
    fs::read_to_string(file).expect("the search index reads")
}

#[test]
fn the_search_finds_the_lessons_but_no_folded_answer() {
    let index = search_index();
    // The lessons' own words are found, so the index is the real one.
    for found in ["kichwa", "03-kichwa-kimbi.html", "Which hole"] {
        assert!(index.contains(found), "the search does not find {found}");
    }
    // Words only the folded pieces say: every answer explains the move, every puzzle's solution
    // gives its line, and the answers pages hold them all.
    for hidden in [
        "The line, against the longest defence",
        "The idea.",
        "What the move does",
        "answers-01-board.html",
        "answers-12-puzzles.html",
        // The verdicts of a puzzle played on the page (`book::play`), and its lines.
        "and escapes",
        "is right.",
        "longest defence is",
        "to move and win within",
    ] {
        assert!(!index.contains(hidden), "the search gives away {hidden:?}");
    }
    // The answers page of the puzzles chapter has what the search leaves out.
    let answers = fs::read_to_string(built_book().join("answers-12-puzzles.html")).unwrap();
    assert!(answers.contains("The line, against the longest defence"));
}

#[test]
fn the_page_s_script_builds_the_folded_pieces_back() {
    let html = fs::read_to_string(built_book().join("12-puzzle-back-row-start.html")).unwrap();
    // As written, the solution is data (in an attribute), with a note for a reader without
    // JavaScript.
    let words: String = html
        .split(" data-sealed=\"")
        .enumerate()
        .map(|(i, part)| match i {
            0 => part,
            _ => part.split_once('"').map_or("", |(_, rest)| rest),
        })
        .collect();
    assert!(html.contains(" data-sealed=\""));
    assert!(!words.contains("The line, against the longest defence"));
    assert!(html.contains("href=\"answers-12-puzzles.html#12-puzzle-back-row-start-"));
    // In the browser, the solution is there, with its stepper, and the note is gone.
    let dom = browser::dom_of(&built_book().join("12-puzzle-back-row-start.html"));
    assert!(
        dom.contains("The line, against the longest defence"),
        "the solution is not built back"
    );
    assert!(
        dom.contains("bao-stepper"),
        "the solution's stepper is not built"
    );
    assert!(
        !dom.contains("bao-sealed-note"),
        "the note for no script stays"
    );
    assert!(!dom.contains("data-sealed"), "the data stays in the page");
}
