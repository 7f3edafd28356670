//! A teacher's course becomes a book: the worked example of the teachers' chapter is a real
//! course that loads and passes, and the chapter shows its files word for word.

use std::{
    fs,
    path::{Path, PathBuf},
};

use bao::{
    book,
    lesson::{
        catalog::{self, Kind},
        check,
    },
};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/teachers")
}

/// The worked example's course, as the chapter shows it once `bao record` has run.
fn course() -> PathBuf {
    fixtures().join("my-course")
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
    assert!(page.contents.contains("help: did you mean `answer`?"));
}
