//! The moves of a node: sown out at once (cached above the horizon) or one at a time near it,
//! ordered by the table's move, the seeds they capture and history; and the watch that asks the
//! caller's stop check during a long sowing and counts how long the search's sowings ran.

use std::{cell::Cell, ops::ControlFlow};

use bao_engine::{Child, Move, Position, WATCH_EVERY, Watch};

use super::{Node, Searcher, cache::Children};
use crate::params::{ORDER_CAPTURE_SEED, ORDER_TABLE_MOVE, STOP_CHECK_LAPS};

/// Asks the caller's stop check during a long sowing, which it then cuts short, and counts the
/// looks it takes (one every few million laps). Under a node limit a sowing also stops once its
/// laps would take the search's work past the limit's worth
/// ([`ROOT_LAPS_PER_NODE`](crate::params::ROOT_LAPS_PER_NODE) laps a node), so that a long
/// sowing below the root cannot keep a search of a few nodes going.
pub(super) struct StopWatch<'s> {
    stop: &'s dyn Fn() -> bool,
    looks: &'s Cell<u64>,
    /// The laps this sowing may run under the node limit, if there is one.
    laps_left: Option<u64>,
}

impl Watch for StopWatch<'_> {
    fn laps(&mut self, laps: u64) -> ControlFlow<()> {
        // The work is counted in the engine's looks, as when the stop was asked only at those.
        if laps.is_multiple_of(WATCH_EVERY) {
            self.looks.set(self.looks.get() + 1);
        }
        if (self.stop)() || self.laps_left.is_some_and(|left| laps >= left) {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    }

    fn every(&self) -> u64 {
        STOP_CHECK_LAPS
    }
}

impl Searcher<'_> {
    /// A watch on one sowing of the search.
    pub(super) fn watch(&self) -> StopWatch<'_> {
        StopWatch {
            stop: self.stop,
            looks: &self.looks,
            laps_left: self.laps_left(),
        }
    }

    /// Gets the legal moves of a position, from the cache where it is worth one; `None` when the
    /// stop check cut a sowing short.
    pub(super) fn children_of(&mut self, position: &Position, key: u64) -> Option<Children> {
        if let Some(children) = self.children.get(key) {
            return Some(children);
        }
        let Ok(children) = position.children_watched(&mut self.watch()) else {
            self.stopped = true;
            return None;
        };
        Some(self.children.keep(key, children))
    }

    /// Orders sown moves: the table's move, then captures by the seeds they take, then history;
    /// gives each move's ordering key and index, first first.
    pub(super) fn order(
        &self,
        position: &Position,
        children: &[Child],
        table_move: Option<Move>,
    ) -> Vec<(i64, usize)> {
        let opponent = position.to_move().opponent();
        let before = i64::from(position.board().count(opponent));
        let mut keyed: Vec<(i64, usize)> = children
            .iter()
            .enumerate()
            .map(|(i, child)| {
                let taken = before - i64::from(child.position.board().count(opponent));
                let mut key = taken.max(0) * ORDER_CAPTURE_SEED + self.history_of(child.mv);
                if Some(child.mv) == table_move {
                    key += ORDER_TABLE_MOVE;
                }
                (key, i)
            })
            .collect();
        keyed.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        keyed
    }

    /// Gets where a move's history is kept: its hole and its direction.
    pub(super) fn history_slot(mv: Move) -> (usize, usize) {
        let hole = mv.hole();
        (
            hole.side().index() * 16 + hole.index(),
            usize::from(mv.direction() == bao_engine::Direction::Anticlockwise),
        )
    }

    /// Gets a move's history: how often, and how deep, it cut off a search.
    fn history_of(&self, mv: Move) -> i64 {
        let (h, d) = Self::history_slot(mv);
        self.history[h][d]
    }

    /// Searches the moves of a node without a capture, sowing each only when its turn comes:
    /// ordered by the table's move, then history, as if they had all been sown out (none takes a
    /// seed), so that a cut-off spares the sowing of the rest.
    pub(super) fn lazy(
        &mut self,
        position: &Position,
        candidates: impl Iterator<Item = Move>,
        node: &mut Node,
        table_move: Option<Move>,
    ) {
        let mut keyed = [(0i64, None::<Move>); 32];
        let mut len = 0;
        for mv in candidates {
            let mut key = self.history_of(mv);
            if table_move.is_some_and(|t| t.with_safari(false) == mv) {
                key += ORDER_TABLE_MOVE;
            }
            keyed[len] = (key, Some(mv));
            len += 1;
        }
        let keyed = &mut keyed[..len];
        // A stable sort keeps the generator's order among equals.
        keyed.sort_by_key(|k| std::cmp::Reverse(k.0));
        for &(_, mv) in keyed.iter() {
            let Some(mv) = mv else { continue };
            // The table's move may be the safari of this candidate: then it goes first.
            let safari_first = table_move == Some(mv.with_safari(true));
            let first = mv.with_safari(safari_first);
            let Ok((mut child, choice)) = position.sow_candidate(first, &mut self.watch()) else {
                self.stopped = true;
                return;
            };
            if safari_first && !choice {
                // No choice after all (a table collision): the move is the candidate itself.
                child = child.map(|c| Child { mv, ..c });
            }
            if let Some(child) = child
                && self.visit(node, &child)
            {
                return;
            }
            if choice {
                let other = mv.with_safari(!safari_first);
                let Ok((Some(child), _)) = position.sow_candidate(other, &mut self.watch()) else {
                    self.stopped = true;
                    return;
                };
                if self.visit(node, &child) || self.stopped {
                    return;
                }
            }
        }
    }
}
