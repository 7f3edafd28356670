//! The seeds in the 32 holes.

use super::{Hole, Row, Side};

/// The number of seeds in each of the 32 holes; stocks are kept by the position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Board {
    /// Seeds per side, indexed by place on the owner's clockwise circuit.
    seeds: [[u8; 16]; 2],
}

impl Board {
    /// Makes a board with every hole empty.
    #[must_use]
    pub fn empty() -> Board {
        Board::default()
    }

    /// Makes a board from the four rows in printed order: North's back row (b8…b1), North's front
    /// row (a8…a1), South's front row (A1…A8) and South's back row (B1…B8), each left to right as
    /// South sees the board.
    #[must_use]
    pub fn from_printed_rows(rows: [[u8; 8]; 4]) -> Board {
        let mut board = Board::empty();
        for (r, row) in rows.iter().enumerate() {
            for (column, &count) in row.iter().enumerate() {
                board.set(Board::printed_hole(r, column), count);
            }
        }
        board
    }

    /// Gets the four rows in printed order (see [`Board::from_printed_rows`]).
    #[must_use]
    pub fn printed_rows(&self) -> [[u8; 8]; 4] {
        let mut rows = [[0; 8]; 4];
        for (r, row) in rows.iter_mut().enumerate() {
            for (column, count) in row.iter_mut().enumerate() {
                *count = self.get(Board::printed_hole(r, column));
            }
        }
        rows
    }

    /// Gets the hole printed at `row` (0 = top) and `column` (0 = left) of a diagram.
    ///
    /// # Panics
    /// Panics if `row` is not below 4 or `column` not below 8.
    #[must_use]
    pub fn printed_hole(row: usize, column: usize) -> Hole {
        assert!(row < 4 && column < 8, "printed place out of range");
        let column = column as u8;
        match row {
            0 => Hole::new(Side::North, Row::Back, 8 - column),
            1 => Hole::new(Side::North, Row::Front, 8 - column),
            2 => Hole::new(Side::South, Row::Front, column + 1),
            _ => Hole::new(Side::South, Row::Back, column + 1),
        }
    }

    /// Gets the seeds in a hole.
    #[must_use]
    pub fn get(&self, hole: Hole) -> u8 {
        self.seeds[hole.side().index()][hole.index()]
    }

    /// Sets the seeds in a hole.
    pub fn set(&mut self, hole: Hole, seeds: u8) {
        self.seeds[hole.side().index()][hole.index()] = seeds;
    }

    /// Empties a hole and returns what it held.
    pub(crate) fn take(&mut self, hole: Hole) -> u8 {
        std::mem::take(&mut self.seeds[hole.side().index()][hole.index()])
    }

    /// Adds one seed to a hole.
    pub(crate) fn drop_one(&mut self, hole: Hole) {
        self.seeds[hole.side().index()][hole.index()] += 1;
    }

    /// Gets one side's 16 holes in clockwise order from A1.
    pub(crate) fn side(&self, side: Side) -> &[u8; 16] {
        &self.seeds[side.index()]
    }

    /// Gets one side's 16 holes in clockwise order from A1, to change them in place.
    pub(crate) fn side_mut(&mut self, side: Side) -> &mut [u8; 16] {
        &mut self.seeds[side.index()]
    }

    /// Replaces one side's 16 holes, clockwise from A1.
    pub(crate) fn set_side(&mut self, side: Side, holes: [u8; 16]) {
        self.seeds[side.index()] = holes;
    }

    /// Gets one side's front row, A1 to A8.
    #[must_use]
    pub fn front(&self, side: Side) -> [u8; 8] {
        let mut row = [0; 8];
        row.copy_from_slice(&self.seeds[side.index()][..8]);
        row
    }

    /// Checks if a side's front row holds no seed.
    #[must_use]
    pub fn front_is_empty(&self, side: Side) -> bool {
        let front: [u8; 8] = self.seeds[side.index()][..8].try_into().expect("8 holes");
        u64::from_ne_bytes(front) == 0
    }

    /// Counts the seeds of one side.
    #[must_use]
    pub fn count(&self, side: Side) -> u32 {
        self.seeds[side.index()].iter().map(|&n| u32::from(n)).sum()
    }

    /// Counts all the seeds on the board.
    #[must_use]
    pub fn total(&self) -> u32 {
        self.count(Side::South) + self.count(Side::North)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printed_rows_round_trip() {
        let rows = [
            [1, 2, 3, 4, 5, 6, 7, 8],
            [9, 10, 11, 12, 13, 14, 15, 16],
            [17, 18, 19, 20, 21, 22, 23, 24],
            [25, 26, 27, 28, 29, 30, 31, 32],
        ];
        let board = Board::from_printed_rows(rows);
        assert_eq!(board.printed_rows(), rows);
        // Printed column 1 of the North front row is a8, which faces A1.
        assert_eq!(board.get("a8".parse().unwrap()), 9);
        assert_eq!(board.get("A1".parse().unwrap()), 17);
        assert_eq!(board.get("b1".parse().unwrap()), 8);
        assert_eq!(board.get("B8".parse().unwrap()), 32);
    }
}
