//! Values that are read by hand rather than derived: positions and answers, which may be written
//! more than one way.

use std::borrow::Cow;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Deserialize, Deserializer, de};

use super::SideRaw;
use crate::lesson::load::Located;

/// What an answer is expected to be, as serde says it (and [`crate::lesson::load`] words it in
/// the reader's language).
pub const ANSWER_EXPECTED: &str = "a hole, a count, or yes or no";

/// What a position is expected to be, as serde says it.
pub const POSITION_EXPECTED: &str =
    "`start`, a diagram id, a one-line position, or a mapping with `grid`";

/// An exercise's answer: a hole, a count or yes/no, as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerRaw {
    /// Text, such as a hole or `yes`.
    Text(String),
    /// A number.
    Count(i64),
    /// A YAML boolean.
    Bool(bool),
}

impl JsonSchema for AnswerRaw {
    fn schema_name() -> Cow<'static, str> {
        "Answer".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "A hole (last-hole), a count (captured) or yes/no (legal).",
            "type": ["string", "integer", "boolean"],
        })
    }
}

impl<'de> Deserialize<'de> for AnswerRaw {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<AnswerRaw, D::Error> {
        struct Visitor;
        impl de::Visitor<'_> for Visitor {
            type Value = AnswerRaw;

            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(ANSWER_EXPECTED)
            }

            fn visit_str<E: de::Error>(self, v: &str) -> Result<AnswerRaw, E> {
                Ok(AnswerRaw::Text(v.to_owned()))
            }

            fn visit_i64<E: de::Error>(self, v: i64) -> Result<AnswerRaw, E> {
                Ok(AnswerRaw::Count(v))
            }

            fn visit_u64<E: de::Error>(self, v: u64) -> Result<AnswerRaw, E> {
                Ok(AnswerRaw::Count(i64::try_from(v).unwrap_or(i64::MAX)))
            }

            fn visit_bool<E: de::Error>(self, v: bool) -> Result<AnswerRaw, E> {
                Ok(AnswerRaw::Bool(v))
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

/// A position as written: `start`, a diagram id or the one-line form (text), or a grid with its
/// facts.
#[derive(Clone, Debug, JsonSchema)]
#[serde(untagged)]
#[schemars(rename = "Position")]
pub enum PositionRaw {
    /// `start` (the start of the game under the lesson's rules), a diagram id (`seed000-d09`) or
    /// the one-line form.
    Text(String),
    /// A grid with the facts beside it.
    Grid(Box<GridRaw>),
}

impl<'de> Deserialize<'de> for PositionRaw {
    /// Reads text or a mapping without buffering, so the values inside keep their locations
    /// (serde's untagged enums lose them).
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<PositionRaw, D::Error> {
        struct Visitor;
        impl<'de> de::Visitor<'de> for Visitor {
            type Value = PositionRaw;

            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(POSITION_EXPECTED)
            }

            fn visit_str<E: de::Error>(self, v: &str) -> Result<PositionRaw, E> {
                Ok(PositionRaw::Text(v.to_owned()))
            }

            fn visit_map<A: de::MapAccess<'de>>(self, map: A) -> Result<PositionRaw, A::Error> {
                GridRaw::deserialize(de::value::MapAccessDeserializer::new(map))
                    .map(|grid| PositionRaw::Grid(Box::new(grid)))
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}

/// A grid as the seed diagrams print it, with the facts they do not print.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(rename = "Grid")]
pub struct GridRaw {
    /// Four rows of eight counts: North back b8..b1, North front a8..a1, South front A1..A8,
    /// South back B1..B8; `O` or `0` is an empty hole.
    pub grid: Located<String>,
    /// The side to move; default S.
    #[serde(default)]
    pub to_move: Option<SideRaw>,
    /// South's and North's stock; default [0, 0] (the mtaji stage).
    #[serde(default)]
    #[schemars(with = "Option<[u8; 2]>")]
    pub stock: Option<Located<Vec<Located<i64>>>>,
    /// Who still owns his nyumba: SN, S, N or -; default: whoever's holds seeds.
    #[serde(default)]
    pub nyumba: Option<Located<String>>,
    /// A front hole of the player to move blocked by takasia.
    #[serde(default)]
    pub blocked: Option<Located<String>>,
}
