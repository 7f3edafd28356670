//! Each theme's detector on hand-made positions: a line that shows it and one that does not.

use bao_engine::{Move, Position, Rules, Setup, notation::MoveText};

use super::{Theme, detect};
use Theme::*;

/// Plays `moves` from the Kiswahili position `text` and gets the themes the line shows.
fn themes(text: &str, moves: &[&str]) -> Vec<Theme> {
    let position = text
        .parse::<Setup>()
        .expect("a position text")
        .into_position(Rules::KISWAHILI)
        .expect("a legal position");
    let mut line: Vec<Move> = Vec::new();
    let mut at = position;
    for mv in moves {
        let mv = mv
            .parse::<MoveText>()
            .expect("a move text")
            .resolve(&at)
            .expect("a legal move");
        at = at.play(mv).expect("a legal move").position;
        line.push(mv);
    }
    detect(&position, &line)
}

/// South's 2 in `A4` sown left end in his kimbi `A2`, which takes the 3 of `a7`.
const KIMBI: &str = "0,0,0,0,0,0,0,0/0,3,0,0,0,0,1,0/0,1,0,2,0,0,0,0/0,0,0,0,0,0,0,0 S";

#[test]
fn a_capture_from_a_kimbi_and_a_win_by_no_move_left() {
    // The 3 captured go in at A1 and relay on; North keeps one seed, in a2, which cannot move.
    assert_eq!(themes(KIMBI, &["A4L"]), [Kimbi, NoMoveLeft, Mtaji]);
}

#[test]
fn a_relay_chain_is_two_captures_in_one_move() {
    // As KIMBI, with a seed more in A3 facing one in a6: the seeds brought in end in A3 and
    // capture again.
    let text = "0,0,0,0,0,0,0,0/0,3,1,0,0,0,1,0/0,1,1,2,0,0,0,0/0,0,0,0,0,0,0,0 S";
    assert_eq!(
        themes(text, &["A4L"]),
        [Kimbi, RelayChain, NoMoveLeft, Mtaji]
    );
}

#[test]
fn a_win_by_emptying_the_front_row() {
    // As KIMBI without a2: the capture takes North's last front seeds.
    let text = "0,0,0,0,0,0,0,0/0,3,0,0,0,0,0,0/0,1,0,2,0,0,0,0/0,0,0,0,0,0,0,0 S";
    assert_eq!(themes(text, &["A4L"]), [Kimbi, FrontRowEmptied, Mtaji]);
}

/// Namua: a stock seed into A4 takes the 2 of a5, North's nyumba unless `nyumba=` says not.
const CENTRE: &str = "0,0,0,0,0,0,0,0/0,0,0,2,0,0,1,0/0,0,0,2,0,0,0,0/0,0,0,0,0,0,0,0 S stock=1,1";

#[test]
fn a_capture_from_a_central_hole_chooses_its_kichwa() {
    let text = format!("{CENTRE} nyumba=-");
    assert_eq!(themes(&text, &["A4L"]), [Kichwa, Namua]);
    assert_eq!(themes(&text, &["A4R"]), [Kichwa, Namua]);
    // From a kimbi the entry is forced: a stock seed into A2 takes the 1 of a7.
    let kimbi =
        "0,0,0,0,0,0,0,0/0,1,0,2,0,0,0,0/0,1,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S stock=1,1 nyumba=-";
    assert_eq!(themes(kimbi, &["A2L"]), [Kimbi, Namua]);
    // Only the first capture's entry counts: the seeds from a5 end in the kimbi A2, which takes
    // a7 too, a relay chain that is no kimbi puzzle.
    let then_kimbi =
        "0,0,0,0,0,0,0,0/0,1,0,2,0,0,0,0/0,1,0,2,0,0,0,0/0,0,0,0,0,0,0,0 S stock=1,1 nyumba=-";
    assert_eq!(
        themes(then_kimbi, &["A4L"]),
        [Kichwa, RelayChain, FrontRowEmptied, Namua]
    );
}

#[test]
fn the_opponents_nyumba_captured_is_lost() {
    // North owns a5 by default, as it holds seeds; with `nyumba=-` he had none to lose.
    assert_eq!(themes(CENTRE, &["A4L"]), [Kichwa, NyumbaLost, Namua]);
}

/// Namua: the 5 of North's a5 taken from A4 and sown in from A1 end in South's nyumba of 6.
const NYUMBA: &str =
    "0,0,0,0,0,0,0,0/0,0,0,5,0,0,1,0/0,0,0,2,6,0,0,0/0,0,0,0,0,0,0,0 S stock=1,1 nyumba=S";

#[test]
fn the_nyumba_stop_and_the_safari() {
    assert_eq!(themes(NYUMBA, &["A4L"]), [Kichwa, NyumbaStop, Namua]);
    assert_eq!(themes(NYUMBA, &["A4L>"]), [Kichwa, NyumbaSafari, Namua]);
    // Entering at A8 the seeds never reach the nyumba.
    assert_eq!(themes(NYUMBA, &["A4R"]), [Kichwa, Namua]);
}

#[test]
fn the_nyumba_tax() {
    // Greg's figure 22 (gc-d22): South's only front seeds are his nyumba's nine.
    let text =
        "0,0,0,0,0,0,0,0/0,1,2,9,0,2,0,0/0,0,0,0,9,0,0,0/0,0,0,0,0,0,0,0 S stock=1,1 nyumba=SN";
    assert_eq!(themes(text, &["A5L*"]), [NyumbaTax, QuietMove, Namua]);
}

/// The takasia lesson's position (lessons/07-takasia): South cannot capture.
const TAKASIA: &str = "0,0,0,0,0,0,0,0/0,0,6,0,0,0,0,5/0,0,2,3,0,0,0,2/0,0,0,0,0,0,0,0 S nyumba=-";

#[test]
fn a_takasia_leaves_the_opponent_only_takasa() {
    // A3R* blocks a1, North's only capture: he must sow his 6 without capturing.
    assert_eq!(
        themes(TAKASIA, &["A3R*", "a6R*"]),
        [TakasaTrap, Takasia, QuietMove, Mtaji]
    );
}

#[test]
fn a_first_move_that_gives_seeds_away() {
    // A4L* takes nothing and leaves a1 free to take the 3 of A3: no takasia, no trap.
    assert_eq!(
        themes(TAKASIA, &["A4L*", "a1R"]),
        [QuietMove, Sacrifice, Mtaji]
    );
}

#[test]
fn a_long_relay() {
    // The chapter puzzle "Follow the relays": seven captures and ten relays in one move, 18
    // handfuls in all. (The relay chain above, of five, is no long relay.)
    let text = "2,0,1,2,4,0,3,1/0,1,1,3,5,2,1,1/2,1,5,0,3,0,3,5/1,2,3,5,1,2,1,3 S nyumba=-";
    assert_eq!(
        themes(text, &["A5L"]),
        [Kimbi, RelayChain, FrontRowEmptied, LongRelay, Mtaji]
    );
}

#[test]
fn a_line_is_read_only_as_far_as_it_is_legal() {
    let position = KIMBI
        .parse::<Setup>()
        .unwrap()
        .into_position(Rules::KISWAHILI)
        .unwrap();
    let other: Position = TAKASIA
        .parse::<Setup>()
        .unwrap()
        .into_position(Rules::KISWAHILI)
        .unwrap();
    // A move of another position, not legal here: nothing is played, only the stage is told.
    let foreign = other.legal_moves()[0];
    assert!(!position.legal_moves().contains(&foreign));
    assert_eq!(detect(&position, &[foreign]), [Mtaji]);
    assert_eq!(detect(&position, &[]), [Mtaji]);
}
