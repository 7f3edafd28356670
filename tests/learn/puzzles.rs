//! Puzzles in `bao learn` through the real binary: the learner's moves played out against the
//! longest defence, solved or failed with why, and the solution shown move by move.

use std::{path::Path, process::Output};

use super::{flat, text};

/// A course of one lesson: South to move wins in 2, only by A3L*.
const COURSE: &str = "tests/fixtures/learn-puzzle";

/// Runs `bao learn` on the puzzle course at `width` columns, feeding `input`.
fn learn(state: &Path, width: &str, input: &str) -> Output {
    super::learn_in(COURSE, state, &["--width", width], input)
}

/// Lists the puzzle course's lessons with their marks.
fn list(state: &Path) -> String {
    text(&super::learn_in(COURSE, state, &["--list"], "").stdout)
}

/// Hinted, then played right: the defence answers the first move, the second move wins, the
/// idea follows and the lesson is done.
#[test]
fn a_puzzle_played_right_against_the_defence_is_solved() {
    let state = tempfile::tempdir().unwrap();
    let output = learn(state.path(), "60", "\n\nh\nh\nA3 L\nA4L*\n\n");
    assert!(output.status.success(), "{}", text(&output.stderr));
    let stdout = flat(&text(&output.stdout));
    assert!(
        stdout.contains("South to move wins within 2 turns: play the first move."),
        "{stdout}"
    );
    assert!(
        stdout.contains("Hint: the winning move starts from A3."),
        "{stdout}"
    );
    assert!(stdout.contains("Hint: play A3L*."), "{stdout}");
    assert!(stdout.contains("South plays A3L*:"), "{stdout}");
    // The longest defence, with its trace, then the board for the second move.
    assert!(
        stdout.contains("North answers b8L*: lifts the 3 seeds of b8"),
        "{stdout}"
    );
    assert!(
        stdout.contains("After A3L* b8L*: South's 2nd move of 2."),
        "{stdout}"
    );
    assert!(
        stdout.contains("South wins: North has no legal move"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Solved: A4L* wins the game on your 2nd move of 2."),
        "{stdout}"
    );
    assert!(
        stdout.contains("The idea: After A3L* North can sow only the three seeds of b8."),
        "{stdout}"
    );
    assert!(stdout.contains("✓ Lesson done: Win in two"), "{stdout}");
    assert!(list(state.path()).contains("✓ 01-win-in-two"));
}

/// Three moves that throw the win away: each is met by an escape and said why; the third
/// failure shows the solution move by move and the idea, and the lesson is only seen. At 42
/// columns every line fits.
#[test]
fn three_failed_puzzles_show_the_solution_and_the_lesson_is_seen() {
    let state = tempfile::tempdir().unwrap();
    let output = learn(state.path(), "42", "\n\nA6R*\nA4R*\nA6L*\n\n");
    assert!(output.status.success(), "{}", text(&output.stderr));
    let stdout = text(&output.stdout);
    let words = flat(&stdout);
    for (mv, tries) in [("A6R*", "2 tries left"), ("A4R*", "1 try left")] {
        let after = words
            .split(&format!("Not solved: after {mv} North's "))
            .nth(1)
            .unwrap_or_else(|| panic!("no escape after {mv}: {words}"));
        let (reply, rest) = after.split_once(' ').unwrap();
        assert!(
            words.contains(&format!("North answers {reply}:")),
            "the escape is played: {words}"
        );
        assert!(
            rest.starts_with("escapes: no win within 1 turn is left."),
            "{rest}"
        );
        assert!(rest.contains(tries), "{rest}");
    }
    let solution = words
        .find("That makes 3 tries, so here is the solution.")
        .expect("the solution after 3 failures");
    assert!(
        !words[..solution].contains("b8L*"),
        "no failure gives the solution away"
    );
    let shown = &words[solution..];
    assert!(shown.contains("The solution: A3L* b8L* A4L*."), "{shown}");
    assert!(
        shown.contains("1. South plays A3L*:")
            && shown.contains("2. North plays b8L*:")
            && shown.contains("3. South plays A4L*:"),
        "{shown}"
    );
    assert!(shown.contains("The idea:"), "{shown}");
    assert!(words.contains("~ Lesson seen: Win in two."), "{words}");
    assert!(list(state.path()).contains("~ 01-win-in-two"));
    for line in stdout.lines() {
        assert!(
            line.chars().count() <= 42,
            "wider than 42 columns: {line:?}"
        );
    }
    insta::assert_snapshot!(stdout);
}

/// `s` shows the solution at once: seen, not done; `r` asks the puzzle again, and solving it
/// then is copying the solution: still seen.
#[test]
fn s_shows_the_solution_and_r_asks_again() {
    let state = tempfile::tempdir().unwrap();
    let output = learn(state.path(), "60", "\n\ns\nr\nA3L*\nA6R*\n\n");
    let stdout = flat(&text(&output.stdout));
    let shown = stdout.find("The solution: A3L* b8L* A4L*.").expect("shown");
    let solved = stdout.find("Solved: A6R*").expect("solved after r");
    assert!(shown < solved, "{stdout}");
    assert!(stdout.contains("the lesson stays seen"), "{stdout}");
    assert!(stdout.contains("~ Lesson seen: Win in two"), "{stdout}");
}
