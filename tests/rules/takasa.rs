//! Takasa (moves without capture): which holes may start one in each stage.

use bao::engine::Position;

use crate::common::*;

/// Namua takasa never starts in the back row: seed 004 §19(c) "While any kete remain in the stock, a
/// player may not commence to takata with the kete of a back-row shimo". Hand-made: the same board in
/// namua starts from the front singletons (every occupied front hole is one) and in mtaji from the
/// back hole B4 (seed 004 §4(b), below).
#[test]
fn namua_takasa_never_starts_in_the_back_row() {
    let board = "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,1,0,0,1,0,0/0,0,0,5,0,0,0,0 S nyumba=-";
    let namua = position(&format!("{board} stock=3,3"));
    assert_eq!(legal(&namua), names(&["A3L*", "A3R*", "A6L*", "A6R*"]));
    let mtaji = position(&format!("{board} stock=0,0"));
    assert_eq!(legal(&mtaji), names(&["B4L*", "B4R*"]));
}

/// The functional nyumba may not receive the stock seed of a namua takasa while another front hole
/// is occupied: MW "If the player has a nyumba, he is not permitted to put the seed into it, unless
/// it is the only occupied hole in his front row"; seed 004 §19(d) "He may neither commence nor
/// continue to takata with his nyumba". At the start (GC diagram 2; seed 004 §17 "adds it to one of
/// his two pairs of kete") South may only play A6 or A7. With a functional nyumba the singletons are
/// allowed (MW ties the two-seed limit to a player who "has no nyumba").
#[test]
fn namua_takasa_skips_the_functional_nyumba() {
    let start = Position::start(bao::engine::Rules::KISWAHILI);
    assert_eq!(legal(&start), names(&["A6L*", "A6R*", "A7L*", "A7R*"]));
    let singletons = position(
        "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,1,0,0,6,0,1,0/0,0,0,0,0,0,0,0 S stock=5,5 nyumba=S",
    );
    assert_eq!(legal(&singletons), names(&["A2L*", "A2R*", "A7L*", "A7R*"]));
}

/// Without a functional nyumba a namua takasa starts only in a hole of 2+ seeds, unless every
/// occupied front hole is a singleton: MW "If the player has no nyumba, he can only add the seed to a
/// hole, which contains at least two seeds, unless all non-empty holes in the front row are
/// singletons." (The `namua-takasa=any` option drops this; see options.rs.)
#[test]
fn namua_takasa_needs_two_seeds_unless_all_are_singletons() {
    let mixed = position(
        "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,1,2,0,0,1,0,0/0,0,0,0,0,0,0,0 S stock=5,5 nyumba=-",
    );
    assert_eq!(legal(&mixed), names(&["A3L*", "A3R*"]));
    let singletons = position(
        "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,1,0,0,0,1,0,0/0,0,0,0,0,0,0,0 S stock=5,5 nyumba=-",
    );
    assert_eq!(legal(&singletons), names(&["A2L*", "A2R*", "A6L*", "A6R*"]));
}

/// Mtaji takasa starts in a front hole of 2+ seeds when there is one, and never in a singleton: seed
/// 004 §4(a) "You may not start to takata with only one kete", §4(b) "You may not start to takata
/// with kete from a back-row shimo if you can do so with kete from a front-row shimo"; seed 003
/// §4.2.4.2 "nunca se puede comenzar sembrando por un hueco singleton".
#[test]
fn mtaji_takasa_prefers_a_front_hole_of_two() {
    let position = position(
        "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,1,0,3,0,0,0,0/0,0,5,0,0,0,0,0 S stock=0,0 nyumba=-",
    );
    assert_eq!(legal(&position), names(&["A4L*", "A4R*"]));
}

/// Only when no front hole holds 2+ seeds may a back hole of 2+ start a mtaji takasa: MW "If there
/// are only singletons in the front row, he may take a hole in his back row, but no singletons";
/// seed 003 §4.2.4.2 "se debe sembrar un hueco de la fila de atrás". The singletons A2, A6 and B7
/// never start.
#[test]
fn mtaji_takasa_falls_back_to_the_back_row() {
    let position = position(
        "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,1,0,0,0,1,0,0/0,0,5,0,0,0,1,0 S stock=0,0 nyumba=-",
    );
    assert_eq!(legal(&position), names(&["B3L*", "B3R*"]));
}

/// A lone kichwa is sown only towards the centre, so the front row is never emptied: MW "If the only
/// occupied hole of the front row is a kichwa and it contains two or more seeds, they must be sown
/// towards the center of the front row"; kibao "kutakata cannot be done in the direction of the back
/// row". Mtaji (A8 with 3) and namua (A1 with 1 and the stock seed) alike.
#[test]
fn lone_kichwa_is_sown_towards_the_centre() {
    let mtaji = position(
        "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,3/1,0,0,0,0,0,0,0 S stock=0,0 nyumba=-",
    );
    assert_eq!(legal(&mtaji), names(&["A8L*"]));
    let namua = position(
        "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 S stock=5,5 nyumba=-",
    );
    assert_eq!(legal(&namua), names(&["A1R*"]));
    let played = play(&namua, "A1R*");
    assert_board(
        played.position.board(),
        &rows("0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,2/0,1,1,0,0,0,0,0/0,0,0,0,0,0,0,0"),
    );
}
