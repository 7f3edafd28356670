//! Drawing the screen: a pure function per part (the board, the trace and coach, the status
//! line, the keys), each from the [`App`] alone.

use ratatui::{
    Frame,
    layout::{Constraint, Layout, Rect},
    text::Line,
    widgets::{Block, Paragraph, Wrap},
};

use super::{App, Prompt};
use crate::{
    engine::{Board, Direction, Hole, Side},
    game::{coach, record::Player, words},
    render::prose::{printable, wrap},
    t,
};

/// The width from which the trace goes beside the board rather than under it.
pub const WIDE: u16 = 80;

/// Draws the whole screen.
pub fn draw(frame: &mut Frame<'_>, app: &App) {
    let area = frame.area();
    let keys_lines = keys_line(app, area.width);
    let [main, status, keys] = Layout::vertical([
        Constraint::Min(0),
        Constraint::Length(2),
        Constraint::Length(keys_lines.len() as u16),
    ])
    .areas(area);
    let (board_area, bar_area, trace_area) = super::bar::areas(main, area.width);
    frame.render_widget(board(app, board_area.width), board_area);
    if let Some(bar_area) = bar_area {
        frame.render_widget(super::bar::widget(app.south_chance(), bar_area), bar_area);
    }
    frame.render_widget(trace(app, trace_area), trace_area);
    frame.render_widget(
        Paragraph::new(status_line(app)).wrap(Wrap { trim: true }),
        status,
    );
    let keys_lines: Vec<Line<'static>> = keys_lines.into_iter().map(Line::from).collect();
    frame.render_widget(Paragraph::new(keys_lines), keys);
}

/// Splits the screen's main part into the board's place and the words': beside it from
/// [`WIDE`] columns, under it below.
#[must_use]
pub fn beside_or_under(main: Rect, width: u16) -> (Rect, Rect) {
    if width >= WIDE {
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
    }
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
        coach: app.coach_marks_shown().cloned(),
    };
    super::board::widget(&view, width)
}

/// A side's line under or over the board: its player (unless named as the side is, as in a
/// two-player game), its stock, whether it is to move.
fn side_line(app: &App, side: Side) -> String {
    let position = app.game.position();
    let player = printable(&words::player(app.game.player(side)));
    // A two-player game names its players by their sides (in English in an older record).
    let name = if player == side.to_string() || player == words::side(side) {
        words::side(side)
    } else {
        t!(
            "game-side-player",
            side = words::side(side),
            player = player
        )
    };
    let stock = *position.stock().get(side);
    let to_move = !app.game.is_over() && position.to_move() == side;
    match (stock > 0, to_move) {
        (false, false) => name,
        (true, false) => t!("game-side-stock", name = name, stock = stock),
        (false, true) => t!("game-side-to-move", name = name),
        (true, true) => t!("game-side-stock-to-move", name = name, stock = stock),
    }
}

/// What the moves that stand did and what was said of them (the coach's verdict, a record's
/// comment), newest at the bottom, with the step being animated.
#[must_use]
pub fn trace(app: &App, area: Rect) -> Paragraph<'static> {
    let mut texts = moves(app);
    if let Some((frames, at)) = &app.animation
        && !frames[*at].text.is_empty()
    {
        texts.push(format!("▶ {}", frames[*at].text));
    }
    let (panel, most) = scrolled_panel(&texts, moves_title(), area, app.words_up);
    app.words_most.set(most);
    panel
}

/// The title of the game's panel of moves, in the language chosen at start-up (a panel's
/// title lives as long as the program).
fn moves_title() -> &'static str {
    static TITLE: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    TITLE.get_or_init(|| t!("game-screen-moves-title"))
}

/// A bordered panel of notes in `area`, each wrapped between words, scrolled to the newest at
/// the bottom: every row is used, the oldest shown cut at its top; a newest note longer than
/// the panel is shown from its start, where it names its move.
#[must_use]
pub fn panel(texts: &[String], title: &'static str, area: Rect) -> Paragraph<'static> {
    scrolled_panel(texts, title, area, 0).0
}

/// A [`panel`] scrolled `up` lines from where it shows its newest, within its notes; its title
/// says when there is more below (PgDn) or above (PgUp). Also gives the most it can be
/// scrolled up.
#[must_use]
pub fn scrolled_panel(
    texts: &[String],
    title: &'static str,
    area: Rect,
    up: usize,
) -> (Paragraph<'static>, usize) {
    let width = usize::from(area.width.saturating_sub(2)).max(1);
    let height = usize::from(area.height.saturating_sub(2));
    let wrapped =
        |text: &String| -> Vec<String> { wrap(text, width).lines().map(str::to_owned).collect() };
    let newest = texts.last().map(wrapped).unwrap_or_default();
    let all: Vec<String> = texts.iter().flat_map(wrapped).collect();
    // Where the newest view starts: the newest note's start when it is longer than the panel.
    let newest_start = if newest.len() > height {
        all.len() - newest.len()
    } else {
        all.len().saturating_sub(height)
    };
    let start = newest_start.saturating_sub(up);
    let lines: Vec<Line<'static>> = all[start..(start + height).min(all.len())]
        .iter()
        .cloned()
        .map(Line::from)
        .collect();
    let title = match (start > 0, start < newest_start) {
        (_, true) => format!(" {} · PgDn newer ", title.trim()),
        (true, false) => format!(" {} · PgUp older ", title.trim()),
        (false, false) => title.to_owned(),
    };
    (
        Paragraph::new(lines).block(Block::bordered().title(title)),
        newest_start,
    )
}

/// The moves that stand, a note each, and what was said of each: `3. bao plays a6L*: …`,
/// then `coach on 3. a6L*: …` or the record's own comment.
#[must_use]
pub fn moves(app: &App) -> Vec<String> {
    let game = &app.game;
    let mut notes = Vec::new();
    for (i, (turn, played)) in game.turns().iter().zip(game.played()).enumerate() {
        let mv = words::mv(turn.mv);
        let does = coach::did(played);
        notes.push(if game.is_bao(game.before(i).to_move()) {
            t!("game-bao-played", turn = i + 1, move = mv.as_str(), does = does)
        } else {
            t!("game-played", turn = i + 1, move = mv.as_str(), does = does)
        });
        match turn
            .comment
            .as_deref()
            .map(|c| (c, c.strip_prefix("coach: ")))
        {
            Some((_, Some(said))) => notes.push(t!(
                "game-coach-on",
                turn = i + 1,
                move = mv.as_str(),
                text = said
            )),
            Some((comment, None)) => notes.push(format!("; {comment}")),
            None => {}
        }
    }
    notes
}

/// The status: the game's end, bao thinking, a choice to make, the typed text, a message.
#[must_use]
pub fn status_line(app: &App) -> String {
    match &app.prompt {
        Some(Prompt::Resign) => {
            return t!("game-screen-resign");
        }
        Some(Prompt::SaveAs(name)) => {
            return t!("game-screen-save-as", name = printable(name));
        }
        None => {}
    }
    if let Some(message) = &app.message {
        return printable(message);
    }
    if app.game.is_over() && app.review {
        return t!(
            "game-screen-over-review",
            result = words::result(app.game.result())
        );
    }
    if app.game.is_over() {
        return words::over(app.game.result());
    }
    if let Some((side, secs)) = app.thinking {
        return match app.game.player(side) {
            Player::Bao(strength) if !strength.takes_its_time() => {
                t!("game-thinking", side = words::side(side))
            }
            _ => t!(
                "game-screen-thinking-at-most",
                side = words::side(side),
                seconds = secs
            ),
        };
    }
    if let Some((moves, at)) = &app.choosing {
        return which_move(moves, *at);
    }
    if !app.typed.is_empty() {
        return t!("game-screen-typed", text = printable(&app.typed));
    }
    match app.person_to_move() {
        Some(side) => t!("game-screen-to-move", side = words::side(side)),
        None => String::new(),
    }
}

/// The keys, in full on one line on a wide screen and on two on a narrow one (each fits in
/// the narrowest full screen's 40 columns).
#[must_use]
pub fn keys_line(app: &App, width: u16) -> Vec<String> {
    if width >= WIDE {
        vec![t!("game-screen-keys", speed = app.speed_ms)]
    } else {
        vec![
            t!("game-screen-keys-board", speed = app.speed_ms),
            t!("game-screen-keys-game"),
        ]
    }
}

/// Asks which of a hole's moves to play, the one selected in brackets.
#[must_use]
pub fn which_move(moves: &[crate::engine::Move], at: usize) -> String {
    let names: Vec<String> = moves
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let m = crate::i18n::notation::move_text(&m.to_string());
            if i == at { format!("[{m}]") } else { m }
        })
        .collect();
    crate::t!("common-which-move", moves = names.join(" "))
}
