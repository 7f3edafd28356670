//! Reading move texts, and resolving their readings against positions.

use super::*;

#[test]
fn spellings_are_read() {
    for ok in [
        "A5D>", "A3D*", "A3I*", "a6E*", "A4>", "A4<", "A3>+", "A6<*", "A6<**", "A6<*#", "A5",
        "b2R*",
    ] {
        assert!(ok.parse::<MoveText>().is_ok(), "{ok}");
    }
}

#[test]
fn errors_name_token_and_column() {
    let err = "A9L".parse::<MoveText>().unwrap_err();
    assert_eq!(
        err.to_string(),
        "invalid move `A9L`: expected a hole A1..A8, B1..B8, a1..a8 or b1..b8, found `A9` at column 1"
    );
    let err = "A5X".parse::<MoveText>().unwrap_err();
    assert_eq!((err.column, err.token.as_str()), (3, "X"));
    let err = "A5L**".parse::<MoveText>().unwrap_err();
    assert_eq!(err.column, 5);
}

fn at(text: &str, rules: crate::Rules) -> Position {
    text.parse::<crate::Setup>()
        .unwrap()
        .into_position(rules)
        .unwrap()
}

fn resolve(text: &str, position: &Position) -> Result<String, ResolveMoveError> {
    text.parse::<MoveText>()
        .unwrap()
        .resolve(position)
        .map(|m| m.to_string())
}

/// A stock seed into A8 captures the 4 of a1; they enter at A8 and the last falls into the
/// nyumba A5, where South may stop or sow on (safari).
const KICHWA_CAPTURE: &str =
    "0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,4/0,0,0,0,6,0,0,1/0,0,0,0,0,0,0,0 S stock=10,10 nyumba=SN";

#[test]
fn a_forced_entry_is_read_without_its_letter() {
    let position = at(KICHWA_CAPTURE, crate::Rules::KISWAHILI);
    // `A8>` as KIBA's arrow (A8 sown to the right) is not legal; as the seeds' spelling it is
    // the capture at A8 and the safari.
    assert_eq!(resolve("A8>", &position).unwrap(), "A8R>");
    assert_eq!(resolve("A8", &position).unwrap(), "A8R");
    assert_eq!(resolve("A8<", &position).unwrap(), "A8R");
    assert!(resolve("A8>+", &position).is_err());
    let north = at(
        "0,0,0,0,0,0,0,0/1,0,0,6,0,0,0,0/4,0,0,0,6,0,0,0/0,0,0,0,0,0,0,0 N stock=10,10 nyumba=SN",
        crate::Rules::KISWAHILI,
    );
    assert_eq!(resolve("a8", &north).unwrap(), "a8R");
}

#[test]
fn an_arrow_that_is_legal_is_kibas() {
    let position = at(
        "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S",
        crate::Rules::KUJIFUNZA,
    );
    assert!("A1>".parse::<MoveText>().unwrap().has_two_readings());
    assert_eq!(resolve("A1>", &position).unwrap(), "A1R");
    let err = resolve("A8>", &position).unwrap_err();
    assert!(matches!(err, ResolveMoveError::Illegal(_)), "{err}");
}

#[test]
fn two_legal_readings_are_ambiguous() {
    // A stock seed into A2 captures the 2 of a7, which enter at A1 and end in the nyumba:
    // `A2>` is A2L by KIBA's arrow and A2L> by the seeds' spelling.
    let position = at(
        "0,0,0,0,0,0,0,0/1,2,4,0,0,0,0,1/1,1,0,3,8,1,2,0/0,0,0,0,0,0,0,0 S stock=20,20 nyumba=S",
        crate::Rules::KISWAHILI,
    );
    let err = resolve("A2>", &position).unwrap_err();
    let ResolveMoveError::Ambiguous(ambiguous) = &err else {
        panic!("{err}")
    };
    let moves: Vec<String> = ambiguous.moves().iter().map(ToString::to_string).collect();
    assert_eq!(moves, ["A2L", "A2L>"]);
    assert_eq!(
        err.to_string(),
        "ambiguous move `A2>`: it could be A2L (`>` read as KIBA's arrow) or A2L> (`>` read as the safari, the letter left out)"
    );
    assert!(err.reason().unwrap().starts_with("ambiguous: "));
    assert_eq!(resolve("A2L>", &position).unwrap(), "A2L>");
    assert_eq!(resolve("A2>+", &position).unwrap(), "A2L>");
    // Only kichwa and kimbi have a forced entry, so only their `>` has two readings.
    assert!(!"A5>".parse::<MoveText>().unwrap().has_two_readings());
    assert!(!"B8>".parse::<MoveText>().unwrap().has_two_readings());
}

#[test]
fn control_characters_are_not_echoed() {
    let err = "A5\u{1b}[2J".parse::<MoveText>().unwrap_err();
    assert!(!err.to_string().contains('\u{1b}'), "{err}");
}
