//! The play tree on the page: a `<div class="bao-play">` whose `data-play` attribute holds the
//! tree as JSON (every verdict, in words), and whose boards are a sealed piece ([`seal::mark`])
//! only the page's script shows: the board of each of the solver's turns, and for each winning
//! move the line of it and its defence, drawn lap by lap for the book's stepper. Without script
//! the box is empty and the puzzle reads as before, its solution folded below it.

use std::collections::BTreeMap;

use serde_json::{Map, Value, json};

use super::{Tree, Verdict, tree};
use crate::{
    book::{
        BookError,
        figure::{self, Detail},
        question::move_spellings,
        seal,
        words::{move_text, side_name},
    },
    bt,
    engine::Position,
    render::svg::escape,
};

/// Writes the box in which a reader plays "the player to move wins within `turns`" on the
/// page, each played line drawn as `detail` says. `context` names the puzzle in error messages.
///
/// # Errors
/// Returns a [`BookError`] when the win cannot be proved or a line cannot be drawn.
pub(crate) fn play_box(
    position: &Position,
    turns: u32,
    context: &str,
    detail: Detail,
) -> Result<String, BookError> {
    let failed = |message: String| BookError::Example {
        example: context.to_owned(),
        message,
    };
    let tree = tree(position, turns).map_err(failed)?;
    let (data, figures) = render(&tree, detail).map_err(failed)?;
    Ok(format!(
        "<div class=\"bao-play\" data-play=\"{}\">\n\n{}</div>\n\n",
        escape(&data.to_string()),
        seal::mark(None, &figures)
    ))
}

/// Gets the tree's data for the page's script, and the boards and lines it shows, as Markdown.
fn render(tree: &Tree, detail: Detail) -> Result<(Value, String), String> {
    let first = tree.turns.first().ok_or("the tree has no turn")?;
    let solver = first.position.to_move();
    let mut figures = String::new();
    let mut walks = String::new();
    let mut walk_count = 0;
    let mut nodes = Vec::new();
    for (i, turn) in tree.turns.iter().enumerate() {
        let caption = bt!(
            "book-play-caption",
            side = side_name(solver),
            turns = turn.left
        );
        figures.push_str(&format!(
            "<div class=\"bao-play-board\" data-turn=\"{i}\">\n\n{}</div>\n\n",
            figure::position(&turn.position, &[], &caption)
        ));
        let mut moves = Map::new();
        for (mv, verdict) in &turn.moves {
            let value = match verdict {
                Verdict::Wins { reply, next, words } => {
                    let line: Vec<_> = std::iter::once(*mv).chain(*reply).collect();
                    walks.push_str(&format!(
                        "<div class=\"bao-play-walk\" data-walk=\"{walk_count}\">\n\n{}</div>\n\n",
                        figure::line(&turn.position, &line, detail)?
                    ));
                    walk_count += 1;
                    json!({ "right": true, "words": words, "walk": walk_count - 1, "next": next })
                }
                Verdict::Fails { reply, words } => {
                    json!({ "right": false, "words": words, "reply": reply.map(|m| m.to_string()) })
                }
            };
            moves.insert(mv.to_string(), value);
        }
        let mut starts: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for (mv, _) in &turn.moves {
            starts
                .entry(mv.hole().to_string())
                .or_default()
                .push(move_text(&mv.to_string()));
        }
        let spell: BTreeMap<String, String> = move_spellings(&turn.position)
            .into_iter()
            .map(|(written, mv)| (written, mv.to_string()))
            .filter(|(written, mv)| written != mv)
            .collect();
        nodes.push(json!({ "left": turn.left, "moves": moves, "starts": starts, "spell": spell }));
    }
    figures.push_str(&walks);
    Ok((
        json!({ "side": side_name(solver), "turns": first.left, "nodes": nodes }),
        figures,
    ))
}
