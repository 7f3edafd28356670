//! The evaluation bar beside the board: South's chance as a vertical bar, South's share
//! filled from the bottom (South sits at the bottom of the board), with the percentage; under
//! the board in one line on a narrow screen, and left out where there is no room.

use ratatui::{
    layout::{Constraint, Layout, Rect},
    text::Line,
    widgets::Paragraph,
};

use super::{board, draw::WIDE};
use crate::{search::chance::percent, t};

/// The bar's width beside the board.
pub const WIDTH: u16 = 5;

/// The rows the words' panel keeps at least on a narrow screen for the one-line bar to be
/// shown under the board: its border and five lines.
const WORDS_ROWS: u16 = 7;

/// Parts the screen's main area into the board's, the bar's (if there is room) and the
/// words': the bar beside the board on a wide screen, a line under it on a narrow one.
#[must_use]
pub fn areas(main: Rect, width: u16) -> (Rect, Option<Rect>, Rect) {
    if width >= WIDE {
        let [left, bar, words] = Layout::horizontal([
            Constraint::Length(board::WIDTH),
            Constraint::Length(WIDTH),
            Constraint::Min(0),
        ])
        .areas(main);
        let [b, _] =
            Layout::vertical([Constraint::Length(board::HEIGHT), Constraint::Min(0)]).areas(left);
        let [bar, _] =
            Layout::vertical([Constraint::Length(board::HEIGHT), Constraint::Min(0)]).areas(bar);
        (b, Some(bar), words)
    } else if main.height >= board::HEIGHT + 1 + WORDS_ROWS {
        let [b, bar, words] = Layout::vertical([
            Constraint::Length(board::HEIGHT),
            Constraint::Length(1),
            Constraint::Min(0),
        ])
        .areas(main);
        (b, Some(bar), words)
    } else {
        let (b, words) = super::draw::beside_or_under(main, width);
        (b, None, words)
    }
}

/// Draws South's chance in `area`: a vertical bar when it is taller than a row, else a line.
/// `None` while the chance is being found.
#[must_use]
pub fn widget(south: Option<f64>, area: Rect) -> Paragraph<'static> {
    if area.height <= 1 {
        return Paragraph::new(line(south, area.width));
    }
    Paragraph::new(column(south, area.height))
}

/// The vertical bar, `height` rows: North's label, the bar, the percentage, South's label.
#[must_use]
pub fn column(south: Option<f64>, height: u16) -> Vec<Line<'static>> {
    let rows = usize::from(height.saturating_sub(3)).max(1);
    let filled = south.map_or(0, |c| (c * rows as f64).round() as usize);
    // The sides' labels stand over the bar's three columns, centred.
    let mut lines = vec![Line::from(format!(" {:^3}", t!("game-bar-north")))];
    for r in 0..rows {
        let cell = match south {
            None => " ···",
            Some(_) if rows - r <= filled => " ███",
            Some(_) => " ░░░",
        };
        lines.push(Line::from(cell));
    }
    lines.push(Line::from(match south {
        Some(c) => format!("{:>3} %", percent(c)),
        None => "  …".to_owned(),
    }));
    lines.push(Line::from(format!(" {:^3}", t!("game-bar-south"))));
    lines
}

/// The one-line bar, `width` columns: `South 71 % ███████░░░`.
#[must_use]
pub fn line(south: Option<f64>, width: u16) -> Line<'static> {
    let Some(c) = south else {
        return Line::from(t!("game-bar-finding"));
    };
    let label = format!(
        "{} ",
        t!("game-bar-line", percent = format!("{:>3}", percent(c)))
    );
    let cells = usize::from(width)
        .saturating_sub(label.chars().count())
        .min(30);
    let filled = (c * cells as f64).round() as usize;
    Line::from(format!(
        "{label}{}{}",
        "█".repeat(filled),
        "░".repeat(cells - filled)
    ))
}
