//! Reading a translation file into its entries, each with where it is: the file's shape is
//! checked here (its language, its version, a number given twice); what each entry says about
//! the English is compared in [`super::compare`].

use std::path::Path;

use super::{
    english::{Kind, Slot},
    raw::{
        DiagramTranslationFile, EntryRaw, Numbered, QuoteEntriesRaw, StepEntriesRaw,
        TranslationFile,
    },
};
use crate::{
    files,
    i18n::Language,
    lesson::{
        diagnostic::{self, Problem},
        load::{self, Blanks, Located, SourceFile, Span},
        schema::FORMAT_VERSION,
        validate::markdown,
    },
    t,
};

/// One translated text as written.
#[derive(Clone, Debug)]
pub struct Entry {
    /// Where it goes.
    pub slot: Slot,
    /// The fingerprint of the English it translates, as written.
    pub source: Located<String>,
    /// The translation.
    pub text: Located<String>,
    /// Where the entry's key is written (its value's mapping).
    pub at: Span,
}

/// A translation file read.
#[derive(Clone, Debug)]
pub struct Translation {
    /// The file and its text.
    pub source: SourceFile,
    /// Its language.
    pub language: Language,
    /// Where its `language` is written.
    pub language_at: Span,
    /// Its entries, in the order written.
    pub entries: Vec<Entry>,
    /// Where each step and quote (or claim) is written: `steps`' and `quotes`' (or `claims`')
    /// numbers with their places, `true` for a quote or claim.
    pub numbers: Vec<(bool, u32, Span)>,
    /// Where the file's first key is, for a problem about what it lacks.
    pub top: Span,
}

impl Translation {
    /// Finds where an entry for `slot` would go: its step or quote if written, else the file's
    /// top.
    #[must_use]
    pub fn place_for(&self, slot: Slot) -> Span {
        let quote = matches!(slot, Slot::Gloss(_) | Slot::Claim(_));
        slot.number()
            .and_then(|n| {
                self.numbers
                    .iter()
                    .find(|(q, m, _)| *q == quote && *m == n)
                    .map(|(_, _, at)| *at)
            })
            .unwrap_or(self.top)
    }
}

/// Reads the translation file at `path` into `language`, for a file of `kind`.
///
/// # Errors
/// Returns every problem that keeps the file from being read: it cannot be read, it is not YAML
/// of the format, its version or language is not the one expected, a key its kind has not.
pub fn read(path: &Path, language: Language, kind: Kind) -> Result<Translation, Vec<Problem>> {
    let text = files::read_text(path, files::READ_LIMIT).map_err(|err| {
        vec![Problem::file(
            path,
            t!("check-tr-unreadable", error = err.to_string()),
            None,
        )]
    })?;
    let source = SourceFile::new(path, text);
    let raw = if kind == Kind::Diagram {
        Raw::from(load::parse_with::<DiagramTranslationFile>(
            &source,
            Blanks::Refused,
        )?)
    } else {
        Raw::from(load::parse_with::<TranslationFile>(
            &source,
            Blanks::Refused,
        )?)
    };
    let mut problems = Vec::new();
    if raw.format_version.value != FORMAT_VERSION {
        problems.push(Problem::at(
            &source,
            raw.format_version.at,
            t!(
                "check-tr-version",
                version = raw.format_version.value.to_string()
            ),
            t!("check-tr-version-label"),
            Some(t!(
                "check-tr-version-help",
                version = FORMAT_VERSION.to_string()
            )),
        ));
    }
    if Language::from_code(&raw.language.value) != Some(language) {
        problems.push(Problem::at(
            &source,
            raw.language.at,
            t!(
                "check-tr-wrong-language",
                expected = language.code(),
                found = crate::lesson::control::printable(&raw.language.value).into_owned()
            ),
            t!("check-tr-wrong-language-label"),
            Some(t!(
                "check-tr-wrong-language-help",
                expected = language.code()
            )),
        ));
    }
    let mut entries = Vec::new();
    let mut numbers = Vec::new();
    let mut add = |slot: Slot, entry: Option<&Located<EntryRaw>>| {
        if let Some(entry) = entry {
            entries.push(Entry {
                slot,
                source: Located::new(entry.value.source.value.0.clone(), entry.value.source.at),
                text: entry.value.text.clone(),
                at: entry.at,
            });
        }
    };
    for (key, entry) in [
        (Slot::Title, &raw.title),
        (Slot::Rule, &raw.rule),
        (Slot::Intro, &raw.intro),
        (Slot::Note, &raw.note),
    ] {
        if let Some(entry) = entry
            && !fits(kind, key)
        {
            problems.push(not_here(&source, kind, key.key(), entry.at));
            continue;
        }
        add(key, entry.as_ref());
    }
    if let Some(quotes) = &raw.quotes {
        if kind != Kind::Lesson {
            problems.push(not_here(&source, kind, "quotes", quotes.at));
        } else {
            for (number, quote) in numbered(&source, &quotes.value, "quote", &mut problems) {
                numbers.push((true, number.value, number.at));
                add(Slot::Gloss(number.value), quote.value.gloss.as_ref());
            }
        }
    }
    if let Some(steps) = &raw.steps {
        if kind != Kind::Lesson {
            problems.push(not_here(&source, kind, "steps", steps.at));
        } else {
            for (number, step) in numbered(&source, &steps.value, "step", &mut problems) {
                let n = number.value;
                numbers.push((false, n, number.at));
                let s = &step.value;
                add(Slot::Say(n), s.say.as_ref());
                add(Slot::Prompt(n), s.prompt.as_ref());
                add(Slot::Hint(n), s.hint.as_ref());
                add(Slot::Idea(n), s.idea.as_ref());
            }
        }
    }
    if let Some(claims) = &raw.claims {
        if kind != Kind::Diagram {
            problems.push(not_here(&source, kind, "claims", claims.at));
        } else {
            for (number, claim) in numbered(&source, &claims.value, "claim", &mut problems) {
                numbers.push((true, number.value, number.at));
                add(Slot::Claim(number.value), claim.value.gloss.as_ref());
            }
        }
    }
    // A translated text is shown where its English is: the same Markdown policy holds for it.
    for entry in &entries {
        for refusal in markdown::refusals(&entry.text.value) {
            let at = diagnostic::locate_in(
                &source,
                entry.text.at,
                &entry.text.value,
                refusal.range.start,
                refusal.range.len(),
            );
            problems.push(Problem::at(
                &source,
                at,
                refusal.message(),
                refusal.label(),
                Some(refusal.help()),
            ));
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    Ok(Translation {
        source,
        language,
        language_at: raw.language.at,
        entries,
        numbers,
        top: raw.format_version.at,
    })
}

/// What a lesson's, chapter's, course's or diagram's translation file holds, as written.
struct Raw {
    format_version: Located<i64>,
    language: Located<String>,
    title: Option<Located<EntryRaw>>,
    rule: Option<Located<EntryRaw>>,
    intro: Option<Located<EntryRaw>>,
    note: Option<Located<EntryRaw>>,
    quotes: Option<Located<Numbered<QuoteEntriesRaw>>>,
    steps: Option<Located<Numbered<StepEntriesRaw>>>,
    claims: Option<Located<Numbered<QuoteEntriesRaw>>>,
}

impl From<TranslationFile> for Raw {
    fn from(file: TranslationFile) -> Raw {
        Raw {
            format_version: file.format_version,
            language: file.language,
            title: file.title,
            rule: file.rule,
            intro: file.intro,
            note: None,
            quotes: file.quotes,
            steps: file.steps,
            claims: None,
        }
    }
}

impl From<DiagramTranslationFile> for Raw {
    fn from(file: DiagramTranslationFile) -> Raw {
        Raw {
            format_version: file.format_version,
            language: file.language,
            title: file.title,
            rule: None,
            intro: None,
            note: file.note,
            quotes: None,
            steps: None,
            claims: file.claims,
        }
    }
}

/// Checks if a file of `kind` has the top-level key of `slot`.
fn fits(kind: Kind, slot: Slot) -> bool {
    match kind {
        Kind::Lesson => matches!(slot, Slot::Title | Slot::Rule),
        Kind::Chapter => matches!(slot, Slot::Title | Slot::Intro),
        Kind::Course => slot == Slot::Title,
        Kind::Diagram => matches!(slot, Slot::Title | Slot::Note),
    }
}

/// Says that a key is in a translation of a kind of file that has not it.
fn not_here(source: &SourceFile, kind: Kind, key: &str, at: Span) -> Problem {
    Problem::at(
        source,
        at,
        t!("check-tr-not-in-kind", kind = kind.name(), key = key),
        t!("check-tr-not-in-kind-label"),
        Some(t!("check-tr-remove-key", key = key)),
    )
}

/// Gets the numbered items, each number once (a number given again is a problem).
fn numbered<'a, T>(
    source: &SourceFile,
    items: &'a Numbered<T>,
    what: &str,
    problems: &mut Vec<Problem>,
) -> Vec<(&'a Located<u32>, &'a Located<T>)> {
    let mut out: Vec<(&Located<u32>, &Located<T>)> = Vec::new();
    for (number, item) in &items.0 {
        if out.iter().any(|(n, _)| n.value == number.value) {
            problems.push(Problem::at(
                source,
                number.at,
                t!("check-tr-twice", what = what, number = number.value),
                t!("check-tr-twice-label"),
                Some(t!("check-tr-twice-help", number = number.value)),
            ));
            continue;
        }
        out.push((number, item));
    }
    out
}
