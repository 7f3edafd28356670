//! Why a move text names no legal move: the reasons [`MoveText::resolve`] gives.

use super::{MoveText, Reading};
use crate::engine::{Hole, Move, MoveKind, Position, Row, TakasaNyumba};

/// Says why no legal move matches the text's first reading, as precisely as the position allows.
pub(super) fn diagnose(text: &MoveText, position: &Position) -> String {
    let reading = text.reading;
    let hole = text.hole;
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
    if reading.takasa && from_hole.iter().any(|m| m.kind.is_capture()) {
        let without_mark = Reading {
            takasa: false,
            ..reading
        };
        return if from_hole.iter().any(|m| without_mark.names(hole, m)) {
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
            "a move without capture in the mtaji stage sows the nyumba like any hole: there is no safari to choose".to_owned()
        } else if reading.safari
            && !named.kind.is_capture()
            && position.rules().takasa_nyumba == TakasaNyumba::Stops
        {
            "a takasa that ends in the nyumba stops there: there is no safari to choose".to_owned()
        } else if reading.safari {
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
        // A capture is possible from this hole: that, not the kichwa's way, forbids the text.
        _ if from_hole.iter().all(|m| m.kind == MoveKind::MtajiCapture) => {
            other_ways(hole, &from_hole)
        }
        _ if from_hole.len() == 1 && hole.is_kichwa() => {
            "a lone kichwa is sown towards the centre, so the front row is never emptied".to_owned()
        }
        _ => other_ways(hole, &from_hole),
    }
}

/// Says why a hole is not played as written when it has other legal moves: the rule that
/// decides how it is played here, and the ways that are legal.
fn other_ways(hole: Hole, from_hole: &[Move]) -> String {
    let ways: Vec<String> = from_hole.iter().map(ToString::to_string).collect();
    let ways = ways.join(" or ");
    let kinds = |kind: MoveKind| from_hole.iter().all(|m| m.kind == kind);
    if kinds(MoveKind::NamuaCapture) {
        format!(
            "a namua capture's letter names the kichwa its captured seeds enter at, and from {hole} they may enter only as {ways}"
        )
    } else if kinds(MoveKind::MtajiCapture) {
        format!("a capture is possible, so the move must capture, and from {hole} only {ways} does")
    } else if kinds(MoveKind::Tax) {
        format!("the nyumba taxed gives out its two seeds only as {ways}")
    } else {
        format!("{hole} is played here only as {ways}")
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
    use crate::engine::{Position, Rules, notation::MoveText};

    /// Says why `text` is not legal at the start of Bao la Kujifunza.
    fn why(text: &str) -> String {
        let start = Position::start(Rules::KUJIFUNZA);
        let err = text
            .parse::<MoveText>()
            .unwrap()
            .resolve(&start)
            .unwrap_err();
        err.reason().unwrap().to_owned()
    }

    #[test]
    fn a_hole_played_the_way_that_does_not_capture_names_the_rule_and_the_way_that_does() {
        for (text, way) in [("A2L", "A2R"), ("A1L", "A1R"), ("B2R", "B2L")] {
            let why = why(text);
            assert!(
                why.contains("a capture is possible, so the move must capture")
                    && why.contains(&format!("only {way} does")),
                "{text}: {why}"
            );
            assert!(!why.contains("not a legal way"), "{why}");
        }
    }
}
