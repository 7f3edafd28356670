//! The tree search: negamax alpha-beta with principal variation search, the transposition table,
//! move ordering and a capture extension at the horizon.
//!
//! Near the horizon the moves of a node without a capture are sown one at a time, in order, so
//! that a cut-off spares the sowing of the rest; captures (ordered by the seeds they take) and
//! the moves of nodes higher up are sown out at once, the latter cached.

mod cache;
mod moves;

use std::cell::Cell;

use bao_engine::{Child, Move, Outcome, Position, WATCH_EVERY};

use super::{
    eval::evaluate_listed,
    params::{
        CHILDREN_CACHE_DEPTH, MAX_PLY, NODE_LIMIT_CHECK, QUIESCENCE_PLIES, ROOT_LAPS_PER_NODE,
        STOP_CHECK_NODES, TABLE_BITS, WIN, Weights,
    },
    table::{Bound, Entry, Table, from_table},
    zobrist::hash,
};

/// A score above every real one, for open windows.
pub(super) const INFINITY: i32 = WIN + 1;

/// Gets the score, for the player who made the move at `ply`, of a game that move ended.
pub(super) fn terminal(end: Outcome, mover: bao_engine::Side, ply: usize) -> i32 {
    match end.winner {
        None => 0,
        Some(winner) if winner == mover => WIN - ply as i32,
        Some(_) => -(WIN - ply as i32),
    }
}

/// Gets how much search a score stands for, as the table keeps it: the depth left and, at the
/// horizon, the plies of capture extension left, which also decide the score there (above the
/// horizon the whole extension is always left).
fn draft(depth: u32, quiescence: u32) -> u32 {
    if depth == 0 {
        quiescence
    } else {
        depth * (QUIESCENCE_PLIES + 1) + QUIESCENCE_PLIES
    }
}

/// One search: its table (the caller's, kept between searches or not), history, counters and the
/// caller's stop check.
pub(super) struct Searcher<'a> {
    table: &'a mut Table,
    history: [[i64; 2]; 32],
    children: cache::ChildrenCache,
    pub(super) nodes: u64,
    node_limit: Option<u64>,
    pub(super) stop: &'a dyn Fn() -> bool,
    pub(super) stopped: bool,
    /// The looks the watch took during the search's long sowings, one every few million laps.
    looks: Cell<u64>,
    pv: Vec<Vec<Move>>,
    weights: Weights,
}

/// What one node has found so far among the moves it searched.
struct Node {
    ply: usize,
    alpha: i32,
    beta: i32,
    /// The depth and capture extension its children are searched with.
    depth: u32,
    quiescence: u32,
    best: i32,
    best_move: Option<Move>,
    /// The legal moves searched.
    searched: usize,
    /// The depth left at the node, for the history of a cut-off.
    left: u32,
}

impl<'a> Searcher<'a> {
    /// Makes a search with `weights` in `table` that stops when `stop` says so or after
    /// `node_limit` nodes.
    pub(super) fn new(
        table: &'a mut Table,
        stop: &'a dyn Fn() -> bool,
        node_limit: Option<u64>,
        weights: Weights,
    ) -> Searcher<'a> {
        Searcher {
            table,
            history: [[0; 2]; 32],
            children: cache::ChildrenCache::default(),
            nodes: 0,
            node_limit,
            stop,
            stopped: false,
            looks: Cell::new(0),
            pv: vec![Vec::new(); MAX_PLY + 2],
            weights,
        }
    }

    /// Checks the caller's stop and the node limit, now and then.
    pub(super) fn should_stop(&mut self) -> bool {
        let counted = self.nodes - 1;
        if !self.stopped && counted.is_multiple_of(STOP_CHECK_NODES) {
            self.stopped = (self.stop)()
                || (counted.is_multiple_of(NODE_LIMIT_CHECK)
                    && self.node_limit.is_some_and(|n| self.nodes >= n));
        }
        self.stopped
    }

    /// Checks the stop at once, between root moves.
    pub(super) fn check_stop_now(&mut self) -> bool {
        self.stopped =
            self.stopped || (self.stop)() || self.node_limit.is_some_and(|n| self.nodes >= n);
        self.stopped
    }

    /// Gets the work done so far, counted in laps of sowing: the laps its long sowings ran (as
    /// the watch's looks tell them) and [`ROOT_LAPS_PER_NODE`] laps for each node, about as long.
    pub(super) fn work(&self) -> u64 {
        self.looks
            .get()
            .saturating_mul(WATCH_EVERY)
            .saturating_add(self.nodes.saturating_mul(ROOT_LAPS_PER_NODE))
    }

    /// Gets the laps of sowing left under the node limit, counted as [`Searcher::work`] counts
    /// them; `None` without a limit.
    pub(super) fn laps_left(&self) -> Option<u64> {
        self.node_limit.map(|n| {
            n.saturating_mul(ROOT_LAPS_PER_NODE)
                .saturating_sub(self.work())
        })
    }

    /// Gets the line found below the last move searched from `ply`.
    pub(super) fn line(&self, ply: usize) -> &[Move] {
        &self.pv[ply]
    }

    /// Searches a position `depth` plies deep (plus captures at the horizon), `ply` plies from the
    /// root; gives its score from the side of the player to move. A stopped search gives 0, which
    /// the caller discards.
    pub(super) fn negamax(
        &mut self,
        position: &Position,
        depth: u32,
        ply: usize,
        alpha: i32,
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
            return evaluate_listed(position, candidates.iter(), &self.weights);
        }
        let key = hash(position);
        let entry = self.table.probe(key);
        let draft = draft(depth, quiescence);
        if let Some(entry) = entry
            && entry.depth >= draft
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
        let table_move = entry.and_then(|e| e.mv);
        let (child_depth, child_quiescence) = if depth == 0 {
            (0, quiescence - 1)
        } else {
            (depth - 1, quiescence)
        };
        let mut node = Node {
            ply,
            alpha,
            beta,
            depth: child_depth,
            quiescence: child_quiescence,
            best: -INFINITY,
            best_move: None,
            searched: 0,
            left: depth,
        };
        if depth >= CHILDREN_CACHE_DEPTH {
            let Some(children) = self.children_of(position, key) else {
                return 0;
            };
            let order = self.order(position, self.children.slice(&children), table_move);
            for (_, i) in order {
                let child = self.children.slice(&children)[i];
                if self.visit(&mut node, &child) {
                    break;
                }
            }
        } else if must_capture {
            // Captures are ordered by all the seeds they take, relays included, which only
            // sowing them out tells.
            let Ok(children) = position.children_watched(&mut self.watch()) else {
                self.stopped = true;
                return 0;
            };
            for (_, i) in self.order(position, &children, table_move) {
                if self.visit(&mut node, &children[i]) {
                    break;
                }
            }
        } else {
            self.lazy(position, candidates.iter(), &mut node, table_move);
        }
        if self.stopped {
            return 0;
        }
        if node.searched == 0 {
            // Every candidate proved never-ending, which these rules forbid: no legal move.
            return -(WIN - ply as i32);
        }
        let best = node.best;
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let capacity = self.table.capacity();
        if self.nodes > capacity as u64 && capacity < 1 << TABLE_BITS {
            self.table
                .grow((capacity.trailing_zeros() + 2).min(TABLE_BITS));
        }
        self.table.store(
            Entry {
                key,
                mv: node.best_move,
                score: best,
                depth: draft,
                bound,
            },
            ply,
        );
        best
    }

    /// Searches one child of a node and takes its score into account; gives true on a cut-off.
    fn visit(&mut self, node: &mut Node, child: &Child) -> bool {
        let ply = node.ply;
        let score = match child.end {
            Some(end) => {
                self.pv[ply + 1].clear();
                terminal(end, child.position.to_move().opponent(), ply + 1)
            }
            None if node.searched == 0 => -self.negamax(
                &child.position,
                node.depth,
                ply + 1,
                -node.beta,
                -node.alpha,
                node.quiescence,
            ),
            None => {
                let probe = -self.negamax(
                    &child.position,
                    node.depth,
                    ply + 1,
                    -node.alpha - 1,
                    -node.alpha,
                    node.quiescence,
                );
                if probe > node.alpha && probe < node.beta {
                    -self.negamax(
                        &child.position,
                        node.depth,
                        ply + 1,
                        -node.beta,
                        -node.alpha,
                        node.quiescence,
                    )
                } else {
                    probe
                }
            }
        };
        node.searched += 1;
        if self.stopped {
            return true;
        }
        if score > node.best {
            node.best = score;
            node.best_move = Some(child.mv);
            if score > node.alpha {
                node.alpha = score;
                let (head, tail) = self.pv.split_at_mut(ply + 1);
                head[ply].clear();
                head[ply].push(child.mv);
                head[ply].extend_from_slice(&tail[0]);
            }
        }
        if node.alpha >= node.beta {
            let (h, d) = Self::history_slot(child.mv);
            self.history[h][d] += i64::from(node.left + 1) * i64::from(node.left + 1);
            return true;
        }
        false
    }
}
