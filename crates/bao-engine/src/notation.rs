//! Text forms: one module per notation.
//!
//! - [`position_text`]: the one-line position form, e.g.
//!   `0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S stock=22,22`.
//! - [`grid`]: the four-line grid of the seed diagrams (`| O | 1 | 8 | …`).
//! - [`move_text`]: move spellings of the seeds (`A5D>`, `A3I*`, `A6E*`) and of KIBA (`A4>`, `A3>+`,
//!   `A6<*`), read without a board and then resolved against a position.

pub mod grid;
pub mod move_text;
pub mod position_text;

pub use grid::ParseGridError;

pub use move_text::{AmbiguousMoveError, Illegal, MoveText, ParseMoveError, ResolveMoveError};
pub use position_text::ParsePositionError;

/// Checks if a character would act on a terminal rather than print: a control character, a
/// zero-width or Bidi_Control character (U+061C, U+200E/F, U+202A–E, U+2066–9, which reorder
/// what follows), or the Unicode line and paragraph separators U+2028/9 (which break a line).
/// This is the one rule every text printed or drawn goes through.
#[must_use]
pub fn acts_on_terminal(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061c}'
                | '\u{200b}'..='\u{200f}'
                | '\u{2028}'..='\u{202e}'
                | '\u{2066}'..='\u{2069}'
        )
}

/// Gets a line of text as it may be echoed under a message: each character that would act on a
/// terminal replaced by `�`, so that the columns stay where they were.
#[must_use]
pub fn echoed(text: &str) -> String {
    text.chars()
        .map(|c| if acts_on_terminal(c) { '\u{fffd}' } else { c })
        .collect()
}

/// Gets text as it may be quoted in a message: control and bidirectional-format characters
/// escaped (so none reaches a terminal), and cut short after 40 characters.
pub fn shown(text: &str) -> String {
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == 40 {
            out.push('…');
            break;
        }
        if acts_on_terminal(c) {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::acts_on_terminal;

    #[test]
    fn every_bidi_control_and_separator_acts_on_a_terminal() {
        // Unicode's Bidi_Control characters, then the line and paragraph separators.
        let bidi = ['\u{61c}', '\u{200e}', '\u{200f}']
            .into_iter()
            .chain('\u{202a}'..='\u{202e}')
            .chain('\u{2066}'..='\u{2069}');
        for c in bidi.chain(['\u{2028}', '\u{2029}']) {
            assert!(acts_on_terminal(c), "U+{:04X}", u32::from(c));
        }
        for c in ['a', 'é', '\u{628}', '\u{2030}', '\u{2070}', '·'] {
            assert!(!acts_on_terminal(c), "U+{:04X}", u32::from(c));
        }
    }
}
