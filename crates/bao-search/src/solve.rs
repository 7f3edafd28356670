//! Proofs in bounded memory, with progress: [`prove_with`], the prover behind `bao solve`.
//!
//! The root is that of [`super::prove`]: each move is decided within 1, 2, … turns. Each is
//! decided by one of two exact searches ([`Method`]): the AND/OR depth-first search of `prove`,
//! what is known of each position (no win within n, a win within n) kept by position hash, or
//! depth-first proof-number search (module `dfpn`). Either keeps its results in a fixed table of
//! buckets of four entries: when a bucket is full, the entry whose search cost the fewest nodes
//! gives way. Forgetting is always safe, as a forgotten position is searched again; so the
//! memory given (three quarters to that table, a quarter to the legal moves of positions met)
//! is not exceeded, and a small table only costs time.

use std::{fmt, rc::Rc};

use bao_engine::{Child, EndReason, Move, Outcome, Position, Side};

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

    /// Gets the legal moves of a position, those that take the most seeds first, from the cache
    /// or sown out while `stop` may cut a long sowing short; `None` when it did.
    fn children_of(
        &mut self,
        position: &Position,
        key: u64,
        mut stop: &dyn Fn() -> bool,
    ) -> Option<Rc<[Child]>> {
        if let Some(children) = self.get(key) {
            return Some(children);
        }
        let mut children = position.children_watched(&mut stop).ok()?;
        by_captures(position, &mut children);
        let children: Rc<[Child]> = children.into();
        self.put(key, &children);
        Some(children)
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
    if options.memory < MIN_MEMORY {
        return Err(SolveError::Memory(options.memory));
    }
    // The root's own sowings are watched as the search's are: a never-ending candidate can take
    // longer than any deadline.
    let stopped = SolveError::Prove(ProveError::Stopped {
        decided: 0,
        nodes: 0,
    });
    let mut watch = stop;
    let over = |outcome| SolveError::Prove(ProveError::Search(SearchError::GameOver(outcome)));
    if let Some(outcome) = position.front_row_outcome() {
        return Err(over(outcome));
    }
    let root_children = position.children_watched(&mut watch).map_err(|_| stopped)?;
    if root_children.is_empty() {
        return Err(over(Outcome {
            winner: Some(position.to_move().opponent()),
            reason: EndReason::NoLegalMove,
        }));
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
        return root(
            &mut search,
            position,
            root_children,
            turns,
            options.all_moves,
        )
        .map_err(SolveError::Prove);
    }
    let known = deepening::KnownTable::new(options.memory / 4 * 3);
    deepening::prove_in(
        (position, root_children),
        turns,
        options.all_moves,
        (known, children),
        progress,
        stop,
    )
    .map_err(SolveError::Prove)
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
    children: Vec<Child>,
    turns: u32,
    all_moves: bool,
) -> Result<Proved, ProveError> {
    let me = position.to_move();
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

#[path = "solve_deepening.rs"]
mod deepening;
#[path = "solve_dfpn.rs"]
mod dfpn;
#[cfg(test)]
#[path = "solve_tests.rs"]
mod tests;
