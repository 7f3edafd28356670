//! `bao learn` through the real binary: scripted sessions from a file, progress that resumes,
//! resets and survives a corrupt file, and one session in a pseudo-terminal.

use std::{
    fs,
    path::Path,
    process::{Command, Output, Stdio},
};

use std::io::Write;

const COURSE: &str = "tests/fixtures/learn-course";

/// Runs `bao learn` with `args`, feeding `input`, keeping progress under `state`.
fn learn(state: &Path, args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bao"))
        .arg("learn")
        .args(["--lessons", COURSE])
        .args(args)
        .env("XDG_STATE_HOME", state)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("bao runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("input written");
    child.wait_with_output().expect("bao ends")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("utf-8")
}

fn progress_file(state: &Path) -> std::path::PathBuf {
    state.join("bao/progress.json")
}

/// A whole scripted session: the rule, the quote, the board, a move stepped through and back,
/// a question answered wrong, hinted, answered in KIBA notation; then a question retried.
#[test]
fn a_scripted_session_walks_the_course() {
    let state = tempfile::tempdir().unwrap();
    let input = fs::read_to_string("tests/fixtures/learn/walk-through.txt").unwrap();
    let output = learn(state.path(), &[], &input);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let stdout = text(&output.stdout);
    assert!(!stdout.contains('\u{1b}'), "no colour codes in a pipe");
    // The engine, not the file, judges the answers.
    assert!(stdout.contains("A1L is legal, but it is not the move that captures 6 seeds"));
    assert!(stdout.contains("Right: A8R captures 6 seeds."));
    assert!(stdout.contains("Not A5: the last seed falls into A3."));
    assert!(stdout.contains("Right: the last seed falls into A3."));
    for line in stdout.lines() {
        assert!(
            line.chars().count() <= 60,
            "wider than a narrow terminal: {line:?}"
        );
    }
    insta::assert_snapshot!(stdout);
}

#[test]
fn progress_resumes_where_the_learner_stopped() {
    let state = tempfile::tempdir().unwrap();
    // Finish the first lesson (the question needs an answer), stop in the second.
    let output = learn(state.path(), &[], "\n\n\n\n\n\n\n\n\n\nA8R\n\nq\n");
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(text(&output.stdout).contains("✓ Lesson done: The kichwa decides"));
    let list = text(&learn(state.path(), &["--list"], "").stdout);
    assert!(list.contains("✓ 01-kichwa"), "{list}");
    assert!(list.contains("> 02-last-seed"), "{list}");
    assert!(list.contains("1 of 2 lessons done"), "{list}");
    let resumed = text(&learn(state.path(), &[], "q\n").stdout);
    assert!(
        resumed.starts_with("Where the last seed falls · 1/2"),
        "{resumed}"
    );
}

#[test]
fn finishing_every_lesson_says_so() {
    let state = tempfile::tempdir().unwrap();
    let output = learn(state.path(), &["02-last-seed"], "\n\nA3\n\n");
    let stdout = text(&output.stdout);
    assert!(stdout.contains("Next: The kichwa decides"), "{stdout}");
    let output = learn(state.path(), &[], "\n\n\n\n\n\n\n\n\n\nA8R\n\n");
    assert!(text(&output.stdout).contains("All 2 lessons are done"));
    let again = text(&learn(state.path(), &[], "").stdout);
    assert!(
        again.starts_with("All 2 lessons are done. Hongera!"),
        "{again}"
    );
}

#[test]
fn reset_asks_first() {
    let state = tempfile::tempdir().unwrap();
    learn(state.path(), &["02-last-seed"], "\n\nA3\n\nq\n");
    let declined = text(&learn(state.path(), &["--reset"], "n\n").stdout);
    assert!(declined.contains("Forget your progress in every lesson? [y/N]"));
    assert!(declined.contains("Nothing was reset."));
    assert!(text(&learn(state.path(), &["--list"], "").stdout).contains("✓ 02-last-seed"));
    let one = text(&learn(state.path(), &["--reset", "02-last-seed", "--yes"], "").stdout);
    assert!(
        one.contains("Progress in lesson `02-last-seed` is reset."),
        "{one}"
    );
    assert!(text(&learn(state.path(), &["--list"], "").stdout).contains("0 of 2 lessons done"));
    let all = text(&learn(state.path(), &["--reset"], "y\n").stdout);
    assert!(all.contains("Progress in every lesson is reset."), "{all}");
}

#[test]
fn a_corrupt_progress_file_is_kept_aside() {
    let state = tempfile::tempdir().unwrap();
    let file = progress_file(state.path());
    fs::create_dir_all(file.parent().unwrap()).unwrap();
    fs::write(&file, "{\"format_version\": 1, \"done\": [").unwrap();
    let output = learn(state.path(), &["--list"], "");
    assert!(output.status.success());
    let stderr = text(&output.stderr);
    assert!(
        stderr.starts_with("warning: your progress file could not be read"),
        "{stderr}"
    );
    let aside = state.path().join("bao/progress.json.unreadable-1");
    assert_eq!(
        fs::read_to_string(aside).unwrap(),
        "{\"format_version\": 1, \"done\": ["
    );
}

#[test]
fn mistakes_on_the_command_line_are_explained() {
    let state = tempfile::tempdir().unwrap();
    let output = learn(state.path(), &["kichwa"], "");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stderr),
        "error: no lesson `kichwa`: did you mean 01-kichwa?\n"
    );
    let output = Command::new(env!("CARGO_BIN_EXE_bao"))
        .args(["learn", "--lessons", "no/such/dir"])
        .env("XDG_STATE_HOME", state.path())
        .output()
        .unwrap();
    assert_eq!(
        text(&output.stderr),
        "error: no course folder `no/such/dir`\n"
    );
}

/// The tutor in a real terminal: a pseudo-terminal, keys typed one line at a time.
#[test]
fn the_tutor_runs_in_a_terminal() {
    let state = tempfile::tempdir().unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_bao"));
    command
        .args(["learn", "--color", "never", "--lessons", COURSE])
        .env("XDG_STATE_HOME", state.path());
    let mut session = rexpect::session::spawn_command(command, Some(10_000)).expect("a terminal");
    session.exp_string("The kichwa decides").unwrap();
    session.exp_string("b back").unwrap();
    session.send_line("").unwrap();
    session.exp_string("The sources").unwrap();
    session.send_line("q").unwrap();
    session.exp_string("Progress saved").unwrap();
    session.exp_eof().unwrap();
}
