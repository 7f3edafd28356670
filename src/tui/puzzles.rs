//! The full screen of `bao puzzles`: the board in place, the trainer's words beside it, a move
//! typed at the bottom. The learner's move, the defence and, after a failure, the solution are
//! sown on the board seed by seed. One state value ([`Train`]), the keys in ([`Train::key`]),
//! one pure draw function ([`draw`]); the trainer is `puzzles::trainer`'s.

#[cfg(test)]
mod tests;

use std::{cell::Cell, collections::VecDeque};

use ratatui::{
    Frame as Screen,
    layout::{Constraint, Layout},
    text::Line,
    widgets::Paragraph,
};

use super::{
    Input,
    animate::{Frame, frames},
    board::{View, widget},
    draw::{beside_or_under, scrolled_panel},
};
use crate::{
    engine::{Move, Position, Side},
    puzzles::trainer::{Input as Trainer, Said},
    render::layout::side_note,
    t,
};

/// What the screen shows besides the trainer's state.
#[derive(Clone, Debug, Default)]
pub struct Train {
    /// The move typed so far.
    pub typed: String,
    /// The words shown: what the trainer said last, line by line.
    pub words: Vec<String>,
    /// The frames still to show, the next first.
    pub frames: VecDeque<Frame>,
    /// The position the last sowing left, shown once the frames are done.
    pub shown: Option<Position>,
    /// The keys' help is shown.
    pub help: bool,
    /// How many lines the words are scrolled up from their newest (PgUp, PgDn).
    pub up: usize,
    /// The most the words can be scrolled up, as the last drawing found.
    pub most: Cell<usize>,
}

/// What a key asks of the driver.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// Nothing (the screen changed or not).
    Nothing,
    /// Give the trainer this input.
    Trainer(Trainer),
}

impl Train {
    /// Takes a key: typing, or an input for the trainer. A key during a sowing finishes it.
    pub fn key(&mut self, input: Input) -> Asked {
        if input == Input::Tick {
            // The last frame stays up until the next key.
            if self.frames.len() > 1 {
                self.frames.pop_front();
            }
            return Asked::Nothing;
        }
        self.frames.clear();
        self.help = false;
        match input {
            Input::PageUp => {
                self.up = (self.up + 5).min(self.most.get());
                Asked::Nothing
            }
            Input::PageDown => {
                self.up = self.up.saturating_sub(5);
                Asked::Nothing
            }
            Input::Interrupt => Asked::Trainer(Trainer::Quit),
            Input::Char(c) if self.typed.is_empty() && matches!(c, 'h' | 'H') => {
                Asked::Trainer(Trainer::Hint)
            }
            Input::Char(c) if self.typed.is_empty() && matches!(c, 'q' | 'Q') => {
                Asked::Trainer(Trainer::Quit)
            }
            Input::Char('?') if self.typed.is_empty() => {
                self.help = true;
                Asked::Nothing
            }
            Input::Char(c) if !c.is_control() && self.typed.chars().count() < 12 => {
                self.typed.push(c);
                Asked::Nothing
            }
            Input::Backspace => {
                self.typed.pop();
                Asked::Nothing
            }
            Input::Escape => {
                self.typed.clear();
                Asked::Nothing
            }
            Input::Enter if self.typed.trim().is_empty() => Asked::Trainer(Trainer::Next),
            Input::Enter => Asked::Trainer(Trainer::Move(std::mem::take(&mut self.typed))),
            _ => Asked::Nothing,
        }
    }

    /// Takes what the trainer said: its words, and the moves to sow (after a failure the
    /// solution's, from the puzzle's start).
    pub fn said(&mut self, said: &Said, words: String, start: Option<Position>) {
        self.words = words.lines().map(str::to_owned).collect();
        self.up = 0;
        let mut sow: Vec<(Position, Move)> = match said {
            Said::Played(moves) | Said::Settled(moves, _) => moves.clone(),
            Said::Served => {
                self.shown = None;
                Vec::new()
            }
            _ => Vec::new(),
        };
        if let (Said::Settled(_, verdict), Some(mut at)) = (said, start) {
            for mv in &verdict.solution {
                let Ok(played) = at.play(*mv) else { break };
                sow.push((at, *mv));
                at = played.position;
            }
        }
        for (at, mv) in sow {
            if let Ok(played) = at.play(mv) {
                self.frames.extend(frames(&at, &played));
                self.shown = Some(played.position);
            }
        }
    }

    /// Checks if a sowing is being shown.
    #[must_use]
    pub fn sowing(&self) -> bool {
        self.frames.len() > 1
    }
}

/// Gets the columns the words are wrapped to on a screen `width` columns wide: the panel's
/// inside, beside the board or under it.
#[must_use]
pub fn words_width(width: u16) -> usize {
    let beside = if width >= super::draw::WIDE {
        super::board::WIDTH
    } else {
        0
    };
    usize::from(width.saturating_sub(beside + 2)).clamp(20, 72)
}

/// The keys line.
fn keys(settled: bool) -> String {
    if settled {
        t!("puzzles-screen-keys-settled")
    } else {
        t!("puzzles-screen-keys-playing")
    }
}

/// The title of the words' panel, in the language chosen at start-up.
fn title() -> &'static str {
    static TITLE: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    TITLE.get_or_init(|| t!("puzzles-screen-title"))
}

/// Draws the screen: the board (the sowing's frame, or `position`), the words, the typed move.
pub fn draw(frame: &mut Screen<'_>, train: &Train, position: Option<&Position>, settled: bool) {
    let area = frame.area();
    let [main, typed, keys_area] = Layout::vertical([
        Constraint::Min(0),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area);
    let (board_area, words_area) = beside_or_under(main, area.width);
    let at = train.shown.as_ref().or(position);
    if let Some(at) = at {
        let over = at.outcome().is_some();
        let note = |side| side_note(at, side, "  ", over);
        let (board, touched, direction) = match train.frames.front() {
            Some(f) => (f.board, f.touched.clone(), f.direction),
            None => (*at.board(), Vec::new(), None),
        };
        let view = View {
            board,
            nyumba: [at.nyumba().south, at.nyumba().north],
            touched,
            blocked: if train.frames.is_empty() {
                at.blocked()
            } else {
                None
            },
            selected: Vec::new(),
            notes: [note(Side::North), note(Side::South)],
            direction,
            coach: None,
        };
        frame.render_widget(widget(&view, board_area.width), board_area);
    }
    let words = if train.help {
        vec![
            t!("puzzles-screen-help-move"),
            t!("puzzles-screen-help-defence"),
            t!("puzzles-screen-help-hint"),
            t!("puzzles-screen-help-scroll"),
        ]
    } else {
        train.words.clone()
    };
    let up = if train.help { 0 } else { train.up };
    let (words, most) = scrolled_panel(&words, title(), words_area, up);
    if !train.help {
        train.most.set(most);
    }
    frame.render_widget(words, words_area);
    frame.render_widget(
        Paragraph::new(Line::from(format!(
            " {}",
            t!("puzzles-screen-typed", text = train.typed.as_str())
        ))),
        typed,
    );
    frame.render_widget(Paragraph::new(Line::from(keys(settled))), keys_area);
}
