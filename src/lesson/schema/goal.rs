//! A find-move exercise's goal as written.

use schemars::JsonSchema;
use serde::Deserialize;

use super::{EndsRaw, ExpectRaw, Located, PositionRaw, WinnerRaw};

/// What a find-move exercise's move must achieve: any of the keys of `expect`, and those only
/// a question needs; every key is optional.
#[derive(Clone, Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Goal")]
pub struct GoalRaw {
    /// The whole position after the move.
    #[serde(default)]
    pub position: Option<Located<PositionRaw>>,
    /// The hole where the last seed fell.
    #[serde(default)]
    pub last: Option<Located<String>>,
    /// How many seeds were captured.
    #[serde(default)]
    #[schemars(with = "Option<u8>")]
    pub captured: Option<Located<i64>>,
    /// How the move ended.
    #[serde(default)]
    pub ends: Option<Located<EndsRaw>>,
    /// The opponent's hole takasia blocks next turn.
    #[serde(default)]
    pub blocks: Option<Located<String>>,
    /// The move ends the game so.
    #[serde(default)]
    pub winner: Option<Located<WinnerRaw>>,
    /// The kichwa of the mover the captured seeds enter at: `A1` or `A8` (`a1` or `a8`).
    #[serde(default)]
    pub enters: Option<Located<String>>,
    /// `true`: the move captures as many seeds as any legal move.
    #[serde(default)]
    pub captures_most: Option<Located<bool>>,
    /// `true`: the move sows the nyumba on (safari) instead of stopping in it.
    #[serde(default)]
    pub safari: Option<Located<bool>>,
    /// `true`: the move ends the game (use `winner` to say who wins).
    #[serde(default)]
    pub ends_game: Option<Located<bool>>,
}

impl GoalRaw {
    /// Checks if no key is given at all.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        let flags = [&self.captures_most, &self.safari, &self.ends_game];
        self.expect().is_empty_raw() && self.enters.is_none() && flags.iter().all(|f| f.is_none())
    }

    /// Gets the keys a step's `expect` shares.
    #[must_use]
    pub fn expect(&self) -> ExpectRaw {
        ExpectRaw {
            position: self.position.clone(),
            last: self.last.clone(),
            captured: self.captured.clone(),
            ends: self.ends.clone(),
            blocks: self.blocks.clone(),
            winner: self.winner.clone(),
        }
    }
}
