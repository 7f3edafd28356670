//! A course's translations: the text of its lessons, chapters and course, and of the published
//! diagrams it names, in another language, kept beside the English files and keyed to their
//! steps (issue 24).
//!
//! The translation of `04-namua/02-namua-capture.yaml` into Spanish is
//! `04-namua/02-namua-capture.es.yaml`; of a `chapter.yaml`, `chapter.es.yaml`; of the course
//! file, `course.es.yaml`. Only texts are translated, each entry `{source, text}` with the
//! [`fingerprint`] of the English it translates, so that English changed since is noticed:
//!
//! ```yaml
//! format_version: 1
//! language: es
//! title: {source: 9b1c0e2f4a6d8e10, text: Una captura en namua}
//! quotes:
//!   2:
//!     gloss: {source: …, text: …}
//! steps:
//!   3:
//!     say: {source: …, text: …}
//!     prompt: {source: …, text: …}
//! ```
//!
//! - [`raw`] is the file as written (its schema is `lessons/translation.schema.json`), [`read`]
//!   reads one, [`compare`] puts its texts in place of the English or tells what is wrong;
//! - [`translate`] does it for a whole catalog, [`check`] for every language, as `bao check`
//!   does: a course's `translations: [es, ca, sw]` asks for a complete file of each language
//!   beside each of its files;
//! - [`diagrams`] does it for the published diagrams (`diagrams/gc-d04.es.yaml`): their title,
//!   note and claims' glosses, asked in each language the courses read with them list;
//! - [`glossary`] reads `glossary/<lang>.yaml`, the words a language's translation uses;
//! - [`scaffold`] writes a file for a translator to fill in (`bao new translation`).

pub mod compare;
pub mod diagrams;
pub mod english;
pub mod glossary;
pub mod raw;
pub mod read;
pub mod scaffold;

use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
};

use super::{
    course_file::{self, COURSE_FILE},
    diagnostic::Problem,
    model::Catalog,
};
use crate::i18n::Language;
use english::Target;

/// The languages a course may be translated into.
pub const LANGUAGES: [Language; 3] = [Language::Spanish, Language::Catalan, Language::Swahili];

/// Gets the fingerprint of an English text: FNV-1a 64-bit over its UTF-8 bytes, as 16 lowercase
/// hex digits.
///
/// ```
/// assert_eq!(bao::lesson::translation::fingerprint(""), "cbf29ce484222325");
/// assert_eq!(bao::lesson::translation::fingerprint("a"), "af63dc4c8601ec8c");
/// ```
#[must_use]
pub fn fingerprint(text: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

/// Gets a language's English name, for messages.
#[must_use]
pub fn language_name(language: Language) -> &'static str {
    match language {
        Language::English => "English",
        Language::Spanish => "Spanish",
        Language::Catalan => "Catalan",
        Language::Swahili => "Swahili",
    }
}

/// Gets the path of the translation into `language` of an English file: `x.yaml` → `x.es.yaml`.
#[must_use]
pub fn translation_path(english: &Path, language: Language) -> PathBuf {
    let stem = english
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    english.with_file_name(format!("{stem}.{}.yaml", language.code()))
}

/// Reads a file name as a translation's: `x.es.yaml` gives Spanish and `x.yaml`; any other
/// name, `None`.
#[must_use]
pub fn language_of_file(path: &Path) -> Option<(Language, PathBuf)> {
    let name = path.file_name()?.to_str()?;
    let stem = name.strip_suffix(".yaml")?;
    let (english, code) = stem.rsplit_once('.')?;
    let language = LANGUAGES.into_iter().find(|l| l.code() == code)?;
    (!english.is_empty()).then(|| (language, path.with_file_name(format!("{english}.yaml"))))
}

/// Puts the translation into `language` of every lesson, chapter and course of `catalog` in place
/// of its English text, entry by entry; an entry missing or whose English changed since it was
/// translated stays English. Gives the problems found, each located, for `bao check` to report.
pub fn translate(catalog: &mut Catalog, language: Language) -> Vec<Problem> {
    let mut problems = Vec::new();
    if language == Language::English {
        return problems;
    }
    let mut courses = Courses::default();
    let listed_by_courses = course_languages(catalog, &mut courses).map(|l| l.contains(&language));
    for chapter in &mut catalog.chapters {
        // A lesson read outside any chapter is in a chapter of its own with no id or file.
        let has_file = !chapter.id.is_empty() && chapter.file.is_file();
        let listed = if has_file {
            courses.of_chapter(&chapter.file)
        } else {
            None
        };
        for lesson in &mut chapter.lessons {
            one(
                Target::Lesson(lesson),
                language,
                listed.as_deref(),
                &mut problems,
            );
        }
        if has_file {
            one(
                Target::Chapter(chapter),
                language,
                listed.as_deref(),
                &mut problems,
            );
        }
    }
    if let Some(course) = &mut catalog.course {
        let listed = course.course.translations.clone();
        one(
            Target::Course(course),
            language,
            Some(&listed),
            &mut problems,
        );
    }
    diagrams::translate(catalog, language, listed_by_courses, &mut problems);
    problems
}

/// Gets the languages the courses read with `catalog` list; `None` when no course was read.
fn course_languages(catalog: &Catalog, courses: &mut Courses) -> Option<Vec<Language>> {
    let mut found: Option<Vec<Language>> = catalog
        .course
        .as_ref()
        .map(|c| c.course.translations.clone());
    for chapter in catalog.chapters.iter().filter(|c| !c.id.is_empty()) {
        if let Some(languages) = courses.of_chapter(&chapter.file) {
            let all = found.get_or_insert_with(Vec::new);
            for language in languages {
                if !all.contains(&language) {
                    all.push(language);
                }
            }
        }
    }
    found
}

/// A translated text beside the English it translates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pair {
    /// The translation file.
    pub file: PathBuf,
    /// The line of its entry.
    pub line: usize,
    /// Where the text goes.
    pub slot: english::Slot,
    /// The English.
    pub english: String,
    /// The translation.
    pub text: String,
}

/// Gets every text translated into `language` in the files of `catalog` beside its English:
/// the entries that are put in place of the English (not a stale, empty or unneeded one), for a
/// test to hold to the language's [`glossary`].
#[must_use]
pub fn pairs(catalog: &Catalog, language: Language) -> Vec<Pair> {
    let mut copy = catalog.clone();
    let mut out = Vec::new();
    let mut add = |target: Target<'_>| {
        let path = translation_path(&target.file(), language);
        let Ok(translation) = read::read(&path, language, target.kind()) else {
            return;
        };
        let english = target.english();
        for entry in &translation.entries {
            let Some(original) = english.iter().find(|e| e.slot == entry.slot) else {
                continue;
            };
            if original.quote != Some(language)
                && !entry.text.value.trim().is_empty()
                && entry.source.value == fingerprint(&original.text)
            {
                out.push(Pair {
                    file: path.clone(),
                    line: entry.text.at.line,
                    slot: entry.slot,
                    english: original.text.clone(),
                    text: entry.text.value.clone(),
                });
            }
        }
    };
    for chapter in &mut copy.chapters {
        for lesson in &mut chapter.lessons {
            add(Target::Lesson(lesson));
        }
        if !chapter.id.is_empty() && chapter.file.is_file() {
            add(Target::Chapter(chapter));
        }
    }
    if let Some(course) = &mut copy.course {
        add(Target::Course(course));
    }
    for diagram in &mut copy.diagrams {
        add(Target::Diagram(diagram));
    }
    out
}

/// What [`check`] found.
#[derive(Debug, Default)]
pub struct Checked {
    /// The problems of every translation, and of the glossaries.
    pub problems: Vec<Problem>,
    /// The languages the courses read list, each of whose translations was checked.
    pub languages: Vec<Language>,
    /// The translations of published diagrams checked: one a file.
    pub diagrams: usize,
}

/// Checks every translation of the files of `catalog` into every language, and that each language
/// a course lists has a complete translation of each of its files, and its glossary.
#[must_use]
pub fn check(catalog: &Catalog) -> Checked {
    let mut checked = Checked::default();
    for language in LANGUAGES {
        let mut copy = catalog.clone();
        checked.problems.extend(translate(&mut copy, language));
    }
    let mut courses = Courses::default();
    let mut dirs: Vec<PathBuf> = Vec::new();
    for chapter in catalog.chapters.iter().filter(|c| !c.id.is_empty()) {
        for language in courses.of_chapter(&chapter.file).unwrap_or_default() {
            if !checked.languages.contains(&language) {
                checked.languages.push(language);
            }
        }
        if let Some(dir) = course_dir(&chapter.file)
            && !dirs.contains(&dir)
        {
            dirs.push(dir);
        }
    }
    for dir in &dirs {
        checked.problems.extend(glossary::check_folder(dir));
    }
    checked.diagrams = catalog
        .diagrams
        .iter()
        .flat_map(|d| LANGUAGES.map(|l| translation_path(&d.file, l)))
        .filter(|p| std::fs::symlink_metadata(p).is_ok())
        .count();
    checked
}

/// Translates one lesson, chapter or course, if it has a translation, noting its problems.
fn one(
    mut target: Target<'_>,
    language: Language,
    listed: Option<&[Language]>,
    problems: &mut Vec<Problem>,
) {
    let english = target.file();
    let path = translation_path(&english, language);
    let listed_here = listed.map(|l| l.contains(&language));
    if std::fs::symlink_metadata(&path).is_err() {
        if listed_here == Some(true) {
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            problems.push(Problem::file(
                &english,
                crate::t!("check-tr-no-file", language = language.code(), name = name),
                Some(crate::t!(
                    "check-tr-no-file-help",
                    language = language.code(),
                    file = english.to_string_lossy().replace('\\', "/")
                )),
            ));
        }
        return;
    }
    match read::read(&path, language, target.kind()) {
        Err(found) => problems.extend(found),
        Ok(translation) => {
            if listed_here == Some(false) {
                problems.push(Problem::at(
                    &translation.source,
                    translation.language_at,
                    crate::t!("check-tr-not-listed", language = language.code()),
                    crate::t!("check-tr-not-listed-label"),
                    Some(crate::t!(
                        "check-tr-not-listed-help",
                        language = language.code(),
                        course = COURSE_FILE
                    )),
                ));
            }
            problems.extend(compare::apply(&mut target, &translation));
        }
    }
}

/// Gets the course folder a chapter file is in: the folder above its chapter folder, when it has
/// a course file.
fn course_dir(chapter_file: &Path) -> Option<PathBuf> {
    let course = chapter_file.parent()?.parent()?;
    let course = if course.as_os_str().is_empty() {
        Path::new(".")
    } else {
        course
    };
    course
        .join(COURSE_FILE)
        .is_file()
        .then(|| course.to_owned())
}

/// The languages each course folder lists, read once.
#[derive(Default)]
struct Courses(BTreeMap<PathBuf, Option<Vec<Language>>>);

impl Courses {
    /// Gets the languages the course of a chapter lists; `None` when it is in no course, or its
    /// course file cannot be read (which the catalog reports).
    fn of_chapter(&mut self, chapter_file: &Path) -> Option<Vec<Language>> {
        let dir = course_dir(chapter_file)?;
        self.0
            .entry(dir.clone())
            .or_insert_with(|| course_file::read(&dir).ok().map(|c| c.translations))
            .clone()
    }
}
