//! `bao learn` on the full screen: the state of the screen ([`Learn`]) beside the tutor's
//! [`Session`], which stays the one model of the lesson. Keys ([`Input`]) become the tutor's
//! inputs; the board stays in place while a step's sowing is shown seed by seed.

pub mod draw;
mod pick;
pub mod styled;

use super::{Input, SPEEDS, animate::Frame};
use crate::{
    engine::{Hole, Move, Position},
    tutor::{Input as Tutor, Session},
};

/// Moves shown as they are sown: a step's sowing seed by seed, or a puzzle's moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Animation {
    /// The boards, each with the holes it touched, the way the seeds go and the words of its
    /// step.
    pub frames: Vec<Frame>,
    /// The frame shown now.
    pub at: usize,
}

/// The board a sowing left, kept in sight once it is shown until the next key (a scroll
/// keeps it, Esc shows the page's own board again).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct After {
    /// The position the moves reached.
    pub position: Position,
    /// The holes the last move touched last.
    pub touched: Vec<Hole>,
    /// The moves, in words: `A7L*`, or a puzzle's `A3L* b8L*`.
    pub moves: String,
}

/// What the screen asks its driver to do after a key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Nothing more: the screen changed, or not.
    None,
    /// Give the tutor this input.
    Tutor(Tutor),
}

/// The state of the screen, apart from the lesson.
#[derive(Clone, Debug)]
pub struct Learn {
    /// What the learner has typed: an answer, a move or a word for a key.
    pub typed: String,
    /// The tutor's last words in answer to an input, shown under the page's.
    pub reply: Option<String>,
    /// The sowing being shown seed by seed.
    pub animation: Option<Animation>,
    /// Milliseconds a seed of the animation stays.
    pub speed_ms: u64,
    /// Lines scrolled down (up when negative) from where the words are shown at first.
    pub scroll: i32,
    /// The tutor is working something out (a puzzle's defence): Ctrl-C stops it.
    pub working: bool,
    /// The hole under the cursor, when a move is awaited.
    pub cursor: Option<Hole>,
    /// The moves from the chosen hole, when it has several, and which is selected.
    pub choosing: Option<(Vec<Move>, usize)>,
    /// A word on the last key (a hole with no move), until the next.
    pub message: Option<String>,
    /// The cursor was moved since the question was asked or last answered: only then does
    /// Enter give its hole as the answer.
    pub moved: bool,
    /// The board the last sowing left, shown in place of the page's until the next key.
    pub after: Option<After>,
    /// Words said before the page's, at their top: the lesson just finished, on the first
    /// page of the next.
    pub lead: Option<String>,
    /// The page and step last shown, to show the step after it sown seed by seed.
    place: (usize, usize),
    /// The lines of the page's words the last drawing left below the box, and the lines it
    /// showed: Enter reads on before it turns the page, so no word goes unseen. Set by the draw
    /// function, which alone knows the box's height.
    pub unread: std::cell::Cell<(u16, u16)>,
}

/// The most characters the learner may type: the longest answer is a move.
const TYPED: usize = 40;

impl Learn {
    /// A screen for a session where it stands.
    #[must_use]
    pub fn new(session: &Session) -> Learn {
        let mut learn = Learn {
            typed: String::new(),
            reply: None,
            animation: None,
            speed_ms: SPEEDS[2],
            scroll: 0,
            working: false,
            cursor: None,
            choosing: None,
            message: None,
            moved: false,
            after: None,
            lead: None,
            place: (session.page(), session.frame()),
            unread: std::cell::Cell::new((0, 0)),
        };
        learn.aim(session);
        learn
    }

    /// Takes one key; says what the tutor is to be given, if anything.
    pub fn update(&mut self, input: &Input, session: &Session) -> Action {
        if *input == Input::Interrupt {
            return Action::Tutor(Tutor::Quit);
        }
        if let Some(animation) = &mut self.animation {
            if *input == Input::Tick && animation.at + 1 < animation.frames.len() {
                animation.at += 1;
                return Action::None;
            }
            // The last seed shown, or any key: the step's own board. A character is typed too,
            // so that the next answer loses nothing; any other key only skips.
            self.animation = None;
            if !matches!(input, Input::Char(_)) {
                return Action::None;
            }
        }
        self.message = None;
        if self.after.is_some()
            && !matches!(
                input,
                Input::Up | Input::Down | Input::PageUp | Input::PageDown | Input::Tick
            )
        {
            // The board the sowing left stays until a key that is no scroll; Esc only goes back
            // to the page's own board.
            self.after = None;
            if *input == Input::Escape {
                return Action::None;
            }
        }
        if let Some(position) = session.awaited_move()
            && self.typed.is_empty()
            && let Some(action) = self.choose(input, &position)
        {
            return action;
        }
        if session.awaited_hole().is_some()
            && self.typed.is_empty()
            && let Some(cursor) = self.cursor
        {
            match input {
                Input::Left | Input::Right | Input::Up | Input::Down => {
                    self.cursor = Some(super::board::step_anywhere(cursor, input));
                    self.moved = true;
                    return Action::None;
                }
                Input::Enter if !self.moved => {
                    self.message = Some(pick::untouched_hole());
                    return Action::None;
                }
                Input::Enter => {
                    self.moved = false;
                    return Action::Tutor(Tutor::Answer(cursor.to_string()));
                }
                _ => {}
            }
        }
        let awaits = session.awaits_answer();
        match input {
            Input::Up => self.scroll_by(-1, session),
            Input::Down => self.scroll_by(1, session),
            Input::PageUp => self.scroll_by(-5, session),
            Input::PageDown => self.scroll_by(5, session),
            Input::Left if self.typed.is_empty() => return Action::Tutor(Tutor::Back),
            Input::Right if self.typed.is_empty() => return Action::Tutor(Tutor::Next),
            // Words below the box are read first: Enter scrolls to them, then turns the page.
            Input::Enter if self.typed.is_empty() && !awaits && self.unread.get().0 > 0 => {
                let (below, shown) = self.unread.get();
                let lines = below.min(shown.saturating_sub(1).max(1));
                self.scroll_by(i32::from(lines), session);
            }
            Input::Enter if self.typed.is_empty() => return Action::Tutor(Tutor::Next),
            Input::Enter => {
                if let Some(position) = session.awaited_move()
                    && self.choose_typed(&position)
                {
                    return Action::None;
                }
                return Action::Tutor(Tutor::parse(&std::mem::take(&mut self.typed)));
            }
            Input::Escape if self.typed.is_empty() => self.reply = None,
            Input::Escape => self.typed.clear(),
            Input::Backspace => {
                self.typed.pop();
            }
            // A count may start with `s` (seven), `-` or `+`, and a yes or no with a key's letter
            // (Spanish `sí`, Swahili `hapana`): typed, so that it is read whole.
            Input::Char(c) if self.typed.is_empty() && session.answer_starts_with(*c) => {
                self.push(*c);
            }
            Input::Char('?') if self.typed.is_empty() => {
                self.reply = Some(pick::help(session));
                self.scroll = 0;
            }
            Input::Char(c) if self.typed.is_empty() => {
                if let Some(key) = pick::key(*c, awaits) {
                    return Action::Tutor(key);
                }
                match c {
                    '+' | '-' => {
                        self.speed_ms = if *c == '+' {
                            super::faster(self.speed_ms)
                        } else {
                            super::slower(self.speed_ms)
                        };
                        self.message = Some(pick::speed(self.speed_ms));
                    }
                    c => self.push(*c),
                }
            }
            Input::Char(c) => self.push(*c),
            _ => {}
        }
        Action::None
    }

    /// Shows the session as an input left it, with the tutor's words in answer, if any: a step
    /// reached from the one before is sown seed by seed, and so are the moves an answer played
    /// ([`Session::just_played`]).
    pub fn shown(&mut self, session: &Session, reply: Option<String>) {
        let place = (session.page(), session.frame());
        let (page, frame) = self.place;
        self.animation = None;
        self.after = None;
        let frames = if let Some((before, moves)) = session.just_played() {
            self.after = pick::after(before, moves);
            pick::played(before, moves)
        } else if place == (page, frame + 1)
            && let (Some(before), Some(stage)) = (session.stage_at(frame), session.stage())
            && let Some(event) = stage.step
            && let Some((seeds, direction)) = super::animate::sowing(&before.board, &event)
        {
            let text = crate::render::trace::event(&event, &crate::style::Styles::default());
            seeds
                .into_iter()
                .map(|(board, hole)| Frame {
                    board,
                    touched: vec![hole],
                    direction: Some(direction),
                    text: text.clone(),
                })
                .collect()
        } else {
            Vec::new()
        };
        if !frames.is_empty() {
            self.animation = Some(Animation { frames, at: 0 });
        }
        // A board the page shows anyway (a puzzle going on after the defence) needs no Esc.
        if let (Some(after), Some(stage)) = (&self.after, session.stage())
            && *after.position.board() == stage.board
        {
            self.after = None;
        }
        if place != self.place || reply.is_some() {
            self.scroll = 0;
        }
        if place.0 != self.place.0 {
            // Another page: the cursor starts again where that page puts it.
            self.cursor = None;
        }
        if place != self.place {
            self.lead = None;
        }
        // Asked afresh (another page, or an answer given): Enter waits for the cursor to move.
        self.moved = false;
        self.place = place;
        self.reply = reply;
        self.aim(session);
    }

    /// Puts the cursor on the first hole a move starts from when a move is awaited, unless it
    /// is on the mover's side already, or on the board when a hole is; takes it away when
    /// neither is.
    fn aim(&mut self, session: &Session) {
        self.choosing = None;
        if let Some(start) = session.awaited_hole() {
            // A hole anywhere: the cursor starts where the move asked about starts.
            self.cursor = self.cursor.or(Some(start));
            return;
        }
        let Some(position) = session.awaited_move() else {
            self.cursor = None;
            return;
        };
        let side = position.to_move();
        if self.cursor.is_none_or(|c| c.side() != side) {
            self.cursor = position.legal_moves().first().map(|m| m.hole());
        }
    }

    fn push(&mut self, c: char) {
        if self.typed.chars().count() < TYPED && !c.is_control() {
            self.typed.push(c);
        }
    }

    fn scroll_by(&mut self, lines: i32, session: &Session) {
        let plain = crate::style::Styles::default();
        let total = session.words(&plain).lines().count()
            + self.reply.as_deref().map_or(0, |r| r.lines().count() + 1);
        let most = i32::try_from(total).unwrap_or(i32::MAX);
        self.scroll = (self.scroll + lines).clamp(-most, most);
    }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod answer_tests;
