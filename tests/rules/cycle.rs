//! Where a never-ending sowing's cycle begins and how long it is, against the lap-by-lap model of
//! common.rs: the engine's trace must give both exactly (issue 9, point 13).
//!
//! The model counts laps as sowings: the move's first sowing is lap 1. The cycle is entered after
//! `entered` laps when the state after lap `entered` is the first that comes round again, and it
//! comes round every `period` laps. The model finds both the plain way, remembering every state
//! (small cycles) or with Brent's finder and two walkers in step (the long one).

use std::collections::HashMap;

use bao::engine::{Direction, Event, Position};

use crate::common::*;

/// Gets the trace's verdict on a never-ending move: laps before the cycle and its period.
fn verdict(position: &Position, mv: &str) -> (u64, u64) {
    let played = play(position, mv);
    played
        .trace
        .events()
        .find_map(|e| match e {
            Event::NeverEnding { entered, period } => Some((*entered, *period)),
            _ => None,
        })
        .expect("the move never ends")
}

/// Runs the model from the state after the first lap, remembering every state; `owned` says
/// whether the mover still owns his nyumba (circuit place 4), which a relay from it loses.
fn remembered(first: Laps, direction: Direction, owned: bool) -> (u64, u64) {
    let mut seen = HashMap::new();
    let mut state = (first, owned);
    let mut lap = 1u64;
    loop {
        assert!(state.0.goes_on(), "the model's sowing ends at lap {lap}");
        if let Some(before) = seen.insert(state, lap) {
            return (before, lap - before);
        }
        state = (state.0.relay(direction), state.1 && state.0.last != 4);
        lap += 1;
    }
}

/// The 11-seed never-ending move of end.rs: the state after the first lap is on the cycle (it is
/// that state turned 16 times by one hole, 8 laps each), so the cycle is entered after lap 1.
#[test]
fn the_trace_gives_the_cycle_of_the_small_never_ending_move() {
    let position = position_with(NEVER_ENDING, "kiswahili,endless=draw");
    let south = side_holes(position.board(), bao::engine::Side::South);
    let first = Laps::sow(south, 2, Direction::Clockwise);
    let model = remembered(first, Direction::Clockwise, false);
    assert_eq!(model, (1, 128));
    assert_eq!(verdict(&position, "A3R*"), model);
}

/// The same move while South still owns his nyumba A5 (1 seed, so it does nothing in the mtaji
/// stage): the first relay lifts A5 and loses it for good, so no state before that lap comes
/// round again and the cycle is entered after lap 2.
#[test]
fn the_trace_counts_the_laps_before_the_cycle() {
    let text = NEVER_ENDING.replace("nyumba=-", "nyumba=S");
    let position = position_with(&text, "kiswahili,endless=draw");
    let south = side_holes(position.board(), bao::engine::Side::South);
    let first = Laps::sow(south, 2, Direction::Clockwise);
    let model = remembered(first, Direction::Clockwise, true);
    assert_eq!(model, (2, 128));
    assert_eq!(verdict(&position, "A3R*"), model);
}

/// Brent's cycle finder on the model from the state after the first lap, then two walkers
/// `period` laps apart stepped together to the first state that comes round.
fn brent(first: Laps, direction: Direction) -> (u64, u64) {
    let step = |laps: Laps| {
        assert!(laps.goes_on(), "the model's sowing ends");
        laps.relay(direction)
    };
    let (mut power, mut period) = (1u64, 1u64);
    let mut tortoise = first;
    let mut hare = step(first);
    while tortoise != hare {
        if power == period {
            tortoise = hare;
            power *= 2;
            period = 0;
        }
        hare = step(hare);
        period += 1;
    }
    let (mut behind, mut ahead) = (first, first);
    for _ in 0..period {
        ahead = step(ahead);
    }
    let mut entered = 1;
    while behind != ahead {
        behind = step(behind);
        ahead = step(ahead);
        entered += 1;
    }
    (entered, period)
}

/// Lesson 8.4's never-ending move from random play: North's a4 (21 seeds) sown left. The model
/// needs some 90 million laps, so the test waits for an optimized build.
#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "needs an optimized build: cargo test --release"
)]
fn the_trace_gives_the_cycle_of_the_long_never_ending_move() {
    const TEXT: &str =
        "1,2,0,1,2,1,2,1/2,1,10,1,21,2,3,0/0,0,0,0,1,0,0,1/2,2,1,1,2,1,1,2 N stock=0,0 nyumba=-";
    let position = position_with(TEXT, "kiswahili,endless=draw");
    let north = side_holes(position.board(), bao::engine::Side::North);
    let a4 = hole("a4").index();
    assert_eq!(north[a4], 21);
    let model = brent(
        Laps::sow(north, a4, Direction::Anticlockwise),
        Direction::Anticlockwise,
    );
    assert_eq!(verdict(&position, "a4L*"), model);
    // Printed here for the lesson's words: the first state is on the cycle.
    assert_eq!(model, (1, 27_920_752));
}
