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

/// The page's box: the tree as data in an attribute it cannot leave, every legal move of every
/// turn looked up by its text, a drawn line for each winning move and a board for each turn, all
/// sealed away from the search.
#[test]
fn the_box_carries_the_tree_and_its_boards() {
    let start = position(WIN_IN_2);
    let tree = tree(&start, 2).unwrap();
    let md = page::play_box(&start, 2, "test", crate::book::figure::Detail::Laps).unwrap();
    let (_, rest) = md.split_once("data-play=\"").unwrap();
    let (attr, after) = rest.split_once('"').unwrap();
    assert!(
        !attr.contains(['<', '>', '\'']),
        "the data leaves its attribute"
    );
    let json = attr
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&#39;", "'")
        .replace("&amp;", "&");
    let data: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(data["side"], "South");
    assert_eq!(data["turns"], 2);
    let nodes = data["nodes"].as_array().unwrap();
    assert_eq!(nodes.len(), tree.turns.len());
    let mut walks = 0;
    for (node, turn) in nodes.iter().zip(&tree.turns) {
        let moves = node["moves"].as_object().unwrap();
        let legal: Vec<String> = turn
            .position
            .legal_moves()
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            moves
                .keys()
                .cloned()
                .collect::<std::collections::BTreeSet<_>>(),
            legal.iter().cloned().collect()
        );
        for (mv, verdict) in &turn.moves {
            let v = &moves[&mv.to_string()];
            match verdict {
                Verdict::Wins { next, words, .. } => {
                    assert_eq!(v["right"], true);
                    assert_eq!(v["words"], words.as_str());
                    assert_eq!(v["walk"], walks);
                    assert_eq!(v["next"], serde_json::json!(next));
                    walks += 1;
                }
                Verdict::Fails { words, .. } => {
                    assert_eq!(v["right"], false);
                    assert_eq!(v["words"], words.as_str());
                }
            }
        }
        // Every spelling names a legal move.
        for canonical in node["spell"].as_object().unwrap().values() {
            assert!(
                moves.contains_key(canonical.as_str().unwrap()),
                "{canonical}"
            );
        }
    }
    // The boards and lines are a sealed piece, only for the script.
    assert!(
        after.starts_with(">\n\n<!--bao-seal -->"),
        "{}",
        &after[..80]
    );
    assert_eq!(after.matches("data-turn=\"").count(), nodes.len());
    assert_eq!(after.matches("data-walk=\"").count(), walks);
    assert!(walks > 0);
}
