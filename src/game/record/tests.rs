use proptest::prelude::*;

use super::*;
use crate::engine::Setup;

/// Plays `len` random moves (fewer if the game ends) from the start, picking with `seed`.
fn random_game(rules: Rules, seed: u64, len: usize) -> Record {
    let mut dice = crate::search::dice::Dice::from_state(seed | 1);
    let mut pick = move |n: usize| dice.pick(n);
    let mut record = Record::new(
        Position::start(rules),
        Player::Person("Amina".into()),
        Player::Bao(Strength::Level(2)),
        Some("2026-12-01".into()),
    );
    let mut position = record.start;
    for i in 0..len {
        let Some(child) = position.sample_child(&mut pick) else {
            break;
        };
        let comment = (i % 3 == 0).then(|| format!("turn {i}, a {{note}}"));
        record.turns.push(Turn {
            mv: child.mv,
            comment,
        });
        position = child.position;
        if let Some(end) = child.end.or_else(|| position.outcome()) {
            record.result = GameResult::Over(end);
            break;
        }
    }
    record
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn a_written_record_reads_back_the_same(seed in any::<u64>(), len in 0usize..60, learning in any::<bool>()) {
        let rules = if learning { Rules::of(crate::engine::Variant::Kujifunza) } else { Rules::KISWAHILI };
        let record = random_game(rules, seed, len);
        let text = record.write();
        let read: Record = text.parse().map_err(|e: RecordError| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(&read, &record);
        prop_assert_eq!(read.write(), text);
    }
}

#[test]
fn reads_a_typed_record_with_comments_and_either_notation() {
    let text = "Rules: kiswahili\nPlayers: Amina - Juma\nResult: *\n\n; the opening\n1. A6L*   ; a quiet start\n2. a6> {KIBA's arrow}\n";
    let record: Record = text.parse().unwrap();
    assert_eq!(record.south, Player::Person("Amina".into()));
    assert_eq!(record.north, Player::Person("Juma".into()));
    assert_eq!(record.turns.len(), 2);
    assert_eq!(record.turns[0].mv.to_string(), "A6L*");
    assert_eq!(record.turns[0].comment.as_deref(), Some("a quiet start"));
    assert_eq!(record.turns[1].comment.as_deref(), Some("KIBA's arrow"));
    let played = record.replay().unwrap();
    assert_eq!(played[1].position.to_move(), Side::South);
    assert!(record.write().contains("2. a6"));
}

#[test]
fn an_illegal_move_names_its_line_and_the_legal_moves() {
    let text = "Rules: kiswahili\nResult: *\n\n1. A5L\n";
    let err = text.parse::<Record>().unwrap_err();
    assert_eq!(err.line, 4);
    let legal: Vec<String> = err.legal.iter().map(ToString::to_string).collect();
    assert_eq!(legal, ["A6R*", "A6L*", "A7R*", "A7L*"]);
    assert!(err.to_string().starts_with("line 4: turn 1 `A5L`"), "{err}");
}

#[test]
fn bad_headers_are_errors_with_their_line() {
    let cases = [
        ("Result: *\n", 0, "no `Rules:`"),
        ("Rules: kiswahili\n", 0, "no `Result:`"),
        ("Rules: chess\nResult: *\n", 1, "`Rules:`"),
        ("Rules: kiswahili\nResult: maybe\n", 2, "is not a result"),
        (
            "Rules: kiswahili\nColour: red\nResult: *\n",
            2,
            "unknown header",
        ),
        (
            "Rules: kiswahili\nRules: kiswahili\nResult: *\n",
            2,
            "twice",
        ),
        ("Rules: kiswahili\nResult: *\n2. A6L*\n", 3, "out of order"),
        (
            "Rules: kiswahili\nResult: *\n1. A6L* A7L*\n",
            3,
            "one move a line",
        ),
        (
            "Rules: kiswahili\nResult: South wins: North resigned\n",
            0,
            "",
        ),
        (
            "Rules: kiswahili\nResult: *\nhello\n",
            3,
            "neither a header",
        ),
        (
            "Rules: kiswahili\nResult: *\n1. A6L* {open\n",
            3,
            "must end with",
        ),
        (
            "Rules: kiswahili\nResult: *\n1. A6L* \u{1b}[2J\n",
            3,
            "control character",
        ),
    ];
    for (text, line, message) in cases {
        match text.parse::<Record>() {
            Err(err) => {
                assert_eq!(err.line, line, "{text}: {err}");
                assert!(err.message.contains(message), "{text}: {err}");
            }
            Ok(_) => assert!(message.is_empty(), "{text} was read"),
        }
    }
}

#[test]
fn a_result_the_moves_do_not_bear_out_is_refused() {
    let text = "Rules: kiswahili\nResult: South wins: North's front row is empty\n1. A6L*\n";
    let err = text.parse::<Record>().unwrap_err();
    assert_eq!(err.line, 2);
    assert!(err.message.contains("not over"), "{err}");
}

#[test]
fn a_record_from_another_start_keeps_it() {
    let start: Position =
        "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 N stock=22,22"
            .parse::<Setup>()
            .unwrap()
            .into_position(Rules::KISWAHILI)
            .unwrap();
    let mut record = Record::new(
        start,
        Player::Person("A".into()),
        Player::Person("B".into()),
        None,
    );
    record.turns.push(Turn {
        mv: start.legal_moves()[0],
        comment: None,
    });
    let text = record.write();
    assert!(text.contains("Start: "), "{text}");
    assert_eq!(text.parse::<Record>().unwrap(), record);
}

#[test]
fn a_start_that_is_already_over_is_said_to_be_and_no_turn_may_follow() {
    // South's front row is empty: over whoever is to move (North to move has already won).
    for side in ["S", "N"] {
        let start = format!(
            "0,0,0,0,0,0,0,0/2,2,2,2,2,2,2,2/0,0,0,0,0,0,0,0/18,2,2,2,2,2,2,2 {side} stock=0,0"
        );
        let head = format!("Rules: kujifunza\nStart: {start}\n");
        let err = format!("{head}Result: *\n").parse::<Record>().unwrap_err();
        assert_eq!(err.line, 3, "{side}");
        assert!(err.message.contains("already over"), "{side}: {err}");
        assert!(err.message.contains("North wins"), "{side}: {err}");
        let err = format!("{head}Result: *\n\n1. a1R*\n")
            .parse::<Record>()
            .unwrap_err();
        assert_eq!(err.line, 5, "{side}");
        assert!(
            err.message.contains("after the end of the game"),
            "{side}: {err}"
        );
        // Said as it is, the record reads.
        let over = format!("{head}Result: North wins: South's front row is empty\n");
        let record = over.parse::<Record>().expect("a finished record");
        assert!(record.turns.is_empty());
    }
}

#[test]
fn bao_as_a_player_has_the_bounds_bao_game_gives_it() {
    for (player, ok) in [
        ("bao time 18446744073709551615 ms", false),
        ("bao time 3600001 ms", false),
        ("bao time 0 ms", false),
        ("bao level 7", false),
        ("bao time 3600000 ms", true),
        ("bao level 6", true),
    ] {
        let text = format!("Rules: kiswahili\nSouth: Amina\nNorth: {player}\nResult: *\n");
        match text.parse::<Record>() {
            Ok(record) => {
                assert!(ok, "{player}");
                assert!(matches!(record.north, Player::Bao(_)), "{player}");
            }
            Err(err) => {
                assert!(!ok, "{player}: {err}");
                assert_eq!(err.line, 3, "{player}");
                assert!(err.message.starts_with("North's player `bao "), "{err}");
            }
        }
    }
}
