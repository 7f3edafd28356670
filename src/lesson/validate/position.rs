//! Positions, moves and holes as written, resolved against the engine.

use super::{Ctx, Located, Span, locate_in};
use crate::{
    engine::{BySide, Hole, Move, Position, Rules, Setup, Side, notation::MoveText},
    lesson::{
        keys::{did_you_mean, nearest_holes, one_of},
        model::{Compare, ExpectedPosition},
        schema::{GridRaw, PositionRaw, SideRaw},
    },
};

/// Checks if text is a diagram id rather than a one-line position.
pub(super) fn is_id(text: &str) -> bool {
    !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

const HOLES_HELP: &str = "holes are A1..A8 and B1..B8 (South), a1..a8 and b1..b8 (North)";

impl Ctx<'_> {
    /// Resolves a position: a diagram id, the one-line form or a grid. Gives the position with
    /// the facts a comparison with it looks at: the board alone for a diagram (published diagrams
    /// print nothing else), everything for the one-line form, and for a grid the facts it gives.
    pub(super) fn position(
        &mut self,
        raw: &Located<PositionRaw>,
        rules: Rules,
    ) -> Option<ExpectedPosition> {
        match &raw.value {
            // As on the command line, `start` is the start of the game under the lesson's rules.
            PositionRaw::Text(text) if text == "start" => Some(ExpectedPosition {
                position: Position::start(rules),
                compare: Compare::ALL,
                name: "the start of the game".to_owned(),
                title: None,
            }),
            PositionRaw::Text(text) if is_id(text) => self.diagram_position(text, raw.at),
            PositionRaw::Text(text) => {
                let setup = match text.parse::<Setup>() {
                    Ok(setup) => setup,
                    Err(err) => {
                        let offset = byte_of_column(text, err.column);
                        let token = text[offset..].split([' ', ',', '/']).next().unwrap_or("");
                        let at = locate_in(self.source, raw.at, text, offset, token.len().max(1));
                        self.error(
                            at,
                            format!("invalid one-line position: {}", err.message()),
                            "here",
                            Some("rows are North back b8..b1 / North front a8..a1 / South front A1..A8 / South back B1..B8, then S or N, then optional stock=S,N nyumba=SN|S|N|- block=HOLE".to_owned()),
                        );
                        return None;
                    }
                };
                self.checked_position(setup, rules, raw.at)
                    .map(|position| ExpectedPosition {
                        position,
                        compare: Compare::ALL,
                        name: "the one-line position".to_owned(),
                        title: None,
                    })
            }
            PositionRaw::Grid(grid) => self.grid_position(grid, rules, raw.at),
        }
    }

    fn diagram_position(&mut self, id: &str, at: Span) -> Option<ExpectedPosition> {
        if let Some((position, title)) = self.diagrams.positions.get(id) {
            return Some(ExpectedPosition {
                position: *position,
                compare: Compare::default(),
                name: id.to_owned(),
                title: Some(title.clone()),
            });
        }
        if let Some(file) = self.diagrams.broken.get(id) {
            let file = file.to_string_lossy().replace('\\', "/");
            self.error(
                at,
                format!("diagram `{id}` has problems of its own"),
                "this diagram",
                Some(format!("fix {file} first (`bao check {file}`)")),
            );
            return None;
        }
        let known = self.diagrams.positions.keys().map(String::as_str);
        let help = match did_you_mean(id, known) {
            Some(close) => format!("did you mean `{close}`? a diagram's id is its file name in diagrams/ without `.yaml`"),
            None => "a diagram's id is its file name in diagrams/ without `.yaml`; a one-line position has `/` between rows".to_owned(),
        };
        self.error(
            at,
            format!("no diagram `{id}`"),
            "unknown diagram",
            Some(help),
        );
        None
    }

    fn grid_position(&mut self, raw: &GridRaw, rules: Rules, at: Span) -> Option<ExpectedPosition> {
        let grid = &raw.grid;
        let board = match crate::engine::notation::grid::parse(&grid.value) {
            Ok(board) => Some(board),
            Err(err) => {
                let line_start = line_offset(&grid.value, err.line);
                let line_text = grid.value[line_start..].lines().next().unwrap_or("");
                let (offset, len) = if err.message().starts_with("a grid has") {
                    (0, 0)
                } else if err.column > 1 || err.message().contains("seed count") {
                    let col = byte_of_column(line_text, err.column);
                    let token = line_text[col..].split(['|', ' ']).next().unwrap_or("");
                    (line_start + col, token.len())
                } else {
                    let indent = line_text.len() - line_text.trim_start().len();
                    (line_start + indent, line_text.trim().len())
                };
                let span = if len == 0 {
                    grid.at
                } else {
                    locate_in(self.source, grid.at, &grid.value, offset, len)
                };
                self.error(
                    span,
                    format!("invalid grid: {}", err.message()),
                    "here",
                    Some("a grid is 4 rows of 8 counts from 0 to 64, `O` or `0` for an empty hole, as in `| O | 3 | 1 | 8 | O | 2 | 5 | 6 |`".to_owned()),
                );
                None
            }
        };
        let mut setup = Setup::from_board(board.unwrap_or_default());
        let mut compare = Compare::default();
        if let Some(side) = raw.to_move {
            setup.to_move = match side {
                SideRaw::S => Side::South,
                SideRaw::N => Side::North,
            };
            compare.to_move = true;
        }
        let mut ok = board.is_some();
        if let Some(stock) = &raw.stock {
            compare.stock = true;
            match self.stock(stock) {
                Some(s) => setup.stock = s,
                None => ok = false,
            }
        }
        if let Some(nyumba) = &raw.nyumba {
            compare.nyumba = true;
            setup.nyumba = Some(match nyumba.value.as_str() {
                "SN" | "NS" => BySide::new(true, true),
                "S" => BySide::new(true, false),
                "N" => BySide::new(false, true),
                "-" => BySide::new(false, false),
                other => {
                    self.error(
                        nyumba.at,
                        format!("`{other}` is not a nyumba owner"),
                        "not SN, S, N or -",
                        Some("write SN (both own theirs), S, N, or - (nobody)".to_owned()),
                    );
                    ok = false;
                    BySide::default()
                }
            });
        }
        if let Some(blocked) = &raw.blocked {
            compare.blocked = true;
            setup.blocked = self.hole(blocked);
            ok &= setup.blocked.is_some();
        }
        if !ok {
            return None;
        }
        self.checked_position(setup, rules, at)
            .map(|position| ExpectedPosition {
                position,
                compare,
                name: "the grid".to_owned(),
                title: None,
            })
    }

    fn stock(&mut self, stock: &Located<Vec<Located<i64>>>) -> Option<BySide<u8>> {
        if stock.value.len() != 2 {
            self.error(
                stock.at,
                format!("a stock has 2 counts, found {}", stock.value.len()),
                "here",
                Some("write `[South's, North's]`, e.g. `[1, 1]`".to_owned()),
            );
            return None;
        }
        let mut counts = [0u8; 2];
        let mut ok = true;
        for (count, raw) in counts.iter_mut().zip(&stock.value) {
            match u8::try_from(raw.value).ok().filter(|n| *n <= 64) {
                Some(n) => *count = n,
                None => {
                    self.out_of_range(raw, "a stock", "a stock holds 0 to 64 seeds");
                    ok = false;
                }
            }
        }
        ok.then(|| BySide::new(counts[0], counts[1]))
    }

    /// Notes a count out of its range.
    pub(super) fn out_of_range(&mut self, count: &Located<i64>, what: &str, range: &str) {
        self.error(
            count.at,
            format!("{} is out of range for {what}", count.value),
            "out of range",
            Some(range.to_owned()),
        );
    }

    fn checked_position(&mut self, setup: Setup, rules: Rules, at: Span) -> Option<Position> {
        setup
            .into_position(rules)
            .map_err(|err| {
                self.error(at, format!("not a position: {err}"), "this position", None);
            })
            .ok()
    }

    /// Reads a hole name.
    pub(super) fn hole(&mut self, text: &Located<String>) -> Option<Hole> {
        text.value
            .parse()
            .map_err(|_| {
                self.error(
                    text.at,
                    format!("unknown hole `{}`", text.value),
                    "not a hole",
                    Some(with_near(&nearest_holes(&text.value), HOLES_HELP)),
                );
            })
            .ok()
    }

    /// Reads move text without a position.
    pub(super) fn move_text(&mut self, text: &Located<String>) -> Option<MoveText> {
        self.move_text_in(text, None)
    }

    /// Reads move text; a did-you-mean suggests only moves legal in `position`, when given.
    fn move_text_in(
        &mut self,
        text: &Located<String>,
        position: Option<&Position>,
    ) -> Option<MoveText> {
        text.value
            .parse::<MoveText>()
            .map_err(|err| {
                let offset = byte_of_column(&text.value, err.column);
                let at = locate_in(
                    self.source,
                    text.at,
                    &text.value,
                    offset,
                    err.token.len().max(1),
                );
                let unknown_hole = err.column == 1;
                let help = if unknown_hole {
                    let rest = text.value.get(err.token.len()..).unwrap_or("");
                    let legal = |mv: &String| {
                        position.is_none_or(|p| {
                            mv.parse::<MoveText>().is_ok_and(|m| m.resolve(p).is_ok())
                        })
                    };
                    let near: Vec<String> = nearest_holes(&err.token)
                        .into_iter()
                        .map(|h| format!("{h}{rest}"))
                        .filter(legal)
                        .collect();
                    let help = format!("a move starts with one of the mover's holes: {HOLES_HELP}");
                    with_near(&near, &help)
                } else {
                    "write e.g. `A5L`, `A5R>`, `A6L*` or `A4<`, `A3>+`, `A6<*`".to_owned()
                };
                let message = if unknown_hole {
                    format!("unknown hole `{}` in move `{}`", err.token, text.value)
                } else {
                    err.to_string()
                };
                self.error(at, message, "here", Some(help));
            })
            .ok()
    }

    /// Reads a move and finds the legal move it names in `position`.
    pub(super) fn legal_move(
        &mut self,
        text: &Located<String>,
        position: &Position,
    ) -> Option<Move> {
        let mv = self.move_text_in(text, Some(position))?;
        mv.resolve(position)
            .map_err(|err| {
                let reason = err.reason().unwrap_or("it is not one of the legal moves");
                let legal: Vec<String> = err.legal().iter().map(ToString::to_string).collect();
                let help = if legal.is_empty() {
                    "there is no legal move here: the game is over".to_owned()
                } else {
                    format!("the legal moves here are {}", legal.join(" "))
                };
                self.error(
                    text.at,
                    format!("`{}` is not legal here: {reason}", text.value),
                    "illegal move",
                    Some(help),
                );
            })
            .ok()
    }
}

/// Puts a did-you-mean before a help line when there are suggestions.
fn with_near(suggestions: &[String], help: &str) -> String {
    if suggestions.is_empty() {
        help.to_owned()
    } else {
        format!("did you mean {}? {help}", one_of(suggestions))
    }
}

/// Gets the byte offset of a 1-based character column.
fn byte_of_column(text: &str, column: usize) -> usize {
    text.char_indices()
        .nth(column.saturating_sub(1))
        .map_or(text.len(), |(i, _)| i)
}

/// Gets the byte offset where 1-based line `line` starts.
fn line_offset(text: &str, line: usize) -> usize {
    let mut offset = 0;
    for _ in 1..line {
        match text[offset..].find('\n') {
            Some(i) => offset += i + 1,
            None => return offset,
        }
    }
    offset
}
