use bao_engine::{Position, Rules, Setup};

use super::{GenerateOptions, generate, key};
use crate::verify::solve_puzzle;

fn small() -> GenerateOptions {
    GenerateOptions {
        count: 6,
        seed: 7,
        ..GenerateOptions::default()
    }
}

#[test]
fn the_same_seed_gives_the_same_puzzles_and_each_is_proved() {
    let first = generate(&small(), &|| false, &mut |_| {});
    let second = generate(&small(), &|| false, &mut |_| {});
    assert_eq!(first.len(), 6);
    assert_eq!(first, second);
    for puzzle in &first {
        let again = solve_puzzle(&puzzle.position, puzzle.solution.wins_in, None, &|| false);
        assert_eq!(again.as_ref(), Ok(&puzzle.solution));
        assert!(puzzle.solution.work <= small().work);
    }
    let other = generate(
        &GenerateOptions { seed: 8, ..small() },
        &|| false,
        &mut |_| {},
    );
    assert_ne!(first, other);
}

#[test]
fn no_two_puzzles_are_the_same_position_or_its_mirror() {
    let puzzles = generate(&small(), &|| false, &mut |_| {});
    let mut keys: Vec<_> = puzzles.iter().map(|p| key(&p.position)).collect();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), puzzles.len());
}

fn position(text: &str, rules: Rules) -> Position {
    text.parse::<Setup>()
        .expect("a position text")
        .into_position(rules)
        .expect("a legal position")
}

#[test]
fn a_position_its_mirror_and_its_sides_swapped_share_a_key_when_no_nyumba_is_owned() {
    let p = position(
        "0,0,0,1,0,0,0,3/0,2,0,0,0,0,0,0/0,0,5,0,0,0,0,1/0,0,0,0,0,4,0,0 S",
        Rules::KUJIFUNZA,
    );
    // Left and right swapped on every row.
    let mirror = position(
        "3,0,0,0,1,0,0,0/0,0,0,0,0,0,2,0/1,0,0,0,0,5,0,0/0,0,4,0,0,0,0,0 S",
        Rules::KUJIFUNZA,
    );
    // The board turned round, North to move: North's holes hold what South's did.
    let swapped = position(
        "0,0,4,0,0,0,0,0/1,0,0,0,0,5,0,0/0,0,0,0,0,0,2,0/3,0,0,0,1,0,0,0 N",
        Rules::KUJIFUNZA,
    );
    assert_eq!(key(&p), key(&mirror));
    assert_eq!(key(&p), key(&swapped));
    let other = position(
        "0,0,0,1,0,0,0,3/0,2,0,0,0,0,0,0/0,0,5,0,0,0,0,1/0,0,0,0,0,4,0,0 N",
        Rules::KUJIFUNZA,
    );
    assert_ne!(key(&p), key(&other));
    let kiswahili = position(
        "0,0,0,1,0,0,0,3/0,2,0,0,0,0,0,0/0,0,5,0,0,0,0,1/0,0,0,0,0,4,0,0 S nyumba=-",
        Rules::KISWAHILI,
    );
    assert_ne!(key(&p), key(&kiswahili));
}

#[test]
fn an_owned_nyumba_keeps_a_position_apart_from_its_mirror() {
    let rows = "0,0,0,0,2,0,0,0/0,0,0,6,3,0,0,0/0,0,0,3,6,0,0,0/0,1,0,0,0,0,0,0 S";
    let mirror = "0,0,0,2,0,0,0,0/0,0,0,3,6,0,0,0/0,0,0,6,3,0,0,0/0,0,0,0,0,0,1,0 S";
    let owned = |text: &str| position(&format!("{text} nyumba=SN"), Rules::KISWAHILI);
    let lost = |text: &str| position(&format!("{text} nyumba=-"), Rules::KISWAHILI);
    assert_ne!(key(&owned(rows)), key(&owned(mirror)));
    assert_eq!(key(&lost(rows)), key(&lost(mirror)));
    assert_ne!(key(&owned(rows)), key(&lost(rows)));
}
