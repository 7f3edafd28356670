//! Hints worked out from the position and the engine, for every kind of question: which hole,
//! how many seeds, which way, which kichwa the seeds enter at; never the answer itself.

use super::{Question, QuestionKind};
use crate::{
    engine::{Direction, Event, LiftReason, Move, Position},
    i18n::notation::move_text,
    render::layout::side_name,
    t,
};

/// Gives the engine's hint for `question`: how the move asked about begins, or what the
/// position allows.
#[must_use]
pub fn hint(position: &Position, question: &Question) -> String {
    match &question.kind {
        QuestionKind::LastHole { mv } => {
            let mut text = beginning(position, mv, true);
            let more = if goes_on(position, mv) {
                t!("learn-hint-goes-on")
            } else {
                t!("learn-hint-count")
            };
            text.push(' ');
            text.push_str(&more);
            text
        }
        QuestionKind::Captured { mv } => {
            let mut text = beginning(position, mv, false);
            text.push(' ');
            text.push_str(&t!("learn-hint-capture-rule"));
            text
        }
        QuestionKind::Legal { text } => {
            let hole = text.hole();
            let seeds = position.board().get(hole);
            let mover = position.to_move();
            let mut out = if hole.side() == mover {
                t!("learn-hint-holds", hole = hole.to_string(), seeds = seeds)
            } else {
                t!(
                    "learn-hint-not-movers",
                    hole = hole.to_string(),
                    owner = side_name(hole.side()),
                    side = side_name(mover)
                )
            };
            out.push(' ');
            out.push_str(&captures_here(position));
            out
        }
        QuestionKind::FindMove { .. } => {
            let legal = position.legal_moves();
            t!(
                "learn-hint-find",
                side = side_name(position.to_move()),
                count = legal.len(),
                captures = captures_here(position)
            )
        }
    }
}

/// Says whether a capture is possible, which decides what may be played.
fn captures_here(position: &Position) -> String {
    let legal = position.legal_moves();
    let captures = legal.iter().filter(|m| m.kind().is_capture()).count();
    t!("learn-captures-here", count = captures)
}

fn way(direction: Direction) -> String {
    match direction {
        Direction::Clockwise => t!("learn-way-clockwise"),
        Direction::Anticlockwise => t!("learn-way-anticlockwise"),
    }
}

/// Says how a move begins: the stock seed, the hole lifted and its seeds, the kichwa captured
/// seeds enter at and the way they go; `with_capture` says how many the first capture takes.
fn beginning(position: &Position, mv: &Move, with_capture: bool) -> String {
    let Ok(played) = position.play(*mv) else {
        return String::new();
    };
    let shown = move_text(&mv.to_string());
    let mut parts = Vec::new();
    for event in played.trace.events() {
        match *event {
            Event::Stock { hole } => parts.push(t!(
                "learn-begin-stock",
                mv = shown.as_str(),
                hole = hole.to_string()
            )),
            Event::Lift {
                hole,
                seeds,
                reason: LiftReason::Start,
            } => parts.push(t!(
                "learn-begin-lift",
                mv = shown.as_str(),
                seeds = seeds,
                hole = hole.to_string()
            )),
            Event::Capture {
                hole,
                seeds,
                entry,
                direction,
            } => {
                parts.push(if with_capture {
                    t!(
                        "learn-begin-capture-counted",
                        seeds = seeds,
                        hole = hole.to_string(),
                        entry = entry.to_string(),
                        way = way(direction)
                    )
                } else {
                    t!(
                        "learn-begin-capture",
                        entry = entry.to_string(),
                        way = way(direction)
                    )
                });
                break;
            }
            Event::Sow { direction, .. } => {
                parts.push(t!("learn-begin-sow", way = way(direction)));
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
