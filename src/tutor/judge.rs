//! Judging an answer with the engine: right or wrong, and why, without giving a wrong answer the
//! right one; and the answer itself with its explanation, for when the learner asks for it.

use super::{Question, QuestionKind, reading};
use crate::{
    engine::{Event, Move, Position, notation::ResolveMoveError},
    i18n::notation::move_text,
    render::{self, layout::side_name},
    style::Styles,
    t,
};

/// Writes a move (or a move's text) as the reader's language does: `A5I` in Spanish.
fn shown(mv: &impl ToString) -> String {
    move_text(&mv.to_string())
}

/// The verdict on an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judgement {
    /// The answer is right: the verdict first, then the move's events (indented lines).
    Right(Vec<String>),
    /// The answer is wrong; the words say what is wrong with it (playing it out where it is a
    /// move) but never what the right answer is.
    Wrong(Vec<String>),
    /// The answer cannot be read as an answer to this question; the words say what is expected,
    /// or what the learner most likely meant. It does not count as a try.
    Unreadable(String),
}

/// Judges `answer` to `question` in `position` with the engine.
#[must_use]
pub fn judge(position: &Position, question: &Question, answer: &str) -> Judgement {
    let answer = answer.trim();
    match &question.kind {
        QuestionKind::FindMove { accepted, goal } => find_move(position, accepted, goal, answer),
        QuestionKind::LastHole { mv } => {
            let Some((text, hole)) = reading::hole(answer) else {
                return Judgement::Unreadable(t!("learn-not-a-hole", answer = answer));
            };
            let last = last_hole(position, mv);
            if hole == last {
                return Judgement::Right(with_first(
                    t!("learn-right-last-hole", hole = last.to_string()),
                    played_out(position, mv),
                ));
            }
            if reading::not_the_movers(position, hole)
                && let Some(twin) = reading::twin(&text)
                && twin.parse::<crate::engine::Hole>().ok() == Some(last)
            {
                return Judgement::Unreadable(reading::case_note(position.to_move(), &twin));
            }
            let why = if reading::not_the_movers(position, hole) {
                t!(
                    "learn-why-not-movers",
                    hole = hole.to_string(),
                    owner = side_name(hole.side())
                )
            } else if sown(position, mv).contains(&hole) {
                t!(
                    "learn-why-not-last",
                    hole = hole.to_string(),
                    mv = shown(mv)
                )
            } else {
                t!("learn-why-no-seed", hole = hole.to_string(), mv = shown(mv))
            };
            Judgement::Wrong(vec![t!("learn-not-this", answer = text, why = why)])
        }
        QuestionKind::Captured { mv } => {
            let Some(count) = reading::count(answer) else {
                let why = if answer.starts_with('-') {
                    t!("learn-count-negative")
                } else {
                    t!("learn-count-how")
                };
                return Judgement::Unreadable(t!("learn-not-a-count", answer = answer, why = why));
            };
            let captured = captured(position, mv);
            if count == captured {
                return Judgement::Right(with_first(
                    t!("learn-right-captured", mv = shown(mv), count = captured),
                    played_out(position, mv),
                ));
            }
            Judgement::Wrong(vec![if captured > count {
                t!("learn-wrong-more", mv = shown(mv), count = count)
            } else {
                t!("learn-wrong-fewer", mv = shown(mv), count = count)
            }])
        }
        QuestionKind::Legal { text } => {
            let Some(said) = reading::yes_no(answer) else {
                return Judgement::Unreadable(t!("learn-yes-or-no"));
            };
            let verdict = text.resolve(position);
            if said != verdict.is_ok() {
                return Judgement::Wrong(vec![t!(
                    "learn-wrong-legal",
                    hole = text.hole().to_string(),
                    side = side_name(position.to_move())
                )]);
            }
            let mut lines = legal_explained(position, text);
            lines[0] = t!("learn-right", verdict = lines[0].as_str());
            Judgement::Right(lines)
        }
    }
}

/// Why a learner's text is not a move to play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum MoveReading {
    /// Not readable as a move, or spelt so that it says another move or two: what was meant.
    Unreadable(String),
    /// A move, but not a legal one here: why.
    Illegal(String),
}

/// Reads a learner's move in either notation as a person means it: spaces dropped, the other
/// side's letters offered as the mover's, two readings named, an illegal move with its reason.
pub(crate) fn read_move(position: &Position, answer: &str) -> Result<Move, MoveReading> {
    let (text, parsed) = reading::move_text(answer.trim());
    let mv_text = parsed.map_err(MoveReading::Unreadable)?;
    mv_text.resolve(position).map_err(|err| {
        if reading::not_the_movers(position, mv_text.hole())
            && let Some(twin) = reading::twin(&text)
            && let Ok(twin_text) = twin.parse::<crate::engine::notation::MoveText>()
            && let Ok(meant) = twin_text.resolve(position)
        {
            return MoveReading::Unreadable(reading::case_note(
                position.to_move(),
                &meant.to_string(),
            ));
        }
        if let ResolveMoveError::Ambiguous(_) = &err {
            // Two legal readings: not a wrong answer, a question of spelling.
            let both = crate::render::illegal::refusal(&err, &text);
            return MoveReading::Unreadable(t!("learn-ambiguous", both = both));
        }
        let reason = render::illegal::reason(&err).unwrap_or_else(|| t!("learn-not-among-legal"));
        MoveReading::Illegal(t!("learn-illegal-here", mv = shown(&text), reason = reason))
    })
}

fn find_move(position: &Position, accepted: &[Move], goal: &str, answer: &str) -> Judgement {
    let mv = match read_move(position, answer) {
        Ok(mv) => mv,
        Err(MoveReading::Unreadable(words)) => return Judgement::Unreadable(words),
        Err(MoveReading::Illegal(words)) => return Judgement::Wrong(vec![words]),
    };
    let mut lines = played_out(position, &mv);
    if accepted.contains(&mv) {
        lines.insert(0, t!("learn-right-find", mv = shown(&mv), goal = goal));
        Judgement::Right(lines)
    } else {
        lines.insert(0, t!("learn-what-it-does"));
        lines.insert(0, t!("learn-not-the-goal", mv = shown(&mv), goal = goal));
        Judgement::Wrong(lines)
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
        QuestionKind::LastHole { mv } => last_hole(position, mv).to_string(),
        QuestionKind::Captured { mv } => captured(position, mv).to_string(),
        QuestionKind::Legal { text } => if text.resolve(position).is_ok() {
            "yes"
        } else {
            "no"
        }
        .to_owned(),
    }
}

/// Gets the answer the engine would give, in the reader's words: the moves in the language's
/// letters (`A5I o A6D` in Spanish), yes or no in the language. [`answer`] gives the
/// canonical text, which [`judge`] reads back.
#[must_use]
pub fn answer_words(position: &Position, question: &Question) -> String {
    match &question.kind {
        QuestionKind::FindMove { accepted, .. } => {
            let mut moves = accepted.iter().map(shown);
            let first = moves.next().unwrap_or_default();
            moves.fold(first, |all, next| {
                t!("common-or", first = all, second = next)
            })
        }
        QuestionKind::Legal { text } => {
            if text.resolve(position).is_ok() {
                t!("learn-yes")
            } else {
                t!("learn-no")
            }
        }
        QuestionKind::LastHole { .. } | QuestionKind::Captured { .. } => answer(position, question),
    }
}

/// Gives the answer with its explanation: the answer, then the move played out in words (or
/// why it is not legal), as the tutor shows it when the learner asks or has tried enough.
#[must_use]
pub fn explain(position: &Position, question: &Question) -> Vec<String> {
    let answer = answer_words(position, question);
    match &question.kind {
        QuestionKind::FindMove { accepted, goal } => {
            let Some(mv) = accepted.first() else {
                return vec![t!("learn-the-answer", answer = answer)];
            };
            with_first(
                t!(
                    "learn-the-answer-find",
                    answer = answer,
                    mv = shown(mv),
                    goal = goal
                ),
                played_out(position, mv),
            )
        }
        QuestionKind::LastHole { mv } | QuestionKind::Captured { mv } => with_first(
            t!("learn-the-answer-played", answer = answer, mv = shown(mv)),
            played_out(position, mv),
        ),
        QuestionKind::Legal { text } => {
            let mut lines = legal_explained(position, text);
            lines[0] = t!(
                "learn-the-answer-legal",
                answer = answer,
                verdict = lines[0].as_str()
            );
            lines
        }
    }
}

/// Says whether a move is legal, then why: its events, or the engine's reason.
fn legal_explained(position: &Position, text: &crate::engine::notation::MoveText) -> Vec<String> {
    let mv = shown(text);
    match text.resolve(position) {
        Ok(played) => with_first(
            t!("learn-is-legal", mv = mv.as_str()),
            played_out(position, &played),
        ),
        Err(err) => vec![
            t!("learn-is-not-legal", mv = mv.as_str()),
            t!(
                "learn-illegal-why",
                mv = mv.as_str(),
                reason =
                    render::illegal::reason(&err).unwrap_or_else(|| t!("learn-not-among-legal"))
            ),
        ],
    }
}

fn last_hole(position: &Position, mv: &Move) -> crate::engine::Hole {
    let played = position.play(*mv).expect("a question's move is legal");
    played.trace.last_hole().expect("a move sows")
}

fn captured(position: &Position, mv: &Move) -> u32 {
    let played = position.play(*mv).expect("a question's move is legal");
    played.trace.captured()
}

/// Gets every hole a move drops a seed into.
fn sown(position: &Position, mv: &Move) -> Vec<crate::engine::Hole> {
    let played = position.play(*mv).expect("a question's move is legal");
    played
        .trace
        .events()
        .filter(|e| matches!(e, Event::Sow { .. } | Event::Stock { .. }))
        .flat_map(render::trace::touched)
        .collect()
}

fn with_first(first: String, mut rest: Vec<String>) -> Vec<String> {
    rest.insert(0, first);
    rest
}

/// Says a move's events in words, one indented line each.
pub(crate) fn played_out(position: &Position, mv: &Move) -> Vec<String> {
    let played = position.play(*mv).expect("a legal move plays");
    render::trace::lines(&played.trace, &Styles::default())
        .into_iter()
        .map(|l| format!("  {l}"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        engine::{Rules, Setup},
        tutor::QuestionKind,
    };

    /// A text with two legal readings is a matter of spelling, not a wrong answer: it costs no
    /// try and names both readings.
    #[test]
    fn an_ambiguous_move_is_no_wrong_answer() {
        // A stock seed into A2 captures the 2 of a7, which enter at A1 and end in the nyumba:
        // `A2>` is A2L by KIBA's arrow and A2L> by the seeds' spelling.
        let text = "0,0,0,0,0,0,0,0/1,2,4,0,0,0,0,1/1,1,0,3,8,1,2,0/0,0,0,0,0,0,0,0 S stock=20,20 nyumba=S";
        let position = text
            .parse::<Setup>()
            .unwrap()
            .into_position(Rules::KISWAHILI)
            .unwrap();
        let accepted: Vec<Move> = position
            .legal_moves()
            .into_iter()
            .filter(|m| m.to_string() == "A2L>")
            .collect();
        assert_eq!(accepted.len(), 1);
        let question = Question {
            kind: QuestionKind::FindMove {
                accepted,
                goal: "sows the nyumba on".into(),
            },
            prompt: None,
            hint: None,
        };
        let Judgement::Unreadable(words) = judge(&position, &question, "A2>") else {
            panic!("an ambiguous text is not judged as an answer");
        };
        assert!(words.contains("A2L") && words.contains("A2L>"), "{words}");
        assert!(!words.contains("not legal"), "{words}");
        assert!(matches!(
            judge(&position, &question, "A2L>"),
            Judgement::Right(_)
        ));
    }
}
