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
    let mut note = side_name(side);
    if let Some(stock) = stock {
        note.push_str(&format!(
            "{separator}{}",
            crate::t!("common-note-stock", stock = stock)
        ));
    }
    if to_move {
        note.push_str(&format!("{separator}{}", crate::t!("common-note-to-move")));
    }
    note
}

/// Names a side as people read it (`South`), in the language chosen at start-up.
#[must_use]
pub fn side_name(side: Side) -> String {
    side_name_in(crate::i18n::current(), side)
}

/// Names a side in `language`.
#[must_use]
pub fn side_name_in(language: crate::i18n::Language, side: Side) -> String {
    let id = match side {
        Side::South => "common-south",
        Side::North => "common-north",
    };
    crate::i18n::Catalogue::builtin().text(language, id, &[])
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
        (0, crate::t!("common-row-north-back")),
        (1, crate::t!("common-row-north-front")),
        (2, crate::t!("common-row-south-front")),
        (3, crate::t!("common-row-south-back")),
    ] {
        let counts: Vec<String> = (0..8)
            .map(|c| board.get(Board::printed_hole(row, c)).to_string())
            .collect();
        parts.push(format!("{name}: {}", counts.join(" ")));
    }
    match marks.nyumba {
        [true, true] => parts.push(crate::t!("common-nyumba-owned-both")),
        [true, false] => parts.push(crate::t!("common-nyumba-owned-south")),
        [false, true] => parts.push(crate::t!("common-nyumba-owned-north")),
        [false, false] => {}
    }
    if !marks.highlight.is_empty() {
        let holes: Vec<String> = marks.highlight.iter().map(ToString::to_string).collect();
        parts.push(crate::t!("common-highlighted", holes = holes.join(" ")));
    }
    if let Some(hole) = marks.blocked {
        parts.push(crate::t!("common-blocked-hole", hole = hole.to_string()));
    }
    parts.join("; ")
}
