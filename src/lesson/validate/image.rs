//! Which images a course may show: the kinds the book copies, their size bound and the names
//! its folder can hold. `bao check` refuses any other at its line, and `bao book` re-checks the
//! path it writes.
//!
//! Only PNG, JPEG and GIF are copied. SVG is refused: an SVG is a document that can carry script
//! and load other files, and a teacher's board is drawn well enough as a picture.

use crate::t;

/// The most bytes an image of a course may have.
pub const LIMIT: u64 = 1024 * 1024;

/// The file name endings of the images a course may show, lowercase.
pub const KINDS: [&str; 4] = ["png", "jpg", "jpeg", "gif"];

/// Checks the path of an image (`images/board.png`, from the lesson's folder), giving why it is
/// refused: a kind other than [`KINDS`], or a folder or name with a character other than an
/// ASCII letter, a digit, `.`, `_` or `-`, or starting with `.`.
#[must_use]
pub fn name_refusal(path: &str) -> Option<String> {
    let shown = path.escape_debug();
    let kind = path.rsplit_once('.').map(|(_, k)| k.to_ascii_lowercase());
    if !kind.as_deref().is_some_and(|k| KINDS.contains(&k)) {
        return Some(t!("check-image-kind", path = shown.to_string()));
    }
    let good = |part: &str| {
        !part.is_empty()
            && !part.starts_with('.')
            && part
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'))
    };
    if !path.split('/').all(good) {
        return Some(t!("check-image-name", path = shown.to_string()));
    }
    None
}

/// Checks the first bytes of an image against its kind, giving why it is refused when they are
/// not those of a PNG, a JPEG or a GIF.
#[must_use]
pub fn content_refusal(path: &str, bytes: &[u8]) -> Option<String> {
    let known = bytes.starts_with(b"\x89PNG")
        || bytes.starts_with(b"\xFF\xD8\xFF")
        || bytes.starts_with(b"GIF8");
    (!known).then(|| {
        t!(
            "check-image-content",
            path = path.escape_debug().to_string()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_pictures_with_plain_names() {
        for good in ["board.png", "images/a-1_b.JPG", "x.jpeg", "pics/x.gif"] {
            assert_eq!(name_refusal(good), None, "{good}");
        }
        for bad in [
            "board.svg",
            "board",
            "board.png.html",
            "a b.png",
            ".hidden.png",
            "images/.x/b.png",
            "a//b.png",
            "é.png",
        ] {
            assert!(name_refusal(bad).is_some(), "{bad}");
        }
        assert_eq!(content_refusal("b.png", b"\x89PNG\r\n"), None);
        assert!(content_refusal("b.png", b"<svg onload=alert(1)>").is_some());
    }
}
