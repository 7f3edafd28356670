//! The board as the full screen draws it, for `bao game` and `bao learn` alike: the four rows
//! with hole numbers, the nyumba in brackets, a takasia block crossed (`x`), the holes a step
//! touched in bold, the cursor reversed, after a mistake the coach's marks (the holes the answer
//! would capture `!`, the better move's hole `◆`, explained under the board), and what is said
//! of each side over and under it.

use ratatui::{
    style::{Color, Modifier, Style},
    text::{Line, Span},
    widgets::{Block, Paragraph},
};

use super::Input;
use crate::{
    engine::{Board, Direction, Hole, Row, Side},
    game::coach::reason::Marks as CoachMarks,
    render::{
        board::BLOCKED_MARK,
        layout::{self, Marks},
        prose::printable,
    },
};

/// The board's width with its border.
pub const WIDTH: u16 = 44;
/// The board's height with its border.
pub const HEIGHT: u16 = 10;

/// Everything the board shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// The seeds in each hole.
    pub board: Board,
    /// Who owns his nyumba (South, North).
    pub nyumba: [bool; 2],
    /// The holes to show in bold: those the step shown touched.
    pub touched: Vec<Hole>,
    /// The hole takasia blocks.
    pub blocked: Option<Hole>,
    /// The holes shown reversed: the cursor, the move being chosen.
    pub selected: Vec<Hole>,
    /// What is said over the board (North's side) and under it (South's).
    pub notes: [String; 2],
    /// The way the seeds are going, while a sowing is shown seed by seed.
    pub direction: Option<Direction>,
    /// The coach's marks after a mistake.
    pub coach: Option<CoachMarks>,
}

/// The mark after the seeds of a hole the opponent's answer would capture.
pub const CAPTURED_MARK: char = '!';
/// The mark after the seeds of the hole the better move starts from.
pub const BETTER_MARK: char = '◆';
/// Gets the legend of the coach's marks, under the board, in the reader's language
/// (` ! the answer captures  ◆ better move `).
#[must_use]
pub fn coach_legend() -> String {
    let legend = crate::t!(
        "game-coach-legend",
        capture = CAPTURED_MARK.to_string(),
        better = BETTER_MARK.to_string()
    );
    // Fluent trims a message's ends: the spaces that part the legend from the frame are here.
    format!(" {legend} ")
}

/// Draws the board in `width` columns (narrower than [`WIDTH`], the holes close up).
#[must_use]
pub fn widget(view: &View, width: u16) -> Paragraph<'static> {
    let cell = if width >= 38 { 4 } else { 3 };
    let marks = Marks {
        nyumba: view.nyumba,
        highlight: &view.touched,
        blocked: view.blocked,
    };
    let cells = layout::cells(&view.board, &marks);
    let numbers = |from_left: Vec<u8>| {
        let mut s = String::from("  ");
        for n in from_left {
            s.push_str(&format!("{n:>cell$}"));
        }
        Line::from(s)
    };
    let mut lines = vec![Line::from(printable(&view.notes[0]))];
    lines.push(numbers((1..=8).rev().collect()));
    for (row, cells) in cells.chunks(8).enumerate() {
        let mut spans = vec![Span::raw(format!("{} ", layout::row_letter(row)))];
        for hole in cells {
            let mut text = if hole.nyumba {
                format!("[{}]", hole.seeds)
            } else {
                hole.seeds.to_string()
            };
            if hole.blocked {
                text.push(BLOCKED_MARK);
            }
            let mut style = Style::default();
            if let Some(coach) = &view.coach {
                if coach.captured.contains(&hole.hole) {
                    text.push(CAPTURED_MARK);
                    style = style.fg(Color::Red);
                }
                if coach.better == hole.hole {
                    text.push(BETTER_MARK);
                    style = style.fg(Color::Green);
                }
            }
            if hole.highlight {
                style = style.add_modifier(Modifier::BOLD | Modifier::UNDERLINED);
            }
            if view.selected.contains(&hole.hole) {
                style = style.add_modifier(Modifier::REVERSED);
            }
            spans.push(Span::raw(
                " ".repeat(cell.saturating_sub(text.chars().count())),
            ));
            spans.push(Span::styled(text, style));
        }
        lines.push(Line::from(spans));
    }
    lines.push(numbers((1..=8).collect()));
    lines.push(Line::from(printable(&view.notes[1])));
    let title = match view.direction {
        Some(Direction::Clockwise) => format!(" {} ", crate::t!("common-sowing-clockwise")),
        Some(Direction::Anticlockwise) => {
            format!(" {} ", crate::t!("common-sowing-anticlockwise"))
        }
        None => " Bao ".to_owned(),
    };
    let mut block = Block::bordered().title(title);
    if view.coach.is_some() {
        block = block.title_bottom(coach_legend());
    }
    Paragraph::new(lines).block(block)
}

/// Moves a cursor over its side's holes by an arrow key, as the player sees his rows: left and
/// right along the row (South's holes run 1 to 8 left to right, North's, drawn above, 8 to 1),
/// up and down to the side's other row; any other input leaves it.
#[must_use]
pub fn step_cursor(cursor: Hole, input: &Input) -> Hole {
    let (side, row, n) = (cursor.side(), cursor.row(), cursor.number());
    let rightwards = matches!(input, Input::Right) == (side == Side::South);
    match input {
        Input::Up | Input::Down => {
            let other = if row == Row::Front {
                Row::Back
            } else {
                Row::Front
            };
            Hole::new(side, other, n)
        }
        Input::Left | Input::Right if rightwards => Hole::new(side, row, (n + 1).min(8)),
        Input::Left | Input::Right => Hole::new(side, row, n.saturating_sub(1).max(1)),
        _ => cursor,
    }
}

/// Moves a cursor free over the whole board by an arrow key, as the board is drawn: left and
/// right along a printed row, up and down between the four; any other input leaves it.
#[must_use]
pub fn step_anywhere(cursor: Hole, input: &Input) -> Hole {
    let Some((row, column)) = (0..4)
        .flat_map(|r| (0..8).map(move |c| (r, c)))
        .find(|&(r, c)| Board::printed_hole(r, c) == cursor)
    else {
        return cursor;
    };
    let (row, column) = match input {
        Input::Up => (row.saturating_sub(1), column),
        Input::Down => ((row + 1).min(3), column),
        Input::Left => (row, column.saturating_sub(1)),
        Input::Right => (row, (column + 1).min(7)),
        _ => (row, column),
    };
    Board::printed_hole(row, column)
}
