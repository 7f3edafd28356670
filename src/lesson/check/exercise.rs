//! Exercises: each written answer against the engine's, and the find-move goals other moves
//! reach too.

use super::{
    ItemReport, Mismatch, goal_misses,
    mismatch::{moves_text, or_none},
    most_captured,
};
use crate::{
    engine::{Move, Position},
    lesson::model::Exercise,
    t,
};

/// Checks an exercise's written answers against the engine, and warns of an ambiguous one.
pub(super) fn check(position: &Position, exercise: &Exercise, report: &mut ItemReport) {
    let mut answer = |question: String, expected: String, actual: String, played| {
        if expected != actual {
            report.mismatches.push(Mismatch::Answer {
                question,
                expected,
                actual,
                played,
            });
        }
    };
    match exercise {
        Exercise::FindMove { goal, answers, .. } => {
            let mut others = Vec::new();
            let most = if goal.captures_most {
                most_captured(position)
            } else {
                0
            };
            for child in position.legal_moves() {
                let Ok(played) = position.play(child) else {
                    continue;
                };
                let misses = goal_misses(goal, child, &played, most);
                if answers.contains(&child) {
                    if !misses.is_empty() {
                        report.mismatches.push(Mismatch::Goal {
                            answer: child,
                            mismatches: misses,
                            played: Box::new(played),
                        });
                    }
                } else if misses.is_empty() {
                    others.push(child);
                }
            }
            if let Some(warning) = ambiguous(&others) {
                report.warnings.push(warning);
            }
        }
        Exercise::LastHole {
            mv,
            answer: Some(hole),
            ..
        } => {
            if let Ok(played) = position.play(*mv) {
                let actual = or_none(played.trace.last_hole());
                let question = t!("check-question-last-hole", mv = mv.to_string());
                answer(
                    question,
                    hole.to_string(),
                    actual,
                    Some((*mv, Box::new(played))),
                );
            }
        }
        Exercise::Captured {
            mv,
            answer: Some(count),
            ..
        } => {
            if let Ok(played) = position.play(*mv) {
                let actual = played.trace.captured().to_string();
                answer(
                    t!("check-question-captured", mv = mv.to_string()),
                    count.to_string(),
                    actual,
                    Some((*mv, Box::new(played))),
                );
            }
        }
        Exercise::Legal {
            mv,
            answer: Some(yes),
            ..
        } => {
            let word = |b: bool| if b { "yes" } else { "no" }.to_owned();
            let question = t!("check-question-legal", mv = mv.to_string());
            match mv.resolve(position) {
                Ok(legal) => {
                    let played = position.play(legal).ok().map(|p| (legal, Box::new(p)));
                    answer(question, word(*yes), word(true), played);
                }
                Err(err) if *yes => {
                    let reason = crate::render::illegal::reason_with(
                        &err,
                        crate::render::illegal::Letters::Canonical,
                    )
                    .unwrap_or_else(|| t!("check-move-not-legal-reason"));
                    let legal = moves_text(err.legal());
                    let actual = t!("check-answer-illegal", reason = reason, legal = legal);
                    answer(question, word(true), actual, None);
                }
                Err(_) => {}
            }
        }
        Exercise::LastHole { .. } | Exercise::Captured { .. } | Exercise::Legal { .. } => {}
    }
}

/// Warns of an ambiguous find-move exercise: the legal moves that reach its goal but are not
/// accepted.
fn ambiguous(others: &[Move]) -> Option<String> {
    let names: Vec<String> = others.iter().map(ToString::to_string).collect();
    let (last, rest) = names.split_last()?;
    Some(if rest.is_empty() {
        t!("check-ambiguous-one", mv = last.as_str())
    } else {
        t!(
            "check-ambiguous-many",
            moves = rest.join(", "),
            last = last.as_str()
        )
    })
}
