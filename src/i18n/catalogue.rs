//! The message catalogue: the Fluent files built into bao, one bundle per language.

use std::sync::OnceLock;

use fluent_bundle::{FluentArgs, FluentResource, FluentValue, concurrent::FluentBundle};

use super::Language;

/// The areas of the program, each with a file of messages named `<area>-...` in every language.
pub const AREAS: [&str; 7] = ["common", "cli", "learn", "game", "puzzles", "check", "book"];

/// One Fluent file of the catalogue.
#[derive(Clone, Copy, Debug)]
pub struct FtlFile {
    /// The language it is written in.
    pub language: Language,
    /// The area of the program it speaks for (its messages' prefix).
    pub area: &'static str,
    /// Its text.
    pub text: &'static str,
}

/// The files of one language, in the order of [`AREAS`].
macro_rules! language_files {
    ($language:expr, $code:literal) => {
        [
            (
                $language,
                "common",
                include_str!(concat!($code, "/common.ftl")),
            ),
            ($language, "cli", include_str!(concat!($code, "/cli.ftl"))),
            (
                $language,
                "learn",
                include_str!(concat!($code, "/learn.ftl")),
            ),
            ($language, "game", include_str!(concat!($code, "/game.ftl"))),
            (
                $language,
                "puzzles",
                include_str!(concat!($code, "/puzzles.ftl")),
            ),
            (
                $language,
                "check",
                include_str!(concat!($code, "/check.ftl")),
            ),
            ($language, "book", include_str!(concat!($code, "/book.ftl"))),
        ]
    };
}

/// Every Fluent file built into bao.
#[must_use]
pub fn builtin_files() -> Vec<FtlFile> {
    [
        language_files!(Language::English, "en"),
        language_files!(Language::Spanish, "es"),
        language_files!(Language::Catalan, "ca"),
        language_files!(Language::Swahili, "sw"),
    ]
    .into_iter()
    .flatten()
    .map(|(language, area, text)| FtlFile {
        language,
        area,
        text,
    })
    .collect()
}

/// A value given to a message: a number (which plural rules select on) or a text.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A number.
    Number(f64),
    /// A text, put in as it is.
    Text(String),
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            #[allow(clippy::cast_precision_loss, clippy::cast_lossless)]
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f64);

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_owned())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

impl From<char> for Arg {
    fn from(c: char) -> Arg {
        Arg::Text(c.to_string())
    }
}

/// The message catalogue: a Fluent bundle for each language.
///
/// Each language's texts are parsed the first time that language is asked for, so that a command
/// pays only for the languages it speaks (English and the reader's).
pub struct Catalogue {
    /// The texts of each language, in the order of [`Language::ALL`].
    texts: Vec<(Language, Vec<String>)>,
    /// The bundle of each language, made from its texts on first use.
    bundles: [OnceLock<FluentBundle<FluentResource>>; Language::ALL.len()],
}

impl std::fmt::Debug for Catalogue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let languages: Vec<_> = self.texts.iter().map(|(l, _)| l.code()).collect();
        f.debug_struct("Catalogue")
            .field("languages", &languages)
            .finish()
    }
}

impl Catalogue {
    /// Gets the catalogue built into bao, made on first use.
    pub fn builtin() -> &'static Catalogue {
        static BUILTIN: OnceLock<Catalogue> = OnceLock::new();
        BUILTIN.get_or_init(|| {
            let files = builtin_files();
            Catalogue::new(files.iter().map(|f| (f.language, f.text)))
        })
    }

    /// Makes a catalogue of Fluent texts, each in its language. A text's syntax errors leave out
    /// the messages they touch (the catalogue's test shows none in bao's own files).
    pub fn new<'a>(texts: impl IntoIterator<Item = (Language, &'a str)>) -> Catalogue {
        let mut by_language: Vec<(Language, Vec<String>)> =
            Language::ALL.into_iter().map(|l| (l, Vec::new())).collect();
        for (language, text) in texts {
            if let Some((_, list)) = by_language.iter_mut().find(|(l, _)| *l == language) {
                list.push(text.to_owned());
            }
        }
        Catalogue {
            texts: by_language,
            bundles: std::array::from_fn(|_| OnceLock::new()),
        }
    }

    /// Makes the bundle of `language` from its texts.
    fn make_bundle(language: Language, texts: &[String]) -> FluentBundle<FluentResource> {
        let id: unic_langid::LanguageIdentifier = language
            .code()
            .parse()
            .expect("a language code is an identifier");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Terminals show the isolation marks Fluent puts around values as stray characters;
        // bao's texts are all left to right.
        bundle.set_use_isolating(false);
        bundle.set_formatter(Some(super::numbers::formatter(language)));
        // NUMBER(), for messages that round or pad a number; added once, to a new bundle, it
        // cannot clash with another function.
        let _ = bundle.add_builtins();
        // `DE($hole)`: Catalan's "de", elided before a vowel ("d'A5", "de b5").
        let _ = bundle.add_function("DE", |positional, _| match positional.first() {
            Some(FluentValue::String(text)) => FluentValue::from(catalan_de(text)),
            Some(FluentValue::Number(n)) => FluentValue::from(catalan_de(&n.as_string())),
            _ => FluentValue::Error,
        });
        for text in texts {
            let resource = match FluentResource::try_new(text.clone()) {
                Ok(resource) | Err((resource, _)) => resource,
            };
            // A message named twice keeps its first text; the catalogue's test forbids it.
            let _ = bundle.add_resource(resource);
        }
        bundle
    }

    /// Checks if the catalogue has message `id` in `language` (without falling back).
    #[must_use]
    pub fn has(&self, language: Language, id: &str) -> bool {
        self.bundle(language)
            .and_then(|b| b.get_message(id))
            .is_some_and(|m| m.value().is_some())
    }

    /// Says message `id` in `language`, falling back to English, and to the id itself when even
    /// English lacks it (a bug the catalogue's test catches).
    #[must_use]
    pub fn text(&self, language: Language, id: &str, args: &[(&str, Arg)]) -> String {
        let fluent_args = (!args.is_empty()).then(|| {
            let mut fluent_args = FluentArgs::with_capacity(args.len());
            for (name, value) in args {
                let value = match value {
                    Arg::Number(n) => FluentValue::from(*n),
                    Arg::Text(t) => FluentValue::from(t.clone()),
                };
                fluent_args.set(*name, value);
            }
            fluent_args
        });
        for language in [language, Language::English] {
            let Some(bundle) = self.bundle(language) else {
                continue;
            };
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, fluent_args.as_ref(), &mut errors)
                .into_owned();
        }
        id.to_owned()
    }

    fn bundle(&self, language: Language) -> Option<&FluentBundle<FluentResource>> {
        let at = self.texts.iter().position(|(l, _)| *l == language)?;
        let texts = &self.texts[at].1;
        Some(self.bundles[at].get_or_init(|| Catalogue::make_bundle(language, texts)))
    }
}

/// Puts Catalan's "de" before `text`, elided to "d'" when the word begins with a vowel sound:
/// a hole or move of the front row (`A5`, read "a cinc"), `1` or `11` ("u", "onze"), a vowel or
/// an "h" and a vowel. Leading punctuation (a code span's backtick, a quotation mark) is looked
/// through. "i" and "u" before another vowel are consonants and keep "de".
#[must_use]
pub fn catalan_de(text: &str) -> String {
    let word: Vec<char> = text
        .chars()
        .skip_while(|c| !c.is_alphanumeric())
        .take(3)
        .flat_map(char::to_lowercase)
        .collect();
    let vowel = |c: &char| "aeiouàèéíïòóúü".contains(*c);
    let elided = match word.as_slice() {
        ['1', '1', rest @ ..] => rest.first().is_none_or(|c| !c.is_ascii_digit()),
        ['1', rest @ ..] => rest.first().is_none_or(|c| !c.is_ascii_digit()),
        ['h', second, ..] => vowel(second),
        ['i' | 'u', second, ..] if vowel(second) => false,
        [first, ..] => vowel(first),
        [] => false,
    };
    if elided {
        format!("d'{text}")
    } else {
        format!("de {text}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A command pays only for the languages it speaks: asking in Spanish parses Spanish (and
    /// English, for what it falls back to) and leaves Catalan and Kiswahili unparsed.
    #[test]
    fn languages_are_parsed_on_first_use() {
        let catalogue = Catalogue::new([
            (Language::English, "hello = Hello\nbye = Bye\n"),
            (Language::Spanish, "hello = Hola\n"),
            (Language::Catalan, "hello = Hola\n"),
            (Language::Swahili, "hello = Habari\n"),
        ]);
        let made = |language| {
            let at = Language::ALL
                .iter()
                .position(|l| *l == language)
                .expect("a language");
            catalogue.bundles[at].get().is_some()
        };
        assert!(Language::ALL.into_iter().all(|l| !made(l)));
        assert_eq!(catalogue.text(Language::Spanish, "hello", &[]), "Hola");
        assert_eq!(catalogue.text(Language::Spanish, "bye", &[]), "Bye");
        assert!(made(Language::Spanish) && made(Language::English));
        assert!(!made(Language::Catalan) && !made(Language::Swahili));
    }

    #[test]
    fn catalan_de_is_elided_before_a_vowel_sound() {
        for (word, said) in [
            ("A5", "d'A5"),
            ("a8", "d'a8"),
            ("`A5D`", "d'`A5D`"),
            ("«El tauler»", "d'«El tauler»"),
            ("11", "d'11"),
            ("1", "d'1"),
            ("B1", "de B1"),
            ("b8", "de b8"),
            ("Sud", "de Sud"),
            ("12", "de 12"),
            ("110", "de 110"),
            ("hora", "d'hora"),
            ("iode", "de iode"),
        ] {
            assert_eq!(catalan_de(word), said);
        }
        let catalogue = Catalogue::new([(Language::Catalan, "m = Després { DE($mv) }.\n")]);
        let say = |mv: &str| catalogue.text(Language::Catalan, "m", &[("mv", Arg::from(mv))]);
        assert_eq!(say("A5D"), "Després d'A5D.");
        assert_eq!(say("b3E"), "Després de b3E.");
    }
}
