//! Choosing on the full screen of `bao learn`: the hole and move awaited by the arrow keys or
//! by a typed hole, the keys that act at once, and what a sowing shown leaves on the board.

use super::{Action, After, Learn};
use crate::{
    engine::{Hole, Move, Position},
    tui::{Input, animate::Frame},
    tutor::{Input as Tutor, Session},
};

/// What Enter says on a hole question before the cursor has moved: its start hole (the move's
/// own) is never the answer.
pub(super) const UNTOUCHED_HOLE: &str =
    "choose the hole with the arrow keys, then Enter; or type it";

/// What Enter says where a move is awaited before the cursor has moved.
pub(super) const UNTOUCHED_MOVE: &str =
    "choose a hole with the arrow keys, then Enter; or type the move";

impl Learn {
    /// Takes a key as a choice of the move awaited in `position`: arrows over the holes, Enter
    /// on one, and among its moves when it has several; `None` for a key that chooses nothing.
    pub(super) fn choose(&mut self, input: &Input, position: &Position) -> Option<Action> {
        if let Some((moves, at)) = &mut self.choosing {
            let n = moves.len();
            match input {
                Input::Left | Input::Up => *at = (*at + n - 1) % n,
                Input::Right | Input::Down => *at = (*at + 1) % n,
                Input::Enter => {
                    let mv = moves[*at];
                    self.choosing = None;
                    return Some(Action::Tutor(Tutor::Answer(mv.to_string())));
                }
                _ => self.choosing = None,
            }
            return Some(Action::None);
        }
        let cursor = self.cursor?;
        match input {
            Input::Left | Input::Right | Input::Up | Input::Down => {
                self.cursor = Some(crate::tui::board::step_cursor(cursor, input));
                self.moved = true;
                Some(Action::None)
            }
            Input::Enter if !self.moved => {
                self.message = Some(UNTOUCHED_MOVE.to_owned());
                Some(Action::None)
            }
            Input::Enter => {
                let moves: Vec<Move> = position
                    .legal_moves()
                    .into_iter()
                    .filter(|m| m.hole() == cursor)
                    .collect();
                match moves.as_slice() {
                    [] => {
                        self.message = Some(format!("no legal move starts from {cursor}"));
                        Some(Action::None)
                    }
                    [one] => {
                        self.moved = false;
                        Some(Action::Tutor(Tutor::Answer(one.to_string())))
                    }
                    _ => {
                        self.choosing = Some((moves, 0));
                        Some(Action::None)
                    }
                }
            }
            _ => None,
        }
    }

    /// Takes the typed text as a hole when it names one with several moves: the moves are
    /// offered to choose among, as Enter on that hole does. Says whether it did.
    pub(super) fn choose_typed(&mut self, position: &Position) -> bool {
        let Ok(hole) = self.typed.trim().parse::<Hole>() else {
            return false;
        };
        let moves: Vec<Move> = position
            .legal_moves()
            .into_iter()
            .filter(|m| m.hole() == hole)
            .collect();
        if moves.len() < 2 {
            return false;
        }
        self.typed.clear();
        self.cursor = Some(hole);
        self.choosing = Some((moves, 0));
        true
    }
}

/// Gets the tutor's input a key gives at once, before anything is typed. While an answer is
/// awaited only the keys no answer starts with act at once; `b` (a row) and `a` are typed, and
/// `b` then Enter goes back as in the line mode.
pub(super) fn key(c: char, awaits: bool) -> Option<Tutor> {
    Some(match c.to_ascii_lowercase() {
        'h' => Tutor::Hint,
        's' => Tutor::Show,
        'q' => Tutor::Quit,
        'r' if !awaits => Tutor::Retry,
        'n' if !awaits => Tutor::Next,
        'b' if !awaits => Tutor::Back,
        'a' if !awaits => Tutor::End,
        _ => return None,
    })
}

/// Says the sowing's speed after `+` or `-`.
pub(super) fn speed(ms: u64) -> String {
    let fastest = ms == crate::tui::SPEEDS[0];
    let slowest = ms == crate::tui::SPEEDS[crate::tui::SPEEDS.len() - 1];
    let bound = if fastest {
        " (the fastest)"
    } else if slowest {
        " (the slowest)"
    } else {
        ""
    };
    format!("sowing speed: {ms} ms a seed{bound}")
}

/// Says every key: the tutor's, then the screen's own.
pub(super) fn help(session: &Session) -> String {
    format!(
        "{}On this screen:\n  Enter  first the words below the box, if any; then on\n  → ←   next, back (as n, b)\n  ↑ ↓   scroll the words; PgUp PgDn too\n  arrows on a question: choose a hole, Enter gives it\n  Esc   clear what is typed; show the page's board again\n  + -   sowing faster, slower; any key skips a sowing\n  Ctrl-C  stop",
        session.help()
    )
}

/// Gets the board moves played one after another from `before` leave.
pub(super) fn after(before: &Position, moves: &[Move]) -> Option<After> {
    let mut at = *before;
    let mut touched = Vec::new();
    for mv in moves {
        let played = at.play(*mv).ok()?;
        touched = played.trace.last_hole().into_iter().collect();
        at = played.position;
    }
    let moves: Vec<String> = moves.iter().map(ToString::to_string).collect();
    Some(After {
        position: at,
        touched,
        moves: moves.join(" "),
    })
}

/// Gets the frames of moves played one after another from `before`: each seed of each sowing,
/// each move's words beside its steps.
pub(super) fn played(before: &Position, moves: &[Move]) -> Vec<Frame> {
    let mut frames = Vec::new();
    let mut at = *before;
    for mv in moves {
        let Ok(played) = at.play(*mv) else {
            break;
        };
        let mut these = crate::tui::animate::frames(&at, &played);
        let side = at.to_move();
        for frame in &mut these {
            frame.text = if frame.text.is_empty() {
                format!("{side} plays {mv}")
            } else {
                format!("{side} {mv}: {}", frame.text)
            };
        }
        // Each move's first frame is the board the move before left.
        let skip = usize::from(!frames.is_empty());
        frames.extend(these.into_iter().skip(skip));
        at = played.position;
    }
    frames
}
