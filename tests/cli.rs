//! The `bao` command's machine interface: JSON shapes, exit codes and error lines.

use std::process::Output;

use serde_json::Value;

mod support;
use support::bao;

const START: &str =
    "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S stock=22,22 nyumba=SN";

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("utf-8")
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("utf-8")
}

fn json(output: &Output) -> Value {
    assert!(output.status.success(), "bao failed: {}", stderr(output));
    serde_json::from_str(&stdout(output)).expect("valid JSON")
}

/// Seed 004 §17: the first player adds a stock seed to one of his two pairs (A6 or A7) and sows
/// the three seeds either way: four moves, none a capture.
#[test]
fn moves_json_lists_every_first_move_with_its_result() {
    let moves = json(&bao(&["moves", "--json", START]));
    let moves = moves.as_array().expect("an array");
    let mut names: Vec<&str> = moves.iter().map(|m| m["move"].as_str().unwrap()).collect();
    names.sort();
    assert_eq!(names, ["A6L*", "A6R*", "A7L*", "A7R*"]);
    for m in moves {
        let keys: Vec<&str> = m.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(keys.len(), 4, "{keys:?}");
        assert_eq!(m["game_over"], false);
        assert_eq!(m["winner"], Value::Null);
        let result = &m["result"];
        assert_eq!(result["to_move"], "N");
        assert_eq!(result["stock"], serde_json::json!({"S": 21, "N": 22}));
        assert_eq!(result["nyumba"], serde_json::json!({"S": true, "N": true}));
        assert_eq!(result["blocked"], Value::Null);
        assert_eq!(result["rows"].as_array().unwrap().len(), 4);
    }
    // A6 gets the stock seed (3) and is sown left: A5, A4, A3 get one each.
    let a6l = moves.iter().find(|m| m["move"] == "A6L*").unwrap();
    assert_eq!(
        a6l["result"]["rows"][2],
        serde_json::json!([0, 0, 1, 1, 7, 0, 2, 0])
    );
}

/// The JSON result of one command is accepted as the POSITION of the next.
#[test]
fn json_positions_are_accepted_as_input() {
    let moves = json(&bao(&["moves", "--json", START]));
    let after = moves[0]["result"].to_string();
    let next = json(&bao(&["moves", "--json", &after]));
    assert!(!next.as_array().unwrap().is_empty());
}

/// Bao hamna: capturing the opponent's last front seeds ends the game at once.
#[test]
fn game_over_and_winner_are_reported() {
    // South's A1 (1 seed, plus the stock seed) faces North's only front seeds, in a8.
    let position =
        "0,0,0,0,0,0,0,0/3,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S stock=1,1 nyumba=-";
    let moves = json(&bao(&["moves", "--json", position]));
    assert_eq!(moves[0]["move"], "A1L");
    assert_eq!(moves[0]["game_over"], true);
    assert_eq!(moves[0]["winner"], "S");
}

/// perft counts complete turns: depth 1 is the number of legal moves, and each deeper count is
/// the sum of the counts one level down from every child.
#[test]
fn perft_json_counts_are_consistent() {
    let counts = |args: &[&str]| -> Vec<u64> {
        let value = json(&bao(args));
        value["counts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|n| n.as_u64().unwrap())
            .collect()
    };
    let start = counts(&["perft", "--json", "3"]);
    assert_eq!(start[0], 4);
    let moves = json(&bao(&["moves", "--json", START]));
    let mut below = [0u64, 0];
    for m in moves.as_array().unwrap() {
        let child = counts(&["perft", "--json", "2", &m["result"].to_string()]);
        below[0] += child[0];
        below[1] += child[1];
    }
    assert_eq!(start[1..], below);
    assert_eq!(
        counts(&["perft", "--json", "--rules", "kujifunza", "1"]).len(),
        1
    );
}

#[test]
fn play_json_gives_the_final_position() {
    let value = json(&bao(&["play", "--json", START, "A6L*", "a6L"]));
    assert_eq!(value["moves"][0]["move"], "A6L*");
    assert_eq!(value["result"]["to_move"], "S");
    assert_eq!(
        value["result"]["stock"],
        serde_json::json!({"S": 21, "N": 21})
    );
}

/// Every error a user can cause prints one clear `error:` line naming what and where, and exits
/// non-zero, without a panic.
#[test]
fn bad_input_is_one_clear_error() {
    let cases: [(&[&str], &str); 8] = [
        (&["show", " "], "error: the POSITION is empty"),
        (
            &["show", "0,0,0/1 S"],
            "error: invalid position: expected 4 rows separated by `/`, found 2 at column 1",
        ),
        (
            &["show", &START.replace("6,2,2,0/", "6,2,99,0/")],
            "error: invalid position: `99` is not a seed count",
        ),
        (
            &["show", &START.replace("stock=22,22", "stock=40,22")],
            "error: impossible position: 82 seeds",
        ),
        (
            &["show", "no-such-file"],
            "error: no file or diagram `no-such-file`",
        ),
        (
            &["play", START, "A9L"],
            "error: move 1 `A9L`: invalid move `A9L`: expected a hole",
        ),
        (&["play", START, "A5L"], "legal moves: A6R* A6L* A7R* A7L*"),
        (
            &["play", START, "a6L*"],
            "a6 is North's hole but South is to move",
        ),
    ];
    for (args, expected) in cases {
        let output = bao(args);
        let err = stderr(&output);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {err}");
        assert!(err.contains(expected), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
    let output = bao(&["moves", "--rules", "bao", START]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("unknown ruleset `bao`"));
}

/// Issue 23: South's kichwa A8 holds 3 and A2 a single seed. Under the default reading A8 is not
/// the only occupied front hole, so it may be sown either way; under `lone-kichwa=only-sowable` it
/// is the only front hole of 2+ seeds and is sown towards the centre only.
#[test]
fn moves_follow_the_lone_kichwa_option() {
    let position =
        "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,1,0,0,0,0,0,3/1,0,0,0,0,0,0,0 S stock=0,0 nyumba=-";
    let moves = |rules: &str| {
        let output = bao(&["moves", "--rules", rules, position]);
        assert!(output.status.success(), "{}", stderr(&output));
        let text = stdout(&output);
        text.lines()
            .map(|l| l.split_whitespace().next().unwrap_or("").to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(moves("kiswahili"), ["A8R*", "A8L*"]);
    assert_eq!(
        moves("kiswahili,lone-kichwa=only-occupied"),
        ["A8R*", "A8L*"]
    );
    assert_eq!(moves("kiswahili,lone-kichwa=only-sowable"), ["A8L*"]);
}

#[test]
fn show_draws_the_start() {
    insta::assert_snapshot!(stdout(&bao(&["show", START])));
}

/// North's front row is all but empty: A4R captures the last 3 seeds (a3) and South wins.
const SOUTH_WINS: &str = "2,0,0,0,0,0,0,2/0,0,0,0,0,3,0,0/1,1,1,2,0,1,0,0/0,0,0,0,0,0,0,0 S";

/// Issue 9 point 18: `bao play` says, move by move, what each move did, in the trace's words.
#[test]
fn play_says_what_each_move_did() {
    let output = bao(&["play", START, "A6L*", "a6L"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().take(2).collect();
    assert_eq!(
        lines,
        [
            "A6L*: a stock seed into A6, sows the 3 of A6, last seed in A3",
            "a6L: captures 1 from A3, enters at a1, last seed in a1",
        ]
    );
    let output = bao(&["play", SOUTH_WINS, "A4R"]);
    assert!(stdout(&output).starts_with(
        "A4R: sows the 2 of A4, captures 3 from a3, enters at A1, last seed in A3; South wins: North's front row is empty\n"
    ));
    // The JSON form is a machine interface: one entry per move, no words.
    let value = json(&bao(&["play", "--json", START, "A6L*", "a6L"]));
    let keys: Vec<&str> = value["moves"][0]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys, ["move"]);
}

/// Issue 9 point 12: once the game is over nobody is to move, on the board after the move too.
#[test]
fn nobody_is_to_move_after_the_game_ends() {
    let output = bao(&["play", SOUTH_WINS, "A4R"]);
    let text = stdout(&output);
    assert!(
        text.ends_with("South wins: North's front row is empty\n"),
        "{text}"
    );
    assert!(!text.contains("to move"), "{text}");
    let output = bao(&["play", "--trace", SOUTH_WINS, "A4R"]);
    assert!(!stdout(&output).contains("to move"));
}

/// Issue 9 point 12: the trace's boards keep the nyumba's brackets while it is owned and drop
/// them the step it is gone for good; each mark is explained once, under the first board that
/// shows it.
#[test]
fn play_trace_draws_only_true_marks_and_explains_them_once() {
    // A stock seed into A8 captures the 4 of a1; they end in the nyumba A5, which is sown on.
    let position =
        "0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,4/0,0,0,0,6,0,0,1/0,0,0,0,0,0,0,0 S stock=10,10 nyumba=SN";
    let output = bao(&["play", "--trace", position, "A8R>"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let rows = |letter: &str| -> Vec<&str> {
        text.lines()
            .filter(|l| l.starts_with(&format!("{letter}   ")))
            .collect()
    };
    // Two laps, then the position after the move.
    let (south, north) = (rows("A"), rows("a"));
    assert_eq!(south.len(), 3, "{text}");
    // After the first lap A5 is still South's nyumba, with 7 seeds; a5 is North's.
    assert_eq!(south[0], "A   0    0    0    0  [7]*   1*   1*   3*");
    assert!(north.iter().all(|row| row.contains("  [6]")), "{text}");
    // After the safari South's nyumba is gone for good: no brackets around A5 any more.
    assert_eq!(south[1], "A   1*   1*   1*   1*   0    1    1    3");
    assert_eq!(south[2], "A   1    1    1    1    0    1    1    3");
    assert_eq!(
        text.matches("a nyumba its owner still has").count(),
        1,
        "{text}"
    );
    assert_eq!(
        text.matches("a hole this step touched").count(),
        1,
        "{text}"
    );
    let first_legend = text.find("marks:").unwrap();
    assert!(first_legend < text.find("4. safari").unwrap(), "{text}");
}

/// Issue 9 point 12: a blocked hole is drawn `x`, not KIBA's `#`, and explained.
#[test]
fn a_blocked_hole_is_crossed_out_and_explained() {
    let position = "0,0,0,0,1,3,0,0/0,0,0,0,0,2,2,0/0,0,0,0,0,0,1,1/2,0,0,0,1,1,3,0 N stock=0,0 nyumba=- block=a2";
    let text = stdout(&bao(&["show", position]));
    assert!(
        text.contains("a   0    0    0    0    0    2    2x   0"),
        "{text}"
    );
    assert!(!text.contains('#'), "{text}");
    assert!(
        text.ends_with("marks: 2x a2 is blocked by takasia\n"),
        "{text}"
    );
}

/// Issue 10 point 7: a field given twice is an error naming both places, not the last one won.
#[test]
fn a_position_field_given_twice_is_an_error() {
    let output = bao(&["show", &format!("{START} stock=1,1")]);
    assert_eq!(output.status.code(), Some(1));
    let err = stderr(&output);
    assert!(
        err.contains("`stock=` is given twice (first at column 67): give it once at column 89"),
        "{err}"
    );
}

/// Issue 9 point 19: `A8>` is the capture at A8 and the safari when only that reading is legal;
/// `A2>`, legal both ways, is ambiguous and both readings are listed.
#[test]
fn a_move_with_two_readings_takes_the_legal_one() {
    let kichwa =
        "0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,4/0,0,0,0,6,0,0,1/0,0,0,0,0,0,0,0 S stock=10,10 nyumba=SN";
    let value = json(&bao(&["play", "--json", kichwa, "A8>"]));
    assert_eq!(value["moves"][0]["move"], "A8R>");
    let both =
        "0,0,0,0,0,0,0,0/1,2,4,0,0,0,0,1/1,1,0,3,8,1,2,0/0,0,0,0,0,0,0,0 S stock=20,20 nyumba=S";
    let output = bao(&["play", both, "A2>"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr(&output),
        "error: move 1 `A2>`: ambiguous move `A2>`: it could be A2L (`>` read as KIBA's arrow) or A2L> (`>` read as the safari, the letter left out)\n"
    );
}

/// The help of `--rules` names every option the ruleset reads, with its values, in every command
/// that takes it.
#[test]
fn rules_help_names_every_option() {
    for command in ["moves", "play", "perft", "analyse", "solve", "show"] {
        let help = stdout(&bao(&[command, "--help"]));
        let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
        for (name, values) in bao::engine::Rules::OPTIONS {
            let option = format!("`{name}={}`", values.join("|"));
            assert!(
                help.contains(&option),
                "`bao {command} --help` omits {option}:\n{help}"
            );
        }
    }
}
