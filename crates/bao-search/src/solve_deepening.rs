//! The AND/OR depth-first search of [`crate::prove`] in a bounded table: what is known
//! of each position (no win within n, a win within n), in buckets of four entries.

use std::rc::Rc;

use bao_engine::{Child, Position, Side};

use super::{BUCKET, ChildrenCache, PROGRESS_NODES, RootSearch, Status, hash, root};
use crate::prove::{ProveError, Proved};

/// One entry of the known table, unpacked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Entry {
    /// The player to move has no win within this many turns.
    no_win_within: u16,
    /// He has a win within this many turns (0: none known).
    win_within: u16,
    /// The nodes its last proof cost, capped: what forgetting it would cost again.
    work: u32,
}

impl Entry {
    fn unpack(data: u64) -> Entry {
        Entry {
            no_win_within: data as u16,
            win_within: (data >> 16) as u16,
            work: (data >> 32) as u32,
        }
    }

    fn pack(self) -> u64 {
        u64::from(self.no_win_within)
            | u64::from(self.win_within) << 16
            | u64::from(self.work) << 32
    }
}

/// What is known of positions, in buckets of [`BUCKET`] entries, cheapest proof replaced first.
///
/// An entry is a key and a packed [`Entry`], 16 bytes; 0 data is an empty slot. The arrays
/// start zeroed, so the memory is only taken as the table fills.
pub(super) struct KnownTable {
    keys: Vec<u64>,
    data: Vec<u64>,
    mask: usize,
    pub(super) stored: u64,
    pub(super) replaced: u64,
}

impl KnownTable {
    /// Makes the largest table of a power of two of buckets within `bytes`.
    pub(super) fn new(bytes: u64) -> KnownTable {
        let bucket_bytes = (BUCKET * 2 * size_of::<u64>()) as u64;
        let buckets = (bytes / bucket_bytes).max(1);
        let buckets = 1usize << (63 - buckets.leading_zeros());
        KnownTable {
            keys: vec![0; buckets * BUCKET],
            data: vec![0; buckets * BUCKET],
            mask: buckets - 1,
            stored: 0,
            replaced: 0,
        }
    }

    pub(super) fn capacity(&self) -> u64 {
        self.keys.len() as u64
    }

    fn bucket(&self, key: u64) -> std::ops::Range<usize> {
        let start = (key as usize & self.mask) * BUCKET;
        start..start + BUCKET
    }

    fn find(&self, key: u64) -> Option<usize> {
        self.bucket(key)
            .find(|&i| self.keys[i] == key && self.data[i] != 0)
    }

    /// Gets what is known: no win within the first number, a win within the second
    /// (`u32::MAX`: none known).
    pub(super) fn get(&self, key: u64) -> (u32, u32) {
        self.find(key).map_or((0, u32::MAX), |i| {
            let e = Entry::unpack(self.data[i]);
            let win = match e.win_within {
                0 => u32::MAX,
                n => u32::from(n),
            };
            (u32::from(e.no_win_within), win)
        })
    }

    /// Records that the player to move in `key` wins (or not) within `turns`, a proof that cost
    /// `work` nodes.
    pub(super) fn put(&mut self, key: u64, turns: u32, won: bool, work: u64) {
        let at = self.find(key).unwrap_or_else(|| {
            let range = self.bucket(key);
            let at = range
                .clone()
                .find(|&i| self.data[i] == 0)
                .unwrap_or_else(|| {
                    self.replaced += 1;
                    self.stored -= 1;
                    range
                        .min_by_key(|&i| Entry::unpack(self.data[i]).work)
                        .unwrap_or(0)
                });
            self.stored += 1;
            self.keys[at] = key;
            self.data[at] = 0;
            at
        });
        let mut entry = Entry::unpack(self.data[at]);
        let turns = u16::try_from(turns).unwrap_or(u16::MAX);
        if won {
            entry.win_within = match entry.win_within {
                0 => turns,
                n => n.min(turns),
            };
        } else {
            entry.no_win_within = entry.no_win_within.max(turns);
        }
        entry.work = entry
            .work
            .max(u32::try_from(work).unwrap_or(u32::MAX))
            .max(1);
        self.data[at] = entry.pack();
    }
}

/// One bounded proof in progress.
pub(super) struct Prover<'a> {
    known: KnownTable,
    children: ChildrenCache,
    nodes: u64,
    status: Status,
    progress: &'a mut dyn FnMut(&Status),
    stop: &'a dyn Fn() -> bool,
    stopped: bool,
}

/// Runs a proof of a position that is not over, its legal moves given, within `turns` in
/// range, in the tables given.
pub(super) fn prove_in(
    (position, root_children): (&Position, Vec<Child>),
    turns: u32,
    all_moves: bool,
    (known, cache): (KnownTable, ChildrenCache),
    progress: &mut dyn FnMut(&Status),
    stop: &dyn Fn() -> bool,
) -> Result<Proved, ProveError> {
    let capacity = known.capacity();
    let mut prover = Prover {
        known,
        children: cache,
        nodes: 0,
        status: Status::new(capacity),
        progress,
        stop,
        stopped: false,
    };
    root(&mut prover, position, root_children, turns, all_moves)
}

impl RootSearch for Prover<'_> {
    fn opponent_loses(&mut self, position: &Position, winner: Side, turns: u32) -> Option<bool> {
        Prover::opponent_loses(self, position, winner, turns)
    }

    fn status(&mut self) -> &mut Status {
        &mut self.status
    }

    fn report(&mut self) {
        Prover::report(self);
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }
}

impl Prover<'_> {
    /// Tells the caller how far the proof has got.
    fn report(&mut self) {
        self.status.nodes = self.nodes;
        self.status.stored.0 = self.known.stored;
        self.status.replaced = self.known.replaced;
        (self.progress)(&self.status);
    }

    /// Counts a node, checks the caller's stop now and then, and reports progress.
    fn visit(&mut self) -> bool {
        self.nodes += 1;
        if !self.stopped && (self.nodes - 1).is_multiple_of(256) {
            self.stopped = (self.stop)();
        }
        if self.nodes.is_multiple_of(PROGRESS_NODES) {
            self.report();
        }
        !self.stopped
    }

    /// Gets the legal moves of a position, those that take the most seeds first; `None` when
    /// the stop cut a long sowing short.
    fn children_of(&mut self, position: &Position, key: u64) -> Option<Rc<[Child]>> {
        let children = self.children.children_of(position, key, self.stop);
        self.stopped |= children.is_none();
        children
    }

    /// Checks if the player to move in `position` wins within `turns` of his turns; `None` when
    /// stopped.
    fn wins(&mut self, position: &Position, turns: u32) -> Option<bool> {
        if turns == 0 {
            return Some(false);
        }
        if !self.visit() {
            return None;
        }
        let me = position.to_move();
        if position.board().front_is_empty(me) {
            return Some(false);
        }
        let key = hash(position);
        let (no_win_within, win_within) = self.known.get(key);
        if turns <= no_win_within {
            return Some(false);
        }
        if turns >= win_within {
            return Some(true);
        }
        let before = self.nodes;
        let children = self.children_of(position, key)?;
        let mut won = false;
        for child in children.iter() {
            won = match child.end {
                Some(end) => end.winner == Some(me),
                None => self.opponent_loses(&child.position, me, turns - 1)?,
            };
            if won {
                break;
            }
        }
        self.known.put(key, turns, won, self.nodes - before);
        Some(won)
    }

    /// Checks if `winner`'s opponent, to move in `position`, loses whatever he plays, with
    /// `winner` to win within `turns` more turns of his own; `None` when stopped.
    fn opponent_loses(&mut self, position: &Position, winner: Side, turns: u32) -> Option<bool> {
        if !self.visit() {
            return None;
        }
        let defender = position.to_move();
        if position.board().front_is_empty(defender) {
            return Some(true);
        }
        let children = self.children_of(position, hash(position))?;
        if children.is_empty() {
            return Some(true);
        }
        if turns == 0 {
            return Some(false);
        }
        for child in children.iter() {
            let lost = match child.end {
                Some(end) => end.winner == Some(winner),
                None => self.wins(&child.position, turns)?,
            };
            if !lost {
                return Some(false);
            }
        }
        Some(true)
    }
}
