//! `bao learn` through the real binary: scripted sessions from a file, progress that resumes,
//! resets and survives a corrupt file, and one session in a pseudo-terminal.

use std::{
    fs,
    path::Path,
    process::{Command, Output},
};

#[path = "learn/puzzles.rs"]
mod puzzles;
#[path = "learn/questions.rs"]
mod questions;
mod support;

use support::Bao;

const COURSE: &str = "tests/fixtures/learn-course";

/// Runs `bao learn` with `args`, feeding `input`, keeping progress under `state`; text is
/// wrapped at 60 columns unless `args` say otherwise.
fn learn(state: &Path, args: &[&str], input: &str) -> Output {
    learn_in(COURSE, state, args, input)
}

/// Runs `bao learn` on the course `course`, as [`learn`] does.
fn learn_in(course: &str, state: &Path, args: &[&str], input: &str) -> Output {
    let width: &[&str] = if args.contains(&"--width") {
        &[]
    } else {
        &["--width", "60"]
    };
    Bao::new()
        .arg("learn")
        .args(["--lessons", course])
        .args(width)
        .args(args)
        .state(state)
        .stdin(input)
        .output()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("utf-8")
}

/// Gets the words of `text` one space apart, so that wrapping does not matter.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn progress_file(state: &Path) -> std::path::PathBuf {
    state.join("bao/progress.json")
}

/// A whole scripted session: the chapter's introduction, the rule, the quote, the board, a move
/// stepped through and back, a question answered wrong, hinted, answered in KIBA notation; then
/// a question answered wrong, in lower case, retried.
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
    assert!(stdout.contains("Not A5: no seed of A2L falls into A5."));
    assert!(stdout.contains("capitals are South's holes: did you mean A3?"));
    assert!(stdout.contains("Right: the last seed falls into A3."));
    let question = stdout.find("Where the last seed falls · 2/2").unwrap();
    let before_right = &stdout[question..stdout.find("Right: the last seed").unwrap()];
    assert!(
        !before_right.contains("falls into A3") && !before_right.contains("empty A3"),
        "a wrong answer gives the answer away"
    );
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
    let output = learn(state.path(), &[], "\n\n\n\na\n\nA8R\n\nq\n");
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(text(&output.stdout).contains("✓ Lesson done: The kichwa decides"));
    let list = text(&learn(state.path(), &["--list"], "").stdout);
    assert!(list.contains("✓ 01-kichwa"), "{list}");
    assert!(list.contains("> 02-last-seed"), "{list}");
    assert!(list.contains("1 of 3 lessons done, 0 seen"), "{list}");
    let resumed = text(&learn(state.path(), &[], "q\n").stdout);
    assert!(
        resumed.starts_with("Where the last seed falls · 1/2"),
        "{resumed}"
    );
}

/// Answers to the whole of lesson 01-notation, in the plain words a person would use.
const NOTATION: &str = "\n\n\nfour seeds\n\nNo\n\nA3\n\nA7 R\n\n";
/// Answers to the whole of lesson 01-kichwa.
const KICHWA: &str = "\n\n\n\na\n\nA8R\n\n";

#[test]
fn finishing_every_lesson_says_so() {
    let state = tempfile::tempdir().unwrap();
    let output = learn(state.path(), &["02-last-seed"], "\nA3\n\n");
    let stdout = text(&output.stdout);
    assert!(stdout.contains("Next: Marks after a move"), "{stdout}");
    let output = learn(state.path(), &[], &format!("{NOTATION}{KICHWA}"));
    let stdout = text(&output.stdout);
    assert!(
        stdout.contains("✓ Lesson done: Marks after a move"),
        "{stdout}"
    );
    assert!(stdout.contains("All 3 lessons are done"), "{stdout}");
    let again = text(&learn(state.path(), &[], "").stdout);
    assert!(
        again.starts_with("All 3 lessons are done. Hongera!"),
        "{again}"
    );
}

/// `h` helps on every kind of question, from the position: which hole, how many seeds, which
/// way, which kichwa.
#[test]
fn a_hint_on_every_kind_of_question() {
    let state = tempfile::tempdir().unwrap();
    let input = "\n\n\nh\n4\n\nh\nno\n\nh\nA3\n\nh\nA7R\n\n";
    let output = learn(state.path(), &["01-notation"], input);
    let stdout = text(&output.stdout);
    let words = flat(&stdout);
    assert!(!stdout.contains("No hint for this one"), "{stdout}");
    assert_eq!(stdout.matches("Hint:").count(), 4, "{stdout}");
    assert!(words.contains("A1L puts a stock seed into A1"), "{stdout}");
    assert!(words.contains("enter at the kichwa A1"), "{stdout}");
    assert!(words.contains("A5 holds 8 seeds."), "{stdout}");
    assert!(words.contains("4 moves capture here"), "{stdout}");
    assert!(
        words.contains("the 6 seeds captured from a1 enter at the kichwa A8"),
        "{stdout}"
    );
    insta::assert_snapshot!(stdout);
}

#[test]
fn resuming_goes_on_at_the_page_where_the_learner_stopped() {
    let state = tempfile::tempdir().unwrap();
    let stdout = text(&learn(state.path(), &["01-notation"], "\n\n\n4\n\nq\n").stdout);
    assert!(flat(&stdout).contains("goes on from page 5 of"), "{stdout}");
    let resumed = text(&learn(state.path(), &[], "q\n").stdout);
    assert!(resumed.starts_with("Marks after a move · 5/7"), "{resumed}");
    // EOF saves the place too.
    let resumed = text(&learn(state.path(), &[], "no\n\n").stdout);
    assert!(
        flat(&resumed).contains("goes on from page 6 of"),
        "{resumed}"
    );
    let resumed = text(&learn(state.path(), &[], "").stdout);
    assert!(resumed.starts_with("Marks after a move · 6/7"), "{resumed}");
}

#[test]
fn back_on_the_first_page_goes_to_the_previous_lesson() {
    let state = tempfile::tempdir().unwrap();
    let stdout = text(&learn(state.path(), &["02-last-seed"], "b\nq\n").stdout);
    assert!(stdout.contains("Back to: The kichwa decides"), "{stdout}");
    assert!(stdout.contains("The kichwa decides · 6/6"), "{stdout}");
    let fresh = tempfile::tempdir().unwrap();
    let first = text(&learn(fresh.path(), &["01-kichwa"], "\nb\nb\nq\n").stdout);
    assert!(
        first.contains("This is the first page of the first lesson."),
        "{first}"
    );
}

/// A chapter's introduction opens its first lesson; the sources' words are shown as written,
/// `*` and all.
#[test]
fn chapter_intro_and_quotes_as_written() {
    let state = tempfile::tempdir().unwrap();
    let stdout = text(&learn(state.path(), &["01-notation"], "\n\nq\n").stdout);
    assert!(
        stdout.starts_with("Marks after a move · 1/7\n\nWriting moves down\n"),
        "{stdout}"
    );
    assert!(stdout.contains("The second chapter names the moves of diagram 9 in writing."));
    assert!(stdout.contains("| \"A3D*\" significa"), "{stdout}");
    assert!(
        stdout.contains("\"\" means there are no captures (takasa).*"),
        "{stdout}"
    );
    assert!(
        flat(&stdout).contains("seed 003, §4.2.5 *notation*"),
        "{stdout}"
    );
}

/// In a 42-column terminal words and positions are never broken.
#[test]
fn a_narrow_terminal_breaks_no_word_and_no_position() {
    let state = tempfile::tempdir().unwrap();
    let input = "\nh\n\n\nh\n4\n\nq\n";
    let output = learn(state.path(), &["01-notation", "--width", "42"], input);
    let stdout = text(&output.stdout);
    let position = "0,0,0,0,0,0,0,0/4,3,1,8,0,2,5,6/1,2,0,0,8,0,3,4/0,0,0,0,0,0,0,0 S stock=1,1";
    assert!(
        stdout.contains(position),
        "the position is on one line: {stdout}"
    );
    for line in stdout.lines().filter(|l| !l.contains(position)) {
        assert!(
            line.chars().count() <= 42,
            "wider than 42 columns: {line:?}"
        );
    }
    insta::assert_snapshot!(stdout);
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
    assert!(text(&learn(state.path(), &["--list"], "").stdout).contains("0 of 3 lessons done"));
    let all = text(&learn(state.path(), &["--reset"], "y\n").stdout);
    assert!(all.contains("Progress in every lesson is reset."), "{all}");
}

/// The question is asked in the reader's language, and its yes is the reader's (`sí`).
#[test]
fn reset_asks_in_the_readers_language() {
    let state = tempfile::tempdir().unwrap();
    learn(state.path(), &["02-last-seed"], "\n\nA3\n\nq\n");
    let declined = text(&learn(state.path(), &["--reset", "--lang", "es"], "n\n").stdout);
    assert!(declined.contains("[s/N]"), "{declined}");
    assert!(text(&learn(state.path(), &["--list"], "").stdout).contains("✓ 02-last-seed"));
    learn(state.path(), &["--reset", "--lang", "es"], "sí\n");
    assert!(text(&learn(state.path(), &["--list"], "").stdout).contains("0 of 3 lessons done"));
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
    let output = Bao::new()
        .args(["learn", "--lessons", "no/such/dir"])
        .state(state.path())
        .output();
    assert_eq!(
        text(&output.stderr),
        "error: no course folder `no/such/dir`\n"
    );
}

/// The tutor's line mode in a real terminal: a pseudo-terminal, keys typed one line at a time.
#[test]
fn the_tutor_runs_in_a_terminal() {
    let state = tempfile::tempdir().unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_bao"));
    // English whatever the machine's locale.
    command
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES");
    command
        .args(["learn", "--plain", "--color", "never", "--lessons", COURSE])
        .env("XDG_STATE_HOME", state.path());
    let mut session = rexpect::session::spawn_command(command, Some(10_000)).expect("a terminal");
    session.exp_string("The kichwa decides").unwrap();
    session.exp_string("b back").unwrap();
    session.send_line("").unwrap();
    session.exp_string("Seeds captured at").unwrap();
    session.send_line("").unwrap();
    session.exp_string("The sources").unwrap();
    session.send_line("q").unwrap();
    session.exp_string("Progress saved").unwrap();
    session.exp_eof().unwrap();
}

/// The list of the built-in course fits a 42-column terminal: a title that does not fit beside
/// its id goes under it, wrapped between words.
#[test]
fn the_list_fits_a_narrow_terminal() {
    let state = tempfile::tempdir().unwrap();
    let output = Bao::new()
        .args(["learn", "--list", "--width", "42"])
        .state(state.path())
        .output();
    let list = text(&output.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    for line in list.lines() {
        assert!(line.chars().count() <= 42, "{line:?} is wider than 42");
    }
    assert!(
        flat(&list)
            .contains("05-disagree-other-readings The same positions under the other readings"),
        "{list}"
    );
    assert!(
        list.contains("    01-board-rows\n      Four rows of eight\n"),
        "{list}"
    );
}

/// A lesson named with the wrong number, or misspelt, is met with the nearest real one.
#[test]
fn a_misspelt_lesson_is_met_with_the_nearest() {
    let state = tempfile::tempdir().unwrap();
    let output = Bao::new()
        .args(["learn", "02-sowing-one-lap"])
        .state(state.path())
        .output();
    let stderr = text(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("no lesson `02-sowing-one-lap`: did you mean 01-sowing-one-lap?"),
        "{stderr}"
    );
}

/// The whole built-in course, every answer shown, at 42 columns: no line is wider than the
/// terminal but a position to copy (never broken), and no control character is printed.
#[test]
fn the_whole_course_fits_a_42_column_terminal() {
    let state = tempfile::tempdir().unwrap();
    let output = Bao::new()
        .args(["learn", "--width", "42"])
        .state(state.path())
        .stdin("s\n\n".repeat(2000))
        .output();
    let stdout = text(&output.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(
        stdout.contains("Lesson seen: Words for the game"),
        "the walk ended early"
    );
    for line in stdout.lines() {
        let position = line.contains('/') && line.contains(" stock=");
        assert!(
            line.chars().count() <= 42 || position,
            "{line:?} is wider than 42"
        );
        assert!(!line.chars().any(char::is_control), "{line:?}");
    }
}
