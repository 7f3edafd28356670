//! A file with problems of the first reading (a missing key, a value of the wrong kind, an empty
//! item) in some of its steps or claims has the rest checked too: each problem told once, at its
//! line, and none made up by leaving those steps or claims out.

use std::path::Path;

use bao::lesson::catalog::{self, Kind};

const HEAD: &str = "format_version: 1\ntitle: T\nrule: R.\n";

const GRID: &str = "  grid: |
    | O | O | O | O | O | O | O | O |
    | 4 | 3 | 1 | 8 | O | 2 | 5 | 6 |
    | 1 | 2 | O | O | 8 | O | 3 | 4 |
    | O | O | O | O | O | O | O | O |
  stock: [1, 1]
";

/// Reads `text` as a file of `kind` (keys with no value refused, as `bao check` does), naming the
/// fixture diagrams; gives each problem as `line:column message`.
fn problems(kind: Kind, text: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("rest-01.yaml");
    std::fs::write(&path, text).unwrap();
    let loaded = catalog::load_file(&path, kind, Some(Path::new("tests/fixtures/diagrams")));
    loaded
        .problems
        .iter()
        .map(|p| format!("{}:{} {}", p.line, p.column, p.message))
        .collect()
}

fn starts(told: &[String], expected: &[&str]) {
    assert_eq!(told.len(), expected.len(), "{told:#?}");
    for (told, start) in told.iter().zip(expected) {
        assert!(told.starts_with(start), "{told:?} is not {start:?}");
    }
}

#[test]
fn the_steps_beside_a_step_with_a_missing_key_are_checked() {
    let text = format!(
        "{HEAD}steps:
  - position: fixture-d09
    exercise:
      answers: [A1L]
  - position: fixture-d09
    play: A3L
"
    );
    starts(
        &problems(Kind::Lesson, &text),
        &["7:7 missing key `kind`", "9:11 `A3L` is not legal here"],
    );
}

/// The step left out gave the position: the next one, which has none, is not told that the
/// first step must give one, nor checked from anywhere else.
#[test]
fn a_step_after_one_left_out_is_not_checked_from_elsewhere() {
    let text = format!(
        "{HEAD}steps:
  - position: fixture-d09
    play: A1L
    expect:
      captured: lots
  - play: a2L
  - position: fixture-d09
    play: a2L
"
    );
    starts(
        &problems(Kind::Lesson, &text),
        &[
            "8:17 `captured`: expected a whole number",
            "11:11 `a2L` is not legal here",
        ],
    );
    let first = format!(
        "{HEAD}steps:
  - position: [fixture-d09]
  - play: a2L
"
    );
    starts(
        &problems(Kind::Lesson, &first),
        &["5:15 `position`: expected"],
    );
}

/// An empty item leaves nothing out: the step after it starts where the one before ended.
#[test]
fn a_step_after_an_empty_item_starts_where_the_one_before_ended() {
    let text = format!(
        "{HEAD}steps:
  - position: fixture-d09
    play: A1L
  -
  - play: A1L
"
    );
    starts(
        &problems(Kind::Lesson, &text),
        &[
            "7:4 an empty item in the list of `steps`",
            "8:11 `A1L` is not legal here: A1 is South's hole but North is to move",
        ],
    );
}

/// A problem at the top level, where nothing can be cut out, is told alone as before.
#[test]
fn a_problem_at_the_top_level_is_told_alone() {
    let text = "format_version: 1\nrule: R.\nsteps:\n  - position: fixture-d09\n    play: A3L\n";
    starts(&problems(Kind::Lesson, text), &["1:1 missing key `title`"]);
}

/// A claim with a problem of its own is left out, but it is a claim all the same: a
/// reconstructed diagram whose only claim it is still lists one.
#[test]
fn a_claim_left_out_is_still_a_claim() {
    let text = format!(
        "format_version: 1
title: T
source:
  work: W
status: reconstructed
position:
{GRID}claims:
  - gloss: no text
    moves: [A1L, A2L, A7R, A8R]
"
    );
    starts(
        &problems(Kind::Diagram, &text),
        &["14:5 missing key `text`"],
    );
    let other = format!("{text}  - text: T\n    play: A3L\n");
    starts(
        &problems(Kind::Diagram, &other),
        &["14:5 missing key `text`", "17:11 `A3L` is not legal here"],
    );
}
