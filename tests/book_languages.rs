//! The book in each language bao speaks: `bao book --lang L` writes it to `book/L/`, the committed
//! folders are what it writes (as `bao book --check` proves English's), each in its language, and
//! the locale never changes which book `bao book` checks.

mod support;

use std::path::Path;

use support::Bao;

/// The languages of the translated books.
const LANGUAGES: [&str; 3] = ["es", "ca", "sw"];

/// `bao book --lang L --check` passes for every language: the committed `book/L/` is what the
/// generator writes.
#[test]
fn every_committed_book_is_up_to_date() {
    for code in LANGUAGES {
        let checked = Bao::new()
            .args(["book", "--lang", code, "--check"])
            .output();
        assert!(
            checked.status.success(),
            "book/{code}: {}{}",
            String::from_utf8_lossy(&checked.stdout),
            String::from_utf8_lossy(&checked.stderr)
        );
        let stdout = String::from_utf8_lossy(&checked.stdout);
        assert!(stdout.contains(&format!("book/{code}")), "{stdout}");
    }
}

/// Each translated book says it is in its language and speaks it: its `book.toml` and title, its
/// table of contents, the words of its scripts and its moves' side letters.
#[test]
fn each_book_is_in_its_language() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("book");
    let read = |path: &str| {
        std::fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
    };
    for (code, title, introduction, play, side) in [
        (
            "es",
            "title = \"Bao la Kiswahili: las reglas, comentadas\"",
            "[Introducción](introduction.md)",
            "\"book-js-play\":\"Reproducir\"",
            "Sur",
        ),
        (
            "ca",
            "title = \"Bao la Kiswahili: les regles, comentades\"",
            "[Introducció](introduction.md)",
            "\"book-js-play\":\"Reprodueix\"",
            "Sud",
        ),
        (
            "sw",
            "title = \"Bao la Kiswahili: sheria, pamoja na maelezo\"",
            "[Utangulizi](introduction.md)",
            "\"book-js-play\":\"Cheza\"",
            "Kusini",
        ),
    ] {
        let toml = read(&format!("{code}/book.toml"));
        assert!(toml.contains(&format!("language = \"{code}\"")), "{toml}");
        // The title mdBook puts at the top of every page is the course's translated one.
        assert!(toml.contains(title), "{toml}");
        assert!(
            toml.contains("additional-js = [\"bao-words.js\", "),
            "{toml}"
        );
        assert!(read(&format!("{code}/src/SUMMARY.md")).contains(introduction));
        assert!(read(&format!("{code}/bao-words.js")).contains(play));
        assert!(read(&format!("{code}/src/introduction.md")).contains(side));
        // The theme pages are the English book's, linked rather than drawn again.
        let themes = read(&format!("{code}/src/puzzle-themes.md"));
        assert!(themes.contains("](../../book/theme-"), "{themes}");
        assert!(!root.join(code).join("src/theme-kimbi.md").exists());
    }
    // Spanish writes a move's side with I and D.
    let steps = read("es/src/01-end-bao-hamna.md");
    assert!(
        steps.contains("El motor encuentra 1 jugada legal: `A4D`"),
        "no Spanish move letters"
    );
    // English stays as it was: no words file, and its own language.
    assert!(!root.join("bao-words.js").exists());
    assert!(read("book.toml").contains("language = \"en\""));
}

/// The locale chooses the language bao speaks, never the book's: `bao book --check` checks the
/// English book whatever `LANG` says.
#[test]
fn the_locale_does_not_choose_the_book() {
    let checked = Bao::new()
        .args(["book", "--check"])
        .env("LANG", "es_ES.UTF-8")
        .output();
    assert!(
        checked.status.success(),
        "{}",
        String::from_utf8_lossy(&checked.stderr)
    );
}
