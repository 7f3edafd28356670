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

#[test]
fn puzzles_are_proved_with_their_solutions_and_cooks() {
    let loaded = catalog::load(&[PathBuf::from("tests/fixtures/puzzles")], None);
    assert!(
        loaded.problems.is_empty(),
        "{}",
        diagnostic::render(&loaded.problems, false, 100)
    );
    let catalog = &loaded.catalog;
    let puzzles: Vec<(u32, String, String)> = catalog
        .diagrams
        .iter()
        .flat_map(|d| d.claims.iter().map(|c| &c.checks))
        .chain(
            catalog
                .lessons()
                .flat_map(|l| l.steps.iter().map(|s| &s.checks)),
        )
        .map(|checks| {
            let puzzle = checks.puzzle.as_ref().expect("every item is a puzzle");
            let names = |moves: &[bao::engine::Move]| {
                moves
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            let solution = names(puzzle.solution.as_deref().unwrap_or_default());
            (puzzle.turns, solution, names(&puzzle.cooks))
        })
        .collect();
    let expected = [
        (2, "A4R* a2R* A7L", ""),
        (2, "A4R* a2R* A7L", ""),
        (1, "A7L", "A8L"),
        (3, "B1L a2R* B3L b7L* A2R", ""),
        (2, "A7R b8L* B8R", "B8R B2L B1L"),
    ];
    let expected: Vec<(u32, String, String)> = expected
        .iter()
        .map(|(n, s, c)| (*n, (*s).to_owned(), (*c).to_owned()))
        .collect();
    assert_eq!(puzzles, expected);
    let idea = catalog.diagrams[0].claims[0].checks.puzzle.as_ref();
    assert_eq!(
        idea.and_then(|p| p.idea.as_deref()),
        Some("Sow the long relay from A4 first.")
    );
    let reports: Vec<ItemReport> = catalog
        .diagrams
        .iter()
        .flat_map(check::diagram)
        .chain(catalog.lessons().flat_map(check::lesson))
        .collect();
    assert_eq!(reports.len(), 5);
    let styles = Styles::default();
    for report in &reports {
        assert!(
            report.passed() && report.warnings.is_empty(),
            "{}\n{}",
            render::check::line(report, &styles),
            render::check::details(report, &styles)
        );
    }
    let text: String = reports
        .iter()
        .map(|r| render::check::line(r, &styles) + "\n")
        .collect();
    insta::assert_snapshot!(text);
}

#[test]
fn a_stopped_proof_fails_the_puzzle_rather_than_hanging() {
    let loaded = load("tests/fixtures/puzzles");
    let lesson = loaded.catalog.lessons().next().expect("a lesson");
    let reports = check::lesson_until(lesson, &|| true);
    assert_eq!(reports.len(), 4);
    // Step 2's win in 1 needs no search: both of South's moves end the game at once.
    assert!(reports[1].passed(), "{}", reports[1].summary);
    for report in [&reports[0], &reports[2], &reports[3]] {
        assert!(!report.passed(), "{}", report.summary);
        let text = report.mismatches[0].to_string();
        assert!(
            text.starts_with("wins_in: the proof was not finished: stopped"),
            "{text}"
        );
    }
}
