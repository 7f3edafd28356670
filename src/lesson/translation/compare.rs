//! Comparing a translation with its English: each entry is put in place of the English it
//! translates, or told as a problem (a step or quote that does not exist, an empty text, an
//! unneeded gloss, English changed since it was translated); each English text with no entry is
//! told as missing.

use super::{
    english::{English, Slot, Target},
    fingerprint,
    read::Translation,
};
use crate::{lesson::diagnostic::Problem, t};

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
                t!("check-tr-nothing-label"),
                Some(t!("check-tr-nothing-help", slot = slot.words())),
            ));
            continue;
        };
        translated.push(slot);
        if original.quote == Some(language) {
            problems.push(Problem::at(
                source,
                translation.place_for(slot),
                t!(
                    "check-tr-unneeded",
                    number = slot.number().unwrap_or_default(),
                    language = language.code()
                ),
                t!("check-tr-unneeded-label"),
                Some(t!("check-tr-unneeded-help")),
            ));
            continue;
        }
        let want = fingerprint(&original.text);
        if !is_fingerprint(&entry.source.value) {
            problems.push(Problem::at(
                source,
                entry.source.at,
                t!(
                    "check-tr-not-fingerprint",
                    text = crate::lesson::control::printable(&entry.source.value).into_owned()
                ),
                t!("check-tr-not-fingerprint-label"),
                Some(t!(
                    "check-tr-not-fingerprint-help",
                    slot = slot.words(),
                    want = want.as_str()
                )),
            ));
            continue;
        }
        if entry.text.value.trim().is_empty() {
            problems.push(Problem::at(
                source,
                entry.text.at,
                t!("check-tr-empty", slot = slot.words()),
                t!("check-tr-empty-label"),
                Some(t!("check-tr-empty-help", language = language.code())),
            ));
            continue;
        }
        if entry.source.value != want {
            problems.push(Problem::at(
                source,
                entry.source.at,
                t!("check-tr-stale", slot = slot.words()),
                t!("check-tr-stale-label"),
                Some(t!("check-tr-stale-help", want = want.as_str())),
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
    let section = match slot {
        Slot::Gloss(_) => "quotes",
        Slot::Claim(_) => "claims",
        Slot::Title | Slot::Rule | Slot::Intro | Slot::Note => "top",
        _ => "steps",
    };
    Problem::at(
        &translation.source,
        translation.place_for(slot),
        t!(
            "check-tr-missing",
            slot = slot.words(),
            language = translation.language.code()
        ),
        t!("check-tr-missing-label"),
        Some(t!(
            "check-tr-missing-help",
            section = section,
            key = slot.key(),
            fingerprint = fingerprint(&english.text),
            number = slot.number().unwrap_or_default()
        )),
    )
}

/// Says why an entry names nothing to translate.
fn unknown(slot: Slot, steps: usize, quotes: usize) -> String {
    let none = |count: usize| {
        slot.number()
            .and_then(|n| usize::try_from(n).ok())
            .is_some_and(|n| n == 0 || n > count)
    };
    let number = slot.number().unwrap_or_default();
    match slot {
        Slot::Gloss(_) if none(quotes) => {
            t!("check-tr-unknown-quote", number = number, count = quotes)
        }
        Slot::Gloss(_) => t!("check-tr-quote-no-gloss", number = number),
        Slot::Claim(_) if none(quotes) => {
            t!("check-tr-unknown-claim", number = number, count = quotes)
        }
        Slot::Claim(_) => t!("check-tr-claim-no-gloss", number = number),
        Slot::Title | Slot::Rule | Slot::Intro | Slot::Note => {
            t!("check-tr-no-english", key = slot.key())
        }
        _ if none(steps) => t!("check-tr-unknown-step", number = number, count = steps),
        _ => t!("check-tr-step-no-text", number = number, key = slot.key()),
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
