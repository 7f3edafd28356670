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
