//! The end of the game: an emptied front row, no legal move, and never-ending moves.

use bao::engine::{Direction, EndReason, Event, Outcome, Side, notation::MoveText};

use crate::common::*;

/// A front row emptied during a move ends the game at once: KIBA sum-up 1.2.1 "the front row of a
/// player is empty (even before his/her move ends)"; Donkers 1.2.1. Hand-made: South's stock seed in
/// A3 takes a6's 2, North's last front seeds; they enter at A1: A1, A2 (1→2). The lap ends on an
/// occupied hole, which would relay, but North has lost.
#[test]
fn emptied_front_row_ends_the_game_mid_move() {
    let position = position(
        "0,0,0,0,5,0,0,0/0,0,2,0,0,0,0,0/0,1,1,0,0,0,0,0/0,0,0,0,0,0,0,0 S stock=5,5 nyumba=-",
    );
    let win = Outcome {
        winner: Some(Side::South),
        reason: EndReason::FrontRowEmpty,
    };
    let played = play(&position, "A3L");
    assert_eq!(played.outcome, Some(win));
    assert_board(
        played.position.board(),
        &rows("0,0,0,0,5,0,0,0/0,0,0,0,0,0,0,0/1,2,2,0,0,0,0,0/0,0,0,0,0,0,0,0"),
    );
    assert_eq!(last_hole(&played), "A2");
    assert_eq!(played.trace.events().last(), Some(&Event::GameOver(win)));
    // Entered from the right the seeds end in an empty A7; North then starts his turn with an empty
    // front row and has lost as well.
    let played = play(&position, "A3R");
    assert_eq!(played.outcome, Some(win));
    assert_eq!(played.position.outcome(), Some(win));
}

/// A player who cannot move loses: seed 004 §13 "until the losing player … has no mtaji and nothing
/// to takata with"; MW "by leaving his opponent just singletons, so that he isn't able to move".
/// Hand-made: North's a8 sown left ends on a6 facing A3's 2 → take them from a8: a8, a7 → relay a6,
/// a5, empty. South keeps only the singletons A6 and B4.
#[test]
fn player_without_a_legal_move_loses() {
    let position = position(
        "0,0,0,0,0,0,0,0/2,0,1,0,0,0,0,0/0,0,2,0,0,1,0,0/0,0,0,1,0,0,0,0 N stock=0,0 nyumba=-",
    );
    assert_eq!(legal(&position), names(&["a8L"]));
    let played = play(&position, "a8L");
    assert_board(
        played.position.board(),
        &rows("0,0,0,0,0,0,0,0/1,0,3,1,0,0,0,0/0,0,0,0,0,1,0,0/0,0,0,1,0,0,0,0"),
    );
    let loss = Some(Outcome {
        winner: Some(Side::North),
        reason: EndReason::NoLegalMove,
    });
    assert_eq!(played.outcome, loss);
    assert!(played.position.legal_moves().is_empty());
    assert_eq!(played.position.outcome(), loss);
}

/// A never-ending move (Kronenburg, Donkers and de Voogt, ICGA Journal 2006), small enough to follow
/// lap by lap. In common::NEVER_ENDING South's A3 sown right puts 2 seeds on A4 and A5 (1→2); each
/// relay then lifts a pair and drops it two holes on along the 1,0,1,0 pattern, and once in eight
/// laps a lap carries three (the 2 waiting in B6). After 8 relays the side is the state after the
/// first lap turned one hole clockwise, so after 16 × 8 laps it is that state again: the move never
/// ends. Detection must be exact, never a lap cap.
#[test]
fn never_ending_move_is_found_exactly() {
    let position = position(NEVER_ENDING);
    let south = side_holes(position.board(), Side::South);
    let first = Laps::sow(south, 2, Direction::Clockwise);
    let mut laps = first;
    for _ in 0..8 {
        assert!(laps.goes_on());
        laps = laps.relay(Direction::Clockwise);
    }
    assert_eq!(laps, first.turned(1));
    // Sown left, A3 ends at once in the empty A1.
    assert!(!Laps::sow(south, 2, Direction::Anticlockwise).goes_on());
}

/// The default ruling: a never-ending move is not a legal choice (RULES.md, `endless=illegal`).
#[test]
fn never_ending_move_is_not_legal_by_default() {
    let position = position(NEVER_ENDING);
    assert_eq!(legal(&position), names(&["A3L*"]));
    let err = "A3R*"
        .parse::<MoveText>()
        .unwrap()
        .resolve(&position)
        .unwrap_err();
    assert_eq!(
        err.reason(),
        Some("that sowing never ends, which these rules do not allow")
    );
}

/// `endless=draw` and `endless=mover-loses` (RULES.md "Where the sources differ": draw as in one
/// third-party implementation, a loss for the mover as on Board Game Arena): the move becomes legal
/// and playing it ends the game.
#[test]
fn never_ending_move_ends_the_game_under_the_options() {
    for (rules, winner) in [
        ("kiswahili,endless=draw", None),
        ("kiswahili,endless=mover-loses", Some(Side::North)),
    ] {
        let position = position_with(NEVER_ENDING, rules);
        assert_eq!(legal(&position), names(&["A3L*", "A3R*"]), "{rules}");
        let played = play(&position, "A3R*");
        assert_eq!(
            played.outcome,
            Some(Outcome {
                winner,
                reason: EndReason::NeverEnding
            }),
            "{rules}"
        );
        assert!(
            played
                .trace
                .events()
                .any(|e| matches!(e, Event::NeverEnding { .. }))
        );
        // Where a cycle is noticed is the engine's business, but it must not depend on whether the
        // move is played with a trace or listed among the children.
        let child = position
            .children()
            .into_iter()
            .find(|c| c.mv.to_string() == "A3R*");
        assert_eq!(child.map(|c| c.position), Some(played.position), "{rules}");
        assert!(play(&position, "A3L*").outcome.is_none());
    }
}

/// Exact detection does not cut long moves short: a takasa of 126 laps and 463 seeds sown (29
/// rounds of the board, past Board Game Arena's 12-round cap that Rühl cites) ends in the empty B8.
/// The board after was derived lap by lap with common::Laps.
#[test]
fn long_move_that_ends_is_legal() {
    let position = position(
        "0,0,0,0,0,0,0,0/0,0,3,0,0,0,0,0/2,1,0,0,6,3,2,2/1,0,2,1,4,1,2,3 S stock=0,0 nyumba=-",
    );
    let mut laps = Laps::sow(
        side_holes(position.board(), Side::South),
        7,
        Direction::Anticlockwise,
    );
    let mut count = 1;
    while laps.goes_on() {
        laps = laps.relay(Direction::Anticlockwise);
        count += 1;
    }
    assert_eq!((count, laps.last), (126, 8));
    let played = play(&position, "A8L*");
    assert_board(
        played.position.board(),
        &rows("0,0,0,0,0,0,0,0/0,0,3,0,0,0,0,0/4,1,2,0,1,2,3,2/1,2,1,6,1,0,3,1"),
    );
    assert_eq!(side_holes(played.position.board(), Side::South), laps.holes);
    assert_eq!(last_hole(&played), "B8");
}

/// A never-ending move met in random play: North's a4 (21 seeds) sown left. A separate lap-by-lap
/// simulation with Brent's cycle finding (not the engine) finds a cycle of 27,920,752 laps that the
/// state after the first lap is already on (Brent notices it after 61,475,184 laps; cycle.rs checks
/// the trace's numbers), and every other takasa of the position ending. The engine needs a fraction
/// of a second per proof in an optimized build and minutes in a debug one, hence the gate.
#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "needs an optimized build: cargo test --release"
)]
fn never_ending_move_from_random_play() {
    const TEXT: &str =
        "1,2,0,1,2,1,2,1/2,1,10,1,21,2,3,0/0,0,0,0,1,0,0,1/2,2,1,1,2,1,1,2 N stock=0,0 nyumba=-";
    let ending = [
        "a2L*", "a2R*", "a3L*", "a3R*", "a4R*", "a6L*", "a6R*", "a8L*", "a8R*",
    ];
    assert_eq!(legal(&position(TEXT)), names(&ending));
    let draw = position_with(TEXT, "kiswahili,endless=draw");
    let child = draw
        .children()
        .into_iter()
        .find(|c| c.mv.to_string() == "a4L*")
        .expect("legal under endless=draw");
    assert_eq!(
        child.end,
        Some(Outcome {
            winner: None,
            reason: EndReason::NeverEnding
        })
    );
}
