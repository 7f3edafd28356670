//! The book, built for real: the committed `book/` is what `bao book` writes, mdBook 0.5 builds
//! it, and headless Chromium shows the boards and the steps of a move in the notation chapter,
//! a lesson page and the diagrams page.

use std::{
    path::{Path, PathBuf},
    process::{Command, Stdio},
    sync::OnceLock,
    time::{Duration, Instant},
};

use bao::{
    book::{self, disk},
    engine::{Position, Rules},
    lesson::catalog,
    render::layout::{self, Marks},
};

const CHROMIUM: &str = "/usr/bin/chromium";

/// The folder cargo keeps build output in (`target/`).
fn target_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("the target folder")
        .to_owned()
}

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

/// Runs a command with a deadline, returning its standard output.
fn run_with_deadline(command: &mut Command, limit: Duration) -> String {
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| {
            panic!("cannot start {command:?}: {e}; install Debian's chromium (see .ci/run)")
        });
    let mut stdout = child.stdout.take().expect("piped stdout");
    let reader = std::thread::spawn(move || {
        let mut out = String::new();
        std::io::Read::read_to_string(&mut stdout, &mut out).map(|_| out)
    });
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("wait for chromium") {
            assert!(status.success(), "{command:?} failed: {status}");
            break;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{command:?} took longer than {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    reader.join().expect("reader").expect("utf-8 output")
}

/// Headless Chromium with a fresh profile and nothing that reaches the network.
fn chromium(profile: &Path) -> Command {
    let mut command = Command::new(CHROMIUM);
    command.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--hide-scrollbars",
    ]);
    command.arg(format!("--user-data-dir={}", profile.display()));
    command
}

/// Builds the book with mdBook 0.5 once for the tests of this file, in `target/book-test`, and
/// gives the folder of the HTML.
fn built_book() -> &'static Path {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| {
        let work = target_dir().join("book-test");
        if work.exists() {
            std::fs::remove_dir_all(&work).expect("the old test book is removed");
        }
        let files = book::files().expect("the book generates");
        disk::write(&work, &files).expect("the book writes");
        mdbook_driver::MDBook::load(&work)
            .expect("mdBook loads the book")
            .build()
            .expect("mdBook builds the book");
        work.join("book")
    })
}

/// Opens a page of the built book in headless Chromium and gives the DOM after scripts ran.
fn dump_dom(page: &str) -> String {
    let url = format!("file://{}", built_book().join(page).display());
    let profile = tempfile::tempdir().expect("a profile folder");
    run_with_deadline(
        chromium(profile.path()).args(["--dump-dom", &url]),
        Duration::from_secs(120),
    )
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
        "is not legal: a1 is blocked by takasia this turn.",
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
/// own and the lessons' (cited `seed 000, …`).
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
            if !(cite.contains("(seed 0")
                || cite.contains("survey")
                || cite.starts_with("> — seed 0"))
            {
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
    let bao = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_bao"))
            .args(args)
            .arg("--out")
            .arg(&out)
            .env("NO_COLOR", "1")
            .output()
            .expect("bao runs")
    };
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
    let checked = bao(&["book", "--check"]);
    assert_eq!(checked.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&checked.stderr);
    assert!(stderr.starts_with("error: the book in `"), "{stderr}");
    assert!(stderr.contains("run `bao book --out "), "{stderr}");
    assert!(stderr.contains("src/notation.md (differs)"), "{stderr}");
    assert!(stderr.contains("src/extra.md (not generated)"), "{stderr}");

    let rewritten = bao(&["book"]);
    let stdout = String::from_utf8_lossy(&rewritten.stdout);
    assert!(
        stdout.contains("src/notation.md") && stdout.contains("removed"),
        "{stdout}"
    );
    assert!(bao(&["book", "--check"]).status.success());
}
