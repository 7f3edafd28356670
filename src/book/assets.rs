//! The book's own script and style sheet, written beside `book.toml` and named in it as mdBook's
//! `additional-js` and `additional-css`: plain JavaScript and CSS, no framework, nothing loaded
//! from the network. The script only reads what the generator put in the page (the steps of a
//! walkthrough in its `data-steps` attribute), so the page holds no rules of its own.

use super::GeneratedFile;

/// The script's path in the book folder.
pub const SCRIPT: &str = "bao.js";
/// The path in the book folder of the script that draws a North-to-move puzzle from North's
/// side, apart from [`SCRIPT`].
pub const FLIP_SCRIPT: &str = "bao-flip.js";
/// The path in the book folder of the script that builds the pieces a page keeps out of the
/// search ([`super::seal`]); named first, so that it runs before the others.
pub const SEAL_SCRIPT: &str = "bao-seal.js";
/// The path in the book folder of the script that lets a reader play a puzzle on the page
/// ([`super::play`]), named after [`SCRIPT`], whose steppers it shows.
pub const PLAY_SCRIPT: &str = "bao-play.js";
/// The path in the book folder of the words the scripts say, in the book's language: written
/// for a book in another language than English and named first, the scripts' English being
/// their own.
pub const WORDS_SCRIPT: &str = "bao-words.js";
/// The style sheet's path in the book folder.
pub const STYLE: &str = "bao.css";

/// Gets the scripts and the style sheet as files of the book.
pub(crate) fn files() -> [GeneratedFile; 5] {
    [
        GeneratedFile::text(SEAL_SCRIPT, include_str!("assets/bao-seal.js")),
        GeneratedFile::text(SCRIPT, include_str!("assets/bao.js")),
        GeneratedFile::text(PLAY_SCRIPT, include_str!("assets/bao-play.js")),
        GeneratedFile::text(FLIP_SCRIPT, include_str!("assets/bao-flip.js")),
        GeneratedFile::text(STYLE, include_str!("assets/bao.css")),
    ]
}

/// Finds every word a script says: `word("book-js-…", "English text with {name}s"`, as the
/// message id and its English.
fn script_words(script: &'static str) -> Vec<(&'static str, &'static str)> {
    let mut out = Vec::new();
    let mut rest = script;
    while let Some(at) = rest.find("word(\"book-js-") {
        rest = &rest[at + "word(\"".len()..];
        let Some((id, after)) = rest.split_once('"') else {
            break;
        };
        let Some(english) = after
            .strip_prefix(", \"")
            .and_then(|text| text.split_once('"'))
            .map(|(english, _)| english)
        else {
            continue;
        };
        out.push((id, english));
    }
    out
}

/// The names of the `{name}` places in a script's text.
fn places(english: &str) -> Vec<&str> {
    english
        .split('{')
        .skip(1)
        .filter_map(|piece| piece.split_once('}').map(|(name, _)| name))
        .collect()
}

/// Gets the words the scripts say in the book's language ([`super::words`]), as the file
/// `bao-words.js`, which sets `window.baoWords` to each message by its id, its `{name}` places
/// kept for the script to fill.
pub(crate) fn words_file() -> GeneratedFile {
    let mut words = serde_json::Map::new();
    for script in [
        include_str!("assets/bao.js"),
        include_str!("assets/bao-play.js"),
        include_str!("assets/bao-flip.js"),
    ] {
        for (id, english) in script_words(script) {
            let args: Vec<(&str, crate::i18n::Arg)> = places(english)
                .into_iter()
                .map(|name| (name, format!("{{{name}}}").into()))
                .collect();
            words.insert(id.to_owned(), super::words::say(id, &args).into());
        }
    }
    GeneratedFile::text(
        WORDS_SCRIPT,
        format!(
            "// Written by `bao book`: do not edit. The words of the book's scripts in its language.\n\
             window.baoWords = {};\n",
            serde_json::Value::Object(words)
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Arg, Catalogue, Language};

    /// Every word a script says in English is its message's English, so the catalogue stays the
    /// words' source; every other language says each of them.
    #[test]
    fn the_scripts_english_is_the_catalogue_s() {
        let catalogue = Catalogue::builtin();
        let mut count = 0;
        for script in [
            include_str!("assets/bao.js"),
            include_str!("assets/bao-play.js"),
            include_str!("assets/bao-flip.js"),
        ] {
            for (id, english) in script_words(script) {
                let args: Vec<(&str, Arg)> = places(english)
                    .into_iter()
                    .map(|name| (name, format!("{{{name}}}").into()))
                    .collect();
                assert_eq!(
                    catalogue.text(Language::English, id, &args),
                    english,
                    "{id}"
                );
                for language in Language::ALL {
                    assert!(catalogue.has(language, id), "{id} in {}", language.code());
                }
                count += 1;
            }
        }
        assert!(count > 30, "only {count} words found in the scripts");
    }

    /// The scripts reach nothing outside the page: no request, no other script, no code
    /// made from text, no storage, and no markup made from text (only `textContent`).
    #[test]
    fn the_scripts_are_small_and_keep_to_the_page() {
        let [seal, script, play, flip, style] = files();
        // The one address a script may hold: the SVG namespace, which names and loads nothing.
        let seal_text = seal.contents.replace("\"http://www.w3.org/2000/svg\"", "");
        for banned in [
            "fetch(",
            "XMLHttpRequest",
            "WebSocket",
            "import",
            "eval(",
            "Function(",
            "innerHTML",
            "outerHTML",
            "insertAdjacentHTML",
            "document.write",
            "localStorage",
            "sessionStorage",
            "http:",
            "https:",
            "src=",
        ] {
            for (path, text) in [
                (&script.path, &script.contents),
                (&play.path, &play.contents),
                (&flip.path, &flip.contents),
                (&seal.path, &seal_text),
            ] {
                assert!(!text.contains(banned), "{path} uses {banned}");
            }
        }
        for banned in ["@import", "url(", "http"] {
            assert!(!style.contents.contains(banned), "bao.css uses {banned}");
        }
        assert!(
            script.contents.len() < 18 * 1024,
            "bao.js has grown past 18 KiB"
        );
        assert!(
            play.contents.len() < 11 * 1024,
            "bao-play.js has grown past 11 KiB"
        );
        assert!(
            flip.contents.len() < 6 * 1024,
            "bao-flip.js has grown past 6 KiB"
        );
        assert!(
            seal.contents.len() < 4 * 1024,
            "bao-seal.js has grown past 4 KiB"
        );
    }
}
