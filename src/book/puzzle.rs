//! A puzzle as the book shows it: the question ("South to move and win in 2"), then the solution,
//! drawn as a line of moves the page's stepper steps through, and the winning idea, folded away
//! in a closed `<details>` so a reader can try first.

use super::{
    BookError,
    figure::{self, Detail},
    markdown, seal,
    words::{move_text, side_name},
};
use crate::{
    engine::{Move, Position},
    lesson::model::Puzzle,
    search::puzzle::main_line,
};

/// Says what the puzzle asks: "South to move and win in 2".
pub(crate) fn question(position: &Position, puzzle: &Puzzle) -> String {
    crate::bt!(
        "book-puzzle-question",
        side = side_name(position.to_move()),
        turns = puzzle.turns
    )
}

/// Says whose side the boards are drawn from when North is to move, for the page's script to
/// offer drawing them from North's side (bao.js `flipControl`); nothing when South is to move.
pub(crate) fn side(position: &Position) -> String {
    if position.to_move() == crate::engine::Side::North {
        format!(
            "<p class=\"bao-side\" data-flip>{}</p>\n\n",
            crate::bt!("book-js-drawn-south")
        )
    } else {
        String::new()
    }
}

/// Writes the folded solution and idea, each move drawn as `detail` says. Without a written
/// solution, the main line the engine finds is shown. `context` names the step or claim in
/// error messages.
pub(crate) fn solution(
    position: &Position,
    puzzle: &Puzzle,
    context: &str,
    detail: Detail,
) -> Result<String, BookError> {
    let failed = |message: String| BookError::Example {
        example: context.to_owned(),
        message,
    };
    let moves: Vec<Move> = match &puzzle.solution {
        Some(moves) => moves.clone(),
        None => main_line(position, puzzle.turns, &|| false).map_err(|e| failed(e.to_string()))?,
    };
    let names: Vec<String> = moves
        .iter()
        .map(|m| markdown::code(&move_text(&m.to_string())))
        .collect();
    // The solution is kept out of the book's search (`seal`).
    let mut inner = format!(
        "{}\n\n",
        crate::bt!("book-puzzle-line", moves = names.join(" "))
    );
    inner.push_str(&figure::line(position, &moves, detail).map_err(failed)?);
    if let Some(idea) = &puzzle.idea {
        inner.push_str(&format!(
            "**{}** {}\n\n",
            crate::bt!("book-puzzle-idea"),
            markdown::prose(idea, &format!("{context}, idea"))?.trim_end()
        ));
    }
    Ok(format!(
        "<details class=\"bao-solution\">\n<summary>{}</summary>\n\n{}</details>\n\n",
        crate::bt!("book-solution"),
        seal::mark(Some(&crate::bt!("book-the-solution")), &inner)
    ))
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use crate::lesson::catalog::{self, Kind};

    /// A lesson of one puzzle step: South wins in 2 with A4R*, a2R*, A7L.
    fn lesson(extra: &str) -> crate::lesson::model::Lesson {
        let text = format!(
            "format_version: 1\ntitle: T\nrule: R.\nsteps:\n  - say: Win.\n    position: \"1,2,1,0,0,1,1,0/0,0,0,0,0,0,4,1/0,1,1,19,8,1,0,0/6,0,4,5,1,4,1,2 S stock=0,0 nyumba=-\"\n    wins_in: 2\n{extra}"
        );
        let loaded = catalog::load_text(Path::new("c/01-t.yaml"), &text, Kind::Lesson, &[]);
        assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
        loaded.catalog.lessons().next().unwrap().clone()
    }

    fn steps_of(md: &str) -> serde_json::Value {
        let (_, rest) = md.split_once("data-steps=\"").unwrap();
        let (json, _) = rest.split_once('"').unwrap();
        let json = json
            .replace("&quot;", "\"")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&#39;", "'")
            .replace("&amp;", "&");
        serde_json::from_str(&json).unwrap()
    }

    #[test]
    fn a_puzzle_step_asks_then_folds_the_line_and_the_idea_away() {
        let lesson = lesson("    solution: [A4R*, a2R*, A7L]\n    idea: Sow from **A4** first.\n");
        let md = crate::book::step::step(&lesson.steps[0], 1, "c/01-t.yaml step 1").unwrap();
        let asked = md
            .find("**South to move and win in 2.**")
            .expect("the question");
        let folded = md
            .find("<details class=\"bao-solution\">\n<summary>Solution</summary>")
            .expect("a closed details");
        assert!(asked < folded, "{md}");
        assert!(md.contains("against the longest defence: `A4R*` `a2R*` `A7L`."));
        assert!(md.contains("**The idea.** Sow from **A4** first."), "{md}");
        // The board, then each move lap by lap and the board after it: figures in page order.
        let steps = steps_of(&md[folded..]);
        let figures: Vec<u64> = steps
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["figure"].as_u64().unwrap())
            .collect();
        assert_eq!(figures, (0..figures.len() as u64).collect::<Vec<_>>());
        assert!(figures.len() > 4, "whole moves, not laps: {steps}");
        let words: Vec<&str> = steps
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["words"].as_str().unwrap())
            .collect();
        assert!(words[1].starts_with("South plays A4R*: "), "{steps}");
        assert!(
            words.iter().any(|w| w.starts_with("South plays A4R*. ")
                && w.ends_with(
                    "After A4R*: North to move; the last seed fell in A5 (highlighted)."
                )),
            "{steps}"
        );
        assert!(
            words[words.len() - 1].starts_with("South plays A7L. "),
            "{steps}"
        );
        let after_line = &md[folded..];
        assert_eq!(
            after_line.matches("<figure class=\"bao-figure\"").count(),
            figures.len()
        );
        // Without script only the board after each move shows: the laps are in hidden blocks.
        assert_eq!(
            after_line
                .matches("<div class=\"bao-laps\" hidden>")
                .count(),
            3
        );
        assert!(after_line.trim_end().ends_with("</details>"), "{md}");
    }

    #[test]
    fn without_a_solution_the_engine_line_is_shown() {
        let lesson = lesson("");
        let md = crate::book::step::step(&lesson.steps[0], 1, "c/01-t.yaml step 1").unwrap();
        assert!(md.contains("against the longest defence: `A4R*` `a2R*` `A7L`."));
        assert!(!md.contains("The idea."));
    }
}
