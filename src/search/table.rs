//! The transposition table: what an earlier visit of a position found, keyed by its Zobrist hash.
//!
//! An entry is only a hint. Its move is used to order the moves of the position it is probed
//! for, and is matched against that position's legal moves before anything is done with it, so a
//! colliding key can cost time but never yields an illegal move.

use crate::engine::Move;

use super::params::{MATE_RANGE, WIN};

/// What a stored score says about the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is exact.
    Exact,
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (the search failed low).
    Upper,
}

/// One stored result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The full hash of the position.
    pub key: u64,
    /// The best move found, if any.
    pub mv: Option<Move>,
    /// The score from the mover's side, with proved wins counted from this position.
    pub score: i32,
    /// The remaining depth the score was searched to.
    pub depth: u32,
    /// What kind of score it is.
    pub bound: Bound,
}

/// A fixed-size table, replacing an entry when the new one is searched at least as deep or is
/// for another position.
#[derive(Debug)]
pub struct Table {
    entries: Vec<Option<Entry>>,
    mask: u64,
}

impl Table {
    /// Makes an empty table of `2^bits` entries.
    #[must_use]
    pub fn new(bits: u32) -> Table {
        Table {
            entries: vec![None; 1 << bits],
            mask: (1 << bits) - 1,
        }
    }

    /// Gets the entry stored for `key`, if that very position is stored.
    #[must_use]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.entries[(key & self.mask) as usize].filter(|e| e.key == key)
    }

    /// Stores a result; `ply` is how far the position is from the root, so that a proved win is
    /// stored as a distance from the position itself.
    pub fn store(&mut self, mut entry: Entry, ply: usize) {
        entry.score = to_table(entry.score, ply);
        let slot = &mut self.entries[(entry.key & self.mask) as usize];
        if slot.is_none_or(|old| old.key != entry.key || old.depth <= entry.depth) {
            *slot = Some(entry);
        }
    }
}

/// Converts a score counted from the root into one counted from a position `ply` plies deep.
fn to_table(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score > WIN - MATE_RANGE {
        score + ply
    } else if score < -(WIN - MATE_RANGE) {
        score - ply
    } else {
        score
    }
}

/// Converts a stored score back into one counted from the root, `ply` plies above.
#[must_use]
pub fn from_table(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score > WIN - MATE_RANGE {
        score - ply
    } else if score < -(WIN - MATE_RANGE) {
        score + ply
    } else {
        score
    }
}
