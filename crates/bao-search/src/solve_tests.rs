//! The bounded prover against the unbounded one, and the table's replacement.

use super::{
    deepening::{KnownTable, prove_in},
    *,
};
use crate::{dice::Dice, prove::prove};
use bao_engine::Rules;

/// Positions near the end of random games of both variants (xorshift64 from `seed`).
fn late_positions(games: usize, seed: u64) -> Vec<Position> {
    let mut dice = Dice::from_state(seed);
    let mut below = |n: usize| dice.pick(n);
    let mut out = Vec::new();
    for g in 0..games {
        let rules = [Rules::KUJIFUNZA, Rules::KISWAHILI][g % 2];
        let mut game = vec![Position::start(rules)];
        while let Some(child) = game[game.len() - 1].sample_child(&mut below) {
            if child.end.is_some() || game.len() > 400 {
                break;
            }
            game.push(child.position);
        }
        out.extend(game.iter().rev().take(6).skip(1));
    }
    out
}

#[test]
fn a_table_of_one_bucket_forgets_yet_proves_what_the_unbounded_prover_proves() {
    let mut replaced = 0;
    let mut wins = 0;
    for position in late_positions(30, 0x5eed) {
        let expected = prove(&position, 3, &|| false).expect("a proof");
        let mut last = None;
        let proved = prove_in(
            (&position, position.children()),
            3,
            true,
            (KnownTable::new(1), ChildrenCache::new(1)),
            &mut |s| last = Some(*s),
            &|| false,
        )
        .expect("a proof");
        assert_eq!(proved.proof, expected.proof);
        assert_eq!(proved.best, expected.best);
        assert_eq!(proved.moves, expected.moves);
        let last = last.expect("progress was reported");
        assert_eq!(last.stored.1, BUCKET as u64, "one bucket");
        assert!(last.stored.0 <= last.stored.1);
        replaced += last.replaced;
        wins += usize::from(matches!(proved.proof, Proof::WinIn(_)));
    }
    assert!(replaced > 0, "the table was full and forgot entries");
    assert!(wins > 0, "some position was a win");
}

#[test]
fn an_entry_keeps_the_tightest_bounds_and_the_costliest_proof_stays() {
    let mut table = KnownTable::new(1);
    table.put(7, 2, false, 10);
    table.put(7, 5, true, 3);
    table.put(7, 4, true, 1);
    assert_eq!(table.get(7), (2, 4));
    for key in [11, 13, 17] {
        table.put(key, 1, false, 100);
    }
    assert_eq!(table.stored, 4);
    // A fifth position replaces the cheapest entry, 7's (10 nodes).
    table.put(19, 1, false, 50);
    assert_eq!(table.get(7), (0, u32::MAX));
    assert_eq!(table.get(19), (1, u32::MAX));
    assert_eq!((table.stored, table.replaced), (4, 1));
}

#[test]
fn proof_numbers_in_one_bucket_prove_what_the_unbounded_prover_proves() {
    let mut replaced = 0;
    for position in late_positions(30, 0xdf) {
        let expected = prove(&position, 3, &|| false).expect("a proof");
        let mut progress = |_: &Status| {};
        let mut search = dfpn::Dfpn {
            table: dfpn::PnTable::new(1),
            children: ChildrenCache::new(1),
            nodes: 0,
            status: Status::new(BUCKET as u64),
            progress: &mut progress,
            stop: &|| false,
            stopped: false,
        };
        let proved = root(&mut search, &position, position.children(), 3, true).expect("a proof");
        assert_eq!(proved.proof, expected.proof);
        assert_eq!(proved.best, expected.best);
        assert_eq!(proved.moves, expected.moves);
        assert!(search.table.stored <= BUCKET as u64);
        replaced += search.table.replaced;
    }
    assert!(replaced > 0, "the table was full and forgot entries");
}

/// The Kujifunza position of issue 20, where one of North's candidates (`a5R*`) sows for
/// seconds before its cycle closes.
const SLOW: &str =
    "1,0,3,0,1,13,1,3/8,1,10,8,1,4,3,2/0,0,1,0,0,0,0,0/1,0,0,1,1,0,1,0 N stock=0,0 nyumba=-";

#[test]
fn the_provers_sow_the_legal_moves_of_a_node_under_the_stop() {
    let position = SLOW
        .parse::<bao_engine::Setup>()
        .expect("position text")
        .into_position(Rules::KUJIFUNZA)
        .expect("a position");
    let mut cache = ChildrenCache::new(MIN_MEMORY);
    let calls = std::cell::Cell::new(0u32);
    let stop = || {
        calls.set(calls.get() + 1);
        true
    };
    // Cut at the watch's first look inside the long sowing, and nothing kept of it.
    assert!(cache.children_of(&position, 1, &stop).is_none());
    assert_eq!(calls.get(), 1);
    assert!(cache.get(1).is_none());
}
