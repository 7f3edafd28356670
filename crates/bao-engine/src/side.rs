//! The two players and values kept per player.

use std::fmt;

/// One of the two players. South sits at the bottom of every printed diagram and moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// The player at the bottom of a printed diagram (rows A and B).
    South,
    /// The player at the top of a printed diagram (rows a and b).
    North,
}

impl Side {
    /// Both sides, South first.
    pub const ALL: [Side; 2] = [Side::South, Side::North];

    /// Gets the other player.
    #[must_use]
    pub fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// Gets the index of the side: 0 for South, 1 for North.
    #[must_use]
    pub fn index(self) -> usize {
        match self {
            Side::South => 0,
            Side::North => 1,
        }
    }

    /// Gets the one-letter name used in position text: `S` or `N`.
    #[must_use]
    pub fn letter(self) -> char {
        match self {
            Side::South => 'S',
            Side::North => 'N',
        }
    }

    /// Reads a one-letter side name (`S` or `N`, either case).
    #[must_use]
    pub fn from_letter(c: char) -> Option<Side> {
        match c {
            'S' | 's' => Some(Side::South),
            'N' | 'n' => Some(Side::North),
            _ => None,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::South => "South",
            Side::North => "North",
        })
    }
}

/// A value for each player, such as the two stocks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BySide<T> {
    /// South's value.
    pub south: T,
    /// North's value.
    pub north: T,
}

impl<T> BySide<T> {
    /// Makes a pair from South's and North's values.
    pub const fn new(south: T, north: T) -> BySide<T> {
        BySide { south, north }
    }

    /// Gets the value of one side.
    pub fn get(&self, side: Side) -> &T {
        match side {
            Side::South => &self.south,
            Side::North => &self.north,
        }
    }

    /// Gets the value of one side, mutably.
    pub fn get_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::South => &mut self.south,
            Side::North => &mut self.north,
        }
    }
}
