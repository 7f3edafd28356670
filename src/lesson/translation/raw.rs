//! Translation files as written: the raw serde structs of `<lesson>.<lang>.yaml`,
//! `chapter.<lang>.yaml` and `course.<lang>.yaml`, one format for the three (a chapter's file has
//! a `title` and an `intro`, a course's a `title`), whose JSON Schema `bao schema` writes as
//! `lessons/translation.schema.json`; and of a published diagram's `<id>.<lang>.yaml`, its
//! `title`, `note` and `claims`' glosses in entries of the same kind
//! (`diagrams/translation.schema.json`).

use std::{borrow::Cow, fmt, marker::PhantomData};

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Deserialize, Deserializer, de};

use crate::lesson::{load::Located, schema::FormatVersion};

/// A translation file.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "bao translation")]
pub struct TranslationFile {
    /// The version of this format: 1.
    #[schemars(with = "FormatVersion")]
    pub format_version: Located<i64>,
    /// The language of the translation: `es`, `ca` or `sw`, as in the file's name.
    #[schemars(with = "TranslationLanguage")]
    pub language: Located<String>,
    /// The title of the lesson, chapter or course.
    #[serde(default)]
    pub title: Option<Located<EntryRaw>>,
    /// A lesson's rule.
    #[serde(default)]
    pub rule: Option<Located<EntryRaw>>,
    /// A chapter's introduction.
    #[serde(default)]
    pub intro: Option<Located<EntryRaw>>,
    /// A lesson's quotes, by number from 1: only their gloss is translated.
    #[serde(default)]
    pub quotes: Option<Located<Numbered<QuoteEntriesRaw>>>,
    /// A lesson's steps, by number from 1 as the tutor numbers them.
    #[serde(default)]
    pub steps: Option<Located<Numbered<StepEntriesRaw>>>,
}

/// A published diagram's translation file (`diagrams/gc-d04.es.yaml`).
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "bao diagram translation")]
pub struct DiagramTranslationFile {
    /// The version of this format: 1.
    #[schemars(with = "FormatVersion")]
    pub format_version: Located<i64>,
    /// The language of the translation: `es`, `ca` or `sw`, as in the file's name.
    #[schemars(with = "TranslationLanguage")]
    pub language: Located<String>,
    /// The diagram's title.
    #[serde(default)]
    pub title: Option<Located<EntryRaw>>,
    /// The diagram's note.
    #[serde(default)]
    pub note: Option<Located<EntryRaw>>,
    /// The diagram's claims by number from 1: only their gloss (a claim's text keeps its language).
    #[serde(default)]
    pub claims: Option<Located<Numbered<QuoteEntriesRaw>>>,
}

/// One translated text: the fingerprint of the English it translates, and the translation.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Entry")]
pub struct EntryRaw {
    /// The fingerprint of the English text translated: FNV-1a 64-bit of its UTF-8 bytes, as 16
    /// lowercase hex digits.
    #[schemars(with = "FingerprintText")]
    pub source: Located<FingerprintRaw>,
    /// The translation (Markdown where the English is).
    pub text: Located<String>,
}

/// What a quote's (or a diagram claim's) translation holds.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "QuoteEntries")]
pub struct QuoteEntriesRaw {
    /// The quote's gloss, in the translation's language (none for a quote in that language).
    #[serde(default)]
    pub gloss: Option<Located<EntryRaw>>,
}

/// What a step's translation holds.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "StepEntries")]
pub struct StepEntriesRaw {
    /// The step's `say`.
    #[serde(default)]
    pub say: Option<Located<EntryRaw>>,
    /// The exercise's `prompt`.
    #[serde(default)]
    pub prompt: Option<Located<EntryRaw>>,
    /// The exercise's `hint`.
    #[serde(default)]
    pub hint: Option<Located<EntryRaw>>,
    /// The puzzle's `idea`.
    #[serde(default)]
    pub idea: Option<Located<EntryRaw>>,
}

/// A fingerprint as written: text, or digits the YAML reader took for a number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FingerprintRaw(pub String);

impl<'de> Deserialize<'de> for FingerprintRaw {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<FingerprintRaw, D::Error> {
        struct Visitor;
        impl de::Visitor<'_> for Visitor {
            type Value = FingerprintRaw;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a fingerprint of 16 hex digits")
            }

            fn visit_str<E: de::Error>(self, v: &str) -> Result<FingerprintRaw, E> {
                Ok(FingerprintRaw(v.to_owned()))
            }

            fn visit_u64<E: de::Error>(self, v: u64) -> Result<FingerprintRaw, E> {
                // All digits: the leading zeros the number lost are put back.
                Ok(FingerprintRaw(format!("{v:016}")))
            }

            fn visit_i64<E: de::Error>(self, v: i64) -> Result<FingerprintRaw, E> {
                Ok(FingerprintRaw(format!("{v:016}")))
            }

            fn visit_f64<E: de::Error>(self, v: f64) -> Result<FingerprintRaw, E> {
                Ok(FingerprintRaw(v.to_string()))
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

/// A mapping from numbers (a step's or quote's, counted from 1) to what is translated there, in
/// the order written.
#[derive(Clone, Debug, Default)]
pub struct Numbered<T>(pub Vec<(Located<u32>, Located<T>)>);

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Numbered<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Numbered<T>, D::Error> {
        struct Visitor<T>(PhantomData<T>);
        impl<'de, T: Deserialize<'de>> de::Visitor<'de> for Visitor<T> {
            type Value = Numbered<T>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a mapping from numbers counted from 1")
            }

            fn visit_map<A: de::MapAccess<'de>>(self, mut map: A) -> Result<Numbered<T>, A::Error> {
                let mut entries = Vec::new();
                while let Some(key) = map.next_key::<Located<u32>>()? {
                    entries.push((key, map.next_value()?));
                }
                Ok(Numbered(entries))
            }
        }
        deserializer.deserialize_map(Visitor(PhantomData))
    }
}

impl<T: JsonSchema> JsonSchema for Numbered<T> {
    fn inline_schema() -> bool {
        true
    }

    fn schema_name() -> Cow<'static, str> {
        format!("Numbered{}", T::schema_name()).into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "By number, counted from 1.",
            "type": "object",
            "propertyNames": { "pattern": "^[1-9][0-9]*$" },
            "additionalProperties": generator.subschema_for::<T>(),
        })
    }
}

/// The languages a translation may be in, for the schema.
struct TranslationLanguage;

impl JsonSchema for TranslationLanguage {
    fn schema_name() -> Cow<'static, str> {
        "TranslationLanguage".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "The translation's language: `es` (Spanish), `ca` (Catalan) or `sw` (Swahili).",
            "type": "string",
            "enum": ["es", "ca", "sw"],
        })
    }
}

/// A fingerprint, for the schema.
struct FingerprintText;

impl JsonSchema for FingerprintText {
    fn schema_name() -> Cow<'static, str> {
        "Fingerprint".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "The fingerprint of the English text translated (FNV-1a 64-bit of its UTF-8 bytes, 16 lowercase hex digits); `bao new translation` writes it.",
            "type": "string",
            "pattern": "^[0-9a-f]{16}$",
        })
    }
}
