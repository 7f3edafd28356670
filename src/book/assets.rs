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

#[cfg(test)]
mod tests {
    use super::*;

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
            script.contents.len() < 16 * 1024,
            "bao.js has grown past 16 KiB"
        );
        assert!(
            play.contents.len() < 10 * 1024,
            "bao-play.js has grown past 10 KiB"
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
