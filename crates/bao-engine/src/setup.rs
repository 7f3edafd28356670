//! Unchecked positions and their validation into [`Position`]s.

use std::{error::Error, fmt};

use super::{Board, BySide, Hole, Position, Row, Rules, Side};

/// The most seeds a game has: 64 on the board and in the stocks together.
pub const TOTAL_SEEDS: u32 = 64;

/// A position that has not been checked: what a diagram or a position text says.
///
/// Published diagrams often show part of a game, so a setup need not hold all 64 seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Seeds in the holes.
    pub board: Board,
    /// The player to move.
    pub to_move: Side,
    /// Seeds each player still has in his stock (namua stage while not empty).
    pub stock: BySide<u8>,
    /// Whether each player still owns his nyumba; `None` means each player owns it if the rules
    /// have one and it holds seeds.
    pub nyumba: Option<BySide<bool>>,
    /// A hole of the player to move blocked by takasia for this turn.
    pub blocked: Option<Hole>,
}

impl Setup {
    /// The start of a game under the given rules.
    #[must_use]
    pub fn start(rules: &Rules) -> Setup {
        let mut board = Board::empty();
        if rules.has_nyumba() {
            for side in Side::ALL {
                board.set(Hole::new(side, Row::Front, 5), 6);
                board.set(Hole::new(side, Row::Front, 6), 2);
                board.set(Hole::new(side, Row::Front, 7), 2);
            }
            Setup {
                board,
                to_move: Side::South,
                stock: BySide::new(22, 22),
                nyumba: Some(BySide::new(true, true)),
                blocked: None,
            }
        } else {
            for side in Side::ALL {
                for hole in Hole::all(side) {
                    board.set(hole, 2);
                }
            }
            Setup {
                board,
                to_move: Side::South,
                stock: BySide::default(),
                nyumba: Some(BySide::default()),
                blocked: None,
            }
        }
    }

    /// Makes a setup from a board alone: South to move, no stock, nyumba ownership by default.
    #[must_use]
    pub fn from_board(board: Board) -> Setup {
        Setup {
            board,
            to_move: Side::South,
            stock: BySide::default(),
            nyumba: None,
            blocked: None,
        }
    }

    /// Gets who owns his nyumba, applying the default when the setup does not say.
    #[must_use]
    pub fn nyumba_or_default(&self, rules: &Rules) -> BySide<bool> {
        self.nyumba.unwrap_or_else(|| {
            let owned = |side| rules.has_nyumba() && self.board.get(Hole::nyumba(side)) > 0;
            BySide::new(owned(Side::South), owned(Side::North))
        })
    }

    /// Checks the setup against the rules and makes it a position.
    ///
    /// # Errors
    /// Returns the first thing that cannot be: too many seeds, a stock or nyumba in Bao la
    /// Kujifunza, an empty nyumba that is still owned, or a block that is not on a front hole of the
    /// player to move.
    pub fn into_position(mut self, rules: Rules) -> Result<Position, PositionError> {
        let nyumba = self.nyumba_or_default(&rules);
        self.nyumba = Some(nyumba);
        let total = self.board.total() + u32::from(self.stock.south) + u32::from(self.stock.north);
        if total > TOTAL_SEEDS {
            return Err(PositionError::TooManySeeds(total));
        }
        if !rules.has_nyumba() {
            if self.stock != BySide::default() {
                return Err(PositionError::StockWithoutNamua);
            }
            if nyumba != BySide::default() {
                return Err(PositionError::NyumbaWithoutNyumba);
            }
        }
        for side in Side::ALL {
            if *nyumba.get(side) && self.board.get(Hole::nyumba(side)) == 0 {
                return Err(PositionError::EmptyNyumbaOwned(side));
            }
        }
        if let Some(hole) = self.blocked {
            if !rules.takasia {
                return Err(PositionError::BlockWithoutTakasia(hole));
            }
            if hole.side() != self.to_move || hole.row() != Row::Front {
                return Err(PositionError::BadBlock(hole, self.to_move));
            }
        }
        Ok(Position::from_checked(rules, self))
    }
}

/// Why a [`Setup`] is not a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// More than 64 seeds on the board and in the stocks.
    TooManySeeds(u32),
    /// A stock in Bao la Kujifunza, which has none.
    StockWithoutNamua,
    /// A nyumba owned in Bao la Kujifunza, which has none.
    NyumbaWithoutNyumba,
    /// A nyumba said to be owned while it holds no seed: it would have been lifted or captured.
    EmptyNyumbaOwned(Side),
    /// A takasia block while the rules have no takasia.
    BlockWithoutTakasia(Hole),
    /// A block that is not on a front hole of the player to move.
    BadBlock(Hole, Side),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::TooManySeeds(n) => write!(
                f,
                "{n} seeds on the board and in the stocks: a game has {TOTAL_SEEDS}"
            ),
            PositionError::StockWithoutNamua => {
                f.write_str("bao la kujifunza has no stock: set both stocks to 0")
            }
            PositionError::NyumbaWithoutNyumba => {
                f.write_str("bao la kujifunza has no nyumba: nobody can own one")
            }
            PositionError::EmptyNyumbaOwned(side) => {
                write!(
                    f,
                    "{side} is said to own his nyumba {} but it is empty",
                    Hole::nyumba(*side)
                )
            }
            PositionError::BlockWithoutTakasia(hole) => {
                write!(f, "hole {hole} is blocked but these rules have no takasia")
            }
            PositionError::BadBlock(hole, side) => {
                write!(
                    f,
                    "blocked hole {hole} must be a front hole of the player to move ({side})"
                )
            }
        }
    }
}

impl Error for PositionError {}

#[cfg(test)]
mod tests {
    use super::*;

    /// Nierse diagram 2 and seed 004 §16: 6, 2, 2 from the nyumba rightwards and 22 in stock.
    #[test]
    fn kiswahili_start() {
        let setup = Setup::start(&Rules::KISWAHILI);
        assert_eq!(setup.board.printed_rows()[1], [0, 2, 2, 6, 0, 0, 0, 0]);
        assert_eq!(setup.board.printed_rows()[2], [0, 0, 0, 0, 6, 2, 2, 0]);
        assert_eq!(setup.board.total() + 44, 64);
    }

    /// Seed 004 §12: two kete in each shimo.
    #[test]
    fn kujifunza_start() {
        let setup = Setup::start(&Rules::KUJIFUNZA);
        assert!(setup.board.printed_rows().iter().flatten().all(|&n| n == 2));
    }

    #[test]
    fn impossible_setups_are_errors() {
        let mut setup = Setup::start(&Rules::KISWAHILI);
        setup.stock.south = 30;
        assert_eq!(
            setup.into_position(Rules::KISWAHILI).unwrap_err(),
            PositionError::TooManySeeds(72)
        );
        let setup = Setup::start(&Rules::KISWAHILI);
        assert_eq!(
            setup.into_position(Rules::KUJIFUNZA).unwrap_err(),
            PositionError::StockWithoutNamua
        );
        let mut setup = Setup::start(&Rules::KISWAHILI);
        setup.blocked = Some("a3".parse().unwrap());
        assert!(matches!(
            setup.into_position(Rules::KISWAHILI),
            Err(PositionError::BadBlock(..))
        ));
    }
}
