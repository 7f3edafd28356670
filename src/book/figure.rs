//! Boards and moves as the book shows them: an SVG board in a `<figure>` with a caption, and a move
//! as its sequence of steps, each lap drawn with the holes it touched and said in words.

use super::{
    markdown,
    words::{move_text, side_name},
};
use crate::{
    bt,
    engine::{Event, Hole, Move, Played, Position},
    render::{
        svg::{self, escape},
        trace,
    },
    style::Styles,
};

mod laps;

use laps::{Drawing, Laps, after, draw_all, laps};

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
/// walkthrough's figures (counted in the page's order, from the board before the move) shows it.
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

/// Draws the position a move reached, as a figure: what a question's board shows once it is
/// answered.
pub(crate) fn result(written: &str, played: &Played) -> String {
    let drawing = after(written, played);
    figure(
        &svg::position(&played.position, &drawing.highlight),
        &drawing.caption,
    )
}

/// Shows a move step by step: the board before, each lap with what led to it (stock seed,
/// captures, relays) in words and the board after it with the touched holes highlighted, then how
/// the move ended and the position after it. Every board has the same size and lines, stocks
/// included, so the stepper keeps its height.
///
/// `written` is the move as the text spells it; `mv` is what the engine resolved it to.
pub(crate) fn walkthrough(before: &Position, written: &str, mv: Move, played: &Played) -> String {
    let printed = move_text(&mv.to_string());
    let shown = if written == printed {
        markdown::code(written)
    } else {
        bt!(
            "book-figure-printed-as",
            written = markdown::code(written),
            printed = markdown::code(&printed)
        )
    };
    let side = side_name(before.to_move());
    let mut frames = vec![Frame {
        words: bt!(
            "book-figure-plays-from",
            side = side.as_str(),
            mv = written,
            hole = mv.hole().to_string()
        ),
        figure: 0,
    }];
    let Laps { laps, closing } = laps(before, written, played, MAX_LAPS);
    let mut drawings = vec![Drawing::of(
        before,
        &[mv.hole()],
        bt!(
            "book-figure-before",
            mv = written,
            side = side.as_str(),
            hole = mv.hole().to_string()
        ),
    )];
    for (i, lap) in laps.iter().enumerate() {
        frames.push(Frame {
            words: lap.plain.clone(),
            figure: i + 1,
        });
    }
    let last = after(written, played);
    let mut closing_words: Vec<String> = closing.iter().map(|(_, plain)| plain.clone()).collect();
    closing_words.push(bt!("book-play-sentence", text = last.caption.as_str()));
    frames.push(Frame {
        words: closing_words.join(" "),
        figure: laps.len() + 1,
    });
    let texts: Vec<String> = laps.iter().map(|l| l.md.clone()).collect();
    drawings.extend(laps.into_iter().map(|l| l.drawing));
    drawings.push(last);
    let figures = draw_all(&drawings);
    let mut out = format!(
        "{}\n\n",
        bt!(
            "book-figure-plays-from",
            side = side.as_str(),
            mv = shown,
            hole = mv.hole().to_string()
        )
    );
    out.push_str(&figures[0]);
    for (i, text) in texts.iter().enumerate() {
        out.push_str(&format!("{}. {text}\n\n", i + 1));
        out.push_str(&indent(&figures[i + 1], 3));
        out.push('\n');
    }
    for (i, (md, _)) in closing.iter().enumerate() {
        out.push_str(&format!("{}. {md}\n\n", texts.len() + i + 1));
    }
    out.push_str(&figures[figures.len() - 1]);
    format!("{}{out}</div>\n\n", stepper_open(written, &frames))
}

/// How much of each move a line draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Detail {
    /// Every lap of every move, then the board after it.
    Laps,
    /// The board after each move only: for pages of many puzzles, whose laps would make the
    /// page tens of megabytes.
    Moves,
}

/// Shows a line of moves (a puzzle's solution) as a stepper: the board before, then each move
/// lap by lap (with [`Detail::Laps`]) and the board after it, the last seed's hole highlighted.
/// Without script only the board after each move shows: its laps are drawn in a hidden block
/// the stepper steps through. The moves must be legal in turn.
///
/// # Errors
/// Gives the engine's reason when a move of the line is not legal where it is played.
pub(crate) fn line(before: &Position, moves: &[Move], detail: Detail) -> Result<String, String> {
    let mut frames = vec![Frame {
        words: bt!("book-figure-to-move", side = side_name(before.to_move())),
        figure: 0,
    }];
    let mut drawings = vec![Drawing::of(
        before,
        &[],
        bt!(
            "book-figure-before-line",
            side = side_name(before.to_move())
        ),
    )];
    // Per move: its number of drawn laps, then the board after it.
    let mut shapes = Vec::new();
    let mut at = *before;
    for mv in moves {
        let played = at.play(*mv).map_err(|e| format!("{mv}: {e}"))?;
        let side = side_name(at.to_move());
        let written = move_text(&mv.to_string());
        let most = match detail {
            Detail::Laps => MAX_LAPS,
            Detail::Moves => 0,
        };
        let Laps { laps, closing } = laps(&at, &written, &played, most);
        for (i, lap) in laps.iter().enumerate() {
            frames.push(Frame {
                words: bt!(
                    "book-figure-plays-lap",
                    side = side.as_str(),
                    mv = written.as_str(),
                    lap = lap.plain.as_str()
                ),
                figure: drawings.len() + i,
            });
        }
        shapes.push((side.clone(), written.clone(), laps.len()));
        drawings.extend(laps.into_iter().map(|lap| lap.drawing));
        let last = after(&written, &played);
        let mut words = vec![bt!(
            "book-figure-plays",
            side = side.as_str(),
            mv = written.as_str()
        )];
        words.extend(closing.into_iter().map(|(_, plain)| plain));
        words.push(bt!("book-play-sentence", text = last.caption.as_str()));
        frames.push(Frame {
            words: words.join(" "),
            figure: drawings.len(),
        });
        drawings.push(last);
        at = played.position;
    }
    let figures = draw_all(&drawings);
    let mut out = figures[0].clone();
    let mut next = 1;
    for (i, (side, written, laps)) in shapes.iter().enumerate() {
        out.push_str(&format!(
            "{}. {}\n\n",
            i + 1,
            bt!(
                "book-figure-plays",
                side = side.as_str(),
                mv = markdown::code(written)
            )
        ));
        if *laps > 0 {
            out.push_str("   <div class=\"bao-laps\" hidden>\n\n");
            for figure in &figures[next..next + laps] {
                out.push_str(&indent(figure, 3));
                out.push('\n');
            }
            out.push_str("   </div>\n\n");
        }
        out.push_str(&indent(&figures[next + laps], 3));
        out.push('\n');
        next += laps + 1;
    }
    Ok(format!(
        "{}{out}</div>\n\n",
        stepper_open(&bt!("book-figure-the-line"), &frames)
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
