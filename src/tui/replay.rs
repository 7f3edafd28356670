//! `bao replay` on the full screen: a game record stepped through on the board the game uses,
//! each move sown seed by seed (pure: the state, its keys and its drawing; the driver is
//! [`super::terminal::replay`]).
//!
//! What is said of each turn ([`turn_notes`]) is the same on the screen and in a pipe: the move
//! and what it did, the record's comment, and the coach's words unless the record already
//! carries the coach's note on that move.

use ratatui::{
    Frame as Screen,
    layout::{Constraint, Layout},
    text::Line,
    widgets::{Paragraph, Wrap},
};

use super::{Input, SPEEDS, animate::Frame, draw::WIDE};
use crate::{
    engine::{Played, Position, Side},
    game::{
        coach,
        record::{GameResult, Record, Turn},
        words,
    },
    render::prose::printable,
    t,
};

/// A replayed game and where the screen stands in it.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The record.
    pub record: Record,
    /// Each turn as played.
    pub played: Vec<Played>,
    /// How many turns are shown played: the board is the position after them.
    pub at: usize,
    /// The move being sown and the frame shown.
    pub animation: Option<(Vec<Frame>, usize)>,
    /// Milliseconds a frame of the animation stays.
    pub speed_ms: u64,
    /// The coach's words on each turn, as they come (none where the record has the coach's).
    pub coach: Vec<Option<String>>,
    /// South's chance in each position, from the start, as it is found: the evaluation bar's.
    pub south: Vec<Option<f64>>,
}

/// Checks if the coach is to judge a turn: not when the record carries its note already.
#[must_use]
pub fn needs_coach(turn: &Turn) -> bool {
    !turn
        .comment
        .as_deref()
        .is_some_and(|c| c.contains("coach: "))
}

/// Gets what is said of turn `i` (from 0): `3. a6L* (North): …`, then the record's comment
/// (`   ; …`) and the coach's words (`   coach: …`), each once.
#[must_use]
pub fn turn_notes(
    i: usize,
    turn: &Turn,
    mover: Side,
    played: &Played,
    coach: Option<&str>,
) -> Vec<String> {
    let mut notes = vec![t!(
        "game-replay-turn",
        turn = i + 1,
        move = words::mv(turn.mv),
        side = words::side(mover),
        does = coach::did(played)
    )];
    if let Some(comment) = &turn.comment {
        // The record marks the coach's note in English; it is said in the reader's words.
        let shown = comment.strip_prefix("coach: ").map_or_else(
            || comment.clone(),
            |said| t!("game-coach-says", text = said),
        );
        notes.push(format!("   ; {shown}"));
    }
    if let Some(text) = coach.filter(|_| needs_coach(turn)) {
        notes.push(format!("   {}", t!("game-coach-says", text = text)));
    }
    notes
}

/// Gets who played a game, under which rules and when: `Amina (South) against bao level 2
/// (North), rules kiswahili, 2026-12-01`.
#[must_use]
pub fn header(record: &Record) -> String {
    let players = words::players(&record.south, &record.north, &record.rules().to_string());
    match record.date.as_deref() {
        Some(date) => t!("game-replay-header", players = players, date = date),
        None => players,
    }
}

impl Replay {
    /// A replay at the start of the game; `played` is the record's turns as played.
    #[must_use]
    pub fn new(record: Record, played: Vec<Played>) -> Replay {
        let coach = vec![None; played.len()];
        let south = vec![None; played.len() + 1];
        Replay {
            record,
            played,
            at: 0,
            animation: None,
            speed_ms: SPEEDS[2],
            coach,
            south,
        }
    }

    /// Gets the position after `n` turns.
    #[must_use]
    pub fn after(&self, n: usize) -> &Position {
        n.checked_sub(1)
            .map_or(&self.record.start, |i| &self.played[i].position)
    }

    /// Takes a key (or a tick of the animation); false when the replay is to end.
    pub fn update(&mut self, input: &Input) -> bool {
        if let Some((frames, at)) = &mut self.animation {
            if *input == Input::Tick {
                *at += 1;
                if *at >= frames.len() {
                    self.animation = None;
                }
                return true;
            }
            // A key skips to the end of the move, then acts.
            self.animation = None;
        }
        let last = self.played.len();
        match input {
            Input::Char('q') | Input::Interrupt | Input::Escape => return false,
            Input::Enter | Input::Right | Input::Char('n' | ' ') if self.at < last => {
                let frames = super::animate::frames(self.after(self.at), &self.played[self.at]);
                self.at += 1;
                self.animation = Some((frames, 0));
            }
            Input::Left | Input::Char('b') => self.at = self.at.saturating_sub(1),
            Input::Home => self.at = 0,
            Input::End => self.at = last,
            Input::Char('+') => self.speed_ms = super::faster(self.speed_ms),
            Input::Char('-') => self.speed_ms = super::slower(self.speed_ms),
            _ => {}
        }
        true
    }

    /// Gets what is said of the game (who played it, under which rules, when) and of the
    /// turns shown, oldest first.
    #[must_use]
    pub fn notes(&self) -> Vec<String> {
        std::iter::once(header(&self.record))
            .chain((0..self.at).flat_map(|i| {
                turn_notes(
                    i,
                    &self.record.turns[i],
                    self.after(i).to_move(),
                    &self.played[i],
                    self.coach[i].as_deref(),
                )
            }))
            .collect()
    }
}

/// Draws the replay: the board, what the turns shown did and what was said of them, where the
/// replay stands, and the keys.
pub fn draw(frame: &mut Screen<'_>, replay: &Replay) {
    let area = frame.area();
    let keys = keys_lines(area.width);
    let [main, status, keys_area] = Layout::vertical([
        Constraint::Min(0),
        Constraint::Length(2),
        Constraint::Length(keys.len() as u16),
    ])
    .areas(area);
    let (board_area, bar_area, notes_area) = super::bar::areas(main, area.width);
    frame.render_widget(board(replay, board_area.width), board_area);
    if let Some(bar_area) = bar_area {
        let south = replay.south.get(replay.at).copied().flatten();
        frame.render_widget(super::bar::widget(south, bar_area), bar_area);
    }
    let mut notes = replay.notes();
    if let Some((frames, at)) = &replay.animation
        && let Some(f) = frames.get(*at)
        && !f.text.is_empty()
    {
        notes.push(format!("▶ {}", f.text));
    }
    frame.render_widget(
        super::draw::panel(&notes, notes_title(), notes_area),
        notes_area,
    );
    frame.render_widget(
        Paragraph::new(status_line(replay)).wrap(Wrap { trim: true }),
        status,
    );
    let keys: Vec<Line<'static>> = keys.into_iter().map(Line::from).collect();
    frame.render_widget(Paragraph::new(keys), keys_area);
}

/// The board after the turns shown, or at the animation's frame.
fn board(replay: &Replay, width: u16) -> Paragraph<'static> {
    let position = replay.after(replay.at);
    let (board, touched, direction) = match &replay.animation {
        Some((frames, at)) if *at < frames.len() => {
            let f = &frames[*at];
            (f.board, f.touched.clone(), f.direction)
        }
        _ => (
            *position.board(),
            replay
                .at
                .checked_sub(1)
                .and_then(|i| replay.played[i].trace.last_hole())
                .into_iter()
                .collect(),
            None,
        ),
    };
    let side = |side: Side| {
        let name = t!(
            "game-side-player",
            side = words::side(side),
            player = printable(&words::player(replay.record.player(side)))
        );
        let stock = *position.stock().get(side);
        let to_move = replay.at < replay.played.len() && position.to_move() == side;
        match (stock > 0, to_move) {
            (false, false) => name,
            (true, false) => t!("game-side-stock", name = name, stock = stock),
            (false, true) => t!("game-side-to-move", name = name),
            (true, true) => t!("game-side-stock-to-move", name = name, stock = stock),
        }
    };
    let view = super::board::View {
        board,
        nyumba: [position.nyumba().south, position.nyumba().north],
        touched,
        blocked: replay
            .animation
            .is_none()
            .then(|| position.blocked())
            .flatten(),
        selected: Vec::new(),
        notes: [side(Side::North), side(Side::South)],
        direction,
        coach: None,
    };
    super::board::widget(&view, width)
}

/// Where the replay stands: the start, a turn of so many, the end with the result.
#[must_use]
pub fn status_line(replay: &Replay) -> String {
    let last = replay.played.len();
    match replay.at {
        0 => t!("game-replay-start", count = last),
        at if at == last => match replay.record.result {
            GameResult::InProgress => t!("game-replay-end-goes-on", turn = at, count = last),
            result => t!(
                "game-replay-end",
                turn = at,
                count = last,
                result = words::result(result)
            ),
        },
        at => t!(
            "game-replay-at",
            turn = at,
            count = last,
            move = words::mv(replay.record.turns[at - 1].mv),
            side = words::side(replay.after(at - 1).to_move())
        ),
    }
}

/// The keys, on one line on a wide screen and on two within 40 columns on a narrow one.
#[must_use]
pub fn keys_lines(width: u16) -> Vec<String> {
    if width >= WIDE {
        vec![t!("game-replay-keys")]
    } else {
        vec![t!("game-replay-keys-step"), t!("game-replay-keys-jump")]
    }
}

/// The title of the replay's panel of notes, in the language chosen at start-up.
fn notes_title() -> &'static str {
    static TITLE: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    TITLE.get_or_init(|| t!("game-replay-notes-title"))
}

#[cfg(test)]
mod tests;
