//! Move text: the spellings of the seeds and of KIBA, read without a board, then resolved against
//! a position.
//!
//! Seed spelling (seed 003 §4.2.5), with the side letter in English (`L`, `R`), Spanish (`I`, `D`)
//! or Catalan (`E`, `D`):
//! - `A5R`: for a namua capture, the kichwa the captured seeds enter from (here the right one);
//!   for any other move, the side the first lap goes towards;
//! - `>` after the letter: the nyumba is sown on (safari) rather than stopped in;
//! - `*`: a move without capture (takasa).
//!
//! KIBA spelling: `A4>`, `A4<`: the side the seeds travel towards, seen by the mover; `+` the
//! nyumba is sown on; `*` takasa, `**` takasia (the move blocks a hole), `#` a winning move.
//!
//! Published game records leave out the letter where the rules force it (seeds captured at a
//! kichwa or kimbi enter from the kichwa on that side): `A1` and `a8` are such captures, and `A8>`
//! the capture at A8 followed by the safari. So `A8>` has two readings, KIBA's arrow and the
//! seeds' safari; [`MoveText::resolve`] takes the one that is legal, and calls the text ambiguous
//! when both are.
//!
//! Holes of the mover are written in his own letters (A/B for South, a/b for North), and left and
//! right are his own. The canonical form is the seed spelling in English letters ([`Move`]'s
//! `Display`).

use std::{error::Error, fmt, str::FromStr};

use crate::{
    Cancelled, Event, Hole, IllegalMoveError, Lateral, Move, MoveKind, Position, Row, Watch,
};

mod why;

pub use why::Illegal;

/// How a move text names the side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SideMark {
    /// A seed letter: the entry kichwa of a namua capture, else the side sown towards.
    Letter(Lateral),
    /// A KIBA arrow: the side the seeds travel towards.
    Arrow(Lateral),
}

/// One way of reading a move text: what it says of the move, besides its hole.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
struct Reading {
    side: Option<SideMark>,
    safari: bool,
    takasa: bool,
    takasia: bool,
    winning: bool,
}

impl Reading {
    /// Checks if this reading names the legal move `mv` from `hole`.
    fn names(&self, hole: Hole, mv: &Move) -> bool {
        let side_ok = match self.side {
            None => true,
            Some(SideMark::Letter(lateral)) => mv.lateral() == lateral,
            Some(SideMark::Arrow(lateral)) => {
                let row = if mv.kind == MoveKind::NamuaCapture {
                    Row::Front
                } else {
                    mv.hole.row()
                };
                mv.direction.lateral(row) == lateral
            }
        };
        mv.hole == hole
            && side_ok
            && mv.safari == self.safari
            && (!self.takasa || !mv.kind.is_capture())
    }

    /// Says which reading this is, for a text that has two.
    fn gloss(&self) -> &'static str {
        if self.side.is_none() {
            "`>` read as the safari, the letter left out"
        } else {
            "`>` read as KIBA's arrow"
        }
    }
}

/// A move as written, not yet checked against a position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveText {
    text: String,
    hole: Hole,
    reading: Reading,
    /// The second reading of a text such as `A8>` from a kichwa or kimbi: the seeds' spelling
    /// with the letter left out and `>` for the safari.
    other: Option<Reading>,
}

/// Error when move text cannot be read; names the token and its column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseMoveError {
    text: String,
    /// The column (1-based) of the offending token.
    pub column: usize,
    /// The offending token.
    pub token: String,
    message: &'static str,
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "invalid move `{}`: {} `{}` at column {}",
            super::shown(&self.text),
            self.message,
            super::shown(&self.token),
            self.column
        )
    }
}

impl Error for ParseMoveError {}

/// Error when a move text names more than one legal move of a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AmbiguousMoveError {
    text: String,
    moves: Vec<Move>,
    reason: String,
    legal: Vec<Move>,
}

impl AmbiguousMoveError {
    /// Gets the legal moves the text could name.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }
}

impl fmt::Display for AmbiguousMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let readings = self
            .reason
            .strip_prefix("ambiguous: ")
            .unwrap_or(&self.reason);
        write!(f, "ambiguous move `{}`: {readings}", self.text)
    }
}

impl Error for AmbiguousMoveError {}

/// Error when a move text does not name exactly one legal move of a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResolveMoveError {
    /// The text names no legal move, or carries a `**` or `#` the move does not bear out.
    Illegal(IllegalMoveError),
    /// The text names more than one legal move.
    Ambiguous(AmbiguousMoveError),
}

impl ResolveMoveError {
    /// Gets why the text names no one legal move: for an ambiguous text, `ambiguous: ` and the
    /// moves it could be.
    #[must_use]
    pub fn reason(&self) -> Option<&str> {
        match self {
            ResolveMoveError::Illegal(err) => err.reason(),
            ResolveMoveError::Ambiguous(err) => Some(&err.reason),
        }
    }

    /// Gets the legal moves of the position.
    #[must_use]
    pub fn legal(&self) -> &[Move] {
        match self {
            ResolveMoveError::Illegal(err) => err.legal(),
            ResolveMoveError::Ambiguous(err) => &err.legal,
        }
    }
}

impl fmt::Display for ResolveMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResolveMoveError::Illegal(err) => err.fmt(f),
            ResolveMoveError::Ambiguous(err) => err.fmt(f),
        }
    }
}

impl Error for ResolveMoveError {}

impl FromStr for MoveText {
    type Err = ParseMoveError;

    fn from_str(text: &str) -> Result<MoveText, ParseMoveError> {
        let chars: Vec<char> = text.chars().collect();
        let err = |at: usize, len: usize, message| ParseMoveError {
            text: text.to_owned(),
            column: at + 1,
            token: chars.iter().skip(at).take(len.max(1)).collect::<String>(),
            message,
        };
        if chars.is_empty() {
            return Err(ParseMoveError {
                text: String::new(),
                column: 1,
                token: String::new(),
                message: "empty move",
            });
        }
        let hole_text: String = chars.iter().take(2).collect();
        let hole = hole_text.parse::<Hole>().map_err(|_| {
            err(
                0,
                2,
                "expected a hole A1..A8, B1..B8, a1..a8 or b1..b8, found",
            )
        })?;
        let mut reading = Reading::default();
        let mut i = 2;
        let letter = chars.get(i).and_then(|c| match c.to_ascii_uppercase() {
            'L' | 'I' | 'E' => Some(Lateral::Left),
            'R' | 'D' => Some(Lateral::Right),
            _ => None,
        });
        if let Some(lateral) = letter {
            reading.side = Some(SideMark::Letter(lateral));
            i += 1;
            if chars.get(i) == Some(&'>') {
                reading.safari = true;
                i += 1;
            }
        } else {
            match chars.get(i) {
                Some('<') => reading.side = Some(SideMark::Arrow(Lateral::Left)),
                Some('>') => reading.side = Some(SideMark::Arrow(Lateral::Right)),
                _ => i -= 1,
            }
            i += 1;
            if chars.get(i) == Some(&'+') {
                reading.safari = true;
                i += 1;
            }
        }
        if chars.get(i) == Some(&'*') {
            reading.takasa = true;
            i += 1;
            if chars.get(i) == Some(&'*') && letter.is_none() {
                reading.takasia = true;
                i += 1;
            }
        }
        if chars.get(i) == Some(&'#') && letter.is_none() {
            reading.winning = true;
            i += 1;
        }
        if i < chars.len() {
            return Err(err(i, chars.len() - i, "unexpected"));
        }
        let other = (reading.side == Some(SideMark::Arrow(Lateral::Right))
            && hole.row() == Row::Front
            && hole.forced_entry().is_some()
            && !reading.safari
            && !reading.takasia
            && !reading.winning)
            .then_some(Reading {
                side: None,
                safari: true,
                ..reading
            });
        Ok(MoveText {
            text: text.to_owned(),
            hole,
            reading,
            other,
        })
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl MoveText {
    /// Gets the hole the text starts from.
    #[must_use]
    pub fn hole(&self) -> Hole {
        self.hole
    }

    /// Checks if the text can be read in two ways (`A8>`: KIBA's arrow, or the seeds' safari
    /// with the forced letter left out).
    #[must_use]
    pub fn has_two_readings(&self) -> bool {
        self.other.is_some()
    }

    /// Finds the legal move this text names in `position`.
    ///
    /// A text with two readings names the move of the one reading that is legal.
    ///
    /// # Errors
    /// Returns [`ResolveMoveError::Illegal`], with the reason where one can be given and the
    /// list of legal moves, when the text names no legal move or carries a `**` or `#` that the
    /// move does not bear out; [`ResolveMoveError::Ambiguous`], listing the moves it could be,
    /// when it names more than one.
    pub fn resolve(&self, position: &Position) -> Result<Move, ResolveMoveError> {
        match self.resolve_watched(position, &mut ()) {
            Ok(resolved) => resolved,
            Err(Cancelled) => unreachable!("a sowing nobody watches is never stopped"),
        }
    }

    /// Finds the legal move this text names, as [`MoveText::resolve`] does, sowing only the
    /// candidates it names while `watch` follows them.
    ///
    /// # Errors
    /// Returns [`Cancelled`] when `watch` stops a long sowing, and inside it the errors of
    /// [`MoveText::resolve`].
    pub fn resolve_watched(
        &self,
        position: &Position,
        watch: &mut dyn Watch,
    ) -> Result<Result<Move, ResolveMoveError>, Cancelled> {
        // Only the candidates the text names are sown: the others may never end. The legal
        // moves are listed (every candidate sown) only for an error.
        let legal = || position.legal_moves();
        let illegal = |rule: Illegal| {
            ResolveMoveError::Illegal(IllegalMoveError {
                mv: self.text.clone(),
                reason: Some(rule.to_string()),
                rule: Some(rule),
                legal: legal(),
            })
        };
        let mut found: Vec<(Move, Reading)> = Vec::new();
        for reading in std::iter::once(self.reading).chain(self.other) {
            for candidate in position.candidates().iter() {
                let mv = Move {
                    safari: reading.safari,
                    ..candidate
                };
                if reading.names(self.hole, &mv)
                    && !found.iter().any(|(m, _)| *m == mv)
                    && position.is_legal_watched(mv, watch)?
                {
                    found.push((mv, reading));
                }
            }
        }
        let (mv, reading) = match found.as_slice() {
            [one] => *one,
            [] => return Ok(Err(illegal(why::diagnose(self, position)))),
            many => {
                let two_readings = many.iter().any(|(_, r)| *r != self.reading);
                let names: Vec<String> = many
                    .iter()
                    .map(|(m, r)| {
                        if two_readings {
                            format!("{m} ({})", r.gloss())
                        } else {
                            m.to_string()
                        }
                    })
                    .collect();
                return Ok(Err(ResolveMoveError::Ambiguous(AmbiguousMoveError {
                    text: self.text.clone(),
                    moves: many.iter().map(|(m, _)| *m).collect(),
                    reason: format!("ambiguous: it could be {}", names.join(" or ")),
                    legal: legal(),
                })));
            }
        };
        if reading.takasia || reading.winning {
            let played = position
                .play_watched(mv, watch)?
                .expect("a legal move plays");
            let blocks = played
                .trace
                .events()
                .any(|e| matches!(e, Event::Block { .. }));
            if reading.takasia && !blocks {
                return Ok(Err(illegal(Illegal::NoTakasia(mv))));
            }
            let wins = played
                .outcome
                .is_some_and(|o| o.winner == Some(position.to_move()));
            if reading.winning && !wins {
                return Ok(Err(illegal(Illegal::DoesNotWin(mv))));
            }
        }
        Ok(Ok(mv))
    }
}

#[cfg(test)]
mod tests;
