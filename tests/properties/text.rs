//! Properties of the notations: the parsers of positions, grids, moves, rules and holes fed
//! random, damaged and hostile text, and what they accept or say about it.

use bao::engine::{
    Hole, Row, Rules, Setup,
    notation::{MoveText, grid, position_text},
};
use proptest::{collection::vec, prelude::*, sample::select};

use crate::positions::{position, rules, scattered};

/// Valid texts of each notation with a few characters replaced, inserted or deleted, so that the
/// parsers are driven past their first check.
fn mutated(valid: impl Strategy<Value = String>) -> impl Strategy<Value = String> {
    let alphabet: Vec<char> = "0123456789O,/ =-SNABabLRIDE<>+*#kiswhlnbortcyum\u{e9}\u{1F331}\n|"
        .chars()
        .collect();
    (
        valid,
        vec(
            (any::<prop::sample::Index>(), select(alphabet), 0..3u8),
            0..4,
        ),
    )
        .prop_map(|(text, edits)| {
            let mut chars: Vec<char> = text.chars().collect();
            for (at, c, op) in edits {
                let i = at.index(chars.len() + 1);
                match op {
                    0 if i < chars.len() => chars[i] = c,
                    1 => chars.insert(i, c),
                    _ if i < chars.len() => {
                        chars.remove(i);
                    }
                    _ => {}
                }
            }
            chars.into_iter().collect()
        })
}

/// A valid one-line position.
fn position_text() -> impl Strategy<Value = String> {
    position().prop_map(|p| position_text::write(&p))
}

/// A valid grid of a board.
fn grid_text() -> impl Strategy<Value = String> {
    scattered().prop_map(|b| grid::write(&b))
}

/// Text shaped like a move, valid or not.
fn move_text() -> impl Strategy<Value = String> {
    "[ABab][1-8][LRIDE<>]?[>+]?[*]{0,2}#?"
}

/// A valid rules name.
fn rules_text() -> impl Strategy<Value = String> {
    rules().prop_map(|r| r.to_string())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// The one-line position form, fed random or damaged text, answers with an error or a setup,
    /// and a setup read is either a position or an error, never a panic.
    #[test]
    fn position_text_never_panics(text in prop_oneof![any::<String>(), mutated(position_text())]) {
        if let Ok(setup) = text.parse::<Setup>() {
            let _ = setup.into_position(Rules::KISWAHILI);
            let _ = setup.into_position(Rules::KUJIFUNZA);
        }
    }

    /// The grid form, likewise.
    #[test]
    fn grid_never_panics(text in prop_oneof![any::<String>(), mutated(grid_text())]) {
        if let Err(e) = grid::parse(&text) {
            prop_assert!(e.line >= 1 && e.column >= 1);
        }
    }

    /// Move text, likewise, and a move read is resolved against a position without panicking.
    #[test]
    fn move_text_never_panics(
        text in prop_oneof![any::<String>(), mutated(move_text())],
        position in position(),
    ) {
        if let Ok(mv) = text.parse::<MoveText>() {
            let _ = mv.resolve(&position);
        }
    }

    /// Rules names and hole names, likewise.
    #[test]
    fn rules_and_hole_names_never_panic(
        text in prop_oneof![any::<String>(), mutated(rules_text()), mutated("[ABab][0-9]")],
    ) {
        let _ = text.parse::<Rules>();
        if let Ok(hole) = text.parse::<Hole>() {
            prop_assert_eq!(hole.to_string(), text);
        }
    }
}

/// Checks that text holds no control or bidirectional-format character, which a terminal would
/// act on.
fn printable(text: &str) -> bool {
    !text.chars().any(|c| {
        (c.is_control() && c != '\n')
            || matches!(c, '\u{061c}' | '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
    })
}

/// Random text with terminal control sequences and bidirectional overrides thrown in.
fn hostile(valid: impl Strategy<Value = String>) -> impl Strategy<Value = String> {
    (
        valid,
        any::<prop::sample::Index>(),
        select(vec![
            "\u{1b}[2J",
            "\u{7}",
            "\u{202e}",
            "\u{61c}",
            "\u{2028}",
            "\u{2029}",
            "\r",
            "\u{0}",
            "\t",
        ]),
    )
        .prop_map(|(text, at, bad)| {
            let mut chars: Vec<char> = text.chars().collect();
            let i = at.index(chars.len() + 1);
            for (k, c) in bad.chars().enumerate() {
                chars.insert(i + k, c);
            }
            chars.into_iter().collect()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Printing a position and reading it back gives the same position; so do the grid of its
    /// board, the canonical text of each legal move and the name of its rules.
    #[test]
    fn printing_then_parsing_round_trips(position in position()) {
        let rules = position.rules();
        let text = position_text::write(&position);
        let setup: Setup = text.parse().map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert_eq!(setup.into_position(rules).unwrap(), position);
        prop_assert_eq!(grid::parse(&grid::write(position.board())).unwrap(), *position.board());
        prop_assert_eq!(rules.to_string().parse::<Rules>().unwrap(), rules);
        for mv in position.legal_moves() {
            let again = mv.to_string().parse::<MoveText>().unwrap().resolve(&position);
            prop_assert_eq!(again.ok(), Some(mv));
        }
    }

    /// Issue 10 point 7: a field given a second time is an error that says so, whatever the two
    /// values; it never silently replaces the first.
    #[test]
    fn a_field_given_twice_is_an_error(
        position in position(),
        field in select(vec!["stock=1,2", "nyumba=S", "nyumba=-", "block=A3", "block=a6", "stock=0,0"]),
    ) {
        let text = format!("{} block=A1 {field}", position_text::write(&position));
        let err = text.parse::<Setup>().unwrap_err();
        prop_assert!(err.message().contains("is given twice"), "{}: {}", text, err);
    }

    /// Any text the position parser accepts means one position, written back in the canonical
    /// form: nothing it accepts is read loosely.
    #[test]
    fn accepted_position_text_is_canonical_again(
        text in prop_oneof![mutated(position_text()), hostile(position_text())],
    ) {
        if let Ok(setup) = text.parse::<Setup>()
            && let Ok(position) = setup.into_position(Rules::KISWAHILI)
        {
            let again = position_text::write(&position);
            let reread: Setup = again.parse().map_err(|e| TestCaseError::fail(format!("{again}: {e}")))?;
            prop_assert_eq!(reread.into_position(Rules::KISWAHILI).unwrap(), position);
        }
    }

    /// No parser's message carries a control character of its input to the terminal.
    #[test]
    fn parse_errors_are_printable(
        position in hostile(position_text()),
        grid_text in hostile(grid_text()),
        move_text in hostile(move_text()),
    ) {
        if let Err(e) = position.parse::<Setup>() {
            prop_assert!(printable(&e.to_string()), "{:?}", e.to_string());
        }
        if let Err(e) = grid::parse(&grid_text) {
            prop_assert!(printable(&e.to_string()), "{:?}", e.to_string());
        }
        if let Err(e) = move_text.parse::<MoveText>() {
            prop_assert!(printable(&e.to_string()), "{:?}", e.to_string());
        }
    }

    /// Issue 9 point 19: a legal move written without its letter (`A1`, and `A8>` for a safari)
    /// names that move, or is called ambiguous with that move among those it lists.
    #[test]
    fn a_move_without_its_letter_names_it_or_is_ambiguous(position in position()) {
        for mv in position.legal_moves() {
            let hole = mv.hole();
            let text = match (mv.is_safari(), hole.row(), hole.forced_entry()) {
                (false, _, _) => hole.to_string(),
                (true, Row::Front, Some(_)) => format!("{hole}>"),
                (true, _, _) => continue,
            };
            match text.parse::<MoveText>().unwrap().resolve(&position) {
                Ok(named) => prop_assert_eq!(named, mv, "{}", text),
                Err(bao::engine::notation::ResolveMoveError::Ambiguous(e)) => {
                    prop_assert!(e.moves().contains(&mv), "{}: {}", text, e);
                    prop_assert!(e.moves().iter().all(|m| position.legal_moves().contains(m)));
                }
                Err(e) => prop_assert!(false, "{}: {}", text, e),
            }
        }
    }
}
