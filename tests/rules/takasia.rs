//! Takasia: a mtaji takasa that leaves the opponent one threatened hole and no capture blocks it.
//!
//! Sources: MW "If after a takata move the contents of only one opponent's hole are under threat of
//! being captured, but not one of the player's own holes is menaced (that is, the opponent must also
//! takata), this hole is 'takasiaed'. The opponent cannot start his turn from it nor would a move be
//! continued, if a lap ends in it … However, a nyumba itself cannot be takasiaed. Nor can a hole that
//! is the only occupied one or the only one containing more than one seed in the player's front
//! row." Seed 003 §4.2.4.2 (figure 24, "mtaji moja") gives the opponent's side.

use bao::engine::{Event, Position, notation::position_text};

use crate::common::*;

/// A board after seed 003 figure 24 (rebuilt from the text; no numbers were published): South has
/// A2 = 4 and A4 = 2; `north` is North's front row a8..a1, `back` his back row b8..b1, `b8` South's
/// B8. South's A4 sown right (A5, A6) puts a seed in A6, where A2's 4 seeds now end.
fn figure_24(north: &str, back: &str, b8: u8, stock: &str) -> Position {
    position(&format!(
        "{back}/{north}/0,4,0,2,0,0,0,0/0,0,0,0,0,0,0,{b8} S stock={stock} nyumba=-"
    ))
}

/// Plays South's A4R* in a figure-24 board and gives North's position.
fn after_a4r(position: &Position) -> Position {
    play(position, "A4R*").position
}

const NO_BACK: &str = "0,0,0,0,0,0,0,0";

/// Seed 003 §4.2.4.2, figure 24: North "tiene una situación de takasa … debe sembrar sus cinco o
/// seis semillas. Debido a que el jugador tiene solo un mtaji … (el hueco con cuatro semillas), el
/// oponente no puede sembrar sus cinco semillas. Por lo tanto debe sembrar sus seis semillas hacia la
/// izquierda o hacia la derecha." Hand-made to fit: after A4R* South's one mtaji is A2 (4 seeds,
/// ending on A6) against a3's 5; North, with no capture, may sow only a8's 6, left or right.
#[test]
fn takasa_leaving_one_threatened_hole_blocks_it() {
    let before = figure_24("6,0,0,0,0,5,0,0", NO_BACK, 0, "0,0");
    assert_eq!(legal(&before), names(&["A2L*", "A2R*", "A4L*", "A4R*"]));
    let played = play(&before, "A4R*");
    assert!(
        played
            .trace
            .events()
            .any(|e| *e == Event::Block { hole: hole("a3") })
    );
    assert_eq!(played.position.blocked(), Some(hole("a3")));
    assert_eq!(legal(&played.position), names(&["a8L*", "a8R*"]));
    // KIBA writes such a move with `**`.
    assert!(play(&before, "A4>**").position.blocked().is_some());
}

/// MW: "(that is, the opponent must also takata)". North's a6 sown left ends on a4 facing A5, so
/// North has a capture and nothing is blocked.
#[test]
fn no_block_while_the_opponent_can_capture() {
    let north = after_a4r(&figure_24("6,0,2,0,1,5,0,0", NO_BACK, 0, "0,0"));
    assert_eq!(north.blocked(), None);
    assert_eq!(legal(&north), names(&["a6L"]));
}

/// MW: "the contents of only one opponent's hole": with B8's 4 seeds ending on A5, a4 is threatened
/// as well as a3, and nothing is blocked.
#[test]
fn no_block_with_two_threatened_holes() {
    let north = after_a4r(&figure_24("6,0,0,0,1,5,0,0", NO_BACK, 4, "0,0"));
    assert_eq!(north.blocked(), None);
    assert_eq!(legal(&north), names(&["a3L*", "a3R*", "a8L*", "a8R*"]));
}

/// MW: "Nor can a hole that is the only occupied one … in the player's front row" (North's six
/// seeds moved to b1) "… or the only one containing more than one seed" (a8 holds one).
#[test]
fn no_block_on_the_only_occupied_or_only_big_front_hole() {
    let only_occupied = after_a4r(&figure_24("0,0,0,0,0,5,0,0", "0,0,0,0,0,0,0,6", 0, "0,0"));
    assert_eq!(only_occupied.blocked(), None);
    assert_eq!(legal(&only_occupied), names(&["a3L*", "a3R*"]));
    let only_big = after_a4r(&figure_24("1,0,0,0,0,5,0,0", NO_BACK, 0, "0,0"));
    assert_eq!(only_big.blocked(), None);
    assert_eq!(legal(&only_big), names(&["a3L*", "a3R*"]));
}

/// MW: "However, a nyumba itself cannot be takasiaed." Hand-made: South's A6 sown left ends in A4,
/// so A2's 2 seeds now end there, facing North's nyumba a5 (6); North also has a8 (2). Owned, the
/// nyumba is exempt; not owned, it is an ordinary hole and blocked.
#[test]
fn no_block_on_the_functional_nyumba() {
    let board = "0,0,0,0,0,0,0,0/2,0,0,6,0,0,0,0/0,2,0,0,0,2,0,0/0,0,0,0,0,0,0,0 S stock=0,0";
    let owned = play(&position(&format!("{board} nyumba=N")), "A6L*").position;
    assert_eq!(owned.blocked(), None);
    let not_owned = play(&position(&format!("{board} nyumba=-")), "A6L*").position;
    assert_eq!(not_owned.blocked(), Some(hole("a5")));
}

/// Takasia belongs to the mtaji stage (RULES.md; MW places it after a takata of the second stage):
/// the same takasa played from namua (a stock seed in A4, sown A5, A6, A7) blocks nothing, though
/// it leaves a3 the one threatened hole.
#[test]
fn namua_takasa_never_blocks() {
    let before = figure_24("6,0,0,0,0,5,0,0", NO_BACK, 0, "1,0");
    let played = play(&before, "A4R*");
    assert_board(
        played.position.board(),
        &rows("0,0,0,0,0,0,0,0/6,0,0,0,0,5,0,0/0,4,0,0,1,1,1,0/0,0,0,0,0,0,0,0"),
    );
    assert_eq!(played.position.blocked(), None);
}

/// MW: "nor would a move be continued, if a lap ends in it"; KIBA 2009 1.6.3 "Kuendelea stops if
/// the sowing ends at a kutakatia-ed pit." Hand-made (common::TAKASIA_RELAY): South's A4 sown right
/// puts a seed in A6, where B8's 3 seeds end, facing a3. North's a7 sown left ends on a5 (2), the
/// relay A4, A3 ends in the blocked a3 and stops; unblocked it would relay a2, a1, b1.
#[test]
fn relay_ending_in_the_blocked_hole_stops() {
    let north = after_a4r(&position(TAKASIA_RELAY));
    assert_eq!(north.blocked(), Some(hole("a3")));
    assert_eq!(legal(&north), names(&["a7L*", "a7R*"]));
    let played = play(&north, "a7L*");
    assert_board(
        played.position.board(),
        &rows("0,0,0,0,0,0,0,0/0,0,1,0,1,3,0,0/0,0,0,0,1,1,0,0/0,0,0,0,0,0,0,3"),
    );
    assert_eq!(last_hole(&played), "a3");
    assert!(matches!(
        played.trace.events().last(),
        Some(Event::BlockedStop { .. })
    ));
}

/// The block lasts the opponent's next turn only, and is part of the position: MW "The opponent
/// cannot start his turn from it"; KIBA "the opponent is not allowed to empty this hole" on his next
/// move. The position text records it; without it the same board lets North play a3.
#[test]
fn block_lasts_one_turn_and_is_recorded() {
    let north = after_a4r(&position(TAKASIA_RELAY));
    let text = position_text::write(&north);
    assert!(text.ends_with(" block=a3"), "{text}");
    assert_eq!(position(&text), north);
    let unblocked = position(text.trim_end_matches(" block=a3"));
    assert_eq!(legal(&unblocked), names(&["a3L*", "a3R*", "a7L*", "a7R*"]));
    let after = play(&north, "a7L*").position;
    assert_eq!(after.blocked(), None);
    assert!(!position_text::write(&after).contains("block"));
}

/// MW's exemption names "the only one containing more than one seed"; a threatened singleton while
/// no front hole holds two is not that hole, and is blocked. Hand-made: as in TAKASIA_RELAY, B8's 3
/// seeds end on A6 facing a3, now a singleton beside the singletons a1 and a7. North must sow b2 from
/// the back row: b1, a1 (2) → relay a2, a3, which is blocked: stop.
#[test]
fn threatened_singleton_is_blocked() {
    let north = after_a4r(&position(
        "0,0,0,0,0,0,2,0/0,1,0,0,0,1,0,1/0,0,0,2,0,0,0,0/0,0,0,0,0,0,0,3 S stock=0,0 nyumba=-",
    ));
    assert_eq!(north.blocked(), Some(hole("a3")));
    assert_eq!(legal(&north), names(&["b2L*", "b2R*"]));
    let played = play(&north, "b2L*");
    assert_board(
        played.position.board(),
        &rows("0,0,0,0,0,0,0,1/0,1,0,0,0,2,1,0/0,0,0,0,1,1,0,0/0,0,0,0,0,0,0,3"),
    );
    assert_eq!(last_hole(&played), "a3");
}
