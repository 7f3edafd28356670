//! The checker on fixture courses: one where every kind of check holds, one where every kind of
//! expectation is wrong, whose report (boards side by side, traces in words) is a reviewed
//! snapshot.

use std::path::PathBuf;

use bao::{
    lesson::{
        catalog::{self, Loaded},
        check::{self, ItemReport},
        diagnostic,
    },
    render,
    style::Styles,
};

fn load(course: &str) -> Loaded {
    let loaded = catalog::load(
        &[
            PathBuf::from(course),
            PathBuf::from("tests/fixtures/diagrams"),
        ],
        None,
    );
    assert!(
        loaded.problems.is_empty(),
        "{}",
        diagnostic::render(&loaded.problems, false, 100)
    );
    loaded
}

fn reports(loaded: &Loaded) -> Vec<ItemReport> {
    loaded.catalog.lessons().flat_map(check::lesson).collect()
}

#[test]
fn every_kind_of_check_holds() {
    let loaded = load("tests/fixtures/course");
    assert_eq!(loaded.catalog.chapters.len(), 1);
    assert_eq!(loaded.catalog.chapters[0].title, "Every kind of check");
    let reports = reports(&loaded);
    assert_eq!(reports.len(), 9);
    let styles = Styles::default();
    for report in &reports {
        assert!(
            report.passed() && report.warnings.is_empty(),
            "{}\n{}",
            render::check::line(report, &styles),
            render::check::details(report, &styles)
        );
    }
    insta::assert_snapshot!(render::check::walkthrough(&reports, &styles));
}

#[test]
fn every_kind_of_mismatch_is_reported() {
    let loaded = load("tests/fixtures/mismatches");
    let reports = reports(&loaded);
    let passed: Vec<usize> = reports
        .iter()
        .enumerate()
        .filter(|(_, r)| r.passed())
        .map(|(i, _)| i + 1)
        .collect();
    assert_eq!(passed, [6], "only step 6 holds (with warnings)");
    let styles = Styles::default();
    let text: String = reports
        .iter()
        .map(|r| render::check::entry(r, &styles))
        .collect();
    assert!(
        text.contains(
            "answer: where does A2L end: the file says A4, the engine A3\n      what A2L does:\n       1. puts a seed from the stock into A2\n"
        ),
        "a wrong answer shows what the engine did with the move: {text}"
    );
    assert!(
        text.contains("the engine no (a capture is possible, so the move must capture; the legal moves are A1L A2L A7R A8R)"),
        "a move said to be legal shows why it is not: {text}"
    );
    insta::assert_snapshot!(text);
}
