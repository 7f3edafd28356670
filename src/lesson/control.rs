//! Control characters: refused in what a file says, and never printed as they are.
//!
//! A course is input from a stranger. A control character in its text (an escape that writes the
//! clipboard, clears the screen or moves the cursor) must never reach a terminal: the loader
//! refuses it where it is written, and any text from a file that bao prints in a message (a file
//! name, a key, a snippet of the file) goes through [`printable`] or [`same_length`].

use std::borrow::Cow;

/// Checks if a character is a control character a file may not hold: C0 but tab and newline,
/// DEL, and C1.
#[must_use]
pub fn is_forbidden(c: char) -> bool {
    c.is_control() && c != '\t' && c != '\n'
}

/// Writes a character the way a message names it: `U+001B`.
#[must_use]
pub fn code(c: char) -> String {
    format!("U+{:04X}", u32::from(c))
}

/// Gets text safe to print: every forbidden character written as its code, `<U+001B>`.
#[must_use]
pub fn printable(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_forbidden) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.chars()
            .map(|c| {
                if is_forbidden(c) {
                    format!("<{}>", code(c))
                } else {
                    c.to_string()
                }
            })
            .collect(),
    )
}

/// Gets text safe to print with the same byte offsets: every forbidden character replaced by as
/// many `?` as it has bytes (a carriage return before a newline is kept), so that spans into
/// the text still hold.
#[must_use]
pub fn same_length(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_forbidden) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\r' && chars.peek() == Some(&'\n') {
            out.push(c);
        } else if is_forbidden(c) {
            out.extend(std::iter::repeat_n('?', c.len_utf8()));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_are_made_harmless() {
        let osc52 = "a\u{1b}]52;c;aGk=\u{7}b\u{9b}2J";
        assert_eq!(printable(osc52), "a<U+001B>]52;c;aGk=<U+0007>b<U+009B>2J");
        let same = same_length(osc52);
        assert_eq!(same.len(), osc52.len());
        assert!(!same.chars().any(is_forbidden));
        assert_eq!(same_length("a\r\nb\rc"), "a\r\nb?c");
        assert_eq!(printable("tab\tand\nnewline"), "tab\tand\nnewline");
    }
}
