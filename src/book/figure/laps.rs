//! The boards of a stepper: each drawn once every board of it is known, so that all have one
//! size; a move followed lap by lap, with the stocks as they stand after each lap.

use super::{figure, plain_sentence, sentence};
use crate::{
    engine::{Board, Event, Hole, Played, Position, Side},
    render::{
        layout::{self, Marks},
        svg, trace,
    },
};

/// A board of a stepper, to be drawn once every board of it is known: its holes, marks, the
/// lines beside it and its caption.
pub(super) struct Drawing {
    pub(super) board: Board,
    pub(super) highlight: Vec<Hole>,
    pub(super) nyumba: [bool; 2],
    pub(super) blocked: Option<Hole>,
    pub(super) notes: [String; 2],
    pub(super) caption: String,
}

impl Drawing {
    /// A position as a stepper shows it: both stocks and the player to move.
    pub(super) fn of(position: &Position, highlight: &[Hole], caption: String) -> Drawing {
        let over = position.outcome().is_some();
        let note = |side: Side| layout::side_note(position, side, ", ", over);
        let marks = Marks::of(position);
        Drawing {
            board: *position.board(),
            highlight: highlight.to_vec(),
            nyumba: marks.nyumba,
            blocked: marks.blocked,
            notes: [note(Side::North), note(Side::South)],
            caption,
        }
    }

    fn marks(&self) -> Marks<'_> {
        Marks {
            highlight: &self.highlight,
            nyumba: self.nyumba,
            blocked: self.blocked,
        }
    }
}

/// Draws the boards of one stepper as figures of one size: each with its side lines and as many
/// legend rows as the fullest of them.
pub(super) fn draw_all(drawings: &[Drawing]) -> Vec<String> {
    let legend = drawings
        .iter()
        .map(|d| svg::legend_lines(&d.board, &d.marks()))
        .max()
        .unwrap_or(0);
    drawings
        .iter()
        .map(|d| {
            let svg = svg::board_with_notes(&d.board, &d.marks(), d.notes.clone(), legend);
            figure(&svg, &d.caption)
        })
        .collect()
}

/// One drawn lap of a move: what led to it in Markdown and in plain words, and its board.
pub(super) struct Lap {
    pub(super) md: String,
    pub(super) plain: String,
    pub(super) drawing: Drawing,
}

/// The laps of a move, at most `most` drawn (the book draws up to [`MAX_LAPS`](super::MAX_LAPS)), and the words after the last drawn one (the
/// laps not drawn, how the move ended), in Markdown and plain.
pub(super) struct Laps {
    pub(super) laps: Vec<Lap>,
    pub(super) closing: Vec<(String, String)>,
}

/// Follows a move lap by lap: each lap's board with the holes it touched highlighted and the
/// stocks as they stand after it (a namua move takes its seed from the mover's stock), the
/// first `most` of them drawn and the rest counted in the closing words.
pub(super) fn laps(before: &Position, written: &str, played: &Played, most: usize) -> Laps {
    let mover = before.to_move();
    let has_stock = before.rules().has_nyumba();
    let mut stock = before.stock();
    let mut owned = before.nyumba();
    let mut pending: Vec<&Event> = Vec::new();
    let mut out = Laps {
        laps: Vec::new(),
        closing: Vec::new(),
    };
    let (mut count, mut skipped) = (0, 0u64);
    for step in &played.trace.steps {
        match step.event {
            Event::Laps { laps } => {
                skipped += laps;
                continue;
            }
            Event::NyumbaLost { side } => *owned.get_mut(side) = false,
            Event::Stock { .. } => {
                let left = stock.get_mut(mover);
                *left = left.saturating_sub(1);
            }
            _ => {}
        }
        pending.push(&step.event);
        if !matches!(step.event, Event::Sow { .. }) {
            continue;
        }
        count += 1;
        if count > most {
            skipped += 1;
            pending.clear();
            continue;
        }
        let md: Vec<String> = pending.iter().map(|e| sentence(e)).collect();
        let plain: Vec<String> = pending.iter().map(|e| plain_sentence(e)).collect();
        let mut touched: Vec<Hole> = pending.iter().flat_map(|e| trace::touched(e)).collect();
        touched.sort();
        touched.dedup();
        let note = |side: Side| {
            let stock = has_stock.then_some(*stock.get(side));
            layout::side_note_of(side, stock, side == mover, ", ")
        };
        out.laps.push(Lap {
            md: md.join(" "),
            plain: plain.join(" "),
            drawing: Drawing {
                board: step.board,
                highlight: touched,
                nyumba: [*owned.get(Side::South), *owned.get(Side::North)],
                blocked: None,
                notes: [note(Side::North), note(Side::South)],
                caption: crate::bt!("book-figure-lap", number = count, mv = written),
            },
        });
        pending.clear();
    }
    if skipped > 0 {
        let words = crate::bt!("book-figure-more-laps", count = skipped);
        out.closing.push((words.clone(), words));
    }
    if !pending.is_empty() {
        let md: Vec<String> = pending.iter().map(|e| sentence(e)).collect();
        let plain: Vec<String> = pending.iter().map(|e| plain_sentence(e)).collect();
        out.closing.push((md.join(" "), plain.join(" ")));
    }
    out
}

/// The board after a move, with the hole its last seed fell in (none for a never-ending move),
/// captioned with who is to move or how the game ended.
pub(super) fn after(written: &str, played: &Played) -> Drawing {
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
        Some(outcome) => crate::bt!(
            "book-figure-after-over",
            mv = written,
            end = trace::game_over(&outcome)
        ),
        None => crate::bt!(
            "book-figure-after",
            mv = written,
            side = crate::book::words::side_name(played.position.to_move())
        ),
    };
    if let Some(hole) = last.first() {
        caption = crate::bt!(
            "book-figure-last-seed",
            caption = caption,
            hole = hole.to_string()
        );
    }
    Drawing::of(&played.position, &last, caption)
}
