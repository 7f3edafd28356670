//! Every file in `tests/fixtures/lesson_errors/` is wrong in some way: its diagnostics, rendered
//! plain at a fixed width, are reviewed snapshots. A fixture is read as a diagram or chapter when
//! its first line names that schema, else as a lesson; lessons may name the diagrams in
//! `tests/fixtures/diagrams/`.

use std::path::{Path, PathBuf};

use bao::lesson::{
    catalog::{self, Kind},
    diagnostic,
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
        assert!(
            !loaded.problems.is_empty(),
            "{} should have problems",
            path.display()
        );
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        insta::with_settings!({ snapshot_suffix => name }, {
            insta::assert_snapshot!(diagnostic::render(&loaded.problems, false, 80));
        });
    });
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
