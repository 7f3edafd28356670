//! The puzzle finder: what it returns is a real, unique, least win, the same seed gives the same
//! puzzle, and a stop that says stop at once gives nothing.

use std::cell::Cell;

use bao::{
    engine::{Position, Rules},
    search::{
        find::{FindOptions, Found, find},
        prove::{Proof, prove},
    },
};

fn options(turns: u32) -> FindOptions {
    FindOptions {
        turns,
        positions: 120,
        ..FindOptions::default()
    }
}

/// Checks everything a puzzle must be, with the proof and the engine alone.
fn assert_puzzle(found: &Found, turns: u32) {
    let position = found.position;
    assert!(position.outcome().is_none(), "the game is not over");
    assert_eq!(found.turns, turns);
    let proved = prove(&position, turns, &|| false).expect("a proof");
    assert_eq!(
        proved.proof,
        Proof::WinIn(turns),
        "the least win is in {turns}"
    );
    let winners: Vec<_> = proved
        .moves
        .iter()
        .filter(|(_, proof)| matches!(proof, Proof::WinIn(_)))
        .map(|(mv, _)| *mv)
        .collect();
    assert_eq!(
        winners,
        vec![found.mv],
        "exactly one first move wins: no cook"
    );
    assert_eq!(found.line.first(), Some(&found.mv));
    // The main line is legal, the mover plays `turns` moves, and its last move wins.
    let me = position.to_move();
    let mut at = position;
    let mut outcome = None;
    for (i, mv) in found.line.iter().enumerate() {
        assert!(outcome.is_none(), "the line goes on after the game ended");
        let played = at.play(*mv).expect("every move of the main line is legal");
        assert_eq!(at.to_move() == me, i % 2 == 0, "the sides alternate");
        outcome = played.outcome;
        at = played.position;
    }
    assert_eq!(outcome.map(|o| o.winner), Some(Some(me)), "the line wins");
    assert_eq!(
        found.line.len() as u32,
        2 * turns - 1,
        "the defence holds out to the end"
    );
}

#[test]
fn a_found_win_in_2_is_a_unique_least_win_in_both_rulesets() {
    for rules in [Rules::KISWAHILI, Rules::KUJIFUNZA] {
        let found = find(rules, 3, &options(2), &|| false).expect("a puzzle within 120 positions");
        assert_eq!(found.position.rules(), rules);
        assert!(found.tried >= 1 && found.tried <= 120);
        assert_puzzle(&found, 2);
    }
}

#[test]
fn a_found_win_in_3_is_a_unique_least_win() {
    let found = find(Rules::KUJIFUNZA, 1, &options(3), &|| false).expect("a puzzle");
    assert_puzzle(&found, 3);
}

#[test]
fn the_winning_move_is_not_the_greedy_capture_unless_asked() {
    let found = find(Rules::KISWAHILI, 3, &options(2), &|| false).expect("a puzzle");
    let them = found.position.to_move().opponent();
    let before = found.position.board().count(them);
    let taken = |p: &Position| before - p.board().count(them);
    let children = found.position.children();
    let most = children.iter().map(|c| taken(&c.position)).max().unwrap();
    let won = children.iter().find(|c| c.mv == found.mv).unwrap();
    assert!(children.len() > 1);
    assert!(taken(&won.position) == 0 || taken(&won.position) < most);
}

#[test]
fn the_same_seed_gives_the_same_puzzle_and_another_seed_another() {
    let first = find(Rules::KISWAHILI, 4, &options(2), &|| false).expect("a puzzle");
    let again = find(Rules::KISWAHILI, 4, &options(2), &|| false).expect("a puzzle");
    assert_eq!(first, again);
    let other = find(Rules::KISWAHILI, 5, &options(2), &|| false).expect("a puzzle");
    assert_ne!(first.position, other.position);
}

#[test]
fn a_stop_at_once_gives_none_without_proving() {
    let asked = Cell::new(0);
    let stop = || {
        asked.set(asked.get() + 1);
        true
    };
    let wide = FindOptions {
        positions: 1_000_000,
        ..options(3)
    };
    assert_eq!(find(Rules::KISWAHILI, 0, &wide, &stop), None);
    assert_eq!(asked.get(), 1, "the first stop ends the search");
}

#[test]
fn no_budget_or_an_impossible_number_of_turns_finds_nothing() {
    let none = FindOptions {
        positions: 0,
        ..options(2)
    };
    assert_eq!(find(Rules::KISWAHILI, 3, &none, &|| false), None);
    assert_eq!(find(Rules::KISWAHILI, 3, &options(0), &|| false), None);
}
