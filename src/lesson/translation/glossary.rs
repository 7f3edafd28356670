//! A language's glossary, `glossary/<lang>.yaml` in a course folder: the notation letters of its
//! moves and the words its translation uses for the English terms, which a test holds every
//! translated text of the course to.
//!
//! ```yaml
//! format_version: 1
//! language: es
//! sides: {left: I, right: D}
//! terms:
//!   - english: [sow, sows, sowing, sown]
//!     translation: [sembrar, siembra, siembras]
//!     note: optional words for the translator
//! ```
//!
//! A translated text keeps to the glossary when, for every term whose English forms one of the
//! English text's words (case aside), it has one of the term's translations at the start of a
//! word; and when every move in backticks in the English (`` `A5L` ``) is in it with the
//! language's side letters (`A5I`).

use std::path::{Path, PathBuf};

use schemars::JsonSchema;
use serde::Deserialize;

use super::LANGUAGES;
use crate::{
    files,
    i18n::{Language, notation},
    lesson::{
        diagnostic::Problem,
        load::{self, Blanks, Located, SourceFile, Span},
        schema::{FORMAT_VERSION, FormatVersion},
    },
    t,
};

/// The folder of a course holding its glossaries.
pub const GLOSSARY_DIR: &str = "glossary";

/// A glossary file as written.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "bao glossary")]
pub struct GlossaryFile {
    /// The version of this format: 1.
    #[schemars(with = "FormatVersion")]
    pub format_version: Located<i64>,
    /// The language: `es`, `ca` or `sw`, as in the file's name.
    pub language: Located<String>,
    /// The letters the language's moves write for the sides.
    pub sides: Located<SidesRaw>,
    /// The terms.
    #[serde(default)]
    pub terms: Vec<Located<TermRaw>>,
}

/// The side letters as written.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SidesRaw {
    /// The letter for a move to the left.
    pub left: Located<String>,
    /// The letter for a move to the right.
    pub right: Located<String>,
}

/// A term as written.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TermRaw {
    /// The English forms, matched as whole words in any case.
    pub english: Vec<Located<String>>,
    /// The forms of the translation, one of which a translated text must have.
    pub translation: Vec<Located<String>>,
    /// Words for the translator.
    #[serde(default)]
    pub note: Option<String>,
}

/// A term: English forms and the forms that translate them, all lowercase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Term {
    /// The English forms.
    pub english: Vec<String>,
    /// The translated forms.
    pub translation: Vec<String>,
}

/// A glossary checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Glossary {
    /// Its language.
    pub language: Language,
    /// The letters for left and right.
    pub sides: (char, char),
    /// Its terms.
    pub terms: Vec<Term>,
}

/// Gets the glossary file of `language` in a course folder.
#[must_use]
pub fn path(course: &Path, language: Language) -> PathBuf {
    course
        .join(GLOSSARY_DIR)
        .join(format!("{}.yaml", language.code()))
}

/// Reads and checks every glossary of a course folder: each file of `glossary/` must be one of
/// a language's.
#[must_use]
pub fn check_folder(course: &Path) -> Vec<Problem> {
    let dir = course.join(GLOSSARY_DIR);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return Vec::new();
    };
    let mut names: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    names.sort();
    let mut problems = Vec::new();
    for file in names {
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if name.starts_with('.') {
            continue;
        }
        match LANGUAGES
            .into_iter()
            .find(|l| name == format!("{}.yaml", l.code()))
        {
            Some(language) => {
                if let Err(found) = read(&file, language) {
                    problems.extend(found);
                }
            }
            None => problems.push(Problem::file(
                &file,
                t!("check-tr-glossary-misnamed"),
                Some(t!("check-tr-glossary-misnamed-help")),
            )),
        }
    }
    problems
}

/// Reads and checks the glossary at `path`, of `language`.
///
/// # Errors
/// Returns every problem, located: it cannot be read or is no glossary, its version, language or
/// side letters are wrong, a term has no form or an empty one.
pub fn read(path: &Path, language: Language) -> Result<Glossary, Vec<Problem>> {
    let text = files::read_text(path, files::READ_LIMIT).map_err(|err| {
        vec![Problem::file(
            path,
            t!("check-tr-glossary-unreadable", error = err.to_string()),
            None,
        )]
    })?;
    let source = SourceFile::new(path, text);
    let raw = load::parse_with::<GlossaryFile>(&source, Blanks::Refused)?;
    let mut problems = Vec::new();
    let mut problem = |at: Span, message: String, label: &str, help: String| {
        problems.push(Problem::at(&source, at, message, label, Some(help)));
    };
    if raw.format_version.value != FORMAT_VERSION {
        problem(
            raw.format_version.at,
            t!(
                "check-tr-version",
                version = raw.format_version.value.to_string()
            ),
            &t!("check-tr-version-label"),
            t!(
                "check-tr-version-help",
                version = FORMAT_VERSION.to_string()
            ),
        );
    }
    if Language::from_code(&raw.language.value) != Some(language) {
        problem(
            raw.language.at,
            t!(
                "check-tr-glossary-language",
                expected = language.code(),
                found = crate::lesson::control::printable(&raw.language.value).into_owned()
            ),
            &t!("check-tr-wrong-language-label"),
            t!(
                "check-tr-glossary-language-help",
                expected = language.code()
            ),
        );
    }
    let (left, right) = notation::side_letters(language);
    for (given, want, side) in [
        (&raw.sides.value.left, left, "left"),
        (&raw.sides.value.right, right, "right"),
    ] {
        if given.value != want.to_string() {
            problem(
                given.at,
                t!(
                    "check-tr-glossary-side",
                    letter = crate::lesson::control::printable(&given.value).into_owned(),
                    side = side
                ),
                &t!("check-tr-glossary-side-label"),
                t!("check-tr-glossary-side-help", side = side, want = want),
            );
        }
    }
    let mut terms = Vec::new();
    for term in &raw.terms {
        let mut forms = |list: &[Located<String>], key: &str| {
            if list.is_empty() {
                problem(
                    term.at,
                    t!("check-tr-glossary-no-form", key = key),
                    &t!("check-tr-glossary-no-form-label"),
                    t!("check-tr-glossary-no-form-help", key = key),
                );
            }
            let mut out = Vec::new();
            for form in list {
                if form.value.trim().is_empty() {
                    problem(
                        form.at,
                        t!("check-tr-glossary-empty-form", key = key),
                        &t!("check-tr-empty-label"),
                        t!("check-tr-glossary-empty-form-help"),
                    );
                } else {
                    out.push(form.value.trim().to_lowercase());
                }
            }
            out
        };
        let english = forms(&term.value.english, "english");
        let translation = forms(&term.value.translation, "translation");
        terms.push(Term {
            english,
            translation,
        });
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    Ok(Glossary {
        language,
        sides: (left, right),
        terms,
    })
}

impl Glossary {
    /// Says what a translated text lacks that the glossary asks of it, given its English: each
    /// term the English uses with none of its translations, each move in backticks not written
    /// with the language's letters. Empty when it keeps to the glossary.
    #[must_use]
    pub fn faults(&self, english: &str, translated: &str) -> Vec<String> {
        let english_lower = english.to_lowercase();
        let translated_lower = translated.to_lowercase();
        let mut faults = Vec::new();
        for term in &self.terms {
            let used = term
                .english
                .iter()
                .find(|form| whole_word(&english_lower, form));
            if let Some(form) = used
                && !term
                    .translation
                    .iter()
                    .any(|t| at_word_start(&translated_lower, t))
            {
                faults.push(format!(
                    "the English says `{form}`, and the translation has none of {}",
                    term.translation
                        .iter()
                        .map(|t| format!("`{t}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
        }
        for mv in backticked_moves(english) {
            let want = notation::move_in(self.language, &mv);
            if !translated.contains(&want) {
                faults.push(format!(
                    "the English has the move `{mv}`, and the translation does not write `{want}`"
                ));
            }
        }
        faults
    }
}

/// Checks if `form` is in `text` (both lowercase) as whole words: no letter or digit just
/// before or after it.
fn whole_word(text: &str, form: &str) -> bool {
    text.match_indices(form).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + form.len()..].chars().next();
        before.is_none_or(|c| !c.is_alphanumeric()) && after.is_none_or(|c| !c.is_alphanumeric())
    })
}

/// Checks if `form` is in `text` (both lowercase) where a word starts.
fn at_word_start(text: &str, form: &str) -> bool {
    text.match_indices(form).any(|(i, _)| {
        text[..i]
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric())
    })
}

/// Finds the moves written in backticks: `A5L`, `b3R*`, `A6L>`.
fn backticked_moves(text: &str) -> Vec<String> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter(|code| {
            let b = code.as_bytes();
            b.len() >= 3
                && matches!(b[0], b'A' | b'B' | b'a' | b'b')
                && matches!(b[1], b'1'..=b'8')
                && matches!(b[2], b'L' | b'R')
                && code[3..].chars().all(|c| matches!(c, '*' | '>' | '<'))
        })
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spanish() -> Glossary {
        Glossary {
            language: Language::Spanish,
            sides: ('I', 'D'),
            terms: vec![
                Term {
                    english: vec!["sow".into(), "sows".into(), "sowing".into()],
                    translation: vec!["sembr".into(), "siembr".into()],
                },
                Term {
                    english: vec!["front row".into()],
                    translation: vec!["primera fila".into()],
                },
            ],
        }
    }

    #[test]
    fn a_term_used_in_english_needs_a_translation() {
        let g = spanish();
        assert!(g.faults("Sowing goes on.", "La siembra sigue.").is_empty());
        assert_eq!(g.faults("Sowing goes on.", "La jugada sigue.").len(), 1);
        // `sowings` is not a form of the term: no word of the English is.
        assert!(g.faults("Sowings here.", "Nada.").is_empty());
        assert_eq!(g.faults("To sow, sow.", "Nada.").len(), 1);
        // A form inside a word is not at its start.
        assert_eq!(g.faults("Sow it.", "Desembrar.").len(), 1);
    }

    #[test]
    fn a_term_of_two_words_is_matched_whole() {
        let g = spanish();
        assert!(g.faults("The front row.", "La primera fila.").is_empty());
        assert_eq!(g.faults("The front row.", "La fila.").len(), 1);
        assert!(g.faults("The front rows.", "Las filas.").is_empty());
    }

    #[test]
    fn a_move_in_backticks_is_written_with_the_languages_letters() {
        let g = spanish();
        assert!(g.faults("Play `A5L`.", "Juega `A5I`.").is_empty());
        assert_eq!(g.faults("Play `A5L`.", "Juega `A5L`.").len(), 1);
        assert!(g.faults("Play `a5R*`.", "Juega `a5D*`.").is_empty());
    }
}
