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
pub(super) fn untouched_hole() -> String {
    crate::t!("learn-untouched-hole")
}

/// What Enter says where a move is awaited before the cursor has moved.
pub(super) fn untouched_move() -> String {
    crate::t!("learn-untouched-move")
}

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
                self.message = Some(untouched_move());
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
                        self.message =
                            Some(crate::t!("learn-no-move-from", hole = cursor.to_string()));
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
    if fastest {
        crate::t!("learn-speed-fastest", ms = ms)
    } else if slowest {
        crate::t!("learn-speed-slowest", ms = ms)
    } else {
        crate::t!("learn-speed", ms = ms)
    }
}

/// Says every key: the tutor's, then the screen's own.
pub(super) fn help(session: &Session) -> String {
    let lines = [
        crate::t!("learn-screen-help"),
        format!("  Enter  {}", crate::t!("learn-screen-help-enter")),
        format!("  → ←   {}", crate::t!("learn-screen-help-pages")),
        format!("  ↑ ↓   {}", crate::t!("learn-screen-help-scroll")),
        format!("  {}", crate::t!("learn-screen-help-arrows")),
        format!("  Esc   {}", crate::t!("learn-screen-help-esc")),
        format!("  + -   {}", crate::t!("learn-screen-help-speed")),
        format!("  Ctrl-C  {}", crate::t!("learn-screen-help-stop")),
    ];
    format!("{}{}", session.help(), lines.join("\n"))
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
    let moves: Vec<String> = moves
        .iter()
        .map(|m| crate::i18n::notation::move_text(&m.to_string()))
        .collect();
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
        let side = crate::render::layout::side_name(at.to_move());
        let mv = crate::i18n::notation::move_text(&mv.to_string());
        for frame in &mut these {
            frame.text = if frame.text.is_empty() {
                crate::t!("learn-frame-plays", side = side.as_str(), mv = mv.as_str())
            } else {
                crate::t!(
                    "learn-frame-step",
                    side = side.as_str(),
                    mv = mv.as_str(),
                    step = frame.text.as_str()
                )
            };
        }
        // Each move's first frame is the board the move before left.
        let skip = usize::from(!frames.is_empty());
        frames.extend(these.into_iter().skip(skip));
        at = played.position;
    }
    frames
}
