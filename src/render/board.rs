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
//! marks: [6] a nyumba its owner still has
//! ```
//!
//! `[6]` is a nyumba its owner still has, `6*` a highlighted hole (what the highlight means is
//! the caller's: the holes a step touched, or where two boards differ), `6x` a hole blocked by
//! takasia, crossed out as in the book's drawings (not `#`, which KIBA's notation uses for a
//! winning move). A [`Legend`] explains each mark once, under the first board that shows it.

use owo_colors::{OwoColorize, Style};

use super::layout::{self, Cell, Marks};
use crate::{
    engine::{Board, Hole, Played, Position, Side},
    style::Styles,
};

/// The mark after the count of a hole blocked by takasia.
pub const BLOCKED_MARK: char = 'x';
/// The mark after the count of a highlighted hole.
pub const HIGHLIGHT_MARK: char = '*';

/// What a highlighted hole means in a trace: the holes the step touched.
pub const TOUCHED: &str = "a hole this step touched";

/// Explains the marks of a series of boards, each once: the first board that shows a mark gets a
/// line saying what it means, later boards do not repeat it.
#[derive(Clone, Debug)]
pub struct Legend {
    highlight: std::borrow::Cow<'static, str>,
    told: [bool; 3],
}

impl Legend {
    /// Makes a legend where a highlighted hole means `highlight` (e.g. [`TOUCHED`], which is
    /// said in the language chosen at start-up; any other text is said as it is given).
    #[must_use]
    pub fn new(highlight: impl Into<std::borrow::Cow<'static, str>>) -> Legend {
        let highlight = highlight.into();
        let highlight = if highlight == TOUCHED {
            crate::t!("common-mark-touched").into()
        } else {
            highlight
        };
        Legend {
            highlight,
            told: [false; 3],
        }
    }

    /// Notes the marks these cells show as explained, and says those not explained before, one
    /// line, or `None` when there is nothing new.
    #[must_use]
    pub fn explain(&mut self, cells: &[Cell]) -> Option<String> {
        let mut said = Vec::new();
        let shows: [fn(&Cell) -> bool; 3] =
            [|c| c.nyumba, |c| c.highlight && !c.blocked, |c| c.blocked];
        for (i, shows) in shows.iter().enumerate() {
            if self.told[i] {
                continue;
            }
            // An example of the mark alone, where there is one: `3*` rather than `[3]*`.
            let example = cells
                .iter()
                .find(|c| shows(c) && (i == 0 || !c.nyumba))
                .or_else(|| cells.iter().find(|c| shows(c)));
            if let Some(cell) = example {
                self.told[i] = true;
                said.push(match i {
                    0 => crate::t!("common-mark-nyumba", seeds = cell.seeds),
                    1 => format!("{}{HIGHLIGHT_MARK} {}", cell.seeds, self.highlight),
                    _ => crate::t!(
                        "common-mark-blocked",
                        seeds = cell.seeds,
                        mark = BLOCKED_MARK,
                        hole = cell.hole.to_string()
                    ),
                });
            }
        }
        (!said.is_empty()).then(|| crate::t!("common-marks", marks = said.join(" · ")))
    }
}

/// Draws a position on its own: the board with both stocks and the player to move, and a line
/// explaining the marks it shows.
#[must_use]
pub fn position(position: &Position, highlight: &[Hole], styles: &Styles) -> String {
    position_in(position, highlight, &mut Legend::new(TOUCHED), styles)
}

/// Draws a position as one of a series of boards, explaining only the marks `legend` has not
/// explained yet.
#[must_use]
pub fn position_in(
    position: &Position,
    highlight: &[Hole],
    legend: &mut Legend,
    styles: &Styles,
) -> String {
    let over = position.outcome().is_some();
    noted(position, highlight, over, legend, styles)
}

/// Draws the position a move left: as [`position_in`], but once the move has ended the game
/// nobody is to move.
#[must_use]
pub fn after(played: &Played, legend: &mut Legend, styles: &Styles) -> String {
    noted(
        &played.position,
        &[],
        played.outcome.is_some(),
        legend,
        styles,
    )
}

fn noted(
    position: &Position,
    highlight: &[Hole],
    over: bool,
    legend: &mut Legend,
    styles: &Styles,
) -> String {
    let marks = Marks {
        highlight,
        ..Marks::of(position)
    };
    let note = |side: Side| layout::side_note(position, side, "  ", over);
    let (board, told) = drawn(position.board(), &marks, legend, styles);
    format!(
        "{}\n{board}{}\n{told}",
        note(Side::North),
        note(Side::South)
    )
}

/// Draws a board with the given marks, with hole numbers above and below, and no legend.
#[must_use]
pub fn draw(board: &Board, marks: &Marks<'_>, styles: &Styles) -> String {
    let cells = layout::cells(board, marks);
    grid(&cells, styles)
}

/// Draws a board as one of a series, followed by a line explaining the marks `legend` has not
/// explained yet.
#[must_use]
pub fn draw_in(board: &Board, marks: &Marks<'_>, legend: &mut Legend, styles: &Styles) -> String {
    let (board, told) = drawn(board, marks, legend, styles);
    format!("{board}{told}")
}

/// Draws a board, and gives the legend's line for it (with its newline) apart.
fn drawn(
    board: &Board,
    marks: &Marks<'_>,
    legend: &mut Legend,
    styles: &Styles,
) -> (String, String) {
    let cells = layout::cells(board, marks);
    let told = legend
        .explain(&cells)
        .map(|line| format!("{}\n", line.style(styles.label)))
        .unwrap_or_default();
    (grid(&cells, styles), told)
}

fn grid(cells: &[Cell], styles: &Styles) -> String {
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
        BLOCKED_MARK
    } else if cell.highlight {
        HIGHLIGHT_MARK
    } else {
        ' '
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
