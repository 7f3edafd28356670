//! Where each hole is drawn: the one home of board geometry for the terminal and the book.

use crate::engine::{Board, Hole, Position, Side};

/// One hole as drawn: its printed place, its name, its seeds and what marks it carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    /// Printed row, 0 (North's back row) to 3 (South's back row).
    pub row: usize,
    /// Printed column, 0 (left as South sees it) to 7.
    pub column: usize,
    /// The hole.
    pub hole: Hole,
    /// Seeds in it.
    pub seeds: u8,
    /// It is an owned nyumba.
    pub nyumba: bool,
    /// It is a kichwa.
    pub kichwa: bool,
    /// It is a kimbi.
    pub kimbi: bool,
    /// A step touches it.
    pub highlight: bool,
    /// Takasia blocks it.
    pub blocked: bool,
}

/// What a board drawing shows besides the seeds.
#[derive(Clone, Copy, Debug, Default)]
pub struct Marks<'a> {
    /// Who owns his nyumba (South, North).
    pub nyumba: [bool; 2],
    /// Holes to highlight.
    pub highlight: &'a [Hole],
    /// A hole blocked by takasia.
    pub blocked: Option<Hole>,
}

impl Marks<'_> {
    /// The marks of a position: its nyumba owners and its block.
    #[must_use]
    pub fn of(position: &Position) -> Marks<'static> {
        Marks {
            nyumba: [position.nyumba().south, position.nyumba().north],
            highlight: &[],
            blocked: position.blocked(),
        }
    }
}

/// Gets the 32 cells in printed order, top row first, left to right.
#[must_use]
pub fn cells(board: &Board, marks: &Marks<'_>) -> Vec<Cell> {
    let mut cells = Vec::with_capacity(32);
    for row in 0..4 {
        for column in 0..8 {
            let hole = Board::printed_hole(row, column);
            let owner = usize::from(hole.side() == Side::North);
            cells.push(Cell {
                row,
                column,
                hole,
                seeds: board.get(hole),
                nyumba: hole.is_nyumba() && marks.nyumba[owner],
                kichwa: hole.is_kichwa(),
                kimbi: hole.is_kimbi(),
                highlight: marks.highlight.contains(&hole),
                blocked: marks.blocked == Some(hole),
            });
        }
    }
    cells
}

/// Says who a side is beside the board: `North`, its stock when the rules have one, and whether
/// it is to move (nobody is once the game is `over`), the parts joined by `separator`.
#[must_use]
pub fn side_note(position: &Position, side: Side, separator: &str, over: bool) -> String {
    let stock = position
        .rules()
        .has_nyumba()
        .then(|| *position.stock().get(side));
    side_note_of(side, stock, position.to_move() == side && !over, separator)
}

/// Says who a side is beside the board, from its parts: its stock (`None` when the rules have
/// none) and whether it is to move.
#[must_use]
pub fn side_note_of(side: Side, stock: Option<u8>, to_move: bool, separator: &str) -> String {
    let mut note = side.to_string();
    if let Some(stock) = stock {
        note.push_str(&format!("{separator}stock {stock}"));
    }
    if to_move {
        note.push_str(&format!("{separator}to move"));
    }
    note
}

/// Gets the row letter printed beside a printed row.
#[must_use]
pub fn row_letter(row: usize) -> char {
    ['b', 'a', 'A', 'B'][row]
}

/// Describes a board in words for screen readers (`aria-label`) and plain listings.
#[must_use]
pub fn describe(board: &Board, marks: &Marks<'_>) -> String {
    let mut parts = Vec::new();
    for (row, name) in [
        (0, "North back row b8 to b1"),
        (1, "North front row a8 to a1"),
        (2, "South front row A1 to A8"),
        (3, "South back row B1 to B8"),
    ] {
        let counts: Vec<String> = (0..8)
            .map(|c| board.get(Board::printed_hole(row, c)).to_string())
            .collect();
        parts.push(format!("{name}: {}", counts.join(" ")));
    }
    let owners: Vec<&str> = [("South", marks.nyumba[0]), ("North", marks.nyumba[1])]
        .iter()
        .filter(|(_, owned)| *owned)
        .map(|(name, _)| *name)
        .collect();
    if !owners.is_empty() {
        parts.push(format!("nyumba owned by {}", owners.join(" and ")));
    }
    if !marks.highlight.is_empty() {
        let holes: Vec<String> = marks.highlight.iter().map(ToString::to_string).collect();
        parts.push(format!("highlighted {}", holes.join(" ")));
    }
    if let Some(hole) = marks.blocked {
        parts.push(format!("{hole} blocked by takasia"));
    }
    parts.join("; ")
}
