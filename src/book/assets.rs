//! The book's own script and style sheet, written beside `book.toml` and named in it as mdBook's
//! `additional-js` and `additional-css`: plain JavaScript and CSS, no framework, nothing loaded
//! from the network. The script only reads what the generator put in the page (the steps of a
//! walkthrough in its `data-steps` attribute), so the page holds no rules of its own.

use super::GeneratedFile;

/// The script's path in the book folder.
pub const SCRIPT: &str = "bao.js";
/// The style sheet's path in the book folder.
pub const STYLE: &str = "bao.css";

/// Gets the script and the style sheet as files of the book.
pub(crate) fn files() -> [GeneratedFile; 2] {
    [
        GeneratedFile {
            path: SCRIPT.to_owned(),
            contents: include_str!("assets/bao.js").to_owned(),
        },
        GeneratedFile {
            path: STYLE.to_owned(),
            contents: include_str!("assets/bao.css").to_owned(),
        },
    ]
}
