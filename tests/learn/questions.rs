//! The questions of `bao learn` through the real binary: tries, the answer shown and explained,
//! lessons seen rather than done, answers read as a person means them, and hostile text.

use super::{flat, learn, support::Bao, text};

/// Wrong once, twice: what is wrong, never the answer; the third time the answer, explained.
/// A lesson whose answer was shown is seen, not done, and `--list` tells the two apart.
#[test]
fn three_wrong_answers_show_the_answer_and_the_lesson_is_only_seen() {
    let state = tempfile::tempdir().unwrap();
    let stdout = text(&learn(state.path(), &["02-last-seed"], "\nA2\nB1\nA6\n\nq\n").stdout);
    let first = stdout.find("Not A2").expect("the first wrong answer");
    let third = stdout
        .find("That makes 3 tries")
        .expect("the answer after 3 tries");
    let tries = &stdout[first..third];
    assert!(tries.contains("Not A2: A2 gets a seed of A2L, but not the last one."));
    assert!(
        tries.contains("2 tries left") && tries.contains("1 try left"),
        "{tries}"
    );
    assert!(
        tries.contains("Not B1: no seed of A2L falls into B1."),
        "{tries}"
    );
    assert!(
        !tries.contains("A3"),
        "no wrong answer gives the answer: {tries}"
    );
    let after = &stdout[third..];
    assert!(
        after.contains("The answer: A3. Here is A2L played out:"),
        "{after}"
    );
    assert!(
        after.contains("the last seed falls into the empty A3"),
        "{after}"
    );
    assert!(
        stdout.contains("~ Lesson seen: Where the last seed falls."),
        "{stdout}"
    );
    let list = text(&learn(state.path(), &["--list"], "").stdout);
    assert!(list.contains("~ 02-last-seed"), "{list}");
    assert!(list.contains("0 of 3 lessons done, 1 seen"), "{list}");
    // Answered without help, it is done.
    learn(state.path(), &["02-last-seed"], "\nA3\n\nq\n");
    let list = text(&learn(state.path(), &["--list"], "").stdout);
    assert!(list.contains("✓ 02-last-seed"), "{list}");
}

#[test]
fn s_shows_the_answer_explained() {
    let state = tempfile::tempdir().unwrap();
    let stdout = text(&learn(state.path(), &["02-last-seed"], "\nS\n\nQ\n").stdout);
    assert!(
        stdout.contains("The answer: A3. Here is A2L played out:"),
        "{stdout}"
    );
    assert!(
        stdout.contains("sows 3 seeds clockwise, A1 to A3"),
        "{stdout}"
    );
    assert!(stdout.contains("~ Lesson seen"), "{stdout}");
    assert!(stdout.contains("Progress saved"), "Q quits: {stdout}");
}

/// South's holes typed in lower case are pointed out, not judged; plain words are read as meant.
#[test]
fn lower_case_holes_and_plain_words() {
    let state = tempfile::tempdir().unwrap();
    let input = "\n\n\n2 seeds\nfour\n\nyes\nnot legal\n\na3\nA3\n\na7r\nA7 R\n\nquit\n";
    let stdout = flat(&text(&learn(state.path(), &["01-notation"], input).stdout));
    assert!(
        stdout.contains("Not 2: A1L captures more than 2."),
        "{stdout}"
    );
    assert!(stdout.contains("Right: A1L captures 4."), "{stdout}");
    assert!(
        stdout.contains("That is not right: look again at A5 and what it holds"),
        "{stdout}"
    );
    assert!(stdout.contains("Right: A5L* is not legal."), "{stdout}");
    assert!(
        stdout.contains("capitals are South's holes: did you mean A3?"),
        "{stdout}"
    );
    assert!(
        stdout.contains("capitals are South's holes: did you mean A7R?"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Right: A7R brings the captured seeds in at the kichwa A8"),
        "{stdout}"
    );
    assert!(!stdout.contains("Not a3"), "{stdout}");
    // The right answer to the find-move question says nothing a later question asks: the
    // count and last hole of A8R are not played out before they are asked.
    assert!(
        stdout.contains("✓ Lesson done: Marks after a move"),
        "{stdout}"
    );
}

#[test]
fn a_right_answer_does_not_answer_a_later_question() {
    let state = tempfile::tempdir().unwrap();
    let stdout = text(&learn(state.path(), &["01-notation"], "\n\n\n4\nq\n").stdout);
    let right = &stdout[stdout.find("Right: A1L captures 4.").unwrap()..];
    assert!(
        !right.contains("falls into the empty"),
        "the trace is kept back: {right}"
    );
}

/// A course whose every text holds terminal control codes: the loader refuses it, naming each
/// place, and none of the codes reaches the terminal on either stream.
#[test]
fn control_codes_in_a_course_never_reach_the_terminal() {
    let state = tempfile::tempdir().unwrap();
    let output = Bao::new()
        .args([
            "learn",
            "--lessons",
            "tests/fixtures/learn-hostile",
            "--width",
            "60",
        ])
        .state(state.path())
        .stdin("\n\n\nh\nA3\n\n")
        .output();
    let stdout = text(&output.stdout);
    let stderr = text(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stdout}{stderr}");
    assert!(
        stderr.contains("a control character, U+001B, in the text")
            && stderr.contains("learn-hostile/01-chapter/chapter.yaml:3:8"),
        "{stderr}"
    );
    for code in ['\u{1b}', '\u{7}', '\r'] {
        assert!(
            !stdout.contains(code) && !stderr.contains(code),
            "{code:?} reached the terminal: {stdout:?} {stderr:?}"
        );
    }
}
