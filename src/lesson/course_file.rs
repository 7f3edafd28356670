//! The course file, `course.yaml` at the top of a course folder: what the book of the course is
//! called, and whether it carries bao's reference chapters.
//!
//! ```yaml
//! format_version: 1
//! title: My first Bao lessons
//! reference_chapters: false
//! translations: [es, ca, sw]   # optional: the languages every file is translated into
//! ```
//!
//! It is read through the lesson loader ([`crate::lesson::load::parse`]), so an unknown key, a
//! value of the wrong kind, an empty title or a missing file is a located problem as in any
//! lesson file.

use std::path::Path;

use schemars::JsonSchema;
use serde::Deserialize;

use crate::{
    files,
    i18n::Language,
    lesson::{
        diagnostic::Problem,
        load::{self, Located, SourceFile},
        schema::FORMAT_VERSION,
    },
    t,
};

/// The name of the course file in a course folder.
pub const COURSE_FILE: &str = "course.yaml";

/// A course file as written.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "bao course")]
pub struct CourseFile {
    /// The version of this format: 1.
    pub format_version: Located<i64>,
    /// The book's title.
    pub title: Located<String>,
    /// Whether the book carries bao's reference chapters: the notation, the rules options where
    /// the sources disagree, and the teachers' chapters on writing lessons.
    pub reference_chapters: bool,
    /// The languages the course is translated into (`es`, `ca`, `sw`): every lesson, chapter and
    /// the course itself then has a translation file in each, which `bao check` checks.
    #[serde(default)]
    #[schemars(with = "Option<Vec<TranslationCode>>")]
    pub translations: Option<Located<Vec<Located<String>>>>,
}

/// A language a course may be translated into, for the schema.
struct TranslationCode;

impl JsonSchema for TranslationCode {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "TranslationCode".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A language code: `es` (Spanish), `ca` (Catalan) or `sw` (Swahili).",
            "type": "string",
            "enum": ["es", "ca", "sw"],
        })
    }
}

/// A course as its book needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Course {
    /// The book's title.
    pub title: String,
    /// Whether bao's reference chapters are in the book.
    pub reference_chapters: bool,
    /// The languages it is translated into, in the order listed.
    pub translations: Vec<Language>,
}

/// Reads and checks the course file of a course folder.
///
/// # Errors
/// Returns every problem: no file, an unknown key, a wrong or missing value, an empty title, a
/// format version this bao does not read.
pub fn read(course: &Path) -> Result<Course, Vec<Problem>> {
    let path = course.join(COURSE_FILE);
    let text = files::read_text(&path, files::READ_LIMIT).map_err(|err| {
        let help = t!(
            "check-course-unreadable-help",
            version = FORMAT_VERSION,
            file = COURSE_FILE
        );
        vec![Problem::file(
            &path,
            t!("check-course-unreadable", reason = err.to_string()),
            Some(help),
        )]
    })?;
    let source = SourceFile::new(&path, text);
    let raw = load::parse::<CourseFile>(&source)?;
    let mut problems = Vec::new();
    if raw.format_version.value != FORMAT_VERSION {
        problems.push(Problem::at(
            &source,
            raw.format_version.at,
            t!("check-course-version", version = raw.format_version.value),
            t!("check-version-unknown-label"),
            Some(t!("check-version-unknown-help", supported = FORMAT_VERSION)),
        ));
    }
    let title = raw.title.value.trim();
    if title.is_empty() {
        problems.push(Problem::at(
            &source,
            raw.title.at,
            t!("check-course-title-empty"),
            t!("check-course-title-empty-label"),
            Some(t!("check-course-title-empty-help")),
        ));
    }
    let translations = translations(&source, raw.translations.as_ref(), &mut problems);
    if !problems.is_empty() {
        return Err(problems);
    }
    Ok(Course {
        title: title.to_owned(),
        reference_chapters: raw.reference_chapters,
        translations,
    })
}

/// Checks the languages of `translations:`: each one bao reads translations in, none twice.
fn translations(
    source: &SourceFile,
    raw: Option<&Located<Vec<Located<String>>>>,
    problems: &mut Vec<Problem>,
) -> Vec<Language> {
    let mut languages = Vec::new();
    for code in raw.map(|r| r.value.as_slice()).unwrap_or_default() {
        match Language::from_code(&code.value) {
            Some(Language::English) => problems.push(Problem::at(
                source,
                code.at,
                t!("check-course-english"),
                t!("check-course-english-label"),
                Some(t!("check-course-english-help")),
            )),
            Some(language) if languages.contains(&language) => problems.push(Problem::at(
                source,
                code.at,
                t!("check-course-language-twice", code = &code.value),
                t!("check-yaml-duplicate-key-label"),
                Some(t!("check-course-language-twice-help")),
            )),
            Some(language) => languages.push(language),
            None => problems.push(Problem::at(
                source,
                code.at,
                t!(
                    "check-course-language-unknown",
                    code = crate::lesson::control::printable(&code.value).into_owned()
                ),
                t!("check-course-language-unknown-label"),
                Some(t!("check-course-language-unknown-help")),
            )),
        }
    }
    languages
}
