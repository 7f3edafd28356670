//! The board in a terminal: four rows of counts with hole numbers, readable at 60 columns.
//!
//! ```text
//! North  stock 22
//!      8    7    6    5    4    3    2    1
//! b    0    0    0    0    0    0    0    0
//! a    0    2    2   [6]   0    0    0    0
//! A    0    0    0    0   [6]   2    2    0
//! B    0    0    0    0    0    0    0    0
//!      1    2    3    4    5    6    7    8
//! South  stock 22  to move
//! ```
//!
//! `[6]` is an owned nyumba, `6*` a highlighted hole, `6#` a hole blocked by takasia.

use owo_colors::{OwoColorize, Style};

use super::layout::{self, Cell, Marks};
use crate::{
    engine::{Board, Hole, Position, Side},
    style::Styles,
};

/// Draws a position: the board with both stocks and the player to move.
#[must_use]
pub fn position(position: &Position, highlight: &[Hole], styles: &Styles) -> String {
    let marks = Marks {
        highlight,
        ..Marks::of(position)
    };
    let note = |side: Side| layout::side_note(position, side, "  ");
    format!(
        "{}\n{}{}\n",
        note(Side::North),
        draw(position.board(), &marks, styles),
        note(Side::South)
    )
}

/// Draws a board with the given marks, with hole numbers above and below.
#[must_use]
pub fn draw(board: &Board, marks: &Marks<'_>, styles: &Styles) -> String {
    let cells = layout::cells(board, marks);
    let numbers = |north: bool| {
        let digits: String = (0..8)
            .map(|c| format!("{:>5}", if north { 8 - c } else { c + 1 }))
            .collect();
        format!("{}\n", digits.style(styles.label))
    };
    let mut out = numbers(true);
    for (row, cells) in cells.chunks(8).enumerate() {
        out.push_str(&layout::row_letter(row).style(styles.label).to_string());
        let line: String = cells.iter().map(|cell| cell_text(cell, styles)).collect();
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push_str(&numbers(false));
    out
}

/// Draws one hole in five characters: the count right-aligned in four, then a mark.
fn cell_text(cell: &Cell, styles: &Styles) -> String {
    let count = if cell.nyumba {
        format!("[{}]", cell.seeds)
    } else {
        cell.seeds.to_string()
    };
    let mark = if cell.blocked {
        "#"
    } else if cell.highlight {
        "*"
    } else {
        " "
    };
    let style = if cell.highlight {
        styles.highlight
    } else if cell.nyumba {
        styles.nyumba
    } else {
        Style::new()
    };
    format!("{:>4}{mark}", count).style(style).to_string()
}
