//! Positions, moves and holes as written, resolved against the engine.

use super::{Ctx, Located, Span, locate_in};
use crate::{
    engine::{BySide, Hole, Move, Position, Rules, Setup, Side, notation::MoveText},
    lesson::{
        keys::{did_you_mean, nearest_holes, one_of},
        model::{Compare, ExpectedPosition},
        schema::{GridRaw, PositionRaw, SideRaw},
    },
    t,
};

/// Checks if text is a diagram id rather than a one-line position.
pub(super) fn is_id(text: &str) -> bool {
    !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

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
                name: t!("check-name-start"),
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
                            t!(
                                "check-one-line-invalid",
                                reason =
                                    crate::render::position_error::position_message(err.message())
                            ),
                            &t!("check-here-label"),
                            Some(t!("check-one-line-help")),
                        );
                        return None;
                    }
                };
                self.checked_position(setup, rules, raw.at)
                    .map(|position| ExpectedPosition {
                        position,
                        compare: Compare::ALL,
                        name: t!("check-name-one-line"),
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
                t!("check-diagram-broken", id = id),
                &t!("check-diagram-broken-label"),
                Some(t!("check-diagram-broken-help", file = file)),
            );
            return None;
        }
        let known = self.diagrams.positions.keys().map(String::as_str);
        let help = match did_you_mean(id, known) {
            Some(close) => t!("check-diagram-unknown-help-near", near = close),
            None => t!("check-diagram-unknown-help"),
        };
        self.error(
            at,
            t!("check-diagram-unknown", id = id),
            &t!("check-diagram-unknown-label"),
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
                    t!(
                        "check-grid-invalid",
                        reason = crate::render::position_error::grid_message(err.message())
                    ),
                    &t!("check-here-label"),
                    Some(t!("check-grid-help")),
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
                        t!("check-nyumba-owner", text = other),
                        &t!("check-nyumba-owner-label"),
                        Some(t!("check-nyumba-owner-help")),
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
                name: t!("check-name-grid"),
                title: None,
            })
    }

    fn stock(&mut self, stock: &Located<Vec<Located<i64>>>) -> Option<BySide<u8>> {
        if stock.value.len() != 2 {
            self.error(
                stock.at,
                t!("check-stock-counts", count = stock.value.len()),
                &t!("check-here-label"),
                Some(t!("check-stock-counts-help")),
            );
            return None;
        }
        let mut counts = [0u8; 2];
        let mut ok = true;
        for (count, raw) in counts.iter_mut().zip(&stock.value) {
            match u8::try_from(raw.value).ok().filter(|n| *n <= 64) {
                Some(n) => *count = n,
                None => {
                    self.out_of_range(raw, &t!("check-stock-what"), &t!("check-stock-range"));
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
            t!("check-out-of-range", value = count.value, what = what),
            &t!("check-out-of-range-label"),
            Some(range.to_owned()),
        );
    }

    fn checked_position(&mut self, setup: Setup, rules: Rules, at: Span) -> Option<Position> {
        setup
            .into_position(rules)
            .map_err(|err| {
                self.error(
                    at,
                    t!("check-not-a-position", reason = err.to_string()),
                    &t!("check-not-a-position-label"),
                    None,
                );
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
                    t!("check-hole-unknown", text = text.value.as_str()),
                    &t!("check-hole-unknown-label"),
                    Some(with_near(
                        &nearest_holes(&text.value),
                        &t!("check-holes-help"),
                    )),
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
                    let help = t!("check-move-hole-help", holes = t!("check-holes-help"));
                    with_near(&near, &help)
                } else {
                    t!("check-move-text-help")
                };
                let message = if unknown_hole {
                    t!(
                        "check-move-hole-unknown",
                        hole = err.token.as_str(),
                        text = text.value.as_str()
                    )
                } else {
                    err.to_string()
                };
                self.error(at, message, &t!("check-here-label"), Some(help));
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
                let reason = crate::render::illegal::reason_with(
                    &err,
                    crate::render::illegal::Letters::Canonical,
                )
                .unwrap_or_else(|| t!("check-move-not-legal-reason"));
                let legal: Vec<String> = err.legal().iter().map(ToString::to_string).collect();
                let help = if legal.is_empty() {
                    t!("check-no-legal-move-help")
                } else {
                    t!("check-legal-moves-help", moves = legal.join(" "))
                };
                self.error(
                    text.at,
                    t!(
                        "check-move-not-legal",
                        text = text.value.as_str(),
                        reason = reason
                    ),
                    &t!("check-illegal-move-label"),
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
        t!(
            "check-did-you-mean",
            near = one_of(suggestions),
            help = help
        )
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
