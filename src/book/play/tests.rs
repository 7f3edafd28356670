use super::*;
use crate::engine::{Rules, Setup};

/// South wins in 2 with A4R*, a2R*, A7L (the puzzle of the book's puzzle tests).
const WIN_IN_2: &str =
    "1,2,1,0,0,1,1,0/0,0,0,0,0,0,4,1/0,1,1,19,8,1,0,0/6,0,4,5,1,4,1,2 S stock=0,0 nyumba=-";

fn position(text: &str) -> Position {
    text.parse::<Setup>()
        .unwrap()
        .into_position(Rules::KISWAHILI)
        .unwrap()
}

/// Whether the player to move wins within `left` turns, by playing every line out: no proof
/// reused, so the tree is checked against the rules alone.
fn wins_within(position: &Position, left: u32) -> bool {
    let solver = position.to_move();
    left > 0
        && position
            .children()
            .into_iter()
            .any(|child| match child.end {
                Some(end) => end.winner == Some(solver),
                None => child
                    .position
                    .children()
                    .into_iter()
                    .all(|reply| match reply.end {
                        Some(end) => end.winner == Some(solver),
                        None => wins_within(&reply.position, left - 1),
                    }),
            })
}

/// Every move of every turn of the tree is judged as playing the lines out judges it; a wrong
/// move is answered with a defence that escapes; every accepted line ends in the solver's win.
#[test]
fn the_tree_accepts_the_winning_moves_and_refutes_the_others() {
    let start = position(WIN_IN_2);
    let tree = tree(&start, 2).unwrap();
    assert!(tree.turns.len() >= 2, "the win in 2 has a second turn");
    let mut wrong = 0;
    for turn in &tree.turns {
        assert_eq!(
            turn.moves.iter().map(|(m, _)| *m).collect::<Vec<_>>(),
            turn.position.legal_moves(),
            "every legal move is judged"
        );
        for (mv, verdict) in &turn.moves {
            let played = turn.position.play(*mv).unwrap();
            let right = match played.outcome {
                Some(end) => end.winner == Some(start.to_move()),
                None => played
                    .position
                    .children()
                    .into_iter()
                    .all(|reply| match reply.end {
                        Some(end) => end.winner == Some(start.to_move()),
                        None => wins_within(&reply.position, turn.left - 1),
                    }),
            };
            match verdict {
                Verdict::Wins { reply, next, words } => {
                    assert!(right, "{mv} accepted but does not win: {words}");
                    match (reply, next) {
                        (None, _) => assert!(played.outcome.is_some(), "{mv}"),
                        (Some(reply), Some(next)) => {
                            let after = played.position.play(*reply).unwrap();
                            assert_eq!(tree.turns[*next].position, after.position);
                            assert_eq!(tree.turns[*next].left, turn.left - 1);
                            assert!(words.contains(&reply.to_string()), "{words}");
                        }
                        (Some(reply), None) => {
                            let after = played.position.play(*reply).unwrap();
                            assert_eq!(after.outcome.unwrap().winner, Some(start.to_move()));
                        }
                    }
                }
                Verdict::Fails { reply, words } => {
                    assert!(!right, "{mv} wins but is refused: {words}");
                    wrong += 1;
                    assert!(words.contains(&mv.to_string()), "{words}");
                    if let Some(reply) = reply {
                        assert!(words.contains(&reply.to_string()), "{words}");
                        // The refutation holds: after it the solver has no win left in time.
                        let after = played.position.play(*reply).unwrap();
                        if after.outcome.is_none() {
                            assert!(
                                !wins_within(&after.position, turn.left - 1),
                                "{mv}: {words}"
                            );
                        }
                    }
                }
            }
        }
    }
    assert!(wrong > 0, "a puzzle with no wrong move checks nothing");
    assert!(
        tree.turns[0]
            .moves
            .iter()
            .any(|(m, v)| m.to_string() == "A4R*" && matches!(v, Verdict::Wins { .. })),
        "the written solution's first move is accepted"
    );
}

/// Following the accepted moves and their defences always reaches the solver's win, within the
/// turns the puzzle gives.
#[test]
fn every_accepted_line_ends_in_a_win() {
    let start = position(WIN_IN_2);
    let tree = tree(&start, 2).unwrap();
    let mut ends = 0;
    let mut todo = vec![(0usize, start, 0u32)];
    while let Some((index, at, played)) = todo.pop() {
        let turn = &tree.turns[index];
        assert_eq!(turn.position, at);
        for (mv, verdict) in &turn.moves {
            let Verdict::Wins { reply, next, .. } = verdict else {
                continue;
            };
            let mut after = at.play(*mv).unwrap();
            if let Some(reply) = reply {
                after = after.position.play(*reply).unwrap();
            }
            match next {
                Some(next) => todo.push((*next, after.position, played + 1)),
                None => {
                    assert_eq!(after.outcome.unwrap().winner, Some(start.to_move()));
                    assert!(played < 2, "won after the puzzle's turns");
                    ends += 1;
                }
            }
        }
    }
    assert!(ends > 0);
}

/// A position the player to move cannot win in time has no tree.
#[test]
fn no_tree_without_a_win() {
    let start = position(WIN_IN_2);
    let err = tree(&start, 1).unwrap_err();
    assert!(err.contains("no win within 1"), "{err}");
}
