//! One step of a lesson as the book shows it: the author's text, the board with the holes the
//! step is about highlighted, a move played out lap by lap, the legal moves, an illegal move with
//! the engine's reason, and an exercise whose answer the engine computes, folded away.

use super::words::{move_text, side_name};
use super::{BookError, PageId, diagrams, figure, markdown, play, puzzle, question as live, seal};
use crate::{
    bt,
    engine::{Hole, Position},
    lesson::model::{Exercise, Expect, Play, Step},
    tutor::{
        self, Judgement, Question, QuestionKind,
        from_lesson::{goal_words_with, question},
    },
};

/// Writes a step under a `### Step N` heading. `context` names the step in error messages (its
/// file and number).
pub(crate) fn step(step: &Step, number: usize, context: &str) -> Result<String, BookError> {
    let position = step.checks.position;
    let mut md = format!("### {}\n\n", bt!("book-step", number = number));
    // The step's board, when a question is to be answered on it.
    let mut board = None;
    if let Some(say) = &step.say {
        md.push_str(markdown::prose(say, context)?.trim_end());
        md.push_str("\n\n");
    }
    match &step.checks.play {
        Some(Play::Legal { mv, expect }) => {
            let played = position.play(*mv).map_err(|e| BookError::Example {
                example: context.to_owned(),
                message: e.to_string(),
            })?;
            md.push_str(&figure::walkthrough(
                &position,
                &move_text(&mv.to_string()),
                *mv,
                &played,
            ));
            if !expect.is_empty() {
                md.push_str(&format!(
                    "{}\n\n",
                    bt!(
                        "book-step-confirms",
                        mv = markdown::code(&move_text(&mv.to_string())),
                        what = expectation(expect)
                    )
                ));
            }
        }
        _ if step.checks.puzzle.is_some() => {
            let caption = bt!("book-step-puzzle-caption", number = number);
            md.push_str(&figure::position(&position, &[], &caption));
        }
        _ => {
            let (highlight, what) = highlights(step);
            let side = side_name(position.to_move());
            let caption = match what {
                Highlighted::Nothing => bt!("book-step-caption", number = number, side = side),
                what => bt!(
                    "book-step-caption-highlighted",
                    number = number,
                    side = side,
                    what = what.id()
                ),
            };
            let figure = figure::position(&position, &highlight, &caption);
            // A question that asks for a hole or a move is answered on this very board.
            match &step.exercise {
                Some(Exercise::FindMove { .. } | Exercise::LastHole { .. }) => {
                    board = Some(figure);
                }
                _ => md.push_str(&figure),
            }
        }
    }
    if step.checks.moves.is_some() {
        md.push_str(&legal_moves(&position));
    }
    if let Some(Play::Illegal { mv, .. }) = &step.checks.play {
        let why = match mv.resolve(&position) {
            Ok(_) => {
                return Err(BookError::Example {
                    example: context.to_owned(),
                    message: format!("{mv} is legal, but the step says it is not"),
                });
            }
            Err(err) => crate::render::illegal::reason(&err)
                .unwrap_or_else(|| bt!("book-step-not-among-legal")),
        };
        md.push_str(&format!(
            "{}\n\n",
            bt!(
                "book-step-illegal",
                mv = markdown::code(&move_text(&mv.to_string())),
                why = markdown::text(&why)
            )
        ));
    }
    if let Some(exercise) = &step.exercise {
        md.push_str(&self::exercise(&position, exercise, board, context)?);
    }
    if let Some(p) = &step.checks.puzzle {
        md.push_str(&format!(
            "**{}.**\n\n",
            markdown::text(&puzzle::question(&position, p))
        ));
        md.push_str(&puzzle::side(&position));
        md.push_str(&play::page::play_box(
            &position,
            p.turns,
            context,
            figure::Detail::Laps,
        )?);
        md.push_str(&puzzle::solution(
            &position,
            p,
            context,
            figure::Detail::Laps,
        )?);
    }
    Ok(md)
}

/// Says what a move is confirmed to do, in the tutor's words, linking a diagram it reaches to its
/// place on the diagrams page.
pub(crate) fn expectation(expect: &Expect) -> String {
    goal_words_with(expect, &markdown::text, &|p| match &p.title {
        Some(title) if PageId::new(&p.name).is_ok() => {
            let link = format!(
                "[{}]({}.md#{})",
                markdown::text(title),
                diagrams::ID,
                p.name
            );
            crate::t!("learn-goal-reaches-diagram", title = link)
        }
        Some(title) => markdown::text(&crate::t!("learn-goal-reaches-diagram", title = title)),
        // A position the lesson writes out itself (a grid, a one-line position): the board
        // after the move, drawn just above, is that position, so say so rather than the
        // format's name.
        None => bt!("book-step-drawn-above"),
    })
}

/// What a step's board highlights, for its caption.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Highlighted {
    /// No hole.
    Nothing,
    /// The holes the legal moves start from.
    LegalMoves,
    /// The hole of the illegal move.
    IllegalMove,
    /// The hole the question's move starts from.
    Question,
    /// More than one of those.
    Several,
}

impl Highlighted {
    /// Gets its name, as the caption's message selects on it.
    fn id(self) -> &'static str {
        match self {
            Highlighted::Nothing => "nothing",
            Highlighted::LegalMoves => "legal",
            Highlighted::IllegalMove => "illegal",
            Highlighted::Question => "question",
            Highlighted::Several => "several",
        }
    }
}

/// The holes a step without a move to play out is about, and what they are, for the caption.
fn highlights(step: &Step) -> (Vec<Hole>, Highlighted) {
    let position = &step.checks.position;
    let mut holes = Vec::new();
    let mut what = Vec::new();
    if step.checks.moves.is_some() {
        holes.extend(position.legal_moves().iter().map(|m| m.hole()));
        what.push(Highlighted::LegalMoves);
    }
    if let Some(Play::Illegal { mv, .. }) = &step.checks.play {
        holes.push(mv.hole());
        what.push(Highlighted::IllegalMove);
    }
    let asked = match &step.exercise {
        Some(Exercise::LastHole { mv, .. } | Exercise::Captured { mv, .. }) => Some(mv.hole()),
        Some(Exercise::Legal { mv, .. }) => Some(mv.hole()),
        Some(Exercise::FindMove { .. }) | None => None,
    };
    if let Some(hole) = asked {
        holes.push(hole);
        what.push(Highlighted::Question);
    }
    holes.sort();
    holes.dedup();
    let what = match what.as_slice() {
        [] => Highlighted::Nothing,
        [one] => *one,
        _ => Highlighted::Several,
    };
    (holes, what)
}

/// Lists the legal moves of a position, as the engine finds them.
fn legal_moves(position: &Position) -> String {
    let moves = super::example::legal(position);
    if moves.is_empty() {
        return format!("{}\n\n", bt!("book-step-no-legal-move"));
    }
    let listed: Vec<String> = moves
        .iter()
        .map(|m| markdown::code(&move_text(m)))
        .collect();
    format!(
        "{}\n\n",
        bt!(
            "book-step-legal-moves",
            count = moves.len(),
            moves = listed.join(", ")
        )
    )
}

/// Writes an exercise: the question, the author's hint and the engine's answer, each folded
/// away in a `<details>` so a reader can try first; with script, answered on the page
/// ([`live`]). `board`, the step's figure, is given when the question is answered by touching
/// it: it is drawn inside the question, the one board of the step. The boards the question's
/// move reaches follow, hidden, for the page to show once the question is answered.
fn exercise(
    position: &Position,
    exercise: &Exercise,
    board: Option<String>,
    context: &str,
) -> Result<String, BookError> {
    let question = question(exercise);
    // The tutor asks the learner to play the move; a reader finds it.
    let prompt = match &question.prompt {
        // The author's own question, as Markdown.
        Some(own) => markdown::prose(own, &format!("{context}, prompt"))?
            .trim_end()
            .to_owned(),
        None => markdown::text(&match &question.kind {
            QuestionKind::FindMove { goal, .. } => bt!("book-prompt-find", goal = goal.as_str()),
            kind => kind.prompt(),
        }),
    };
    let data = live::data(position, &question, context)?;
    let mut md = live::open(&data);
    md.push_str(&format!("**{}** {prompt}\n\n", bt!("book-question")));
    if let Some(figure) = board {
        md.push_str(&format!(
            "<div class=\"bao-answer-board\">\n\n{}</div>\n\n",
            figure
        ));
    }
    // The result boards, the hint and the answer are kept out of the book's search (`seal`).
    for (written, played) in live::results(position, &question) {
        md.push_str(&format!(
            "<div class=\"bao-result\" hidden>\n\n{}</div>\n\n",
            seal::mark(None, &figure::result(&move_text(&written), &played))
        ));
    }
    if let Some(hint) = &question.hint {
        md.push_str(&format!(
            "<details class=\"bao-hint\">\n<summary>{}</summary>\n\n{}</details>\n\n",
            bt!("book-hint"),
            seal::mark(
                Some(&bt!("book-the-hint")),
                markdown::prose(hint, &format!("{context}, hint"))?.trim_end()
            )
        ));
    }
    md.push_str(&format!(
        "<details class=\"bao-answer\">\n<summary>{}</summary>\n\n{}</details>\n\n",
        bt!("book-answer"),
        seal::mark(
            Some(&bt!("book-the-answer")),
            &answer(position, &question, context)?
        )
    ));
    md.push_str("</div>\n\n");
    Ok(md)
}

/// Works out the answer with the engine and says why, as the tutor would to a right answer.
fn answer(position: &Position, question: &Question, context: &str) -> Result<String, BookError> {
    let answer = tutor::answer(position, question);
    let first = answer.split(" or ").next().unwrap_or_default();
    let lines = match tutor::judge(position, question, first) {
        Judgement::Right(lines) => lines,
        Judgement::Wrong(lines) => {
            return Err(BookError::Example {
                example: context.to_owned(),
                message: format!("the engine's own answer `{answer}` is judged wrong: {lines:?}"),
            });
        }
        Judgement::Unreadable(why) => {
            return Err(BookError::Example {
                example: context.to_owned(),
                message: format!("the engine's own answer `{answer}` cannot be read: {why}"),
            });
        }
    };
    let mut lines = lines.into_iter();
    // The tutor's "Right: " goes: the book gives the answer, not a verdict on one.
    let right = crate::t!("learn-right", verdict = "");
    let mut said = lines
        .next()
        .map(|l| l.trim_start_matches(right.as_str()).to_owned())
        .unwrap_or_default();
    let mut events = Vec::new();
    for line in lines {
        if line.starts_with(' ') {
            events.push(line.trim().to_owned());
        } else {
            // A sentence rather than a move's events: the engine's reason, which says more.
            said = line;
        }
    }
    let mut md = format!(
        "**{}.** {}\n\n",
        markdown::text(&capitalise(&tutor::answer_words(position, question))),
        markdown::text(&capitalise(&said))
    );
    if !events.is_empty() {
        md.push_str(&format!("{}\n\n", bt!("book-what-the-move-does")));
        for (i, event) in events.iter().enumerate() {
            let sentence = format!("{}.", capitalise(event));
            md.push_str(&format!("{}. {}\n", i + 1, markdown::text(&sentence)));
        }
        md.push('\n');
    }
    Ok(md)
}

/// Gives text with its first letter in upper case.
pub(crate) fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    /// A position the lesson writes out itself is named as the board drawn, never by its format
    /// ("the grid"), in every page of the built-in book.
    #[test]
    fn a_written_position_is_not_named_by_its_format() {
        let book = crate::book::files().expect("the book generates");
        for file in &book {
            for jargon in ["reaches the grid", "reaches the one-line position"] {
                assert!(!file.contents.contains(jargon), "{}: {jargon}", file.path);
            }
        }
        assert!(
            book.iter()
                .any(|f| f.contents.contains("leaves the board as drawn above.")),
            "no confirmation of a written position"
        );
    }
}
