//! A new puzzle lesson: one step whose player to move wins in a number of turns, with its
//! solution and idea commented until the teacher has a position of his own, or, from a puzzle
//! found in random play, the solution the engine proved.

use super::{Start, head, header};
use crate::engine::{Move, Position, Rules, Setup};

/// A position where South wins in 2 and with one first move only (A4R*, which nothing North plays
/// answers): the placeholder of a new puzzle, for the teacher to replace with his own.
pub const PLACEHOLDER: &str =
    "1,2,1,0,0,1,1,0/0,0,0,0,0,0,4,1/0,1,1,19,8,1,0,0/6,0,4,5,1,4,1,2 S stock=0,0 nyumba=-";

/// Gets the placeholder position under `rules`.
#[must_use]
pub fn placeholder(rules: Rules) -> Option<Position> {
    PLACEHOLDER.parse::<Setup>().ok()?.into_position(rules).ok()
}

/// What a new puzzle is: its position, the turns its mover wins in, and the main line when it
/// is known.
#[derive(Clone, Debug)]
pub struct NewPuzzle<'a> {
    /// Where it starts.
    pub start: &'a Start,
    /// The least number of the mover's turns he wins in (`wins_in`).
    pub turns: u32,
    /// The main line, when the engine found it.
    pub line: Option<&'a [Move]>,
    /// Whether the position was found and proved (the solution is then written as a key), or is
    /// the teacher's to replace (the solution is then a comment).
    pub found: bool,
}

/// Writes a new puzzle lesson.
#[must_use]
pub fn puzzle(title: &str, rules: Rules, new: &NewPuzzle<'_>) -> String {
    let position = new.start.position();
    let side = position.to_move();
    let n = new.turns;
    let mut out = header("A puzzle lesson");
    out.push_str(&head(
        title,
        rules,
        "Say what the puzzle practises, in a few sentences.",
    ));
    out.push_str(
        "# The steps, in order: here one puzzle. A step with `wins_in` is a question: in bao learn the
# learner plays the winning side against the longest defence; bao check proves the win.
steps:
",
    );
    out.push_str(&format!(
        "  - say: |\n      {side} to move and win in {n}.\n"
    ));
    if new.found {
        out.push_str("    # Found by `bao new puzzle --find` in random play, and proved.\n");
    } else {
        out.push_str(
            "    # Replace this position with your puzzle's (bao check says if it holds).\n",
        );
    }
    out.push_str(&new.start.yaml());
    out.push_str(&format!(
        "    # The least number of {side}'s turns he needs to force the win (1: a move that wins at
    # once). bao check fails if he wins sooner or cannot force it in that many.
    wins_in: {n}
"
    ));
    let line = new.line.map(|moves| {
        let names: Vec<String> = moves.iter().map(ToString::to_string).collect();
        format!("[{}]", names.join(", "))
    });
    out.push_str(
        "    # The main line: the winning move, the longest defence, and so on, ending with the move
    # that wins. `bao record FILE` writes it in; other first moves that win as soon go in
    # `cooks: [..]`, or bao check warns of them.
",
    );
    match (&line, new.found) {
        (Some(line), true) => out.push_str(&format!("    solution: {line}\n")),
        (Some(line), false) => out.push_str(&format!("    # solution: {line}\n")),
        (None, _) => out.push_str("    # solution: [A6R*, a3L*, B2L*]\n"),
    }
    out.push_str(
        "    # Why it wins, in Markdown, shown once the puzzle is solved or given up. To use it,
    # remove the `# ` in front of these lines:
    # idea: |
    #   Say what the winning move does that the others do not.
",
    );
    out
}
