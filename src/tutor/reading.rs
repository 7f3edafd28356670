//! Reading what a learner types as an answer, the way a person would mean it: `a4` for South's
//! `A4` (said so, never silently), `A8 R`, `two`, `2 seeds`, `yes`, `not legal`.

use crate::engine::{Hole, Position, Side, notation::MoveText};

/// Drops spaces and the punctuation a sentence would end with: `A8 R.` is `A8R`.
fn compact(text: &str) -> String {
    text.trim()
        .trim_end_matches(['.', '!', '?', ','])
        .split_whitespace()
        .collect()
}

/// The same text with the hole letter in the other case: `a4` for `A4`, `A6L` for `a6L`.
pub(super) fn twin(text: &str) -> Option<String> {
    let mut chars = text.chars();
    let first = chars.next()?;
    let swapped = if first.is_ascii_uppercase() {
        first.to_ascii_lowercase()
    } else {
        first.to_ascii_uppercase()
    };
    Some(std::iter::once(swapped).chain(chars).collect())
}

/// Says which letters are the mover's, offering `meant`: "capitals are South's holes: did you
/// mean A4?".
pub(super) fn case_note(mover: Side, meant: &str) -> String {
    let meant = crate::i18n::notation::move_text(meant);
    match mover {
        Side::South => crate::t!("learn-case-south", mv = meant),
        Side::North => crate::t!("learn-case-north", mv = meant),
    }
}

/// Reads a hole, with or without spaces or the word "hole": `A4`, `a 4`, `hole A4`.
pub(super) fn hole(text: &str) -> Option<(String, Hole)> {
    let text = compact(text);
    // The word in each language bao speaks: hole, hueco, forat, shimo.
    let text = ["hole", "hueco", "forat", "shimo"]
        .iter()
        .find_map(|word| {
            let capital = format!("{}{}", word[..1].to_ascii_uppercase(), &word[1..]);
            text.strip_prefix(word)
                .or_else(|| text.strip_prefix(capital.as_str()))
        })
        .unwrap_or(&text)
        .to_owned();
    let hole = text.parse::<Hole>().ok()?;
    Some((text, hole))
}

/// Reads a move's text, spaces and a sentence's full stop left out: `A8 R` is `A8R`.
pub(super) fn move_text(text: &str) -> (String, Result<MoveText, String>) {
    let text = compact(text);
    let parsed = text
        .parse::<MoveText>()
        .map_err(|e| crate::render::illegal::parse_error(&e));
    (text, parsed)
}

/// Checks if `hole` belongs to the side not to move.
pub(super) fn not_the_movers(position: &Position, hole: Hole) -> bool {
    hole.side() != position.to_move()
}

const NUMBERS: [&str; 21] = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
];

/// The tens from twenty on, as words.
const TENS: [&str; 5] = ["twenty", "thirty", "forty", "fifty", "sixty"];

/// The most seeds there are: a count is read up to it.
const MOST: u32 = 64;

/// Reads a number in words up to 64: `seven`, `sixteen`, `forty-two`, `forty two`.
fn number_word(words: &[&str]) -> Option<u32> {
    let word = |w: &str| NUMBERS.iter().position(|n| *n == w).map(|i| i as u32);
    let tens = |w: &str| {
        TENS.iter()
            .position(|n| *n == w)
            .map(|i| 20 + 10 * i as u32)
    };
    let n = match words {
        [one] => match one.split_once('-') {
            Some((t, u)) => tens(t)? + word(u).filter(|u| (1..10).contains(u))?,
            None => word(one).or_else(|| tens(one))?,
        },
        [t, u] => tens(t)? + word(u).filter(|u| (1..10).contains(u))?,
        _ => return None,
    };
    (n <= MOST).then_some(n)
}

/// The numbers from 0 to 20 in words in the other languages bao speaks: Spanish, Catalan,
/// Swahili.
const OTHER_NUMBERS: [&[&str]; 21] = [
    &["cero", "zero", "sifuri"],
    &["uno", "una", "u", "un", "moja"],
    &["dos", "dues", "mbili"],
    &["tres", "tatu"],
    &["cuatro", "quatre", "nne"],
    &["cinco", "cinc", "tano"],
    &["seis", "sis", "sita"],
    &["siete", "set", "saba"],
    &["ocho", "vuit", "nane"],
    &["nueve", "nou", "tisa"],
    &["diez", "deu", "kumi"],
    &["once", "onze", "kumi na moja"],
    &["doce", "dotze", "kumi na mbili"],
    &["trece", "tretze", "kumi na tatu"],
    &["catorce", "catorze", "kumi na nne"],
    &["quince", "quinze", "kumi na tano"],
    &["dieciséis", "setze", "kumi na sita"],
    &["diecisiete", "disset", "kumi na saba"],
    &["dieciocho", "divuit", "kumi na nane"],
    &["diecinueve", "dinou", "kumi na tisa"],
    &["veinte", "vint", "ishirini"],
];

/// Reads a number from 0 to 20 in words of the other languages bao speaks.
fn other_number(words: &[&str]) -> Option<u32> {
    let said = words.join(" ");
    OTHER_NUMBERS
        .iter()
        .position(|names| names.contains(&said.as_str()))
        .and_then(|n| u32::try_from(n).ok())
}

/// Reads a count of seeds: `2`, `two`, `forty-two`, `2 seeds`, `none`, `no seeds` (and up to
/// twenty in Spanish, Catalan and Swahili words: `cuatro`, `quatre`, `nne`); never a negative
/// number (`-1` is no count).
pub(super) fn count(text: &str) -> Option<u32> {
    let lower = text
        .trim()
        .trim_end_matches(['.', '!'])
        .to_ascii_lowercase();
    let mut words: Vec<&str> = lower.split_whitespace().collect();
    // The words of each language bao speaks: seeds, semillas, llavors, kete.
    if let [
        ..,
        "seed" | "seeds" | "semilla" | "semillas" | "llavor" | "llavors" | "kete",
    ] = words.as_slice()
    {
        words.pop();
    }
    if let ["kete", ..] = words.as_slice() {
        words.remove(0);
    }
    match words.as_slice() {
        ["none" | "nothing" | "no" | "ninguna" | "cap" | "hakuna" | "sifuri"] => Some(0),
        // Digits only: `-1` and `+1` are no counts.
        [n] if n.chars().all(|c| c.is_ascii_digit()) => n.parse::<u32>().ok(),
        n => number_word(n).or_else(|| other_number(n)),
    }
}

/// Reads yes or no: `y`, `yes`, `legal`; `n`, `no`, `illegal`, `not legal`.
pub(super) fn yes_no(text: &str) -> Option<bool> {
    let lower = text
        .trim()
        .trim_end_matches(['.', '!'])
        .to_ascii_lowercase();
    match lower
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .as_str()
    {
        "y" | "yes" | "yeah" | "yep" | "legal" | "it is" | "it is legal" | "yes it is" => {
            Some(true)
        }
        "n" | "no" | "nope" | "illegal" | "not legal" | "it is not" | "it is not legal"
        | "no it is not" | "no it isn't" | "it isn't" => Some(false),
        // Spanish, Catalan and Swahili.
        "sí" | "si" | "es legal" | "sí es legal" | "és legal" | "ndiyo" | "ndio" | "halali"
        | "ni halali" => Some(true),
        "ilegal" | "no es legal" | "il·legal" | "no és legal" | "hapana" | "la" | "si halali"
        | "sio halali" => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_read_as_a_person_means_them() {
        for (text, n) in [
            ("2", 2),
            ("two", 2),
            ("2 seeds", 2),
            ("Six seeds.", 6),
            ("none", 0),
            ("no seeds", 0),
            ("1 seed", 1),
            ("seven", 7),
            ("sixteen", 16),
            ("twenty-one", 21),
            ("forty two seeds", 42),
            ("sixty-four", 64),
        ] {
            assert_eq!(count(text), Some(n), "{text}");
        }
        assert_eq!(count("2 or 3"), None);
        for refused in ["-1", "+1", "sixty-five", "twenty-zero", "seeds"] {
            assert_eq!(count(refused), None, "{refused}");
        }
    }

    #[test]
    fn moves_and_holes_lose_their_spaces() {
        assert_eq!(move_text("A8 R").0, "A8R");
        assert!(move_text("a6 l").1.is_ok());
        assert_eq!(hole("a 4").map(|h| h.0), Some("a4".to_owned()));
        assert_eq!(hole("A4.").map(|h| h.1.to_string()), Some("A4".to_owned()));
        assert_eq!(twin("a6l").as_deref(), Some("A6l"));
    }

    #[test]
    fn yes_and_no_in_plain_words() {
        assert_eq!(yes_no("Yes"), Some(true));
        assert_eq!(yes_no("not legal"), Some(false));
        assert_eq!(yes_no("maybe"), None);
        assert_eq!(yes_no("Sí"), Some(true));
        assert_eq!(yes_no("hapana"), Some(false));
        assert_eq!(count("3 semillas"), Some(3));
        assert_eq!(count("kete 3"), Some(3));
        assert_eq!(count("cuatro semillas"), Some(4));
        assert_eq!(count("kumi na sita"), Some(16));
        assert_eq!(count("dinou"), Some(19));
        assert_eq!(hole("shimo A4").map(|h| h.0), Some("A4".to_owned()));
    }
}
