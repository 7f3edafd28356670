use super::*;
use crate::{
    engine::{Rules, Variant},
    search::dice::Dice,
};

const BUDGET: Budget = Budget {
    depth: 2,
    nodes: Some(50_000),
    prove_turns: 1,
};

/// The positions of a seeded random game of Bao la Kujifunza.
fn random_positions(seed: u64) -> Vec<Position> {
    let mut dice = Dice::from_state(seed | 1);
    let mut pick = move |n: usize| dice.pick(n);
    let mut position = Position::start(Rules::of(Variant::Kujifunza));
    let mut all = Vec::new();
    while let Some(child) = position.sample_child(&mut pick) {
        if child.end.is_some() || child.position.outcome().is_some() {
            break;
        }
        all.push(child.position);
        position = child.position;
    }
    all
}

#[test]
fn the_best_move_gets_no_verdict() {
    let start = Position::start(Rules::KISWAHILI);
    let best = analyse(
        &start,
        Limits {
            depth: 2,
            nodes: Some(50_000),
        },
        &|| false,
    )
    .unwrap()
    .best;
    let verdict = judge(&start, best, BUDGET, &|| false).unwrap();
    assert_eq!(verdict, Verdict::Good);
    assert_eq!(verdict.say(best, Side::South), None);
}

#[test]
fn a_missed_win_at_once_is_said() {
    let (position, win, other) = (1..40)
        .flat_map(random_positions)
        .find_map(|p| {
            let proved = prove(&p, 1, &|| false).ok()?;
            let win = proved.best?;
            let other = proved.moves.iter().find(|(_, v)| *v != Proof::WinIn(1))?.0;
            Some((p, win, other))
        })
        .expect("some random game has a win at once with another move beside it");
    let verdict = judge(&position, other, BUDGET, &|| false).unwrap();
    let Verdict::MissedWin {
        win: said,
        turns,
        does,
    } = &verdict
    else {
        panic!("{verdict:?}")
    };
    assert_eq!((*said, *turns), (win, 1));
    assert!(does.contains("wins:"), "{does}");
    let text = verdict.say(other, position.to_move()).unwrap();
    assert!(
        text.contains(&format!("forced win at once with {win}")),
        "{text}"
    );
    assert!(text.ends_with(&format!("{other} lets it go.")), "{text}");
    assert_eq!(
        judge(&position, win, BUDGET, &|| false),
        Some(Verdict::Good)
    );
}

#[test]
fn a_mistake_says_what_it_allows_and_what_was_better() {
    let limits = Limits {
        depth: 2,
        nodes: Some(50_000),
    };
    let (position, worst, best) = (1..40)
        .flat_map(random_positions)
        .find_map(|p| {
            if prove(&p, 1, &|| false).ok()?.best.is_some() {
                return None;
            }
            let a = analyse(&p, limits, &|| false).ok()?;
            let (worst, score) = *a.moves.last()?;
            let (Score::Eval(b), Score::Eval(w)) = (a.score, score) else {
                return None;
            };
            (b - w >= 4 * MISTAKE).then_some((p, worst, a.best))
        })
        .expect("some random game has a move far worse than the best");
    let verdict = judge(&position, worst, BUDGET, &|| false).unwrap();
    let Verdict::Mistake {
        allows,
        better,
        by,
        reasons,
    } = &verdict
    else {
        panic!("{verdict:?}")
    };
    assert_eq!(better.0, best);
    assert!(by.is_some_and(|by| by >= MISTAKE), "{by:?}");
    let (reply, _, _) = allows.as_ref().expect("the opponent has an answer");
    let after = position.play(worst).unwrap().position;
    assert!(after.legal_moves().contains(reply));
    let text = verdict.say(worst, position.to_move()).unwrap();
    let opponent = position.to_move().opponent();
    assert!(
        text.starts_with(&format!("{worst} lets {opponent} answer {reply}: ")),
        "{text}"
    );
    assert!(text.contains(&format!("{best} was better: ")), "{text}");
    // The reasons are those of the answer and the better move, and said where they say more.
    let reasons = reasons.as_ref().expect("the moves are legal");
    assert_eq!(
        Some(reasons),
        reason::reasons(&position, worst, Some(*reply), best).as_ref()
    );
    if let Some(does) = words::reply(reasons) {
        assert!(
            text.contains(&format!("answer {reply}: {does}. ")),
            "{text}"
        );
    }
    if let Some(kept) = words::kept(reasons) {
        assert!(text.contains(&kept), "{text}");
    }
}

#[test]
fn a_stopped_search_gives_no_verdict() {
    let start = Position::start(Rules::KISWAHILI);
    let mv = start.legal_moves()[0];
    assert_eq!(judge(&start, mv, BUDGET, &|| true), None);
}

#[test]
fn seeds_are_said_to_a_tenth() {
    assert_eq!(seeds(100), "1.0 seed");
    assert_eq!(seeds(234), "2.3 seeds");
    assert_eq!(seeds(5), "0.1 seeds");
}
