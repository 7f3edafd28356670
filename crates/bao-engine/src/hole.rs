//! Holes, rows and the circuit each player sows round.

use std::{error::Error, fmt, str::FromStr};

use super::Side;

/// A player's two rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Row {
    /// The row facing the opponent (A for South, a for North), where captures happen.
    Front,
    /// The row nearest the player (B for South, b for North).
    Back,
}

/// A sowing direction round a player's own 16 holes, seen from his seat.
///
/// Clockwise runs along the front row from A1 to A8, then back along the back row from B8 to B1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// A1 → A8 → B8 → B1 → A1.
    Clockwise,
    /// A8 → A1 → B1 → B8 → A8.
    Anticlockwise,
}

impl Direction {
    /// Gets the opposite direction.
    #[must_use]
    pub fn reversed(self) -> Direction {
        match self {
            Direction::Clockwise => Direction::Anticlockwise,
            Direction::Anticlockwise => Direction::Clockwise,
        }
    }

    /// Gets the kichwa where captured seeds enter when sowing goes this way:
    /// the left kichwa (A1) clockwise, the right kichwa (A8) anticlockwise.
    #[must_use]
    pub fn entry_kichwa(self, side: Side) -> Hole {
        match self {
            Direction::Clockwise => Hole::new(side, Row::Front, 1),
            Direction::Anticlockwise => Hole::new(side, Row::Front, 8),
        }
    }

    /// Gets the direction in which seeds travel towards the owner's `lateral` from a hole in `row`.
    ///
    /// Holes are numbered from the owner's left in both rows, so going right is clockwise in the
    /// front row and anticlockwise in the back row.
    #[must_use]
    pub fn towards(row: Row, lateral: Lateral) -> Direction {
        match (row, lateral) {
            (Row::Front, Lateral::Right) | (Row::Back, Lateral::Left) => Direction::Clockwise,
            (Row::Front, Lateral::Left) | (Row::Back, Lateral::Right) => Direction::Anticlockwise,
        }
    }

    /// Gets the side, seen by the owner, towards which this direction travels in `row`.
    #[must_use]
    pub fn lateral(self, row: Row) -> Lateral {
        if Direction::towards(row, Lateral::Right) == self {
            Lateral::Right
        } else {
            Lateral::Left
        }
    }
}

/// Left or right as seen by the owner of the holes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lateral {
    /// The owner's left: towards A1 and B1.
    Left,
    /// The owner's right: towards A8 and B8.
    Right,
}

/// One of the 32 holes of the board.
///
/// Holes are named by their owner's row and a number from 1 to 8 counted from the owner's left:
/// `A1`…`A8`, `B1`…`B8` for South and `a1`…`a8`, `b1`…`b8` for North. South's `A`*i* faces North's
/// `a`(9−*i*).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hole {
    side: Side,
    /// Position on the owner's clockwise circuit: 0..8 is A1..A8, 8..16 is B8..B1.
    index: u8,
}

impl Hole {
    /// Makes a hole from its owner, row and number (1 to 8).
    ///
    /// # Panics
    /// Panics if `number` is not in 1..=8.
    #[must_use]
    pub fn new(side: Side, row: Row, number: u8) -> Hole {
        assert!((1..=8).contains(&number), "hole number out of range");
        let index = match row {
            Row::Front => number - 1,
            Row::Back => 16 - number,
        };
        Hole { side, index }
    }

    /// Makes a hole from its owner and its place on the owner's clockwise circuit (0..16).
    pub(crate) fn from_index(side: Side, index: u8) -> Hole {
        debug_assert!(index < 16);
        Hole { side, index }
    }

    /// Gets the owner of the hole.
    #[must_use]
    pub fn side(self) -> Side {
        self.side
    }

    /// Gets the place of the hole on its owner's clockwise circuit (0 is A1, 7 is A8, 8 is B8, 15 is B1).
    #[must_use]
    pub fn index(self) -> usize {
        usize::from(self.index)
    }

    /// Gets the row of the hole.
    #[must_use]
    pub fn row(self) -> Row {
        if self.index < 8 {
            Row::Front
        } else {
            Row::Back
        }
    }

    /// Gets the number of the hole in its row, 1 to 8 from the owner's left.
    #[must_use]
    pub fn number(self) -> u8 {
        if self.index < 8 {
            self.index + 1
        } else {
            16 - self.index
        }
    }

    /// Checks if the hole is a kichwa, the end hole of a front row (A1, A8).
    #[must_use]
    pub fn is_kichwa(self) -> bool {
        self.index == 0 || self.index == 7
    }

    /// Checks if the hole is a kimbi, the second hole from either end of a front row (A2, A7).
    #[must_use]
    pub fn is_kimbi(self) -> bool {
        self.index == 1 || self.index == 6
    }

    /// Checks if the hole is the nyumba, the fifth front hole from its owner's left (A5).
    #[must_use]
    pub fn is_nyumba(self) -> bool {
        self.index == 4
    }

    /// Gets the kichwa on the same side of the board when the hole is a kichwa or kimbi.
    ///
    /// Seeds captured at a kichwa or kimbi must enter from this kichwa.
    #[must_use]
    pub fn forced_entry(self) -> Option<Direction> {
        match self.index {
            0 | 1 => Some(Direction::Clockwise),
            6 | 7 => Some(Direction::Anticlockwise),
            _ => None,
        }
    }

    /// Gets the opponent's front hole facing this front hole, or `None` for a back hole.
    #[must_use]
    pub fn opposite(self) -> Option<Hole> {
        (self.index < 8).then(|| Hole {
            side: self.side.opponent(),
            index: 7 - self.index,
        })
    }

    /// Gets the next hole on the owner's circuit in the given direction.
    #[must_use]
    pub fn step(self, direction: Direction) -> Hole {
        let index = match direction {
            Direction::Clockwise => (self.index + 1) % 16,
            Direction::Anticlockwise => (self.index + 15) % 16,
        };
        Hole {
            side: self.side,
            index,
        }
    }

    /// Gets the nyumba of a side.
    #[must_use]
    pub fn nyumba(side: Side) -> Hole {
        Hole { side, index: 4 }
    }

    /// Iterates over the 16 holes of one side in clockwise order from A1.
    pub fn all(side: Side) -> impl Iterator<Item = Hole> {
        (0..16).map(move |index| Hole { side, index })
    }

    /// Iterates over the 8 front holes of one side from A1 to A8.
    pub fn front(side: Side) -> impl Iterator<Item = Hole> {
        (0..8).map(move |index| Hole { side, index })
    }
}

impl fmt::Display for Hole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = match (self.side, self.row()) {
            (Side::South, Row::Front) => 'A',
            (Side::South, Row::Back) => 'B',
            (Side::North, Row::Front) => 'a',
            (Side::North, Row::Back) => 'b',
        };
        write!(f, "{letter}{}", self.number())
    }
}

/// Error when a hole name is not a row letter (A, B, a, b) followed by a number from 1 to 8.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseHoleError {
    text: String,
}

impl fmt::Display for ParseHoleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown hole `{}`: holes are A1..A8 and B1..B8 (South), a1..a8 and b1..b8 (North)",
            super::notation::shown(&self.text)
        )
    }
}

impl Error for ParseHoleError {}

impl FromStr for Hole {
    type Err = ParseHoleError;

    fn from_str(s: &str) -> Result<Hole, ParseHoleError> {
        let err = || ParseHoleError { text: s.to_owned() };
        let mut chars = s.chars();
        let (Some(letter), Some(digit), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(err());
        };
        let (side, row) = match letter {
            'A' => (Side::South, Row::Front),
            'B' => (Side::South, Row::Back),
            'a' => (Side::North, Row::Front),
            'b' => (Side::North, Row::Back),
            _ => return Err(err()),
        };
        match digit.to_digit(10) {
            Some(n @ 1..=8) => Ok(Hole::new(side, row, n as u8)),
            _ => Err(err()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for side in Side::ALL {
            for hole in Hole::all(side) {
                assert_eq!(hole.to_string().parse::<Hole>(), Ok(hole));
            }
        }
    }

    /// RULES: South's A*i* faces North's a(9−*i*), the same printed column.
    #[test]
    fn front_holes_face_across_the_board() {
        let a3: Hole = "A3".parse().unwrap();
        assert_eq!(a3.opposite().unwrap().to_string(), "a6");
        assert_eq!("B3".parse::<Hole>().unwrap().opposite(), None);
    }

    /// Seed 000, "Kichwa i Kimbi": the outer holes are kichwa, the second ones kimbi; the nyumba is
    /// the fifth front hole from the left (seed 002 §4.2.3.11).
    #[test]
    fn special_holes() {
        let names = |f: fn(Hole) -> bool| {
            Hole::all(Side::South)
                .filter(|h| f(*h))
                .map(|h| h.to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(names(Hole::is_kichwa), ["A1", "A8"]);
        assert_eq!(names(Hole::is_kimbi), ["A2", "A7"]);
        assert_eq!(names(Hole::is_nyumba), ["A5"]);
    }

    #[test]
    fn circuit_turns_the_corner() {
        let a8: Hole = "A8".parse().unwrap();
        assert_eq!(a8.step(Direction::Clockwise).to_string(), "B8");
        let a1: Hole = "A1".parse().unwrap();
        assert_eq!(a1.step(Direction::Anticlockwise).to_string(), "B1");
        assert_eq!(
            Direction::towards(Row::Back, Lateral::Right),
            Direction::Anticlockwise
        );
    }

    #[test]
    fn bad_names_are_errors() {
        for bad in ["A9", "C1", "A", "A10", "", "a0"] {
            assert!(bad.parse::<Hole>().is_err(), "{bad}");
        }
    }
}
