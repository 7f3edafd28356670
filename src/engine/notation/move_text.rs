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
//! Holes of the mover are written in his own letters (A/B for South, a/b for North), and left and
//! right are his own. The canonical form is the seed spelling in English letters ([`Move`]'s
//! `Display`).

use std::{error::Error, fmt, str::FromStr};

use crate::engine::{
    Event, Hole, IllegalMoveError, Lateral, Move, MoveKind, Position, Row, TakasaNyumba,
};

/// How a move text names the side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SideMark {
    /// A seed letter: the entry kichwa of a namua capture, else the side sown towards.
    Letter(Lateral),
    /// A KIBA arrow: the side the seeds travel towards.
    Arrow(Lateral),
}

/// A move as written, not yet checked against a position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveText {
    text: String,
    hole: Hole,
    side: Option<SideMark>,
    safari: bool,
    takasa: bool,
    takasia: bool,
    winning: bool,
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
            self.text, self.message, self.token, self.column
        )
    }
}

impl Error for ParseMoveError {}

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
        let mut mv = MoveText {
            text: text.to_owned(),
            hole,
            side: None,
            safari: false,
            takasa: false,
            takasia: false,
            winning: false,
        };
        let mut i = 2;
        let letter = chars.get(i).and_then(|c| match c.to_ascii_uppercase() {
            'L' | 'I' | 'E' => Some(Lateral::Left),
            'R' | 'D' => Some(Lateral::Right),
            _ => None,
        });
        if let Some(lateral) = letter {
            mv.side = Some(SideMark::Letter(lateral));
            i += 1;
            if chars.get(i) == Some(&'>') {
                mv.safari = true;
                i += 1;
            }
        } else {
            match chars.get(i) {
                Some('<') => mv.side = Some(SideMark::Arrow(Lateral::Left)),
                Some('>') => mv.side = Some(SideMark::Arrow(Lateral::Right)),
                _ => i -= 1,
            }
            i += 1;
            if chars.get(i) == Some(&'+') {
                mv.safari = true;
                i += 1;
            }
        }
        if chars.get(i) == Some(&'*') {
            mv.takasa = true;
            i += 1;
            if chars.get(i) == Some(&'*') && letter.is_none() {
                mv.takasia = true;
                i += 1;
            }
        }
        if chars.get(i) == Some(&'#') && letter.is_none() {
            mv.winning = true;
            i += 1;
        }
        if i < chars.len() {
            return Err(err(i, chars.len() - i, "unexpected"));
        }
        Ok(mv)
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

    /// Checks if the text names this legal move.
    fn names(&self, mv: &Move) -> bool {
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
        mv.hole == self.hole
            && side_ok
            && mv.safari == self.safari
            && (!self.takasa || !mv.kind.is_capture())
    }

    /// Finds the legal move this text names in `position`.
    ///
    /// # Errors
    /// Returns an [`IllegalMoveError`], with the reason where one can be given and the list of
    /// legal moves, when the text names no legal move, names more than one, or carries a `**` or
    /// `#` that the move does not bear out.
    pub fn resolve(&self, position: &Position) -> Result<Move, IllegalMoveError> {
        let legal = position.legal_moves();
        let illegal = |reason: String| IllegalMoveError {
            mv: self.text.clone(),
            reason: Some(reason),
            legal: legal.clone(),
        };
        let matches: Vec<Move> = legal.iter().copied().filter(|m| self.names(m)).collect();
        let mv = match matches.as_slice() {
            [mv] => *mv,
            [] => return Err(illegal(self.diagnose(position))),
            many => {
                let names: Vec<String> = many.iter().map(ToString::to_string).collect();
                return Err(illegal(format!(
                    "ambiguous: it could be {}",
                    names.join(" or ")
                )));
            }
        };
        if self.takasia || self.winning {
            let played = position.play(mv).expect("a legal move plays");
            let blocks = played
                .trace
                .events()
                .any(|e| matches!(e, Event::Block { .. }));
            if self.takasia && !blocks {
                return Err(illegal(format!(
                    "`**` marks takasia but {mv} blocks no hole"
                )));
            }
            let wins = played
                .outcome
                .is_some_and(|o| o.winner == Some(position.to_move()));
            if self.winning && !wins {
                return Err(illegal(format!(
                    "`#` marks a winning move but {mv} does not win"
                )));
            }
        }
        Ok(mv)
    }

    /// Says why no legal move matches, as precisely as the position allows.
    fn diagnose(&self, position: &Position) -> String {
        let hole = self.hole;
        let mover = position.to_move();
        let board = position.board();
        if hole.side() != mover {
            return format!("{hole} is {}'s hole but {mover} is to move", hole.side());
        }
        if board.get(hole) == 0 {
            return format!("{hole} is empty");
        }
        let candidates = position.candidates();
        let from_hole: Vec<Move> = candidates.iter().filter(|m| m.hole == hole).collect();
        if let Some(first) = candidates.iter().next()
            && first.kind.is_capture()
            && from_hole.is_empty()
        {
            return "a capture is possible, so the move must capture".to_owned();
        }
        if self.takasa && from_hole.iter().any(|m| m.kind.is_capture()) {
            let without_mark = MoveText {
                takasa: false,
                ..self.clone()
            };
            return if from_hole.iter().any(|m| without_mark.names(m)) {
                format!("{hole} captures that way, so it is not a takasa: drop the `*`")
            } else {
                "a capture is possible, so the move must capture".to_owned()
            };
        }
        if position.blocked() == Some(hole) {
            return format!("{hole} is blocked by takasia this turn");
        }
        if from_hole.is_empty() {
            return why_not_from(position, hole);
        }
        let named = from_hole.iter().find(|m| {
            self.names(&Move {
                safari: self.safari,
                ..**m
            })
        });
        if let Some(named) = named {
            return if self.safari && !named.kind.is_capture() && !position.is_namua(mover) {
                "a move without capture in the mtaji stage sows the nyumba like any hole: there is no safari to choose".to_owned()
            } else if self.safari
                && !named.kind.is_capture()
                && position.rules().takasa_nyumba == TakasaNyumba::Stops
            {
                "a takasa that ends in the nyumba stops there: there is no safari to choose"
                    .to_owned()
            } else if self.safari {
                format!("{named} does not end in the nyumba, so there is no safari to choose")
            } else {
                "that sowing never ends, which these rules do not allow".to_owned()
            };
        }
        let capture = from_hole.iter().find(|m| m.kind == MoveKind::NamuaCapture);
        match (capture, hole.forced_entry()) {
            (Some(_), Some(entry)) => format!(
                "seeds captured at a kichwa or kimbi enter from the kichwa on that side, here {}",
                entry.entry_kichwa(mover)
            ),
            _ if from_hole.len() == 1 && hole.is_kichwa() => {
                "a lone kichwa is sown towards the centre, so the front row is never emptied"
                    .to_owned()
            }
            _ => format!("not a legal way to play {hole}"),
        }
    }
}

/// Says why no move may start from an occupied hole of the mover, when no capture is possible.
fn why_not_from(position: &Position, hole: Hole) -> String {
    let mover = position.to_move();
    let board = position.board();
    let front = || Hole::front(mover).filter(|h| board.get(*h) > 0);
    if position.is_namua(mover) {
        if hole.row() == Row::Back {
            return "while a player has seeds in stock, no move starts from the back row"
                .to_owned();
        }
        if hole.is_nyumba() && position.has_functional_nyumba(mover) {
            return "the nyumba may not start a takasa while another front hole is occupied"
                .to_owned();
        }
        if board.get(hole) == 1 && front().any(|h| board.get(h) >= 2) {
            return format!(
                "{hole} is a singleton: a namua takasa starts from a hole of 2 or more while there is one"
            );
        }
    } else {
        if board.get(hole) == 1 {
            return format!("{hole} is a singleton, and a singleton never starts a move");
        }
        if hole.row() == Row::Back && front().any(|h| board.get(h) >= 2) {
            return "a back-row hole starts a takasa only when no front hole holds 2 or more"
                .to_owned();
        }
    }
    format!("no move may start from {hole}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_are_read() {
        for ok in [
            "A5D>", "A3D*", "A3I*", "a6E*", "A4>", "A4<", "A3>+", "A6<*", "A6<**", "A6<*#", "A5",
            "b2R*",
        ] {
            assert!(ok.parse::<MoveText>().is_ok(), "{ok}");
        }
    }

    #[test]
    fn errors_name_token_and_column() {
        let err = "A9L".parse::<MoveText>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "invalid move `A9L`: expected a hole A1..A8, B1..B8, a1..a8 or b1..b8, found `A9` at column 1"
        );
        let err = "A5X".parse::<MoveText>().unwrap_err();
        assert_eq!((err.column, err.token.as_str()), (3, "X"));
        let err = "A5L**".parse::<MoveText>().unwrap_err();
        assert_eq!(err.column, 5);
    }
}
