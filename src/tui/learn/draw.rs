//! Drawing `bao learn` on the full screen: a pure function per part (the heading, the board,
//! the words, the answer being typed, the keys), each from the session and the screen's state.

use ratatui::{
    Frame,
    layout::{Constraint, Layout, Rect},
    style::{Modifier, Style},
    text::Line,
    widgets::{Block, Paragraph, Wrap},
};

use super::Learn;
use crate::{
    render::prose::printable,
    style::Styles,
    tui::board::{self, View},
    tutor::{Page, Session, Stage},
};

/// The width from which the words go beside the board rather than under it.
pub const SIDE_BY_SIDE: u16 = 100;

/// The narrowest and widest the words are wrapped to.
const WORDS: std::ops::RangeInclusive<usize> = 20..=72;

/// Gets the columns the words are wrapped to on a screen `width` columns wide.
#[must_use]
pub fn words_width(width: u16) -> usize {
    let beside = if width >= SIDE_BY_SIDE {
        board::WIDTH
    } else {
        0
    };
    usize::from(width.saturating_sub(beside + 2)).clamp(*WORDS.start(), *WORDS.end())
}

/// Draws the whole screen.
pub fn draw(frame: &mut Frame<'_>, session: &Session, learn: &Learn) {
    let area = frame.area();
    let [head, main, typed, keys] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(0),
        Constraint::Length(1),
        Constraint::Length(2),
    ])
    .areas(area);
    frame.render_widget(heading(session), head);
    let words_area = match session.stage() {
        Some(stage) => {
            let (board_area, words_area) = if area.width >= SIDE_BY_SIDE {
                let [left, right] =
                    Layout::horizontal([Constraint::Length(board::WIDTH), Constraint::Min(0)])
                        .areas(main);
                let [b, _] =
                    Layout::vertical([Constraint::Length(board::HEIGHT), Constraint::Min(0)])
                        .areas(left);
                (b, right)
            } else {
                let [top, w] =
                    Layout::vertical([Constraint::Length(board::HEIGHT), Constraint::Min(0)])
                        .areas(main);
                let [b, _] =
                    Layout::horizontal([Constraint::Length(board::WIDTH), Constraint::Min(0)])
                        .areas(top);
                (b, w)
            };
            frame.render_widget(
                board::widget(&view(&stage, learn), board_area.width),
                board_area,
            );
            words_area
        }
        None => main,
    };
    frame.render_widget(words(session, learn, words_area), words_area);
    frame.render_widget(Paragraph::new(typed_line(session, learn)), typed);
    frame.render_widget(
        Paragraph::new(keys_line(session, area.width)).wrap(Wrap { trim: true }),
        keys,
    );
}

/// The lesson's title and the page's number.
#[must_use]
pub fn heading(session: &Session) -> Paragraph<'static> {
    let script = session.script();
    let text = format!(
        "{} · {}/{}",
        printable(&script.title),
        session.page() + 1,
        script.pages.len()
    );
    Paragraph::new(text).style(Style::default().add_modifier(Modifier::BOLD))
}

/// The board the page shows, or the seed of its sowing being shown.
#[must_use]
pub fn view(stage: &Stage, learn: &Learn) -> View {
    let (shown, touched, direction) = match &learn.animation {
        Some(animation) => {
            let frame = &animation.frames[animation.at];
            (frame.board, frame.touched.clone(), frame.direction)
        }
        None => (stage.board, stage.highlight.clone(), None),
    };
    View {
        board: shown,
        nyumba: stage.nyumba,
        touched,
        blocked: stage.blocked,
        selected: match &learn.choosing {
            Some((moves, at)) => vec![moves[*at].hole()],
            None => learn.cursor.into_iter().collect(),
        },
        notes: stage.notes.clone(),
        direction,
    }
}

/// The page's words, then the tutor's answer to the last input, scrolled so that the answer
/// is in sight.
#[must_use]
pub fn words(session: &Session, learn: &Learn, area: Rect) -> Paragraph<'static> {
    let mut text: Vec<String> = session
        .words(&Styles::default())
        .lines()
        .map(printable)
        .collect();
    if let Some(reply) = &learn.reply {
        text.push(String::new());
        text.extend(reply.trim_end().lines().map(printable));
    }
    let height = usize::from(area.height.saturating_sub(2));
    let most = text.len().saturating_sub(height);
    // At first the page from its top; with an answer, its end (the verdict) in sight.
    let first = if learn.reply.is_some() { most } else { 0 };
    let offset = i64::try_from(first).unwrap_or(0) + i64::from(learn.scroll);
    let offset = offset.clamp(0, i64::try_from(most).unwrap_or(0));
    let title = match (offset > 0, usize::try_from(offset).unwrap_or(0) < most) {
        (false, false) => " Lesson ".to_owned(),
        (true, false) => " Lesson · ↑ more ".to_owned(),
        (false, true) => " Lesson · ↓ more ".to_owned(),
        (true, true) => " Lesson · ↑↓ more ".to_owned(),
    };
    let lines: Vec<Line<'static>> = text.into_iter().map(Line::from).collect();
    Paragraph::new(lines)
        .block(Block::bordered().title(title))
        .wrap(Wrap { trim: false })
        .scroll((u16::try_from(offset).unwrap_or(u16::MAX), 0))
}

/// The answer being typed, or what the tutor is doing.
#[must_use]
pub fn typed_line(session: &Session, learn: &Learn) -> String {
    if learn.working {
        return "working it out… Ctrl-C stops".to_owned();
    }
    if let Some(animation) = &learn.animation {
        let text = &animation.frames[animation.at].text;
        return format!("▶ {} · any key skips", printable(text));
    }
    if let Some(message) = &learn.message {
        return printable(message);
    }
    if let Some((moves, at)) = &learn.choosing {
        return crate::tui::draw::which_move(moves, *at);
    }
    if session.awaits_answer() || !learn.typed.is_empty() {
        let what = match session.script().pages.get(session.page()) {
            Some(Page::Puzzle { .. }) => "your move",
            _ => "your answer",
        };
        return format!("{what}: {}▏", printable(&learn.typed));
    }
    String::new()
}

/// The keys that work now, with the screen's own when the screen is wide enough for them.
#[must_use]
pub fn keys_line(session: &Session, width: u16) -> String {
    let wide = width >= 80;
    if session.awaited_move().is_some() || session.awaited_hole().is_some() {
        let scroll = if wide { " · PgUp PgDn scroll" } else { "" };
        return format!("arrows, Enter: {}{scroll}", session.keys());
    }
    if !wide {
        return session.keys().to_owned();
    }
    let speed = match session.script().pages.get(session.page()) {
        Some(Page::Move { .. }) => " · +- speed",
        _ => "",
    };
    format!("{} · ←→ page · ↑↓ scroll{speed}", session.keys())
}
