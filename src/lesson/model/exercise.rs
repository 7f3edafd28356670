//! Questions for the learner: the kinds of exercise and what a find-move answer must achieve.

use super::Expect;
use crate::engine::{Hole, Move, notation::MoveText};

/// What a find-move exercise's move must achieve: what a step's `expect` can say, and what
/// only a teacher's question needs.
#[derive(Clone, Debug, Default)]
pub struct Goal {
    /// The move's result, as a step's `expect` says it.
    pub expect: Expect,
    /// The kichwa the (first) captured seeds enter at.
    pub enters: Option<Hole>,
    /// The move captures as many seeds as any legal move, and some.
    pub captures_most: bool,
    /// The move sows the nyumba on (safari) rather than stop in it.
    pub safari: bool,
    /// The move ends the game, whoever wins.
    pub ends_game: bool,
}

impl Goal {
    /// Checks if the goal asks nothing of the move.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.expect.is_empty()
            && self.enters.is_none()
            && !self.captures_most
            && !self.safari
            && !self.ends_game
    }
}

/// A question for the learner, with what the engine must confirm about its answers.
#[derive(Clone, Debug)]
pub enum Exercise {
    /// Find a move that reaches a goal.
    FindMove {
        /// What the move must achieve.
        goal: Goal,
        /// The accepted moves.
        answers: Vec<Move>,
        /// The question in the author's words (Markdown).
        prompt: Option<String>,
        /// Help for the learner (Markdown).
        hint: Option<String>,
    },
    /// Name the hole where the last seed of a move falls.
    LastHole {
        /// The move.
        mv: Move,
        /// The answer as written, checked when given.
        answer: Option<Hole>,
        /// The question in the author's words (Markdown).
        prompt: Option<String>,
        /// Help for the learner (Markdown).
        hint: Option<String>,
    },
    /// Count the seeds a move captures.
    Captured {
        /// The move.
        mv: Move,
        /// The answer as written, checked when given.
        answer: Option<u32>,
        /// The question in the author's words (Markdown).
        prompt: Option<String>,
        /// Help for the learner (Markdown).
        hint: Option<String>,
    },
    /// Say whether a move is legal.
    Legal {
        /// The move as written (it may name no legal move).
        mv: MoveText,
        /// The answer as written, checked when given.
        answer: Option<bool>,
        /// The question in the author's words (Markdown).
        prompt: Option<String>,
        /// Help for the learner (Markdown).
        hint: Option<String>,
    },
}
