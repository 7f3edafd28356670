//! Which moves a player may start: the capture obligation, the namua and mtaji captures, and the
//! limits on where a takasa may start.

use super::{
    Board, Direction, Hole, LoneKichwa, Move, MoveKind, NamuaTakasa, NyumbaTax, Position, Row, Side,
};

/// A short list of moves kept on the stack; no position has more than 32 candidates. Moves are
/// kept packed ([`Move::to_bits`]), so that a new list is 64 zero bytes.
#[derive(Clone, Copy, Debug)]
pub struct Candidates {
    moves: [u16; 32],
    len: usize,
}

impl Candidates {
    fn new() -> Candidates {
        Candidates {
            moves: [0; 32],
            len: 0,
        }
    }

    fn push(&mut self, hole: Hole, direction: Direction, kind: MoveKind) {
        self.moves[self.len] = Move {
            hole,
            direction,
            kind,
            safari: false,
        }
        .to_bits();
        self.len += 1;
    }

    /// Iterates over the moves in the order they were found.
    pub fn iter(&self) -> impl Iterator<Item = Move> + '_ {
        self.moves[..self.len]
            .iter()
            .map(|&bits| Move::from_bits(bits))
    }

    /// Tells whether there is no move.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

const BOTH: [Direction; 2] = [Direction::Clockwise, Direction::Anticlockwise];

/// Lists the moves the player to move may start, before each is sown out (a sowing may still
/// prove never-ending, and a lap into the nyumba may split a move into stop and safari).
pub(crate) fn candidates(position: &Position) -> Candidates {
    let side = position.to_move();
    let board = position.board();
    if board.front_is_empty(side) {
        return Candidates::new();
    }
    // One list filled in place: choosing between two lists copied one of them.
    let mut list = Candidates::new();
    if position.is_namua(side) {
        push_namua_captures(&mut list, board, side);
        if list.is_empty() {
            namua_takasa(&mut list, position);
        }
    } else {
        push_mtaji_captures(&mut list, board, side);
        if list.is_empty() {
            mtaji_takasa(&mut list, position);
        }
    }
    list
}

/// Namua captures: a stock seed into any occupied front hole facing an occupied hole. Seeds
/// captured at a kichwa or kimbi must enter from that side's kichwa; from a central hole the player
/// chooses the side (seed 000, "Kichwa i Kimbi", diagrams 9–13).
pub(crate) fn namua_captures(board: &Board, side: Side) -> Candidates {
    let mut list = Candidates::new();
    push_namua_captures(&mut list, board, side);
    list
}

/// Adds the namua captures to `list`.
fn push_namua_captures(list: &mut Candidates, board: &Board, side: Side) {
    for hole in Hole::front(side) {
        if board.get(hole) == 0 || board.get(hole.opposite().expect("front hole")) == 0 {
            continue;
        }
        match hole.forced_entry() {
            Some(direction) => list.push(hole, direction, MoveKind::NamuaCapture),
            None => BOTH
                .into_iter()
                .for_each(|d| list.push(hole, d, MoveKind::NamuaCapture)),
        }
    }
}

/// Mtaji captures: a hole of 2 to 15 seeds whose first lap ends in an occupied front hole facing
/// an occupied hole (seed 003 §4.2.4.1, seed 004 §6).
pub(crate) fn mtaji_captures(board: &Board, side: Side) -> Candidates {
    let mut list = Candidates::new();
    push_mtaji_captures(&mut list, board, side);
    list
}

/// Adds the mtaji captures to `list`.
fn push_mtaji_captures(list: &mut Candidates, board: &Board, side: Side) {
    let seeds = board.side(side);
    for index in 0..16u8 {
        let n = seeds[usize::from(index)];
        if !(2..=15).contains(&n) {
            continue;
        }
        for direction in BOTH {
            // Fewer than 16 seeds never pass the start hole, so the last hole gets exactly one.
            let offset = match direction {
                Direction::Clockwise => n,
                Direction::Anticlockwise => 16 - n,
            };
            let last = Hole::from_index(side, (index + offset) % 16);
            if let Some(target) = last.opposite()
                && board.get(last) > 0
                && board.get(target) > 0
            {
                list.push(
                    Hole::from_index(side, index),
                    direction,
                    MoveKind::MtajiCapture,
                );
            }
        }
    }
}

/// Gets the opponent holes the player could capture if he were to move now in the mtaji stage.
pub(crate) fn threatened(board: &Board, side: Side) -> impl Iterator<Item = Hole> {
    let captures = mtaji_captures(board, side);
    let mut targets: Vec<Hole> = captures
        .iter()
        .map(|m| {
            let n = board.get(m.hole);
            let mut last = m.hole;
            for _ in 0..n {
                last = last.step(m.direction);
            }
            last.opposite().expect("a capture ends in the front row")
        })
        .collect();
    targets.sort();
    targets.dedup();
    targets.into_iter()
}

/// Adds both directions from `hole`, except that a kichwa that is the only occupied front hole must
/// be sown towards the centre, so the front row is never emptied (Mancala World, KIBA). Under
/// `lone-kichwa=only-sowable` the other front holes may hold a single seed each.
fn push_takasa(list: &mut Candidates, position: &Position, hole: Hole, kind: MoveKind) {
    let board = position.board();
    let most = match position.rules().lone_kichwa {
        LoneKichwa::OnlyOccupied => 0,
        LoneKichwa::OnlySowable => 1,
    };
    let lone = Hole::front(hole.side()).all(|h| h == hole || board.get(h) <= most);
    for direction in BOTH {
        let away_from_centre = match hole.number() {
            1 => direction == Direction::Anticlockwise,
            8 => direction == Direction::Clockwise,
            _ => false,
        };
        if !(lone && hole.row() == Row::Front && away_from_centre) {
            list.push(hole, direction, kind);
        }
    }
}

/// Namua takasa: the stock seed goes into an occupied front hole, never the back row (seed 004
/// §19c). With a functional nyumba it may not go there unless the nyumba is the only occupied front
/// hole (then the tax; see [`NyumbaTax`] for a nyumba of 5); without one, only holes of 2+ seeds
/// unless all are singletons (Mancala World).
fn namua_takasa(list: &mut Candidates, position: &Position) {
    let side = position.to_move();
    let board = position.board();
    let nyumba = Hole::nyumba(side);
    let functional = position.has_functional_nyumba(side);
    let occupied = || Hole::front(side).filter(|h| board.get(*h) > 0);
    // `nyumba-tax=after-seed`: the stock seed brings an owned nyumba of 5 to the six of the tax.
    let taxed = functional
        || (position.rules().nyumba_tax == NyumbaTax::AfterSeed
            && *position.nyumba().get(side)
            && board.get(nyumba) == 5);
    if taxed && occupied().all(|h| h == nyumba) {
        BOTH.into_iter()
            .for_each(|d| list.push(nyumba, d, MoveKind::Tax));
        return;
    }
    let all_singletons = occupied().all(|h| board.get(h) == 1);
    let limited = position.rules().namua_takasa == NamuaTakasa::Limited;
    for hole in occupied() {
        let excluded = (functional && hole == nyumba)
            || (limited && !functional && !all_singletons && board.get(hole) < 2)
            || position.blocked() == Some(hole);
        if !excluded {
            push_takasa(list, position, hole, MoveKind::Takasa);
        }
    }
}

/// Mtaji takasa: a front hole of 2+ seeds; only when there is none, a back hole of 2+ seeds.
/// Singletons never start a move (seed 003 §4.2.4.2, seed 004 §4).
fn mtaji_takasa(list: &mut Candidates, position: &Position) {
    let side = position.to_move();
    let board = position.board();
    let front = Hole::front(side).any(|h| board.get(h) >= 2);
    for hole in Hole::all(side) {
        let startable = board.get(hole) >= 2
            && if front {
                hole.row() == Row::Front && position.blocked() != Some(hole)
            } else {
                hole.row() == Row::Back
            };
        if startable {
            push_takasa(list, position, hole, MoveKind::Takasa);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Rules, Setup};

    /// The first moves of `text` under `rules`, as hole and direction.
    fn starts(text: &str, rules: &str) -> Vec<(Hole, Direction)> {
        let rules: Rules = rules.parse().expect("rules");
        let position = text
            .parse::<Setup>()
            .expect("position text")
            .into_position(rules)
            .expect("a position");
        candidates(&position)
            .iter()
            .map(|m| (m.hole, m.direction))
            .collect()
    }

    /// Issue 23: South's kichwa A8 holds 3 and A2 a single seed. A8 is not the only occupied front
    /// hole (the default), so it goes either way; it is the only one of 2+ seeds
    /// (`lone-kichwa=only-sowable`), so it goes towards the centre only.
    #[test]
    fn the_lone_kichwa_readings_differ_when_a_single_seed_is_beside_it() {
        let text =
            "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,1,0,0,0,0,0,3/1,0,0,0,0,0,0,0 S stock=0,0 nyumba=-";
        let a8 = Hole::front(Side::South)
            .find(|h| h.number() == 8)
            .expect("A8");
        let occupied = starts(text, "kiswahili");
        assert_eq!(occupied.len(), 2);
        assert!(occupied.iter().all(|(h, _)| *h == a8));
        assert_eq!(
            starts(text, "kiswahili,lone-kichwa=only-sowable"),
            [(a8, Direction::Anticlockwise)]
        );
        // With the single seed gone both readings agree: A8 is lone.
        let alone =
            "0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,3/1,0,0,0,0,0,0,0 S stock=0,0 nyumba=-";
        assert_eq!(
            starts(alone, "kiswahili"),
            starts(alone, "kiswahili,lone-kichwa=only-sowable")
        );
    }
}
