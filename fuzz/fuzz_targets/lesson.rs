//! Lesson files: any text is read and validated or refused with problems that render, never a
//! panic, and no control character of the input reaches what is printed.
#![no_main]

use bao::lesson::{
    diagnostic,
    load::{self, SourceFile},
    schema::LessonFile,
    validate::{self, DiagramIndex},
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let source = SourceFile::new("lesson.yaml", text.to_owned());
    let problems = match load::parse::<LessonFile>(&source) {
        Ok(raw) => validate::lesson(&source, raw, "lesson", &DiagramIndex::default())
            .err()
            .unwrap_or_default(),
        Err(problems) => problems,
    };
    let shown = diagnostic::render(&problems, false, 100);
    assert!(
        !shown.chars().any(|c| c.is_control() && c != '\n' && c != '\t'),
        "a control character reached the output"
    );
});
