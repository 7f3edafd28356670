//! Helpers shared by the rule tests: positions from text, moves by name, boards and captures as
//! the sources print them, and a lap-by-lap model of plain relays to derive long sowings.

use bao::engine::{
    Board, BySide, Direction, Event, Hole, Played, Position, Rules, Setup, Side,
    notation::{MoveText, grid},
};

/// Reads a one-line position (`b8..b1/a8..a1/A1..A8/B1..B8 SIDE fields`) under the given rules.
pub fn position_with(text: &str, rules: &str) -> Position {
    let rules: Rules = rules.parse().expect("rules name");
    text.parse::<Setup>()
        .expect("position text")
        .into_position(rules)
        .expect("a position the rules allow")
}

/// Reads a one-line position under Bao la Kiswahili with every default option.
pub fn position(text: &str) -> Position {
    position_with(text, "kiswahili")
}

/// Reads a published diagram (grid, printed from South's seat) with South to move, the stocks
/// given (the teaching diagrams do not print them) and nyumba ownership as `nyumba`
/// (`SN`, `S`, `N` or `-`).
pub fn diagram(grid_text: &str, stock: (u8, u8), nyumba: &str) -> Position {
    let mut setup = Setup::from_board(grid::parse(grid_text).expect("diagram grid"));
    setup.stock = BySide::new(stock.0, stock.1);
    setup.nyumba = Some(BySide::new(nyumba.contains('S'), nyumba.contains('N')));
    setup
        .into_position(Rules::KISWAHILI)
        .expect("diagram position")
}

/// Lists the legal moves by their canonical names, sorted.
pub fn legal(position: &Position) -> Vec<String> {
    let mut names: Vec<String> = position
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    names.sort();
    names
}

/// Sorts a list of expected move names for comparison with [`legal`].
pub fn names(list: &[&str]) -> Vec<String> {
    let mut names: Vec<String> = list.iter().map(|s| (*s).to_owned()).collect();
    names.sort();
    names
}

/// Plays the move named by `text` (either notation).
pub fn play(position: &Position, text: &str) -> Played {
    let mv = text
        .parse::<MoveText>()
        .expect("move text")
        .resolve(position)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    position.play(mv).expect("a resolved move is legal")
}

/// Reads the four rows of a one-line position (`b8..b1/a8..a1/A1..A8/B1..B8`) as a board.
pub fn rows(text: &str) -> Board {
    format!("{text} S")
        .parse::<Setup>()
        .expect("board rows")
        .board
}

/// Asserts a board, showing both as grids when they differ.
#[track_caller]
pub fn assert_board(actual: &Board, expected: &Board) {
    assert_eq!(grid::write(actual), grid::write(expected));
}

/// Gets the captures of a move as `hole:seeds>entry`, e.g. `a6:7>A1`.
pub fn captures(played: &Played) -> Vec<String> {
    played
        .trace
        .events()
        .filter_map(|e| match e {
            Event::Capture {
                hole, seeds, entry, ..
            } => Some(format!("{hole}:{seeds}>{entry}")),
            _ => None,
        })
        .collect()
}

/// Gets the last hole a seed fell into, by name.
pub fn last_hole(played: &Played) -> String {
    played.trace.last_hole().expect("a move sows").to_string()
}

/// Reads a hole name.
pub fn hole(name: &str) -> Hole {
    name.parse().expect("hole name")
}

/// One side's 16 holes in circuit order (A1..A8 then B8..B1) with the hole the last seed fell in:
/// the state a run of plain relays works on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Laps {
    /// Seeds per hole, A1..A8 then B8..B1.
    pub holes: [u8; 16],
    /// The circuit place (0 = A1, 7 = A8, 8 = B8, 15 = B1) where the last seed fell.
    pub last: usize,
}

/// Gets one side's 16 holes in circuit order, A1..A8 then B8..B1.
pub fn side_holes(board: &Board, side: Side) -> [u8; 16] {
    let mut holes = [0; 16];
    for (i, h) in Hole::all(side).enumerate() {
        holes[i] = board.get(h);
    }
    holes
}

impl Laps {
    /// Lifts the hole at `from` and sows it one seed a hole in `direction`, the way seed 004 §3
    /// tells it ("put one kete in the adjacent shimo and one in each of the following").
    pub fn sow(holes: [u8; 16], from: usize, direction: Direction) -> Laps {
        let step = match direction {
            Direction::Clockwise => 1,
            Direction::Anticlockwise => 15,
        };
        let mut holes = holes;
        let seeds = std::mem::take(&mut holes[from]);
        let mut last = from;
        for _ in 0..seeds {
            last = (last + step) % 16;
            holes[last] += 1;
        }
        Laps { holes, last }
    }

    /// Checks if the turn goes on after this lap: the last seed fell into an occupied hole and the
    /// front row still holds seeds.
    pub fn goes_on(&self) -> bool {
        self.holes[self.last] > 1 && self.holes[..8].iter().any(|&n| n > 0)
    }

    /// Relays from the hole the last seed fell in.
    pub fn relay(&self, direction: Direction) -> Laps {
        Laps::sow(self.holes, self.last, direction)
    }

    /// Turns the whole side `places` holes round the circuit, clockwise.
    pub fn turned(&self, places: usize) -> Laps {
        let mut holes = [0; 16];
        for (i, &n) in self.holes.iter().enumerate() {
            holes[(i + places) % 16] = n;
        }
        Laps {
            holes,
            last: (self.last + places) % 16,
        }
    }
}

/// Takasia with a relay into the blocked hole (takasia.rs): South's A4 sown right leaves B8's 3
/// seeds ending on A6, facing a3, North's one threatened hole; North's a7 sown left relays from a5
/// into a3.
pub const TAKASIA_RELAY: &str =
    "0,0,0,0,0,0,0,0/0,2,0,1,0,2,0,0/0,0,0,2,0,0,0,0/0,0,0,0,0,0,0,3 S stock=0,0 nyumba=-";

/// A never-ending move with 11 seeds (end.rs): A3 sown right never ends.
pub const NEVER_ENDING: &str =
    "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,2/0,1,2,0,1,0,1,0/1,0,1,0,1,2,0,1 S stock=0,0 nyumba=-";
