//! Judging an answer with the engine: right or wrong, and why.

use super::{Question, QuestionKind};
use crate::{
    engine::{Hole, Move, Position, notation::MoveText},
    render,
    style::Styles,
};

/// The verdict on an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judgement {
    /// The answer is right; the words explain it.
    Right(Vec<String>),
    /// The answer is wrong; the words explain why, playing it out where it is a move.
    Wrong(Vec<String>),
    /// The answer cannot be read as an answer to this question; the words say what is expected.
    Unreadable(String),
}

/// Judges `answer` to `question` in `position` with the engine.
#[must_use]
pub fn judge(position: &Position, question: &Question, answer: &str) -> Judgement {
    let answer = answer.trim();
    match &question.kind {
        QuestionKind::FindMove { accepted, goal } => {
            let text = match answer.parse::<MoveText>() {
                Ok(text) => text,
                Err(err) => return Judgement::Unreadable(err.to_string()),
            };
            let mv = match text.resolve(position) {
                Ok(mv) => mv,
                Err(err) => {
                    let reason = err.reason().unwrap_or("it is not among the legal moves");
                    return Judgement::Wrong(vec![format!(
                        "{answer} is not legal here: {reason}."
                    )]);
                }
            };
            let mut lines = played_out(position, &mv);
            if accepted.contains(&mv) {
                lines.insert(0, format!("Right: {mv} {goal}."));
                Judgement::Right(lines)
            } else {
                lines.insert(0, "Here is what it does:".to_owned());
                lines.insert(
                    0,
                    format!("{mv} is legal, but it is not the move that {goal}."),
                );
                Judgement::Wrong(lines)
            }
        }
        QuestionKind::LastHole { mv } => {
            let Ok(hole) = answer.parse::<Hole>() else {
                return Judgement::Unreadable(format!(
                    "`{answer}` is not a hole: write one like A3 or b7"
                ));
            };
            let played = position.play(*mv).expect("a question's move is legal");
            let last = played.trace.last_hole().expect("a move sows");
            let lines = played_out(position, mv);
            if hole == last {
                Judgement::Right(with_first(
                    format!("Right: the last seed falls into {last}."),
                    lines,
                ))
            } else {
                Judgement::Wrong(with_first(
                    format!("Not {hole}: the last seed falls into {last}."),
                    lines,
                ))
            }
        }
        QuestionKind::Captured { mv } => {
            let Ok(count) = answer.parse::<u32>() else {
                return Judgement::Unreadable(format!("`{answer}` is not a number of seeds"));
            };
            let played = position.play(*mv).expect("a question's move is legal");
            let captured = played.trace.captured();
            let lines = played_out(position, mv);
            if count == captured {
                Judgement::Right(with_first(
                    format!("Right: {mv} captures {captured}."),
                    lines,
                ))
            } else {
                Judgement::Wrong(with_first(
                    format!("Not {count}: {mv} captures {captured}."),
                    lines,
                ))
            }
        }
        QuestionKind::Legal { text } => {
            let said = match answer.to_ascii_lowercase().as_str() {
                "y" | "yes" => true,
                "n" | "no" => false,
                _ => return Judgement::Unreadable("answer yes or no".to_owned()),
            };
            let verdict = text.resolve(position);
            let legal = verdict.is_ok();
            let why = match &verdict {
                Ok(mv) => played_out(position, mv),
                Err(err) => vec![format!(
                    "{text} is not legal: {}.",
                    err.reason().unwrap_or("it is not among the legal moves")
                )],
            };
            let head = format!("{text} is {}legal.", if legal { "" } else { "not " });
            if said == legal {
                Judgement::Right(with_first(format!("Right: {head}"), why))
            } else {
                Judgement::Wrong(with_first(format!("No: {head}"), why))
            }
        }
    }
}

/// Gets the answer the engine would give.
#[must_use]
pub fn answer(position: &Position, question: &Question) -> String {
    match &question.kind {
        QuestionKind::FindMove { accepted, .. } => accepted
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" or "),
        QuestionKind::LastHole { mv } => {
            let played = position.play(*mv).expect("a question's move is legal");
            played.trace.last_hole().expect("a move sows").to_string()
        }
        QuestionKind::Captured { mv } => position
            .play(*mv)
            .expect("a question's move is legal")
            .trace
            .captured()
            .to_string(),
        QuestionKind::Legal { text } => if text.resolve(position).is_ok() {
            "yes"
        } else {
            "no"
        }
        .to_owned(),
    }
}

fn with_first(first: String, mut rest: Vec<String>) -> Vec<String> {
    rest.insert(0, first);
    rest
}

/// Says a move's events in words, one line each.
fn played_out(position: &Position, mv: &Move) -> Vec<String> {
    let played = position.play(*mv).expect("a legal move plays");
    render::trace::lines(&played.trace, &Styles::default())
        .into_iter()
        .map(|l| format!("  {l}"))
        .collect()
}
