//! What `bao analyse` prints when the time left a root move unscored: the JSON and the words,
//! from searches stopped by a stop check that counts its calls (no clock).

use std::cell::Cell;

use serde_json::Value;

use super::{search_report, write_report};
use crate::{
    engine::{Endless, Position, Rules, Setup},
    search::{self, Limits},
};

/// The 21-seed position where `a4L*` runs tens of millions of laps before its cycle closes.
const LONG_CYCLE: &str =
    "1,2,0,1,2,1,2,1/2,1,10,1,21,2,3,0/0,0,0,0,1,0,0,1/2,2,1,1,2,1,1,2 N stock=0,0 nyumba=-";

fn position(endless: Endless) -> Position {
    let rules = Rules {
        endless,
        ..Rules::KISWAHILI
    };
    LONG_CYCLE
        .parse::<Setup>()
        .expect("position text")
        .into_position(rules)
        .expect("a position")
}

/// The JSON and the words of a search of the position stopped at the stop's second call, which
/// comes before the long sowing could be sown again; or never stopped, to depth 1.
fn printed(endless: Endless, stopped: bool) -> (Value, String) {
    let position = position(endless);
    let calls = Cell::new(0u32);
    let stop = || {
        calls.set(calls.get() + 1);
        stopped && calls.get() > 1
    };
    let limits = Limits {
        depth: if stopped { 40 } else { 1 },
        nodes: None,
    };
    let analysis = search::analyse(&position, limits, &stop).expect("a search");
    let report = search_report(position.to_move(), endless, &analysis);
    let mut json = Vec::new();
    write_report(&mut json, &report, 7, true, None).expect("written");
    let mut words = Vec::new();
    write_report(&mut words, &report, 7, false, None).expect("written");
    (
        serde_json::from_slice(&json).expect("one JSON object"),
        String::from_utf8(words).expect("UTF-8"),
    )
}

/// The `moves` of a JSON report as (move, entry), sorted by move.
fn moves(json: &Value) -> Vec<(String, Value)> {
    let mut moves: Vec<(String, Value)> = json["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .map(|m| (m["move"].as_str().expect("a move").to_owned(), m.clone()))
        .collect();
    moves.sort_by(|a, b| a.0.cmp(&b.0));
    moves
}

#[test]
fn a_move_the_time_left_unscored_is_listed_with_a_null_score_and_the_reason() {
    let legal = position(Endless::Draw).legal_moves();
    let (json, words) = printed(Endless::Draw, true);
    let moves = moves(&json);
    let mut expected: Vec<String> = legal.iter().map(ToString::to_string).collect();
    expected.sort();
    let listed: Vec<&str> = moves.iter().map(|(m, _)| m.as_str()).collect();
    assert_eq!(listed, expected, "every legal move, once");
    for (mv, entry) in &moves {
        if mv == "a4L*" {
            assert_eq!(
                *entry,
                serde_json::json!({
                    "move": "a4L*",
                    "score": null,
                    "reason": "not searched: the time ran out before its sowing ended",
                })
            );
        } else {
            assert!(entry["score"].is_object(), "{entry}");
            assert!(entry.get("reason").is_none(), "{entry}");
        }
    }
    assert_eq!(json["depth"], 0);
    assert_ne!(json["best"], "a4L*");
    let said: Vec<&str> = words
        .lines()
        .filter(|l| l.starts_with("not searched"))
        .collect();
    assert_eq!(
        said,
        ["not searched: a4L* (the time ran out before its sowing ended)"],
        "{words}"
    );
}

#[test]
fn under_endless_illegal_an_unsown_move_is_said_to_be_perhaps_no_legal_move() {
    // a4L* never ends, so these rules make it illegal; the search stopped before it knew.
    assert!(
        !position(Endless::Illegal)
            .legal_moves()
            .iter()
            .any(|m| m.to_string() == "a4L*")
    );
    let (json, words) = printed(Endless::Illegal, true);
    let reason = "not searched: the time ran out before its sowing ended; if it never ends it is \
                  not a legal move";
    let unscored: Vec<(String, Value)> = moves(&json)
        .into_iter()
        .filter(|(_, entry)| entry["score"].is_null())
        .collect();
    assert_eq!(unscored.len(), 1, "{json}");
    assert_eq!(unscored[0].0, "a4L*");
    assert_eq!(unscored[0].1["reason"], reason);
    assert!(words.contains(&format!("a4L* ({})", &reason["not searched: ".len()..])));
}

#[test]
fn a_search_that_was_not_stopped_scores_every_move_and_says_nothing_more() {
    let legal = position(Endless::Draw).legal_moves();
    let (json, words) = printed(Endless::Draw, false);
    let moves = moves(&json);
    assert_eq!(moves.len(), legal.len());
    assert!(moves.iter().all(|(_, entry)| entry["score"].is_object()));
    let a4l = moves
        .iter()
        .find(|(m, _)| m == "a4L*")
        .expect("a4L* listed");
    assert_eq!(a4l.1["score"], serde_json::json!({ "draw": true }));
    assert!(!words.contains("not searched"), "{words}");
    assert_eq!(json["depth"], 1);
}
