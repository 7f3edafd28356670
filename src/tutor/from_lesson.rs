//! Lessons as the tutor walks them: the rule, the sources' words, then each step as a board, a
//! move played out or a question.

use super::{Chapter, Course, Page, Question, QuestionKind, Script};
use crate::{
    book::markdown,
    lesson::model::{self, Catalog, Ending, Exercise, Expect, Goal, Lesson, Play, Winner},
    render::layout::side_name,
    t,
};

impl Course {
    /// Makes the course of a catalogue: every chapter's lessons in order.
    #[must_use]
    pub fn from_catalog(catalog: &Catalog) -> Course {
        let chapters = catalog
            .chapters
            .iter()
            .map(|chapter| {
                let mut lessons: Vec<Script> =
                    chapter.lessons.iter().map(Script::from_lesson).collect();
                // A chapter starts with its introduction, shown before its first lesson.
                if let Some(first) = lessons.first_mut()
                    && !chapter.intro.trim().is_empty()
                {
                    first.pages.insert(
                        0,
                        Page::Text {
                            markdown: format!(
                                "## {}\n\n{}",
                                markdown::text(&chapter.title),
                                chapter.intro
                            ),
                        },
                    );
                }
                Chapter {
                    id: chapter.id.clone(),
                    title: chapter.title.clone(),
                    lessons,
                }
            })
            .collect();
        Course { chapters }
    }
}

impl Script {
    /// Makes the pages of a lesson.
    #[must_use]
    pub fn from_lesson(lesson: &Lesson) -> Script {
        let mut pages = vec![Page::Text {
            markdown: lesson.rule.clone(),
        }];
        if !lesson.quotes.is_empty() {
            let quotes: Vec<String> = lesson
                .quotes
                .iter()
                .map(|q| {
                    // A quote in the reader's language needs no gloss (English's are kept, as
                    // they explain rather than translate).
                    let reader = crate::i18n::current();
                    if q.language == reader && reader != crate::i18n::Language::English {
                        return format!(
                            "> {}\n\n({})",
                            markdown::text(&q.text),
                            markdown::text(&q.cite)
                        );
                    }
                    // Quotes, glosses and citations are the sources' words: text, never markup.
                    format!(
                        "> {}\n\n*{}* ({})",
                        markdown::text(&q.text),
                        markdown::text(&q.gloss),
                        markdown::text(&q.cite)
                    )
                })
                .collect();
            pages.push(Page::Text {
                markdown: format!(
                    "## {}\n\n{}",
                    crate::t!("learn-sources"),
                    quotes.join("\n\n")
                ),
            });
        }
        for step in &lesson.steps {
            let say = step.say.clone().unwrap_or_default();
            let position = step.checks.position;
            if let Some(puzzle) = &step.checks.puzzle {
                // A puzzle step has no move, list or exercise beside it: the puzzle is the page.
                pages.push(Page::Puzzle {
                    say,
                    position,
                    puzzle: puzzle.clone(),
                });
                continue;
            }
            match &step.checks.play {
                Some(Play::Legal { mv, .. }) => pages.push(Page::Move {
                    say: say.clone(),
                    before: position,
                    mv: *mv,
                    played: position
                        .play(*mv)
                        .expect("a lesson's move is legal once loaded"),
                }),
                Some(Play::Illegal { mv, .. }) => {
                    let reason = mv
                        .resolve(&position)
                        .err()
                        .and_then(|e| crate::render::illegal::reason(&e));
                    let shown = crate::i18n::notation::move_text(&mv.to_string());
                    let not_legal = match reason {
                        Some(reason) => {
                            crate::t!("learn-step-illegal-why", mv = shown, reason = reason)
                        }
                        None => crate::t!("learn-step-illegal", mv = shown),
                    };
                    pages.push(Page::Board {
                        say: format!("{say}\n\n{not_legal}"),
                        position,
                    });
                }
                None if step.exercise.is_none() => {
                    let moves = step.checks.moves.as_ref().map(|moves| {
                        let names: Vec<String> = moves
                            .iter()
                            .map(|m| {
                                format!("`{}`", crate::i18n::notation::move_text(&m.to_string()))
                            })
                            .collect();
                        format!(
                            "\n\n{}",
                            crate::t!("learn-step-legal-moves", moves = names.join(", "))
                        )
                    });
                    pages.push(Page::Board {
                        say: format!("{say}{}", moves.unwrap_or_default()),
                        position,
                    });
                }
                None => {}
            }
            if let Some(exercise) = &step.exercise {
                let say = if step.checks.play.is_some() {
                    String::new()
                } else {
                    say
                };
                pages.push(Page::Question {
                    say,
                    position,
                    question: question(exercise),
                });
            }
        }
        Script {
            id: lesson.id.clone(),
            title: lesson.title.clone(),
            pages,
        }
    }
}

/// Makes the question of an exercise, as the tutor asks it and the book prints it.
pub(crate) fn question(exercise: &Exercise) -> Question {
    let (kind, prompt, hint) = match exercise {
        Exercise::FindMove {
            goal,
            answers,
            prompt,
            hint,
        } => (
            QuestionKind::FindMove {
                accepted: answers.clone(),
                goal: find_words(goal),
            },
            prompt,
            hint,
        ),
        Exercise::LastHole {
            mv, prompt, hint, ..
        } => (QuestionKind::LastHole { mv: *mv }, prompt, hint),
        Exercise::Captured {
            mv, prompt, hint, ..
        } => (QuestionKind::Captured { mv: *mv }, prompt, hint),
        Exercise::Legal {
            mv, prompt, hint, ..
        } => (QuestionKind::Legal { text: mv.clone() }, prompt, hint),
    };
    Question {
        kind,
        prompt: prompt.clone(),
        hint: hint.clone(),
    }
}

/// Says what a find-move answer must achieve: "captures the most seeds and sows the nyumba on".
fn find_words(goal: &Goal) -> String {
    let mut parts = Vec::new();
    if goal.captures_most {
        parts.push(t!("learn-goal-captures-most"));
    }
    if let Some(hole) = goal.enters {
        parts.push(t!("learn-goal-enters", hole = hole.to_string()));
    }
    if goal.safari {
        parts.push(t!("learn-goal-safari"));
    }
    parts.extend(parts_of(&goal.expect, &str::to_owned, &position_words));
    if goal.ends_game && goal.expect.winner.is_none() {
        parts.push(t!("learn-goal-ends-game"));
    }
    joined(parts)
}

/// Says what a move must achieve: "captures 6 seeds and ends in an empty hole", each of the
/// tutor's parts passed through `escape` and the position it reaches said, whole, by `reached`
/// ("reaches the published diagram …"). The book says what a step's move is confirmed to do in
/// the same words, escaped for Markdown and with the diagram linked.
pub(crate) fn goal_words_with(
    goal: &Expect,
    escape: &dyn Fn(&str) -> String,
    reached: &dyn Fn(&model::ExpectedPosition) -> String,
) -> String {
    joined(parts_of(goal, escape, reached))
}

fn parts_of(
    goal: &Expect,
    escape: &dyn Fn(&str) -> String,
    reached: &dyn Fn(&model::ExpectedPosition) -> String,
) -> Vec<String> {
    let mut parts = Vec::new();
    if let Some(n) = goal.captured {
        parts.push(escape(&t!("learn-goal-captures", seeds = n)));
    }
    if let Some(hole) = goal.last {
        parts.push(escape(&t!("learn-goal-last", hole = hole.to_string())));
    }
    if let Some(ending) = goal.ends {
        parts.push(escape(&match ending {
            Ending::Empty => t!("learn-goal-ends-empty"),
            Ending::Nyumba => t!("learn-goal-ends-nyumba"),
            Ending::Blocked => t!("learn-goal-ends-blocked"),
            Ending::FrontRowEmpty => t!("learn-goal-ends-front-row"),
            Ending::NeverEnding => t!("learn-goal-ends-never"),
        }));
    }
    if let Some(hole) = goal.blocks {
        parts.push(escape(&t!("learn-goal-blocks", hole = hole.to_string())));
    }
    match goal.winner {
        Some(Winner::Side(side)) => {
            parts.push(escape(&t!("learn-goal-wins", side = side_name(side))));
        }
        Some(Winner::Draw) => parts.push(escape(&t!("learn-goal-draw"))),
        None => {}
    }
    if let Some(position) = &goal.position {
        parts.push(reached(position));
    }
    parts
}

fn joined(mut parts: Vec<String>) -> String {
    match parts.len() {
        0 => t!("learn-goal-any"),
        1 => parts.remove(0),
        _ => {
            let last = parts.pop().unwrap_or_default();
            t!("learn-goal-and", first = parts.join(", "), last = last)
        }
    }
}

/// Says that a move reaches a position, as a learner reads it: a published diagram by its
/// title, never by its file's id. The whole phrase is one message, so that each language joins
/// its own words ("llega al diagrama").
fn position_words(position: &model::ExpectedPosition) -> String {
    match &position.title {
        Some(title) => t!("learn-goal-reaches-diagram", title = title),
        None if position.name == t!("check-name-start") => t!("learn-goal-reaches-start"),
        None => t!("learn-goal-reaches", position = position.name.as_str()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        engine::{Rules, Setup},
        lesson::model::{Checks, Place, Puzzle, Step},
    };

    /// A step with `wins_in` is a puzzle page of its own: its say is the question, and no board
    /// is shown before it.
    #[test]
    fn a_puzzle_step_is_a_puzzle_page() {
        let position =
            "3,0,0,0,0,0,0,0/1,0,1,0,0,0,0,0/0,0,2,2,0,2,0,0/0,0,0,2,0,0,0,0 S stock=0,0 nyumba=-"
                .parse::<Setup>()
                .unwrap()
                .into_position(Rules::KISWAHILI)
                .unwrap();
        let lesson = Lesson {
            id: "puzzle".into(),
            file: "puzzle.yaml".into(),
            title: "A puzzle".into(),
            rules: Rules::KISWAHILI,
            rule: "Win in 2.".into(),
            quotes: Vec::new(),
            steps: vec![Step {
                place: Place {
                    file: "puzzle.yaml".into(),
                    line: 4,
                },
                say: Some("South to move and win in 2.".into()),
                checks: Checks {
                    position,
                    moves: None,
                    play: None,
                    puzzle: Some(Puzzle {
                        turns: 2,
                        solution: None,
                        cooks: Vec::new(),
                        idea: Some("The idea.".into()),
                    }),
                },
                exercise: None,
            }],
        };
        let script = Script::from_lesson(&lesson);
        assert_eq!(script.pages.len(), 2);
        let Page::Puzzle {
            say,
            position: shown,
            puzzle,
        } = &script.pages[1]
        else {
            panic!("{:?}", script.pages[1]);
        };
        assert_eq!(say, "South to move and win in 2.");
        assert_eq!(*shown, position);
        assert_eq!(puzzle.turns, 2);
        assert_eq!(puzzle.idea.as_deref(), Some("The idea."));
    }
}
