//! Recording on lessons written every way the format allows; the values were worked out by hand
//! from seed 000's diagram 9 (see `diagrams/seed000-d09.yaml`): A1L captures the 4 in a8 and
//! sows them from A1, the last falling into the empty A4; A8R captures 6, the last into A3;
//! A2L captures 3 from a7, the last into A3; A7R captures 5 from a2, the last into A4.

use std::path::Path;

use super::{NoteKind, Recording, plan, plan_until};
use crate::{
    author::yaml_text::apply,
    lesson::{
        catalog::{self, Kind},
        load::{self, SourceFile},
    },
};

const HEAD: &str = "format_version: 1\ntitle: T\nrule: R.\nsteps:\n";

/// Records `steps` (a lesson's steps) and gives the edited steps and what was noted.
fn record(steps: &str, all: bool) -> (String, Recording) {
    let text = format!("{HEAD}{steps}");
    let path = Path::new("c/01-t.yaml");
    let library = [catalog::builtin_diagrams()];
    let loaded = catalog::load_text(path, &text, Kind::Lesson, &library);
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    let lesson = loaded.catalog.lessons().next().unwrap();
    let raw = load::parse(&SourceFile::new(path, text.as_str())).unwrap();
    let recording = plan(&text, &raw, lesson, all);
    let edited = apply(&text, &recording.edits).unwrap();
    let again = catalog::load_text(path, &edited, Kind::Lesson, &library);
    assert!(again.problems.is_empty(), "{edited}\n{:?}", again.problems);
    (edited[HEAD.len()..].to_owned(), recording)
}

#[test]
fn a_play_without_expect_gets_one_under_it() {
    let (steps, recording) = record(
        "  - say: Diagram 9.\n    position: seed000-d09\n    play: A1L   # why\n    # next\n  - say: after\n",
        false,
    );
    assert_eq!(
        steps,
        "  - say: Diagram 9.\n    position: seed000-d09\n    play: A1L   # why\n    expect:\n      last: A4\n      captured: 4\n      ends: empty\n    # next\n  - say: after\n"
    );
    assert_eq!(
        recording.notes[0].to_string(),
        "step 1 (line 5): expect last A4, captured 4, ends empty"
    );
}

#[test]
fn flow_steps_and_an_empty_expect_are_filled() {
    let (steps, _) = record(
        "- {position: seed000-d09, play: A8R}\n- position: seed000-d09\n  play: A2L\n  expect:\n- position: seed000-d09\n  play: A7R\n  expect: {}\n",
        false,
    );
    assert_eq!(
        steps,
        "- { position: seed000-d09, play: A8R, expect: { last: A3, captured: 6, ends: empty } }\n- position: seed000-d09\n  play: A2L\n  expect:\n    last: A3\n    captured: 3\n    ends: empty\n- position: seed000-d09\n  play: A7R\n  expect: { last: A4, captured: 5, ends: empty }\n"
    );
}

#[test]
fn questions_get_their_answers() {
    let (steps, recording) = record(
        "  - position: seed000-d09\n    exercise:\n      kind: last-hole\n      move: A2L\n      hint: Count.\n  - exercise: { kind: legal, move: A5R }\n  - exercise:\n      kind: captured\n      move: A7R\n",
        false,
    );
    assert_eq!(
        steps,
        "  - position: seed000-d09\n    exercise:\n      kind: last-hole\n      move: A2L\n      answer: A3\n      hint: Count.\n  - exercise: { kind: legal, move: A5R, answer: no }\n  - exercise:\n      kind: captured\n      move: A7R\n      answer: 5\n"
    );
    assert_eq!(recording.notes.len(), 3);
}

const STATED: &str = "  - position: seed000-d09\n    play: A7R\n    expect:\n      captured: 9   # a guess\n      winner: S\n  - position: seed000-d09\n    exercise: { kind: captured, move: A2L, answer: 7 }\n";

#[test]
fn stated_values_are_left_alone_without_all() {
    let (steps, recording) = record(STATED, false);
    assert_eq!(steps, STATED);
    assert!(recording.edits.is_empty());
}

#[test]
fn all_replaces_what_the_engine_disagrees_with() {
    let (steps, recording) = record(STATED, true);
    assert_eq!(
        steps,
        "  - position: seed000-d09\n    play: A7R\n    expect:\n      captured: 5   # a guess\n      last: A4\n      ends: empty\n  - position: seed000-d09\n    exercise: { kind: captured, move: A2L, answer: 3 }\n"
    );
    let kinds: Vec<&NoteKind> = recording.notes.iter().map(|n| &n.kind).collect();
    assert!(matches!(kinds[0], NoteKind::Added(added) if added == &["last A4", "ends empty"]));
    assert_eq!(
        recording.notes[1].to_string(),
        "step 1 (line 5): the file says captured 9, the engine 5: replaced"
    );
    assert!(matches!(kinds[2], NoteKind::Removed { key: "winner", .. }));
    assert!(recording.notes.iter().filter(|n| n.overrides()).count() == 3);
    let (again, recording) = record(&steps, true);
    assert_eq!(again, steps);
    assert!(recording.notes.is_empty());
}

#[test]
fn line_endings_are_kept() {
    let steps = "  - position: seed000-d09\r\n    play: A1L\r\n";
    let (edited, _) = record(steps, false);
    assert_eq!(
        edited,
        "  - position: seed000-d09\r\n    play: A1L\r\n    expect:\r\n      last: A4\r\n      captured: 4\r\n      ends: empty\r\n"
    );
}

#[test]
fn a_file_without_a_final_newline_is_extended() {
    let (edited, _) = record(
        "  - position: seed000-d09\n    exercise:\n      kind: legal\n      move: A1R",
        false,
    );
    assert!(
        edited.ends_with("      move: A1R\n      answer: no\n"),
        "{edited}"
    );
}

#[test]
fn keys_written_without_a_value_are_given_one() {
    let (steps, _) = record(
        "  - position: seed000-d09\n    play: A1L\n    expect: { captured: }\n  - position: seed000-d09\n    play: A2L\n    expect:\n      captured:   # how many?\n  - position: seed000-d09\n    exercise:\n      kind: captured\n      move: A7R\n      answer: ~\n",
        false,
    );
    assert_eq!(
        steps,
        "  - position: seed000-d09\n    play: A1L\n    expect: { captured: 4, last: A4, ends: empty }\n  - position: seed000-d09\n    play: A2L\n    expect:\n      captured: 3   # how many?\n      last: A3\n      ends: empty\n  - position: seed000-d09\n    exercise:\n      kind: captured\n      move: A7R\n      answer: 5\n"
    );
}

/// A takasa leaving North one threatened hole blocks it (A3's 2 seeds go to A4 and the empty
/// A5, facing a5); capturing North's last front seed wins.
#[test]
fn blocks_and_winner_are_written_when_they_apply() {
    let (steps, _) = record(
        "  - position: \"0,0,0,0,0,0,0,0/0,0,3,2,0,0,0,0/0,1,2,0,0,2,0,0/0,0,0,0,0,0,0,0 S stock=0,0 nyumba=-\"\n    play: A3R*\n  - position: \"0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S stock=1,1 nyumba=-\"\n    play: A1L\n",
        false,
    );
    assert!(
        steps.contains("    play: A3R*\n    expect:\n      last: A5\n      captured: 0\n      ends: empty\n      blocks: a5\n"),
        "{steps}"
    );
    assert!(
        steps.ends_with("    play: A1L\n    expect:\n      last: A1\n      captured: 1\n      ends: front-row-empty\n      winner: S\n"),
        "{steps}"
    );
}

/// South wins in 2 with A4R*; North's longest defence is a2R*, then A7L wins.
const WIN_IN_TWO: &str =
    "\"1,2,1,0,0,1,1,0/0,0,0,0,0,0,4,1/0,1,1,19,8,1,0,0/6,0,4,5,1,4,1,2 S stock=0,0 nyumba=-\"";

#[test]
fn a_puzzle_without_a_solution_gets_its_main_line_under_wins_in() {
    let (steps, recording) = record(
        &format!(
            "  - say: Win in 2.\n    position: {WIN_IN_TWO}\n    wins_in: 2   # least\n    idea: Capture.\n"
        ),
        false,
    );
    assert_eq!(
        steps,
        format!(
            "  - say: Win in 2.\n    position: {WIN_IN_TWO}\n    wins_in: 2   # least\n    solution: [A4R*, a2R*, A7L]\n    idea: Capture.\n"
        )
    );
    assert_eq!(
        recording.notes[0].to_string(),
        "step 1 (line 5): solution [A4R*, a2R*, A7L]"
    );
}

#[test]
fn a_blank_solution_and_a_flow_step_are_filled() {
    let (steps, _) = record(
        &format!(
            "- position: {WIN_IN_TWO}\n  wins_in: 2\n  solution:\n- {{ position: {WIN_IN_TWO}, wins_in: 2 }}\n"
        ),
        false,
    );
    assert_eq!(
        steps,
        format!(
            "- position: {WIN_IN_TWO}\n  wins_in: 2\n  solution: [A4R*, a2R*, A7L]\n- {{ position: {WIN_IN_TWO}, wins_in: 2, solution: [A4R*, a2R*, A7L] }}\n"
        )
    );
}

#[test]
fn all_replaces_a_wrong_solution_and_keeps_a_right_one() {
    let wrong = format!("- position: {WIN_IN_TWO}\n  wins_in: 2\n  solution: [A4L*]  # mine\n");
    let (unchanged, recording) = record(&wrong, false);
    assert_eq!(unchanged, wrong, "without --all a written solution stays");
    assert!(recording.edits.is_empty());
    let (steps, recording) = record(&wrong, true);
    assert_eq!(
        steps,
        format!("- position: {WIN_IN_TWO}\n  wins_in: 2\n  solution: [A4R*, a2R*, A7L]  # mine\n")
    );
    assert_eq!(
        recording.notes[0].kind,
        NoteKind::Replaced {
            key: "solution",
            stated: "[A4L*]".to_owned(),
            engine: "[A4R*, a2R*, A7L]".to_owned(),
        }
    );
    let block =
        format!("- position: {WIN_IN_TWO}\n  wins_in: 2\n  solution:\n    - A4R*\n- say: next\n");
    let (steps, _) = record(&block, true);
    assert_eq!(
        steps,
        format!(
            "- position: {WIN_IN_TWO}\n  wins_in: 2\n  solution: [A4R*, a2R*, A7L]\n- say: next\n"
        ),
        "an unfinished line in block style is replaced"
    );
    let right = format!("- position: {WIN_IN_TWO}\n  wins_in: 2\n  solution: [A4R*, a2R*, A7L]\n");
    let (kept, recording) = record(&right, true);
    assert_eq!(kept, right);
    assert!(recording.notes.is_empty(), "{:?}", recording.notes);
}

#[test]
fn a_puzzle_with_no_win_in_time_is_left_alone_with_a_note() {
    let steps = format!("- position: {WIN_IN_TWO}\n  wins_in: 1\n");
    let (kept, recording) = record(&steps, true);
    assert_eq!(kept, steps);
    assert!(recording.edits.is_empty());
    assert_eq!(
        recording.notes[0].kind,
        NoteKind::Skipped(
            "the player to move has no win within 1, so there is no solution to write (`bao check` says more)"
                .to_owned()
        )
    );
}

#[test]
fn a_stopped_proof_writes_no_solution() {
    let text = format!("{HEAD}- position: {WIN_IN_TWO}\n  wins_in: 2\n");
    let path = Path::new("c/01-t.yaml");
    let loaded = catalog::load_text(path, &text, Kind::Lesson, &[]);
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    let lesson = loaded.catalog.lessons().next().unwrap();
    let raw = load::parse(&SourceFile::new(path, text.as_str())).unwrap();
    let recording = plan_until(&text, &raw, lesson, false, &|| true);
    assert!(recording.edits.is_empty());
    let NoteKind::Skipped(why) = &recording.notes[0].kind else {
        panic!("{:?}", recording.notes);
    };
    assert!(
        why.starts_with("the solution was not found: stopped"),
        "{why}"
    );
}
