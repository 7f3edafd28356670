//! Deadlines on the slowest positions known (issue 20): every search that takes a stop check
//! asks it inside the root's own sowings, so a never-ending candidate cannot outlast a deadline
//! or Ctrl-C. Each stop here counts its calls (no clock): a stop that says stop at its first
//! call must end a proof before it has visited a node, which only a watched root sowing allows.

mod search_support;
mod support;

use std::{cell::Cell, ops::ControlFlow};

use bao::{
    engine::{
        Position, Watch,
        notation::{MoveText, position_text},
    },
    search::{
        Limits, analyse,
        prove::{ProveError, prove},
        solve::{MIN_MEMORY, Method, Options, SolveError, prove_with},
    },
};
use search_support::slow_positions;
use support::bao;

/// A stop that counts its calls and says stop at once.
fn at_once(calls: &Cell<u32>) -> impl Fn() -> bool + '_ {
    move || {
        calls.set(calls.get() + 1);
        true
    }
}

#[test]
fn a_bounded_proof_stops_inside_the_roots_own_sowings() {
    for (name, position) in slow_positions() {
        for method in [Method::Deepening, Method::ProofNumbers] {
            let calls = Cell::new(0);
            let options = Options {
                memory: MIN_MEMORY,
                all_moves: false,
                method,
            };
            let result = prove_with(&position, 3, &options, &mut |_| {}, &at_once(&calls));
            assert_eq!(
                result,
                Err(SolveError::Prove(ProveError::Stopped {
                    decided: 0,
                    nodes: 0
                })),
                "{name}, {method:?}"
            );
            assert_eq!(calls.get(), 1, "{name}, {method:?}");
        }
    }
}

#[test]
fn analyse_prove_stops_inside_the_roots_own_sowings() {
    for (name, position) in slow_positions() {
        let calls = Cell::new(0);
        let result = prove(&position, 2, &at_once(&calls));
        assert_eq!(
            result,
            Err(ProveError::Stopped {
                decided: 0,
                nodes: 0
            }),
            "{name}"
        );
        assert_eq!(calls.get(), 1, "{name}");
    }
}

#[test]
fn a_search_stopped_at_once_gives_a_legal_move_without_sowing_the_long_one_out() {
    for (name, position) in slow_positions() {
        let calls = Cell::new(0);
        let analysis = analyse(
            &position,
            Limits {
                depth: 40,
                nodes: None,
            },
            &at_once(&calls),
        )
        .expect("a search");
        assert_eq!(analysis.depth, 0, "{name}");
        assert!(!analysis.unscored.is_empty(), "{name}");
        // The move given was sown to its end: it plays.
        let played: Position = position
            .play(analysis.best)
            .unwrap_or_else(|e| panic!("{name}: {e}"))
            .position;
        assert_ne!(played, position, "{name}");
    }
}

/// Counts the looks a watch is asked for (one every few million laps of one sowing) and stops
/// at the first when told to.
struct Looks {
    looks: u32,
    stop: bool,
}

impl Watch for Looks {
    fn laps(&mut self, _: u64) -> ControlFlow<()> {
        self.looks += 1;
        if self.stop {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }
}

#[test]
fn a_move_named_is_found_by_sowing_it_alone_not_every_legal_move() {
    let (_, position) = slow_positions().pop().expect("the kujifunza position");
    // a1R* is quick; a5R* is the candidate that sows for seconds.
    let mut watch = Looks {
        looks: 0,
        stop: true,
    };
    let mv = "a1R*"
        .parse::<MoveText>()
        .expect("a move text")
        .resolve_watched(&position, &mut watch)
        .expect("not stopped")
        .expect("a legal move");
    assert_eq!(mv.to_string(), "a1R*");
    assert_eq!(watch.looks, 0, "the long candidate was sown");
    let played = position
        .play_watched(mv, &mut watch)
        .expect("not stopped")
        .expect("legal");
    assert_eq!(watch.looks, 0);
    assert!(played.outcome.is_some());
    // Naming the long one sows it, under the watch.
    let long = "a5R*".parse::<MoveText>().expect("a move text");
    assert!(long.resolve_watched(&position, &mut watch).is_err());
    assert_eq!(watch.looks, 1);
}

#[test]
fn bao_play_sows_only_the_move_given() {
    let (_, position) = slow_positions().pop().expect("the kujifunza position");
    let text = position_text::write(&position);
    let output = bao(&["play", "--rules", "kujifunza", "--json", &text, "a1R*"]);
    assert!(output.status.success(), "{output:?}");
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("json");
    assert_eq!(json["winner"], "N");
}

#[test]
fn a_puzzle_that_claims_thirty_turns_is_told_of_its_quicker_win_at_once() {
    // Each chapter puzzle of one to three turns, claimed as a win in 30: before, every root move
    // was decided to 30 turns (past 120 s for most); now the quicker win ends the proof.
    let dir = tempfile::tempdir().expect("a temporary folder");
    for name in [
        "01-puzzle-entry-side",
        "04-puzzle-quiet-capture",
        "11-puzzle-three-captures",
    ] {
        let text = std::fs::read_to_string(format!("lessons/12-puzzles/{name}.yaml"))
            .expect("the chapter's puzzle");
        let claimed = text.replacen("wins_in: ", "wins_in: 30 #", 1);
        assert_ne!(claimed, text);
        let file = dir.path().join(format!("{name}.yaml"));
        std::fs::write(&file, claimed).expect("written");
        let output = support::Bao::new()
            .args(["check".as_ref(), file.as_os_str()])
            .deadline(std::time::Duration::from_secs(120))
            .output();
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(!output.status.success(), "{name}: {stdout}");
        assert!(
            stdout.contains("expected a win in 30, there is a quicker win in"),
            "{name}: {stdout}"
        );
    }
}

#[test]
fn a_puzzle_proof_stops_at_the_bound_bao_check_states() {
    // A claim no proof can settle soon (no win within 30 turns from an even mtaji position):
    // the check stops at its --proof-time and says so, whatever the file claims.
    let dir = tempfile::tempdir().expect("a temporary folder");
    let text = std::fs::read_to_string("lessons/12-puzzles/01-puzzle-entry-side.yaml")
        .expect("the chapter's puzzle");
    let even =
        "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S stock=0,0 nyumba=-";
    let claimed = text
        .replacen(
            "0,2,1,0,0,0,1,1/0,0,0,4,0,1,5,1/1,4,5,0,10,9,1,1/0,1,5,2,3,1,2,1 S stock=1,1 nyumba=-",
            even,
            1,
        )
        .replacen("wins_in: 1", "wins_in: 30", 1);
    assert!(claimed.contains(even) && claimed.contains("wins_in: 30"));
    let file = dir.path().join("01-even.yaml");
    std::fs::write(&file, claimed).expect("written");
    let output = support::Bao::new()
        .args([
            "check".as_ref(),
            "--proof-time".as_ref(),
            "0.5".as_ref(),
            file.as_os_str(),
        ])
        .deadline(std::time::Duration::from_secs(60))
        .output();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains("wins_in: the proof was not finished"),
        "{stdout}"
    );
    assert!(
        stdout.contains("were stopped at 0.5 s, the most one file is given (--proof-time)"),
        "{stdout}"
    );
}
