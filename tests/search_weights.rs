//! The evaluation's weights as a value: `evaluate` and `analyse` are `evaluate_with` and
//! `analyse_with` with the default weights, and other weights are used by the evaluation and the
//! search alike.

use bao::{
    engine::{Position, Rules},
    search::{
        Limits, Score, analyse, analyse_with,
        eval::{evaluate, evaluate_with},
        params::Weights,
    },
};

mod search_support;

use search_support::{Dice, random_game};

/// Positions from random games of both variants, every tenth turn, still going.
fn positions(seed: u64) -> Vec<Position> {
    let mut rng = Dice::from_state(seed);
    let mut out = Vec::new();
    for g in 0..6 {
        let rules = if g % 2 == 0 {
            Rules::KUJIFUNZA
        } else {
            Rules::KISWAHILI
        };
        let game = random_game(rules, &mut rng, 200);
        out.extend(
            game.iter()
                .step_by(10)
                .filter(|p| p.outcome().is_none())
                .copied(),
        );
    }
    out
}

/// The weights all zero: every quiet position is worth nothing.
const ZERO: Weights = Weights {
    seed: 0,
    front_seed: 0,
    nyumba: 0,
    mobility: 0,
    capture_threat: 0,
    exposed: 0,
};

#[test]
fn the_default_weights_are_the_tuned_ones() {
    let default = Weights::DEFAULT;
    assert_eq!(
        (default.seed, default.front_seed, default.nyumba),
        (100, -7, 150)
    );
    assert_eq!(
        (default.mobility, default.capture_threat, default.exposed),
        (10, 40, 8)
    );
    assert_eq!(Weights::default(), Weights::DEFAULT);
}

#[test]
fn evaluate_is_evaluate_with_the_default_weights() {
    let positions = positions(0x5eed);
    assert!(
        positions.len() > 20,
        "too few positions: {}",
        positions.len()
    );
    for position in &positions {
        assert_eq!(
            evaluate(position),
            evaluate_with(position, &Weights::DEFAULT)
        );
    }
}

#[test]
fn each_seed_of_material_is_worth_the_seed_weight() {
    let mut checked = 0;
    for position in positions(0xface) {
        let me = position.to_move();
        let material =
            |side| position.board().count(side) as i32 + i32::from(*position.stock().get(side));
        let difference = material(me) - material(me.opponent());
        let more = Weights {
            seed: 101,
            ..Weights::DEFAULT
        };
        assert_eq!(
            evaluate_with(&position, &more) - evaluate(&position),
            difference
        );
        checked += usize::from(difference != 0);
    }
    assert!(checked > 5, "too few positions with unequal material");
}

#[test]
fn analyse_is_analyse_with_the_default_weights() {
    for position in positions(0xbea7).iter().take(12) {
        let limits = Limits {
            depth: 3,
            nodes: None,
        };
        assert_eq!(
            analyse(position, limits, &|| false),
            analyse_with(position, limits, &Weights::DEFAULT, &|| false)
        );
    }
}

#[test]
fn the_search_evaluates_with_the_weights_it_is_given() {
    let start = Position::start(Rules::KISWAHILI);
    let limits = Limits {
        depth: 2,
        nodes: None,
    };
    let zero = analyse_with(&start, limits, &ZERO, &|| false).expect("the start is searchable");
    assert!(
        zero.moves
            .iter()
            .all(|(_, score)| matches!(score, Score::Eval(0))),
        "{:?}",
        zero.moves
    );
    let default = analyse(&start, limits, &|| false).expect("the start is searchable");
    assert!(
        default
            .moves
            .iter()
            .any(|(_, score)| !matches!(score, Score::Eval(0))),
        "{:?}",
        default.moves
    );
}
