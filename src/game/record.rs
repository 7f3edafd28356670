//! The plain-text game record: a few header lines, then the moves, one turn a line.
//!
//! ```text
//! Rules: kiswahili
//! South: Amina
//! North: bao level 2
//! Date: 2026-12-01
//! Result: South wins: North's front row is empty
//!
//! 1. A6L*
//! 2. a6R*      ; a comment runs to the end of the line
//! 3. A5L {or sits between braces}
//! ```
//!
//! - Header lines are `Key: value`, each key at most once, before the first move: `Rules:` (the
//!   ruleset with its options, as `--rules` takes it; required), `South:` and `North:` (the
//!   players; or both on one `Players: SOUTH - NORTH` line; a player written `bao level N` or
//!   `bao time MS ms` is bao itself), `Date:` (free text, usually `YYYY-MM-DD`), `Result:`
//!   (required: `*` for a game in progress, `drawn: the move never ends`, or the winner and why
//!   as bao says it, e.g. `North wins: South resigned`) and `Start:` (a position in the one-line
//!   form, when the game did not start from the ruleset's start).
//! - Each turn is one player's move, numbered from 1 in order, in either notation (bao writes
//!   the seeds' canonical form: `A6L*`); the side is the one to move, so it is not written.
//! - A comment is `;` to the end of the line or `{…}` after the move; a line that starts with
//!   `;` is a comment alone; blank lines are ignored. Control characters are refused.
//!
//! Reading a record replays it: an illegal move is reported with its line and the legal moves,
//! and a `Result:` that the moves do not bear out is an error.

use std::{fmt, str::FromStr};

mod parse;

use crate::engine::{
    EndReason, Move, Outcome, Played, Position, Rules, Side, notation::position_text,
};
use crate::{i18n::Language, render::trace::game_over_in};

/// A player named in a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Player {
    /// A person, by name.
    Person(String),
    /// bao itself, at a strength.
    Bao(Strength),
}

/// How strongly bao plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strength {
    /// A level, 1 to 6 (see [`crate::search::level`]).
    Level(u8),
    /// The best move found within a time per move, in milliseconds.
    Time(u64),
}

impl Strength {
    /// Checks if bao thinks as long as it is given at this strength (level 6, or a time per
    /// move), rather than to a fixed depth that it reaches long before its deadline.
    #[must_use]
    pub fn takes_its_time(self) -> bool {
        !matches!(self, Strength::Level(1..=5))
    }

    /// The longest time per move bao may be given, in milliseconds (an hour): the bound of
    /// `bao game --time` and of a record's `bao time MS ms` alike.
    pub const MAX_TIME_MS: u64 = 3_600_000;
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Person(name) => f.write_str(name),
            Player::Bao(Strength::Level(n)) => write!(f, "bao level {n}"),
            Player::Bao(Strength::Time(ms)) => write!(f, "bao time {ms} ms"),
        }
    }
}

impl Player {
    /// Reads a player's name: `bao level N` and `bao time MS ms` are bao, anything else a person.
    ///
    /// # Errors
    /// Returns what is wrong when bao's own form has a level or a time out of its bounds (1 to
    /// 6; 1 to [`Strength::MAX_TIME_MS`] ms), as `bao game` would refuse them.
    pub(crate) fn read(text: &str) -> Result<Player, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        match words.as_slice() {
            ["bao", "level", n] => match n.parse::<u8>() {
                Ok(n @ 1..=6) => Ok(Player::Bao(Strength::Level(n))),
                _ => Err(crate::t!(
                    "game-record-level",
                    text = crate::engine::notation::shown(text)
                )),
            },
            ["bao", "time", ms, "ms"] => match ms.parse::<u64>() {
                Ok(ms @ 1..=Strength::MAX_TIME_MS) => Ok(Player::Bao(Strength::Time(ms))),
                _ => Err(crate::t!(
                    "game-record-time",
                    text = crate::engine::notation::shown(text),
                    most = Strength::MAX_TIME_MS
                )),
            },
            _ => Ok(Player::Person(text.to_owned())),
        }
    }
}

/// How a game stands or ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// Still being played.
    InProgress,
    /// Ended by the rules: the engine's outcome.
    Over(Outcome),
    /// The side resigned.
    Resigned(Side),
}

impl GameResult {
    /// Gets the winner, if there is one.
    #[must_use]
    pub fn winner(&self) -> Option<Side> {
        match self {
            GameResult::InProgress => None,
            GameResult::Over(outcome) => outcome.winner,
            GameResult::Resigned(side) => Some(side.opponent()),
        }
    }

    /// Every result a record can state, for reading one back.
    pub(crate) fn all() -> Vec<GameResult> {
        let mut all = vec![GameResult::InProgress];
        for side in [Side::South, Side::North] {
            all.push(GameResult::Resigned(side));
            for reason in [
                EndReason::FrontRowEmpty,
                EndReason::NoLegalMove,
                EndReason::NeverEnding,
            ] {
                all.push(GameResult::Over(Outcome {
                    winner: Some(side),
                    reason,
                }));
            }
        }
        all.push(GameResult::Over(Outcome {
            winner: None,
            reason: EndReason::NeverEnding,
        }));
        all
    }
}

impl fmt::Display for GameResult {
    /// Says the result as a record writes it: `*`, or who won and why.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameResult::InProgress => f.write_str("*"),
            GameResult::Over(outcome) if outcome.winner.is_none() => {
                f.write_str("drawn: the move never ends")
            }
            // A record is a file format: English whatever the language.
            GameResult::Over(outcome) => f.write_str(&game_over_in(Language::English, outcome)),
            GameResult::Resigned(side) => write!(f, "{} wins: {side} resigned", side.opponent()),
        }
    }
}

/// One turn of a record: the move and an optional comment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The move played.
    pub mv: Move,
    /// A comment on it (one line, trimmed, never empty).
    pub comment: Option<String>,
}

/// A whole game record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The position the game started from (under its rules).
    pub start: Position,
    /// South's player.
    pub south: Player,
    /// North's player.
    pub north: Player,
    /// When it was played.
    pub date: Option<String>,
    /// How it stands.
    pub result: GameResult,
    /// The turns, in order.
    pub turns: Vec<Turn>,
}

/// Error when a record cannot be read: where, what, and for an illegal move the legal moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The line, from 1 (0 for the record as a whole).
    pub line: usize,
    /// What is wrong.
    pub message: String,
    /// For an illegal or ambiguous move: the legal moves of that turn.
    pub legal: Vec<Move>,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            return f.write_str(&crate::t!(
                "game-record-line",
                line = self.line,
                message = self.message.as_str()
            ));
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for RecordError {}

impl Record {
    /// A record of a game not yet played from `start`.
    #[must_use]
    pub fn new(start: Position, south: Player, north: Player, date: Option<String>) -> Record {
        Record {
            start,
            south,
            north,
            date,
            result: GameResult::InProgress,
            turns: Vec::new(),
        }
    }

    /// Gets the rules the game is played under.
    #[must_use]
    pub fn rules(&self) -> Rules {
        self.start.rules()
    }

    /// Gets a side's player.
    #[must_use]
    pub fn player(&self, side: Side) -> &Player {
        match side {
            Side::South => &self.south,
            Side::North => &self.north,
        }
    }

    /// Plays the record's moves from its start: each move as played.
    ///
    /// # Errors
    /// Returns the index of the first move that is not legal (or comes after the end).
    pub fn replay(&self) -> Result<Vec<Played>, usize> {
        let mut position = self.start;
        let mut played: Vec<Played> = Vec::with_capacity(self.turns.len());
        for (i, turn) in self.turns.iter().enumerate() {
            if played.last().is_some_and(|p| p.outcome.is_some()) {
                return Err(i);
            }
            let p = position.play(turn.mv).map_err(|_| i)?;
            position = p.position;
            played.push(p);
        }
        Ok(played)
    }

    /// Writes the record as text (see the module's documentation).
    #[must_use]
    pub fn write(&self) -> String {
        let mut out = format!("Rules: {}\n", self.rules());
        out.push_str(&format!("South: {}\n", self.south));
        out.push_str(&format!("North: {}\n", self.north));
        if let Some(date) = &self.date {
            out.push_str(&format!("Date: {date}\n"));
        }
        out.push_str(&format!("Result: {}\n", self.result));
        if self.start != Position::start(self.rules()) {
            out.push_str(&format!("Start: {}\n", position_text::write(&self.start)));
        }
        out.push('\n');
        for (i, turn) in self.turns.iter().enumerate() {
            out.push_str(&format!("{}. {}", i + 1, turn.mv));
            match &turn.comment {
                Some(c) if c.contains('}') => out.push_str(&format!(" ; {c}")),
                Some(c) => out.push_str(&format!(" {{{c}}}")),
                None => {}
            }
            out.push('\n');
        }
        out
    }
}

impl FromStr for Record {
    type Err = RecordError;

    /// Reads and replays a record.
    fn from_str(text: &str) -> Result<Record, RecordError> {
        parse::parse(text)
    }
}

#[cfg(test)]
mod tests;
