//! Move text in the reader's language: the side letters the sources of that language print.
//!
//! bao's canonical move text writes the side as `L` or `R` (`A5L`). The Spanish source
//! ("Bao de Zanzíbar" §4.2.5) writes `I` and `D` (izquierda, derecha), and Catalan takes `E` and
//! `D` (esquerra, dreta); Swahili keeps `L` and `R`, whose Swahili words (kushoto, kulia) would
//! make `L` mean both sides. The engine reads every one of these letters, so only what bao shows
//! changes; lesson files keep the canonical letters.

use super::Language;

/// The letters a language writes for left and right in a move.
#[must_use]
pub fn side_letters(language: Language) -> (char, char) {
    match language {
        Language::English | Language::Swahili => ('L', 'R'),
        Language::Spanish => ('I', 'D'),
        Language::Catalan => ('E', 'D'),
    }
}

/// Writes a canonical move text (`A5L>`, `a3R*`) with the side letters of `language`; any
/// other text is given back as it is.
#[must_use]
pub fn move_in(language: Language, text: &str) -> String {
    let (left, right) = side_letters(language);
    let mut chars: Vec<char> = text.chars().collect();
    let names_hole = chars.len() >= 3
        && matches!(chars[0], 'A' | 'B' | 'a' | 'b')
        && matches!(chars[1], '1'..='8');
    if names_hole {
        match chars[2] {
            'L' => chars[2] = left,
            'R' => chars[2] = right,
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// Writes a canonical move text with the side letters of the language chosen at start-up.
#[must_use]
pub fn move_text(text: &str) -> String {
    move_in(super::current(), text)
}
