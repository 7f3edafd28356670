//! The tree search: negamax alpha-beta with principal variation search, the transposition table,
//! move ordering and a capture extension at the horizon.

use std::{collections::HashMap, rc::Rc};

use crate::engine::{Child, Move, Outcome, Position};

use super::{
    eval::evaluate_with,
    params::{
        CHILDREN_CACHE_DEPTH, CHILDREN_CACHE_SIZE, MAX_PLY, ORDER_CAPTURE_SEED, ORDER_TABLE_MOVE,
        STOP_CHECK_NODES, TABLE_BITS, WIN,
    },
    table::{Bound, Entry, Table, from_table},
    zobrist::hash,
};

/// A score above every real one, for open windows.
pub(super) const INFINITY: i32 = WIN + 1;

/// Gets the score, for the player who made the move at `ply`, of a game that move ended.
pub(super) fn terminal(end: Outcome, mover: crate::engine::Side, ply: usize) -> i32 {
    match end.winner {
        None => 0,
        Some(winner) if winner == mover => WIN - ply as i32,
        Some(_) => -(WIN - ply as i32),
    }
}

/// One search: its table, history, counters and the caller's stop check.
pub(super) struct Searcher<'a> {
    pub(super) table: Table,
    history: [[i64; 2]; 32],
    children: HashMap<u64, Rc<Vec<Child>>>,
    pub(super) nodes: u64,
    node_limit: Option<u64>,
    stop: &'a dyn Fn() -> bool,
    pub(super) stopped: bool,
    pv: Vec<Vec<Move>>,
}

impl<'a> Searcher<'a> {
    /// Makes a search that stops when `stop` says so or after `node_limit` nodes.
    pub(super) fn new(stop: &'a dyn Fn() -> bool, node_limit: Option<u64>) -> Searcher<'a> {
        Searcher {
            table: Table::new(TABLE_BITS),
            history: [[0; 2]; 32],
            children: HashMap::new(),
            nodes: 0,
            node_limit,
            stop,
            stopped: false,
            pv: vec![Vec::new(); MAX_PLY + 2],
        }
    }

    /// Checks the caller's stop and the node limit, now and then.
    pub(super) fn should_stop(&mut self) -> bool {
        if !self.stopped && (self.nodes - 1).is_multiple_of(STOP_CHECK_NODES) {
            self.stopped = (self.stop)() || self.node_limit.is_some_and(|n| self.nodes >= n);
        }
        self.stopped
    }

    /// Checks the stop at once, between root moves.
    pub(super) fn check_stop_now(&mut self) -> bool {
        self.stopped =
            self.stopped || (self.stop)() || self.node_limit.is_some_and(|n| self.nodes >= n);
        self.stopped
    }

    /// Gets the line found below the last move searched from `ply`.
    pub(super) fn line(&self, ply: usize) -> &[Move] {
        &self.pv[ply]
    }

    /// Gets the legal moves of a position, from the cache where it is worth one.
    pub(super) fn children_of(
        &mut self,
        position: &Position,
        key: u64,
        depth: u32,
    ) -> Rc<Vec<Child>> {
        if depth < CHILDREN_CACHE_DEPTH {
            return Rc::new(position.children());
        }
        if let Some(children) = self.children.get(&key) {
            return Rc::clone(children);
        }
        let children = Rc::new(position.children());
        if self.children.len() < CHILDREN_CACHE_SIZE {
            self.children.insert(key, Rc::clone(&children));
        }
        children
    }

    /// Orders moves: the table's move, then captures by the seeds they take, then history; gives
    /// each move's ordering key and index, first first.
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

    fn history_slot(mv: Move) -> (usize, usize) {
        let hole = mv.hole();
        (
            hole.side().index() * 16 + hole.index(),
            usize::from(mv.direction() == crate::engine::Direction::Anticlockwise),
        )
    }

    fn history_of(&self, mv: Move) -> i64 {
        let (h, d) = Self::history_slot(mv);
        self.history[h][d]
    }

    /// Searches a position `depth` plies deep (plus captures at the horizon), `ply` plies from the
    /// root; gives its score from the side of the player to move. A stopped search gives 0, which
    /// the caller discards.
    pub(super) fn negamax(
        &mut self,
        position: &Position,
        depth: u32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        quiescence: u32,
    ) -> i32 {
        self.nodes += 1;
        self.pv[ply].clear();
        if self.should_stop() {
            return 0;
        }
        let me = position.to_move();
        if position.board().front_is_empty(me) {
            return -(WIN - ply as i32);
        }
        // No move to start is no legal move: lost. (A move that may start but never ends is
        // found out only where the moves are sown, above the horizon.)
        let candidates = position.candidates();
        let Some(first) = candidates.iter().next() else {
            return -(WIN - ply as i32);
        };
        let must_capture = first.kind().is_capture();
        if ply >= MAX_PLY || (depth == 0 && (!must_capture || quiescence == 0)) {
            return evaluate_with(position, candidates.iter());
        }
        let key = hash(position);
        let entry = self.table.probe(key);
        if let Some(entry) = entry
            && entry.depth >= depth
        {
            let score = from_table(entry.score, ply);
            let usable = match entry.bound {
                Bound::Exact => true,
                Bound::Lower => score >= beta,
                Bound::Upper => score <= alpha,
            };
            if usable {
                if let Some(mv) = entry.mv {
                    self.pv[ply].push(mv);
                }
                return score;
            }
        }
        let children = self.children_of(position, key, depth);
        if children.is_empty() {
            return -(WIN - ply as i32);
        }
        let order = self.order(position, &children, entry.and_then(|e| e.mv));
        let (child_depth, child_quiescence) = if depth == 0 {
            (0, quiescence - 1)
        } else {
            (depth - 1, quiescence)
        };
        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        for (n, &(_, i)) in order.iter().enumerate() {
            let child = &children[i];
            let score = match child.end {
                Some(end) => {
                    self.pv[ply + 1].clear();
                    terminal(end, me, ply + 1)
                }
                None if n == 0 => -self.negamax(
                    &child.position,
                    child_depth,
                    ply + 1,
                    -beta,
                    -alpha,
                    child_quiescence,
                ),
                None => {
                    let probe = -self.negamax(
                        &child.position,
                        child_depth,
                        ply + 1,
                        -alpha - 1,
                        -alpha,
                        child_quiescence,
                    );
                    if probe > alpha && probe < beta {
                        -self.negamax(
                            &child.position,
                            child_depth,
                            ply + 1,
                            -beta,
                            -alpha,
                            child_quiescence,
                        )
                    } else {
                        probe
                    }
                }
            };
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(child.mv);
                if score > alpha {
                    alpha = score;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(child.mv);
                    head[ply].extend_from_slice(&tail[0]);
                }
            }
            if alpha >= beta {
                let (h, d) = Self::history_slot(child.mv);
                self.history[h][d] += i64::from(depth + 1) * i64::from(depth + 1);
                break;
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(
            Entry {
                key,
                mv: best_move,
                score: best,
                depth,
                bound,
            },
            ply,
        );
        best
    }
}
