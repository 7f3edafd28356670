//! Exercises: the questions for the learner, their goals and answers.

use super::super::{Ctx, Located, Span};
use crate::{
    engine::{Hole, Position, Row, Side},
    lesson::{
        model::{Exercise, Goal},
        schema::{AnswerRaw, ExerciseKindRaw, ExerciseRaw, GoalRaw},
    },
    t,
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
                    t!("check-prompt-empty"),
                    &t!("check-empty-label"),
                    Some(t!("check-prompt-empty-help")),
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
                t!("check-exercise-key-misplaced", key = key, kind = name),
                &t!("check-exercise-key-misplaced-label"),
                Some(t!(
                    "check-exercise-key-misplaced-help",
                    key = key,
                    kinds = for_kinds
                )),
            );
        };
        if kind == ExerciseKindRaw::FindMove {
            if let Some(mv) = &ex.mv {
                misplaced(self, "move", mv.at, &t!("check-kinds-not-find-move"));
            }
            if let Some(answer) = &ex.answer {
                misplaced(self, "answer", answer.at, &t!("check-kinds-not-find-move"));
            }
            let goal = match &ex.goal {
                Some(goal) => self.goal(&goal.value, position),
                None => Goal::default(),
            };
            if goal.is_empty() && ex.goal.as_ref().is_some_and(|g| g.value.is_empty()) {
                self.error(
                    ex.goal.as_ref().map_or(raw.at, |g| g.at),
                    t!("check-goal-empty"),
                    &t!("check-goal-empty-label"),
                    Some(t!("check-goal-empty-help")),
                );
            }
            if ex.goal.is_none() {
                self.missing(raw.at, "goal", &t!("check-missing-goal-help"));
            }
            let answers = match &ex.answers {
                Some(list) if list.value.is_empty() => {
                    self.missing(list.at, "answers", &t!("check-missing-answers-help"));
                    Vec::new()
                }
                Some(list) => list
                    .value
                    .iter()
                    .filter_map(|t| self.legal_move(t, position))
                    .collect(),
                None => {
                    self.missing(raw.at, "answers", &t!("check-missing-answers-help"));
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
            self.missing(raw.at, "move", &t!("check-missing-move-help"));
            return None;
        };
        match kind {
            ExerciseKindRaw::LastHole => {
                let mv = self.legal_move(mv_text, position)?;
                let answer = ex.answer.as_ref().and_then(|a| match &a.value {
                    AnswerRaw::Text(t) => self.hole(&Located::new(t.clone(), a.at)),
                    _ => self.bad_answer(a.at, &t!("check-answer-hole")),
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
                                &t!("check-answer-what"),
                                &t!("check-capture-range"),
                            );
                        }
                        count
                    }
                    _ => self.bad_answer(a.at, &t!("check-answer-count")),
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
                    _ => self.bad_answer(a.at, &t!("check-answer-yes-no")),
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
                match mover {
                    Side::South => t!("check-enters-not-kichwa-south", text = text.value.as_str()),
                    Side::North => t!("check-enters-not-kichwa-north", text = text.value.as_str()),
                },
                &t!("check-enters-not-kichwa-label"),
                Some(match mover {
                    Side::South => t!(
                        "check-enters-not-kichwa-help-south",
                        first = kichwa.first().map_or("", String::as_str),
                        second = kichwa.last().map_or("", String::as_str)
                    ),
                    Side::North => t!(
                        "check-enters-not-kichwa-help-north",
                        first = kichwa.first().map_or("", String::as_str),
                        second = kichwa.last().map_or("", String::as_str)
                    ),
                }),
            );
            None
        });
        let flag = |ctx: &mut Self, value: &Option<Located<bool>>, key: &str| match value {
            Some(v) if !v.value => {
                ctx.error(
                    v.at,
                    t!("check-flag-false", key = key),
                    "false",
                    Some(t!("check-flag-false-help", key = key)),
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
            t!("check-exercise-missing", key = key),
            &t!("check-here-label"),
            Some(t!("check-exercise-missing-help", key = key, what = what)),
        );
    }

    fn bad_answer<T>(&mut self, at: Span, expected: &str) -> Option<T> {
        self.error(
            at,
            t!("check-answer-wrong-kind"),
            &t!("check-answer-wrong-kind-label"),
            Some(t!("check-answer-wrong-kind-help", expected = expected)),
        );
        None
    }
}
