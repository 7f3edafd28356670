//! Checking what the files say against the engine: pure, giving a report per step and claim.

mod exercise;
mod goal;
mod mismatch;
mod puzzle;

use std::fmt;

pub use goal::{goal_misses, most_captured};
use mismatch::moves_text;
pub use mismatch::{Mismatch, differing_holes, position_differences};
pub use puzzle::{PuzzleMismatch, solution};

use super::model::{
    Checks, Diagram, Ending, Exercise, Expect, Goal, Lesson, Place, Play, Puzzle, Winner,
};
use crate::{
    engine::{Move, Played, Position, notation::MoveText},
    t,
};

/// What a report is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum What {
    /// A lesson's step (1-based).
    Step(usize),
    /// A diagram's claim (1-based).
    Claim(usize),
}

impl fmt::Display for What {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            What::Step(n) => f.write_str(&t!("check-what-step", number = *n)),
            What::Claim(n) => f.write_str(&t!("check-what-claim", number = *n)),
        }
    }
}

/// The result of checking one step or claim.
#[derive(Clone, Debug)]
pub struct ItemReport {
    /// Where it is written.
    pub place: Place,
    /// Which step or claim.
    pub what: What,
    /// What was checked, in a few words.
    pub summary: String,
    /// The position it starts from.
    pub before: Position,
    /// The move played and what it did, if it plays one.
    pub played: Option<(Move, Played)>,
    /// What the engine says differently from the file.
    pub mismatches: Vec<Mismatch>,
    /// Things that hold but look like mistakes.
    pub warnings: Vec<String>,
}

impl ItemReport {
    /// Checks if everything the file says holds.
    #[must_use]
    pub fn passed(&self) -> bool {
        self.mismatches.is_empty()
    }
}

fn winner_of(played: &Played) -> Option<Winner> {
    played
        .outcome
        .map(|o| o.winner.map_or(Winner::Draw, Winner::Side))
}

/// Compares what a move did with what is expected of it.
#[must_use]
pub fn expectations(expect: &Expect, played: &Played) -> Vec<Mismatch> {
    let mut out = Vec::new();
    if let Some(e) = &expect.position {
        let same = position_differences(&e.position, &played.position, e.compare).is_empty();
        if !same {
            out.push(Mismatch::Position {
                name: e.name.clone(),
                expected: e.position,
                actual: played.position,
                compare: e.compare,
            });
        }
    }
    let last = played.trace.last_hole();
    if let Some(expected) = expect.last.filter(|h| Some(*h) != last) {
        out.push(Mismatch::Last {
            expected,
            actual: last,
        });
    }
    let captured = played.trace.captured();
    if let Some(expected) = expect.captured.filter(|n| *n != captured) {
        out.push(Mismatch::Captured {
            expected,
            actual: captured,
        });
    }
    let ends = Ending::of(&played.trace);
    if let Some(expected) = expect.ends.filter(|e| Some(*e) != ends) {
        out.push(Mismatch::Ends {
            expected,
            actual: ends,
        });
    }
    let blocks = played.position.blocked();
    if let Some(expected) = expect.blocks.filter(|h| Some(*h) != blocks) {
        out.push(Mismatch::Blocks {
            expected,
            actual: blocks,
        });
    }
    let winner = winner_of(played);
    if let Some(expected) = expect.winner.filter(|w| Some(*w) != winner) {
        out.push(Mismatch::Winner {
            expected,
            actual: winner,
        });
    }
    out
}

/// Describes the checks of a step or claim in a few words.
fn summary(checks: &Checks, exercise: Option<&Exercise>) -> String {
    let mut parts = Vec::new();
    if let Some(moves) = &checks.moves {
        parts.push(format!("moves {}", moves_text(moves)));
    }
    match &checks.play {
        Some(Play::Legal { mv, expect }) => parts.push(format!("play {mv}{}", expect_text(expect))),
        Some(Play::Illegal { mv, reason }) if reason.is_empty() => {
            parts.push(t!("check-summary-illegal", mv = mv.to_string()));
        }
        Some(Play::Illegal { mv, reason }) => parts.push(t!(
            "check-summary-illegal-reason",
            mv = mv.to_string(),
            reason = reason.as_str()
        )),
        None => {}
    }
    if let Some(puzzle) = &checks.puzzle {
        parts.push(puzzle_text(puzzle));
    }
    if let Some(exercise) = exercise {
        parts.push(match exercise {
            Exercise::FindMove { goal, answers, .. } => t!(
                "check-summary-find-move",
                goal = goal_text(goal),
                answers = moves_text(answers)
            ),
            Exercise::LastHole { mv, answer, .. } => t!(
                "check-summary-last-hole",
                mv = mv.to_string(),
                answer = answer_text(*answer)
            ),
            Exercise::Captured { mv, answer, .. } => t!(
                "check-summary-captured",
                mv = mv.to_string(),
                answer = answer_text(*answer)
            ),
            Exercise::Legal { mv, answer, .. } => t!(
                "check-summary-legal",
                mv = mv.to_string(),
                answer = answer_text(answer.map(|yes| if yes { "yes" } else { "no" }))
            ),
        });
    }
    if parts.is_empty() {
        t!("check-summary-nothing")
    } else {
        parts.join("; ")
    }
}

fn puzzle_text(puzzle: &Puzzle) -> String {
    let mut text = t!("check-summary-wins-in", turns = puzzle.turns);
    if let Some(solution) = &puzzle.solution {
        text.push_str(&format!(": {}", moves_text(solution)));
    }
    if !puzzle.cooks.is_empty() {
        text.push_str(&t!(
            "check-summary-cooks",
            moves = moves_text(&puzzle.cooks)
        ));
    }
    text
}

fn answer_text<T: fmt::Display>(answer: Option<T>) -> String {
    answer
        .map(|a| t!("check-summary-answer", answer = a.to_string()))
        .unwrap_or_default()
}

fn goal_text(goal: &Goal) -> String {
    let mut parts = expect_parts(&goal.expect);
    if let Some(h) = goal.enters {
        parts.push(format!("enters {h}"));
    }
    if goal.captures_most {
        parts.push(t!("check-summary-captures-most"));
    }
    if goal.safari {
        parts.push("safari".to_owned());
    }
    if goal.ends_game {
        parts.push(t!("check-summary-ends-game"));
    }
    arrow(&parts)
}

fn expect_text(expect: &Expect) -> String {
    arrow(&expect_parts(expect))
}

fn arrow(parts: &[String]) -> String {
    if parts.is_empty() {
        String::new()
    } else {
        format!(" → {}", parts.join(", "))
    }
}

fn expect_parts(expect: &Expect) -> Vec<String> {
    let mut parts = Vec::new();
    if let Some(p) = &expect.position {
        parts.push(format!("position {}", p.name));
    }
    if let Some(h) = expect.last {
        parts.push(format!("last {h}"));
    }
    if let Some(n) = expect.captured {
        parts.push(format!("captured {n}"));
    }
    if let Some(e) = expect.ends {
        parts.push(format!("ends {}", e.name()));
    }
    if let Some(h) = expect.blocks {
        parts.push(format!("blocks {h}"));
    }
    if let Some(w) = expect.winner {
        parts.push(format!("winner {w}"));
    }
    parts
}

fn check(
    place: &Place,
    what: What,
    checks: &Checks,
    exercise: Option<&Exercise>,
    stop: &dyn Fn() -> bool,
) -> ItemReport {
    let position = checks.position;
    let mut report = ItemReport {
        place: place.clone(),
        what,
        summary: summary(checks, exercise),
        before: position,
        played: None,
        mismatches: Vec::new(),
        warnings: Vec::new(),
    };
    if let Some(moves) = &checks.moves {
        let legal = position.legal_moves();
        let same = moves.len() == legal.len() && legal.iter().all(|m| moves.contains(m));
        if !same {
            report.mismatches.push(Mismatch::Moves {
                expected: moves.clone(),
                actual: legal,
            });
        }
    }
    match &checks.play {
        Some(Play::Legal { mv, expect }) => {
            if let Ok(played) = position.play(*mv) {
                report.mismatches.extend(expectations(expect, &played));
                report.played = Some((*mv, played));
            }
        }
        Some(Play::Illegal { mv, reason }) => {
            report.mismatches.extend(illegal(&position, mv, reason))
        }
        None => {}
    }
    if let Some(exercise) = exercise {
        exercise::check(&position, exercise, &mut report);
    }
    if let Some(puzzle) = &checks.puzzle {
        puzzle::check(&position, puzzle, stop, &mut report);
    }
    report
}

fn illegal(position: &Position, mv: &MoveText, phrase: &str) -> Option<Mismatch> {
    match mv.resolve(position) {
        Ok(mv) => Some(Mismatch::Legal { mv }),
        Err(err) => {
            let reason = err.reason().unwrap_or("");
            (!reason.contains(phrase)).then(|| Mismatch::Reason {
                mv: mv.to_string(),
                expected: phrase.to_owned(),
                actual: reason.to_owned(),
            })
        }
    }
}

/// Checks every step of a lesson, proving its puzzles to the end however long they take.
#[must_use]
pub fn lesson(lesson: &Lesson) -> Vec<ItemReport> {
    lesson_until(lesson, &|| false)
}

/// Checks every step of a lesson; a puzzle's proof ends, as a mismatch, when `stop` says so.
#[must_use]
pub fn lesson_until(lesson: &Lesson, stop: &dyn Fn() -> bool) -> Vec<ItemReport> {
    lesson
        .steps
        .iter()
        .enumerate()
        .map(|(i, step)| {
            check(
                &step.place,
                What::Step(i + 1),
                &step.checks,
                step.exercise.as_ref(),
                stop,
            )
        })
        .collect()
}

/// Checks every claim of a diagram, proving its puzzles to the end however long they take.
#[must_use]
pub fn diagram(diagram: &Diagram) -> Vec<ItemReport> {
    diagram_until(diagram, &|| false)
}

/// Checks every claim of a diagram; a puzzle's proof ends, as a mismatch, when `stop` says so.
#[must_use]
pub fn diagram_until(diagram: &Diagram, stop: &dyn Fn() -> bool) -> Vec<ItemReport> {
    diagram
        .claims
        .iter()
        .enumerate()
        .map(|(i, claim)| check(&claim.place, What::Claim(i + 1), &claim.checks, None, stop))
        .collect()
}
