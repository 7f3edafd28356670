//! A find-move goal's keys that a step's `expect` does not have: the kichwa captured seeds
//! enter at, the biggest capture, the safari, the end of the game.

use super::{Mismatch, expectations};
use crate::{
    engine::{Event, LiftReason, Move, Played, Position},
    lesson::model::Goal,
};

/// Compares what a move did with what a find-move goal asks of it; `most` is the most any
/// legal move of the position captures.
#[must_use]
pub fn goal_misses(goal: &Goal, mv: Move, played: &Played, most: u32) -> Vec<Mismatch> {
    let mut out = expectations(&goal.expect, played);
    if let Some(expected) = goal.enters {
        let actual = played.trace.events().find_map(|e| match e {
            Event::Capture { entry, .. } => Some(*entry),
            _ => None,
        });
        if actual != Some(expected) {
            out.push(Mismatch::Enters { expected, actual });
        }
    }
    let captured = played.trace.captured();
    if goal.captures_most && (captured < most || captured == 0) {
        out.push(Mismatch::NotTheMost { captured, most });
    }
    let safari = mv.is_safari()
        && played.trace.events().any(|e| {
            matches!(
                e,
                Event::Lift {
                    reason: LiftReason::Safari,
                    ..
                }
            )
        });
    if goal.safari && !safari {
        out.push(Mismatch::NoSafari);
    }
    if goal.ends_game && played.outcome.is_none() {
        out.push(Mismatch::GameGoesOn);
    }
    out
}

/// Gets the most seeds any legal move of `position` captures.
#[must_use]
pub fn most_captured(position: &Position) -> u32 {
    position
        .legal_moves()
        .into_iter()
        .filter_map(|m| position.play(m).ok())
        .map(|p| p.trace.captured())
        .max()
        .unwrap_or(0)
}
