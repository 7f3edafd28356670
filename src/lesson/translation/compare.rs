//! Comparing a translation with its English: each entry is put in place of the English it
//! translates, or told as a problem (a step or quote that does not exist, an empty text, an
//! unneeded gloss, English changed since it was translated); each English text with no entry is
//! told as missing.

use super::{
    english::{English, Slot, Target},
    fingerprint, language_name,
    read::Translation,
};
use crate::lesson::diagnostic::Problem;

/// Puts `translation`'s texts in place of `target`'s English, giving the problems of its entries
/// and the English texts it lacks.
pub fn apply(target: &mut Target<'_>, translation: &Translation) -> Vec<Problem> {
    let english = target.english();
    let (steps, quotes) = target.counts();
    let language = translation.language;
    let source = &translation.source;
    let mut problems = Vec::new();
    let mut translated = Vec::new();
    for entry in &translation.entries {
        let slot = entry.slot;
        let Some(original) = english.iter().find(|e| e.slot == slot) else {
            // A step or quote that does not exist is shown at its number.
            let none = |count: usize| slot.number().is_some_and(|n| n == 0 || n as usize > count);
            let at = match slot {
                Slot::Gloss(_) | Slot::Claim(_) if none(quotes) => translation.place_for(slot),
                Slot::Title | Slot::Rule | Slot::Intro | Slot::Note => entry.at,
                Slot::Gloss(_) | Slot::Claim(_) => entry.at,
                _ if none(steps) => translation.place_for(slot),
                _ => entry.at,
            };
            problems.push(Problem::at(
                source,
                at,
                unknown(slot, steps, quotes),
                "nothing to translate",
                Some(format!(
                    "remove {slot}, or check its number against the English file"
                )),
            ));
            continue;
        };
        translated.push(slot);
        if original.quote == Some(language) {
            problems.push(Problem::at(
                source,
                translation.place_for(slot),
                format!(
                    "unneeded gloss: quote {} is in {}, which its reader reads as it is",
                    slot.number().unwrap_or_default(),
                    language_name(language)
                ),
                "unneeded",
                Some("remove the gloss: a quote is glossed only in the other languages".to_owned()),
            ));
            continue;
        }
        let want = fingerprint(&original.text);
        if !is_fingerprint(&entry.source.value) {
            problems.push(Problem::at(
                source,
                entry.source.at,
                format!(
                    "`{}` is not a fingerprint",
                    crate::lesson::control::printable(&entry.source.value)
                ),
                "16 lowercase hex digits",
                Some(format!(
                    "the English of {slot} has the fingerprint `{want}`"
                )),
            ));
            continue;
        }
        if entry.text.value.trim().is_empty() {
            problems.push(Problem::at(
                source,
                entry.text.at,
                format!("{slot} is not translated yet: its text is empty"),
                "empty",
                Some(format!(
                    "write the {} of the English in `text`",
                    language_name(language)
                )),
            ));
            continue;
        }
        if entry.source.value != want {
            problems.push(Problem::at(
                source,
                entry.source.at,
                format!("the English of {slot} changed since it was translated"),
                "stale",
                Some(format!(
                    "translate the English again, then write `source: {want}` (`bao new translation --update` shows the new English beside it)"
                )),
            ));
            continue;
        }
        target.set(slot, &entry.text.value);
    }
    for missing in english
        .iter()
        .filter(|e| e.quote != Some(language) && !translated.contains(&e.slot))
    {
        problems.push(lacks(translation, missing));
    }
    problems
}

/// Says that a translation lacks an English text.
fn lacks(translation: &Translation, english: &English) -> Problem {
    let slot = english.slot;
    let within = match slot {
        Slot::Gloss(n) => format!(" under `quotes:` `{n}:`"),
        Slot::Claim(n) => format!(" under `claims:` `{n}:`"),
        Slot::Title | Slot::Rule | Slot::Intro | Slot::Note => String::new(),
        _ => format!(" under `steps:` `{}:`", slot.number().unwrap_or_default()),
    };
    Problem::at(
        &translation.source,
        translation.place_for(slot),
        format!(
            "{slot} is missing from the {} translation",
            language_name(translation.language)
        ),
        "missing",
        Some(format!(
            "add `{}: {{source: {}, text: …}}`{within} (`bao new translation --update` adds it)",
            slot.key(),
            fingerprint(&english.text)
        )),
    )
}

/// Says why an entry names nothing to translate.
fn unknown(slot: Slot, steps: usize, quotes: usize) -> String {
    let plural = |n: usize, one: &str| {
        if n == 1 {
            format!("1 {one}")
        } else {
            format!("{n} {one}s")
        }
    };
    match slot {
        Slot::Gloss(n) if usize::try_from(n).is_ok_and(|n| n == 0 || n > quotes) => {
            format!(
                "quote {n} does not exist: the lesson has {}",
                plural(quotes, "quote")
            )
        }
        Slot::Gloss(n) => format!("quote {n} has no gloss in English to translate"),
        Slot::Claim(n) if usize::try_from(n).is_ok_and(|n| n == 0 || n > quotes) => {
            format!(
                "claim {n} does not exist: the diagram has {}",
                plural(quotes, "claim")
            )
        }
        Slot::Claim(n) => format!("claim {n} has no gloss in English to translate"),
        Slot::Title | Slot::Rule | Slot::Intro | Slot::Note => {
            format!("the English has no `{}` to translate", slot.key())
        }
        _ => {
            let n = slot.number().unwrap_or_default();
            if usize::try_from(n).is_ok_and(|n| n == 0 || n > steps) {
                format!(
                    "step {n} does not exist: the lesson has {}",
                    plural(steps, "step")
                )
            } else {
                format!("step {n} has no `{}` in English to translate", slot.key())
            }
        }
    }
}

/// Checks if a text is a fingerprint: 16 lowercase hex digits.
#[must_use]
pub fn is_fingerprint(text: &str) -> bool {
    text.len() == 16
        && text
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}
