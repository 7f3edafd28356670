//! Every rules option changes the result on some position (RULES.md "Where the sources differ").
//! The `endless` options are in end.rs.

use bao::engine::{LoneKichwa, MoveKind, PositionError, Rules, Setup};

use crate::{common::*, nyumba::nyumba_board};

/// The options and their values; a new one must get a test here.
#[test]
fn every_option_has_a_test() {
    let options: Vec<(&str, &[&str])> = Rules::OPTIONS.to_vec();
    assert_eq!(
        options,
        [
            ("namua-takasa", &["limited", "any"][..]),
            ("takasia", &["on", "off"][..]),
            ("endless", &["illegal", "draw", "mover-loses"][..]),
            ("takasa-nyumba", &["stops", "may-stop"][..]),
            ("nyumba-tax", &["before-seed", "after-seed"][..]),
            ("lone-kichwa", &["only-occupied", "only-sowable"][..]),
        ]
    );
}

/// `namua-takasa=any` follows seed 002 §4.2.3.10 "se pone una semilla en uno de los huecos con una o
/// más semillas": the singletons A2 and A6 may start beside A3's 2. Hand-derived: stock seed into A2,
/// sown A3, A4 (empty). The functional nyumba stays excluded (start position).
#[test]
fn namua_takasa_any_allows_singletons() {
    let text =
        "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,1,2,0,0,1,0,0/0,0,0,0,0,0,0,0 S stock=5,5 nyumba=-";
    assert_eq!(legal(&position(text)), names(&["A3L*", "A3R*"]));
    let any = position_with(text, "kiswahili,namua-takasa=any");
    assert_eq!(
        legal(&any),
        names(&["A2L*", "A2R*", "A3L*", "A3R*", "A6L*", "A6R*"])
    );
    let played = play(&any, "A2R*");
    assert_board(
        played.position.board(),
        &rows("0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,3,1,0,1,0,0/0,0,0,0,0,0,0,0"),
    );
    let rules = "kiswahili,namua-takasa=any".parse().unwrap();
    assert_eq!(
        legal(&bao::engine::Position::start(rules)),
        names(&["A6L*", "A6R*", "A7L*", "A7R*"])
    );
}

/// `takasia=off` follows seed 004, which has no such rule: the same takasa blocks nothing, and
/// North's relay goes on through a3 (a2, a1, b1). A block cannot even be written under these rules.
#[test]
fn takasia_off_blocks_nothing() {
    let position = position_with(TAKASIA_RELAY, "kiswahili,takasia=off");
    let north = play(&position, "A4R*").position;
    assert_eq!(north.blocked(), None);
    assert_eq!(legal(&north), names(&["a3L*", "a3R*", "a7L*", "a7R*"]));
    let played = play(&north, "a7L*");
    assert_board(
        played.position.board(),
        &rows("0,0,0,0,0,0,0,1/0,0,1,0,1,0,1,1/0,0,0,0,1,1,0,0/0,0,0,0,0,0,0,3"),
    );
    assert_eq!(last_hole(&played), "b1");
    let blocked: Setup = format!("{} block=A3", TAKASIA_RELAY).parse().unwrap();
    assert_eq!(
        blocked.into_position("kiswahili,takasia=off".parse().unwrap()),
        Err(PositionError::BlockWithoutTakasia(hole("A3")))
    );
}

/// Bao la Kujifunza has no takasia by default: neither "The Rules of Bao" §12–14, which set out the
/// learners' game, nor Mancala World gives it one (issue 21). The takasa of `takasia_off_blocks_nothing`
/// blocks nothing in Kujifunza, and North's a7L* relays on through a3 to b1; `kujifunza,takasia=on`,
/// for a source that does block, blocks a3 as in Bao la Kiswahili.
#[test]
fn kujifunza_blocks_nothing_unless_takasia_is_on() {
    let north = play(&position_with(TAKASIA_RELAY, "kujifunza"), "A4R*").position;
    assert_eq!(north.blocked(), None);
    assert_eq!(legal(&north), names(&["a3L*", "a3R*", "a7L*", "a7R*"]));
    assert_eq!(last_hole(&play(&north, "a7L*")), "b1");
    let on = play(
        &position_with(TAKASIA_RELAY, "kujifunza,takasia=on"),
        "A4R*",
    )
    .position;
    assert_eq!(on.blocked(), Some(hole("a3")));
    assert_eq!(legal(&on), names(&["a7L*", "a7R*"]));
}

/// `takasa-nyumba=may-stop` reads seed 002 §4.2.3.11 literally ("el jugador puede finalizar su
/// turno si desea", not restricted to captures): the namua takasa ending in the functional nyumba
/// may stop or sow it on (A6..B5), and the safari destroys it.
#[test]
fn takasa_nyumba_may_stop_offers_a_safari() {
    let position = position_with(&nyumba_board(6, "S"), "kiswahili,takasa-nyumba=may-stop");
    assert_eq!(legal(&position), names(&["A2L*", "A2R*", "A2R>*"]));
    let stop = play(&position, "A2R*");
    assert_board(
        stop.position.board(),
        &rows("0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,1,1,7,0,0,0/0,0,0,0,0,0,0,0"),
    );
    let safari = play(&position, "A2R>*");
    assert_board(
        safari.position.board(),
        &rows("0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,1,1,0,1,1,1/0,0,0,0,1,1,1,1"),
    );
    assert!(!safari.position.nyumba().south);
    assert_eq!(last_hole(&safari), "B5");
}

/// Issue 14: South's owned nyumba A5 holds 5 seeds and is his only occupied front hole; no capture
/// (a4 is empty). The stock seed brings it to six.
pub(crate) const NYUMBA_OF_FIVE: &str =
    "2,1,1,1,0,0,0,0/1,1,2,7,0,0,0,0/0,0,0,0,5,0,0,0/0,0,0,1,1,0,2,3 S stock=18,18 nyumba=SN";

/// `nyumba-tax=before-seed` (the default) counts the six before the stock seed, reading "Bao de
/// Zanzíbar" §4.2.3.11 "Estas reglas especiales no se aplican si se tienen menos de seis semillas
/// en la nyumba" as the nyumba as it stands: 5 is not functional, so no tax; the seed goes in and
/// all 6 are sown, and the nyumba is gone. Hand-derived: A5R* sows A6, A7, A8, B8 (4), B7 (3), B6
/// (empty: the end); A5L* sows A4..A1, B1 (1), B2 (empty: the end).
#[test]
fn nyumba_tax_counts_six_before_the_stock_seed_by_default() {
    let position = position(NYUMBA_OF_FIVE);
    assert_eq!(legal(&position), names(&["A5L*", "A5R*"]));
    assert!(
        position
            .legal_moves()
            .iter()
            .all(|m| m.kind() == MoveKind::Takasa)
    );
    let right = play(&position, "A5R*");
    assert_board(
        right.position.board(),
        &rows("2,1,1,1,0,0,0,0/1,1,2,7,0,0,0,0/0,0,0,0,0,1,1,1/0,0,0,1,1,1,3,4"),
    );
    assert_eq!(last_hole(&right), "B6");
    assert!(!right.position.nyumba().south, "sown whole, so lost");
    let left = play(&position, "A5L*");
    assert_board(
        left.position.board(),
        &rows("2,1,1,1,0,0,0,0/1,1,2,7,0,0,0,0/1,1,1,1,0,0,0,0/1,1,0,1,1,0,2,3"),
    );
    assert_eq!(last_hole(&left), "B2");
}

/// `nyumba-tax=after-seed` counts the six once the stock seed is in, as "The Rules of Bao" §19(e)
/// allows, stating the tax with no threshold: "he must put his kete from the stock into his nyumba,
/// take two kete from the nyumba place one in each of the next two mashimo to the right or the next
/// two mashimo to the left". Hand-derived: 5 + 1 − 2 = 4 stay in A5, still owned; A5R* sows A6, A7
/// (empty: the end), A5L* sows A4, A3.
#[test]
fn nyumba_tax_after_seed_taxes_a_nyumba_of_five() {
    let position = position_with(NYUMBA_OF_FIVE, "kiswahili,nyumba-tax=after-seed");
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
        &rows("2,1,1,1,0,0,0,0/1,1,2,7,0,0,0,0/0,0,0,0,4,1,1,0/0,0,0,1,1,0,2,3"),
    );
    assert_eq!(last_hole(&right), "A7");
    assert!(right.position.nyumba().south, "taxed, so kept");
    let left = play(&position, "A5L*");
    assert_board(
        left.position.board(),
        &rows("2,1,1,1,0,0,0,0/1,1,2,7,0,0,0,0/0,0,1,1,4,0,0,0/0,0,0,1,1,0,2,3"),
    );
    // Six or more before the seed are taxed under both readings; four are taxed under neither.
    for rules in ["kiswahili", "kiswahili,nyumba-tax=after-seed"] {
        let six = NYUMBA_OF_FIVE
            .replace(",5,", ",6,")
            .replace("stock=18", "stock=17");
        let six = position_with(&six, rules);
        assert!(six.legal_moves().iter().all(|m| m.kind() == MoveKind::Tax));
        let four = position_with(&NYUMBA_OF_FIVE.replace(",5,", ",4,"), rules);
        assert!(
            four.legal_moves()
                .iter()
                .all(|m| m.kind() == MoveKind::Takasa)
        );
    }
}

/// Issue 23, `lone-kichwa`: South's kichwa A8 holds 3 and A2 a single seed. By default A8 is not
/// the only occupied front hole and may go either way; under `lone-kichwa=only-sowable` it is the
/// only front hole of 2+ seeds and goes towards the centre only (hand-derived from the rule).
#[test]
fn lone_kichwa_only_sowable_ignores_single_seeds() {
    let text =
        "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,1,0,0,0,0,0,3/1,0,0,0,0,0,0,0 S stock=0,0 nyumba=-";
    assert_eq!(legal(&position(text)), names(&["A8L*", "A8R*"]));
    let sowable = position_with(text, "kiswahili,lone-kichwa=only-sowable");
    assert_eq!(legal(&sowable), names(&["A8L*"]));
}

/// Issue 23: the lone-kichwa reading is an option; its default is the sources' literal wording.
#[test]
fn lone_kichwa_defaults_to_only_occupied() {
    assert_eq!(
        "kujifunza".parse::<Rules>().unwrap().lone_kichwa,
        LoneKichwa::OnlyOccupied
    );
    assert_eq!(
        "kujifunza,lone-kichwa=only-occupied"
            .parse::<Rules>()
            .unwrap()
            .to_string(),
        "kujifunza"
    );
    assert!(
        "kiswahili,lone-kichwa=only"
            .parse::<Rules>()
            .unwrap_err()
            .to_string()
            .contains("`only-occupied` or `only-sowable`")
    );
}
