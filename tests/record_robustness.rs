//! `bao record`'s edits on damaged lessons: whatever loads is recorded without a panic, the
//! edits never overlap, and the edited file loads again with nothing left to record.

use std::path::Path;

use bao::{
    author::{record, yaml_text},
    lesson::{
        catalog::{self, Kind},
        load::{self, SourceFile},
        schema::LessonFile,
    },
};
use proptest::prelude::*;

const LESSON: &str = "# yaml-language-server: $schema=../lesson.schema.json
format_version: 1
title: To record
rule: Every way of writing a step that bao record fills in.
steps:
  - say: Block style.
    position: fixture-d09
    play: A1L   # a comment
  # between steps
  - {position: fixture-d09, play: A8R}
  - position: fixture-d09
    play: A2L
    expect:
  - position: fixture-d09
    play: A7R
    expect: { captured: 9 }
  - position: fixture-d09
    play: A1L
    expect:
      captured: 3
      winner: S
  - position: fixture-d09
    exercise:
      kind: last-hole
      move: A2L
  - exercise: {kind: legal, move: A5R}
  - exercise:
      kind: captured
      move: A7R
      answer: 7
";

fn damage(text: &str, at: usize, len: usize, with: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let at = at % (chars.len() + 1);
    let end = (at + len).min(chars.len());
    let mut out: String = chars[..at].iter().collect();
    out.push_str(with);
    out.extend(&chars[end..]);
    out
}

/// Records `text` if it loads; checks the edits apply and the result needs no more.
fn record_all(text: &str, all: bool) -> Option<String> {
    let path = Path::new("course/01-c/01-lesson.yaml");
    let library = [Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/diagrams"
    ))];
    let load = |text: &str| {
        let loaded = catalog::load_text(path, text, Kind::Lesson, &library);
        if !loaded.problems.is_empty() {
            return None;
        }
        let lesson = loaded.catalog.lessons().next()?.clone();
        let raw: LessonFile = load::parse(&SourceFile::new(path, text)).ok()?;
        Some((raw, lesson))
    };
    let (raw, lesson) = load(text)?;
    let recording = record::plan(text, &raw, &lesson, all);
    let edited = yaml_text::apply(text, &recording.edits).expect("edits do not overlap");
    let (raw, lesson) = load(&edited).unwrap_or_else(|| panic!("the edit loads:\n{edited}"));
    let again = record::plan(&edited, &raw, &lesson, all);
    assert!(again.edits.is_empty(), "nothing left:\n{edited}");
    Some(edited)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn damaged_lessons_record_safely(
        at in 0usize..1200,
        len in 0usize..30,
        with in prop::sample::select(vec![
            "", " ", "\n", ":", "- ", "\"", "{", "}", ",", "#", " # x", "\n  - play: A1L\n",
            "  ", "\r\n", "expect:", "é", "~", " null", "answer:", "\t",
        ]),
        all in any::<bool>(),
    ) {
        record_all(&damage(LESSON, at, len, with), all);
    }
}

#[test]
fn the_undamaged_lesson_records() {
    let edited = record_all(LESSON, true).expect("the lesson loads");
    assert!(edited.contains("    play: A1L   # a comment\n    expect:\n      last: A4\n"));
    assert!(record_all(LESSON, false).is_some());
}
