//! Why a move text names no legal move: the reasons [`MoveText::resolve`] gives, each naming the
//! rule of `RULES.md` that forbids the text.

use std::fmt;

use super::{MoveText, Reading};
use crate::{Hole, Move, MoveKind, Position, Row, Side, TakasaNyumba};

/// The rule that forbids a move text in a position: why the move generator does not offer it.
///
/// Its `Display` is a lowercase sentence, without a full stop, that names the rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The hole belongs to the player not to move.
    NotTheMoversHole {
        /// The hole written.
        hole: Hole,
        /// The player to move.
        mover: Side,
    },
    /// The hole holds no seeds.
    Empty(Hole),
    /// The mover's front row is empty: he has lost and no move starts.
    FrontRowEmpty(Side),
    /// A capture is possible and this hole offers none.
    MustCapture,
    /// A capture is possible, and a hole of 16 or more seeds never starts one (mtaji).
    MustCaptureTooBig(Hole),
    /// A capture is possible, and a singleton never starts a move (mtaji).
    MustCaptureSingleton(Hole),
    /// The text marks a takasa (`*`) but the hole captures that way.
    CapturesNotTakasa(Hole),
    /// The hole is blocked by takasia this turn.
    Blocked(Hole),
    /// Namua: no move starts from the back row.
    NamuaBackRow,
    /// Namua: the functional nyumba may not start a takasa while another front hole is occupied.
    NamuaNyumba,
    /// Namua, limited takasa: a singleton while a front hole holds 2 or more.
    NamuaSingleton(Hole),
    /// Mtaji: a singleton never starts a move.
    MtajiSingleton(Hole),
    /// Mtaji: a back-row hole starts a takasa only when no front hole holds 2 or more.
    MtajiBackRow,
    /// A takasa in the mtaji stage has no safari: the nyumba is an ordinary hole.
    MtajiNoSafari,
    /// A takasa that ends in the nyumba stops there.
    TakasaStopsInNyumba,
    /// The move does not end in the nyumba, so there is no safari to choose.
    NoNyumbaStop(Move),
    /// The sowing never ends, and these rules make that illegal.
    NeverEnding,
    /// Seeds captured at a kichwa or kimbi enter from the kichwa on that side.
    ForcedEntry(Hole),
    /// A namua capture's letter names its entry kichwa, and these are the ways legal.
    NamuaEntry(Hole, Vec<Move>),
    /// A capture is possible, and from this hole only these ways capture.
    CapturesOnly(Hole, Vec<Move>),
    /// The taxed nyumba gives out its two seeds only these ways.
    TaxOnly(Vec<Move>),
    /// A lone kichwa is sown towards the centre, so the front row is never emptied.
    LoneKichwa(Hole),
    /// `**` marks takasia but the move blocks no hole.
    NoTakasia(Move),
    /// `#` marks a winning move but the move does not win.
    DoesNotWin(Move),
}

/// Joins moves with " or ".
fn ways(moves: &[Move]) -> String {
    let ways: Vec<String> = moves.iter().map(ToString::to_string).collect();
    ways.join(" or ")
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::NotTheMoversHole { hole, mover } => write!(
                f,
                "{hole} is {}'s hole but {mover} is to move, and a player sows only his own holes",
                hole.side()
            ),
            Illegal::Empty(hole) => {
                write!(f, "{hole} is empty, and a move starts by lifting seeds")
            }
            Illegal::FrontRowEmpty(side) => write!(
                f,
                "{side}'s front row is empty, so {side} has lost and no move starts"
            ),
            Illegal::MustCapture => f.write_str("a capture is possible, so the move must capture"),
            Illegal::MustCaptureTooBig(hole) => write!(
                f,
                "a capture is possible, so the move must capture, and a hole of 16 or more seeds such as {hole} never starts a capture"
            ),
            Illegal::MustCaptureSingleton(hole) => write!(
                f,
                "a capture is possible, so the move must capture, and {hole} is a singleton, which never starts a move in the mtaji stage"
            ),
            Illegal::CapturesNotTakasa(hole) => write!(
                f,
                "{hole} captures that way, so it is not a takasa: drop the `*`"
            ),
            Illegal::Blocked(hole) => write!(
                f,
                "{hole} is blocked by takasia this turn, so no takasa starts from it"
            ),
            Illegal::NamuaBackRow => {
                f.write_str("while a player has seeds in stock, no move starts from the back row")
            }
            Illegal::NamuaNyumba => f.write_str(
                "the nyumba may not start a takasa while another front hole is occupied",
            ),
            Illegal::NamuaSingleton(hole) => write!(
                f,
                "{hole} is a singleton: a namua takasa starts from a hole of 2 or more while there is one"
            ),
            Illegal::MtajiSingleton(hole) => write!(
                f,
                "{hole} is a singleton, and a singleton never starts a move in the mtaji stage"
            ),
            Illegal::MtajiBackRow => f.write_str(
                "a back-row hole starts a takasa only when no front hole holds 2 or more",
            ),
            Illegal::MtajiNoSafari => f.write_str(
                "a move without capture in the mtaji stage sows the nyumba like any hole: there is no safari to choose",
            ),
            Illegal::TakasaStopsInNyumba => f.write_str(
                "a takasa that ends in the nyumba stops there: there is no safari to choose",
            ),
            Illegal::NoNyumbaStop(mv) => write!(
                f,
                "only a move that ends in the functional nyumba may go on a safari, and {mv} does not end there"
            ),
            Illegal::NeverEnding => {
                f.write_str("that sowing never ends, which these rules do not allow")
            }
            Illegal::ForcedEntry(kichwa) => write!(
                f,
                "seeds captured at a kichwa or kimbi enter from the kichwa on that side, here {kichwa}"
            ),
            Illegal::NamuaEntry(hole, moves) => write!(
                f,
                "a namua capture's letter names the kichwa its captured seeds enter at, and from {hole} they may enter only as {}",
                ways(moves)
            ),
            Illegal::CapturesOnly(hole, moves) => write!(
                f,
                "a capture is possible, so the move must capture, and from {hole} only {} does",
                ways(moves)
            ),
            Illegal::TaxOnly(moves) => write!(
                f,
                "the nyumba taxed gives out its two seeds only as {}",
                ways(moves)
            ),
            Illegal::LoneKichwa(hole) => write!(
                f,
                "{hole} is the only occupied front hole, and a lone kichwa is sown towards the centre so the front row is never emptied"
            ),
            Illegal::NoTakasia(mv) => write!(f, "`**` marks takasia but {mv} blocks no hole"),
            Illegal::DoesNotWin(mv) => {
                write!(f, "`#` marks a winning move but {mv} does not win")
            }
        }
    }
}

/// Says why no legal move matches the text's first reading, as precisely as the position allows.
pub(super) fn diagnose(text: &MoveText, position: &Position) -> Illegal {
    let reading = text.reading;
    let hole = text.hole;
    let mover = position.to_move();
    let board = position.board();
    if hole.side() != mover {
        return Illegal::NotTheMoversHole { hole, mover };
    }
    if board.get(hole) == 0 {
        return Illegal::Empty(hole);
    }
    if board.front_is_empty(mover) {
        return Illegal::FrontRowEmpty(mover);
    }
    let candidates = position.candidates();
    let from_hole: Vec<Move> = candidates.iter().filter(|m| m.hole == hole).collect();
    if let Some(first) = candidates.iter().next()
        && first.kind.is_capture()
        && from_hole.is_empty()
    {
        return if position.is_namua(mover) {
            Illegal::MustCapture
        } else if board.get(hole) >= 16 {
            Illegal::MustCaptureTooBig(hole)
        } else if board.get(hole) == 1 {
            Illegal::MustCaptureSingleton(hole)
        } else {
            Illegal::MustCapture
        };
    }
    if reading.takasa && from_hole.iter().any(|m| m.kind.is_capture()) {
        let without_mark = Reading {
            takasa: false,
            ..reading
        };
        return if from_hole.iter().any(|m| without_mark.names(hole, m)) {
            Illegal::CapturesNotTakasa(hole)
        } else {
            Illegal::MustCapture
        };
    }
    if position.blocked() == Some(hole) {
        return Illegal::Blocked(hole);
    }
    if from_hole.is_empty() {
        return why_not_from(position, hole);
    }
    let named = from_hole.iter().find(|m| {
        reading.names(
            hole,
            &Move {
                safari: reading.safari,
                ..**m
            },
        )
    });
    if let Some(named) = named {
        return if reading.safari && !named.kind.is_capture() && !position.is_namua(mover) {
            Illegal::MtajiNoSafari
        } else if reading.safari
            && !named.kind.is_capture()
            && position.rules().takasa_nyumba == TakasaNyumba::Stops
        {
            Illegal::TakasaStopsInNyumba
        } else if reading.safari {
            Illegal::NoNyumbaStop(*named)
        } else {
            Illegal::NeverEnding
        };
    }
    other_ways(position, hole, from_hole)
}

/// Says why a hole is not played as written when it has other legal moves: the rule that
/// decides how it is played here, with the ways that are legal.
fn other_ways(position: &Position, hole: Hole, from_hole: Vec<Move>) -> Illegal {
    let kinds = |kind: MoveKind| from_hole.iter().all(|m| m.kind == kind);
    if kinds(MoveKind::NamuaCapture) {
        match hole.forced_entry() {
            Some(entry) => Illegal::ForcedEntry(entry.entry_kichwa(position.to_move())),
            None => Illegal::NamuaEntry(hole, from_hole),
        }
    } else if kinds(MoveKind::MtajiCapture) {
        Illegal::CapturesOnly(hole, from_hole)
    } else if kinds(MoveKind::Tax) {
        Illegal::TaxOnly(from_hole)
    } else {
        // Both ways of a takasa are offered but for a lone kichwa's way out of the front row.
        Illegal::LoneKichwa(hole)
    }
}

/// Says why no move may start from an occupied hole of the mover, when no capture is possible.
fn why_not_from(position: &Position, hole: Hole) -> Illegal {
    let mover = position.to_move();
    let board = position.board();
    if position.is_namua(mover) {
        if hole.row() == Row::Back {
            Illegal::NamuaBackRow
        } else if hole.is_nyumba() && position.has_functional_nyumba(mover) {
            Illegal::NamuaNyumba
        } else {
            // Limited namua takasa: the only other hole of the front row it leaves out.
            Illegal::NamuaSingleton(hole)
        }
    } else if board.get(hole) == 1 {
        Illegal::MtajiSingleton(hole)
    } else {
        // A hole of 2 or more left out of a mtaji takasa is a back-row one.
        Illegal::MtajiBackRow
    }
}

#[cfg(test)]
mod tests;
