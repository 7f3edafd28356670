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

use crate::engine::{
    EndReason, Move, Outcome, Played, Position, Rules, Setup, Side,
    notation::{MoveText, acts_on_terminal, position_text, shown},
};
use crate::render::trace::game_over;

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
    fn read(text: &str) -> Player {
        let words: Vec<&str> = text.split_whitespace().collect();
        match words.as_slice() {
            ["bao", "level", n] => match n.parse::<u8>() {
                Ok(n @ 1..=6) => Player::Bao(Strength::Level(n)),
                _ => Player::Person(text.to_owned()),
            },
            ["bao", "time", ms, "ms"] => match ms.parse::<u64>() {
                Ok(ms) if ms > 0 => Player::Bao(Strength::Time(ms)),
                _ => Player::Person(text.to_owned()),
            },
            _ => Player::Person(text.to_owned()),
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
    fn all() -> Vec<GameResult> {
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
            GameResult::Over(outcome) => f.write_str(&game_over(outcome)),
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
            write!(f, "line {}: ", self.line)?;
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
        parse(text)
    }
}

/// The header lines read, each with its line number.
#[derive(Default)]
struct Headers<'a> {
    rules: Option<(usize, &'a str)>,
    south: Option<(usize, &'a str)>,
    north: Option<(usize, &'a str)>,
    date: Option<(usize, &'a str)>,
    result: Option<(usize, &'a str)>,
    start: Option<(usize, &'a str)>,
}

fn error(line: usize, message: impl Into<String>) -> RecordError {
    RecordError {
        line,
        message: message.into(),
        legal: Vec::new(),
    }
}

fn parse(text: &str) -> Result<Record, RecordError> {
    let mut headers = Headers::default();
    let mut moves: Vec<(usize, &str, Option<String>)> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        if let Some(c) = raw.chars().find(|&c| c != '\t' && acts_on_terminal(c)) {
            return Err(error(
                n,
                format!(
                    "the control character `{}` may not be in a record",
                    shown(&c.to_string())
                ),
            ));
        }
        let line = raw.trim();
        if line.is_empty() || line.starts_with(';') {
            continue;
        }
        if let Some((number, rest)) = line.split_once('.')
            && !number.is_empty()
            && number.chars().all(|c| c.is_ascii_digit())
        {
            let expected = moves.len() + 1;
            if number.parse::<usize>().ok() != Some(expected) {
                return Err(error(
                    n,
                    format!(
                        "turn `{}` is out of order: turn {expected} comes next",
                        shown(number)
                    ),
                ));
            }
            let (mv, comment) = split_comment(rest.trim(), n)?;
            moves.push((n, mv, comment));
            continue;
        }
        let Some((key, value)) = line.split_once(':') else {
            return Err(error(
                n,
                format!(
                    "`{}` is neither a header line `Key: value` nor a numbered turn `1. A6L*`",
                    shown(line)
                ),
            ));
        };
        if !moves.is_empty() {
            return Err(error(n, "a header line must come before the first turn"));
        }
        let value = value.trim();
        if value.is_empty() {
            return Err(error(
                n,
                format!("the header `{}` has no value", shown(key)),
            ));
        }
        let slot = match key.trim() {
            "Rules" => &mut headers.rules,
            "South" => &mut headers.south,
            "North" => &mut headers.north,
            "Date" => &mut headers.date,
            "Result" => &mut headers.result,
            "Start" => &mut headers.start,
            "Players" => {
                let Some((south, north)) = value.split_once(" - ") else {
                    return Err(error(n, "`Players:` takes `SOUTH - NORTH`"));
                };
                if headers.south.is_some() || headers.north.is_some() {
                    return Err(error(n, "the players are named twice"));
                }
                headers.south = Some((n, south.trim()));
                headers.north = Some((n, north.trim()));
                continue;
            }
            other => {
                return Err(error(
                    n,
                    format!(
                        "unknown header `{}`: the headers are Rules, South, North, Players, Date, Result and Start",
                        shown(other)
                    ),
                ));
            }
        };
        if slot.is_some() {
            return Err(error(
                n,
                format!("the header `{}` is given twice", key.trim()),
            ));
        }
        *slot = Some((n, value));
    }
    build(&headers, &moves)
}

/// Splits a turn's text into the move and its comment.
fn split_comment(rest: &str, line: usize) -> Result<(&str, Option<String>), RecordError> {
    let (mv, comment) = match rest.find([';', '{']) {
        None => (rest, None),
        Some(at) => {
            let (mv, c) = rest.split_at(at);
            let body = if let Some(body) = c.strip_prefix('{') {
                body.strip_suffix('}')
                    .ok_or_else(|| error(line, "a `{` comment must end with `}` on its line"))?
            } else {
                &c[1..]
            };
            let body = body.trim();
            (mv.trim(), (!body.is_empty()).then(|| body.to_owned()))
        }
    };
    if mv.is_empty() {
        return Err(error(line, "the turn has no move"));
    }
    if mv.contains(char::is_whitespace) {
        return Err(error(
            line,
            format!("`{}`: one move a line (put a comment after `;`)", shown(mv)),
        ));
    }
    Ok((mv, comment))
}

fn build(h: &Headers<'_>, moves: &[(usize, &str, Option<String>)]) -> Result<Record, RecordError> {
    let (rules_line, rules_text) = h
        .rules
        .ok_or_else(|| error(0, "the record has no `Rules:` line"))?;
    let rules: Rules = rules_text
        .parse()
        .map_err(|e| error(rules_line, format!("`Rules:` {e}")))?;
    let start = match h.start {
        None => Position::start(rules),
        Some((n, text)) => text
            .parse::<Setup>()
            .map_err(|e| error(n, format!("`Start:` {e}")))?
            .into_position(rules)
            .map_err(|e| error(n, format!("`Start:` {e}")))?,
    };
    let player = |p: Option<(usize, &str)>, side: Side| {
        p.map_or_else(
            || Player::Person(side.to_string()),
            |(_, t)| Player::read(t),
        )
    };
    let (result_line, result_text) = h
        .result
        .ok_or_else(|| error(0, "the record has no `Result:` line"))?;
    let result = GameResult::all()
        .into_iter()
        .find(|r| r.to_string() == result_text)
        .ok_or_else(|| {
            error(
                result_line,
                format!(
                    "`Result:` `{}` is not a result: write `*` for a game in progress, or who won and why, e.g. `South wins: North resigned`",
                    shown(result_text)
                ),
            )
        })?;
    let mut record = Record::new(
        start,
        player(h.south, Side::South),
        player(h.north, Side::North),
        h.date.map(|(_, d)| d.to_owned()),
    );
    record.result = result;
    let mut position = start;
    let mut outcome = None;
    for (turn, (n, text, comment)) in moves.iter().enumerate() {
        if let Some(over) = outcome {
            return Err(error(
                *n,
                format!(
                    "turn {} comes after the end of the game ({})",
                    turn + 1,
                    game_over(&over)
                ),
            ));
        }
        let at = |message: String, legal: &[Move]| RecordError {
            line: *n,
            message: format!("turn {} `{}`: {message}", turn + 1, shown(text)),
            legal: legal.to_vec(),
        };
        let mv = text
            .parse::<MoveText>()
            .map_err(|e| at(e.to_string(), &position.legal_moves()))?
            .resolve(&position)
            .map_err(|e| at(e.to_string(), e.legal()))?;
        let played = position
            .play(mv)
            .map_err(|e| at(e.to_string(), e.legal()))?;
        position = played.position;
        outcome = played.outcome;
        record.turns.push(Turn {
            mv,
            comment: comment.clone(),
        });
    }
    let borne_out = match (result, outcome) {
        (GameResult::Over(stated), Some(played)) => stated == played,
        (GameResult::InProgress | GameResult::Resigned(_), None) => true,
        _ => false,
    };
    if !borne_out {
        let played = outcome.map_or_else(
            || "the game is not over after the last turn".to_owned(),
            |o| format!("the moves end it: {}", game_over(&o)),
        );
        return Err(error(
            result_line,
            format!("`Result:` says `{}`, but {played}", shown(result_text)),
        ));
    }
    Ok(record)
}

#[cfg(test)]
mod tests;
