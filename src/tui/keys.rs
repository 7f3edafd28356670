//! The single-key commands and the cursor's moves.

use super::{App, Effect, Input};
use crate::{
    engine::{Hole, Row, Side},
    game::{Applied, Input as GameInput},
};

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
        let side = self.cursor.side();
        let row = self.cursor.row();
        let n = self.cursor.number();
        // Left and right as the player sees his rows: South's holes run 1 to 8 left to right,
        // North's (drawn above, from bao's printed view) 8 to 1.
        let rightwards = matches!(input, Input::Right) == (side == Side::South);
        self.cursor = match input {
            Input::Up | Input::Down => {
                let other = if row == Row::Front {
                    Row::Back
                } else {
                    Row::Front
                };
                Hole::new(side, other, n)
            }
            _ if rightwards => Hole::new(side, row, if n == 8 { 8 } else { n + 1 }),
            _ => Hole::new(side, row, if n == 1 { 1 } else { n - 1 }),
        };
    }
}
