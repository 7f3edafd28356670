//! The book, built for real: the committed `book/` is what `bao book` writes, mdBook 0.5 builds
//! it, and headless Chromium shows the boards and the steps of a move in the notation chapter,
//! a lesson page and the diagrams page.

mod browser;
mod support;

use std::{
    path::{Path, PathBuf},
    sync::OnceLock,
    time::Duration,
};

use bao::{
    book::{self, disk},
    engine::{Position, Rules},
    lesson::catalog,
    render::layout::{self, Marks},
};
use browser::{chromium, run_with_deadline, target_dir};
use support::Bao;

/// The same check as `bao book --check`: the committed book is what the generator writes.
#[test]
fn committed_book_is_up_to_date() {
    let files = book::files().expect("the book generates");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("book");
    let mismatches = disk::compare(&dir, &files).expect("the book folder reads");
    assert!(
        mismatches.is_empty(),
        "the committed book is out of date; run `cargo run -- book`:\n{}",
        mismatches
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// Builds the book with mdBook 0.5 once for the tests of this file, in `target/book-test`, and
/// gives the folder of the HTML.
fn built_book() -> &'static Path {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| browser::build_book("book-test"))
}

/// Opens a page of the built book in headless Chromium and gives the DOM after scripts ran.
fn dump_dom(page: &str) -> String {
    browser::dom_of(&built_book().join(page))
}

/// Saves screenshots of a page for a person to look at, each at a window size. Headless
/// Chromium's screenshots ignore a `#fragment`, so what is further down is caught with a taller
/// window instead.
fn screenshots(page: &str, shots: &[(&str, &str)]) {
    let url = format!("file://{}", built_book().join(page).display());
    for (name, size) in shots {
        let shot = target_dir().join(name);
        let _ = std::fs::remove_file(&shot);
        let profile = tempfile::tempdir().expect("a profile folder");
        run_with_deadline(
            chromium(profile.path()).args([
                &format!("--screenshot={}", shot.display()),
                &format!("--window-size={size}"),
                &url,
            ]),
            Duration::from_secs(120),
        );
        let bytes = std::fs::metadata(&shot).map(|m| m.len()).unwrap_or(0);
        assert!(bytes > 50_000, "no screenshot at {}", shot.display());
    }
}

/// The start of a board's label, as the SVG's `aria-label` gives it (highlights and stocks
/// follow).
fn board_label(position: &Position) -> String {
    let label = layout::describe(position.board(), &Marks::of(position));
    format!("aria-label=\"Bao board: {label}")
}

/// Builds the book with mdBook 0.5 and opens the notation chapter in headless Chromium: the
/// boards are there by their labels, the steps of a move are there in words, and a screenshot is
/// saved for a person to look at.
#[test]
fn book_builds_and_renders_in_a_browser() {
    let html = built_book();
    for page in [
        "index",
        "introduction",
        "notation",
        "04-namua",
        "03-kichwa-kimbi",
        "disagreements",
        "glossary",
        "diagrams",
        "writing-lessons",
        "worked-example",
    ] {
        assert!(html.join(format!("{page}.html")).is_file(), "{page}.html");
    }
    let dom = dump_dom("notation.html");
    let start = Position::start(Rules::KISWAHILI);
    assert!(
        dom.contains(&board_label(&start)),
        "the start board is not in the rendered page"
    );
    assert!(dom.contains("viewBox="), "the boards are not parsed as SVG");
    let boards = dom.matches("class=\"bao-board\"").count();
    assert!(boards >= 20, "only {boards} boards rendered");
    for step in [
        "Captures 4 from a4, entering at the right kichwa A8.",
        "Safari: sows the nyumba's 8 seeds on.",
        "The last seed falls into the empty B4: the turn ends.",
    ] {
        assert!(dom.contains(step), "missing step text: {step}");
    }
    // A command line in the text never breaks across lines (a browser breaks after `-`), and
    // the rules options chapter has a title of its own, not the lesson chapter's.
    let options = dump_dom("disagreements.html");
    let commands: Vec<&str> = options
        .match_indices("\">--rules")
        .map(|(at, _)| &options[options[..at].rfind('<').unwrap_or(0)..at])
        .collect();
    assert_eq!(commands.len(), 2, "{commands:?}");
    for tag in commands {
        assert!(
            tag.starts_with("<code style=\"white-space: nowrap"),
            "{tag}"
        );
    }
    assert!(!options.contains("<code>--rules"));
    let summary = std::fs::read_to_string(html.join("../src/SUMMARY.md")).unwrap();
    assert_eq!(
        summary.matches("[Where the sources disagree]").count(),
        1,
        "{summary}"
    );
    screenshots(
        "notation.html",
        &[
            ("book-notation.png", "1100,1400"),
            ("book-notation-steps.png", "1100,4200"),
        ],
    );
}

/// Gets a built-in diagram's position.
fn diagram(id: &str) -> Position {
    let loaded = book::load(catalog::builtin_lessons());
    loaded
        .catalog
        .diagram(id)
        .unwrap_or_else(|| panic!("no diagram {id}"))
        .position
}

/// The kichwa/kimbi lesson in a browser: diagram 9's board with the holes of the legal moves
/// highlighted, each step's text, a capture played out, an illegal move with the engine's reason,
/// and the exercises' answers folded away in `<details>`.
#[test]
fn a_lesson_page_renders_in_a_browser() {
    let dom = dump_dom("03-kichwa-kimbi.html");
    let d09 = diagram("seed000-d09");
    let label = board_label(&d09);
    assert!(dom.contains(&label), "diagram 9's board is not in the page");
    assert!(
        dom.contains("highlighted A1 A2 A7 A8"),
        "the legal moves' holes are not highlighted"
    );
    assert!(
        dom.contains(&board_label(&diagram("seed000-d10"))),
        "the board after A1L (diagram 10) is not in the page"
    );
    let boards = dom.matches("class=\"bao-board\"").count();
    assert!(boards >= 15, "only {boards} boards rendered");
    for text in [
        "South can capture from four holes: both kichwa and both",
        "The engine finds 4 legal moves:",
        "Captures 4 from a8, entering at the left kichwa A1.",
        "The same 4 seeds may not come in from the right end.",
        "is not legal here: seeds captured at a kichwa or kimbi enter from the kichwa on that side, here A1.",
        "Play the capture that takes the most seeds.",
        "Is A7L a legal move here? Answer yes or no.",
        "A8R captures the most seeds.",
        "We cannot choose if we capture from the two holes at either end of the board.",
    ] {
        assert!(dom.contains(text), "missing text: {text}");
    }
    let answers = dom.matches("<details class=\"bao-answer\">").count();
    assert_eq!(answers, 2, "the two exercises' answers are not folded away");
    assert!(!dom.contains("<details class=\"bao-answer\" open"));
    screenshots(
        "03-kichwa-kimbi.html",
        &[
            ("book-lesson.png", "1100,1600"),
            ("book-lesson-steps.png", "1100,9000"),
        ],
    );
}

/// The diagrams page in a browser: every published diagram's board, anchored at its id, and
/// its claims with what the engine proved.
#[test]
fn the_diagrams_page_renders_in_a_browser() {
    let dom = dump_dom("diagrams.html");
    let loaded = book::load(catalog::builtin_lessons());
    assert!(loaded.catalog.diagrams.len() >= 24);
    for d in &loaded.catalog.diagrams {
        assert!(
            dom.contains(&format!("id=\"{}\"", d.id)),
            "no anchor for {}",
            d.id
        );
        assert!(
            dom.contains(&board_label(&d.position)),
            "no board for {}",
            d.id
        );
    }
    for text in [
        "Status: reconstructed.",
        "Per fer aquesta nova regla més aclaridora, mirem el diagrama 9",
        "The legal moves are exactly <code",
        "<strong>Proved:</strong>",
        "is not legal: a1 is blocked by takasia this turn, so no takasa starts from it.",
    ] {
        assert!(dom.contains(text), "missing text: {text}");
    }
    screenshots("diagrams.html", &[("book-diagrams.png", "1100,2400")]);
}

/// Collapses whitespace and repairs the one encoding slip of the seed files (`í` read as `Ã`).
fn normalize(text: &str) -> String {
    text.replace('Ã', "í")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Undoes [`book::markdown::text`]: drops backslash escapes and decodes the three entities.
fn unescape(markdown: &str) -> String {
    let mut out = String::new();
    let mut chars = markdown.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            out.extend(chars.next());
        } else {
            out.push(c);
        }
    }
    out.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// Every quotation the book attributes to a seed text or to the project's survey of the sources
/// is found, word for word, in those files (`../shared` beside the repository): the chapters'
/// own and the lessons' (cited by title: `Bao de Zanzíbar §4.2.5`, `The Rules of Bao §12`, `Bao,
/// part 2, …`).
#[test]
fn quotations_are_word_for_word() {
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared");
    let Ok(entries) = std::fs::read_dir(shared.join("seeds")) else {
        eprintln!("skipped: no {}", shared.display());
        return;
    };
    let mut corpus = String::new();
    for entry in entries {
        corpus.push_str(&std::fs::read_to_string(entry.unwrap().path()).unwrap());
        corpus.push('\n');
    }
    corpus.push_str(&std::fs::read_to_string(shared.join("sources/disagreements.md")).unwrap());
    let corpus = normalize(&corpus);
    let mut checked = 0;
    for file in book::files().expect("the book generates") {
        let lines: Vec<&str> = file.contents.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            let Some(words) = line
                .strip_prefix("> “")
                .and_then(|rest| rest.strip_suffix('”'))
            else {
                continue;
            };
            let cite = lines.get(i + 2).copied().unwrap_or_default();
            // Lessons cite a seed text by its title, as a learner reads it.
            let titled = ["Bao de Zanzíbar", "The Rules of Bao", "Bao, part 2"]
                .iter()
                .any(|title| cite.starts_with(&format!("> — {title}")));
            if !(cite.contains("(seed 0") || cite.contains("survey") || titled) {
                continue;
            }
            let words = normalize(&unescape(words));
            assert!(
                corpus.contains(&words),
                "{}: not found word for word: {words}",
                file.path
            );
            checked += 1;
        }
    }
    assert!(checked >= 50, "only {checked} quotations checked");
}

/// `bao book --out DIR` writes the book and `--check` passes; after an edit `--check` fails with
/// exit code 1, names the file and says what to run.
#[test]
fn check_fails_on_a_stale_book() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let out = dir.path().join("book");
    let bao = |args: &[&str]| Bao::new().args(args).arg("--out").arg(&out).output();
    let written = bao(&["book"]);
    assert!(written.status.success());
    assert!(String::from_utf8_lossy(&written.stdout).contains("wrote"));
    assert!(bao(&["book", "--check"]).status.success());

    std::fs::write(
        out.join("src/notation.md"),
        "# Notation\n\nedited by hand\n",
    )
    .unwrap();
    std::fs::write(out.join("src/extra.md"), "# Extra\n").unwrap();
    std::fs::write(out.join("bao.js"), "alert(1)\n").unwrap();
    let checked = bao(&["book", "--check"]);
    assert_eq!(checked.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&checked.stderr);
    assert!(stderr.starts_with("error: the book in `"), "{stderr}");
    assert!(stderr.contains("run `bao book --out "), "{stderr}");
    assert!(stderr.contains("src/notation.md (differs)"), "{stderr}");
    assert!(stderr.contains("src/extra.md (not generated)"), "{stderr}");
    assert!(stderr.contains("bao.js (differs)"), "{stderr}");

    // bao rewrites its own page and leaves the user's alone, saying so.
    let rewritten = bao(&["book"]);
    let stdout = String::from_utf8_lossy(&rewritten.stdout);
    assert!(
        stdout.contains("wrote ")
            && stdout.contains("src/notation.md")
            && stdout.contains("bao.js"),
        "{stdout}"
    );
    assert!(
        stdout.contains("src/extra.md was not written by `bao book`: it is left as it is"),
        "{stdout}"
    );
    assert!(!stdout.contains("removed"), "{stdout}");
    assert_eq!(
        std::fs::read_to_string(out.join("src/extra.md")).unwrap(),
        "# Extra\n"
    );
    std::fs::remove_file(out.join("src/extra.md")).unwrap();
    assert!(bao(&["book", "--check"]).status.success());
}

/// The folders of the issue: `bao book` refuses `/`, the home folder, the course folder and a
/// folder of someone else's files, exits 1 with a message naming the folder, and changes nothing.
#[test]
fn bao_book_refuses_folders_that_are_not_its_own() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mine = dir.path().join("mine");
    std::fs::create_dir(&mine).unwrap();
    std::fs::write(mine.join("SUMMARY.md"), "my summary").unwrap();
    std::fs::write(mine.join("introduction.md"), "my introduction").unwrap();
    let home = dir.path().join("home");
    std::fs::create_dir(&home).unwrap();
    let lessons = catalog::builtin_lessons();
    for (out, says) in [
        (Path::new("/"), "it is the root of the file system"),
        (home.as_path(), "it is the home folder"),
        (lessons, "it is the course folder"),
        (mine.as_path(), "holds files but no `book.toml`"),
    ] {
        let run = Bao::new()
            .args(["book", "--out"])
            .arg(out)
            .env("HOME", &home)
            .output();
        assert_eq!(run.status.code(), Some(1), "{}", out.display());
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert!(stderr.contains(says), "{}: {stderr}", out.display());
        assert!(
            run.stdout.is_empty(),
            "{}",
            String::from_utf8_lossy(&run.stdout)
        );
    }
    assert_eq!(std::fs::read_dir(&home).unwrap().count(), 0);
    assert_eq!(std::fs::read_dir(&mine).unwrap().count(), 2);
    assert_eq!(
        std::fs::read_to_string(mine.join("SUMMARY.md")).unwrap(),
        "my summary"
    );
    assert!(!lessons.join("book.toml").exists());
}
