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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Hole, Rules, Setup, notation::MoveText};

    /// Seed 000, diagrama 9, South with a stock seed.
    fn diagram_9() -> Position {
        let mut setup: Setup =
            "0,0,0,0,0,0,0,0/4,3,1,8,0,2,5,6/1,2,0,0,8,0,3,4/0,0,0,0,0,0,0,0 S stock=1,1"
                .parse()
                .unwrap();
        setup.nyumba = None;
        setup.into_position(Rules::KISWAHILI).unwrap()
    }

    fn misses(goal: &Goal, text: &str) -> Vec<String> {
        let position = diagram_9();
        let mv = text
            .parse::<MoveText>()
            .unwrap()
            .resolve(&position)
            .unwrap();
        let played = position.play(mv).unwrap();
        goal_misses(goal, mv, &played, most_captured(&position))
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    #[test]
    fn each_teachers_goal_is_checked() {
        let goal = Goal {
            enters: Some("A8".parse::<Hole>().unwrap()),
            captures_most: true,
            ..Goal::default()
        };
        assert!(misses(&goal, "A8R").is_empty());
        assert_eq!(
            misses(&goal, "A1L"),
            [
                "enters: expected the captured seeds to enter at A8, they enter at A1",
                "captures_most: the move captures 4, another legal move 6"
            ]
        );
        let goal = Goal {
            safari: true,
            ends_game: true,
            ..Goal::default()
        };
        assert_eq!(
            misses(&goal, "A8R"),
            [
                "safari: the move does not sow the nyumba on",
                "ends_game: the game goes on after the move"
            ]
        );
    }
}
