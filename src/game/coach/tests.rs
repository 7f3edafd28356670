use super::*;
use crate::{
    engine::{Rules, Variant},
    search::chance::{chance, percent},
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
    assert_eq!(verdict.class(), Class::Best);
    let chances = verdict.chances().unwrap();
    assert_eq!(chances.best, chances.played);
    // At the start nothing is hard and many moves hold: no praise.
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
        ..
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
    assert!(text.contains(&format!("{other} lets it go")), "{text}");
    assert_eq!(verdict.class(), Class::MissedWin);
    assert_eq!(
        judge(&position, win, BUDGET, &|| false).map(|v| v.class()),
        Some(Class::Best)
    );
}

#[test]
fn a_mistake_says_the_chance_lost_what_it_allows_and_what_was_better() {
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
            let (Score::Eval(_), Score::Eval(_)) = (a.score, score) else {
                return None;
            };
            (class::lost(chance(a.score), chance(score)) >= class::BLUNDER)
                .then_some((p, worst, a.best))
        })
        .expect("some random game has a move far worse than the best");
    let verdict = judge(&position, worst, BUDGET, &|| false).unwrap();
    let Verdict::Mistake {
        class,
        chances,
        allows,
        better,
        reasons,
        ..
    } = &verdict
    else {
        panic!("{verdict:?}")
    };
    assert_eq!(*class, Class::Blunder);
    assert_eq!(better.0, best);
    assert!(chances.lost() >= class::BLUNDER, "{chances:?}");
    let (reply, _, _) = allows.as_ref().expect("the opponent has an answer");
    let after = position.play(worst).unwrap().position;
    assert!(after.legal_moves().contains(reply));
    let text = verdict.say(worst, position.to_move()).unwrap();
    let mover = position.to_move();
    let opponent = mover.opponent();
    assert!(
        text.starts_with(&format!(
            "{worst} is a blunder: {mover}'s chances go from {} % to {} %. ",
            percent(chances.best),
            percent(chances.played)
        )),
        "{text}"
    );
    assert!(
        text.contains(&format!("It lets {opponent} answer {reply}: ")),
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
    assert!(!evaluation_units(&text), "{text}");
}

/// Checks if a text speaks in the search's evaluation units: `2.3 seeds`, `seeds better`.
/// Real seed counts ("captures 3", "last seed in b2") are not units.
pub(crate) fn evaluation_units(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    text.contains("seeds better")
        || text.contains("seeds worse")
        || text.contains("better by")
        || words
            .windows(2)
            .any(|w| w[1].starts_with("seed") && w[0].contains('.') && w[0].parse::<f64>().is_ok())
}

#[test]
fn evaluation_units_are_recognised() {
    assert!(evaluation_units("After it North is 50.4 seeds better."));
    assert!(evaluation_units("(by 1.0 seed, as the search scores it)"));
    assert!(!evaluation_units("captures 3 from a2, last seed in b2"));
    assert!(!evaluation_units("South's chances go from 58 % to 31 %."));
}

#[test]
fn no_verdict_speaks_in_seeds() {
    let mut said = 0;
    for position in (1..4).flat_map(random_positions).step_by(3) {
        for mv in position.legal_moves().into_iter().take(3) {
            let verdict = judge(&position, mv, BUDGET, &|| false).unwrap();
            if let Some(text) = verdict.say(mv, position.to_move()) {
                said += 1;
                assert!(!evaluation_units(&text), "{text}");
                assert!(
                    text.contains(" %") || text.contains("wins") || text.contains("loses"),
                    "{text}"
                );
            }
        }
    }
    assert!(said > 0, "some verdict said something");
}

#[test]
fn praise_goes_to_the_only_move_that_holds_and_the_best_in_a_hard_position() {
    let moves = |scores: &[i32]| -> Vec<(Move, Score)> {
        let start = Position::start(Rules::KISWAHILI);
        start
            .legal_moves()
            .into_iter()
            .zip(scores)
            .map(|(m, s)| (m, Score::Eval(*s)))
            .collect()
    };
    let only = moves(&[0, -2000, -2500, -3000]);
    let chances = Chances {
        best: 0.5,
        played: 0.5,
    };
    assert_eq!(
        praise(&only, only[0].0, Class::Best, chances),
        Some(Praise::Holds { of: 1 })
    );
    let many = moves(&[0, -10, -20, -3000]);
    assert_eq!(praise(&many, many[0].0, Class::Best, chances), None);
    let hard = moves(&[-400, -410, -420, -430]);
    let low = Chances {
        best: 0.2,
        played: 0.2,
    };
    assert_eq!(
        praise(&hard, hard[0].0, Class::Best, low),
        Some(Praise::Hard)
    );
    // A lost position earns no praise.
    let lost = Chances {
        best: 0.02,
        played: 0.02,
    };
    assert_eq!(praise(&hard, hard[0].0, Class::Best, lost), None);
    let verdict = Verdict::Good {
        class: Class::Best,
        chances: low,
        praise: Some(Praise::Hard),
    };
    let text = verdict.say(hard[0].0, Side::South).unwrap();
    let pct = percent(low.played);
    assert_eq!(
        text,
        format!(
            "{} is the best move in a hard position (South's chances: {pct} %).",
            hard[0].0
        )
    );
}

#[test]
fn a_stopped_search_gives_no_verdict() {
    let start = Position::start(Rules::KISWAHILI);
    let mv = start.legal_moves()[0];
    assert_eq!(judge(&start, mv, BUDGET, &|| true), None);
}

#[test]
fn scores_are_said_as_results_or_chances() {
    assert_eq!(
        score_words(Side::North, Score::WinIn(1)),
        "North wins at once"
    );
    assert_eq!(
        score_words(Side::South, Score::WinIn(4)),
        "South wins within 4 turns"
    );
    assert_eq!(
        score_words(Side::South, Score::Eval(0)),
        "South's chances: 50 %"
    );
    assert_eq!(score_words(Side::South, Score::Draw), "a draw");
    assert_eq!(
        score_words(Side::South, Score::LossIn(1)),
        "North wins on the next turn"
    );
    assert_eq!(
        score_words(Side::North, Score::LossIn(3)),
        "South wins within 3 turns"
    );
}
