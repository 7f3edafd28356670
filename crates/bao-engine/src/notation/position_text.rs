//! The one-line text form of a position.
//!
//! ```text
//! position = rows " " side *(" " field)
//! rows     = row "/" row "/" row "/" row   ; North back b8..b1, North front a8..a1,
//!                                          ; South front A1..A8, South back B1..B8
//! row      = count 7("," count)            ; left to right as South sees the board
//! count    = n | "O" | "o"                 ; O, as the seeds print it, is an empty hole
//! n        = "0" | "1".."64"               ; no sign, no leading zero (`00`, `07`, `+1` are refused)
//! side     = "S" | "N"                     ; the player to move, a capital letter
//! field    = "stock=" n "," n              ; South's and North's stock (default 0,0)
//!          | "nyumba=" ("SN" | "NS" | "S" | "N" | "-")
//!                                          ; who still owns his nyumba (default: a player owns
//!                                          ; it if the rules have one and it holds seeds)
//!          | "block=" hole                 ; a front hole of the mover blocked by takasia
//! ```
//!
//! Tokens are separated by one or more spaces. Each field is given at most once: a second
//! `stock=`, `nyumba=` or `block=` is an error rather than silently replacing the first.
//!
//! The rows are in the order the published diagrams print them, so a diagram can be copied row by
//! row. The start of Bao la Kiswahili is
//! `0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S stock=22,22 nyumba=SN`.

use std::{error::Error, fmt, str::FromStr};

use super::{grid::parse_count, shown};
use crate::{Board, BySide, Hole, Position, Setup, Side};

/// Error when a position text does not follow the grammar; names what is wrong and its column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePositionError {
    /// The column (1-based, in characters) where the problem starts.
    pub column: usize,
    message: String,
}

impl ParsePositionError {
    fn at(column: usize, message: impl Into<String>) -> ParsePositionError {
        ParsePositionError {
            column,
            message: message.into(),
        }
    }

    /// Gets the message without the column.
    #[must_use]
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at column {}", self.message, self.column)
    }
}

impl Error for ParsePositionError {}

/// Splits on `sep`, giving each piece with its 1-based column within `text` (offset by `base`).
fn pieces(text: &str, sep: char, base: usize) -> impl Iterator<Item = (usize, &str)> {
    let mut col = base;
    text.split(sep).map(move |piece| {
        let here = col;
        col += piece.chars().count() + 1;
        (here, piece)
    })
}

const ROW_NAMES: [&str; 4] = [
    "North's back row",
    "North's front row",
    "South's front row",
    "South's back row",
];

impl FromStr for Setup {
    type Err = ParsePositionError;

    /// Reads the one-line form (see the module docs).
    fn from_str(text: &str) -> Result<Setup, ParsePositionError> {
        let mut tokens = pieces(text, ' ', 1).filter(|(_, t)| !t.is_empty());
        let (col, rows_text) = tokens
            .next()
            .ok_or_else(|| ParsePositionError::at(1, "empty position"))?;
        let mut rows = [[0u8; 8]; 4];
        let row_texts: Vec<_> = pieces(rows_text, '/', col).collect();
        if row_texts.len() != 4 {
            return Err(ParsePositionError::at(
                col,
                format!(
                    "expected 4 rows separated by `/`, found {}",
                    row_texts.len()
                ),
            ));
        }
        for (r, (col, row_text)) in row_texts.into_iter().enumerate() {
            let counts: Vec<_> = pieces(row_text, ',', col).collect();
            if counts.len() != 8 {
                return Err(ParsePositionError::at(
                    col,
                    format!(
                        "{} has {} counts, expected 8 separated by `,`",
                        ROW_NAMES[r],
                        counts.len()
                    ),
                ));
            }
            for (c, (col, count)) in counts.into_iter().enumerate() {
                rows[r][c] = parse_count(count).ok_or_else(|| {
                    ParsePositionError::at(
                        col,
                        format!("`{}` is not a seed count (0 to 64, or O)", shown(count)),
                    )
                })?;
            }
        }
        let mut setup = Setup::from_board(Board::from_printed_rows(rows));
        let (col, side) = tokens.next().ok_or_else(|| {
            ParsePositionError::at(
                text.chars().count() + 1,
                "missing the side to move: add ` S` or ` N`",
            )
        })?;
        setup.to_move = match side {
            "S" => Side::South,
            "N" => Side::North,
            "s" | "n" => {
                return Err(ParsePositionError::at(
                    col,
                    format!("`{side}` is not a side to move: sides are capitals, S or N"),
                ));
            }
            _ => {
                return Err(ParsePositionError::at(
                    col,
                    format!("`{}` is not a side to move: expected S or N", shown(side)),
                ));
            }
        };
        let mut seen: Vec<(&str, usize)> = Vec::new();
        for (col, field) in tokens {
            let (key, value) = field.split_once('=').unwrap_or((field, ""));
            let value_col = col + key.chars().count() + 1;
            if let Some((_, first)) = seen.iter().find(|(k, _)| *k == key) {
                return Err(ParsePositionError::at(
                    col,
                    format!("`{key}=` is given twice (first at column {first}): give it once"),
                ));
            }
            if matches!(key, "stock" | "nyumba" | "block") {
                seen.push((key, col));
            }
            match key {
                "stock" => setup.stock = parse_stock(value, value_col)?,
                "nyumba" => {
                    setup.nyumba = Some(match value {
                        "SN" | "NS" => BySide::new(true, true),
                        "S" => BySide::new(true, false),
                        "N" => BySide::new(false, true),
                        "-" => BySide::new(false, false),
                        _ => {
                            return Err(ParsePositionError::at(
                                value_col,
                                format!(
                                    "`{}` is not a nyumba owner: expected SN, S, N or -",
                                    shown(value)
                                ),
                            ));
                        }
                    });
                }
                "block" => {
                    setup.blocked = Some(
                        value
                            .parse::<Hole>()
                            .map_err(|e| ParsePositionError::at(value_col, e.to_string()))?,
                    );
                }
                _ => {
                    return Err(ParsePositionError::at(
                        col,
                        format!(
                            "unknown field `{}`: expected stock=S,N, nyumba=SN|S|N|- or block=HOLE",
                            shown(field)
                        ),
                    ));
                }
            }
        }
        Ok(setup)
    }
}

fn parse_stock(value: &str, col: usize) -> Result<BySide<u8>, ParsePositionError> {
    let bad = || {
        ParsePositionError::at(
            col,
            format!(
                "`{}` is not a stock: expected two counts from 0 to 64 such as 22,22",
                shown(value)
            ),
        )
    };
    let (south, north) = value.split_once(',').ok_or_else(bad)?;
    let count = |s: &str| match s {
        "O" | "o" => Err(bad()),
        _ => parse_count(s).ok_or_else(bad),
    };
    Ok(BySide::new(count(south)?, count(north)?))
}

/// Writes a position in the one-line form, with every field spelt out.
#[must_use]
pub fn write(position: &Position) -> String {
    let rows: Vec<String> = position
        .board()
        .printed_rows()
        .iter()
        .map(|row| {
            row.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(",")
        })
        .collect();
    let stock = position.stock();
    let nyumba = match (position.nyumba().south, position.nyumba().north) {
        (true, true) => "SN",
        (true, false) => "S",
        (false, true) => "N",
        (false, false) => "-",
    };
    let mut out = format!(
        "{} {} stock={},{} nyumba={nyumba}",
        rows.join("/"),
        position.to_move().letter(),
        stock.south,
        stock.north
    );
    if let Some(hole) = position.blocked() {
        out.push_str(&format!(" block={hole}"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rules;

    const START: &str =
        "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S stock=22,22 nyumba=SN";

    #[test]
    fn start_round_trips() {
        let setup: Setup = START.parse().unwrap();
        assert_eq!(setup, Setup::start(&Rules::KISWAHILI));
        assert_eq!(
            write(&setup.into_position(Rules::KISWAHILI).unwrap()),
            START
        );
    }

    #[test]
    fn errors_name_the_column() {
        let err = "0,0,0,0,0,0,0,0/0,2,2,x,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S"
            .parse::<Setup>()
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "`x` is not a seed count (0 to 64, or O) at column 23"
        );
        let err = "0,0,0,0,0,0,0,0/0,2,2,6,0,0,0,0/0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 S block=A9"
            .parse::<Setup>()
            .unwrap_err();
        assert_eq!(err.column, 73);
        assert!(
            "0,0/0 S"
                .parse::<Setup>()
                .unwrap_err()
                .to_string()
                .starts_with("expected 4 rows")
        );
        assert!(START.replace(" S ", " X ").parse::<Setup>().is_err());
    }

    #[test]
    fn a_field_given_twice_is_an_error() {
        for (second, first_col, col) in [
            (" stock=1,1", 67, 89),
            (" nyumba=S", 79, 89),
            (" block=A3 block=A4", 0, 0),
        ] {
            let text = format!("{START}{second}");
            let err = text.parse::<Setup>().unwrap_err();
            let key = second.trim_start().split('=').next().unwrap();
            assert!(
                err.message()
                    .starts_with(&format!("`{key}=` is given twice")),
                "{text}: {err}"
            );
            if first_col > 0 {
                assert_eq!(err.column, col, "{err}");
                assert!(
                    err.message()
                        .contains(&format!("first at column {first_col}"))
                );
            }
        }
    }

    #[test]
    fn counts_have_no_sign_or_leading_zero() {
        for bad in ["00", "07", "+1", "-0", "065", " 1"] {
            let text = START.replacen("6,0,0,0,0/", &format!("{bad},0,0,0,0/"), 1);
            assert!(text.parse::<Setup>().is_err(), "{text}");
        }
        for bad in ["+1,22", "22,00", "O,0", "22,65", "22", "22,22,22"] {
            let text = START.replace("stock=22,22", &format!("stock={bad}"));
            let err = text.parse::<Setup>().unwrap_err();
            assert!(err.message().contains("is not a stock"), "{text}: {err}");
        }
        let ok = START.replacen("6,0,0,0,0/", "64,o,O,10,0/", 1);
        assert!(ok.parse::<Setup>().is_ok());
    }

    #[test]
    fn the_side_is_a_capital_letter() {
        let err = START.replace(" S ", " s ").parse::<Setup>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "`s` is not a side to move: sides are capitals, S or N at column 65"
        );
        assert!(START.replace(" S ", " n ").parse::<Setup>().is_err());
    }

    #[test]
    fn control_characters_are_not_echoed() {
        let err = START
            .replace("stock=22,22", "stock=\u{1b}[31m")
            .replace("\\u{1b}", "\u{1b}")
            .parse::<Setup>()
            .unwrap_err();
        assert!(!err.to_string().contains('\u{1b}'), "{err}");
        assert!(err.to_string().contains("\\u{1b}[31m"), "{err}");
    }
}
