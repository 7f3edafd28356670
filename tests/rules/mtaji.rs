//! Mtaji captures: the obligation, the first lap, the 2–15 limit, the back row, and Bao la
//! Kujifunza.

use bao::engine::{MoveKind, Position, Rules, notation::grid};

use crate::common::*;

/// GC diagram 23 (sources/diagrams.md, SECONDARY): mtaji stage, two mitaji.
const DIAGRAM_23: &str = "
| O | O | O | O | O | O | O | O |
| O | O | O | O | 5 | 6 | O | O |
| O | 3 | O | O | 4 | 1 | O | O |
| O | 9 | O | O | O | O | O | O |";

/// Capture obligation in mtaji: seed 003 §4.2.4.1 "En la etapa Mtaji se debe capturar si se
/// puede"; seed 004 §4(e) "You may not takata if you could capture". In GC diagram 23 ("se tienen
/// dos posibles mitaji") the legal moves are the two captures and nothing else.
#[test]
fn mtaji_capture_is_obligatory() {
    let position = diagram(DIAGRAM_23, (0, 0), "-");
    assert_eq!(legal(&position), names(&["A2R", "B2R"]));
    assert!(
        position
            .legal_moves()
            .iter()
            .all(|m| m.kind() == MoveKind::MtajiCapture)
    );
}

/// GC diagram 23, the front-row mtaji: "Se pueden jugar las tres semillas de la derecha y capturar
/// cinco". Hand-derived: A3, A4, A5 (4→5) facing a4's 5 → take them; A5 is central and the sowing
/// goes right, so they enter at A1: A1..A5, the last in A5 (6) facing the emptied a4 → relay A6..B6,
/// B6 empty: end.
#[test]
fn mtaji_capture_from_the_front_row() {
    let played = play(&diagram(DIAGRAM_23, (0, 0), "-"), "A2R");
    assert_eq!(captures(&played), ["a4:5>A1"]);
    assert_board(
        played.position.board(),
        &rows("0,0,0,0,0,0,0,0/0,0,0,0,0,6,0,0/1,1,2,2,0,2,1,1/0,9,0,0,0,1,1,1"),
    );
    assert_eq!(last_hole(&played), "B6");
}

/// Mtaji capture from the back row, round the corner: GC diagram 23 "se pueden jugar las nueve
/// semillas a la derecha (sembrando a la vuelta de la esquina) y capturar seis"; seed 003 §4.2.4.1
/// "que puede ser un hueco de la primera fila o la de atrás". Hand-derived: B3..B8, A8, A7, A6 (1→2)
/// facing a3's 6 → take them; the sowing goes left, so they enter at A8: A8..A3, A3 empty: end.
#[test]
fn mtaji_capture_from_the_back_row() {
    let played = play(&diagram(DIAGRAM_23, (0, 0), "-"), "B2R");
    assert_eq!(captures(&played), ["a3:6>A8"]);
    assert_board(
        played.position.board(),
        &rows("0,0,0,0,0,0,0,0/0,0,0,0,5,0,0,0/0,3,1,1,5,3,2,2/0,0,1,1,1,1,1,1"),
    );
    assert_eq!(last_hole(&played), "A3");
}

/// Only the first lap decides a capture; a takasa never captures: seed 004 §4(d) "Having started to
/// takata you cannot capture any kete during that turn"; seed 003 §4.2.4.2 "Durante el movimiento no
/// se permiten capturas". Hand-made: A2's first lap ends in A4, which faces an empty a5, so no capture
/// exists; the relay from A4 ends on A6 facing a3's 3 and goes on without capturing: A7, A8, empty.
#[test]
fn only_the_first_lap_can_start_a_capture() {
    let position = position(
        "0,0,0,0,0,0,0,0/0,0,0,0,0,3,0,0/0,2,0,1,0,1,0,0/0,0,0,0,0,0,0,0 S stock=0,0 nyumba=-",
    );
    assert_eq!(legal(&position), names(&["A2L*", "A2R*"]));
    let played = play(&position, "A2R*");
    assert_eq!(played.trace.captured(), 0);
    assert_board(
        played.position.board(),
        &rows("0,0,0,0,0,0,0,0/0,0,0,0,0,3,0,0/0,0,1,0,1,0,1,1/0,0,0,0,0,0,0,0"),
    );
    assert_eq!(last_hole(&played), "A8");
}

/// A mtaji holds 2 to 15 seeds; 16 or more never capture but may be sown as takasa: seed 004 §6
/// "not less than two nor more than fifteen"; MW "If 16 or more seeds are sown in the first lap,
/// nothing will be captured."
///
/// Hand-made: 15 seeds in A4 sown right end in A3 (one place short of a full round), which faces a6:
/// a capture. 17 seeds in A2 sown right also end in A3, yet no capture exists, so A2 is a takasa:
/// every hole gets one seed and A3 two (14 → 16); the relay of 16 from A3 gives every hole one more
/// and ends in the emptied A3.
#[test]
fn sixteen_seeds_or_more_never_capture() {
    let fifteen = position(
        "0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,0,1,15,0,0,0,0/0,0,0,0,0,0,0,0 S stock=0,0 nyumba=-",
    );
    assert_eq!(legal(&fifteen), names(&["A4R"]));
    let seventeen = position(
        "0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/0,17,14,0,0,0,0,0/0,0,0,0,0,0,0,0 S stock=0,0 nyumba=-",
    );
    assert_eq!(legal(&seventeen), names(&["A2L*", "A2R*", "A3L*", "A3R*"]));
    let played = play(&seventeen, "A2R*");
    assert_eq!(played.trace.captured(), 0);
    assert_board(
        played.position.board(),
        &rows("0,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0/2,2,1,2,2,2,2,2/2,2,2,2,2,2,2,2"),
    );
    assert_eq!(last_hole(&played), "A3");
}

/// Bao la Kujifunza, seed 004 §12: "place two kete in each shimo … The first player selects a mtaji
/// and captures two kete; if he has selected badly his turn is now finished, but if he has selected
/// well he will capture a further six kete and leave his opponent only five mitaji to choose from."
///
/// Hand-derived. Every 2-seed lap ending in the front row captures: 16 first moves. A2R: A3, A4
/// facing a5 → 2 seeds enter at A1: A1, A2 (emptied): end, 2 captured. A4R: A5, A6 → take a3's 2 from
/// A1: A1, A2 → take a7's 2 (kimbi) from A1: A1, A2 (4) → relay A3..A6 (4) → relay A7, A8, B8, B7 →
/// relay B6, B5, B4 → relay B3, B2, B1 → relay A1, A2, A3 (4) facing a6 → take 2 from A1: A1, A2 →
/// relay A3, A4 (2) facing a5 → take 2 from A1: A1, A2 (emptied): end, 8 captured. North is left with
/// exactly five captures: a2 right and a4 left onto each other, b7 right onto a8, b2 and b1 left onto
/// a1 and a2.
#[test]
fn kujifunza_first_move_captures_two_or_eight() {
    let start = Position::start(Rules::KUJIFUNZA);
    assert_eq!(
        legal(&start),
        names(&[
            "A1R", "A2R", "A3R", "A4R", "A5R", "A6R", "A3L", "A4L", "A5L", "A6L", "A7L", "A8L",
            "B1L", "B2L", "B7R", "B8R"
        ])
    );
    let bad = play(&start, "A2R");
    assert_eq!(captures(&bad), ["a5:2>A1"]);
    assert_eq!(last_hole(&bad), "A2");

    let good = play(&start, "A4R");
    assert_eq!(
        captures(&good),
        ["a3:2>A1", "a7:2>A1", "a6:2>A1", "a5:2>A1"]
    );
    assert_eq!(last_hole(&good), "A2");
    assert_board(
        good.position.board(),
        &grid::parse(
            "
| 2 | 2 | 2 | 2 | 2 | 2 | 2 | 2 |
| 2 | O | O | O | 2 | O | 2 | 2 |
| 7 | 1 | 5 | 2 | 4 | O | 3 | 3 |
| O | 3 | 3 | O | 3 | 3 | O | 3 |",
        )
        .unwrap(),
    );
    assert_eq!(
        legal(&good.position),
        names(&["a2R", "a4L", "b7R", "b2L", "b1L"])
    );
}
