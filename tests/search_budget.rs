//! The search under budgets and levels: a stop at once, deeper iterations, never-ending moves,
//! a legal move under any budget, and the levels' choice among near-best moves.

mod search_support;

use bao::{
    engine::{Endless, Position, Rules, Setup},
    search::{
        Limits, Score, analyse,
        level::{choose, level},
    },
};
use proptest::prelude::*;
use search_support::{Dice, random_game};
use std::cell::Cell;

#[test]
fn a_search_stopped_at_once_still_gives_a_legal_move() {
    let start = Position::start(Rules::KISWAHILI);
    let analysis = analyse(
        &start,
        Limits {
            depth: 40,
            nodes: None,
        },
        &|| true,
    )
    .expect("a search");
    assert_eq!(analysis.depth, 0);
    assert!(start.legal_moves().contains(&analysis.best));
    assert_eq!(analysis.moves.len(), start.legal_moves().len());
}

#[test]
fn deeper_iterations_are_reached_and_the_stop_is_obeyed() {
    let start = Position::start(Rules::KISWAHILI);
    let calls = Cell::new(0u32);
    let stop = || {
        calls.set(calls.get() + 1);
        calls.get() > 40
    };
    let analysis = analyse(
        &start,
        Limits {
            depth: 40,
            nodes: None,
        },
        &stop,
    )
    .expect("a search");
    assert!(
        analysis.depth >= 1 && analysis.depth < 40,
        "{}",
        analysis.depth
    );
    assert_eq!(analysis.pv.first(), Some(&analysis.best));
    let fixed = analyse(
        &start,
        Limits {
            depth: 3,
            nodes: None,
        },
        &|| false,
    )
    .expect("a search");
    assert_eq!(fixed.depth, 3);
}

#[test]
fn a_search_stopped_during_a_long_root_sowing_gives_a_legal_move_at_once() {
    // a4L* runs tens of millions of laps before its cycle closes: the stop is asked during them.
    let text =
        "1,2,0,1,2,1,2,1/2,1,10,1,21,2,3,0/0,0,0,0,1,0,0,1/2,2,1,1,2,1,1,2 N stock=0,0 nyumba=-";
    let rules = Rules {
        endless: Endless::Draw,
        ..Rules::KISWAHILI
    };
    let position = text
        .parse::<Setup>()
        .expect("position text")
        .into_position(rules)
        .expect("a position");
    let legal = position.legal_moves();
    assert!(legal.iter().any(|mv| mv.to_string() == "a4L*"));
    // The stop says go on to its first call, which only a long sowing makes, and stop after.
    let calls = Cell::new(0u32);
    let stop = || {
        calls.set(calls.get() + 1);
        calls.get() > 1
    };
    let analysis = analyse(
        &position,
        Limits {
            depth: 40,
            nodes: None,
        },
        &stop,
    )
    .expect("a search");
    assert!(legal.contains(&analysis.best), "{}", analysis.best);
    assert_eq!(analysis.depth, 0);
    // The sowing cut short is left out; every other move is listed.
    let listed: Vec<String> = analysis.moves.iter().map(|(m, _)| m.to_string()).collect();
    assert!(!listed.contains(&"a4L*".to_string()), "{listed:?}");
    assert_eq!(listed.len(), legal.len() - 1, "{listed:?}");
    assert!(calls.get() >= 2);
}

#[test]
fn a_never_ending_move_is_scored_as_the_endless_option_rules() {
    // The 21-seed position of the engine benchmark, where a4L* never ends.
    let text =
        "1,2,0,1,2,1,2,1/2,1,10,1,21,2,3,0/0,0,0,0,1,0,0,1/2,2,1,1,2,1,1,2 N stock=0,0 nyumba=-";
    for (endless, expected) in [
        (Endless::Draw, Some(Score::Draw)),
        (Endless::MoverLoses, Some(Score::LossIn(1))),
        (Endless::Illegal, None),
    ] {
        let rules = Rules {
            endless,
            ..Rules::KISWAHILI
        };
        let position = text
            .parse::<Setup>()
            .expect("position text")
            .into_position(rules)
            .expect("a position");
        let analysis = analyse(
            &position,
            Limits {
                depth: 1,
                nodes: None,
            },
            &|| false,
        )
        .expect("a search");
        let score = analysis
            .moves
            .iter()
            .find(|(mv, _)| mv.to_string() == "a4L*")
            .map(|(_, score)| *score);
        assert_eq!(score, expected, "{endless:?}");
    }
}

fn game_position() -> impl Strategy<Value = Position> {
    (any::<bool>(), any::<u64>(), 0usize..120).prop_map(|(kiswahili, seed, turns)| {
        let rules = if kiswahili {
            Rules::KISWAHILI
        } else {
            Rules::KUJIFUNZA
        };
        let mut rng = Dice::from_state(seed | 1);
        let game = random_game(rules, &mut rng, turns);
        *game.last().expect("a position")
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn a_tiny_budget_still_gives_a_legal_move(position in game_position(), nodes in 1u64..400) {
        prop_assume!(position.outcome().is_none());
        let analysis = analyse(&position, Limits { depth: 40, nodes: Some(nodes) }, &|| false)
            .expect("a search");
        let legal = position.legal_moves();
        prop_assert!(legal.contains(&analysis.best));
        prop_assert_eq!(analysis.moves.len(), legal.len());
        for (mv, _) in &analysis.moves {
            prop_assert!(legal.contains(mv));
        }
    }
}

#[test]
fn a_level_chooses_only_among_moves_near_the_best_and_never_gives_up_a_win() {
    assert!(level(0).is_none() && level(7).is_none());
    let depths: Vec<u32> = (1..=6).map(|n| level(n).expect("a level").depth).collect();
    assert!(depths.windows(2).all(|w| w[0] < w[1]), "{depths:?}");
    let start = Position::start(Rules::KISWAHILI);
    let analysis = analyse(
        &start,
        Limits {
            depth: 2,
            nodes: None,
        },
        &|| false,
    )
    .expect("a search");
    let Score::Eval(best) = analysis.score else {
        panic!("the start is not decided at depth 2");
    };
    let margin = level(1).expect("level 1").margin;
    let mut chosen = Vec::new();
    for i in 0..analysis.moves.len() + 2 {
        let mv = choose(&analysis, margin, |_| i);
        let (_, score) = analysis
            .moves
            .iter()
            .find(|(m, _)| *m == mv)
            .expect("listed");
        assert!(
            matches!(score, Score::Eval(e) if *e >= best - margin),
            "{mv}"
        );
        chosen.push(mv);
    }
    chosen.sort_by_key(ToString::to_string);
    chosen.dedup();
    assert!(chosen.len() > 1, "level 1 varies its moves at the start");
    assert_eq!(choose(&analysis, 0, |n| n - 1), analysis.best);

    // A proved win is always played, whatever the margin.
    let mut won = analysis.clone();
    won.score = Score::WinIn(2);
    assert_eq!(choose(&won, 10_000, |n| n - 1), won.best);
    // A proved loss or a draw is never chosen in place of an evaluation.
    let mut mixed = analysis.clone();
    for (i, (_, score)) in mixed.moves.iter_mut().enumerate().skip(1) {
        *score = if i % 2 == 0 {
            Score::Draw
        } else {
            Score::LossIn(1)
        };
    }
    for i in 0..mixed.moves.len() {
        assert_eq!(choose(&mixed, 10_000, |_| i), mixed.best);
    }
}
