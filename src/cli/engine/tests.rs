use std::time::Duration;

use super::command::{Command, Go, parse};
use super::*;

#[test]
fn commands_are_read_with_their_fields() {
    assert_eq!(
        parse(r#"{"cmd":"position","rules":"kiswahili","position":"start","moves":["A6L*"]}"#),
        Ok(Command::Position {
            rules: crate::engine::Rules::KISWAHILI,
            position: "start".to_owned(),
            moves: vec!["A6L*".to_owned()],
        })
    );
    assert_eq!(
        parse(r#"{"cmd":"go","time":0.5,"depth":6,"nodes":1000}"#),
        Ok(Command::Go(Go {
            time: Some(Duration::from_millis(500)),
            depth: Some(6),
            nodes: Some(1000),
            ..Go::default()
        }))
    );
    assert_eq!(
        parse(r#"{"cmd":"go","prove":3,"time":2}"#),
        Ok(Command::Go(Go {
            time: Some(Duration::from_secs(2)),
            prove: Some(3),
            ..Go::default()
        }))
    );
    assert_eq!(
        parse(r#"{"cmd":"go","infinite":true}"#),
        Ok(Command::Go(Go {
            infinite: true,
            ..Go::default()
        }))
    );
    assert_eq!(
        parse(r#"{"cmd":"play","move":"A6L*"}"#),
        Ok(Command::Play("A6L*".to_owned()))
    );
    for (line, command) in [
        (r#"{"cmd":"stop"}"#, Command::Stop),
        (r#"{"cmd":"moves"}"#, Command::Moves),
        (r#"{"cmd":"new"}"#, Command::New),
        (r#"{"cmd":"quit"}"#, Command::Quit),
    ] {
        assert_eq!(parse(line), Ok(command));
    }
    // A JSON position is kept as its text, read with the rules later.
    let Ok(Command::Position { position, .. }) =
        parse(r#"{"cmd":"position","position":{"rows":[]}}"#)
    else {
        panic!("a JSON object is a position");
    };
    assert_eq!(position, r#"{"rows":[]}"#);
}

#[test]
fn an_unknown_command_or_field_is_named_and_control_characters_are_not_echoed() {
    let message = parse("{\"cmd\":\"go\\u001b[31m\"}").unwrap_err();
    assert!(message.starts_with("unknown command `go"), "{message}");
    assert!(!message.contains('\u{1b}'), "{message}");
    let message = parse("{\"cmd\":\"new\",\"x\\u001b\":1}").unwrap_err();
    assert!(message.starts_with("`new` has no field `x"), "{message}");
    assert!(!message.contains('\u{1b}'), "{message}");
}

/// Runs the engine on `input`, giving its replies.
fn session(input: &str) -> Vec<Value> {
    let mut out = Vec::new();
    run(&mut input.as_bytes(), &mut out).expect("served");
    String::from_utf8(out)
        .expect("UTF-8")
        .lines()
        .map(|line| serde_json::from_str(line).expect("one JSON object a line"))
        .collect()
}

#[test]
fn a_session_in_memory_answers_each_command_in_order() {
    let replies = session(concat!(
        "{\"cmd\":\"new\"}\n",
        "\n",
        "{\"cmd\":\"position\",\"position\":\"start\",\"moves\":[\"A6L*\"]}\n",
        "{\"cmd\":\"moves\"}\n",
        "{\"cmd\":\"play\",\"move\":\"nope\"}\n",
        "{\"cmd\":\"quit\"}\n",
        "{\"cmd\":\"moves\"}\n",
    ));
    let types: Vec<&str> = replies
        .iter()
        .map(|r| r["type"].as_str().unwrap())
        .collect();
    assert_eq!(types, ["ready", "ready", "moves", "error"]);
    assert_eq!(replies[0], json!({ "type": "ready" }));
    assert_eq!(replies[1]["position"]["to_move"], "N");
    assert!(!replies[2]["moves"].as_array().unwrap().is_empty());
}
