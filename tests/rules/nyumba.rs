//! The nyumba: ownership, the six-seed threshold, stop and safari, the tax, and the mtaji stage.

use bao::engine::{Event, LiftReason, MoveKind, notation::grid};

use crate::common::*;

/// A namua board where A2's takasa (stock seed in, 3 seeds sown right) ends in A5, holding `a5`.
pub(crate) fn nyumba_board(a5: u8, nyumba: &str) -> String {
    format!(
        "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,2,0,0,{a5},0,0,0/0,0,0,0,0,0,0,0 S stock=5,5 nyumba={nyumba}"
    )
}

/// A namua takasa whose lap ends in the functional nyumba stops there: MW "If, however, the lap
/// ends in the nyumba, the move is not continued and the turn is over without delay"; seed 004
/// §19(d); KIBA 2009 1.6.2 "Kuendelea stops if the sowing ends at the owned house that contains six
/// or more seeds". Hand-made: stock seed into A2 (3), sown A3, A4, A5 (6→7): stop, nyumba kept.
#[test]
fn namua_takasa_stops_in_the_functional_nyumba() {
    let position = position(&nyumba_board(6, "S"));
    assert_eq!(legal(&position), names(&["A2L*", "A2R*"]));
    let played = play(&position, "A2R*");
    assert_board(
        played.position.board(),
        &rows("0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,1,1,7,0,0,0/0,0,0,0,0,0,0,0"),
    );
    assert!(
        played
            .trace
            .events()
            .any(|e| *e == Event::NyumbaStop { hole: hole("A5") })
    );
    assert!(played.position.nyumba().south);
}

/// The nyumba is functional only while owned and holding 6 or more seeds: seed 002 §4.2.3.11
/// "Estas reglas especiales no se aplican si se tienen menos de seis semillas en la nyumba"; it is
/// lost for good once its seeds are lifted: MW "ultimately, when its contents have been captured or
/// moved in a lap". The board of the test above with A5 = 4 (owned): A5 may start a takasa, and the
/// lap from A2 ends on it (5) and relays A6..B7, destroying it. With A5 = 6 but no longer owned, the
/// lap relays too: A6..B5.
#[test]
fn nyumba_is_functional_only_with_six_seeds_while_owned() {
    let small = position(&nyumba_board(4, "S"));
    assert_eq!(legal(&small), names(&["A2L*", "A2R*", "A5L*", "A5R*"]));
    let played = play(&small, "A2R*");
    assert_board(
        played.position.board(),
        &rows("0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,1,1,0,1,1,1/0,0,0,0,0,0,1,1"),
    );
    assert!(!played.position.nyumba().south, "lifted, so lost");

    let lost = position(&nyumba_board(6, "-"));
    assert_eq!(legal(&lost), names(&["A2L*", "A2R*", "A5L*", "A5R*"]));
    let played = play(&lost, "A2R*");
    assert_board(
        played.position.board(),
        &rows("0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,1,1,0,1,1,1/0,0,0,0,1,1,1,1"),
    );
}

/// GC diagram 14 (seed 000), whose captures at A3 (entered right) and A8 end in the nyumba.
const DIAGRAM_14: &str = "
| O | O | O | O | O | O | O | O |
| O | 3 | 4 | 8 | O | 2 | 5 | 6 |
| O | 2 | 1 | O | 8 | O | 3 | 4 |
| O | O | O | O | O | O | O | O |";

/// After a namua capture whose lap ends in the functional nyumba facing an empty hole, the player
/// stops or goes on a safari; the two are separate moves. Seed 002 §4.2.3.11 "Si la última semilla
/// cae en la nyumba y el hueco opuesto está vacío, el jugador puede finalizar su turno si desea";
/// seed 004 §19(f); MW "he can either choose to stop sowing or he may continue (called safari),
/// which would destroy the nyumba forever". Safari board: GC diagram 16 (SECONDARY, VERIFIED-SIM).
///
/// Hand-derived move list of diagram 14: A2L and A3L end in A4, A7R in A4, while A3R (4 seeds from
/// A8: A8..A5) and A8R (6 from A8: A8..A3, then a6's 4 from A8: A8..A5) end in the nyumba: seven moves.
#[test]
fn namua_capture_ending_in_the_nyumba_stops_or_goes_on_safari() {
    let position = diagram(DIAGRAM_14, (1, 1), "SN");
    assert_eq!(
        legal(&position),
        names(&["A2L", "A3L", "A3R", "A3R>", "A7R", "A8R", "A8R>"])
    );

    let stop = play(&position, "A8R");
    assert_eq!(captures(&stop), ["a1:6>A8", "a6:4>A8"]);
    assert_board(
        stop.position.board(),
        &rows("0,0,0,0,0,0,0,0/0,3,0,8,0,2,5,0/0,2,2,1,10,2,5,7/0,0,0,0,0,0,0,0"),
    );
    assert!(matches!(
        stop.trace.events().last(),
        Some(Event::NyumbaStop { .. })
    ));
    assert!(stop.position.nyumba().south);

    let safari = play(&position, "A8R>");
    assert_board(
        safari.position.board(),
        &grid::parse(
            "
| O | O | O | O | O | O | O | O |
| O | 3 | O | 8 | O | 2 | 5 | O |
| 1 | 3 | 3 | 2 | O | 2 | 5 | 7 |
| 1 | 1 | 1 | 1 | 1 | 1 | O | O |",
        )
        .unwrap(),
    );
    assert!(safari.trace.events().any(|e| matches!(
        e,
        Event::Lift {
            seeds: 10,
            reason: LiftReason::Safari,
            ..
        }
    )));
    assert!(!safari.position.nyumba().south, "sown on, so lost");
    assert_eq!(last_hole(&safari), "B6");
}

/// A nyumba whose seeds are captured is lost: MW "when its contents have been captured". GC diagram
/// 17: South's capture at A4 takes North's nyumba a5 (7 seeds).
#[test]
fn nyumba_is_lost_when_captured() {
    let position = diagram(crate::namua::DIAGRAM_17, (5, 5), "N");
    assert!(position.has_functional_nyumba(bao::engine::Side::North));
    let played = play(&position, "A4L");
    assert!(!played.position.nyumba().north);
    assert!(played.trace.events().any(|e| *e
        == Event::NyumbaLost {
            side: bao::engine::Side::North
        }));
}

/// The tax: with no capture and the functional nyumba the only occupied front hole, a stock seed
/// goes in and just two seeds are sown either way; the nyumba stays. GC diagram 22 (SECONDARY) and
/// seed 002 "se ubica una semilla en la nyumba, entonces se sacan dos semillas y se siembran a la
/// izquierda o a la derecha"; seed 004 §19(e). Hand-derived: 9 + 1 − 2 = 8 left in A5.
#[test]
fn nyumba_tax_sows_two_seeds_and_keeps_the_nyumba() {
    let position = diagram(
        "
| O | O | O | O | O | O | O | O |
| O | 1 | 2 | 9 | O | 2 | O | O |
| O | O | O | O | 9 | O | O | O |
| O | O | O | O | O | O | O | O |",
        (5, 5),
        "SN",
    );
    assert_eq!(legal(&position), names(&["A5L*", "A5R*"]));
    assert!(
        position
            .legal_moves()
            .iter()
            .all(|m| m.kind() == MoveKind::Tax)
    );
    let right = play(&position, "A5R*");
    assert_board(
        right.position.board(),
        &rows("0,0,0,0,0,0,0,0/0,1,2,9,0,2,0,0/0,0,0,0,8,1,1,0/0,0,0,0,0,0,0,0"),
    );
    assert!(right.position.nyumba().south);
    assert_eq!(right.position.stock().south, 4);
    let left = play(&position, "A5L*");
    assert_board(
        left.position.board(),
        &rows("0,0,0,0,0,0,0,0/0,1,2,9,0,2,0,0/0,0,1,1,8,0,0,0/0,0,0,0,0,0,0,0"),
    );
}

/// In the mtaji stage the nyumba is an ordinary hole: it may start a takasa, a lap ending in it
/// relays, and lifting it destroys it. Seed 004 §20 (the second part uses "paragraphs 3-14", none
/// about the nyumba); Rühl: "the privileges from the 1st phase are no longer exists". Hand-made: A3
/// sown right ends on the owned 6 in A5 (7), which is lifted and sown A6..B5.
#[test]
fn nyumba_is_an_ordinary_hole_in_mtaji() {
    let position = position(
        "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,2,0,6,0,0,0/0,0,0,0,0,0,0,0 S stock=0,0 nyumba=S",
    );
    assert_eq!(legal(&position), names(&["A3L*", "A3R*", "A5L*", "A5R*"]));
    let played = play(&position, "A3R*");
    assert_board(
        played.position.board(),
        &rows("0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,1,0,1,1,1/0,0,0,0,1,1,1,1"),
    );
    assert!(!played.position.nyumba().south);
}
