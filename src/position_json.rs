//! The JSON form of a position, used by `--json` output and accepted as POSITION input.
//!
//! `{"rows": [[8 ints] ×4], "to_move": "S"|"N", "stock": {"S": n, "N": n}, "nyumba": {"S": bool,
//! "N": bool}, "blocked": null|"<hole>"}`, rows in printed order: North back, North front, South
//! front, South back, each left to right from South's seat.

use serde::{Deserialize, Serialize};

use crate::engine::{Board, BySide, Hole, Position, Setup, Side};

/// A value per side, keyed `S` and `N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideMap<T> {
    /// South's value.
    #[serde(rename = "S")]
    pub south: T,
    /// North's value.
    #[serde(rename = "N")]
    pub north: T,
}

/// A side as JSON: `"S"` or `"N"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SideJson {
    /// South.
    S,
    /// North.
    N,
}

impl From<Side> for SideJson {
    fn from(side: Side) -> SideJson {
        match side {
            Side::South => SideJson::S,
            Side::North => SideJson::N,
        }
    }
}

impl From<SideJson> for Side {
    fn from(side: SideJson) -> Side {
        match side {
            SideJson::S => Side::South,
            SideJson::N => Side::North,
        }
    }
}

/// A position as JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PositionJson {
    /// The four rows in printed order.
    pub rows: [[u8; 8]; 4],
    /// The player to move.
    pub to_move: SideJson,
    /// Both stocks.
    pub stock: SideMap<u8>,
    /// Who still owns his nyumba.
    pub nyumba: SideMap<bool>,
    /// The mover's hole blocked by takasia, if any.
    #[serde(default)]
    pub blocked: Option<String>,
}

impl PositionJson {
    /// Describes a position.
    #[must_use]
    pub fn from_position(position: &Position) -> PositionJson {
        PositionJson {
            rows: position.board().printed_rows(),
            to_move: position.to_move().into(),
            stock: SideMap {
                south: position.stock().south,
                north: position.stock().north,
            },
            nyumba: SideMap {
                south: position.nyumba().south,
                north: position.nyumba().north,
            },
            blocked: position.blocked().map(|h| h.to_string()),
        }
    }

    /// Makes the unchecked setup the JSON describes.
    ///
    /// # Errors
    /// Returns the message of an unknown blocked hole.
    pub fn to_setup(&self) -> Result<Setup, String> {
        let blocked = match &self.blocked {
            None => None,
            Some(text) => Some(text.parse::<Hole>().map_err(|e| {
                let why = crate::render::position_error::position_message(&e.to_string());
                format!("field `blocked`: {why}")
            })?),
        };
        Ok(Setup {
            board: Board::from_printed_rows(self.rows),
            to_move: self.to_move.into(),
            stock: BySide::new(self.stock.south, self.stock.north),
            nyumba: Some(BySide::new(self.nyumba.south, self.nyumba.north)),
            blocked,
        })
    }
}
