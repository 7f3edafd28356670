//! The language a book is written in, and its words from the message catalogue.
//!
//! `bao book --lang L` writes a book in a language that need not be the run's, so the book's
//! words come from [`Catalogue::builtin`] in the language set here for the time the book is
//! generated ([`in_language`]), read by [`bt!`](crate::bt) and [`move_text`]. The language is
//! kept per thread, so tests that generate books side by side do not meet.

use std::cell::Cell;

use crate::i18n::{Arg, Catalogue, Language, notation};

thread_local! {
    static LANGUAGE: Cell<Language> = const { Cell::new(Language::English) };
}

/// Gets the language of the book being generated on this thread (English outside
/// [`in_language`]).
#[must_use]
pub fn language() -> Language {
    LANGUAGE.with(Cell::get)
}

/// Runs `generate` with the book's words in `language`, then puts back the language before.
pub fn in_language<T>(language: Language, generate: impl FnOnce() -> T) -> T {
    let before = LANGUAGE.with(|l| l.replace(language));
    let out = generate();
    LANGUAGE.with(|l| l.set(before));
    out
}

/// Says message `id` of the catalogue in the book's language. Use [`bt!`](crate::bt).
#[must_use]
pub fn say(id: &str, args: &[(&str, Arg)]) -> String {
    Catalogue::builtin().text(language(), id, args)
}

/// Writes a canonical move text (`A5L`) with the side letters of the book's language.
#[must_use]
pub fn move_text(text: &str) -> String {
    notation::move_in(language(), text)
}

/// Says a message of the catalogue in the language of the book being generated:
/// `bt!("book-board-of", number = 2, total = 5)`, as [`t!`](crate::t) does for the run's.
#[macro_export]
macro_rules! bt {
    ($id:literal) => {
        $crate::book::words::say($id, &[])
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::book::words::say(
            $id,
            &[$((stringify!($name), $crate::i18n::Arg::from($value))),+],
        )
    };
}

/// Names a side in the book's language: "South", "Kusini".
#[must_use]
pub fn side_name(side: crate::engine::Side) -> String {
    match side {
        crate::engine::Side::South => crate::bt!("book-south"),
        crate::engine::Side::North => crate::bt!("book-north"),
    }
}
