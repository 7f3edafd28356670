//! Deadlines on the slowest positions known (issue 20): every search that takes a stop check
//! asks it inside the root's own sowings, so a never-ending candidate cannot outlast a deadline
//! or Ctrl-C. Each stop here counts its calls (no clock): a stop that says stop at its first
//! call must end a proof before it has visited a node, which only a watched root sowing allows.

mod search_support;

use std::cell::Cell;

use bao::{
    engine::Position,
    search::{
        Limits, analyse,
        prove::{ProveError, prove},
        solve::{MIN_MEMORY, Method, Options, SolveError, prove_with},
    },
};
use search_support::slow_positions;

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
