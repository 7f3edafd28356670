//! The search against a plain minimax over the same evaluation: pruning, the table, ordering and
//! sowing moves one at a time may change how fast a score is found, never the score.

mod search_support;

use bao::{
    engine::{Outcome, Position, Rules, Side},
    search::{
        Limits, Score, analyse,
        eval::evaluate,
        params::{QUIESCENCE_PLIES, WIN},
    },
};
use search_support::{Dice, random_game};

/// The score, for the player who made the move at `ply`, of a game that move ended.
fn terminal(end: Outcome, mover: Side, ply: i32) -> i32 {
    match end.winner {
        None => 0,
        Some(winner) if winner == mover => WIN - ply,
        Some(_) => -(WIN - ply),
    }
}

/// Minimax by plain recursion, every move sown out, with the search's rules for the horizon: a
/// quiet position (or one past the capture extension) is evaluated, captures are searched on.
fn minimax(position: &Position, depth: u32, ply: i32, quiescence: u32) -> i32 {
    let me = position.to_move();
    if position.board().front_is_empty(me) {
        return -(WIN - ply);
    }
    let children = position.children();
    let Some(first) = children.first() else {
        return -(WIN - ply);
    };
    if depth == 0 && (!first.mv.kind().is_capture() || quiescence == 0) {
        return evaluate(position);
    }
    let (depth, quiescence) = if depth == 0 {
        (0, quiescence - 1)
    } else {
        (depth - 1, quiescence)
    };
    children
        .iter()
        .map(|child| match child.end {
            Some(end) => terminal(end, me, ply + 1),
            None => -minimax(&child.position, depth, ply + 1, quiescence),
        })
        .max()
        .expect("a move")
}

/// A score as the search value it was read from.
fn value(score: Score) -> i32 {
    match score {
        Score::Eval(v) => v,
        Score::Draw => 0,
        Score::WinIn(n) => WIN - (2 * n as i32 - 1),
        Score::LossIn(n) => -(WIN - 2 * n as i32),
    }
}

#[test]
fn the_search_scores_every_position_as_a_plain_minimax_does() {
    let mut rng = Dice::from_state(77);
    let mut checked = 0;
    for g in 0..24 {
        let rules = if g % 2 == 0 {
            Rules::KISWAHILI
        } else {
            Rules::KUJIFUNZA
        };
        let plies = 10 + rng.pick(40);
        let game = random_game(rules, &mut rng, plies);
        let position = *game.last().expect("a position");
        if position.outcome().is_some() {
            continue;
        }
        let depth = 2;
        let analysis =
            analyse(&position, Limits { depth, nodes: None }, &|| false).expect("a search");
        let me = position.to_move();
        let expected = position
            .children()
            .iter()
            .map(|child| match child.end {
                Some(end) => terminal(end, me, 1),
                None => -minimax(&child.position, depth - 1, 1, QUIESCENCE_PLIES),
            })
            .max()
            .expect("a move");
        assert_eq!(
            value(analysis.score),
            expected,
            "{}",
            bao::engine::notation::position_text::write(&position)
        );
        checked += 1;
    }
    assert!(checked >= 15, "{checked} positions checked");
}
