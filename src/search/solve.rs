//! Proofs in bounded memory, with progress: [`prove_with`], the prover behind `bao solve`.
//!
//! The root is that of [`super::prove`]: each move is decided within 1, 2, … turns. Each is
//! decided by one of two exact searches ([`Method`]): the AND/OR depth-first search of `prove`,
//! what is known of each position (no win within n, a win within n) kept by position hash, or
//! depth-first proof-number search ([`dfpn`]). Either keeps its results in a fixed table of
//! buckets of four entries: when a bucket is full, the entry whose search cost the fewest nodes
//! gives way. Forgetting is always safe, as a forgotten position is searched again; so the
//! memory given (three quarters to that table, a quarter to the legal moves of positions met)
//! is not exceeded, and a small table only costs time.

use std::{fmt, rc::Rc};

use crate::engine::{Child, Move, Position, Side};

use super::{
    SearchError,
    params::MAX_PROOF_TURNS,
    prove::{Proof, ProveError, Proved, by_captures},
    zobrist::hash,
};

/// The least memory a proof may be given, in bytes (1 MiB).
pub const MIN_MEMORY: u64 = 1 << 20;
/// How many nodes pass between two progress reports.
pub const PROGRESS_NODES: u64 = 1 << 12;
/// How many entries one bucket of the table holds.
const BUCKET: usize = 4;
/// How a bounded proof is run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// The most bytes the tables may take (at least [`MIN_MEMORY`]).
    pub memory: u64,
    /// Decide every move up to the full number of turns, as [`super::prove::prove`] does; when
    /// false, the proof ends at the first number of turns within which a move wins, and the
    /// other moves are then only known not to win within it.
    pub all_moves: bool,
    /// How each root move is decided.
    pub method: Method,
}

/// How a bounded proof decides each root move; both are exact and give the same verdicts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Method {
    /// The AND/OR depth-first search of [`super::prove`], its bounds kept from one number of
    /// turns to the next: the faster on short proofs.
    Deepening,
    /// Depth-first proof-number search: the most promising line first, by proof and disproof
    /// numbers; the faster by far on deep proofs (the Kujifunza start: 0.9 s against 47 s).
    #[default]
    ProofNumbers,
}

/// How far a proof has got, as reported to the caller's progress callback.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Status {
    /// The most turns proved without a win.
    pub decided: u32,
    /// The number of turns being tried now.
    pub trying: u32,
    /// The root move being proved (0-based) and how many there are.
    pub root_move: (usize, usize),
    /// The positions visited.
    pub nodes: u64,
    /// The entries of the known table in use, and how many it can hold.
    pub stored: (u64, u64),
    /// How many entries gave way to others.
    pub replaced: u64,
}

impl Status {
    /// The status before anything is proved, with a table of `capacity` entries.
    fn new(capacity: u64) -> Status {
        Status {
            decided: 0,
            trying: 1,
            root_move: (0, 0),
            nodes: 0,
            stored: (0, capacity),
            replaced: 0,
        }
    }
}

/// Error when a bounded proof cannot be given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolveError {
    /// The proof itself could not be given: bad turns, a finished game, or stopped.
    Prove(ProveError),
    /// The memory given is below [`MIN_MEMORY`].
    Memory(u64),
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::Prove(err) => err.fmt(f),
            SolveError::Memory(bytes) => write!(
                f,
                "{bytes} bytes of memory is too little for a proof: give at least {MIN_MEMORY}"
            ),
        }
    }
}

impl std::error::Error for SolveError {}

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
struct KnownTable {
    keys: Vec<u64>,
    data: Vec<u64>,
    mask: usize,
    stored: u64,
    replaced: u64,
}

impl KnownTable {
    /// Makes the largest table of a power of two of buckets within `bytes`.
    fn new(bytes: u64) -> KnownTable {
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

    fn capacity(&self) -> u64 {
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
    fn get(&self, key: u64) -> (u32, u32) {
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
    fn put(&mut self, key: u64, turns: u32, won: bool, work: u64) {
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

/// A direct-mapped cache of ordered legal moves, within a byte budget.
struct ChildrenCache {
    slots: Vec<Option<(u64, Rc<[Child]>)>>,
    mask: usize,
    budget: u64,
    used: u64,
}

impl ChildrenCache {
    /// A slot is budgeted at its own size and about eight children.
    fn new(bytes: u64) -> ChildrenCache {
        let per_slot = (size_of::<Option<(u64, Rc<[Child]>)>>() + 8 * size_of::<Child>()) as u64;
        let slots = (bytes / per_slot).max(1);
        let slots = 1usize << (63 - slots.leading_zeros());
        let fixed = (slots * size_of::<Option<(u64, Rc<[Child]>)>>()) as u64;
        ChildrenCache {
            slots: vec![None; slots],
            mask: slots - 1,
            budget: bytes.saturating_sub(fixed),
            used: 0,
        }
    }

    fn cost(children: &[Child]) -> u64 {
        (2 * size_of::<usize>() + size_of_val(children)) as u64
    }

    fn get(&self, key: u64) -> Option<Rc<[Child]>> {
        match &self.slots[key as usize & self.mask] {
            Some((k, children)) if *k == key => Some(Rc::clone(children)),
            _ => None,
        }
    }

    fn put(&mut self, key: u64, children: &Rc<[Child]>) {
        let slot = &mut self.slots[key as usize & self.mask];
        let freed = slot.as_ref().map_or(0, |(_, old)| Self::cost(old));
        let cost = Self::cost(children);
        if self.used - freed + cost <= self.budget {
            self.used = self.used - freed + cost;
            *slot = Some((key, Rc::clone(children)));
        }
    }
}

/// One bounded proof in progress.
struct Prover<'a> {
    known: KnownTable,
    children: ChildrenCache,
    nodes: u64,
    status: Status,
    progress: &'a mut dyn FnMut(&Status),
    stop: &'a dyn Fn() -> bool,
    stopped: bool,
}

/// Decides whether the player to move wins within `turns` turns, in tables of at most
/// `options.memory` bytes, calling `progress` every [`PROGRESS_NODES`] nodes and after each
/// number of turns is decided.
///
/// With `options.all_moves` the result is that of [`super::prove::prove`]; without, a win in k
/// ends the proof, and the moves that do not win are given as [`Proof::NoWinWithin`] k.
///
/// # Errors
/// Returns [`SolveError::Memory`] for less than [`MIN_MEMORY`], and [`SolveError::Prove`] with
/// the errors of [`super::prove::prove`]: bad turns, a finished game, or a stop before the end.
pub fn prove_with(
    position: &Position,
    turns: u32,
    options: &Options,
    progress: &mut dyn FnMut(&Status),
    stop: &dyn Fn() -> bool,
) -> Result<Proved, SolveError> {
    if turns == 0 || turns > MAX_PROOF_TURNS {
        return Err(SolveError::Prove(ProveError::Turns(turns)));
    }
    if let Some(outcome) = position.outcome() {
        return Err(SolveError::Prove(ProveError::Search(
            SearchError::GameOver(outcome),
        )));
    }
    if options.memory < MIN_MEMORY {
        return Err(SolveError::Memory(options.memory));
    }
    let children = ChildrenCache::new(options.memory / 4);
    if options.method == Method::ProofNumbers {
        let table = dfpn::PnTable::new(options.memory / 4 * 3);
        let capacity = table.capacity();
        let mut search = dfpn::Dfpn {
            table,
            children,
            nodes: 0,
            status: Status::new(capacity),
            progress,
            stop,
            stopped: false,
        };
        return root(&mut search, position, turns, options.all_moves).map_err(SolveError::Prove);
    }
    let known = KnownTable::new(options.memory / 4 * 3);
    prove_in(
        position,
        turns,
        options.all_moves,
        known,
        children,
        progress,
        stop,
    )
    .map_err(SolveError::Prove)
}

/// Runs a proof of a position that is not over, within `turns` in range, in the tables given.
fn prove_in(
    position: &Position,
    turns: u32,
    all_moves: bool,
    known: KnownTable,
    cache: ChildrenCache,
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
    root(&mut prover, position, turns, all_moves)
}

/// A search that decides the moves of the root one at a time, for [`root`].
trait RootSearch {
    /// Checks if `winner`'s opponent, to move, loses within `turns` more turns of `winner`;
    /// `None` when stopped.
    fn opponent_loses(&mut self, position: &Position, winner: Side, turns: u32) -> Option<bool>;
    /// The status reported to the caller.
    fn status(&mut self) -> &mut Status;
    /// Reports the status to the caller.
    fn report(&mut self);
    /// The positions visited.
    fn nodes(&self) -> u64;
}

/// Proves each root move within 1, 2, … `turns` turns, ending at the first win unless
/// `all_moves`.
fn root(
    search: &mut dyn RootSearch,
    position: &Position,
    turns: u32,
    all_moves: bool,
) -> Result<Proved, ProveError> {
    let me = position.to_move();
    let children = position.children();
    let mut verdicts: Vec<Option<u32>> = vec![None; children.len()];
    let mut last = turns;
    for k in 1..=turns {
        search.status().trying = k;
        for (i, (child, verdict)) in children.iter().zip(verdicts.iter_mut()).enumerate() {
            if verdict.is_some() {
                continue;
            }
            search.status().root_move = (i, children.len());
            let wins = match child.end {
                Some(end) => Some(end.winner == Some(me)),
                None => search.opponent_loses(&child.position, me, k - 1),
            };
            match wins {
                None => {
                    return Err(ProveError::Stopped {
                        decided: k - 1,
                        nodes: search.nodes(),
                    });
                }
                Some(true) => *verdict = Some(k),
                Some(false) => {}
            }
        }
        let won = verdicts.iter().any(Option::is_some);
        if !won {
            search.status().decided = k;
        }
        search.report();
        if won && !all_moves {
            last = k;
            break;
        }
    }
    let moves: Vec<(Move, Proof)> = children
        .iter()
        .zip(&verdicts)
        .map(|(c, v)| (c.mv, v.map_or(Proof::NoWinWithin(last), Proof::WinIn)))
        .collect();
    let best = children
        .iter()
        .zip(&verdicts)
        .filter_map(|(c, v)| v.map(|k| (k, c.mv)))
        .min_by_key(|(k, _)| *k);
    Ok(Proved {
        proof: best.map_or(Proof::NoWinWithin(turns), |(k, _)| Proof::WinIn(k)),
        best: best.map(|(_, mv)| mv),
        moves,
        nodes: search.nodes(),
    })
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

    /// Gets the legal moves of a position, those that take the most seeds first.
    fn children_of(&mut self, position: &Position, key: u64) -> Rc<[Child]> {
        if let Some(children) = self.children.get(key) {
            return children;
        }
        let mut children = position.children();
        by_captures(position, &mut children);
        let children: Rc<[Child]> = children.into();
        self.children.put(key, &children);
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
        let children = self.children_of(position, key);
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
        let children = self.children_of(position, hash(position));
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

mod dfpn;
#[cfg(test)]
mod tests;
