//! The single-key commands and the cursor's moves.

use super::{App, Effect, Input};
use crate::game::{Applied, Input as GameInput};

impl App {
    pub(super) fn command(&mut self, c: char) -> Effect {
        match c {
            'q' => Effect::Quit,
            'u' => {
                match self.game.apply(GameInput::Undo) {
                    Ok(Applied::Undone(n)) => {
                        self.notes.push(format!(
                            "took back {n} turn{}",
                            if n == 1 { "" } else { "s" }
                        ));
                        self.hints = 0;
                    }
                    Ok(_) => {}
                    Err(e) => self.message = Some(e.to_string()),
                }
                self.next_turn()
            }
            'r' => {
                if let Err(e) = self.game.apply(GameInput::Resign) {
                    self.message = Some(e.to_string());
                }
                Effect::None
            }
            's' => Effect::SaveRecord,
            'h' if self.person_to_move().is_some() => {
                self.hints += 1;
                Effect::Hint(*self.game.position())
            }
            '+' => {
                self.speed_ms = super::faster(self.speed_ms);
                Effect::None
            }
            '-' => {
                self.speed_ms = super::slower(self.speed_ms);
                Effect::None
            }
            _ => Effect::None,
        }
    }

    pub(super) fn move_cursor(&mut self, input: &Input) {
        self.cursor = super::board::step_cursor(self.cursor, input);
    }
}
