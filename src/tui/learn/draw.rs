//! Drawing `bao learn` on the full screen: a pure function per part (the heading, the board,
//! the words, the answer being typed, the keys), each from the session and the screen's state.

use ratatui::{
    Frame,
    layout::{Constraint, Layout, Rect},
    style::{Modifier, Style},
    text::Line,
    widgets::{Block, Paragraph, Wrap},
};

use super::{Learn, styled};
use crate::{
    engine::Side,
    render::prose::printable,
    style::Styles,
    t,
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

/// The smallest screen the full screen is drawn on; a smaller one says so.
pub const SMALLEST: (u16, u16) = (40, 16);

/// The most lines the answer line and the keys wrap to.
const LINES: usize = 3;

/// Draws the whole screen, or on a screen too small for it, says so.
pub fn draw(frame: &mut Frame<'_>, session: &Session, learn: &Learn) {
    let area = frame.area();
    if area.width < SMALLEST.0 || area.height < SMALLEST.1 {
        frame.render_widget(too_small(area), area);
        return;
    }
    let width = usize::from(area.width);
    let mut typed_text = typed_line(session, learn);
    if area.width < 80 {
        // Narrow, the words of the seed sown are worth the room: any key skips, as ever.
        typed_text = typed_text.replace(&format!(" · {}", t!("learn-any-key-skips")), "");
    }
    let typed_text = wrapped(&typed_text, width);
    let keys_text = wrapped(&keys_line(session, area.width), width);
    let [head, main, typed, keys] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(0),
        Constraint::Length(height(&typed_text)),
        Constraint::Length(height(&keys_text)),
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
    frame.render_widget(Paragraph::new(typed_text), typed);
    frame.render_widget(Paragraph::new(keys_text), keys);
}

/// Says the window is too small, and how small, wrapped to it.
fn too_small(area: Rect) -> Paragraph<'static> {
    let words = t!(
        "learn-too-small",
        width = area.width,
        height = area.height,
        least_width = SMALLEST.0,
        least_height = SMALLEST.1
    );
    Paragraph::new(crate::render::prose::wrap(
        &words,
        usize::from(area.width.max(1)),
    ))
}

/// Wraps a line of the screen at its width, to at most [`LINES`] lines: between its parts
/// (` · `) where it can, so that no key is parted from what it does, else between words.
fn wrapped(text: &str, width: usize) -> String {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for part in text.split(" · ") {
        if line.is_empty() {
            line = part.to_owned();
        } else if line.chars().count() + 3 + part.chars().count() <= width {
            line.push_str(" · ");
            line.push_str(part);
        } else {
            lines.push(std::mem::replace(&mut line, part.to_owned()));
        }
    }
    lines.push(line);
    let lines: Vec<String> = lines
        .iter()
        .flat_map(|l| {
            crate::render::prose::wrap(l, width)
                .lines()
                .map(|l| l.trim_start().chars().take(width).collect::<String>())
                .collect::<Vec<_>>()
        })
        .take(LINES)
        .collect();
    lines.join("\n")
}

/// Gets the rows a wrapped text takes (one at least, so the layout stays put).
fn height(text: &str) -> u16 {
    u16::try_from(text.lines().count().max(1)).unwrap_or(1)
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
    if learn.animation.is_none()
        && let Some(after) = &learn.after
    {
        let position = &after.position;
        let over = position.outcome().is_some();
        let note = |side| crate::render::layout::side_note(position, side, "  ", over);
        return View {
            board: *position.board(),
            nyumba: [position.nyumba().south, position.nyumba().north],
            touched: after.touched.clone(),
            blocked: position.blocked(),
            selected: learn.cursor.into_iter().collect(),
            notes: [note(Side::North), note(Side::South)],
            direction: None,
            coach: None,
        };
    }
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
        coach: None,
    }
}

/// The page's words with their emphasis (after what is said before them, when a lesson has
/// just been finished), then the tutor's answer to the last input, scrolled so that the
/// answer, or else an open question, is in sight.
#[must_use]
pub fn words(session: &Session, learn: &Learn, area: Rect) -> Paragraph<'static> {
    let mut lines: Vec<Line<'static>> = Vec::new();
    if let Some(lead) = &learn.lead {
        lines.extend(lead.trim_end().lines().map(|l| Line::from(printable(l))));
        lines.push(Line::from(""));
    }
    lines.extend(
        session
            .words(&Styles::colorized())
            .lines()
            .map(styled::line),
    );
    if let Some(reply) = &learn.reply {
        lines.push(Line::from(""));
        lines.extend(reply.trim_end().lines().map(|l| Line::from(printable(l))));
    }
    let height = usize::from(area.height.saturating_sub(2));
    let most = lines.len().saturating_sub(height);
    // At first the page from its top; with an answer, its end (the verdict) in sight, and so
    // with a question still open, whose words end with what is asked.
    let first = if learn.reply.is_some() || (session.awaits_answer() && learn.lead.is_none()) {
        most
    } else {
        0
    };
    let offset = i64::try_from(first).unwrap_or(0) + i64::from(learn.scroll);
    let offset = offset.clamp(0, i64::try_from(most).unwrap_or(0));
    let below = most.saturating_sub(usize::try_from(offset).unwrap_or(0));
    learn.unread.set((
        u16::try_from(below).unwrap_or(u16::MAX),
        u16::try_from(height).unwrap_or(u16::MAX),
    ));
    let title = match (offset > 0, usize::try_from(offset).unwrap_or(0) < most) {
        (false, false) => t!("learn-panel"),
        (true, false) => t!("learn-panel-up"),
        (false, true) => t!("learn-panel-down"),
        (true, true) => t!("learn-panel-both"),
    };
    let title = format!(" {title} ");
    Paragraph::new(lines)
        .block(Block::bordered().title(title))
        .wrap(Wrap { trim: false })
        .scroll((u16::try_from(offset).unwrap_or(u16::MAX), 0))
}

/// The answer being typed, or what the tutor is doing.
#[must_use]
pub fn typed_line(session: &Session, learn: &Learn) -> String {
    if learn.working {
        return t!("learn-working");
    }
    if let Some(animation) = &learn.animation {
        let text = &animation.frames[animation.at].text;
        return format!("▶ {} · {}", printable(text), t!("learn-any-key-skips"));
    }
    if let Some(message) = &learn.message {
        return printable(message);
    }
    if let Some((moves, at)) = &learn.choosing {
        return crate::tui::draw::which_move(moves, *at);
    }
    if let Some(after) = &learn.after
        && learn.typed.is_empty()
    {
        return match after.position.outcome() {
            Some(over) => t!(
                "learn-board-after-over",
                moves = after.moves.as_str(),
                over = crate::render::trace::game_over(&over)
            ),
            None => t!("learn-board-after", moves = after.moves.as_str()),
        };
    }
    if session.awaits_answer() || !learn.typed.is_empty() {
        let typed = printable(&learn.typed);
        return match session.script().pages.get(session.page()) {
            Some(Page::Puzzle { .. }) => t!("learn-typed-move", typed = typed),
            _ => t!("learn-typed-answer", typed = typed),
        };
    }
    String::new()
}

/// The keys that work now, with the screen's own; wrapped by the caller to the screen's width.
#[must_use]
pub fn keys_line(session: &Session, width: u16) -> String {
    let wide = width >= 80;
    let puzzle = matches!(
        session.script().pages.get(session.page()),
        Some(Page::Puzzle { .. })
    );
    // Where an answer is awaited, `b` starts one (b7): it goes back with Enter, as in the line
    // mode; and where a count is, so does `s` (seven, sixteen): it shows the answer with Enter.
    let keys = if !session.awaits_answer() {
        session.keys()
    } else if puzzle {
        t!("learn-screen-keys-puzzle")
    } else if session.answer_starts_with('h') {
        t!("learn-screen-keys-typed-hint")
    } else if session.answer_starts_with('s') {
        t!("learn-screen-keys-count")
    } else {
        t!("learn-screen-keys-question")
    };
    if session.awaited_move().is_some() || session.awaited_hole().is_some() {
        if !wide {
            return if session.awaits_count() {
                t!("learn-screen-narrow-choose-count")
            } else {
                t!("learn-screen-narrow-choose")
            };
        }
        return t!("learn-screen-wide-choose", keys = keys);
    }
    if !wide {
        return t!("learn-screen-narrow", keys = keys);
    }
    match session.script().pages.get(session.page()) {
        Some(Page::Move { .. }) => t!("learn-screen-wide-move", keys = keys),
        _ => t!("learn-screen-wide", keys = keys),
    }
}
