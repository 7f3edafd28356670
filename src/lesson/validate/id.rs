//! Ids: the file and folder names that become the book's file names.

use super::super::diagnostic::Problem;
use crate::t;

/// Checks if an id (a file or folder name) has only lowercase letters, digits and `-`.
#[must_use]
pub fn is_valid_id(id: &str) -> bool {
    !id.is_empty()
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// Suggests an id for a name that is not one: lowercase, anything else made `-`.
#[must_use]
pub fn id_like(name: &str) -> String {
    let id: String = name
        .to_lowercase()
        .chars()
        .map(|c| {
            if c.is_ascii_lowercase() || c.is_ascii_digit() {
                c
            } else {
                '-'
            }
        })
        .collect();
    id.trim_matches('-').to_owned()
}

/// Checks an id (a file or folder name): lowercase letters, digits and `-`.
///
/// # Errors
/// Returns a problem about the whole file suggesting a real name that would do: the file's
/// (`bad-id.yaml`), or for a chapter its folder's.
pub fn check_id(file: &std::path::Path, what: &str, id: &str) -> Result<(), Problem> {
    if is_valid_id(id) {
        return Ok(());
    }
    let folder = what == "chapter";
    let suggestion = id_like(id);
    let help = match (suggestion.is_empty(), folder) {
        (false, true) => t!("check-id-rename-folder", name = suggestion),
        (false, false) => t!("check-id-rename-file", name = format!("{suggestion}.yaml")),
        (true, true) => t!("check-id-rename-folder-example"),
        (true, false) => t!("check-id-rename-file-example", name = example_name(what)),
    };
    Err(Problem::file(
        file,
        t!("check-id-invalid", what = what, id = id),
        Some(help),
    ))
}

/// Gets an example file name for a kind of file.
fn example_name(what: &str) -> &'static str {
    if what == "diagram" {
        "seed000-d01.yaml"
    } else {
        "01-first-capture.yaml"
    }
}
