//! Drawing the screen: a pure function per part (the board, the trace and coach, the status
//! line, the keys), each from the [`App`] alone.

use ratatui::{
    Frame,
    layout::{Constraint, Layout, Rect},
    text::Line,
    widgets::{Block, Paragraph, Wrap},
};

use super::App;
use crate::{
    engine::{Board, Direction, Hole, Side},
    render::prose::printable,
};

/// The width from which the trace goes beside the board rather than under it.
pub const WIDE: u16 = 80;

/// Draws the whole screen.
pub fn draw(frame: &mut Frame<'_>, app: &App) {
    let area = frame.area();
    let [main, status, keys] = Layout::vertical([
        Constraint::Min(0),
        Constraint::Length(2),
        Constraint::Length(1),
    ])
    .areas(area);
    let (board_area, trace_area) = if area.width >= WIDE {
        let [left, t] =
            Layout::horizontal([Constraint::Length(super::board::WIDTH), Constraint::Min(0)])
                .areas(main);
        let [b, _] =
            Layout::vertical([Constraint::Length(super::board::HEIGHT), Constraint::Min(0)])
                .areas(left);
        (b, t)
    } else {
        let [b, t] =
            Layout::vertical([Constraint::Length(super::board::HEIGHT), Constraint::Min(0)])
                .areas(main);
        (b, t)
    };
    frame.render_widget(board(app, board_area.width), board_area);
    frame.render_widget(trace(app, trace_area), trace_area);
    frame.render_widget(
        Paragraph::new(status_line(app)).wrap(Wrap { trim: true }),
        status,
    );
    frame.render_widget(Paragraph::new(keys_line(app, area.width)), keys);
}

/// The board now (or at the animation's frame), with the cursor, the holes a step touched and
/// the nyumba marked.
#[must_use]
pub fn board(app: &App, width: u16) -> Paragraph<'static> {
    let position = app.game.position();
    let (shown, touched, direction): (Board, Vec<Hole>, Option<Direction>) = match &app.animation {
        Some((frames, at)) => {
            let f = &frames[*at];
            (f.board, f.touched.clone(), f.direction)
        }
        None => (
            *position.board(),
            app.last_played()
                .and_then(|p| p.trace.last_hole())
                .into_iter()
                .collect(),
            None,
        ),
    };
    let mut selected = Vec::new();
    if app.person_to_move().is_some() {
        selected.push(app.cursor);
    }
    if let Some((moves, at)) = &app.choosing {
        selected.push(moves[*at].hole());
    }
    let view = super::board::View {
        board: shown,
        nyumba: [position.nyumba().south, position.nyumba().north],
        touched,
        blocked: app
            .animation
            .is_none()
            .then(|| position.blocked())
            .flatten(),
        selected,
        notes: [side_line(app, Side::North), side_line(app, Side::South)],
        direction,
    };
    super::board::widget(&view, width)
}

/// A side's line under or over the board: its player, its stock, whether it is to move.
fn side_line(app: &App, side: Side) -> String {
    let position = app.game.position();
    let mut text = format!("{side}: {}", printable(&app.game.player(side).to_string()));
    if position.stock().get(side) > &0 {
        text.push_str(&format!("  stock {}", position.stock().get(side)));
    }
    if !app.game.is_over() && position.to_move() == side {
        text.push_str("  ◀ to move");
    }
    text
}

/// What the moves did and the coach said, newest at the bottom, with the step being animated.
#[must_use]
pub fn trace(app: &App, area: Rect) -> Paragraph<'static> {
    let width = usize::from(area.width.saturating_sub(2)).max(1);
    let height = usize::from(area.height.saturating_sub(2));
    let mut texts: Vec<String> = app.notes.iter().map(|n| printable(n)).collect();
    if let Some((frames, at)) = &app.animation
        && !frames[*at].text.is_empty()
    {
        texts.push(format!("▶ {}", frames[*at].text));
    }
    // Keep the newest notes that fit, counting the lines each wraps to.
    let mut used = 0;
    let mut kept: Vec<Line<'static>> = Vec::new();
    for text in texts.iter().rev() {
        let lines = text.chars().count().div_ceil(width).max(1) + 1;
        if used + lines > height && !kept.is_empty() {
            break;
        }
        used += lines;
        kept.insert(0, Line::from(text.clone()));
    }
    Paragraph::new(kept)
        .wrap(Wrap { trim: true })
        .block(Block::bordered().title(" Moves and coach "))
}

/// The status: the game's end, bao thinking, a choice to make, the typed text, a message.
#[must_use]
pub fn status_line(app: &App) -> String {
    if let Some(message) = &app.message {
        return printable(message);
    }
    if app.game.is_over() {
        return format!("the game is over: {}", app.game.result());
    }
    if let Some((side, secs)) = app.thinking {
        return format!("bao ({side}) is thinking… at most {secs:.1} s");
    }
    if let Some((moves, at)) = &app.choosing {
        return which_move(moves, *at);
    }
    if !app.typed.is_empty() {
        return format!("move: {}_", printable(&app.typed));
    }
    match app.person_to_move() {
        Some(side) => format!("{side} to move: choose a hole, or type the move"),
        None => String::new(),
    }
}

/// The keys, in full on a wide screen and in short on a narrow one.
#[must_use]
pub fn keys_line(app: &App, width: u16) -> String {
    if width >= WIDE {
        format!(
            "←→↑↓ hole  Enter play  u undo  h hint  r resign  s save  q quit  +- speed {}",
            app.speed_ms
        )
    } else {
        "arrows Enter u undo h hint r s q +-".to_owned()
    }
}

/// Asks which of a hole's moves to play, the one selected in brackets.
#[must_use]
pub fn which_move(moves: &[crate::engine::Move], at: usize) -> String {
    let names: Vec<String> = moves
        .iter()
        .enumerate()
        .map(|(i, m)| {
            if i == at {
                format!("[{m}]")
            } else {
                m.to_string()
            }
        })
        .collect();
    format!(
        "which move? {}  (arrows choose, Enter plays, Esc)",
        names.join(" ")
    )
}
