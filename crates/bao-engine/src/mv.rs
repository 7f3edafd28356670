//! Moves: where a turn starts, which way it goes and what kind of turn it is.

use std::fmt;

use super::{Direction, Hole, Lateral, Side};

/// What kind of turn a move is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// Namua: a stock seed goes into a front hole facing an occupied hole, whose seeds are captured.
    NamuaCapture,
    /// Mtaji: a hole of 2 to 15 seeds is sown and the first lap ends in a hole that captures.
    MtajiCapture,
    /// A move without capture (takasa, kutakata); in namua the stock seed goes in first.
    Takasa,
    /// Namua takasa with only the functional nyumba left: a stock seed in, two seeds out.
    Tax,
}

impl MoveKind {
    /// Checks if the move starts with a capture.
    #[must_use]
    pub fn is_capture(self) -> bool {
        matches!(self, MoveKind::NamuaCapture | MoveKind::MtajiCapture)
    }
}

/// A move of the player to move, as the engine knows it.
///
/// For a namua capture the direction is the one the captured seeds are sown in: clockwise when they
/// enter at the left kichwa (A1), anticlockwise at the right kichwa (A8). For every other move it is
/// the direction of the first lap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub(crate) hole: Hole,
    pub(crate) direction: Direction,
    pub(crate) kind: MoveKind,
    pub(crate) safari: bool,
}

impl Move {
    /// Gets the hole the move starts from.
    #[must_use]
    pub fn hole(&self) -> Hole {
        self.hole
    }

    /// Gets the direction of the first sowing.
    #[must_use]
    pub fn direction(&self) -> Direction {
        self.direction
    }

    /// Gets the kind of the move.
    #[must_use]
    pub fn kind(&self) -> MoveKind {
        self.kind
    }

    /// Checks if the player sows his nyumba on when a lap ends in it (safari) rather than stop.
    #[must_use]
    pub fn is_safari(&self) -> bool {
        self.safari
    }

    /// Gets the same move with the choice at the nyumba set: `true` sows on (safari), `false`
    /// stops. Only a move whose lap ends in a functional nyumba has the choice.
    #[must_use]
    pub fn with_safari(self, safari: bool) -> Move {
        Move { safari, ..self }
    }

    /// Packs the move into 9 bits, for a search's table: the side of the hole (bit 0), its index
    /// on the side's circuit (1–4), the direction (5), the kind (6–7) and the safari (8).
    ///
    /// ```
    /// use bao_engine::{Move, Position, Rules};
    ///
    /// let start = Position::start(Rules::KISWAHILI);
    /// for mv in start.legal_moves() {
    ///     assert_eq!(Move::from_bits(mv.to_bits()), mv);
    /// }
    /// ```
    #[must_use]
    pub fn to_bits(self) -> u16 {
        let kind: u16 = match self.kind {
            MoveKind::NamuaCapture => 0,
            MoveKind::MtajiCapture => 1,
            MoveKind::Takasa => 2,
            MoveKind::Tax => 3,
        };
        self.hole.side().index() as u16
            | (self.hole.index() as u16) << 1
            | u16::from(self.direction == Direction::Anticlockwise) << 5
            | kind << 6
            | u16::from(self.safari) << 8
    }

    /// Unpacks a move packed by [`Move::to_bits`] (the bits above the ninth are ignored).
    #[must_use]
    pub fn from_bits(bits: u16) -> Move {
        Move {
            hole: Hole::from_index(
                if bits & 1 == 0 {
                    Side::South
                } else {
                    Side::North
                },
                ((bits >> 1) & 0xf) as u8,
            ),
            direction: if (bits >> 5) & 1 == 1 {
                Direction::Anticlockwise
            } else {
                Direction::Clockwise
            },
            kind: match (bits >> 6) & 3 {
                0 => MoveKind::NamuaCapture,
                1 => MoveKind::MtajiCapture,
                2 => MoveKind::Takasa,
                _ => MoveKind::Tax,
            },
            safari: (bits >> 8) & 1 == 1,
        }
    }

    /// Gets the side letter of the canonical text: for a namua capture the kichwa the captured
    /// seeds enter from, for any other move the side the first lap travels towards.
    #[must_use]
    pub fn lateral(&self) -> Lateral {
        match self.kind {
            MoveKind::NamuaCapture => match self.direction {
                Direction::Clockwise => Lateral::Left,
                Direction::Anticlockwise => Lateral::Right,
            },
            _ => self.direction.lateral(self.hole.row()),
        }
    }
}

impl fmt::Display for Move {
    /// Writes the canonical text: hole, `L` or `R`, `>` when the nyumba is sown on, `*` for a move
    /// without capture (seed 003 §4.2.5 in English letters), e.g. `A5L`, `A5R>`, `a6L*`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = match self.lateral() {
            Lateral::Left => 'L',
            Lateral::Right => 'R',
        };
        write!(f, "{}{letter}", self.hole)?;
        if self.safari {
            f.write_str(">")?;
        }
        if !self.kind.is_capture() {
            f.write_str("*")?;
        }
        Ok(())
    }
}
