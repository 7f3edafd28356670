//! `bao engine` through the binary: a whole game driven as a front end drives it, each legal move
//! list checked against `bao moves --json` and each played position against the moves' results;
//! every error case answered by an error reply after which the engine goes on; and the
//! transcript of docs/engine-protocol.md replayed, each reply of the shape documented. Searches
//! are limited by depth or nodes (deterministic), never by time.

use std::{
    io::{BufRead, BufReader, Write},
    process::{Child, ChildStdin, Command, Stdio},
    sync::mpsc::{Receiver, channel},
    time::Duration,
};

use serde_json::{Value, json};

mod support;
use support::{BAO, bao};

/// How long a reply may take before the test fails rather than hangs: far more than any search
/// here needs, so no timing is asserted.
const PATIENCE: Duration = Duration::from_secs(120);

/// A running `bao engine`.
struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    replies: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(BAO)
            .arg("engine")
            .env("NO_COLOR", "1")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("bao engine starts");
        let stdout = child.stdout.take().expect("piped");
        let (send, replies) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            stdin: child.stdin.take(),
            child,
            replies,
        }
    }

    /// Sends raw bytes as one line.
    fn send_bytes(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("open");
        stdin.write_all(bytes).expect("written");
        stdin.write_all(b"\n").expect("written");
        stdin.flush().expect("flushed");
    }

    fn send(&mut self, command: &Value) {
        self.send_bytes(command.to_string().as_bytes());
    }

    /// Reads the next reply, which must be one JSON object with a `type`.
    fn reply(&mut self) -> Value {
        let line = self
            .replies
            .recv_timeout(PATIENCE)
            .expect("a reply before the patience runs out");
        let value: Value = serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line}"));
        assert!(value["type"].is_string(), "a reply has a type: {line}");
        value
    }

    /// Sends a command and gives its one reply.
    fn ask(&mut self, command: Value) -> Value {
        self.send(&command);
        self.reply()
    }

    /// Sends a command that must fail, and gives the error's message.
    fn refused(&mut self, command: &[u8]) -> String {
        self.send_bytes(command);
        let reply = self.reply();
        assert_eq!(
            reply["type"],
            "error",
            "{}: {reply}",
            String::from_utf8_lossy(command)
        );
        let message = reply["message"].as_str().expect("a message").to_owned();
        assert!(!message.is_empty());
        message
    }

    /// Reads `info` replies up to the `bestmove`, and gives both.
    fn search(&mut self, go: Value) -> (Vec<Value>, Value) {
        self.send(&go);
        let mut infos = Vec::new();
        loop {
            let reply = self.reply();
            match reply["type"].as_str() {
                Some("info") => infos.push(reply),
                Some("bestmove") => return (infos, reply),
                _ => panic!("{go}: unexpected {reply}"),
            }
        }
    }

    /// Ends the engine with `quit` and checks that it exits cleanly, saying nothing more.
    fn quit(mut self) {
        self.send(&json!({ "cmd": "quit" }));
        let status = self.child.wait().expect("it exits");
        assert!(status.success(), "{status}");
        assert!(
            self.replies.recv_timeout(PATIENCE).is_err(),
            "no reply after quit"
        );
    }
}

/// The moves `bao moves --json` lists for a position given as JSON.
fn moves_of(position: &Value) -> Value {
    let output = bao(&["moves", "--json", &position.to_string()]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("JSON")
}

/// Checks the score shape of `bao analyse --json`: one key of eval, win_in, loss_in, draw.
fn assert_score(score: &Value) {
    let object = score.as_object().expect("a score is an object");
    assert_eq!(object.len(), 1, "{score}");
    let (key, value) = object.iter().next().expect("one key");
    match key.as_str() {
        "eval" => assert!(value.is_i64(), "{score}"),
        "win_in" | "loss_in" | "no_win_within" => assert!(value.as_u64().is_some_and(|n| n > 0)),
        "draw" => assert_eq!(value, &json!(true)),
        other => panic!("unknown score {other}"),
    }
}

#[test]
fn a_whole_game_is_played_through_the_protocol() {
    let mut engine = Engine::start();
    let ready = engine.ask(json!({ "cmd": "position", "rules": "kiswahili", "position": "start" }));
    assert_eq!(ready["type"], "ready", "{ready}");
    assert_eq!(ready["game_over"], false);
    let mut position = ready["position"].clone();
    let mut plies = 0;
    let mut first = true;
    let over = loop {
        let listed = engine.ask(json!({ "cmd": "moves" }));
        assert_eq!(listed["type"], "moves");
        let expected = moves_of(&position);
        assert_eq!(listed["moves"], expected, "the moves of {position}");
        // Depth and node limits in turn: both are deterministic.
        let go = if plies % 2 == 0 {
            json!({ "cmd": "go", "depth": 3 })
        } else {
            json!({ "cmd": "go", "nodes": 3000 })
        };
        let (infos, best) = engine.search(go.clone());
        if go.get("depth").is_some() {
            let depths: Vec<u64> = infos.iter().map(|i| i["depth"].as_u64().unwrap()).collect();
            assert_eq!(depths, (1..=depths.len() as u64).collect::<Vec<_>>());
            assert_eq!(best["depth"], json!(depths.len()), "{best}");
        }
        let mut nodes = 0;
        for info in &infos {
            assert_score(&info["score"]);
            let chance = info["chance"].as_f64().expect("a chance");
            assert!((0.0..=1.0).contains(&chance));
            let n = info["nodes"].as_u64().expect("nodes");
            assert!(n >= nodes, "nodes only grow");
            nodes = n;
            assert!(info["nps"].is_u64() && info["time_ms"].is_u64(), "{info}");
            assert!(!info["pv"].as_array().unwrap().is_empty());
        }
        assert_score(&best["score"]);
        let mv = best["best"].as_str().expect("a best move").to_owned();
        assert_eq!(best["pv"][0], json!(mv));
        let entry = expected
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["move"] == json!(mv))
            .unwrap_or_else(|| panic!("{mv} is legal"))
            .clone();
        if first {
            // The first search has an empty table: exactly what `bao analyse` finds.
            let output = bao(&["analyse", "--depth", "3", "--json", "start"]);
            let mut analysed: Value = serde_json::from_slice(&output.stdout).expect("JSON");
            let mut engine_said = best.clone();
            for object in [&mut analysed, &mut engine_said] {
                let object = object.as_object_mut().unwrap();
                object.remove("time_ms");
                object.remove("type");
            }
            assert_eq!(engine_said, analysed);
            first = false;
        }
        let ready = engine.ask(json!({ "cmd": "play", "move": mv }));
        assert_eq!(ready["type"], "ready", "{ready}");
        assert_eq!(ready["position"], entry["result"], "{mv}");
        assert_eq!(ready["game_over"], entry["game_over"]);
        assert_eq!(ready["winner"], entry["winner"]);
        position = ready["position"].clone();
        plies += 1;
        if ready["game_over"] == json!(true) || plies == 40 {
            break ready["game_over"] == json!(true);
        }
    };
    assert!(plies > 0);
    if over {
        let message = engine.refused(br#"{"cmd":"go","depth":1}"#);
        assert!(message.contains("the game is over"), "{message}");
    }
    // A new game forgets the table; the position stays.
    let ready = engine.ask(json!({ "cmd": "new" }));
    assert_eq!(ready["position"], position);
    engine.quit();
}

/// A Kiswahili mtaji position (from random play) where South wins in 2 and not in 1.
const WIN_IN_2: &str =
    "1,1,0,1,0,0,1,2/1,1,0,1,0,0,0,0/4,4,1,8,0,8,9,1/1,3,0,4,1,6,1,4 S stock=0,0 nyumba=-";

#[test]
fn a_proof_is_played_out_to_the_end_of_the_game() {
    let mut engine = Engine::start();
    let ready = engine.ask(json!({ "cmd": "position", "position": WIN_IN_2 }));
    assert_eq!(ready["game_over"], false, "{ready}");
    let (_, best) = engine.search(json!({ "cmd": "go", "prove": 2 }));
    assert_eq!(best["score"], json!({ "win_in": 2 }), "{best}");
    let (infos, best) = engine.search(json!({ "cmd": "go", "depth": 3 }));
    assert!(!infos.is_empty());
    assert_eq!(best["score"], json!({ "win_in": 2 }), "{best}");
    // The engine's moves, played out on both sides, end the game with South the winner within
    // his two turns.
    let mut ready = Value::Null;
    for _ in 0..3 {
        let (_, best) = engine.search(json!({ "cmd": "go", "depth": 3 }));
        ready = engine.ask(json!({ "cmd": "play", "move": best["best"] }));
        assert_eq!(ready["type"], "ready", "{ready}");
        if ready["game_over"] == json!(true) {
            break;
        }
    }
    assert_eq!(ready["game_over"], true, "{ready}");
    assert_eq!(ready["winner"], "S");
    let message = engine.refused(br#"{"cmd":"play","move":"A1L"}"#);
    assert!(message.contains("the game is over"), "{message}");
    engine.quit();
}

#[test]
fn every_bad_command_is_an_error_reply_and_the_engine_goes_on() {
    let mut engine = Engine::start();
    let too_long = format!(r#"{{"cmd":"moves","pad":"{}"}}"#, "x".repeat(70_000));
    let cases: &[(&[u8], &str)] = &[
        (b"hello", "the line is not JSON"),
        (b"{\"cmd\":\"go\"", "the line is not JSON"),
        (
            b"[1,2]",
            "a command is a JSON object with `cmd`, not an array",
        ),
        (b"{}", "the command has no `cmd`"),
        (br#"{"cmd":5}"#, "`cmd` must be a string"),
        (br#"{"cmd":"castle"}"#, "unknown command `castle`"),
        (br#"{"cmd":"stop","now":true}"#, "`stop` has no field `now`"),
        (b"\xff\xfe{}", "the line is not UTF-8 text"),
        (too_long.as_bytes(), "the line is longer than 65536 bytes"),
        (
            br#"{"cmd":"go","depth":2}"#,
            "no position: send `position` first",
        ),
        (br#"{"cmd":"moves"}"#, "no position"),
        (br#"{"cmd":"play","move":"A6L*"}"#, "no position"),
        (br#"{"cmd":"stop"}"#, "no search is running"),
        (
            br#"{"cmd":"position"}"#,
            "`position` needs the field `position`",
        ),
        (
            br#"{"cmd":"position","position":7}"#,
            "field `position` of `position` must be a string or a JSON object, not 7",
        ),
        (
            br#"{"cmd":"position","position":"start","rules":"chess"}"#,
            "field `rules` of `position`",
        ),
        (
            br#"{"cmd":"position","position":"start","moves":"A6L*"}"#,
            "field `moves` of `position` must be an array of strings",
        ),
        (
            br#"{"cmd":"position","position":"start","moves":[1]}"#,
            "must be an array of strings, not 1",
        ),
        (
            br#"{"cmd":"position","position":"1,2,3 S"}"#,
            "invalid position",
        ),
        (
            br#"{"cmd":"position","position":{"rows":[]}}"#,
            "invalid JSON position",
        ),
        (
            br#"{"cmd":"position","position":"diagrams/none.yaml"}"#,
            "invalid position",
        ),
        (
            br#"{"cmd":"position","position":"start","moves":["A6L*","Z9"]}"#,
            "move 2 of `moves`: move `Z9`",
        ),
        (
            br#"{"cmd":"position","position":"start","moves":["A1L"]}"#,
            "move 1 of `moves`: move `A1L`",
        ),
        (br#"{"cmd":"play"}"#, "`play` needs the field `move`"),
        (
            br#"{"cmd":"play","move":true}"#,
            "field `move` of `play` must be a string",
        ),
    ];
    for (line, expected) in cases {
        let message = engine.refused(line);
        assert!(
            message.contains(expected),
            "{}: {message}",
            String::from_utf8_lossy(line)
        );
    }
    // The engine goes on, and an illegal move leaves the game as it was.
    let ready = engine.ask(json!({ "cmd": "position", "position": "start" }));
    assert_eq!(ready["type"], "ready");
    let before = engine.ask(json!({ "cmd": "moves" }));
    for line in [
        &br#"{"cmd":"play","move":"A1L"}"#[..],
        br#"{"cmd":"play","move":"not a move"}"#,
        br#"{"cmd":"position","position":"start","moves":["A6L*","A6L*"]}"#,
    ] {
        let message = engine.refused(line);
        assert!(message.contains("move"), "{message}");
        assert_eq!(engine.ask(json!({ "cmd": "moves" })), before);
    }
    let go_cases: &[(&[u8], &str)] = &[
        (br#"{"cmd":"go"}"#, "`go` needs an end"),
        (
            br#"{"cmd":"go","depth":"3"}"#,
            "field `depth` of `go` must be a whole number from 1 to 24, not a string",
        ),
        (br#"{"cmd":"go","depth":0}"#, "not 0"),
        (br#"{"cmd":"go","depth":25}"#, "not 25"),
        (
            br#"{"cmd":"go","nodes":1.5}"#,
            "field `nodes` of `go` must be a whole number, at least 1, not 1.5",
        ),
        (br#"{"cmd":"go","time":-1}"#, "field `time` of `go`"),
        (
            br#"{"cmd":"go","time":0}"#,
            "the time must be more than 0 seconds",
        ),
        (br#"{"cmd":"go","time":"1"}"#, "must be a number of seconds"),
        (br#"{"cmd":"go","time":100000}"#, "at most 86400 seconds"),
        (br#"{"cmd":"go","infinite":1}"#, "must be true or false"),
        (
            br#"{"cmd":"go","infinite":true,"time":1}"#,
            "both `infinite` and `time`",
        ),
        (br#"{"cmd":"go","prove":31}"#, "from 1 to 30"),
        (
            br#"{"cmd":"go","prove":2,"depth":3}"#,
            "no `depth` or `nodes`",
        ),
        (
            br#"{"cmd":"go","depth":2,"ponder":true}"#,
            "`go` has no field `ponder`",
        ),
    ];
    for (line, expected) in go_cases {
        let message = engine.refused(line);
        assert!(
            message.contains(expected),
            "{}: {message}",
            String::from_utf8_lossy(line)
        );
    }
    // While a search runs, what would change the game waits for `stop`; `moves` is answered.
    engine.send(&json!({ "cmd": "go", "infinite": true }));
    for line in [
        &br#"{"cmd":"position","position":"start"}"#[..],
        br#"{"cmd":"play","move":"A6L*"}"#,
        br#"{"cmd":"new"}"#,
        br#"{"cmd":"go","depth":1}"#,
    ] {
        // Info replies may come first.
        engine.send_bytes(line);
        let reply = loop {
            let reply = engine.reply();
            if reply["type"] != "info" {
                break reply;
            }
        };
        assert_eq!(reply["type"], "error", "{reply}");
        assert!(
            reply["message"]
                .as_str()
                .unwrap()
                .contains("a search is running")
        );
    }
    engine.send(&json!({ "cmd": "moves" }));
    let listed = loop {
        let reply = engine.reply();
        if reply["type"] != "info" {
            break reply;
        }
    };
    assert_eq!(listed, before);
    engine.send(&json!({ "cmd": "stop" }));
    let best = loop {
        let reply = engine.reply();
        if reply["type"] != "info" {
            break reply;
        }
    };
    assert_eq!(best["type"], "bestmove", "{best}");
    let legal: Vec<&Value> = before["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| &m["move"])
        .collect();
    assert!(legal.contains(&&best["best"]), "{best}");
    // Stopped, the engine is idle again.
    let message = engine.refused(br#"{"cmd":"stop"}"#);
    assert!(message.contains("no search is running"));
    engine.quit();
}

#[test]
fn the_end_of_the_input_stops_the_search_and_ends_the_engine() {
    let mut engine = Engine::start();
    engine.ask(json!({ "cmd": "position", "position": "start" }));
    engine.send(&json!({ "cmd": "go", "infinite": true }));
    drop(engine.stdin.take());
    let best = loop {
        let reply = engine.reply();
        if reply["type"] != "info" {
            break reply;
        }
    };
    assert_eq!(best["type"], "bestmove", "{best}");
    let status = engine.child.wait().expect("it exits");
    assert!(status.success(), "{status}");
}

/// The transcript of docs/engine-protocol.md: each `>` line a command, each `<` line a reply.
fn transcript() -> Vec<(char, Value)> {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/engine-protocol.md"
    ))
    .expect("the protocol's documentation");
    let block = doc
        .split("<!-- transcript -->")
        .nth(1)
        .expect("a transcript between two <!-- transcript --> marks");
    block
        .lines()
        .filter_map(|line| {
            let (mark, json) = line.split_once(' ')?;
            let mark = match mark {
                ">" => '>',
                "<" => '<',
                _ => return None,
            };
            Some((
                mark,
                serde_json::from_str(json).unwrap_or_else(|e| panic!("{e}: {line}")),
            ))
        })
        .collect()
}

/// Checks that two JSON values have the same shape: the same keys, and values of the same kind
/// (numbers alike whether whole or not).
fn same_shape(documented: &Value, said: &Value, path: &str) {
    match (documented, said) {
        (Value::Object(a), Value::Object(b)) => {
            let keys = |o: &serde_json::Map<String, Value>| o.keys().cloned().collect::<Vec<_>>();
            assert_eq!(keys(a), keys(b), "{path}");
            for (key, value) in a {
                same_shape(value, &b[key], &format!("{path}.{key}"));
            }
        }
        (Value::Array(a), Value::Array(b)) => {
            if let (Some(x), Some(y)) = (a.first(), b.first()) {
                same_shape(x, y, &format!("{path}[0]"));
            }
        }
        (Value::Number(_), Value::Number(_))
        | (Value::String(_), Value::String(_))
        | (Value::Bool(_), Value::Bool(_))
        | (Value::Null, Value::Null) => {}
        _ => panic!("{path}: documented {documented}, said {said}"),
    }
}

#[test]
fn the_documented_transcript_still_gets_replies_of_its_shapes() {
    let lines = transcript();
    let commands = lines.iter().filter(|(mark, _)| *mark == '>').count();
    assert!(commands >= 8, "a transcript of every command: {commands}");
    let mut engine = Engine::start();
    let mut i = 0;
    while i < lines.len() {
        let (mark, line) = &lines[i];
        assert_eq!(*mark, '>', "a reply no command asked for: {line}");
        engine.send(line);
        i += 1;
        if line["cmd"] == "quit" {
            let status = engine.child.wait().expect("it exits");
            assert!(status.success());
            assert_eq!(i, lines.len(), "quit ends the transcript");
            return;
        }
        // The documented replies, infos matched by their number: a search to a depth gives one
        // per depth.
        while i < lines.len() && lines[i].0 == '<' {
            let reply = engine.reply();
            let documented = &lines[i].1;
            assert_eq!(reply["type"], documented["type"], "after {line}: {reply}");
            same_shape(documented, &reply, &documented["type"].to_string());
            if documented["type"] == "error" {
                assert_eq!(reply["message"], documented["message"]);
            }
            i += 1;
        }
    }
    panic!("the transcript ends with quit");
}
