//! Exercises: the questions for the learner, their goals and answers.

use super::super::{Ctx, Located, Span};
use crate::{
    engine::{Hole, Position, Row},
    lesson::{
        model::{Exercise, Goal},
        schema::{AnswerRaw, ExerciseKindRaw, ExerciseRaw, GoalRaw},
    },
};

impl Ctx<'_> {
    pub(super) fn exercise(
        &mut self,
        raw: &Located<ExerciseRaw>,
        position: &Position,
    ) -> Option<Exercise> {
        let ex = &raw.value;
        if let Some(hint) = &ex.hint {
            self.markdown(hint);
        }
        let hint = ex.hint.as_ref().map(|h| h.value.clone());
        if let Some(prompt) = &ex.prompt {
            self.markdown(prompt);
            if prompt.value.trim().is_empty() {
                self.error(
                    prompt.at,
                    "the prompt is empty",
                    "empty",
                    Some(
                        "write the question, or remove `prompt` to use words made from the exercise"
                            .to_owned(),
                    ),
                );
            }
        }
        let prompt = ex.prompt.as_ref().map(|p| p.value.clone());
        let kind = ex.kind;
        let name = match kind {
            ExerciseKindRaw::FindMove => "find-move",
            ExerciseKindRaw::LastHole => "last-hole",
            ExerciseKindRaw::Captured => "captured",
            ExerciseKindRaw::Legal => "legal",
        };
        let misplaced = |ctx: &mut Self, key: &str, at: Span, for_kinds: &str| {
            ctx.error(
                at,
                format!("`{key}` is not for a {name} exercise"),
                "not for this kind",
                Some(format!("`{key}` is for {for_kinds} exercises: remove it")),
            );
        };
        if kind == ExerciseKindRaw::FindMove {
            if let Some(mv) = &ex.mv {
                misplaced(self, "move", mv.at, "last-hole, captured and legal");
            }
            if let Some(answer) = &ex.answer {
                misplaced(self, "answer", answer.at, "last-hole, captured and legal");
            }
            let goal = match &ex.goal {
                Some(goal) => self.goal(&goal.value, position),
                None => Goal::default(),
            };
            if goal.is_empty() && ex.goal.as_ref().is_some_and(|g| g.value.is_empty()) {
                self.error(
                    ex.goal.as_ref().map_or(raw.at, |g| g.at),
                    "the goal says nothing the move must achieve",
                    "empty goal",
                    Some(
                        "give one or more of position, last, captured, ends, blocks, winner, enters, captures_most, safari, ends_game"
                            .to_owned(),
                    ),
                );
            }
            if ex.goal.is_none() {
                self.missing(
                    raw.at,
                    "goal",
                    "what the move must achieve, e.g. `goal: { captured: 6 }`",
                );
            }
            let answers = match &ex.answers {
                Some(list) if list.value.is_empty() => {
                    self.missing(
                        list.at,
                        "answers",
                        "the accepted moves, e.g. `answers: [A8R]`",
                    );
                    Vec::new()
                }
                Some(list) => list
                    .value
                    .iter()
                    .filter_map(|t| self.legal_move(t, position))
                    .collect(),
                None => {
                    self.missing(
                        raw.at,
                        "answers",
                        "the accepted moves, e.g. `answers: [A8R]`",
                    );
                    Vec::new()
                }
            };
            return Some(Exercise::FindMove {
                goal,
                answers,
                prompt,
                hint,
            });
        }
        if let Some(goal) = &ex.goal {
            misplaced(self, "goal", goal.at, "find-move");
        }
        if let Some(answers) = &ex.answers {
            misplaced(self, "answers", answers.at, "find-move");
        }
        let Some(mv_text) = &ex.mv else {
            self.missing(raw.at, "move", "the move asked about, e.g. `move: A2L`");
            return None;
        };
        match kind {
            ExerciseKindRaw::LastHole => {
                let mv = self.legal_move(mv_text, position)?;
                let answer = ex.answer.as_ref().and_then(|a| match &a.value {
                    AnswerRaw::Text(t) => self.hole(&Located::new(t.clone(), a.at)),
                    _ => self.bad_answer(a.at, "a hole, such as `A3`"),
                });
                Some(Exercise::LastHole {
                    mv,
                    answer,
                    prompt,
                    hint,
                })
            }
            ExerciseKindRaw::Captured => {
                let mv = self.legal_move(mv_text, position)?;
                let answer = ex.answer.as_ref().and_then(|a| match &a.value {
                    AnswerRaw::Count(n) => {
                        let count = u32::try_from(*n).ok().filter(|n| *n <= 64);
                        if count.is_none() {
                            self.out_of_range(
                                &Located::new(*n, a.at),
                                "the answer",
                                "a move captures 0 to 64 seeds",
                            );
                        }
                        count
                    }
                    _ => self.bad_answer(a.at, "a count, such as `4`"),
                });
                Some(Exercise::Captured {
                    mv,
                    answer,
                    prompt,
                    hint,
                })
            }
            _ => {
                let mv = self.move_text(mv_text)?;
                let answer = ex.answer.as_ref().and_then(|a| match &a.value {
                    AnswerRaw::Bool(b) => Some(*b),
                    AnswerRaw::Text(t) if t == "yes" => Some(true),
                    AnswerRaw::Text(t) if t == "no" => Some(false),
                    _ => self.bad_answer(a.at, "`yes` or `no`"),
                });
                Some(Exercise::Legal {
                    mv,
                    answer,
                    prompt,
                    hint,
                })
            }
        }
    }

    /// Resolves a find-move goal: the keys of `expect`, and those only a question needs.
    fn goal(&mut self, raw: &GoalRaw, position: &Position) -> Goal {
        let expect = self.expect(&raw.expect(), position.rules());
        let mover = position.to_move();
        let enters = raw.enters.as_ref().and_then(|text| {
            let hole = self.hole(text)?;
            if hole.side() == mover && hole.row() == Row::Front && hole.is_kichwa() {
                return Some(hole);
            }
            let kichwa: Vec<String> = Hole::front(mover)
                .filter(|h| h.is_kichwa())
                .map(|h| h.to_string())
                .collect();
            self.error(
                text.at,
                format!(
                    "`{}` is not a kichwa of {mover}, the player to move",
                    text.value
                ),
                "not a kichwa",
                Some(format!(
                    "captured seeds enter at {mover}'s kichwa: {}",
                    kichwa.join(" or ")
                )),
            );
            None
        });
        let flag = |ctx: &mut Self, value: &Option<Located<bool>>, key: &str| match value {
            Some(v) if !v.value => {
                ctx.error(
                    v.at,
                    format!("`{key}: false` asks nothing of the move"),
                    "false",
                    Some(format!("write `{key}: true`, or leave `{key}` out")),
                );
                false
            }
            Some(_) => true,
            None => false,
        };
        Goal {
            expect,
            enters,
            captures_most: flag(self, &raw.captures_most, "captures_most"),
            safari: flag(self, &raw.safari, "safari"),
            ends_game: flag(self, &raw.ends_game, "ends_game"),
        }
    }

    fn missing(&mut self, at: Span, key: &str, what: &str) {
        self.error(
            at,
            format!("this exercise needs `{key}`"),
            "here",
            Some(format!("add `{key}`: {what}")),
        );
    }

    fn bad_answer<T>(&mut self, at: Span, expected: &str) -> Option<T> {
        self.error(
            at,
            "the answer is not of the kind this exercise asks for",
            "wrong kind of answer",
            Some(format!("the answer is {expected}")),
        );
        None
    }
}
