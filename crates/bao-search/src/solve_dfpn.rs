//! Depth-first proof-number search (df-pn, Nagai 2002) for "wins within n turns", as the other
//! way of deciding a root move in [`super::root`].
//!
//! A node is a position with the number of turns its attacker has left, and whether it is his
//! turn (an OR node) or his opponent's (an AND node); its proof and disproof numbers are kept in
//! a bounded table keyed by the position hash mixed with the turns and the side. Turns go down
//! by one each attacker turn, so the nodes make no cycle and the search is exact.

use std::rc::Rc;

use bao_engine::{Child, Position, Side};

use super::{BUCKET, ChildrenCache, RootSearch, Status, hash};

/// A proof or disproof number standing for infinity.
const INF: u32 = u32::MAX / 4;

/// A key for each number of turns left, and one for an AND node.
const fn turn_keys() -> [u64; 64] {
    let mut keys = [0; 64];
    let mut state = 0xdf_u64;
    let mut i = 0;
    while i < 64 {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        keys[i] = z ^ (z >> 31);
        i += 1;
    }
    keys
}

static TURN_KEYS: [u64; 64] = turn_keys();

/// The proof and disproof numbers of nodes, in buckets of [`BUCKET`]; the entry whose search
/// cost the fewest nodes gives way. Data 0 is an empty slot (a stored pair is never 0, 0).
pub(super) struct PnTable {
    keys: Vec<u64>,
    data: Vec<u64>,
    work: Vec<u32>,
    mask: usize,
    pub(super) stored: u64,
    pub(super) replaced: u64,
}

impl PnTable {
    /// Makes the largest table of a power of two of buckets within `bytes` (20 bytes an entry).
    pub(super) fn new(bytes: u64) -> PnTable {
        let buckets = (bytes / (BUCKET as u64 * 20)).max(1);
        let buckets = 1usize << (63 - buckets.leading_zeros());
        PnTable {
            keys: vec![0; buckets * BUCKET],
            data: vec![0; buckets * BUCKET],
            work: vec![0; buckets * BUCKET],
            mask: buckets - 1,
            stored: 0,
            replaced: 0,
        }
    }

    pub(super) fn capacity(&self) -> u64 {
        self.keys.len() as u64
    }

    fn find(&self, key: u64) -> Option<usize> {
        let start = (key as usize & self.mask) * BUCKET;
        (start..start + BUCKET).find(|&i| self.keys[i] == key && self.data[i] != 0)
    }

    fn get(&self, key: u64) -> Option<(u32, u32)> {
        self.find(key)
            .map(|i| (self.data[i] as u32, (self.data[i] >> 32) as u32))
    }

    fn put(&mut self, key: u64, (pn, dn): (u32, u32), work: u64) {
        let at = self.find(key).unwrap_or_else(|| {
            let start = (key as usize & self.mask) * BUCKET;
            let at = (start..start + BUCKET)
                .find(|&i| self.data[i] == 0)
                .unwrap_or_else(|| {
                    self.replaced += 1;
                    self.stored -= 1;
                    (start..start + BUCKET)
                        .min_by_key(|&i| self.work[i])
                        .unwrap_or(start)
                });
            self.stored += 1;
            self.keys[at] = key;
            self.work[at] = 0;
            at
        });
        self.data[at] = u64::from(pn) | u64::from(dn) << 32;
        self.work[at] = self.work[at].max(u32::try_from(work).unwrap_or(u32::MAX));
    }
}

/// One df-pn proof in progress.
pub(super) struct Dfpn<'a> {
    pub(super) table: PnTable,
    pub(super) children: ChildrenCache,
    pub(super) nodes: u64,
    pub(super) status: Status,
    pub(super) progress: &'a mut dyn FnMut(&Status),
    pub(super) stop: &'a dyn Fn() -> bool,
    pub(super) stopped: bool,
}

/// A node: its position, the attacker's turns left, and whether the defender is to move.
#[derive(Clone, Copy)]
struct Node<'p> {
    position: &'p Position,
    turns: u32,
    and: bool,
}

impl Node<'_> {
    fn key(&self) -> u64 {
        let side = if self.and { TURN_KEYS[63] } else { 0 };
        hash(self.position) ^ TURN_KEYS[self.turns as usize % 63] ^ side
    }
}

impl RootSearch for Dfpn<'_> {
    fn opponent_loses(&mut self, position: &Position, _winner: Side, turns: u32) -> Option<bool> {
        let node = Node {
            position,
            turns,
            and: true,
        };
        let (pn, _) = self.mid(node, INF, INF)?;
        Some(pn == 0)
    }

    fn status(&mut self) -> &mut Status {
        &mut self.status
    }

    fn report(&mut self) {
        self.status.nodes = self.nodes;
        self.status.stored.0 = self.table.stored;
        self.status.replaced = self.table.replaced;
        (self.progress)(&self.status);
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }
}

impl Dfpn<'_> {
    /// The numbers of a node decided without searching it, if any.
    fn terminal(node: Node<'_>) -> Option<(u32, u32)> {
        let mover = node.position.to_move();
        let lost = node.position.board().front_is_empty(mover);
        match (node.and, lost) {
            (true, true) => Some((0, INF)),
            (false, true) => Some((INF, 0)),
            (false, false) if node.turns == 0 => Some((INF, 0)),
            _ => None,
        }
    }

    /// The numbers of a child of `node`, from its end, the table, or 1 and 1.
    fn child_numbers(&self, node: Node<'_>, child: &Child) -> (u32, u32) {
        if let Some(end) = child.end {
            // The game ended in the move: the attacker won it, or he did not.
            let attacker = if node.and {
                node.position.to_move().opponent()
            } else {
                node.position.to_move()
            };
            return if end.winner == Some(attacker) {
                (0, INF)
            } else {
                (INF, 0)
            };
        }
        let next = Self::next(node, child);
        Self::terminal(next)
            .or_else(|| self.table.get(next.key()))
            .unwrap_or((1, 1))
    }

    fn next<'p>(node: Node<'_>, child: &'p Child) -> Node<'p> {
        Node {
            position: &child.position,
            turns: if node.and { node.turns } else { node.turns - 1 },
            and: !node.and,
        }
    }

    /// Gets the legal moves of a position, those that take the most seeds first; `None` when
    /// the stop cut a long sowing short.
    fn children_of(&mut self, position: &Position) -> Option<Rc<[Child]>> {
        let children = self
            .children
            .children_of(position, hash(position), self.stop);
        self.stopped |= children.is_none();
        children
    }

    /// Searches `node` until its proof number reaches `th_pn` or its disproof number `th_dn`,
    /// and gives its numbers; `None` when stopped.
    fn mid(&mut self, node: Node<'_>, th_pn: u32, th_dn: u32) -> Option<(u32, u32)> {
        self.nodes += 1;
        if !self.stopped && (self.nodes - 1).is_multiple_of(256) {
            self.stopped = (self.stop)();
        }
        if self.nodes.is_multiple_of(super::PROGRESS_NODES) {
            RootSearch::report(self);
        }
        if self.stopped {
            return None;
        }
        if let Some(numbers) = Self::terminal(node) {
            return Some(numbers);
        }
        let before = self.nodes;
        let children = self.children_of(node.position)?;
        if children.is_empty() {
            // The player to move has no move and loses.
            let numbers = if node.and { (0, INF) } else { (INF, 0) };
            return Some(numbers);
        }
        if node.and && node.turns == 0 {
            // The defender survives: the attacker has no turn left.
            return Some((INF, 0));
        }
        // Numbers are kept as (proof, disproof) of the attacker's win; the loop works in the
        // mover's terms: `phi` is what he must bring to 0, `delta` what his opponent must.
        let mover_terms = |and: bool, (pn, dn): (u32, u32)| if and { (dn, pn) } else { (pn, dn) };
        let mut numbers: Vec<(u32, u32)> = children
            .iter()
            .map(|c| self.child_numbers(node, c))
            .collect();
        let (th_phi, th_delta) = mover_terms(node.and, (th_pn, th_dn));
        let result = loop {
            let mut phi = INF;
            let mut delta = 0u32;
            let mut best = 0;
            let mut second = INF;
            for (i, &n) in numbers.iter().enumerate() {
                let (child_phi, child_delta) = mover_terms(!node.and, n);
                delta = delta.saturating_add(child_phi).min(INF);
                if child_delta < phi {
                    second = phi;
                    phi = child_delta;
                    best = i;
                } else if child_delta < second {
                    second = child_delta;
                }
            }
            if phi >= th_phi || delta >= th_delta {
                break mover_terms(node.and, (phi, delta));
            }
            let (best_phi, _) = mover_terms(!node.and, numbers[best]);
            let child_th_phi = th_delta
                .saturating_sub(delta)
                .saturating_add(best_phi)
                .min(INF);
            let child_th_delta = th_phi.min(second.saturating_add(1)).min(INF);
            let next = Self::next(node, &children[best]);
            let (th_c_pn, th_c_dn) = mover_terms(next.and, (child_th_phi, child_th_delta));
            numbers[best] = self.mid(next, th_c_pn, th_c_dn)?;
        };
        self.table.put(node.key(), result, self.nodes - before);
        Some(result)
    }
}
