//! Whole games: the record format ([`record`]), the game state with undo ([`Game`]), the
//! coach's verdicts ([`coach`]) and where a game in progress is kept ([`store`]).
//!
//! [`Game`] is a value driven by [`Input`]s: a move, undo, resign. It keeps every position and
//! trace, so undo is a pop, and it says how the game ended and why (an empty front row, no legal
//! move, the never-ending ruling, a resignation). All but [`store`] is pure.

pub mod coach;
pub mod opponent;
pub mod record;
pub mod review;
pub mod store;
pub mod words;

use std::fmt;

use crate::engine::{IllegalMoveError, Move, Played, Position, Side};
use record::{GameResult, Player, Record, Turn};

/// What a player can do to a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Input {
    /// Play a move for the side to move.
    Play(Move),
    /// Take back the last turn of a person, with bao's replies after it (two players: the last
    /// turn).
    Undo,
    /// The side to move gives up.
    Resign,
}

/// What an input did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Applied {
    /// A move was played.
    Played(Box<Played>),
    /// This many turns were taken back.
    Undone(usize),
    /// The side resigned.
    Resigned(Side),
}

/// Why an input could not be applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game is over: no move or resignation.
    Over(GameResult),
    /// The move is not legal here.
    Illegal(IllegalMoveError),
    /// There is nothing to undo.
    NothingToUndo,
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Over(result) => f.write_str(&words::over(*result)),
            GameError::Illegal(err) => err.fmt(f),
            GameError::NothingToUndo => f.write_str(&crate::t!("game-nothing-to-undo")),
        }
    }
}

impl std::error::Error for GameError {}

/// A game: its players, every position and move so far, and its result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    record: Record,
    /// Each turn as played, in step with `record.turns`.
    played: Vec<Played>,
}

impl Game {
    /// A game from `start` between two players.
    #[must_use]
    pub fn new(start: Position, south: Player, north: Player, date: Option<String>) -> Game {
        Game {
            record: Record::new(start, south, north, date),
            played: Vec::new(),
        }
    }

    /// Resumes a game from its record.
    ///
    /// # Errors
    /// Returns the index of a move that is not legal (a record read by [`Record`]'s parser never
    /// has one).
    pub fn from_record(record: Record) -> Result<Game, usize> {
        let played = record.replay()?;
        Ok(Game { record, played })
    }

    /// Gets the game's record, up to date.
    #[must_use]
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// Gets the position now.
    #[must_use]
    pub fn position(&self) -> &Position {
        self.played
            .last()
            .map_or(&self.record.start, |p| &p.position)
    }

    /// Gets the position before turn `i` (from 0).
    #[must_use]
    pub fn before(&self, i: usize) -> &Position {
        if i == 0 {
            &self.record.start
        } else {
            &self.played[i - 1].position
        }
    }

    /// Gets every turn as played.
    #[must_use]
    pub fn played(&self) -> &[Played] {
        &self.played
    }

    /// Gets the turns with their comments.
    #[must_use]
    pub fn turns(&self) -> &[Turn] {
        &self.record.turns
    }

    /// Gets how the game stands.
    #[must_use]
    pub fn result(&self) -> GameResult {
        self.record.result
    }

    /// Checks if the game is over.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.record.result != GameResult::InProgress
    }

    /// Gets a side's player.
    #[must_use]
    pub fn player(&self, side: Side) -> &Player {
        self.record.player(side)
    }

    /// Checks if bao plays the side.
    #[must_use]
    pub fn is_bao(&self, side: Side) -> bool {
        matches!(self.player(side), Player::Bao(_))
    }

    /// Puts a comment on the last turn.
    pub fn comment_last(&mut self, comment: String) {
        if let Some(last) = self.record.turns.len().checked_sub(1) {
            self.comment(last, comment);
        }
    }

    /// Puts a comment on turn `i` (from 0), if it is played.
    pub fn comment(&mut self, i: usize, comment: String) {
        if let Some(turn) = self.record.turns.get_mut(i) {
            let comment = comment.trim().replace(['\n', '\r'], " ");
            turn.comment = (!comment.is_empty()).then_some(comment);
        }
    }

    /// Applies an input.
    ///
    /// # Errors
    /// Returns why it cannot be: the game is over, the move is illegal, nothing to undo.
    pub fn apply(&mut self, input: Input) -> Result<Applied, GameError> {
        match input {
            Input::Play(mv) => {
                if self.is_over() {
                    return Err(GameError::Over(self.result()));
                }
                let played = self.position().play(mv).map_err(GameError::Illegal)?;
                if let Some(outcome) = played.outcome {
                    self.record.result = GameResult::Over(outcome);
                }
                self.record.turns.push(Turn { mv, comment: None });
                self.played.push(played.clone());
                Ok(Applied::Played(Box::new(played)))
            }
            Input::Resign => {
                if self.is_over() {
                    return Err(GameError::Over(self.result()));
                }
                let side = self.position().to_move();
                self.record.result = GameResult::Resigned(side);
                Ok(Applied::Resigned(side))
            }
            Input::Undo => self.undo(),
        }
    }

    /// Takes back turns down to the last one a person played, and a resignation with them.
    fn undo(&mut self) -> Result<Applied, GameError> {
        if let GameResult::Resigned(_) = self.record.result {
            self.record.result = GameResult::InProgress;
            return Ok(Applied::Undone(0));
        }
        let person_turn = (0..self.played.len())
            .rev()
            .find(|&i| !self.is_bao(self.before(i).to_move()))
            .ok_or(GameError::NothingToUndo)?;
        let undone = self.played.len() - person_turn;
        self.played.truncate(person_turn);
        self.record.turns.truncate(person_turn);
        self.record.result = GameResult::InProgress;
        Ok(Applied::Undone(undone))
    }
}

#[cfg(test)]
mod tests;
