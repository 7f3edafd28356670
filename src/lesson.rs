//! Lessons and published diagrams: YAML files that are the course, the book and the tests.
//!
//! - [`catalog`] finds and reads the files (the only code that does);
//! - [`load`] reads YAML into the raw types of [`schema`] (the only code that touches the YAML
//!   reader);
//! - [`validate`] checks them into the [`model`], collecting every [`Problem`] of a file;
//! - [`check`] plays every step and claim on the engine and reports what differs.
//!
//! The format is described for authors in `lessons/README.md`.

pub mod catalog;
pub mod check;
pub mod control;
pub mod course_file;
pub mod diagnostic;
pub mod keys;
pub mod load;
pub mod model;
pub mod schema;
pub mod translation;
pub mod tree;
pub mod validate;

pub use diagnostic::Problem;

/// The JSON Schemas `bao schema` writes, each with its path relative to the project root.
#[must_use]
pub fn json_schemas() -> Vec<(&'static str, String)> {
    fn pretty(schema: &schemars::Schema) -> String {
        let mut text = serde_json::to_string_pretty(schema).unwrap_or_default();
        text.push('\n');
        text
    }
    vec![
        (
            "lessons/lesson.schema.json",
            pretty(&schemars::schema_for!(schema::LessonFile)),
        ),
        (
            "lessons/chapter.schema.json",
            pretty(&schemars::schema_for!(schema::ChapterFile)),
        ),
        (
            "lessons/course.schema.json",
            pretty(&schemars::schema_for!(course_file::CourseFile)),
        ),
        (
            "lessons/translation.schema.json",
            pretty(&schemars::schema_for!(translation::raw::TranslationFile)),
        ),
        (
            "lessons/glossary.schema.json",
            pretty(&schemars::schema_for!(translation::glossary::GlossaryFile)),
        ),
        (
            "diagrams/diagram.schema.json",
            pretty(&schemars::schema_for!(schema::DiagramFile)),
        ),
        (
            "diagrams/translation.schema.json",
            pretty(&schemars::schema_for!(
                translation::raw::DiagramTranslationFile
            )),
        ),
    ]
}
