//! The transposition table: what an earlier visit of a position found, keyed by its Zobrist hash.
//!
//! An entry is only a hint. Its move is used to order the moves of the position it is probed
//! for, and is matched against that position's legal moves before anything is done with it, so a
//! colliding key can cost time but never yields an illegal move.

use bao_engine::Move;

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
    /// The remaining depth the score was searched to (the search counts in it the plies of
    /// capture extension left too).
    pub depth: u32,
    /// What kind of score it is.
    pub bound: Bound,
}

/// A fixed-size table, replacing an entry when the new one is searched at least as deep or is
/// for another position.
///
/// Each entry is packed into two words, all zero when empty, so that a new table costs no
/// writing: its memory is handed over zeroed and only the slots used are ever touched.
#[derive(Debug)]
pub struct Table {
    entries: Vec<[u64; 2]>,
    mask: u64,
}

impl Table {
    /// Makes an empty table of `2^bits` entries.
    #[must_use]
    pub fn new(bits: u32) -> Table {
        Table {
            entries: vec![[0; 2]; 1 << bits],
            mask: (1 << bits) - 1,
        }
    }

    /// Gets how many entries the table holds room for.
    #[must_use]
    pub fn capacity(&self) -> usize {
        self.entries.len()
    }

    /// Makes room for `2^bits` entries (no fewer than now), keeping what is stored.
    pub fn grow(&mut self, bits: u32) {
        if 1 << bits <= self.entries.len() {
            return;
        }
        let old = std::mem::replace(&mut self.entries, vec![[0; 2]; 1 << bits]);
        self.mask = (1 << bits) - 1;
        for [key, data] in old {
            if data != 0 {
                let slot = &mut self.entries[(key & self.mask) as usize];
                if slot[1] == 0 || depth_of(slot[1]) <= depth_of(data) {
                    *slot = [key, data];
                }
            }
        }
    }

    /// Gets the entry stored for `key`, if that very position is stored.
    #[must_use]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let [stored, data] = self.entries[(key & self.mask) as usize];
        (data != 0 && stored == key).then(|| unpack(key, data))
    }

    /// Stores a result; `ply` is how far the position is from the root, so that a proved win is
    /// stored as a distance from the position itself.
    pub fn store(&mut self, mut entry: Entry, ply: usize) {
        entry.score = to_table(entry.score, ply);
        let slot = &mut self.entries[(entry.key & self.mask) as usize];
        let [stored, data] = *slot;
        if data == 0 || stored != entry.key || depth_of(data) <= entry.depth {
            *slot = [entry.key, pack(&entry)];
        }
    }
}

/// Where each field of an entry lies in its data word: the score in the low 32 bits, then the
/// depth (16 bits), the bound (2 bits, never 0, so that a used slot is never all zero) and the
/// move (10 bits: present, side, hole index, direction, kind, safari).
const DEPTH_AT: u32 = 32;
const BOUND_AT: u32 = 48;
const MOVE_AT: u32 = 50;

fn depth_of(data: u64) -> u32 {
    ((data >> DEPTH_AT) & 0xffff) as u32
}

fn pack(entry: &Entry) -> u64 {
    let bound: u64 = match entry.bound {
        Bound::Exact => 1,
        Bound::Lower => 2,
        Bound::Upper => 3,
    };
    let mv = entry.mv.map_or(0, |mv| 1 | u64::from(mv.to_bits()) << 1);
    u64::from(entry.score as u32)
        | u64::from(entry.depth.min(0xffff)) << DEPTH_AT
        | bound << BOUND_AT
        | mv << MOVE_AT
}

fn unpack(key: u64, data: u64) -> Entry {
    let bound = match (data >> BOUND_AT) & 3 {
        1 => Bound::Exact,
        2 => Bound::Lower,
        _ => Bound::Upper,
    };
    let m = data >> MOVE_AT;
    let mv = (m & 1 == 1).then(|| Move::from_bits((m >> 1) as u16));
    Entry {
        key,
        mv,
        score: data as u32 as i32,
        depth: depth_of(data),
        bound,
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
