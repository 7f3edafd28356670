//! The random positions every property is tried on (see the module docs of tests/properties.rs).

use bao::engine::{
    Board, BySide, Endless, Hole, LoneKichwa, NamuaTakasa, NyumbaTax, Position, Row, Rules, Setup,
    Side, TakasaNyumba, Variant,
};
use proptest::{collection::vec, prelude::*, sample::select};

/// The most seeds on the board of a generated position (see the module docs).
pub const MAX_BOARD_SEEDS: usize = 28;

/// Any ruleset, with any options.
pub fn rules() -> impl Strategy<Value = Rules> {
    (
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        select(vec![Endless::Illegal, Endless::Draw, Endless::MoverLoses]),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(kujifunza, any_takasa, takasia, endless, may_stop, tax_after, sowable)| Rules {
                variant: if kujifunza {
                    Variant::Kujifunza
                } else {
                    Variant::Kiswahili
                },
                namua_takasa: if any_takasa {
                    NamuaTakasa::AnyOccupied
                } else {
                    NamuaTakasa::Limited
                },
                takasia,
                endless,
                takasa_nyumba: if may_stop {
                    TakasaNyumba::MayStop
                } else {
                    TakasaNyumba::Stops
                },
                nyumba_tax: if tax_after {
                    NyumbaTax::AfterSeed
                } else {
                    NyumbaTax::BeforeSeed
                },
                lone_kichwa: if sowable {
                    LoneKichwa::OnlySowable
                } else {
                    LoneKichwa::OnlyOccupied
                },
            },
        )
}

/// Puts one seed for each place (0..32, in [`Board::printed_hole`] order) on an empty board.
pub fn board_of(places: Vec<usize>) -> Board {
    let mut board = Board::empty();
    for place in places {
        let hole = Board::printed_hole(place / 8, place % 8);
        board.set(hole, board.get(hole) + 1);
    }
    board
}

/// Seeds thrown on the board: each to a random hole, or to one pile, so that big holes occur.
pub fn scattered() -> impl Strategy<Value = Board> {
    (0..32usize)
        .prop_flat_map(|pile| vec(prop_oneof![0..32usize, Just(pile)], 0..=MAX_BOARD_SEEDS))
        .prop_map(board_of)
}

/// Seeds thrown into a few holes only, so that most holes hold 0 or 2+ and moves are many.
pub fn clustered() -> impl Strategy<Value = Board> {
    vec(0..32usize, 2..10)
        .prop_flat_map(|holes| vec(select(holes), 0..=MAX_BOARD_SEEDS))
        .prop_map(board_of)
}

/// Sides (circuit order A1..A8, B8..B1) on which some takasa relays round and round for ever:
/// common::NEVER_ENDING in tests/rules and three more found the same way.
pub const CYCLING: [[u8; 16]; 4] = [
    [0, 1, 2, 0, 1, 0, 1, 0, 1, 0, 2, 1, 0, 1, 0, 1],
    [1, 0, 1, 0, 2, 1, 0, 1, 0, 1, 2, 0, 1, 0, 1, 0],
    [0, 2, 1, 0, 1, 0, 1, 0, 1, 2, 1, 0, 1, 2, 0, 1],
    [2, 0, 1, 0, 1, 2, 1, 0, 1, 0, 2, 1, 0, 1, 0, 1],
];

/// One side as a cycling side turned round the circuit (plain relays do not care where the circuit
/// starts) and maybe mirrored, the other side a few scattered seeds; the cycling side moves.
pub fn cycling() -> impl Strategy<Value = (Board, Side)> {
    (
        select(CYCLING.to_vec()),
        0..16usize,
        any::<bool>(),
        any::<bool>(),
        vec(0..16usize, 0..6),
    )
        .prop_map(|(side_seeds, turn, mirror, north, others)| {
            let side = if north { Side::North } else { Side::South };
            let mut board = Board::empty();
            let holes: Vec<Hole> = Hole::all(side).collect();
            for (i, n) in side_seeds.into_iter().enumerate() {
                let place = if mirror { 15 - i } else { i };
                board.set(holes[(place + turn) % 16], n);
            }
            let theirs: Vec<Hole> = Hole::all(side.opponent()).collect();
            for place in others {
                board.set(theirs[place], board.get(theirs[place]) + 1);
            }
            (board, side)
        })
}

/// A board and, for a cycling board, the side that must move.
pub fn board() -> impl Strategy<Value = (Board, Option<Side>)> {
    prop_oneof![
        2 => scattered().prop_map(|b| (b, None)),
        2 => clustered().prop_map(|b| (b, None)),
        1 => cycling().prop_map(|(b, side)| (b, Some(side))),
    ]
}

/// A stock: empty half the time (the mtaji stage), else 1 to 18 (28 + 2 × 18 = 64).
pub fn stock() -> impl Strategy<Value = u8> {
    prop_oneof![Just(0u8), 1..=18u8]
}

prop_compose! {
    /// A position the rules accept, as described in the module docs.
    pub fn position()(
        rules in rules(),
        (board, mover) in board(),
        stock in (stock(), stock()),
        north in any::<bool>(),
        owned in prop::option::of((any::<bool>(), any::<bool>())),
        block in prop::option::of(1..=8u8),
    ) -> Position {
        let to_move = mover.unwrap_or(if north { Side::North } else { Side::South });
        let kiswahili = rules.variant == Variant::Kiswahili;
        let nyumba = owned.map(|(south, north)| {
            let owns = |side, wish| wish && kiswahili && board.get(Hole::nyumba(side)) > 0;
            BySide::new(owns(Side::South, south), owns(Side::North, north))
        });
        let setup = Setup {
            board,
            to_move,
            stock: if kiswahili { BySide::new(stock.0, stock.1) } else { BySide::default() },
            nyumba,
            blocked: block
                .filter(|_| rules.takasia)
                .map(|n| Hole::new(to_move, Row::Front, n)),
        };
        setup.into_position(rules).expect("the generator makes valid positions")
    }
}
