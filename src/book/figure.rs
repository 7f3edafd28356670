//! Boards and moves as the book shows them: an SVG board in a `<figure>` with a caption, and a move
//! as its sequence of steps, each lap drawn with the holes it touched and said in words.

use super::markdown;
use crate::{
    engine::{Event, Hole, Move, Played, Position, Side},
    render::{
        layout::Marks,
        svg::{self, escape},
        trace,
    },
    style::Styles,
};

/// The most laps a move's walkthrough draws; the rest are said in one line.
const MAX_LAPS: usize = 12;

/// Wraps an SVG drawing in a figure with a caption, as an HTML block (no blank line inside), with
/// a blank line after it.
fn figure(svg: &str, caption: &str) -> String {
    format!(
        "<figure class=\"bao-figure\" style=\"margin:1em 0\">\n{svg}\n\
         <figcaption>{}</figcaption>\n</figure>\n\n",
        escape(caption)
    )
}

/// Draws a position with both stocks and the player to move.
pub(crate) fn position(position: &Position, highlight: &[Hole], caption: &str) -> String {
    figure(&svg::position(position, highlight), caption)
}

/// Indents every line of a block by `n` spaces, so it belongs to a list item.
fn indent(block: &str, n: usize) -> String {
    let pad = " ".repeat(n);
    block
        .lines()
        .map(|line| {
            if line.is_empty() {
                String::new()
            } else {
                format!("{pad}{line}")
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

/// Says one event as a plain sentence: first letter capitalised, full stop at the end.
fn plain_sentence(event: &Event) -> String {
    let words = trace::event(event, &Styles::default());
    let mut chars = words.chars();
    let first = chars.next().map(|c| c.to_uppercase().collect::<String>());
    format!("{}{}.", first.unwrap_or_default(), chars.as_str())
}

/// Says one event as a sentence of the book, escaped for Markdown.
fn sentence(event: &Event) -> String {
    markdown::text(&plain_sentence(event))
}

/// One step of the page's stepper: the words said under the board, and which of the
/// walkthrough's figures (counted from the board before the move) shows it.
struct Frame {
    words: String,
    figure: usize,
}

/// Opens the walkthrough's `<div>`, which carries the stepper's steps as JSON in an escaped
/// `data-steps` attribute: the page's script reads them and steps through the figures already
/// drawn; without script the walkthrough reads as it is.
fn stepper_open(written: &str, frames: &[Frame]) -> String {
    let steps: Vec<serde_json::Value> = frames
        .iter()
        .map(|f| serde_json::json!({ "words": f.words, "figure": f.figure }))
        .collect();
    format!(
        "<div class=\"bao-walk\" data-move=\"{}\" data-steps=\"{}\">\n\n",
        escape(written),
        escape(&serde_json::Value::Array(steps).to_string())
    )
}

/// Shows a move step by step: the board before, each lap with what led to it (stock seed,
/// captures, relays) in words and the board after it with the touched holes highlighted, then how
/// the move ended and the position after it.
///
/// `written` is the move as the text spells it; `mv` is what the engine resolved it to.
pub(crate) fn walkthrough(before: &Position, written: &str, mv: Move, played: &Played) -> String {
    let mut out = String::new();
    let mut frames = Vec::new();
    let shown = if written == mv.to_string() {
        markdown::code(written)
    } else {
        format!(
            "{}, which `bao` prints as {}",
            markdown::code(written),
            markdown::code(&mv.to_string())
        )
    };
    out.push_str(&format!(
        "{} plays {shown}, starting from {}.\n\n",
        before.to_move(),
        mv.hole()
    ));
    frames.push(Frame {
        words: format!(
            "{} plays {written}, starting from {}.",
            before.to_move(),
            mv.hole()
        ),
        figure: 0,
    });
    out.push_str(&position(
        before,
        &[mv.hole()],
        &format!(
            "Before {written}: {} to move, starting from {} (highlighted)",
            before.to_move(),
            mv.hole()
        ),
    ));
    let mut pending: Vec<&Event> = Vec::new();
    let mut laps = 0;
    let mut skipped: u64 = 0;
    let mut number = 0;
    let mut owned = before.nyumba();
    for step in &played.trace.steps {
        if let Event::Laps { laps } = step.event {
            skipped += laps;
            continue;
        }
        pending.push(&step.event);
        if let Event::NyumbaLost { side } = step.event {
            *owned.get_mut(side) = false;
        }
        if !matches!(step.event, Event::Sow { .. }) {
            continue;
        }
        laps += 1;
        if laps > MAX_LAPS {
            skipped += 1;
            pending.clear();
            continue;
        }
        number += 1;
        let words: Vec<String> = pending.iter().map(|e| sentence(e)).collect();
        out.push_str(&format!("{number}. {}\n\n", words.join(" ")));
        let plain: Vec<String> = pending.iter().map(|e| plain_sentence(e)).collect();
        frames.push(Frame {
            words: plain.join(" "),
            figure: number,
        });
        let mut touched: Vec<Hole> = pending.iter().flat_map(|e| trace::touched(e)).collect();
        touched.sort();
        touched.dedup();
        let marks = Marks {
            highlight: &touched,
            nyumba: [*owned.get(Side::South), *owned.get(Side::North)],
            blocked: None,
        };
        let caption = format!("Lap {laps} of {written}, the holes it touched highlighted");
        out.push_str(&indent(
            &figure(&svg::board(&step.board, &marks), &caption),
            3,
        ));
        out.push('\n');
        pending.clear();
    }
    let drawn = number;
    let mut closing = Vec::new();
    if skipped > 0 {
        number += 1;
        let words = format!("The relay goes on for {skipped} more laps, not drawn here.");
        out.push_str(&format!("{number}. {words}\n\n"));
        closing.push(words);
    }
    if !pending.is_empty() {
        number += 1;
        let words: Vec<String> = pending.iter().map(|e| sentence(e)).collect();
        out.push_str(&format!("{number}. {}\n\n", words.join(" ")));
        closing.extend(pending.iter().map(|e| plain_sentence(e)));
    }
    let after = &played.position;
    let endless = played
        .trace
        .events()
        .any(|e| matches!(e, Event::NeverEnding { .. }));
    let last: Vec<Hole> = if endless {
        Vec::new()
    } else {
        played.trace.last_hole().into_iter().collect()
    };
    let mut caption = match played.outcome {
        Some(outcome) => format!("After {written}: {}", trace::game_over(&outcome)),
        None => format!("After {written}: {} to move", after.to_move()),
    };
    if let Some(hole) = last.first() {
        caption.push_str(&format!("; the last seed fell in {hole} (highlighted)"));
    }
    out.push_str(&position(after, &last, &caption));
    closing.push(format!("{caption}."));
    frames.push(Frame {
        words: closing.join(" "),
        figure: drawn + 1,
    });
    format!("{}{out}</div>\n\n", stepper_open(written, &frames))
}

/// Shows a line of moves (a puzzle's solution) as a stepper: the board before, then each move
/// with the board after it, the last seed's hole highlighted. The moves must be legal in turn.
///
/// # Errors
/// Gives the engine's reason when a move of the line is not legal where it is played.
pub(crate) fn line(before: &Position, moves: &[Move]) -> Result<String, String> {
    let mut out = String::new();
    let mut frames = vec![Frame {
        words: format!("{} to move.", before.to_move()),
        figure: 0,
    }];
    out.push_str(&position(
        before,
        &[],
        &format!("Before the line: {} to move", before.to_move()),
    ));
    let mut at = *before;
    for (i, mv) in moves.iter().enumerate() {
        let played = at.play(*mv).map_err(|e| format!("{mv}: {e}"))?;
        let side = at.to_move();
        let caption = match played.outcome {
            Some(outcome) => format!("After {mv}: {}", trace::game_over(&outcome)),
            None => format!("After {mv}: {} to move", played.position.to_move()),
        };
        let last: Vec<Hole> = played.trace.last_hole().into_iter().collect();
        out.push_str(&format!(
            "{}. {side} plays {}.\n\n",
            i + 1,
            markdown::code(&mv.to_string())
        ));
        out.push_str(&indent(&position(&played.position, &last, &caption), 3));
        out.push('\n');
        frames.push(Frame {
            words: format!("{side} plays {mv}. {caption}."),
            figure: i + 1,
        });
        at = played.position;
    }
    Ok(format!(
        "{}{out}</div>\n\n",
        stepper_open("the line", &frames)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whatever the words, the steps stay inside their attribute, and read back as written.
    #[test]
    fn the_steps_cannot_leave_their_attribute() {
        let words = "</div><script>alert(\"x\")</script> & 'y'";
        let opened = stepper_open(
            "A1L\"><b>",
            &[Frame {
                words: words.to_owned(),
                figure: 0,
            }],
        );
        let (head, steps) = opened.split_once(" data-steps=\"").unwrap();
        assert_eq!(
            head,
            "<div class=\"bao-walk\" data-move=\"A1L&quot;&gt;&lt;b&gt;\""
        );
        let steps = steps.strip_suffix("\">\n\n").unwrap();
        assert!(!steps.contains(['<', '>', '"', '\'']), "{steps}");
        let decoded = steps
            .replace("&quot;", "\"")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&#39;", "'")
            .replace("&amp;", "&");
        let value: serde_json::Value = serde_json::from_str(&decoded).unwrap();
        assert_eq!(value, serde_json::json!([{ "words": words, "figure": 0 }]));
    }
}
