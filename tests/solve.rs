//! `prove_with` and `bao solve`: the deepening prover against proof-number search and a brute
//! force, and the command through the binary: results, progress, Ctrl-C and bad input.

use std::process::Command;

use bao::{
    engine::{Position, Rules, notation::position_text},
    search::{
        params::WIN,
        prove::{Proof, ProveError, prove},
        solve::{MIN_MEMORY, Method, Options, SolveError, prove_with},
    },
};

mod search_support;
mod support;
use support::bao;

use search_support::{brute, late_positions};

/// A Kiswahili mtaji position (from random play) where South wins in 2 and not in 1.
const WIN_IN_2: &str =
    "1,1,0,1,0,0,1,2/1,1,0,1,0,0,0,0/4,4,1,8,0,8,9,1/1,3,0,4,1,6,1,4 S stock=0,0 nyumba=-";
/// A Kujifunza position whose player to move has lost: his front row is empty.
const OVER: &str = "0,0,0,0,0,0,0,0/2,2,2,2,2,2,2,2/0,0,0,0,0,0,0,0/18,2,2,2,2,2,2,2 S stock=0,0";

fn options(memory: u64, all_moves: bool) -> Options {
    Options {
        memory,
        all_moves,
        method: Method::Deepening,
    }
}

/// Both methods, with this memory and `all_moves`.
fn both(memory: u64, all_moves: bool) -> [Options; 2] {
    [Method::Deepening, Method::ProofNumbers].map(|method| Options {
        method,
        ..options(memory, all_moves)
    })
}

/// The deepening prover against depth-first proof-number search, an independent exact search
/// (`prove` is no reference: it is the deepening prover, with more memory). With every move
/// decided, the deepening prover in its least memory and `prove` give df-pn's verdict, best move
/// and verdict of every move; ending at the first win, either method gives the same least win,
/// and the other moves are known only not to win within it.
#[test]
fn the_deepening_prover_gives_the_verdicts_of_proof_number_search() {
    let mut wins = 0;
    let positions = late_positions(40, 5, 0x501e);
    for position in &positions {
        let text = position_text::write(position);
        let [deepening, proof_numbers] = both(MIN_MEMORY, true);
        let expected =
            prove_with(position, 3, &proof_numbers, &mut |_| {}, &|| false).expect("a proof");
        let bounded = prove_with(position, 3, &deepening, &mut |_| {}, &|| false).expect("a proof");
        let unbounded = prove(position, 3, &|| false).expect("a proof");
        for (name, got) in [("deepening", &bounded), ("prove", &unbounded)] {
            assert_eq!(
                (got.proof, got.best, &got.moves),
                (expected.proof, expected.best, &expected.moves),
                "{name}: {text}"
            );
        }
        for first in both(MIN_MEMORY, false) {
            let method = first.method;
            let first = prove_with(position, 3, &first, &mut |_| {}, &|| false).expect("a proof");
            assert_eq!(first.proof, expected.proof, "{method:?}: {text}");
            if let Proof::WinIn(k) = expected.proof {
                for ((mv, got), (_, full)) in first.moves.iter().zip(&expected.moves) {
                    match full {
                        Proof::WinIn(j) if *j <= k => assert_eq!(got, full, "{mv} in {text}"),
                        _ => assert_eq!(*got, Proof::NoWinWithin(k), "{mv} in {text}"),
                    }
                }
            }
        }
        if matches!(expected.proof, Proof::WinIn(_)) {
            wins += 1;
        }
    }
    assert!(positions.len() > 100, "{} positions", positions.len());
    assert!(wins > 20, "{wins} wins were met");
}

#[test]
fn both_methods_agree_with_a_brute_force() {
    let mut wins = 0;
    for position in late_positions(50, 4, 0xb0a0) {
        let value = brute(&position, 3, 0);
        let expected = (value > 0).then(|| (WIN - value) as u32 / 2 + 1);
        for options in both(MIN_MEMORY, true) {
            let proved =
                prove_with(&position, 2, &options, &mut |_| {}, &|| false).expect("a proof");
            let Some(k) = expected else {
                assert_eq!(proved.proof, Proof::NoWinWithin(2));
                continue;
            };
            wins += 1;
            assert_eq!(proved.proof, Proof::WinIn(k));
            let best = proved.best.expect("a winning move");
            let child = position.children().into_iter().find(|c| c.mv == best);
            let child = child.expect("the best move is legal");
            let after = match child.end {
                Some(end) => end.winner == Some(position.to_move()),
                None => -brute(&child.position, 2 * k - 2, 1) > 0,
            };
            assert!(after, "{best} wins in {}", position_text::write(&position));
        }
    }
    assert!(wins > 10, "{wins} wins were met");
}

#[test]
fn the_bounded_prover_refuses_what_prove_refuses_and_too_little_memory() {
    let start = Position::start(Rules::KUJIFUNZA);
    let run = |position: &Position, turns, memory, stop: &dyn Fn() -> bool| {
        prove_with(position, turns, &options(memory, false), &mut |_| {}, stop)
    };
    let turns = |n| SolveError::Prove(ProveError::Turns(n));
    assert_eq!(run(&start, 0, MIN_MEMORY, &|| false), Err(turns(0)));
    assert_eq!(run(&start, 1000, MIN_MEMORY, &|| false), Err(turns(1000)));
    assert_eq!(
        run(&start, 3, MIN_MEMORY - 1, &|| false),
        Err(SolveError::Memory(MIN_MEMORY - 1))
    );
    let over: Position = OVER
        .parse::<bao::engine::Setup>()
        .expect("text")
        .into_position(Rules::KUJIFUNZA)
        .expect("a position");
    assert!(matches!(
        run(&over, 3, MIN_MEMORY, &|| false),
        Err(SolveError::Prove(ProveError::Search(_)))
    ));
    assert!(matches!(
        run(&start, 30, MIN_MEMORY, &|| true),
        Err(SolveError::Prove(ProveError::Stopped { decided: 0, .. }))
    ));
}

#[test]
fn solve_names_the_rules_the_turns_proved_and_the_least_win() {
    let output = bao(&["solve", "3", WIN_IN_2]);
    assert!(output.status.success());
    assert!(output.stderr.is_empty(), "no progress off a terminal");
    let text = String::from_utf8(output.stdout).expect("UTF-8");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "rules: kiswahili (never-ending sowings: endless=illegal)"
    );
    assert_eq!(lines[1], "proving: does South win within 3 turns?");
    assert!(
        lines[2].starts_with("no win within 1 turn: proved, "),
        "{text}"
    );
    let best = lines[3]
        .strip_prefix("South wins in 2, with ")
        .expect(&text);
    let expected = prove(
        &WIN_IN_2
            .parse::<bao::engine::Setup>()
            .expect("text")
            .into_position(Rules::KISWAHILI)
            .expect("a position"),
        2,
        &|| false,
    )
    .expect("a proof");
    let winning: Vec<String> = expected
        .moves
        .iter()
        .filter(|(_, p)| *p == Proof::WinIn(2))
        .map(|(m, _)| m.to_string())
        .collect();
    // Every first move that wins in 2 is named, not only the one the proof found first.
    assert!(winning.len() > 1, "{winning:?}");
    assert_eq!(best, winning.join(" or "), "{text}");
    assert!(lines[4].starts_with("moves: "), "{text}");
    assert!(lines[5].ends_with(" s"), "{text}");

    let json: serde_json::Value = serde_json::from_slice(
        &bao(&["solve", "--json", "--rules", "kujifunza", "2", "start"]).stdout,
    )
    .expect("one JSON object");
    assert_eq!(json["rules"], "kujifunza");
    assert_eq!(json["result"], serde_json::json!({ "no_win_within": 2 }));
    assert_eq!(json["best"], serde_json::Value::Null);
    assert_eq!(json["moves"].as_array().expect("moves").len(), 16);
}

#[test]
fn solve_out_of_time_prints_what_was_proved_and_fails() {
    let output = bao(&["solve", "--time", "0.3", "30", "start"]);
    assert_eq!(output.status.code(), Some(1));
    let stdout = String::from_utf8(output.stdout).expect("UTF-8");
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    let proved = stdout.lines().filter(|l| l.contains(": proved, ")).count();
    assert!(proved >= 1, "{stdout}");
    assert!(
        stderr.starts_with(&format!(
            "error: the proof was not finished in the time given: no win within {proved} {} proved, ",
            if proved == 1 { "turn" } else { "turns" }
        )),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
}

#[test]
fn solve_bad_input_is_one_clear_line_and_a_failure() {
    let cases: [(&[&str], &str); 6] = [
        (
            &["solve", "0", "start"],
            "error: cannot prove a win within 0 turns: give 1 to 30 turns",
        ),
        (
            &["solve", "1000", "start"],
            "error: cannot prove a win within 1000 turns: give 1 to 30 turns",
        ),
        (
            &["solve", "--memory", "lots", "3", "start"],
            "error: cannot read the memory `lots`: give bytes or a size such as 512M or 4G",
        ),
        (
            &["solve", "--memory=-1G", "3", "start"],
            "error: cannot read the memory `-1G`: give bytes or a size such as 512M or 4G",
        ),
        (
            &["solve", "--memory", "100K", "3", "start"],
            "error: the memory `100K` is too small: the proof tables need at least 1M",
        ),
        (
            &["solve", "--rules", "kujifunza", "3", OVER],
            "error: cannot prove a win for South: the game is over: South's front row is empty, so North has won",
        ),
    ];
    for (args, expected) in cases {
        let output = bao(args);
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&output.stderr),
            format!("{expected}\n")
        );
    }
    if std::path::Path::new("/proc/meminfo").exists() {
        let output = bao(&["solve", "--memory", "1000T", "3", "start"]);
        assert_eq!(output.status.code(), Some(1));
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.starts_with("error: the memory `1000T` is more than this machine has ("),
            "{stderr}"
        );
    }
}

/// On a terminal the proof shows how far it has got, and Ctrl-C stops it with what was proved.
#[cfg(unix)]
#[test]
fn on_a_terminal_solve_shows_progress_and_ctrl_c_stops_it() {
    let mut command = Command::new(env!("CARGO_BIN_EXE_bao"));
    // English whatever the machine's locale.
    command
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES");
    command
        .env("NO_COLOR", "1")
        .args(["solve", "--memory", "64M", "30", "start"]);
    let mut session = rexpect::session::spawn_command(command, Some(30_000)).expect("a terminal");
    session.exp_string("table").expect("progress is shown");
    session
        .exp_string("ctrl-c stops")
        .expect("the way out is named");
    session.send_control('c').expect("ctrl-c is typed");
    session
        .exp_string("error: interrupted: the proof (no win within ")
        .expect("a clear line");
    session.exp_eof().expect("bao ends");
}

/// Donkers and Uiterwijk's result, as this engine's Kujifunza rules give it: the first player
/// wins, here in 11 of his turns, with A3R or its mirror image A6L (about 9 s in a debug build).
#[test]
fn the_kujifunza_start_is_a_win_in_11_for_the_first_player() {
    let output = bao(&[
        "solve",
        "--json",
        "--rules",
        "kujifunza",
        "--memory",
        "64M",
        "11",
        "start",
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("one JSON object");
    assert_eq!(json["result"], serde_json::json!({ "win_in": 11 }));
    assert_eq!(json["best"], "A3R");
    assert_eq!(json["winning"], serde_json::json!(["A3R", "A6L"]));
    let winning: Vec<&str> = json["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .filter(|m| m["proof"] == serde_json::json!({ "win_in": 11 }))
        .map(|m| m["move"].as_str().expect("a move"))
        .collect();
    assert_eq!(winning, ["A3R", "A6L"]);
    assert_eq!(json["moves"].as_array().expect("moves").len(), 16);
}
