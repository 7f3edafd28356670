//! What the engine says differently from a file, with both values.

use std::fmt;

use super::PuzzleMismatch;
use crate::{
    engine::{Board, Hole, Move, Played, Position},
    lesson::model::{Compare, Ending, Winner},
};

/// One thing the engine says differently from the file, with both values.
#[derive(Clone, Debug)]
pub enum Mismatch {
    /// The legal moves are not the ones listed.
    Moves {
        /// The moves the file lists.
        expected: Vec<Move>,
        /// The legal moves.
        actual: Vec<Move>,
    },
    /// The position after the move differs.
    Position {
        /// How the expected position was written.
        name: String,
        /// The position the file gives.
        expected: Position,
        /// The position the move reached.
        actual: Position,
        /// The facts compared besides the board.
        compare: Compare,
    },
    /// The last seed fell elsewhere.
    Last {
        /// The file's hole.
        expected: Hole,
        /// The engine's.
        actual: Option<Hole>,
    },
    /// Another number of seeds was captured.
    Captured {
        /// The file's count.
        expected: u32,
        /// The engine's.
        actual: u32,
    },
    /// The move ended another way.
    Ends {
        /// The file's ending.
        expected: Ending,
        /// The engine's.
        actual: Option<Ending>,
    },
    /// Takasia blocks another hole, or none.
    Blocks {
        /// The file's hole.
        expected: Hole,
        /// The engine's.
        actual: Option<Hole>,
    },
    /// The game ends otherwise, or goes on.
    Winner {
        /// The file's result.
        expected: Winner,
        /// The engine's (`None`: the game goes on).
        actual: Option<Winner>,
    },
    /// A move said to be illegal is legal.
    Legal {
        /// The move.
        mv: Move,
    },
    /// A move is illegal, but not for the reason given.
    Reason {
        /// The move as written.
        mv: String,
        /// The phrase the file expects in the reason.
        expected: String,
        /// The engine's reason.
        actual: String,
    },
    /// An exercise's written answer is not the engine's.
    Answer {
        /// The question.
        question: String,
        /// The file's answer.
        expected: String,
        /// The engine's.
        actual: String,
        /// The move asked about and what it did, when it is legal: how the engine got its answer.
        played: Option<(Move, Box<Played>)>,
    },
    /// The captured seeds entered at the other kichwa, or nothing was captured.
    Enters {
        /// The goal's kichwa.
        expected: Hole,
        /// Where the first captured seeds entered (`None`: nothing was captured).
        actual: Option<Hole>,
    },
    /// Another legal move captures more.
    NotTheMost {
        /// What the move captured.
        captured: u32,
        /// The most any legal move captures.
        most: u32,
    },
    /// The move does not sow the nyumba on.
    NoSafari,
    /// The game goes on after the move.
    GameGoesOn,
    /// An accepted answer of a find-move exercise misses its goal.
    Goal {
        /// The answer.
        answer: Move,
        /// How it misses.
        mismatches: Vec<Mismatch>,
        /// What it did.
        played: Box<Played>,
    },
    /// A puzzle does not hold as written.
    Puzzle(PuzzleMismatch),
}

pub(super) fn moves_text(moves: &[Move]) -> String {
    let names: Vec<String> = moves.iter().map(ToString::to_string).collect();
    if names.is_empty() {
        "none".to_owned()
    } else {
        names.join(" ")
    }
}

pub(super) fn or_none<T: fmt::Display>(value: Option<T>) -> String {
    value.map_or_else(|| "none".to_owned(), |v| v.to_string())
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mismatch::Moves { expected, actual } => {
                let unlisted: Vec<Move> = actual
                    .iter()
                    .filter(|m| !expected.contains(m))
                    .copied()
                    .collect();
                let wrong: Vec<Move> = expected
                    .iter()
                    .filter(|m| !actual.contains(m))
                    .copied()
                    .collect();
                write!(
                    f,
                    "moves: expected {}, the legal moves are {}",
                    moves_text(expected),
                    moves_text(actual)
                )?;
                if !unlisted.is_empty() {
                    write!(f, " (not listed: {})", moves_text(&unlisted))?;
                }
                if !wrong.is_empty() {
                    write!(f, " (not legal: {})", moves_text(&wrong))?;
                }
                Ok(())
            }
            Mismatch::Position {
                name,
                expected,
                actual,
                compare,
            } => {
                let facts = position_differences(expected, actual, *compare);
                write!(
                    f,
                    "position: expected {name}, got another: {}",
                    facts.join("; ")
                )
            }
            Mismatch::Last { expected, actual } => {
                write!(
                    f,
                    "last: expected {expected}, the last seed fell in {}",
                    or_none(*actual)
                )
            }
            Mismatch::Captured { expected, actual } => {
                write!(
                    f,
                    "captured: expected {expected}, the move captured {actual}"
                )
            }
            Mismatch::Ends { expected, actual } => write!(
                f,
                "ends: expected {}, the move ended {}",
                expected.name(),
                actual.map_or("otherwise", Ending::name)
            ),
            Mismatch::Blocks { expected, actual } => {
                write!(
                    f,
                    "blocks: expected {expected}, takasia blocks {}",
                    or_none(*actual)
                )
            }
            Mismatch::Winner { expected, actual } => match actual {
                Some(actual) => write!(f, "winner: expected {expected}, the result is {actual}"),
                None => write!(f, "winner: expected {expected}, the game goes on"),
            },
            Mismatch::Legal { mv } => write!(f, "illegal: expected an illegal move, {mv} is legal"),
            Mismatch::Reason {
                mv,
                expected,
                actual,
            } => write!(
                f,
                "illegal: {mv} is illegal, but the reason \"{actual}\" does not say \"{expected}\""
            ),
            Mismatch::Answer {
                question,
                expected,
                actual,
                ..
            } => {
                write!(
                    f,
                    "answer: {question}: the file says {expected}, the engine {actual}"
                )
            }
            Mismatch::Enters { expected, actual } => match actual {
                Some(actual) => write!(
                    f,
                    "enters: expected the captured seeds to enter at {expected}, they enter at {actual}"
                ),
                None => write!(
                    f,
                    "enters: expected the captured seeds to enter at {expected}, the move captures nothing"
                ),
            },
            Mismatch::NotTheMost { captured, most } => write!(
                f,
                "captures_most: the move captures {captured}, another legal move {most}"
            ),
            Mismatch::NoSafari => f.write_str("safari: the move does not sow the nyumba on"),
            Mismatch::GameGoesOn => f.write_str("ends_game: the game goes on after the move"),
            Mismatch::Goal {
                answer, mismatches, ..
            } => {
                let parts: Vec<String> = mismatches.iter().map(ToString::to_string).collect();
                write!(f, "answer {answer} misses the goal: {}", parts.join("; "))
            }
            Mismatch::Puzzle(m) => m.fmt(f),
        }
    }
}

/// Lists the holes whose counts differ, in printed order.
#[must_use]
pub fn differing_holes(a: &Board, b: &Board) -> Vec<Hole> {
    (0..4)
        .flat_map(|row| (0..8).map(move |column| Board::printed_hole(row, column)))
        .filter(|h| a.get(*h) != b.get(*h))
        .collect()
}

/// Says which compared facts of two positions differ.
#[must_use]
pub fn position_differences(
    expected: &Position,
    actual: &Position,
    compare: Compare,
) -> Vec<String> {
    let mut facts = Vec::new();
    let holes = differing_holes(expected.board(), actual.board());
    if !holes.is_empty() {
        let names: Vec<String> = holes.iter().map(ToString::to_string).collect();
        facts.push(format!("the board differs at {}", names.join(" ")));
    }
    if compare.to_move && expected.to_move() != actual.to_move() {
        facts.push(format!(
            "{} is to move, not {}",
            actual.to_move(),
            expected.to_move()
        ));
    }
    if compare.stock && expected.stock() != actual.stock() {
        let (e, a) = (expected.stock(), actual.stock());
        facts.push(format!(
            "the stocks are {},{}, not {},{}",
            a.south, a.north, e.south, e.north
        ));
    }
    if compare.nyumba && expected.nyumba() != actual.nyumba() {
        facts.push("the nyumba owners differ".to_owned());
    }
    if compare.blocked && expected.blocked() != actual.blocked() {
        facts.push(format!(
            "the block is {}, not {}",
            or_none(actual.blocked()),
            or_none(expected.blocked())
        ));
    }
    facts
}
