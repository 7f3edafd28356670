//! The languages bao speaks, chosen once at start-up, and its one message catalogue.
//!
//! Every sentence bao says to a person comes from the catalogue, in Project Fluent's format:
//! `src/i18n/<language>/<area>.ftl`, one file per area of the program (`common`, `cli`, `learn`,
//! `game`, `puzzles`, `check`, `book`), each message named `<area>-...`. English is the source;
//! a message missing from another language falls back to English. Plurals and numbers follow
//! the language's own rules (Fluent's selectors on CLDR plural categories), never string pasting.
//!
//! The language is decided once, like colour ([`crate::style`]): `--lang`, else `LC_ALL`,
//! `LC_MESSAGES` or `LANG` (the first one set), else English ([`Language::choose`]). Tests that do
//! not choose see English. Machine interfaces (JSON, the engine protocol, the files bao writes
//! for other programs) stay English and do not use the catalogue.
//!
//! ```
//! use bao::i18n::{Catalogue, Language};
//!
//! let catalogue = Catalogue::new([
//!     (Language::English, "seeds = { $count ->\n    [one] one seed\n   *[other] { $count } seeds\n}\n"),
//!     (Language::Spanish, "seeds = { $count ->\n    [one] una semilla\n   *[other] { $count } semillas\n}\n"),
//! ]);
//! assert_eq!(catalogue.text(Language::Spanish, "seeds", &[("count", 1.into())]), "una semilla");
//! assert_eq!(catalogue.text(Language::Spanish, "seeds", &[("count", 5.into())]), "5 semillas");
//! // Catalan lacks it: English is said instead.
//! assert_eq!(catalogue.text(Language::Catalan, "seeds", &[("count", 2.into())]), "2 seeds");
//! ```

mod catalogue;
pub mod notation;
pub mod numbers;
#[cfg(test)]
mod tests;

use std::sync::atomic::{AtomicU8, Ordering};

pub use catalogue::{AREAS, Arg, Catalogue, FtlFile, builtin_files};

/// A language: one bao speaks, and one the sources are written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Language {
    /// English (`en`), the catalogue's source.
    #[value(name = "en")]
    English,
    /// Spanish (`es`).
    #[value(name = "es")]
    Spanish,
    /// Catalan (`ca`).
    #[value(name = "ca")]
    Catalan,
    /// Swahili (`sw`), the language of the game.
    #[value(name = "sw")]
    Swahili,
}

impl Language {
    /// Every language bao speaks, English first.
    pub const ALL: [Language; 4] = [
        Language::English,
        Language::Spanish,
        Language::Catalan,
        Language::Swahili,
    ];

    /// Gets the language's code: `en`, `es`, `ca` or `sw`.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Spanish => "es",
            Language::Catalan => "ca",
            Language::Swahili => "sw",
        }
    }

    /// Reads a language code (`es`), or gives `None` for one bao does not speak.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Language> {
        Language::ALL.into_iter().find(|l| l.code() == code)
    }

    /// Reads a POSIX locale name (`es_ES.UTF-8`, `sw_TZ`, `ca_ES@valencia`), or gives `None` for
    /// `C`, `POSIX` and languages bao does not speak.
    #[must_use]
    pub fn from_locale(locale: &str) -> Option<Language> {
        let code = locale
            .split(['_', '.', '@', '-'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Language::from_code(&code)
    }

    /// Chooses the language once at start-up: `flag` (`--lang`) if given, else the first of
    /// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty (as POSIX orders them), else
    /// English. `var` reads the environment.
    #[must_use]
    pub fn choose(flag: Option<Language>, var: impl Fn(&str) -> Option<String>) -> Language {
        if let Some(language) = flag {
            return language;
        }
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(|name| var(name).filter(|value| !value.is_empty()))
            .next()
            .and_then(|locale| Language::from_locale(&locale))
            .unwrap_or(Language::English)
    }
}

/// The language chosen at start-up, as an index into [`Language::ALL`].
static CURRENT: AtomicU8 = AtomicU8::new(0);

/// Sets the language bao speaks for the rest of the run; called once, at start-up.
pub fn set(language: Language) {
    let index = Language::ALL
        .iter()
        .position(|&l| l == language)
        .unwrap_or(0);
    CURRENT.store(index as u8, Ordering::Relaxed);
}

/// Gets the language chosen at start-up (English unless [`set`] was called).
#[must_use]
pub fn current() -> Language {
    Language::ALL[usize::from(CURRENT.load(Ordering::Relaxed)) % Language::ALL.len()]
}

/// Says message `id` of the built-in catalogue in the current language, with its arguments.
/// Use the [`t!`](crate::t) macro rather than calling this.
#[must_use]
pub fn text(id: &str, args: &[(&str, Arg)]) -> String {
    Catalogue::builtin().text(current(), id, args)
}

/// Says a message of the catalogue in the language chosen at start-up.
///
/// `t!("learn-step", number = 3, total = 7)` formats message `learn-step` with the Fluent
/// variables `$number` and `$total`. The id must be a string literal, so that the catalogue's
/// test finds every message used.
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::i18n::text($id, &[])
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::text(
            $id,
            &[$((stringify!($name), $crate::i18n::Arg::from($value))),+],
        )
    };
}
