//! Namua captures: the obligation, the stock seed, the entry kichwa and chains of captures.

use bao::engine::{Direction, Event, MoveKind, Side, notation::grid};

use crate::common::*;

/// GC diagram 3 (sources/diagrams.md, SECONDARY), South to move with stock left.
const DIAGRAM_3: &str = "
| O | O | O | O | O | O | O | O |
| 1 | O | 1 | 8 | 1 | 2 | O | O |
| O | O | O | O | 7 | O | 2 | 1 |
| O | O | O | O | O | O | O | O |";

/// GC diagram 4: diagram 3 after the stock seed went into A5 and the one seed of a4 entered at A1.
const DIAGRAM_4: &str = "
| O | O | O | O | O | O | O | O |
| 1 | O | 1 | 8 | O | 2 | O | O |
| 1 | O | O | O | 8 | O | 2 | 1 |
| O | O | O | O | O | O | O | O |";

/// Capture obligation in namua: seed 004 §19(a) "If he has a marker he must capture"; GC diagram 3
/// with the blog text on it: "The capture that the player executed was the only possible one.
/// Although he had other holes with seeds, none of them had seeds in the opposite holes." A7 and A8
/// could be sown as takasa, but only the capture at A5 (either entry side, A5 being central) is legal.
#[test]
fn namua_capture_is_obligatory() {
    let position = diagram(DIAGRAM_3, (10, 10), "SN");
    assert_eq!(legal(&position), names(&["A5L", "A5R"]));
    assert!(
        position
            .legal_moves()
            .iter()
            .all(|m| m.kind() == MoveKind::NamuaCapture)
    );
}

/// Namua capture with the stock seed: GC diagram 3 → diagram 4. The blog (photo 3/4 = GC 3/4): "You
/// can capture by taking a seed from your stock and placing it into the hole with 7 seeds. Now this
/// hole contains 8 seeds. Take the seed from the opposing hole … If we enter the captured seed in the
/// extreme left hole … Because it landed in an empty hole, the move ends here."
#[test]
fn namua_capture_puts_a_stock_seed_in_and_takes_the_opposite_hole() {
    let position = diagram(DIAGRAM_3, (10, 10), "SN");
    let played = play(&position, "A5L");
    assert_board(played.position.board(), &grid::parse(DIAGRAM_4).unwrap());
    assert_eq!(played.position.stock().south, 9, "one stock seed used");
    assert_eq!(played.position.stock().north, 10);
    assert_eq!(captures(&played), ["a4:1>A1"]);
    assert_eq!(last_hole(&played), "A1");
    let first = played.trace.events().next().copied();
    assert_eq!(first, Some(Event::Stock { hole: hole("A5") }));
    assert_eq!(played.position.to_move(), Side::North);
}

/// Seed 000 diagram 9 ("Kichwa i Kimbi"): captures at the kichwa or kimbi must enter from that
/// side's kichwa — "Aquestes quatre llavors han de ser sembrades (reingressades) des de l'extrem
/// esquerra; no es permet sembrar-les des de la dreta", and for the 5 and 6 on the right "hem de
/// començar sembrant des del forat vuit". (tests/seed_diagrams.rs checks the boards of 10–13.)
#[test]
fn kichwa_and_kimbi_captures_enter_at_their_own_kichwa() {
    let position = diagram(
        "
| O | O | O | O | O | O | O | O |
| 4 | 3 | 1 | 8 | O | 2 | 5 | 6 |
| 1 | 2 | O | O | 8 | O | 3 | 4 |
| O | O | O | O | O | O | O | O |",
        (1, 1),
        "SN",
    );
    assert_eq!(legal(&position), names(&["A1L", "A2L", "A7R", "A8R"]));
    let entries: Vec<String> = ["A1L", "A2L", "A7R", "A8R"]
        .iter()
        .map(|m| captures(&play(&position, m))[0].clone())
        .collect();
    assert_eq!(entries, ["a8:4>A1", "a7:3>A1", "a2:5>A8", "a1:6>A8"]);
}

/// A capture at a kimbi later in the turn forces its kichwa even when that reverses the sowing:
/// seed 000 "Si capturem un forat kichwa o kimbi, la direcció de la sembra pot canviar segons la
/// regla kichwa i kimbi"; seed 004 §9 "put the first captured kete in your nearest end-shimo to that
/// marker".
///
/// Hand-derived: stock seed into A3 (1→2), take a6's 7, enter left: A1..A7, the last on the 1 in
/// A7, which faces a2's 2 → take them, enter at A8 (kimbi on the right) going left: A8, A7. A7 (3)
/// faces the emptied a2: relay A6, A5, A4 (2) → relay A3 (4), A2 (2) → relay A1 (2), B1 (empty): end.
#[test]
fn kimbi_capture_mid_turn_reverses_the_direction() {
    let position = position(
        "0,0,0,0,0,0,0,0/0,0,7,0,0,0,2,1/0,0,1,0,0,0,1,0/0,0,0,0,0,0,0,0 S stock=5,5 nyumba=-",
    );
    assert_eq!(legal(&position), names(&["A3L", "A3R", "A7R"]));
    let played = play(&position, "A3L");
    assert_eq!(captures(&played), ["a6:7>A1", "a2:2>A8"]);
    let directions: Vec<Direction> = played
        .trace
        .events()
        .filter_map(|e| match e {
            Event::Capture { direction, .. } => Some(*direction),
            _ => None,
        })
        .collect();
    assert_eq!(directions, [Direction::Clockwise, Direction::Anticlockwise]);
    assert_board(
        played.position.board(),
        &rows("0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1/2,0,4,0,2,2,0,1/1,0,0,0,0,0,0,0"),
    );
    assert_eq!(last_hole(&played), "B1");
}

/// Central captures: the first entry side is the player's choice, later ones keep the direction.
/// Seed 000 diagrams 5/7/8 ("També és possible sembrar les llavors des del costat dret") and seed
/// 000 diagram 14 ("Hem de començar des del costat esquerre perquè estavem sembrant en aquesta
/// direcció"); KIBA 2009 1.6.1 "The direction of the sowing of harvested seeds is the same as the
/// direction of kuendelea, unless harvest occurs at the kichwa or kimbi".
///
/// Hand-derived, entering right: stock seed into A3 (1→2), take a6's 3 from A8: A8, A7, A6; the last
/// on the 1 in A6 facing a3's 2 → take them, again from A8 as the sowing goes left: A8, A7; A7 (2)
/// faces an empty a2: relay A6 (3), A5 (empty): end. The second capture offers no choice: four
/// moves in all.
#[test]
fn central_capture_chooses_the_first_side_then_keeps_the_direction() {
    let position = position(
        "0,0,0,0,0,0,0,0/1,0,3,0,0,2,0,0/0,0,1,0,0,1,0,0/0,0,0,0,0,0,0,0 S stock=5,5 nyumba=-",
    );
    assert_eq!(legal(&position), names(&["A3L", "A3R", "A6L", "A6R"]));
    let played = play(&position, "A3R");
    assert_eq!(captures(&played), ["a6:3>A8", "a3:2>A8"]);
    assert_board(
        played.position.board(),
        &rows("0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0/0,0,2,0,1,3,0,2/0,0,0,0,0,0,0,0"),
    );
    assert_eq!(last_hole(&played), "A5");
}

/// Chain captures: a capture's last seed falling on a marker captures again, any number of times,
/// and the turn ends only in an empty hole. Seed 004 §10 "if it falls into a marker, capture and
/// proceed as in paragraphs 8 or 9"; seed 000 diagram 14 → 15 (3 seeds, then 4).
#[test]
fn captures_chain_until_an_empty_hole() {
    let position = diagram(
        "
| O | O | O | O | O | O | O | O |
| O | 3 | 4 | 8 | O | 2 | 5 | 6 |
| O | 2 | 1 | O | 8 | O | 3 | 4 |
| O | O | O | O | O | O | O | O |",
        (1, 1),
        "SN",
    );
    let played = play(&position, "A2L");
    assert_eq!(captures(&played), ["a7:3>A1", "a6:4>A1"]);
    assert_eq!(played.trace.captured(), 7);
    assert!(matches!(
        played.trace.events().last(),
        Some(Event::EmptyHole { .. })
    ));
    assert_eq!(last_hole(&played), "A4");
}

/// GC diagram 17 (sources/diagrams.md, SECONDARY), North still owning his nyumba a5.
pub(crate) const DIAGRAM_17: &str = "
| O | O | O | O | O | O | O | O |
| 1 | O | O | 7 | O | O | O | 2 |
| O | 2 | 3 | 2 | O | 2 | 5 | O |
| O | O | O | O | O | O | O | O |";

/// Relay round the corner: GC diagram 17 → 18 (SECONDARY, VERIFIED-SIM). The blog: "If you start
/// sowing from the left, you will end with your last seed in the seventh hole. It is not empty … take
/// all of the seeds from that hole (there are now six) and start sowing again, not changing direction
/// … you will end up in the back row, the fourth hole from the left."
#[test]
fn relay_turns_the_corner_into_the_back_row() {
    let position = diagram(DIAGRAM_17, (5, 5), "N");
    assert_eq!(legal(&position), names(&["A4L", "A4R"]));
    let played = play(&position, "A4L");
    assert_board(
        played.position.board(),
        &grid::parse(
            "
| O | O | O | O | O | O | O | O |
| 1 | O | O | O | O | O | O | 2 |
| 1 | 3 | 4 | 4 | 1 | 3 | O | 1 |
| O | O | O | 1 | 1 | 1 | 1 | 1 |",
        )
        .unwrap(),
    );
    assert_eq!(last_hole(&played), "B4");
    assert_eq!(captures(&played), ["a5:7>A1"]);
}

/// The same capture entered from the right, hand-derived: A8..A2, the last on the 2 in A2 facing an
/// empty a7 → relay 3 round the left end: A1, B1, B2, empty: end. Seed 002 says of this entry
/// "eventualmente se finalizará en la fila de atrás, en el tercer hueco desde la izquierda" (B3),
/// which the transcribed diagram 17 cannot give: with A2 = 2, as diagram 18 needs, the relay from A2
/// holds 3 seeds and ends in B2. Only the back row is asserted from the source.
#[test]
fn relay_turns_the_corner_at_the_left_end() {
    let played = play(&diagram(DIAGRAM_17, (5, 5), "N"), "A4R");
    assert_board(
        played.position.board(),
        &rows("0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,2/1,0,4,4,1,3,6,1/1,1,0,0,0,0,0,0"),
    );
    assert_eq!(last_hole(&played), "B2");
}
