//! A new lesson of exercises: one question of each kind, answered by the engine.

use super::{Start, head, header};
use crate::{
    author::questions::{self, Goal},
    engine::{Move, Rules},
};

/// Writes a lesson of four exercises on `start`'s position (find-move, last-hole, captured and
/// legal); `None` when no move is legal there.
#[must_use]
pub fn exercise(title: &str, rules: Rules, start: &Start) -> Option<String> {
    let position = start.position();
    let q = questions::questions(&position)?;
    let (goal, answers) = &q.find;
    let mut out = header("A lesson of exercises");
    out.push_str(&head(
        title,
        rules,
        "Say what the exercises practise, in a few sentences.",
    ));
    out.push_str(
        "# The steps, in order: here one question of each kind. The moves and answers were worked out
# by bao from the position: if you change the position, run `bao check` and it says which no
# longer hold (`bao record --all FILE` rewrites the last three kinds' answers).
steps:
",
    );
    out.push_str(&format!("  - say: {}\n", goal.question()));
    out.push_str(&start.yaml());
    out.push_str(&format!(
        "    # find-move: the learner plays a move. `goal` says what it must do: any of the keys of
    # an `expect` (last, captured, ends, blocks, winner, position), and `enters: A1` or `A8`
    # (the kichwa the captured seeds enter at), `captures_most: true`, `safari: true` (sows
    # the nyumba on), `ends_game: true`. `answers` lists every move that does. bao check fails
    # if an answer does not reach the goal, and warns if a move not listed does. Any exercise
    # may have a `prompt` (optional, Markdown): the question in your words, shown instead of
    # words made from the goal. `hint` (optional, Markdown) is shown when the learner asks for
    # help, before the hint bao works out from the position.
    exercise:
      kind: find-move
      goal: {}
      answers: [{}]
      hint: {}
",
        goal.yaml(),
        list(answers),
        hint(*goal)
    ));
    if let Some((mv, hole)) = q.last {
        out.push_str(&format!(
            "
  # last-hole: the learner names the hole where the last seed of `move` falls. `answer` is
  # optional: bao record writes it in, bao check verifies it. It starts where the step before
  # ended: an exercise plays no move, so that is still the position above.
  - say: Where does the last seed of {mv} fall?
    exercise:
      kind: last-hole
      move: {mv}
      answer: {hole}
"
        ));
    }
    let (mv, count) = q.captured;
    out.push_str(&format!(
        "
  # captured: the learner says how many seeds `move` captures.
  - say: How many seeds does {mv} capture?
    exercise:
      kind: captured
      move: {mv}
      answer: {count}
"
    ));
    let (text, legal) = &q.legal;
    out.push_str(&format!(
        "
  # legal: the learner says whether `move` is legal here, yes or no; the engine explains why.
  - say: Is {text} a legal move here?
    exercise:
      kind: legal
      move: {text}
      answer: {}
",
        if *legal { "yes" } else { "no" }
    ));
    Some(out)
}

fn list(moves: &[Move]) -> String {
    moves
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

fn hint(goal: Goal) -> &'static str {
    match goal {
        Goal::Captured(_) => "Look at the seeds facing your front row, which a capture takes.",
        Goal::Last(_) => "Follow the seeds hole by hole to where the move ends.",
        Goal::Ends(_) => "Play each move in your head to its end.",
    }
}
