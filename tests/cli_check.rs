//! `bao check` and `bao schema --check` as CI runs them: exit codes and plain output.

use std::process::{Command, Output};

fn bao(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bao"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("FORCE_COLOR")
        .output()
        .expect("bao runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn the_real_content_holds() {
    let out = bao(&["check", "--color", "never"]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    assert!(stdout.contains("✓ lessons/04-namua/03-kichwa-kimbi.yaml:"));
    assert!(!stdout.contains('\u{1b}'), "plain text unless colour is on");
}

#[test]
fn a_wrong_expectation_exits_1() {
    let out = bao(&[
        "check",
        "tests/fixtures/mismatches",
        "tests/fixtures/diagrams",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("✗ tests/fixtures/mismatches/01-wrong/01-wrong.yaml:6 step 1"));
    assert!(stdout.contains("expected (the grid)"));
}

#[test]
fn an_invalid_file_exits_2_with_every_problem() {
    let out = bao(&["check", "tests/fixtures/course", "no/such/folder"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("no/such/folder: no such file or folder"),
        "{stderr}"
    );
    assert!(stderr.contains("no diagram `fixture-d09`"), "{stderr}");
}

#[test]
fn the_committed_schemas_are_current() {
    let out = bao(&["schema", "--check"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}: run `bao schema`",
        text(&out.stderr)
    );
}

/// Writes a file, creating its folder.
fn write(path: &std::path::Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

const CHAPTER: &str = "format_version: 1\ntitle: Mine\n";

/// A teacher's course outside bao's source tree, checked from a folder with no `diagrams/`:
/// its lessons name the built-in diagrams, and an ambiguous exercise is a warning, not a failure.
#[test]
fn a_course_elsewhere_names_the_builtin_diagrams() {
    let dir = tempfile::tempdir().unwrap();
    write(&dir.path().join("course/01-mine/chapter.yaml"), CHAPTER);
    write(
        &dir.path().join("course/01-mine/01-ambiguous.yaml"),
        "format_version: 1\ntitle: Ambiguous\nrule: Captures.\nsteps:\n  - position: seed000-d09\n    exercise:\n      kind: find-move\n      goal: { ends: empty }\n      answers: [A1L]\n",
    );
    let out = Command::new(env!("CARGO_BIN_EXE_bao"))
        .args(["check", "course"])
        .current_dir(dir.path())
        .output()
        .expect("bao runs");
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    assert!(
        stdout.contains(
            "warning: A2L, A7R and A8R reach the goal too but are not accepted answers, so the exercise is ambiguous"
        ),
        "{stdout}"
    );
    assert!(
        stdout.ends_with("1 checked: 1 passed, 0 failed, 1 warning\n"),
        "{stdout}"
    );
}

/// A lesson checked alone names the diagrams of its own course.
#[test]
fn a_lesson_alone_names_its_course_diagrams() {
    let dir = tempfile::tempdir().unwrap();
    let own = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/diagrams/fixture-d09.yaml"),
    )
    .unwrap();
    write(&dir.path().join("course/diagrams/own-d01.yaml"), &own);
    write(&dir.path().join("course/01-mine/chapter.yaml"), CHAPTER);
    let lesson = dir.path().join("course/01-mine/01-own.yaml");
    write(
        &lesson,
        "format_version: 1\ntitle: Own\nrule: Mine.\nsteps:\n  - position: own-d01\n    moves: [A1L, A2L, A7R, A8R]\n",
    );
    let out = Command::new(env!("CARGO_BIN_EXE_bao"))
        .arg("check")
        .arg(&lesson)
        .current_dir(dir.path())
        .output()
        .expect("bao runs");
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    assert!(
        stdout.ends_with("1 checked: 1 passed, 0 failed\n"),
        "{stdout}"
    );
}
