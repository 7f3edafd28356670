//! The rated puzzle trainer behind `bao puzzles`: one state value, one input at a time, no
//! terminal and no files (`cli::puzzles` reads, prints and saves).
//!
//! A puzzle near the learner's rating is served ([`pick`]); the learner plays the winner's
//! moves and bao answers each with the longest defence: the file's own reply while the learner
//! follows the file's line, else the defence proved afresh. One move that does not win within
//! the turns left fails the puzzle (as on lichess), and the solution is then given to be sown on
//! the board. Hints name the hole, then the move; a hinted puzzle counts as failed for the
//! rating. The rating moves by Glicko-2 ([`rating`]); the streak mode leaves it alone and ends
//! at the first failure.

mod pick;
mod play;
pub mod rating;
mod summary;
#[cfg(test)]
mod tests;

use std::collections::BTreeSet;

pub use summary::Summary;

use super::collection::Puzzle;
use crate::{
    engine::{Hole, Move, Position},
    progress::{Attempt, Puzzles},
    search::theme::Theme,
};

/// How the trainer is run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Puzzles near the learner's rating, which moves after each.
    Rated,
    /// Easiest first, the rating left alone, until the first failure.
    Streak,
}

/// What the learner does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// A move, as typed.
    Move(String),
    /// A hint: the hole, then the move.
    Hint,
    /// The next puzzle, once this one is over.
    Next,
    /// Stop the session.
    Quit,
}

/// A hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The hole the winning move starts from.
    Hole(Hole),
    /// The winning move.
    Move(Move),
}

/// How a settled puzzle ended.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// Solved without a hint.
    pub solved: bool,
    /// Why it failed (empty when solved).
    pub why: String,
    /// The learner's rating before and after (equal in the streak mode).
    pub rating: (f64, f64),
    /// The solution to sow from the puzzle's position after a failure (empty when solved).
    pub solution: Vec<Move>,
}

/// What came of an input.
#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    /// A new puzzle is on the board (see [`Trainer::puzzle`]).
    Served,
    /// No puzzle is left to serve: the session is over.
    NoneLeft,
    /// Not a move here (no try): why.
    Unreadable(String),
    /// The learner's move and the defence's reply were played; the puzzle goes on. Each move
    /// with the position it was played in.
    Played(Vec<(Position, Move)>),
    /// The puzzle is over; the moves played in it (the last try's), then the verdict.
    Settled(Vec<(Position, Move)>, Verdict),
    /// A hint, and whether this hint is the first of the puzzle (which costs the rating).
    Hint(Hint, bool),
    /// No hint can be given: why.
    NoHint(String),
    /// The input does not fit now (a move after the puzzle is over, Next before it is).
    Waiting,
    /// A proof was stopped (Ctrl-C): nothing was played.
    Stopped,
    /// The session is over.
    Over,
}

/// The puzzle being played.
#[derive(Clone, Debug)]
struct Current {
    index: usize,
    at: Position,
    played: Vec<Move>,
    /// The hints taken in the puzzle.
    hints: u32,
    /// The hints taken at this position: the first names the hole, the next the move.
    here: u32,
    settled: bool,
}

/// Error when a trainer cannot start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TrainerError {
    /// No puzzle of the theme asked for.
    NoneOfTheme(&'static str),
    /// The collection is empty.
    Empty,
}

impl std::fmt::Display for TrainerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match self {
            TrainerError::NoneOfTheme(theme) => {
                crate::t!("puzzles-none-of-theme", theme = *theme)
            }
            TrainerError::Empty => crate::t!("puzzles-empty"),
        })
    }
}

impl std::error::Error for TrainerError {}

/// A training session.
#[derive(Clone, Debug)]
pub struct Trainer {
    puzzles: Vec<Puzzle>,
    mode: Mode,
    record: Puzzles,
    start: f64,
    tried: BTreeSet<String>,
    session: Vec<Attempt>,
    streak: u32,
    current: Option<Current>,
    over: bool,
}

impl Trainer {
    /// Starts a session on `puzzles` (only those of `theme`, when one is given) with the
    /// learner's record.
    ///
    /// # Errors
    /// Returns an error when no puzzle is left to train on.
    pub fn new(
        puzzles: Vec<Puzzle>,
        record: Puzzles,
        mode: Mode,
        theme: Option<Theme>,
    ) -> Result<Trainer, TrainerError> {
        if puzzles.is_empty() {
            return Err(TrainerError::Empty);
        }
        let puzzles: Vec<Puzzle> = match theme {
            Some(theme) => puzzles
                .into_iter()
                .filter(|p| p.themes.contains(&theme))
                .collect(),
            None => puzzles,
        };
        if puzzles.is_empty() {
            return Err(TrainerError::NoneOfTheme(
                theme.map_or("", bao_search::theme::Theme::name),
            ));
        }
        Ok(Trainer {
            puzzles,
            mode,
            start: record.rating.rating,
            record,
            tried: BTreeSet::new(),
            session: Vec::new(),
            streak: 0,
            current: None,
            over: false,
        })
    }

    /// Gets the learner's record as it stands, to be saved.
    #[must_use]
    pub fn record(&self) -> &Puzzles {
        &self.record
    }

    /// Gets the mode.
    #[must_use]
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// Gets the puzzle on the board, if one is.
    #[must_use]
    pub fn puzzle(&self) -> Option<&Puzzle> {
        self.current.as_ref().map(|c| &self.puzzles[c.index])
    }

    /// Gets the position the learner is to move in (the puzzle's start after a verdict).
    #[must_use]
    pub fn position(&self) -> Option<Position> {
        self.current.as_ref().map(|c| c.at)
    }

    /// Gets the learner's turn in the puzzle (1-based) and the turns he has to win in.
    #[must_use]
    pub fn turn(&self) -> Option<(u32, u32)> {
        let current = self.current.as_ref()?;
        let turn = u32::try_from(current.played.len() / 2 + 1).unwrap_or(u32::MAX);
        Some((turn, self.puzzles[current.index].wins_in))
    }

    /// Gets the moves played so far in the puzzle.
    #[must_use]
    pub fn played(&self) -> &[Move] {
        self.current.as_ref().map_or(&[], |c| &c.played)
    }

    /// Checks if the puzzle on the board is over (solved or failed).
    #[must_use]
    pub fn settled(&self) -> bool {
        self.current.as_ref().is_some_and(|c| c.settled)
    }

    /// Checks if the session is over.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// Gets the streak: puzzles solved in a row in this session.
    #[must_use]
    pub fn streak(&self) -> u32 {
        self.streak
    }

    /// Serves the next puzzle: the one nearest the learner's rating, or the easiest left in the
    /// streak mode.
    pub fn serve(&mut self) -> Said {
        if self.over {
            return Said::Over;
        }
        let Some(index) = pick::next(&self.puzzles, &self.record, &self.tried, self.mode) else {
            self.over = true;
            return Said::NoneLeft;
        };
        self.tried.insert(self.puzzles[index].id.clone());
        self.current = Some(Current {
            index,
            at: self.puzzles[index].position,
            played: Vec::new(),
            hints: 0,
            here: 0,
            settled: false,
        });
        Said::Served
    }

    /// Answers one input. `stop` is asked during the proofs (Ctrl-C).
    pub fn handle(&mut self, input: Input, stop: &dyn Fn() -> bool) -> Said {
        if self.over {
            return Said::Over;
        }
        match input {
            Input::Quit => {
                self.over = true;
                Said::Over
            }
            Input::Next if self.current.as_ref().is_none_or(|c| c.settled) => self.serve(),
            Input::Next => Said::Waiting,
            Input::Hint => self.hint(stop),
            Input::Move(text) => self.play(&text, stop),
        }
    }

    /// Sums the session up.
    #[must_use]
    pub fn summary(&self) -> Summary {
        Summary::of(&self.session, self.start, &self.record, self.mode)
    }
}
