//! The grid form of the seed diagrams: four lines of eight counts, printed from South's seat.
//!
//! ```text
//! | O | O | O | O | O | O | O | O |     North's back row, b8 … b1
//! | 1 | O | 1 | 8 | O | 2 | O | O |     North's front row, a8 … a1
//! | 1 | 1 | 1 | O | 8 | O | O | O |     South's front row, A1 … A8
//! | O | O | O | O | O | O | O | O |     South's back row, B1 … B8
//! ```
//!
//! Cells are separated by `|` or spaces; `O` (as the seeds print it), `o` and `0` all mean an
//! empty hole. A count is 0 to 64 with no sign or leading zero (`07` and `+1` are refused). Blank
//! lines before and after are ignored.

use std::{error::Error, fmt};

use crate::Board;

/// Error when a grid is not four rows of eight counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseGridError {
    /// The line of the grid text (1-based) where the problem is.
    pub line: usize,
    /// The column (1-based, in characters) where the problem is.
    pub column: usize,
    message: String,
}

impl fmt::Display for ParseGridError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} (line {}, column {})",
            self.message, self.line, self.column
        )
    }
}

impl ParseGridError {
    /// Gets the message without the location.
    #[must_use]
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl Error for ParseGridError {}

const ROW_NAMES: [&str; 4] = [
    "North's back row (b8..b1)",
    "North's front row (a8..a1)",
    "South's front row (A1..A8)",
    "South's back row (B1..B8)",
];

/// Reads a grid into a board.
///
/// # Errors
/// Returns where the grid has a row that is not eight counts, a count that is not a number from 0
/// to 64, or other than four rows.
pub fn parse(text: &str) -> Result<Board, ParseGridError> {
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .filter(|(_, l)| !l.trim().is_empty())
        .collect();
    if lines.len() != 4 {
        let line = lines
            .get(4)
            .map_or(text.lines().count().max(1), |(n, _)| *n);
        return Err(ParseGridError {
            line,
            column: 1,
            message: format!("a grid has 4 rows, found {}", lines.len()),
        });
    }
    let mut rows = [[0u8; 8]; 4];
    for (r, (line, text)) in lines.iter().enumerate() {
        let cells = cells(text);
        if cells.len() != 8 {
            return Err(ParseGridError {
                line: *line,
                column: 1,
                message: format!("{} has {} counts, expected 8", ROW_NAMES[r], cells.len()),
            });
        }
        for (c, (column, cell)) in cells.into_iter().enumerate() {
            rows[r][c] = parse_count(cell).ok_or_else(|| ParseGridError {
                line: *line,
                column,
                message: format!(
                    "`{}` is not a seed count: write a number from 0 to 64, or O for none",
                    super::shown(cell)
                ),
            })?;
        }
    }
    Ok(Board::from_printed_rows(rows))
}

/// Reads one hole's count: a number from 0 to 64 written without sign or leading zero, or
/// `O`/`o` for an empty hole.
pub(crate) fn parse_count(cell: &str) -> Option<u8> {
    match cell.as_bytes() {
        b"O" | b"o" => Some(0),
        [b'0'] => Some(0),
        [b'1'..=b'9'] | [b'1'..=b'9', b'0'..=b'9'] => cell.parse().ok().filter(|n| *n <= 64),
        _ => None,
    }
}

/// Splits a grid line into its cells, with the 1-based column where each starts.
fn cells(line: &str) -> Vec<(usize, &str)> {
    let mut cells = Vec::new();
    let mut start = None;
    for (i, ch) in line.char_indices().chain([(line.len(), ' ')]) {
        let separator = ch == '|' || ch.is_whitespace();
        match (separator, start) {
            (true, Some(s)) => {
                cells.push((line[..s].chars().count() + 1, &line[s..i]));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    cells
}

/// Writes a board as a grid in the seeds' style, with `O` for an empty hole.
#[must_use]
pub fn write(board: &Board) -> String {
    let rows = board.printed_rows();
    let width = if rows.iter().flatten().any(|&n| n >= 10) {
        2
    } else {
        1
    };
    let mut out = String::new();
    for row in rows {
        for count in row {
            let cell = if count == 0 {
                "O".to_owned()
            } else {
                count.to_string()
            };
            out.push_str(&format!("| {cell:>width$} "));
        }
        out.push_str("|\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const DIAGRAM_7: &str = "\
| O | O | O | O | O | O | O | O |
| 1 | O | 1 | 8 | O | 2 | O | O |
| 1 | 1 | 1 | O | 8 | O | O | O |
| O | O | O | O | O | O | O | O |
";

    #[test]
    fn seed_diagrams_round_trip() {
        let board = parse(DIAGRAM_7).unwrap();
        assert_eq!(board.get("a5".parse().unwrap()), 8);
        assert_eq!(board.get("A5".parse().unwrap()), 8);
        assert_eq!(write(&board), DIAGRAM_7);
    }

    #[test]
    fn errors_point_at_the_cell() {
        let bad = DIAGRAM_7.replace("| 1 | 1 | 1 |", "| 1 | x | 1 |");
        let err = parse(&bad).unwrap_err();
        assert_eq!((err.line, err.column), (3, 7));
        assert!(err.to_string().starts_with("`x` is not a seed count"));
        let short = DIAGRAM_7.replace("| 1 | 1 | 1 | O |", "| 1 | 1 | 1 |");
        assert_eq!(
            parse(&short).unwrap_err().message(),
            "South's front row (A1..A8) has 7 counts, expected 8"
        );
        assert_eq!(
            parse("| 1 |").unwrap_err().message(),
            "a grid has 4 rows, found 1"
        );
        assert!(parse(&DIAGRAM_7.replace("| 8 | O | O | O |", "| 99 | O | O | O |")).is_err());
    }
}
