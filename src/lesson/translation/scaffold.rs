//! Writing a translation file for a translator to fill in (`bao new translation`), or bringing
//! one up to date with its English (`--update`).
//!
//! Each entry has the fingerprint of its English and the English itself in a comment above an
//! empty `text`, which `bao check` calls not translated yet. An update keeps every translated
//! text as it is: an entry missing is added, an untranslated one takes the English of now, and a
//! stale one (its English changed since) keeps its text and old fingerprint, with the new English
//! shown in a comment for the translator to follow.

use std::fmt::Write as _;

use super::{
    english::{English, Slot, Target},
    fingerprint, language_name,
    read::Translation,
};
use crate::i18n::Language;

/// A translation file written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scaffold {
    /// The file's text.
    pub text: String,
    /// Entries added, to translate.
    pub added: usize,
    /// Entries whose English changed since they were translated.
    pub stale: usize,
    /// Entries kept as translated.
    pub kept: usize,
}

/// Writes the translation into `language` of `target`: a new one, or `existing` brought up to
/// date. `schema` is the path of `translation.schema.json` from the file's folder.
#[must_use]
pub fn scaffold(
    target: &Target<'_>,
    language: Language,
    existing: Option<&Translation>,
    schema: &str,
) -> Scaffold {
    let english: Vec<English> = target
        .english()
        .into_iter()
        .filter(|e| e.quote != Some(language))
        .collect();
    let mut slots: Vec<Slot> = english.iter().map(|e| e.slot).collect();
    for entry in existing.map(|t| t.entries.as_slice()).unwrap_or_default() {
        if !slots.contains(&entry.slot) {
            slots.push(entry.slot);
        }
    }
    slots.sort_by_key(|s| order(*s));
    let name = target
        .file()
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut out = Scaffold::default();
    let text = &mut out.text;
    let _ = writeln!(text, "# yaml-language-server: $schema={schema}");
    let _ = writeln!(
        text,
        "# The {} translation of {name}: write each `text` in {}, in place of \"\".",
        language_name(language),
        language_name(language)
    );
    let _ = writeln!(
        text,
        "# `source` is the fingerprint of the English it translates (shown above it): `bao check`"
    );
    let _ = writeln!(
        text,
        "# tells when the English changes, and `bao new translation --update` then shows the new one."
    );
    let _ = writeln!(text, "format_version: 1\nlanguage: {}", language.code());
    let mut section = "";
    let mut number = None;
    for slot in slots {
        let (here, indent) = match slot {
            Slot::Title | Slot::Rule | Slot::Intro | Slot::Note => ("", 0),
            Slot::Gloss(_) => ("quotes", 4),
            Slot::Claim(_) => ("claims", 4),
            _ => ("steps", 4),
        };
        if here != section {
            if !here.is_empty() {
                let _ = writeln!(text, "{here}:");
            }
            section = here;
            number = None;
        }
        if !here.is_empty() && number != slot.number() {
            let _ = writeln!(text, "  {}:", slot.number().unwrap_or_default());
            number = slot.number();
        }
        let original = english.iter().find(|e| e.slot == slot);
        let entry = existing.and_then(|t| t.entries.iter().find(|e| e.slot == slot));
        let pad = " ".repeat(indent);
        let _ = writeln!(text, "{pad}{}:", slot.key());
        let inner = " ".repeat(indent + 2);
        match (original, entry) {
            (Some(original), Some(entry))
                if !entry.text.value.trim().is_empty()
                    && entry.source.value != fingerprint(&original.text) =>
            {
                out.stale += 1;
                comment(
                    text,
                    &inner,
                    "The English changed since this was translated. It now reads:",
                    &original.text,
                );
                let _ = writeln!(
                    text,
                    "{inner}# Translate it again, then write `source: \"{}\"`.",
                    fingerprint(&original.text)
                );
                let _ = writeln!(text, "{inner}source: {}", quoted(&entry.source.value));
                let _ = writeln!(
                    text,
                    "{inner}text: {}",
                    scalar(&entry.text.value, indent + 4)
                );
            }
            (Some(original), Some(entry)) if !entry.text.value.trim().is_empty() => {
                out.kept += 1;
                comment(text, &inner, "English:", &original.text);
                let _ = writeln!(text, "{inner}source: {}", quoted(&entry.source.value));
                let _ = writeln!(
                    text,
                    "{inner}text: {}",
                    scalar(&entry.text.value, indent + 4)
                );
            }
            (Some(original), _) => {
                out.added += usize::from(entry.is_none());
                comment(text, &inner, "English:", &original.text);
                // Quoted: a fingerprint of digits and one `e` would read as a number.
                let _ = writeln!(
                    text,
                    "{inner}source: {}",
                    quoted(&fingerprint(&original.text))
                );
                let _ = writeln!(text, "{inner}text: \"\"");
            }
            (None, Some(entry)) => {
                out.kept += 1;
                let _ = writeln!(
                    text,
                    "{inner}# The English has nothing here any more: `bao check` asks to remove it."
                );
                let _ = writeln!(text, "{inner}source: {}", quoted(&entry.source.value));
                let _ = writeln!(
                    text,
                    "{inner}text: {}",
                    scalar(&entry.text.value, indent + 4)
                );
            }
            (None, None) => {}
        }
    }
    out
}

/// Orders the slots as a file writes them: title, rule, intro (a diagram's note), the quotes (a
/// diagram's claims), then each step's texts.
fn order(slot: Slot) -> (u8, u32, u8) {
    match slot {
        Slot::Title => (0, 0, 0),
        Slot::Rule => (1, 0, 0),
        Slot::Intro => (2, 0, 0),
        Slot::Note => (2, 0, 1),
        Slot::Claim(n) => (3, n, 1),
        Slot::Gloss(n) => (3, n, 0),
        Slot::Say(n) => (4, n, 0),
        Slot::Prompt(n) => (4, n, 1),
        Slot::Hint(n) => (4, n, 2),
        Slot::Idea(n) => (4, n, 3),
    }
}

/// Writes an English text as comment lines after a heading.
fn comment(out: &mut String, pad: &str, heading: &str, english: &str) {
    let lines: Vec<&str> = english.trim_end_matches('\n').split('\n').collect();
    let mut line = |text: String| {
        out.push_str(text.trim_end());
        out.push('\n');
    };
    match lines.as_slice() {
        [one] if heading == "English:" => line(format!("{pad}# English: {one}")),
        _ => {
            line(format!("{pad}# {heading}"));
            for text in lines {
                line(format!("{pad}#   {text}"));
            }
        }
    }
}

/// Writes a text as a YAML scalar that reads back exactly: a quoted line, or a block at
/// `indent` spaces for several lines.
#[must_use]
pub fn scalar(text: &str, indent: usize) -> String {
    let body = text.strip_suffix('\n').unwrap_or(text);
    let simple_block = text.contains('\n')
        && !body.is_empty()
        && !body.starts_with([' ', '\t'])
        && !body.ends_with('\n')
        && !body.contains('\r')
        && !body.split('\n').any(|l| l.ends_with([' ', '\t']));
    if !simple_block {
        return quoted(text);
    }
    let chomp = if text.ends_with('\n') { "" } else { "-" };
    let pad = " ".repeat(indent);
    let mut out = format!("|{chomp}");
    for line in body.split('\n') {
        out.push('\n');
        if !line.is_empty() {
            out.push_str(&pad);
            out.push_str(line);
        }
    }
    out
}

/// Writes a text as a double-quoted YAML scalar (JSON's escapes are YAML's).
fn quoted(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_else(|_| "\"\"".to_owned())
}

#[cfg(test)]
mod tests {
    use super::scalar;

    #[test]
    fn texts_are_written_so_that_they_read_back() {
        assert_eq!(scalar("one line", 2), "\"one line\"");
        assert_eq!(scalar("two\nlines\n", 2), "|\n  two\n  lines");
        assert_eq!(scalar("two\n\nlines", 4), "|-\n    two\n\n    lines");
        assert_eq!(scalar(" lead\nx\n", 2), "\" lead\\nx\\n\"");
        assert_eq!(scalar("end\n\n", 2), "\"end\\n\\n\"");
    }
}
