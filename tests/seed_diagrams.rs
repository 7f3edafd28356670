//! Seed 000 (Catalan "Bao Part 2", identical numbers in seed 001): the published before/after
//! diagrams, reproduced move by move. Boards are copied from the seed text as printed.

use bao::engine::{
    BySide, Position, Rules, Setup,
    notation::{MoveText, grid},
};

/// A namua position for South with one stock seed each, as the diagrams leave stocks unstated.
fn namua(grid_text: &str) -> Position {
    let mut setup = Setup::from_board(grid::parse(grid_text).expect("diagram grid"));
    setup.stock = BySide::new(1, 1);
    setup
        .into_position(Rules::KISWAHILI)
        .expect("diagram position")
}

/// Plays `mv` and asserts the board, the hole of the last seed and the seeds captured.
fn assert_move(before: &str, mv: &str, after: &str, last: &str, captured: u32) {
    let position = namua(before);
    let mv = mv.parse::<MoveText>().unwrap().resolve(&position).unwrap();
    let played = position.play(mv).unwrap();
    assert_eq!(
        grid::write(played.position.board()),
        grid::write(&grid::parse(after).unwrap()),
        "board after {mv}"
    );
    assert_eq!(
        played.trace.last_hole().unwrap().to_string(),
        last,
        "last hole of {mv}"
    );
    assert_eq!(played.trace.captured(), captured, "seeds captured by {mv}");
}

/// Secondary transcription of GC diagram 5; derivable from diagrams 7 and 8 (sources/diagrams.md).
const DIAGRAM_5: &str = "
| O | O | O | O | O | O | O | O |
| 1 | O | 1 | 8 | 3 | 2 | O | O |
| O | O | O | O | 7 | O | O | O |
| O | O | O | O | O | O | O | O |";

const DIAGRAM_7: &str = "
| O | O | O | O | O | O | O | O |
| 1 | O | 1 | 8 | O | 2 | O | O |
| 1 | 1 | 1 | O | 8 | O | O | O |
| O | O | O | O | O | O | O | O |";

const DIAGRAM_8: &str = "
| O | O | O | O | O | O | O | O |
| 1 | O | 1 | 8 | O | 2 | O | O |
| O | O | O | O | 8 | 1 | 1 | 1 |
| O | O | O | O | O | O | O | O |";

const DIAGRAM_9: &str = "
| O | O | O | O | O | O | O | O |
| 4 | 3 | 1 | 8 | O | 2 | 5 | 6 |
| 1 | 2 | O | O | 8 | O | 3 | 4 |
| O | O | O | O | O | O | O | O |";

const DIAGRAM_14: &str = "
| O | O | O | O | O | O | O | O |
| O | 3 | 4 | 8 | O | 2 | 5 | 6 |
| O | 2 | 1 | O | 8 | O | 3 | 4 |
| O | O | O | O | O | O | O | O |";

/// "Sembrem les llavors acabades de capturar (3 llavors), començant pel costat esquerre … La
/// darrera llavor cau en el tercer forat des de l'esquerra."
#[test]
fn diagram_5_to_7_capture_entered_left() {
    assert_move(DIAGRAM_5, "A5L", DIAGRAM_7, "A3", 3);
}

/// "També és possible sembrar les llavors des del costat dret … cau en el tercer forat comptant des
/// de la dreta (el sisè per l'esquerra)."
#[test]
fn diagram_5_to_8_capture_entered_right() {
    assert_move(DIAGRAM_5, "A5R", DIAGRAM_8, "A6", 3);
}

/// Diagram 10: "després de capturar el primer forat de l'esquerra": the 4 enter at the left kichwa.
#[test]
fn diagram_9_to_10_kichwa_forces_left() {
    assert_move(
        DIAGRAM_9,
        "A1L",
        "
| O | O | O | O | O | O | O | O |
| O | 3 | 1 | 8 | O | 2 | 5 | 6 |
| 3 | 3 | 1 | 1 | 8 | O | 3 | 4 |
| O | O | O | O | O | O | O | O |",
        "A4",
        4,
    );
}

/// Diagram 11: "després de capturar el segon forat de la dreta": the 5 enter at the right kichwa.
#[test]
fn diagram_9_to_11_kimbi_forces_right() {
    assert_move(
        DIAGRAM_9,
        "A7R",
        "
| O | O | O | O | O | O | O | O |
| 4 | 3 | 1 | 8 | O | 2 | O | 6 |
| 1 | 2 | O | 1 | 9 | 1 | 5 | 5 |
| O | O | O | O | O | O | O | O |",
        "A4",
        5,
    );
}

/// Diagram 12: "després de capturar el segon forat de l'esquerra".
#[test]
fn diagram_9_to_12_kimbi_forces_left() {
    assert_move(
        DIAGRAM_9,
        "A2L",
        "
| O | O | O | O | O | O | O | O |
| 4 | O | 1 | 8 | O | 2 | 5 | 6 |
| 2 | 4 | 1 | O | 8 | O | 3 | 4 |
| O | O | O | O | O | O | O | O |",
        "A3",
        3,
    );
}

/// Diagram 13: "després de capturar el primer forat de la dreta".
#[test]
fn diagram_9_to_13_kichwa_forces_right() {
    assert_move(
        DIAGRAM_9,
        "A8R",
        "
| O | O | O | O | O | O | O | O |
| 4 | 3 | 1 | 8 | O | 2 | 5 | O |
| 1 | 2 | 1 | 1 | 9 | 1 | 4 | 6 |
| O | O | O | O | O | O | O | O |",
        "A3",
        6,
    );
}

/// Diagram 9: "no es permet sembrar-les des de la dreta": only the forced sides are legal.
#[test]
fn diagram_9_has_exactly_four_captures() {
    let moves: Vec<String> = namua(DIAGRAM_9)
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(moves, ["A1L", "A2L", "A7R", "A8R"]);
}

/// Diagram 15: capture 3 at the kimbi, enter left; the last seed falls on the 1 in A3, capture its 4
/// keeping the direction; the last falls in the empty A4.
#[test]
fn diagram_14_to_15_chain_capture_keeps_direction() {
    assert_move(
        DIAGRAM_14,
        "A2L",
        "
| O | O | O | O | O | O | O | O |
| O | O | O | 8 | O | 2 | 5 | 6 |
| 2 | 5 | 3 | 1 | 8 | O | 3 | 4 |
| O | O | O | O | O | O | O | O |",
        "A4",
        7,
    );
}
