//! `bao analyse` through the binary: the JSON machine interface, proofs, and bad input.

use std::process::Command;

use bao::engine::{Position, Rules, Setup};
use serde_json::Value;

mod support;
use support::bao;

/// A Kiswahili mtaji position (from random play) where South wins in 2 and not in 1.
const WIN_IN_2: &str =
    "1,1,0,1,0,0,1,2/1,1,0,1,0,0,0,0/4,4,1,8,0,8,9,1/1,3,0,4,1,6,1,4 S stock=0,0 nyumba=-";

fn json(args: &[&str]) -> Value {
    let output = bao(args);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    assert_eq!(text.lines().count(), 1, "one line: {text}");
    serde_json::from_str(&text).expect("one JSON object")
}

fn legal(text: &str, rules: Rules) -> Vec<String> {
    let position = if text == "start" {
        Position::start(rules)
    } else {
        text.parse::<Setup>()
            .expect("position text")
            .into_position(rules)
            .expect("a position")
    };
    position
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// The one key of a score object, and its value.
fn score(value: &Value) -> (String, Value) {
    let object = value.as_object().expect("a score is an object");
    assert_eq!(object.len(), 1, "a score has one key: {value}");
    let (key, value) = object.iter().next().expect("one key");
    (key.clone(), value.clone())
}

#[test]
fn the_json_has_every_field_every_legal_move_and_the_best_first() {
    let out = json(&["analyse", "--depth", "3", "--json", "start"]);
    let object = out.as_object().expect("an object");
    let mut keys: Vec<&str> = object.keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "best", "chance", "depth", "moves", "nodes", "pv", "score", "time_ms"
        ]
    );
    assert_eq!(out["depth"], 3);
    assert!(out["nodes"].as_u64().expect("nodes") > 0);
    assert!(out["time_ms"].as_u64().is_some());
    let legal = legal("start", Rules::KISWAHILI);
    let moves = out["moves"].as_array().expect("moves");
    let mut listed: Vec<String> = moves
        .iter()
        .map(|m| m["move"].as_str().expect("a move").to_owned())
        .collect();
    assert_eq!(listed[0], out["best"].as_str().expect("best"));
    assert_eq!(moves[0]["score"], out["score"]);
    listed.sort();
    let mut expected = legal.clone();
    expected.sort();
    assert_eq!(listed, expected, "every legal move, once");
    let (kind, value) = score(&out["score"]);
    assert_eq!(kind, "eval");
    assert!(value.as_i64().is_some());
    let pv = out["pv"].as_array().expect("pv");
    assert_eq!(pv[0], out["best"]);
    assert!(pv.len() >= 3, "a line of three plies at depth 3: {pv:?}");
}

#[test]
fn a_forced_win_is_counted_in_turns() {
    let out = json(&["analyse", "--depth", "3", "--json", WIN_IN_2]);
    assert_eq!(out["score"], serde_json::json!({ "win_in": 2 }));
    let legal = legal(WIN_IN_2, Rules::KISWAHILI);
    assert!(legal.contains(&out["best"].as_str().expect("best").to_owned()));
}

#[test]
fn prove_gives_the_least_win_or_no_win_within_n() {
    let out = json(&["analyse", "--prove", "3", "--json", WIN_IN_2]);
    assert_eq!(out["score"], serde_json::json!({ "win_in": 2 }));
    let moves = out["moves"].as_array().expect("moves");
    assert_eq!(moves.len(), legal(WIN_IN_2, Rules::KISWAHILI).len());
    let best = moves
        .iter()
        .find(|m| m["move"] == out["best"])
        .expect("the best move is listed");
    assert_eq!(best["score"], serde_json::json!({ "win_in": 2 }));
    for m in moves {
        let (kind, _) = score(&m["score"]);
        assert!(kind == "win_in" || kind == "no_win_within", "{m}");
    }

    let out = json(&["analyse", "--prove", "1", "--json", WIN_IN_2]);
    assert_eq!(out["score"], serde_json::json!({ "no_win_within": 1 }));
    let out = json(&["analyse", "--prove", "1", "--json", "start"]);
    assert_eq!(out["score"], serde_json::json!({ "no_win_within": 1 }));
}

#[test]
fn the_readable_report_names_the_move_the_score_and_the_line() {
    let output = bao(&["analyse", "--depth", "3", WIN_IN_2]);
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(lines[0].starts_with("best move: "), "{text}");
    assert_eq!(lines[1], "South wins in 2");
    assert!(lines[2].starts_with("line: "), "{text}");
    assert!(lines[3].starts_with("depth 3 plies, "), "{text}");
}

/// The chance `--json` gives beside a score: the mover's expected score, the logistic curve of
/// an evaluation, 1 for a proved win, 0 for a proved loss.
fn expected_chance(scored: &Value) -> f64 {
    use bao::search::chance::of_eval;
    let (kind, value) = score(scored);
    match kind.as_str() {
        "eval" => of_eval(value.as_i64().expect("hundredths") as i32),
        "win_in" => 1.0,
        "loss_in" => 0.0,
        "draw" => 0.5,
        other => panic!("no chance for a `{other}` score"),
    }
}

#[test]
fn every_scored_move_has_the_movers_chance_beside_its_score() {
    for position in ["start", WIN_IN_2] {
        let out = json(&["analyse", "--depth", "3", "--json", position]);
        let moves = out["moves"].as_array().expect("moves");
        let mut evaluations = 0;
        for entry in moves.iter().chain([&out]) {
            let chance = entry["chance"].as_f64().expect("a chance");
            assert!((0.0..=1.0).contains(&chance), "{entry}");
            let expected = expected_chance(&entry["score"]);
            assert!((chance - expected).abs() < 1e-9, "{entry}: {expected}");
            if let Some(e) = entry["score"]["eval"].as_i64() {
                evaluations += 1;
                assert!(
                    chance > 0.0 && chance < 1.0,
                    "an evaluation is no proof: {entry}"
                );
                assert_eq!(chance > 0.5, e > 0, "{entry}");
            }
        }
        if position == WIN_IN_2 {
            assert_eq!(out["chance"], 1.0, "a proved win is certain");
        } else {
            assert!(evaluations > 1, "the start has no proved move: {out}");
        }
    }
    // A proof: a win is certain; a move with no win within N has the deep search's chance.
    let out = json(&["analyse", "--prove", "3", "--json", WIN_IN_2]);
    assert_eq!(out["chance"], 1.0);
    for entry in out["moves"].as_array().expect("moves") {
        let chance = entry["chance"].as_f64().expect("a chance");
        assert!((0.0..=1.0).contains(&chance), "{entry}");
        if entry["score"].get("win_in").is_some() {
            assert_eq!(chance, 1.0, "{entry}");
        } else {
            assert!(
                chance < 1.0,
                "no win within 3 turns is no certain win: {entry}"
            );
        }
    }
}

#[test]
fn the_readable_report_says_a_chance_never_seeds() {
    let output = bao(&["analyse", "--depth", "4", "start"]);
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(!text.contains("seed"), "{text}");
    let said = text.lines().nth(1).expect("a second line");
    let percent: u32 = said
        .strip_prefix("South's chances: ")
        .and_then(|rest| rest.strip_suffix(" %"))
        .expect(&text)
        .parse()
        .expect("a whole percentage");
    // The same search's JSON says the same chance.
    let out = json(&["analyse", "--depth", "4", "--json", "start"]);
    let chance = out["chance"].as_f64().expect("a chance");
    assert_eq!(percent, bao::search::chance::percent(chance), "{text}");
    assert!((1..=99).contains(&percent), "{text}");
}

#[test]
fn a_level_plays_a_legal_move_near_the_best() {
    for _ in 0..5 {
        let out = json(&["analyse", "--level", "1", "--json", "start"]);
        let best = out["best"].as_str().expect("best");
        let top = out["moves"][0]["score"]["eval"]
            .as_i64()
            .expect("an evaluation");
        let chosen = out["moves"]
            .as_array()
            .expect("moves")
            .iter()
            .find(|m| m["move"] == best)
            .expect("the chosen move is listed");
        assert_eq!(chosen["score"], out["score"]);
        let eval = chosen["score"]["eval"].as_i64().expect("an evaluation");
        assert!(eval >= top - 400, "{best}: {eval} against {top}");
    }
}

/// A level's move is a random pick near the best below level 5: it is named as the level's move,
/// never as the best one.
#[test]
fn a_level_names_its_move_as_its_own() {
    let out = bao(&["analyse", "--level", "1", "start"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let first = text.lines().next().expect("a line");
    let played = first
        .strip_prefix("level 1 plays: ")
        .and_then(|rest| rest.strip_suffix(" (South to move)"))
        .expect(&text);
    assert!(legal("start", Rules::KISWAHILI).contains(&played.to_owned()));
    assert!(!text.contains("best move"), "{text}");
}

#[test]
fn an_exhausted_time_still_gives_the_best_move_found() {
    let out = json(&["analyse", "--time", "0.05", "--json", "start"]);
    let best = out["best"].as_str().expect("best").to_owned();
    assert!(legal("start", Rules::KISWAHILI).contains(&best));
    assert!(out["time_ms"].as_u64().expect("time") < 2_000);
}

#[test]
fn bad_input_is_one_clear_line_and_a_failure() {
    let cases: [(&str, &[&str]); 9] = [
        ("level 7", &["analyse", "--level", "7", "start"]),
        (
            "level with depth",
            &["analyse", "--level", "2", "--depth", "3", "start"],
        ),
        ("time 0", &["analyse", "--time", "0", "start"]),
        ("depth 0", &["analyse", "--depth", "0", "start"]),
        ("prove 0", &["analyse", "--prove", "0", "start"]),
        ("prove 1000", &["analyse", "--prove", "1000", "start"]),
        ("time not a number", &["analyse", "--time", "soon", "start"]),
        (
            "game over",
            &[
                "analyse",
                "--rules",
                "kujifunza",
                "0,0,0,0,0,0,0,0/2,2,2,2,2,2,2,2/0,0,0,0,0,0,0,0/18,2,2,2,2,2,2,2 S stock=0,0",
            ],
        ),
        (
            "no legal move",
            &[
                "analyse",
                "--rules",
                "kujifunza",
                "0,0,0,0,0,0,0,0/1,0,1,0,1,0,1,0/1,0,1,0,1,0,1,0/1,0,1,0,1,0,1,0 S stock=0,0",
            ],
        ),
    ];
    let mut report = String::new();
    for (name, args) in cases {
        let output = bao(args);
        assert!(!output.status.success(), "{name} fails");
        assert!(output.stdout.is_empty(), "{name} prints nothing on stdout");
        let stderr = String::from_utf8(output.stderr).expect("UTF-8");
        assert!(stderr.starts_with("error: "), "{name}: {stderr}");
        assert!(!stderr.contains("panicked"), "{name}: {stderr}");
        let first = stderr.lines().next().expect("a line");
        report.push_str(&format!("{name}: {first}\n"));
    }
    insta::assert_snapshot!(report);
}

#[cfg(unix)]
#[test]
fn a_hostile_position_file_is_refused_without_hanging_or_control_codes() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let fifo = dir.path().join("fifo");
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let escape = dir.path().join("escape");
    std::fs::write(&escape, "6,2,\u{1b}[31m2,0 S\n").expect("a file is written");
    for path in [&fifo, &escape] {
        let name = path.to_str().expect("a UTF-8 path");
        let output = bao(&["analyse", "--time", "1", name]);
        assert!(!output.status.success(), "{name}");
        let stderr = String::from_utf8(output.stderr).expect("UTF-8");
        assert!(stderr.starts_with("error: "), "{stderr}");
        assert!(!stderr.contains('\u{1b}'), "{stderr}");
    }
}

#[test]
fn a_proof_out_of_time_fails_saying_how_far_it_got() {
    let output = bao(&["analyse", "--prove", "30", "--time", "0.2", "start"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    assert!(
        stderr.starts_with("error: cannot prove a win for South: stopped "),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
}
