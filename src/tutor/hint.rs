//! Hints worked out from the position and the engine, for every kind of question: which hole,
//! how many seeds, which way, which kichwa the seeds enter at; never the answer itself.

use super::{Question, QuestionKind};
use crate::engine::{Direction, Event, LiftReason, Move, Position};

/// Gives the engine's hint for `question`: how the move asked about begins, or what the
/// position allows.
#[must_use]
pub fn hint(position: &Position, question: &Question) -> String {
    match &question.kind {
        QuestionKind::LastHole { mv } => {
            let mut text = beginning(position, mv, true);
            if goes_on(position, mv) {
                text.push_str(
                    " The turn does not end there: a last seed that lands in an occupied hole sows on (or captures).",
                );
            } else {
                text.push_str(" Count one seed a hole.");
            }
            text
        }
        QuestionKind::Captured { mv } => {
            let mut text = beginning(position, mv, false);
            text.push_str(
                " A capture takes every seed of the opponent's front hole facing the hole where a lap ends, when both are occupied; count each capture.",
            );
            text
        }
        QuestionKind::Legal { text } => {
            let hole = text.hole();
            let seeds = position.board().get(hole);
            let mover = position.to_move();
            let mut out = if hole.side() == mover {
                format!("{hole} holds {}.", seeds_words(u32::from(seeds)))
            } else {
                format!("{hole} is {}'s hole; {mover} is to move.", hole.side())
            };
            out.push(' ');
            out.push_str(&captures_here(position));
            out
        }
        QuestionKind::FindMove { .. } => {
            let legal = position.legal_moves();
            format!(
                "{} has {} legal moves. {} A move that is not the one asked for is played out, so trying one shows what it does.",
                position.to_move(),
                legal.len(),
                captures_here(position)
            )
        }
    }
}

fn seeds_words(n: u32) -> String {
    if n == 1 {
        "1 seed".to_owned()
    } else {
        format!("{n} seeds")
    }
}

/// Says whether a capture is possible, which decides what may be played.
fn captures_here(position: &Position) -> String {
    let legal = position.legal_moves();
    let captures = legal.iter().filter(|m| m.kind().is_capture()).count();
    match captures {
        0 => "No move captures here, so a move without capture (takasa) may be played.".to_owned(),
        1 => "One move captures here, and a capture must be played when there is one.".to_owned(),
        n => format!("{n} moves capture here, and a capture must be played when there is one."),
    }
}

fn way(direction: Direction) -> &'static str {
    match direction {
        Direction::Clockwise => "clockwise (front row 1 to 8, back row 8 to 1)",
        Direction::Anticlockwise => "anticlockwise (front row 8 to 1, back row 1 to 8)",
    }
}

/// Says how a move begins: the stock seed, the hole lifted and its seeds, the kichwa captured
/// seeds enter at and the way they go; `with_capture` says how many the first capture takes.
fn beginning(position: &Position, mv: &Move, with_capture: bool) -> String {
    let Ok(played) = position.play(*mv) else {
        return String::new();
    };
    let mut parts = Vec::new();
    for event in played.trace.events() {
        match *event {
            Event::Stock { hole } => parts.push(format!("{mv} puts a stock seed into {hole}")),
            Event::Lift {
                hole,
                seeds,
                reason: LiftReason::Start,
            } => parts.push(format!(
                "{mv} lifts the {} of {hole}",
                seeds_words(seeds.into())
            )),
            Event::Capture {
                hole,
                seeds,
                entry,
                direction,
            } => {
                let what = if with_capture {
                    format!("the {} captured from {hole}", seeds_words(seeds.into()))
                } else {
                    "the captured seeds".to_owned()
                };
                parts.push(format!(
                    "{what} enter at the kichwa {entry} and go {}",
                    way(direction)
                ));
                break;
            }
            Event::Sow { direction, .. } => {
                parts.push(format!("they are sown {}", way(direction)));
                break;
            }
            _ => {}
        }
    }
    let mut text = parts.join("; ");
    text.push('.');
    text
}

/// Checks if the move goes on past its first lap: a relay, a capture, a safari.
fn goes_on(position: &Position, mv: &Move) -> bool {
    let Ok(played) = position.play(*mv) else {
        return false;
    };
    played
        .trace
        .events()
        .filter(|e| matches!(e, Event::Sow { .. }))
        .count()
        > 1
}
