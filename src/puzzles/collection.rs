//! The puzzle collection file: one puzzle per line of a CSV file, read into [`Collection`] with
//! every bad row reported at its line and field, and written back by [`write`].
//!
//! ```text
//! id,rules,position,line,wins_in,themes,rating,game
//! K00001,kiswahili,"0,0,…/… S stock=0,0 nyumba=-",A3L a5R* A2R,2,kichwa mtaji,1250,selfplay seed=1 game=4 ply=61 levels=2v5
//! ```
//!
//! Reading checks the form of each row (an id like `K00042` whose letter matches the rules, a
//! position, a line of legal moves, themes by name, numbers); what the row claims (the least
//! win, the one first move, the line, the themes) is proved by `bao check`
//! ([`super::verify`]).

mod refusal;

use std::{fmt, path::Path, str::FromStr};

use refusal::resolve_message;

use crate::{
    engine::{
        Move, Position, Rules, Setup,
        notation::{MoveText, shown},
    },
    search::{params::MAX_PROOF_TURNS, theme::Theme},
};

use super::csv::{Field, quote, split};

/// The header line, the fields in order.
pub const HEADER: [&str; 8] = [
    "id", "rules", "position", "line", "wins_in", "themes", "rating", "game",
];

/// One puzzle of a collection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Its id: `K` (Kiswahili) or `J` (Kujifunza) and five digits.
    pub id: String,
    /// The line of the file it was read from (1-based; the header is line 1).
    pub row: usize,
    /// The position, the winner to move.
    pub position: Position,
    /// The solution: the winning first move, the longest defence, ... ending with the move that
    /// ends the game.
    pub line: Vec<Move>,
    /// The least number of the mover's turns he wins in.
    pub wins_in: u32,
    /// What the solution shows.
    pub themes: Vec<Theme>,
    /// How hard it is, on a scale like lichess's.
    pub rating: u32,
    /// Where it came from.
    pub game: String,
}

/// A puzzle collection, in the order of its file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Collection {
    /// The puzzles.
    pub puzzles: Vec<Puzzle>,
}

/// A fault in a collection file: where, and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowError {
    /// The line (1-based).
    pub line: usize,
    /// The column (1-based, in characters).
    pub column: usize,
    /// The byte offset in the file.
    pub offset: usize,
    /// The length in bytes of the text at fault (0: a point).
    pub len: usize,
    /// The field at fault, if one is.
    pub field: Option<&'static str>,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for RowError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self.field {
            Some(field) => crate::t!(
                "check-row-fault-in-field",
                line = self.line,
                column = self.column,
                field = field,
                message = self.message.as_str()
            ),
            None => crate::t!(
                "check-row-fault",
                line = self.line,
                column = self.column,
                message = self.message.as_str()
            ),
        };
        f.write_str(&text)
    }
}

/// Error when a collection file cannot be read: every fault found, in file order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CollectionError {
    /// The faults (at least one).
    pub faults: Vec<RowError>,
}

impl fmt::Display for CollectionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, fault) in self.faults.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            fault.fmt(f)?;
        }
        Ok(())
    }
}

impl std::error::Error for CollectionError {}

/// Gets the collection that comes with bao, found as its built-in lessons are.
#[must_use]
pub fn built_in_path() -> &'static Path {
    Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/lessons/puzzles/puzzles.csv"
    ))
}

/// Reads the collection that comes with bao.
///
/// # Errors
/// Returns the faults of the file, or one fault at line 0 when it cannot be read.
pub fn built_in() -> Result<Collection, CollectionError> {
    let text = std::fs::read_to_string(built_in_path()).map_err(|err| CollectionError {
        faults: vec![RowError {
            line: 0,
            column: 0,
            offset: 0,
            len: 0,
            field: None,
            message: crate::t!("check-row-built-in-unreadable", reason = err.to_string()),
        }],
    })?;
    parse(&text)
}

/// Reads a collection: a header line, then one puzzle per line (blank lines are skipped).
///
/// # Errors
/// Returns every fault found: a missing or wrong header, no puzzles, a row with the wrong number
/// of fields or a bad field, a repeated id.
pub fn parse(text: &str) -> Result<Collection, CollectionError> {
    let mut faults = Vec::new();
    let mut puzzles: Vec<Puzzle> = Vec::new();
    let mut offset = 0;
    let mut header_seen = false;
    for (index, raw) in text.split_inclusive('\n').enumerate() {
        let line = index + 1;
        let content = raw.strip_suffix('\n').unwrap_or(raw);
        let content = content.strip_suffix('\r').unwrap_or(content);
        let at = offset;
        offset += raw.len();
        if !header_seen {
            header_seen = true;
            if let Some(fault) = header_fault(content, at) {
                faults.push(fault);
                return Err(CollectionError { faults });
            }
            continue;
        }
        if content.trim().is_empty() {
            continue;
        }
        let mut row = Row {
            line,
            at,
            faults: &mut faults,
        };
        if let Some(puzzle) = row.read(content) {
            if let Some(first) = puzzles.iter().find(|p| p.id == puzzle.id) {
                let message = crate::t!(
                    "check-row-id-twice",
                    id = puzzle.id.as_str(),
                    line = first.row
                );
                row.fault_at(0, puzzle.id.len(), Some("id"), message);
            } else {
                puzzles.push(puzzle);
            }
        }
    }
    if !header_seen {
        faults.push(RowError {
            line: 1,
            column: 1,
            offset: 0,
            len: 0,
            field: None,
            message: crate::t!("check-row-file-empty", header = HEADER.join(",")),
        });
    } else if puzzles.is_empty() && faults.is_empty() {
        faults.push(RowError {
            line: 1,
            column: 1,
            offset: 0,
            len: text.lines().next().map_or(0, str::len),
            field: None,
            message: crate::t!("check-row-no-puzzles"),
        });
    }
    if faults.is_empty() {
        Ok(Collection { puzzles })
    } else {
        Err(CollectionError { faults })
    }
}

/// Checks the header line.
fn header_fault(content: &str, at: usize) -> Option<RowError> {
    let found: Vec<&str> = content.split(',').map(str::trim).collect();
    if found == HEADER {
        return None;
    }
    Some(RowError {
        line: 1,
        column: 1,
        offset: at,
        len: content.len(),
        field: None,
        message: crate::t!(
            "check-row-header",
            header = HEADER.join(","),
            found = shown(content)
        ),
    })
}

/// One row being read: its place, and where its faults go.
struct Row<'a> {
    line: usize,
    at: usize,
    faults: &'a mut Vec<RowError>,
}

impl Row<'_> {
    /// Notes a fault `len` bytes long at byte `offset` of the row.
    fn fault_at(
        &mut self,
        offset: usize,
        len: usize,
        field: Option<&'static str>,
        message: String,
    ) {
        self.faults.push(RowError {
            line: self.line,
            column: offset + 1,
            offset: self.at + offset,
            len,
            field,
            message,
        });
    }

    /// Notes a fault in a field at `(column, width)`: the `width` characters from `column`
    /// (1-based) of its value, or the rest of the value when `width` is 0.
    fn fault_in(&mut self, field: &Field, name: &'static str, at: (usize, usize), message: String) {
        let (column, width) = at;
        let quoted = usize::from(field.len > field.value.len());
        let skip: usize = field
            .value
            .chars()
            .take(column.saturating_sub(1))
            .map(char::len_utf8)
            .sum();
        self.faults.push(RowError {
            line: self.line,
            column: field.column + quoted + column.saturating_sub(1),
            offset: self.at + field.offset + quoted + skip,
            len: if width == 0 {
                field.value.len() - skip
            } else {
                field.value[skip..]
                    .chars()
                    .take(width.max(1))
                    .map(char::len_utf8)
                    .sum()
            },
            field: Some(name),
            message,
        });
    }

    /// Reads the row's puzzle, noting every fault found.
    fn read(&mut self, content: &str) -> Option<Puzzle> {
        let fields = match split(content) {
            Ok(fields) => fields,
            Err(err) => {
                let column = err.column;
                self.faults.push(RowError {
                    line: self.line,
                    column,
                    offset: self.at + err.offset,
                    len: 1,
                    field: None,
                    message: err.message(),
                });
                return None;
            }
        };
        if fields.len() != HEADER.len() {
            let message = crate::t!(
                "check-row-field-count",
                count = fields.len(),
                expected = HEADER.len(),
                header = HEADER.join(",")
            );
            self.fault_at(0, content.len(), None, message);
            return None;
        }
        let before = self.faults.len();
        let [id, rules, position, line, wins_in, themes, rating, game] =
            <[Field; 8]>::try_from(fields).ok()?;
        let rules = self.rules(&rules);
        let id = self.id(&id, rules);
        let position = rules.and_then(|r| self.position(&position, r));
        let line = position.and_then(|p| self.line(&line, &p));
        let wins_in = self.number(&wins_in, "wins_in", 1..=MAX_PROOF_TURNS);
        let themes = self.themes(&themes);
        let rating = self.number(&rating, "rating", 0..=u32::MAX);
        if self.faults.len() > before {
            return None;
        }
        Some(Puzzle {
            id: id?,
            row: self.line,
            position: position?,
            line: line?,
            wins_in: wins_in?,
            themes: themes?,
            rating: rating?,
            game: game.value,
        })
    }

    fn rules(&mut self, field: &Field) -> Option<Rules> {
        match field.value.as_str() {
            "kiswahili" => Some(Rules::KISWAHILI),
            "kujifunza" => Some(Rules::KUJIFUNZA),
            other => {
                let message = crate::t!("check-row-rules", rules = shown(other));
                self.fault_in(field, "rules", (1, 0), message);
                None
            }
        }
    }

    fn id(&mut self, field: &Field, rules: Option<Rules>) -> Option<String> {
        let value = &field.value;
        let letter = value.chars().next();
        let digits = value.get(1..).unwrap_or("");
        let good = matches!(letter, Some('K' | 'J'))
            && digits.len() == 5
            && digits.bytes().all(|b| b.is_ascii_digit());
        if !good {
            let message = crate::t!("check-row-id-bad", id = shown(value));
            self.fault_in(field, "id", (1, 0), message);
            return None;
        }
        let expected = match rules {
            Some(r) if r == Rules::KUJIFUNZA => 'J',
            Some(_) => 'K',
            None => return Some(value.clone()),
        };
        if letter != Some(expected) {
            let message = crate::t!(
                "check-row-id-letter",
                rules = rules.map_or(String::new(), |r| r.to_string()),
                letter = expected
            );
            self.fault_in(field, "id", (1, 0), message);
            return None;
        }
        Some(value.clone())
    }

    fn position(&mut self, field: &Field, rules: Rules) -> Option<Position> {
        let setup = match Setup::from_str(&field.value) {
            Ok(setup) => setup,
            Err(err) => {
                self.fault_in(field, "position", (err.column, 1), err.message().to_owned());
                return None;
            }
        };
        match setup.into_position(rules) {
            Ok(position) => Some(position),
            Err(err) => {
                self.fault_in(field, "position", (1, 0), err.to_string());
                None
            }
        }
    }

    fn line(&mut self, field: &Field, start: &Position) -> Option<Vec<Move>> {
        if field.value.is_empty() {
            self.fault_in(field, "line", (1, 0), crate::t!("check-row-line-empty"));
            return None;
        }
        let mut at = *start;
        let mut moves = Vec::new();
        let mut column = 1;
        let mut over = false;
        for token in field.value.split(' ') {
            let here = column;
            column += token.chars().count() + 1;
            if token.is_empty() {
                self.fault_in(field, "line", (here, 1), crate::t!("check-row-line-spaces"));
                return None;
            }
            if over {
                let message = crate::t!("check-row-line-after-end", mv = shown(token));
                self.fault_in(field, "line", (here, token.chars().count()), message);
                return None;
            }
            let resolved = MoveText::from_str(token)
                .map_err(|err| err.to_string())
                .and_then(|text| {
                    text.resolve(&at)
                        .map_err(|err| resolve_message(token, &err, moves.len() + 1))
                });
            let mv = match resolved {
                Ok(mv) => mv,
                Err(message) => {
                    self.fault_in(field, "line", (here, token.chars().count()), message);
                    return None;
                }
            };
            let Ok(played) = at.play(mv) else { return None };
            over = played.outcome.is_some();
            at = played.position;
            moves.push(mv);
        }
        Some(moves)
    }

    fn number(
        &mut self,
        field: &Field,
        name: &'static str,
        range: std::ops::RangeInclusive<u32>,
    ) -> Option<u32> {
        match field.value.parse::<u32>() {
            Ok(n) if range.contains(&n) && !field.value.starts_with('+') => Some(n),
            _ => {
                let message = if *range.end() == u32::MAX {
                    crate::t!(
                        "check-row-number-at-least",
                        value = shown(&field.value),
                        name = name,
                        least = *range.start()
                    )
                } else {
                    crate::t!(
                        "check-row-number-range",
                        value = shown(&field.value),
                        name = name,
                        least = *range.start(),
                        most = *range.end()
                    )
                };
                self.fault_in(field, name, (1, 0), message);
                None
            }
        }
    }

    fn themes(&mut self, field: &Field) -> Option<Vec<Theme>> {
        let mut themes = Vec::new();
        let mut column = 1;
        for name in field.value.split(' ') {
            let here = column;
            column += name.chars().count() + 1;
            if name.is_empty() && field.value.is_empty() {
                break;
            }
            match Theme::from_name(name) {
                Some(theme) => themes.push(theme),
                None => {
                    let known: Vec<&str> = Theme::ALL.iter().map(|t| t.name()).collect();
                    let message = crate::t!(
                        "check-row-theme",
                        theme = shown(name),
                        themes = known.join(", ")
                    );
                    self.fault_in(field, "themes", (here, name.chars().count()), message);
                    return None;
                }
            }
        }
        Some(themes)
    }
}

/// Writes a collection: the header, then one line per puzzle.
#[must_use]
pub fn write(collection: &Collection) -> String {
    let mut out = HEADER.join(",");
    out.push('\n');
    for puzzle in &collection.puzzles {
        out.push_str(&row(puzzle));
        out.push('\n');
    }
    out
}

/// Writes one puzzle as a line (without the line break).
#[must_use]
pub fn row(puzzle: &Puzzle) -> String {
    let line: Vec<String> = puzzle.line.iter().map(ToString::to_string).collect();
    let themes: Vec<&str> = puzzle.themes.iter().map(|t| t.name()).collect();
    [
        puzzle.id.clone(),
        puzzle.position.rules().to_string(),
        crate::engine::notation::position_text::write(&puzzle.position),
        line.join(" "),
        puzzle.wins_in.to_string(),
        themes.join(" "),
        puzzle.rating.to_string(),
        puzzle.game.clone(),
    ]
    .iter()
    .map(|f| quote(f))
    .collect::<Vec<_>>()
    .join(",")
}

#[cfg(test)]
mod tests;
