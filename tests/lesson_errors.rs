//! Every file in `tests/fixtures/lesson_errors/` is wrong in some way: its diagnostics, rendered
//! plain at a fixed width, are reviewed snapshots; a lesson that reads but does not hold (a puzzle
//! the engine disproves) has its check report as the snapshot instead. A fixture is read as a diagram or chapter when
//! its first line names that schema, else as a lesson; lessons may name the diagrams in
//! `tests/fixtures/diagrams/`.

use std::path::{Path, PathBuf};

use bao::{
    lesson::{
        catalog::{self, Kind},
        check::{self, ItemReport, Mismatch, PuzzleMismatch},
        diagnostic,
    },
    render,
    style::Styles,
};

fn relative(path: &Path) -> PathBuf {
    path.strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .unwrap_or(path)
        .to_owned()
}

fn kind(text: &str) -> Kind {
    let first = text.lines().next().unwrap_or("");
    if first.contains("diagram.schema.json") {
        Kind::Diagram
    } else if first.contains("chapter.schema.json") {
        Kind::Chapter
    } else {
        Kind::Lesson
    }
}

#[test]
fn bad_files_are_explained() {
    insta::glob!("fixtures/lesson_errors/*.yaml", |path| {
        let path = relative(path);
        let text = String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned();
        let loaded = catalog::load_file(
            &path,
            kind(&text),
            Some(Path::new("tests/fixtures/diagrams")),
        );
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let text = if loaded.problems.is_empty() {
            let reports = reports_of(&loaded.catalog);
            assert!(
                reports
                    .iter()
                    .any(|r| !r.passed() || !r.warnings.is_empty()),
                "{} should have problems, or checks that fail or warn",
                path.display()
            );
            let styles = Styles::default();
            reports
                .iter()
                .map(|r| render::check::entry(r, &styles))
                .collect()
        } else {
            diagnostic::render(&loaded.problems, false, 80)
        };
        insta::with_settings!({ snapshot_suffix => name }, {
            insta::assert_snapshot!(text);
        });
    });
}

/// Checks every lesson of a catalog.
fn reports_of(catalog: &bao::lesson::model::Catalog) -> Vec<ItemReport> {
    catalog.lessons().flat_map(check::lesson).collect()
}

/// Reads one fixture as a lesson that has no problems, and checks it.
fn checked(name: &str) -> Vec<ItemReport> {
    let path = PathBuf::from("tests/fixtures/lesson_errors").join(name);
    let loaded = catalog::load_file(&path, Kind::Lesson, None);
    assert!(loaded.problems.is_empty(), "{name} reads without problems");
    reports_of(&loaded.catalog)
}

/// The puzzle mismatches of each report, each as its kind and fields in a few words.
fn puzzle_faults(reports: &[ItemReport]) -> Vec<Vec<String>> {
    reports
        .iter()
        .map(|r| r.mismatches.iter().map(fields).collect())
        .collect()
}

fn fields(mismatch: &Mismatch) -> String {
    let Mismatch::Puzzle(m) = mismatch else {
        panic!("not a puzzle mismatch: {mismatch}");
    };
    match m {
        PuzzleMismatch::Quicker {
            wins_in,
            actual,
            mv,
        } => format!("quicker {wins_in} {actual} {mv}"),
        PuzzleMismatch::NoWin { wins_in } => format!("no win {wins_in}"),
        PuzzleMismatch::NotProved { reason } => format!("not proved {reason}"),
        PuzzleMismatch::NoLongerWins { ply, mv, left } => {
            format!("no longer wins {ply} {mv} {left}")
        }
        PuzzleMismatch::ShortDefence {
            ply,
            mv,
            longer,
            holds,
        } => format!("short defence {ply} {mv} {longer} {holds:?}"),
        PuzzleMismatch::TooLong { ply } => format!("too long {ply}"),
        PuzzleMismatch::Unfinished { last } => format!("unfinished {last}"),
        PuzzleMismatch::Lost { mv, winner } => format!("lost {mv} {winner:?}"),
        PuzzleMismatch::CookNoWin { mv, wins_in } => format!("cook no win {mv} {wins_in}"),
        PuzzleMismatch::CookIsSolution { mv } => format!("cook is solution {mv}"),
    }
}

/// What the engine proves of each puzzle fixture that reads but does not hold, before its
/// snapshot: the fault, the move it names, and the line of the step.
#[test]
fn each_puzzle_that_does_not_hold_says_why() {
    let quicker = checked("puzzle-quicker-win.yaml");
    assert_eq!(quicker[0].place.line, 6);
    assert_eq!(puzzle_faults(&quicker), [["quicker 2 1 A3L"]]);
    let no_win = checked("puzzle-no-win.yaml");
    assert_eq!(puzzle_faults(&no_win), [["no win 1"]]);
    let bad = checked("puzzle-bad-solution.yaml");
    assert_eq!(
        bad.iter().map(|r| r.place.line).collect::<Vec<_>>(),
        [7, 12, 15]
    );
    assert_eq!(
        puzzle_faults(&bad),
        [
            ["no longer wins 1 A4L* 2"],
            ["unfinished A4R*"],
            ["short defence 2 a4L* a4R* LosesIn(2)"],
        ]
    );
    let cooked = checked("puzzle-unlisted-cook.yaml");
    assert!(cooked[0].passed());
    assert_eq!(cooked[0].warnings.len(), 1);
    assert!(
        cooked[0].warnings[0].starts_with("B8R and B1L also win within 2 turns"),
        "{:?}",
        cooked[0].warnings
    );
    let cooks = checked("puzzle-cook-no-win.yaml");
    assert_eq!(
        puzzle_faults(&cooks),
        [["cook no win A4L* 2", "cook is solution A4R*"]]
    );
    assert!(cooks[0].warnings.is_empty(), "{:?}", cooks[0].warnings);
}

/// Reads one fixture as a lesson and renders its problems.
fn problems_of(name: &str) -> String {
    let path = PathBuf::from("tests/fixtures/lesson_errors").join(name);
    let loaded = catalog::load_file(
        &path,
        Kind::Lesson,
        Some(Path::new("tests/fixtures/diagrams")),
    );
    diagnostic::render(&loaded.problems, false, 200)
}

/// The facts each hostile fixture's messages must state (the snapshots hold the whole text): the
/// key or line at fault, in bao's words, and never the YAML library's.
#[test]
fn each_message_names_what_is_wrong_and_where() {
    let cases: &[(&str, &[&str])] = &[
        (
            "decided-position.yaml",
            &[
                "the position is already over (South wins: North's front row is empty)",
                "decided-position.yaml:7:15",
                "the position is already over (North wins: South's front row is empty)",
                "decided-position.yaml:10:15",
            ],
        ),
        (
            "null-values.yaml",
            &[
                "`illegal` has no value",
                "null-values.yaml:8:5",
                "`expect` has no value",
                "`moves` has no value",
                "`ends` has no value",
                "`last` has no value",
                "`captured` has no value",
                "`to_move` has no value",
                "an empty item in the list of `moves`",
            ],
        ),
        (
            "puzzle-null.yaml",
            &[
                "`wins_in` has no value",
                "puzzle-null.yaml:7:5",
                "`solution` has no value",
                "puzzle-null.yaml:8:5",
                "`cooks` has no value",
                "puzzle-null.yaml:9:5",
                "`idea` has no value",
                "puzzle-null.yaml:10:5",
            ],
        ),
        (
            "puzzle-keys.yaml",
            &[
                "`solution` is for a puzzle, and this has no `wins_in`",
                "puzzle-keys.yaml:7:15",
                "`cooks` is for a puzzle, and this has no `wins_in`",
                "puzzle-keys.yaml:8:12",
                "`idea` is for a puzzle, and this has no `wins_in`",
                "puzzle-keys.yaml:9:11",
                "0 is out of range for `wins_in`",
                "puzzle-keys.yaml:10:14",
                "`solution` is empty",
                "puzzle-keys.yaml:12:15",
                "`cooks` is empty",
                "puzzle-keys.yaml:13:12",
                "`idea` is empty",
                "puzzle-keys.yaml:14:11",
                "a puzzle cannot also have `play`",
                "puzzle-keys.yaml:16:11",
                "a puzzle cannot also have `moves`",
                "puzzle-keys.yaml:17:12",
                "a puzzle cannot also have `exercise`",
                "puzzle-keys.yaml:19:7",
                "`a1L` is not legal here",
                "puzzle-keys.yaml:22:21",
                "`a1L` names a1L, which is listed already",
                "puzzle-keys.yaml:23:18",
                "the game is over after A7L: the solution must end with the move that wins",
                "puzzle-keys.yaml:27:33",
            ],
        ),
        (
            "empty-expect.yaml",
            &["`expect` is empty", "empty-expect.yaml:8:5"],
        ),
        (
            "control-characters.yaml",
            &[
                "a control character, U+001B, in the text (and 3 more)",
                "control-characters.yaml:3:8",
                "a control character, U+001B, in the text (and 2 more)",
                "unknown key `key<U+001B>[31m`",
            ],
        ),
        (
            "control-raw.yaml",
            &["control-raw.yaml:5:29", "control-raw.yaml:7:22"],
        ),
        (
            "format-version-null.yaml",
            &[
                "`format_version` has no value",
                "format-version-null.yaml:2:1",
            ],
        ),
        (
            "wrong-types.yaml",
            &[
                "`format_version`: expected a whole number",
                "wrong-types.yaml:2:17",
            ],
        ),
        (
            "wrong-list.yaml",
            &["`moves`: expected a list", "wrong-list.yaml:7:12"],
        ),
        (
            "unknown-value.yaml",
            &[
                "`ends`: `emtpy` is not one of the values",
                "did you mean `empty`?",
            ],
        ),
        (
            "missing-keys.yaml",
            &[
                "missing key `title`",
                "missing key `rule`",
                "missing key `kind`",
            ],
        ),
        (
            "duplicate-key.yaml",
            &["the key `title` is written twice", "duplicate-key.yaml:4:1"],
        ),
        (
            "two-documents.yaml",
            &[
                "a second YAML document starts here",
                "two-documents.yaml:6:1",
            ],
        ),
        (
            "yaml-indent-deep.yaml",
            &[
                "line 8 is indented deeper than line 7",
                "yaml-indent-deep.yaml:8:7",
                "`moves` belongs to the step: indent it like `position`",
            ],
        ),
        (
            "unknown-keys-hide-nothing.yaml",
            &[
                "unknown key `colour`",
                "unknown-keys-hide-nothing.yaml:7:5",
                "`A3L` is not legal here: A3 is empty",
                "unknown-keys-hide-nothing.yaml:8:11",
                "unknown hole `C4`",
                "unknown-keys-hide-nothing.yaml:12:13",
                "unknown key `moves`",
                "unknown-keys-hide-nothing.yaml:13:7",
                "`moves` belongs to the step: indent it like `expect`",
            ],
        ),
        (
            "yaml-indent-shallow.yaml",
            &["line 8 is indented neither", "yaml-indent-shallow.yaml:8:4"],
        ),
        (
            "yaml-tab.yaml",
            &["a tab in the indentation", "yaml-tab.yaml:7:1"],
        ),
        (
            "yaml-colon.yaml",
            &[
                "the value of `title` has `: ` in it",
                "yaml-colon.yaml:3:14",
                "`title: \"Kichwa: the end holes\"`",
            ],
        ),
        (
            "yaml-unclosed.yaml",
            &["is not closed", "yaml-unclosed.yaml:7"],
        ),
        (
            "yaml-aliases.yaml",
            &["the file is too big to be a lesson or diagram"],
        ),
        (
            "not-utf8.yaml",
            &["it is not UTF-8 text (line 4, column 16)"],
        ),
        (
            "wrong-answer-near.yaml",
            &[
                "unknown hole `A9` in move `A9R`",
                "did you mean `A8R`?",
                "unknown hole `A9` in move `A9L`",
            ],
        ),
    ];
    for (name, facts) in cases {
        let text = problems_of(name);
        for fact in *facts {
            assert!(text.contains(fact), "{name} should say {fact:?}:\n{text}");
        }
        for leak in [
            "DuplicateKeyPolicy",
            "from_str_multiple",
            "budget breached",
            "invalid i64",
            "mapping values are not allowed",
            "tabs disallowed",
            "\u{1b}",
        ] {
            assert!(!text.contains(leak), "{name} leaks {leak:?}:\n{text}");
        }
    }
    let near = problems_of("wrong-answer-near.yaml");
    assert!(!near.contains("A8L"), "A8L is illegal here: {near}");
}

#[test]
fn the_fixture_diagrams_are_valid() {
    let loaded = catalog::load(&[PathBuf::from("tests/fixtures/diagrams")], None);
    assert!(
        loaded.problems.is_empty(),
        "{}",
        diagnostic::render(&loaded.problems, false, 100)
    );
}
