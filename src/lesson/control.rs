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

/// Checks if a character may not reach a terminal as it is: a forbidden one, or one that
/// [`acts_on_terminal`](crate::engine::notation::acts_on_terminal) (a bidirectional mark, a
/// line separator); tab and newline print.
fn unprintable(c: char) -> bool {
    c != '\t' && c != '\n' && crate::engine::notation::acts_on_terminal(c)
}

/// Gets text safe to print: every character that would act on a terminal (a control character,
/// a bidirectional mark, a line separator) written as its code, `<U+001B>`.
#[must_use]
pub fn printable(text: &str) -> Cow<'_, str> {
    if !text.chars().any(unprintable) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.chars()
            .map(|c| {
                if unprintable(c) {
                    format!("<{}>", code(c))
                } else {
                    c.to_string()
                }
            })
            .collect(),
    )
}

/// Gets text safe to print with the same byte offsets: every character that would act on a
/// terminal (as for [`printable`]) replaced by as
/// many `?` as it has bytes (a carriage return before a newline is kept), so that spans into
/// the text still hold.
#[must_use]
pub fn same_length(text: &str) -> Cow<'_, str> {
    if !text.chars().any(unprintable) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\r' && chars.peek() == Some(&'\n') {
            out.push(c);
        } else if unprintable(c) {
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

    #[test]
    fn bidirectional_marks_and_line_separators_are_made_harmless() {
        let text = "a\u{61c}b\u{2028}c\u{2029}d\u{200f}e\u{2067}f";
        assert_eq!(
            printable(text),
            "a<U+061C>b<U+2028>c<U+2029>d<U+200F>e<U+2067>f"
        );
        let same = same_length(text);
        assert_eq!(same.len(), text.len());
        assert!(same.is_ascii(), "{same}");
    }
}
