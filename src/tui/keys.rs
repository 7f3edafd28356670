//! The keys: the single-key commands, the questions they ask (resign? the record's name?),
//! a hole chosen or a move typed, and the cursor's moves.

use super::{App, Effect, Input, Prompt};
use crate::{
    engine::{Move, notation::MoveText},
    game::{Applied, Input as GameInput},
};

/// Checks if a key says yes in the reader's language (`s` for Spanish sí), as `y` does.
fn yes_key(c: char) -> bool {
    crate::t!("game-yes-keys").contains(c)
}

/// The longest file name the record's question takes.
const NAME: usize = 200;

impl App {
    pub(super) fn command(&mut self, c: char) -> Effect {
        match c {
            'q' => Effect::Quit,
            'u' => {
                match self.game.apply(GameInput::Undo) {
                    Ok(Applied::Undone(0)) => {
                        self.message = Some(crate::t!("game-resignation-taken-back"));
                        self.hints = 0;
                    }
                    Ok(Applied::Undone(n)) => {
                        self.message = Some(crate::t!("game-took-back", count = n));
                        self.hints = 0;
                    }
                    Ok(_) => {}
                    Err(e) => self.message = Some(e.to_string()),
                }
                self.next_turn()
            }
            'r' if self.game.is_over() => {
                self.message = Some(crate::game::words::over(self.game.result()));
                Effect::None
            }
            'r' if self.person_to_move().is_none() => {
                self.message = Some(crate::t!("game-resign-on-your-turn"));
                Effect::None
            }
            'r' => {
                self.prompt = Some(Prompt::Resign);
                Effect::None
            }
            's' => {
                self.prompt = Some(Prompt::SaveAs(String::new()));
                Effect::None
            }
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

    /// Takes a key in answer to the question asked: `y` resigns, any other key goes on; the
    /// record's name is typed and Enter writes it (Esc gives up).
    pub(super) fn answer(&mut self, prompt: Prompt, input: Input) -> Effect {
        self.message = None;
        match (prompt, input) {
            (Prompt::Resign, Input::Char(c)) if c == 'y' || c == 'Y' || yes_key(c) => {
                if let Err(e) = self.game.apply(GameInput::Resign) {
                    self.message = Some(e.to_string());
                }
                Effect::None
            }
            (Prompt::Resign, _) => {
                self.message = Some(crate::t!("game-not-resigned"));
                Effect::None
            }
            (Prompt::SaveAs(name), Input::Enter) => {
                let name = name.trim();
                Effect::SaveRecord((!name.is_empty()).then(|| name.to_owned()))
            }
            (Prompt::SaveAs(_), Input::Escape) => {
                self.message = Some(crate::t!("game-record-not-written"));
                Effect::None
            }
            (Prompt::SaveAs(mut name), input) => {
                match input {
                    Input::Char(c) if !c.is_control() && name.chars().count() < NAME => {
                        name.push(c);
                    }
                    Input::Backspace => {
                        name.pop();
                    }
                    _ => {}
                }
                self.prompt = Some(Prompt::SaveAs(name));
                Effect::None
            }
        }
    }

    pub(super) fn choose_hole(&mut self) -> Effect {
        let Some(_) = self.person_to_move() else {
            return Effect::None;
        };
        let moves: Vec<Move> = self
            .game
            .position()
            .legal_moves()
            .into_iter()
            .filter(|m| m.hole() == self.cursor)
            .collect();
        match moves.as_slice() {
            [] => {
                self.message = Some(crate::t!(
                    "game-no-move-from",
                    hole = self.cursor.to_string()
                ));
                Effect::None
            }
            [one] => self.play(*one, true),
            _ => {
                self.choosing = Some((moves, 0));
                Effect::None
            }
        }
    }

    pub(super) fn resolve_typed(&mut self, text: &str) -> Effect {
        let Some(_) = self.person_to_move() else {
            return Effect::None;
        };
        let position = *self.game.position();
        let parsed = match text.parse::<MoveText>() {
            Ok(t) => t,
            Err(e) => {
                self.message = Some(crate::render::illegal::parse_error(&e));
                return Effect::None;
            }
        };
        match parsed.resolve(&position) {
            Ok(mv) => self.play(mv, true),
            Err(crate::engine::notation::ResolveMoveError::Ambiguous(e)) => {
                self.cursor = parsed.hole();
                self.choosing = Some((e.moves().to_vec(), 0));
                Effect::None
            }
            Err(e) => {
                self.message = Some(crate::render::illegal::refusal(&e, text));
                Effect::None
            }
        }
    }

    pub(super) fn move_cursor(&mut self, input: &Input) {
        self.cursor = super::board::step_cursor(self.cursor, input);
    }
}

#[cfg(test)]
mod tests;
