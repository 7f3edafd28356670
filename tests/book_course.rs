//! A teacher's course becomes a book: the worked example of the teachers' chapter is a real
//! course that loads and passes, `bao book --lessons DIR` turns it into a book, and a lesson the
//! book cannot print faithfully is refused with an error naming its file.

use std::{
    fs,
    path::{Path, PathBuf},
    process::Output,
};

use bao::{
    book,
    lesson::{
        catalog::{self, Kind},
        check, diagnostic,
    },
};

mod support;
use support::Bao;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/teachers")
}

/// The worked example's course, as the chapter shows it once `bao record` has run.
fn course() -> PathBuf {
    fixtures().join("my-course")
}

fn bao(args: &[&str], dir: &Path) -> Output {
    Bao::new().args(args).current_dir(dir).output()
}

/// The example lesson, before and after `bao record`, loads with the built-in diagrams and every
/// step passes.
#[test]
fn the_worked_example_loads_and_passes() {
    let loaded = catalog::load(&[course()], Some(catalog::builtin_diagrams()));
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    let written = catalog::load_file(
        &fixtures().join("written/01-first-capture.yaml"),
        Kind::Lesson,
        Some(catalog::builtin_diagrams()),
    );
    assert!(written.problems.is_empty(), "{:?}", written.problems);
    for catalog in [&loaded.catalog, &written.catalog] {
        let lessons: Vec<_> = catalog.lessons().collect();
        assert_eq!(lessons.len(), 1);
        let reports = check::lesson(lessons[0]);
        assert_eq!(reports.len(), 7);
        for report in reports {
            assert!(report.passed(), "{:?}", report.mismatches);
            assert!(report.warnings.is_empty(), "{:?}", report.warnings);
        }
    }
}

/// The teachers' chapter shows the example's files word for word.
#[test]
fn the_worked_example_page_quotes_the_fixture() {
    let files = book::files().expect("the book generates");
    let page = files
        .iter()
        .find(|f| f.path == "src/worked-example.md")
        .expect("the worked example page");
    for file in [
        "my-course/01-first-captures/01-first-capture.yaml",
        "my-course/01-first-captures/chapter.yaml",
        "my-course/course.yaml",
        "written/01-first-capture.yaml",
    ] {
        let text = fs::read_to_string(fixtures().join(file)).unwrap();
        assert!(
            page.contents.contains(text.trim_end()),
            "{file} is not in the page word for word"
        );
    }
    assert!(page.contents.contains("7 checked: 7 passed, 0 failed"));
    assert!(page.contents.contains("7 checked: 6 passed, 1 failed"));
    assert!(page.contents.contains("help: did you mean `illegal`?"));
    // The mistakes are made in the lesson as written, before `bao record` adds its answers.
    let mistakes = &page.contents[page.contents.find("Had she forgotten").unwrap()
        ..page.contents.find("## 4. Record").unwrap()];
    assert!(!mistakes.contains("answer: A6"), "{mistakes}");
    assert!(!mistakes.contains("last: A1"), "{mistakes}");
}

/// `bao book --lessons DIR --out OUT` writes the teacher's course as a book from anywhere, its
/// lessons naming the built-in diagrams; `--check` then passes, and names `--lessons` when it
/// fails.
#[test]
fn a_teacher_s_course_becomes_a_book() {
    let dir = tempfile::tempdir().unwrap();
    let course = course();
    let course = course.to_str().unwrap();
    let written = bao(
        &["book", "--lessons", course, "--out", "my-book"],
        dir.path(),
    );
    assert!(
        written.status.success(),
        "{}",
        String::from_utf8_lossy(&written.stderr)
    );
    let src = dir.path().join("my-book/src");
    let summary = fs::read_to_string(src.join("SUMMARY.md")).unwrap();
    assert!(
        summary.contains(
            "- [First captures](01-first-captures.md)\n  - [Your first capture](01-first-capture.md)\n"
        ),
        "{summary}"
    );
    assert!(!summary.contains("kichwa-kimbi"), "{summary}");
    let lesson = fs::read_to_string(src.join("01-first-capture.md")).unwrap();
    for text in [
        "# Your first capture",
        "Only `A5` faces a seed of",
        "The engine finds 2 legal moves: `A5L`, `A5R`.",
        "`A7L*` is not legal here: a capture is possible",
        "<details class=\"bao-answer\">",
        // The answer is data for the page's script, not words the search would read.
        r#"data-sealed='[["p",{},["strong",{},"A6."]," The last seed falls into A6."]"#,
        "aria-label=\"Bao board: ",
    ] {
        assert!(lesson.contains(text), "missing: {text}");
    }
    assert!(
        !lesson.contains("**A6.**"),
        "the answer is left as words of the page"
    );
    // For a reader without JavaScript, the chapter's answers page has it, last in its chapter.
    assert!(
        summary.contains("  - [Answers: First captures](answers-01-first-captures.md)\n"),
        "{summary}"
    );
    let answers = fs::read_to_string(src.join("answers-01-first-captures.md")).unwrap();
    assert!(
        answers.contains("<p><strong>A6.</strong> The last seed falls into A6.</p>"),
        "{answers}"
    );
    let diagrams = fs::read_to_string(src.join("diagrams.md")).unwrap();
    assert!(diagrams.contains("{#gc-d03}"));
    // The course file names the book and leaves out bao's reference chapters.
    let toml = fs::read_to_string(dir.path().join("my-book/book.toml")).unwrap();
    assert!(
        toml.contains("\ntitle = \"First captures in Bao\"\n"),
        "{toml}"
    );
    for page in [
        "notation",
        "disagreements",
        "writing-lessons",
        "worked-example",
    ] {
        assert!(!src.join(format!("{page}.md")).exists(), "{page}");
        assert!(!summary.contains(&format!("({page}.md)")), "{summary}");
    }

    let checked = bao(
        &["book", "--lessons", course, "--out", "my-book", "--check"],
        dir.path(),
    );
    assert!(checked.status.success());
    fs::write(src.join("01-first-capture.md"), "# edited\n").unwrap();
    let stale = bao(
        &["book", "--lessons", course, "--out", "my-book", "--check"],
        dir.path(),
    );
    assert_eq!(stale.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&stale.stderr);
    assert!(
        stderr.contains(&format!("run `bao book --lessons {course} --out my-book`")),
        "{stderr}"
    );
}

/// Writes a course of one chapter and one lesson whose rule is `rule`, named `id`.
fn one_lesson_course(root: &Path, id: &str, rule: &str) -> PathBuf {
    let chapter = root.join("course/01-c");
    fs::create_dir_all(&chapter).unwrap();
    fs::write(
        root.join("course/course.yaml"),
        "format_version: 1\ntitle: \"Un cours \\\"à part\\\"\"\nreference_chapters: true\n",
    )
    .unwrap();
    fs::write(
        chapter.join("chapter.yaml"),
        "format_version: 1\ntitle: C\nintro: An introduction.\n",
    )
    .unwrap();
    let lesson = chapter.join(format!("{id}.yaml"));
    fs::write(
        &lesson,
        format!(
            "format_version: 1\ntitle: L\nrule: |\n  {rule}\nsteps:\n  - say: The start.\n    position: gc-d02\n"
        ),
    )
    .unwrap();
    root.join("course")
}

/// An mdBook directive is refused when the lesson is read, as `bao check` reads it, with its line
/// and column; nothing is written.
#[test]
fn a_directive_in_a_lesson_is_refused_where_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let course = one_lesson_course(dir.path(), "01-l", "See {{#include ../../secret.txt}}.");
    let out = bao(
        &["book", "--lessons", course.to_str().unwrap(), "--out", "b"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("an mdBook directive (`{{`) in lesson Markdown"),
        "{stderr}"
    );
    assert!(stderr.contains("01-c/01-l.yaml:4:7"), "{stderr}");
    assert!(!dir.path().join("b").exists(), "nothing is written");
    let checked = bao(&["check", course.to_str().unwrap()], dir.path());
    assert_eq!(checked.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&checked.stderr).contains("01-c/01-l.yaml:4:7"));
}

/// Raw HTML is refused when the lesson is read, with its line and column.
#[test]
fn raw_html_in_a_lesson_is_refused_naming_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let course = one_lesson_course(dir.path(), "01-l", "A <script>alert(1)</script> rule.");
    let out = bao(
        &["book", "--lessons", course.to_str().unwrap(), "--out", "b"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("raw HTML in lesson Markdown"), "{stderr}");
    assert!(stderr.contains("01-c/01-l.yaml:4:"), "{stderr}");
}

/// A lesson may not take the name of one of the book's own pages.
#[test]
fn a_lesson_named_like_a_page_of_the_book_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let course = one_lesson_course(dir.path(), "glossary", "A rule.");
    let out = bao(
        &["book", "--lessons", course.to_str().unwrap(), "--out", "b"],
        dir.path(),
    );
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("01-c/glossary.yaml: the lesson id `glossary` is the name of a page of the book already: rename the file"),
        "{stderr}"
    );
}

/// The hostile Markdown of `tests/fixtures/markdown-payloads/*.md`, one payload a `%%%`-separated
/// piece.
fn payloads(name: &str) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/markdown-payloads")
        .join(name);
    let text = fs::read_to_string(path).unwrap();
    let pieces: Vec<String> = text
        .split("\n%%%\n")
        .map(|p| p.trim_end().to_owned())
        .collect();
    assert!(pieces.len() >= 3 && pieces.iter().all(|p| !p.is_empty()));
    pieces
}

/// A lesson whose one step says `markdown`, as a block scalar starting on line 6.
fn lesson_saying(markdown: &str) -> String {
    let mut text = String::from("format_version: 1\ntitle: T\nrule: A rule.\nsteps:\n  - say: |\n");
    for line in markdown.lines() {
        text.push_str(&format!("      {line}\n"));
    }
    text.push_str("    position: gc-d02\n");
    text
}

/// Every known payload is refused by `bao check` (the loader), at a line of the step that holds
/// it; the harmless pieces beside them pass.
#[test]
fn every_payload_is_refused_where_it_is() {
    let library = catalog::builtin_diagrams();
    // The course's folder, with the image its harmless text shows.
    let dir = tempfile::tempdir().unwrap();
    let lesson = dir.path().join("course/01-c/01-l.yaml");
    std::fs::create_dir_all(dir.path().join("course/01-c/images")).unwrap();
    std::fs::write(dir.path().join("course/01-c/images/board.png"), b"\x89PNG").unwrap();
    let load = |markdown: &str| {
        catalog::load_text(&lesson, &lesson_saying(markdown), Kind::Lesson, &[library])
    };
    for payload in payloads("payloads.md") {
        let loaded = load(&payload);
        assert!(!loaded.problems.is_empty(), "not refused: {payload}");
        let last_line = 5 + payload.lines().count();
        for problem in &loaded.problems {
            assert!(
                (6..=last_line).contains(&problem.line) && problem.column >= 7,
                "{payload}: not located in the step: {problem}"
            );
        }
    }
    for benign in payloads("benign.md") {
        let loaded = load(&benign);
        assert!(
            loaded.problems.is_empty(),
            "{benign}: {:?}",
            loaded.problems
        );
    }
}

/// The hostile lesson and chapter files of `tests/fixtures/markdown-payloads/`: every payload
/// reported at its line and column, in reviewed snapshots.
#[test]
fn hostile_markdown_is_explained() {
    insta::glob!("fixtures/markdown-payloads/*.yaml", |path| {
        let path = path
            .strip_prefix(env!("CARGO_MANIFEST_DIR"))
            .unwrap()
            .to_owned();
        let text = fs::read_to_string(&path).unwrap();
        let kind = if text.lines().next().unwrap_or("").contains("chapter.schema") {
            Kind::Chapter
        } else {
            Kind::Lesson
        };
        let loaded = catalog::load_file(&path, kind, Some(Path::new("tests/fixtures/diagrams")));
        assert!(!loaded.problems.is_empty(), "{}", path.display());
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        insta::with_settings!({ snapshot_suffix => name }, {
            insta::assert_snapshot!(diagnostic::render(&loaded.problems, false, 80));
        });
    });
}

/// The course file's own mistakes are located like a lesson's, and stop the book: a missing file,
/// an unknown key, an empty title, a value of the wrong kind.
#[test]
fn a_bad_course_file_is_explained() {
    let dir = tempfile::tempdir().unwrap();
    let course = one_lesson_course(dir.path(), "01-l", "A rule.");
    let file = course.join("course.yaml");
    let run = || {
        let out = bao(
            &["book", "--lessons", course.to_str().unwrap(), "--out", "b"],
            dir.path(),
        );
        assert_eq!(out.status.code(), Some(2));
        assert!(!dir.path().join("b").exists(), "nothing is written");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    for (text, says) in [
        (
            "format_version: 1\ntitle: T\nreference_chapters: true\ncolour: red\n",
            "course.yaml:4:1",
        ),
        (
            "format_version: 1\ntitle: \"  \"\nreference_chapters: true\n",
            "the course's title is empty",
        ),
        (
            "format_version: 1\ntitle: T\nreference_chapters: maybe\n",
            "course.yaml:3:",
        ),
        ("format_version: 1\ntitle: T\n", "reference_chapters"),
    ] {
        fs::write(&file, text).unwrap();
        let stderr = run();
        assert!(stderr.contains(says), "{text}: {stderr}");
    }
    fs::remove_file(&file).unwrap();
    let stderr = run();
    assert!(
        stderr.contains("cannot read the course file: no such file"),
        "{stderr}"
    );
    assert!(stderr.contains("course.yaml"), "{stderr}");
}

/// A title with quotes and accents reaches `book.toml` as valid TOML, and mdBook reads it.
#[test]
fn any_title_makes_a_valid_book_toml() {
    let dir = tempfile::tempdir().unwrap();
    let course = one_lesson_course(dir.path(), "01-l", "A rule.");
    let out = bao(
        &["book", "--lessons", course.to_str().unwrap(), "--out", "b"],
        dir.path(),
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let book = mdbook_driver::MDBook::load(dir.path().join("b")).expect("mdBook reads book.toml");
    assert_eq!(
        book.config.book.title.as_deref(),
        Some("Un cours \"à part\"")
    );
}
