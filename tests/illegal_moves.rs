//! Every reason a move text is illegal names the rule that forbids it (RULES.md), through
//! `bao play POSITION MOVE`: one test per reason the move generator leaves a move out.

mod support;
use support::bao;

/// The start of Bao la Kiswahili: no capture, so South plays a namua takasa.
const START: &str =
    "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S stock=22,22 nyumba=SN";
/// Namua: South's A6 faces North's a3, so South must capture from A6.
const NAMUA_CAPTURE: &str =
    "0,0,0,0,0,0,0,0/0,2,2,6,0,2,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S stock=20,20 nyumba=SN";
/// Mtaji: A1 sown right captures at A3; B1 holds 16, A3 is a singleton, B2 does not capture.
const MTAJI_CAPTURE: &str =
    "0,0,0,0,0,0,0,0/0,0,1,0,0,0,0,2/2,0,1,0,0,0,0,0/16,3,0,0,0,0,0,0 S stock=0,0 nyumba=-";
/// Mtaji, no capture: A4 and A6 hold 2, A3 is a singleton, B2 holds 3.
const MTAJI_TAKASA: &str =
    "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,0,1,2,0,2,0,0/0,3,0,0,0,0,0,0 S stock=0,0 nyumba=-";

/// Plays `mv` from `position` (with `rules` when given) and gets what bao says, checking it
/// refuses the move with exit 1.
fn refused(rules: Option<&str>, position: &str, mv: &str) -> String {
    let mut args = vec!["play"];
    if let Some(rules) = rules {
        args.extend(["--rules", rules]);
    }
    args.extend([position, mv]);
    let output = bao(&args);
    let stderr = String::from_utf8(output.stderr).expect("utf-8");
    assert_eq!(output.status.code(), Some(1), "{mv}: {stderr}");
    assert!(
        stderr.contains(&format!("illegal move `{mv}`: ")),
        "{stderr}"
    );
    assert!(!stderr.contains("played here only"), "{stderr}");
    stderr
}

macro_rules! names_the_rule {
    ($($name:ident: $rules:expr, $position:expr, $mv:expr => $rule:expr;)*) => {$(
        #[test]
        fn $name() {
            let stderr = refused($rules, &$position, $mv);
            assert!(stderr.contains($rule), "{}: {stderr}", $mv);
        }
    )*};
}

names_the_rule! {
    a_hole_of_the_other_player: None, START, "a3L"
        => "a3 is North's hole but South is to move, and a player sows only his own holes";
    an_empty_hole: None, START, "A1L" => "A1 is empty, and a move starts by lifting seeds";
    a_player_whose_front_row_is_empty: None,
        "0,0,0,0,0,0,0,0/0,0,0,2,0,0,0,0/0,0,0,0,0,0,0,0/0,0,3,0,0,0,0,0 S", "B3L"
        => "South's front row is empty, so South has lost and no move starts";
    a_namua_move_that_does_not_capture_when_one_can: None, NAMUA_CAPTURE, "A7L"
        => "a capture is possible, so the move must capture";
    a_mtaji_move_that_does_not_capture_when_one_can: None, MTAJI_CAPTURE, "B2L"
        => "a capture is possible, so the move must capture; legal moves: A1R";
    a_hole_of_sixteen_when_a_capture_is_possible: None, MTAJI_CAPTURE, "B1L"
        => "a capture is possible, so the move must capture, and a hole of 16 or more seeds such as B1 never starts a capture";
    a_singleton_when_a_capture_is_possible: None, MTAJI_CAPTURE, "A3L"
        => "a capture is possible, so the move must capture, and A3 is a singleton, which never starts a move in the mtaji stage";
    a_capture_written_as_a_takasa: None, NAMUA_CAPTURE, "A6L*"
        => "A6 captures that way, so it is not a takasa: drop the `*`";
    a_capture_going_the_way_that_does_not_capture: Some("kujifunza"),
        "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S", "A2L"
        => "a capture is possible, so the move must capture, and from A2 only A2R does";
    a_namua_capture_entering_from_the_wrong_kichwa: None,
        "0,0,0,0,0,0,0,0/0,0,0,6,0,0,0,4/0,0,0,0,6,0,0,1/0,0,0,0,0,0,0,0 S stock=10,10 nyumba=SN", "A8>+"
        => "seeds captured at a kichwa or kimbi enter from the kichwa on that side, here A8";
    a_hole_blocked_by_takasia: None, format!("{MTAJI_TAKASA} block=A6"), "A6L"
        => "A6 is blocked by takasia this turn, so no takasa starts from it";
    a_namua_move_from_the_back_row: None,
        "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/2,0,0,0,0,0,0,0 S stock=20,22 nyumba=SN", "B1L"
        => "while a player has seeds in stock, no move starts from the back row";
    a_namua_takasa_from_the_functional_nyumba: None, START, "A5L"
        => "the nyumba may not start a takasa while another front hole is occupied";
    a_namua_takasa_from_a_singleton: None,
        "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,1,2,0/0,0,0,0,0,0,0,0 S stock=22,22 nyumba=N", "A6L"
        => "A6 is a singleton: a namua takasa starts from a hole of 2 or more while there is one";
    a_mtaji_move_from_a_singleton: None, MTAJI_TAKASA, "A3L"
        => "A3 is a singleton, and a singleton never starts a move in the mtaji stage";
    a_mtaji_takasa_from_the_back_row: None, MTAJI_TAKASA, "B2L"
        => "a back-row hole starts a takasa only when no front hole holds 2 or more";
    a_lone_kichwa_sown_out_of_the_front_row: None,
        "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/3,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S stock=0,0 nyumba=-", "A1L"
        => "A1 is the only occupied front hole, and a lone kichwa is sown towards the centre so the front row is never emptied";
    a_safari_in_the_mtaji_stage: None, MTAJI_TAKASA, "A6L>"
        => "a move without capture in the mtaji stage sows the nyumba like any hole: there is no safari to choose";
    a_safari_after_a_namua_takasa: None, START, "A6L>"
        => "a takasa that ends in the nyumba stops there: there is no safari to choose";
    a_safari_after_a_capture_that_does_not_end_in_the_nyumba: None, NAMUA_CAPTURE, "A6L>"
        => "only a move that ends in the functional nyumba may go on a safari, and A6L does not end there";
    a_sowing_that_never_ends: None,
        "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,2/0,1,2,0,1,0,1,0/1,0,1,0,1,2,0,1 S stock=0,0 nyumba=-", "A3R*"
        => "that sowing never ends, which these rules do not allow";
    a_takasia_mark_on_a_move_that_blocks_nothing: None, MTAJI_TAKASA, "A6<**"
        => "`**` marks takasia but A6L* blocks no hole";
    a_winning_mark_on_a_move_that_does_not_win: None, MTAJI_TAKASA, "A6<#"
        => "`#` marks a winning move but A6L* does not win";
}
