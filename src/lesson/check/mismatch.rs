//! What the engine says differently from a file, with both values.

use std::fmt;

use super::PuzzleMismatch;
use crate::{
    engine::{Board, Hole, Move, Played, Position},
    lesson::model::{Compare, Ending, Winner},
    t,
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
        t!("check-none")
    } else {
        names.join(" ")
    }
}

pub(super) fn or_none<T: fmt::Display>(value: Option<T>) -> String {
    value.map_or_else(|| t!("check-none"), |v| v.to_string())
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
                let mut text = t!(
                    "check-mismatch-moves",
                    expected = moves_text(expected),
                    actual = moves_text(actual)
                );
                if !unlisted.is_empty() {
                    text.push_str(&t!(
                        "check-mismatch-not-listed",
                        moves = moves_text(&unlisted)
                    ));
                }
                if !wrong.is_empty() {
                    text.push_str(&t!("check-mismatch-not-legal", moves = moves_text(&wrong)));
                }
                f.write_str(&text)
            }
            Mismatch::Position {
                name,
                expected,
                actual,
                compare,
            } => {
                let facts = position_differences(expected, actual, *compare);
                f.write_str(&t!(
                    "check-mismatch-position",
                    name = name.as_str(),
                    facts = facts.join("; ")
                ))
            }
            Mismatch::Last { expected, actual } => f.write_str(&t!(
                "check-mismatch-last",
                expected = expected.to_string(),
                actual = or_none(*actual)
            )),
            Mismatch::Captured { expected, actual } => f.write_str(&t!(
                "check-mismatch-captured",
                expected = *expected,
                actual = *actual
            )),
            Mismatch::Ends { expected, actual } => f.write_str(&match actual {
                Some(actual) => t!(
                    "check-mismatch-ends",
                    expected = expected.name(),
                    actual = actual.name()
                ),
                None => t!("check-mismatch-ends-otherwise", expected = expected.name()),
            }),
            Mismatch::Blocks { expected, actual } => f.write_str(&t!(
                "check-mismatch-blocks",
                expected = expected.to_string(),
                actual = or_none(*actual)
            )),
            Mismatch::Winner { expected, actual } => f.write_str(&match actual {
                Some(actual) => t!(
                    "check-mismatch-winner",
                    expected = expected.to_string(),
                    actual = actual.to_string()
                ),
                None => t!(
                    "check-mismatch-winner-goes-on",
                    expected = expected.to_string()
                ),
            }),
            Mismatch::Legal { mv } => f.write_str(&t!("check-mismatch-legal", mv = mv.to_string())),
            Mismatch::Reason {
                mv,
                expected,
                actual,
            } => f.write_str(&t!(
                "check-mismatch-reason",
                mv = mv.as_str(),
                actual = actual.as_str(),
                expected = expected.as_str()
            )),
            Mismatch::Answer {
                question,
                expected,
                actual,
                ..
            } => f.write_str(&t!(
                "check-mismatch-answer",
                question = question.as_str(),
                expected = expected.as_str(),
                actual = actual.as_str()
            )),
            Mismatch::Enters { expected, actual } => f.write_str(&match actual {
                Some(actual) => t!(
                    "check-mismatch-enters",
                    expected = expected.to_string(),
                    actual = actual.to_string()
                ),
                None => t!(
                    "check-mismatch-enters-nothing",
                    expected = expected.to_string()
                ),
            }),
            Mismatch::NotTheMost { captured, most } => f.write_str(&t!(
                "check-mismatch-not-the-most",
                captured = *captured,
                most = *most
            )),
            Mismatch::NoSafari => f.write_str(&t!("check-mismatch-no-safari")),
            Mismatch::GameGoesOn => f.write_str(&t!("check-mismatch-game-goes-on")),
            Mismatch::Goal {
                answer, mismatches, ..
            } => {
                let parts: Vec<String> = mismatches.iter().map(ToString::to_string).collect();
                f.write_str(&t!(
                    "check-mismatch-goal",
                    answer = answer.to_string(),
                    parts = parts.join("; ")
                ))
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
        facts.push(t!("check-differs-board", holes = names.join(" ")));
    }
    if compare.to_move && expected.to_move() != actual.to_move() {
        facts.push(match actual.to_move() {
            crate::engine::Side::South => t!("check-differs-south-to-move"),
            crate::engine::Side::North => t!("check-differs-north-to-move"),
        });
    }
    if compare.stock && expected.stock() != actual.stock() {
        let (e, a) = (expected.stock(), actual.stock());
        facts.push(t!(
            "check-differs-stocks",
            south = a.south,
            north = a.north,
            expected_south = e.south,
            expected_north = e.north
        ));
    }
    if compare.nyumba && expected.nyumba() != actual.nyumba() {
        facts.push(t!("check-differs-nyumba"));
    }
    if compare.blocked && expected.blocked() != actual.blocked() {
        facts.push(t!(
            "check-differs-block",
            actual = or_none(actual.blocked()),
            expected = or_none(expected.blocked())
        ));
    }
    facts
}
